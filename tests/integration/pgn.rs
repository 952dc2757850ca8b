//! The PGN reader and writer through the public API, on fixture files.

use annabella::core::game::Game;
use annabella::core::pgn::{read_games, write_pgn};

use crate::common::data;

#[test]
fn reads_chess960_and_fen_games_and_writes_them_back() {
    let bytes = std::fs::read(data("pgn/mixed.pgn")).expect("fixture");
    let games: Vec<_> = read_games(&bytes)
        .collect::<Result<_, _>>()
        .expect("valid PGN");
    assert_eq!(games.len(), 2);
    let sans: Vec<Vec<String>> = games
        .iter()
        .map(|g| Game::from_pgn(g).expect("legal").san_list())
        .collect();
    assert_eq!(sans[0], ["Ng3", "Ng6", "O-O", "O-O", "Nd3"]);
    assert_eq!(sans[1], ["Kd7", "e4", "Ke6", "Kd2"]);
    for game in &games {
        let text = write_pgn(
            &game.tags,
            &game.start,
            game.castling_mode,
            &game.moves,
            None,
            "*",
        );
        let again: Vec<_> = read_games(text.as_bytes())
            .collect::<Result<_, _>>()
            .expect("own PGN");
        assert_eq!(again.len(), 1);
        assert_eq!(again[0].moves, game.moves);
        assert_eq!(again[0].start, game.start);
        assert_eq!(again[0].castling_mode, game.castling_mode);
    }
    let chess960 = write_pgn(
        &games[0].tags,
        &games[0].start,
        games[0].castling_mode,
        &games[0].moves,
        None,
        "*",
    );
    assert!(chess960.contains("[Variant \"Chess960\"]\n"), "{chess960}");
    assert!(chess960.contains("2. O-O O-O 3. Nd3 *"), "{chess960}");
}
