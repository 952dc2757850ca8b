//! The terminal side of the screen: raw mode and the alternate screen (restored on every exit,
//! panics included), the event loop, speech, and the entry point `annabella play` calls.
//!
//! The loop sleeps until a key arrives or something is due by itself: the session's next clock
//! announcement or flag, or the running clock's display (once a second, ten times a second
//! under ten seconds). Without a running clock it blocks on the keyboard and costs nothing.
//! Nothing is printed to stdout or stderr while the screen is up: notices go to the log.

use std::fmt;
use std::path::PathBuf;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::event::{
    self, DisableBracketedPaste, EnableBracketedPaste, Event, KeyEventKind,
};
use shakmaty::Color;

use crate::core::table::Table;
use crate::runtime::{
    Carrier, Event as RuntimeEvent, Face, FaceError, Inbox, Report, Request, Runtime, Timed,
    Timeline,
};

use super::app::{App, Layout, Screen, ViewOptions};
use super::frame_backend::FrameBackend;
use super::{reader_view, view};

/// How long, on leaving, speech may take to finish what it is saying.
const FINAL_SPEECH: Duration = Duration::from_secs(3);

/// The screen's own options on the `play` command line.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct TuiArgs {
    /// Large print: each square 5 cells wide and 3 rows high.
    #[arg(long)]
    pub large: bool,
    /// High contrast: black and white squares, bold text.
    #[arg(long)]
    pub high_contrast: bool,
    /// Chess symbols (♔ ♚) instead of letters on the board and the score sheet.
    #[arg(long)]
    pub symbols: bool,
    /// The layout for screen readers and braille displays: no clock ticking on the screen,
    /// each announcement once on the cursor's line, the focused square in words.
    /// `--screen-reader=false`: the sighted layout even when a screen reader is running.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub screen_reader: Option<bool>,
    /// Write everything said to FILE, one line each, instead of the speech server (no audio).
    #[arg(long, value_name = "FILE")]
    pub speech_log: Option<PathBuf>,
}

impl TuiArgs {
    pub fn view(&self) -> ViewOptions {
        ViewOptions {
            bottom: Color::White,
            large: self.large,
            high_contrast: self.high_contrast,
            symbols: self.symbols,
            layout: if self.screen_reader == Some(true) {
                Layout::ScreenReader
            } else {
                Layout::Sighted
            },
            read_aloud: false,
        }
    }
}

/// Why the screen stopped early: the terminal failed, or the journal could not be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TuiError(pub String);

impl fmt::Display for TuiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TuiError {}

fn terminal_error(error: impl fmt::Display) -> TuiError {
    TuiError(format!("terminal: {error}"))
}

/// Runs the table on the screen until the player leaves: terminal events are read on their own
/// thread into the runtime's inbox, with the boards' and the engine's events. `speech_problem`
/// says why there is no speech (shown on the screen). The table's time starts at `base_ms`.
pub fn run(
    table: Table,
    carrier: Carrier,
    view: ViewOptions,
    speech_problem: Option<String>,
    inbox: &Inbox<Event>,
    events: &Receiver<Timed<Event>>,
    base_ms: u64,
) -> Result<(), TuiError> {
    let mut app = App::new(view, &table);
    if let Some(problem) = speech_problem {
        let text = table
            .session()
            .strings()
            .screen
            .speech_off
            .replace("{reason}", &problem);
        app.show_notice(text);
    }
    let (result, runtime) = {
        // `try_init` installs a panic hook that restores the terminal; the guard restores it
        // on every other way out.
        let _restore = Restore;
        // Raw mode, the alternate screen and the panic hook as ratatui sets them up; the frames
        // then go through a backend that writes each at once (see `frame_backend`).
        drop(ratatui::try_init().map_err(terminal_error)?);
        // A paste arrives as one event, not one key per character.
        ratatui::crossterm::execute!(std::io::stdout(), EnableBracketedPaste)
            .map_err(terminal_error)?;
        let terminal =
            Terminal::new(FrameBackend::new(std::io::stdout())).map_err(terminal_error)?;
        spawn_terminal_reader(inbox.clone());
        let mut runtime = Runtime::new(table, carrier, ScreenFace::new(app, terminal));
        let result = runtime.run(events, &Timeline::starting_at(base_ms));
        (result, runtime)
    };
    runtime.finish_speech(FINAL_SPEECH);
    result.map_err(|e| TuiError(e.to_string()))
}

/// Leaves raw mode and the alternate screen when dropped.
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        // Nothing useful to do if restoring fails; the shell's `reset` still works.
        let _ = ratatui::crossterm::execute!(std::io::stdout(), DisableBracketedPaste);
        let _ = ratatui::try_restore();
    }
}

/// Reads terminal events on their own thread, each stamped as it arrives.
fn spawn_terminal_reader(inbox: Inbox<Event>) {
    std::thread::spawn(move || {
        loop {
            match event::read() {
                Ok(event) => {
                    if !inbox.send(RuntimeEvent::Face(event)) {
                        return;
                    }
                }
                Err(error) => {
                    inbox.send(RuntimeEvent::FaceFailed(format!("terminal: {error}")));
                    return;
                }
            }
        }
    });
}

/// The screen as the runtime's face: the app's state drawn on a terminal (any ratatui backend,
/// so tests draw on a `TestBackend`).
#[derive(Debug)]
pub struct ScreenFace<B: Backend> {
    app: App,
    terminal: Terminal<B>,
    /// Under a screen reader the clocks' faces show the time at the last news (a move, a
    /// press, words said), so the screen does not change every second and the screen reader
    /// does not read a clock over the moves.
    clock_at_ms: u64,
    /// The clock's state at the last news: a press changes it without words.
    clock_state: Option<ClockState>,
}

/// Whose clock runs, in which phase, after how many moves.
type ClockState = (Option<Color>, crate::core::clock::Phase, u64, u64);

impl<B: Backend> ScreenFace<B> {
    pub fn new(app: App, terminal: Terminal<B>) -> Self {
        Self {
            app,
            terminal,
            clock_at_ms: 0,
            clock_state: None,
        }
    }

    pub fn app(&self) -> &App {
        &self.app
    }

    pub fn terminal(&self) -> &Terminal<B> {
        &self.terminal
    }

    pub fn terminal_mut(&mut self) -> &mut Terminal<B> {
        &mut self.terminal
    }
}

impl<B: Backend> Face for ScreenFace<B> {
    type Input = Event;

    fn read(&mut self, input: Event, table: &Table) -> Vec<Request> {
        match input {
            Event::Key(key) if key.kind == KeyEventKind::Press => self.app.on_key(key, table),
            Event::Paste(text) => self.app.on_paste(&text, table),
            // A resize or anything else: the next show redraws.
            _ => Vec::new(),
        }
    }

    fn show(
        &mut self,
        table: &Table,
        report: &Report,
        transient: bool,
        at_ms: u64,
    ) -> Result<(), FaceError> {
        self.app.show(report, transient);
        let news = !report.said.is_empty()
            || !report.notices.is_empty()
            || !report.troubles.is_empty()
            || report.refusal.is_some()
            || report.moved;
        let clock_state = table.session().clock().map(|clock| {
            (
                clock.turn(),
                clock.phase(),
                clock.moves(Color::White),
                clock.moves(Color::Black),
            )
        });
        if news || clock_state != self.clock_state {
            self.clock_at_ms = at_ms;
            self.clock_state = clock_state;
        }
        let clock_ms = if self.app.view.read_aloud {
            self.clock_at_ms
        } else {
            at_ms
        };
        let screen = Screen::new(&self.app, table, clock_ms);
        let reader = self.app.view.layout == Layout::ScreenReader;
        self.terminal
            .draw(|frame| {
                if reader {
                    reader_view::draw(&screen, frame);
                } else {
                    view::draw(&screen, frame);
                }
            })
            .map(|_| ())
            .map_err(|e| FaceError(format!("terminal: {e}")))
    }

    fn next_redraw(&self, table: &Table, at_ms: u64) -> Option<u64> {
        if self.app.view.read_aloud {
            // The clocks change with news only (see `clock_at_ms`).
            return None;
        }
        self.app.next_redraw(table, at_ms)
    }
}

#[cfg(test)]
mod tests;
