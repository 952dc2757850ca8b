//! The full screen in windows of every size, through the real binary in tmux: a move typed in
//! pieces stays visible with the cursor after it and is played; a resize while the clock runs
//! never loses the input line.
//!
//! Needs `tmux` (scripts/system-packages.sh test installs it).

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::common::{require_tool, wait_until};
use crate::tmux::Tmux;

const WAIT: Duration = Duration::from_secs(15);

/// `annabella play --voice en --speech-log FILE --screen-reader=false ARGS` in a `width` ×
/// `height` window, its data in `data`; returns the session and the speech log's path.
fn start(data: &Path, width: u16, height: u16, args: &[&str]) -> (Tmux, PathBuf) {
    require_tool("tmux", &[]);
    let said = data.join("said.txt");
    let data_home = format!("XDG_DATA_HOME={}", data.display());
    let mut command = vec![
        "env",
        &data_home,
        env!("CARGO_BIN_EXE_annabella"),
        "play",
        "--voice",
        "en",
        "--speech-log",
        said.to_str().unwrap(),
        // The sighted layout, even while a screen reader runs elsewhere.
        "--screen-reader=false",
    ];
    command.extend_from_slice(args);
    (Tmux::start(&command, width, height), said)
}

/// The text of the cursor's row before the cursor.
fn before_cursor(tmux: &Tmux) -> String {
    let (x, y) = tmux.cursor();
    let screen = tmux.screen();
    let row = screen.lines().nth(usize::from(y)).unwrap_or_default();
    row.chars().take(usize::from(x)).collect()
}

fn said(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_default()
}

/// Types "N", "f", "3" one at a time: after each, the cursor follows what was typed; Enter
/// plays the knight's move.
fn type_in_pieces_and_play(tmux: &Tmux, said_path: &Path, size: &str) {
    tmux.wait_for("the table", |s| {
        s.lines()
            .any(|l| l.trim_start_matches('│').starts_with('>'))
    });
    let mut typed = String::new();
    for piece in ["N", "f", "3"] {
        tmux.type_text(piece);
        typed.push_str(piece);
        let shown = format!("> {typed}");
        wait_until(
            &format!("{shown:?} before the cursor at {size}"),
            WAIT,
            || before_cursor(tmux).trim_start_matches('│') == shown,
        );
    }
    tmux.keys(&["Enter"]);
    wait_until(&format!("Nf3 played at {size}"), WAIT, || {
        said(said_path).lines().any(|l| l == "Knight Foxtrot three")
    });
    let screen = tmux.wait_for("Nf3 on the screen", |s| s.contains("1. Nf3"));
    assert!(
        !screen.contains("window is too small"),
        "{size}: the board fits\n{screen}"
    );
    // The move's words and the board's knight are on the screen, the input line empty again.
    assert!(screen.contains("Knight Foxtrot three"), "{size}\n{screen}");
    // (capture-pane drops the blanks at the end of a row.)
    assert_eq!(before_cursor(tmux).trim_start_matches('│').trim_end(), ">");
}

#[test]
fn a_move_typed_in_pieces_stays_visible_and_is_played_at_40_by_12() {
    let data = tempfile::tempdir().unwrap();
    let (tmux, said) = start(data.path(), 40, 12, &["--time", "300+0"]);
    type_in_pieces_and_play(&tmux, &said, "40×12");
    // The compact layout: both clocks on the first line.
    let screen = tmux.screen();
    let first = screen.lines().next().unwrap_or_default();
    assert!(
        first.contains("White") && first.contains("Black"),
        "{screen}"
    );
}

#[test]
fn a_move_typed_in_pieces_stays_visible_and_is_played_at_100_by_32_in_large_print() {
    let data = tempfile::tempdir().unwrap();
    let (tmux, said) = start(data.path(), 100, 32, &["--large", "--time", "300+0"]);
    type_in_pieces_and_play(&tmux, &said, "100×32 large");
    // Squares two rows high: the board's frame closes on row 20.
    let screen = tmux.screen();
    let row = screen.lines().nth(19).unwrap_or_default();
    assert!(row.starts_with('└'), "{screen}");
}

#[test]
fn a_move_typed_in_pieces_stays_visible_and_is_played_at_200_by_60_where_the_board_grows() {
    let data = tempfile::tempdir().unwrap();
    let (tmux, said) = start(data.path(), 200, 60, &["--large", "--time", "300+0"]);
    type_in_pieces_and_play(&tmux, &said, "200×60 large");
    // Squares 11 wide: the knight on f3 at 1 + 3 + 5 × 11 + 5 columns, its rank's middle row.
    let screen = tmux.screen();
    let row = screen.lines().nth(1 + 1 + 5 * 6 + 3).unwrap_or_default();
    assert_eq!(row.chars().nth(64), Some('N'), "{screen}");
}

#[test]
fn a_resize_while_the_clock_runs_never_loses_the_input_line() {
    let data = tempfile::tempdir().unwrap();
    let (tmux, _said) = start(data.path(), 100, 40, &["--time", "300+0"]);
    tmux.wait_for("the table", |s| s.contains("Move or command"));
    // Enter starts the clock; then a move half typed.
    tmux.keys(&["Enter"]);
    tmux.wait_for("the clock running", |s| s.contains('◀'));
    tmux.type_text("Nf");
    for (width, height) in [(40, 12), (200, 60), (30, 14), (64, 20), (20, 5), (100, 40)] {
        tmux.run(&[
            "resize-window",
            "-t",
            "table",
            "-x",
            &width.to_string(),
            "-y",
            &height.to_string(),
        ]);
        // Drawn again at the new size: the input line is the last row, or the one above the
        // full layout's frame and key hints.
        wait_until(
            &format!("\"> Nf\" before the cursor at {width}×{height}"),
            WAIT,
            || {
                let y = tmux.cursor().1;
                (y + 1 == height || y + 3 == height)
                    && before_cursor(&tmux).trim_start_matches('│') == "> Nf"
            },
        );
        // The clock's next redraws keep it there (a window too small shows no clock).
        let (_, y) = tmux.cursor();
        let shown = tmux.screen();
        if !shown.contains("needed") {
            wait_until("the clock to move", WAIT, || tmux.screen() != shown);
        }
        assert_eq!(tmux.cursor().1, y);
        assert_eq!(before_cursor(&tmux).trim_start_matches('│'), "> Nf");
    }
}
