//! Nothing is played that nobody said (issue 34): at the table a move read back is played only on a sure spoken yes, while a "nein" or a hesitation drops it
//! and is never heard as a move; a typed command leaves the question waiting.

use super::listening::{list, require_model, say};

#[test]
fn nein_and_a_hesitation_never_play_a_move_nobody_said() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let files = [
        say(dir.path(), "nf3", "Springer Felix drei", 175, 50, false),
        say(dir.path(), "nein", "nein", 175, 50, false),
        say(dir.path(), "aeh", "äh hm", 175, 50, false),
    ];
    let data = tempfile::tempdir().unwrap();
    let files = list(&files);
    let mut playing =
        super::common::start_playing(&["--auto-press", "--listen-file", &files], data.path());
    assert_eq!(
        playing.next_line(),
        "Ich höre zu: sagen Sie Ihren Zug, oder tippen Sie ihn."
    );
    // Each file is one utterance, answered by one line; then what was played is asked.
    let heard: Vec<String> = (0..3).map(|_| playing.next_line()).collect();
    playing.type_line("moves");
    let moves = playing.next_line();
    assert!(
        moves == "noch keine Züge" || moves == "Zug eins: Springer Felix drei",
        "only Nf3 may be played; heard {heard:?}, then {moves}"
    );
    assert!(
        !heard
            .iter()
            .any(|l| l.contains("Anna") || l.contains("Bella")),
        "\"nein\" is heard as no move: {heard:?}"
    );
    assert!(playing.finish().success());
}

#[test]
fn a_typed_command_leaves_the_spoken_question_waiting() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    // Said plainly, the pawn move is not sure enough: it is read back.
    let files = [say(dir.path(), "e4", "Bauer Eva vier", 175, 50, false)];
    let data = tempfile::tempdir().unwrap();
    let files = list(&files);
    let mut playing = super::common::start_playing(
        &["--time", "300", "--auto-press", "--listen-file", &files],
        data.path(),
    );
    playing.wait_for("Meinten Sie Bauer Eva vier? Sagen Sie ja oder nein.");
    playing.type_line("brett kompakt");
    let board = playing.next_line();
    assert!(!board.is_empty());
    playing.type_line("ja");
    playing.wait_for("Bauer Eva vier");
    playing.type_line("moves");
    playing.wait_for("Zug eins: Bauer Eva vier");
    assert!(playing.finish().success());
}
