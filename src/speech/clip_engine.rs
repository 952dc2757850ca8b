//! The `clips` engine: a [`ClipVoice`] played through one open [`AudioOutput`].

use std::path::{Path, PathBuf};
use std::time::Instant;

use super::audio::{AudioOutput, Speakers};
use super::clips::{ClipVoice, RATE_RANGE};
use super::earcons::Earcon;
use super::{Listener, SpeechEngine, SpeechError};

/// Where speech for the blind player alone ([`Listener::Private`]) is heard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrivateRoute {
    /// One speaker of the public device (an earphone on that channel); public speech plays on
    /// both speakers, so the player hears it too.
    Speaker(Speakers),
    /// A second output device, by name; public speech stays on the first.
    Device(String),
}

impl Default for PrivateRoute {
    fn default() -> Self {
        PrivateRoute::Speaker(Speakers::Left)
    }
}

/// How the clip engine reaches the sound card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClipOutputConfig {
    /// The public device by name; `None` for the system's default.
    pub device: Option<String>,
    pub private: PrivateRoute,
    /// Whether earcons are played.
    pub earcons: bool,
}

impl Default for ClipOutputConfig {
    fn default() -> Self {
        Self {
            device: None,
            private: PrivateRoute::default(),
            earcons: true,
        }
    }
}

/// Speaks with recorded clips through the sound card.
#[derive(Debug)]
pub struct ClipEngine {
    voice: ClipVoice,
    public: AudioOutput,
    /// A second device for private speech, if configured.
    private_device: Option<AudioOutput>,
    private_speakers: Speakers,
    speed: f32,
    earcons: bool,
}

impl ClipEngine {
    /// Opens the sound device(s) once, for the engine's lifetime. An absent device is an error.
    pub fn open(voice: ClipVoice, config: &ClipOutputConfig) -> Result<ClipEngine, SpeechError> {
        let public = AudioOutput::open(config.device.as_deref())?;
        let (private_device, private_speakers) = match &config.private {
            PrivateRoute::Speaker(speakers) => (None, *speakers),
            PrivateRoute::Device(name) => (Some(AudioOutput::open(Some(name))?), Speakers::Both),
        };
        Ok(ClipEngine {
            voice,
            public,
            private_device,
            private_speakers,
            speed: 1.0,
            earcons: config.earcons,
        })
    }

    pub fn voice(&self) -> &ClipVoice {
        &self.voice
    }

    /// The public output.
    pub fn output(&self) -> &AudioOutput {
        &self.public
    }

    /// Turns earcons on or off.
    pub fn set_earcons(&mut self, on: bool) {
        self.earcons = on;
    }

    pub fn earcons(&self) -> bool {
        self.earcons
    }

    /// Plays `earcon` at once on the public output, over any speech (nothing if earcons are
    /// off).
    pub fn play_earcon(&mut self, earcon: Earcon) -> Result<(), SpeechError> {
        self.check_outputs()?;
        if self.earcons {
            let samples = earcon.samples(self.public.rate());
            self.public.play_over(&samples, Speakers::Both);
        }
        Ok(())
    }

    /// When the first audible sample of the last utterance reached the device (measurement).
    pub fn onset(&self) -> Option<Instant> {
        self.private_device
            .as_ref()
            .and_then(AudioOutput::onset)
            .into_iter()
            .chain(self.public.onset())
            .min()
    }

    fn check_outputs(&self) -> Result<(), SpeechError> {
        for output in std::iter::once(&self.public).chain(&self.private_device) {
            if let Some(said) = output.lost() {
                return Err(SpeechError::Companion { said });
            }
            if let Some(failure) = output.failure() {
                return Err(SpeechError::SoundCard {
                    detail: format!("{} failed: {failure}", output.device_name()),
                });
            }
        }
        Ok(())
    }
}

impl SpeechEngine for ClipEngine {
    fn name(&self) -> &'static str {
        "clips"
    }

    fn speak(&mut self, text: &str, listener: Listener) -> Result<(), SpeechError> {
        self.check_outputs()?;
        let (output, speakers) = match (listener, &self.private_device) {
            (Listener::Public, _) => (&self.public, Speakers::Both),
            (Listener::Private, Some(device)) => (device, Speakers::Both),
            (Listener::Private, None) => (&self.public, self.private_speakers),
        };
        let samples = self
            .voice
            .render_at(text, output.rate(), self.speed)
            .map_err(SpeechError::NoRecording)?;
        output.play(&samples, speakers);
        Ok(())
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        self.public.clear();
        if let Some(device) = &self.private_device {
            device.clear();
        }
        Ok(())
    }

    fn is_speaking(&mut self) -> bool {
        self.public.is_playing()
            || self
                .private_device
                .as_ref()
                .is_some_and(AudioOutput::is_playing)
    }

    fn cue(&mut self, earcon: Earcon) -> Result<(), SpeechError> {
        self.play_earcon(earcon)
    }

    fn failure(&mut self) -> Option<SpeechError> {
        // The sound companion stopped: the part is named, once (the speech thread then falls
        // back), rather than the device's own words.
        let outputs = || std::iter::once(&self.public).chain(&self.private_device);
        if let Some(said) = outputs().find_map(AudioOutput::lost) {
            return Some(SpeechError::Companion { said });
        }
        outputs()
            .find_map(AudioOutput::failure)
            .map(|reason| SpeechError::SoundCard { detail: reason })
    }

    /// Applies from the next utterance: see [`ClipVoice::render_at`] for how.
    fn set_rate(&mut self, rate: f32) -> Result<(), SpeechError> {
        if !rate.is_finite() || rate <= 0.0 {
            return Err(SpeechError::BadRate {
                rate: rate.to_string(),
            });
        }
        self.speed = rate.clamp(RATE_RANGE.0, RATE_RANGE.1);
        Ok(())
    }

    /// Applies at once, also to speech already playing.
    fn set_volume(&mut self, volume: f32) -> Result<(), SpeechError> {
        self.public.set_volume(volume);
        if let Some(device) = &self.private_device {
            device.set_volume(volume);
        }
        Ok(())
    }
}

/// The clips folder of a voice pack file: `voices/fide.toml` → `voices/fide/clips`.
pub fn clips_dir_of_pack(pack_file: &Path) -> PathBuf {
    pack_file.with_extension("").join("clips")
}

/// The clips folder of a built-in voice (`fide`, `en`, `fr`), wherever the program is installed:
/// see [`crate::paths::voice_roots`] for where it looks. `None` if none holds it.
pub fn builtin_clips_dir(name: &str) -> Option<PathBuf> {
    crate::paths::builtin_clips_dir(name)
}
