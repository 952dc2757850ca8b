//! The arbiter's broadcast through the real binary: `play --plain --broadcast ADDR:PORT` while a
//! scripted game is played, read after every move with a real HTTP client (curl) and the PGN
//! read by python-chess, as a tournament's poller would.
//!
//! Needs `curl` and python-chess (`pip install chess`; the test installs it as the scripts do
//! when it is missing, and fails when it cannot).

use std::process::Command;

use crate::common::{Playing, require_tool, try_start_playing};

/// A port nobody listens on now (the system's choice, released at once): another process may
/// take it before it is used, so a test that serves on it starts again on another when its
/// program cannot listen (see [`start_broadcasting`]).
pub(crate) fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

/// Starts `annabella play --plain ARGS --broadcast 127.0.0.1:PORT` with `XDG_DATA_HOME` set to
/// `data`, on a port the system just found free, and returns the game and the address. When
/// another process took the port meanwhile, the program refuses to start (the port is bound
/// before any game is made) and it is started again on another port: the test never depends on
/// what else runs on the machine.
pub(crate) fn start_broadcasting(args: &[&str], data: &std::path::Path) -> (Playing, String) {
    let mut refusals = Vec::new();
    while refusals.len() < 10 {
        let addr = format!("127.0.0.1:{}", free_port());
        let mut with_broadcast = args.to_vec();
        with_broadcast.extend(["--broadcast", &addr]);
        match try_start_playing(&with_broadcast, data) {
            Ok(playing) => return (playing, addr),
            Err(stderr) if stderr.contains("the broadcast cannot listen on") => {
                refusals.push(stderr);
            }
            Err(stderr) => panic!("annabella play ended before its greeting: {stderr}"),
        }
    }
    panic!("ten free ports taken before the broadcast could listen: {refusals:?}")
}

/// python-chess, installed with pip when missing (as scripts/bench-compare.sh does).
pub(crate) fn require_python_chess() {
    let has = || {
        Command::new("python3")
            .args(["-c", "import chess.pgn"])
            .status()
            .is_ok_and(|s| s.success())
    };
    if !has() {
        let _ = Command::new("python3")
            .args(["-m", "pip", "install", "--quiet", "chess"])
            .status();
    }
    assert!(
        has(),
        "python-chess is needed for this test: python3 -m pip install chess"
    );
}

/// A response's status line, headers (lower-case names) and body, from `curl -i`.
pub(crate) struct Answer {
    pub(crate) status: u16,
    headers: Vec<(String, String)>,
    pub(crate) body: String,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

pub(crate) fn curl(args: &[&str]) -> Answer {
    let output = Command::new(require_tool("curl", &[]))
        .args(["--silent", "--show-error", "--include", "--max-time", "5"])
        .args(args)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "curl {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    Answer {
        status,
        headers,
        body: body.to_owned(),
    }
}

/// What python-chess reads in `pgn`: "SAN clock" for each move, then the result.
pub(crate) fn python_chess_reads(pgn: &str) -> Vec<String> {
    let script = "import sys, chess.pgn\n\
                  game = chess.pgn.read_game(sys.stdin)\n\
                  assert not game.errors, game.errors\n\
                  board = game.board()\n\
                  for node in game.mainline():\n\
                  \x20   print(board.san(node.move), node.clock())\n\
                  \x20   board.push(node.move)\n\
                  print('result', game.headers['Result'])\n";
    python_chess(script, pgn)
}

/// The lines `script` (Python, with python-chess) prints when it reads `pgn` on its standard
/// input; the test fails with the PGN and Python's error when the script does.
pub(crate) fn python_chess(script: &str, pgn: &str) -> Vec<String> {
    let mut child = Command::new("python3")
        .args(["-c", script])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), pgn.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "python-chess could not read:\n{pgn}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_poller_follows_the_game_live_after_every_move() {
    require_python_chess();
    let data = tempfile::tempdir().unwrap();
    let (mut playing, addr) = start_broadcasting(
        &[
            "--voice",
            "en",
            "--speech",
            "text",
            "--time",
            "300+2",
            "--auto-press",
        ],
        data.path(),
    );
    let url = format!("http://{addr}/game.pgn");
    // Before the first move: the game's tags and no move.
    let start = curl(&[&url]);
    assert_eq!(start.status, 200, "{}", start.body);
    assert_eq!(python_chess_reads(&start.body), ["result *"]);

    let game = [
        ("f3", "Pawn Foxtrot three"),
        ("e5", "Pawn Echo five"),
        ("g4", "Pawn Golf four"),
        ("Qh4", "Queen Hotel four checkmate"),
    ];
    let mut previous_etag = String::new();
    let mut sans = Vec::new();
    for (typed, said) in game {
        playing.type_line(typed);
        playing.wait_for(said);
        let answer = curl(&[&url]);
        assert_eq!(answer.status, 200);
        assert_eq!(
            answer.header("content-type"),
            Some("application/x-chess-pgn; charset=utf-8")
        );
        let etag = answer.header("etag").unwrap().to_owned();
        assert!(
            etag.starts_with('"') && !etag.starts_with("W/"),
            "a strong tag: {etag}"
        );
        assert_ne!(etag, previous_etag, "a new move, a new tag");
        assert!(
            answer
                .header("last-modified")
                .is_some_and(|d| d.ends_with(" GMT")),
            "{:?}",
            answer.headers
        );
        // Unchanged since: 304 with no body.
        let again = curl(&["--header", &format!("If-None-Match: {etag}"), &url]);
        assert_eq!(again.status, 304);
        assert!(again.body.is_empty());
        previous_etag = etag;

        sans.push(typed);
        let read = python_chess_reads(&answer.body);
        let (moves, result) = read.split_at(read.len() - 1);
        assert_eq!(moves.len(), sans.len(), "{read:?}");
        for (line, san) in moves.iter().zip(&sans) {
            let (read_san, clock) = line.split_once(' ').unwrap();
            assert!(read_san.starts_with(san), "{read:?}");
            // The clock after the move, in seconds: five minutes and the increments at most.
            let seconds: f64 = clock.parse().unwrap_or_else(|_| panic!("no clock: {line}"));
            assert!(seconds > 250.0 && seconds <= 306.0, "{line}");
        }
        let expected = if sans.len() == game.len() {
            "result 0-1"
        } else {
            "result *"
        };
        assert_eq!(result, [expected]);
    }

    // Read-only, one resource.
    assert_eq!(curl(&["--request", "POST", &url]).status, 405);
    assert_eq!(curl(&["--request", "DELETE", &url]).status, 405);
    assert_eq!(curl(&[&format!("http://{addr}/")]).status, 404);
    assert_eq!(curl(&[&format!("http://{addr}/../etc/passwd")]).status, 404);
    let head = curl(&["--head", &url]);
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());
    playing.finish();
}

#[test]
fn a_broadcast_address_that_is_not_one_is_refused_in_one_line() {
    let data = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain", "--broadcast", "here:there"])
        .env("XDG_DATA_HOME", data.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("\"here:there\": give a port"), "{stderr}");
    // A port already taken: one line naming it.
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain", "--broadcast", &addr])
        .env("XDG_DATA_HOME", data.path())
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(&format!("the broadcast cannot listen on {addr}")),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}
