//! PGN in and out.
//!
//! Reading is strict where pgn-reader is lenient, and lenient where real files need it.
//! pgn-reader silently skips tokens it cannot read (`Nf9`, `e4e5`, binary junk), which would
//! turn a damaged file into a wrong game; here every movetext token must be a move number, a
//! move, a comment, a NAG, a variation bracket or a result, and anything else makes the game an
//! error naming the game, the line, the move and the token. But what real files hold is read as
//! it is (a byte-order mark, Windows line endings, Latin-1 names, the DOS end-of-file byte, `0-0`,
//! `e8Q`, `++`, `e.p.`, `1/2`, games not separated by an empty line), and a game that cannot be
//! read does not stop the others: the reader goes on with the next game.
//!
//! Comments, NAGs (`$n` and suffixes like `!?`) and variations are kept in a tree ([`MoveNotes`]
//! per move, [`Line`] per variation) for review. What a variation holds changes neither the main
//! line nor whether the game is read, beyond the syntax checks every token gets: a variation
//! move that is not legal where it stands cuts that variation, it does not refuse the game.
//!
//! A move written in UCI (`e5d6`), which some programs put in PGN files, is read as the legal
//! move it names; the game says where the first one was ([`UciNotice`]), so the file's reader can
//! be told once.
//!
//! - `lexer`: bytes to tokens and tag lines;
//! - `move_word`: a movetext word to a move;
//! - `resolve`: SAN to its legal move without generating every move, for the common moves;
//! - `read`: tokens to games (main line and variations), and on past a bad one;
//! - `notes`: the comments, NAGs and variations of a move, and what review reads in them;
//! - `error`: what went wrong and where;
//! - `write`: games to export-style PGN.

mod clock_comment;
mod comments;
mod error;
mod lexer;
mod move_word;
mod notes;
mod read;
mod resolve;
mod write;

pub use comments::{Comments, MOST_COMMENT_CHARS};
pub use error::{
    FenProblem, PgnError, Place, PositionProblem, Problem, WhyIllegal, alternatives, side_name,
};
pub use notes::{
    Line, LineNotes, MoveNotes, NagMeaning, SpokenComment, nag_meaning, spoken_comments,
};
pub use read::{MainLineObserver, read_games, read_games_observed};
pub use write::{MoveNote, clock_command, write_pgn, write_pgn_annotated};

use shakmaty::{CastlingMode, Chess, Move};

/// One game read from PGN: its tags, start position, main line, and the comments, NAGs and
/// variations around it.
#[derive(Debug, Clone)]
pub struct PgnGame {
    /// 1-based index of the game in the input, counting the games that could not be read.
    pub number: usize,
    /// The tags in input order, values unescaped (UTF-8, or Latin-1 when not valid UTF-8).
    pub tags: Vec<(String, String)>,
    /// The starting position (`[FEN]` honoured, with or without `[SetUp]`).
    pub start: Chess,
    /// Chess960 when the `Variant` tag says so or when the FEN's castling rights need it.
    pub castling_mode: CastlingMode,
    /// The main line, every move legal, in order.
    pub moves: Vec<Move>,
    /// What the movetext says about each main-line move: `notes[i]` belongs to `moves[i]`
    /// (always the same length).
    pub notes: LineNotes,
    /// Comments before the first move.
    pub comments_before: Comments,
    /// The movetext's result token if any (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: Option<String>,
    /// The first move written in UCI (`e5d6`) rather than SAN, read as the move it names.
    pub uci: Option<UciNotice>,
}

/// A move written in UCI in a game's movetext, read as the legal move it names: said once per
/// file, so that a file a program wrote that way is read, and its owner knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UciNotice {
    /// The 1-based line of the input where it is.
    pub line: usize,
    /// The word as written (`e5d6`).
    pub token: String,
    /// The move in SAN (`exd6`).
    pub san: String,
}

impl PgnGame {
    /// The value of the first tag called `name` (case-sensitive, as PGN tag names are).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

#[cfg(test)]
mod tests;
