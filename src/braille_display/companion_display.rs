//! The display through its companion: `annabella-braille`, the program that alone links
//! `BrlAPI`, is started when a display is asked for (`--braille`), once per display, and kept
//! running while the display is held. A thread of the link's own hands it the frames the runtime
//! leaves in a one-frame slot; the companion's reader hands its news and keys to the sink.
//!
//! A companion that cannot be started is said as no display; one that stops (a crash inside
//! `BrlAPI`, or killed) as the display lost: once, and the game goes on. A display asked for
//! again (the training after the game) starts a new companion.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::companion_wire::{BrailleQuestion, BrailleReport};
use super::frame_slot::FrameSlot;
use super::keys::read_key;
use super::{BrailleDisplay, BrailleEvent, Sink};
use crate::companion::{Companion, CompanionError, CompanionLink};
use crate::core::braille_views::{BrailleTrouble, DisplaySize};

/// The display behind the companion, as the runtime holds it.
#[derive(Debug)]
pub struct CompanionDisplay {
    slot: Arc<FrameSlot>,
}

impl BrailleDisplay for CompanionDisplay {
    fn show(&mut self, frame: Vec<u8>) {
        self.slot.put(frame);
    }
}

impl Drop for CompanionDisplay {
    fn drop(&mut self) {
        self.slot.close();
    }
}

/// Starts the link: its news and keys go to `sink`; it never blocks the caller.
pub fn start(sink: Sink) -> CompanionDisplay {
    let slot = Arc::new(FrameSlot::default());
    let link_slot = Arc::clone(&slot);
    let spawned = std::thread::Builder::new()
        .name("braille".to_owned())
        .spawn(move || run(&sink, &link_slot));
    if spawned.is_err() {
        // No thread, no display.
        slot.close();
    }
    CompanionDisplay { slot }
}

/// Why there is no display, when its companion is the cause.
pub fn trouble(error: &CompanionError) -> BrailleTrouble {
    match error {
        CompanionError::NotInstalled { .. } | CompanionError::CannotStart { .. } => {
            BrailleTrouble::CompanionMissing
        }
        CompanionError::Ended { .. }
        | CompanionError::Garbled { .. }
        | CompanionError::Silent { .. } => BrailleTrouble::CompanionStopped,
    }
}

fn run(sink: &Sink, slot: &FrameSlot) {
    let letting_go = Arc::new(AtomicBool::new(false));
    let mut reports = Reports {
        sink: sink.clone(),
        connected: false,
        finished: false,
        letting_go: Arc::clone(&letting_go),
    };
    let link = CompanionLink::<BrailleQuestion>::start(Companion::BrailleDisplay, move |report| {
        reports.read(report);
    });
    let mut link = match link {
        Ok(link) => link,
        Err(error) => {
            // The places searched or the system's reason, for whoever reads the log.
            tracing::warn!("the braille display's companion: {error}");
            sink.send(BrailleEvent::Unavailable(trouble(&error)));
            return;
        }
    };
    // A failed send stops the companion: its reader then says it ended.
    if link.send(&BrailleQuestion::Connect).is_err() {
        return;
    }
    while let Some(frame) = slot.take() {
        if link.send(&BrailleQuestion::Show(frame)).is_err() {
            return;
        }
    }
    // The display is let go: the companion's end is no news, and its closed pipe ends it.
    letting_go.store(true, Ordering::SeqCst);
}

/// The companion's reports read into the display's events, on its reader's thread.
struct Reports {
    sink: Sink,
    /// The display was taken: the companion's end is the display lost, not none found.
    connected: bool,
    /// No display, or no longer: what comes after is no news.
    finished: bool,
    letting_go: Arc<AtomicBool>,
}

impl Reports {
    fn read(&mut self, report: Result<BrailleReport, CompanionError>) {
        let event = match report {
            Ok(BrailleReport::Connected { columns, rows }) => {
                self.connected = true;
                BrailleEvent::Connected(DisplaySize { columns, rows })
            }
            Ok(BrailleReport::Key(code)) => match read_key(code) {
                Some(key) => BrailleEvent::Key(key),
                None => return,
            },
            Ok(BrailleReport::Unavailable(trouble)) => {
                self.finished = true;
                BrailleEvent::Unavailable(trouble.into())
            }
            Ok(BrailleReport::Lost(trouble)) => {
                self.finished = true;
                BrailleEvent::Lost(trouble.into())
            }
            Err(error) => {
                if std::mem::replace(&mut self.finished, true)
                    || self.letting_go.load(Ordering::SeqCst)
                {
                    return;
                }
                tracing::warn!("the braille display's companion: {error}");
                if self.connected {
                    BrailleEvent::Lost(trouble(&error))
                } else {
                    BrailleEvent::Unavailable(trouble(&error))
                }
            }
        };
        self.sink.send(event);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc::channel;

    use super::*;
    use crate::core::braille_views::BrailleKey;

    fn reading() -> (Reports, std::sync::mpsc::Receiver<BrailleEvent>) {
        let (sender, events) = channel();
        let sink = Sink::new(move |timed| sender.send(timed.event).is_ok());
        let reports = Reports {
            sink,
            connected: false,
            finished: false,
            letting_go: Arc::new(AtomicBool::new(false)),
        };
        (reports, events)
    }

    fn ended() -> CompanionError {
        CompanionError::Ended {
            companion: Companion::BrailleDisplay,
        }
    }

    #[test]
    fn a_companion_that_ends_after_the_display_came_is_the_display_lost_said_once() {
        let (mut reports, events) = reading();
        reports.read(Ok(BrailleReport::Connected {
            columns: 40,
            rows: 1,
        }));
        reports.read(Ok(BrailleReport::Key(0x2000_0018)));
        // A key annabella does not use is no event.
        reports.read(Ok(BrailleReport::Key(0x0000_FF0D)));
        reports.read(Err(ended()));
        reports.read(Err(ended()));
        let got: Vec<BrailleEvent> = events.try_iter().collect();
        assert_eq!(
            got,
            [
                BrailleEvent::Connected(DisplaySize::line(40)),
                BrailleEvent::Key(BrailleKey::PanRight),
                BrailleEvent::Lost(BrailleTrouble::CompanionStopped),
            ]
        );
    }

    #[test]
    fn a_companion_that_ends_before_any_display_is_no_display_and_after_its_word_no_news() {
        let (mut reports, events) = reading();
        reports.read(Err(ended()));
        assert_eq!(
            events.try_iter().collect::<Vec<_>>(),
            [BrailleEvent::Unavailable(BrailleTrouble::CompanionStopped)]
        );
        let (mut reports, events) = reading();
        reports.read(Ok(BrailleReport::Unavailable(
            super::super::companion_wire::LinkTrouble::NotRunning,
        )));
        reports.read(Err(ended()));
        assert_eq!(
            events.try_iter().collect::<Vec<_>>(),
            [BrailleEvent::Unavailable(BrailleTrouble::NotRunning)]
        );
    }

    #[test]
    fn a_missing_program_is_the_companion_missing() {
        let error = Companion::BrailleDisplay.locate_in(vec![std::path::PathBuf::from("/nowhere")]);
        let Err(error) = error else {
            panic!("found {error:?}");
        };
        assert_eq!(trouble(&error), BrailleTrouble::CompanionMissing);
    }
}
