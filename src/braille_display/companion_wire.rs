//! What annabella and the braille companion (`annabella-braille`, which alone links `BrlAPI`)
//! say to each other, as typed values in the companion's frames.
//!
//! annabella asks it to connect, then hands it frames; closing the pipe lets the display go.
//! The companion reports the link's news and every key, as `BrlAPI`'s own code: what a key
//! means is read here ([`super::keys::read_key`]), not in the companion.

use serde::{Deserialize, Serialize};

use crate::core::braille_views::BrailleTrouble;

/// What annabella asks of the braille companion.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum BrailleQuestion {
    /// Connect to BRLTTY and take the display for annabella's terminal (asked once, first).
    Connect,
    /// Show these cells' dots, row after row, replacing a frame not yet written.
    Show(Vec<u8>),
}

/// What the braille companion reports, in the order it happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum BrailleReport {
    /// The display is annabella's: its size in cells.
    Connected { columns: u16, rows: u16 },
    /// No display could be had.
    Unavailable(LinkTrouble),
    /// A key of the display: `BrlAPI`'s key code.
    Key(u64),
    /// The display went away.
    Lost(LinkTrouble),
}

/// Why BRLTTY gave no display, or no longer one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LinkTrouble {
    /// No BRLTTY answers.
    NotRunning,
    /// BRLTTY runs without a display.
    NoCells,
    /// BRLTTY would not hand over the display.
    Refused,
    /// The connection to BRLTTY ended.
    Closed,
}

impl From<LinkTrouble> for BrailleTrouble {
    fn from(trouble: LinkTrouble) -> Self {
        match trouble {
            LinkTrouble::NotRunning => Self::NotRunning,
            LinkTrouble::NoCells => Self::NoCells,
            LinkTrouble::Refused => Self::Refused,
            LinkTrouble::Closed => Self::Closed,
        }
    }
}
