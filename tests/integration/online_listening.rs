//! Listening online, end to end: White's move is spoken (espeak-ng, fed through
//! `play --plain --online --listen-file`, the same pipeline as the microphone after the device),
//! heard among the legal moves, sent to the real test server and announced on both sides; the
//! opponent's typed answer comes back and is announced to the listening player.
//!
//! Declared inside `online.rs`, so it shares that file's one server for the test binary, with
//! players of its own.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::{Player, server};
use crate::common::require_tools;

const MODEL: &str = "/usr/share/pocketsphinx/model/en-us/en-us/mdef";

#[track_caller]
fn run(command: &mut Command) {
    let output = command.output().unwrap();
    assert!(
        output.status.success(),
        "{command:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// `text` said by espeak-ng's American voice, 16 kHz mono, with 0.4 s of quiet around it and a
/// faint noise floor (as a microphone gives it); the same file at every run.
fn say(dir: &Path, name: &str, text: &str) -> PathBuf {
    require_tools(&["espeak-ng", "sox", "soxi"]);
    assert!(
        Path::new(MODEL).is_file(),
        "{MODEL} is missing: `make test` installs pocketsphinx-en-us (scripts/system-packages.sh)"
    );
    let raw = dir.join(format!("{name}.raw.wav"));
    let padded = dir.join(format!("{name}.pad.wav"));
    let noise = dir.join(format!("{name}.noise.wav"));
    let wav = dir.join(format!("{name}.wav"));
    run(Command::new("espeak-ng")
        .args(["-v", "en-us", "-s", "150", "-p", "50", "-w"])
        .arg(&raw)
        .arg(text));
    run(Command::new("sox")
        .arg("-R")
        .arg(&raw)
        .args(["-r", "16000", "-c", "1", "-b", "16"])
        .arg(&padded)
        .args(["pad", "0.4", "0.4"]));
    let seconds = Command::new("soxi")
        .arg("-D")
        .arg(&padded)
        .output()
        .unwrap()
        .stdout;
    let seconds = String::from_utf8(seconds).unwrap();
    run(Command::new("sox")
        .args(["-R", "-n", "-r", "16000", "-c", "1", "-b", "16"])
        .arg(&noise)
        .args(["synth", seconds.trim(), "whitenoise", "vol", "0.002"]));
    run(Command::new("sox")
        .args(["-R", "-m"])
        .arg(&padded)
        .arg(&noise)
        .arg(&wav));
    wav
}

#[test]
fn online_a_spoken_move_is_sent_to_the_server_and_announced_on_both_sides() {
    let dir = tempfile::tempdir().unwrap();
    let knight = say(dir.path(), "nf3", "Knight Foxtrot three");
    let server = server();
    let pair = server.pair();
    let (w, b) = (&pair.white, &pair.black);
    let mut black = Player::start(server, b, &pair.black_token, &["--accept"], None);
    let knight = knight.to_str().unwrap();
    let args = [
        "--challenge",
        b,
        "--time",
        "300+3",
        "--color",
        "white",
        "--listen-file",
        knight,
    ];
    let mut white = Player::start(server, w, &pair.white_token, &args, None);
    white.wait_until(|line| line.starts_with(&format!("New game; online against {b}")));
    black.wait_until(|line| line.starts_with(&format!("New game; online against {w}")));
    // Heard surely, the move is played at once; less surely, it is read back first and "yes"
    // (typed here, as the player may) plays it. Either way it goes to the server.
    white.wait_until(|line| {
        line == "Knight Foxtrot three" || line.starts_with("Did you say Knight Foxtrot three?")
    });
    if white.last() != "Knight Foxtrot three" {
        white.type_line("yes");
        white.wait_for("Knight Foxtrot three");
    }
    // The opponent hears the spoken move from the server, and answers by typing.
    black.wait_for("Knight Foxtrot three");
    black.type_line("d5");
    black.wait_for("Pawn Delta five");
    white.wait_for("Pawn Delta five");
    white.type_line("resign");
    white.wait_for("White resigns? Say resign again to confirm");
    white.type_line("resign");
    for player in [&mut white, &mut black] {
        player.wait_for("Resignation. Black wins.");
    }
    white.finish();
    black.finish();
}
