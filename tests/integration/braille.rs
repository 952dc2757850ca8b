//! Line mode for a braille display: `--width N` (or `width = N` in the settings) wraps every
//! utterance at N cells with words kept whole, and `board compact` answers one rank a line.

use std::path::Path;

use crate::common::annabella_with_env;

/// `play --plain ARGS` with its own data and settings folders; stdout's lines, greeting included.
fn play(args: &[&str], input: &str, home: &Path) -> (i32, Vec<String>, String) {
    let mut full = vec!["play", "--plain"];
    full.extend_from_slice(args);
    let run = annabella_with_env(
        &full,
        input.as_bytes(),
        &[
            ("XDG_DATA_HOME", &home.join("data")),
            ("XDG_CONFIG_HOME", &home.join("config")),
        ],
    );
    let lines = run.stdout.lines().map(str::to_owned).collect();
    (run.status, lines, run.stderr)
}

#[test]
fn a_width_wraps_every_utterance_at_word_boundaries() {
    let home = tempfile::tempdir().unwrap();
    let (status, lines, stderr) = play(&["--width", "12"], "e4\nmoves\n", home.path());
    assert_eq!(status, 0, "{stderr}");
    assert!(lines.iter().all(|l| l.chars().count() <= 12), "{lines:?}");
    // "Bauer Eva vier", then "Zug eins: Bauer Eva vier".
    assert_eq!(
        lines[lines.len() - 5..],
        ["Bauer Eva", "vier", "Zug eins:", "Bauer Eva", "vier"]
    );
}

#[test]
fn the_settings_file_width_applies_and_a_bad_one_names_file_and_key() {
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("config/annabella/config.toml");
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(&config, "width = 10\n").unwrap();
    let (status, lines, stderr) = play(&[], "e4\n", home.path());
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(lines[lines.len() - 2..], ["Bauer Eva", "vier"]);

    std::fs::write(&config, "width = 3\n").unwrap();
    let (status, _, stderr) = play(&[], "e4\n", home.path());
    assert_eq!(status, 2);
    assert!(
        stderr.contains(&format!("settings {}: width = \"3\"", config.display())),
        "{stderr}"
    );
}

#[test]
fn width_is_refused_outside_line_mode_and_out_of_range() {
    let home = tempfile::tempdir().unwrap();
    let run = annabella_with_env(
        &["play", "--width", "40"],
        b"",
        &[("XDG_DATA_HOME", home.path())],
    );
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("--plain"), "{}", run.stderr);
    let (status, _, stderr) = play(&["--width", "0"], "", home.path());
    assert_eq!(status, 2);
    assert!(stderr.contains("8 to 400"), "{stderr}");
}

#[test]
fn the_compact_board_is_one_rank_a_line_in_fen_letters() {
    let home = tempfile::tempdir().unwrap();
    let (status, lines, stderr) = play(&[], "e4\nboard compact\nbrett kompakt\n", home.path());
    assert_eq!(status, 0, "{stderr}");
    let board = [
        "rnbqkbnr", "pppppppp", "........", "........", "....P...", "........", "PPPP.PPP",
        "RNBQKBNR",
    ];
    assert_eq!(lines[lines.len() - 16..lines.len() - 8], board);
    assert_eq!(lines[lines.len() - 8..], board);
}
