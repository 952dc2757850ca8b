//! A tmux server of a test's own: one detached session running a command, keys sent with
//! `send-keys`, the screen read with `capture-pane`; the server is killed when dropped, even
//! when the test fails. Used by the full-screen tests and the screen-reader tests.

use std::process::Command;
use std::time::{Duration, Instant};

/// The session all commands address.
const SESSION: &str = "table";

pub struct Tmux {
    /// The server's socket, in a temporary folder of its own (never a name shared on the
    /// machine): removed with the server.
    socket: String,
    _folder: tempfile::TempDir,
}

impl Tmux {
    /// Starts `command` (a program and its arguments, or one shell line) in a detached session
    /// of `width` × `height` cells.
    pub fn start(command: &[&str], width: u16, height: u16) -> Tmux {
        let folder = tempfile::tempdir().expect("a temporary folder for tmux's socket");
        let tmux = Tmux {
            socket: folder.path().join("tmux").to_string_lossy().into_owned(),
            _folder: folder,
        };
        let (width, height) = (width.to_string(), height.to_string());
        let status = Command::new("tmux")
            .args(["-S", &tmux.socket, "-f", "/dev/null", "new-session", "-d"])
            .args(["-s", SESSION, "-x", &width, "-y", &height])
            .args(command)
            .status()
            .expect("tmux is needed for this test (scripts/system-packages.sh test installs it)");
        assert!(status.success(), "tmux new-session failed");
        // Keep the pane after the program ends, to read its exit status.
        tmux.run(&["set-option", "-t", SESSION, "remain-on-exit", "on"]);
        tmux
    }

    pub fn run(&self, args: &[&str]) -> String {
        let output = Command::new("tmux")
            .args(["-S", &self.socket])
            .args(args)
            .output()
            .expect("run tmux");
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// Types text literally (no key names).
    pub fn type_text(&self, text: &str) {
        self.run(&["send-keys", "-t", SESSION, "-l", text]);
    }

    /// Sends keys by tmux's names (`Enter`, `Up`, `C-q`, `F2`).
    pub fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", SESSION];
        args.extend_from_slice(keys);
        self.run(&args);
    }

    pub fn screen(&self) -> String {
        self.run(&["capture-pane", "-p", "-t", SESSION])
    }

    /// The cursor's column and row.
    pub fn cursor(&self) -> (u16, u16) {
        let text = self.run(&[
            "display-message",
            "-p",
            "-t",
            SESSION,
            "#{cursor_x} #{cursor_y}",
        ]);
        let mut numbers = text.split_whitespace().map(|n| n.parse::<u16>().unwrap());
        (numbers.next().unwrap(), numbers.next().unwrap())
    }

    /// Waits until the cursor is at `wanted` (column, row) and returns where it is then; after
    /// 15 s, where it is. The screen's text and its cursor come in separate writes of the
    /// program: on a busy machine tmux may have read the one and not yet the other.
    pub fn wait_for_cursor(&self, wanted: (u16, u16)) -> (u16, u16) {
        let start = Instant::now();
        loop {
            let cursor = self.cursor();
            if cursor == wanted || start.elapsed() >= Duration::from_secs(15) {
                return cursor;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits until the screen satisfies `ready`; fails with the screen after 15 s.
    pub fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if ready(&screen) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "waited for {what}; the screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-S", &self.socket, "kill-server"])
            .status();
    }
}
