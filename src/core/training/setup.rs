//! "Set up the position": a puzzle's position put on the peg board square by square, each
//! placement checked by the board's sensing.
//!
//! The player is told one piece at a time where it goes (the kings first, then the rest by file,
//! a to h, and up each file), in the voice's words. A peg seated on the square asked is
//! confirmed and the next piece asked; a peg seated anywhere else is said at once ("that peg is on
//! Foxtrot two, not Echo two: lift it") and must be lifted before the set-up goes on; a peg
//! lifted from a square already right is asked for again. The set-up is done when the holes show
//! the puzzle's position exactly.
//!
//! A peg board senses occupancy, not pieces: which piece stands in a hole cannot be checked, so
//! every instruction names the piece and its side, and the pegs already standing on squares of
//! the puzzle when the set-up begins are kept and named once, to be checked by hand.

use shakmaty::{Bitboard, Board, Color, Piece, Role, Square};

use crate::core::boards::peg::PegEvent;
use crate::core::message::Message;
use crate::core::voice::Voice;

/// One piece on its square: a placement the set-up asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placement {
    pub square: Square,
    pub piece: Piece,
}

/// What the set-up says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupStep {
    /// The set-up begins: how many pieces the position holds, and the pegs already standing
    /// on squares of the puzzle (kept; their pieces named to be checked).
    Begins { pieces: usize, kept: Vec<Placement> },
    /// Lift the peg on this square: the position has no piece there.
    Lift(Square),
    /// Put this piece on its square.
    Place(Placement),
    /// The peg asked for is in its hole.
    Placed(Placement),
    /// A peg was seated on `put`, not where `wanted` goes: it is to be lifted.
    WrongSquare { put: Square, wanted: Placement },
    /// The holes show the puzzle's position.
    Done,
}

/// The guide through one set-up.
#[derive(Debug, Clone)]
pub struct GuidedSetup {
    /// Every placement of the position, in the order they are asked for.
    order: Vec<Placement>,
    wanted: Bitboard,
    /// The holes holding a peg, as the board last reported them.
    sensed: Bitboard,
    /// The squares of the position whose peg is accepted (confirmed, or standing at the start).
    placed: Bitboard,
    /// What the player was told to do last.
    asked: Option<SetupStep>,
    done: bool,
}

impl GuidedSetup {
    /// A set-up of `target` on a board whose holes hold `sensed`, and what is said first.
    pub fn begin(target: &Board, sensed: Bitboard) -> (GuidedSetup, Vec<SetupStep>) {
        let mut guide = GuidedSetup {
            order: placement_order(target),
            wanted: target.occupied(),
            sensed: Bitboard::EMPTY,
            placed: Bitboard::EMPTY,
            asked: None,
            done: false,
        };
        let steps = guide.restart(sensed);
        (guide, steps)
    }

    /// Whether the board shows the position.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The order pieces are asked for.
    pub fn order(&self) -> &[Placement] {
        &self.order
    }

    /// What the board's line means for the set-up.
    pub fn sensed(&mut self, event: &PegEvent) -> Vec<SetupStep> {
        if self.done {
            return Vec::new();
        }
        let mut steps = Vec::new();
        match *event {
            PegEvent::Snap(occupied) => return self.restart(occupied),
            PegEvent::Down(square) if !self.sensed.contains(square) => {
                self.sensed.add(square);
                match self.next_place() {
                    Some(place) if place.square == square => {
                        self.placed.add(square);
                        steps.push(SetupStep::Placed(place));
                    }
                    next => {
                        let wanted = next.or_else(|| self.placement_on(square));
                        if let Some(wanted) = wanted {
                            steps.push(SetupStep::WrongSquare {
                                put: square,
                                wanted,
                            });
                            // The wrong-square sentence already says to lift it.
                            self.asked = Some(SetupStep::Lift(square));
                        }
                    }
                }
            }
            PegEvent::Up(square) if self.sensed.contains(square) => {
                self.sensed.discard(square);
                self.placed.discard(square);
            }
            _ => return steps,
        }
        self.ask(&mut steps);
        steps
    }

    /// Starts again from the holes `occupied`: pegs on squares of the position are kept.
    fn restart(&mut self, occupied: Bitboard) -> Vec<SetupStep> {
        self.sensed = occupied;
        self.placed = occupied & self.wanted;
        self.asked = None;
        let kept = self
            .order
            .iter()
            .filter(|p| self.placed.contains(p.square))
            .copied()
            .collect();
        let mut steps = vec![SetupStep::Begins {
            pieces: self.order.len(),
            kept,
        }];
        self.ask(&mut steps);
        steps
    }

    /// Says what is to be done next, if it changed.
    fn ask(&mut self, steps: &mut Vec<SetupStep>) {
        let next = match self.sensed & !self.placed {
            extra if extra.any() => extra.first().map(SetupStep::Lift),
            _ => self.next_place().map(SetupStep::Place),
        };
        match next {
            None => {
                self.done = true;
                self.asked = None;
                steps.push(SetupStep::Done);
            }
            Some(step) if self.asked.as_ref() != Some(&step) => {
                self.asked = Some(step.clone());
                steps.push(step);
            }
            Some(_) => {}
        }
    }

    /// The first placement of the order not yet in its hole.
    fn next_place(&self) -> Option<Placement> {
        self.order
            .iter()
            .find(|p| !self.placed.contains(p.square))
            .copied()
    }

    fn placement_on(&self, square: Square) -> Option<Placement> {
        self.order.iter().find(|p| p.square == square).copied()
    }
}

/// The kings first (White's, then Black's), then every other piece by file, a to h, each file
/// from its first rank up: the order a player sets a position from a diagram.
pub fn placement_order(board: &Board) -> Vec<Placement> {
    let mut order: Vec<Placement> = board
        .clone()
        .into_iter()
        .map(|(square, piece)| Placement { square, piece })
        .collect();
    order.sort_by_key(|p| {
        let king = p.piece.role == Role::King;
        let black_king = king && p.piece.color == Color::Black;
        (!king, black_king, p.square.file(), p.square.rank())
    });
    order
}

/// A square in the voice's words ("Echo two").
fn square_words(square: Square, voice: &Voice) -> String {
    format!(
        "{} {}",
        voice.file(square.file()),
        voice.rank(square.rank())
    )
}

/// A piece on its square in the voice's words ("the White King on Echo two").
fn placement_words(placement: Placement, voice: &Voice) -> Message {
    Message::new("train-setup-piece")
        .text(
            "side",
            match placement.piece.color {
                Color::White => "white",
                Color::Black => "black",
            },
        )
        .text("piece", voice.piece(placement.piece.role))
        .text("square", square_words(placement.square, voice))
}

/// The sentence of a step, in `voice`'s words.
pub fn setup_words(step: &SetupStep, voice: &Voice) -> Message {
    match step {
        SetupStep::Begins { pieces, kept } => {
            let kept: Vec<String> = kept
                .iter()
                .map(|p| placement_words(*p, voice).in_language(voice.interface_language()))
                .collect();
            Message::new("train-setup-begins")
                .number("pieces", *pieces)
                .number("kept", kept.len())
                .text("kept-pieces", kept.join(", "))
        }
        SetupStep::Lift(square) => {
            Message::new("train-setup-lift").text("square", square_words(*square, voice))
        }
        SetupStep::Place(placement) => {
            Message::new("train-setup-place").said("what", placement_words(*placement, voice))
        }
        SetupStep::Placed(placement) => {
            Message::new("train-setup-placed").said("what", placement_words(*placement, voice))
        }
        SetupStep::WrongSquare { put, wanted } => Message::new("train-setup-wrong")
            .text("put", square_words(*put, voice))
            .said("what", placement_words(*wanted, voice)),
        SetupStep::Done => Message::new("train-setup-done"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess, Position};

    fn board(fen: &str) -> Board {
        let position: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        position.board().clone()
    }

    /// Puzzle 0008Q's position after White's Rf7+.
    const PUZZLE: &str = "8/5R2/1p2P3/p4r2/P6p/1P3Pk1/4K3/8 b - - 1 44";

    #[test]
    fn kings_come_first_then_the_rest_by_file_and_rank() {
        let squares: Vec<Square> = placement_order(&board(PUZZLE))
            .iter()
            .map(|p| p.square)
            .collect();
        assert_eq!(
            squares,
            [
                Square::E2,
                Square::G3,
                Square::A4,
                Square::A5,
                Square::B3,
                Square::B6,
                Square::E6,
                Square::F3,
                Square::F5,
                Square::F7,
                Square::H4
            ],
            "White's king, Black's, then a4 a5 b3 b6 e6 f3 f5 f7 h4"
        );
    }

    #[test]
    fn each_placement_is_confirmed_and_the_next_asked_until_the_board_is_right() {
        let target = board(PUZZLE);
        let (mut guide, steps) = GuidedSetup::begin(&target, Bitboard::EMPTY);
        let order = guide.order().to_vec();
        assert_eq!(
            steps,
            vec![
                SetupStep::Begins {
                    pieces: 11,
                    kept: vec![]
                },
                SetupStep::Place(order[0])
            ]
        );
        for (n, placement) in order.iter().enumerate() {
            let steps = guide.sensed(&PegEvent::Down(placement.square));
            let next = order
                .get(n + 1)
                .map_or(SetupStep::Done, |p| SetupStep::Place(*p));
            assert_eq!(steps, vec![SetupStep::Placed(*placement), next]);
        }
        assert!(guide.is_done());
    }

    #[test]
    fn a_peg_on_a_wrong_square_is_said_at_once_and_the_set_up_goes_on_once_it_is_lifted() {
        let target = board(PUZZLE);
        let (mut guide, _) = GuidedSetup::begin(&target, Bitboard::EMPTY);
        let king = guide.order()[0];
        assert_eq!(
            guide.sensed(&PegEvent::Down(Square::F2)),
            vec![SetupStep::WrongSquare {
                put: Square::F2,
                wanted: king
            }]
        );
        // Putting the king right before lifting the wrong peg is confirmed; the lift is asked.
        assert_eq!(
            guide.sensed(&PegEvent::Down(Square::E2)),
            vec![SetupStep::Placed(king)]
        );
        assert_eq!(
            guide.sensed(&PegEvent::Up(Square::F2)),
            vec![SetupStep::Place(guide.order()[1])]
        );
        // A right peg lifted is asked for again.
        assert_eq!(
            guide.sensed(&PegEvent::Up(Square::E2)),
            vec![SetupStep::Place(king)]
        );
        assert!(!guide.is_done());
    }

    #[test]
    fn pegs_standing_at_the_start_are_kept_on_the_puzzles_squares_and_lifted_elsewhere() {
        let target = board(PUZZLE);
        let standing = Bitboard::from(Square::E2) | Bitboard::from(Square::D4);
        let (guide, steps) = GuidedSetup::begin(&target, standing);
        assert_eq!(
            steps,
            vec![
                SetupStep::Begins {
                    pieces: 11,
                    kept: vec![guide.order()[0]]
                },
                SetupStep::Lift(Square::D4)
            ]
        );
        let (done, steps) = GuidedSetup::begin(&target, target.occupied());
        assert!(done.is_done());
        assert_eq!(steps.last(), Some(&SetupStep::Done));
    }

    #[test]
    fn every_step_is_a_sentence_in_each_language() {
        let target = board(PUZZLE);
        let (guide, _) = GuidedSetup::begin(&target, Bitboard::EMPTY);
        let king = guide.order()[0];
        for voice in Voice::builtins() {
            let language = voice.interface_language();
            for step in [
                SetupStep::Begins {
                    pieces: 11,
                    kept: vec![king],
                },
                SetupStep::Lift(Square::D4),
                SetupStep::Place(king),
                SetupStep::Placed(king),
                SetupStep::WrongSquare {
                    put: Square::F2,
                    wanted: king,
                },
                SetupStep::Done,
            ] {
                let said = setup_words(&step, &voice).in_language(language);
                assert!(
                    !said.is_empty() && !said.contains('{') && !said.contains("train-"),
                    "{step:?} in {}: {said}",
                    voice.name()
                );
            }
        }
        let en = Voice::builtin("en").unwrap();
        assert_eq!(
            setup_words(&SetupStep::Place(king), &en).in_language(en.interface_language()),
            "put the White King on Echo two"
        );
    }
}
