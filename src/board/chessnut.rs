//! A Chessnut Air, Air+, Go or Pro board over Bluetooth LE (`--eboard chessnut:ble[:NAME|ADDRESS]`):
//! the protocol the link speaks over [`super::ble`]'s transport; or over USB, through its
//! hidraw node (`--eboard chessnut:/dev/hidrawN`, [`super::hidraw`]). The codec is pure
//! ([`crate::core::boards::chessnut`]); this adds what the link sends and how it reads.
//!
//! After every (re)connection the link turns the real-time reports on (`21 01 00`): the board
//! answers with the whole board, then sends it again at every change, a 36-byte frame that may
//! come in pieces (joined here). When unsure (a frame dropped) it turns them on again, which
//! makes the board report anew.

use std::time::Duration;

use uuid::Uuid;

use super::BoardEvent;
use super::ble::{BleAnswers, BleProfile};
use super::millennium::whole_board_event;
use super::serial::{Decoded, LinkOptions, Protocol};
use crate::core::boards::chessnut::{
    ChessnutAnswer, ChessnutRequest, FEN_NOTIFY, FEN_SERVICE, FenReassembler, NAME_PREFIX,
    OPERATION_NOTIFY, OPERATION_WRITE,
};
use crate::core::boards::chessnut::{HidReport, HidReports};
use crate::core::boards::event::BatteryReport;
use crate::core::boards::sensing_board::BoardProtocol;

/// How a Chessnut board is found and spoken to over Bluetooth LE.
pub const BLE_PROFILE: BleProfile = BleProfile {
    protocol: BoardProtocol::Chessnut,
    service: Uuid::from_u128(FEN_SERVICE),
    notify: Uuid::from_u128(FEN_NOTIFY),
    write: Uuid::from_u128(OPERATION_WRITE),
    name_prefix: NAME_PREFIX,
    service_is_its_own: true,
    poll: real_time_request,
    answers: Some(BleAnswers {
        characteristic: Uuid::from_u128(OPERATION_NOTIFY),
        decode: answer_event,
    }),
    busy_after: None,
};

/// How often the board is asked for its battery (after the first answer at once). The newer
/// boards also report it unasked (`EasyLinkSDK`'s reader, `EasyLink.cpp`, notes it).
pub const BATTERY_EVERY: Duration = Duration::from_mins(1);

/// The event of an answer on the operation characteristic: the battery; nothing for the rest
/// (acknowledgements).
pub fn answer_event(bytes: &[u8]) -> Option<BoardEvent> {
    match ChessnutAnswer::parse(bytes)? {
        ChessnutAnswer::Battery { percent, charging } => {
            Some(BoardEvent::Battery(BatteryReport { percent, charging }))
        }
        ChessnutAnswer::Ack | ChessnutAnswer::Other(_) => None,
    }
}

/// Turning the real-time reports on again: the board answers with the whole board, which is
/// the watchdog's poll.
fn real_time_request() -> Vec<u8> {
    ChessnutRequest::RealTime.encode()
}

/// How the board's reports reach us: whole real-time frames over Bluetooth
/// ([`FenReassembler`]), input reports read from the hidraw node over USB ([`HidReports`]).
pub trait ChessnutReports: Default + std::fmt::Debug + Send + 'static {
    /// Forgets a half-read report (the link was reopened).
    fn reset(&mut self);
    /// Decodes bytes into events and bad reports.
    fn feed(&mut self, bytes: &[u8], out: &mut Vec<Decoded>);
}

impl ChessnutReports for FenReassembler {
    fn reset(&mut self) {
        FenReassembler::reset(self);
    }

    fn feed(&mut self, bytes: &[u8], out: &mut Vec<Decoded>) {
        FenReassembler::feed(self, bytes, |report| {
            out.push(match report {
                Ok(board) => Decoded::Event(whole_board_event(board)),
                Err(_) => Decoded::Bad,
            });
        });
    }
}

/// Over USB the board and its answers (the battery) come as input reports alike.
impl ChessnutReports for HidReports {
    fn reset(&mut self) {
        HidReports::reset(self);
    }

    fn feed(&mut self, bytes: &[u8], out: &mut Vec<Decoded>) {
        HidReports::feed(self, bytes, |report| match report {
            Ok(HidReport::Board(board)) => out.push(Decoded::Event(whole_board_event(board))),
            Ok(HidReport::Answer(answer)) => {
                if let Some(event) = answer_to_event(answer) {
                    out.push(Decoded::Event(event));
                }
            }
            Err(_) => out.push(Decoded::Bad),
        });
    }
}

/// A Chessnut board over a link: the same requests whatever carries them (real-time reports
/// turned on at the start and when unsure, the battery asked every so long), its reports read
/// as `R` reads them.
#[derive(Debug, Default)]
pub struct ChessnutLinkProtocol<R> {
    reports: R,
}

/// The Chessnut board's real-time reports over Bluetooth.
pub type ChessnutProtocol = ChessnutLinkProtocol<FenReassembler>;

/// The Chessnut board over USB: its input reports, each read whole from the hidraw node, its
/// requests written as output reports.
pub type ChessnutHidProtocol = ChessnutLinkProtocol<HidReports>;

impl<R: ChessnutReports> Protocol for ChessnutLinkProtocol<R> {
    fn options() -> LinkOptions {
        LinkOptions::PEG
    }

    fn greeting(&self) -> Vec<u8> {
        real_time_request()
    }

    fn unsure(&self) -> Vec<u8> {
        real_time_request()
    }

    fn periodic(&self) -> Option<(Duration, Vec<u8>)> {
        Some((BATTERY_EVERY, ChessnutRequest::Battery.encode()))
    }

    fn reset(&mut self) {
        self.reports.reset();
    }

    fn feed(&mut self, bytes: &[u8], out: &mut Vec<Decoded>) {
        self.reports.feed(bytes, out);
    }
}

/// The event of an answer (the battery), if the table needs it.
fn answer_to_event(answer: ChessnutAnswer) -> Option<BoardEvent> {
    match answer {
        ChessnutAnswer::Battery { percent, charging } => {
            Some(BoardEvent::Battery(BatteryReport { percent, charging }))
        }
        ChessnutAnswer::Ack | ChessnutAnswer::Other(_) => None,
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::serial::Link;
    use crate::board::serial::tests::{Chunk, FakeBoard, fast, next};
    use crate::board::{BoardEvent, Stamped};
    use crate::core::boards::chessnut::encode_board;
    use shakmaty::{Board, Chess, Position, Square};
    use std::sync::mpsc::{self, Receiver, Sender};
    use std::time::Duration;

    /// Sends the report of `board` over the fake port in two pieces, as the board's notifications
    /// may cut it; fails unless the link joins them into the whole board, its next event.
    pub(in crate::board) fn board_sent_in_two(
        port: &Sender<Chunk>,
        events: &Receiver<Stamped>,
        board: &Board,
    ) {
        let frame = encode_board(board);
        port.send(Chunk::Bytes(frame[..20].to_vec())).unwrap();
        port.send(Chunk::Bytes(frame[20..].to_vec())).unwrap();
        assert_eq!(next(events), whole_board_event(board.clone()));
    }

    /// Over a fake port that delivers one notification a read: the real-time reports are
    /// turned on, a report cut in two is joined, a lost half is named and the reports turned
    /// on again.
    #[test]
    fn reports_in_pieces_become_whole_boards() {
        let (board, port) = FakeBoard::new();
        let (tx, rx) = mpsc::channel();
        let link = Link::with_connector(
            board.clone(),
            ChessnutProtocol::default(),
            fast(),
            crate::board::serial::Sink::channel(tx),
        )
        .unwrap();
        let start = Chess::default().board().clone();
        board_sent_in_two(&port, &rx, &start);
        let mut lifted = start.clone();
        lifted.discard_piece_at(Square::E2);
        let frame = encode_board(&lifted);
        // The second half of a report is lost; the next report comes whole.
        port.send(Chunk::Bytes(frame[..20].to_vec())).unwrap();
        port.send(Chunk::Bytes(frame.to_vec())).unwrap();
        assert!(matches!(next(&rx), BoardEvent::Garbled { .. }));
        assert_eq!(next(&rx), whole_board_event(lifted));
        // Turned on, the battery asked once the board answered, turned on again when unsure.
        let realtime = ChessnutRequest::RealTime.encode();
        let battery = ChessnutRequest::Battery.encode();
        let expected = [realtime.clone(), battery, realtime].concat();
        let written = board
            .written
            .when(|written| written.len() >= expected.len());
        assert_eq!(written, expected, "asked again");
        link.close();
    }

    /// Over USB: a pseudo-terminal stands in for the hidraw node (there is no `/dev/uhid`
    /// here), its other end the board. The reports are built from `EasyLinkSDK`'s layout (no
    /// capture is published): the board's report padded to 64 bytes, the battery answer. The
    /// link turns the real-time reports on, reads the board, asks the battery once the board
    /// answered, reads it, and lights the LEDs asked for.
    /// The next bytes the board (the pseudo-terminal's other end) reads are `wanted`.
    fn board_reads(board: &mut serialport::TTYPort, wanted: &[u8]) {
        use std::io::Read;
        let mut got = vec![0u8; wanted.len()];
        board.read_exact(&mut got).unwrap();
        assert_eq!(got, wanted);
    }

    #[test]
    fn a_board_on_usb_through_its_hidraw_node() {
        use serialport::SerialPort;
        use std::io::Write;
        let (mut board, node) = serialport::TTYPort::pair().unwrap();
        board.set_timeout(Duration::from_secs(5)).unwrap();
        let path = std::path::PathBuf::from(node.name().unwrap());
        let (tx, rx) = mpsc::channel();
        let link = ChessnutLink::open_hid(&path, crate::board::serial::Sink::channel(tx)).unwrap();
        board_reads(&mut board, &ChessnutRequest::RealTime.encode());
        let mut report = vec![0x01, 0x24];
        report.extend_from_slice(&encode_board(Chess::default().board())[2..]);
        report.resize(64, 0);
        board.write_all(&report).unwrap();
        assert_eq!(
            next(&rx),
            whole_board_event(Chess::default().board().clone())
        );
        board_reads(&mut board, &ChessnutRequest::Battery.encode());
        board.write_all(&[0x2A, 0x02, 9, 0x00]).unwrap();
        assert_eq!(
            next(&rx),
            BoardEvent::Battery(BatteryReport {
                percent: 9,
                charging: false
            })
        );
        let e2 = shakmaty::Bitboard::from(Square::E2);
        link.show_squares(e2);
        board_reads(&mut board, &ChessnutRequest::Leds(e2).encode());
        link.request_board();
        board_reads(&mut board, &ChessnutRequest::RealTime.encode());
        drop(node);
    }

    /// The vendor's battery answer (`2A 02 level 00`, bit 7 charging) is the battery event;
    /// an acknowledgement is nothing.
    #[test]
    fn battery_answers_become_battery_events() {
        assert_eq!(
            answer_event(&[0x2A, 0x02, 9, 0]),
            Some(BoardEvent::Battery(BatteryReport {
                percent: 9,
                charging: false
            }))
        );
        assert_eq!(
            answer_event(&[0x2A, 0x02, 0x80 + 60, 0]),
            Some(BoardEvent::Battery(BatteryReport {
                percent: 60,
                charging: true
            }))
        );
        assert_eq!(answer_event(&[0x23, 0x01, 0x00]), None);
        assert_eq!(answer_event(&[]), None);
    }
}

/// A Chessnut board's link: the real-time reports, and its LEDs.
#[derive(Debug)]
pub struct ChessnutLink {
    link: super::serial::Link,
}

impl ChessnutLink {
    /// Opens the board's hidraw node at `path` now (one that cannot be opened is an error at
    /// once) and starts reading it.
    pub fn open_hid(path: &std::path::Path, sink: super::serial::Sink) -> std::io::Result<Self> {
        let options = LinkOptions::PEG;
        let connector = super::hidraw::HidrawConnector {
            path: path.to_path_buf(),
            read_timeout: options.read_timeout,
        };
        let link = super::serial::Link::with_connector(
            connector,
            ChessnutHidProtocol::default(),
            options,
            sink,
        )?;
        Ok(Self { link })
    }

    /// Connects through `connector` now and starts reading.
    pub fn with_connector(
        connector: impl super::serial::Connector,
        options: LinkOptions,
        sink: super::serial::Sink,
    ) -> std::io::Result<Self> {
        let link = super::serial::Link::with_connector(
            connector,
            ChessnutProtocol::default(),
            options,
            sink,
        )?;
        Ok(Self { link })
    }

    /// Asks for the whole board (turning the real-time reports on again).
    pub fn request_board(&self) {
        self.link.send(ChessnutRequest::RealTime.encode());
    }

    /// Lights the squares the sighted player is to fix, or puts the LEDs out when there are
    /// none.
    pub fn show_squares(&self, squares: shakmaty::Bitboard) {
        self.link.send(ChessnutRequest::Leds(squares).encode());
    }
}
