//! The server's JSON reports read into the table's typed events (Lichess's field names).

use serde_json::Value;
use shakmaty::Color;

use crate::core::table::{OnlineGame, ServerState, ServerStatus};

use super::OnlineError;

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
    ServerStatus::from_name(name)
}

/// A `gameState` (or the `state` of a `gameFull`).
pub fn game_state(value: &Value) -> Result<ServerState, OnlineError> {
    let moves = value
        .get("moves")
        .and_then(Value::as_str)
        .ok_or_else(|| bad("moves"))?;
    Ok(ServerState {
        moves: moves.split_whitespace().map(str::to_owned).collect(),
        white_ms: millis(value.get("wtime")),
        black_ms: millis(value.get("btime")),
        status: status(value.get("status")),
        winner: color(value.get("winner")),
        white_offers_draw: value.get("wdraw").and_then(Value::as_bool).unwrap_or(false),
        black_offers_draw: value.get("bdraw").and_then(Value::as_bool).unwrap_or(false),
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
        .map(str::to_owned)
        .or_else(|| {
            value
                .and_then(|p| p.get("aiLevel"))
                .and_then(Value::as_i64)
                .map(|level| format!("Stockfish {level}"))
        })
        .unwrap_or_else(|| id.clone());
    (id, name)
}

/// A `gameFull`: the game as `me` (a lower-case user id) plays it, and its state.
pub fn game_full(value: &Value, me: &str) -> Result<(OnlineGame, ServerState), OnlineError> {
    let id = value
        .get("id")
        .and_then(Value::as_str)
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
        assert_eq!(state.moves, ["e2e4", "c7c5"]);
        assert_eq!(state.white_ms, 298_000);
        assert_eq!(state.status, ServerStatus::Playing);
        assert!(state.black_offers_draw && !state.white_offers_draw);
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
