//! The pure core: no I/O, no wall clock. Everything here is driven by values passed in.

pub mod analysis;
pub mod boards;
pub mod braille;
pub mod braille_views;
pub mod brf;
pub mod clock;
pub mod clock_speech;
pub mod command;
pub mod config;
pub mod control_words;
pub mod game;
pub mod language;
pub mod notation;
pub mod online_strings;
pub mod openings;
pub mod pgn;
pub mod phrasing;
pub mod queries;
pub mod review;
pub mod session;
pub mod speech_queue;
pub mod strings;
pub mod table;
pub mod text;
pub mod voice;
pub mod wrap;
