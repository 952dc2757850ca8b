//! What annabella asks the listening companion (`annabella-listen`, which holds pocketsphinx)
//! and what it answers: one utterance to recognise among a grammar's phrases, and the
//! recognition or the step that failed.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::error::ListenError;
use super::listener::Recognition;

/// One utterance to recognise. Everything the recogniser needs travels with it, so the
/// companion holds no state of its own but its caches: it loads the decoder again only when the
/// model or the dictionary changes, compiles the grammar again only when its text changes, and
/// decodes the free phones of the same samples once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecogniserQuestion {
    /// The folder holding the acoustic model (`en-us/`).
    pub model_dir: PathBuf,
    /// The voice's dictionary (`word PHONES` lines).
    pub dictionary: String,
    /// The phrase book's grammar (JSGF text).
    pub grammar: String,
    /// The utterance, 16 kHz mono.
    pub samples: Vec<i16>,
    /// Whether a new utterance is heard by a decoder loaded afresh (see
    /// [`super::SphinxListener::forgetting`]).
    pub forgetting: bool,
}

/// The companion's answer to one [`RecogniserQuestion`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum RecogniserAnswer {
    Heard(Recognition),
    Failed(RecogniserFault),
}

/// Why the companion could not recognise an utterance.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RecogniserFault {
    /// A file of the acoustic model is not there.
    ModelMissing { path: PathBuf },
    /// pocketsphinx refused a step.
    Step(RecogniserStep),
    /// The dictionary could not be written to the temporary file pocketsphinx reads (the
    /// system's reason, in English).
    TemporaryFile { reason: String },
}

/// The step of pocketsphinx's work that failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RecogniserStep {
    LoadModel,
    PathNotUtf8,
    AcceptConfiguration,
    CompileFreePhones,
    CompileGrammar,
    SwitchSearches,
    StartUtterance,
    DecodeSound,
    EndUtterance,
}

impl RecogniserStep {
    /// The step as the end of "the speech recogniser failed to …".
    pub const fn words(self) -> &'static str {
        match self {
            Self::LoadModel => "load its model",
            Self::PathNotUtf8 => "find its model under a path that is not UTF-8",
            Self::AcceptConfiguration => "accept its configuration",
            Self::CompileFreePhones => "compile its free-phone loop",
            Self::CompileGrammar => "compile the grammar of the legal moves",
            Self::SwitchSearches => "switch searches",
            Self::StartUtterance => "start an utterance",
            Self::DecodeSound => "decode the sound",
            Self::EndUtterance => "end an utterance",
        }
    }
}

impl From<RecogniserFault> for ListenError {
    fn from(fault: RecogniserFault) -> ListenError {
        match fault {
            RecogniserFault::ModelMissing { path } => ListenError::ModelMissing { path },
            RecogniserFault::Step(step) => ListenError::Recogniser { step: step.words() },
            RecogniserFault::TemporaryFile { reason } => {
                ListenError::TemporaryFile(std::io::Error::other(reason))
            }
        }
    }
}
