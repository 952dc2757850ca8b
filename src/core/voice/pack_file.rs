//! A voice pack as written in TOML, before it is checked: the shape serde reads.

use std::collections::BTreeMap;

use serde::Deserialize;

/// How much a style says about a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StyleGrammar {
    /// Say the pawn's name ("Bauer Eva vier") rather than only the squares ("Eva vier").
    pub name_pawn: bool,
    /// Say which piece is captured ("schlägt Bauer David fünf").
    pub name_captured_piece: bool,
}

/// Words for the talking clock. Templates use `{n}` (a number in words) or `{nf}` (its form
/// before a feminine noun); the announcement phrases use `{side}` (`white` or `black`), `{moves}`
/// (a filled `move`/`moves` phrase) or `{time}` (a duration in words).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockWords {
    pub white: String,
    pub black: String,
    pub hour: String,
    pub hours: String,
    pub minute: String,
    pub minutes: String,
    pub second: String,
    pub seconds: String,
    pub decimal_separator: String,
    #[serde(rename = "move")]
    pub one_move: String,
    pub moves: String,
    /// A duration of nothing ("null Sekunden", "zéro seconde").
    pub zero: String,
    /// Said after the move count when a period's control is reached ("Zeitkontrolle erreicht").
    pub control_reached: String,
    /// `{moves}` left until the time control ("noch {moves} bis zur Zeitkontrolle").
    pub moves_to_control: String,
    /// `{time}` used on the current move ("{time} für diesen Zug").
    pub used_on_move: String,
    /// `{side}`'s flag has fallen ("Zeit abgelaufen für {side}").
    pub flag: String,
    /// Article 6.9: `{side}` (who flagged) loses.
    pub loses_on_time: String,
    /// Article 6.9: a draw, `{side}` (the opponent) cannot mate by any series of legal moves.
    pub draw_on_time: String,
}

/// The pack as written in TOML, before validation.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PackFile {
    pub(super) voice: PackMeta,
    pub(super) board: PackBoard,
    pub(super) pieces: PackPieces,
    #[serde(default)]
    pub(super) pieces_plural: PackPiecesPlural,
    pub(super) moves: MoveWords,
    pub(super) grammar: PackGrammar,
    pub(super) numbers: PackNumbers,
    pub(super) clock: ClockWords,
    #[serde(default)]
    pub(super) aliases: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PackMeta {
    pub(super) name: String,
    pub(super) language: String,
    #[serde(default)]
    pub(super) description: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PackBoard {
    pub(super) files: Vec<String>,
    pub(super) ranks: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PackPieces {
    pub(super) king: String,
    pub(super) queen: String,
    pub(super) rook: String,
    pub(super) bishop: String,
    pub(super) knight: String,
    pub(super) pawn: String,
}

/// Optional plural piece words ("Türme"); a missing one falls back to the singular.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PackPiecesPlural {
    pub(super) king: Option<String>,
    pub(super) queen: Option<String>,
    pub(super) rook: Option<String>,
    pub(super) bishop: Option<String>,
    pub(super) knight: Option<String>,
    pub(super) pawn: Option<String>,
}

/// The words of a move beyond squares and pieces; a checked voice keeps them in this same shape.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct MoveWords {
    pub(super) castle_king_side: String,
    pub(super) castle_queen_side: String,
    pub(super) capture: String,
    pub(super) en_passant: String,
    pub(super) promotion: String,
    pub(super) check: String,
    pub(super) checkmate: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PackGrammar {
    pub(super) short: StyleGrammar,
    pub(super) long: StyleGrammar,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PackNumbers {
    pub(super) words: Vec<String>,
    pub(super) hundreds: Vec<String>,
    pub(super) hundred_join: String,
    #[serde(default)]
    pub(super) feminine: BTreeMap<String, String>,
}
