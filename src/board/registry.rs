//! The registration of the board links: the one place a protocol's link is opened. A new
//! protocol adds its arm to [`open_link`] (and its sensing to `core::boards::registry`); a new
//! transport (Bluetooth beside serial) adds its opening here too. The runtime holds every link
//! as a [`BoardLink`] and the table never names a protocol.

use std::io;
use std::path::Path;

use shakmaty::Bitboard;

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

impl BoardLink for super::ble_board::BleBoard {
    fn request_snapshot(&self) {
        self.request_board();
    }

    fn show_squares(&self, squares: Bitboard) {
        super::ble_board::BleBoard::show_squares(self, squares);
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
    Ok(match protocol {
        BoardProtocol::Peg => Box::new(PegLink::open_with(path, LinkOptions::PEG, sink)?),
        BoardProtocol::Dgt => Box::new(DgtLink::open_with(path, LinkOptions::DGT, sink)?),
        BoardProtocol::Millennium => Box::new(MillenniumLink::open(path, framing, sink)?),
        // Reached over Bluetooth only (`--eboard`'s reader refuses it on a path).
        BoardProtocol::Chessnut => {
            return Err(io::Error::new(
                io::ErrorKind::Unsupported,
                "a Chessnut board is reached over Bluetooth",
            ));
        }
    })
}
