//! The full-screen table through the real binary in a real terminal: tmux runs `annabella play`
//! on its own server, keys are sent with `send-keys`, the screen read with `capture-pane`.
//!
//! Needs `tmux` (scripts/system-packages.sh installs it for the tests). Speech goes to a file
//! (`--speech-log`), so no audio device is needed, and the test can check what was said.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::common::{assert_no_refusal, wait_until};
use crate::tmux::Tmux;

/// The exit status `status_file` receives once the program has ended (see the test's
/// `sh -c` wrapper: tmux 3.3 does not always report a dead pane's status).
fn wait_for_exit(tmux: &Tmux, status_file: &Path) -> i32 {
    let start = Instant::now();
    loop {
        if let Ok(text) = std::fs::read_to_string(status_file)
            && text.ends_with('\n')
        {
            return text.trim().parse().unwrap();
        }
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "annabella did not end:\n{}",
            tmux.screen()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn saved_pgn(data: &Path) -> String {
    let dir = data.join("annabella/games");
    let pgn = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "pgn"))
        .unwrap_or_else(|| panic!("no saved game in {}", dir.display()));
    std::fs::read_to_string(pgn).unwrap()
}

/// Starts `annabella play --voice en --speech-log FILE ARGS` in tmux with its data in `data`:
/// the session, the speech log's path, and the file its exit status is written to when it ends.
fn start_table(
    data: &std::path::Path,
    args: &[&str],
) -> (Tmux, std::path::PathBuf, std::path::PathBuf) {
    start_screen(data, "play", args)
}

/// Starts `annabella SUBCOMMAND --voice en --speech-log FILE ARGS` in tmux (see `start_table`).
fn start_screen(
    data: &std::path::Path,
    subcommand: &str,
    args: &[&str],
) -> (Tmux, std::path::PathBuf, std::path::PathBuf) {
    let said = data.join("said.txt");
    let data_home = format!("XDG_DATA_HOME={}", data.display());
    let status_file = data.join("status");
    let wrapper = format!("\"$@\"; echo $? > '{}'", status_file.display());
    let mut command = vec![
        "sh",
        "-c",
        &wrapper,
        "sh",
        "env",
        &data_home,
        env!("CARGO_BIN_EXE_annabella"),
        subcommand,
        "--voice",
        "en",
        "--speech-log",
        said.to_str().unwrap(),
        // The sighted layout, even while a screen reader runs (the Fenrir tests start one).
        "--screen-reader=false",
    ];
    command.extend_from_slice(args);
    (Tmux::start(&command, 100, 40), said, status_file)
}

#[test]
fn a_game_on_the_full_screen_typed_and_played_on_the_board() {
    let data = tempfile::tempdir().unwrap();
    let (tmux, said, status_file) = start_table(data.path(), &["--time", "300+2"]);
    tmux.wait_for("the table", |s| s.contains("Move or command"));
    // The cursor starts on the input line, after the prompt.
    assert_eq!(tmux.wait_for_cursor((3, 37)), (3, 37));

    for (line, sheet) in [("e4", "1. e4"), ("e5", "1. e4 e5"), ("Nf3", "2. Nf3")] {
        tmux.type_text(line);
        tmux.keys(&["Enter"]);
        tmux.wait_for(sheet, |s| s.contains(sheet));
    }

    // On the board: from White's king (e1), up seven and left three to b8, pick up the
    // knight, down two and right one to c6, put it down.
    tmux.keys(&["Tab"]);
    tmux.wait_for("the focus on e1", |s| s.contains("Echo one: white King"));
    tmux.keys(&[
        "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Left", "Left", "Left",
    ]);
    tmux.wait_for("the focus on b8", |s| {
        s.contains("Bravo eight: black Knight")
    });
    // The cursor is on b8 (border 1, labels 3, one square of 3, its middle; the top row).
    assert_eq!(tmux.wait_for_cursor((8, 2)), (8, 2));
    tmux.keys(&["Enter", "Down", "Down", "Right", "Enter"]);
    let screen = tmux.wait_for("Nc6 on the sheet", |s| s.contains("2. Nf3 Nc6"));
    assert!(screen.contains("Knight Charlie six"), "{screen}");
    // The board shows the moves: row 6 has Black's knight on c6, row 3 White's on f3.
    let rows: Vec<&str> = screen.lines().collect();
    assert!(rows[4].starts_with("│ 6        n "), "{}", rows[4]);
    assert!(rows[7].starts_with("│ 3                 N "), "{}", rows[7]);
    assert!(rows[5].starts_with("│ 5              p "), "{}", rows[5]);
    assert_eq!(
        tmux.wait_for_cursor((11, 4)),
        (11, 4),
        "the cursor follows the focus to c6"
    );

    // A query key: the board, said in full.
    tmux.keys(&["F2"]);
    tmux.wait_for("the board read out", |s| s.contains("White: King Echo one"));
    // Black has moved and not pressed: Black's clock runs, and its face counts down on the
    // screen with no key pressed.
    let black_clock = |screen: &str| screen.lines().nth(2).unwrap_or_default().to_owned();
    let before = black_clock(&tmux.screen());
    assert!(before.contains("Black") && before.contains('◀'), "{before}");
    tmux.wait_for("Black's clock to move", |s| black_clock(s) != before);

    // Leave: Ctrl-Q asks, Ctrl-Q again leaves; the game is saved.
    tmux.keys(&["C-q"]);
    tmux.wait_for("the question", |s| {
        s.contains("press Ctrl-Q again to leave")
    });
    tmux.keys(&["C-q"]);
    assert_eq!(wait_for_exit(&tmux, &status_file), 0);
    let after = tmux.screen();
    assert!(
        !after.contains("Move or command"),
        "the alternate screen is gone:\n{after}"
    );
    assert!(
        saved_pgn(data.path()).contains("1. e4 e5 2. Nf3 Nc6 *"),
        "{}",
        saved_pgn(data.path())
    );
    let spoken = std::fs::read_to_string(&said).unwrap();
    let spoken: Vec<&str> = spoken.lines().collect();
    for expected in [
        "Pawn Echo four",
        "Knight Foxtrot three",
        "Echo one: white King",
        "selected: Bravo eight: black Knight",
        "Knight Charlie six",
        "press Ctrl-Q again to leave; the game is saved",
    ] {
        assert!(spoken.contains(&expected), "{expected:?} not in {spoken:?}");
    }
}

/// A game gone over on the full screen: Page Down and Enter step, a variation is entered and
/// left, and the board and score sheet show the position reviewed.
#[test]
fn a_game_is_gone_over_on_the_full_screen() {
    let data = tempfile::tempdir().unwrap();
    let pgn = data.path().join("game.pgn");
    std::fs::write(
        &pgn,
        "[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"0-1\"]\n\n\
         1. f3 e5 2. g4 $4 { Losing at once. } (2. Nc3) 2... Qh4# 0-1\n",
    )
    .unwrap();
    let (tmux, said, status_file) = start_screen(data.path(), "review", &[pgn.to_str().unwrap()]);
    tmux.wait_for("the table", |s| s.contains("Move or command"));
    said_in_time(
        &said,
        "Anna against Bert, Black won, 4 half-moves; Enter steps forward",
        1,
    );
    tmux.keys(&["PageDown"]);
    said_in_time(
        &said,
        "move one, White: Pawn Foxtrot three; Barnes Opening",
        1,
    );
    // Enter on the empty input line steps forward too.
    tmux.keys(&["Enter"]);
    said_in_time(&said, "move one, Black: Pawn Echo five", 1);
    tmux.keys(&["PageDown"]);
    said_in_time(
        &said,
        "move two, White: Pawn Golf four, blunder, better Knight Charlie three; comment",
        1,
    );
    tmux.type_text("comment");
    tmux.keys(&["Enter"]);
    said_in_time(&said, "blunder. Losing at once.", 1);
    tmux.type_text("variation");
    tmux.keys(&["Enter"]);
    said_in_time(
        &said,
        "variation 1: move two, White: Knight Charlie three",
        1,
    );
    tmux.wait_for("the variation on the score sheet", |s| {
        score_sheet(s).contains("1. f3 e5 2. Nc3")
    });
    tmux.keys(&["PageUp"]);
    said_in_time(
        &said,
        "back before move two, White: Knight Charlie three",
        1,
    );
    tmux.type_text("end");
    tmux.keys(&["Enter"]);
    said_in_time(
        &said,
        "move two, Black: Queen Hotel four checkmate; end of the game: Black won",
        1,
    );
    // (A jump says where it lands; stepping forward names an opening reached.)
    tmux.wait_for("the whole game on the score sheet", |s| {
        score_sheet(s).contains("2. g4 Qh4#")
    });
    tmux.keys(&["C-q"]);
    tmux.keys(&["C-q"]);
    assert_eq!(wait_for_exit(&tmux, &status_file), 0);
}

/// The lines of the speech log so far (none before the file exists).
fn said_lines(said: &Path) -> Vec<String> {
    std::fs::read_to_string(said)
        .unwrap_or_default()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// The score sheet's panel on the screen, its lines joined by single spaces.
fn score_sheet(screen: &str) -> String {
    let mut rows = screen.lines().skip_while(|l| !l.contains("Score sheet"));
    rows.next();
    rows.take_while(|l| !l.contains('└'))
        .filter_map(|l| l.split("││").nth(1))
        .flat_map(|l| l.trim_end_matches('│').split_whitespace())
        .collect::<Vec<_>>()
        .join(" ")
}

/// How long a test waits for a board or the speech log.
const BOARD_WAIT: Duration = Duration::from_secs(15);

/// What a virtual board has heard (and answered).
type Heard = std::sync::Arc<std::sync::Mutex<Vec<String>>>;

/// A virtual board of `kind` with its pty's link in `dir`, and what it hears.
fn virtual_board(
    kind: annabella::board::sim::SimKind,
    dir: &Path,
) -> (annabella::board::sim::VirtualBoard, Heard) {
    std::fs::create_dir_all(dir).unwrap();
    let heard: Heard = Heard::default();
    let log = std::sync::Arc::clone(&heard);
    let board = annabella::board::sim::VirtualBoard::new(
        kind,
        &dir.join("board"),
        std::sync::Arc::new(move |line: &str| log.lock().unwrap().push(line.to_owned())),
    )
    .unwrap();
    (board, heard)
}

/// Waits until the board has heard (and answered) a request containing `what`.
fn board_heard(heard: &Heard, what: &str) {
    wait_until(&format!("the board to hear {what}"), BOARD_WAIT, || {
        heard.lock().unwrap().iter().any(|l| l.contains(what))
    });
}

/// Waits until the speech log has `count` lines equal to `line`; no line may refuse a move.
fn said_in_time(said: &Path, line: &str, count: usize) {
    wait_until(&format!("{line:?} said"), BOARD_WAIT, || {
        let lines = said_lines(said);
        for l in &lines {
            assert_no_refusal(l, &format!("waiting for {line:?}"));
        }
        lines.iter().filter(|l| *l == line).count() >= count
    });
}

/// Both boards at the full-screen table: White's move made on the pegs and replayed on the
/// e-board, Black's made on the e-board and replayed on the pegs, then a move typed.
#[test]
fn the_full_screen_table_with_the_peg_board_and_the_e_board() {
    use annabella::board::sim::SimKind;
    use shakmaty::Square;

    let data = tempfile::tempdir().unwrap();
    let (mut pegs, pegs_heard) = virtual_board(SimKind::Peg, &data.path().join("peg"));
    let (mut eboard, eboard_heard) = virtual_board(SimKind::Dgt, &data.path().join("dgt"));
    let peg_arg = format!("peg:{}", pegs.link().display());
    let dgt_arg = format!("dgt:{}", eboard.link().display());
    let (tmux, said, status_file) =
        start_table(data.path(), &["--board", &peg_arg, "--eboard", &dgt_arg]);
    tmux.wait_for("the table", |s| s.contains("Move or command"));
    // Both boards are open once each answered the program's request for the whole board.
    board_heard(&pegs_heard, "SNAP?");
    board_heard(&eboard_heard, "< 0x42");

    // White moves on the pegs; the move is replayed on the e-board.
    pegs.up(Square::E2).unwrap();
    pegs.down(Square::E4, None).unwrap();
    said_in_time(&said, "Pawn Echo four", 1);
    tmux.wait_for("1. e4 on the sheet", |s| s.contains("1. e4"));
    eboard.up(Square::E2).unwrap();
    eboard.down(Square::E4, None).unwrap();
    // Black answers on the e-board; the move is replayed on the pegs ("done" once it is).
    eboard.up(Square::E7).unwrap();
    eboard.down(Square::E5, None).unwrap();
    said_in_time(&said, "Pawn Echo five", 1);
    tmux.wait_for("1. e4 e5 on the sheet", |s| s.contains("1. e4 e5"));
    pegs.up(Square::E7).unwrap();
    pegs.down(Square::E5, None).unwrap();
    // With two boards every board sentence names its board, and the e-board's confirmation of
    // e4's replay is the sighted player's (shown, not said): the peg board's "done" is said.
    said_in_time(&said, "Peg board: done", 1);
    assert!(
        !said_lines(&said)
            .iter()
            .any(|l| l.contains("E-board") || l == "done"),
        "the e-board's guidance is not said to the blind player"
    );

    // White's next move typed.
    tmux.type_text("Nf3");
    tmux.keys(&["Enter"]);
    said_in_time(&said, "Knight Foxtrot three", 1);
    let screen = tmux.wait_for("2. Nf3 on the sheet", |s| {
        score_sheet(s).contains("1. e4 e5 2. Nf3")
    });
    assert_eq!(score_sheet(&screen), "1. e4 e5 2. Nf3", "{screen}");

    let lines = said_lines(&said);
    let at = |wanted: &str| {
        lines
            .iter()
            .position(|l| l == wanted)
            .unwrap_or_else(|| panic!("{wanted:?} not in {lines:?}"))
    };
    assert!(
        at("Pawn Echo four") < at("Pawn Echo five")
            && at("Pawn Echo five") < at("Knight Foxtrot three"),
        "out of order: {lines:?}"
    );
    for line in &lines {
        assert!(
            !line.contains("illegal") && !line.contains("Illegal"),
            "a move was refused: {lines:?}"
        );
    }

    // Leave with Ctrl-C: the program ends.
    tmux.keys(&["C-c"]);
    let status = wait_for_exit(&tmux, &status_file);
    assert_eq!(status, 0, "{}", tmux.screen());
}

/// `annabella play ARGS` in tmux (100 × 30) with its speech of its own (no speech log), its
/// data and settings in `data` (no settings file of the machine's user), and `env` set.
fn start_own(data: &Path, env: &[&str], args: &[&str]) -> Tmux {
    let home = format!("XDG_DATA_HOME={}", data.display());
    let config = format!("XDG_CONFIG_HOME={}", data.display());
    let mut command = vec!["env", home.as_str(), config.as_str()];
    command.extend_from_slice(env);
    command.extend([env!("CARGO_BIN_EXE_annabella"), "play"]);
    command.extend_from_slice(args);
    Tmux::start(&command, 100, 30)
}

/// Speech turned off: the screen says why once, in the player's language (issue 34: "keine
/// Sprachausgabe: keine Sprachausgabe: …", the reason wrapped twice).
#[test]
fn speech_off_is_said_once_with_its_reason_in_each_language() {
    for (lang, no_speech) in [
        ("en", "no speech: "),
        ("de", "keine Sprachausgabe: "),
        ("fr", "pas de voix : "),
        ("es", "sin voz: "),
    ] {
        let data = tempfile::tempdir().unwrap();
        let tmux = start_own(
            data.path(),
            &[],
            &["--screen-reader", "--speech", "text", "--lang", lang],
        );
        let screen = tmux.wait_for("the reason speech is off", |s| s.contains(no_speech));
        let told: Vec<&str> = screen
            .lines()
            .filter(|line| line.contains(no_speech))
            .collect();
        assert_eq!(told.len(), 1, "{lang}: {screen}");
        assert_eq!(told[0].matches(no_speech).count(), 1, "{lang}: {screen}");
        // The reason follows: speech was turned off by choice.
        assert!(told[0].len() > no_speech.len() + 4, "{lang}: {screen}");
    }
}

/// The screen reader's layout with speech named but no sound device (ALSA given no
/// configuration, so no card opens): the earcons are on, and nothing can play them, so the
/// press is said in words (issue 34: the layout was silent at the press).
#[test]
fn with_no_sound_device_the_screen_reader_layout_says_whose_clock_runs_at_the_press() {
    let data = tempfile::tempdir().unwrap();
    let tmux = start_own(
        data.path(),
        &["ALSA_CONFIG_PATH=/dev/null"],
        &[
            "--screen-reader",
            "--speech",
            "clips",
            "--voice",
            "en",
            "--lang",
            "en",
            "--time",
            "300+0",
        ],
    );
    tmux.wait_for("the greeting", |s| s.contains("starts the clock"));
    assert!(
        tmux.screen().contains("no speech: "),
        "speech did not start: {}",
        tmux.screen()
    );
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
