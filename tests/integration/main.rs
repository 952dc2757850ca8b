//! One integration-test binary; each module drives the real `annabella` binary or the public API.

mod clock;
mod clock_speech;
mod common;
mod roundtrip;
