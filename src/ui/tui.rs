//! The terminal side of the screen: raw mode and the alternate screen (restored on every exit,
//! panics included), the terminal's reader thread, and the screen as the runtime's face. The
//! table is wired and run by the one composition root (`cli/table_root.rs`), as line mode is.
//!
//! The loop sleeps until a key arrives or something is due by itself: the session's next clock
//! announcement or flag, or the running clock's display (once a second, ten times a second
//! under ten seconds). Without a running clock it blocks on the keyboard and costs nothing.
//! Nothing is printed to stdout or stderr while the screen is up: notices go to the log.

use std::fmt;
use std::io::Stdout;
use std::path::PathBuf;
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::event::{DisableBracketedPaste, EnableBracketedPaste, Event, KeyEventKind};
use shakmaty::Color;

use crate::core::table::Table;
use crate::runtime::{Face, FaceError, Report, Request};

use super::app::{App, Layout, Screen, ViewOptions};
use super::frame_backend::FrameBackend;
use super::{reader_view, view};

/// How long, on leaving, speech may take to finish what it is saying.
pub const FINAL_SPEECH: Duration = Duration::from_secs(3);

// The screen's own options on the `play` command line. (A comment, not documentation: clap
// would take a flattened struct's documentation for the command's description.)
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

/// The screen as the table's face, up: raw mode, the alternate screen and bracketed paste set
/// (ratatui's panic hook restores the terminal on a panic), the frames drawn through a backend
/// that writes each at once (see `frame_backend`). `speech_problem` is the sentence saying why
/// there is no speech (shown on the screen). The terminal is given back when the returned [`ScreenUp`] is dropped.
pub fn open_screen(
    table: &Table,
    view: ViewOptions,
    speech_problem: Option<String>,
) -> Result<(ScreenFace<FrameBackend<Stdout>>, ScreenUp), TuiError> {
    let mut app = App::new(view, table);
    // Already a whole sentence ("no speech: …"): shown as it is, not wrapped again.
    if let Some(problem) = speech_problem {
        app.show_notice(problem);
    }
    // The guard restores the terminal on every way out, an error here included.
    let up = ScreenUp { _private: () };
    drop(ratatui::try_init().map_err(terminal_error)?);
    // A paste arrives as one event, not one key per character.
    ratatui::crossterm::execute!(std::io::stdout(), EnableBracketedPaste)
        .map_err(terminal_error)?;
    let terminal = Terminal::new(FrameBackend::new(std::io::stdout())).map_err(terminal_error)?;
    Ok((ScreenFace::new(app, terminal), up))
}

/// The terminal in raw mode on the alternate screen: left when dropped.
#[derive(Debug)]
pub struct ScreenUp {
    _private: (),
}

impl Drop for ScreenUp {
    fn drop(&mut self) {
        // Nothing useful to do if restoring fails; the shell's `reset` still works.
        let _ = ratatui::crossterm::execute!(std::io::stdout(), DisableBracketedPaste);
        let _ = ratatui::try_restore();
    }
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

    fn read(&mut self, input: Event, table: &Table, _at_ms: u64) -> Vec<Request> {
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
