//! The console pushes the round to a Lichess broadcast round (`POST
//! /api/broadcast/round/{id}/push`, the PGN as the body, a token with `study:write` as a
//! bearer). Only the games that changed since the last push Lichess took are sent: Lichess keeps
//! the chapters a push does not name. On its own thread, so a slow or absent server never holds
//! the console: the console hands over the newest games and goes on; a push that fails is tried
//! again after a growing wait, a bounded number of times, and what it held goes with the next
//! one.

use std::collections::BTreeMap;
use std::sync::mpsc::SyncSender;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

/// Lichess.
pub const DEFAULT_SERVER: &str = "https://lichess.org";
/// The first wait after a push that failed; doubled after each further failure.
const FIRST_RETRY: Duration = Duration::from_millis(500);
/// The longest wait between two tries.
const LONGEST_RETRY: Duration = Duration::from_secs(30);
/// Tries of one set of games before the pusher waits for the next change.
pub const TRIES: u32 = 5;
/// How long one push may take in all.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(15);
/// The most of an answer read (Lichess answers with one short line a game).
const MAX_ANSWER: u64 = 64 * 1024;
/// The longest reason kept from a server's refusal.
const REASON_CHARS: usize = 120;

/// A broadcast round's id as Lichess writes it: 8 letters or digits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundId(String);

/// Not a round id (handed back).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadRoundId(pub String);

impl std::fmt::Display for BadRoundId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:?} is not a Lichess broadcast round id (8 letters or digits, as in \
             lichess.org/broadcast/…/…/ROUNDID)",
            crate::core::text::plain_line(&self.0, 40)
        )
    }
}

impl std::error::Error for BadRoundId {}

impl RoundId {
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::str::FromStr for RoundId {
    type Err = BadRoundId;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() == 8 && text.bytes().all(|b| b.is_ascii_alphanumeric()) {
            Ok(Self(text.to_owned()))
        } else {
            Err(BadRoundId(text.to_owned()))
        }
    }
}

/// What the pusher tells the console.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PushReport {
    /// Lichess took the games of these boards.
    Pushed { boards: Vec<u32> },
    /// Lichess took the push but refused a game in it: its reason, made plain.
    GameRefused { reason: String },
    /// The server refused the token (401, 403): no more tries until the next change.
    Unauthorized,
    /// Every try failed; the games wait for the next change. The last reason, made plain.
    GaveUp { reason: String },
}

/// The games to push: which boards changed since Lichess last took them.
#[derive(Debug, Default)]
pub struct Changes {
    /// Each board's game as Lichess last took it.
    taken: BTreeMap<u32, String>,
}

impl Changes {
    /// The boards among `games` whose game differs from what Lichess holds, and the push's body
    /// (their games, one after the other); `None` when nothing changed.
    pub fn since_taken(&self, games: &BTreeMap<u32, String>) -> Option<(Vec<u32>, String)> {
        let changed: Vec<(u32, &String)> = games
            .iter()
            .filter(|(board, pgn)| !pgn.trim().is_empty() && self.taken.get(board) != Some(pgn))
            .map(|(board, pgn)| (*board, pgn))
            .collect();
        if changed.is_empty() {
            return None;
        }
        let body: Vec<&str> = changed.iter().map(|(_, pgn)| pgn.trim()).collect();
        let mut body = body.join("\n\n");
        body.push('\n');
        Some((changed.into_iter().map(|(board, _)| board).collect(), body))
    }

    /// Lichess took `boards` as they are in `games`.
    pub fn took(&mut self, boards: &[u32], games: &BTreeMap<u32, String>) {
        for board in boards {
            if let Some(pgn) = games.get(board) {
                self.taken.insert(*board, pgn.clone());
            }
        }
    }
}

/// The newest games handed over and not yet taken by the pushing thread.
#[derive(Debug, Default)]
struct Offered {
    games: Option<BTreeMap<u32, String>>,
    closed: bool,
}

#[derive(Debug, Default)]
struct Shared {
    offered: Mutex<Offered>,
    woken: Condvar,
}

/// The console's handle on the pushing thread.
#[derive(Debug)]
pub struct RoundPusher {
    shared: Arc<Shared>,
}

impl RoundPusher {
    /// Starts pushing to round `round` at `server` with `token`; the thread's reports go to
    /// `reports` (mapped by `wrap` into the console's events).
    pub fn start<E: Send + 'static>(
        server: &str,
        round: &RoundId,
        token: &str,
        reports: SyncSender<E>,
        wrap: fn(PushReport) -> E,
    ) -> std::io::Result<Self> {
        let shared = Arc::new(Shared::default());
        let url = format!(
            "{}/api/broadcast/round/{}/push",
            server.trim_end_matches('/'),
            round.0
        );
        let agent = ureq::AgentBuilder::new()
            .timeout(REQUEST_TIMEOUT)
            .user_agent(concat!("annabella/", env!("CARGO_PKG_VERSION")))
            .build();
        let token = token.trim().to_owned();
        let pushing = Arc::clone(&shared);
        std::thread::Builder::new()
            .name("round push".to_owned())
            .spawn(move || {
                let post = |body: &str| post(&agent, &url, &token, body);
                push_loop(&pushing, FIRST_RETRY, &post, &mut |report| {
                    reports.send(wrap(report)).is_ok()
                });
            })?;
        Ok(Self { shared })
    }

    /// Hands over the round's newest games (by board); never waits. A newer set replaces one
    /// the thread has not taken yet.
    pub fn offer(&self, games: BTreeMap<u32, String>) {
        let mut offered = self
            .shared
            .offered
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        offered.games = Some(games);
        self.shared.woken.notify_all();
    }
}

impl Drop for RoundPusher {
    fn drop(&mut self) {
        let mut offered = self
            .shared
            .offered
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        offered.closed = true;
        self.shared.woken.notify_all();
    }
}

/// How one push went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Posted {
    /// Taken; a game refused, if one was (its reason).
    Taken {
        refused: Option<String>,
    },
    Unauthorized,
    /// Worth trying again (no answer, 429, 5xx), with the reason.
    Failed(String),
    /// Refused for good (400, 404): the reason.
    Refused(String),
}

/// Waits for games, pushes what changed, retries with back-off from `first_retry`; ends when
/// the console does.
fn push_loop(
    shared: &Shared,
    first_retry: Duration,
    post: &dyn Fn(&str) -> Posted,
    report: &mut dyn FnMut(PushReport) -> bool,
) {
    let mut changes = Changes::default();
    let mut games: BTreeMap<u32, String> = BTreeMap::new();
    loop {
        // The newest games, waiting for them if none came since the last push.
        {
            let mut offered = shared
                .offered
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            while offered.games.is_none() && !offered.closed {
                offered = shared
                    .woken
                    .wait(offered)
                    .unwrap_or_else(PoisonError::into_inner);
            }
            if offered.closed {
                return;
            }
            if let Some(newest) = offered.games.take() {
                games = newest;
            }
        }
        let mut wait = first_retry;
        for attempt in 1..=TRIES {
            let Some((boards, body)) = changes.since_taken(&games) else {
                break;
            };
            let told = match post(&body) {
                Posted::Taken { refused } => {
                    changes.took(&boards, &games);
                    let told = report(PushReport::Pushed { boards });
                    match refused {
                        Some(reason) => told && report(PushReport::GameRefused { reason }),
                        None => told,
                    }
                }
                Posted::Unauthorized => {
                    if !report(PushReport::Unauthorized) {
                        return;
                    }
                    break;
                }
                Posted::Refused(reason) => {
                    if !report(PushReport::GaveUp { reason }) {
                        return;
                    }
                    break;
                }
                Posted::Failed(reason) if attempt == TRIES => report(PushReport::GaveUp { reason }),
                Posted::Failed(_) => {
                    // Waits for the back-off, or for the console to end; newer games offered
                    // meanwhile go with the next try.
                    let mut offered = shared
                        .offered
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner);
                    let deadline = std::time::Instant::now() + wait;
                    while !offered.closed {
                        let left = deadline.saturating_duration_since(std::time::Instant::now());
                        if left.is_zero() {
                            break;
                        }
                        offered = shared
                            .woken
                            .wait_timeout(offered, left)
                            .unwrap_or_else(PoisonError::into_inner)
                            .0;
                    }
                    if offered.closed {
                        return;
                    }
                    if let Some(newest) = offered.games.take() {
                        games = newest;
                    }
                    wait = (wait * 2).min(LONGEST_RETRY);
                    true
                }
            };
            if !told {
                return;
            }
        }
    }
}

/// One push of `body` to `url`.
fn post(agent: &ureq::Agent, url: &str, token: &str, body: &str) -> Posted {
    let answer = agent
        .post(url)
        .set("Authorization", &format!("Bearer {token}"))
        .set("Content-Type", "text/plain; charset=utf-8")
        .send_string(body);
    match answer {
        Ok(response) => {
            let mut text = String::new();
            let read = std::io::Read::read_to_string(
                &mut std::io::Read::take(response.into_reader(), MAX_ANSWER),
                &mut text,
            );
            Posted::Taken {
                refused: read.ok().and_then(|_| refused_game(&text)),
            }
        }
        Err(ureq::Error::Status(401 | 403, _)) => Posted::Unauthorized,
        Err(ureq::Error::Status(status @ (408 | 429 | 500..=599), _)) => {
            Posted::Failed(format!("HTTP {status}"))
        }
        Err(ureq::Error::Status(status, response)) => {
            let mut text = String::new();
            let _ = std::io::Read::read_to_string(
                &mut std::io::Read::take(response.into_reader(), MAX_ANSWER),
                &mut text,
            );
            let reason = crate::core::text::plain_line(&text, REASON_CHARS);
            Posted::Refused(format!("HTTP {status} {reason}").trim_end().to_owned())
        }
        Err(ureq::Error::Transport(transport)) => Posted::Failed(transport.kind().to_string()),
    }
}

/// The first game Lichess refused in its answer (`{"games":[{"error": …}, …]}`), made plain.
fn refused_game(answer: &str) -> Option<String> {
    let value: serde_json::Value = serde_json::from_str(answer).ok()?;
    value
        .get("games")?
        .as_array()?
        .iter()
        .find_map(|game| game.get("error").and_then(serde_json::Value::as_str))
        .map(|error| crate::core::text::plain_line(error, REASON_CHARS))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;

    fn games(list: &[(u32, &str)]) -> BTreeMap<u32, String> {
        list.iter().map(|(b, p)| (*b, (*p).to_owned())).collect()
    }

    #[test]
    fn only_the_games_that_changed_since_lichess_took_them_are_pushed() {
        let mut changes = Changes::default();
        let first = games(&[
            (1, "[Board \"1\"]\n\n1. e4 *"),
            (2, "[Board \"2\"]\n\n*"),
            (3, ""),
        ]);
        let (boards, body) = changes.since_taken(&first).unwrap();
        assert_eq!(boards, [1, 2]);
        assert_eq!(body, "[Board \"1\"]\n\n1. e4 *\n\n[Board \"2\"]\n\n*\n");
        changes.took(&boards, &first);
        assert_eq!(changes.since_taken(&first), None);
        let second = games(&[
            (1, "[Board \"1\"]\n\n1. e4 e5 *"),
            (2, "[Board \"2\"]\n\n*"),
        ]);
        assert_eq!(changes.since_taken(&second).unwrap().0, [1]);
    }

    #[test]
    fn a_failed_push_is_tried_again_and_a_bounded_number_of_times() {
        let shared = Shared::default();
        shared.offered.lock().unwrap().games = Some(games(&[(4, "1. d4 *")]));
        let answers = RefCell::new(vec![
            Posted::Failed("HTTP 503".to_owned()),
            Posted::Taken { refused: None },
        ]);
        let bodies = RefCell::new(Vec::new());
        let post = |body: &str| {
            bodies.borrow_mut().push(body.to_owned());
            answers.borrow_mut().remove(0)
        };
        let mut reports = Vec::new();
        push_loop(&shared, Duration::from_millis(1), &post, &mut |report| {
            reports.push(report);
            // The console ends after the first report.
            false
        });
        assert_eq!(bodies.borrow().len(), 2);
        assert_eq!(reports, [PushReport::Pushed { boards: vec![4] }]);

        // Failing every time: given up after the bounded tries.
        let shared = Shared::default();
        shared.offered.lock().unwrap().games = Some(games(&[(4, "1. d4 *")]));
        let tries = RefCell::new(0);
        let post = |_: &str| {
            *tries.borrow_mut() += 1;
            Posted::Failed("connection refused".to_owned())
        };
        let mut reports = Vec::new();
        push_loop(&shared, Duration::from_millis(1), &post, &mut |report| {
            reports.push(report);
            false
        });
        assert_eq!(*tries.borrow(), TRIES);
        assert_eq!(
            reports,
            [PushReport::GaveUp {
                reason: "connection refused".to_owned()
            }]
        );
    }

    #[test]
    fn a_round_id_is_eight_letters_or_digits_and_a_refused_game_is_read() {
        assert!("Ab12Cd34".parse::<RoundId>().is_ok());
        assert!("Ab12Cd3".parse::<RoundId>().is_err());
        assert!("Ab12/d34".parse::<RoundId>().is_err());
        assert_eq!(
            refused_game(
                r#"{"games":[{"tags":{},"moves":3},{"tags":{},"error":"bad\u001b move"}]}"#
            ),
            Some("bad move".to_owned())
        );
        assert_eq!(refused_game(r#"{"games":[{"moves":3}]}"#), None);
    }
}
