//! The DGT e-board behind [`SensingBoard`]: its dump and field updates followed in a mirror;
//! the chess pieces it shows.

use shakmaty::Chess;

use super::dgt::DgtMirror;
use super::event::BoardEvent;
use super::sensing_board::{BoardProtocol, ProtocolSpec, Sensed, SensingBoard};
use super::sync::Observed;

#[derive(Debug, Clone, Default)]
pub struct DgtSensing {
    mirror: DgtMirror,
}

impl DgtSensing {
    pub fn new() -> Self {
        Self::default()
    }
}

impl SensingBoard for DgtSensing {
    fn protocol(&self) -> BoardProtocol {
        BoardProtocol::Dgt
    }

    fn follow(&mut self, _position: &Chess) {}

    fn sense(&mut self, event: &BoardEvent) -> Vec<Sensed> {
        match event {
            BoardEvent::Dgt(message) if self.mirror.apply(message) => vec![Sensed::Changed],
            _ => Vec::new(),
        }
    }

    fn shows(&self) -> Option<Observed> {
        // A magic piece (codes 13-15) is no chess piece: the pieces around it are what counts.
        self.mirror
            .board()
            .map(|board| Observed::Pieces(board.pieces()))
    }

    fn forget(&mut self) {
        self.mirror.forget();
    }
}

/// The DGT e-board's protocol: the pieces themselves, a dump and field updates.
const DGT: ProtocolSpec = ProtocolSpec {
    scheme: "dgt",
    kind_name: "DGT",
    sensing: |_, _, _| Box::new(DgtSensing::new()),
};

#[allow(non_upper_case_globals)] // the name it had as a variant
impl BoardProtocol {
    /// The DGT e-board: the pieces themselves, a dump and field updates.
    pub const Dgt: Self = Self::new(&DGT);
}
