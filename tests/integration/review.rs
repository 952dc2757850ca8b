//! `annabella review`: a game gone over move by move through the real binary.

use crate::common::annabella;

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
            "Morphy against Allies, 1-0, 6 half-moves; Enter steps forward",
            "move one, White: Pawn Echo four",
            "move one, Black: Pawn Echo five",
            "taken back: move one, Black: Pawn Echo five",
            "move two, Black: Pawn Delta six",
            "Black: Bishops Charlie eight, Foxtrot eight",
            "end of the game",
            "end of the game",
            "start position",
            "start position",
            "in a review: Enter or next, back, go 12, go 12 black, start, end, or a question like board",
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
