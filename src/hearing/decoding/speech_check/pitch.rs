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
    // d(lag) = the window's energy + the lagged window's energy - twice their product: the
    // energies from running sums of squares, so each lag costs one product. The search stops at
    // the bottom of the first dip under the threshold (a voice's period is found early).
    let squares: Vec<f64> = std::iter::once(0.0)
        .chain(span[..SPAN].iter().scan(0.0, |sum, s| {
            *sum += s * s;
            Some(*sum)
        }))
        .collect();
    let energy = |from: usize| squares[from + WINDOW] - squares[from];
    let window = &span[..WINDOW];
    let mut running = 0.0;
    let mut normalised = [1.0_f64; MAX_LAG + 1];
    let mut dip: Option<usize> = None;
    for lag in 1..=MAX_LAG {
        let product: f64 = window
            .iter()
            .zip(&span[lag..lag + WINDOW])
            .map(|(a, b)| a * b)
            .sum();
        let difference = (energy(0) + energy(lag) - 2.0 * product).max(0.0);
        running += difference;
        if running <= 0.0 {
            return None;
        }
        // At most 228: the cast is exact.
        #[allow(clippy::cast_precision_loss)]
        let lag_f = lag as f64;
        normalised[lag] = difference * lag_f / running;
        match dip {
            Some(bottom) if normalised[lag] >= normalised[bottom] => break,
            Some(_) => dip = Some(lag),
            None if lag >= 2 && normalised[lag] < DIP => dip = Some(lag),
            None => {}
        }
    }
    // The first dip under the threshold, at its bottom; else the deepest lag.
    let period = dip.unwrap_or_else(|| {
        (2..=MAX_LAG)
            .min_by(|&a, &b| normalised[a].total_cmp(&normalised[b]))
            .unwrap_or(MAX_LAG)
    });
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
