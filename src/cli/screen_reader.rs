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
/// `/proc` (not Linux): none found. A Fenrir in its PTY mode (`fenrir -e`) reads only the
/// terminal it runs its shell in: it counts only when it is one of this program's ancestors.
pub fn running() -> Option<ScreenReader> {
    let ancestors = ancestors();
    let mut processes = Vec::new();
    if let Ok(entries) = std::fs::read_dir("/proc") {
        for entry in entries.flatten() {
            let path = entry.path();
            let Some(pid) = path
                .file_name()
                .and_then(|name| name.to_str())
                .and_then(|name| name.parse::<u32>().ok())
            else {
                continue;
            };
            // A process may end while we look; its files are then simply gone.
            let Ok(cmdline) = std::fs::read(path.join("cmdline")) else {
                continue;
            };
            let cmdline = String::from_utf8_lossy(&cmdline).trim().to_owned();
            // No command line: a kernel thread, or a process ending (a PTY-mode Fenrir's
            // child among them), whose name alone would mislead.
            if cmdline.is_empty()
                || (reads_its_own_terminal_only(&cmdline) && !ancestors.contains(&pid))
                || reads_no_screen(&cmdline)
            {
                continue;
            }
            if let Ok(comm) = std::fs::read(path.join("comm")) {
                processes.push(String::from_utf8_lossy(&comm).trim().to_owned());
            }
            processes.push(cmdline);
        }
    }
    let speakup = Path::new("/sys/module/speakup").exists();
    recognise(processes.iter().map(String::as_str), speakup)
}

/// A BRLTTY started without a screen driver (`-x no`, `-xno`, `--screen-driver=no`): it drives
/// a braille display for a program that writes to it (`BrlAPI`, annabella's `--braille` among
/// them) and reads no terminal, so the screen need not change for it.
fn reads_no_screen(cmdline: &str) -> bool {
    if recognise([cmdline], false) != Some(ScreenReader::Brltty) {
        return false;
    }
    let words: Vec<&str> = cmdline
        .split(['\0', ' '])
        .filter(|w| !w.is_empty())
        .collect();
    words.iter().enumerate().any(|(i, word)| {
        *word == "-xno"
            || *word == "--screen-driver=no"
            || ((*word == "-x" || *word == "--screen-driver")
                && words.get(i + 1).is_some_and(|next| *next == "no"))
    })
}

/// A Fenrir started in its PTY mode (`-e`, `--emulated-pty`).
fn reads_its_own_terminal_only(cmdline: &str) -> bool {
    recognise([cmdline], false) == Some(ScreenReader::Fenrir)
        && cmdline
            .split(['\0', ' '])
            .any(|word| word == "-e" || word == "--emulated-pty")
}

/// This process's ancestors' ids, from `/proc/PID/stat` (its fourth field is the parent's).
fn ancestors() -> Vec<u32> {
    let mut found = Vec::new();
    let mut pid = std::process::id();
    // Bounded: a process tree is never deeper than this, and a loop cannot trap us.
    for _ in 0..64 {
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            break;
        };
        // The name (field 2) is in parentheses and may hold spaces: read after its end.
        let parent = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().nth(1))
            .and_then(|ppid| ppid.parse::<u32>().ok());
        match parent {
            Some(parent) if parent > 1 => {
                found.push(parent);
                pid = parent;
            }
            _ => break,
        }
    }
    found
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

    #[test]
    fn a_brltty_without_a_screen_driver_reads_no_screen() {
        assert!(reads_no_screen("brltty\0-n\0-b\0vr\0-x\0no\0-s\0no"));
        assert!(reads_no_screen("/usr/bin/brltty -xno -b vr"));
        assert!(reads_no_screen("brltty --screen-driver=no"));
        assert!(!reads_no_screen("brltty -b vr -x lx"));
        assert!(!reads_no_screen("/sbin/brltty"));
        assert!(!reads_no_screen("fenrir -x no"));
    }

    #[test]
    fn a_fenrir_in_pty_mode_reads_only_its_own_terminal() {
        assert!(reads_its_own_terminal_only(
            "/usr/bin/python3\0/usr/bin/fenrir\0-e\0-s\0f.conf"
        ));
        assert!(!reads_its_own_terminal_only(
            "/usr/bin/python3\0/usr/bin/fenrir"
        ));
        assert!(!reads_its_own_terminal_only("vim\0-e\0fenrir.txt"));
        // This test's own ancestors include its parent.
        assert!(ancestors().contains(&std::os::unix::process::parent_id()));
    }
}
