//! Good and bad fixtures of every file a user writes by hand (tests/data/README.md): settings
//! files, voice packs, pronunciation lists and catalogues, run through the real binary. A good
//! one loads and is used; a bad one gets the exact one line it is told, naming the file and
//! where in it.

use std::path::{Path, PathBuf};

use crate::common::{Run, annabella_with_env, data};

/// Runs `annabella ARGS` with a data and a settings folder of its own (nothing of the machine's
/// user is read), and `XDG_DATA_HOME` at `data_home` when given.
fn run_in(args: &[&str], data_home: Option<&Path>) -> Run {
    let home = tempfile::tempdir().unwrap();
    let data_home = data_home.map_or_else(|| home.path().to_path_buf(), Path::to_path_buf);
    annabella_with_env(
        args,
        b"",
        &[
            ("XDG_DATA_HOME", &data_home),
            ("XDG_CONFIG_HOME", home.path()),
            ("HOME", home.path()),
        ],
    )
}

fn fixture(path: &str) -> String {
    data(path).to_str().unwrap().to_owned()
}

/// The one line a bad fixture gets, and exit status 2.
#[track_caller]
fn assert_refused(run: &Run, line: &str) {
    assert_eq!(run.status, 2, "{run:?}");
    assert_eq!(run.stderr, format!("annabella: {line}\n"), "{run:?}");
}

/// A game short enough to announce in every voice.
fn game() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("game.pgn");
    std::fs::write(&pgn, "1. e4 e5 2. Nf3 *\n").unwrap();
    let path = pgn.to_str().unwrap().to_owned();
    (dir, path)
}

#[test]
fn a_good_settings_file_is_used() {
    let settings = fixture("settings/good.toml");
    let run = run_in(&["play", "--plain", "--config", &settings], None);
    assert_eq!(run.status, 0, "{run:?}");
    assert_eq!(run.stderr, "", "{run:?}");
    // Its voice and its time control.
    assert!(
        run.stdout
            .starts_with("New game; five minutes, plus two seconds a move; Enter starts the clock"),
        "{run:?}"
    );
}

#[test]
fn each_bad_settings_file_gets_its_one_line() {
    for (file, problem) in [
        (
            "not-toml.toml",
            "line 1, column 9: string values must be quoted, expected literal string",
        ),
        (
            "unknown-voice.toml",
            "voice = \"nope\": unknown voice \"nope\": the built-in voices are fide, en, fr; a voice pack is a path to a .toml file",
        ),
        ("rate-out-of-range.toml", "rate: 9 is outside 0.5 to 2.0"),
        (
            "bad-time.toml",
            "time: \"five minutes\" is not a time control ('f' at character 1): use seconds like 900+10, 40/5400+30:1800+30, 300d5, 120b2, *180, 10+0.05",
        ),
        (
            "bad-clock-seconds.toml",
            "line 2, column 11: unknown variant `minutes`, expected `tenths` or `whole`",
        ),
    ] {
        let settings = fixture(&format!("settings/{file}"));
        let run = run_in(&["play", "--plain", "--config", &settings], None);
        assert_refused(&run, &format!("settings {settings}: {problem}"));
    }
}

#[test]
fn a_good_voice_pack_says_the_moves_in_its_words() {
    let (_dir, pgn) = game();
    let pack = fixture("voices/good.toml");
    let run = run_in(&["announce", "--voice", &pack, &pgn], None);
    assert_eq!(run.status, 0, "{run:?}");
    assert_eq!(run.stderr, "", "{run:?}");
    assert_eq!(
        run.stdout,
        "Pawn Echo four\nPawn Echo five\nKnight Foxtrot three\n\n"
    );
}

#[test]
fn each_bad_voice_pack_gets_its_one_line() {
    let (_dir, pgn) = game();
    for (file, problem) in [
        (
            "not-toml.toml",
            "line 3, column 15: invalid basic string, expected `\"`",
        ),
        (
            "no-knight.toml",
            "line 13, column 1: missing field `knight`",
        ),
        ("seven-ranks.toml", "board.ranks: needs 8 words, found 7"),
        (
            "square-file.toml",
            "board.files[0]: \"e4\" reads as the square e4",
        ),
        (
            "same-files.toml",
            "board.files[0]: \"alpha\" holds \"alpha\", the word of board.files[1]",
        ),
    ] {
        let pack = fixture(&format!("voices/{file}"));
        let run = run_in(&["announce", "--voice", &pack, &pgn], None);
        assert_refused(&run, &format!("voice pack {pack}: {problem}"));
    }
}

#[test]
fn a_good_pronunciation_list_is_heard_with() {
    let pack = fixture("voices/good.toml");
    let silence = fixture("voices/silence.wav");
    let run = run_in(&["hear", "--voice", &pack, &silence], None);
    assert_eq!(run.status, 0, "{run:?}");
    // Silence is no move: said again.
    assert_eq!(run.stdout, "again\n", "{run:?}");
}

#[test]
fn each_bad_pronunciation_list_gets_its_one_line() {
    let silence = fixture("voices/silence.wav");
    let list = fixture("voices/unknown-phone/listen.dict");
    let run = run_in(
        &[
            "hear",
            "--voice",
            &fixture("voices/unknown-phone.toml"),
            &silence,
        ],
        None,
    );
    assert_refused(
        &run,
        &format!("pronunciation list {list}: line 63: \"QQ\" is not a phone of the English model"),
    );
    let run = run_in(
        &[
            "hear",
            "--voice",
            &fixture("voices/missing-word.toml"),
            &silence,
        ],
        None,
    );
    assert_refused(
        &run,
        "voice missing-word: the word \"knight\" has no pronunciation in its listen.dict",
    );
}

/// The folder a catalogue fixture is found in, as a user's data folder.
fn catalogue_home(name: &str) -> PathBuf {
    data(&format!("catalogues/{name}"))
}

#[test]
fn a_good_catalogue_brings_its_language() {
    let (dir, pgn) = game();
    let home = catalogue_home("good");
    let run = run_in(&["announce", "--lang", "eo", &pgn], Some(&home));
    assert_eq!(run.status, 0, "{run:?}");
    assert_eq!(run.stderr, "", "{run:?}");
    // Its sentences are said: a missing file, in the catalogue's words.
    let missing = dir.path().join("missing.pgn");
    let missing = missing.to_str().unwrap();
    let run = run_in(&["announce", "--lang", "eo", missing], Some(&home));
    assert_refused(&run, &format!("{missing} ne troviĝas"));
}

#[test]
fn each_bad_catalogue_gets_its_one_line() {
    let (_dir, pgn) = game();
    // Lines that are not Fluent: told, and the rest of the catalogue goes on.
    let home = catalogue_home("not-fluent");
    let file = home.join("annabella/locales/eo.ftl");
    let run = run_in(&["announce", "--lang", "eo", &pgn], Some(&home));
    assert_eq!(run.status, 0, "{run:?}");
    assert_eq!(
        run.stderr,
        format!(
            "annabella: catalogue {}: line 3: Expected a token starting with \"=\"\n",
            file.display()
        ),
        "{run:?}"
    );
    assert!(run.stdout.starts_with("Bauer Eva vier\n"), "{run:?}");
    // A file whose name is no language tag brings no language.
    let run = run_in(
        &["announce", "--lang", "eo", &pgn],
        Some(&catalogue_home("misnamed")),
    );
    assert_refused(
        &run,
        "--lang eo: not a language of annabella: en, fr, de, es (see annabella --help)",
    );
}
