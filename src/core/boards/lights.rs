//! What an e-board with LEDs shows the sighted player: the squares of the fix they are told
//! (D.2.9), lit while the difference lasts and put out once the board is right. The decision
//! is the board model's ([`super::board_model::BoardAction::ShowSquares`]); a link whose
//! protocol has LEDs (Millennium's `L`, Chessnut's LED frame) lights them, the others ignore it.

use shakmaty::{Bitboard, Move};

use super::sync::Fix;

/// The squares a fix asks the player's hands on: where a piece is taken from, set or changed.
pub fn fix_squares(fix: &Fix) -> Bitboard {
    match *fix {
        Fix::Remove { square, .. }
        | Fix::Exchange { square, .. }
        | Fix::Missing { square, .. }
        | Fix::Place { square, .. } => Bitboard::from(square),
        Fix::Shift { from, to, .. } => Bitboard::from(from) | Bitboard::from(to),
        Fix::Make { mv } => move_squares(mv),
    }
}

/// The squares a move to replay starts and ends on (castling: the king's and the rook's).
fn move_squares(mv: Move) -> Bitboard {
    mv.from().map_or(Bitboard::EMPTY, Bitboard::from) | Bitboard::from(mv.to())
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Color, Piece, Role, Square};

    const PAWN: Piece = Piece {
        color: Color::White,
        role: Role::Pawn,
    };

    #[test]
    fn a_piece_to_shift_lights_both_its_squares() {
        let fix = Fix::Shift {
            piece: PAWN,
            from: Square::D4,
            to: Square::D2,
        };
        assert_eq!(
            fix_squares(&fix),
            Bitboard::from(Square::D4) | Bitboard::from(Square::D2)
        );
    }

    #[test]
    fn a_missing_piece_lights_its_square() {
        let fix = Fix::Missing {
            square: Square::H7,
            piece: PAWN,
        };
        assert_eq!(fix_squares(&fix), Bitboard::from(Square::H7));
    }

    #[test]
    fn a_replay_owed_lights_the_moves_squares() {
        let mv = Move::Normal {
            role: Role::Pawn,
            from: Square::E2,
            capture: None,
            to: Square::E4,
            promotion: None,
        };
        assert_eq!(
            fix_squares(&Fix::Make { mv }),
            Bitboard::from(Square::E2) | Bitboard::from(Square::E4)
        );
    }
}
