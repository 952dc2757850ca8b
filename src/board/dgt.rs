//! The DGT e-board on a serial port (`--eboard dgt:PATH`): 9600 baud, 8N1.
//!
//! After every (re)connection the link sends reset (idle), send-board (a whole dump) and
//! update-board (a field update at every change); after a dropped message it asks for the
//! whole board again. Only [`DgtCommand`]s are ever written: the boot-loader and EEPROM
//! commands (`0x4E`, `0x51`–`0x54`) cannot be expressed.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};

use super::serial::{Connector, Decoded, Link, LinkOptions, Protocol, Sink};
use super::{BoardEvent, Stamped};
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

/// The DGT board on a serial port.
#[derive(Debug)]
pub struct DgtLink {
    link: Link,
    path: PathBuf,
}

impl DgtLink {
    /// Opens the board at `path`; events arrive on the receiver.
    pub fn open(path: &Path) -> io::Result<(DgtLink, Receiver<Stamped>)> {
        let (sender, receiver) = mpsc::channel();
        let link = Self::open_with(
            path,
            LinkOptions::DGT,
            Box::new(move |e| sender.send(e).is_ok()),
        )?;
        Ok((link, receiver))
    }

    /// Opens the board with other options, sending events to `sink`.
    pub fn open_with(path: &Path, options: LinkOptions, sink: Sink) -> io::Result<DgtLink> {
        let link = Link::open(path, DgtProtocol::default(), options, sink)?;
        Ok(DgtLink {
            link,
            path: path.to_path_buf(),
        })
    }

    /// Starts a link on any connector (tests use a fake port).
    pub fn with_connector(
        connector: impl Connector,
        options: LinkOptions,
        sink: Sink,
    ) -> io::Result<DgtLink> {
        let link = Link::with_connector(connector, DgtProtocol::default(), options, sink)?;
        Ok(DgtLink {
            link,
            path: PathBuf::new(),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Asks for the whole board.
    pub fn request_board(&self) {
        self.link.send(command_bytes(&[DgtCommand::SendBoard]));
    }

    /// Sends a command (only harmless ones exist).
    pub fn send(&self, command: DgtCommand) {
        self.link.send(vec![command.byte()]);
    }

    pub fn close(self) {
        self.link.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::serial::tests::{Chunk, FakeBoard};
    use crate::core::boards::dgt::{DgtBoard, DgtMessage, is_forbidden};
    use shakmaty::{Chess, Position};
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
            Box::new(move |e| tx.send(e).is_ok()),
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
        link.send(DgtCommand::Version);
        port.send(Chunk::Bytes(
            DgtMessage::Version { major: 1, minor: 0 }.encode(),
        ))
        .unwrap();
        next();
        // The requests are written by the link's own thread: wait for them (with a deadline).
        let deadline = std::time::Instant::now() + Duration::from_secs(5);
        let written = loop {
            let written = board.written.lock().unwrap().clone();
            if written.len() >= 9 || std::time::Instant::now() > deadline {
                break written;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        assert_eq!(
            written,
            [0x40, 0x42, 0x44, 0x42, 0x40, 0x42, 0x44, 0x42, 0x4D],
            "greeting, a dump asked for after garbage, greeting again, then the requests"
        );
        assert!(!written.iter().any(|&b| is_forbidden(b)));
        link.close();
    }
}
