//! `annabella verify GAME` (contract section 12) on sealed games played through the real
//! binary: an intact log prints its moves, result and head; a flipped byte, a record deleted,
//! inserted or moved is found and named; a game not sealed is said to be so; a sealed game
//! resumed keeps its chain whole, and is continued only sealed.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::output_of;

struct Verified {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn verify(game: &Path, data: &Path) -> Verified {
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("verify")
        .arg(game)
        .env("XDG_DATA_HOME", data)
        .output()
        .unwrap();
    Verified {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// Plays `input` at a table (sealed with `--sealed` among `args`); its stdout.
fn play(args: &[&str], input: &str, data: &Path) -> (Option<i32>, String, String) {
    let output = output_of(
        Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args([
                "play",
                "--plain",
                "--lang",
                "en",
                "--voice",
                "en",
                "--auto-press",
            ])
            .args(args)
            .env("XDG_DATA_HOME", data),
        input.as_bytes(),
    );
    (
        output.status.code(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

fn journals(data: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(data.join("annabella").join("games"))
        .unwrap()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "journal"))
        .collect();
    found.sort();
    found
}

/// The fool's mate, sealed: its journal's lines.
fn sealed_fools_mate(data: &Path) -> (PathBuf, Vec<String>) {
    let (code, said, stderr) = play(&["--sealed"], "f3\ne5\ng4\nQh4\n", data);
    assert_eq!(code, Some(0), "{said}{stderr}");
    let journal = journals(data).pop().unwrap();
    let text = std::fs::read_to_string(&journal).unwrap();
    (
        journal,
        text.lines().map(|line| format!("{line}\n")).collect(),
    )
}

#[test]
fn an_intact_sealed_game_prints_its_moves_result_and_the_head_said_at_its_end() {
    let data = tempfile::tempdir().unwrap();
    let (code, said, _) = play(&["--sealed"], "f3\ne5\ng4\nQh4\n", data.path());
    assert_eq!(code, Some(0));
    let journal = journals(data.path()).pop().unwrap();
    let by_path = verify(&journal, data.path());
    assert_eq!(by_path.code, Some(0), "{}", by_path.stderr);
    let lines: Vec<&str> = by_path.stdout.lines().collect();
    assert_eq!(lines[..2], ["moves f3 e5 g4 Qh4#", "result 0-1"]);
    let head = lines[2].strip_prefix("intact ").unwrap();
    assert_eq!(head.len(), 64);
    assert!(
        head.chars()
            .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase())
    );
    assert_eq!(lines.len(), 3);
    // By the game's ID too.
    let id = journal.file_stem().unwrap();
    assert_eq!(verify(Path::new(id), data.path()).stdout, by_path.stdout);
    // Said at the start and at the end, the end with this head.
    let words = format!("{} {} {}", &head[0..4], &head[4..8], &head[8..12]);
    assert!(said.contains("\nSealed table: annabella "), "{said}");
    assert!(
        said.contains(&format!(
            "End of the sealed game: annabella {}, full build, sealed by the kernel. Log head {words}.",
            env!("CARGO_PKG_VERSION")
        )),
        "{said}"
    );
    // The braille score sheet carries the attestation too.
    let brf = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["export", "--brf"])
        .arg(journal.with_extension("pgn"))
        .output()
        .unwrap();
    let sheet = String::from_utf8(brf.stdout).unwrap();
    assert!(sheet.contains("\nRECORDER "), "{sheet}");
    assert!(sheet.contains("\nLOG HEAD "), "{sheet}");
}

#[test]
fn a_flipped_byte_a_deleted_inserted_or_moved_record_is_found_and_named() {
    let data = tempfile::tempdir().unwrap();
    let (journal, lines) = sealed_fools_mate(data.path());
    let moves = lines
        .iter()
        .position(|l| l.starts_with("move g2g4 "))
        .unwrap();
    let tampered = |name: &str, lines: Vec<String>| {
        let path = journal.with_file_name(format!("{name}.journal"));
        std::fs::write(&path, lines.concat()).unwrap();
        verify(&path, data.path())
    };
    let expect_broken = |verified: Verified, record: usize, moves_before: &str| {
        assert_eq!(verified.code, Some(2), "{}", verified.stdout);
        assert_eq!(
            verified.stdout,
            format!("moves{moves_before}\nresult *\nbroken {record}\n")
        );
        assert!(
            verified
                .stderr
                .contains(&format!("record {record} does not fit the chain")),
            "{}",
            verified.stderr
        );
    };
    // A flipped byte in the move g2g4 (g2g5): its own record breaks.
    let mut flipped = lines.clone();
    flipped[moves] = flipped[moves].replacen("g2g4", "g2g5", 1);
    expect_broken(tampered("flipped", flipped), moves + 1, " f3 e5");
    // The move deleted: the record after it breaks, in its place.
    let mut deleted = lines.clone();
    deleted.remove(moves);
    expect_broken(tampered("deleted", deleted), moves + 1, " f3 e5");
    // A record inserted (the move e7e5 again) before g2g4.
    let mut inserted = lines.clone();
    let e5 = lines
        .iter()
        .position(|l| l.starts_with("move e7e5 "))
        .unwrap();
    inserted.insert(moves, lines[e5].clone());
    expect_broken(tampered("inserted", inserted), moves + 1, " f3 e5");
    // Two records swapped.
    let mut moved = lines.clone();
    moved.swap(moves, moves + 1);
    expect_broken(tampered("moved", moved), moves + 1, " f3 e5");
    // The first line changed: nothing of the game is read.
    let mut header = lines.clone();
    header[0] = header[0].replacen('0', "1", 1);
    expect_broken(tampered("header", header), 1, "");
}

#[test]
fn a_game_not_sealed_is_said_to_be_so_in_one_line() {
    let data = tempfile::tempdir().unwrap();
    let (code, _, _) = play(&[], "e4\n", data.path());
    assert_eq!(code, Some(0));
    let journal = journals(data.path()).pop().unwrap();
    let verified = verify(&journal, data.path());
    assert_eq!(verified.code, Some(2));
    assert_eq!(verified.stdout, "");
    assert_eq!(
        verified.stderr,
        format!(
            "annabella: {}: this game was not sealed, so it has no chain of records to verify\n",
            journal.display()
        )
    );
}

#[test]
fn a_sealed_game_resumed_keeps_its_chain_whole_and_is_continued_only_sealed() {
    let data = tempfile::tempdir().unwrap();
    let (code, _, _) = play(&["--sealed"], "e4\ne5\n", data.path());
    assert_eq!(code, Some(0));
    let (code, _, stderr) = play(&["--resume"], "Nf3\n", data.path());
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("this game was sealed: continue it with --sealed"),
        "{stderr}"
    );
    let (code, said, stderr) = play(&["--sealed", "--resume"], "Nf3\nNc6\n", data.path());
    assert_eq!(code, Some(0), "{said}{stderr}");
    assert!(said.starts_with("Game resumed"), "{said}");
    let journal = journals(data.path()).pop().unwrap();
    let verified = verify(&journal, data.path());
    assert_eq!(verified.code, Some(0), "{}", verified.stdout);
    assert!(
        verified
            .stdout
            .starts_with("moves e4 e5 Nf3 Nc6\nresult *\nintact "),
        "{}",
        verified.stdout
    );
    let text = std::fs::read_to_string(&journal).unwrap();
    assert_eq!(text.matches("\nseal annabella ").count(), 2, "{text}");
    // A game that was not sealed cannot become sealed half-way.
    let other = tempfile::tempdir().unwrap();
    play(&[], "e4\n", other.path());
    let (code, _, stderr) = play(&["--sealed", "--resume"], "e5\n", other.path());
    assert_eq!(code, Some(2));
    assert!(stderr.contains("this game was not sealed"), "{stderr}");
}
