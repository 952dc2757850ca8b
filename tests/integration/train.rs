//! `annabella train` through the real binary: one puzzle for scripts (contract section 13),
//! solved by typed moves in UCI and SAN, by spoken moves (WAV files heard by the recogniser),
//! after a wrong move, with hints, left by `quit` or the end of input; an unknown id; the
//! interface language and the voice honoured; a session of puzzles answered as they come, and
//! `train status` after it; `train` at the table once the game has ended, in line mode and on the
//! full screen. Every run keeps its progress in its own temporary data folder.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use annabella::core::training::PuzzleSet;

use super::common::{Run, annabella_with_env, require_tools};

/// Runs `annabella train ARGS` with its data and settings in `home`.
fn train(home: &Path, args: &[&str], stdin: &str) -> Run {
    let data = home.join("data");
    let config = home.join("config");
    let mut all = vec!["train"];
    all.extend_from_slice(args);
    annabella_with_env(
        &all,
        stdin.as_bytes(),
        &[("XDG_DATA_HOME", &data), ("XDG_CONFIG_HOME", &config)],
    )
}

/// The English lines of puzzle 0008Q: White's rook has just checked from f7; Black wins the
/// e6 pawn with Re5+ Kf1 Rxe6.
const OPENING_EN: [&str; 4] = [
    "puzzle 0008Q, rated 1383",
    "White: King Echo two, Rook Echo seven, Pawns Bravo three, Foxtrot three, Alpha four, Echo six; \
     Black: King Golf three, Rook Foxtrot five, Pawns Hotel four, Alpha five, Bravo six; White to move",
    "White plays Rook Foxtrot seven",
    "Black to move: find the best move",
];

fn lines(run: &Run) -> Vec<&str> {
    run.stdout.lines().collect()
}

#[test]
fn a_puzzle_is_solved_by_moves_typed_in_uci_and_its_last_line_says_so() {
    let home = tempfile::tempdir().unwrap();
    let run = train(
        home.path(),
        &[
            "--plain", "--puzzle", "0008Q", "--voice", "en", "--lang", "en",
        ],
        "f5e5\ne5e6\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let mut expected = OPENING_EN.to_vec();
    expected.extend([
        "Rook Echo five check",
        "White answers King Foxtrot one",
        "right; go on",
        "Rook takes Echo six",
    ]);
    let got = lines(&run);
    assert_eq!(got[..got.len() - 2], expected[..]);
    assert!(
        got[got.len() - 2].starts_with("your puzzle rating is "),
        "{got:?}"
    );
    assert_eq!(got.last(), Some(&"puzzle 0008Q solved"));
}

#[test]
fn a_wrong_move_is_said_and_the_right_one_in_san_then_solves() {
    let home = tempfile::tempdir().unwrap();
    // Kg2 is legal but not the solution; the opponent's reply typed by a script (e2f1) is no
    // move of the solver's and is refused; then Re5+ and Rxe6 in SAN.
    let run = train(
        home.path(),
        &[
            "--plain", "--puzzle", "0008Q", "--voice", "en", "--lang", "en",
        ],
        "Kg2\nRe5+\ne2f1\nRxe6\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let got = lines(&run);
    assert_eq!(got[4], "King Golf two is not the solution: try again");
    assert_eq!(got[5], "Rook Echo five check");
    assert!(
        got[8].starts_with("illegal move \"e2f1\""),
        "the reply is the opponent's: {got:?}"
    );
    assert_eq!(got.last(), Some(&"puzzle 0008Q solved"));
}

#[test]
fn hints_name_the_piece_then_the_square_and_the_second_miss_says_the_solution() {
    let home = tempfile::tempdir().unwrap();
    let run = train(
        home.path(),
        &[
            "--plain", "--puzzle", "0008Q", "--voice", "en", "--lang", "en",
        ],
        "hint\nhint\nKg2\nKh3\nboard\nquit\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let got = lines(&run);
    assert_eq!(
        got[4..9],
        [
            "move the Rook on Foxtrot five",
            "the Rook from Foxtrot five to Echo five",
            "King Golf two is not the solution: try again",
            "King Hotel three is not the solution either; the solution is Rook Echo five check",
            // The questions answer on the position the player solves.
            "White: King Echo two, Rook Foxtrot seven, Pawns Bravo three, Foxtrot three, Alpha four, \
             Echo six; Black: King Golf three, Rook Foxtrot five, Pawns Hotel four, Alpha five, \
             Bravo six; Black to move",
        ]
    );
    assert_eq!(got.last(), Some(&"puzzle 0008Q not solved"));
}

#[test]
fn quit_or_the_end_of_input_leaves_the_puzzle_not_solved() {
    let home = tempfile::tempdir().unwrap();
    for input in ["quit\nf5e5\n", "f5e5\n", ""] {
        let run = train(home.path(), &["--plain", "--puzzle", "0008Q"], input);
        assert_eq!(run.status, 0, "{input:?}: {}", run.stderr);
        assert_eq!(
            lines(&run).last(),
            Some(&"puzzle 0008Q not solved"),
            "{input:?}"
        );
    }
}

#[test]
fn an_unknown_puzzle_id_is_one_line_naming_it_and_exit_2() {
    let home = tempfile::tempdir().unwrap();
    let run = train(home.path(), &["--plain", "--puzzle", "zz9zz"], "f5e5\n");
    assert_eq!(run.status, 2);
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "annabella: no puzzle \"zz9zz\" in the puzzle set\n"
    );
    let german = train(
        home.path(),
        &["--plain", "--puzzle", "0008q", "--lang", "de"],
        "",
    );
    assert_eq!(german.status, 2);
    assert!(
        german.stderr.contains("keine Aufgabe „0008q“"),
        "{}",
        german.stderr
    );
}

#[test]
fn the_fide_voice_and_the_interface_language_are_honoured() {
    let home = tempfile::tempdir().unwrap();
    let run = train(
        home.path(),
        &["--plain", "--puzzle", "0008Q", "--lang", "de"],
        "Te5\nTxe6\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let got = lines(&run);
    assert_eq!(
        got[..7],
        [
            "Aufgabe 0008Q, Wertung 1383",
            "Weiß: König Eva zwei, Turm Eva sieben, Bauern Bella drei, Felix drei, Anna vier, Eva \
             sechs; Schwarz: König Gustav drei, Turm Felix fünf, Bauern Hector vier, Anna fünf, \
             Bella sechs; Weiß am Zug",
            "Weiß spielt Turm Felix sieben",
            "Schwarz am Zug: finde den besten Zug",
            "Turm Eva fünf Schach",
            "Weiß antwortet König Felix eins",
            "richtig; weiter",
        ]
    );
    assert_eq!(got.last(), Some(&"puzzle 0008Q solved"));
    // The French voice's words, and the French sentences, read French letters (T for the rook).
    let french = train(
        home.path(),
        &[
            "--plain", "--puzzle", "0008Q", "--voice", "fr", "--lang", "fr",
        ],
        "Te5\nquit\n",
    );
    let got = lines(&french);
    assert_eq!(got[3], "trait aux Noirs : trouvez le meilleur coup");
    assert!(got[4].starts_with("Tour "), "{got:?}");
}

#[test]
fn a_mating_move_other_than_the_line_solves_as_on_lichess() {
    // Every mate-in-one of the set: each solved by its own move, typed in UCI.
    let set = PuzzleSet::built_in();
    let puzzle = set
        .all()
        .iter()
        .find(|p| p.themes.iter().any(|t| t == "mateIn1"))
        .unwrap();
    let home = tempfile::tempdir().unwrap();
    let solution = puzzle.moves[1].to_string();
    let run = train(
        home.path(),
        &["--plain", "--puzzle", puzzle.id.as_str()],
        &format!("{solution}\n"),
    );
    assert_eq!(
        lines(&run).last().copied(),
        Some(format!("puzzle {} solved", puzzle.id).as_str())
    );
}

/// `text` said by espeak-ng's German voice, 16 kHz mono, with silence around it as a
/// microphone gives it.
fn spoken(dir: &Path, name: &str, text: &str) -> PathBuf {
    require_tools(&["espeak-ng", "sox"]);
    let raw = dir.join(format!("{name}.raw.wav"));
    let wav = dir.join(format!("{name}.wav"));
    let status = Command::new("espeak-ng")
        .args(["-v", "de", "-s", "130", "-p", "60", "-w"])
        .arg(&raw)
        .arg(text)
        .status()
        .unwrap();
    assert!(status.success());
    let status = Command::new("sox")
        .arg("-R")
        .arg(&raw)
        .args(["-r", "16000", "-c", "1", "-b", "16"])
        .arg(&wav)
        .args(["pad", "0.4", "0.4"])
        .status()
        .unwrap();
    assert!(status.success());
    wav
}

#[test]
fn a_puzzle_is_solved_by_spoken_moves_heard_from_wav_files() {
    let home = tempfile::tempdir().unwrap();
    let first = spoken(home.path(), "first", "Turm Eva fünf");
    let second = spoken(home.path(), "second", "Turm schlägt Eva sechs");
    let files = format!("{},{}", first.display(), second.display());
    let run = train(
        home.path(),
        &["--plain", "--puzzle", "0008Q", "--listen-file", &files],
        "",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let got = lines(&run);
    assert_eq!(got[4], "Turm Eva fünf Schach", "{got:?}");
    assert!(got.contains(&"Turm schlägt Eva sechs"), "{got:?}");
    assert_eq!(got.last(), Some(&"puzzle 0008Q solved"));
}

/// The lines of a running `annabella train`, read on their own thread.
struct Session {
    child: std::process::Child,
    lines: mpsc::Receiver<String>,
}

impl Session {
    fn start(home: &Path, args: &[&str]) -> Session {
        Session::of("train", home, args)
    }

    /// `annabella COMMAND ARGS` (`play` too) with its data and settings in `home`.
    fn of(command: &str, home: &Path, args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .arg(command)
            .args(args)
            .env("XDG_DATA_HOME", home.join("data"))
            .env("XDG_CONFIG_HOME", home.join("config"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let lines = crate::common::lines_of(child.stdout.take().unwrap());
        Session { child, lines }
    }

    fn next_line(&self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(20))
            .expect("a line from annabella")
    }

    /// Lines until one that starts with `start`, which is returned.
    fn until(&self, start: &str) -> String {
        loop {
            let line = self.next_line();
            if line.starts_with(start) {
                return line;
            }
        }
    }

    fn type_line(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }
}

#[test]
fn a_session_of_chosen_puzzles_is_answered_as_they_come_and_status_counts_them() {
    let home = tempfile::tempdir().unwrap();
    let mut session = Session::start(
        home.path(),
        &[
            "--theme", "mateIn2", "--count", "2", "--voice", "en", "--lang", "en",
        ],
    );
    let set = PuzzleSet::built_in();
    for round in 0..2 {
        let opening = session.until("puzzle ");
        let id = opening
            .strip_prefix("puzzle ")
            .and_then(|rest| rest.split(',').next())
            .unwrap();
        let puzzle = set.find(id).unwrap();
        assert!(puzzle.themes.iter().any(|t| t == "mateIn2"), "{id}");
        if round == 0 {
            // The player's moves are every other one after the setting move.
            for uci in puzzle.moves.iter().skip(1).step_by(2) {
                session.type_line(&uci.to_string());
            }
        } else {
            session.type_line("solution");
            assert!(session.until("the solution is ").len() > 16);
            session.type_line("quit");
        }
        let verdict = session.until(&format!("puzzle {id} "));
        let expected = if round == 0 { "solved" } else { "not solved" };
        assert_eq!(verdict, format!("puzzle {id} {expected}"));
    }
    assert_eq!(
        session.until("one puzzle"),
        "one puzzle tried, 1 solved",
        "the puzzle left by quit is not counted"
    );
    drop(session.child.stdin.take());
    assert!(session.child.wait().unwrap().success());
    let status = train(home.path(), &["--lang", "en", "status"], "");
    assert_eq!(status.status, 0, "{}", status.stderr);
    let got = lines(&status);
    assert_eq!(got[..2], ["no puzzle is due", "2 puzzles tried"]);
    assert!(got[2].starts_with("puzzle rating "), "{got:?}");
}

#[test]
fn a_blunder_of_an_analysed_game_becomes_a_drill_checked_by_stockfish_and_solved() {
    super::common::require_tool("stockfish", &["/usr/games/stockfish"]);
    let home = tempfile::tempdir().unwrap();
    let game = home.path().join("game.analysed.pgn");
    // As `annabella analyse` writes it: each blunder marked $4, the better move a variation.
    // Black's 3...g6 is one good defence among several (Qe7, Qf6): left out. White's 4.Qxf7#
    // is the only mate: kept.
    std::fs::write(
        &game,
        "[White \"Me\"]\n[Black \"Them\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 $4 (3... g6 4. Qf3) \
         4. Qf3 $4 (4. Qxf7#) Nd4 *\n",
    )
    .unwrap();
    let path = game.to_str().unwrap();
    // Depth 8 tells these apart as well as the default 12, in less time on a busy machine.
    let drills = ["--lang", "en", "drills", "--depth", "8", path];
    let added = train(home.path(), &drills, "");
    assert_eq!(added.status, 0, "{}", added.stderr);
    let got = lines(&added);
    assert_eq!(got.len(), 3, "{got:?}");
    assert!(
        got[0].starts_with("drill d") && got[0].contains(" left out: "),
        "{got:?}"
    );
    let id = got[1]
        .strip_prefix("drill ")
        .and_then(|rest| rest.strip_suffix(" added"))
        .unwrap()
        .to_owned();
    assert_eq!(got[2], format!("one new drill from {path}"));
    // Made again from the same game: nothing new.
    let again = train(home.path(), &drills, "");
    assert_eq!(
        lines(&again).last().copied(),
        Some(format!("no new drill from {path}").as_str())
    );

    let run = train(
        home.path(),
        &["--plain", "--puzzle", &id, "--voice", "en", "--lang", "en"],
        "Qf3\nQxf7\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let got = lines(&run);
    assert_eq!(got[2], "Black plays Knight Foxtrot six");
    assert_eq!(got[3], "White to move: find the best move");
    assert_eq!(got[4], "Queen Foxtrot three is not the solution: try again");
    assert_eq!(
        got.last().copied(),
        Some(format!("puzzle {id} solved").as_str())
    );
}

#[test]
fn a_puzzle_is_solved_with_the_pegs_of_the_board_sim() {
    use annabella::board::sim::{SimKind, VirtualBoard};
    use shakmaty::Position;
    use std::sync::{Arc, Mutex};

    let home = tempfile::tempdir().unwrap();
    let heard: Arc<Mutex<Vec<String>>> = Arc::default();
    let log = Arc::clone(&heard);
    let mut board = VirtualBoard::new(
        SimKind::Peg,
        &home.path().join("board"),
        Arc::new(move |line: &str| log.lock().unwrap().push(line.to_owned())),
    )
    .unwrap();
    // The pegs stand as the puzzle begins (after White's Rf7+).
    let puzzle = PuzzleSet::built_in().find("0008Q").unwrap();
    board.set_board(puzzle.open().unwrap().start().board().clone());
    let port = format!("peg:{}", board.link().display());
    let session = Session::start(
        home.path(),
        &[
            "--plain", "--puzzle", "0008Q", "--voice", "en", "--lang", "en", "--board", &port,
        ],
    );
    session.until("Black to move: find the best move");
    // The link greets the board (HELLO?, SNAP?) before the first peg is lifted.
    crate::common::wait_until("the link's SNAP?", Duration::from_secs(10), || {
        heard
            .lock()
            .unwrap()
            .iter()
            .any(|line| line.contains("SNAP?"))
    });
    solve_0008q_with_the_pegs(&mut board, session);
}

#[test]
fn the_position_is_set_up_peg_by_peg_as_guided_a_wrong_square_corrected_then_solved() {
    use annabella::board::sim::{SimKind, VirtualBoard};
    use shakmaty::{Board, Color, Position, Square};
    use std::sync::Arc;

    let home = tempfile::tempdir().unwrap();
    let mut board = VirtualBoard::new(
        SimKind::Peg,
        &home.path().join("board"),
        Arc::new(|_: &str| {}),
    )
    .unwrap();
    // The board holds one stray pawn on d4, no square of the puzzle.
    let puzzle = PuzzleSet::built_in().find("0008Q").unwrap();
    let wanted = puzzle.open().unwrap().start().board().clone();
    let mut stray = Board::empty();
    stray.set_piece_at(Square::D4, Color::White.pawn());
    board.set_board(stray);
    let port = format!("peg:{}", board.link().display());
    let session = Session::start(
        home.path(),
        &[
            "--plain", "--puzzle", "0008Q", "--voice", "en", "--lang", "en", "--board", &port,
        ],
    );
    session.until("Black to move: find the best move");
    assert_eq!(
        session.next_line(),
        "set up the puzzle on the board, piece by piece: 11 pieces, the kings first"
    );
    assert_eq!(session.next_line(), "lift the peg on Delta four");
    board.up(Square::D4).unwrap();
    assert_eq!(session.next_line(), "put the White King on Echo two");
    board.down(Square::E2, Some(Color::White.king())).unwrap();
    assert_eq!(session.next_line(), "right: the White King on Echo two");
    assert_eq!(session.next_line(), "put the Black King on Golf three");
    // The black king put on h3, a square off: said at once; lifted, it is asked for again.
    board.down(Square::H3, Some(Color::Black.king())).unwrap();
    assert_eq!(
        session.next_line(),
        "that peg is on Hotel three: lift it; wanted is the Black King on Golf three"
    );
    board.up(Square::H3).unwrap();
    let mut line = session.next_line();
    assert_eq!(line, "put the Black King on Golf three");
    // Every other piece where it is asked for, in the order said: kings, then by file.
    let mut asked = Vec::new();
    while let Some(what) = line.strip_prefix("put the ") {
        let square = square_said(what);
        asked.push(square);
        board.down(square, wanted.piece_at(square)).unwrap();
        assert!(session.next_line().starts_with("right: the "));
        line = session.next_line();
    }
    let order = ["g3", "a4", "a5", "b3", "b6", "e6", "f3", "f5", "f7", "h4"];
    let asked: Vec<String> = asked.iter().map(ToString::to_string).collect();
    assert_eq!(asked, order);
    assert_eq!(line, "the board shows the puzzle: it begins");
    assert_eq!(session.next_line(), "Black to move: find the best move");
    // Then solved with the pegs: Re5+ Kf1 Rxe6.
    solve_0008q_with_the_pegs(&mut board, session);
}

/// Puzzle 0008Q solved on the peg board: Re5+, the opponent's Kf1 made with the pegs, then
/// Rxe6 (the captured pawn lifted first); the run ends well.
fn solve_0008q_with_the_pegs(board: &mut annabella::board::sim::VirtualBoard, session: Session) {
    use shakmaty::{Color, Piece, Role, Square};

    board.up(Square::F5).unwrap();
    board.down(Square::E5, None).unwrap();
    assert_eq!(session.next_line(), "Rook Echo five check");
    assert_eq!(session.next_line(), "White answers King Foxtrot one");
    assert_eq!(session.next_line(), "right; go on");
    board.up(Square::E2).unwrap();
    board.down(Square::F1, None).unwrap();
    board.up(Square::E6).unwrap();
    board.up(Square::E5).unwrap();
    board
        .down(
            Square::E6,
            Some(Piece {
                color: Color::Black,
                role: Role::Rook,
            }),
        )
        .unwrap();
    assert_eq!(session.until("Rook takes"), "Rook takes Echo six");
    assert_eq!(session.until("puzzle 0008Q"), "puzzle 0008Q solved");
    let mut child = session.child;
    assert!(child.wait().unwrap().success());
}

#[test]
fn repeat_says_the_latest_utterance_again_and_a_game_command_is_not_used() {
    let home = tempfile::tempdir().unwrap();
    let run = train(
        home.path(),
        &[
            "--plain", "--puzzle", "0008Q", "--voice", "en", "--lang", "en",
        ],
        "repeat\ndraw\n\nquit\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(
        lines(&run)[3..],
        [
            "Black to move: find the best move",
            "Black to move: find the best move",
            "draw is not used in a puzzle",
            "Black to move: find the best move",
            "puzzle 0008Q not solved",
        ]
    );
}

#[test]
fn two_runs_on_one_data_folder_both_keep_their_progress() {
    let home = tempfile::tempdir().unwrap();
    let args = |id| ["--plain", "--puzzle", id, "--voice", "en", "--lang", "en"];
    // Both runs have loaded the (empty) progress before either saves.
    let mut first = Session::start(home.path(), &args("0008Q"));
    let mut second = Session::start(home.path(), &args("000Pw"));
    first.until("Black to move: find the best move");
    second.until("Black to move: find the best move");
    for (session, id, moves) in [
        (&mut first, "0008Q", ["f5e5", "e5e6"]),
        (&mut second, "000Pw", ["d4e2", "e2c3"]),
    ] {
        for uci in moves {
            session.type_line(uci);
        }
        assert_eq!(
            session.until(&format!("puzzle {id}")),
            format!("puzzle {id} solved")
        );
        drop(session.child.stdin.take());
        assert!(session.child.wait().unwrap().success());
    }
    let status = train(home.path(), &["--lang", "en", "status"], "");
    assert_eq!(status.status, 0, "{}", status.stderr);
    assert_eq!(
        lines(&status)[1],
        "2 puzzles tried",
        "the second run's save kept the first's"
    );
}

/// Stockfish on the test's side: the player's moves in an endgame.
struct Coach {
    child: std::process::Child,
    answers: mpsc::Receiver<String>,
}

impl Coach {
    fn start() -> Coach {
        let stockfish = super::common::require_tool("stockfish", &["/usr/games/stockfish"]);
        let mut child = Command::new(stockfish)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let answers = crate::common::lines_of(child.stdout.take().unwrap());
        Coach { child, answers }
    }

    /// Stockfish's move for the side to move in `position`.
    fn best(&mut self, position: &shakmaty::Chess) -> shakmaty::Move {
        use shakmaty::{EnPassantMode, fen::Fen, uci::UciMove};
        let fen = Fen::from_position(position, EnPassantMode::Legal);
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "position fen {fen}\ngo depth 12").unwrap();
        stdin.flush().unwrap();
        loop {
            let line = self
                .answers
                .recv_timeout(Duration::from_secs(20))
                .expect("the coach's bestmove");
            if let Some(rest) = line.strip_prefix("bestmove ") {
                let uci: UciMove = rest.split_whitespace().next().unwrap().parse().unwrap();
                return uci.to_move(position).unwrap();
            }
        }
    }
}

impl Drop for Coach {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The square of an English phonetic announcement's end: "… Delta five" → d5.
fn square_said(words: &str) -> shakmaty::Square {
    const FILES: [&str; 8] = [
        "Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel",
    ];
    const RANKS: [&str; 8] = [
        "one", "two", "three", "four", "five", "six", "seven", "eight",
    ];
    let mut tail = words.split_whitespace().rev();
    let rank = tail.next().unwrap();
    let file = tail.next().unwrap();
    let index = |list: [&str; 8], word: &str| list.iter().position(|w| *w == word).unwrap();
    shakmaty::Square::from_coords(
        shakmaty::File::new(u32::try_from(index(FILES, file)).unwrap()),
        shakmaty::Rank::new(u32::try_from(index(RANKS, rank)).unwrap()),
    )
}

#[test]
fn the_queen_mate_is_played_out_against_stockfish_and_judged_won() {
    use shakmaty::{CastlingMode, Chess, Position, fen::Fen};
    let mut coach = Coach::start();
    let home = tempfile::tempdir().unwrap();
    let mut session = Session::start(
        home.path(),
        &[
            "--plain",
            "--endgame",
            "kq-k",
            "--voice",
            "en",
            "--lang",
            "en",
        ],
    );
    assert_eq!(session.next_line(), "endgame kq-k: checkmate the lone king");
    session.until("White to move; Stockfish defends");
    let fen: Fen = "8/8/8/4k3/8/8/8/3QK3 w - - 0 1".parse().unwrap();
    let mut position: Chess = fen.into_position(CastlingMode::Standard).unwrap();
    for _ in 0..50 {
        let mv = coach.best(&position);
        position.play_unchecked(mv);
        session.type_line(&mv.to_uci(CastlingMode::Standard).to_string());
        loop {
            let line = session.next_line();
            if line.starts_with("checkmate in ") {
                assert!(line.ends_with(" moves: won"), "{line}");
                assert_eq!(session.next_line(), "endgame kq-k won");
                let mut child = session.child;
                assert!(child.wait().unwrap().success());
                return;
            }
            assert!(
                !line.contains("draw") && !line.contains("not legal"),
                "{line}"
            );
            if let Some(reply) = line.strip_prefix("Black answers King ") {
                // The lone king's move, read back from its destination.
                let to = square_said(reply);
                let reply = position
                    .legal_moves()
                    .into_iter()
                    .find(|m| m.to() == to)
                    .unwrap_or_else(|| panic!("no king move to {to}"));
                position.play_unchecked(reply);
                break;
            }
        }
    }
    panic!("no mate in 50 moves");
}

#[test]
fn an_endgame_left_at_once_is_not_finished_in_every_language() {
    let home = tempfile::tempdir().unwrap();
    for (lang, first) in [
        ("en", "endgame kr-k: checkmate the lone king"),
        ("de", "Endspiel kr-k: setzen Sie den einzelnen König matt"),
        ("fr", "finale kr-k : matez le roi seul"),
        ("es", "final kr-k: da mate al rey solo"),
    ] {
        let run = train(
            home.path(),
            &["--plain", "--endgame", "kr-k", "--lang", lang],
            "",
        );
        assert_eq!(run.status, 0, "{}", run.stderr);
        let got = lines(&run);
        assert_eq!(got[0], first);
        assert_eq!(got.last().copied(), Some("endgame kr-k not finished"));
    }
    let unknown = train(home.path(), &["--plain", "--endgame", "kb-k"], "");
    assert_eq!(unknown.status, 2);
    assert!(
        unknown.stderr.contains("kq-k, kr-k, kp-k"),
        "{}",
        unknown.stderr
    );
}

#[test]
fn a_puzzle_is_solved_on_the_full_screen_the_cursor_on_the_typed_line() {
    let home = tempfile::tempdir().unwrap();
    let status = home.path().join("status");
    let line = format!(
        "XDG_DATA_HOME={data} XDG_CONFIG_HOME={config} {binary} train --screen --puzzle 0008Q \
         --voice en --lang en --speech text; echo $? > {status}; exec sleep 60",
        data = home.path().join("data").display(),
        config = home.path().join("config").display(),
        binary = env!("CARGO_BIN_EXE_annabella"),
        status = status.display(),
    );
    // The shell stays (its sleep ends with the tmux server, when the test ends): tmux may drop
    // the last output of a pane whose program has just exited.
    let tmux = crate::tmux::Tmux::start(&["sh", "-c", &line], 60, 24);
    // The puzzle said, its board shown with Black's side at the bottom (files h to a): the
    // log and the board are drawn one after the other.
    tmux.wait_for("the puzzle and its board", |s| {
        s.contains("Black to move: find the best move")
            && s.contains("puzzle 0008Q")
            && s.contains("h  g  f  e  d  c  b  a")
    });
    tmux.type_text("f5e5");
    tmux.wait_for("the typed line", |s| s.contains("> f5e5"));
    // The caret after the typed line, in the input box (the screen's last three rows).
    assert_eq!(tmux.wait_for_cursor((7, 22)), (7, 22), "{}", tmux.screen());
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |s| {
        s.contains("White answers King Foxtrot one")
    });
    tmux.type_text("e5e6");
    tmux.keys(&["Enter"]);
    // The terminal given back, the verdict printed on the ordinary screen.
    let screen = tmux.wait_for("the verdict", |s| {
        s.lines().any(|l| l.trim_end() == "puzzle 0008Q solved")
    });
    assert!(!screen.contains("Move or command"), "{screen}");
    crate::common::wait_until("the exit status", Duration::from_secs(15), || {
        std::fs::read_to_string(&status).is_ok_and(|s| s.ends_with('\n'))
    });
    assert_eq!(std::fs::read_to_string(&status).unwrap().trim(), "0");
}

/// The data folder's saved games (`games/`), by extension.
fn saved_game(home: &Path, extension: &str) -> String {
    let games = home.join("data/annabella/games");
    let path = std::fs::read_dir(&games)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.extension().is_some_and(|e| e == extension))
        .unwrap_or_else(|| panic!("a .{extension} in {}", games.display()));
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn train_at_the_table_is_refused_during_the_game_and_after_it_a_puzzle_is_solved_by_typing() {
    let home = tempfile::tempdir().unwrap();
    let mut table = Session::of(
        "play",
        home.path(),
        &["--plain", "--voice", "en", "--lang", "en", "--auto-press"],
    );
    table.until("New game");
    // A stray word leaves no game.
    table.type_line("train");
    assert_eq!(
        table.next_line(),
        "training is offered once the game has ended"
    );
    table.type_line("e4");
    table.type_line("resign");
    table.type_line("resign");
    assert_eq!(table.until("Resignation"), "Resignation. White wins.");
    let saved = table.until("the game is saved in ");
    assert!(
        Path::new(&saved).extension().is_some_and(|e| e == "pgn"),
        "{saved}"
    );
    table.type_line("help");
    let help = table.until("Type a move");
    assert!(help.contains("review, analyse, train, moves"), "{help}");
    table.type_line("train");
    // The round starts in the same run, in the table's language, with nothing of the game after.
    let first = table.next_line();
    assert_eq!(first, "no puzzle is due; new ones follow");
    let opening = table.until("puzzle ");
    let id = opening
        .strip_prefix("puzzle ")
        .and_then(|rest| rest.split(',').next())
        .unwrap()
        .to_owned();
    let puzzle = PuzzleSet::built_in().find(&id).unwrap().clone();
    // The player's moves are every other one after the setting move.
    for uci in puzzle.moves.iter().skip(1).step_by(2) {
        table.type_line(&uci.to_string());
    }
    assert_eq!(
        table.until(&format!("puzzle {id} ")),
        format!("puzzle {id} solved")
    );
    table.type_line("quit");
    assert_eq!(table.until("one puzzle"), "one puzzle tried, 1 solved");
    drop(table.child.stdin.take());
    assert!(table.child.wait().unwrap().success());
    // The game's record is whole: its move, its result, and its journal kept beside it.
    let pgn = saved_game(home.path(), "pgn");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 1-0"), "{pgn}");
    assert!(saved_game(home.path(), "journal").contains("e2e4"));
    // The puzzle tried is kept with the training's progress.
    let status = train(home.path(), &["--lang", "en", "status"], "");
    assert_eq!(lines(&status)[1], "one puzzle tried");
}

#[test]
fn lines_typed_ahead_of_train_at_the_table_reach_the_training() {
    let home = tempfile::tempdir().unwrap();
    // Everything at once: the table's reader has read past `train` when the table ends.
    let run = annabella_with_env(
        &[
            "play",
            "--plain",
            "--voice",
            "en",
            "--lang",
            "en",
            "--auto-press",
        ],
        b"resign\nresign\ntrain\nsolution\nquit\n",
        &[
            ("XDG_DATA_HOME", &home.path().join("data")),
            ("XDG_CONFIG_HOME", &home.path().join("config")),
        ],
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let got = lines(&run);
    let ended = got
        .iter()
        .position(|line| *line == "Resignation. Black wins.")
        .unwrap();
    let solution = got
        .iter()
        .position(|line| line.starts_with("the solution is "))
        .unwrap_or_else(|| panic!("{got:?}"));
    assert!(ended < solution, "{got:?}");
    let verdict = got[solution..]
        .iter()
        .find(|line| line.starts_with("puzzle ") && line.ends_with(" not solved"));
    assert!(verdict.is_some(), "{got:?}");
    assert!(saved_game(home.path(), "pgn").contains("[Result \"0-1\"]"));
}

#[test]
fn train_at_the_full_screen_table_opens_the_training_screen_and_a_puzzle_is_solved() {
    let home = tempfile::tempdir().unwrap();
    let status = home.path().join("status");
    let line = format!(
        "XDG_DATA_HOME={data} XDG_CONFIG_HOME={config} {binary} play --voice en --lang en \
         --speech text --auto-press; echo $? > {status}; exec sleep 60",
        data = home.path().join("data").display(),
        config = home.path().join("config").display(),
        binary = env!("CARGO_BIN_EXE_annabella"),
        status = status.display(),
    );
    let tmux = crate::tmux::Tmux::start(&["sh", "-c", &line], 80, 30);
    tmux.wait_for("the table", |s| s.contains("Move or command"));
    for typed in ["resign", "resign"] {
        tmux.type_text(typed);
        tmux.keys(&["Enter"]);
    }
    tmux.wait_for("the result", |s| s.contains("Resignation. Black wins."));
    tmux.type_text("train");
    tmux.keys(&["Enter"]);
    // The training's screen: the puzzle named over its board, and what it said.
    let screen = tmux.wait_for("the puzzle's screen", |s| {
        s.contains("find the best move") && s.contains("┌puzzle ")
    });
    let id = screen
        .split("┌puzzle ")
        .nth(1)
        .and_then(|rest| rest.split('─').next())
        .unwrap()
        .to_owned();
    let puzzle = PuzzleSet::built_in().find(&id).unwrap().clone();
    for uci in puzzle.moves.iter().skip(1).step_by(2) {
        tmux.type_text(&uci.to_string());
        tmux.keys(&["Enter"]);
    }
    // Its moves made, the session goes on to the next puzzle; ctrl-C leaves it.
    tmux.wait_for("the next puzzle", |s| {
        !s.contains(&format!("┌puzzle {id}─"))
    });
    tmux.keys(&["C-c"]);
    let screen = tmux.wait_for("the verdicts", |s| {
        s.lines()
            .any(|l| l.trim_end() == format!("puzzle {id} solved"))
    });
    assert!(!screen.contains("Move or command"), "{screen}");
    crate::common::wait_until("the exit status", Duration::from_secs(15), || {
        std::fs::read_to_string(&status).is_ok_and(|s| s.ends_with('\n'))
    });
    assert_eq!(std::fs::read_to_string(&status).unwrap().trim(), "0");
}
