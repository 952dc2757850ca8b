//! The broadcast under load and attack, through the real binary: names that hold a PGN tag's
//! quote and bracket served whole, clients that dribble their request one byte at a time never
//! starving a poller, and a port in use refused before any game is made.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use crate::broadcast::{curl, require_python_chess, start_broadcasting};

/// The tags python-chess reads in `pgn`, as `Name=value` lines (it keeps a value's escapes as
/// written), and the moves' target squares.
fn python_chess_tags(pgn: &str) -> Vec<String> {
    let script = "import sys, chess.pgn\n\
                  game = chess.pgn.read_game(sys.stdin)\n\
                  assert not game.errors, game.errors\n\
                  for name in ('White', 'Black', 'Result'):\n\
                  \x20   print(name + '=' + game.headers[name])\n\
                  print('moves=' + ' '.join(m.uci()[2:] for m in game.mainline_moves()))\n";
    crate::broadcast::python_chess(script, pgn)
}

#[test]
fn names_holding_quotes_and_brackets_are_served_whole() {
    require_python_chess();
    let data = tempfile::tempdir().unwrap();
    let white = "Anna \"The Rook\"] [Result \"0-1";
    let black = "Ben\\] {x} ;y";
    let (mut playing, addr) = start_broadcasting(
        &[
            "--voice",
            "en",
            "--speech",
            "text",
            "--auto-press",
            "--white",
            white,
            "--black",
            black,
        ],
        data.path(),
    );
    playing.type_line("e4");
    playing.wait_for("Pawn Echo four");
    let answer = curl(&[&format!("http://{addr}/game.pgn")]);
    assert_eq!(answer.status, 200);
    // Each value on its own tag line, its backslash and quotes escaped as the PGN standard says.
    let lines: Vec<&str> = answer.body.lines().collect();
    assert!(
        lines.contains(&r#"[White "Anna \"The Rook\"] [Result \"0-1"]"#),
        "{}",
        answer.body
    );
    assert!(
        lines.contains(&r#"[Black "Ben\\] {x} ;y"]"#),
        "{}",
        answer.body
    );
    // The whole record still reads: its tags, its move and its result.
    assert_eq!(
        python_chess_tags(&answer.body),
        [
            format!("White={}", white.replace('"', "\\\"")),
            format!("Black={}", black.replace('\\', "\\\\")),
            "Result=*".to_owned(),
            "moves=e4".to_owned(),
        ]
    );
    playing.finish();
}

/// A client that sends a request one byte at a time, never finishing it, and connects again
/// whenever it is dropped: a slow-loris.
fn dribble(addr: &str, stop: &AtomicBool, dropped: &AtomicUsize) {
    while !stop.load(Ordering::Relaxed) {
        let Ok(mut stream) = TcpStream::connect(addr) else {
            continue;
        };
        stream
            .set_read_timeout(Some(Duration::from_millis(200)))
            .unwrap();
        for byte in b"GET /game.pgn HTTP/1.1\r\nX: ".iter().cycle() {
            if stop.load(Ordering::Relaxed) || stream.write_all(&[*byte]).is_err() {
                break;
            }
            // Waits for the server's word (its answer or its closing) as long as a byte's gap.
            let mut answer = [0u8; 64];
            let still_waiting = matches!(
                stream.read(&mut answer),
                Err(e) if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                )
            );
            if !still_waiting {
                dropped.fetch_add(1, Ordering::Relaxed);
                break;
            }
        }
    }
}

#[test]
fn clients_that_dribble_never_starve_a_poller() {
    let data = tempfile::tempdir().unwrap();
    let (mut playing, addr) = start_broadcasting(
        &["--voice", "en", "--speech", "text", "--auto-press"],
        data.path(),
    );
    let url = format!("http://{addr}/game.pgn");
    playing.type_line("e4");
    playing.wait_for("Pawn Echo four");
    let stop = Arc::new(AtomicBool::new(false));
    let dropped = Arc::new(AtomicUsize::new(0));
    let dribblers: Vec<_> = (0..16)
        .map(|_| {
            let (addr, stop, dropped) = (addr.clone(), Arc::clone(&stop), Arc::clone(&dropped));
            std::thread::spawn(move || dribble(&addr, &stop, &dropped))
        })
        .collect();
    // A poller asks one request after another. While every place is taken by clients that have
    // just come, it is told at once to try again (503); as soon as one has dribbled for its
    // grace, it gives its place. No request fails or waits out its time.
    let mut served = 0;
    let mut busy = 0;
    while served < 20 {
        let answer = curl(&[&url]);
        match answer.status {
            200 => served += 1,
            503 => busy += 1,
            other => panic!("a poller was answered {other}: {}", answer.body),
        }
        assert!(busy < 500, "the poller was starved: {busy} × 503");
    }
    stop.store(true, Ordering::Relaxed);
    for dribbler in dribblers {
        dribbler.join().unwrap();
    }
    assert!(
        dropped.load(Ordering::Relaxed) > 0,
        "no dribbling client was dropped"
    );
    playing.finish();
}

#[test]
fn a_port_in_use_is_refused_before_any_game_is_made() {
    let data = tempfile::tempdir().unwrap();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain", "--broadcast", &addr])
        .env("XDG_DATA_HOME", data.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains(&addr), "{stderr}");
    let mut left = Vec::new();
    let mut folders = vec![data.path().to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                left.push(path);
            }
        }
    }
    assert!(left.is_empty(), "a game was left behind: {left:?}");
}
