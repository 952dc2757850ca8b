//! The peg board's line codec (contract section 4): pure, no I/O, never a panic on any bytes.
//!
//! Board to host: `HELLO <model> <firmware> <serial>`, `SNAP <16 hex digits>`, `UP <square>`,
//! `DOWN <square>`, `BTN clock|repeat|time|q|r|b|n`, and annabella's extension `BTN talk` (a
//! push-to-talk button). Host to board: `SNAP?`, `HELLO?`. Any line may end with ` *HH`, the XOR
//! of every byte before ` *` as two hex digits.
//!
//! Decisions (see `hardware/PROTOCOL.md`):
//! - The checksum's hex digits must be **upper-case**, as the contract says. A lower-case
//!   checksum is a malformed line, not a valid one: accepting it would let more corrupted lines
//!   through and invite firmware that does not follow the protocol.
//! - The 16 digits of a `SNAP` payload may be upper- or lower-case (the contract does not
//!   restrict them, and the checksum protects them).
//! - One trailing `\r` is tolerated (a board that ends lines with CR LF). Any other stray byte,
//!   a doubled space, leading or trailing space, a non-ASCII or control byte makes the line
//!   malformed. Keywords are upper-case, squares and button names lower-case.
//! - A line longer than [`MAX_LINE`] bytes is malformed (a board never sends one; a port spewing
//!   noise must not grow a buffer without bound).

use std::fmt;

use shakmaty::{Bitboard, File, Rank, Role, Square};

/// The longest line the decoder accepts, in bytes, without its `\n` (a `HELLO` with long names
/// and a checksum fits easily).
pub const MAX_LINE: usize = 120;

/// A button on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Button {
    /// The clock button: the player completes the move (Appendix D.2.4).
    Clock,
    /// Repeat the last announcement.
    Repeat,
    /// Tell both clocks' times.
    Time,
    /// A promotion key: `q`, `r`, `b` or `n` (the piece the pawn becomes).
    Promote(Role),
    /// Push-to-talk (`talk`, an extension of the protocol): the listener hears the next
    /// utterance. A board without it simply never sends it.
    Talk,
}

impl Button {
    /// The name on the wire (`clock`, `q` …).
    pub fn wire_name(self) -> &'static str {
        match self {
            Self::Clock => "clock",
            Self::Repeat => "repeat",
            Self::Time => "time",
            Self::Talk => "talk",
            Self::Promote(Role::Rook) => "r",
            Self::Promote(Role::Bishop) => "b",
            Self::Promote(Role::Knight) => "n",
            // A promotion key is one of q, r, b, n; any other role is written as the queen key.
            Self::Promote(_) => "q",
        }
    }

    fn from_wire(name: &str) -> Option<Self> {
        Some(match name {
            "clock" => Self::Clock,
            "repeat" => Self::Repeat,
            "talk" => Self::Talk,
            "time" => Self::Time,
            "q" => Self::Promote(Role::Queen),
            "r" => Self::Promote(Role::Rook),
            "b" => Self::Promote(Role::Bishop),
            "n" => Self::Promote(Role::Knight),
            _ => return None,
        })
    }
}

/// One line from the board, decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PegEvent {
    /// `HELLO <model> <firmware version> <serial number>`.
    Hello {
        model: String,
        firmware: String,
        serial: String,
    },
    /// `SNAP <16 hex digits>`: full occupancy, bit 0 = a1 … bit 63 = h8.
    Snap(Bitboard),
    /// `UP <square>`: a peg has left that hole (the piece is touched, D.2.2).
    Up(Square),
    /// `DOWN <square>`: a peg has been seated in that hole.
    Down(Square),
    /// `BTN <name>`.
    Button(Button),
}

impl PegEvent {
    /// The line as the board sends it, without checksum or newline (`UP e2`).
    pub fn to_line(&self) -> String {
        match self {
            Self::Hello {
                model,
                firmware,
                serial,
            } => format!("HELLO {model} {firmware} {serial}"),
            Self::Snap(bb) => format!("SNAP {:016X}", u64::from(*bb)),
            Self::Up(sq) => format!("UP {sq}"),
            Self::Down(sq) => format!("DOWN {sq}"),
            Self::Button(b) => format!("BTN {}", b.wire_name()),
        }
    }

    /// The line with its ` *HH` checksum, without newline (`UP e2 *72`).
    pub fn to_line_with_checksum(&self) -> String {
        with_checksum(&self.to_line())
    }
}

/// A request from the host to the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HostCommand {
    /// `SNAP?`: answer with a `SNAP` line.
    Snap,
    /// `HELLO?`: answer with a `HELLO` line.
    Hello,
}

impl HostCommand {
    /// The command as a wire line, newline included (`SNAP?\n`).
    pub fn to_wire(self) -> &'static str {
        match self {
            Self::Snap => "SNAP?\n",
            Self::Hello => "HELLO?\n",
        }
    }

    /// The command with a checksum, newline included (`SNAP? *33\n`).
    pub fn to_wire_with_checksum(self) -> String {
        let line = self.to_wire().trim_end_matches('\n');
        format!("{}\n", with_checksum(line))
    }

    /// Parses a host-to-board line (for a simulator or firmware written against this crate).
    pub fn parse(bytes: &[u8]) -> Result<Self, PegLineError> {
        let body = strip_checksum(bytes)?;
        match body {
            b"SNAP?" => Ok(Self::Snap),
            b"HELLO?" => Ok(Self::Hello),
            _ => Err(PegLineError::UnknownKeyword(lossy(body))),
        }
    }
}

/// The XOR of every byte (the NMEA-style checksum of contract section 4).
pub fn checksum(bytes: &[u8]) -> u8 {
    bytes.iter().fold(0, |acc, b| acc ^ b)
}

/// `line` followed by ` *HH`, its checksum in upper-case hex.
pub fn with_checksum(line: &str) -> String {
    format!("{line} *{:02X}", checksum(line.as_bytes()))
}

/// Why a line from the board was dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PegLineError {
    /// Nothing on the line.
    Empty,
    /// Longer than [`MAX_LINE`] bytes.
    TooLong(usize),
    /// A byte that is not printable ASCII (its value and position).
    BadByte { byte: u8, at: usize },
    /// The line's checksum does not match its bytes.
    ChecksumMismatch { stated: u8, computed: u8 },
    /// ` *` not followed by exactly two upper-case hex digits.
    BadChecksumField(String),
    /// A first word that is no keyword of the protocol.
    UnknownKeyword(String),
    /// A keyword without its argument(s).
    MissingArgument(&'static str),
    /// More words than the keyword takes.
    ExtraArgument(String),
    /// Not a lower-case square `a1`…`h8`.
    BadSquare(String),
    /// Not 16 hex digits.
    BadSnap(String),
    /// Not a button the protocol names.
    UnknownButton(String),
    /// A doubled, leading or trailing space.
    BadSpacing,
}

impl PegLineError {
    /// Whether the line was dropped for its checksum (counted apart from other malformed lines).
    pub fn is_checksum(&self) -> bool {
        matches!(self, Self::ChecksumMismatch { .. })
    }
}

impl fmt::Display for PegLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str("empty line"),
            Self::TooLong(n) => write!(f, "line too long ({n} bytes, at most {MAX_LINE})"),
            Self::BadByte { byte, at } => {
                write!(
                    f,
                    "byte 0x{byte:02X} at column {} is not printable ASCII",
                    at + 1
                )
            }
            Self::ChecksumMismatch { stated, computed } => write!(
                f,
                "wrong checksum: line says {stated:02X}, its bytes give {computed:02X}"
            ),
            Self::BadChecksumField(s) => write!(
                f,
                "bad checksum field `*{s}` (two upper-case hex digits expected)"
            ),
            Self::UnknownKeyword(s) => write!(f, "unknown keyword `{s}`"),
            Self::MissingArgument(what) => write!(f, "missing {what}"),
            Self::ExtraArgument(s) => write!(f, "unexpected `{s}` at the end of the line"),
            Self::BadSquare(s) => write!(f, "bad square `{s}` (a1 to h8, lower-case)"),
            Self::BadSnap(s) => write!(f, "bad SNAP `{s}` (16 hex digits expected)"),
            Self::UnknownButton(s) => {
                write!(f, "unknown button `{s}` (clock, repeat, time, q, r, b, n)")
            }
            Self::BadSpacing => f.write_str("words must be separated by single spaces"),
        }
    }
}

impl std::error::Error for PegLineError {}

fn lossy(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    // Error messages quote at most a short piece of the line.
    text.chars().take(24).collect()
}

/// Checks the byte rules and the optional checksum; returns the line's body (before ` *`).
fn strip_checksum(line: &[u8]) -> Result<&[u8], PegLineError> {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    if line.is_empty() {
        return Err(PegLineError::Empty);
    }
    if line.len() > MAX_LINE {
        return Err(PegLineError::TooLong(line.len()));
    }
    if let Some(at) = line.iter().position(|b| !(b' '..=b'~').contains(b)) {
        return Err(PegLineError::BadByte { byte: line[at], at });
    }
    let Some(star) = line.windows(2).rposition(|w| w == b" *") else {
        return Ok(line);
    };
    let (body, field) = (&line[..star], &line[star + 2..]);
    let digits = match field {
        [hi, lo] => upper_hex(*hi).zip(upper_hex(*lo)),
        _ => None,
    };
    let Some((hi, lo)) = digits else {
        return Err(PegLineError::BadChecksumField(lossy(field)));
    };
    let stated = (hi << 4) | lo;
    let computed = checksum(body);
    if stated != computed {
        return Err(PegLineError::ChecksumMismatch { stated, computed });
    }
    Ok(body)
}

fn upper_hex(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

fn any_hex(b: u8) -> Option<u8> {
    match b {
        b'a'..=b'f' => Some(b - b'a' + 10),
        _ => upper_hex(b),
    }
}

/// A lower-case algebraic square (`e2`).
pub fn parse_square(word: &str) -> Option<Square> {
    match word.as_bytes() {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some(Square::from_coords(
            File::new(u32::from(f - b'a')),
            Rank::new(u32::from(r - b'1')),
        )),
        _ => None,
    }
}

/// Decodes one board-to-host line (with or without its `\n`; one `\r` before it tolerated).
pub fn parse_line(line: &[u8]) -> Result<PegEvent, PegLineError> {
    let body = strip_checksum(line)?;
    // Printable ASCII was checked, so this is valid UTF-8.
    let text = std::str::from_utf8(body).map_err(|_| PegLineError::Empty)?;
    if text.starts_with(' ') || text.ends_with(' ') || text.contains("  ") {
        return Err(PegLineError::BadSpacing);
    }
    let mut words = text.split(' ');
    let keyword = words.next().unwrap_or_default();
    let event = match keyword {
        "HELLO" => {
            let model = words.next().ok_or(PegLineError::MissingArgument("model"))?;
            let firmware = words
                .next()
                .ok_or(PegLineError::MissingArgument("firmware version"))?;
            let serial = words
                .next()
                .ok_or(PegLineError::MissingArgument("serial number"))?;
            PegEvent::Hello {
                model: model.to_owned(),
                firmware: firmware.to_owned(),
                serial: serial.to_owned(),
            }
        }
        "SNAP" => {
            let hex = words
                .next()
                .ok_or(PegLineError::MissingArgument("occupancy"))?;
            PegEvent::Snap(
                parse_snap(hex).ok_or_else(|| PegLineError::BadSnap(lossy(hex.as_bytes())))?,
            )
        }
        "UP" | "DOWN" => {
            let word = words
                .next()
                .ok_or(PegLineError::MissingArgument("square"))?;
            let sq = parse_square(word)
                .ok_or_else(|| PegLineError::BadSquare(lossy(word.as_bytes())))?;
            if keyword == "UP" {
                PegEvent::Up(sq)
            } else {
                PegEvent::Down(sq)
            }
        }
        "BTN" => {
            let word = words
                .next()
                .ok_or(PegLineError::MissingArgument("button"))?;
            PegEvent::Button(
                Button::from_wire(word)
                    .ok_or_else(|| PegLineError::UnknownButton(lossy(word.as_bytes())))?,
            )
        }
        other => return Err(PegLineError::UnknownKeyword(lossy(other.as_bytes()))),
    };
    match words.next() {
        Some(extra) => Err(PegLineError::ExtraArgument(lossy(extra.as_bytes()))),
        None => Ok(event),
    }
}

fn parse_snap(hex: &str) -> Option<Bitboard> {
    if hex.len() != 16 {
        return None;
    }
    hex.bytes()
        .try_fold(0u64, |acc, b| any_hex(b).map(|d| (acc << 4) | u64::from(d)))
        .map(Bitboard)
}

/// How many lines a decoder has seen, by fate.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LineStats {
    /// Lines decoded into events.
    pub accepted: u64,
    /// Lines dropped for a wrong checksum.
    pub bad_checksum: u64,
    /// Lines dropped for any other reason (garbage, unknown keyword, too long …).
    pub malformed: u64,
}

impl LineStats {
    /// Every dropped line.
    pub fn dropped(&self) -> u64 {
        self.bad_checksum + self.malformed
    }
}

/// Splits a byte stream into lines and decodes them, counting the dropped ones.
///
/// Bytes may arrive in any chunks (a serial port hands over what it has). An over-long line is
/// dropped whole: its bytes are skipped up to the next `\n`.
#[derive(Debug, Default, Clone)]
pub struct LineDecoder {
    buffer: Vec<u8>,
    /// Bytes of the current line beyond the buffer's limit (the line is already too long).
    overflow: usize,
    stats: LineStats,
}

impl LineDecoder {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn stats(&self) -> LineStats {
        self.stats
    }

    /// Feeds bytes; calls `sink` once per complete line with its decoded result.
    pub fn feed(&mut self, bytes: &[u8], mut sink: impl FnMut(Result<PegEvent, PegLineError>)) {
        for &b in bytes {
            if b == b'\n' {
                let result = self.finish_line();
                sink(result);
            } else if self.buffer.len() <= MAX_LINE + 1 {
                self.buffer.push(b);
            } else {
                self.overflow += 1;
            }
        }
    }

    /// Decodes a last line that had no `\n` (end of a file); nothing if there is none.
    pub fn finish(&mut self) -> Option<Result<PegEvent, PegLineError>> {
        if self.buffer.is_empty() && self.overflow == 0 {
            return None;
        }
        Some(self.finish_line())
    }

    /// Decodes one whole line and counts it.
    pub fn decode(&mut self, line: &[u8]) -> Result<PegEvent, PegLineError> {
        let result = parse_line(line);
        self.count(&result);
        result
    }

    fn finish_line(&mut self) -> Result<PegEvent, PegLineError> {
        let result = if self.overflow > 0 {
            Err(PegLineError::TooLong(self.buffer.len() + self.overflow))
        } else {
            parse_line(&self.buffer)
        };
        self.buffer.clear();
        self.overflow = 0;
        self.count(&result);
        result
    }

    fn count(&mut self, result: &Result<PegEvent, PegLineError>) {
        match result {
            Ok(_) => self.stats.accepted += 1,
            Err(e) if e.is_checksum() => self.stats.bad_checksum += 1,
            Err(_) => self.stats.malformed += 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use shakmaty::Square;

    #[test]
    fn parses_every_kind_of_line() {
        assert_eq!(parse_line(b"UP e2"), Ok(PegEvent::Up(Square::E2)));
        assert_eq!(parse_line(b"DOWN h8\n"), Ok(PegEvent::Down(Square::H8)));
        assert_eq!(parse_line(b"DOWN a1\r\n"), Ok(PegEvent::Down(Square::A1)));
        assert_eq!(
            parse_line(b"SNAP FFFF00000000FFFF"),
            Ok(PegEvent::Snap(Bitboard(0xFFFF_0000_0000_FFFF)))
        );
        assert_eq!(
            parse_line(b"SNAP ffff00000000ffff"),
            Ok(PegEvent::Snap(Bitboard(0xFFFF_0000_0000_FFFF)))
        );
        assert_eq!(
            parse_line(b"BTN q"),
            Ok(PegEvent::Button(Button::Promote(Role::Queen)))
        );
        assert_eq!(
            parse_line(b"BTN clock"),
            Ok(PegEvent::Button(Button::Clock))
        );
        // The push-to-talk extension.
        assert_eq!(parse_line(b"BTN talk"), Ok(PegEvent::Button(Button::Talk)));
        assert_eq!(PegEvent::Button(Button::Talk).to_line(), "BTN talk");
        assert_eq!(
            parse_line(b"HELLO peg64 1.2.0 SN0042"),
            Ok(PegEvent::Hello {
                model: "peg64".into(),
                firmware: "1.2.0".into(),
                serial: "SN0042".into()
            })
        );
    }

    #[test]
    fn snap_bit_zero_is_a1_and_bit_63_is_h8() {
        assert_eq!(
            parse_line(b"SNAP 0000000000000001"),
            Ok(PegEvent::Snap(Bitboard::from(Square::A1)))
        );
        assert_eq!(
            parse_line(b"SNAP 8000000000000000"),
            Ok(PegEvent::Snap(Bitboard::from(Square::H8)))
        );
        assert_eq!(
            parse_line(b"SNAP 0000000000000100"),
            Ok(PegEvent::Snap(Bitboard::from(Square::A2)))
        );
    }

    #[test]
    fn checksums_are_checked_and_upper_case() {
        let good = PegEvent::Up(Square::E2).to_line_with_checksum();
        assert_eq!(good, format!("UP e2 *{:02X}", checksum(b"UP e2")));
        assert_eq!(parse_line(good.as_bytes()), Ok(PegEvent::Up(Square::E2)));
        let wrong = format!("UP e2 *{:02X}", checksum(b"UP e2") ^ 1);
        assert!(matches!(
            parse_line(wrong.as_bytes()),
            Err(PegLineError::ChecksumMismatch { .. })
        ));
        // "UP e2" XORs to 0x72; "HELLO?" to 0x7D, whose lower-case form is refused.
        assert_eq!(checksum(b"UP e2"), 0x72);
        assert_eq!(parse_line(b"UP e2 *72"), Ok(PegEvent::Up(Square::E2)));
        assert_eq!(checksum(b"SNAP FFFF00000000FFFF"), 0x2C);
        assert!(matches!(
            parse_line(b"SNAP FFFF00000000FFFF *2c"),
            Err(PegLineError::BadChecksumField(_))
        ));
        assert!(parse_line(b"SNAP FFFF00000000FFFF *2C").is_ok());
        assert!(matches!(
            parse_line(b"UP e2 *7"),
            Err(PegLineError::BadChecksumField(_))
        ));
        assert!(matches!(
            parse_line(b"UP e2 *72\r"),
            Ok(PegEvent::Up(Square::E2))
        ));
    }

    /// The worked examples of hardware/PROTOCOL.md.
    #[test]
    fn protocol_document_examples() {
        let examples = [
            ("UP e2", "72"),
            ("DOWN e4", "63"),
            ("SNAP FFFF00000000FFFF", "2C"),
            ("SNAP FFFF00001000EFFF", "2E"),
            ("HELLO peg64 1.0.0 SN0001", "3F"),
            ("BTN q", "09"),
            ("BTN clock", "10"),
            ("UP e1", "71"),
            ("DOWN g1", "64"),
            ("UP h1", "7C"),
            ("DOWN f1", "65"),
            ("UP d5", "74"),
            ("UP e4", "74"),
            ("DOWN d5", "63"),
            ("UP e5", "75"),
            ("DOWN d6", "60"),
            ("UP a7", "73"),
            ("DOWN a8", "6B"),
            ("BTN n", "16"),
        ];
        for (line, hex) in examples {
            assert_eq!(with_checksum(line), format!("{line} *{hex}"));
            assert!(parse_line(with_checksum(line).as_bytes()).is_ok());
        }
        assert_eq!(HostCommand::Snap.to_wire_with_checksum(), "SNAP? *33\n");
        assert_eq!(HostCommand::Hello.to_wire_with_checksum(), "HELLO? *7D\n");
        assert!(matches!(
            parse_line(b"DOWN e4 *7F"),
            Err(PegLineError::ChecksumMismatch { .. })
        ));
    }

    #[test]
    fn malformed_lines_name_the_problem() {
        let cases: &[(&[u8], &str)] = &[
            (b"", "empty line"),
            (b"UP", "missing square"),
            (b"UP e9", "bad square `e9`"),
            (b"UP E2", "bad square `E2`"),
            (b"up e2", "unknown keyword `up`"),
            (b"UP e2 e4", "unexpected `e4`"),
            (b"UP  e2", "single spaces"),
            (b"UP e2 ", "single spaces"),
            (b"BTN x", "unknown button `x`"),
            (b"SNAP 123", "bad SNAP `123`"),
            (b"SNAP 000000000000000G", "bad SNAP"),
            (b"UP \xffe2", "byte 0xFF at column 4"),
            (b"UP\te2", "byte 0x09"),
            (b"HELLO a b", "missing serial number"),
        ];
        for (line, expected) in cases {
            let error = parse_line(line).expect_err("malformed");
            assert!(
                error.to_string().contains(expected),
                "{:?}: {error}",
                String::from_utf8_lossy(line)
            );
        }
    }

    #[test]
    fn encoders_round_trip() {
        let events = [
            PegEvent::Up(Square::A1),
            PegEvent::Down(Square::H8),
            PegEvent::Snap(Bitboard(0x0123_4567_89AB_CDEF)),
            PegEvent::Button(Button::Time),
            PegEvent::Button(Button::Promote(Role::Knight)),
            PegEvent::Hello {
                model: "m".into(),
                firmware: "f".into(),
                serial: "s".into(),
            },
        ];
        for event in events {
            assert_eq!(parse_line(event.to_line().as_bytes()), Ok(event.clone()));
            assert_eq!(
                parse_line(event.to_line_with_checksum().as_bytes()),
                Ok(event.clone())
            );
        }
        assert_eq!(HostCommand::Snap.to_wire(), "SNAP?\n");
        assert_eq!(HostCommand::parse(b"HELLO?\n"), Ok(HostCommand::Hello));
        let checked = HostCommand::Snap.to_wire_with_checksum();
        assert_eq!(
            HostCommand::parse(checked.as_bytes()),
            Ok(HostCommand::Snap)
        );
    }

    #[test]
    fn decoder_splits_chunks_and_counts_drops() {
        let mut decoder = LineDecoder::new();
        let mut events = Vec::new();
        let input = b"UP e2\nDOWN e4 *00\ngarbage\nDO";
        decoder.feed(input, |r| events.push(r));
        decoder.feed(b"WN e4\n", |r| events.push(r));
        let long = vec![b'A'; 500];
        decoder.feed(&long, |r| events.push(r));
        decoder.feed(b"\nBTN q", |r| events.push(r));
        events.extend(decoder.finish());
        let ok: Vec<_> = events.iter().filter_map(|r| r.clone().ok()).collect();
        assert_eq!(
            ok,
            vec![
                PegEvent::Up(Square::E2),
                PegEvent::Down(Square::E4),
                PegEvent::Button(Button::Promote(Role::Queen))
            ]
        );
        assert!(matches!(events[4], Err(PegLineError::TooLong(500))));
        assert_eq!(
            decoder.stats(),
            LineStats {
                accepted: 3,
                bad_checksum: 1,
                malformed: 2
            }
        );
    }

    proptest! {
        #[test]
        fn never_panics_on_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
            let _ = parse_line(&bytes);
            let _ = HostCommand::parse(&bytes);
            let mut decoder = LineDecoder::new();
            let mut n = 0u64;
            decoder.feed(&bytes, |_| n += 1);
            n += u64::from(decoder.finish().is_some());
            let stats = decoder.stats();
            prop_assert_eq!(stats.accepted + stats.dropped(), n);
        }

        #[test]
        fn never_panics_on_near_valid_lines(
            word in prop::sample::select(vec!["UP", "DOWN", "SNAP", "BTN", "HELLO", "SNAP?"]),
            rest in "[ -~\\r\\t*]{0,40}",
        ) {
            let line = format!("{word} {rest}");
            let _ = parse_line(line.as_bytes());
            let _ = parse_line(with_checksum(&line).as_bytes());
        }

        #[test]
        fn every_encoded_event_decodes_to_itself(bits in any::<u64>(), sq in 0u32..64) {
            let sq = Square::new(sq);
            for event in [PegEvent::Snap(Bitboard(bits)), PegEvent::Up(sq), PegEvent::Down(sq)] {
                prop_assert_eq!(parse_line(event.to_line_with_checksum().as_bytes()), Ok(event.clone()));
            }
        }

        #[test]
        fn a_flipped_bit_in_a_checked_line_is_never_taken_for_another_event(
            sq in 0u32..64, down in any::<bool>(), at in 0usize..16, bit in 0u8..7,
        ) {
            let sq = Square::new(sq);
            let event = if down { PegEvent::Down(sq) } else { PegEvent::Up(sq) };
            let mut line = event.to_line_with_checksum().into_bytes();
            let at = at % line.len();
            line[at] ^= 1 << bit;
            if let Ok(decoded) = parse_line(&line) {
                // A single flipped bit either breaks the line or leaves it meaning the same.
                prop_assert_eq!(decoded, event);
            }
        }
    }
}
