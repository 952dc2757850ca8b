//! `annabella analyse`: real Stockfish at a low depth marks a certain blunder and writes the
//! annotated PGN.

use std::path::{Path, PathBuf};

use crate::common::{Run, annabella, require_tool};

/// `pgn` written to a file in `dir` and analysed by Stockfish at `depth` (one thread, the
/// English voice) into `dir/out.pgn`: the run, and the annotated file.
pub(crate) fn analysed(dir: &Path, pgn: &str, depth: u32) -> (Run, PathBuf) {
    let file = dir.join("game.pgn");
    std::fs::write(&file, pgn).unwrap();
    let out = dir.join("out.pgn");
    let depth = depth.to_string();
    let run = annabella(
        &[
            "analyse",
            "--voice",
            "en",
            "--depth",
            &depth,
            "--threads",
            "1",
            "--output",
            out.to_str().unwrap(),
            file.to_str().unwrap(),
        ],
        b"",
    );
    (run, out)
}

#[test]
fn stockfish_marks_the_blunder_that_allows_mate_and_names_the_better_move() {
    require_tool("stockfish", &["/usr/games/stockfish"]);
    let dir = tempfile::tempdir().unwrap();
    let (run, out) = analysed(
        dir.path(),
        "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n",
        8,
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(lines[0].starts_with("accuracy: White "), "{lines:?}");
    assert_eq!(lines[1], "Black wins");
    // 2. g4 lets the queen mate at once: a blunder, whatever the depth.
    assert!(
        lines[2].starts_with("move two, White: Pawn Golf four: blunder, better "),
        "{lines:?}"
    );
    // Progress on stderr, a line every tenth at least.
    assert!(run.stderr.contains("(100%)"), "{}", run.stderr);
    let pgn = std::fs::read_to_string(&out).unwrap();
    assert!(pgn.contains("2. g4 $4 {[%eval #-1]}"), "{pgn}");
    // The annotated game reads back as the same game.
    let games: Vec<_> = annabella::core::pgn::read_games(pgn.as_bytes()).collect();
    assert_eq!(games.len(), 1);
    let game = games[0].as_ref().unwrap();
    assert_eq!(game.moves.len(), 4);
    // The better move is written as a variation of the blunder, for review to say.
    let better = &game.notes[2].variations;
    assert_eq!(better.len(), 1, "{pgn}");
    assert_eq!(better[0].moves.len(), 1);
    assert_ne!(better[0].moves[0], game.moves[2]);
}

/// The game's `[%clk]` times survive the analysis: the review of the annotated file still
/// reads the clock (it said "no clock times in this game").
#[test]
fn the_analysed_game_keeps_its_clock_times_for_the_review() {
    require_tool("stockfish", &["/usr/games/stockfish"]);
    let dir = tempfile::tempdir().unwrap();
    let (run, out) = analysed(
        dir.path(),
        "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n\
         1. f3 { [%clk 0:04:59] } e5 { [%clk 0:04:58] } 2. g4 { [%clk 0:04:50] } \
         Qh4# { [%clk 0:04:40] } 0-1\n",
        4,
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let pgn = std::fs::read_to_string(&out).unwrap();
    assert!(pgn.contains("[%clk 0:04:50]"), "{pgn}");
    let review = annabella(
        &["review", "--voice", "en", out.to_str().unwrap()],
        b"go 2\ntime\n",
    );
    assert_eq!(review.status, 0, "{}", review.stderr);
    let lines: Vec<&str> = review.stdout.lines().collect();
    assert_eq!(
        lines.last().copied(),
        Some("White four minutes fifty seconds, Black four minutes fifty-eight seconds"),
        "{lines:?}"
    );
}
