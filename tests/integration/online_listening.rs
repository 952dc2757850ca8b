//! Listening online, end to end: White's move is spoken (espeak-ng, fed through
//! `play --plain --online --listen-file`, the same pipeline as the microphone after the device),
//! heard among the legal moves, sent to the real test server and announced on both sides; the
//! opponent's typed answer comes back and is announced to the listening player.
//!
//! Declared inside `online.rs`, so it shares that file's one server for the test binary, with
//! players of its own.

use super::{Player, server};
use crate::listening::{require_model, say_in};

#[test]
fn online_a_spoken_move_is_sent_to_the_server_and_announced_on_both_sides() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    // Said by the American voice, padded as a microphone gives it.
    let knight = say_in(
        "en-us",
        dir.path(),
        "nf3",
        "Knight Foxtrot three",
        (150, 50),
        true,
    );
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
