//! Speaks words with the clip engine through the default sound device, waits until they have
//! been played, and reports what it played. Used by the real-audio integration test (which
//! routes the default device into a file) and handy by hand:
//!
//! `cargo run --example play_clips -- fide Springer Felix drei`
//!
//! Options before the voice: `--private` (speak to the private listener), `--earcon NAME`
//! (play an earcon first). The voice is a built-in name or a clips folder. Prints one line,
//! `rate=<device rate> channels=<n> samples=<rendered samples> onset_ms=<latency>`; errors go
//! to stderr with exit status 2.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use annabella::speech::{
    ClipEngine, ClipOutputConfig, ClipVoice, Earcon, Listener, SpeechEngine, builtin_clips_dir,
};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("play_clips: {error}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1).peekable();
    let mut listener = Listener::Public;
    let mut earcon = None;
    while let Some(flag) = args.next_if(|a| a.starts_with("--")) {
        match flag.as_str() {
            "--private" => listener = Listener::Private,
            "--earcon" => {
                let name = args.next().ok_or("--earcon needs a name")?;
                earcon = Some(
                    Earcon::ALL
                        .into_iter()
                        .find(|e| e.name() == name)
                        .ok_or_else(|| format!("unknown earcon {name}"))?,
                );
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    let voice = args
        .next()
        .ok_or("usage: play_clips [--private] VOICE WORDS...")?;
    let text = args.collect::<Vec<_>>().join(" ");
    let dir = builtin_clips_dir(&voice).unwrap_or_else(|| PathBuf::from(&voice));
    let clips = ClipVoice::load(&dir).map_err(|e| e.to_string())?;

    let mut engine =
        ClipEngine::open(clips, &ClipOutputConfig::default()).map_err(|e| e.to_string())?;
    let rate = engine.output().rate();
    let samples = engine
        .voice()
        .render(&text, rate)
        .map_err(|e| e.to_string())?
        .len();
    if let Some(earcon) = earcon {
        engine.play_earcon(earcon).map_err(|e| e.to_string())?;
    }
    let start = Instant::now();
    engine.speak(&text, listener).map_err(|e| e.to_string())?;
    let limit = start + Duration::from_secs(30);
    while engine.is_speaking() {
        if Instant::now() > limit {
            return Err("still speaking after 30 s".to_owned());
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let onset = engine
        .onset()
        .map_or(f64::NAN, |t| t.duration_since(start).as_secs_f64() * 1000.0);
    // Let the device play out what it already holds before the stream closes.
    std::thread::sleep(Duration::from_millis(200));
    println!(
        "rate={rate} channels={} samples={samples} onset_ms={onset:.3}",
        engine.output().channels()
    );
    Ok(())
}
