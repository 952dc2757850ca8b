//! Time controls: the SPEC of contract §2 (PGN `TimeControl` style, extended with delays).

use std::fmt;
use std::num::NonZeroU32;
use std::str::FromStr;

use crate::core::message::{Message, Said, escaped};

/// Largest number of seconds a control may name: keeps every sum of periods, increments and
/// arbiter additions far below `u64::MAX` milliseconds (136 years a period is plenty).
pub const MAX_SECONDS: u64 = u32::MAX as u64;

/// What a period gives on each move besides its base time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bonus {
    /// Nothing: plain sudden death or moves-in-time.
    None,
    /// Fischer `+N`: N ms credited for every move, the first one included.
    Increment(u64),
    /// Simple delay `dN`: the clock does not count during the first N ms of each move.
    Delay(u64),
    /// Bronstein `bN`: at each press, the time used on the move, at most N ms, is given back.
    Bronstein(u64),
}

/// One period of a time control: `[MOVES "/"] SECONDS [("+" | "d" | "b") SECONDS]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Period {
    /// Moves to complete in this period; `None` only for a last, sudden-death period.
    pub moves: Option<NonZeroU32>,
    /// Time added when the period begins, in ms.
    pub base_ms: u64,
    pub bonus: Bonus,
}

impl Period {
    /// The Fischer increment of a move of this period, in ms (0 for other bonuses).
    pub fn increment_ms(&self) -> u64 {
        match self.bonus {
            Bonus::Increment(ms) => ms,
            _ => 0,
        }
    }

    /// The simple delay of a move of this period, in ms (0 for other bonuses).
    pub fn delay_ms(&self) -> u64 {
        match self.bonus {
            Bonus::Delay(ms) => ms,
            _ => 0,
        }
    }

    /// The Bronstein give-back limit of a move of this period, in ms (0 for other bonuses).
    pub fn bronstein_ms(&self) -> u64 {
        match self.bonus {
            Bonus::Bronstein(ms) => ms,
            _ => 0,
        }
    }
}

/// The game category of Appendices A.1 and B.1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    /// B.1: base + 60 × increment of 10 minutes or less.
    Blitz,
    /// A.1: more than 10 and less than 60 minutes.
    Rapid,
    /// 60 minutes or more (glossary, "jeu standard").
    Standard,
}

/// A validated time control: at least one period, only the last one without a move count; or a
/// sandglass (one sudden-death period whose use flows to the other side, see [`Clock`]).
///
/// [`Clock`]: super::Clock
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TimeControl {
    periods: Vec<Period>,
    /// `*N`: `periods` is then a single period of N ms without a move count or bonus.
    sandglass: bool,
}

/// The most milliseconds a time in a control may hold.
const MAX_MS: u64 = MAX_SECONDS * 1000;

impl TimeControl {
    /// Builds a control from periods, checking the same rules as the parser.
    pub fn new(periods: Vec<Period>) -> Result<Self, TimeControlError> {
        let Some((_, earlier)) = periods.split_last() else {
            return Err(TimeControlError::at(0, ParseErrorKind::Empty));
        };
        if earlier.iter().any(|p| p.moves.is_none()) {
            return Err(TimeControlError::at(0, ParseErrorKind::MissingMoveCount));
        }
        for p in &periods {
            let bonus = p.increment_ms().max(p.delay_ms()).max(p.bronstein_ms());
            if p.base_ms > MAX_MS || bonus > MAX_MS {
                return Err(TimeControlError::at(0, ParseErrorKind::TooLarge));
            }
        }
        let control = Self {
            periods,
            sandglass: false,
        };
        if control.starting_ms() == 0 && control.period_of_move(1).delay_ms() == 0 {
            return Err(TimeControlError::at(0, ParseErrorKind::NoStartingTime));
        }
        Ok(control)
    }

    /// A sandglass `*N`: each side starts with `ms`, and what one side uses goes to the other.
    pub fn sandglass(ms: u64) -> Result<Self, TimeControlError> {
        if ms > MAX_MS {
            return Err(TimeControlError::at(0, ParseErrorKind::TooLarge));
        }
        if ms == 0 {
            return Err(TimeControlError::at(0, ParseErrorKind::NoStartingTime));
        }
        Ok(Self {
            periods: vec![Period {
                moves: None,
                base_ms: ms,
                bonus: Bonus::None,
            }],
            sandglass: true,
        })
    }

    /// Whether this is a sandglass (`*N`): every millisecond one side uses is added to the other.
    pub fn is_sandglass(&self) -> bool {
        self.sandglass
    }

    /// The periods; a sandglass has one, of its N seconds, sudden death, no bonus.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// Each clock's time when set: the first period plus the first move's Fischer increment.
    pub fn starting_ms(&self) -> u64 {
        let first = self.period_of_move(1);
        first.base_ms.saturating_add(first.increment_ms())
    }

    /// The period a player's `n`th move belongs to (`n` counts from 1; 0 is taken as 1).
    pub fn period_of_move(&self, n: u64) -> &Period {
        let mut before = 0u64;
        let (last, earlier) = self.split();
        for period in earlier {
            before = before.saturating_add(period_moves(period));
            if n <= before {
                return period;
            }
        }
        last
    }

    /// Whether a player's `n`th move is the last move of its period (so the next one begins).
    pub fn ends_period(&self, n: u64) -> bool {
        let mut before = 0u64;
        let (last, earlier) = self.split();
        for period in earlier {
            before = before.saturating_add(period_moves(period));
            if n == before {
                return true;
            }
            if n < before {
                return false;
            }
        }
        // The last period repeats when it has a move count.
        match last.moves {
            Some(count) => n > before && (n - before).is_multiple_of(u64::from(count.get())),
            None => false,
        }
    }

    /// Appendices A.1 and B.1: base + 60 × the per-move bonus of the first period.
    pub fn category(&self) -> Category {
        let first = self.period_of_move(1);
        let per_move = first
            .increment_ms()
            .max(first.delay_ms())
            .max(first.bronstein_ms());
        let total = first.base_ms.saturating_add(per_move.saturating_mul(60));
        if total <= 10 * 60_000 {
            Category::Blitz
        } else if total < 60 * 60_000 {
            Category::Rapid
        } else {
            Category::Standard
        }
    }

    fn split(&self) -> (&Period, &[Period]) {
        // `new` and the parser guarantee at least one period; an empty list cannot be built.
        match self.periods.split_last() {
            Some(split) => split,
            None => (&EMPTY_PERIOD, &[]),
        }
    }
}

const EMPTY_PERIOD: Period = Period {
    moves: None,
    base_ms: 0,
    bonus: Bonus::None,
};

fn period_moves(period: &Period) -> u64 {
    period.moves.map_or(u64::MAX, |m| u64::from(m.get()))
}

impl fmt::Display for TimeControl {
    /// Writes the control back in SPEC form: it parses back to the same control.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.sandglass {
            let ms = self.periods.first().map_or(0, |p| p.base_ms);
            return write!(f, "*{}", Seconds(ms));
        }
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(":")?;
            }
            if let Some(m) = p.moves {
                write!(f, "{m}/")?;
            }
            write!(f, "{}", Seconds(p.base_ms))?;
            match p.bonus {
                Bonus::None => {}
                Bonus::Increment(ms) => write!(f, "+{}", Seconds(ms))?,
                Bonus::Delay(ms) => write!(f, "d{}", Seconds(ms))?,
                Bonus::Bronstein(ms) => write!(f, "b{}", Seconds(ms))?,
            }
        }
        Ok(())
    }
}

/// What a PGN `TimeControl` tag (or a `time` setting) says: a control, or one of PGN's marks for
/// a game played without a known clock.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TimeControlTag {
    /// `-`: the game has no clock.
    NoClock,
    /// `?`: the time control is not known (so there is no clock to run).
    Unknown,
    Control(TimeControl),
}

impl TimeControlTag {
    /// The control to run a clock with, if the tag names one.
    pub fn control(&self) -> Option<&TimeControl> {
        match self {
            TimeControlTag::Control(control) => Some(control),
            TimeControlTag::NoClock | TimeControlTag::Unknown => None,
        }
    }
}

impl FromStr for TimeControlTag {
    type Err = TimeControlError;

    /// `-` and `?` (surrounding spaces ignored, as PGN readers do), else a SPEC.
    fn from_str(tag: &str) -> Result<Self, Self::Err> {
        match tag.trim() {
            "-" => Ok(TimeControlTag::NoClock),
            "?" => Ok(TimeControlTag::Unknown),
            _ => tag.parse().map(TimeControlTag::Control),
        }
    }
}

impl fmt::Display for TimeControlTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControlTag::NoClock => f.write_str("-"),
            TimeControlTag::Unknown => f.write_str("?"),
            TimeControlTag::Control(control) => control.fmt(f),
        }
    }
}

/// Milliseconds written as SPEC seconds: `300`, `0.05`, `2.25` (no trailing zeros).
struct Seconds(u64);

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, fraction) = (self.0 / 1000, self.0 % 1000);
        if fraction == 0 {
            return write!(f, "{whole}");
        }
        let digits = format!("{fraction:03}");
        write!(f, "{whole}.{}", digits.trim_end_matches('0'))
    }
}

/// The forms a SPEC takes, shown to whoever wrote something else.
pub const ACCEPTED_FORMS: &str = "900+10, 40/5400+30:1800+30, 300d5, 120b2, *180, 10+0.05";

/// Why a SPEC was refused, and at which character (1-based; 0 when it is about the whole).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeControlError {
    /// The SPEC refused (empty for a control built by hand with [`TimeControl::new`]).
    pub spec: String,
    pub position: usize,
    pub kind: ParseErrorKind,
}

/// What the SPEC needed where it stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    MovesOrSeconds,
    Seconds,
    SecondsAfterBonus,
    SecondsAfterSandglass,
    Decimals,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseErrorKind {
    Empty,
    /// Expected digits (what they were for), found this (or the end).
    ExpectedNumber {
        what: Expected,
        found: Option<char>,
    },
    Unexpected(char),
    /// Free text (`15 min. + 10 s. per move`, `G/90`): this character can be in no SPEC.
    NotATimeControl(char),
    /// PGN's `-`: the game has no clock.
    NoClock,
    /// PGN's `?`: the time control is not known.
    Unknown,
    /// Seconds written with more than three decimals (the token, e.g. `0.0505`).
    TooManyDecimals(String),
    /// A move count with decimals (the token, e.g. `40.5`).
    FractionalMoves(String),
    /// A sandglass `*N` is the whole control: this character tries to add to it (or to put one
    /// inside another form).
    SandglassAlone(char),
    ZeroMoves,
    TooLarge,
    /// A period other than the last has no move count.
    MissingMoveCount,
    /// White would flag the instant the clock starts.
    NoStartingTime,
}

impl TimeControlError {
    fn at(position: usize, kind: ParseErrorKind) -> Self {
        Self {
            spec: String::new(),
            position,
            kind,
        }
    }
}

/// Characters a SPEC is written with: any other one means the text is no SPEC at all.
fn in_spec_alphabet(c: char) -> bool {
    c.is_ascii_digit() || matches!(c, '.' | '/' | ':' | '+' | 'd' | 'b' | '*')
}

impl Said for TimeControlError {
    fn message(&self) -> Message {
        let spec = escaped(&self.spec);
        let whole = |key| {
            Message::new(key)
                .text("spec", spec.clone())
                .text("forms", ACCEPTED_FORMS)
        };
        let problem = match &self.kind {
            ParseErrorKind::NotATimeControl(c) => {
                return whole("tc-not-a-control")
                    .text("char", c.to_string())
                    .number("position", self.position);
            }
            ParseErrorKind::NoClock => return whole("tc-no-clock"),
            ParseErrorKind::Unknown => return whole("tc-unknown"),
            ParseErrorKind::Empty => Message::new("tc-empty"),
            ParseErrorKind::ExpectedNumber { what, found } => {
                let expected = Message::new(match found {
                    Some(_) => "tc-expected",
                    None => "tc-expected-end",
                })
                .said("what", what.message());
                match found {
                    Some(c) => expected.text("char", c.to_string()),
                    None => expected,
                }
            }
            ParseErrorKind::Unexpected(c) => {
                Message::new("tc-unexpected").text("char", c.to_string())
            }
            ParseErrorKind::TooManyDecimals(token) => {
                Message::new("tc-too-many-decimals").text("token", escaped(token))
            }
            ParseErrorKind::FractionalMoves(token) => {
                Message::new("tc-fractional-moves").text("token", escaped(token))
            }
            ParseErrorKind::SandglassAlone(c) => {
                Message::new("tc-sandglass-alone").text("char", c.to_string())
            }
            ParseErrorKind::ZeroMoves => Message::new("tc-zero-moves"),
            ParseErrorKind::TooLarge => {
                Message::new("tc-too-large").text("max", MAX_SECONDS.to_string())
            }
            ParseErrorKind::MissingMoveCount => Message::new("tc-missing-move-count"),
            ParseErrorKind::NoStartingTime => Message::new("tc-no-starting-time"),
        };
        let placed = if self.position > 0 {
            Message::new("tc-at")
                .said("problem", problem)
                .number("position", self.position)
        } else {
            problem
        };
        if self.spec.is_empty() {
            placed
        } else {
            Message::new("tc-bad")
                .text("spec", spec)
                .said("problem", placed)
        }
    }
}

impl Expected {
    fn message(self) -> Message {
        Message::new(match self {
            Self::MovesOrSeconds => "tc-what-moves-or-seconds",
            Self::Seconds => "tc-what-seconds",
            Self::SecondsAfterBonus => "tc-what-seconds-after-bonus",
            Self::SecondsAfterSandglass => "tc-what-seconds-after-sandglass",
            Self::Decimals => "tc-what-decimals",
        })
    }
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for TimeControlError {}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(spec: &str) -> Result<Self, Self::Err> {
        parse(spec).map_err(|mut e| {
            // Free text is told as such, wherever the parser first stumbled on it.
            let found = match e.kind {
                ParseErrorKind::Unexpected(c)
                | ParseErrorKind::ExpectedNumber { found: Some(c), .. }
                | ParseErrorKind::SandglassAlone(c) => Some(c),
                _ => None,
            };
            if let Some(c) = found.filter(|&c| !in_spec_alphabet(c)) {
                e.kind = match (spec, c) {
                    ("-", _) => ParseErrorKind::NoClock,
                    ("?", _) => ParseErrorKind::Unknown,
                    _ => ParseErrorKind::NotATimeControl(c),
                };
            }
            spec.clone_into(&mut e.spec);
            e
        })
    }
}

fn parse(spec: &str) -> Result<TimeControl, TimeControlError> {
    let mut parser = SpecParser {
        chars: spec.char_indices().peekable(),
        spec,
    };
    if let Some(&(_, '*')) = parser.chars.peek() {
        parser.chars.next();
        let (ms, _) = parser.seconds(Expected::SecondsAfterSandglass)?;
        if let Some((i, c)) = parser.next() {
            return Err(TimeControlError::at(
                char_position(spec, i),
                ParseErrorKind::SandglassAlone(c),
            ));
        }
        return TimeControl::sandglass(ms);
    }
    let mut periods = Vec::new();
    loop {
        let period_start = parser.position();
        let period = parser.period()?;
        match parser.next() {
            None => {
                periods.push(period);
                break;
            }
            Some((_, ':')) => {
                if period.moves.is_none() {
                    return Err(TimeControlError::at(
                        period_start,
                        ParseErrorKind::MissingMoveCount,
                    ));
                }
                periods.push(period);
            }
            Some((i, c)) => {
                let kind = if c == '*' {
                    ParseErrorKind::SandglassAlone(c)
                } else {
                    ParseErrorKind::Unexpected(c)
                };
                return Err(TimeControlError::at(char_position(spec, i), kind));
            }
        }
    }
    TimeControl::new(periods)
}

/// 1-based character position of byte index `i`.
fn char_position(spec: &str, i: usize) -> usize {
    spec.get(..i).map_or(i, |s| s.chars().count()) + 1
}

struct SpecParser<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    spec: &'a str,
}

/// A number of seconds as read: exact milliseconds, where it began, whether it had decimals.
struct Read {
    ms: u64,
    position: usize,
    fractional: bool,
}

impl SpecParser<'_> {
    fn position(&mut self) -> usize {
        let spec = self.spec;
        match self.chars.peek() {
            Some(&(i, _)) => char_position(spec, i),
            None => spec.chars().count() + 1,
        }
    }

    fn next(&mut self) -> Option<(usize, char)> {
        self.chars.next()
    }

    fn found(&mut self) -> Option<char> {
        self.chars.peek().map(|&(_, c)| c)
    }

    /// Digits, as a whole number no larger than [`MAX_SECONDS`]; `None` when there are none.
    fn digits(&mut self, position: usize) -> Result<Option<(u64, u32)>, TimeControlError> {
        let mut value: u64 = 0;
        let mut count = 0;
        while let Some(d) = self.found().and_then(|c| c.to_digit(10)) {
            self.chars.next();
            count += 1;
            // More than three decimals is refused anyway; stop growing a fraction early.
            value = value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(d)))
                .filter(|&v| v <= MAX_SECONDS)
                .ok_or(TimeControlError::at(position, ParseErrorKind::TooLarge))?;
        }
        Ok((count > 0).then_some((value, count)))
    }

    /// `DIGITS["." 1-3 DIGITS]`, as exact milliseconds no larger than [`MAX_SECONDS`] seconds.
    fn seconds_read(&mut self, what: Expected) -> Result<Read, TimeControlError> {
        let position = self.position();
        let start = self.chars.peek().map_or(self.spec.len(), |&(i, _)| i);
        let Some((whole, _)) = self.digits(position)? else {
            let found = self.found();
            let kind = match found {
                Some('*') => ParseErrorKind::SandglassAlone('*'),
                _ => ParseErrorKind::ExpectedNumber { what, found },
            };
            return Err(TimeControlError::at(position, kind));
        };
        let mut ms = whole * 1000;
        let fractional = self.found() == Some('.');
        if fractional {
            self.chars.next();
            let decimals_at = self.position();
            let digits = self.digits(position);
            let end = self.chars.peek().map_or(self.spec.len(), |&(i, _)| i);
            let token = self.spec.get(start..end).unwrap_or_default().to_owned();
            match digits {
                Ok(Some((fraction, count @ 1..=3))) => {
                    ms += fraction * 10u64.pow(3 - count);
                }
                Ok(None) => {
                    let found = self.found();
                    return Err(TimeControlError::at(
                        decimals_at,
                        ParseErrorKind::ExpectedNumber {
                            what: Expected::Decimals,
                            found,
                        },
                    ));
                }
                // Too many digits to hold is too many decimals too: name the token.
                Ok(Some(_)) | Err(_) => {
                    return Err(TimeControlError::at(
                        position,
                        ParseErrorKind::TooManyDecimals(token),
                    ));
                }
            }
        }
        if ms > MAX_MS {
            return Err(TimeControlError::at(position, ParseErrorKind::TooLarge));
        }
        Ok(Read {
            ms,
            position,
            fractional,
        })
    }

    fn seconds(&mut self, what: Expected) -> Result<(u64, usize), TimeControlError> {
        let read = self.seconds_read(what)?;
        Ok((read.ms, read.position))
    }

    fn period(&mut self) -> Result<Period, TimeControlError> {
        let start = self.chars.peek().map_or(self.spec.len(), |&(i, _)| i);
        let first = self.seconds_read(Expected::MovesOrSeconds)?;
        let (moves, base_ms) = if let Some(&(slash, '/')) = self.chars.peek() {
            if first.fractional {
                let token = self.spec.get(start..slash).unwrap_or_default().to_owned();
                return Err(TimeControlError::at(
                    first.position,
                    ParseErrorKind::FractionalMoves(token),
                ));
            }
            self.chars.next();
            let count = u32::try_from(first.ms / 1000)
                .ok()
                .and_then(NonZeroU32::new)
                .ok_or(TimeControlError::at(
                    first.position,
                    ParseErrorKind::ZeroMoves,
                ))?;
            (Some(count), self.seconds(Expected::Seconds)?.0)
        } else {
            (None, first.ms)
        };
        let bonus = match self.chars.peek() {
            Some(&(_, c @ ('+' | 'd' | 'b'))) => {
                self.chars.next();
                let (ms, _) = self.seconds(Expected::SecondsAfterBonus)?;
                match c {
                    '+' => Bonus::Increment(ms),
                    'd' => Bonus::Delay(ms),
                    _ => Bonus::Bronstein(ms),
                }
            }
            _ => Bonus::None,
        };
        Ok(Period {
            moves,
            base_ms,
            bonus,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn control(spec: &str) -> TimeControl {
        spec.parse().unwrap()
    }

    fn period(moves: u32, seconds: u64, bonus: Bonus) -> Period {
        Period {
            moves: NonZeroU32::new(moves),
            base_ms: seconds * 1000,
            bonus,
        }
    }

    #[test]
    fn parses_the_contract_examples() {
        assert_eq!(
            control("40/5400+30:1800+30").periods(),
            [
                period(40, 5400, Bonus::Increment(30_000)),
                period(0, 1800, Bonus::Increment(30_000))
            ]
        );
        assert_eq!(
            control("900+10").periods(),
            [period(0, 900, Bonus::Increment(10_000))]
        );
        assert_eq!(
            control("300d5").periods(),
            [period(0, 300, Bonus::Delay(5000))]
        );
        assert_eq!(
            control("120b2").periods(),
            [period(0, 120, Bonus::Bronstein(2000))]
        );
        assert_eq!(
            control("40/7200:20/3600").periods(),
            [period(40, 7200, Bonus::None), period(20, 3600, Bonus::None)]
        );
        for spec in [
            "40/5400+30:1800+30",
            "900+10",
            "300d5",
            "120b2",
            "40/7200:20/3600",
            "0+5",
        ] {
            assert_eq!(control(spec).to_string(), spec);
        }
    }

    #[test]
    fn refuses_bad_specs_naming_the_place() {
        use ParseErrorKind as K;
        let error = |spec: &str| spec.parse::<TimeControl>().unwrap_err();
        let at = |spec: &str| {
            let e = error(spec);
            (e.position, e.kind)
        };
        let number = |what, found| K::ExpectedNumber { what, found };
        assert_eq!(at(""), (1, number(Expected::MovesOrSeconds, None)));
        assert_eq!(at(":300"), (1, number(Expected::MovesOrSeconds, Some(':'))));
        assert_eq!(at("40/300:"), (8, number(Expected::MovesOrSeconds, None)));
        assert_eq!(at("-5"), (1, K::NotATimeControl('-')));
        assert_eq!(at("40/"), (4, number(Expected::Seconds, None)));
        assert_eq!(at("300+"), (5, number(Expected::SecondsAfterBonus, None)));
        assert_eq!(at("300 +5"), (4, K::NotATimeControl(' ')));
        assert_eq!(at(" 300"), (1, K::NotATimeControl(' ')));
        assert_eq!(at("300+5x"), (6, K::NotATimeControl('x')));
        assert_eq!(at("300x5"), (4, K::NotATimeControl('x')));
        assert_eq!(at("40/300/5"), (7, K::Unexpected('/')));
        assert_eq!(at("300+5+5"), (6, K::Unexpected('+')));
        assert_eq!(at("300:40/300"), (1, K::MissingMoveCount));
        assert_eq!(at("40/300:300:300"), (8, K::MissingMoveCount));
        assert_eq!(at("0/300"), (1, K::ZeroMoves));
        assert_eq!(at("99999999999"), (1, K::TooLarge));
        assert_eq!(at("300+99999999999999999999999"), (5, K::TooLarge));
        assert_eq!(at("é300"), (1, K::NotATimeControl('é')));
        assert_eq!(at("3é:"), (2, K::NotATimeControl('é')));
        assert_eq!(at("0"), (0, K::NoStartingTime));
        assert_eq!(at("0b5"), (0, K::NoStartingTime));
        assert_eq!(
            error("300+5+5").to_string(),
            "bad time control \"300+5+5\": unexpected '+' (character 6)"
        );
        // Zero is fine where the clock still has time: 5 s a move, or nothing extra.
        assert_eq!(control("0+5").starting_ms(), 5000);
        assert_eq!(control("0d5").starting_ms(), 0);
        assert_eq!(control("300+0").starting_ms(), 300_000);
        assert_eq!(control("40/300:0+30").periods()[1].base_ms, 0);
    }

    #[test]
    fn seconds_take_up_to_three_decimals_everywhere() {
        assert_eq!(
            control("10+0.05").periods(),
            [period(0, 10, Bonus::Increment(50))]
        );
        assert_eq!(control("10+0.05").starting_ms(), 10_050);
        assert_eq!(control("300.5d2.25").periods()[0].base_ms, 300_500);
        assert_eq!(control("300.5d2.25").periods()[0].bonus, Bonus::Delay(2250));
        assert_eq!(
            control("40/5400.5+30:1800b0.001").periods(),
            [
                Period {
                    moves: NonZeroU32::new(40),
                    base_ms: 5_400_500,
                    bonus: Bonus::Increment(30_000)
                },
                period(0, 1800, Bonus::Bronstein(1))
            ]
        );
        // Trailing zeros are the same time; Display writes the shortest form.
        assert_eq!(control("10.500+1.000"), control("10.5+1"));
        assert_eq!(control("10.500+1.000").to_string(), "10.5+1");
        assert_eq!(control("0.001").starting_ms(), 1);
        assert_eq!(
            control(&format!("{MAX_SECONDS}.000")).starting_ms(),
            MAX_SECONDS * 1000
        );
        for spec in ["10+0.05", "300.5d2.25", "40/5400.5+30:1800.125b0.5", "0.1"] {
            assert_eq!(control(spec).to_string(), spec);
        }
    }

    #[test]
    fn refuses_bad_decimals_naming_the_token() {
        use ParseErrorKind as K;
        let at = |spec: &str| {
            let e = spec.parse::<TimeControl>().unwrap_err();
            (e.position, e.kind)
        };
        assert_eq!(at("10+0.0505"), (4, K::TooManyDecimals("0.0505".into())));
        assert_eq!(at("300.1234d5"), (1, K::TooManyDecimals("300.1234".into())));
        assert_eq!(
            at("1.000000000000000000000001"),
            (1, K::TooManyDecimals("1.000000000000000000000001".into()))
        );
        assert_eq!(
            at("10."),
            (
                4,
                K::ExpectedNumber {
                    what: Expected::Decimals,
                    found: None
                }
            )
        );
        assert_eq!(
            at("10.+5"),
            (
                4,
                K::ExpectedNumber {
                    what: Expected::Decimals,
                    found: Some('+')
                }
            )
        );
        assert_eq!(at("40.5/300"), (1, K::FractionalMoves("40.5".into())));
        assert_eq!(at("1.2.3"), (4, K::Unexpected('.')));
        assert_eq!(at(&format!("{MAX_SECONDS}.001")), (1, K::TooLarge));
        assert_eq!(at("0.000"), (0, K::NoStartingTime));
        let message = "10+0.0505".parse::<TimeControl>().unwrap_err().to_string();
        assert_eq!(
            message,
            "bad time control \"10+0.0505\": '0.0505' has more than three decimals (character 4)"
        );
    }

    #[test]
    fn a_sandglass_stands_alone() {
        use ParseErrorKind as K;
        let glass = control("*180");
        assert!(glass.is_sandglass());
        assert_eq!(glass.starting_ms(), 180_000);
        assert_eq!(glass.periods(), [period(0, 180, Bonus::None)]);
        assert_eq!(glass.to_string(), "*180");
        assert_eq!(control("*0.5").starting_ms(), 500);
        assert_eq!(control("*0.5").to_string(), "*0.5");
        assert!(!control("180").is_sandglass());
        assert_ne!(control("*180"), control("180"));
        assert_eq!(glass.category(), Category::Blitz);
        let at = |spec: &str| {
            let e = spec.parse::<TimeControl>().unwrap_err();
            (e.position, e.kind)
        };
        assert_eq!(at("*180+2"), (5, K::SandglassAlone('+')));
        assert_eq!(at("*180d2"), (5, K::SandglassAlone('d')));
        assert_eq!(at("*180:60"), (5, K::SandglassAlone(':')));
        assert_eq!(at("40/*180"), (4, K::SandglassAlone('*')));
        assert_eq!(at("300+*5"), (5, K::SandglassAlone('*')));
        assert_eq!(at("40/300:*180"), (8, K::SandglassAlone('*')));
        assert_eq!(at("180*"), (4, K::SandglassAlone('*')));
        assert_eq!(at("**180"), (2, K::SandglassAlone('*')));
        assert_eq!(at("*0"), (0, K::NoStartingTime));
        assert_eq!(at("*180 s"), (5, K::NotATimeControl(' ')));
        assert_eq!(
            at("*"),
            (
                2,
                K::ExpectedNumber {
                    what: Expected::SecondsAfterSandglass,
                    found: None
                }
            )
        );
        assert_eq!(at("*1.0001"), (2, K::TooManyDecimals("1.0001".into())));
        assert!(TimeControl::sandglass(0).is_err());
        assert!(TimeControl::sandglass(MAX_SECONDS * 1000 + 1).is_err());
        assert_eq!(TimeControl::sandglass(180_000), Ok(glass));
    }

    #[test]
    fn free_text_and_pgn_marks_are_told_what_a_spec_is() {
        let message = |spec: &str| spec.parse::<TimeControl>().unwrap_err().to_string();
        assert_eq!(
            message("15 min. + 10 s. per move"),
            "\"15 min. + 10 s. per move\" is not a time control (' ' at character 3): use \
             seconds like 900+10, 40/5400+30:1800+30, 300d5, 120b2, *180, 10+0.05"
        );
        assert!(message("G/90").starts_with("\"G/90\" is not a time control ('G' at character 1)"));
        assert!(message("-").starts_with("\"-\" means a game without a clock"));
        assert!(message("?").starts_with("\"?\" means an unknown time control"));
        for spec in ["-", "?", "G/90", "90 min"] {
            assert!(message(spec).contains(ACCEPTED_FORMS), "{spec}");
        }
        // Every accepted form shown parses.
        for spec in ACCEPTED_FORMS.split(", ") {
            assert_eq!(control(spec).to_string(), spec);
        }
    }

    #[test]
    fn pgn_tags_say_no_clock_and_unknown() {
        let tag = |text: &str| text.parse::<TimeControlTag>();
        assert_eq!(tag("-"), Ok(TimeControlTag::NoClock));
        assert_eq!(tag(" ? "), Ok(TimeControlTag::Unknown));
        assert_eq!(tag("*180"), Ok(TimeControlTag::Control(control("*180"))));
        assert_eq!(tag("?").unwrap().control(), None);
        assert_eq!(tag("300+2").unwrap().control(), Some(&control("300+2")));
        assert!(tag("G/90").is_err());
        for text in ["-", "?", "*180", "40/5400+30:1800+30"] {
            assert_eq!(tag(text).unwrap().to_string(), text);
        }
    }

    #[test]
    fn builds_checked_controls_by_hand() {
        assert!(TimeControl::new(vec![]).is_err());
        assert!(
            TimeControl::new(vec![period(0, 10, Bonus::None), period(0, 10, Bonus::None)]).is_err()
        );
        assert!(TimeControl::new(vec![period(0, 10, Bonus::Increment(u64::MAX))]).is_err());
        assert!(
            TimeControl::new(vec![period(5, 10, Bonus::None), period(0, 10, Bonus::None)]).is_ok()
        );
    }

    #[test]
    fn periods_and_their_ends() {
        let c = control("40/7200:20/3600");
        assert_eq!(c.period_of_move(1).base_ms, 7_200_000);
        assert_eq!(c.period_of_move(40).base_ms, 7_200_000);
        assert_eq!(c.period_of_move(41).base_ms, 3_600_000);
        assert_eq!(c.period_of_move(1000).base_ms, 3_600_000);
        let ends: Vec<u64> = (1..=120).filter(|&n| c.ends_period(n)).collect();
        assert_eq!(ends, [40, 60, 80, 100, 120]);
        let c = control("40/5400+30:1800+30");
        let ends: Vec<u64> = (1..=500).filter(|&n| c.ends_period(n)).collect();
        assert_eq!(ends, [40]);
        assert!(!control("300").ends_period(1));
        assert!(control("2/10").ends_period(4));
    }

    #[test]
    fn categories_follow_appendices_a1_and_b1() {
        let category = |spec: &str| control(spec).category();
        assert_eq!(category("180+2"), Category::Blitz); // 3 min + 60 × 2 s = 5 min
        assert_eq!(category("600"), Category::Blitz); // exactly 10 minutes
        assert_eq!(category("300d5"), Category::Blitz); // 10 minutes with the delay
        assert_eq!(category("600+1"), Category::Rapid); // 11 minutes
        assert_eq!(category("601"), Category::Rapid);
        assert_eq!(category("900+10"), Category::Rapid); // 25 minutes
        assert_eq!(category("3599"), Category::Rapid);
        assert_eq!(category("3000+10"), Category::Standard); // exactly 60 minutes
        assert_eq!(category("40/5400+30:1800+30"), Category::Standard);
    }
}
