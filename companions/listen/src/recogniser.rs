//! The recogniser the companion holds for the run, with its caches: the decoder is loaded again
//! only for another model or dictionary (or for every new utterance when forgetting), the
//! grammar compiled again only when it changed, and the free phones of the same utterance
//! decoded once.

use std::path::PathBuf;

use annabella::hearing::decoding::{
    RecogniserAnswer, RecogniserFault, RecogniserQuestion, RecogniserStep, Recognition,
    missing_model_file,
};
use pocketsphinx::{PsDecoder, PsDecoderSearchExt};

use crate::decoder::{PHONE_SEARCH, load_decoder};
use crate::fingerprint::fingerprint;
use crate::searching::decode;

/// The name of the grammar's search.
const GRAMMAR_SEARCH: &str = "moves";

/// A decoder and what it was loaded with.
struct Loaded {
    model_dir: PathBuf,
    dictionary: String,
    decoder: PsDecoder,
}

/// pocketsphinx, loaded at the first question.
#[derive(Default)]
pub struct Recogniser {
    loaded: Option<Loaded>,
    /// The grammar text the decoder holds, so an unchanged position is not compiled again.
    grammar: Option<String>,
    /// The free-phone score of the last utterance (its samples' fingerprint, the score): a
    /// runner-up search of the same sound does not decode the free phones again.
    phone_score: Option<(u64, i64)>,
}

impl Recogniser {
    /// Answers one question: the recognition, or the step that failed.
    pub fn answer(&mut self, question: &RecogniserQuestion) -> RecogniserAnswer {
        match self.recognise(question) {
            Ok(recognition) => RecogniserAnswer::Heard(recognition),
            Err(fault) => RecogniserAnswer::Failed(fault),
        }
    }

    // Scores of one utterance stay far below 2^52: the float cast is exact.
    #[allow(clippy::cast_precision_loss)]
    fn recognise(&mut self, question: &RecogniserQuestion) -> Result<Recognition, RecogniserFault> {
        let fingerprint = fingerprint(&question.samples);
        let new_utterance = self
            .phone_score
            .is_none_or(|(known, _)| known != fingerprint);
        if question.forgetting && new_utterance {
            self.loaded = None;
        }
        let cached_phone_score = self.phone_score;
        let fresh =
            self.grammar.as_deref() != Some(question.grammar.as_str()) || self.loaded.is_none();
        let decoder = self.decoder(question)?;
        if fresh {
            // The search is replaced under the same name; the old one is freed by pocketsphinx.
            decoder
                .set_jsgf_string(GRAMMAR_SEARCH, &question.grammar)
                .map_err(|_| RecogniserFault::Step(RecogniserStep::CompileGrammar))?;
        }
        let found = decode(decoder, GRAMMAR_SEARCH, &question.samples)?;
        let phone_score = match cached_phone_score {
            Some((known, score)) if known == fingerprint => score,
            _ => decode(decoder, PHONE_SEARCH, &question.samples)?.score,
        };
        self.phone_score = Some((fingerprint, phone_score));
        self.grammar = Some(question.grammar.clone());
        let gap = phone_score - found.score;
        Ok(Recognition {
            words: found.words,
            misfit_per_frame: gap as f64 / f64::from(found.frames.max(1)),
            score: found.score,
            frames: found.frames,
        })
    }

    /// The decoder for the question's model and dictionary, loaded on first use and again when
    /// either changes.
    fn decoder(
        &mut self,
        question: &RecogniserQuestion,
    ) -> Result<&mut PsDecoder, RecogniserFault> {
        let same = |loaded: &Loaded| {
            loaded.model_dir == question.model_dir && loaded.dictionary == question.dictionary
        };
        if !self.loaded.as_ref().is_some_and(same) {
            self.loaded = None;
            self.grammar = None;
            // annabella checked the model before starting the companion; it is checked again
            // here because pocketsphinx does not fail cleanly on a model that is not there.
            if let Some(path) = missing_model_file(&question.model_dir) {
                return Err(RecogniserFault::ModelMissing { path });
            }
            let decoder = load_decoder(&question.model_dir, &question.dictionary)?;
            self.loaded = Some(Loaded {
                model_dir: question.model_dir.clone(),
                dictionary: question.dictionary.clone(),
                decoder,
            });
        }
        match &mut self.loaded {
            Some(loaded) => Ok(&mut loaded.decoder),
            None => Err(RecogniserFault::Step(RecogniserStep::LoadModel)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_model_folder_without_the_model_is_answered_as_missing_before_pocketsphinx_loads_it() {
        let folder = tempfile::tempdir().unwrap();
        let answer = Recogniser::default().answer(&RecogniserQuestion {
            model_dir: folder.path().to_path_buf(),
            dictionary: "bauer B AW ER\n".to_owned(),
            grammar: "#JSGF V1.0;\ngrammar moves;\npublic <utterance> = bauer ;\n".to_owned(),
            samples: vec![0; 1600],
            forgetting: true,
        });
        assert_eq!(
            answer,
            RecogniserAnswer::Failed(RecogniserFault::ModelMissing {
                path: folder.path().join("en-us").join("mdef")
            })
        );
    }
}
