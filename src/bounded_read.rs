//! Reading a whole file, safely: regular files only, never more than a limit fit for the kind of
//! file.
//!
//! `std::fs::read` reads `/dev/zero` until memory runs out and blocks forever on a FIFO nobody
//! writes to. Every file annabella reads whole goes through here instead: its kind is checked
//! before it is opened (opening a FIFO for reading is what blocks), and the read stops one byte
//! past the limit.

use std::fmt;
use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use crate::core::message::{Message, Said};

/// How large each kind of file may be. Generous for real files, small enough that a mistake
/// (a device, a disk image given by accident) is refused in well under a second.
pub mod limits {
    /// A PGN file: the largest real databases people keep as one file.
    pub const PGN: u64 = 512 * 1024 * 1024;
    /// A game journal: a thousand-move game with every press is under 100 KB.
    pub const JOURNAL: u64 = 16 * 1024 * 1024;
    /// A settings file, a voice pack's manifest, a speech configuration.
    pub const SETTINGS: u64 = 1024 * 1024;
    /// A clock script or a board's recorded wire lines.
    pub const SCRIPT: u64 = 256 * 1024 * 1024;
    /// One recorded clip (a word lasts about a second; ten seconds of 48 kHz stereo 32-bit).
    pub const CLIP: u64 = 4 * 1024 * 1024;
}

/// Why a file could not be read whole.
#[derive(Debug)]
pub enum ReadError {
    /// The path is a FIFO, a device, a socket or a folder: not a file to read whole.
    NotAFile { path: PathBuf, kind: FileKind },
    /// The file is larger than `limit` bytes.
    TooLarge { path: PathBuf, limit: u64 },
    /// The system refused (missing, not allowed, …).
    Io { path: PathBuf, error: io::Error },
}

/// What a path is when it is not a regular file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Folder,
    Fifo,
    Device,
    Socket,
    Other,
}

/// The catalogue keys of the messages about files that cannot be read.
pub const READ_KEYS: [&str; 14] = [
    "io-reason",
    "file-problem",
    "file-is-folder",
    "file-is-fifo",
    "file-is-device",
    "file-is-socket",
    "file-is-special",
    "file-too-large",
    "file-size-mb",
    "file-size-kb",
    "file-not-found",
    "file-not-allowed",
    "file-not-text",
    "file-cannot-be-read-because",
];

impl ReadError {
    pub fn path(&self) -> &Path {
        match self {
            Self::NotAFile { path, .. } | Self::TooLarge { path, .. } | Self::Io { path, .. } => {
                path
            }
        }
    }

    /// The problem without the path, for messages that put the path first themselves.
    pub fn problem(&self) -> String {
        self.problem_message().in_english()
    }

    /// The problem without the path, as a message of the catalogues.
    pub fn problem_message(&self) -> Message {
        match self {
            Self::NotAFile { kind, .. } => Message::new(match kind {
                FileKind::Folder => "file-is-folder",
                FileKind::Fifo => "file-is-fifo",
                FileKind::Device => "file-is-device",
                FileKind::Socket => "file-is-socket",
                FileKind::Other => "file-is-special",
            }),
            Self::TooLarge { limit, .. } => {
                Message::new("file-too-large").said("size", human_size(*limit))
            }
            Self::Io { error, .. } => io_problem(error),
        }
    }
}

impl Said for ReadError {
    fn message(&self) -> Message {
        Message::new("file-problem")
            .text("file", self.path().display().to_string())
            .said("problem", self.problem_message())
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for ReadError {}

/// An I/O error in plain words ("cannot be found", not "No such file or directory (os error 2)").
pub fn plain_io_error(error: &io::Error) -> String {
    io_problem(error).in_english()
}

/// An I/O error as a message of the catalogues. The system's own words (English whatever the
/// language) are given only where no plainer sentence says it, and are written to the log.
pub fn io_problem(error: &io::Error) -> Message {
    match error.kind() {
        io::ErrorKind::NotFound => Message::new("file-not-found"),
        io::ErrorKind::PermissionDenied => Message::new("file-not-allowed"),
        io::ErrorKind::IsADirectory => Message::new("file-is-folder"),
        io::ErrorKind::InvalidData => Message::new("file-not-text"),
        _ => {
            tracing::warn!("the system says: {error}");
            Message::new("file-cannot-be-read-because").text("reason", strip_os_code(error))
        }
    }
}

/// Why the system refused, as a message: English says the system's own words, other languages
/// choose by its kind (`$kind`: not-found, permission-denied, already-exists, storage-full,
/// read-only, is-a-folder, other).
pub fn io_reason(error: &io::Error) -> Message {
    let kind = match error.kind() {
        io::ErrorKind::NotFound => "not-found",
        io::ErrorKind::PermissionDenied => "permission-denied",
        io::ErrorKind::AlreadyExists => "already-exists",
        io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => "storage-full",
        io::ErrorKind::ReadOnlyFilesystem => "read-only",
        io::ErrorKind::IsADirectory => "is-a-folder",
        _ => "other",
    };
    Message::new("io-reason")
        .text("reason", strip_os_code(error))
        .text("kind", kind)
}

/// The system's message without its "(os error N)" tail.
pub fn strip_os_code(error: &io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(cut) => text[..cut].to_owned(),
        None => text,
    }
}

fn human_size(bytes: u64) -> Message {
    const MB: u64 = 1024 * 1024;
    if bytes >= MB {
        Message::new("file-size-mb").count("n", bytes / MB)
    } else {
        Message::new("file-size-kb").count("n", bytes.div_ceil(1024))
    }
}

/// What a path is when it is not a regular file, checked without opening it.
fn special_kind(path: &Path) -> Result<Option<FileKind>, io::Error> {
    let file_type = std::fs::metadata(path)?.file_type();
    if file_type.is_file() {
        return Ok(None);
    }
    if file_type.is_dir() {
        return Ok(Some(FileKind::Folder));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return Ok(Some(FileKind::Fifo));
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return Ok(Some(FileKind::Device));
        }
        if file_type.is_socket() {
            return Ok(Some(FileKind::Socket));
        }
    }
    Ok(Some(FileKind::Other))
}

/// Checks that `path` is a regular file without opening it (so a FIFO never blocks).
pub fn check_regular(path: &Path) -> Result<(), ReadError> {
    match special_kind(path) {
        Ok(None) => Ok(()),
        Ok(Some(kind)) => Err(ReadError::NotAFile {
            path: path.to_owned(),
            kind,
        }),
        Err(error) => Err(ReadError::Io {
            path: path.to_owned(),
            error,
        }),
    }
}

/// Reads the regular file at `path` whole, refusing it past `limit` bytes: from its size, before
/// reading anything, when the system knows it (a file that grows while read still stops one byte
/// past the limit).
pub fn read_file(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    check_regular(path)?;
    let io = |error| ReadError::Io {
        path: path.to_owned(),
        error,
    };
    let file = File::open(path).map_err(io)?;
    let size = file.metadata().map_err(io)?.len();
    if size > limit {
        return Err(ReadError::TooLarge {
            path: path.to_owned(),
            limit,
        });
    }
    let mut bytes = Vec::with_capacity(usize::try_from(size).unwrap_or(0));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            path: path.to_owned(),
            limit,
        });
    }
    Ok(bytes)
}

/// Reads `reader` to its end, refusing it past `limit` bytes; `path` names it in errors.
pub fn read_limited(reader: impl Read, path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|error| ReadError::Io {
            path: path.to_owned(),
            error,
        })?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            path: path.to_owned(),
            limit,
        });
    }
    Ok(bytes)
}

/// Reads a text file whole (UTF-8), refusing it past `limit` bytes.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    let bytes = read_file(path, limit)?;
    String::from_utf8(bytes).map_err(|_| ReadError::Io {
        path: path.to_owned(),
        error: io::Error::new(io::ErrorKind::InvalidData, "not UTF-8"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_regular_file_is_read_whole_up_to_its_limit() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.pgn");
        std::fs::write(&path, b"1. e4 *\n").unwrap();
        assert_eq!(read_file(&path, 8).unwrap(), b"1. e4 *\n");
        let error = read_file(&path, 7).unwrap_err();
        assert!(matches!(error, ReadError::TooLarge { limit: 7, .. }));
        assert!(
            error.to_string().contains("a.pgn is larger than 1 KB"),
            "{error}"
        );
    }

    #[test]
    fn a_file_too_large_is_refused_from_its_size_without_reading_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("huge.pgn");
        // Sparse: 64 GB on paper, nothing on the disk. Read, it would take 512 MB first.
        File::create(&path)
            .unwrap()
            .set_len(64 * 1024 * 1024 * 1024)
            .unwrap();
        let error = read_file(&path, limits::PGN).unwrap_err();
        assert!(matches!(error, ReadError::TooLarge { .. }), "{error}");
    }

    #[test]
    fn devices_folders_and_missing_files_are_named() {
        let error = read_file(Path::new("/dev/zero"), 1024).unwrap_err();
        assert_eq!(error.to_string(), "/dev/zero is a device, not a file");
        let dir = tempfile::tempdir().unwrap();
        let error = read_file(dir.path(), 1024).unwrap_err();
        assert!(
            error.to_string().ends_with("is a folder, not a file"),
            "{error}"
        );
        let error = read_file(&dir.path().join("nope"), 1024).unwrap_err();
        assert!(
            error.to_string().ends_with("nope cannot be found"),
            "{error}"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_without_blocking() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.journal");
        let status = std::process::Command::new("mkfifo")
            .arg(&path)
            .status()
            .unwrap();
        assert!(status.success());
        // Opening a FIFO for reading would block this test forever: it must not be opened.
        let error = read_file(&path, 1024).unwrap_err();
        assert!(
            error
                .to_string()
                .ends_with("is a FIFO (named pipe), not a file"),
            "{error}"
        );
    }

    #[test]
    fn an_endless_stream_stops_one_byte_past_the_limit() {
        let endless = std::io::repeat(0);
        let error = read_limited(endless, Path::new("<stdin>"), 1000).unwrap_err();
        assert_eq!(error.to_string(), "<stdin> is larger than 1 KB");
    }
}
