//! The pure core: no I/O, no wall clock. Everything here is driven by values passed in.

pub mod board_sync;
pub mod braille;
pub mod brf;
pub mod clock;
pub mod clock_speech;
pub mod config;
pub mod control_words;
pub mod dgt;
pub mod game;
pub mod notation;
pub mod openings;
pub mod peg;
pub mod peg_sim;
pub mod pgn;
pub mod phrasing;
pub mod queries;
pub mod sensing;
pub mod session;
pub mod speech_queue;
pub mod strings;
pub mod table;
pub mod table_board;
pub mod text;
pub mod voice;
pub mod wrap;
