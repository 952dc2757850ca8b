//! Voice packs: `core::voice::Voice::from_toml`, and every accepted pack put to work: moves of
//! real positions announced in both styles and read back, numbers and durations said.

use std::path::Path;

use annabella::core::clock_speech::{ClockSpeech, SecondsStyle};
use annabella::core::notation::read_move;
use annabella::core::phrasing::{Style, announce};
use annabella::core::voice::{PackProblem, Voice};
use shakmaty::{CastlingMode, Chess, Position};

use super::{Target, said_plainly, text};
use crate::corpus;
use crate::trace::Trace;

#[derive(Debug)]
pub struct VoicePack {
    seeds: Vec<Vec<u8>>,
    positions: Vec<(Chess, CastlingMode)>,
}

impl VoicePack {
    pub fn new(repo: &Path) -> Self {
        let mut positions = corpus::game_positions(repo, 15);
        positions.truncate(24);
        Self {
            seeds: corpus::files(repo, "voices", ".toml"),
            positions,
        }
    }
}

impl Target for VoicePack {
    fn seeds(&self) -> Vec<Vec<u8>> {
        self.seeds.clone()
    }

    fn tokens(&self) -> Vec<Vec<u8>> {
        let mut tokens = corpus::tokens(&[
            "[voice]\n",
            "[board]\n",
            "[pieces]\n",
            "[pieces_plural]\n",
            "[moves]\n",
            "[grammar.short]\n",
            "[grammar.long]\n",
            "[numbers]\n",
            "[clock]\n",
            "[aliases]\n",
            "name = ",
            "language = ",
            "files = ",
            "ranks = ",
            "= \"\"",
            "= \"e\"",
            "= \"e4\"",
            "= \"a\"",
            "= \"one\"",
            "= \"Knight\"",
            "= \"Springer\"",
            "= \"castles\"",
            "= \"O-O\"",
            "= \"draw\"",
            "= true",
            "= false",
            "= 1",
            "= []",
            "= [\"\"]",
            "= [\"a\", \"a\", \"a\", \"a\", \"a\", \"a\", \"a\", \"a\"]",
            "= { }",
            "\"\"\"",
            "'''",
            "\\u0000",
            "\\uD800",
            "# ",
            "{n}",
            "{",
            "}",
        ]);
        tokens.extend(corpus::common_tokens());
        tokens
    }

    fn max_len(&self) -> usize {
        32 * 1024
    }

    fn execute(&self, input: &[u8], trace: &mut Trace) {
        let pack = text(input);
        let voice = match Voice::from_toml(&pack, "fuzz.toml") {
            Ok(voice) => voice,
            Err(error) => {
                // Which check refused it, not the words it quotes (the TOML reader's message up
                // to its first quote).
                let problem = error.problem.as_ref();
                trace.note(std::mem::discriminant(problem));
                if let PackProblem::NotToml(detail) | PackProblem::NotAPack(detail) = problem {
                    trace.text(detail);
                }
                said_plainly(&error.to_string());
                return;
            }
        };
        trace.note("accepted");
        let mut reading = vec![&voice];
        let builtins = Voice::builtins();
        reading.extend(builtins.iter().filter(|v| v.name() != voice.name()));
        for (position, mode) in &self.positions {
            let legal = position.legal_moves();
            for m in legal.iter().step_by(legal.len().div_ceil(4).max(1)) {
                for style in [Style::Short, Style::Long] {
                    let said = announce(position, *m, &voice, style);
                    // A pack's words are checked so that its announcements read back as the move.
                    let read = read_move(position, &said, &reading);
                    trace.note(("read back", read.is_ok(), style == Style::Long));
                    assert_eq!(
                        read.as_ref().ok(),
                        Some(m),
                        "oracle: {said:?} ({}) reads back as {read:?}",
                        m.to_uci(*mode)
                    );
                }
            }
        }
        for seconds in [SecondsStyle::Tenths, SecondsStyle::Whole] {
            let speech = ClockSpeech::new(&voice, seconds);
            for ms in [
                0,
                1,
                99,
                999,
                59_999,
                60_000,
                3_599_999,
                86_400_000,
                u64::MAX,
            ] {
                trace.note(("duration", speech.duration(ms).is_empty()));
            }
            for n in [0, 1, 21, 99, 100, 101, 999, 1000, 12_345, u64::MAX] {
                trace.note((
                    "number",
                    speech.number(n).is_empty(),
                    speech.moves(n).is_empty(),
                ));
            }
        }
    }
}
