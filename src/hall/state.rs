//! What a table tells the hall: its whole state as one message, so the newest one alone says
//! everything (a console that was away, or missed messages while the broker restarted, loses
//! nothing by reading only the last). Retained by the broker under the table's topic.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::core::clock::Clock;
use crate::core::game::EndReason;
use crate::core::session::NameField;
use crate::core::table::Table;

/// The message's format; a console refuses another.
pub const FORMAT: u32 = 1;

/// A side as the message writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

impl From<Color> for Side {
    fn from(color: Color) -> Self {
        match color {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

/// The clocks as they read when the state was taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    pub white_ms: u64,
    pub black_ms: u64,
    /// Whose clock runs, if one does.
    pub running: Option<Side>,
}

/// One table's state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableState {
    pub format: u32,
    /// The table's number in the hall (`--table N`).
    pub table: u32,
    pub white: Option<String>,
    pub black: Option<String>,
    pub event: Option<String>,
    pub round: Option<String>,
    /// The moves in SAN, from the start.
    pub moves: Vec<String>,
    /// Whose move it is.
    pub turn: Side,
    pub clocks: Option<Clocks>,
    /// The side whose flag fell.
    pub flag: Option<Side>,
    /// `1-0`, `0-1`, `1/2-1/2` once the game is over.
    pub result: Option<String>,
    /// Why it ended (the `status` contract's word: `checkmate`, `timeout`, …).
    pub ending: Option<String>,
    /// The game's record with `[%clk]` after every move.
    pub pgn: String,
}

impl TableState {
    /// The state of `table` (number `number`) at `at_ms`, with its record `pgn`.
    pub fn of(table: &Table, number: u32, at_ms: u64, pgn: String) -> Self {
        let session = table.game_session();
        let game = session.game();
        let names = session.names();
        let name = |field| names.get(field).map(str::to_owned);
        let ending = game.ending();
        let clocks = session.clock().map(|clock| Clocks {
            white_ms: clock.remaining(Color::White, at_ms),
            black_ms: clock.remaining(Color::Black, at_ms),
            running: (ending.is_none() && clock.flagged().is_none())
                .then(|| clock.turn())
                .flatten()
                .map(Side::from),
        });
        let flag = session
            .clock()
            .and_then(Clock::flagged)
            .map(|flag| Side::from(flag.color))
            .or_else(|| {
                ending
                    .filter(|e| {
                        matches!(
                            e.reason,
                            EndReason::Timeout | EndReason::TimeoutInsufficientMaterial
                        )
                    })
                    .map(|_| Side::from(game.turn()))
            });
        Self {
            format: FORMAT,
            table: number,
            white: name(NameField::White),
            black: name(NameField::Black),
            event: name(NameField::Event),
            round: name(NameField::Round),
            moves: game.san_list(),
            turn: game.turn().into(),
            clocks,
            flag,
            result: ending.map(|e| e.result.as_str().to_owned()),
            ending: ending.map(|e| e.reason.as_str().to_owned()),
            pgn,
        }
    }

    /// Whether `other` says something this does not: anything but the clocks' running time.
    pub fn differs_from(&self, other: &Self) -> bool {
        let without_time = |state: &Self| {
            let mut state = state.clone();
            state.clocks = state.clocks.map(|c| Clocks {
                white_ms: 0,
                black_ms: 0,
                ..c
            });
            state.pgn.clear();
            state
        };
        without_time(self) != without_time(other) || self.pgn != other.pgn
    }

    /// The message's bytes.
    pub fn to_json(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }
}
