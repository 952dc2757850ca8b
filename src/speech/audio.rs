//! The sound card: one cpal output stream, kept open, fed from a shared buffer.
//!
//! [`AudioOutput::open`] opens a device once; everything played afterwards (words, earcons) is
//! appended to a buffer that the device's callback drains. The callback never blocks: it takes
//! the buffer's lock with `try_lock` (a bounded number of tries; the other side only ever holds
//! it to move a pointer or mix a short earcon), and should all tries fail it plays one
//! period of silence rather than stall the sound card. Asking whether sound is still queued
//! reads an atomic counter and takes no lock at all.
//!
//! The cpal stream lives on a small thread of its own (some platforms' streams may not change
//! threads), which opens the device, reports success or the error, and holds the stream until
//! the output is dropped. Opening is given a time limit, so a sound server that hangs cannot
//! hang the program.
//!
//! # ALSA's messages
//!
//! alsa-lib prints some failures straight to standard error, which would land on the player's
//! screen. On Linux the opening thread installs the `alsa` crate's thread-local error handler
//! (safe Rust, `alsa::Output::local_error_handler`), which collects those messages in a buffer;
//! they are added to the error the output reports instead of being printed. Devices are opened
//! and configured on that thread, which is where alsa-lib reports its failures; the playback
//! loop (cpal's own thread) reports through cpal's error callback, also captured here.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, PoisonError, TryLockError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample, StreamConfig};

use super::SpeechError;

/// How long a device may take to open before the output gives up.
pub const OPEN_LIMIT: Duration = Duration::from_secs(3);

/// Device callbacks to wait for after opening, so the stream is running when speech comes.
const WARM_CALLBACKS: u64 = 4;

/// How many finished blocks the callback keeps for the other side to free.
const SPENT: usize = 64;

/// How long the callback tries the lock before it gives up and plays one period of silence.
/// The other side only holds it for microseconds, so this is all but never reached.
const LOCK_WAIT: Duration = Duration::from_millis(2);

/// A sample at or above this level counts as sound (about -60 dBFS).
pub const AUDIBLE: f32 = 0.001;

/// Which loudspeakers of a stereo device a sound plays on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Speakers {
    #[default]
    Both,
    Left,
    Right,
}

/// One frame: left and right.
type Frame = [f32; 2];

/// One utterance's frames and how far the device has played them.
struct Block {
    frames: Vec<Frame>,
    played: usize,
}

#[derive(Default)]
struct Buffers {
    /// Speech, in order, one block per utterance: queuing one only moves a pointer, so the
    /// lock is held for no time at all. Cleared by [`AudioOutput::clear`].
    speech: VecDeque<Block>,
    /// Earcons, mixed over the speech so they sound at once.
    overlay: VecDeque<Frame>,
    /// Blocks the device has finished, freed by the other side (no freeing in the callback).
    spent: Vec<Vec<Frame>>,
}

impl Buffers {
    fn queued(&self) -> usize {
        let speech: usize = self.speech.iter().map(|b| b.frames.len() - b.played).sum();
        speech.max(self.overlay.len())
    }

    /// The next speech frame, silence if there is none.
    fn next_speech(&mut self) -> Frame {
        while let Some(block) = self.speech.front_mut() {
            if let Some(frame) = block.frames.get(block.played) {
                block.played += 1;
                return *frame;
            }
            if let Some(block) = self.speech.pop_front()
                && self.spent.len() < self.spent.capacity()
            {
                self.spent.push(block.frames);
            }
        }
        [0.0, 0.0]
    }
}

struct Shared {
    buffers: Mutex<Buffers>,
    /// Frames still to be handed to the device, kept beside the buffers so that asking needs
    /// no lock.
    queued: AtomicUsize,
    /// The volume as `f32` bits, read by the callback on every period.
    volume: AtomicU32,
    /// The reference for `onset_nanos`.
    epoch: Instant,
    /// Set when sound is queued; the callback records when it first writes a non-silent sample.
    armed: AtomicBool,
    /// Nanoseconds after `epoch` at which the armed sound's first audible sample was written to
    /// the device, `u64::MAX` if not yet.
    onset_nanos: AtomicU64,
    /// How many times the device callback has run (to know the stream is live).
    callbacks: AtomicU64,
    /// Errors cpal recovered from by itself (underruns and the like).
    glitches: AtomicU64,
    /// The error that ended the running stream, if any.
    failure: Mutex<Option<String>>,
}

impl Shared {
    fn new() -> Self {
        Self {
            buffers: Mutex::new(Buffers::default()),
            queued: AtomicUsize::new(0),
            volume: AtomicU32::new(1.0_f32.to_bits()),
            epoch: Instant::now(),
            armed: AtomicBool::new(false),
            onset_nanos: AtomicU64::new(u64::MAX),
            callbacks: AtomicU64::new(0),
            glitches: AtomicU64::new(0),
            failure: Mutex::new(None),
        }
    }

    fn buffers(&self) -> std::sync::MutexGuard<'_, Buffers> {
        self.buffers.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// What the device accepted.
#[derive(Debug, Clone)]
struct Opened {
    rate: u32,
    channels: u16,
    name: String,
}

/// An open sound output.
pub struct AudioOutput {
    shared: Arc<Shared>,
    rate: u32,
    channels: u16,
    name: String,
    /// Dropping this sender ends the stream's thread, which closes the stream.
    keep_open: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl std::fmt::Debug for AudioOutput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AudioOutput")
            .field("device", &self.name)
            .field("rate", &self.rate)
            .field("channels", &self.channels)
            .finish_non_exhaustive()
    }
}

impl AudioOutput {
    /// Opens the default output device (`None`) or the one named `device` (its cpal id, such
    /// as `hw:CARD=PCH,DEV=0`, or its description's name), and starts its stream.
    pub fn open(device: Option<&str>) -> Result<AudioOutput, SpeechError> {
        let shared = Arc::new(Shared::new());
        let (ready, wait) = mpsc::channel();
        let (keep_open, closed) = mpsc::channel::<()>();
        let name = device.map(str::to_owned);
        let stream_shared = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("audio-out".to_owned())
            .spawn(move || {
                let alsa_messages = quiet_alsa();
                match open_stream(name.as_deref(), &stream_shared) {
                    Ok((stream, opened)) => {
                        let _ = ready.send(Ok(opened));
                        // Hold the stream until the output is dropped (the sender closes).
                        let _ = closed.recv();
                        drop(stream);
                    }
                    Err(problem) => {
                        let _ = ready.send(Err(with_alsa_messages(
                            problem.to_string(),
                            alsa_messages.as_ref(),
                        )));
                    }
                }
            })
            .map_err(|e| SpeechError::NoThread {
                detail: e.to_string(),
            })?;
        let what = device.unwrap_or("the default sound device");
        match wait.recv_timeout(OPEN_LIMIT) {
            Ok(Ok(opened)) => {
                // Sound servers take a while to start a stream; wait for it here, once, so the
                // first move is not the one that waits.
                let until = Instant::now() + OPEN_LIMIT;
                while shared.callbacks.load(Ordering::Relaxed) < WARM_CALLBACKS
                    && Instant::now() < until
                    && shared.failure.lock().is_ok_and(|f| f.is_none())
                {
                    std::thread::sleep(Duration::from_millis(2));
                }
                Ok(AudioOutput {
                    shared,
                    rate: opened.rate,
                    channels: opened.channels,
                    name: opened.name,
                    keep_open: Some(keep_open),
                    thread: Some(thread),
                })
            }
            Ok(Err(problem)) => {
                let _ = thread.join();
                Err(SpeechError::CannotOpen {
                    what: what.to_owned(),
                    detail: problem,
                })
            }
            Err(RecvTimeoutError::Timeout) => Err(SpeechError::OpenNotAnswering {
                what: what.to_owned(),
                limit: OPEN_LIMIT,
            }),
            Err(RecvTimeoutError::Disconnected) => {
                let _ = thread.join();
                Err(SpeechError::CannotOpen {
                    what: what.to_owned(),
                    detail: "the sound thread ended".to_owned(),
                })
            }
        }
    }

    /// Samples per second the device plays.
    pub fn rate(&self) -> u32 {
        self.rate
    }

    /// The device's channel count.
    pub fn channels(&self) -> u16 {
        self.channels
    }

    /// The device's name.
    pub fn device_name(&self) -> &str {
        &self.name
    }

    /// Appends mono `samples` (at [`AudioOutput::rate`]) to the speech buffer, on `speakers`.
    /// On a mono device every sound plays on its one speaker.
    pub fn play(&self, samples: &[f32], speakers: Speakers) {
        let block = Block {
            frames: self.frames(samples, speakers).collect(),
            played: 0,
        };
        self.shared.onset_nanos.store(u64::MAX, Ordering::SeqCst);
        self.shared.armed.store(true, Ordering::SeqCst);
        let spent = {
            let mut buffers = self.shared.buffers();
            buffers.speech.push_back(block);
            self.shared.queued.store(buffers.queued(), Ordering::SeqCst);
            std::mem::replace(&mut buffers.spent, Vec::with_capacity(SPENT))
        };
        drop(spent);
    }

    /// Plays mono `samples` at once, mixed over any speech in progress.
    pub fn play_over(&self, samples: &[f32], speakers: Speakers) {
        let frames: Vec<Frame> = self.frames(samples, speakers).collect();
        let mut buffers = self.shared.buffers();
        let overlay = &mut buffers.overlay;
        let mixed = overlay.len().min(frames.len());
        for (old, new) in overlay.iter_mut().zip(&frames) {
            old[0] += new[0];
            old[1] += new[1];
        }
        overlay.extend(&frames[mixed..]);
        self.shared.queued.store(buffers.queued(), Ordering::SeqCst);
    }

    fn frames<'a>(
        &self,
        samples: &'a [f32],
        speakers: Speakers,
    ) -> impl Iterator<Item = Frame> + 'a {
        let speakers = if self.channels < 2 {
            Speakers::Both
        } else {
            speakers
        };
        samples.iter().map(move |&s| match speakers {
            Speakers::Both => [s, s],
            Speakers::Left => [s, 0.0],
            Speakers::Right => [0.0, s],
        })
    }

    /// Silences everything queued.
    pub fn clear(&self) {
        let dropped = {
            let mut buffers = self.shared.buffers();
            buffers.overlay.clear();
            self.shared.queued.store(0, Ordering::SeqCst);
            std::mem::take(&mut buffers.speech)
        };
        // Freed here, with the lock let go.
        drop(dropped);
    }

    /// Whether queued sound has not yet all been handed to the device.
    /// Reads a counter, without taking the buffer's lock: polling never delays the device.
    pub fn is_playing(&self) -> bool {
        self.shared.queued.load(Ordering::SeqCst) > 0
    }

    /// Volume from 0.0 (silent) to 1.0; applies at once, also to sound already queued.
    pub fn set_volume(&self, volume: f32) {
        let volume = if volume.is_finite() {
            volume.clamp(0.0, 1.0)
        } else {
            1.0
        };
        self.shared
            .volume
            .store(volume.to_bits(), Ordering::Relaxed);
    }

    /// When the device callback wrote the first audible sample of the sound last passed to
    /// [`AudioOutput::play`], if it has. For latency measurements.
    pub fn onset(&self) -> Option<Instant> {
        match self.shared.onset_nanos.load(Ordering::SeqCst) {
            u64::MAX => None,
            nanos => Some(self.shared.epoch + Duration::from_nanos(nanos)),
        }
    }

    /// How many passing errors (underruns and the like) the stream has recovered from.
    pub fn glitches(&self) -> u64 {
        self.shared.glitches.load(Ordering::Relaxed)
    }

    /// The error that ended the running stream, if any (a device unplugged, a server gone).
    pub fn failure(&self) -> Option<String> {
        self.shared
            .failure
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

impl Drop for AudioOutput {
    fn drop(&mut self) {
        self.keep_open = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Collects alsa-lib's messages on this thread instead of letting it print them.
#[cfg(any(
    target_os = "linux",
    target_os = "dragonfly",
    target_os = "freebsd",
    target_os = "netbsd"
))]
fn quiet_alsa() -> Option<std::rc::Rc<std::cell::RefCell<alsa::Output>>> {
    alsa::Output::local_error_handler().ok()
}

#[cfg(not(any(
    target_os = "linux",
    target_os = "dragonfly",
    target_os = "freebsd",
    target_os = "netbsd"
)))]
fn quiet_alsa() -> Option<()> {
    None
}

/// `problem`, with what alsa-lib said about it, if anything.
#[cfg(any(
    target_os = "linux",
    target_os = "dragonfly",
    target_os = "freebsd",
    target_os = "netbsd"
))]
fn with_alsa_messages(
    problem: String,
    messages: Option<&std::rc::Rc<std::cell::RefCell<alsa::Output>>>,
) -> String {
    let said = messages.map(|m| m.borrow().to_string()).unwrap_or_default();
    let said = said.split_whitespace().collect::<Vec<_>>().join(" ");
    if said.is_empty() {
        problem
    } else {
        format!("{problem} (ALSA: {said})")
    }
}

#[cfg(not(any(
    target_os = "linux",
    target_os = "dragonfly",
    target_os = "freebsd",
    target_os = "netbsd"
)))]
fn with_alsa_messages(problem: String, _messages: Option<&()>) -> String {
    problem
}

/// Why the sound device could not be opened: what failed, handed back.
#[derive(Debug)]
enum DeviceError {
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

fn open_stream(
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
            },
            Some(OPEN_LIMIT),
        )
        .map_err(DeviceError::NoStream)
}

/// The device callback: one period of frames from the buffers, never waiting for a lock.
fn fill<T>(out: &mut [T], channels: usize, shared: &Shared)
where
    T: SizedSample + FromSample<f32>,
{
    let silence = T::from_sample(0.0_f32);
    let mut since: Option<Instant> = None;
    let mut buffers = loop {
        match shared.buffers.try_lock() {
            Ok(buffers) => break buffers,
            Err(TryLockError::Poisoned(poisoned)) => break poisoned.into_inner(),
            Err(TryLockError::WouldBlock) => {
                if since.get_or_insert_with(Instant::now).elapsed() > LOCK_WAIT {
                    out.fill(silence);
                    return;
                }
                std::hint::spin_loop();
            }
        }
    };
    shared.callbacks.fetch_add(1, Ordering::Relaxed);
    let volume = f32::from_bits(shared.volume.load(Ordering::Relaxed));
    let mut audible = false;
    for frame in out.chunks_mut(channels) {
        let speech = buffers.next_speech();
        let over = buffers.overlay.pop_front().unwrap_or_default();
        let left = ((speech[0] + over[0]) * volume).clamp(-1.0, 1.0);
        let right = ((speech[1] + over[1]) * volume).clamp(-1.0, 1.0);
        audible |= speech[0].abs() >= AUDIBLE || speech[1].abs() >= AUDIBLE;
        match frame {
            [mono] => *mono = T::from_sample(0.5 * (left + right)),
            [l, r, rest @ ..] => {
                *l = T::from_sample(left);
                *r = T::from_sample(right);
                rest.fill(silence);
            }
            [] => {}
        }
    }
    shared.queued.store(buffers.queued(), Ordering::SeqCst);
    drop(buffers);
    if audible && shared.armed.swap(false, Ordering::SeqCst) {
        let nanos = u64::try_from(shared.epoch.elapsed().as_nanos()).unwrap_or(u64::MAX - 1);
        shared.onset_nanos.store(nanos, Ordering::SeqCst);
    }
}
