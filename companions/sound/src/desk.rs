//! Answers annabella's questions with the outputs and the microphone it opened.

use std::collections::HashMap;

use annabella::companion::Outbox;
use annabella::sound::{OutputId, SoundEvent, SoundQuestion, from_bits};

use crate::microphone::Microphone;
use crate::output::AudioOutput;

/// Every output open, by annabella's number, and the microphone if open.
#[derive(Debug, Default)]
pub struct Desk {
    outputs: HashMap<OutputId, AudioOutput>,
    microphone: Option<Microphone>,
}

impl Desk {
    /// Carries out `question`; an open is answered, the rest are not (their events follow).
    /// A question about an output that is not open (it failed to) is let go.
    pub fn answer(&mut self, question: SoundQuestion, outbox: &Outbox<SoundEvent>) {
        match question {
            SoundQuestion::Open { output, device } => {
                // A second open of the same number replaces the first.
                self.outputs.remove(&output);
                let event = match AudioOutput::open(output, device.as_deref(), outbox) {
                    Ok(opened) => {
                        let event = SoundEvent::Opened {
                            output,
                            rate: opened.rate(),
                            channels: opened.channels(),
                            name: opened.device_name().to_owned(),
                        };
                        self.outputs.insert(output, opened);
                        event
                    }
                    Err(problem) => SoundEvent::NotOpened { output, problem },
                };
                // A closed pipe: annabella has gone; the next read of stdin ends this program.
                let _ = outbox.send(&event);
            }
            SoundQuestion::Play {
                output,
                block,
                speakers,
                samples,
                starts,
                ends,
            } => {
                if let Some(opened) = self.outputs.get(&output) {
                    opened.play(block, &from_bits(&samples), speakers, starts, ends);
                }
            }
            SoundQuestion::PlayOver {
                output,
                block,
                speakers,
                samples,
            } => {
                if let Some(opened) = self.outputs.get(&output) {
                    opened.play_over(block, &from_bits(&samples), speakers);
                }
            }
            SoundQuestion::Clear { output } => {
                if let Some(opened) = self.outputs.get(&output) {
                    opened.clear();
                }
            }
            SoundQuestion::Volume { output, volume } => {
                if let Some(opened) = self.outputs.get(&output) {
                    opened.set_volume(volume);
                }
            }
            SoundQuestion::Close { output } => {
                self.outputs.remove(&output);
            }
            SoundQuestion::OpenMicrophone => {
                self.microphone = None;
                let event = match Microphone::open(outbox) {
                    Ok(microphone) => {
                        self.microphone = Some(microphone);
                        SoundEvent::MicrophoneOpened
                    }
                    Err(detail) => SoundEvent::NoMicrophone { detail },
                };
                let _ = outbox.send(&event);
            }
            SoundQuestion::CloseMicrophone => self.microphone = None,
        }
    }
}
