//! The peg board's firmware (hardware/firmware, C for the `ATmega328P`) run unchanged on simavr by
//! the emulator harness (hardware/emulator/run-board), end to end: its lines replayed into
//! `annabella board-replay`, its idle snapshots, and `play --plain --board peg:PTY` against it.
//!
//! avr-gcc, avr-libc and simavr are installed by `make test` (scripts/system-packages.sh
//! test): when they are missing these tests fail, they do not skip. Every wait has a deadline;
//! the emulated board is driven by its script or its stdin, never by sleeping.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::OnceLock;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use crate::common::{lines_of, require_tool, require_tools, start_playing};

const WAIT: Duration = Duration::from_secs(20);

fn hardware() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("hardware")
}

/// Builds the firmware, runs its host tests and builds the emulator, once for all tests here.
fn built() -> PathBuf {
    static BUILT: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            for (dir, target) in [
                ("firmware", "all"),
                ("firmware", "test"),
                ("emulator", "all"),
            ] {
                let output = Command::new("make")
                    .arg("-C")
                    .arg(hardware().join(dir))
                    .arg(target)
                    .output()
                    .map_err(|e| format!("make: {e}"))?;
                if !output.status.success() {
                    return Err(format!(
                        "make -C hardware/{dir} {target} failed:\n{}\n{}",
                        String::from_utf8_lossy(&output.stdout),
                        String::from_utf8_lossy(&output.stderr)
                    ));
                }
            }
            Ok(hardware().join("emulator/run-board"))
        })
        .clone()
        .unwrap_or_else(|e| panic!("{e}"))
}

fn run_board() -> PathBuf {
    require_tools(&["make", "cc", "avr-gcc", "avr-objcopy", "avr-size"]);
    require_tool("simavr", &[]);
    assert!(
        Path::new("/usr/include/simavr/sim_avr.h").is_file(),
        "libsimavr-dev is missing: `make test` installs it (scripts/system-packages.sh test)"
    );
    built()
}

/// Runs `run-board --script` on `script` with extra arguments; its stdout.
fn run_script(script: &str, args: &[&str]) -> String {
    let run_board = run_board();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("script");
    std::fs::write(&path, script).unwrap();
    let output = Command::new(run_board)
        .arg("--script")
        .arg(&path)
        .args(args)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "run-board failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn firmware_builds_for_the_atmega328p_and_its_logic_passes_the_host_tests() {
    run_board();
    for file in [
        "firmware/board.elf",
        "firmware/board.hex",
        "emulator/run-board",
    ] {
        assert!(hardware().join(file).is_file(), "{file} built");
    }
    let size = Command::new("avr-size")
        .arg(hardware().join("firmware/board.elf"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&size.stdout);
    // text data bss: flash is text + data, RAM is data + bss; both well inside the ATmega328P.
    let numbers: Vec<u64> = text
        .lines()
        .nth(1)
        .unwrap()
        .split_whitespace()
        .take(3)
        .map(|n| n.parse().unwrap())
        .collect();
    let (flash, ram) = (numbers[0] + numbers[1], numbers[1] + numbers[2]);
    eprintln!("firmware: {flash} bytes of flash, {ram} bytes of RAM");
    assert!(
        flash < 32 * 1024 - 512,
        "flash {flash} fits beside the bootloader"
    );
    assert!(ram < 1024, "RAM {ram} leaves room for the stack");
}

/// The events of a short game, in script lines from `at` ms, 250 ms apart; the captures are made
/// captured piece first (Bxc6) and captured piece last (dxc6).
fn game_script() -> (String, Vec<&'static str>) {
    use std::fmt::Write as _;
    let events: [&[&str]; 8] = [
        &["up e2", "down e4"],
        &["up e7", "down e5"],
        &["up g1", "down f3"],
        &["up b8", "down c6"],
        &["up f1", "down b5"],
        &["up a7", "down a6"],
        &["up c6", "up b5", "down c6"],
        &["up d7", "up c6", "down c6"],
    ];
    let mut script = String::from("# 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Bxc6 dxc6, bouncing switches\n");
    for (i, square) in [
        "e2", "e4", "e7", "e5", "g1", "f3", "b8", "c6", "f1", "b5", "a7",
    ]
    .iter()
    .chain(["a6", "d7"].iter())
    .enumerate()
    {
        writeln!(script, "0 bounce {square} {}", 2 + i % 5).unwrap();
    }
    let mut at = 300;
    for event in events.iter().flat_map(|m| m.iter()) {
        writeln!(script, "{at} {event}").unwrap();
        at += 250;
    }
    writeln!(script, "{} end", at + 200).unwrap();
    let moves = vec!["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6"];
    (script, moves)
}

#[test]
fn a_game_played_on_bouncing_switches_replays_move_by_move() {
    let (script, moves) = game_script();
    let lines = run_script(&script, &[]);
    // Each lift and placement once: the chatter is debounced away.
    let ups_downs = lines
        .lines()
        .filter(|l| l.starts_with("UP ") || l.starts_with("DOWN "))
        .count();
    assert_eq!(ups_downs, 18, "{lines}");
    assert!(
        lines.starts_with("HELLO peg64 1.0.0 SN0001 *3F\nSNAP FFFF00000000FFFF *2C\n"),
        "{lines}"
    );
    let mut replay = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["board-replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    replay
        .stdin
        .take()
        .unwrap()
        .write_all(lines.as_bytes())
        .unwrap();
    let output = replay.wait_with_output().unwrap();
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    let played: Vec<&str> = stdout
        .lines()
        .filter_map(|l| l.strip_prefix("move "))
        .collect();
    assert_eq!(played, moves, "{stdout}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.trim().is_empty(), "no line dropped: {stderr}");
}

/// `(emulated microseconds, text)` of `--stamp` output.
fn stamped(lines: &str) -> Vec<(u64, &str)> {
    lines
        .lines()
        .map(|l| {
            let (t, text) = l.split_once(' ').unwrap();
            (t.parse().unwrap(), text)
        })
        .collect()
}

#[test]
fn a_snapshot_comes_at_power_up_and_at_least_every_two_seconds_while_idle() {
    // Idle for 9 s, with a move in the middle: the snapshot follows the board.
    let lines = run_script("3000 up e2\n3300 down e4\n9000 end\n", &["--stamp"]);
    let lines = stamped(&lines);
    let snaps: Vec<(u64, &str)> = lines
        .iter()
        .copied()
        .filter(|(_, l)| l.starts_with("SNAP "))
        .collect();
    assert!(lines[0].1.starts_with("HELLO "), "{lines:?}");
    assert_eq!(lines[1].1, "SNAP FFFF00000000FFFF *2C", "{lines:?}");
    assert!(lines[1].0 < 50_000, "the power-up SNAP within 50 ms");
    assert_eq!(
        snaps.last().unwrap().1,
        "SNAP FFFF00001000EFFF *2E",
        "{lines:?}"
    );
    // No gap of more than 2 s (and a line's time) without a line; idle gaps filled by SNAPs.
    let mut previous = 0;
    for &(t, text) in &lines {
        if !text.starts_with('#') {
            assert!(
                t - previous <= 2_005_000,
                "a {} µs gap before {text}",
                t - previous
            );
            previous = t;
        }
    }
    assert!(9_000_000 - previous <= 2_005_000);
    assert!(snaps.len() >= 4, "{snaps:?}");
}

#[test]
fn a_switch_is_reported_after_the_debounce_time_and_within_37_ms_of_settling() {
    let lines = run_script(
        "0 bounce e2 6\n0 bounce e4 3\n500 up e2\n800 down e4\n1100 button q\n1500 end\n",
        &["--stamp"],
    );
    let lines = stamped(&lines);
    let mut latencies = Vec::new();
    for (what, line, began) in [
        ("e2", "UP e2 *72", 500_000),
        ("e4", "DOWN e4 *63", 800_000),
        ("button q", "BTN q *09", 1_100_000),
    ] {
        let settled = lines
            .iter()
            .find(|(_, l)| *l == format!("# settled {what}"))
            .unwrap_or_else(|| panic!("{what} settles: {lines:?}"))
            .0;
        let sent: Vec<u64> = lines
            .iter()
            .filter(|(_, l)| *l == line)
            .map(|p| p.0)
            .collect();
        assert_eq!(sent.len(), 1, "{line} once: {lines:?}");
        let latency = sent[0] - settled;
        // Sampled every 5 ms, a chatter may fall between two scans: the line comes 30 ms after
        // the first change seen, never sooner after the contact first moved, and at most a
        // scan, 30 ms and the line's bytes at 115200 baud after it settled.
        assert!(
            sent[0] - began >= 30_000,
            "{line}: {} µs after the contact first moved",
            sent[0] - began
        );
        assert!(latency <= 37_000, "{line}: {latency} µs after settling");
        latencies.push(latency);
    }
    eprintln!("settled to line (emulated µs): {latencies:?}");
}

/// A running `run-board --pty`: its log lines, its stdin for events, its pty path.
struct Board {
    child: Child,
    stdin: ChildStdin,
    log: Receiver<String>,
    pty: String,
}

impl Drop for Board {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Board {
    fn start() -> Self {
        let mut child = Command::new(run_board())
            .arg("--pty")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let log = lines_of(child.stdout.take().unwrap());
        let first = log.recv_timeout(WAIT).expect("the pty's path");
        let pty = first
            .strip_prefix("pty=")
            .unwrap_or_else(|| panic!("first line: {first}"))
            .to_owned();
        Self {
            child,
            stdin,
            log,
            pty,
        }
    }

    /// Log lines until one that `hit` accepts; returns it.
    fn wait_for(&self, what: &str, hit: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + WAIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .log
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no {what} from run-board in time"));
            if hit(&line) {
                return line;
            }
        }
    }

    fn event(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }
}

#[test]
fn play_announces_a_move_made_on_the_emulated_board() {
    let mut board = Board::start();
    let data = tempfile::tempdir().unwrap();
    let arg = format!("peg:{}", board.pty);
    let mut playing = start_playing(&["--board", &arg], data.path());
    // The program has the board once it asked for (and got) a snapshot.
    board.wait_for("the program's SNAP?", |l| l.starts_with("< SNAP?"));
    board.wait_for("the SNAP answer", |l| l.starts_with("> SNAP "));
    board.event("0 bounce e2 4");
    board.event("0 bounce e4 4");
    board.event("+0 up e2");
    board.event("+250 down e4");
    playing.wait_for("Bauer Eva vier");
    board.wait_for("DOWN e4", |l| l == "> DOWN e4 *63");
    playing.type_line("e5");
    playing.wait_for("Bauer Eva fünf");
    assert!(playing.finish().success());
}

fn open_pty(path: &str) -> Box<dyn serialport::SerialPort> {
    serialport::new(path, 115_200)
        .timeout(Duration::from_millis(100))
        .open()
        .unwrap()
}

/// Reads lines from the port until one that `hit` accepts.
fn read_line_until(port: &mut dyn serialport::SerialPort, hit: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + WAIT;
    let mut pending = Vec::new();
    let mut buf = [0u8; 256];
    loop {
        while let Some(end) = pending.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = pending.drain(..=end).collect();
            let line = String::from_utf8_lossy(&line[..end]).into_owned();
            if hit(&line) {
                return line;
            }
        }
        assert!(Instant::now() < deadline, "no answer on the pty in time");
        match port.read(&mut buf) {
            Ok(n) => pending.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {}
            Err(e) => panic!("reading the pty: {e}"),
        }
    }
}

#[test]
fn snap_and_hello_requests_are_answered_over_the_pty() {
    let board = Board::start();
    let mut port = open_pty(&board.pty);
    // The board's lines reach the pty only while it is open: nothing from before is pending.
    port.write_all(b"SNAP? *33\n").unwrap();
    let snap = read_line_until(port.as_mut(), |l| l.starts_with("SNAP "));
    assert_eq!(snap, "SNAP FFFF00000000FFFF *2C");
    board.wait_for("the request", |l| l == "< SNAP? *33");
    port.write_all(b"HELLO?\n").unwrap();
    let hello = read_line_until(port.as_mut(), |l| l.starts_with("HELLO "));
    assert_eq!(hello, "HELLO peg64 1.0.0 SN0001 *3F");
    // A request with a wrong checksum is ignored: the next HELLO is the answer to the good one.
    port.write_all(b"HELLO? *7E\nHELLO? *7D\n").unwrap();
    board.wait_for("the good request", |l| l == "< HELLO? *7D");
    let answer = board.wait_for("the answer", |l| l.starts_with("> HELLO "));
    assert_eq!(answer, "> HELLO peg64 1.0.0 SN0001 *3F");
    let mut rest = String::new();
    let _ = port.read_to_string(&mut rest);
}

/// The optional talk button on PC1 (annabella's push-to-talk extension of the protocol) is
/// debounced and reported like the others.
#[test]
fn the_talk_button_on_pc1_is_reported_as_btn_talk() {
    let lines = run_script("500 button talk\n900 button n\n1500 end\n", &[]);
    let buttons: Vec<&str> = lines.lines().filter(|l| l.starts_with("BTN ")).collect();
    assert_eq!(buttons, ["BTN talk *6A", "BTN n *16"], "{lines}");
}
