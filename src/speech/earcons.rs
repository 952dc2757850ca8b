//! Earcons: short synthesised sounds that tell an event without words.
//!
//! Each is a few tens of milliseconds long, with its own pitch and shape so the seven can be told
//! apart by ear: a bright double pip for check, a low knock for a capture, a falling buzz for an
//! illegal move, three quick ticks for low time, a long falling sweep for a flag, a two-tone
//! alternation for a board that does not match the game, and a click for the clock's press.
//! They are made on demand at the sound card's rate, so no files are needed.

// Signal processing converts between sample counts, rates and seconds all the time: counts and
// rates stay far below 2^23 (precision) and every converted value is non-negative (sign).
#![allow(clippy::cast_precision_loss, clippy::cast_sign_loss)]

use std::f32::consts::TAU;

pub use crate::core::speech_queue::Earcon;

/// The peak level of an earcon (a little under the speech's peaks, so it does not startle).
const LEVEL: f32 = 0.5;

/// One tone of an earcon: start and end frequency, length, and the silence after it.
struct Tone {
    from_hz: f32,
    to_hz: f32,
    seconds: f32,
    /// Square-ish (odd harmonics) rather than a pure sine: a harsher sound.
    harsh: bool,
    /// Percussive: a fast exponential decay instead of a flat envelope.
    knock: bool,
    gap_after: f32,
}

const fn tone(hz: f32, seconds: f32, gap_after: f32) -> Tone {
    Tone {
        from_hz: hz,
        to_hz: hz,
        seconds,
        harsh: false,
        knock: false,
        gap_after,
    }
}

impl Earcon {
    fn tones(self) -> Vec<Tone> {
        match self {
            Earcon::Check => vec![tone(1320.0, 0.045, 0.03), tone(1320.0, 0.045, 0.0)],
            Earcon::Capture => vec![Tone {
                knock: true,
                ..tone(300.0, 0.08, 0.0)
            }],
            Earcon::IllegalMove => vec![Tone {
                to_hz: 150.0,
                harsh: true,
                ..tone(260.0, 0.16, 0.0)
            }],
            Earcon::LowTime => vec![
                tone(990.0, 0.03, 0.04),
                tone(990.0, 0.03, 0.04),
                tone(990.0, 0.03, 0.0),
            ],
            Earcon::Flag => vec![Tone {
                to_hz: 220.0,
                ..tone(880.0, 0.3, 0.0)
            }],
            // A click, like a clock's button: short and high, heard under any speech.
            Earcon::Press => vec![Tone {
                knock: true,
                ..tone(1800.0, 0.03, 0.0)
            }],
            Earcon::BoardMismatch => vec![
                tone(660.0, 0.07, 0.01),
                tone(440.0, 0.07, 0.01),
                tone(660.0, 0.07, 0.0),
            ],
        }
    }

    /// The earcon as mono samples at `rate`.
    pub fn samples(self, rate: u32) -> Vec<f32> {
        let rate_f = rate.max(1) as f32;
        let mut out = Vec::new();
        for t in self.tones() {
            let n = (t.seconds * rate_f) as usize;
            let edge = (0.004 * rate_f) as usize;
            let mut phase = 0.0_f32;
            for i in 0..n {
                let progress = i as f32 / n.max(1) as f32;
                let hz = t.from_hz + (t.to_hz - t.from_hz) * progress;
                phase = (phase + hz / rate_f).fract();
                let mut value = (TAU * phase).sin();
                if t.harsh {
                    value += (TAU * 3.0 * phase).sin() / 3.0 + (TAU * 5.0 * phase).sin() / 5.0;
                    value *= 0.8;
                }
                let envelope = if t.knock {
                    (-progress * 6.0).exp()
                } else {
                    1.0
                };
                // Short ramps at both ends against clicks.
                let ramp = (i.min(n - 1 - i) as f32 / edge.max(1) as f32).min(1.0);
                out.push(value * envelope * ramp * LEVEL);
            }
            out.resize(out.len() + (t.gap_after * rate_f) as usize, 0.0);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::clips::rms;

    #[test]
    fn earcons_are_short_audible_and_distinct() {
        let rate = 48_000;
        let mut seen: Vec<Vec<f32>> = Vec::new();
        for earcon in Earcon::ALL {
            let s = earcon.samples(rate);
            let seconds = s.len() as f32 / rate as f32;
            assert!(
                (0.02..=0.35).contains(&seconds),
                "{} lasts {seconds} s",
                earcon.name()
            );
            assert!(rms(&s) > 0.05, "{} is too quiet", earcon.name());
            assert!(s.iter().all(|v| v.abs() <= 1.0), "{} clips", earcon.name());
            assert!(!seen.contains(&s), "{} sounds like another", earcon.name());
            seen.push(s);
        }
    }

    #[test]
    fn earcons_start_and_end_without_a_click() {
        for earcon in Earcon::ALL {
            let s = earcon.samples(16_000);
            assert!(s[0].abs() < 0.05 && s[s.len() - 1].abs() < 0.05);
        }
    }
}
