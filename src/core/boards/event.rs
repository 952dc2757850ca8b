//! What a board's link reports to the table: a protocol's own message, or how the link fares.
//! Boards that name their pieces and need nothing of their own send [`PieceReport`]s, so a new
//! protocol of that kind adds no variant here.

use shakmaty::{Board, Piece, Square};

use super::dgt::DgtMessage;
use super::peg::PegEvent;

/// Something that happened on a board's link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardEvent {
    /// A line from the peg board.
    Peg(PegEvent),
    /// A message from the DGT board.
    Dgt(DgtMessage),
    /// What a board that tells its pieces apart shows (any protocol: its link decodes its own
    /// bytes into these).
    Pieces(PieceReport),
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
    /// The board's battery (a board that has one and tells it: the Chessnut boards).
    Battery(BatteryReport),
}

/// What a board says of its battery.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BatteryReport {
    /// The charge left, 0 to 100.
    pub percent: u8,
    /// Whether it is charging (plugged in).
    pub charging: bool,
}

impl BoardEvent {
    /// Whether the board itself said something (not only its link): data came.
    pub fn is_from_the_board(&self) -> bool {
        matches!(
            self,
            Self::Peg(_) | Self::Dgt(_) | Self::Pieces(_) | Self::Garbled { .. } | Self::Battery(_)
        )
    }
}

/// What a board that names its pieces reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PieceReport {
    /// The whole board.
    Whole(Board),
    /// One square changed (`None`: now empty).
    Square {
        square: Square,
        piece: Option<Piece>,
    },
}
