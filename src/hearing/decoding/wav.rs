//! Reading one utterance from WAV bytes: 16-bit PCM, mono or stereo, 8 000 to 48 000 Hz, made
//! 16 kHz mono for the recogniser and cut at [`MAX_UTTERANCE_SECONDS`].

use std::io::Cursor;

use hound::{SampleFormat, WavReader};

use super::error::ListenError;
use super::resample::to_rate;

/// The recogniser's sample rate.
pub const SAMPLE_RATE: u32 = 16_000;

/// The longest utterance listened to: a move is said in three seconds; anything past this is a
/// monologue, not a move, and is not decoded (time and memory stay bounded).
pub const MAX_UTTERANCE_SECONDS: u32 = 20;

/// The rates a WAV may have.
const RATES: std::ops::RangeInclusive<u32> = 8_000..=48_000;

/// One utterance, 16 kHz mono.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Utterance {
    samples: Vec<i16>,
    /// Whether the recording went on past [`MAX_UTTERANCE_SECONDS`].
    too_long: bool,
}

impl Utterance {
    /// An utterance from 16 kHz mono samples (longer ones are cut and marked too long).
    pub fn from_samples(mut samples: Vec<i16>) -> Utterance {
        let limit = (SAMPLE_RATE * MAX_UTTERANCE_SECONDS) as usize;
        let too_long = samples.len() > limit;
        samples.truncate(limit);
        Utterance { samples, too_long }
    }

    pub fn samples(&self) -> &[i16] {
        &self.samples
    }

    /// Whether the recording was longer than [`MAX_UTTERANCE_SECONDS`].
    pub fn is_too_long(&self) -> bool {
        self.too_long
    }

    /// The utterance's length in seconds (as kept).
    // At most 20 s of samples: the cast is exact.
    #[allow(clippy::cast_precision_loss)]
    pub fn seconds(&self) -> f64 {
        self.samples.len() as f64 / f64::from(SAMPLE_RATE)
    }
}

/// Reads `bytes` as a WAV; `source` names the file in errors. A data chunk cut short (a WAV
/// streamed through a pipe, its length unknown when the header was written) is read up to where
/// it ends.
pub fn read_wav(bytes: &[u8], source: &str) -> Result<Utterance, ListenError> {
    let not_wav = |problem: String| ListenError::NotWav {
        source: source.to_owned(),
        problem,
    };
    let reader = WavReader::new(Cursor::new(bytes)).map_err(|e| not_wav(e.to_string()))?;
    let spec = reader.spec();
    if spec.sample_format != SampleFormat::Int || spec.bits_per_sample != 16 {
        return Err(not_wav(format!(
            "{} {}-bit samples",
            match spec.sample_format {
                SampleFormat::Int => "integer",
                SampleFormat::Float => "floating-point",
            },
            spec.bits_per_sample
        )));
    }
    if !(1..=2).contains(&spec.channels) {
        return Err(not_wav(format!("{} channels", spec.channels)));
    }
    if !RATES.contains(&spec.sample_rate) {
        return Err(not_wav(format!("{} Hz", spec.sample_rate)));
    }
    let channels = usize::from(spec.channels);
    // One sample past the limit tells a recording that goes on from one that just fits.
    let frames_wanted = (spec.sample_rate * MAX_UTTERANCE_SECONDS) as usize + 1;
    let mut mono: Vec<i16> = Vec::with_capacity(frames_wanted.min(bytes.len() / 2));
    let mut frame = [0_i32; 2];
    let mut filled = 0;
    for sample in reader.into_samples::<i16>() {
        let Ok(sample) = sample else {
            break;
        };
        frame[filled] = i32::from(sample);
        filled += 1;
        if filled == channels {
            let sum: i32 = frame[..channels].iter().sum();
            // The mean of one or two i16 values is an i16.
            mono.push(i16::try_from(sum / i32::from(spec.channels)).unwrap_or_default());
            filled = 0;
            if mono.len() >= frames_wanted {
                break;
            }
        }
    }
    let too_long = mono.len() >= frames_wanted;
    let mut utterance = Utterance::from_samples(to_rate(&mono, spec.sample_rate, SAMPLE_RATE));
    utterance.too_long |= too_long;
    Ok(utterance)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wav(rate: u32, channels: u16, bits: u16, frames: usize) -> Vec<u8> {
        let spec = hound::WavSpec {
            channels,
            sample_rate: rate,
            bits_per_sample: bits,
            sample_format: SampleFormat::Int,
        };
        let mut bytes = Cursor::new(Vec::new());
        let mut writer = WavWriter::new(&mut bytes, spec).unwrap();
        for n in 0..frames * usize::from(channels) {
            let value = (i32::try_from(n % 100).unwrap() - 50) * 100;
            if bits == 8 {
                writer.write_sample(value as i8 / 64).unwrap();
            } else {
                writer.write_sample(value as i16).unwrap();
            }
        }
        writer.finalize().unwrap();
        bytes.into_inner()
    }

    use hound::WavWriter;

    #[test]
    fn mono_and_stereo_at_any_rate_become_16_khz_mono() {
        for rate in [8_000, 11_025, 16_000, 22_050, 44_100, 48_000] {
            for channels in [1, 2] {
                let utterance = read_wav(&wav(rate, channels, 16, rate as usize), "a.wav").unwrap();
                let seconds = utterance.seconds();
                assert!((seconds - 1.0).abs() < 0.01, "{rate} Hz: {seconds} s");
                assert!(!utterance.is_too_long());
            }
        }
    }

    #[test]
    fn eight_bit_three_channels_and_odd_rates_are_refused_by_name() {
        for (bytes, what) in [
            (wav(16_000, 1, 8, 100), "8-bit"),
            (wav(16_000, 3, 16, 100), "3 channels"),
            (wav(96_000, 1, 16, 100), "96000 Hz"),
            (wav(4_000, 1, 16, 100), "4000 Hz"),
            (b"RIFF not a wave at all".to_vec(), "a.wav"),
            (Vec::new(), "a.wav"),
        ] {
            let error = read_wav(&bytes, "a.wav").unwrap_err().to_string();
            assert!(error.starts_with("a.wav: "), "{error}");
            assert!(error.contains(what), "{error}");
        }
    }

    #[test]
    fn a_monologue_is_cut_and_marked_too_long() {
        let frames = 8_000 * (MAX_UTTERANCE_SECONDS as usize + 5);
        let utterance = read_wav(&wav(8_000, 1, 16, frames), "long.wav").unwrap();
        assert!(utterance.is_too_long());
        assert!(utterance.seconds() <= f64::from(MAX_UTTERANCE_SECONDS) + 0.01);
    }

    #[test]
    fn a_data_chunk_cut_short_is_read_to_where_it_ends() {
        let mut bytes = wav(16_000, 1, 16, 16_000);
        bytes.truncate(bytes.len() / 2 + 1);
        let utterance = read_wav(&bytes, "cut.wav").unwrap();
        assert!((utterance.seconds() - 0.5).abs() < 0.01);
    }
}
