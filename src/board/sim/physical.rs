//! The simulated board as it stands: the pieces on it, those in the hand, and the pty's end it
//! writes to (what the host will read).

use std::io::Write;

use serialport::TTYPort;
use shakmaty::{Board, Piece, Square};

use super::error::SimError;

#[derive(Debug)]
pub struct Physical {
    pub pieces: Board,
    /// The pieces lifted, the last lifted last.
    pub hand: Vec<Piece>,
    /// The board stopped answering (`mute`): nothing is sent.
    pub muted: bool,
    /// The writing end of the current pty (`None` while unplugged).
    pub(super) writer: Option<TTYPort>,
    /// How a line says what could not be sent.
    unsent: &'static str,
}

impl Physical {
    /// The start position, unplugged.
    pub(super) fn new(unsent: &'static str) -> Self {
        Self {
            pieces: Board::new(),
            hand: Vec::new(),
            muted: false,
            writer: None,
            unsent,
        }
    }

    /// The piece on `square` goes to the hand.
    pub fn lift(&mut self, square: Square) -> Result<(), SimError> {
        let piece = self
            .pieces
            .remove_piece_at(square)
            .ok_or(SimError::Empty(square))?;
        self.hand.push(piece);
        Ok(())
    }

    /// A piece is set on `square`: `piece` (taken from the hand if it is there), or the last
    /// one lifted.
    pub fn set(&mut self, square: Square, piece: Option<Piece>) -> Result<(), SimError> {
        if self.pieces.piece_at(square).is_some() {
            return Err(SimError::Occupied(square));
        }
        let piece = match piece {
            Some(p) => {
                if let Some(i) = self.hand.iter().rposition(|&h| h == p) {
                    self.hand.remove(i);
                }
                p
            }
            None => self.hand.pop().ok_or(SimError::NothingInHand)?,
        };
        self.pieces.set_piece_at(square, piece);
        Ok(())
    }

    /// Whether anything sent now reaches the pty.
    pub fn open(&self) -> bool {
        self.writer.is_some() && !self.muted
    }

    /// Writes `bytes`; whether they went out.
    pub fn send(&mut self, bytes: &[u8]) -> bool {
        match &mut self.writer {
            Some(w) if !self.muted => w.write_all(bytes).and_then(|()| w.flush()).is_ok(),
            _ => false,
        }
    }

    /// Writes `bytes` and says so: `> what`, or that it was not sent.
    pub fn say(&mut self, bytes: &[u8], what: &str) -> String {
        let sent = self.send(bytes);
        self.report(sent, what)
    }

    /// `> what` when `sent`, else the board's words for what was not.
    pub fn report(&self, sent: bool, what: &str) -> String {
        if sent {
            format!("> {what}")
        } else {
            format!("{} {what}", self.unsent)
        }
    }
}
