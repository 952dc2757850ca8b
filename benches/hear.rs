//! Spoken moves: from the end of an utterance to the decision (play, confirm, again), with the
//! recogniser loaded once as at the table; the real-time factor is the time over the utterance's
//! length (printed once). Needs espeak-ng and sox (`make test` installs them) and the model.

use std::hint::black_box;
use std::process::Command;
use std::time::Instant;

use annabella::core::game::Game;
use annabella::core::session::{Session, SessionConfig};
use annabella::core::table::{Table, TableEffect, TableInput, TableSetup};
use annabella::core::voice::Voice;
use annabella::hearing::decoding::{
    Listener, PhraseBook, Pronunciations, SphinxListener, Thresholds, Utterance, hear, read_wav,
};
use annabella::hearing::{Ear, PositionSlot};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use shakmaty::Chess;

/// `text` spoken by espeak-ng, padded, 16 kHz mono.
fn utterance(text: &str) -> Utterance {
    let dir = tempfile::tempdir().expect("temporary folder");
    let raw = dir.path().join("raw.wav");
    let wav = dir.path().join("move.wav");
    let spoke = Command::new("espeak-ng")
        .args(["-v", "de", "-w"])
        .arg(&raw)
        .arg(text)
        .status()
        .expect("espeak-ng (make test installs it)");
    assert!(spoke.success());
    let padded = Command::new("sox")
        .arg(&raw)
        .args(["-r", "16000", "-c", "1", "-b", "16"])
        .arg(&wav)
        .args(["pad", "0.4", "0.4"])
        .status()
        .expect("sox (make test installs it)");
    assert!(padded.success());
    read_wav(&std::fs::read(&wav).expect("the WAV"), "move.wav").expect("a WAV")
}

fn bench(c: &mut Criterion) {
    let voice = Voice::fide();
    let pronunciations = Pronunciations::builtin("fide").expect("fide's pronunciations");
    let book = PhraseBook::new(&Chess::default(), &voice, &pronunciations).expect("book");
    // Two utterances taken in turn: the listener keeps the free-phone score of the last one, and
    // a new utterance at the table never finds it.
    let utterances = [
        utterance("Springer Gustav eins Felix drei"),
        utterance("Bauer Eva vier"),
    ];
    let utterance = &utterances[0];
    let mut listener = SphinxListener::new().expect("pocketsphinx-en-us installed");
    let started = Instant::now();
    let first = hear(
        &mut listener as &mut dyn Listener,
        &book,
        utterance,
        Thresholds::default(),
    )
    .expect("heard");
    let first_time = started.elapsed();
    eprintln!(
        "first utterance (model loaded): {first:?} in {:.3} s for {:.2} s of speech",
        first_time.as_secs_f64(),
        utterance.seconds()
    );
    let mut times = Vec::new();
    let mut speech = 0.0;
    for round in 0..40 {
        let spoken = &utterances[round % 2];
        let started = Instant::now();
        black_box(
            hear(
                &mut listener as &mut dyn Listener,
                &book,
                spoken,
                Thresholds::default(),
            )
            .expect("heard"),
        );
        times.push(started.elapsed().as_secs_f64());
        speech += spoken.seconds();
    }
    let total: f64 = times.iter().sum();
    times.sort_by(f64::total_cmp);
    eprintln!(
        "end of utterance to decision: p50 {:.3} s, p99 {:.3} s; real-time factor {:.3}",
        times[times.len() / 2],
        times[times.len() * 99 / 100],
        total / speech
    );
    let mut turn = 0;
    let mut group = c.benchmark_group("hear");
    group.sample_size(20);
    group.bench_function("end of utterance to decision (start position, fide)", |b| {
        b.iter(|| {
            turn += 1;
            hear(
                &mut listener as &mut dyn Listener,
                black_box(&book),
                black_box(&utterances[turn % 2]),
                Thresholds::default(),
            )
            .expect("heard")
        });
    });
    group.finish();
}

/// At the table: from the end of an utterance (the voice activity's cut) to the move announced,
/// through the listener as the table runs it (a decoder loaded afresh for every utterance) and
/// the table's decision; the real-time factor over the utterances' length.
fn bench_table(c: &mut Criterion) {
    let position = Chess::default();
    let slot = PositionSlot::new(position);
    let ear_at_table = || {
        Ear::new(
            Box::new(
                SphinxListener::new()
                    .expect("pocketsphinx-en-us installed")
                    .forgetting(),
            ),
            Voice::fide(),
            Pronunciations::builtin("fide").expect("fide's pronunciations"),
            slot.clone(),
        )
    };
    let mut ear = ear_at_table();
    let utterances = [
        utterance("Springer Gustav eins Felix drei"),
        utterance("Bauer Eva vier"),
    ];
    let fresh_table = || {
        let session = Session::new(SessionConfig::default(), Voice::fide(), Game::new(), 0);
        let mut table = Table::new(session, TableSetup::default());
        table.start(0);
        table
    };
    // One turn: hear, then hand to the table, which plays the move (or reads it back).
    let turn = |ear: &mut Ear, table: &mut Table, spoken: &Utterance| -> bool {
        let heard = ear.hear(spoken).expect("heard");
        let effects = table.handle(1_000, TableInput::Heard(heard));
        effects
            .iter()
            .any(|effect| matches!(effect, TableEffect::Say(_)))
    };
    let mut times = Vec::new();
    let mut speech = 0.0;
    for round in 0..40 {
        let spoken = &utterances[round % 2];
        let mut table = fresh_table();
        let started = Instant::now();
        assert!(turn(&mut ear, &mut table, spoken), "something was said");
        times.push(started.elapsed().as_secs_f64());
        speech += spoken.seconds();
    }
    let total: f64 = times.iter().sum();
    times.sort_by(f64::total_cmp);
    eprintln!(
        "at the table, end of utterance to move announced: p50 {:.3} s, p99 {:.3} s; real-time factor {:.3}",
        times[times.len() / 2],
        times[times.len() * 99 / 100],
        total / speech
    );
    let mut round = 0;
    let mut group = c.benchmark_group("listen at the table");
    group.sample_size(20);
    group.bench_function(
        "end of utterance to move announced (start position, fide)",
        |b| {
            b.iter_batched(
                fresh_table,
                |mut table| {
                    round += 1;
                    turn(&mut ear, &mut table, black_box(&utterances[round % 2]))
                },
                BatchSize::SmallInput,
            );
        },
    );
    group.finish();
}

criterion_group!(benches, bench, bench_table);
criterion_main!(benches);
