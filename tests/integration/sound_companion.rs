//! The sound card runs in a companion program (`annabella-sound`, which links cpal and
//! alsa-lib): annabella without it says so in the player's language, naming the part, and the
//! game goes on in text; a companion killed mid-game (it held the microphone) is said to have
//! stopped once, and the game goes on with every move; the clip engine whose companion is
//! killed mid-utterance stops and names the part, and no second one is started. Sound goes to
//! the file ALSA's `file` plugin writes (see `clips_audio.rs`, whose tests hear every clip
//! through the companion too).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use annabella::speech::{
    ClipEngine, ClipOutputConfig, ClipVoice, Listener, SpeechEngine, builtin_clips_dir,
};

use crate::clips_audio::{asoundrc, test_playing_into_a_file};
use crate::common::{lines_of, wait_until};
use crate::companion_processes::{
    annabella_alone, at_home, companions_of, game_goes_on_in_text_without, kill_the_companion,
    line_with,
};
use crate::listening::require_model;

/// A command with a home of its own, whose ALSA default device writes into `played.raw` there,
/// no companion folder named.
fn command_in(program: &Path, dir: &Path) -> Command {
    std::fs::write(dir.join(".asoundrc"), asoundrc(&dir.join("played.raw"))).unwrap();
    let mut command = Command::new(program);
    at_home(&mut command, dir)
        .env_remove("ALSA_CONFIG_PATH")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

#[test]
fn without_its_companion_the_clips_are_said_missing_and_the_game_goes_on_in_text() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let program = annabella_alone(dir, "annabella-sound");
    game_goes_on_in_text_without(
        command_in(&program, dir).args(["play", "--plain", "--speech", "clips", "--lang", "de"]),
        "Soundkarte und Mikrofon (ALSA): das Programm annabella-sound ist nicht installiert",
    );
    assert!(!dir.join("played.raw").exists(), "nothing was played");
}

#[test]
fn speak_without_its_companion_names_the_missing_program_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let program = annabella_alone(dir, "annabella-sound");
    let output = command_in(&program, dir)
        .args(["speak", "--engine", "clips", "--lang", "fr", "Springer"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(
        stderr.contains(
            "carte son et micro (ALSA) : son programme annabella-sound n’est pas installé"
        ),
        "{stderr}"
    );
}

/// Tells the child test [`speaker`] to run.
const SPEAKER: &str = "ANNABELLA_SOUND_COMPANION_SPEAKER";

/// Runs in a child process with its own ALSA configuration (ALSA reads HOME when it first loads
/// it, in the companion, which inherits this process's environment): speaks through the clip
/// engine, kills its companion mid-utterance, and prints what the engine then says.
#[test]
#[ignore = "run by the_engine_of_a_killed_companion_stops_and_names_it in a child process"]
fn speaker() {
    if std::env::var_os(SPEAKER).is_none() {
        println!("only meaningful when run by the sound_companion tests");
        return;
    }
    let load = || ClipVoice::load(builtin_clips_dir("fide").unwrap()).unwrap();
    let mut engine = ClipEngine::open(load(), &ClipOutputConfig::default()).unwrap();
    // Ten seconds of speech (a device that writes to a file may play it faster), killed as
    // it begins.
    for _ in 0..3 {
        engine
            .speak(
                "Bauer Eva sieben Eva acht Umwandlung Dame Matt",
                Listener::Public,
            )
            .unwrap();
    }
    assert!(engine.is_speaking(), "playing from the moment it is sent");
    kill_the_companion(
        std::process::id(),
        "annabella-sound",
        Duration::from_secs(20),
    );
    wait_until("the speech to stop", Duration::from_secs(20), || {
        !engine.is_speaking()
    });
    let failure = engine
        .failure()
        .expect("a failure once the companion is gone");
    println!("FAILURE {failure}");
    // No second companion: the part stays stopped for the run, and says so.
    let again = ClipEngine::open(load(), &ClipOutputConfig::default()).unwrap_err();
    println!("AGAIN {again}");
    assert!(companions_of(std::process::id(), "annabella-sound").is_empty());
}

#[test]
fn the_engine_of_a_killed_companion_stops_and_names_it() {
    let home = tempfile::tempdir().unwrap();
    let (mut command, _played) = test_playing_into_a_file("sound_companion::speaker", home.path());
    let output = command.env(SPEAKER, "1").output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    let stopped = "the sound card and microphone (ALSA): its program stopped";
    assert!(stdout.contains(&format!("FAILURE {stopped}")), "{stdout}");
    assert!(stdout.contains(&format!("AGAIN {stopped}")), "{stdout}");
}

#[test]
fn a_companion_killed_mid_game_is_said_to_have_stopped_once_and_the_game_goes_on() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    // A capture device that opens and hears silence: ALSA's null plugin, and nothing else.
    let asound = dir.join("asound.conf");
    std::fs::write(&asound, "pcm.!default { type null }\n").unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain", "--listen", "--lang", "de"])
        .env("HOME", dir)
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_STATE_HOME", dir.join("state"))
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("ALSA_CONFIG_PATH", &asound)
        .env_remove("ANNABELLA_COMPANIONS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = lines_of(child.stdout.take().unwrap());
    let stderr = lines_of(child.stderr.take().unwrap());
    let mut seen = Vec::new();
    // Listening has started: the microphone is open, in the companion, a child of annabella.
    line_with(&stdout, "Ich höre zu", &mut seen);
    kill_the_companion(child.id(), "annabella-sound", Duration::from_secs(20));
    let stopped = "Das Zuhören ist aus: Soundkarte und Mikrofon (ALSA): das Programm wurde \
                   beendet; spielen Sie mit der Tastatur.";
    line_with(&stdout, stopped, &mut seen);
    stdin.write_all(b"e4\ne5\nNf3\n").unwrap();
    line_with(&stdout, "Bauer Eva vier", &mut seen);
    line_with(&stdout, "Bauer Eva fünf", &mut seen);
    line_with(&stdout, "Springer Felix drei", &mut seen);
    stdin.write_all(b"quit\n").unwrap();
    drop(stdin);
    wait_until("annabella to end", Duration::from_secs(30), || {
        child.try_wait().unwrap().is_some()
    });
    assert!(child.wait().unwrap().success());
    let said: Vec<String> = stdout.iter().collect();
    seen.extend(said);
    assert_eq!(
        seen.iter().filter(|line| line.contains(stopped)).count(),
        1,
        "said once:\n{}",
        seen.join("\n")
    );
    let errors: Vec<String> = stderr.iter().collect();
    assert!(errors.is_empty(), "nothing on stderr: {errors:?}");
    // No second companion was started behind the player's back.
    assert!(companions_of(child.id(), "annabella-sound").is_empty());
}
