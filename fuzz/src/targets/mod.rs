//! One fuzz target per parser of annabella. Each names its seeds (real inputs), its words (for
//! token mutations) and how one input is executed, with the oracles it checks beyond "no panic".

mod clock_script;
mod dgt_bytes;
mod journal;
mod peg_lines;
mod pgn;
mod settings;
mod time_control;
mod typed_moves;
mod voice_pack;

use std::path::Path;

use crate::trace::Trace;

pub trait Target {
    /// The inputs fuzzing starts from.
    fn seeds(&self) -> Vec<Vec<u8>>;
    /// Words of the format, inserted by the token mutations.
    fn tokens(&self) -> Vec<Vec<u8>>;
    /// The largest input tried (parsers are bounded by their callers' file limits anyway).
    fn max_len(&self) -> usize {
        64 * 1024
    }
    /// Runs the parser on `input`; panics (the finding) when an oracle fails.
    fn execute(&self, input: &[u8], trace: &mut Trace);
}

/// Every target, in the order `scripts/fuzz.sh` runs them.
pub const NAMES: &[&str] = &[
    "typed-moves",
    "pgn",
    "peg-lines",
    "dgt-bytes",
    "time-control",
    "clock-script",
    "voice-pack",
    "settings",
    "journal",
];

/// The target called `name`, its seeds read from the repository at `repo`.
pub fn build(name: &str, repo: &Path) -> Option<Box<dyn Target>> {
    let target: Box<dyn Target> = match name {
        "typed-moves" => Box::new(typed_moves::TypedMoves::new(repo)),
        "pgn" => Box::new(pgn::Pgn::new(repo)),
        "peg-lines" => Box::new(peg_lines::PegLines::new(repo)),
        "dgt-bytes" => Box::new(dgt_bytes::DgtBytes::new(repo)),
        "time-control" => Box::new(time_control::TimeControlSpec::new(repo)),
        "clock-script" => Box::new(clock_script::ClockScript::new(repo)),
        "voice-pack" => Box::new(voice_pack::VoicePack::new(repo)),
        "settings" => Box::new(settings::Settings::new(repo)),
        "journal" => Box::new(journal::JournalText::new(repo)),
        _ => return None,
    };
    Some(target)
}

/// Text parsers take `&str`: invalid UTF-8 is refused before them (`bounded_read::read_text`),
/// so the fuzzer hands over the lossy reading and still reaches the parser with odd characters.
pub fn text(input: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(input)
}

/// Oracle for an error said to the person: whatever of the input it quotes, no control
/// character reaches the terminal (ESC would clear the screen, BEL ring); a line break may end
/// a line of the message.
pub fn said_plainly(message: &str) {
    if let Some(c) = message.chars().find(|&c| c.is_control() && c != '\n') {
        panic!(
            "oracle: the message holds U+{:04X}: {message:?}",
            u32::from(c)
        );
    }
}
