//! A listener that reports what it is told to, for tests of everything around the recogniser.

use std::collections::VecDeque;

use super::error::ListenError;
use super::listener::{Listener, Recognition};
use super::phrase_book::PhraseBook;
use super::wav::Utterance;

/// Reports the recognitions it was given, one a call, in order; then nothing heard.
#[derive(Debug, Clone, Default)]
pub struct FakeListener {
    queue: VecDeque<Recognition>,
    /// How many times it was asked to recognise.
    pub asked: usize,
}

impl FakeListener {
    /// A listener with nothing queued.
    pub fn new() -> FakeListener {
        FakeListener::default()
    }

    /// Queues `words` (space-separated, folded) with their misfit and score over two seconds.
    #[must_use]
    pub fn then(mut self, words: &str, misfit_per_frame: f64, score: i64) -> FakeListener {
        self.queue.push_back(Recognition {
            words: words.split_whitespace().map(str::to_owned).collect(),
            misfit_per_frame,
            score,
            frames: 200,
        });
        self
    }
}

impl Listener for FakeListener {
    fn recognise(
        &mut self,
        _book: &PhraseBook,
        _utterance: &Utterance,
    ) -> Result<Recognition, ListenError> {
        self.asked += 1;
        Ok(self.queue.pop_front().unwrap_or(Recognition {
            words: Vec::new(),
            misfit_per_frame: 0.0,
            score: 0,
            frames: 200,
        }))
    }
}
