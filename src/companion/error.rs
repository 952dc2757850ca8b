//! What can go wrong with a companion, each case naming the part and what failed.

use std::fmt;
use std::io;
use std::path::PathBuf;
use std::time::Duration;

use super::part::Companion;
use super::wire::WireError;
use crate::bounded_read::io_reason;
use crate::core::message::{Message, Said};

/// Why a companion could not be started or did not answer.
#[derive(Debug)]
pub enum CompanionError {
    /// Its program is in none of the places searched.
    NotInstalled {
        companion: Companion,
        searched: Vec<PathBuf>,
    },
    /// Its program is there but the system would not start it.
    CannotStart {
        companion: Companion,
        program: PathBuf,
        error: io::Error,
    },
    /// It closed its side: it ended or crashed.
    Ended { companion: Companion },
    /// It sent something that is not an answer; it was stopped.
    Garbled {
        companion: Companion,
        problem: WireError,
    },
    /// It did not answer in time; it was stopped.
    Silent {
        companion: Companion,
        after: Duration,
    },
}

impl CompanionError {
    /// The part that failed.
    pub fn companion(&self) -> Companion {
        match self {
            Self::NotInstalled { companion, .. }
            | Self::CannotStart { companion, .. }
            | Self::Ended { companion }
            | Self::Garbled { companion, .. }
            | Self::Silent { companion, .. } => *companion,
        }
    }
}

impl Said for CompanionError {
    fn message(&self) -> Message {
        let part = self.companion().part();
        match self {
            Self::NotInstalled {
                companion,
                searched,
            } => Message::new("companion-not-installed")
                .said("part", part)
                .text("program", companion.program())
                .text(
                    "places",
                    searched
                        .iter()
                        .map(|place| place.display().to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            Self::CannotStart { program, error, .. } => Message::new("companion-cannot-start")
                .said("part", part)
                .text("program", program.display().to_string())
                .said("why", io_reason(error)),
            Self::Ended { .. } => Message::new("companion-ended").said("part", part),
            Self::Garbled { problem, .. } => {
                tracing::warn!("a companion's frame: {problem}");
                Message::new("companion-garbled").said("part", part)
            }
            Self::Silent { after, .. } => Message::new("companion-silent")
                .said("part", part)
                .count("seconds", after.as_secs().max(1)),
        }
    }
}

impl fmt::Display for CompanionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for CompanionError {}
