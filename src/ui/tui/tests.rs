//! The screen over the runtime: when its loop wakes, and what it shows.

use std::sync::mpsc::channel;

use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::Position;

use super::*;
use crate::core::clock::TimeControl;
use crate::core::clock::clock_face;
use crate::core::game::Game;
use crate::core::session::{Session, SessionConfig};
use crate::core::table::TableSetup;
use crate::core::voice::Voice;
use crate::runtime::{Carrier, Runtime, Timeline};
use crate::runtime::{Event as RuntimeEvent, Inbox};
use crate::ui::testing::TestScreen;

fn session(time: Option<&str>) -> Session {
    let config = SessionConfig {
        time_control: time.map(|t| t.parse::<TimeControl>().unwrap()),
        ..SessionConfig::default()
    };
    Session::new(config, Voice::builtin("en").unwrap(), Game::new(), 0)
}

/// The table without a clock on an 80×24 test screen, behind the runtime, with nothing spoken.
fn runtime_on_a_test_screen() -> Runtime<ScreenFace<TestBackend>> {
    let table = Table::new(session(None), TableSetup::default());
    let app = App::new(ViewOptions::default(), &table);
    let terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    Runtime::new(
        table,
        Carrier::new(None, None, true),
        ScreenFace::new(app, terminal),
    )
}

#[test]
fn without_a_clock_the_loop_blocks_on_the_keyboard() {
    let mut screen = TestScreen::new(session(None), ViewOptions::default());
    let mut wakes = vec![screen.next_wake(0)];
    screen.type_line("e4", 1_000);
    wakes.push(screen.next_wake(1_000));
    screen.type_line("e5", 5_000);
    wakes.push(screen.next_wake(5_000));
    let said = screen.said();
    // A key released (Windows reports releases) does nothing; nor does a resize.
    screen.event(
        Event::Key(KeyEvent::new_with_kind(
            KeyCode::Char('x'),
            KeyModifiers::NONE,
            KeyEventKind::Release,
        )),
        6_000,
    );
    screen.event(Event::Resize(80, 24), 6_000);
    assert_eq!(screen.input(), "");
    assert_eq!(screen.said(), said);
    wakes.push(screen.next_wake(6_000));
    screen.chord(KeyCode::Char('q'), KeyModifiers::CONTROL, 7_000);
    assert!(!screen.finished());
    wakes.push(screen.next_wake(7_000));
    screen.chord(KeyCode::Char('q'), KeyModifiers::CONTROL, 7_100);
    assert!(screen.finished(), "the table ended at the second Ctrl-Q");
    assert!(
        wakes.iter().all(Option::is_none),
        "never woken by a timer: {wakes:?}"
    );
    let rows = screen.rows();
    assert!(rows[5].contains("1. e4 e5"), "{}", rows[5]);
    assert!(rows.iter().any(|row| row.contains("Pawn Echo four")));
    assert!(rows[21].starts_with("│> "));
    assert!(rows[19].starts_with("White to move"), "{}", rows[19]);
    assert_eq!(screen.cursor(), Position::new(3, 21));
}

#[test]
fn a_running_clock_wakes_the_loop_for_its_face_and_the_flag_only() {
    let mut screen = TestScreen::new(session(Some("60+0")), ViewOptions::default());
    assert_eq!(screen.next_wake(0), None, "the clock waits to be started");
    screen.type_line("", 0);
    let mut now = 0;
    let mut sleeps = Vec::new();
    while let Some(wake) = screen.next_wake(now) {
        sleeps.push(wake - now);
        now = wake;
        screen.wake(now);
        // Each wake shows the clock as it is then.
        let face = clock_face(60_000 - now);
        assert!(screen.rows()[1].contains(&face), "{face} at {now}");
    }
    // 50 whole seconds, then 100 tenths; after the flag, nothing until a key.
    assert_eq!(sleeps.len(), 150, "{sleeps:?}");
    assert!(sleeps.iter().all(|s| (1..=1_000).contains(s)), "{sleeps:?}");
    assert!(sleeps[50..].iter().all(|s| *s == 100), "{sleeps:?}");
    assert_eq!(now, 60_000);
    assert!(screen.session().game().is_over());
    assert_eq!(screen.next_wake(90_000), None);
    screen.chord(KeyCode::Char('c'), KeyModifiers::CONTROL, 120_000);
    assert!(screen.finished());
    let rows = screen.rows();
    assert!(rows[1].contains("0:00.0"), "{}", rows[1]);
    assert!(
        rows[19].starts_with("Time forfeit. Black wins."),
        "{}",
        rows[19]
    );
}

#[test]
fn the_loop_reads_its_inbox_until_the_player_leaves() {
    let mut runtime = runtime_on_a_test_screen();
    let (sender, events) = channel();
    let inbox = Inbox::new(sender);
    let key = |code, modifiers| RuntimeEvent::Face(Event::Key(KeyEvent::new(code, modifiers)));
    for c in "e4\n".chars() {
        let code = if c == '\n' {
            KeyCode::Enter
        } else {
            KeyCode::Char(c)
        };
        inbox.send(key(code, KeyModifiers::NONE));
    }
    inbox.send(key(KeyCode::Char('q'), KeyModifiers::CONTROL));
    inbox.send(key(KeyCode::Char('q'), KeyModifiers::CONTROL));
    // Typed after leaving: never read.
    inbox.send(key(KeyCode::Char('x'), KeyModifiers::NONE));
    drop(inbox);
    // Without a clock the loop never needs a timer: queued keys are all it waits for.
    runtime.run(&events, &Timeline::starting_at(0)).unwrap();
    assert!(runtime.finished());
    assert!(
        events.try_recv().is_ok(),
        "the loop ended at the second Ctrl-Q"
    );
    assert_eq!(runtime.table().session().game().san_list(), ["e4"]);
    assert_eq!(runtime.face().app().input(), "");
}

#[test]
fn a_burst_of_keys_waiting_together_is_drawn_in_a_few_frames_not_one_a_key() {
    let mut runtime = runtime_on_a_test_screen();
    let (sender, events) = channel();
    let inbox = Inbox::new(sender);
    let key = |code| RuntimeEvent::Face(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    let typed = "e5 ".repeat(300);
    for c in typed.chars() {
        inbox.send(key(KeyCode::Char(c)));
    }
    drop(inbox);
    // The input ends after the keys: the table ends, having read them all.
    runtime.run(&events, &Timeline::starting_at(0)).unwrap();
    assert_eq!(runtime.face().app().input(), typed);
    // One frame at the start and one at the end, and one a frame's time while the keys are
    // read: far fewer than one a key, however slow the machine.
    let frames = runtime.face_mut().terminal_mut().get_frame().count();
    assert!(frames < typed.len() / 10, "{frames} frames");
}
