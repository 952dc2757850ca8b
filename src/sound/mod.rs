//! The sound card and the microphone, reached through the sound companion (`annabella-sound`),
//! the program that links cpal and alsa-lib: `annabella` itself loads no sound library at its
//! start (libasound was 0.35 ms of every start, `--version` included).
//!
//! The companion is started once per run, when sound is first needed (an output or the
//! microphone opened), and kept running; every output and the microphone speak to it over the
//! one [`SoundCompanion`]. What it sends back (a block that started sounding, drained, a
//! glitch, a failure, captured sound) is routed to the output or microphone it is about, on
//! the link's reader thread, which never waits on anyone. A companion that stops is said to
//! every route once, as lost.

mod link;
mod wire;

pub use link::{Route, RouteHandler, SoundCompanion};
pub use wire::{
    BlockId, OPEN_LIMIT, OVER_LIMIT, OpenProblem, OutputId, PIECE, SoundEvent, SoundQuestion,
    Speakers, from_bits, to_bits,
};
