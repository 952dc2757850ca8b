//! Tests of the pure table: whole games fed as timed inputs, effects asserted.

use shakmaty::{Board, Color, Move, Position, Role, Square, uci::UciMove};

use super::*;
use crate::core::boards::dgt::{DgtBoard, DgtMessage, DgtSquare};
use crate::core::boards::peg::PegEvent;
use crate::core::clock::TimeControl;
use crate::core::game::Game;
use crate::core::session::{Record, SessionConfig, TableRole};
use crate::core::voice::Voice;

fn session(time: Option<&str>) -> Session {
    let config = SessionConfig {
        time_control: time.map(|t| t.parse::<TimeControl>().unwrap()),
        ..SessionConfig::default()
    };
    Session::new(config, Voice::fide(), Game::new(), 0)
}

/// What a step said, in order (shared with the online tests).
pub(super) fn said(effects: &[TableEffect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|e| match e {
            TableEffect::Say(u) => Some(u.text.clone()),
            _ => None,
        })
        .collect()
}

fn engine_requests(effects: &[TableEffect]) -> Vec<EngineRequest> {
    effects
        .iter()
        .filter_map(|e| match e {
            TableEffect::Engine(request) => Some(*request),
            _ => None,
        })
        .collect()
}

fn no_refusal(effects: &[TableEffect]) {
    for text in said(effects) {
        let lower = text.to_lowercase();
        assert!(
            !lower.contains("unmöglich") && !lower.contains("illegal"),
            "refused: {text}"
        );
    }
    assert!(
        !effects.iter().any(|e| matches!(e, TableEffect::Refused(_))),
        "{effects:?}"
    );
}

fn uci(table: &Table, text: &str) -> Move {
    text.parse::<UciMove>()
        .unwrap()
        .to_move(table.session().game().position())
        .unwrap()
}

/// A line typed at the keyboard.
fn line(text: &str) -> TableInput {
    TableInput::Line(text.to_owned())
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn peg(event: PegEvent) -> TableInput {
    TableInput::Board(BoardRole::Blind, BoardEvent::Peg(event))
}

fn dgt_update(square: &str, content: DgtSquare) -> TableInput {
    TableInput::Board(
        BoardRole::Sighted,
        BoardEvent::Dgt(DgtMessage::FieldUpdate {
            square: sq(square),
            content,
        }),
    )
}

/// The DGT board's report that it shows the start.
fn dgt_shows_the_start() -> TableInput {
    TableInput::Board(
        BoardRole::Sighted,
        BoardEvent::Dgt(DgtMessage::BoardDump(DgtBoard::from_board(
            &Board::default(),
        ))),
    )
}

/// A move made on the DGT board: the piece leaves its square and lands on the other.
fn dgt_move(table: &mut Table, at_ms: u64, from: &str, to: &str) -> Vec<TableEffect> {
    let piece = table
        .session()
        .game()
        .position()
        .board()
        .piece_at(sq(from))
        .or_else(|| {
            // A replay: the game already shows the piece on its new square.
            table.session().game().position().board().piece_at(sq(to))
        })
        .unwrap();
    let mut effects = table.handle(at_ms, dgt_update(from, DgtSquare::Empty));
    effects.extend(table.handle(at_ms + 100, dgt_update(to, DgtSquare::Piece(piece))));
    effects
}

/// A move made on the pegs: lifted, placed.
fn peg_move(table: &mut Table, at_ms: u64, from: &str, to: &str) -> Vec<TableEffect> {
    let mut effects = table.handle(at_ms, peg(PegEvent::Up(sq(from))));
    effects.extend(table.handle(at_ms + 100, peg(PegEvent::Down(sq(to)))));
    effects
}

/// What was said to the sighted player (their e-board's guidance).
fn to_sighted(effects: &[TableEffect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|e| match e {
            TableEffect::ToSighted(text) => Some(text.clone()),
            _ => None,
        })
        .collect()
}

fn two_boards() -> Table {
    let mut table = Table::new(
        session(None),
        TableSetup {
            boards: vec![ConnectedBoard::PEG, ConnectedBoard::DGT],
            ..TableSetup::default()
        },
    );
    table.start(0);
    // The boards say what they show: both at the start.
    table.handle(10, peg(PegEvent::Snap(Board::default().occupied())));
    table.handle(20, dgt_shows_the_start());
    table
}

#[test]
fn each_player_replays_the_others_moves_on_their_own_board_and_nothing_is_refused() {
    let mut table = two_boards();
    // White (blind) moves on the pegs; the sighted player replays it on the e-board.
    let effects = peg_move(&mut table, 1_000, "e2", "e4");
    no_refusal(&effects);
    assert_eq!(said(&effects), ["Bauer Eva vier"]);
    let effects = dgt_move(&mut table, 2_000, "e2", "e4");
    no_refusal(&effects);
    assert_eq!(
        table.session().game().history().len(),
        1,
        "a replay is no move"
    );
    // Black moves on the e-board; the blind player replays it on the pegs.
    let effects = dgt_move(&mut table, 3_000, "e7", "e5");
    no_refusal(&effects);
    assert_eq!(said(&effects), ["Bauer Eva fünf"]);
    let effects = peg_move(&mut table, 4_000, "e7", "e5");
    no_refusal(&effects);
    assert!(
        said(&effects).iter().any(|s| s == "Steckbrett: erledigt"),
        "{effects:?}"
    );
    // And a typed move reaches both boards.
    let effects = table.handle(5_000, line("Sf3"));
    no_refusal(&effects);
    let effects = peg_move(&mut table, 6_000, "g1", "f3");
    no_refusal(&effects);
    let effects = dgt_move(&mut table, 7_000, "g1", "f3");
    no_refusal(&effects);
    assert_eq!(table.session().game().history().len(), 3);
    assert!(table.boards().iter().all(|b| b.next_wake().is_none()));
}

#[test]
fn a_move_not_replayed_is_guided_after_the_grace_period() {
    let mut table = two_boards();
    table.handle(1_000, line("e4"));
    // Nothing is replayed on the pegs: after the replay grace the player hears what to do.
    let wake = table.next_wake().expect("a wake-up for the guidance");
    let effects = table.handle(wake, TableInput::Wake);
    assert!(
        said(&effects)
            .iter()
            .any(|s| s.contains("Eva zwei") && s.contains("Eva vier")),
        "{:?}",
        said(&effects)
    );
}

fn engine_table(time: Option<&str>, side: Color) -> Table {
    engine_table_of(session(time), side)
}

/// The engine the tests seat: named Fake, playing `side`.
fn fake_engine(side: Color, move_time_ms: u64) -> EngineSetup {
    EngineSetup {
        name: "Fake".into(),
        side,
        move_time_ms,
    }
}

/// A table of `session` against the fake engine playing `side`, a second a move.
fn engine_table_of(session: Session, side: Color) -> Table {
    Table::new(
        session,
        TableSetup {
            engine: Some(Ok(fake_engine(side, 1_000))),
            ..TableSetup::default()
        },
    )
}

/// The engine's move, answering `ticket`.
fn best_move(ticket: Ticket, mv: Move) -> TableInput {
    TableInput::Engine(EngineAnswer::BestMove { ticket, mv })
}

fn asked_move(effects: &[TableEffect]) -> Ticket {
    engine_requests(effects)
        .into_iter()
        .find_map(|r| match r {
            EngineRequest::Move { ticket, .. } => Some(ticket),
            _ => None,
        })
        .expect("the engine is asked for a move")
}

#[test]
fn the_engine_moves_after_the_press_and_typed_commands_are_answered_while_it_thinks() {
    let mut table = engine_table(Some("300+2"), Color::Black);
    // One line says it all: who plays which side, the control, whose move, how the clock starts.
    assert_eq!(
        said(&table.start(0)),
        [
            "Neue Partie; Sie spielen Weiß, Schwarz Fake; fünf Minuten, plus zwei Sekunden pro Zug; \
             Enter startet die Uhr"
        ]
    );
    assert_eq!(
        said(&table.handle(0, TableInput::Line(String::new()))),
        ["Uhr läuft"]
    );
    let effects = table.handle(1_000, line("e4"));
    assert!(engine_requests(&effects).is_empty(), "not before the press");
    let effects = table.handle(2_000, TableInput::Press);
    let ticket = asked_move(&effects);
    assert_eq!(
        engine_requests(&effects),
        [EngineRequest::Move {
            ticket,
            think_ms: 1_000
        }]
    );
    // A query while it thinks: answered at once.
    let effects = table.handle(2_100, line("time"));
    assert!(said(&effects)[0].starts_with("Weiß"), "{effects:?}");
    // A move typed while it thinks: kept for the position after its reply.
    let effects = table.handle(2_200, line("Sf3"));
    assert!(said(&effects).is_empty());
    assert_eq!(table.held().collect::<Vec<_>>(), ["Sf3"]);
    let reply = uci(&table, "e7e5");
    let effects = table.handle(2_900, best_move(ticket, reply));
    assert_eq!(said(&effects), ["Bauer Eva fünf", "Springer Felix drei"]);
    assert_eq!(table.session().game().history().len(), 3);
}

#[test]
fn an_engine_that_does_not_move_is_given_up_within_its_budget_and_the_game_goes_on() {
    let mut table = engine_table(Some("300+2"), Color::Black);
    table.start(0);
    table.handle(1_000, line("e4"));
    let effects = table.handle(1_000, TableInput::Press);
    asked_move(&effects);
    let deadline = table.engine().and_then(EngineSeat::next_wake).unwrap();
    assert_eq!(
        deadline,
        1_000 + 1_000 + GRACE_MS,
        "move time and grace, not the clock"
    );
    assert!(
        table.next_wake().unwrap() <= deadline,
        "the table wakes for it"
    );
    let effects = table.handle(deadline, TableInput::Wake);
    assert!(engine_requests(&effects).contains(&EngineRequest::Release));
    let text = said(&effects).join(" ");
    assert!(
        text.contains("4 Sekunden") && text.contains("zwei Spielern"),
        "{text}"
    );
    assert!(table.engine().is_none());
    // Two players now: Black's move is typed.
    let effects = table.handle(deadline + 500, line("e5"));
    no_refusal(&effects);
    assert_eq!(said(&effects), ["Bauer Eva fünf"]);
}

#[test]
fn quit_while_the_engine_thinks_stops_it_and_saves_at_once() {
    let mut table = engine_table(Some("300+2"), Color::Black);
    table.start(0);
    table.handle(1_000, line("e4"));
    table.handle(1_000, TableInput::Press);
    let effects = table.handle(1_500, line("quit"));
    assert!(table.wants_to_quit());
    assert!(engine_requests(&effects).contains(&EngineRequest::Stop));
    assert!(effects.contains(&TableEffect::SaveGame { announce: false }));
}

#[test]
fn the_end_of_input_ends_at_once_unless_a_typed_move_waits_for_the_engine() {
    let mut table = engine_table(None, Color::Black);
    table.start(0);
    table.handle(1_000, line("e4"));
    // "Sf3" implies the press; the engine thinks; the move waits for its reply.
    table.handle(1_100, line("Sf3"));
    table.handle(1_200, TableInput::InputClosed);
    assert!(!table.wants_to_quit(), "the typed move is not dropped");
    let ticket = Ticket(1);
    let reply = uci(&table, "b8c6");
    let effects = table.handle(1_900, best_move(ticket, reply));
    assert_eq!(
        said(&effects),
        ["Springer Cesar sechs", "Springer Felix drei"]
    );
    assert!(table.wants_to_quit());
    // With nothing waiting, the end of input ends the table at once, engine thinking or not.
    let mut table = engine_table(None, Color::White);
    let effects = table.start(0);
    asked_move(&effects);
    let effects = table.handle(100, TableInput::InputClosed);
    assert!(table.wants_to_quit());
    assert!(engine_requests(&effects).contains(&EngineRequest::Stop));
}

#[test]
fn the_engine_plays_the_side_it_was_given_and_its_move_reaches_the_pegs() {
    let mut table = Table::new(
        session(None),
        TableSetup {
            boards: vec![ConnectedBoard::PEG],
            engine: Some(Ok(fake_engine(Color::White, 500))),
            ..TableSetup::default()
        },
    );
    let effects = table.start(0);
    table.handle(10, peg(PegEvent::Snap(Board::default().occupied())));
    let ticket = asked_move(&effects);
    let mv = uci(&table, "d2d4");
    let effects = table.handle(600, best_move(ticket, mv));
    assert_eq!(said(&effects), ["Bauer David vier"]);
    // The blind player replays it on the pegs: done, not a move of their own.
    let effects = peg_move(&mut table, 2_000, "d2", "d4");
    no_refusal(&effects);
    assert!(
        said(&effects).iter().any(|s| s == "erledigt"),
        "{effects:?}"
    );
    assert_eq!(table.session().game().history().len(), 1);
    // Their own move on the pegs is then played.
    let effects = peg_move(&mut table, 3_000, "d7", "d5");
    assert_eq!(said(&effects), ["Bauer David fünf"]);
}

#[test]
fn repeat_says_the_whole_last_answer_again() {
    let mut table = Table::new(session(Some("300+0")), TableSetup::default());
    table.start(0);
    table.handle(1_000, line("e4"));
    let time = said(&table.handle(1_500, line("time")));
    assert!(!time.is_empty());
    let again = said(&table.handle(1_600, TableInput::Command(Command::Repeat, Argument::None)));
    assert_eq!(again, time);
    let again = said(&table.handle(1_700, line("repeat")));
    assert_eq!(again, time, "a repeat of a repeat says it once more");
}

#[test]
fn decisions_are_recorded_before_they_are_said_and_a_finished_game_is_saved_and_said() {
    let mut table = Table::new(session(None), TableSetup::default());
    table.start(0);
    for (at, line) in [(1, "f3"), (2, "e5"), (3, "g4")] {
        table.handle(at, TableInput::Line(line.into()));
    }
    let effects = table.handle(4, line("Dh4"));
    let record = effects
        .iter()
        .position(|e| matches!(e, TableEffect::Record(Record::Move { .. })))
        .unwrap();
    let say = effects
        .iter()
        .position(|e| matches!(e, TableEffect::Say(_)))
        .unwrap();
    assert!(record < say);
    assert!(effects.contains(&TableEffect::SaveGame { announce: true }));
    let effects = table.handle(5, TableInput::Saved("/x/game.pgn".into()));
    assert_eq!(said(&effects), ["Partie gespeichert in /x/game.pgn"]);
}

#[test]
fn an_engine_that_failed_to_start_is_said_once_and_two_players_play() {
    let mut table = Table::new(
        session(None),
        TableSetup {
            engine: Some(Err(EngineTrouble::NotFound {
                path: "nope".into(),
            })),
            ..TableSetup::default()
        },
    );
    let text = said(&table.start(0)).join(" ");
    assert!(
        text.contains("nope") && text.contains("zwei Spielern"),
        "{text}"
    );
    let effects = table.handle(1_000, line("e4"));
    assert!(engine_requests(&effects).is_empty());
    let effects = table.handle(2_000, line("e5"));
    assert_eq!(said(&effects), ["Bauer Eva fünf"]);
}

#[test]
fn a_stale_engine_answer_after_a_take_back_is_ignored() {
    let mut table = engine_table(None, Color::Black);
    table.start(0);
    table.handle(1_000, line("e4"));
    let ticket = asked_move(&table.handle(1_100, TableInput::Press));
    // The arbiter's take-back of a completed move is not `undo`; quitting makes the search
    // stale instead, and its late answer changes nothing.
    let effects = table.handle(1_200, TableInput::Quit);
    assert!(engine_requests(&effects).contains(&EngineRequest::Stop));
    let mv = uci(&table, "e7e5");
    let effects = table.handle(1_300, best_move(ticket, mv));
    assert!(said(&effects).is_empty());
    assert_eq!(table.session().game().history().len(), 1);
}

#[test]
fn level_move_times_are_a_human_pace() {
    assert_eq!(move_time_for_level(Some(1)), 750);
    assert_eq!(move_time_for_level(Some(20)), 5_500);
    assert_eq!(move_time_for_level(None), DEFAULT_MOVE_TIME_MS);
    assert!((1..=5).all(|level| move_time_for_level(Some(level)) <= 1_750));
}

#[test]
fn a_board_that_never_answers_is_reported_and_again_until_it_does() {
    let mut table = Table::new(
        session(None),
        TableSetup {
            boards: vec![ConnectedBoard::PEG],
            ..TableSetup::default()
        },
    );
    table.start(0);
    assert_eq!(table.next_wake(), Some(3_000));
    assert!(said(&table.handle(2_999, TableInput::Wake)).is_empty());
    let silent = "das Steckbrett antwortet nicht: bitte Kabel prüfen und ob es eingeschaltet ist";
    assert_eq!(said(&table.handle(3_000, TableInput::Wake)), [silent]);
    assert_eq!(table.next_wake(), Some(18_000));
    assert_eq!(said(&table.handle(18_000, TableInput::Wake)), [silent]);
    // It answers: nothing more is said about it, and nothing is due.
    table.handle(20_000, peg(PegEvent::Snap(Board::default().occupied())));
    assert_eq!(table.next_wake(), None);
    // Unplugged and plugged in again: it must answer again within three seconds.
    table.handle(
        30_000,
        TableInput::Board(BoardRole::Blind, BoardEvent::Reconnected),
    );
    assert_eq!(table.next_wake(), Some(33_000));
}

#[test]
fn the_time_of_a_sandglass_says_it_is_one() {
    let mut table = Table::new(session(Some("*180")), TableSetup::default());
    table.start(0);
    table.handle(0, line("start"));
    table.handle(1_000, line("e4"));
    table.handle(2_000, TableInput::Line(String::new())); // White presses after 2 s
    // White 180 - 2 + 1 = 179 s, Black 180 + 2 - 1 = 181 s: Black's second flowed back.
    let time = said(&table.handle(3_000, line("time")));
    assert_eq!(
        time,
        [
            "Weiß zwei Minuten neunundfünfzig Sekunden, ein Zug; Schwarz drei Minuten eine Sekunde, null Züge",
            "eine Sekunde für diesen Zug",
            "Sanduhr, drei Minuten"
        ]
    );
}

#[test]
fn the_time_without_a_clock_says_whether_the_control_is_unknown() {
    for (unknown, expected) in [
        (false, "keine Uhr"),
        (true, "Bedenkzeit unbekannt, keine Uhr"),
    ] {
        let config = SessionConfig {
            time_control_unknown: unknown,
            ..SessionConfig::default()
        };
        let mut table = Table::new(
            Session::new(config, Voice::fide(), Game::new(), 0),
            TableSetup::default(),
        );
        table.start(0);
        let time = said(&table.handle(1_000, line("time")));
        assert!(time[0].ends_with(expected), "{time:?}");
    }
}

#[test]
fn the_arbiter_resets_the_boards_to_the_score_sheet() {
    let config = SessionConfig {
        role: crate::core::session::TableRole::Arbiter,
        ..SessionConfig::default()
    };
    let mut table = Table::new(
        Session::new(config, Voice::fide(), Game::new(), 0),
        TableSetup {
            boards: vec![ConnectedBoard::DGT],
            ..TableSetup::default()
        },
    );
    table.start(0);
    table.handle(10, dgt_shows_the_start());
    // A piece knocked off the sighted player's board (D.2.9).
    table.handle(1_000, dgt_update("d1", DgtSquare::Empty));
    let effects = table.handle(1_100, line("reset"));
    assert_eq!(
        said(&effects),
        ["die Bretter werden auf den Partiezettel zurückgestellt"]
    );
    // The board's guidance follows, one fix at a time, once its grace period is over.
    let wake = table.next_wake().expect("the guidance is due");
    let guidance = to_sighted(&table.handle(wake, TableInput::Wake));
    // The e-board alone still names itself, to the sighted player.
    assert!(
        guidance
            .iter()
            .any(|line| line.starts_with("E-Brett: ") && line.contains("David eins")),
        "the board is guided back: {guidance:?}"
    );
}

#[test]
fn practice_takes_back_the_players_move_and_the_engines_reply_together() {
    let config = SessionConfig {
        role: crate::core::session::TableRole::Practice,
        auto_press: true,
        ..SessionConfig::default()
    };
    let mut table = engine_table_of(
        Session::new(config, Voice::fide(), Game::new(), 0),
        Color::Black,
    );
    table.start(0);
    let ticket = asked_move(&table.handle(1_000, line("e4")));
    let reply = uci(&table, "e7e5");
    table.handle(1_500, best_move(ticket, reply));
    assert_eq!(table.session().game().history().len(), 2);
    // Back to the player's own move: the engine's reply goes with it.
    let effects = table.handle(2_000, line("takeback"));
    assert_eq!(
        said(&effects),
        [
            "zurückgenommen: Bauer Eva fünf",
            "zurückgenommen: Bauer Eva vier"
        ]
    );
    assert!(table.session().game().history().is_empty());
    assert!(
        engine_requests(&effects).is_empty(),
        "not asked again: {effects:?}"
    );
    // While the engine thinks, a takeback gives up its search and takes back the player's move.
    table.handle(3_000, line("d4"));
    let effects = table.handle(3_100, line("takeback"));
    assert!(
        engine_requests(&effects).contains(&EngineRequest::Stop),
        "{effects:?}"
    );
    assert!(table.session().game().history().is_empty());
}

/// The engine's weighing of a draw offer: `centipawns` for the side to move.
fn weighed(ticket: Ticket, centipawns: i32) -> TableInput {
    TableInput::Engine(EngineAnswer::Weighed {
        ticket,
        centipawns: Some(centipawns),
    })
}

/// A table against the engine playing Black, where White has played e4 and offered a draw:
/// the engine is asked to weigh it (the ticket).
fn draw_offered_after_e4() -> (Table, Ticket) {
    let mut table = engine_table(None, Color::Black);
    table.start(0);
    table.handle(1_000, line("e4"));
    let ticket = weigh_ticket(&table.handle(1_500, line("draw")));
    (table, ticket)
}

fn weigh_ticket(effects: &[TableEffect]) -> Ticket {
    engine_requests(effects)
        .into_iter()
        .find_map(|r| match r {
            EngineRequest::Weigh { ticket, .. } => Some(ticket),
            _ => None,
        })
        .expect("the engine is asked to weigh the offer")
}

/// An engine table from `fen`, the engine playing `side`.
fn engine_table_from(fen: &str, side: Color) -> Table {
    let game = Game::from_fen(fen, None).unwrap();
    engine_table_of(
        Session::new(SessionConfig::default(), Voice::fide(), game, 0),
        side,
    )
}

/// A quiet, even middle game at move 12, White (the player) to move.
const MOVE_TWELVE: &str = "r1bq1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R1BQ1RK1 w - - 0 12";

#[test]
fn the_engine_weighs_a_draw_offer_and_accepts_an_even_position() {
    let mut table = engine_table_from(MOVE_TWELVE, Color::Black);
    table.start(0);
    // A draw may be agreed once each player has moved in this game (9.1.1).
    table.handle(500, line("a3"));
    let ticket = asked_move(&table.handle(600, TableInput::Press));
    let reply = uci(&table, "a7a6");
    table.handle(900, best_move(ticket, reply));
    table.handle(1_000, line("b3"));
    let effects = table.handle(1_500, line("draw"));
    let ticket = weigh_ticket(&effects);
    // Its move waits while it weighs the offer.
    let effects = table.handle(2_000, TableInput::Press);
    assert!(engine_requests(&effects).is_empty(), "{effects:?}");
    // Black to move, ten centipawns for Black: even, accepted.
    let effects = table.handle(2_500, weighed(ticket, 10));
    assert_eq!(said(&effects), ["Remis vereinbart."]);
    assert!(table.session().game().is_over());
}

#[test]
fn the_engine_declines_a_draw_offered_at_move_one_even_when_even() {
    let (mut table, ticket) = draw_offered_after_e4();
    let effects = table.handle(2_000, weighed(ticket, 0));
    assert_eq!(said(&effects), ["Fake lehnt das Remis ab"]);
    assert!(!table.session().game().is_over());
}

#[test]
fn the_engine_declines_a_draw_when_it_stands_better_and_then_moves() {
    let (mut table, ticket) = draw_offered_after_e4();
    let effects = table.handle(2_000, weighed(ticket, 250));
    assert_eq!(said(&effects), ["Fake lehnt das Remis ab"]);
    assert!(!table.session().game().is_over());
    asked_move(&table.handle(2_100, TableInput::Press));
    // An engine that never weighs an offer declines it when the time is up, and is not given up.
    let mut table = engine_table(None, Color::Black);
    table.start(0);
    table.handle(1_000, line("e4"));
    weigh_ticket(&table.handle(1_500, line("draw")));
    let due = table.next_wake().expect("the weighing has a deadline");
    assert_eq!(
        said(&table.handle(due, TableInput::Wake)),
        ["Fake lehnt das Remis ab"]
    );
    assert!(table.engine().is_some());
}

#[test]
fn a_press_clicks_and_the_engines_own_completion_does_not() {
    let mut table = Table::new(session(Some("300")), TableSetup::default());
    table.handle(1, line("e4"));
    let effects = table.handle(2, TableInput::Press);
    assert!(
        effects.contains(&TableEffect::Cue(crate::core::speech_queue::Earcon::Press)),
        "{effects:?}"
    );
    // A board's clock button is a press as well.
    table.handle(3, line("e5"));
    let effects = table.handle(4, TableInput::Line(String::new()));
    assert!(effects.contains(&TableEffect::Cue(crate::core::speech_queue::Earcon::Press)));
    // Nothing to complete: no click.
    let effects = table.handle(5, TableInput::Press);
    assert!(!effects.iter().any(|e| matches!(e, TableEffect::Cue(_))));
}

#[test]
fn with_two_boards_every_sentence_names_its_board_and_the_e_boards_guidance_is_shown() {
    let mut table = two_boards();
    table.handle(1_000, line("e4"));
    // Nothing is replayed on either board: after the grace, each is guided.
    let mut effects = Vec::new();
    for _ in 0..4 {
        let Some(wake) = table.next_wake() else { break };
        effects.extend(table.handle(wake, TableInput::Wake));
    }
    let spoken = said(&effects);
    assert!(!spoken.is_empty(), "{effects:?}");
    // Every board sentence spoken to the blind player names the peg board; none is the
    // e-board's.
    for text in &spoken {
        assert!(text.starts_with("Steckbrett: "), "unnamed: {text}");
    }
    let shown = to_sighted(&effects);
    assert!(
        shown
            .iter()
            .any(|text| text.starts_with("E-Brett: ") && text.contains("Eva vier")),
        "{effects:?}"
    );
    // A lost board is named too.
    let effects = table.handle(
        9_000,
        TableInput::Board(BoardRole::Sighted, BoardEvent::Disconnected("gone".into())),
    );
    assert!(
        said(&effects)
            .iter()
            .all(|text| text.starts_with("E-Brett: ")),
        "{effects:?}"
    );
}

#[test]
fn the_hint_does_not_use_the_capture_word() {
    let table = Table::new(session(None), TableSetup::default());
    let effect = table.session().hint(uci(&table, "g1f3")).unwrap();
    let effect = super::effect::sort(effect).unwrap();
    assert_eq!(said(&[effect]), ["Tipp der Engine: Springer Felix drei"]);
}

#[test]
fn the_flag_says_who_lost_once() {
    let mut table = Table::new(session(Some("10")), TableSetup::default());
    table.start(0);
    table.handle(0, line("start"));
    let effects = table.handle(20_000, TableInput::Wake);
    let spoken = said(&effects);
    assert_eq!(
        spoken,
        ["Zeit abgelaufen für Weiß, Weiß verliert auf Zeit"],
        "{effects:?}"
    );
    assert!(table.session().game().is_over());
}

/// The peg board's buttons go through the door like keys: `time` and `repeat` answer as typed,
/// and a promotion key pressed with no promotion asked for says nothing (it repeated the last
/// answer before).
#[test]
fn the_peg_boards_buttons_are_answered_as_the_typed_commands() {
    let mut table = two_boards();
    table.handle(1_000, line("e4"));
    let typed = said(&table.handle(1_500, line("time")));
    assert!(!typed.is_empty());
    let button = said(&table.handle(1_600, peg(PegEvent::Button(Button::Time))));
    assert_eq!(button, typed);
    let again = said(&table.handle(1_700, peg(PegEvent::Button(Button::Repeat))));
    assert_eq!(again, typed);
    let key = said(&table.handle(1_800, peg(PegEvent::Button(Button::Promote(Role::Queen)))));
    assert!(key.is_empty(), "{key:?}");
}

/// A table whose blind player plays White in `role`, with a rapid clock.
fn blind_white(role: TableRole) -> Table {
    let config = SessionConfig {
        time_control: Some("900".parse().unwrap()),
        role,
        blind: Some(Color::White),
        ..SessionConfig::default()
    };
    let session = Session::new(config, Voice::fide(), Game::new(), 0);
    Table::new(session, TableSetup::default())
}

fn typed(table: &mut Table, at_ms: u64, line: &str) -> Vec<String> {
    said(&table.handle(at_ms, TableInput::Line(line.to_owned())))
}

#[test]
fn the_blind_players_draw_offer_after_their_press_is_theirs() {
    let mut table = blind_white(TableRole::Player);
    typed(&mut table, 1_000, "e4");
    typed(&mut table, 2_000, "");
    assert_eq!(table.session().game().turn(), Color::Black);
    assert_eq!(
        typed(&mut table, 3_000, "draw"),
        ["Weiß bietet Remis an"],
        "the blind player at the keyboard offers, not the opponent to move"
    );
}

#[test]
fn the_sighted_opponents_draw_offer_is_entered_by_its_side_and_accepted() {
    let mut table = blind_white(TableRole::Player);
    typed(&mut table, 1_000, "e4");
    typed(&mut table, 2_000, "");
    typed(&mut table, 3_000, "e5");
    assert_eq!(
        typed(&mut table, 4_000, "draw schwarz"),
        ["Schwarz bietet Remis an"]
    );
    let accepted = typed(&mut table, 5_000, "draw");
    assert!(
        accepted
            .iter()
            .any(|line| line.contains("Remis vereinbart")),
        "{accepted:?}"
    );
    assert!(table.session().game().is_over());
}

#[test]
fn a_second_penalty_loses_the_game_for_illegal_moves_not_by_resignation() {
    let mut table = blind_white(TableRole::Arbiter);
    typed(&mut table, 1_000, "start");
    typed(&mut table, 2_000, "penalty schwarz");
    let effects = table.handle(3_000, line("penalty schwarz"));
    let lines = said(&effects);
    assert_eq!(
        lines.last().map(String::as_str),
        Some("Ein zweiter regelwidriger Zug. Weiß gewinnt."),
        "{lines:?}"
    );
    assert!(effects.iter().any(|e| matches!(
        e,
        TableEffect::Record(Record::End {
            reason: crate::core::game::EndReason::IllegalMoves,
            ..
        })
    )));
}

/// A table that offers training, its game ended by the fool's mate.
fn fools_mate_offering_training(setup: TableSetup) -> Table {
    let mut table = Table::new(session(None), setup);
    table.start(0);
    for (at, line) in [(1, "f3"), (2, "e5"), (3, "g4"), (4, "Dh4")] {
        table.handle(at, TableInput::Line(line.into()));
    }
    assert!(table.session().is_over());
    table
}

#[test]
fn train_is_refused_before_the_end_and_after_it_the_table_ends_for_training() {
    let offering = TableSetup {
        training: true,
        ..TableSetup::default()
    };
    let mut table = Table::new(session(None), offering.clone());
    table.start(0);
    let refused = table.handle(1, line("trainieren"));
    assert_eq!(
        said(&refused),
        ["das Training geht, wenn die Partie zu Ende ist"]
    );
    assert!(refused.iter().any(|e| matches!(e, TableEffect::Refused(_))));
    assert!(!table.wants_to_quit(), "a stray word leaves no game");
    assert_eq!(table.end(), TableEnd::Quit);
    // After the game, help names it, and `train` (any language's word) leaves for training.
    let mut table = fools_mate_offering_training(offering);
    let help = said(&table.handle(5, line("hilfe")));
    assert!(help[0].contains("trainieren"), "{help:?}");
    let effects = table.handle(6, line("train"));
    assert!(effects.contains(&TableEffect::Quit), "{effects:?}");
    assert!(table.wants_to_quit());
    assert_eq!(table.end(), TableEnd::Training);
    // The finished game was saved as it ended; leaving adds no stop to its record.
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, TableEffect::Record(Record::Stopped { .. }))),
        "{effects:?}"
    );
}

#[test]
fn train_from_the_review_of_the_game_leaves_for_training_too() {
    let mut table = fools_mate_offering_training(TableSetup {
        training: true,
        ..TableSetup::default()
    });
    table.handle(5, line("review"));
    assert!(table.review().is_some());
    table.handle(6, line("train"));
    assert_eq!(table.end(), TableEnd::Training);
}

#[test]
fn a_table_that_offers_no_training_or_is_sealed_refuses_train_after_the_game() {
    for setup in [
        TableSetup::default(),
        TableSetup {
            training: true,
            sealed: true,
            ..TableSetup::default()
        },
    ] {
        let mut table = fools_mate_offering_training(setup);
        let help = said(&table.handle(5, line("hilfe")));
        assert!(!help[0].contains("trainieren"), "{help:?}");
        let effects = table.handle(6, line("train"));
        assert_eq!(said(&effects), ["an diesem Brett gibt es kein Training"]);
        assert!(!table.wants_to_quit());
        assert_eq!(table.end(), TableEnd::Quit);
    }
}
