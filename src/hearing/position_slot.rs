//! The table tells the listener the position to hear moves in: one slot, the newest position
//! wins (a position not yet read is replaced, never queued); whether a question waits for a
//! spoken yes or no; and how many times the player has asked it to listen (push-to-talk).

use std::sync::{Arc, Condvar, Mutex, PoisonError};

use shakmaty::Chess;

/// The position moves are heard in, shared by the carrier (which writes it after every step) and
/// the listener (which reads the newest when an utterance ends).
#[derive(Debug, Clone)]
pub struct PositionSlot(Arc<Shared>);

#[derive(Debug)]
struct Shared {
    slot: Mutex<Slot>,
    /// Told when the player asks to talk: WAV files fed on push-to-talk wait on it.
    talked: Condvar,
}

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
        PositionSlot(Arc::new(Shared {
            slot: Mutex::new(Slot {
                position,
                asking: false,
                talks: 0,
            }),
            talked: Condvar::new(),
        }))
    }

    /// Puts `position` in the slot, replacing the one there, and whether a question waits for
    /// its yes or no (`asking`).
    pub fn offer(&self, position: &Chess, asking: bool) {
        let mut slot = self.slot();
        slot.asking = asking;
        if slot.position != *position {
            slot.position.clone_from(position);
        }
    }

    /// The newest position.
    pub fn newest(&self) -> Chess {
        self.slot().position.clone()
    }

    /// Whether a question waits for its spoken yes or no.
    pub fn asking(&self) -> bool {
        self.slot().asking
    }

    /// The player asks the listener to hear the next utterance (push-to-talk).
    pub fn talk(&self) {
        self.slot().talks += 1;
        self.0.talked.notify_all();
    }

    /// Waits until the player has asked to talk more than `seen` times, and returns how many
    /// times they have (push-to-talk gating `--listen-file`: a file is heard only when asked).
    pub fn wait_for_talk(&self, seen: u64) -> u64 {
        let mut slot = self.slot();
        while slot.talks <= seen {
            slot = self
                .0
                .talked
                .wait(slot)
                .unwrap_or_else(PoisonError::into_inner);
        }
        slot.talks
    }

    fn slot(&self) -> std::sync::MutexGuard<'_, Slot> {
        self.0.slot.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// How many times the player has asked so far.
    pub fn talks(&self) -> u64 {
        self.slot().talks
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

    #[test]
    fn a_wait_for_talk_ends_when_the_player_asks() {
        let slot = PositionSlot::new(Chess::default());
        let waiting = slot.clone();
        let waiter = std::thread::spawn(move || waiting.wait_for_talk(0));
        slot.talk();
        assert_eq!(waiter.join().unwrap(), 1);
        assert_eq!(
            slot.wait_for_talk(0),
            1,
            "a talk already asked is not waited for"
        );
    }
}
