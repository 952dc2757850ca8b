//! The check that a sound is speech, made on every utterance before the recogniser: its cost
//! per second of sound. Noise is the dearest case (no period is found early, every lag is
//! searched); a buzz with a gliding pitch, in syllables, the cheapest.

use std::hint::black_box;

use annabella::hearing::decoding::SoundProfile;
use criterion::{Criterion, criterion_group, criterion_main};

/// One second of white noise (xorshift32), ±8 000.
fn noise() -> Vec<i16> {
    let mut state = 0x2545_f491_u32;
    (0..16_000)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            i16::try_from(state % 16_001).unwrap_or(0) - 8_000
        })
        .collect()
}

/// One second of syllables: a sawtooth whose pitch glides from 140 to 110 Hz, 170 ms on and
/// 80 ms off.
fn syllables() -> Vec<i16> {
    let mut phase = 0.0_f64;
    (0..16_000_u32)
        .map(|n| {
            let within = n % 4_000;
            let pitch = 140.0 - 30.0 * f64::from(within) / 4_000.0;
            phase = (phase + pitch / 16_000.0).fract();
            if within < 2_720 {
                // At most ±6 000: the cast is exact enough.
                #[allow(clippy::cast_possible_truncation)]
                let sample = ((phase - 0.5) * 12_000.0) as i16;
                sample
            } else {
                0
            }
        })
        .collect()
}

fn speech_check(c: &mut Criterion) {
    let noise = noise();
    let syllables = syllables();
    c.bench_function("speech check: one second of noise", |b| {
        b.iter(|| SoundProfile::of(black_box(&noise)));
    });
    c.bench_function("speech check: one second of syllables", |b| {
        b.iter(|| SoundProfile::of(black_box(&syllables)));
    });
}

criterion_group!(benches, speech_check);
criterion_main!(benches);
