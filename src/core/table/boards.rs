//! The sensor boards at the table, pure: a move made on one board is played in the game and
//! relayed to every other board, whose player is guided to replay it; a move made anywhere
//! else (typed, the engine's) is relayed to all of them.

use shakmaty::Move;

use crate::core::boards::dgt::DgtMessage;
use crate::core::boards::peg::PegEvent;
use crate::core::boards::table_logic::{BoardAction, DgtTable, Grace, PegTable};
use crate::core::game::Game;
use crate::core::voice::Voice;

/// Which sensor board an event came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardKind {
    /// The blind player's peg board.
    Peg,
    /// The sighted player's DGT e-board.
    Dgt,
}

impl BoardKind {
    /// The board's name in messages that are shown, not spoken.
    pub fn name(self) -> &'static str {
        match self {
            BoardKind::Peg => "peg board",
            BoardKind::Dgt => "e-board",
        }
    }
}

/// Something that happened on a board's link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardEvent {
    /// A line from the peg board.
    Peg(PegEvent),
    /// A message from the DGT board.
    Dgt(DgtMessage),
    /// Lines or messages that could not be read (wrong checksum, malformed, garbage), counted
    /// by the link: the first after a quiet spell at once (`count` 1), then one report an
    /// interval while it goes on; the link has asked the board for its whole state.
    Garbled { count: u64, during_ms: u64 },
    /// The device at the board's path answers, but not as a board (a terminal that took a
    /// freed pseudo-terminal): nothing more is written to it.
    NotABoard(std::path::PathBuf),
    /// The port went away (unplugged); the link tries to open it again.
    Disconnected(String),
    /// The port is open again; the link has asked the board for its whole state.
    Reconnected,
}

/// What the carrier is to ask of a board's link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardRequest {
    /// Send the whole board (`SNAP?`; the DGT board's dump).
    Snapshot,
}

/// A board's logic.
#[derive(Debug, Clone)]
enum Logic {
    Peg(PegTable),
    Dgt(DgtTable),
}

/// A sensor board at the table, and how much of the game it knows about.
#[derive(Debug, Clone)]
pub struct BoardSeat {
    kind: BoardKind,
    logic: Logic,
    /// Plies of the game this board knows about (made on it, or told to replay).
    known_plies: usize,
    /// When the board is to be reported silent if nothing has come from it by then (it was
    /// asked who it is and what it shows when its link opened).
    silent_report_at: Option<u64>,
}

/// How long a board may take to answer once its link is open.
pub const BOARD_ANSWER_MS: u64 = 3_000;
/// How often a silent board is reported again.
pub const BOARD_SILENT_REPEAT_MS: u64 = 15_000;

/// What a board's event meant.
#[derive(Debug)]
pub enum BoardStep {
    Actions(Vec<BoardAction>),
    /// Lines were dropped (the link asked for the whole board already): shown, not said.
    Garbled {
        count: u64,
        during_ms: u64,
    },
    /// The device at the path is not a board: shown once.
    NotABoard(std::path::PathBuf),
}

impl BoardSeat {
    /// A board that shows `game` as it stands.
    pub fn new(kind: BoardKind, game: &Game, voice: &Voice, grace: Grace) -> Self {
        let position = game.position().clone();
        let logic = match kind {
            BoardKind::Peg => Logic::Peg(PegTable::new(
                position,
                game.castling_mode(),
                voice.clone(),
                grace,
            )),
            BoardKind::Dgt => Logic::Dgt(DgtTable::new(position, voice.clone(), grace)),
        };
        Self {
            kind,
            logic,
            known_plies: game.history().len(),
            silent_report_at: None,
        }
    }

    pub fn kind(&self) -> BoardKind {
        self.kind
    }

    /// The link is open at `at_ms`: the board must answer within `BOARD_ANSWER_MS`.
    pub fn expect_answer(&mut self, at_ms: u64) {
        self.silent_report_at = Some(at_ms + BOARD_ANSWER_MS);
    }

    /// Whether the board is to be reported silent now; if so, the next report is planned.
    pub fn silence_due(&mut self, at_ms: u64) -> bool {
        match self.silent_report_at {
            Some(due) if due <= at_ms => {
                self.silent_report_at = Some(at_ms + BOARD_SILENT_REPEAT_MS);
                true
            }
            _ => false,
        }
    }

    pub fn event(&mut self, at_ms: u64, event: &BoardEvent) -> BoardStep {
        match event {
            // Anything from the board, even a garbled line, shows it is there and talking.
            BoardEvent::Peg(_)
            | BoardEvent::Dgt(_)
            | BoardEvent::Garbled { .. }
            | BoardEvent::NotABoard(_) => {
                self.silent_report_at = None;
            }
            BoardEvent::Reconnected => self.expect_answer(at_ms),
            BoardEvent::Disconnected(_) => self.silent_report_at = None,
        }
        BoardStep::Actions(match (&mut self.logic, event) {
            (Logic::Peg(table), BoardEvent::Peg(event)) => table.event(at_ms, event),
            (Logic::Dgt(table), BoardEvent::Dgt(message)) => table.event(at_ms, message),
            (Logic::Peg(table), BoardEvent::Disconnected(_)) => table.connection(false),
            (Logic::Peg(table), BoardEvent::Reconnected) => table.connection(true),
            (Logic::Dgt(table), BoardEvent::Disconnected(_)) => table.disconnected(),
            (Logic::Dgt(table), BoardEvent::Reconnected) => table.reconnected(),
            (_, BoardEvent::Garbled { count, during_ms }) => {
                return BoardStep::Garbled {
                    count: *count,
                    during_ms: *during_ms,
                };
            }
            (_, BoardEvent::NotABoard(path)) => return BoardStep::NotABoard(path.clone()),
            // A peg line on the DGT link or the reverse cannot happen: the links decode their own.
            _ => Vec::new(),
        })
    }

    /// A move made on this board was played: the board already shows it.
    pub fn played_here(&mut self, plies: usize) {
        self.known_plies = plies;
    }

    /// The game was refused a move made on this board: the board is guided back to the game.
    pub fn refused_here(&mut self, at_ms: u64, game: &Game) -> Vec<BoardAction> {
        self.known_plies = game.history().len();
        let position = game.position().clone();
        match &mut self.logic {
            Logic::Peg(table) => table.game_reset(at_ms, position),
            Logic::Dgt(table) => table.game_reset(at_ms, position),
        }
    }

    /// Tells the board about moves the game made elsewhere, or a game that went back (undo):
    /// the player there replays them.
    pub fn follow(&mut self, at_ms: u64, game: &Game) -> Vec<BoardAction> {
        let plies = game.history().len();
        let mut actions = Vec::new();
        if plies < self.known_plies {
            let position = game.position().clone();
            actions.extend(match &mut self.logic {
                Logic::Peg(table) => table.game_reset(at_ms, position),
                Logic::Dgt(table) => table.game_reset(at_ms, position),
            });
        } else {
            let moves: Vec<Move> = game.history()[self.known_plies..]
                .iter()
                .map(|played| played.mv)
                .collect();
            for mv in moves {
                actions.extend(match &mut self.logic {
                    Logic::Peg(table) => table.game_moved(at_ms, mv),
                    Logic::Dgt(table) => table.game_moved(at_ms, mv),
                });
            }
        }
        self.known_plies = plies;
        actions
    }

    /// The board's own wake-up (guidance after its grace period).
    pub fn next_wake(&self) -> Option<u64> {
        let logic = match &self.logic {
            Logic::Peg(table) => table.next_wake(),
            Logic::Dgt(table) => table.next_wake(),
        };
        [logic, self.silent_report_at].into_iter().flatten().min()
    }

    pub fn tick(&mut self, at_ms: u64) -> Vec<BoardAction> {
        match &mut self.logic {
            Logic::Peg(table) => table.tick(at_ms),
            Logic::Dgt(table) => table.tick(at_ms),
        }
    }

    /// The peg board's sensing machine, for tests and the screen.
    pub fn peg(&self) -> Option<&PegTable> {
        match &self.logic {
            Logic::Peg(table) => Some(table),
            Logic::Dgt(_) => None,
        }
    }
}
