//! What the table asks the carrier to do: the session's own effects that reach the outside, and
//! the requests of the table's seats to its devices (the engine, the game's server, the sensor
//! boards), which the session never makes.

use super::{BoardRequest, BoardRole, EngineRequest, OnlineRequest};
use crate::core::pgn::MoveNote;
use crate::core::session::{Effect, Record};
use crate::core::speech_queue::{Earcon, Utterance};

/// One thing for the carrier to do, in the order the table gives them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableEffect {
    Say(Utterance),
    /// Play a short sound at once (check, capture, illegal move, low time, flag).
    Cue(Earcon),
    /// Append to the game's journal before anything is said about it.
    Record(Record),
    /// The player asked to leave.
    Quit,
    /// Stale speech (a long answer) stops at once: the player has moved on.
    BargeIn,
    /// Push-to-talk: the listener hears the next utterance (`talk`).
    ListenNow,
    /// Something for the engine (from the table's engine seat).
    Engine(EngineRequest),
    /// Something for the game's server (from the table's online seat).
    Online(OnlineRequest),
    /// Something for a sensor board's link.
    Board(BoardRole, BoardRequest),
    /// Write the finished game's analysis beside its journal (its record with these notes after
    /// the moves), and say where.
    SaveAnalysis(Vec<MoveNote>),
    /// Write the game's record (PGN) beside its journal; `announce`: say where, once written.
    SaveGame {
        announce: bool,
    },
    /// A notice about a device, shown and not spoken (a dropped board line).
    Notice(String),
    /// Said to the sighted player: their e-board's guidance, named with the board. Shown on
    /// their channel (the screen, or the file of `--opponent-output`), never spoken to the
    /// blind player.
    ToSighted(String),
    /// A refusal (illegal move, nothing to undo …), said in the same step: the screen keeps it
    /// on its status line until a move is played.
    Refused(String),
}

/// What the session asked of the table itself, not of the outside.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum TableRequest {
    RepeatLast,
    AskForHint,
    ResetBoards,
    StartReview,
    StartAnalysis,
    StartTraining,
}

/// Sorts a session's effect: one for the carrier, or one the table answers itself.
pub(super) fn sort(effect: Effect) -> Result<TableEffect, TableRequest> {
    Ok(match effect {
        Effect::Say(utterance) => TableEffect::Say(utterance),
        Effect::Cue(earcon) => TableEffect::Cue(earcon),
        Effect::Record(record) => TableEffect::Record(record),
        Effect::Quit => TableEffect::Quit,
        Effect::BargeIn => TableEffect::BargeIn,
        Effect::SaveGame { announce } => TableEffect::SaveGame { announce },
        Effect::Notice(text) => TableEffect::Notice(text),
        Effect::Refused(text) => TableEffect::Refused(text),
        Effect::RepeatLast => return Err(TableRequest::RepeatLast),
        Effect::AskForHint => return Err(TableRequest::AskForHint),
        Effect::ResetBoards => return Err(TableRequest::ResetBoards),
        Effect::StartReview => return Err(TableRequest::StartReview),
        Effect::StartAnalysis => return Err(TableRequest::StartAnalysis),
        Effect::StartTraining => return Err(TableRequest::StartTraining),
    })
}
