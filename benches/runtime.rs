//! The one runtime, measured on both faces: from the event entering the runtime to the
//! utterance handed to the speech engine, for a typed move, and for `time` asked while the
//! engine thinks (a search that never ends: input must not wait for it).
//!
//! `cargo bench --bench runtime` prints p50, p99 and the maximum (targets: a move p99 ≤ 1 ms;
//! `time` while the engine thinks p99 ≤ 50 ms). Under `cargo test` it runs a few as a smoke test.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use annabella::cli::Output;
use annabella::cli::line_face::{LineFace, Tty};
use annabella::core::boards::peg_sim::{Rng, random_game};
use annabella::core::clock::TimeControl;
use annabella::core::game::Game;
use annabella::core::session::{Session, SessionConfig};
use annabella::core::table::{EngineSetup, Table, TableSetup};
use annabella::core::voice::Voice;
use annabella::engine::{EngineEvent, FakeMoveSource, FakeReply};
use annabella::runtime::{Carrier, Event, Face, Runtime};
use annabella::speech::{FakeCall, FakeEngine, FakeLog, SpeechService};
use annabella::ui::{App, ScreenFace, ViewOptions};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use shakmaty::{Chess, Color};

/// Random legal games as UCI moves (the simulator's games), each without its last move: a
/// move that ends the game would also write its record.
fn games(count: usize) -> Vec<Vec<String>> {
    let mut rng = Rng::new(0x2545_F491);
    let mut games = Vec::new();
    let mut total = 0;
    while total < count {
        let mut game: Vec<String> = random_game(&Chess::default(), 100, &mut rng)
            .iter()
            .map(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string())
            .collect();
        game.pop();
        total += game.len();
        games.push(game);
    }
    games
}

fn percentile(sorted: &[Duration], per_mille: usize) -> Duration {
    let index = (sorted.len().saturating_sub(1) * per_mille).div_ceil(1000);
    sorted.get(index).copied().unwrap_or_default()
}

/// The instant the speech engine received its next `Speak` after log entry `from`.
fn spoken_after(log: &FakeLog, from: usize) -> Instant {
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut next = from;
    loop {
        if let Some((instant, call)) = log.entry(next) {
            if matches!(call, FakeCall::Speak(..)) {
                return instant;
            }
            next += 1;
            continue;
        }
        assert!(
            Instant::now() < deadline,
            "nothing reached the speech engine"
        );
        std::hint::spin_loop();
    }
}

fn speech() -> (SpeechService, FakeLog) {
    let engine = FakeEngine::new("fake", Duration::ZERO);
    let log = engine.log.clone();
    let speech = SpeechService::start(Box::new(engine), None).expect("the speech thread");
    (speech, log)
}

fn session(time: Option<&str>) -> Session {
    let config = SessionConfig {
        time_control: time.map(|t| t.parse::<TimeControl>().expect("a time control")),
        ..SessionConfig::default()
    };
    Session::new(config, Voice::fide(), Game::new(), 0)
}

/// How a face is fed a typed line: line mode gets it whole, the screen key by key.
trait Typing: Face + Sized {
    fn make(table: &Table) -> Self;
    /// Delivers everything but the last event; returns the last (the one measured).
    fn type_line(runtime: &mut Runtime<Self>, at: u64, line: &str) -> Event<Self::Input>;
}

impl Typing for LineFace {
    fn make(_: &Table) -> Self {
        LineFace::new(Output::new(Box::new(std::io::sink())), Tty::NONE)
    }

    fn type_line(_: &mut Runtime<Self>, _: u64, line: &str) -> Event<String> {
        Event::Face(line.to_owned())
    }
}

impl Typing for ScreenFace<TestBackend> {
    fn make(table: &Table) -> Self {
        let terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
        ScreenFace::new(App::new(ViewOptions::default(), table), terminal)
    }

    fn type_line(runtime: &mut Runtime<Self>, at: u64, line: &str) -> Event<TermEvent> {
        let key = |code| TermEvent::Key(KeyEvent::new(code, KeyModifiers::NONE));
        for c in line.chars() {
            runtime
                .deliver(at, Event::Face(key(KeyCode::Char(c))))
                .expect("a key");
        }
        Event::Face(key(KeyCode::Enter))
    }
}

/// Typed moves: from the Enter entering the runtime to the announcement at the speech engine.
fn moves<F: Typing>(count: usize) -> Vec<Duration> {
    let (speech, log) = speech();
    let mut latencies = Vec::with_capacity(count);
    let mut speech = Some(speech);
    'games: for game in games(count) {
        let table = Table::new(session(None), TableSetup::default());
        let face = F::make(&table);
        let carrier = Carrier::new(None, speech.take(), false);
        let mut runtime = Runtime::new(table, carrier, face);
        runtime.start(0).expect("the table opens");
        for (at, uci) in (1..).zip(game) {
            let enter = F::type_line(&mut runtime, at, &uci);
            let before = log.len();
            let entered = Instant::now();
            runtime.deliver(at, enter).expect("a move");
            latencies.push(spoken_after(&log, before).duration_since(entered));
            if latencies.len() >= count {
                break 'games;
            }
        }
        speech = Some(runtime_speech(runtime));
    }
    latencies
}

/// The speech service back from a runtime that is done with it.
fn runtime_speech<F: Face>(runtime: Runtime<F>) -> SpeechService {
    runtime
        .into_carrier()
        .into_speech()
        .expect("the speech service")
}

/// `time` asked while the engine thinks (it never answers).
fn time_while_thinking<F: Typing>(count: usize) -> Vec<Duration> {
    let (speech, log) = speech();
    let (events, _answers) = mpsc::channel::<EngineEvent>();
    let engine = FakeMoveSource::new([FakeReply::Silent], events);
    let table = Table::new(
        session(Some("300+2")),
        TableSetup {
            engine: Some(Ok(EngineSetup {
                name: "Fake".into(),
                side: Color::Black,
                // Longer than the measurement: the engine is thinking throughout.
                move_time_ms: 3_600_000,
            })),
            ..TableSetup::default()
        },
    );
    let face = F::make(&table);
    let mut carrier = Carrier::new(None, Some(speech), false);
    carrier.set_engine(Box::new(engine), Color::Black);
    let mut runtime = Runtime::new(table, carrier, face);
    runtime.start(0).expect("the table opens");
    let enter = F::type_line(&mut runtime, 1, "e4");
    runtime.deliver(1, enter).expect("e4");
    let enter = F::type_line(&mut runtime, 2, "");
    runtime.deliver(2, enter).expect("the press");
    assert!(
        runtime
            .table()
            .engine()
            .is_some_and(annabella::core::table::EngineSeat::thinking),
        "the engine thinks"
    );
    let mut latencies = Vec::with_capacity(count);
    for at in 3..3 + count as u64 {
        let enter = F::type_line(&mut runtime, at, "time");
        let before = log.len();
        let entered = Instant::now();
        runtime.deliver(at, enter).expect("time");
        latencies.push(spoken_after(&log, before).duration_since(entered));
    }
    latencies
}

fn report(what: &str, mut latencies: Vec<Duration>) {
    latencies.sort();
    println!(
        "{what} over {}: p50 {:?}, p99 {:?}, max {:?}",
        latencies.len(),
        percentile(&latencies, 500),
        percentile(&latencies, 990),
        latencies.last().copied().unwrap_or_default()
    );
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let count = if full { 3_000 } else { 50 };
    report(
        "line mode: typed move → speech engine",
        moves::<LineFace>(count),
    );
    report(
        "screen: Enter of a typed move → speech engine",
        moves::<ScreenFace<TestBackend>>(count),
    );
    report(
        "line mode: `time` while the engine thinks → speech engine",
        time_while_thinking::<LineFace>(count),
    );
    report(
        "screen: `time` while the engine thinks → speech engine",
        time_while_thinking::<ScreenFace<TestBackend>>(count),
    );
}
