use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::core::clock::TimeControl;
use crate::core::game::Game;
use crate::core::session::{Session, SessionConfig};
use crate::core::voice::Voice;

fn session(voice: &str, time: Option<&str>) -> Session {
    let config = SessionConfig {
        time_control: time.map(|t| t.parse::<TimeControl>().unwrap()),
        ..SessionConfig::default()
    };
    Session::new(config, Voice::builtin(voice).unwrap(), Game::new(), 0)
}

fn press(app: &mut App<'_>, code: KeyCode, at_ms: u64) {
    app.on_key(KeyEvent::new(code, KeyModifiers::NONE), at_ms);
}

fn type_text(app: &mut App<'_>, text: &str, at_ms: u64) {
    for c in text.chars() {
        press(app, KeyCode::Char(c), at_ms);
    }
}

fn render(app: &App<'_>, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| draw(app, frame)).unwrap();
    terminal
}

/// The screen's text, one string a row.
fn rows(terminal: &Terminal<TestBackend>) -> Vec<String> {
    let buffer = terminal.backend().buffer();
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .collect()
}

/// The cell at a position, for styles.
fn cell(terminal: &Terminal<TestBackend>, x: u16, y: u16) -> ratatui::buffer::Cell {
    terminal.backend().buffer()[(x, y)].clone()
}

#[test]
fn the_whole_screen_while_typing_a_move() {
    let mut session = session("en", Some("300+0"));
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    type_text(&mut app, "e4", 1_000);
    press(&mut app, KeyCode::Enter, 1_000);
    type_text(&mut app, "e5", 2_500);
    press(&mut app, KeyCode::Enter, 2_500);
    type_text(&mut app, "Nc", 4_200);
    let mut terminal = render(&app, 80, 24);
    assert_eq!(
        rows(&terminal),
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
            "│Pawn Echo four                                                                │",
            "│Pawn Echo five                                                                │",
            "│                                                                              │",
            "│                                                                              │",
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
    terminal.backend_mut().assert_cursor_position((5, 21));
    press(&mut app, KeyCode::Left, 4_200);
    let mut terminal = render(&app, 80, 24);
    terminal.backend_mut().assert_cursor_position((4, 21));
}

#[test]
fn on_the_board_the_cursor_sits_on_the_focused_square() {
    let mut session = session("en", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    press(&mut app, KeyCode::Tab, 0);
    let mut terminal = render(&app, 80, 24);
    // e1: border 1, labels 3, four squares of 3, middle of the square 1; row 1 + rank 8..2.
    terminal.backend_mut().assert_cursor_position((17, 9));
    assert_eq!(cell(&terminal, 17, 9).symbol(), "K");
    assert_eq!(
        cell(&terminal, 17, 9).bg,
        Ink::Yellow,
        "the focus is marked"
    );
    assert_ne!(cell(&terminal, 14, 9).bg, Ink::Yellow);
    press(&mut app, KeyCode::Up, 0);
    press(&mut app, KeyCode::Left, 0);
    press(&mut app, KeyCode::Enter, 0);
    let mut terminal = render(&app, 80, 24);
    terminal.backend_mut().assert_cursor_position((14, 8));
    assert_eq!(cell(&terminal, 14, 8).symbol(), "P");
    assert_eq!(
        rows(&terminal)[19],
        "White to move · selected: d2".to_owned() + &" ".repeat(52)
    );
    // The board frame shows where the keys go.
    assert_eq!(cell(&terminal, 0, 0).fg, Ink::Yellow);
    assert_ne!(cell(&terminal, 0, 20).fg, Ink::Yellow);
    // Back to the input line: the cursor follows.
    press(&mut app, KeyCode::Tab, 0);
    let mut terminal = render(&app, 80, 24);
    terminal.backend_mut().assert_cursor_position((3, 21));
}

#[test]
fn large_print_with_black_at_the_bottom_and_symbols() {
    let mut session = session("fide", None);
    let view = ViewOptions {
        bottom: shakmaty::Color::Black,
        large: true,
        symbols: true,
        ..ViewOptions::default()
    };
    let mut app = App::new(&mut session, None, None, view, 0);
    type_text(&mut app, "e4", 0);
    press(&mut app, KeyCode::Enter, 0);
    press(&mut app, KeyCode::Tab, 0);
    let mut terminal = render(&app, 100, 40);
    let rows = rows(&terminal);
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
    terminal.backend_mut().assert_cursor_position((21, 24));
    // The whole 5 × 3 square is marked, not only its middle.
    assert_eq!(cell(&terminal, 19, 23).bg, Ink::Yellow);
    assert_eq!(cell(&terminal, 23, 25).bg, Ink::Yellow);
    assert_ne!(cell(&terminal, 24, 25).bg, Ink::Yellow);
}

#[test]
fn high_contrast_squares_are_black_and_white_and_pieces_contrast_with_them() {
    let mut session = session("en", None);
    let view = ViewOptions {
        high_contrast: true,
        ..ViewOptions::default()
    };
    let app = App::new(&mut session, None, None, view, 0);
    let terminal = render(&app, 80, 24);
    // a1 (dark, White's rook) and h1 (light, White's rook); a8 light with Black's rook.
    let a1 = cell(&terminal, 5, 9);
    let h1 = cell(&terminal, 26, 9);
    let a8 = cell(&terminal, 5, 2);
    assert_eq!((a1.symbol(), a1.bg, a1.fg), ("R", Ink::Black, Ink::White));
    assert_eq!((h1.symbol(), h1.bg, h1.fg), ("R", Ink::White, Ink::Black));
    assert_eq!((a8.symbol(), a8.bg, a8.fg), ("r", Ink::White, Ink::Black));
    assert!(a1.modifier.contains(Modifier::BOLD));
}

#[test]
fn a_long_line_scrolls_and_the_cursor_stays_in_the_field() {
    let mut session = session("en", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    let long = "attackers e4 ".repeat(10);
    type_text(&mut app, &long, 0);
    let mut terminal = render(&app, 40, 24);
    // The field is 38 wide: the prompt, 35 characters of the line's end, the caret after them.
    terminal.backend_mut().assert_cursor_position((38, 21));
    let row = &rows(&terminal)[21];
    let shown: String = long.chars().skip(long.chars().count() - 35).collect();
    assert_eq!(*row, format!("│> {shown} │"));
    press(&mut app, KeyCode::Home, 0);
    let mut terminal = render(&app, 40, 24);
    terminal.backend_mut().assert_cursor_position((3, 21));
    assert!(rows(&terminal)[21].starts_with("│> attackers e4 attackers"));
}

#[test]
fn a_tiny_terminal_draws_what_fits_without_panicking() {
    let mut session = session("en", Some("60+0"));
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    press(&mut app, KeyCode::Tab, 0);
    for (width, height) in [(1, 1), (10, 4), (30, 12), (200, 3)] {
        let terminal = render(&app, width, height);
        assert_eq!(rows(&terminal).len(), usize::from(height));
    }
    let view = ViewOptions {
        large: true,
        ..ViewOptions::default()
    };
    app.view = view;
    let _ = render(&app, 20, 10);
}

#[test]
fn clock_faces_round_up_and_show_tenths_at_the_end() {
    assert_eq!(clock_face(5_400_000), "1:30:00");
    assert_eq!(clock_face(300_000), "5:00");
    assert_eq!(clock_face(299_001), "5:00");
    assert_eq!(clock_face(299_000), "4:59");
    assert_eq!(clock_face(10_000), "0:10");
    assert_eq!(clock_face(9_901), "0:10");
    assert_eq!(clock_face(9_900), "0:09.9");
    assert_eq!(clock_face(301), "0:00.4");
    assert_eq!(clock_face(1), "0:00.1");
    assert_eq!(clock_face(0), "0:00.0");
}

#[test]
fn the_score_sheet_speaks_the_players_letters() {
    let de = &crate::core::strings::GERMAN.piece_letters;
    let fr = &crate::core::strings::FRENCH.piece_letters;
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
    let mut session = Session::new(
        SessionConfig::default(),
        Voice::builtin("en").unwrap(),
        game,
        0,
    );
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    for line in ["Kd7", "e4", "Kc6"] {
        type_text(&mut app, line, 0);
        press(&mut app, KeyCode::Enter, 0);
    }
    let rows = rows(&render(&app, 80, 24));
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
