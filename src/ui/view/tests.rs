use ratatui::crossterm::event::{Event, KeyCode};

use super::*;
use crate::core::clock::TimeControl;
use crate::core::game::Game;
use crate::core::session::{Session, SessionConfig};
use crate::core::table::TableSetup;
use crate::core::voice::Voice;
use crate::runtime::{Carrier, Face};
use crate::ui::testing::TestScreen;

fn session(voice: &str, time: Option<&str>) -> Session {
    let config = SessionConfig {
        time_control: time.map(|t| t.parse::<TimeControl>().unwrap()),
        ..SessionConfig::default()
    };
    Session::new(config, Voice::builtin(voice).unwrap(), Game::new(), 0)
}

/// A screen of `width` × `height` over `session`, with no devices.
fn sized(session: Session, view: ViewOptions, width: u16, height: u16) -> TestScreen {
    TestScreen::sized(
        session,
        view,
        TableSetup::default(),
        Carrier::new(None, None, true),
        width,
        height,
    )
}

/// A screen of `width` × `height` over a game at five minutes in English.
fn five_minutes(width: u16, height: u16) -> TestScreen {
    sized(
        session("en", Some("300+0")),
        ViewOptions::default(),
        width,
        height,
    )
}

/// [`five_minutes`] where the clock was started at 0 (Enter on the empty input line) and
/// White played e4 at 1 s.
fn five_minutes_after_e4(width: u16, height: u16) -> TestScreen {
    let mut screen = five_minutes(width, height);
    screen.type_line("", 0);
    screen.type_line("e4", 1_000);
    screen
}

/// The screen's rows, each without the blanks at its end.
fn trimmed_rows(screen: &TestScreen) -> Vec<String> {
    screen
        .rows()
        .iter()
        .map(|r| r.trim_end().to_owned())
        .collect()
}

#[test]
fn the_whole_screen_while_typing_a_move() {
    let mut screen = five_minutes_after_e4(80, 24);
    screen.type_line("e5", 2_500);
    // Typing only edits the input line: the screen is drawn again, at the key's instant.
    screen.type_text("Nc", 4_200);
    assert_eq!(
        screen.rows(),
        [
            "┌Board─────────────────────────┐┌Clock─────────────────────────────────────────┐",
            "│    a  b  c  d  e  f  g  h    ││White        4:58  moves 1                    │",
            "│ 8  r  n  b  q  k  b  n  r  8 ││Black        4:59  moves 0 ◀                  │",
            "│ 7  p  p  p  p     p  p  p  7 │└──────────────────────────────────────────────┘",
            "│ 6                          6 │┌Score sheet───────────────────────────────────┐",
            "│ 5              p           5 ││1. e4 e5                                      │",
            "│ 4              P           4 ││                                              │",
            "│ 3                          3 ││                                              │",
            "│ 2  P  P  P  P     P  P  P  2 ││                                              │",
            "│ 1  R  N  B  Q  K  B  N  R  1 ││                                              │",
            "│    a  b  c  d  e  f  g  h    ││                                              │",
            "└──────────────────────────────┘└──────────────────────────────────────────────┘",
            "┌Said──────────────────────────────────────────────────────────────────────────┐",
            "│New game; five minutes; Enter starts the clock                                │",
            "│clock running                                                                 │",
            "│Pawn Echo four                                                                │",
            "│Pawn Echo five                                                                │",
            "│                                                                              │",
            "└──────────────────────────────────────────────────────────────────────────────┘",
            "White to move · Black: press the clock                                          ",
            "┌Move or command───────────────────────────────────────────────────────────────┐",
            "│> Nc                                                                          │",
            "└──────────────────────────────────────────────────────────────────────────────┘",
            "F1 these keys · F12 press the clock · Ctrl-Q leave (asks first) · Tab board or i",
        ]
    );
    // Typing: the cursor sits after "> Nc" on the input line.
    assert_eq!(screen.cursor(), Position::new(5, 21));
    screen.press(KeyCode::Left, 4_200);
    assert_eq!(screen.cursor(), Position::new(4, 21));
}

#[test]
fn on_the_board_the_cursor_sits_on_the_focused_square() {
    let mut screen = sized(session("en", None), ViewOptions::default(), 80, 24);
    screen.press(KeyCode::Tab, 0);
    // e1: border 1, labels 3, four squares of 3, middle of the square 1; row 1 + rank 8..2.
    assert_eq!(screen.cursor(), Position::new(17, 9));
    assert_eq!(screen.cell(17, 9).symbol(), "K");
    assert_eq!(screen.cell(17, 9).bg, Ink::Yellow, "the focus is marked");
    assert_ne!(screen.cell(14, 9).bg, Ink::Yellow);
    screen.press(KeyCode::Up, 0);
    screen.press(KeyCode::Left, 0);
    screen.press(KeyCode::Enter, 0);
    assert_eq!(screen.cursor(), Position::new(14, 8));
    assert_eq!(screen.cell(14, 8).symbol(), "P");
    assert_eq!(
        screen.rows()[19],
        "White to move · selected: d2".to_owned() + &" ".repeat(52)
    );
    // The board frame shows where the keys go.
    assert_eq!(screen.cell(0, 0).fg, Ink::Yellow);
    assert_ne!(screen.cell(0, 20).fg, Ink::Yellow);
    // Back to the input line: the cursor follows.
    screen.press(KeyCode::Tab, 0);
    assert_eq!(screen.cursor(), Position::new(3, 21));
}

#[test]
fn large_print_with_black_at_the_bottom_and_symbols() {
    let view = ViewOptions {
        bottom: shakmaty::Color::Black,
        large: true,
        symbols: true,
        ..ViewOptions::default()
    };
    let mut screen = sized(session("fide", None), view, 100, 40);
    screen.type_line("e4", 0);
    screen.press(KeyCode::Tab, 0);
    let rows = screen.rows();
    let board: Vec<String> = rows[..28]
        .iter()
        .map(|r| r.chars().take(48).collect())
        .collect();
    assert_eq!(
        board[..7],
        [
            "┌Brett─────────────────────────────────────────┐",
            "│     h    g    f    e    d    c    b    a     │",
            "│                                              │",
            "│ 1   ♖    ♘    ♗    ♔    ♕    ♗    ♘    ♖   1 │",
            "│                                              │",
            "│                                              │",
            "│ 2   ♙    ♙    ♙         ♙    ♙    ♙    ♙   2 │",
        ]
    );
    assert_eq!(
        board[12],
        "│ 4                  ♙                       4 │"
    );
    assert_eq!(
        board[24],
        "│ 8   ♜    ♞    ♝    ♚    ♛    ♝    ♞    ♜   8 │"
    );
    assert_eq!(
        board[26],
        "│     h    g    f    e    d    c    b    a     │"
    );
    assert!(rows[5].contains("1. e4 "), "{}", rows[5]);
    // The focus starts on the bottom side's king: e8, fourth from the left, bottom row.
    assert_eq!(screen.cursor(), Position::new(21, 24));
    // The whole 5 × 3 square is marked, not only its middle.
    assert_eq!(screen.cell(19, 23).bg, Ink::Yellow);
    assert_eq!(screen.cell(23, 25).bg, Ink::Yellow);
    assert_ne!(screen.cell(24, 25).bg, Ink::Yellow);
}

#[test]
fn high_contrast_squares_are_black_and_white_and_pieces_contrast_with_them() {
    let view = ViewOptions {
        high_contrast: true,
        ..ViewOptions::default()
    };
    // Drawn when the table opens, before any key.
    let screen = sized(session("en", None), view, 80, 24);
    // a1 (dark, White's rook) and h1 (light, White's rook); a8 light with Black's rook.
    let a1 = screen.cell(5, 9);
    let h1 = screen.cell(26, 9);
    let a8 = screen.cell(5, 2);
    assert_eq!((a1.symbol(), a1.bg, a1.fg), ("R", Ink::Black, Ink::White));
    assert_eq!((h1.symbol(), h1.bg, h1.fg), ("R", Ink::White, Ink::Black));
    assert_eq!((a8.symbol(), a8.bg, a8.fg), ("r", Ink::White, Ink::Black));
    assert!(a1.modifier.contains(Modifier::BOLD));
}

#[test]
fn a_long_line_scrolls_and_the_cursor_stays_in_the_field() {
    let mut screen = sized(session("en", None), ViewOptions::default(), 40, 24);
    let long = "attackers e4 ".repeat(10);
    screen.type_text(&long, 0);
    // 40 wide is the compact layout: the input line on the last row, without frame. The
    // prompt, 37 characters of the line's end, the caret after them.
    assert_eq!(screen.cursor(), Position::new(39, 23));
    let row = &screen.rows()[23];
    let shown: String = long.chars().skip(long.chars().count() - 37).collect();
    assert_eq!(*row, format!("> {shown} "));
    screen.press(KeyCode::Home, 0);
    assert_eq!(screen.cursor(), Position::new(2, 23));
    assert!(screen.rows()[23].starts_with("> attackers e4 attackers"));
}

#[test]
fn a_tiny_terminal_draws_what_fits_without_panicking() {
    let mut screen = sized(session("en", Some("60+0")), ViewOptions::default(), 1, 1);
    screen.press(KeyCode::Tab, 0);
    assert_eq!(screen.rows().len(), 1);
    for (width, height) in [(10, 4), (30, 12), (200, 3), (1, 1)] {
        // The terminal is resized: the next drawing fills it.
        screen
            .runtime
            .face_mut()
            .terminal_mut()
            .backend_mut()
            .resize(width, height);
        screen.event(Event::Resize(width, height), 100);
        assert_eq!(screen.rows().len(), usize::from(height));
        assert_eq!(screen.rows()[0].chars().count(), usize::from(width));
    }
    let view = ViewOptions {
        large: true,
        ..ViewOptions::default()
    };
    let mut screen = sized(session("en", Some("60+0")), view, 20, 10);
    screen.press(KeyCode::Tab, 0);
    assert_eq!(screen.rows().len(), 10);
}

#[test]
fn the_score_sheet_speaks_the_players_letters() {
    let de = &crate::core::strings::UiLanguage::GERMAN
        .strings()
        .piece_letters;
    let fr = &crate::core::strings::UiLanguage::FRENCH
        .strings()
        .piece_letters;
    assert_eq!(localized_san("Nf3", de, false), "Sf3");
    assert_eq!(localized_san("Bxb5+", de, false), "Lxb5+");
    assert_eq!(localized_san("exd8=Q#", de, false), "exd8=D#");
    assert_eq!(localized_san("O-O-O", de, false), "O-O-O");
    assert_eq!(localized_san("Kxe2", fr, false), "Rxe2");
    assert_eq!(localized_san("Rb1", fr, false), "Tb1");
    assert_eq!(localized_san("Qh5", de, true), "♕h5");
}

#[test]
fn a_game_begun_by_black_numbers_its_first_line() {
    let game = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 12", None).unwrap();
    let session = Session::new(
        SessionConfig::default(),
        Voice::builtin("en").unwrap(),
        game,
        0,
    );
    let mut screen = sized(session, ViewOptions::default(), 80, 24);
    for line in ["Kd7", "e4", "Kc6"] {
        screen.type_line(line, 0);
    }
    let rows = screen.rows();
    assert!(rows[5].contains("│12... Kd7 "), "{}", rows[5]);
    assert!(rows[6].contains("│13. e4 Kc6 "), "{}", rows[6]);
}

#[test]
fn long_log_lines_wrap_at_spaces() {
    assert_eq!(wrap("Bauer Eva vier", 40), ["Bauer Eva vier"]);
    assert_eq!(wrap("one two three", 7), ["one two", "three"]);
    assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
    assert_eq!(wrap("", 4), [""]);
}

/// Resizes the test terminal and tells the screen, as the terminal's reader would.
fn resize(screen: &mut TestScreen, width: u16, height: u16, at_ms: u64) {
    screen
        .runtime
        .face_mut()
        .terminal_mut()
        .backend_mut()
        .resize(width, height);
    screen.event(Event::Resize(width, height), at_ms);
}

#[test]
fn below_the_full_layout_the_compact_one_keeps_board_clocks_and_input() {
    let mut screen = five_minutes_after_e4(40, 12);
    screen.type_text("Nf", 2_000);
    assert_eq!(
        trimmed_rows(&screen),
        [
            "White 4:58 ◀ · Black 5:00",
            "8  r  n  b  q  k  b  n  r  1. e4",
            "7  p  p  p  p  p  p  p  p",
            "6",
            "5",
            "4              P",
            "3",
            "2  P  P  P  P     P  P  P",
            "1  R  N  B  Q  K  B  N  R",
            "   a  b  c  d  e  f  g  h",
            "Pawn Echo four",
            "> Nf",
        ]
    );
    assert_eq!(screen.cursor(), Position::new(4, 11), "after what is typed");
    // On the board the cursor is on the focused square: e1, the fifth square of the last rank.
    screen.press(KeyCode::Tab, 2_000);
    assert_eq!(screen.cursor(), Position::new(2 + 4 * 3 + 1, 8));
    assert_eq!(screen.cell(15, 8).symbol(), "K");
    // Taller: the status line joins the words above the input line.
    resize(&mut screen, 40, 14, 2_100);
    let rows = screen.rows();
    assert_eq!(
        rows[12].trim_end(),
        "Black to move · White: press the clock"
    );
    assert_eq!(rows[13].trim_end(), "> Nf");
}

#[test]
fn below_the_compact_layout_one_sentence_says_the_size_needed_and_the_input_line_stays() {
    let mut screen = five_minutes(20, 6);
    screen.type_text("Nf", 0);
    assert_eq!(
        trimmed_rows(&screen),
        [
            "the window is too",
            "small: 26×12 needed",
            "",
            "",
            "",
            "> Nf"
        ]
    );
    assert_eq!(screen.cursor(), Position::new(4, 5));
    // The same on the board: the cursor stays on the input line, the only place shown.
    screen.press(KeyCode::Tab, 0);
    assert_eq!(screen.cursor(), Position::new(4, 5));
    // In the interface's language.
    let mut screen = sized(session("fide", None), ViewOptions::default(), 50, 3);
    screen.type_text("e", 0);
    assert_eq!(
        screen.rows()[0].trim_end(),
        "das Fenster ist zu klein: 26×12 nötig"
    );
    assert_eq!(screen.rows()[2].trim_end(), "> e");
}

#[test]
fn large_print_grows_the_squares_to_fill_a_big_window_and_shrinks_to_fit_a_smaller_one() {
    let view = ViewOptions {
        large: true,
        ..ViewOptions::default()
    };
    let mut screen = sized(session("en", None), view, 200, 60);
    screen.type_line("e4", 0);
    let rows = screen.rows();
    // Squares of 11 × 6: the board's frame is 2 + 6 + 88 wide and 2 + 2 + 48 high.
    assert!(rows[0].starts_with(&format!("┌Board{}┐", "─".repeat(89))));
    assert_eq!(rows[51].chars().next(), Some('└'));
    // e4's pawn in the middle of its square: row 1 + 1 + 4 squares of 6 + 3, column 1 + 3 +
    // 4 squares of 11 + 5.
    assert_eq!(screen.cell(53, 29).symbol(), "P");
    // The input line keeps its place at the bottom, with the cursor.
    assert_eq!(rows[57].trim_end_matches(['│', ' ']), "│>");
    assert_eq!(screen.cursor(), Position::new(3, 57));
    screen.press(KeyCode::Tab, 0);
    // e1's middle: row 2 + 7 squares of 6 + 3.
    assert_eq!(screen.cursor(), Position::new(53, 47));

    // 100 × 32 cannot hold 5 × 3 squares: 3 × 2, and the input line is on the screen.
    let mut screen = sized(session("en", None), view, 100, 32);
    screen.type_text("Nf", 0);
    let rows = screen.rows();
    assert_eq!(rows[19].chars().next(), Some('└'), "the board is 20 rows");
    assert!(rows[29].starts_with("│> Nf "), "{}", rows[29]);
    assert_eq!(screen.cursor(), Position::new(5, 29));
}

#[test]
fn under_a_screen_reader_the_words_come_first_and_the_clocks_change_only_with_news() {
    let view = ViewOptions {
        read_aloud: true,
        ..ViewOptions::default()
    };
    let mut screen = sized(session("en", Some("300+0")), view, 80, 24);
    screen.type_line("", 0);
    screen.type_line("e4", 1_000);
    let rows = screen.rows();
    assert!(rows[0].starts_with("┌Said"), "{}", rows[0]);
    assert_eq!(
        rows[3].trim_end(),
        "│Pawn Echo four                                                                │"
    );
    assert!(rows[7].starts_with("┌Board"), "{}", rows[7]);
    let clocks = |screen: &TestScreen| screen.rows()[8].clone();
    let before = clocks(&screen);
    assert!(before.contains("White        4:59"), "{before}");
    assert_eq!(
        screen.runtime.face().next_redraw(screen.table(), 1_000),
        None,
        "no redraw for the clock"
    );
    // Typing redraws the screen, but the clock's face stays as it was at the move.
    screen.type_text("e", 9_000);
    assert_eq!(clocks(&screen), before);
    // News (a move) shows the clocks as they are now.
    screen.type_line("5", 9_500);
    assert!(
        clocks(&screen).contains("White        4:51"),
        "{}",
        clocks(&screen)
    );
}

#[test]
fn a_resize_while_the_clock_runs_never_loses_the_input_line() {
    let mut screen = five_minutes(80, 24);
    screen.type_line("", 0);
    screen.type_text("Nf", 500);
    let mut now = 500;
    for (width, height) in [(40, 12), (200, 60), (30, 14), (64, 20), (12, 3), (80, 24)] {
        now += 700;
        resize(&mut screen, width, height, now);
        // The clock's own redraw comes too.
        if let Some(wake) = screen.next_wake(now) {
            now = wake;
            screen.wake(now);
        }
        let cursor = screen.cursor();
        let row = &screen.rows()[usize::from(cursor.y)];
        let before: String = row.chars().take(usize::from(cursor.x)).collect();
        assert!(
            before.ends_with("> Nf"),
            "at {width}×{height} the cursor follows \"> Nf\": {row:?} {cursor:?}"
        );
    }
}
