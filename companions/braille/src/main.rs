//! `annabella-braille`: annabella's braille display companion, the one program that links
//! `BrlAPI` (and libsystemd, libgcrypt and the compression libraries under it). annabella starts
//! it when a display is asked for (`--braille`); it reads annabella's questions on stdin (connect,
//! then frames) and reports the link's news and the display's keys on stdout. annabella closing
//! the pipe lets the display go: the program ends, and BRLTTY takes the display back.

mod cells;
mod link;
mod trouble;

use std::process::ExitCode;
use std::sync::Arc;

use annabella::braille_display::companion_wire::{BrailleQuestion, BrailleReport, LinkTrouble};
use annabella::braille_display::frame_slot::FrameSlot;
use annabella::companion::{Outbox, serve};

fn main() -> ExitCode {
    let slot = Arc::new(FrameSlot::default());
    let mut linked = false;
    let ended = serve(
        |question: BrailleQuestion, outbox: &Outbox<BrailleReport>| match question {
            // Asked once; a second asking changes nothing.
            BrailleQuestion::Connect if !linked => {
                linked = true;
                let (link_outbox, link_slot) = (outbox.clone(), Arc::clone(&slot));
                let spawned = std::thread::Builder::new()
                    .name("braille".to_owned())
                    .spawn(move || {
                        link::run(&link_outbox, &link_slot);
                        // No display, or no longer one (said already): nothing is left to do,
                        // and a program kept idle for the rest of the game helps nobody.
                        std::process::exit(0)
                    });
                if spawned.is_err() {
                    let _ = outbox.send(&BrailleReport::Unavailable(LinkTrouble::Closed));
                }
            }
            BrailleQuestion::Connect => {}
            BrailleQuestion::Show(frame) => slot.put(frame),
        },
    );
    slot.close();
    ended
}
