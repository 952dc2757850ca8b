//! The link to BRLTTY: connects (`BrlAPI` reads `BRLAPI_HOST` and `BRLAPI_AUTH` as BRLTTY's own
//! clients do), takes the display for annabella's terminal, then writes the frames annabella
//! leaves in the one-frame slot while a second thread waits for the display's keys.
//!
//! The terminal: the virtual console `BrlAPI` finds (`CONTROLVT`, or the console annabella runs
//! on: the companion inherits its environment and terminal), so BRLTTY hands the display back
//! whenever another console has the focus; outside any console (a terminal window, a remote
//! shell) the root of BRLTTY's tree, which has the display while no other client claims it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use annabella::braille_display::companion_wire::{BrailleReport, LinkTrouble};
use annabella::braille_display::frame_slot::FrameSlot;
use annabella::companion::Outbox;
use brlapi::{Connection, TtyMode};

use crate::cells::write_frame;
use crate::trouble::trouble;

/// How long connecting may take: BRLTTY answers at once on this machine.
const CONNECT_LIMIT: Duration = Duration::from_secs(3);

/// Sends `report` to annabella; `false` once it no longer listens.
fn report(outbox: &Outbox<BrailleReport>, report: BrailleReport) -> bool {
    outbox.send(&report).is_ok()
}

/// Connects, reports the display, then writes frames and reports keys until the display or
/// annabella goes.
pub fn run(outbox: &Outbox<BrailleReport>, slot: &FrameSlot) {
    let settings = brlapi::ConnectionSettings::with_timeout(CONNECT_LIMIT);
    let connection = match Connection::open_with_settings(Some(&settings)) {
        Ok(connection) => connection,
        Err(error) => {
            report(outbox, BrailleReport::Unavailable(trouble(&error)));
            return;
        }
    };
    let (columns, rows) = match connection.display_size() {
        Ok((columns, rows)) if columns > 0 && rows > 0 => (
            u16::try_from(columns).unwrap_or(u16::MAX),
            u16::try_from(rows).unwrap_or(u16::MAX),
        ),
        Ok(_) => {
            report(outbox, BrailleReport::Unavailable(LinkTrouble::NoCells));
            return;
        }
        Err(error) => {
            report(outbox, BrailleReport::Unavailable(trouble(&error)));
            return;
        }
    };
    // The console BrlAPI finds, else the root of BRLTTY's tree.
    let tty = TtyMode::with_tty(&connection, None, None)
        .or_else(|_| TtyMode::with_path(&connection, &[], None));
    let tty = match tty {
        Ok(tty) => tty,
        Err(error) => {
            let trouble = match trouble(&error) {
                LinkTrouble::NotRunning => LinkTrouble::Refused,
                other => other,
            };
            report(outbox, BrailleReport::Unavailable(trouble));
            return;
        }
    };
    if !report(outbox, BrailleReport::Connected { columns, rows }) {
        return;
    }
    let lost = AtomicBool::new(false);
    let say_lost = |trouble: LinkTrouble| {
        if !lost.swap(true, Ordering::SeqCst) {
            report(outbox, BrailleReport::Lost(trouble));
        }
    };
    let cells = usize::from(columns) * usize::from(rows);
    std::thread::scope(|scope| {
        let keys = std::thread::Builder::new()
            .name("braille keys".to_owned())
            .spawn_scoped(scope, || {
                let reader = tty.key_reader();
                loop {
                    match reader.read_key(true) {
                        // What a key means is annabella's to read: every key goes.
                        Ok(Some(code)) => {
                            if !report(outbox, BrailleReport::Key(code)) {
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
            say_lost(LinkTrouble::Closed);
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
        // The key thread waits in BrlAPI until a key or the connection's end; the program
        // ending (annabella closed its pipe) closes the connection, and BRLTTY takes the
        // display back.
    });
}
