//! The arbiter's console runs its own broker in a companion program (`annabella-broker`, which
//! links rumqttd): without it the console names the missing part in the arbiter's language and
//! ends as a failure; a companion killed while the hall runs is what the console says of any
//! broker it lost; an address in use is refused in the arbiter's language, naming it. Through the
//! real binaries (`cargo build` puts the companion beside `annabella`).

use std::io::Write;
use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use crate::common::{lines_of, wait_until};
use crate::companion_processes::{annabella_alone, at_home, companions_of, kill_the_companion};

/// How long a line may take to come (both cores busy with other tests).
const LINE_LIMIT: Duration = Duration::from_secs(20);
const PASSWORD: &str = "test-broker-pass";

/// `annabella arbiter --plain ARGS` run by `program` from a private home, its password given,
/// no companion folder named.
fn arbiter(program: &Path, home: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(program);
    at_home(&mut command, home)
        .args(["arbiter", "--plain"])
        .args(args)
        .env("ANNABELLA_HALL_PASSWORD", PASSWORD);
    command
}

#[test]
fn without_its_companion_the_console_names_the_missing_broker_in_the_arbiters_language() {
    let dir = tempfile::tempdir().unwrap();
    let program = annabella_alone(dir.path(), "annabella-broker");
    let output = arbiter(
        &program,
        dir.path(),
        &["--listen", "127.0.0.1:0", "--lang", "de"],
    )
    .stdin(Stdio::null())
    .output()
    .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    // As every failure of a command: status 2, one line on stderr.
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(
        stderr.contains(
            "Broker des Saals (rumqttd): das Programm annabella-broker ist nicht installiert"
        ),
        "{stderr}"
    );
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    // Nothing was started: no password handed out for a hall that does not run.
    assert!(!stdout.contains(PASSWORD), "{stdout}");
}

#[test]
fn an_address_in_use_is_refused_in_the_arbiters_language_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap();
    let output = arbiter(
        Path::new(env!("CARGO_BIN_EXE_annabella")),
        dir.path(),
        &["--listen", &addr.to_string(), "--lang", "de"],
    )
    .stdin(Stdio::null())
    .output()
    .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(
        stderr.contains(&format!(
            "der Broker des Saals kann unter mqtt://{addr} keine Verbindungen annehmen: dort nimmt \
             schon ein anderes Programm Verbindungen an"
        )),
        "{stderr}"
    );
    drop(taken);
}

/// The console running, its lines read on a thread.
struct Console {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Console {
    /// The console with its own broker on a port the system picks, its state in `dir`.
    fn start(dir: &Path) -> Console {
        let mut child = arbiter(
            Path::new(env!("CARGO_BIN_EXE_annabella")),
            dir,
            &["--listen", "127.0.0.1:0"],
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
        let stdin = child.stdin.take();
        let lines = lines_of(child.stdout.take().unwrap());
        Console {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    /// Reads lines until one starts with `wanted`; returns it.
    #[track_caller]
    fn line_starting(&mut self, wanted: &str) -> String {
        let deadline = Instant::now() + LINE_LIMIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.lines.recv_timeout(left).unwrap_or_else(|why| {
                panic!(
                    "no line {wanted:?} ({why}); so far:\n{}",
                    self.seen.join("\n")
                )
            });
            self.seen.push(line.clone());
            if line.starts_with(wanted) {
                return line;
            }
        }
    }

    fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input open");
        stdin.write_all(format!("{line}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
    }
}

impl Drop for Console {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn a_broker_companion_killed_while_the_hall_runs_is_said_lost_by_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let mut console = Console::start(dir.path());
    console.line_starting("the hall's broker runs at mqtt://127.0.0.1:");
    console.line_starting("connected to the hall's broker at mqtt://127.0.0.1:");
    // The broker runs in its companion, a child of the console.
    kill_the_companion(console.child.id(), "annabella-broker", LINE_LIMIT);
    // Its client loses the connection: said as any broker lost.
    console.line_starting("the hall's broker cannot be reached; trying again");
    // The console still answers its arbiter, and ends as asked.
    console.type_line("tables");
    console.line_starting("no table has reported yet");
    console.type_line("quit");
    drop(console.stdin.take());
    wait_until("the console to end", LINE_LIMIT, || {
        console.child.try_wait().unwrap().is_some()
    });
    assert!(console.child.wait().unwrap().success());
    // No second broker was started behind the arbiter's back.
    assert!(companions_of(console.child.id(), "annabella-broker").is_empty());
}

#[test]
fn the_consoles_broker_ends_with_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let mut console = Console::start(dir.path());
    let runs_at = console.line_starting("the hall's broker runs at mqtt://");
    console.line_starting("connected to the hall's broker at ");
    let port = runs_at.rsplit(':').next().unwrap().to_owned();
    let companions = companions_of(console.child.id(), "annabella-broker");
    assert_eq!(companions.len(), 1, "{companions:?}");
    // Killed with no chance to close anything: the companion sees its pipe closed and ends, and
    // its port is free again.
    console.child.kill().unwrap();
    console.child.wait().unwrap();
    wait_until("the companion to end", LINE_LIMIT, || {
        !Path::new(&format!("/proc/{}", companions[0])).exists()
            || std::fs::read_to_string(format!("/proc/{}/stat", companions[0]))
                .is_ok_and(|stat| stat.contains(") Z "))
    });
    wait_until("the port to be free", LINE_LIMIT, || {
        TcpListener::bind(format!("127.0.0.1:{port}")).is_ok()
    });
}
