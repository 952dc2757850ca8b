//! What annabella and the sound companion (`annabella-sound`) say to each other: the questions
//! annabella sends (open an output, play on it, open the microphone) and the events the
//! companion sends back as they happen.
//!
//! Samples travel as the bit patterns of their `f32` values (`u32` numbers in the frame's JSON):
//! exact, and written and read as integers, far quicker than decimals.

use std::time::Duration;

use serde::{Deserialize, Serialize};

/// How long a device may take to open before the companion gives up on it.
pub const OPEN_LIMIT: Duration = Duration::from_secs(3);

/// The longest piece of sound one question carries (about 20 s at 48 kHz, under 12 MB of JSON,
/// within the wire's 16 MB frame). A longer sound goes in pieces, the next sent while the first
/// plays: one piece lasts far longer than the next takes to arrive, so the device never runs
/// dry between them (smaller pieces did, on a device that plays faster than real time).
pub const PIECE: usize = 1_000_000;

/// The longest sound [`SoundQuestion::PlayOver`] carries: it is mixed over what plays from the
/// moment it arrives, so it goes in one frame. Earcons last under a second.
pub const OVER_LIMIT: usize = PIECE;

/// Which output: numbered by annabella, one for each it opened in this run.
pub type OutputId = u32;

/// Which sound played on an output: numbered by annabella, in the order played.
pub type BlockId = u64;

/// Which loudspeakers of a stereo device a sound plays on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Speakers {
    #[default]
    Both,
    Left,
    Right,
}

/// What annabella asks the sound companion.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SoundQuestion {
    /// Open the default output device (`None`) or the one named, as `output`; answered with
    /// [`SoundEvent::Opened`] or [`SoundEvent::NotOpened`].
    Open {
        output: OutputId,
        device: Option<String>,
    },
    /// One piece of sound `block` (mono samples at the output's rate, as [`to_bits`]), queued
    /// after the speech already queued. `starts`: its first piece (the block's onset is looked
    /// for from here); `ends`: its last (the block counts as drained only after it).
    Play {
        output: OutputId,
        block: BlockId,
        speakers: Speakers,
        samples: Vec<u32>,
        starts: bool,
        ends: bool,
    },
    /// Sound `block` mixed at once over whatever plays (an earcon).
    PlayOver {
        output: OutputId,
        block: BlockId,
        speakers: Speakers,
        samples: Vec<u32>,
    },
    /// Silence everything queued on `output`.
    Clear { output: OutputId },
    /// Volume from 0.0 to 1.0, at once, also for what is queued.
    Volume { output: OutputId, volume: f32 },
    /// Close `output`.
    Close { output: OutputId },
    /// Open the default capture device; answered with [`SoundEvent::MicrophoneOpened`] or
    /// [`SoundEvent::NoMicrophone`], then its sound as [`SoundEvent::Captured`].
    OpenMicrophone,
    /// Close the capture device.
    CloseMicrophone,
}

/// Why an output did not open.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum OpenProblem {
    /// The device `what` failed to open: the library's words (and ALSA's).
    CannotOpen { what: String, detail: String },
    /// The device `what` did not open within [`OPEN_LIMIT`].
    NotAnswering { what: String },
    /// The companion could not start the device's thread.
    NoThread { detail: String },
}

/// What the sound companion sends annabella.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SoundEvent {
    /// `output` is open and its stream running.
    Opened {
        output: OutputId,
        rate: u32,
        channels: u16,
        name: String,
    },
    /// `output` could not be opened.
    NotOpened {
        output: OutputId,
        problem: OpenProblem,
    },
    /// The first audible sample of `block` was written to the device `ago_nanos` before this
    /// event was sent.
    Onset {
        output: OutputId,
        block: BlockId,
        ago_nanos: u64,
    },
    /// Every block up to `through` has been handed to the device, and nothing else is queued.
    Drained { output: OutputId, through: BlockId },
    /// The stream has recovered `count` passing errors (underruns and the like) so far.
    Glitches { output: OutputId, count: u64 },
    /// The error that ended `output`'s stream (a device unplugged, a server gone).
    Failed { output: OutputId, detail: String },
    /// The capture device is open.
    MicrophoneOpened,
    /// The capture device could not be opened: what the system said.
    NoMicrophone { detail: String },
    /// Captured sound, 16 kHz mono.
    Captured { samples: Vec<i16> },
    /// The capture device went away.
    MicrophoneGone,
}

/// Samples as they travel: their bit patterns.
pub fn to_bits(samples: &[f32]) -> Vec<u32> {
    samples.iter().map(|sample| sample.to_bits()).collect()
}

/// Samples from their bit patterns.
pub fn from_bits(bits: &[u32]) -> Vec<f32> {
    bits.iter().map(|&bits| f32::from_bits(bits)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::companion::wire::{MAX_FRAME, read_frame, write_frame};

    #[test]
    fn samples_come_back_exactly() {
        let samples = [0.0_f32, -1.0, 1.0, 0.123_456_79, -3.0e-9, f32::MIN_POSITIVE];
        assert_eq!(from_bits(&to_bits(&samples)), samples);
    }

    #[test]
    fn the_largest_pieces_fit_in_a_frame() {
        let worst = vec![u32::MAX; OVER_LIMIT];
        let over = SoundQuestion::PlayOver {
            output: u32::MAX,
            block: u64::MAX,
            speakers: Speakers::Right,
            samples: worst,
        };
        let mut pipe = Vec::new();
        write_frame(&mut pipe, &over).unwrap();
        assert!(pipe.len() < MAX_FRAME);
        assert_eq!(
            read_frame::<SoundQuestion>(&mut pipe.as_slice()).unwrap(),
            Some(over)
        );
    }
}
