//! The screen reader's layout at the press (issue 34): the layout turns the table's own speech
//! off (the screen reader speaks the screen), so no earcon is heard at the press either; the
//! press must then be said in words on the screen, for the screen reader to read, as line mode
//! says it. It was silent: the earcons were on, with nothing to play them.

use crate::tmux::Tmux;

#[test]
fn the_screen_reader_layout_says_whose_clock_runs_at_the_press() {
    let data = tempfile::tempdir().unwrap();
    let home = format!("XDG_DATA_HOME={}", data.path().display());
    // No settings file of the machine's user: earcons are on, as by default.
    let config = format!("XDG_CONFIG_HOME={}", data.path().display());
    let tmux = Tmux::start(
        &[
            "env",
            &home,
            &config,
            env!("CARGO_BIN_EXE_annabella"),
            "play",
            "--screen-reader",
            "--voice",
            "en",
            "--lang",
            "en",
            "--time",
            "300+0",
        ],
        100,
        30,
    );
    tmux.wait_for("the greeting", |s| s.contains("starts the clock"));
    tmux.keys(&["Enter"]);
    tmux.wait_for("the clock started", |s| s.contains("clock running"));
    tmux.type_text("e4");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the move", |s| s.contains("Pawn Echo four"));
    tmux.keys(&["Enter"]);
    tmux.wait_for("the press said in words", |s| {
        s.contains("Black's clock runs")
    });
}
