//! PGN: `core::pgn::read_games`, every result of the iterator.

use std::path::Path;

use annabella::core::pgn::{read_games, write_pgn};

use super::Target;
use crate::corpus;
use crate::trace::Trace;

#[derive(Debug)]
pub struct Pgn {
    seeds: Vec<Vec<u8>>,
}

impl Pgn {
    pub fn new(repo: &Path) -> Self {
        let mut seeds = Vec::new();
        for dir in [
            "tests/data/pgn",
            "tests/data/games",
            "tests/data/status",
            "tests/data/announce",
        ] {
            seeds.extend(corpus::files(repo, dir, ".pgn"));
        }
        seeds.extend(corpus::file(repo, "src/cli/opera.pgn"));
        Self { seeds }
    }
}

impl Target for Pgn {
    fn seeds(&self) -> Vec<Vec<u8>> {
        self.seeds.clone()
    }

    fn tokens(&self) -> Vec<Vec<u8>> {
        let mut tokens = corpus::tokens(&[
            "[Event \"",
            "[FEN \"",
            "[SetUp \"1\"]",
            "[Variant \"Chess960\"]",
            "[Result \"1-0\"]",
            "\"]\n",
            "1. ",
            "1... ",
            "999. ",
            "e4 ",
            "Nf3 ",
            "O-O ",
            "O-O-O ",
            "0-0 ",
            "exd6 ",
            "e8=Q ",
            "Kxe1 ",
            "+ ",
            "# ",
            "!? ",
            "$1 ",
            "$999999999999 ",
            "{",
            "}",
            "{ comment }",
            "(",
            ")",
            "( 1. d4 )",
            ";",
            "%",
            "\n%escaped\n",
            "1-0",
            "0-1",
            "1/2-1/2",
            "*",
            "\n\n",
            "\\\"",
            "\\\\",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
            "k7/8/8/8/8/8/8/5K1R w H - 0 1",
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999",
        ]);
        tokens.extend(corpus::common_tokens());
        tokens
    }

    fn max_len(&self) -> usize {
        256 * 1024
    }

    fn execute(&self, input: &[u8], trace: &mut Trace) {
        let mut games = 0usize;
        for result in read_games(input) {
            games += 1;
            // No reader may make more games than the input has bytes (an endless iterator).
            assert!(
                games <= input.len() + 1,
                "oracle: {games} results from {} bytes",
                input.len()
            );
            match result {
                Ok(game) => {
                    trace.note(("game", game.moves.is_empty(), game.result.as_deref()));
                    trace.count("moves", game.moves.len());
                    trace.count("tags", game.tags.len());
                    // What the reader accepts, the writer writes and the reader reads back.
                    let written = write_pgn(
                        &game.tags,
                        &game.start,
                        game.castling_mode,
                        &game.moves,
                        None,
                        game.result.as_deref().unwrap_or("*"),
                    );
                    let again: Vec<_> = read_games(written.as_bytes()).collect();
                    match again.as_slice() {
                        [Ok(reread)] => assert_eq!(
                            reread.moves, game.moves,
                            "oracle: the written game reads back with other moves:\n{written}"
                        ),
                        other => panic!(
                            "oracle: the written game reads back as {} results ({:?}):\n{written}",
                            other.len(),
                            other
                                .first()
                                .map(|r| r.as_ref().err().map(ToString::to_string))
                        ),
                    }
                }
                Err(error) => {
                    trace.note((
                        "error",
                        error.move_number().is_some(),
                        !error.token().is_empty(),
                    ));
                    // The problem, not the game and move it names (those would make every input new).
                    let message = error.to_string();
                    let problem = message
                        .split_once(": ")
                        .map_or(message.as_str(), |(_, p)| p);
                    trace.text(problem);
                }
            }
        }
        trace.count("games", games);
    }
}
