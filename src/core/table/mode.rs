//! The one mode the table is in, owning its state: playing at this table, playing on a server
//! (the seat holds what the server reported), or going over a game (the review seat, and the
//! mode it came from, kept whole: after an online game its chat goes on while it is reviewed).
//! [`Mode`] names the mode; its declaration of the commands offered is in `core/command.rs`.
//!
//! Each mode's behaviour is its own value in its own folder (`playing/`, `online/`, `review/`),
//! built here for one input from the table's parts it needs, borrowed apart (`in_playing_mode`,
//! `in_online_mode`, `in_review_mode`): it changes the game through the session and hands back
//! [`ModeStep`]s, which the table carries out in order (`carry_out`). The table keeps the
//! dispatch and what every mode shares (the boards, the engine, the analysis, the ear).

use super::mode_step::ModeStep;
use super::online::OnlineMode;
use super::playing::PlayingMode;
use super::review::ReviewMode;
use super::{OnlineSeat, ReviewSeat, Table, TableEffect};
use crate::core::command::Mode;
use crate::core::game::Game;
use crate::core::session::ModeRules;

/// Where a move made at the table (typed and kept, or made on a sensor board) goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum MovesGo {
    /// Played here, in the session.
    ToTheSession,
    /// Sent to the game's server, played once it comes back.
    ToTheServer,
}

#[derive(Debug)]
pub(super) enum TableMode {
    /// A game played at this table: its clock, boards, engine and roles.
    Playing,
    /// A game played on a server, and what the server reported of it.
    Online(Box<OnlineSeat>),
    /// A game gone over; the mode it came from is kept as it was.
    Reviewing {
        seat: Box<ReviewSeat>,
        came_from: Box<TableMode>,
    },
}

impl TableMode {
    /// The mode's name, which declares its commands.
    pub(super) fn kind(&self) -> Mode {
        match self {
            TableMode::Playing => Mode::Playing,
            TableMode::Online(_) => Mode::Online,
            TableMode::Reviewing { .. } => Mode::Reviewing,
        }
    }

    /// What the session's rules are in this mode (a review keeps those of the mode it came
    /// from: its own session answers the questions on the position reviewed).
    pub(super) fn rules(&self) -> ModeRules {
        match self {
            TableMode::Playing => ModeRules::AT_THE_TABLE,
            TableMode::Online(_) => ModeRules::ON_A_SERVER,
            TableMode::Reviewing { came_from, .. } => came_from.rules(),
        }
    }

    /// The server's game, when the game is (or was, before its review) played online.
    pub(super) fn online(&self) -> Option<&OnlineSeat> {
        match self {
            TableMode::Playing => None,
            TableMode::Online(seat) => Some(seat),
            TableMode::Reviewing { came_from, .. } => came_from.online(),
        }
    }

    pub(super) fn online_mut(&mut self) -> Option<&mut OnlineSeat> {
        match self {
            TableMode::Playing => None,
            TableMode::Online(seat) => Some(seat),
            TableMode::Reviewing { came_from, .. } => came_from.online_mut(),
        }
    }

    /// The review, while a game is gone over.
    pub(super) fn review(&self) -> Option<&ReviewSeat> {
        match self {
            TableMode::Reviewing { seat, .. } => Some(seat),
            TableMode::Playing | TableMode::Online(_) => None,
        }
    }

    pub(super) fn review_mut(&mut self) -> Option<&mut ReviewSeat> {
        match self {
            TableMode::Reviewing { seat, .. } => Some(seat),
            TableMode::Playing | TableMode::Online(_) => None,
        }
    }

    /// Goes over a game from now on, keeping the mode it came from (a review opened again
    /// replaces the one open).
    pub(super) fn start_review(&mut self, review: ReviewSeat) {
        match self {
            TableMode::Reviewing { seat, .. } => **seat = review,
            TableMode::Playing | TableMode::Online(_) => {
                let came_from = std::mem::replace(self, TableMode::Playing);
                *self = TableMode::Reviewing {
                    seat: Box::new(review),
                    came_from: Box::new(came_from),
                };
            }
        }
    }

    /// Where a move made at the table goes: online (and while an online game is reviewed, its
    /// moves typed ahead) to the server; else to the session.
    pub(super) fn moves_go(&self) -> MovesGo {
        if self.online().is_some() {
            MovesGo::ToTheServer
        } else {
            MovesGo::ToTheSession
        }
    }

    /// Whether the table greets as it opens: online the greeting waits for the server's game,
    /// since who plays whom is known only then.
    pub(super) fn greets_at_start(&self) -> bool {
        self.online().is_none()
    }

    /// Whether a move made now must wait for the player's turn (online: the game not started,
    /// the opponent to move, the last move not yet back from the server).
    pub(super) fn move_waits(&self, game: &Game) -> bool {
        self.online().is_some_and(|seat| seat.move_waits(game))
    }

    /// Whether the player's last move is on its way to the server and not yet seen back (the
    /// input's end waits for it).
    pub(super) fn move_on_its_way(&self) -> bool {
        self.online()
            .is_some_and(|seat| seat.pending().is_some() && !seat.ended())
    }

    /// When the mode must be woken with no event: online, the server's clock's next
    /// announcement, or the instant a win may be claimed.
    pub(super) fn next_wake(&self) -> Option<u64> {
        let seat = self.online()?;
        [seat.next_announcement(), seat.claim_wake()]
            .into_iter()
            .flatten()
            .min()
    }
}

impl Table {
    /// The online mode at work at `at_ms`, if the game is (or was, before its review) played
    /// online: its seat, with the session, the boards and the moves held borrowed apart from
    /// the rest of the table, and the steps it hands back.
    fn online_mode<'a>(
        &'a mut self,
        at_ms: u64,
        steps: &'a mut Vec<ModeStep>,
    ) -> Option<OnlineMode<'a>> {
        Some(OnlineMode {
            seat: self.mode.online_mut()?,
            session: &mut self.session,
            boards: &mut self.boards,
            held: &mut self.held,
            steps,
            at_ms,
        })
    }

    /// Has the playing mode do `act` (its session, engine and moves held); then carries out
    /// what it handed back.
    pub(super) fn in_playing_mode(
        &mut self,
        at_ms: u64,
        out: &mut Vec<TableEffect>,
        act: impl FnOnce(&mut PlayingMode<'_>),
    ) {
        let mut steps = Vec::new();
        act(&mut PlayingMode {
            session: &mut self.session,
            engine: self.engine.as_mut(),
            held: &mut self.held,
            steps: &mut steps,
            at_ms,
        });
        self.carry_out(at_ms, steps, out);
    }

    /// Has the online mode, if the game is played online, do `act`; then carries out what it
    /// handed back.
    pub(super) fn in_online_mode(
        &mut self,
        at_ms: u64,
        out: &mut Vec<TableEffect>,
        act: impl FnOnce(&mut OnlineMode<'_>),
    ) {
        let mut steps = Vec::new();
        if let Some(mut mode) = self.online_mode(at_ms, &mut steps) {
            act(&mut mode);
        }
        self.carry_out(at_ms, steps, out);
    }

    /// Has the reviewing mode, while a game is gone over, do `act`; then carries out what it
    /// handed back.
    pub(super) fn in_review_mode(
        &mut self,
        at_ms: u64,
        out: &mut Vec<TableEffect>,
        act: impl FnOnce(&mut ReviewMode<'_>),
    ) {
        let mut steps = Vec::new();
        if let TableMode::Reviewing { seat, came_from } = &mut self.mode {
            act(&mut ReviewMode {
                seat,
                after_online: came_from.online().is_some(),
                steps: &mut steps,
            });
        }
        self.carry_out(at_ms, steps, out);
    }

    /// Carries out, in order, what a mode handed back.
    fn carry_out(&mut self, at_ms: u64, steps: Vec<ModeStep>, out: &mut Vec<TableEffect>) {
        for step in steps {
            match step {
                ModeStep::Carry(effect) => out.push(effect),
                ModeStep::Stepped(effects) => self.after_step(at_ms, effects, out),
                ModeStep::Session(effects) => self.session_effects(at_ms, effects, out),
                ModeStep::Board { index, actions } => {
                    self.board_actions(at_ms, index, actions, out);
                }
                ModeStep::Review(word) => self.review_asked(at_ms, word, out),
                ModeStep::Online(intent) => {
                    self.in_online_mode(at_ms, out, |online| online.intent(intent));
                }
            }
        }
    }
}
