//! One account on one server: blocking HTTP requests and NDJSON streams, with the token sent as
//! a bearer and never shown (not even in `Debug`).

use std::io::Read;
use std::time::Duration;

use serde_json::Value;

use super::OnlineError;
use super::ndjson::Lines;
use super::plain::{REASON_CHARS, one_line};

/// Lichess.
pub const DEFAULT_URL: &str = "https://lichess.org";

/// How long connecting may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a stream may stay silent: the server sends a keep-alive line every few seconds
/// (Lichess and open-chess every 6 s), so three missed ones mean the connection is dead.
const STREAM_IDLE_TIMEOUT: Duration = Duration::from_secs(20);
/// How long a request (a move, a draw offer) may take in all.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(15);
/// The most of an error's body read for its reason.
const MAX_ERROR_BYTES: u64 = 16 * 1024;

/// A stream of NDJSON lines from the server.
pub type Stream = Lines<Box<dyn Read + Send + Sync + 'static>>;

#[derive(Clone)]
pub struct BoardClient {
    base: String,
    token: String,
    agent: ureq::Agent,
}

impl std::fmt::Debug for BoardClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BoardClient")
            .field("base", &self.base)
            .finish_non_exhaustive()
    }
}

impl BoardClient {
    /// A client for the server at `base` (`https://lichess.org`), with the personal token.
    pub fn new(base: &str, token: &str) -> Self {
        let agent = ureq::AgentBuilder::new()
            .timeout_connect(CONNECT_TIMEOUT)
            .timeout_read(STREAM_IDLE_TIMEOUT)
            .timeout_write(REQUEST_TIMEOUT)
            .user_agent(concat!("annabella/", env!("CARGO_PKG_VERSION")))
            .build();
        Self {
            base: base.trim_end_matches('/').to_owned(),
            token: token.trim().to_owned(),
            agent,
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    fn authorized(&self, request: ureq::Request) -> ureq::Request {
        request.set("Authorization", &format!("Bearer {}", self.token))
    }

    /// The account's id (lower case), which also checks the token.
    pub fn account_id(&self) -> Result<String, OnlineError> {
        let value = self.get_json("/api/account")?;
        value
            .get("id")
            .and_then(Value::as_str)
            .map(str::to_lowercase)
            .ok_or_else(|| OnlineError::BadAnswer("no account id".to_owned()))
    }

    /// A JSON answer to a GET.
    pub fn get_json(&self, path: &str) -> Result<Value, OnlineError> {
        let request = self
            .authorized(self.agent.get(&self.url(path)))
            .timeout(REQUEST_TIMEOUT);
        read_json(answer(request.call())?)
    }

    /// A POST with a form; the JSON answer.
    pub fn post(&self, path: &str, form: &[(&str, &str)]) -> Result<Value, OnlineError> {
        let request = self
            .authorized(self.agent.post(&self.url(path)))
            .timeout(REQUEST_TIMEOUT);
        read_json(answer(request.send_form(form))?)
    }

    /// Opens an NDJSON stream (a GET, or a POST with a form), read line by line until the
    /// server ends it or it stays silent too long.
    pub fn stream(&self, path: &str, form: Option<&[(&str, &str)]>) -> Result<Stream, OnlineError> {
        let response = match form {
            None => self.authorized(self.agent.get(&self.url(path))).call(),
            Some(form) => self
                .authorized(self.agent.post(&self.url(path)))
                .send_form(form),
        };
        let reader: Box<dyn Read + Send + Sync + 'static> = answer(response)?.into_reader();
        Ok(Lines::new(reader))
    }
}

/// The response, or the server's refusal with its reason.
fn answer(result: Result<ureq::Response, ureq::Error>) -> Result<ureq::Response, OnlineError> {
    match result {
        Ok(response) => Ok(response),
        Err(ureq::Error::Status(401 | 403, _)) => Err(OnlineError::Unauthorized),
        Err(ureq::Error::Status(status @ (408 | 429 | 500..=599), response)) => {
            Err(OnlineError::Busy {
                status,
                retry_after: retry_after(&response),
            })
        }
        Err(ureq::Error::Status(status, response)) => Err(OnlineError::Refused {
            status,
            reason: reason(response),
        }),
        Err(ureq::Error::Transport(transport)) => match transport.kind() {
            ureq::ErrorKind::ConnectionFailed | ureq::ErrorKind::Dns => {
                Err(OnlineError::Unreachable(transport.kind().to_string()))
            }
            kind => Err(OnlineError::Connection(kind.to_string())),
        },
    }
}

/// The longest wait a server may ask for before a request is tried again.
const MAX_RETRY_AFTER: Duration = Duration::from_mins(2);

/// The wait a `Retry-After` header asks for: seconds (an HTTP date counts as a short wait),
/// at most [`MAX_RETRY_AFTER`].
fn retry_after(response: &ureq::Response) -> Option<Duration> {
    let value = response.header("Retry-After")?.trim();
    let wait = match value.parse::<u64>() {
        Ok(seconds) => Duration::from_secs(seconds),
        Err(_) => Duration::from_secs(5),
    };
    Some(wait.min(MAX_RETRY_AFTER))
}

/// The `error` of a JSON refusal, else its first line of text: made plain (one line, no
/// control characters), whatever the server put there.
fn reason(response: ureq::Response) -> String {
    let mut body = String::new();
    let _ = response
        .into_reader()
        .take(MAX_ERROR_BYTES)
        .read_to_string(&mut body);
    serde_json::from_str::<Value>(&body)
        .ok()
        .and_then(|value| {
            value
                .get("error")
                .and_then(Value::as_str)
                .map(str::to_owned)
        })
        .map_or_else(
            || one_line(body.lines().next().unwrap_or(""), REASON_CHARS),
            |reason| one_line(&reason, REASON_CHARS),
        )
}

fn read_json(response: ureq::Response) -> Result<Value, OnlineError> {
    let mut body = String::new();
    response
        .into_reader()
        .take(super::ndjson::MAX_LINE_BYTES as u64)
        .read_to_string(&mut body)
        .map_err(|e| OnlineError::Connection(e.to_string()))?;
    if body.trim().is_empty() {
        return Ok(Value::Null);
    }
    serde_json::from_str(&body)
        .map_err(|e| OnlineError::BadAnswer(one_line(&e.to_string(), REASON_CHARS)))
}
