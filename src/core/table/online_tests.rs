//! Tests of the table playing online: the server's reports fed as inputs, effects asserted.

use shakmaty::Color;

use super::tests::said;
use super::*;
use crate::core::game::Game;
use crate::core::peg::PegEvent;
use crate::core::session::SessionConfig;
use crate::core::voice::Voice;

fn online_table() -> Table {
    let config = SessionConfig {
        auto_press: true,
        ..SessionConfig::default()
    };
    let session = Session::new(config, Voice::builtin("en").unwrap(), Game::new(), 0);
    Table::new(
        session,
        TableSetup {
            online: true,
            ..TableSetup::default()
        },
    )
}

fn requests(effects: &[Effect]) -> Vec<OnlineRequest> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Online(request) => Some(request.clone()),
            _ => None,
        })
        .collect()
}

fn state(moves: &str, status: ServerStatus) -> ServerState {
    ServerState {
        moves: moves.split_whitespace().map(str::to_owned).collect(),
        white_ms: 300_000,
        black_ms: 290_000,
        status,
        winner: None,
        white_offers_draw: false,
        black_offers_draw: false,
    }
}

fn full(moves: &str) -> TableInput {
    TableInput::Server(ServerEvent::GameFull {
        game: OnlineGame {
            id: "g1".to_owned(),
            side: Color::White,
            opponent: "bob".to_owned(),
            clock: Some((300_000, 3_000)),
        },
        state: state(moves, ServerStatus::Playing),
    })
}

#[test]
fn the_greeting_waits_for_the_game_and_names_the_opponent() {
    let mut table = online_table();
    assert!(said(&table.start(0)).is_empty());
    let effects = table.handle(10, full(""));
    assert_eq!(
        said(&effects),
        [
            "New game; online against bob; White you, Black bob; five minutes, plus three seconds \
          a move; White to move"
        ]
    );
}

#[test]
fn a_typed_move_is_sent_and_played_only_when_the_server_reports_it() {
    let mut table = online_table();
    table.start(0);
    table.handle(10, full(""));
    let effects = table.handle(20, TableInput::Line("e4".to_owned()));
    assert!(said(&effects).is_empty(), "{effects:?}");
    assert_eq!(
        requests(&effects),
        [OnlineRequest::Move {
            game: "g1".to_owned(),
            uci: "e2e4".to_owned()
        }]
    );
    assert!(table.session().game().history().is_empty());
    let effects = table.handle(
        30,
        TableInput::Server(ServerEvent::State(state("e2e4", ServerStatus::Playing))),
    );
    assert_eq!(said(&effects), ["Pawn Echo four"]);
}

#[test]
fn after_a_reconnection_only_the_moves_not_seen_are_played() {
    let mut table = online_table();
    table.start(0);
    table.handle(10, full("e2e4"));
    table.handle(
        20,
        TableInput::Server(ServerEvent::Trouble(OnlineTrouble::ConnectionLost)),
    );
    let effects = table.handle(30, full("e2e4 e7e5"));
    assert_eq!(
        said(&effects),
        ["connected to the server again", "Pawn Echo five"]
    );
    assert_eq!(table.session().game().history().len(), 2);
}

#[test]
fn a_move_typed_on_the_opponents_turn_waits_for_the_players_turn() {
    let mut table = online_table();
    table.start(0);
    table.handle(10, full("e2e4"));
    let effects = table.handle(20, TableInput::Line("Nf3".to_owned()));
    assert!(requests(&effects).is_empty());
    let effects = table.handle(
        30,
        TableInput::Server(ServerEvent::State(state(
            "e2e4 e7e5",
            ServerStatus::Playing,
        ))),
    );
    assert_eq!(said(&effects), ["Pawn Echo five"]);
    assert_eq!(
        requests(&effects),
        [OnlineRequest::Move {
            game: "g1".to_owned(),
            uci: "g1f3".to_owned()
        }]
    );
}

#[test]
fn a_refused_move_is_one_line_and_the_player_may_move_again() {
    let mut table = online_table();
    table.start(0);
    table.handle(10, full(""));
    let sent = requests(&table.handle(20, TableInput::Line("e4".to_owned())));
    let effects = table.handle(
        30,
        TableInput::Server(ServerEvent::Refused {
            request: sent[0].clone(),
            reason: Some("not your turn".to_owned()),
        }),
    );
    assert_eq!(
        said(&effects),
        ["the server refused Pawn Echo four: not your turn"]
    );
    assert_eq!(
        requests(&table.handle(40, TableInput::Line("d4".to_owned()))).len(),
        1
    );
}

#[test]
fn time_answers_from_the_servers_clock_counting_down_the_side_to_move() {
    let mut table = online_table();
    table.start(0);
    table.handle(1_000, full("e2e4 e7e5"));
    let effects = table.handle(11_000, TableInput::Line("time".to_owned()));
    assert_eq!(
        said(&effects),
        ["White four minutes fifty seconds; Black four minutes fifty seconds"]
    );
}

#[test]
fn resign_asks_first_then_is_sent_and_the_servers_end_is_said() {
    let mut table = online_table();
    table.start(0);
    table.handle(10, full(""));
    let effects = table.handle(20, TableInput::Line("resign".to_owned()));
    assert!(requests(&effects).is_empty());
    let effects = table.handle(30, TableInput::Line("resign".to_owned()));
    assert_eq!(
        requests(&effects),
        [OnlineRequest::Resign {
            game: "g1".to_owned()
        }]
    );
    let mut over = state("", ServerStatus::Resigned);
    over.winner = Some(Color::Black);
    let effects = table.handle(40, TableInput::Server(ServerEvent::State(over)));
    assert_eq!(
        said(&effects),
        ["White resigns", "Resignation. Black wins."]
    );
}

#[test]
fn the_talking_clock_announces_the_servers_time_as_it_runs_on() {
    let mut table = online_table();
    table.start(0);
    // White 300 s, Black 290 s at 1 s, White's clock running: its two-minute mark (the first
    // of the default marks below its time) falls 180 s later.
    table.handle(1_000, full("e2e4 e7e5"));
    assert_eq!(table.next_wake(), Some(181_000));
    let effects = table.handle(181_000, TableInput::Wake);
    assert_eq!(said(&effects), ["White two minutes"]);
    // White moves with 100 s left (plus the increment): Black's clock runs from the reading.
    let mut moved = state("e2e4 e7e5 g1f3", ServerStatus::Playing);
    moved.white_ms = 103_000;
    moved.black_ms = 290_000;
    let effects = table.handle(201_000, TableInput::Server(ServerEvent::State(moved)));
    assert_eq!(said(&effects), ["Knight Foxtrot three"]);
    assert_eq!(table.next_wake(), Some(201_000 + 170_000));
    // White's two minutes are not said again, though the increment lifted it above them; its
    // minute is, when it comes.
    let mut back = state("e2e4 e7e5 g1f3 b8c6", ServerStatus::Playing);
    back.white_ms = 103_000;
    back.black_ms = 280_000;
    table.handle(211_000, TableInput::Server(ServerEvent::State(back)));
    assert_eq!(table.next_wake(), Some(211_000 + 43_000));
    let effects = table.handle(254_000, TableInput::Wake);
    assert_eq!(said(&effects), ["White one minute"]);
}

#[test]
fn the_talking_clock_is_silent_before_the_clocks_run_and_after_the_end() {
    let mut table = online_table();
    table.start(0);
    table.handle(10, full("e2e4"));
    assert_eq!(table.next_wake(), None);
    let mut over = state("e2e4 e7e5", ServerStatus::Resigned);
    over.winner = Some(Color::White);
    table.handle(20, TableInput::Server(ServerEvent::State(over)));
    assert_eq!(table.next_wake(), None);
}

#[test]
fn a_declined_draw_offer_is_said_to_the_player_who_made_it() {
    let mut table = online_table();
    table.start(0);
    table.handle(10, full("e2e4 e7e5"));
    let effects = table.handle(20, TableInput::Line("draw".to_owned()));
    assert_eq!(said(&effects), ["you offer a draw"]);
    assert_eq!(
        requests(&effects),
        [OnlineRequest::OfferDraw {
            game: "g1".to_owned()
        }]
    );
    let mut offered = state("e2e4 e7e5", ServerStatus::Playing);
    offered.white_offers_draw = true;
    let effects = table.handle(30, TableInput::Server(ServerEvent::State(offered.clone())));
    assert!(said(&effects).is_empty(), "{effects:?}");
    table.handle(40, TableInput::Line("Nf3".to_owned()));
    offered.moves.push("g1f3".to_owned());
    table.handle(50, TableInput::Server(ServerEvent::State(offered)));
    // Black moves past the offer: declined.
    let effects = table.handle(
        60,
        TableInput::Server(ServerEvent::State(state(
            "e2e4 e7e5 g1f3 b8c6",
            ServerStatus::Playing,
        ))),
    );
    assert_eq!(
        said(&effects),
        ["Knight Charlie six", "Black declines the draw"]
    );
}

fn peg(event: PegEvent) -> TableInput {
    TableInput::Board(BoardKind::Peg, BoardEvent::Peg(event))
}

fn peg_move(table: &mut Table, at_ms: u64, from: &str, to: &str) -> Vec<Effect> {
    let mut effects = table.handle(at_ms, peg(PegEvent::Up(from.parse().unwrap())));
    effects.extend(table.handle(at_ms + 100, peg(PegEvent::Down(to.parse().unwrap()))));
    effects
}

fn online_table_with_pegs() -> Table {
    let config = SessionConfig {
        auto_press: true,
        ..SessionConfig::default()
    };
    let session = Session::new(config, Voice::builtin("en").unwrap(), Game::new(), 0);
    let mut table = Table::new(
        session,
        TableSetup {
            online: true,
            boards: vec![BoardKind::Peg],
            ..TableSetup::default()
        },
    );
    table.start(0);
    table.handle(
        5,
        peg(PegEvent::Snap(shakmaty::Board::default().occupied())),
    );
    table
}

#[test]
fn a_move_on_the_pegs_is_sent_played_when_reported_and_the_reply_is_guided() {
    let mut table = online_table_with_pegs();
    table.handle(10, full(""));
    let effects = peg_move(&mut table, 20, "e2", "e4");
    assert_eq!(
        requests(&effects),
        [OnlineRequest::Move {
            game: "g1".to_owned(),
            uci: "e2e4".to_owned()
        }]
    );
    assert!(said(&effects).is_empty(), "{effects:?}");
    // Reported back: announced once, and the pegs (which show it) are not asked to replay it.
    let effects = table.handle(
        200,
        TableInput::Server(ServerEvent::State(state("e2e4", ServerStatus::Playing))),
    );
    assert_eq!(said(&effects), ["Pawn Echo four"]);
    // The opponent's reply is replayed on the pegs: done, not a move of the player's.
    let effects = table.handle(
        300,
        TableInput::Server(ServerEvent::State(state(
            "e2e4 e7e5",
            ServerStatus::Playing,
        ))),
    );
    assert_eq!(said(&effects), ["Pawn Echo five"]);
    let effects = peg_move(&mut table, 2_000, "e7", "e5");
    assert!(requests(&effects).is_empty(), "{effects:?}");
    assert_eq!(said(&effects), ["done"]);
    let effects = peg_move(&mut table, 3_000, "g1", "f3");
    assert_eq!(
        requests(&effects),
        [OnlineRequest::Move {
            game: "g1".to_owned(),
            uci: "g1f3".to_owned()
        }]
    );
}

#[test]
fn a_move_on_the_pegs_the_server_refuses_is_guided_back() {
    let mut table = online_table_with_pegs();
    table.handle(10, full(""));
    let sent = requests(&peg_move(&mut table, 20, "e2", "e4"));
    let effects = table.handle(
        30,
        TableInput::Server(ServerEvent::Refused {
            request: sent[0].clone(),
            reason: Some("not your turn".to_owned()),
        }),
    );
    assert_eq!(
        said(&effects),
        ["the server refused Pawn Echo four: not your turn"]
    );
    assert!(table.session().game().history().is_empty());
    // After the board's grace, the pegs are guided back to the game.
    let wake = table.next_wake().unwrap();
    let effects = table.handle(wake, TableInput::Wake);
    assert_eq!(said(&effects), ["Pawn from Echo four to Echo two"]);
}
