//! Starting the speech engine the settings ask for, with the `auto` rule and clear fallbacks.

use std::time::Duration;

use crate::core::config::SpeechChoice;
use crate::core::voice::Voice;
use crate::speech::{Listener, SpeechEngine, SpeechError, SpeechService, TtsEngine};

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
            .and_then(greeted)
        {
            Ok(engine) => Some(Box::new(engine)),
            Err(error) => {
                notices.push(format!(
                    "speech: no working speech server ({error}); continuing with text"
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

/// How long the greeting may take before `auto` decides the speech server cannot be heard.
const GREETING_LIMIT: Duration = Duration::from_secs(4);

/// Says "annabella" and waits for it to end. A speech server with no sound card accepts speech
/// and never finishes it (seen on headless machines): `auto` must not choose it, or every move
/// would go unheard.
fn greeted(mut engine: TtsEngine) -> Result<TtsEngine, SpeechError> {
    engine.speak("annabella", Listener::Public)?;
    let deadline = std::time::Instant::now() + GREETING_LIMIT;
    while engine.is_speaking() {
        if std::time::Instant::now() > deadline {
            let _ = engine.stop();
            return Err(SpeechError(
                "the speech server accepts speech but never finishes it (no sound card?)"
                    .to_owned(),
            ));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Ok(engine)
}
