//! What the clock has to say, before it is put into words, and when and to whom it is said.

use super::config::Audience;
use crate::core::clock::Color;

/// What is to be said, before it is put into words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClockNotice {
    /// A player's remaining time: "Weiß fünf Minuten".
    Remaining { color: Color, ms: u64 },
    /// A player completed the last move of a period: "Weiß vierzig Züge, Zeitkontrolle erreicht".
    ControlReached { color: Color, moves: u64 },
    /// "Weiß noch fünf Züge bis zur Zeitkontrolle".
    MovesToControl { color: Color, left: u64 },
    /// Both times and completed moves (D.2.10.4).
    Reading {
        white_ms: u64,
        black_ms: u64,
        white_moves: u64,
        black_moves: u64,
    },
    /// The time the current move has run.
    UsedOnMove { ms: u64 },
    /// A flag fell; whether the opponent could still mate decides the result (Article 6.9).
    Flag {
        color: Color,
        opponent_can_mate: bool,
    },
}

/// Something said at an instant, to an audience.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Announcement {
    pub at_ms: u64,
    pub audience: Audience,
    pub said: ClockNotice,
}
