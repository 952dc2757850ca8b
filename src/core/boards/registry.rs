//! The registration of the board protocols: the one place a protocol's sensing is named. A new
//! protocol adds its arm here (and its variant of [`BoardProtocol`]); the board model and the
//! table never name a protocol.

use shakmaty::{CastlingMode, Chess};

use super::dgt_sensing::DgtSensing;
use super::peg_sensing::PegSensing;
use super::sensing_board::{BoardProtocol, PieceSensing, SensingBoard};

impl BoardProtocol {
    /// The sensing of a board of this protocol, following `position`.
    pub fn sensing(self, position: &Chess, mode: CastlingMode) -> Box<dyn SensingBoard> {
        match self {
            Self::Peg => Box::new(PegSensing::new(position.clone(), mode)),
            Self::Dgt => Box::new(DgtSensing::new()),
            Self::Millennium | Self::Chessnut => Box::new(PieceSensing::new(self)),
        }
    }
}
