//! `status` and `openings` against the floor of reading the same games: pgn-reader's parser with
//! shakmaty playing each main-line SAN once, nothing kept (the 1000 generated games of
//! `benches/data/games-1000.pgn`, throughput in games). Both commands should stay within 1.3× of
//! the floor: the reader plays each game once and the command follows that replay.
//!
//! Times are the benchmark thread's own CPU time (`/proc/thread-self/schedstat`), not the wall
//! clock: on a machine other builds share, waiting for a core would otherwise count, and the
//! ratios to the floor changed by half from one run to the next.
//!
//! `status_by_game` is the way `status` went before (every game replayed again into a
//! [`Game`], each move re-checked and its SAN rebuilt), kept to show what the single replay
//! saves.

use std::hint::black_box;
use std::io::Cursor;
use std::ops::ControlFlow;
use std::time::Duration;

use annabella::cli::{FinalPosition, opening_line, status_line};
use annabella::core::fen::position_from_fen;
use annabella::core::game::Game;
use annabella::core::openings::book;
use annabella::core::pgn::{read_games, read_games_observed};
use criterion::measurement::{Measurement, ValueFormatter};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pgn_reader::{RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Position};

const GAMES: &[u8] = include_bytes!("data/games-1000.pgn");

/// Plays the main line of each game from its start position (`[FEN]` honoured); the final
/// position is the output.
struct Floor;

impl Visitor for Floor {
    type Tags = Option<String>;
    type Movetext = Option<Chess>;
    type Output = Option<Chess>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        fen: &mut Option<String>,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        if name == b"FEN" {
            *fen = Some(value.decode_utf8_lossy().into_owned());
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, fen: Option<String>) -> ControlFlow<Self::Output, Self::Movetext> {
        let start = match fen {
            Some(fen) => position_from_fen(&fen, None).ok().map(|(start, _)| start),
            None => Some(Chess::default()),
        };
        ControlFlow::Continue(start)
    }

    fn san(&mut self, position: &mut Option<Chess>, san: SanPlus) -> ControlFlow<Self::Output> {
        if let Some(pos) = position {
            match san.san.to_move(pos) {
                Ok(m) => pos.play_unchecked(m),
                Err(_) => *position = None,
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut Option<Chess>) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn end_game(&mut self, position: Option<Chess>) -> Self::Output {
        position
    }
}

fn floor(input: &[u8]) -> usize {
    let mut reader = Reader::new(Cursor::new(input));
    let mut played = 0;
    while let Ok(Some(end)) = reader.read_game(&mut Floor) {
        played += usize::from(end.is_some_and(|end| end.fullmoves().get() > 0));
    }
    played
}

/// The CPU time the calling thread has run, in nanoseconds (Linux's scheduler statistics).
fn thread_cpu_ns() -> u64 {
    let stats = std::fs::read_to_string("/proc/thread-self/schedstat")
        .expect("Linux's /proc/thread-self/schedstat");
    stats
        .split_whitespace()
        .next()
        .and_then(|ns| ns.parse().ok())
        .expect("the first field of schedstat: nanoseconds on the CPU")
}

/// Criterion's measurement in the thread's CPU time.
struct CpuTime;

impl Measurement for CpuTime {
    type Intermediate = u64;
    type Value = u64;

    fn start(&self) -> u64 {
        thread_cpu_ns()
    }

    fn end(&self, started: u64) -> u64 {
        thread_cpu_ns().saturating_sub(started)
    }

    fn add(&self, a: &u64, b: &u64) -> u64 {
        a + b
    }

    fn zero(&self) -> u64 {
        0
    }

    #[allow(
        clippy::cast_precision_loss,
        reason = "nanoseconds below 2^52 (52 days) are exact in f64"
    )]
    fn to_f64(&self, ns: &u64) -> f64 {
        *ns as f64
    }

    fn formatter(&self) -> &dyn ValueFormatter {
        &CpuFormatter
    }
}

/// Milliseconds of CPU, and games a CPU second.
struct CpuFormatter;

impl ValueFormatter for CpuFormatter {
    fn scale_values(&self, _: f64, values: &mut [f64]) -> &'static str {
        for value in values {
            *value /= 1e6;
        }
        "ms (CPU)"
    }

    #[allow(
        clippy::cast_precision_loss,
        reason = "a count of games is far below 2^52"
    )]
    fn scale_throughputs(
        &self,
        _: f64,
        throughput: &Throughput,
        values: &mut [f64],
    ) -> &'static str {
        let games = match throughput {
            Throughput::Elements(games) => *games as f64,
            _ => 1.0,
        };
        for value in values {
            *value = games * 1e9 / *value;
        }
        "games/s (CPU)"
    }

    fn scale_for_machines(&self, _: &mut [f64]) -> &'static str {
        "ns (CPU)"
    }
}

fn bench_replay(c: &mut Criterion<CpuTime>) {
    let games = read_games(GAMES).count();
    assert_eq!(floor(GAMES), games, "the floor reads every game");
    let book = book().expect("the embedded data set builds");
    let mut group = c.benchmark_group("replay_1000_games");
    group.throughput(Throughput::Elements(games as u64));
    group.bench_function("floor_pgn_reader_shakmaty", |b| {
        b.iter(|| floor(black_box(GAMES)));
    });
    group.bench_function("status", |b| {
        b.iter(|| {
            read_games_observed(black_box(GAMES), FinalPosition::default)
                .filter_map(Result::ok)
                .map(|(game, last)| status_line(&game.moves, &last, None).len())
                .sum::<usize>()
        });
    });
    group.bench_function("openings", |b| {
        b.iter(|| {
            read_games_observed(black_box(GAMES), || book.walk())
                .filter_map(Result::ok)
                .map(|(_, walk)| opening_line(walk.last_named()).len())
                .sum::<usize>()
        });
    });
    group.bench_function("status_by_game", |b| {
        b.iter(|| {
            read_games(black_box(GAMES))
                .filter_map(Result::ok)
                .filter_map(|pgn| Game::from_pgn(&pgn).ok())
                .map(|game| usize::from(game.is_over()) + usize::from(game.claims().any()))
                .sum::<usize>()
        });
    });
    group.finish();
}

criterion_group! {
    name = benches;
    // Two cores: few samples, a few seconds each, so `make bench` stays short.
    config = Criterion::default()
        .with_measurement(CpuTime)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = bench_replay
}
criterion_main!(benches);
