//! Files only their owner may read: a sealed move is secret (Guidelines I), and a game is the
//! player's own. Folders annabella creates are 0700 (as the XDG base directory spec asks), files
//! 0600; written whole or not at all. A folder that already exists is never changed: writing
//! `~/game.analysed.pgn` leaves the home folder as it was, and `/tmp` stays shared.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Creates `dir` and whichever of its parents are missing, each created private; a folder that
/// exists keeps its mode.
pub fn create_private_dir(dir: &Path) -> io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(dir)
}

/// Our own private folder `name` inside a shared one (the temporary folder, where every user may
/// create files): created 0700 if missing. One that is there is used only if it is a real folder
/// (not a link), owned by this user and private, so no other user can read or plant files in it.
pub fn own_private_subfolder(shared: &Path, name: &str) -> io::Result<PathBuf> {
    let dir = shared.join(name);
    let mut builder = fs::DirBuilder::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    match builder.create(&dir) {
        Ok(()) => Ok(dir),
        Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {
            check_own_private_dir(&dir)?;
            Ok(dir)
        }
        Err(error) => Err(error),
    }
}

/// Whether `dir` is a real folder of this user's that no one else may enter.
pub fn check_own_private_dir(dir: &Path) -> io::Result<()> {
    let metadata = fs::symlink_metadata(dir)?;
    if !metadata.is_dir() {
        return Err(io::Error::other(format!(
            "{} is not a folder of ours",
            dir.display()
        )));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if metadata.uid() != rustix::process::geteuid().as_raw() || metadata.mode() & 0o077 != 0 {
            return Err(io::Error::other(format!(
                "{} belongs to another user or is open to others",
                dir.display()
            )));
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
/// then renamed over the target, so a crash or a full disk never leaves half a file. A missing
/// folder is created (private); an existing one is left as it is.
pub fn write_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or_else(|| Path::new("."));
    create_private_dir(dir).map_err(|error| {
        // Something that is not a folder stands where the folder goes.
        if error.kind() == io::ErrorKind::AlreadyExists {
            io::Error::from(io::ErrorKind::NotADirectory)
        } else {
            error
        }
    })?;
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
    fn files_and_the_folders_we_create_are_private_and_existing_folders_keep_their_mode() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o7777;
        // Folders of ours: created 0700, with every missing parent.
        let games = dir.path().join("annabella/games");
        write_atomically(&games.join("game.pgn"), b"*\n").unwrap();
        assert_eq!(mode(&games.join("game.pgn")), 0o600);
        assert_eq!(mode(&games), 0o700);
        assert_eq!(mode(&dir.path().join("annabella")), 0o700);
        // A folder that was there (a home folder, a shared one) keeps its mode.
        for kept in [0o755, 0o1777] {
            let home = dir.path().join(format!("home-{kept:o}"));
            fs::create_dir(&home).unwrap();
            fs::set_permissions(&home, fs::Permissions::from_mode(kept)).unwrap();
            write_atomically(&home.join("game.analysed.pgn"), b"*\n").unwrap();
            assert_eq!(mode(&home), kept);
            create_private_dir(&home).unwrap();
            assert_eq!(mode(&home), kept);
        }
    }

    #[cfg(unix)]
    #[test]
    fn our_folder_in_a_shared_one_is_made_private_and_a_foreign_one_refused() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o7777;
        // A shared folder like /tmp, made here (never /tmp itself).
        let shared = dir.path().join("tmp");
        fs::create_dir(&shared).unwrap();
        fs::set_permissions(&shared, fs::Permissions::from_mode(0o1777)).unwrap();
        let ours = own_private_subfolder(&shared, "annabella-1").unwrap();
        assert_eq!(mode(&ours), 0o700);
        assert_eq!(mode(&shared), 0o1777);
        // Found again as it is.
        assert_eq!(own_private_subfolder(&shared, "annabella-1").unwrap(), ours);
        // One open to others is refused, and left as it is.
        let open = shared.join("annabella-2");
        fs::create_dir(&open).unwrap();
        fs::set_permissions(&open, fs::Permissions::from_mode(0o777)).unwrap();
        assert!(own_private_subfolder(&shared, "annabella-2").is_err());
        assert_eq!(mode(&open), 0o777);
        // A link planted where our folder goes is refused.
        std::os::unix::fs::symlink(&ours, shared.join("annabella-3")).unwrap();
        assert!(own_private_subfolder(&shared, "annabella-3").is_err());
    }
}
