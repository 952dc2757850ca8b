//! Sample-rate conversion for speech: a low-pass (moving average over the input samples one
//! output sample spans) when lowering the rate, then linear interpolation. Plenty for a
//! recogniser that looks at 25 ms frames below 7 kHz; exact enough to keep words apart.

/// `samples` at `from` Hz, resampled to `to` Hz.
// Sample counts stay far below 2^52 (an utterance is capped at 20 s) and positions are never
// negative: the float casts are exact.
#[allow(clippy::cast_precision_loss, clippy::cast_sign_loss)]
pub fn to_rate(samples: &[i16], from: u32, to: u32) -> Vec<i16> {
    if from == to || samples.is_empty() {
        return samples.to_vec();
    }
    let smoothed = if from > to {
        moving_average(samples, (from as usize).div_ceil(to as usize))
    } else {
        samples.to_vec()
    };
    let step = f64::from(from) / f64::from(to);
    let out_len = ((samples.len() as f64) / step).floor() as usize;
    let last = smoothed.len() - 1;
    (0..out_len)
        .map(|n| {
            let position = n as f64 * step;
            let index = (position.floor() as usize).min(last);
            let next = (index + 1).min(last);
            let fraction = position - index as f64;
            let value = f64::from(smoothed[index]) * (1.0 - fraction)
                + f64::from(smoothed[next]) * fraction;
            value
                .round()
                .clamp(f64::from(i16::MIN), f64::from(i16::MAX)) as i16
        })
        .collect()
}

/// Each sample averaged with its `width - 1` neighbours (centred).
// A window is at most a few samples wide: the cast is exact.
#[allow(clippy::cast_possible_wrap)]
fn moving_average(samples: &[i16], width: usize) -> Vec<i16> {
    if width <= 1 {
        return samples.to_vec();
    }
    let half = width / 2;
    let mut prefix: Vec<i64> = Vec::with_capacity(samples.len() + 1);
    prefix.push(0);
    for sample in samples {
        let previous = prefix.last().copied().unwrap_or_default();
        prefix.push(previous + i64::from(*sample));
    }
    (0..samples.len())
        .map(|n| {
            let start = n.saturating_sub(half);
            let end = (n + width - half).min(samples.len());
            let sum = prefix[end] - prefix[start];
            // The mean of i16 values is an i16.
            i16::try_from(sum / (end - start) as i64).unwrap_or_default()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_follow_the_ratio() {
        let second_at_48k = vec![1000_i16; 48_000];
        assert_eq!(to_rate(&second_at_48k, 48_000, 16_000).len(), 16_000);
        let second_at_8k = vec![1000_i16; 8_000];
        assert_eq!(to_rate(&second_at_8k, 8_000, 16_000).len(), 16_000);
        assert_eq!(to_rate(&[], 8_000, 16_000), Vec::<i16>::new());
    }

    #[test]
    fn a_constant_stays_constant() {
        let resampled = to_rate(&vec![1234_i16; 44_100], 44_100, 16_000);
        assert!(resampled.iter().all(|s| *s == 1234));
    }

    #[test]
    fn a_tone_above_the_new_band_is_damped() {
        // 12 kHz at 48 kHz: above the 8 kHz Nyquist limit once at 16 kHz, it would fold back.
        let tone: Vec<i16> = (0..48_000)
            .map(|n| {
                (10_000.0 * (f64::from(n) * 12_000.0 / 48_000.0 * std::f64::consts::TAU).sin())
                    as i16
            })
            .collect();
        let resampled = to_rate(&tone, 48_000, 16_000);
        let peak = resampled.iter().map(|s| s.unsigned_abs()).max().unwrap();
        assert!(peak <= 5_000, "{peak}");
    }
}
