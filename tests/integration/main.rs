//! One integration-test binary; each module drives the real `annabella` binary or the public API.

mod announce;
mod clock;
mod common;
mod roundtrip;
