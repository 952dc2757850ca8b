//! One step of a review (a move forward, then back) in the middle of a game of 100 and of
//! 10 000 half-moves: the table's review seat moves the position it shows by one move, so both
//! should cost the same.

use std::fmt::Write;
use std::hint::black_box;
use std::time::Duration;

use annabella::core::pgn::read_games;
use annabella::core::review::{ReviewGame, ReviewWord};
use annabella::core::session::SessionConfig;
use annabella::core::table::ReviewSeat;
use annabella::core::voice::Voice;
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use shakmaty::Color;

mod shared;

/// A game of `plies` half-moves: knights out and back, over and over.
fn game(plies: usize) -> ReviewGame {
    let mut text = String::new();
    for index in 0..plies {
        if index % 2 == 0 {
            let _ = write!(text, "{}. ", index / 2 + 1);
        }
        text.push_str(["Nf3 ", "Nf6 ", "Ng1 ", "Ng8 "][index % 4]);
    }
    text.push('*');
    let pgn = read_games(text.as_bytes())
        .next()
        .expect("one game")
        .expect("a legal game");
    ReviewGame::from_pgn(&pgn)
}

fn bench_review_step(c: &mut Criterion) {
    let mut group = c.benchmark_group("review_step");
    for plies in [100, 10_000] {
        let mut seat = ReviewSeat::new(game(plies), SessionConfig::default(), Voice::fide());
        let middle = u32::try_from(plies / 4).expect("a small move number");
        seat.word(ReviewWord::Go(middle, Color::White));
        group.bench_with_input(
            BenchmarkId::new("forward_and_back", plies),
            &plies,
            |b, _| {
                b.iter(|| {
                    black_box(seat.word(ReviewWord::Forward));
                    black_box(seat.word(ReviewWord::Back));
                });
            },
        );
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = shared::short_runs(Duration::from_secs(3));
    targets = bench_review_step
}
criterion_main!(benches);
