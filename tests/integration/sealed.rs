//! The sealed table through the real binary, watched by strace: a scripted sealed game with both
//! boards (virtual boards on real pseudo-terminals), spoken moves from files and the broadcast
//! runs no program, connects nowhere and binds only the broadcast port once Landlock's seal is
//! on; a sealed table that tries to run a program is refused by the kernel; `--sealed --engine`
//! is refused in one sentence. strace is installed by `make test`: without it these fail.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use annabella::companion::Companion;
use shakmaty::Square;

use crate::board_live::{two_boards, wait_for};
use crate::broadcast::{curl, free_port};
use crate::common::{require_tool, wait_until};
use crate::listening::{list, require_model, say};

const WAIT: Duration = Duration::from_secs(20);

/// `annabella play --plain ARGS` under `strace -f`, its trace in `trace`.
struct Traced {
    child: Child,
    lines: mpsc::Receiver<String>,
    said: Vec<String>,
}

impl Traced {
    fn start(args: &[&str], data: &Path, trace: &Path, env: &[(&str, &str)]) -> Self {
        let mut child = Command::new(require_tool("strace", &[]))
            .args(["-f", "-qq", "-o"])
            .arg(trace)
            .args([
                "-e",
                "trace=execve,connect,bind,landlock_restrict_self",
                env!("CARGO_BIN_EXE_annabella"),
                "play",
                "--plain",
                "--sealed",
            ])
            .args(args)
            .env("XDG_DATA_HOME", data)
            .env("XDG_CONFIG_HOME", data.join("config"))
            .env("XDG_STATE_HOME", data.join("state"))
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn strace");
        let lines = crate::common::lines_of(child.stdout.take().expect("stdout"));
        Traced {
            child,
            lines,
            said: Vec::new(),
        }
    }

    /// [`Traced::start`] with `--broadcast 127.0.0.1:PORT` on a port the system just found free,
    /// waited on until its greeting: the table and the port. Another process may take the port
    /// between its choice and the table's bind; the table then refuses before any game is made
    /// (the port is bound first) and starts again on another, so the test never depends on what
    /// else runs on the machine.
    fn start_broadcasting(
        args: &[&str],
        data: &Path,
        trace: &Path,
        env: &[(&str, &str)],
    ) -> (Self, u16) {
        let mut refusals = Vec::new();
        while refusals.len() < 10 {
            let port = free_port();
            let addr = format!("127.0.0.1:{port}");
            let mut with_broadcast = args.to_vec();
            with_broadcast.extend(["--broadcast", &addr]);
            let mut table = Traced::start(&with_broadcast, data, trace, env);
            loop {
                match table.lines.recv_timeout(WAIT) {
                    Ok(line) => {
                        let greeted = line.starts_with("Neue Partie");
                        table.said.push(line);
                        if greeted {
                            return (table, port);
                        }
                    }
                    Err(mpsc::RecvTimeoutError::Disconnected) => break,
                    Err(mpsc::RecvTimeoutError::Timeout) => {
                        panic!("no greeting in time; said: {:#?}", table.said)
                    }
                }
            }
            let (_, said, stderr) = table.finish();
            assert!(
                stderr.contains("the broadcast cannot listen on"),
                "the sealed table ended before its greeting: {said:#?}\n{stderr}"
            );
            refusals.push(stderr);
        }
        panic!("ten free ports taken before the broadcast could listen: {refusals:?}")
    }

    /// Lines said until one that starts with `wanted`, which is handed back.
    #[track_caller]
    fn said_until(&mut self, wanted: &str) -> String {
        loop {
            let line = self
                .lines
                .recv_timeout(WAIT)
                .unwrap_or_else(|_| panic!("no \"{wanted}\" in time; said: {:#?}", self.said));
            self.said.push(line.clone());
            if line.starts_with(wanted) {
                return line;
            }
        }
    }

    fn type_line(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().expect("stdin");
        writeln!(stdin, "{line}").unwrap();
    }

    /// Ends the input; the exit status, the rest said and stderr.
    fn finish(mut self) -> (std::process::ExitStatus, Vec<String>, String) {
        drop(self.child.stdin.take());
        let mut stderr = String::new();
        if let Some(mut pipe) = self.child.stderr.take() {
            std::io::Read::read_to_string(&mut pipe, &mut stderr).unwrap();
        }
        let status = self.child.wait().unwrap();
        self.said.extend(self.lines.try_iter());
        (status, self.said, stderr)
    }
}

/// The traced calls made after the seal (by every thread), the seal's own line first.
#[track_caller]
fn after_the_seal(trace: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(trace).unwrap();
    let lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let seal = lines
        .iter()
        .position(|line| line.contains("landlock_restrict_self(") && line.ends_with("= 0"))
        .unwrap_or_else(|| panic!("the seal was not put on: {text}"));
    lines[seal..].to_vec()
}

/// The only saved game's journal in `data`.
fn journal_in(data: &Path) -> PathBuf {
    let games = data.join("annabella").join("games");
    std::fs::read_dir(&games)
        .unwrap()
        .flatten()
        .map(|entry| entry.path())
        .find(|path| path.extension().is_some_and(|e| e == "journal"))
        .expect("a journal")
}

#[test]
fn a_sealed_game_with_two_boards_spoken_moves_and_the_broadcast_runs_nothing_and_connects_nowhere()
{
    require_model();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let trace = dir.path().join("trace");
    let files = [
        say(dir.path(), "e4", "Bauer Eva vier", 175, 50, false),
        say(dir.path(), "ja", "ja", 120, 50, false),
        say(dir.path(), "nf6", "Springer Felix sechs", 150, 50, true),
    ];
    let files = list(&files);
    let [(mut pegs, pegs_heard), (mut eboard, eboard_heard)] = two_boards(dir.path());
    let peg_arg = format!("peg:{}", pegs.link().display());
    let dgt_arg = format!("dgt:{}", eboard.link().display());
    let args = [
        "--auto-press",
        "--listen-file",
        &files,
        "--board",
        &peg_arg,
        "--eboard",
        &dgt_arg,
    ];
    let (mut table, port) = Traced::start_broadcasting(&args, &data, &trace, &[]);
    let url = format!("http://127.0.0.1:{port}/game.pgn");
    let attestation = table.said_until("Versiegelter Tisch: annabella ");
    assert!(
        attestation.contains("vom Kernel versiegelt. Protokollkopf "),
        "{attestation}"
    );
    // The boards were opened inside the seal, and answer.
    wait_for(&pegs_heard, "SNAP?");
    wait_for(&eboard_heard, "< 0x42");
    table.said_until("Meinten Sie Bauer Eva vier?");
    table.said_until("Bauer Eva vier");
    table.said_until("Springer Felix sechs");
    // Both boards follow the spoken moves.
    for (from, to) in [(Square::E2, Square::E4), (Square::G8, Square::F6)] {
        for board in [&mut pegs, &mut eboard] {
            board.up(from).unwrap();
            board.down(to, None).unwrap();
        }
    }
    table.type_line("d4");
    table.said_until("Bauer David vier");
    wait_until("the broadcast to hold d4", WAIT, || {
        let answer = curl(&[&url]);
        answer.status == 200 && answer.body.contains("1. e4 Nf6 2. d4")
    });
    let (status, said, stderr) = table.finish();
    assert!(status.success(), "{said:#?}\n{stderr}");
    let end = said
        .iter()
        .find(|line| line.starts_with("Ende der versiegelten Partie: "))
        .unwrap_or_else(|| panic!("the attestation at the end: {said:#?}"));

    check_trace(&trace, port);
    check_log(&data, end);
}

/// After the seal: no program run but a companion, no network connection, no port bound but the
/// broadcast's.
#[track_caller]
fn check_trace(trace: &Path, port: u16) {
    let traced = after_the_seal(trace);
    for line in &traced[1..] {
        // The programs a sealed table may run after the seal: its companions (listening's runs
        // here), which run under the same seal; never the hall's broker.
        let companion = Companion::ALL
            .iter()
            .filter(|part| part.runs_sealed())
            .any(|part| line.contains(&format!("/{}\", [", part.program())));
        assert!(
            !line.contains("execve(") || companion,
            "a program run after the seal: {line}"
        );
        assert!(
            !(line.contains("connect(") && line.contains("AF_INET")),
            "a network connection after the seal: {line}"
        );
        if line.contains("bind(") {
            assert!(
                line.contains(&format!("sin_port=htons({port})")),
                "a port bound other than the broadcast's: {line}"
            );
        }
    }
    assert!(
        traced.iter().any(|line| line.contains("bind(")
            && line.contains(&format!("htons({port})"))
            && line.ends_with("= 0")),
        "the broadcast bound its port inside the seal: {traced:#?}"
    );
}

/// The log the arbiter verifies: every action and move, chained whole; its head is the one
/// said at the end (`end`) and carried in the record.
#[track_caller]
fn check_log(data: &Path, end: &str) {
    let journal = journal_in(data);
    let verified = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("verify")
        .arg(&journal)
        .output()
        .unwrap();
    let out = String::from_utf8(verified.stdout).unwrap();
    assert!(verified.status.success(), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[..2], ["moves e4 Nf6 d4", "result *"], "{out}");
    let head = lines[2].strip_prefix("intact ").unwrap();
    let words = format!("{} {} {}", &head[0..4], &head[4..8], &head[8..12]);
    assert!(end.contains(&words), "{end} says the head {head}");
    let record = std::fs::read_to_string(journal.with_extension("pgn")).unwrap();
    assert!(
        record.contains(&format!("[LogHead \"{head}\"]")),
        "{record}"
    );
    assert!(record.contains("[Recorder \"annabella "), "{record}");
    let text = std::fs::read_to_string(&journal).unwrap();
    for action in [
        "act ",
        " heard confirm e2e4 ",
        " board peg UP e2 ",
        " line d4 ",
    ] {
        assert!(text.contains(action), "{action} is in the log: {text}");
    }
}

#[test]
fn a_sealed_table_that_tries_to_run_a_program_is_refused_by_the_kernel() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let trace = dir.path().join("trace");
    let program = require_tool("true", &[]);
    let shown = program.display().to_string();
    let table = Traced::start(
        &["--lang", "en"],
        &data,
        &trace,
        &[("ANNABELLA_SEALED_TRY_RUN", shown.as_str())],
    );
    let (status, said, stderr) = table.finish();
    assert!(status.success(), "{said:#?}");
    assert!(
        stderr.contains(&format!(
            "the sealed table tried to run {shown} and the kernel refused"
        )),
        "{stderr}"
    );
    // The refusal is the kernel's: the program's execve was made, and answered EACCES.
    let traced = after_the_seal(&trace);
    assert!(
        traced
            .iter()
            .any(|line| line.contains(&format!("execve(\"{shown}\"")) && line.contains("EACCES")),
        "{traced:#?}"
    );
}

#[test]
fn a_sealed_table_refuses_an_engine_online_play_hints_and_analysis_in_words_that_say_so() {
    let data = tempfile::tempdir().unwrap();
    let refused = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(["play", "--plain", "--sealed", "--lang", "en"])
            .args(args)
            .env("XDG_DATA_HOME", data.path())
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2));
        String::from_utf8(output.stderr).unwrap()
    };
    assert_eq!(
        refused(&["--engine"]),
        "annabella: --sealed: a sealed table refuses an engine\n"
    );
    assert!(
        refused(&["--online", "--seek", "300+3"]).contains("a sealed table refuses online play"),
    );
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "play", "--plain", "--sealed", "--lang", "en", "--voice", "en",
        ])
        .env("XDG_DATA_HOME", data.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut child = output;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"e4\nhint\nresign\nanalyse\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(
        said.contains("the table is sealed for a rated game: no hints"),
        "{said}"
    );
    assert!(
        said.contains("the table is sealed for a rated game: no analysis"),
        "{said}"
    );
}
