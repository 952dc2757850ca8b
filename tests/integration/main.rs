//! One integration-test binary; each module drives the real `annabella` binary or the public API.

mod common;
mod pgn;
mod status;
