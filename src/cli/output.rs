//! Buffered standard output that treats a closed pipe (`annabella announce | head`) as a normal end.

use std::io::{self, BufWriter, Write};

use super::CliError;
use crate::core::message::Message;

/// Lines written by a command. A broken pipe stops output quietly; other write errors are reported.
pub struct Output {
    sink: Box<dyn Write>,
    closed: bool,
}

impl std::fmt::Debug for Output {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Output")
            .field("closed", &self.closed)
            .finish_non_exhaustive()
    }
}

impl Output {
    pub fn stdout() -> Self {
        Self::new(Box::new(BufWriter::new(io::stdout())))
    }

    pub fn new(sink: Box<dyn Write>) -> Self {
        Self {
            sink,
            closed: false,
        }
    }

    /// Writes one line (a newline is appended).
    pub fn line(&mut self, text: &str) -> Result<(), CliError> {
        if self.closed {
            return Ok(());
        }
        let result = self
            .sink
            .write_all(text.as_bytes())
            .and_then(|()| self.sink.write_all(b"\n"));
        self.check(result)
    }

    /// Writes text as it is, no newline added (a prompt, a page, a script).
    pub fn text(&mut self, text: &str) -> Result<(), CliError> {
        if self.closed {
            return Ok(());
        }
        let result = self.sink.write_all(text.as_bytes());
        self.check(result)
    }

    pub fn flush(&mut self) -> Result<(), CliError> {
        if self.closed {
            return Ok(());
        }
        let result = self.sink.flush();
        self.check(result)
    }

    /// Whether the reader has gone away (a broken pipe): commands may stop early.
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    fn check(&mut self, result: io::Result<()>) -> Result<(), CliError> {
        match result {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
                self.closed = true;
                Ok(())
            }
            Err(e) => Err(CliError::said(
                Message::new("stdout-cannot-write")
                    .text("reason", crate::bounded_read::strip_os_code(&e)),
            )),
        }
    }
}
