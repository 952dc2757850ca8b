//! The game journal: every decision appended to a file and flushed to disk before it is spoken,
//! so a game survives any stop, even `kill -9` or a power cut.
//!
//! One journal per game under `$XDG_DATA_HOME/annabella/games/` (else
//! `~/.local/share/annabella/games/`). Text lines, one record each:
//!
//! ```text
//! annabella-journal 1
//! start standard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! time 300+3
//! move e2e4 1520
//! press 1610
//! end 1-0 resignation 90000
//! ```
//!
//! A torn last line (the program died while writing it) is ignored; a line that cannot be read
//! ends the replay there, and the reader is told which line.

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

use shakmaty::{CastlingMode, Color};

use crate::core::game::{EndReason, GameResult};
use crate::core::session::Record;

const MAGIC: &str = "annabella-journal 1";

/// What a journal says about the game before its first record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    pub fen: String,
    pub castling_mode: CastlingMode,
    /// The time control as given (`--time`), if any.
    pub time_control: Option<String>,
}

/// A journal read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replayed {
    pub path: PathBuf,
    pub header: Header,
    pub records: Vec<Record>,
    /// The first line that could not be read (1-based) and why, if any.
    pub damaged_at: Option<(usize, String)>,
}

impl Replayed {
    pub fn is_finished(&self) -> bool {
        self.records.iter().any(|r| matches!(r, Record::End { .. }))
    }
}

/// A journal problem, naming the file.
#[derive(Debug)]
pub struct JournalError {
    pub path: PathBuf,
    pub problem: String,
}

impl fmt::Display for JournalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "journal {}: {}", self.path.display(), self.problem)
    }
}

impl std::error::Error for JournalError {}

fn error(path: &Path, problem: impl fmt::Display) -> JournalError {
    JournalError {
        path: path.to_owned(),
        problem: problem.to_string(),
    }
}

/// Where journals live: `$XDG_DATA_HOME/annabella/games`, else `$HOME/.local/share/…`.
pub fn games_dir() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_DATA_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|home| PathBuf::from(home).join(".local/share"))
        })?;
    Some(base.join("annabella").join("games"))
}

/// An open journal, appended to and synced record by record.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    file: File,
}

impl Journal {
    /// Creates a new journal in `dir` for a game starting from `header`.
    pub fn create(dir: &Path, header: &Header, now_unix_ms: u128) -> Result<Journal, JournalError> {
        fs::create_dir_all(dir)
            .map_err(|e| error(dir, format!("cannot create the folder: {e}")))?;
        let name = format!("game-{now_unix_ms}-{}.journal", std::process::id());
        let path = dir.join(name);
        let file = OpenOptions::new()
            .create_new(true)
            .append(true)
            .open(&path)
            .map_err(|e| error(&path, format!("cannot create: {e}")))?;
        let mut journal = Journal { path, file };
        let mode = match header.castling_mode {
            CastlingMode::Standard => "standard",
            CastlingMode::Chess960 => "chess960",
        };
        journal.append_line(MAGIC)?;
        journal.append_line(&format!("start {mode} {}", header.fen))?;
        if let Some(time) = &header.time_control {
            journal.append_line(&format!("time {time}"))?;
        }
        Ok(journal)
    }

    /// Opens an existing journal to continue it.
    pub fn reopen(path: &Path) -> Result<Journal, JournalError> {
        let file = OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(|e| error(path, format!("cannot open: {e}")))?;
        Ok(Journal {
            path: path.to_owned(),
            file,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends a record and waits until it is on disk.
    pub fn append(&mut self, record: &Record) -> Result<(), JournalError> {
        self.append_line(&format_record(record))
    }

    fn append_line(&mut self, line: &str) -> Result<(), JournalError> {
        let mut bytes = Vec::with_capacity(line.len() + 1);
        bytes.extend_from_slice(line.as_bytes());
        bytes.push(b'\n');
        // One write of the whole line, then fsync: a crash leaves at most a torn last line.
        self.file
            .write_all(&bytes)
            .and_then(|()| self.file.sync_data())
            .map_err(|e| error(&self.path, format!("cannot write: {e}")))
    }
}

fn color_word(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn format_record(record: &Record) -> String {
    match record {
        Record::Move { uci, at_ms } => format!("move {uci} {at_ms}"),
        Record::Press { at_ms } => format!("press {at_ms}"),
        Record::TakeBack { at_ms } => format!("takeback {at_ms}"),
        Record::DrawOffer { by, at_ms } => format!("offer {} {at_ms}", color_word(*by)),
        Record::TimeAdded { to, ms, at_ms } => format!("add {} {ms} {at_ms}", color_word(*to)),
        Record::Sealed { uci, at_ms } => format!("sealed {uci} {at_ms}"),
        Record::End {
            result,
            reason,
            at_ms,
        } => format!("end {result} {reason} {at_ms}"),
    }
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
    ]
    .into_iter()
    .find(|reason| reason.as_str() == word)
}

fn parse_record(line: &str) -> Option<Record> {
    let words: Vec<&str> = line.split(' ').collect();
    let number = |word: &str| word.parse::<u64>().ok();
    match words.as_slice() {
        ["move", uci, at] => Some(Record::Move {
            uci: (*uci).to_owned(),
            at_ms: number(at)?,
        }),
        ["press", at] => Some(Record::Press { at_ms: number(at)? }),
        ["takeback", at] => Some(Record::TakeBack { at_ms: number(at)? }),
        ["sealed", uci, at] => Some(Record::Sealed {
            uci: (*uci).to_owned(),
            at_ms: number(at)?,
        }),
        ["offer", by, at] => Some(Record::DrawOffer {
            by: parse_color(by)?,
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

/// Reads a journal. The header must be whole; records are read up to the first damaged line.
pub fn read(path: &Path) -> Result<Replayed, JournalError> {
    let bytes = fs::read(path).map_err(|e| error(path, format!("cannot read: {e}")))?;
    // A last line without its newline was being written when the program stopped: not a record.
    let complete = match bytes.iter().rposition(|&b| b == b'\n') {
        Some(end) => &bytes[..=end],
        None => &bytes[..0],
    };
    let mut lines = BufReader::new(complete).lines().enumerate();
    let mut next = || -> Result<Option<(usize, String)>, JournalError> {
        match lines.next() {
            Some((i, Ok(line))) => Ok(Some((i + 1, line))),
            Some((i, Err(e))) => Err(error(path, format!("line {}: {e}", i + 1))),
            None => Ok(None),
        }
    };
    match next()? {
        Some((_, line)) if line == MAGIC => {}
        _ => return Err(error(path, "not an annabella journal (line 1)")),
    }
    let header = match next()? {
        Some((_, line)) => {
            parse_start(&line).ok_or_else(|| error(path, "line 2: bad start line"))?
        }
        None => return Err(error(path, "line 2: the start line is missing")),
    };
    let mut header = header;
    let mut records = Vec::new();
    let mut damaged_at = None;
    while let Some((number, line)) = next()? {
        if let Some(time) = line.strip_prefix("time ") {
            header.time_control = Some(time.to_owned());
            continue;
        }
        let Some(record) = parse_record(&line) else {
            damaged_at = Some((number, format!("cannot read \"{line}\"")));
            break;
        };
        records.push(record);
    }
    Ok(Replayed {
        path: path.to_owned(),
        header,
        records,
        damaged_at,
    })
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

/// The most recent unfinished game in `dir`, if any (by file name, which starts with the time).
pub fn latest_unfinished(dir: &Path) -> Result<Option<Replayed>, JournalError> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(error(dir, format!("cannot list: {e}"))),
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "journal"))
        .collect();
    paths.sort_by_key(|path| journal_time(path));
    for path in paths.iter().rev() {
        // An unreadable journal is skipped here; the most recent readable unfinished one wins.
        if let Ok(replayed) = read(path)
            && !replayed.is_finished()
        {
            return Ok(Some(replayed));
        }
    }
    Ok(None)
}

/// A saved game: its journal file, read back or with the reason it cannot be.
pub type SavedGame = (PathBuf, Result<Replayed, JournalError>);

/// Every journal in `dir`, oldest first.
pub fn list(dir: &Path) -> Result<Vec<SavedGame>, JournalError> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(error(dir, format!("cannot list: {e}"))),
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "journal"))
        .collect();
    paths.sort_by_key(|path| journal_time(path));
    Ok(paths
        .into_iter()
        .map(|path| {
            let replayed = read(&path);
            (path, replayed)
        })
        .collect())
}

/// A game's short name: its journal's file name without the extension.
pub fn game_id(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The game `id` names in `dir`: an exact name, or the one name that contains it.
pub fn find(dir: &Path, id: &str) -> Result<Replayed, JournalError> {
    let games = list(dir)?;
    let exact = games.iter().find(|(path, _)| game_id(path) == id);
    let matching: Vec<&SavedGame> = match exact {
        Some(game) => vec![game],
        None => games
            .iter()
            .filter(|(path, _)| game_id(path).contains(id))
            .collect(),
    };
    match matching.as_slice() {
        [(path, Ok(replayed))] => Ok(Replayed {
            path: path.clone(),
            ..replayed.clone()
        }),
        [(_, Err(problem))] => Err(error(&problem.path, problem.problem.clone())),
        [] => Err(error(
            dir,
            format!("no saved game is called \"{id}\" (see `annabella games`)"),
        )),
        _ => Err(error(
            dir,
            format!(
                "\"{id}\" names {} games: give more of the name",
                matching.len()
            ),
        )),
    }
}

/// When a journal was started, from its name (`game-<unix ms>-<pid>.journal`), as
/// `YYYY-MM-DD HH:MM` in UTC.
pub fn started_at(path: &Path) -> Option<String> {
    let (ms, _) = journal_time(path);
    if ms == 0 {
        return None;
    }
    let seconds = i64::try_from(ms / 1000).ok()?;
    let (year, month, day) = civil_from_days(seconds.div_euclid(86_400));
    let minute_of_day = seconds.rem_euclid(86_400) / 60;
    Some(format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        minute_of_day / 60,
        minute_of_day % 60
    ))
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = u32::try_from(doy - (153 * mp + 2) / 5 + 1).unwrap_or(1);
    let month = u32::try_from(if mp < 10 { mp + 3 } else { mp - 9 }).unwrap_or(1);
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The creation time in a journal's name (`game-<unix ms>-<pid>.journal`), for ordering.
fn journal_time(path: &Path) -> (u128, String) {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let time = name
        .strip_prefix("game-")
        .and_then(|rest| rest.split('-').next())
        .and_then(|t| t.parse().ok())
        .unwrap_or(0);
    (time, name)
}

/// Writes `contents` to `path` atomically: a temporary file in the same folder, synced, then
/// renamed over the target, so a crash never leaves half a file.
pub fn write_atomically(path: &Path, contents: &[u8]) -> Result<(), JournalError> {
    let dir = path.parent().unwrap_or_else(|| Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temporary = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = File::create(&temporary)
        .and_then(|mut file| file.write_all(contents).and_then(|()| file.sync_all()))
        .and_then(|()| fs::rename(&temporary, path));
    if let Err(e) = result {
        let _ = fs::remove_file(&temporary);
        return Err(error(path, format!("cannot write: {e}")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header() -> Header {
        Header {
            fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_owned(),
            castling_mode: CastlingMode::Standard,
            time_control: Some("300+3".to_owned()),
        }
    }

    #[test]
    fn records_round_trip_through_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let mut journal = Journal::create(dir.path(), &header(), 1).unwrap();
        let records = vec![
            Record::Move {
                uci: "e2e4".into(),
                at_ms: 1500,
            },
            Record::Press { at_ms: 1600 },
            Record::DrawOffer {
                by: Color::Black,
                at_ms: 2000,
            },
            Record::TakeBack { at_ms: 2100 },
            Record::TimeAdded {
                to: Color::White,
                ms: 120_000,
                at_ms: 2200,
            },
            Record::End {
                result: GameResult::Draw,
                reason: EndReason::Agreement,
                at_ms: 3000,
            },
        ];
        for record in &records {
            journal.append(record).unwrap();
        }
        let replayed = read(journal.path()).unwrap();
        assert_eq!(replayed.header, header());
        assert_eq!(replayed.records, records);
        assert!(replayed.is_finished());
        assert_eq!(replayed.damaged_at, None);
    }

    #[test]
    fn a_torn_last_line_is_ignored_and_a_damaged_line_stops_the_replay() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game-1-1.journal");
        let start = "annabella-journal 1\nstart standard 8/8/8/8/8/8/8/K6k w - - 0 1\n";
        std::fs::write(&path, format!("{start}move a1a2 10\nmove h1h")).unwrap();
        let replayed = read(&path).unwrap();
        assert_eq!(
            replayed.records,
            [Record::Move {
                uci: "a1a2".into(),
                at_ms: 10
            }]
        );
        assert_eq!(replayed.damaged_at, None);

        std::fs::write(
            &path,
            format!("{start}move a1a2 10\nmove ??? x\nmove h1h2 20\n"),
        )
        .unwrap();
        let replayed = read(&path).unwrap();
        assert_eq!(replayed.records.len(), 1);
        assert_eq!(replayed.damaged_at.as_ref().map(|d| d.0), Some(4));

        std::fs::write(&path, "garbage\n").unwrap();
        let message = read(&path).unwrap_err().to_string();
        assert!(
            message.contains("game-1-1.journal") && message.contains("line 1"),
            "{message}"
        );
    }

    #[test]
    fn the_latest_unfinished_game_is_found() {
        let dir = tempfile::tempdir().unwrap();
        assert!(
            latest_unfinished(&dir.path().join("none"))
                .unwrap()
                .is_none()
        );
        let mut old = Journal::create(dir.path(), &header(), 100).unwrap();
        old.append(&Record::Move {
            uci: "d2d4".into(),
            at_ms: 1,
        })
        .unwrap();
        let mut finished = Journal::create(dir.path(), &header(), 300).unwrap();
        finished
            .append(&Record::End {
                result: GameResult::WhiteWins,
                reason: EndReason::Resignation,
                at_ms: 5,
            })
            .unwrap();
        let mut newer = Journal::create(dir.path(), &header(), 200).unwrap();
        newer
            .append(&Record::Move {
                uci: "e2e4".into(),
                at_ms: 1,
            })
            .unwrap();
        let found = latest_unfinished(dir.path()).unwrap().unwrap();
        assert_eq!(found.path, newer.path());
    }

    #[test]
    fn dates_from_day_counts_and_journal_names() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_778), (2026, 11, 21));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
        let path = Path::new("/x/game-1795266626583-24151.journal");
        assert_eq!(started_at(path).as_deref(), Some("2026-11-21 13:10"));
        assert_eq!(game_id(path), "game-1795266626583-24151");
        assert_eq!(started_at(Path::new("other.journal")), None);
    }

    #[test]
    fn games_are_found_by_name_or_part_of_it() {
        let dir = tempfile::tempdir().unwrap();
        let a = Journal::create(dir.path(), &header(), 1_000).unwrap();
        let b = Journal::create(dir.path(), &header(), 2_000).unwrap();
        let listed = list(dir.path()).unwrap();
        assert_eq!(listed.len(), 2);
        assert_eq!(listed[0].0, a.path());
        let id = game_id(b.path());
        assert_eq!(find(dir.path(), &id).unwrap().path, b.path());
        assert_eq!(find(dir.path(), "game-2000").unwrap().path, b.path());
        let ambiguous = find(dir.path(), "game-").unwrap_err().to_string();
        assert!(ambiguous.contains("names 2 games"), "{ambiguous}");
        let missing = find(dir.path(), "nope").unwrap_err().to_string();
        assert!(missing.contains("\"nope\""), "{missing}");
    }

    #[test]
    fn atomic_writes_leave_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        write_atomically(&path, b"1. e4 *\n").unwrap();
        write_atomically(&path, b"1. d4 *\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1. d4 *\n");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        assert!(write_atomically(&dir.path().join("no/such/dir/x.pgn"), b"x").is_err());
    }
}
