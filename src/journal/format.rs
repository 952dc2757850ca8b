//! The journal's text: one record a line, and reading it back with where each record ends, so
//! a damaged tail can be cut off exactly.

use std::fmt;

use shakmaty::{CastlingMode, Color};

use crate::core::game::{EndReason, GameResult};
use crate::core::message::Message;
use crate::core::session::{NameField, Record, checked_name};

/// The format this program writes for a game that is not sealed. A journal of a later format
/// than [`NEWEST_FORMAT`] is named as such, never taken for something else.
pub const FORMAT_VERSION: u32 = 2;
/// A sealed game's format: format 2's lines, each chained to the one before (`journal::chain`),
/// with the seal's attestation (`seal …`) and every action at the table (`act …`) among them.
pub const SEALED_FORMAT: u32 = 3;
/// The newest format this program reads.
pub const NEWEST_FORMAT: u32 = SEALED_FORMAT;
/// The oldest format still read (format 1: the clock ran from the first instant).
pub const OLDEST_FORMAT: u32 = 1;
const MAGIC: &str = "annabella-journal";

/// What a journal says about the game before its first record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    pub fen: String,
    pub castling_mode: CastlingMode,
    /// The time control as given (`--time`), if any.
    pub time_control: Option<String>,
}

impl Header {
    /// The header's lines, each ending in a newline.
    pub fn text(&self) -> String {
        let mut text = String::new();
        for line in self.lines(FORMAT_VERSION) {
            text.push_str(&line);
            text.push('\n');
        }
        text
    }

    /// The header's lines in format `version`, without their newlines.
    pub fn lines(&self, version: u32) -> Vec<String> {
        let mode = match self.castling_mode {
            CastlingMode::Standard => "standard",
            CastlingMode::Chess960 => "chess960",
        };
        let mut lines = vec![
            format!("{MAGIC} {version}"),
            format!("start {mode} {}", self.fen),
        ];
        if let Some(time) = &self.time_control {
            lines.push(format!("time {time}"));
        }
        lines
    }
}

/// Why a journal's header cannot be read: the file is not a journal this program can continue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeaderProblem {
    NotAJournal,
    /// Written by a later annabella, in this format version.
    NewerFormat(u32),
    /// The start line (line 2) is missing or unreadable.
    BadStart,
}

impl HeaderProblem {
    pub fn message(&self) -> Message {
        match self {
            Self::NotAJournal => Message::new("journal-not-a-journal"),
            Self::NewerFormat(version) => Message::new("journal-newer-format")
                .count("version", u64::from(*version))
                .count("readable", u64::from(NEWEST_FORMAT)),
            Self::BadStart => Message::new("journal-bad-start"),
        }
    }
}

impl fmt::Display for HeaderProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().in_english())
    }
}

/// Where the readable part of a journal ends, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Damage {
    /// The first line not read (1-based).
    pub line: usize,
    pub kind: DamageKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DamageKind {
    /// The last line has no newline: the program stopped while writing it (a crash, a full disk).
    Torn,
    /// A whole line that is not a record.
    Unreadable(String),
}

impl Damage {
    /// The unreadable line's text as it may be shown: at most 40 characters, plain.
    pub fn shown_text(&self) -> Option<String> {
        match &self.kind {
            DamageKind::Torn => None,
            DamageKind::Unreadable(text) => Some(shorten(text)),
        }
    }
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            DamageKind::Torn => write!(f, "line {} was cut short while being written", self.line),
            DamageKind::Unreadable(text) => {
                write!(
                    f,
                    "line {} cannot be read (\"{}\")",
                    self.line,
                    shorten(text)
                )
            }
        }
    }
}

/// A journal's text read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parsed {
    /// The format the journal was written in.
    pub version: u32,
    pub header: Header,
    pub records: Vec<Record>,
    /// The byte offset just past the header's lines.
    pub header_end: usize,
    /// The byte offset just past each record's line.
    pub record_ends: Vec<usize>,
    /// Where reading stopped before the end of the text, if it did.
    pub damage: Option<Damage>,
}

impl Parsed {
    /// The byte offset just past the first `records` records (the header's end for none).
    pub fn end_of(&self, records: usize) -> usize {
        match records.checked_sub(1) {
            Some(last) => self
                .record_ends
                .get(last)
                .copied()
                .unwrap_or(self.header_end),
            None => self.header_end,
        }
    }
}

/// Reads a journal's text: the header must be whole; records are read up to the first line that
/// is torn or unreadable (in a sealed journal: up to the first line that breaks the chain).
pub fn parse(bytes: &[u8]) -> Result<Parsed, HeaderProblem> {
    let version = version_of(bytes)?;
    let (lines, broken) = if version == SEALED_FORMAT {
        let checked = super::chain::check(bytes);
        let lines: Vec<Line<'_>> = checked
            .lines
            .iter()
            .enumerate()
            .map(|(index, linked)| Line {
                bytes: linked.text,
                complete: true,
                end: linked.end,
                number: index + 1,
            })
            .collect();
        let broken = checked.broken.map(|number| {
            let start = lines.last().map_or(0, |line| line.end);
            let rest = &bytes[start..];
            let torn = !rest.contains(&b'\n');
            let text = rest.split(|&b| b == b'\n').next().unwrap_or_default();
            Damage {
                line: number,
                kind: if torn {
                    DamageKind::Torn
                } else {
                    DamageKind::Unreadable(String::from_utf8_lossy(text).into_owned())
                },
            }
        });
        (lines, broken)
    } else {
        (
            Lines {
                bytes,
                at: 0,
                number: 0,
            }
            .collect(),
            None,
        )
    };
    let mut lines = lines.into_iter();
    // The version line was read above (in a sealed journal, its hashes fit).
    lines.next().ok_or(HeaderProblem::NotAJournal)?;
    let start = lines.next().ok_or(HeaderProblem::BadStart)?;
    let mut header = start
        .text()
        .filter(|_| start.complete)
        .and_then(parse_start)
        .ok_or(HeaderProblem::BadStart)?;
    let mut header_end = start.end;
    let mut records = Vec::new();
    let mut record_ends = Vec::new();
    let mut damage = None;
    for line in lines {
        if !line.complete {
            damage = Some(Damage {
                line: line.number,
                kind: DamageKind::Torn,
            });
            break;
        }
        let text = line.text().unwrap_or("");
        if let Some(time) = text.strip_prefix("time ")
            && records.is_empty()
        {
            header.time_control = Some(time.to_owned());
            header_end = line.end;
            continue;
        }
        // A sealed game's attestations and actions are for the arbiter: they change nothing.
        if version == SEALED_FORMAT && (text.starts_with("seal ") || text.starts_with("act ")) {
            continue;
        }
        let Some(record) = parse_record(text) else {
            damage = Some(Damage {
                line: line.number,
                kind: DamageKind::Unreadable(String::from_utf8_lossy(line.bytes).into_owned()),
            });
            break;
        };
        records.push(record);
        record_ends.push(line.end);
    }
    Ok(Parsed {
        version,
        header,
        records,
        header_end,
        record_ends,
        damage: damage.or(broken),
    })
}

/// The format named by a journal's first line (`annabella-journal N`, in a sealed journal
/// followed by its hashes).
pub fn version_of(bytes: &[u8]) -> Result<u32, HeaderProblem> {
    let first = bytes.split(|&b| b == b'\n').next().unwrap_or_default();
    let word = std::str::from_utf8(first)
        .ok()
        .and_then(|t| t.strip_prefix(MAGIC)?.strip_prefix(' '))
        .and_then(|rest| rest.split(' ').next())
        .ok_or(HeaderProblem::NotAJournal)?;
    match word.parse::<u32>() {
        Ok(newer) if newer > NEWEST_FORMAT => Err(HeaderProblem::NewerFormat(newer)),
        Ok(known) if known >= OLDEST_FORMAT => Ok(known),
        _ => Err(HeaderProblem::NotAJournal),
    }
}

struct Line<'a> {
    bytes: &'a [u8],
    /// Ends with a newline.
    complete: bool,
    /// The byte offset just past it.
    end: usize,
    /// Its number (1-based).
    number: usize,
}

impl<'a> Line<'a> {
    fn text(&self) -> Option<&'a str> {
        std::str::from_utf8(self.bytes).ok()
    }
}

struct Lines<'a> {
    bytes: &'a [u8],
    at: usize,
    number: usize,
}

impl<'a> Iterator for Lines<'a> {
    type Item = Line<'a>;

    fn next(&mut self) -> Option<Line<'a>> {
        let rest = self.bytes.get(self.at..).filter(|rest| !rest.is_empty())?;
        self.number += 1;
        if let Some(end) = rest.iter().position(|&b| b == b'\n') {
            self.at += end + 1;
            return Some(Line {
                bytes: &rest[..end],
                complete: true,
                end: self.at,
                number: self.number,
            });
        }
        self.at = self.bytes.len();
        Some(Line {
            bytes: rest,
            complete: false,
            end: self.at,
            number: self.number,
        })
    }
}

/// The start of a damaged line, control bytes shown as `?` (they would garble a terminal).
fn shorten(text: &str) -> String {
    let mut short: String = text
        .chars()
        .take(40)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if text.chars().count() > 40 {
        short.push('…');
    }
    short
}

fn color_word(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A record's line, without its newline.
pub fn format_record(record: &Record) -> String {
    match record {
        Record::Move { uci, at_ms } => format!("move {uci} {at_ms}"),
        Record::Press { at_ms } => format!("press {at_ms}"),
        Record::TakeBack { at_ms } => format!("takeback {at_ms}"),
        Record::DrawOffer { by, at_ms } => format!("offer {} {at_ms}", color_word(*by)),
        Record::Claim { by, correct, at_ms } => format!(
            "claim {} {} {at_ms}",
            color_word(*by),
            if *correct { "correct" } else { "incorrect" }
        ),
        Record::TimeAdded { to, ms, at_ms } => format!("add {} {ms} {at_ms}", color_word(*to)),
        Record::Sealed { uci, at_ms } => format!("sealed {uci} {at_ms}"),
        Record::Stopped { at_ms } => format!("stop {at_ms}"),
        Record::ClockStarted { at_ms } => format!("clock start {at_ms}"),
        Record::ClockStopped { at_ms } => format!("clock stop {at_ms}"),
        Record::ClockResumed { at_ms } => format!("clock resume {at_ms}"),
        Record::End {
            result,
            reason,
            at_ms,
        } => format!("end {result} {reason} {at_ms}"),
        // The name last: it may hold spaces (never a line break, see `checked_name`).
        Record::Name {
            field,
            value,
            at_ms,
        } => format!("name {} {at_ms} {value}", field.key()),
        Record::Engine {
            side,
            level,
            path,
            at_ms,
        } => format!(
            "engine {} {} {at_ms} {}",
            color_word(*side),
            level.map_or("-".to_owned(), |level| level.to_string()),
            path.as_deref().unwrap_or("")
        )
        .trim_end()
        .to_owned(),
    }
}

/// `name FIELD AT VALUE` and `engine SIDE LEVEL AT [PATH]`: records whose last part may hold
/// spaces.
fn parse_record_with_text(line: &str) -> Option<Record> {
    if let Some(rest) = line.strip_prefix("name ") {
        let mut parts = rest.splitn(3, ' ');
        let field = NameField::from_key(parts.next()?)?;
        let at_ms = parts.next()?.parse().ok()?;
        let value = checked_name(parts.next()?).ok()?;
        return Some(Record::Name {
            field,
            value,
            at_ms,
        });
    }
    let rest = line.strip_prefix("engine ")?;
    let mut parts = rest.splitn(4, ' ');
    let side = parse_color(parts.next()?)?;
    let level = match parts.next()? {
        "-" => None,
        level => Some(level.parse().ok()?),
    };
    let at_ms = parts.next()?.parse().ok()?;
    let path = parts.next().filter(|p| !p.is_empty()).map(str::to_owned);
    Some(Record::Engine {
        side,
        level,
        path,
        at_ms,
    })
}

fn parse_color(word: &str) -> Option<Color> {
    match word {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

fn parse_result(word: &str) -> Option<GameResult> {
    match word {
        "1-0" => Some(GameResult::WhiteWins),
        "0-1" => Some(GameResult::BlackWins),
        "1/2-1/2" => Some(GameResult::Draw),
        _ => None,
    }
}

fn parse_reason(word: &str) -> Option<EndReason> {
    [
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::DeadPosition,
        EndReason::FivefoldRepetition,
        EndReason::SeventyFiveMoves,
        EndReason::Timeout,
        EndReason::TimeoutInsufficientMaterial,
        EndReason::Resignation,
        EndReason::Agreement,
        EndReason::ThreefoldRepetition,
        EndReason::FiftyMoves,
        EndReason::Abandoned,
        EndReason::IllegalMoves,
    ]
    .into_iter()
    .find(|reason| reason.as_str() == word)
}

fn parse_record(line: &str) -> Option<Record> {
    if line.starts_with("name ") || line.starts_with("engine ") {
        return parse_record_with_text(line);
    }
    let words: Vec<&str> = line.split(' ').collect();
    let number = |word: &str| word.parse::<u64>().ok();
    match words.as_slice() {
        ["move", uci, at] => Some(Record::Move {
            uci: uci.parse().ok()?,
            at_ms: number(at)?,
        }),
        ["press", at] => Some(Record::Press { at_ms: number(at)? }),
        ["takeback", at] => Some(Record::TakeBack { at_ms: number(at)? }),
        ["sealed", uci, at] => Some(Record::Sealed {
            uci: uci.parse().ok()?,
            at_ms: number(at)?,
        }),
        ["stop", at] => Some(Record::Stopped { at_ms: number(at)? }),
        ["clock", "start", at] => Some(Record::ClockStarted { at_ms: number(at)? }),
        ["clock", "stop", at] => Some(Record::ClockStopped { at_ms: number(at)? }),
        ["clock", "resume", at] => Some(Record::ClockResumed { at_ms: number(at)? }),
        ["offer", by, at] => Some(Record::DrawOffer {
            by: parse_color(by)?,
            at_ms: number(at)?,
        }),
        ["claim", by, verdict, at] => Some(Record::Claim {
            by: parse_color(by)?,
            correct: match *verdict {
                "correct" => true,
                "incorrect" => false,
                _ => return None,
            },
            at_ms: number(at)?,
        }),
        ["add", to, ms, at] => Some(Record::TimeAdded {
            to: parse_color(to)?,
            ms: number(ms)?,
            at_ms: number(at)?,
        }),
        ["end", result, reason, at] => Some(Record::End {
            result: parse_result(result)?,
            reason: parse_reason(reason)?,
            at_ms: number(at)?,
        }),
        _ => None,
    }
}

fn parse_start(line: &str) -> Option<Header> {
    let rest = line.strip_prefix("start ")?;
    let (mode, fen) = rest.split_once(' ')?;
    let castling_mode = match mode {
        "standard" => CastlingMode::Standard,
        "chess960" => CastlingMode::Chess960,
        _ => return None,
    };
    Some(Header {
        fen: fen.to_owned(),
        castling_mode,
        time_control: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "annabella-journal 2\nstart standard 8/8/8/8/8/8/8/K6k w - - 0 1\n";

    #[test]
    fn move_lines_read_as_typed_moves_are_written_back_byte_for_byte() {
        // Journals written before moves were typed must read and write the same bytes: plain
        // moves, promotions, standard and Chess960 castling, a sealed move.
        for line in [
            "move e2e4 1500",
            "move e7e8q 2",
            "move e1g1 30",
            "move e1h1 31",
            "sealed g8f6 40",
        ] {
            let record = parse_record(line).unwrap();
            assert_eq!(format_record(&record), line);
        }
        // Text that is no UCI move is a damaged line, not a move.
        assert_eq!(parse_record("move e9e4 1"), None);
        assert_eq!(parse_record("sealed Nf3 1"), None);
    }

    #[test]
    fn every_record_round_trips_and_its_end_is_known() {
        let records = vec![
            Record::Move {
                uci: "e2e4".parse().unwrap(),
                at_ms: 1500,
            },
            Record::Press { at_ms: 1600 },
            Record::DrawOffer {
                by: Color::Black,
                at_ms: 2000,
            },
            Record::TakeBack { at_ms: 2100 },
            Record::Claim {
                by: Color::White,
                correct: false,
                at_ms: 2150,
            },
            Record::Claim {
                by: Color::Black,
                correct: true,
                at_ms: 2160,
            },
            Record::TimeAdded {
                to: Color::White,
                ms: 120_000,
                at_ms: 2200,
            },
            Record::Sealed {
                uci: "a1a2".parse().unwrap(),
                at_ms: 2300,
            },
            Record::Stopped { at_ms: 2400 },
            Record::ClockStarted { at_ms: 2500 },
            Record::ClockStopped { at_ms: 2600 },
            Record::ClockResumed { at_ms: 2700 },
            Record::End {
                result: GameResult::Draw,
                reason: EndReason::Agreement,
                at_ms: 3000,
            },
            Record::Name {
                field: NameField::White,
                value: "Anna Müller-Lüdenscheidt".into(),
                at_ms: 0,
            },
            Record::Engine {
                side: Color::Black,
                level: Some(5),
                path: Some("/opt/my engines/sf".into()),
                at_ms: 0,
            },
            Record::Engine {
                side: Color::White,
                level: None,
                path: None,
                at_ms: 0,
            },
        ];
        let mut text = START.to_owned();
        text.push_str("time 300+3\n");
        for record in &records {
            text.push_str(&format_record(record));
            text.push('\n');
        }
        let parsed = parse(text.as_bytes()).unwrap();
        assert_eq!(parsed.records, records);
        assert_eq!(parsed.header.time_control.as_deref(), Some("300+3"));
        assert_eq!(parsed.damage, None);
        assert_eq!(parsed.end_of(records.len()), text.len());
        assert_eq!(parsed.end_of(0), START.len() + "time 300+3\n".len());
        assert!(text[..parsed.end_of(1)].ends_with("move e2e4 1500\n"));
    }

    #[test]
    fn a_torn_or_unreadable_line_ends_the_records_and_says_where() {
        let torn = format!("{START}move a1a2 10\nmove h1h");
        let parsed = parse(torn.as_bytes()).unwrap();
        assert_eq!(parsed.records.len(), 1);
        assert_eq!(
            parsed.damage,
            Some(Damage {
                line: 4,
                kind: DamageKind::Torn
            })
        );
        assert_eq!(parsed.end_of(1), START.len() + "move a1a2 10\n".len());

        let damaged = format!("{START}move a1a2 10\nmove ??? x\nmove h1h2 20\n");
        let parsed = parse(damaged.as_bytes()).unwrap();
        assert_eq!(parsed.records.len(), 1);
        let damage = parsed.damage.unwrap();
        assert_eq!(damage.to_string(), "line 4 cannot be read (\"move ??? x\")");
    }

    #[test]
    fn headers_from_elsewhere_or_from_later_versions_are_named() {
        assert_eq!(parse(b"garbage\n"), Err(HeaderProblem::NotAJournal));
        assert_eq!(parse(b""), Err(HeaderProblem::NotAJournal));
        assert_eq!(
            parse(b"annabella-journal 4\nstart standard x\n"),
            Err(HeaderProblem::NewerFormat(4))
        );
        let old = parse(b"annabella-journal 1\nstart standard 8/8/8/8/8/8/8/K6k w - - 0 1\n");
        assert_eq!(old.map(|p| p.version), Ok(1));
        assert!(
            HeaderProblem::NewerFormat(4)
                .to_string()
                .contains("newer annabella")
        );
        assert_eq!(
            parse(b"annabella-journal 1\nstart"),
            Err(HeaderProblem::BadStart)
        );
    }
}
