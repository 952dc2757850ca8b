//! The subscriber behind the log: warnings and errors, each one line appended to the bounded
//! file, and nothing else.
//!
//! Our own rather than `tracing-subscriber`'s formatter: that one keeps a registry of spans (a
//! sharded slab of 4 096 shards made at start, 8 of the 250 pages a start touches) that
//! annabella, which opens no span, never uses. Each record is formatted whole, then written in
//! one append, so two programs logging at once never interleave within a line.

use std::fmt::{self, Write as _};
use std::io::Write as _;
use std::time::{SystemTime, UNIX_EPOCH};

use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id, Record};
use tracing::subscriber::Interest;
use tracing::{Event, Level, Metadata, Subscriber};

use super::SizeBoundedFile;

/// The most verbose level written: warnings, and errors.
const MOST_VERBOSE: Level = Level::WARN;

/// Writes each warning and error to its file as one line: `TIME LEVEL message field=value`.
#[derive(Debug)]
pub struct WarningLog {
    file: SizeBoundedFile,
}

impl WarningLog {
    pub fn new(file: SizeBoundedFile) -> Self {
        Self { file }
    }

    /// The record's line, with its newline: the time in UTC (RFC 3339, microseconds), the
    /// level, the message and the other fields.
    fn line(event: &Event<'_>, now: SystemTime) -> String {
        let mut line = String::with_capacity(128);
        write_utc(&mut line, now);
        let _ = write!(line, " {:>5} ", event.metadata().level());
        let mut fields = LineFields {
            line: &mut line,
            first: true,
        };
        event.record(&mut fields);
        line.push('\n');
        line
    }
}

impl Subscriber for WarningLog {
    fn register_callsite(&self, metadata: &'static Metadata<'static>) -> Interest {
        if self.enabled(metadata) {
            Interest::always()
        } else {
            Interest::never()
        }
    }

    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        // tracing orders levels by verbosity: ERROR is the least verbose.
        *metadata.level() <= MOST_VERBOSE
    }

    fn max_level_hint(&self) -> Option<tracing::level_filters::LevelFilter> {
        Some(tracing::level_filters::LevelFilter::from_level(
            MOST_VERBOSE,
        ))
    }

    // annabella opens no span; one that a library opens is given one id and never written.
    fn new_span(&self, _span: &Attributes<'_>) -> Id {
        Id::from_u64(1)
    }

    fn record(&self, _span: &Id, _values: &Record<'_>) {}

    fn record_follows_from(&self, _span: &Id, _follows: &Id) {}

    fn event(&self, event: &Event<'_>) {
        let line = Self::line(event, SystemTime::now());
        // A record that cannot be written is lost quietly: logging never stops a game.
        let _ = self.file.record_writer().write_all(line.as_bytes());
    }

    fn enter(&self, _span: &Id) {}

    fn exit(&self, _span: &Id) {}
}

/// Appends an event's fields: the message first as it is, the others as `name=value`.
struct LineFields<'a> {
    line: &'a mut String,
    first: bool,
}

impl LineFields<'_> {
    fn separate(&mut self) {
        if !self.first {
            self.line.push(' ');
        }
        self.first = false;
    }
}

impl Visit for LineFields<'_> {
    fn record_str(&mut self, field: &Field, value: &str) {
        self.separate();
        if field.name() == "message" {
            self.line.push_str(value);
        } else {
            let _ = write!(self.line, "{}={value:?}", field.name());
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        self.separate();
        if field.name() == "message" {
            let _ = write!(self.line, "{value:?}");
        } else {
            let _ = write!(self.line, "{}={value:?}", field.name());
        }
    }
}

/// Appends `now` as `YYYY-MM-DDTHH:MM:SS.uuuuuuZ`. A clock set before 1970 writes the epoch.
fn write_utc(line: &mut String, now: SystemTime) {
    let since_epoch = now.duration_since(UNIX_EPOCH).unwrap_or_default();
    let seconds = since_epoch.as_secs();
    let days = i64::try_from(seconds / 86_400).unwrap_or(0);
    let (year, month, day) = crate::journal::civil_from_days(days);
    let of_day = seconds % 86_400;
    let _ = write!(
        line,
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:06}Z",
        of_day / 3_600,
        of_day / 60 % 60,
        of_day % 60,
        since_epoch.subsec_micros()
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn utc(seconds: u64, micros: u32) -> String {
        let mut line = String::new();
        write_utc(
            &mut line,
            UNIX_EPOCH + Duration::new(seconds, micros * 1_000),
        );
        line
    }

    #[test]
    fn times_are_written_in_utc_to_the_microsecond() {
        assert_eq!(utc(0, 0), "1970-01-01T00:00:00.000000Z");
        // `date -u -d @1795824000`: Sat Nov 28 00:00:00 UTC 2026
        assert_eq!(utc(1_795_824_000, 500_000), "2026-11-28T00:00:00.500000Z");
        // A leap day and the last second of a century's leap year.
        assert_eq!(utc(951_782_400, 7), "2000-02-29T00:00:00.000007Z");
        assert_eq!(utc(978_307_199, 999_999), "2000-12-31T23:59:59.999999Z");
    }

    #[test]
    fn warnings_and_errors_are_written_and_nothing_more_verbose() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("annabella.log");
        let log = WarningLog::new(SizeBoundedFile::new(path.clone(), 1 << 20));
        tracing::subscriber::with_default(log, || {
            tracing::info!("not kept");
            tracing::warn!(file = "game.pgn", "cannot read {}", "a game");
            tracing::error!("unexpected failure");
            tracing::debug!("not kept either");
        });
        let written = std::fs::read_to_string(path).unwrap();
        let lines: Vec<&str> = written.lines().collect();
        assert_eq!(lines.len(), 2, "{written}");
        assert!(
            lines[0].ends_with("  WARN cannot read a game file=\"game.pgn\""),
            "{written}"
        );
        assert!(lines[1].ends_with(" ERROR unexpected failure"), "{written}");
        assert!(lines[0].starts_with("20") && lines[0].as_bytes()[10] == b'T');
    }
}
