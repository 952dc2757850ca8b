//! Latency of a move from the moment its line is entered to the moment the speech engine is
//! asked to say it: the session decides, the speech thread hands it over.
//!
//! `cargo bench --bench latency` prints p50, p99 and the maximum over 5 000 moves (target: p99
//! at most 1 ms), for a typed move and for a move made on the peg board (from its last wire line
//! to the speech engine). Under `cargo test` it runs 200 moves as a smoke test.

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

/// Waits until the fake engine's log has a `Speak` after index `from`; its instant.
fn spoken_after(
    log: &annabella::speech::FakeLog,
    from: usize,
    deadline: Instant,
) -> Option<Instant> {
    let mut next = from;
    loop {
        if let Some((instant, call)) = log.entry(next) {
            if matches!(call, FakeCall::Speak(..)) {
                return Some(instant);
            }
            next += 1;
            continue;
        }
        if Instant::now() > deadline {
            return None;
        }
        std::hint::spin_loop();
    }
}

/// A move made on the peg board: its wire lines decoded, the move inferred, the session told,
/// the announcement handed to the speech thread. Latency from the line that completes the move.
fn peg_latencies(
    count: usize,
    speech: &SpeechService,
    log: &annabella::speech::FakeLog,
) -> Vec<Duration> {
    use annabella::core::boards::board_model::{BoardAction, BoardModel, Grace};
    use annabella::core::boards::peg::parse_line;
    use annabella::core::boards::peg_sim::{Rng, move_events, random_game};
    use annabella::core::boards::sensing_board::{BoardProtocol, BoardRole};
    let mut latencies = Vec::with_capacity(count);
    let mut rng = Rng::new(7);
    let mut at = 0;
    while latencies.len() < count {
        let start = Chess::default();
        let game = random_game(&start, 120, &mut rng);
        let mut session = Session::new(SessionConfig::default(), Voice::fide(), Game::new(), at);
        let mut pegs = BoardModel::new(
            BoardRole::Blind,
            BoardProtocol::Peg,
            start.clone(),
            shakmaty::CastlingMode::Standard,
            Voice::fide(),
            Grace::default(),
        );
        let mut pos = start;
        for mv in game {
            let lines: Vec<String> = move_events(&pos, mv, &mut rng)
                .iter()
                .map(annabella::core::boards::peg::PegEvent::to_line)
                .collect();
            let before = log.len();
            let mut arrived = Instant::now();
            for line in &lines {
                at += 1;
                arrived = Instant::now();
                let Ok(event) = parse_line(line.as_bytes()) else {
                    continue;
                };
                for action in
                    pegs.sense(at, &annabella::core::boards::event::BoardEvent::Peg(event))
                {
                    if let BoardAction::Play(m) = action {
                        for effect in session.handle(at, Input::Move(m)) {
                            if let Effect::Say(utterance) = effect {
                                speech.say(utterance);
                            }
                        }
                    }
                }
            }
            let Some(reached) = spoken_after(log, before, arrived + Duration::from_secs(5)) else {
                break;
            };
            latencies.push(reached.duration_since(arrived));
            pos.play_unchecked(mv);
            if latencies.len() >= count || session.game().is_over() {
                break;
            }
        }
    }
    latencies
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
    report("enter → session → speech engine", &mut latencies);
    let mut from_pegs = peg_latencies(count, &speech, &log);
    report(
        "peg board line → inference → session → speech engine",
        &mut from_pegs,
    );
}

fn report(what: &str, latencies: &mut [Duration]) {
    latencies.sort();
    println!(
        "{what} over {} moves: p50 {:?}, p99 {:?}, max {:?}",
        latencies.len(),
        percentile(latencies, 500),
        percentile(latencies, 990),
        latencies.last().copied().unwrap_or_default()
    );
}
