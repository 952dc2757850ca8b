// Signal processing converts between sample counts, rates and seconds all the time: counts and
// rates stay far below 2^23 (precision) and every converted value is non-negative (sign).
#![allow(clippy::cast_precision_loss, clippy::cast_sign_loss)]

//! The samples' arithmetic: loudness, changing the rate, and writing a WAV file.

use std::fs;
use std::io::BufWriter;
use std::path::{Path, PathBuf};

use super::error::{ClipError, clip_error};

/// The root-mean-square level of `samples` (0 for none).
pub fn rms(samples: &[f32]) -> f32 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples.iter().map(|s| f64::from(*s) * f64::from(*s)).sum();
    (sum / samples.len() as f64).sqrt() as f32
}

/// How many samples `len` samples at `from` become at `to`, played at `speed`.
pub(super) fn resampled_len(len: usize, from: u32, to: u32, speed: f32) -> usize {
    let ratio = f64::from(to) / (f64::from(from) * f64::from(speed));
    (len as f64 * ratio).round() as usize
}

/// Resamples `input` from rate `from` to rate `to` at `speed` and appends it to `out`.
///
/// Catmull-Rom (cubic) interpolation: cheap enough for the audio path, and smoother than
/// linear interpolation when a 16 kHz clip is raised to a 44.1 or 48 kHz card. The clips hold
/// nothing above their own Nyquist frequency, so upsampling needs no extra filter.
pub fn resample_into(input: &[f32], from: u32, to: u32, speed: f32, out: &mut Vec<f32>) {
    let len = resampled_len(input.len(), from, to, speed);
    if input.is_empty() || len == 0 {
        return;
    }
    let step = f64::from(from) * f64::from(speed) / f64::from(to);
    let last = input.len() - 1;
    let at = |i: usize| input[i.min(last)];
    out.reserve(len);
    for k in 0..len {
        let position = k as f64 * step;
        let i = position as usize;
        let t = (position - i as f64) as f32;
        let p0 = at(i.saturating_sub(1));
        let p1 = at(i);
        let p2 = at(i + 1);
        let p3 = at(i + 2);
        let value = p1
            + 0.5
                * t
                * (p2 - p0
                    + t * (2.0 * p0 - 5.0 * p1 + 4.0 * p2 - p3 + t * (3.0 * (p1 - p2) + p3 - p0)));
        out.push(value);
    }
}

/// Writes mono `samples` at `rate` as a 16-bit WAV file, atomically: the sound goes to a
/// temporary file in the same folder, renamed over `path` only once complete, so an error
/// never leaves a half-written file behind.
pub fn write_wav(path: &Path, samples: &[f32], rate: u32) -> Result<(), ClipError> {
    if rate == 0 {
        return Err(clip_error(path, "cannot write a sample rate of 0"));
    }
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => PathBuf::from("."),
    };
    let Some(file_name) = path.file_name() else {
        return Err(clip_error(path, "is not a file name"));
    };
    let temp = dir.join(format!(
        ".{}.{}.tmp",
        file_name.to_string_lossy(),
        std::process::id()
    ));
    let result = write_wav_to(&temp, samples, rate).and_then(|()| fs::rename(&temp, path));
    result.map_err(|e| {
        let _ = fs::remove_file(&temp);
        clip_error(path, e.to_string())
    })
}

fn write_wav_to(path: &Path, samples: &[f32], rate: u32) -> std::io::Result<()> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut file = BufWriter::new(fs::File::create(path)?);
    let mut writer = hound::WavWriter::new(&mut file, spec).map_err(io_error)?;
    for s in samples {
        let value = if s.is_finite() { *s } else { 0.0 };
        writer
            .write_sample((value.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16)
            .map_err(io_error)?;
    }
    writer.finalize().map_err(io_error)?;
    std::io::Write::flush(&mut file)?;
    file.get_ref().sync_all()
}

fn io_error(error: hound::Error) -> std::io::Error {
    match error {
        hound::Error::IoError(e) => e,
        other => std::io::Error::other(other.to_string()),
    }
}
