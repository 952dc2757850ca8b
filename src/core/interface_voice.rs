//! A voice for sentences in an interface language chosen apart from it (`--lang fr` with the
//! fide voice): the board words stay the voice's ("Eva vier"), and everything else — the clock's
//! words and side names included — is in the interface language, so no sentence mixes two.

use super::catalogue::Catalogue;
use super::language::UiLanguage;
use super::voice::{ClockWords, Voice};

/// The catalogue keys of the clock's words (`clock-white` …), read only when the voice speaks
/// another language than the interface.
pub const CLOCK_KEYS: [&str; 14] = [
    "clock-white",
    "clock-black",
    "clock-hours",
    "clock-minutes",
    "clock-seconds",
    "clock-decimal-separator",
    "clock-moves",
    "clock-zero",
    "clock-control-reached",
    "clock-moves-to-control",
    "clock-used-on-move",
    "clock-flag",
    "clock-loses-on-time",
    "clock-draw-on-time",
];

/// `voice` for sentences in `language`.
pub fn for_interface(voice: Voice, language: UiLanguage) -> Voice {
    let clock = clock_words(Catalogue::of(language));
    voice.with_interface(language, clock)
}

/// The clock's words from a catalogue. Counts are formatted by the catalogue itself (its plural
/// rules, see `ClockSpeech`), so the one-and-many pair of a voice pack holds the same message.
pub fn clock_words(catalogue: &Catalogue) -> ClockWords {
    let [
        white,
        black,
        hours,
        minutes,
        seconds,
        decimal_separator,
        moves,
        zero,
        control_reached,
        moves_to_control,
        used_on_move,
        flag,
        loses_on_time,
        draw_on_time,
    ] = CLOCK_KEYS.map(|key| catalogue.template(key).to_owned());
    ClockWords {
        white,
        black,
        hour: hours.clone(),
        hours,
        minute: minutes.clone(),
        minutes,
        second: seconds.clone(),
        seconds,
        decimal_separator,
        one_move: moves.clone(),
        moves,
        zero,
        control_reached,
        moves_to_control,
        used_on_move,
        flag,
        loses_on_time,
        draw_on_time,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::clock_speech::{ClockSpeech, SecondsStyle};
    use crate::core::strings::UiLanguage as Ui;

    #[test]
    fn the_fide_voice_under_a_french_interface_says_the_clock_in_french_and_squares_in_fide_words()
    {
        let voice = for_interface(Voice::fide(), Ui::FRENCH);
        assert_eq!(voice.interface_language(), Ui::FRENCH);
        assert!(!voice.speaks_interface_language());
        assert_eq!(voice.speech_language(), "fr");
        assert_eq!(voice.clock_words().white, "Blancs");
        let speech = ClockSpeech::new(&voice, SecondsStyle::Tenths);
        assert_eq!(speech.duration(300_000), "5 minutes");
        // French says zero and one in the singular.
        assert_eq!(speech.moves(0), "0 coup");
        assert_eq!(speech.moves(1), "1 coup");
        assert_eq!(speech.moves(2), "2 coups");
        assert_eq!(speech.duration(61_000), "1 minute 1 seconde");
        assert_eq!(speech.duration(1_500), "1 virgule 5 seconde");
        assert_eq!(voice.file(shakmaty::File::E), "Eva");
    }

    #[test]
    fn the_voice_own_language_keeps_its_words_and_clips() {
        let voice = for_interface(Voice::fide(), Ui::GERMAN);
        assert!(voice.speaks_interface_language());
        assert_eq!(voice.speech_language(), "de");
        let speech = ClockSpeech::new(&voice, SecondsStyle::Tenths);
        assert_eq!(speech.duration(300_000), "fünf Minuten");
    }
}
