//! Where a game goes when its own folder cannot be written (a full disk, a read-only folder):
//! this user's own private folder in the system's temporary folder, `annabella-UID`. A game
//! written there is found again by `--resume`, `games` and `review`, and brought home when its
//! own folder can be written again.

use std::io;
use std::path::{Path, PathBuf};

use super::private_files::{check_own_private_dir, own_private_subfolder};

/// This user's rescue folder in the shared temporary folder `shared`, whether or not it exists.
pub fn rescue_dir_path(shared: &Path) -> PathBuf {
    shared.join(crate::paths::rescue_folder_name())
}

/// This user's rescue folder in `shared`, made (private) if missing; refused if what is there
/// is not ours.
pub fn rescue_dir(shared: &Path) -> io::Result<PathBuf> {
    own_private_subfolder(shared, &crate::paths::rescue_folder_name())
}

/// Where saved games are looked for: the games folder, then this user's rescue folder in the
/// system's temporary folder when there is one of ours.
pub fn saved_game_dirs(games: &Path) -> Vec<PathBuf> {
    let mut dirs = vec![games.to_owned()];
    let rescued = rescue_dir_path(&std::env::temp_dir());
    if check_own_private_dir(&rescued).is_ok() {
        dirs.push(rescued);
    }
    dirs
}

/// A journal found in the rescue folder, written back into its own folder `games` when that
/// can be written again (the rescued copy and its record then removed): where to continue it,
/// and why it stays where it is if it does.
pub fn bring_home(found: &Path, games: &Path) -> (PathBuf, Option<io::Error>) {
    if found.parent() == Some(games) {
        return (found.to_owned(), None);
    }
    let Some(name) = found.file_name() else {
        return (found.to_owned(), None);
    };
    let home = games.join(name);
    let moved = (|| {
        let text = crate::bounded_read::read_file(found, crate::bounded_read::limits::JOURNAL)
            .map_err(|e| io::Error::other(e.problem()))?;
        // What its own folder kept of the game may be open in another annabella: never
        // replaced under it.
        let held = match std::fs::File::open(&home) {
            Ok(file) => match file.try_lock() {
                Ok(()) => Some(file),
                Err(std::fs::TryLockError::WouldBlock) => {
                    return Err(io::Error::other("this game is open in another annabella"));
                }
                Err(std::fs::TryLockError::Error(_)) => None,
            },
            Err(_) => None,
        };
        super::write_atomically(&home, &text)?;
        drop(held);
        Ok(())
    })();
    match moved {
        Ok(()) => {
            let _ = std::fs::remove_file(found);
            let _ = std::fs::remove_file(found.with_extension("pgn"));
            (home, None)
        }
        Err(error) => (found.to_owned(), Some(error)),
    }
}
