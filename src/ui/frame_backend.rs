//! One frame, one write. ratatui's crossterm backend flushes after each cursor command, so a
//! frame reaches the terminal in pieces: first the new text (with the cursor left where the
//! text ended), then the cursor's move to its place. A screen reader that reads the screen
//! between the pieces takes the second for the player moving the cursor, and says the word
//! there, cutting the announcement short (Fenrir said "Echo" for "Echo one: white King").
//! This backend holds everything a frame writes until ratatui's final flush.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use ratatui::backend::{Backend, ClearType, CrosstermBackend, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};

/// A writer that keeps what is written until it is released.
#[derive(Debug)]
pub struct HeldWriter<W: Write> {
    inner: W,
    pending: Vec<u8>,
    /// Inside a frame: flushes wait for its end (set by the backend, which owns this writer
    /// through crossterm's backend).
    holding: Arc<AtomicBool>,
}

impl<W: Write> Write for HeldWriter<W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.holding.load(Ordering::Relaxed) {
            return Ok(());
        }
        self.inner.write_all(&self.pending)?;
        self.pending.clear();
        self.inner.flush()
    }
}

/// The crossterm backend over a [`HeldWriter`]: each frame is written at once.
#[derive(Debug)]
pub struct FrameBackend<W: Write> {
    backend: CrosstermBackend<HeldWriter<W>>,
    holding: Arc<AtomicBool>,
}

impl<W: Write> FrameBackend<W> {
    pub fn new(writer: W) -> Self {
        let holding = Arc::new(AtomicBool::new(false));
        Self {
            backend: CrosstermBackend::new(HeldWriter {
                inner: writer,
                pending: Vec::new(),
                holding: Arc::clone(&holding),
            }),
            holding,
        }
    }

    fn hold(&mut self) {
        self.holding.store(true, Ordering::Relaxed);
    }

    fn release(&mut self) -> io::Result<()> {
        self.holding.store(false, Ordering::Relaxed);
        Backend::flush(&mut self.backend)
    }
}

impl<W: Write> Backend for FrameBackend<W> {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        self.hold();
        self.backend.draw(content)
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        self.hold();
        self.backend.hide_cursor()
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        self.hold();
        self.backend.show_cursor()
    }

    fn get_cursor_position(&mut self) -> io::Result<Position> {
        // The terminal is asked and answers: what is held must go first.
        self.release()?;
        self.backend.get_cursor_position()
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        self.hold();
        self.backend.set_cursor_position(position)
    }

    fn clear(&mut self) -> io::Result<()> {
        self.hold();
        self.backend.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        self.hold();
        self.backend.clear_region(clear_type)
    }

    fn size(&self) -> io::Result<Size> {
        self.backend.size()
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        self.backend.window_size()
    }

    fn flush(&mut self) -> io::Result<()> {
        self.release()
    }
}

impl<W: Write> Drop for FrameBackend<W> {
    fn drop(&mut self) {
        // Nothing useful to do if the terminal has gone.
        let _ = self.release();
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use ratatui::Terminal;
    use ratatui::layout::Position;
    use ratatui::widgets::Paragraph;

    use super::*;

    /// Each write the terminal receives.
    #[derive(Clone, Default)]
    struct Writes(Arc<Mutex<Vec<Vec<u8>>>>);

    impl Write for Writes {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().push(bytes.to_vec());
            Ok(bytes.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_frame_with_its_cursor_reaches_the_terminal_in_one_write() {
        let writes = Writes::default();
        let backend = FrameBackend::new(writes.clone());
        let mut terminal = Terminal::with_options(
            backend,
            ratatui::TerminalOptions {
                viewport: ratatui::Viewport::Fixed(ratatui::layout::Rect::new(0, 0, 30, 2)),
            },
        )
        .unwrap();
        terminal
            .draw(|frame| {
                frame.render_widget(Paragraph::new("Echo one: white King"), frame.area());
                frame.set_cursor_position(Position::new(0, 0));
            })
            .unwrap();
        let writes = writes.0.lock().unwrap();
        assert_eq!(writes.len(), 1, "{writes:?}");
        let frame = String::from_utf8_lossy(&writes[0]);
        // Blank cells are skipped: the words come one by one, all in this write.
        assert!(
            frame.contains("Echo") && frame.contains("King"),
            "{frame:?}"
        );
        assert!(
            frame.ends_with("\x1b[1;1H"),
            "the cursor's move comes last: {frame:?}"
        );
    }
}
