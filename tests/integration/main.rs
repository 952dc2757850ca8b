//! One integration-test binary; each module drives the real `annabella` binary or the public API.

// Test helpers outside #[test] functions may unwrap too: a failure is a test failure.
#![allow(clippy::unwrap_used)]

mod analyse;
mod announce;
mod bad_input;
mod board_live;
mod board_replay;
mod braille;
mod braille_display;
mod broadcast;
mod catalogues;
mod clips_audio;
mod clock;
mod clock_speech;
mod common;
mod crash;
mod engine;
mod export;
mod firmware;
mod floods;
mod hear;
mod import_loops;
mod input_flood;
mod journal_safety;
mod line_mode;
mod line_mode_engine;
mod listening;
mod listening_safety;
mod log_file;
mod man_pages;
mod one_language;
mod one_language_errors;
mod online;
mod online_hiccups;
mod openings;
mod package;
mod pgn;
mod review;
mod roundtrip;
mod saving;
mod screen_fit;
mod screen_heard;
mod screen_reader;
mod session;
mod speak;
mod speech_service;
mod speechd_lifetime;
mod status;
mod table_engine;
mod tmux;
mod tournament;
mod tournament_game;
mod tts_engine;
mod tui_tmux;
