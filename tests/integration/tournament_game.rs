//! A tournament game scripted end to end through the real binary (issue 25): names given by the
//! arbiter, the blind player's peg board and the sighted player's e-board (the virtual boards of
//! `board-sim` on real pseudo-terminal pairs), each player replaying the other's moves on their
//! own board, presses on the peg board's clock button, and a poller reading the live PGN.

use std::time::Duration;

use shakmaty::Square;

use crate::board_live::{two_boards, wait_for};
use crate::broadcast::{curl, python_chess, require_python_chess, start_broadcasting};
use crate::common::{Playing, wait_until};

/// Lines said until one equals `wanted`; every line is kept in `said`.
#[track_caller]
fn said_until(playing: &Playing, said: &mut Vec<String>, wanted: &str) {
    loop {
        let line = playing.next_line();
        let done = line == wanted;
        said.push(line);
        if done {
            return;
        }
    }
}

/// The half-moves of a PGN's movetext (comments, move numbers and the result left out): the cheap
/// look at the broadcast while the game runs; python-chess reads every version seen afterwards.
fn plies_in(pgn: &str) -> usize {
    let mut depth = 0;
    let mut plain = String::new();
    for c in pgn
        .lines()
        .filter(|line| !line.starts_with('['))
        .flat_map(|line| line.chars().chain([' ']))
    {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    plain
        .split_whitespace()
        .filter(|token| !token.ends_with('.') && !["1-0", "0-1", "1/2-1/2", "*"].contains(token))
        .count()
}

/// What python-chess reads in each of `pgns` (as [`crate::broadcast::python_chess_reads`] does
/// for one): "SAN clock" for each move, then the result. One Python for them all: a poller's
/// reading is the same, and Python with python-chess takes a second to start on a busy machine.
fn python_chess_reads_each(pgns: &[String]) -> Vec<Vec<String>> {
    let script = "import sys, chess.pgn\n\
                  while True:\n\
                  \x20   game = chess.pgn.read_game(sys.stdin)\n\
                  \x20   if game is None: break\n\
                  \x20   assert not game.errors, game.errors\n\
                  \x20   board = game.board()\n\
                  \x20   for node in game.mainline():\n\
                  \x20       print(board.san(node.move), node.clock())\n\
                  \x20       board.push(node.move)\n\
                  \x20   print('result', game.headers['Result'])\n\
                  \x20   print('--')\n";
    let lines = python_chess(script, &pgns.join("\n\n"));
    let reads: Vec<Vec<String>> = lines
        .split(|line| line == "--")
        .filter(|read| !read.is_empty())
        .map(<[String]>::to_vec)
        .collect();
    assert_eq!(reads.len(), pgns.len(), "{lines:#?}");
    reads
}

/// The arbiter's names for the record.
const NAMES: [&str; 10] = [
    "--white",
    "Anna Blind",
    "--black",
    "Sam Sighted",
    "--event",
    "Club Open",
    "--site",
    "Vienna",
    "--round",
    "3",
];

#[test]
fn a_tournament_game_with_two_boards_names_and_a_broadcast() {
    require_python_chess();
    let dir = tempfile::tempdir().unwrap();
    let [(mut pegs, pegs_heard), (mut eboard, eboard_heard)] = two_boards(dir.path());
    let peg_arg = format!("peg:{}", pegs.link().display());
    let dgt_arg = format!("dgt:{}", eboard.link().display());
    let mut args = vec!["--voice", "en", "--speech", "text", "--time", "300+2"];
    args.extend([
        "--blind", "white", "--board", &peg_arg, "--eboard", &dgt_arg,
    ]);
    args.extend(NAMES);
    let (playing, addr) = start_broadcasting(&args, dir.path());
    let url = format!("http://{addr}/game.pgn");
    let mut said = vec![playing.greeting.clone()];
    // The broadcast as the poller saw it after each move, and at the end.
    let mut polled = Vec::new();
    wait_for(&pegs_heard, "SNAP?");
    wait_for(&eboard_heard, "< 0x42");
    // Scholar's mate: White (blind, pegs) moves and presses; Black (sighted, e-board) answers.
    let game: [(Square, Square, &str); 7] = [
        (Square::E2, Square::E4, "Pawn Echo four"),
        (Square::E7, Square::E5, "Pawn Echo five"),
        (Square::F1, Square::C4, "Bishop Charlie four"),
        (Square::B8, Square::C6, "Knight Charlie six"),
        (Square::D1, Square::H5, "Queen Hotel five"),
        (Square::G8, Square::F6, "Knight Foxtrot six"),
        (
            Square::H5,
            Square::F7,
            "Queen takes Foxtrot seven checkmate",
        ),
    ];
    for (ply, (from, to, words)) in game.iter().enumerate() {
        let white = ply % 2 == 0;
        let (mover, replayer) = if white {
            (&mut pegs, &mut eboard)
        } else {
            (&mut eboard, &mut pegs)
        };
        mover.up(*from).unwrap();
        if ply == 6 {
            mover.up(*to).unwrap();
        }
        mover.down(*to, None).unwrap();
        said_until(&playing, &mut said, words);
        replayer.up(*from).unwrap();
        if ply == 6 {
            replayer.up(*to).unwrap();
        }
        if ply == 1 {
            // The blind player's slip while replaying e5: the pawn seated on e6 first, guided
            // back (on the peg board, named), then on e5.
            replayer.down(Square::E6, None).unwrap();
            let guidance = playing.next_line();
            assert!(guidance.starts_with("Peg board: "), "{guidance}");
            said.push(guidance);
            replayer.up(Square::E6).unwrap();
        }
        replayer.down(*to, None).unwrap();
        if white {
            pegs.button("clock").unwrap();
        }
        let moves = ply + 1;
        wait_until(
            "the broadcast to hold the move",
            Duration::from_secs(10),
            || {
                let answer = curl(&[&url]);
                let holds = answer.status == 200 && plies_in(&answer.body) == moves;
                if holds {
                    polled.push(answer.body);
                }
                holds
            },
        );
    }
    said_until(&playing, &mut said, "Checkmate. White wins.");
    // The poller sees the result too.
    wait_until(
        "the broadcast to hold the result",
        Duration::from_secs(10),
        || {
            let answer = curl(&[&url]);
            let holds = answer.status == 200 && answer.body.contains("[Result \"1-0\"]");
            if holds {
                polled.push(answer.body);
            }
            holds
        },
    );
    // python-chess reads every version polled: each move in its turn, then the result.
    let reads = python_chess_reads_each(&polled);
    for (moves, read) in (1..=game.len()).zip(&reads) {
        assert_eq!(read.len(), moves + 1, "after move {moves}: {read:?}");
    }
    assert_eq!(reads[game.len()].len(), game.len() + 1, "{reads:?}");
    assert_eq!(
        reads[game.len()].last().map(String::as_str),
        Some("result 1-0"),
        "{reads:?}"
    );
    let (status, rest) = playing.finish_with_lines();
    said.extend(rest);
    assert!(status.success(), "{said:#?}");

    check_said(&said, &game.map(|(_, _, words)| words));
    check_records(dir.path());
}

/// What the table said: the names, every press, and no guidance without its board.
#[track_caller]
fn check_said(said: &[String], moves: &[&str]) {
    // The greeting names the event and both players.
    assert!(
        said[0].contains("Club Open, Vienna, round 3; White Anna Blind, Black Sam Sighted"),
        "{said:#?}"
    );
    // Every press is said: the blind player's three presses on the peg board before the mate
    // each say whose clock runs, and the press after the mate ends the game.
    let presses = said.iter().filter(|l| *l == "Black's clock runs").count();
    assert_eq!(presses, 3, "{said:#?}");
    // No unnamed guidance: every line that is not a move, a press, the end or the saved file
    // names the board it is about.
    let waits = "the game ends when the clock is pressed: Enter or press completes the move, \
                 undo corrects it";
    for line in &said[1..] {
        let known = moves.contains(&line.as_str())
            || line == "Black's clock runs"
            || line == waits
            || line == "Checkmate. White wins."
            || line.starts_with("the game is saved in ");
        assert!(
            known || line.starts_with("Peg board: ") || line.starts_with("E-board: "),
            "an unnamed line: {line:?} in {said:#?}"
        );
    }
    // The blind player replaying each of the sighted player's moves is told it is done, and
    // after the slip that the board is right again.
    let done = said.iter().filter(|l| *l == "Peg board: done").count();
    assert_eq!(done, 3, "{said:#?}");
    assert!(
        said.iter().any(|l| l == "Peg board: board is right"),
        "{said:#?}"
    );
}

/// The PGN and the BRF score sheet the game left in `data`.
#[track_caller]
fn check_records(data: &std::path::Path) {
    // The PGN and the BRF score sheet carry the names and the result.
    let games = data.join("annabella/games");
    let pgn_path = std::fs::read_dir(&games)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.extension().is_some_and(|ext| ext == "pgn"))
        .expect("the saved game");
    let pgn = std::fs::read_to_string(&pgn_path).unwrap();
    for tag in [
        "[Event \"Club Open\"]",
        "[Site \"Vienna\"]",
        "[Round \"3\"]",
        "[White \"Anna Blind\"]",
        "[Black \"Sam Sighted\"]",
        "[Result \"1-0\"]",
        "[TimeControl \"300+2\"]",
        "[Termination \"normal\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} missing in {pgn}");
    }
    assert!(pgn.trim_end().ends_with("1-0"), "{pgn}");
    let brf = crate::common::annabella(&["export", "--brf", pgn_path.to_str().unwrap()], b"");
    assert!(
        brf.stdout
            .starts_with("WHITE ANNA BLIND\nBLACK SAM SIGHTED\n"),
        "{}",
        brf.stdout
    );
    assert!(
        brf.stdout.contains("\nRESULT WHITE WINS\n"),
        "{}",
        brf.stdout
    );
}
