//! What went wrong with a speech engine, as a value: the speech service and the set-up decide
//! from the kind (a dead or stuck server, a lost sound card, a word without a recording), and
//! the log keeps the libraries' own words in `detail`.

use std::fmt;
use std::time::Duration;

use super::clips::MissingWord;
use crate::core::message::Message;

/// A failure of a speech engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechError {
    /// No speech server could be reached or set up; `detail` is its library's own words.
    NoServer { detail: String },
    /// The server would not take the language asked for.
    NoLanguage { language: String, detail: String },
    /// The server reports no utterance events, so the watchdog could not follow it.
    NoEvents,
    /// The server did not answer a request within the limit: it may hang.
    NotAnswering { limit: Duration },
    /// The server took the text but did not start speaking in time (no audio output?).
    NotStarting,
    /// The server sent no end of an utterance for this long: it is stuck.
    Stuck { after: Duration },
    /// The server accepts speech but never finishes it (seen with no sound card).
    NeverFinishes,
    /// The server stopped sending events about its utterances.
    EventsStopped,
    /// The server refused a request (`request`: speak, stop, rate or volume).
    Refused {
        request: &'static str,
        detail: String,
    },
    /// A worker thread (the speech server's or the sound card's) could not be started.
    NoThread { detail: String },
    /// The engine's worker has stopped.
    WorkerGone,
    /// The sound device `what` could not be opened.
    CannotOpen { what: String, detail: String },
    /// The sound device `what` did not open within the limit.
    OpenNotAnswering { what: String, limit: Duration },
    /// The sound device failed while playing.
    SoundCard { detail: String },
    /// A word the voice has no recording for.
    NoRecording(MissingWord),
    /// A speech rate that is not a positive number (as given).
    BadRate { rate: String },
    /// The text lines could not be written.
    Output { detail: String },
    /// The engine chosen could not be opened.
    NotOpened { engine: &'static str },
    /// The voice's recorded words could not be loaded (the loader's sentence).
    NoClips { detail: String },
    /// A companion (the speech companion that talks to the speech server, or the sound
    /// companion that holds the sound card) could not be started, or stopped: `said` names the
    /// part and what failed, in every language.
    Companion { said: Message },
}

impl fmt::Display for SpeechError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpeechError::NoServer { detail } => write!(f, "no speech server: {detail}"),
            SpeechError::NoLanguage { language, detail } => write!(
                f,
                "no speech server: cannot set the language {language}: {detail}"
            ),
            SpeechError::NoEvents => {
                f.write_str("no speech server: the speech server reports no utterance events")
            }
            SpeechError::NotAnswering { limit } => write!(
                f,
                "speech server not answering within {} ms",
                limit.as_millis()
            ),
            SpeechError::NotStarting => f.write_str(
                "speech server took the text but did not start speaking in time \
                 (is its audio output working?)",
            ),
            SpeechError::Stuck { after } => write!(
                f,
                "speech server sent no end of an utterance for {:.1} s",
                after.as_secs_f32()
            ),
            SpeechError::NeverFinishes => f.write_str(
                "the speech server accepts speech but never finishes it (no sound card?)",
            ),
            SpeechError::EventsStopped => f.write_str("speech server stopped sending events"),
            SpeechError::Refused { request, detail } => {
                write!(f, "the speech server refused to {request}: {detail}")
            }
            SpeechError::NoThread { detail } => write!(f, "cannot start a thread: {detail}"),
            SpeechError::WorkerGone => f.write_str("the speech worker has stopped"),
            SpeechError::CannotOpen { what, detail } => write!(f, "cannot open {what}: {detail}"),
            SpeechError::OpenNotAnswering { what, limit } => write!(
                f,
                "cannot open {what}: no answer within {} s",
                limit.as_secs()
            ),
            SpeechError::SoundCard { detail } => write!(f, "sound card: {detail}"),
            SpeechError::NoRecording(missing) => missing.fmt(f),
            SpeechError::BadRate { rate } => {
                write!(f, "speech rate {rate} is not a positive number")
            }
            SpeechError::Output { detail } => write!(f, "cannot write speech text: {detail}"),
            SpeechError::NotOpened { engine } => {
                write!(f, "the {engine} engine could not be opened")
            }
            SpeechError::NoClips { detail } => f.write_str(detail),
            SpeechError::Companion { said } => f.write_str(&said.in_english()),
        }
    }
}

impl std::error::Error for SpeechError {}
