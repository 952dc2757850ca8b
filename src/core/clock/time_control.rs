//! Time controls: the SPEC of contract §2 (PGN `TimeControl` style, extended with delays).

use std::fmt;
use std::num::NonZeroU32;
use std::str::FromStr;

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

/// A validated time control: at least one period, only the last one without a move count.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TimeControl {
    periods: Vec<Period>,
}

impl TimeControl {
    /// Builds a control from periods, checking the same rules as the parser.
    pub fn new(periods: Vec<Period>) -> Result<Self, TimeControlError> {
        let Some((_, earlier)) = periods.split_last() else {
            return Err(TimeControlError::at(0, ParseErrorKind::Empty));
        };
        if earlier.iter().any(|p| p.moves.is_none()) {
            return Err(TimeControlError::at(0, ParseErrorKind::MissingMoveCount));
        }
        let too_large = |ms: u64| ms > MAX_SECONDS * 1000;
        for p in &periods {
            let bonus = p.increment_ms().max(p.delay_ms()).max(p.bronstein_ms());
            if too_large(p.base_ms) || too_large(bonus) {
                return Err(TimeControlError::at(0, ParseErrorKind::TooLarge));
            }
        }
        let control = Self { periods };
        if control.starting_ms() == 0 && control.period_of_move(1).delay_ms() == 0 {
            return Err(TimeControlError::at(0, ParseErrorKind::NoStartingTime));
        }
        Ok(control)
    }

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
    /// Writes the control back in SPEC form (whole seconds are exact; the parser makes no others).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(":")?;
            }
            if let Some(m) = p.moves {
                write!(f, "{m}/")?;
            }
            write!(f, "{}", p.base_ms / 1000)?;
            match p.bonus {
                Bonus::None => {}
                Bonus::Increment(ms) => write!(f, "+{}", ms / 1000)?,
                Bonus::Delay(ms) => write!(f, "d{}", ms / 1000)?,
                Bonus::Bronstein(ms) => write!(f, "b{}", ms / 1000)?,
            }
        }
        Ok(())
    }
}

/// Why a SPEC was refused, and at which character (1-based; 0 when it is about the whole).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeControlError {
    pub position: usize,
    pub kind: ParseErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseErrorKind {
    Empty,
    /// Expected digits (what they were for), found this (or the end).
    ExpectedNumber {
        what: &'static str,
        found: Option<char>,
    },
    Unexpected(char),
    ZeroMoves,
    TooLarge,
    /// A period other than the last has no move count.
    MissingMoveCount,
    /// White would flag the instant the clock starts.
    NoStartingTime,
}

impl TimeControlError {
    fn at(position: usize, kind: ParseErrorKind) -> Self {
        Self { position, kind }
    }
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ParseErrorKind::Empty => f.write_str("empty time control")?,
            ParseErrorKind::ExpectedNumber {
                what,
                found: Some(c),
            } => {
                write!(f, "expected {what}, found '{c}'")?;
            }
            ParseErrorKind::ExpectedNumber { what, found: None } => {
                write!(f, "expected {what}, found the end")?;
            }
            ParseErrorKind::Unexpected(c) => write!(f, "unexpected '{c}'")?,
            ParseErrorKind::ZeroMoves => f.write_str("a period needs at least one move")?,
            ParseErrorKind::TooLarge => write!(f, "number too large (at most {MAX_SECONDS})")?,
            ParseErrorKind::MissingMoveCount => {
                f.write_str("only the last period may lack a move count")?;
            }
            ParseErrorKind::NoStartingTime => {
                f.write_str("no starting time: White would lose on time at once")?;
            }
        }
        if self.position > 0 {
            write!(f, " (character {})", self.position)?;
        }
        Ok(())
    }
}

impl std::error::Error for TimeControlError {}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(spec: &str) -> Result<Self, Self::Err> {
        let mut parser = SpecParser {
            chars: spec.char_indices().peekable(),
            spec,
        };
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
                    return Err(TimeControlError::at(
                        char_position(spec, i),
                        ParseErrorKind::Unexpected(c),
                    ));
                }
            }
        }
        Self::new(periods)
    }
}

/// 1-based character position of byte index `i`.
fn char_position(spec: &str, i: usize) -> usize {
    spec.get(..i).map_or(i, |s| s.chars().count()) + 1
}

struct SpecParser<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    spec: &'a str,
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

    /// Digits, as a whole number no larger than [`MAX_SECONDS`].
    fn number(&mut self, what: &'static str) -> Result<(u64, usize), TimeControlError> {
        let position = self.position();
        let mut value: u64 = 0;
        let mut digits = 0;
        while let Some(&(_, c)) = self.chars.peek() {
            let Some(d) = c.to_digit(10) else { break };
            self.chars.next();
            digits += 1;
            value = value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(d)))
                .filter(|&v| v <= MAX_SECONDS)
                .ok_or(TimeControlError::at(position, ParseErrorKind::TooLarge))?;
        }
        if digits == 0 {
            let found = self.chars.peek().map(|&(_, c)| c);
            return Err(TimeControlError::at(
                position,
                ParseErrorKind::ExpectedNumber { what, found },
            ));
        }
        Ok((value, position))
    }

    fn period(&mut self) -> Result<Period, TimeControlError> {
        let (first, first_at) = self.number("a number of moves or seconds")?;
        let (moves, seconds) = if matches!(self.chars.peek(), Some(&(_, '/'))) {
            self.chars.next();
            let count = u32::try_from(first)
                .ok()
                .and_then(NonZeroU32::new)
                .ok_or(TimeControlError::at(first_at, ParseErrorKind::ZeroMoves))?;
            (Some(count), self.number("a number of seconds")?.0)
        } else {
            (None, first)
        };
        let bonus = match self.chars.peek() {
            Some(&(_, c @ ('+' | 'd' | 'b'))) => {
                self.chars.next();
                let (n, _) = self.number("a number of seconds after the bonus sign")?;
                match c {
                    '+' => Bonus::Increment(n * 1000),
                    'd' => Bonus::Delay(n * 1000),
                    _ => Bonus::Bronstein(n * 1000),
                }
            }
            _ => Bonus::None,
        };
        Ok(Period {
            moves,
            base_ms: seconds * 1000,
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
        assert_eq!(at(""), (1, number("a number of moves or seconds", None)));
        assert_eq!(
            at(":300"),
            (1, number("a number of moves or seconds", Some(':')))
        );
        assert_eq!(
            at("40/300:"),
            (8, number("a number of moves or seconds", None))
        );
        assert_eq!(
            at("-5"),
            (1, number("a number of moves or seconds", Some('-')))
        );
        assert_eq!(at("40/"), (4, number("a number of seconds", None)));
        assert_eq!(
            at("300+"),
            (5, number("a number of seconds after the bonus sign", None))
        );
        assert_eq!(at("300 +5"), (4, K::Unexpected(' ')));
        assert_eq!(
            at(" 300"),
            (1, number("a number of moves or seconds", Some(' ')))
        );
        assert_eq!(at("300+5x"), (6, K::Unexpected('x')));
        assert_eq!(at("300x5"), (4, K::Unexpected('x')));
        assert_eq!(at("40/300/5"), (7, K::Unexpected('/')));
        assert_eq!(at("300+5+5"), (6, K::Unexpected('+')));
        assert_eq!(at("300:40/300"), (1, K::MissingMoveCount));
        assert_eq!(at("40/300:300:300"), (8, K::MissingMoveCount));
        assert_eq!(at("0/300"), (1, K::ZeroMoves));
        assert_eq!(at("99999999999"), (1, K::TooLarge));
        assert_eq!(at("300+99999999999999999999999"), (5, K::TooLarge));
        assert_eq!(
            at("é300"),
            (1, number("a number of moves or seconds", Some('é')))
        );
        assert_eq!(
            at("é:"),
            (1, number("a number of moves or seconds", Some('é')))
        );
        assert_eq!(at("0"), (0, K::NoStartingTime));
        assert_eq!(at("0b5"), (0, K::NoStartingTime));
        assert_eq!(error("300 +5").to_string(), "unexpected ' ' (character 4)");
        // Zero is fine where the clock still has time: 5 s a move, or nothing extra.
        assert_eq!(control("0+5").starting_ms(), 5000);
        assert_eq!(control("0d5").starting_ms(), 0);
        assert_eq!(control("300+0").starting_ms(), 300_000);
        assert_eq!(control("40/300:0+30").periods()[1].base_ms, 0);
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
