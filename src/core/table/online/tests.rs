//! Tests of the table playing online: the server's reports fed as inputs, effects asserted.

use shakmaty::Color;

use super::presence::CLAIM_MARGIN_MS;
use crate::core::boards::peg::PegEvent;
use crate::core::game::Game;
use crate::core::session::SessionConfig;
use crate::core::table::tests::said;
use crate::core::table::*;
use crate::core::voice::Voice;

fn online_table() -> Table {
    online_table_with(Vec::new())
}

/// A table online in English, each move completed at once, with these boards.
fn online_table_with(boards: Vec<ConnectedBoard>) -> Table {
    let config = SessionConfig {
        auto_press: true,
        ..SessionConfig::default()
    };
    let session = Session::new(config, Voice::builtin("en").unwrap(), Game::new(), 0);
    Table::new(
        session,
        TableSetup {
            online: true,
            boards,
            ..TableSetup::default()
        },
    )
}

/// The online table started, with the server's game (these moves played) reported at 10 ms.
fn in_game(moves: &str) -> Table {
    let mut table = online_table();
    table.start(0);
    table.handle(10, full(moves));
    table
}

fn requests(effects: &[TableEffect]) -> Vec<OnlineRequest> {
    effects
        .iter()
        .filter_map(|e| match e {
            TableEffect::Online(request) => Some(request.clone()),
            _ => None,
        })
        .collect()
}

fn state(moves: &str, status: ServerStatus) -> ServerState {
    ServerState {
        moves: moves.split_whitespace().map(ServerMove::read).collect(),
        white_ms: 300_000,
        black_ms: 290_000,
        status,
        winner: None,
        draw_offers: BySide::default(),
        takebacks: BySide::default(),
    }
}

fn full(moves: &str) -> TableInput {
    server(ServerEvent::GameFull {
        game: OnlineGame {
            id: "g1".to_owned(),
            side: Color::White,
            opponent: "bob".to_owned(),
            clock: Some((300_000, 3_000)),
        },
        state: state(moves, ServerStatus::Playing),
    })
}

fn server(event: ServerEvent) -> TableInput {
    TableInput::Server(event)
}

fn line(text: &str) -> TableInput {
    TableInput::Line(text.to_owned())
}

/// The server's report of the game going on, these moves played.
fn playing(moves: &str) -> TableInput {
    server(ServerEvent::State(state(moves, ServerStatus::Playing)))
}

/// The server's report of the game ended (`status`) with these moves, `winner` the winner.
fn ended(moves: &str, status: ServerStatus, winner: Color) -> TableInput {
    let mut over = state(moves, status);
    over.winner = Some(winner);
    server(ServerEvent::State(over))
}

/// The server's refusal of `request`: not the player's turn.
fn not_your_turn(request: &OnlineRequest) -> TableInput {
    server(ServerEvent::Refused {
        request: request.clone(),
        reason: Some("not your turn".to_owned()),
    })
}

/// The move (UCI) sent to the server for the game reported by [`full`].
fn sent_move(uci: &str) -> OnlineRequest {
    OnlineRequest::Move {
        game: "g1".to_owned(),
        uci: uci.parse().unwrap(),
    }
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
    let mut table = in_game("");
    let effects = table.handle(20, line("e4"));
    assert!(said(&effects).is_empty(), "{effects:?}");
    assert_eq!(requests(&effects), [sent_move("e2e4")]);
    assert!(table.session().game().history().is_empty());
    let effects = table.handle(30, playing("e2e4"));
    assert_eq!(said(&effects), ["Pawn Echo four"]);
}

#[test]
fn a_move_made_on_the_screens_board_is_sent_like_a_typed_one() {
    let mut table = in_game("");
    let e2e4 = |table: &Table| {
        "e2e4"
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(table.session().game().position())
            .unwrap()
    };
    let effects = table.handle(20, TableInput::Move(e2e4(&table)));
    assert_eq!(requests(&effects), [sent_move("e2e4")]);
    let effects = table.handle(30, playing("e2e4"));
    assert_eq!(said(&effects), ["Pawn Echo four"]);
    // Not the player's move now: said, nothing sent.
    let d7d5 = "d7d5"
        .parse::<shakmaty::uci::UciMove>()
        .unwrap()
        .to_move(table.session().game().position())
        .unwrap();
    let effects = table.handle(40, TableInput::Move(d7d5));
    assert!(requests(&effects).is_empty(), "{effects:?}");
    assert_eq!(said(&effects).len(), 1, "{effects:?}");
}

#[test]
fn after_a_reconnection_only_the_moves_not_seen_are_played() {
    let mut table = in_game("e2e4");
    table.handle(
        20,
        server(ServerEvent::Trouble(OnlineTrouble::ConnectionLost)),
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
    let mut table = in_game("e2e4");
    let effects = table.handle(20, line("Nf3"));
    assert!(requests(&effects).is_empty());
    let effects = table.handle(30, playing("e2e4 e7e5"));
    assert_eq!(said(&effects), ["Pawn Echo five"]);
    assert_eq!(requests(&effects), [sent_move("g1f3")]);
}

#[test]
fn a_refused_move_is_one_line_and_the_player_may_move_again() {
    let mut table = in_game("");
    let sent = requests(&table.handle(20, line("e4")));
    let effects = table.handle(30, not_your_turn(&sent[0]));
    assert_eq!(
        said(&effects),
        ["the server refused Pawn Echo four: not your turn"]
    );
    assert_eq!(requests(&table.handle(40, line("d4"))).len(), 1);
}

#[test]
fn time_answers_from_the_servers_clock_counting_down_the_side_to_move() {
    let mut table = online_table();
    table.start(0);
    table.handle(1_000, full("e2e4 e7e5"));
    let effects = table.handle(11_000, line("time"));
    assert_eq!(
        said(&effects),
        ["White four minutes fifty seconds; Black four minutes fifty seconds"]
    );
}

#[test]
fn resign_asks_first_then_is_sent_and_the_servers_end_is_said() {
    let mut table = in_game("");
    let effects = table.handle(20, line("resign"));
    assert!(requests(&effects).is_empty());
    let effects = table.handle(30, line("resign"));
    assert_eq!(
        requests(&effects),
        [OnlineRequest::Resign {
            game: "g1".to_owned()
        }]
    );
    let effects = table.handle(40, ended("", ServerStatus::Resigned, Color::Black));
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
    let effects = table.handle(201_000, server(ServerEvent::State(moved)));
    assert_eq!(said(&effects), ["Knight Foxtrot three"]);
    assert_eq!(table.next_wake(), Some(201_000 + 170_000));
    // White's two minutes are not said again, though the increment lifted it above them; its
    // minute is, when it comes.
    let mut back = state("e2e4 e7e5 g1f3 b8c6", ServerStatus::Playing);
    back.white_ms = 103_000;
    back.black_ms = 280_000;
    table.handle(211_000, server(ServerEvent::State(back)));
    assert_eq!(table.next_wake(), Some(211_000 + 43_000));
    let effects = table.handle(254_000, TableInput::Wake);
    assert_eq!(said(&effects), ["White one minute"]);
}

#[test]
fn the_talking_clock_is_silent_before_the_clocks_run_and_after_the_end() {
    let mut table = in_game("e2e4");
    assert_eq!(table.next_wake(), None);
    table.handle(20, ended("e2e4 e7e5", ServerStatus::Resigned, Color::White));
    assert_eq!(table.next_wake(), None);
}

#[test]
fn a_declined_draw_offer_is_said_to_the_player_who_made_it() {
    let mut table = in_game("e2e4 e7e5");
    let effects = table.handle(20, line("draw"));
    assert_eq!(said(&effects), ["you offer a draw"]);
    assert_eq!(
        requests(&effects),
        [OnlineRequest::OfferDraw {
            game: "g1".to_owned()
        }]
    );
    let mut offered = state("e2e4 e7e5", ServerStatus::Playing);
    offered.draw_offers.white = true;
    let effects = table.handle(30, server(ServerEvent::State(offered.clone())));
    assert!(said(&effects).is_empty(), "{effects:?}");
    table.handle(40, line("Nf3"));
    offered.moves.push(ServerMove::read("g1f3"));
    table.handle(50, server(ServerEvent::State(offered)));
    // Black moves past the offer: declined.
    let effects = table.handle(60, playing("e2e4 e7e5 g1f3 b8c6"));
    assert_eq!(
        said(&effects),
        ["Knight Charlie six", "Black declines the draw"]
    );
}

fn peg(event: PegEvent) -> TableInput {
    TableInput::Board(BoardRole::Blind, BoardEvent::Peg(event))
}

fn peg_move(table: &mut Table, at_ms: u64, from: &str, to: &str) -> Vec<TableEffect> {
    let mut effects = table.handle(at_ms, peg(PegEvent::Up(from.parse().unwrap())));
    effects.extend(table.handle(at_ms + 100, peg(PegEvent::Down(to.parse().unwrap()))));
    effects
}

fn online_table_with_pegs() -> Table {
    let mut table = online_table_with(vec![ConnectedBoard::PEG]);
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
    assert_eq!(requests(&effects), [sent_move("e2e4")]);
    assert!(said(&effects).is_empty(), "{effects:?}");
    // Reported back: announced once, and the pegs (which show it) are not asked to replay it.
    let effects = table.handle(200, playing("e2e4"));
    assert_eq!(said(&effects), ["Pawn Echo four"]);
    // The opponent's reply is replayed on the pegs: done, not a move of the player's.
    let effects = table.handle(300, playing("e2e4 e7e5"));
    assert_eq!(said(&effects), ["Pawn Echo five"]);
    let effects = peg_move(&mut table, 2_000, "e7", "e5");
    assert!(requests(&effects).is_empty(), "{effects:?}");
    assert_eq!(said(&effects), ["done"]);
    let effects = peg_move(&mut table, 3_000, "g1", "f3");
    assert_eq!(requests(&effects), [sent_move("g1f3")]);
}

#[test]
fn a_move_on_the_pegs_the_server_refuses_is_guided_back() {
    let mut table = online_table_with_pegs();
    table.handle(10, full(""));
    let sent = requests(&peg_move(&mut table, 20, "e2", "e4"));
    let effects = table.handle(30, not_your_turn(&sent[0]));
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

fn chat_line(author: ChatAuthor, text: &str) -> TableInput {
    server(ServerEvent::Chat(ChatLine {
        author,
        text: ChatText::received(text).unwrap(),
    }))
}

#[test]
fn a_chat_line_from_the_opponent_is_announced_and_read_on_request() {
    let mut table = in_game("e2e4");
    let effects = table.handle(20, chat_line(ChatAuthor::opponent("bob"), "good luck"));
    assert_eq!(said(&effects), ["message from bob"]);
    // The player's own line, sent back by the server, and the server's: kept, not announced.
    assert!(said(&table.handle(30, chat_line(ChatAuthor::Me, "thanks"))).is_empty());
    assert!(said(&table.handle(40, chat_line(ChatAuthor::server("lichess"), "x"))).is_empty());
    table.handle(50, chat_line(ChatAuthor::opponent("bob"), "have fun"));
    let effects = table.handle(60, line("chat"));
    assert_eq!(said(&effects), ["bob: good luck", "bob: have fun"]);
    assert!(requests(&effects).is_empty());
    // Nothing new: the last three again.
    let effects = table.handle(70, line("chat"));
    assert_eq!(
        said(&effects),
        ["you: thanks", "lichess: x", "bob: have fun"]
    );
}

#[test]
fn chat_text_is_sent_to_the_players_room_and_a_long_one_refused() {
    let mut table = online_table();
    table.start(0);
    assert_eq!(said(&table.handle(5, line("chat"))), ["no messages"]);
    assert_eq!(
        said(&table.handle(6, line("chat hello"))),
        ["the game has not started yet"]
    );
    table.handle(10, full(""));
    let effects = table.handle(20, line("chat Hello,  Bob!"));
    assert_eq!(said(&effects), ["message sent"]);
    assert_eq!(
        requests(&effects),
        [OnlineRequest::Chat {
            game: "g1".to_owned(),
            text: ChatText::typed("Hello, Bob!").unwrap(),
        }]
    );
    let long = format!("chat {}", "a".repeat(CHAT_MAX_CHARS + 5));
    let effects = table.handle(30, TableInput::Line(long));
    assert!(requests(&effects).is_empty());
    assert_eq!(
        said(&effects),
        ["a message has at most 140 characters; this one has 145"]
    );
    // The German word works too.
    let effects = table.handle(40, line("nachricht gut"));
    assert_eq!(requests(&effects).len(), 1);
}

#[test]
fn the_online_commands_are_refused_offline_in_one_sentence() {
    let session = Session::new(
        SessionConfig::default(),
        Voice::builtin("en").unwrap(),
        Game::new(),
        0,
    );
    let mut table = Table::new(session, TableSetup::default());
    table.start(0);
    assert_eq!(
        said(&table.handle(10, line("chat hello"))),
        ["chat is for a game played online"]
    );
    assert_eq!(
        said(&table.handle(20, line("abort"))),
        ["abort is for a game played online"]
    );
    let help = said(&table.handle(30, line("help more"))).join(" ");
    assert!(!help.contains("chat") && !help.contains("abort"), "{help}");
}

#[test]
fn help_online_names_the_servers_commands_and_not_the_clocks() {
    let mut table = in_game("");
    let help = said(&table.handle(20, line("help more"))).join(" ");
    for word in [
        "chat", "abort", "takeback", "claim", "draw", "resign", "analyse",
    ] {
        assert!(help.contains(word), "{word}: {help}");
    }
    for word in ["press", "adjourn", "undo", "hint", "penalty"] {
        assert!(!help.contains(word), "{word}: {help}");
    }
}

#[test]
fn abort_is_sent_before_each_side_has_moved_and_refused_after() {
    let mut table = online_table();
    table.start(0);
    assert_eq!(
        said(&table.handle(5, line("abort"))),
        ["the game has not started yet"]
    );
    table.handle(10, full("e2e4"));
    let effects = table.handle(20, line("abort"));
    assert_eq!(
        requests(&effects),
        [OnlineRequest::Abort {
            game: "g1".to_owned()
        }]
    );
    let effects = table.handle(
        30,
        server(ServerEvent::State(state("e2e4", ServerStatus::Aborted))),
    );
    assert_eq!(said(&effects), ["the game was aborted"]);
    // Over on the server: nothing more is sent.
    let effects = table.handle(40, line("Nf3"));
    assert!(requests(&effects).is_empty());
    assert_eq!(said(&effects), ["the game is over"]);

    let mut table = in_game("e2e4 e7e5");
    let effects = table.handle(20, line("abort"));
    assert!(requests(&effects).is_empty());
    assert_eq!(
        said(&effects),
        ["too late to abort: both sides have moved; you may resign or offer a draw"]
    );
}

fn asking(moves: &str, white: bool, black: bool) -> TableInput {
    let mut state = state(moves, ServerStatus::Playing);
    state.takebacks = BySide { white, black };
    server(ServerEvent::State(state))
}

#[test]
fn a_takeback_asked_by_the_player_and_granted_takes_the_move_back() {
    let mut table = in_game("e2e4 e7e5 g1f3");
    let effects = table.handle(20, line("takeback"));
    assert_eq!(said(&effects), ["you ask to take back your last move"]);
    assert_eq!(
        requests(&effects),
        [OnlineRequest::Takeback {
            game: "g1".to_owned()
        }]
    );
    // The server reports the request, then the game without the move.
    assert!(said(&table.handle(30, asking("e2e4 e7e5 g1f3", true, false))).is_empty());
    let effects = table.handle(40, asking("e2e4 e7e5", false, false));
    assert_eq!(said(&effects), ["taken back: Knight Foxtrot three"]);
    assert_eq!(table.session().game().history().len(), 2);
    // White to move again: a new move is sent.
    let effects = table.handle(50, line("Nc3"));
    assert_eq!(requests(&effects), [sent_move("b1c3")]);
}

#[test]
fn the_opponents_takeback_request_is_said_once_and_granted_with_takeback() {
    let mut table = in_game("e2e4 e7e5");
    let effects = table.handle(20, asking("e2e4 e7e5", false, true));
    assert_eq!(
        said(&effects),
        ["Black asks to take back a move; say takeback to accept"]
    );
    assert!(said(&table.handle(25, asking("e2e4 e7e5", false, true))).is_empty());
    let effects = table.handle(30, line("takeback"));
    assert!(said(&effects).is_empty(), "{effects:?}");
    assert_eq!(
        requests(&effects),
        [OnlineRequest::Takeback {
            game: "g1".to_owned()
        }]
    );
    let effects = table.handle(40, asking("e2e4", false, false));
    assert_eq!(said(&effects), ["taken back: Pawn Echo five"]);
}

#[test]
fn a_takeback_declined_by_a_move_is_said_and_one_withdrawn_by_the_players_move_is_not() {
    let mut table = in_game("e2e4");
    table.handle(20, line("takeback"));
    table.handle(30, asking("e2e4", true, false));
    // Black moves on: declined.
    let effects = table.handle(40, asking("e2e4 e7e5", false, false));
    assert_eq!(
        said(&effects),
        ["Pawn Echo five", "Black declines the takeback"]
    );
    // White asks on its own turn, then moves: withdrawn, nothing said.
    table.handle(50, line("takeback"));
    table.handle(60, asking("e2e4 e7e5", true, false));
    table.handle(70, line("Nf3"));
    let effects = table.handle(80, asking("e2e4 e7e5 g1f3", false, false));
    assert_eq!(said(&effects), ["Knight Foxtrot three"]);
    // Nothing to take back before the player's first move.
    let mut table = in_game("");
    let effects = table.handle(20, line("takeback"));
    assert_eq!(said(&effects), ["no move to take back"]);
    assert!(requests(&effects).is_empty());
}

fn gone(claim_in_secs: Option<u64>) -> TableInput {
    server(ServerEvent::Opponent(Presence::Gone { claim_in_secs }))
}

#[test]
fn the_opponent_gone_is_said_once_and_the_win_claimed_when_allowed() {
    let mut table = in_game("e2e4 e7e5");
    assert_eq!(
        said(&table.handle(500, line("claim"))),
        ["your opponent is still in the game: there is no win to claim"]
    );
    let effects = table.handle(1_000, gone(Some(5)));
    assert_eq!(
        said(&effects),
        ["your opponent has left the game; you may claim the win in five seconds"]
    );
    // The count running down says nothing.
    assert!(said(&table.handle(1_500, gone(Some(4)))).is_empty());
    // Too early: when, in words, and nothing sent.
    let effects = table.handle(2_000, line("claim"));
    assert!(requests(&effects).is_empty());
    assert_eq!(said(&effects), ["you may claim the win in five seconds"]);
    // The server's count (with a margin) runs out: said once, by the table itself.
    let wake = table.online().and_then(OnlineSeat::claim_wake).unwrap();
    assert_eq!(wake, 1_500 + 4_000 + CLAIM_MARGIN_MS);
    assert!(said(&table.handle(wake - 1, TableInput::Wake)).is_empty());
    let effects = table.handle(wake, TableInput::Wake);
    assert_eq!(said(&effects), ["you may claim the win now: say claim"]);
    assert!(said(&table.handle(wake + 1, gone(Some(0)))).is_empty());
    let effects = table.handle(wake + 100, line("claim"));
    assert_eq!(
        requests(&effects),
        [OnlineRequest::ClaimVictory {
            game: "g1".to_owned()
        }]
    );
    let effects = table.handle(
        wake + 200,
        ended("e2e4 e7e5", ServerStatus::Abandoned, Color::White),
    );
    assert_eq!(said(&effects), ["Game abandoned. White wins."]);
    assert_eq!(
        table.session().game().ending().map(|e| e.reason),
        Some(crate::core::game::EndReason::Abandoned)
    );
}

#[test]
fn the_servers_zero_says_the_win_may_be_claimed_and_the_opponents_return_is_said() {
    let mut table = in_game("e2e4 e7e5");
    table.handle(1_000, gone(Some(30)));
    let effects = table.handle(2_000, gone(Some(0)));
    assert_eq!(said(&effects), ["you may claim the win now: say claim"]);
    assert_eq!(table.online().and_then(OnlineSeat::claim_wake), None);
    let effects = table.handle(3_000, server(ServerEvent::Opponent(Presence::Back)));
    assert_eq!(said(&effects), ["your opponent is back"]);
    assert!(requests(&table.handle(4_000, line("claim"))).is_empty());
    // Gone at once claimable: one sentence.
    let effects = table.handle(5_000, gone(Some(0)));
    assert_eq!(
        said(&effects),
        ["your opponent has left the game; you may claim the win now: say claim"]
    );
}

#[test]
fn analysis_is_refused_during_the_online_game_and_starts_once_it_has_ended() {
    let mut table = in_game("e2e4 e7e5");
    let effects = table.handle(20, line("analyse"));
    assert_eq!(
        said(&effects),
        ["the analysis opens once the game has ended"]
    );
    assert!(!effects.iter().any(|e| matches!(e, TableEffect::Engine(_))));
    table.handle(30, ended("e2e4 e7e5", ServerStatus::Resigned, Color::White));
    let effects = table.handle(40, line("analyse"));
    assert_eq!(
        said(&effects),
        ["analysing the game: 3 positions; every question is answered meanwhile"]
    );
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, TableEffect::Engine(EngineRequest::Evaluate { .. }))),
        "{effects:?}"
    );
}

#[test]
fn the_chat_is_read_while_the_ended_game_is_gone_over() {
    let mut table = in_game("e2e4 e7e5");
    table.handle(20, ended("e2e4 e7e5", ServerStatus::Resigned, Color::White));
    table.handle(30, line("review"));
    assert!(table.review().is_some());
    let effects = table.handle(40, chat_line(ChatAuthor::opponent("bob"), "gg"));
    assert_eq!(said(&effects), ["message from bob"]);
    assert_eq!(said(&table.handle(50, line("chat"))), ["bob: gg"]);
    let effects = table.handle(60, line("chat thank you"));
    assert_eq!(requests(&effects).len(), 1);
    assert!(table.review().is_some());
}

#[test]
fn moves_that_differ_from_the_server_are_said_once_while_they_differ() {
    let mut table = in_game("e2e4 e7e5");
    let differing = || playing("d2d4");
    let first = said(&table.handle(20, differing()));
    assert_eq!(first.len(), 1, "{first:?}");
    assert!(first[0].contains("differ"), "{first:?}");
    for at in 30..1_030 {
        assert!(said(&table.handle(at, differing())).is_empty());
    }
    // Agreeing again, then differing again: said again.
    table.handle(2_000, playing("e2e4 e7e5"));
    assert_eq!(said(&table.handle(2_010, differing())).len(), 1);
}

#[test]
fn a_server_not_answering_is_said_once_and_once_when_it_is_back() {
    let mut table = in_game("");
    let trouble = |t: OnlineTrouble| server(ServerEvent::Trouble(t));
    assert_eq!(
        said(&table.handle(20, trouble(OnlineTrouble::NotAnswering))),
        ["the server is not answering; trying again"]
    );
    for at in 30..100 {
        assert!(said(&table.handle(at, trouble(OnlineTrouble::NotAnswering))).is_empty());
        assert!(said(&table.handle(at, trouble(OnlineTrouble::ConnectionLost))).is_empty());
    }
    assert_eq!(
        said(&table.handle(200, full(""))),
        ["connected to the server again"]
    );
    assert!(said(&table.handle(210, trouble(OnlineTrouble::ConnectionBack))).is_empty());
}
