//! The full-screen table (ratatui) for the sighted side and for low-vision players: the board,
//! the clocks, the score sheet, the log of everything said, the input line, a status line.
//!
//! - [`app`]: the state over a [`crate::core::session::Session`] and the key handlers (no
//!   terminal: tests drive it with key events and instants);
//! - [`keys`]: the key table, from which the help is built;
//! - [`view`]: drawing, and the terminal cursor on the focused square or the input caret;
//! - [`reader_view`]: the layout for screen readers and braille displays, over the same state;
//! - [`terminal_keys`]: the terminal's bytes made into keys and pastes, bounded;
//! - [`train_view`]: training on the full screen (`annabella train --screen`);
//! - [`tui`]: the terminal, the event loop (generic over ratatui's `Backend`), the entry point.

pub mod app;
pub mod frame_backend;
pub mod hall_screen;
pub mod keys;
pub mod reader_view;
pub mod terminal_keys;
pub mod train_view;
pub mod tui;
pub mod view;

#[cfg(test)]
pub(crate) mod testing;

pub use app::{App, Focus, Layout, Screen, ViewOptions};
pub use tui::{FINAL_SPEECH, ScreenFace, ScreenUp, TuiArgs, TuiError, open_screen};
