//! What wakes the runtime: one inbox of timestamped events from every thread.
//!
//! The face's input is never held back (a person types at a person's pace). Every device's
//! share of the inbox is bounded (the gate inside its [`crate::port::Sink`]): a board's link
//! holds what it reads while its share is full, the server's threads wait, and the server's game
//! states supersede each other: a state not yet taken by the table is replaced by the next one,
//! never queued behind it.

use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use crate::core::table::{BoardEvent, BoardRole, ServerEvent, TableInput};
use crate::engine::EngineEvent;
use crate::port::{Limits, Sink};

pub use crate::port::Timed;

/// Something that happened, from the face's input, a board's link or the engine.
#[derive(Debug)]
pub enum Event<I> {
    /// What the face's input thread read (a line, a key).
    Face(I),
    /// The face's input has ended (end of standard input).
    FaceClosed,
    /// The face's input failed; the game is saved and the table ends.
    FaceFailed(String),
    /// What a device reports that the table reads as it is: a sensor board's link, what the
    /// listener heard, what the game's server reported. A new input device's events come in
    /// here, made by its sink ([`Inbox::sink`], [`Inbox::gated_sink`]).
    Table(TableInput),
    Engine(EngineEvent),
    /// From the engine analysing the finished game.
    Analyst(EngineEvent),
    /// The server's newest game state (or its first report), taken when the table reads it:
    /// a newer one arriving meanwhile replaces it.
    ServerLatest(LatestReport),
    /// What a face beside the front one read from its device (the braille display's keys and
    /// news), for that face to read ([`super::Faces::seat`] makes its sink).
    Beside(BesideInput),
    /// A device the table cannot be without failed as it started (the game's server refused
    /// the token or never answered): said, and the table ends.
    DeviceFailed(crate::core::message::Message),
}

impl<I> Event<I> {
    /// When what the event carries was read, for an event made at `at`: a superseded game
    /// report's newest instant.
    pub fn read_at(&self, at: Instant) -> Instant {
        match self {
            Event::ServerLatest(report) => report.arrived().unwrap_or(at),
            _ => at,
        }
    }
}

/// Which face beside the front one (its place in [`Faces`](super::Faces)).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FaceId(pub(super) usize);

/// What a face beside the front one read from its device, on its way to that face.
pub struct BesideInput {
    pub(super) face: FaceId,
    pub(super) input: Box<dyn std::any::Any + Send>,
}

impl std::fmt::Debug for BesideInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BesideInput")
            .field("face", &self.face)
            .finish_non_exhaustive()
    }
}

/// Where every thread sends its events.
#[derive(Debug)]
pub struct Inbox<I>(Sender<Timed<Event<I>>>);

impl<I> Clone for Inbox<I> {
    fn clone(&self) -> Self {
        Self(self.0.clone())
    }
}

/// About how much memory a device's event holds, for its bound.
fn board_bytes(event: &BoardEvent) -> usize {
    let heap = match event {
        BoardEvent::Disconnected(reason) => reason.len(),
        _ => 0,
    };
    std::mem::size_of::<BoardEvent>() + heap
}

fn server_bytes(event: &ServerEvent) -> usize {
    let moves = |state: &crate::core::table::ServerState| {
        state
            .moves
            .iter()
            .map(|mv| match mv {
                crate::core::table::ServerMove::Uci(_) => std::mem::size_of_val(mv),
                crate::core::table::ServerMove::Unreadable(text) => {
                    text.len() + std::mem::size_of_val(mv)
                }
            })
            .sum::<usize>()
    };
    let heap = match event {
        ServerEvent::GameFull { game, state } => game.id.len() + game.opponent.len() + moves(state),
        ServerEvent::State(state) => moves(state),
        ServerEvent::Refused { reason, .. } => reason.as_ref().map_or(0, String::len),
        ServerEvent::Chat(line) => line.text.as_str().len() + 64,
        _ => 64,
    };
    std::mem::size_of::<ServerEvent>() + heap
}

impl<I: Send + 'static> Inbox<I> {
    pub fn new(sender: Sender<Timed<Event<I>>>) -> Self {
        Self(sender)
    }

    /// Sends an event stamped now; `false` once the runtime has gone.
    pub fn send(&self, event: Event<I>) -> bool {
        self.0.send(Timed::now(event)).is_ok()
    }

    /// A device's sink, never held back: its events made into the runtime's by `wrap`.
    pub fn sink<T: Send + 'static>(
        &self,
        wrap: impl Fn(T) -> Event<I> + Send + Sync + 'static,
    ) -> Sink<T> {
        let inbox = self.0.clone();
        Sink::new(move |timed: Timed<T>| inbox.send(timed.map(&wrap)).is_ok())
    }

    /// A device's sink bounded by `limits`, an event counted as `size` says.
    pub fn gated_sink<T: Send + 'static>(
        &self,
        limits: Limits,
        size: fn(&T) -> usize,
        wrap: impl Fn(T) -> Event<I> + Send + Sync + 'static,
    ) -> Sink<T> {
        let inbox = self.0.clone();
        Sink::gated(limits, size, move |timed: Timed<T>| {
            inbox.send(timed.map(&wrap)).is_ok()
        })
    }

    /// A sensor board's sink, bounded ([`Limits::BOARD`]): its link holds (and coalesces) what
    /// it reads while the table has not taken enough of what was sent.
    pub fn board_sink(&self, kind: BoardRole) -> Sink<BoardEvent> {
        self.gated_sink(Limits::BOARD, board_bytes, move |event| {
            Event::Table(TableInput::Board(kind, event))
        })
    }

    /// The online link's sink: what the server reports, stamped as it arrives, bounded
    /// ([`Limits::SERVER`]), the game states coalesced.
    #[cfg(feature = "full")]
    pub fn server_sink(&self) -> Sink<ServerEvent> {
        let feed = Arc::new(ServerFeed {
            inbox: self.clone(),
            latest: Mutex::new(None),
        });
        let folds = Arc::clone(&feed);
        Sink::gated(Limits::SERVER, server_bytes, move |timed| {
            feed.forward(timed)
        })
        .folding(move |at, event| folds.supersede(at, event))
    }

    /// The analysis engine's sink.
    pub fn analyst_sink(&self) -> Sink<EngineEvent> {
        self.sink(Event::Analyst)
    }

    /// The listener's sink, bounded ([`Limits::HEARING`]): the listener waits for room, so
    /// what it hears next is heard in the position the table reached.
    pub fn hearing_sink(&self) -> Sink<crate::core::table::Heard> {
        self.gated_sink(Limits::HEARING, std::mem::size_of_val, |heard| {
            Event::Table(TableInput::Heard(heard))
        })
    }

    /// The engine's sink: its answers stamped as they arrive.
    pub fn engine_sink(&self) -> Sink<EngineEvent> {
        self.sink(Event::Engine)
    }
}

/// The server's newest game report, until the table takes it.
#[derive(Debug, Clone, Default)]
pub struct LatestReport(Arc<Mutex<Option<(Instant, ServerEvent)>>>);

impl LatestReport {
    fn new(at: Instant, event: ServerEvent) -> Self {
        Self(Arc::new(Mutex::new(Some((at, event)))))
    }

    /// The report, once (`None` if taken).
    pub fn take(&self) -> Option<ServerEvent> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
            .map(|(_, event)| event)
    }

    /// When the report waiting arrived (the newest one's instant).
    pub fn arrived(&self) -> Option<Instant> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            .map(|(at, _)| *at)
    }

    /// Replaces a report not yet taken by `newer` (a first report keeps its game); hands
    /// `newer` back if the table has taken the last one.
    fn supersede(&self, at: Instant, newer: ServerEvent) -> Option<ServerEvent> {
        let mut slot = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let merged = match (slot.take(), newer) {
            (None, newer) => return Some(newer),
            (Some((_, ServerEvent::GameFull { game, .. })), ServerEvent::State(state)) => {
                ServerEvent::GameFull { game, state }
            }
            (Some(_), newer) => newer,
        };
        *slot = Some((at, merged));
        None
    }
}

struct ServerFeed<I> {
    inbox: Inbox<I>,
    /// The game report last sent, while nothing else has been sent after it.
    latest: Mutex<Option<LatestReport>>,
}

impl<I: Send + 'static> ServerFeed<I> {
    /// Sends an event admitted by the gate (after waiting for room, on the server's threads;
    /// never on the runtime's own, which makes the room). Never waits holding the lock: the
    /// runtime's own thread may send meanwhile.
    fn forward(&self, timed: Timed<ServerEvent>) -> bool {
        let at = timed.at;
        let mut latest = self.latest.lock().unwrap_or_else(PoisonError::into_inner);
        let supersedes = matches!(
            timed.event,
            ServerEvent::State(_) | ServerEvent::GameFull { .. }
        );
        let waiting = latest.clone();
        let Some(timed) = timed.filter_map(|event| match waiting {
            Some(report) if supersedes => report.supersede(at, event),
            _ => Some(event),
        }) else {
            return true;
        };
        let sent = if supersedes {
            timed.map(|event| {
                let report = LatestReport::new(at, event);
                *latest = Some(report.clone());
                Event::ServerLatest(report)
            })
        } else {
            // What comes after this event must not be folded into a state sent before it.
            *latest = None;
            timed.map(|event| Event::Table(TableInput::Server(event)))
        };
        self.inbox.0.send(sent).is_ok()
    }

    /// A game report folded into the one waiting, if one waits with nothing sent after it;
    /// else the event back.
    fn supersede(&self, at: Instant, event: ServerEvent) -> Option<ServerEvent> {
        if !matches!(event, ServerEvent::State(_) | ServerEvent::GameFull { .. }) {
            return Some(event);
        }
        let latest = self.latest.lock().unwrap_or_else(PoisonError::into_inner);
        match latest.as_ref() {
            Some(report) => report.supersede(at, event),
            None => Some(event),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::table::{BySide, ServerStatus};
    use std::sync::mpsc;
    use std::time::Duration;

    fn state(moves: &[&str]) -> ServerEvent {
        ServerEvent::State(crate::core::table::ServerState {
            moves: moves
                .iter()
                .map(|mv| crate::core::table::ServerMove::read(mv))
                .collect(),
            white_ms: 0,
            black_ms: 0,
            status: ServerStatus::Playing,
            winner: None,
            draw_offers: BySide::default(),
            takebacks: BySide::default(),
        })
    }

    #[cfg(feature = "full")]
    fn report(timed: Timed<Event<()>>) -> Option<ServerEvent> {
        match timed.event {
            Event::ServerLatest(report) => report.take(),
            Event::Table(TableInput::Server(event)) => Some(event),
            _ => None,
        }
    }

    #[test]
    #[cfg(feature = "full")]
    fn server_states_not_yet_taken_are_replaced_by_the_newest_and_order_is_kept() {
        let (sender, receiver) = mpsc::channel();
        let sink = Inbox::<()>::new(sender).server_sink();
        for n in 0..1000 {
            let moves = vec!["e2e4"; n % 7];
            assert!(sink.send(state(&moves)));
        }
        let waiting: Vec<_> = receiver.try_iter().collect();
        assert_eq!(waiting.len(), 1, "one state waits, the newest");
        let [only] = <[_; 1]>::try_from(waiting).unwrap();
        assert_eq!(report(only), Some(state(&["e2e4"; 999 % 7])));
        // A state, a chat-like event, a state: three events, in order.
        sink.send(state(&["e2e4"]));
        sink.send(ServerEvent::Waiting(
            crate::core::table::Waiting::ForOpponent,
        ));
        sink.send(state(&["e2e4", "e7e5"]));
        sink.send(state(&["e2e4", "e7e5", "g1f3"]));
        let events: Vec<_> = receiver.try_iter().filter_map(report).collect();
        assert_eq!(
            events,
            [
                state(&["e2e4"]),
                ServerEvent::Waiting(crate::core::table::Waiting::ForOpponent),
                state(&["e2e4", "e7e5", "g1f3"])
            ]
        );
    }

    #[test]
    #[cfg(feature = "full")]
    fn a_server_thread_waits_once_its_share_is_full() {
        let (sender, receiver) = mpsc::channel();
        let sink = Inbox::<()>::new(sender).server_sink();
        let flooder = std::thread::spawn(move || {
            for _ in 0..10 * Limits::SERVER.count {
                if !sink.send(ServerEvent::Waiting(
                    crate::core::table::Waiting::ForOpponent,
                )) {
                    break;
                }
            }
        });
        // Held events keep their share: the flooder stops at the bound.
        let mut held = Vec::new();
        while held.len() < Limits::SERVER.count {
            held.push(receiver.recv_timeout(Duration::from_secs(10)).unwrap());
        }
        assert!(held.iter().all(Timed::is_gated));
        assert!(
            receiver.recv_timeout(Duration::from_millis(300)).is_err(),
            "nothing more while the bound is full"
        );
        drop(held);
        let rest = receiver.iter().take(9 * Limits::SERVER.count).count();
        assert_eq!(rest, 9 * Limits::SERVER.count);
        flooder.join().unwrap();
    }
}
