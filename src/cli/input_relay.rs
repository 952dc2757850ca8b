//! The player's input (standard input's lines, or the terminal's keys) read on one thread for
//! the whole run, first for the table, then handed over to what comes after it (a round of
//! puzzles) with nothing lost: a line typed right after `train` reaches the training.
//!
//! One reader is kept because a second could not start while the first still waits in a read
//! (it holds standard input's lock), and a line the first read after the table ended would be
//! dropped. The hand-over is made under one lock, so a line goes either to the table's inbox
//! (then it is taken back out of it, in order) or to the new owner.
//!
//! What the table has not handled yet is bounded ([`WAITING`]): behind a flood of keys the
//! reader waits, and what comes after waits in the terminal (or the pipe), never in memory.
//! It waits for room outside the lock, as the table no longer reads its inbox when it is
//! handed over.

use std::collections::VecDeque;
use std::sync::mpsc::Receiver;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use crate::port::{Limits, Sink};
use crate::runtime::{Event, Inbox, Timed};

/// The keys or lines sent to the table and not yet handled, at most: enough for a quick
/// typist's burst and a screenful of pasted lines; a flood beyond waits where it came from.
const WAITING: Limits = Limits {
    count: 256,
    bytes: 256 * 1024,
};

/// How long the reader waits for room before looking whether the input was handed over.
const ROOM_WAIT: Duration = Duration::from_millis(100);

/// What the reader gives once the table has handed it over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Read<T> {
    Item(T),
    /// The input ended (or could not be read further).
    End,
}

/// Where what is read goes now.
enum Target<T> {
    /// The table's inbox, and its bounded share of it for what is read.
    Table { inbox: Inbox<T>, items: Sink<T> },
    /// Returns false once nobody takes more.
    HandedOver(Box<dyn FnMut(Read<T>) -> bool + Send>),
}

struct Shared<T> {
    target: Target<T>,
    /// The reader has stopped (the input ended or failed).
    ended: bool,
}

/// The one reader of the player's input, and where it sends what it reads.
pub(super) struct InputRelay<T> {
    shared: Arc<Mutex<Shared<T>>>,
}

/// The player's input as the table left it: its reader, and the table's inbox with what it
/// had not read yet.
pub(super) struct Handed<T> {
    pub(super) relay: InputRelay<T>,
    pub(super) inbox: Receiver<Timed<Event<T>>>,
}

impl<T: Send + 'static> Handed<T> {
    /// Every item from now on to `take`; what the table had not read, returned first.
    pub(super) fn hand_over(
        self,
        take: impl FnMut(Read<T>) -> bool + Send + 'static,
    ) -> Leftover<T> {
        self.relay.hand_over(&self.inbox, take)
    }
}

/// What the table had received and not read when it was handed over, and whether the input
/// had already ended.
pub(super) struct Leftover<T> {
    pub(super) items: VecDeque<T>,
    pub(super) ended: bool,
}

impl<T: Send + 'static> InputRelay<T> {
    /// Starts the reader: `read` gives the next item, `None` at the input's end, or why it
    /// failed; each goes to the table's `inbox` until handed over.
    pub(super) fn spawn(
        inbox: Inbox<T>,
        mut read: impl FnMut() -> Result<Option<T>, String> + Send + 'static,
    ) -> Self {
        let items = inbox.gated_sink(WAITING, std::mem::size_of_val::<T>, Event::Face);
        let shared = Arc::new(Mutex::new(Shared {
            target: Target::Table { inbox, items },
            ended: false,
        }));
        let reader = Arc::clone(&shared);
        std::thread::spawn(move || {
            loop {
                let got = read();
                let read_at = Instant::now();
                wait_for_room(&reader);
                let mut shared = lock(&reader);
                let taken = match (&mut shared.target, got) {
                    (Target::Table { items, .. }, Ok(Some(item))) => {
                        items.put(Timed::new(read_at, item))
                    }
                    (Target::Table { inbox, .. }, Ok(None)) => {
                        inbox.send(Event::FaceClosed);
                        false
                    }
                    (Target::Table { inbox, .. }, Err(problem)) => {
                        inbox.send(Event::FaceFailed(problem));
                        false
                    }
                    (Target::HandedOver(take), Ok(Some(item))) => take(Read::Item(item)),
                    (Target::HandedOver(take), Ok(None) | Err(_)) => {
                        take(Read::End);
                        false
                    }
                };
                if !taken {
                    shared.ended = true;
                    return;
                }
            }
        });
        Self { shared }
    }

    /// Hands the input over to `take`: what the table's `inbox` holds of it is given back
    /// first (in order, as [`Leftover`]), and every item read from now on goes to `take`.
    pub(super) fn hand_over(
        self,
        inbox: &Receiver<Timed<Event<T>>>,
        take: impl FnMut(Read<T>) -> bool + Send + 'static,
    ) -> Leftover<T> {
        let mut shared = lock(&self.shared);
        let mut leftover = Leftover {
            items: VecDeque::new(),
            ended: shared.ended,
        };
        // Under the lock nothing more arrives: the inbox holds all the table was sent.
        for timed in inbox.try_iter() {
            match timed.event {
                Event::Face(item) => leftover.items.push_back(item),
                Event::FaceClosed | Event::FaceFailed(_) => leftover.ended = true,
                _ => {}
            }
        }
        shared.target = Target::HandedOver(Box::new(take));
        leftover
    }
}

fn lock<T>(shared: &Mutex<Shared<T>>) -> MutexGuard<'_, Shared<T>> {
    shared.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Waits until the table has room for one more item, or the input was handed over.
fn wait_for_room<T: Send + 'static>(shared: &Mutex<Shared<T>>) {
    loop {
        let items = match &lock(shared).target {
            Target::Table { items, .. } => items.clone(),
            Target::HandedOver(_) => return,
        };
        if items.wait_for_room(ROOM_WAIT) {
            return;
        }
    }
}

/// Standard input's next line (at most a bounded length, its line end cut), `None` at its end.
pub(super) fn next_line() -> Result<Option<String>, String> {
    let mut bytes = Vec::new();
    match super::line_face::read_bounded_line(&mut std::io::stdin().lock(), &mut bytes) {
        Ok(0) => Ok(None),
        Ok(_) => {
            let line = String::from_utf8_lossy(&bytes);
            Ok(Some(line.trim_end_matches(['\n', '\r']).to_owned()))
        }
        Err(error) => Err(format!("standard input: {error}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn items_read_after_the_table_ended_are_handed_over_in_order_and_none_is_lost() {
        let (sender, receiver) = mpsc::channel();
        let inbox = Inbox::new(sender);
        let (feed, items) = mpsc::channel::<Option<String>>();
        let relay = InputRelay::spawn(inbox, move || Ok(items.recv().ok().flatten()));
        feed.send(Some("resign".into())).unwrap();
        feed.send(Some("train".into())).unwrap();
        // The table reads its two lines and ends at `train`.
        let mut seen = Vec::new();
        while seen.len() < 2 {
            if let Event::Face(line) = receiver.recv().unwrap().event {
                seen.push(line);
            }
        }
        feed.send(Some("e2e4".into())).unwrap();
        let (to_training, from_relay) = mpsc::channel();
        let leftover = relay.hand_over(&receiver, move |read| to_training.send(read).is_ok());
        assert!(!leftover.ended);
        feed.send(Some("e7e5".into())).unwrap();
        feed.send(None).unwrap();
        let mut after: Vec<String> = leftover.items.into_iter().collect();
        while let Read::Item(line) = from_relay.recv().unwrap() {
            after.push(line);
        }
        assert_eq!(after, ["e2e4", "e7e5"]);
    }
}
