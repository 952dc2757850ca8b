//! A display for tests: it keeps every frame it was given.

use std::sync::{Arc, Mutex, PoisonError};

use super::BrailleDisplay;

/// The frames shown, shared with the test that looks at them.
#[derive(Debug, Clone, Default)]
pub struct FakeDisplay {
    frames: Arc<Mutex<Vec<Vec<u8>>>>,
}

impl FakeDisplay {
    /// Every frame shown so far, in order.
    pub fn frames(&self) -> Vec<Vec<u8>> {
        self.frames
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// The frame on the display now.
    pub fn current(&self) -> Option<Vec<u8>> {
        self.frames().last().cloned()
    }
}

impl BrailleDisplay for FakeDisplay {
    fn show(&mut self, frame: Vec<u8>) {
        self.frames
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(frame);
    }
}
