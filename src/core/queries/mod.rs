//! The questions a blind player asks at the board, each answered in one utterance.
//!
//! Pure functions from a position (or a [`Game`](crate::core::game::Game)) and a [`Voice`] to what is said, in the
//! voice's language and with the voice's own words for files, ranks and pieces, so an answer
//! sounds like the announcements. The app's other words come from [`super::strings`].
//!
//! Choices, the same everywhere:
//! - Pieces of a side are grouped by kind in the order King, Queen, Rook, Bishop, Knight, Pawn;
//!   a kind with several pieces is named once in the plural ("Türme Anna eins, Hector eins").
//! - Squares are listed in board order, a1, b1 … h1, a2 … h8, for both sides (never from the
//!   player's side), so an answer does not change with who asks.
//! - A rank, file or diagonal is read square by square from White's side (a→h, 1→8), and a run of
//!   two or more empty squares is said once ("Anna bis Cesar leer"); a line with nothing on it is
//!   only "leer".
//! - Side names are the voice's clock words ("Weiß", "Black", "Blancs"), so the queries and the
//!   talking clock name the sides alike.
//! - Attackers and defenders are listed from the cheapest piece up (pawn first, king last), the
//!   order in which an exchange on the square would go.
//! - Material counts pawns 1, knights and bishops 3, rooks 5, queens 9.

use std::fmt;

use shakmaty::{Color, Role};

use super::message::{Message, Sentences};
use super::strings::{self, Strings, UiLanguage};
use super::voice::Voice;

mod arguments;
mod position;
mod say;
mod score_sheet;

pub use arguments::{parse_file, parse_piece_query, parse_rank, parse_square};
pub use position::{
    attackers, board, board_compact, diagonal, file, legal, material, pawn_structure, rank, square,
    turn, where_is,
};
pub use score_sheet::{last_move, score_sheet};

/// A kind of piece, and a side if one was named ("black rook").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceQuery {
    pub role: Role,
    pub color: Option<Color>,
}

/// An argument of a query that could not be read. The input is handed back, trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QueryError {
    MissingSquare,
    MissingFile,
    MissingRank,
    MissingPiece,
    NotASquare(String),
    NotAFile(String),
    NotARank(String),
    NotAPiece(String),
}

impl QueryError {
    /// What to say, in the voice's language ("Zeta neun ist kein Feld").
    pub fn message(&self, voice: &Voice) -> String {
        self.in_strings(strings::for_voice(voice))
    }

    fn in_strings(&self, s: &Strings) -> String {
        let message = match self {
            QueryError::MissingSquare => Message::new("which-square"),
            QueryError::MissingFile => Message::new("which-file"),
            QueryError::MissingRank => Message::new("which-rank"),
            QueryError::MissingPiece => Message::new("which-piece"),
            QueryError::NotASquare(input) => Message::new("not-a-square").text("input", input),
            QueryError::NotAFile(input) => Message::new("not-a-file").text("input", input),
            QueryError::NotARank(input) => Message::new("not-a-rank").text("input", input),
            QueryError::NotAPiece(input) => Message::new("not-a-piece").text("input", input),
        };
        s.say(&message)
    }
}

impl fmt::Display for QueryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_strings(UiLanguage::ENGLISH.strings()))
    }
}

impl std::error::Error for QueryError {}

#[cfg(test)]
mod tests;
