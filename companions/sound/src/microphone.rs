//! The microphone: the system's default capture device through cpal, its sound made 16 kHz
//! mono and sent to annabella in chunks. The device's callback never waits: a chunk that does
//! not fit the bounded queue to the pipe's writer (annabella is behind) is dropped.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TrySendError};
use std::time::Duration;

use annabella::companion::Outbox;
use annabella::hearing::decoding::{SAMPLE_RATE, to_rate};
use annabella::sound::{OPEN_LIMIT, SoundEvent};
use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample, StreamConfig};

/// How often the device's keeper looks whether the device has gone.
const GONE_CHECK: Duration = Duration::from_millis(250);

/// Chunks waiting for the pipe's writer: a few seconds of a capture device's periods.
const CHUNKS: usize = 128;

/// The open microphone: its stream lives on its own thread until this is dropped.
#[derive(Debug)]
pub struct Microphone {
    _stop: SyncSender<()>,
}

impl Microphone {
    /// Opens the default capture device; its sound goes to annabella through `outbox`. `Err`:
    /// what the system said.
    pub fn open(outbox: &Outbox<SoundEvent>) -> Result<Microphone, String> {
        let (chunks, captured) = mpsc::sync_channel::<Vec<i16>>(CHUNKS);
        let writer = outbox.clone();
        std::thread::Builder::new()
            .name("microphone-out".to_owned())
            .spawn(move || {
                while let Ok(samples) = captured.recv() {
                    if writer.send(&SoundEvent::Captured { samples }).is_err() {
                        return;
                    }
                }
            })
            .map_err(|e| e.to_string())?;
        let (ready, opened) = mpsc::sync_channel(1);
        let (stop, stopped) = mpsc::sync_channel::<()>(1);
        let keeper = outbox.clone();
        std::thread::Builder::new()
            .name("microphone".to_owned())
            .spawn(move || keep(&chunks, &keeper, &ready, &stopped))
            .map_err(|e| e.to_string())?;
        match opened.recv_timeout(OPEN_LIMIT) {
            Ok(Ok(())) => Ok(Microphone { _stop: stop }),
            Ok(Err(trouble)) => Err(trouble),
            Err(_) => Err("the capture device did not open in time".to_owned()),
        }
    }
}

/// The device's thread: opens the stream, then keeps it until told to stop or the device goes.
fn keep(
    chunks: &SyncSender<Vec<i16>>,
    outbox: &Outbox<SoundEvent>,
    ready: &SyncSender<Result<(), String>>,
    stopped: &Receiver<()>,
) {
    // alsa-lib would print its complaints; they are kept instead.
    #[cfg(target_os = "linux")]
    let _quiet = alsa::Output::local_error_handler().ok();
    let gone = Arc::new(AtomicBool::new(false));
    let stream = match open_stream(chunks, &gone) {
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
                let _ = outbox.send(&SoundEvent::MicrophoneGone);
                return;
            }
            Err(RecvTimeoutError::Timeout) => {}
            Ok(()) | Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}

fn open_stream(
    chunks: &SyncSender<Vec<i16>>,
    gone: &Arc<AtomicBool>,
) -> Result<cpal::Stream, String> {
    let host = cpal::default_host();
    let device = host
        .default_input_device()
        .ok_or_else(|| "there is no capture device".to_owned())?;
    let supported = device
        .default_input_config()
        .map_err(|e| format!("the capture device offers no format: {e}"))?;
    let format = supported.sample_format();
    let config = supported.config();
    let stream = match format {
        SampleFormat::F32 => build::<f32>(&device, &config, chunks, gone),
        SampleFormat::I16 => build::<i16>(&device, &config, chunks, gone),
        SampleFormat::I32 => build::<i32>(&device, &config, chunks, gone),
        SampleFormat::U16 => build::<u16>(&device, &config, chunks, gone),
        SampleFormat::U8 => build::<u8>(&device, &config, chunks, gone),
        SampleFormat::I8 => build::<i8>(&device, &config, chunks, gone),
        other => Err(format!("the capture format {other} is not supported")),
    }?;
    stream
        .play()
        .map_err(|e| format!("the capture device would not start: {e}"))?;
    Ok(stream)
}

fn build<T>(
    device: &cpal::Device,
    config: &StreamConfig,
    chunks: &SyncSender<Vec<i16>>,
    gone: &Arc<AtomicBool>,
) -> Result<cpal::Stream, String>
where
    T: SizedSample,
    i16: FromSample<T>,
{
    let channels = usize::from(config.channels.max(1));
    let rate = config.sample_rate;
    let chunks = chunks.clone();
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
                // Dropped when annabella is behind: the callback never waits.
                if let Err(TrySendError::Disconnected(_)) =
                    chunks.try_send(to_rate(&mono, rate, SAMPLE_RATE))
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
        .map_err(|e| format!("cannot capture: {e}"))
}
