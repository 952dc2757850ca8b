//! Settings: `core::config::Config::from_toml`, seeded with the settings the README and the
//! config module document and the clock-speech settings of the fixtures.

use std::path::Path;

use annabella::core::config::{Config, ConfigProblem};

use super::{Target, said_plainly, text};
use crate::corpus;
use crate::trace::Trace;

#[derive(Debug)]
pub struct Settings {
    seeds: Vec<Vec<u8>>,
}

impl Settings {
    pub fn new(repo: &Path) -> Self {
        let mut seeds = Vec::new();
        for doc in ["README.md", "src/core/config.rs"] {
            if let Some(bytes) = corpus::file(repo, doc) {
                let text = String::from_utf8_lossy(&bytes);
                seeds.extend(corpus::fenced_blocks(&text, "toml"));
                seeds.extend(corpus::indented_toml_blocks(&text));
            }
        }
        // The talking clock's fixtures, as the `[clock]` table of a settings file.
        for speech in corpus::files(repo, "tests/data/clock", ".toml") {
            let text = String::from_utf8_lossy(&speech);
            seeds.push(format!("voice = \"en\"\n[clock]\n{text}").into_bytes());
        }
        seeds.push(b"time = \"-\"\nrate = 0.5\nvolume = 0.0\n".to_vec());
        Self { seeds }
    }
}

impl Target for Settings {
    fn seeds(&self) -> Vec<Vec<u8>> {
        self.seeds.clone()
    }

    fn tokens(&self) -> Vec<Vec<u8>> {
        let mut tokens = corpus::tokens(&[
            "voice = ",
            "style = ",
            "speech = ",
            "rate = ",
            "volume = ",
            "earcons = ",
            "time = ",
            "auto_press = ",
            "color = ",
            "blind = ",
            "ui_language = ",
            "role = ",
            "width = ",
            "braille = ",
            "listen = ",
            "push_to_talk = ",
            "sealed = ",
            "lichess_token = ",
            "large = ",
            "high_contrast = ",
            "symbols = ",
            "screen_reader = ",
            "moves_to_control = ",
            "moves = ",
            "[names]\n",
            "white = ",
            "board = ",
            "[hall]\n",
            "broker = ",
            "table = ",
            "password = ",
            "\"mqtt://192.168.1.10\"",
            "\"\\u001b[2J\"",
            "\"\\u0007\"",
            "[screen]\n",
            "[clock]\n",
            "[clock.remaining]\n",
            "[clock.every]\n",
            "[clock.countdown]\n",
            "seconds = ",
            "minutes = ",
            "from_seconds = ",
            "audience = ",
            "\"private\"",
            "\"public\"",
            "\"tenths\"",
            "\"whole\"",
            "\"none\"",
            "\"?\"",
            "\"-\"",
            "\"*180\"",
            "[600, 300, 60, 30]",
            "[]",
            "[0]",
            "[18446744073709551615]",
            "1e400",
            "-0.0",
            "nan",
            "inf",
            "2.0000001",
            "0.4999999",
            "true",
            "{ }",
            "\"\"\"",
            "9223372036854775807",
        ]);
        tokens.extend(corpus::common_tokens());
        tokens
    }

    fn max_len(&self) -> usize {
        16 * 1024
    }

    fn execute(&self, input: &[u8], trace: &mut Trace) {
        let settings = text(input);
        match Config::from_toml(&settings, "fuzz.toml") {
            Ok(config) => {
                trace.note(("accepted", config.time_control().is_some()));
                if let Some(rate) = config.rate {
                    assert!((0.5..=2.0).contains(&rate), "oracle: rate {rate} accepted");
                }
                // Control characters are refused in every value (a terminal would obey them).
                let names = &config.names;
                for (key, value) in [
                    ("voice", &config.voice),
                    ("time", &config.time),
                    ("role", &config.role),
                    ("names.white", &names.white),
                    ("names.black", &names.black),
                    ("names.event", &names.event),
                    ("names.site", &names.site),
                    ("names.round", &names.round),
                    ("names.board", &names.board),
                    ("hall.broker", &config.hall.broker),
                ] {
                    if let Some(value) = value {
                        assert!(
                            !value.chars().any(char::is_control),
                            "oracle: {key} = {value:?} accepted"
                        );
                    }
                }
                if let Some(volume) = config.volume {
                    assert!(
                        (0.0..=1.0).contains(&volume),
                        "oracle: volume {volume} accepted"
                    );
                }
            }
            Err(error) => {
                // Which check refused it and where, not the words it quotes: the TOML reader's
                // message up to its first quote, the key a check names (not the key path of a
                // control character, which a mutation made up).
                let problem = error.problem.as_ref();
                trace.note(std::mem::discriminant(problem));
                match problem {
                    ConfigProblem::NotToml(detail) | ConfigProblem::NotSettings(detail) => {
                        trace.text(detail);
                        trace.text(&error.location);
                    }
                    ConfigProblem::ControlCharacter(_) => {}
                    _ => trace.text(&error.location),
                }
                said_plainly(&error.to_string());
            }
        }
    }
}
