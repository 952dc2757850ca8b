//! A sensing board, its protocol kept apart from its role at the table.
//!
//! Every connected board is one [`SensingBoard`]: it turns what its link reports
//! ([`BoardEvent`]) into what the board senses ([`Sensed`]) and says what the board shows now
//! ([`Observed`]). It knows nothing of the game beyond the position it is told to follow, and
//! nothing of whose board it is: the one board model ([`super::board_model`]) compares what it
//! shows with what it should show, reads the moves made on it, and names every difference to
//! the person who must fix it ([`BoardRole`]).
//!
//! A new protocol is one implementation of the trait (or, for a board that names its pieces,
//! none: its link sends [`super::event::PieceReport`]s and [`PieceSensing`] reads them) and
//! its [`BoardProtocol`] constant, defined in its own file with its [`ProtocolSpec`].

use std::fmt;

use shakmaty::{Board, CastlingMode, Chess, Move, Piece, Position, Square};

use super::event::{BoardEvent, PieceReport};
use super::peg::Button;
use super::sync::Observed;

/// Whose board it is: the person its guidance is said to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardRole {
    /// The blind player's board (the peg board): its sentences are spoken to them.
    Blind,
    /// The sighted player's board (an e-board): its sentences go to their channel (the screen,
    /// or `--opponent-output`), never into the blind player's speech.
    Sighted,
}

/// How a board senses: the protocol its link speaks. Data, not a list of variants: each
/// protocol's own core file defines its constant (`BoardProtocol::Chessnut` in `chessnut.rs`,
/// with its [`ProtocolSpec`]), so a new protocol adds no arm anywhere in the core. The
/// constants keep the names the protocols had as variants.
#[derive(Clone, Copy)]
pub struct BoardProtocol(&'static ProtocolSpec);

/// What the core knows of a protocol.
#[derive(Debug)]
pub struct ProtocolSpec {
    /// The word before the path on the command line (`peg:PATH`, `dgt:PATH`); protocols are
    /// told apart by it.
    pub scheme: &'static str,
    /// The board's kind as the player knows it (a maker's name, the same in every language).
    pub kind_name: &'static str,
    /// Its sensing, following a position (a board that names its pieces: [`PieceSensing`]).
    pub sensing: fn(BoardProtocol, &Chess, CastlingMode) -> Box<dyn SensingBoard>,
}

impl BoardProtocol {
    pub const fn new(spec: &'static ProtocolSpec) -> Self {
        Self(spec)
    }

    /// The word before the path on the command line (`peg:PATH`, `dgt:PATH`).
    pub fn scheme(self) -> &'static str {
        self.0.scheme
    }

    /// The board's kind as the player knows it ("Chessnut").
    pub fn kind_name(self) -> &'static str {
        self.0.kind_name
    }

    /// The sensing of a board of this protocol, following `position`.
    pub fn sensing(self, position: &Chess, mode: CastlingMode) -> Box<dyn SensingBoard> {
        (self.0.sensing)(self, position, mode)
    }
}

impl PartialEq for BoardProtocol {
    fn eq(&self, other: &Self) -> bool {
        self.0.scheme == other.0.scheme
    }
}

impl Eq for BoardProtocol {}

impl std::hash::Hash for BoardProtocol {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.scheme.hash(state);
    }
}

impl fmt::Debug for BoardProtocol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "BoardProtocol({})", self.0.scheme)
    }
}

/// A board at the table: whose it is and what it speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ConnectedBoard {
    pub role: BoardRole,
    pub protocol: BoardProtocol,
}

impl ConnectedBoard {
    /// The blind player's peg board (`--board peg:PATH`).
    pub const PEG: Self = Self {
        role: BoardRole::Blind,
        protocol: BoardProtocol::Peg,
    };
    /// The sighted player's DGT e-board (`--eboard dgt:PATH`).
    pub const DGT: Self = Self {
        role: BoardRole::Sighted,
        protocol: BoardProtocol::Dgt,
    };
}

/// What a board sensed, in the terms the board model compares with the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sensed {
    /// What the board shows changed (or became known): [`SensingBoard::shows`] says what.
    Changed,
    /// A move the protocol read from its own events, made from the position it follows (an
    /// occupancy board reads captures from the order of lifts; a board that names its pieces
    /// leaves moves to the model and never sends this).
    Moved(Move),
    /// A piece was lifted (D.2.2).
    Touched { square: Square, piece: Piece },
    /// Every lifted piece is back: `touch_move` says whether Article 4.3 applies.
    PutBack {
        square: Square,
        piece: Piece,
        touch_move: bool,
    },
    /// The castling just read began with the rook (Article 4.4.2).
    RookFirst,
    /// A pawn on the last rank waits for its promotion key.
    NeedPromotion,
    /// The board fits more than one move: lift and seat the piece again.
    Ambiguous,
    /// A button on the board (clock, time, repeat, talk).
    Button(Button),
}

/// One board's protocol, as the board model uses it. Pure: fed with the link's events.
pub trait SensingBoard: fmt::Debug + Send {
    fn protocol(&self) -> BoardProtocol;

    /// The position the board should show now (the game, less the replays still owed): the
    /// one a move made on it is read from. Called whenever it changes.
    fn follow(&mut self, position: &Chess);

    /// One event from the board's link.
    fn sense(&mut self, event: &BoardEvent) -> Vec<Sensed>;

    /// What the board shows; `None` until it has reported it whole (and after its link was
    /// lost, until it reports again).
    fn shows(&self) -> Option<Observed>;

    /// Whether the protocol explains what the board shows as a move being made from the
    /// position it follows (a castling king set down before its rook): ties in the guidance
    /// then lean toward finishing the move rather than undoing it.
    fn move_in_progress(&self) -> bool {
        false
    }

    /// Whether what differs from the position followed is only pieces lifted, none set down
    /// (a player holding a piece while thinking). An occupancy board tells it from its events:
    /// a capture made with a piece still in hand leaves the same holes as pieces only lifted.
    fn only_lifted(&self) -> bool {
        true
    }

    /// Whether the board sets a whole position by itself (the Chessnut Move's robot): the
    /// model then asks it to show the game whenever the game moves elsewhere.
    fn sets_position(&self) -> bool {
        false
    }

    /// The link was lost: what the board shows is unknown until it reports again.
    fn forget(&mut self);

    /// The input ended: anything held back (a rook move that could still become castling).
    fn finish(&mut self) -> Vec<Sensed> {
        Vec::new()
    }
}

/// The sensing of any board that names its pieces through [`PieceReport`]s: the model reads
/// the moves from the pieces it shows.
#[derive(Debug, Clone)]
pub struct PieceSensing {
    protocol: BoardProtocol,
    board: Option<Board>,
}

impl PieceSensing {
    pub fn new(protocol: BoardProtocol) -> Self {
        Self {
            protocol,
            board: None,
        }
    }

    /// Applies a report: whether what the board shows changed.
    pub fn apply(&mut self, report: &PieceReport) -> bool {
        match report {
            PieceReport::Whole(board) => {
                let changed = self.board.as_ref() != Some(board);
                self.board = Some(board.clone());
                changed
            }
            PieceReport::Square { square, piece } => match &mut self.board {
                Some(board) => {
                    let changed = board.piece_at(*square) != *piece;
                    match piece {
                        Some(piece) => board.set_piece_at(*square, *piece),
                        None => {
                            board.discard_piece_at(*square);
                        }
                    }
                    changed
                }
                // A square before the whole board: the rest is unknown (the link asks).
                None => false,
            },
        }
    }
}

impl SensingBoard for PieceSensing {
    fn protocol(&self) -> BoardProtocol {
        self.protocol
    }

    fn follow(&mut self, _position: &Chess) {}

    fn sense(&mut self, event: &BoardEvent) -> Vec<Sensed> {
        match event {
            BoardEvent::Pieces(report) if self.apply(report) => vec![Sensed::Changed],
            _ => Vec::new(),
        }
    }

    fn shows(&self) -> Option<Observed> {
        self.board.clone().map(Observed::Pieces)
    }

    fn forget(&mut self) {
        self.board = None;
    }
}

/// Whether `observed` shows `board` (on an occupancy board: the same holes filled).
pub fn shows_board(observed: &Observed, board: &Board) -> bool {
    match observed {
        Observed::Occupancy(occupied) => *occupied == board.occupied(),
        Observed::Pieces(pieces) => pieces == board,
    }
}

/// The position after `mv` (legal in `position`).
pub fn after(position: &Chess, mv: Move) -> Chess {
    let mut next = position.clone();
    next.play_unchecked(mv);
    next
}
