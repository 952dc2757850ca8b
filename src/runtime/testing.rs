//! Devices for tests of either face: the carrier with a text speech engine writing to memory,
//! with a journal, or with a scripted engine — so a face's tests never build devices themselves.

use std::io::Write;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};

use shakmaty::{CastlingMode, Color};

use crate::core::game::Game;
use crate::core::table::{DEFAULT_MOVE_TIME_MS, EngineSetup, TableSetup};
use crate::engine::{EngineEvent, FakeMoveSource, FakeRequest};
use crate::journal::{Header, Journal};
use crate::speech::{SpeechService, TextEngine};

use super::Carrier;

/// An engine's answer as the runtime receives it.
pub use crate::engine::EngineEvent as EngineAnswerEvent;
/// What a scripted engine answers, and what it is told: a face's tests name them from here, so
/// that no face reaches for a device module itself.
pub use crate::engine::{EngineError, FakeReply};

/// What a text speech engine wrote, shared with the test.
#[derive(Debug, Clone, Default)]
pub struct SpokenText(Arc<Mutex<Vec<u8>>>);

impl Write for SpokenText {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl SpokenText {
    /// Every line the engine spoke.
    pub fn lines(&self) -> Vec<String> {
        let bytes = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone();
        String::from_utf8_lossy(&bytes)
            .lines()
            .map(str::to_owned)
            .collect()
    }
}

/// A carrier whose speech is a text engine writing to memory.
pub fn speaking_carrier() -> (Carrier, SpokenText) {
    let spoken = SpokenText::default();
    let speech = SpeechService::start(Box::new(TextEngine::new(Box::new(spoken.clone()))), None)
        .expect("the speech thread starts");
    (Carrier::new(None, Some(speech), true), spoken)
}

/// A carrier with a new journal (of a game from the start) in `dir`, and the journal's path.
pub fn journaled_carrier(dir: &std::path::Path) -> (Carrier, PathBuf) {
    let header = Header {
        fen: Game::new().fen(),
        castling_mode: CastlingMode::Standard,
        time_control: None,
    };
    let journal = Journal::create(dir, &header, 1).expect("a journal");
    let path = journal.path().to_owned();
    (Carrier::new(Some(journal), None, true), path)
}

/// The records a carrier's journal holds on disk now (read without its lock), for a face's
/// tests to check what was written before it was said.
pub fn journaled_records(path: &std::path::Path) -> Vec<crate::core::session::Record> {
    crate::journal::read(path)
        .expect("the journal reads back")
        .records
}

/// What the scripted engine was asked, shared with the test.
pub type Asked = Arc<Mutex<Vec<FakeRequest>>>;

/// A carrier with a scripted engine playing `side`, the table's setup for it, the channel its
/// answers arrive on (deliver them as [`super::Event::Engine`]), and what it was asked.
pub fn engine_carrier(
    script: Vec<FakeReply>,
    side: Color,
) -> (Carrier, TableSetup, Receiver<EngineEvent>, Asked) {
    let (sender, events) = channel::<EngineEvent>();
    let engine = FakeMoveSource::new(script, sender);
    let asked = engine.log();
    let mut carrier = Carrier::new(None, None, true);
    carrier.set_engine(Box::new(engine), side);
    let setup = TableSetup {
        engine: Some(Ok(EngineSetup {
            name: "Fake".to_owned(),
            side,
            move_time_ms: DEFAULT_MOVE_TIME_MS,
        })),
        ..TableSetup::default()
    };
    (carrier, setup, events, asked)
}

/// A carrier whose analysis engine is a scripted fake (each position answered with its first
/// legal move and no score), and the channel its answers arrive on.
pub fn analyst_carrier() -> (Carrier, Receiver<EngineEvent>) {
    let (sender, events) = channel::<EngineEvent>();
    let mut carrier = Carrier::new(None, None, false);
    carrier.set_analyst(Box::new(move || {
        let engine = FakeMoveSource::new(vec![FakeReply::FirstLegal; 64], sender.clone());
        Ok(Box::new(engine) as Box<dyn crate::engine::MoveSource>)
    }));
    (carrier, events)
}
