//! Voice activity detection: where an utterance starts and ends in a stream of 16 kHz samples.
//!
//! Each 10 ms frame's energy is weighed against the room's noise floor (followed while nobody
//! speaks) and an absolute floor: three loud frames in a row start an utterance (the 300 ms
//! before are kept, so its first consonant is not cut); 700 ms of quiet end it (the pauses
//! between a move's words are far shorter). An utterance longer than [`MAX_UTTERANCE_MS`] is a
//! monologue, not a move: it is told once and its sound dropped until the next quiet, so memory
//! and decoding time stay bounded whatever is said.

use std::collections::VecDeque;

use crate::hearing::decoding::SAMPLE_RATE;

/// The samples of one 10 ms frame.
const FRAME: usize = (SAMPLE_RATE / 100) as usize;
/// Loud frames in a row that start an utterance.
const START_FRAMES: usize = 3;
/// Quiet frames in a row that end one.
const END_FRAMES: usize = 70;
/// Frames kept from before the start.
const LEAD_FRAMES: usize = 30;
/// The longest utterance heard: a move is said in three seconds.
pub const MAX_UTTERANCE_MS: usize = 8_000;
const MAX_FRAMES: usize = MAX_UTTERANCE_MS / 10;
/// A frame's mean square below this is never speech (RMS 300 of 32 768, about -41 dBFS).
const ABSOLUTE_FLOOR: f64 = 300.0 * 300.0;
/// Speech is this many times louder (in energy) than the room's noise (about 8 dB).
const ABOVE_NOISE: f64 = 6.0;

/// What the detector found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VoiceEvent {
    /// Someone started speaking.
    Started,
    /// An utterance ended: its samples, with the lead and the quiet after it.
    Utterance(Vec<i16>),
    /// The utterance went on past [`MAX_UTTERANCE_MS`]; its sound is dropped.
    TooLong,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Quiet,
    Speaking,
    /// Past the cap: dropping sound until the next quiet.
    Overlong,
}

/// The detector's state between chunks of samples.
#[derive(Debug, Clone)]
pub struct VoiceActivity {
    state: State,
    /// The partial frame carried to the next chunk.
    partial: Vec<i16>,
    /// The last frames heard while quiet (the lead), or the utterance's frames.
    frames: VecDeque<Vec<i16>>,
    loud_run: usize,
    quiet_run: usize,
    /// The room's noise, as a frame's mean square (at first as if the absolute floor were
    /// just above it).
    noise: f64,
}

impl Default for VoiceActivity {
    fn default() -> Self {
        VoiceActivity {
            state: State::Quiet,
            partial: Vec::with_capacity(FRAME),
            frames: VecDeque::new(),
            loud_run: 0,
            quiet_run: 0,
            noise: ABSOLUTE_FLOOR / ABOVE_NOISE,
        }
    }
}

impl VoiceActivity {
    pub fn new() -> VoiceActivity {
        VoiceActivity::default()
    }

    /// Whether an utterance is under way (started and not yet ended).
    pub fn speaking(&self) -> bool {
        self.state != State::Quiet
    }

    /// Takes `samples` (16 kHz mono) and tells what they started or ended.
    pub fn push(&mut self, samples: &[i16]) -> Vec<VoiceEvent> {
        let mut events = Vec::new();
        for &sample in samples {
            self.partial.push(sample);
            if self.partial.len() == FRAME {
                let frame = std::mem::replace(&mut self.partial, Vec::with_capacity(FRAME));
                self.frame(frame, &mut events);
            }
        }
        events
    }

    /// The talk has ended (a push-to-talk key released, a file's end): an utterance under way
    /// ends now.
    pub fn finish(&mut self) -> Vec<VoiceEvent> {
        let mut events = Vec::new();
        if self.state == State::Speaking {
            events.push(VoiceEvent::Utterance(self.take_utterance()));
        }
        self.reset_quiet();
        events
    }

    fn frame(&mut self, frame: Vec<i16>, events: &mut Vec<VoiceEvent>) {
        let loud = self.is_loud(&frame);
        match self.state {
            State::Quiet => {
                self.frames.push_back(frame);
                if self.frames.len() > LEAD_FRAMES {
                    self.frames.pop_front();
                }
                self.loud_run = if loud { self.loud_run + 1 } else { 0 };
                if self.loud_run >= START_FRAMES {
                    self.state = State::Speaking;
                    self.quiet_run = 0;
                    events.push(VoiceEvent::Started);
                }
            }
            State::Speaking => {
                self.frames.push_back(frame);
                self.quiet_run = if loud { 0 } else { self.quiet_run + 1 };
                if self.quiet_run >= END_FRAMES {
                    events.push(VoiceEvent::Utterance(self.take_utterance()));
                    self.reset_quiet();
                } else if self.frames.len() > MAX_FRAMES {
                    events.push(VoiceEvent::TooLong);
                    self.frames.clear();
                    self.state = State::Overlong;
                }
            }
            State::Overlong => {
                self.quiet_run = if loud { 0 } else { self.quiet_run + 1 };
                if self.quiet_run >= END_FRAMES {
                    self.reset_quiet();
                }
            }
        }
    }

    fn take_utterance(&mut self) -> Vec<i16> {
        self.frames.drain(..).flatten().collect()
    }

    fn reset_quiet(&mut self) {
        self.state = State::Quiet;
        self.frames.clear();
        self.loud_run = 0;
        self.quiet_run = 0;
    }

    /// Whether `frame` is louder than the room: the noise floor follows quiet frames.
    // Frames hold 160 samples: the float casts are exact.
    #[allow(clippy::cast_precision_loss)]
    fn is_loud(&mut self, frame: &[i16]) -> bool {
        let energy = frame
            .iter()
            .map(|&s| f64::from(s) * f64::from(s))
            .sum::<f64>()
            / frame.len() as f64;
        let loud = energy > ABSOLUTE_FLOOR && energy > self.noise * ABOVE_NOISE;
        if !loud && self.state == State::Quiet {
            // A slow follower: a door closing does not raise the floor at once.
            self.noise = self.noise * 0.95 + energy * 0.05;
        }
        loud
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quiet(ms: usize) -> Vec<i16> {
        (0..ms * 16)
            .map(|n| i16::try_from(n % 7).unwrap() - 3)
            .collect()
    }

    fn tone(ms: usize) -> Vec<i16> {
        (0..ms * 16)
            .map(|n| if (n / 20) % 2 == 0 { 6_000 } else { -6_000 })
            .collect()
    }

    #[test]
    fn an_utterance_starts_ends_and_keeps_its_lead() {
        let mut vad = VoiceActivity::new();
        assert!(vad.push(&quiet(500)).is_empty());
        let started = vad.push(&tone(1_000));
        assert_eq!(started, [VoiceEvent::Started]);
        // A short pause between words does not end it; the lead (300 ms) and the quiet that
        // ended it (700 ms) are kept.
        assert!(vad.push(&quiet(200)).is_empty());
        assert!(vad.push(&tone(500)).is_empty());
        let ended = vad.push(&quiet(1_000));
        let [VoiceEvent::Utterance(samples)] = ended.as_slice() else {
            panic!("{ended:?}");
        };
        let ms = samples.len() / 16;
        assert!((2_600..=2_720).contains(&ms), "{ms} ms");
        assert!(!vad.speaking());
    }

    #[test]
    fn silence_and_a_faint_hiss_start_nothing() {
        let mut vad = VoiceActivity::new();
        assert!(vad.push(&quiet(3_000)).is_empty());
        let hiss: Vec<i16> = (0..16_000)
            .map(|n| if n % 2 == 0 { 150 } else { -150 })
            .collect();
        assert!(vad.push(&hiss).is_empty());
        assert!(vad.finish().is_empty());
    }

    #[test]
    fn a_monologue_is_told_once_and_dropped_until_the_next_quiet() {
        let mut vad = VoiceActivity::new();
        let mut events = vad.push(&quiet(300));
        for _ in 0..120 {
            events.extend(vad.push(&tone(1_000)));
        }
        assert_eq!(events, [VoiceEvent::Started, VoiceEvent::TooLong]);
        assert!(vad.frames.is_empty(), "nothing of it is kept");
        assert!(vad.push(&quiet(1_000)).is_empty());
        assert_eq!(vad.push(&tone(300)), [VoiceEvent::Started]);
        let [VoiceEvent::Utterance(_)] = vad.finish().as_slice() else {
            panic!("the talk's end ends the utterance");
        };
    }
}
