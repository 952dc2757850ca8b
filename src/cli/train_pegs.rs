//! The peg board at `annabella train --board peg:PATH`: the puzzle set up on it square by
//! square, guided (`core::training::GuidedSetup`) when its holes do not show the puzzle, then its
//! moves read by the board's sensing and judged as typed ones.

use shakmaty::{Bitboard, CastlingMode, Chess, Position};

use crate::core::boards::peg::PegEvent;
use crate::core::boards::sensing::{Observation, PegBoard};
use crate::core::message::Message;
use crate::core::training::{GuidedSetup, PuzzleRound, RoundEffect, setup_words};
use crate::core::voice::Voice;

/// The board during one puzzle.
pub(super) struct PuzzlePegs {
    /// The sensing, following the position the player solves in.
    sensing: PegBoard,
    /// The set-up under way, if the board did not show the puzzle.
    guide: Option<GuidedSetup>,
    /// The position the puzzle begins in: what the set-up puts on the board.
    start: Chess,
    /// The board has not yet reported its holes (its first `SNAP` decides the set-up).
    awaiting_holes: bool,
}

/// What a board's line gives: sentences to say, then the round's effects.
pub(super) type PegsSaid = (Vec<Message>, Vec<RoundEffect>);

impl PuzzlePegs {
    /// The board as `round` begins, its holes `holes` if it has reported them; the set-up's
    /// first words when it does not show the puzzle.
    pub(super) fn new(
        round: &PuzzleRound,
        holes: Option<Bitboard>,
        voice: &Voice,
    ) -> (PuzzlePegs, Vec<Message>) {
        let start = round.position().clone();
        let mut pegs = PuzzlePegs {
            sensing: PegBoard::new(start.clone(), CastlingMode::Standard),
            guide: None,
            start,
            awaiting_holes: holes.is_none(),
        };
        let said = holes.map_or_else(Vec::new, |holes| pegs.guide(holes, voice));
        (pegs, said)
    }

    /// Begins the set-up on holes `holes` unless they show the puzzle; its first words.
    fn guide(&mut self, holes: Bitboard, voice: &Voice) -> Vec<Message> {
        if holes == self.start.board().occupied() {
            return Vec::new();
        }
        let (guide, steps) = GuidedSetup::begin(self.start.board(), holes);
        self.guide = Some(guide);
        steps.iter().map(|step| setup_words(step, voice)).collect()
    }

    /// One line of the board: a set-up step, or a move made with the pegs.
    pub(super) fn event(
        &mut self,
        event: &PegEvent,
        round: &mut PuzzleRound,
        voice: &Voice,
    ) -> PegsSaid {
        if let PegEvent::Snap(holes) = *event
            && std::mem::take(&mut self.awaiting_holes)
        {
            let said = self.guide(holes, voice);
            if self.guide.is_some() {
                return (said, Vec::new());
            }
        }
        if let Some(guide) = self.guide.as_mut() {
            let said = guide
                .sensed(event)
                .iter()
                .map(|step| setup_words(step, voice))
                .collect();
            if !guide.is_done() {
                return (said, Vec::new());
            }
            self.guide = None;
            // The holes show the puzzle as it began; a move typed meanwhile is then a
            // difference the board says.
            self.sensing = PegBoard::new(self.start.clone(), CastlingMode::Standard);
            self.sensing.set_position(round.position().clone());
            return (said, vec![round.task()]);
        }
        let (mut said, mut effects) = (Vec::new(), Vec::new());
        for observation in self.sensing.handle(event) {
            match observation {
                Observation::Moved { mv, .. } => {
                    effects.extend(round.made(mv));
                    // The board is to show the position now: the opponent's answer (or the
                    // wrong move taken back) is made with the pegs next.
                    self.sensing.set_position(round.position().clone());
                }
                Observation::Mismatch { missing, extra } => {
                    said.push(board_differs(missing, extra, voice));
                }
                Observation::InSync => said.push(Message::new("train-board-ready")),
                _ => {}
            }
        }
        (said, effects)
    }
}

/// What the pegs lack and have too many of, in the voice's words.
fn board_differs(missing: Bitboard, extra: Bitboard, voice: &Voice) -> Message {
    let words = |squares: Bitboard| {
        let named: Vec<String> = squares
            .into_iter()
            .map(|square| {
                format!(
                    "{} {}",
                    voice.file(square.file()),
                    voice.rank(square.rank())
                )
            })
            .collect();
        named.join(", ")
    };
    Message::new("train-board-differs")
        .number("missing", missing.count())
        .text("missing-squares", words(missing))
        .number("extra", extra.count())
        .text("extra-squares", words(extra))
}
