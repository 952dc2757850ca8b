//! Floods from the boards, through real pseudo-terminals: the table stays bounded and answers.
//!
//! The test holds the pty's master side (the board, or a terminal that took a freed pty) and
//! the real `annabella play --plain` opens the slave side through a symbolic link, as it opens a
//! board's `/dev/serial/by-id/…` link. Every wait has a deadline; the floods here are short
//! samples (a few seconds): `scripts/measure-floods.sh` runs the long ones and measures memory
//! and latency.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Receiver;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use annabella::core::boards::dgt::{DgtBoard, DgtMessage};
use annabella::core::boards::peg::PegEvent;
use serialport::{SerialPort, TTYPort};
use shakmaty::{Chess, Position};

use crate::common::{kept_lines, timed_lines_of};

/// How long an answer may take in these tests: far above the 100 ms the measurement script
/// checks, far below what an unbounded queue gave (tens of seconds, or never).
const ANSWER_LIMIT: Duration = Duration::from_secs(3);

/// What the program writes to a peg board as it opens it: the greeting and the request for the
/// board's state.
const PEG_GREETING: &str = "HELLO? *7D\nSNAP? *33\n";

/// A pseudo-terminal whose slave side is reached through `dir/board`.
struct Pty {
    master: TTYPort,
    /// Kept open so the pty stays usable until the program opens it.
    _slave: TTYPort,
    link: PathBuf,
}

fn pty(dir: &Path) -> Pty {
    let (mut master, slave) = TTYPort::pair().expect("a pseudo-terminal pair");
    master.set_timeout(Duration::from_millis(20)).unwrap();
    let link = dir.join("board");
    std::os::unix::fs::symlink(slave.name().expect("the pty's name"), &link).unwrap();
    Pty {
        master,
        _slave: slave,
        link,
    }
}

/// Everything the program wrote to the board, collected on a thread.
fn drain(master: &TTYPort) -> Arc<Mutex<Vec<u8>>> {
    let mut reader = master.try_clone_native().unwrap();
    let heard: Arc<Mutex<Vec<u8>>> = Arc::default();
    let log = Arc::clone(&heard);
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        loop {
            match reader.read(&mut buf) {
                Ok(0) => {}
                Ok(n) => log.lock().unwrap().extend_from_slice(&buf[..n]),
                Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {}
                Err(_) => {
                    if Arc::strong_count(&log) == 1 {
                        return;
                    }
                    std::thread::sleep(Duration::from_millis(20));
                }
            }
        }
    });
    heard
}

/// A running `annabella play --plain`, its stdout and stderr lines collected with the instant
/// each arrived.
struct Table {
    child: Child,
    stdin: ChildStdin,
    out: Receiver<(Instant, String)>,
    err: Arc<Mutex<Vec<String>>>,
    data: tempfile::TempDir,
}

impl Table {
    fn start(args: &[&str]) -> Table {
        let data = tempfile::tempdir().unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(["play", "--plain", "--voice", "en", "--speech", "text"])
            .args(args)
            .env("XDG_DATA_HOME", data.path())
            .env("XDG_CONFIG_HOME", data.path())
            .env("XDG_STATE_HOME", data.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn annabella");
        let stdin = child.stdin.take().unwrap();
        let out = timed_lines_of(child.stdout.take().unwrap());
        let err = kept_lines(child.stderr.take().unwrap(), 100_000);
        Table {
            child,
            stdin,
            out,
            err,
            data,
        }
    }

    /// The program's log (empty when nothing was logged).
    fn log(&self) -> String {
        std::fs::read_to_string(self.data.path().join("annabella/annabella.log"))
            .unwrap_or_default()
    }

    fn type_line(&mut self, line: &str) -> Instant {
        let typed = Instant::now();
        self.stdin
            .write_all(format!("{line}\n").as_bytes())
            .unwrap();
        self.stdin.flush().unwrap();
        typed
    }

    /// The first line said that `fits`, and when it came; fails after `limit`.
    #[track_caller]
    fn said(&self, what: &str, limit: Duration, fits: impl Fn(&str) -> bool) -> Instant {
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.out.recv_timeout(left) {
                Ok((at, line)) if fits(&line) => return at,
                Ok(_) => {}
                Err(error) => panic!(
                    "no {what} within {limit:?} ({error}); stderr so far: {} lines, the last: {:?}",
                    self.err.lock().unwrap().len(),
                    self.err.lock().unwrap().last()
                ),
            }
        }
    }

    /// `time` typed: how long its answer took.
    #[track_caller]
    fn time_query(&mut self) -> Duration {
        let typed = self.type_line("time");
        let answered = self.said("the answer to `time`", ANSWER_LIMIT, |line| {
            line.starts_with("White ") && line.contains("moves")
        });
        answered.saturating_duration_since(typed)
    }

    /// Peak memory so far (kB), from the kernel.
    fn peak_kb(&self) -> u64 {
        peak_kb(self.child.id())
    }

    /// Stderr lines containing `text`.
    fn errors_with(&self, text: &str) -> Vec<String> {
        self.err
            .lock()
            .unwrap()
            .iter()
            .filter(|line| line.contains(text))
            .cloned()
            .collect()
    }

    /// `quit` typed: the program ends within the limit.
    #[track_caller]
    fn quit(mut self) -> Vec<String> {
        let typed = self.type_line("quit");
        let deadline = typed + ANSWER_LIMIT;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "exit status {status}");
                break;
            }
            assert!(
                Instant::now() < deadline,
                "quit not honoured within {ANSWER_LIMIT:?}"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        std::mem::take(&mut *self.err.lock().unwrap())
    }
}

impl Drop for Table {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A small generator of noise (xorshift), the same every run.
struct Noise(u64);

impl Noise {
    fn fill(&mut self, bytes: &mut [u8]) {
        for byte in bytes {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            *byte = self.0.to_le_bytes()[0];
        }
    }
}

/// Writes what `next` gives to the board side until `stop`, as fast as the pty takes it.
fn flood(
    master: &TTYPort,
    stop: &Arc<AtomicBool>,
    mut next: impl FnMut(&mut Vec<u8>) + Send + 'static,
) -> std::thread::JoinHandle<u64> {
    let mut writer = master.try_clone_native().unwrap();
    let stop = Arc::clone(stop);
    std::thread::spawn(move || {
        let mut sent = 0u64;
        let mut chunk = Vec::new();
        while !stop.load(Ordering::Relaxed) {
            chunk.clear();
            next(&mut chunk);
            // A full pty (the program reads no faster) times out: try again.
            if let Ok(n) = writer.write(&chunk) {
                sent += n as u64;
            }
        }
        sent
    })
}

/// While a flood runs for `length`: `time` answered each time within the limit, every 50 ms;
/// how long each answer took.
fn queries_during(table: &mut Table, length: Duration) -> Vec<Duration> {
    let end = Instant::now() + length;
    let mut took = Vec::new();
    while Instant::now() < end {
        took.push(table.time_query());
        std::thread::sleep(Duration::from_millis(50));
    }
    took
}

/// A process's peak memory so far (kB), from the kernel.
pub fn peak_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|value| value.split_whitespace().next())
        .and_then(|kb| kb.parse().ok())
        .unwrap()
}

/// What a flood cost, for the measurement script.
#[derive(Debug)]
pub struct Figures {
    pub seconds: u64,
    pub bytes_sent: u64,
    pub peak_kb: u64,
    pub answers: Vec<Duration>,
    pub stderr_lines: usize,
}

impl Figures {
    /// The share `q` (0 to 1) of answers at most this slow.
    pub fn quantile(&self, q: f64) -> Duration {
        let mut sorted = self.answers.clone();
        sorted.sort();
        let last = sorted.len().saturating_sub(1);
        #[allow(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            clippy::cast_precision_loss
        )]
        let index = ((last as f64) * q).round() as usize;
        sorted.get(index).copied().unwrap_or_default()
    }

    pub fn print(&self, what: &str) {
        println!(
            "FIGURES {what}: {} s, {} MB sent, peak RSS {} MB, time answered {} times: p50 {} ms, \
             p99 {} ms, max {} ms; {} stderr lines",
            self.seconds,
            self.bytes_sent / 1_000_000,
            self.peak_kb / 1024,
            self.answers.len(),
            self.quantile(0.5).as_millis(),
            self.quantile(0.99).as_millis(),
            self.quantile(1.0).as_millis(),
            self.stderr_lines
        );
    }
}

/// The flood's length for the measurement (`ANNABELLA_FLOOD_SECS`, else `default`).
pub fn flood_secs(default: u64) -> u64 {
    std::env::var("ANNABELLA_FLOOD_SECS")
        .ok()
        .and_then(|secs| secs.parse().ok())
        .unwrap_or(default)
}

/// Random bytes from an e-board that first answered as one, for `seconds`.
fn dgt_flood(seconds: u64) -> (Figures, Vec<String>) {
    // The board answers as a board first (it is one), then spews noise.
    let (_dir, mut pty, _heard, mut table) = open_on_a_pty("--eboard", "dgt", 1);
    let dump = DgtMessage::BoardDump(DgtBoard::from_board(Chess::default().board()));
    pty.master.write_all(&dump.encode()).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let mut noise = Noise(0x9E37_79B9_7F4A_7C15);
    let flooder = flood(&pty.master, &stop, move |chunk| {
        chunk.resize(4096, 0);
        noise.fill(chunk);
    });
    let answers = queries_during(&mut table, Duration::from_secs(seconds));
    stop.store(true, Ordering::Relaxed);
    let bytes_sent = flooder.join().unwrap();
    let peak_kb = table.peak_kb();
    let errors = table.quit();
    let figures = Figures {
        seconds,
        bytes_sent,
        peak_kb,
        answers,
        stderr_lines: errors.len(),
    };
    (figures, errors)
}

#[test]
fn random_bytes_from_an_e_board_are_counted_and_the_table_answers_meanwhile() {
    let (figures, errors) = dgt_flood(4);
    // More than a pty holds: the program read through noise (how much, on a loaded machine,
    // varies; the measurement script floods for longer).
    assert!(
        figures.bytes_sent > 16_384,
        "the flood was a flood: {figures:?}"
    );
    let garbled = errors
        .iter()
        .filter(|line| line.contains("the e-board sen"))
        .count();
    assert!(garbled >= 1, "the noise is said: {:?}", errors.last());
    assert!(
        errors.len() < 50,
        "{} stderr lines for a 4 s flood ({garbled} about garbled data); {figures:?}",
        errors.len()
    );
}

/// The measurement (`scripts/measure-floods.sh`): a long DGT flood's memory and latency.
#[test]
#[ignore = "a measurement, run by scripts/measure-floods.sh"]
fn measure_a_dgt_flood() {
    let (figures, _) = dgt_flood(flood_secs(30));
    figures.print("DGT random bytes");
}

/// The program's table with a board at a new pty (`option` `KIND:PTY`), once it has greeted:
/// the folder, the pty, what the program wrote to the board (at least `greeting` bytes by
/// then), and the table.
fn open_on_a_pty(
    option: &str,
    kind: &str,
    greeting: usize,
) -> (tempfile::TempDir, Pty, Arc<Mutex<Vec<u8>>>, Table) {
    let dir = tempfile::tempdir().unwrap();
    let pty = pty(dir.path());
    let heard = drain(&pty.master);
    let link = format!("{kind}:{}", pty.link.display());
    let table = Table::start(&[option, &link]);
    table.said("the greeting", ANSWER_LIMIT, |line| {
        line.starts_with("New game")
    });
    annabella_test_wait(&heard, greeting);
    (dir, pty, heard, table)
}

/// Waits until the board side has heard at least `bytes` bytes.
fn annabella_test_wait(heard: &Arc<Mutex<Vec<u8>>>, bytes: usize) {
    let deadline = Instant::now() + ANSWER_LIMIT;
    while heard.lock().unwrap().len() < bytes {
        assert!(Instant::now() < deadline, "the program greeted no board");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// A peg line with its checksum.
fn peg_line(event: &PegEvent) -> Vec<u8> {
    format!("{}\n", event.to_line_with_checksum()).into_bytes()
}

#[test]
fn garbled_peg_lines_are_said_once_an_interval_and_the_table_answers_meanwhile() {
    let (_dir, mut pty, heard, mut table) = open_on_a_pty("--board", "peg", PEG_GREETING.len());
    pty.master
        .write_all(&peg_line(&PegEvent::Snap(
            Chess::default().board().occupied(),
        )))
        .unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let flooder = flood(&pty.master, &stop, |chunk| {
        for _ in 0..256 {
            chunk.extend_from_slice(b"DOWN e4 *7F\n");
        }
    });
    let answers = queries_during(&mut table, Duration::from_secs(4));
    let slowest = answers.iter().max();
    stop.store(true, Ordering::Relaxed);
    let sent = flooder.join().unwrap();
    // More than a pty holds: the program read through noise (how much, on a loaded machine,
    // varies; the measurement script floods for longer).
    assert!(sent > 16_384, "the flood was a flood: {sent} bytes");
    let garbled = table.errors_with("the peg board sen");
    // What the board sends is the world's mistake, not the program's: said, never logged.
    let log = table.log();
    let errors = table.quit();
    assert!(!garbled.is_empty(), "the garbled lines are said");
    assert!(!log.contains("peg board"), "logged as a fault:\n{log}");
    assert!(
        errors.len() < 50,
        "{} stderr lines for a 4 s flood of garbled lines; the slowest answer took {slowest:?}",
        errors.len()
    );
    // The board was asked for its state now and then, not once a bad line.
    let requests = String::from_utf8_lossy(&heard.lock().unwrap())
        .matches("SNAP?")
        .count();
    assert!(
        requests < 4 * 5 + 2,
        "{requests} SNAP? for a 4 s flood: at most one every 250 ms"
    );
}

#[test]
fn a_terminal_on_the_board_path_hears_the_greeting_once_and_is_said_not_to_be_a_board() {
    let (_dir, mut pty, heard, mut table) = open_on_a_pty("--board", "peg", PEG_GREETING.len());
    // What a shell on that pty would send back, and someone typing at it.
    for line in [
        "bash: HELLO?: command not found\r\n",
        "bash: SNAP?: command not found\r\n",
        "$ ls\r\n",
        "Documents  Music\r\n",
        "$ \r\n",
    ] {
        pty.master.write_all(line.as_bytes()).unwrap();
    }
    let not_a_board = format!("the device at {} is not a board", pty.link.display());
    let deadline = Instant::now() + ANSWER_LIMIT;
    while table.errors_with(&not_a_board).is_empty() {
        assert!(
            Instant::now() < deadline,
            "not said to be no board: {:?}",
            table.err.lock().unwrap()
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    // More typing there, and a query here: nothing more is written to that terminal.
    for _ in 0..20 {
        pty.master.write_all(b"$ echo hello\r\nhello\r\n").unwrap();
    }
    table.time_query();
    table.time_query();
    let errors = table.quit();
    assert_eq!(
        String::from_utf8_lossy(&heard.lock().unwrap()),
        PEG_GREETING,
        "only the greeting was written to the terminal"
    );
    assert_eq!(
        errors
            .iter()
            .filter(|line| line.contains(&not_a_board))
            .count(),
        1,
        "said once: {errors:?}"
    );
}
