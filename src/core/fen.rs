//! Reading a FEN into a legal position: below both the game and its PGN, which each start from
//! one (a game from its FEN, a PGN game from its `FEN` tag).

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, FromSetup};

/// A FEN that cannot be read or is not a legal chess position: the text, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvalidFen {
    pub fen: String,
    pub problem: String,
}

/// Reads a FEN into a legal position. Castling rights without a matching rook and an en passant
/// square with no pawn behind it are dropped rather than refused, as most PGN tools do.
pub fn position_from_fen(
    fen: &str,
    castling_mode: Option<CastlingMode>,
) -> Result<(Chess, CastlingMode), InvalidFen> {
    let invalid = |problem: String| InvalidFen {
        fen: fen.to_owned(),
        problem,
    };
    let parsed = Fen::from_ascii(fen.trim().as_bytes()).map_err(|e| invalid(e.to_string()))?;
    let mode = castling_mode.unwrap_or_else(|| CastlingMode::detect(parsed.as_setup()));
    let position = Chess::from_setup(parsed.into_setup(), mode)
        .or_else(shakmaty::PositionError::ignore_invalid_castling_rights)
        .or_else(shakmaty::PositionError::ignore_invalid_ep_square)
        .map_err(|e| invalid(e.to_string()))?;
    Ok((position, mode))
}
