//! What an output's device callback shares with the rest of the program, and the callback
//! itself: one period of frames from the buffers, never waiting for a lock. It takes the
//! buffers' lock with `try_lock` (a bounded number of tries; the other side only ever holds it
//! to move a pointer or mix a short earcon), and should all tries fail it plays one period of
//! silence rather than stall the sound card. What annabella must hear of (the device ran dry,
//! a sound's first audible sample) it notes, and wakes the reporter with a `try_send` on a
//! one-place channel: no waiting, no allocation.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::SyncSender;
use std::sync::{Mutex, MutexGuard, PoisonError, TryLockError};
use std::time::{Duration, Instant};

use cpal::{FromSample, SizedSample};

use crate::buffers::{Buffers, SPENT};

/// How long the callback tries the lock before it gives up and plays one period of silence.
/// The other side only holds it for microseconds, so this is all but never reached.
const LOCK_WAIT: Duration = Duration::from_millis(2);

/// A sample at or above this level counts as sound (about -60 dBFS).
pub const AUDIBLE: f32 = 0.001;

#[derive(Debug)]
pub struct Shared {
    pub buffers: Mutex<Buffers>,
    /// Frames still to be handed to the device, kept beside the buffers so that the reporter
    /// needs no lock to read it.
    pub queued: AtomicUsize,
    /// The last block annabella sent whole: once nothing is queued, every block up to it has
    /// been handed to the device.
    pub received: AtomicU64,
    /// The volume as `f32` bits, read by the callback on every period.
    pub volume: AtomicU32,
    /// The reference for onsets.
    pub epoch: Instant,
    /// The last onset not yet reported: its block (0: none), taken by the reporter, which then
    /// reads when, in nanoseconds after `epoch`. Atomics, so the reporter never takes the
    /// callback's lock.
    pub onset_block: AtomicU64,
    pub onset_nanos: AtomicU64,
    /// How many times the device callback has run (to know the stream is live).
    pub callbacks: AtomicU64,
    /// Errors cpal recovered from by itself (underruns and the like).
    pub glitches: AtomicU64,
    /// The error that ended the running stream, if any.
    pub failure: Mutex<Option<String>>,
    /// Wakes the reporter; never waited on.
    pub notices: SyncSender<()>,
    /// The output is closed: the reporter ends.
    pub closed: AtomicBool,
}

impl Shared {
    pub fn new(notices: SyncSender<()>) -> Self {
        Self {
            buffers: Mutex::new(Buffers {
                spent: Vec::with_capacity(SPENT),
                ..Buffers::default()
            }),
            queued: AtomicUsize::new(0),
            received: AtomicU64::new(0),
            volume: AtomicU32::new(1.0_f32.to_bits()),
            epoch: Instant::now(),
            onset_block: AtomicU64::new(0),
            onset_nanos: AtomicU64::new(0),
            callbacks: AtomicU64::new(0),
            glitches: AtomicU64::new(0),
            failure: Mutex::new(None),
            notices,
            closed: AtomicBool::new(false),
        }
    }

    pub fn buffers(&self) -> MutexGuard<'_, Buffers> {
        self.buffers.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Wakes the reporter; if it is already awake it reads this too.
    pub fn notify(&self) {
        let _ = self.notices.try_send(());
    }
}

/// The device callback: one period of frames from the buffers, never waiting for a lock.
pub fn fill<T>(out: &mut [T], channels: usize, shared: &Shared)
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
    let queued = buffers.queued();
    shared.queued.store(queued, Ordering::SeqCst);
    let mut notify = false;
    if queued == 0 && buffers.drain_pending {
        buffers.drain_pending = false;
        notify = true;
    }
    if audible && let Some(block) = buffers.armed.take() {
        let nanos = u64::try_from(shared.epoch.elapsed().as_nanos()).unwrap_or(u64::MAX);
        shared.onset_nanos.store(nanos, Ordering::SeqCst);
        shared.onset_block.store(block, Ordering::SeqCst);
        notify = true;
    }
    drop(buffers);
    if notify {
        shared.notify();
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::*;
    use crate::buffers::Block;

    #[test]
    #[allow(clippy::float_cmp)] // exact: at full volume the samples are copied, not computed
    fn a_period_plays_the_speech_and_tells_of_its_onset_and_its_end() {
        let (notices, woken) = mpsc::sync_channel(1);
        let shared = Shared::new(notices);
        {
            let mut buffers = shared.buffers();
            buffers.speech.push_back(Block {
                frames: vec![[0.0, 0.0], [0.5, -0.5]],
                played: 0,
            });
            buffers.drain_pending = true;
            buffers.armed = Some(4);
        }
        let mut out = [1.0_f32; 6];
        fill(&mut out, 2, &shared);
        assert_eq!(out, [0.0, 0.0, 0.5, -0.5, 0.0, 0.0]);
        assert!(woken.try_recv().is_ok());
        assert_eq!(shared.queued.load(Ordering::SeqCst), 0);
        assert!(!shared.buffers().drain_pending);
        assert_eq!(shared.onset_block.load(Ordering::SeqCst), 4);
    }

    #[test]
    fn a_held_lock_gives_a_period_of_silence_not_a_wait() {
        let (notices, _woken) = mpsc::sync_channel(1);
        let shared = Shared::new(notices);
        let held = shared.buffers();
        let mut out = [7_i16; 4];
        fill(&mut out, 2, &shared);
        assert_eq!(out, [0; 4]);
        drop(held);
    }

    #[test]
    fn the_volume_scales_and_a_mono_device_hears_both_sides() {
        let (notices, _woken) = mpsc::sync_channel(1);
        let shared = Shared::new(notices);
        shared.volume.store(0.5_f32.to_bits(), Ordering::Relaxed);
        shared.buffers().overlay.push_back([1.0, 0.0]);
        let mut out = [0.0_f32; 1];
        fill(&mut out, 1, &shared);
        assert!((out[0] - 0.25).abs() < 1e-6, "{out:?}");
    }
}
