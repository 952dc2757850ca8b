use ratatui::crossterm::event::{KeyCode, KeyModifiers};
use ratatui::layout::Position;

use crate::core::clock::TimeControl;
use crate::core::game::Game;
use crate::core::session::{Session, SessionConfig};
use crate::core::voice::Voice;
use crate::runtime::Face;
use crate::ui::app::{Layout, ViewOptions};
use crate::ui::testing::TestScreen;

fn reader_screen(time: Option<&str>) -> TestScreen {
    let config = SessionConfig {
        time_control: time.map(|t| t.parse::<TimeControl>().unwrap()),
        ..SessionConfig::default()
    };
    let session = Session::new(config, Voice::builtin("en").unwrap(), Game::new(), 0);
    let view = ViewOptions {
        layout: Layout::ScreenReader,
        ..ViewOptions::default()
    };
    TestScreen::new(session, view)
}

/// The rows with their trailing blanks cut (what a screen reader reads).
fn text_rows(screen: &TestScreen) -> Vec<String> {
    screen
        .rows()
        .iter()
        .map(|row| row.trim_end().to_owned())
        .collect()
}

#[test]
fn a_short_title_then_each_announcement_once_with_the_cursor_after_the_latest() {
    let mut screen = reader_screen(Some("300+0"));
    let rows = text_rows(&screen);
    assert_eq!(
        rows[..2],
        [
            "annabella · Alt-H these keys",
            "New game; five minutes; Enter starts the clock >",
        ]
    );
    assert!(rows[2..].iter().all(String::is_empty), "{rows:?}");
    assert_eq!(screen.cursor(), Position::new(49, 1), "after the prompt");
    screen.type_line("e4", 1_000);
    screen.type_text("e", 1_500);
    let rows = text_rows(&screen);
    assert_eq!(
        rows[1..3],
        [
            "New game; five minutes; Enter starts the clock > e4",
            "Pawn Echo four > e",
        ]
    );
    assert_eq!(screen.cursor(), Position::new(18, 2));
    screen.type_line("5", 2_000);
    let rows = text_rows(&screen);
    assert_eq!(
        rows[2], "Pawn Echo four > e5",
        "the line typed stays, as typed"
    );
    assert_eq!(rows[3], "Pawn Echo five >");
    assert_eq!(screen.cursor(), Position::new(17, 3));
    // No box drawing anywhere.
    assert!(
        rows.iter().all(|row| !row.contains(['│', '─', '┌'])),
        "{rows:?}"
    );
}

#[test]
fn with_the_clock_running_the_screen_does_not_change_while_idle() {
    let mut screen = reader_screen(Some("300+0"));
    screen.type_line("e4", 0);
    let before = screen.rows();
    let cursor = screen.cursor();
    assert_eq!(
        screen.runtime.face().next_redraw(screen.table(), 0),
        None,
        "no redraw for the clock"
    );
    // Whatever wakes the table (its own announcements) in the next 50 seconds changes nothing
    // on the screen unless it says something.
    let mut now = 0;
    while let Some(wake) = screen.next_wake(now).filter(|w| *w <= 50_000) {
        now = wake;
        screen.wake(now);
    }
    screen.wake(50_000);
    assert_eq!(screen.said().last().unwrap(), "Pawn Echo four");
    assert_eq!(screen.rows(), before);
    assert_eq!(screen.cursor(), cursor);
}

#[test]
fn on_the_board_the_cursor_line_holds_the_focused_square_in_words() {
    let mut screen = reader_screen(None);
    screen.type_line("e4", 0);
    screen.press(KeyCode::Tab, 0);
    let rows = text_rows(&screen);
    assert_eq!(
        rows[1..4],
        [
            "New game; no clock > e4",
            "Pawn Echo four >",
            "Echo one: white King",
        ]
    );
    assert_eq!(
        screen.cursor(),
        Position::new(0, 3),
        "at the start of the words"
    );
    screen.press(KeyCode::Up, 0);
    let rows = text_rows(&screen);
    assert_eq!(
        rows[3], "Echo two: empty",
        "the focus words replace each other"
    );
    assert!(rows[4].is_empty());
    screen.press(KeyCode::Right, 0);
    assert_eq!(text_rows(&screen)[3], "Foxtrot two: white Pawn");
    assert_eq!(screen.cursor(), Position::new(0, 3));
    // Back to typing: the prompt follows the input line's title.
    screen.press(KeyCode::Tab, 0);
    assert_eq!(text_rows(&screen)[3], "Move or command >");
    assert_eq!(screen.cursor(), Position::new(18, 3));
}

#[test]
fn a_full_screen_scrolls_under_the_title_and_keeps_the_cursor_on_the_latest() {
    let mut screen = reader_screen(None);
    for (i, line) in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"]
        .iter()
        .cycle()
        .take(8)
        .enumerate()
    {
        screen.type_line(line, i as u64);
    }
    for _ in 0..20 {
        screen.chord(KeyCode::Char('l'), KeyModifiers::ALT, 100);
    }
    let rows = text_rows(&screen);
    assert!(rows[0].starts_with("annabella · "), "{rows:?}");
    // The oldest lines have left; the title stays.
    assert_eq!(rows[1], "Pawn Alpha six > Ba4");
    assert_eq!(rows[23], "move four, Black: Knight Foxtrot six >");
    assert_eq!(screen.cursor(), Position::new(39, 23));
}
