//! The frame waiting to be written: a newer one replaces it, so whoever hands frames on never
//! waits for the display. annabella keeps one for the frames on their way to the companion, the
//! companion one for the frames on their way to BRLTTY.

use std::sync::{Condvar, Mutex, PoisonError};

/// The frame not yet written, and whether the side handing frames on is done.
#[derive(Debug, Default)]
pub struct FrameSlot {
    state: Mutex<(Option<Vec<u8>>, bool)>,
    changed: Condvar,
}

impl FrameSlot {
    /// Leaves `frame` to be written, replacing one not yet taken.
    pub fn put(&self, frame: Vec<u8>) {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.0 = Some(frame);
        self.changed.notify_one();
    }

    /// No more frames: the one waiting in [`FrameSlot::take`] gets `None`.
    pub fn close(&self) {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.1 = true;
        self.changed.notify_one();
    }

    /// The next frame, waiting for it; `None` once closed.
    pub fn take(&self) -> Option<Vec<u8>> {
        let state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        let mut state = self
            .changed
            .wait_while(state, |(frame, closed)| frame.is_none() && !*closed)
            .unwrap_or_else(PoisonError::into_inner);
        if state.1 { None } else { state.0.take() }
    }
}

#[cfg(test)]
mod tests {
    use super::FrameSlot;

    #[test]
    fn a_newer_frame_replaces_the_one_waiting_and_closing_ends_the_taking() {
        let slot = FrameSlot::default();
        slot.put(vec![1]);
        slot.put(vec![2]);
        assert_eq!(slot.take(), Some(vec![2]));
        slot.put(vec![3]);
        slot.close();
        assert_eq!(slot.take(), None);
    }
}
