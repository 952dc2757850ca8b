//! What goes wrong with clips: a file or folder that cannot be used, a word without a clip.

use std::fmt;
use std::path::{Path, PathBuf};

/// A clip file that cannot be used, or a folder without clips or with too much sound: which
/// file or folder, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClipError {
    pub file: PathBuf,
    pub problem: String,
    pub subject: ClipSubject,
}

/// What a [`ClipError`] names: one clip file, or the whole folder of clips.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClipSubject {
    File,
    Folder,
}

impl fmt::Display for ClipError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let noun = match self.subject {
            ClipSubject::File => "clip file",
            ClipSubject::Folder => "clip folder",
        };
        write!(f, "{noun} {}: {}", self.file.display(), self.problem)
    }
}

impl std::error::Error for ClipError {}

pub(super) fn folder_error(dir: &Path, problem: impl Into<String>) -> ClipError {
    ClipError {
        file: dir.to_owned(),
        problem: problem.into(),
        subject: ClipSubject::Folder,
    }
}

pub(super) fn clip_error(file: &Path, problem: impl Into<String>) -> ClipError {
    ClipError {
        file: file.to_owned(),
        problem: problem.into(),
        subject: ClipSubject::File,
    }
}

/// A word of the text the clip voice has no recording for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissingWord {
    /// The word as written in the text.
    pub word: String,
    /// The clip file name that was looked for (`<name>.wav`).
    pub name: String,
}

impl fmt::Display for MissingWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the clip voice has no recording for the word \"{}\" (no {}.wav)",
            self.word, self.name
        )
    }
}

impl std::error::Error for MissingWord {}
