//! The recorded-clip voice: one WAV file per word, joined into utterances.
//!
//! A clip voice is a folder of mono WAV files, one per word, named by [`clip_name`]. Every clip is
//! trimmed of leading and trailing silence and brought to the same loudness when it is loaded,
//! so words recorded at different levels sound even. [`ClipVoice::render`] turns a sentence
//! into samples at the sound card's rate: the words' clips with a short gap between words and a
//! longer pause at punctuation.
//!
//! # Clip names
//!
//! A word's clip is `<name>.wav` where `name` is the word folded with
//! [`fold`](crate::core::text::fold) (lower case, accents removed: "Läufer" → `laufer`,
//! "dreißig" → `dreissig`), and any character outside `a`–`z` and `0`–`9` written as `_`, its
//! Unicode code point in lower-case hexadecimal, and `_` ("ω" → `_3c9_`). Names never hold a
//! path separator, a dot or a space, and two spellings that fold alike share one clip.
//!
//! # Words of a pack
//!
//! [`pack_words`] lists every word a voice pack can say: its move words, the numbers 0 to 999
//! (plain and feminine) and every clock phrase, placeholders such as `{n}` removed, split where
//! [`fold`](crate::core::text::fold) splits (at every run of characters that are not letters or
//! digits). `voices/make-clips.sh` records exactly that list (through `cargo run --example
//! clip-words`), and a test checks that each built-in pack has a clip for every word.

// Signal processing converts between sample counts, rates and seconds all the time: counts and
// rates stay far below 2^23 (precision) and every converted value is non-negative (sign).
#![allow(clippy::cast_precision_loss, clippy::cast_sign_loss)]

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::{self, Write as _};
use std::fs;
use std::io::{BufWriter, ErrorKind};
use std::path::{Path, PathBuf};

use shakmaty::{CastlingSide, File, Rank, Role};

use crate::core::text::fold;
use crate::core::voice::Voice;

/// The gap between two words at normal speed, in seconds.
pub const WORD_GAP: f32 = 0.06;
/// The pause at a comma, semicolon, colon or full stop at normal speed, in seconds.
pub const PHRASE_PAUSE: f32 = 0.25;
/// The loudness every clip is brought to: its RMS level (about -20 dBFS).
pub const TARGET_RMS: f32 = 0.1;
/// No clip is made louder than this peak, so normalising never clips.
const PEAK_LIMIT: f32 = 0.95;
/// Edges quieter than this fraction of the clip's peak (-40 dB) are silence and trimmed.
const TRIM_THRESHOLD: f32 = 0.01;
/// Sound kept before the first and after the last loud sample, in seconds.
const TRIM_MARGIN: f32 = 0.005;
/// Length of the fade at each end of a clip, against clicks, in seconds.
const FADE: f32 = 0.003;
/// The shortest recorded word a compound word may be built from (see [`compound`]).
pub const MIN_PIECE: usize = 3;
/// The slowest and fastest speech rate (see [`ClipVoice::render_at`]).
pub const RATE_RANGE: (f32, f32) = (0.5, 2.0);

/// The file stem of the clip for `word` (see the module documentation).
///
/// ```
/// use annabella::speech::clip_name;
/// assert_eq!(clip_name("Läufer"), "laufer");
/// assert_eq!(clip_name("dreißig"), "dreissig");
/// assert_eq!(clip_name("ω"), "_3c9_");
/// ```
pub fn clip_name(word: &str) -> String {
    let mut name = String::new();
    for c in fold(word).chars() {
        if c.is_ascii_lowercase() || c.is_ascii_digit() {
            name.push(c);
        } else {
            let _ = write!(name, "_{:x}_", u32::from(c));
        }
    }
    name
}

/// The words of `text` as written, split where [`fold`] splits: at every character that is
/// not a letter or digit.
pub fn split_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
}

/// `text` without its placeholders (`{n}`, `{side}` …).
fn without_placeholders(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else {
            rest = &rest[open..];
            break;
        };
        out.push(' ');
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// One word a pack can say: the clip's file stem, and the word as the pack writes it (what the
/// recording script gives the synthesiser).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackWord {
    pub name: String,
    pub spoken: String,
}

/// Every word `voice` can say, once per clip name, sorted by name.
pub fn pack_words(voice: &Voice) -> Vec<PackWord> {
    let mut phrases: Vec<String> = Vec::new();
    phrases.extend(File::ALL.iter().map(|f| voice.file(*f).to_owned()));
    phrases.extend(Rank::ALL.iter().map(|r| voice.rank(*r).to_owned()));
    phrases.extend(Role::ALL.iter().map(|r| voice.piece(*r).to_owned()));
    for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
        phrases.push(voice.castle(side).to_owned());
    }
    for word in [
        voice.capture(),
        voice.en_passant(),
        voice.promotion(),
        voice.check(),
        voice.checkmate(),
    ] {
        phrases.push(word.to_owned());
    }
    for n in 0..100 {
        phrases.extend(voice.number(n));
        phrases.extend(voice.number_feminine(n));
    }
    for n in (100..1000).step_by(100) {
        phrases.extend(voice.number(n));
    }
    let c = voice.clock_words();
    for phrase in [
        &c.white,
        &c.black,
        &c.hour,
        &c.hours,
        &c.minute,
        &c.minutes,
        &c.second,
        &c.seconds,
        &c.decimal_separator,
        &c.one_move,
        &c.moves,
        &c.zero,
        &c.control_reached,
        &c.moves_to_control,
        &c.used_on_move,
        &c.flag,
        &c.loses_on_time,
        &c.draw_on_time,
    ] {
        phrases.push(phrase.clone());
    }

    let mut words: BTreeMap<String, String> = BTreeMap::new();
    let add = |words: &mut BTreeMap<String, String>, phrase: &str, compose: bool| {
        for word in split_words(&without_placeholders(phrase)) {
            let name = clip_name(word);
            if name.is_empty() || words.contains_key(&name) {
                continue;
            }
            if compose && compound(&name, |piece| words.contains_key(piece)).is_some() {
                continue;
            }
            words.insert(name, word.to_owned());
        }
    };
    for phrase in &phrases {
        add(&mut words, phrase, false);
    }
    // 101 to 999: a number word made of words already recorded needs no clip of its own
    // ("hunderteinundzwanzig" is "hundert" and "einundzwanzig").
    for n in 101..1000 {
        for number in [voice.number(n), voice.number_feminine(n)]
            .into_iter()
            .flatten()
        {
            add(&mut words, &number, true);
        }
    }
    words
        .into_iter()
        .map(|(name, spoken)| PackWord { name, spoken })
        .collect()
}

/// The shortest way to write the clip name `name` as a sequence of names `known` holds, each at
/// least [`MIN_PIECE`] characters long; `None` if there is none. How a word without a clip of
/// its own is still spoken, when it is a compound of recorded words.
pub fn compound(name: &str, known: impl Fn(&str) -> bool) -> Option<Vec<&str>> {
    // best[i]: the fewest pieces that spell name[..i], and where the last piece starts.
    let mut best: Vec<Option<(usize, usize)>> = vec![None; name.len() + 1];
    best[0] = Some((0, 0));
    for end in MIN_PIECE..=name.len() {
        for start in 0..=end - MIN_PIECE {
            let Some((count, _)) = best[start] else {
                continue;
            };
            let (Some(piece), true) = (name.get(start..end), name.is_char_boundary(end)) else {
                continue;
            };
            if known(piece) && best[end].is_none_or(|(c, _)| count + 1 < c) {
                best[end] = Some((count + 1, start));
            }
        }
    }
    let mut pieces = Vec::new();
    let mut end = name.len();
    while end > 0 {
        let (_, start) = best[end]?;
        pieces.push(&name[start..end]);
        end = start;
    }
    pieces.reverse();
    Some(pieces)
}

/// A clip file that cannot be used, or a folder without clips or with too much sound: which
/// file or folder, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClipError {
    pub file: PathBuf,
    pub problem: String,
    pub subject: ClipSubject,
}

/// What a [`ClipError`] names: one clip file, or the whole folder of clips.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClipSubject {
    File,
    Folder,
}

impl fmt::Display for ClipError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let noun = match self.subject {
            ClipSubject::File => "clip file",
            ClipSubject::Folder => "clip folder",
        };
        write!(f, "{noun} {}: {}", self.file.display(), self.problem)
    }
}

impl std::error::Error for ClipError {}

fn folder_error(dir: &Path, problem: impl Into<String>) -> ClipError {
    ClipError {
        file: dir.to_owned(),
        problem: problem.into(),
        subject: ClipSubject::Folder,
    }
}

fn clip_error(file: &Path, problem: impl Into<String>) -> ClipError {
    ClipError {
        file: file.to_owned(),
        problem: problem.into(),
        subject: ClipSubject::File,
    }
}

/// A word of the text the clip voice has no recording for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissingWord {
    /// The word as written in the text.
    pub word: String,
    /// The clip file name that was looked for (`<name>.wav`).
    pub name: String,
}

impl fmt::Display for MissingWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the clip voice has no recording for the word \"{}\" (no {}.wav)",
            self.word, self.name
        )
    }
}

impl std::error::Error for MissingWord {}

/// One word's recording: mono samples, trimmed and normalised, at their own rate.
#[derive(Debug, Clone)]
struct Clip {
    samples: Vec<f32>,
    rate: u32,
}

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
    /// Loads every `*.wav` file of `dir`, within [`CLIPS_MAX_SAMPLES`] together. A file that
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
        load_named(dir, names, false)
    }

    /// Loads from `dir` only the clips `voice` can say (its [`pack_words`]), and lets its
    /// numbers 101–999 be built from their parts ([`ClipVoice::with_numbers_of`]). No other
    /// file of the folder is opened. A needed word without a file is left out, so saying it is
    /// the error naming the word; a needed file that cannot be read is an error naming it; a
    /// folder holding none of the words, or needed clips holding more sound together than
    /// [`CLIPS_MAX_SAMPLES`], is an error naming the folder.
    pub fn load_for(dir: impl AsRef<Path>, voice: &Voice) -> Result<ClipVoice, ClipError> {
        let dir = dir.as_ref();
        let names = pack_words(voice).into_iter().map(|word| word.name);
        Ok(load_named(dir, names, true)?.with_numbers_of(voice))
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

/// The most samples the clips of one voice may hold together once decoded: 16 Mi samples, 64 MB
/// as `f32`. A real pack is far below it: the built-in fide pack, the largest, holds about
/// 1.9 M samples for its 161 words (3.8 MB of 16-bit files), so a pack fits eight times over
/// and a recording at four times the rate still fits. A folder beyond it is a mistake (a pack
/// of long recordings, a folder that is not a pack), refused before it takes the memory.
pub const CLIPS_MAX_SAMPLES: usize = 16 * 1024 * 1024;

/// Loads the clips `names` of `dir`, counting their samples against [`CLIPS_MAX_SAMPLES`]
/// before each is decoded. With `skip_absent`, a name without a file is left out.
fn load_named(
    dir: &Path,
    names: impl IntoIterator<Item = String>,
    skip_absent: bool,
) -> Result<ClipVoice, ClipError> {
    match fs::metadata(dir) {
        Ok(meta) if meta.is_dir() => {}
        Ok(_) => return Err(folder_error(dir, "is not a folder")),
        Err(e) => return Err(folder_error(dir, e.to_string())),
    }
    let mut clips = HashMap::new();
    let mut room = CLIPS_MAX_SAMPLES;
    for name in names {
        let path = dir.join(format!("{name}.wav"));
        if skip_absent
            && fs::symlink_metadata(&path).is_err_and(|e| e.kind() == ErrorKind::NotFound)
        {
            continue;
        }
        let clip = match read_clip(&path, room)? {
            Ok(clip) => clip,
            Err(TooMuchSound) => {
                return Err(folder_error(
                    dir,
                    format!(
                        "the clips this voice needs hold more than {CLIPS_MAX_SAMPLES} samples \
                         ({} MB) of sound together, far more than a voice pack of single words",
                        CLIPS_MAX_SAMPLES * 4 / (1024 * 1024)
                    ),
                ));
            }
        };
        room -= clip.decoded_len;
        clips.insert(name, clip.clip);
    }
    if clips.is_empty() {
        return Err(folder_error(
            dir,
            if skip_absent {
                "holds no .wav clip of a word this voice says"
            } else {
                "holds no .wav clips"
            },
        ));
    }
    Ok(ClipVoice {
        dir: dir.to_owned(),
        clips,
        composed: HashSet::new(),
    })
}

/// A clip would take the voice's clips over [`CLIPS_MAX_SAMPLES`].
#[derive(Debug)]
struct TooMuchSound;

/// A decoded clip, and how many samples its decoding counted against the voice's bound.
#[derive(Debug)]
struct ReadClip {
    clip: Clip,
    decoded_len: usize,
}

/// Sample rates a clip may have: telephone quality to studio quality.
const CLIP_RATES: std::ops::RangeInclusive<u32> = 8_000..=192_000;
/// A spoken word or phrase, with generous room.
const CLIP_MAX_SECONDS: u32 = 10;

/// Reads one clip file: any channel count (mixed down), 8 to 32-bit integer or 32-bit float.
/// Its size, rate, channels and length are checked before a sample is decoded, so a strange
/// file (a 1 Hz rate that would make a minute-long word take gigabytes) is refused by name.
/// `room` is how many samples the voice may still decode: a clip holding more is not decoded.
fn read_clip(path: &Path, room: usize) -> Result<Result<ReadClip, TooMuchSound>, ClipError> {
    let bytes = crate::bounded_read::read_file(path, crate::bounded_read::limits::CLIP)
        .map_err(|e| clip_error(path, e.problem()))?;
    let reader = hound::WavReader::new(std::io::Cursor::new(bytes))
        .map_err(|e| clip_error(path, e.to_string()))?;
    let spec = reader.spec();
    if !CLIP_RATES.contains(&spec.sample_rate) {
        return Err(clip_error(
            path,
            format!(
                "has a sample rate of {} Hz (a clip needs 8000 to 192000 Hz)",
                spec.sample_rate
            ),
        ));
    }
    if !(1..=8).contains(&spec.channels) {
        return Err(clip_error(
            path,
            format!("has {} channels (a clip has 1 to 8)", spec.channels),
        ));
    }
    if reader.duration() > CLIP_MAX_SECONDS * spec.sample_rate {
        return Err(clip_error(
            path,
            format!("lasts longer than {CLIP_MAX_SECONDS} seconds (a clip is one word or phrase)"),
        ));
    }
    // Every sample of every channel is decoded before the mix-down: that is what counts.
    let decoded_len = usize::try_from(reader.len()).unwrap_or(usize::MAX);
    if decoded_len > room {
        return Ok(Err(TooMuchSound));
    }
    let channels = usize::from(spec.channels.max(1));
    let samples: Result<Vec<f32>, hound::Error> = match spec.sample_format {
        hound::SampleFormat::Float => reader.into_samples::<f32>().collect(),
        hound::SampleFormat::Int => {
            let scale = 1.0 / (1_i64 << (spec.bits_per_sample.clamp(1, 32) - 1)) as f32;
            reader
                .into_samples::<i32>()
                .map(|s| s.map(|s| s as f32 * scale))
                .collect()
        }
    };
    let samples = samples.map_err(|e| clip_error(path, e.to_string()))?;
    let mono: Vec<f32> = samples
        .chunks(channels)
        .map(|frame| frame.iter().sum::<f32>() / channels as f32)
        .collect();
    drop(samples);
    let clip = prepare(path, &mono, spec.sample_rate)?;
    Ok(Ok(ReadClip { clip, decoded_len }))
}

/// Trims silence at both ends, fades the edges and normalises the loudness.
fn prepare(path: &Path, samples: &[f32], rate: u32) -> Result<Clip, ClipError> {
    if rate == 0 {
        return Err(clip_error(path, "has a sample rate of 0"));
    }
    let peak = samples
        .iter()
        .filter(|s| s.is_finite())
        .fold(0.0_f32, |m, s| m.max(s.abs()));
    if peak < 1e-4 {
        return Err(clip_error(path, "holds no sound (silent or empty)"));
    }
    let threshold = peak * TRIM_THRESHOLD;
    let loud = |s: &f32| s.is_finite() && s.abs() >= threshold;
    let margin = (TRIM_MARGIN * rate as f32) as usize;
    let first = samples.iter().position(loud).unwrap_or(0);
    let last = samples.iter().rposition(loud).unwrap_or(samples.len() - 1);
    let start = first.saturating_sub(margin);
    let end = (last + 1 + margin).min(samples.len());
    let mut clip: Vec<f32> = samples[start..end]
        .iter()
        .map(|s| if s.is_finite() { *s } else { 0.0 })
        .collect();

    let fade = ((FADE * rate as f32) as usize).min(clip.len() / 2);
    for i in 0..fade {
        let gain = i as f32 / fade as f32;
        clip[i] *= gain;
        let j = clip.len() - 1 - i;
        clip[j] *= gain;
    }

    let rms = rms(&clip);
    let peak = clip.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
    if rms > 0.0 && peak > 0.0 {
        let gain = (TARGET_RMS / rms).min(PEAK_LIMIT / peak);
        for s in &mut clip {
            *s *= gain;
        }
    }
    Ok(Clip {
        samples: clip,
        rate,
    })
}

/// The root-mean-square level of `samples` (0 for none).
pub fn rms(samples: &[f32]) -> f32 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples.iter().map(|s| f64::from(*s) * f64::from(*s)).sum();
    (sum / samples.len() as f64).sqrt() as f32
}

/// How many samples `len` samples at `from` become at `to`, played at `speed`.
fn resampled_len(len: usize, from: u32, to: u32, speed: f32) -> usize {
    let ratio = f64::from(to) / (f64::from(from) * f64::from(speed));
    (len as f64 * ratio).round() as usize
}

/// Resamples `input` from rate `from` to rate `to` at `speed` and appends it to `out`.
///
/// Catmull-Rom (cubic) interpolation: cheap enough for the audio path, and smoother than
/// linear interpolation when a 16 kHz clip is raised to a 44.1 or 48 kHz card. The clips hold
/// nothing above their own Nyquist frequency, so upsampling needs no extra filter.
pub fn resample_into(input: &[f32], from: u32, to: u32, speed: f32, out: &mut Vec<f32>) {
    let len = resampled_len(input.len(), from, to, speed);
    if input.is_empty() || len == 0 {
        return;
    }
    let step = f64::from(from) * f64::from(speed) / f64::from(to);
    let last = input.len() - 1;
    let at = |i: usize| input[i.min(last)];
    out.reserve(len);
    for k in 0..len {
        let position = k as f64 * step;
        let i = position as usize;
        let t = (position - i as f64) as f32;
        let p0 = at(i.saturating_sub(1));
        let p1 = at(i);
        let p2 = at(i + 1);
        let p3 = at(i + 2);
        let value = p1
            + 0.5
                * t
                * (p2 - p0
                    + t * (2.0 * p0 - 5.0 * p1 + 4.0 * p2 - p3 + t * (3.0 * (p1 - p2) + p3 - p0)));
        out.push(value);
    }
}

/// Writes mono `samples` at `rate` as a 16-bit WAV file, atomically: the sound goes to a
/// temporary file in the same folder, renamed over `path` only once complete, so an error
/// never leaves a half-written file behind.
pub fn write_wav(path: &Path, samples: &[f32], rate: u32) -> Result<(), ClipError> {
    if rate == 0 {
        return Err(clip_error(path, "cannot write a sample rate of 0"));
    }
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => PathBuf::from("."),
    };
    let Some(file_name) = path.file_name() else {
        return Err(clip_error(path, "is not a file name"));
    };
    let temp = dir.join(format!(
        ".{}.{}.tmp",
        file_name.to_string_lossy(),
        std::process::id()
    ));
    let result = write_wav_to(&temp, samples, rate).and_then(|()| fs::rename(&temp, path));
    result.map_err(|e| {
        let _ = fs::remove_file(&temp);
        clip_error(path, e.to_string())
    })
}

fn write_wav_to(path: &Path, samples: &[f32], rate: u32) -> std::io::Result<()> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut file = BufWriter::new(fs::File::create(path)?);
    let mut writer = hound::WavWriter::new(&mut file, spec).map_err(io_error)?;
    for s in samples {
        let value = if s.is_finite() { *s } else { 0.0 };
        writer
            .write_sample((value.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16)
            .map_err(io_error)?;
    }
    writer.finalize().map_err(io_error)?;
    std::io::Write::flush(&mut file)?;
    file.get_ref().sync_all()
}

fn io_error(error: hound::Error) -> std::io::Error {
    match error {
        hound::Error::IoError(e) => e,
        other => std::io::Error::other(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clips_with_absurd_rates_lengths_or_sizes_are_refused_by_name() {
        let dir = tempfile::tempdir().unwrap();
        // 200 KB of samples at 1 Hz: days of sound once resampled. Refused before decoding.
        let slow = dir.path().join("slow.wav");
        write_wav(&slow, &vec![0.5; 50_000], 1).unwrap();
        let error = read_clip(&slow, usize::MAX).unwrap_err().to_string();
        assert!(
            error.contains("slow.wav") && error.contains("sample rate of 1 Hz"),
            "{error}"
        );
        let long = dir.path().join("long.wav");
        write_wav(&long, &vec![0.5; 8_000 * 11], 8_000).unwrap();
        let error = read_clip(&long, usize::MAX).unwrap_err().to_string();
        assert!(error.contains("longer than 10 seconds"), "{error}");
        let error = read_clip(Path::new("/dev/zero"), usize::MAX)
            .unwrap_err()
            .to_string();
        assert!(error.contains("is a device, not a file"), "{error}");
    }
    use crate::core::clock_speech::{ClockSpeech, SecondsStyle};

    const RATE: u32 = 16_000;

    /// A sine tone of `seconds` at `amplitude`, with `silence` seconds of silence on each side.
    fn tone(hz: f32, seconds: f32, amplitude: f32, silence: f32) -> Vec<f32> {
        let pad = vec![0.0; (silence * RATE as f32) as usize];
        let n = (seconds * RATE as f32) as usize;
        let body =
            (0..n).map(|i| amplitude * (std::f32::consts::TAU * hz * i as f32 / RATE as f32).sin());
        pad.iter()
            .copied()
            .chain(body)
            .chain(pad.iter().copied())
            .collect()
    }

    fn voice() -> ClipVoice {
        ClipVoice::from_samples([
            ("springer".to_owned(), tone(440.0, 0.30, 0.05, 0.0), RATE),
            ("felix".to_owned(), tone(660.0, 0.20, 0.8, 0.0), RATE),
            ("drei".to_owned(), tone(550.0, 0.25, 0.3, 0.1), RATE),
            ("laufer".to_owned(), tone(330.0, 0.10, 0.5, 0.0), RATE),
        ])
        .unwrap()
    }

    fn gap(seconds: f32, rate: u32) -> usize {
        (seconds * rate as f32).round() as usize
    }

    #[test]
    fn clip_names_are_folded_and_file_safe() {
        assert_eq!(clip_name("Läufer"), "laufer");
        assert_eq!(clip_name("ÉCHEC"), "echec");
        assert_eq!(clip_name("Weiß"), "weiss");
        assert_eq!(clip_name("Célestin"), "celestin");
        assert_eq!(clip_name("ω"), "_3c9_");
        assert_eq!(clip_name("a/b"), "a_20_b");
        assert_eq!(clip_name("a.b"), "a_20_b");
        for name in [clip_name("../x"), clip_name("Straße")] {
            assert!(name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
        }
    }

    #[test]
    fn pack_words_remove_placeholders_and_split_like_fold() {
        let fr = Voice::builtin("fr").unwrap();
        let words = pack_words(&fr);
        let names: Vec<&str> = words.iter().map(|w| w.name.as_str()).collect();
        for expected in [
            "echec", "mat", "vingt", "une", "ecoule", "controle", "temps",
        ] {
            assert!(
                names.contains(&expected),
                "{expected} missing from {names:?}"
            );
        }
        for placeholder in ["n", "nf", "side", "moves", "time"] {
            assert!(!names.contains(&placeholder), "{placeholder} leaked");
        }
        let ecoule = words.iter().find(|w| w.name == "ecoule").unwrap();
        assert_eq!(
            ecoule.spoken, "écoulé",
            "the synthesiser gets the accented word"
        );
        let fide = pack_words(&Voice::fide());
        assert!(fide.iter().any(|w| w.name == "hundert"));
        assert!(
            !fide.iter().any(|w| w.name == "hunderteinundzwanzig"),
            "compound numbers are built from their parts"
        );
    }

    #[test]
    fn compounds_use_the_fewest_recorded_pieces() {
        let known = ["hundert", "eins", "einundzwanzig", "ein", "und", "zwanzig"];
        let has = |p: &str| known.contains(&p);
        assert_eq!(
            compound("hunderteinundzwanzig", has),
            Some(vec!["hundert", "einundzwanzig"])
        );
        assert_eq!(compound("hunderteins", has), Some(vec!["hundert", "eins"]));
        assert_eq!(compound("hundertzwei", has), None);
        assert_eq!(compound("", has), Some(vec![]));
    }

    #[test]
    fn render_is_the_clips_joined_by_gaps() {
        let voice = voice();
        let len = |w: &str| voice.clip_len(w, RATE).unwrap();
        let out = voice.render("Springer Felix drei", RATE).unwrap();
        let expected = len("springer") + len("felix") + len("drei") + 2 * gap(WORD_GAP, RATE);
        assert_eq!(out.len(), expected);
        // The gap really is silence, right after the first word.
        let first = len("springer");
        assert!(
            out[first..first + gap(WORD_GAP, RATE)]
                .iter()
                .all(|s| *s == 0.0)
        );

        let paused = voice.render("Springer, Felix", RATE).unwrap();
        assert_eq!(
            paused.len(),
            len("springer") + len("felix") + gap(PHRASE_PAUSE, RATE)
        );
        assert!(voice.render("", RATE).unwrap().is_empty());
        assert!(voice.render(" ,. ", RATE).unwrap().is_empty());
    }

    #[test]
    fn silence_around_a_clip_is_trimmed() {
        let voice = voice();
        // 0.25 s of tone with 0.1 s of silence each side: the silence goes, a 5 ms margin stays.
        let len = voice.clip_len("drei", RATE).unwrap();
        let body = (0.25 * RATE as f32) as usize;
        assert!(
            len >= body && len <= body + gap(2.0 * TRIM_MARGIN, RATE) + 1,
            "{len}"
        );
    }

    #[test]
    fn resampling_scales_the_length_by_the_rate_ratio() {
        let voice = voice();
        let at_16k = voice.render("Springer Felix", RATE).unwrap().len() as f64;
        for rate in [22_050, 44_100, 48_000] {
            let out = voice.render("Springer Felix", rate).unwrap();
            let ratio = out.len() as f64 / at_16k;
            let expected = f64::from(rate) / f64::from(RATE);
            assert!(
                (ratio - expected).abs() < 0.001,
                "{rate}: {ratio} vs {expected}"
            );
            // The tone survives: same loudness after resampling.
            let level = rms(&out[..voice.clip_len("springer", rate).unwrap()]);
            assert!((level - TARGET_RMS).abs() < 0.01, "{rate}: {level}");
        }
    }

    #[test]
    fn speed_shortens_words_and_gaps() {
        let voice = voice();
        let normal = voice.render("Springer Felix drei", RATE).unwrap().len() as f32;
        let fast = voice
            .render_at("Springer Felix drei", RATE, 2.0)
            .unwrap()
            .len() as f32;
        let slow = voice
            .render_at("Springer Felix drei", RATE, 0.5)
            .unwrap()
            .len() as f32;
        assert!((fast / normal - 0.5).abs() < 0.01, "{}", fast / normal);
        assert!((slow / normal - 2.0).abs() < 0.01, "{}", slow / normal);
        let clamped = voice.render_at("Springer", RATE, 10.0).unwrap().len();
        assert_eq!(
            clamped,
            voice.render_at("Springer", RATE, 2.0).unwrap().len()
        );
        let nan = voice.render_at("Springer", RATE, f32::NAN).unwrap().len();
        assert_eq!(nan, voice.clip_len("springer", RATE).unwrap());
    }

    #[test]
    fn loudness_is_even_across_words() {
        let voice = voice();
        // Recorded at amplitudes 0.05 and 0.8: after loading both sit at the target level.
        for word in ["springer", "felix", "drei", "laufer"] {
            let out = voice.render(word, RATE).unwrap();
            let level = rms(&out);
            assert!(
                (level - TARGET_RMS).abs() < 0.01,
                "{word}: RMS {level}, want {TARGET_RMS}"
            );
            assert!(out.iter().all(|s| s.abs() <= PEAK_LIMIT + 1e-6));
        }
    }

    #[test]
    fn a_missing_word_is_named() {
        let voice = voice();
        let error = voice.render("Springer Turm drei Dame", RATE).unwrap_err();
        assert_eq!(error.word, "Turm");
        assert_eq!(error.name, "turm");
        assert!(error.to_string().contains("\"Turm\""), "{error}");
        assert_eq!(voice.check("Läufer, FELIX!"), Ok(()));
        assert!(voice.has_word("LÄUFER"));
    }

    #[test]
    fn broken_clip_files_are_named() {
        let dir = tempfile::tempdir().unwrap();
        let corrupt = dir.path().join("turm.wav");
        std::fs::write(&corrupt, b"RIFF....WAVEnot really").unwrap();
        let error = ClipVoice::load(dir.path()).unwrap_err();
        assert_eq!(error.file, corrupt);
        assert!(error.to_string().starts_with("clip file "), "{error}");
        assert!(error.to_string().contains("turm.wav"), "{error}");

        std::fs::remove_file(&corrupt).unwrap();
        let silent = dir.path().join("dame.wav");
        write_wav(&silent, &[0.0; 800], RATE).unwrap();
        let error = ClipVoice::load(dir.path()).unwrap_err();
        assert_eq!(error.file, silent);
        assert!(error.problem.contains("no sound"), "{error}");

        std::fs::remove_file(&silent).unwrap();
        let error = ClipVoice::load(dir.path()).unwrap_err();
        assert!(error.problem.contains("no .wav clips"), "{error}");
        let error = ClipVoice::load(dir.path().join("absent")).unwrap_err();
        assert!(error.to_string().contains("absent"), "{error}");
    }

    #[test]
    fn wav_files_round_trip_and_are_written_atomically() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("felix.wav");
        let samples = tone(440.0, 0.2, 0.5, 0.0);
        write_wav(&path, &samples, RATE).unwrap();
        let reader = hound::WavReader::open(&path).unwrap();
        assert_eq!(reader.spec().sample_rate, RATE);
        assert_eq!(reader.spec().channels, 1);
        assert_eq!(reader.len() as usize, samples.len());
        let voice = ClipVoice::load(dir.path()).unwrap();
        assert_eq!(voice.len(), 1);
        assert!(voice.has_word("Felix"));

        // Into a folder that does not exist: an error naming the file, and nothing left behind.
        let missing = dir.path().join("no-such-dir").join("out.wav");
        let error = write_wav(&missing, &samples, RATE).unwrap_err();
        assert_eq!(error.file, missing);
        // Over a directory: the rename fails, and the temporary file is removed.
        let blocked = dir.path().join("blocked.wav");
        std::fs::create_dir(&blocked).unwrap();
        std::fs::write(blocked.join("inside"), b"x").unwrap();
        assert!(write_wav(&blocked, &samples, RATE).is_err());
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(names.iter().all(|n| !n.contains(".tmp")), "{names:?}");
    }

    /// A folder holding a clip for every word of the fide pack (short tones), as a pack would.
    fn folder_with_fide_words(dir: &Path, seconds: f32) -> Vec<PackWord> {
        let words = pack_words(&Voice::fide());
        let sound = tone(440.0, seconds, 0.5, 0.0);
        for word in &words {
            write_wav(&dir.join(format!("{}.wav", word.name)), &sound, RATE).unwrap();
        }
        words
    }

    #[test]
    fn a_voice_loads_only_its_words_and_never_opens_another_file() {
        let dir = tempfile::tempdir().unwrap();
        let words = folder_with_fide_words(dir.path(), 0.05);
        // 50 big files that are not clips of the voice: garbage of 1 MB each (sparse, so the
        // disk holds almost nothing), which any attempt to read as a clip would refuse.
        // Loading never opens them.
        let garbage = vec![0xA5_u8; 1000];
        for i in 0..50 {
            let path = dir.path().join(format!("extra{i}.wav"));
            fs::write(&path, &garbage).unwrap();
            fs::OpenOptions::new()
                .write(true)
                .open(&path)
                .unwrap()
                .set_len(1024 * 1024)
                .unwrap();
        }
        let voice = Voice::fide();
        let clips = ClipVoice::load_for(dir.path(), &voice).unwrap();
        assert_eq!(clips.len(), words.len());
        assert!(!clips.has_word("extra0"));
        clips.check("hunderteinundzwanzig").unwrap();
        // The whole-folder loader does read them, and says which file is broken.
        let error = ClipVoice::load(dir.path()).unwrap_err();
        assert!(error.file.to_string_lossy().contains("extra"), "{error}");

        // A word of the voice without its file is left out: saying it names the word.
        let missing = words.iter().find(|w| w.name == "hundert").unwrap();
        fs::remove_file(dir.path().join("hundert.wav")).unwrap();
        let clips = ClipVoice::load_for(dir.path(), &voice).unwrap();
        assert_eq!(clips.check(&missing.spoken).unwrap_err().name, "hundert");
        // A needed clip that is broken is named.
        fs::write(dir.path().join("hundert.wav"), &garbage).unwrap();
        let error = ClipVoice::load_for(dir.path(), &voice).unwrap_err();
        assert_eq!(error.file, dir.path().join("hundert.wav"));
        assert!(error.to_string().starts_with("clip file "), "{error}");

        let empty = tempfile::tempdir().unwrap();
        fs::write(empty.path().join("other.wav"), &garbage).unwrap();
        let error = ClipVoice::load_for(empty.path(), &voice).unwrap_err();
        assert_eq!(error.subject, ClipSubject::Folder);
        assert!(error.problem.contains("no .wav clip of a word"), "{error}");
    }

    /// A 16-bit mono WAV of `frames` at `rate`: 100 loud samples, then silence never written.
    fn sparse_wav(path: &Path, rate: u32, frames: u32) {
        let data = frames * 2;
        let mut header = Vec::new();
        header.extend_from_slice(b"RIFF");
        header.extend_from_slice(&(36 + data).to_le_bytes());
        header.extend_from_slice(b"WAVEfmt ");
        header.extend_from_slice(&16_u32.to_le_bytes());
        header.extend_from_slice(&1_u16.to_le_bytes());
        header.extend_from_slice(&1_u16.to_le_bytes());
        header.extend_from_slice(&rate.to_le_bytes());
        header.extend_from_slice(&(rate * 2).to_le_bytes());
        header.extend_from_slice(&2_u16.to_le_bytes());
        header.extend_from_slice(&16_u16.to_le_bytes());
        header.extend_from_slice(b"data");
        header.extend_from_slice(&data.to_le_bytes());
        for i in 0..100_i16 {
            header.extend_from_slice(&(i * 100).to_le_bytes());
        }
        fs::write(path, &header).unwrap();
        fs::OpenOptions::new()
            .write(true)
            .open(path)
            .unwrap()
            .set_len(44 + u64::from(data))
            .unwrap();
    }

    #[test]
    fn needed_clips_holding_too_much_sound_together_are_refused_naming_the_folder() {
        let dir = tempfile::tempdir().unwrap();
        // Each word of the pack 9 s at 192 kHz (under the 10 s of one clip): a short sound, then
        // silence left sparse, so the files take almost no disk. Ten of them pass the bound.
        let (rate, frames) = (192_000_u32, 9 * 192_000_u32);
        let words = pack_words(&Voice::fide());
        for word in &words {
            sparse_wav(&dir.path().join(format!("{}.wav", word.name)), rate, frames);
        }
        assert!(words.len() * frames as usize > CLIPS_MAX_SAMPLES);
        assert!(10 * frames as usize > CLIPS_MAX_SAMPLES);
        let error = ClipVoice::load_for(dir.path(), &Voice::fide()).unwrap_err();
        assert_eq!(error.subject, ClipSubject::Folder);
        assert_eq!(error.file, dir.path());
        let text = error.to_string();
        assert!(
            text.starts_with(&format!("clip folder {}: ", dir.path().display())),
            "{text}"
        );
        assert!(text.contains("64 MB"), "{text}");
        assert_eq!(text.lines().count(), 1, "{text}");
    }

    fn builtin_clips(name: &str) -> ClipVoice {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("voices")
            .join(name)
            .join("clips");
        let voice = Voice::builtin(name).unwrap();
        ClipVoice::load(&dir).unwrap().with_numbers_of(&voice)
    }

    #[test]
    fn only_the_voices_numbers_are_built_from_parts() {
        let clips = builtin_clips("fide");
        assert!(clips.check("hunderteinundzwanzig").is_ok());
        // "Annabella" is Anna + Bella, both recorded, but not a word of the voice: refused.
        let missing = clips.check("Annabella").unwrap_err();
        assert_eq!(missing.word, "Annabella");
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("voices/fide/clips");
        let bare = ClipVoice::load(&dir).unwrap();
        assert!(bare.check("hunderteinundzwanzig").is_err());
    }

    #[test]
    fn every_builtin_pack_has_a_clip_for_every_word_it_can_say() {
        for voice in Voice::builtins() {
            let clips = builtin_clips(voice.name());
            let words = pack_words(&voice);
            for word in &words {
                assert!(
                    clips.has_word(&word.spoken),
                    "{}: no clip {}.wav for \"{}\" (run voices/make-clips.sh)",
                    voice.name(),
                    word.name,
                    word.spoken
                );
            }
            assert_eq!(clips.len(), words.len(), "{}: stray clips", voice.name());
            // What the program really says: every number, and the clock's phrases.
            for n in 0..1000 {
                for number in [voice.number(n), voice.number_feminine(n)] {
                    clips.check(&number.unwrap()).unwrap();
                }
            }
            let speech = ClockSpeech::new(&voice, SecondsStyle::Tenths);
            for ms in (0..4 * 3_600_000).step_by(7_300) {
                clips.check(&speech.duration(ms)).unwrap();
            }
            for n in 0..120 {
                clips.check(&speech.moves(n)).unwrap();
            }
        }
    }
}
