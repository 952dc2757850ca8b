//! Leaving while the start-up waits on a game server that never answers (issue 34): `quit`
//! or Ctrl-C ends the program within 2 s, whether the server is spoken to in plain HTTP or
//! over TLS. The server is a TCP listener that accepts and never writes a byte.

use std::io::Write;
use std::net::{TcpListener, TcpStream};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

/// How soon the program must end once the player leaves.
const LEAVE_WITHIN: Duration = Duration::from_secs(2);
/// The outer bound on any wait here (a program that hangs fails the test, never the suite).
const OUTER: Duration = Duration::from_secs(25);

/// A listener that accepts connections and keeps them open without answering; each accepted
/// connection is handed to the test (so it knows the program is waiting on it).
fn silent_server() -> (u16, Receiver<TcpStream>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let (accepted, connections) = channel();
    std::thread::spawn(move || {
        for stream in listener.incoming().map_while(Result::ok) {
            if accepted.send(stream).is_err() {
                break;
            }
        }
    });
    (port, connections)
}

/// `play --plain --online` against `url`, waiting on the silent server.
fn player(url: &str, home: &std::path::Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "play", "--plain", "--online", "--url", url, "--accept", "--voice", "en",
        ])
        .env("LICHESS_TOKEN", "lip_silent")
        .env("XDG_DATA_HOME", home)
        .env("XDG_CONFIG_HOME", home)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn annabella")
}

/// The child's exit, waited on by a thread, within [`OUTER`].
fn exit_of(mut child: Child) -> Receiver<ExitStatus> {
    let (sender, exit) = channel();
    std::thread::spawn(move || {
        if let Ok(status) = child.wait() {
            let _ = sender.send(status);
        }
    });
    exit
}

/// Starts the player, waits until it is waiting on the server, leaves with `leave`, and
/// returns how long the program took to end.
fn time_to_leave(scheme: &str, leave: impl FnOnce(u32, &mut ChildStdin)) -> Duration {
    let (port, connections) = silent_server();
    let home = tempfile::tempdir().unwrap();
    let mut child = player(&format!("{scheme}://127.0.0.1:{port}"), home.path());
    let pid = child.id();
    // Kept open until the end: the program must leave when asked, not at the end of its input.
    let mut stdin = child.stdin.take().unwrap();
    let held = connections
        .recv_timeout(OUTER)
        .expect("the program reaches the server");
    let asked = Instant::now();
    leave(pid, &mut stdin);
    let exit = exit_of(child);
    let status = exit.recv_timeout(OUTER).unwrap_or_else(|_| {
        let _ = Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
        panic!("{scheme}: the program did not end within {OUTER:?}")
    });
    let took = asked.elapsed();
    drop((held, stdin));
    eprintln!("{scheme}: ended {took:?} after being asked ({status})");
    took
}

fn type_quit(_pid: u32, stdin: &mut ChildStdin) {
    stdin.write_all(b"quit\n").unwrap();
    stdin.flush().unwrap();
}

fn interrupt(pid: u32, _stdin: &mut ChildStdin) {
    let sent = Command::new("kill")
        .args(["-INT", &pid.to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
}

#[test]
fn quit_while_a_plain_server_never_answers_ends_within_two_seconds() {
    let took = time_to_leave("http", type_quit);
    assert!(took < LEAVE_WITHIN, "took {took:?}");
}

#[test]
fn quit_while_a_tls_server_never_answers_ends_within_two_seconds() {
    let took = time_to_leave("https", type_quit);
    assert!(took < LEAVE_WITHIN, "took {took:?}");
}

#[test]
fn ctrl_c_while_a_server_never_answers_ends_within_two_seconds() {
    for scheme in ["http", "https"] {
        let took = time_to_leave(scheme, interrupt);
        assert!(took < LEAVE_WITHIN, "{scheme}: took {took:?}");
    }
}
