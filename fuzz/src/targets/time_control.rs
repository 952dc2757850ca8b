//! Time controls: `TimeControl::from_str` and `TimeControlTag::from_str`, with the display of
//! every accepted control parsed back to the same control, and its periods rebuilt by
//! `TimeControl::new`.

use std::path::Path;

use annabella::core::clock::{Clock, Color, TimeControl, TimeControlTag};

use super::{Target, text};
use crate::corpus;
use crate::trace::Trace;

#[derive(Debug)]
pub struct TimeControlSpec {
    seeds: Vec<Vec<u8>>,
}

impl TimeControlSpec {
    pub fn new(repo: &Path) -> Self {
        // The controls of the clock fixtures, and the forms the README and errors show.
        let mut seeds: Vec<Vec<u8>> = corpus::files(repo, "tests/data/clock", ".script")
            .iter()
            .filter_map(|script| {
                let text = String::from_utf8_lossy(script);
                let spec = text.lines().next()?.strip_prefix("# --control ")?;
                Some(spec.trim().as_bytes().to_vec())
            })
            .collect();
        seeds.extend(corpus::tokens(&[
            "900+10",
            "40/5400+30:1800+30",
            "300d5",
            "120b2",
            "*180",
            "10+0.05",
            "-",
            "?",
            " 5400+30 ",
            "40/7200:20/3600:900+30",
            "0d5",
            "60+0.001",
        ]));
        Self { seeds }
    }
}

impl Target for TimeControlSpec {
    fn seeds(&self) -> Vec<Vec<u8>> {
        self.seeds.clone()
    }

    fn tokens(&self) -> Vec<Vec<u8>> {
        let mut tokens = corpus::tokens(&[
            "+",
            "d",
            "b",
            "*",
            "/",
            ":",
            ".",
            "-",
            "?",
            "0",
            "00",
            ".000",
            ".0001",
            "G/90",
            "40/",
            "+0",
            "d0",
            "b0",
            "1/",
            "4294967295/",
            "65536/",
            "min",
            "s",
        ]);
        tokens.extend(corpus::common_tokens());
        tokens
    }

    fn max_len(&self) -> usize {
        1024
    }

    fn execute(&self, input: &[u8], trace: &mut Trace) {
        let spec = text(input);
        match spec.parse::<TimeControl>() {
            Ok(control) => {
                trace.note(("control", control.is_sandglass(), control.category()));
                trace.count("periods", control.periods().len());
                let written = control.to_string();
                assert_eq!(
                    written.parse::<TimeControl>().as_ref(),
                    Ok(&control),
                    "oracle: {spec:?} displays as {written:?}, which reads otherwise"
                );
                if !control.is_sandglass() {
                    assert_eq!(
                        TimeControl::new(control.periods().to_vec()).as_ref(),
                        Ok(&control),
                        "oracle: the periods of {written:?} do not rebuild it"
                    );
                }
                for n in [0, 1, 2, 39, 40, 41, 1000, u64::MAX] {
                    let _ = control.period_of_move(n);
                    let _ = control.ends_period(n);
                }
                // A few moves of a game on it: presses at growing times, and an addition.
                let mut clock = Clock::new(control);
                let mut at = 0u64;
                let _ = clock.start(at);
                for step in input.iter().take(16) {
                    at = at.saturating_add(u64::from(*step) * 997);
                    let _ = clock.press(at);
                    let _ = clock.remaining(Color::White, at);
                    let _ = clock.remaining(Color::Black, at);
                }
                let _ = clock.add(Color::Black, u64::MAX / 2, at);
                let _ = clock.advance(u64::MAX);
            }
            Err(error) => {
                trace.note(std::mem::discriminant(&error.kind));
                trace.count("position", error.position);
                assert!(!error.to_string().is_empty(), "oracle: an empty refusal");
            }
        }
        match spec.parse::<TimeControlTag>() {
            Ok(tag) => {
                let written = tag.to_string();
                assert_eq!(
                    written.parse::<TimeControlTag>().as_ref(),
                    Ok(&tag),
                    "oracle: tag {spec:?} displays as {written:?}, which reads otherwise"
                );
                trace.note(std::mem::discriminant(&tag));
            }
            Err(_) => trace.note("tag refused"),
        }
    }
}
