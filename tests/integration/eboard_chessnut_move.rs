//! The Chessnut Move over Bluetooth LE, for real: the simulated Move of `tools/ble-sim`
//! (`--board chessnut-move`) on the `BlueZ` mock, and the real binary (`--eboard
//! chessnut-move:ble`) finding it, setting the blind player's moves on it by its robot (the
//! vendor's `42 21` command), reading the sighted player's moves made on it by hand, and, when
//! the robot could not place a piece, telling the sighted player what to fix (and lighting it).
//! The mock is installed by `make test` (tools/ble-sim/setup.sh): missing, these tests fail.

use std::path::Path;
use std::time::{Duration, Instant};

use shakmaty::{Bitboard, Square};

use crate::common::wait_until;
use crate::eboard_ble::{BleBus, BleSim, Table, said, said_after, table as ble_table, wait_heard};

const WAIT: Duration = Duration::from_secs(20);

/// The table of `eboard_ble` with a Move: the blind player (White) types; the sighted player
/// (Black) plays on it.
fn table(dir: &Path) -> Table {
    ble_table(dir, "chessnut-move", None)
}

/// Waits until the simulated board has printed a line holding `what`.
#[track_caller]
fn heard(sim: &BleSim, what: &str) {
    wait_heard(&sim.heard, what);
}

/// The blind player's move typed, said back, and set on the Move by its robot: the program
/// asks for the position after it (`< set PLACEMENT yielding`), and the robot reports it done.
fn typed_and_set(t: &mut Table, typed: &str, words: &str, placement: &str) {
    t.playing.type_line(typed);
    said(&t.playing, words);
    heard(&t.sim, &format!("< set {placement} yielding"));
    heard(&t.sim, &format!("robot: done {placement}"));
}

/// A game: every move of the blind player is set on the sighted player's Move by its robot
/// (never replayed by hand: the board's hands are only the sighted player's own moves), and
/// the sighted player's moves made on it are announced; a capture takes the piece off. The
/// sighted player is never asked to replay a move.
#[test]
fn the_blind_players_moves_are_set_by_the_robot() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = table(dir.path());
    let game = [
        (
            "e4",
            "Pawn Echo four",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
            "move e7 e5",
            "Pawn Echo five",
        ),
        (
            "Nf3",
            "Knight Foxtrot three",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R",
            "move b8 c6",
            "Knight Charlie six",
        ),
        (
            "Bb5",
            "Bishop Bravo five",
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R",
            "move a7 a6",
            "Pawn Alpha six",
        ),
        (
            "Bxc6",
            "Bishop takes Charlie six",
            "r1bqkbnr/1ppp1ppp/p1B5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R",
            "move d7 c6",
            "Pawn Delta takes Charlie six",
        ),
    ];
    for (white, said_back, placement, made, words) in game {
        typed_and_set(&mut t, white, said_back, placement);
        // The move set is told done to the sighted player.
        crate::common::file_showing(&t.opponent, "done", WAIT);
        t.sim.command(made);
        said(&t.playing, words);
    }
    // Castling set by the robot: king and rook in one position.
    typed_and_set(
        &mut t,
        "O-O",
        "castles",
        "r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQ1RK1",
    );
    let shown = std::fs::read_to_string(&t.opponent).unwrap_or_default();
    assert!(
        !shown.contains("still to make"),
        "the sighted player was asked to replay: {shown}"
    );
    assert_eq!(t.sim.lit(), Bitboard::EMPTY, "nothing to fix was lit");
    assert!(t.playing.finish().success());
}

/// The robot could not place a piece (it stopped beside its square): the board reports where
/// it ended, and the sighted player is told what to fix, the squares lit on their board; once
/// fixed by hand, the board is right, the lights go out, and the game goes on.
#[test]
fn a_piece_the_robot_could_not_place_is_told_to_the_sighted_player() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = table(dir.path());
    t.sim.command("robot fail");
    t.playing.type_line("e4");
    said(&t.playing, "Pawn Echo four");
    heard(&t.sim, "robot: could not place P on e4, it stopped on e3");
    crate::common::file_showing(&t.opponent, "Pawn from Echo three to Echo four", WAIT);
    let fix_lit = Bitboard::from(Square::E3) | Bitboard::from(Square::E4);
    wait_until("the fix lit on the Move", WAIT, || t.sim.lit() == fix_lit);
    // The sighted player sets the pawn right; the board is right, its lights out.
    t.sim.command("move e3 e4");
    crate::common::file_showing(&t.opponent, "board is right", WAIT);
    wait_until("the lights out", WAIT, || t.sim.lit() == Bitboard::EMPTY);
    t.sim.command("move e7 e5");
    said(&t.playing, "Pawn Echo five");
    typed_and_set(
        &mut t,
        "Nf3",
        "Knight Foxtrot three",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R",
    );
    assert!(t.playing.finish().success());
}

/// A robot slower than the link's watchdog (a board silent 3 s is polled, lost after two polls
/// unanswered): the Move sends no reports while its robot works, and the link leaves it alone
/// until the robot is done, so the board is not taken for lost and no poll interrupts it.
#[test]
fn a_slow_robot_is_not_taken_for_a_lost_board() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = table(dir.path());
    t.sim.command("robot time 10000");
    let placement = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
    typed_and_set(&mut t, "e4", "Pawn Echo four", placement);
    let lines = t.sim.heard.lock().unwrap().clone();
    let set = lines.iter().position(|l| l.starts_with("< set ")).unwrap();
    let done = lines
        .iter()
        .position(|l| l.starts_with("robot: done"))
        .unwrap();
    assert!(
        !lines[set..done].iter().any(|l| l == "< realtime"),
        "polled while the robot worked: {lines:#?}"
    );
    t.sim.command("move e7 e5");
    let (line, mut said) = said_after(&t.playing, "Pawn Echo five");
    said.push(line);
    assert!(
        !said.iter().any(|l| l.contains("disconnected")),
        "the board was taken for lost: {said:#?}"
    );
    assert!(t.playing.finish().success());
}

/// `annabella boards` names a Move both ways it can be played: with its robot
/// (`chessnut-move:ble`) and, as any Chessnut board, read only (`chessnut:ble`).
#[test]
fn a_move_advertising_is_listed_with_its_robot() {
    let bus = BleBus::start();
    let _board = BleSim::start(&bus, "chessnut-move", None);
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["boards", "--listen", "2", "--lang", "en"])
        .env("DBUS_SYSTEM_BUS_ADDRESS", &bus.address)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run annabella boards");
    let listed = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{listed}");
    let lines: Vec<&str> = listed.lines().collect();
    assert!(
        lines.contains(
            &"Chessnut Move board “Chessnut Move” over Bluetooth, at 00:00:00:00:0B:02: play \
              with --eboard chessnut-move:ble:00:00:00:00:0B:02"
        ),
        "{listed}"
    );
    assert!(
        lines.contains(
            &"Chessnut board “Chessnut Move” over Bluetooth, at 00:00:00:00:0B:02: play with \
              --eboard chessnut:ble:00:00:00:00:0B:02"
        ),
        "{listed}"
    );
}

/// Measures a typed move to the Move's robot asked to set it (the set-position command read
/// by the simulated board): 3 games of 10 moves each way; prints p50, p99 and the slowest.
/// `cargo test --test integration chessnut_move_latency -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement"]
fn chessnut_move_latency() {
    use shakmaty::{Chess, Position, san::San};
    const MOVES: [&str; 20] = [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "d3", "d6", "Nc3", "Nf6", "Bg5", "h6", "Bh4", "g5",
        "Bg3", "Bg4", "h3", "Bh5", "a3", "a6",
    ];
    let mut times = Vec::new();
    for _ in 0..3 {
        let dir = tempfile::tempdir().unwrap();
        let mut t = table(dir.path());
        let mut pos = Chess::default();
        for pair in MOVES.chunks(2) {
            let white = pair[0].parse::<San>().unwrap().to_move(&pos).unwrap();
            pos.play_unchecked(white);
            let set = format!("< set {} yielding", pos.board());
            let before = t.sim.heard.lock().unwrap().len();
            let start = Instant::now();
            t.playing.type_line(pair[0]);
            while !t.sim.heard.lock().unwrap()[before..]
                .iter()
                .any(|l| l.contains(&set))
            {
                assert!(start.elapsed() < WAIT, "{set} never came");
                std::thread::sleep(Duration::from_millis(1));
            }
            times.push(start.elapsed());
            heard(&t.sim, &format!("robot: done {}", pos.board()));
            // The move said back, then the sighted player's reply made on the board and said.
            t.playing.next_line_within(WAIT).unwrap();
            let black = pair[1].parse::<San>().unwrap().to_move(&pos).unwrap();
            let from = black.from().unwrap();
            pos.play_unchecked(black);
            t.sim.command(&format!("move {from} {}", black.to()));
            t.playing.next_line_within(WAIT).unwrap();
        }
        assert!(t.playing.finish().success());
    }
    times.sort();
    // The percentile's rank, in hundredths of the sorted times.
    let at = |percent: usize| times[(times.len() - 1) * percent / 100];
    eprintln!(
        "typed move -> robot asked: n={} p50={:?} p99={:?} slowest={:?}",
        times.len(),
        at(50),
        at(99),
        times[times.len() - 1]
    );
}
