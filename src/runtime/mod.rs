//! The one runtime of the table, for both faces.
//!
//! ```text
//!  threads: face input (lines | keys) · peg link · DGT link · engine · online streams
//!             │  each sends Timed{at, Event} into ONE inbox, through its port::Sink
//!             ▼
//!  loop: recv_timeout(next wake) → TableInput → Table::handle (pure) → effects
//!             ▼
//!  Carrier, fixed order: journal (synced) → speech → boards → engine → online → files
//!             ▼
//!  Faces: the one in front (line printer | screen view model) and those beside it (the
//!  braille display) — each shows every step and reads its own input, which goes to the table
//! ```
//!
//! The loop sleeps until the next event or the next instant something is due (a clock
//! announcement, a flag, a board's guidance, an engine's deadline, the clock's display), so an
//! idle table costs nothing. Nothing here waits on a device: an engine thinks on its own
//! threads, links read on theirs, and every command is answered as soon as it arrives.

pub mod analyst;
pub mod carrier;
pub mod engine_trouble;
pub mod event;
pub mod face;
pub mod faces;
pub mod timeline;

#[cfg(test)]
pub(crate) mod testing;

use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

use crate::core::table::{Table, TableEnd, TableInput};

pub use carrier::{Attestation, Carrier, Report, Spoken};
pub use event::{BesideInput, Event, FaceId, Inbox, LatestReport, Timed};
pub use face::{Face, FaceError, Request};
pub use faces::Faces;
pub use timeline::Timeline;

/// Why the table stopped before its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuntimeError {
    Face(FaceError),
    /// The face's input could not be read.
    Input(String),
    /// A device the table cannot be without failed as it started.
    Device(crate::core::message::Message),
}

impl std::fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Face(error) => error.fmt(f),
            Self::Input(problem) => f.write_str(problem),
            Self::Device(problem) => f.write_str(&problem.in_english()),
        }
    }
}

impl std::error::Error for RuntimeError {}

impl From<FaceError> for RuntimeError {
    fn from(error: FaceError) -> Self {
        Self::Face(error)
    }
}

/// The table, its devices and its faces.
#[derive(Debug)]
pub struct Runtime<F: Face> {
    table: Table,
    carrier: Carrier,
    /// The face in front, whose input thread reads lines or keys.
    face: F,
    /// The faces beside it (the braille display).
    beside: Faces,
    /// The last instant handed to the table (instants never go back).
    last_ms: u64,
    /// The face in front has a change of its own not drawn yet (an edit of its input line,
    /// held back by [`Self::run`] while more input waits).
    face_undrawn: bool,
}

/// How long [`Runtime::run`] may hold back the front face's own changes while its input keeps
/// coming: a flood of keys is drawn a few times a second, not once a key (a frame of the full
/// screen costs far more than a key), and the last key of a burst is drawn at once.
const FACE_FRAME_MS: u64 = 100;

impl<F: Face> Runtime<F> {
    pub fn new(table: Table, carrier: Carrier, face: F) -> Self {
        Self {
            table,
            carrier,
            face,
            beside: Faces::default(),
            last_ms: 0,
            face_undrawn: false,
        }
    }

    /// The faces beside the front one, shown every step as it is.
    #[must_use]
    pub fn with_faces_beside(mut self, beside: Faces) -> Self {
        self.beside = beside;
        self
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn face(&self) -> &F {
        &self.face
    }

    pub fn face_mut(&mut self) -> &mut F {
        &mut self.face
    }

    pub fn carrier(&self) -> &Carrier {
        &self.carrier
    }

    /// The devices back, once the table is done with them.
    pub fn into_carrier(self) -> Carrier {
        self.carrier
    }

    /// Whether the table has ended.
    pub fn finished(&self) -> bool {
        self.table.wants_to_quit()
    }

    /// Opens the table at `at_ms`: who plays, a sealed move, the engine's first move.
    pub fn start(&mut self, at_ms: u64) -> Result<(), RuntimeError> {
        self.last_ms = at_ms;
        let effects = self.table.start(at_ms);
        self.perform(at_ms, effects)
    }

    /// When the loop must wake with no event: the table's next wake-up, or a face's redraw (a
    /// running clock shown).
    pub fn next_wake(&self, at_ms: u64) -> Option<u64> {
        [
            self.table.next_wake(),
            self.face.next_redraw(&self.table, at_ms),
            self.beside.next_redraw(&self.table, at_ms),
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Handles one event that happened at `at_ms` (an earlier instant counts as the last one).
    pub fn deliver(&mut self, at_ms: u64, event: Event<F::Input>) -> Result<(), RuntimeError> {
        self.deliver_drawing(at_ms, event, true)
    }

    /// [`Self::deliver`]; a change of the front face's own drawn now only when `draw_face`,
    /// else noted as undrawn.
    fn deliver_drawing(
        &mut self,
        at_ms: u64,
        event: Event<F::Input>,
        draw_face: bool,
    ) -> Result<(), RuntimeError> {
        let at_ms = at_ms.max(self.last_ms);
        self.last_ms = at_ms;
        match event {
            Event::Face(input) => {
                let requests = self.face.read(input, &self.table, at_ms);
                if requests.is_empty() {
                    // A resize, an edit of the input line: only the face changed.
                    if draw_face {
                        self.draw_face(at_ms)?;
                    } else {
                        self.face_undrawn = true;
                    }
                }
                self.ask(at_ms, requests)
            }
            Event::Beside(input) => {
                let (face, requests) = self.beside.read(input, &self.table, at_ms);
                if requests.is_empty() {
                    // A key that pans the display: only that face changed.
                    self.beside.show_one(face, &self.table, at_ms)?;
                }
                self.ask(at_ms, requests)
            }
            Event::FaceClosed => self.step(at_ms, TableInput::InputClosed),
            Event::FaceFailed(problem) => {
                self.step(at_ms, TableInput::Quit)?;
                Err(RuntimeError::Input(problem))
            }
            Event::Table(input) => self.step(at_ms, input),
            Event::ServerLatest(report) => match report.take() {
                Some(event) => self.step(at_ms, TableInput::Server(event)),
                None => Ok(()),
            },
            Event::Engine(event) => match self.carrier.engine_answer(event) {
                Some(answer) => self.step(at_ms, TableInput::Engine(answer)),
                None => Ok(()),
            },
            Event::Analyst(event) => match self.carrier.analyst_answer(event) {
                Some(answer) => self.step(at_ms, TableInput::Engine(answer)),
                None => Ok(()),
            },
            Event::DeviceFailed(problem) => {
                self.step(at_ms, TableInput::Quit)?;
                Err(RuntimeError::Device(problem))
            }
        }
    }

    /// What a face read asks, in order: the table's input through its door, or the face's own
    /// words said and shown on every face.
    fn ask(&mut self, at_ms: u64, requests: Vec<Request>) -> Result<(), RuntimeError> {
        for request in requests {
            match request {
                Request::Table(input) => self.step(at_ms, input)?,
                Request::Say { text, transient } => {
                    let report = self.carrier.say_own(text);
                    self.show(&report, transient, at_ms)?;
                }
            }
            if self.finished() {
                break;
            }
        }
        Ok(())
    }

    /// Shows a step on every face: those beside first, then the one in front.
    fn show(&mut self, report: &Report, transient: bool, at_ms: u64) -> Result<(), RuntimeError> {
        self.beside.show(&self.table, report, transient, at_ms)?;
        self.face_undrawn = false;
        self.face.show(&self.table, report, transient, at_ms)?;
        Ok(())
    }

    /// Draws the front face as it now is, with nothing new from the table.
    fn draw_face(&mut self, at_ms: u64) -> Result<(), RuntimeError> {
        self.face_undrawn = false;
        self.face
            .show(&self.table, &Report::default(), false, at_ms)?;
        Ok(())
    }

    /// Time passed with no event.
    pub fn wake(&mut self, at_ms: u64) -> Result<(), RuntimeError> {
        let at_ms = at_ms.max(self.last_ms);
        self.last_ms = at_ms;
        self.step(at_ms, TableInput::Wake)
    }

    fn step(&mut self, at_ms: u64, input: TableInput) -> Result<(), RuntimeError> {
        self.carrier.note_input(at_ms, &input);
        let effects = self.table.handle(at_ms, input);
        self.perform(at_ms, effects)
    }

    /// Carries out effects, hands what they gave back to the table, and shows it all.
    fn perform(
        &mut self,
        at_ms: u64,
        effects: Vec<crate::core::table::TableEffect>,
    ) -> Result<(), RuntimeError> {
        let mut report = Report::default();
        // First in, first out: what the carrier hands back (the journal's path, then the
        // record's) is said in the order it happened.
        let mut pending = std::collections::VecDeque::from([effects]);
        while let Some(effects) = pending.pop_front() {
            let (done, back) = self.carrier.perform(&self.table, &effects);
            report.extend(done);
            for input in back {
                pending.push_back(self.table.handle(at_ms, input));
            }
        }
        self.show(&report, false, at_ms)
    }

    /// Runs the table until it ends: events from `inbox`, stamped on `timeline`. Why it ended
    /// (left, or left for training) is the table's typed answer.
    pub fn run(
        &mut self,
        inbox: &Receiver<Timed<Event<F::Input>>>,
        timeline: &Timeline,
    ) -> Result<TableEnd, RuntimeError> {
        self.start(timeline.now_ms())?;
        // Once every sender is gone nothing more can arrive: the input's end is told once, and
        // the loop then only sleeps until what is due (an engine's deadline), never spinning.
        let mut inbox_open = true;
        // An event taken from the inbox to see whether more input waits (see below).
        let mut taken: Option<Timed<Event<F::Input>>> = None;
        // When the front face's oldest undrawn change was made.
        let mut undrawn_since: Option<u64> = None;
        while !self.finished() {
            let now = timeline.now_ms();
            let wait = self
                .next_wake(now)
                .map(|wake| Duration::from_millis(wake.saturating_sub(now)));
            let event = if let Some(timed) = taken.take() {
                Some(timed)
            } else if inbox_open {
                let received = match wait {
                    Some(wait) => inbox.recv_timeout(wait),
                    None => inbox.recv().map_err(|_| RecvTimeoutError::Disconnected),
                };
                match received {
                    Ok(event) => Some(event),
                    Err(RecvTimeoutError::Timeout) => None,
                    Err(RecvTimeoutError::Disconnected) => {
                        inbox_open = false;
                        Some(Timed::now(Event::FaceClosed))
                    }
                }
            } else if let Some(wait) = wait {
                std::thread::sleep(wait);
                None
            } else {
                // Nothing is due and nothing can arrive: the table ends.
                self.step(now, TableInput::Quit)?;
                return Ok(self.table.end());
            };
            match event {
                None => self.wake(timeline.now_ms())?,
                Some(timed) => {
                    let read_at = timed.event.read_at(timed.at);
                    self.deliver_drawing(timeline.at(read_at), timed.event, false)?;
                }
            }
            // The front face's own change is drawn once no more input waits, or once it has
            // waited a frame: a burst of keys is one frame, not one a key.
            if self.face_undrawn {
                let now = timeline.now_ms();
                let since = *undrawn_since.get_or_insert(now);
                taken = inbox.try_recv().ok();
                if taken.is_none() || now.saturating_sub(since) >= FACE_FRAME_MS {
                    self.draw_face(now.max(self.last_ms))?;
                }
            }
            if !self.face_undrawn {
                undrawn_since = None;
            }
        }
        Ok(self.table.end())
    }

    /// Waits (at most `limit`) for queued speech to be heard, and as long again for the hall
    /// to take the table's last states.
    pub fn finish_speech(&self, limit: Duration) {
        self.carrier.finish_speech(limit);
        self.carrier.finish_hall(limit);
    }
}
