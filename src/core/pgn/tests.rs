//! Reading PGN as real files hold it: one test a habit, and damaged input.

use super::*;
use crate::core::game::Game;
use proptest::prelude::*;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Position};

fn read_all(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    read_games(text.as_bytes()).collect()
}

fn one(text: &str) -> PgnGame {
    let mut games = read_all(text);
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0).unwrap()
}

/// The first error, as its message.
fn error(text: &str) -> String {
    read_all(text)
        .into_iter()
        .find_map(Result::err)
        .expect("an error")
        .to_string()
}

fn sans(game: &PgnGame) -> Vec<String> {
    let mut pos = game.start.clone();
    game.moves
        .iter()
        .map(|&m| SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string())
        .collect()
}

#[test]
fn empty_and_blank_input_has_no_games() {
    assert!(read_all("").is_empty());
    assert!(read_all(" \n\r\n\t ").is_empty());
}

#[test]
fn reads_tags_moves_and_result() {
    let game = one("[Event \"Casual \\\"blitz\\\"\"]\n[White \"Anna\"]\n\n1. e4 e5 2. Nf3 1-0\n");
    assert_eq!(game.number, 1);
    assert_eq!(game.tag("Event"), Some("Casual \"blitz\""));
    assert_eq!(game.tag("White"), Some("Anna"));
    assert_eq!(sans(&game), ["e4", "e5", "Nf3"]);
    assert_eq!(game.result.as_deref(), Some("1-0"));
}

#[test]
fn skips_comments_nags_and_variations() {
    let game = one(
        "1. e4 {best by test} (1. d4 d5 (1... Nf6)) e5 $1 2. Nf3!? ; a note\n\
         % escaped line\n2... Nc6 3.Bb5 a6 *",
    );
    assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    assert_eq!(game.result.as_deref(), Some("*"));
}

#[test]
fn reads_several_games_and_numbers_them() {
    let games = read_all("1. e4 e5 1-0\n\n[Event \"b\"]\n1. d4 0-1\n1. c4 1/2-1/2");
    let numbers: Vec<usize> = games.iter().map(|g| g.as_ref().unwrap().number).collect();
    assert_eq!(numbers, [1, 2, 3]);
}

#[test]
fn accepts_castling_with_zeros_and_loose_capture_marks() {
    let game = one("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. Nxc3 *"
        .replace("Nxc3", "Nc3")
        .as_str());
    assert_eq!(sans(&game)[6], "O-O");
    let game = one("1. e4 d5 2. ed5 *");
    assert_eq!(sans(&game)[2], "exd5");
}

#[test]
fn honours_fen_with_black_to_move() {
    let game = one("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n30... Kd7 31. e4 *");
    assert_eq!(sans(&game), ["Kd7", "e4"]);
    assert_eq!(game.castling_mode, CastlingMode::Standard);
}

#[test]
fn chess960_by_variant_tag_or_by_fen() {
    let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
    let tagged = one(&format!(
        "[Variant \"Fischerandom\"]\n[FEN \"{fen}\"]\n1. Nf3 *"
    ));
    assert_eq!(tagged.castling_mode, CastlingMode::Chess960);
    let detected = one(&format!("[FEN \"{fen}\"]\n*"));
    assert_eq!(detected.castling_mode, CastlingMode::Chess960);
    let spaced = one("[Variant \"Chess 960\"]\n*");
    assert_eq!(spaced.castling_mode, CastlingMode::Chess960);
}

#[test]
fn illegal_move_names_game_line_move_and_token() {
    let message = error("1. e4 e5 1-0\n\n1. e4 e5 2. Nf3 Nc6 3. Ke3 *");
    assert_eq!(
        message,
        "game 2, line 3, move 3 (white): illegal move \"Ke3\": no king can move to e3"
    );
}

#[test]
fn ambiguous_move_lists_the_candidates() {
    let message = error("1. Nc3 a6 2. Ne4 a5 3. Nf3 a4 4. Ng5 *");
    assert!(
        message.contains("game 1, line 1, move 4 (white)"),
        "{message}"
    );
    assert!(
        message.contains("Neg5 or Nfg5") || message.contains("Nfg5 or Neg5"),
        "{message}"
    );
}

#[test]
fn garbage_tokens_are_errors() {
    let message = error("1. e4 e5\n2. Nf9 *");
    assert!(
        message.starts_with("game 1, line 2, move 2 (white): unexpected token \"Nf9\""),
        "{message}"
    );
    assert!(error("hello world").contains("\"hello\""));
    assert!(error("1. e4 -- e5 *").contains("null move"));
    assert!(error("1. e4 N@f3 *").contains("drop"));
    assert!(error("1. e4 e5 2. Nf3 ep *").contains("\"ep\" marks an en passant capture"));
}

#[test]
fn uci_moves_are_read_as_the_moves_they_name() {
    let game = one("1. e4 e5 2. g1f3 b8c6 3. Bb5 *");
    let sans: Vec<String> = {
        let mut position = game.start.clone();
        game.moves
            .iter()
            .map(|&m| shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut position, m))
            .map(|san| san.to_string())
            .collect()
    };
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    let uci = game.uci.expect("the first UCI move is noted");
    assert_eq!(
        (uci.line, uci.token.as_str(), uci.san.as_str()),
        (1, "g1f3", "Nf3")
    );
    let promotion = one("[FEN \"7k/4P3/8/8/8/8/8/4K3 w - - 0 1\"]\n1. e7e8Q *");
    assert_eq!(promotion.uci.unwrap().san, "e8=Q+");
    let castled = one("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. e1g1 *");
    assert!(castled.moves[6].is_castle(), "{:?}", castled.moves);
    let in_variation = one("1. e4 (1. d2d4 d7d5) e5 *");
    assert_eq!(in_variation.notes[0].variations[0].moves.len(), 2);
    assert_eq!(in_variation.uci.unwrap().token, "d2d4");
    assert!(one("1. e4 e5 *").uci.is_none());
}

#[test]
fn uci_moves_that_are_not_legal_are_refused() {
    assert_eq!(
        error("1. e4 e5 2. g1g3 *"),
        "game 1, line 1, move 2 (white): illegal move \"g1g3\" (UCI): no such move here"
    );
    assert!(error("1. e4e5 *").ends_with("illegal move \"e4e5\" (UCI): no such move here"));
}

#[test]
fn binary_data_is_a_game_that_cannot_be_read() {
    let items = read_games(b"1. e4 *\n\0\0\0\0\0\0{\0*\0[\n1-0\0\0\n[Event \"x\"]\n1. d4 *")
        .collect::<Vec<_>>();
    assert_eq!(items.len(), 3, "{items:?}");
    let message = items[1].as_ref().unwrap_err().to_string();
    assert!(
        message.starts_with("game 2, line 2, move 1 (white): binary data, not PGN text"),
        "{message}"
    );
    assert_eq!(items[2].as_ref().unwrap().number, 3);
}

#[test]
fn a_megabyte_of_random_bytes_is_read_at_once() {
    // Not a timing assertion: a quadratic reader would not finish this test in any patience.
    let mut state = 0x2545_f491_u32;
    let bytes: Vec<u8> = (0..1 << 20)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state.to_le_bytes()[0]
        })
        .collect();
    let items: Vec<_> = read_games(&bytes).collect();
    assert!(items.iter().all(Result::is_err));
    let comments = b"{ open ".repeat(1 << 17);
    assert_eq!(read_games(&comments).count(), 1);
}

#[test]
fn bad_tags_and_fens_are_errors() {
    let message = error("1-0\n[FEN \"8/8/8/8 w - - 0 1\"]\n*");
    assert!(
        message.starts_with("game 2, line 2: invalid FEN tag \"8/8/8/8 w - - 0 1\""),
        "{message}"
    );
    assert_eq!(
        error("[Event \"open\n1. e4"),
        "game 1, line 1: malformed tag \"[Event \\\"open\""
    );
    assert!(error("1. e4 (1. d4 *").contains("never closed"));
    assert!(error("1. e4 { open *").contains("never closed"));
    assert!(error("1. e4 ) *").contains("closes no variation"));
}

#[test]
fn other_variants_are_skipped_with_their_name() {
    assert_eq!(
        error("[Event \"x\"]\n[Variant \"Crazyhouse\"]\n1. e4 *"),
        "game 1, line 2: variant \"Crazyhouse\" is not standard chess, skipped"
    );
    for chess960 in [
        "Chess960",
        "chess 960",
        "Fischerandom",
        "FRC",
        "fischer random",
    ] {
        let game = one(&format!("[Variant \"{chess960}\"]\n*"));
        assert_eq!(game.castling_mode, CastlingMode::Chess960, "{chess960}");
    }
    for standard in ["Standard", "From Position", "?", ""] {
        let game = one(&format!("[Variant \"{standard}\"]\n*"));
        assert_eq!(game.castling_mode, CastlingMode::Standard, "{standard}");
    }
}

/// Each item as `Ok(number)` or `Err(game number)`.
fn outline(text: &[u8]) -> Vec<Result<usize, usize>> {
    read_games(text)
        .map(|item| item.map(|g| g.number).map_err(|e| e.game()))
        .collect()
}

#[test]
fn a_bad_game_is_skipped_and_the_next_ones_read() {
    let text = "[Event \"a\"]\n\n1. e4 e5 1-0\n\n\
        [Event \"b\"]\n\n1. e4 Ke7?? {a comment with 1-0 in it} (2. Ke2 *) 2. Nf9 Nc6 0-1\n\n\
        [Event \"c\"]\n\n1. d4 *\n";
    assert_eq!(outline(text.as_bytes()), [Ok(1), Err(2), Ok(3)]);
    // Without tags, the bad game ends at its result.
    assert_eq!(
        outline(b"1. e4 *\n1. Ke2 (1. d4 1-0) e5 1/2-1/2 1. d4 *"),
        [Ok(1), Err(2), Ok(3)]
    );
    // An error inside a variation: the variation's brackets still count.
    assert_eq!(
        outline(b"1. e4 (1. Nf9 *) e5 1-0\n1. d4 *"),
        [Err(1), Ok(2)]
    );
    // A malformed tag: the rest of the tags and the movetext go with it.
    assert_eq!(
        outline(b"[Event \"x]\n[Site \"y\"]\n1. e4 *\n[Event \"z\"]\n1. d4 *"),
        [Err(1), Ok(2)]
    );
}

#[test]
fn a_comment_left_open_ends_at_the_next_game() {
    let text = "[Event \"a\"]\n1. e4 { forgot to close\n\n[Event \"b\"]\n1. d4 { fine } d5 *";
    assert_eq!(outline(text.as_bytes()), [Err(1), Ok(2)]);
    let games = read_all(text);
    assert_eq!(sans(games[1].as_ref().unwrap()), ["d4", "d5"]);
}

#[test]
fn reads_byte_order_marks_crlf_and_dos_eof() {
    let text = b"\xef\xbb\xbf[Event \"a\"]\r\n\r\n1. e4 e5 1-0\r\n\r\n\x1a\xef\xbb\xbf[Event \"b\"]\r\n1. d4 *\r\n\x1a";
    let games: Vec<_> = read_games(text).map(Result::unwrap).collect();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].tag("Event"), Some("a"));
    assert_eq!(sans(&games[1]), ["d4"]);
}

#[test]
fn reads_latin1_names_control_bytes_and_bare_quotes_in_tags() {
    let text =
        b"[White \"H\xfcbner, Robert\"]\n[Black \"Smith, \"Bob\" J.\"]\n[Site \"a\x01b\"]\n1. e4 *";
    let game = read_games(text).next().unwrap().unwrap();
    assert_eq!(game.tag("White"), Some("Hübner, Robert"));
    assert_eq!(game.tag("Black"), Some("Smith, \"Bob\" J."));
    assert_eq!(game.tag("Site"), Some("a\u{1}b"));
    assert_eq!(sans(&game), ["e4"]);
}

#[test]
fn reads_castling_with_zeros_and_double_plus_checks() {
    let game = one("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. 0-0 Bc5 5. Bxf7++ Kxf7 *");
    assert_eq!(sans(&game)[6], "O-O");
    assert_eq!(sans(&game)[8], "Bxf7+");
    let long = one("1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. 0-0-0 0-0-0 *");
    assert_eq!(sans(&long)[8..], ["O-O-O", "O-O-O"]);
}

#[test]
fn reads_promotions_without_equals_sign() {
    let fen = "[FEN \"1n2k3/P7/8/8/8/8/1p6/4K3 w - - 0 1\"]\n";
    let game = one(&format!("{fen}1. a8Q b1Q+ 2. Kd2 Kf7 *"));
    assert_eq!(sans(&game), ["a8=Q", "b1=Q+", "Kd2", "Kf7"]);
    let capture = one(&format!("{fen}1. axb8Q+ Ke7 *"));
    assert_eq!(sans(&capture), ["axb8=Q+", "Ke7"]);
}

#[test]
fn reads_en_passant_marks_glued_or_apart() {
    let opening = "1. e4 a6 2. e5 d5";
    for mark in [
        "exd6e.p.",
        "exd6 e.p.",
        "exd6 ep",
        "exd6ep",
        "exd6 e.p",
        "exd6e.p.+",
    ] {
        let game = one(&format!("{opening} 3. {mark} Nc6 *"));
        assert_eq!(sans(&game)[4..], ["exd6", "Nc6"], "{mark}");
        assert!(game.moves[4].is_en_passant(), "{mark}");
    }
}

#[test]
fn reads_half_a_point_as_a_draw() {
    let game = one("1. e4 e5 1/2");
    assert_eq!(game.result.as_deref(), Some("1/2-1/2"));
}

#[test]
fn reads_games_not_separated_by_an_empty_line() {
    let games: Vec<_> =
        read_games(b"[Event \"a\"]\n1. e4 1-0\n[Event \"b\"]\n1. d4\n[Event \"c\"]\n1. c4 *")
            .map(Result::unwrap)
            .collect();
    let moves: Vec<Vec<String>> = games.iter().map(sans).collect();
    assert_eq!(moves, [["e4"], ["d4"], ["c4"]]);
}

#[test]
fn reads_empty_lines_inside_tags_and_movetext() {
    let game = one("[Event \"a\"]\n\n[White \"b\"]\n\n1. e4 e5\n\n2. Nf3\n\n\nNc6 *");
    assert_eq!(game.tag("White"), Some("b"));
    assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6"]);
}

#[test]
fn an_empty_line_then_move_one_starts_a_new_game() {
    let games: Vec<_> = read_games(b"1. e4 e5\n\n1. d4 d5\n\n2. c4 *")
        .map(Result::unwrap)
        .collect();
    let moves: Vec<Vec<String>> = games.iter().map(sans).collect();
    assert_eq!(moves, [vec!["e4", "e5"], vec!["d4", "d5", "c4"]]);
}

/// A random legal game: each seed picks one of the legal moves.
fn random_game(start: Option<u32>, seeds: &[u32]) -> Game {
    let mut game = match start {
        Some(n) => Game::chess960(n).unwrap(),
        None => Game::new(),
    };
    for &seed in seeds {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.is_over() {
            break;
        }
        let m = moves[seed as usize % moves.len()];
        game.play(m).unwrap();
    }
    game
}

/// A game with nested variations, comments and NAGs, for damaging.
const ANNOTATED: &str = "[Event \"x\"]\n[FEN \"r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1\"]\n\n\
    1. exd6 {c} (1. O-O Ke7 (1... O-O-O 2. Rad1) {x} 2. Rf2) O-O-O $1 2. d7+! ; note\n\
    Rxd7 $2 (2... Kb8 3. Kf1 (3. Kd1)) 3. O-O 1-0\n";

#[test]
fn the_annotated_game_for_damaging_is_whole() {
    let game = one(ANNOTATED);
    assert_eq!(sans(&game), ["exd6", "O-O-O", "d7+", "Rxd7", "O-O"]);
    let castled = &game.notes[0].variations[0];
    assert_eq!(line_sans(&game.start, castled), ["O-O", "Ke7", "Rf2"]);
    assert_eq!(castled.notes[1].comments, ["x"]);
    let after_d7 = position_after(&game, 3);
    let kb8 = &game.notes[3].variations[0];
    assert_eq!(line_sans(&after_d7, kb8), ["Kb8", "Kf1"]);
    assert_eq!(kb8.notes[1].variations.len(), 1);
}

proptest! {
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let count = read_games(&bytes).count();
        prop_assert!(count <= bytes.len() + 1);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "[ -~\\n]{0,300}") {
        let _ = read_games(text.as_bytes()).count();
    }

    #[test]
    fn damaged_pgn_never_panics(
        edits in proptest::collection::vec((0usize..400, "[ -~\\n]{0,3}"), 1..6),
    ) {
        let mut text = ANNOTATED.to_owned();
        for (at, insert) in edits {
            let at = (0..=at.min(text.len())).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
            text.insert_str(at, &insert);
        }
        for game in read_games(text.as_bytes()).flatten() {
            prop_assert!(Game::from_pgn(&game).is_ok());
            let main = Line {
                comments_before: game.comments_before.clone(),
                moves: game.moves.clone(),
                notes: game.notes.clone(),
            };
            check_tree(&game.start, &main);
        }
    }

    #[test]
    fn written_games_read_back_the_same(
        start in proptest::option::of(0u32..960),
        seeds in proptest::collection::vec(any::<u32>(), 0..200),
        clocks in any::<bool>(),
    ) {
        let game = random_game(start, &seeds);
        let moves = game.moves();
        let times: Vec<u64> = (0..moves.len() as u64).map(|i| i * 1_234).collect();
        let text = write_pgn(
            &[("Event".to_owned(), "proptest".to_owned())],
            game.start(),
            game.castling_mode(),
            &moves,
            clocks.then_some(times.as_slice()),
            "*",
        );
        prop_assert!(text.lines().all(|l| l.chars().count() <= 80));
        let read: Vec<_> = read_games(text.as_bytes()).collect();
        prop_assert_eq!(read.len(), 1);
        let back = read[0].clone().map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back.moves, moves);
        prop_assert_eq!(back.castling_mode, game.castling_mode());
        prop_assert_eq!(back.result.as_deref(), Some("*"));
    }
}

/// Checks what holds for every line read: a note per move, every move legal, every variation
/// holding a move and playable from the position before the move it replaces, comments trimmed
/// and not empty.
fn check_tree(start: &shakmaty::Chess, line: &Line) {
    assert_eq!(line.notes.len(), line.moves.len(), "{line:?}");
    let mut pos = start.clone();
    let comments = line.notes.iter().flat_map(|n| n.comments.iter());
    for comment in line.comments_before.iter().chain(comments) {
        assert!(
            !comment.is_empty() && comment.trim() == comment,
            "{comment:?}"
        );
    }
    for (&m, notes) in line.moves.iter().zip(&line.notes) {
        for variation in &notes.variations {
            assert!(!variation.moves.is_empty());
            check_tree(&pos, variation);
        }
        assert!(pos.is_legal(m), "{m:?} in {line:?}");
        pos.play_unchecked(m);
    }
}

/// Random legal moves from `start`, one per seed while there are any.
fn random_line(start: &shakmaty::Chess, seeds: &[u32]) -> Vec<shakmaty::Move> {
    let mut pos = start.clone();
    let mut line = Vec::new();
    for &seed in seeds {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[seed as usize % moves.len()];
        pos.play_unchecked(m);
        line.push(m);
    }
    line
}

proptest! {
    #[test]
    fn written_notes_and_variations_read_back_the_same(
        start in proptest::option::of(0u32..960),
        seeds in proptest::collection::vec(any::<u32>(), 0..80),
        notes in proptest::collection::vec(
            (
                proptest::option::of(1u8..=255),
                proptest::option::of("[a-z ]{1,12}"),
                proptest::option::of(proptest::collection::vec(any::<u32>(), 1..6)),
            ),
            0..80,
        ),
    ) {
        let game = random_game(start, &seeds);
        let moves = game.moves();
        let mut pos = game.start().clone();
        let mut written = Vec::new();
        let mut expected = Vec::new();
        for (&m, (nag, comment, variation)) in moves.iter().zip(notes) {
            let variation = variation.map(|seeds| random_line(&pos, &seeds));
            pos.play_unchecked(m);
            let comment = comment.filter(|c| !c.trim().is_empty());
            expected.push(MoveNotes {
                nags: nag.into_iter().collect(),
                comments: comment.iter().map(|c| c.trim()).collect(),
                variations: variation
                    .iter()
                    .filter(|line| !line.is_empty())
                    .map(|line| Line::bare(line.clone()))
                    .collect(),
            });
            written.push(MoveNote { nag, comment, variation });
        }
        expected.resize(moves.len(), MoveNotes::default());
        let expected = {
            let mut notes = LineNotes::empty(moves.len());
            for (kept, notes) in notes.iter_mut().zip(expected) {
                *kept = notes;
            }
            notes
        };
        let text = write_pgn_annotated(
            &[],
            game.start(),
            game.castling_mode(),
            &moves,
            &written,
            None,
            "*",
        );
        prop_assert!(text.lines().all(|l| l.chars().count() <= 80));
        let back = read_games(text.as_bytes())
            .next()
            .ok_or_else(|| TestCaseError::fail("no game"))?
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back.moves, moves);
        prop_assert_eq!(back.notes, expected);
    }
}

#[test]
fn a_stray_bracket_in_movetext_is_junk_not_a_new_game() {
    assert_eq!(
        outline(b"1. e4 [%clk 0:01:00] e5 *\n[Event \"b\"]\n1. d4 *"),
        [Err(1), Ok(2)]
    );
    assert!(error("1. e4 [%clk 0:01:00] e5 *").contains("\"[%clk\""));
}

#[test]
fn comments_outside_games_are_no_games() {
    let games: Vec<_> =
        read_games(b"{ a file comment }\n[Event \"a\"]\n1. e4 1-0\n; the end\n{ bye }\n")
            .map(Result::unwrap)
            .collect();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].number, 1);
    assert_eq!(sans(&games[0]), ["e4"]);
}

/// The position after the first `plies` moves of the main line.
fn position_after(game: &PgnGame, plies: usize) -> shakmaty::Chess {
    let mut pos = game.start.clone();
    for &m in &game.moves[..plies] {
        pos.play_unchecked(m);
    }
    pos
}

/// `line`'s moves in SAN, played from `start` (legal, or the test fails).
fn line_sans(start: &shakmaty::Chess, line: &Line) -> Vec<String> {
    let mut pos = start.clone();
    line.moves
        .iter()
        .map(|&m| {
            assert!(pos.is_legal(m), "{m:?} in {line:?}");
            SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string()
        })
        .collect()
}

#[test]
fn nested_variations_comments_and_nags_go_where_they_belong() {
    let game = one(
        "{Opening} 1. e4 {king pawn} e5 $1 {open} (1... c5 $5 {Sicilian} 2. Nf3 \
         (2. Nc3 {closed} Nc6) 2... d6) ( {idea} 1... e6) 2. Nf3! *",
    );
    assert_eq!(sans(&game), ["e4", "e5", "Nf3"]);
    assert_eq!(game.notes.len(), game.moves.len());
    assert_eq!(game.comments_before, ["Opening"]);
    assert_eq!(game.notes[0].comments, ["king pawn"]);
    assert!(game.notes[0].variations.is_empty());
    let e5 = &game.notes[1];
    assert_eq!(e5.nags, [1]);
    // A comment between a move and a `(` is the move's.
    assert_eq!(e5.comments, ["open"]);
    assert_eq!(game.notes[2].nags, [1]);
    assert!(game.notes[2].comments.is_empty());

    // Both variations replace e5: they start after 1. e4.
    let after_e4 = position_after(&game, 1);
    let [sicilian, french] = e5.variations.as_slice() else {
        panic!("{:?}", e5.variations);
    };
    assert_eq!(line_sans(&after_e4, sicilian), ["c5", "Nf3", "d6"]);
    assert_eq!(sicilian.notes.len(), 3);
    assert!(sicilian.comments_before.is_empty());
    assert_eq!(sicilian.notes[0].nags, [5]);
    assert_eq!(sicilian.notes[0].comments, ["Sicilian"]);
    assert_eq!(line_sans(&after_e4, french), ["e6"]);
    assert_eq!(french.comments_before, ["idea"]);

    // The nested one replaces 2. Nf3 of the variation: it starts after 1. e4 c5.
    let mut after_c5 = after_e4.clone();
    after_c5.play_unchecked(sicilian.moves[0]);
    let [closed] = sicilian.notes[1].variations.as_slice() else {
        panic!("{:?}", sicilian.notes[1]);
    };
    assert_eq!(line_sans(&after_c5, closed), ["Nc3", "Nc6"]);
    assert_eq!(closed.notes[0].comments, ["closed"]);
    assert!(sicilian.notes[2].variations.is_empty());
}

#[test]
fn an_illegal_move_cuts_its_variation_only() {
    let game = one(
        "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Kd4 Nc6) 2... Kxe8 {lost} 3. d4 (3. c3)) \
         (1... Qxh1) (1... d5 $2) 2. Nf3 {main} *",
    );
    assert_eq!(sans(&game), ["e4", "e5", "Nf3"]);
    assert_eq!(game.notes[2].comments, ["main"]);
    let after_e4 = position_after(&game, 1);
    let variations = &game.notes[1].variations;
    // `1... Qxh1` has nothing legal to keep: no empty line stands for it.
    assert_eq!(variations.len(), 2, "{variations:?}");
    let sicilian = &variations[0];
    assert_eq!(line_sans(&after_e4, sicilian), ["c5", "Nf3"]);
    assert!(sicilian.notes[1].comments.is_empty());
    let mut after_c5 = after_e4.clone();
    after_c5.play_unchecked(sicilian.moves[0]);
    assert_eq!(
        line_sans(&after_c5, &sicilian.notes[1].variations[0]),
        ["Nc3"]
    );
    assert_eq!(line_sans(&after_e4, &variations[1]), ["d5"]);
    assert_eq!(variations[1].notes[0].nags, [2]);
}

#[test]
fn a_variation_is_still_checked_after_it_is_cut() {
    // Only what refused a game inside a variation before still does, and with the same words.
    assert!(error("1. e4 (1. Ke2 Nf9) *").contains("unexpected token \"Nf9\""));
    assert!(error("1. e4 (1. Ke2 (1. d4 --)) *").contains("null move \"--\""));
    assert!(error("1. e4 (1. d4 Z0) *").contains("null move \"Z0\""));
    assert!(error("1. e4 (1. d4 N@f3) *").contains("drop"));
    // A move in UCI is a move: one that is not legal there cuts the variation like any other.
    assert_eq!(
        one("1. e4 (1. d2d5 e7e5) e5 *").notes[0].variations.len(),
        0
    );
    assert!(error("1. e4 (1. Ke2 (1. d4) *").contains("never closed"));
    // Illegal moves and wrong en passant marks in a variation refuse nothing.
    let game = one("1. e4 a6 2. e5 d5 (2... f5 3. exf6 e.p. Nf6) (2... f6 3. exf6 ep Nc6) *");
    assert_eq!(sans(&game), ["e4", "a6", "e5", "d5"]);
    let after_e5 = position_after(&game, 3);
    let variations = &game.notes[3].variations;
    assert_eq!(line_sans(&after_e5, &variations[0]), ["f5", "exf6", "Nxf6"]);
    assert_eq!(line_sans(&after_e5, &variations[1]), ["f6", "exf6"]);
}

#[test]
fn variations_with_nothing_to_replace_are_read_and_dropped() {
    let game = one("(1. d4 {no}) {before} 1. e4 e5 (1... Ke7 (1... d5)) *");
    assert_eq!(sans(&game), ["e4", "e5"]);
    assert_eq!(game.comments_before, ["before"]);
    let variations = &game.notes[1].variations;
    // The alternative to an illegal move goes with it.
    assert_eq!(variations.len(), 0, "{variations:?}");
}

#[test]
fn variations_deeper_than_any_game_are_checked_but_not_kept() {
    let depth = 1_000;
    let text = format!(
        "1. e4 {} {} e5 *",
        "(1. e4".repeat(depth),
        ")".repeat(depth)
    );
    let game = one(&text);
    assert_eq!(sans(&game), ["e4", "e5"]);
    let mut kept = 0;
    let mut line = game.notes[0].variations.first();
    while let Some(variation) = line {
        kept += 1;
        line = variation.notes[0].variations.first();
    }
    assert!((2..depth).contains(&kept), "{kept}");
    let unclosed = format!(
        "1. e4 {} {} e5 *",
        "(1. e4".repeat(depth),
        ")".repeat(depth - 1)
    );
    assert!(error(&unclosed).contains("never closed"));
}

#[test]
fn reads_clocks_evals_and_suffix_annotations() {
    let game = one(
        "[Site \"https://lichess.org/x\"]\n\n1. e4 { [%eval 0.17] [%clk 0:03:00] } \
         1... e5!? { [%eval 0.2] [%clk 0:02:58.5] } 2. Nf3?? ; a note\n 2... Nc6 $1 !! *",
    );
    let notes = &game.notes;
    assert_eq!(notes[0].comments, ["[%eval 0.17] [%clk 0:03:00]"]);
    assert_eq!(notes[0].clock_ms(), Some(180_000));
    assert_eq!(notes[0].eval().as_deref(), Some("0.17"));
    assert!(notes[0].spoken_comments().is_empty());
    assert_eq!(notes[1].nags, [5]);
    assert_eq!(notes[1].clock_ms(), Some(178_500));
    assert_eq!(notes[2].nags, [4]);
    assert_eq!(notes[2].comments, ["a note"]);
    assert_eq!(notes[2].clock_ms(), None);
    assert_eq!(notes[3].nags, [1, 3]);
}

#[test]
fn comments_keep_their_text_in_utf8_or_latin1() {
    let game = read_games(b"1. e4 { H\xfcbner's\r\n  idea } { } {Caf\xc3\xa9} *")
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(game.notes[0].comments, ["Hübner's\r\n  idea", "Café"]);
    assert_eq!(game.notes[0].spoken_comments(), ["Hübner's idea", "Café"]);
}

#[test]
fn written_variations_read_back_as_the_same_tree() {
    let game = one("1. e4 e5 2. Nf3 Nc6 3. Bb5 *");
    let line = |start: &shakmaty::Chess, text: &str| -> Vec<shakmaty::Move> {
        let mut pos = start.clone();
        text.split(' ')
            .map(|san| {
                let m = san
                    .parse::<shakmaty::san::San>()
                    .unwrap()
                    .to_move(&pos)
                    .unwrap();
                pos.play_unchecked(m);
                m
            })
            .collect()
    };
    // One-move and two-move variations, on White's and on Black's moves.
    let variations = [
        line(&position_after(&game, 0), "d4"),
        line(&position_after(&game, 1), "c5 Nf3"),
        line(&position_after(&game, 2), "Bc4 Nf6"),
        line(&position_after(&game, 3), "d6"),
    ];
    let mut notes: Vec<MoveNote> = variations
        .iter()
        .map(|moves| MoveNote {
            variation: Some(moves.clone()),
            ..MoveNote::default()
        })
        .collect();
    notes[1].nag = Some(2);
    notes[1].comment = Some("[%eval 0.3]".to_owned());
    let text = write_pgn_annotated(
        &[],
        &game.start,
        game.castling_mode,
        &game.moves,
        &notes,
        None,
        "*",
    );
    assert!(
        text.ends_with(
            "\n1. e4 (1. d4) 1... e5 $2 {[%eval 0.3]} (1... c5 2. Nf3) 2. Nf3 (2. Bc4 Nf6) 2...\n\
             Nc6 (2... d6) 3. Bb5 *\n"
        ),
        "{text}"
    );
    let back = one(&text);
    assert_eq!(back.moves, game.moves);
    let expected: Vec<MoveNotes> = (0..game.moves.len())
        .map(|ply| MoveNotes {
            nags: notes.get(ply).and_then(|n| n.nag).into_iter().collect(),
            comments: notes
                .get(ply)
                .and_then(|n| n.comment.clone())
                .into_iter()
                .collect(),
            variations: variations
                .get(ply)
                .map(|moves| Line::bare(moves.clone()))
                .into_iter()
                .collect(),
        })
        .collect();
    assert_eq!(back.notes.iter().cloned().collect::<Vec<_>>(), expected);
}
