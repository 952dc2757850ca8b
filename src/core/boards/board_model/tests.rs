use super::*;
use crate::core::boards::dgt::{DgtBoard, DgtMessage, DgtSquare};
use crate::core::boards::event::{BatteryReport, PieceReport};
use crate::core::boards::peg::parse_line;
use proptest::prelude::*;
use shakmaty::uci::UciMove;
use shakmaty::{Color, Piece, Role, Square};

fn mv(pos: &Chess, uci: &str) -> Move {
    UciMove::from_ascii(uci.as_bytes())
        .unwrap()
        .to_move(pos)
        .unwrap()
}

fn played(ucis: &[&str]) -> Chess {
    let mut pos = Chess::default();
    for uci in ucis {
        let m = mv(&pos, uci);
        pos.play_unchecked(m);
    }
    pos
}

fn peg(position: Chess) -> BoardModel {
    BoardModel::new(
        BoardRole::Blind,
        BoardProtocol::Peg,
        position,
        CastlingMode::Standard,
        Voice::fide(),
        Grace::default(),
    )
}

fn dgt(position: Chess) -> BoardModel {
    let dump = DgtMessage::BoardDump(DgtBoard::from_board(position.board()));
    let mut model = BoardModel::new(
        BoardRole::Sighted,
        BoardProtocol::Dgt,
        position,
        CastlingMode::Standard,
        Voice::fide(),
        Grace::default(),
    );
    assert!(model.sense(0, &BoardEvent::Dgt(dump)).is_empty());
    model
}

fn lines(model: &mut BoardModel, at_ms: u64, script: &str) -> Vec<BoardAction> {
    script
        .split(',')
        .map(str::trim)
        .flat_map(|l| {
            let event = BoardEvent::Peg(parse_line(l.as_bytes()).unwrap());
            model.sense(at_ms, &event)
        })
        .collect()
}

fn field(
    model: &mut BoardModel,
    at_ms: u64,
    square: Square,
    piece: Option<Piece>,
) -> Vec<BoardAction> {
    let content = piece.map_or(DgtSquare::Empty, DgtSquare::Piece);
    model.sense(
        at_ms,
        &BoardEvent::Dgt(DgtMessage::FieldUpdate { square, content }),
    )
}

fn texts(actions: &[BoardAction], kind: SayKind) -> Vec<String> {
    actions
        .iter()
        .filter_map(|a| match a {
            BoardAction::Say { kind: k, text } if *k == kind => Some(text.clone()),
            _ => None,
        })
        .collect()
}

fn plays(actions: &[BoardAction]) -> Vec<Move> {
    actions
        .iter()
        .filter_map(|a| match a {
            BoardAction::Play(m) => Some(*m),
            _ => None,
        })
        .collect()
}

const WHITE_PAWN: Piece = Piece {
    color: Color::White,
    role: Role::Pawn,
};

#[test]
fn a_move_on_the_pegs_is_played_and_the_clock_button_presses() {
    let mut model = peg(Chess::default());
    let out = lines(&mut model, 0, "UP e2, DOWN e4, BTN clock");
    assert_eq!(plays(&out), [mv(&Chess::default(), "e2e4")]);
    assert_eq!(out.last(), Some(&BoardAction::Press));
    assert!(texts(&out, SayKind::Guidance).is_empty());
    assert_eq!(model.verdict(), Verdict::Right);
}

#[test]
fn the_opponents_move_replayed_on_the_pegs_is_done_and_a_replay_not_made_is_asked_for() {
    let mut model = peg(Chess::default());
    assert!(
        model
            .game_moved(0, mv(&Chess::default(), "e2e4"))
            .is_empty()
    );
    assert_eq!(model.next_wake(), Some(20_000));
    let out = model.tick(20_000);
    assert_eq!(
        texts(&out, SayKind::Guidance),
        ["noch ausführen: Bauer Eva zwei Eva vier"]
    );
    let out = lines(&mut model, 21_000, "UP e2, DOWN e4");
    assert!(plays(&out).is_empty(), "a replay is no move: {out:?}");
    assert_eq!(
        texts(&out, SayKind::Confirmation),
        ["erledigt", "Brett stimmt"]
    );
    assert_eq!(model.owed().count(), 0);
    let out = lines(&mut model, 22_000, "UP e7, DOWN e5");
    assert_eq!(plays(&out).len(), 1, "the game goes on from the pegs");
}

/// The first reproduction: the sighted player replays e4 as d2-d4 on the DGT board.
#[test]
fn a_wrong_replay_on_the_e_board_is_named_one_second_after_it_settles_and_healed() {
    let start = Chess::default();
    let mut model = dgt(start.clone());
    model.game_moved(100, mv(&start, "e2e4"));
    assert!(field(&mut model, 200, Square::D2, None).is_empty());
    let out = field(&mut model, 300, Square::D4, Some(WHITE_PAWN));
    assert!(plays(&out).is_empty(), "{out:?}");
    assert_eq!(
        model.next_wake(),
        Some(1_300),
        "named a second after it settled"
    );
    assert!(model.tick(1_299).is_empty());
    let out = model.tick(1_300);
    assert_eq!(
        texts(&out, SayKind::Guidance),
        ["Bauer von David vier nach David zwei"]
    );
    // Put back: the board is right, and the replay still owed is asked for after its grace.
    field(&mut model, 2_000, Square::D4, None);
    let out = field(&mut model, 2_100, Square::D2, Some(WHITE_PAWN));
    assert_eq!(texts(&out, SayKind::Confirmation), ["Brett stimmt"]);
    field(&mut model, 3_000, Square::E2, None);
    let out = field(&mut model, 3_100, Square::E4, Some(WHITE_PAWN));
    assert_eq!(texts(&out, SayKind::Confirmation), ["erledigt"]);
    assert_eq!(model.base().board(), played(&["e2e4"]).board());
    // And the next move made on it is played.
    let black_pawn = Piece {
        color: Color::Black,
        role: Role::Pawn,
    };
    field(&mut model, 4_000, Square::E7, None);
    let out = field(&mut model, 4_100, Square::E5, Some(black_pawn));
    assert_eq!(plays(&out).len(), 1, "{out:?}");
}

#[test]
fn a_sighted_board_still_wrong_after_ten_seconds_is_told_to_the_blind_player_once() {
    let start = Chess::default();
    let mut model = dgt(start.clone());
    model.game_moved(100, mv(&start, "e2e4"));
    field(&mut model, 200, Square::D2, None);
    field(&mut model, 300, Square::D4, Some(WHITE_PAWN));
    model.tick(1_300);
    assert_eq!(model.next_wake(), Some(10_300));
    let out = model.tick(10_300);
    assert_eq!(out, [BoardAction::TellBlind]);
    assert_eq!(model.next_wake(), None);
    assert!(model.tick(30_000).is_empty(), "told once");
}

/// The second reproduction: after 2... Nc6 the blind player lifts b8 and, by mistake,
/// the d7 pawn, and sets the knight on c6.
#[test]
fn an_extra_peg_lifted_is_named_and_the_move_made_once_it_is_back() {
    let position = played(&["e2e4", "e7e5", "g1f3"]);
    let mut model = peg(position.clone());
    let out = lines(&mut model, 0, "UP b8, UP d7, DOWN c6");
    assert!(plays(&out).is_empty());
    assert_eq!(model.next_wake(), Some(1_000));
    let out = model.tick(1_000);
    assert_eq!(
        texts(&out, SayKind::Guidance),
        ["Bauer fehlt auf David sieben"]
    );
    let out = lines(&mut model, 2_000, "DOWN d7");
    assert_eq!(plays(&out), [mv(&position, "b8c6")]);
    // The next peg move is heard.
    let out = lines(&mut model, 3_000, "UP f1, DOWN b5");
    assert_eq!(plays(&out).len(), 1, "{out:?}");
}

#[test]
fn a_piece_in_hand_while_thinking_is_no_difference() {
    let mut model = peg(Chess::default());
    lines(&mut model, 0, "UP g1");
    assert_eq!(model.verdict(), Verdict::Held);
    assert!(model.tick(5_000).is_empty());
}

#[test]
fn an_opponents_piece_knocked_off_is_named() {
    let mut model = dgt(Chess::default());
    field(&mut model, 0, Square::D8, None);
    assert!(matches!(model.verdict(), Verdict::Differs(_)));
    let out = model.tick(1_000);
    assert_eq!(
        texts(&out, SayKind::Guidance),
        ["Dame fehlt auf David acht"]
    );
}

#[test]
fn the_next_move_made_before_the_replay_is_taken_back_then_replayed_then_played() {
    // The blind player owes Black's e5 and plays Nf3 first on the pegs.
    let start = played(&["e2e4"]);
    let mut model = peg(start.clone());
    let e5 = mv(&start, "e7e5");
    model.game_moved(0, e5);
    lines(&mut model, 500, "UP g1, DOWN f3");
    let out = model.tick(1_500);
    assert_eq!(
        texts(&out, SayKind::Guidance),
        ["Springer von Felix drei nach Gustav eins"]
    );
    let out = lines(&mut model, 2_000, "UP f3, DOWN g1");
    assert_eq!(texts(&out, SayKind::Confirmation), ["Brett stimmt"]);
    let out = lines(&mut model, 2_500, "UP e7, DOWN e5");
    assert_eq!(texts(&out, SayKind::Confirmation), ["erledigt"]);
    let out = lines(&mut model, 3_000, "UP g1, DOWN f3");
    assert_eq!(plays(&out), [mv(&after(&start, e5), "g1f3")]);
}

#[test]
fn on_the_e_board_the_replay_and_the_next_move_together_are_both_read() {
    let start = played(&["e2e4"]);
    let mut model = dgt(start.clone());
    let e5 = mv(&start, "e7e5");
    model.game_moved(0, e5);
    let knight = Piece {
        color: Color::White,
        role: Role::Knight,
    };
    field(&mut model, 100, Square::G1, None);
    field(&mut model, 200, Square::F3, Some(knight));
    field(&mut model, 300, Square::E7, None);
    let out = field(
        &mut model,
        400,
        Square::E5,
        Some(Piece {
            color: Color::Black,
            role: Role::Pawn,
        }),
    );
    assert_eq!(plays(&out), [mv(&after(&start, e5), "g1f3")]);
}

#[test]
fn connected_again_is_said_only_when_the_board_sends_data() {
    let mut model = dgt(Chess::default());
    let out = model.sense(0, &BoardEvent::Disconnected("gone".into()));
    assert_eq!(texts(&out, SayKind::Connection), ["Brett getrennt"]);
    assert!(model.sense(100, &BoardEvent::Reconnected).is_empty());
    let dump = DgtMessage::BoardDump(DgtBoard::from_board(Chess::default().board()));
    let out = model.sense(200, &BoardEvent::Dgt(dump));
    assert_eq!(texts(&out, SayKind::Connection), ["Brett wieder verbunden"]);
}

/// A low battery is said once to the board's owner, again only after it was charged; the
/// board's moves are read meanwhile.
#[test]
fn a_low_battery_is_said_once_and_the_game_goes_on() {
    let start = Chess::default();
    let mut model = dgt(start.clone());
    let battery = |percent, charging| BoardEvent::Battery(BatteryReport { percent, charging });
    assert!(model.sense(0, &battery(40, false)).is_empty());
    let out = model.sense(10, &battery(12, false));
    let said = texts(&out, SayKind::Prompt);
    assert_eq!(said.len(), 1, "{out:?}");
    assert!(
        said[0].contains("Akku") && said[0].contains("12"),
        "{said:?}"
    );
    assert!(model.sense(20, &battery(11, false)).is_empty());
    assert!(model.sense(30, &battery(3, true)).is_empty());
    assert_eq!(
        texts(&model.sense(40, &battery(9, false)), SayKind::Prompt).len(),
        1
    );
    let e4 = DgtMessage::BoardDump(DgtBoard::from_board(played(&["e2e4"]).board()));
    assert_eq!(
        plays(&model.sense(50, &BoardEvent::Dgt(e4))),
        [mv(&start, "e2e4")]
    );
}

#[test]
fn a_board_that_names_its_pieces_plugs_in_through_piece_reports() {
    let start = Chess::default();
    let mut model = BoardModel::with_sensing(
        BoardRole::Sighted,
        Box::new(super::super::sensing_board::PieceSensing::new(
            BoardProtocol::Dgt,
        )),
        start.clone(),
        Voice::fide(),
        Grace::default(),
    );
    let whole = |board: &Board| BoardEvent::Pieces(PieceReport::Whole(board.clone()));
    assert!(model.sense(0, &whole(start.board())).is_empty());
    let out = model.sense(10, &whole(played(&["e2e4"]).board()));
    assert_eq!(plays(&out), [mv(&start, "e2e4")]);
}

#[test]
fn undo_sends_the_board_back_to_the_game() {
    let start = Chess::default();
    let mut model = dgt(start.clone());
    field(&mut model, 0, Square::E2, None);
    let out = field(&mut model, 10, Square::E4, Some(WHITE_PAWN));
    assert_eq!(plays(&out).len(), 1);
    // The move is taken back at the table.
    model.reset(1_000, start);
    let out = model.tick(2_000);
    assert_eq!(
        texts(&out, SayKind::Guidance),
        ["Bauer von Eva vier nach Eva zwei"]
    );
}

/// What one random step does to a DGT board.
#[derive(Debug, Clone)]
enum Step {
    /// A square changes (emptied, or a piece set).
    Field(u8, Option<(bool, u8)>),
    /// A move of the game made elsewhere.
    GameMove(u8),
    /// A legal move made on the board (its squares updated).
    BoardMove(u8),
    /// Time passes.
    Wait(u16),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        (0u8..64, proptest::option::of((any::<bool>(), 0u8..6)))
            .prop_map(|(sq, p)| Step::Field(sq, p)),
        any::<u8>().prop_map(Step::GameMove),
        any::<u8>().prop_map(Step::BoardMove),
        (0u16..3_000).prop_map(Step::Wait),
    ]
}

fn piece_of(code: (bool, u8)) -> Piece {
    let roles = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    Piece {
        color: Color::from_white(code.0),
        role: roles[usize::from(code.1) % 6],
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    /// The invariant of the one board model: once the board has settled, it either follows the
    /// game (it shows what it should, or a move is being made) or the difference's first fix
    /// has been said.
    #[test]
    fn the_model_follows_the_game_or_names_the_difference(steps in proptest::collection::vec(step(), 1..40)) {
        let mut model = dgt(Chess::default());
        let mut shown = Chess::default().board().clone();
        let mut at = 0u64;
        let mut guidance: Vec<String> = Vec::new();
        let take = |actions: Vec<BoardAction>, guidance: &mut Vec<String>| {
            guidance.extend(texts(&actions, SayKind::Guidance));
        };
        for step in steps {
            at += 10;
            match step {
                Step::Field(sq, piece) => {
                    let square = Square::new(u32::from(sq));
                    let piece = piece.map(piece_of);
                    match piece {
                        Some(p) => shown.set_piece_at(square, p),
                        None => shown.discard_piece_at(square),
                    }
                    take(field(&mut model, at, square, piece), &mut guidance);
                }
                Step::GameMove(pick) => {
                    let moves = model.game().legal_moves();
                    if !moves.is_empty() {
                        let m = moves[usize::from(pick) % moves.len()];
                        take(model.game_moved(at, m), &mut guidance);
                    }
                }
                Step::BoardMove(pick) => {
                    let moves = model.base().legal_moves();
                    if !moves.is_empty() {
                        let m = moves[usize::from(pick) % moves.len()];
                        let target = after(model.base(), m).board().clone();
                        for square in Square::ALL {
                            if shown.piece_at(square) != target.piece_at(square) {
                                shown = {
                                    let mut b = shown.clone();
                                    match target.piece_at(square) {
                                        Some(p) => b.set_piece_at(square, p),
                                        None => b.discard_piece_at(square),
                                    }
                                    b
                                };
                                take(field(&mut model, at, square, target.piece_at(square)), &mut guidance);
                            }
                        }
                    }
                }
                Step::Wait(ms) => {
                    at += u64::from(ms);
                    take(model.tick(at), &mut guidance);
                }
            }
        }
        // Settle: the model is woken at every deadline it asks for, short of the long graces.
        let settle = at + 1_000;
        while let Some(wake) = model.next_wake().filter(|&w| w <= settle) {
            take(model.tick(wake.max(at)), &mut guidance);
            at = wake.max(at) + 1;
        }
        prop_assert_eq!(model.shows(), Some(Observed::Pieces(shown)));
        match model.verdict() {
            Verdict::Right | Verdict::Held => {}
            Verdict::Unknown => prop_assert!(false, "the board was dumped"),
            Verdict::Differs(fixes) => {
                prop_assert!(!fixes.is_empty());
                let first = phrase(&fixes[0], &Voice::fide(), model.base());
                prop_assert_eq!(guidance.last(), Some(&first), "{:?}", fixes);
            }
        }
    }
}

/// A capture made with an extra peg still in hand leaves the holes of pieces only lifted: the
/// board's events tell it apart, and it is named.
#[test]
fn a_capture_made_with_an_extra_peg_in_hand_is_named() {
    let position = played(&["e2e4", "d7d5"]);
    let mut model = peg(position);
    let out = lines(&mut model, 0, "UP c2, UP e4, UP d5, DOWN d5");
    assert!(plays(&out).is_empty());
    assert!(matches!(model.verdict(), Verdict::Differs(_)));
    let out = model.tick(1_000);
    assert_eq!(
        texts(&out, SayKind::Guidance),
        ["Bauer fehlt auf Cesar zwei"]
    );
    let out = lines(&mut model, 1_500, "DOWN c2");
    assert_eq!(plays(&out).len(), 1, "{out:?}");
}

fn lights(actions: &[BoardAction]) -> Vec<Bitboard> {
    actions
        .iter()
        .filter_map(|a| match a {
            BoardAction::ShowSquares(squares) => Some(*squares),
            _ => None,
        })
        .collect()
}

/// The fix said on the sighted player's board is lit there with it (both squares of a piece to
/// shift), and put out when the board is right; nothing is lit while it only settles.
#[test]
fn the_fix_said_on_the_sighted_board_is_lit_and_put_out_once_right() {
    let start = Chess::default();
    let mut model = dgt(start.clone());
    model.game_moved(100, mv(&start, "e2e4"));
    let mut before = field(&mut model, 200, Square::D2, None);
    before.extend(field(&mut model, 300, Square::D4, Some(WHITE_PAWN)));
    assert!(lights(&before).is_empty(), "{before:?}");
    let out = model.tick(1_300);
    assert_eq!(
        lights(&out),
        [Bitboard::from(Square::D4) | Bitboard::from(Square::D2)]
    );
    // Said again (repeat): the same squares are not sent twice.
    model.repeat_guidance();
    let again = model.tick(model.next_wake().unwrap_or(1_400));
    assert!(lights(&again).is_empty(), "{again:?}");
    field(&mut model, 2_000, Square::D4, None);
    let out = field(&mut model, 2_100, Square::D2, Some(WHITE_PAWN));
    assert_eq!(texts(&out, SayKind::Confirmation), ["Brett stimmt"]);
    assert_eq!(lights(&out), [Bitboard::EMPTY]);
}

/// A piece of the side not to move knocked off the sighted player's board lights its square;
/// set back, the light goes.
#[test]
fn a_piece_knocked_off_the_sighted_board_lights_its_square() {
    let black_pawn = Piece {
        color: Color::Black,
        role: Role::Pawn,
    };
    let mut model = dgt(Chess::default());
    field(&mut model, 100, Square::H7, None);
    let out = model.tick(model.next_wake().expect("a wake to name it"));
    assert_eq!(lights(&out), [Bitboard::from(Square::H7)], "{out:?}");
    let out = field(&mut model, 2_000, Square::H7, Some(black_pawn));
    assert_eq!(lights(&out), [Bitboard::EMPTY]);
}

/// The blind player's board is never asked to light anything: they fix by touch.
#[test]
fn the_blind_players_board_is_never_asked_to_light() {
    let start = Chess::default();
    let mut model = peg(start.clone());
    model.game_moved(100, mv(&start, "e2e4"));
    let mut out = lines(&mut model, 200, "UP d2, DOWN d4");
    out.extend(model.tick(1_200));
    out.extend(model.tick(30_000));
    assert!(!texts(&out, SayKind::Guidance).is_empty(), "{out:?}");
    assert!(lights(&out).is_empty(), "{out:?}");
}
