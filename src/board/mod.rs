//! Sensor boards on serial ports: the adapters around the pure codecs of [`crate::core::boards::peg`]
//! and [`crate::core::boards::dgt`].
//!
//! - [`serial`]: a link that owns a port on its own thread, decodes what arrives, reconnects
//!   when the port disappears and comes back (a USB cable pulled out and plugged in again), and
//!   delivers timestamped [`Stamped`] events through a [`crate::port::Sink`] (the runtime's
//!   inbox, or a channel).
//! - [`PegLink`] (peg board, contract section 4) and [`DgtLink`] (the DGT e-board): one
//!   [`serial::SerialBoard`] for each of the two protocols over that link. After every
//!   (re)connection the peg link sends `HELLO?` and `SNAP?`, the DGT link asks for the whole
//!   board and for updates; both ask again whenever a line or message was dropped.
//! - [`ble`] and [`ble_board`]: boards over Bluetooth LE (Chessnut, Millennium), on the same
//!   link as the serial ones, with a transport that scans, connects and subscribes through the
//!   Bluetooth companion ([`ble_companion`], speaking [`ble_link`]'s values).
//! - [`chessnut_move`]: the Chessnut Move, a Chessnut board whose robot sets the position
//!   asked for, on the Chessnut link's reader.
//! - [`hidraw`]: a Chessnut board on USB, through its hidraw node, on the same link.
//! - [`sim`]: a virtual peg, DGT or Millennium board on a pseudo-terminal, for trying the board
//!   features with no hardware (`annabella board-sim`) and for the live tests.
//!
//! What to do with the events lives in the pure core: [`crate::core::boards::board_model`].

pub mod ble;
pub mod ble_board;
pub mod ble_companion;
pub mod ble_link;
pub mod chessnut;
pub mod chessnut_move;
pub mod dgt;
pub mod hidraw;
pub mod millennium;
pub mod registry;
pub mod serial;
pub mod sim;

pub use dgt::DgtLink;
pub use registry::{BoardLink, LinkRequest, open_link};
pub use serial::{LinkOptions, PegLink};
/// The Millennium simulator under the name it had as a module of its own.
pub use sim::millennium as sim_millennium;

pub use crate::core::table::BoardEvent;

/// A board's event and the instant it was read (for grace periods and latency): the one
/// envelope every device sends in.
pub type Stamped = crate::port::Timed<BoardEvent>;
