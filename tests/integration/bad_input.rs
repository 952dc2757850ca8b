//! Bad input is named and bounded: devices and FIFOs where files belong, endless standard
//! input, a closed stderr, wrong settings, paths that are not serial ports.

use std::io::{BufRead, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{annabella, annabella_with_env};

#[test]
fn a_device_given_as_a_pgn_file_is_refused_at_once() {
    let started = Instant::now();
    let run = annabella(&["announce", "/dev/zero"], b"");
    assert_eq!(run.status, 2);
    assert_eq!(
        run.stderr.trim(),
        "annabella: /dev/zero is a device, not a file"
    );
    assert!(run.stdout.is_empty());
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[test]
fn an_endless_device_on_standard_input_is_refused_and_dev_null_is_empty() {
    let zero = std::fs::File::open("/dev/zero").unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("status")
        .stdin(zero)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("standard input is a device that does not end"),
        "{stderr}"
    );
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("status")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stdout.is_empty());
}

#[cfg(unix)]
#[test]
fn a_fifo_given_as_a_file_is_refused_without_waiting_for_a_writer() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("games.pgn");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let run = annabella(&["status", fifo.to_str().unwrap()], b"");
    assert_eq!(run.status, 2);
    assert!(
        run.stderr
            .contains("games.pgn is a FIFO (named pipe), not a file"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_closed_stderr_ends_quietly_not_with_a_panic() {
    // A line with a wrong checksum makes board-replay report it on stderr, which nobody reads.
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("board-replay")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stderr.take());
    let mut input = child.stdin.take().unwrap();
    input
        .write_all(b"UP e2 *00\nUP e2\nDOWN e4\nBTN clock\n")
        .unwrap();
    drop(input);
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.lines().any(|line| line == "move e4"), "{stdout}");
}

#[test]
fn a_wrong_value_in_the_settings_file_names_the_file_and_the_key() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("annabella/config.toml");
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(&config, "voice = \"nope\"\n").unwrap();
    let run = annabella_with_env(
        &["play", "--plain"],
        b"",
        &[
            ("XDG_CONFIG_HOME", dir.path()),
            ("XDG_DATA_HOME", dir.path()),
        ],
    );
    assert_eq!(run.status, 2);
    let expected = format!(
        "settings {}: voice = \"nope\": unknown voice",
        config.display()
    );
    assert!(run.stderr.contains(&expected), "{}", run.stderr);
}

#[test]
fn a_path_that_is_not_a_serial_port_says_so_in_plain_words() {
    let dir = tempfile::tempdir().unwrap();
    let run = annabella_with_env(
        &["play", "--plain", "--board", "peg:/dev/null"],
        b"",
        &[("XDG_DATA_HOME", dir.path())],
    );
    assert_eq!(run.status, 2);
    assert_eq!(
        run.stderr.trim(),
        "annabella: peg board /dev/null is not a serial port"
    );
}

#[test]
fn an_invalid_utf8_line_is_answered_and_the_game_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let run = annabella_with_env(
        &["play", "--plain", "--voice", "en"],
        b"e4\n\xff\xfe\ne5\n",
        &[("XDG_DATA_HOME", dir.path())],
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines = crate::common::after_greeting(&run.stdout);
    assert_eq!(lines[0], "Pawn Echo four");
    assert!(
        lines[1].contains('\u{fffd}'),
        "the line is answered: {lines:?}"
    );
    assert_eq!(lines[2], "Pawn Echo five");
}

#[cfg(target_os = "linux")]
#[test]
fn an_engine_flooding_info_lines_does_not_fill_memory() {
    let dir = tempfile::tempdir().unwrap();
    // Answers the handshake, then floods `info` lines and never moves.
    let engine = crate::common::fake_engine(
        dir.path(),
        "flood",
        r#"while read line; do
  case "$line" in
    uci) echo "id name Flood"; echo uciok ;;
    isready) echo readyok ;;
    go*) yes "info depth 1 seldepth 1 score cp 0 nodes 1 pv e7e5 g1f3 b8c6 f1b5 a7a6" ;;
  esac
done"#,
    );
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain", "--voice", "en", "--auto-press"])
        .args(["--engine", &engine, "--engine-time", "2"])
        .env("XDG_DATA_HOME", dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"e4\n").unwrap();
    let stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut peak_kb = 0;
    for line in stdout.lines() {
        let line = line.unwrap();
        // While the engine floods, the program's peak memory is read from the system.
        let status =
            std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap_or_default();
        if let Some(kb) = status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        {
            peak_kb = kb;
        }
        if line.contains("two players") {
            break;
        }
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
    assert!(peak_kb > 0, "the peak was read");
    assert!(
        peak_kb < 100 * 1024,
        "peak memory {peak_kb} kB while flooded"
    );
}
