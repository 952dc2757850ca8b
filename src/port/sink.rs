//! The one sink every device sends through: its events, stamped when read, handed to the
//! runtime's inbox (or, in tests, to a channel), each admitted through the device's gate.

use std::sync::Arc;
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use super::gate::{Gate, Limits};
use super::timed::Timed;

/// How long a sender waits for room before looking again (it waits as long as it must: the
/// table takes what is waiting).
const ROOM_WAIT: Duration = Duration::from_millis(100);

type Forward<T> = Arc<dyn Fn(Timed<T>) -> bool + Send + Sync>;
type Fold<T> = Arc<dyn Fn(Instant, T) -> Option<T> + Send + Sync>;

/// A device's way into the runtime. Ungated (the engine's few answers, a test's channel), or
/// bounded by a [`Gate`]: then a sender waits for room, and every event carries its share until
/// the table has handled it. Sending says `false` once nobody listens (the device's thread ends).
pub struct Sink<T> {
    gate: Option<Arc<Gate>>,
    /// About how much memory an event holds, for its bound.
    size: fn(&T) -> usize,
    /// Folds an event into one still waiting (a newer game state replaces an older one), or
    /// hands it back; looked at before waiting, so a superseding event never waits.
    fold: Option<Fold<T>>,
    forward: Forward<T>,
}

impl<T> Clone for Sink<T> {
    fn clone(&self) -> Self {
        Self {
            gate: self.gate.clone(),
            size: self.size,
            fold: self.fold.clone(),
            forward: Arc::clone(&self.forward),
        }
    }
}

impl<T> std::fmt::Debug for Sink<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sink")
            .field("gate", &self.gate)
            .field("folds", &self.fold.is_some())
            .finish_non_exhaustive()
    }
}

impl<T: Send + 'static> Sink<T> {
    /// A sink that hands every event on at once; `forward` says `false` once nobody listens.
    pub fn new(forward: impl Fn(Timed<T>) -> bool + Send + Sync + 'static) -> Self {
        Self {
            gate: None,
            size: |_| 0,
            fold: None,
            forward: Arc::new(forward),
        }
    }

    /// A sink onto a channel of timed events (tests, a link used on its own).
    pub fn channel(sender: Sender<Timed<T>>) -> Self {
        Self::new(move |timed| sender.send(timed).is_ok())
    }

    /// A sink bounded by `limits`, an event counted as `size` says.
    pub fn gated(
        limits: Limits,
        size: fn(&T) -> usize,
        forward: impl Fn(Timed<T>) -> bool + Send + Sync + 'static,
    ) -> Self {
        Self {
            gate: Some(Gate::new(limits)),
            size,
            fold: None,
            forward: Arc::new(forward),
        }
    }

    /// The same sink, folding an event into one still waiting when `fold` can (it hands the
    /// event back when it cannot).
    #[must_use]
    pub fn folding(self, fold: impl Fn(Instant, T) -> Option<T> + Send + Sync + 'static) -> Self {
        Self {
            fold: Some(Arc::new(fold)),
            ..self
        }
    }

    /// Whether one more event may be sent now without waiting.
    pub fn has_room(&self) -> bool {
        self.gate.as_ref().is_none_or(|gate| gate.has_room())
    }

    /// Waits (at most `limit`) until one more event may be sent; whether it may. With a bound
    /// of one, this is the table having handled everything sent.
    pub fn wait_for_room(&self, limit: Duration) -> bool {
        self.gate
            .as_ref()
            .is_none_or(|gate| gate.wait_for_room(limit))
    }

    /// Sends `event`, read now, waiting for room.
    pub fn send(&self, event: T) -> bool {
        self.deliver(Timed::now(event), true)
    }

    /// Sends `event`, read at `at`, waiting for room.
    pub fn send_at(&self, at: Instant, event: T) -> bool {
        self.deliver(Timed::new(at, event), true)
    }

    /// Sends `event`, read now, never waiting (from the runtime's own thread, which makes the
    /// room).
    pub fn send_now(&self, event: T) -> bool {
        self.deliver(Timed::now(event), false)
    }

    /// Hands on a timed event without waiting: the sender looked at [`Self::has_room`] and holds
    /// what it reads meanwhile (a board's link).
    pub fn put(&self, timed: Timed<T>) -> bool {
        self.deliver(timed, false)
    }

    fn deliver(&self, timed: Timed<T>, may_wait: bool) -> bool {
        let Some(gate) = &self.gate else {
            return (self.forward)(timed);
        };
        let timed = match &self.fold {
            Some(fold) => {
                let at = timed.at;
                match fold(at, timed.event) {
                    Some(event) => Timed::new(at, event),
                    None => return true,
                }
            }
            None => timed,
        };
        while may_wait && !gate.wait_for_room(ROOM_WAIT) {}
        let permit = gate.admit((self.size)(&timed.event));
        (self.forward)(timed.with_permit(permit))
    }
}

/// A sink onto a channel of the caller's own messages (an engine's events in a test's loop).
impl<T: Send + 'static, U: From<T> + Send + 'static> From<Sender<U>> for Sink<T> {
    fn from(sender: Sender<U>) -> Self {
        Self::new(move |timed| sender.send(U::from(timed.event)).is_ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn a_gated_sink_holds_its_senders_at_the_bound_until_the_receiver_lets_go() {
        let (sender, receiver) = mpsc::channel();
        let sink = Sink::gated(
            Limits {
                count: 2,
                bytes: 1024,
            },
            |_: &u32| 4,
            move |timed| sender.send(timed).is_ok(),
        );
        assert!(sink.send(1) && sink.send(2));
        assert!(!sink.has_room());
        let flooder = {
            let sink = sink.clone();
            std::thread::spawn(move || sink.send(3))
        };
        let first = receiver.recv().unwrap();
        assert!(first.is_gated());
        let second = receiver.recv_timeout(Duration::from_millis(1));
        assert!(second.is_ok(), "the second was sent at once");
        assert!(
            receiver.recv_timeout(Duration::from_millis(200)).is_err(),
            "the third waits while two are held"
        );
        drop(first);
        assert_eq!(receiver.recv().unwrap().event, 3);
        drop(second);
        assert!(flooder.join().unwrap());
    }

    #[test]
    fn a_folding_sink_merges_into_what_waits_without_waiting() {
        let (sender, receiver) = mpsc::channel();
        let waiting = Arc::new(std::sync::Mutex::new(None::<u32>));
        let slot = Arc::clone(&waiting);
        let sink = Sink::gated(
            Limits {
                count: 1,
                bytes: 1024,
            },
            |_: &u32| 4,
            move |timed: Timed<u32>| sender.send(timed).is_ok(),
        )
        .folding(move |_, event| {
            let mut slot = slot.lock().unwrap();
            if let Some(newest) = slot.as_mut() {
                *newest = event;
                return None;
            }
            *slot = Some(event);
            Some(event)
        });
        for n in 0..100 {
            assert!(sink.send(n), "a folded event never waits");
        }
        assert_eq!(receiver.try_iter().count(), 1);
        assert_eq!(*waiting.lock().unwrap(), Some(99));
    }
}
