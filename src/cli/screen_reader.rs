//! Does a screen reader read this session? Then the full-screen table starts in the layout for
//! screen readers and braille displays (the settings file or `--screen-reader=false` can say no).
//!
//! The answer is this session's, never the machine's: a screen reader of another user, another
//! console or another desktop running on the same machine changes nothing here. It counts when
//! - it is one of this program's ancestors (Fenrir in its PTY mode, `fenrir -e`; `brltty-pty`;
//!   any screen reader that started the shell this runs in);
//! - this program's terminal is a Linux virtual console (`/dev/ttyN`) and a console screen
//!   reader runs (Fenrir, a BRLTTY with a screen driver, or Speakup, a kernel module with no
//!   process: `/sys/module/speakup`): those read the console this runs on;
//! - Orca (the desktop's) runs as this user on this program's own display (`DISPLAY` or
//!   `WAYLAND_DISPLAY`, read from its environment): a terminal in that desktop session.

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

/// One process of the machine, as much of it as the decision needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReaderProcess {
    /// Its command line, words separated by NUL (or spaces).
    pub cmdline: String,
    /// One of this program's ancestors.
    pub ancestor: bool,
    /// Runs as this program's user and on this program's display (`DISPLAY` or
    /// `WAYLAND_DISPLAY` equal and set): in the same desktop session.
    pub same_desktop: bool,
}

/// What this session is, for the decision.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SessionFacts {
    /// The controlling terminal is a Linux virtual console (`/dev/tty1` … `/dev/tty63`).
    pub on_virtual_console: bool,
    /// The Speakup kernel module is loaded (it reads the virtual consoles).
    pub speakup_loaded: bool,
}

/// The screen reader that reads this session, among the machine's `processes`.
pub fn reading_this_session(
    processes: &[ReaderProcess],
    session: &SessionFacts,
) -> Option<ScreenReader> {
    let reads_us = |process: &&ReaderProcess| {
        let Some(reader) = recognise([process.cmdline.as_str()], false) else {
            return false;
        };
        if process.ancestor {
            return true;
        }
        match reader {
            // A console screen reader reads the virtual consoles, not a terminal emulator's
            // or an SSH session's pseudo-terminal; one in its PTY mode reads only its own.
            ScreenReader::Fenrir => {
                session.on_virtual_console && !reads_its_own_terminal_only(&process.cmdline)
            }
            ScreenReader::Brltty => {
                session.on_virtual_console
                    && !reads_no_screen(&process.cmdline)
                    && !is_brltty_pty(&process.cmdline)
            }
            ScreenReader::Orca => process.same_desktop,
            ScreenReader::Speakup => false,
        }
    };
    processes
        .iter()
        .find(reads_us)
        .and_then(|process| recognise([process.cmdline.as_str()], false))
        .or((session.on_virtual_console && session.speakup_loaded).then_some(ScreenReader::Speakup))
}

/// Looks at this session: the running processes (`/proc/*/cmdline`, which of them are this
/// program's ancestors, whose display they are on), the controlling terminal, and the loaded
/// modules. No `/proc` (not Linux): none found.
pub fn running() -> Option<ScreenReader> {
    let ancestors = ancestors();
    let own_display = display_of(&std::fs::read("/proc/self/environ").unwrap_or_default());
    let own_user = user_of(Path::new("/proc/self"));
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
            if cmdline.is_empty() || recognise([cmdline.as_str()], false).is_none() {
                continue;
            }
            let same_desktop = own_display.is_some()
                && own_user.is_some()
                && user_of(&path) == own_user
                && display_of(&std::fs::read(path.join("environ")).unwrap_or_default())
                    == own_display;
            processes.push(ReaderProcess {
                cmdline,
                ancestor: ancestors.contains(&pid),
                same_desktop,
            });
        }
    }
    let session = SessionFacts {
        on_virtual_console: on_virtual_console(),
        speakup_loaded: Path::new("/sys/module/speakup").exists(),
    };
    reading_this_session(&processes, &session)
}

/// The display named in an environment block (NUL-separated `NAME=value`): `DISPLAY`, else
/// `WAYLAND_DISPLAY`; none when neither is set.
fn display_of(environ: &[u8]) -> Option<String> {
    let mut display = None;
    let mut wayland = None;
    for entry in environ.split(|byte| *byte == 0) {
        let entry = String::from_utf8_lossy(entry);
        if let Some(value) = entry.strip_prefix("DISPLAY=") {
            display = Some(value.to_owned()).filter(|value| !value.is_empty());
        } else if let Some(value) = entry.strip_prefix("WAYLAND_DISPLAY=") {
            wayland = Some(format!("wayland:{value}")).filter(|_| !value.is_empty());
        }
    }
    display.or(wayland)
}

/// The real user id of the process at `/proc/PID` (the `Uid:` line of its `status`).
fn user_of(process: &Path) -> Option<u32> {
    let status = std::fs::read_to_string(process.join("status")).ok()?;
    status
        .lines()
        .find_map(|line| line.strip_prefix("Uid:"))
        .and_then(|ids| ids.split_whitespace().next())
        .and_then(|id| id.parse().ok())
}

/// This program's controlling terminal is a Linux virtual console: the `tty_nr` of
/// `/proc/self/stat` (its seventh field) has major number 4 and a minor of 1 to 63.
fn on_virtual_console() -> bool {
    std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|stat| controlling_terminal(&stat))
        .is_some_and(|(major, minor)| major == 4 && (1..=63).contains(&minor))
}

/// The controlling terminal's major and minor numbers from a `/proc/PID/stat` line.
fn controlling_terminal(stat: &str) -> Option<(u32, u32)> {
    // The name (field 2) is in parentheses and may hold spaces: read after its end. Field 7
    // is then the fifth after it.
    let tty_nr: u32 = stat
        .rsplit_once(')')?
        .1
        .split_whitespace()
        .nth(4)?
        .parse::<i64>()
        .ok()
        .and_then(|n| u32::try_from(n).ok())?;
    let major = (tty_nr >> 8) & 0xfff;
    let minor = (tty_nr & 0xff) | ((tty_nr >> 12) & 0xfff00);
    Some((major, minor))
}

/// `brltty-pty`: a BRLTTY for the terminal it made itself, which counts only as an ancestor.
fn is_brltty_pty(cmdline: &str) -> bool {
    cmdline
        .split(['\0', ' '])
        .filter(|word| !word.is_empty())
        .filter_map(|word| word.rsplit('/').next())
        .any(|name| name.eq_ignore_ascii_case("brltty-pty"))
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

    fn elsewhere(cmdline: &str) -> ReaderProcess {
        ReaderProcess {
            cmdline: cmdline.to_owned(),
            ancestor: false,
            same_desktop: false,
        }
    }

    const PSEUDO_TERMINAL: SessionFacts = SessionFacts {
        on_virtual_console: false,
        speakup_loaded: false,
    };
    const VIRTUAL_CONSOLE: SessionFacts = SessionFacts {
        on_virtual_console: true,
        speakup_loaded: false,
    };

    #[test]
    fn a_screen_reader_elsewhere_on_the_machine_does_not_choose_this_sessions_layout() {
        // Another user's console readers and another desktop's Orca, seen from a terminal
        // emulator, tmux or SSH: none of them reads this terminal.
        let machine = [
            elsewhere("/sbin/brltty\0-b\0tt"),
            elsewhere("/usr/bin/python3\0/usr/bin/fenrir"),
            elsewhere("/usr/bin/python3\0/usr/bin/fenrir\0-e"),
            elsewhere("brltty-pty\0bash"),
            elsewhere("/usr/bin/python3\0/usr/bin/orca"),
        ];
        assert_eq!(reading_this_session(&machine, &PSEUDO_TERMINAL), None);
        let speakup = SessionFacts {
            speakup_loaded: true,
            ..PSEUDO_TERMINAL
        };
        assert_eq!(reading_this_session(&[], &speakup), None);
    }

    #[test]
    fn a_screen_reader_of_this_session_chooses_its_layout() {
        // An ancestor: Fenrir in its PTY mode, or brltty-pty, that started this shell.
        let mut fenrir = elsewhere("/usr/bin/python3\0/usr/bin/fenrir\0-e");
        fenrir.ancestor = true;
        assert_eq!(
            reading_this_session(&[fenrir], &PSEUDO_TERMINAL),
            Some(ScreenReader::Fenrir)
        );
        let mut pty = elsewhere("/usr/bin/brltty-pty\0bash");
        pty.ancestor = true;
        assert_eq!(
            reading_this_session(&[pty], &PSEUDO_TERMINAL),
            Some(ScreenReader::Brltty)
        );
        // On a virtual console: the console readers read it, unless they read no screen or
        // only their own terminal.
        assert_eq!(
            reading_this_session(&[elsewhere("/sbin/brltty")], &VIRTUAL_CONSOLE),
            Some(ScreenReader::Brltty)
        );
        assert_eq!(
            reading_this_session(&[elsewhere("python3\0/usr/bin/fenrir")], &VIRTUAL_CONSOLE),
            Some(ScreenReader::Fenrir)
        );
        let readers_of_no_console = [
            elsewhere("brltty\0-x\0no"),
            elsewhere("python3\0/usr/bin/fenrir\0-e"),
            elsewhere("brltty-pty\0bash"),
        ];
        assert_eq!(
            reading_this_session(&readers_of_no_console, &VIRTUAL_CONSOLE),
            None
        );
        let speakup = SessionFacts {
            speakup_loaded: true,
            ..VIRTUAL_CONSOLE
        };
        assert_eq!(
            reading_this_session(&[], &speakup),
            Some(ScreenReader::Speakup)
        );
        // Orca on this user's own display.
        let mut orca = elsewhere("/usr/bin/python3\0/usr/bin/orca");
        orca.same_desktop = true;
        assert_eq!(
            reading_this_session(&[orca], &PSEUDO_TERMINAL),
            Some(ScreenReader::Orca)
        );
    }

    #[test]
    fn the_display_and_the_terminal_are_read_from_procs_own_text() {
        assert_eq!(
            display_of(b"HOME=/root\0DISPLAY=:0\0TERM=xterm\0"),
            Some(":0".to_owned())
        );
        assert_eq!(
            display_of(b"WAYLAND_DISPLAY=wayland-0\0"),
            Some("wayland:wayland-0".to_owned())
        );
        assert_eq!(display_of(b"DISPLAY=\0HOME=/\0"), None);
        // tty_nr 1025: major 4, minor 1 (/dev/tty1); 34816: major 136 (/dev/pts/0).
        let stat = |tty_nr: u32| format!("42 (a (strange) name) S 1 42 42 {tty_nr} 42 0");
        assert_eq!(controlling_terminal(&stat(1025)), Some((4, 1)));
        assert_eq!(controlling_terminal(&stat(34816)), Some((136, 0)));
        assert_eq!(controlling_terminal("garbage"), None);
    }

    /// A real process named `brltty` started by this test (not an ancestor of it) does not
    /// choose the layout of this test's terminal unless that is a virtual console.
    #[test]
    fn a_brltty_started_beside_this_program_is_not_this_sessions_reader() {
        let dir = tempfile::tempdir().unwrap();
        let brltty = dir.path().join("brltty");
        std::fs::copy("/bin/sleep", &brltty).unwrap();
        let mut child = std::process::Command::new(&brltty)
            .arg("60")
            .spawn()
            .unwrap();
        let found = running();
        child.kill().unwrap();
        child.wait().unwrap();
        if on_virtual_console() {
            assert_eq!(found, Some(ScreenReader::Brltty));
        } else {
            assert_ne!(found, Some(ScreenReader::Brltty), "{found:?}");
        }
    }
}
