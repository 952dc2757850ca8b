//! The faint noise floor the recogniser hears before and after the speech.

/// How much quiet the recogniser is given before and after the speech: 0.4 s at 16 kHz.
pub const LEAD_SAMPLES: usize = 6_400;

/// The samples with a faint, fixed noise floor before and after them. The recogniser estimates
/// the room's noise and the voice's average spectrum from the first frames: a recording that
/// starts on the first syllable (as a synthesiser writes it) or on digital silence would
/// otherwise be heard worse than the same words said in a room. The noise is the same for every
/// call, so an utterance is always heard the same way.
pub fn with_lead(samples: &[i16]) -> Vec<i16> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_speech_is_framed_by_the_same_faint_noise_every_time() {
        let padded = with_lead(&[1000, -1000]);
        assert_eq!(padded.len(), 2 + 2 * LEAD_SAMPLES);
        assert_eq!(padded, with_lead(&[1000, -1000]));
        let (before, rest) = padded.split_at(LEAD_SAMPLES);
        assert!(before.iter().all(|s| s.abs() <= 8));
        assert!(before.iter().any(|s| *s != 0));
        assert!((992..=1008).contains(&rest[0]));
        assert!((-1008..=-992).contains(&rest[1]));
    }
}
