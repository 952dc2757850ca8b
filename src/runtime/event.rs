//! What wakes the runtime: one inbox of timestamped events from every thread.
//!
//! The face's input is never held back (a person types at a person's pace). Every device's
//! share of the inbox is bounded ([`super::gate`]): a board's link holds what it reads while
//! its share is full, the server's threads wait, and the server's game states supersede each
//! other: a state not yet taken by the table is replaced by the next one, never queued behind
//! it.

use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::gate::{Gate, Limits, Permit};
use crate::board::Stamped;
use crate::board::serial::EventSink;
use crate::core::table::{BoardEvent, BoardRole, ServerEvent};
use crate::engine::EngineEvent;

/// Something that happened, from the face's input, a board's link or the engine.
#[derive(Debug)]
pub enum Event<I> {
    /// What the face's input thread read (a line, a key).
    Face(I),
    /// The face's input has ended (end of standard input).
    FaceClosed,
    /// The face's input failed; the game is saved and the table ends.
    FaceFailed(String),
    /// Something from a sensor board's link.
    Board(BoardRole, BoardEvent),
    Engine(EngineEvent),
    /// From the engine analysing the finished game.
    Analyst(EngineEvent),
    /// What the game's server reported (online play).
    Server(ServerEvent),
    /// The server's newest game state (or its first report), taken when the table reads it:
    /// a newer one arriving meanwhile replaces it.
    ServerLatest(LatestReport),
    /// The braille display's keys and news.
    Braille(crate::braille_display::BrailleEvent),
    /// What the listener heard (`--listen`).
    Heard(crate::core::table::Heard),
}

/// An event and the instant its adapter read it (once, when it was made).
#[derive(Debug)]
pub struct Timed<I> {
    pub at: Instant,
    pub event: Event<I>,
    /// The event's share of its device's bound, given back once it has been handled.
    permit: Option<Permit>,
}

impl<I> Timed<I> {
    pub fn now(event: Event<I>) -> Self {
        Self {
            at: Instant::now(),
            event,
            permit: None,
        }
    }

    /// When what the event carries was read: a superseded game report's newest instant.
    pub fn read_at(&self) -> Instant {
        match &self.event {
            Event::ServerLatest(report) => report.arrived().unwrap_or(self.at),
            _ => self.at,
        }
    }

    /// Whether the event counts against a device's bound.
    pub fn is_gated(&self) -> bool {
        self.permit.is_some()
    }
}

/// Where every thread sends its events.
#[derive(Debug)]
pub struct Inbox<I>(Sender<Timed<I>>);

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
    pub fn new(sender: Sender<Timed<I>>) -> Self {
        Self(sender)
    }

    /// Sends an event stamped now; `false` once the runtime has gone.
    pub fn send(&self, event: Event<I>) -> bool {
        self.0.send(Timed::now(event)).is_ok()
    }

    /// Sends an event stamped when it was read.
    pub fn send_at(&self, at: Instant, event: Event<I>) -> bool {
        self.0
            .send(Timed {
                at,
                event,
                permit: None,
            })
            .is_ok()
    }

    fn send_gated(&self, at: Instant, event: Event<I>, permit: Permit) -> bool {
        self.0
            .send(Timed {
                at,
                event,
                permit: Some(permit),
            })
            .is_ok()
    }

    /// A sensor board's sink, bounded ([`Limits::BOARD`]): its link holds (and coalesces) what
    /// it reads while the table has not taken enough of what was sent.
    pub fn board_sink(&self, kind: BoardRole) -> crate::board::serial::Sink {
        Box::new(BoardSink {
            inbox: self.clone(),
            kind,
            gate: Gate::new(Limits::BOARD),
        })
    }

    /// The online link's sink: what the server reports, stamped as it arrives, bounded
    /// ([`Limits::SERVER`]), the game states coalesced.
    #[cfg(feature = "full")]
    pub fn server_sink(&self) -> crate::online::ServerSink {
        let feed = ServerFeed {
            inbox: self.clone(),
            gate: Gate::new(Limits::SERVER),
            latest: Mutex::new(None),
        };
        crate::online::ServerSink::bounded(move |event, may_wait| feed.deliver(event, may_wait))
    }

    /// The analysis engine's sink.
    pub fn analyst_sink(&self) -> crate::engine::EventSink {
        let inbox = self.clone();
        crate::engine::EventSink::from_fn(move |event| {
            inbox.send(Event::Analyst(event));
        })
    }

    /// The braille display's sink, bounded ([`Limits::BOARD`]): its link waits for room (BRLTTY
    /// keeps the keys meanwhile), so no key is lost.
    pub fn braille_sink(&self) -> crate::braille_display::Sink {
        let inbox = self.clone();
        let gate = Gate::new(Limits::BOARD);
        crate::braille_display::Sink::from_fn(move |event| {
            while !gate.wait_for_room(ROOM_WAIT) {}
            let permit = gate.admit(std::mem::size_of_val(&event));
            inbox.send_gated(Instant::now(), Event::Braille(event), permit)
        })
    }

    /// The listener's sink, bounded ([`Limits::HEARING`]): the listener waits for room, so
    /// what it hears next is heard in the position the table reached.
    pub fn hearing_sink(&self) -> crate::hearing::HeardSink {
        let inbox = self.clone();
        let gate = Gate::new(Limits::HEARING);
        let room = Arc::clone(&gate);
        crate::hearing::HeardSink::from_fns(
            move |heard| {
                while !gate.wait_for_room(ROOM_WAIT) {}
                let permit = gate.admit(std::mem::size_of_val(&heard));
                inbox.send_gated(Instant::now(), Event::Heard(heard), permit)
            },
            move |limit| room.wait_for_room(limit),
        )
    }

    /// The engine's sink: its answers stamped as they arrive.
    pub fn engine_sink(&self) -> crate::engine::EventSink {
        let inbox = self.clone();
        crate::engine::EventSink::from_fn(move |event| {
            inbox.send(Event::Engine(event));
        })
    }
}

struct BoardSink<I> {
    inbox: Inbox<I>,
    kind: BoardRole,
    gate: Arc<Gate>,
}

impl<I: Send + 'static> EventSink for BoardSink<I> {
    fn deliver(&mut self, stamped: Stamped) -> bool {
        let permit = self.gate.admit(board_bytes(&stamped.event));
        self.inbox
            .send_gated(stamped.at, Event::Board(self.kind, stamped.event), permit)
    }

    fn has_room(&self) -> bool {
        self.gate.has_room()
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

/// How long a server thread waits for room before looking again (it waits as long as it must:
/// the table takes what is waiting).
const ROOM_WAIT: Duration = Duration::from_millis(100);

struct ServerFeed<I> {
    inbox: Inbox<I>,
    gate: Arc<Gate>,
    /// The game report last sent, while nothing else has been sent after it.
    latest: Mutex<Option<LatestReport>>,
}

impl<I: Send + 'static> ServerFeed<I> {
    /// Sends `event`, after waiting for room when `may_wait` (the server's threads; never the
    /// runtime's own, which makes the room).
    fn deliver(&self, event: ServerEvent, may_wait: bool) -> bool {
        let at = Instant::now();
        let Some(event) = self.supersede(at, event) else {
            return true;
        };
        // Never waits holding the lock: the runtime's own thread may send meanwhile.
        while may_wait && !self.gate.wait_for_room(ROOM_WAIT) {}
        let mut latest = self.latest.lock().unwrap_or_else(PoisonError::into_inner);
        let supersedes = matches!(event, ServerEvent::State(_) | ServerEvent::GameFull { .. });
        let event = match latest.as_ref() {
            Some(report) if supersedes => match report.supersede(at, event) {
                None => return true,
                Some(event) => event,
            },
            _ => event,
        };
        let permit = self.gate.admit(server_bytes(&event));
        if supersedes {
            let report = LatestReport::new(at, event);
            *latest = Some(report.clone());
            self.inbox
                .send_gated(at, Event::ServerLatest(report), permit)
        } else {
            // What comes after this event must not be folded into a state sent before it.
            *latest = None;
            self.inbox.send_gated(at, Event::Server(event), permit)
        }
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
    fn report(timed: Timed<()>) -> Option<ServerEvent> {
        match timed.event {
            Event::ServerLatest(report) => report.take(),
            Event::Server(event) => Some(event),
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
