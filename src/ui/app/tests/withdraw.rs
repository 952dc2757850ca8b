//! Esc with a spoken move read back waiting: the first press withdraws the question (nothing
//! played) and does nothing else; only with no question waiting does Esc clear the line, put a
//! picked-up piece back or ask to leave.

use ratatui::crossterm::event::{KeyCode, KeyModifiers};
use shakmaty::uci::UciMove;

use crate::core::game::Game;
use crate::core::session::{Session, SessionConfig};
use crate::core::table::{Heard, TableInput};
use crate::core::voice::Voice;
use crate::runtime::Event;
use crate::ui::app::{Focus, ViewOptions};
use crate::ui::testing::TestScreen;

/// A German table on the screen with "Bauer Eva vier" heard not surely: read back, waiting.
fn asked() -> TestScreen {
    let session = Session::new(SessionConfig::default(), Voice::fide(), Game::new(), 0);
    let mut screen = TestScreen::new(session, ViewOptions::default());
    let e4 = "e2e4"
        .parse::<UciMove>()
        .unwrap()
        .to_move(screen.session().game().position())
        .unwrap();
    screen
        .runtime
        .deliver(100, Event::Table(TableInput::Heard(Heard::Confirm(e4))))
        .unwrap();
    assert_eq!(
        screen.last_said(),
        "Meinten Sie Bauer Eva vier? Sagen Sie ja oder nein."
    );
    assert_eq!(screen.table().spoken_question(), Some(e4));
    screen
}

#[test]
fn the_first_esc_withdraws_the_question_and_leaves_the_line_then_clears_it() {
    let mut screen = asked();
    screen.type_text("zei", 200);
    screen.press(KeyCode::Esc, 300);
    assert_eq!(screen.last_said(), "Frage verworfen; nichts gespielt.");
    assert_eq!(screen.table().spoken_question(), None);
    assert_eq!((screen.input(), screen.focus()), ("zei", Focus::Input));
    // No question now: Esc does what it did.
    screen.press(KeyCode::Esc, 400);
    assert_eq!((screen.input(), screen.focus()), ("", Focus::Input));
    // A late "ja" plays nothing.
    screen.type_line("ja", 500);
    assert!(screen.session().game().history().is_empty());
}

#[test]
fn ctrl_u_withdraws_too_and_the_board_keeps_its_picked_up_piece() {
    let mut screen = asked();
    screen.chord(KeyCode::Char('u'), KeyModifiers::CONTROL, 200);
    assert_eq!(screen.last_said(), "Frage verworfen; nichts gespielt.");
    let mut screen = asked();
    // To the board, the focus on the king: pick up the pawn on e2.
    screen.press(KeyCode::Tab, 200);
    screen.presses(&[KeyCode::Up], 200);
    screen.press(KeyCode::Enter, 200);
    let picked = screen.app().selected();
    assert!(picked.is_some());
    screen.press(KeyCode::Esc, 300);
    assert_eq!(screen.last_said(), "Frage verworfen; nichts gespielt.");
    assert_eq!(screen.app().selected(), picked);
    screen.press(KeyCode::Esc, 400);
    assert_eq!(screen.app().selected(), None);
    assert!(screen.session().game().history().is_empty());
}
