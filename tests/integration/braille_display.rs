//! The braille display driven directly (`play --plain --braille`, `train --plain --braille`):
//! BRLTTY runs privately (its own API port without a key, no screen driver, its files in a
//! temporary folder) with its virtual `vr` driver, whose display is this test: BRLTTY connects
//! to a socket the test listens on, reports every cell's dots (`Braille "1|12|..."`) and takes
//! the display's keys as lines (`FwinRt`, `LnDn`, `Route K`). The driver reads one key line
//! each time data arrives, so the test sends a key and waits for what it does before sending
//! the next.

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use crate::common::{lines_of, require_tool, wait_until};

/// How long anything here may take (BRLTTY and annabella answer in milliseconds).
const LIMIT: Duration = Duration::from_secs(15);

/// The cells of a line as `vr` writes them: each cell its dot numbers, `-` a blank cell.
fn cells(spec: &str, width: usize) -> Vec<u8> {
    let mut line: Vec<u8> = spec
        .split_whitespace()
        .map(|cell| {
            cell.chars()
                .filter_map(|c| c.to_digit(10))
                .fold(0u8, |dots, n| dots | 1 << (n - 1))
        })
        .collect();
    line.resize(width, 0);
    line
}

/// "Bauer Eva vier" in computer braille (capitals with dot 7).
pub(super) const BAUER_EVA_VIER: &str = "127 1 136 15 1235 - 157 1236 1 - 1236 24 15 1235";
const BAUER_EVA: &str = "127 1 136 15 1235 - 157 1236 1";
/// Rank 4 after e4: its number, a blank, `....P...` with e4's pawn marked (dots 7-8).
const RANK_4_AFTER_E4: &str = "256 - 46 46 46 46 123478 46 46 46";
const FILES: &str = "- - 1 12 14 145 15 124 1245 125";
/// Ranks of the start position: `8 rnbqkbnr`, `7 pppppppp`, the empty `6` and `5`.
const RANK_8: &str = "236 - 1235 1345 12 12345 13 12 1345 1235";
const RANK_7: &str = "2356 - 1234 1234 1234 1234 1234 1234 1234 1234";
const RANK_6: &str = "235 - 46 46 46 46 46 46 46 46";
const RANK_5: &str = "26 - 46 46 46 46 46 46 46 46";

/// The private BRLTTY and the display it drives.
pub(super) struct Brltty {
    pub(super) child: Child,
    /// `BrlAPI`'s address for annabella (`BRLAPI_HOST`).
    pub(super) host: String,
    display: UnixStream,
    frames: Receiver<Vec<u8>>,
    /// The frame on the display now.
    shown: Vec<u8>,
    _dir: tempfile::TempDir,
}

/// A free port above `BrlAPI`'s base (4101): `BrlAPI`'s `127.0.0.1:N` listens on 4101 + N.
pub(super) fn free_api_port() -> (u16, u16) {
    loop {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        if port > 4101 {
            return (port, port - 4101);
        }
    }
}

impl Brltty {
    /// Starts BRLTTY with a display of `columns` cells and waits until its API listens.
    pub(super) fn start(columns: usize) -> Brltty {
        Brltty::start_sized(columns, 1)
    }

    /// Starts BRLTTY with a display of `rows` lines of `columns` cells.
    fn start_sized(columns: usize, rows: usize) -> Brltty {
        let brltty = require_tool(
            "brltty",
            &["/bin/brltty", "/sbin/brltty", "/usr/sbin/brltty"],
        );
        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join("vr.socket");
        let listener = UnixListener::bind(&socket).unwrap();
        let (port, number) = free_api_port();
        let folder = dir.path().display().to_string();
        let child = Command::new(brltty)
            .args(["-n", "-e", "-q", "-Z", "-b", "vr", "-x", "no", "-s", "no"])
            .arg(format!("-dclient:{}", socket.display()))
            .arg(format!("-Ahost=127.0.0.1:{number},auth=none"))
            .args(["-f", "/dev/null", "-M", "10", "--start-message="])
            .arg(format!("-F{folder}/preferences"))
            .arg(format!("-P{folder}/brltty.pid"))
            .args(["-W", &folder, "-U", &folder])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start brltty");
        let (accepted, connection) = channel();
        std::thread::spawn(move || {
            let _ = accepted.send(listener.accept().map(|(stream, _)| stream));
        });
        let display = connection
            .recv_timeout(LIMIT)
            .expect("BRLTTY's vr driver connects")
            .unwrap();
        let (sender, frames) = channel();
        let reader = display.try_clone().unwrap();
        std::thread::spawn(move || {
            for line in BufReader::new(reader).lines().map_while(Result::ok) {
                if let Some(dots) = line.strip_prefix("Braille ")
                    && sender.send(parse_frame(dots)).is_err()
                {
                    break;
                }
            }
        });
        let mut brltty = Brltty {
            child,
            host: format!("127.0.0.1:{number}"),
            display,
            frames,
            shown: Vec::new(),
            _dir: dir,
        };
        brltty.send(&format!("cells {columns} {rows}"));
        // BRLTTY draws its own screen ("no screen") once the display has its size.
        brltty.wait_for_frame("BRLTTY's first frame", |frame| {
            frame.len() == columns * rows
        });
        wait_until("BrlAPI listens", LIMIT, || {
            std::net::TcpStream::connect(("127.0.0.1", port)).is_ok()
        });
        brltty
    }

    /// Sends one line to BRLTTY as the display (a key, a new size).
    fn send(&mut self, line: &str) {
        self.display
            .write_all(format!("{line}\n").as_bytes())
            .unwrap();
    }

    /// Waits for a frame that `wanted` accepts (the frame shown now counts).
    #[track_caller]
    fn wait_for_frame(&mut self, what: &str, wanted: impl Fn(&[u8]) -> bool) {
        let deadline = Instant::now() + LIMIT;
        while !wanted(&self.shown) {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.frames.recv_timeout(left) {
                Ok(frame) => self.shown = frame,
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => panic!(
                    "waited for {what} on the display; it shows {}",
                    show(&self.shown)
                ),
            }
        }
    }

    /// Waits until the display's first row reads `spec`.
    #[track_caller]
    pub(super) fn wait_for_line(&mut self, spec: &str, columns: usize) {
        let wanted = cells(spec, columns);
        self.wait_for_frame(spec, |frame| frame == wanted.as_slice());
    }

    /// Presses a key and waits for the line it brings.
    #[track_caller]
    fn press(&mut self, key: &str, then: &str, columns: usize) {
        self.send(key);
        self.wait_for_line(then, columns);
    }
}

impl Drop for Brltty {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `"1|12| |1478"` (with its quotes) as cells.
fn parse_frame(text: &str) -> Vec<u8> {
    let inner = text.trim().trim_matches('"');
    inner
        .split('|')
        .map(|cell| {
            cell.chars()
                .filter_map(|c| c.to_digit(10))
                .fold(0u8, |dots, n| dots | 1 << (n - 1))
        })
        .collect()
}

/// A frame as `vr` writes it, for failure messages.
fn show(frame: &[u8]) -> String {
    frame
        .iter()
        .map(|&cell| {
            let dots: String = (1..=8)
                .filter(|n| cell & 1 << (n - 1) != 0)
                .map(|n| char::from(b'0' + n))
                .collect();
            if dots.is_empty() {
                "-".to_owned()
            } else {
                dots
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A running `annabella play --plain --braille` talking to the `BrlAPI` at `host`.
pub(super) struct Annabella {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Every line said so far.
    said: Vec<String>,
    _home: tempfile::TempDir,
}

impl Annabella {
    pub(super) fn start(host: &str) -> Annabella {
        Annabella::start_with(host, &["play", "--plain", "--braille"])
    }

    /// `annabella ARGS` (a command that takes `--braille`) with the display at `host`.
    fn start_with(host: &str, args: &[&str]) -> Annabella {
        Annabella::start_program(Path::new(env!("CARGO_BIN_EXE_annabella")), host, args)
    }

    /// `program ARGS` (annabella, or a copy of it elsewhere) with the display at `host`.
    pub(super) fn start_program(program: &Path, host: &str, args: &[&str]) -> Annabella {
        let home = tempfile::tempdir().unwrap();
        let mut child = Command::new(program)
            .args(args)
            .env("XDG_DATA_HOME", home.path().join("data"))
            .env("XDG_CONFIG_HOME", home.path().join("config"))
            .env("BRLAPI_HOST", host)
            .env("BRLAPI_AUTH", "none")
            // Outside any console: the display is taken at the root of BRLTTY's tree.
            // The display's companion is the one beside the program.
            .env_remove("ANNABELLA_COMPANIONS")
            .env_remove("CONTROLVT")
            .env_remove("WINDOWPATH")
            .env_remove("WINDOWID")
            .env_remove("XDG_VTNR")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start annabella");
        let stdin = child.stdin.take();
        let lines = lines_of(child.stdout.take().unwrap());
        Annabella {
            child,
            stdin,
            lines,
            said: Vec::new(),
            _home: home,
        }
    }

    /// The running program's process id.
    pub(super) fn pid(&self) -> u32 {
        self.child.id()
    }

    pub(super) fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(format!("{line}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    /// Waits for a line said that `wanted` accepts; returns it.
    #[track_caller]
    pub(super) fn wait_for(&mut self, what: &str, wanted: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + LIMIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .lines
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("waited for {what}; said: {:?}", self.said));
            self.said.push(line.clone());
            if wanted(&line) {
                return line;
            }
        }
    }

    /// Ends the input; the game is saved and annabella exits. Every line said, in order.
    #[track_caller]
    pub(super) fn finish(mut self) -> Vec<String> {
        drop(self.stdin.take());
        let status = self.child.wait().unwrap();
        assert!(status.success(), "annabella exits 0: {:?}", self.said);
        // The reader forwards what was written until the output closes: its last lines may
        // still be on their way once the program has exited.
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(10)) {
            self.said.push(line);
        }
        self.said
    }
}

pub(super) fn connected(columns: usize) -> String {
    format!("Braillezeile mit {columns} Modulen")
}

/// What a display of `columns` cells shows of "Bauer Eva vier": a short one only its start.
fn e4_line(columns: usize) -> &'static str {
    if columns < 14 {
        BAUER_EVA
    } else {
        BAUER_EVA_VIER
    }
}

/// Where most tests begin: BRLTTY with a display of `columns` cells, annabella playing on it
/// (the display said), and e4 played, announced and shown.
#[track_caller]
pub(super) fn e4_on_a_display(columns: usize) -> (Brltty, Annabella) {
    let mut brltty = Brltty::start(columns);
    let mut annabella = Annabella::start(&brltty.host);
    annabella.wait_for("the display said", |line| {
        line.starts_with(&connected(columns))
    });
    annabella.type_line("e4");
    annabella.wait_for("e4 announced", |line| line == "Bauer Eva vier");
    brltty.wait_for_line(e4_line(columns), columns);
    (brltty, annabella)
}

/// Plays e4 with no display to show it, then ends the game: every line said. For the tests
/// where the display is missing and the game must go on.
#[track_caller]
pub(super) fn e4_then_finish(mut annabella: Annabella) -> Vec<String> {
    annabella.type_line("e4");
    annabella.wait_for("the game goes on", |line| line == "Bauer Eva vier");
    annabella.finish()
}

/// Fails unless exactly one line of `said` starts with `start` (news is said once, not again).
#[track_caller]
pub(super) fn assert_said_once(said: &[String], start: &str) {
    let told = said.iter().filter(|line| line.starts_with(start)).count();
    assert_eq!(told, 1, "{start:?} said once: {said:?}");
}

#[test]
fn a_move_shows_its_announcement_panning_finds_rank_four_marked_and_two_routing_keys_play_nf6() {
    const W: usize = 40;
    let (mut brltty, mut annabella) = e4_on_a_display(W);
    // Panning right: the board, its files named, then rank 8; line down to rank 4.
    brltty.press("FwinRt", FILES, W);
    brltty.press("FwinRt", RANK_8, W);
    for rank in [RANK_7, RANK_6, RANK_5, RANK_4_AFTER_E4] {
        brltty.press("LnDn", rank, W);
    }
    // Back up to rank 8; its routing keys: cell 0 the number, 1 a blank, 2 to 9 files a to h.
    // (vr's `Route K` is the routing key above cell K counted from 0.)
    for rank in [RANK_5, RANK_6, RANK_7, RANK_8] {
        brltty.press("LnUp", rank, W);
    }
    brltty.send("Route 8");
    let g8 = annabella.wait_for("g8 read out", |line| line.contains("Gustav acht"));
    assert!(g8.contains("Springer"), "{g8}");
    brltty.press("LnDn", RANK_7, W);
    brltty.press("LnDn", RANK_6, W);
    brltty.send("Route 7");
    annabella.wait_for("Black's Nf6", |line| line == "Springer Felix sechs");
    // Rank 6 now has the knight on f6, marked; the empty g8 is marked too.
    brltty.wait_for_line("235 - 46 46 46 46 46 13458 46 46", W);
    brltty.press("LnUp", RANK_7, W);
    brltty.press("LnUp", "236 - 1235 1345 12 12345 13 12 468 1235", W);
    let said = annabella.finish();
    assert!(
        !said.iter().any(|line| line.contains("unmöglich")),
        "no move refused: {said:?}"
    );
}

#[test]
fn displays_of_12_20_40_and_80_cells_are_each_said_once_and_show_the_board() {
    for columns in [12, 20, 40, 80] {
        let (mut brltty, annabella) = e4_on_a_display(columns);
        // The board: home, next view (the paragraph keys), rank 4 from the bottom.
        brltty.press("NxPgrph", FILES, columns);
        brltty.press(
            "Bot",
            "2 - 12357 13457 127 123457 137 127 13457 12357",
            columns,
        );
        brltty.press(
            "LnUp",
            "23 - 12347 12347 12347 12347 468 12347 12347 12347",
            columns,
        );
        brltty.press("LnUp", "25 - 46 46 46 46 46 46 46 46", columns);
        brltty.press("LnUp", RANK_4_AFTER_E4, columns);
        brltty.press("Home", e4_line(columns), columns);
        assert_said_once(&annabella.finish(), &connected(columns));
    }
}

#[test]
fn a_display_that_disappears_mid_game_is_said_once_and_the_game_goes_on() {
    let (mut brltty, mut annabella) = e4_on_a_display(40);
    brltty.child.kill().unwrap();
    brltty.child.wait().unwrap();
    annabella.wait_for("the display's loss said", |line| {
        line.starts_with("Die Braillezeile ist weg")
    });
    annabella.type_line("e5");
    annabella.wait_for("the game goes on", |line| line == "Bauer Eva fünf");
    assert_said_once(&annabella.finish(), "Die Braillezeile ist weg");
}

/// The greeting reaches the display (issue 34: the display's own words replaced it): before
/// the first move the display shows the greeting from its start, and a line down what was said
/// after it (the display's own words); the first move is then shown alone.
#[test]
fn the_greeting_is_on_the_display_before_the_first_move_with_the_displays_words_below() {
    use annabella::core::braille_views::dots;
    const W: usize = 40;
    let line_of = |text: &str| {
        let mut line = dots::cells(text);
        line.resize(W, 0);
        line
    };
    let mut brltty = Brltty::start(W);
    let mut annabella = Annabella::start(&brltty.host);
    let greeting = annabella.wait_for("the greeting", |line| line.starts_with("Neue Partie"));
    let connected_said =
        annabella.wait_for("the display said", |line| line.starts_with(&connected(W)));
    let first = annabella::core::wrap::wrap(&greeting, W);
    let greeting_start = line_of(&first[0]);
    brltty.wait_for_frame(&first[0], |frame| frame == greeting_start.as_slice());
    // Down through the greeting's lines to the display's own words.
    let connected_start = line_of(&annabella::core::wrap::wrap(&connected_said, W)[0]);
    for line in &first[1..] {
        let wanted = line_of(line);
        brltty.send("LnDn");
        brltty.wait_for_frame(line, |frame| frame == wanted.as_slice());
    }
    brltty.send("LnDn");
    brltty.wait_for_frame(&connected_said, |frame| frame == connected_start.as_slice());
    annabella.type_line("e4");
    annabella.wait_for("e4 announced", |line| line == "Bauer Eva vier");
    brltty.wait_for_line(BAUER_EVA_VIER, W);
    annabella.finish();
}

#[test]
fn without_brltty_the_game_goes_on_and_says_so_once() {
    // BrlAPI's address with nothing listening there.
    let (_, number) = free_api_port();
    let mut annabella = Annabella::start(&format!("127.0.0.1:{number}"));
    annabella.wait_for("no display said", |line| {
        line.starts_with("Keine Braillezeile (BRLTTY läuft nicht")
    });
    assert_said_once(&e4_then_finish(annabella), "Keine Braillezeile");
}

/// The settings file's `braille = true` is read (a wrong value names the file and the key).
#[test]
fn the_settings_file_turns_the_display_on() {
    let home = tempfile::tempdir().unwrap();
    let config: PathBuf = home.path().join("config/annabella/config.toml");
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(&config, "braille = true\n").unwrap();
    let (_, number) = free_api_port();
    let run = run_with_settings(home.path(), &number.to_string(), "e4\n");
    assert!(run.contains("Keine Braillezeile"), "{run}");
    std::fs::write(&config, "braille = \"yes\"\n").unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain"])
        .env("XDG_DATA_HOME", home.path().join("data"))
        .env("XDG_CONFIG_HOME", home.path().join("config"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("config.toml") && stderr.contains("line 1"),
        "{stderr}"
    );
}

/// `play --plain` with the settings of `home`, `BrlAPI` at port number `number`, until the
/// display's news is said; stdout.
fn run_with_settings(home: &Path, number: &str, input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain"])
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("BRLAPI_HOST", format!("127.0.0.1:{number}"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut lines = BufReader::new(stdout).lines().map_while(Result::ok);
    let mut said = Vec::new();
    // The input stays open until the display's news is said (it comes from its own thread).
    for line in lines.by_ref() {
        let done = line.starts_with("Keine Braillezeile");
        said.push(line);
        if done {
            break;
        }
    }
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    said.extend(lines);
    child.wait().unwrap();
    said.join("\n")
}

/// The dots of one character in computer braille (NABCC), as `vr` writes them.
fn dots_of(spec: &str) -> u8 {
    cells(spec, 1)[0]
}

#[test]
fn a_puzzle_is_solved_by_two_routing_keys_on_the_board_view() {
    const W: usize = 40;
    let mut brltty = Brltty::start(W);
    let mut annabella = Annabella::start_with(
        &brltty.host,
        &[
            "train",
            "--plain",
            "--braille",
            "--puzzle",
            "0008Q",
            "--voice",
            "en",
            "--lang",
            "en",
        ],
    );
    // The puzzle is said first; the display's news when the link has connected.
    annabella.wait_for("the task", |line| {
        line == "Black to move: find the best move"
    });
    annabella.wait_for("the display said", |line| {
        line.starts_with("Braille display of 40 cells")
    });
    // Black's puzzle: the board seen from Black's side, files h to a, rank 1 first.
    brltty.send("NxPgrph");
    brltty.wait_for_frame("the files, h first", |frame| frame[2] == dots_of("125"));
    for (rank, digit) in [(1, "2"), (2, "23"), (3, "25"), (4, "256"), (5, "26")] {
        brltty.send("LnDn");
        brltty.wait_for_frame(&format!("rank {rank}"), |frame| frame[0] == dots_of(digit));
    }
    // Cells 2 to 9 are files h to a: f5 is cell 4, e5 cell 5.
    brltty.send("Route 4");
    annabella.wait_for("f5 read out", |line| line.contains("Foxtrot five"));
    brltty.send("Route 5");
    annabella.wait_for("Re5+", |line| line == "Rook Echo five check");
    annabella.wait_for("White's answer", |line| {
        line == "White answers King Foxtrot one"
    });
    // Rank 5 shows the rook on e5 (`r`, dots 1235), unmarked: the last move is White's Kf1.
    brltty.wait_for_frame("the rook on e5", |frame| frame[5] == dots_of("1235"));
    brltty.send("Route 5");
    annabella.wait_for("e5 read out", |line| line.contains("Echo five"));
    brltty.send("LnDn");
    brltty.wait_for_frame("rank 6", |frame| frame[0] == dots_of("235"));
    brltty.send("Route 5");
    annabella.wait_for("Rxe6", |line| line == "Rook takes Echo six");
    annabella.wait_for("solved", |line| line == "puzzle 0008Q solved");
    let said = annabella.finish();
    assert!(
        !said.iter().any(|line| line.contains("not the solution")),
        "{said:?}"
    );
}

#[test]
fn multi_line_displays_of_40_by_25_and_100_by_9_cells_show_the_move_and_stay() {
    for (columns, rows) in [(40, 25), (100, 9)] {
        let mut brltty = Brltty::start_sized(columns, rows);
        let mut annabella = Annabella::start(&brltty.host);
        annabella.wait_for("the display said", |line| {
            line.starts_with("Braillezeile mit ") || line.contains("Braillezeile ist weg")
        });
        annabella.type_line("e4");
        annabella.wait_for("e4 announced", |line| line == "Bauer Eva vier");
        let first_row = cells(BAUER_EVA_VIER, columns);
        brltty.wait_for_frame("e4 on the first row", |frame| {
            frame.len() == columns * rows && frame[..columns] == first_row[..]
        });
        // The board view fills the rows below its files line: rank 8 on the second row.
        brltty.send("NxPgrph");
        let rank_8 = cells(RANK_8, columns);
        brltty.wait_for_frame("the board, rank 8 on row 2", |frame| {
            frame.len() >= 2 * columns && frame[columns..2 * columns] == rank_8[..]
        });
        let said = annabella.finish();
        assert!(
            !said
                .iter()
                .any(|line| line.contains("Braillezeile ist weg")),
            "{columns}x{rows}: the display stays: {said:?}"
        );
    }
}

#[test]
fn the_clocks_view_follows_the_running_clock_with_no_key_pressed() {
    const W: usize = 40;
    let mut brltty = Brltty::start(W);
    let mut annabella = Annabella::start_with(
        &brltty.host,
        &["play", "--plain", "--braille", "--time", "300+0"],
    );
    annabella.wait_for("the display said", |line| line.starts_with(&connected(W)));
    annabella.type_line("e4");
    annabella.wait_for("e4 announced", |line| line == "Bauer Eva vier");
    annabella.type_line("");
    // The clocks view: the announcement, the board, then the clocks.
    brltty.send("NxPgrph");
    brltty.wait_for_frame("the board", |frame| frame[..10] == cells(FILES, 10)[..]);
    brltty.send("NxPgrph");
    brltty.wait_for_frame("the clocks", |frame| {
        frame[..10] != cells(FILES, 10)[..] && frame.iter().any(|&cell| cell != 0)
    });
    // No key, no line: the running clock is shown second by second (not only when something
    // else wakes the table).
    for face in ["4:59", "4:58", "4:57"] {
        let wanted = annabella::core::braille_views::dots::cells(face);
        brltty.wait_for_frame(face, |frame| {
            frame
                .windows(wanted.len())
                .any(|cells| cells == wanted.as_slice())
        });
    }
    annabella.finish();
}

#[test]
fn train_at_the_table_after_the_game_takes_the_display_over_for_the_puzzles() {
    const W: usize = 40;
    let brltty = Brltty::start(W);
    let mut annabella = Annabella::start_with(
        &brltty.host,
        &[
            "play",
            "--plain",
            "--braille",
            "--voice",
            "en",
            "--lang",
            "en",
            "--auto-press",
        ],
    );
    let displayed = |line: &str| line.starts_with("Braille display of 40 cells");
    annabella.wait_for("the table's display", displayed);
    annabella.type_line("resign");
    annabella.type_line("resign");
    annabella.wait_for("the result", |line| line == "Resignation. Black wins.");
    annabella.type_line("train");
    // The table let the display go; the training opens it again for the puzzle's views.
    annabella.wait_for("the puzzle", |line| line.starts_with("puzzle "));
    annabella.wait_for("the training's display", displayed);
    annabella.type_line("quit");
    let said = annabella.finish();
    let verdict = said
        .iter()
        .rposition(|line| line.ends_with(" not solved"))
        .unwrap_or_else(|| panic!("{said:?}"));
    let again = said.iter().rposition(|line| displayed(line)).unwrap();
    assert!(again < verdict, "{said:?}");
}
