//! `annabella arbiter` on a terminal: the console's full screen ([`crate::ui::hall_screen`])
//! as the console's face. Raw mode and the alternate screen are set when it opens and given back
//! on every way out (ratatui's panic hook included); each frame is written at once (the table's
//! screen's [`FrameBackend`]), so a screen reader never reads half a frame; a frame is drawn only
//! when something shows differently, once for a burst of messages, and at most every
//! [`FRAME_GAP`].

use std::io::Stdout;
use std::sync::mpsc::SyncSender;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::crossterm::event::{DisableBracketedPaste, EnableBracketedPaste, Event};

use super::CliError;
use super::arbiter_face::ConsoleFace;
use crate::hall::command::ConsoleCommand;
use crate::hall::console::Hall;
use crate::hall::words::HallWords;
use crate::ui::frame_backend::FrameBackend;
use crate::ui::hall_screen::{ConsoleLayout, ConsoleScreen, KeyOutcome};

/// The least time between two frames: a hall of many tables moving at once is a few frames a
/// second, not one a message (a screen reader re-reads what changes; a slow link falls behind).
const FRAME_GAP: Duration = Duration::from_millis(50);

/// The console's full screen, up.
pub(super) struct ScreenConsole {
    screen: ConsoleScreen,
    terminal: Terminal<FrameBackend<Stdout>>,
    /// When the last frame was drawn.
    drawn_at: Option<Instant>,
}

/// The terminal in raw mode on the alternate screen: given back when dropped.
pub(super) struct ScreenUp {
    _private: (),
}

impl Drop for ScreenUp {
    fn drop(&mut self) {
        // Nothing useful to do if restoring fails; the shell's `reset` still works.
        let _ = ratatui::crossterm::execute!(std::io::stdout(), DisableBracketedPaste);
        let _ = ratatui::try_restore();
    }
}

fn terminal_failed(error: std::io::Error) -> CliError {
    CliError::failed(error)
}

/// Opens the full screen, in the screen reader's layout when `reader`.
pub(super) fn open(words: HallWords, reader: bool) -> Result<(ScreenConsole, ScreenUp), CliError> {
    let layout = if reader {
        ConsoleLayout::ScreenReader
    } else {
        ConsoleLayout::Sighted
    };
    // The guard gives the terminal back on every way out, an error here included.
    let up = ScreenUp { _private: () };
    drop(ratatui::try_init().map_err(terminal_failed)?);
    ratatui::crossterm::execute!(std::io::stdout(), EnableBracketedPaste)
        .map_err(terminal_failed)?;
    let terminal = Terminal::new(FrameBackend::new(std::io::stdout())).map_err(terminal_failed)?;
    Ok((
        ScreenConsole {
            screen: ConsoleScreen::new(layout, words),
            terminal,
            drawn_at: None,
        },
        up,
    ))
}

impl ConsoleFace for ScreenConsole {
    fn line(&mut self, text: &str) -> Result<(), CliError> {
        self.screen.say(text);
        Ok(())
    }

    fn show(&mut self, hall: &Hall) -> Result<(), CliError> {
        if !self.screen.is_dirty() || self.due_in().is_some() {
            return Ok(());
        }
        self.screen.take_dirty();
        self.drawn_at = Some(Instant::now());
        let screen = &self.screen;
        self.terminal
            .draw(|frame| screen.draw(hall, frame))
            .map(|_| ())
            .map_err(terminal_failed)
    }

    fn due_in(&self) -> Option<Duration> {
        if !self.screen.is_dirty() {
            return None;
        }
        let since = self.drawn_at?.elapsed();
        FRAME_GAP.checked_sub(since).filter(|left| !left.is_zero())
    }

    fn tables_changed(&mut self) {
        self.screen.tables_changed();
    }

    fn terminal(&mut self, event: Event, hall: &Hall) -> Option<ConsoleCommand> {
        match event {
            Event::Key(key) if key.kind == ratatui::crossterm::event::KeyEventKind::Press => {
                match self.screen.on_key(key, hall) {
                    KeyOutcome::Command(command) => Some(command),
                    KeyOutcome::Nothing => None,
                }
            }
            Event::Paste(text) => {
                self.screen.on_paste(&text);
                None
            }
            Event::Resize(..) => {
                // Everything drawn again at the new size.
                let _ = self.terminal.autoresize();
                self.screen.redraw();
                None
            }
            _ => None,
        }
    }
}

/// Reads the terminal's events on their own thread (our bounded reader, as the table's:
/// `cli/terminal_input.rs`), each handed to the console's loop as `wrap(event)`; ends when the
/// loop is gone, or with `closed` when the terminal fails (the console then ends, as line mode
/// does when its input closes).
pub(super) fn spawn_terminal_reader<T: Send + 'static>(
    inbox: SyncSender<T>,
    wrap: fn(Event) -> T,
    closed: T,
) -> Result<(), crate::ui::TuiError> {
    super::terminal_input::spawn_key_reader(move |item| inbox.send(item).is_ok(), wrap, closed)
}
