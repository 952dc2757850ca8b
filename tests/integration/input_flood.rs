//! A paste of 100 KB into the full screen's input line, then Enter and a command typed at once:
//! the line keeps its first thousand characters (said once), and the keys after the paste are
//! all read, in order.

use std::time::Duration;

use crate::common::wait_until;
use crate::tmux::Tmux;

#[test]
fn a_big_paste_then_enter_and_a_command_are_all_read() {
    let data = tempfile::tempdir().unwrap();
    let said = data.path().join("said.txt");
    let data_home = format!("XDG_DATA_HOME={}", data.path().display());
    let tmux = Tmux::start(
        &[
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
    let paste = data.path().join("paste.txt");
    std::fs::write(&paste, "e4 ".repeat(100 * 1024 / 3)).unwrap();
    tmux.run(&["load-buffer", "-b", "flood", paste.to_str().unwrap()]);
    // `-p`: as a terminal pastes, in bracketed-paste markers when the program asked for them.
    tmux.run(&["paste-buffer", "-p", "-b", "flood", "-t", "table"]);
    tmux.keys(&["Enter"]);
    tmux.type_text("time");
    tmux.keys(&["Enter"]);
    let heard = || std::fs::read_to_string(&said).unwrap_or_default();
    // The table has no clock: `time` answers "no clock", after the full line's refusal.
    wait_until("the paste and the command", Duration::from_secs(20), || {
        heard().contains("The input line is full") && heard().contains("no clock")
    });
    let text = heard();
    assert_eq!(
        text.matches("The input line is full").count(),
        1,
        "said once:\n{text}"
    );
}
