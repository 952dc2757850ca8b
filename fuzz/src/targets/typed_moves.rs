//! Typed moves: `core::notation::read_move`, the reader the session uses for every typed line,
//! with each built-in voice first in turn, on positions of real games (Chess960 included).
//!
//! Input: byte 0 picks the position, byte 1 the voice read first; the rest is the typed line.

use std::path::Path;

use annabella::core::notation::{ReadError, read_move};
use annabella::core::phrasing::{Style, announce};
use annabella::core::voice::Voice;
use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position};

use super::{Target, text};
use crate::corpus;
use crate::trace::Trace;

#[derive(Debug)]
pub struct TypedMoves {
    positions: Vec<(Chess, CastlingMode)>,
    voices: Vec<Voice>,
}

impl TypedMoves {
    pub fn new(repo: &Path) -> Self {
        let mut positions = corpus::game_positions(repo, 9);
        positions.truncate(256);
        Self {
            positions,
            voices: Voice::builtins(),
        }
    }

    /// The voices in reading order, `first` leading (as a session puts the player's own first).
    fn reading_order(&self, first: usize) -> Vec<&Voice> {
        let first = first % self.voices.len().max(1);
        let mut order: Vec<&Voice> = self.voices.iter().skip(first).collect();
        order.extend(self.voices.iter().take(first));
        order
    }
}

impl Target for TypedMoves {
    fn seeds(&self) -> Vec<Vec<u8>> {
        let mut seeds = Vec::new();
        for (index, (position, mode)) in self.positions.iter().enumerate() {
            let legal = position.legal_moves();
            // A few moves of each position, spread over the list (captures, castles, promotions
            // come wherever the generator puts them).
            for m in legal.iter().step_by(legal.len().div_ceil(3).max(1)) {
                let mut lines = vec![
                    San::from_move(position, *m).to_string(),
                    m.to_uci(*mode).to_string(),
                ];
                for voice in &self.voices {
                    lines.push(announce(position, *m, voice, Style::Short));
                    lines.push(announce(position, *m, voice, Style::Long));
                }
                for (voice, line) in lines.into_iter().enumerate() {
                    let mut seed = vec![index as u8, (voice % 3) as u8];
                    seed.extend_from_slice(line.as_bytes());
                    seeds.push(seed);
                }
            }
        }
        seeds
    }

    fn tokens(&self) -> Vec<Vec<u8>> {
        let mut tokens = corpus::tokens(&[
            "N",
            "B",
            "R",
            "Q",
            "K",
            "S",
            "L",
            "T",
            "D",
            "C",
            "F",
            "x",
            ":",
            "-",
            "=",
            "+",
            "#",
            "e.p.",
            "O-O",
            "O-O-O",
            "0-0",
            "0-0-0",
            "a",
            "h",
            "1",
            "8",
            "e8",
            "a1",
            "h8",
            "=Q",
            "=N",
            "Springer",
            "Felix",
            "drei",
            "Eva",
            "vier",
            "Kurze Rochade",
            "Lange Rochade",
            "Knight",
            "Foxtrot",
            "three",
            "takes",
            "schlägt",
            "prend",
            "Cavalier",
            "fou",
            "dame",
            "Umwandlung",
            "promotion",
            "Bauer",
            "Anna",
            "acht",
            "Schach",
            "matt",
            "petit roque",
            "grand roque",
            "claim",
            "resign",
            "draw",
        ]);
        tokens.extend(corpus::common_tokens());
        tokens
    }

    fn max_len(&self) -> usize {
        512
    }

    fn execute(&self, input: &[u8], trace: &mut Trace) {
        let position_index = input.first().map_or(0, |&b| usize::from(b));
        let Some((position, mode)) = self.positions.get(position_index % self.positions.len())
        else {
            return;
        };
        let first_voice = input.get(1).map_or(0, |&b| usize::from(b));
        let voices = self.reading_order(first_voice);
        let Some(&own) = voices.first() else {
            return;
        };
        let line = text(input.get(2..).unwrap_or_default());
        let legal = position.legal_moves();
        match read_move(position, &line, &voices) {
            Ok(m) => {
                trace.note((
                    "move",
                    m.role(),
                    m.is_capture(),
                    m.is_castle(),
                    m.promotion(),
                ));
                assert!(legal.contains(&m), "oracle: read an illegal move {m:?}");
            }
            Err(error) => {
                trace.note(std::mem::discriminant(&error));
                match &error {
                    ReadError::Ambiguous { candidates, .. } => {
                        trace.count("candidates", candidates.len());
                        assert!(
                            candidates.len() >= 2 && candidates.iter().all(|m| legal.contains(m)),
                            "oracle: ambiguity among {candidates:?}"
                        );
                    }
                    ReadError::Illegal { nearby, .. } => {
                        trace.count("nearby", nearby.len());
                        assert!(
                            nearby.iter().all(|m| legal.contains(m)),
                            "oracle: an illegal move suggested among {nearby:?}"
                        );
                    }
                    ReadError::Empty | ReadError::NotAMove { .. } => {}
                }
                let said = error.describe(position, own);
                assert!(!said.is_empty(), "oracle: an empty refusal");
            }
        }
        // What shakmaty reads as a legal move in UCI, annabella reads as that move in every voice;
        // in canonical SAN, when English leads (other voices' letters mean other pieces: B, R, D).
        let trimmed = line.trim();
        let strict = UciMove::from_ascii(trimmed.as_bytes())
            .ok()
            .and_then(|uci| uci.to_move(position).ok())
            // Canonical UCI only: shakmaty also takes a promotion letter on a move that is none.
            .filter(|m| {
                [CastlingMode::Standard, CastlingMode::Chess960]
                    .iter()
                    .any(|&mode| m.to_uci(mode).to_string().eq_ignore_ascii_case(trimmed))
            })
            .or_else(|| {
                (own.language() == "en")
                    .then(|| San::from_ascii(trimmed.as_bytes()).ok())
                    .flatten()
                    .and_then(|san| san.to_move(position).ok())
                    // Canonical SAN only: shakmaty also takes forms no player writes (`hh5`).
                    .filter(|m| {
                        San::from_move(position, *m).to_string()
                            == trimmed.trim_end_matches(['+', '#'])
                    })
            });
        if let Some(expected) = strict {
            let read = read_move(position, &line, &voices);
            assert_eq!(
                read.as_ref().ok(),
                Some(&expected),
                "oracle: {trimmed:?} is {} (castling {mode:?}), annabella read {read:?}",
                expected.to_uci(*mode)
            );
        }
    }
}
