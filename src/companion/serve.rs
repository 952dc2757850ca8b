//! The companion's side: questions read from stdin, answers and events written to stdout.

use std::io::{self, Stdout};
use std::marker::PhantomData;
use std::process::ExitCode;
use std::sync::{Arc, Mutex, PoisonError};

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::wire::{WireError, read_frame, write_frame};

/// Where a companion sends what it has to say: answers, and events it notices by itself (a key
/// pressed on the braille display). Cloned into each thread that speaks; one frame at a time.
pub struct Outbox<A> {
    out: Arc<Mutex<Stdout>>,
    _answer: PhantomData<fn(&A)>,
}

impl<A> std::fmt::Debug for Outbox<A> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Outbox")
    }
}

impl<A> Clone for Outbox<A> {
    fn clone(&self) -> Self {
        Self {
            out: Arc::clone(&self.out),
            _answer: PhantomData,
        }
    }
}

impl<A: Serialize> Outbox<A> {
    /// Sends one value to annabella.
    pub fn send(&self, answer: &A) -> Result<(), WireError> {
        let mut out = self.out.lock().unwrap_or_else(PoisonError::into_inner);
        write_frame(&mut *out, answer)
    }
}

/// Runs a companion: each question read is handed to `handle` with the outbox, until annabella
/// closes the pipe (success) or sends something that is not a question (failure).
pub fn serve<Q: DeserializeOwned, A: Serialize>(mut handle: impl FnMut(Q, &Outbox<A>)) -> ExitCode {
    let outbox = Outbox {
        out: Arc::new(Mutex::new(io::stdout())),
        _answer: PhantomData,
    };
    let mut input = io::stdin().lock();
    loop {
        match read_frame::<Q>(&mut input) {
            Ok(Some(question)) => handle(question, &outbox),
            Ok(None) => return ExitCode::SUCCESS,
            Err(problem) => {
                tracing::warn!("a question not understood: {problem}");
                return ExitCode::FAILURE;
            }
        }
    }
}
