//! Whether a sound is speech at all, weighed on the sound itself before the recogniser hears it.
//!
//! The recogniser bends any sound into the phrase that fits it best, and tones, sweeps and the
//! hall's noise once fitted moves well enough to be played or read back. A voice has what those
//! sounds lack all together: vowels, periodic at a pitch of 70 to 400 Hz with their energy in
//! formants well above the pitch (see [`frame`]); in syllables, stretches of a fraction of a
//! second between consonants and pauses; and a pitch that glides all the time, where a
//! synthesiser's or an instrument's note holds still and noise that happens to repeat jumps
//! about (see [`profile`]). A sound without enough of each is not heard at all.

mod frame;
mod pitch;
mod profile;

pub use profile::SoundProfile;

/// At least this much vowel (10 ms frames): espeak-ng's shortest "Zeit" has 8, its moves 29 and
/// more; a tone under noise that happens to repeat gives 6 at most.
pub const MIN_VOICED_FRAMES: usize = 8;
/// A vowel held longer than this (10 ms frames) is a note, not a syllable (espeak-ng's slowest
/// "ja" holds 48).
pub const MAX_VOICED_RUN: usize = 100;
/// A voice's pitch glides at least this much from one voiced frame to the next (the median, in
/// octaves): espeak-ng's voices glide 0.005 to 0.04; held notes 0.0006 at most.
pub const MIN_PITCH_GLIDE: f64 = 0.002;
/// … and at most this much: noise that repeats by chance jumps 0.4 octaves a frame.
pub const MAX_PITCH_GLIDE: f64 = 0.1;

/// The longest talk (10 ms frames from the first vowel to the last) a move is played from at
/// once: espeak-ng's slowest long capture takes 2.3 s; a hall's babble of two or more voices
/// goes on without end, and a move the recogniser finds in it is only read back.
pub const MOVE_TALK: usize = 350;
/// The longest talk heard as a spoken yes or no: one word (espeak-ng's slowest "ja" takes
/// 0.5 s, its "äh hm" 0.2 s). Longer talk while a question waits is not an answer to it.
pub const ANSWER_TALK: usize = 150;

/// Whether `samples` (16 kHz mono) sound like someone speaking.
pub fn is_speech(samples: &[i16]) -> bool {
    SoundProfile::of(samples).is_speech()
}

impl SoundProfile {
    /// Whether this sound is a voice speaking: enough vowel, in syllables, its pitch gliding.
    pub fn is_speech(&self) -> bool {
        self.voiced_frames >= MIN_VOICED_FRAMES
            && self.longest_voiced_run <= MAX_VOICED_RUN
            && (MIN_PITCH_GLIDE..=MAX_PITCH_GLIDE).contains(&self.pitch_glide)
    }

    /// Whether the talk went on longer than a move takes to say (`MOVE_TALK`).
    pub fn longer_than_a_move(&self) -> bool {
        self.voiced_span > MOVE_TALK
    }

    /// Whether the talk went on longer than a yes or a no (`ANSWER_TALK`).
    pub fn longer_than_an_answer(&self) -> bool {
        self.voiced_span > ANSWER_TALK
    }
}

#[cfg(test)]
pub mod spoken;
#[cfg(test)]
mod tests;
