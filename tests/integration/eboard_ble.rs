//! E-boards over Bluetooth LE, for real: `BlueZ`'s D-Bus interface served by the user-space mock
//! `bluezoo` on a private `dbus-daemon` (two adapters), the simulated board of `tools/ble-sim`
//! advertising on one of them, and the real binary (`--eboard chessnut:ble`) finding it from
//! the other through `btleplug`, connecting, subscribing, writing and reading notifications.
//!
//! A fresh bus and mock for every test (the mock does not take a second connection to the same
//! device well). The mock and its Python are installed by `make test` (tools/ble-sim/setup.sh):
//! missing, these tests fail. Every wait has a deadline.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use shakmaty::{Bitboard, Square};

use crate::common::{Playing, assert_no_refusal, require_tool, start_at_eboard, wait_until};

const WAIT: Duration = Duration::from_secs(20);

type Heard = Arc<Mutex<Vec<String>>>;

/// The folder cargo builds in (the test binary is in its `debug/deps`).
fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    exe.ancestors()
        .nth(3)
        .map(Path::to_path_buf)
        .expect("target folder")
}

/// The Python with the `BlueZ` mock installed (tools/ble-sim/setup.sh).
fn mock_python() -> PathBuf {
    let python = target_dir().join("ble-venv/bin/python");
    let zoo = target_dir().join("ble-venv/bin/bluezoo");
    assert!(
        python.is_file() && zoo.is_file(),
        "the BlueZ mock is missing ({}): `make test` installs it (tools/ble-sim/setup.sh)",
        zoo.display()
    );
    python
}

fn tool(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// A child's output lines, collected on a thread.
fn collect(output: impl std::io::Read + Send + 'static) -> Heard {
    let heard: Heard = Arc::default();
    let log = Arc::clone(&heard);
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(output)
            .lines()
            .map_while(Result::ok)
        {
            log.lock().unwrap().push(line);
        }
    });
    heard
}

pub(crate) fn wait_heard(heard: &Heard, what: &str) {
    wait_until(&format!("to hear {what:?}"), WAIT, || {
        heard.lock().unwrap().iter().any(|l| l.contains(what))
    });
}

/// A private bus with the `BlueZ` mock on it: adapters hci0 (annabella's) and hci1 (the board's).
/// The mock can be stopped and a fresh one started on the same bus (`BlueZ` restarting).
pub(crate) struct BleBus {
    _dir: tempfile::TempDir,
    daemon: Child,
    zoo: Option<Child>,
    pub(crate) address: String,
}

impl BleBus {
    pub(crate) fn start() -> Self {
        mock_python();
        let daemon_path = require_tool("dbus-daemon", &[]);
        let dir = tempfile::tempdir().unwrap();
        let mut daemon = Command::new(daemon_path)
            .arg(format!(
                "--config-file={}",
                tool("tools/ble-sim/bus.conf").display()
            ))
            .arg(format!(
                "--address=unix:path={}",
                dir.path().join("bus").display()
            ))
            .args(["--nofork", "--print-address=1"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn dbus-daemon");
        let printed = collect(daemon.stdout.take().unwrap());
        wait_until("the bus's address", WAIT, || {
            !printed.lock().unwrap().is_empty()
        });
        let address = printed.lock().unwrap()[0].trim().to_owned();
        let mut bus = Self {
            _dir: dir,
            daemon,
            zoo: None,
            address,
        };
        bus.start_mock();
        bus
    }

    /// Starts the mock (a fresh instance: its adapters and devices anew).
    pub(crate) fn start_mock(&mut self) {
        let mut zoo = Command::new(mock_python())
            .arg(target_dir().join("ble-venv/bin/bluezoo"))
            .args([
                "--auto-enable",
                "--scan-interval",
                "1",
                "-a",
                "00:00:00:00:0A:01",
                "-a",
                "00:00:00:00:0B:02",
            ])
            .env("DBUS_SYSTEM_BUS_ADDRESS", &self.address)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn bluezoo");
        let logged = collect(zoo.stderr.take().unwrap());
        self.zoo = Some(zoo);
        wait_heard(&logged, "Adding adapter[1]");
    }

    /// Stops the mock, as `BlueZ` killed: its objects vanish from the bus without a word.
    pub(crate) fn stop_mock(&mut self) {
        if let Some(mut zoo) = self.zoo.take() {
            let _ = zoo.kill();
            let _ = zoo.wait();
        }
    }
}

impl Drop for BleBus {
    fn drop(&mut self) {
        self.stop_mock();
        let _ = self.daemon.kill();
        let _ = self.daemon.wait();
    }
}

/// The simulated board (tools/ble-sim/ble_sim.py), advertising on hci1.
pub(crate) struct BleSim {
    child: Child,
    stdin: ChildStdin,
    pub(crate) heard: Heard,
}

impl BleSim {
    pub(crate) fn start(bus: &BleBus, board: &str, seed: Option<u64>) -> Self {
        Self::start_with(bus, board, seed, None)
    }

    /// A board whose pieces stand as `placement` (FEN's piece placement) when it is switched on.
    pub(crate) fn start_with(
        bus: &BleBus,
        board: &str,
        seed: Option<u64>,
        placement: Option<&str>,
    ) -> Self {
        let mut command = Command::new(mock_python());
        command
            .arg(tool("tools/ble-sim/ble_sim.py"))
            .args(["--board", board, "--adapter", "hci1"]);
        if let Some(seed) = seed {
            command.args(["--seed", &seed.to_string()]);
        }
        if let Some(placement) = placement {
            command.args(["--placement", placement]);
        }
        let mut child = command
            .env("DBUS_SYSTEM_BUS_ADDRESS", &bus.address)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn ble_sim.py");
        let stdin = child.stdin.take().unwrap();
        let heard = collect(child.stdout.take().unwrap());
        wait_heard(&heard, "ready ");
        Self {
            child,
            stdin,
            heard,
        }
    }

    /// Runs a command; the lines it printed (up to its `ok`).
    pub(crate) fn command(&mut self, line: &str) -> Vec<String> {
        let from = self.heard.lock().unwrap().len();
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
        let mut done = Vec::new();
        wait_until(&format!("the board to do {line:?}"), WAIT, || {
            let heard = self.heard.lock().unwrap();
            match heard[from..]
                .iter()
                .position(|l| l == "ok" || l.starts_with("error"))
            {
                Some(end) => {
                    done = heard[from..=from + end].to_vec();
                    true
                }
                None => false,
            }
        });
        assert!(
            !done.last().is_some_and(|l| l.starts_with("error")),
            "{line}: {done:?}"
        );
        done
    }
}

impl BleSim {
    /// The squares the program last asked the board to light.
    pub(crate) fn lit(&mut self) -> Bitboard {
        let done = self.command("leds");
        let line = done
            .iter()
            .find_map(|l| l.strip_prefix("lit: "))
            .unwrap_or_else(|| panic!("no `lit:` line: {done:?}"));
        if line == "none" {
            return Bitboard::EMPTY;
        }
        line.split_whitespace()
            .map(|name| name.parse::<Square>().unwrap())
            .collect()
    }
}

impl BleSim {
    /// Switches the board off.
    pub(crate) fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for BleSim {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Lines said until one contains `wanted` (none skipped on the way may be a refusal); the line.
#[track_caller]
pub(crate) fn said(playing: &Playing, wanted: &str) -> String {
    said_after(playing, wanted).0
}

/// Lines said until one contains `wanted` (none may be a refusal); the line, and the lines
/// said before it.
#[track_caller]
pub(crate) fn said_after(playing: &Playing, wanted: &str) -> (String, Vec<String>) {
    let mut skipped = Vec::new();
    loop {
        let Some(line) = playing.next_line_within(WAIT) else {
            panic!("{wanted:?} was not said; said meanwhile: {skipped:?}");
        };
        if line.contains(wanted) {
            return (line, skipped);
        }
        assert_no_refusal(&line, &format!("waiting for {wanted:?}"));
        skipped.push(line);
    }
}

/// The table: the blind player (White) types; the sighted player (Black) plays on the
/// simulated board over Bluetooth; their sentences go to a file.
pub(crate) struct Table {
    // Dropped in this order: the program, the board, then the bus.
    pub(crate) playing: Playing,
    pub(crate) sim: BleSim,
    pub(crate) opponent: PathBuf,
    bus: BleBus,
}

impl Table {
    /// The address of the table's bus (the companion's environment names it).
    pub(crate) fn bus_address(&self) -> String {
        self.bus.address.clone()
    }
}

pub(crate) fn table(dir: &Path, board: &str, seed: Option<u64>) -> Table {
    let bus = BleBus::start();
    let sim = BleSim::start(&bus, board, seed);
    let opponent = dir.join("opponent.txt");
    let playing = start_at_eboard(
        &format!("{board}:ble"),
        &opponent,
        dir,
        &[("DBUS_SYSTEM_BUS_ADDRESS", bus.address.as_str())],
    );
    // Connected once the board was asked for its reports and sent the whole board.
    match board {
        "chessnut" | "chessnut-move" => wait_heard(&sim.heard, "< realtime"),
        _ => wait_heard(&sim.heard, "< S"),
    }
    wait_heard(&sim.heard, "> rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    Table {
        playing,
        sim,
        opponent,
        bus,
    }
}

/// The sighted player's lines, once one contains `wanted`.
/// What the sighted player has read once it holds `wanted`.
#[track_caller]
pub(crate) fn shown(opponent: &Path, wanted: &str) -> String {
    crate::common::file_showing(opponent, wanted, WAIT)
}

/// The opening of a game: the blind player's move typed (and said back), then replayed on the
/// e-board, the sighted player's made on it and announced; (typed, its words, replayed, made,
/// announced).
const OPENING: [(&str, &str, &str, &str, &str); 4] = [
    (
        "e4",
        "Pawn Echo four",
        "move e2 e4",
        "move e7 e5",
        "Pawn Echo five",
    ),
    (
        "Nf3",
        "Knight Foxtrot three",
        "move g1 f3",
        "move b8 c6",
        "Knight Charlie six",
    ),
    (
        "Bb5",
        "Bishop Bravo five",
        "move f1 b5",
        "move a7 a6",
        "Pawn Alpha six",
    ),
    (
        "Bxc6",
        "Bishop takes Charlie six",
        "move b5 c6",
        "move d7 c6",
        "Pawn Delta takes Charlie six",
    ),
];

/// The blind player's move typed and said back before the sighted player replays it (a move
/// replayed first would be the sighted player making White's move on their board).
fn typed(t: &mut Table, typed: &str, words: &str) {
    t.playing.type_line(typed);
    said(&t.playing, words);
}

/// A game's moves made on a Chessnut board over Bluetooth reach the table and are announced;
/// a pawn moved out of turn afterwards is named to the sighted player with the fix (by its
/// squares), and the board healed is said to be right.
#[test]
fn moves_on_a_chessnut_board_over_bluetooth_are_announced() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = table(dir.path(), "chessnut", None);
    for (white, said_back, replayed, made, words) in OPENING {
        typed(&mut t, white, said_back);
        t.sim.command(replayed);
        t.sim.command(made);
        said(&t.playing, words);
    }
    // A knocked piece, left off the board: named to the sighted player by its square.
    t.sim.command("up h7");
    t.sim.command("down h6");
    shown(&t.opponent, "Pawn from Hotel six to Hotel seven");
    t.sim.command("up h6");
    t.sim.command("down h7");
    shown(&t.opponent, "board is right");
    assert!(t.playing.finish().success());
}

/// The chaos lines among a command's.
fn chaos(done: &[String]) -> Vec<String> {
    done.iter()
        .filter(|line| line.starts_with("chaos:"))
        .cloned()
        .collect()
}

/// The fault sweep over Bluetooth: the same opening with the simulated Chessnut's seeded chaos
/// on every move made on it (a knocked neighbour, a capture lifted in the other order, a
/// dropped notification): every move is still announced as made, none refused.
#[test]
fn a_chessnut_boards_faults_over_bluetooth_do_not_stop_the_game() {
    let mut faults = Vec::new();
    for seed in [3, 5, 8] {
        let dir = tempfile::tempdir().unwrap();
        let mut t = table(dir.path(), "chessnut", Some(seed));
        for (white, said_back, replayed, made, words) in OPENING {
            typed(&mut t, white, said_back);
            faults.extend(chaos(&t.sim.command(replayed)));
            faults.extend(chaos(&t.sim.command(made)));
            let line = said(&t.playing, words);
            assert!(line.contains(words), "seed {seed}: {line}");
        }
        assert!(t.playing.finish().success(), "seed {seed}");
    }
    for kind in ["knocked", "other order", "dropped"] {
        let n = faults.iter().filter(|f| f.contains(kind)).count();
        eprintln!("chessnut chaos over BLE: {kind}: {n}");
        assert!(n > 0, "no {kind:?} fault in the sweep: {faults:?}");
    }
}

/// The Chessnut's battery over its answer characteristic: asked once the board has answered;
/// low, it is said once to the sighted player (their board, in the interface's language),
/// never to the blind player, and the game goes on.
#[test]
fn a_chessnut_boards_low_battery_is_said_once_and_the_game_goes_on() {
    const LOW: &str = "the battery of your board is low, 12 percent left";
    let dir = tempfile::tempdir().unwrap();
    let mut t = table(dir.path(), "chessnut", None);
    wait_heard(&t.sim.heard, "< battery");
    let mut blind_heard = Vec::new();
    for (index, (white, said_back, replayed, made, words)) in OPENING.into_iter().enumerate() {
        t.playing.type_line(white);
        blind_heard.extend(said_after(&t.playing, said_back).1);
        t.sim.command(replayed);
        if index == 1 {
            // Low, then lower: said once.
            t.sim.command("battery 12");
            shown(&t.opponent, LOW);
            t.sim.command("battery 11");
        }
        t.sim.command(made);
        let (line, before) = said_after(&t.playing, words);
        assert!(line.contains(words), "{line}");
        blind_heard.extend(before);
    }
    let opponent = std::fs::read_to_string(&t.opponent).unwrap();
    assert_eq!(
        opponent.matches("battery of your board").count(),
        1,
        "{opponent}"
    );
    assert!(
        !blind_heard.iter().any(|line| line.contains("battery")),
        "{blind_heard:?}"
    );
    assert!(t.playing.finish().success());
}

/// A Millennium board on its transparent UART service: greeted as on a serial port (version,
/// reports at every settled change, LEDs out, the board), its moves announced.
#[test]
fn moves_on_a_millennium_board_over_bluetooth_are_announced() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = table(dir.path(), "millennium", None);
    for asked in ["< V", "< W0207", "< X"] {
        wait_heard(&t.sim.heard, asked);
    }
    for (white, said_back, replayed, made, words) in &OPENING[..2] {
        typed(&mut t, white, said_back);
        t.sim.command(replayed);
        t.sim.command(made);
        said(&t.playing, words);
    }
    assert!(t.playing.finish().success());
}

/// `annabella boards` with the bus at `address`: its status and standard output.
fn boards(address: &str, lang: &str) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["boards", "--listen", "2", "--lang", lang])
        .env("DBUS_SYSTEM_BUS_ADDRESS", address)
        .stdin(Stdio::null())
        .output()
        .expect("run annabella boards");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

/// `annabella boards` finds the simulated boards advertising, each said in words with the
/// `--eboard` that reaches it, in the language asked for; with no Bluetooth service it says so.
#[test]
fn the_boards_advertising_are_listed_in_words() {
    let bus = BleBus::start();
    let _chessnut = BleSim::start(&bus, "chessnut", None);
    let (ok, listed) = boards(&bus.address, "en");
    assert!(ok, "{listed}");
    assert_eq!(
        listed.trim(),
        "Chessnut board “Chessnut Air” over Bluetooth, at 00:00:00:00:0B:02: play with \
         --eboard chessnut:ble:00:00:00:00:0B:02"
    );
    let (ok, listed) = boards(&bus.address, "fr");
    assert!(ok, "{listed}");
    assert!(
        listed.starts_with("échiquier Chessnut « Chessnut Air » par Bluetooth"),
        "{listed}"
    );
    let dir = tempfile::tempdir().unwrap();
    let nowhere = format!("unix:path={}", dir.path().join("no-bus").display());
    let (ok, said) = boards(&nowhere, "en");
    assert!(ok, "{said}");
    assert_eq!(
        said.trim(),
        "no board can be looked for over Bluetooth: the computer's Bluetooth service (BlueZ) \
         does not answer"
    );
}

/// How a board drops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum BoardDrop {
    /// Switched off: the board alone goes (`BlueZ` stays; it is restarted afterwards only
    /// because the mock cannot connect to a device twice).
    SwitchedOff,
    /// Switched off with `BlueZ` restarting: the adapters vanish from the bus too.
    WithBluez,
}

/// The board drops mid-game (`how`), then is switched on again (a fresh mock and board on the
/// same bus, the board's pieces as they stood or as `placement` has them): the table says the
/// board is lost, then back once it answers, and the game goes on from the board's reported
/// position.
fn the_board_comes_back_after_a_drop(
    board: &str,
    how: BoardDrop,
    placement: Option<&str>,
) -> (tempfile::TempDir, Table) {
    let dir = tempfile::tempdir().unwrap();
    let mut t = table(dir.path(), board, None);
    for (white, said_back, replayed, made, words) in &OPENING[..2] {
        typed(&mut t, white, said_back);
        t.sim.command(replayed);
        t.sim.command(made);
        said(&t.playing, words);
    }
    let standing = t.sim.command("board");
    let standing = standing
        .iter()
        .find(|line| line.contains('/'))
        .cloned()
        .unwrap_or_else(|| panic!("no placement printed: {standing:?}"));
    t.sim.stop();
    if how == BoardDrop::WithBluez {
        t.bus.stop_mock();
    }
    let dropped = Instant::now();
    let lost = said(&t.playing, "board disconnected");
    let noticed = dropped.elapsed();
    t.bus.stop_mock();
    t.bus.start_mock();
    t.sim = BleSim::start_with(&t.bus, board, None, Some(placement.unwrap_or(&standing)));
    let advertising = Instant::now();
    let (back, meanwhile) = said_after(&t.playing, "board connected again");
    // Said once: the looks that fail while the board is away say nothing more.
    assert!(
        !meanwhile.iter().any(|line| line.contains("disconnected")),
        "{meanwhile:?}"
    );
    eprintln!(
        "{board}, {how:?}: {lost:?} after {noticed:?}, {back:?} {:?} after the board advertised",
        advertising.elapsed()
    );
    (dir, t)
}

/// A Chessnut board lost with `BlueZ` and back in the same position: the next move on it is
/// announced.
#[test]
fn a_chessnut_board_that_drops_with_bluez_is_found_again() {
    let (_dir, t) = the_board_comes_back_after_a_drop("chessnut", BoardDrop::WithBluez, None);
    next_move_is_announced(t);
}

/// A Chessnut board switched off alone (`BlueZ` staying) is noticed as lost too.
#[test]
fn a_chessnut_board_switched_off_is_found_again() {
    let (_dir, t) = the_board_comes_back_after_a_drop("chessnut", BoardDrop::SwitchedOff, None);
    next_move_is_announced(t);
}

/// The third move of the opening, after the board came back: announced.
fn next_move_is_announced(mut t: Table) {
    let (white, said_back, replayed, made, words) = OPENING[2];
    typed(&mut t, white, said_back);
    t.sim.command(replayed);
    t.sim.command(made);
    said(&t.playing, words);
    assert!(t.playing.finish().success());
}

/// A Millennium board lost, and back with a pawn knocked while it was away: the table names
/// the difference to the sighted player as after any fault, the board healed is said to be
/// right, and the next move on it is announced.
#[test]
fn a_millennium_board_that_drops_is_found_again_and_guided_back() {
    // After 1. e4 e5 2. Nf3 Nc6, the pawn of h7 knocked onto h6.
    let knocked = "r1bqkbnr/pppp1pp1/2n4p/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R";
    let (_dir, mut t) =
        the_board_comes_back_after_a_drop("millennium", BoardDrop::WithBluez, Some(knocked));
    shown(&t.opponent, "Pawn from Hotel six to Hotel seven");
    t.sim.command("up h6");
    t.sim.command("down h7");
    shown(&t.opponent, "board is right");
    next_move_is_announced(t);
}
