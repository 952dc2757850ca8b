//! The speech server as the [`Backend`] of the `tts` engine, reached through the speech
//! companion (`annabella-speech`), the program that links speech-dispatcher: annabella itself
//! loads no speech library. The companion is started when system speech is chosen, one per
//! connection, and ends when the engine lets go of it.
//!
//! Its answers come back in order on the link's reader; the server's utterance events come on
//! the same pipe and go to the engine's worker as they arrive. A companion that stops (it
//! crashed, or was killed) is reported to the worker as [`Event::Lost`]: the utterance in
//! progress is cut short and the speech thread says so once and speaks with what is left.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

use super::wire::{SpeechAnswer, SpeechQuestion};
use super::{Backend, Event, SpeechError};
use crate::companion::{Companion, CompanionError, CompanionLink};
use crate::core::message::Said;

/// How much longer than the engine's own limit the backend waits for an answer before it stops
/// the companion: by then the engine has given up on it (and says why); this only frees it.
const ANSWER_GRACE: Duration = Duration::from_secs(2);

/// The speech companion, connected to the speech server.
pub(super) struct CompanionBackend {
    link: CompanionLink<SpeechQuestion>,
    answers: Receiver<Result<SpeechAnswer, SpeechError>>,
    within: Duration,
}

/// The typed error for a companion that could not be started or stopped: the part and what
/// failed, in the user's language when it is said.
pub(super) fn lost(error: &CompanionError) -> SpeechError {
    tracing::warn!("speech companion: {error}");
    SpeechError::Companion {
        said: error.message(),
    }
}

impl CompanionBackend {
    /// Starts the companion and connects it to the speech server (choosing the voice for
    /// `language`); its events go to `events`. Each answer is awaited at most `limit` (plus a
    /// grace).
    pub(super) fn open(
        language: Option<&str>,
        events: Sender<Event>,
        limit: Duration,
    ) -> Result<Self, SpeechError> {
        let (answered, answers) = mpsc::channel();
        // The connection this companion makes, while it may start a server (see spawned_server).
        let mut connecting: Option<u64> = None;
        let link = CompanionLink::start(Companion::Speech, move |answer| match answer {
            Ok(SpeechAnswer::Began(key)) => {
                let _ = events.send(Event::Begin(key));
            }
            Ok(SpeechAnswer::Ended(key)) => {
                let _ = events.send(Event::End(key));
            }
            Ok(SpeechAnswer::Watching(before)) => {
                connecting = Some(spawned::note_connecting(before));
            }
            Ok(SpeechAnswer::Started(started)) => {
                if let Some(id) = connecting.take() {
                    spawned::note_started(id, &started);
                }
            }
            Ok(answer) => {
                let _ = answered.send(Ok(answer));
            }
            Err(error) => {
                let error = lost(&error);
                let _ = events.send(Event::Lost(error.clone()));
                let _ = answered.send(Err(error));
            }
        })
        .map_err(|error| lost(&error))?;
        let mut backend = Self {
            link,
            answers,
            within: limit + ANSWER_GRACE,
        };
        match backend.ask(&SpeechQuestion::Open {
            language: language.map(str::to_owned),
        })? {
            SpeechAnswer::Opened => Ok(backend),
            other => Err(unexpected(&other)),
        }
    }

    /// Sends `question` and waits for its answer; a failure the companion reports is the
    /// server's, handed back as it is.
    fn ask(&mut self, question: &SpeechQuestion) -> Result<SpeechAnswer, SpeechError> {
        self.link.send(question).map_err(|error| lost(&error))?;
        match self.answers.recv_timeout(self.within) {
            Ok(Ok(SpeechAnswer::Failed(problem))) => Err(problem.into()),
            Ok(answer) => answer,
            Err(RecvTimeoutError::Timeout) => {
                self.link.stop();
                Err(SpeechError::NotAnswering { limit: self.within })
            }
            Err(RecvTimeoutError::Disconnected) => Err(SpeechError::WorkerGone),
        }
    }

    fn done(&mut self, question: &SpeechQuestion) -> Result<(), SpeechError> {
        match self.ask(question)? {
            SpeechAnswer::Done => Ok(()),
            other => Err(unexpected(&other)),
        }
    }
}

/// An answer that is not the one the request calls for: the companion is not ours.
fn unexpected(answer: &SpeechAnswer) -> SpeechError {
    tracing::warn!("speech companion: an answer out of turn: {answer:?}");
    SpeechError::WorkerGone
}

impl Backend for CompanionBackend {
    fn speak(&mut self, text: &str) -> Result<String, SpeechError> {
        match self.ask(&SpeechQuestion::Speak {
            text: text.to_owned(),
        })? {
            SpeechAnswer::Queued { key } => Ok(key),
            other => Err(unexpected(&other)),
        }
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        self.done(&SpeechQuestion::Stop)
    }

    fn set_rate(&mut self, rate: f32) -> Result<(), SpeechError> {
        self.done(&SpeechQuestion::Rate(rate))
    }

    fn set_volume(&mut self, volume: f32) -> Result<(), SpeechError> {
        self.done(&SpeechQuestion::Volume(volume))
    }
}

/// Where the servers a connection started are kept until annabella ends: speech-dispatcher's
/// process management, on Linux; elsewhere the speech service is the system's own.
#[cfg(target_os = "linux")]
use super::spawned_server as spawned;

#[cfg(not(target_os = "linux"))]
mod spawned {
    use super::super::wire::ServersBefore;

    pub(super) fn note_connecting(_before: ServersBefore) -> u64 {
        0
    }

    pub(super) fn note_started(_id: u64, _started: &[u32]) {}
}
