//! What annabella and the speech companion (`annabella-speech`) say to each other: the requests
//! of [`super::Backend`] one way; their answers, the server's utterance events and the speech
//! servers a connection started the other way. Typed values, framed by [`crate::companion::wire`].

use serde::{Deserialize, Serialize};

use super::super::SpeechError;

/// A request to the companion, answered in order, one answer each.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SpeechQuestion {
    /// Connect to the speech server, and choose the voice for `language` if one is given.
    /// Answered with [`SpeechAnswer::Opened`] or [`SpeechAnswer::Failed`].
    Open { language: Option<String> },
    /// Queue `text` without interrupting: [`SpeechAnswer::Queued`] with the utterance's key.
    Speak { text: String },
    /// Silence every utterance: [`SpeechAnswer::Done`].
    Stop,
    /// Rate on annabella's scale (1.0 normal, 0.5 to 2.0): [`SpeechAnswer::Done`].
    Rate(f32),
    /// Volume from 0.0 (silent) to 1.0 (full): [`SpeechAnswer::Done`].
    Volume(f32),
}

/// What the companion sends: an answer to the last request, or something it noticed itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SpeechAnswer {
    /// The connection is made.
    Opened,
    /// The text was queued as the utterance `key`.
    Queued { key: String },
    /// The request was carried out.
    Done,
    /// The request failed.
    Failed(ServerProblem),
    /// The server began saying the utterance with this key.
    Began(String),
    /// The utterance ended or was cancelled: no more sound and no more events for it.
    Ended(String),
    /// Before connecting: the servers already started for the socket the client library will
    /// use (a connection may start one, to be stopped when annabella ends).
    Watching(ServersBefore),
    /// After connecting: the servers started for the socket since [`Self::Watching`].
    Started(Vec<u32>),
}

/// The speech servers already started for a unix socket before a connection was made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServersBefore {
    pub socket: std::path::PathBuf,
    pub servers: Vec<u32>,
}

/// What the speech server or its client library refused, in the library's own words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ServerProblem {
    /// No speech server could be reached.
    NoServer { detail: String },
    /// The server would not take the language.
    NoLanguage { language: String, detail: String },
    /// The server reports no utterance events.
    NoEvents,
    /// A request was refused.
    Refused { request: Request, detail: String },
    /// A request came before [`SpeechQuestion::Open`] succeeded.
    NotOpen,
}

/// The request a [`ServerProblem::Refused`] names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    Speak,
    Stop,
    Rate,
    Volume,
}

impl Request {
    /// The words [`SpeechError::Refused`] keeps.
    pub const fn words(self) -> &'static str {
        match self {
            Self::Speak => "speak",
            Self::Stop => "stop",
            Self::Rate => "set the rate",
            Self::Volume => "set the volume",
        }
    }
}

impl From<ServerProblem> for SpeechError {
    fn from(problem: ServerProblem) -> Self {
        match problem {
            ServerProblem::NoServer { detail } => SpeechError::NoServer { detail },
            ServerProblem::NoLanguage { language, detail } => {
                SpeechError::NoLanguage { language, detail }
            }
            ServerProblem::NoEvents => SpeechError::NoEvents,
            ServerProblem::Refused { request, detail } => SpeechError::Refused {
                request: request.words(),
                detail,
            },
            ServerProblem::NotOpen => SpeechError::NoServer {
                detail: "not connected".to_owned(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_keeps_the_request_and_the_libraries_words() {
        let error = SpeechError::from(ServerProblem::Refused {
            request: Request::Rate,
            detail: "bad value".to_owned(),
        });
        assert_eq!(
            error.to_string(),
            "the speech server refused to set the rate: bad value"
        );
    }

    #[test]
    fn every_value_crosses_the_pipe_unchanged() {
        let answers = [
            SpeechAnswer::Queued {
                key: "7".to_owned(),
            },
            SpeechAnswer::Failed(ServerProblem::NoLanguage {
                language: "de".to_owned(),
                detail: "no voice".to_owned(),
            }),
            SpeechAnswer::Watching(ServersBefore {
                socket: "/run/user/7/speech-dispatcher/speechd.sock".into(),
                servers: vec![12, 34],
            }),
        ];
        for answer in answers {
            let mut pipe = Vec::new();
            crate::companion::wire::write_frame(&mut pipe, &answer).unwrap();
            let back: Option<SpeechAnswer> =
                crate::companion::wire::read_frame(&mut pipe.as_slice()).unwrap();
            assert_eq!(back, Some(answer));
        }
    }
}
