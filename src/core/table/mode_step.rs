//! What a mode hands back to the table: a mode borrows only the table's parts it works on, so
//! what only the table does is handed back as a [`ModeStep`], carried out in order.

use super::effect::TableEffect;
use super::intent::Intent;
use crate::core::boards::board_model::BoardAction;
use crate::core::review::ReviewWord;
use crate::core::session::Effect;

/// What a mode hands back to the table, in order: what only the table does (the carrier's
/// effects, the aftermath of a step of the game, a board's guidance, a review opened), since a
/// mode borrows only the parts of the table it works on.
#[derive(Debug)]
pub(super) enum ModeStep {
    /// For the carrier, as it is.
    Carry(TableEffect),
    /// What the session answered to a step of the game the mode made (a move, a command):
    /// carried out as every step's.
    Stepped(Vec<Effect>),
    /// Other effects of the session (the clock's announcements, a move refused, a takeback or
    /// an end the server reported).
    Session(Vec<Effect>),
    /// What board `index` asks, guided back to the game.
    Board {
        index: usize,
        actions: Vec<BoardAction>,
    },
    /// A review's step asked for: once the game has ended, its review opens.
    Review(ReviewWord),
    /// For the online mode (the chat of an online game, written while it is gone over).
    Online(Intent),
}
