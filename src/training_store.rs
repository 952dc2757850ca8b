//! The training's progress in the data folder (`$XDG_DATA_HOME/annabella/training/progress.json`),
//! with the journal's guarantees: written whole or not at all (a synced temporary file renamed
//! over the old one, the folder synced), private to its owner, and never overwritten when it
//! cannot be read (a damaged file or one from a newer annabella stays as it is for the player
//! to keep).
//!
//! Two `train` runs on one data folder never lose each other's progress: every change is made
//! by [`update`], which holds an exclusive lock on the training folder while it reads the file
//! afresh, applies the change and writes it back, so the second run's change is made on top of
//! the first's (a merge by replaying it) rather than over it.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use crate::bounded_read::{ReadError, io_reason, read_file};
use crate::core::message::{Message, Said};
use crate::core::training::{PROGRESS_VERSION, Progress};

/// How long a change waits for another run holding the lock (it holds it for one read and one
/// write, milliseconds; a run stopped while holding it is named after this).
const LOCK_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

/// A progress file is small: a thousand attempts and a few thousand puzzles met.
const PROGRESS_LIMIT: u64 = 16 * 1024 * 1024;

/// Where the progress is kept, if the data folder is known.
pub fn progress_path() -> Option<PathBuf> {
    crate::paths::data_dir().map(|dir| dir.join("training").join("progress.json"))
}

/// Why the progress cannot be read or written; it names the file.
#[derive(Debug)]
pub enum StoreError {
    /// The file is there and cannot be read, or does not hold progress.
    Unreadable {
        path: PathBuf,
        problem: Message,
    },
    NotSaved {
        path: PathBuf,
        error: io::Error,
    },
    /// Another run held the training folder's lock longer than the lock limit (ten seconds).
    Busy {
        path: PathBuf,
    },
}

impl Said for StoreError {
    fn message(&self) -> Message {
        match self {
            StoreError::Unreadable { path, problem } => Message::new("train-store-unreadable")
                .text("file", path.display().to_string())
                .said("problem", problem.clone()),
            StoreError::NotSaved { path, error } => Message::new("train-store-not-saved")
                .text("file", path.display().to_string())
                .said("problem", io_reason(error)),
            StoreError::Busy { path } => {
                Message::new("train-store-busy").text("file", path.display().to_string())
            }
        }
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for StoreError {}

/// The progress in `path`: a new one when there is no file yet.
pub fn load(path: &Path) -> Result<Progress, StoreError> {
    let unreadable = |problem: Message| StoreError::Unreadable {
        path: path.to_path_buf(),
        problem,
    };
    let bytes = match read_file(path, PROGRESS_LIMIT) {
        Ok(bytes) => bytes,
        Err(ReadError::Io { error, .. }) if error.kind() == io::ErrorKind::NotFound => {
            return Ok(Progress::default());
        }
        Err(error) => return Err(unreadable(error.problem_message())),
    };
    let progress: Progress = serde_json::from_slice(&bytes)
        .map_err(|error| unreadable(Message::english(error.to_string())))?;
    if progress.version > PROGRESS_VERSION {
        return Err(unreadable(Message::new("train-store-newer")));
    }
    Ok(progress)
}

/// Writes `progress` to `path` whole, synced, or not at all.
pub fn save(path: &Path, progress: &Progress) -> Result<(), StoreError> {
    let not_saved = |error: io::Error| StoreError::NotSaved {
        path: path.to_path_buf(),
        error,
    };
    let text = serde_json::to_vec_pretty(progress).map_err(|e| not_saved(io::Error::other(e)))?;
    crate::journal::write_atomically(path, &text).map_err(not_saved)
}

/// Applies `change` to the progress as it is in `path` now, under the training folder's
/// exclusive lock, and saves the result; hands back the progress saved. A run that loaded the
/// progress earlier and changes it through here keeps what other runs saved meanwhile.
pub fn update(path: &Path, change: impl FnOnce(&mut Progress)) -> Result<Progress, StoreError> {
    let not_saved = |error: io::Error| StoreError::NotSaved {
        path: path.to_path_buf(),
        error,
    };
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or_else(|| Path::new("."));
    crate::journal::create_private_dir(dir).map_err(not_saved)?;
    // The folder is locked, not the file: the file is replaced by a rename on every save, and a
    // lock on the old one would not hold the next run back.
    let folder = std::fs::File::open(dir).map_err(not_saved)?;
    lock_within(&folder, LOCK_LIMIT).map_err(|error| match error {
        Locking::Busy => StoreError::Busy {
            path: path.to_path_buf(),
        },
        Locking::Failed(error) => not_saved(error),
    })?;
    let mut progress = load(path)?;
    change(&mut progress);
    save(path, &progress)?;
    // The lock goes with the folder's handle, dropped here.
    Ok(progress)
}

enum Locking {
    Busy,
    Failed(io::Error),
}

/// Takes `file`'s exclusive lock, trying again until `limit` has passed.
fn lock_within(file: &std::fs::File, limit: std::time::Duration) -> Result<(), Locking> {
    let deadline = std::time::Instant::now() + limit;
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(()),
            Err(std::fs::TryLockError::WouldBlock) => {
                if std::time::Instant::now() >= deadline {
                    return Err(Locking::Busy);
                }
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            Err(std::fs::TryLockError::Error(error)) => return Err(Locking::Failed(error)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::training::{Grade, PuzzleSet};

    #[test]
    fn progress_is_saved_whole_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("training/progress.json");
        assert_eq!(load(&path).unwrap(), Progress::default());
        let mut progress = Progress::default();
        let puzzle = PuzzleSet::built_in().find("0008Q").unwrap();
        progress.record(puzzle, Grade::Clean, 20_000);
        save(&path, &progress).unwrap();
        let back = load(&path).unwrap();
        assert_eq!(back.reviews, progress.reviews);
        assert!((back.rating.rating - progress.rating.rating).abs() < 1e-9);
        // Only the file itself is left: no temporary file beside it.
        assert_eq!(
            std::fs::read_dir(path.parent().unwrap()).unwrap().count(),
            1
        );
    }

    #[test]
    fn a_damaged_or_newer_file_is_refused_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        std::fs::write(&path, b"{ half").unwrap();
        let error = load(&path).unwrap_err();
        assert!(error.to_string().contains("progress.json"), "{error}");
        let newer = Progress {
            version: PROGRESS_VERSION + 1,
            ..Progress::default()
        };
        std::fs::write(&path, serde_json::to_vec(&newer).unwrap()).unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("newer"));
    }

    #[test]
    fn two_runs_that_loaded_the_same_progress_both_keep_their_attempts() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("training/progress.json");
        let set = PuzzleSet::built_in();
        let (first, second) = (set.find("0008Q").unwrap(), set.find("000Pw").unwrap());
        // Each run loaded the empty progress, then records its own puzzle.
        update(&path, |p| p.record(first, Grade::Clean, 20_000)).unwrap();
        let merged = update(&path, |p| p.record(second, Grade::Failed, 20_000)).unwrap();
        assert_eq!(merged.reviews.len(), 2);
        assert_eq!(merged.history.len(), 2);
        let back = load(&path).unwrap();
        assert_eq!((back.reviews, back.history.len()), (merged.reviews, 2));
    }

    #[test]
    fn a_lock_held_elsewhere_is_waited_for_then_named() {
        let dir = tempfile::tempdir().unwrap();
        let folder = std::fs::File::open(dir.path()).unwrap();
        folder.lock().unwrap();
        let other = std::fs::File::open(dir.path()).unwrap();
        assert!(matches!(
            lock_within(&other, std::time::Duration::ZERO),
            Err(Locking::Busy)
        ));
        folder.unlock().unwrap();
        assert!(lock_within(&other, std::time::Duration::ZERO).is_ok());
    }
}
