//! What can go wrong talking to the server, typed.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnlineError {
    /// The server refused the token (401), or it lacks the scope.
    Unauthorized,
    /// The server answered no, with its HTTP status and its reason.
    Refused { status: u16, reason: String },
    /// The server could not be reached, or the connection broke.
    Connection(String),
    /// An answer that is not what the API promises.
    BadAnswer(String),
}

impl fmt::Display for OnlineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unauthorized => f.write_str(
                "the server refused the token: check LICHESS_TOKEN (a personal token with the \
                 scope board:play)",
            ),
            Self::Refused { status, reason } => {
                write!(f, "the server refused ({status}): {reason}")
            }
            Self::Connection(problem) => write!(f, "cannot reach the server: {problem}"),
            Self::BadAnswer(problem) => write!(f, "the server's answer is unreadable: {problem}"),
        }
    }
}

impl std::error::Error for OnlineError {}
