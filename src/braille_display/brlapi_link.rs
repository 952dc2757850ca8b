//! The link to BRLTTY: one thread connects (`BrlAPI` reads `BRLAPI_HOST` and `BRLAPI_AUTH` as
//! BRLTTY's own clients do), takes the display for annabella's terminal, then writes the frames
//! the runtime leaves in a one-frame slot while a second thread waits for the display's keys.
//!
//! The terminal: the virtual console `BrlAPI` finds (`CONTROLVT`, or the console annabella runs
//! on), so BRLTTY hands the display back whenever another console has the focus; outside any
//! console (a terminal window, a remote shell) the root of BRLTTY's tree, which has the display
//! while no other client claims it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

use brlapi::{BrlApiError, Connection, TtyMode};

use super::keys::read_key;
use super::{BrailleDisplay, BrailleEvent, Sink};
use crate::core::braille_views::{BrailleTrouble, DisplaySize};

/// How long connecting may take: BRLTTY answers at once on this machine.
const CONNECT_LIMIT: Duration = Duration::from_secs(3);

/// The frame waiting to be written (a newer one replaces it), and whether the runtime is done.
#[derive(Debug, Default)]
struct FrameSlot {
    state: Mutex<(Option<Vec<u8>>, bool)>,
    changed: Condvar,
}

impl FrameSlot {
    fn put(&self, frame: Vec<u8>) {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.0 = Some(frame);
        self.changed.notify_one();
    }

    fn close(&self) {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.1 = true;
        self.changed.notify_one();
    }

    /// The next frame, waiting for it; `None` once closed.
    fn take(&self) -> Option<Vec<u8>> {
        let state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        let mut state = self
            .changed
            .wait_while(state, |(frame, closed)| frame.is_none() && !*closed)
            .unwrap_or_else(PoisonError::into_inner);
        if state.1 { None } else { state.0.take() }
    }
}

/// The display behind `BrlAPI`, as the runtime holds it.
#[derive(Debug)]
pub struct BrlapiDisplay {
    slot: Arc<FrameSlot>,
}

impl BrailleDisplay for BrlapiDisplay {
    fn show(&mut self, frame: Vec<u8>) {
        self.slot.put(frame);
    }
}

impl Drop for BrlapiDisplay {
    fn drop(&mut self) {
        self.slot.close();
    }
}

/// Starts the link: its news and keys go to `sink`; it never blocks the caller.
pub fn start(sink: Sink) -> BrlapiDisplay {
    let slot = Arc::new(FrameSlot::default());
    let link_slot = Arc::clone(&slot);
    let spawned = std::thread::Builder::new()
        .name("braille".to_owned())
        .spawn(move || run(&sink, &link_slot));
    if spawned.is_err() {
        // No thread, no display: said like a display that is not there.
        slot.close();
    }
    BrlapiDisplay { slot }
}

fn trouble(error: &BrlApiError) -> BrailleTrouble {
    match error {
        BrlApiError::TTYBusy | BrlApiError::DeviceBusy | BrlApiError::UnknownTTY => {
            BrailleTrouble::Refused
        }
        BrlApiError::UnexpectedEndOfFile | BrlApiError::LibCError | BrlApiError::Io(_) => {
            BrailleTrouble::Closed
        }
        _ => BrailleTrouble::NotRunning,
    }
}

/// Writes every cell's dots. `BrlAPI`'s `writeDots` sends the cells three times over (blank
/// wide text, and two masks), which for a display of more than about 680 cells (40 × 25,
/// 100 × 9) exceeds its 4096-byte packet and is refused as an invalid parameter; such a frame
/// goes as Unicode braille patterns instead (U+2800 plus the dots, one wide character a cell),
/// which BRLTTY shows as exactly those dots.
fn write_frame(writer: &brlapi::TextWriter<'_>, frame: &[u8]) -> Result<(), BrlApiError> {
    match writer.write_dots(frame) {
        Err(BrlApiError::InvalidParameter) => {
            writer.write_unicode(&unicode_braille(frame), brlapi::CursorPosition::Off)
        }
        written => written,
    }
}

/// The frame's cells as Unicode braille patterns (their bits are the dots, as `BrlAPI`'s).
fn unicode_braille(frame: &[u8]) -> String {
    frame
        .iter()
        .map(|&dots| char::from_u32(0x2800 + u32::from(dots)).unwrap_or(' '))
        .collect()
}

fn run(sink: &Sink, slot: &FrameSlot) {
    let settings = brlapi::ConnectionSettings::with_timeout(CONNECT_LIMIT);
    let connection = match Connection::open_with_settings(Some(&settings)) {
        Ok(connection) => connection,
        Err(error) => {
            sink.send(BrailleEvent::Unavailable(trouble(&error)));
            return;
        }
    };
    let size = match connection.display_size() {
        Ok((columns, rows)) if columns > 0 && rows > 0 => DisplaySize {
            columns: u16::try_from(columns).unwrap_or(u16::MAX),
            rows: u16::try_from(rows).unwrap_or(u16::MAX),
        },
        Ok(_) => {
            sink.send(BrailleEvent::Unavailable(BrailleTrouble::NoCells));
            return;
        }
        Err(error) => {
            sink.send(BrailleEvent::Unavailable(trouble(&error)));
            return;
        }
    };
    // The console BrlAPI finds, else the root of BRLTTY's tree.
    let tty = TtyMode::with_tty(&connection, None, None)
        .or_else(|_| TtyMode::with_path(&connection, &[], None));
    let tty = match tty {
        Ok(tty) => tty,
        Err(error) => {
            sink.send(BrailleEvent::Unavailable(match trouble(&error) {
                BrailleTrouble::NotRunning => BrailleTrouble::Refused,
                other => other,
            }));
            return;
        }
    };
    if !sink.send(BrailleEvent::Connected(size)) {
        return;
    }
    let lost = AtomicBool::new(false);
    let say_lost = |trouble: BrailleTrouble| {
        if !lost.swap(true, Ordering::SeqCst) {
            sink.send(BrailleEvent::Lost(trouble));
        }
    };
    let cells = size.cells();
    std::thread::scope(|scope| {
        let keys = std::thread::Builder::new()
            .name("braille keys".to_owned())
            .spawn_scoped(scope, || {
                let reader = tty.key_reader();
                loop {
                    match reader.read_key(true) {
                        Ok(Some(code)) => {
                            if let Some(key) = read_key(code)
                                && !sink.send(BrailleEvent::Key(key))
                            {
                                break;
                            }
                        }
                        Ok(None) => {}
                        Err(error) => {
                            say_lost(trouble(&error));
                            break;
                        }
                    }
                }
                // The writer stops with the keys: the display is gone.
                slot.close();
            });
        if keys.is_err() {
            say_lost(BrailleTrouble::Closed);
            return;
        }
        let writer = tty.writer();
        while let Some(mut frame) = slot.take() {
            // BrlAPI reads exactly one cell per dot of the display.
            frame.resize(cells, 0);
            if let Err(error) = write_frame(&writer, &frame) {
                say_lost(trouble(&error));
                break;
            }
        }
        // The key thread waits in BrlAPI until a key or the connection's end; the process
        // ending closes the connection, and BRLTTY takes the display back.
    });
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_frame_as_unicode_braille_keeps_every_dot() {
        assert_eq!(
            super::unicode_braille(&[0, 1, 0b1000_0001, 0xff]),
            "\u{2800}\u{2801}\u{2881}\u{28ff}"
        );
    }
}
