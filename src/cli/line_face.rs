//! Line mode's face (contract section 6): every utterance one line on stdout, notices on
//! stderr, typed lines read on their own thread. No escape sequence, no cursor movement.
//!
//! On a terminal (a person, a screen reader, a braille display) the latest utterance is also
//! the prompt: it is written with `> ` after it and no newline, so the cursor rests on the line
//! that holds it and a braille display shows it without the player moving up. The line the
//! player types follows it, as in a shell. Into a pipe or a file the output is the contract's,
//! byte for byte.

use std::io::BufRead;

use crate::core::table::{Table, TableInput};
use crate::core::wrap::wrap;
use crate::runtime::{Face, FaceError, Report, Request};

use super::Output;

/// The longest line read from standard input; the rest of a longer line is dropped.
const MAX_LINE_BYTES: usize = 4096;

/// After the latest utterance on a terminal, where the player types.
const PROMPT: &str = " > ";

/// Prints what the table says, one line each.
#[derive(Debug)]
pub struct LineFace {
    out: Output,
    /// Where the output goes, which decides whether the latest utterance is the prompt.
    terminal: Tty,
    /// The prompt is the cursor's line and nothing has ended it yet.
    prompt_open: bool,
    /// Utterances wrapped at this many cells (a braille display's), words kept whole.
    width: Option<usize>,
}

/// Standard output and input as the face sees them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tty {
    /// Standard output is a terminal: the latest utterance becomes the prompt.
    pub output: bool,
    /// Standard input is a terminal too: it echoes the player's Enter, which ends the prompt's
    /// line.
    pub input_echoes: bool,
}

impl Tty {
    /// A pipe or a file: the contract's plain lines.
    pub const NONE: Self = Self {
        output: false,
        input_echoes: false,
    };

    /// This process's standard output and input.
    pub fn detect() -> Self {
        use std::io::IsTerminal;
        Self {
            output: std::io::stdout().is_terminal(),
            input_echoes: std::io::stdin().is_terminal(),
        }
    }
}

impl LineFace {
    pub fn new(out: Output, terminal: Tty) -> Self {
        Self {
            out,
            terminal,
            prompt_open: false,
            width: None,
        }
    }

    /// Wraps every utterance at `width` cells (a braille display's), words kept whole.
    #[must_use]
    pub fn with_width(mut self, width: Option<usize>) -> Self {
        self.width = width;
        self
    }

    /// The lines an utterance is written as: itself, or wrapped at the width.
    fn lines_of(&self, text: &str) -> Vec<String> {
        match self.width {
            None => vec![text.to_owned()],
            Some(width) => wrap(text, width),
        }
    }
}

impl Face for LineFace {
    type Input = String;

    fn read(&mut self, line: String, _table: &Table, _at_ms: u64) -> Vec<Request> {
        if self.terminal.input_echoes {
            // The terminal echoed the Enter: the cursor is on a fresh line.
            self.prompt_open = false;
        }
        vec![Request::Table(TableInput::Line(line))]
    }

    fn show(
        &mut self,
        table: &Table,
        report: &Report,
        _transient: bool,
        _at_ms: u64,
    ) -> Result<(), FaceError> {
        let failed = |e: super::CliError| FaceError(e.to_string());
        if !self.terminal.output {
            for said in &report.said {
                for line in self.lines_of(&said.text) {
                    self.out.line(&line).map_err(failed)?;
                }
            }
            tell_notices(report);
            return self.out.flush().map_err(failed);
        }
        let ending = table.wants_to_quit();
        if report.said.is_empty()
            && report.notices.is_empty()
            && report.troubles.is_empty()
            && !ending
        {
            return Ok(());
        }
        if self.prompt_open {
            // Left as it was, so the line already read is never written again.
            self.out.line("").map_err(failed)?;
            self.prompt_open = false;
        }
        let (latest, earlier) = match report.said.split_last() {
            Some((latest, earlier)) => (Some(latest), earlier),
            None => (None, &report.said[..]),
        };
        for said in earlier {
            for line in self.lines_of(&said.text) {
                self.out.line(&line).map_err(failed)?;
            }
        }
        self.out.flush().map_err(failed)?;
        tell_notices(report);
        let latest_lines = latest.map(|said| self.lines_of(&said.text));
        match latest_lines.as_deref() {
            // Leaving: the shell's prompt comes next, on a line of its own.
            Some(lines) if ending => {
                for line in lines {
                    self.out.line(line).map_err(failed)?;
                }
            }
            Some([earlier @ .., last]) => {
                for line in earlier {
                    self.out.line(line).map_err(failed)?;
                }
                self.out.text(&format!("{last}{PROMPT}")).map_err(failed)?;
                self.prompt_open = true;
            }
            Some([]) => {}
            None if ending => {}
            None => {
                self.out.text(PROMPT.trim_start()).map_err(failed)?;
                self.prompt_open = true;
            }
        }
        self.out.flush().map_err(failed)
    }
}

/// One line (with its newline), at most [`MAX_LINE_BYTES`] kept; returns the bytes consumed.
pub(crate) fn read_bounded_line(
    input: &mut impl BufRead,
    line: &mut Vec<u8>,
) -> std::io::Result<usize> {
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

/// The step's notices on standard error: the world's (a board's garbled data, the e-board's
/// guidance) only said there, the program's own troubles also logged for a bug report.
fn tell_notices(report: &Report) {
    for notice in &report.notices {
        super::tell(notice);
    }
    for trouble in &report.troubles {
        super::warn(trouble);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use super::*;
    use crate::core::game::Game;
    use crate::core::session::{Session, SessionConfig};
    use crate::core::table::TableSetup;
    use crate::core::voice::Voice;
    use crate::runtime::Spoken;

    /// What the face wrote, shared with the test.
    #[derive(Clone, Default)]
    struct Written(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Written {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl Written {
        fn text(&self) -> String {
            String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
        }
    }

    fn table() -> Table {
        let session = Session::new(
            SessionConfig::default(),
            Voice::builtin("en").unwrap(),
            Game::new(),
            0,
        );
        Table::new(session, TableSetup::default())
    }

    fn said(texts: &[&str]) -> Report {
        Report {
            said: texts
                .iter()
                .map(|text| Spoken {
                    text: (*text).to_owned(),
                    private: false,
                })
                .collect(),
            ..Report::default()
        }
    }

    /// The face over a buffer, with `terminal`; shows two steps with a typed line between.
    fn two_steps(terminal: Tty) -> String {
        let written = Written::default();
        let mut face = LineFace::new(Output::new(Box::new(written.clone())), terminal);
        let table = table();
        face.show(&table, &said(&["New game", "White to move"]), false, 0)
            .unwrap();
        face.show(&table, &Report::default(), false, 0).unwrap();
        face.read("e4".to_owned(), &table, 0);
        face.show(&table, &said(&["Pawn Echo four"]), false, 0)
            .unwrap();
        face.show(&table, &said(&["Black's clock running"]), false, 0)
            .unwrap();
        written.text()
    }

    #[test]
    fn into_a_pipe_each_utterance_is_a_plain_line() {
        assert_eq!(
            two_steps(Tty::NONE),
            "New game\nWhite to move\nPawn Echo four\nBlack's clock running\n"
        );
    }

    #[test]
    fn on_a_terminal_the_cursor_rests_after_the_latest_utterance() {
        let terminal = Tty {
            output: true,
            input_echoes: true,
        };
        // The player's Enter (echoed by the terminal, so not in this buffer) ends the first
        // prompt's line; the next utterance that arrives by itself ends the second's.
        assert_eq!(
            two_steps(terminal),
            "New game\nWhite to move > Pawn Echo four > \nBlack's clock running > "
        );
        let piped_input = Tty {
            output: true,
            input_echoes: false,
        };
        assert_eq!(
            two_steps(piped_input),
            "New game\nWhite to move > \nPawn Echo four > \nBlack's clock running > "
        );
    }

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
