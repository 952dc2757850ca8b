//! A time control in words, as the talking clock says it: "Sanduhr, drei Minuten", "forty moves
//! in ninety minutes, plus thirty seconds a move, then thirty minutes, plus thirty seconds a move".
//!
//! Times are said exactly, never rounded: a control is a rule, not a reading. Tenths are said below
//! a minute; anything finer is said in milliseconds ("two seconds two hundred fifty milliseconds").

use super::clock::{Bonus, Period, TimeControl};
use super::clock_speech::{ClockSpeech, SecondsStyle};
use super::message::{Message, Sentences};
use super::strings::Strings;
use super::voice::Voice;

/// `control` in the words of `voice`, with the app's phrases from `s`.
///
/// ```
/// use annabella::core::control_words::control_in_words;
/// use annabella::core::strings::UiLanguage;
/// use annabella::core::voice::Voice;
///
/// let sandglass = "*180".parse().unwrap();
/// assert_eq!(control_in_words(&sandglass, &Voice::fide(), UiLanguage::GERMAN.strings()), "Sanduhr, drei Minuten");
/// ```
pub fn control_in_words(control: &TimeControl, voice: &Voice, s: &Strings) -> String {
    let speech = ClockSpeech::new(voice, SecondsStyle::Tenths);
    if control.is_sandglass() {
        let ms = control.starting_ms();
        return s.say(&Message::new("control-sandglass").text("time", exact(&speech, s, ms)));
    }
    let then = format!(", {} ", s.control_then);
    control
        .periods()
        .iter()
        .map(|period| period_in_words(period, &speech, s))
        .collect::<Vec<_>>()
        .join(&then)
}

fn period_in_words(period: &Period, speech: &ClockSpeech<'_>, s: &Strings) -> String {
    let base = exact(speech, s, period.base_ms);
    let mut words = match period.moves {
        Some(moves) => s.say(
            &Message::new("control-moves-in")
                .text("moves", speech.moves(u64::from(moves.get())))
                .text("time", base),
        ),
        None => base,
    };
    let bonus = match period.bonus {
        Bonus::None => None,
        Bonus::Increment(ms) => Some((Message::new("control-increment"), ms)),
        Bonus::Delay(ms) => Some((Message::new("control-delay"), ms)),
        Bonus::Bronstein(ms) => Some((Message::new("control-bronstein"), ms)),
    };
    // `300+0` is said as `300`: a zero increment is no increment.
    if let Some((message, ms)) = bonus.filter(|(_, ms)| *ms > 0) {
        words.push_str(", ");
        words.push_str(&s.say(&message.text("time", exact(speech, s, ms))));
    }
    words
}

/// A duration said exactly: tenths below a minute, milliseconds for anything finer.
fn exact(speech: &ClockSpeech<'_>, s: &Strings, ms: u64) -> String {
    let said_exactly = ms.is_multiple_of(1000) || (ms < 60_000 && ms.is_multiple_of(100));
    if said_exactly {
        return speech.duration(ms);
    }
    let fraction = s.say(
        &Message::new("milliseconds")
            .count("count", ms % 1000)
            .text("n", speech.number(ms % 1000)),
    );
    if ms < 1000 {
        fraction
    } else {
        format!("{} {fraction}", speech.duration(ms / 1000 * 1000))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::strings::UiLanguage;

    /// `spec` said by the voice named, with the sentences of the voice's own language.
    fn words(spec: &str, voice: &str) -> String {
        let voice = match voice {
            "fide" => Voice::fide(),
            name => Voice::builtin(name).unwrap(),
        };
        control_in_words(
            &spec.parse().unwrap(),
            &voice,
            UiLanguage::of(&voice).strings(),
        )
    }

    #[test]
    fn a_sandglass_is_said_in_every_language() {
        assert_eq!(words("*180", "en"), "sandglass, three minutes");
        assert_eq!(words("*180", "fr"), "sablier, trois minutes");
        assert_eq!(words("*180", "fide"), "Sanduhr, drei Minuten");
        assert_eq!(
            words("*90.5", "en"),
            "sandglass, one minute thirty seconds five hundred milliseconds"
        );
    }

    #[test]
    fn periods_and_bonuses_are_said_exactly() {
        assert_eq!(
            words("40/5400+30:1800+30", "en"),
            "forty moves in one hour thirty minutes, plus thirty seconds a move, then thirty \
             minutes, plus thirty seconds a move"
        );
        assert_eq!(
            words("300d5", "fide"),
            "fünf Minuten, fünf Sekunden Verzögerung pro Zug"
        );
        assert_eq!(
            words("120b2", "fr"),
            "deux minutes, délai Bronstein de deux secondes par coup"
        );
        // Not rounded: 50 ms is not "zero seconds", 2.25 s is not "two point two".
        assert_eq!(
            words("10+0.05", "en"),
            "ten seconds, plus fifty milliseconds a move"
        );
        assert_eq!(
            words("10+2.5", "en"),
            "ten seconds, plus two point five seconds a move"
        );
        assert_eq!(
            words("10+2.25", "en"),
            "ten seconds, plus two seconds two hundred fifty milliseconds a move"
        );
    }
}
