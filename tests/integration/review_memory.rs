//! `annabella review` on big files through the real binary: the peak memory stays within
//! 64 MB and 8 times the file, as for the other commands that read a PGN, and a comment longer
//! than what is said is said cut. Sized to take a few seconds; the full figures (100 MB files,
//! a million half-moves) come from `scripts/measure-pgn-memory.sh`.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use crate::floods::peak_kb;

/// The bound on the peak for a file of `bytes`, in kB: 64 MB and 8 times the file.
fn bound_kb(bytes: u64) -> u64 {
    64 * 1024 + 8 * bytes / 1024
}

/// Reviews `file` in line mode, types `typed`, and reads what is said until a line for which
/// `done` holds: that line, and the peak memory then (kB). The review is then asked to quit.
fn review_until(file: &Path, typed: &str, done: impl Fn(&str) -> bool) -> (String, u64) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["review", "--plain", "--voice", "en", "--lang", "en"])
        .arg(file)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(typed.as_bytes()).unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let line = loop {
        let line = lines
            .next()
            .expect("the review ended before saying what was asked")
            .unwrap();
        if done(&line) {
            break line;
        }
    };
    // Read while the review still runs: its peak so far, the game read and the comment said.
    let peak = peak_kb(child.id());
    stdin.write_all(b"quit\n").unwrap();
    drop(stdin);
    for _ in lines {}
    assert!(child.wait().unwrap().success());
    (line, peak)
}

/// A comment of 16 MB after the first move: said cut at 1 999 characters (its last word kept
/// whole), the cut said; the peak within the bound (the whole comment was said, and copied on
/// its way to stdout: 6.4 times the file for 105 MB, 9 times on the screen).
#[test]
fn a_huge_comment_is_said_cut_and_the_review_stays_within_its_memory_bound() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("comment.pgn");
    let mut text = String::from("[Event \"comment\"]\n[Result \"*\"]\n\n1. e4 {");
    text.push_str(&"abcdefghi ".repeat(1_600_000));
    text.push_str("} *\n");
    std::fs::write(&file, &text).unwrap();
    let (said, peak) = review_until(&file, "\ncomment\n", |line| line.starts_with("abcdefghi"));
    let words = "abcdefghi ".repeat(200);
    assert_eq!(
        said,
        format!("{} … comment cut at 1999 characters", words.trim_end())
    );
    let bound = bound_kb(text.len() as u64);
    assert!(
        peak < bound,
        "peak {peak} kB over the bound {bound} kB for a file of {} bytes",
        text.len()
    );
}

/// 200 000 half-moves in 0.8 MB (knights out and back, no move numbers): the review opens and
/// steps within the bound.
#[test]
fn a_long_game_in_a_small_file_is_reviewed_within_its_memory_bound() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("long.pgn");
    let knights = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut text = String::from("[Event \"long\"]\n[Result \"*\"]\n\n");
    for ply in 0..200_000 {
        text.push_str(knights[ply % 4]);
        text.push(if ply % 16 == 15 { '\n' } else { ' ' });
    }
    text.push_str("*\n");
    std::fs::write(&file, &text).unwrap();
    let (said, peak) = review_until(&file, "\n", |line| line.starts_with("move one"));
    assert!(said.starts_with("move one, White: Knight"), "{said}");
    let bound = bound_kb(text.len() as u64);
    assert!(peak < bound, "peak {peak} kB over the bound {bound} kB");
}
