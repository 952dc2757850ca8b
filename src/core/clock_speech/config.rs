//! What the talking clock says and to whom: the player's settings (TOML, every key optional),
//! and the marks they ask for (a remaining time at which the time is said).

use serde::Deserialize;

use crate::core::clock::Color;

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
    pub(super) fn or(self, other: Audience) -> Audience {
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
    pub(super) fn includes(self, color: Color) -> bool {
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
    pub(super) fn mark_below(&self, ceiling_ms: u64) -> Option<(u64, Audience)> {
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
