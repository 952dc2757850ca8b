//! The DGT electronic board's serial protocol (the sighted player's e-board): pure, no I/O,
//! never a panic on any bytes.
//!
//! Facts of the protocol, from DGT's public description (`dgtbrd.h`) and the free drivers that
//! follow it:
//! - 9600 baud, 8 data bits, no parity, 1 stop bit, no handshake.
//! - The host sends one-byte commands: `0x40` reset (idle mode), `0x42` send the board (answered
//!   by a board dump), `0x44` update mode (the board then sends a field update at every change),
//!   `0x45` serial number, `0x47` trade mark, `0x4D` version.
//! - The board sends messages of a 3-byte header and data: the message id with its top bit
//!   set (`0x80 | id`), then the **total** length (header included) in two 7-bit bytes, high
//!   first. Every data byte has its top bit clear, so a byte with the top bit set always starts a
//!   message: a decoder that lost its place resynchronises on it.
//! - Board dump `0x86`, 67 bytes: 64 piece codes, field 0 = a8, 1 = b8 … 7 = h8, 8 = a7 …
//!   63 = h1 (the board does not turn its numbering round).
//! - Field update `0x8E`, 5 bytes: field, piece code (0 = the field became empty).
//! - Piece codes: 0 empty; white 1 pawn, 2 rook, 3 knight, 4 bishop, 5 king, 6 queen; black 7
//!   pawn, 8 rook, 9 knight, 10 bishop, 11 king, 12 queen. 13–15 are DGT's "magic pieces"
//!   (draw, white wins, black wins), no chess piece: a square holding one is reported as
//!   [`DgtSquare::Magic`].
//!
//! **Never sent**: `0x4E` starts the board's boot loader, and `0x51`–`0x54` rewrite the board's
//! EEPROM (scan modes of the draughts board). [`DgtCommand`] has no variant for them, and
//! [`DgtCommand::from_byte`] refuses them, so no code path of annabella can send them.

use std::fmt;

use shakmaty::{Bitboard, Board, Color, File, Piece, Rank, Role, Square};

/// The header's top bit: set on the first byte of every message, clear on every other byte.
pub const MESSAGE_BIT: u8 = 0x80;
/// Message id of a board dump (`0x86` on the wire).
pub const BOARD_DUMP: u8 = 0x06;
/// Message id of a clock reading (`0x8D`).
pub const BWTIME: u8 = 0x0D;
/// Message id of a field update (`0x8E`).
pub const FIELD_UPDATE: u8 = 0x0E;
/// Message id of the serial number (`0x91`).
pub const SERIAL_NR: u8 = 0x11;
/// Message id of the trade mark text (`0x92`).
pub const TRADEMARK: u8 = 0x12;
/// Message id of the firmware version (`0x93`).
pub const VERSION: u8 = 0x13;
/// Total length of a board dump.
pub const BOARD_DUMP_LEN: usize = 67;
/// Total length of a field update.
pub const FIELD_UPDATE_LEN: usize = 5;
/// The longest message the decoder accepts (a trade mark text is at most a few hundred bytes;
/// the board's EEPROM dump, never requested, is skipped as too long).
pub const MAX_MESSAGE: usize = 512;

/// Bytes the host must never send: the boot loader (`0x4E`) and the EEPROM-writing scan
/// commands (`0x51`–`0x54`).
pub const FORBIDDEN: [u8; 5] = [0x4E, 0x51, 0x52, 0x53, 0x54];

/// Whether `byte` is a command the host must never send.
pub fn is_forbidden(byte: u8) -> bool {
    FORBIDDEN.contains(&byte)
}

/// A one-byte command from the host to the board. Only harmless commands exist here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DgtCommand {
    /// `0x40`: idle mode (cancels update mode).
    Reset,
    /// `0x42`: answer with a board dump.
    SendBoard,
    /// `0x44`: update mode: a field update at every change on the board.
    UpdateBoard,
    /// `0x45`: answer with the serial number.
    SerialNumber,
    /// `0x47`: answer with the trade mark text.
    Trademark,
    /// `0x4D`: answer with the firmware version.
    Version,
}

impl DgtCommand {
    /// Every command, for tests and the simulator.
    pub const ALL: [DgtCommand; 6] = [
        Self::Reset,
        Self::SendBoard,
        Self::UpdateBoard,
        Self::SerialNumber,
        Self::Trademark,
        Self::Version,
    ];

    /// The command's byte on the wire.
    pub fn byte(self) -> u8 {
        match self {
            Self::Reset => 0x40,
            Self::SendBoard => 0x42,
            Self::UpdateBoard => 0x44,
            Self::SerialNumber => 0x45,
            Self::Trademark => 0x47,
            Self::Version => 0x4D,
        }
    }

    /// The command of a byte (for a simulated board); `None` for any other byte, and always for
    /// the forbidden ones.
    pub fn from_byte(byte: u8) -> Option<Self> {
        if is_forbidden(byte) {
            return None;
        }
        Self::ALL.into_iter().find(|c| c.byte() == byte)
    }
}

/// The bytes of a run of commands (what a link writes to the board).
pub fn command_bytes(commands: &[DgtCommand]) -> Vec<u8> {
    commands.iter().map(|c| c.byte()).collect()
}

/// What one square of the board holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DgtSquare {
    Empty,
    Piece(Piece),
    /// One of DGT's three "magic pieces" (codes 13–15): occupied, but no chess piece.
    Magic(u8),
}

impl DgtSquare {
    /// The piece code's meaning; `None` for a code above 15.
    pub fn from_code(code: u8) -> Option<Self> {
        let piece = |color, role| Some(Self::Piece(Piece { color, role }));
        match code {
            0 => Some(Self::Empty),
            1 => piece(Color::White, Role::Pawn),
            2 => piece(Color::White, Role::Rook),
            3 => piece(Color::White, Role::Knight),
            4 => piece(Color::White, Role::Bishop),
            5 => piece(Color::White, Role::King),
            6 => piece(Color::White, Role::Queen),
            7 => piece(Color::Black, Role::Pawn),
            8 => piece(Color::Black, Role::Rook),
            9 => piece(Color::Black, Role::Knight),
            10 => piece(Color::Black, Role::Bishop),
            11 => piece(Color::Black, Role::King),
            12 => piece(Color::Black, Role::Queen),
            13..=15 => Some(Self::Magic(code)),
            _ => None,
        }
    }

    /// The piece code on the wire.
    pub fn code(self) -> u8 {
        match self {
            Self::Empty => 0,
            Self::Magic(code) => code & 0x0F,
            Self::Piece(Piece { color, role }) => {
                let white = match role {
                    Role::Pawn => 1,
                    Role::Rook => 2,
                    Role::Knight => 3,
                    Role::Bishop => 4,
                    Role::King => 5,
                    Role::Queen => 6,
                };
                if color.is_white() { white } else { white + 6 }
            }
        }
    }

    pub fn piece(self) -> Option<Piece> {
        match self {
            Self::Piece(p) => Some(p),
            _ => None,
        }
    }

    pub fn is_occupied(self) -> bool {
        self != Self::Empty
    }
}

/// The square of a DGT field number (0 = a8 … 63 = h1); `None` above 63.
pub fn field_square(field: u8) -> Option<Square> {
    if field > 63 {
        return None;
    }
    let file = File::new(u32::from(field % 8));
    let rank = Rank::new(u32::from(7 - field / 8));
    Some(Square::from_coords(file, rank))
}

/// The DGT field number of a square (a8 = 0 … h1 = 63).
pub fn square_field(square: Square) -> u8 {
    (7 - u8::from(square.rank())) * 8 + u8::from(square.file())
}

/// The whole board as a dump reports it, indexed by field (0 = a8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DgtBoard(pub [DgtSquare; 64]);

impl Default for DgtBoard {
    fn default() -> Self {
        Self([DgtSquare::Empty; 64])
    }
}

impl DgtBoard {
    /// The board as it stands in a position.
    pub fn from_board(board: &Board) -> Self {
        let mut out = Self::default();
        for (square, piece) in board {
            out.set(square, DgtSquare::Piece(piece));
        }
        out
    }

    pub fn get(&self, square: Square) -> DgtSquare {
        self.0[usize::from(square_field(square))]
    }

    pub fn set(&mut self, square: Square, content: DgtSquare) {
        self.0[usize::from(square_field(square))] = content;
    }

    /// The chess pieces on the board (magic pieces left out).
    pub fn pieces(&self) -> Board {
        let mut board = Board::empty();
        for sq in Square::ALL {
            if let DgtSquare::Piece(p) = self.get(sq) {
                board.set_piece_at(sq, p);
            }
        }
        board
    }

    /// Every occupied square (magic pieces included).
    pub fn occupied(&self) -> Bitboard {
        Square::ALL
            .into_iter()
            .filter(|&sq| self.get(sq).is_occupied())
            .collect()
    }
}

/// One message from the board, decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DgtMessage {
    /// The whole board (`0x86`).
    BoardDump(DgtBoard),
    /// One square changed (`0x8E`).
    FieldUpdate { square: Square, content: DgtSquare },
    /// Firmware version (`0x93`).
    Version { major: u8, minor: u8 },
    /// Serial number (`0x91`), ASCII.
    SerialNumber(String),
    /// Trade mark text (`0x92`), ASCII.
    Trademark(String),
    /// A clock reading (`0x8D`), kept raw: annabella keeps its own clock.
    Clock([u8; 7]),
    /// Any other well-formed message (its id without the top bit, and its data).
    Other { id: u8, data: Vec<u8> },
}

impl DgtMessage {
    /// The message as the board sends it (for a simulated board and the tests).
    pub fn encode(&self) -> Vec<u8> {
        let (id, data): (u8, Vec<u8>) = match self {
            Self::BoardDump(board) => (BOARD_DUMP, board.0.iter().map(|s| s.code()).collect()),
            Self::FieldUpdate { square, content } => {
                (FIELD_UPDATE, vec![square_field(*square), content.code()])
            }
            Self::Version { major, minor } => (VERSION, vec![major & 0x7F, minor & 0x7F]),
            Self::SerialNumber(text) => (SERIAL_NR, ascii7(text)),
            Self::Trademark(text) => (TRADEMARK, ascii7(text)),
            Self::Clock(bytes) => (BWTIME, bytes.iter().map(|b| b & 0x7F).collect()),
            Self::Other { id, data } => (id & 0x7F, data.iter().map(|b| b & 0x7F).collect()),
        };
        let len = (data.len() + 3).min(0x3FFF);
        let mut out = Vec::with_capacity(len);
        out.push(MESSAGE_BIT | id);
        out.push(((len >> 7) & 0x7F) as u8);
        out.push((len & 0x7F) as u8);
        out.extend(data.into_iter().take(len - 3));
        out
    }
}

fn ascii7(text: &str) -> Vec<u8> {
    text.bytes().map(|b| b & 0x7F).collect()
}

/// Why bytes from the board were dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DgtError {
    /// Bytes outside any message (noise, or the tail of a message whose start was lost).
    Stray(usize),
    /// A new message started before this one's announced length was reached.
    Truncated { id: u8, expected: usize, got: usize },
    /// A length below the header's 3 bytes or above [`MAX_MESSAGE`].
    BadLength { id: u8, len: usize },
    /// A board dump or field update of the wrong length.
    WrongSize { id: u8, len: usize },
    /// A field number above 63.
    BadField(u8),
    /// A piece code above 15.
    BadPiece(u8),
}

impl fmt::Display for DgtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stray(n) => write!(f, "{n} stray byte(s) outside any message"),
            Self::Truncated { id, expected, got } => write!(
                f,
                "message 0x{:02X} cut short ({got} of {expected} bytes)",
                id | MESSAGE_BIT
            ),
            Self::BadLength { id, len } => {
                write!(f, "message 0x{:02X} with length {len}", id | MESSAGE_BIT)
            }
            Self::WrongSize { id, len } => write!(
                f,
                "message 0x{:02X} of {len} bytes (wrong size for its kind)",
                id | MESSAGE_BIT
            ),
            Self::BadField(n) => write!(f, "field number {n} (0 to 63 expected)"),
            Self::BadPiece(n) => write!(f, "piece code {n} (0 to 15 expected)"),
        }
    }
}

impl std::error::Error for DgtError {}

/// How many messages a decoder has seen, by fate.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DgtStats {
    pub accepted: u64,
    pub dropped: u64,
}

/// Splits the board's byte stream into messages, in any chunks, resynchronising on every byte
/// with the top bit set.
#[derive(Debug, Default, Clone)]
pub struct DgtDecoder {
    /// The message being collected (starts with its id byte).
    buffer: Vec<u8>,
    /// Its total length, once the header is complete.
    expected: Option<usize>,
    /// Stray bytes seen since the last message, reported at the next message start.
    stray: usize,
    stats: DgtStats,
}

impl DgtDecoder {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn stats(&self) -> DgtStats {
        self.stats
    }

    /// Feeds bytes; calls `sink` once per message (or per dropped run of bytes).
    pub fn feed(&mut self, bytes: &[u8], mut sink: impl FnMut(Result<DgtMessage, DgtError>)) {
        for &b in bytes {
            if b & MESSAGE_BIT != 0 {
                self.flush_partial(&mut sink);
                self.buffer.push(b);
                continue;
            }
            if self.buffer.is_empty() {
                self.stray += 1;
                continue;
            }
            self.buffer.push(b);
            if self.buffer.len() == 3 {
                let id = self.buffer[0] & !MESSAGE_BIT;
                let len = (usize::from(self.buffer[1]) << 7) | usize::from(self.buffer[2]);
                if !(3..=MAX_MESSAGE).contains(&len) {
                    self.buffer.clear();
                    self.drop_with(&mut sink, DgtError::BadLength { id, len });
                    continue;
                }
                self.expected = Some(len);
            }
            if self.expected == Some(self.buffer.len()) {
                let result = decode_message(&self.buffer);
                self.buffer.clear();
                self.expected = None;
                match result {
                    Ok(message) => {
                        self.stats.accepted += 1;
                        sink(Ok(message));
                    }
                    Err(e) => self.drop_with(&mut sink, e),
                }
            }
        }
        if self.stray > 0 && self.buffer.is_empty() {
            let n = std::mem::take(&mut self.stray);
            self.drop_with(&mut sink, DgtError::Stray(n));
        }
    }

    fn flush_partial(&mut self, sink: &mut impl FnMut(Result<DgtMessage, DgtError>)) {
        if self.stray > 0 {
            let n = std::mem::take(&mut self.stray);
            self.drop_with(sink, DgtError::Stray(n));
        }
        if !self.buffer.is_empty() {
            let id = self.buffer[0] & !MESSAGE_BIT;
            let got = self.buffer.len();
            // Before its length is read, a message is expected to be at least its header.
            let expected = self.expected.unwrap_or(3);
            self.buffer.clear();
            self.expected = None;
            self.drop_with(sink, DgtError::Truncated { id, expected, got });
        }
    }

    fn drop_with(&mut self, sink: &mut impl FnMut(Result<DgtMessage, DgtError>), e: DgtError) {
        self.stats.dropped += 1;
        sink(Err(e));
    }

    /// Forgets a message in progress (after the port was reopened).
    pub fn reset(&mut self) {
        self.buffer.clear();
        self.expected = None;
        self.stray = 0;
    }
}

/// Decodes one whole message (header included).
pub fn decode_message(bytes: &[u8]) -> Result<DgtMessage, DgtError> {
    let Some((&first, rest)) = bytes.split_first() else {
        return Err(DgtError::Stray(0));
    };
    let id = first & !MESSAGE_BIT;
    let len = bytes.len();
    if first & MESSAGE_BIT == 0 {
        return Err(DgtError::Stray(len));
    }
    let Some(data) = rest.get(2..) else {
        return Err(DgtError::BadLength { id, len });
    };
    let wrong = || DgtError::WrongSize { id, len };
    match id {
        BOARD_DUMP => {
            if len != BOARD_DUMP_LEN {
                return Err(wrong());
            }
            let mut board = DgtBoard::default();
            for (field, &code) in data.iter().enumerate() {
                board.0[field] = DgtSquare::from_code(code).ok_or(DgtError::BadPiece(code))?;
            }
            Ok(DgtMessage::BoardDump(board))
        }
        FIELD_UPDATE => {
            let [field, code] = data else {
                return Err(wrong());
            };
            let square = field_square(*field).ok_or(DgtError::BadField(*field))?;
            let content = DgtSquare::from_code(*code).ok_or(DgtError::BadPiece(*code))?;
            Ok(DgtMessage::FieldUpdate { square, content })
        }
        VERSION => match data {
            [major, minor] => Ok(DgtMessage::Version {
                major: *major,
                minor: *minor,
            }),
            _ => Err(wrong()),
        },
        SERIAL_NR => Ok(DgtMessage::SerialNumber(text(data))),
        TRADEMARK => Ok(DgtMessage::Trademark(text(data))),
        BWTIME => match <[u8; 7]>::try_from(data) {
            Ok(raw) => Ok(DgtMessage::Clock(raw)),
            Err(_) => Err(wrong()),
        },
        _ => Ok(DgtMessage::Other {
            id,
            data: data.to_vec(),
        }),
    }
}

fn text(data: &[u8]) -> String {
    data.iter()
        .map(|&b| {
            if (0x20..0x7F).contains(&b) {
                b as char
            } else {
                ' '
            }
        })
        .collect::<String>()
        .trim()
        .to_owned()
}

/// Follows what a DGT board shows from its messages.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DgtMirror {
    board: Option<DgtBoard>,
}

impl DgtMirror {
    pub fn new() -> Self {
        Self::default()
    }

    /// Applies a message; true when the board it shows changed (or became known).
    pub fn apply(&mut self, message: &DgtMessage) -> bool {
        match message {
            DgtMessage::BoardDump(board) => {
                let changed = self.board.as_ref() != Some(board);
                self.board = Some(*board);
                changed
            }
            DgtMessage::FieldUpdate { square, content } => match &mut self.board {
                Some(board) => {
                    let changed = board.get(*square) != *content;
                    board.set(*square, *content);
                    changed
                }
                // An update before the first dump: the rest of the board is unknown; the link
                // asks for a dump.
                None => false,
            },
            _ => false,
        }
    }

    /// The board as last known; `None` before the first dump.
    pub fn board(&self) -> Option<&DgtBoard> {
        self.board.as_ref()
    }

    /// Forgets the board (after a disconnection: it may have changed meanwhile).
    pub fn forget(&mut self) {
        self.board = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use shakmaty::{Chess, Position};

    fn decode_all(bytes: &[u8]) -> Vec<Result<DgtMessage, DgtError>> {
        let mut d = DgtDecoder::new();
        let mut out = Vec::new();
        d.feed(bytes, |r| out.push(r));
        out
    }

    #[test]
    fn field_numbers_run_from_a8_to_h1() {
        assert_eq!(field_square(0), Some(Square::A8));
        assert_eq!(field_square(7), Some(Square::H8));
        assert_eq!(field_square(8), Some(Square::A7));
        assert_eq!(field_square(57), Some(Square::B1));
        assert_eq!(field_square(63), Some(Square::H1));
        assert_eq!(field_square(64), None);
        for sq in Square::ALL {
            assert_eq!(field_square(square_field(sq)), Some(sq));
        }
    }

    #[test]
    fn all_twelve_piece_codes_and_the_magic_ones() {
        let expected = [
            (1, Color::White, Role::Pawn),
            (2, Color::White, Role::Rook),
            (3, Color::White, Role::Knight),
            (4, Color::White, Role::Bishop),
            (5, Color::White, Role::King),
            (6, Color::White, Role::Queen),
            (7, Color::Black, Role::Pawn),
            (8, Color::Black, Role::Rook),
            (9, Color::Black, Role::Knight),
            (10, Color::Black, Role::Bishop),
            (11, Color::Black, Role::King),
            (12, Color::Black, Role::Queen),
        ];
        for (code, color, role) in expected {
            let square = DgtSquare::Piece(Piece { color, role });
            assert_eq!(DgtSquare::from_code(code), Some(square), "code {code}");
            assert_eq!(square.code(), code);
        }
        assert_eq!(DgtSquare::from_code(0), Some(DgtSquare::Empty));
        for code in 13..=15 {
            assert_eq!(DgtSquare::from_code(code), Some(DgtSquare::Magic(code)));
        }
        assert_eq!(DgtSquare::from_code(16), None);
    }

    #[test]
    fn decodes_a_board_dump_of_the_start_position() {
        let start = Chess::default();
        let mut bytes = vec![0x86, 0x00, 67];
        // Rank 8 first: r n b q k b n r, then the black pawns, … , then rank 1.
        bytes.extend([8, 9, 10, 12, 11, 10, 9, 8]);
        bytes.extend([7; 8]);
        bytes.extend([0; 32]);
        bytes.extend([1; 8]);
        bytes.extend([2, 3, 4, 6, 5, 4, 3, 2]);
        let out = decode_all(&bytes);
        let expected = DgtBoard::from_board(start.board());
        assert_eq!(out, vec![Ok(DgtMessage::BoardDump(expected))]);
        assert_eq!(expected.pieces(), start.board().clone());
        assert_eq!(DgtMessage::BoardDump(expected).encode(), bytes);
    }

    #[test]
    fn decodes_field_updates() {
        // e2 is field 52; e4 is field 36.
        let out = decode_all(&[0x8E, 0, 5, 52, 0, 0x8E, 0, 5, 36, 1]);
        assert_eq!(
            out,
            vec![
                Ok(DgtMessage::FieldUpdate {
                    square: Square::E2,
                    content: DgtSquare::Empty
                }),
                Ok(DgtMessage::FieldUpdate {
                    square: Square::E4,
                    content: DgtSquare::Piece(Piece {
                        color: Color::White,
                        role: Role::Pawn
                    })
                }),
            ]
        );
    }

    #[test]
    fn decodes_version_serial_and_unknown_messages() {
        assert_eq!(
            decode_all(&[0x93, 0, 5, 1, 2]),
            vec![Ok(DgtMessage::Version { major: 1, minor: 2 })]
        );
        assert_eq!(
            decode_all(&[0x91, 0, 8, b'0', b'1', b'0', b'2', b'5']),
            vec![Ok(DgtMessage::SerialNumber("01025".into()))]
        );
        assert_eq!(
            decode_all(&[0xA2, 0, 4, 9]),
            vec![Ok(DgtMessage::Other {
                id: 0x22,
                data: vec![9]
            })]
        );
    }

    #[test]
    fn messages_split_in_any_chunks_decode_the_same() {
        let msg = DgtMessage::BoardDump(DgtBoard::from_board(Chess::default().board()));
        let mut bytes = msg.encode();
        bytes.extend(
            DgtMessage::FieldUpdate {
                square: Square::A1,
                content: DgtSquare::Empty,
            }
            .encode(),
        );
        for chunk in 1..bytes.len() {
            let mut d = DgtDecoder::new();
            let mut out = Vec::new();
            for part in bytes.chunks(chunk) {
                d.feed(part, |r| out.push(r));
            }
            assert_eq!(out.len(), 2, "chunk {chunk}");
            assert!(out.iter().all(Result::is_ok));
        }
    }

    #[test]
    fn garbage_is_dropped_and_counted_and_the_next_message_is_read() {
        let mut d = DgtDecoder::new();
        let mut out = Vec::new();
        // Stray bytes, a truncated dump, a bad field number, a bad piece code, a bad length.
        d.feed(&[0x01, 0x02, 0x03], |r| out.push(r));
        d.feed(&[0x86, 0, 67, 1, 2, 3], |r| out.push(r));
        d.feed(&[0x8E, 0, 5, 64, 1], |r| out.push(r));
        d.feed(&[0x8E, 0, 5, 3, 16], |r| out.push(r));
        d.feed(&[0x8E, 0, 2], |r| out.push(r));
        d.feed(&[0x8E, 0, 6, 1, 1, 1], |r| out.push(r));
        d.feed(&[0x8E, 0, 5, 63, 0], |r| out.push(r));
        assert_eq!(
            out,
            vec![
                Err(DgtError::Stray(3)),
                Err(DgtError::Truncated {
                    id: 6,
                    expected: 67,
                    got: 6
                }),
                Err(DgtError::BadField(64)),
                Err(DgtError::BadPiece(16)),
                Err(DgtError::BadLength { id: 0x0E, len: 2 }),
                Err(DgtError::WrongSize { id: 0x0E, len: 6 }),
                Ok(DgtMessage::FieldUpdate {
                    square: Square::H1,
                    content: DgtSquare::Empty
                }),
            ]
        );
        assert_eq!(
            d.stats(),
            DgtStats {
                accepted: 1,
                dropped: 6
            }
        );
    }

    #[test]
    fn no_command_is_forbidden_and_forbidden_bytes_are_no_command() {
        for c in DgtCommand::ALL {
            assert!(!is_forbidden(c.byte()), "{c:?}");
            assert_eq!(DgtCommand::from_byte(c.byte()), Some(c));
        }
        for b in FORBIDDEN {
            assert_eq!(DgtCommand::from_byte(b), None);
        }
        assert_eq!(FORBIDDEN, [0x4E, 0x51, 0x52, 0x53, 0x54]);
    }

    #[test]
    fn the_mirror_follows_dumps_and_updates() {
        let mut m = DgtMirror::new();
        let up = DgtMessage::FieldUpdate {
            square: Square::E2,
            content: DgtSquare::Empty,
        };
        assert!(!m.apply(&up), "no board known yet");
        let start = DgtBoard::from_board(Chess::default().board());
        assert!(m.apply(&DgtMessage::BoardDump(start)));
        assert!(m.apply(&up));
        assert!(!m.apply(&up), "no change the second time");
        assert!(!m.board().is_some_and(|b| b.occupied().contains(Square::E2)));
        m.forget();
        assert_eq!(m.board(), None);
    }

    proptest! {
        // The DGT decoder's fuzz target: any bytes, in any chunks, never a panic; every byte is
        // accounted for as a message or a drop.
        #[test]
        fn never_panics_on_any_bytes(
            bytes in proptest::collection::vec(any::<u8>(), 0..600),
            chunk in 1usize..80,
        ) {
            let mut d = DgtDecoder::new();
            let mut n = 0u64;
            for part in bytes.chunks(chunk) {
                d.feed(part, |_| n += 1);
            }
            let s = d.stats();
            prop_assert_eq!(s.accepted + s.dropped, n);
        }

        #[test]
        fn a_message_after_garbage_is_always_read(
            garbage in proptest::collection::vec(any::<u8>(), 0..100),
            field in 0u8..64,
            code in 0u8..13,
        ) {
            let mut d = DgtDecoder::new();
            let mut out = Vec::new();
            d.feed(&garbage, |r| out.push(r));
            out.clear();
            let msg = DgtMessage::FieldUpdate {
                square: field_square(field).unwrap(),
                content: DgtSquare::from_code(code).unwrap(),
            };
            d.feed(&msg.encode(), |r| out.push(r));
            prop_assert_eq!(out.last(), Some(&Ok(msg)));
        }
    }
}
