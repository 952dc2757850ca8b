//! A Millennium Chess Link e-board at the table, for real: the virtual board of `board-sim
//! --millennium` on a pseudo-terminal pair, the real binary on the other end
//! (`--eboard millennium:PATH`), beside the virtual peg board.
//!
//! Nothing here may hang: every wait has a deadline.

use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use annabella::board::sim::{SimKind, VirtualBoard};
use annabella::board::sim_millennium::VirtualMillennium;
use shakmaty::{Chess, Position, Square};

use crate::common::{Playing, assert_no_refusal, lines_of, start_playing, wait_until};

const WAIT: Duration = Duration::from_secs(10);

type Heard = Arc<Mutex<Vec<String>>>;

fn observer(heard: &Heard) -> Arc<dyn Fn(&str) + Send + Sync> {
    let log = Arc::clone(heard);
    Arc::new(move |line: &str| log.lock().unwrap().push(line.to_owned()))
}

fn wait_heard(heard: &Heard, what: &str) {
    wait_until(&format!("the board to hear {what}"), WAIT, || {
        heard.lock().unwrap().iter().any(|l| l.contains(what))
    });
}

/// Lines said until one contains `wanted` (none skipped on the way may be a refusal); the line.
#[track_caller]
fn said(playing: &Playing, wanted: &str) -> String {
    loop {
        let line = playing.next_line();
        if line.contains(wanted) {
            return line;
        }
        assert_no_refusal(&line, &format!("waiting for {wanted:?}"));
    }
}

struct Table {
    pegs: VirtualBoard,
    millennium: VirtualMillennium,
    millennium_heard: Heard,
    playing: Playing,
}

/// The virtual peg board in `dir`/peg, what it hears kept in `heard`.
fn peg_board(dir: &Path, heard: &Heard) -> VirtualBoard {
    std::fs::create_dir_all(dir.join("peg")).unwrap();
    VirtualBoard::new(SimKind::Peg, &dir.join("peg/board"), observer(heard)).unwrap()
}

/// The arguments that seat the blind player at the peg board behind `pegs` and the sighted
/// player at the Millennium board behind `millennium`, in English.
fn boards_args(pegs: &Path, millennium: &Path) -> Vec<String> {
    vec![
        "--voice".to_owned(),
        "en".to_owned(),
        "--board".to_owned(),
        format!("peg:{}", pegs.display()),
        "--eboard".to_owned(),
        format!("millennium:{}", millennium.display()),
    ]
}

/// `annabella play --plain` at both boards (see [`boards_args`]), its data in `dir`.
fn play_at_boards(pegs: &Path, millennium: &Path, dir: &Path) -> Playing {
    let args = boards_args(pegs, millennium);
    start_playing(&args.iter().map(String::as_str).collect::<Vec<_>>(), dir)
}

fn table(dir: &Path, turned_round: bool) -> Table {
    std::fs::create_dir_all(dir.join("millennium")).unwrap();
    let pegs_heard: Heard = Arc::default();
    let pegs = peg_board(dir, &pegs_heard);
    let millennium_heard: Heard = Arc::default();
    let mut millennium =
        VirtualMillennium::new(&dir.join("millennium/board"), observer(&millennium_heard)).unwrap();
    if turned_round {
        millennium.turn_round();
    }
    let playing = play_at_boards(pegs.link(), millennium.link(), dir);
    // Both boards are open once each answered the program's request for the whole board; the
    // Millennium board was first told to report at every change.
    wait_heard(&pegs_heard, "SNAP?");
    wait_heard(&millennium_heard, "< W");
    wait_heard(&millennium_heard, "< S");
    Table {
        pegs,
        millennium,
        millennium_heard,
        playing,
    }
}

/// A move on the peg board: the captured peg first, then the mover.
fn on_pegs(pegs: &mut VirtualBoard, from: Square, to: Square, capture: bool) {
    if capture {
        pegs.up(to).unwrap();
    }
    pegs.up(from).unwrap();
    pegs.down(to, None).unwrap();
}

/// Mate in four, the blind player White: (from, to, capture, said, blind player's move).
const MATE_IN_FOUR: [(Square, Square, bool, &str, bool); 7] = [
    (Square::E2, Square::E4, false, "Pawn Echo four", true),
    (Square::E7, Square::E5, false, "Pawn Echo five", false),
    (Square::F1, Square::C4, false, "Bishop Charlie four", true),
    (Square::B8, Square::C6, false, "Knight Charlie six", false),
    (Square::D1, Square::H5, false, "Queen Hotel five", true),
    (Square::G8, Square::F6, false, "Knight Foxtrot six", false),
    (Square::H5, Square::F7, true, "checkmate", true),
];

/// Plays [`MATE_IN_FOUR`] at the table, each player replaying the other's moves on their own
/// board; every move must be announced (`context` names the run in a failure). What the
/// Millennium board reported of each move made on it, in order.
#[track_caller]
fn play_mate_in_four(t: &mut Table, context: &str) -> Vec<String> {
    let mut done = Vec::new();
    for (from, to, capture, words, blind) in MATE_IN_FOUR {
        if blind {
            on_pegs(&mut t.pegs, from, to, capture);
            said(&t.playing, words);
            // The sighted player replays it on the e-board.
            done.push(t.millennium.make_move(from, to).unwrap());
        } else {
            done.push(t.millennium.make_move(from, to).unwrap());
            let line = said(&t.playing, words);
            assert!(line.contains(words), "{context}: {line}");
            on_pegs(&mut t.pegs, from, to, capture);
        }
    }
    done
}

/// A whole game, mate in four, with the blind player (White) on the peg board and the sighted
/// player (Black) on the Millennium board, each replaying the other's moves: every move is
/// announced, the game ends in mate, and the e-board never had a difference to name.
#[test]
fn a_whole_game_with_the_peg_board_and_a_millennium_board() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = table(dir.path(), false);
    play_mate_in_four(&mut t, "without faults");
    // Both boards show the mate.
    let mut mated = Chess::default();
    for uci in ["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"] {
        let mv = uci
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(&mated)
            .unwrap();
        mated.play_unchecked(mv);
    }
    assert!(mated.is_checkmate());
    assert_eq!(t.millennium.pieces(), mated.board().clone());
    assert_eq!(t.pegs.occupied(), mated.board().occupied());
    let heard = t.millennium_heard.lock().unwrap().clone();
    assert!(
        !heard.iter().any(|l| l.contains("REFUSED")),
        "only allowed requests were sent: {heard:?}"
    );
    let (status, rest) = t.playing.finish_with_lines();
    assert!(status.success());
    for line in rest {
        assert_no_refusal(&line, "after the mate");
    }
}

/// The Millennium board lies turned round (python-mchess's "cable right"): its start position
/// tells annabella, and the sighted player's moves are read the right way round.
#[test]
fn a_board_turned_round_is_read_the_right_way_round() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = table(dir.path(), true);
    on_pegs(&mut t.pegs, Square::D2, Square::D4, false);
    said(&t.playing, "Pawn Delta four");
    t.millennium.make_move(Square::D2, Square::D4).unwrap();
    t.millennium.make_move(Square::G8, Square::F6).unwrap();
    said(&t.playing, "Knight Foxtrot six");
    assert!(t.playing.finish().success());
}

/// Move on the e-board → its announcement, through the real binary: the time from the status
/// written to the pty to the line read, over a game's black moves (printed for the note; the
/// assertion is only that each came).
#[test]
fn a_move_on_the_millennium_board_is_announced_promptly() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = table(dir.path(), false);
    let moves = [
        (
            Square::E2,
            Square::E4,
            Square::E7,
            Square::E5,
            "Pawn Echo five",
        ),
        (
            Square::G1,
            Square::F3,
            Square::B8,
            Square::C6,
            "Knight Charlie six",
        ),
        (
            Square::F1,
            Square::B5,
            Square::A7,
            Square::A6,
            "Pawn Alpha six",
        ),
        (
            Square::B1,
            Square::C3,
            Square::G8,
            Square::F6,
            "Knight Foxtrot six",
        ),
        (
            Square::D2,
            Square::D3,
            Square::F8,
            Square::C5,
            "Bishop Charlie five",
        ),
    ];
    let mut took = Vec::new();
    for (white_from, white_to, black_from, black_to, words) in moves {
        on_pegs(&mut t.pegs, white_from, white_to, false);
        said(&t.playing, "");
        t.millennium.make_move(white_from, white_to).unwrap();
        let started = Instant::now();
        t.millennium.make_move(black_from, black_to).unwrap();
        said(&t.playing, words);
        took.push(started.elapsed());
        on_pegs(&mut t.pegs, black_from, black_to, false);
    }
    for sample in &took {
        eprintln!(
            "millennium move → announcement sample: {} µs",
            sample.as_micros()
        );
    }
    took.sort();
    eprintln!(
        "millennium move → announcement: p50 {:?}, max {:?} over {}",
        took[took.len() / 2],
        took[took.len() - 1],
        took.len()
    );
    assert!(t.playing.finish().success());
}

/// The fault sweep on a Millennium board: the whole game again with the board's seeded chaos
/// (slides, captures lifted either way, knocked neighbours, lost statuses, parity errors) on
/// every move made on it, for several seeds: every move is announced as made, none refused.
#[test]
fn the_whole_game_survives_a_real_boards_faults() {
    let mut faults: Vec<String> = Vec::new();
    for seed in (1..=8u64).map(|n| n * 2) {
        let dir = tempfile::tempdir().unwrap();
        let mut t = table(dir.path(), false);
        t.millennium.set_chaos(Some(seed));
        for done in play_mate_in_four(&mut t, &format!("seed {seed}")) {
            faults.extend(chaos_kinds(&done));
        }
        let (status, _) = t.playing.finish_with_lines();
        assert!(status.success(), "seed {seed}");
    }
    // The sweep injected every kind of fault at least once.
    for kind in ["slide", "lost", "knocked", "before the capture", "spoilt"] {
        let n = faults.iter().filter(|f| f.contains(kind)).count();
        eprintln!("millennium chaos: {kind}: {n}");
        assert!(n > 0, "no {kind:?} fault in the sweep: {faults:?}");
    }
}

fn chaos_kinds(done: &str) -> Vec<String> {
    done.lines()
        .filter(|line| line.starts_with("chaos:"))
        .map(str::to_owned)
        .collect()
}

/// The simulator as its own process (`annabella board-sim --millennium`), driven by lines on
/// its standard input, its lines collected. A board simulated inside the test process would
/// leave its pty's master open in the `annabella` it spawns (the pty is not close-on-exec), so
/// an unplug would never reach the program's link: a separate process is what a user runs.
struct SimProcess {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    heard: Heard,
}

impl SimProcess {
    fn start(link: &Path) -> Self {
        use std::io::BufRead;
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(["board-sim", "--millennium", "--link"])
            .arg(link)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("spawn board-sim");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let heard: Heard = Arc::default();
        let log = Arc::clone(&heard);
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
            {
                log.lock().unwrap().push(line);
            }
        });
        wait_until("the simulator's link", WAIT, || link.exists());
        Self {
            child,
            stdin,
            heard,
        }
    }

    fn command(&mut self, line: &str) {
        use std::io::Write;
        writeln!(self.stdin, "{line}").expect("a line to the simulator");
        self.stdin.flush().expect("flush");
    }

    /// How many lines the simulator has printed.
    fn count(&self) -> usize {
        self.heard.lock().unwrap().len()
    }

    /// Waits for a line starting with `start` after the first `after` lines; the line.
    fn wait(&self, after: usize, start: &str) -> String {
        let deadline = Instant::now() + WAIT;
        loop {
            {
                let heard = self.heard.lock().unwrap();
                if let Some(line) = heard[after..].iter().find(|l| l.starts_with(start)) {
                    return line.clone();
                }
                assert!(
                    Instant::now() < deadline,
                    "the simulator did not print {start:?} within {WAIT:?}; it printed {heard:?}"
                );
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for SimProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The cable pulled mid-game and plugged in again (the board comes back behind the same link,
/// as under `/dev/serial/by-id/`): the link finds it, greets it again, and the next move made
/// on it is announced. The time from the plug to that announcement is printed for the note
/// (the link tries the port every 500 ms).
#[test]
fn the_board_unplugged_and_plugged_in_again_mid_game() {
    let dir = tempfile::tempdir().unwrap();
    let pegs_heard: Heard = Arc::default();
    let mut pegs = peg_board(dir.path(), &pegs_heard);
    let mut sim = SimProcess::start(&dir.path().join("millennium"));
    let playing = play_at_boards(pegs.link(), &dir.path().join("millennium"), dir.path());
    wait_heard(&pegs_heard, "SNAP?");
    sim.wait(0, "< S");
    on_pegs(&mut pegs, Square::E2, Square::E4, false);
    said(&playing, "Pawn Echo four");
    sim.command("move e2 e4");
    let mut took = Vec::new();
    for (black, words, white) in [
        (
            "move e7 e5",
            "Pawn Echo five",
            (Square::G1, Square::F3, "g1f3"),
        ),
        (
            "move b8 c6",
            "Knight Charlie six",
            (Square::F1, Square::C4, "f1c4"),
        ),
        (
            "move g8 f6",
            "Knight Foxtrot six",
            (Square::D2, Square::D3, "d2d3"),
        ),
    ] {
        sim.command("unplug");
        let before = sim.count();
        sim.command("replug");
        sim.wait(before, "millennium board on");
        let plugged = Instant::now();
        // The move is made once the link has greeted the board again (its status asked).
        sim.wait(before, "< S");
        sim.command(black);
        said(&playing, words);
        took.push(plugged.elapsed());
        let (from, to) = (&black[5..7], &black[8..10]);
        on_pegs(&mut pegs, from.parse().unwrap(), to.parse().unwrap(), false);
        on_pegs(&mut pegs, white.0, white.1, false);
        said(&playing, "");
        sim.command(&format!("move {} {}", &white.2[..2], &white.2[2..]));
    }
    took.sort();
    eprintln!(
        "millennium plugged in again → next move announced: p50 {:?}, max {:?} over {}",
        took[took.len() / 2],
        took[took.len() - 1],
        took.len()
    );
    assert!(playing.finish().success());
}

/// A wrong replay on the Millennium board (d2-d4 for the blind player's e2-e4) is named to the
/// sighted player within 2 s, naming the e-board and the square, and both squares blink on the
/// board (its `L` request); put right, the board says so and its LEDs go out (`X`).
/// The sighted player's sentences go to standard error here (no `--opponent-output`).
#[test]
fn a_wrong_replay_on_the_millennium_board_is_named_and_healed() {
    let dir = tempfile::tempdir().unwrap();
    let pegs_heard: Heard = Arc::default();
    let mut pegs = peg_board(dir.path(), &pegs_heard);
    let mut sim = SimProcess::start(&dir.path().join("millennium"));
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--plain"])
        .args(boards_args(pegs.link(), &dir.path().join("millennium")))
        .env("XDG_DATA_HOME", dir.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn annabella play");
    let said = lines_of(child.stdout.take().expect("stdout"));
    let sighted = lines_of(child.stderr.take().expect("stderr"));
    let next_containing = |words: &[&str], limit: Duration| -> (String, Duration) {
        let started = Instant::now();
        loop {
            let left = limit.saturating_sub(started.elapsed());
            let line = sighted
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no line with {words:?} within {limit:?}"));
            if words.iter().all(|w| line.contains(w)) {
                return (line, started.elapsed());
            }
        }
    };
    wait_heard(&pegs_heard, "SNAP?");
    sim.wait(0, "< S");
    on_pegs(&mut pegs, Square::E2, Square::E4, false);
    // The blind player's move is played before the sighted player touches their board (a move
    // made there first would be White's, made on the e-board).
    let deadline = Instant::now() + WAIT;
    while !said
        .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        .expect("the blind player's move announced")
        .contains("Pawn Echo four")
    {}
    let before = sim.count();
    sim.command("move d2 d4");
    let (named, took) = next_containing(&["E-board", "Delta four"], Duration::from_secs(3));
    assert!(
        took < Duration::from_secs(2),
        "named after {took:?}: {named}"
    );
    // The squares of the fix blink on the board (the LEDs at their corners, so d3 between them
    // reads as lit too), and go out once it is right.
    let lit = sim.wait(before, "< L lit ");
    assert!(lit.contains("d2") && lit.contains("d4"), "{lit}");
    let before = sim.count();
    sim.command("move d4 d2");
    sim.command("move e2 e4");
    next_containing(&["E-board", "done"], Duration::from_secs(5));
    sim.wait(before, "< X");
    drop(child.stdin.take());
    assert!(child.wait().unwrap().success());
}
