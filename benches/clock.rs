//! The clock core on a 10 000-event script: events per second.
//!
//! The table app never ticks the clock: it asks for the next instant that matters (the flag,
//! an announcement) and sleeps until then, so throughput here is about replaying scripts and
//! journals, not about keeping time.

use std::hint::black_box;

use annabella::core::clock::{Clock, Color, TimeControl};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

#[derive(Clone, Copy)]
enum Event {
    Start,
    Press,
    Query,
    Stop,
    Resume,
    Add(Color, u64),
}

/// A deterministic 10 000-event script: mostly presses, with queries, stops and additions.
fn script() -> Vec<(u64, Event)> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut events = vec![(0, Event::Start)];
    let mut at = 0;
    while events.len() < 10_000 {
        at += 200 + next() % 4_000;
        let event = match next() % 20 {
            0 => Event::Query,
            1 => Event::Stop,
            2 => Event::Resume,
            3 => Event::Add(Color::White, 1_000),
            _ => Event::Press,
        };
        events.push((at, event));
    }
    events
}

fn replay(control: &TimeControl, events: &[(u64, Event)]) -> u64 {
    let mut clock = Clock::new(control.clone());
    let mut checksum = 0;
    for &(at, event) in events {
        let step = match event {
            Event::Start => clock.start(at),
            Event::Press => clock.press(at),
            Event::Stop => clock.stop(at),
            Event::Resume => clock.resume(at),
            Event::Add(color, ms) => clock.add(color, ms, at),
            Event::Query => {
                checksum += clock.remaining(Color::White, at) + clock.remaining(Color::Black, at);
                continue;
            }
        };
        if let Ok(step) = step {
            checksum += u64::from(step.applied);
        }
    }
    checksum
}

fn bench_clock(c: &mut Criterion) {
    let events = script();
    let mut group = c.benchmark_group("clock");
    group.throughput(Throughput::Elements(events.len() as u64));
    for spec in ["40/5400+30:1800+30", "300d5", "120b2"] {
        let Ok(control) = spec.parse::<TimeControl>() else {
            continue;
        };
        group.bench_function(format!("10000 events {spec}"), |b| {
            b.iter(|| replay(black_box(&control), black_box(&events)));
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench_clock
}
criterion_main!(benches);
