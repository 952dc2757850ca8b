//! `annabella clock`: the FIDE clock of [`crate::core::clock`] driven by a script (contract §2).
//!
//! Each script line is parsed in full before anything happens at its instant, so a bad line
//! prints nothing (not even a flag that would have fallen before it) and stops the run.
//!
//! With `--speak`, the talking clock of [`crate::core::clock_speech`] also prints each utterance
//! at its exact instant, interleaved in time order with the contract's lines:
//!
//! ```text
//! t=<seconds.mmm> say <public|private>: <words>
//! ```
//!
//! Announcements due at an event's instant come before the event's own lines (as a flag does);
//! a press's move counts and a query's reading come after its status line; a flag is followed by
//! its announcement. Without a board the result of a flag is said under the general rule of
//! Article 6.9 (the player loses on time): the table app asks the rules core instead. Nothing is
//! said after the script's last event. Without `--speak` the output is exactly contract §2.

use std::fmt;
use std::path::PathBuf;

use crate::core::clock::{Clock, Color, TimeControl};
use crate::core::clock_speech::{
    Announcement, Announcer, ClockSpeech, ClockSpeechConfig, SecondsStyle,
};
use crate::core::voice::Voice;

use super::{CliError, InputSource, Output, load_voice};
use crate::core::message::{Message, Said, escaped};

#[derive(Debug, clap::Args)]
pub struct ClockArgs {
    #[command(flatten)]
    pub(super) lang: super::interface_language::LangArg,
    /// Time control, e.g. `40/5400+30:1800+30`, `900+10`, `300d5`, `120b2`, `*180` (sandglass),
    /// `10+0.05` (seconds take up to three decimals).
    #[arg(long, value_name = "SPEC")]
    pub control: String,
    /// Script of timed events, one `<seconds> <event>` a line; `-` (the default) reads stdin.
    #[arg(long, value_name = "FILE|-")]
    pub script: Option<PathBuf>,
    /// Also print what the talking clock says: `t=<seconds> say <public|private>: <words>`.
    #[arg(long)]
    pub speak: bool,
    /// The talking clock's voice: fide (the default), en, fr, or a voice pack file.
    #[arg(long, value_name = "V", requires = "speak")]
    pub voice: Option<String>,
    /// Below one minute, say tenths or whole seconds (default: the config's, else tenths).
    #[arg(long, value_name = "tenths|whole", requires = "speak")]
    pub seconds: Option<SecondsArg>,
    /// Announcement settings (TOML, every key optional): the keys of the settings file's
    /// `[clock]` table (see the README).
    #[arg(long, value_name = "FILE", requires = "speak")]
    pub speech_config: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum SecondsArg {
    Tenths,
    Whole,
}

/// The talking clock of a `--speak` run.
#[derive(Debug)]
struct Speaking {
    voice: Voice,
    seconds: SecondsStyle,
    announcer: Announcer,
}

impl Speaking {
    fn new(args: &ClockArgs, clock: &Clock) -> Result<Self, CliError> {
        let voice = load_voice(args.voice.as_deref().unwrap_or("fide"))?;
        let config: ClockSpeechConfig = match &args.speech_config {
            None => ClockSpeechConfig::default(),
            Some(path) => {
                let text =
                    crate::bounded_read::read_text(path, crate::bounded_read::limits::SETTINGS)
                        .map_err(|e| {
                            CliError::said(
                                Message::new("option-file-problem")
                                    .text("option", "--speech-config")
                                    .said("problem", e.message()),
                            )
                        })?;
                toml::from_str(&text).map_err(|e| {
                    // Where: the line of the offending key or value, counted from the error's span.
                    let line = e
                        .span()
                        .map(|span| text[..span.start.min(text.len())].matches('\n').count() + 1);
                    let problem = Message::new(match line {
                        Some(_) => "toml-problem-at-line",
                        None => "toml-problem",
                    })
                    .text("file", path.display().to_string())
                    .number("line", line.unwrap_or(0))
                    .text("detail", e.message().trim().replace('\n', " "));
                    CliError::said(
                        Message::new("option-file-problem")
                            .text("option", "--speech-config")
                            .said("problem", problem),
                    )
                })?
            }
        };
        let seconds = match args.seconds {
            Some(SecondsArg::Tenths) => SecondsStyle::Tenths,
            Some(SecondsArg::Whole) => SecondsStyle::Whole,
            None => config.seconds,
        };
        Ok(Self {
            voice,
            seconds,
            announcer: Announcer::new(config, clock, 0),
        })
    }

    fn say(&self, out: &mut Output, announcement: &Announcement) -> Result<(), CliError> {
        let words = ClockSpeech::new(&self.voice, self.seconds).say(&announcement.said);
        out.line(&format!(
            "t={} say {}: {words}",
            seconds(announcement.at_ms),
            announcement.audience.name()
        ))
    }

    fn say_all(&self, out: &mut Output, announcements: &[Announcement]) -> Result<(), CliError> {
        announcements.iter().try_for_each(|a| self.say(out, a))
    }
}

pub fn run(args: &ClockArgs, out: &mut Output) -> Result<(), CliError> {
    // Parsed before the script is read, so a bad control fails fast whatever the input.
    let control: TimeControl = args
        .control
        .parse()
        .map_err(CliError::of::<crate::core::clock::TimeControlError>)?;
    let input = InputSource::from_arg(args.script.as_ref());
    let bytes = input.read_all(crate::bounded_read::limits::SCRIPT)?;
    run_script(args, control, &input.name(), &bytes, out)
}

/// Runs a script already read (`script_name` names it in errors): the whole of `run` after the
/// control is parsed and the input read, public for the fuzzer (`fuzz/`).
pub fn run_script(
    args: &ClockArgs,
    control: TimeControl,
    script_name: &str,
    bytes: &[u8],
    out: &mut Output,
) -> Result<(), CliError> {
    let mut clock = Clock::new(control);
    let mut speaking = if args.speak {
        Some(Speaking::new(args, &clock)?)
    } else {
        None
    };
    let mut last_ms = 0;
    for (index, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let number = index + 1;
        let at = |problem: ScriptLineError| {
            CliError::of(ScriptError {
                script: script_name.to_owned(),
                line: number,
                problem,
            })
        };
        let line = std::str::from_utf8(raw).map_err(|_| at(ScriptLineError::NotUtf8))?;
        let Some((at_ms, event)) = parse_line(line).map_err(at)? else {
            continue;
        };
        if at_ms < last_ms {
            return Err(at(ScriptLineError::BeforePrevious {
                at: seconds(at_ms),
                previous: seconds(last_ms),
            }));
        }
        last_ms = at_ms;
        apply(&mut clock, at_ms, event, out, speaking.as_mut())?;
        if out.is_closed() {
            break;
        }
    }
    Ok(())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Event {
    Start,
    Press,
    Query,
    Stop,
    Resume,
    Add(Color, u64),
}

/// Advances to the event's instant (printing a flag that fell by then), then applies the event.
/// With `speaking`, the announcements due by then come first, and those the event causes after.
fn apply(
    clock: &mut Clock,
    at_ms: u64,
    event: Event,
    out: &mut Output,
    mut speaking: Option<&mut Speaking>,
) -> Result<(), CliError> {
    // `run` has already checked that time never goes back, so the core cannot refuse here.
    let internal = CliError::failed::<crate::core::clock::TimeWentBack>;
    if let Some(s) = speaking.as_deref_mut() {
        let due = s.announcer.due_until(clock, at_ms);
        s.say_all(out, &due)?;
    }
    if let Some(flag) = clock.advance(at_ms).map_err(internal)? {
        out.line(&format!(
            "t={} flag={}",
            seconds(flag.at_ms),
            color_name(flag.color)
        ))?;
        if let Some(s) = speaking.as_deref() {
            // No board here: the general rule of Article 6.9, the player loses on time.
            s.say(out, &s.announcer.flag(flag, true))?;
        }
    }
    let mover = clock.turn();
    let step = match event {
        Event::Start => clock.start(at_ms),
        Event::Press => clock.press(at_ms),
        Event::Stop => clock.stop(at_ms),
        Event::Resume => clock.resume(at_ms),
        Event::Add(color, ms) => clock.add(color, ms, at_ms),
        Event::Query => {
            out.line(&status(clock, at_ms))?;
            if let Some(s) = speaking.as_deref() {
                s.say_all(out, &s.announcer.reading(clock, at_ms))?;
            }
            return Ok(());
        }
    }
    .map_err(internal)?;
    if step.applied && matches!(event, Event::Start | Event::Press) {
        out.line(&status(clock, at_ms))?;
    }
    if let Some(s) = speaking
        && step.applied
    {
        match (event, mover) {
            (Event::Press, Some(mover)) => {
                let said = s.announcer.pressed(clock, mover, at_ms);
                s.say_all(out, &said)?;
            }
            (Event::Add(color, _), _) => s.announcer.added(clock, color, at_ms),
            _ => {}
        }
    }
    Ok(())
}

fn status(clock: &Clock, at_ms: u64) -> String {
    let turn = clock.turn().map_or("none", color_name);
    format!(
        "t={} white={} black={} moves={}/{} turn={turn}",
        seconds(at_ms),
        clock.remaining(Color::White, at_ms),
        clock.remaining(Color::Black, at_ms),
        clock.moves(Color::White),
        clock.moves(Color::Black),
    )
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Milliseconds as `<seconds>.<mmm>`.
fn seconds(ms: u64) -> String {
    format!("{}.{:03}", ms / 1000, ms % 1000)
}

/// One script line: `None` for a blank or `#` line.
fn parse_line(line: &str) -> Result<Option<(u64, Event)>, ScriptLineError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let mut tokens = line.split_ascii_whitespace();
    let (Some(time), Some(name)) = (tokens.next(), tokens.next()) else {
        return Err(ScriptLineError::NotAnEvent(line.to_owned()));
    };
    let at_ms = parse_millis(time).ok_or_else(|| ScriptLineError::BadTime(time.to_owned()))?;
    let event = match name {
        "start" => Event::Start,
        "press" => Event::Press,
        "query" => Event::Query,
        "stop" => Event::Stop,
        "resume" => Event::Resume,
        "add" => {
            let color = match tokens.next() {
                Some("white") => Color::White,
                Some("black") => Color::Black,
                Some(other) => return Err(ScriptLineError::NotASide(Some(other.to_owned()))),
                None => return Err(ScriptLineError::NotASide(None)),
            };
            let Some(amount) = tokens.next() else {
                return Err(ScriptLineError::NoSecondsToAdd);
            };
            // Whole seconds per the contract; up to 3 decimals cost nothing to accept.
            let ms = parse_millis(amount)
                .ok_or_else(|| ScriptLineError::BadSecondsToAdd(amount.to_owned()))?;
            Event::Add(color, ms)
        }
        other => return Err(ScriptLineError::UnknownEvent(other.to_owned())),
    };
    if let Some(extra) = tokens.next() {
        return Err(ScriptLineError::Unexpected {
            extra: extra.to_owned(),
            after: name.to_owned(),
        });
    }
    Ok(Some((at_ms, event)))
}

/// A script line that could not be read: the word that did not fit, handed back.
#[derive(Debug, Clone, PartialEq, Eq)]
enum ScriptLineError {
    NotUtf8,
    NotAnEvent(String),
    BadTime(String),
    NotASide(Option<String>),
    NoSecondsToAdd,
    BadSecondsToAdd(String),
    UnknownEvent(String),
    Unexpected {
        extra: String,
        after: String,
    },
    /// The line's time is before the previous event's (both as printed, `12.500`).
    BeforePrevious {
        at: String,
        previous: String,
    },
}

/// A script that cannot be run: its name, the line, and what was wrong there.
#[derive(Debug, Clone, PartialEq, Eq)]
struct ScriptError {
    script: String,
    line: usize,
    problem: ScriptLineError,
}

impl ScriptLineError {
    fn message(&self) -> Message {
        match self {
            Self::NotUtf8 => Message::new("clock-script-not-utf8"),
            Self::NotAnEvent(line) => {
                Message::new("clock-script-not-an-event").text("found", escaped(line))
            }
            Self::BadTime(time) => {
                Message::new("clock-script-bad-time").text("found", escaped(time))
            }
            Self::NotASide(Some(other)) => {
                Message::new("clock-script-not-a-side").text("found", escaped(other))
            }
            Self::NotASide(None) => Message::new("clock-script-no-side"),
            Self::NoSecondsToAdd => Message::new("clock-script-no-seconds"),
            Self::BadSecondsToAdd(amount) => {
                Message::new("clock-script-bad-seconds").text("found", escaped(amount))
            }
            Self::UnknownEvent(other) => {
                Message::new("clock-script-unknown-event").text("found", escaped(other))
            }
            Self::Unexpected { extra, after } => Message::new("clock-script-unexpected")
                .text("found", escaped(extra))
                .text("event", after.clone()),
            Self::BeforePrevious { at, previous } => Message::new("clock-script-time-back")
                .text("time", at.clone())
                .text("previous", previous.clone()),
        }
    }
}

impl Said for ScriptError {
    fn message(&self) -> Message {
        Message::new("clock-script-error")
            .text("file", self.script.clone())
            .number("line", self.line)
            .said("problem", self.problem.message())
    }
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for ScriptError {}

/// `SECONDS[.d{1,3}]` as exact milliseconds; `None` for anything else or an overflow.
fn parse_millis(text: &str) -> Option<u64> {
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (text, None),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) {
        return None;
    }
    let mut ms = whole.parse::<u64>().ok()?.checked_mul(1000)?;
    if let Some(fraction) = fraction {
        if !digits(fraction) || fraction.len() > 3 {
            return None;
        }
        // "1.5" is 1500 ms: pad the fraction to three digits.
        let scale = 10u64.pow(3 - fraction.len() as u32);
        ms = ms.checked_add(fraction.parse::<u64>().ok()? * scale)?;
    }
    Some(ms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_parse_exactly() {
        assert_eq!(parse_millis("0"), Some(0));
        assert_eq!(parse_millis("1.5"), Some(1500));
        assert_eq!(parse_millis("1.05"), Some(1050));
        assert_eq!(parse_millis("12.345"), Some(12_345));
        assert_eq!(parse_millis("007.001"), Some(7001));
        for bad in [
            "", "1.", ".5", "1.2345", "-1", "+1", "1e3", "1,5", "a", "1.5.2", "١",
        ] {
            assert_eq!(parse_millis(bad), None, "{bad}");
        }
        assert_eq!(
            parse_millis("18446744073709551"),
            Some(18_446_744_073_709_551_000)
        );
        assert_eq!(parse_millis("18446744073709552"), None);
        assert_eq!(parse_millis("99999999999999999999"), None);
    }

    #[test]
    fn lines_parse() {
        assert_eq!(parse_line("   "), Ok(None));
        assert_eq!(parse_line("# 1 press"), Ok(None));
        assert_eq!(parse_line("1.5 press"), Ok(Some((1500, Event::Press))));
        assert_eq!(
            parse_line("2 add black 120"),
            Ok(Some((2000, Event::Add(Color::Black, 120_000))))
        );
        assert!(parse_line("1 press now").is_err());
        assert!(parse_line("1 add red 5").is_err());
        assert!(parse_line("1 add white").is_err());
        assert!(parse_line("1 jump").is_err());
        assert!(parse_line("press").is_err());
    }

    proptest::proptest! {
        #[test]
        fn any_line_parses_or_is_refused(line in "\\PC{0,30}") {
            let _ = parse_line(&line);
        }

        #[test]
        fn printed_times_read_back_exactly(ms in 0u64..=u64::MAX / 1000 * 1000) {
            proptest::prop_assert_eq!(parse_millis(&seconds(ms)), Some(ms));
        }
    }
}
