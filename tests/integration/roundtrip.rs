//! Property tests: every announcement reads back to the move it announced, in every built-in
//! voice and style, over random legal games (including Chess960 starts); the move reader and the
//! voice-pack loader never panic on arbitrary input.

use annabella::core::notation::read_move;
use annabella::core::phrasing::{Style, announce};
use annabella::core::voice::Voice;
use proptest::prelude::*;
use shakmaty::{Board, CastlingMode, Chess, Position, Setup, san::SanPlus, uci::UciMove};

fn chess960(number: u32) -> Chess {
    let board = Board::chess960(number);
    let mut setup = Setup::initial();
    setup.board = board.clone();
    // Castling rights with both rooks of each side, as at the start of every Chess960 game.
    setup.castling_rights = board.rooks()
        & (shakmaty::Bitboard::from_rank(shakmaty::Rank::First)
            | shakmaty::Bitboard::from_rank(shakmaty::Rank::Eighth));
    setup
        .position(CastlingMode::Chess960)
        .expect("Chess960 start position")
}

/// Plays a random legal game from `start`, calling `check` before each move.
fn random_game(start: Chess, choices: &[u16], mut check: impl FnMut(&Chess, shakmaty::Move)) {
    let mut pos = start;
    for choice in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[usize::from(*choice) % moves.len()];
        check(&pos, m);
        pos.play_unchecked(m);
    }
}

fn assert_round_trip(pos: &Chess, m: shakmaty::Move, voices: &[Voice]) {
    for (i, voice) in voices.iter().enumerate() {
        // The player's own voice first, as the table app passes them.
        let mut order: Vec<&Voice> = vec![voice];
        order.extend(
            voices
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, v)| v),
        );
        for style in [Style::Short, Style::Long] {
            let words = announce(pos, m, voice, style);
            let read = read_move(pos, &words, &order);
            assert_eq!(
                read.as_ref().ok(),
                Some(&m),
                "voice {} style {style}: \"{words}\" read as {read:?} in {}",
                voice.name(),
                shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
            );
        }
    }
    // SAN (English letters, as PGN writes it) and UCI read back too.
    let san = SanPlus::from_move(pos.clone(), m).to_string();
    assert_eq!(
        read_move(pos, &san, &[&voices[0]]).ok(),
        Some(m),
        "SAN {san}"
    );
    let uci = UciMove::from_move(m, pos.castles().mode()).to_string();
    assert_eq!(
        read_move(pos, &uci, &[&voices[0]]).ok(),
        Some(m),
        "UCI {uci}"
    );
}

/// The cases of the two round-trip sweeps of whole games: a fifth in `make test` (each case a
/// random game of up to 160 half-moves, read back in every voice), all of them with
/// `ANNABELLA_FULL_SWEEPS` set (scripts/measure-sweeps.sh).
fn game_sweep_cases(full: u32) -> u32 {
    if std::env::var_os("ANNABELLA_FULL_SWEEPS").is_some() {
        full
    } else {
        full / 5
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: game_sweep_cases(200), ..ProptestConfig::default() })]

    #[test]
    fn announcements_read_back_to_the_same_move(choices in prop::collection::vec(any::<u16>(), 1..160)) {
        let voices = Voice::builtins();
        random_game(Chess::default(), &choices, |pos, m| assert_round_trip(pos, m, &voices));
    }

    #[test]
    fn chess960_announcements_read_back(number in 0u32..960, choices in prop::collection::vec(any::<u16>(), 1..120)) {
        let voices = Voice::builtins();
        random_game(chess960(number), &choices, |pos, m| assert_round_trip(pos, m, &voices));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn move_reader_never_panics(input in ".{0,40}") {
        let voices = Voice::builtins();
        let refs: Vec<&Voice> = voices.iter().collect();
        let pos = Chess::default();
        if let Err(error) = read_move(&pos, &input, &refs) {
            prop_assert!(!error.describe(&pos, &voices[0]).contains('\n'));
        }
    }

    #[test]
    fn move_reader_never_panics_on_move_like_input(input in "[KQRBNDTLSCFkqrbnx0Oo=+#:/()a-h1-8 -]{0,12}") {
        let voices = Voice::builtins();
        let refs: Vec<&Voice> = voices.iter().collect();
        let _ = read_move(&Chess::default(), &input, &refs);
    }

    #[test]
    fn voice_loader_never_panics(text in ".{0,400}") {
        if let Err(error) = Voice::from_toml(&text, "fuzz.toml") {
            prop_assert!(!error.to_string().contains('\n'));
        }
    }

    #[test]
    fn voice_loader_survives_edits_of_a_real_pack(position in 0usize..4000, cut in 0usize..40, insert in ".{0,10}") {
        let pack = include_str!("../../voices/fide.toml");
        let mut start = position.min(pack.len());
        while !pack.is_char_boundary(start) { start -= 1; }
        let mut end = (start + cut).min(pack.len());
        while !pack.is_char_boundary(end) { end -= 1; }
        let edited = format!("{}{}{}", &pack[..start], insert, &pack[end..]);
        if let Err(error) = Voice::from_toml(&edited, "edited.toml") {
            prop_assert!(!error.to_string().contains('\n'));
        }
    }
}
