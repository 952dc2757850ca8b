//! Companions: the parts of annabella that need a large C library (pocketsphinx for listening,
//! `BrlAPI` for a braille display, speech-dispatcher for system speech, cpal and alsa-lib for the
//! sound card and the microphone, libdbus and `btleplug` for boards over Bluetooth LE) run as
//! programs of their own, started only when that part is asked for.
//!
//! Why: a library linked into `annabella` is mapped, relocated and bound at every start, asked
//! for or not, and those three bring 17 shared objects (lapack and gfortran under pocketsphinx,
//! libsystemd and libgcrypt under `BrlAPI`, glib under speech-dispatcher). Loading them later
//! would take `dlopen`, which `unsafe_code = "forbid"` rules out; a program of their own loads
//! them only when it starts. A crash inside one of them also ends only that program: the game,
//! its clock and its journal go on, and the part is said to have stopped.
//!
//! The two sides speak typed values in frames ([`wire`]): the program that needs a part holds a
//! [`CompanionLink`] (or an [`Asking`] for question and answer), the companion's `main` calls
//! [`serve`].

mod error;
mod link;
mod loader;
mod locate;
mod part;
mod serve;
pub mod wire;

pub use error::CompanionError;
pub use link::{Asking, CompanionLink};
pub use loader::{interpreter, sealed_programs};
pub use locate::FOLDER_VARIABLE;
pub use part::Companion;
pub use serve::{Outbox, serve};

/// A stand-in companion for tests elsewhere in the crate.
#[cfg(test)]
pub(crate) use link::tests::script as stand_in_script;
