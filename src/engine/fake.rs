//! A move source that answers from a script, for tests of the game loop.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use shakmaty::uci::UciMove;
use shakmaty::{EnPassantMode, Position, fen::Fen};

use super::uci::legal_move;
use super::{
    EngineError, EngineEvent, EngineInfo, EventSink, MoveSource, RequestId, SearchPosition,
    Strength, ThinkTime, check_position,
};

/// How the fake answers one request, in order; when the script runs out it plays the first
/// legal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FakeReply {
    /// The first legal move in shakmaty's order.
    FirstLegal,
    /// This move in UCI notation; an illegal or unreadable one fails like a real engine would.
    Uci(String),
    /// Fails with this error (and answers nothing more, like a real engine).
    Fail(EngineError),
    /// Never answers.
    Silent,
}

/// A request the fake received, for tests to check what the game loop asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FakeRequest {
    Move {
        id: RequestId,
        /// The current position, in FEN.
        fen: String,
        time: ThinkTime,
    },
    Hint {
        id: RequestId,
        fen: String,
        think: Duration,
    },
    Stop,
    NewGame,
}

/// Answers from a script, at once, through the sink (like [`super::UciEngine`], but without a
/// process or a thread).
#[derive(Debug)]
pub struct FakeMoveSource {
    sink: EventSink,
    info: EngineInfo,
    script: VecDeque<FakeReply>,
    log: Arc<Mutex<Vec<FakeRequest>>>,
    failure: Option<EngineError>,
    last_id: u64,
}

impl FakeMoveSource {
    pub fn new(script: impl IntoIterator<Item = FakeReply>, events: impl Into<EventSink>) -> Self {
        Self {
            sink: events.into(),
            info: EngineInfo {
                name: "Fake".into(),
                author: None,
                strength: Strength::Full,
                chess960: true,
            },
            script: script.into_iter().collect(),
            log: Arc::default(),
            failure: None,
            last_id: 0,
        }
    }

    /// What the fake was asked, shared: it stays readable after the fake is boxed or moved.
    pub fn log(&self) -> Arc<Mutex<Vec<FakeRequest>>> {
        Arc::clone(&self.log)
    }

    fn note(&self, request: FakeRequest) {
        self.log
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(request);
    }

    fn answer(
        &mut self,
        position: &SearchPosition,
        request: impl FnOnce(RequestId, String) -> FakeRequest,
        event: impl FnOnce(RequestId, shakmaty::Move) -> EngineEvent,
    ) -> Result<RequestId, EngineError> {
        if let Some(error) = &self.failure {
            return Err(error.clone());
        }
        check_position(position)?;
        self.last_id += 1;
        let id = RequestId(self.last_id);
        let current = position.current();
        let fen = Fen::from_position(current, EnPassantMode::Legal).to_string();
        self.note(request(id, fen));
        let reply = self.script.pop_front().unwrap_or(FakeReply::FirstLegal);
        let chosen = match reply {
            FakeReply::Silent => return Ok(id),
            FakeReply::FirstLegal => current
                .legal_moves()
                .first()
                .copied()
                .ok_or(EngineError::NoLegalMove),
            FakeReply::Uci(text) => match text.parse::<UciMove>() {
                Ok(uci) => legal_move(uci, current),
                Err(_) => Err(EngineError::Garbage(format!("bestmove {text}"))),
            },
            FakeReply::Fail(error) => Err(error),
        };
        match chosen {
            Ok(mv) => {
                self.sink.send(event(id, mv));
            }
            Err(error) => {
                self.failure = Some(error.clone());
                self.sink.send(EngineEvent::Failed(error));
            }
        }
        Ok(id)
    }
}

impl MoveSource for FakeMoveSource {
    fn info(&self) -> &EngineInfo {
        &self.info
    }

    fn request_move(
        &mut self,
        position: &SearchPosition,
        time: ThinkTime,
    ) -> Result<RequestId, EngineError> {
        self.answer(
            position,
            |id, fen| FakeRequest::Move { id, fen, time },
            |id, mv| EngineEvent::BestMove { id, mv },
        )
    }

    fn request_hint(
        &mut self,
        position: &SearchPosition,
        think: Duration,
    ) -> Result<RequestId, EngineError> {
        self.answer(
            position,
            |id, fen| FakeRequest::Hint { id, fen, think },
            |id, mv| EngineEvent::Hint {
                id,
                mv,
                line: vec![mv],
            },
        )
    }

    fn request_evaluation(
        &mut self,
        position: &SearchPosition,
        think: ThinkTime,
    ) -> Result<RequestId, EngineError> {
        // A scripted engine has no opinion of the position: its move, and no score.
        self.answer(
            position,
            |id, fen| FakeRequest::Move {
                id,
                fen,
                time: think,
            },
            |id, best| EngineEvent::Evaluation {
                id,
                best,
                score: None,
            },
        )
    }

    fn stop(&mut self) {
        self.note(FakeRequest::Stop);
    }

    fn new_game(&mut self) {
        self.note(FakeRequest::NewGame);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Game;
    use shakmaty::CastlingMode;
    use std::sync::mpsc;

    #[test]
    fn answers_from_its_script_then_with_the_first_legal_move() {
        let (sender, events) = mpsc::channel();
        let mut fake = FakeMoveSource::new(
            [
                FakeReply::Uci("e2e4".into()),
                FakeReply::Silent,
                FakeReply::Uci("e2e5".into()),
            ],
            sender,
        );
        let log = fake.log();
        let game = SearchPosition::from_game(&Game::new());
        let time = ThinkTime::Fixed(Duration::from_millis(10));
        let first = fake.request_move(&game, time).unwrap();
        let EngineEvent::BestMove { id, mv } = events.try_recv().unwrap() else {
            panic!("no move");
        };
        assert_eq!(
            (id, mv.to_uci(CastlingMode::Standard).to_string()),
            (first, "e2e4".into())
        );
        fake.request_move(&game, time).unwrap();
        assert!(events.try_recv().is_err(), "silent means silent");
        fake.request_move(&game, time).unwrap();
        assert_eq!(
            events.try_recv().unwrap(),
            EngineEvent::Failed(EngineError::IllegalMove("e2e5".parse().unwrap()))
        );
        assert_eq!(
            fake.request_hint(&game, Duration::from_millis(5)),
            Err(EngineError::IllegalMove("e2e5".parse().unwrap()))
        );
        assert_eq!(log.lock().unwrap().len(), 3);
    }

    #[test]
    fn refuses_a_finished_position_and_logs_hints() {
        let (sender, events) = mpsc::channel();
        let mut fake = FakeMoveSource::new([], sender);
        let mated = Game::from_fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", None).unwrap();
        assert_eq!(
            fake.request_move(
                &SearchPosition::from_game(&mated),
                ThinkTime::Fixed(Duration::ZERO)
            ),
            Err(EngineError::NoLegalMove)
        );
        let id = fake
            .request_hint(
                &SearchPosition::from_game(&Game::new()),
                Duration::from_secs(1),
            )
            .unwrap();
        assert!(matches!(events.try_recv(), Ok(EngineEvent::Hint { id: got, .. }) if got == id));
        assert!(matches!(
            fake.log().lock().unwrap()[0],
            FakeRequest::Hint { think, .. } if think == Duration::from_secs(1)
        ));
    }
}
