//! `annabella-sound`: annabella's sound card and microphone, a program of its own. It links
//! cpal and, through it, alsa-lib, so annabella itself loads neither at its start, and a crash
//! inside them ends only this program.
//!
//! annabella starts it when sound is first needed (an output or the microphone opened) and
//! keeps it for the run. It asks [`SoundQuestion`]s on stdin: open an output, play on it, open
//! the microphone; this program answers each open, and sends the events of each output (a
//! sound began, drained, a glitch, a failure) and the microphone's sound as they happen. When
//! annabella closes the pipe every device is closed and the program ends.
//!
//! [`SoundQuestion`]: annabella::sound::SoundQuestion

use std::process::ExitCode;

use annabella::companion::serve;
use annabella::sound::SoundQuestion;

mod alsa_messages;
mod buffers;
mod callback;
mod desk;
mod device;
mod microphone;
mod output;
mod reporter;

fn main() -> ExitCode {
    let mut desk = desk::Desk::default();
    let ended = serve(|question: SoundQuestion, outbox| desk.answer(question, outbox));
    // Every stream is closed before the program ends.
    drop(desk);
    ended
}
