//! NDJSON lines from a stream, each at most [`MAX_LINE_BYTES`]: a longer line is dropped whole
//! (and the next read again from its end), so a broken server cannot fill the memory.

use std::io::{BufRead, BufReader, Read};

/// The longest line kept; Lichess's longest (a gameFull with a long game) is far shorter.
pub const MAX_LINE_BYTES: usize = 256 * 1024;

/// The lines of one stream.
pub struct Lines<R: Read> {
    reader: BufReader<R>,
}

impl<R: Read> std::fmt::Debug for Lines<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Lines")
    }
}

/// One read: a line, or a keep-alive (an empty line), or the end.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    /// A line over the limit, dropped.
    TooLong,
}

impl<R: Read> Lines<R> {
    pub fn new(reader: R) -> Self {
        Self {
            reader: BufReader::new(reader),
        }
    }

    /// The next non-empty line; `Ok(None)` at the end of the stream.
    pub fn next_line(&mut self) -> std::io::Result<Option<Line>> {
        loop {
            let mut bytes = Vec::new();
            let mut too_long = false;
            loop {
                let available = match self.reader.fill_buf() {
                    Ok(buffer) => buffer,
                    Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(error) => return Err(error),
                };
                if available.is_empty() {
                    return Ok(None);
                }
                let (chunk, done) = match available.iter().position(|b| *b == b'\n') {
                    Some(end) => (&available[..end], true),
                    None => (available, false),
                };
                if bytes.len() + chunk.len() > MAX_LINE_BYTES {
                    too_long = true;
                } else {
                    bytes.extend_from_slice(chunk);
                }
                let used = chunk.len() + usize::from(done);
                self.reader.consume(used);
                if done {
                    break;
                }
            }
            if too_long {
                return Ok(Some(Line::TooLong));
            }
            let text = String::from_utf8_lossy(&bytes);
            let text = text.trim();
            if !text.is_empty() {
                return Ok(Some(Line::Text(text.to_owned())));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keep_alives_are_skipped_and_long_lines_dropped() {
        let mut text = b"\n{\"a\":1}\r\n\n".to_vec();
        text.extend(vec![b'x'; MAX_LINE_BYTES + 10]);
        text.extend_from_slice(b"\n{\"b\":2}\n");
        let mut lines = Lines::new(std::io::Cursor::new(text));
        assert_eq!(
            lines.next_line().unwrap(),
            Some(Line::Text("{\"a\":1}".to_owned()))
        );
        assert_eq!(lines.next_line().unwrap(), Some(Line::TooLong));
        assert_eq!(
            lines.next_line().unwrap(),
            Some(Line::Text("{\"b\":2}".to_owned()))
        );
        assert_eq!(lines.next_line().unwrap(), None);
    }
}
