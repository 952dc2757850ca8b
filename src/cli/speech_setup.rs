//! Starting the speech engine the settings ask for, with the `auto` rule and clear fallbacks.

use std::time::Duration;

use crate::core::config::SpeechChoice;
use crate::core::voice::Voice;
use crate::speech::{SpeechEngine, SpeechService, TtsEngine};

/// The speech thread for `choice`, or `None` for text-only or silent play. Problems are
/// returned as notices for the player, never as errors: a game goes on without audio.
pub fn start_speech(
    choice: SpeechChoice,
    voice: &Voice,
    rate: f32,
    volume: f32,
) -> (Option<SpeechService>, Vec<String>) {
    let mut notices = Vec::new();
    let engine: Option<Box<dyn SpeechEngine>> = match choice {
        SpeechChoice::Text | SpeechChoice::None => None,
        SpeechChoice::Tts => match TtsEngine::connect(voice.language(), TtsEngine::AUTO_LIMIT) {
            Ok(engine) => Some(Box::new(engine)),
            Err(error) => {
                notices.push(format!("speech: {error}; continuing with text"));
                None
            }
        },
        SpeechChoice::Clips => {
            notices.push(
                "speech: the clips engine is not available in this build; continuing with text"
                    .to_owned(),
            );
            None
        }
        SpeechChoice::Auto => match TtsEngine::probe(TtsEngine::AUTO_LIMIT)
            .and_then(|()| TtsEngine::connect(voice.language(), TtsEngine::AUTO_LIMIT))
        {
            Ok(engine) => Some(Box::new(engine)),
            Err(error) => {
                notices.push(format!(
                    "speech: no speech server ({error}); continuing with text"
                ));
                None
            }
        },
    };
    let Some(engine) = engine else {
        return (None, notices);
    };
    match SpeechService::start(engine, None) {
        Ok(service) => {
            service.set_rate(rate);
            service.set_volume(volume);
            (Some(service), notices)
        }
        Err(error) => {
            notices.push(format!("speech: cannot start the speech thread: {error}"));
            (None, notices)
        }
    }
}

/// How long the program waits at the end for queued speech (the last move, the result).
pub const FINAL_SPEECH_LIMIT: Duration = Duration::from_secs(15);
