//! What the arbiter's console and the broker companion (`annabella-broker`) say to each other:
//! one question, to start a broker with the hall's login and limits, and its one answer.

use std::net::SocketAddr;
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// Start a broker: the hall's user logs in with `password`, no message is larger than
/// `max_message`, and it must listen within `ready_within`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartBroker {
    /// Where to listen (port 0: one the system picks).
    pub listen: SocketAddr,
    /// The one user name the broker lets in ([`crate::hall::USER`]).
    pub user: String,
    /// The event's password.
    pub password: String,
    /// The largest message it carries ([`crate::hall::MAX_MESSAGE`]).
    pub max_message: usize,
    /// How long it has to start listening before it says it did not.
    pub ready_within: Duration,
}

/// How the start went.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum BrokerAnswer {
    /// It accepts connections at this address, and runs until the question's pipe is closed.
    Listening(SocketAddr),
    /// The system refused the address.
    CannotListen {
        addr: SocketAddr,
        refusal: ListenRefusal,
        /// The system's own words (without its "(os error N)").
        reason: String,
    },
    /// Its threads did not start, or it did not listen within the time asked.
    NotListening(SocketAddr),
}

/// Why the system refused an address, as far as the arbiter can act on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ListenRefusal {
    /// Another program listens there.
    InUse,
    /// The address is none of this machine's.
    NotHere,
    /// The port is one only the administrator may open.
    NotAllowed,
    /// Anything else.
    Other,
}

impl ListenRefusal {
    /// The refusal of an error of the system.
    pub fn of(kind: std::io::ErrorKind) -> Self {
        match kind {
            std::io::ErrorKind::AddrInUse => Self::InUse,
            std::io::ErrorKind::AddrNotAvailable => Self::NotHere,
            std::io::ErrorKind::PermissionDenied => Self::NotAllowed,
            _ => Self::Other,
        }
    }

    /// The kind of error of the system it stands for.
    pub fn kind(self) -> std::io::ErrorKind {
        match self {
            Self::InUse => std::io::ErrorKind::AddrInUse,
            Self::NotHere => std::io::ErrorKind::AddrNotAvailable,
            Self::NotAllowed => std::io::ErrorKind::PermissionDenied,
            Self::Other => std::io::ErrorKind::Other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_stands_for_the_kind_it_was_read_from() {
        for refusal in [
            ListenRefusal::InUse,
            ListenRefusal::NotHere,
            ListenRefusal::NotAllowed,
            ListenRefusal::Other,
        ] {
            assert_eq!(ListenRefusal::of(refusal.kind()), refusal);
        }
        assert_eq!(
            ListenRefusal::of(std::io::ErrorKind::NotFound),
            ListenRefusal::Other
        );
    }
}
