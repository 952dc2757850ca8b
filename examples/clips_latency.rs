//! Measures the clip engine on the default sound device: for a series of move announcements,
//! the time from the text entering `ClipEngine::speak` to the device callback writing the
//! first audible sample (timed by the callback itself), and the peak memory with the clips
//! loaded. Run by `scripts/measure-clips.sh`, which gives it a paced device.
//!
//! `cargo run --release --example clips_latency -- [VOICE] [ROUNDS]`

// Counts and sizes here are small; the conversions are for printing.
#![allow(clippy::cast_precision_loss, clippy::cast_sign_loss)]

use std::process::ExitCode;
use std::time::{Duration, Instant};

use annabella::speech::{
    ClipEngine, ClipOutputConfig, ClipVoice, Listener, SpeechEngine, builtin_clips_dir,
};

const MOVES: [&str; 8] = [
    "Bauer Eva vier",
    "Springer Gustav eins Felix drei",
    "Läufer Felix eins schlägt Cesar vier Schach",
    "Kurze Rochade",
    "Dame David acht schlägt Hector vier",
    "Turm Anna eins David eins",
    "Bauer Eva sieben Eva acht Umwandlung Dame Matt",
    "Weiß fünf Minuten dreißig Sekunden",
];

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("clips_latency: {error}");
            ExitCode::from(2)
        }
    }
}

/// A line of /proc/self/status in kB (Linux), for peak memory.
fn status_kb(key: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(key))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let voice = args.next().unwrap_or_else(|| "fide".to_owned());
    let rounds: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(100);
    let before = status_kb("VmHWM:");
    let dir = builtin_clips_dir(&voice).ok_or_else(|| format!("no clips for {voice}"))?;
    let load = Instant::now();
    let clips = ClipVoice::load(&dir).map_err(|e| e.to_string())?;
    let load = load.elapsed();
    let loaded = status_kb("VmHWM:");
    let count = clips.len();
    let mut engine =
        ClipEngine::open(clips, &ClipOutputConfig::default()).map_err(|e| e.to_string())?;
    let opened = status_kb("VmHWM:");
    println!(
        "device {} at {} Hz, {} channels; {count} clips loaded in {:.1} ms",
        engine.output().device_name(),
        engine.output().rate(),
        engine.output().channels(),
        load.as_secs_f64() * 1000.0
    );

    let mut latencies = Vec::with_capacity(rounds);
    for round in 0..rounds {
        let text = MOVES[round % MOVES.len()];
        let start = Instant::now();
        engine
            .speak(text, Listener::Public)
            .map_err(|e| e.to_string())?;
        let limit = start + Duration::from_secs(2);
        let onset = loop {
            if let Some(onset) = engine.onset() {
                break onset;
            }
            if Instant::now() > limit {
                return Err(format!("no sound within 2 s for \"{text}\""));
            }
            std::thread::sleep(Duration::from_micros(200));
        };
        latencies.push(onset.duration_since(start));
        // Barge in, as a new move would, and let the device settle at an unrelated phase.
        std::thread::sleep(Duration::from_millis(37));
        engine.stop().map_err(|e| e.to_string())?;
    }
    println!(
        "first utterance after opening: {:.2} ms",
        latencies[0].as_secs_f64() * 1000.0
    );
    latencies.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q).round() as usize];
    println!(
        "speak -> first audible sample written ({rounds} moves): p50 {:.2} ms, p95 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(at(0.5)),
        ms(at(0.95)),
        ms(at(0.99)),
        ms(at(1.0))
    );
    println!(
        "passing device errors recovered: {}",
        engine.output().glitches()
    );
    let kb = |v: Option<u64>| v.map_or("?".to_owned(), |v| format!("{:.1} MB", v as f64 / 1024.0));
    println!(
        "peak memory (VmHWM): {} at start, {} with clips loaded, {} with the device open, {} at the end",
        kb(before),
        kb(loaded),
        kb(opened),
        kb(status_kb("VmHWM:"))
    );
    Ok(())
}
