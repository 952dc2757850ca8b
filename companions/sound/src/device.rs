//! Finding the output device cpal names, and starting its stream on the shared buffers.

use std::sync::Arc;
use std::sync::PoisonError;
use std::sync::atomic::Ordering;

use annabella::sound::OPEN_LIMIT;
use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample, StreamConfig};

use crate::callback::{Shared, fill};

/// What the device accepted.
#[derive(Debug, Clone)]
pub struct Opened {
    pub rate: u32,
    pub channels: u16,
    pub name: String,
}

/// Why the sound device could not be opened: what failed, handed back.
#[derive(Debug)]
pub enum DeviceError {
    CannotList(cpal::Error),
    NoSuchDevice { name: String, known: Vec<String> },
    NoDefault,
    NoFormat(cpal::Error),
    WouldNotStart(cpal::Error),
    UnsupportedFormat(SampleFormat),
    NoStream(cpal::Error),
}

impl std::fmt::Display for DeviceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DeviceError::CannotList(e) => write!(f, "cannot list sound devices: {e}"),
            DeviceError::NoSuchDevice { name, known } if known.is_empty() => write!(
                f,
                "there is no sound device named \"{name}\" (no output devices found)"
            ),
            DeviceError::NoSuchDevice { name, known } => write!(
                f,
                "there is no sound device named \"{name}\"; output devices: {}",
                known.join(", ")
            ),
            DeviceError::NoDefault => f.write_str("there is no default sound output device"),
            DeviceError::NoFormat(e) => write!(f, "the device offers no output format: {e}"),
            DeviceError::WouldNotStart(e) => write!(f, "the device would not start: {e}"),
            DeviceError::UnsupportedFormat(format) => {
                write!(f, "the device's sample format {format} is not supported")
            }
            DeviceError::NoStream(e) => write!(f, "cannot start a stream: {e}"),
        }
    }
}

impl std::error::Error for DeviceError {}

fn find_device(host: &cpal::Host, name: &str) -> Result<cpal::Device, DeviceError> {
    let devices: Vec<cpal::Device> = host
        .output_devices()
        .map_err(DeviceError::CannotList)?
        .collect();
    let names = |d: &cpal::Device| -> Vec<String> {
        let mut names = Vec::new();
        if let Ok(id) = d.id() {
            names.push(id.id().to_owned());
            names.push(id.to_string());
        }
        if let Ok(description) = d.description() {
            names.push(description.name().to_owned());
        }
        names
    };
    if let Some(device) = devices
        .iter()
        .find(|d| names(d).iter().any(|n| n.eq_ignore_ascii_case(name)))
    {
        return Ok(device.clone());
    }
    let known: Vec<String> = devices
        .iter()
        .filter_map(|d| d.id().ok().map(|id| id.id().to_owned()))
        .collect();
    Err(DeviceError::NoSuchDevice {
        name: name.to_owned(),
        known,
    })
}

/// Opens the default output device (`None`) or the one named, and starts its stream.
pub fn open_stream(
    name: Option<&str>,
    shared: &Arc<Shared>,
) -> Result<(cpal::Stream, Opened), DeviceError> {
    let host = cpal::default_host();
    let device = match name {
        None => host.default_output_device().ok_or(DeviceError::NoDefault)?,
        Some(name) => find_device(&host, name)?,
    };
    let supported = device
        .default_output_config()
        .map_err(DeviceError::NoFormat)?;
    let rate = supported.sample_rate();
    let channels = supported.channels();
    let format = supported.sample_format();
    // The device's own period: asking ALSA's PulseAudio plugin for a short fixed period makes
    // its stream fail at the first write (I/O error), and the default periods measured well
    // within the latency target (see scripts/measure-clips.sh).
    let config = supported.config();
    let stream = build(&device, config, format, shared)?;
    stream.play().map_err(DeviceError::WouldNotStart)?;
    let name = device
        .id()
        .map(|id| id.id().to_owned())
        .or_else(|_| device.description().map(|d| d.name().to_owned()))
        .unwrap_or_else(|_| "sound device".to_owned());
    Ok((
        stream,
        Opened {
            rate,
            channels,
            name,
        },
    ))
}

fn build(
    device: &cpal::Device,
    config: StreamConfig,
    format: SampleFormat,
    shared: &Arc<Shared>,
) -> Result<cpal::Stream, DeviceError> {
    match format {
        SampleFormat::F32 => build_typed::<f32>(device, config, shared),
        SampleFormat::F64 => build_typed::<f64>(device, config, shared),
        SampleFormat::I16 => build_typed::<i16>(device, config, shared),
        SampleFormat::I32 => build_typed::<i32>(device, config, shared),
        SampleFormat::I8 => build_typed::<i8>(device, config, shared),
        SampleFormat::U16 => build_typed::<u16>(device, config, shared),
        SampleFormat::U8 => build_typed::<u8>(device, config, shared),
        SampleFormat::U32 => build_typed::<u32>(device, config, shared),
        SampleFormat::I64 => build_typed::<i64>(device, config, shared),
        SampleFormat::U64 => build_typed::<u64>(device, config, shared),
        SampleFormat::I24 => build_typed::<cpal::I24>(device, config, shared),
        other => Err(DeviceError::UnsupportedFormat(other)),
    }
}

fn build_typed<T>(
    device: &cpal::Device,
    config: StreamConfig,
    shared: &Arc<Shared>,
) -> Result<cpal::Stream, DeviceError>
where
    T: SizedSample + FromSample<f32>,
{
    let channels = usize::from(config.channels.max(1));
    let data = Arc::clone(shared);
    let errors = Arc::clone(shared);
    device
        .build_output_stream(
            config,
            move |out: &mut [T], _: &cpal::OutputCallbackInfo| fill(out, channels, &data),
            move |error: cpal::Error| {
                // Only a device that is gone ends the stream; cpal recovers from the rest
                // itself (an underrun, a sound server's passing I/O error) and plays on.
                if matches!(
                    error.kind(),
                    cpal::ErrorKind::DeviceNotAvailable | cpal::ErrorKind::StreamInvalidated
                ) {
                    *errors
                        .failure
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner) = Some(error.to_string());
                } else {
                    errors.glitches.fetch_add(1, Ordering::Relaxed);
                }
                errors.notify();
            },
            Some(OPEN_LIMIT),
        )
        .map_err(DeviceError::NoStream)
}
