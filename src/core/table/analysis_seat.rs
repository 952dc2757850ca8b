//! The game analysed at the table once it has ended: every position put to an engine at full
//! strength, one at a time, the progress said every tenth, and at the end a summary in words
//! and each move's notes (its mark, `[%eval]`, the better move) for the saved record and the
//! review. Pure: the seat returns requests and is told the answers.

use shakmaty::{Chess, Move, Position};

use super::engine_seat::{EngineRequest, Ticket};
use crate::core::analysis::{Eval, GameEvals};
use crate::core::game::Game;
use crate::core::pgn::MoveNote;
use crate::core::strings::Strings;
use crate::core::voice::Voice;

/// How deep each position is searched at the table: about a second a position on one core.
pub const ANALYSIS_DEPTH: u8 = 12;

/// What an answer moved the analysis to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnalysisStep {
    /// Not the question asked (a stale answer): nothing.
    Ignored,
    /// The next position's question; `tenth` when a new tenth of the game is done.
    Next {
        request: EngineRequest,
        tenth: Option<usize>,
    },
    /// Every position is evaluated.
    Done,
}

/// A finished game under analysis.
#[derive(Debug, Clone)]
pub struct AnalysisSeat {
    start: Chess,
    moves: Vec<Move>,
    evals: Vec<Eval>,
    bests: Vec<Option<Move>>,
    /// The position being evaluated (`evals.len()`), and the question asked about it.
    asked: Option<Ticket>,
    last_ticket: u64,
    said_tenth: usize,
}

impl AnalysisSeat {
    pub fn new(game: &Game) -> Self {
        Self {
            start: game.start().clone(),
            moves: game.moves(),
            evals: Vec::new(),
            bests: Vec::new(),
            asked: None,
            last_ticket: 0,
            said_tenth: 0,
        }
    }

    /// Positions in the game (one more than its moves).
    pub fn positions(&self) -> usize {
        self.moves.len() + 1
    }

    /// Positions evaluated so far.
    pub fn evaluated(&self) -> usize {
        self.evals.len()
    }

    /// How much is done, 0 to 100.
    pub fn percent(&self) -> usize {
        self.evaluated() * 100 / self.positions()
    }

    pub fn finished(&self) -> bool {
        self.evals.len() == self.positions()
    }

    /// The position before move `index` (after the last move for `index == moves`).
    fn position(&self, index: usize) -> Chess {
        let mut position = self.start.clone();
        for &m in &self.moves[..index] {
            position.play_unchecked(m);
        }
        position
    }

    /// The first question, or `None` when nothing needs an engine (positions the rules decide
    /// are evaluated without one).
    pub fn first(&mut self) -> Option<EngineRequest> {
        self.next_request()
    }

    /// The next position the engine is to evaluate; positions the rules have already decided
    /// (mate, stalemate, a dead position) are evaluated here.
    fn next_request(&mut self) -> Option<EngineRequest> {
        while !self.finished() {
            let index = self.evals.len();
            let position = self.position(index);
            if let Some(over) = Eval::of_finished(&position) {
                self.evals.push(over);
                self.bests.push(None);
                continue;
            }
            self.last_ticket += 1;
            let ticket = Ticket(self.last_ticket);
            self.asked = Some(ticket);
            return Some(EngineRequest::Evaluate {
                ticket,
                plies: index,
                depth: ANALYSIS_DEPTH,
            });
        }
        self.asked = None;
        None
    }

    /// The engine's answer about the position asked: its score for the side to move (`mate`
    /// in moves, else centipawns) and its best move.
    pub fn answer(
        &mut self,
        ticket: Ticket,
        centipawns: Option<i32>,
        mate: Option<i32>,
        best: Move,
    ) -> AnalysisStep {
        if self.asked != Some(ticket) {
            return AnalysisStep::Ignored;
        }
        let position = self.position(self.evals.len());
        let eval =
            Eval::from_side_to_move(&position, centipawns, mate).unwrap_or(Eval::Centipawns(0));
        self.evals.push(eval);
        self.bests.push(position.is_legal(best).then_some(best));
        let tenth = self.evals.len() * 10 / self.positions();
        let new_tenth = (tenth > self.said_tenth).then(|| {
            self.said_tenth = tenth;
            tenth
        });
        match self.next_request() {
            Some(request) => AnalysisStep::Next {
                request,
                tenth: new_tenth.filter(|&t| t < 10),
            },
            None => AnalysisStep::Done,
        }
    }

    fn game_evals(&self) -> GameEvals<'_> {
        GameEvals {
            start: &self.start,
            moves: &self.moves,
            evals: &self.evals,
            bests: &self.bests,
        }
    }

    /// The summary in words (accuracy, the final evaluation, the worst moves).
    pub fn summary(&self, voice: &Voice, strings: &'static Strings) -> Vec<String> {
        self.game_evals().summary(voice, strings)
    }

    /// Each move's notes: its mark's NAG, the evaluation after it, the better move.
    pub fn notes(&self) -> Vec<MoveNote> {
        self.game_evals().notes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::uci::UciMove;

    fn fools_mate() -> Game {
        crate::core::game::played(&["f2f3", "e7e5", "g2g4", "d8h4"])
    }

    fn best(game: &Game, plies: usize, uci: &str) -> Move {
        let mut position = game.start().clone();
        for &m in &game.moves()[..plies] {
            position.play_unchecked(m);
        }
        uci.parse::<UciMove>().unwrap().to_move(&position).unwrap()
    }

    #[test]
    fn each_position_is_asked_once_and_the_mate_is_judged_without_the_engine() {
        let game = fools_mate();
        let mut seat = AnalysisSeat::new(&game);
        let Some(EngineRequest::Evaluate {
            ticket, plies: 0, ..
        }) = seat.first()
        else {
            panic!("the start position first")
        };
        // A stale answer is ignored.
        assert_eq!(
            seat.answer(Ticket(99), Some(20), None, best(&game, 0, "e2e4")),
            AnalysisStep::Ignored
        );
        let mut step = seat.answer(ticket, Some(20), None, best(&game, 0, "e2e4"));
        let answers = [
            (1, Some(-60), None, "e7e5"),
            (2, Some(-80), None, "b1c3"),
            (3, None, Some(1), "d8h4"),
        ];
        for (plies, cp, mate, uci) in answers {
            let AnalysisStep::Next {
                request:
                    EngineRequest::Evaluate {
                        ticket,
                        plies: asked,
                        ..
                    },
                ..
            } = step
            else {
                panic!("position {plies} asked: {step:?}")
            };
            assert_eq!(asked, plies);
            step = seat.answer(ticket, cp, mate, best(&game, plies, uci));
        }
        // The position after mate needs no engine.
        assert_eq!(step, AnalysisStep::Done);
        assert!(seat.finished());
        let notes = seat.notes();
        assert_eq!(notes[2].nag, Some(4), "2. g4 is a blunder: {notes:?}");
        assert_eq!(notes[2].comment.as_deref(), Some("[%eval #-1]"));
        assert_eq!(notes[2].variation, Some(vec![best(&game, 2, "b1c3")]));
        let voice = Voice::builtin("en").unwrap();
        let strings = crate::core::strings::UiLanguage::ENGLISH.strings();
        let summary = seat.summary(&voice, strings);
        assert!(
            summary.iter().any(|line| line
                .contains("move two, White: Pawn Golf four: blunder, better Knight Charlie three")),
            "{summary:?}"
        );
    }
}
