//! The open journal of the game being played: locked while in use, appended to and synced record
//! by record, and kept whole in memory so that when writing fails the game goes on and the
//! journal is written again, whole, as soon as the disk lets it.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use crate::bounded_read::{limits, read_limited};
use crate::core::message::Message;
use crate::core::session::Record;
use crate::core::table::WriteProblem;

use super::action::Action;
use super::chain::{self, Hash};
use super::format::{Header, Parsed, SEALED_FORMAT, format_record, parse};
use super::private_files::{create_private_dir, new_private_file, write_atomically};
use super::{JournalError, Problem};

/// What became of a record handed to [`Journal::append`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saving {
    /// On disk.
    Saved,
    /// Writing has just failed: the record is kept in memory, and retried with the next one.
    StartedFailing(WriteProblem),
    /// Writing still fails (the player already knows).
    StillFailing,
    /// Writing works again: the whole journal, this record included, is on disk.
    Recovered,
}

/// A cut-off damaged tail: the whole journal as it was is kept beside it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repair {
    /// The copy of the journal as it was found.
    pub copy: PathBuf,
    /// The first line that was cut off (1-based).
    pub line: usize,
}

/// Where the whole journal is after [`Journal::rescue`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rescue {
    /// Whole in its own file again (writing works again).
    InPlace,
    /// Whole in this file of the rescue folder: its own folder could not be written.
    Elsewhere(PathBuf),
}

/// The journal could be written neither in its own folder nor in the rescue folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RescueFailed {
    /// Why its own file could not be written.
    pub own: WriteProblem,
    /// The rescue folder tried, and why it could not be written.
    pub elsewhere: PathBuf,
    pub elsewhere_problem: WriteProblem,
    /// How many moves (of the game's end) only memory held: a later resume lacks them.
    pub moves_not_saved: usize,
}

/// A journal in use by this program.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    /// The locked file, appended to; `None` while writing fails.
    file: Option<File>,
    /// The whole journal as it must be on disk.
    text: Vec<u8>,
    /// How much of `text` is known to be on disk at `path`.
    saved: usize,
    failing: bool,
    /// Why writing failed when the journal was opened (a read-only folder), until it is told.
    untold: Option<WriteProblem>,
    /// Created by this program with nothing recorded yet: removed if the game never starts.
    fresh: bool,
    /// The game has begun: a move (or a sealed move, or the end) is recorded, or its clock was
    /// started (FIDE 6.2: the game starts then, and the time used is the player's).
    begun: bool,
    /// A sealed game's journal: the hash of its last line, which the next line follows.
    chain: Option<Hash>,
}

impl Journal {
    /// Creates a new journal in `dir` for a game starting from `header`, locked and private.
    pub fn create(dir: &Path, header: &Header, now_unix_ms: u128) -> Result<Journal, JournalError> {
        Self::create_as(dir, header.text().into_bytes(), None, now_unix_ms)
    }

    /// Creates a sealed game's journal: every line chained to the one before, the header
    /// followed by `seal`, the attestation of the process that plays it.
    pub fn create_sealed(
        dir: &Path,
        header: &Header,
        seal: &str,
        now_unix_ms: u128,
    ) -> Result<Journal, JournalError> {
        let mut head = chain::GENESIS;
        let mut text = Vec::new();
        for line in header
            .lines(SEALED_FORMAT)
            .into_iter()
            .chain([seal_line(seal)])
        {
            let (bytes, own) = chain::chained_line(&head, &line);
            text.extend_from_slice(&bytes);
            head = own;
        }
        Self::create_as(dir, text, Some(head), now_unix_ms)
    }

    fn create_as(
        dir: &Path,
        text: Vec<u8>,
        chain: Option<Hash>,
        now_unix_ms: u128,
    ) -> Result<Journal, JournalError> {
        create_private_dir(dir).map_err(|e| JournalError::new(dir, Problem::Create(plain(&e))))?;
        let name = format!("game-{now_unix_ms}-{}.journal", std::process::id());
        let path = dir.join(name);
        let mut file = new_private_file()
            .open(&path)
            .map_err(|e| JournalError::new(&path, Problem::Create(plain(&e))))?;
        lock(&file, &path)?;
        // The header in one write, then synced: a crash leaves no half header behind.
        file.write_all(&text)
            .and_then(|()| file.sync_all())
            .map_err(|e| {
                let _ = std::fs::remove_file(&path);
                JournalError::new(&path, Problem::Write(plain(&e)))
            })?;
        Ok(Journal {
            path,
            file: Some(file),
            saved: text.len(),
            text,
            failing: false,
            untold: None,
            fresh: true,
            begun: false,
            chain,
        })
    }

    /// Opens an existing journal to continue it: locked first (a second program is told the
    /// game is open elsewhere), then read. Nothing is changed until [`Journal::keep_records`].
    /// A journal that may be read but not written (a read-only folder or file) is opened to be
    /// continued in memory: writing is failing from the start ([`Journal::take_untold`]).
    pub fn open(path: &Path) -> Result<(Journal, Parsed), JournalError> {
        crate::bounded_read::check_regular(path)
            .map_err(|e| JournalError::new(path, Problem::Read(e.problem_message())))?;
        let (mut file, untold) = match OpenOptions::new().read(true).write(true).open(path) {
            Ok(file) => (file, None),
            Err(error) if write_problem(&error) == WriteProblem::NotAllowed => {
                let file = File::open(path)
                    .map_err(|e| JournalError::new(path, Problem::Read(plain(&e))))?;
                (file, Some(WriteProblem::NotAllowed))
            }
            Err(error) => return Err(JournalError::new(path, Problem::Read(plain(&error)))),
        };
        lock(&file, path)?;
        let text = read_limited(&mut file, path, limits::JOURNAL)
            .map_err(|e| JournalError::new(path, Problem::Read(e.problem_message())))?;
        let parsed = parse(&text).map_err(|e| JournalError::new(path, Problem::Header(e)))?;
        let begun = parsed.records.iter().any(begins_the_game);
        let failing = untold.is_some();
        let chain = (parsed.version == SEALED_FORMAT).then(|| chain::check(&text).head());
        Ok((
            Journal {
                path: path.to_owned(),
                // A read-only file keeps its lock, and is never written.
                file: Some(file),
                saved: text.len(),
                text,
                failing,
                untold,
                fresh: false,
                begun,
                chain,
            },
            parsed,
        ))
    }

    /// Why writing fails since the journal was opened, once: the table is told at once, as it
    /// is when writing starts failing later.
    pub fn take_untold(&mut self) -> Option<WriteProblem> {
        self.untold.take()
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the last write failed (the game lives in memory only).
    pub fn is_failing(&self) -> bool {
        self.failing
    }

    /// Keeps the header and the first `records` records and cuts off whatever follows (a torn
    /// line, a damaged one, records that no longer fit the game), so that records appended from
    /// now on are read back on the next resume. The journal as it was is kept beside it first.
    pub fn keep_records(
        &mut self,
        parsed: &Parsed,
        records: usize,
    ) -> Result<Option<Repair>, JournalError> {
        let keep = parsed.end_of(records);
        if keep >= self.text.len() {
            return Ok(None);
        }
        let line = first_line_after(&self.text, keep);
        if self.failing {
            // Nothing can be written here: the file stays as it was found (it is its own copy),
            // and the game continues from the records that fit.
            self.text.truncate(keep);
            self.relink();
            self.saved = 0;
            return Ok(Some(Repair {
                copy: self.path.clone(),
                line,
            }));
        }
        let copy = self.free_copy_name();
        write_atomically(&copy, &self.text)
            .map_err(|e| JournalError::new(&copy, Problem::Write(plain(&e))))?;
        self.text.truncate(keep);
        self.relink();
        let file = self.file.as_mut().ok_or_else(|| {
            JournalError::new(&self.path, Problem::Write(Message::new("journal-not-open")))
        })?;
        file.set_len(keep as u64)
            .and_then(|()| file.seek(SeekFrom::End(0)).map(drop))
            .and_then(|()| file.sync_all())
            .map_err(|e| JournalError::new(&self.path, Problem::Write(plain(&e))))?;
        self.saved = keep;
        Ok(Some(Repair { copy, line }))
    }

    /// A sealed journal cut short continues from its last line kept.
    fn relink(&mut self) {
        if self.chain.is_some() {
            self.chain = Some(chain::check(&self.text).head());
        }
    }

    /// Whether this is a sealed game's journal (its lines chained).
    pub fn is_sealed(&self) -> bool {
        self.chain.is_some()
    }

    /// The hash of a sealed journal's last line: the log's head.
    pub fn head(&self) -> Option<Hash> {
        self.chain
    }

    /// `game-1.journal.damaged`, or `…damaged-2` when that is taken.
    fn free_copy_name(&self) -> PathBuf {
        let name = self
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        (1..1000)
            .map(|n| {
                let suffix = if n == 1 {
                    String::new()
                } else {
                    format!("-{n}")
                };
                self.path.with_file_name(format!("{name}.damaged{suffix}"))
            })
            .find(|candidate| !candidate.exists())
            .unwrap_or_else(|| self.path.with_extension("damaged"))
    }

    /// Appends a record: one write of the whole line, then synced. When that fails the record
    /// stays in memory and every later record first tries to write the journal again, whole.
    pub fn append(&mut self, record: &Record) -> Saving {
        self.append_step(&[], &[record])
    }

    /// Appends what one step of the table decided: a sealed game's actions (ignored in a game
    /// that is not sealed), then its records, in one write synced once, so a typed move and its
    /// press cost one sync. Nothing is said before this returns, so nothing said is ever lost.
    pub fn append_step(&mut self, actions: &[Action], records: &[&Record]) -> Saving {
        let actions = if self.chain.is_some() { actions } else { &[] };
        if actions.is_empty() && records.is_empty() {
            return if self.failing {
                Saving::StillFailing
            } else {
                Saving::Saved
            };
        }
        self.fresh = false;
        self.begun |= records.iter().any(|record| begins_the_game(record));
        let texts = actions
            .iter()
            .map(Action::line)
            .chain(records.iter().map(|record| format_record(record)))
            .collect::<Vec<_>>();
        self.append_texts(&texts)
    }

    /// Appends lines (chained in a sealed journal) in one write, synced once.
    fn append_texts(&mut self, texts: &[String]) -> Saving {
        let mut lines = Vec::new();
        for text in texts {
            if let Some(head) = self.chain.as_mut() {
                let (bytes, own) = chain::chained_line(head, text);
                lines.extend_from_slice(&bytes);
                *head = own;
            } else {
                lines.extend_from_slice(text.as_bytes());
                lines.push(b'\n');
            }
        }
        self.text.extend_from_slice(&lines);
        if !self.failing {
            let appended = match self.file.as_mut() {
                Some(file) => append_line(file, &lines, &self.path),
                None => Err(WriteProblem::Other("not open".into())),
            };
            match appended {
                Ok(()) => {
                    self.saved = self.text.len();
                    return Saving::Saved;
                }
                // The folder deleted, the file replaced: written again at once if the disk
                // allows, and nothing is lost.
                Err(_) if self.rewrite_whole().is_ok() => return Saving::Saved,
                Err(problem) => {
                    self.failing = true;
                    self.file = None;
                    return Saving::StartedFailing(problem);
                }
            }
        }
        match self.rewrite_whole() {
            Ok(()) => {
                self.failing = false;
                self.untold = None;
                Saving::Recovered
            }
            // Failing since the journal was opened, and not yet told: told now.
            Err(_) => match self.untold.take() {
                Some(problem) => Saving::StartedFailing(problem),
                None => Saving::StillFailing,
            },
        }
    }

    /// Appends a seal's attestation to a sealed journal (a resumed sealed game: the process
    /// that continues it was sealed too).
    pub fn append_seal(&mut self, seal: &str) -> Saving {
        if self.chain.is_none() {
            return Saving::Saved;
        }
        self.append_texts(&[seal_line(seal)])
    }

    /// Writes the whole journal again (temporary file, sync, rename) and continues in it.
    fn rewrite_whole(&mut self) -> Result<(), WriteProblem> {
        write_atomically(&self.path, &self.text).map_err(|e| write_problem(&e))?;
        let mut file = OpenOptions::new()
            .append(true)
            .open(&self.path)
            .map_err(|e| write_problem(&e))?;
        file.seek(SeekFrom::End(0)).map_err(|e| write_problem(&e))?;
        // The new file is this game's: the lock follows it (the old one went with the old file).
        let _ = file.try_lock();
        self.file = Some(file);
        self.saved = self.text.len();
        Ok(())
    }

    /// At the end of a game whose writing failed: the whole journal written again in its own
    /// file if the disk allows now, else under its own name in this user's rescue folder inside
    /// the shared temporary folder `shared` ([`super::rescue_dir`]). `None` when writing never
    /// failed (the journal is whole on disk).
    pub fn rescue(&mut self, shared: &Path) -> Option<Result<Rescue, RescueFailed>> {
        if !self.failing {
            return None;
        }
        let own = match self.rewrite_whole() {
            Ok(()) => {
                self.failing = false;
                self.untold = None;
                return Some(Ok(Rescue::InPlace));
            }
            Err(problem) => problem,
        };
        let name = self.path.file_name().map(PathBuf::from).unwrap_or_default();
        let written = super::rescue_dir(shared).and_then(|dir| {
            let path = dir.join(&name);
            write_atomically(&path, &self.text).map(|()| path)
        });
        Some(match written {
            Ok(path) => Ok(Rescue::Elsewhere(path)),
            Err(error) => Err(RescueFailed {
                own,
                elsewhere: super::rescue_dir_path(shared),
                elsewhere_problem: write_problem(&error),
                moves_not_saved: moves_in(&self.text[self.saved.min(self.text.len())..]),
            }),
        })
    }

    /// Whether the game has begun: a move, a sealed move or the game's end is recorded, or its
    /// clock was started. A game that never began is not worth keeping.
    pub fn has_begun(&self) -> bool {
        self.begun
    }

    /// Removes the journal of a game that never began: nothing in it is worth resuming (and
    /// `games` would list it as unfinished).
    pub fn discard_if_not_begun(self) {
        if !self.begun && !self.failing {
            let _ = std::fs::remove_file(&self.path);
        }
    }

    /// Removes a journal this program created for a game that never started (a board that did
    /// not open): nothing of it is worth resuming.
    pub fn discard_if_unused(self) {
        if self.fresh {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// The attestation's line: `seal` and what the process that plays says of itself.
fn seal_line(seal: &str) -> String {
    let seal: String = seal
        .chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    format!("seal {seal}")
}

fn begins_the_game(record: &Record) -> bool {
    matches!(
        record,
        Record::Move { .. }
            | Record::Sealed { .. }
            | Record::End { .. }
            | Record::ClockStarted { .. }
    )
}

/// The moves among journal lines.
fn moves_in(lines: &[u8]) -> usize {
    lines
        .split(|&b| b == b'\n')
        .filter(|line| line.starts_with(b"move "))
        .count()
}

fn lock(file: &File, path: &Path) -> Result<(), JournalError> {
    match file.try_lock() {
        Err(TryLockError::WouldBlock) => Err(JournalError::new(path, Problem::InUse)),
        // Locked; or a file system without locks (some network shares), where the game can
        // still be played.
        Ok(()) | Err(TryLockError::Error(_)) => Ok(()),
    }
}

fn append_line(file: &mut File, line: &[u8], path: &Path) -> Result<(), WriteProblem> {
    file.write_all(line)
        .and_then(|()| file.sync_data())
        .map_err(|e| write_problem(&e))?;
    still_there(file, path)
}

/// Whether `path` still names the open file: writing to a file whose folder was deleted
/// succeeds, and saves nothing.
#[cfg(unix)]
fn still_there(file: &File, path: &Path) -> Result<(), WriteProblem> {
    use std::os::unix::fs::MetadataExt;
    let open = file.metadata().map_err(|e| write_problem(&e))?;
    match std::fs::metadata(path) {
        Ok(named) if named.dev() == open.dev() && named.ino() == open.ino() => Ok(()),
        Ok(_) => Err(WriteProblem::Other("the journal was replaced".into())),
        Err(_) => Err(WriteProblem::FolderGone),
    }
}

#[cfg(not(unix))]
fn still_there(_file: &File, path: &Path) -> Result<(), WriteProblem> {
    if path.exists() {
        Ok(())
    } else {
        Err(WriteProblem::FolderGone)
    }
}

/// An I/O error as a problem the player can act on.
pub fn write_problem(error: &io::Error) -> WriteProblem {
    match error.kind() {
        io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => WriteProblem::DiskFull,
        io::ErrorKind::NotFound | io::ErrorKind::NotADirectory => WriteProblem::FolderGone,
        io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem => {
            WriteProblem::NotAllowed
        }
        _ => WriteProblem::Other(crate::bounded_read::strip_os_code(error)),
    }
}

fn plain(error: &io::Error) -> Message {
    crate::bounded_read::io_reason(error)
}

/// The 1-based number of the line starting at byte `offset`.
fn first_line_after(text: &[u8], offset: usize) -> usize {
    // Split on newlines: one part more than there are newlines.
    text[..offset.min(text.len())]
        .split(|&b| b == b'\n')
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;

    fn header() -> Header {
        Header {
            fen: "8/8/8/8/8/8/8/K6k w - - 0 1".to_owned(),
            castling_mode: CastlingMode::Standard,
            time_control: None,
        }
    }

    fn mv(uci: &str, at_ms: u64) -> Record {
        Record::Move {
            uci: uci.parse().unwrap(),
            at_ms,
        }
    }

    #[test]
    fn a_journal_in_use_cannot_be_opened_by_a_second_program() {
        let dir = tempfile::tempdir().unwrap();
        let journal = Journal::create(dir.path(), &header(), 1).unwrap();
        let error = Journal::open(journal.path()).unwrap_err();
        assert_eq!(error.problem, Problem::InUse);
        assert!(
            error.to_string().contains("open in another annabella"),
            "{error}"
        );
        let path = journal.path().to_owned();
        drop(journal);
        assert!(Journal::open(&path).is_ok());
    }

    #[test]
    fn a_torn_tail_is_kept_aside_and_cut_before_appending_so_a_second_resume_keeps_all() {
        let dir = tempfile::tempdir().unwrap();
        let mut journal = Journal::create(dir.path(), &header(), 1).unwrap();
        assert_eq!(journal.append(&mv("a1a2", 10)), Saving::Saved);
        let path = journal.path().to_owned();
        drop(journal);
        let mut file = OpenOptions::new().append(true).open(&path).unwrap();
        file.write_all(b"move h1h").unwrap();
        drop(file);

        let (mut journal, parsed) = Journal::open(&path).unwrap();
        assert_eq!(parsed.records.len(), 1);
        let repair = journal.keep_records(&parsed, 1).unwrap().unwrap();
        assert_eq!(repair.line, 4);
        assert!(
            std::fs::read_to_string(&repair.copy)
                .unwrap()
                .ends_with("move h1h")
        );
        assert_eq!(journal.append(&mv("h1h2", 20)), Saving::Saved);
        drop(journal);

        let (_, parsed) = Journal::open(&path).unwrap();
        assert_eq!(parsed.records, [mv("a1a2", 10), mv("h1h2", 20)]);
        assert_eq!(parsed.damage, None);
    }

    #[test]
    fn a_deleted_folder_is_written_again_and_nothing_is_lost() {
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path().join("games");
        let mut journal = Journal::create(&games, &header(), 1).unwrap();
        journal.append(&mv("a1a2", 10));
        std::fs::remove_dir_all(&games).unwrap();
        assert_eq!(journal.append(&mv("h1h2", 20)), Saving::Saved);
        let text = std::fs::read_to_string(journal.path()).unwrap();
        assert!(text.ends_with("move a1a2 10\nmove h1h2 20\n"), "{text}");
    }

    #[test]
    fn writing_that_fails_keeps_the_game_in_memory_and_recovers_whole() {
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path().join("games");
        let mut journal = Journal::create(&games, &header(), 1).unwrap();
        journal.append(&mv("a1a2", 10));
        // A file where the folder was: nothing can be written there, even by root.
        std::fs::remove_dir_all(&games).unwrap();
        std::fs::write(&games, b"in the way").unwrap();
        assert_eq!(
            journal.append(&mv("h1h2", 20)),
            Saving::StartedFailing(WriteProblem::FolderGone)
        );
        assert!(journal.is_failing());
        assert_eq!(journal.append(&mv("a2a3", 30)), Saving::StillFailing);
        std::fs::remove_file(&games).unwrap();
        assert_eq!(journal.append(&mv("h2h3", 40)), Saving::Recovered);
        let path = journal.path().to_owned();
        drop(journal);
        let (_, parsed) = Journal::open(&path).unwrap();
        assert_eq!(parsed.records.len(), 4);
    }

    #[test]
    fn io_errors_become_problems_the_player_can_act_on() {
        let full = io::Error::from_raw_os_error(28); // ENOSPC
        assert_eq!(write_problem(&full), WriteProblem::DiskFull);
        let read_only = io::Error::from_raw_os_error(30); // EROFS
        assert_eq!(write_problem(&read_only), WriteProblem::NotAllowed);
    }

    #[test]
    fn an_unused_new_journal_is_removed_and_a_used_one_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let unused = Journal::create(dir.path(), &header(), 1).unwrap();
        let unused_path = unused.path().to_owned();
        unused.discard_if_unused();
        assert!(!unused_path.exists());
        let mut used = Journal::create(dir.path(), &header(), 2).unwrap();
        used.append(&mv("a1a2", 10));
        let used_path = used.path().to_owned();
        used.discard_if_unused();
        assert!(used_path.exists());
    }

    #[test]
    fn a_journal_that_cannot_be_written_is_rescued_whole_or_says_what_is_lost() {
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path().join("games");
        let shared = dir.path().join("tmp");
        std::fs::create_dir(&shared).unwrap();
        let mut journal = Journal::create(&games, &header(), 1).unwrap();
        assert_eq!(
            journal.rescue(&shared),
            None,
            "nothing to rescue: it is on disk"
        );
        journal.append(&mv("a1a2", 10));
        std::fs::remove_dir_all(&games).unwrap();
        std::fs::write(&games, b"in the way").unwrap();
        journal.append(&mv("h1h2", 20));
        journal.append(&mv("a2a3", 30));
        let Some(Ok(Rescue::Elsewhere(rescued))) = journal.rescue(&shared) else {
            panic!("rescued to the temporary folder");
        };
        assert_eq!(
            rescued.parent(),
            Some(super::super::rescue_dir_path(&shared).as_path())
        );
        let (_, parsed) = Journal::open(&rescued).unwrap();
        assert_eq!(
            parsed.records,
            [mv("a1a2", 10), mv("h1h2", 20), mv("a2a3", 30)]
        );
        // Neither folder can be written: what only memory holds is counted.
        let nowhere = dir.path().join("nowhere");
        std::fs::write(&nowhere, b"not a folder").unwrap();
        let failed = journal.rescue(&nowhere).unwrap().unwrap_err();
        assert_eq!(failed.moves_not_saved, 2);
        assert_eq!(failed.own, WriteProblem::FolderGone);
        // Once its folder can be written again, it is whole in place.
        std::fs::remove_file(&games).unwrap();
        assert_eq!(journal.rescue(&shared), Some(Ok(Rescue::InPlace)));
        let path = journal.path().to_owned();
        drop(journal);
        let (_, parsed) = Journal::open(&path).unwrap();
        assert_eq!(parsed.records.len(), 3);
    }

    #[test]
    fn a_sealed_journal_resumed_after_a_torn_line_keeps_its_chain_whole() {
        let dir = tempfile::tempdir().unwrap();
        let mut journal = Journal::create_sealed(dir.path(), &header(), "test full", 1).unwrap();
        let action = Action::new(9, "line a2");
        assert_eq!(
            journal.append_step(&[action], &[&mv("a1a2", 10)]),
            Saving::Saved
        );
        let path = journal.path().to_owned();
        drop(journal);
        // Killed while writing: a torn line.
        let mut file = OpenOptions::new().append(true).open(&path).unwrap();
        file.write_all(b"move h1h2 20 00ab").unwrap();
        drop(file);
        let (mut journal, parsed) = Journal::open(&path).unwrap();
        assert!(journal.is_sealed());
        assert_eq!(parsed.records, [mv("a1a2", 10)]);
        journal.keep_records(&parsed, 1).unwrap();
        journal.append_seal("test full resumed");
        journal.append(&mv("h1h2", 20));
        let head = journal.head().unwrap();
        drop(journal);
        let bytes = std::fs::read(&path).unwrap();
        let checked = chain::check(&bytes);
        assert_eq!(checked.broken, None);
        assert_eq!(checked.head(), head);
        let text = String::from_utf8(bytes).unwrap();
        assert!(text.contains("\nact 9 line a2 "), "{text}");
        assert!(text.contains("\nseal test full resumed "), "{text}");
        let (_, parsed) = Journal::open(&path).unwrap();
        assert_eq!(parsed.records, [mv("a1a2", 10), mv("h1h2", 20)]);
    }

    #[test]
    fn a_journal_not_sealed_holds_no_actions_and_one_step_is_one_write() {
        let dir = tempfile::tempdir().unwrap();
        let mut journal = Journal::create(dir.path(), &header(), 1).unwrap();
        journal.append_step(
            &[Action::new(9, "line a2")],
            &[&mv("a1a2", 10), &Record::Press { at_ms: 10 }],
        );
        let text = std::fs::read_to_string(journal.path()).unwrap();
        assert!(
            text.ends_with("start standard 8/8/8/8/8/8/8/K6k w - - 0 1\nmove a1a2 10\npress 10\n"),
            "{text}"
        );
    }
}
