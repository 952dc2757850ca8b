//! The microphone: the system's default capture device through cpal, its sound made 16 kHz
//! mono and handed to the listener in chunks. The device's callback never waits: when the
//! listener is behind (decoding), a chunk that does not fit its bounded queue is dropped.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TrySendError};
use std::time::Duration;

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample, StreamConfig};

use super::ear::Sound;
use crate::hearing::decoding::{SAMPLE_RATE, to_rate};

/// How long opening the device may take.
const OPEN_LIMIT: Duration = Duration::from_secs(3);
/// How often the device's keeper looks whether the device has gone.
const GONE_CHECK: Duration = Duration::from_millis(250);

/// Why the microphone did not open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MicrophoneTrouble {
    /// No capture device, or none that would start: what the system said.
    NoDevice(String),
}

/// The open microphone: its stream lives on its own thread until this is dropped.
#[derive(Debug)]
pub struct Microphone {
    _stop: SyncSender<()>,
}

impl Microphone {
    /// Opens the default capture device; its sound goes to `sounds`.
    pub fn open(sounds: SyncSender<Sound>) -> Result<Microphone, MicrophoneTrouble> {
        let (ready, opened) = mpsc::sync_channel(1);
        let (stop, stopped) = mpsc::sync_channel::<()>(1);
        std::thread::Builder::new()
            .name("annabella-microphone".to_owned())
            .spawn(move || keep(&sounds, &ready, &stopped))
            .map_err(|e| MicrophoneTrouble::NoDevice(e.to_string()))?;
        match opened.recv_timeout(OPEN_LIMIT) {
            Ok(Ok(())) => Ok(Microphone { _stop: stop }),
            Ok(Err(trouble)) => Err(trouble),
            Err(_) => Err(MicrophoneTrouble::NoDevice(
                "the capture device did not open in time".to_owned(),
            )),
        }
    }
}

/// The device's thread: opens the stream, then keeps it until told to stop or the device goes.
fn keep(
    sounds: &SyncSender<Sound>,
    ready: &SyncSender<Result<(), MicrophoneTrouble>>,
    stopped: &Receiver<()>,
) {
    // alsa-lib would print its complaints over the player's screen; they are kept instead.
    #[cfg(target_os = "linux")]
    let _quiet = alsa::Output::local_error_handler().ok();
    let gone = Arc::new(AtomicBool::new(false));
    let stream = match open_stream(sounds, &gone) {
        Ok(stream) => stream,
        Err(problem) => {
            let _ = ready.send(Err(problem));
            return;
        }
    };
    let _ = ready.send(Ok(()));
    loop {
        match stopped.recv_timeout(GONE_CHECK) {
            Err(RecvTimeoutError::Timeout) if gone.load(Ordering::Relaxed) => {
                drop(stream);
                let _ = sounds.send(Sound::DeviceGone);
                return;
            }
            Err(RecvTimeoutError::Timeout) => {}
            Ok(()) | Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}

fn open_stream(
    sounds: &SyncSender<Sound>,
    gone: &Arc<AtomicBool>,
) -> Result<cpal::Stream, MicrophoneTrouble> {
    let trouble = MicrophoneTrouble::NoDevice;
    let host = cpal::default_host();
    let device = host
        .default_input_device()
        .ok_or_else(|| trouble("there is no capture device".to_owned()))?;
    let supported = device
        .default_input_config()
        .map_err(|e| trouble(format!("the capture device offers no format: {e}")))?;
    let format = supported.sample_format();
    let config = supported.config();
    let stream = match format {
        SampleFormat::F32 => build::<f32>(&device, &config, sounds, gone),
        SampleFormat::I16 => build::<i16>(&device, &config, sounds, gone),
        SampleFormat::I32 => build::<i32>(&device, &config, sounds, gone),
        SampleFormat::U16 => build::<u16>(&device, &config, sounds, gone),
        SampleFormat::U8 => build::<u8>(&device, &config, sounds, gone),
        SampleFormat::I8 => build::<i8>(&device, &config, sounds, gone),
        other => Err(trouble(format!(
            "the capture format {other} is not supported"
        ))),
    }?;
    stream
        .play()
        .map_err(|e| trouble(format!("the capture device would not start: {e}")))?;
    Ok(stream)
}

fn build<T>(
    device: &cpal::Device,
    config: &StreamConfig,
    sounds: &SyncSender<Sound>,
    gone: &Arc<AtomicBool>,
) -> Result<cpal::Stream, MicrophoneTrouble>
where
    T: SizedSample,
    i16: FromSample<T>,
{
    let channels = usize::from(config.channels.max(1));
    let rate = config.sample_rate;
    let sounds = sounds.clone();
    let gone = Arc::clone(gone);
    let failed = Arc::clone(&gone);
    device
        .build_input_stream(
            *config,
            move |data: &[T], _: &cpal::InputCallbackInfo| {
                let mono: Vec<i16> = data
                    .chunks(channels)
                    .map(|frame| {
                        let sum: i32 = frame.iter().map(|&s| i32::from(s.to_sample::<i16>())).sum();
                        // The mean of i16 values is an i16.
                        i16::try_from(sum / i32::try_from(frame.len()).unwrap_or(1))
                            .unwrap_or_default()
                    })
                    .collect();
                // Dropped when the listener is behind: the callback never waits.
                if let Err(TrySendError::Disconnected(_)) =
                    sounds.try_send(Sound::Samples(to_rate(&mono, rate, SAMPLE_RATE)))
                {
                    gone.store(true, Ordering::Relaxed);
                }
            },
            move |error: cpal::Error| {
                if matches!(
                    error.kind(),
                    cpal::ErrorKind::DeviceNotAvailable | cpal::ErrorKind::StreamInvalidated
                ) {
                    failed.store(true, Ordering::Relaxed);
                }
            },
            Some(OPEN_LIMIT),
        )
        .map_err(|e| MicrophoneTrouble::NoDevice(format!("cannot capture: {e}")))
}
