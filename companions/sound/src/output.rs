//! The sound card: one cpal output stream, kept open, fed from a shared buffer.
//!
//! [`AudioOutput::open`] opens a device once; everything played afterwards (words, earcons) is
//! appended to a buffer that the device's callback drains ([`crate::callback`]: it never
//! blocks). What annabella must know (a sound began or drained, a glitch, a failure) the
//! callback notes and the [`crate::reporter`] sends.
//!
//! The cpal stream lives on a small thread of its own (some platforms' streams may not change
//! threads), which opens the device, reports success or the error, and holds the stream until
//! the output is dropped. Opening is given a time limit, so a sound server that hangs cannot
//! hang the program; alsa-lib's messages on that thread are kept ([`crate::alsa_messages`]).

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use annabella::companion::Outbox;
use annabella::sound::{BlockId, OPEN_LIMIT, OpenProblem, OutputId, SoundEvent, Speakers};

use crate::alsa_messages::{quiet_alsa, with_alsa_messages};
use crate::buffers::{Block, Frame, SPENT};
use crate::callback::Shared;
use crate::device::{Opened, open_stream};
use crate::reporter;

/// Device callbacks to wait for after opening, so the stream is running when speech comes.
const WARM_CALLBACKS: u64 = 4;

/// An open sound output.
pub struct AudioOutput {
    shared: Arc<Shared>,
    opened: Opened,
    /// Dropping this sender ends the stream's thread, which closes the stream.
    keep_open: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl std::fmt::Debug for AudioOutput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AudioOutput")
            .field("device", &self.opened.name)
            .field("rate", &self.opened.rate)
            .field("channels", &self.opened.channels)
            .finish_non_exhaustive()
    }
}

impl AudioOutput {
    /// Opens the default output device (`None`) or the one named `device` (its cpal id, such
    /// as `hw:CARD=PCH,DEV=0`, or its description's name) as annabella's `output`, and starts
    /// its stream; its events go to `outbox`.
    pub fn open(
        output: OutputId,
        device: Option<&str>,
        outbox: &Outbox<SoundEvent>,
    ) -> Result<AudioOutput, OpenProblem> {
        let (notices, woken) = mpsc::sync_channel(1);
        let shared = Arc::new(Shared::new(notices));
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
            .map_err(|e| OpenProblem::NoThread {
                detail: e.to_string(),
            })?;
        let what = device.unwrap_or("the default sound device").to_owned();
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
                reporter::start(output, Arc::clone(&shared), woken, outbox.clone()).map_err(
                    |e| OpenProblem::NoThread {
                        detail: e.to_string(),
                    },
                )?;
                Ok(AudioOutput {
                    shared,
                    opened,
                    keep_open: Some(keep_open),
                    thread: Some(thread),
                })
            }
            Ok(Err(detail)) => {
                let _ = thread.join();
                Err(OpenProblem::CannotOpen { what, detail })
            }
            Err(RecvTimeoutError::Timeout) => Err(OpenProblem::NotAnswering { what }),
            Err(RecvTimeoutError::Disconnected) => {
                let _ = thread.join();
                Err(OpenProblem::CannotOpen {
                    what,
                    detail: "the sound thread ended".to_owned(),
                })
            }
        }
    }

    /// Samples per second the device plays.
    pub fn rate(&self) -> u32 {
        self.opened.rate
    }

    /// The device's channel count.
    pub fn channels(&self) -> u16 {
        self.opened.channels
    }

    /// The device's name.
    pub fn device_name(&self) -> &str {
        &self.opened.name
    }

    /// Appends mono `samples` (at [`AudioOutput::rate`]), a piece of `block`, to the speech
    /// buffer, on `speakers`. On a mono device every sound plays on its one speaker. `starts`:
    /// the block's onset is awaited from here; `ends`: the block is whole.
    pub fn play(
        &self,
        block: BlockId,
        samples: &[f32],
        speakers: Speakers,
        starts: bool,
        ends: bool,
    ) {
        let piece = Block {
            frames: self.frames(samples, speakers).collect(),
            played: 0,
        };
        let (spent, queued) = {
            let mut buffers = self.shared.buffers();
            if starts {
                buffers.armed = Some(block);
            }
            buffers.speech.push_back(piece);
            if ends {
                self.shared.received.store(block, Ordering::SeqCst);
            }
            let queued = buffers.queued();
            self.shared.queued.store(queued, Ordering::SeqCst);
            buffers.drain_pending = true;
            (
                std::mem::replace(&mut buffers.spent, Vec::with_capacity(SPENT)),
                queued,
            )
        };
        drop(spent);
        if queued == 0 {
            // Nothing to play (an empty sound): drained already.
            self.shared.notify();
        }
    }

    /// Plays mono `samples` (sound `block`) at once, mixed over any speech in progress.
    pub fn play_over(&self, block: BlockId, samples: &[f32], speakers: Speakers) {
        let frames: Vec<Frame> = self.frames(samples, speakers).collect();
        let queued = {
            let mut buffers = self.shared.buffers();
            buffers.mix_over(&frames);
            self.shared.received.store(block, Ordering::SeqCst);
            let queued = buffers.queued();
            self.shared.queued.store(queued, Ordering::SeqCst);
            buffers.drain_pending = true;
            queued
        };
        if queued == 0 {
            self.shared.notify();
        }
    }

    fn frames<'a>(
        &self,
        samples: &'a [f32],
        speakers: Speakers,
    ) -> impl Iterator<Item = Frame> + 'a {
        let speakers = if self.opened.channels < 2 {
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
        // Freed here, with the lock let go; annabella is told it drained.
        drop(dropped);
        self.shared.notify();
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
}

impl Drop for AudioOutput {
    fn drop(&mut self) {
        self.shared.closed.store(true, Ordering::SeqCst);
        self.shared.notify();
        self.keep_open = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
