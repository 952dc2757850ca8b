//! `annabella speak` (contract section 7) through the real binary.

use crate::common::annabella;

fn wav_stats(path: &std::path::Path) -> (u32, usize, f32) {
    let mut reader = hound::WavReader::open(path).unwrap();
    let spec = reader.spec();
    let samples: Vec<i16> = reader.samples::<i16>().map(Result::unwrap).collect();
    let peak = samples
        .iter()
        .map(|s| f32::from(*s).abs())
        .fold(0.0, f32::max)
        / f32::from(i16::MAX);
    (spec.sample_rate, samples.len(), peak)
}

#[test]
fn text_prints_the_words() {
    let run = annabella(
        &["speak", "--engine", "text", "Springer", "Felix", "drei"],
        b"",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "Springer Felix drei\n");
}

#[test]
fn clips_write_a_wav_of_the_words() {
    let dir = tempfile::tempdir().unwrap();
    let short = dir.path().join("short.wav");
    let long = dir.path().join("long.wav");
    let run = annabella(
        &["speak", "--wav", short.to_str().unwrap(), "Eva", "vier"],
        b"",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let run = annabella(
        &[
            "speak",
            "--wav",
            long.to_str().unwrap(),
            "Springer",
            "Felix",
            "drei",
            "Schach",
        ],
        b"",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let (rate, short_len, peak) = wav_stats(&short);
    assert_eq!(rate, 16_000);
    assert!(peak > 0.3, "audible: peak {peak}");
    let (_, long_len, _) = wav_stats(&long);
    // Two words against four: longer, and each word is a few tenths of a second.
    assert!(short_len > 8_000 && short_len < 40_000, "{short_len}");
    assert!(long_len > short_len + 8_000, "{long_len} vs {short_len}");
    for voice in ["en", "fr"] {
        let file = dir.path().join(format!("{voice}.wav"));
        let words: &[&str] = if voice == "en" {
            &["Knight", "takes", "Echo", "five"]
        } else {
            &["Cavalier", "prend", "Eugène", "cinq"]
        };
        let mut args = vec!["speak", "--voice", voice, "--wav", file.to_str().unwrap()];
        args.extend_from_slice(words);
        let run = annabella(&args, b"");
        assert_eq!(run.status, 0, "{voice}: {}", run.stderr);
    }
}

#[test]
fn a_word_without_a_recording_is_an_error_naming_it_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("out.wav");
    let run = annabella(
        &[
            "speak",
            "--wav",
            file.to_str().unwrap(),
            "Springer",
            "Zebra",
        ],
        b"",
    );
    assert_eq!(run.status, 2);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(run.stderr.contains("\"Zebra\""), "{}", run.stderr);
    assert!(!file.exists());
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        0,
        "no temporary file left"
    );
}

#[test]
fn missing_or_broken_voice_packs_name_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.wav");
    let run = annabella(
        &[
            "speak",
            "--voice",
            "/no/such/pack.toml",
            "--wav",
            out.to_str().unwrap(),
            "Eva",
        ],
        b"",
    );
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("/no/such/pack.toml"), "{}", run.stderr);

    let pack = dir.path().join("broken.toml");
    std::fs::write(&pack, "[voice]\nname = 3\n").unwrap();
    let run = annabella(
        &[
            "speak",
            "--voice",
            pack.to_str().unwrap(),
            "--engine",
            "text",
            "Eva",
        ],
        b"",
    );
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("broken.toml"), "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1);

    // A valid pack whose clips folder is missing: the error names the folder.
    let good = dir.path().join("mine.toml");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/voices/fide.toml"),
        &good,
    )
    .unwrap();
    let run = annabella(
        &[
            "speak",
            "--voice",
            good.to_str().unwrap(),
            "--wav",
            out.to_str().unwrap(),
            "Eva",
        ],
        b"",
    );
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("mine/clips"), "{}", run.stderr);
}

#[test]
fn wav_needs_the_clips_engine() {
    let dir = tempfile::tempdir().unwrap();
    let wav = dir.path().join("x.wav");
    let run = annabella(
        &[
            "speak",
            "--engine",
            "text",
            "--wav",
            wav.to_str().unwrap(),
            "Eva",
        ],
        b"",
    );
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("--wav"), "{}", run.stderr);
    assert!(!wav.exists(), "no file is written");
    let run = annabella(&["speak"], b"");
    assert_eq!(run.status, 2);
}
