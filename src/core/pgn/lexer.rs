//! PGN bytes as tokens: tag lines, movetext words, comments, brackets.
//!
//! Real files are taken as they come: a byte-order mark (also between concatenated files),
//! Windows line endings, the DOS end-of-file byte 0x1A, tag values in Latin-1 or holding control
//! bytes or unescaped quotes. Every search that could be repeated over the same stretch (the
//! closing `}` of a comment, the next game's tag line) is cached, so a damaged or binary file is
//! still read in linear time. Comments and NAGs carry what they say (the comment's bytes, the
//! NAG's number), found in the same single pass.

use std::cell::Cell;
use std::ops::Range;

use pgn_reader::RawTag;

use super::notes::suffix_nag;

/// One movetext token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Token<'a> {
    /// A word: a move number, a move, a result or junk, to be sorted out by the reader.
    Word(&'a [u8]),
    /// `$n`, or a suffix annotation (`!`, `?!`, …) as its NAG number; `None` for a number
    /// above 255 or a run of `!` and `?` that stands for no NAG (`!!!`).
    Nag(Option<u8>),
    /// A `{…}` comment's text between the braces, or a `;` comment's rest of the line; raw
    /// bytes, as they may be Latin-1.
    Comment(&'a [u8]),
    OpenVariation,
    CloseVariation,
    /// `*`.
    Unknown,
    /// `[Name "` outside comments: the next game's tags.
    TagStart,
    /// A `{` comment with no `}` before the end of the input or the next game's tag line, where
    /// the next game then starts.
    Unterminated {
        next_game: Option<usize>,
    },
}

pub(super) struct Lexer<'a> {
    input: &'a [u8],
    pub(super) pos: usize,
    /// The last line number asked for, at its offset: lines are mostly asked in input order.
    line_cache: Cell<(usize, usize)>,
    close_brace: CachedSearch,
    tag_line: CachedSearch,
}

/// The result of a forward search, kept while later searches start before what it found.
#[derive(Debug, Clone, Copy)]
struct CachedSearch {
    from: usize,
    found: Option<usize>,
}

impl CachedSearch {
    const NONE: Self = Self {
        from: usize::MAX,
        found: None,
    };

    /// The first match at or after `from`; `find` runs only when the cached one may not be it.
    fn first_from(
        &mut self,
        from: usize,
        find: impl FnOnce(usize) -> Option<usize>,
    ) -> Option<usize> {
        let still_first = self.from <= from && self.found.is_none_or(|found| found >= from);
        if !still_first {
            self.from = from;
            self.found = find(from);
        }
        self.found
    }
}

const BYTE_ORDER_MARK: &[u8] = b"\xef\xbb\xbf";
/// The DOS end-of-file byte: some tools end every file (or every game) with it.
const DOS_EOF: u8 = 0x1a;

impl<'a> Lexer<'a> {
    pub(super) fn new(input: &'a [u8]) -> Self {
        Self {
            input,
            pos: 0,
            line_cache: Cell::new((0, 1)),
            close_brace: CachedSearch::NONE,
            tag_line: CachedSearch::NONE,
        }
    }

    pub(super) fn at_end(&self) -> bool {
        self.pos >= self.input.len()
    }

    /// Goes to `offset`, or to the end of the input.
    pub(super) fn jump_to(&mut self, offset: Option<usize>) {
        self.pos = offset.unwrap_or(self.input.len()).min(self.input.len());
    }

    pub(super) fn peek(&self) -> Option<u8> {
        self.input.get(self.pos).copied()
    }

    pub(super) fn slice(&self, range: Range<usize>) -> &'a [u8] {
        self.input.get(range).unwrap_or_default()
    }

    /// The 1-based line of `offset`.
    pub(super) fn line_at(&self, offset: usize) -> usize {
        let offset = offset.min(self.input.len());
        let (mut from, mut line) = self.line_cache.get();
        if offset < from {
            (from, line) = (0, 1);
        }
        line += self.input[from..offset]
            .iter()
            .map(|&b| usize::from(b == b'\n'))
            .sum::<usize>();
        self.line_cache.set((offset, line));
        line
    }

    fn at_line_start(&self, offset: usize) -> bool {
        offset == 0 || self.input.get(offset - 1) == Some(&b'\n')
    }

    pub(super) fn skip_to_line_end(&mut self) {
        self.pos = self.line_end(self.pos);
    }

    /// The offset of the `\n` ending the line of `offset`, or the end of the input.
    fn line_end(&self, offset: usize) -> usize {
        memchr_from(self.input, offset, b'\n').unwrap_or(self.input.len())
    }

    /// Skips whitespace, byte-order marks, DOS end-of-file bytes and `%` escape lines.
    pub(super) fn skip_blank(&mut self) {
        loop {
            let rest = self.input.get(self.pos..).unwrap_or_default();
            self.pos += rest
                .iter()
                .position(|&b| !is_blank(b))
                .unwrap_or(rest.len());
            match self.peek() {
                Some(b'%') if self.at_line_start(self.pos) => self.skip_to_line_end(),
                Some(b) if b == BYTE_ORDER_MARK[0] && self.at_mark() => {
                    self.pos += BYTE_ORDER_MARK.len();
                }
                _ => return,
            }
        }
    }

    /// Whether a byte-order mark is at the lexer's position.
    fn at_mark(&self) -> bool {
        self.input
            .get(self.pos..)
            .is_some_and(|rest| rest.starts_with(BYTE_ORDER_MARK))
    }

    /// Whether the whitespace just before `offset` holds an empty line.
    pub(super) fn blank_line_before(&self, offset: usize) -> bool {
        self.input[..offset]
            .iter()
            .rev()
            .take_while(|&&b| is_blank(b))
            .filter(|&&b| b == b'\n')
            .nth(1)
            .is_some()
    }

    /// Reads `[Name "value"]` at a `[`. A quote inside the value needs no backslash as long as
    /// the line goes on after it: the value ends at the first quote followed by `]`. On error
    /// the lexer is left at the end of the line, and the line is handed back.
    pub(super) fn tag(&mut self) -> Result<(String, String), Range<usize>> {
        let start = self.pos;
        let line_end = self.line_end(start);
        let malformed = |lexer: &mut Self| {
            lexer.pos = line_end;
            let mut end = line_end;
            while end > start && lexer.input[end - 1].is_ascii_whitespace() {
                end -= 1;
            }
            Err(start..end)
        };
        self.pos += 1;
        self.skip_spaces();
        let name_start = self.pos;
        while self.peek().is_some_and(is_tag_name_byte) {
            self.pos += 1;
        }
        if self.pos == name_start {
            return malformed(self);
        }
        let name = String::from_utf8_lossy(&self.input[name_start..self.pos]).into_owned();
        self.skip_spaces();
        if self.peek() != Some(b'"') {
            return malformed(self);
        }
        let value_start = self.pos + 1;
        let Some(value_end) = self.tag_value_end(value_start, line_end) else {
            return malformed(self);
        };
        let value = decode_tag_value(&self.input[value_start..value_end]);
        self.pos = value_end + 1;
        self.skip_spaces();
        // `tag_value_end` found the `]` here.
        self.pos += 1;
        Ok((name, value))
    }

    /// The closing quote of a tag value starting at `from`: the first quote not escaped by a
    /// backslash and followed by `]`; failing that, the first quote followed by `]` (a value
    /// ending in a backslash, like `C:\`).
    fn tag_value_end(&self, from: usize, line_end: usize) -> Option<usize> {
        let line = &self.input[from..line_end];
        let escaped =
            |i: usize| line[..i].iter().rev().take_while(|&&b| b == b'\\').count() % 2 == 1;
        // Backwards, so that whether a `]` follows is known at each quote in one pass.
        let (mut first_unescaped, mut first_any) = (None, None);
        let mut bracket_follows = false;
        for (i, &b) in line.iter().enumerate().rev() {
            if b == b'"' && bracket_follows {
                first_any = Some(i);
                if !escaped(i) {
                    first_unescaped = Some(i);
                }
            }
            if b != b' ' && b != b'\t' {
                bracket_follows = b == b']';
            }
        }
        first_unescaped.or(first_any).map(|i| from + i)
    }

    fn skip_spaces(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.pos += 1;
        }
    }

    /// The start of the next line at or after `from` that is a tag line (`[Name "`), where a
    /// new game begins.
    pub(super) fn next_tag_line(&mut self, from: usize) -> Option<usize> {
        let input = self.input;
        self.tag_line.first_from(from, |from| {
            let mut start = from;
            if !(start == 0 || input.get(start - 1) == Some(&b'\n')) {
                start = memchr_from(input, start, b'\n')? + 1;
            }
            loop {
                if is_tag_line(&input[start.min(input.len())..]) {
                    return Some(start);
                }
                start = memchr_from(input, start, b'\n')? + 1;
            }
        })
    }

    /// The next movetext token and where it starts; `None` at the end of the input.
    pub(super) fn token(&mut self) -> Option<(usize, Token<'a>)> {
        self.skip_blank();
        let start = self.pos;
        let b = self.peek()?;
        let token = match b {
            b';' => {
                self.skip_to_line_end();
                Token::Comment(&self.input[start + 1..self.pos])
            }
            b'{' => self.comment(),
            b'(' => {
                self.pos += 1;
                Token::OpenVariation
            }
            b')' => {
                self.pos += 1;
                Token::CloseVariation
            }
            // Only a real tag starts the next game: a stray `[%clk …]` is junk in this one.
            b'[' if is_tag_line(&self.input[start..]) => Token::TagStart,
            b'*' => {
                self.pos += 1;
                Token::Unknown
            }
            b'$' => {
                self.pos += 1;
                let digits = self.pos;
                while self.peek().is_some_and(|d| d.is_ascii_digit()) {
                    self.pos += 1;
                }
                if self.pos == digits {
                    Token::Word(&self.input[start..self.pos])
                } else {
                    Token::Nag(nag_number(&self.input[digits..self.pos]))
                }
            }
            b'!' | b'?' => {
                while matches!(self.peek(), Some(b'!' | b'?')) {
                    self.pos += 1;
                }
                Token::Nag(suffix_nag(&self.input[start..self.pos]))
            }
            _ => {
                // A stray `]`, `}` or `"` is a word of its own, so every token moves on.
                let rest = &self.input[start + 1..];
                self.pos = start
                    + 1
                    + rest
                        .iter()
                        .position(|&c| ends_word(c))
                        .unwrap_or(rest.len());
                Token::Word(&self.input[start..self.pos])
            }
        };
        Some((start, token))
    }

    /// A `{` comment at the lexer's position. A comment never runs into the next game: a tag
    /// line before its `}` means it was left open.
    fn comment(&mut self) -> Token<'a> {
        let input = self.input;
        let from = self.pos + 1;
        let close = self
            .close_brace
            .first_from(from, |from| memchr_from(input, from, b'}'));
        let next_game = self.next_tag_line(from);
        match (close, next_game) {
            (Some(close), Some(next)) if next < close => Token::Unterminated {
                next_game: Some(next),
            },
            (Some(close), _) => {
                self.pos = close + 1;
                Token::Comment(&input[from..close])
            }
            (None, next_game) => Token::Unterminated { next_game },
        }
    }
}

/// Whitespace between tokens, including the vertical tab and the DOS end-of-file byte.
fn is_blank(b: u8) -> bool {
    BYTE_CLASS[usize::from(b)] & BLANK != 0
}

fn ends_word(b: u8) -> bool {
    BYTE_CLASS[usize::from(b)] & ENDS_WORD != 0
}

/// [`BYTE_CLASS`] bits: a blank (which also ends a word), and a byte that ends a word.
const BLANK: u8 = 1;
const ENDS_WORD: u8 = 2;

/// What each byte is to the lexer, looked up once a byte (every byte of a file passes here).
static BYTE_CLASS: [u8; 256] = {
    let mut classes = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        if byte.is_ascii_whitespace() || byte == 0x0b || byte == DOS_EOF {
            classes[b] = BLANK | ENDS_WORD;
        } else if matches!(
            byte,
            b'{' | b'}' | b'(' | b')' | b';' | b'$' | b'!' | b'?' | b'[' | b']' | b'*' | b'"'
        ) {
            classes[b] = ENDS_WORD;
        }
        b += 1;
    }
    classes
};

/// The characters of a tag name (those python-chess and most tools accept).
fn is_tag_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'+' | b'#' | b'=' | b':' | b'-')
}

/// Whether `line` starts like a tag: `[`, a name, blanks, a quote.
fn is_tag_line(line: &[u8]) -> bool {
    let Some(rest) = line.strip_prefix(b"[") else {
        return false;
    };
    let name = rest.iter().take_while(|&&b| is_tag_name_byte(b)).count();
    let blanks = rest[name..]
        .iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count();
    name > 0 && blanks > 0 && rest.get(name + blanks) == Some(&b'"')
}

/// A tag value unescaped, as text (see [`decode_text`]).
fn decode_tag_value(raw: &[u8]) -> String {
    decode_text(&RawTag(raw).decode()).into_owned()
}

/// Bytes read as UTF-8 when they are, else as Latin-1 (ISO 8859-1), which is what older PGN
/// files hold (`Andersson, Ulf` is fine either way, `Hübner` is not).
pub(super) fn decode_text(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        Err(_) => std::borrow::Cow::Owned(bytes.iter().map(|&b| char::from(b)).collect()),
    }
}

/// The digits of a `$n` NAG as its number; `None` above 255, which no NAG is.
fn nag_number(digits: &[u8]) -> Option<u8> {
    // Leading zeros do not make a number larger; the rest is at most a few digits once parsed.
    let significant = &digits[digits.iter().take_while(|&&d| d == b'0').count()..];
    if significant.len() > 3 {
        return None;
    }
    let number = significant
        .iter()
        .fold(0u16, |n, &d| n * 10 + u16::from(d - b'0'));
    u8::try_from(number).ok()
}

fn memchr_from(input: &[u8], from: usize, needle: u8) -> Option<usize> {
    input
        .get(from..)?
        .iter()
        .position(|&b| b == needle)
        .map(|i| from + i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag(line: &str) -> Result<(String, String), String> {
        let mut lexer = Lexer::new(line.as_bytes());
        lexer
            .tag()
            .map_err(|range| String::from_utf8_lossy(lexer.slice(range)).into_owned())
    }

    fn pair(name: &str, value: &str) -> (String, String) {
        (name.to_owned(), value.to_owned())
    }

    #[test]
    fn tag_values_unescape_and_keep_unescaped_quotes_inside() {
        assert_eq!(
            tag(r#"[White "Anna \"A\""]"#),
            Ok(pair("White", "Anna \"A\""))
        );
        assert_eq!(
            tag("[White \"Smith, \"Bob\" J.\"]\r\n"),
            Ok(pair("White", "Smith, \"Bob\" J."))
        );
        assert_eq!(tag(r#"[Site "C:\"]"#), Ok(pair("Site", "C:\\")));
        assert_eq!(tag("[Event  \"a\" ] [Site \"b\"]"), Ok(pair("Event", "a")));
    }

    #[test]
    fn tag_values_keep_control_bytes_and_read_latin1() {
        assert_eq!(tag("[Event \"a\u{1}b\"]"), Ok(pair("Event", "a\u{1}b")));
        let latin1 = b"[White \"H\xfcbner, Robert\"]";
        let mut lexer = Lexer::new(latin1);
        assert_eq!(
            lexer.tag(),
            Ok(("White".to_owned(), "Hübner, Robert".to_owned()))
        );
        assert_eq!(tag("[White \"Hübner\"]"), Ok(pair("White", "Hübner")));
    }

    #[test]
    fn malformed_tags_hand_back_the_line() {
        assert_eq!(tag("[Event \"open\n1. e4"), Err("[Event \"open".to_owned()));
        assert_eq!(tag("[Event open]\r\n"), Err("[Event open]".to_owned()));
        assert_eq!(tag("[ \"x\"]"), Err("[ \"x\"]".to_owned()));
    }

    #[test]
    fn blanks_include_bom_dos_eof_and_escape_lines() {
        let mut lexer = Lexer::new(b"\xef\xbb\xbf \x1a\r\n% note\n\x1a\xef\xbb\xbf1.");
        lexer.skip_blank();
        assert_eq!(lexer.token().map(|(_, t)| t), Some(Token::Word(b"1.")));
    }

    #[test]
    fn a_comment_left_open_stops_at_the_next_tag_line() {
        let text = b"e4 { open\n[%clk 0:01:00]\n[Event \"next\"]\n1. d4 }";
        let mut lexer = Lexer::new(text);
        assert_eq!(lexer.token().map(|(_, t)| t), Some(Token::Word(b"e4")));
        let next = text.iter().position(|&b| b == b'E').map(|e| e - 1);
        assert_eq!(
            lexer.token().map(|(_, t)| t),
            Some(Token::Unterminated { next_game: next })
        );
    }

    #[test]
    fn stray_closing_brackets_are_words() {
        let mut lexer = Lexer::new(b"] } \"");
        let words: Vec<_> = std::iter::from_fn(|| lexer.token().map(|(_, t)| t)).collect();
        assert_eq!(
            words,
            [Token::Word(b"]"), Token::Word(b"}"), Token::Word(b"\"")]
        );
    }

    #[test]
    fn comments_and_nags_carry_what_they_say() {
        let mut lexer = Lexer::new(b"e4 { best\xfc } $14 !? !!! $0300 $256 ; rest \r\n$007");
        let tokens: Vec<_> = std::iter::from_fn(|| lexer.token().map(|(_, t)| t)).collect();
        assert_eq!(
            tokens,
            [
                Token::Word(b"e4"),
                Token::Comment(b" best\xfc "),
                Token::Nag(Some(14)),
                Token::Nag(Some(5)),
                Token::Nag(None),
                Token::Nag(None),
                Token::Nag(None),
                Token::Comment(b" rest \r"),
                Token::Nag(Some(7)),
            ]
        );
        assert_eq!(decode_text(b" best\xfc "), " best\u{fc} ");
        assert_eq!(decode_text("H\u{fc}bner".as_bytes()), "H\u{fc}bner");
    }

    #[test]
    fn lines_are_counted_in_any_order() {
        let lexer = Lexer::new(b"a\nb\r\nc\n");
        assert_eq!(lexer.line_at(5), 3);
        assert_eq!(lexer.line_at(0), 1);
        assert_eq!(lexer.line_at(2), 2);
        assert_eq!(lexer.line_at(100), 4);
    }

    #[test]
    fn an_empty_line_is_seen_before_a_token() {
        let lexer = Lexer::new(b"e5\r\n\r\n1. d4");
        assert!(lexer.blank_line_before(6));
        assert!(!lexer.blank_line_before(2));
    }
}
