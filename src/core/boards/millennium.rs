//! Millennium's Chess Link protocol (the eONE, Exclusive and Supreme boards, over USB serial or
//! Bluetooth LE): pure, no I/O, never a panic on any bytes.
//!
//! Facts of the protocol, from the "Chess Link: Magic Chessboard Communications Protocol" note
//! (Dave Woodfield, 25/10/17, kept as `mchess/magic-board.md` in python-mchess) and the free
//! drivers that follow it (python-mchess's `chess_link_protocol.py` and `chess_link.py`):
//! - 38 400 baud, 7 data bits, odd parity, 1 stop bit. On the wire that is the same frame as
//!   8 data bits and no parity with the parity in bit 7, which is how python-mchess and the BLE
//!   transport carry it: [`CharFraming`] says which one the link uses.
//! - Every message is printable ASCII ending in a block check: the XOR of all its characters
//!   (7-bit, command or reply letter included), as two upper-case hex digits.
//! - The host sends an upper-case command letter and data; the board answers with the
//!   lower-case letter: `S` status (`s` + 64 piece letters, `.` empty, `KQRBNP` white and
//!   `kqrbnp` black, in the board's order A8…H8, A7…H7 …), `V` version (`v` + 2 × 2 hex
//!   digits), `L` LEDs (slot time and 81 LED patterns, answered `l`), `X` all LEDs off (`x`),
//!   `W` write an E2ROM byte (`w` + address + value), `R` read one (`r` + address + value).
//! - E2ROM address 02 chooses the automatic status reports; `03` sends a status at every change,
//!   `07` at every change that lasted 5 scans (the board's default, `00`, sends one every scan,
//!   24 a second).
//! - The board's order is its own labels: python-mchess found boards reporting h1 first
//!   (turned round, the cable on the other side), and tells the two apart by the start
//!   position. [`Orientation`] does the same.
//! - The 81 LEDs sit on the corners of the squares, 9 × 9: LED 1 in the A8 corner, LED 9 in the
//!   A1 corner, LED 73 in the H8 corner, LED 81 in the H1 corner. Each LED's byte is a flash
//!   pattern, bit 7 first, one bit a slot time (4.096 ms units).
//!
//! **Never sent**: `T` (a hardware reset that clears the board for 3 s) and any E2ROM write
//! but the automatic-report setting: [`MillenniumRequest`] has no variant for them.

use std::fmt;

use shakmaty::{Bitboard, Board, Color, File, Piece, Rank, Role, Square};

use super::sensing_board::{BoardProtocol, PieceSensing, ProtocolSpec};

/// Over Bluetooth LE the board carries the same frames on Microchip's transparent UART
/// service (as python-mchess's `chess_link_bluepy.py` reads it): its notify characteristic
/// (board → host) and its write characteristic (host → board). The board advertises a name
/// holding `MILLENNIUM CHESS`.
pub const UART_SERVICE: u128 = 0x4953_5343_fe7d_4ae5_8fa9_9faf_d205_e455;
pub const UART_NOTIFY: u128 = 0x4953_5343_1e4d_4bd9_ba61_23c6_4724_9616;
pub const UART_WRITE: u128 = 0x4953_5343_8841_43f4_a8d4_ecbe_3472_9bb3;
pub const BLE_NAME_PREFIX: &str = "MILLENNIUM CHESS";

/// The board's serial speed.
pub const BAUD: u32 = 38_400;
/// Length of a status reply: `s`, 64 pieces, 2 check digits.
pub const STATUS_LEN: usize = 67;
/// The number of LEDs (9 × 9 square corners).
pub const LED_COUNT: usize = 81;
/// E2ROM address of the automatic status reports.
pub const AUTO_REPORT_ADDRESS: u8 = 0x02;

/// How each character's parity bit reaches the decoder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CharFraming {
    /// 7O1: the serial driver checks the parity; bit 7 is ignored here.
    SevenOdd,
    /// 8N1: bit 7 is the character's odd parity, checked here (USB adapters that offer no 7-bit
    /// mode, Bluetooth LE).
    #[default]
    EightNone,
}

/// A character with its odd-parity bit in bit 7 (what the board sends and expects).
pub fn with_odd_parity(char7: u8) -> u8 {
    let char7 = char7 & 0x7F;
    if char7.count_ones().is_multiple_of(2) {
        char7 | 0x80
    } else {
        char7
    }
}

/// Whether a byte's eight bits hold an odd number of ones (its parity bit is right).
pub fn has_odd_parity(byte: u8) -> bool {
    !byte.count_ones().is_multiple_of(2)
}

/// The block check of a message's characters (7-bit XOR).
pub fn block_check(chars: &[u8]) -> u8 {
    chars.iter().fold(0, |acc, &c| acc ^ (c & 0x7F))
}

fn hex_digit(value: u8) -> u8 {
    b"0123456789ABCDEF"[usize::from(value & 0x0F)]
}

fn hex_value(char7: u8) -> Option<u8> {
    match char7 {
        b'0'..=b'9' => Some(char7 - b'0'),
        b'A'..=b'F' => Some(char7 - b'A' + 10),
        _ => None,
    }
}

fn push_hex(out: &mut Vec<u8>, value: u8) {
    out.push(hex_digit(value >> 4));
    out.push(hex_digit(value));
}

/// A message's characters with their block check and parity bits: the bytes on the wire.
pub fn frame(body: &[u8]) -> Vec<u8> {
    let mut chars = body.iter().map(|c| c & 0x7F).collect::<Vec<u8>>();
    let check = block_check(&chars);
    push_hex(&mut chars, check);
    chars.into_iter().map(with_odd_parity).collect()
}

/// Which automatic status reports the board sends (E2ROM address 02).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AutoReport {
    /// `03`: a status at every change, however short (a piece slid across a square is seen
    /// standing on it).
    OnChange,
    /// `07`: a status at a change that lasted 5 scans (about 205 ms at the default scan time):
    /// a piece slid across the board, or knocked and set straight at once, is not reported.
    /// What annabella asks for, as python-mchess does: a passing square must never read as a
    /// move.
    OnSettledChange,
    /// `01`: none; the host asks with `S`.
    Off,
}

impl AutoReport {
    pub const ALL: [AutoReport; 3] = [Self::OnChange, Self::OnSettledChange, Self::Off];

    pub fn value(self) -> u8 {
        match self {
            Self::OnChange => 0x03,
            Self::OnSettledChange => 0x07,
            Self::Off => 0x01,
        }
    }
}

/// What the board's LEDs show: a slot time and one flash pattern a corner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LedFrame {
    /// The slot time in units of 4.096 ms.
    pub slot: u8,
    /// LED 1 (the A8 corner) first.
    pub leds: [u8; LED_COUNT],
}

/// The flash pattern of a square to fix: on half the time, about 3 times a second.
pub const BLINK: u8 = 0xCC;
/// The slot time the blink is made of (20 × 4.096 ms ≈ 82 ms).
pub const BLINK_SLOT: u8 = 20;

impl LedFrame {
    /// The four corner LEDs of each of `squares` flashing `pattern`, the rest dark.
    pub fn squares(squares: Bitboard, orientation: Orientation, pattern: u8) -> Self {
        let mut leds = [0u8; LED_COUNT];
        for square in squares {
            let (file, rank) = orientation.board_coords(square);
            for corner_file in [file, file + 1] {
                for corner_rank in [rank, rank + 1] {
                    leds[led_index(corner_file, corner_rank)] = pattern;
                }
            }
        }
        Self {
            slot: BLINK_SLOT,
            leds,
        }
    }

    /// The squares whose four corners are all lit (for the simulator and the tests).
    pub fn lit_squares(&self, orientation: Orientation) -> Bitboard {
        Square::ALL
            .into_iter()
            .filter(|&square| {
                let (file, rank) = orientation.board_coords(square);
                [file, file + 1].into_iter().all(|f| {
                    [rank, rank + 1]
                        .into_iter()
                        .all(|r| self.leds[led_index(f, r)] != 0)
                })
            })
            .collect()
    }
}

/// The index (0-based) of the LED at a corner: `file` 0 (left of A) to 8 (right of H), `rank`
/// 0 (below rank 1) to 8 (above rank 8), in the board's own labels. LED 1 is the A8 corner,
/// LED 9 the A1 corner: the LEDs run down each file line, A first.
pub fn led_index(corner_file: u8, corner_rank: u8) -> usize {
    usize::from(corner_file.min(8)) * 9 + usize::from(8 - corner_rank.min(8))
}

/// A request from the host to the board. Only harmless ones exist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MillenniumRequest {
    /// `S`: answer with the whole board.
    Status,
    /// `V`: answer with the firmware version.
    Version,
    /// `L`: set the LEDs.
    Leds(LedFrame),
    /// `X`: all LEDs off.
    LedsOff,
    /// `W02…`: which automatic status reports to send.
    AutoReports(AutoReport),
}

impl MillenniumRequest {
    /// The request's characters, without check digits or parity.
    pub fn body(&self) -> Vec<u8> {
        match self {
            Self::Status => b"S".to_vec(),
            Self::Version => b"V".to_vec(),
            Self::LedsOff => b"X".to_vec(),
            Self::Leds(frame) => {
                let mut body = Vec::with_capacity(3 + 2 * LED_COUNT);
                body.push(b'L');
                push_hex(&mut body, frame.slot);
                for &led in &frame.leds {
                    push_hex(&mut body, led);
                }
                body
            }
            Self::AutoReports(report) => {
                let mut body = vec![b'W'];
                push_hex(&mut body, AUTO_REPORT_ADDRESS);
                push_hex(&mut body, report.value());
                body
            }
        }
    }

    /// The bytes on the wire (block check added, parity in bit 7).
    pub fn encode(&self) -> Vec<u8> {
        frame(&self.body())
    }

    /// Reads a request from its characters (check digits included, parity stripped), for the
    /// simulated board; `None` for anything else, and always for a reset or another E2ROM
    /// write.
    pub fn parse(chars: &[u8]) -> Option<Self> {
        let (body, check) = chars.split_at(chars.len().checked_sub(2)?);
        let sent = hex_pair(check)?;
        if sent != block_check(body) {
            return None;
        }
        match body {
            b"S" => Some(Self::Status),
            b"V" => Some(Self::Version),
            b"X" => Some(Self::LedsOff),
            [b'W', rest @ ..] => {
                let [address, value] = hex_bytes::<2>(rest)?;
                let report = AutoReport::ALL.into_iter().find(|r| r.value() == value)?;
                (address == AUTO_REPORT_ADDRESS).then_some(Self::AutoReports(report))
            }
            [b'L', rest @ ..] => {
                let bytes = hex_bytes::<{ LED_COUNT + 1 }>(rest)?;
                let mut leds = [0u8; LED_COUNT];
                leds.copy_from_slice(&bytes[1..]);
                Some(Self::Leds(LedFrame {
                    slot: bytes[0],
                    leds,
                }))
            }
            _ => None,
        }
    }

    /// The letter of the reply the board gives (none for a reset, which has no variant).
    pub fn reply_letter(&self) -> u8 {
        self.body()[0].to_ascii_lowercase()
    }
}

fn hex_pair(chars: &[u8]) -> Option<u8> {
    match chars {
        [high, low] => Some(hex_value(*high)? << 4 | hex_value(*low)?),
        _ => None,
    }
}

fn hex_bytes<const N: usize>(chars: &[u8]) -> Option<[u8; N]> {
    if chars.len() != 2 * N {
        return None;
    }
    let mut out = [0u8; N];
    for (slot, pair) in out.iter_mut().zip(chars.chunks(2)) {
        *slot = hex_pair(pair)?;
    }
    Some(out)
}

/// The piece letter of a status reply (`.` for an empty square).
pub fn piece_char(piece: Option<Piece>) -> u8 {
    match piece {
        None => b'.',
        Some(piece) => piece.char() as u8,
    }
}

/// The piece of a status letter; `None` for a letter that is neither a piece nor `.`.
pub fn char_piece(char7: u8) -> Option<Option<Piece>> {
    if char7 == b'.' {
        return Some(None);
    }
    let role = match char7.to_ascii_lowercase() {
        b'k' => Role::King,
        b'q' => Role::Queen,
        b'r' => Role::Rook,
        b'b' => Role::Bishop,
        b'n' => Role::Knight,
        b'p' => Role::Pawn,
        _ => return None,
    };
    let color = Color::from_white(char7.is_ascii_uppercase());
    Some(Some(Piece { color, role }))
}

/// Which way round the board reports its squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Orientation {
    /// As the protocol note says: A8 first, LED 1 in the A8 corner.
    #[default]
    AsDocumented,
    /// Turned round (python-mchess's "cable right"): h1 first.
    TurnedRound,
}

impl Orientation {
    /// The square's file and rank (0–7) in the board's own labels.
    pub fn board_coords(self, square: Square) -> (u8, u8) {
        let (file, rank) = (u8::from(square.file()), u8::from(square.rank()));
        match self {
            Self::AsDocumented => (file, rank),
            Self::TurnedRound => (7 - file, 7 - rank),
        }
    }

    /// The square at a status index (0–63).
    pub fn square_at(self, index: usize) -> Square {
        let index = (index % 64) as u32;
        let (file, rank) = (index % 8, 7 - index / 8);
        let (file, rank) = match self {
            Self::AsDocumented => (file, rank),
            Self::TurnedRound => (7 - file, 7 - rank),
        };
        Square::from_coords(File::new(file), Rank::new(rank))
    }

    /// The orientation in which `status` shows the start position's camps (the white pieces
    /// on ranks 1–2, the black on 7–8), if one does: a board set up for a game tells which way
    /// round it lies.
    pub fn from_start_camps(status: &StatusBoard) -> Option<Self> {
        [Self::AsDocumented, Self::TurnedRound]
            .into_iter()
            .find(|&orientation| {
                let board = status.pieces(orientation);
                let white_home =
                    Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Second);
                let black_home =
                    Bitboard::from_rank(Rank::Seventh) | Bitboard::from_rank(Rank::Eighth);
                board.by_color(Color::White) == white_home
                    && board.by_color(Color::Black) == black_home
            })
    }
}

/// The 64 squares of a status reply, in the order they came (index 0 is the board's A8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StatusBoard(pub [Option<Piece>; 64]);

impl StatusBoard {
    /// The status a board lying `orientation` would send for `board`.
    pub fn from_board(board: &Board, orientation: Orientation) -> Self {
        let mut out = [None; 64];
        for (index, slot) in out.iter_mut().enumerate() {
            *slot = board.piece_at(orientation.square_at(index));
        }
        Self(out)
    }

    /// The pieces, read the board lying `orientation`.
    pub fn pieces(&self, orientation: Orientation) -> Board {
        let mut board = Board::empty();
        for (index, piece) in self.0.iter().enumerate() {
            if let Some(piece) = piece {
                board.set_piece_at(orientation.square_at(index), *piece);
            }
        }
        board
    }
}

/// A reply from the board, decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MillenniumReply {
    /// `s`: the whole board.
    Status(StatusBoard),
    /// `v`: the firmware version.
    Version { major: u8, minor: u8 },
    /// `l`: the LEDs were set.
    LedsSet,
    /// `x`: the LEDs went off.
    LedsOff,
    /// `w`: an E2ROM byte was written.
    Written { address: u8, value: u8 },
    /// `r`: an E2ROM byte read.
    Read { address: u8, value: u8 },
}

impl MillenniumReply {
    /// The reply's characters, without check digits or parity.
    pub fn body(&self) -> Vec<u8> {
        match self {
            Self::Status(status) => {
                let mut body = Vec::with_capacity(STATUS_LEN);
                body.push(b's');
                body.extend(status.0.iter().map(|&p| piece_char(p)));
                body
            }
            Self::Version { major, minor } => hex_body(b'v', *major, *minor),
            Self::LedsSet => b"l".to_vec(),
            Self::LedsOff => b"x".to_vec(),
            Self::Written { address, value } => hex_body(b'w', *address, *value),
            Self::Read { address, value } => hex_body(b'r', *address, *value),
        }
    }

    /// The bytes on the wire, parity in bit 7 (for the simulated board and the tests).
    pub fn encode(&self) -> Vec<u8> {
        frame(&self.body())
    }
}

fn hex_body(letter: u8, first: u8, second: u8) -> Vec<u8> {
    let mut body = vec![letter];
    push_hex(&mut body, first);
    push_hex(&mut body, second);
    body
}

/// The length of the reply a letter starts (check digits included); `None` for any other
/// character.
pub fn reply_len(letter: u8) -> Option<usize> {
    match letter {
        b's' => Some(STATUS_LEN),
        b'v' | b'w' | b'r' => Some(7),
        b'l' | b'x' => Some(3),
        _ => None,
    }
}

/// Why bytes from the board were dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MillenniumError {
    /// A character whose parity bit is wrong (8N1 framing): the reply it was in is dropped.
    Parity { byte: u8 },
    /// Characters outside any reply.
    Stray(usize),
    /// A character a reply cannot hold at that place.
    BadChar { reply: char, at: usize, char7: u8 },
    /// The block check sent differs from the characters' XOR.
    BlockCheck { reply: char, sent: u8, computed: u8 },
}

impl fmt::Display for MillenniumError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Parity { byte } => write!(f, "byte 0x{byte:02X} with a wrong parity bit"),
            Self::Stray(n) => write!(f, "{n} stray character(s) outside any reply"),
            Self::BadChar { reply, at, char7 } => {
                write!(f, "reply '{reply}': character 0x{char7:02X} at place {at}")
            }
            Self::BlockCheck {
                reply,
                sent,
                computed,
            } => write!(
                f,
                "reply '{reply}': block check {sent:02X} sent, {computed:02X} computed"
            ),
        }
    }
}

impl std::error::Error for MillenniumError {}

/// How many replies a decoder has seen, by fate.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MillenniumStats {
    pub accepted: u64,
    pub dropped: u64,
}

/// Splits the board's byte stream into replies, in any chunks. A reply that fails is dropped
/// and its characters after the letter are read again, so a reply that began inside it is
/// found.
#[derive(Debug, Clone, Default)]
pub struct MillenniumDecoder {
    framing: CharFraming,
    /// The reply being collected (7-bit characters, its letter first).
    buffer: Vec<u8>,
    stray: usize,
    stats: MillenniumStats,
}

impl MillenniumDecoder {
    pub fn new(framing: CharFraming) -> Self {
        Self {
            framing,
            ..Self::default()
        }
    }

    pub fn stats(&self) -> MillenniumStats {
        self.stats
    }

    /// Forgets a reply in progress (the port was reopened).
    pub fn reset(&mut self) {
        self.buffer.clear();
        self.stray = 0;
    }

    /// Feeds bytes; calls `sink` once per reply (or per dropped run of characters).
    pub fn feed(
        &mut self,
        bytes: &[u8],
        mut sink: impl FnMut(Result<MillenniumReply, MillenniumError>),
    ) {
        for &byte in bytes {
            if self.framing == CharFraming::EightNone && !has_odd_parity(byte) {
                // The character is lost; so is the reply it belonged to.
                self.flush_stray(&mut sink);
                self.buffer.clear();
                self.drop_with(&mut sink, MillenniumError::Parity { byte });
                continue;
            }
            self.char7(byte & 0x7F, &mut sink);
        }
        if self.buffer.is_empty() {
            self.flush_stray(&mut sink);
        }
    }

    fn char7(
        &mut self,
        char7: u8,
        sink: &mut impl FnMut(Result<MillenniumReply, MillenniumError>),
    ) {
        // Characters to read, in order: the one given, then any given back by a failed reply.
        let mut pending = std::collections::VecDeque::from([char7]);
        while let Some(c) = pending.pop_front() {
            if self.buffer.is_empty() {
                if reply_len(c).is_some() {
                    self.flush_stray(sink);
                    self.buffer.push(c);
                } else {
                    self.stray += 1;
                }
                continue;
            }
            let letter = self.buffer[0];
            let len = reply_len(letter).unwrap_or(3);
            let at = self.buffer.len();
            if !fits(letter, at, len, c) {
                let mut given_back: Vec<u8> = self.buffer.drain(..).skip(1).collect();
                given_back.push(c);
                self.drop_with(
                    sink,
                    MillenniumError::BadChar {
                        reply: letter as char,
                        at,
                        char7: c,
                    },
                );
                // The letter is spent; what followed it may hold the next reply, read first.
                give_back(&mut pending, given_back);
                continue;
            }
            self.buffer.push(c);
            if self.buffer.len() == len {
                let chars = std::mem::take(&mut self.buffer);
                match decode_reply(&chars) {
                    Ok(reply) => {
                        self.stats.accepted += 1;
                        sink(Ok(reply));
                    }
                    Err(e) => {
                        self.drop_with(sink, e);
                        give_back(&mut pending, chars.into_iter().skip(1).collect());
                    }
                }
            }
        }
    }

    fn flush_stray(&mut self, sink: &mut impl FnMut(Result<MillenniumReply, MillenniumError>)) {
        if self.stray > 0 {
            let n = std::mem::take(&mut self.stray);
            self.drop_with(sink, MillenniumError::Stray(n));
        }
    }

    fn drop_with(
        &mut self,
        sink: &mut impl FnMut(Result<MillenniumReply, MillenniumError>),
        e: MillenniumError,
    ) {
        self.stats.dropped += 1;
        sink(Err(e));
    }
}

/// Puts characters back at the front of what is still to be read, in their order.
fn give_back(pending: &mut std::collections::VecDeque<u8>, chars: Vec<u8>) {
    for c in chars.into_iter().rev() {
        pending.push_front(c);
    }
}

/// Whether `char7` may stand at place `at` of a reply starting with `letter`, `len` long.
fn fits(letter: u8, at: usize, len: usize, char7: u8) -> bool {
    if at >= len - 2 {
        return hex_value(char7).is_some();
    }
    match letter {
        b's' => char_piece(char7).is_some(),
        _ => hex_value(char7).is_some(),
    }
}

/// Decodes one whole reply (letter, data, check digits; 7-bit characters).
pub fn decode_reply(chars: &[u8]) -> Result<MillenniumReply, MillenniumError> {
    let letter = chars.first().copied().unwrap_or(b'?');
    let reply = letter as char;
    let Some((body, check)) = chars
        .len()
        .checked_sub(2)
        .map(|split| chars.split_at(split))
    else {
        return Err(MillenniumError::Stray(chars.len()));
    };
    let bad = |at: usize| MillenniumError::BadChar {
        reply,
        at,
        char7: chars.get(at).copied().unwrap_or(0),
    };
    let sent = hex_pair(check).ok_or_else(|| bad(chars.len() - 2))?;
    let computed = block_check(body);
    if sent != computed {
        return Err(MillenniumError::BlockCheck {
            reply,
            sent,
            computed,
        });
    }
    let data = &body[1..];
    let two = || hex_bytes::<2>(data).ok_or_else(|| bad(1));
    match letter {
        b's' => {
            let mut squares = [None; 64];
            if data.len() != 64 {
                return Err(bad(data.len() + 1));
            }
            for (index, &c) in data.iter().enumerate() {
                squares[index] = char_piece(c).ok_or_else(|| bad(index + 1))?;
            }
            Ok(MillenniumReply::Status(StatusBoard(squares)))
        }
        b'v' => two().map(|[major, minor]| MillenniumReply::Version { major, minor }),
        b'w' => two().map(|[address, value]| MillenniumReply::Written { address, value }),
        b'r' => two().map(|[address, value]| MillenniumReply::Read { address, value }),
        b'l' => Ok(MillenniumReply::LedsSet),
        b'x' => Ok(MillenniumReply::LedsOff),
        _ => Err(bad(0)),
    }
}

/// Splits the host's byte stream into requests (for the simulated board): each request ends
/// where its known length ends.
#[derive(Debug, Clone, Default)]
pub struct RequestReader {
    buffer: Vec<u8>,
}

impl RequestReader {
    /// Feeds bytes; calls `sink` with each request, or the characters that made none.
    pub fn feed(&mut self, bytes: &[u8], mut sink: impl FnMut(Result<MillenniumRequest, Vec<u8>>)) {
        for &byte in bytes {
            let c = byte & 0x7F;
            if self.buffer.is_empty() && request_len(c).is_none() {
                sink(Err(vec![c]));
                continue;
            }
            self.buffer.push(c);
            if Some(self.buffer.len()) == request_len(self.buffer[0]) {
                let chars = std::mem::take(&mut self.buffer);
                sink(MillenniumRequest::parse(&chars).ok_or(chars));
            }
        }
    }
}

/// The length of a request its letter starts (check digits included).
fn request_len(letter: u8) -> Option<usize> {
    match letter {
        b'S' | b'V' | b'X' | b'T' => Some(3),
        b'W' => Some(7),
        b'R' => Some(5),
        b'L' => Some(3 + 2 + 2 * LED_COUNT),
        _ => None,
    }
}

/// Millennium's protocol: the whole board at each change, read by [`PieceSensing`].
const MILLENNIUM: ProtocolSpec = ProtocolSpec {
    scheme: "millennium",
    kind_name: "Millennium",
    sensing: |protocol, _, _| Box::new(PieceSensing::new(protocol)),
};

#[allow(non_upper_case_globals)] // the name it had as a variant
impl BoardProtocol {
    /// Millennium's Chess Link boards (eONE, Exclusive, Supreme): the whole board at each change.
    pub const Millennium: Self = Self::new(&MILLENNIUM);
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use shakmaty::{Chess, Position};

    fn decode_all(
        framing: CharFraming,
        bytes: &[u8],
    ) -> Vec<Result<MillenniumReply, MillenniumError>> {
        let mut decoder = MillenniumDecoder::new(framing);
        let mut out = Vec::new();
        decoder.feed(bytes, |r| out.push(r));
        out
    }

    /// The version exchange logged in python-mchess's `mchess/chess_link.py` (its module
    /// docstring: a Chess Genius Exclusive over Bluetooth LE): the host sent `d6 b5 b6` ("V",
    /// check "56"), the board answered `v \xb0 1 \xb0 \xb3 7 4` ("v0103", check "74").
    #[test]
    fn the_logged_version_exchange_of_a_real_board() {
        assert_eq!(MillenniumRequest::Version.encode(), [0xD6, 0xB5, 0xB6]);
        let answer = [b'v', 0xB0, b'1', 0xB0, 0xB3, b'7', b'4'];
        assert_eq!(
            decode_all(CharFraming::EightNone, &answer),
            vec![Ok(MillenniumReply::Version { major: 1, minor: 3 })]
        );
        assert_eq!(
            MillenniumReply::Version { major: 1, minor: 3 }.encode(),
            answer
        );
    }

    /// The parity rule of python-mchess's `add_odd_par` (`mchess/chess_link_protocol.py`):
    /// bit 7 set when the 7 bits hold an even number of ones.
    #[test]
    fn odd_parity_bits() {
        assert_eq!(with_odd_parity(b'V'), 0xD6);
        assert_eq!(with_odd_parity(b'v'), b'v');
        assert_eq!(with_odd_parity(b'0'), 0xB0);
        assert_eq!(with_odd_parity(b'1'), b'1');
        for c in 0..128u8 {
            assert!(has_odd_parity(with_odd_parity(c)), "{c}");
            assert!(!has_odd_parity(with_odd_parity(c) ^ 0x80), "{c}");
        }
    }

    /// The status reply of the protocol note ("s", 64 piece codes A8…H8, A7…H7 …, check):
    /// the start position as the note orders it.
    #[test]
    fn a_status_of_the_start_position() {
        let chars = b"srnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR";
        let check = block_check(chars);
        let mut body = chars.to_vec();
        push_hex(&mut body, check);
        let wire: Vec<u8> = body.iter().map(|&c| with_odd_parity(c)).collect();
        let out = decode_all(CharFraming::EightNone, &wire);
        let Some(Ok(MillenniumReply::Status(status))) = out.first() else {
            panic!("{out:?}");
        };
        assert_eq!(out.len(), 1);
        let start = Chess::default().board().clone();
        assert_eq!(status.pieces(Orientation::AsDocumented), start);
        assert_eq!(
            Orientation::from_start_camps(status),
            Some(Orientation::AsDocumented)
        );
        // The same board turned round reads h1 first, as python-mchess's boards did.
        let turned = StatusBoard::from_board(&start, Orientation::TurnedRound);
        assert_eq!(turned.0[0], start.piece_at(Square::H1));
        assert_eq!(
            Orientation::from_start_camps(&turned),
            Some(Orientation::TurnedRound)
        );
        assert_eq!(turned.pieces(Orientation::TurnedRound), start);
        // 7O1: the driver checked the parity; bit 7 is ignored.
        assert_eq!(decode_all(CharFraming::SevenOdd, &body), out);
    }

    #[test]
    fn a_parity_error_drops_the_reply_and_the_next_is_read() {
        let mut wire = MillenniumReply::Version { major: 1, minor: 3 }.encode();
        wire[3] ^= 0x80;
        wire.extend(MillenniumReply::LedsSet.encode());
        let out = decode_all(CharFraming::EightNone, &wire);
        assert_eq!(out[0], Err(MillenniumError::Parity { byte: wire[3] }));
        assert_eq!(out.last(), Some(&Ok(MillenniumReply::LedsSet)));
        assert!(out.iter().filter(|r| r.is_ok()).count() == 1, "{out:?}");
    }

    #[test]
    fn a_wrong_block_check_is_named_and_a_reply_inside_the_bad_one_is_found() {
        let mut wire = MillenniumReply::Written {
            address: 2,
            value: 3,
        }
        .encode();
        // The last check digit spoilt (parity kept right).
        let last = wire.len() - 1;
        wire[last] = with_odd_parity(if wire[last] & 0x7F == b'0' {
            b'1'
        } else {
            b'0'
        });
        let out = decode_all(CharFraming::EightNone, &wire);
        assert!(
            matches!(out[0], Err(MillenniumError::BlockCheck { reply: 'w', .. })),
            "{out:?}"
        );
        // A status cut short by an `x` reply: the `x` inside is still read.
        let mut wire = frame(b"srnbq")[..5].to_vec();
        wire.extend(MillenniumReply::LedsOff.encode());
        let out = decode_all(CharFraming::EightNone, &wire);
        assert_eq!(out.last(), Some(&Ok(MillenniumReply::LedsOff)), "{out:?}");
    }

    #[test]
    fn replies_split_in_any_chunks_decode_the_same() {
        let status = MillenniumReply::Status(StatusBoard::from_board(
            Chess::default().board(),
            Orientation::AsDocumented,
        ));
        let mut wire = status.encode();
        wire.extend(MillenniumReply::LedsSet.encode());
        wire.extend(MillenniumReply::Version { major: 2, minor: 7 }.encode());
        for chunk in 1..wire.len() {
            let mut decoder = MillenniumDecoder::new(CharFraming::EightNone);
            let mut out = Vec::new();
            for part in wire.chunks(chunk) {
                decoder.feed(part, |r| out.push(r));
            }
            assert_eq!(out.len(), 3, "chunk {chunk}: {out:?}");
            assert!(out.iter().all(Result::is_ok));
        }
    }

    #[test]
    fn requests_are_framed_and_read_back() {
        assert_eq!(MillenniumRequest::Status.encode(), frame(b"S"));
        // "W0207": address 02 (automatic reports), value 07 (at a change that lasted 5 scans:
        // binary 111 in the protocol note's table).
        let auto = MillenniumRequest::AutoReports(AutoReport::OnSettledChange);
        assert_eq!(auto.body(), b"W0207");
        let leds = MillenniumRequest::Leds(LedFrame::squares(
            Bitboard::from(Square::E4),
            Orientation::AsDocumented,
            BLINK,
        ));
        assert_eq!(leds.encode().len(), 3 + 2 + 2 * LED_COUNT);
        for request in [
            MillenniumRequest::Status,
            MillenniumRequest::Version,
            auto,
            leds,
        ] {
            let mut reader = RequestReader::default();
            let mut out = Vec::new();
            reader.feed(&request.encode(), |r| out.push(r));
            assert_eq!(out, vec![Ok(request)]);
        }
        // A reset is read as a request of no kind: the simulator refuses it.
        let mut reader = RequestReader::default();
        let mut out = Vec::new();
        reader.feed(&frame(b"T"), |r| out.push(r));
        assert!(matches!(out.as_slice(), [Err(_)]));
    }

    /// The LED layout of the protocol note: LED 1 in the A8 corner, LED 9 in the A1 corner,
    /// LED 73 in the H8 corner, LED 81 in the H1 corner.
    #[test]
    fn the_corner_leds_of_the_protocol_note() {
        assert_eq!(led_index(0, 8), 0);
        assert_eq!(led_index(0, 0), 8);
        assert_eq!(led_index(8, 8), 72);
        assert_eq!(led_index(8, 0), 80);
        let a8 = LedFrame::squares(Bitboard::from(Square::A8), Orientation::AsDocumented, 0xFF);
        let lit: Vec<usize> = (0..LED_COUNT).filter(|&i| a8.leds[i] != 0).collect();
        assert_eq!(lit, [0, 1, 9, 10]);
        let h1 = LedFrame::squares(Bitboard::from(Square::H1), Orientation::AsDocumented, 0xFF);
        let lit: Vec<usize> = (0..LED_COUNT).filter(|&i| h1.leds[i] != 0).collect();
        assert_eq!(lit, [70, 71, 79, 80]);
        // Turned round, h1 lies in the A8 corner.
        let turned = LedFrame::squares(Bitboard::from(Square::H1), Orientation::TurnedRound, 0xFF);
        assert_eq!(turned.leds, a8.leds);
        for orientation in [Orientation::AsDocumented, Orientation::TurnedRound] {
            let squares = Bitboard::from(Square::E2) | Bitboard::from(Square::D7);
            let frame = LedFrame::squares(squares, orientation, BLINK);
            assert_eq!(frame.lit_squares(orientation), squares);
        }
    }

    #[test]
    fn stray_characters_are_counted() {
        let mut wire = frame(b"zz")[..2].to_vec();
        wire.extend(MillenniumReply::LedsOff.encode());
        let out = decode_all(CharFraming::EightNone, &wire);
        assert_eq!(
            out,
            vec![Err(MillenniumError::Stray(2)), Ok(MillenniumReply::LedsOff)]
        );
    }

    proptest! {
        // Any bytes, in any chunks, never a panic; every reply is accounted for.
        #[test]
        fn never_panics_on_any_bytes(
            bytes in proptest::collection::vec(any::<u8>(), 0..600),
            chunk in 1usize..80,
            seven in any::<bool>(),
        ) {
            let framing = if seven { CharFraming::SevenOdd } else { CharFraming::EightNone };
            let mut decoder = MillenniumDecoder::new(framing);
            let mut n = 0u64;
            for part in bytes.chunks(chunk) {
                decoder.feed(part, |_| n += 1);
            }
            let s = decoder.stats();
            prop_assert_eq!(s.accepted + s.dropped, n);
        }

        #[test]
        fn a_reply_after_garbage_is_always_read(
            garbage in proptest::collection::vec(any::<u8>(), 0..100),
            major in any::<u8>(),
            minor in any::<u8>(),
        ) {
            let mut decoder = MillenniumDecoder::new(CharFraming::EightNone);
            let mut out = Vec::new();
            decoder.feed(&garbage, |r| out.push(r));
            // A reply left open by the garbage is closed by a parity error (as on the wire,
            // where a line break of the cable spoils a character).
            decoder.feed(&[0x00], |r| out.push(r));
            out.clear();
            let reply = MillenniumReply::Version { major, minor };
            decoder.feed(&reply.encode(), |r| out.push(r));
            prop_assert_eq!(out.last(), Some(&Ok(reply)));
        }
    }
}
