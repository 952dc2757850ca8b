//! The recogniser behind a trait: what it is given (a phrase book, an utterance) and what it
//! reports (the words of the best path and how well they fit).

use serde::{Deserialize, Serialize};

use super::error::ListenError;
use super::phrase_book::PhraseBook;
use super::wav::Utterance;

/// What a recogniser heard in one utterance, before any decision (sent by the listening
/// companion as it is).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Recognition {
    /// The folded words of the best path through the book's grammar; empty when nothing was
    /// heard (silence).
    pub words: Vec<String>,
    /// How much worse the best grammar path fits the sound than free speech (any sequence of
    /// phones) does, in the recogniser's acoustic score units a frame of 10 ms: at or below 0
    /// the phrase fits as well as anything could; well above it the grammar had to bend the
    /// sound into one of its phrases (noise, a cough, another word, a misheard one).
    pub misfit_per_frame: f64,
    /// The acoustic score of the best path (higher is better; only differences between two
    /// recognitions of the same utterance mean anything).
    pub score: i64,
    /// The number of 10 ms frames the recogniser decoded.
    pub frames: u32,
}

/// A speech recogniser held to a phrase book.
pub trait Listener {
    /// Recognises `utterance` among the phrases of `book`.
    fn recognise(
        &mut self,
        book: &PhraseBook,
        utterance: &Utterance,
    ) -> Result<Recognition, ListenError>;
}
