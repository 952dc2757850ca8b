use super::*;

/// Prints the profile of every WAV under `ANNABELLA_PROFILE_DIR` (a tuning aid).
#[test]
#[ignore = "a tuning aid: ANNABELLA_PROFILE_DIR=folder of WAVs"]
fn profiles_of_a_folder() {
    let dir = std::env::var("ANNABELLA_PROFILE_DIR").unwrap();
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    paths.sort();
    for path in paths {
        let bytes = std::fs::read(&path).unwrap();
        let Ok(utterance) = crate::hearing::decoding::read_wav(&bytes, "x") else {
            continue;
        };
        let p = SoundProfile::of(utterance.samples());
        println!(
            "{:40} speech={} frames={} loud={} voiced={} runs={} longest={} glide={:.4} talk={}",
            path.file_name().unwrap().to_string_lossy(),
            p.is_speech(),
            p.frames,
            p.loud_frames,
            p.voiced_frames,
            p.voiced_runs,
            p.longest_voiced_run,
            p.pitch_glide,
            p.voiced_span,
        );
    }
}

fn sine(hz: f64, amplitude: f64, phase: f64, samples: usize) -> Vec<i16> {
    (0..samples)
        .map(|n| {
            let at = std::f64::consts::TAU * hz * f64::from(u32::try_from(n).unwrap()) / 16_000.0
                + phase;
            (at.sin() * amplitude).round() as i16
        })
        .collect()
}

/// White noise from `seed` (xorshift32), ±`amplitude`.
fn white(seed: u32, amplitude: u32, samples: usize) -> Vec<i16> {
    let mut state = seed.max(1);
    (0..samples)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            let level = i64::from(state % (2 * amplitude + 1)) - i64::from(amplitude);
            i16::try_from(level).unwrap()
        })
        .collect()
}

#[test]
fn the_voice_made_in_code_is_speech_from_one_syllable_on() {
    for ms in [400, 800, 2_000, 5_000] {
        let profile = SoundProfile::of(&spoken::syllables(ms));
        assert!(profile.is_speech(), "{ms} ms: {profile:?}");
    }
    // Under a noise floor too.
    let mut voice = spoken::syllables(2_000);
    for (sample, noise) in voice.iter_mut().zip(white(7, 300, 32_000)) {
        *sample = sample.saturating_add(noise);
    }
    assert!(is_speech(&voice));
}

#[test]
fn silence_clicks_tones_held_notes_and_noise_are_not_speech() {
    assert!(!is_speech(&[]));
    assert!(!is_speech(&vec![0; 32_000]));
    assert!(!is_speech(&[1_000; 100]));
    let mut clicks = vec![0_i16; 32_000];
    for at in (0..32_000).step_by(4_000) {
        clicks[at] = 20_000;
    }
    assert!(!is_speech(&clicks));
    assert!(!is_speech(&white(3, 20_000, 48_000)));
    // A held note with harmonics (a sawtooth at 131 Hz), with pauses as a melody has them.
    let note: Vec<i16> = (0..48_000)
        .map(|n| {
            if n % 8_000 < 5_000 {
                i16::try_from((n * 131 % 16_000) / 2).unwrap() - 4_000
            } else {
                0
            }
        })
        .collect();
    assert!(!is_speech(&note));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(16))]

    /// A pure tone is never speech, at any pitch, loudness and length.
    #[test]
    fn a_pure_tone_is_never_speech(
        hz in 20.0_f64..7_900.0,
        amplitude in 1.0_f64..32_767.0,
        phase in 0.0_f64..6.3,
        samples in 0_usize..16_000,
    ) {
        proptest::prop_assert!(!is_speech(&sine(hz, amplitude, phase, samples)));
    }

    /// Nor is white noise, at any loudness.
    #[test]
    fn white_noise_is_never_speech(seed in 1_u32.., amplitude in 1_u32..32_767) {
        proptest::prop_assert!(!is_speech(&white(seed, amplitude, 8_000)));
    }
}
