//! The registration of the board links: the one place a protocol's links are named. A new
//! protocol adds its one [`Registration`] to [`REGISTRY`] (its sensing is its
//! [`BoardProtocol`] constant, in its own core file): the names `--eboard` knows it by, how its link
//! opens on a serial port, and how it is found and opened over Bluetooth LE. `open_link`,
//! `--eboard`'s reader, the Bluetooth boards and `annabella boards` all read this table. The
//! runtime holds every link as a [`BoardLink`] and the table never names a protocol.

use std::io;
use std::path::Path;

use shakmaty::Bitboard;

use super::ble::{BLE_LINK_OPTIONS, BleConnector, BleProfile};
use super::chessnut::ChessnutLink;
use super::chessnut_move::ChessnutMoveLink;
use super::millennium::MillenniumLink;
use super::serial::Sink;
use super::{DgtLink, LinkOptions, PegLink};
use crate::core::boards::millennium::CharFraming;
use crate::core::boards::sensing_board::BoardProtocol;

/// A running board link, as the runtime holds it.
pub trait BoardLink: Send + std::fmt::Debug {
    /// Asks the board for its whole state (a snapshot, the board's pieces).
    fn request_snapshot(&self);

    /// Lights `squares` on the board (none: its lights out). A board without LEDs (the peg
    /// board, a DGT board) has nothing to light.
    fn show_squares(&self, _squares: Bitboard) {}

    /// Sets `board` by the board's own robot (the Chessnut Move). A board without one has
    /// nothing to do: its player replays the moves, guided.
    fn set_position(&self, _board: &shakmaty::Board) {}
}

impl BoardLink for PegLink {
    fn request_snapshot(&self) {
        PegLink::request_snapshot(self);
    }
}

impl BoardLink for DgtLink {
    fn request_snapshot(&self) {
        self.request_board();
    }
}

impl BoardLink for MillenniumLink {
    fn request_snapshot(&self) {
        self.request_board();
    }

    fn show_squares(&self, squares: Bitboard) {
        MillenniumLink::show_squares(self, squares);
    }
}

impl BoardLink for ChessnutMoveLink {
    fn request_snapshot(&self) {
        self.request_board();
    }

    fn show_squares(&self, squares: Bitboard) {
        ChessnutMoveLink::show_squares(self, squares);
    }

    fn set_position(&self, board: &shakmaty::Board) {
        ChessnutMoveLink::set_position(self, board);
    }
}

impl BoardLink for ChessnutLink {
    fn request_snapshot(&self) {
        self.request_board();
    }

    fn show_squares(&self, squares: Bitboard) {
        ChessnutLink::show_squares(self, squares);
    }
}

/// Opens a protocol's link on a serial port (a path that cannot be opened is an error at once).
pub type OpenPort = fn(&Path, CharFraming, Sink) -> io::Result<Box<dyn BoardLink>>;

/// Opens a protocol's link on a board found over Bluetooth LE.
pub type OpenBluetooth = fn(BleConnector, Sink) -> io::Result<Box<dyn BoardLink>>;

/// How a protocol is reached over Bluetooth LE.
#[derive(Debug, Clone, Copy)]
pub struct BluetoothRegistration {
    /// How the board is found (its service, its name) and its characteristics.
    pub profile: BleProfile,
    pub open: OpenBluetooth,
}

/// A name `--eboard` knows a protocol by (the word before the colon).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EboardName {
    pub name: &'static str,
    /// How the board's characters carry their parity on a serial port.
    pub framing: CharFraming,
    /// Whether `NAME:ble` reaches it (the protocol must have a Bluetooth registration).
    pub over_bluetooth: bool,
}

/// One protocol's links: everything outside the pure core a new protocol registers.
#[derive(Debug, Clone, Copy)]
pub struct Registration {
    pub protocol: BoardProtocol,
    /// Its names for `--eboard` (none: not an e-board; the peg board is `--board`).
    pub names: &'static [EboardName],
    /// Its link on a serial port (none: reached over Bluetooth only).
    pub port: Option<OpenPort>,
    /// How it is reached over Bluetooth LE (none: a serial board only).
    pub bluetooth: Option<BluetoothRegistration>,
}

impl Registration {
    /// Whether `NAME:PATH` reaches a board known as `name` on a serial port.
    pub fn on_a_port(&self, name: &EboardName) -> bool {
        self.port.is_some() && self.names.contains(name)
    }

    /// Whether `NAME:ble` reaches a board known as `name` over Bluetooth LE.
    pub fn over_bluetooth(&self, name: &EboardName) -> bool {
        self.bluetooth.is_some() && name.over_bluetooth && self.names.contains(name)
    }
}

fn open_peg(path: &Path, _: CharFraming, sink: Sink) -> io::Result<Box<dyn BoardLink>> {
    Ok(Box::new(PegLink::open_with(path, LinkOptions::PEG, sink)?))
}

fn open_dgt(path: &Path, _: CharFraming, sink: Sink) -> io::Result<Box<dyn BoardLink>> {
    Ok(Box::new(DgtLink::open_with(path, LinkOptions::DGT, sink)?))
}

fn open_millennium(
    path: &Path,
    framing: CharFraming,
    sink: Sink,
) -> io::Result<Box<dyn BoardLink>> {
    Ok(Box::new(MillenniumLink::open(path, framing, sink)?))
}

fn millennium_over_bluetooth(
    connector: BleConnector,
    sink: Sink,
) -> io::Result<Box<dyn BoardLink>> {
    // The transparent UART carries 8-bit characters: the parity is checked in software.
    Ok(Box::new(MillenniumLink::with_connector(
        connector,
        CharFraming::EightNone,
        BLE_LINK_OPTIONS,
        sink,
    )?))
}

fn open_chessnut_hid(path: &Path, _: CharFraming, sink: Sink) -> io::Result<Box<dyn BoardLink>> {
    Ok(Box::new(ChessnutLink::open_hid(path, sink)?))
}

fn chessnut_over_bluetooth(connector: BleConnector, sink: Sink) -> io::Result<Box<dyn BoardLink>> {
    Ok(Box::new(ChessnutLink::with_connector(
        connector,
        BLE_LINK_OPTIONS,
        sink,
    )?))
}

fn chessnut_move_over_bluetooth(
    connector: BleConnector,
    sink: Sink,
) -> io::Result<Box<dyn BoardLink>> {
    Ok(Box::new(ChessnutMoveLink::with_connector(
        connector,
        BLE_LINK_OPTIONS,
        sink,
    )?))
}

/// Every board protocol's links: the one registration of each.
pub const REGISTRY: [Registration; 5] = [
    Registration {
        protocol: BoardProtocol::Peg,
        names: &[],
        port: Some(open_peg),
        bluetooth: None,
    },
    Registration {
        protocol: BoardProtocol::Dgt,
        names: &[EboardName {
            name: "dgt",
            framing: CharFraming::EightNone,
            over_bluetooth: false,
        }],
        port: Some(open_dgt),
        bluetooth: None,
    },
    Registration {
        protocol: BoardProtocol::Millennium,
        names: &[
            EboardName {
                name: "millennium",
                framing: CharFraming::EightNone,
                over_bluetooth: true,
            },
            // Through a serial driver that checks the parity itself.
            EboardName {
                name: "millennium-7o1",
                framing: CharFraming::SevenOdd,
                over_bluetooth: false,
            },
        ],
        port: Some(open_millennium),
        bluetooth: Some(BluetoothRegistration {
            profile: super::millennium::BLE_PROFILE,
            open: millennium_over_bluetooth,
        }),
    },
    Registration {
        protocol: BoardProtocol::Chessnut,
        names: &[EboardName {
            name: "chessnut",
            framing: CharFraming::EightNone,
            over_bluetooth: true,
        }],
        // Its path is a hidraw node (USB), not a serial port.
        port: Some(open_chessnut_hid),
        bluetooth: Some(BluetoothRegistration {
            profile: super::chessnut::BLE_PROFILE,
            open: chessnut_over_bluetooth,
        }),
    },
    Registration {
        protocol: BoardProtocol::ChessnutMove,
        names: &[EboardName {
            name: "chessnut-move",
            framing: CharFraming::EightNone,
            over_bluetooth: true,
        }],
        // Its robot is driven over Bluetooth only (the vendor's Move interface).
        port: None,
        bluetooth: Some(BluetoothRegistration {
            profile: super::chessnut_move::BLE_PROFILE,
            open: chessnut_move_over_bluetooth,
        }),
    },
];

/// The registration of `protocol`.
pub fn registration(protocol: BoardProtocol) -> Option<&'static Registration> {
    REGISTRY.iter().find(|r| r.protocol == protocol)
}

/// The protocol `--eboard` knows as `name` (any case), and that name's entry.
pub fn eboard_named(name: &str) -> Option<(&'static Registration, &'static EboardName)> {
    REGISTRY.iter().find_map(|registration| {
        registration
            .names
            .iter()
            .find(|known| known.name.eq_ignore_ascii_case(name))
            .map(|known| (registration, known))
    })
}

/// Where a board is and how it speaks.
#[derive(Debug, Clone, Copy)]
pub struct LinkRequest<'a> {
    pub protocol: BoardProtocol,
    pub path: &'a Path,
    /// The serial framing of a Millennium board (the others have one framing).
    pub framing: CharFraming,
}

/// Opens the board's link now (a path that cannot be opened is an error at once), its events
/// to `sink`.
pub fn open_link(request: LinkRequest<'_>, sink: Sink) -> io::Result<Box<dyn BoardLink>> {
    let LinkRequest {
        protocol,
        path,
        framing,
    } = request;
    let open = registration(protocol)
        .and_then(|registration| registration.port)
        .ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::Unsupported,
                format!(
                    "a {} board is not reached on a serial port",
                    protocol.scheme()
                ),
            )
        })?;
    open(path, framing, sink)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_protocol_is_registered_once() {
        for protocol in [
            BoardProtocol::Peg,
            BoardProtocol::Dgt,
            BoardProtocol::Millennium,
            BoardProtocol::Chessnut,
            BoardProtocol::ChessnutMove,
        ] {
            let count = REGISTRY.iter().filter(|r| r.protocol == protocol).count();
            assert_eq!(count, 1, "{protocol:?}");
        }
    }

    #[test]
    fn the_eboard_names_reach_their_protocol_by_their_transports() {
        let (millennium, name) = eboard_named("Millennium").unwrap();
        assert_eq!(millennium.protocol, BoardProtocol::Millennium);
        assert!(millennium.on_a_port(name) && millennium.over_bluetooth(name));
        let (_, seven) = eboard_named("millennium-7o1").unwrap();
        assert_eq!(seven.framing, CharFraming::SevenOdd);
        assert!(!millennium.over_bluetooth(seven));
        let (chessnut, name) = eboard_named("chessnut").unwrap();
        assert!(chessnut.on_a_port(name) && chessnut.over_bluetooth(name));
        assert!(eboard_named("peg").is_none());
        let (robot, name) = eboard_named("Chessnut-Move").unwrap();
        assert_eq!(robot.protocol, BoardProtocol::ChessnutMove);
        assert!(robot.over_bluetooth(name) && !robot.on_a_port(name));
    }
}
