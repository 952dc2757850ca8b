// Signal processing converts between sample counts, rates and seconds all the time: counts and
// rates stay far below 2^23 (precision) and every converted value is non-negative (sign).
#![allow(clippy::cast_precision_loss, clippy::cast_sign_loss)]

//! A loaded clip voice: the recording of each word, found and joined into a sentence's samples.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::path::{Path, PathBuf};

use super::error::{ClipError, MissingWord, folder_error};
use super::recording::{Clip, load_named, prepare};
use super::signal::{resample_into, resampled_len};
use super::words::{clip_name, compound, pack_words, split_words};
use crate::core::voice::Voice;

/// The gap between two words at normal speed, in seconds.
pub const WORD_GAP: f32 = 0.06;
/// The pause at a comma, semicolon, colon or full stop at normal speed, in seconds.
pub const PHRASE_PAUSE: f32 = 0.25;
/// The slowest and fastest speech rate (see [`ClipVoice::render_at`]).
pub const RATE_RANGE: (f32, f32) = (0.5, 2.0);

/// A loaded clip voice: a recording per word.
#[derive(Debug, Clone)]
pub struct ClipVoice {
    dir: PathBuf,
    clips: HashMap<String, Clip>,
    /// Words spoken as a compound of recorded pieces: only the voice's own numbers 101–999
    /// ("hunderteinundzwanzig"). Any other word without a clip is refused, as the contract asks.
    composed: HashSet<String>,
}

/// A step of a rendered utterance.
enum Piece<'a> {
    Word(&'a Clip),
    Pause(f32),
}

impl ClipVoice {
    /// Loads every `*.wav` file of `dir`, within [`CLIPS_MAX_SAMPLES`](super::CLIPS_MAX_SAMPLES) together. A file that
    /// cannot be read is an error naming it; a folder with no clips, or with more sound than the
    /// bound, is an error naming the folder. For tools that look at a whole folder; a voice loads
    /// with [`ClipVoice::load_for`].
    pub fn load(dir: impl AsRef<Path>) -> Result<ClipVoice, ClipError> {
        let dir = dir.as_ref();
        let entries = fs::read_dir(dir).map_err(|e| folder_error(dir, e.to_string()))?;
        let mut names = Vec::new();
        for entry in entries {
            let path = entry.map_err(|e| folder_error(dir, e.to_string()))?.path();
            if path.extension().and_then(|e| e.to_str()) != Some("wav") {
                continue;
            }
            if let Some(stem) = path.file_stem().and_then(|s| s.to_str()) {
                names.push(stem.to_owned());
            }
        }
        ClipVoice::named(dir, names, false)
    }

    /// Loads from `dir` only the clips `voice` can say (its [`pack_words`]), and lets its
    /// numbers 101–999 be built from their parts ([`ClipVoice::with_numbers_of`]). No other
    /// file of the folder is opened. A needed word without a file is left out, so saying it is
    /// the error naming the word; a needed file that cannot be read is an error naming it; a
    /// folder holding none of the words, or needed clips holding more sound together than
    /// [`CLIPS_MAX_SAMPLES`](super::CLIPS_MAX_SAMPLES), is an error naming the folder.
    pub fn load_for(dir: impl AsRef<Path>, voice: &Voice) -> Result<ClipVoice, ClipError> {
        let dir = dir.as_ref();
        let names = pack_words(voice).into_iter().map(|word| word.name);
        Ok(ClipVoice::named(dir, names, true)?.with_numbers_of(voice))
    }

    /// The clips `names` of `dir` (see [`load_named`]), none composed yet.
    fn named(
        dir: &Path,
        names: impl IntoIterator<Item = String>,
        skip_absent: bool,
    ) -> Result<ClipVoice, ClipError> {
        Ok(ClipVoice {
            dir: dir.to_owned(),
            clips: load_named(dir, names, skip_absent)?,
            composed: HashSet::new(),
        })
    }

    /// Lets the voice's own numbers 101–999 be spoken from their recorded parts
    /// ("hunderteinundzwanzig" = "hundert" + "einundzwanzig"). Without this, and for any other
    /// word, a missing clip is an error naming the word.
    #[must_use]
    pub fn with_numbers_of(mut self, voice: &Voice) -> ClipVoice {
        for n in 101..1000 {
            for number in [voice.number(n), voice.number_feminine(n)]
                .into_iter()
                .flatten()
            {
                for word in split_words(&number) {
                    let name = clip_name(word);
                    if !self.clips.contains_key(&name) {
                        self.composed.insert(name);
                    }
                }
            }
        }
        self
    }

    /// A voice from clips already in memory (`name`, samples, their rate), normalised like
    /// loaded files. For tests and generated voices.
    pub fn from_samples(
        clips: impl IntoIterator<Item = (String, Vec<f32>, u32)>,
    ) -> Result<ClipVoice, ClipError> {
        let mut map = HashMap::new();
        for (name, samples, rate) in clips {
            let path = PathBuf::from(format!("{name}.wav"));
            map.insert(name, prepare(&path, &samples, rate)?);
        }
        Ok(ClipVoice {
            dir: PathBuf::new(),
            clips: map,
            composed: HashSet::new(),
        })
    }

    /// The folder the clips came from (empty for [`ClipVoice::from_samples`]).
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// How many clips the voice holds.
    pub fn len(&self) -> usize {
        self.clips.len()
    }

    pub fn is_empty(&self) -> bool {
        self.clips.is_empty()
    }

    /// Whether the voice has a recording for `word`.
    pub fn has_word(&self, word: &str) -> bool {
        self.clips.contains_key(&clip_name(word))
    }

    /// The length in samples, at `rate`, of the clip for `word` (after trimming).
    pub fn clip_len(&self, word: &str, rate: u32) -> Option<usize> {
        let clip = self.clips.get(&clip_name(word))?;
        Some(resampled_len(clip.samples.len(), clip.rate, rate, 1.0))
    }

    /// Checks that every word of `text` has a recording, without rendering it.
    pub fn check(&self, text: &str) -> Result<(), MissingWord> {
        self.plan(text).map(|_| ())
    }

    /// `text` as mono samples at `rate` samples per second, at normal speed.
    pub fn render(&self, text: &str, rate: u32) -> Result<Vec<f32>, MissingWord> {
        self.render_at(text, rate, 1.0)
    }

    /// `text` as mono samples at `rate`, spoken at `speed` (1.0 normal, clamped to
    /// [`RATE_RANGE`]).
    ///
    /// The speed is applied by resampling, like a tape played faster or slower: words get
    /// shorter and higher (or longer and lower), and the gaps between them shrink or grow in
    /// proportion. Time-stretching that keeps the pitch would cost far more than this voice
    /// needs; the pitch change stays small over the allowed range.
    pub fn render_at(&self, text: &str, rate: u32, speed: f32) -> Result<Vec<f32>, MissingWord> {
        let speed = clamp_speed(speed);
        let plan = self.plan(text)?;
        let pause_len = |seconds: f32| (seconds / speed * rate as f32).round() as usize;
        let total: usize = plan
            .iter()
            .map(|piece| match piece {
                Piece::Word(clip) => resampled_len(clip.samples.len(), clip.rate, rate, speed),
                Piece::Pause(seconds) => pause_len(*seconds),
            })
            .sum();
        let mut out = Vec::with_capacity(total);
        for piece in plan {
            match piece {
                Piece::Word(clip) => resample_into(&clip.samples, clip.rate, rate, speed, &mut out),
                Piece::Pause(seconds) => out.resize(out.len() + pause_len(seconds), 0.0),
            }
        }
        Ok(out)
    }

    /// The clips and pauses of `text`, or the first word without a clip.
    fn plan(&self, text: &str) -> Result<Vec<Piece<'_>>, MissingWord> {
        let mut plan = Vec::new();
        for (word, phrase_break) in words_with_breaks(text) {
            let name = clip_name(word);
            let clips: Vec<&Clip> = match self.clips.get(&name) {
                Some(clip) => vec![clip],
                None if !self.composed.contains(&name) => Vec::new(),
                None => compound(&name, |piece| self.clips.contains_key(piece))
                    .into_iter()
                    .flatten()
                    .filter_map(|piece| self.clips.get(piece))
                    .collect(),
            };
            if clips.is_empty() {
                return Err(MissingWord {
                    word: word.to_owned(),
                    name,
                });
            }
            if !plan.is_empty() {
                plan.push(Piece::Pause(if phrase_break {
                    PHRASE_PAUSE
                } else {
                    WORD_GAP
                }));
            }
            plan.extend(clips.into_iter().map(Piece::Word));
        }
        Ok(plan)
    }
}

/// The words of `text` (as [`split_words`] finds them), each with whether punctuation that
/// ends a phrase (`, ; : . ! ?`) comes before it.
fn words_with_breaks(text: &str) -> Vec<(&str, bool)> {
    let mut words = Vec::new();
    let mut start: Option<usize> = None;
    let mut phrase_break = false;
    for (i, c) in text.char_indices() {
        if c.is_alphanumeric() {
            start.get_or_insert(i);
            continue;
        }
        if let Some(s) = start.take() {
            words.push((&text[s..i], phrase_break));
            phrase_break = false;
        }
        if matches!(c, ',' | ';' | ':' | '.' | '!' | '?') {
            phrase_break = true;
        }
    }
    if let Some(s) = start {
        words.push((&text[s..], phrase_break));
    }
    words
}

fn clamp_speed(speed: f32) -> f32 {
    if speed.is_finite() {
        speed.clamp(RATE_RANGE.0, RATE_RANGE.1)
    } else {
        1.0
    }
}
