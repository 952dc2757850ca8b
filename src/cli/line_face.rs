//! Line mode's face (contract section 6): every utterance one line on stdout, notices on
//! stderr, typed lines read on their own thread. No escape sequence, no cursor movement.

use std::io::BufRead;

use crate::core::table::{Table, TableInput};
use crate::core::wrap::wrap;
use crate::runtime::{Event, Face, FaceError, Inbox, Report, Request};

use super::Output;

/// The longest line read from standard input; the rest of a longer line is dropped.
const MAX_LINE_BYTES: usize = 4096;

/// Prints what the table says, one line each (or, with a width, in lines of at most that many
/// cells).
#[derive(Debug)]
pub struct LineFace {
    out: Output,
    width: Option<usize>,
}

impl LineFace {
    pub fn new(out: Output) -> Self {
        Self { out, width: None }
    }

    /// Wraps every utterance at `width` cells (a braille display's), words kept whole.
    #[must_use]
    pub fn with_width(mut self, width: Option<usize>) -> Self {
        self.width = width;
        self
    }
}

impl Face for LineFace {
    type Input = String;

    fn read(&mut self, line: String, _table: &Table) -> Vec<Request> {
        vec![Request::Table(TableInput::Line(line))]
    }

    fn show(
        &mut self,
        _table: &Table,
        report: &Report,
        _transient: bool,
        _at_ms: u64,
    ) -> Result<(), FaceError> {
        let failed = |e: super::CliError| FaceError(e.to_string());
        for said in &report.said {
            match self.width {
                None => self.out.line(&said.text).map_err(failed)?,
                Some(width) => {
                    for line in wrap(&said.text, width) {
                        self.out.line(&line).map_err(failed)?;
                    }
                }
            }
        }
        for notice in &report.notices {
            super::warn(notice);
        }
        self.out.flush().map_err(failed)
    }
}

/// Reads standard input a line at a time on its own thread, each line stamped as it arrives. A
/// byte that is not UTF-8 is replaced, not fatal; an overlong line is cut.
pub fn spawn_line_reader(inbox: Inbox<String>) {
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        let mut input = stdin.lock();
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            match read_bounded_line(&mut input, &mut bytes) {
                Ok(0) => break,
                Ok(_) => {
                    let line = String::from_utf8_lossy(&bytes);
                    let line = line.trim_end_matches(['\n', '\r']).to_owned();
                    if !inbox.send(Event::Face(line)) {
                        return;
                    }
                }
                Err(error) => {
                    inbox.send(Event::FaceFailed(format!("standard input: {error}")));
                    return;
                }
            }
        }
        inbox.send(Event::FaceClosed);
    });
}

/// One line (with its newline), at most [`MAX_LINE_BYTES`] kept; returns the bytes consumed.
fn read_bounded_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> std::io::Result<usize> {
    let mut consumed = 0;
    loop {
        let available = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if available.is_empty() {
            return Ok(consumed);
        }
        let (chunk, done) = match available.iter().position(|b| *b == b'\n') {
            Some(end) => (&available[..=end], true),
            None => (available, false),
        };
        let room = MAX_LINE_BYTES.saturating_sub(line.len());
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = chunk.len();
        input.consume(used);
        consumed += used;
        if done {
            return Ok(consumed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_are_cut_and_the_next_line_is_read_whole() {
        let mut text = vec![b'x'; MAX_LINE_BYTES * 3];
        text.extend_from_slice(b"\ne4\n");
        let mut input = std::io::Cursor::new(text);
        let mut line = Vec::new();
        assert_eq!(
            read_bounded_line(&mut input, &mut line).unwrap(),
            MAX_LINE_BYTES * 3 + 1
        );
        assert_eq!(line.len(), MAX_LINE_BYTES);
        line.clear();
        read_bounded_line(&mut input, &mut line).unwrap();
        assert_eq!(line, b"e4\n");
        line.clear();
        assert_eq!(read_bounded_line(&mut input, &mut line).unwrap(), 0);
    }
}
