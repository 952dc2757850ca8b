//! A virtual board on a pseudo-terminal pair: a peg board (contract section 4), a DGT e-board
//! or a Millennium Chess Link e-board, driven by typed commands, so the board features can be
//! tried with no hardware.
//!
//! One shell ([`shell::SimulatedBoard`]) holds what every board shares; a
//! [`protocol::SimulatedProtocol`] is what differs ([`peg`], [`dgt`], [`millennium`]). The
//! program under test opens the pty's slave side like any serial port. Commands:
//!
//! | command | peg board | DGT board | Millennium board |
//! |---|---|---|---|
//! | `up e2` | `UP e2` | field update: e2 empty (the piece goes to the hand) | a status |
//! | `down e4 [P]` | `DOWN e4` | field update: e4 holds the last piece lifted (or `P`, FEN letter) | a status |
//! | `snap` | a `SNAP` line | a board dump | a status |
//! | `btn q` | `BTN q` (`clock`, `repeat`, `time`, `q`, `r`, `b`, `n`; `talk`, an extension) | — | — |
//! | `garbage` | a line with a wrong checksum | stray bytes | a status with a wrong parity bit |
//! | `send TEXT` | the line as written | — | — |
//! | `move e2 e4`, `mute`, `unmute`, `chaos SEED`, `leds` | — | — | see [`millennium`] |
//! | `unplug` | the pty is closed (the cable pulled) | same | same |
//! | `replug` | a new pty; the link path points to it | same | same |
//! | `sleep MS` | waits | waits | waits |
//!
//! **Unplugging.** A USB board that is pulled out disappears; plugged in again it comes back,
//! often under another `/dev/ttyACM*` name, and udev's `/dev/serial/by-id/…` symbolic link
//! points to the new name. The simulator does the same: `unplug` closes both ends of the pty
//! (the program's reads fail with a hang-up), `replug` opens a new pair and atomically points
//! the *link path* (a symbolic link the simulator owns) at the new `/dev/pts/N`. A program
//! given the link path finds the board again, exactly as with a real board's by-id path.
//! While unplugged the board's state still changes (pegs moved meanwhile), but nothing is sent:
//! the host learns it from the snapshot it asks for after reconnecting.
//!
//! The board answers the host's requests (`SNAP?`, `HELLO?`; DGT send-board, version, serial
//! number; Millennium `S`, `V`, `W`, `L`, `X`) on its own thread, and reports each request to
//! an observer.

mod chaos;
pub mod dgt;
pub mod error;
pub mod millennium;
pub mod peg;
pub mod physical;
pub mod protocol;
pub mod shell;
mod words;

use std::io;
use std::path::Path;

pub use error::SimError;
pub use millennium::VirtualMillennium;
pub use physical::Physical;
pub use protocol::SimulatedProtocol;
pub use shell::{Observer, SimulatedBoard};

/// Which board to simulate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SimKind {
    Peg,
    Dgt,
    Millennium,
}

impl SimKind {
    pub fn name(self) -> &'static str {
        match self {
            Self::Peg => "peg",
            Self::Dgt => "dgt",
            Self::Millennium => "millennium",
        }
    }
}

/// A virtual board of any kind on a pty.
pub type VirtualBoard = SimulatedBoard<dyn SimulatedProtocol>;

impl VirtualBoard {
    /// A board of `kind` in the start position, plugged in, with `link` (a path the simulator
    /// may replace) pointing at its pty.
    pub fn new(kind: SimKind, link: &Path, observer: Observer) -> io::Result<Self> {
        match kind {
            SimKind::Peg => Self::start_any(peg::PegProtocol::default(), link, observer),
            SimKind::Dgt => Self::start_any(dgt::DgtProtocol, link, observer),
            SimKind::Millennium => {
                Self::start_any(millennium::MillenniumProtocol::default(), link, observer)
            }
        }
    }

    /// A button of the peg board pressed (`clock`, `q` …).
    pub fn button(&mut self, name: &str) -> Result<String, SimError> {
        self.command(&format!("btn {name}"))
    }
}
