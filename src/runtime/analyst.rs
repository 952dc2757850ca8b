//! The engine that analyses a finished game: its own process at full strength on every core
//! (never the opponent's engine, which may play at a weakened level), started the first time
//! the table asks for an evaluation.

use std::time::Duration;

use crate::core::game::Game;
use crate::core::table::{EngineAnswer, EngineTrouble, Ticket};
use crate::engine::{
    EngineError, EngineEvent, MoveSource, RequestId, Score, SearchPosition, ThinkTime,
};

use super::engine_trouble::engine_trouble;

/// Starts the analysis engine, its answers going to the runtime's inbox.
pub type AnalystStarter = Box<dyn FnMut() -> Result<Box<dyn MoveSource>, EngineError> + Send>;

/// The longest one position may take, however deep it is asked: a search past this is cut by
/// the engine itself, so the analysis never waits without end.
const POSITION_LIMIT: Duration = Duration::from_mins(2);

/// The analysis engine: how to start it, and once started, the question in progress.
#[derive(Default)]
pub struct Analyst {
    starter: Option<AnalystStarter>,
    source: Option<Box<dyn MoveSource>>,
    asked: Option<(RequestId, Ticket)>,
}

impl std::fmt::Debug for Analyst {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Analyst")
            .field("can_start", &self.starter.is_some())
            .field("started", &self.source.is_some())
            .field("asked", &self.asked)
            .finish()
    }
}

impl Analyst {
    pub fn new(starter: AnalystStarter) -> Self {
        Self {
            starter: Some(starter),
            source: None,
            asked: None,
        }
    }

    /// Asks for the evaluation of `game`'s position after `plies` half-moves; the engine is
    /// started first if need be. What fails is handed back as the table's answer.
    pub fn evaluate(
        &mut self,
        game: &Game,
        ticket: Ticket,
        plies: usize,
        depth: u8,
    ) -> Result<(), EngineAnswer> {
        let failed = |error: &EngineError| EngineAnswer::AnalystFailed(engine_trouble(error));
        if self.source.is_none() {
            let starter = self.starter.as_mut().ok_or_else(|| {
                EngineAnswer::AnalystFailed(EngineTrouble::Other(
                    "no engine to analyse with".to_owned(),
                ))
            })?;
            self.source = Some(starter().map_err(|e| failed(&e))?);
        }
        let moves = game.moves();
        let search = SearchPosition::new(
            game.start().clone(),
            game.castling_mode(),
            &moves[..plies.min(moves.len())],
        )
        .map_err(|e| failed(&e))?;
        let Some(source) = self.source.as_mut() else {
            return Ok(());
        };
        let think = ThinkTime::Depth {
            plies: depth,
            limit: POSITION_LIMIT,
        };
        let id = source
            .request_evaluation(&search, think)
            .map_err(|e| failed(&e))?;
        self.asked = Some((id, ticket));
        Ok(())
    }

    /// The analysis engine's event as the table's answer: `None` for an answer to a question
    /// no longer asked.
    pub fn answer(&mut self, event: EngineEvent) -> Option<EngineAnswer> {
        match event {
            EngineEvent::Evaluation { id, best, score } => {
                let (_, ticket) = self.asked.filter(|(asked, _)| *asked == id)?;
                self.asked = None;
                let (centipawns, mate) = match score {
                    Some(Score::Centipawns(cp)) => (Some(cp), None),
                    Some(Score::Mate(n)) => (None, Some(n)),
                    None => (Some(0), None),
                };
                Some(EngineAnswer::Evaluated {
                    ticket,
                    centipawns,
                    mate,
                    best,
                })
            }
            EngineEvent::Failed(error) => {
                self.source = None;
                self.asked = None;
                Some(EngineAnswer::AnalystFailed(engine_trouble(&error)))
            }
            _ => None,
        }
    }

    /// Stops a search in progress (the player left).
    pub fn stop(&mut self) {
        if let Some(source) = self.source.as_mut() {
            source.stop();
        }
        self.asked = None;
    }
}
