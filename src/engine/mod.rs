//! Chess engines over UCI: a move source that thinks on its own threads.
//!
//! [`UciEngine`] runs an engine program (Stockfish by default) as a child process. Its handshake
//! is bounded by a time limit; after that every request returns at once and the answer arrives
//! later as an [`EngineEvent`] through the sink given at start, so the caller's loop can wait on
//! one channel for keyboard lines, clock wake-ups and engine answers together.
//!
//! Every step has a time limit ([`Timeouts`]). An engine that does not start, crashes, stalls,
//! or answers garbage or an illegal move is reported once as [`EngineEvent::Failed`] with one
//! sentence for the player; the process is then stopped and reaped, and later requests return
//! that error at once. Dropping the engine sends `quit`, kills it if it does not exit in time,
//! and reaps it: no process is left behind.
//!
//! [`FakeMoveSource`] answers from a script, for tests of the game loop:
//!
//! ```
//! use std::sync::mpsc;
//! use std::time::Duration;
//!
//! use annabella::core::game::Game;
//! use annabella::engine::{
//!     EngineEvent, FakeMoveSource, FakeReply, MoveSource, SearchPosition, ThinkTime,
//! };
//!
//! // The loop's own channel; a real loop converts with `From<EngineEvent>` into its input type.
//! let (events, inbox) = mpsc::channel::<EngineEvent>();
//! let mut engine = FakeMoveSource::new([FakeReply::Uci("e2e4".into())], events);
//! let mut game = Game::new();
//! let think = ThinkTime::Fixed(Duration::from_millis(100));
//! let asked = engine.request_move(&SearchPosition::from_game(&game), think)?;
//! match inbox.recv_timeout(Duration::from_secs(5))? {
//!     EngineEvent::BestMove { id, mv } if id == asked => game.play(mv)?,
//!     EngineEvent::Failed(error) => println!("{error}; the game goes on between two players"),
//!     _ => {} // a stale answer, or a hint
//! }
//! assert_eq!(game.san_list(), ["e4"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod fake;
// The engine's process: not in the recorder build, which runs no engine.
#[cfg(feature = "full")]
mod process;
mod uci;

use std::fmt;
use std::time::Duration;

use shakmaty::{CastlingMode, Chess, Move, Position};

use crate::core::game::Game;

pub use fake::{FakeMoveSource, FakeReply, FakeRequest};
#[cfg(feature = "full")]
pub use process::UciEngine;

/// The default engine program, looked up on `PATH`.
pub const DEFAULT_ENGINE: &str = "stockfish";

/// Where Debian's `stockfish` package installs the engine (`/usr/games` is often not on `PATH`).
pub const DEBIAN_STOCKFISH: &str = "/usr/games/stockfish";

/// A think time for hints that gives a sound move without keeping the player waiting.
pub const DEFAULT_HINT_TIME: Duration = Duration::from_secs(1);

/// The levels the player chooses from: 1 (weakest) to 20 (full strength).
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=20;

/// Names one request, so an answer can be matched to the question (and a stale one ignored).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RequestId(pub u64);

/// What an engine reports, through the sink given when it was started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineEvent {
    /// The engine's move for [`MoveSource::request_move`], legal in the position asked about.
    BestMove { id: RequestId, mv: Move },
    /// The answer to [`MoveSource::request_hint`]: the move the engine would play, and the line
    /// it expects (`line[0] == mv`; only the legal start of the engine's line is kept).
    Hint {
        id: RequestId,
        mv: Move,
        line: Vec<Move>,
    },
    /// The answer to [`MoveSource::request_evaluation`]: the best move and how the position
    /// stands for the side to move (`None` when the engine gave no exact score).
    Evaluation {
        id: RequestId,
        best: Move,
        score: Option<Score>,
    },
    /// The engine failed and has been stopped; it will answer nothing more.
    Failed(EngineError),
}

/// An engine's score for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Centipawns(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

/// How long the engine may think.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThinkTime {
    /// Exactly this long (`go movetime`).
    Fixed(Duration),
    /// To this depth in half-moves (`go depth`), for analysis; given up after `limit`.
    Depth { plies: u8, limit: Duration },
    /// On its clock, within the time control (`go wtime … btime … winc … binc …`): the engine
    /// shares its remaining time out over the game itself.
    Clock {
        white: Duration,
        black: Duration,
        white_increment: Duration,
        black_increment: Duration,
        /// Moves until the next time control, when the control has one.
        moves_to_go: Option<u8>,
    },
}

impl ThinkTime {
    /// The longest the engine may take before it counts as stalled: what it may spend (its own
    /// remaining time and increment, or the fixed time) plus `margin`.
    pub fn limit(self, side: shakmaty::Color, margin: Duration) -> Duration {
        let own = match self {
            Self::Fixed(time) | Self::Depth { limit: time, .. } => time,
            Self::Clock {
                white,
                black,
                white_increment,
                black_increment,
                ..
            } => match side {
                shakmaty::Color::White => white.saturating_add(white_increment),
                shakmaty::Color::Black => black.saturating_add(black_increment),
            },
        };
        own.saturating_add(margin)
    }
}

/// The position to think about: where the game started, and the moves played since, so the
/// engine knows the history (repetitions) and not only the current board.
#[derive(Debug, Clone)]
pub struct SearchPosition {
    start: Chess,
    castling_mode: CastlingMode,
    moves: Vec<Move>,
    current: Chess,
}

impl SearchPosition {
    /// Replays `moves` from `start`; an illegal move is refused with its number.
    pub fn new(
        start: Chess,
        castling_mode: CastlingMode,
        moves: &[Move],
    ) -> Result<Self, EngineError> {
        let mut current = start.clone();
        for (index, mv) in moves.iter().enumerate() {
            current = current.play(*mv).map_err(|_| {
                EngineError::InvalidRequest(format!(
                    "move {} ({}) is not legal in the game sent to the engine",
                    index + 1,
                    mv.to_uci(castling_mode)
                ))
            })?;
        }
        Ok(Self {
            start,
            castling_mode,
            moves: moves.to_vec(),
            current,
        })
    }

    /// The game as it stands.
    pub fn from_game(game: &Game) -> Self {
        Self {
            start: game.start().clone(),
            castling_mode: game.castling_mode(),
            moves: game.moves(),
            current: game.position().clone(),
        }
    }

    pub fn start(&self) -> &Chess {
        &self.start
    }

    pub fn castling_mode(&self) -> CastlingMode {
        self.castling_mode
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position the engine is asked about.
    pub fn current(&self) -> &Chess {
        &self.current
    }
}

/// The strength the engine was set to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strength {
    /// No level asked for, or level 20: the engine plays as strong as it can.
    Full,
    /// `UCI_LimitStrength` on, `UCI_Elo` at this rating.
    Elo(i64),
    /// `Skill Level` at this value.
    SkillLevel(i64),
    /// A level was asked for, but the engine offers neither option: it plays at full strength.
    Unsupported,
}

/// What the engine said about itself in the handshake, and how it was set up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineInfo {
    /// From `id name` (falls back to the program's file name).
    pub name: String,
    /// From `id author`, when given.
    pub author: Option<String>,
    /// The strength the level was turned into.
    pub strength: Strength,
    /// Whether the engine offers `UCI_Chess960`.
    pub chess960: bool,
}

/// Time limits for each step of talking to an engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// From start to `uciok`.
    pub handshake: Duration,
    /// From `isready` to `readyok` (after options, which may allocate hash tables).
    pub ready: Duration,
    /// Added to the think time before an engine counts as stalled; it is then told `stop` and
    /// has [`Timeouts::stop`] more to answer.
    pub think_margin: Duration,
    /// From `stop` to its `bestmove`.
    pub stop: Duration,
    /// From `quit` to the process's exit; then it is killed.
    pub quit: Duration,
}

impl Default for Timeouts {
    fn default() -> Self {
        Self {
            handshake: Duration::from_secs(10),
            ready: Duration::from_secs(5),
            think_margin: Duration::from_secs(3),
            stop: Duration::from_secs(2),
            quit: Duration::from_secs(1),
        }
    }
}

/// How to start an engine.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EngineOptions {
    /// 1 (weakest) to 20 (full strength); `None` leaves the engine at its own default.
    pub level: Option<u8>,
    /// Search threads (`Threads`, when the engine offers it); `None` leaves its default.
    pub threads: Option<u16>,
    pub timeouts: Timeouts,
}

/// Why an engine could not do what was asked, as one sentence for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// No program at the path given, or none on `PATH` or in `/usr/games`.
    NotFound(String),
    /// The program exists but could not be run.
    CannotStart { path: String, reason: String },
    /// No `uciok` within the limit.
    NoHandshake(Duration),
    /// No `readyok` within the limit.
    NotReady(Duration),
    /// The process ended on its own (`exit status 3`, `killed by signal 9`).
    Crashed(String),
    /// No `bestmove` within the limit, even after `stop`.
    Stalled(Duration),
    /// A `bestmove` line that could not be read.
    Garbage(String),
    /// A `bestmove` that is not legal in the position (in UCI notation).
    IllegalMove(shakmaty::uci::UciMove),
    /// The level is outside 1 to 20.
    InvalidLevel(u8),
    /// A Chess960 game, and the engine does not offer `UCI_Chess960`.
    NoChess960,
    /// The position has no legal move (the game is over).
    NoLegalMove,
    /// The request itself is wrong (an illegal move in the history).
    InvalidRequest(String),
    /// The engine was shut down.
    ShutDown,
}

/// Whole seconds when exact, else tenths (`10 seconds`, `0.5 seconds`).
fn seconds(d: Duration) -> String {
    let ms = d.as_millis();
    if ms.is_multiple_of(1000) {
        let s = ms / 1000;
        if s == 1 {
            "1 second".to_owned()
        } else {
            format!("{s} seconds")
        }
    } else {
        format!("{:.1} seconds", d.as_secs_f64())
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotFound(path) => write!(f, "engine not found: {path}"),
            Self::CannotStart { path, reason } => {
                write!(f, "the engine {path} could not be started: {reason}")
            }
            Self::NoHandshake(limit) => write!(
                f,
                "the engine did not answer within {} of starting",
                seconds(*limit)
            ),
            Self::NotReady(limit) => write!(
                f,
                "the engine did not say it was ready within {}",
                seconds(*limit)
            ),
            Self::Crashed(status) => write!(f, "the engine stopped unexpectedly ({status})"),
            Self::Stalled(limit) => {
                write!(f, "the engine gave no move within {}", seconds(*limit))
            }
            Self::Garbage(line) => write!(f, "the engine answered something unreadable: {line}"),
            Self::IllegalMove(uci) => write!(f, "the engine chose an illegal move: {uci}"),
            Self::InvalidLevel(level) => {
                write!(f, "the engine level must be 1 to 20, not {level}")
            }
            Self::NoChess960 => f.write_str("this engine does not play Chess960"),
            Self::NoLegalMove => f.write_str("there is no legal move in this position"),
            Self::InvalidRequest(problem) => f.write_str(problem),
            Self::ShutDown => f.write_str("the engine has been shut down"),
        }
    }
}

impl std::error::Error for EngineError {}

/// Where an engine delivers its [`EngineEvent`]s: the runtime's inbox, or the sending end of the
/// channel a caller's loop waits on (converted with `From<EngineEvent>` into that loop's own
/// input type). A receiver that has gone away is not an error (nobody is listening).
pub type EventSink = crate::port::Sink<EngineEvent>;

/// Something that finds moves: a UCI engine, or a scripted fake in tests.
///
/// Requests return at once; the answer arrives as an [`EngineEvent`] carrying the returned
/// [`RequestId`]. One search at a time: a new request cancels the one in progress (its answer is
/// never delivered).
pub trait MoveSource: Send {
    /// Name, author, strength.
    fn info(&self) -> &EngineInfo;

    /// Asks for the engine's move in `position`; answered by [`EngineEvent::BestMove`].
    fn request_move(
        &mut self,
        position: &SearchPosition,
        time: ThinkTime,
    ) -> Result<RequestId, EngineError>;

    /// Asks what the engine would play for the side to move; answered by [`EngineEvent::Hint`].
    fn request_hint(
        &mut self,
        position: &SearchPosition,
        think: Duration,
    ) -> Result<RequestId, EngineError>;

    /// Asks how the position stands and the best move, searching as `think` says; answered by
    /// [`EngineEvent::Evaluation`].
    fn request_evaluation(
        &mut self,
        position: &SearchPosition,
        think: ThinkTime,
    ) -> Result<RequestId, EngineError>;

    /// Cancels the search in progress, if any: its answer will not be delivered.
    fn stop(&mut self);

    /// Tells the engine a new game begins (`ucinewgame`), cancelling any search.
    fn new_game(&mut self);
}

/// Checks what every move source refuses before asking: a finished position.
fn check_position(position: &SearchPosition) -> Result<(), EngineError> {
    if position.current().legal_moves().is_empty() {
        Err(EngineError::NoLegalMove)
    } else {
        Ok(())
    }
}
