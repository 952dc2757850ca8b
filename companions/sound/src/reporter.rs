//! An output's reporter: a thread woken by the device callback (and by the error callback, and
//! by annabella's questions) that reads what changed and sends it to annabella. The callback
//! never writes to the pipe itself: a write may wait.

use std::io;
use std::sync::atomic::Ordering;
use std::sync::mpsc::Receiver;
use std::sync::{Arc, PoisonError};

use annabella::companion::Outbox;
use annabella::sound::{BlockId, OutputId, SoundEvent};

use crate::callback::Shared;

/// What has been said already, so that each thing is said once.
#[derive(Debug, Default)]
struct Said {
    drained: BlockId,
    glitches: u64,
    failed: bool,
}

/// Starts `output`'s reporter; it ends when the output is closed or annabella has gone.
pub fn start(
    output: OutputId,
    shared: Arc<Shared>,
    woken: Receiver<()>,
    outbox: Outbox<SoundEvent>,
) -> io::Result<()> {
    std::thread::Builder::new()
        .name("audio-report".to_owned())
        .spawn(move || {
            let mut said = Said::default();
            while woken.recv().is_ok() && !shared.closed.load(Ordering::SeqCst) {
                let news = news(output, &shared, &mut said);
                if news.iter().any(|event| outbox.send(event).is_err()) {
                    return;
                }
            }
        })
        .map(drop)
}

/// What annabella has not heard yet.
fn news(output: OutputId, shared: &Shared, said: &mut Said) -> Vec<SoundEvent> {
    let mut news = Vec::new();
    // The block received is read before what is queued: a block sent after it makes the
    // queue non-empty, so "drained" is never said of a block still playing.
    let received = shared.received.load(Ordering::SeqCst);
    let queued = shared.queued.load(Ordering::SeqCst);
    let block = shared.onset_block.swap(0, Ordering::SeqCst);
    if block != 0 {
        let at = shared.onset_nanos.load(Ordering::SeqCst);
        let now = u64::try_from(shared.epoch.elapsed().as_nanos()).unwrap_or(u64::MAX);
        news.push(SoundEvent::Onset {
            output,
            block,
            ago_nanos: now.saturating_sub(at),
        });
    }
    if queued == 0 && received > said.drained {
        said.drained = received;
        news.push(SoundEvent::Drained {
            output,
            through: received,
        });
    }
    let glitches = shared.glitches.load(Ordering::Relaxed);
    if glitches > said.glitches {
        said.glitches = glitches;
        news.push(SoundEvent::Glitches {
            output,
            count: glitches,
        });
    }
    if !said.failed
        && let Some(detail) = shared
            .failure
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    {
        said.failed = true;
        news.push(SoundEvent::Failed { output, detail });
    }
    news
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::*;

    #[test]
    fn each_thing_is_said_once_and_drained_only_when_nothing_is_queued() {
        let (notices, _woken) = mpsc::sync_channel(1);
        let shared = Shared::new(notices);
        let mut said = Said::default();
        shared.received.store(2, Ordering::SeqCst);
        shared.queued.store(10, Ordering::SeqCst);
        shared.onset_block.store(2, Ordering::SeqCst);
        let first = news(7, &shared, &mut said);
        assert!(matches!(
            first.as_slice(),
            [SoundEvent::Onset {
                output: 7,
                block: 2,
                ..
            }]
        ));
        shared.queued.store(0, Ordering::SeqCst);
        shared.glitches.store(1, Ordering::Relaxed);
        *shared.failure.lock().unwrap() = Some("unplugged".to_owned());
        let second = news(7, &shared, &mut said);
        assert_eq!(
            second,
            [
                SoundEvent::Drained {
                    output: 7,
                    through: 2
                },
                SoundEvent::Glitches {
                    output: 7,
                    count: 1
                },
                SoundEvent::Failed {
                    output: 7,
                    detail: "unplugged".to_owned()
                },
            ]
        );
        assert!(news(7, &shared, &mut said).is_empty(), "nothing new");
    }
}
