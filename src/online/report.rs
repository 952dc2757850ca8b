//! The server's JSON reports read into the table's typed events (Lichess's field names).

use serde_json::Value;
use shakmaty::Color;

use crate::core::table::{
    BySide, ChatAuthor, ChatLine, ChatText, OnlineGame, Presence, ServerMove, ServerState,
    ServerStatus,
};

use super::OnlineError;
use super::plain::{NAME_CHARS, one_line};

/// The longest move kept as the server wrote it (UCI moves have 4 or 5 characters).
const MOVE_CHARS: usize = 8;
/// The longest status name kept.
const STATUS_CHARS: usize = 40;

/// An id the server gave (a game's, a challenge's), if it is one: letters and digits only, as
/// Lichess's are, so it can go into a request's path and steer it nowhere else.
pub fn plain_id(id: &str) -> Option<&str> {
    (!id.is_empty() && id.len() <= 32 && id.bytes().all(|b| b.is_ascii_alphanumeric()))
        .then_some(id)
}

fn bad(what: &str) -> OnlineError {
    OnlineError::BadAnswer(format!("no {what}"))
}

fn millis(value: Option<&Value>) -> u64 {
    value
        .and_then(Value::as_i64)
        .map_or(0, |ms| u64::try_from(ms).unwrap_or(0))
}

fn color(value: Option<&Value>) -> Option<Color> {
    match value.and_then(Value::as_str) {
        Some("white") => Some(Color::White),
        Some("black") => Some(Color::Black),
        _ => None,
    }
}

/// A status as a name (`"mate"`) or an object (`{"id": 30, "name": "mate"}`).
fn status(value: Option<&Value>) -> ServerStatus {
    let name = match value {
        Some(Value::String(name)) => name.as_str(),
        Some(object) => object.get("name").and_then(Value::as_str).unwrap_or(""),
        None => "",
    };
    ServerStatus::from_name(&one_line(name, STATUS_CHARS))
}

/// A `gameState` (or the `state` of a `gameFull`).
pub fn game_state(value: &Value) -> Result<ServerState, OnlineError> {
    let moves = value
        .get("moves")
        .and_then(Value::as_str)
        .ok_or_else(|| bad("moves"))?;
    Ok(ServerState {
        moves: moves
            .split_whitespace()
            .map(|mv| ServerMove::read(&one_line(mv, MOVE_CHARS)))
            .collect(),
        white_ms: millis(value.get("wtime")),
        black_ms: millis(value.get("btime")),
        status: status(value.get("status")),
        winner: color(value.get("winner")),
        draw_offers: BySide {
            white: flag(value, "wdraw"),
            black: flag(value, "bdraw"),
        },
        takebacks: BySide {
            white: flag(value, "wtakeback"),
            black: flag(value, "btakeback"),
        },
    })
}

fn flag(value: &Value, key: &str) -> bool {
    value.get(key).and_then(Value::as_bool).unwrap_or(false)
}

/// The server's own name in the chat (Lichess's lines about offers and takebacks).
const SERVER_AUTHOR: &str = "lichess";

/// A `chatLine` of the players' room, as `me` (a lower-case user id) reads it; `None` for the
/// spectators' room or an empty line.
pub fn chat_line(value: &Value, me: &str) -> Option<ChatLine> {
    if value.get("room").and_then(Value::as_str) != Some("player") {
        return None;
    }
    let user = one_line(value.get("username").and_then(Value::as_str)?, NAME_CHARS);
    let text = value.get("text").and_then(Value::as_str)?;
    // Cut generously first (the chat cuts to its own length): a huge line costs nothing more.
    let text = ChatText::received(&one_line(text, 4 * crate::core::table::CHAT_MAX_CHARS))?;
    if user.is_empty() {
        return None;
    }
    let folded = user.to_lowercase();
    let author = if folded == me {
        ChatAuthor::Me
    } else if folded == SERVER_AUTHOR {
        ChatAuthor::server(&user)
    } else {
        ChatAuthor::opponent(&user)
    };
    Some(ChatLine { author, text })
}

/// An `opponentGone`: gone (with the seconds until the win may be claimed), or back.
pub fn opponent_gone(value: &Value) -> Option<Presence> {
    let gone = value.get("gone").and_then(Value::as_bool)?;
    Some(if gone {
        Presence::Gone {
            claim_in_secs: value
                .get("claimWinInSeconds")
                .and_then(Value::as_i64)
                .map(|secs| u64::try_from(secs).unwrap_or(0)),
        }
    } else {
        Presence::Back
    })
}

/// A player's id and the name said for them (a computer opponent by its level).
fn player(value: Option<&Value>) -> (String, String) {
    let id = value
        .and_then(|p| p.get("id"))
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_lowercase();
    let name = value
        .and_then(|p| p.get("name"))
        .and_then(Value::as_str)
        .map(|name| one_line(name, NAME_CHARS))
        .filter(|name| !name.is_empty())
        .or_else(|| {
            value
                .and_then(|p| p.get("aiLevel"))
                .and_then(Value::as_i64)
                .map(|level| format!("Stockfish {level}"))
        })
        .unwrap_or_else(|| one_line(&id, NAME_CHARS));
    (id, name)
}

/// A `gameFull`: the game as `me` (a lower-case user id) plays it, and its state.
pub fn game_full(value: &Value, me: &str) -> Result<(OnlineGame, ServerState), OnlineError> {
    let id = value
        .get("id")
        .and_then(Value::as_str)
        .and_then(plain_id)
        .ok_or_else(|| bad("game id"))?;
    let (white_id, white_name) = player(value.get("white"));
    let (_, black_name) = player(value.get("black"));
    let (side, opponent) = if white_id == me {
        (Color::White, black_name)
    } else {
        (Color::Black, white_name)
    };
    let clock = value
        .get("clock")
        .filter(|clock| !clock.is_null())
        .map(|clock| (millis(clock.get("initial")), millis(clock.get("increment"))));
    let state = game_state(value.get("state").ok_or_else(|| bad("state"))?)?;
    Ok((
        OnlineGame {
            id: id.to_owned(),
            side,
            opponent,
            clock,
        },
        state,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lichess_game_full_is_read_for_black() {
        let value: Value = serde_json::from_str(
            r#"{"type":"gameFull","id":"5IrD6Gzz","rated":false,
            "clock":{"initial":300000,"increment":3000},
            "white":{"id":"alice","name":"Alice","rating":1500},
            "black":{"id":"bob","name":"Bob"},
            "state":{"type":"gameState","moves":"e2e4 c7c5","wtime":298000,"btime":300000,
            "winc":3000,"binc":3000,"status":"started","bdraw":true}}"#,
        )
        .unwrap();
        let (game, state) = game_full(&value, "bob").unwrap();
        assert_eq!(game.side, Color::Black);
        assert_eq!(game.opponent, "Alice");
        assert_eq!(game.clock, Some((300_000, 3_000)));
        assert_eq!(
            state.moves,
            [ServerMove::read("e2e4"), ServerMove::read("c7c5")]
        );
        assert_eq!(state.white_ms, 298_000);
        assert_eq!(state.status, ServerStatus::Playing);
        assert!(state.draw_offers.black && !state.draw_offers.white);
    }

    #[test]
    fn chat_lines_of_the_players_room_are_read_with_their_author() {
        let line = |json: &str| chat_line(&serde_json::from_str(json).unwrap(), "bob");
        let theirs =
            line(r#"{"type":"chatLine","room":"player","username":"Alice","text":"gl hf"}"#)
                .unwrap();
        assert_eq!(theirs.author, ChatAuthor::Opponent("Alice".to_owned()));
        assert_eq!(theirs.text.as_str(), "gl hf");
        let mine = line(r#"{"type":"chatLine","room":"player","username":"Bob","text":"thanks"}"#)
            .unwrap();
        assert_eq!(mine.author, ChatAuthor::Me);
        let server = line(
            r#"{"type":"chatLine","room":"player","username":"lichess","text":"Takeback sent"}"#,
        )
        .unwrap();
        assert_eq!(server.author, ChatAuthor::Server("lichess".to_owned()));
        assert_eq!(
            line(r#"{"type":"chatLine","room":"spectator","username":"Eve","text":"hi"}"#),
            None
        );
        let long = format!(
            r#"{{"type":"chatLine","room":"player","username":"Alice","text":"{}"}}"#,
            "x".repeat(500)
        );
        assert_eq!(line(&long).unwrap().text.as_str().len(), 140);
    }

    #[test]
    fn opponent_gone_is_read_with_the_seconds_to_claim() {
        let read = |json: &str| opponent_gone(&serde_json::from_str(json).unwrap());
        assert_eq!(
            read(r#"{"type":"opponentGone","gone":true,"claimWinInSeconds":8}"#),
            Some(Presence::Gone {
                claim_in_secs: Some(8)
            })
        );
        assert_eq!(
            read(r#"{"type":"opponentGone","gone":true}"#),
            Some(Presence::Gone {
                claim_in_secs: None
            })
        );
        assert_eq!(
            read(r#"{"type":"opponentGone","gone":false}"#),
            Some(Presence::Back)
        );
    }

    #[test]
    fn names_chat_and_statuses_from_the_server_are_made_plain() {
        let value: Value = serde_json::from_str(
            r#"{"type":"gameFull","id":"abcd1234","clock":null,
            "white":{"id":"alice","name":"\u001b[2J\r\nWhite resigns\u202e"},
            "black":{"id":"bob","name":"Bob"},
            "state":{"moves":"e2e4 \u001b[Ae7e5","status":"x\u0007\r\ny"}}"#,
        )
        .unwrap();
        let (game, state) = game_full(&value, "bob").unwrap();
        assert_eq!(game.opponent, "[2J White resigns");
        assert_eq!(
            state.moves,
            [
                ServerMove::read("e2e4"),
                ServerMove::Unreadable("[Ae7e5".to_owned())
            ]
        );
        assert_eq!(state.status, ServerStatus::Other("x y".to_owned()));
        let line = chat_line(
            &serde_json::from_str(
                r#"{"room":"player","username":"Eve\u001b]0;x\u0007","text":"hi\r\nWhite resigns"}"#,
            )
            .unwrap(),
            "bob",
        )
        .unwrap();
        assert_eq!(line.author, ChatAuthor::Opponent("Eve]0;x".to_owned()));
        assert_eq!(line.text.as_str(), "hi White resigns");
    }

    #[test]
    fn a_game_id_that_could_steer_a_request_is_refused() {
        for id in ["../../account", "a/b", "", "abc?x=1", &"a".repeat(33)] {
            let value = serde_json::json!({
                "id": id, "white": {"id": "bob"}, "black": {"id": "eve"},
                "state": {"moves": ""}
            });
            assert!(game_full(&value, "bob").is_err(), "{id}");
        }
        assert_eq!(plain_id("5IrD6Gzz"), Some("5IrD6Gzz"));
    }

    #[test]
    fn takeback_requests_are_read() {
        let value: Value = serde_json::from_str(
            r#"{"type":"gameState","moves":"e2e4","wtime":1,"btime":2,"status":"started",
            "wtakeback":true,"btakeback":false}"#,
        )
        .unwrap();
        let state = game_state(&value).unwrap();
        assert!(state.takebacks.white && !state.takebacks.black);
    }

    #[test]
    fn an_end_is_read_with_its_winner() {
        let value: Value = serde_json::from_str(
            r#"{"type":"gameState","moves":"f2f3 e7e5 g2g4 d8h4","wtime":1,"btime":2,
            "status":{"id":30,"name":"mate"},"winner":"black"}"#,
        )
        .unwrap();
        let state = game_state(&value).unwrap();
        assert_eq!(state.status, ServerStatus::Mate);
        assert_eq!(state.winner, Some(Color::Black));
    }
}
