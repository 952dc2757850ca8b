//! Naming a game's opening from the public-domain data set lichess-org/chess-openings
//! (contract section 8; the files are embedded from `data/chess-openings/`).
//!
//! A position is named when it equals the position reached by some entry's moves, compared as an
//! EPD: piece placement, side to move, castling rights, and the en passant square only when an
//! en passant capture is legal. shakmaty's `Eq` for [`Chess`] is exactly that comparison (its
//! documentation: "equivalent to comparing `to_setup(EnPassantMode::Legal)`"), and its Zobrist
//! key with legal en passant squares hashes the same things. The index is keyed by that key,
//! which a game's replay updates move by move for a few XORs (hashing a whole position at every
//! ply cost more than the replay's moves), and the named position is kept beside it: a position
//! is named only when it equals the one kept, so a collision of keys can never name the wrong
//! position.

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::LazyLock;

use shakmaty::san::San;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Move, Position};

use super::pgn::MainLineObserver;

/// The data set's files, in the order that decides between entries naming the same position.
const FILES: [(&str, &str); 5] = [
    ("a.tsv", include_str!("../../data/chess-openings/a.tsv")),
    ("b.tsv", include_str!("../../data/chess-openings/b.tsv")),
    ("c.tsv", include_str!("../../data/chess-openings/c.tsv")),
    ("d.tsv", include_str!("../../data/chess-openings/d.tsv")),
    ("e.tsv", include_str!("../../data/chess-openings/e.tsv")),
];

/// One named opening: its ECO code and name, as the data set writes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opening {
    pub eco: &'static str,
    pub name: &'static str,
}

/// The last named position of a game: how many half-moves reached it, and its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NamedPosition {
    pub ply: usize,
    pub opening: Opening,
}

/// Why a row of the data set could not be read: a fault of the embedded data, never of the user.
#[derive(Debug, Clone)]
pub struct BookError {
    file: &'static str,
    line: usize,
    problem: RowError,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "opening data {} line {}: {}",
            self.file, self.line, self.problem
        )
    }
}

impl std::error::Error for BookError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.problem)
    }
}

/// A row or movetext that could not be read: the token that did not fit, handed back.
#[derive(Debug, Clone)]
pub enum RowError {
    /// Not the three tab-separated columns.
    Columns,
    /// A token that is no SAN.
    NotSan {
        token: String,
        error: shakmaty::san::ParseSanError,
    },
    /// A SAN move that is not legal (or ambiguous) where it is played.
    NotLegal {
        token: String,
        error: shakmaty::san::SanError,
    },
}

impl fmt::Display for RowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RowError::Columns => {
                f.write_str("expected three tab-separated columns (eco, name, pgn)")
            }
            RowError::NotSan { token, error } => write!(f, "{error} in move {token:?}"),
            RowError::NotLegal { token, error } => write!(f, "{error} move {token:?}"),
        }
    }
}

impl std::error::Error for RowError {}

/// Every named position of the data set, first entry in file order kept.
#[derive(Debug)]
pub struct OpeningBook {
    /// By Zobrist key: where in `positions` the first position with that key is (the map stays
    /// small enough to sit in the processor's cache while games are walked).
    named: HashMap<Zobrist64, u32, BuildHasherDefault<KeyHasher>>,
    /// The named positions and their names.
    positions: Vec<(Chess, Opening)>,
    /// The fewest pieces a named position has: a game that has fewer can never reach one again
    /// (a capture is never undone), so its walk stops looking.
    fewest_pieces: usize,
    /// Named positions whose key an earlier, different position already has (none in the data
    /// set today): looked through when the first one with the key is not the one asked about.
    collided: Vec<(Chess, Opening)>,
    entries: usize,
}

/// Zobrist keys are already uniformly random: the map uses them as they are.
#[derive(Debug, Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

/// The key the index uses for `position`.
fn key_of(position: &Chess) -> Zobrist64 {
    position.zobrist_hash(EnPassantMode::Legal)
}

/// The key of the position `m` leads to from `before` (whose key is `key`), reaching `after`.
fn key_after(before: &Chess, key: Zobrist64, m: Move, after: &Chess) -> Zobrist64 {
    before
        .update_zobrist_hash(key, m, EnPassantMode::Legal)
        .unwrap_or_else(|| key_of(after))
}

static BOOK: LazyLock<Result<OpeningBook, BookError>> = LazyLock::new(OpeningBook::embedded);

/// The embedded data set, indexed on first use.
pub fn book() -> Result<&'static OpeningBook, &'static BookError> {
    BOOK.as_ref()
}

/// Every name of the data set, in its order (rows that are not three columns left out).
pub fn data_set_names() -> impl Iterator<Item = &'static str> {
    FILES.iter().flat_map(|(_, text)| {
        text.lines()
            .skip(1)
            .filter_map(|row| row.split('\t').nth(1))
    })
}

impl OpeningBook {
    /// Indexes the embedded data set anew ([`book`] does it once and keeps it).
    pub fn embedded() -> Result<Self, BookError> {
        Self::from_files(&FILES)
    }

    /// Indexes `(file name, contents)` pairs, each a TSV with the header `eco name pgn`.
    pub fn from_files(files: &[(&'static str, &'static str)]) -> Result<Self, BookError> {
        let mut book = Self {
            named: HashMap::default(),
            positions: Vec::new(),
            fewest_pieces: usize::MAX,
            collided: Vec::new(),
            entries: 0,
        };
        for &(file, text) in files {
            for (index, row) in text.lines().enumerate().skip(1) {
                let line = index + 1;
                if row.trim().is_empty() {
                    continue;
                }
                let (opening, position) = read_row(row).map_err(|problem| BookError {
                    file,
                    line,
                    problem,
                })?;
                book.entries += 1;
                book.insert(position, opening);
            }
        }
        Ok(book)
    }

    /// Names `position` `opening`, unless an earlier row named it.
    fn insert(&mut self, position: Chess, opening: Opening) {
        let key = key_of(&position);
        if self.named_by_key(key, &position).is_some() {
            return;
        }
        self.fewest_pieces = self.fewest_pieces.min(position.board().occupied().count());
        if self.named.contains_key(&key) {
            self.collided.push((position, opening));
            return;
        }
        // The data set has a few thousand rows.
        let index = u32::try_from(self.positions.len()).unwrap_or(u32::MAX);
        self.named.insert(key, index);
        self.positions.push((position, opening));
    }

    /// The name of `position`, whose key is `key`.
    fn named_by_key(&self, key: Zobrist64, position: &Chess) -> Option<Opening> {
        let &index = self.named.get(&key)?;
        let (first, opening) = self.positions.get(index as usize)?;
        if first == position {
            return Some(*opening);
        }
        self.collided
            .iter()
            .find(|(named, _)| named == position)
            .map(|&(_, opening)| opening)
    }

    /// How many rows the data set has (several may name one position).
    pub fn entries(&self) -> usize {
        self.entries
    }

    /// How many distinct positions are named.
    pub fn positions(&self) -> usize {
        self.named.len() + self.collided.len()
    }

    /// The name of `position`, if the data set has one.
    pub fn name_of(&self, position: &Chess) -> Option<Opening> {
        self.named_by_key(key_of(position), position)
    }

    /// The last named position of the game from `start` through `moves` (legal moves), walking
    /// back from the final position. A game from a start other than the standard one is never
    /// named: the data set's names describe how a game began.
    pub fn name_game(&self, start: &Chess, moves: &[Move]) -> Option<NamedPosition> {
        let mut walk = self.walk();
        walk.start(start);
        let mut position = start.clone();
        for &m in moves {
            let before = position.clone();
            position.play_unchecked(m);
            walk.played(&before, m, &position);
        }
        walk.last_named()
    }

    /// A walk along a game, naming its positions as they come (a [`MainLineObserver`], so the
    /// PGN reader's own replay can drive it).
    pub fn walk(&self) -> OpeningWalk<'_> {
        OpeningWalk {
            book: self,
            key: None,
            ply: 0,
            last: None,
        }
    }
}

/// A game walked through the book: its last named position so far.
#[derive(Debug, Clone)]
pub struct OpeningWalk<'a> {
    book: &'a OpeningBook,
    /// The key of the position reached; `None` for a game from a start other than the standard
    /// one, which is never named (the data set's names describe how a game began).
    key: Option<Zobrist64>,
    ply: usize,
    last: Option<NamedPosition>,
}

impl OpeningWalk<'_> {
    /// The last named position met (walking back from the end, the first one).
    pub fn last_named(&self) -> Option<NamedPosition> {
        self.last
    }
}

impl MainLineObserver for OpeningWalk<'_> {
    fn start(&mut self, position: &Chess) {
        self.ply = 0;
        self.last = None;
        self.key = (*position == Chess::default()).then(|| key_of(position));
        if let Some(key) = self.key {
            self.last = self
                .book
                .named_by_key(key, position)
                .map(|opening| NamedPosition { ply: 0, opening });
        }
    }

    fn played(&mut self, before: &Chess, m: Move, after: &Chess) {
        self.ply += 1;
        let Some(key) = self.key else {
            return;
        };
        if after.board().occupied().count() < self.book.fewest_pieces {
            // Fewer pieces than any named position: none can be reached from here.
            self.key = None;
            return;
        }
        let key = key_after(before, key, m, after);
        self.key = Some(key);
        if let Some(opening) = self.book.named_by_key(key, after) {
            self.last = Some(NamedPosition {
                ply: self.ply,
                opening,
            });
        }
    }
}

/// One `eco<TAB>name<TAB>pgn` row: the opening and the position its moves reach.
fn read_row(row: &'static str) -> Result<(Opening, Chess), RowError> {
    let mut columns = row.split('\t');
    let (Some(eco), Some(name), Some(pgn), None) = (
        columns.next(),
        columns.next(),
        columns.next(),
        columns.next(),
    ) else {
        return Err(RowError::Columns);
    };
    let position = play_movetext(pgn)?;
    Ok((Opening { eco, name }, position))
}

/// Plays SAN movetext with move numbers (`1. e4 e5 2. Nf3`) from the start position.
pub fn play_movetext(movetext: &str) -> Result<Chess, RowError> {
    let mut position = Chess::default();
    for token in movetext.split_whitespace() {
        // A move number (`1.`, `12...`) or the number glued to the move (`1.e4`).
        let san = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        if san.is_empty() {
            continue;
        }
        let m = San::from_ascii(san.as_bytes())
            .map_err(|error| RowError::NotSan {
                token: token.to_owned(),
                error,
            })?
            .to_move(&position)
            .map_err(|error| RowError::NotLegal {
                token: token.to_owned(),
                error,
            })?;
        position.play_unchecked(m);
    }
    Ok(position)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, EnPassantMode};

    fn moves_of(movetext: &str) -> Vec<Move> {
        let mut position = Chess::default();
        let mut moves = Vec::new();
        for token in movetext.split_whitespace() {
            let san = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
            if san.is_empty() {
                continue;
            }
            let m = San::from_ascii(san.as_bytes())
                .unwrap()
                .to_move(&position)
                .unwrap();
            position.play_unchecked(m);
            moves.push(m);
        }
        moves
    }

    fn name(movetext: &str) -> Option<(usize, &'static str, &'static str)> {
        book()
            .unwrap()
            .name_game(&Chess::default(), &moves_of(movetext))
            .map(|named| (named.ply, named.opening.eco, named.opening.name))
    }

    #[test]
    fn the_embedded_data_set_builds_with_every_row() {
        let book = book().unwrap();
        assert_eq!(book.entries(), 3807);
        // lichess keeps every row's position distinct (its own check); the first-row rule is
        // for a future copy that does not, and is tested on a small book below.
        assert_eq!(book.positions(), book.entries());
    }

    #[test]
    fn ruy_lopez_is_c60() {
        assert_eq!(
            name("1. e4 e5 2. Nf3 Nc6 3. Bb5"),
            Some((5, "C60", "Ruy Lopez"))
        );
    }

    #[test]
    fn the_last_named_position_wins_even_if_the_game_went_on() {
        // 3...Nf6 is the Berlin Defense; 4.h3 leaves the book: the walk back stops at ply 6.
        let (ply, eco, name) = name("1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. h3").unwrap();
        assert_eq!((ply, eco), (6, "C65"));
        assert!(name.starts_with("Ruy Lopez: Berlin Defense"), "{name}");
    }

    #[test]
    fn a_transposition_is_named_by_its_position() {
        // The Ruy Lopez position reached with the knight moves first.
        assert_eq!(
            name("1. Nf3 Nc6 2. e4 e5 3. Bb5"),
            Some((5, "C60", "Ruy Lopez"))
        );
    }

    #[test]
    fn a_game_that_leaves_and_comes_back_is_named_where_it_ends() {
        // Knights out and back twice: the final position is the Ruy Lopez again, at ply 13.
        assert_eq!(
            name("1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3"),
            Some((13, "C60", "Ruy Lopez"))
        );
    }

    #[test]
    fn the_start_position_is_not_named() {
        assert_eq!(name(""), None);
        assert_eq!(book().unwrap().name_of(&Chess::default()), None);
    }

    #[test]
    fn a_game_from_another_start_is_never_named() {
        let fen: Fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
            .parse()
            .unwrap();
        let start: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        // Even though 1...e5 from there reaches the named King's Pawn Game position.
        let mut after = start.clone();
        let e5 = San::from_ascii(b"e5").unwrap().to_move(&after).unwrap();
        after.play_unchecked(e5);
        assert!(book().unwrap().name_of(&after).is_some());
        assert_eq!(book().unwrap().name_game(&start, &[e5]), None);
    }

    #[test]
    fn an_en_passant_square_counts_only_when_the_capture_is_legal() {
        // 2...d5 lets 3.exd6 be played: that EPD has `d6`, the same placement without the
        // double step (2...Nf6 first) has not, so neither names the other.
        let book = OpeningBook::from_files(&[(
            "a.tsv",
            "eco\tname\tpgn\nB02\tWith ep\t1. e4 Nf6 2. e5 d5\n",
        )])
        .unwrap();
        let name = |movetext: &str| {
            book.name_game(&Chess::default(), &moves_of(movetext))
                .map(|named| named.ply)
        };
        assert_eq!(name("1. e4 Nf6 2. e5 d5"), Some(4));
        assert_eq!(name("1. e4 d5 2. e5 Nf6 3. Nf3 Ng8 4. Ng1 Nf6"), None);
    }

    #[test]
    fn a_double_step_no_pawn_can_take_has_no_en_passant_square() {
        // After 2.c4 the FEN may say `c3`, but no black pawn can take. The same placement
        // reached with 1.c3 and 3.c4 (and a bishop triangle to hand Black the move) has no
        // en passant square at all, and is the same EPD.
        let queens_gambit = play_movetext("1. d4 d5 2. c4").unwrap();
        let fen = Fen::from_position(&queens_gambit, EnPassantMode::Legal).to_string();
        assert_eq!(fen.split(' ').nth(3), Some("-"));
        assert_eq!(
            name("1. c3 d5 2. d4 Nf6 3. c4 Ng8 4. Bd2 Nf6 5. Be3 Ng8 6. Bc1"),
            Some((11, "D06", "Queen's Gambit"))
        );
    }

    #[test]
    fn a_broken_row_names_its_file_and_line() {
        let error =
            OpeningBook::from_files(&[("x.tsv", "eco\tname\tpgn\nA00\tFoo\t1. e5\n")]).unwrap_err();
        assert_eq!(error.file, "x.tsv");
        assert_eq!(error.line, 2);
        assert!(error.to_string().contains("x.tsv line 2"), "{error}");
    }

    #[test]
    fn the_first_row_in_file_order_names_a_shared_position() {
        let book = OpeningBook::from_files(&[
            ("a.tsv", "eco\tname\tpgn\nA00\tFirst\t1. e4 e5 2. Nf3\n"),
            ("b.tsv", "eco\tname\tpgn\nB00\tSecond\t1. Nf3 e5 2. e4\n"),
        ])
        .unwrap();
        assert_eq!(book.entries(), 2);
        assert_eq!(book.positions(), 1);
        let position = play_movetext("1. Nf3 e5 2. e4").unwrap();
        assert_eq!(book.name_of(&position).map(|o| o.name), Some("First"));
    }

    #[test]
    fn a_collision_of_keys_never_names_the_wrong_position() {
        let mut book = OpeningBook::from_files(&[(
            "a.tsv",
            "eco\tname\tpgn\nC60\tRuy\t1. e4 e5 2. Nf3 Nc6 3. Bb5\n",
        )])
        .unwrap();
        let ruy = play_movetext("1. e4 e5 2. Nf3 Nc6 3. Bb5").unwrap();
        let italian = play_movetext("1. e4 e5 2. Nf3 Nc6 3. Bc4").unwrap();
        // Another position under the Ruy Lopez's key, as a collision would put it.
        let opening = book.positions[0].1;
        book.named.clear();
        book.positions.clear();
        book.named.insert(key_of(&ruy), 0);
        book.positions.push((
            italian.clone(),
            Opening {
                name: "Italian",
                ..opening
            },
        ));
        book.collided.push((ruy.clone(), opening));
        assert_eq!(book.name_of(&ruy).map(|o| o.name), Some("Ruy"));
        assert_eq!(book.name_of(&italian), None, "looked up by its own key");
        let walked = |movetext: &str| {
            book.name_game(&Chess::default(), &moves_of(movetext))
                .map(|named| (named.ply, named.opening.name))
        };
        assert_eq!(walked("1. e4 e5 2. Nf3 Nc6 3. Bb5"), Some((5, "Ruy")));
    }
}
