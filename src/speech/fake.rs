//! A fake engine for tests: records what it was asked to say, speaks for a set time, can fail.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::{Listener, SpeechEngine, SpeechError};

/// What a [`FakeEngine`] was asked to do, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FakeCall {
    Speak(String, Listener),
    Stop,
}

/// Shared record of a fake engine's calls, readable while the speech thread owns the engine.
#[derive(Debug, Clone, Default)]
pub struct FakeLog(Arc<Mutex<Vec<(Instant, FakeCall)>>>);

impl FakeLog {
    pub fn calls(&self) -> Vec<FakeCall> {
        self.entries().into_iter().map(|(_, call)| call).collect()
    }

    /// The texts spoken, in order.
    pub fn spoken(&self) -> Vec<String> {
        self.calls()
            .into_iter()
            .filter_map(|call| match call {
                FakeCall::Speak(text, _) => Some(text),
                FakeCall::Stop => None,
            })
            .collect()
    }

    /// How many calls have reached the engine.
    pub fn len(&self) -> usize {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `index`-th call (from 0) with its instant, if it has happened.
    pub fn entry(&self, index: usize) -> Option<(Instant, FakeCall)> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(index)
            .cloned()
    }

    /// Every call with the instant it reached the engine.
    pub fn entries(&self) -> Vec<(Instant, FakeCall)> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    fn push(&self, call: FakeCall) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push((Instant::now(), call));
    }
}

/// An engine that "speaks" each utterance for `duration`, and fails from the `fail_from`-th
/// speak call on (counting from 0), if set.
#[derive(Debug)]
pub struct FakeEngine {
    pub log: FakeLog,
    duration: Duration,
    until: Option<Instant>,
    fail_from: Option<usize>,
    /// Cut the `n`-th utterance (from 0) short with a failure, as a server that stops answering.
    cut: Option<usize>,
    speaks: usize,
    name: &'static str,
}

impl FakeEngine {
    pub fn new(name: &'static str, duration: Duration) -> Self {
        Self {
            log: FakeLog::default(),
            duration,
            until: None,
            fail_from: None,
            cut: None,
            speaks: 0,
            name,
        }
    }

    /// Fails every speak call from the `n`-th on.
    #[must_use]
    pub fn failing_from(mut self, n: usize) -> Self {
        self.fail_from = Some(n);
        self
    }

    /// Accepts the `n`-th utterance, then reports it cut short by a failure.
    #[must_use]
    pub fn cutting(mut self, n: usize) -> Self {
        self.cut = Some(n);
        self
    }
}

impl SpeechEngine for FakeEngine {
    fn name(&self) -> &'static str {
        self.name
    }

    fn speak(&mut self, text: &str, listener: Listener) -> Result<(), SpeechError> {
        let n = self.speaks;
        self.speaks += 1;
        if self.fail_from.is_some_and(|from| n >= from) {
            return Err(SpeechError::WorkerGone);
        }
        self.log.push(FakeCall::Speak(text.to_owned(), listener));
        self.until = Some(Instant::now() + self.duration);
        Ok(())
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        self.log.push(FakeCall::Stop);
        self.until = None;
        Ok(())
    }

    fn is_speaking(&mut self) -> bool {
        self.until.is_some_and(|until| Instant::now() < until)
    }

    fn failure(&mut self) -> Option<SpeechError> {
        (self.cut.is_some_and(|n| self.speaks == n + 1)).then_some(SpeechError::EventsStopped)
    }
}
