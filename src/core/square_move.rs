//! The legal move a piece makes from one square to another: what a board, the screen's cursor
//! or a braille display's routing keys say when a player picks two squares.

use shakmaty::{Chess, Move, Position, Role, Square};

/// The legal move that takes the piece on `from` to `to`: castling by the king's two-square
/// step or onto its own rook (Chess960); a promotion to a queen, as on a board.
pub fn move_between(position: &Chess, from: Square, to: Square) -> Option<Move> {
    let turn = position.turn();
    let mut candidates: Vec<Move> = position
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(from))
        .filter(|m| {
            m.to() == to
                || m.castling_side()
                    .is_some_and(|side| side.king_to(turn) == to)
        })
        .collect();
    candidates.sort_by_key(|m| m.promotion() != Some(Role::Queen));
    candidates.into_iter().next()
}
