//! The Chessnut Air, Air+, Go and Pro boards over Bluetooth LE: pure, no I/O, never a panic on
//! any bytes.
//!
//! Facts of the protocol, from the vendor's published BLE interface (chessnutech's
//! `Chessnut_eBoards` README, "Chessnut Move Chess Board API Documentation", which names the Air,
//! Air+, Go and Pro) and the free drivers that follow it (mono424's `chessnutdriver`):
//! - The board advertises as "Chessnut …". Two services: the FEN service
//!   `1b7e8261-…` with its notify characteristic `1b7e8262-…`, and the operation service
//!   `1b7e8271-…` with a write characteristic `1b7e8272-…` and a notify characteristic
//!   `1b7e8273-…` for the answers.
//! - Real-time reports start when `[0x21, 0x01, 0x00]` is written; then every change of the
//!   board is a 36-byte notification: `0x01 0x24`, 32 bytes of squares, 2 more bytes. A link
//!   whose MTU is small delivers it in pieces (20 bytes, then 16): [`FenReassembler`] joins
//!   them.
//! - Each square is 4 bits, two a byte, the low nibble first: h8, g8 … a8, h7 … a1. Codes 0
//!   empty, 1 q, 2 k, 3 b, 4 p, 5 n, 6 R, 7 P, 8 r, 9 B, 10 N, 11 Q, 12 K.
//! - LEDs: `[0x0A, 0x08]` and 8 bytes, rank 8 first, one bit a square, h in bit 0 … a in bit 7.
//! - Battery: `[0x29, 0x01, 0x00]` asks; the answer is `[0x2A, 0x02, level, 0]`, bit 7 of the
//!   level set while charging, bits 0–6 the percentage.
//! - Commands are acknowledged `[0x23, 0x01, 0x00]` on the answer characteristic.
//!
//! Over USB the same boards are HID devices: vendor `0x2D80` (Chessnut's own), the product's
//! high byte the model (`0x80` Air, `0x81` Pro, `0x82` Air+, `0x83` Evo, `0x85` Go), usage page
//! `0xFF00`. These facts and the report layout are the vendor's `EasyLinkSDK` (its `README.md`
//! and `sdk/EasyLink.cpp`): the commands are the same bytes, written as output reports (the
//! first byte is the report id); each input report starts with its kind (`0x01` the board,
//! `0x2A` the battery, others answers) and its length less two, the board's squares at bytes
//! 2–33 in the order above. [`HidReports`] reads them. Graham O'Neill's "Chessnut chess board
//! communications" (a PDF shipped with the `chessnut` crate) says the same of the Air on USB
//! (usage page `0xFF00`, read report `0x01`), its board reads 65 bytes long, `01 3D` first.

use std::fmt;

use shakmaty::{Bitboard, Board, Color, File, Piece, Rank, Role, Square};

use super::sensing_board::{BoardProtocol, PieceSensing, ProtocolSpec};

/// The FEN service's notify characteristic (board → host, the squares).
pub const FEN_SERVICE: u128 = 0x1b7e_8261_2877_41c3_b46e_cf05_7c56_2023;
pub const FEN_NOTIFY: u128 = 0x1b7e_8262_2877_41c3_b46e_cf05_7c56_2023;
/// The operation service, its write characteristic (host → board) and its answers.
pub const OPERATION_SERVICE: u128 = 0x1b7e_8271_2877_41c3_b46e_cf05_7c56_2023;
pub const OPERATION_WRITE: u128 = 0x1b7e_8272_2877_41c3_b46e_cf05_7c56_2023;
pub const OPERATION_NOTIFY: u128 = 0x1b7e_8273_2877_41c3_b46e_cf05_7c56_2023;
/// The start of the name the boards advertise.
pub const NAME_PREFIX: &str = "Chessnut";

/// The two bytes that start a board notification.
pub const FEN_HEADER: [u8; 2] = [0x01, 0x24];
/// A board notification's whole length.
pub const FEN_LEN: usize = 36;

/// A command written to the operation characteristic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChessnutRequest {
    /// Start the real-time board notifications.
    RealTime,
    /// Ask for the battery level.
    Battery,
    /// Light these squares (and no others).
    Leds(Bitboard),
}

impl ChessnutRequest {
    pub fn encode(&self) -> Vec<u8> {
        match self {
            Self::RealTime => vec![0x21, 0x01, 0x00],
            Self::Battery => vec![0x29, 0x01, 0x00],
            Self::Leds(squares) => {
                let mut out = vec![0x0A, 0x08];
                out.extend(led_rows(*squares));
                out
            }
        }
    }

    /// Reads a command (for the simulated board); `None` for anything else.
    pub fn parse(bytes: &[u8]) -> Option<Self> {
        match bytes {
            [0x21, 0x01, 0x00] => Some(Self::RealTime),
            [0x29, 0x01, 0x00] => Some(Self::Battery),
            [0x0A, 0x08, rows @ ..] => {
                let rows: [u8; 8] = rows.try_into().ok()?;
                Some(Self::Leds(squares_of_rows(rows)))
            }
            _ => None,
        }
    }
}

/// The LED bytes of a set of squares: rank 8 first, a in bit 7, h in bit 0.
pub fn led_rows(squares: Bitboard) -> [u8; 8] {
    let mut rows = [0u8; 8];
    for square in squares {
        let row = 7 - usize::from(u8::from(square.rank()));
        rows[row] |= 0x80 >> u8::from(square.file());
    }
    rows
}

fn squares_of_rows(rows: [u8; 8]) -> Bitboard {
    let mut squares = Bitboard::EMPTY;
    for (row, bits) in rows.into_iter().enumerate() {
        for file in 0..8u32 {
            if bits & (0x80 >> file) != 0 {
                let rank = Rank::new(7 - row as u32);
                squares |= Bitboard::from(Square::from_coords(File::new(file), rank));
            }
        }
    }
    squares
}

/// The piece of a square code; `None` for a code above 12.
pub fn code_piece(code: u8) -> Option<Option<Piece>> {
    let piece = |color, role| Some(Some(Piece { color, role }));
    match code {
        0 => Some(None),
        1 => piece(Color::Black, Role::Queen),
        2 => piece(Color::Black, Role::King),
        3 => piece(Color::Black, Role::Bishop),
        4 => piece(Color::Black, Role::Pawn),
        5 => piece(Color::Black, Role::Knight),
        6 => piece(Color::White, Role::Rook),
        7 => piece(Color::White, Role::Pawn),
        8 => piece(Color::Black, Role::Rook),
        9 => piece(Color::White, Role::Bishop),
        10 => piece(Color::White, Role::Knight),
        11 => piece(Color::White, Role::Queen),
        12 => piece(Color::White, Role::King),
        _ => None,
    }
}

/// The code of a square's content.
pub fn piece_code(piece: Option<Piece>) -> u8 {
    (0..=12)
        .find(|&code| code_piece(code) == Some(piece))
        .unwrap_or(0)
}

/// The square of a nibble's place (0 = h8, 1 = g8 … 63 = a1).
pub fn nibble_square(place: usize) -> Square {
    let place = (place % 64) as u32;
    Square::from_coords(File::new(7 - place % 8), Rank::new(7 - place / 8))
}

/// A board notification as the board sends it (for the simulated board and the tests).
pub fn encode_board(board: &Board) -> [u8; FEN_LEN] {
    let mut out = [0u8; FEN_LEN];
    out[..2].copy_from_slice(&FEN_HEADER);
    for place in 0..64 {
        let code = piece_code(board.piece_at(nibble_square(place)));
        let byte = &mut out[2 + place / 2];
        *byte |= if place % 2 == 0 { code } else { code << 4 };
    }
    out
}

/// Why a board notification was dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChessnutError {
    /// Bytes that start no notification (and continue none).
    Stray(usize),
    /// A square code above 12, at its nibble's place (0 = h8).
    BadCode { place: usize, code: u8 },
    /// A new notification began before this one's 36 bytes were complete.
    Truncated { got: usize },
}

impl fmt::Display for ChessnutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stray(n) => write!(f, "{n} stray byte(s) outside any board report"),
            Self::BadCode { place, code } => {
                write!(f, "square code {code} at {}", nibble_square(*place))
            }
            Self::Truncated { got } => write!(f, "board report cut short ({got} of 36 bytes)"),
        }
    }
}

impl std::error::Error for ChessnutError {}

/// Decodes one whole board notification.
pub fn decode_board(bytes: &[u8; FEN_LEN]) -> Result<Board, ChessnutError> {
    let mut board = Board::empty();
    for place in 0..64 {
        let byte = bytes[2 + place / 2];
        let code = if place % 2 == 0 {
            byte & 0x0F
        } else {
            byte >> 4
        };
        let piece = code_piece(code).ok_or(ChessnutError::BadCode { place, code })?;
        if let Some(piece) = piece {
            board.set_piece_at(nibble_square(place), piece);
        }
    }
    Ok(board)
}

/// Joins the FEN characteristic's notifications into whole board reports: a notification that
/// starts with the header starts a report, the next ones continue it until its 36 bytes are
/// in. Bounded: it never holds more than one report.
#[derive(Debug, Clone, Default)]
pub struct FenReassembler {
    buffer: Vec<u8>,
    accepted: u64,
    dropped: u64,
}

impl FenReassembler {
    pub fn new() -> Self {
        Self::default()
    }

    /// Reports accepted and dropped so far.
    pub fn counts(&self) -> (u64, u64) {
        (self.accepted, self.dropped)
    }

    /// Forgets a report in progress (the link was lost).
    pub fn reset(&mut self) {
        self.buffer.clear();
    }

    /// Feeds one notification's bytes; calls `sink` per whole report or dropped run.
    pub fn feed(
        &mut self,
        notification: &[u8],
        mut sink: impl FnMut(Result<Board, ChessnutError>),
    ) {
        let mut rest = notification;
        while !rest.is_empty() {
            // A notification cut inside the header itself still starts a report.
            let starts = FEN_HEADER.starts_with(&rest[..rest.len().min(2)]);
            if starts && (self.buffer.is_empty() || rest.len() >= 2) {
                if !self.buffer.is_empty() {
                    let got = std::mem::take(&mut self.buffer).len();
                    self.dropped += 1;
                    sink(Err(ChessnutError::Truncated { got }));
                }
            } else if self.buffer.is_empty() {
                // Not a report's start and none open: the bytes up to the next header are lost.
                let skip = find_header(rest).unwrap_or(rest.len());
                self.dropped += 1;
                sink(Err(ChessnutError::Stray(skip)));
                rest = &rest[skip..];
                continue;
            }
            let room = FEN_LEN - self.buffer.len();
            let take = rest.len().min(room);
            self.buffer.extend_from_slice(&rest[..take]);
            rest = &rest[take..];
            if self.buffer.len() == FEN_LEN {
                let mut whole = [0u8; FEN_LEN];
                whole.copy_from_slice(&self.buffer);
                self.buffer.clear();
                let result = decode_board(&whole);
                if result.is_ok() {
                    self.accepted += 1;
                } else {
                    self.dropped += 1;
                }
                sink(result);
            }
        }
    }
}

fn find_header(bytes: &[u8]) -> Option<usize> {
    bytes.windows(2).position(|w| w == FEN_HEADER)
}

/// An answer on the operation notify characteristic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChessnutAnswer {
    /// `[0x2A, 0x02, level, _]`.
    Battery { percent: u8, charging: bool },
    /// `[0x23, 0x01, 0x00]`: a command was taken.
    Ack,
    /// Anything else (kept by its first byte, for the log).
    Other(u8),
}

impl ChessnutAnswer {
    /// Reads one notification of the answer characteristic; `None` when it is empty.
    pub fn parse(bytes: &[u8]) -> Option<Self> {
        match bytes {
            [] => None,
            [0x2A, 0x02, level, ..] => Some(Self::Battery {
                percent: (level & 0x7F).min(100),
                charging: level & 0x80 != 0,
            }),
            [0x23, 0x01, 0x00, ..] => Some(Self::Ack),
            [first, ..] => Some(Self::Other(*first)),
        }
    }

    /// The notification (for the simulated board).
    pub fn encode(&self) -> Vec<u8> {
        match self {
            Self::Battery { percent, charging } => {
                vec![
                    0x2A,
                    0x02,
                    percent.min(&100) | if *charging { 0x80 } else { 0 },
                    0,
                ]
            }
            Self::Ack => vec![0x23, 0x01, 0x00],
            Self::Other(first) => vec![*first],
        }
    }
}

/// Chessnut's USB vendor id (`EasyLinkSDK`'s `DEVICE_VID`).
pub const USB_VENDOR: u16 = 0x2D80;
/// The high bytes of the boards' USB product ids (`EasyLinkSDK`'s `DEVICE_PIDS`, compared
/// with the product id's low byte cleared): Air, Pro, Air+, Evo, and the models after them.
pub const USB_PRODUCTS: [u16; 7] = [0x8000, 0x8100, 0x8200, 0x8300, 0x8400, 0x8500, 0x8600];

/// Whether a USB device is a Chessnut board.
pub fn is_chessnut_usb(vendor: u16, product: u16) -> bool {
    vendor == USB_VENDOR && USB_PRODUCTS.contains(&(product & 0xFF00))
}

/// The kind byte of an input report carrying the board.
const HID_BOARD: u8 = 0x01;
/// The fewest bytes a board report needs: its kind, its length and 32 bytes of squares.
const HID_BOARD_MIN: usize = 34;
/// Bytes held for a report cut between reads (a stand-in for the hidraw node that is a
/// stream); a real hidraw read is one whole report.
const HID_HELD: usize = 256;

/// What one USB input report says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HidReport {
    /// The whole board.
    Board(Board),
    /// An answer (the battery, an acknowledgement).
    Answer(ChessnutAnswer),
}

/// Reads the board's USB input reports: one or more a read, each sized by its length byte; the
/// zeros padding a report to the device's fixed report size are skipped.
/// Bounded: it never holds more than `HID_HELD` bytes.
#[derive(Debug, Clone, Default)]
pub struct HidReports {
    held: Vec<u8>,
}

impl HidReports {
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets a report in progress (the device was lost).
    pub fn reset(&mut self) {
        self.held.clear();
    }

    /// Feeds one read's bytes; calls `sink` per report read or dropped.
    pub fn feed(&mut self, read: &[u8], mut sink: impl FnMut(Result<HidReport, ChessnutError>)) {
        self.held.extend_from_slice(read);
        let mut at = 0;
        while at < self.held.len() {
            let rest = &self.held[at..];
            if rest[0] == 0 {
                // Padding after a report (no report is of kind 0): skipped, so reports run
                // together by a stream standing in for the node are read all the same.
                at += 1;
                continue;
            }
            let Some(&length) = rest.get(1) else {
                break;
            };
            let whole = usize::from(length) + 2;
            if rest.len() < whole {
                if at > 0 {
                    // Bytes after a whole report that make none: the rest of the device's
                    // report (Graham O'Neill's notes count 65 bytes a read where the length
                    // says 63), dropped rather than held against the next read.
                    at = self.held.len();
                }
                break;
            }
            let report = &rest[..whole];
            at += whole;
            match report[0] {
                HID_BOARD if report.len() < HID_BOARD_MIN => {
                    sink(Err(ChessnutError::Truncated { got: report.len() }));
                }
                HID_BOARD => {
                    let mut frame = [0u8; FEN_LEN];
                    frame[..2].copy_from_slice(&FEN_HEADER);
                    frame[2..HID_BOARD_MIN].copy_from_slice(&report[2..HID_BOARD_MIN]);
                    sink(decode_board(&frame).map(HidReport::Board));
                }
                _ => {
                    if let Some(answer) = ChessnutAnswer::parse(report) {
                        sink(Ok(HidReport::Answer(answer)));
                    }
                }
            }
        }
        self.held.drain(..at);
        if self.held.len() > HID_HELD {
            let got = self.held.len();
            self.held.clear();
            sink(Err(ChessnutError::Stray(got)));
        }
    }
}

/// Chessnut's protocol: the whole board at each change, read by [`PieceSensing`].
const CHESSNUT: ProtocolSpec = ProtocolSpec {
    scheme: "chessnut",
    kind_name: "Chessnut",
    sensing: |protocol, _, _| Box::new(PieceSensing::new(protocol)),
};

#[allow(non_upper_case_globals)] // the name it had as a variant
impl BoardProtocol {
    /// The Chessnut Air, Air+, Go and Pro (Bluetooth LE, USB): the whole board at each change.
    pub const Chessnut: Self = Self::new(&CHESSNUT);
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use shakmaty::{Chess, Position};

    fn start_frame() -> [u8; FEN_LEN] {
        // The start position as the vendor's README orders it: byte 2's low nibble is h8 (a
        // black rook, 8), its high nibble g8 (a black knight, 5): 0x58; then f8 b (3), e8 k
        // (2): 0x23; d8 q (1), c8 b (3): 0x31; b8 n (5), a8 r (8): 0x85. Black pawns (4) 0x44
        // ×4, 16 empty bytes, white pawns (7) 0x77 ×4; h1 R (6) g1 N (10): 0xA6; f1 B (9) e1 K
        // (12): 0xC9; d1 Q (11) c1 B (9): 0x9B; b1 N (10) a1 R (6): 0x6A.
        let mut frame = [0u8; FEN_LEN];
        frame[..2].copy_from_slice(&FEN_HEADER);
        let squares = [
            0x58, 0x23, 0x31, 0x85, 0x44, 0x44, 0x44, 0x44, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0x77, 0x77, 0x77, 0x77, 0xA6, 0xC9, 0x9B, 0x6A,
        ];
        frame[2..34].copy_from_slice(&squares);
        frame
    }

    #[test]
    fn the_start_position_in_the_vendors_order() {
        let frame = start_frame();
        assert_eq!(decode_board(&frame), Ok(Chess::default().board().clone()));
        assert_eq!(encode_board(Chess::default().board()), frame);
    }

    /// The commands of the vendor's README: real-time `21 01 00`, battery `29 01 00`, LEDs
    /// `0A 08` and a byte a rank (rank 8 first); a is bit 7, h bit 0, as chessnutdriver's
    /// `led_pattern.dart` orders them.
    #[test]
    fn commands_in_the_vendors_bytes() {
        assert_eq!(ChessnutRequest::RealTime.encode(), [0x21, 0x01, 0x00]);
        assert_eq!(ChessnutRequest::Battery.encode(), [0x29, 0x01, 0x00]);
        let leds = ChessnutRequest::Leds(Bitboard::from(Square::A8) | Bitboard::from(Square::H1));
        assert_eq!(leds.encode(), [0x0A, 0x08, 0x80, 0, 0, 0, 0, 0, 0, 0x01]);
        let e2e4 = Bitboard::from(Square::E2) | Bitboard::from(Square::E4);
        let leds = ChessnutRequest::Leds(e2e4);
        assert_eq!(leds.encode(), [0x0A, 0x08, 0, 0, 0, 0, 0x08, 0, 0x08, 0]);
        for request in [ChessnutRequest::RealTime, ChessnutRequest::Battery, leds] {
            assert_eq!(ChessnutRequest::parse(&request.encode()), Some(request));
        }
    }

    /// The battery answer of the vendor's README: `2A 02 level reserved`, bit 7 charging.
    #[test]
    fn battery_answers() {
        assert_eq!(
            ChessnutAnswer::parse(&[0x2A, 0x02, 0x80 + 57, 0x00]),
            Some(ChessnutAnswer::Battery {
                percent: 57,
                charging: true
            })
        );
        assert_eq!(
            ChessnutAnswer::parse(&[0x2A, 0x02, 12, 0x00]),
            Some(ChessnutAnswer::Battery {
                percent: 12,
                charging: false
            })
        );
        assert_eq!(
            ChessnutAnswer::parse(&[0x23, 0x01, 0x00]),
            Some(ChessnutAnswer::Ack)
        );
        assert_eq!(ChessnutAnswer::parse(&[]), None);
    }

    /// The vendor's README: "if you cannot receive the full FEN data, set the MTU to 500": at
    /// the default MTU (23) a report comes in a 20-byte and a 16-byte notification.
    #[test]
    fn fragmented_notifications_are_joined() {
        let frame = start_frame();
        let start = Chess::default().board().clone();
        for cut in 1..FEN_LEN {
            let mut joiner = FenReassembler::new();
            let mut out = Vec::new();
            joiner.feed(&frame[..cut], |r| out.push(r));
            assert!(out.is_empty(), "cut {cut}");
            joiner.feed(&frame[cut..], |r| out.push(r));
            assert_eq!(out, vec![Ok(start.clone())], "cut {cut}");
        }
        // Three reports in 20-byte notifications.
        let mut stream = Vec::new();
        for _ in 0..3 {
            stream.extend(frame);
        }
        let mut joiner = FenReassembler::new();
        let mut out = Vec::new();
        for part in stream.chunks(20) {
            joiner.feed(part, |r| out.push(r));
        }
        assert_eq!(out.len(), 3);
        assert!(out.iter().all(Result::is_ok));
    }

    #[test]
    fn a_lost_fragment_is_named_and_the_next_report_read() {
        let frame = start_frame();
        let mut joiner = FenReassembler::new();
        let mut out = Vec::new();
        joiner.feed(&frame[..20], |r| out.push(r));
        // The second half never came; the next report starts.
        joiner.feed(&frame[..20], |r| out.push(r));
        joiner.feed(&frame[20..], |r| out.push(r));
        assert_eq!(out[0], Err(ChessnutError::Truncated { got: 20 }));
        assert!(out[1].is_ok());
        // A continuation with nothing open is stray.
        out.clear();
        joiner.feed(&frame[20..], |r| out.push(r));
        assert_eq!(out, vec![Err(ChessnutError::Stray(16))]);
        // A code above 12 is named by its square.
        let mut bad = frame;
        bad[2] = 0x5F;
        out.clear();
        joiner.feed(&bad, |r| out.push(r));
        assert_eq!(
            out,
            vec![Err(ChessnutError::BadCode { place: 0, code: 15 })]
        );
        assert_eq!(joiner.counts(), (1, 3));
    }

    /// A USB board report built from `EasyLinkSDK`'s layout (no capture of one is published):
    /// kind `01`, length `24` (so 38 bytes: `EasyLink.cpp` reads `length + 2`), the squares
    /// as over Bluetooth, then the two bytes after them and two of padding.
    fn hid_board_report() -> Vec<u8> {
        let mut report = vec![0x01, 0x24];
        report.extend_from_slice(&start_frame()[2..]);
        report.extend([0, 0]);
        report
    }

    fn hid_reads(reads: &[&[u8]]) -> Vec<Result<HidReport, ChessnutError>> {
        let mut reports = HidReports::new();
        let mut out = Vec::new();
        for read in reads {
            reports.feed(read, |r| out.push(r));
        }
        out
    }

    /// One report a read, as hidraw gives them, padded to the device's report size or not;
    /// the battery answer in the same layout; reports run together and cut apart (a stream
    /// standing in for the node) are read all the same.
    #[test]
    fn usb_reports_in_the_sdks_layout() {
        let start = Ok(HidReport::Board(Chess::default().board().clone()));
        let board = hid_board_report();
        assert_eq!(hid_reads(&[&board]), vec![start.clone()]);
        let mut padded = board.clone();
        padded.resize(64, 0);
        assert_eq!(hid_reads(&[&padded]), vec![start.clone()]);
        let battery = [0x2A, 0x02, 0x80 + 57, 0x00];
        let answer = Ok(HidReport::Answer(ChessnutAnswer::Battery {
            percent: 57,
            charging: true,
        }));
        assert_eq!(hid_reads(&[&battery]), vec![answer.clone()]);
        let both = [board.as_slice(), &battery].concat();
        assert_eq!(hid_reads(&[&both]), vec![start.clone(), answer.clone()]);
        let padded_both = [padded.as_slice(), &battery, &[0; 60]].concat();
        assert_eq!(hid_reads(&[&padded_both]), vec![start.clone(), answer]);
        assert_eq!(
            hid_reads(&[&board[..20], &board[20..]]),
            vec![start.clone()]
        );
        // The layout of Graham O'Neill's notes: `01 3D`, the squares, then 31 bytes whose use
        // is unknown (here not zeros), 65 bytes a read; the next read is read whole.
        let mut oneill = vec![0x01, 0x3D];
        oneill.extend_from_slice(&start_frame()[2..34]);
        oneill.extend([0x5A; 31]);
        assert_eq!(hid_reads(&[&oneill, &oneill]), vec![start.clone(), start]);
        // A square code above 12 is named by its square; a board report too short, by its
        // length.
        let mut bad = board.clone();
        bad[2] = 0x5F;
        assert_eq!(
            hid_reads(&[&bad]),
            vec![Err(ChessnutError::BadCode { place: 0, code: 15 })]
        );
        assert_eq!(
            hid_reads(&[&[0x01, 0x03, 0x58, 0x23, 0x31]]),
            vec![Err(ChessnutError::Truncated { got: 5 })]
        );
    }

    /// The USB ids: the vendor's own and the models' product ids, as `EasyLinkSDK` matches
    /// them, and the ids users of open projects report (`NicLink`: an Air at `2d80:8002`;
    /// `AlChess`: `8003` Air, `8202` Air+, `8501` Go).
    #[test]
    fn chessnut_usb_ids() {
        for product in [0x8002, 0x8003, 0x8202, 0x8501] {
            assert!(is_chessnut_usb(0x2D80, product), "{product:04x}");
        }
        assert!(!is_chessnut_usb(0x2D80, 0x1234));
        assert!(!is_chessnut_usb(0x0483, 0x8003));
    }

    proptest! {
        #[test]
        fn usb_reports_never_panic_and_stay_bounded(
            reads in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..80), 0..20),
        ) {
            let mut reports = HidReports::new();
            for read in &reads {
                reports.feed(read, |_| {});
                prop_assert!(reports.held.len() <= HID_HELD);
            }
        }

        #[test]
        fn never_panics_on_any_notifications(
            parts in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..60), 0..20),
        ) {
            let mut joiner = FenReassembler::new();
            let mut n = 0u64;
            for part in &parts {
                joiner.feed(part, |_| n += 1);
                let _ = ChessnutAnswer::parse(part);
                let _ = ChessnutRequest::parse(part);
            }
            let (accepted, dropped) = joiner.counts();
            prop_assert_eq!(accepted + dropped, n);
        }

        #[test]
        fn any_board_round_trips(seed in any::<u64>()) {
            let mut board = Board::empty();
            let mut x = seed | 1;
            for square in Square::ALL {
                x ^= x << 13; x ^= x >> 7; x ^= x << 17;
                if let Some(Some(piece)) = code_piece((x % 13) as u8) {
                    board.set_piece_at(square, piece);
                }
            }
            prop_assert_eq!(decode_board(&encode_board(&board)), Ok(board));
        }
    }
}
