//! The periodicity of one stretch of sound: YIN's cumulative mean normalised difference
//! (de Cheveigné and Kawahara, 2002). A voice's vowels repeat with the period of the vocal folds;
//! noise does not repeat at all, and brown noise's slow drift, which fools a plain
//! autocorrelation, has a difference that only grows with the lag, so no dip is found.

/// The lags listened for, in samples at 16 kHz: from 2 (so that a high tone is found at its own
/// short period and not at a multiple of it that falls in the voice's range) to 228 (70 Hz).
pub const MAX_LAG: usize = 228;
/// The samples one frame's difference is summed over (16 ms).
pub const WINDOW: usize = 256;
/// The samples one frame's periodicity reads: the window and the longest lag.
pub const SPAN: usize = WINDOW + MAX_LAG;
/// A lag whose normalised difference falls below this is the period (YIN's absolute threshold).
const DIP: f64 = 0.2;

/// How periodic a stretch is and at what period.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Periodicity {
    /// The period in samples (at the deepest dip, when none falls below the threshold).
    pub period: usize,
    /// The period between samples: the dip's bottom found by a parabola through its three
    /// lowest points (a held note stays put; a voice's pitch glides).
    pub fine_period: f64,
    /// The normalised difference at that period: 0 for a perfect repetition, about 1 for noise.
    pub aperiodicity: f64,
}

/// The periodicity of `span` (at least [`SPAN`] samples; `None` when shorter or silent).
pub fn periodicity(span: &[f64]) -> Option<Periodicity> {
    if span.len() < SPAN {
        return None;
    }
    let mut difference = [0.0_f64; MAX_LAG + 1];
    for (lag, slot) in difference.iter_mut().enumerate().skip(1) {
        *slot = span[..WINDOW]
            .iter()
            .zip(&span[lag..lag + WINDOW])
            .map(|(a, b)| (a - b) * (a - b))
            .sum();
    }
    let mut running = 0.0;
    let mut normalised = [1.0_f64; MAX_LAG + 1];
    for lag in 1..=MAX_LAG {
        running += difference[lag];
        if running <= 0.0 {
            return None;
        }
        // At most 228: the cast is exact.
        #[allow(clippy::cast_precision_loss)]
        let lag_f = lag as f64;
        normalised[lag] = difference[lag] * lag_f / running;
    }
    // The first lag under the threshold, followed down to its own minimum; else the deepest.
    let first = (2..=MAX_LAG).find(|&lag| normalised[lag] < DIP);
    let period = match first {
        Some(mut lag) => {
            while lag < MAX_LAG && normalised[lag + 1] < normalised[lag] {
                lag += 1;
            }
            lag
        }
        None => (2..=MAX_LAG)
            .min_by(|&a, &b| normalised[a].total_cmp(&normalised[b]))
            .unwrap_or(MAX_LAG),
    };
    Some(Periodicity {
        period,
        fine_period: between(&normalised, period),
        aperiodicity: normalised[period],
    })
}

/// Where the parabola through `curve`'s values at `at - 1`, `at`, `at + 1` bottoms out.
// Lags are at most 228: the cast is exact.
#[allow(clippy::cast_precision_loss)]
fn between(curve: &[f64], at: usize) -> f64 {
    let centre = at as f64;
    let (Some(&before), Some(&here), Some(&after)) =
        (curve.get(at - 1), curve.get(at), curve.get(at + 1))
    else {
        return centre;
    };
    let bend = before - 2.0 * here + after;
    if bend <= 0.0 {
        return centre;
    }
    centre + ((before - after) / (2.0 * bend)).clamp(-0.5, 0.5)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sine(hz: f64, n: usize) -> Vec<f64> {
        (0..n)
            .map(|i| {
                (std::f64::consts::TAU * hz * f64::from(u32::try_from(i).unwrap()) / 16_000.0).sin()
                    * 1000.0
            })
            .collect()
    }

    #[test]
    fn a_tone_is_found_at_its_own_period() {
        for (hz, period) in [(100.0, 160), (200.0, 80), (1_000.0, 16), (4_000.0, 4)] {
            let found = periodicity(&sine(hz, SPAN)).unwrap();
            assert_eq!(found.period, period, "{hz} Hz");
            assert!(found.aperiodicity < 0.05, "{hz} Hz: {found:?}");
        }
    }

    #[test]
    fn white_and_brown_noise_do_not_repeat_and_silence_is_nothing() {
        let mut state = 0x2545_f491_u32;
        let mut white = || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            f64::from(state % 2001) - 1000.0
        };
        let noise: Vec<f64> = (0..SPAN).map(|_| white()).collect();
        assert!(periodicity(&noise).unwrap().aperiodicity > 0.5);
        let mut level = 0.0;
        let brown: Vec<f64> = (0..SPAN)
            .map(|_| {
                level = (level + white() * 0.05) * 0.999;
                level
            })
            .collect();
        assert!(periodicity(&brown).unwrap().aperiodicity > 0.3);
        assert_eq!(periodicity(&[0.0; SPAN]), None);
        assert_eq!(periodicity(&[1.0; 10]), None);
    }
}
