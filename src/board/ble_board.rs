//! A sighted player's e-board over Bluetooth LE: a Chessnut board, or a Millennium board on its
//! transparent UART service. The link is the serial boards' ([`super::serial::Link`]) on the
//! Bluetooth transport ([`super::ble`]), so the greeting, the requests, the counting of what
//! could not be read and the reconnection are the same code for every board.

use std::io;
use std::time::Duration;

use shakmaty::Bitboard;
use uuid::Uuid;

use super::ble::{BleConnector, BleProfile, BleWanted};
use super::chessnut::{self, ChessnutProtocol};
use super::millennium::{MillenniumProtocol, SharedOrientation, leds_request};
use super::serial::{Link, LinkOptions, Sink};
use crate::core::boards::chessnut::ChessnutRequest;
use crate::core::boards::millennium::{
    BLE_NAME_PREFIX, CharFraming, MillenniumRequest, UART_NOTIFY, UART_SERVICE, UART_WRITE,
};
use crate::core::boards::sensing_board::BoardProtocol;

/// How a Millennium board is found and spoken to over Bluetooth LE.
pub const MILLENNIUM_PROFILE: BleProfile = BleProfile {
    protocol: BoardProtocol::Millennium,
    service: Uuid::from_u128(UART_SERVICE),
    notify: Uuid::from_u128(UART_NOTIFY),
    write: Uuid::from_u128(UART_WRITE),
    name_prefix: BLE_NAME_PREFIX,
    // Printers and many modules carry the same UART service: the name tells the board.
    service_is_its_own: false,
};

/// Every kind of board annabella reaches over Bluetooth LE.
pub const PROFILES: [BleProfile; 2] = [chessnut::BLE_PROFILE, MILLENNIUM_PROFILE];

/// The profile of a protocol that runs over Bluetooth LE.
pub fn profile(protocol: BoardProtocol) -> Option<BleProfile> {
    PROFILES.into_iter().find(|p| p.protocol == protocol)
}

/// The link's timings: a lost board is looked for again at once (each look scans for
/// [`super::ble::RECONNECT_SCAN`]).
const OPTIONS: LinkOptions = LinkOptions {
    poll: Duration::from_millis(100),
    ..LinkOptions::PEG
};

/// A board over Bluetooth LE.
#[derive(Debug)]
pub struct BleBoard {
    link: Link,
    protocol: BoardProtocol,
    /// Which way round a Millennium board lies (its LEDs are lit in its own labels).
    orientation: SharedOrientation,
}

impl BleBoard {
    /// Finds the board (the first of its kind, or the one `wanted` names), connects now (a
    /// board that cannot be found is an error at once) and starts reading it.
    pub fn open(protocol: BoardProtocol, wanted: BleWanted, sink: Sink) -> io::Result<Self> {
        let unsupported = || {
            io::Error::new(
                io::ErrorKind::Unsupported,
                format!(
                    "{} boards are not reached over Bluetooth",
                    protocol.scheme()
                ),
            )
        };
        let profile = profile(protocol).ok_or_else(unsupported)?;
        let connector = BleConnector::new(profile, wanted, OPTIONS.read_timeout)?;
        let orientation = SharedOrientation::default();
        let link = match protocol {
            BoardProtocol::Chessnut => {
                Link::with_connector(connector, ChessnutProtocol::default(), OPTIONS, sink)?
            }
            BoardProtocol::Millennium => {
                let millennium =
                    MillenniumProtocol::new(CharFraming::EightNone, orientation.clone());
                Link::with_connector(connector, millennium, OPTIONS, sink)?
            }
            BoardProtocol::Peg | BoardProtocol::Dgt => return Err(unsupported()),
        };
        Ok(Self {
            link,
            protocol,
            orientation,
        })
    }

    pub fn protocol(&self) -> BoardProtocol {
        self.protocol
    }

    /// Asks for the whole board.
    pub fn request_board(&self) {
        self.link.send(match self.protocol {
            BoardProtocol::Millennium => MillenniumRequest::Status.encode(),
            _ => ChessnutRequest::RealTime.encode(),
        });
    }

    /// Lights the squares the sighted player is to fix, or puts the LEDs out when there are
    /// none.
    pub fn show_squares(&self, squares: Bitboard) {
        self.link.send(match self.protocol {
            BoardProtocol::Millennium => leds_request(squares, self.orientation.get()).encode(),
            _ => ChessnutRequest::Leds(squares).encode(),
        });
    }

    /// Stops reading and disconnects.
    pub fn close(self) {
        self.link.close();
    }
}
