//! annabella: an accessible audio chess terminal for blind and visually impaired players.
//!
//! One path through the house: every input (a typed line or key, a sensor board's line, an
//! engine's answer, a server's report, a braille display's routing key) becomes a timed event
//! in the [`runtime`]'s one bounded inbox; the pure table in [`core`] decides and answers with
//! typed effects; one carrier performs them in a fixed order (journal first, then speech, boards,
//! engine, server, files); a face shows them. Its rooms:
//! - [`core`]: pure domain logic with no terminal, audio, serial, network, process or wall-clock
//!   code, tested by feeding values in. At its floor `language` and `command` (the interface
//!   language and the command vocabulary, importing nothing of the core); above them the rules
//!   (`game`, `notation`, `pgn`, `openings`), the clock and what it says (`clock`,
//!   `clock_speech`), the words (`voice`, `phrasing`, `strings`), the sensor boards (`boards`),
//!   the session (rules, clock and roles) and the table that seats the devices around it
//!   (`table`, whose `TableEffect` is what the carrier performs; at its door every input a
//!   person gives is read once into a typed `Intent`, received by the one mode active —
//!   playing, online or reviewing — each declaring the commands it offers), and what comes
//!   after a game (`review`, `analysis`, `brf`);
//! - [`port`]: devices as ports of one shape: one sink (its bounded gate inside) and one timed
//!   envelope for every device's events;
//! - [`runtime`]: the inbox, the loop and the carrier;
//! - [`speech`]: speech engines (text-to-speech, recorded clips, text lines) behind one trait,
//!   driven by one speech thread, with typed errors;
//! - [`hearing`]: a spoken move heard among the legal moves (`hearing::decoding`: phrase book,
//!   grammar, pocketsphinx behind a trait) and listening at the table: the microphone (or
//!   `--listen-file`), voice activity, and what was heard sent to the runtime as one typed event;
//! - [`ui`]: the full-screen face (ratatui): board, clocks, score sheet, keys;
//! - [`board`]: sensor boards on serial ports (peg board, DGT e-board), reconnecting links and
//!   a simulator;
//! - [`braille_display`]: a braille display written to directly through BRLTTY's API;
//! - [`engine`], [`online`], [`journal`], [`broadcast`]: the UCI engine, the game's server, the
//!   journal that survives a crash, the arbiter's live PGN;
//! - [`companion`]: the parts that need a large C library (listening, the braille display,
//!   system speech, sound) as programs of their own, started when asked for, spoken to in
//!   typed frames;
//! - [`sound`]: the sound card and the microphone, reached through the sound companion;
//! - [`seal`]: the kernel's sandbox (Landlock) a table for a rated game shuts itself in;
//! - [`cli`]: the command line, the composition of each mode, and the line-mode face.
//!
//! No two files of `src` import each other, directly or through others: `make test` runs
//! `scripts/import-loops.py`, which computes the file-level import graph and fails on a loop.

// The recorder build (`--no-default-features --features recorder`) leaves out the engine's
// process, online play and analysis: what only they called is left unused there.
#![cfg_attr(not(feature = "full"), allow(dead_code, unused_imports))]

pub mod board;
pub mod bounded_read;
pub mod braille_display;
pub mod broadcast;
pub mod cli;
pub mod companion;
pub mod core;
pub mod engine;
pub mod hall;
pub mod hearing;
pub mod journal;
pub mod log;
#[cfg(feature = "full")]
pub mod online;
pub mod paths;
pub mod port;
pub mod runtime;
pub mod seal;
pub mod sound;
pub mod speech;
pub mod training_store;
pub mod ui;
