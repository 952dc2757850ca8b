//! Peg-board sensor lines per second through the line codec and move inference.
//!
//! The stream: 200 generated games (random legal moves favouring captures, castling, en
//! passant and promotions; 5 in 20 from Chess960 starts), each move's lifts and placements in a
//! random physical order, with the noise a real board adds (bad checksums, garbage, snapshots,
//! pieces touched and put back, lost lines). A sensor line must reach the speech queue within
//! 1 ms of arriving: the per-line time here is that budget's inference share.

use std::hint::black_box;

use annabella::core::boards::peg::LineDecoder;
use annabella::core::boards::peg_sim::{Noise, Rng, random_game, wire_lines};
use annabella::core::boards::sensing::PegBoard;
use annabella::core::game::Game;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::{CastlingMode, Chess};

struct Stream {
    start: Chess,
    mode: CastlingMode,
    bytes: Vec<u8>,
    lines: u64,
}

fn streams() -> Vec<Stream> {
    (0..200u64)
        .map(|seed| {
            let mut rng = Rng::new(seed);
            let (start, mode) = if seed % 4 == 0 {
                let game = Game::chess960((seed * 7 % 960) as u32).expect("a Chess960 number");
                (game.position().clone(), CastlingMode::Chess960)
            } else {
                (Chess::default(), CastlingMode::Standard)
            };
            let moves = random_game(&start, 160, &mut rng);
            let lines = wire_lines(&start, &moves, Noise::SOME, &mut rng);
            let mut bytes = Vec::new();
            for line in &lines {
                bytes.extend_from_slice(line.as_bytes());
                bytes.push(b'\n');
            }
            Stream {
                start,
                mode,
                bytes,
                lines: lines.len() as u64,
            }
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let streams = streams();
    let total: u64 = streams.iter().map(|s| s.lines).sum();
    let mut group = c.benchmark_group("peg");
    group.throughput(Throughput::Elements(total));
    group.bench_function("codec", |b| {
        b.iter(|| {
            let mut decoder = LineDecoder::new();
            let mut accepted = 0u64;
            for stream in &streams {
                decoder.feed(&stream.bytes, |r| accepted += u64::from(r.is_ok()));
            }
            black_box(accepted)
        });
    });
    group.bench_function("codec+inference", |b| {
        b.iter(|| {
            let mut said = Vec::new();
            let mut observations = 0usize;
            for stream in &streams {
                let mut board = PegBoard::new(stream.start.clone(), stream.mode);
                let mut decoder = LineDecoder::new();
                decoder.feed(&stream.bytes, |r| {
                    if let Ok(event) = r {
                        said.clear();
                        board.handle_into(&event, &mut said);
                        observations += said.len();
                    }
                });
                observations += board.finish().len();
            }
            black_box(observations)
        });
    });
    group.finish();
    eprintln!("peg stream: {total} lines in {} games", streams.len());
}

criterion_group!(benches, bench);
criterion_main!(benches);
