//! The sensor boards at the table, pure: each board is one [`BoardModel`] (what it should show,
//! what it senses, compared in one place); a move made on one board is played in the game and
//! relayed to every other board, whose player is guided to replay it; a move made anywhere
//! else (typed, the engine's) is relayed to all of them.

use crate::core::boards::board_model::{BoardAction, BoardModel, Grace};
pub use crate::core::boards::event::{BoardEvent, PieceReport};
pub use crate::core::boards::sensing_board::{BoardProtocol, BoardRole, ConnectedBoard};
use crate::core::game::Game;
use crate::core::voice::Voice;

/// What the carrier is to ask of a board's link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardRequest {
    /// Send the whole board (`SNAP?`; the DGT board's dump).
    Snapshot,
    /// Light these squares on the board, or put its lights out (none); a board without LEDs
    /// ignores it.
    ShowSquares(shakmaty::Bitboard),
    /// Set this position by the board's own robot; a board without one ignores it.
    SetPosition(shakmaty::Board),
}

/// A sensor board at the table, and how much of the game it knows about.
#[derive(Debug)]
pub struct BoardSeat {
    model: BoardModel,
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
    /// A board that should show `game` as it stands.
    pub fn new(board: ConnectedBoard, game: &Game, voice: &Voice, grace: Grace) -> Self {
        Self {
            model: BoardModel::new(
                board.role,
                board.protocol,
                game.position().clone(),
                game.castling_mode(),
                voice.clone(),
                grace,
            ),
            known_plies: game.history().len(),
            silent_report_at: None,
        }
    }

    pub fn role(&self) -> BoardRole {
        self.model.role()
    }

    pub fn protocol(&self) -> BoardProtocol {
        self.model.protocol()
    }

    /// The board's model: what it should show and what it shows.
    pub fn model(&self) -> &BoardModel {
        &self.model
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
            BoardEvent::Reconnected => self.expect_answer(at_ms),
            // Anything from the board, even a garbled line, shows it is there and talking.
            _ => self.silent_report_at = None,
        }
        match event {
            BoardEvent::Garbled { count, during_ms } => BoardStep::Garbled {
                count: *count,
                during_ms: *during_ms,
            },
            BoardEvent::NotABoard(path) => BoardStep::NotABoard(path.clone()),
            event => BoardStep::Actions(self.model.sense(at_ms, event)),
        }
    }

    /// A move made on this board was played: the board already shows it.
    pub fn played_here(&mut self, plies: usize) {
        self.known_plies = plies;
    }

    /// The game was refused a move made on this board, or the arbiter asked every board back
    /// to the score sheet (D.2.9): the board is guided to the game.
    pub fn refused_here(&mut self, at_ms: u64, game: &Game) -> Vec<BoardAction> {
        self.known_plies = game.history().len();
        self.model.reset(at_ms, game.position().clone())
    }

    /// Tells the board about moves the game made elsewhere, or a game that went back (undo):
    /// the player there replays them.
    pub fn follow(&mut self, at_ms: u64, game: &Game) -> Vec<BoardAction> {
        let plies = game.history().len();
        let mut actions = Vec::new();
        if plies < self.known_plies {
            actions.extend(self.model.reset(at_ms, game.position().clone()));
        } else {
            for played in &game.history()[self.known_plies..] {
                actions.extend(self.model.game_moved(at_ms, played.mv));
            }
        }
        self.known_plies = plies;
        actions
    }

    /// The input ended: a move held back on the board is made.
    pub fn finish(&mut self, at_ms: u64) -> Vec<BoardAction> {
        self.model.finish(at_ms)
    }

    /// The board's own wake-up (guidance after its grace period, a silent board).
    pub fn next_wake(&self) -> Option<u64> {
        [self.model.next_wake(), self.silent_report_at]
            .into_iter()
            .flatten()
            .min()
    }

    pub fn tick(&mut self, at_ms: u64) -> Vec<BoardAction> {
        self.model.tick(at_ms)
    }
}
