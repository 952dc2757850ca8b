//! What can go wrong while listening, each case handing back what failed.

use std::fmt;
use std::path::PathBuf;

use crate::companion::CompanionError;

/// The Debian packages the recogniser needs at run time.
pub const MODEL_PACKAGES: &str = "pocketsphinx-en-us and libpocketsphinx3";

/// What is wrong with one line of a pronunciation list, with the words it holds (as written:
/// whoever shows them escapes them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PronunciationProblem {
    /// The word is not folded (lower-case letters a to z and digits only).
    NotFolded { word: String },
    /// A phone the English model does not have.
    UnknownPhone { phone: String },
    /// A word with no phones after it.
    NoPhones { word: String },
    /// The same pronunciation of the same word again: the line it was first given on.
    SameAgain { word: String, first_line: usize },
}

impl fmt::Display for PronunciationProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotFolded { word } => write!(
                f,
                "\"{}\" is not a folded word (lower-case letters a to z and digits only)",
                word.escape_debug()
            ),
            Self::UnknownPhone { phone } => write!(
                f,
                "\"{}\" is not a phone of the English model",
                phone.escape_debug()
            ),
            Self::NoPhones { word } => write!(f, "\"{}\" has no phones", word.escape_debug()),
            Self::SameAgain { word, first_line } => write!(
                f,
                "\"{}\" has this pronunciation already, on line {first_line}",
                word.escape_debug()
            ),
        }
    }
}

/// Why an utterance could not be heard (as opposed to heard and not understood, which is
/// [`super::Hearing::Again`]).
#[derive(Debug)]
pub enum ListenError {
    /// A line of a pronunciation list is wrong.
    BadPronunciation {
        source: String,
        line: usize,
        problem: PronunciationProblem,
    },
    /// A word of a pronunciation list has more than [`super::MAX_VARIANTS`] pronunciations: the
    /// line of the first one too many.
    TooManyPronunciations {
        source: String,
        line: usize,
        word: String,
    },
    /// A word the voice says has no pronunciation in its list.
    MissingPronunciation { voice: String, word: String },
    /// A voice pack given by path has no pronunciation list beside it.
    NoPronunciations { voice: String, expected: PathBuf },
    /// The audio is not a 16-bit PCM WAV, mono or stereo, at 8 000 to 48 000 Hz.
    NotWav { source: String, problem: String },
    /// The acoustic model is not installed.
    ModelMissing { path: PathBuf },
    /// The recogniser refused its configuration, grammar or audio.
    Recogniser { step: &'static str },
    /// The recogniser's dictionary could not be written to a temporary file.
    TemporaryFile(std::io::Error),
    /// The listening companion (the program holding the recogniser) is not installed, could not
    /// start, stopped, or did not answer in time.
    Companion(CompanionError),
}

impl fmt::Display for ListenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BadPronunciation {
                source,
                line,
                problem,
            } => write!(f, "pronunciation list {source}: line {line}: {problem}"),
            Self::TooManyPronunciations { source, line, word } => write!(
                f,
                "pronunciation list {source}: line {line}: \"{word}\" has more than {} pronunciations",
                super::MAX_VARIANTS
            ),
            Self::MissingPronunciation { voice, word } => write!(
                f,
                "voice {voice}: the word \"{word}\" has no pronunciation in its listen.dict"
            ),
            Self::NoPronunciations { voice, expected } => write!(
                f,
                "voice {voice}: no pronunciation list for listening (expected {})",
                expected.display()
            ),
            Self::NotWav { source, problem } => write!(
                f,
                "{source}: not a 16-bit PCM WAV file, mono or stereo, at 8000 to 48000 Hz ({problem})"
            ),
            Self::ModelMissing { path } => write!(
                f,
                "the speech recogniser's English model is missing ({}): install the Debian packages {MODEL_PACKAGES}",
                path.display()
            ),
            Self::Recogniser { step } => write!(f, "the speech recogniser failed to {step}"),
            Self::TemporaryFile(error) => write!(
                f,
                "the speech recogniser's word list could not be written to a temporary file: {error}"
            ),
            Self::Companion(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ListenError {}
