//! The clip engine with real audio: ALSA's default device routed into a file, no sound card.
//!
//! Each test writes an `.asoundrc` into a temporary HOME that sends the default PCM through
//! `type plug` (converting to 16-bit stereo at 48 kHz) into a `type file` plugin whose slave is
//! `null`. ALSA reads HOME when it first loads its configuration, so the engine must run in a
//! process started with that HOME: the test starts this same test binary again, running only
//! [`player`] with an environment variable telling it what to play. What arrives in the file
//! is what cpal's callback wrote to the device. The child waits for the file to hold the whole
//! utterance before it closes the device; a setup that writes no file fails the test.

// Sample counts and levels here are small and the conversions deliberate.
#![allow(
    clippy::cast_precision_loss,
    clippy::cast_possible_wrap,
    clippy::cast_sign_loss
)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use annabella::speech::{
    ClipEngine, ClipOutputConfig, ClipVoice, Earcon, Listener, SpeechEngine, builtin_clips_dir,
};

use crate::common::wait_until;

/// Tells the child what to do: `MODE|VOICE|WORDS`.
const CHILD: &str = "ANNABELLA_CLIPS_AUDIO_CHILD";
/// Tells the child where the device writes what it plays.
const CAPTURE: &str = "ANNABELLA_CLIPS_AUDIO_CAPTURE";
const FILE_RATE: usize = 48_000;

/// The level above which a 16-bit sample counts as sound (-60 dBFS).
const AUDIBLE: i16 = 33;

/// Runs in the child: plays as told and prints `PLAYED rate=.. samples=..`.
#[test]
#[ignore = "run by the other clips_audio tests in a child process"]
fn player() {
    let Ok(order) = std::env::var(CHILD) else {
        println!("only meaningful when run by the clips_audio tests");
        return;
    };
    let capture = PathBuf::from(std::env::var_os(CAPTURE).expect("the capture file's path"));
    let mut parts = order.splitn(3, '|');
    let (mode, voice, text) = (
        parts.next().unwrap(),
        parts.next().unwrap(),
        parts.next().unwrap(),
    );
    let clips = ClipVoice::load(builtin_clips_dir(voice).unwrap()).unwrap();
    let mut config = ClipOutputConfig::default();
    if mode == "absent" {
        config.device = Some("no-such-sound-device".to_owned());
        match ClipEngine::open(clips, &config) {
            Err(error) => println!("ERROR {error}"),
            Ok(_) => println!("OPENED"),
        }
        return;
    }
    let mut engine = ClipEngine::open(clips, &config).unwrap();
    let rate = engine.output().rate();
    let listener = if mode == "private" {
        Listener::Private
    } else {
        Listener::Public
    };
    match engine.voice().render(text, rate) {
        Ok(samples) => {
            if mode == "half" {
                engine.set_volume(0.5).unwrap();
            }
            engine.speak(text, listener).unwrap();
            if mode == "earcon" {
                engine.play_earcon(Earcon::Check).unwrap();
            }
            if mode == "stop" {
                engine.stop().unwrap();
                assert!(!engine.is_speaking(), "stopped speech is over at once");
            }
            wait_until(
                "the clips to be handed to the device",
                Duration::from_secs(20),
                || !engine.is_speaking(),
            );
            // What the device already holds plays out before the stream closes: wait until
            // the file holds the utterance's whole length from where its sound begins (after
            // a stop: the length it would have had, so a stop that only pretends shows).
            let frames = samples.len() * FILE_RATE / rate as usize;
            wait_until(
                &format!("{} to hold the whole utterance", capture.display()),
                Duration::from_secs(20),
                || captured_past_sound(&capture, frames),
            );
            println!("PLAYED rate={rate} samples={}", samples.len());
        }
        Err(missing) => {
            let error = engine.speak(text, listener).unwrap_err();
            println!("ERROR {error} ({})", missing.word);
        }
    }
}

/// Whether the capture file holds `frames` frames after its first audible one (none yet: after
/// its start), so an utterance of that length that began there has reached it whole.
fn captured_past_sound(capture: &Path, frames: usize) -> bool {
    let Ok(raw) = std::fs::read(capture) else {
        return false;
    };
    let (left, right) = channels(&raw);
    let first = [audible_span(&left), audible_span(&right)]
        .into_iter()
        .flatten()
        .map(|(first, _)| first)
        .min()
        .unwrap_or(0);
    left.len() >= first + frames
}

/// The two channels of interleaved 16-bit little-endian stereo.
fn channels(raw: &[u8]) -> (Vec<i16>, Vec<i16>) {
    let samples: Vec<i16> = raw
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect();
    (
        samples.iter().step_by(2).copied().collect(),
        samples.iter().skip(1).step_by(2).copied().collect(),
    )
}

/// What the child played, and the file the device wrote.
struct Played {
    stdout: String,
    stderr: String,
    left: Vec<i16>,
    right: Vec<i16>,
}

impl Played {
    /// `key=<number>` from the child's `PLAYED` line.
    fn value(&self, key: &str) -> usize {
        let line = self
            .stdout
            .lines()
            .find(|l| l.starts_with("PLAYED "))
            .unwrap_or_else(|| panic!("no PLAYED line in {:?} / {:?}", self.stdout, self.stderr));
        line.split_whitespace()
            .find_map(|kv| kv.strip_prefix(&format!("{key}=")))
            .unwrap()
            .parse()
            .unwrap()
    }
}

pub(crate) fn asoundrc(capture: &Path) -> String {
    format!(
        r#"pcm.!default {{
  type plug
  slave {{
    pcm "annabella_capture"
    format S16_LE
    rate {FILE_RATE}
    channels 2
  }}
}}
pcm.annabella_capture {{
  type file
  slave.pcm "null"
  file "{}"
  format "raw"
}}
"#,
        capture.display()
    )
}

/// This test program, run for its one ignored test `test` alone, with a home of its own in
/// `home` whose ALSA default device writes into `home/played.raw` (returned).
pub(crate) fn test_playing_into_a_file(test: &str, home: &Path) -> (Command, PathBuf) {
    let capture = home.join("played.raw");
    std::fs::write(home.join(".asoundrc"), asoundrc(&capture)).unwrap();
    let mut command = Command::new(std::env::current_exe().unwrap());
    command
        .args([test, "--exact", "--ignored", "--nocapture", "--quiet"])
        .args(["--test-threads", "1"])
        .env("HOME", home)
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("ALSA_CONFIG_PATH")
        .env_remove("ANNABELLA_COMPANIONS");
    (command, capture)
}

fn play(mode: &str, voice: &str, words: &str) -> Played {
    let home = tempfile::tempdir().unwrap();
    let (mut command, capture) = test_playing_into_a_file("clips_audio::player", home.path());
    let output = command
        .env(CHILD, format!("{mode}|{voice}|{words}"))
        .env(CAPTURE, &capture)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "child failed: {stdout}\n{stderr}");
    assert!(
        stdout.contains("PLAYED ") || stdout.contains("ERROR ") || stdout.contains("OPENED"),
        "the child did not play (was the player test run?): {stdout}\n{stderr}"
    );
    // The absent device is never opened; every other mode opens the default device, which
    // the .asoundrc routes into the file: no file means that setup failed.
    let raw = if mode == "absent" {
        Vec::new()
    } else {
        std::fs::read(&capture).unwrap_or_else(|e| {
            panic!(
                "the default ALSA device wrote no {} ({e}): the test's .asoundrc was not used",
                capture.display()
            )
        })
    };
    let (left, right) = channels(&raw);
    Played {
        stdout,
        stderr,
        left,
        right,
    }
}

/// First and last audible frame of a channel.
fn audible_span(channel: &[i16]) -> Option<(usize, usize)> {
    let loud = |s: &i16| s.unsigned_abs() > AUDIBLE.unsigned_abs();
    Some((
        channel.iter().position(loud)?,
        channel.iter().rposition(loud)?,
    ))
}

fn rms(samples: &[i16]) -> f64 {
    let sum: f64 = samples.iter().map(|s| f64::from(*s).powi(2)).sum();
    (sum / samples.len().max(1) as f64).sqrt() / 32768.0
}

/// Asserts the audible part of `channel` lasts `seconds` (± 20 ms) and is speech-loud.
fn assert_sounds_for(channel: &[i16], seconds: f64, what: &str) {
    let (first, last) =
        audible_span(channel).unwrap_or_else(|| panic!("{what}: nothing audible was played"));
    let heard = (last + 1 - first) as f64 / FILE_RATE as f64;
    assert!(
        (heard - seconds).abs() < 0.02,
        "{what}: heard {heard:.3} s, rendered {seconds:.3} s"
    );
    let level = rms(&channel[first..=last]);
    assert!(level > 0.02, "{what}: too quiet (RMS {level:.4})");
}

#[test]
fn public_speech_reaches_the_device_whole_on_both_speakers() {
    let played = play("public", "fide", "Springer Felix drei");
    let seconds = played.value("samples") as f64 / played.value("rate") as f64;
    assert!(
        seconds > 1.0,
        "three words last over a second, got {seconds}"
    );
    assert_sounds_for(&played.left, seconds, "left");
    assert_sounds_for(&played.right, seconds, "right");
    assert_eq!(
        played.left, played.right,
        "public speech is the same on both"
    );
    assert_eq!(played.stderr.trim(), "", "nothing may be printed on stderr");
}

#[test]
fn private_speech_plays_on_the_left_speaker_only() {
    let played = play("private", "en", "Knight takes Echo five");
    let seconds = played.value("samples") as f64 / played.value("rate") as f64;
    assert_sounds_for(&played.left, seconds, "left");
    assert_eq!(
        audible_span(&played.right),
        None,
        "the table must not hear it"
    );
}

#[test]
fn an_earcon_is_mixed_over_the_speech_in_progress() {
    let text = "Cavalier François trois";
    let played = play("earcon", "fr", text);
    assert_eq!(
        played.value("rate"),
        FILE_RATE,
        "the plug device offers 48 kHz"
    );
    let voice = ClipVoice::load(builtin_clips_dir("fr").unwrap()).unwrap();
    let speech: Vec<i16> = voice
        .render(text, 48_000)
        .unwrap()
        .iter()
        .map(|s| (s * 32767.0).round() as i16)
        .collect();
    // Line the recording up with the speech at their last audible samples (the earcon, short,
    // is over long before); what remains when the speech is taken away is the earcon alone.
    let (_, last) = audible_span(&played.left).unwrap();
    let (_, end) = audible_span(&speech).unwrap();
    let heard = &played.left[last - end..];
    let residual: Vec<i16> = speech
        .iter()
        .zip(heard)
        .map(|(s, h)| h.saturating_sub(*s))
        .collect();
    let (from, to) = audible_span(&residual).expect("an earcon was mixed in");
    let earcon = Earcon::Check.samples(48_000);
    let (earcon_from, earcon_to) = audible_span(
        &earcon
            .iter()
            .map(|s| (s * 32767.0) as i16)
            .collect::<Vec<_>>(),
    )
    .unwrap();
    let lasted = (to - from) as i64 - (earcon_to - earcon_from) as i64;
    assert!(lasted.abs() < 48, "earcon heard for {} samples", to - from);
    assert!(
        rms(&residual[from..=to]) > 0.1,
        "the earcon is clearly audible"
    );
    // And nothing else changed: after the earcon the recording is the speech.
    assert!(residual[to + 1..].iter().all(|r| r.abs() <= AUDIBLE));
}

#[test]
fn volume_scales_what_the_device_gets() {
    let full = play("public", "fide", "Dame David acht");
    let half = play("half", "fide", "Dame David acht");
    let peak = |c: &[i16]| c.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0);
    let ratio = f64::from(peak(&half.left)) / f64::from(peak(&full.left));
    assert!((ratio - 0.5).abs() < 0.01, "half volume gave {ratio}");
}

#[test]
fn stop_silences_the_rest_of_the_utterance() {
    let text = "Bauer Eva sieben Eva acht Umwandlung Dame Matt";
    let played = play("stop", "fide", text);
    let seconds = played.value("samples") as f64 / played.value("rate") as f64;
    let heard = audible_span(&played.left).map_or(0.0, |(first, last)| {
        (last + 1 - first) as f64 / FILE_RATE as f64
    });
    assert!(
        heard < seconds - 0.5,
        "heard {heard:.3} s of {seconds:.3} s"
    );
}

#[test]
fn a_word_without_a_clip_is_an_error_naming_it() {
    let played = play("public", "fide", "Springer Zebra drei");
    let line = played
        .stdout
        .lines()
        .find(|l| l.starts_with("ERROR"))
        .unwrap();
    assert!(line.contains("\"Zebra\""), "{line}");
    assert_eq!(audible_span(&played.left), None, "nothing is played");
    assert_eq!(played.stderr.trim(), "");
}

#[test]
fn an_absent_device_is_a_clear_error_and_alsa_stays_quiet() {
    let played = play("absent", "fide", "");
    let line = played
        .stdout
        .lines()
        .find(|l| l.starts_with("ERROR"))
        .unwrap();
    assert!(line.contains("no-such-sound-device"), "{line}");
    assert_eq!(played.stderr.trim(), "", "ALSA printed: {}", played.stderr);
}
