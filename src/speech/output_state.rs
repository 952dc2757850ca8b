//! What annabella knows of one output of the sound companion, kept from the companion's events
//! by the link's reader thread and read without asking anyone: what is still playing, when the
//! last sound began, its glitches and failure, and whether the companion was lost.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use crate::core::message::Message;
use crate::sound::{BlockId, SoundEvent};

/// The block whose onset is awaited, and its onset once the companion has said it.
#[derive(Debug, Default)]
struct Onset {
    armed: BlockId,
    at: Option<Instant>,
}

/// One output's state.
#[derive(Debug, Default)]
pub(super) struct OutputState {
    /// The last block played or mixed over (blocks are numbered from 1).
    sent: AtomicU64,
    /// The last block the companion said had drained, or that a clear silenced.
    drained: AtomicU64,
    onset: Mutex<Onset>,
    glitches: AtomicU64,
    failure: Mutex<Option<String>>,
    /// Set with `lost_why`: read on every poll, so an atomic.
    lost: AtomicBool,
    lost_why: Mutex<Option<Message>>,
}

fn locked<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl OutputState {
    /// A new block, about to be sent: it plays from now until the companion says it drained.
    pub(super) fn next_block(&self) -> BlockId {
        self.sent.fetch_add(1, Ordering::SeqCst) + 1
    }

    /// `block` is the sound whose first audible sample is awaited from now.
    pub(super) fn arm(&self, block: BlockId) {
        *locked(&self.onset) = Onset {
            armed: block,
            at: None,
        };
    }

    /// Everything sent is silenced: nothing plays any more.
    pub(super) fn cleared(&self) {
        self.drained
            .fetch_max(self.sent.load(Ordering::SeqCst), Ordering::SeqCst);
    }

    pub(super) fn is_playing(&self) -> bool {
        !self.lost.load(Ordering::SeqCst)
            && self.sent.load(Ordering::SeqCst) > self.drained.load(Ordering::SeqCst)
    }

    pub(super) fn onset(&self) -> Option<Instant> {
        locked(&self.onset).at
    }

    pub(super) fn glitches(&self) -> u64 {
        self.glitches.load(Ordering::Relaxed)
    }

    pub(super) fn failure(&self) -> Option<String> {
        locked(&self.failure).clone()
    }

    pub(super) fn lost(&self) -> Option<Message> {
        locked(&self.lost_why).clone()
    }

    /// One of the companion's events about this output.
    pub(super) fn take(&self, event: SoundEvent) {
        match event {
            SoundEvent::Onset {
                block, ago_nanos, ..
            } => {
                let mut onset = locked(&self.onset);
                if onset.armed == block {
                    // The pipe's own delay (microseconds) is left in: the onset is a little
                    // late, never early.
                    onset.at = Instant::now().checked_sub(Duration::from_nanos(ago_nanos));
                }
            }
            SoundEvent::Drained { through, .. } => {
                self.drained.fetch_max(through, Ordering::SeqCst);
            }
            SoundEvent::Glitches { count, .. } => {
                self.glitches.fetch_max(count, Ordering::Relaxed);
            }
            SoundEvent::Failed { detail, .. } => *locked(&self.failure) = Some(detail),
            SoundEvent::Opened { .. }
            | SoundEvent::NotOpened { .. }
            | SoundEvent::MicrophoneOpened
            | SoundEvent::NoMicrophone { .. }
            | SoundEvent::Captured { .. }
            | SoundEvent::MicrophoneGone => {}
        }
    }

    /// The companion is gone: nothing plays any more, and `why` is the output's failure.
    pub(super) fn lose(&self, why: Message) {
        *locked(&self.lost_why) = Some(why);
        self.lost.store(true, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_plays_from_when_it_is_sent_until_the_companion_says_it_drained() {
        let state = OutputState::default();
        assert!(!state.is_playing());
        let first = state.next_block();
        assert!(state.is_playing());
        let second = state.next_block();
        state.take(SoundEvent::Drained {
            output: 0,
            through: first,
        });
        assert!(state.is_playing(), "the second is still queued");
        state.take(SoundEvent::Drained {
            output: 0,
            through: second,
        });
        assert!(!state.is_playing());
        // A late event about an earlier block changes nothing.
        let third = state.next_block();
        state.take(SoundEvent::Drained {
            output: 0,
            through: first,
        });
        assert!(state.is_playing());
        state.cleared();
        assert!(!state.is_playing(), "a clear silences at once");
        assert!(third > second);
    }

    #[test]
    fn only_the_armed_blocks_onset_counts() {
        let state = OutputState::default();
        let first = state.next_block();
        state.arm(first);
        let second = state.next_block();
        state.arm(second);
        state.take(SoundEvent::Onset {
            output: 0,
            block: first,
            ago_nanos: 0,
        });
        assert_eq!(state.onset(), None, "the earlier block's onset is stale");
        let before = Instant::now();
        state.take(SoundEvent::Onset {
            output: 0,
            block: second,
            ago_nanos: 10_000_000_000,
        });
        let onset = state.onset().expect("the armed block's onset");
        assert!(onset < before, "{onset:?} is ten seconds before {before:?}");
    }

    #[test]
    fn a_lost_companion_plays_nothing_and_says_why() {
        let state = OutputState::default();
        state.next_block();
        state.lose(Message::new("companion-ended"));
        assert!(!state.is_playing());
        assert_eq!(state.lost().map(|why| why.key()), Some("companion-ended"));
        state.take(SoundEvent::Glitches {
            output: 0,
            count: 3,
        });
        state.take(SoundEvent::Failed {
            output: 0,
            detail: "unplugged".to_owned(),
        });
        assert_eq!(state.glitches(), 3);
        assert_eq!(state.failure().as_deref(), Some("unplugged"));
    }
}
