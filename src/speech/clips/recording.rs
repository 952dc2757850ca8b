// Signal processing converts between sample counts, rates and seconds all the time: counts and
// rates stay far below 2^23 (precision) and every converted value is non-negative (sign).
#![allow(clippy::cast_precision_loss, clippy::cast_sign_loss)]

//! Reading a voice's recordings: each WAV file checked and decoded within the voice's bound,
//! then trimmed of silence and brought to one loudness.

use std::collections::HashMap;
use std::fs;
use std::io::ErrorKind;
use std::path::Path;

use super::error::{ClipError, clip_error, folder_error};
use super::signal::rms;

/// The loudness every clip is brought to: its RMS level (about -20 dBFS).
pub const TARGET_RMS: f32 = 0.1;
/// No clip is made louder than this peak, so normalising never clips.
pub(super) const PEAK_LIMIT: f32 = 0.95;
/// Edges quieter than this fraction of the clip's peak (-40 dB) are silence and trimmed.
const TRIM_THRESHOLD: f32 = 0.01;
/// Sound kept before the first and after the last loud sample, in seconds.
pub(super) const TRIM_MARGIN: f32 = 0.005;
/// Length of the fade at each end of a clip, against clicks, in seconds.
const FADE: f32 = 0.003;

/// One word's recording: mono samples, trimmed and normalised, at their own rate.
#[derive(Debug, Clone)]
pub(super) struct Clip {
    pub(super) samples: Vec<f32>,
    pub(super) rate: u32,
}

/// The most samples the clips of one voice may hold together once decoded: 16 Mi samples, 64 MB
/// as `f32`. A real pack is far below it: the built-in fide pack, the largest, holds about
/// 1.9 M samples for its 161 words (3.8 MB of 16-bit files), so a pack fits eight times over
/// and a recording at four times the rate still fits. A folder beyond it is a mistake (a pack
/// of long recordings, a folder that is not a pack), refused before it takes the memory.
pub const CLIPS_MAX_SAMPLES: usize = 16 * 1024 * 1024;

/// Loads the clips `names` of `dir`, counting their samples against [`CLIPS_MAX_SAMPLES`]
/// before each is decoded. With `skip_absent`, a name without a file is left out.
pub(super) fn load_named(
    dir: &Path,
    names: impl IntoIterator<Item = String>,
    skip_absent: bool,
) -> Result<HashMap<String, Clip>, ClipError> {
    match fs::metadata(dir) {
        Ok(meta) if meta.is_dir() => {}
        Ok(_) => return Err(folder_error(dir, "is not a folder")),
        Err(e) => return Err(folder_error(dir, e.to_string())),
    }
    let mut clips = HashMap::new();
    let mut room = CLIPS_MAX_SAMPLES;
    for name in names {
        let path = dir.join(format!("{name}.wav"));
        if skip_absent
            && fs::symlink_metadata(&path).is_err_and(|e| e.kind() == ErrorKind::NotFound)
        {
            continue;
        }
        let clip = match read_clip(&path, room)? {
            Ok(clip) => clip,
            Err(TooMuchSound) => {
                return Err(folder_error(
                    dir,
                    format!(
                        "the clips this voice needs hold more than {CLIPS_MAX_SAMPLES} samples \
                         ({} MB) of sound together, far more than a voice pack of single words",
                        CLIPS_MAX_SAMPLES * 4 / (1024 * 1024)
                    ),
                ));
            }
        };
        room -= clip.decoded_len;
        clips.insert(name, clip.clip);
    }
    if clips.is_empty() {
        return Err(folder_error(
            dir,
            if skip_absent {
                "holds no .wav clip of a word this voice says"
            } else {
                "holds no .wav clips"
            },
        ));
    }
    Ok(clips)
}

/// A clip would take the voice's clips over [`CLIPS_MAX_SAMPLES`].
#[derive(Debug)]
pub(super) struct TooMuchSound;

/// A decoded clip, and how many samples its decoding counted against the voice's bound.
#[derive(Debug)]
pub(super) struct ReadClip {
    clip: Clip,
    decoded_len: usize,
}

/// Sample rates a clip may have: telephone quality to studio quality.
const CLIP_RATES: std::ops::RangeInclusive<u32> = 8_000..=192_000;
/// A spoken word or phrase, with generous room.
const CLIP_MAX_SECONDS: u32 = 10;

/// Reads one clip file: any channel count (mixed down), 8 to 32-bit integer or 32-bit float.
/// Its size, rate, channels and length are checked before a sample is decoded, so a strange
/// file (a 1 Hz rate that would make a minute-long word take gigabytes) is refused by name.
/// `room` is how many samples the voice may still decode: a clip holding more is not decoded.
pub(super) fn read_clip(
    path: &Path,
    room: usize,
) -> Result<Result<ReadClip, TooMuchSound>, ClipError> {
    let bytes = crate::bounded_read::read_file(path, crate::bounded_read::limits::CLIP)
        .map_err(|e| clip_error(path, e.problem()))?;
    let reader = hound::WavReader::new(std::io::Cursor::new(bytes))
        .map_err(|e| clip_error(path, e.to_string()))?;
    let spec = reader.spec();
    if !CLIP_RATES.contains(&spec.sample_rate) {
        return Err(clip_error(
            path,
            format!(
                "has a sample rate of {} Hz (a clip needs 8000 to 192000 Hz)",
                spec.sample_rate
            ),
        ));
    }
    if !(1..=8).contains(&spec.channels) {
        return Err(clip_error(
            path,
            format!("has {} channels (a clip has 1 to 8)", spec.channels),
        ));
    }
    if reader.duration() > CLIP_MAX_SECONDS * spec.sample_rate {
        return Err(clip_error(
            path,
            format!("lasts longer than {CLIP_MAX_SECONDS} seconds (a clip is one word or phrase)"),
        ));
    }
    // Every sample of every channel is decoded before the mix-down: that is what counts.
    let decoded_len = usize::try_from(reader.len()).unwrap_or(usize::MAX);
    if decoded_len > room {
        return Ok(Err(TooMuchSound));
    }
    let channels = usize::from(spec.channels.max(1));
    let samples: Result<Vec<f32>, hound::Error> = match spec.sample_format {
        hound::SampleFormat::Float => reader.into_samples::<f32>().collect(),
        hound::SampleFormat::Int => {
            let scale = 1.0 / (1_i64 << (spec.bits_per_sample.clamp(1, 32) - 1)) as f32;
            reader
                .into_samples::<i32>()
                .map(|s| s.map(|s| s as f32 * scale))
                .collect()
        }
    };
    let samples = samples.map_err(|e| clip_error(path, e.to_string()))?;
    let mono: Vec<f32> = samples
        .chunks(channels)
        .map(|frame| frame.iter().sum::<f32>() / channels as f32)
        .collect();
    drop(samples);
    let clip = prepare(path, &mono, spec.sample_rate)?;
    Ok(Ok(ReadClip { clip, decoded_len }))
}

/// Trims silence at both ends, fades the edges and normalises the loudness.
pub(super) fn prepare(path: &Path, samples: &[f32], rate: u32) -> Result<Clip, ClipError> {
    if rate == 0 {
        return Err(clip_error(path, "has a sample rate of 0"));
    }
    let peak = samples
        .iter()
        .filter(|s| s.is_finite())
        .fold(0.0_f32, |m, s| m.max(s.abs()));
    if peak < 1e-4 {
        return Err(clip_error(path, "holds no sound (silent or empty)"));
    }
    let threshold = peak * TRIM_THRESHOLD;
    let loud = |s: &f32| s.is_finite() && s.abs() >= threshold;
    let margin = (TRIM_MARGIN * rate as f32) as usize;
    let first = samples.iter().position(loud).unwrap_or(0);
    let last = samples.iter().rposition(loud).unwrap_or(samples.len() - 1);
    let start = first.saturating_sub(margin);
    let end = (last + 1 + margin).min(samples.len());
    let mut clip: Vec<f32> = samples[start..end]
        .iter()
        .map(|s| if s.is_finite() { *s } else { 0.0 })
        .collect();

    let fade = ((FADE * rate as f32) as usize).min(clip.len() / 2);
    for i in 0..fade {
        let gain = i as f32 / fade as f32;
        clip[i] *= gain;
        let j = clip.len() - 1 - i;
        clip[j] *= gain;
    }

    let rms = rms(&clip);
    let peak = clip.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
    if rms > 0.0 && peak > 0.0 {
        let gain = (TARGET_RMS / rms).min(PEAK_LIMIT / peak);
        for s in &mut clip {
            *s *= gain;
        }
    }
    Ok(Clip {
        samples: clip,
        rate,
    })
}
