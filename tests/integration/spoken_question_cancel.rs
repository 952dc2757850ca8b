//! A spoken move read back can be left unanswered (issue 34): a typed word (`verwerfen`,
//! `cancelar`, …) in line mode, Esc on the full screen, withdraws the question, says so, and
//! nothing from it is played: a later "ja", typed or spoken, finds no move to confirm. With no
//! question waiting the word says so and changes nothing, and Esc does what it did before.
//! There is no spoken withdrawal: a spoken "abbrechen" is no yes, so it already drops the
//! question (tested here too).
//!
//! The move is "Bauer Eva vier" said plainly by espeak-ng, which the recogniser reads back (see
//! `listening.rs`). A missing espeak-ng, sox, tmux or recogniser model fails the tests.

use std::path::Path;
use std::time::Duration;

use super::common::{Playing, file_showing, start_playing, wait_until};
use super::listening::{list, require_model, say};
use crate::tmux::Tmux;

/// How long a spoken move may take to be heard and said on a loaded machine.
const HEARD_WITHIN: Duration = Duration::from_secs(20);

#[test]
fn a_typed_word_withdraws_the_question_in_line_mode_and_a_later_ja_plays_nothing() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let files = [
        say(dir.path(), "e4", "Bauer Eva vier", 175, 50, false),
        say(dir.path(), "ja", "ja", 175, 50, true),
    ];
    let data = tempfile::tempdir().unwrap();
    let files = list(&files);
    // Push-to-talk: each file is heard when asked, so the spoken "ja" comes after the withdrawal.
    let mut playing = start_playing(
        &[
            "--time",
            "300",
            "--push-to-talk",
            "--auto-press",
            "--listen-file",
            &files,
        ],
        data.path(),
    );
    playing.wait_for(
        "Ich höre zu, wenn Sie sprechen tippen, Alt-S oder die Sprechtaste des Bretts drücken: \
         sagen Sie dann Ihren Zug.",
    );
    playing.type_line("sprechen");
    assert_eq!(
        heard(&playing),
        "Meinten Sie Bauer Eva vier? Sagen Sie ja oder nein."
    );
    playing.type_line("verwerfen");
    assert_eq!(playing.next_line(), "Frage verworfen; nichts gespielt.");
    // A late "ja", typed, then spoken: with no question waiting the typed one is no move, and
    // the spoken one has no move to confirm (or is heard as nothing at all): nothing is played.
    playing.type_line("ja");
    let typed = playing.next_line();
    assert!(typed.starts_with("kein Zug: „ja“"), "a typed ja: {typed}");
    playing.type_line("sprechen");
    let spoken = heard(&playing);
    assert!(
        spoken == "Es gibt keinen Zug zu bestätigen."
            || spoken == "Nicht verstanden; bitte noch einmal.",
        "a spoken ja after the withdrawal: {spoken}"
    );
    // Nothing waiting: said so, and nothing else changes.
    playing.type_line("verwerfen");
    assert_eq!(
        playing.next_line(),
        "Es wartet keine Frage; nichts geändert."
    );
    playing.type_line("züge");
    assert_eq!(playing.next_line(), "noch keine Züge");
    assert!(playing.finish().success());
}

#[test]
fn the_spanish_word_withdraws_from_a_language_brought_by_its_file() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let files = [say(dir.path(), "e4", "Bauer Eva vier", 175, 50, false)];
    let data = tempfile::tempdir().unwrap();
    let files = list(&files);
    let mut playing = start_playing(
        &[
            "--lang",
            "es",
            "--time",
            "300",
            "--auto-press",
            "--listen-file",
            &files,
        ],
        data.path(),
    );
    // The question, in Spanish around the voice's move.
    let asked = wait_for_line(&playing, |line| line.contains("Bauer Eva vier"));
    assert!(!asked.starts_with("Bauer Eva vier"), "played: {asked}");
    playing.type_line("cancelar");
    assert_eq!(
        playing.next_line(),
        "Pregunta cancelada; no se ha jugado nada."
    );
    playing.type_line("sí");
    let typed = playing.next_line();
    assert!(typed.starts_with("no es una jugada: «sí»"), "{typed}");
    playing.type_line("cancelar");
    assert_eq!(
        playing.next_line(),
        "No hay ninguna pregunta pendiente; nada ha cambiado."
    );
    playing.type_line("jugadas");
    assert_eq!(playing.next_line(), "aún no hay jugadas");
    assert!(playing.finish().success());
}

/// Why there is no spoken withdrawal word: a spoken "abbrechen" (or "verwerfen") while a move
/// read back waits is no yes, so it already drops the question, and nothing is played.
#[test]
fn a_spoken_abbrechen_already_drops_the_question_and_plays_nothing() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let files = [
        say(dir.path(), "e4", "Bauer Eva vier", 175, 50, false),
        say(dir.path(), "abbrechen", "abbrechen", 175, 50, false),
    ];
    let data = tempfile::tempdir().unwrap();
    let files = list(&files);
    let mut playing = start_playing(
        &["--time", "300", "--auto-press", "--listen-file", &files],
        data.path(),
    );
    playing.wait_for("Ich höre zu: sagen Sie Ihren Zug, oder tippen Sie ihn.");
    assert_eq!(
        heard(&playing),
        "Meinten Sie Bauer Eva vier? Sagen Sie ja oder nein."
    );
    assert_eq!(
        heard(&playing),
        "Verworfen; sagen Sie Ihren Zug noch einmal."
    );
    playing.type_line("züge");
    assert_eq!(playing.next_line(), "noch keine Züge");
    assert!(playing.finish().success());
}

/// The next line, said once an utterance is heard: the recogniser may take its time on a
/// loaded machine.
fn heard(playing: &Playing) -> String {
    playing
        .next_line_within(HEARD_WITHIN)
        .expect("what was heard answered")
}

/// The first line the table says that `wanted` accepts (the lines before it are listening's
/// own: "escuchando …").
fn wait_for_line(playing: &Playing, wanted: impl Fn(&str) -> bool) -> String {
    for _ in 0..5 {
        let line = heard(playing);
        if wanted(&line) {
            return line;
        }
    }
    panic!("the move was not read back");
}

/// `annabella play --speech-log FILE ARGS` on the full (sighted) screen in tmux, its data in
/// `data`; the speech log's path.
fn start_screen(data: &Path, args: &[&str]) -> (Tmux, std::path::PathBuf) {
    let said = data.join("said.txt");
    let data_home = format!("XDG_DATA_HOME={}", data.display());
    let mut command = vec![
        "env",
        &data_home,
        env!("CARGO_BIN_EXE_annabella"),
        "play",
        "--speech-log",
        said.to_str().unwrap(),
        "--screen-reader=false",
    ];
    command.extend_from_slice(args);
    (Tmux::start(&command, 100, 40), said)
}

/// The lines of the speech log.
fn said_lines(said: &Path) -> Vec<String> {
    std::fs::read_to_string(said)
        .unwrap_or_default()
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
fn esc_on_the_full_screen_withdraws_the_question_first_then_does_what_it_did() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let files = [say(dir.path(), "e4", "Bauer Eva vier", 175, 50, false)];
    let data = tempfile::tempdir().unwrap();
    let files = list(&files);
    let (tmux, said) = start_screen(
        data.path(),
        &["--time", "300", "--auto-press", "--listen-file", &files],
    );
    file_showing(
        &said,
        "Meinten Sie Bauer Eva vier? Sagen Sie ja oder nein.",
        HEARD_WITHIN,
    );
    // Something typed on the input line stays there: the first Esc only withdraws.
    tmux.type_text("zei");
    tmux.wait_for("the typed letters", |screen| screen.contains("> zei"));
    tmux.keys(&["Escape"]);
    file_showing(&said, "Frage verworfen; nichts gespielt.", HEARD_WITHIN);
    tmux.wait_for("the withdrawal on the screen", |screen| {
        screen.contains("Frage verworfen; nichts gespielt.")
    });
    assert!(tmux.screen().contains("> zei"), "{}", tmux.screen());
    // With no question waiting, Esc clears the line as before; then "ja" is no move.
    tmux.keys(&["Escape"]);
    tmux.wait_for("the line cleared", |screen| !screen.contains("> zei"));
    tmux.type_text("ja");
    tmux.keys(&["Enter"]);
    file_showing(&said, "kein Zug: „ja“", HEARD_WITHIN);
    tmux.type_text("züge");
    tmux.keys(&["Enter"]);
    file_showing(&said, "noch keine Züge", HEARD_WITHIN);
    let lines = said_lines(&said);
    assert!(
        !lines.iter().any(|line| line == "Bauer Eva vier"),
        "the move read back was played: {lines:?}"
    );
    // Ctrl-Q twice leaves; the program ends.
    tmux.keys(&["C-q"]);
    tmux.keys(&["C-q"]);
    wait_until("annabella to end", HEARD_WITHIN, || {
        tmux.run(&["list-panes", "-F", "#{pane_dead}"]).trim() == "1"
    });
}
