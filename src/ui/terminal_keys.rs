//! The terminal's bytes made into keys and pastes, with bounded memory: our own parser in
//! place of crossterm's event reader for the screen's input.
//!
//! Why not crossterm's reader (0.29): it reads the terminal a kilobyte at a time on an
//! edge-triggered poll and returns as soon as that kilobyte held one key, so what the terminal
//! had already sent beyond it waits until the next key is pressed (upstream pull request
//! crossterm-rs/crossterm#1057): text, Enter and a command arriving in one write lost their
//! tail, and Ctrl-C needed several presses behind a flood. It also keeps a whole bracketed
//! paste in memory (and its copy as a string) however big. Draining its queue with
//! `poll(Duration::ZERO)` cannot help, as the bytes are not in its queue but still in the
//! terminal. So the screen reads the terminal's bytes itself (a blocking read on a thread of
//! its own, which sees every byte as soon as it is there), and this parser turns them into the
//! same crossterm events the screen already understands, as crossterm would: a paste keeps at
//! most [`PASTE_KEPT_BYTES`] (more than the input line can hold, so the line still knows some
//! was left out, and says so once), and an escape sequence longer than any key's is dropped.
//! Text typed (or pasted by a terminal without bracketed paste) is read as keys, one a
//! character, but a run of characters with no other key between keeps only its first
//! [`TYPED_RUN_KEPT`]: every one after those would be left out of the full line anyway, and
//! dropping them here, at the speed the bytes are read, is what lets the keys behind a
//! megabyte of text (Enter, Ctrl-C) be read at once rather than behind a million keys.
//! Only the keys a terminal sends without being asked for more are read: no mouse, focus or
//! keyboard-enhancement reports, which the screen never turns on.

use std::collections::VecDeque;

use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

use super::app::INPUT_LIMIT;

/// What a paste keeps: enough bytes for one character more than the input line holds (a
/// character is at most four bytes), the rest dropped as it is read.
pub const PASTE_KEPT_BYTES: usize = 4 * (INPUT_LIMIT + 1);

/// The characters of a run typed with no other key between that are read: enough to fill the
/// input line from empty and one more, so the line knows some were left out (and says so once).
/// A line can only grow during such a run, so once it has taken this many, it is full.
pub const TYPED_RUN_KEPT: usize = INPUT_LIMIT + 1;

/// The longest escape sequence read as a key (the longest a terminal sends for a key with its
/// modifiers is about a dozen bytes); a longer one is dropped.
const SEQUENCE_LIMIT: usize = 32;

const PASTE_START: &[u8] = b"\x1b[200~";
const PASTE_END: &[u8] = b"\x1b[201~";

/// Reads the terminal's bytes, chunk by chunk, into keys and pastes.
#[derive(Debug, Default)]
pub struct KeyParser {
    /// The bytes of the key being read (an escape sequence, a character's UTF-8 bytes).
    pending: Vec<u8>,
    /// Inside a bracketed paste: what it keeps, and how much of its end marker was just read.
    paste: Option<Paste>,
    /// The characters typed since the last other key or paste.
    typed_run: usize,
}

#[derive(Debug, Default)]
struct Paste {
    kept: Vec<u8>,
    end_matched: usize,
}

impl Paste {
    fn keep(&mut self, bytes: &[u8]) {
        let room = PASTE_KEPT_BYTES.saturating_sub(self.kept.len());
        self.kept.extend_from_slice(&bytes[..bytes.len().min(room)]);
    }
}

/// What the pending bytes are so far.
#[derive(Debug, PartialEq, Eq)]
enum Parsed {
    Event(Event),
    /// A bracketed paste begins.
    PasteStart,
    /// More bytes are needed.
    Incomplete,
    /// Not a key (or one the screen never asked for): dropped.
    Invalid,
}

impl KeyParser {
    pub fn new() -> Self {
        Self::default()
    }

    /// Reads `bytes` (one read of the terminal), adding what they complete to `out`.
    /// `more_follows`: the read filled its buffer, so an Esc at its end may begin a sequence
    /// whose rest is still in the terminal (as crossterm decides).
    pub fn feed(&mut self, bytes: &[u8], more_follows: bool, out: &mut VecDeque<Event>) {
        let mut at = 0;
        while at < bytes.len() {
            if let Some(paste) = &mut self.paste {
                at += read_paste(paste, &bytes[at..]);
                if paste.end_matched == PASTE_END.len() {
                    let text = String::from_utf8_lossy(&paste.kept).into_owned();
                    self.paste = None;
                    self.emit(Event::Paste(text), out);
                }
                continue;
            }
            self.pending.push(bytes[at]);
            at += 1;
            let more = at < bytes.len() || more_follows;
            match parse(&self.pending, more) {
                Parsed::Event(event) => {
                    self.emit(event, out);
                    self.pending.clear();
                }
                Parsed::PasteStart => {
                    self.paste = Some(Paste::default());
                    self.pending.clear();
                }
                Parsed::Incomplete if self.pending.len() < SEQUENCE_LIMIT => {}
                Parsed::Incomplete | Parsed::Invalid => self.pending.clear(),
            }
        }
    }

    /// Hands `event` on, unless it is a typed character beyond [`TYPED_RUN_KEPT`] in its run.
    fn emit(&mut self, event: Event, out: &mut VecDeque<Event>) {
        if is_typed_character(&event) {
            if self.typed_run >= TYPED_RUN_KEPT {
                return;
            }
            self.typed_run += 1;
        } else {
            self.typed_run = 0;
        }
        out.push_back(event);
    }
}

/// A character as typed into a line: no Ctrl or Alt with it.
fn is_typed_character(event: &Event) -> bool {
    matches!(
        event,
        Event::Key(KeyEvent { code: KeyCode::Char(character), modifiers, .. })
            if !character.is_control() && (*modifiers - KeyModifiers::SHIFT).is_empty()
    )
}

/// Reads paste text from the start of `bytes` up to its end marker (included) or the end of
/// `bytes`; how many bytes it took. Each byte is looked at once, and a run of text is kept (or
/// dropped, once the paste is full) at once.
fn read_paste(paste: &mut Paste, bytes: &[u8]) -> usize {
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == PASTE_END[paste.end_matched] {
            paste.end_matched += 1;
            at += 1;
            if paste.end_matched == PASTE_END.len() {
                return at;
            }
            continue;
        }
        if paste.end_matched > 0 {
            // What looked like the end marker was text. Its first byte (Esc) is in it once,
            // so only the byte at hand may begin it again: looked at again from the start.
            let matched = std::mem::take(&mut paste.end_matched);
            paste.keep(&PASTE_END[..matched]);
            continue;
        }
        let run_end = bytes[at..]
            .iter()
            .position(|&b| b == PASTE_END[0])
            .map_or(bytes.len(), |length| at + length);
        paste.keep(&bytes[at..run_end]);
        at = run_end;
    }
    at
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Parsed {
    Parsed::Event(Event::Key(KeyEvent::new(code, modifiers)))
}

/// The key `bytes` make, as crossterm 0.29 reads them in raw mode.
fn parse(bytes: &[u8], more: bool) -> Parsed {
    match bytes[0] {
        0x1b => parse_escape(bytes, more),
        b'\r' => key(KeyCode::Enter, KeyModifiers::NONE),
        b'\t' => key(KeyCode::Tab, KeyModifiers::NONE),
        0x7f => key(KeyCode::Backspace, KeyModifiers::NONE),
        // Ctrl and a letter (Line feed is Ctrl-J in raw mode, as crossterm reads it).
        control @ 0x01..=0x1a => key(
            KeyCode::Char(char::from(control - 0x01 + b'a')),
            KeyModifiers::CONTROL,
        ),
        control @ 0x1c..=0x1f => key(
            KeyCode::Char(char::from(control - 0x1c + b'4')),
            KeyModifiers::CONTROL,
        ),
        0 => key(KeyCode::Char(' '), KeyModifiers::CONTROL),
        _ => match std::str::from_utf8(bytes) {
            Ok(text) => match text.chars().next() {
                Some(character) if character.is_uppercase() => {
                    key(KeyCode::Char(character), KeyModifiers::SHIFT)
                }
                Some(character) => key(KeyCode::Char(character), KeyModifiers::NONE),
                None => Parsed::Invalid,
            },
            // A character's first bytes: wait for the rest.
            Err(error) if error.error_len().is_none() => Parsed::Incomplete,
            Err(_) => Parsed::Invalid,
        },
    }
}

fn parse_escape(bytes: &[u8], more: bool) -> Parsed {
    let Some(&second) = bytes.get(1) else {
        return if more {
            Parsed::Incomplete
        } else {
            key(KeyCode::Esc, KeyModifiers::NONE)
        };
    };
    match second {
        b'O' => match bytes.get(2) {
            None => Parsed::Incomplete,
            Some(&last) => match final_key(last) {
                Some(code) => key(code, KeyModifiers::NONE),
                None => Parsed::Invalid,
            },
        },
        b'[' => parse_csi(bytes),
        0x1b => key(KeyCode::Esc, KeyModifiers::NONE),
        // Esc before a key: that key with Alt.
        _ => match parse(&bytes[1..], more) {
            Parsed::Event(Event::Key(mut key)) => {
                key.modifiers |= KeyModifiers::ALT;
                Parsed::Event(Event::Key(key))
            }
            other => other,
        },
    }
}

/// The key a sequence's last letter names (arrows, Home, End, F1–F4).
fn final_key(last: u8) -> Option<KeyCode> {
    Some(match last {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P'..=b'S' => KeyCode::F(1 + last - b'P'),
        _ => return None,
    })
}

/// A control sequence: Esc, `[`, parameters, one final byte.
fn parse_csi(bytes: &[u8]) -> Parsed {
    let Some(&third) = bytes.get(2) else {
        return Parsed::Incomplete;
    };
    // The Linux console's F1–F5: Esc [ [ A–E.
    if third == b'[' {
        return match bytes.get(3) {
            None => Parsed::Incomplete,
            Some(&letter @ b'A'..=b'E') => key(KeyCode::F(1 + letter - b'A'), KeyModifiers::NONE),
            Some(_) => Parsed::Invalid,
        };
    }
    let last = bytes[bytes.len() - 1];
    if !(0x40..=0x7e).contains(&last) {
        // Parameters and intermediates continue the sequence; anything else breaks it.
        return if (0x20..=0x3f).contains(&last) {
            Parsed::Incomplete
        } else {
            Parsed::Invalid
        };
    }
    if bytes == PASTE_START {
        return Parsed::PasteStart;
    }
    let parameters = &bytes[2..bytes.len() - 1];
    let mut fields = parameters.split(|&b| b == b';').map(number);
    let first = fields.next().flatten();
    let modifiers = modifiers(fields.next().flatten());
    let code = match last {
        b'Z' => return key(KeyCode::BackTab, KeyModifiers::SHIFT),
        b'~' => match first.and_then(numbered_key) {
            Some(code) => code,
            None => return Parsed::Invalid,
        },
        b'u' => return Parsed::Invalid,
        _ => match final_key(last) {
            Some(code) => code,
            None => return Parsed::Invalid,
        },
    };
    // "Esc [ 5 A" (some terminals): the only number is the modifier.
    let modifiers = if last != b'~' && parameters.iter().all(u8::is_ascii_digit) {
        self::modifiers(first)
    } else {
        modifiers
    };
    key(code, modifiers)
}

/// A parameter's number (before any `:` sub-parameter); none when empty or not a number.
fn number(field: &[u8]) -> Option<u16> {
    let digits = field.split(|&b| b == b':').next()?;
    std::str::from_utf8(digits).ok()?.parse().ok()
}

/// The key of `Esc [ n ~`.
fn numbered_key(number: u16) -> Option<KeyCode> {
    Some(match number {
        1 | 7 => KeyCode::Home,
        2 => KeyCode::Insert,
        3 => KeyCode::Delete,
        4 | 8 => KeyCode::End,
        5 => KeyCode::PageUp,
        6 => KeyCode::PageDown,
        // The F-keys, numbered with gaps as xterm numbers them.
        11..=15 => KeyCode::F(u8::try_from(number - 10).ok()?),
        17..=21 => KeyCode::F(u8::try_from(number - 11).ok()?),
        23..=26 => KeyCode::F(u8::try_from(number - 12).ok()?),
        28..=29 => KeyCode::F(u8::try_from(number - 15).ok()?),
        31..=34 => KeyCode::F(u8::try_from(number - 17).ok()?),
        _ => return None,
    })
}

/// The modifiers a parameter encodes: one more than the sum of Shift 1, Alt 2, Ctrl 4, Super 8.
fn modifiers(parameter: Option<u16>) -> KeyModifiers {
    let mask = parameter.unwrap_or(1).saturating_sub(1);
    let mut modifiers = KeyModifiers::NONE;
    for (bit, modifier) in [
        (1, KeyModifiers::SHIFT),
        (2, KeyModifiers::ALT),
        (4, KeyModifiers::CONTROL),
        (8, KeyModifiers::SUPER),
        (16, KeyModifiers::HYPER),
        (32, KeyModifiers::META),
    ] {
        if mask & bit != 0 {
            modifiers |= modifier;
        }
    }
    modifiers
}

#[cfg(test)]
mod tests;
