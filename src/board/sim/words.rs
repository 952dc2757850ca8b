//! The words of a simulator command read into what they name.

use shakmaty::{Bitboard, Piece, Square};

use super::error::SimError;
use crate::core::boards::peg::parse_square;

/// The square named by the `index`th word.
pub fn square_at(words: &[&str], index: usize) -> Result<Square, SimError> {
    let word = words.get(index).ok_or(SimError::WhichSquare)?;
    parse_square(&word.to_ascii_lowercase()).ok_or(SimError::NotASquare((*word).to_owned()))
}

/// A piece as FEN writes it (`P`, `n` …).
pub fn fen_piece(word: &str) -> Result<Piece, SimError> {
    let mut chars = word.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Piece::from_char(c).ok_or(SimError::NotAPiece(word.to_owned())),
        _ => Err(SimError::NotAPiece(word.to_owned())),
    }
}

/// `e2 e4`, or `none`.
pub fn squares_text(squares: Bitboard) -> String {
    if squares.is_empty() {
        return "none".into();
    }
    squares
        .into_iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
