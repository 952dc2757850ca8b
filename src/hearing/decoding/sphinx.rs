//! The recogniser: CMU pocketsphinx (Debian's libpocketsphinx) with its US English acoustic
//! model, held to the phrase book's grammar, fully offline.
//!
//! Each utterance is decoded twice: once through the grammar (what was said, if it was a phrase
//! of the book) and once as free phones (how well anything at all fits the sound). Their
//! acoustic scores' gap a frame is the misfit the decision weighs.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use pocketsphinx::{CmdLn, PsDecoder, PsDecoderSearchExt};

use super::error::ListenError;
use super::grammar::Grammar;
use super::listener::{Listener, Recognition};
use super::phrase_book::PhraseBook;
use super::pronunciations::{Dictionary, PHONES};
use super::wav::Utterance;

/// Where Debian's `pocketsphinx-en-us` installs the model.
pub const MODEL_DIR: &str = "/usr/share/pocketsphinx/model/en-us";

/// The acoustic model's files, under [`MODEL_DIR`].
const ACOUSTIC_MODEL: &str = "en-us";
/// Files the acoustic model cannot load without.
const ACOUSTIC_FILES: [&str; 6] = [
    "mdef",
    "means",
    "variances",
    "transition_matrices",
    "feat.params",
    "noisedict",
];

/// The prefix of the free-phone loop's words, which no folded word of a voice can start with.
const PHONE_WORD: &str = "ph_";

const GRAMMAR_SEARCH: &str = "moves";
const PHONE_SEARCH: &str = "phones";

/// pocketsphinx with the US English model; the decoder is loaded once a dictionary.
pub struct SphinxListener {
    model_dir: PathBuf,
    decoder: Option<(Dictionary, PsDecoder)>,
    /// The grammar the decoder holds, so an unchanged position is not compiled again.
    grammar: Option<Grammar>,
    /// The free-phone score of the last utterance (its samples' fingerprint, the score): a
    /// runner-up search of the same sound does not decode the free phones again.
    phone_score: Option<(u64, i64)>,
    /// Whether every new utterance is heard by a decoder loaded afresh (see
    /// [`SphinxListener::forgetting`]).
    forgetting: bool,
}

impl std::fmt::Debug for SphinxListener {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SphinxListener")
            .field("model_dir", &self.model_dir)
            .field("loaded", &self.decoder.is_some())
            .finish_non_exhaustive()
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
        let acoustic = model_dir.join(ACOUSTIC_MODEL);
        for needed in ACOUSTIC_FILES.iter().map(|file| acoustic.join(file)) {
            if !needed.is_file() {
                return Err(ListenError::ModelMissing { path: needed });
            }
        }
        Ok(SphinxListener {
            model_dir: model_dir.to_owned(),
            decoder: None,
            grammar: None,
            phone_score: None,
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

    /// The decoder for `dictionary`, loaded on first use and again when the voice changes.
    fn decoder(&mut self, dictionary: &Dictionary) -> Result<&mut PsDecoder, ListenError> {
        if self.decoder.as_ref().is_none_or(|(d, _)| d != dictionary) {
            self.decoder = None;
            self.grammar = None;
            let decoder = load_decoder(&self.model_dir, dictionary)?;
            self.decoder = Some((dictionary.clone(), decoder));
        }
        match &mut self.decoder {
            Some((_, decoder)) => Ok(decoder),
            None => Err(ListenError::Recogniser {
                step: "load its model",
            }),
        }
    }
}

/// Loads the acoustic model with `dictionary` and the free phones' words (written to a
/// temporary file pocketsphinx reads once), and the free-phone search.
fn load_decoder(model_dir: &Path, dictionary: &Dictionary) -> Result<PsDecoder, ListenError> {
    let mut file = tempfile::Builder::new()
        .prefix("annabella-listen-")
        .suffix(".dict")
        .tempfile()
        .map_err(ListenError::TemporaryFile)?;
    file.write_all(dictionary.0.as_bytes())
        .and_then(|()| file.write_all(phone_words().as_bytes()))
        .and_then(|()| file.flush())
        .map_err(ListenError::TemporaryFile)?;
    let acoustic = model_dir.join(ACOUSTIC_MODEL);
    let (Some(acoustic), Some(dict)) = (acoustic.to_str(), file.path().to_str()) else {
        return Err(ListenError::Recogniser {
            step: "find its model under a path that is not UTF-8",
        });
    };
    let config = CmdLn::init(
        true,
        &[
            "annabella",
            "-hmm",
            acoustic,
            "-dict",
            dict,
            "-logfn",
            "/dev/null",
            // Wider beams than the defaults: with them the first word of a German phrase on
            // the English model ("Bauer") is pruned before its end and the path bent elsewhere.
            "-beam",
            "1e-80",
            "-pbeam",
            "1e-80",
            "-wbeam",
            "1e-60",
        ],
    )
    .map_err(|_| ListenError::Recogniser {
        step: "accept its configuration",
    })?;
    let mut decoder = PsDecoder::init(config);
    decoder
        .set_jsgf_string(PHONE_SEARCH, &phone_loop())
        .map_err(|_| ListenError::Recogniser {
            step: "compile its free-phone loop",
        })?;
    Ok(decoder)
}

/// The dictionary's words for the free-phone loop: one word a phone (`ph_aa AA`).
fn phone_words() -> String {
    let mut words = String::new();
    for phone in PHONES {
        let _ = writeln!(words, "{PHONE_WORD}{} {phone}", phone.to_ascii_lowercase());
    }
    words
}

/// The free-phone grammar: any sequence of phones.
fn phone_loop() -> String {
    let words: Vec<String> = PHONES
        .iter()
        .map(|phone| format!("{PHONE_WORD}{}", phone.to_ascii_lowercase()))
        .collect();
    format!(
        "#JSGF V1.0;\ngrammar phones;\npublic <phones> = ( {} )* ;\n",
        words.join(" | ")
    )
}

impl Listener for SphinxListener {
    // Scores of one utterance stay far below 2^52: the float cast is exact.
    #[allow(clippy::cast_precision_loss)]
    fn recognise(
        &mut self,
        book: &PhraseBook,
        utterance: &Utterance,
    ) -> Result<Recognition, ListenError> {
        let fingerprint = fingerprint(utterance.samples());
        let new_utterance = self
            .phone_score
            .is_none_or(|(known, _)| known != fingerprint);
        if self.forgetting && new_utterance {
            self.decoder = None;
        }
        let grammar = Grammar::of(book);
        let fresh = self.grammar.as_ref() != Some(&grammar) || self.decoder.is_none();
        let cached_phone_score = self.phone_score;
        let decoder = self.decoder(book.dictionary())?;
        if fresh {
            // The search is replaced under the same name; the old one is freed by pocketsphinx.
            decoder
                .set_jsgf_string(GRAMMAR_SEARCH, grammar.text())
                .map_err(|_| ListenError::Recogniser {
                    step: "compile the grammar of the legal moves",
                })?;
        }
        let (words, grammar_score, frames) = decode(decoder, GRAMMAR_SEARCH, utterance)?;
        let phone_score = match cached_phone_score {
            Some((known, score)) if known == fingerprint => score,
            _ => decode(decoder, PHONE_SEARCH, utterance)?.1,
        };
        self.phone_score = Some((fingerprint, phone_score));
        self.grammar = Some(grammar);
        let gap = phone_score - grammar_score;
        Ok(Recognition {
            words,
            misfit_per_frame: gap as f64 / f64::from(frames.max(1)),
            score: grammar_score,
            frames,
        })
    }
}

/// A fingerprint of samples (FNV-1a over their bytes), to know the same utterance again.
fn fingerprint(samples: &[i16]) -> u64 {
    samples
        .iter()
        .fold(0xcbf2_9ce4_8422_2325_u64, |hash, sample| {
            sample.to_le_bytes().iter().fold(hash, |h, byte| {
                (h ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3)
            })
        })
}

/// How much quiet the recogniser is given before and after the speech: 0.4 s at 16 kHz.
const LEAD_SAMPLES: usize = 6_400;

/// The samples with a faint, fixed noise floor before and after them. The recogniser estimates
/// the room's noise and the voice's average spectrum from the first frames: a recording that
/// starts on the first syllable (as a synthesiser writes it) or on digital silence would
/// otherwise be heard worse than the same words said in a room. The noise is the same for every
/// call, so an utterance is always heard the same way.
fn with_lead(samples: &[i16]) -> Vec<i16> {
    let mut state: u32 = 0x2545_f491;
    let mut faint = || {
        // xorshift32: ±8 of 32 768, about -72 dB.
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        (state % 17) as i16 - 8
    };
    let mut padded = Vec::with_capacity(samples.len() + 2 * LEAD_SAMPLES);
    padded.extend((0..LEAD_SAMPLES).map(|_| faint()));
    padded.extend(samples.iter().map(|s| s.saturating_add(faint())));
    padded.extend((0..LEAD_SAMPLES).map(|_| faint()));
    padded
}

/// Decodes `utterance` with `search`: the words (fillers and silences left out), the acoustic
/// score of the whole path, and the frames decoded.
fn decode(
    decoder: &mut PsDecoder,
    search: &str,
    utterance: &Utterance,
) -> Result<(Vec<String>, i64, u32), ListenError> {
    let failed = |step| ListenError::Recogniser { step };
    decoder
        .set_search(search)
        .map_err(|_| failed("switch searches"))?;
    decoder
        .start_utt(None)
        .map_err(|_| failed("start an utterance"))?;
    decoder
        .process_raw(&with_lead(utterance.samples()), false, false)
        .map_err(|_| failed("decode the sound"))?;
    decoder.end_utt().map_err(|_| failed("end an utterance"))?;
    // The crate's segment iterator reads each segment after advancing past it: the item it
    // hands back shows the next segment, and the last one shows memory already freed. So the
    // segments are counted first, and all but that last item read (the first segment, the
    // lead of quiet before the speech, is not seen: every search loses the same).
    let items = decoder.seg_iter().count();
    let mut words = Vec::new();
    let mut acoustic: i64 = 0;
    for segment in decoder.seg_iter().take(items.saturating_sub(1)) {
        acoustic += i64::from(segment.prob().ascr);
        let word = segment.word();
        let filler = word.starts_with('<') || word.starts_with('[') || word.starts_with('+');
        if !filler {
            // Alternative pronunciations come back as `cesar(2)`.
            let base = word.split('(').next().unwrap_or(word);
            words.push(base.to_owned());
        }
    }
    let frames = u32::try_from(decoder.get_n_frames()).unwrap_or(0);
    Ok((words, acoustic, frames))
}
