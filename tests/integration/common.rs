//! Helpers shared by the integration tests: run the real binary with arguments and stdin.

#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a run of the binary produced.
#[derive(Debug)]
pub struct Run {
    pub status: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `annabella ARGS` with `stdin` as standard input.
pub fn annabella(args: &[&str], stdin: &[u8]) -> Run {
    annabella_with_env(args, stdin, &[])
}

/// Runs `annabella ARGS` with extra environment variables.
pub fn annabella_with_env(args: &[&str], stdin: &[u8], env: &[(&str, &std::path::Path)]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    for (name, value) in env {
        command.env(name, value);
    }
    let output = output_of(command.args(args), stdin);
    Run {
        status: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// What `command` wrote and how it ended, run with `stdin` as its standard input (then closed)
/// and its standard output and error collected.
pub fn output_of(command: &mut Command, stdin: &[u8]) -> std::process::Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn the program");
    let mut input = child.stdin.take().expect("stdin");
    // A command may stop reading early (an error); a broken pipe here is fine.
    let _ = input.write_all(stdin);
    drop(input);
    child.wait_with_output().expect("wait for the program")
}

/// A file under tests/data.
pub fn data(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(path)
}

/// A running `annabella play --plain …` with its standard input open and its output lines
/// collected on a thread, for tests that act while it runs.
pub struct Playing {
    pub child: std::process::Child,
    stdin: Option<std::process::ChildStdin>,
    lines: std::sync::mpsc::Receiver<String>,
    /// The first line said: the greeting (new or resumed game, role, sides, control, turn).
    pub greeting: String,
}

/// Starts `annabella play --plain ARGS` with `XDG_DATA_HOME` set to `data`.
pub fn start_playing(args: &[&str], data: &std::path::Path) -> Playing {
    start_playing_with_env(args, data, &[])
}

/// [`start_playing`] with more environment variables (a private bus's address).
pub fn start_playing_with_env(
    args: &[&str],
    data: &std::path::Path,
    env: &[(&str, &str)],
) -> Playing {
    match try_start_playing_with_env(args, data, env) {
        Ok(playing) => playing,
        Err(stderr) => panic!("annabella play ended before its greeting: {stderr}"),
    }
}

/// Starts `annabella play --plain` at an e-board, as the e-board tests play: the blind player
/// White, typing, told in English text without earcons; the sighted player at `eboard` (the
/// `--eboard` value), their sentences written to the file `opponent`. `env` as in
/// [`start_playing_with_env`] (the bus of a Bluetooth board).
pub fn start_at_eboard(
    eboard: &str,
    opponent: &std::path::Path,
    data: &std::path::Path,
    env: &[(&str, &str)],
) -> Playing {
    let opponent = opponent.display().to_string();
    start_playing_with_env(
        &[
            "--voice",
            "en",
            "--speech",
            "text",
            "--no-earcons",
            "--blind",
            "white",
            "--eboard",
            eboard,
            "--opponent-output",
            &opponent,
        ],
        data,
        env,
    )
}

/// Starts `annabella play --plain ARGS` like [`start_playing`]; when the program ends before its
/// greeting (a refused start), what it wrote on standard error instead.
pub fn try_start_playing(args: &[&str], data: &std::path::Path) -> Result<Playing, String> {
    try_start_playing_with_env(args, data, &[])
}

/// [`try_start_playing`] with more environment variables.
pub fn try_start_playing_with_env(
    args: &[&str],
    data: &std::path::Path,
    env: &[(&str, &str)],
) -> Result<Playing, String> {
    // Standard error into a file, read only if the start is refused: a pipe nobody reads
    // could fill and stop the program.
    let stderr = tempfile::tempfile().expect("a file for standard error");
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain"])
        .args(args)
        .envs(env.iter().copied())
        .env("XDG_DATA_HOME", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(stderr.try_clone().expect("a file for standard error"))
        .spawn()
        .expect("spawn annabella play");
    let stdin = child.stdin.take();
    let lines = lines_of(child.stdout.take().expect("stdout"));
    match lines.recv_timeout(Duration::from_secs(10)) {
        Ok(greeting) => {
            assert!(is_greeting(&greeting), "{greeting}");
            Ok(Playing {
                child,
                stdin,
                lines,
                greeting,
            })
        }
        Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
            drop(stdin);
            child.wait().expect("wait for annabella");
            let mut stderr = stderr;
            let mut said = String::new();
            std::io::Seek::rewind(&mut stderr).expect("rewind standard error");
            std::io::Read::read_to_string(&mut stderr, &mut said).expect("read standard error");
            Err(said)
        }
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => panic!("no greeting within 10 s"),
    }
}

/// Whether a line is the table's greeting, in any of its languages.
pub fn is_greeting(line: &str) -> bool {
    [
        "Neue Partie",
        "Partie fortgesetzt",
        "New game",
        "Game resumed",
        "Nouvelle partie",
        "Partie reprise",
        "Partida nueva",
        "Partida reanudada",
    ]
    .iter()
    .any(|start| line.starts_with(start))
}

/// The lines of `play --plain` after its greeting (which must be there, first).
#[track_caller]
pub fn after_greeting(stdout: &str) -> Vec<String> {
    let mut lines = stdout.lines().map(str::to_owned);
    let greeting = lines.next().unwrap_or_default();
    assert!(
        is_greeting(&greeting),
        "the first line is the greeting: {stdout}"
    );
    lines.collect()
}

impl Playing {
    /// Types a line.
    pub fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input still open");
        stdin
            .write_all(format!("{line}\n").as_bytes())
            .expect("write a line");
        stdin.flush().expect("flush");
    }

    /// The next line said, within ten seconds.
    /// Asks `time` until the clocks' reading (the first of its two lines) satisfies `done`:
    /// the program's own clock having run that far is the event waited on, where a test once
    /// slept and hoped. Every line meanwhile must be an answer to `time` (`clocks` holds for the
    /// first, `on_this_move` for the second): a line said unasked fails the test. Returns the
    /// reading that satisfied `done`.
    #[track_caller]
    pub fn time_until(
        &mut self,
        clocks: impl Fn(&str) -> bool,
        on_this_move: impl Fn(&str) -> bool,
        done: impl Fn(&str) -> bool,
    ) -> String {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            self.type_line("time");
            let reading = self.next_line();
            assert!(clocks(&reading), "not the answer to time: {reading}");
            let this_move = self.next_line();
            assert!(
                on_this_move(&this_move),
                "not the answer to time: {this_move}"
            );
            if done(&reading) {
                return reading;
            }
            assert!(Instant::now() < deadline, "the clock stays at {reading}");
            // A tenth of a second between questions: the clock's own resolution.
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    pub fn next_line(&self) -> String {
        self.lines
            .recv_timeout(std::time::Duration::from_secs(10))
            .expect("a line within 10 s")
    }

    /// The next line said within `limit`, if one comes.
    pub fn next_line_within(&self, limit: std::time::Duration) -> Option<String> {
        self.lines.recv_timeout(limit).ok()
    }

    /// Lines said until `wanted` (included), within ten seconds each. A line skipped on the way
    /// must not be a refusal (see [`assert_no_refusal`]): a refused move is a failure, not noise.
    #[track_caller]
    pub fn wait_for(&self, wanted: &str) {
        loop {
            let line = self.next_line();
            if line == wanted {
                return;
            }
            assert_no_refusal(&line, &format!("waiting for {wanted:?}"));
        }
    }

    /// Closes the input (end of the game) and waits: the exit status and every line said after
    /// those already read.
    pub fn finish_with_lines(mut self) -> (std::process::ExitStatus, Vec<String>) {
        drop(self.stdin.take());
        let status = self.child.wait().expect("wait for annabella");
        // The reader thread ends at the output's end, which the program's exit closed; a line
        // not come within five seconds (the output held open elsewhere) ends the wait too.
        let mut rest = Vec::new();
        while let Ok(line) = self.lines.recv_timeout(std::time::Duration::from_secs(5)) {
            rest.push(line);
        }
        (status, rest)
    }

    /// Closes the input (end of the game) and waits: the exit status.
    pub fn finish(mut self) -> std::process::ExitStatus {
        drop(self.stdin.take());
        self.child.wait().expect("wait for annabella")
    }
}

/// Fails if `line`, something said, refuses a move: it contains "illegal" or "unmöglich" (any
/// case). `context` says what the test was doing.
#[track_caller]
pub fn assert_no_refusal(line: &str, context: &str) {
    let lower = line.to_lowercase();
    assert!(
        !lower.contains("illegal") && !lower.contains("unmöglich"),
        "{context}: a move was refused: {line:?}"
    );
}

/// How often [`wait_until`] checks its condition.
const POLL: Duration = Duration::from_millis(5);

/// Waits until `done` holds, checking it every few milliseconds; fails, naming `what`, if it
/// still does not hold after `limit`. For events a test can only observe by looking (a file,
/// a shared log, a process): never sleep a fixed time and hope instead.
#[track_caller]
pub fn wait_until(what: &str, limit: Duration, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + limit;
    while !done() {
        assert!(
            Instant::now() < deadline,
            "waited {limit:?} for {what}, in vain"
        );
        std::thread::sleep(POLL);
    }
}

/// The text of the file at `path` once it holds `wanted` (what a program writes there, such as
/// the sighted player's words); fails, with what it holds, if it does not within `limit`.
#[track_caller]
pub fn file_showing(path: &std::path::Path, wanted: &str, limit: Duration) -> String {
    let mut text = String::new();
    wait_until(&format!("{wanted:?} in {}", path.display()), limit, || {
        text = std::fs::read_to_string(path).unwrap_or_default();
        text.contains(wanted)
    });
    text
}

/// The path of a program `make test` installs (scripts/system-packages.sh): found on `PATH`,
/// else at one of `elsewhere` (absolute paths). A test that needs it fails when it is missing,
/// rather than skipping and passing: a missing tool is a broken test setup, not a success.
#[track_caller]
pub fn require_tool(name: &str, elsewhere: &[&str]) -> PathBuf {
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join(name))
            .find(|candidate| candidate.is_file())
    });
    let found = on_path.or_else(|| {
        elsewhere
            .iter()
            .map(PathBuf::from)
            .find(|candidate| candidate.is_file())
    });
    if let Some(path) = found {
        return path;
    }
    let places = if elsewhere.is_empty() {
        String::new()
    } else {
        format!(" nor at {}", elsewhere.join(", "))
    };
    panic!(
        "{name} is missing (not on PATH{places}): `make test` installs it \
         (scripts/system-packages.sh test)"
    )
}

/// [`require_tool`] for several programs on `PATH`.
#[track_caller]
pub fn require_tools(names: &[&str]) {
    for name in names {
        require_tool(name, &[]);
    }
}

/// Writes an executable shell script `name` in `dir` standing in for a UCI engine; returns its
/// path.
pub fn fake_engine(dir: &std::path::Path, name: &str, body: &str) -> String {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.display().to_string()
}

/// `annabella play --plain ARGS` with `input` piped in and `XDG_DATA_HOME` set to `data`: the
/// exit status, the lines said after the greeting (all of stdout when it failed), and stderr.
pub fn play_plain(
    args: &[&str],
    input: &str,
    data: &std::path::Path,
) -> (i32, Vec<String>, String) {
    let mut full = vec!["play", "--plain"];
    full.extend_from_slice(args);
    let run = annabella_with_env(&full, input.as_bytes(), &[("XDG_DATA_HOME", data)]);
    let lines = if run.status == 0 {
        after_greeting(&run.stdout)
    } else {
        run.stdout.lines().map(str::to_owned).collect()
    };
    (run.status, lines, run.stderr)
}

/// A loopback server address of this test's own (port 0: never a fixed port that another
/// program on the machine may hold) for a run that must refuse before asking any server: the
/// URL, and a check that nothing connected to it.
pub struct UncalledServer {
    listener: std::net::TcpListener,
    pub url: String,
}

impl UncalledServer {
    pub fn new() -> UncalledServer {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        UncalledServer { listener, url }
    }

    /// Fails when a connection came (it waits in the listener's queue).
    #[track_caller]
    pub fn assert_uncalled(&self) {
        self.listener.set_nonblocking(true).unwrap();
        let accepted = self.listener.accept();
        assert!(
            matches!(&accepted, Err(e) if e.kind() == std::io::ErrorKind::WouldBlock),
            "the server was called: {accepted:?}"
        );
    }
}

/// A program running with its standard input open and its output lines read on a thread of
/// their own, each with the instant it came; every line taken so far kept. Killed when dropped,
/// so a failed test leaves no program behind.
pub struct Running {
    pub child: std::process::Child,
    stdin: Option<std::process::ChildStdin>,
    lines: std::sync::mpsc::Receiver<(Instant, String)>,
    /// Every line taken so far, in order.
    pub seen: Vec<String>,
}

impl Running {
    /// Starts `command` with its standard input and output piped (its standard error as
    /// `command` has it).
    pub fn start(command: &mut Command) -> Running {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("spawn annabella");
        let stdin = child.stdin.take();
        let lines = timed_lines_of(child.stdout.take().expect("stdout"));
        Running {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    /// Types `line`; the instant it was typed.
    pub fn type_line(&mut self, line: &str) -> Instant {
        let typed = Instant::now();
        let stdin = self.stdin.as_mut().expect("the input is open");
        stdin
            .write_all(format!("{line}\n").as_bytes())
            .expect("write a line");
        stdin.flush().expect("flush the input");
        typed
    }

    /// The next line and the instant it came, kept in [`Running::seen`]; `None` when none came
    /// within `limit`.
    pub fn next_within(&mut self, limit: Duration) -> Option<(Instant, String)> {
        let (at, line) = self.lines.recv_timeout(limit).ok()?;
        self.seen.push(line.clone());
        Some((at, line))
    }

    /// Ends the input.
    pub fn close_input(&mut self) {
        drop(self.stdin.take());
    }

    /// Every line seen, once the output has closed or been quiet for `quiet` (an exited
    /// program's last lines may still be on their way).
    pub fn all_lines(&mut self, quiet: Duration) -> Vec<String> {
        while let Ok((_, line)) = self.lines.recv_timeout(quiet) {
            self.seen.push(line);
        }
        std::mem::take(&mut self.seen)
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The lines a program writes to `output`, read on a thread of their own as they come, so a
/// test waits on each with a deadline.
pub(crate) fn lines_of(
    output: impl std::io::Read + Send + 'static,
) -> std::sync::mpsc::Receiver<String> {
    let (sender, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufRead::lines(std::io::BufReader::new(output)).map_while(Result::ok) {
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    lines
}

/// [`lines_of`] with the instant each line was read, for tests that time the answers.
pub(crate) fn timed_lines_of(
    output: impl std::io::Read + Send + 'static,
) -> std::sync::mpsc::Receiver<(Instant, String)> {
    let (sender, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufRead::lines(std::io::BufReader::new(output)).map_while(Result::ok) {
            if sender.send((Instant::now(), line)).is_err() {
                break;
            }
        }
    });
    lines
}

/// The lines a program writes to `output` (its standard error), kept as they come on a thread of
/// their own, at most `most` of them: a flood of lines is the failure itself, and its count is
/// what a test asserts.
pub(crate) fn kept_lines(
    output: impl std::io::Read + Send + 'static,
    most: usize,
) -> std::sync::Arc<std::sync::Mutex<Vec<String>>> {
    let kept: std::sync::Arc<std::sync::Mutex<Vec<String>>> = std::sync::Arc::default();
    let log = std::sync::Arc::clone(&kept);
    std::thread::spawn(move || {
        for line in std::io::BufRead::lines(std::io::BufReader::new(output)).map_while(Result::ok) {
            let mut log = log.lock().unwrap();
            if log.len() < most {
                log.push(line);
            }
        }
    });
    kept
}

/// How many cases [`in_parallel`] runs at once: most of a case is waiting on the program it
/// runs (its clock, its files), so a few at a time keep a two-core machine busy without a queue.
const PARALLEL_CASES: usize = 4;

/// `work` on every case, a few at a time on threads of their own; the results in the cases'
/// order. For sweeps whose cases are independent runs of the program (their own folders): the
/// same cases and assertions, in a fraction of the wall time. A case that panics fails the test.
pub fn in_parallel<C: Send, R: Send>(cases: Vec<C>, work: impl Fn(C) -> R + Sync) -> Vec<R> {
    let count = cases.len();
    let queue = std::sync::Mutex::new(cases.into_iter().enumerate());
    let results = std::sync::Mutex::new(Vec::with_capacity(count));
    std::thread::scope(|scope| {
        for _ in 0..PARALLEL_CASES.min(count) {
            scope.spawn(|| {
                loop {
                    // The lock is held only to take the next case, never while working.
                    let next = queue.lock().unwrap().next();
                    let Some((index, case)) = next else { break };
                    let result = work(case);
                    results.lock().unwrap().push((index, result));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(index, _)| *index);
    results.into_iter().map(|(_, result)| result).collect()
}
