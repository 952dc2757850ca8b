//! Why a game could not be read: the game, the line, the move and the token to blame.

use std::fmt;

use shakmaty::Color;

/// Where in its game the reader was when it gave up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// In the tags, or the start position they describe.
    Tags,
    /// In the movetext, when `move_number` by `side` was due (in the main line).
    Move { move_number: u32, side: Color },
}

/// What was wrong with a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// Control bytes that no PGN text holds outside tag values and comments: a binary file, or
    /// a damaged one.
    Binary,
    /// A line starting with `[` that is not `[Name "value"]`.
    MalformedTag,
    /// The `FEN` tag is not a legal position; why.
    InvalidFen(String),
    /// The `Variant` tag names a game other than chess or Chess960.
    Variant,
    /// Neither a move, a move number, a comment, a NAG, a variation bracket nor a result.
    UnexpectedToken,
    /// A move in UCI form (`g1f3`) that names no legal move where it stands.
    IllegalUci,
    /// `--`, `Z0` and the like: a null move, which no chess game holds.
    NullMove,
    /// `N@f3`: a piece dropped, as in Crazyhouse.
    Drop,
    /// A SAN move that no legal move matches; why.
    IllegalMove(String),
    /// `e.p.` after a move that is not an en passant capture.
    NotEnPassant,
    /// A `{` comment that is never closed, or not before the next game's tags.
    UnclosedComment,
    /// A `(` variation that is never closed.
    UnclosedVariation,
    /// A `)` with no variation open.
    UnopenedVariation,
}

/// Why a game could not be read: one line naming the game, the line, the move (when the error
/// is in the movetext) and the offending token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    pub(super) game: usize,
    pub(super) line: usize,
    pub(super) place: Place,
    pub(super) token: String,
    pub(super) problem: Problem,
}

impl PgnError {
    /// The 1-based number of the game in the input, counting the games that could not be read.
    pub fn game(&self) -> usize {
        self.game
    }

    /// The 1-based line of the input where the offending token is.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The move number and side to move at the error, when it is in the movetext.
    pub fn move_number(&self) -> Option<(u32, Color)> {
        match self.place {
            Place::Move { move_number, side } => Some((move_number, side)),
            Place::Tags => None,
        }
    }

    /// The offending token (a tag line, for errors in the tags), shortened if very long.
    pub fn token(&self) -> &str {
        &self.token
    }

    /// What was wrong.
    pub fn problem(&self) -> &Problem {
        &self.problem
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, line {}", self.game, self.line)?;
        if let Place::Move { move_number, side } = self.place {
            write!(f, ", move {move_number} ({side})")?;
        }
        let token = &self.token;
        match &self.problem {
            Problem::Binary => write!(f, ": binary data, not PGN text: {token:?}"),
            Problem::MalformedTag => write!(f, ": malformed tag {token:?}"),
            Problem::InvalidFen(why) => write!(f, ": invalid FEN tag {token:?}: {why}"),
            Problem::Variant => write!(f, ": variant {token:?} is not standard chess, skipped"),
            Problem::UnexpectedToken => write!(
                f,
                ": unexpected token {token:?}: not a move, move number, comment or result"
            ),
            Problem::IllegalUci => {
                write!(f, ": illegal move {token:?} (UCI): no such move here")
            }
            Problem::NullMove => write!(f, ": null move {token:?} is not a chess move"),
            Problem::Drop => write!(f, ": drop {token:?} is not a chess move"),
            Problem::IllegalMove(why) => write!(f, ": illegal move {token:?}: {why}"),
            Problem::NotEnPassant => write!(
                f,
                ": {token:?} marks an en passant capture, but the move is not one"
            ),
            Problem::UnclosedComment => write!(f, ": comment {token:?} is never closed"),
            Problem::UnclosedVariation => {
                write!(f, ": a variation {token:?} is never closed")
            }
            Problem::UnopenedVariation => write!(f, ": {token:?} closes no variation"),
        }
    }
}

impl std::error::Error for PgnError {}

/// Long tokens are cut in messages, so an error stays one readable line.
pub(super) fn shorten(bytes: &[u8]) -> String {
    shorten_to(bytes, 100)
}

/// `bytes` as text, cut after `max` characters.
pub(super) fn shorten_to(bytes: &[u8], max: usize) -> String {
    let text = String::from_utf8_lossy(bytes);
    if text.chars().count() <= max {
        text.into_owned()
    } else {
        let cut: String = text.chars().take(max).collect();
        format!("{cut}…")
    }
}
