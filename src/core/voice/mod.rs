//! Voice packs: the words a voice uses for moves, numbers and the clock.
//!
//! A pack is data (TOML, read with serde) so a club can add a language without touching code.
//! The built-in packs (`fide`, `en`, `fr`) are embedded in the binary; any other pack is parsed
//! from text the caller has read. Every pack is validated on load: a pack that would announce a
//! move in words the reader cannot parse back, or that lacks a word, is refused with an error
//! naming the file, the key and the problem.
//!
//! One concept a file: the pack as written (`pack_file.rs`), reading and checking it
//! (`load.rs`, with the built-in packs), and the words of a checked pack (`words.rs`); what is
//! wrong in a pack (`problem.rs`).

mod load;
mod pack_file;
mod problem;
mod words;

pub use load::builtin_names;
pub use pack_file::{ClockWords, StyleGrammar};
pub use problem::{PackProblem, VoiceError, WordCount};
pub use words::{Term, Voice};

#[cfg(test)]
mod tests;
