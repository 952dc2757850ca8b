//! What can go wrong talking to the server, typed.

use std::fmt;
use std::time::Duration;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnlineError {
    /// The server refused the token (401), or it lacks the scope.
    Unauthorized,
    /// The server answered no, with its HTTP status and its reason (made plain).
    Refused { status: u16, reason: String },
    /// The server is too busy or failing (429, 5xx): worth trying again, after the wait it
    /// asked for (`Retry-After`) if it gave one.
    Busy {
        status: u16,
        retry_after: Option<Duration>,
    },
    /// No connection to the server could be made: the request was not sent, and sending it again
    /// cannot repeat it.
    Unreachable(String),
    /// The connection broke (the request may or may not have reached the server).
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
            Self::Busy { status, .. } => write!(f, "the server is not answering ({status})"),
            Self::Unreachable(problem) => write!(f, "cannot reach the server: {problem}"),
            Self::Connection(problem) => write!(f, "the connection to the server broke: {problem}"),
            Self::BadAnswer(problem) => write!(f, "the server's answer is unreadable: {problem}"),
        }
    }
}

impl std::error::Error for OnlineError {}
