//! The training's progress in the data folder (`$XDG_DATA_HOME/annabella/training/progress.json`),
//! with the journal's guarantees: written whole or not at all (a synced temporary file renamed
//! over the old one, the folder synced), private to its owner, and never overwritten when it
//! cannot be read (a damaged file or one from a newer annabella stays as it is for the player
//! to keep).

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use crate::bounded_read::{ReadError, io_reason, read_file};
use crate::core::message::{Message, Said};
use crate::core::training::{PROGRESS_VERSION, Progress};

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
}
