// Signal tests convert between sample counts, rates and seconds as the code under test does.
#![allow(clippy::cast_precision_loss, clippy::cast_sign_loss)]

use std::fs;
use std::path::Path;

use super::recording::{PEAK_LIMIT, TRIM_MARGIN, read_clip};
use super::*;
use crate::core::voice::Voice;

#[test]
fn clips_with_absurd_rates_lengths_or_sizes_are_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    // 200 KB of samples at 1 Hz: days of sound once resampled. Refused before decoding.
    let slow = dir.path().join("slow.wav");
    write_wav(&slow, &vec![0.5; 50_000], 1).unwrap();
    let error = read_clip(&slow, usize::MAX).unwrap_err().to_string();
    assert!(
        error.contains("slow.wav") && error.contains("sample rate of 1 Hz"),
        "{error}"
    );
    let long = dir.path().join("long.wav");
    write_wav(&long, &vec![0.5; 8_000 * 11], 8_000).unwrap();
    let error = read_clip(&long, usize::MAX).unwrap_err().to_string();
    assert!(error.contains("longer than 10 seconds"), "{error}");
    let error = read_clip(Path::new("/dev/zero"), usize::MAX)
        .unwrap_err()
        .to_string();
    assert!(error.contains("is a device, not a file"), "{error}");
}
use crate::core::clock_speech::{ClockSpeech, SecondsStyle};

const RATE: u32 = 16_000;

/// A sine tone of `seconds` at `amplitude`, with `silence` seconds of silence on each side.
fn tone(hz: f32, seconds: f32, amplitude: f32, silence: f32) -> Vec<f32> {
    let pad = vec![0.0; (silence * RATE as f32) as usize];
    let n = (seconds * RATE as f32) as usize;
    let body =
        (0..n).map(|i| amplitude * (std::f32::consts::TAU * hz * i as f32 / RATE as f32).sin());
    pad.iter()
        .copied()
        .chain(body)
        .chain(pad.iter().copied())
        .collect()
}

fn voice() -> ClipVoice {
    ClipVoice::from_samples([
        ("springer".to_owned(), tone(440.0, 0.30, 0.05, 0.0), RATE),
        ("felix".to_owned(), tone(660.0, 0.20, 0.8, 0.0), RATE),
        ("drei".to_owned(), tone(550.0, 0.25, 0.3, 0.1), RATE),
        ("laufer".to_owned(), tone(330.0, 0.10, 0.5, 0.0), RATE),
    ])
    .unwrap()
}

fn gap(seconds: f32, rate: u32) -> usize {
    (seconds * rate as f32).round() as usize
}

#[test]
fn clip_names_are_folded_and_file_safe() {
    assert_eq!(clip_name("Läufer"), "laufer");
    assert_eq!(clip_name("ÉCHEC"), "echec");
    assert_eq!(clip_name("Weiß"), "weiss");
    assert_eq!(clip_name("Célestin"), "celestin");
    assert_eq!(clip_name("ω"), "_3c9_");
    assert_eq!(clip_name("a/b"), "a_20_b");
    assert_eq!(clip_name("a.b"), "a_20_b");
    for name in [clip_name("../x"), clip_name("Straße")] {
        assert!(name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
    }
}

#[test]
fn pack_words_remove_placeholders_and_split_like_fold() {
    let fr = Voice::builtin("fr").unwrap();
    let words = pack_words(&fr);
    let names: Vec<&str> = words.iter().map(|w| w.name.as_str()).collect();
    for expected in [
        "echec", "mat", "vingt", "une", "ecoule", "controle", "temps",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} missing from {names:?}"
        );
    }
    for placeholder in ["n", "nf", "side", "moves", "time"] {
        assert!(!names.contains(&placeholder), "{placeholder} leaked");
    }
    let ecoule = words.iter().find(|w| w.name == "ecoule").unwrap();
    assert_eq!(
        ecoule.spoken, "écoulé",
        "the synthesiser gets the accented word"
    );
    let fide = pack_words(&Voice::fide());
    assert!(fide.iter().any(|w| w.name == "hundert"));
    assert!(
        !fide.iter().any(|w| w.name == "hunderteinundzwanzig"),
        "compound numbers are built from their parts"
    );
}

#[test]
fn compounds_use_the_fewest_recorded_pieces() {
    let known = ["hundert", "eins", "einundzwanzig", "ein", "und", "zwanzig"];
    let has = |p: &str| known.contains(&p);
    assert_eq!(
        compound("hunderteinundzwanzig", has),
        Some(vec!["hundert", "einundzwanzig"])
    );
    assert_eq!(compound("hunderteins", has), Some(vec!["hundert", "eins"]));
    assert_eq!(compound("hundertzwei", has), None);
    assert_eq!(compound("", has), Some(vec![]));
}

#[test]
fn render_is_the_clips_joined_by_gaps() {
    let voice = voice();
    let len = |w: &str| voice.clip_len(w, RATE).unwrap();
    let out = voice.render("Springer Felix drei", RATE).unwrap();
    let expected = len("springer") + len("felix") + len("drei") + 2 * gap(WORD_GAP, RATE);
    assert_eq!(out.len(), expected);
    // The gap really is silence, right after the first word.
    let first = len("springer");
    assert!(
        out[first..first + gap(WORD_GAP, RATE)]
            .iter()
            .all(|s| *s == 0.0)
    );

    let paused = voice.render("Springer, Felix", RATE).unwrap();
    assert_eq!(
        paused.len(),
        len("springer") + len("felix") + gap(PHRASE_PAUSE, RATE)
    );
    assert!(voice.render("", RATE).unwrap().is_empty());
    assert!(voice.render(" ,. ", RATE).unwrap().is_empty());
}

#[test]
fn silence_around_a_clip_is_trimmed() {
    let voice = voice();
    // 0.25 s of tone with 0.1 s of silence each side: the silence goes, a 5 ms margin stays.
    let len = voice.clip_len("drei", RATE).unwrap();
    let body = (0.25 * RATE as f32) as usize;
    assert!(
        len >= body && len <= body + gap(2.0 * TRIM_MARGIN, RATE) + 1,
        "{len}"
    );
}

#[test]
fn resampling_scales_the_length_by_the_rate_ratio() {
    let voice = voice();
    let at_16k = voice.render("Springer Felix", RATE).unwrap().len() as f64;
    for rate in [22_050, 44_100, 48_000] {
        let out = voice.render("Springer Felix", rate).unwrap();
        let ratio = out.len() as f64 / at_16k;
        let expected = f64::from(rate) / f64::from(RATE);
        assert!(
            (ratio - expected).abs() < 0.001,
            "{rate}: {ratio} vs {expected}"
        );
        // The tone survives: same loudness after resampling.
        let level = rms(&out[..voice.clip_len("springer", rate).unwrap()]);
        assert!((level - TARGET_RMS).abs() < 0.01, "{rate}: {level}");
    }
}

#[test]
fn speed_shortens_words_and_gaps() {
    let voice = voice();
    let normal = voice.render("Springer Felix drei", RATE).unwrap().len() as f32;
    let fast = voice
        .render_at("Springer Felix drei", RATE, 2.0)
        .unwrap()
        .len() as f32;
    let slow = voice
        .render_at("Springer Felix drei", RATE, 0.5)
        .unwrap()
        .len() as f32;
    assert!((fast / normal - 0.5).abs() < 0.01, "{}", fast / normal);
    assert!((slow / normal - 2.0).abs() < 0.01, "{}", slow / normal);
    let clamped = voice.render_at("Springer", RATE, 10.0).unwrap().len();
    assert_eq!(
        clamped,
        voice.render_at("Springer", RATE, 2.0).unwrap().len()
    );
    let nan = voice.render_at("Springer", RATE, f32::NAN).unwrap().len();
    assert_eq!(nan, voice.clip_len("springer", RATE).unwrap());
}

#[test]
fn loudness_is_even_across_words() {
    let voice = voice();
    // Recorded at amplitudes 0.05 and 0.8: after loading both sit at the target level.
    for word in ["springer", "felix", "drei", "laufer"] {
        let out = voice.render(word, RATE).unwrap();
        let level = rms(&out);
        assert!(
            (level - TARGET_RMS).abs() < 0.01,
            "{word}: RMS {level}, want {TARGET_RMS}"
        );
        assert!(out.iter().all(|s| s.abs() <= PEAK_LIMIT + 1e-6));
    }
}

#[test]
fn a_missing_word_is_named() {
    let voice = voice();
    let error = voice.render("Springer Turm drei Dame", RATE).unwrap_err();
    assert_eq!(error.word, "Turm");
    assert_eq!(error.name, "turm");
    assert!(error.to_string().contains("\"Turm\""), "{error}");
    assert_eq!(voice.check("Läufer, FELIX!"), Ok(()));
    assert!(voice.has_word("LÄUFER"));
}

#[test]
fn broken_clip_files_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let corrupt = dir.path().join("turm.wav");
    std::fs::write(&corrupt, b"RIFF....WAVEnot really").unwrap();
    let error = ClipVoice::load(dir.path()).unwrap_err();
    assert_eq!(error.file, corrupt);
    assert!(error.to_string().starts_with("clip file "), "{error}");
    assert!(error.to_string().contains("turm.wav"), "{error}");

    std::fs::remove_file(&corrupt).unwrap();
    let silent = dir.path().join("dame.wav");
    write_wav(&silent, &[0.0; 800], RATE).unwrap();
    let error = ClipVoice::load(dir.path()).unwrap_err();
    assert_eq!(error.file, silent);
    assert!(error.problem.contains("no sound"), "{error}");

    std::fs::remove_file(&silent).unwrap();
    let error = ClipVoice::load(dir.path()).unwrap_err();
    assert!(error.problem.contains("no .wav clips"), "{error}");
    let error = ClipVoice::load(dir.path().join("absent")).unwrap_err();
    assert!(error.to_string().contains("absent"), "{error}");
}

#[test]
fn wav_files_round_trip_and_are_written_atomically() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("felix.wav");
    let samples = tone(440.0, 0.2, 0.5, 0.0);
    write_wav(&path, &samples, RATE).unwrap();
    let reader = hound::WavReader::open(&path).unwrap();
    assert_eq!(reader.spec().sample_rate, RATE);
    assert_eq!(reader.spec().channels, 1);
    assert_eq!(reader.len() as usize, samples.len());
    let voice = ClipVoice::load(dir.path()).unwrap();
    assert_eq!(voice.len(), 1);
    assert!(voice.has_word("Felix"));

    // Into a folder that does not exist: an error naming the file, and nothing left behind.
    let missing = dir.path().join("no-such-dir").join("out.wav");
    let error = write_wav(&missing, &samples, RATE).unwrap_err();
    assert_eq!(error.file, missing);
    // Over a directory: the rename fails, and the temporary file is removed.
    let blocked = dir.path().join("blocked.wav");
    std::fs::create_dir(&blocked).unwrap();
    std::fs::write(blocked.join("inside"), b"x").unwrap();
    assert!(write_wav(&blocked, &samples, RATE).is_err());
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| !n.contains(".tmp")), "{names:?}");
}

/// A folder holding a clip for every word of the fide pack (short tones), as a pack would.
fn folder_with_fide_words(dir: &Path, seconds: f32) -> Vec<PackWord> {
    let words = pack_words(&Voice::fide());
    let sound = tone(440.0, seconds, 0.5, 0.0);
    for word in &words {
        write_wav(&dir.join(format!("{}.wav", word.name)), &sound, RATE).unwrap();
    }
    words
}

#[test]
fn a_voice_loads_only_its_words_and_never_opens_another_file() {
    let dir = tempfile::tempdir().unwrap();
    let words = folder_with_fide_words(dir.path(), 0.05);
    // 50 big files that are not clips of the voice: garbage of 1 MB each (sparse, so the
    // disk holds almost nothing), which any attempt to read as a clip would refuse.
    // Loading never opens them.
    let garbage = vec![0xA5_u8; 1000];
    for i in 0..50 {
        let path = dir.path().join(format!("extra{i}.wav"));
        fs::write(&path, &garbage).unwrap();
        fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .unwrap()
            .set_len(1024 * 1024)
            .unwrap();
    }
    let voice = Voice::fide();
    let clips = ClipVoice::load_for(dir.path(), &voice).unwrap();
    assert_eq!(clips.len(), words.len());
    assert!(!clips.has_word("extra0"));
    clips.check("hunderteinundzwanzig").unwrap();
    // The whole-folder loader does read them, and says which file is broken.
    let error = ClipVoice::load(dir.path()).unwrap_err();
    assert!(error.file.to_string_lossy().contains("extra"), "{error}");

    // A word of the voice without its file is left out: saying it names the word.
    let missing = words.iter().find(|w| w.name == "hundert").unwrap();
    fs::remove_file(dir.path().join("hundert.wav")).unwrap();
    let clips = ClipVoice::load_for(dir.path(), &voice).unwrap();
    assert_eq!(clips.check(&missing.spoken).unwrap_err().name, "hundert");
    // A needed clip that is broken is named.
    fs::write(dir.path().join("hundert.wav"), &garbage).unwrap();
    let error = ClipVoice::load_for(dir.path(), &voice).unwrap_err();
    assert_eq!(error.file, dir.path().join("hundert.wav"));
    assert!(error.to_string().starts_with("clip file "), "{error}");

    let empty = tempfile::tempdir().unwrap();
    fs::write(empty.path().join("other.wav"), &garbage).unwrap();
    let error = ClipVoice::load_for(empty.path(), &voice).unwrap_err();
    assert_eq!(error.subject, ClipSubject::Folder);
    assert!(error.problem.contains("no .wav clip of a word"), "{error}");
}

/// A 16-bit mono WAV of `frames` at `rate`: 100 loud samples, then silence never written.
fn sparse_wav(path: &Path, rate: u32, frames: u32) {
    let data = frames * 2;
    let mut header = Vec::new();
    header.extend_from_slice(b"RIFF");
    header.extend_from_slice(&(36 + data).to_le_bytes());
    header.extend_from_slice(b"WAVEfmt ");
    header.extend_from_slice(&16_u32.to_le_bytes());
    header.extend_from_slice(&1_u16.to_le_bytes());
    header.extend_from_slice(&1_u16.to_le_bytes());
    header.extend_from_slice(&rate.to_le_bytes());
    header.extend_from_slice(&(rate * 2).to_le_bytes());
    header.extend_from_slice(&2_u16.to_le_bytes());
    header.extend_from_slice(&16_u16.to_le_bytes());
    header.extend_from_slice(b"data");
    header.extend_from_slice(&data.to_le_bytes());
    for i in 0..100_i16 {
        header.extend_from_slice(&(i * 100).to_le_bytes());
    }
    fs::write(path, &header).unwrap();
    fs::OpenOptions::new()
        .write(true)
        .open(path)
        .unwrap()
        .set_len(44 + u64::from(data))
        .unwrap();
}

#[test]
fn needed_clips_holding_too_much_sound_together_are_refused_naming_the_folder() {
    let dir = tempfile::tempdir().unwrap();
    // Each word of the pack 9 s at 192 kHz (under the 10 s of one clip): a short sound, then
    // silence left sparse, so the files take almost no disk. Ten of them pass the bound.
    let (rate, frames) = (192_000_u32, 9 * 192_000_u32);
    let words = pack_words(&Voice::fide());
    for word in &words {
        sparse_wav(&dir.path().join(format!("{}.wav", word.name)), rate, frames);
    }
    assert!(words.len() * frames as usize > CLIPS_MAX_SAMPLES);
    assert!(10 * frames as usize > CLIPS_MAX_SAMPLES);
    let error = ClipVoice::load_for(dir.path(), &Voice::fide()).unwrap_err();
    assert_eq!(error.subject, ClipSubject::Folder);
    assert_eq!(error.file, dir.path());
    let text = error.to_string();
    assert!(
        text.starts_with(&format!("clip folder {}: ", dir.path().display())),
        "{text}"
    );
    assert!(text.contains("64 MB"), "{text}");
    assert_eq!(text.lines().count(), 1, "{text}");
}

fn builtin_clips(name: &str) -> ClipVoice {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("voices")
        .join(name)
        .join("clips");
    let voice = Voice::builtin(name).unwrap();
    ClipVoice::load(&dir).unwrap().with_numbers_of(&voice)
}

#[test]
fn only_the_voices_numbers_are_built_from_parts() {
    let clips = builtin_clips("fide");
    assert!(clips.check("hunderteinundzwanzig").is_ok());
    // "Annabella" is Anna + Bella, both recorded, but not a word of the voice: refused.
    let missing = clips.check("Annabella").unwrap_err();
    assert_eq!(missing.word, "Annabella");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("voices/fide/clips");
    let bare = ClipVoice::load(&dir).unwrap();
    assert!(bare.check("hunderteinundzwanzig").is_err());
}

#[test]
fn every_builtin_pack_has_a_clip_for_every_word_it_can_say() {
    for voice in Voice::builtins() {
        let clips = builtin_clips(voice.name());
        let words = pack_words(&voice);
        for word in &words {
            assert!(
                clips.has_word(&word.spoken),
                "{}: no clip {}.wav for \"{}\" (run voices/make-clips.sh)",
                voice.name(),
                word.name,
                word.spoken
            );
        }
        assert_eq!(clips.len(), words.len(), "{}: stray clips", voice.name());
        // What the program really says: every number, and the clock's phrases.
        for n in 0..1000 {
            for number in [voice.number(n), voice.number_feminine(n)] {
                clips.check(&number.unwrap()).unwrap();
            }
        }
        let speech = ClockSpeech::new(&voice, SecondsStyle::Tenths);
        for ms in (0..4 * 3_600_000).step_by(7_300) {
            clips.check(&speech.duration(ms)).unwrap();
        }
        for n in 0..120 {
            clips.check(&speech.moves(n)).unwrap();
        }
    }
}
