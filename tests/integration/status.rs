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
fn a_bad_token_stops_with_game_move_and_token() {
    let run = annabella(&["status", &path("bad-token.pgn")], b"");
    assert_one_line_error(
        &run,
        "result=* reason=none claims=none\n",
        &["game 2, move 4 (black)", "\"Nf9\""],
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
            "game 1, move 2 (white)",
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
