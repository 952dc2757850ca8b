//! What a terminal can throw at the full screen's input line, through the real binary in tmux:
//! a big bracketed paste, text pasted by a terminal without bracketed paste (the bytes arrive in
//! one write, Enter and the keys after it included), text typed as keystrokes, and Ctrl-C in
//! the middle of it all. The line keeps its first thousand characters (said once), every key
//! after the flood is read in order, and Ctrl-C leaves at the first press.
//!
//! The megabyte case's memory and time are measured by `scripts/measure-paste.sh`.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::common::wait_until;
use crate::tmux::Tmux;

/// How long the table may take to answer after a flood: far above what it needs (well under a
/// second), far below the minute it took when keys waited behind the terminal's first kilobyte.
const ANSWER: Duration = Duration::from_secs(20);

/// What the table says to `time` with no clock and no move made.
const TIME_ANSWERED: &str = "White zero moves; Black zero moves. no clock";

/// A table without a clock on the full screen, speech to a file, in tmux; its exit status
/// written to `status` when it ends.
struct Screen {
    tmux: Tmux,
    said: PathBuf,
    status: PathBuf,
}

impl Screen {
    fn start(data: &Path) -> Screen {
        let said = data.join("said.txt");
        let status = data.join("status");
        let data_home = format!("XDG_DATA_HOME={}", data.display());
        // tmux does not always report a dead pane's status: the shell writes it.
        let wrapper = format!("\"$@\"; echo $? > '{}'", status.display());
        let tmux = Tmux::start(
            &[
                "sh",
                "-c",
                &wrapper,
                "sh",
                "env",
                &data_home,
                env!("CARGO_BIN_EXE_annabella"),
                "play",
                "--voice",
                "en",
                "--speech-log",
                said.to_str().unwrap(),
                "--screen-reader=false",
            ],
            100,
            40,
        );
        tmux.wait_for("the table", |s| s.contains("Move or command"));
        Screen { tmux, said, status }
    }

    fn heard(&self) -> String {
        std::fs::read_to_string(&self.said).unwrap_or_default()
    }

    /// Writes `text` to the terminal as a paste: in one write, in bracketed-paste markers when
    /// `bracketed` (tmux adds them when the program asked for them), else as bare bytes, as a
    /// terminal without bracketed paste sends them (line ends as carriage returns, Enter).
    fn paste(&self, data: &Path, text: &str, bracketed: bool) {
        let file = data.join("paste.txt");
        std::fs::write(&file, text).unwrap();
        self.tmux
            .run(&["load-buffer", "-b", "flood", file.to_str().unwrap()]);
        let mut paste = vec!["paste-buffer", "-b", "flood", "-t", "table"];
        if bracketed {
            paste.push("-p");
        }
        self.tmux.run(&paste);
    }

    /// Waits until the table has answered `time` (no clock: the moves made, "no clock"; the
    /// greeting also says "no clock") and said the line's refusal, and checks that refusal was
    /// said once.
    fn wait_for_time_after_full_line(&self) {
        wait_until("the full line and the answer to time", ANSWER, || {
            let heard = self.heard();
            heard.contains("The input line is full") && heard.contains(TIME_ANSWERED)
        });
        let text = self.heard();
        assert_eq!(
            text.matches("The input line is full").count(),
            1,
            "said once:\n{text}"
        );
    }

    /// Whether the program has ended (its status written).
    fn ended(&self) -> bool {
        std::fs::read_to_string(&self.status).is_ok_and(|text| text.ends_with('\n'))
    }
}

/// About `bytes` of moves to paste or type: "e4 e4 e4 …".
fn moves(bytes: usize) -> String {
    "e4 ".repeat(bytes / 3)
}

#[test]
fn a_big_paste_then_enter_and_a_command_are_all_read() {
    let data = tempfile::tempdir().unwrap();
    let screen = Screen::start(data.path());
    screen.paste(data.path(), &moves(100 * 1024), true);
    screen.tmux.keys(&["Enter"]);
    screen.tmux.type_text("time");
    screen.tmux.keys(&["Enter"]);
    // The table has no clock: `time` answers "no clock", after the full line's refusal.
    screen.wait_for_time_after_full_line();
}

#[test]
fn a_megabyte_pasted_is_cut_at_the_line_and_the_keys_after_it_are_read() {
    let data = tempfile::tempdir().unwrap();
    let screen = Screen::start(data.path());
    // The paste, its markers as a terminal writes them, and Enter, `time`, Enter right behind
    // it: one write.
    let flood = format!("\x1b[200~{}\x1b[201~\rtime\r", moves(1024 * 1024));
    screen.paste(data.path(), &flood, false);
    screen.wait_for_time_after_full_line();
}

#[test]
fn text_enter_and_a_command_arriving_in_one_write_are_all_read() {
    let data = tempfile::tempdir().unwrap();
    let screen = Screen::start(data.path());
    // 2 KB, Enter, `time`, Enter: one write, no paste markers.
    screen.paste(data.path(), &format!("{}\ntime\n", moves(2048)), false);
    screen.wait_for_time_after_full_line();
}

#[test]
fn ten_kilobytes_typed_as_keys_then_a_command_are_all_read() {
    let data = tempfile::tempdir().unwrap();
    let screen = Screen::start(data.path());
    let typed = moves(2 * 1024);
    for _ in 0..5 {
        screen.tmux.type_text(&typed);
    }
    screen.tmux.keys(&["Enter"]);
    screen.tmux.type_text("time");
    screen.tmux.keys(&["Enter"]);
    screen.wait_for_time_after_full_line();
}

#[test]
fn ctrl_c_pressed_once_in_a_flood_leaves() {
    let data = tempfile::tempdir().unwrap();
    let screen = Screen::start(data.path());
    // A flood without paste markers, then one Ctrl-C (leave at once) right behind it.
    screen.paste(data.path(), &moves(20 * 1024), false);
    screen.tmux.keys(&["C-c"]);
    let pressed = Instant::now();
    wait_until("the table to end at one Ctrl-C", ANSWER, || screen.ended());
    eprintln!("ended {:?} after Ctrl-C", pressed.elapsed());
}
