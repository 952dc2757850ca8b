use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shakmaty::{Color, Square};

use super::*;
use crate::core::clock::TimeControl;
use crate::core::game::Game;
use crate::core::session::SessionConfig;
use crate::core::voice::Voice;
use crate::speech::TextEngine;

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

fn press(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn with(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
    KeyEvent::new(code, modifiers)
}

fn keys(app: &mut App<'_>, codes: &[KeyCode], at_ms: u64) {
    for &code in codes {
        app.on_key(press(code), at_ms);
    }
}

fn type_line(app: &mut App<'_>, text: &str, at_ms: u64) {
    for c in text.chars() {
        app.on_key(press(KeyCode::Char(c)), at_ms);
    }
    app.on_key(press(KeyCode::Enter), at_ms);
}

fn said(app: &App<'_>) -> Vec<String> {
    app.log().iter().map(|s| s.text.clone()).collect()
}

fn last_said(app: &App<'_>) -> String {
    app.log().last().map(|s| s.text.clone()).unwrap_or_default()
}

/// A text engine's output, shared with the test.
#[derive(Clone, Default)]
struct Sink(Arc<Mutex<Vec<u8>>>);

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Sink {
    fn lines(&self) -> Vec<String> {
        String::from_utf8(self.0.lock().unwrap().clone())
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect()
    }
}

#[test]
fn arrows_move_the_focus_and_each_square_is_announced() {
    let mut session = session("fide", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    assert_eq!(app.focus(), Focus::Input);
    app.on_key(press(KeyCode::Tab), 0);
    assert_eq!(app.focus(), Focus::Board);
    assert_eq!(
        app.square(),
        Square::E1,
        "the focus starts on the player's king"
    );
    assert_eq!(last_said(&app), "Eva eins: weißer König");
    keys(&mut app, &[KeyCode::Up], 0);
    assert_eq!(app.square(), Square::E2);
    assert_eq!(last_said(&app), "Eva zwei: weißer Bauer");
    keys(&mut app, &[KeyCode::Up, KeyCode::Up, KeyCode::Left], 0);
    assert_eq!(app.square(), Square::D4);
    assert_eq!(last_said(&app), "David vier: leer");
    // Walking the board leaves one focus line in the log, not one a step.
    assert_eq!(said(&app), ["David vier: leer"]);
    keys(&mut app, &[KeyCode::Down; 5], 0);
    assert_eq!(app.square(), Square::D1, "the edge stops the focus");
    assert_eq!(last_said(&app), "David eins: weiße Dame");
}

#[test]
fn announcements_reach_the_speech_engine() {
    let sink = Sink::default();
    let speech =
        SpeechService::start(Box::new(TextEngine::new(Box::new(sink.clone()))), None).unwrap();
    let mut session = session("en", None);
    let mut app = App::new(&mut session, None, Some(speech), ViewOptions::default(), 0);
    app.on_key(press(KeyCode::Tab), 0);
    app.on_key(press(KeyCode::Right), 0);
    app.on_key(press(KeyCode::Tab), 0);
    type_line(&mut app, "e4", 0);
    let speech = app.into_speech().unwrap();
    assert!(speech.flush(Duration::from_secs(5)));
    assert_eq!(
        sink.lines(),
        [
            "Echo one: white King",
            "Foxtrot one: white Bishop",
            "Move or command",
            "Pawn Echo four",
        ]
    );
}

#[test]
fn the_flipped_board_turns_the_arrows_too() {
    let mut session = session("en", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    app.on_key(press(KeyCode::F(9)), 0);
    assert_eq!(app.view.bottom, Color::Black);
    assert_eq!(last_said(&app), "Black at the bottom");
    app.on_key(press(KeyCode::Tab), 0);
    // Black at the bottom: up the screen is down the ranks, right is towards the a-file.
    keys(&mut app, &[KeyCode::Down, KeyCode::Right], 0);
    assert_eq!(app.square(), Square::D2);
    app.on_key(with(KeyCode::Char('f'), KeyModifiers::ALT), 0);
    assert_eq!(app.view.bottom, Color::White);
    assert_eq!(last_said(&app), "White at the bottom");
}

#[test]
fn a_piece_picked_up_and_put_down_on_the_board_is_played() {
    let mut session = session("fide", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    app.on_key(press(KeyCode::Tab), 0);
    keys(&mut app, &[KeyCode::Up, KeyCode::Enter], 0);
    assert_eq!(app.selected(), Some(Square::E2));
    assert_eq!(last_said(&app), "gewählt: Eva zwei: weißer Bauer");
    assert!(app.status().contains(&"gewählt: e2".to_owned()));
    keys(&mut app, &[KeyCode::Up, KeyCode::Up, KeyCode::Enter], 10);
    assert_eq!(app.selected(), None);
    assert_eq!(app.session().game().san_list(), ["e4"]);
    assert_eq!(last_said(&app), "Bauer Eva vier");
    // Black's knight: picked up, put down again (cancelled), then played.
    keys(&mut app, &[KeyCode::Up; 4], 20);
    keys(
        &mut app,
        &[KeyCode::Right, KeyCode::Right, KeyCode::Enter],
        20,
    );
    assert_eq!(app.square(), Square::G8);
    assert_eq!(app.selected(), Some(Square::G8));
    app.on_key(press(KeyCode::Enter), 20);
    assert_eq!(app.selected(), None);
    assert_eq!(last_said(&app), "Auswahl aufgehoben");
    keys(
        &mut app,
        &[KeyCode::Enter, KeyCode::Down, KeyCode::Down],
        20,
    );
    keys(&mut app, &[KeyCode::Right, KeyCode::Enter], 20);
    assert_eq!(app.session().game().san_list(), ["e4", "Nh6"]);
    assert_eq!(last_said(&app), "Springer Hector sechs");
}

#[test]
fn a_wrong_square_is_refused_in_the_sessions_words() {
    let mut session = session("en", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    app.on_key(press(KeyCode::Tab), 0);
    // e1 holds White's king: picked up; e3 is no move for it.
    keys(
        &mut app,
        &[KeyCode::Enter, KeyCode::Up, KeyCode::Up, KeyCode::Enter],
        0,
    );
    assert!(app.session().game().san_list().is_empty());
    let refusal = last_said(&app);
    assert!(refusal.starts_with("illegal move \"e1e3\""), "{refusal}");
    assert!(app.status().contains(&refusal), "{:?}", app.status());
    // An empty square with nothing picked up: the player is told what to do.
    app.on_key(press(KeyCode::Enter), 0);
    assert_eq!(last_said(&app), "choose a piece of White");
    // The refusal stays on the status line until a move is played.
    type_line(&mut app, "d4", 0);
    assert!(!app.status().contains(&refusal));
}

#[test]
fn promotion_on_the_board_makes_a_queen_and_the_king_castles_by_its_step() {
    let game = Game::from_fen("4k3/P7/8/8/8/8/8/4K2R w K - 0 1", None).unwrap();
    let mut session = session_from("en", None, game);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    app.on_key(press(KeyCode::Tab), 0);
    // King e1 to g1: castling.
    keys(
        &mut app,
        &[KeyCode::Enter, KeyCode::Right, KeyCode::Right],
        0,
    );
    app.on_key(press(KeyCode::Enter), 0);
    assert_eq!(app.session().game().san_list(), ["O-O"]);
    type_line(&mut app, "Kd7", 0);
    app.on_key(press(KeyCode::Esc), 0);
    // From g1 to a7: six left, six up.
    keys(&mut app, &[KeyCode::Left; 6], 0);
    keys(&mut app, &[KeyCode::Up; 6], 0);
    keys(&mut app, &[KeyCode::Enter, KeyCode::Up, KeyCode::Enter], 0);
    assert_eq!(app.session().game().san_list(), ["O-O", "Kd7", "a8=Q"]);
}

#[test]
fn typed_lines_are_edited_submitted_and_recalled() {
    let mut session = session("en", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    for c in "Nf4".chars() {
        app.on_key(press(KeyCode::Char(c)), 0);
    }
    keys(&mut app, &[KeyCode::Backspace], 0);
    app.on_key(press(KeyCode::Char('3')), 0);
    keys(&mut app, &[KeyCode::Home, KeyCode::Delete], 0);
    app.on_key(with(KeyCode::Char('N'), KeyModifiers::SHIFT), 0);
    assert_eq!(app.input(), "Nf3");
    assert_eq!(app.caret(), 1);
    keys(&mut app, &[KeyCode::End], 0);
    assert_eq!(app.caret(), 3);
    keys(&mut app, &[KeyCode::Enter], 0);
    assert_eq!(app.input(), "");
    assert_eq!(app.session().game().san_list(), ["Nf3"]);
    assert_eq!(last_said(&app), "Knight Foxtrot three");
    type_line(&mut app, "d5", 0);
    keys(&mut app, &[KeyCode::Up, KeyCode::Up], 0);
    assert_eq!(app.input(), "Nf3");
    keys(&mut app, &[KeyCode::Down], 0);
    assert_eq!(app.input(), "d5");
    keys(&mut app, &[KeyCode::Down], 0);
    assert_eq!(app.input(), "");
    // Esc clears a line, then goes to the board.
    for c in "xyz".chars() {
        app.on_key(press(KeyCode::Char(c)), 0);
    }
    keys(&mut app, &[KeyCode::Esc], 0);
    assert_eq!((app.input(), app.focus()), ("", Focus::Input));
    keys(&mut app, &[KeyCode::Esc], 0);
    assert_eq!(app.focus(), Focus::Board);
    // A letter typed on the board starts the input line.
    app.on_key(press(KeyCode::Char('c')), 0);
    assert_eq!((app.input(), app.focus()), ("c", Focus::Input));
}

#[test]
fn space_on_the_board_and_f12_press_the_clock() {
    let mut session = session("en", Some("300+2"));
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    type_line(&mut app, "e4", 1_000);
    assert_eq!(app.session().awaiting_press(), Some(Color::White));
    assert!(app.status().contains(&"White: press the clock".to_owned()));
    // Space is typed on the input line …
    app.on_key(press(KeyCode::Char(' ')), 1_500);
    assert_eq!(app.session().awaiting_press(), Some(Color::White));
    assert_eq!(app.input(), " ");
    // … and presses the clock on the board.
    keys(
        &mut app,
        &[KeyCode::Esc, KeyCode::Esc, KeyCode::Char(' ')],
        2_000,
    );
    assert_eq!(app.session().awaiting_press(), None);
    assert_eq!(app.session().clock().unwrap().moves(Color::White), 1);
    type_line(&mut app, "e5", 3_000);
    app.on_key(press(KeyCode::F(12)), 3_000);
    assert_eq!(app.session().clock().unwrap().moves(Color::Black), 1);
}

#[test]
fn query_keys_ask_the_session() {
    let mut session = session("en", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    type_line(&mut app, "e4", 0);
    app.on_key(press(KeyCode::F(4)), 0);
    assert_eq!(last_said(&app), "move one, White: Pawn Echo four");
    app.on_key(with(KeyCode::Char('l'), KeyModifiers::ALT), 0);
    assert_eq!(last_said(&app), "move one, White: Pawn Echo four");
    app.on_key(press(KeyCode::F(3)), 0);
    assert!(last_said(&app).contains("no clock"), "{}", last_said(&app));
    // Attackers and legal moves of the focused square (e1 to start).
    app.on_key(press(KeyCode::F(7)), 0);
    assert_eq!(
        last_said(&app),
        "Echo one: white King; White is not to move"
    );
    app.on_key(press(KeyCode::F(6)), 0);
    assert!(
        last_said(&app).starts_with("Echo one"),
        "{}",
        last_said(&app)
    );
    app.on_key(press(KeyCode::F(2)), 0);
    assert!(last_said(&app).starts_with("White: King Echo one"));
    let before = app.log().len();
    app.on_key(press(KeyCode::F(8)), 0);
    assert_eq!(app.log().len(), before + 1);
    assert_eq!(said(&app)[before], said(&app)[before - 1], "repeat");
}

#[test]
fn help_lists_the_keys_that_work_where_the_focus_is() {
    let mut session = session("fide", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    app.on_key(press(KeyCode::F(1)), 0);
    let input_help = last_said(&app);
    assert!(
        input_help.starts_with("Tasten: F1 oder Alt-H: diese Tasten; F2 oder Alt-B: das Brett;")
    );
    assert!(input_help.contains("Eingabe: Zug oder Befehl ausführen"));
    assert!(!input_help.contains("Pfeiltasten"));
    app.on_key(press(KeyCode::Tab), 0);
    app.on_key(with(KeyCode::Char('h'), KeyModifiers::ALT), 0);
    let board_help = last_said(&app);
    assert!(board_help.contains("Pfeiltasten: auf dem Brett bewegen"));
    assert!(board_help.contains("Leertaste: Uhr drücken"));
    assert!(board_help.ends_with("Strg-C: sofort beenden."));
}

#[test]
fn leaving_asks_first_except_ctrl_c() {
    let mut session = session("en", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    let ctrl_q = with(KeyCode::Char('q'), KeyModifiers::CONTROL);
    app.on_key(ctrl_q, 0);
    assert!(!app.should_quit());
    assert_eq!(
        last_said(&app),
        "press Ctrl-Q again to leave; the game is saved"
    );
    assert_eq!(app.status()[0], last_said(&app));
    // Another key cancels the question and does its own work.
    app.on_key(press(KeyCode::Char('e')), 0);
    assert!(!app.should_quit());
    assert_eq!(app.input(), "e");
    app.on_key(ctrl_q, 0);
    app.on_key(ctrl_q, 0);
    assert!(app.should_quit());

    let mut session = self::session("en", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    keys(&mut app, &[KeyCode::Esc, KeyCode::Esc], 0);
    assert_eq!(app.focus(), Focus::Board);
    assert_eq!(
        last_said(&app),
        "press Esc again to leave; the game is saved"
    );
    keys(&mut app, &[KeyCode::Esc], 0);
    assert!(app.should_quit());

    let mut session = self::session("en", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    app.on_key(with(KeyCode::Char('c'), KeyModifiers::CONTROL), 0);
    assert!(app.should_quit());

    let mut session = self::session("en", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    type_line(&mut app, "quit", 0);
    assert!(app.should_quit(), "the quit command leaves at once");
}

#[test]
fn the_loop_sleeps_until_the_clock_face_or_the_session_needs_it() {
    let mut untimed = session("en", None);
    let app = App::new(&mut untimed, None, None, ViewOptions::default(), 0);
    assert_eq!(app.sleep_ms(5_000), None, "no clock: wait for a key");

    let mut timed = session("en", Some("60+0"));
    let mut app = App::new(&mut timed, None, None, ViewOptions::default(), 0);
    // 60 s left at 0: the face changes at 59 s.
    assert_eq!(app.sleep_ms(0), Some(1_000));
    assert_eq!(app.sleep_ms(250), Some(750));
    // Run the loop's timing: sleep as told, wake, repeat, until the flag falls at 60 s.
    let mut now = 0;
    let mut wakes = 0;
    while let Some(sleep) = app.sleep_ms(now) {
        assert!((1..=1_000).contains(&sleep), "slept {sleep} ms at {now}");
        if now >= 50_000 {
            assert!(sleep <= 100, "tenths under ten seconds, at {now}");
        }
        now += sleep;
        app.tick(now);
        wakes += 1;
    }
    assert_eq!(now, 60_000);
    assert!(app.session().game().is_over());
    // 50 whole seconds, then 100 tenths: nothing more, even with the talking clock.
    assert_eq!(wakes, 150);
    assert_eq!(app.sleep_ms(60_000), None, "a finished game waits for keys");
    assert!(
        said(&app).iter().any(|s| s.contains("White loses")),
        "{:?}",
        said(&app)
    );
}

#[test]
fn decisions_are_journaled_before_they_are_said() {
    let dir = tempfile::tempdir().unwrap();
    let header = crate::journal::Header {
        fen: Game::new().fen(),
        castling_mode: shakmaty::CastlingMode::Standard,
        time_control: None,
    };
    let mut journal = Journal::create(dir.path(), &header, 1).unwrap();
    let path = journal.path().to_owned();
    let mut session = session("en", None);
    let mut app = App::new(
        &mut session,
        Some(&mut journal),
        None,
        ViewOptions::default(),
        0,
    );
    type_line(&mut app, "e4", 100);
    type_line(&mut app, "e5", 200);
    drop(app);
    let replayed = crate::journal::read(&path).unwrap();
    assert_eq!(
        replayed.records,
        [
            Record::Move {
                uci: "e2e4".to_owned(),
                at_ms: 100
            },
            Record::Press { at_ms: 200 },
            Record::Move {
                uci: "e7e5".to_owned(),
                at_ms: 200
            },
        ]
    );
}

#[test]
fn an_engine_answers_once_the_move_is_pressed_and_a_typed_move_presses_it() {
    use crate::engine::{EngineEvent, FakeMoveSource, FakeReply, Seat};
    let mut session = session("en", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    let (sender, events) = std::sync::mpsc::channel::<EngineEvent>();
    let engine = FakeMoveSource::new(
        [FakeReply::Uci("e7e5".into()), FakeReply::Uci("b8c6".into())],
        sender,
    );
    let log = engine.log();
    app.set_engine(Seat::new(Box::new(engine), Color::Black));
    type_line(&mut app, "e4", 1_000);
    assert!(log.lock().unwrap().is_empty(), "not asked before the press");
    keys(&mut app, &[KeyCode::F(12)], 1_100);
    let answer = events
        .recv_timeout(std::time::Duration::from_secs(5))
        .unwrap();
    app.engine_event(answer, 1_200);
    assert_eq!(last_said(&app), "Pawn Echo five");
    // A move typed while the engine waits for the press presses it; the engine is thinking.
    type_line(&mut app, "Nf3", 1_300);
    type_line(&mut app, "d4", 1_400);
    assert_eq!(
        last_said(&app),
        "the engine is thinking about its move; ask again after it"
    );
    let answer = events
        .recv_timeout(std::time::Duration::from_secs(5))
        .unwrap();
    app.engine_event(answer, 1_500);
    assert_eq!(last_said(&app), "Knight Charlie six");
    assert_eq!(app.session().game().history().len(), 4);
}

#[test]
fn an_engine_that_fails_leaves_a_two_player_game() {
    use crate::engine::{EngineError, EngineEvent, FakeMoveSource, FakeReply, Seat};
    let mut session = session("en", None);
    let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
    let (sender, events) = std::sync::mpsc::channel::<EngineEvent>();
    let engine = FakeMoveSource::new(
        [FakeReply::Fail(EngineError::Crashed(
            "exit status 3".into(),
        ))],
        sender,
    );
    app.set_engine(Seat::new(Box::new(engine), Color::Black));
    type_line(&mut app, "e4", 1_000);
    keys(&mut app, &[KeyCode::F(12)], 1_100);
    let answer = events
        .recv_timeout(std::time::Duration::from_secs(5))
        .unwrap();
    app.engine_event(answer, 1_200);
    assert!(
        last_said(&app).ends_with("The game goes on between two players"),
        "{}",
        last_said(&app)
    );
    type_line(&mut app, "e5", 1_300);
    assert_eq!(last_said(&app), "Pawn Echo five");
}
