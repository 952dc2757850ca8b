//! A clock comment as servers write one after every move (`[%clk 0:03:00]`, `[%clk 1:02:03.4]`),
//! held in four bytes instead of a string: a game of clocked moves costs little more than its
//! moves. Only a comment that is written back byte for byte from the number is held so; any
//! other (`[%clk 00:03:00]`, a clock beside other words) stays text.

/// `[%clk H:MM:SS]` or `[%clk H:MM:SS.d]`: hours (14 bits), minutes and seconds (7 bits each,
/// two digits), and the tenth of a second (4 bits; [`NO_TENTH`] when not written).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct ClockComment(u32);

const NO_TENTH: u32 = 15;
const PREFIX: &str = "[%clk ";

impl ClockComment {
    /// `comment` as a clock comment, when it is exactly one written the way [`Self::text`]
    /// writes it back.
    pub(super) fn parse(comment: &str) -> Option<Self> {
        let inside = comment.strip_prefix(PREFIX)?.strip_suffix(']')?;
        let mut parts = inside.split(':');
        let (hours, minutes, seconds) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() {
            return None;
        }
        let (seconds, tenth) = match seconds.split_once('.') {
            Some((seconds, tenth)) if tenth.len() == 1 => (seconds, digits(tenth)?),
            Some(_) => return None,
            None => (seconds, NO_TENTH),
        };
        if hours.is_empty() || hours.len() > 4 || minutes.len() != 2 || seconds.len() != 2 {
            return None;
        }
        let clock =
            Self(digits(hours)? << 18 | digits(minutes)? << 11 | digits(seconds)? << 4 | tenth);
        // Leading zeros in the hours, for one, are not written back: such a comment stays text.
        (clock.text() == comment).then_some(clock)
    }

    fn hours(self) -> u32 {
        self.0 >> 18
    }

    fn minutes(self) -> u32 {
        self.0 >> 11 & 0x7f
    }

    fn seconds(self) -> u32 {
        self.0 >> 4 & 0x7f
    }

    fn tenth(self) -> Option<u32> {
        Some(self.0 & 0xf).filter(|&tenth| tenth != NO_TENTH)
    }

    /// The comment as it was written.
    pub(super) fn text(self) -> String {
        let mut text = format!(
            "{PREFIX}{}:{:02}:{:02}",
            self.hours(),
            self.minutes(),
            self.seconds()
        );
        if let Some(tenth) = self.tenth() {
            text.push('.');
            text.extend(char::from_digit(tenth, 10));
        }
        text.push(']');
        text
    }

    /// The clock in milliseconds.
    pub(super) fn ms(self) -> u64 {
        let seconds = u64::from(self.hours()) * 3600
            + u64::from(self.minutes()) * 60
            + u64::from(self.seconds());
        seconds * 1000 + u64::from(self.tenth().unwrap_or(0)) * 100
    }
}

/// ASCII digits as a number; `None` for anything else (or more than fits the hours).
fn digits(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 4 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_comments_are_held_when_written_back_the_same() {
        for (text, ms) in [
            ("[%clk 0:03:00]", 180_000),
            ("[%clk 1:02:03.4]", 3_723_400),
            ("[%clk 9999:59:59]", 35_999_999_000),
            ("[%clk 0:75:00]", 4_500_000),
        ] {
            let clock = ClockComment::parse(text).expect(text);
            assert_eq!(clock.text(), text);
            assert_eq!(clock.ms(), ms, "{text}");
        }
        for other in [
            "[%clk 00:03:00]",
            "[%clk 0:3:00]",
            "[%clk 0:03:00.45]",
            "[%clk  0:03:00]",
            "[%clk 0:03:00] ",
            "[%clk 10000:00:00]",
            "[%clk 0:03]",
            "[%clk 0:03:00:00]",
            "[%clk -0:03:00]",
            "[%eval 0.3] [%clk 0:03:00]",
            "[%clk 0:03:00] [%eval 0.3]",
            "clk 0:03:00",
        ] {
            assert_eq!(ClockComment::parse(other), None, "{other}");
        }
    }
}
