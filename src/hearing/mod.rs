//! Listening at the table: an adapter outside the core that turns sound into what was heard.
//!
//! ```text
//!  microphone (annabella-sound) | --listen-file WAVs ──> Sound (16 kHz mono chunks, bounded queue)
//!        ──> Ear: voice activity → utterance → recogniser among the newest position's phrases
//!        ──> Heard (one typed event) ──> the runtime's inbox (a bounded share) ──> the table
//!  the carrier ──> PositionSlot (one slot, newest wins) ──> the Ear's next phrase book
//! ```
//!
//! The start of speech is sent at once (the table silences its speech: barge-in); the result
//! follows when the utterance ends. Nothing here decides what a heard word does at the table.

pub mod decoding;
mod ear;
mod files;
mod heard_sink;
mod microphone;
mod position_slot;
mod voice_activity;

use std::sync::mpsc;

use shakmaty::Chess;

use crate::core::table::{Heard, HearingTrouble};
use crate::core::voice::Voice;
use crate::hearing::decoding::{Listener, Pronunciations, SphinxListener, Utterance};

pub use ear::{Ear, Flow, HANDLED_LIMIT, Sound, heard_of, trouble};
pub use heard_sink::HeardSink;
pub use microphone::{Microphone, MicrophoneTrouble};
pub use position_slot::PositionSlot;
pub use voice_activity::{MAX_UTTERANCE_MS, VoiceActivity, VoiceEvent};

/// Chunks of sound waiting for the listener: about 10 s of a capture device's periods.
const SOUND_QUEUE: usize = 512;

/// Where the sound comes from.
#[derive(Debug)]
pub enum SoundSource {
    /// The system's default capture device, always listening (voice activity).
    Microphone,
    /// The system's default capture device, listened to only after `talk` (push-to-talk).
    MicrophoneOnTalk,
    /// Utterances read from WAV files (the test hook `--listen-file`), one talk each.
    Files(Vec<Utterance>),
    /// The same, each heard only after `talk` (push-to-talk).
    FilesOnTalk(Vec<Utterance>),
}

/// Starts listening on its own threads: what is heard goes to `sink`, in `voice`'s words,
/// among the legal moves of the position the table puts in the returned slot (at first
/// `position`). Trouble (no microphone, no recogniser) is sent as [`Heard::Stopped`].
pub fn start(
    source: SoundSource,
    voice: Voice,
    pronunciations: Result<Pronunciations, HearingTrouble>,
    position: &Chess,
    sink: HeardSink,
) -> PositionSlot {
    let positions = PositionSlot::new(position.clone());
    let slot = positions.clone();
    let spawned = std::thread::Builder::new()
        .name("annabella-listener".to_owned())
        .spawn(move || listen(source, voice, pronunciations, positions, &sink));
    if spawned.is_err() {
        tracing::warn!("the listener's thread could not start");
    }
    slot
}

/// The listener's thread: the recogniser is made here (it stays on this thread).
fn listen(
    source: SoundSource,
    voice: Voice,
    pronunciations: Result<Pronunciations, HearingTrouble>,
    positions: PositionSlot,
    sink: &HeardSink,
) {
    let pronunciations = match pronunciations {
        Ok(pronunciations) => pronunciations,
        Err(trouble) => {
            sink.send(Heard::Stopped(trouble));
            return;
        }
    };
    // The recogniser's companion is started here, on the listener's thread: only when listening
    // is asked for, and a missing program is said as listening starts.
    let started = SphinxListener::new()
        .map(SphinxListener::forgetting)
        .and_then(|mut listener| listener.start().map(|()| listener));
    let listener: Box<dyn Listener> = match started {
        Ok(listener) => Box::new(listener),
        Err(error) => {
            sink.send(Heard::Stopped(trouble(&error, &voice)));
            return;
        }
    };
    let (sounds, heard_sounds) = mpsc::sync_channel(SOUND_QUEUE);
    let on_talk = matches!(
        source,
        SoundSource::MicrophoneOnTalk | SoundSource::FilesOnTalk(_)
    );
    let _microphone = match source {
        SoundSource::Microphone | SoundSource::MicrophoneOnTalk => match Microphone::open(sounds) {
            Ok(microphone) => Some(microphone),
            Err(MicrophoneTrouble::NoDevice(problem)) => {
                tracing::warn!("no microphone: {problem}");
                sink.send(Heard::Stopped(HearingTrouble::NoMicrophone));
                return;
            }
            Err(MicrophoneTrouble::Companion(why)) => {
                sink.send(Heard::Stopped(HearingTrouble::CompanionFailed { why }));
                return;
            }
        },
        SoundSource::Files(utterances) | SoundSource::FilesOnTalk(utterances) => {
            let gate = on_talk.then(|| positions.clone());
            let fed = std::thread::Builder::new()
                .name("annabella-listen-files".to_owned())
                .spawn(move || files::feed(utterances, &sounds, gate.as_ref()));
            if fed.is_err() {
                sink.send(Heard::Stopped(HearingTrouble::RecogniserFailed));
                return;
            }
            None
        }
    };
    let ear = Ear::new(listener, voice, pronunciations, positions);
    let ear = if on_talk { ear.on_talk() } else { ear };
    ear.run(&heard_sounds, sink);
}

#[cfg(test)]
mod tests;
