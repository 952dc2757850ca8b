//! The peg board behind [`SensingBoard`]: its lifts and placements followed by the sensing
//! machine ([`PegBoard`]), which reads the moves made from the order of the lifts (a board that
//! only knows which holes are filled cannot read a capture from what it shows).

use shakmaty::{CastlingMode, Chess, Position};

use super::event::BoardEvent;
use super::sensing::{Observation, PegBoard};
use super::sensing_board::{BoardProtocol, ProtocolSpec, Sensed, SensingBoard};
use super::sync::Observed;

#[derive(Debug, Clone)]
pub struct PegSensing {
    peg: PegBoard,
}

impl PegSensing {
    pub fn new(position: Chess, mode: CastlingMode) -> Self {
        Self {
            peg: PegBoard::new(position, mode),
        }
    }

    /// The sensing machine (its position is the one the board follows).
    pub fn machine(&self) -> &PegBoard {
        &self.peg
    }

    fn said(observations: Vec<Observation>, out: &mut Vec<Sensed>) {
        for observation in observations {
            out.push(match observation {
                Observation::Moved { mv, .. } => Sensed::Moved(mv),
                Observation::Touched { square, piece } => Sensed::Touched { square, piece },
                Observation::PutBack {
                    square,
                    piece,
                    touch_move,
                } => Sensed::PutBack {
                    square,
                    piece,
                    touch_move,
                },
                Observation::RookTouchedFirst { .. } => Sensed::RookFirst,
                Observation::NeedPromotion { .. } => Sensed::NeedPromotion,
                Observation::Ambiguous { .. } => Sensed::Ambiguous,
                Observation::Button(button) => Sensed::Button(button),
                Observation::Mismatch { .. } | Observation::InSync => Sensed::Changed,
            });
        }
    }
}

impl SensingBoard for PegSensing {
    fn protocol(&self) -> BoardProtocol {
        BoardProtocol::Peg
    }

    fn follow(&mut self, position: &Chess) {
        let now = self.peg.position();
        let same = now.board() == position.board()
            && now.turn() == position.turn()
            && now.castles().castling_rights() == position.castles().castling_rights()
            && now.ep_square(shakmaty::EnPassantMode::Legal)
                == position.ep_square(shakmaty::EnPassantMode::Legal);
        if !same {
            self.peg.set_position(position.clone());
        }
    }

    fn sense(&mut self, event: &BoardEvent) -> Vec<Sensed> {
        let BoardEvent::Peg(event) = event else {
            return Vec::new();
        };
        let before = self.peg.observed();
        let observations = self.peg.handle(event);
        let mut out = Vec::new();
        if self.peg.observed() != before {
            out.push(Sensed::Changed);
        }
        Self::said(observations, &mut out);
        out
    }

    fn shows(&self) -> Option<Observed> {
        Some(Observed::Occupancy(self.peg.observed()))
    }

    fn move_in_progress(&self) -> bool {
        self.peg.is_in_sync() && self.peg.observed() != self.peg.position().board().occupied()
    }

    fn only_lifted(&self) -> bool {
        let position = self.peg.position().board().occupied();
        self.peg.observed() == position & !self.peg.touched()
    }

    fn forget(&mut self) {
        // The board sends its whole occupancy (`SNAP`) when its link opens again.
    }

    fn finish(&mut self) -> Vec<Sensed> {
        let mut out = Vec::new();
        Self::said(self.peg.finish(), &mut out);
        out
    }
}

/// The peg board's protocol: its sensing reads lifts and placements of pegs.
const PEG: ProtocolSpec = ProtocolSpec {
    scheme: "peg",
    kind_name: "peg",
    sensing: |_, position, mode| Box::new(PegSensing::new(position.clone(), mode)),
};

#[allow(non_upper_case_globals)] // the name it had as a variant
impl BoardProtocol {
    /// The peg board (`hardware/PROTOCOL.md`): which holes hold a peg, lifts and placements.
    pub const Peg: Self = Self::new(&PEG);
}
