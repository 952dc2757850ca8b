//! speech-dispatcher through its own binding: `SET LANGUAGE` chooses the voice in one round
//! trip, and its event callbacks ignore events for connections it has closed.

use annabella::companion::Outbox;
use annabella::speech::scale::{map_rate, map_volume};
use annabella::speech::{
    Request, ServerProblem, ServersBefore, SpeechAnswer, note_connecting, note_started,
};
use speech_dispatcher::{Connection, Mode, Priority};

use crate::server::Server;

pub struct Speechd {
    connection: Connection,
}

/// Connects (the client library finds the server through `SPEECHD_ADDRESS` or its default
/// socket, and may start it), subscribes to utterance events, and sets the language. What ran
/// before and a server this connection started are told to annabella, which stops it as it
/// ends; and kept here too, so that it is stopped as this program ends if annabella has gone.
pub fn open(
    language: Option<&str>,
    outbox: &Outbox<SpeechAnswer>,
) -> Result<Speechd, ServerProblem> {
    let watch = ServersBefore::before_connecting().map(|before| {
        let _ = outbox.send(&SpeechAnswer::Watching(before.clone()));
        (note_connecting(before.clone()), before)
    });
    let connection = Connection::open("annabella", "speech", "annabella", Mode::Threaded);
    // Also when the connection failed: the server may have started all the same.
    if let Some((id, before)) = watch {
        let started = before.new_servers();
        note_started(id, &started);
        let _ = outbox.send(&SpeechAnswer::Started(started));
    }
    let connection = connection.map_err(|e| ServerProblem::NoServer {
        detail: e.to_string(),
    })?;
    let (begin, end, cancel) = (outbox.clone(), outbox.clone(), outbox.clone());
    connection.on_begin(Some(Box::new(move |id, _| {
        let _ = begin.send(&SpeechAnswer::Began(id.to_string()));
    })));
    connection.on_end(Some(Box::new(move |id, _| {
        let _ = end.send(&SpeechAnswer::Ended(id.to_string()));
    })));
    connection.on_cancel(Some(Box::new(move |id, _| {
        let _ = cancel.send(&SpeechAnswer::Ended(id.to_string()));
    })));
    if let Some(language) = language {
        connection
            .set_language(language)
            .map_err(|e| ServerProblem::NoLanguage {
                language: language.to_owned(),
                detail: e.to_string(),
            })?;
    }
    Ok(Speechd { connection })
}

/// speech-dispatcher's scales.
const MIN: f32 = -100.0;
const NORMAL_RATE: f32 = 0.0;
const MAX: f32 = 100.0;

impl Server for Speechd {
    fn speak(&mut self, text: &str) -> Result<String, ServerProblem> {
        // A NUL would make the binding panic (annabella sends none; this program must not end).
        let text = text.replace('\0', " ");
        self.connection
            .say(Priority::Important, text)
            .map(|id| id.to_string())
            .ok_or_else(|| refused(Request::Speak, "the text was not taken"))
    }

    fn stop(&mut self) -> Result<(), ServerProblem> {
        self.connection
            .cancel()
            .map_err(|e| refused(Request::Stop, e.to_string()))
    }

    fn set_rate(&mut self, rate: f32) -> Result<(), ServerProblem> {
        #[allow(clippy::cast_possible_truncation)] // within -100..=100
        let value = map_rate(rate, MIN, NORMAL_RATE, MAX).round() as i32;
        self.connection
            .set_voice_rate(value)
            .map_err(|e| refused(Request::Rate, e.to_string()))
    }

    fn set_volume(&mut self, volume: f32) -> Result<(), ServerProblem> {
        #[allow(clippy::cast_possible_truncation)] // within -100..=100
        let value = map_volume(volume, MIN, MAX).round() as i32;
        self.connection
            .set_volume(value)
            .map_err(|e| refused(Request::Volume, e.to_string()))
    }
}

fn refused(request: Request, detail: impl Into<String>) -> ServerProblem {
    ServerProblem::Refused {
        request,
        detail: detail.into(),
    }
}
