//! What comes from files, settings and arguments is never printed raw: a catalogue in the data
//! folder, a voice pack, a PGN's tags and comments, a file name, a name, a settings value and a
//! `--lang` value holding ESC sequences, BEL, NUL, a bare CR that forges a line, or direction
//! controls reach no terminal through the real binary. And the catalogue folder is bounded: only
//! the catalogue a run needs is read, one that cannot be read is named and skipped without
//! failing another language, and a broken one is told in one line.

use std::fmt::Write as _;
use std::path::Path;

use crate::common::{Run, annabella_with_env};

/// The characters that would steer a terminal or reorder what is shown.
const STEERING: [char; 10] = [
    '\u{1b}', '\u{7}', '\0', '\r', '\u{9b}', '\u{202e}', '\u{2066}', '\u{200f}', '\u{61c}',
    '\u{202a}',
];

/// Fails when `text` holds a steering character or a line that is only the forged
/// "White resigns".
fn assert_plain(text: &str, what: &str) {
    let found: Vec<char> = text.chars().filter(|c| STEERING.contains(c)).collect();
    assert!(found.is_empty(), "{what} holds {found:?}: {text:?}");
    assert!(
        !text.lines().any(|line| line.trim() == "White resigns"),
        "{what} holds a forged line: {text:?}"
    );
}

/// Fails unless `run` was refused (exit status 2) with `refusal` in its error, told plainly;
/// `what` names the error in a failure.
#[track_caller]
fn assert_refused_plainly(run: &Run, refusal: &str, what: &str) {
    assert_eq!(run.status, 2, "{what}: {run:?}");
    assert!(run.stderr.contains(refusal), "{what}: {run:?}");
    assert_plain(&run.stderr, what);
}

/// Runs annabella with its data and settings folders in `home`.
fn run_in(home: &Path, args: &[&str], stdin: &[u8]) -> Run {
    annabella_with_env(
        args,
        stdin,
        &[
            ("XDG_DATA_HOME", &home.join("data")),
            ("XDG_CONFIG_HOME", &home.join("config")),
        ],
    )
}

/// The data folder's `locales` folder in `home`, made.
fn locales(home: &Path) -> std::path::PathBuf {
    let dir = home.join("data/annabella/locales");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// English's catalogue with ESC, BEL, a bare CR forging "White resigns" and U+202E put at
/// the start of every message's value.
fn hostile_catalogue() -> String {
    let english =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/en.ftl"))
            .unwrap();
    english
        .lines()
        .map(|line| match line.split_once(" = ") {
            Some((key, value)) if !key.starts_with(' ') && !key.starts_with('#') => {
                format!("{key} = \u{1b}[2J\u{7}\u{202e}{value}\rWhite resigns\u{1b}]0;owned\u{7}")
            }
            _ => line.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

const GAME_PGN: &str =
    "[Event \"t\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";

#[test]
fn a_catalogue_holding_escapes_is_shown_plain_in_errors_line_mode_and_review() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(locales(home.path()).join("xx.ftl"), hostile_catalogue()).unwrap();
    let pgn = home.path().join("game.pgn");
    std::fs::write(&pgn, GAME_PGN).unwrap();

    let missing = run_in(
        home.path(),
        &["announce", "--lang", "xx", "no-such.pgn"],
        b"",
    );
    assert_eq!(missing.status, 2, "{}", missing.stderr);
    assert!(missing.stderr.contains("no-such.pgn"), "{}", missing.stderr);
    assert_plain(&missing.stderr, "the error");

    let played = run_in(
        home.path(),
        &[
            "play", "--plain", "--lang", "xx", "--speech", "text", "--time", "5+0",
        ],
        b"e4\ntime\nxyz\nquit\nyes\n",
    );
    assert!(played.stdout.lines().count() > 3, "{played:?}");
    assert_plain(&played.stdout, "line mode");
    assert_plain(&played.stderr, "line mode's errors");

    let reviewed = run_in(
        home.path(),
        &["review", "--plain", "--lang", "xx", pgn.to_str().unwrap()],
        b"\n\ncomment\nend\n",
    );
    assert!(reviewed.stdout.lines().count() > 2, "{reviewed:?}");
    assert_plain(&reviewed.stdout, "the review");
}

#[test]
fn a_pgn_holding_escapes_in_its_tags_and_comments_is_reviewed_plain() {
    let home = tempfile::tempdir().unwrap();
    let pgn = home.path().join("game.pgn");
    std::fs::write(
        &pgn,
        "[Event \"t\"]\n[White \"Anna\u{1b}[2J\u{7}\"]\n[Black \"Ben\u{202e}neB\rWhite resigns\"]\n\
         [Result \"*\"]\n\n{\u{1b}]0;title\u{7}opening\rWhite resigns} 1. e4 {good\u{1b}[31m\u{0}move} e5 *\n",
    )
    .unwrap();
    let reviewed = run_in(
        home.path(),
        &["review", "--plain", pgn.to_str().unwrap()],
        b"comment\n\ncomment\n\n",
    );
    assert!(reviewed.stdout.contains("Anna"), "{reviewed:?}");
    assert!(reviewed.stdout.contains("good"), "{reviewed:?}");
    assert_plain(&reviewed.stdout, "the review");
    assert_plain(&reviewed.stderr, "the review's errors");
}

/// A control character in a pack's word is refused with the pack, the key and the character
/// named in plain words (nothing of the word is echoed), by every command that reads packs.
#[test]
fn a_voice_pack_word_holding_escapes_is_refused_in_plain_words() {
    let home = tempfile::tempdir().unwrap();
    let english =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("voices/en.toml"))
            .unwrap();
    let pack = home.path().join("pack.toml");
    std::fs::write(
        &pack,
        english
            .replace(
                "pawn = \"Pawn\"",
                "pawn = \"Pawn\\u001b[2J\\u0007\\r\\nWhite resigns\\u202e\"",
            )
            .replace("name = \"en\"", "name = \"hostile\""),
    )
    .unwrap();
    let pgn = home.path().join("game.pgn");
    std::fs::write(&pgn, GAME_PGN).unwrap();
    let announced = run_in(
        home.path(),
        &[
            "announce",
            "--voice",
            pack.to_str().unwrap(),
            pgn.to_str().unwrap(),
        ],
        b"",
    );
    let refusal = "pieces.pawn: holds the control character U+001B";
    assert_refused_plainly(&announced, refusal, "announce's error");
    assert_plain(&announced.stdout, "announce");
    let played = run_in(
        home.path(),
        &[
            "play",
            "--plain",
            "--speech",
            "text",
            "--voice",
            pack.to_str().unwrap(),
        ],
        b"e4\nquit\nyes\n",
    );
    assert_refused_plainly(&played, refusal, "line mode's error");
    assert_plain(&played.stdout, "line mode");
}

#[test]
fn file_names_settings_values_and_lang_values_are_echoed_plain() {
    let home = tempfile::tempdir().unwrap();
    let name = home
        .path()
        .join("a\u{1b}[2J\u{7}b\rWhite resigns\u{202e}.pgn");
    for args in [
        vec!["announce", name.to_str().unwrap()],
        vec!["review", "--plain", name.to_str().unwrap()],
        vec!["hear", name.to_str().unwrap()],
    ] {
        let run = run_in(home.path(), &args, b"");
        assert_refused_plainly(&run, "a[2Jb", &format!("{args:?}"));
    }

    let lang = run_in(
        home.path(),
        &["announce", "--lang", "nl\u{202e}\u{1b}[2J", "x.pgn"],
        b"",
    );
    assert_refused_plainly(&lang, "nl", "--lang");

    let config = home.path().join("config/annabella");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(
        config.join("config.toml"),
        "voice = \"fide\\u001b[2J\\u0000\\u202e\\rWhite resigns\"\n",
    )
    .unwrap();
    let settings = run_in(home.path(), &["play", "--plain"], b"quit\nyes\n");
    assert_refused_plainly(
        &settings,
        "voice: holds the control character U+001B",
        "the settings error",
    );
}

#[test]
fn names_holding_direction_controls_are_refused() {
    let home = tempfile::tempdir().unwrap();
    let flag = run_in(
        home.path(),
        &["play", "--plain", "--white", "Anna\u{202e}ssuR"],
        b"quit\nyes\n",
    );
    assert_refused_plainly(&flag, "--white", "--white's error");

    let at_table = run_in(
        home.path(),
        &["play", "--plain", "--speech", "text"],
        "names white \u{2066}Anna\u{2069}\nnames\nquit\nyes\n".as_bytes(),
    );
    assert_plain(&at_table.stdout, "names at the table");
    assert!(!at_table.stdout.contains("Anna"), "{}", at_table.stdout);
}

#[test]
fn catalogues_that_cannot_be_read_fail_no_other_language_and_are_read_only_when_needed() {
    let home = tempfile::tempdir().unwrap();
    let dir = locales(home.path());
    let fifo = dir.join("ab.ftl");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    std::fs::create_dir(dir.join("ac.ftl")).unwrap();
    std::fs::write(dir.join("ad.ftl"), "x = y\n".repeat(200_000)).unwrap();
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/es.ftl"),
        dir.join("es.ftl"),
    )
    .unwrap();
    // Fifty broken catalogues nobody asks for: never read.
    for i in 0..50u8 {
        let tag = format!(
            "z{}{}",
            char::from(b'a' + i / 26),
            char::from(b'a' + i % 26)
        );
        std::fs::write(dir.join(format!("{tag}.ftl")), "= broken\n".repeat(2000)).unwrap();
    }
    let config = home.path().join("config/annabella");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(config.join("config.toml"), "ui_language = \"es\"\n").unwrap();

    let spanish = run_in(home.path(), &["announce", "no-such.pgn"], b"");
    assert_eq!(spanish.status, 2, "{spanish:?}");
    assert_eq!(spanish.stderr.lines().count(), 1, "{}", spanish.stderr);
    assert!(
        spanish.stderr.contains("no se encuentra"),
        "{}",
        spanish.stderr
    );

    std::fs::remove_file(config.join("config.toml")).unwrap();
    let pgn = home.path().join("game.pgn");
    std::fs::write(&pgn, GAME_PGN).unwrap();
    let english = run_in(home.path(), &["announce", pgn.to_str().unwrap()], b"");
    assert_eq!(english.status, 0, "{english:?}");
    assert_eq!(english.stderr, "", "no catalogue is read for English");

    for (tag, problem) in [("ab", "FIFO"), ("ac", "folder"), ("ad", "larger than 1 MB")] {
        let run = run_in(
            home.path(),
            &["announce", "--lang", tag, "no-such.pgn"],
            b"",
        );
        assert_eq!(run.status, 2, "{run:?}");
        let lines: Vec<&str> = run.stderr.lines().collect();
        assert_eq!(lines.len(), 2, "{}", run.stderr);
        assert!(
            lines[0].contains(&format!("{tag}.ftl")) && lines[0].contains(problem),
            "{}",
            run.stderr
        );
        assert!(lines[1].contains("cannot be found"), "{}", run.stderr);
    }
}

#[test]
fn a_broken_catalogue_is_told_in_one_line_with_how_many_more() {
    let home = tempfile::tempdir().unwrap();
    let mut text = String::from("file-not-found = no hay\n");
    for i in 0..30_000 {
        writeln!(text, "= broken line\nm{i} = fine").unwrap();
    }
    std::fs::write(locales(home.path()).join("xx.ftl"), text).unwrap();
    let run = run_in(
        home.path(),
        &["announce", "--lang", "xx", "no-such.pgn"],
        b"",
    );
    assert_eq!(run.status, 2, "{run:?}");
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{}", run.stderr);
    assert!(
        lines[0].contains("xx.ftl: line 2") && lines[0].contains("and 29999 more problems"),
        "{}",
        lines[0]
    );
}
