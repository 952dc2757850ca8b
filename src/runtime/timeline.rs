//! The game's clock origin: instants are milliseconds since the table opened, continued after a
//! resume from the journal's last instant (time the program was down is not charged).

use std::time::Instant;

#[derive(Debug, Clone, Copy)]
pub struct Timeline {
    started: Instant,
    base_ms: u64,
}

impl Timeline {
    pub fn starting_at(base_ms: u64) -> Self {
        Self {
            started: Instant::now(),
            base_ms,
        }
    }

    /// Now on the game's timeline.
    pub fn now_ms(&self) -> u64 {
        self.at(Instant::now())
    }

    /// An instant read by an adapter, on the game's timeline.
    pub fn at(&self, instant: Instant) -> u64 {
        let since = instant.saturating_duration_since(self.started).as_millis();
        self.base_ms
            .saturating_add(u64::try_from(since).unwrap_or(u64::MAX))
    }
}
