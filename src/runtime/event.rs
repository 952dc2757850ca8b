//! What wakes the runtime: one inbox of timestamped events from every thread.

use std::sync::mpsc::Sender;
use std::time::Instant;

use crate::core::table::{BoardEvent, BoardKind, ServerEvent};
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
    Board(BoardKind, BoardEvent),
    Engine(EngineEvent),
    /// From the engine analysing the finished game.
    Analyst(EngineEvent),
    /// What the game's server reported (online play).
    Server(ServerEvent),
}

/// An event and the instant its adapter read it (once, when it was made).
#[derive(Debug)]
pub struct Timed<I> {
    pub at: Instant,
    pub event: Event<I>,
}

impl<I> Timed<I> {
    pub fn now(event: Event<I>) -> Self {
        Self {
            at: Instant::now(),
            event,
        }
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
        self.0.send(Timed { at, event }).is_ok()
    }

    /// The online link's sink: what the server reports, stamped as it arrives.
    pub fn server_sink(&self) -> crate::online::ServerSink {
        let inbox = self.clone();
        crate::online::ServerSink::from_fn(move |event| inbox.send(Event::Server(event)))
    }

    /// The analysis engine's sink.
    pub fn analyst_sink(&self) -> crate::engine::EventSink {
        let inbox = self.clone();
        crate::engine::EventSink::from_fn(move |event| {
            inbox.send(Event::Analyst(event));
        })
    }

    /// The engine's sink: its answers stamped as they arrive.
    pub fn engine_sink(&self) -> crate::engine::EventSink {
        let inbox = self.clone();
        crate::engine::EventSink::from_fn(move |event| {
            inbox.send(Event::Engine(event));
        })
    }
}
