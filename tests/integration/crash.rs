//! The crash harness: the real binary killed with SIGKILL at random moments while moves are
//! being journaled and announced, then resumed. Every move announced before the kill must be in
//! the resumed game, in order; at most one more (journaled, not yet said) may be there; and the
//! clock loses at most the time since the last journaled record.
//!
//! `make test` runs a few trials; `CRASH_TRIALS=300 cargo test --release --test integration
//! crash` runs the full harness.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Morphy's Opera Game: captures, castling, checks and a mate.
const GAME: [&str; 33] = [
    "e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3", "Qxf3", "dxe5", "Bc4", "Nf6", "Qb3",
    "Qe7", "Nc3", "c6", "Bg5", "b5", "Nxb5", "cxb5", "Bxb5+", "Nbd7", "O-O-O", "Rd8", "Rxd7",
    "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8", "Rd8#",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self, below: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % below.max(1)
    }
}

/// The moves of a score sheet read back ("Zug eins: Bauer Eva vier, Bauer Eva fünf").
fn score_sheet_moves(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|line| line.split_once(": ").map(|(_, moves)| moves))
        .flat_map(|moves| moves.split(", ").map(str::to_owned))
        .collect()
}

/// `play --plain --resume` with `moves` typed: the score sheet read back.
fn resume_and_read_moves(data: &std::path::Path) -> std::process::Output {
    let mut resumed = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain", "--resume"])
        .env("XDG_DATA_HOME", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A resume that fails at once has closed its input: the caller checks the failure.
    let _ = resumed.stdin.take().unwrap().write_all(b"moves\n");
    resumed.wait_with_output().unwrap()
}

/// The journal of the only game in `dir`, read back.
fn journal_in(dir: &std::path::Path) -> annabella::journal::Replayed {
    let path = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "journal"))
        .unwrap();
    annabella::journal::read(&path).unwrap()
}

fn trial(seed: u64) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let data = tempfile::tempdir().unwrap();
    let spawned = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain", "--time", "600+5", "--auto-press"])
        .env("XDG_DATA_HOME", data.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let announced = Arc::new(Mutex::new(Vec::new()));
    let collector = {
        let announced = Arc::clone(&announced);
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                announced.lock().unwrap().push(line);
            }
        })
    };
    let kill_after = rng.next(GAME.len() as u64) as usize;
    for (i, san) in GAME.iter().enumerate() {
        if stdin.write_all(format!("{san}\n").as_bytes()).is_err() {
            break;
        }
        let _ = stdin.flush();
        if i == kill_after {
            // Anywhere in the move's path: before it is read, while it is journaled, after.
            std::thread::sleep(Duration::from_micros(rng.next(3_000)));
            break;
        }
        std::thread::sleep(Duration::from_micros(rng.next(8_000)));
    }
    child.kill().unwrap();
    let killed_ms = u64::try_from(spawned.elapsed().as_millis()).unwrap();
    child.wait().unwrap();
    collector.join().unwrap();
    // Moves announced: everything said but the greeting.
    let announced: Vec<String> = announced
        .lock()
        .unwrap()
        .iter()
        .filter(|line| !crate::common::is_greeting(line))
        .cloned()
        .collect();

    let journal_dir = data.path().join("annabella/games");
    let output = resume_and_read_moves(data.path());
    let stderr = String::from_utf8_lossy(&output.stderr);
    if announced.is_empty() && !output.status.success() {
        // Killed before the journal held its first move: nothing was announced, nothing lost.
        return;
    }
    if !output.status.success() && stderr.contains("no unfinished game") {
        // The game ended (mate journaled) before the kill: nothing to resume, and the journal
        // holds the whole game.
        let replayed = journal_in(&journal_dir);
        assert!(replayed.is_finished(), "seed {seed}");
        let journaled_moves = replayed
            .records
            .iter()
            .filter(|r| matches!(r, annabella::core::session::Record::Move { .. }))
            .count();
        assert_eq!(journaled_moves, GAME.len(), "seed {seed}");
        return;
    }
    assert!(
        output.status.success(),
        "seed {seed}: resume failed: {stderr}"
    );
    let lines: Vec<String> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_owned)
        .collect();
    let sheet = score_sheet_moves(&lines);
    assert!(
        sheet.len() >= announced.len() && sheet[..announced.len()] == announced[..],
        "seed {seed}: announced {announced:?} but the resumed score sheet is {sheet:?}"
    );
    assert!(
        sheet.len() <= announced.len() + 1,
        "seed {seed}: more than one unannounced move: {sheet:?} vs {announced:?}"
    );
    // The clocks resume from the last journaled instant: what is lost is the time between that
    // record and the kill, which must stay under a second.
    let replayed = journal_in(&journal_dir);
    let last_ms = replayed
        .records
        .iter()
        .filter_map(|r| match r {
            annabella::core::session::Record::Press { at_ms } => Some(*at_ms),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    assert!(
        killed_ms.saturating_sub(last_ms) < 1_000,
        "seed {seed}: the clocks lose {} ms",
        killed_ms.saturating_sub(last_ms)
    );
}

#[test]
fn announced_moves_survive_sigkill_at_random_moments() {
    let trials: u64 = std::env::var("CRASH_TRIALS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(6);
    let started = Instant::now();
    for seed in 1..=trials {
        trial(seed);
    }
    println!("crash harness: {trials} trials in {:?}", started.elapsed());
}
