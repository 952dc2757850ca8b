//! The companions annabella has, and the words that name them.

use crate::core::message::Message;

/// The companions annabella has: each a program of its own beside `annabella`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Companion {
    /// Spoken moves heard with pocketsphinx.
    Listening,
    /// A braille display through BRLTTY's API.
    BrailleDisplay,
    /// System speech through speech-dispatcher.
    Speech,
    /// The sound card and the microphone through cpal and alsa-lib.
    Sound,
    /// The arbiter's console's own MQTT broker (rumqttd).
    Broker,
    /// E-boards over Bluetooth LE through `BlueZ`'s D-Bus interface.
    Bluetooth,
}

impl Companion {
    /// Every companion.
    pub const ALL: [Companion; 6] = [
        Self::Listening,
        Self::BrailleDisplay,
        Self::Speech,
        Self::Sound,
        Self::Broker,
        Self::Bluetooth,
    ];

    /// The file name of its program.
    pub const fn program(self) -> &'static str {
        match self {
            Self::Listening => "annabella-listen",
            Self::BrailleDisplay => "annabella-braille",
            Self::Speech => "annabella-speech",
            Self::Sound => "annabella-sound",
            Self::Broker => "annabella-broker",
            Self::Bluetooth => "annabella-bluetooth",
        }
    }

    /// Whether a sealed table may run it: the hall's broker is the arbiter's console's, never a
    /// table's, so the seal does not allow its program.
    pub const fn runs_sealed(self) -> bool {
        !matches!(self, Self::Broker)
    }

    /// The part of annabella it is, as words.
    pub fn part(self) -> Message {
        Message::new(match self {
            Self::Listening => "companion-part-listening",
            Self::BrailleDisplay => "companion-part-braille",
            Self::Speech => "companion-part-speech",
            Self::Sound => "companion-part-sound",
            Self::Broker => "companion-part-broker",
            Self::Bluetooth => "companion-part-bluetooth",
        })
    }
}
