//! The DGT e-board on a serial port (`--eboard dgt:PATH`): 9600 baud, 8N1.
//!
//! After every (re)connection the link sends reset (idle), send-board (a whole dump) and
//! update-board (a field update at every change); after a dropped message it asks for the
//! whole board again. Only [`DgtCommand`]s are ever written: the boot-loader and EEPROM
//! commands (`0x4E`, `0x51`–`0x54`) cannot be expressed.

use super::BoardEvent;
use super::serial::{Decoded, LinkOptions, Protocol, SerialBoard};
use crate::core::boards::dgt::{DgtCommand, DgtDecoder, command_bytes};

/// The DGT protocol over a link.
#[derive(Debug, Default)]
pub struct DgtProtocol {
    decoder: DgtDecoder,
}

impl DgtProtocol {
    /// What the link sends after connecting.
    pub const GREETING: [DgtCommand; 3] = [
        DgtCommand::Reset,
        DgtCommand::SendBoard,
        DgtCommand::UpdateBoard,
    ];
}

impl Protocol for DgtProtocol {
    fn options() -> LinkOptions {
        LinkOptions::DGT
    }

    fn greeting(&self) -> Vec<u8> {
        command_bytes(&Self::GREETING)
    }

    fn unsure(&self) -> Vec<u8> {
        command_bytes(&[DgtCommand::SendBoard])
    }

    fn reset(&mut self) {
        self.decoder.reset();
    }

    fn feed(&mut self, bytes: &[u8], out: &mut Vec<Decoded>) {
        self.decoder.feed(bytes, |message| {
            out.push(match message {
                Ok(message) => Decoded::Event(BoardEvent::Dgt(message)),
                Err(_) => Decoded::Bad,
            });
        });
    }
}

/// The DGT board on a serial port (`--eboard dgt:PATH`).
pub type DgtLink = SerialBoard<DgtProtocol>;

impl DgtLink {
    /// Asks for the whole board.
    pub fn request_board(&self) {
        self.send(command_bytes(&[DgtCommand::SendBoard]));
    }

    /// Sends a command (only harmless ones exist).
    pub fn command(&self, command: DgtCommand) {
        self.send(vec![command.byte()]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::serial::LinkOptions;
    use crate::board::serial::tests::{Chunk, FakeBoard};
    use crate::core::boards::dgt::{DgtBoard, DgtMessage, is_forbidden};
    use shakmaty::{Chess, Position};
    use std::sync::mpsc;
    use std::time::Duration;

    #[test]
    fn greets_reads_a_dump_and_asks_again_after_garbage_and_after_a_reconnection() {
        let (board, port) = FakeBoard::new();
        let (tx, rx) = mpsc::channel();
        let options = LinkOptions {
            poll: Duration::from_millis(10),
            ..LinkOptions::DGT
        };
        let link = DgtLink::with_connector(
            board.clone(),
            options,
            crate::board::serial::Sink::channel(tx),
        )
        .unwrap();
        let next = || rx.recv_timeout(Duration::from_secs(5)).unwrap().event;
        let dump = DgtMessage::BoardDump(DgtBoard::from_board(Chess::default().board()));
        port.send(Chunk::Bytes(dump.encode())).unwrap();
        assert_eq!(next(), BoardEvent::Dgt(dump.clone()));
        port.send(Chunk::Bytes(vec![0x01, 0x02])).unwrap();
        assert_eq!(
            next(),
            BoardEvent::Garbled {
                count: 1,
                during_ms: 0
            }
        );
        port.send(Chunk::Unplug).unwrap();
        assert!(matches!(next(), BoardEvent::Disconnected(_)));
        let port = board.plug();
        assert_eq!(next(), BoardEvent::Reconnected);
        port.send(Chunk::Bytes(dump.encode())).unwrap();
        assert_eq!(next(), BoardEvent::Dgt(dump));
        link.request_board();
        link.command(DgtCommand::Version);
        port.send(Chunk::Bytes(
            DgtMessage::Version { major: 1, minor: 0 }.encode(),
        ))
        .unwrap();
        next();
        // The requests are written by the link's own thread: wait for them.
        let written = board.written.when(|written| written.len() >= 9);
        assert_eq!(
            written,
            [0x40, 0x42, 0x44, 0x42, 0x40, 0x42, 0x44, 0x42, 0x4D],
            "greeting, a dump asked for after garbage, greeting again, then the requests"
        );
        assert!(!written.iter().any(|&b| is_forbidden(b)));
        link.close();
    }
}
