//! The hall through the real binaries: tables (`play --plain --hall … --table N`) and the
//! arbiter's console (`annabella arbiter`), against a real mosquitto (`make test` installs it)
//! and against the console's own broker. Moves at the tables appear at the console, a table
//! killed with SIGKILL is said lost and back once resumed with nothing missing, a broker
//! restarted loses nothing, and what a table sends is never printed raw.

use std::fmt::Write as _;
use std::io::Write;
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use crate::common::{require_tool, wait_until};

/// How long a line may take to come (both cores busy with other tests).
const LINE_LIMIT: Duration = Duration::from_secs(15);
const PASSWORD: &str = "test-hall-pass";

/// A running program with its input open and its output lines read on a thread.
struct Running {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Every line read so far.
    seen: Vec<String>,
}

impl Running {
    fn start(mut command: Command) -> Self {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start annabella");
        let stdin = child.stdin.take();
        let lines = crate::common::lines_of(child.stdout.take().expect("stdout"));
        Self {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input open");
        stdin.write_all(format!("{line}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    /// Reads lines until one satisfies `wanted`; returns it.
    #[track_caller]
    fn wait_for(&mut self, what: &str, wanted: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + LINE_LIMIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.lines.recv_timeout(left).unwrap_or_else(|_| {
                panic!("waited for {what}; lines so far:\n{}", self.seen.join("\n"))
            });
            self.seen.push(line.clone());
            if wanted(&line) {
                return line;
            }
        }
    }

    #[track_caller]
    fn wait_line(&mut self, wanted: &str) -> String {
        self.wait_for(wanted, |line| line == wanted)
    }

    /// Reads lines until every one of `wanted` has come, in any order; returns where each came.
    #[track_caller]
    fn wait_all(&mut self, wanted: &[&str]) -> Vec<usize> {
        let from = self.seen.len();
        let mut at = vec![None; wanted.len()];
        while at.contains(&None) {
            let missing: Vec<&str> = wanted
                .iter()
                .zip(&at)
                .filter(|(_, at)| at.is_none())
                .map(|(w, _)| *w)
                .collect();
            let line = self.wait_for(&format!("{missing:?}"), |_| true);
            for (index, w) in wanted.iter().enumerate() {
                if at[index].is_none() && line == *w {
                    at[index] = Some(self.seen.len() - from);
                }
            }
        }
        at.into_iter().flatten().collect()
    }

    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Closes the input and waits for the program to end.
    fn finish(mut self) -> std::process::ExitStatus {
        drop(self.stdin.take());
        self.child.wait().unwrap()
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A table: `play --plain` with its own data folder, a clock and every move pressed at once,
/// its players named on the command line.
fn table(data: &Path, broker: &str, number: u32, resume: bool) -> Running {
    let white = format!("White {number}");
    table_named(
        data,
        broker,
        number,
        resume,
        &["--white", &white, "--black", "Bruno Kurz"],
    )
}

/// [`table`] with `names` as the names' flags.
fn table_named(data: &Path, broker: &str, number: u32, resume: bool, names: &[&str]) -> Running {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command
        .args(["play", "--plain", "--voice", "en", "--speech", "text"])
        .args(["--time", "300+2", "--auto-press", "--hall", broker])
        .args(["--table", &number.to_string()])
        .args(names)
        .env("XDG_DATA_HOME", data)
        .env("XDG_CONFIG_HOME", data)
        .env("ANNABELLA_HALL_PASSWORD", PASSWORD);
    if resume {
        command.arg("--resume");
    }
    let mut running = Running::start(command);
    running.wait_for("the greeting", crate::common::is_greeting);
    running
}

/// The console: on `broker`, or with its own broker on a port the system picks (`None`).
fn console(broker: Option<&str>, listen: Option<&str>) -> (Running, String) {
    console_with(broker, listen, &[])
}

/// [`console`] with more arguments.
fn console_with(broker: Option<&str>, listen: Option<&str>, more: &[&str]) -> (Running, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command
        .args(["arbiter", "--moves"])
        .args(more)
        .env("ANNABELLA_HALL_PASSWORD", PASSWORD);
    match broker {
        Some(broker) => {
            command.args(["--broker", broker]);
        }
        None => {
            command.args(["--listen", listen.unwrap_or("127.0.0.1:0")]);
        }
    }
    let mut running = Running::start(command);
    let address = if let Some(broker) = broker {
        broker.to_owned()
    } else {
        let line = running.wait_for("the broker's address", |l| {
            l.starts_with("the hall's broker runs at ")
        });
        line.trim_start_matches("the hall's broker runs at ")
            .to_owned()
    };
    running.wait_line(&format!("the event's password for the tables: {PASSWORD}"));
    running.wait_for("the connection", |l| {
        l.starts_with("connected to the hall's broker")
    });
    (running, address)
}

/// A mosquitto of the test's own: its port, its password file, its persistence folder.
///
/// It must come back on the same port after a restart (the tables know no other), so the port
/// is never one the system hands out by itself: it lies below the kernel's ephemeral range, where
/// no `bind(…:0)` and no outgoing connection of another test lands while mosquitto is down. Its
/// start is judged by its own words (`running`, or `Error: Address already in use`), not by a
/// connection another listener could answer: a port another program holds is left for the next.
struct Mosquitto {
    child: Child,
    /// Its log, read on a thread as long as it runs (a full pipe would stop it).
    log: Receiver<String>,
    config: std::path::PathBuf,
    port: u16,
}

/// How a mosquitto's start went.
enum MosquittoStart {
    Running(Child, Receiver<String>),
    PortTaken,
}

impl Mosquitto {
    fn start(dir: &Path) -> Self {
        let passwd = require_tool("mosquitto_passwd", &["/usr/bin/mosquitto_passwd"]);
        let passwords = dir.join("passwords");
        let made = Command::new(passwd)
            .arg("-c")
            .arg("-b")
            .arg(&passwords)
            .args(["annabella", PASSWORD])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .unwrap();
        assert!(made.success(), "mosquitto_passwd failed");
        let config = dir.join("mosquitto.conf");
        // As the test's own user (as root mosquitto would drop to the user mosquitto, who cannot
        // read the test's private folder); nothing persisted, so what the console sees after a
        // restart is what the tables deliver again.
        let user = Command::new("id").arg("-un").output().unwrap();
        let user = String::from_utf8(user.stdout).unwrap();
        for port in fixed_ports().take(20) {
            std::fs::write(
                &config,
                format!(
                    "listener {port} 127.0.0.1\nallow_anonymous false\npassword_file {}\nuser {}\nlog_dest stderr\n",
                    passwords.display(),
                    user.trim()
                ),
            )
            .unwrap();
            if let MosquittoStart::Running(child, log) = Self::spawn(&config) {
                return Self {
                    child,
                    log,
                    config,
                    port,
                };
            }
        }
        panic!("twenty ports taken before mosquitto could listen");
    }

    /// Starts mosquitto on `config` and waits for its word that it runs.
    fn spawn(config: &Path) -> MosquittoStart {
        let program = require_tool("mosquitto", &["/usr/sbin/mosquitto"]);
        let mut child = Command::new(program)
            .arg("-c")
            .arg(config)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start mosquitto");
        let log = crate::common::lines_of(child.stderr.take().expect("stderr"));
        let deadline = Instant::now() + LINE_LIMIT;
        let mut said = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match log.recv_timeout(left) {
                Ok(line) if line.ends_with(" running") => {
                    return MosquittoStart::Running(child, log);
                }
                Ok(line) if line.contains("Address already in use") => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return MosquittoStart::PortTaken;
                }
                Ok(line) => said.push(line),
                Err(_) => {
                    let _ = child.kill();
                    panic!("mosquitto did not start:\n{}", said.join("\n"));
                }
            }
        }
    }

    fn url(&self) -> String {
        format!("mqtt://127.0.0.1:{}", self.port)
    }

    /// Stops it as a service manager does (SIGTERM: it saves what it retains) and waits.
    fn stop(&mut self) {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        let _ = self.child.wait();
    }

    /// Starts it again on its port; a program that took the port meanwhile (only one naming it,
    /// see [`Mosquitto`]) is waited out.
    fn restart(&mut self) {
        let deadline = Instant::now() + LINE_LIMIT;
        loop {
            if let MosquittoStart::Running(child, log) = Self::spawn(&self.config) {
                self.child = child;
                self.log = log;
                return;
            }
            assert!(
                Instant::now() < deadline,
                "port {} stayed taken after mosquitto stopped",
                self.port
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Mosquitto {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        // Its log's reader ends with it.
        while self.log.try_recv().is_ok() {}
    }
}

/// Ports below the kernel's ephemeral range (`ip_local_port_range`), from a point that differs
/// from one test process to the next, each free when offered.
fn fixed_ports() -> impl Iterator<Item = u16> {
    use std::hash::{BuildHasher, RandomState};
    let low = std::fs::read_to_string("/proc/sys/net/ipv4/ip_local_port_range")
        .ok()
        .and_then(|range| range.split_whitespace().next()?.parse::<u16>().ok())
        .unwrap_or(32_768);
    let first = 10_000u16;
    let span = low.saturating_sub(first).max(1);
    let seed = RandomState::new().hash_one(std::process::id());
    let start = u16::try_from(seed % u64::from(span)).unwrap();
    (0..span)
        .map(move |offset| first + (start + offset) % span)
        .filter(|port| std::net::TcpListener::bind(("127.0.0.1", *port)).is_ok())
}

/// Plays `moves` at `table`, each waited for at the console as "board N: …".
fn play_and_see(table: &mut Running, console: &mut Running, number: u32, moves: &[(&str, &str)]) {
    for (typed, shown) in moves {
        table.type_line(typed);
        console.wait_line(&format!("board {number}: {shown}"));
    }
}

#[test]
fn a_hall_on_mosquitto_sees_moves_a_killed_table_and_a_broker_restart_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut mosquitto = Mosquitto::start(dir.path());
    let broker = mosquitto.url();
    let (mut console, _) = console(Some(&broker), None);
    let data_1 = tempfile::tempdir().unwrap();
    let data_2 = tempfile::tempdir().unwrap();
    let mut table_1 = table(data_1.path(), &broker, 1, false);
    let mut table_2 = table(data_2.path(), &broker, 2, false);
    play_and_see(
        &mut table_1,
        &mut console,
        1,
        &[("e4", "1. e4"), ("e5", "1... e5")],
    );
    play_and_see(&mut table_2, &mut console, 2, &[("d4", "1. d4")]);

    // Killed without a word: the broker's last will says it.
    table_1.kill();
    console.wait_for("table 1 said lost", |l| l.ends_with("board 1: table lost"));
    let mut table_1 = table(data_1.path(), &broker, 1, true);
    console.wait_for("table 1 said back", |l| l.ends_with("board 1: table back"));
    play_and_see(&mut table_1, &mut console, 1, &[("Nf3", "2. Nf3")]);
    console.type_line("moves 1");
    console.wait_line("board 1: 1. e4 e5 2. Nf3");

    // The broker goes away; the tables keep playing; it comes back and nothing is lost.
    mosquitto.stop();
    console.wait_line("the hall's broker cannot be reached; trying again");
    table_2.type_line("d5");
    table_2.type_line("c4");
    table_1.type_line("Nc6");
    mosquitto.restart();
    let came = console.wait_all(&["board 2: 1... d5", "board 2: 2. c4", "board 1: 2... Nc6"]);
    assert!(came[0] < came[1], "a table's moves come in order: {came:?}");
    console.type_line("tables");
    console.wait_for("board 1's line", |l| {
        l.starts_with("board 1: White 1 against Bruno Kurz, move 3, White to move, White ")
    });
    console.wait_for("board 2's line", |l| {
        l.starts_with("board 2: White 2 against Bruno Kurz, move 2, Black to move")
    });
    // The killed table's alerts stay until acknowledged (mosquitto going down says every table
    // lost, and back once they reconnect).
    console.type_line("alerts");
    console.wait_line("alert 1: board 1: table lost");
    console.wait_line("alert 2: board 1: table back");
    console.type_line("ack all");
    console.wait_for("the acknowledgement", |l| {
        l.ends_with(" alerts acknowledged")
    });
    console.type_line("alerts");
    console.wait_line("no open alerts");
    assert!(table_1.finish().success());
    assert!(table_2.finish().success());
    console.type_line("quit");
    assert!(console.finish().success());
}

#[test]
fn the_console_runs_its_own_broker_and_says_a_result_and_a_killed_table() {
    crate::broadcast::require_python_chess();
    // Port 0: the console binds a port the system picks, and says it.
    let (mut console, address) = console_with(None, None, &["--serve", "127.0.0.1:0"]);
    let served = console.seen.iter().find_map(|l| {
        l.strip_prefix("the round's games are served at http://")
            .and_then(|rest| rest.strip_suffix("/game.pgn"))
            .map(str::to_owned)
    });
    let served = served.expect("the console says where it serves the round");
    assert!(address.starts_with("mqtt://127.0.0.1:"), "{address}");
    let data = tempfile::tempdir().unwrap();
    let mut table_3 = table(data.path(), &address, 3, false);
    // Fool's mate: the result is an alert.
    play_and_see(
        &mut table_3,
        &mut console,
        3,
        &[
            ("f3", "1. f3"),
            ("e5", "1... e5"),
            ("g4", "2. g4"),
            ("Qh4", "2... Qh4#"),
        ],
    );
    console.wait_line("alert 1: board 3: result 0-1");
    console.type_line("look 3");
    console.wait_for("board 3's line", |l| {
        l.starts_with("board 3: White 3 against Bruno Kurz, game over, 0-1, White ")
    });
    console.wait_line("board 3: 1. f3 e5 2. g4 Qh4#");
    // The round as one PGN over HTTP, as a Lichess broadcast round polls it.
    let answer = crate::broadcast::curl(&[&format!("http://{served}/game.pgn")]);
    assert_eq!(answer.status, 200);
    let read = crate::broadcast::python_chess_reads(&answer.body);
    assert_eq!(read.len(), 5, "{read:?}");
    assert!(read[3].starts_with("Qh4# "), "{read:?}");
    assert_eq!(read[4], "result 0-1");
    table_3.kill();
    console.wait_for("table 3 said lost", |l| l == "alert 2: board 3: table lost");
    console.type_line("quit");
    assert!(console.finish().success());
}

#[test]
fn what_a_table_sends_is_never_printed_raw_and_a_malformed_message_is_said_once() {
    let (mut console, address) = console(None, None);
    let port: u16 = address.rsplit(':').next().unwrap().parse().unwrap();
    let mut options = rumqttc::MqttOptions::new("a-bad-table", "127.0.0.1", port);
    options.set_credentials("annabella", PASSWORD);
    let (client, mut connection) = rumqttc::Client::new(options, 64);
    std::thread::spawn(move || for _ in connection.iter() {});
    let topic = "annabella/hall/table/7/state";
    let publish = |payload: Vec<u8>| {
        client
            .publish(topic, rumqttc::QoS::AtLeastOnce, false, payload)
            .unwrap();
    };
    for _ in 0..50 {
        publish(b"\x1b[2J{not a state".to_vec());
    }
    console.wait_line("alert 1: board 7: a message from the table cannot be read");
    // A state whose names try to steer the terminal and a screen reader.
    let state = serde_json::json!({
        "format": 1, "table": 7, "white": "Eve\u{1b}[2J\u{202e}\nWhite resigns",
        "black": "Mallory", "event": null, "round": null, "moves": [], "turn": "white",
        "clocks": null, "flag": null, "result": null, "ending": null, "pgn": ""
    });
    publish(serde_json::to_vec(&state).unwrap());
    // A move forged to carry a line of its own.
    let mut moved = state.clone();
    moved["moves"] = serde_json::json!(["e4\r\nboard 8: result 1-0"]);
    moved["turn"] = serde_json::json!("black");
    publish(serde_json::to_vec(&moved).unwrap());
    // Made one line and cut to a move's length.
    console.wait_line("board 7: 1. e4 board 8:");
    console.type_line("look 7");
    let line = console.wait_for("board 7", |l| l.starts_with("board 7: Eve"));
    assert_eq!(
        line,
        "board 7: Eve[2J White resigns against Mallory, move 1, Black to move"
    );
    let everything = console.seen.join("\n");
    assert!(
        !everything.contains(['\u{1b}', '\u{202e}']),
        "raw control characters reached the console:\n{everything}"
    );
    assert_eq!(
        everything.matches("cannot be read").count(),
        1,
        "a malformed message is said once:\n{everything}"
    );
    console.type_line("quit");
    assert!(console.finish().success());
}

/// A TRF16 player line (FIDE Handbook C.04 A.3): starting rank, name, points, and one block a
/// round (opponent, colour, result).
fn trf_player(rank: u32, name: &str, points: &str, rounds: &[(u32, char, char)]) -> String {
    let mut line = format!(
        "001 {rank:>4} m    {name:<33} 2000 GER    12345678 1990/01/01 {points:>4} {rank:>4}"
    );
    for (opponent, colour, result) in rounds {
        write!(line, "  {opponent:>4} {colour} {result}").unwrap();
    }
    line
}

#[test]
fn a_trf_pairing_reaches_the_tables_greeting_and_its_record() {
    let dir = tempfile::tempdir().unwrap();
    let trf = dir.path().join("round.trf");
    let lines = [
        "012 2nd FIDE Olympiad for People with Disabilities".to_owned(),
        trf_player(1, "Schmidt, Anna", "1.0", &[(3, 'w', '1'), (2, 'b', ' ')]),
        trf_player(2, "Kurz, Bruno", "1.0", &[(4, 'b', '1'), (1, 'w', ' ')]),
        trf_player(3, "Lenz, Clara", "0.0", &[(1, 'b', '0'), (4, 'w', ' ')]),
        trf_player(4, "Maier, Dora", "0.0", &[(2, 'w', '0'), (3, 'b', ' ')]),
    ];
    std::fs::write(&trf, lines.join("\n")).unwrap();
    let trf = trf.display().to_string();
    let (mut console, address) = console_with(None, None, &["--pairings", &trf, "--round", "2"]);
    assert!(
        console
            .seen
            .contains(&"round 2: 2 boards paired".to_owned())
    );
    let data = tempfile::tempdir().unwrap();
    // A name on the command line stays; the pairing gives the others. The blind player has
    // Black: greeted with the round, the board, their side and their opponent.
    let mut board_2 = table_named(
        data.path(),
        &address,
        2,
        false,
        &["--white", "C. Lenz", "--blind", "black"],
    );
    let greeting = board_2.seen.first().cloned().unwrap_or_default();
    assert!(
        greeting.starts_with("New game; Round 2, board 2: you have Black against C. Lenz;"),
        "{greeting}"
    );
    play_and_see(&mut board_2, &mut console, 2, &[("e4", "1. e4")]);
    assert!(board_2.finish().success());
    let games = data.path().join("annabella/games");
    let file = |extension: &str| {
        std::fs::read_dir(&games)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .find(|path| path.extension().is_some_and(|e| e == extension))
            .unwrap_or_else(|| panic!("the game's .{extension} in {}", games.display()))
    };
    // The journal, the PGN and the braille score sheet hold the round and the board.
    let journal = std::fs::read_to_string(file("journal")).unwrap();
    for (field, value) in [("round", "2"), ("board", "2"), ("black", "Dora Maier")] {
        assert!(
            journal
                .lines()
                .any(|line| line.starts_with(&format!("name {field} "))
                    && line.ends_with(&format!(" {value}"))),
            "{field} {value} in\n{journal}"
        );
    }
    let pgn_path = file("pgn");
    let pgn = std::fs::read_to_string(&pgn_path).unwrap();
    for tag in ["[Round \"2\"]", "[Board \"2\"]", "[Black \"Dora Maier\"]"] {
        assert!(pgn.contains(tag), "{tag} in\n{pgn}");
    }
    let brf = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["export", "--brf"])
        .arg(&pgn_path)
        .output()
        .unwrap();
    assert!(brf.status.success());
    let brf = String::from_utf8(brf.stdout).unwrap();
    for line in ["ROUND #B", "BOARD #B"] {
        assert!(
            brf.lines().any(|l| l.trim_end() == line),
            "{line} in\n{brf}"
        );
    }
    console.type_line("quit");
    assert!(console.finish().success());
}

/// What a table watches beside its game reaches the console as alerts kept in the list: its
/// e-board differing from the game (a real e-board protocol over a pty, the DGT simulator), put
/// right again, a draw offer and an incorrect claim; the table's line names what stands.
fn a_tables_boards_offers_and_claims_reach_the_console(console: &mut Running, broker: &str) {
    use annabella::board::sim::SimKind;
    use shakmaty::Square;
    let data = tempfile::tempdir().unwrap();
    let (mut eboard, heard) = crate::board_live::sim(SimKind::Dgt, data.path());
    let eboard_arg = format!("dgt:{}", eboard.link().display());
    let names = ["--white", "Anna Schmidt", "--black", "Bruno Kurz"];
    let mut args = names.to_vec();
    args.extend(["--eboard", &eboard_arg]);
    let mut table_4 = table_named(data.path(), broker, 4, false, &args);
    // The e-board is open once it answered the table's request for the whole board.
    crate::board_live::wait_for(&heard, "< 0x42");
    // A pawn put where no move takes it: named at the table a moment later, and at the console.
    eboard.up(Square::E2).unwrap();
    eboard.down(Square::E5, None).unwrap();
    console.wait_line("alert 1: board 4: the e-board differs from the game");
    console.type_line("look 4");
    console.wait_for("board 4's line", |l| {
        l.starts_with("board 4: Anna Schmidt against Bruno Kurz, move 1, White to move, ")
            && l.ends_with(", the e-board differs")
    });
    eboard.up(Square::E5).unwrap();
    eboard.down(Square::E2, None).unwrap();
    console.wait_line("board 4: the e-board shows the game again");
    table_4.type_line("draw");
    console.wait_line("alert 2: board 4: White offers a draw");
    table_4.type_line("claim");
    console.wait_line("alert 3: board 4: claim by White, incorrect: the opponent was given time");
    console.type_line("look 4");
    console.wait_for("board 4's line with the offer", |l| {
        l.starts_with("board 4: Anna Schmidt against Bruno Kurz, move 1, White to move, ")
            && l.ends_with(", White offers a draw")
    });
    // Kept in the list until acknowledged.
    console.type_line("ack 1");
    console.wait_line("alert 1 acknowledged");
    console.type_line("alerts");
    console.wait_line("alert 2: board 4: White offers a draw");
    console.wait_line("alert 3: board 4: claim by White, incorrect: the opponent was given time");
    assert!(table_4.finish().success());
}

#[test]
fn a_tables_boards_offers_and_claims_are_alerts_on_mosquitto() {
    let dir = tempfile::tempdir().unwrap();
    let mosquitto = Mosquitto::start(dir.path());
    let broker = mosquitto.url();
    let (mut console, _) = console(Some(&broker), None);
    a_tables_boards_offers_and_claims_reach_the_console(&mut console, &broker);
    console.type_line("quit");
    assert!(console.finish().success());
}

#[test]
fn a_tables_boards_offers_and_claims_are_alerts_on_the_consoles_own_broker() {
    let (mut console, address) = console(None, None);
    a_tables_boards_offers_and_claims_reach_the_console(&mut console, &address);
    console.type_line("quit");
    assert!(console.finish().success());
}

/// A push as the stand-in for Lichess received it.
#[derive(Debug, Clone)]
struct Pushed {
    path: String,
    authorization: String,
    body: String,
}

/// A stand-in for Lichess's broadcast push (`POST /api/broadcast/round/{id}/push`), as its
/// documentation describes it: the bearer token checked (401 otherwise), the PGN as the body,
/// an answer listing each game pushed with its tags and its number of moves. It refuses the
/// first `busy` pushes with 503, as a server busy for a moment does.
struct LichessStandIn {
    port: u16,
    pushes: Receiver<Pushed>,
}

impl LichessStandIn {
    fn start(token: &'static str, busy: usize) -> Self {
        use std::io::{BufRead, BufReader, Read};
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let (sender, pushes) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut busy = busy;
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { return };
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                let mut request_line = String::new();
                reader.read_line(&mut request_line).unwrap();
                let mut length = 0;
                let mut authorization = String::new();
                loop {
                    let mut header = String::new();
                    reader.read_line(&mut header).unwrap();
                    let header = header.trim_end();
                    if header.is_empty() {
                        break;
                    }
                    let (name, value) = header.split_once(':').unwrap();
                    match name.to_ascii_lowercase().as_str() {
                        "content-length" => length = value.trim().parse().unwrap(),
                        "authorization" => value.trim().clone_into(&mut authorization),
                        _ => {}
                    }
                }
                let mut body = vec![0; length];
                reader.read_exact(&mut body).unwrap();
                let body = String::from_utf8(body).unwrap();
                let path = request_line
                    .split_whitespace()
                    .nth(1)
                    .unwrap_or_default()
                    .to_owned();
                let (status, answer) = if authorization != format!("Bearer {token}") {
                    (
                        "401 Unauthorized",
                        r#"{"error":"No such token"}"#.to_owned(),
                    )
                } else if !request_line.starts_with("POST ")
                    || !path.starts_with("/api/broadcast/round/")
                    || !path.ends_with("/push")
                {
                    ("404 Not Found", r#"{"error":"Not found"}"#.to_owned())
                } else if busy > 0 {
                    busy -= 1;
                    ("503 Service Unavailable", String::new())
                } else {
                    let games: Vec<String> = body
                        .split("[Event ")
                        .skip(1)
                        .map(|game| {
                            let moves = game.matches("[%clk").count();
                            format!(r#"{{"tags":{{}},"moves":{moves}}}"#)
                        })
                        .collect();
                    ("200 OK", format!(r#"{{"games":[{}]}}"#, games.join(",")))
                };
                let _ = write!(
                    stream,
                    "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{answer}",
                    answer.len()
                );
                if status.starts_with("200") {
                    let _ = sender.send(Pushed {
                        path,
                        authorization,
                        body,
                    });
                }
            }
        });
        Self { port, pushes }
    }

    /// The next push Lichess took.
    #[track_caller]
    fn next(&self) -> Pushed {
        self.pushes
            .recv_timeout(LINE_LIMIT)
            .expect("a push within the limit")
    }
}

/// Every game of a multi-game PGN as python-chess reads it: White's name and the moves.
fn python_chess_reads_games(pgn: &str) -> Vec<String> {
    let script = "import sys, chess.pgn\n\
                  while True:\n\
                  \x20   game = chess.pgn.read_game(sys.stdin)\n\
                  \x20   if game is None: break\n\
                  \x20   assert not game.errors, game.errors\n\
                  \x20   board = game.board()\n\
                  \x20   sans = []\n\
                  \x20   for node in game.mainline():\n\
                  \x20       sans.append(board.san(node.move))\n\
                  \x20       board.push(node.move)\n\
                  \x20   print(game.headers['White'] + ': ' + ' '.join(sans))\n";
    crate::broadcast::python_chess(script, pgn)
}

#[test]
fn the_console_pushes_the_changed_games_to_a_lichess_broadcast_round_and_retries() {
    crate::broadcast::require_python_chess();
    let lichess = LichessStandIn::start("test-token", 1);
    let server = format!("http://127.0.0.1:{}", lichess.port);
    let mut command = Command::new(env!("CARGO_BIN_EXE_annabella"));
    command
        .args(["arbiter", "--moves", "--listen", "127.0.0.1:0"])
        .args(["--push", "Ab12Cd34", "--push-server", &server])
        .env("ANNABELLA_HALL_PASSWORD", PASSWORD)
        .env("LICHESS_TOKEN", "test-token");
    let mut console = Running::start(command);
    let address = console
        .wait_for("the broker's address", |l| {
            l.starts_with("the hall's broker runs at ")
        })
        .trim_start_matches("the hall's broker runs at ")
        .to_owned();
    console.wait_line("the round is pushed to the Lichess broadcast round Ab12Cd34");
    let data_5 = tempfile::tempdir().unwrap();
    let data_6 = tempfile::tempdir().unwrap();
    let mut table_5 = table(data_5.path(), &address, 5, false);
    let mut table_6 = table(data_6.path(), &address, 6, false);
    play_and_see(&mut table_5, &mut console, 5, &[("e4", "1. e4")]);
    play_and_see(&mut table_6, &mut console, 6, &[("d4", "1. d4")]);
    // The first push met a busy server and was tried again (said among the moves' lines).
    let reached = "the round reaches the Lichess broadcast";
    if !console.seen.iter().any(|line| line == reached) {
        console.wait_line(reached);
    }
    let mut push = lichess.next();
    assert_eq!(push.path, "/api/broadcast/round/Ab12Cd34/push");
    assert_eq!(push.authorization, "Bearer test-token");
    // The round as Lichess holds it: each push replaces the chapters it names and keeps the
    // others. Until both tables' moves are in (in one push or in several, as the pushes happen
    // to fall); then a move at table 5 sends table 5's game alone.
    let mut round = std::collections::BTreeMap::new();
    loop {
        for game in python_chess_reads_games(&push.body) {
            let (white, moves) = game.split_once(':').unwrap();
            round.insert(white.to_owned(), moves.trim().to_owned());
        }
        let moves = |white: &str| round.get(white).map(String::as_str);
        if moves("White 5") == Some("e4") && moves("White 6") == Some("d4") {
            break;
        }
        push = lichess.next();
    }
    play_and_see(&mut table_5, &mut console, 5, &[("e5", "1... e5")]);
    let mut push = lichess.next();
    while !push.body.contains("e5") {
        push = lichess.next();
    }
    assert_eq!(python_chess_reads_games(&push.body), ["White 5: e4 e5"]);
    assert!(table_5.finish().success());
    assert!(table_6.finish().success());
    console.type_line("quit");
    assert!(console.finish().success());
}

/// A claim is in the table's journal, as a draw offer is: a table killed after them and resumed
/// says them to a console that never heard them (a new console, with a new broker on the same port, learns it
/// from the resumed table alone).
#[test]
fn a_claim_and_an_offer_survive_a_killed_table_and_reach_a_new_console() {
    let listen = format!("127.0.0.1:{}", fixed_ports().next().unwrap());
    let (mut console, address) = console(None, Some(&listen));
    let data = tempfile::tempdir().unwrap();
    let mut table_5 = table(data.path(), &address, 5, false);
    play_and_see(
        &mut table_5,
        &mut console,
        5,
        &[("e4", "1. e4"), ("e5", "1... e5")],
    );
    table_5.type_line("draw");
    let offer = "alert 1: board 5: White offers a draw";
    console.wait_line(offer);
    table_5.type_line("claim");
    let claim = "alert 2: board 5: claim by White, incorrect: the opponent was given time";
    console.wait_line(claim);
    table_5.kill();
    console.wait_line("alert 3: board 5: table lost");
    console.type_line("quit");
    assert!(console.finish().success());

    let (mut console, _) = console_on_port(&listen);
    let _table_5 = table(data.path(), &address, 5, true);
    console.wait_line(offer);
    console.wait_line(claim);
    console.type_line("look 5");
    console.wait_for("board 5's line with the claim and the offer", |l| {
        l.starts_with("board 5: White 5 against Bruno Kurz, move 2, White to move, ")
            && l.ends_with(", White claimed a draw, incorrectly, White offers a draw")
    });
    console.type_line("quit");
    assert!(console.finish().success());
}

/// A console with its own broker on `listen`, started again until the port is free (the last
/// console's broker lets it go as it ends).
fn console_on_port(listen: &str) -> (Running, String) {
    let deadline = Instant::now() + LINE_LIMIT;
    loop {
        let free = std::net::TcpListener::bind(listen).is_ok();
        if free || Instant::now() >= deadline {
            return console(None, Some(listen));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The console on the full screen in tmux (a real terminal), its own broker on a port the system
/// picks: the address read from the screen. Returns the session, the broker's address and the
/// file its exit status is written to.
fn screen_console(dir: &Path, layout: &str) -> (crate::tmux::Tmux, String, std::path::PathBuf) {
    let status_file = dir.join("status");
    let wrapper = format!("\"$@\"; echo $? > '{}'", status_file.display());
    let password = format!("ANNABELLA_HALL_PASSWORD={PASSWORD}");
    let command = [
        "sh",
        "-c",
        &wrapper,
        "sh",
        "env",
        &password,
        env!("CARGO_BIN_EXE_annabella"),
        "arbiter",
        "--moves",
        "--listen",
        "127.0.0.1:0",
        layout,
    ];
    let tmux = crate::tmux::Tmux::start(&command, 100, 30);
    let screen = tmux.wait_for("the console connected", |s| {
        s.contains("connected to the hall's broker")
    });
    let address = screen
        .lines()
        .find_map(|l| l.trim().strip_prefix("the hall's broker runs at "))
        .expect("the broker's address on the screen")
        .trim()
        .to_owned();
    (tmux, address, status_file)
}

fn wait_for_status(status_file: &Path, tmux: &crate::tmux::Tmux) -> i32 {
    let mut status = None;
    wait_until("the console to end", LINE_LIMIT, || {
        status = std::fs::read_to_string(status_file)
            .ok()
            .filter(|text| text.ends_with('\n'))
            .and_then(|text| text.trim().parse().ok());
        status.is_some()
    });
    status.unwrap_or_else(|| panic!("no exit status:\n{}", tmux.screen()))
}

/// The row of the screen's text that satisfies `wanted`.
fn row_of(screen: &str, wanted: impl Fn(&str) -> bool) -> Option<u16> {
    screen
        .lines()
        .position(wanted)
        .and_then(|row| u16::try_from(row).ok())
}

#[test]
fn the_console_on_the_full_screen_lists_tables_and_alerts_and_its_keys_look_and_acknowledge() {
    let dir = tempfile::tempdir().unwrap();
    let (tmux, address, status_file) = screen_console(dir.path(), "--screen-reader=false");
    let data_1 = tempfile::tempdir().unwrap();
    let data_2 = tempfile::tempdir().unwrap();
    let mut table_1 = table(data_1.path(), &address, 1, false);
    let mut table_2 = table(data_2.path(), &address, 2, false);
    table_1.type_line("e4");
    table_2.type_line("d4");
    table_2.type_line("d5");
    // One line a table: board, names, whose move, clocks, state.
    let screen = tmux.wait_for("both tables listed", |s| {
        s.contains("> board 1: White 1 against Bruno Kurz, move 1, Black to move, White ")
            && s.contains("  board 2: White 2 against Bruno Kurz, move 2, White to move, White ")
    });
    assert!(screen.contains("tables: 2 · open alerts: 0"), "{screen}");
    assert!(
        screen.contains("board 2: 1... d5"),
        "the moves said:\n{screen}"
    );
    // The cursor on the command line, after its prompt.
    let command_row = row_of(&screen, |l| l.starts_with("Command:")).unwrap();
    assert_eq!(tmux.wait_for_cursor((9, command_row)), (9, command_row));

    // A table killed: an alert in the list, at once.
    table_2.kill();
    tmux.wait_for("the alert listed", |s| {
        s.contains("> alert 1: board 2: table lost") && s.contains("open alerts: 1")
    });

    // Tab to the tables, Down to board 2: the cursor on its line; Enter looks at it.
    tmux.keys(&["Tab", "Down"]);
    let screen = tmux.wait_for("board 2 chosen", |s| s.contains("> board 2: White 2"));
    let row = row_of(&screen, |l| l.starts_with("> board 2: White 2")).unwrap();
    assert_eq!(tmux.wait_for_cursor((0, row)), (0, row));
    tmux.keys(&["Enter"]);
    tmux.wait_for("board 2's last moves", |s| s.contains("board 2: 1. d4 d5"));
    // Tab to the alerts: Enter acknowledges the chosen one.
    tmux.keys(&["Tab", "Enter"]);
    tmux.wait_for("the alert acknowledged", |s| {
        s.contains("alert 1 acknowledged") && s.contains("open alerts: 0")
    });
    // A new move shows on its table's line; a typed command runs as in line mode.
    table_1.type_line("e5");
    tmux.wait_for("board 1's line", |s| {
        s.contains("board 1: White 1 against Bruno Kurz, move 2, White to move")
    });
    tmux.type_text("moves 1");
    tmux.keys(&["Enter"]);
    tmux.wait_for("board 1's moves", |s| s.contains("board 1: 1. e4 e5"));
    tmux.keys(&["C-q"]);
    assert_eq!(wait_for_status(&status_file, &tmux), 0);
    assert!(table_1.finish().success());
}

#[test]
fn the_console_for_a_screen_reader_is_a_transcript_with_the_cursor_on_the_line_just_said() {
    let dir = tempfile::tempdir().unwrap();
    let (tmux, address, status_file) = screen_console(dir.path(), "--screen-reader");
    let data = tempfile::tempdir().unwrap();
    let mut table_7 = table(data.path(), &address, 7, false);
    table_7.type_line("c4");
    let screen = tmux.wait_for("the move said", |s| s.contains("board 7: 1. c4"));
    // No panels: the title, the lines said, the command line with the caret.
    assert!(
        screen.starts_with("annabella arbiter · F1 the keys · Ctrl-Q leave\n"),
        "{screen}"
    );
    assert!(!screen.contains("Tables"), "{screen}");
    let prompt = row_of(&screen, |l| l == ">").unwrap();
    assert_eq!(tmux.wait_for_cursor((2, prompt)), (2, prompt));
    // Down: the table's line said, the cursor at its start.
    tmux.keys(&["Down"]);
    let screen = tmux.wait_for("board 7's line said", |s| {
        s.contains("board 7: White 7 against Bruno Kurz, move 1, Black to move")
    });
    let row = row_of(&screen, |l| l.starts_with("board 7: White 7 against")).unwrap();
    assert_eq!(tmux.wait_for_cursor((0, row)), (0, row));
    // A flag or a loss is said at once, the typed command kept in the transcript.
    tmux.type_text("alerts");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |s| s.contains("> alerts\nno open alerts"));
    table_7.kill();
    let screen = tmux.wait_for("the loss said", |s| {
        s.contains("alert 1: board 7: table lost")
    });
    let prompt = row_of(&screen, |l| l == ">").unwrap();
    assert_eq!(tmux.wait_for_cursor((2, prompt)), (2, prompt));
    tmux.keys(&["C-q"]);
    assert_eq!(wait_for_status(&status_file, &tmux), 0);
}
