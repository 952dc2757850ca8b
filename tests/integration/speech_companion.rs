//! System speech runs in a companion program (`annabella-speech`, which links speech-dispatcher):
//! annabella without it says so in the player's language, naming the part, and the game goes
//! on in text; a companion killed mid-game is said to have stopped once, and the game goes on
//! with every move. Through the real binary and real servers (see `tts_engine.rs`).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

use crate::common::{lines_of, require_tools, wait_until};
use crate::companion_processes::{annabella_alone, companions_of};
use crate::tts_engine::{
    private_dir, pulse_server, require_espeak_module, speechd_socket, start_pulse, start_speechd,
};

/// A command with a private home and runtime folder, no companion folder named.
fn command_in(program: &Path, dir: &Path) -> Command {
    let mut command = Command::new(program);
    command
        .env("HOME", dir)
        .env("XDG_RUNTIME_DIR", dir.join("run"))
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_STATE_HOME", dir.join("state"))
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env_remove("ANNABELLA_COMPANIONS")
        .env_remove("SPEECHD_ADDRESS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

#[test]
fn without_its_companion_system_speech_is_said_missing_and_the_game_goes_on_in_text() {
    let dir = private_dir();
    let dir = dir.path();
    let program = annabella_alone(dir, "annabella-speech");
    let mut child = command_in(&program, dir)
        .args(["play", "--plain", "--speech", "tts", "--lang", "de"])
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"e4\ne5\nquit\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{output:?}");
    // In German, naming the part and its program, once.
    assert_eq!(
        stderr
            .matches("Sprachausgabe des Systems (speech-dispatcher): das Programm annabella-speech ist nicht installiert")
            .count(),
        1,
        "{stderr}"
    );
    assert!(
        stderr.contains("die Partie geht als Text weiter"),
        "{stderr}"
    );
    assert!(stdout.contains("Bauer Eva vier"), "{stdout}");
    assert!(stdout.contains("Bauer Eva fünf"), "{stdout}");
}

#[test]
fn speak_without_its_companion_names_the_missing_program_in_the_players_language() {
    let dir = private_dir();
    let dir = dir.path();
    let program = annabella_alone(dir, "annabella-speech");
    let output = command_in(&program, dir)
        .args(["speak", "--engine", "tts", "--lang", "fr", "bonjour"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(
        stderr.contains(
            "synthèse vocale du système (speech-dispatcher) : son programme annabella-speech \
             n’est pas installé"
        ),
        "{stderr}"
    );
}

/// The next line of `lines` that contains `wanted`, within 20 s.
fn line_with(lines: &Receiver<String>, wanted: &str, seen: &mut Vec<String>) {
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) if line.contains(wanted) => return seen.push(line),
            Ok(line) => seen.push(line),
            Err(why @ (RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected)) => {
                panic!("no line with {wanted:?} ({why}) in:\n{}", seen.join("\n"))
            }
        }
    }
}

#[test]
fn a_companion_killed_mid_game_is_said_to_have_stopped_once_and_the_game_goes_on() {
    require_tools(&["pulseaudio", "pactl", "speech-dispatcher", "kill"]);
    require_espeak_module();
    let dir = private_dir();
    let dir = dir.path();
    let _pulse = start_pulse(dir);
    let _speechd = start_speechd(dir, &pulse_server(dir));
    let address = format!("unix_socket:{}", speechd_socket(dir).display());
    let mut child = command_in(Path::new(env!("CARGO_BIN_EXE_annabella")), dir)
        .args(["play", "--plain", "--speech", "tts", "--lang", "en"])
        .env("SPEECHD_ADDRESS", address)
        .env("PULSE_SERVER", pulse_server(dir))
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = lines_of(child.stdout.take().unwrap());
    let stderr = lines_of(child.stderr.take().unwrap());
    let mut seen = Vec::new();
    stdin.write_all(b"e4\n").unwrap();
    line_with(&stdout, "Bauer Eva vier", &mut seen);
    // System speech was chosen: its companion runs, a child of annabella.
    let mut companions = Vec::new();
    wait_until("the speech companion", Duration::from_secs(20), || {
        companions = companions_of(child.id(), "annabella-speech");
        !companions.is_empty()
    });
    assert_eq!(companions.len(), 1, "one companion: {companions:?}");
    let killed = Command::new("kill")
        .args(["-KILL", &companions[0].to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    stdin.write_all(b"e5\nNf3\n").unwrap();
    line_with(&stdout, "Bauer Eva fünf", &mut seen);
    line_with(&stdout, "Springer Felix drei", &mut seen);
    stdin.write_all(b"quit\n").unwrap();
    drop(stdin);
    wait_until("annabella to end", Duration::from_secs(30), || {
        child.try_wait().unwrap().is_some()
    });
    assert!(child.wait().unwrap().success());
    // Its stderr has closed: every line of it is here.
    let errors: Vec<String> = stderr.iter().collect();
    let errors = errors.join("\n");
    assert_eq!(
        errors
            .matches("tts failed (system speech (speech-dispatcher): its program stopped)")
            .count(),
        1,
        "said once:\n{errors}"
    );
    // No second companion was started behind the player's back.
    assert!(companions_of(child.id(), "annabella-speech").is_empty());
}
