//! The talking clock (FIDE Appendix D.2.6, D.2.10.4): times and move counts in words, and the
//! automatic announcements a blind player configures.
//!
//! Two halves, both pure:
//! - [`ClockSpeech`] turns what is to be said ([`ClockNotice`]) into words of a [`Voice`];
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
//!
//! One concept a file: the player's settings (`config.rs`), what is to be said (`notice.rs`), its
//! words (`words.rs`), and when it is said (`announcer.rs`).
//!
//! [`Voice`]: crate::core::voice::Voice
//! [`Clock`]: crate::core::clock::Clock
//! [`Clock::flag_at`]: crate::core::clock::Clock::flag_at

mod announcer;
mod config;
mod notice;
mod words;

pub use announcer::{Announcer, reading};
pub use config::{
    Audience, AudienceConfig, ClockSpeechConfig, ControlReachedConfig, CountdownConfig,
    EveryConfig, MovesToControlConfig, RemainingConfig, SecondsStyle, Sides,
};
pub use notice::{Announcement, ClockNotice};
pub use words::ClockSpeech;

#[cfg(test)]
mod tests;
