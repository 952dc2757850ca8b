//! Files only their owner may read: a sealed move is secret (Guidelines I), and a game is the
//! player's own. Folders 0700, files 0600; written whole or not at all.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::Path;

/// Creates `dir` (and its parents) if needed; the folder itself is made private.
pub fn create_private_dir(dir: &Path) -> io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(dir)?;
    #[cfg(unix)]
    {
        // A folder made by an earlier version (or by hand) becomes private too.
        use std::os::unix::fs::PermissionsExt;
        let permissions = fs::metadata(dir)?.permissions();
        if permissions.mode() & 0o077 != 0 {
            fs::set_permissions(dir, fs::Permissions::from_mode(0o700))?;
        }
    }
    Ok(())
}

/// Options that create a new private file (failing if it exists).
pub fn new_private_file() -> OpenOptions {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options
}

/// Writes `contents` to `path` atomically: a private temporary file in the same folder, synced,
/// then renamed over the target, so a crash or a full disk never leaves half a file. The folder
/// is created (private) if it is missing.
pub fn write_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or_else(|| Path::new("."));
    create_private_dir(dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temporary = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let _ = fs::remove_file(&temporary);
    let result = new_private_file()
        .open(&temporary)
        .and_then(|mut file| file.write_all(contents).and_then(|()| file.sync_all()))
        .and_then(|()| fs::rename(&temporary, path));
    if let Err(error) = result {
        let _ = fs::remove_file(&temporary);
        return Err(error);
    }
    // The rename is on disk once the folder is synced (best effort: not every system can).
    if let Ok(folder) = File::open(dir) {
        let _ = folder.sync_all();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_writes_replace_whole_and_leave_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games/game.pgn");
        write_atomically(&path, b"1. e4 *\n").unwrap();
        write_atomically(&path, b"1. d4 *\n").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "1. d4 *\n");
        assert_eq!(fs::read_dir(dir.path().join("games")).unwrap().count(), 1);
        // A file where the folder should be: nothing is written, the error says why.
        fs::write(dir.path().join("blocked"), b"").unwrap();
        assert!(write_atomically(&dir.path().join("blocked/x.pgn"), b"x").is_err());
    }

    #[cfg(unix)]
    #[test]
    fn files_and_folders_are_private() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path().join("annabella/games");
        fs::create_dir_all(&games).unwrap();
        fs::set_permissions(&games, fs::Permissions::from_mode(0o755)).unwrap();
        let path = games.join("game.pgn");
        write_atomically(&path, b"*\n").unwrap();
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&path), 0o600);
        assert_eq!(mode(&games), 0o700);
    }
}
