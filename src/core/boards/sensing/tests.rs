use proptest::prelude::*;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Square};

use super::*;
use crate::core::boards::peg::parse_line;
use crate::core::boards::peg_sim::{Noise, Rng, move_events, random_game, wire_lines};
use crate::core::fen::position_from_fen;
use crate::core::game::Game;

fn board(fen: Option<&str>) -> PegBoard {
    match fen {
        Some(fen) => {
            let (position, mode) = position_from_fen(fen, None).unwrap();
            PegBoard::new(position, mode)
        }
        None => PegBoard::new(Chess::default(), CastlingMode::Standard),
    }
}

/// Feeds the lines one by one; returns, per line, the SANs it committed.
fn feed(b: &mut PegBoard, script: &str) -> Vec<(String, Vec<String>)> {
    script
        .split(',')
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|line| {
            let event = parse_line(line.as_bytes()).unwrap();
            (line.to_owned(), moves(&b.handle(&event)))
        })
        .collect()
}

fn moves(observations: &[Observation]) -> Vec<String> {
    observations
        .iter()
        .filter_map(|o| match o {
            Observation::Moved { san, .. } => Some(san.to_string()),
            _ => None,
        })
        .collect()
}

/// All SANs committed by the script, then by the end of input.
fn replay(fen: Option<&str>, script: &str) -> Vec<String> {
    let mut b = board(fen);
    let mut sans: Vec<String> = feed(&mut b, script)
        .into_iter()
        .flat_map(|(_, m)| m)
        .collect();
    sans.extend(moves(&b.finish()));
    sans
}

/// Asserts that only the last line of `script` commits `san`, and nothing earlier does.
fn commits_on_last(fen: Option<&str>, script: &str, san: &str) {
    let mut b = board(fen);
    let steps = feed(&mut b, script);
    let (last, rest) = steps.split_last().unwrap();
    for (line, committed) in rest {
        assert!(
            committed.is_empty(),
            "{script}: `{line}` committed {committed:?} early"
        );
    }
    assert_eq!(last.1, vec![san.to_owned()], "{script}");
}

const AFTER_E4_D5: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
const EP: &str = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
const CASTLE: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
const PROMOTE: &str = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1";

#[test]
fn a_quiet_move_commits_when_the_piece_is_seated() {
    commits_on_last(None, "UP e2, DOWN e4", "e4");
    commits_on_last(None, "UP g1, DOWN f3", "Nf3");
}

#[test]
fn touch_and_put_back_is_no_move_and_says_whether_touch_move_applies() {
    let mut b = board(None);
    let said = b.handle(&PegEvent::Up(Square::E2));
    assert_eq!(
        said,
        vec![Observation::Touched {
            square: Square::E2,
            piece: Piece {
                color: Color::White,
                role: Role::Pawn
            }
        }]
    );
    let said = b.handle(&PegEvent::Down(Square::E2));
    assert!(matches!(
        said.as_slice(),
        [Observation::PutBack {
            square: Square::E2,
            touch_move: true,
            ..
        }]
    ));
    // A rook that cannot move: touched, put back, no obligation.
    b.handle(&PegEvent::Up(Square::A1));
    let said = b.handle(&PegEvent::Down(Square::A1));
    assert!(matches!(
        said.as_slice(),
        [Observation::PutBack {
            touch_move: false,
            ..
        }]
    ));
    assert_eq!(replay(None, "UP e2, DOWN e2, UP d2, DOWN d4"), vec!["d4"]);
}

#[test]
fn captures_commit_in_either_order() {
    // Captured piece first, then the capturing piece lifted and seated.
    commits_on_last(Some(AFTER_E4_D5), "UP d5, UP e4, DOWN d5", "exd5");
    // Capturing piece lifted first, captured piece lifted last.
    commits_on_last(Some(AFTER_E4_D5), "UP e4, UP d5, DOWN d5", "exd5");
}

#[test]
fn captures_from_one_square_are_told_apart_by_the_piece_lifted() {
    // The queen on d1 can take on d7 or on d8: the same occupancy afterwards.
    let fen = "3rk3/3p4/8/8/8/8/8/3QK3 w - - 0 1";
    commits_on_last(Some(fen), "UP d1, UP d7, DOWN d7", "Qxd7+");
    // The rook touched and put back first, then the pawn taken.
    assert_eq!(
        replay(Some(fen), "UP d8, DOWN d8, UP d1, UP d7, DOWN d7"),
        vec!["Qxd7+"]
    );
}

#[test]
fn en_passant_in_every_order_of_its_three_events() {
    for script in [
        "UP e5, UP d5, DOWN d6",
        "UP d5, UP e5, DOWN d6",
        "UP e5, DOWN d6, UP d5",
    ] {
        commits_on_last(Some(EP), script, "exd6");
    }
}

#[test]
fn castling_king_first_or_both_pieces_lifted() {
    for script in [
        "UP e1, DOWN g1, UP h1, DOWN f1",
        "UP e1, UP h1, DOWN g1, DOWN f1",
        "UP e1, UP h1, DOWN f1, DOWN g1",
    ] {
        commits_on_last(Some(CASTLE), script, "O-O");
    }
    for script in [
        "UP e1, DOWN c1, UP a1, DOWN d1",
        "UP e1, UP a1, DOWN d1, DOWN c1",
    ] {
        commits_on_last(Some(CASTLE), script, "O-O-O");
    }
}

#[test]
fn rook_first_castling_becomes_castling_with_a_notice() {
    let mut b = board(Some(CASTLE));
    let mut all = Vec::new();
    for line in ["UP h1", "DOWN f1", "UP e1", "DOWN g1"] {
        let said = b.handle(&parse_line(line.as_bytes()).unwrap());
        if line != "DOWN g1" {
            assert!(moves(&said).is_empty(), "{line} committed {said:?}");
        }
        all.extend(said);
    }
    assert_eq!(moves(&all), vec!["O-O"]);
    assert!(
        all.iter()
            .any(|o| matches!(o, Observation::RookTouchedFirst { .. }))
    );
    // Both lifted, rook first: castling too, with the notice.
    let mut b = board(Some(CASTLE));
    let mut all = Vec::new();
    for line in ["UP a1", "UP e1", "DOWN c1", "DOWN d1"] {
        all.extend(b.handle(&parse_line(line.as_bytes()).unwrap()));
    }
    assert_eq!(moves(&all), vec!["O-O-O"]);
    assert!(
        all.iter()
            .any(|o| matches!(o, Observation::RookTouchedFirst { .. }))
    );
}

#[test]
fn a_rook_move_to_the_castling_square_waits_for_the_next_event() {
    // The opponent's reply commits the rook move before the reply is read.
    let steps = feed(&mut board(Some(CASTLE)), "UP h1, DOWN f1, UP e7, DOWN e5");
    assert!(steps[1].1.is_empty());
    assert_eq!(steps[2].1, vec!["Rf1"]);
    assert_eq!(steps[3].1, vec!["e5"]);
    // The clock button commits it.
    let steps = feed(
        &mut board(Some(CASTLE)),
        "UP h1, DOWN f1, SNAP 91FF00000000FF31, BTN clock",
    );
    assert!(
        steps[2].1.is_empty(),
        "a confirming snapshot decides nothing"
    );
    assert_eq!(steps[3].1, vec!["Rf1"]);
    // The end of the input commits it.
    assert_eq!(replay(Some(CASTLE), "UP h1, DOWN f1"), vec!["Rf1"]);
    // The king lifted and put back: still the rook move.
    assert_eq!(
        replay(
            Some(CASTLE),
            "UP h1, DOWN f1, UP e1, DOWN e1, UP e7, DOWN e6"
        ),
        vec!["Rf1", "e6"]
    );
}

#[test]
fn chess960_king_step_to_its_castling_square_waits_for_the_rook() {
    // King f1, rook h1: Kg1 is also an ordinary king move.
    let fen = "k7/8/8/8/8/8/8/5K1R w H - 0 1";
    commits_on_last(Some(fen), "UP f1, DOWN g1, UP h1, DOWN f1", "O-O");
    assert_eq!(
        replay(Some(fen), "UP f1, DOWN g1, UP a8, DOWN b8"),
        vec!["Kg1", "Kb8"]
    );
    // King and rook trade places (king d1, rook c1, castling long: king c1, rook d1).
    let fen = "3k4/8/8/8/8/8/8/2RK4 w C - 0 1";
    commits_on_last(Some(fen), "UP d1, UP c1, DOWN c1, DOWN d1", "O-O-O+");
    // King b1, rook a1: the rook lands beyond the king.
    let fen = "7k/8/8/8/8/8/8/RK6 w A - 0 1";
    commits_on_last(Some(fen), "UP b1, UP a1, DOWN d1, DOWN c1", "O-O-O");
}

#[test]
fn promotion_waits_for_its_key_before_or_after() {
    commits_on_last(Some(PROMOTE), "BTN q, UP a7, DOWN a8", "a8=Q");
    commits_on_last(Some(PROMOTE), "UP a7, BTN n, DOWN a8", "a8=N");
    commits_on_last(
        Some(PROMOTE),
        "UP a7, DOWN a8, SNAP 1300000000000010, BTN r",
        "a8=R",
    );
    commits_on_last(Some(PROMOTE), "UP a7, UP b8, DOWN b8, BTN q", "axb8=Q+");
    commits_on_last(Some(PROMOTE), "UP b8, BTN b, UP a7, DOWN b8", "axb8=B");
    let mut b = board(Some(PROMOTE));
    b.handle(&PegEvent::Up(Square::A7));
    let said = b.handle(&PegEvent::Down(Square::A8));
    assert_eq!(
        said,
        vec![Observation::NeedPromotion {
            from: Square::A7,
            to: Square::A8
        }]
    );
    assert!(
        b.handle(&PegEvent::Snap(b.observed())).is_empty(),
        "asked once"
    );
}

#[test]
fn a_key_pressed_before_a_move_without_promotion_is_forgotten() {
    let fen = "4k3/P7/8/8/8/8/4p3/4K3 w - - 0 1";
    assert_eq!(
        replay(
            Some(fen),
            "BTN n, UP e1, DOWN d2, UP e8, DOWN f7, UP a7, DOWN a8, BTN q"
        ),
        vec!["Kd2", "Kf7", "a8=Q"]
    );
}

#[test]
fn noise_between_and_during_events_changes_nothing() {
    let script = "SNAP FFFF00000000FFFF, UP e2, SNAP FFFF00000000EFFF, SNAP FFFF00000000EFFF, \
                  UP e2, DOWN e4, DOWN e4, BTN repeat, BTN time, UP a7, DOWN a7, UP e7, DOWN e5";
    assert_eq!(replay(None, script), vec!["e4", "e5"]);
}

#[test]
fn a_lost_line_is_recovered_by_the_next_snapshot() {
    // `UP e2` lost: the board seems to have a pawn too many until the snapshot.
    let mut b = board(None);
    let said = b.handle(&PegEvent::Down(Square::E4));
    assert!(matches!(said.as_slice(), [Observation::Mismatch { .. }]));
    let said = b.handle(&parse_line(b"SNAP FFFF00001000EFFF").unwrap());
    assert_eq!(moves(&said), vec!["e4"]);
    assert!(said.contains(&Observation::InSync));
    // `DOWN e4` lost.
    assert_eq!(replay(None, "UP e2, SNAP FFFF00001000EFFF"), vec!["e4"]);
    // A whole move of each side lost: the snapshot shows e4 and e5 played.
    assert_eq!(replay(None, "SNAP FFEF00101000EFFF"), vec!["e4", "e5"]);
}

#[test]
fn a_wrong_board_is_reported_and_a_snapshot_puts_it_right() {
    let mut b = board(None);
    // White to move, but Black's pawn moves.
    b.handle(&PegEvent::Up(Square::E7));
    let said = b.handle(&PegEvent::Down(Square::E5));
    assert_eq!(
        said,
        vec![Observation::Mismatch {
            missing: Bitboard::from(Square::E7),
            extra: Bitboard::from(Square::E5)
        }]
    );
    assert!(!b.is_in_sync());
    // Lifting the stray pawn explains the board again (a black pawn in hand).
    let said = b.handle(&PegEvent::Up(Square::E5));
    assert!(said.contains(&Observation::InSync), "{said:?}");
    let said = b.handle(&PegEvent::Down(Square::E7));
    assert!(
        matches!(said.as_slice(), [Observation::PutBack { .. }]),
        "{said:?}"
    );
    assert_eq!(
        replay(
            None,
            "UP e7, DOWN e5, SNAP FFFF00000000FFFF, UP d2, DOWN d4"
        ),
        vec!["d4"]
    );
}

#[test]
fn checks_and_mates_are_marked() {
    let fen = "k7/8/1K6/8/8/8/8/7R w - - 0 1";
    assert_eq!(replay(Some(fen), "UP h1, DOWN h8"), vec!["Rh8#"]);
}

/// The SANs of `moves` played from `start`.
fn sans(start: &Chess, moves: &[Move]) -> Vec<String> {
    let mut pos = start.clone();
    moves
        .iter()
        .map(|&m| SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string())
        .collect()
}

fn start_position(seed: u64) -> (Chess, CastlingMode) {
    if seed.is_multiple_of(4) {
        let game = Game::chess960((seed / 4 % 960) as u32).unwrap();
        (game.position().clone(), CastlingMode::Chess960)
    } else {
        (Chess::default(), CastlingMode::Standard)
    }
}

/// Replays wire lines through the decoder and the machine, as `board-replay` does.
fn infer(start: &Chess, mode: CastlingMode, lines: &[String]) -> Vec<String> {
    let mut b = PegBoard::new(start.clone(), mode);
    let mut out = Vec::new();
    for line in lines {
        if let Ok(event) = parse_line(line.as_bytes()) {
            b.handle_into(&event, &mut out);
        }
    }
    out.extend(b.finish());
    moves(&out)
}

proptest! {
    // 200 games per property by default; `PROPTEST_CASES=N` runs more.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(200)
    ))]

    #[test]
    fn every_move_of_random_games_in_random_orders_is_inferred(seed in any::<u64>()) {
        let (start, mode) = start_position(seed);
        let mut rng = Rng::new(seed);
        let game = random_game(&start, 160, &mut rng);
        let lines = wire_lines(&start, &game, Noise::NONE, &mut rng);
        prop_assert_eq!(infer(&start, mode, &lines), sans(&start, &game));
    }

    #[test]
    fn noise_does_not_change_the_inferred_moves(seed in any::<u64>()) {
        let (start, mode) = start_position(seed);
        let mut rng = Rng::new(seed);
        let game = random_game(&start, 160, &mut rng);
        let lines = wire_lines(&start, &game, Noise::SOME, &mut rng);
        prop_assert_eq!(infer(&start, mode, &lines), sans(&start, &game));
    }

    #[test]
    fn every_committed_move_is_committed_at_once_and_never_early(seed in any::<u64>()) {
        // Without noise, each move commits on one of its own events or, for a rook move that
        // could still become castling, on the next move's first event; never before its last.
        let (start, mode) = start_position(seed);
        let mut rng = Rng::new(seed);
        let game = random_game(&start, 80, &mut rng);
        let mut b = PegBoard::new(start.clone(), mode);
        let mut pos = start.clone();
        let mut committed = 0;
        for (i, &mv) in game.iter().enumerate() {
            let events = move_events(&pos, mv, &mut rng);
            for (j, event) in events.iter().enumerate() {
                let got = moves(&b.handle(event));
                committed += got.len();
                prop_assert!(committed <= i + 1, "move {} committed too early", i + 1);
                if j + 1 == events.len() && committed < i + 1 {
                    // Only a move that might become castling may wait.
                    prop_assert!(b.deferred.is_some(), "move {} not committed", i + 1);
                }
            }
            pos.play_unchecked(mv);
        }
        committed += moves(&b.finish()).len();
        prop_assert_eq!(committed, game.len());
    }
}

#[test]
fn set_position_follows_a_move_made_elsewhere_and_waits_for_the_pegs() {
    // 1. e4 typed, not made on the pegs: the board is out of sync until the pawn moves.
    let mut b = board(None);
    let mut after = Chess::default();
    after.play_unchecked(
        shakmaty::uci::UciMove::from_ascii(b"e2e4")
            .unwrap()
            .to_move(&after)
            .unwrap(),
    );
    b.set_position(after.clone());
    assert!(!b.is_in_sync());
    assert_eq!(
        b.difference(),
        (Bitboard::from(Square::E4), Bitboard::from(Square::E2))
    );
    let steps = feed(&mut b, "UP e2, DOWN e4");
    assert!(
        steps.iter().all(|(_, m)| m.is_empty()),
        "no move is made: {steps:?}"
    );
    assert!(b.is_in_sync());
    assert_eq!(b.position(), &after);
    // The pegs already matching: in sync at once.
    let mut b = board(None);
    b.set_position(Chess::default());
    assert!(b.is_in_sync());
}
