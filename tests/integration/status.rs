//! `annabella status` on fixture files, compared with expected output (contract section 5).

use crate::common::{annabella, data};

fn fixture(name: &str) -> String {
    std::fs::read_to_string(data(&format!("status/{name}"))).expect("fixture")
}

fn path(name: &str) -> String {
    data(&format!("status/{name}")).display().to_string()
}

/// An error run: exit 2, nothing on stdout beyond `stdout`, one stderr line without panic text.
fn assert_one_line_error(run: &crate::common::Run, stdout: &str, needles: &[&str]) {
    assert_eq!(run.status, 2, "{run:?}");
    assert_eq!(run.stdout, stdout);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(run.stderr.starts_with("annabella: "), "{}", run.stderr);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    for needle in needles {
        assert!(run.stderr.contains(needle), "{needle} in {}", run.stderr);
    }
}

#[test]
fn every_automatic_ending_and_claim() {
    let run = annabella(&["status", &path("endings.pgn")], b"");
    assert_eq!(run.stderr, "");
    assert_eq!(run.status, 0);
    assert_eq!(run.stdout, fixture("endings.out"));
}

#[test]
fn reads_standard_input_without_a_file_or_with_a_dash() {
    let input = fixture("endings.pgn");
    let expected = fixture("endings.out");
    assert_eq!(annabella(&["status"], input.as_bytes()).stdout, expected);
    assert_eq!(
        annabella(&["status", "-"], input.as_bytes()).stdout,
        expected
    );
}

#[test]
fn white_flags() {
    let run = annabella(&["status", "--flag", "white", &path("flags.pgn")], b"");
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, fixture("flags-white.out"));
}

#[test]
fn black_flags() {
    let run = annabella(
        &["status", "--flag", "black"],
        fixture("flags.pgn").as_bytes(),
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, fixture("flags-black.out"));
}

#[test]
fn empty_input_prints_nothing() {
    let run = annabella(&["status"], b"\n  \n");
    assert_eq!((run.status, run.stdout.as_str()), (0, ""));
}

#[test]
fn a_bad_token_skips_its_game_naming_line_move_and_token() {
    let run = annabella(&["status", &path("bad-token.pgn")], b"");
    assert_one_line_error(
        &run,
        "result=* reason=none claims=none\n",
        &["bad-token.pgn", "game 2, line 7, move 4 (black)", "\"Nf9\""],
    );
}

#[test]
fn bad_games_between_good_ones_are_skipped_and_the_rest_printed() {
    let file = data("pgn/bad-between-good.pgn").display().to_string();
    let run = annabella(&["status", &file], b"");
    assert_eq!(run.status, 2, "{run:?}");
    assert_eq!(
        run.stdout,
        "result=1-0 reason=checkmate claims=none\n\
         result=* reason=none claims=none\n\
         result=* reason=none claims=none\n\
         result=0-1 reason=checkmate claims=none\n"
    );
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 3, "{}", run.stderr);
    for (line, needles) in lines.iter().zip([
        &["game 2, line 10, move 3 (white)", "\"Ke3\""][..],
        &["game 4, line 18", "\"Crazyhouse\" is not standard chess"][..],
        &[
            "game 5, line 26:",
            "\"g1f3\" is a move written in UCI, read as Nf3",
        ][..],
    ]) {
        assert!(line.starts_with(&format!("annabella: {file}: ")), "{line}");
        for needle in needles {
            assert!(line.contains(needle), "{needle} in {line}");
        }
    }
}

#[test]
fn binary_data_between_games_is_one_skipped_game() {
    let mut input = b"1. f3 e5 2. g4 Qh4# 0-1\n".to_vec();
    input.extend(std::iter::repeat_n(0u8, 100_000));
    input.extend(b"\n[Event \"after\"]\n1. e4 *\n");
    let run = annabella(&["status"], &input);
    assert_one_line_error(
        &run,
        "result=0-1 reason=checkmate claims=none\nresult=* reason=none claims=none\n",
        &["<stdin>: game 2, line 2, move 1 (white): binary data, not PGN text"],
    );
}

#[test]
fn an_illegal_move_is_named() {
    let run = annabella(&["status", &path("illegal.pgn")], b"");
    assert_one_line_error(
        &run,
        "",
        &[
            "illegal.pgn",
            "game 1, line 1, move 2 (white)",
            "illegal move \"Ke3\"",
        ],
    );
}

#[test]
fn a_bad_fen_is_named() {
    let run = annabella(&["status", &path("bad-fen.pgn")], b"");
    assert_one_line_error(&run, "", &["game 1", "invalid FEN tag"]);
}

#[test]
fn binary_garbage_is_refused() {
    let garbage: Vec<u8> = (0..=255u8).cycle().take(2000).collect();
    let run = annabella(&["status"], &garbage);
    assert_one_line_error(&run, "", &["not PGN text"]);
}

#[test]
fn text_garbage_is_refused() {
    let run = annabella(&["status"], b"Dear arbiter, please find attached.\n");
    assert_one_line_error(&run, "", &["game 1", "\"Dear\""]);
}

#[test]
fn a_missing_file_is_named() {
    let run = annabella(&["status", "no/such/file.pgn"], b"");
    assert_one_line_error(&run, "", &["no/such/file.pgn"]);
}

#[test]
fn a_bad_flag_value_is_a_usage_error() {
    let run = annabella(&["status", "--flag", "green"], b"");
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("green"), "{}", run.stderr);
    assert_eq!(run.stdout, "");
}
