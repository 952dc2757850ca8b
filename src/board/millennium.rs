//! A Millennium Chess Link board on a serial port (`--eboard millennium:PATH`): 38 400 baud,
//! 8N1 with each character's odd parity checked here (as python-mchess reads the board, and
//! as any USB adapter can), or 7O1 with the parity left to the serial driver
//! (`--eboard millennium-7o1:PATH`). The same frames either way: the board cannot tell.
//!
//! After every (re)connection the link asks for the version, turns the automatic reports to
//! "at every change that lasted 5 scans" (about 205 ms: the board's own debounce, so a piece
//! slid across the board is not seen on the squares it passes; its default is a report every
//! scan, 24 a second), puts the LEDs
//! out and asks for the whole board; after a dropped reply it asks for the board again. Every
//! status becomes the whole board with its pieces named, read the way round the board lies
//! (found from the start position, see [`Orientation::from_start_camps`]).

use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use shakmaty::{Bitboard, Board};

use super::BoardEvent;
use super::serial::{
    Connector, Decoded, DeviceId, Link, LinkOptions, Port, Protocol, SerialConnector, Sink,
};
use crate::core::boards::event::PieceReport;
use crate::core::boards::millennium::{
    AutoReport, BAUD, BLINK, CharFraming, LedFrame, MillenniumDecoder, MillenniumReply,
    MillenniumRequest, Orientation,
};

/// The link's timings: the peg board's, at the board's speed.
pub const OPTIONS: LinkOptions = LinkOptions {
    baud: BAUD,
    ..LinkOptions::PEG
};

/// What the link sends after connecting: who are you, reports at every change that lasted 5
/// scans (a piece slid across a square that a move could reach must not be read as that move),
/// LEDs out, the whole board.
pub const GREETING: [MillenniumRequest; 4] = [
    MillenniumRequest::Version,
    MillenniumRequest::AutoReports(AutoReport::OnSettledChange),
    MillenniumRequest::LedsOff,
    MillenniumRequest::Status,
];

/// How a Millennium board is found and spoken to over Bluetooth LE (its transparent UART).
pub const BLE_PROFILE: super::ble::BleProfile = super::ble::BleProfile {
    protocol: crate::core::boards::sensing_board::BoardProtocol::Millennium,
    service: uuid::Uuid::from_u128(crate::core::boards::millennium::UART_SERVICE),
    notify: uuid::Uuid::from_u128(crate::core::boards::millennium::UART_NOTIFY),
    write: uuid::Uuid::from_u128(crate::core::boards::millennium::UART_WRITE),
    name_prefix: crate::core::boards::millennium::BLE_NAME_PREFIX,
    // Printers and many modules carry the same UART service: the name tells the board.
    service_is_its_own: false,
    // The status request, which the board always answers with the whole board.
    poll: || MillenniumRequest::Status.encode(),
    answers: None,
    busy_after: None,
};

/// Which way round the board lies, shared by the link's thread (which learns it) and the
/// requests made from the table (LEDs are lit in the board's own labels).
#[derive(Debug, Clone, Default)]
pub struct SharedOrientation(Arc<AtomicBool>);

impl SharedOrientation {
    pub fn get(&self) -> Orientation {
        if self.0.load(Ordering::Relaxed) {
            Orientation::TurnedRound
        } else {
            Orientation::AsDocumented
        }
    }

    pub fn set(&self, orientation: Orientation) {
        self.0
            .store(orientation == Orientation::TurnedRound, Ordering::Relaxed);
    }
}

/// The Chess Link protocol over a link.
#[derive(Debug)]
pub struct MillenniumProtocol {
    decoder: MillenniumDecoder,
    orientation: SharedOrientation,
}

impl MillenniumProtocol {
    pub fn new(framing: CharFraming, orientation: SharedOrientation) -> Self {
        Self {
            decoder: MillenniumDecoder::new(framing),
            orientation,
        }
    }

    /// The board shown by a status, read the way round the board lies (learnt anew whenever
    /// it shows the start position's camps).
    fn board_of(&self, status: &crate::core::boards::millennium::StatusBoard) -> Board {
        if let Some(orientation) = Orientation::from_start_camps(status) {
            self.orientation.set(orientation);
        }
        status.pieces(self.orientation.get())
    }
}

/// The event a whole board becomes: the one place the link hands the table a board.
pub fn whole_board_event(board: Board) -> BoardEvent {
    BoardEvent::Pieces(PieceReport::Whole(board))
}

impl Protocol for MillenniumProtocol {
    fn options() -> LinkOptions {
        OPTIONS
    }

    fn greeting(&self) -> Vec<u8> {
        GREETING
            .iter()
            .flat_map(MillenniumRequest::encode)
            .collect()
    }

    fn unsure(&self) -> Vec<u8> {
        MillenniumRequest::Status.encode()
    }

    fn reset(&mut self) {
        self.decoder.reset();
    }

    fn feed(&mut self, bytes: &[u8], out: &mut Vec<Decoded>) {
        let mut replies = Vec::new();
        self.decoder.feed(bytes, |reply| replies.push(reply));
        for reply in replies {
            match reply {
                Ok(MillenniumReply::Status(status)) => {
                    out.push(Decoded::Event(whole_board_event(self.board_of(&status))));
                }
                // Acknowledgements and the version: the board is there, nothing changed.
                Ok(_) => {}
                Err(_) => out.push(Decoded::Bad),
            }
        }
    }
}

/// Opens the port at a path with the board's framing, again after every loss.
#[derive(Debug, Clone)]
pub struct MillenniumConnector {
    pub path: PathBuf,
    pub framing: CharFraming,
}

impl MillenniumConnector {
    fn plain(&self) -> SerialConnector {
        SerialConnector {
            path: self.path.clone(),
            options: OPTIONS,
        }
    }
}

impl Connector for MillenniumConnector {
    fn connect(&mut self) -> io::Result<Box<dyn Port>> {
        match self.framing {
            CharFraming::EightNone => self.plain().connect(),
            CharFraming::SevenOdd => {
                let opened = serialport::new(self.path.to_string_lossy(), BAUD)
                    .data_bits(serialport::DataBits::Seven)
                    .parity(serialport::Parity::Odd)
                    .stop_bits(serialport::StopBits::One)
                    .timeout(OPTIONS.read_timeout)
                    .open_native();
                match opened {
                    Ok(port) => Ok(Box::new(port)),
                    // The plain opening says why in the words the other boards use.
                    Err(error) => match self.plain().connect() {
                        Err(plain) => Err(plain),
                        Ok(_) => Err(io::Error::from(error)),
                    },
                }
            }
        }
    }

    fn path(&self) -> Option<PathBuf> {
        Some(self.path.clone())
    }

    fn identity(&self) -> Option<DeviceId> {
        self.plain().identity()
    }
}

/// A Millennium board on a serial port.
#[derive(Debug)]
pub struct MillenniumLink {
    link: Link,
    path: PathBuf,
    orientation: SharedOrientation,
}

impl MillenniumLink {
    /// Opens the board at `path` now (a wrong path is an error at once) and starts reading it.
    pub fn open(path: &Path, framing: CharFraming, sink: Sink) -> io::Result<Self> {
        let connector = MillenniumConnector {
            path: path.to_path_buf(),
            framing,
        };
        let mut link = Self::with_connector(connector, framing, OPTIONS, sink)?;
        link.path = path.to_path_buf();
        Ok(link)
    }

    /// Starts a link on any connector (tests use a fake port).
    pub fn with_connector(
        mut connector: impl Connector,
        framing: CharFraming,
        options: LinkOptions,
        sink: Sink,
    ) -> io::Result<Self> {
        let orientation = SharedOrientation::default();
        let protocol = MillenniumProtocol::new(framing, orientation.clone());
        let port = connector.connect()?;
        let link = Link::start(port, connector, protocol, options, sink)?;
        Ok(Self {
            link,
            path: PathBuf::new(),
            orientation,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Asks for the whole board.
    pub fn request_board(&self) {
        self.link.send(MillenniumRequest::Status.encode());
    }

    /// Lights the squares the sighted player is to fix (blinking), or puts the LEDs out when
    /// there are none.
    pub fn show_squares(&self, squares: Bitboard) {
        self.link
            .send(leds_request(squares, self.orientation.get()).encode());
    }

    /// Stops reading and closes the port.
    pub fn close(self) {
        self.link.close();
    }
}

/// The request that shows `squares` on a board lying `orientation`.
pub fn leds_request(squares: Bitboard, orientation: Orientation) -> MillenniumRequest {
    if squares.is_empty() {
        MillenniumRequest::LedsOff
    } else {
        MillenniumRequest::Leds(LedFrame::squares(squares, orientation, BLINK))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::serial::tests::{Chunk, FakeBoard};
    use crate::core::boards::millennium::{RequestReader, StatusBoard, frame};
    use shakmaty::{Chess, Position, Square};
    use std::sync::mpsc;
    use std::time::Duration;

    fn requests(written: &[u8]) -> Vec<MillenniumRequest> {
        let mut reader = RequestReader::default();
        let mut out = Vec::new();
        reader.feed(written, |r| {
            if let Ok(request) = r {
                out.push(request);
            }
        });
        out
    }

    fn written_when(
        board: &FakeBoard,
        done: impl Fn(&[MillenniumRequest]) -> bool,
    ) -> Vec<MillenniumRequest> {
        requests(&board.written.when(|bytes| done(&requests(bytes))))
    }

    #[test]
    fn greets_reads_statuses_both_ways_round_and_lights_the_square_to_fix() {
        let (board, port) = FakeBoard::new();
        let (tx, rx) = mpsc::channel();
        let options = LinkOptions {
            poll: Duration::from_millis(10),
            ..OPTIONS
        };
        let link = MillenniumLink::with_connector(
            board.clone(),
            CharFraming::EightNone,
            options,
            crate::board::serial::Sink::channel(tx),
        )
        .unwrap();
        let next = || rx.recv_timeout(Duration::from_secs(5)).unwrap().event;
        let start = Chess::default().board().clone();
        assert_eq!(
            written_when(&board, |r| r.len() >= 4),
            GREETING.to_vec(),
            "the greeting"
        );
        // The board lies turned round: its start position tells.
        let status =
            MillenniumReply::Status(StatusBoard::from_board(&start, Orientation::TurnedRound));
        port.send(Chunk::Bytes(status.encode())).unwrap();
        assert_eq!(next(), whole_board_event(start.clone()));
        // e2 lifted, on the turned board.
        let mut lifted = start.clone();
        lifted.discard_piece_at(Square::E2);
        let status =
            MillenniumReply::Status(StatusBoard::from_board(&lifted, Orientation::TurnedRound));
        port.send(Chunk::Bytes(status.encode())).unwrap();
        assert_eq!(next(), whole_board_event(lifted));
        // A reply with a parity error is reported, and the board asked again.
        let mut spoilt = MillenniumReply::LedsSet.encode();
        spoilt[1] ^= 0x80;
        port.send(Chunk::Bytes(spoilt)).unwrap();
        assert!(matches!(next(), BoardEvent::Garbled { .. }));
        link.show_squares(Bitboard::from(Square::E2));
        let seen = written_when(&board, |r| r.len() >= 6);
        assert_eq!(
            seen[4],
            MillenniumRequest::Status,
            "asked again after the bad reply"
        );
        assert_eq!(
            seen[5],
            leds_request(Bitboard::from(Square::E2), Orientation::TurnedRound)
        );
        let MillenniumRequest::Leds(leds) = seen[5] else {
            panic!("{seen:?}")
        };
        assert_eq!(
            leds.lit_squares(Orientation::TurnedRound),
            Bitboard::from(Square::E2)
        );
        link.show_squares(Bitboard::EMPTY);
        let seen = written_when(&board, |r| r.len() >= 7);
        assert_eq!(seen[6], MillenniumRequest::LedsOff);
        // Nothing but the requests the protocol allows was ever written.
        let written = board.written.bytes();
        assert!(!written.windows(3).any(|w| w == frame(b"T").as_slice()));
        link.close();
    }
}
