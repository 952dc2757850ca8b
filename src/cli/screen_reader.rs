//! Is a screen reader running? Then the full-screen table starts in the layout for screen
//! readers and braille displays (the settings file or `--screen-reader=false` can say no).
//!
//! Looked for: Fenrir (console, Python: its name is in the command line), BRLTTY (braille,
//! also `brltty-pty`), Orca (the desktop's; a terminal in a desktop session), and Speakup (a
//! kernel module, so no process: `/sys/module/speakup`).

use std::path::Path;

/// The screen readers recognised.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScreenReader {
    Fenrir,
    Brltty,
    Orca,
    Speakup,
}

/// The screen reader named by one of `processes` (each a process's name or command line), or
/// Speakup when its module is loaded.
pub fn recognise<'a>(
    processes: impl IntoIterator<Item = &'a str>,
    speakup_loaded: bool,
) -> Option<ScreenReader> {
    let found = processes.into_iter().find_map(|process| {
        // The program's own name: the last path component of each word ("python3
        // /usr/bin/fenrir -e", "/usr/bin/brltty-pty …").
        process
            .split(['\0', ' '])
            .filter_map(|word| word.rsplit('/').next())
            .find_map(|name| {
                let name = name.to_ascii_lowercase();
                if name == "fenrir" || name.starts_with("fenrir-") {
                    Some(ScreenReader::Fenrir)
                } else if name == "brltty" || name.starts_with("brltty-") {
                    Some(ScreenReader::Brltty)
                } else if name == "orca" {
                    Some(ScreenReader::Orca)
                } else {
                    None
                }
            })
    });
    found.or(speakup_loaded.then_some(ScreenReader::Speakup))
}

/// Looks at the running processes (`/proc/*/comm` and `cmdline`) and the loaded modules. No
/// `/proc` (not Linux): none found.
pub fn running() -> Option<ScreenReader> {
    let mut processes = Vec::new();
    if let Ok(entries) = std::fs::read_dir("/proc") {
        for entry in entries.flatten() {
            let path = entry.path();
            let is_process = path
                .file_name()
                .and_then(|name| name.to_str())
                .is_some_and(|name| name.bytes().all(|b| b.is_ascii_digit()));
            if !is_process {
                continue;
            }
            for file in ["comm", "cmdline"] {
                // A process may end while we look; its files are then simply gone.
                if let Ok(bytes) = std::fs::read(path.join(file)) {
                    processes.push(String::from_utf8_lossy(&bytes).trim().to_owned());
                }
            }
        }
    }
    let speakup = Path::new("/sys/module/speakup").exists();
    recognise(processes.iter().map(String::as_str), speakup)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_readers_are_known_by_their_programs_names() {
        let none = ["bash", "tmux: server", "/usr/bin/python3\0/usr/bin/ranger"];
        assert_eq!(recognise(none, false), None);
        let fenrir = ["bash", "/usr/bin/python3\0/usr/bin/fenrir\0-e"];
        assert_eq!(recognise(fenrir, false), Some(ScreenReader::Fenrir));
        assert_eq!(recognise(["brltty-pty"], false), Some(ScreenReader::Brltty));
        assert_eq!(
            recognise(["/sbin/brltty -b tt"], false),
            Some(ScreenReader::Brltty)
        );
        assert_eq!(
            recognise(["/usr/bin/python3 /usr/bin/orca --replace"], false),
            Some(ScreenReader::Orca)
        );
        assert_eq!(recognise(["bash"], true), Some(ScreenReader::Speakup));
        // A name that only contains one does not count.
        assert_eq!(
            recognise(["orcaslicer", "fenrirish", "vim brltty.conf"], false),
            None
        );
    }
}
