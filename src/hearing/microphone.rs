//! The microphone: the system's default capture device, opened by the sound companion
//! (`annabella-sound`, where cpal runs), its sound made 16 kHz mono there and handed to the
//! listener in chunks. Nothing waits for the listener: the companion's callback never does,
//! and the link's reader drops a chunk that does not fit the listener's bounded queue when it
//! is behind (decoding).

use std::sync::mpsc::{self, SyncSender};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use super::ear::Sound;
use crate::core::message::{Message, Said};
use crate::sound::{OPEN_LIMIT, Route, SoundCompanion, SoundEvent, SoundQuestion};

/// How long opening may take: the companion's own limit, and a grace for starting it.
const ANSWER_LIMIT: Duration = Duration::from_secs(OPEN_LIMIT.as_secs() + 2);

/// Why the microphone did not open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MicrophoneTrouble {
    /// No capture device, or none that would start: what the system said.
    NoDevice(String),
    /// The sound companion could not be started or stopped: the part and what failed.
    Companion(Message),
}

/// The open microphone: the companion captures until this is dropped.
pub struct Microphone {
    companion: Arc<SoundCompanion>,
}

impl std::fmt::Debug for Microphone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Microphone").finish_non_exhaustive()
    }
}

/// The last word to the listener (the device gone, the companion lost), once: on a thread of
/// its own, as the listener may be behind and the link's reader must not wait for it.
fn tell_once(last: &Mutex<Option<SyncSender<Sound>>>, sound: Sound) {
    let Some(sounds) = last.lock().unwrap_or_else(PoisonError::into_inner).take() else {
        return;
    };
    let told = std::thread::Builder::new()
        .name("annabella-microphone-end".to_owned())
        .spawn(move || {
            let _ = sounds.send(sound);
        });
    if told.is_err() {
        tracing::warn!("the microphone's end could not be told to the listener");
    }
}

impl Microphone {
    /// Opens the default capture device; its sound goes to `sounds`.
    pub fn open(sounds: SyncSender<Sound>) -> Result<Microphone, MicrophoneTrouble> {
        let companion = SoundCompanion::running().map_err(|error| {
            tracing::warn!("sound companion: {error}");
            MicrophoneTrouble::Companion(error.message())
        })?;
        let (ready, opened) = mpsc::sync_channel(1);
        let last = Mutex::new(Some(sounds.clone()));
        companion.route(
            Route::Microphone,
            Arc::new(move |event| match event {
                Ok(SoundEvent::MicrophoneOpened) => {
                    let _ = ready.try_send(Ok(()));
                }
                Ok(SoundEvent::NoMicrophone { detail }) => {
                    let _ = ready.try_send(Err(MicrophoneTrouble::NoDevice(detail)));
                }
                Ok(SoundEvent::Captured { samples }) => {
                    // Dropped when the listener is behind: the reader never waits.
                    let _ = sounds.try_send(Sound::Samples(samples));
                }
                Ok(SoundEvent::MicrophoneGone) => tell_once(&last, Sound::DeviceGone),
                Ok(_) => {}
                Err(lost) => {
                    let _ = ready.try_send(Err(MicrophoneTrouble::Companion(lost.clone())));
                    tell_once(&last, Sound::CompanionLost(lost));
                }
            }),
        );
        let answer = match companion.send(&SoundQuestion::OpenMicrophone) {
            Ok(()) => opened.recv_timeout(ANSWER_LIMIT).unwrap_or_else(|_| {
                Err(MicrophoneTrouble::NoDevice(
                    "the capture device did not open in time".to_owned(),
                ))
            }),
            Err(error) => Err(MicrophoneTrouble::Companion(error.message())),
        };
        match answer {
            Ok(()) => Ok(Microphone { companion }),
            Err(trouble) => {
                companion.unroute(Route::Microphone);
                let _ = companion.send(&SoundQuestion::CloseMicrophone);
                Err(trouble)
            }
        }
    }
}

impl Drop for Microphone {
    fn drop(&mut self) {
        self.companion.unroute(Route::Microphone);
        let _ = self.companion.send(&SoundQuestion::CloseMicrophone);
    }
}
