//! What a table tells the hall: its whole state as one message, so the newest one alone says
//! everything (a console that was away, or missed messages while the broker restarted, loses
//! nothing by reading only the last). Retained by the broker under the table's topic.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::core::boards::board_model::{BoardModel, Verdict};
use crate::core::boards::sensing_board::{BoardProtocol, BoardRole};
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

/// What kind of board a connected board is, as the arbiter names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardKind {
    /// The blind player's peg board.
    Peg,
    /// An electronic board that names its pieces (DGT, Millennium, …).
    EBoard,
}

/// Whose board it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardOwner {
    Blind,
    Sighted,
}

/// A board's sync with the game, in the board model's words ([`Verdict`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardSync {
    /// The board has not reported what it shows (not yet, or its link is down).
    Unknown,
    /// It shows what it should (a replay may still be owed).
    Right,
    /// A move is being made on it, or it changed less than a moment ago.
    Held,
    /// It differs from the game, and the table has named the difference to its player.
    Differs,
}

/// One board connected at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardState {
    pub kind: BoardKind,
    pub owner: BoardOwner,
    pub sync: BoardSync,
    /// Moves made elsewhere its player has still to replay on it.
    pub owed: u32,
}

impl BoardState {
    /// The state of the board `model` holds.
    pub fn of(model: &BoardModel) -> Self {
        let sync = match model.verdict() {
            Verdict::Unknown => BoardSync::Unknown,
            Verdict::Right => BoardSync::Right,
            // A difference counts once the table has named it (a moment after the board last
            // changed); before, it is a change still being made.
            Verdict::Differs(_) if model.is_guiding() => BoardSync::Differs,
            Verdict::Held | Verdict::Differs(_) => BoardSync::Held,
        };
        Self {
            kind: if model.protocol() == BoardProtocol::Peg {
                BoardKind::Peg
            } else {
                BoardKind::EBoard
            },
            owner: match model.role() {
                BoardRole::Blind => BoardOwner::Blind,
                BoardRole::Sighted => BoardOwner::Sighted,
            },
            sync,
            owed: u32::try_from(model.owed().count()).unwrap_or(u32::MAX),
        }
    }
}

/// The last draw claim made at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    pub by: Side,
    /// The half-moves played when it was made (tells one claim from the next).
    pub plies: u32,
    /// Whether it was correct (the game ends drawn) or not (the opponent got time).
    pub correct: bool,
}

/// What the table watches beside its game: its boards, a draw offer, a claim. Cheap to take at
/// every step, so the table publishes when any of it changes, not only when a record is written.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Watch {
    pub boards: Vec<BoardState>,
    pub draw_offer: Option<Side>,
    pub claim: Option<Claim>,
}

impl Watch {
    /// What `table` shows now.
    pub fn of(table: &Table) -> Self {
        let session = table.game_session();
        Self {
            boards: table
                .boards()
                .iter()
                .map(|seat| BoardState::of(seat.model()))
                .collect(),
            draw_offer: session.draw_offer().map(Side::from),
            claim: session.last_claim().map(|claim| Claim {
                by: claim.by.into(),
                plies: u32::try_from(claim.plies).unwrap_or(u32::MAX),
                correct: claim.correct,
            }),
        }
    }
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
    /// The boards connected at the table, each with its sync with the game.
    #[serde(default)]
    pub boards: Vec<BoardState>,
    /// The side whose draw offer stands.
    #[serde(default)]
    pub draw_offer: Option<Side>,
    /// The last draw claim made at the table.
    #[serde(default)]
    pub claim: Option<Claim>,
}

impl TableState {
    /// A table's state for tests: White's name given, Black Bruno Kurz, these moves played.
    #[cfg(test)]
    pub(crate) fn sample(table: u32, white: &str, moves: &[&str]) -> Self {
        TableState {
            format: FORMAT,
            table,
            white: Some(white.to_owned()),
            black: Some("Bruno Kurz".to_owned()),
            event: None,
            round: None,
            moves: moves.iter().map(|m| (*m).to_owned()).collect(),
            turn: if moves.len().is_multiple_of(2) {
                Side::White
            } else {
                Side::Black
            },
            clocks: None,
            flag: None,
            result: None,
            ending: None,
            pgn: String::new(),
            boards: Vec::new(),
            draw_offer: None,
            claim: None,
        }
    }

    /// The state of `table` (number `number`) at `at_ms`, with its record `pgn`.
    pub fn of(table: &Table, number: u32, at_ms: u64, pgn: String) -> Self {
        Self::watching(table, number, at_ms, pgn, Watch::of(table))
    }

    /// [`TableState::of`] with what the table watches taken already (`watch`, [`Watch::of`] the
    /// same table).
    pub fn watching(table: &Table, number: u32, at_ms: u64, pgn: String, watch: Watch) -> Self {
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
            boards: watch.boards,
            draw_offer: watch.draw_offer,
            claim: watch.claim,
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
