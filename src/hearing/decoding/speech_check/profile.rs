//! What a whole utterance sounds like, frame by frame summed up: how much of it is a voice's
//! vowels, in how long stretches, and how much its pitch and its timbre move.

use super::frame::Frame;
use super::pitch::SPAN;

/// A frame every 10 ms (160 samples at 16 kHz).
pub const HOP: usize = 160;
/// A frame this far (35 dB) below the loudest one is the room, not what was said.
const BELOW_PEAK: f64 = 3.162e-4;
/// A frame quieter than this (RMS 60 of 32 768, -55 dBFS) is silence whatever else is heard.
const SILENCE: f64 = 60.0 * 60.0;

/// An utterance's sound, summed up.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct SoundProfile {
    /// The frames measured (10 ms each).
    pub frames: usize,
    /// Frames loud enough to be what was said.
    pub loud_frames: usize,
    /// Loud frames that sound like a voice's vowel (see `Frame::pitch`).
    pub voiced_frames: usize,
    /// Stretches of voiced frames (a syllable's vowel is one).
    pub voiced_runs: usize,
    /// From the first voiced frame to the last, in frames: how long the talking took, whatever
    /// the room's noise around it.
    pub voiced_span: usize,
    /// The longest stretch, in frames.
    pub longest_voiced_run: usize,
    /// How much the pitch glides from one voiced frame to the next: the median change, in
    /// octaves (a held note does not move; a voice's pitch never holds still).
    pub pitch_glide: f64,
}

impl SoundProfile {
    /// Measures `samples` (16 kHz mono).
    pub fn of(samples: &[i16]) -> SoundProfile {
        let sound: Vec<f64> = samples.iter().map(|&s| f64::from(s)).collect();
        let count = if sound.len() >= SPAN {
            (sound.len() - SPAN) / HOP + 1
        } else {
            0
        };
        let frames: Vec<Frame> = (0..count)
            .map(|index| Frame::measure(&sound[index * HOP..index * HOP + SPAN]))
            .collect();
        let peak = frames.iter().map(|f| f.energy).fold(0.0, f64::max);
        let floor = (peak * BELOW_PEAK).max(SILENCE);
        let mut profile = SoundProfile {
            frames: frames.len(),
            ..SoundProfile::default()
        };
        let mut voiced = 0;
        let mut last_pitch: Option<f64> = None;
        let mut glides = Vec::new();
        let mut run = 0;
        let mut first_voiced = None;
        for (index, frame) in frames.iter().enumerate() {
            let loud = frame.energy >= floor;
            profile.loud_frames += usize::from(loud);
            match frame.pitch.filter(|_| loud) {
                Some(pitch) => {
                    if run == 0 {
                        profile.voiced_runs += 1;
                    }
                    run += 1;
                    profile.longest_voiced_run = profile.longest_voiced_run.max(run);
                    if run > 1
                        && let Some(last) = last_pitch
                    {
                        glides.push((pitch.log2() - last.log2()).abs());
                    }
                    voiced += 1;
                    let first = *first_voiced.get_or_insert(index);
                    profile.voiced_span = index + 1 - first;
                    last_pitch = Some(pitch);
                }
                None => run = 0,
            }
        }
        profile.voiced_frames = voiced;
        profile.pitch_glide = median(&mut glides);
        profile
    }
}

/// The middle of `values` (0 for none).
fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or(0.0)
}
