//! What the clock says: a [`ClockNotice`] in the words of a voice, durations rounded down.

use super::config::SecondsStyle;
use super::notice::ClockNotice;
use crate::core::catalogue::{Arg, Catalogue};
use crate::core::clock::Color;
use crate::core::message::Message;
use crate::core::voice::Voice;

/// Puts [`ClockNotice`] into the words of a voice.
#[derive(Debug, Clone, Copy)]
pub struct ClockSpeech<'v> {
    voice: &'v Voice,
    seconds: SecondsStyle,
}

impl<'v> ClockSpeech<'v> {
    pub fn new(voice: &'v Voice, seconds: SecondsStyle) -> Self {
        Self { voice, seconds }
    }

    /// A duration in words, rounded down (see the module documentation).
    ///
    /// ```
    /// use annabella::core::clock_speech::{ClockSpeech, SecondsStyle};
    /// use annabella::core::voice::Voice;
    ///
    /// let voice = Voice::fide();
    /// let speech = ClockSpeech::new(&voice, SecondsStyle::Tenths);
    /// assert_eq!(speech.duration(4_320_000), "eine Stunde zwölf Minuten");
    /// assert_eq!(speech.duration(9_599), "neun Komma fünf Sekunden");
    /// ```
    pub fn duration(&self, ms: u64) -> String {
        let words = self.voice.clock_words();
        if ms < 60_000 && self.seconds == SecondsStyle::Tenths {
            let tenths = ms / 100;
            let (whole, tenth) = (tenths / 10, tenths % 10);
            if tenth > 0 {
                let decimal = format!(" {} {}", words.decimal_separator, self.number(tenth));
                let plain = format!("{}{decimal}", self.number(whole));
                if let Some(catalogue) = self.catalogue() {
                    return catalogue.format(
                        Unit::Second.key(),
                        &[("count", Arg::Count(whole)), ("n", Arg::Text(&plain))],
                    );
                }
                let feminine = format!("{}{decimal}", self.number_feminine(whole));
                return fill_number(&words.seconds, &plain, &feminine);
            }
        }
        let total = ms / 1000;
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60);
        let parts: Vec<String> = [
            (hours, Unit::Hour),
            (minutes, Unit::Minute),
            (seconds, Unit::Second),
        ]
        .into_iter()
        .filter(|&(n, _)| n > 0)
        .map(|(n, unit)| self.count(n, unit))
        .collect();
        if parts.is_empty() {
            words.zero.clone()
        } else {
            parts.join(" ")
        }
    }

    /// "achtzehn Züge", "ein Zug".
    pub fn moves(&self, n: u64) -> String {
        self.count(n, Unit::Move)
    }

    pub fn side(&self, color: Color) -> &'v str {
        let words = self.voice.clock_words();
        match color {
            Color::White => &words.white,
            Color::Black => &words.black,
        }
    }

    /// The words for `said`.
    pub fn say(&self, said: &ClockNotice) -> String {
        let words = self.voice.clock_words();
        match *said {
            ClockNotice::Remaining { color, ms } => {
                format!("{} {}", self.side(color), self.duration(ms))
            }
            ClockNotice::ControlReached { color, moves } => format!(
                "{} {}, {}",
                self.side(color),
                self.moves(moves),
                words.control_reached
            ),
            ClockNotice::MovesToControl { color, left } => format!(
                "{} {}",
                self.side(color),
                self.phrase(
                    &words.moves_to_control,
                    Message::new("clock-moves-to-control").count("count", left),
                    Slot::Moves(self.moves(left)),
                )
            ),
            ClockNotice::Reading {
                white_ms,
                black_ms,
                white_moves,
                black_moves,
            } => format!(
                "{} {}, {}; {} {}, {}",
                self.side(Color::White),
                self.duration(white_ms),
                self.moves(white_moves),
                self.side(Color::Black),
                self.duration(black_ms),
                self.moves(black_moves),
            ),
            ClockNotice::UsedOnMove { ms } => self.phrase(
                &words.used_on_move,
                Message::new("clock-used-on-move"),
                Slot::Time(self.duration(ms)),
            ),
            ClockNotice::Flag {
                color,
                opponent_can_mate,
            } => {
                let result = if opponent_can_mate {
                    self.phrase(
                        &words.loses_on_time,
                        Message::new("clock-loses-on-time"),
                        Slot::Side(color, self.side(color)),
                    )
                } else {
                    self.phrase(
                        &words.draw_on_time,
                        Message::new("clock-draw-on-time"),
                        Slot::Side(color.other(), self.side(color.other())),
                    )
                };
                let flag = self.phrase(
                    &words.flag,
                    Message::new("clock-flag"),
                    Slot::Side(color, self.side(color)),
                );
                format!("{flag}, {result}")
            }
        }
    }

    /// A clock phrase with one slot. In an interface language apart from the voice, the
    /// catalogue's `message` with typed arguments (a side also as `$color`, `white` or `black`,
    /// for a selector). In the voice's own language, the pack's `pack_template` filled: a voice
    /// pack's phrases are its author's words, spoken as written (its recorded clips say them),
    /// with the slots the pack format documents.
    fn phrase(&self, pack_template: &str, message: Message, slot: Slot<'_>) -> String {
        if let Some(catalogue) = self.catalogue() {
            let message = match slot {
                Slot::Side(color, side) => message
                    .text("side", side)
                    .text("color", color.fold_wb("white", "black")),
                Slot::Moves(moves) => message.text("moves", moves),
                Slot::Time(time) => message.text("time", time),
            };
            return message.in_catalogue(catalogue);
        }
        match slot {
            Slot::Side(_, side) => pack_template.replace("{side}", side),
            Slot::Moves(moves) => pack_template.replace("{moves}", &moves),
            Slot::Time(time) => pack_template.replace("{time}", &time),
        }
    }

    /// `n` of a unit: with the voice's own words, its phrase for one and its template for more;
    /// in an interface language apart from the voice, the catalogue's message, whose plural
    /// form the language's rules choose (French says "0 coup").
    fn count(&self, n: u64, unit: Unit) -> String {
        if let Some(catalogue) = self.catalogue() {
            return catalogue.format(
                unit.key(),
                &[("count", Arg::Count(n)), ("n", Arg::Text(&n.to_string()))],
            );
        }
        let words = self.voice.clock_words();
        let (one, many) = match unit {
            Unit::Hour => (&words.hour, &words.hours),
            Unit::Minute => (&words.minute, &words.minutes),
            Unit::Second => (&words.second, &words.seconds),
            Unit::Move => (&words.one_move, &words.moves),
        };
        if n == 1 {
            one.clone()
        } else {
            fill_number(many, &self.number(n), &self.number_feminine(n))
        }
    }

    /// The interface language's catalogue when the voice does not speak it.
    fn catalogue(&self) -> Option<&'static Catalogue> {
        (!self.voice.speaks_interface_language())
            .then(|| Catalogue::of(self.voice.interface_language()))
    }

    /// `n` in words (digits beyond what the voice can say, far past any game's length).
    pub fn number(&self, n: u64) -> String {
        u32::try_from(n)
            .ok()
            .and_then(|n| self.voice.number(n))
            .unwrap_or_else(|| n.to_string())
    }

    fn number_feminine(&self, n: u64) -> String {
        u32::try_from(n)
            .ok()
            .and_then(|n| self.voice.number_feminine(n))
            .unwrap_or_else(|| n.to_string())
    }
}

/// The one slot of a clock phrase, with its words.
enum Slot<'a> {
    /// `{side}`: the side's colour and its name.
    Side(Color, &'a str),
    /// `{moves}`: a count of moves in words.
    Moves(String),
    /// `{time}`: a duration in words.
    Time(String),
}

/// What a count counts.
#[derive(Debug, Clone, Copy)]
enum Unit {
    Hour,
    Minute,
    Second,
    Move,
}

impl Unit {
    /// The catalogue message that counts it.
    fn key(self) -> &'static str {
        match self {
            Unit::Hour => "clock-hours",
            Unit::Minute => "clock-minutes",
            Unit::Second => "clock-seconds",
            Unit::Move => "clock-moves",
        }
    }
}

fn fill_number(template: &str, plain: &str, feminine: &str) -> String {
    template.replace("{nf}", feminine).replace("{n}", plain)
}
