//! A tmux server of a test's own: one detached session running a command, keys sent with
//! `send-keys`, the screen read with `capture-pane`; the server is killed when dropped, even
//! when the test fails. Used by the full-screen tests and the screen-reader tests.

use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

static SERVERS: AtomicUsize = AtomicUsize::new(0);

/// The session all commands address.
const SESSION: &str = "table";

pub struct Tmux {
    socket: String,
    /// The socket's file, removed with the server.
    socket_path: Option<std::path::PathBuf>,
}

impl Tmux {
    /// Starts `command` (a program and its arguments, or one shell line) in a detached session
    /// of `width` × `height` cells.
    pub fn start(command: &[&str], width: u16, height: u16) -> Tmux {
        let socket = format!(
            "annabella-test-{}-{}",
            std::process::id(),
            SERVERS.fetch_add(1, Ordering::Relaxed)
        );
        let mut tmux = Tmux {
            socket,
            socket_path: None,
        };
        let (width, height) = (width.to_string(), height.to_string());
        let status = Command::new("tmux")
            .args(["-L", &tmux.socket, "-f", "/dev/null", "new-session", "-d"])
            .args(["-s", SESSION, "-x", &width, "-y", &height])
            .args(command)
            .status()
            .expect("tmux is needed for this test (scripts/system-packages.sh test installs it)");
        assert!(status.success(), "tmux new-session failed");
        let path = tmux.run(&["display-message", "-p", "#{socket_path}"]);
        tmux.socket_path =
            Some(path.trim().into()).filter(|p: &std::path::PathBuf| p.is_absolute());
        // Keep the pane after the program ends, to read its exit status.
        tmux.run(&["set-option", "-t", SESSION, "remain-on-exit", "on"]);
        tmux
    }

    pub fn run(&self, args: &[&str]) -> String {
        let output = Command::new("tmux")
            .args(["-L", &self.socket])
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
            .args(["-L", &self.socket, "kill-server"])
            .status();
        if let Some(path) = &self.socket_path {
            let _ = std::fs::remove_file(path);
        }
    }
}
