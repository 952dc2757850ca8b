//! What one 10 ms step of sound is: how loud, and whether it is a voice's vowel (periodic at a
//! pitch of the human range, with harmonics well above it), at what pitch.

use super::pitch::{MAX_LAG, WINDOW, periodicity};
use crate::hearing::decoding::SAMPLE_RATE;

/// The lowest pitch of a voice heard as one (a deep bass speaks above it).
pub const LOWEST_PITCH: f64 = 70.0;
/// The highest (a child's raised voice).
pub const HIGHEST_PITCH: f64 = 400.0;
/// A frame repeating at least this well is voiced (YIN's normalised difference).
const VOICED: f64 = 0.25;
/// A voiced frame's brightness is at least this many times its pitch: a vowel's energy lies in
/// its formants, well above the pitch (espeak-ng's voices, male and female, in four languages
/// keep nearly every vowel frame at 2.5); a pure tone's brightness is its own frequency (1×),
/// and a tone under noise stays near it (see [`periodic_brightness`]).
pub const HARMONIC_RICHNESS: f64 = 2.5;

/// One frame, measured.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    /// The mean square of the window (samples of 16 bits).
    pub energy: f64,
    /// The pitch in Hz, when the frame is voiced.
    pub pitch: Option<f64>,
}

impl Frame {
    /// Measures the frame whose window starts at `span`'s first sample (`span` holds at least
    /// [`super::pitch::SPAN`] samples, the lags after the window included).
    // Lengths are far below 2^52: the casts are exact.
    #[allow(clippy::cast_precision_loss)]
    pub fn measure(span: &[f64]) -> Frame {
        let window = &span[..WINDOW.min(span.len())];
        let count = window.len().max(1) as f64;
        let mean = window.iter().sum::<f64>() / count;
        let energy = window.iter().map(|s| (s - mean) * (s - mean)).sum::<f64>() / count;
        let pitch = periodicity(span).and_then(|found| {
            let pitch = f64::from(SAMPLE_RATE) / found.fine_period;
            let voiced = found.aperiodicity <= VOICED
                && found.period <= MAX_LAG
                && (LOWEST_PITCH..=HIGHEST_PITCH).contains(&pitch)
                && periodic_brightness(span, found.period) >= pitch * HARMONIC_RICHNESS;
            voiced.then_some(pitch)
        });
        Frame { energy, pitch }
    }
}

/// The brightness in Hz of the part of `span`'s window that repeats with `period`: the frequency
/// of a sine with the same ratio of slope (a sample's change from the last) to level, a cheap
/// spectral centroid with no transform. The sum of the window and its copy one period on holds
/// the repeating part twice and half of what does not repeat, their difference only that half:
/// the one less the other leaves the repeating part, so a tone under noise is as dull as the tone
/// alone, however bright the noise.
fn periodic_brightness(span: &[f64], period: usize) -> f64 {
    let window = &span[..WINDOW];
    let later = &span[period..period + WINDOW];
    let (mut energy, mut slope) = (0.0, 0.0);
    let mut last: Option<(f64, f64)> = None;
    for (a, b) in window.iter().zip(later) {
        let (sum, difference) = (a + b, a - b);
        energy += sum * sum - difference * difference;
        if let Some((last_sum, last_difference)) = last {
            let (rise, change) = (sum - last_sum, difference - last_difference);
            slope += rise * rise - change * change;
        }
        last = Some((sum, difference));
    }
    if energy <= 0.0 || slope <= 0.0 {
        return 0.0;
    }
    // For a sine of angular step w, slope / energy is 2 (1 - cos w).
    let cos = (1.0 - slope / (2.0 * energy)).clamp(-1.0, 1.0);
    cos.acos() * f64::from(SAMPLE_RATE) / std::f64::consts::TAU
}

#[cfg(test)]
mod tests {
    use super::super::pitch::SPAN;
    use super::*;

    fn sine(hz: f64, amplitude: f64) -> Vec<f64> {
        (0..SPAN)
            .map(|i| {
                (std::f64::consts::TAU * hz * f64::from(u32::try_from(i).unwrap()) / 16_000.0).sin()
                    * amplitude
            })
            .collect()
    }

    #[test]
    fn a_tone_is_as_bright_as_its_frequency_under_noise_too_and_never_voiced() {
        let mut state = 0x2545_f491_u32;
        for hz in [80.0, 150.0, 300.0, 1_000.0, 3_000.0] {
            let tone = sine(hz, 8_000.0);
            let found = periodicity(&tone).unwrap();
            let bright = periodic_brightness(&tone, found.period);
            assert!((bright - hz).abs() < hz * 0.05, "{hz} Hz: {bright}");
            assert_eq!(Frame::measure(&tone).pitch, None, "{hz} Hz");
            // Under a white noise 14 dB below it, still not brighter than twice itself.
            let noisy: Vec<f64> = tone
                .iter()
                .map(|s| {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    s + f64::from(state % 4001) - 2000.0
                })
                .collect();
            let found = periodicity(&noisy).unwrap();
            let bright = periodic_brightness(&noisy, found.period);
            assert!(bright < hz * 2.0, "{hz} Hz under noise: {bright}");
        }
    }

    #[test]
    fn a_buzz_with_harmonics_is_voiced_at_its_pitch() {
        // A sawtooth at 125 Hz: harmonics to the top, as the vocal folds' pulses have.
        let saw: Vec<f64> = (0..SPAN)
            .map(|i| f64::from(u16::try_from(i % 128).unwrap()) * 100.0 - 6_400.0)
            .collect();
        let pitch = Frame::measure(&saw).pitch.unwrap();
        assert!((pitch - 125.0).abs() < 0.1, "{pitch}");
    }
}
