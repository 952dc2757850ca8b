//! Tests of the screen drive the real runtime: a table, a carrier with no devices (or the
//! ones a test gives), and the screen face drawing on a `TestBackend`.

use ratatui::Terminal;
use ratatui::backend::{Backend, TestBackend};
use ratatui::buffer::Cell;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Position;

use crate::core::session::Session;
use crate::core::table::{Table, TableSetup};
use crate::runtime::{Carrier, Event as RuntimeEvent, Runtime};

use super::app::{App, Focus, LogEntry, Screen, ViewOptions};
use super::tui::ScreenFace;

/// The screen over a table, at instants the test chooses.
#[derive(Debug)]
pub struct TestScreen {
    pub runtime: Runtime<ScreenFace<TestBackend>>,
}

impl TestScreen {
    /// An 80 × 24 screen over `session` with no devices, opened at instant 0.
    pub fn new(session: Session, view: ViewOptions) -> Self {
        Self::with(
            session,
            view,
            TableSetup::default(),
            Carrier::new(None, None, true),
        )
    }

    pub fn with(session: Session, view: ViewOptions, setup: TableSetup, carrier: Carrier) -> Self {
        Self::sized(session, view, setup, carrier, 80, 24)
    }

    pub fn sized(
        session: Session,
        view: ViewOptions,
        setup: TableSetup,
        carrier: Carrier,
        width: u16,
        height: u16,
    ) -> Self {
        let table = Table::new(session, setup);
        let app = App::new(view, &table);
        let terminal = Terminal::new(TestBackend::new(width, height)).expect("test terminal");
        let mut runtime = Runtime::new(table, carrier, ScreenFace::new(app, terminal));
        runtime.start(0).expect("the table opens");
        Self { runtime }
    }

    pub fn key(&mut self, key: KeyEvent, at_ms: u64) {
        self.runtime
            .deliver(at_ms, RuntimeEvent::Face(Event::Key(key)))
            .expect("the key is handled");
    }

    /// Any terminal event (a resize, a key released) at `at_ms`.
    pub fn event(&mut self, event: Event, at_ms: u64) {
        self.runtime
            .deliver(at_ms, RuntimeEvent::Face(event))
            .expect("the event is handled");
    }

    /// A key with modifiers (Alt-F, Ctrl-Q).
    pub fn chord(&mut self, code: KeyCode, modifiers: KeyModifiers, at_ms: u64) {
        self.key(KeyEvent::new(code, modifiers), at_ms);
    }

    /// Keys pressed one after another at `at_ms`.
    pub fn presses(&mut self, codes: &[KeyCode], at_ms: u64) {
        for &code in codes {
            self.press(code, at_ms);
        }
    }

    pub fn press(&mut self, code: KeyCode, at_ms: u64) {
        self.key(KeyEvent::new(code, KeyModifiers::NONE), at_ms);
    }

    pub fn type_text(&mut self, text: &str, at_ms: u64) {
        for c in text.chars() {
            self.press(KeyCode::Char(c), at_ms);
        }
    }

    /// Types `text` and Enter.
    pub fn type_line(&mut self, text: &str, at_ms: u64) {
        self.type_text(text, at_ms);
        self.press(KeyCode::Enter, at_ms);
    }

    /// Time passes to `at_ms` with no key.
    pub fn wake(&mut self, at_ms: u64) {
        self.runtime.wake(at_ms).expect("the table wakes");
    }

    /// When the loop would wake at `at_ms` with no event (`None`: it waits for input).
    pub fn next_wake(&self, at_ms: u64) -> Option<u64> {
        self.runtime.next_wake(at_ms)
    }

    pub fn app(&self) -> &App {
        self.runtime.face().app()
    }

    pub fn table(&self) -> &Table {
        self.runtime.table()
    }

    pub fn session(&self) -> &Session {
        self.runtime.table().session()
    }

    /// The screen as drawn now (the instant only matters for the clocks).
    pub fn screen(&self) -> Screen<'_> {
        Screen::new(self.app(), self.table(), 0)
    }

    pub fn focus(&self) -> Focus {
        self.app().focus()
    }

    pub fn input(&self) -> &str {
        self.app().input()
    }

    /// The caret on the input line, in characters.
    pub fn caret(&self) -> usize {
        self.screen().caret()
    }

    /// The status line's parts.
    pub fn status(&self) -> Vec<String> {
        self.app().status(self.table())
    }

    pub fn log(&self) -> &[LogEntry] {
        self.app().log()
    }

    /// Everything said, in order.
    pub fn said(&self) -> Vec<String> {
        self.log().iter().map(|s| s.text.clone()).collect()
    }

    pub fn last_said(&self) -> String {
        self.log()
            .last()
            .map(|s| s.text.clone())
            .unwrap_or_default()
    }

    pub fn terminal(&self) -> &Terminal<TestBackend> {
        self.runtime.face().terminal()
    }

    /// The screen's text, one string a row (as last drawn).
    pub fn rows(&self) -> Vec<String> {
        let buffer = self.terminal().backend().buffer();
        (0..buffer.area.height)
            .map(|y| {
                (0..buffer.area.width)
                    .map(|x| buffer[(x, y)].symbol())
                    .collect::<String>()
            })
            .collect()
    }

    /// The cell at a position, for styles (as last drawn).
    pub fn cell(&self, x: u16, y: u16) -> Cell {
        self.terminal().backend().buffer()[(x, y)].clone()
    }

    /// Where the terminal cursor was left by the last drawing.
    pub fn cursor(&mut self) -> Position {
        self.runtime
            .face_mut()
            .terminal_mut()
            .backend_mut()
            .get_cursor_position()
            .expect("the test backend has a cursor")
    }

    pub fn finished(&self) -> bool {
        self.runtime.finished()
    }
}
