//! The UCI engine against the real Stockfish and against fake engines that misbehave.
//!
//! Real-engine tests need Debian's `stockfish` (`make test` installs it); without it they fail,
//! saying so. The fakes are small `sh` scripts written into a
//! temporary directory; each writes its process id to a file so the test can check that the
//! process is gone (reaped, not a zombie: `/proc/PID` disappears only once it is reaped).
//!
//! Every wait for an event has its own deadline ([`next_event`]), so a bug shows as a failed
//! assertion, never as a hung test run.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use annabella::core::game::Game;
use annabella::engine::{
    EngineError, EngineEvent, EngineOptions, MoveSource, RequestId, SearchPosition, Strength,
    ThinkTime, Timeouts, UciEngine,
};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color, Move, Position};
use tempfile::TempDir;

use crate::common::{require_tool, wait_until};

const FAST: ThinkTime = ThinkTime::Fixed(Duration::from_millis(50));

/// Short limits for the fakes, so a misbehaving one is caught in well under a second.
const SHORT: Timeouts = Timeouts {
    handshake: Duration::from_secs(1),
    ready: Duration::from_secs(1),
    think_margin: Duration::from_millis(300),
    stop: Duration::from_millis(300),
    quit: Duration::from_millis(300),
};

/// The real Stockfish, where the program itself looks for it; the test fails without it.
fn stockfish() -> PathBuf {
    let installed = require_tool("stockfish", &["/usr/games/stockfish"]);
    UciEngine::find().unwrap_or_else(|e| {
        panic!(
            "stockfish is installed at {}, but the program does not find it: {e}",
            installed.display()
        )
    })
}

fn start(
    path: PathBuf,
    level: Option<u8>,
    timeouts: Timeouts,
) -> (UciEngine, Receiver<EngineEvent>) {
    let (engine, events) = try_start(path, level, timeouts);
    let engine = engine.unwrap_or_else(|e| panic!("engine did not start: {e}"));
    (engine, events)
}

/// The engine at `path` started (or why not), with the channel of its events.
fn try_start(
    path: PathBuf,
    level: Option<u8>,
    timeouts: Timeouts,
) -> (Result<UciEngine, EngineError>, Receiver<EngineEvent>) {
    let (sender, events) = mpsc::channel();
    let engine = UciEngine::start(
        Some(path),
        &EngineOptions {
            level,
            timeouts,
            threads: None,
        },
        sender,
    );
    (engine, events)
}

/// The next event, within `limit`: the test fails rather than hangs.
fn next_event(events: &Receiver<EngineEvent>, limit: Duration) -> EngineEvent {
    events
        .recv_timeout(limit)
        .unwrap_or_else(|e| panic!("no engine event within {limit:?}: {e}"))
}

fn best_move(events: &Receiver<EngineEvent>, id: RequestId, limit: Duration) -> Move {
    match next_event(events, limit) {
        EngineEvent::BestMove { id: got, mv } if got == id => mv,
        other => panic!("expected the best move for {id:?}, got {other:?}"),
    }
}

fn failure(events: &Receiver<EngineEvent>, limit: Duration) -> EngineError {
    match next_event(events, limit) {
        EngineEvent::Failed(error) => error,
        other => panic!("expected a failure, got {other:?}"),
    }
}

fn uci(mv: Move, mode: CastlingMode) -> String {
    mv.to_uci(mode).to_string()
}

fn play(game: &mut Game, moves: &[&str]) {
    for text in moves {
        let mv = text
            .parse::<UciMove>()
            .unwrap()
            .to_move(game.position())
            .unwrap();
        game.play(mv).unwrap();
    }
}

fn reaped(pid: u32) -> bool {
    !Path::new(&format!("/proc/{pid}")).exists()
}

/// Waits briefly for a process to disappear (the kernel may take a moment after `wait`).
fn gone_soon(pid: u32) -> bool {
    let deadline = Instant::now() + Duration::from_millis(500);
    while Instant::now() < deadline {
        if reaped(pid) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    reaped(pid)
}

/// Asks for a quick move in `game` and waits for it (5 s at most); fails unless it is legal.
#[track_caller]
fn assert_plays_a_legal_move(
    engine: &mut UciEngine,
    events: &Receiver<EngineEvent>,
    game: &Game,
) -> Move {
    let id = engine
        .request_move(&SearchPosition::from_game(game), FAST)
        .unwrap();
    let mv = best_move(events, id, Duration::from_secs(5));
    assert!(game.position().is_legal(mv), "{mv:?}");
    mv
}

// ---------------------------------------------------------------------------------------------
// The real Stockfish.

#[test]
fn stockfish_handshake_names_it_and_reports_what_it_offers() {
    let path = stockfish();
    let begun = Instant::now();
    let (engine, _events) = start(path, None, Timeouts::default());
    println!("handshake: {:?}", begun.elapsed());
    let info = engine.info();
    assert!(info.name.starts_with("Stockfish"), "{info:?}");
    assert!(
        info.author
            .as_deref()
            .is_some_and(|a| a.contains("Stockfish"))
    );
    assert_eq!(info.strength, Strength::Full);
    assert!(info.chess960);
}

#[test]
fn stockfish_plays_a_legal_move_from_the_start_and_mates_from_a_fen() {
    let path = stockfish();
    let (mut engine, events) = start(path, None, Timeouts::default());

    assert_plays_a_legal_move(&mut engine, &events, &Game::new());

    // Mate in one: Ra8#.
    let game = Game::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", None).unwrap();
    let begun = Instant::now();
    let id = engine
        .request_move(&SearchPosition::from_game(&game), FAST)
        .unwrap();
    assert!(
        begun.elapsed() < Duration::from_millis(50),
        "request blocked"
    );
    let mv = best_move(&events, id, Duration::from_secs(5));
    assert_eq!(uci(mv, CastlingMode::Standard), "a1a8");
}

#[test]
fn stockfish_thinks_on_its_clock() {
    let path = stockfish();
    let (mut engine, events) = start(path, None, Timeouts::default());
    let mut game = Game::new();
    play(&mut game, &["e2e4"]);
    let time = ThinkTime::Clock {
        white: Duration::from_secs(3),
        black: Duration::from_millis(800),
        white_increment: Duration::ZERO,
        black_increment: Duration::ZERO,
        moves_to_go: None,
    };
    let begun = Instant::now();
    let id = engine
        .request_move(&SearchPosition::from_game(&game), time)
        .unwrap();
    let mv = best_move(&events, id, Duration::from_secs(5));
    assert!(game.position().is_legal(mv));
    // With 0.8 s left, it must answer well within its own time.
    assert!(
        begun.elapsed() < Duration::from_millis(800),
        "{:?}",
        begun.elapsed()
    );
}

#[test]
fn stockfish_levels_are_set_through_uci_elo() {
    let path = stockfish();
    for (level, strength) in [
        (1, Strength::Elo(1350)),
        (10, Strength::Elo(2100)),
        (20, Strength::Full),
    ] {
        let (mut engine, events) = start(path.clone(), Some(level), Timeouts::default());
        assert_eq!(engine.info().strength, strength, "level {level}");
        // The engine took the options without complaint and still plays.
        assert_plays_a_legal_move(&mut engine, &events, &Game::new());
    }
    let (refused, _events) = try_start(path, Some(21), Timeouts::default());
    assert_eq!(refused.err(), Some(EngineError::InvalidLevel(21)));
}

#[test]
fn stockfish_gives_a_hint_with_its_line() {
    let path = stockfish();
    let (mut engine, events) = start(path, None, Timeouts::default());
    let mut game = Game::new();
    play(&mut game, &["e2e4", "e7e5", "g1f3"]);
    let id = engine
        .request_hint(
            &SearchPosition::from_game(&game),
            Duration::from_millis(300),
        )
        .unwrap();
    match next_event(&events, Duration::from_secs(5)) {
        EngineEvent::Hint { id: got, mv, line } => {
            assert_eq!(got, id);
            assert_eq!(game.position().turn(), Color::Black);
            assert!(game.position().is_legal(mv));
            assert_eq!(line.first(), Some(&mv));
            // The whole line is legal, move after move.
            let mut pos = game.position().clone();
            for m in &line {
                pos = pos.play(*m).unwrap();
            }
            // Stockfish's last line may come from a search cut short (one move); the hint keeps
            // the last complete one.
            assert!(line.len() > 1, "{line:?}");
            println!("hint line: {} moves", line.len());
        }
        other => panic!("expected a hint, got {other:?}"),
    }
}

#[test]
fn stockfish_plays_chess960() {
    let path = stockfish();
    let (mut engine, events) = start(path, None, Timeouts::default());
    assert_plays_a_legal_move(&mut engine, &events, &Game::chess960(0).unwrap());
}

#[test]
fn stockfish_plays_a_whole_game_against_itself() {
    let path = stockfish();
    let (mut strong, strong_events) = start(path.clone(), Some(20), Timeouts::default());
    let (mut weak, weak_events) = start(path, Some(1), Timeouts::default());
    let begun = Instant::now();
    let mut game = Game::new();
    let think = ThinkTime::Fixed(Duration::from_millis(20));
    while !game.is_over() {
        assert!(game.history().len() < 1000, "no end after 500 moves");
        let position = SearchPosition::from_game(&game);
        let (engine, events) = match game.turn() {
            Color::White => (&mut strong, &strong_events),
            Color::Black => (&mut weak, &weak_events),
        };
        let id = engine.request_move(&position, think).unwrap();
        let mv = best_move(events, id, Duration::from_secs(5));
        // shakmaty checks it again: the game accepts only legal moves.
        game.play(mv).unwrap();
    }
    println!(
        "game over after {} plies in {:?}: {:?}",
        game.history().len(),
        begun.elapsed(),
        game.ending()
    );
    // A finished game is refused at once, without asking the engine.
    assert_eq!(
        strong.request_move(&SearchPosition::from_game(&game), think),
        Err(EngineError::NoLegalMove)
    );
}

#[test]
fn stockfish_stop_cancels_a_long_think_and_the_next_request_is_answered() {
    let path = stockfish();
    let (mut engine, events) = start(path, None, Timeouts::default());
    let game = Game::new();
    let position = SearchPosition::from_game(&game);
    let long = engine
        .request_move(&position, ThinkTime::Fixed(Duration::from_secs(30)))
        .unwrap();
    // Time passing in the scenario: the engine thinks a moment before the stop. What follows
    // holds whatever its length (no answer can come from a 30 s search in between).
    std::thread::sleep(Duration::from_millis(100));
    let begun = Instant::now();
    engine.stop();
    // A new request also cancels whatever is still running; only its answer arrives.
    let short = engine.request_move(&position, FAST).unwrap();
    assert_ne!(long, short);
    let mv = best_move(&events, short, Duration::from_secs(5));
    assert!(game.position().is_legal(mv));
    assert!(
        begun.elapsed() < Duration::from_secs(2),
        "{:?}",
        begun.elapsed()
    );
    assert!(
        events.recv_timeout(Duration::from_millis(200)).is_err(),
        "the cancelled search must not answer"
    );
}

#[test]
fn stockfish_answers_only_the_latest_request_and_nothing_after_stop() {
    let path = stockfish();
    let (mut engine, events) = start(path, None, Timeouts::default());
    let position = SearchPosition::from_game(&Game::new());
    let long = ThinkTime::Fixed(Duration::from_secs(30));
    engine.request_move(&position, long).unwrap();
    // Queued behind the cancelled long search, then replaced by a newer request.
    engine.request_move(&position, FAST).unwrap();
    let latest = engine
        .request_hint(&position, Duration::from_millis(50))
        .unwrap();
    match next_event(&events, Duration::from_secs(5)) {
        EngineEvent::Hint { id, .. } => assert_eq!(id, latest),
        other => panic!("expected the hint {latest:?}, got {other:?}"),
    }
    // Stop cancels both the running search and one waiting behind it.
    engine.request_move(&position, long).unwrap();
    engine.request_move(&position, FAST).unwrap();
    engine.stop();
    assert!(events.recv_timeout(Duration::from_millis(500)).is_err());
    // A new game, and the engine answers again.
    engine.new_game();
    let id = engine.request_move(&position, FAST).unwrap();
    best_move(&events, id, Duration::from_secs(5));
}

#[test]
fn stockfish_quits_on_drop_and_leaves_no_process() {
    let path = stockfish();
    let (mut engine, events) = start(path, None, Timeouts::default());
    let pid = engine.process_id();
    assert!(!reaped(pid));
    // Dropped while thinking: the search is abandoned, the engine quits.
    engine
        .request_move(
            &SearchPosition::from_game(&Game::new()),
            ThinkTime::Fixed(Duration::from_secs(30)),
        )
        .unwrap();
    let begun = Instant::now();
    drop(engine);
    println!("shutdown: {:?}", begun.elapsed());
    assert!(begun.elapsed() < Duration::from_secs(1));
    assert!(gone_soon(pid), "stockfish {pid} is still there");
    assert!(events.try_recv().is_err(), "nothing after drop");
}

#[test]
fn a_missing_engine_is_one_sentence() {
    let (sender, _events) = mpsc::channel::<EngineEvent>();
    let error = UciEngine::start(
        Some(PathBuf::from("/nonexistent/stockfish")),
        &EngineOptions::default(),
        sender,
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "engine not found: /nonexistent/stockfish"
    );
}

// ---------------------------------------------------------------------------------------------
// Fakes that misbehave.

/// A fake engine: `sh` answering `uci` and `isready`, with `go` handled by `on_go` (which can
/// use `$n`, the number of `go` so far) and anything extra in `more_cases`.
fn fake(dir: &TempDir, name: &str, on_go: &str, more_cases: &str) -> PathBuf {
    let pid_file = dir.path().join(format!("{name}.pid"));
    let script = format!(
        r#"#!/bin/sh
echo $$ > '{pid}'
n=0
while IFS= read -r line; do
  case "$line" in
    uci) echo "id name Fake {name}"; echo "option name Skill Level type spin default 20 min 0 max 20"; echo uciok ;;
    isready) echo readyok ;;
    go*) n=$((n+1)); {on_go} ;;
    quit) exit 0 ;;
    {more_cases}
  esac
done
"#,
        pid = pid_file.display(),
    );
    write_script(dir, name, &script)
}

/// The fake engine `name`, its `go` handled by `on_go`, started with the short limits.
fn start_fake(dir: &TempDir, name: &str, on_go: &str) -> (UciEngine, Receiver<EngineEvent>) {
    start(fake(dir, name, on_go, ""), None, SHORT)
}

/// The fake engine `name`, its `go` ignored, with one answer changed (`from` becomes `to` in
/// its script).
fn fake_changed(dir: &TempDir, name: &str, from: &str, to: &str) -> PathBuf {
    let path = fake(dir, name, ":", "");
    let script = std::fs::read_to_string(&path).unwrap().replace(from, to);
    std::fs::write(&path, script).unwrap();
    path
}

fn write_script(dir: &TempDir, name: &str, script: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.path().join(name);
    std::fs::write(&path, script).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

fn pid_of(dir: &TempDir, name: &str) -> u32 {
    let file = dir.path().join(format!("{name}.pid"));
    let deadline = Instant::now() + Duration::from_secs(2);
    loop {
        if let Ok(text) = std::fs::read_to_string(&file)
            && let Ok(pid) = text.trim().parse()
        {
            return pid;
        }
        assert!(Instant::now() < deadline, "no pid file {}", file.display());
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn start_pos() -> SearchPosition {
    SearchPosition::from_game(&Game::new())
}

/// Asks for a move in 100 ms from an engine that will not give one; the failure that comes
/// instead (within 3 s) and how long it took.
#[track_caller]
fn failure_of_a_100_ms_think(
    engine: &mut UciEngine,
    events: &Receiver<EngineEvent>,
) -> (EngineError, Duration) {
    let begun = Instant::now();
    engine
        .request_move(&start_pos(), ThinkTime::Fixed(Duration::from_millis(100)))
        .unwrap();
    let error = failure(events, Duration::from_secs(3));
    (error, begun.elapsed())
}

#[test]
fn garbage_lines_are_ignored_but_a_garbage_best_move_fails() {
    let dir = TempDir::new().unwrap();
    let path = fake(
        &dir,
        "garbage",
        r#"echo "info depth banana pv zz99"; printf '\377\376 binary\n'; echo "best move soon"; echo "readyok";
           if [ $n -eq 1 ]; then echo "bestmove e2e4 ponder e7e5"; else echo "bestmove banana"; fi"#,
        r#"*) echo "what is $line?"; echo "uciok" ;;"#,
    );
    // Noise before the handshake too.
    let script = std::fs::read_to_string(&path).unwrap().replacen(
        "n=0",
        "n=0\necho 'Fake chess engine 0.1, (c) nobody'\necho",
        1,
    );
    std::fs::write(&path, script).unwrap();
    let (mut engine, events) = start(path, Some(5), SHORT);
    assert_eq!(engine.info().name, "Fake garbage");
    assert_eq!(engine.info().strength, Strength::SkillLevel(4));

    let id = engine.request_move(&start_pos(), FAST).unwrap();
    assert_eq!(
        uci(
            best_move(&events, id, Duration::from_secs(2)),
            CastlingMode::Standard
        ),
        "e2e4"
    );
    let begun = Instant::now();
    engine.request_move(&start_pos(), FAST).unwrap();
    let error = failure(&events, Duration::from_secs(2));
    assert_eq!(error, EngineError::Garbage("bestmove banana".into()));
    assert_eq!(
        error.to_string(),
        "the engine answered something unreadable: bestmove banana"
    );
    println!("garbage caught in {:?}", begun.elapsed());
    // After a failure, requests are refused with the same sentence.
    assert_eq!(engine.request_move(&start_pos(), FAST), Err(error));
    let pid = pid_of(&dir, "garbage");
    drop(engine);
    assert!(gone_soon(pid));
}

#[test]
fn an_engine_that_never_answers_uci_is_given_up_and_killed() {
    let dir = TempDir::new().unwrap();
    // Reads nothing, says nothing.
    let pid_file = dir.path().join("mute.pid");
    let path = write_script(
        &dir,
        "mute",
        &format!(
            "#!/bin/sh\necho $$ > '{}'\nexec sleep 600\n",
            pid_file.display()
        ),
    );
    let begun = Instant::now();
    let (error, _events) = try_start(path, None, SHORT);
    let error = error.unwrap_err();
    let took = begun.elapsed();
    println!("no handshake caught in {took:?}");
    assert_eq!(error, EngineError::NoHandshake(Duration::from_secs(1)));
    assert_eq!(
        error.to_string(),
        "the engine did not answer within 1 second of starting"
    );
    assert!(took >= Duration::from_secs(1) && took < Duration::from_secs(2));
    assert!(gone_soon(pid_of(&dir, "mute")));
}

#[test]
fn an_engine_that_goes_silent_when_thinking_is_stalled() {
    let dir = TempDir::new().unwrap();
    // Answers the handshake, then ignores `go` and `stop` alike.
    let (mut engine, events) = start_fake(&dir, "silent", ":");
    let (error, took) = failure_of_a_100_ms_think(&mut engine, &events);
    println!("stall caught in {took:?}");
    // 100 ms to think + 300 ms margin, then `stop` and 300 ms more.
    assert!(
        took >= Duration::from_millis(700) && took < Duration::from_millis(1500),
        "{took:?}"
    );
    let EngineError::Stalled(after) = error else {
        panic!("expected a stall, got {error:?}");
    };
    assert_eq!(after, Duration::from_millis(700));
    assert_eq!(
        EngineError::Stalled(after).to_string(),
        "the engine gave no move within 0.7 seconds"
    );
    let pid = pid_of(&dir, "silent");
    assert!(gone_soon(pid), "a stalled engine is stopped at once");
    drop(engine);
}

#[test]
fn an_engine_that_floods_its_output_still_stalls_in_time_and_drops_at_once() {
    let dir = TempDir::new().unwrap();
    // `exec`: the flooding program is the engine process itself, so killing it stops the flood.
    let (mut engine, events) = start_fake(&dir, "flood", "exec yes 'info string flood'");
    let (error, took) = failure_of_a_100_ms_think(&mut engine, &events);
    assert!(matches!(error, EngineError::Stalled(_)));
    println!("flood stalled in {took:?}");
    assert!(took < Duration::from_millis(1500));
    let pid = pid_of(&dir, "flood");
    assert!(gone_soon(pid));

    // Dropped in the middle of a flood: the fake marks its start with a file.
    let dir = TempDir::new().unwrap();
    let flooding = dir.path().join("flooding");
    let on_go = format!(
        "touch '{}'; exec yes 'info string flood'",
        flooding.display()
    );
    let (mut engine, _events) = start_fake(&dir, "flood", &on_go);
    engine
        .request_move(&start_pos(), ThinkTime::Fixed(Duration::from_secs(30)))
        .unwrap();
    wait_until("the flood to begin", Duration::from_secs(2), || {
        flooding.exists()
    });
    let begun = Instant::now();
    drop(engine);
    println!("flood dropped in {:?}", begun.elapsed());
    assert!(begun.elapsed() < Duration::from_secs(1));
    assert!(gone_soon(pid_of(&dir, "flood")));
}

#[test]
fn an_engine_that_exits_mid_game_has_crashed() {
    let dir = TempDir::new().unwrap();
    let path = fake(
        &dir,
        "quitter",
        r#"if [ $n -eq 1 ]; then echo "bestmove e2e4"; else exit 3; fi"#,
        "",
    );
    let (mut engine, events) = start(path, None, SHORT);
    let mut game = Game::new();
    let id = engine
        .request_move(&SearchPosition::from_game(&game), FAST)
        .unwrap();
    game.play(best_move(&events, id, Duration::from_secs(2)))
        .unwrap();
    play(&mut game, &["e7e5"]);
    let begun = Instant::now();
    engine
        .request_move(&SearchPosition::from_game(&game), FAST)
        .unwrap();
    let error = failure(&events, Duration::from_secs(2));
    println!("crash caught in {:?}", begun.elapsed());
    assert!(begun.elapsed() < Duration::from_millis(500));
    assert_eq!(error, EngineError::Crashed("exit status 3".into()));
    assert_eq!(
        error.to_string(),
        "the engine stopped unexpectedly (exit status 3)"
    );
    assert!(gone_soon(pid_of(&dir, "quitter")));
}

#[test]
fn an_engine_killed_while_idle_is_reported_without_a_request() {
    let dir = TempDir::new().unwrap();
    let (engine, events) = start_fake(&dir, "victim", ":");
    let pid = pid_of(&dir, "victim");
    std::process::Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .status()
        .unwrap();
    let error = failure(&events, Duration::from_secs(2));
    assert_eq!(error, EngineError::Crashed("killed by signal 9".into()));
    assert!(gone_soon(pid));
    assert_eq!(engine.failure(), Some(&error));
}

#[test]
fn an_illegal_best_move_fails() {
    let dir = TempDir::new().unwrap();
    let (mut engine, events) = start_fake(&dir, "cheat", r#"echo "bestmove e2e5""#);
    engine.request_move(&start_pos(), FAST).unwrap();
    let error = failure(&events, Duration::from_secs(2));
    assert_eq!(error, EngineError::IllegalMove("e2e5".parse().unwrap()));
    assert_eq!(error.to_string(), "the engine chose an illegal move: e2e5");
    // A hint is checked the same way.
    let dir = TempDir::new().unwrap();
    let (mut engine, events) = start_fake(&dir, "cheat", r#"echo "bestmove e7e5""#);
    engine
        .request_hint(&start_pos(), Duration::from_millis(10))
        .unwrap();
    assert_eq!(
        failure(&events, Duration::from_secs(2)),
        EngineError::IllegalMove("e7e5".parse().unwrap())
    );
}

#[test]
fn an_engine_that_ignores_quit_is_killed_on_drop() {
    let dir = TempDir::new().unwrap();
    let path = fake_changed(
        &dir,
        "stubborn",
        "quit) exit 0 ;;",
        "quit) exec sleep 600 ;;",
    );
    let (engine, _events) = start(path, None, SHORT);
    let pid = pid_of(&dir, "stubborn");
    let begun = Instant::now();
    drop(engine);
    let took = begun.elapsed();
    println!("kill after ignored quit: {took:?}");
    assert!(took >= Duration::from_millis(300) && took < Duration::from_secs(1));
    assert!(gone_soon(pid));
}

#[test]
fn an_engine_that_never_gets_ready_is_given_up() {
    let dir = TempDir::new().unwrap();
    let path = fake_changed(&dir, "sleepy", "isready) echo readyok ;;", "isready) : ;;");
    let (error, _events) = try_start(path, None, SHORT);
    let error = error.unwrap_err();
    assert_eq!(error, EngineError::NotReady(Duration::from_secs(1)));
    assert!(gone_soon(pid_of(&dir, "sleepy")));
}
