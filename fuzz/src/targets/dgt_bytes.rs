//! DGT e-board bytes: `core::boards::dgt::DgtDecoder::feed` in arbitrary chunks, each message checked
//! against `decode_message(encode(message))` and followed by `DgtMirror`.
//!
//! Seeds are streams a board sends (board dumps of real positions, field updates, version,
//! serial number, trade mark, clock), encoded by the crate's own encoder.

use std::path::Path;

use annabella::core::boards::dgt::{
    DgtBoard, DgtDecoder, DgtError, DgtMessage, DgtMirror, decode_message,
};
use shakmaty::{Position, Square};

use super::Target;
use crate::corpus;
use crate::delivery::in_pieces;
use crate::rng::{Rng, fnv1a};
use crate::trace::Trace;

#[derive(Debug)]
pub struct DgtBytes {
    seeds: Vec<Vec<u8>>,
}

impl DgtBytes {
    pub fn new(repo: &Path) -> Self {
        let mut seeds = Vec::new();
        let positions = corpus::game_positions(repo, 20);
        let header = [
            DgtMessage::Version { major: 1, minor: 7 },
            DgtMessage::SerialNumber("12345".to_owned()),
            DgtMessage::Trademark("Digital Game Technology".to_owned()),
            DgtMessage::Clock([0, 1, 2, 3, 4, 5, 6]),
            DgtMessage::Other {
                id: 0x0F,
                data: vec![1, 2, 3],
            },
        ];
        seeds.push(header.iter().flat_map(DgtMessage::encode).collect());
        for pair in positions.windows(2).step_by(3) {
            let [(before, _), (after, _)] = pair else {
                continue;
            };
            let mut stream = DgtMessage::BoardDump(DgtBoard::from_board(before.board())).encode();
            // The squares that changed, one update each, as a board reports a move.
            let (old, new) = (
                DgtBoard::from_board(before.board()),
                DgtBoard::from_board(after.board()),
            );
            for square in Square::ALL {
                if old.get(square) != new.get(square) {
                    let update = DgtMessage::FieldUpdate {
                        square,
                        content: new.get(square),
                    };
                    stream.extend(update.encode());
                }
            }
            seeds.push(stream);
        }
        Self { seeds }
    }
}

fn decode(wire: &[u8], rng: Option<&mut Rng>) -> Vec<Result<DgtMessage, DgtError>> {
    let mut decoder = DgtDecoder::new();
    let mut results = Vec::new();
    match rng {
        None => decoder.feed(wire, |r| results.push(r)),
        Some(rng) => {
            for piece in in_pieces(wire, rng, 80) {
                decoder.feed(piece, |r| results.push(r));
            }
        }
    }
    let stats = decoder.stats();
    assert_eq!(
        stats.accepted + stats.dropped,
        results.len() as u64,
        "oracle: the decoder's counts disagree with its results"
    );
    results
}

impl Target for DgtBytes {
    fn seeds(&self) -> Vec<Vec<u8>> {
        self.seeds.clone()
    }

    fn tokens(&self) -> Vec<Vec<u8>> {
        let mut tokens: Vec<Vec<u8>> = [0x86u8, 0x8E, 0x93, 0x91, 0x92, 0x8D, 0x80, 0xFF]
            .iter()
            .map(|&id| vec![id])
            .collect();
        // Headers with lengths at and around the limits (the length is two 7-bit bytes).
        for (hi, lo) in [
            (0, 0),
            (0, 2),
            (0, 3),
            (0, 5),
            (0, 0x43),
            (0x7F, 0x7F),
            (1, 0),
        ] {
            tokens.push(vec![0x86, hi, lo]);
            tokens.push(vec![0x8E, hi, lo]);
            tokens.push(vec![0x92, hi, lo]);
        }
        // Piece codes: empty, the last piece, the magic pieces, bytes past them.
        tokens.extend([0x00u8, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x3F, 0x40, 0x7F].map(|b| vec![b]));
        tokens
    }

    fn max_len(&self) -> usize {
        32 * 1024
    }

    fn execute(&self, input: &[u8], trace: &mut Trace) {
        let whole = decode(input, None);
        let mut rng = Rng::new(fnv1a(input));
        let chunked = decode(input, Some(&mut rng));
        // Stray bytes are counted per feed, so only the messages must not depend on chunking.
        let messages = |results: &[Result<DgtMessage, DgtError>]| -> Vec<DgtMessage> {
            results
                .iter()
                .filter_map(|r| r.as_ref().ok().cloned())
                .collect()
        };
        assert_eq!(
            messages(&whole),
            messages(&chunked),
            "oracle: chunking changed the messages"
        );
        assert!(
            whole.len() <= input.len() + 1,
            "oracle: more results than bytes"
        );

        let mut mirror = DgtMirror::new();
        for result in whole {
            match result {
                Ok(message) => {
                    let encoded = message.encode();
                    assert_eq!(
                        decode_message(&encoded).as_ref(),
                        Ok(&message),
                        "oracle: {message:?} does not read back from {encoded:02X?}"
                    );
                    let changed = mirror.apply(&message);
                    trace.note((std::mem::discriminant(&message), changed));
                    if let Some(board) = mirror.board() {
                        trace.count("pieces", board.occupied().count());
                        let _ = board.pieces();
                    }
                }
                Err(error) => trace.note(std::mem::discriminant(&error)),
            }
        }
    }
}
