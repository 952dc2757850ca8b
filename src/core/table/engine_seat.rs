//! An engine seated at the table, pure: when to ask it for a move or a hint, what to do with
//! its answers, and when to give it up.
//!
//! The seat never talks to an engine: it returns [`EngineRequest`]s that the runtime's carrier
//! performs, and it is told the answers with the ticket it asked with. So the rules are tested
//! by feeding answers and instants:
//! - the engine is asked only once the player's move is complete (pressed), so the player's
//!   clock never runs while the engine thinks;
//! - it thinks for a move time (its level's, or `--engine-time`), never the player's whole
//!   clock: levels play at a human pace;
//! - an engine that has not answered within that time and a grace is given up: the game goes on
//!   between two players, said in one sentence;
//! - a search made stale by a take-back or the end of the game is stopped, and its late answer
//!   ignored.

use super::EngineTrouble;
use shakmaty::Color;

use crate::core::session::Session;

/// How long past its move time an engine may take before it is given up: enough for a slow
/// machine to answer `stop`, far less than any clock.
pub const GRACE_MS: u64 = 3_000;

/// The move time when no level is given.
pub const DEFAULT_MOVE_TIME_MS: u64 = 2_000;

/// The shortest move time, for an engine short of time on its clock.
const MIN_MOVE_TIME_MS: u64 = 100;

/// How long a hint may think.
pub const HINT_TIME_MS: u64 = 1_000;

/// The move time of a level (1–20): half a second plus a quarter per level, so level 1 answers
/// in 0.75 s and level 20 in 5.5 s, as a person across the table would.
pub fn move_time_for_level(level: Option<u8>) -> u64 {
    level.map_or(DEFAULT_MOVE_TIME_MS, |level| {
        500 + 250 * u64::from(level.clamp(1, 20))
    })
}

/// Names one question to the engine, so an answer can be matched to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ticket(pub u64);

/// What the carrier is to ask of the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EngineRequest {
    /// Find a move for the side to move in the game as it stands, thinking `think_ms`.
    Move { ticket: Ticket, think_ms: u64 },
    /// What would the engine play for the side to move (a hint for the player)?
    Hint { ticket: Ticket, think_ms: u64 },
    /// How does the position stand for the side to move (to answer a draw offer)?
    Weigh { ticket: Ticket, think_ms: u64 },
    /// Evaluate the game's position after `plies` half-moves, `depth` half-moves deep, at full
    /// strength (the finished game's analysis; an engine of its own, not the opponent).
    Evaluate {
        ticket: Ticket,
        plies: usize,
        depth: u8,
    },
    /// Stop the search in progress; its answer is no longer wanted.
    Stop,
    /// The engine is given up: stop it and let it go.
    Release,
}

/// What the engine answered, with the ticket of the question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineAnswer {
    BestMove {
        ticket: Ticket,
        mv: shakmaty::Move,
    },
    Hint {
        ticket: Ticket,
        mv: shakmaty::Move,
    },
    /// How the position stands for the side to move, in centipawns (a mate counts as ±100 000),
    /// `None` when the engine gave no score.
    Weighed {
        ticket: Ticket,
        centipawns: Option<i32>,
    },
    /// The analysis engine's evaluation for the side to move (mate in moves, else
    /// centipawns) and its best move.
    Evaluated {
        ticket: Ticket,
        centipawns: Option<i32>,
        mate: Option<i32>,
        best: shakmaty::Move,
    },
    /// The engine failed and has stopped.
    Failed(EngineTrouble),
    /// The analysis engine failed and has stopped.
    AnalystFailed(EngineTrouble),
}

/// How the engine was set up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineSetup {
    /// Its name, from its handshake.
    pub name: String,
    /// The side it plays.
    pub side: Color,
    /// How long it thinks about a move.
    pub move_time_ms: u64,
}

/// A search in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Search {
    ticket: Ticket,
    asked_ms: u64,
    /// When it is given up.
    deadline_ms: u64,
}

/// An engine playing one side.
#[derive(Debug, Clone)]
pub struct EngineSeat {
    setup: EngineSetup,
    thinking: Option<Search>,
    hint: Option<Ticket>,
    /// A draw offer being weighed: the question, the side to move when it was asked, and the
    /// move number it was made at.
    weighing: Option<(Search, Color, u32)>,
    last_ticket: u64,
}

/// How long the engine weighs a draw offer.
pub const WEIGH_TIME_MS: u64 = 1_000;

/// The engine accepts a draw when the position is at best this good for it (centipawns): even,
/// or worse.
const ACCEPT_DRAW_UP_TO_CP: i32 = 30;

/// The engine accepts a draw only from this move on: a draw offered in the opening is declined
/// by engines and by club players alike, whatever the score says (nothing has been played yet).
const ACCEPT_DRAW_FROM_MOVE: u32 = 10;

/// What an answer or an instant did to the seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatStep {
    /// Nothing to do.
    Nothing,
    /// The engine's move: play it for its side and press its clock.
    Play(shakmaty::Move),
    /// The suggestion the player asked for.
    Hint(shakmaty::Move),
    /// The engine is gone (failed, or given up after `waited_ms`): the seat is empty from now.
    Gone(Gone),
    /// The engine's answer to the player's draw offer.
    DrawAnswer { accepts: bool },
}

/// Why the engine left the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Gone {
    Failed(EngineTrouble),
    /// No move within its budget (milliseconds).
    TimedOut(u64),
}

impl EngineSeat {
    pub fn new(setup: EngineSetup) -> Self {
        Self {
            setup,
            thinking: None,
            hint: None,
            weighing: None,
            last_ticket: 0,
        }
    }

    pub fn setup(&self) -> &EngineSetup {
        &self.setup
    }

    pub fn side(&self) -> Color {
        self.setup.side
    }

    pub fn name(&self) -> &str {
        &self.setup.name
    }

    /// Thinking about its own move.
    pub fn thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// The engine moves as soon as the player presses the clock.
    pub fn waits_for_press(&self, session: &Session) -> bool {
        self.thinking.is_none()
            && self.setup.side == session.game().turn()
            && session.awaiting_press().is_some()
            && !session.game().is_over()
    }

    /// Cancels the search in progress (the table ends): whether there was one to stop.
    pub fn cancel(&mut self) -> bool {
        self.hint = None;
        let weighing = self.weighing.take().is_some();
        self.thinking.take().is_some() || weighing
    }

    /// When the search in progress is given up.
    pub fn next_wake(&self) -> Option<u64> {
        [
            self.thinking.map(|search| search.deadline_ms),
            self.weighing.map(|(search, _, _)| search.deadline_ms),
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// The player offered a draw: the engine weighs the position first (its move waits).
    /// `None` while it is searching its own move (that move will answer the offer, 9.1.2.3).
    pub fn weigh_draw(&mut self, session: &Session, at_ms: u64) -> Option<EngineRequest> {
        if self.thinking.is_some() || self.weighing.is_some() || session.game().is_over() {
            return None;
        }
        let ticket = self.ticket();
        self.weighing = Some((
            Search {
                ticket,
                asked_ms: at_ms,
                deadline_ms: at_ms + WEIGH_TIME_MS + GRACE_MS,
            },
            session.game().turn(),
            session.game().fullmove_number(),
        ));
        Some(EngineRequest::Weigh {
            ticket,
            think_ms: WEIGH_TIME_MS,
        })
    }

    fn ticket(&mut self) -> Ticket {
        self.last_ticket += 1;
        Ticket(self.last_ticket)
    }

    /// After every step: asks for a move when it is the engine's turn and the player's move is
    /// complete; stops a search the game has moved away from.
    pub fn follow(&mut self, session: &Session, at_ms: u64) -> Option<EngineRequest> {
        let game = session.game();
        if game.is_over() || self.setup.side != game.turn() {
            // Over, or the position changed under a search (a take-back): that answer is stale.
            return self.thinking.take().map(|_| EngineRequest::Stop);
        }
        if session.awaiting_press().is_some() || self.thinking.is_some() || self.weighing.is_some()
        {
            return None;
        }
        let think_ms = self.think_ms(session, at_ms);
        let ticket = self.ticket();
        self.thinking = Some(Search {
            ticket,
            asked_ms: at_ms,
            deadline_ms: at_ms + think_ms + GRACE_MS,
        });
        // A hint in progress is cancelled by the new search (one search at a time).
        self.hint = None;
        Some(EngineRequest::Move { ticket, think_ms })
    }

    /// The move time, never more than a tenth of what the engine has left on its clock.
    fn think_ms(&self, session: &Session, at_ms: u64) -> u64 {
        let own = self.setup.move_time_ms;
        match session.clock() {
            Some(clock) => {
                let left = clock.remaining(self.setup.side, at_ms);
                own.min((left / 10).max(MIN_MOVE_TIME_MS))
            }
            None => own,
        }
    }

    /// The player asked for a hint: `None` while the engine thinks about its own move (a new
    /// request would cancel that search).
    pub fn ask_hint(&mut self) -> Option<EngineRequest> {
        if self.thinking.is_some() {
            return None;
        }
        let ticket = self.ticket();
        self.hint = Some(ticket);
        Some(EngineRequest::Hint {
            ticket,
            think_ms: HINT_TIME_MS,
        })
    }

    /// An answer from the engine.
    pub fn answer(&mut self, answer: EngineAnswer) -> SeatStep {
        match answer {
            EngineAnswer::BestMove { ticket, mv }
                if self.thinking.is_some_and(|s| s.ticket == ticket) =>
            {
                self.thinking = None;
                SeatStep::Play(mv)
            }
            EngineAnswer::Hint { ticket, mv } if self.hint == Some(ticket) => {
                self.hint = None;
                SeatStep::Hint(mv)
            }
            EngineAnswer::Weighed { ticket, centipawns }
                if self.weighing.is_some_and(|(s, _, _)| s.ticket == ticket) =>
            {
                let Some((_, to_move, move_number)) = self.weighing.take() else {
                    return SeatStep::Nothing;
                };
                // The score is the side to move's: the engine's own view is its opposite when
                // the player was to move.
                let for_engine = centipawns.map(|cp| {
                    if to_move == self.setup.side {
                        cp
                    } else {
                        cp.saturating_neg()
                    }
                });
                SeatStep::DrawAnswer {
                    accepts: move_number >= ACCEPT_DRAW_FROM_MOVE
                        && for_engine.is_some_and(|cp| cp <= ACCEPT_DRAW_UP_TO_CP),
                }
            }
            EngineAnswer::Failed(reason) => SeatStep::Gone(Gone::Failed(reason)),
            // A stale answer to a question that was cancelled.
            // The analysis engine's answers are the analysis seat's.
            EngineAnswer::BestMove { .. }
            | EngineAnswer::Hint { .. }
            | EngineAnswer::Weighed { .. }
            | EngineAnswer::Evaluated { .. }
            | EngineAnswer::AnalystFailed(_) => SeatStep::Nothing,
        }
    }

    /// Time passed: a search past its deadline gives the engine up.
    pub fn tick(&mut self, at_ms: u64) -> SeatStep {
        // An offer the engine could not weigh in time is declined; the engine is not given up
        // for that (its move search has its own deadline).
        if self
            .weighing
            .is_some_and(|(search, _, _)| at_ms >= search.deadline_ms)
        {
            self.weighing = None;
            return SeatStep::DrawAnswer { accepts: false };
        }
        match self.thinking {
            Some(search) if at_ms >= search.deadline_ms => {
                self.thinking = None;
                SeatStep::Gone(Gone::TimedOut(at_ms - search.asked_ms))
            }
            _ => SeatStep::Nothing,
        }
    }
}
