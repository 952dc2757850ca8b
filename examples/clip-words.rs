//! Lists every word a voice pack can say, one per line: the clip's file stem, a tab, and the
//! word as the pack writes it. `voices/make-clips.sh` records exactly this list, so the clips
//! and the clip engine use the same rule (`annabella::speech::pack_words`).
//!
//! Usage: `cargo run --example clip-words -- fide` (a built-in voice) or `-- path/to/pack.toml`.

use std::process::ExitCode;

use annabella::core::voice::Voice;
use annabella::speech::pack_words;

fn main() -> ExitCode {
    let Some(arg) = std::env::args().nth(1) else {
        eprintln!("usage: clip-words VOICE (fide, en, fr, or a pack file)");
        return ExitCode::from(2);
    };
    let voice = match Voice::builtin(&arg) {
        Some(voice) => voice,
        None => match std::fs::read_to_string(&arg) {
            Ok(text) => match Voice::from_toml(&text, &arg) {
                Ok(voice) => voice,
                Err(error) => {
                    eprintln!("{error}");
                    return ExitCode::from(2);
                }
            },
            Err(error) => {
                eprintln!("{arg}: {error}");
                return ExitCode::from(2);
            }
        },
    };
    for word in pack_words(&voice) {
        println!("{}\t{}", word.name, word.spoken);
    }
    ExitCode::SUCCESS
}
