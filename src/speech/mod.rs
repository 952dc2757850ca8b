//! Speech output: engines behind one trait, and the thread that owns them.
//!
//! The pure policy (what to say next) is [`crate::core::speech_queue`]; this module carries it
//! out on a device. Every engine is driven from one speech thread, fed through a channel, so a
//! slow or stuck speech server never blocks the keyboard or the board.

mod audio;
mod clip_engine;
mod clips;
mod earcons;
mod error;
mod fake;
mod output_state;
mod service;
mod text;
mod tts;

pub use crate::core::speech_queue::{Earcon, Listener, Priority, Utterance};
pub use audio::{AudioOutput, Speakers};
pub use clip_engine::{
    ClipEngine, ClipOutputConfig, PrivateRoute, builtin_clips_dir, clips_dir_of_pack,
};
pub use clips::{
    CLIPS_MAX_SAMPLES, ClipError, ClipSubject, ClipVoice, MIN_PIECE, MissingWord, PHRASE_PAUSE,
    PackWord, RATE_RANGE, TARGET_RMS, WORD_GAP, clip_name, compound, pack_words, resample_into,
    rms, split_words, write_wav,
};
pub use error::SpeechError;
pub use fake::{FakeCall, FakeEngine, FakeLog};
pub use service::{SpeechNotice, SpeechService};
pub use text::TextEngine;
#[cfg(target_os = "linux")]
pub use tts::spawned_server::{note_connecting, note_started};
pub use tts::wire::{Request, ServerProblem, ServersBefore, SpeechAnswer, SpeechQuestion};
pub use tts::{TtsEngine, scale, stop_spawned_servers};

/// Something that can say text: a speech server, recorded clips, lines on stdout.
///
/// Calls must return quickly: an engine that talks to a server that may hang runs that talk on
/// its own worker with a time limit and reports an error instead of blocking.
pub trait SpeechEngine: Send {
    /// A short name for messages (`tts`, `clips`, `text`).
    fn name(&self) -> &'static str;

    /// Starts saying `text` to `listener`; returns once it has started (or been written).
    fn speak(&mut self, text: &str, listener: Listener) -> Result<(), SpeechError>;

    /// Silences the utterance in progress, if any.
    fn stop(&mut self) -> Result<(), SpeechError>;

    /// Whether an utterance is still being heard. Engines that finish within `speak` say false.
    fn is_speaking(&mut self) -> bool;

    /// Plays a short sound at once, over any speech. Engines without a sound card of their own
    /// (text, a speech server) ignore it.
    fn cue(&mut self, _earcon: Earcon) -> Result<(), SpeechError> {
        Ok(())
    }

    /// A failure that cut the last utterance short (a speech server that never finished it, a
    /// sound card that went away), once `is_speaking` has turned false. The speech thread then
    /// switches engines and says a cut move again.
    fn failure(&mut self) -> Option<SpeechError> {
        None
    }

    /// Speech rate, 1.0 normal, 0.5 half speed, 2.0 double.
    fn set_rate(&mut self, _rate: f32) -> Result<(), SpeechError> {
        Ok(())
    }

    /// Volume, 0.0 silent to 1.0 full.
    fn set_volume(&mut self, _volume: f32) -> Result<(), SpeechError> {
        Ok(())
    }
}
