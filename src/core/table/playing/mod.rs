//! The playing mode: a game played at this table, its clock pressed here, the engine (if one
//! plays) seated beside it. The session answers every command (and refuses, by the same
//! declaration, what only a server game offers); a move typed while the engine thinks is kept
//! for the position after its reply.
//!
//! Like the other modes it is a value at work for one input ([`PlayingMode`]): the session,
//! the engine's seat and the moves held, borrowed apart from the rest of the table, handing
//! the table back [`ModeStep`]s.

use std::collections::VecDeque;

use super::mode_step::ModeStep;
use super::{EngineSeat, Intent, TableEffect, answer};
use crate::core::session::{Input, Session, TypedMove};

/// The playing mode at work for one input: the parts of the table it needs.
pub(super) struct PlayingMode<'a> {
    pub(super) session: &'a mut Session,
    /// The engine seated, if one plays.
    pub(super) engine: Option<&'a mut EngineSeat>,
    /// Moves typed while the engine thinks, for the position after its reply.
    pub(super) held: &'a mut VecDeque<TypedMove>,
    pub(super) steps: &'a mut Vec<ModeStep>,
    /// The instant of the input.
    pub(super) at_ms: u64,
}

impl PlayingMode<'_> {
    /// A step of the game; the table carries out what the session answers.
    fn step(&mut self, input: Input) {
        let effects = self.session.handle(self.at_ms, input);
        self.steps.push(ModeStep::Stepped(effects));
    }

    fn engine_thinking(&self) -> bool {
        self.engine.as_deref().is_some_and(EngineSeat::thinking)
    }

    /// What the player means at this table.
    pub(super) fn intent(&mut self, intent: Intent) {
        match intent {
            Intent::Press => self.step(Input::Press),
            Intent::Command(command, argument) => self.step(Input::Command(command, argument)),
            Intent::Attempt(typed) => self.attempt(typed),
            Intent::Move(mv) => {
                if self.engine_thinking() {
                    let text = self.session.strings().engine_thinking;
                    self.steps.push(ModeStep::Carry(answer(text)));
                } else {
                    self.step(Input::Move(mv));
                }
            }
            Intent::Review(word) => self.steps.push(ModeStep::Review(word)),
            // Taken at the door.
            Intent::Answer(_) | Intent::Talk | Intent::Withdraw => {}
        }
    }

    /// A move attempt. One made while the engine is to move is kept for the position after its
    /// reply (a move typed before pressing implies the press).
    pub(super) fn attempt(&mut self, typed: TypedMove) {
        if let Some(engine) = self.engine.as_deref() {
            if engine.waits_for_press(self.session) {
                self.step(Input::Complete);
                // The engine follows the game: its turn has come.
                if let Some(request) = self
                    .engine
                    .as_deref_mut()
                    .and_then(|seat| seat.follow(self.session, self.at_ms))
                {
                    self.steps
                        .push(ModeStep::Carry(TableEffect::Engine(request)));
                }
            }
            if self.engine_thinking() {
                self.held.push_back(typed);
                return;
            }
        }
        self.step(Input::Typed(typed));
    }
}
