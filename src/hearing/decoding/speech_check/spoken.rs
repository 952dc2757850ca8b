//! A voice made in code for the tests that need speech without a synthesiser: syllables of a
//! vowel (pulses of the vocal folds at a falling pitch through two formant resonators) between
//! short pauses, as the gate hears espeak-ng's.

use std::f64::consts::{PI, TAU};

/// One syllable's vowel and the pause after it, in samples at 16 kHz.
const VOWEL: usize = 2_720;
const PAUSE: usize = 1_280;
/// The vowels' first and second formants, in Hz, one syllable after another.
const FORMANTS: [(f64, f64); 3] = [(700.0, 1_200.0), (400.0, 2_000.0), (550.0, 1_600.0)];

/// `ms` of syllables said by the voice, 16 kHz mono.
pub fn syllables(ms: usize) -> Vec<i16> {
    let length = ms * 16;
    let mut samples = Vec::with_capacity(length);
    let mut syllable = 0;
    while samples.len() < length {
        let (first, second) = FORMANTS[syllable % FORMANTS.len()];
        let start_pitch = 110.0 + 15.0 * f64::from(u8::try_from(syllable % 3).unwrap_or(0));
        let mut one = Resonator::new(first);
        let mut two = Resonator::new(second);
        let mut phase = 0.0;
        for n in 0..VOWEL {
            // The pitch falls by a fifth of itself through the vowel.
            let pitch =
                start_pitch * (1.0 - 0.2 * f64::from(u16::try_from(n).unwrap_or(0)) / 2_720.0);
            phase += pitch / 16_000.0;
            let pulse = if phase >= 1.0 {
                phase -= 1.0;
                1.0
            } else {
                0.0
            };
            let sound = two.take(one.take(pulse));
            samples.push(sound);
        }
        samples.extend(std::iter::repeat_n(0.0, PAUSE));
        syllable += 1;
    }
    samples.truncate(length);
    let peak = samples.iter().fold(0.0_f64, |peak, s| peak.max(s.abs()));
    let scale = if peak > 0.0 { 9_000.0 / peak } else { 0.0 };
    samples
        .iter()
        .map(|s| {
            // Scaled to at most 9 000: the cast is exact enough.
            #[allow(clippy::cast_possible_truncation)]
            let sample = (s * scale).round() as i16;
            sample
        })
        .collect()
}

/// A two-pole resonance at a formant, 80 Hz wide.
struct Resonator {
    a1: f64,
    a2: f64,
    last: f64,
    before: f64,
}

impl Resonator {
    fn new(hz: f64) -> Resonator {
        let radius = (-PI * 80.0 / 16_000.0).exp();
        Resonator {
            a1: 2.0 * radius * (TAU * hz / 16_000.0).cos(),
            a2: -radius * radius,
            last: 0.0,
            before: 0.0,
        }
    }

    fn take(&mut self, input: f64) -> f64 {
        let out = input + self.a1 * self.last + self.a2 * self.before;
        self.before = self.last;
        self.last = out;
        out
    }
}
