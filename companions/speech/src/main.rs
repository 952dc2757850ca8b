//! `annabella-speech`: annabella's system speech, a program of its own. It links the speech
//! server's client library (speech-dispatcher on Linux, the `tts` crate elsewhere), so annabella
//! itself loads none of it, and a crash inside it ends only this program.
//!
//! annabella starts it when system speech is chosen and asks it [`SpeechQuestion`]s on stdin;
//! it answers each in order on stdout, and sends the server's utterance events as they come.
//! When annabella closes the pipe it lets go of the server, and stops a speech server its
//! connection started.

use std::process::ExitCode;

use annabella::companion::serve;
use annabella::speech::SpeechQuestion;

mod server;
mod speaker;
#[cfg(target_os = "linux")]
mod speechd;
mod system;

fn main() -> ExitCode {
    let mut speaker = speaker::Speaker::default();
    let ended = serve(|question: SpeechQuestion, outbox| speaker.answer(question, outbox));
    // Let go of the connection first: the server it may have started is then ours to stop.
    drop(speaker);
    annabella::speech::stop_spawned_servers();
    ended
}
