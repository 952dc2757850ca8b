//! Where a companion's program is found.

use std::path::{Path, PathBuf};

use super::error::CompanionError;
use super::part::Companion;

/// Where a companion's program is looked for when it is beside no `annabella` (the Debian
/// package installs them here, out of everyone's PATH).
const INSTALLED: &str = "/usr/libexec/annabella";

/// Names a folder to look in first (a test's build, an unusual install).
pub const FOLDER_VARIABLE: &str = "ANNABELLA_COMPANIONS";

impl Companion {
    /// Its program: in [`FOLDER_VARIABLE`]'s folder, beside the running program (or one folder
    /// up, where a test binary of cargo's `deps` folder finds the built programs), or installed.
    pub fn locate(self) -> Result<PathBuf, CompanionError> {
        self.locate_in(places())
    }

    /// Its program where annabella's own install put it (beside the running program, or
    /// installed), never where a variable of the environment points: the programs a sealed
    /// table may run are those that came with it.
    pub fn locate_installed(self) -> Result<PathBuf, CompanionError> {
        self.locate_in(installed_places())
    }

    /// Its program in the first of `searched` that holds it.
    pub fn locate_in(self, searched: Vec<PathBuf>) -> Result<PathBuf, CompanionError> {
        searched
            .iter()
            .map(|folder| folder.join(self.program()))
            .find(|program| is_program(program))
            .ok_or(CompanionError::NotInstalled {
                companion: self,
                searched,
            })
    }
}

fn places() -> Vec<PathBuf> {
    std::env::var_os(FOLDER_VARIABLE)
        .map(PathBuf::from)
        .into_iter()
        .chain(installed_places())
        .collect()
}

fn installed_places() -> Vec<PathBuf> {
    let mut places = Vec::new();
    if let Some(beside) = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf))
    {
        let up = beside
            .file_name()
            .is_some_and(|name| name == "deps")
            .then(|| beside.parent().map(Path::to_path_buf))
            .flatten();
        places.push(beside);
        places.extend(up);
    }
    places.push(PathBuf::from(INSTALLED));
    places
}

fn is_program(path: &Path) -> bool {
    path.metadata().is_ok_and(|meta| meta.is_file())
}
