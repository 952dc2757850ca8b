//! How fast `annabella announce` is: the 1000 generated games of `benches/data/games-1000.pgn`
//! (see `examples/generate_games.rs`), throughput in moves.
//!
//! - `announce_file/{short,long}`: the whole command minus process start and file reading:
//!   PGN parsing, replay, check/mate detection, phrasing, writing to a sink;
//! - `parse_only`: just reading the games (PGN tokens, SAN to legal moves);
//! - `phrase_only/{short,long}`: just the words, positions and suffixes precomputed.
//!
//! `scripts/bench-compare.sh` sets the CLI against a python-chess script on the same file.

use std::hint::black_box;
use std::time::Duration;

use annabella::cli::{Output, announce_games};
use annabella::core::pgn::read_games;
use annabella::core::phrasing::{Style, Suffix, announce_with_suffix};
use annabella::core::voice::Voice;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::{Chess, Move, Position};

mod shared;

const GAMES: &[u8] = include_bytes!("data/games-1000.pgn");

/// Every move of the file with the position before it and its suffix.
fn plies() -> Vec<(Chess, Move, Suffix)> {
    let mut plies = Vec::new();
    for game in read_games(GAMES) {
        let game = game.expect("the benchmark PGN is valid");
        let mut position = game.start;
        for m in game.moves {
            let mut after = position.clone();
            after.play_unchecked(m);
            plies.push((position, m, Suffix::of(&after)));
            position = after;
        }
    }
    plies
}

fn styles() -> [(&'static str, Style); 2] {
    [("short", Style::Short), ("long", Style::Long)]
}

fn bench_announce(c: &mut Criterion) {
    let voice = Voice::fide();
    let plies = plies();
    let moves = plies.len() as u64;

    let mut group = c.benchmark_group("announce_file");
    group.throughput(Throughput::Elements(moves));
    for (name, style) in styles() {
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut out = Output::new(Box::new(std::io::sink()));
                announce_games(black_box(GAMES), "games-1000.pgn", &voice, style, &mut out)
                    .expect("the benchmark PGN announces");
            });
        });
    }
    group.finish();

    let mut group = c.benchmark_group("parse_only");
    group.throughput(Throughput::Elements(moves));
    group.bench_function("read_games", |b| {
        b.iter(|| {
            read_games(black_box(GAMES))
                .map(|game| game.expect("the benchmark PGN is valid").moves.len())
                .sum::<usize>()
        });
    });
    group.finish();

    let mut group = c.benchmark_group("phrase_only");
    group.throughput(Throughput::Elements(moves));
    for (name, style) in styles() {
        group.bench_function(name, |b| {
            b.iter(|| {
                plies
                    .iter()
                    .map(|(position, m, suffix)| {
                        announce_with_suffix(position, *m, *suffix, &voice, style).len()
                    })
                    .sum::<usize>()
            });
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = shared::short_runs(Duration::from_secs(4));
    targets = bench_announce
}
criterion_main!(benches);
