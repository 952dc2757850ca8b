//! Live board tests over real pseudo-terminal pairs: the virtual board of `board-sim` on one
//! end, the serial link annabella uses for `--board peg:PATH` on the other.
//!
//! Unplugging is simulated as a USB board is unplugged: the simulator closes both ends of its
//! pty (the link's reads fail with a hang-up) and, on replug, opens a new pair and points a
//! symbolic link it owns at the new `/dev/pts/N`; the link was opened on that symbolic link
//! (as one opens a real board by its `/dev/serial/by-id/…` link) and finds the board again.
//!
//! Nothing here may hang: every wait has a deadline.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use annabella::board::serial::LinkOptions;
use annabella::board::sim::{SimKind, VirtualBoard};
use annabella::board::{BoardEvent, DgtLink, PegLink, Stamped};
use annabella::core::boards::board_model::{BoardAction, BoardModel, Grace};
use annabella::core::boards::dgt::{DgtBoard, DgtMessage, DgtSquare};
use annabella::core::boards::peg::{Button, PegEvent};
use annabella::core::boards::peg_sim::{Rng, move_events, random_game};
use annabella::core::boards::sensing_board::{BoardProtocol, BoardRole};
use annabella::core::voice::Voice;

use crate::common::{assert_no_refusal, start_playing, wait_until};
use shakmaty::{CastlingMode, Chess, Move, Position, Role, Square};

const WAIT: Duration = Duration::from_secs(10);

fn fast(options: LinkOptions) -> LinkOptions {
    LinkOptions {
        poll: Duration::from_millis(20),
        ..options
    }
}

pub(crate) type Heard = Arc<Mutex<Vec<String>>>;

pub(crate) fn sim(kind: SimKind, dir: &Path) -> (VirtualBoard, Heard) {
    let heard: Heard = Arc::default();
    let log = Arc::clone(&heard);
    let board = VirtualBoard::new(
        kind,
        &dir.join("board"),
        Arc::new(move |line: &str| log.lock().unwrap().push(line.to_owned())),
    )
    .unwrap();
    (board, heard)
}

/// A move made on the virtual board by hand: the piece lifted from `from`, put down on `to`.
fn move_on(board: &mut VirtualBoard, from: Square, to: Square) {
    board.up(from).unwrap();
    board.down(to, None).unwrap();
}

/// The peg board and the e-board, each a virtual board in its own folder under `dir`.
pub(crate) fn two_boards(dir: &Path) -> [(VirtualBoard, Heard); 2] {
    [(SimKind::Peg, "peg"), (SimKind::Dgt, "dgt")].map(|(kind, name)| {
        let folder = dir.join(name);
        std::fs::create_dir_all(&folder).unwrap();
        sim(kind, &folder)
    })
}

fn peg_link(path: &Path) -> (PegLink, Receiver<Stamped>) {
    let (tx, rx) = mpsc::channel();
    let link = PegLink::open_with(
        path,
        fast(LinkOptions::PEG),
        annabella::port::Sink::channel(tx),
    )
    .unwrap();
    (link, rx)
}

/// The link to the peg board `board`, once its greeting's snapshot is read.
fn greeted_peg_link(board: &VirtualBoard) -> (PegLink, Receiver<Stamped>) {
    let (link, rx) = peg_link(board.link());
    until(&rx, "greeting SNAP", |e| {
        matches!(e, BoardEvent::Peg(PegEvent::Snap(_)))
    });
    (link, rx)
}

/// The blind player's table at the peg board, from `start`.
fn blind_peg_table(start: Chess) -> BoardModel {
    BoardModel::new(
        BoardRole::Blind,
        BoardProtocol::Peg,
        start,
        CastlingMode::Standard,
        Voice::fide(),
        Grace::default(),
    )
}

/// The next event, within the deadline.
fn next(rx: &Receiver<Stamped>) -> BoardEvent {
    rx.recv_timeout(WAIT).expect("a board event in time").event
}

/// Events until one matches; returns it.
fn until(rx: &Receiver<Stamped>, what: &str, hit: impl Fn(&BoardEvent) -> bool) -> BoardEvent {
    let deadline = Instant::now() + WAIT;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let event = rx
            .recv_timeout(left)
            .unwrap_or_else(|_| panic!("no {what} in time"))
            .event;
        if hit(&event) {
            return event;
        }
    }
}

/// Waits until the board has heard (and answered) a request containing `what`.
pub(crate) fn wait_for(heard: &Heard, what: &str) {
    wait_until(&format!("the board to hear {what}"), WAIT, || {
        heard.lock().unwrap().iter().any(|l| l.contains(what))
    });
}

#[test]
fn peg_events_flow_over_a_pty_and_the_board_is_asked_for_its_state() {
    let dir = tempfile::tempdir().unwrap();
    let (mut board, heard) = sim(SimKind::Peg, dir.path());
    let (link, rx) = peg_link(board.link());
    // The greeting: HELLO? and SNAP?, answered.
    assert!(matches!(
        until(&rx, "HELLO", |e| matches!(
            e,
            BoardEvent::Peg(PegEvent::Hello { .. })
        )),
        BoardEvent::Peg(PegEvent::Hello { .. })
    ));
    let start = Chess::default().board().occupied();
    assert_eq!(
        until(&rx, "SNAP", |e| matches!(
            e,
            BoardEvent::Peg(PegEvent::Snap(_))
        )),
        BoardEvent::Peg(PegEvent::Snap(start))
    );
    wait_for(&heard, "HELLO?");
    move_on(&mut board, Square::E2, Square::E4);
    // Before the press: the link may read it before `button` even returns.
    let sent = Instant::now();
    board.button("clock").unwrap();
    assert_eq!(next(&rx), BoardEvent::Peg(PegEvent::Up(Square::E2)));
    assert_eq!(next(&rx), BoardEvent::Peg(PegEvent::Down(Square::E4)));
    let stamped = rx.recv_timeout(WAIT).unwrap();
    assert_eq!(
        stamped.event,
        BoardEvent::Peg(PegEvent::Button(Button::Clock))
    );
    assert!(stamped.at >= sent, "stamped when read");
    link.close();
}

#[test]
fn a_dropped_line_is_reported_and_the_link_asks_for_a_snapshot() {
    let dir = tempfile::tempdir().unwrap();
    let (mut board, heard) = sim(SimKind::Peg, dir.path());
    let (link, rx) = greeted_peg_link(&board);
    // The board notes a request once it has answered it: the link may read the answer first.
    let asked = || {
        heard
            .lock()
            .unwrap()
            .iter()
            .filter(|l| l.contains("SNAP?"))
            .count()
    };
    wait_until("the board to note the greeting's SNAP?", WAIT, || {
        asked() >= 1
    });
    let asked_before = asked();
    board.garbage();
    assert!(matches!(next(&rx), BoardEvent::Garbled { count: 1, .. }));
    // The link is unsure: it asks, the board answers.
    assert_eq!(
        next(&rx),
        BoardEvent::Peg(PegEvent::Snap(Chess::default().board().occupied()))
    );
    wait_until(
        "the board to note the SNAP? after the garbage",
        WAIT,
        || asked() > asked_before,
    );
    assert_eq!(asked(), asked_before + 1);
    link.close();
}

#[test]
fn a_dgt_board_over_a_pty_sends_its_dump_and_updates_and_hears_no_forbidden_byte() {
    let dir = tempfile::tempdir().unwrap();
    let (mut board, heard) = sim(SimKind::Dgt, dir.path());
    let (tx, rx) = mpsc::channel();
    let link = DgtLink::open_with(
        board.link(),
        fast(LinkOptions::DGT),
        annabella::port::Sink::channel(tx),
    )
    .unwrap();
    let start = DgtBoard::from_board(Chess::default().board());
    assert_eq!(next(&rx), BoardEvent::Dgt(DgtMessage::BoardDump(start)));
    move_on(&mut board, Square::E2, Square::E4);
    assert_eq!(
        next(&rx),
        BoardEvent::Dgt(DgtMessage::FieldUpdate {
            square: Square::E2,
            content: DgtSquare::Empty
        })
    );
    assert_eq!(
        next(&rx),
        BoardEvent::Dgt(DgtMessage::FieldUpdate {
            square: Square::E4,
            content: start.get(Square::E2)
        })
    );
    board.unplug();
    assert!(matches!(next(&rx), BoardEvent::Disconnected(_)));
    board.replug().unwrap();
    assert_eq!(next(&rx), BoardEvent::Reconnected);
    let BoardEvent::Dgt(DgtMessage::BoardDump(after)) = next(&rx) else {
        panic!("a dump after reconnecting");
    };
    assert!(after.occupied().contains(Square::E4));
    link.close();
    let heard = heard.lock().unwrap();
    assert!(!heard.iter().any(|l| l.contains("REFUSED")), "{heard:?}");
    assert!(heard.iter().any(|l| l.starts_with("< 0x42")));
}

/// Gives one event to the table; returns the moves it plays, and asks the board for a
/// snapshot when the table is unsure. What the table says must never refuse a move: every move
/// here is legal.
fn handle(table: &mut BoardModel, _link: &PegLink, at: u64, event: &PegEvent) -> Vec<Move> {
    let mut moves = Vec::new();
    for action in table.sense(at, &BoardEvent::Peg(event.clone())) {
        match action {
            BoardAction::Play(mv) => moves.push(mv),
            BoardAction::Say { text, .. } => assert_no_refusal(&text, &format!("after {event:?}")),
            _ => {}
        }
    }
    moves
}

fn millis(t0: Instant, stamped: &Stamped) -> u64 {
    u64::try_from(stamped.at.duration_since(t0).as_millis()).unwrap()
}

/// Gives a peg board's event read at `stamped.at` (`t0` the table's start) to the table; the
/// moves it plays are added to `played`.
fn handle_stamped(
    table: &mut BoardModel,
    link: &PegLink,
    t0: Instant,
    stamped: &Stamped,
    played: &mut Vec<Move>,
) {
    if let BoardEvent::Peg(event) = &stamped.event {
        played.extend(handle(table, link, millis(t0, stamped), event));
    }
}

/// Pumps events into the table until `played` holds `target` moves.
fn pump(
    rx: &Receiver<Stamped>,
    table: &mut BoardModel,
    link: &PegLink,
    t0: Instant,
    played: &mut Vec<Move>,
    target: usize,
) {
    let deadline = Instant::now() + WAIT;
    while played.len() < target {
        let left = deadline.saturating_duration_since(Instant::now());
        let stamped = rx
            .recv_timeout(left)
            .unwrap_or_else(|_| panic!("move {target} not made in time"));
        handle_stamped(table, link, t0, &stamped, played);
    }
}

/// Follows an unplug and replug, until the snapshot asked for after reconnecting is handled.
fn through_reconnection(
    rx: &Receiver<Stamped>,
    table: &mut BoardModel,
    link: &PegLink,
    t0: Instant,
    played: &mut Vec<Move>,
) {
    let mut stage = 0;
    let deadline = Instant::now() + WAIT;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let stamped = rx.recv_timeout(left).expect("the reconnection in time");
        match (&stamped.event, stage) {
            (BoardEvent::Disconnected(_), 0) => stage = 1,
            (BoardEvent::Reconnected, 1) => stage = 2,
            (BoardEvent::Peg(event), _) => {
                played.extend(handle(table, link, millis(t0, &stamped), event));
                if stage == 2 && matches!(event, PegEvent::Snap(_)) {
                    return;
                }
            }
            _ => {}
        }
    }
}

fn drive(board: &mut VirtualBoard, event: &PegEvent) {
    match event {
        PegEvent::Up(sq) => {
            board.up(*sq).unwrap();
        }
        PegEvent::Down(sq) => {
            board.down(*sq, None).unwrap();
        }
        PegEvent::Button(b) => {
            board.button(b.wire_name()).unwrap();
        }
        other => panic!("move_events gave {other:?}"),
    }
}

/// The board is unplugged 50 times during a game of more than 50 moves: between two moves, and
/// (every other move that is no capture or promotion) in the middle of a move, whose remaining
/// lifts and placements are then made while the board is unplugged and never sent. The link
/// reconnects, asks for a snapshot, and the table recovers the move from it.
///
/// Not covered, because no occupancy sensor can see it: a capture whose capturing piece was
/// lifted before the unplug and seated on the captured piece's square while unplugged leaves
/// exactly the occupancy of "the piece is still in hand", so the snapshot cannot tell.
#[test]
fn unplugging_and_replugging_fifty_times_during_a_game_loses_no_move() {
    let dir = tempfile::tempdir().unwrap();
    let (mut board, _heard) = sim(SimKind::Peg, dir.path());
    let start = Chess::default();
    let mut rng = Rng::new(2024);
    let game = random_game(&start, 90, &mut rng);
    assert!(
        game.len() >= 60,
        "a game long enough ({} plies)",
        game.len()
    );
    let mut table = blind_peg_table(start.clone());
    let (link, rx) = greeted_peg_link(&board);
    let t0 = Instant::now();

    let mut position = start;
    let mut played: Vec<Move> = Vec::new();
    let mut unplugs = 0;
    let mut mid_moves = 0;
    for (ply, &mv) in game.iter().enumerate() {
        let events = move_events(&position, mv, &mut rng);
        let promotion = mv.promotion().is_some();
        // See the test's comment: a capture finished while unplugged cannot be seen.
        let capture = mv.is_capture();
        let mid_move = ply % 2 == 1 && !promotion && !capture && events.len() >= 2;
        if unplugs < 50 && mid_move {
            drive(&mut board, &events[0]);
            pump_one(&rx, &mut table, &link, t0, &mut played);
            board.unplug();
            for event in &events[1..] {
                drive(&mut board, event);
            }
            board.replug().unwrap();
            unplugs += 1;
            mid_moves += 1;
            through_reconnection(&rx, &mut table, &link, t0, &mut played);
        } else {
            if unplugs < 50 {
                board.unplug();
                board.replug().unwrap();
                unplugs += 1;
                through_reconnection(&rx, &mut table, &link, t0, &mut played);
            }
            for event in &events {
                drive(&mut board, event);
            }
        }
        pump(&rx, &mut table, &link, t0, &mut played, ply + 1);
        assert_eq!(played[..], game[..=ply], "ply {ply}");
        position.play_unchecked(mv);
    }
    assert_eq!(unplugs, 50);
    assert!(
        mid_moves >= 15,
        "only {mid_moves} unplugs in the middle of a move"
    );
    assert_eq!(played, game, "every move, in order, none lost");
    assert_eq!(table.base(), &position);
    link.close();
}

/// Handles the events already read, without waiting for more than a moment.
fn pump_one(
    rx: &Receiver<Stamped>,
    table: &mut BoardModel,
    link: &PegLink,
    t0: Instant,
    played: &mut Vec<Move>,
) {
    let stamped = rx.recv_timeout(WAIT).expect("the first event of the move");
    handle_stamped(table, link, t0, &stamped, played);
}

/// Kills the child if a test fails before it ends.
struct Guard(Child);

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Reads one stdout line of the child, within the deadline.
fn line_from(lines: &Receiver<String>) -> String {
    lines
        .recv_timeout(WAIT)
        .expect("a line from board-sim in time")
}

fn spawn_board_sim(args: &[&str]) -> (Guard, Receiver<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("board-sim")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    (Guard(child), rx)
}

fn open_pty(path: &str, baud: u32) -> Box<dyn serialport::SerialPort> {
    serialport::new(path, baud)
        .timeout(Duration::from_millis(100))
        .open()
        .unwrap()
}

/// Reads from a port until `want` bytes arrived or the deadline passed.
fn read_bytes(port: &mut dyn serialport::SerialPort, want: usize) -> Vec<u8> {
    let deadline = Instant::now() + WAIT;
    let mut got = Vec::new();
    let mut buf = [0u8; 256];
    while got.len() < want && Instant::now() < deadline {
        match port.read(&mut buf) {
            Ok(n) => got.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {}
            Err(e) => panic!("read: {e}"),
        }
    }
    got
}

#[test]
fn board_sim_runs_as_a_process_and_its_pty_can_be_opened() {
    let dir = tempfile::tempdir().unwrap();
    let link = dir.path().join("peg");
    let (mut guard, lines) = spawn_board_sim(&["--link", link.to_str().unwrap()]);
    let first = line_from(&lines);
    let pts = first
        .strip_prefix("peg board on ")
        .unwrap_or_else(|| panic!("first line: {first}"));
    assert!(pts.starts_with("/dev/"), "{pts}");
    assert_eq!(line_from(&lines), format!("link {}", link.display()));
    let mut port = open_pty(pts, 115_200);
    port.write_all(b"SNAP? *33\n").unwrap();
    let answer = read_bytes(port.as_mut(), 26);
    assert_eq!(answer, b"SNAP FFFF00000000FFFF *2C\n");
    let stdin = guard.0.stdin.as_mut().unwrap();
    stdin.write_all(b"up e2\nbtn q\nnonsense\n").unwrap();
    stdin.flush().unwrap();
    assert_eq!(read_bytes(port.as_mut(), 16), b"UP e2 *72\nBTN q *09\n");
    // Its own report of the request and of what it sent.
    let mut said = Vec::new();
    while said.len() < 3 {
        said.push(line_from(&lines));
    }
    assert!(said.contains(&"> UP e2 *72".to_owned()), "{said:?}");
    assert!(said.iter().any(|l| l.starts_with("< SNAP?")), "{said:?}");
    // End of input: it ends, cleanly, and removes its link.
    drop(guard.0.stdin.take());
    let mut status = None;
    wait_until("board-sim to end at EOF", WAIT, || {
        status = guard.0.try_wait().unwrap();
        status.is_some()
    });
    assert!(status.unwrap().success());
    let mut stderr = String::new();
    guard
        .0
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert!(stderr.contains("unknown command `nonsense`"), "{stderr}");
    assert!(!link.exists(), "the link is removed at the end");
}

#[test]
fn board_sim_dgt_answers_a_board_request() {
    let (mut guard, lines) = spawn_board_sim(&["--dgt"]);
    let first = line_from(&lines);
    let pts = first
        .strip_prefix("dgt board on ")
        .unwrap_or_else(|| panic!("first line: {first}"));
    let mut port = open_pty(pts, 9_600);
    port.write_all(&[0x42]).unwrap();
    let dump = read_bytes(port.as_mut(), 67);
    assert_eq!(
        dump,
        DgtMessage::BoardDump(DgtBoard::from_board(Chess::default().board())).encode()
    );
    drop(guard.0.stdin.take());
    wait_until("board-sim to end at EOF", WAIT, || {
        guard.0.try_wait().unwrap().is_some()
    });
}

#[test]
fn a_promotion_key_and_a_replayed_move_over_the_pty() {
    // The table helper end to end: white plays on the pegs, black's reply is made elsewhere
    // and replayed on the pegs ("erledigt").
    let dir = tempfile::tempdir().unwrap();
    let (mut board, _heard) = sim(SimKind::Peg, dir.path());
    let (link, rx) = greeted_peg_link(&board);
    let start = Chess::default();
    let mut table = blind_peg_table(start.clone());
    let t0 = Instant::now();
    move_on(&mut board, Square::E2, Square::E4);
    let mut played = Vec::new();
    pump(&rx, &mut table, &link, t0, &mut played, 1);
    let e4 = played[0];
    assert_eq!(e4.to(), Square::E4);
    let mut after = start;
    after.play_unchecked(e4);
    let e5 = after
        .legal_moves()
        .into_iter()
        .find(|m| m.to() == Square::E5 && m.role() == Role::Pawn)
        .unwrap();
    assert!(table.game_moved(0, e5).is_empty());
    move_on(&mut board, Square::E7, Square::E5);
    let mut said = Vec::new();
    let deadline = Instant::now() + WAIT;
    while !said.iter().any(|s: &String| s == "erledigt") {
        let left = deadline.saturating_duration_since(Instant::now());
        let stamped = rx.recv_timeout(left).expect("the replay in time");
        if let BoardEvent::Peg(event) = &stamped.event {
            for action in table.sense(1_000, &BoardEvent::Peg(event.clone())) {
                assert!(
                    !matches!(action, BoardAction::Play(_)),
                    "a replay is no new move"
                );
                if let BoardAction::Say { text, .. } = action {
                    assert_no_refusal(&text, "replaying e5 on the pegs");
                    said.push(text);
                }
            }
        }
    }
    link.close();
}

/// `play --plain --board peg:PATH` against the virtual board: moves made on the pegs are
/// announced as if typed; a typed move is guided on the pegs until it is replayed.
#[test]
fn line_mode_announces_moves_made_on_the_peg_board() {
    let dir = tempfile::tempdir().unwrap();
    let (mut board, heard) = sim(SimKind::Peg, dir.path());
    let board_arg = format!("peg:{}", board.link().display());
    let mut playing = start_playing(&["--board", &board_arg], dir.path());
    // The program has opened the port once the board answered its greeting's SNAP?: a move made
    // on the pegs from then on reaches it, after the snapshot.
    wait_for(&heard, "SNAP?");
    // White plays e4 on the pegs.
    move_on(&mut board, Square::E2, Square::E4);
    assert_eq!(playing.next_line(), "Bauer Eva vier");
    // Black's move is typed (the sighted opponent); the blind player replays it on the pegs.
    playing.type_line("e5");
    assert_eq!(playing.next_line(), "Bauer Eva fünf");
    move_on(&mut board, Square::E7, Square::E5);
    // Then White's knight on the pegs (guidance about the replay, "done", may come first).
    move_on(&mut board, Square::G1, Square::F3);
    playing.wait_for("Springer Felix drei");
    assert!(playing.finish().success());
}

/// Both boards at the table: the sighted player's move on the e-board is announced, and the
/// blind player's move on the pegs too; each board is told what to replay.
#[test]
fn line_mode_with_the_peg_board_and_the_e_board() {
    let dir = tempfile::tempdir().unwrap();
    let [(mut pegs, pegs_heard), (mut eboard, eboard_heard)] = two_boards(dir.path());
    let peg_arg = format!("peg:{}", pegs.link().display());
    let dgt_arg = format!("dgt:{}", eboard.link().display());
    let playing = start_playing(&["--board", &peg_arg, "--eboard", &dgt_arg], dir.path());
    // Both boards are open once each answered the program's request for the whole board.
    wait_for(&pegs_heard, "SNAP?");
    wait_for(&eboard_heard, "< 0x42");
    // The blind player (White) moves on the pegs; the sighted player repeats it on the e-board.
    move_on(&mut pegs, Square::E2, Square::E4);
    playing.wait_for("Bauer Eva vier");
    move_on(&mut eboard, Square::E2, Square::E4);
    // The sighted player answers on the e-board: announced to the blind player.
    move_on(&mut eboard, Square::C7, Square::C5);
    playing.wait_for("Bauer Cesar fünf");
    assert!(playing.finish().success());
}

#[test]
fn a_board_that_never_answers_is_said_within_three_seconds() {
    // A real pty whose other end nobody reads or writes: a board switched off at its cable.
    use serialport::SerialPort;
    let (_silent_board, port) = serialport::TTYPort::pair().expect("a pty pair");
    let path = port.name().expect("the pty has a name");
    let data = tempfile::tempdir().unwrap();
    let board = format!("peg:{path}");
    let mut game = crate::common::start_playing(&["--voice", "en", "--board", &board], data.path());
    let asked = Instant::now();
    assert_eq!(
        game.next_line(),
        "the peg board does not answer: check its cable and that it is switched on"
    );
    assert!(
        asked.elapsed() < Duration::from_secs(5),
        "{:?}",
        asked.elapsed()
    );
    // The game goes on meanwhile.
    game.type_line("e4");
    game.wait_for("Pawn Echo four");
    drop(port);
    assert!(game.finish().success());
}
