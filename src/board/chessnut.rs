//! A Chessnut Air, Air+, Go or Pro board over Bluetooth LE (`--eboard chessnut:ble[:NAME|ADDRESS]`):
//! the protocol the link speaks over [`super::ble`]'s transport. The codec is pure
//! ([`crate::core::boards::chessnut`]); this adds what the link sends and how it reads.
//!
//! After every (re)connection the link turns the real-time reports on (`21 01 00`): the board
//! answers with the whole board, then sends it again at every change, a 36-byte frame that may
//! come in pieces (joined here). When unsure (a frame dropped) it turns them on again, which
//! makes the board report anew.

use uuid::Uuid;

use super::ble::BleProfile;
use super::millennium::whole_board_event;
use super::serial::{Decoded, LinkOptions, Protocol};
use crate::core::boards::chessnut::{
    ChessnutRequest, FEN_NOTIFY, FEN_SERVICE, FenReassembler, NAME_PREFIX, OPERATION_WRITE,
};
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
};

/// Turning the real-time reports on again: the board answers with the whole board, which is
/// the watchdog's poll.
fn real_time_request() -> Vec<u8> {
    ChessnutRequest::RealTime.encode()
}

/// The Chessnut board's real-time reports over a link.
#[derive(Debug, Default)]
pub struct ChessnutProtocol {
    reports: FenReassembler,
}

impl Protocol for ChessnutProtocol {
    fn options() -> LinkOptions {
        LinkOptions::PEG
    }

    fn greeting(&self) -> Vec<u8> {
        ChessnutRequest::RealTime.encode()
    }

    fn unsure(&self) -> Vec<u8> {
        ChessnutRequest::RealTime.encode()
    }

    fn reset(&mut self) {
        self.reports.reset();
    }

    fn feed(&mut self, bytes: &[u8], out: &mut Vec<Decoded>) {
        self.reports.feed(bytes, |report| {
            out.push(match report {
                Ok(board) => Decoded::Event(whole_board_event(board)),
                Err(_) => Decoded::Bad,
            });
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::BoardEvent;
    use crate::board::serial::Link;
    use crate::board::serial::tests::{Chunk, FakeBoard};
    use crate::core::boards::chessnut::encode_board;
    use shakmaty::{Chess, Position, Square};
    use std::sync::mpsc;
    use std::time::Duration;

    /// Over a fake port that delivers one notification a read: the real-time reports are
    /// turned on, a report cut in two is joined, a lost half is named and the reports turned
    /// on again.
    #[test]
    fn reports_in_pieces_become_whole_boards() {
        let (board, port) = FakeBoard::new();
        let (tx, rx) = mpsc::channel();
        let options = LinkOptions {
            poll: Duration::from_millis(10),
            ..LinkOptions::PEG
        };
        let link = Link::with_connector(
            board.clone(),
            ChessnutProtocol::default(),
            options,
            crate::board::serial::Sink::channel(tx),
        )
        .unwrap();
        let next = || rx.recv_timeout(Duration::from_secs(5)).unwrap().event;
        let start = Chess::default().board().clone();
        let frame = encode_board(&start);
        port.send(Chunk::Bytes(frame[..20].to_vec())).unwrap();
        port.send(Chunk::Bytes(frame[20..].to_vec())).unwrap();
        assert_eq!(next(), whole_board_event(start.clone()));
        let mut lifted = start.clone();
        lifted.discard_piece_at(Square::E2);
        let frame = encode_board(&lifted);
        // The second half of a report is lost; the next report comes whole.
        port.send(Chunk::Bytes(frame[..20].to_vec())).unwrap();
        port.send(Chunk::Bytes(frame.to_vec())).unwrap();
        assert!(matches!(next(), BoardEvent::Garbled { .. }));
        assert_eq!(next(), whole_board_event(lifted));
        let realtime = ChessnutRequest::RealTime.encode();
        let deadline = std::time::Instant::now() + Duration::from_secs(5);
        while board.written.lock().unwrap().len() < 2 * realtime.len() {
            assert!(std::time::Instant::now() < deadline, "asked again");
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(
            *board.written.lock().unwrap(),
            [realtime.clone(), realtime].concat()
        );
        link.close();
    }
}

/// A Chessnut board's link: the real-time reports, and its LEDs.
#[derive(Debug)]
pub struct ChessnutLink {
    link: super::serial::Link,
}

impl ChessnutLink {
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
