//! annabella: an accessible audio chess terminal for blind and visually impaired players.
//!
//! The crate has two layers:
//! - [`core`]: pure domain logic (rules, notation, phrasing, voice packs, PGN, clock) with no
//!   terminal, audio, serial, process or wall-clock code, tested by feeding values in;
//! - [`speech`]: speech engines (text-to-speech, recorded clips, text lines) behind one trait,
//!   driven by one speech thread;
//! - [`ui`]: the full-screen table (ratatui): board, clocks, score sheet, keys;
//! - [`board`]: sensor boards on serial ports (peg board, DGT e-board), reconnecting links and
//!   a simulator;
//! - [`braille_display`]: a braille display written to directly through BRLTTY's API;
//! - [`cli`]: the command line that reads files and standard input and writes results.

pub mod board;
pub mod bounded_read;
pub mod braille_display;
pub mod broadcast;
pub mod cli;
pub mod core;
pub mod engine;
pub mod journal;
pub mod listen;
pub mod log;
pub mod online;
pub mod paths;
pub mod runtime;
pub mod speech;
pub mod ui;
