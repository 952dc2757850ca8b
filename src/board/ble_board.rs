//! A sighted player's e-board over Bluetooth LE: a Chessnut board, or a Millennium board on its
//! transparent UART service. The link is the serial boards' ([`super::serial::Link`]) on the
//! Bluetooth transport ([`super::ble`]), so the greeting, the requests, the counting of what
//! could not be read and the reconnection are the same code for every board. Which boards are
//! reached this way, and how their links open, is their registration
//! ([`super::registry::REGISTRY`]).

use std::io;
use std::sync::LazyLock;

use shakmaty::Bitboard;

use super::ble::{BLE_LINK_OPTIONS, BleConnector, BleProfile, BleWanted};
use super::registry::{BoardLink, REGISTRY};
use super::serial::Sink;
use crate::core::boards::sensing_board::BoardProtocol;

/// Every kind of board annabella reaches over Bluetooth LE, from their registrations.
pub static PROFILES: LazyLock<Vec<BleProfile>> = LazyLock::new(|| {
    REGISTRY
        .iter()
        .filter_map(|registration| registration.bluetooth.map(|ble| ble.profile))
        .collect()
});

/// The profile of a protocol that runs over Bluetooth LE.
pub fn profile(protocol: BoardProtocol) -> Option<BleProfile> {
    PROFILES.iter().copied().find(|p| p.protocol == protocol)
}

/// A board over Bluetooth LE: its protocol's link on the Bluetooth transport.
#[derive(Debug)]
pub struct BleBoard {
    link: Box<dyn BoardLink>,
    protocol: BoardProtocol,
}

impl BleBoard {
    /// Finds the board (the first of its kind, or the one `wanted` names), connects now (a
    /// board that cannot be found is an error at once) and starts reading it.
    pub fn open(protocol: BoardProtocol, wanted: BleWanted, sink: Sink) -> io::Result<Self> {
        let bluetooth = super::registry::registration(protocol)
            .and_then(|registration| registration.bluetooth)
            .ok_or_else(|| {
                io::Error::new(
                    io::ErrorKind::Unsupported,
                    format!(
                        "{} boards are not reached over Bluetooth",
                        protocol.scheme()
                    ),
                )
            })?;
        let connector =
            BleConnector::new(bluetooth.profile, wanted, BLE_LINK_OPTIONS.read_timeout)?
                .with_answers(sink.clone());
        let link = (bluetooth.open)(connector, sink)?;
        Ok(Self { link, protocol })
    }

    pub fn protocol(&self) -> BoardProtocol {
        self.protocol
    }

    /// Asks for the whole board.
    pub fn request_board(&self) {
        self.link.request_snapshot();
    }

    /// Lights the squares the sighted player is to fix, or puts the LEDs out when there are
    /// none.
    pub fn show_squares(&self, squares: Bitboard) {
        self.link.show_squares(squares);
    }
}

impl BoardLink for BleBoard {
    fn request_snapshot(&self) {
        self.request_board();
    }

    fn show_squares(&self, squares: Bitboard) {
        BleBoard::show_squares(self, squares);
    }

    /// The position set by the board's robot (a Chessnut Move; the others have none).
    fn set_position(&self, board: &shakmaty::Board) {
        self.link.set_position(board);
    }
}
