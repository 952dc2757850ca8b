//! Bytes as a serial link delivers them to a decoder: in pieces of any size, a third of them one
//! to three bytes, the others up to a longest size.

use crate::rng::Rng;

/// `bytes` cut at random into the pieces a link might deliver: a third of them at most three
/// bytes long, the others at most `longest`.
pub fn in_pieces<'a>(bytes: &'a [u8], rng: &mut Rng, longest: usize) -> Vec<&'a [u8]> {
    let mut pieces = Vec::new();
    let mut rest = bytes;
    while !rest.is_empty() {
        let most = if rng.one_in(3) { 3 } else { longest };
        let size = (1 + rng.below(most)).min(rest.len());
        let (piece, after) = rest.split_at(size);
        pieces.push(piece);
        rest = after;
    }
    pieces
}
