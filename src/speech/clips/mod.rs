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
//!
//! One concept a file: which clip a word is (`words.rs`), reading and preparing the recordings
//! (`recording.rs`), a loaded voice finding and joining its clips (`voice.rs`), the samples'
//! arithmetic (`signal.rs`) and what can go wrong (`error.rs`).

mod error;
mod recording;
mod signal;
mod voice;
mod words;

pub use error::{ClipError, ClipSubject, MissingWord};
pub use recording::{CLIPS_MAX_SAMPLES, TARGET_RMS};
pub use signal::{resample_into, rms, write_wav};
pub use voice::{ClipVoice, PHRASE_PAUSE, RATE_RANGE, WORD_GAP};
pub use words::{MIN_PIECE, PackWord, clip_name, compound, pack_words, split_words};

#[cfg(test)]
mod tests;
