//! A face shows the table and reads what its person does: line mode's printer, the screen's
//! view model, the braille display. It holds no journal, speech, engine or link: it asks, the
//! table decides.
//!
//! The runtime holds one face in front (the one whose input thread reads lines or keys,
//! [`super::Event::Face`]) and a list of faces beside it ([`super::Faces`]: the braille
//! display), each with its own device's events ([`super::Event::Beside`]). Every face is shown
//! every step the same way, and what each one reads enters the table through the same door
//! ([`Request::Table`]).

use crate::core::table::{Table, TableInput};

use super::carrier::Report;

/// What a face asks after reading a line, a key, or its device's news.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// Something for the table.
    Table(TableInput),
    /// The face's own words (where the focus is, the keys' help, the display that came or
    /// went): said, and shown on every face; `transient` words are replaced by the next
    /// transient ones (walking the board does not flood a log).
    Say { text: String, transient: bool },
}

/// Why a face could not show or read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FaceError(pub String);

impl std::fmt::Display for FaceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FaceError {}

/// Line mode, the screen, the braille display.
pub trait Face {
    /// What the face's input reads: a line, a terminal event, a braille display's key.
    type Input: Send + 'static;

    /// Turns what was read at `at_ms` into requests, in order.
    fn read(&mut self, input: Self::Input, table: &Table, at_ms: u64) -> Vec<Request>;

    /// Shows one step of the table at `at_ms`. `transient` marks the face's own transient
    /// words.
    fn show(
        &mut self,
        table: &Table,
        report: &Report,
        transient: bool,
        at_ms: u64,
    ) -> Result<(), FaceError>;

    /// When the face changes by itself (a running clock's display), so the loop wakes to show
    /// it; `None`: only when something happens.
    fn next_redraw(&self, _table: &Table, _at_ms: u64) -> Option<u64> {
        None
    }
}
