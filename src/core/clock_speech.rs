//! The talking clock (FIDE Appendix D.2.6, D.2.10.4): times and move counts in words, and the
//! automatic announcements a blind player configures.
//!
//! Two halves, both pure:
//! - [`ClockSpeech`] turns what is to be said ([`Said`]) into words of a [`Voice`];
//! - [`Announcer`] decides *when* something is said. It never ticks: given the [`Clock`], it
//!   computes the exact instant of the next time announcement ([`Announcer::next_at`]), so a live
//!   app sleeps until then (or until the flag, [`Clock::flag_at`]) and a script replays them in
//!   time order ([`Announcer::due_until`]).
//!
//! Choices, for a player who must be able to trust every word:
//! - **Rounding down.** A duration is never said as more than it is: 59.99 s is "fifty-nine
//!   seconds" (or "fifty-nine point nine" in tenths), 1 h 0 min 59.9 s is "one hour fifty-nine
//!   seconds". Tenths are only said below one minute; zero is said ("null Sekunden").
//! - **Marks.** Every time announcement is a *mark*: a remaining time (a threshold such as 5 min,
//!   a multiple of "every N minutes", a second of the final countdown) that falls at the exact
//!   instant the running player's clock shows it, i.e. `flag_at − mark`. A simple delay therefore
//!   shifts it, a stop postpones it, and marks that coincide are said once (public if any of them
//!   is public).
//! - **Once per crossing.** For each player the announcer keeps a *ceiling*: only marks strictly
//!   below it are armed, and saying a mark lowers the ceiling to it. An increment or a Bronstein
//!   give-back that lifts the time back above a mark does not re-arm it (hovering around "five
//!   minutes" with +2 s a move would otherwise repeat it every move). The ceiling is raised to the
//!   player's time when their next period begins (its time is added at the press) or when an
//!   arbiter adds time to them: then marks below the new time are said again as they are reached.
//!   A mark equal to the time a clock starts with is not said (nothing was crossed).
//! - **Same instant.** Marks due at an event's instant are said before the event, as the flag is
//!   reported before an event at its instant (contract §2).
//! - **Move counts** are announced after the press that completes a move: the count when the move
//!   ends a period ("vierzig Züge, Zeitkontrolle erreicht"), and "N moves to the time control"
//!   when exactly N moves of the period remain.

use serde::Deserialize;

use super::catalogue::{Arg, Catalogue};
use super::clock::{Clock, Color, Flag, Phase};
use super::voice::Voice;

/// How seconds are said below one minute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SecondsStyle {
    /// "neun Komma fünf Sekunden": tenths, rounded down.
    #[default]
    Tenths,
    /// "neun Sekunden": whole seconds, rounded down.
    Whole,
}

/// Who hears an announcement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Audience {
    /// Only the blind player's earphone (D.2.6); the opponent is not disturbed (Article 11.5).
    Private,
    /// Aloud, for both players and the arbiter.
    Public,
}

impl Audience {
    /// `public` wins: a public utterance reaches the blind player too.
    fn or(self, other: Audience) -> Audience {
        if self == Audience::Public || other == Audience::Public {
            Audience::Public
        } else {
            Audience::Private
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Audience::Private => "private",
            Audience::Public => "public",
        }
    }
}

/// Whose clock the automatic announcements follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Sides {
    #[default]
    Both,
    White,
    Black,
}

impl Sides {
    fn includes(self, color: Color) -> bool {
        match self {
            Sides::Both => true,
            Sides::White => color == Color::White,
            Sides::Black => color == Color::Black,
        }
    }
}

/// Announcements at given remaining times.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RemainingConfig {
    /// Remaining times, in seconds, at which the time is said (0 is ignored: that is the flag).
    pub seconds: Vec<u64>,
    pub audience: Audience,
}

impl Default for RemainingConfig {
    fn default() -> Self {
        Self {
            seconds: vec![600, 300, 120, 60, 30],
            audience: Audience::Private,
        }
    }
}

/// The time said at every whole multiple of N minutes remaining.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EveryConfig {
    /// N; 0 (the default) turns it off.
    pub minutes: u64,
    pub audience: Audience,
}

impl Default for EveryConfig {
    fn default() -> Self {
        Self {
            minutes: 0,
            audience: Audience::Private,
        }
    }
}

/// A final countdown: each whole second from `from_seconds` down to one.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CountdownConfig {
    /// 0 (the default) turns it off; 10 counts the last ten seconds.
    pub from_seconds: u64,
    pub audience: Audience,
}

impl Default for CountdownConfig {
    fn default() -> Self {
        Self {
            from_seconds: 0,
            audience: Audience::Private,
        }
    }
}

/// The move count said when a move completes a period.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ControlReachedConfig {
    pub enabled: bool,
    pub audience: Audience,
}

impl Default for ControlReachedConfig {
    fn default() -> Self {
        Self {
            enabled: true,
            audience: Audience::Private,
        }
    }
}

/// "N moves to the time control", said when exactly N moves of a period remain.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MovesToControlConfig {
    /// N; 0 turns it off.
    pub moves: u64,
    pub audience: Audience,
}

impl Default for MovesToControlConfig {
    fn default() -> Self {
        Self {
            moves: 5,
            audience: Audience::Private,
        }
    }
}

/// An announcement kind with only an audience to choose (the flag, the reading).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AudienceConfig {
    pub audience: Audience,
}

fn public() -> AudienceConfig {
    AudienceConfig {
        audience: Audience::Public,
    }
}

fn private() -> AudienceConfig {
    AudienceConfig {
        audience: Audience::Private,
    }
}

/// What the talking clock says and to whom: the user's settings (TOML, every key optional).
///
/// ```
/// use annabella::core::clock_speech::{Audience, ClockSpeechConfig, SecondsStyle};
///
/// let config: ClockSpeechConfig = toml::from_str(
///     "seconds = \"whole\"\n[countdown]\nfrom_seconds = 10\naudience = \"public\"\n",
/// )
/// .unwrap();
/// assert_eq!(config.seconds, SecondsStyle::Whole);
/// assert_eq!(config.countdown.from_seconds, 10);
/// assert_eq!(config.remaining.seconds, [600, 300, 120, 60, 30]); // the default stays
/// assert_eq!(config.moves_to_control.audience, Audience::Private);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ClockSpeechConfig {
    /// Tenths or whole seconds below one minute.
    pub seconds: SecondsStyle,
    /// Whose clock the automatic announcements follow (the flag is always said).
    pub sides: Sides,
    /// At given remaining times (default 10 min, 5 min, 2 min, 1 min, 30 s; private).
    pub remaining: RemainingConfig,
    /// Every N minutes (off by default).
    pub every: EveryConfig,
    /// The last seconds, one by one (off by default).
    pub countdown: CountdownConfig,
    /// The move count when a period's control is reached (on, private).
    pub control_reached: ControlReachedConfig,
    /// "N moves to the time control" (N = 5, private).
    pub moves_to_control: MovesToControlConfig,
    /// The flag and the result under Article 6.9 (public).
    pub flag: AudienceConfig,
    /// Both times and move counts on request, D.2.10.4 (private).
    pub reading: AudienceConfig,
}

impl Default for ClockSpeechConfig {
    fn default() -> Self {
        Self {
            seconds: SecondsStyle::default(),
            sides: Sides::default(),
            remaining: RemainingConfig::default(),
            every: EveryConfig::default(),
            countdown: CountdownConfig::default(),
            control_reached: ControlReachedConfig::default(),
            moves_to_control: MovesToControlConfig::default(),
            flag: public(),
            reading: private(),
        }
    }
}

impl ClockSpeechConfig {
    /// The largest mark strictly below `ceiling_ms` (and above zero), with its audience.
    fn mark_below(&self, ceiling_ms: u64) -> Option<(u64, Audience)> {
        let below = ceiling_ms.checked_sub(1)?;
        let mut candidates: Vec<(u64, Audience)> = Vec::new();
        for &seconds in &self.remaining.seconds {
            let ms = seconds.saturating_mul(1000);
            if ms <= below {
                candidates.push((ms, self.remaining.audience));
            }
        }
        let step = self.every.minutes.saturating_mul(60_000);
        if let Some(multiples) = below.checked_div(step) {
            candidates.push((multiples * step, self.every.audience));
        }
        if self.countdown.from_seconds > 0 {
            let from = self.countdown.from_seconds.saturating_mul(1000);
            candidates.push((from.min(below / 1000 * 1000), self.countdown.audience));
        }
        let mark = candidates
            .iter()
            .map(|&(ms, _)| ms)
            .filter(|&ms| ms > 0)
            .max()?;
        let audience = candidates
            .iter()
            .filter(|&&(ms, _)| ms == mark)
            .fold(Audience::Private, |a, &(_, b)| a.or(b));
        Some((mark, audience))
    }
}

/// What is to be said, before it is put into words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Said {
    /// A player's remaining time: "Weiß fünf Minuten".
    Remaining { color: Color, ms: u64 },
    /// A player completed the last move of a period: "Weiß vierzig Züge, Zeitkontrolle erreicht".
    ControlReached { color: Color, moves: u64 },
    /// "Weiß noch fünf Züge bis zur Zeitkontrolle".
    MovesToControl { color: Color, left: u64 },
    /// Both times and completed moves (D.2.10.4).
    Reading {
        white_ms: u64,
        black_ms: u64,
        white_moves: u64,
        black_moves: u64,
    },
    /// The time the current move has run.
    UsedOnMove { ms: u64 },
    /// A flag fell; whether the opponent could still mate decides the result (Article 6.9).
    Flag {
        color: Color,
        opponent_can_mate: bool,
    },
}

/// Something said at an instant, to an audience.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Announcement {
    pub at_ms: u64,
    pub audience: Audience,
    pub said: Said,
}

/// Puts [`Said`] into the words of a voice.
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
    pub fn say(&self, said: &Said) -> String {
        let words = self.voice.clock_words();
        match *said {
            Said::Remaining { color, ms } => format!("{} {}", self.side(color), self.duration(ms)),
            Said::ControlReached { color, moves } => format!(
                "{} {}, {}",
                self.side(color),
                self.moves(moves),
                words.control_reached
            ),
            Said::MovesToControl { color, left } => format!(
                "{} {}",
                self.side(color),
                words.moves_to_control.replace("{moves}", &self.moves(left))
            ),
            Said::Reading {
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
            Said::UsedOnMove { ms } => words.used_on_move.replace("{time}", &self.duration(ms)),
            Said::Flag {
                color,
                opponent_can_mate,
            } => {
                let result = if opponent_can_mate {
                    words.loses_on_time.replace("{side}", self.side(color))
                } else {
                    words
                        .draw_on_time
                        .replace("{side}", self.side(color.other()))
                };
                format!(
                    "{}, {result}",
                    words.flag.replace("{side}", self.side(color))
                )
            }
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

/// The reading on request (D.2.10.4): both times and completed moves, then the time used on the
/// current move while a move is being played.
pub fn reading(clock: &Clock, at_ms: u64, audience: Audience) -> Vec<Announcement> {
    let mut out = vec![Announcement {
        at_ms,
        audience,
        said: Said::Reading {
            white_ms: clock.remaining(Color::White, at_ms),
            black_ms: clock.remaining(Color::Black, at_ms),
            white_moves: clock.moves(Color::White),
            black_moves: clock.moves(Color::Black),
        },
    }];
    if clock.turn().is_some() {
        out.push(Announcement {
            at_ms,
            audience,
            said: Said::UsedOnMove {
                ms: clock.time_used_on_current_move(at_ms),
            },
        });
    }
    out
}

/// Decides when the automatic announcements fall (see the module documentation).
///
/// The caller drives it alongside the clock: before applying an event at `t`, take
/// [`Announcer::due_until`]`(clock, t)`; after a press, [`Announcer::pressed`]; after an arbiter's
/// addition, [`Announcer::added`]; when a flag falls, [`Announcer::flag`].
///
/// ```
/// use annabella::core::clock::{Clock, Color};
/// use annabella::core::clock_speech::{Announcer, ClockSpeechConfig, Said};
///
/// let mut clock = Clock::new("400d5".parse().unwrap());
/// let mut announcer = Announcer::new(ClockSpeechConfig::default(), &clock, 0);
/// clock.start(0).unwrap();
/// // White's five-minute mark: 100 s of counting after the 5 s delay.
/// assert_eq!(announcer.next_at(&clock), Some(105_000));
/// let said = announcer.due_until(&clock, 200_000);
/// assert_eq!(said[0].said, Said::Remaining { color: Color::White, ms: 300_000 });
/// assert_eq!(said[0].at_ms, 105_000);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Announcer {
    config: ClockSpeechConfig,
    /// Per player (white, black): only marks strictly below are armed.
    ceiling: [u64; 2],
}

fn idx(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Announcer {
    /// An announcer for `clock` as it stands at `at_ms`: marks below each player's time are armed.
    /// Before a player's first move, only marks below the control's own time are armed: the
    /// first move's increment, already on the clock, lifts the start over a mark (5 minutes in
    /// `300+2`) that the player has not reached by using time.
    pub fn new(config: ClockSpeechConfig, clock: &Clock, at_ms: u64) -> Self {
        let ceiling = |color: Color| {
            let remaining = clock.remaining(color, at_ms);
            if clock.moves(color) == 0 {
                remaining.min(clock.control().period_of_move(1).base_ms)
            } else {
                remaining
            }
        };
        Self {
            config,
            ceiling: [ceiling(Color::White), ceiling(Color::Black)],
        }
    }

    pub fn config(&self) -> &ClockSpeechConfig {
        &self.config
    }

    /// The next time announcement if nothing else happens: its instant is exact (the running
    /// player's clock shows the mark then). `None` while the clock does not run.
    pub fn next(&self, clock: &Clock) -> Option<Announcement> {
        if clock.phase() != Phase::Running {
            return None;
        }
        let color = clock.turn()?;
        if !self.config.sides.includes(color) {
            return None;
        }
        let (mark, audience) = self.config.mark_below(self.ceiling[idx(color)])?;
        // Once any delay is spent the clock counts down linearly to the flag, and an armed mark is
        // never above the time the current move began with: the mark falls `mark` before the flag.
        let at_ms = clock.flag_at()?.checked_sub(mark)?;
        Some(Announcement {
            at_ms,
            audience,
            said: Said::Remaining { color, ms: mark },
        })
    }

    /// The instant of [`Announcer::next`]: how long a live app may sleep (besides the flag).
    pub fn next_at(&self, clock: &Clock) -> Option<u64> {
        self.next(clock).map(|a| a.at_ms)
    }

    /// Every time announcement due at or before `until_ms`, in time order, each said once.
    /// Call it before applying an event at `until_ms` (and before the flag is reported).
    pub fn due_until(&mut self, clock: &Clock, until_ms: u64) -> Vec<Announcement> {
        let mut out = Vec::new();
        while let Some(next) = self.next(clock) {
            if next.at_ms > until_ms {
                break;
            }
            if let Said::Remaining { color, ms } = next.said {
                self.ceiling[idx(color)] = ms;
            }
            out.push(next);
        }
        out
    }

    /// After `mover`'s press at `at_ms` was applied: the move-count announcements, and the marks
    /// re-armed if a new period began.
    pub fn pressed(&mut self, clock: &Clock, mover: Color, at_ms: u64) -> Vec<Announcement> {
        let n = clock.moves(mover);
        let control = clock.control();
        let mut out = Vec::new();
        if control.ends_period(n) {
            self.ceiling[idx(mover)] = clock.remaining(mover, at_ms);
            if self.config.control_reached.enabled && self.config.sides.includes(mover) {
                out.push(Announcement {
                    at_ms,
                    audience: self.config.control_reached.audience,
                    said: Said::ControlReached {
                        color: mover,
                        moves: n,
                    },
                });
            }
        }
        let left = self.config.moves_to_control.moves;
        if left > 0
            && self.config.sides.includes(mover)
            && (1..left).all(|k| !control.ends_period(n.saturating_add(k)))
            && control.ends_period(n.saturating_add(left))
        {
            out.push(Announcement {
                at_ms,
                audience: self.config.moves_to_control.audience,
                said: Said::MovesToControl { color: mover, left },
            });
        }
        out
    }

    /// After an arbiter added time to `color` at `at_ms`: marks below its new time are re-armed.
    pub fn added(&mut self, clock: &Clock, color: Color, at_ms: u64) {
        let time = clock.remaining(color, at_ms);
        let ceiling = &mut self.ceiling[idx(color)];
        *ceiling = (*ceiling).max(time);
    }

    /// The flag, said at once; `opponent_can_mate` comes from the rules core (Article 6.9).
    pub fn flag(&self, flag: Flag, opponent_can_mate: bool) -> Announcement {
        Announcement {
            at_ms: flag.at_ms,
            audience: self.config.flag.audience,
            said: Said::Flag {
                color: flag.color,
                opponent_can_mate,
            },
        }
    }

    /// The reading on request, with the configured audience.
    pub fn reading(&self, clock: &Clock, at_ms: u64) -> Vec<Announcement> {
        reading(clock, at_ms, self.config.reading.audience)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn voice(name: &str) -> Voice {
        Voice::builtin(name).unwrap()
    }

    fn clock(spec: &str) -> Clock {
        Clock::new(spec.parse().unwrap())
    }

    const TABLE_MS: [u64; 8] = [
        0, 1000, 59_000, 60_000, 61_000, 3_600_000, 3_661_000, 9_000_000,
    ];

    fn table(name: &str, seconds: SecondsStyle) -> Vec<String> {
        let voice = voice(name);
        let speech = ClockSpeech::new(&voice, seconds);
        TABLE_MS.iter().map(|&ms| speech.duration(ms)).collect()
    }

    #[test]
    fn no_mark_is_said_before_the_player_has_used_time() {
        // 300+2 starts at 302 s: the five-minute mark is the control's own time, not a warning.
        let mut clock = clock("300+2");
        let mut announcer = Announcer::new(ClockSpeechConfig::default(), &clock, 0);
        clock.start(0).unwrap();
        let said = announcer.due_until(&clock, 10_000);
        assert!(said.is_empty(), "{said:?}");
        let next = announcer.next(&clock).unwrap();
        assert!(
            matches!(next.said, Said::Remaining { ms, .. } if ms < 300_000),
            "{next:?}"
        );
    }

    #[test]
    fn durations_in_german() {
        let expected = [
            "null Sekunden",
            "eine Sekunde",
            "neunundfünfzig Sekunden",
            "eine Minute",
            "eine Minute eine Sekunde",
            "eine Stunde",
            "eine Stunde eine Minute eine Sekunde",
            "zwei Stunden dreißig Minuten",
        ];
        assert_eq!(table("fide", SecondsStyle::Whole), expected);
        assert_eq!(table("fide", SecondsStyle::Tenths), expected);
        let de = voice("fide");
        let speech = ClockSpeech::new(&de, SecondsStyle::Tenths);
        assert_eq!(speech.duration(4_320_000), "eine Stunde zwölf Minuten");
        assert_eq!(speech.duration(55_000), "fünfundfünfzig Sekunden");
        assert_eq!(speech.duration(9_500), "neun Komma fünf Sekunden");
        assert_eq!(speech.duration(1_500), "eins Komma fünf Sekunden");
        assert_eq!(speech.duration(500), "null Komma fünf Sekunden");
    }

    #[test]
    fn durations_in_english() {
        let expected = [
            "zero seconds",
            "one second",
            "fifty-nine seconds",
            "one minute",
            "one minute one second",
            "one hour",
            "one hour one minute one second",
            "two hours thirty minutes",
        ];
        assert_eq!(table("en", SecondsStyle::Whole), expected);
        assert_eq!(table("en", SecondsStyle::Tenths), expected);
        let en = voice("en");
        let speech = ClockSpeech::new(&en, SecondsStyle::Tenths);
        assert_eq!(speech.duration(4_320_000), "one hour twelve minutes");
        assert_eq!(speech.duration(9_500), "nine point five seconds");
    }

    #[test]
    fn durations_in_french() {
        let expected = [
            "zéro seconde",
            "une seconde",
            "cinquante-neuf secondes",
            "une minute",
            "une minute une seconde",
            "une heure",
            "une heure une minute une seconde",
            "deux heures trente minutes",
        ];
        assert_eq!(table("fr", SecondsStyle::Whole), expected);
        assert_eq!(table("fr", SecondsStyle::Tenths), expected);
        let fr = voice("fr");
        let speech = ClockSpeech::new(&fr, SecondsStyle::Whole);
        assert_eq!(speech.duration(4_320_000), "une heure douze minutes");
        assert_eq!(speech.duration(21 * 60_000), "vingt et une minutes");
        assert_eq!(speech.duration(21 * 3_600_000), "vingt et une heures");
        let speech = ClockSpeech::new(&fr, SecondsStyle::Tenths);
        assert_eq!(
            speech.duration(21_300),
            "vingt et une virgule trois secondes"
        );
    }

    #[test]
    fn durations_round_down_never_telling_more_time() {
        let de = voice("fide");
        let whole = ClockSpeech::new(&de, SecondsStyle::Whole);
        let tenths = ClockSpeech::new(&de, SecondsStyle::Tenths);
        assert_eq!(whole.duration(999), "null Sekunden");
        assert_eq!(tenths.duration(99), "null Sekunden");
        assert_eq!(whole.duration(59_999), "neunundfünfzig Sekunden");
        assert_eq!(
            tenths.duration(59_999),
            "neunundfünfzig Komma neun Sekunden"
        );
        assert_eq!(tenths.duration(9_099), "neun Sekunden");
        // Tenths only below one minute.
        assert_eq!(tenths.duration(60_999), "eine Minute");
        assert_eq!(
            whole.duration(3_659_999),
            "eine Stunde neunundfünfzig Sekunden"
        );
        // Far beyond any game the hours fall back to digits rather than fail.
        assert_eq!(whole.duration(1000 * 3_600_000), "1000 Stunden");
    }

    #[test]
    fn readings_and_move_counts_in_three_languages() {
        let mut c = clock("40/5400+30:1800+30");
        c.start(0).unwrap();
        for i in 0..36 {
            c.press(1000 * (i + 1)).unwrap();
        }
        let said = reading(&c, 40_500, Audience::Private);
        assert_eq!(said.len(), 2);
        let (white, black) = (
            c.remaining(Color::White, 40_500),
            c.remaining(Color::Black, 40_500),
        );
        // 5400 + 30 s, then 18 moves of 1 s with +30 s each; White's 19th move has run 4.5 s.
        assert_eq!((white, black), (5_947_500, 5_952_000));
        for (name, reading, used) in [
            (
                "fide",
                "Weiß eine Stunde neununddreißig Minuten sieben Sekunden, achtzehn Züge; \
                 Schwarz eine Stunde neununddreißig Minuten zwölf Sekunden, achtzehn Züge",
                "vier Komma fünf Sekunden für diesen Zug",
            ),
            (
                "en",
                "White one hour thirty-nine minutes seven seconds, eighteen moves; \
                 Black one hour thirty-nine minutes twelve seconds, eighteen moves",
                "four point five seconds on this move",
            ),
            (
                "fr",
                "Blancs une heure trente-neuf minutes sept secondes, dix-huit coups; \
                 Noirs une heure trente-neuf minutes douze secondes, dix-huit coups",
                "quatre virgule cinq secondes pour ce coup",
            ),
        ] {
            let voice = voice(name);
            let speech = ClockSpeech::new(&voice, SecondsStyle::Tenths);
            assert_eq!(speech.say(&said[0].said), reading, "{name}");
            assert_eq!(speech.say(&said[1].said), used, "{name}");
        }
        // Before the start there is no current move to speak of.
        assert_eq!(reading(&clock("300"), 0, Audience::Public).len(), 1);
    }

    #[test]
    fn announcement_phrases_in_three_languages() {
        let phrases = |name: &str| {
            let voice = voice(name);
            let speech = ClockSpeech::new(&voice, SecondsStyle::Tenths);
            [
                Said::Remaining {
                    color: Color::White,
                    ms: 300_000,
                },
                Said::ControlReached {
                    color: Color::Black,
                    moves: 40,
                },
                Said::MovesToControl {
                    color: Color::White,
                    left: 5,
                },
                Said::MovesToControl {
                    color: Color::White,
                    left: 1,
                },
                Said::Flag {
                    color: Color::White,
                    opponent_can_mate: true,
                },
                Said::Flag {
                    color: Color::Black,
                    opponent_can_mate: false,
                },
            ]
            .iter()
            .map(|s| speech.say(s))
            .collect::<Vec<_>>()
        };
        assert_eq!(
            phrases("fide"),
            [
                "Weiß fünf Minuten",
                "Schwarz vierzig Züge, Zeitkontrolle erreicht",
                "Weiß noch fünf Züge bis zur Zeitkontrolle",
                "Weiß noch ein Zug bis zur Zeitkontrolle",
                "Zeit abgelaufen für Weiß, Weiß verliert auf Zeit",
                "Zeit abgelaufen für Schwarz, remis, Weiß kann nicht mehr mattsetzen",
            ]
        );
        assert_eq!(
            phrases("en"),
            [
                "White five minutes",
                "Black forty moves, time control reached",
                "White five moves to the time control",
                "White one move to the time control",
                "White is out of time, White loses on time",
                "Black is out of time, draw, White cannot checkmate",
            ]
        );
        assert_eq!(
            phrases("fr"),
            [
                "Blancs cinq minutes",
                "Noirs quarante coups, contrôle de temps atteint",
                "Blancs cinq coups avant le contrôle de temps",
                "Blancs un coup avant le contrôle de temps",
                "Blancs : temps écoulé, Blancs perdent au temps",
                "Noirs : temps écoulé, partie nulle, Blancs ne peuvent plus mater",
            ]
        );
    }

    /// The marks said until `until_ms`, as (instant, color, remaining) triples.
    fn marks(announcer: &mut Announcer, clock: &Clock, until_ms: u64) -> Vec<(u64, Color, u64)> {
        announcer
            .due_until(clock, until_ms)
            .into_iter()
            .map(|a| match a.said {
                Said::Remaining { color, ms } => (a.at_ms, color, ms),
                other => panic!("not a mark: {other:?}"),
            })
            .collect()
    }

    fn thresholds(seconds: &[u64]) -> ClockSpeechConfig {
        ClockSpeechConfig {
            remaining: RemainingConfig {
                seconds: seconds.to_vec(),
                audience: Audience::Public,
            },
            ..ClockSpeechConfig::default()
        }
    }

    #[test]
    fn thresholds_fall_at_the_exact_instant() {
        let mut c = clock("700");
        let mut a = Announcer::new(ClockSpeechConfig::default(), &c, 0);
        assert_eq!(a.next_at(&c), None, "nothing before the start");
        c.start(0).unwrap();
        assert_eq!(a.next_at(&c), Some(100_000));
        let said = a.due_until(&c, 100_000);
        assert_eq!(said.len(), 1);
        assert_eq!(said[0].audience, Audience::Private);
        assert_eq!(c.remaining(Color::White, 100_000), 600_000);
        assert_eq!(
            marks(&mut a, &c, 670_000),
            [
                (400_000, Color::White, 300_000),
                (580_000, Color::White, 120_000),
                (640_000, Color::White, 60_000),
                (670_000, Color::White, 30_000),
            ]
        );
        assert_eq!(marks(&mut a, &c, 700_000), [], "each mark once");
        assert_eq!(a.next_at(&c), None);
    }

    #[test]
    fn the_starting_time_is_not_a_crossing() {
        let mut c = clock("300");
        let mut a = Announcer::new(ClockSpeechConfig::default(), &c, 0);
        c.start(0).unwrap();
        assert_eq!(
            marks(&mut a, &c, 180_000),
            [(180_000, Color::White, 120_000)]
        );
    }

    #[test]
    fn the_other_players_marks_follow_the_press() {
        let mut c = clock("130");
        let mut a = Announcer::new(thresholds(&[120, 60]), &c, 0);
        c.start(0).unwrap();
        assert_eq!(marks(&mut a, &c, 5000), []);
        c.press(5000).unwrap();
        assert_eq!(a.pressed(&c, Color::White, 5000), []);
        assert_eq!(a.next_at(&c), Some(15_000));
        assert_eq!(marks(&mut a, &c, 20_000), [(15_000, Color::Black, 120_000)]);
        c.press(20_000).unwrap();
        // White has 125 s: the 2-minute mark after 5 s more.
        assert_eq!(
            marks(&mut a, &c, 90_000),
            [
                (25_000, Color::White, 120_000),
                (85_000, Color::White, 60_000),
            ]
        );
    }

    #[test]
    fn a_simple_delay_shifts_the_mark_and_a_stop_postpones_it() {
        let mut c = clock("130d5");
        let mut a = Announcer::new(thresholds(&[120]), &c, 0);
        c.start(0).unwrap();
        assert_eq!(
            a.next_at(&c),
            Some(15_000),
            "5 s delay, then 10 s of counting"
        );
        c.stop(12_000).unwrap();
        assert_eq!(a.next_at(&c), None, "nothing counts while stopped");
        assert_eq!(marks(&mut a, &c, 100_000), []);
        c.resume(100_000).unwrap();
        assert_eq!(a.next_at(&c), Some(103_000));
        assert_eq!(c.remaining(Color::White, 103_000), 120_000);
        assert_eq!(c.remaining(Color::White, 102_999), 120_001);
        // A stop during the delay keeps the rest of the delay.
        let mut c = clock("130d5");
        let mut a = Announcer::new(thresholds(&[120]), &c, 0);
        c.start(0).unwrap();
        c.stop(2000).unwrap();
        c.resume(50_000).unwrap();
        assert_eq!(a.next_at(&c), Some(63_000));
        assert_eq!(marks(&mut a, &c, 63_000), [(63_000, Color::White, 120_000)]);
    }

    #[test]
    fn an_increment_does_not_repeat_a_mark_but_a_new_period_or_an_addition_does() {
        // 2/130+5: the first period ends after each player's second move.
        let mut c = clock("2/125+5:60+5");
        let mut a = Announcer::new(thresholds(&[120, 30]), &c, 0);
        c.start(0).unwrap();
        assert_eq!(marks(&mut a, &c, 12_000), [(10_000, Color::White, 120_000)]);
        c.press(12_000).unwrap(); // 118 + 5 = 123 s: above the mark again
        assert_eq!(c.remaining(Color::White, 12_000), 123_000);
        assert_eq!(a.pressed(&c, Color::White, 12_000), []);
        c.press(12_000).unwrap();
        a.pressed(&c, Color::Black, 12_000);
        // Back down through 120 s: not said again.
        assert_eq!(marks(&mut a, &c, 20_000), []);
        c.press(20_000).unwrap(); // White's 2nd move ends the period: 115 + 60 + 5 s
        assert_eq!(c.remaining(Color::White, 20_000), 180_000);
        let said = a.pressed(&c, Color::White, 20_000);
        assert_eq!(
            said.iter().map(|a| a.said).collect::<Vec<_>>(),
            [Said::ControlReached {
                color: Color::White,
                moves: 2
            }]
        );
        c.press(20_000).unwrap();
        a.pressed(&c, Color::Black, 20_000);
        // The new period re-armed White's 2-minute mark: 60 s from now.
        assert_eq!(marks(&mut a, &c, 80_000), [(80_000, Color::White, 120_000)]);
        // An arbiter gives White two minutes: the mark is said again when reached.
        c.add(Color::White, 120_000, 80_000).unwrap();
        a.added(&c, Color::White, 80_000);
        assert_eq!(
            marks(&mut a, &c, 200_000),
            [(200_000, Color::White, 120_000)]
        );
    }

    #[test]
    fn every_n_minutes_and_the_countdown_are_marks_too() {
        let config = ClockSpeechConfig {
            every: EveryConfig {
                minutes: 2,
                audience: Audience::Private,
            },
            countdown: CountdownConfig {
                from_seconds: 3,
                audience: Audience::Public,
            },
            remaining: RemainingConfig {
                seconds: vec![120, 2],
                audience: Audience::Public,
            },
            ..ClockSpeechConfig::default()
        };
        let mut c = clock("300");
        let mut a = Announcer::new(config, &c, 0);
        c.start(0).unwrap();
        let said = a.due_until(&c, 300_000);
        let got: Vec<(u64, Audience)> = said.iter().map(|a| (a.at_ms, a.audience)).collect();
        assert_eq!(
            got,
            [
                (60_000, Audience::Private), // 4 min, every 2 min
                (180_000, Audience::Public), // 2 min: a threshold and a multiple, said once
                (297_000, Audience::Public), // 3 s
                (298_000, Audience::Public), // 2 s: countdown and threshold, once
                (299_000, Audience::Public), // 1 s
            ]
        );
        assert_eq!(a.next_at(&c), None, "the flag itself is not a mark");
    }

    #[test]
    fn marks_follow_only_the_chosen_side() {
        let config = ClockSpeechConfig {
            sides: Sides::Black,
            ..thresholds(&[100])
        };
        let mut c = clock("110");
        let mut a = Announcer::new(config, &c, 0);
        c.start(0).unwrap();
        assert_eq!(a.next_at(&c), None);
        c.press(50_000).unwrap();
        assert_eq!(
            marks(&mut a, &c, 100_000),
            [(60_000, Color::Black, 100_000)]
        );
    }

    #[test]
    fn moves_to_the_control() {
        let mut c = clock("7/600:3/60");
        let mut a = Announcer::new(ClockSpeechConfig::default(), &c, 0);
        c.start(0).unwrap();
        let mut said = Vec::new();
        for i in 0..20 {
            let mover = c.turn().unwrap();
            c.press(i * 100).unwrap();
            said.extend(
                a.pressed(&c, mover, i * 100)
                    .into_iter()
                    .map(|a| (a.at_ms, a.said)),
            );
        }
        let left = |at_ms, color| (at_ms, Said::MovesToControl { color, left: 5 });
        let reached = |at_ms, color, moves| (at_ms, Said::ControlReached { color, moves });
        assert_eq!(
            said,
            [
                left(200, Color::White), // after move 2: moves 3 to 7 remain
                left(300, Color::Black),
                reached(1200, Color::White, 7),
                reached(1300, Color::Black, 7),
                // the repeating 3-move period is shorter than 5: never "5 moves to go"
                reached(1800, Color::White, 10),
                reached(1900, Color::Black, 10),
            ]
        );
        let config: ClockSpeechConfig =
            toml::from_str("[moves_to_control]\nmoves = 0\n[control_reached]\nenabled = false\n")
                .unwrap();
        let mut c = clock("7/600:3/60");
        let mut a = Announcer::new(config, &c, 0);
        c.start(0).unwrap();
        for i in 0..20 {
            let mover = c.turn().unwrap();
            c.press(i * 100).unwrap();
            assert_eq!(a.pressed(&c, mover, i * 100), []);
        }
    }

    #[test]
    fn the_flag_is_said_with_its_result() {
        let c = clock("10");
        let a = Announcer::new(ClockSpeechConfig::default(), &c, 0);
        let flag = Flag {
            color: Color::Black,
            at_ms: 7000,
        };
        let said = a.flag(flag, false);
        assert_eq!(said.at_ms, 7000);
        assert_eq!(said.audience, Audience::Public);
        let en = voice("en");
        assert_eq!(
            ClockSpeech::new(&en, SecondsStyle::Whole).say(&said.said),
            "Black is out of time, draw, White cannot checkmate"
        );
    }

    #[test]
    fn config_defaults_and_a_toml_override() {
        let defaults = ClockSpeechConfig::default();
        assert_eq!(toml::from_str::<ClockSpeechConfig>("").unwrap(), defaults);
        assert_eq!(defaults.seconds, SecondsStyle::Tenths);
        assert_eq!(defaults.sides, Sides::Both);
        assert_eq!(defaults.remaining.seconds, [600, 300, 120, 60, 30]);
        assert_eq!(defaults.remaining.audience, Audience::Private);
        assert_eq!(defaults.every.minutes, 0);
        assert_eq!(defaults.countdown.from_seconds, 0);
        assert!(defaults.control_reached.enabled);
        assert_eq!(defaults.moves_to_control.moves, 5);
        assert_eq!(defaults.moves_to_control.audience, Audience::Private);
        assert_eq!(defaults.flag.audience, Audience::Public);
        assert_eq!(defaults.reading.audience, Audience::Private);

        let config: ClockSpeechConfig = toml::from_str(
            r#"
            seconds = "whole"
            sides = "white"
            [remaining]
            seconds = [900, 60]
            audience = "public"
            [every]
            minutes = 10
            [countdown]
            from_seconds = 10
            [flag]
            audience = "private"
            "#,
        )
        .unwrap();
        assert_eq!(config.seconds, SecondsStyle::Whole);
        assert_eq!(config.sides, Sides::White);
        assert_eq!(config.remaining.seconds, [900, 60]);
        assert_eq!(config.remaining.audience, Audience::Public);
        assert_eq!(config.every.minutes, 10);
        assert_eq!(config.every.audience, Audience::Private);
        assert_eq!(config.countdown.from_seconds, 10);
        assert_eq!(config.flag.audience, Audience::Private);
        assert_eq!(config.moves_to_control, defaults.moves_to_control);

        let error = toml::from_str::<ClockSpeechConfig>("[every]\nhours = 1\n").unwrap_err();
        assert!(error.to_string().contains("hours"), "{error}");
        assert!(toml::from_str::<ClockSpeechConfig>("seconds = \"halves\"").is_err());
        assert!(toml::from_str::<ClockSpeechConfig>("[flag]\naudience = \"loud\"").is_err());
    }
}
