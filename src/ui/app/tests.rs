use std::sync::mpsc::Receiver;
use std::time::Duration;

use ratatui::crossterm::event::{Event, KeyCode, KeyModifiers};
use shakmaty::{Color, Square};

use super::*;
use crate::core::clock::TimeControl;
use crate::core::game::Game;
use crate::core::session::{Record, SessionConfig};
use crate::core::table::TableSetup;
use crate::core::voice::Voice;
use crate::runtime::Event as RuntimeEvent;
use crate::runtime::testing::{
    Asked, EngineAnswerEvent, EngineError, FakeReply, engine_carrier, journaled_carrier,
    journaled_records, speaking_carrier,
};
use crate::ui::testing::TestScreen;

fn session(voice: &str, time: Option<&str>) -> Session {
    session_from(voice, time, Game::new())
}

fn session_from(voice: &str, time: Option<&str>, game: Game) -> Session {
    let config = SessionConfig {
        time_control: time.map(|t| t.parse::<TimeControl>().unwrap()),
        ..SessionConfig::default()
    };
    Session::new(config, Voice::builtin(voice).unwrap(), game, 0)
}

fn screen(voice: &str, time: Option<&str>) -> TestScreen {
    TestScreen::new(session(voice, time), ViewOptions::default())
}

/// A screen with a scripted engine playing Black, the channel its answers arrive on, and what
/// it was asked.
fn screen_with_engine(script: Vec<FakeReply>) -> (TestScreen, Receiver<EngineAnswerEvent>, Asked) {
    let (carrier, setup, events, asked) = engine_carrier(script, Color::Black);
    let screen = TestScreen::with(session("en", None), ViewOptions::default(), setup, carrier);
    (screen, events, asked)
}

/// Delivers the engine's next answer at `at_ms` (the fake answers as soon as it is asked).
fn engine_answers(screen: &mut TestScreen, events: &Receiver<EngineAnswerEvent>, at_ms: u64) {
    let answer = events
        .recv_timeout(Duration::from_secs(5))
        .expect("the engine was asked and answered");
    screen
        .runtime
        .deliver(at_ms, RuntimeEvent::Engine(answer))
        .unwrap();
}

#[test]
fn arrows_move_the_focus_and_each_square_is_announced() {
    let mut screen = screen("fide", None);
    assert_eq!(screen.focus(), Focus::Input);
    screen.press(KeyCode::Tab, 0);
    assert_eq!(screen.focus(), Focus::Board);
    assert_eq!(
        screen.app().square(),
        Square::E1,
        "the focus starts on the player's king"
    );
    assert_eq!(screen.last_said(), "Eva eins: weißer König");
    screen.presses(&[KeyCode::Up], 0);
    assert_eq!(screen.app().square(), Square::E2);
    assert_eq!(screen.last_said(), "Eva zwei: weißer Bauer");
    screen.presses(&[KeyCode::Up, KeyCode::Up, KeyCode::Left], 0);
    assert_eq!(screen.app().square(), Square::D4);
    assert_eq!(screen.last_said(), "David vier: leer");
    // Walking the board leaves one focus line in the log (after the greeting), not one a step.
    assert_eq!(screen.said()[1..], ["David vier: leer"]);
    screen.presses(&[KeyCode::Down; 5], 0);
    assert_eq!(
        screen.app().square(),
        Square::D1,
        "the edge stops the focus"
    );
    assert_eq!(screen.last_said(), "David eins: weiße Dame");
}

#[test]
fn announcements_reach_the_speech_engine() {
    let (carrier, sink) = speaking_carrier();
    let mut screen = TestScreen::with(
        session("en", None),
        ViewOptions::default(),
        TableSetup::default(),
        carrier,
    );
    screen.press(KeyCode::Tab, 0);
    screen.press(KeyCode::Right, 0);
    screen.press(KeyCode::Tab, 0);
    screen.type_line("e4", 0);
    screen.runtime.finish_speech(Duration::from_secs(5));
    assert_eq!(
        sink.lines(),
        [
            "New game; no clock",
            "Echo one: white King",
            "Foxtrot one: white Bishop",
            "Move or command",
            "Pawn Echo four",
        ]
    );
}

#[test]
fn the_flipped_board_turns_the_arrows_too() {
    let mut screen = screen("en", None);
    screen.press(KeyCode::F(9), 0);
    assert_eq!(screen.app().view.bottom, Color::Black);
    assert_eq!(screen.last_said(), "Black at the bottom");
    screen.press(KeyCode::Tab, 0);
    // Black at the bottom: up the screen is down the ranks, right is towards the a-file.
    screen.presses(&[KeyCode::Down, KeyCode::Right], 0);
    assert_eq!(screen.app().square(), Square::D2);
    screen.chord(KeyCode::Char('f'), KeyModifiers::ALT, 0);
    assert_eq!(screen.app().view.bottom, Color::White);
    assert_eq!(screen.last_said(), "White at the bottom");
}

#[test]
fn a_piece_picked_up_and_put_down_on_the_board_is_played() {
    let mut screen = screen("fide", None);
    screen.press(KeyCode::Tab, 0);
    screen.presses(&[KeyCode::Up, KeyCode::Enter], 0);
    assert_eq!(screen.app().selected(), Some(Square::E2));
    assert_eq!(screen.last_said(), "gewählt: Eva zwei: weißer Bauer");
    assert!(screen.status().contains(&"gewählt: e2".to_owned()));
    screen.presses(&[KeyCode::Up, KeyCode::Up, KeyCode::Enter], 10);
    assert_eq!(screen.app().selected(), None);
    assert_eq!(screen.session().game().san_list(), ["e4"]);
    assert_eq!(screen.last_said(), "Bauer Eva vier");
    // Black's knight: picked up, put down again (cancelled), then played.
    screen.presses(&[KeyCode::Up; 4], 20);
    screen.presses(&[KeyCode::Right, KeyCode::Right, KeyCode::Enter], 20);
    assert_eq!(screen.app().square(), Square::G8);
    assert_eq!(screen.app().selected(), Some(Square::G8));
    screen.press(KeyCode::Enter, 20);
    assert_eq!(screen.app().selected(), None);
    assert_eq!(screen.last_said(), "Auswahl aufgehoben");
    screen.presses(&[KeyCode::Enter, KeyCode::Down, KeyCode::Down], 20);
    screen.presses(&[KeyCode::Right, KeyCode::Enter], 20);
    assert_eq!(screen.session().game().san_list(), ["e4", "Nh6"]);
    assert_eq!(screen.last_said(), "Springer Hector sechs");
}

#[test]
fn a_wrong_square_is_refused_in_the_sessions_words() {
    let mut screen = screen("en", None);
    screen.press(KeyCode::Tab, 0);
    // e1 holds White's king: picked up; e3 is no move for it.
    screen.presses(
        &[KeyCode::Enter, KeyCode::Up, KeyCode::Up, KeyCode::Enter],
        0,
    );
    assert!(screen.session().game().san_list().is_empty());
    let refusal = screen.last_said();
    assert!(refusal.starts_with("illegal move \"e1e3\""), "{refusal}");
    assert!(screen.status().contains(&refusal), "{:?}", screen.status());
    // An empty square with nothing picked up: the player is told what to do.
    screen.press(KeyCode::Enter, 0);
    assert_eq!(screen.last_said(), "choose a piece of White");
    // The refusal stays on the status line until a move is played.
    assert!(screen.status().contains(&refusal));
    screen.type_line("d4", 0);
    assert!(!screen.status().contains(&refusal));
}

#[test]
fn promotion_on_the_board_makes_a_queen_and_the_king_castles_by_its_step() {
    let game = Game::from_fen("4k3/P7/8/8/8/8/8/4K2R w K - 0 1", None).unwrap();
    let mut screen = TestScreen::new(session_from("en", None, game), ViewOptions::default());
    screen.press(KeyCode::Tab, 0);
    // King e1 to g1: castling.
    screen.presses(&[KeyCode::Enter, KeyCode::Right, KeyCode::Right], 0);
    screen.press(KeyCode::Enter, 0);
    assert_eq!(screen.session().game().san_list(), ["O-O"]);
    screen.type_line("Kd7", 0);
    screen.press(KeyCode::Esc, 0);
    // From g1 to a7: six left, six up.
    screen.presses(&[KeyCode::Left; 6], 0);
    screen.presses(&[KeyCode::Up; 6], 0);
    screen.presses(&[KeyCode::Enter, KeyCode::Up, KeyCode::Enter], 0);
    assert_eq!(screen.session().game().san_list(), ["O-O", "Kd7", "a8=Q"]);
}

#[test]
fn typed_lines_are_edited_submitted_and_recalled() {
    let mut screen = screen("en", None);
    screen.type_text("Nf4", 0);
    screen.presses(&[KeyCode::Backspace], 0);
    screen.press(KeyCode::Char('3'), 0);
    screen.presses(&[KeyCode::Home, KeyCode::Delete], 0);
    screen.chord(KeyCode::Char('N'), KeyModifiers::SHIFT, 0);
    assert_eq!(screen.input(), "Nf3");
    assert_eq!(screen.caret(), 1);
    screen.presses(&[KeyCode::End], 0);
    assert_eq!(screen.caret(), 3);
    screen.presses(&[KeyCode::Enter], 0);
    assert_eq!(screen.input(), "");
    assert_eq!(screen.session().game().san_list(), ["Nf3"]);
    assert_eq!(screen.last_said(), "Knight Foxtrot three");
    screen.type_line("d5", 0);
    screen.presses(&[KeyCode::Up, KeyCode::Up], 0);
    assert_eq!(screen.input(), "Nf3");
    screen.presses(&[KeyCode::Down], 0);
    assert_eq!(screen.input(), "d5");
    screen.presses(&[KeyCode::Down], 0);
    assert_eq!(screen.input(), "");
    // Esc clears a line, then goes to the board.
    screen.type_text("xyz", 0);
    screen.presses(&[KeyCode::Esc], 0);
    assert_eq!((screen.input(), screen.focus()), ("", Focus::Input));
    screen.presses(&[KeyCode::Esc], 0);
    assert_eq!(screen.focus(), Focus::Board);
    // A letter typed on the board starts the input line.
    screen.press(KeyCode::Char('c'), 0);
    assert_eq!((screen.input(), screen.focus()), ("c", Focus::Input));
}

#[test]
fn space_on_the_board_and_f12_press_the_clock() {
    let mut screen = screen("en", Some("300+2"));
    screen.type_line("e4", 1_000);
    assert_eq!(screen.session().awaiting_press(), Some(Color::White));
    assert!(
        screen
            .status()
            .contains(&"White: press the clock".to_owned())
    );
    // Space is typed on the input line …
    screen.press(KeyCode::Char(' '), 1_500);
    assert_eq!(screen.session().awaiting_press(), Some(Color::White));
    assert_eq!(screen.input(), " ");
    // … and presses the clock on the board.
    screen.presses(&[KeyCode::Esc, KeyCode::Esc, KeyCode::Char(' ')], 2_000);
    assert_eq!(screen.session().awaiting_press(), None);
    assert_eq!(screen.session().clock().unwrap().moves(Color::White), 1);
    screen.type_line("e5", 3_000);
    screen.press(KeyCode::F(12), 3_000);
    assert_eq!(screen.session().clock().unwrap().moves(Color::Black), 1);
}

#[test]
fn an_empty_enter_presses_the_clock() {
    let mut screen = screen("en", Some("300+2"));
    screen.type_line("e4", 1_000);
    assert_eq!(screen.session().awaiting_press(), Some(Color::White));
    screen.press(KeyCode::Enter, 1_500);
    assert_eq!(screen.session().awaiting_press(), None);
    assert_eq!(screen.session().clock().unwrap().moves(Color::White), 1);
    // With nothing to press, an empty Enter does nothing else.
    let said = screen.said();
    screen.press(KeyCode::Enter, 2_000);
    assert_eq!(screen.session().clock().unwrap().moves(Color::Black), 0);
    assert_eq!(screen.session().game().history().len(), 1);
    assert_eq!(screen.said(), said);
}

#[test]
fn query_keys_ask_the_session() {
    let mut screen = screen("en", None);
    screen.type_line("e4", 0);
    screen.press(KeyCode::F(4), 0);
    assert_eq!(screen.last_said(), "move one, White: Pawn Echo four");
    screen.chord(KeyCode::Char('l'), KeyModifiers::ALT, 0);
    assert_eq!(screen.last_said(), "move one, White: Pawn Echo four");
    screen.press(KeyCode::F(3), 0);
    assert!(
        screen.last_said().contains("no clock"),
        "{}",
        screen.last_said()
    );
    // Attackers and legal moves of the focused square (e1 to start).
    screen.press(KeyCode::F(7), 0);
    assert_eq!(
        screen.last_said(),
        "Echo one: white King; White is not to move"
    );
    screen.press(KeyCode::F(6), 0);
    assert!(
        screen.last_said().starts_with("Echo one"),
        "{}",
        screen.last_said()
    );
    screen.press(KeyCode::F(2), 0);
    assert!(screen.last_said().starts_with("White: King Echo one"));
    let before = screen.log().len();
    screen.press(KeyCode::F(8), 0);
    assert_eq!(screen.log().len(), before + 1);
    assert_eq!(screen.said()[before], screen.said()[before - 1], "repeat");
}

#[test]
fn help_lists_the_keys_that_work_where_the_focus_is() {
    let mut screen = screen("fide", None);
    screen.press(KeyCode::F(1), 0);
    let input_help = screen.last_said();
    assert!(
        input_help.starts_with("Tasten: F1 oder Alt-H: diese Tasten; F2 oder Alt-B: das Brett;")
    );
    assert!(input_help.contains("Eingabe: Zug oder Befehl ausführen"));
    assert!(!input_help.contains("Pfeiltasten"));
    screen.press(KeyCode::Tab, 0);
    screen.chord(KeyCode::Char('h'), KeyModifiers::ALT, 0);
    let board_help = screen.last_said();
    assert!(board_help.contains("Pfeiltasten: auf dem Brett bewegen"));
    assert!(board_help.contains("Leertaste: Uhr drücken"));
    assert!(board_help.ends_with("Strg-C: sofort beenden."));
}

#[test]
fn leaving_asks_first_except_ctrl_c() {
    let mut screen = screen("en", None);
    screen.chord(KeyCode::Char('q'), KeyModifiers::CONTROL, 0);
    assert!(!screen.finished());
    assert_eq!(
        screen.last_said(),
        "press Ctrl-Q again to leave; the game is saved"
    );
    assert_eq!(screen.status()[0], screen.last_said());
    // Another key cancels the question and does its own work.
    screen.press(KeyCode::Char('e'), 0);
    assert!(!screen.finished());
    assert_eq!(screen.input(), "e");
    screen.chord(KeyCode::Char('q'), KeyModifiers::CONTROL, 0);
    screen.chord(KeyCode::Char('q'), KeyModifiers::CONTROL, 0);
    assert!(screen.finished());

    let mut screen = self::screen("en", None);
    screen.presses(&[KeyCode::Esc, KeyCode::Esc], 0);
    assert_eq!(screen.focus(), Focus::Board);
    assert_eq!(
        screen.last_said(),
        "press Esc again to leave; the game is saved"
    );
    screen.presses(&[KeyCode::Esc], 0);
    assert!(screen.finished());

    let mut screen = self::screen("en", None);
    screen.chord(KeyCode::Char('c'), KeyModifiers::CONTROL, 0);
    assert!(screen.finished());

    // Esc leaves the question to leave at its first press, saying so, and does nothing else:
    // the focus stays on the input line and no new question is asked.
    let mut screen = self::screen("en", None);
    screen.chord(KeyCode::Char('q'), KeyModifiers::CONTROL, 0);
    screen.presses(&[KeyCode::Esc], 0);
    assert!(!screen.finished());
    assert_eq!(screen.last_said(), "you stay at the table");
    assert_eq!(screen.focus(), Focus::Input);
    assert!(
        !screen
            .status()
            .iter()
            .any(|part| part.contains("again to leave")),
        "{:?}",
        screen.status()
    );
    screen.chord(KeyCode::Char('q'), KeyModifiers::CONTROL, 0);
    assert!(!screen.finished(), "asked again, not left");

    let mut screen = self::screen("en", None);
    screen.type_line("quit", 0);
    assert!(screen.finished(), "the quit command leaves at once");
}

#[test]
fn the_loop_sleeps_until_the_clock_face_or_the_session_needs_it() {
    let untimed = screen("en", None);
    assert_eq!(untimed.next_wake(5_000), None, "no clock: wait for a key");

    let mut screen = screen("en", Some("60+0"));
    assert_eq!(screen.next_wake(0), None, "the clock waits to be started");
    screen.type_line("", 0);
    // 60 s left at 0: the face changes at 59 s.
    assert_eq!(screen.next_wake(0), Some(1_000));
    assert_eq!(screen.next_wake(250), Some(1_000));
    // Run the loop's timing: sleep as told, wake, repeat, until the flag falls at 60 s.
    let mut now = 0;
    let mut wakes = 0;
    while let Some(wake) = screen.next_wake(now) {
        let sleep = wake - now;
        assert!((1..=1_000).contains(&sleep), "slept {sleep} ms at {now}");
        if now >= 50_000 {
            assert!(sleep <= 100, "tenths under ten seconds, at {now}");
        }
        now = wake;
        screen.wake(now);
        wakes += 1;
    }
    assert_eq!(now, 60_000);
    assert!(screen.session().game().is_over());
    // 50 whole seconds, then 100 tenths: nothing more, even with the talking clock.
    assert_eq!(wakes, 150);
    assert_eq!(
        screen.next_wake(60_000),
        None,
        "a finished game waits for keys"
    );
    assert!(
        screen.said().iter().any(|s| s.contains("White loses")),
        "{:?}",
        screen.said()
    );
}

#[test]
fn decisions_are_journaled_before_they_are_said() {
    let dir = tempfile::tempdir().unwrap();
    let (carrier, path) = journaled_carrier(dir.path());
    let mut screen = TestScreen::with(
        session("en", None),
        ViewOptions::default(),
        TableSetup::default(),
        carrier,
    );
    screen.type_line("e4", 100);
    // Said once it is on disk: the journal already holds the move.
    assert_eq!(screen.last_said(), "Pawn Echo four");
    assert_eq!(
        journaled_records(&path),
        [Record::Move {
            uci: "e2e4".parse().unwrap(),
            at_ms: 100
        }]
    );
    screen.type_line("e5", 200);
    drop(screen);
    assert_eq!(
        journaled_records(&path),
        [
            Record::Move {
                uci: "e2e4".parse().unwrap(),
                at_ms: 100
            },
            Record::Press { at_ms: 200 },
            Record::Move {
                uci: "e7e5".parse().unwrap(),
                at_ms: 200
            },
        ]
    );
}

#[test]
fn an_engine_answers_once_the_move_is_pressed_and_a_typed_move_presses_it() {
    let (mut screen, events, log) = screen_with_engine(vec![
        FakeReply::Uci("e7e5".into()),
        FakeReply::Uci("b8c6".into()),
    ]);
    screen.type_line("e4", 1_000);
    assert!(log.lock().unwrap().is_empty(), "not asked before the press");
    screen.presses(&[KeyCode::F(12)], 1_100);
    assert_eq!(log.lock().unwrap().len(), 1);
    engine_answers(&mut screen, &events, 1_200);
    assert_eq!(screen.last_said(), "Pawn Echo five");
    // A move typed while the engine waits for the press presses it; the engine is thinking.
    screen.type_line("Nf3", 1_300);
    screen.type_line("d4", 1_400);
    assert_eq!(screen.session().awaiting_press(), None);
    assert!(screen.table().engine().unwrap().thinking());
    assert_eq!(log.lock().unwrap().len(), 2);
    // The move typed while it thinks is kept for the position after its reply …
    assert_eq!(screen.last_said(), "Knight Foxtrot three");
    assert_eq!(screen.table().held().collect::<Vec<_>>(), ["d4"]);
    assert_eq!(screen.session().game().history().len(), 3);
    engine_answers(&mut screen, &events, 1_500);
    // … and played after it.
    let said = screen.said();
    let reply = said
        .iter()
        .position(|s| s == "Knight Charlie six")
        .unwrap_or_else(|| panic!("{said:?}"));
    assert_eq!(said[reply + 1..], ["Pawn Delta four"]);
    assert_eq!(
        screen.session().game().san_list(),
        ["e4", "e5", "Nf3", "Nc6", "d4"]
    );
    assert_eq!(screen.table().held().count(), 0);
}

#[test]
fn an_engine_that_fails_leaves_a_two_player_game() {
    let (mut screen, events, _) = screen_with_engine(vec![FakeReply::Fail(EngineError::Crashed(
        "exit status 3".into(),
    ))]);
    screen.type_line("e4", 1_000);
    screen.presses(&[KeyCode::F(12)], 1_100);
    engine_answers(&mut screen, &events, 1_200);
    assert!(
        screen
            .last_said()
            .ends_with("The game goes on between two players"),
        "{}",
        screen.last_said()
    );
    assert!(screen.table().engine().is_none());
    screen.type_line("e5", 1_300);
    assert_eq!(screen.last_said(), "Pawn Echo five");
}

/// While the finished game is analysed, the status line shows how far it has come: a bar and
/// the words on the sighted screen.
#[test]
fn the_analysis_shows_its_progress_on_the_status_line() {
    let game = crate::core::game::played(&["f2f3", "e7e5", "g2g4", "d8h4"]);
    let (carrier, events) = crate::runtime::testing::analyst_carrier();
    let mut screen = TestScreen::with(
        session_from("en", None, game),
        ViewOptions::default(),
        TableSetup::default(),
        carrier,
    );
    screen.type_line("analyse", 0);
    let under_way = |screen: &TestScreen, bar: &str, percent: u32| {
        let wanted = format!("{bar} the analysis is under way: {percent} percent");
        assert!(
            screen.status().contains(&wanted),
            "{wanted:?} not in {:?}",
            screen.status()
        );
    };
    under_way(&screen, "░░░░░░░░░░", 0);
    let answer = events.recv_timeout(Duration::from_secs(5)).unwrap();
    screen
        .runtime
        .deliver(10, RuntimeEvent::Analyst(answer))
        .unwrap();
    under_way(&screen, "██░░░░░░░░", 20);
}

#[test]
fn a_flood_of_typed_or_pasted_text_fills_the_line_to_its_limit_and_is_said_once() {
    let mut screen = screen("en", None);
    // Typed: half as much again as the line holds, each key through the whole runtime and a
    // drawing of the screen (the 120,000 keys this once typed took minutes, and showed no
    // more: the 500 keys past the limit are each refused the same way).
    let typed = "e4 ".repeat(INPUT_LIMIT / 2);
    screen.type_text(&typed, 0);
    assert_eq!(screen.input().chars().count(), INPUT_LIMIT);
    let full = |screen: &TestScreen| {
        screen
            .said()
            .iter()
            .filter(|said| said.starts_with("The input line is full"))
            .count()
    };
    assert_eq!(full(&screen), 1, "{:?}", screen.said());
    // Entered, the line is the first thousand characters; the keys after the flood count.
    screen.press(KeyCode::Enter, 0);
    assert_eq!(screen.input(), "");
    screen.type_line("time", 0);
    assert!(
        screen.last_said().contains("clock"),
        "{:?}",
        screen.last_said()
    );
    // A paste: one event of 120,000 characters, clipped the same way, said again for this new
    // line.
    let flood = "e4 ".repeat(40_000);
    screen.event(Event::Paste(format!("e4\n{flood}")), 0);
    assert_eq!(screen.input().chars().count(), INPUT_LIMIT);
    assert!(
        screen.input().starts_with("e4 e4 "),
        "{}",
        &screen.input()[..10]
    );
    assert_eq!(full(&screen), 2);
}

/// Esc with a spoken move read back waiting.
mod withdraw;
