//! The table tells the listener the position to hear moves in: one slot, the newest position
//! wins (a position not yet read is replaced, never queued).

use std::sync::{Arc, Mutex, PoisonError};

use shakmaty::Chess;

/// The position moves are heard in, shared by the carrier (which writes it after every step) and
/// the listener (which reads the newest when an utterance ends).
#[derive(Debug, Clone)]
pub struct PositionSlot(Arc<Mutex<Chess>>);

impl PositionSlot {
    pub fn new(position: Chess) -> PositionSlot {
        PositionSlot(Arc::new(Mutex::new(position)))
    }

    /// Puts `position` in the slot, replacing the one there.
    pub fn offer(&self, position: &Chess) {
        let mut slot = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if *slot != *position {
            slot.clone_from(position);
        }
    }

    /// The newest position.
    pub fn newest(&self) -> Chess {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Position, uci::UciMove};

    use super::*;

    #[test]
    fn the_newest_position_wins() {
        let slot = PositionSlot::new(Chess::default());
        let mut after = Chess::default();
        for uci in ["e2e4", "e7e5"] {
            let m = uci.parse::<UciMove>().unwrap().to_move(&after).unwrap();
            after.play_unchecked(m);
            slot.offer(&after);
        }
        assert_eq!(slot.newest(), after);
    }
}
