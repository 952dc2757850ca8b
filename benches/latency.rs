//! Latency of a move from the moment its line is entered to the moment the speech engine is
//! asked to say it: the session decides, the speech thread hands it over.
//!
//! `cargo bench --bench latency` prints p50, p99 and the maximum over 5 000 moves (target: p99
//! at most 1 ms). Under `cargo test` it runs 200 moves as a smoke test.

use std::time::{Duration, Instant};

use annabella::core::game::Game;
use annabella::core::session::{Effect, Input, Session, SessionConfig};
use annabella::core::voice::Voice;
use annabella::speech::{FakeCall, FakeEngine, SpeechService};
use shakmaty::{Chess, Position};

/// A long list of legal UCI moves: random games from the start, played on after each ending.
fn moves(count: usize) -> Vec<Vec<String>> {
    let mut games = Vec::new();
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    let mut total = 0;
    while total < count {
        let mut pos = Chess::default();
        let mut game = Vec::new();
        while game.len() < 120 {
            let legal = pos.legal_moves();
            if legal.is_empty() || pos.is_insufficient_material() {
                break;
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let m = legal[(state % legal.len() as u64) as usize];
            game.push(m.to_uci(shakmaty::CastlingMode::Standard).to_string());
            pos.play_unchecked(m);
        }
        total += game.len();
        games.push(game);
    }
    games
}

/// The `per_mille`-th thousandth of a sorted list (500: the median, 990: p99).
fn percentile(sorted: &[Duration], per_mille: usize) -> Duration {
    let index = (sorted.len().saturating_sub(1) * per_mille).div_ceil(1000);
    sorted.get(index).copied().unwrap_or_default()
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let count = if full { 5_000 } else { 200 };
    let engine = FakeEngine::new("fake", Duration::ZERO);
    let log = engine.log.clone();
    let Ok(speech) = SpeechService::start(Box::new(engine), None) else {
        eprintln!("cannot start the speech thread");
        std::process::exit(1);
    };
    let mut latencies = Vec::with_capacity(count);
    let mut at = 0;
    'games: for game in moves(count) {
        let mut session = Session::new(SessionConfig::default(), Voice::fide(), Game::new(), at);
        for uci in game {
            at += 1;
            let before = log.len();
            let entered = Instant::now();
            speech.barge_in();
            for effect in session.handle(at, Input::Line(uci)) {
                if let Effect::Say(utterance) = effect {
                    speech.say(utterance);
                }
            }
            // Wait for the engine to receive the move's announcement.
            let deadline = entered + Duration::from_secs(5);
            let mut next = before;
            let reached = loop {
                if let Some((instant, call)) = log.entry(next) {
                    if matches!(call, FakeCall::Speak(..)) {
                        break Some(instant);
                    }
                    next += 1;
                    continue;
                }
                if Instant::now() > deadline {
                    break None;
                }
                std::hint::spin_loop();
            };
            let Some(reached) = reached else {
                eprintln!("a move never reached the engine");
                std::process::exit(1);
            };
            latencies.push(reached.duration_since(entered));
            if latencies.len() >= count {
                break 'games;
            }
            if session.game().is_over() {
                break;
            }
        }
    }
    latencies.sort();
    println!(
        "enter → session → speech engine over {} moves: p50 {:?}, p99 {:?}, max {:?}",
        latencies.len(),
        percentile(&latencies, 500),
        percentile(&latencies, 990),
        latencies.last().copied().unwrap_or_default()
    );
}
