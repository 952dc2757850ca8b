//! Errors in one language: the errors of `announce`, `clock`, `analyse`, `games`, `speak`, a bad
//! voice pack and a bad settings file, run in every interface language, each line checked against
//! the other languages' words as the scripted game is (see `one_language`). What is quoted (the
//! token from the file, the word asked for) and the file names are the only words from outside.

use std::path::Path;

use crate::common::{annabella_with_env, in_parallel};
use crate::one_language::{LANGUAGES, catalogue_words, foreign_words, strangers};

/// A PGN file with a game for each kind of problem the reader names, between good games.
const BAD_GAMES: &str = "[Event \"x\"]\n\n1. e4 e5 2. Nf9 *\n\n1. e4 e5 2. Ke3 *\n\n\
[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n1. e4 e5 2. O-O *\n\n1. e4 {never closed\n";

/// A voice pack with seven files where eight are needed, and one that is not TOML.
fn broken_packs(dir: &Path) -> [String; 2] {
    let fide =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("voices/fide.toml"))
            .unwrap();
    let seven = dir.join("seven.toml");
    std::fs::write(&seven, fide.replacen("\"Gustav\", ", "", 1)).unwrap();
    let junk = dir.join("junk.toml");
    std::fs::write(&junk, "this is = = not toml").unwrap();
    [seven, junk].map(|p| p.to_str().unwrap().to_owned())
}

/// The FIDE voice with the one recording of "Bauer" (`spoken.toml`, `spoken/clips/bauer.wav`):
/// `speak` says a word without a recording as with the whole voice, without reading the other
/// 160 recordings first (a second of the program's time in each language).
fn one_clip_voice(dir: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("voices");
    let pack = dir.join("spoken.toml");
    std::fs::copy(root.join("fide.toml"), &pack).unwrap();
    std::fs::create_dir_all(dir.join("spoken/clips")).unwrap();
    std::fs::copy(
        root.join("fide/clips/bauer.wav"),
        dir.join("spoken/clips/bauer.wav"),
    )
    .unwrap();
    pack.to_str().unwrap().to_owned()
}

/// A saved games folder under `dir` holding a file that is no journal and a FIFO.
fn unreadable_games(dir: &Path) {
    let games = dir.join("annabella/games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(games.join("x.journal"), "hello\n").unwrap();
    let fifo = games.join("y.journal");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
}

/// `games` lists what it cannot read among the games (one line each), and exits 0.
fn games_listed(tag: &str, dir: &Path) -> Vec<String> {
    let listed = annabella_with_env(
        &["games", "--lang", tag],
        b"",
        &[("XDG_DATA_HOME", dir), ("XDG_CONFIG_HOME", dir)],
    );
    assert_eq!(listed.status, 0, "{}", listed.stderr);
    assert_eq!(listed.stdout.lines().count(), 2, "{}", listed.stdout);
    listed.stdout.lines().map(str::to_owned).collect()
}

/// Runs one failing command in `tag`; its stderr lines, the folder's path taken out.
fn errors(args: &[&str], input: &str, dir: &Path) -> Vec<String> {
    let run = annabella_with_env(
        args,
        input.as_bytes(),
        &[("XDG_DATA_HOME", dir), ("XDG_CONFIG_HOME", dir)],
    );
    assert_eq!(run.status, 2, "{args:?}: {}", run.stderr);
    let folder = dir.to_str().unwrap();
    run.stderr
        .lines()
        .map(|line| line.replace(folder, ""))
        .collect()
}

/// play's own flags (a Chess960 number out of range, a board that is not there) and a review
/// read from standard input.
fn flag_runs(tag: &str) -> [Vec<&str>; 3] {
    [
        vec!["play", "--plain", "--lang", tag, "--chess960", "1000"],
        vec![
            "play",
            "--plain",
            "--lang",
            tag,
            "--board",
            "peg:/nonexistent/tty",
        ],
        vec!["review", "--plain", "--lang", tag, "-"],
    ]
}

/// The errors of every command in language `tag` (its index in `catalogues`), in a folder of its
/// own: how many lines were checked, and those holding another language's words.
fn errors_in(
    catalogues: &[std::collections::BTreeSet<String>],
    index: usize,
    tag: &str,
) -> (usize, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let pgn = d.join("g.pgn");
    std::fs::write(&pgn, BAD_GAMES).unwrap();
    let pgn = pgn.to_str().unwrap();
    let good = d.join("good.pgn");
    std::fs::write(&good, "1. e4 e5 *\n").unwrap();
    let good = good.to_str().unwrap().to_owned();
    let [seven, junk] = broken_packs(d);
    let spoken = one_clip_voice(d);
    unreadable_games(d);
    let settings = d.join("s.toml");
    std::fs::write(&settings, "rate = 3.0\n").unwrap();
    let settings = settings.to_str().unwrap();
    let script = "0 start\n5 press\n3 press\n";
    let runs: Vec<(Vec<&str>, &str)> = vec![
        (vec!["announce", "--lang", tag, pgn], ""),
        (vec!["announce", "--lang", tag, "--voice", &seven, pgn], ""),
        (vec!["announce", "--lang", tag, "--voice", &junk, pgn], ""),
        (
            vec!["announce", "--lang", tag, "--voice", "nobody", pgn],
            "",
        ),
        (
            vec!["clock", "--lang", tag, "--control", "G/90", "--script", "-"],
            "",
        ),
        (
            vec!["clock", "--lang", tag, "--control", "40/", "--script", "-"],
            "",
        ),
        (
            vec!["clock", "--lang", tag, "--control", "300", "--script", "-"],
            script,
        ),
        (
            vec!["clock", "--lang", tag, "--control", "300", "--script", "-"],
            "0 start\n1 add green 5\n",
        ),
        (vec!["analyse", "--lang", tag, "--game", "9", pgn], ""),
        (vec!["analyse", "--lang", tag, d.to_str().unwrap()], ""),
        (
            vec![
                "analyse",
                "--lang",
                tag,
                "--engine",
                "/nonexistent/engine",
                &good,
            ],
            "",
        ),
        (vec!["status", "--lang", tag, pgn], ""),
        (vec!["openings", "--lang", tag, pgn], ""),
        (
            vec![
                "speak", "--lang", tag, "--voice", &spoken, "--engine", "clips", "--wav", "o.wav",
                "Bauer", "Zebra",
            ],
            "",
        ),
        (
            vec!["play", "--plain", "--lang", tag, "--config", settings],
            "",
        ),
        (
            vec!["export", "--brf", "--lang", tag, "--width", "3", pgn],
            "",
        ),
    ];
    let mut lines = Vec::new();
    for (args, input) in &runs {
        let said = errors(args, input, d);
        assert!(!said.is_empty(), "{tag}: {args:?} said nothing");
        lines.extend(said);
    }
    for args in flag_runs(tag) {
        let said = errors(&args, "", d);
        assert!(!said.is_empty(), "{tag}: {args:?} said nothing");
        lines.extend(said);
    }
    lines.extend(games_listed(tag, d));
    let foreign = foreign_words(catalogues, index, "fide");
    let mixed: Vec<String> = lines
        .iter()
        .filter_map(|line| {
            let strangers = strangers(line, &foreign);
            (!strangers.is_empty()).then(|| format!("{tag}: {line:?} has {strangers:?}"))
        })
        .collect();
    (lines.len(), mixed)
}

#[test]
fn every_error_is_in_one_language_in_every_interface_language() {
    let catalogues: Vec<_> = LANGUAGES.iter().map(|t| catalogue_words(t)).collect();
    // The languages side by side, each in its own folder.
    let checked = in_parallel(
        LANGUAGES.into_iter().enumerate().collect(),
        |(index, tag)| errors_in(&catalogues, index, tag),
    );
    let lines_checked: usize = checked.iter().map(|(lines, _)| lines).sum();
    let mixed: Vec<String> = checked.into_iter().flat_map(|(_, mixed)| mixed).collect();
    assert!(lines_checked > 120, "only {lines_checked} lines");
    assert!(
        mixed.is_empty(),
        "{} mixed lines:\n{}",
        mixed.len(),
        mixed.join("\n")
    );
}
