//! Peg board lines: `core::boards::peg::parse_line`, `LineDecoder::feed` in arbitrary chunks, and the
//! whole inference of `board-replay` (`core::boards::sensing::PegBoard` fed the decoded events).
//!
//! Input: an optional first line `#fen <FEN>` (the start position, as `board-replay --fen`
//! gives it; the standard position otherwise), then the board's wire bytes.

use std::path::Path;

use annabella::core::boards::peg::{LineDecoder, PegEvent, PegLineError, parse_line};
use annabella::core::boards::sensing::{Observation, PegBoard};
use annabella::core::fen::position_from_fen;
use shakmaty::{CastlingMode, Chess};

use super::Target;
use crate::corpus;
use crate::delivery::in_pieces;
use crate::rng::{Rng, fnv1a};
use crate::trace::Trace;

#[derive(Debug)]
pub struct PegLines {
    seeds: Vec<Vec<u8>>,
}

impl PegLines {
    pub fn new(repo: &Path) -> Self {
        let mut seeds = Vec::new();
        for name in ["captures", "castling", "chess960", "noise", "promotion"] {
            let Some(wire) = corpus::file(repo, &format!("tests/data/board/{name}.peg")) else {
                continue;
            };
            let mut seed = Vec::new();
            if let Some(fen) = corpus::file(repo, &format!("tests/data/board/{name}.fen")) {
                seed.extend_from_slice(b"#fen ");
                seed.extend_from_slice(fen.trim_ascii());
                seed.push(b'\n');
            }
            seed.extend_from_slice(&wire);
            seeds.push(seed);
        }
        Self { seeds }
    }
}

/// The decoder's results for `wire` fed whole, or in the pieces a link might deliver (`rng`), its
/// last line too.
fn decode(wire: &[u8], rng: Option<&mut Rng>) -> Vec<Result<PegEvent, PegLineError>> {
    let mut decoder = LineDecoder::new();
    let mut results = Vec::new();
    match rng {
        None => decoder.feed(wire, |r| results.push(r)),
        Some(rng) => {
            for piece in in_pieces(wire, rng, 40) {
                decoder.feed(piece, |r| results.push(r));
            }
        }
    }
    results.extend(decoder.finish());
    let stats = decoder.stats();
    assert_eq!(
        stats.accepted + stats.dropped(),
        results.len() as u64,
        "oracle: the decoder's counts disagree with its results"
    );
    results
}

fn observation_kind(observation: &Observation) -> std::mem::Discriminant<Observation> {
    std::mem::discriminant(observation)
}

impl Target for PegLines {
    fn seeds(&self) -> Vec<Vec<u8>> {
        self.seeds.clone()
    }

    fn tokens(&self) -> Vec<Vec<u8>> {
        let mut tokens = corpus::tokens(&[
            "UP ",
            "DOWN ",
            "SNAP ",
            "BTN ",
            "HELLO ",
            "HELLO peg 1.0 0001\n",
            "SNAP FFFF00000000FFFF\n",
            "SNAP 0000000000000000\n",
            "SNAP ffff00000000ffff\n",
            "BTN q\n",
            "BTN clock\n",
            "UP e2\n",
            "DOWN e4\n",
            "UP e1\nUP h1\nDOWN g1\nDOWN f1\n",
            " *",
            " *00",
            " *FF",
            "e2",
            "h8",
            "a1",
            "i9",
            "#fen ",
            "#fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1\n",
            "#fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1\n",
        ]);
        tokens.extend(corpus::common_tokens());
        tokens
    }

    fn execute(&self, input: &[u8], trace: &mut Trace) {
        let (start, wire) = match input.strip_prefix(b"#fen ") {
            Some(rest) => {
                let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
                let fen = String::from_utf8_lossy(&rest[..end]);
                let start = position_from_fen(&fen, None).ok();
                trace.note(start.is_some());
                (start, rest.get(end + 1..).unwrap_or_default())
            }
            None => (None, input),
        };
        let (position, mode) = start.unwrap_or((Chess::default(), CastlingMode::Standard));

        let whole = decode(wire, None);
        let mut rng = Rng::new(fnv1a(wire));
        let chunked = decode(wire, Some(&mut rng));
        assert_eq!(whole, chunked, "oracle: chunking changed what was decoded");
        assert!(
            whole.len() <= wire.len() + 1,
            "oracle: more lines than bytes"
        );

        // Each line alone reads as the decoder read it, and every event writes back as itself.
        for line in wire.split(|&b| b == b'\n').take(4096) {
            if let Ok(event) = parse_line(line) {
                for written in [event.to_line(), event.to_line_with_checksum()] {
                    assert_eq!(
                        parse_line(written.as_bytes()).as_ref(),
                        Ok(&event),
                        "oracle: {written:?} does not read back"
                    );
                }
            }
        }

        let mut board = PegBoard::new(position, mode);
        let mut said = Vec::new();
        for result in whole {
            match result {
                Ok(event) => {
                    trace.note(std::mem::discriminant(&event));
                    said.clear();
                    board.handle_into(&event, &mut said);
                    for observation in &said {
                        let kinds = (
                            std::mem::discriminant(&event),
                            observation_kind(observation),
                        );
                        trace.note(kinds);
                    }
                }
                Err(error) => trace.note(std::mem::discriminant(&error)),
            }
        }
        for observation in board.finish() {
            trace.note(("finish", observation_kind(&observation)));
        }
    }
}
