//! An engine seated at the table: when to ask it for a move, what to do with its answers.
//!
//! Shared by line mode and the full-screen table so both follow the same rules: the engine is
//! asked only once the player's move is complete (pressed), so the player's clock never runs
//! while the engine thinks; a search made stale by a take-back or the end of the game is
//! cancelled; the engine completes its own move at once (it presses its clock); a failing engine
//! leaves a two-player game, said in one sentence.

use std::time::Duration;

use shakmaty::Color;

use crate::core::session::{Effect, Input, Session};

use super::{DEFAULT_HINT_TIME, EngineEvent, MoveSource, RequestId, SearchPosition, ThinkTime};

/// How long the engine thinks when there is no clock.
pub const THINK_TIME_WITHOUT_CLOCK: Duration = Duration::from_secs(1);

/// An engine playing one side.
pub struct Seat {
    engine: Box<dyn MoveSource>,
    side: Color,
    thinking: Option<RequestId>,
    hint: Option<RequestId>,
}

impl std::fmt::Debug for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Seat")
            .field("engine", &self.engine.info().name)
            .field("side", &self.side)
            .field("thinking", &self.thinking)
            .finish_non_exhaustive()
    }
}

/// What a step did to the seat.
#[derive(Debug)]
pub enum SeatOutcome {
    /// Effects for the table to carry out.
    Effects(Vec<Effect>),
    /// The engine failed: say this sentence; the seat is empty from now on.
    Failed(String),
}

impl Seat {
    pub fn new(engine: Box<dyn MoveSource>, side: Color) -> Self {
        Self {
            engine,
            side,
            thinking: None,
            hint: None,
        }
    }

    pub fn side(&self) -> Color {
        self.side
    }

    pub fn name(&self) -> &str {
        &self.engine.info().name
    }

    /// Thinking about its own move.
    pub fn thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// A move or a hint is still to come.
    pub fn busy(&self) -> bool {
        self.thinking.is_some() || self.hint.is_some()
    }

    /// The engine is to move as soon as the player presses the clock.
    pub fn waits_for_press(&self, session: &Session) -> bool {
        self.thinking.is_none()
            && self.side == session.game().turn()
            && session.awaiting_press().is_some()
            && !session.game().is_over()
    }

    /// After every step of the table: asks for a move when it is the engine's turn and the
    /// player's move is complete; cancels a search the game has moved away from. `Err` is the
    /// sentence of an engine that failed.
    pub fn follow(&mut self, session: &Session, now_ms: u64) -> Result<(), String> {
        let game = session.game();
        if game.is_over() || self.side != game.turn() {
            // Over, or the position changed under a search (a take-back): that answer is stale.
            if self.thinking.take().is_some() {
                self.engine.stop();
            }
            return Ok(());
        }
        if session.awaiting_press().is_some() || self.thinking.is_some() {
            return Ok(());
        }
        let position = SearchPosition::from_game(game);
        let id = self
            .engine
            .request_move(&position, think_time(session, now_ms))
            .map_err(|e| e.to_string())?;
        self.thinking = Some(id);
        Ok(())
    }

    /// The player asked for a hint; `None` if it was asked of the engine (the answer comes as
    /// an event), else the effect to carry out at once.
    pub fn ask_hint(&mut self, session: &Session) -> Option<Effect> {
        if self.thinking.is_some() {
            // A new request would cancel the search for the engine's own move.
            return Some(Session::notice(session.strings().engine_thinking));
        }
        let position = SearchPosition::from_game(session.game());
        match self.engine.request_hint(&position, DEFAULT_HINT_TIME) {
            Ok(id) => {
                self.hint = Some(id);
                None
            }
            Err(error) => Some(Session::notice(error.to_string())),
        }
    }

    /// An answer from the engine.
    pub fn answer(
        &mut self,
        event: EngineEvent,
        session: &mut Session,
        now_ms: u64,
    ) -> SeatOutcome {
        match event {
            EngineEvent::BestMove { id, mv } if self.thinking == Some(id) => {
                self.thinking = None;
                let mut effects = session.handle(now_ms, Input::Move(mv));
                // The engine completes its own move at once: it presses its clock.
                effects.extend(session.handle(now_ms, Input::Press));
                SeatOutcome::Effects(effects)
            }
            EngineEvent::Hint { id, mv, .. } if self.hint == Some(id) => {
                self.hint = None;
                SeatOutcome::Effects(session.hint(mv).into_iter().collect())
            }
            EngineEvent::Failed(error) => SeatOutcome::Failed(error.to_string()),
            // A stale answer to a request that was cancelled.
            EngineEvent::BestMove { .. } | EngineEvent::Hint { .. } => {
                SeatOutcome::Effects(Vec::new())
            }
        }
    }
}

/// The engine's time: its clock within the time control, or a fixed think without a clock.
fn think_time(session: &Session, now_ms: u64) -> ThinkTime {
    let Some(clock) = session.clock() else {
        return ThinkTime::Fixed(THINK_TIME_WITHOUT_CLOCK);
    };
    let increment = |color: Color| {
        let number = clock.moves(color).saturating_add(1);
        Duration::from_millis(clock.control().period_of_move(number).increment_ms())
    };
    ThinkTime::Clock {
        white: Duration::from_millis(clock.remaining(Color::White, now_ms)),
        black: Duration::from_millis(clock.remaining(Color::Black, now_ms)),
        white_increment: increment(Color::White),
        black_increment: increment(Color::Black),
        moves_to_go: None,
    }
}
