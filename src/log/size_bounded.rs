//! A log file that never grows past a bound: when it reaches the bound it becomes `NAME.1`
//! (replacing the older one) and a new file starts, so at most twice the bound is kept.
//!
//! Our own small appender rather than `tracing-appender`: that crate rotates by time, not by
//! size, and keeps a background thread and an open file. Warnings are rare, so opening the file
//! for each one costs nothing, survives the file being deleted or rotated by another annabella,
//! and each line goes out in one append-mode write, whole even with two programs at once.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The log file and its bound, in bytes.
#[derive(Debug, Clone)]
pub struct SizeBoundedFile {
    path: PathBuf,
    limit: u64,
}

impl SizeBoundedFile {
    pub fn new(path: PathBuf, limit: u64) -> Self {
        Self { path, limit }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file to append the next record to, rotated first if it is full. A folder that cannot
    /// be made or a file that cannot be opened loses the record: logging never stops a game.
    fn open(&self) -> io::Result<File> {
        // The log may name games and paths: a folder made for it is private (one that exists
        // keeps its mode).
        if let Some(dir) = self.path.parent() {
            crate::journal::create_private_dir(dir)?;
        }
        if fs::metadata(&self.path).is_ok_and(|m| m.len() >= self.limit) {
            let mut old = self.path.clone().into_os_string();
            old.push(".1");
            fs::rename(&self.path, old)?;
        }
        let mut options = OpenOptions::new();
        options.create(true).append(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        options.open(&self.path)
    }
}

/// One record's writer: the file, or nothing if it could not be opened.
#[derive(Debug)]
pub struct RecordWriter(Option<File>);

impl Write for RecordWriter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        match &mut self.0 {
            Some(file) => file.write(bytes),
            None => Ok(bytes.len()),
        }
    }

    fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
        match &mut self.0 {
            Some(file) => file.write_all(bytes),
            None => Ok(()),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl SizeBoundedFile {
    /// The writer of one record: the file, rotated first if full, or nothing.
    pub fn record_writer(&self) -> RecordWriter {
        RecordWriter(self.open().ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_log_moves_aside_and_a_new_one_starts() {
        let dir = tempfile::tempdir().unwrap();
        let log = SizeBoundedFile::new(dir.path().join("state/annabella.log"), 10);
        log.record_writer().write_all(b"first line\n").unwrap();
        log.record_writer().write_all(b"second\n").unwrap();
        log.record_writer().write_all(b"third\n").unwrap();
        let read = |name: &str| fs::read_to_string(dir.path().join("state").join(name)).unwrap();
        assert_eq!(read("annabella.log.1"), "first line\n");
        assert_eq!(read("annabella.log"), "second\nthird\n");
    }

    #[test]
    fn a_log_that_cannot_be_written_loses_the_record_quietly() {
        let dir = tempfile::tempdir().unwrap();
        let blocker = dir.path().join("file");
        fs::write(&blocker, "not a folder").unwrap();
        let log = SizeBoundedFile::new(blocker.join("annabella.log"), 10);
        assert!(log.record_writer().write_all(b"lost\n").is_ok());
    }
}
