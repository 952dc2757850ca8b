//! The one runtime with an engine, through the real binary: input never waits for it, an engine
//! that does not move is given up within its budget, and Stockfish plays at a human pace.

use std::time::{Duration, Instant};

use crate::common::{Playing, assert_no_refusal, fake_engine, require_tool, start_playing};

/// Plays in line mode (English voice, 300+2) against a UCI engine that shakes hands and then
/// never moves, with `extra` options.
fn against_a_mute_engine(dir: &std::path::Path, extra: &[&str]) -> Playing {
    let engine = fake_engine(
        dir,
        "mute-engine",
        "while read -r line; do\n  case \"$line\" in\n    uci) echo 'id name Mute'; echo uciok;;\n    isready) echo readyok;;\n    quit) exit 0;;\n  esac\ndone",
    );
    let mut args = vec!["--voice", "en", "--time", "300+2", "--engine", &engine];
    args.extend_from_slice(extra);
    start_playing(&args, dir)
}

#[test]
fn with_an_engine_that_never_moves_time_is_answered_at_once_and_the_engine_is_given_up() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = against_a_mute_engine(dir.path(), &["--engine-time", "1"]);
    assert!(game.greeting.contains("Black Mute"), "{}", game.greeting);
    game.type_line("e4");
    game.wait_for("Pawn Echo four");
    game.type_line("");
    game.wait_for("Black's clock runs");
    // The engine thinks now; `time` is answered at once, not after it.
    let asked = Instant::now();
    game.type_line("time");
    let answer = game.next_line();
    assert!(answer.starts_with("White"), "{answer}");
    assert!(
        asked.elapsed() < Duration::from_secs(1),
        "time answered after {:?}",
        asked.elapsed()
    );
    // Given up after its move time and the grace (4 s), never the clock's 300 s.
    let gave_up = loop {
        let line = game.next_line();
        assert_no_refusal(&line, "waiting for the engine to be given up");
        if line.contains("two players") {
            break line;
        }
    };
    assert!(gave_up.contains("4 seconds"), "{gave_up}");
    assert!(
        asked.elapsed() < Duration::from_secs(8),
        "{:?}",
        asked.elapsed()
    );
    // The game goes on between two players.
    game.type_line("e5");
    game.wait_for("Pawn Echo five");
    let quit = Instant::now();
    game.type_line("quit");
    let status = game.finish();
    assert!(status.success());
    assert!(
        quit.elapsed() < Duration::from_secs(3),
        "{:?}",
        quit.elapsed()
    );
}

#[test]
fn quit_while_the_engine_thinks_ends_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = against_a_mute_engine(dir.path(), &["--auto-press"]);
    assert!(game.greeting.contains("Black Mute"), "{}", game.greeting);
    game.type_line("e4");
    game.wait_for("Pawn Echo four");
    let quit = Instant::now();
    game.type_line("quit");
    assert!(game.finish().success());
    assert!(
        quit.elapsed() < Duration::from_secs(3),
        "{:?}",
        quit.elapsed()
    );
}

#[test]
fn stockfish_at_levels_one_to_five_moves_within_a_few_seconds_on_a_rapid_clock() {
    require_tool("stockfish", &["/usr/games/stockfish"]);
    for level in 1..=5 {
        let dir = tempfile::tempdir().unwrap();
        let level_text = level.to_string();
        let mut game = start_playing(
            &[
                "--voice",
                "en",
                "--time",
                "300+2",
                "--engine",
                "--level",
                &level_text,
            ],
            dir.path(),
        );
        assert!(
            game.greeting.contains("Black Stockfish"),
            "{}",
            game.greeting
        );
        game.type_line("e4");
        game.wait_for("Pawn Echo four");
        let pressed = Instant::now();
        game.type_line("");
        // The press announcement(s), then the engine's move.
        let reply = loop {
            let line = game.next_line();
            assert_no_refusal(&line, "waiting for Stockfish");
            if line.starts_with("Pawn") || line.starts_with("Knight") {
                break line;
            }
        };
        let took = pressed.elapsed();
        assert!(
            took < Duration::from_secs(4),
            "level {level}: {reply} after {took:?}"
        );
        game.type_line("quit");
        assert!(game.finish().success());
    }
}
