//! System speech runs in a companion program (`annabella-speech`, which links speech-dispatcher):
//! annabella without it says so in the player's language, naming the part, and the game goes
//! on in text; a companion killed mid-game is said to have stopped once, and the game goes on
//! with every move. Through the real binary and real servers (see `tts_engine.rs`).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::common::{lines_of, require_tools, wait_until};
use crate::companion_processes::{
    annabella_alone, at_home, companions_of, game_goes_on_in_text_without, kill_the_companion,
    line_with,
};
use crate::tts_engine::{
    private_dir, pulse_server, require_espeak_module, speechd_socket, start_pulse, start_speechd,
};

/// A command with a private home and runtime folder, no companion folder named.
fn command_in(program: &Path, dir: &Path) -> Command {
    let mut command = Command::new(program);
    at_home(&mut command, dir)
        .env("XDG_RUNTIME_DIR", dir.join("run"))
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
    game_goes_on_in_text_without(
        command_in(&program, dir).args(["play", "--plain", "--speech", "tts", "--lang", "de"]),
        "Sprachausgabe des Systems (speech-dispatcher): das Programm annabella-speech ist nicht \
         installiert",
    );
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
    kill_the_companion(child.id(), "annabella-speech", Duration::from_secs(20));
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
