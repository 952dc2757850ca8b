//! The clip voice's share of a move's latency, without a sound card: loading the clips once,
//! and turning a move's text into samples at the card's rate (what `ClipEngine::speak` does
//! before it hands the samples to the device). The device's own share is measured on a paced
//! device by `scripts/measure-clips.sh`.

use std::hint::black_box;
use std::path::Path;

use annabella::speech::{ClipVoice, Earcon};
use criterion::{Criterion, criterion_group, criterion_main};

fn clips(c: &mut Criterion) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("voices/fide/clips");
    c.bench_function("load fide clips (161 files)", |b| {
        b.iter(|| ClipVoice::load(black_box(&dir)).map(|v| v.len()));
    });
    let voice = ClipVoice::load(&dir).expect("the fide clips load");
    for text in [
        "Bauer Eva vier",
        "Bauer Eva sieben Eva acht Umwandlung Dame Matt",
    ] {
        c.bench_function(&format!("render \"{text}\" at 48 kHz"), |b| {
            b.iter(|| voice.render(black_box(text), 48_000).map(|s| s.len()));
        });
    }
    c.bench_function("render an earcon at 48 kHz", |b| {
        b.iter(|| Earcon::Check.samples(black_box(48_000)).len());
    });
}

criterion_group!(benches, clips);
criterion_main!(benches);
