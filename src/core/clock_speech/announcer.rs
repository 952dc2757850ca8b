//! When the clock speaks: the automatic announcements at their exact instants, the move counts
//! after a press, the flag, and the reading on request.

use super::config::{Audience, ClockSpeechConfig};
use super::notice::{Announcement, ClockNotice};
use crate::core::clock::{Clock, Color, Flag, Phase};

/// The reading on request (D.2.10.4): both times and completed moves, then the time used on the
/// current move while a move is being played.
pub fn reading(clock: &Clock, at_ms: u64, audience: Audience) -> Vec<Announcement> {
    let mut out = vec![Announcement {
        at_ms,
        audience,
        said: ClockNotice::Reading {
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
            said: ClockNotice::UsedOnMove {
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
/// use annabella::core::clock_speech::{Announcer, ClockSpeechConfig, ClockNotice};
///
/// let mut clock = Clock::new("400d5".parse().unwrap());
/// let mut announcer = Announcer::new(ClockSpeechConfig::default(), &clock, 0);
/// clock.start(0).unwrap();
/// // White's five-minute mark: 100 s of counting after the 5 s delay.
/// assert_eq!(announcer.next_at(&clock), Some(105_000));
/// let said = announcer.due_until(&clock, 200_000);
/// assert_eq!(said[0].said, ClockNotice::Remaining { color: Color::White, ms: 300_000 });
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
            said: ClockNotice::Remaining { color, ms: mark },
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
            if let ClockNotice::Remaining { color, ms } = next.said {
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
                    said: ClockNotice::ControlReached {
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
                said: ClockNotice::MovesToControl { color: mover, left },
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
            said: ClockNotice::Flag {
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
