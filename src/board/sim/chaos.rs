//! A move made by hand on a real board, with the faults of one (`chaos SEED`): the positions
//! the board passes through, drawn from a seed so a fault sweep can be replayed. How each
//! position goes on the wire is the protocol's.

use shakmaty::{Board, Square};

use super::error::SimError;
use crate::core::boards::peg_sim::Rng;

/// The positions of one move, and the faults drawn for it.
#[derive(Debug)]
pub struct HandMove {
    /// Each position the board passes through; it ends in the last.
    pub steps: Vec<Board>,
    /// A step whose report is lost on the way (never the last: a real board reports the
    /// position it ends in).
    pub lost: Option<usize>,
    /// The last step's report goes out spoilt first, then sound.
    pub spoil_last: bool,
    /// The faults of the move itself, a `chaos: …` line each.
    pub said: Vec<String>,
}

/// The piece on `from` moved to `to` (what is on `to` taken off), faults drawn from `chaos`
/// (none without). `settled_only`: the host asked for settled changes only, so a piece passing
/// over a square is not reported.
pub fn hand_move(
    pieces: &Board,
    from: Square,
    to: Square,
    chaos: Option<&mut Rng>,
    settled_only: bool,
) -> Result<HandMove, SimError> {
    let mover = pieces.piece_at(from).ok_or(SimError::Empty(from))?;
    let captured = pieces.piece_at(to);
    let mut steps: Vec<Board> = Vec::new();
    let mut said = Vec::new();
    let mut board = pieces.clone();
    // Drawn in this order whatever the move, so a seed replays the same faults.
    let (capture_first, slide, knock, lose, spoil_last) = match chaos {
        Some(rng) => (
            rng.chance(50),
            rng.chance(30),
            rng.chance(15),
            rng.chance(20),
            rng.chance(10),
        ),
        None => (true, false, false, false, false),
    };
    if captured.is_some() && capture_first {
        board.discard_piece_at(to);
        steps.push(board.clone());
    }
    board.discard_piece_at(from);
    steps.push(board.clone());
    if captured.is_some() && !capture_first {
        said.push(format!(
            "chaos: the mover lifted before the capture on {to}"
        ));
        board.discard_piece_at(to);
        steps.push(board.clone());
    }
    if slide
        && let Some(between) = square_between(from, to).filter(|&s| board.piece_at(s).is_none())
    {
        // A passing square lasts less than the board's debounce: reported only when the host
        // asked for every change.
        if settled_only {
            said.push(format!(
                "chaos: slide through {between}, not reported (debounced)"
            ));
        } else {
            said.push(format!("chaos: slide through {between}"));
            let mut passing = board.clone();
            passing.set_piece_at(between, mover);
            steps.push(passing);
        }
    }
    board.set_piece_at(to, mover);
    steps.push(board.clone());
    if knock
        && let Some(neighbour) = neighbours(to)
            .into_iter()
            .find(|&s| board.piece_at(s).is_some())
    {
        said.push(format!("chaos: {neighbour} knocked and put back"));
        let piece = board.piece_at(neighbour);
        board.discard_piece_at(neighbour);
        steps.push(board.clone());
        if let Some(piece) = piece {
            board.set_piece_at(neighbour, piece);
        }
        steps.push(board.clone());
    }
    let lost = (lose && steps.len() > 1).then_some(0);
    Ok(HandMove {
        steps,
        lost,
        spoil_last,
        said,
    })
}

/// The square halfway on a straight or diagonal line of two steps or more (`None` for a
/// knight or a step of one).
fn square_between(from: Square, to: Square) -> Option<Square> {
    let (df, dr) = (
        i32::from(u8::from(to.file())) - i32::from(u8::from(from.file())),
        i32::from(u8::from(to.rank())) - i32::from(u8::from(from.rank())),
    );
    let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
    if !straight || df.abs().max(dr.abs()) < 2 {
        return None;
    }
    let file = i32::from(u8::from(from.file())) + df.signum();
    let rank = i32::from(u8::from(from.rank())) + dr.signum();
    Square::try_from(u32::try_from(rank * 8 + file).ok()?).ok()
}

fn neighbours(square: Square) -> Vec<Square> {
    Square::ALL
        .into_iter()
        .filter(|&s| s != square && s.distance(square) == 1)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_between_and_around() {
        assert_eq!(square_between(Square::E2, Square::E4), Some(Square::E3));
        assert_eq!(square_between(Square::C1, Square::G5), Some(Square::D2));
        assert_eq!(square_between(Square::G1, Square::F3), None);
        assert_eq!(square_between(Square::E2, Square::E3), None);
        assert_eq!(neighbours(Square::A1).len(), 3);
        assert_eq!(neighbours(Square::E4).len(), 8);
    }

    #[test]
    fn a_seed_replays_the_same_faults_and_no_seed_none() {
        let start = shakmaty::Board::new();
        let faults = |seed| {
            let mut rng = Rng::new(seed);
            (0..20)
                .map(|_| hand_move(&start, Square::D1, Square::D4, Some(&mut rng), false))
                .map(|made| {
                    made.map(|m| (m.said, m.lost, m.spoil_last, m.steps))
                        .unwrap()
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(faults(7), faults(7));
        let plain = hand_move(&start, Square::E2, Square::E4, None, false).unwrap();
        assert_eq!(plain.steps.len(), 2, "lifted, then set");
        assert!(plain.lost.is_none() && !plain.spoil_last && plain.said.is_empty());
    }
}
