//! How fast `annabella openings` is: building the index of the embedded data set (done once per
//! run), and naming the 1000 generated games of `benches/data/games-1000.pgn` (throughput in
//! games; PGN parsing excluded).

use std::hint::black_box;
use std::time::Duration;

use annabella::core::openings::OpeningBook;
use annabella::core::pgn::{PgnGame, read_games};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

mod shared;

const GAMES: &[u8] = include_bytes!("data/games-1000.pgn");

fn bench_openings(c: &mut Criterion) {
    c.bench_function("openings_index_build", |b| {
        b.iter(|| OpeningBook::embedded().expect("the embedded data set builds"));
    });

    let book = OpeningBook::embedded().expect("the embedded data set builds");
    let games: Vec<PgnGame> = read_games(GAMES)
        .map(|game| game.expect("the benchmark PGN is valid"))
        .collect();
    let mut group = c.benchmark_group("openings_name_games");
    group.throughput(Throughput::Elements(games.len() as u64));
    group.bench_function("games_1000", |b| {
        b.iter(|| {
            games
                .iter()
                .filter_map(|game| book.name_game(black_box(&game.start), &game.moves))
                .count()
        });
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = shared::short_runs(Duration::from_secs(3));
    targets = bench_openings
}
criterion_main!(benches);
