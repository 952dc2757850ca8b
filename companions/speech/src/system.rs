//! The `tts` crate on the platform's speech server (SAPI/WinRT, `AVFoundation`). Compiled on
//! Linux too, so that it is checked, but used only elsewhere.
#![cfg_attr(target_os = "linux", allow(dead_code))]

use annabella::companion::Outbox;
use annabella::speech::scale::{choose_voice, map_rate, map_volume};
use annabella::speech::{Request, ServerProblem, SpeechAnswer};
use tts::{Tts, UtteranceId};

use crate::server::Server;

pub struct System {
    tts: Tts,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // not Copy on macOS
fn key(id: &UtteranceId) -> String {
    format!("{id:?}")
}

fn no_server(error: &tts::Error) -> ServerProblem {
    ServerProblem::NoServer {
        detail: error.to_string(),
    }
}

fn refused(request: Request, error: &tts::Error) -> ServerProblem {
    ServerProblem::Refused {
        request,
        detail: error.to_string(),
    }
}

/// Connects, subscribes to utterance events, and picks a voice for `language`.
pub fn open(
    language: Option<&str>,
    outbox: &Outbox<SpeechAnswer>,
) -> Result<System, ServerProblem> {
    let tts = Tts::default().map_err(|e| no_server(&e))?;
    let features = tts.supported_features();
    if !features.utterance_callbacks {
        return Err(ServerProblem::NoEvents);
    }
    let (begin, end, stop) = (outbox.clone(), outbox.clone(), outbox.clone());
    tts.on_utterance_begin(Some(Box::new(move |id| {
        let _ = begin.send(&SpeechAnswer::Began(key(&id)));
    })))
    .map_err(|e| no_server(&e))?;
    tts.on_utterance_end(Some(Box::new(move |id| {
        let _ = end.send(&SpeechAnswer::Ended(key(&id)));
    })))
    .map_err(|e| no_server(&e))?;
    tts.on_utterance_stop(Some(Box::new(move |id| {
        let _ = stop.send(&SpeechAnswer::Ended(key(&id)));
    })))
    .map_err(|e| no_server(&e))?;
    let mut system = System { tts };
    // Best effort: a server that cannot list voices can still speak.
    let voices = if features.voice {
        system.tts.voices().unwrap_or_default()
    } else {
        Vec::new()
    };
    if let Some(language) = language {
        system.choose_voice(&voices, language);
    }
    Ok(system)
}

impl System {
    /// With no voice for the language the server's default voice speaks.
    fn choose_voice(&mut self, voices: &[tts::Voice], language: &str) {
        let named: Vec<(String, String)> = voices
            .iter()
            .map(|v| (v.name(), v.language().to_string()))
            .collect();
        if let Some(voice) = choose_voice(&named, language).and_then(|i| voices.get(i)) {
            let _ = self.tts.set_voice(voice);
        }
    }
}

impl Server for System {
    fn speak(&mut self, text: &str) -> Result<String, ServerProblem> {
        match self.tts.speak(text, false) {
            Ok(Some(id)) => Ok(key(&id)),
            Ok(None) => Err(ServerProblem::Refused {
                request: Request::Speak,
                detail: "the utterance has no id".to_owned(),
            }),
            Err(error) => Err(refused(Request::Speak, &error)),
        }
    }

    fn stop(&mut self) -> Result<(), ServerProblem> {
        self.tts
            .stop()
            .map(drop)
            .map_err(|e| refused(Request::Stop, &e))
    }

    fn set_rate(&mut self, rate: f32) -> Result<(), ServerProblem> {
        if !self.tts.supported_features().rate {
            return Ok(());
        }
        let value = map_rate(
            rate,
            self.tts.min_rate(),
            self.tts.normal_rate(),
            self.tts.max_rate(),
        );
        self.tts
            .set_rate(value)
            .map(drop)
            .map_err(|e| refused(Request::Rate, &e))
    }

    fn set_volume(&mut self, volume: f32) -> Result<(), ServerProblem> {
        if !self.tts.supported_features().volume {
            return Ok(());
        }
        let value = map_volume(volume, self.tts.min_volume(), self.tts.max_volume());
        self.tts
            .set_volume(value)
            .map(drop)
            .map_err(|e| refused(Request::Volume, &e))
    }
}
