//! `annabella review`: a game gone over move by move through the real binary.

use crate::analyse::analysed;
use crate::common::{annabella, annabella_with_env, require_tool, start_playing};

#[test]
fn a_game_is_stepped_through_jumped_in_and_questioned_where_it_stands() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.pgn");
    // A bad game first: reported and skipped; the second game of the file is reviewed.
    std::fs::write(
        &file,
        "1. e4 Ke3 *\n\n[White \"Morphy\"]\n[Black \"Allies\"]\n[Result \"1-0\"]\n\n\
         1. e4 e5 2. Nf3 d6 3. d4 Bg4 1-0\n",
    )
    .unwrap();
    let run = annabella(
        &[
            "review",
            "--voice",
            "en",
            "--game",
            "2",
            file.to_str().unwrap(),
        ],
        b"\n\nback\ngo 2 black\nwhere black bishop\nend\n\nstart\nback\nNf3\n",
    );
    assert_eq!(run.status, 2, "the bad game is reported: {}", run.stderr);
    assert!(run.stderr.contains("game 1"), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines,
        [
            "Morphy against Allies, White won, 6 half-moves; Enter steps forward",
            "move one, White: Pawn Echo four; King's Pawn Game",
            "move one, Black: Pawn Echo five",
            "back before move one, Black: Pawn Echo five",
            "move two, Black: Pawn Delta six",
            "Black: Bishops Charlie eight, Foxtrot eight",
            "move three, Black: Bishop Golf four; end of the game: White won",
            "end of the game: White won",
            "start position",
            "start position",
            "in a review: Enter or next, back, go 12, go 12 black, start, end, variation, out, comment, or a question like board",
        ]
    );
}

#[test]
fn a_game_number_past_the_file_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("one.pgn");
    std::fs::write(&file, "1. e4 *\n").unwrap();
    let run = annabella(&["review", "--game", "3", file.to_str().unwrap()], b"");
    assert_eq!(run.status, 2);
    assert!(
        run.stderr
            .contains("one.pgn: there is no readable game 3 (1 in the file)"),
        "{}",
        run.stderr
    );
}

/// Variations, comments, NAGs, `%clk` and `%eval` through the real binary in line mode.
#[test]
fn variations_comments_and_clock_times_are_read_on_request() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("annotated.pgn");
    std::fs::write(
        &file,
        "[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"1-0\"]\n\n\
         1. e4 { [%clk 0:05:00] } e5 { [%clk 0:04:58] } 2. Nf3 { [%clk 0:04:55] [%eval 0.3] } \
         Nc6 { [%clk 0:04:50] } 3. Bb5 $1 { The Spanish. } \
         ( 3. Bc4 { Italian } Bc5 ( 3... Nf6 4. Ng5 ) 4. c3 ) 3... a6 1-0\n",
    )
    .unwrap();
    let run = annabella(
        &["review", "--voice", "en", file.to_str().unwrap()],
        b"go 3\ncomment\ntime\nvariations\nvariation\nnext\nvariation\nnext\nnext\nout\nout\nback\neval\nback\neval\nnumbers off\nnext\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines,
        [
            "Anna against Bert, White won, 6 half-moves; Enter steps forward",
            "move three, White: Bishop Bravo five, good move; variation Bishop Charlie four; comment",
            "good move. The Spanish.",
            "White four minutes fifty-five seconds, Black four minutes fifty seconds",
            "variation Bishop Charlie four",
            "variation 1: move three, White: Bishop Charlie four; comment",
            "move three, Black: Bishop Charlie five; variation Knight Foxtrot six; Italian Game: Giuoco Piano",
            "variation 1: move three, Black: Knight Foxtrot six",
            "move four, White: Knight Golf five; Italian Game: Two Knights Defense, Knight Attack",
            "end of the variation; out goes back",
            "back in the variation: move three, Black: Bishop Charlie five; variation Knight Foxtrot six",
            "main line: move three, White: Bishop Bravo five, good move; variation Bishop Charlie four; comment",
            "back before move three, White: Bishop Bravo five",
            "no evaluation here",
            "back before move two, Black: Knight Charlie six",
            "about even",
            "moves without numbers",
            "Knight Charlie six; King's Knight Opening: Normal Variation",
        ]
    );
}

/// A game played to its end at the table is analysed there by real Stockfish, then gone over
/// with its marks.
#[test]
fn a_game_ended_at_the_table_is_analysed_and_reviewed_with_its_marks() {
    require_tool("stockfish", &["/usr/games/stockfish"]);
    let data = tempfile::tempdir().unwrap();
    let mut table = start_playing(&["--voice", "en", "--auto-press"], data.path());
    for m in ["f3", "e5", "g4", "Qh4"] {
        table.type_line(m);
    }
    table.wait_for("Checkmate. Black wins.");
    table.type_line("analyse");
    table.wait_for("analysing the game: 5 positions; every question is answered meanwhile");
    table.wait_for("say review to hear each move with its mark");
    let saved = table.next_line();
    assert!(saved.contains(".analysed.pgn"), "{saved}");
    let path = saved.rsplit(' ').next().unwrap();
    let pgn = std::fs::read_to_string(path).unwrap();
    assert!(pgn.contains("2. g4 $4 {[%eval #-1]}"), "{pgn}");
    table.type_line("review");
    table.wait_for("White against Black, Black won, 4 half-moves; Enter steps forward");
    table.type_line("go 2");
    let said = table.next_line();
    assert!(
        said.starts_with("move two, White: Pawn Golf four, blunder, better "),
        "{said}"
    );
    table.type_line("eval");
    table.wait_for("mate in one for Black");
    assert!(table.finish().success());

    // Later, from `games`: the saved game by its ID, analysis included.
    let games = annabella_with_env(&["games"], b"", &[("XDG_DATA_HOME", data.path())]);
    let id = games.stdout.split_whitespace().next().unwrap().to_owned();
    let run = annabella_with_env(
        &["review", "--voice", "en", &id],
        b"go 2\n",
        &[("XDG_DATA_HOME", data.path())],
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[1].starts_with("move two, White: Pawn Golf four, blunder, better "),
        "{lines:?}"
    );
}

#[test]
fn review_last_opens_the_most_recent_saved_game() {
    let data = tempfile::tempdir().unwrap();
    let env = [("XDG_DATA_HOME", data.path())];
    let older = annabella_with_env(&["play", "--plain", "--voice", "en"], b"e4\n", &env);
    assert_eq!(older.status, 0, "{}", older.stderr);
    let newer = annabella_with_env(
        &["play", "--plain", "--voice", "en", "--auto-press"],
        b"f3\ne5\ng4\nQh4\n",
        &env,
    );
    assert_eq!(newer.status, 0, "{}", newer.stderr);
    let run = annabella_with_env(&["review", "--voice", "en", "last"], b"", &env);
    assert_eq!(run.status, 0, "{}", run.stderr);
    let first = run.stdout.lines().next().unwrap_or_default();
    assert!(first.contains("Black won, 4 half-moves"), "{}", run.stdout);
}

/// The review at the table says the players' names, and the result and half-moves in words
/// (it said "Weiß gegen Schwarz, 0-1, 4 Halbzüge"); a game without names or result says the
/// sides and "ohne Ergebnis", and one half-move is singular ("1 Halbzüge" before).
#[test]
fn the_review_names_the_players_and_says_the_result_in_words() {
    let data = tempfile::tempdir().unwrap();
    let env = [("XDG_DATA_HOME", data.path())];
    let played = annabella_with_env(
        &[
            "play",
            "--plain",
            "--lang",
            "de",
            "--auto-press",
            "--white",
            "Anna",
            "--black",
            "Bert",
        ],
        b"f3\ne5\ng4\nQh4\nreview\n",
        &env,
    );
    assert_eq!(played.status, 0, "{}", played.stderr);
    assert_eq!(
        played.stdout.lines().last(),
        Some("Anna gegen Bert, Schwarz hat gewonnen, 4 Halbzüge; Enter geht vor"),
        "{}",
        played.stdout
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bare.pgn");
    std::fs::write(&file, "1. e4 *\n").unwrap();
    for (lang, header) in [
        (
            "de",
            "Weiß gegen Schwarz, ohne Ergebnis, 1 Halbzug; Enter geht vor",
        ),
        (
            "en",
            "White against Black, no result, 1 half-move; Enter steps forward",
        ),
        (
            "fr",
            "Blancs contre Noirs, sans résultat, 1 demi-coup ; Entrée avance",
        ),
        (
            "es",
            "Blancas contra Negras, sin resultado, 1 media jugada; Intro avanza",
        ),
    ] {
        let run = annabella(&["review", "--lang", lang, file.to_str().unwrap()], b"");
        assert_eq!(run.status, 0, "{}", run.stderr);
        assert_eq!(run.stdout.lines().next(), Some(header), "{lang}");
    }
}

/// Help in a review names `train` where it works: after a game played here and ended (it was
/// missing there), not in a file's review, where the table offers no training.
#[test]
fn the_review_help_names_train_where_the_table_offers_it() {
    let data = tempfile::tempdir().unwrap();
    let env = [("XDG_DATA_HOME", data.path())];
    let with_train = "in a review: Enter or next, back, go 12, go 12 black, start, end, \
                      variation, out, comment, train, or a question like board";
    let without = "in a review: Enter or next, back, go 12, go 12 black, start, end, \
                   variation, out, comment, or a question like board";
    let played = annabella_with_env(
        &[
            "play",
            "--plain",
            "--voice",
            "en",
            "--lang",
            "en",
            "--auto-press",
        ],
        b"e4\nresign\nresign\nreview\nhelp\n",
        &env,
    );
    assert_eq!(played.status, 0, "{}", played.stderr);
    assert!(
        played.stdout.lines().any(|line| line == with_train),
        "{}",
        played.stdout
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.pgn");
    std::fs::write(&file, "1. e4 *\n").unwrap();
    let run = annabella(
        &[
            "review",
            "--voice",
            "en",
            "--lang",
            "en",
            file.to_str().unwrap(),
        ],
        b"help\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().last(), Some(without), "{}", run.stdout);
}

/// `analyse` keeps every `[%clk]` of the game with its move, also past a move written without
/// one (a relay's file misses some): a later review still says the clocks at the end (it
/// said the clocks of the moves before the gap only).
#[test]
fn the_analysed_game_keeps_its_clock_times_past_a_move_without_one() {
    require_tool("stockfish", &["/usr/games/stockfish"]);
    let dir = tempfile::tempdir().unwrap();
    let (run, out) = analysed(
        dir.path(),
        "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n\
         1. f3 { [%clk 0:04:59] } e5 { [%clk 0:04:58] } 2. g4 Qh4# { [%clk 0:04:40] } 0-1\n",
        4,
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let pgn = std::fs::read_to_string(&out).unwrap();
    assert!(pgn.contains("[%clk 0:04:40]"), "{pgn}");
    let review = annabella(
        &[
            "review",
            "--voice",
            "en",
            "--lang",
            "en",
            out.to_str().unwrap(),
        ],
        b"end\ntime\n",
    );
    assert_eq!(review.status, 0, "{}", review.stderr);
    assert_eq!(
        review.stdout.lines().last(),
        Some("White four minutes fifty-nine seconds, Black four minutes forty seconds"),
        "{}",
        review.stdout
    );
}

/// The result in words at both ends of a review, a draw too, whichever way the file writes it
/// (the end said "Ende der Partie" without its result for `½-½`); a game played at the table
/// without names says the sides, never "? gegen ?".
#[test]
fn a_draw_is_said_in_words_and_an_unnamed_table_game_names_the_sides() {
    let dir = tempfile::tempdir().unwrap();
    for result in ["1/2-1/2", "½-½"] {
        let file = dir.path().join("draw.pgn");
        std::fs::write(
            &file,
            format!("[White \"?\"]\n[Black \"\"]\n[Result \"{result}\"]\n\n1. e4 e5 1/2-1/2\n"),
        )
        .unwrap();
        let run = annabella(
            &["review", "--lang", "de", file.to_str().unwrap()],
            b"end\n",
        );
        assert_eq!(run.status, 0, "{}", run.stderr);
        let lines: Vec<&str> = run.stdout.lines().collect();
        assert_eq!(
            lines[0], "Weiß gegen Schwarz, remis, 2 Halbzüge; Enter geht vor",
            "{result}"
        );
        assert!(
            lines[1].ends_with("; Ende der Partie: remis"),
            "{result}: {lines:?}"
        );
    }
    let data = tempfile::tempdir().unwrap();
    let played = annabella_with_env(
        &["play", "--plain", "--lang", "de", "--auto-press"],
        b"f3\ne5\ng4\nQh4\nreview\n",
        &[("XDG_DATA_HOME", data.path())],
    );
    assert_eq!(played.status, 0, "{}", played.stderr);
    assert_eq!(
        played.stdout.lines().last(),
        Some("Weiß gegen Schwarz, Schwarz hat gewonnen, 4 Halbzüge; Enter geht vor"),
        "{}",
        played.stdout
    );
}

/// A timed game analysed at the table keeps its clock comments in the analysis the review
/// later reads (`review ID` reads the analysis): `time` there says the game's clocks, not "no
/// clock times in this game".
#[test]
fn a_timed_game_analysed_at_the_table_is_reviewed_later_with_its_clocks() {
    require_tool("stockfish", &["/usr/games/stockfish"]);
    let data = tempfile::tempdir().unwrap();
    let mut table = start_playing(
        &["--voice", "en", "--auto-press", "--time", "300+2"],
        data.path(),
    );
    for m in ["f3", "e5", "g4", "Qh4"] {
        table.type_line(m);
    }
    table.wait_for("Checkmate. Black wins.");
    table.type_line("analyse");
    table.wait_for("say review to hear each move with its mark");
    let saved = table.next_line();
    let path = saved.rsplit(' ').next().unwrap();
    let pgn = std::fs::read_to_string(path).unwrap();
    assert_eq!(pgn.matches("[%clk ").count(), 4, "{pgn}");
    assert!(table.finish().success());
    let env = [("XDG_DATA_HOME", data.path())];
    let games = annabella_with_env(&["games"], b"", &env);
    let id = games.stdout.split_whitespace().next().unwrap().to_owned();
    let run = annabella_with_env(&["review", "--voice", "en", &id], b"end\ntime\n", &env);
    assert_eq!(run.status, 0, "{}", run.stderr);
    let said = run.stdout.lines().last().unwrap_or_default();
    assert!(
        said.starts_with("White ") && said.contains(" minutes") && said.contains(", Black "),
        "{}",
        run.stdout
    );
}
