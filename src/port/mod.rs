//! Devices as ports of one shape. Every device (a board's link, the engine, the game's server,
//! the braille display, the listener, the face's input) sends its events through one [`Sink`]
//! in one envelope, [`Timed`]: the event and the instant it was read. A sink that may flood is
//! bounded by its [`Gate`] (a count and a size in bytes); its senders wait for room, or hold
//! and coalesce what they read, so a flood from one device waits for the table instead of
//! filling the memory.
//!
//! This room sits below the devices and the runtime: the runtime makes the sinks (each
//! device's event, bound and folding, in `runtime::event`), the devices only send.

mod gate;
mod sink;
mod timed;

pub use gate::{Gate, Limits, Permit};
pub use sink::Sink;
pub use timed::Timed;
