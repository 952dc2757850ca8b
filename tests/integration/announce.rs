//! `annabella announce` through the real binary: the contract's tables, famous games in every
//! voice, Chess960 castling, and bad input.

use crate::common::{annabella, data};

fn expect_output(args: &[&str], expected_file: &str) {
    let run = annabella(args, b"");
    assert_eq!(run.status, 0, "stderr: {}", run.stderr);
    assert!(run.stderr.is_empty(), "stderr: {}", run.stderr);
    let expected = std::fs::read_to_string(data(expected_file)).unwrap();
    assert_eq!(run.stdout, expected, "annabella {args:?}");
}

fn path(file: &str) -> String {
    data(file).display().to_string()
}

#[test]
fn contract_short_style_table() {
    expect_output(
        &["announce", &path("announce/contract-short.pgn")],
        "announce/contract-short.fide",
    );
}

#[test]
fn contract_long_style_table() {
    let pgn = path("announce/contract-long.pgn");
    expect_output(
        &["announce", "--style", "long", &pgn],
        "announce/contract-long.fide",
    );
}

#[test]
fn chess960_castling_both_sides() {
    expect_output(
        &["announce", &path("announce/chess960.pgn")],
        "announce/chess960.fide",
    );
}

#[test]
fn famous_games_in_every_voice_and_style() {
    let pgn = path("games/famous.pgn");
    expect_output(&["announce", &pgn], "games/famous.fide-short");
    expect_output(
        &["announce", "--voice", "fide", "--style", "long", &pgn],
        "games/famous.fide-long",
    );
    expect_output(
        &["announce", "--voice", "en", &pgn],
        "games/famous.en-short",
    );
    expect_output(
        &["announce", "--voice", "fr", "--style", "long", &pgn],
        "games/famous.fr-long",
    );
}

#[test]
fn reads_standard_input_with_or_without_dash() {
    let pgn = std::fs::read(data("announce/contract-short.pgn")).unwrap();
    let expected = std::fs::read_to_string(data("announce/contract-short.fide")).unwrap();
    for args in [&["announce"][..], &["announce", "-"][..]] {
        let run = annabella(args, &pgn);
        assert_eq!(run.status, 0, "{}", run.stderr);
        assert_eq!(run.stdout, expected);
    }
}

#[test]
fn a_voice_pack_file_is_used_as_given() {
    let dir = tempfile::tempdir().unwrap();
    let pack = std::fs::read_to_string(data("../../voices/fide.toml"))
        .unwrap()
        .replace("\"Springer\"", "\"Pferd\"");
    let file = dir.path().join("pferd.toml");
    std::fs::write(&file, pack).unwrap();
    let run = annabella(
        &["announce", "--voice", file.to_str().unwrap()],
        b"1. Nf3 *",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "Pferd Felix drei\n\n");
}

/// A failing run: exit 2, exactly one line on stderr that contains every `needle`, no panic.
fn expect_error(args: &[&str], stdin: &[u8], needles: &[&str]) -> String {
    let run = annabella(args, stdin);
    assert_eq!(
        run.status, 2,
        "stdout: {} stderr: {}",
        run.stdout, run.stderr
    );
    assert_eq!(run.stderr.lines().count(), 1, "one line: {}", run.stderr);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    for needle in needles {
        assert!(
            run.stderr.contains(needle),
            "{needle:?} not in {}",
            run.stderr
        );
    }
    run.stdout
}

#[test]
fn an_illegal_move_skips_its_game_and_names_file_game_line_move_and_token() {
    let pgn = b"1. e4 e5 *\n\n1. d4 d5 2. Nf3 Nf6\n3. Ke2 *\n1. c4 *";
    let stdout = expect_error(
        &["announce"],
        pgn,
        &["<stdin>: game 2, line 4, move 3 (white)", "\"Ke2\""],
    );
    assert_eq!(
        stdout, "Bauer Eva vier\nBauer Eva fünf\n\nBauer Cesar vier\n\n",
        "the games before and after, nothing of the bad one"
    );
}

#[test]
fn what_real_files_hold_is_read() {
    for habit in [
        "bom-crlf",
        "castling-zeros",
        "dos-eof",
        "double-plus",
        "empty-lines-inside",
        "en-passant-marks",
        "half-point",
        "latin1",
        "no-empty-lines",
        "promotion-no-equals",
        "tag-quotes-controls",
    ] {
        expect_output(
            &["announce", &path(&format!("pgn/habits/{habit}.pgn"))],
            &format!("pgn/habits/{habit}.fide"),
        );
    }
}

#[test]
fn bad_games_between_good_ones_are_skipped_each_in_one_line() {
    let file = path("pgn/bad-between-good.pgn");
    let run = annabella(&["announce", &file], b"");
    assert_eq!(run.status, 2, "{run:?}");
    assert_eq!(
        run.stdout,
        "Bauer Eva vier\nBauer Eva fünf\nDame Hector fünf\nSpringer Cesar sechs\n\
         Läufer Cesar vier\nSpringer Felix sechs\nDame schlägt Felix sieben Matt\n\n\
         Bauer Cesar vier\nBauer Eva fünf\n\n\
         Bauer Eva vier\nBauer Eva fünf\nSpringer Felix drei\nSpringer Cesar sechs\n\n\
         Bauer Felix drei\nBauer Eva fünf\nBauer Gustav vier\nDame Hector vier Matt\n\n"
    );
    assert_eq!(
        run.stderr,
        format!(
            "annabella: {file}: game 2, line 10, move 3 (white): illegal move \"Ke3\": \
             no king can move to e3\n\
             annabella: {file}: game 4, line 18: variant \"Crazyhouse\" is not standard chess, \
             skipped\n\
             annabella: {file}: game 5, line 26: \"g1f3\" is a move written in UCI, read as \
             Nf3; such moves in this file are read the same way\n"
        )
    );
}

#[test]
fn garbage_unknown_voices_and_broken_packs_are_one_clear_line() {
    let binary: Vec<u8> = (0u8..=255).cycle().take(2000).collect();
    let stdout = expect_error(&["announce"], &binary, &["game 1", "not PGN text"]);
    assert!(stdout.is_empty());
    expect_error(
        &["announce", "--voice", "klingon"],
        b"1. e4 *",
        &["klingon", "fide"],
    );
    expect_error(&["announce", "--style", "medium"], b"1. e4 *", &["medium"]);
    expect_error(
        &["announce", "/no/such/file.pgn"],
        b"",
        &["/no/such/file.pgn"],
    );

    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.toml");
    let pack = std::fs::read_to_string(data("../../voices/fide.toml"))
        .unwrap()
        .replace("\"Gustav\", ", "");
    std::fs::write(&broken, pack).unwrap();
    expect_error(
        &["announce", "--voice", broken.to_str().unwrap()],
        b"1. e4 *",
        &["broken.toml", "board.files", "8 words"],
    );
    expect_error(
        &["announce", "--voice", "/no/such/pack.toml"],
        b"1. e4 *",
        &["/no/such/pack.toml"],
    );
}

#[test]
fn help_works() {
    let run = annabella(&["announce", "--help"], b"");
    assert_eq!(run.status, 0);
    assert!(run.stdout.contains("--style"));
}
