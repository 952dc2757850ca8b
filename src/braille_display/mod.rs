//! The braille display, driven directly through BRLTTY's API (`BrlAPI`): annabella writes the
//! cells itself while its terminal has the focus, and BRLTTY shows the rest of the system
//! otherwise (it gives the display back to whatever has the focus). `BrlAPI` is called by the
//! companion `annabella-braille` (companions/braille), started when a display is asked for, so
//! annabella itself does not link it.
//!
//! ```text
//!  companion (`BrlAPI`): connects, then reads keys ──> reports ──> reader: BrailleEvent
//!                                                                 ──> the runtime's inbox
//!  the runtime: BrailleFace, a face beside the screen or line mode (the pure views)
//!               ──> frames ──> one-frame slot ──> link thread ──> companion writes
//! ```
//!
//! The runtime never waits on the display: a frame replaces the one not yet written, and the
//! link's events share a bounded part of the inbox ([`BOUND`]). What the display shows and what
//! its keys do is pure ([`crate::core::braille_views`]); the face here only keeps it, hands
//! frames on, and hands a routing key's square or move to the table like any face's input.

mod companion_display;
pub mod companion_wire;
mod face;
pub mod fake;
pub mod frame_slot;
pub mod keys;
mod link_state;

pub use companion_display::{CompanionDisplay, start};
pub use face::BrailleFace;
pub use link_state::{DisplayLink, LinkNews};

use crate::core::braille_views::{BrailleKey, BrailleTrouble, DisplaySize};

/// The display's share of the inbox: its link waits for room (BRLTTY keeps the keys
/// meanwhile), so no key is lost.
pub const BOUND: crate::port::Limits = crate::port::Limits::BOARD;

/// What the display's link reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BrailleEvent {
    /// The display is annabella's while its terminal has the focus.
    Connected(DisplaySize),
    /// No display could be had.
    Unavailable(BrailleTrouble),
    /// A key of the display.
    Key(BrailleKey),
    /// The display went away.
    Lost(BrailleTrouble),
}

/// A display as the runtime holds it: it takes frames and never makes anyone wait.
pub trait BrailleDisplay: Send + std::fmt::Debug {
    /// Shows `frame` (every cell's dots, row after row), replacing a frame not yet written.
    fn show(&mut self, frame: Vec<u8>);
}

/// Where the link sends its events (the runtime's inbox, bounded: the link waits for room);
/// `false` once nobody listens.
pub type Sink = crate::port::Sink<BrailleEvent>;
