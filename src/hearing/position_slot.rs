//! The table tells the listener the position to hear moves in: one slot, the newest position
//! wins (a position not yet read is replaced, never queued); whether a question waits for a
//! spoken yes or no; and how many times the player has asked it to listen (push-to-talk).

use std::sync::{Arc, Mutex, PoisonError};

use shakmaty::Chess;

/// The position moves are heard in, shared by the carrier (which writes it after every step) and
/// the listener (which reads the newest when an utterance ends).
#[derive(Debug, Clone)]
pub struct PositionSlot(Arc<Mutex<Slot>>);

#[derive(Debug)]
struct Slot {
    position: Chess,
    /// A move read back waits for its yes or no: only they are listened for.
    asking: bool,
    /// Push-to-talk presses so far.
    talks: u64,
}

impl PositionSlot {
    pub fn new(position: Chess) -> PositionSlot {
        PositionSlot(Arc::new(Mutex::new(Slot {
            position,
            asking: false,
            talks: 0,
        })))
    }

    /// Puts `position` in the slot, replacing the one there, and whether a question waits for
    /// its yes or no (`asking`).
    pub fn offer(&self, position: &Chess, asking: bool) {
        let mut slot = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        slot.asking = asking;
        if slot.position != *position {
            slot.position.clone_from(position);
        }
    }

    /// The newest position.
    pub fn newest(&self) -> Chess {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .position
            .clone()
    }

    /// Whether a question waits for its spoken yes or no.
    pub fn asking(&self) -> bool {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).asking
    }

    /// The player asks the listener to hear the next utterance (push-to-talk).
    pub fn talk(&self) {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).talks += 1;
    }

    /// How many times the player has asked so far.
    pub fn talks(&self) -> u64 {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).talks
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
            slot.offer(&after, false);
        }
        assert_eq!(slot.newest(), after);
    }
}
