//! Nothing is played that nobody said (issue 34): a sound that is not speech never answers a
//! question waiting at the table; a move read back is played only on a sure spoken yes, while
//! a "nein" or a hesitation drops it and is never heard as a move; a typed command leaves the
//! question waiting. Push-to-talk gates `--listen-file` as it gates the microphone, and a bad
//! or too long list of files is refused leaving no game behind.

use std::path::PathBuf;
use std::process::Command;

use super::listening::{list, play_listening, require_model, say, sound};

/// A move read back, then a sound that is not a yes: each drops the question (or is not heard)
/// and nothing is played. The sounds: a tone sweeping under noise (once heard by `hear` as
/// `move b3`), a tremolo sweep and a chord melody (once read back as moves), and a hall's
/// babble (speech, but longer than any yes).
#[test]
fn a_sound_that_is_not_speech_never_answers_a_move_read_back() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    // Said plainly, the pawn move is not sure enough: it is read back.
    let e4 = say(dir.path(), "e4", "Bauer Eva vier", 175, 50, false);
    let not_yes = [
        sound(
            dir.path(),
            "noise",
            &[
                "synth",
                "2",
                "sine",
                "300-900",
                "whitenoise",
                "tremolo",
                "3",
                "70",
                "vol",
                "0.4",
            ],
        ),
        sound(
            dir.path(),
            "tremolo",
            &[
                "synth", "3", "sine", "300-900", "tremolo", "5", "70", "vol", "0.5",
            ],
        ),
        sound(
            dir.path(),
            "chords",
            &[
                "synth", "0.5", "pluck", "A2", "pluck", "C#3", "pluck", "E3", "repeat", "5",
            ],
        ),
        super::listening::babble(dir.path(), "4"),
    ];
    let files: Vec<PathBuf> = not_yes
        .iter()
        .flat_map(|sound| [e4.clone(), sound.clone()])
        .collect();
    let (_data, mut playing) = play_listening(&["--auto-press"], &files);
    assert_eq!(
        playing.next_line(),
        "Ich höre zu: sagen Sie Ihren Zug, oder tippen Sie ihn."
    );
    for sound in &not_yes {
        // The move is read back (the recogniser, having heard the sounds before, may hear
        // another pawn move: the question is what matters).
        let asked = playing.next_line();
        assert!(asked.starts_with("Meinten Sie Bauer"), "{asked}");
        // The sound drops the question; nothing is played.
        let after = playing.next_line();
        assert_eq!(
            after,
            "Verworfen; sagen Sie Ihren Zug noch einmal.",
            "{}",
            sound.display()
        );
    }
    playing.type_line("moves");
    playing.wait_for("noch keine Züge");
    assert!(playing.finish().success());
}

#[test]
fn push_to_talk_gates_the_listen_files_and_talk_answers_once_they_are_heard() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let files = [say(dir.path(), "nf3", "Springer Felix drei", 150, 50, true)];
    let (_data, mut playing) = play_listening(&["--push-to-talk", "--auto-press"], &files);
    assert_eq!(
        playing.next_line(),
        "Ich höre zu, wenn Sie sprechen tippen, Alt-S oder die Sprechtaste des Bretts drücken: sagen Sie dann Ihren Zug."
    );
    // Not asked yet: the file waits.
    playing.type_line("moves");
    assert_eq!(playing.next_line(), "noch keine Züge");
    playing.type_line("sprechen");
    let heard = playing.next_line();
    assert!(heard.contains("Springer Felix drei"), "{heard}");
    if heard.starts_with("Meinten Sie") {
        playing.type_line("ja");
        playing.wait_for("Springer Felix drei");
    }
    // Every file heard: talk says that nothing listens any more.
    playing.type_line("sprechen");
    assert_eq!(
        playing.next_line(),
        "Das Zuhören ist aus: starten Sie annabella mit --listen oder --push-to-talk, um Ihre Züge zu sagen."
    );
    assert!(playing.finish().success());
}

/// `play --plain ARGS` with its data in `data`, to its end: the exit status and standard error.
fn refused_play(args: &[&str], data: &std::path::Path) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain"])
        .args(args)
        .env("XDG_DATA_HOME", data)
        .output()
        .unwrap();
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Every file under `dir`.
fn files_under(dir: &std::path::Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .flat_map(|entry| {
            let path = entry.path();
            if path.is_dir() {
                files_under(&path)
            } else {
                vec![path]
            }
        })
        .collect()
}

#[test]
fn a_bad_second_listen_file_is_refused_leaving_no_game_behind() {
    let dir = tempfile::tempdir().unwrap();
    let good = sound(dir.path(), "quiet", &["trim", "0", "1"]);
    let missing = dir.path().join("nicht-da.wav");
    let data = tempfile::tempdir().unwrap();
    let (ok, stderr) = refused_play(&["--listen-file", &list(&[good, missing])], data.path());
    assert!(!ok && stderr.contains("nicht-da.wav"), "{stderr}");
    assert_eq!(
        files_under(data.path()),
        Vec::<PathBuf>::new(),
        "no game is left"
    );
}

#[test]
fn too_many_or_too_long_listen_files_are_refused_naming_the_first_left_out() {
    let dir = tempfile::tempdir().unwrap();
    let quiet = sound(dir.path(), "quiet", &["trim", "0", "1"]);
    let data = tempfile::tempdir().unwrap();
    let mut many = vec![quiet; 256];
    many.push(dir.path().join("zu-viel.wav"));
    let (ok, stderr) = refused_play(&["--listen-file", &list(&many)], data.path());
    assert!(!ok, "{stderr}");
    assert!(
        stderr.contains("at most 256 files") && stderr.contains("zu-viel.wav"),
        "{stderr}"
    );
    // Thirty-one files of 20 s: the thirty-first goes past ten minutes.
    let long = sound(
        dir.path(),
        "long",
        &["synth", "20", "brownnoise", "vol", "0.01"],
    );
    let mut long_list = vec![long; 30];
    long_list.push(dir.path().join("long.wav"));
    let (ok, stderr) = refused_play(&["--listen-file", &list(&long_list)], data.path());
    assert!(!ok, "{stderr}");
    assert!(
        stderr.contains("at most 10 minutes") && stderr.contains("long.wav"),
        "{stderr}"
    );
    assert_eq!(
        files_under(data.path()),
        Vec::<PathBuf>::new(),
        "no game is left"
    );
}

#[test]
fn nein_and_a_hesitation_never_play_a_move_nobody_said() {
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let files = [
        say(dir.path(), "nf3", "Springer Felix drei", 175, 50, false),
        say(dir.path(), "nein", "nein", 175, 50, false),
        say(dir.path(), "aeh", "äh hm", 175, 50, false),
    ];
    let (_data, mut playing) = play_listening(&["--auto-press"], &files);
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
    let (_data, mut playing) = play_listening(&["--time", "300", "--auto-press"], &files);
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
