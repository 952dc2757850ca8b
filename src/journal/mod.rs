//! The game journal: every decision appended to a file and synced to disk before it is spoken,
//! so a game survives any stop, even `kill -9`, a power cut or a full disk.
//!
//! One journal per game under `$XDG_DATA_HOME/annabella/games/` (else
//! `~/.local/share/annabella/games/`), private to the user. Text lines, one record each:
//!
//! ```text
//! annabella-journal 1
//! start standard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! time 300+3
//! move e2e4 1520
//! press 1610
//! stop 1900
//! end 1-0 resignation 90000
//! ```
//!
//! A sealed game's journal (format 3, `play --sealed`) has the same lines, each followed by the
//! SHA-256 of the line before and its own (`chain`), with the seal's attestation (`seal …`)
//! and every action at the table (`act AT WHAT`) among them; `annabella verify` checks it.
//!
//! A game in play holds its journal's lock. A torn or damaged tail is cut off before anything is
//! appended (the journal as it was is kept beside it), so the next resume reads every record.

mod action;
mod chain;
mod format;
mod private_files;
mod recovery;
mod rescue;
mod verification;
mod writer;

use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::bounded_read::{limits, read_file};
use crate::core::message::{Message, Said, escaped};
use crate::core::session::Record;

pub use action::{Action, ActionNotes};
pub use chain::{Hash, head_words, hex as hash_hex};
pub use format::{
    Damage, DamageKind, FORMAT_VERSION, Header, HeaderProblem, NEWEST_FORMAT, OLDEST_FORMAT,
    Parsed, SEALED_FORMAT,
};
/// The journal text's reader and record writer, for the fuzzer (`fuzz/`), which checks that
/// what one reads the other writes back.
pub use format::{format_record, parse as parse_journal_text};
pub use private_files::{create_private_dir, write_atomically};
pub use recovery::{Recovery, RecoveryError, check};
pub use rescue::{bring_home, rescue_dir, rescue_dir_path, saved_game_dirs};
pub use verification::{ChainState, Unverifiable, Verdict, verify};
pub use writer::{Journal, Repair, Rescue, RescueFailed, Saving, write_problem};

/// A journal read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replayed {
    pub path: PathBuf,
    /// The format the journal was written in.
    pub version: u32,
    pub header: Header,
    pub records: Vec<Record>,
    /// Where reading stopped before the end of the file, if it did.
    pub damage: Option<Damage>,
}

impl Replayed {
    pub fn is_finished(&self) -> bool {
        self.records.iter().any(|r| matches!(r, Record::End { .. }))
    }

    fn from_parsed(path: &Path, parsed: Parsed) -> Self {
        Replayed {
            path: path.to_owned(),
            version: parsed.version,
            header: parsed.header,
            records: parsed.records,
            damage: parsed.damage,
        }
    }
}

/// What went wrong with a journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// Another annabella is playing this game.
    InUse,
    Header(HeaderProblem),
    /// Why, as a message (a file problem, or the system's reason).
    Read(Message),
    Create(Message),
    Write(Message),
    List(Message),
    NotFound(String),
    Ambiguous {
        id: String,
        count: usize,
    },
    Finished,
}

/// The catalogue keys of the journal's problems.
pub const PROBLEM_KEYS: [&str; 16] = [
    "journal-error",
    "journal-in-use",
    "journal-read",
    "journal-create",
    "journal-write",
    "journal-list",
    "journal-not-found",
    "journal-ambiguous",
    "journal-finished",
    "journal-not-open",
    "journal-not-a-journal",
    "journal-newer-format",
    "journal-bad-start",
    "journal-start-position",
    "journal-chess960-number",
    "journal-other",
];

impl Problem {
    pub fn message(&self) -> Message {
        match self {
            Self::InUse => Message::new("journal-in-use"),
            Self::Header(problem) => problem.message(),
            Self::Read(why) => Message::new("journal-read").said("why", why.clone()),
            Self::Create(why) => Message::new("journal-create").said("why", why.clone()),
            Self::Write(why) => Message::new("journal-write").said("why", why.clone()),
            Self::List(why) => Message::new("journal-list").said("why", why.clone()),
            Self::NotFound(id) => Message::new("journal-not-found").text("id", escaped(id)),
            Self::Ambiguous { id, count } => Message::new("journal-ambiguous")
                .text("id", escaped(id))
                .number("count", *count),
            Self::Finished => Message::new("journal-finished"),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().in_english())
    }
}

/// A journal problem, naming the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalError {
    pub path: PathBuf,
    pub problem: Problem,
}

impl JournalError {
    pub fn new(path: &Path, problem: Problem) -> Self {
        JournalError {
            path: path.to_owned(),
            problem,
        }
    }
}

impl Said for JournalError {
    fn message(&self) -> Message {
        Message::new("journal-error")
            .text("file", self.path.display().to_string())
            .said("problem", self.problem.message())
    }
}

impl fmt::Display for JournalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for JournalError {}

/// Where journals live: `$XDG_DATA_HOME/annabella/games`, else `$HOME/.local/share/…`.
pub fn games_dir() -> Option<PathBuf> {
    crate::paths::data_dir().map(|dir| dir.join("games"))
}

/// Reads a journal without taking its lock (to list or choose games).
pub fn read(path: &Path) -> Result<Replayed, JournalError> {
    let bytes = read_file(path, limits::JOURNAL)
        .map_err(|e| JournalError::new(path, Problem::Read(e.problem_message())))?;
    let parsed = format::parse(&bytes).map_err(|e| JournalError::new(path, Problem::Header(e)))?;
    Ok(Replayed::from_parsed(path, parsed))
}

/// The journals in `dirs` (files named `*.journal`), oldest first. A journal found in two of
/// them under one name (a game rescued to the temporary folder, and what its own folder kept)
/// is listed once: the copy holding more records, else the first folder's.
fn journal_paths(dirs: &[PathBuf]) -> Result<Vec<PathBuf>, JournalError> {
    let mut paths: Vec<PathBuf> = Vec::new();
    for dir in dirs {
        let entries = match fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
            Err(e) => {
                return Err(JournalError::new(
                    dir,
                    Problem::List(crate::bounded_read::io_reason(&e)),
                ));
            }
        };
        for path in entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|e| e == "journal"))
        {
            match paths.iter_mut().find(|p| p.file_name() == path.file_name()) {
                Some(kept) if records_in(&path) > records_in(kept) => *kept = path,
                Some(_) => {}
                None => paths.push(path),
            }
        }
    }
    paths.sort_by_key(|path| journal_time(path));
    Ok(paths)
}

/// How many records a journal holds (none if it cannot be read).
fn records_in(path: &Path) -> usize {
    read(path).map_or(0, |replayed| replayed.records.len())
}

/// The game `--resume` continues, and the journals it passed over.
#[derive(Debug)]
pub struct Latest {
    /// The most recent unfinished game, if any.
    pub game: Option<Replayed>,
    /// Journals newer than it (all of them, if there is none) that cannot be read, newest
    /// first: a resume names them rather than silently continuing an older game.
    pub unreadable: Vec<JournalError>,
}

/// The most recent unfinished game in `dirs` (by file name, which starts with the time), and the
/// newer journals that cannot be read.
pub fn latest_unfinished(dirs: &[PathBuf]) -> Result<Latest, JournalError> {
    let mut unreadable = Vec::new();
    for path in journal_paths(dirs)?.iter().rev() {
        match read(path) {
            Err(problem) => unreadable.push(problem),
            // The most recent unfinished game with at least one record wins (a journal with
            // none holds nothing to resume).
            Ok(replayed) if !replayed.is_finished() && !replayed.records.is_empty() => {
                return Ok(Latest {
                    game: Some(replayed),
                    unreadable,
                });
            }
            Ok(_) => {}
        }
    }
    Ok(Latest {
        game: None,
        unreadable,
    })
}

/// A saved game: its journal file, read back or with the reason it cannot be.
pub type SavedGame = (PathBuf, Result<Replayed, JournalError>);

/// Every journal in `dirs`, oldest first.
pub fn list(dirs: &[PathBuf]) -> Result<Vec<SavedGame>, JournalError> {
    Ok(journal_paths(dirs)?
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
    find_in(&[dir.to_owned()], id)
}

/// The game `id` names in `dirs` (the first is named when there is none).
pub fn find_in(dirs: &[PathBuf], id: &str) -> Result<Replayed, JournalError> {
    let dir = dirs.first().map_or_else(PathBuf::new, Clone::clone);
    let games = list(dirs)?;
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
        [(_, Err(problem))] => Err(problem.clone()),
        [] => Err(JournalError::new(&dir, Problem::NotFound(id.to_owned()))),
        _ => Err(JournalError::new(
            &dir,
            Problem::Ambiguous {
                id: id.to_owned(),
                count: matching.len(),
            },
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::{EndReason, GameResult};
    use shakmaty::CastlingMode;

    fn header() -> Header {
        Header {
            fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_owned(),
            castling_mode: CastlingMode::Standard,
            time_control: Some("300+3".to_owned()),
        }
    }

    #[test]
    fn the_latest_unfinished_game_is_found() {
        let dir = tempfile::tempdir().unwrap();
        let dirs = [dir.path().to_owned()];
        assert!(
            latest_unfinished(&[dir.path().join("none")])
                .unwrap()
                .game
                .is_none()
        );
        let mut old = Journal::create(dir.path(), &header(), 100).unwrap();
        old.append(&Record::Move {
            uci: "d2d4".parse().unwrap(),
            at_ms: 1,
        });
        let mut finished = Journal::create(dir.path(), &header(), 300).unwrap();
        finished.append(&Record::End {
            result: GameResult::WhiteWins,
            reason: EndReason::Resignation,
            at_ms: 5,
        });
        let mut newer = Journal::create(dir.path(), &header(), 200).unwrap();
        newer.append(&Record::Move {
            uci: "e2e4".parse().unwrap(),
            at_ms: 1,
        });
        let found = latest_unfinished(&dirs).unwrap();
        assert_eq!(found.game.unwrap().path, newer.path());
        assert!(found.unreadable.is_empty());
    }

    #[test]
    fn a_newer_journal_that_cannot_be_read_is_named_not_passed_over() {
        let dir = tempfile::tempdir().unwrap();
        let mut old = Journal::create(dir.path(), &header(), 100).unwrap();
        old.append(&Record::Move {
            uci: "d2d4".parse().unwrap(),
            at_ms: 1,
        });
        let broken = dir.path().join("game-200-1.journal");
        fs::write(&broken, "annabella-journal 99\n").unwrap();
        let latest = latest_unfinished(&[dir.path().to_owned()]).unwrap();
        assert_eq!(latest.game.unwrap().path, old.path());
        assert_eq!(latest.unreadable.len(), 1);
        assert_eq!(latest.unreadable[0].path, broken);
        assert_eq!(
            latest.unreadable[0].problem,
            Problem::Header(HeaderProblem::NewerFormat(99))
        );
    }

    #[test]
    fn a_game_in_two_folders_is_listed_once_with_its_longer_copy() {
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path().join("games");
        let rescued = dir.path().join("rescued");
        let mut journal = Journal::create(&games, &header(), 100).unwrap();
        journal.append(&Record::Move {
            uci: "e2e4".parse().unwrap(),
            at_ms: 1,
        });
        fs::create_dir(&rescued).unwrap();
        let copy = rescued.join(journal.path().file_name().unwrap());
        let mut text = fs::read_to_string(journal.path()).unwrap();
        text.push_str("move e7e5 2\n");
        fs::write(&copy, text).unwrap();
        let dirs = [games, rescued];
        let listed = list(&dirs).unwrap();
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].0, copy);
        let latest = latest_unfinished(&dirs).unwrap().game.unwrap();
        assert_eq!((latest.path, latest.records.len()), (copy.clone(), 2));
        assert_eq!(find_in(&dirs, &game_id(&copy)).unwrap().path, copy);
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
        let listed = list(&[dir.path().to_owned()]).unwrap();
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
}
