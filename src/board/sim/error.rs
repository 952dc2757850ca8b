//! A simulator command that could not be done, for every simulated board: what was asked is
//! handed back.

use std::io;

use shakmaty::Square;

use crate::core::boards::peg::PegLineError;

#[derive(Debug)]
pub enum SimError {
    WhichSquare,
    NotASquare(String),
    NotAPiece(String),
    WhichButton,
    SleepNeedsMilliseconds,
    NotASeed(String),
    /// The word typed, and the commands the board takes.
    UnknownCommand {
        word: String,
        known: &'static str,
    },
    Replug(io::Error),
    Empty(Square),
    Occupied(Square),
    NothingInHand,
    NoButtonsOnDgt,
    BadButton {
        name: String,
        error: PegLineError,
    },
    NoSuchButton(String),
    SendIsForPeg,
}

impl std::fmt::Display for SimError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::WhichSquare => f.write_str("which square?"),
            Self::NotASquare(word) => write!(f, "`{word}` is not a square"),
            Self::NotAPiece(word) => write!(f, "`{word}` is not a FEN piece letter"),
            Self::WhichButton => f.write_str("which button?"),
            Self::SleepNeedsMilliseconds => f.write_str("sleep needs milliseconds"),
            Self::NotASeed(word) => write!(f, "`{word}` is no seed (a number, or off)"),
            Self::UnknownCommand { word, known } => {
                write!(f, "unknown command `{word}` ({known})")
            }
            Self::Replug(error) => write!(f, "cannot replug: {error}"),
            Self::Empty(square) => write!(f, "{square} is empty"),
            Self::Occupied(square) => write!(f, "{square} is occupied"),
            Self::NothingInHand => f.write_str("no piece in hand (up first)"),
            Self::NoButtonsOnDgt => f.write_str("the DGT board has no buttons"),
            Self::BadButton { name, error } => write!(f, "`{name}`: {error}"),
            Self::NoSuchButton(name) => write!(f, "`{name}` is no button"),
            Self::SendIsForPeg => f.write_str("`send` is for the peg board"),
        }
    }
}

impl std::error::Error for SimError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Replug(error) => Some(error),
            Self::BadButton { error, .. } => Some(error),
            _ => None,
        }
    }
}
