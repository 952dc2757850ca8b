//! `play --plain --engine`: a game against the real Stockfish, and engines that fail.

use std::path::Path;

use shakmaty::{Chess, Position};

use crate::common::{annabella_with_env, fake_engine};

fn play(args: &[&str], input: &str, data: &Path) -> (i32, Vec<String>, String) {
    let mut full = vec!["play", "--plain", "--voice", "en"];
    full.extend_from_slice(args);
    let run = annabella_with_env(&full, input.as_bytes(), &[("XDG_DATA_HOME", data)]);
    (
        run.status,
        run.stdout.lines().map(str::to_owned).collect(),
        run.stderr,
    )
}

/// Stockfish is installed by `make test`: its absence fails the test.
fn require_stockfish() {
    crate::common::require_tool("stockfish", &["/usr/games/stockfish"]);
}

#[test]
fn stockfish_answers_each_move_and_a_move_typed_meanwhile_waits_for_its_reply() {
    require_stockfish();
    let data = tempfile::tempdir().unwrap();
    let (status, lines, stderr) = play(&["--engine", "--level", "1"], "e4\nd4\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    // The greeting names who plays which side.
    assert!(
        lines[0].starts_with("New game; you play White, Black Stockfish"),
        "{lines:?}"
    );
    assert_eq!(lines[1], "Pawn Echo four");
    // `d4` typed before the press implies it; Stockfish answers; then `d4` is played, for the
    // position after its reply (a move typed while the engine thinks is kept, not refused).
    for line in &lines {
        crate::common::assert_no_refusal(line, "a game against Stockfish");
    }
    assert_eq!(lines[3], "Pawn Delta four", "{lines:?}");
    // The saved game replays legally: two moves each, or White's second pending.
    let pgn_path = std::fs::read_dir(data.path().join("annabella/games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "pgn"))
        .unwrap();
    let pgn = std::fs::read(pgn_path).unwrap();
    let game = annabella::core::pgn::read_games(&pgn)
        .next()
        .unwrap()
        .unwrap();
    let mut pos = Chess::default();
    for m in &game.moves {
        assert!(pos.is_legal(*m));
        pos.play_unchecked(*m);
    }
    assert!(game.moves.len() >= 3, "{:?}", game.moves);
}

#[test]
fn stockfish_moves_first_when_the_player_takes_black() {
    require_stockfish();
    let data = tempfile::tempdir().unwrap();
    let (status, lines, stderr) = play(
        &["--engine", "--color", "black", "--level", "3"],
        "e5\n",
        data.path(),
    );
    assert_eq!(status, 0, "{stderr}");
    assert!(
        lines[0].contains("White Stockfish") && lines[0].contains("you play Black"),
        "{lines:?}"
    );
    // The engine's first move, then the one typed meanwhile for the position after it.
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[2], "Pawn Echo five", "{lines:?}");
}

#[test]
fn an_engine_that_crashes_leaves_a_two_player_game() {
    let data = tempfile::tempdir().unwrap();
    // Answers the handshake, then exits when asked to think.
    let engine = fake_engine(
        data.path(),
        "crashing",
        r#"while read line; do
  case "$line" in
    uci) echo "id name Crasher"; echo uciok ;;
    isready) echo readyok ;;
    go*) exit 3 ;;
  esac
done"#,
    );
    let (status, lines, stderr) = play(&["--engine", &engine], "e4\ne5\n", data.path());
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(
        lines[0],
        "New game; you play White, Black Crasher; no clock"
    );
    assert_eq!(lines[1], "Pawn Echo four");
    assert_eq!(
        lines[2],
        "the chess engine stopped unexpectedly. The game goes on between two players"
    );
    assert_eq!(
        lines[3], "Pawn Echo five",
        "the move typed while it thought is now Black's, entered by the player"
    );
}

#[test]
fn a_missing_or_silent_engine_never_freezes_the_game() {
    let data = tempfile::tempdir().unwrap();
    let (status, lines, _) = play(&["--engine", "/no/such/engine"], "e4\ne5\n", data.path());
    assert_eq!(status, 0);
    assert!(lines[0].starts_with("New game"), "{lines:?}");
    assert!(
        lines[1].starts_with("no chess engine found at /no/such/engine."),
        "{lines:?}"
    );
    assert_eq!(&lines[2..], ["Pawn Echo four", "Pawn Echo five"]);

    let silent = fake_engine(data.path(), "silent", "sleep 600");
    let started = std::time::Instant::now();
    let (status, lines, _) = play(&["--engine", &silent], "e4\n", data.path());
    assert_eq!(status, 0);
    assert!(lines[1].contains("did not answer within"), "{lines:?}");
    assert_eq!(lines[2], "Pawn Echo four");
    assert!(
        started.elapsed().as_secs() < 30,
        "gave up in time: {:?}",
        started.elapsed()
    );
}

#[test]
fn a_missing_engine_is_said_in_the_players_language_only() {
    let data = tempfile::tempdir().unwrap();
    let run = annabella_with_env(
        &["play", "--plain", "--engine", "/no/such/engine"],
        b"e4\n",
        &[("XDG_DATA_HOME", data.path())],
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[1],
        "keine Schach-Engine unter /no/such/engine. Die Partie geht zwischen zwei Spielern weiter"
    );
}

#[test]
fn stockfish_declines_a_draw_when_it_stands_better_and_accepts_when_it_stands_worse() {
    require_stockfish();
    for (fen, answer) in [
        // White has no queen: Stockfish (Black) stands far better and declines.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 20",
            " declines the draw",
        ),
        // Black has no queen: Stockfish stands far worse and accepts (from move 10 on: an
        // offer in the opening is declined whatever the score).
        (
            "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 20",
            "Draw agreed.",
        ),
    ] {
        let data = tempfile::tempdir().unwrap();
        let mut game = crate::common::start_playing(
            &["--voice", "en", "--engine", "--level", "1", "--fen", fen],
            data.path(),
        );
        game.type_line("e4");
        game.wait_for("Pawn Echo four");
        game.type_line("");
        // Stockfish's reply, then the player's second move and the offer before the press.
        let reply = game.next_line();
        crate::common::assert_no_refusal(&reply, "Stockfish's reply");
        game.type_line("Nc3");
        game.wait_for("Knight Charlie three");
        game.type_line("draw");
        game.wait_for("White offers a draw");
        // The engine's name carries its version ("Stockfish 15.1 declines the draw").
        let said = game.next_line();
        assert!(said.ends_with(answer), "{said}");
        assert!(game.finish().success());
    }
}
