//! `annabella openings` through the binary (contract section 8), and against the data set's own
//! rule: a reference built here from the TSV files with EPD strings, independent of the index.

use std::collections::HashMap;
use std::fmt::Write as _;

use shakmaty::fen::Epd;
use shakmaty::san::{San, SanPlus};
use shakmaty::{Chess, EnPassantMode, Move, Position};

use crate::common::annabella;

const DATA_FILES: [&str; 5] = ["a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv"];

/// One row of the data set: its ECO code, name and the moves of its `pgn` column.
struct Row {
    eco: String,
    name: String,
    moves: Vec<Move>,
}

fn epd(position: &Chess) -> String {
    Epd::from_position(position, EnPassantMode::Legal).to_string()
}

fn rows() -> Vec<Row> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/chess-openings");
    let mut rows = Vec::new();
    for file in DATA_FILES {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        for line in text.lines().skip(1) {
            let [eco, name, pgn]: [&str; 3] =
                line.split('\t').collect::<Vec<_>>().try_into().unwrap();
            let mut position = Chess::default();
            let mut moves = Vec::new();
            for token in pgn.split_whitespace().filter(|t| !t.ends_with('.')) {
                let m = San::from_ascii(token.as_bytes())
                    .unwrap()
                    .to_move(&position)
                    .unwrap();
                position.play_unchecked(m);
                moves.push(m);
            }
            rows.push(Row {
                eco: eco.to_owned(),
                name: name.to_owned(),
                moves,
            });
        }
    }
    rows
}

/// EPD → the first row (in a..e file order) whose moves reach it.
fn reference_index(rows: &[Row]) -> HashMap<String, (String, String)> {
    let mut index = HashMap::new();
    for row in rows {
        let mut position = Chess::default();
        for &m in &row.moves {
            position.play_unchecked(m);
        }
        index
            .entry(epd(&position))
            .or_insert_with(|| (row.eco.clone(), row.name.clone()));
    }
    index
}

/// The contract's rule, by brute force: walk back from the end, first named EPD.
fn expected_line(index: &HashMap<String, (String, String)>, moves: &[Move]) -> String {
    let mut positions = vec![Chess::default()];
    for &m in moves {
        let mut next = positions.last().unwrap().clone();
        next.play_unchecked(m);
        positions.push(next);
    }
    for (ply, position) in positions.iter().enumerate().rev() {
        if let Some((eco, name)) = index.get(&epd(position)) {
            return format!("ply={ply} eco={eco} name={name}");
        }
    }
    "ply=0 eco=- name=-".to_owned()
}

fn pgn_of(moves: &[Move]) -> String {
    let mut position = Chess::default();
    let mut text = String::from("[Event \"generated\"]\n\n");
    for (index, &m) in moves.iter().enumerate() {
        if index % 2 == 0 {
            write!(text, "{}. ", index / 2 + 1).unwrap();
        }
        text.push_str(&SanPlus::from_move_and_play_unchecked(&mut position, m).to_string());
        text.push(' ');
    }
    text.push_str("*\n\n");
    text
}

/// A small deterministic generator (xorshift64*), so a failure is the same on every run.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

/// How many parts the entries are cut into, each generated and checked on a thread of its own
/// (`common::in_parallel`), each with its own seed so the games are the same on every run.
const PARTS: usize = 8;

/// The games of `rows` (every entry, and one in `extend_one_in` of them, drawn from `seed`, also
/// played on with random legal moves from `seed`, from none to a whole middlegame), as PGN, and
/// the line the contract's rule expects for each with its number of half-moves.
fn games_and_expected(
    rows: &[Row],
    index: &HashMap<String, (String, String)>,
    seed: u64,
    extend_one_in: usize,
) -> (String, Vec<(String, usize)>) {
    let mut random = Random(seed);
    let mut pgn = String::new();
    let mut expected = Vec::new();
    for row in rows {
        if random.below(extend_one_in) != 0 {
            pgn.push_str(&pgn_of(&row.moves));
            expected.push((expected_line(index, &row.moves), row.moves.len()));
            continue;
        }
        let mut moves = row.moves.clone();
        let mut position = Chess::default();
        for &m in &moves {
            position.play_unchecked(m);
        }
        let entry = moves.clone();
        for _ in 0..random.below(60) {
            let legal = position.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[random.below(legal.len())];
            position.play_unchecked(m);
            moves.push(m);
        }
        for game in [entry, moves] {
            pgn.push_str(&pgn_of(&game));
            expected.push((expected_line(index, &game), game.len()));
        }
    }
    (pgn, expected)
}

/// Every entry, and one in `extend_one_in` of them extended, through `annabella openings`
/// against the data set's rule.
fn entries_and_extensions_agree(extend_one_in: usize) {
    let rows = rows();
    let index = reference_index(&rows);
    let parts: Vec<(usize, &[Row])> = rows
        .chunks(rows.len().div_ceil(PARTS))
        .enumerate()
        .collect();
    let made = crate::common::in_parallel(parts, |(part, rows)| {
        games_and_expected(
            rows,
            &index,
            0x9e37_79b9_7f4a_7c15 ^ part as u64,
            extend_one_in,
        )
    });
    let input: String = made.iter().map(|(pgn, _)| pgn.as_str()).collect();
    let expected: Vec<&(String, usize)> = made.iter().flat_map(|(_, expected)| expected).collect();
    let run = annabella(&["openings"], input.as_bytes());
    assert_eq!((run.status, run.stderr.as_str()), (0, ""));
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), expected.len());
    let games: Vec<&str> = input.split("[Event ").skip(1).collect();
    let mut named_at_end = 0;
    for (number, (line, (wanted, plies))) in lines.iter().zip(&expected).enumerate() {
        assert_eq!(line, wanted, "game {}: {}", number + 1, games[number]);
        if line.starts_with(&format!("ply={plies} ")) {
            named_at_end += 1;
        }
    }
    // Every unextended entry is named at its own last ply; the test covers both kinds.
    assert!(named_at_end >= rows.len(), "{named_at_end}");
    assert!(named_at_end < expected.len());
}

/// The sample `make test` runs: every entry, and a quarter of them (drawn by the seed, about 900)
/// extended. The full sweep extends every one (scripts/measure-sweeps.sh).
#[test]
fn every_entry_and_its_random_extensions_agree_with_the_data_sets_rule() {
    entries_and_extensions_agree(4);
}

#[test]
#[ignore = "the full sweep, run by scripts/measure-sweeps.sh"]
fn every_entry_and_every_random_extension_agree_with_the_data_sets_rule() {
    entries_and_extensions_agree(1);
}

#[test]
fn names_games_from_a_file_and_standard_input() {
    let pgn = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. h4 *\n\n\
               [Event \"b\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n\
               1. d4 d5 2. c4 *\n\n\
               [Event \"c\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n\
               1... e5 *\n\n\
               1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 *\n";
    let expected = "ply=6 eco=C70 name=Ruy Lopez: Morphy Defense\n\
                    ply=3 eco=D06 name=Queen's Gambit\n\
                    ply=0 eco=- name=-\n\
                    ply=3 eco=C20 name=Bongcloud Attack\n";
    let run = annabella(&["openings"], pgn.as_bytes());
    assert_eq!((run.status, run.stderr.as_str()), (0, ""));
    assert_eq!(run.stdout, expected);
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), pgn).unwrap();
    let run = annabella(&["openings", &file.path().display().to_string()], b"");
    assert_eq!(run.stdout, expected);
    assert_eq!(
        annabella(&["openings", "-"], pgn.as_bytes()).stdout,
        expected
    );
}

#[test]
fn a_bad_game_is_one_error_line_naming_the_file_game_and_token() {
    let run = annabella(&["openings"], b"1. e4 e5 *\n\n1. e4 Nf9 *\n");
    assert_eq!(run.status, 2);
    assert!(
        run.stdout
            .starts_with("ply=2 eco=C20 name=King's Pawn Game\n"),
        "{}",
        run.stdout
    );
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    for needle in ["<stdin>", "game 2", "Nf9"] {
        assert!(run.stderr.contains(needle), "{needle} in {}", run.stderr);
    }
}

#[test]
fn help_names_the_data_set() {
    let run = annabella(&["openings", "--help"], b"");
    assert_eq!(run.status, 0);
    assert!(run.stdout.contains("opening"), "{}", run.stdout);
}
