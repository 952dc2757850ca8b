//! A FIDE chess clock (Article 6) as a pure state machine.
//!
//! Time never comes from the system: every event carries its instant as integer milliseconds since
//! an arbitrary origin, and every query names the instant it asks about. That makes increments,
//! delays and flag instants exact and testable, and lets a live table app drive the same clock
//! from its own timer.
//!
//! ```
//! use annabella::core::clock::{Clock, TimeControl};
//! use shakmaty::Color;
//!
//! let control: TimeControl = "10d5".parse().unwrap();
//! let mut clock = Clock::new(control);
//! clock.start(0).unwrap();
//! assert_eq!(clock.remaining(Color::White, 4_000), 10_000); // the delay runs
//! assert_eq!(clock.remaining(Color::White, 12_000), 3_000);
//! assert_eq!(clock.flag_at(), Some(15_000));
//! ```
//!
//! A sandglass (`*N`) is kept as a sudden-death clock whose waiting side also reads the running
//! side's use of the current move: both change by the same whole milliseconds at every instant,
//! so their sum stays 2N (plus arbiter additions), and the flag falls exactly when the running
//! side reaches zero. At a press, and at a flag, that use is written into the waiting side's time.
//!
//! ```
//! use annabella::core::clock::{Clock, TimeControl};
//! use shakmaty::Color;
//!
//! let mut clock = Clock::new("*180".parse::<TimeControl>().unwrap());
//! clock.start(0).unwrap();
//! assert_eq!(clock.remaining(Color::White, 1_234), 178_766);
//! assert_eq!(clock.remaining(Color::Black, 1_234), 181_234);
//! assert_eq!(clock.flag_at(), Some(180_000));
//! ```

use std::fmt;

pub use shakmaty::Color;

mod face;
mod time_control;

pub use face::{TENTHS_FROM_MS, clock_face};

pub use time_control::{
    ACCEPTED_FORMS, Bonus, Category, Expected, MAX_SECONDS, ParseErrorKind, Period, TimeControl,
    TimeControlError, TimeControlTag,
};

/// A player's time ran out at this instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Flag {
    pub color: Color,
    pub at_ms: u64,
}

/// Where the clock stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Set but not started: only `add` changes anything.
    NotStarted,
    /// The clock of the side to move is counting.
    Running,
    /// An arbiter stopped the clock (Article 6.11); nothing counts, delays included.
    Stopped,
    /// A flag fell: stopped for good.
    Flagged(Flag),
}

/// What an event did: the flag it revealed first, if any, and whether the event itself took effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Step {
    /// The flag that fell at or before the event's instant (reported once).
    pub flag: Option<Flag>,
    /// False when the event was ignored (a press while stopped, a second start, ...).
    pub applied: bool,
}

/// An event came with an instant earlier than one already seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeWentBack {
    pub last_ms: u64,
    pub at_ms: u64,
}

impl fmt::Display for TimeWentBack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "time went back from {} ms to {} ms",
            self.last_ms, self.at_ms
        )
    }
}

impl std::error::Error for TimeWentBack {}

/// A two-sided chess clock driven by timed events.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    phase: Phase,
    side: Color,
    /// For the side to move: its time when the current move began (plus any later additions),
    /// before this move's use is deducted. For the other side: its time.
    base_ms: [u64; 2],
    moves: [u64; 2],
    /// Running time on the current move before `since_ms` (stops excluded).
    used_before_ms: u64,
    /// When the clock last started counting; meaningful while running.
    since_ms: u64,
    /// The latest instant seen: events may not go back before it.
    now_ms: u64,
}

fn idx(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Clock {
    /// A clock set to the control's starting time on both sides, not started.
    pub fn new(control: TimeControl) -> Self {
        let start = control.starting_ms();
        Self {
            control,
            phase: Phase::NotStarted,
            side: Color::White,
            base_ms: [start, start],
            moves: [0, 0],
            used_before_ms: 0,
            since_ms: 0,
            now_ms: 0,
        }
    }

    /// A clock showing a reading taken elsewhere (a game server's): `white_ms` and `black_ms`
    /// at `at_ms`, the clock of `running` counting down from then; with none running it is not
    /// started (the server's clocks wait for the first moves, or the game is over). Such a clock
    /// is replaced at the next reading, never pressed.
    ///
    /// ```
    /// use annabella::core::clock::{Clock, TimeControl};
    /// use shakmaty::Color;
    ///
    /// let control: TimeControl = "300+3".parse().unwrap();
    /// let clock = Clock::from_reading(control, [250_000, 200_000], Some(Color::Black), 10_000);
    /// assert_eq!(clock.remaining(Color::Black, 15_000), 195_000);
    /// assert_eq!(clock.remaining(Color::White, 15_000), 250_000);
    /// assert_eq!(clock.flag_at(), Some(210_000));
    /// ```
    pub fn from_reading(
        control: TimeControl,
        [white_ms, black_ms]: [u64; 2],
        running: Option<Color>,
        at_ms: u64,
    ) -> Self {
        Self {
            phase: if running.is_some() {
                Phase::Running
            } else {
                Phase::NotStarted
            },
            side: running.unwrap_or(Color::White),
            base_ms: [white_ms, black_ms],
            used_before_ms: 0,
            since_ms: at_ms,
            now_ms: at_ms,
            ..Self::new(control)
        }
    }

    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The player whose move it is; `None` before the start and after a flag.
    pub fn turn(&self) -> Option<Color> {
        match self.phase {
            Phase::NotStarted | Phase::Flagged(_) => None,
            Phase::Running | Phase::Stopped => Some(self.side),
        }
    }

    /// Moves completed (clock pressed) by `color`.
    pub fn moves(&self, color: Color) -> u64 {
        self.moves[idx(color)]
    }

    /// The flag that fell, once [`Clock::advance`] (or any event) has reached its instant.
    pub fn flagged(&self) -> Option<Flag> {
        match self.phase {
            Phase::Flagged(flag) => Some(flag),
            _ => None,
        }
    }

    /// The instant the running player's time will reach zero if nothing else happens (`None`
    /// while not running, or if that instant lies beyond `u64::MAX` ms).
    pub fn flag_at(&self) -> Option<u64> {
        match self.phase {
            Phase::Running => {
                // Time counts only once the delay is spent, so the flag falls after base + delay.
                // Wide arithmetic: past `u64::MAX` ms the flag never falls in representable time.
                let budget = u128::from(self.base_ms[idx(self.side)]) + u128::from(self.delay_ms());
                let left = budget.saturating_sub(u128::from(self.used_before_ms));
                u64::try_from(u128::from(self.since_ms) + left).ok()
            }
            Phase::Flagged(flag) => Some(flag.at_ms),
            Phase::NotStarted | Phase::Stopped => None,
        }
    }

    /// Time the current move has run at `at_ms` (stops excluded); 0 before the start.
    pub fn time_used_on_current_move(&self, at_ms: u64) -> u64 {
        match self.phase {
            Phase::NotStarted => 0,
            Phase::Stopped | Phase::Flagged(_) => self.used_before_ms,
            Phase::Running => {
                let at = self.clamp(at_ms);
                self.used_before_ms.saturating_add(at - self.since_ms)
            }
        }
    }

    /// What is left of the current move's simple delay at `at_ms` (0 without a delay).
    pub fn delay_left(&self, at_ms: u64) -> u64 {
        match self.phase {
            Phase::Running | Phase::Stopped => self
                .delay_ms()
                .saturating_sub(self.time_used_on_current_move(at_ms)),
            Phase::NotStarted | Phase::Flagged(_) => 0,
        }
    }

    /// The time `color` has left at `at_ms`, as a clock shows it: while a simple delay runs, the
    /// time that will remain when the delay ends. Instants before the last event read as that
    /// event's instant; instants past a pending flag read as 0. Does not change the clock.
    pub fn remaining(&self, color: Color, at_ms: u64) -> u64 {
        let base = self.base_ms[idx(color)];
        let counting = matches!(self.phase, Phase::Running | Phase::Stopped);
        if !counting {
            return base;
        }
        let used = self.time_used_on_current_move(at_ms);
        if color != self.side {
            return base.saturating_add(self.flowed(used));
        }
        base.saturating_sub(used.saturating_sub(self.delay_ms()))
    }

    /// The time `color` had left when it completed its last move, as relays and servers write
    /// it in a PGN's `[%clk]`: what its press credited for the moves to come (the next move's
    /// Fischer increment, the next period's time) is not counted, for a move the clock has not
    /// been pressed for yet nothing is. A FIDE clock credits the increment of a move before
    /// it (the first one at the start), so the reading after a press is one increment above
    /// what a DGT relay writes (the clock read as the move is made) and what Lichess writes
    /// (`clock + increment - move time`, with no increment at the start).
    pub fn left_after_move(&self, color: Color, at_ms: u64) -> u64 {
        let remaining = self.remaining(color, at_ms);
        let number = self.moves[idx(color)];
        if number == 0 || color == self.side {
            return remaining;
        }
        let next = self.control.period_of_move(number.saturating_add(1));
        let mut credited = next.increment_ms();
        if self.control.ends_period(number) {
            credited = credited.saturating_add(next.base_ms);
        }
        remaining.saturating_sub(credited)
    }

    /// What the waiting side has gained from `used` ms of the current move: all of it in a
    /// sandglass, nothing otherwise.
    fn flowed(&self, used: u64) -> u64 {
        if self.control.is_sandglass() { used } else { 0 }
    }

    /// Brings the clock to `at_ms`: if the running player's time reached zero at or before it, the
    /// flag falls at that exact instant and is returned (once).
    pub fn advance(&mut self, at_ms: u64) -> Result<Option<Flag>, TimeWentBack> {
        if at_ms < self.now_ms {
            return Err(TimeWentBack {
                last_ms: self.now_ms,
                at_ms,
            });
        }
        self.now_ms = at_ms;
        if self.phase != Phase::Running {
            return Ok(None);
        }
        match self.flag_at() {
            Some(flag_ms) if flag_ms <= at_ms => {
                let used = self.time_used_on_current_move(flag_ms);
                self.used_before_ms = used;
                self.base_ms[idx(self.side)] = 0;
                let flowed = self.flowed(used);
                let waiting = &mut self.base_ms[idx(self.side.other())];
                *waiting = waiting.saturating_add(flowed);
                let flag = Flag {
                    color: self.side,
                    at_ms: flag_ms,
                };
                self.phase = Phase::Flagged(flag);
                Ok(Some(flag))
            }
            _ => Ok(None),
        }
    }

    /// Starts White's clock (Article 6.6). Ignored once started.
    pub fn start(&mut self, at_ms: u64) -> Result<Step, TimeWentBack> {
        self.start_for(Color::White, at_ms)
    }

    /// Starts the clock of `side`, the side to move (a game set up with Black to move starts
    /// Black's clock). Ignored once started.
    pub fn start_for(&mut self, side: Color, at_ms: u64) -> Result<Step, TimeWentBack> {
        self.event(at_ms, |clock| {
            if clock.phase != Phase::NotStarted {
                return false;
            }
            clock.phase = Phase::Running;
            clock.side = side;
            clock.used_before_ms = 0;
            clock.since_ms = at_ms;
            true
        })
    }

    /// The running player completes a move. Ignored unless running.
    ///
    /// Order at the press: the move's use is deducted (after its simple delay), the Bronstein
    /// give-back returned, the next period's time added if this move ended a period, then the
    /// Fischer increment of the mover's next move (of that move's period) credited. In a
    /// sandglass the move's use is added to the other side's time.
    pub fn press(&mut self, at_ms: u64) -> Result<Step, TimeWentBack> {
        self.event(at_ms, |clock| {
            if clock.phase != Phase::Running {
                return false;
            }
            let mover = clock.side;
            let used = clock.time_used_on_current_move(at_ms);
            let number = clock.moves[idx(mover)].saturating_add(1);
            let control = &clock.control;
            let period = control.period_of_move(number);
            let next = control.period_of_move(number.saturating_add(1));
            let deducted = used.saturating_sub(period.delay_ms());
            let mut time = clock.base_ms[idx(mover)].saturating_sub(deducted);
            time = time.saturating_add(used.min(period.bronstein_ms()));
            if control.ends_period(number) {
                time = time.saturating_add(next.base_ms);
            }
            time = time.saturating_add(next.increment_ms());
            clock.base_ms[idx(mover)] = time;
            let flowed = clock.flowed(used);
            let waiting = &mut clock.base_ms[idx(mover.other())];
            *waiting = waiting.saturating_add(flowed);
            clock.moves[idx(mover)] = number;
            clock.side = mover.other();
            clock.used_before_ms = 0;
            clock.since_ms = at_ms;
            true
        })
    }

    /// The clock of `side` runs instead, no move completed (a completed move taken back in
    /// practice): the time used on the current move stays used, no increment or delay is
    /// credited, and the move count is kept. Ignored unless running or stopped, or when `side`'s
    /// clock is already the one that counts.
    pub fn hand_over(&mut self, side: Color, at_ms: u64) -> Result<Step, TimeWentBack> {
        self.event(at_ms, |clock| {
            if !matches!(clock.phase, Phase::Running | Phase::Stopped) || clock.side == side {
                return false;
            }
            let leaving = clock.side;
            let number = clock.moves[idx(leaving)].saturating_add(1);
            let delay = clock.control.period_of_move(number).delay_ms();
            let used = clock.time_used_on_current_move(at_ms).saturating_sub(delay);
            clock.base_ms[idx(leaving)] = clock.base_ms[idx(leaving)].saturating_sub(used);
            clock.side = side;
            clock.used_before_ms = 0;
            clock.since_ms = at_ms;
            true
        })
    }

    /// An arbiter stops the running clock (Article 6.11.1). Ignored unless running.
    pub fn stop(&mut self, at_ms: u64) -> Result<Step, TimeWentBack> {
        self.event(at_ms, |clock| {
            if clock.phase != Phase::Running {
                return false;
            }
            clock.used_before_ms = clock.time_used_on_current_move(at_ms);
            clock.phase = Phase::Stopped;
            true
        })
    }

    /// An arbiter restarts a stopped clock; the rest of a delay is kept. Ignored unless stopped.
    pub fn resume(&mut self, at_ms: u64) -> Result<Step, TimeWentBack> {
        self.event(at_ms, |clock| {
            if clock.phase != Phase::Stopped {
                return false;
            }
            clock.phase = Phase::Running;
            clock.since_ms = at_ms;
            true
        })
    }

    /// An arbiter adds `ms` to `color`'s time (e.g. two minutes, Article 7.5.5). Works before the
    /// start too (setting the clock up); ignored after a flag.
    pub fn add(&mut self, color: Color, ms: u64, at_ms: u64) -> Result<Step, TimeWentBack> {
        self.event(at_ms, |clock| {
            if matches!(clock.phase, Phase::Flagged(_)) {
                return false;
            }
            let time = &mut clock.base_ms[idx(color)];
            *time = time.saturating_add(ms);
            true
        })
    }

    fn event(
        &mut self,
        at_ms: u64,
        apply: impl FnOnce(&mut Self) -> bool,
    ) -> Result<Step, TimeWentBack> {
        let flag = self.advance(at_ms)?;
        let applied = apply(self);
        Ok(Step { flag, applied })
    }

    /// The simple delay of the current move.
    fn delay_ms(&self) -> u64 {
        let number = self.moves[idx(self.side)].saturating_add(1);
        self.control.period_of_move(number).delay_ms()
    }

    /// Instants before the last event read as the last event; past a running clock's start too.
    fn clamp(&self, at_ms: u64) -> u64 {
        let at = at_ms.max(self.now_ms).max(self.since_ms);
        match self.flag_at() {
            Some(flag) if self.phase == Phase::Running => at.min(flag.max(self.since_ms)),
            _ => at,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn control(spec: &str) -> TimeControl {
        spec.parse().unwrap()
    }

    fn started(spec: &str) -> Clock {
        let mut clock = Clock::new(control(spec));
        assert!(clock.start(0).unwrap().applied);
        clock
    }

    fn times(clock: &Clock, at_ms: u64) -> (u64, u64) {
        (
            clock.remaining(Color::White, at_ms),
            clock.remaining(Color::Black, at_ms),
        )
    }

    fn press(clock: &mut Clock, at_ms: u64) {
        let step = clock.press(at_ms).unwrap();
        assert_eq!(
            step,
            Step {
                flag: None,
                applied: true
            },
            "press at {at_ms}"
        );
    }

    #[test]
    fn the_contract_example_flags_after_base_plus_delay() {
        let mut clock = Clock::new(control("10d5"));
        let step = clock.start(0).unwrap();
        assert_eq!(
            step,
            Step {
                flag: None,
                applied: true
            }
        );
        assert_eq!(times(&clock, 0), (10_000, 10_000));
        assert_eq!(clock.turn(), Some(Color::White));
        assert_eq!(clock.flag_at(), Some(15_000));
        let step = clock.press(16_000).unwrap();
        let flag = Flag {
            color: Color::White,
            at_ms: 15_000,
        };
        assert_eq!(
            step,
            Step {
                flag: Some(flag),
                applied: false
            }
        );
        assert_eq!(clock.flagged(), Some(flag));
        assert_eq!(clock.turn(), None);
        assert_eq!(clock.moves(Color::White), 0);
        assert_eq!(times(&clock, 16_000), (0, 10_000));
    }

    #[test]
    fn fischer_starts_with_the_first_increment_and_credits_each_press() {
        let mut clock = started("10+2");
        assert_eq!(times(&clock, 0), (12_000, 12_000));
        press(&mut clock, 3000);
        assert_eq!(times(&clock, 3000), (11_000, 12_000));
        assert_eq!(times(&clock, 4000), (11_000, 11_000));
        press(&mut clock, 4500);
        assert_eq!(times(&clock, 4500), (11_000, 12_500));
        assert_eq!(
            (clock.moves(Color::White), clock.moves(Color::Black)),
            (1, 1)
        );
        assert_eq!(clock.flag_at(), Some(15_500));
    }

    #[test]
    fn period_end_adds_the_next_period_and_its_increment() {
        let mut clock = started("2/10+1:5+3");
        assert_eq!(times(&clock, 0), (11_000, 11_000));
        press(&mut clock, 1000); // White's move 1: next move still in period 1, +1 s
        assert_eq!(times(&clock, 1000), (11_000, 11_000));
        press(&mut clock, 1000); // Black's move 1 took no time
        assert_eq!(times(&clock, 1000), (11_000, 12_000));
        press(&mut clock, 3000); // White's move 2 ends period 1: +5 s and move 3's +3 s
        assert_eq!(times(&clock, 3000), (17_000, 12_000));
        press(&mut clock, 3000);
        press(&mut clock, 4000); // move 3 in sudden death: +3 s each move from now on
        assert_eq!(times(&clock, 4000), (19_000, 12_000 + 5000 + 3000));
    }

    #[test]
    fn the_time_left_after_a_move_counts_no_credit_for_the_moves_to_come() {
        let mut clock = started("5400+30");
        assert_eq!(clock.left_after_move(Color::White, 0), 5_430_000);
        press(&mut clock, 10_000);
        // 90:30 at the start, 10 s used: 90:20 left after the move, 90:50 on the clock.
        assert_eq!(clock.remaining(Color::White, 10_000), 5_450_000);
        assert_eq!(clock.left_after_move(Color::White, 10_000), 5_420_000);
        // Black's move is not pressed yet: nothing to take off.
        assert_eq!(clock.left_after_move(Color::Black, 15_000), 5_425_000);
        let mut periods = started("2/10:5");
        press(&mut periods, 1000);
        press(&mut periods, 1000);
        press(&mut periods, 3000); // White's move 2 ends period 1: +5 s credited
        assert_eq!(periods.remaining(Color::White, 3000), 12_000);
        assert_eq!(periods.left_after_move(Color::White, 3000), 7000);
    }

    #[test]
    fn the_increment_credited_is_that_of_the_next_moves_period() {
        let mut clock = started("1/10+1:10+5");
        assert_eq!(times(&clock, 0), (11_000, 11_000));
        press(&mut clock, 1000);
        assert_eq!(clock.remaining(Color::White, 1000), 10_000 + 10_000 + 5000);
    }

    #[test]
    fn a_last_period_with_a_move_count_repeats() {
        let mut clock = started("2/10");
        let mut at = 0;
        let mut white = Vec::new();
        for _ in 0..6 {
            at += 1000;
            press(&mut clock, at); // White takes 1 s
            white.push(clock.remaining(Color::White, at));
            press(&mut clock, at); // Black takes none
        }
        assert_eq!(white, [9000, 18_000, 17_000, 26_000, 25_000, 34_000]);
        assert_eq!(clock.remaining(Color::Black, at), 40_000); // its moves 2, 4, 6 ended periods
    }

    #[test]
    fn simple_delay_spares_the_first_seconds_of_each_move() {
        let mut clock = started("10d5");
        press(&mut clock, 3000); // inside the delay: nothing used
        assert_eq!(times(&clock, 3000), (10_000, 10_000));
        assert_eq!(clock.delay_left(3000), 5000);
        assert_eq!(clock.remaining(Color::Black, 7000), 10_000); // the delay is running
        assert_eq!(clock.remaining(Color::Black, 9000), 9000);
        press(&mut clock, 11_000); // Black used 8 s: 3 s count
        assert_eq!(times(&clock, 11_000), (10_000, 7000));
        assert_eq!(clock.time_used_on_current_move(12_000), 1000);
        assert_eq!(clock.flag_at(), Some(26_000));
    }

    #[test]
    fn delay_longer_than_the_time_left_flags_at_time_plus_delay() {
        let mut clock = started("10d5");
        press(&mut clock, 13_000); // White used 8 of 10 s: 2 s left
        press(&mut clock, 14_000);
        assert_eq!(clock.remaining(Color::White, 14_000), 2000);
        assert_eq!(clock.flag_at(), Some(21_000));
        assert_eq!(clock.remaining(Color::White, 20_999), 1);
        assert_eq!(clock.remaining(Color::White, 21_000), 0);
        assert_eq!(clock.advance(20_999).unwrap(), None);
        let flag = Flag {
            color: Color::White,
            at_ms: 21_000,
        };
        assert_eq!(clock.advance(30_000).unwrap(), Some(flag));
        assert_eq!(
            clock.advance(31_000).unwrap(),
            None,
            "a flag is reported once"
        );
        assert_eq!(clock.time_used_on_current_move(40_000), 7000);
    }

    #[test]
    fn delays_follow_the_period_of_the_move() {
        let mut clock = started("1/10d2:10d7");
        press(&mut clock, 3000); // move 1: 2 s delay, 1 s counts; then period 2 begins
        assert_eq!(clock.remaining(Color::White, 3000), 19_000);
        press(&mut clock, 3000);
        assert_eq!(clock.remaining(Color::Black, 3000), 20_000);
        assert_eq!(clock.remaining(Color::White, 9000), 19_000); // 7 s delay of move 2
        assert_eq!(clock.flag_at(), Some(29_000));
    }

    #[test]
    fn a_stop_during_a_delay_keeps_the_rest_of_it() {
        let mut clock = started("10d5");
        assert!(clock.stop(2000).unwrap().applied);
        assert_eq!(clock.turn(), Some(Color::White));
        assert_eq!(clock.flag_at(), None);
        assert_eq!(clock.delay_left(50_000), 3000);
        assert_eq!(clock.advance(99_000).unwrap(), None);
        assert!(clock.resume(100_000).unwrap().applied);
        assert_eq!(clock.remaining(Color::White, 102_000), 10_000);
        assert_eq!(clock.remaining(Color::White, 104_000), 9000);
        assert_eq!(clock.flag_at(), Some(113_000));
        assert_eq!(clock.time_used_on_current_move(104_000), 6000);
    }

    #[test]
    fn bronstein_gives_back_the_time_used_up_to_its_bonus() {
        let mut clock = started("10b3");
        assert_eq!(times(&clock, 0), (10_000, 10_000));
        press(&mut clock, 2000); // 2 s used, all given back
        assert_eq!(times(&clock, 2000), (10_000, 10_000));
        assert_eq!(clock.remaining(Color::Black, 4000), 8000); // the clock counts during the move
        press(&mut clock, 7000); // 5 s used, 3 s given back
        assert_eq!(times(&clock, 7000), (10_000, 8000));
        assert_eq!(clock.flag_at(), Some(17_000)); // nothing is given back without a press
    }

    #[test]
    fn a_press_at_the_flag_instant_comes_too_late() {
        let mut clock = started("10");
        let step = clock.press(10_000).unwrap();
        assert_eq!(
            step.flag,
            Some(Flag {
                color: Color::White,
                at_ms: 10_000
            })
        );
        assert!(!step.applied);
        assert_eq!(clock.moves(Color::White), 0);
        assert_eq!(times(&clock, 10_000), (0, 10_000));
        // Stopped for good.
        for step in [
            clock.press(11_000),
            clock.stop(11_000),
            clock.resume(11_000),
            clock.start(11_000),
            clock.add(Color::White, 5000, 11_000),
        ] {
            assert_eq!(
                step.unwrap(),
                Step {
                    flag: None,
                    applied: false
                }
            );
        }
        assert_eq!(times(&clock, 12_000), (0, 10_000));
    }

    #[test]
    fn a_press_a_millisecond_before_the_flag_counts() {
        let mut clock = started("10");
        press(&mut clock, 9999);
        assert_eq!(times(&clock, 9999), (1, 10_000));
    }

    #[test]
    fn black_can_flag_too() {
        let mut clock = started("5+1");
        press(&mut clock, 1000);
        let step = clock.press(8000).unwrap();
        assert_eq!(
            step.flag,
            Some(Flag {
                color: Color::Black,
                at_ms: 7000
            })
        );
        assert_eq!(times(&clock, 8000), (6000, 0));
        assert_eq!(clock.moves(Color::White), 1);
    }

    #[test]
    fn arbiter_additions() {
        let mut clock = Clock::new(control("10"));
        // Before the start an addition sets the clock up.
        assert!(clock.add(Color::White, 1000, 0).unwrap().applied);
        assert!(clock.start(0).unwrap().applied);
        assert_eq!(times(&clock, 0), (11_000, 10_000));
        // To the running player: the flag moves with it.
        assert!(clock.add(Color::White, 5000, 2000).unwrap().applied);
        assert_eq!(times(&clock, 2000), (14_000, 10_000));
        assert_eq!(clock.flag_at(), Some(16_000));
        // To the waiting player (two minutes, Article 7.5.5).
        assert!(clock.add(Color::Black, 120_000, 2000).unwrap().applied);
        assert_eq!(times(&clock, 2000), (14_000, 130_000));
        // While stopped.
        assert!(clock.stop(3000).unwrap().applied);
        assert!(clock.add(Color::White, 1000, 4000).unwrap().applied);
        assert_eq!(times(&clock, 4000), (14_000, 130_000));
    }

    #[test]
    fn an_addition_during_a_delay_extends_the_base() {
        let mut clock = started("10d5");
        assert!(clock.add(Color::White, 2000, 1000).unwrap().applied);
        assert_eq!(clock.remaining(Color::White, 4000), 12_000);
        assert_eq!(clock.flag_at(), Some(17_000));
    }

    #[test]
    fn stop_and_resume_only_when_they_make_sense() {
        let mut clock = Clock::new(control("10"));
        assert!(
            !clock.stop(0).unwrap().applied,
            "nothing runs before the start"
        );
        assert!(!clock.resume(0).unwrap().applied);
        assert!(!clock.press(0).unwrap().applied);
        assert_eq!(clock.turn(), None);
        assert!(clock.start(1000).unwrap().applied);
        assert!(
            !clock.start(1000).unwrap().applied,
            "a second start does nothing"
        );
        assert!(!clock.resume(2000).unwrap().applied, "resume without stop");
        assert!(clock.stop(3000).unwrap().applied);
        assert!(!clock.stop(4000).unwrap().applied, "stop twice");
        assert!(
            !clock.press(5000).unwrap().applied,
            "no press while stopped"
        );
        assert_eq!(clock.phase(), Phase::Stopped);
        assert!(clock.resume(6000).unwrap().applied);
        assert_eq!(clock.remaining(Color::White, 6000), 8000);
        assert_eq!(clock.flag_at(), Some(14_000));
    }

    #[test]
    fn time_may_not_go_back() {
        let mut clock = started("10");
        clock.advance(5000).unwrap();
        assert_eq!(
            clock.press(4999),
            Err(TimeWentBack {
                last_ms: 5000,
                at_ms: 4999
            })
        );
        assert!(
            clock.press(5000).unwrap().applied,
            "the same instant is fine"
        );
    }

    #[test]
    fn queries_do_not_change_the_clock() {
        let clock = started("10d5");
        let before = clock.clone();
        assert_eq!(clock.remaining(Color::White, 1_000_000), 0);
        assert_eq!(clock.remaining(Color::White, 8000), 7000);
        assert_eq!(clock.time_used_on_current_move(8000), 8000);
        assert_eq!(clock, before);
        assert_eq!(clock.flagged(), None);
    }

    #[test]
    fn a_sandglass_moves_what_one_side_uses_to_the_other() {
        let mut clock = started("*10");
        assert_eq!(times(&clock, 0), (10_000, 10_000));
        // While White thinks, every millisecond leaves White and reaches Black.
        assert_eq!(times(&clock, 1), (9_999, 10_001));
        assert_eq!(times(&clock, 3_250), (6_750, 13_250));
        press(&mut clock, 3_250);
        assert_eq!(times(&clock, 3_250), (6_750, 13_250));
        // Now Black's clock runs and White's fills.
        assert_eq!(times(&clock, 4_000), (7_500, 12_500));
        press(&mut clock, 5_000);
        assert_eq!(times(&clock, 5_000), (8_500, 11_500));
        assert_eq!(
            (clock.moves(Color::White), clock.moves(Color::Black)),
            (1, 1)
        );
        // White runs again: 8.5 s left, so the flag falls 8.5 s after the press.
        assert_eq!(clock.flag_at(), Some(13_500));
    }

    #[test]
    fn a_sandglass_flags_at_the_exact_instant_and_freezes_both_sides() {
        let mut clock = started("*10");
        press(&mut clock, 4_000); // White 6 s, Black 14 s
        assert_eq!(clock.flag_at(), Some(18_000));
        assert_eq!(clock.advance(17_999).unwrap(), None);
        assert_eq!(times(&clock, 17_999), (19_999, 1));
        let step = clock.press(18_000).unwrap();
        let flag = Flag {
            color: Color::Black,
            at_ms: 18_000,
        };
        assert_eq!(
            step,
            Step {
                flag: Some(flag),
                applied: false
            }
        );
        // All 20 s are White's now, and nothing flows any more.
        assert_eq!(times(&clock, 18_000), (20_000, 0));
        assert_eq!(times(&clock, 99_000), (20_000, 0));
        assert!(!clock.add(Color::Black, 5000, 99_000).unwrap().applied);
        assert!(!clock.resume(99_000).unwrap().applied);
        assert_eq!(times(&clock, 99_000), (20_000, 0));
    }

    #[test]
    fn a_sandglass_flag_found_late_credits_only_up_to_the_flag() {
        let mut clock = started("*10");
        assert_eq!(
            clock.advance(25_000).unwrap(),
            Some(Flag {
                color: Color::White,
                at_ms: 10_000
            })
        );
        assert_eq!(times(&clock, 25_000), (0, 20_000));
    }

    #[test]
    fn a_stopped_sandglass_freezes_both_sides() {
        let mut clock = started("*10");
        assert!(clock.stop(2_000).unwrap().applied);
        assert_eq!(times(&clock, 2_000), (8_000, 12_000));
        assert_eq!(times(&clock, 50_000), (8_000, 12_000));
        assert_eq!(clock.flag_at(), None);
        assert!(!clock.press(50_000).unwrap().applied);
        assert!(clock.resume(60_000).unwrap().applied);
        assert_eq!(times(&clock, 61_000), (7_000, 13_000));
        assert_eq!(clock.flag_at(), Some(68_000));
        press(&mut clock, 61_000);
        assert_eq!(times(&clock, 61_000), (7_000, 13_000));
    }

    #[test]
    fn arbiter_additions_to_a_sandglass() {
        let mut clock = started("*10");
        // To the waiting side: it keeps filling on top of the addition.
        assert!(clock.add(Color::Black, 60_000, 1_000).unwrap().applied);
        assert_eq!(times(&clock, 2_000), (8_000, 72_000));
        // To the running side: the flag moves with it.
        assert!(clock.add(Color::White, 5_000, 2_000).unwrap().applied);
        assert_eq!(times(&clock, 2_000), (13_000, 72_000));
        assert_eq!(clock.flag_at(), Some(15_000));
        press(&mut clock, 3_000);
        assert_eq!(times(&clock, 3_000), (12_000, 73_000));
        // Before the start an addition sets one half up.
        let mut clock = Clock::new(control("*10"));
        assert!(clock.add(Color::White, 500, 0).unwrap().applied);
        assert!(clock.start(0).unwrap().applied);
        assert_eq!(clock.flag_at(), Some(10_500));
    }

    #[test]
    fn a_decimal_increment_is_credited_to_the_millisecond() {
        let mut clock = started("1+0.05");
        assert_eq!(times(&clock, 0), (1_050, 1_050));
        press(&mut clock, 1_049); // 1 ms to spare, then +50 ms
        assert_eq!(times(&clock, 1_049), (51, 1_050));
        press(&mut clock, 1_049);
        assert_eq!(times(&clock, 1_049), (51, 1_100));
        assert_eq!(clock.flag_at(), Some(1_100));
        let step = clock.press(1_100).unwrap();
        assert_eq!(
            step.flag,
            Some(Flag {
                color: Color::White,
                at_ms: 1_100
            })
        );
        assert_eq!(times(&clock, 1_100), (0, 1_100));
    }

    #[test]
    fn decimal_delays_and_bronstein() {
        let clock = started("2d0.25");
        assert_eq!(times(&clock, 250), (2_000, 2_000));
        assert_eq!(times(&clock, 251), (1_999, 2_000));
        assert_eq!(clock.flag_at(), Some(2_250));
        let mut clock = started("2b0.125");
        press(&mut clock, 1_000); // 1 s used, 125 ms given back
        assert_eq!(times(&clock, 1_000), (1_125, 2_000));
    }

    #[test]
    fn huge_values_saturate_without_panicking() {
        let mut clock = started(&format!("{MAX_SECONDS}d{MAX_SECONDS}"));
        clock.add(Color::White, u64::MAX, 1).unwrap();
        assert_eq!(clock.remaining(Color::White, 1), u64::MAX);
        assert_eq!(clock.flag_at(), None, "beyond representable time");
        press(&mut clock, u64::MAX - 1);
        assert_eq!(clock.advance(u64::MAX).unwrap(), None);
        assert_eq!(clock.remaining(Color::Black, u64::MAX), MAX_SECONDS * 1000);
    }
}
