//! The sound card, as annabella holds it: one output of the sound companion
//! (`annabella-sound`, which runs the cpal stream and its callback that never blocks), fed over
//! the companion's pipe.
//!
//! [`AudioOutput::open`] asks the companion to open a device once; everything played afterwards
//! (words, earcons) is sent to it and appended to the buffer its device's callback drains.
//! What the companion says back (a sound that began, drained, a glitch, a failure) is kept in
//! an [`OutputState`] by the link's reader thread: asking whether sound is still playing reads
//! a counter, takes no lock and sends nothing, and a sound is playing from [`AudioOutput::play`]
//! until the companion says it drained, so asking right after `play` never says no.
//!
//! The companion is started at the first open and kept for the run; without it (not
//! installed) the output does not open and says why, naming the part; should it stop, every
//! output is said to have failed, once, naming the part.

use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::SpeechError;
use super::output_state::OutputState;
use crate::companion::CompanionError;
use crate::core::message::{Message, Said};
use crate::sound::{
    OPEN_LIMIT, OVER_LIMIT, OpenProblem, OutputId, PIECE, Route, SoundCompanion, SoundEvent,
    SoundQuestion, to_bits,
};

pub use crate::sound::Speakers;

/// How long annabella waits for the companion to open a device: its own limit for the opening,
/// again for the stream's first callbacks, and a grace for starting the program.
const ANSWER_LIMIT: Duration = Duration::from_secs(2 * OPEN_LIMIT.as_secs() + 2);

/// What the device accepted.
#[derive(Debug, Clone)]
struct Opened {
    rate: u32,
    channels: u16,
    name: String,
}

/// An open sound output.
pub struct AudioOutput {
    companion: Arc<SoundCompanion>,
    output: OutputId,
    state: Arc<OutputState>,
    rate: u32,
    channels: u16,
    name: String,
}

impl std::fmt::Debug for AudioOutput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AudioOutput")
            .field("device", &self.name)
            .field("rate", &self.rate)
            .field("channels", &self.channels)
            .finish_non_exhaustive()
    }
}

/// The companion could not be started, or stopped: the part and what failed.
fn companion_failed(error: &CompanionError) -> SpeechError {
    tracing::warn!("sound companion: {error}");
    SpeechError::Companion {
        said: error.message(),
    }
}

fn not_opened(problem: OpenProblem) -> SpeechError {
    match problem {
        OpenProblem::CannotOpen { what, detail } => SpeechError::CannotOpen { what, detail },
        OpenProblem::NotAnswering { what } => SpeechError::OpenNotAnswering {
            what,
            limit: OPEN_LIMIT,
        },
        OpenProblem::NoThread { detail } => SpeechError::NoThread { detail },
    }
}

impl AudioOutput {
    /// Opens the default output device (`None`) or the one named `device` (its cpal id, such
    /// as `hw:CARD=PCH,DEV=0`, or its description's name), and starts its stream.
    pub fn open(device: Option<&str>) -> Result<AudioOutput, SpeechError> {
        let companion = SoundCompanion::running().map_err(|error| companion_failed(&error))?;
        let output = companion.new_output();
        let state = Arc::new(OutputState::default());
        let (answered, answer) = mpsc::sync_channel::<Result<Opened, SpeechError>>(1);
        let events = Arc::clone(&state);
        companion.route(
            Route::Output(output),
            Arc::new(move |event| match event {
                Ok(SoundEvent::Opened {
                    rate,
                    channels,
                    name,
                    ..
                }) => {
                    let _ = answered.try_send(Ok(Opened {
                        rate,
                        channels,
                        name,
                    }));
                }
                Ok(SoundEvent::NotOpened { problem, .. }) => {
                    let _ = answered.try_send(Err(not_opened(problem)));
                }
                Ok(event) => events.take(event),
                Err(lost) => {
                    events.lose(lost.clone());
                    let _ = answered.try_send(Err(SpeechError::Companion { said: lost }));
                }
            }),
        );
        let asked = companion.send(&SoundQuestion::Open {
            output,
            device: device.map(str::to_owned),
        });
        let answer = match asked {
            Ok(()) => answer.recv_timeout(ANSWER_LIMIT).unwrap_or_else(|_| {
                let _ = companion.send(&SoundQuestion::Close { output });
                Err(SpeechError::OpenNotAnswering {
                    what: device.unwrap_or("the default sound device").to_owned(),
                    limit: OPEN_LIMIT,
                })
            }),
            Err(error) => Err(companion_failed(&error)),
        };
        match answer {
            Ok(opened) => Ok(AudioOutput {
                companion,
                output,
                state,
                rate: opened.rate,
                channels: opened.channels,
                name: opened.name,
            }),
            Err(error) => {
                companion.unroute(Route::Output(output));
                Err(error)
            }
        }
    }

    /// Samples per second the device plays.
    pub fn rate(&self) -> u32 {
        self.rate
    }

    /// The device's channel count.
    pub fn channels(&self) -> u16 {
        self.channels
    }

    /// The device's name.
    pub fn device_name(&self) -> &str {
        &self.name
    }

    /// Appends mono `samples` (at [`AudioOutput::rate`]) to the speech buffer, on `speakers`.
    /// On a mono device every sound plays on its one speaker. A long sound goes in pieces: the
    /// device starts on the first while the rest follows.
    pub fn play(&self, samples: &[f32], speakers: Speakers) {
        let block = self.state.next_block();
        self.state.arm(block);
        let pieces = samples.len().div_ceil(PIECE).max(1);
        for (index, piece) in samples
            .chunks(PIECE)
            .chain(samples.is_empty().then_some(samples))
            .enumerate()
        {
            let sent = self.companion.send(&SoundQuestion::Play {
                output: self.output,
                block,
                speakers,
                samples: to_bits(piece),
                starts: index == 0,
                ends: index + 1 == pieces,
            });
            // A companion gone is told to the state by the link's reader.
            if sent.is_err() {
                return;
            }
        }
    }

    /// Plays mono `samples` at once, mixed over any speech in progress (at most
    /// [`OVER_LIMIT`] of them: earcons last under a second).
    pub fn play_over(&self, samples: &[f32], speakers: Speakers) {
        let block = self.state.next_block();
        let _ = self.companion.send(&SoundQuestion::PlayOver {
            output: self.output,
            block,
            speakers,
            samples: to_bits(&samples[..samples.len().min(OVER_LIMIT)]),
        });
    }

    /// Silences everything queued.
    pub fn clear(&self) {
        self.state.cleared();
        let _ = self.companion.send(&SoundQuestion::Clear {
            output: self.output,
        });
    }

    /// Whether sound played has not yet all been handed to the device.
    /// Reads two counters, without a lock or a question: polling never waits.
    pub fn is_playing(&self) -> bool {
        self.state.is_playing()
    }

    /// Volume from 0.0 (silent) to 1.0; applies at once, also to sound already queued.
    pub fn set_volume(&self, volume: f32) {
        let _ = self.companion.send(&SoundQuestion::Volume {
            output: self.output,
            volume,
        });
    }

    /// When the device callback wrote the first audible sample of the sound last passed to
    /// [`AudioOutput::play`], if it has. For latency measurements.
    pub fn onset(&self) -> Option<Instant> {
        self.state.onset()
    }

    /// How many passing errors (underruns and the like) the stream has recovered from.
    pub fn glitches(&self) -> u64 {
        self.state.glitches()
    }

    /// The error that ended the running stream, if any (a device unplugged, a server gone).
    pub fn failure(&self) -> Option<String> {
        self.state.failure()
    }

    /// Why the sound companion stopped, if it did: nothing plays any more.
    pub fn lost(&self) -> Option<Message> {
        self.state.lost()
    }
}

impl Drop for AudioOutput {
    fn drop(&mut self) {
        self.companion.unroute(Route::Output(self.output));
        let _ = self.companion.send(&SoundQuestion::Close {
            output: self.output,
        });
    }
}
