//! The gate of a [`super::Sink`]: the bound on what a device may have waiting in the runtime's inbox: a count and a size in
//! bytes for each source (a board's link, the game's server). An event admitted through a gate
//! carries a [`Permit`] that gives its share back when the event has been handled (or dropped
//! with the inbox), so a flood from one device waits for the table instead of filling the
//! memory, and a line typed meanwhile (never gated) is at most one bound behind.

use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

/// How much one source may have waiting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub count: usize,
    pub bytes: usize,
}

impl Limits {
    /// A sensor board: its events are small; a few dozen keep a quick player's moves flowing
    /// and bound the wait of a line typed behind them.
    pub const BOARD: Limits = Limits {
        count: 32,
        bytes: 64 * 1024,
    };

    /// The listener: one heard event waits at most, so the next utterance is heard in the
    /// position the table reached after the last (the listener waits for it).
    pub const HEARING: Limits = Limits {
        count: 1,
        bytes: 4 * 1024,
    };

    /// The game's server: its game states are coalesced (one waits at most), the rest (chat,
    /// presence, refusals) are counted.
    pub const SERVER: Limits = Limits {
        count: 32,
        bytes: 1024 * 1024,
    };
}

#[derive(Debug, Default)]
struct Load {
    count: usize,
    bytes: usize,
}

/// One source's share of the inbox.
#[derive(Debug)]
pub struct Gate {
    limits: Limits,
    load: Mutex<Load>,
    room: Condvar,
}

impl Gate {
    pub fn new(limits: Limits) -> Arc<Gate> {
        Arc::new(Gate {
            limits,
            load: Mutex::new(Load::default()),
            room: Condvar::new(),
        })
    }

    fn load(&self) -> MutexGuard<'_, Load> {
        self.load.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn fits(&self, load: &Load) -> bool {
        load.count < self.limits.count && load.bytes < self.limits.bytes
    }

    /// Whether one more event may be sent now.
    pub fn has_room(&self) -> bool {
        self.fits(&self.load())
    }

    /// Waits (at most `limit`) until one more event may be sent; whether it may.
    pub fn wait_for_room(&self, limit: Duration) -> bool {
        let load = self.load();
        let (load, _) = self
            .room
            .wait_timeout_while(load, limit, |load| !self.fits(load))
            .unwrap_or_else(PoisonError::into_inner);
        self.fits(&load)
    }

    /// Counts an event of about `bytes` as waiting, until its permit is dropped.
    pub fn admit(self: &Arc<Self>, bytes: usize) -> Permit {
        let mut load = self.load();
        load.count += 1;
        load.bytes += bytes;
        Permit {
            gate: Arc::clone(self),
            bytes,
        }
    }

    /// Events and bytes waiting now.
    pub fn waiting(&self) -> (usize, usize) {
        let load = self.load();
        (load.count, load.bytes)
    }
}

/// An admitted event's share of its gate, given back when dropped.
#[derive(Debug)]
pub struct Permit {
    gate: Arc<Gate>,
    bytes: usize,
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut load = self.gate.load();
        load.count = load.count.saturating_sub(1);
        load.bytes = load.bytes.saturating_sub(self.bytes);
        drop(load);
        self.gate.room.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gate_is_full_at_its_count_or_its_bytes_and_opens_when_permits_go() {
        let gate = Gate::new(Limits {
            count: 2,
            bytes: 100,
        });
        let first = gate.admit(10);
        assert!(gate.has_room());
        let second = gate.admit(10);
        assert!(!gate.has_room());
        assert!(!gate.wait_for_room(Duration::from_millis(1)));
        drop(first);
        assert!(gate.wait_for_room(Duration::from_millis(1)));
        drop(second);
        let big = gate.admit(100);
        assert!(!gate.has_room(), "full by its bytes");
        let waiter = {
            let gate = Arc::clone(&gate);
            std::thread::spawn(move || gate.wait_for_room(Duration::from_secs(10)))
        };
        drop(big);
        assert!(waiter.join().unwrap(), "a waiting sender is woken");
        assert_eq!(gate.waiting(), (0, 0));
    }
}
