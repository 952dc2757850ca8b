//! The recogniser: CMU pocketsphinx with its US English acoustic model, held to the phrase
//! book's grammar, fully offline. pocketsphinx (with lapack and gfortran under it) runs in the
//! listening companion, `annabella-listen`, started at the first utterance and kept for the run:
//! `annabella` itself does not load it at every start, and a crash inside it stops listening,
//! not the game.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::error::ListenError;
use super::grammar::Grammar;
use super::listener::{Listener, Recognition};
use super::model::{MODEL_DIR, missing_model_file};
use super::phrase_book::PhraseBook;
use super::recogniser_question::{RecogniserAnswer, RecogniserQuestion};
use super::wav::Utterance;
use crate::companion::{Asking, Companion};

/// How long one recognition may take before the companion is stopped as silent. Generous: the
/// companion decodes the utterance twice (the grammar, the free phones) with wide beams, after
/// loading the model again for every new utterance at the table, and on a loaded machine (an
/// engine thinking on both cores) that takes seconds for a long utterance; a deadline near that
/// would stop a recogniser that works. Only a companion that hangs reaches it, and meanwhile
/// the game goes on by keyboard (listening runs on its own thread).
pub const RECOGNITION_DEADLINE: Duration = Duration::from_mins(1);

/// pocketsphinx with the US English model, heard through the listening companion.
pub struct SphinxListener {
    model_dir: PathBuf,
    /// The companion, started at the first utterance.
    companion: Option<Asking<RecogniserQuestion, RecogniserAnswer>>,
    /// Whether every new utterance is heard by a decoder loaded afresh (see
    /// [`SphinxListener::forgetting`]).
    forgetting: bool,
}

impl std::fmt::Debug for SphinxListener {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SphinxListener")
            .field("model_dir", &self.model_dir)
            .field("companion", &self.companion)
            .field("forgetting", &self.forgetting)
            .finish()
    }
}

impl SphinxListener {
    /// The listener with the system's model; an error names the Debian packages when the model
    /// is not installed.
    pub fn new() -> Result<SphinxListener, ListenError> {
        SphinxListener::with_model(Path::new(MODEL_DIR))
    }

    /// The listener with the model in `model_dir` (holding `en-us/`).
    pub fn with_model(model_dir: &Path) -> Result<SphinxListener, ListenError> {
        if let Some(path) = missing_model_file(model_dir) {
            return Err(ListenError::ModelMissing { path });
        }
        Ok(SphinxListener {
            model_dir: model_dir.to_owned(),
            companion: None,
            forgetting: false,
        })
    }

    /// A listener that hears every new utterance as a fresh one, as `annabella hear` does (and as
    /// its accuracy was measured): the decoder keeps the voice's average spectrum from one
    /// utterance to the next, which after a short word ("ja") bends the next move towards
    /// another. Loading the model again costs about a tenth of a second an utterance.
    #[must_use]
    pub fn forgetting(mut self) -> SphinxListener {
        self.forgetting = true;
        self
    }

    /// Starts the companion now, if it is not running yet (the table does, as listening starts,
    /// so that a missing program is said at once rather than at the first move said).
    pub fn start(&mut self) -> Result<(), ListenError> {
        self.companion().map(|_| ())
    }

    /// The companion, started at its first use and kept for the run (once stopped, every
    /// question is answered that it stopped: it is not started again behind the player's back).
    fn companion(
        &mut self,
    ) -> Result<&mut Asking<RecogniserQuestion, RecogniserAnswer>, ListenError> {
        if self.companion.is_none() {
            self.companion =
                Some(Asking::start(Companion::Listening).map_err(ListenError::Companion)?);
        }
        self.companion.as_mut().ok_or(ListenError::Recogniser {
            step: "load its model",
        })
    }
}

impl Listener for SphinxListener {
    fn recognise(
        &mut self,
        book: &PhraseBook,
        utterance: &Utterance,
    ) -> Result<Recognition, ListenError> {
        let question = RecogniserQuestion {
            model_dir: self.model_dir.clone(),
            dictionary: book.dictionary().0.clone(),
            grammar: Grammar::of(book).text().to_owned(),
            samples: utterance.samples().to_vec(),
            forgetting: self.forgetting,
        };
        match self
            .companion()?
            .ask(&question, RECOGNITION_DEADLINE)
            .map_err(ListenError::Companion)?
        {
            RecogniserAnswer::Heard(recognition) => Ok(recognition),
            RecogniserAnswer::Failed(fault) => Err(fault.into()),
        }
    }
}
