//! Where annabella keeps and finds its files, in one place: the XDG base directories (through
//! etcetera, which ignores relative values as the XDG spec asks) and the voices' recorded clips.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use etcetera::BaseStrategy;

/// The program's folder name under every base directory.
const APP: &str = "annabella";

/// The user's data folder: `$XDG_DATA_HOME/annabella`, else `~/.local/share/annabella`.
pub fn data_dir() -> Option<PathBuf> {
    base().map(|b| b.data_dir().join(APP))
}

/// The user's settings folder: `$XDG_CONFIG_HOME/annabella`, else `~/.config/annabella`.
pub fn config_dir() -> Option<PathBuf> {
    base().map(|b| b.config_dir().join(APP))
}

/// The user's state folder (the log): `$XDG_STATE_HOME/annabella`, else
/// `~/.local/state/annabella`.
pub fn state_dir() -> Option<PathBuf> {
    base().and_then(|b| b.state_dir()).map(|d| d.join(APP))
}

/// The name of this user's own folder in the system's temporary folder (`annabella-UID`), where
/// a game goes when its own folder cannot be written: one a user, so users never share it.
pub fn rescue_folder_name() -> String {
    #[cfg(unix)]
    let user = rustix::process::geteuid().as_raw().to_string();
    #[cfg(not(unix))]
    let user = std::env::var("USERNAME").unwrap_or_default();
    format!("{APP}-{user}")
}

/// `None` only when no home folder can be found at all (no `HOME`, no password entry).
fn base() -> Option<impl BaseStrategy> {
    etcetera::choose_base_strategy().ok()
}

/// The folders that may hold the built-in voices' clips (`ROOT/fide/clips`), most specific
/// first: next to the executable (an unpacked archive), its prefix's `share/annabella/voices`
/// (`/usr/bin` → `/usr/share`, `/usr/local/bin` → `/usr/local/share`), the user's data folder,
/// each of `$XDG_DATA_DIRS`, `/usr/share`, and last the source tree the program was built from
/// (`cargo run`, `cargo install --path .`).
pub fn voice_roots() -> Vec<PathBuf> {
    let exe = std::env::current_exe().ok();
    voice_roots_from(
        exe.as_deref(),
        data_dir(),
        std::env::var_os("XDG_DATA_DIRS"),
        Path::new(env!("CARGO_MANIFEST_DIR")),
    )
}

/// [`voice_roots`] from its inputs, so the order can be tested without touching the process.
fn voice_roots_from(
    exe: Option<&Path>,
    user_data: Option<PathBuf>,
    data_dirs: Option<OsString>,
    source_tree: &Path,
) -> Vec<PathBuf> {
    let mut roots = Vec::new();
    if let Some(dir) = exe.and_then(Path::parent) {
        roots.push(dir.join("voices"));
        if let Some(prefix) = dir.parent() {
            roots.push(prefix.join("share").join(APP).join("voices"));
        }
    }
    roots.extend(user_data.map(|d| d.join("voices")));
    // The spec's default when the variable is unset or empty; relative entries are ignored.
    let data_dirs = data_dirs
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| OsString::from("/usr/local/share:/usr/share"));
    roots.extend(
        std::env::split_paths(&data_dirs)
            .filter(|d| d.is_absolute())
            .map(|d| d.join(APP).join("voices")),
    );
    roots.push(Path::new("/usr/share").join(APP).join("voices"));
    roots.push(source_tree.join("voices"));
    let mut seen = Vec::new();
    roots.retain(|root| {
        let new = !seen.contains(root);
        seen.push(root.clone());
        new
    });
    roots
}

/// The folders that may hold catalogues of more interface languages (`ROOT/<tag>.ftl`): the
/// `locales` folder beside each of [`voice_roots`], in the same order.
pub fn locale_roots() -> Vec<PathBuf> {
    voice_roots()
        .into_iter()
        .filter_map(|root| root.parent().map(|parent| parent.join("locales")))
        .collect()
}

/// The clips folder of a built-in voice (`fide`, `en`, `fr`): the first of [`voice_roots`] that
/// holds it.
pub fn builtin_clips_dir(name: &str) -> Option<PathBuf> {
    voice_roots()
        .into_iter()
        .map(|root| root.join(name).join("clips"))
        .find(|dir| dir.is_dir())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_installed_program_looks_in_its_prefix_before_the_source_tree() {
        let roots = voice_roots_from(
            Some(Path::new("/opt/chess/bin/annabella")),
            Some(PathBuf::from("/home/eva/.local/share/annabella")),
            Some(OsString::from("relative/share:/usr/share:/srv/share")),
            Path::new("/src/annabella"),
        );
        let expected: Vec<PathBuf> = [
            "/opt/chess/bin/voices",
            "/opt/chess/share/annabella/voices",
            "/home/eva/.local/share/annabella/voices",
            "/usr/share/annabella/voices",
            "/srv/share/annabella/voices",
            "/src/annabella/voices",
        ]
        .iter()
        .map(PathBuf::from)
        .collect();
        assert_eq!(roots, expected);
    }

    #[test]
    fn without_xdg_data_dirs_the_spec_defaults_are_searched() {
        let roots = voice_roots_from(None, None, Some(OsString::new()), Path::new("/src"));
        assert_eq!(
            roots,
            [
                PathBuf::from("/usr/local/share/annabella/voices"),
                PathBuf::from("/usr/share/annabella/voices"),
                PathBuf::from("/src/voices"),
            ]
        );
    }
}
