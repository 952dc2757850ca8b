//! The questions a blind player asks at the board, each answered in one utterance.
//!
//! Pure functions from a position (or a [`Game`]) and a [`Voice`] to what is said, in the
//! voice's language and with the voice's own words for files, ranks and pieces, so an answer
//! sounds like the announcements. The app's other words come from [`super::strings`].
//!
//! Choices, the same everywhere:
//! - Pieces of a side are grouped by kind in the order King, Queen, Rook, Bishop, Knight, Pawn;
//!   a kind with several pieces is named once in the plural ("Türme Anna eins, Hector eins").
//! - Squares are listed in board order, a1, b1 … h1, a2 … h8, for both sides (never from the
//!   player's side), so an answer does not change with who asks.
//! - A rank, file or diagonal is read square by square from White's side (a→h, 1→8), and a run of
//!   two or more empty squares is said once ("Anna bis Cesar leer"); a line with nothing on it is
//!   only "leer".
//! - Side names are the voice's clock words ("Weiß", "Black", "Blancs"), so the queries and the
//!   talking clock name the sides alike.
//! - Attackers and defenders are listed from the cheapest piece up (pawn first, king last), the
//!   order in which an exchange on the square would go.
//! - Material counts pawns 1, knights and bishops 3, rooks 5, queens 9.

use std::fmt;

use shakmaty::{Bitboard, Chess, Color, File, Move, Piece, Position, Rank, Role, Square};

use super::game::Game;
use super::phrasing::{Style, announce};
use super::strings::{self, Strings, UiLanguage};
use super::text::fold_words;
use super::voice::{Term, Voice};

/// Kinds of piece in the order they are read out.
const READING_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// Kinds of piece from the cheapest up, for attackers and defenders.
const VALUE_ORDER: [Role; 6] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
    Role::King,
];

/// A kind of piece, and a side if one was named ("black rook").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceQuery {
    pub role: Role,
    pub color: Option<Color>,
}

/// An argument of a query that could not be read. The input is handed back, trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QueryError {
    MissingSquare,
    MissingFile,
    MissingRank,
    MissingPiece,
    NotASquare(String),
    NotAFile(String),
    NotARank(String),
    NotAPiece(String),
}

impl QueryError {
    /// What to say, in the voice's language ("Zeta neun ist kein Feld").
    pub fn message(&self, voice: &Voice) -> String {
        self.in_strings(strings::for_voice(voice))
    }

    fn in_strings(&self, s: &Strings) -> String {
        let (template, input) = match self {
            QueryError::MissingSquare => (s.which_square, ""),
            QueryError::MissingFile => (s.which_file, ""),
            QueryError::MissingRank => (s.which_rank, ""),
            QueryError::MissingPiece => (s.which_piece, ""),
            QueryError::NotASquare(input) => (s.not_a_square, input.as_str()),
            QueryError::NotAFile(input) => (s.not_a_file, input.as_str()),
            QueryError::NotARank(input) => (s.not_a_rank, input.as_str()),
            QueryError::NotAPiece(input) => (s.not_a_piece, input.as_str()),
        };
        template.replace("{input}", input)
    }
}

impl fmt::Display for QueryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_strings(UiLanguage::ENGLISH.strings()))
    }
}

impl std::error::Error for QueryError {}

// ---------------------------------------------------------------------------------------------
// Words

/// The words a query answer is made of: the voice's and the app's.
struct Say<'a> {
    voice: &'a Voice,
    s: &'static Strings,
}

impl<'a> Say<'a> {
    fn new(voice: &'a Voice) -> Self {
        Say {
            voice,
            s: strings::for_voice(voice),
        }
    }

    fn side(&self, color: Color) -> &'a str {
        let words = self.voice.clock_words();
        match color {
            Color::White => &words.white,
            Color::Black => &words.black,
        }
    }

    fn square(&self, sq: Square) -> String {
        format!(
            "{} {}",
            self.voice.file(sq.file()),
            self.voice.rank(sq.rank())
        )
    }

    /// "weißer Bauer", "Tour noire".
    fn colored(&self, piece: Piece) -> String {
        let template = match piece.color {
            Color::White => self.s.white_piece.get(piece.role),
            Color::Black => self.s.black_piece.get(piece.role),
        };
        template.replace("{piece}", self.voice.piece(piece.role))
    }

    /// "Eva vier: weißer Bauer" or "Eva vier: leer".
    fn square_and_content(&self, pos: &Chess, sq: Square) -> String {
        let content = match pos.board().piece_at(sq) {
            Some(piece) => self.colored(piece),
            None => self.s.empty.to_owned(),
        };
        format!("{}{}{content}", self.square(sq), self.s.colon)
    }

    /// "keine Türme", "pas de Tour".
    fn none_of(&self, role: Role) -> String {
        self.s
            .none_of
            .replace("{pieces}", self.voice.piece_plural(role))
            .replace("{piece}", self.voice.piece(role))
    }

    /// A number in words (digits beyond the voice's numbers).
    fn number(&self, n: u32) -> String {
        self.voice.number(n).unwrap_or_else(|| n.to_string())
    }

    /// "König Eva eins"; "Türme Anna eins, Hector eins".
    fn kind_on(&self, role: Role, squares: Bitboard) -> String {
        let word = if squares.count() > 1 {
            self.voice.piece_plural(role)
        } else {
            self.voice.piece(role)
        };
        let squares: Vec<String> = squares.into_iter().map(|sq| self.square(sq)).collect();
        format!("{word} {}", squares.join(", "))
    }

    /// "a", "a und b", "a, b und c".
    fn and_list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => format!("{} {} {last}", init.join(", "), self.s.and),
        }
    }

    /// "Springer Felix drei, Läufer Bella fünf": pieces on `squares`, cheapest first.
    fn pieces_on(&self, pos: &Chess, squares: Bitboard) -> String {
        let board = pos.board();
        let mut items = Vec::new();
        for role in VALUE_ORDER {
            for sq in squares & board.by_role(role) {
                items.push(format!("{} {}", self.voice.piece(role), self.square(sq)));
            }
        }
        items.join(", ")
    }

    /// `title: items`, where items name each square's content and compress runs of empties.
    fn line(&self, pos: &Chess, squares: &[Square], name: impl Fn(Square) -> String) -> String {
        let board = pos.board();
        let mut items: Vec<String> = Vec::new();
        let mut run: Vec<Square> = Vec::new();
        let flush = |run: &mut Vec<Square>, items: &mut Vec<String>| {
            match run.as_slice() {
                [] => {}
                [one] => items.push(format!("{} {}", name(*one), self.s.empty)),
                [first, .., last] => items.push(
                    self.s
                        .empty_run
                        .replace("{from}", &name(*first))
                        .replace("{to}", &name(*last)),
                ),
            }
            run.clear();
        };
        for &sq in squares {
            match board.piece_at(sq) {
                Some(piece) => {
                    flush(&mut run, &mut items);
                    items.push(format!("{} {}", name(sq), self.colored(piece)));
                }
                None => run.push(sq),
            }
        }
        if items.is_empty() {
            return self.s.empty.to_owned();
        }
        flush(&mut run, &mut items);
        items.join(", ")
    }
}

// ---------------------------------------------------------------------------------------------
// The position

/// The whole position: each side's pieces by kind, then whose turn it is.
///
/// "Weiß: König Eva eins, Dame David eins, Türme Anna eins, Hector eins, …, Bauern Anna zwei, …;
/// Schwarz: …; Weiß am Zug"
pub fn board(pos: &Chess, voice: &Voice) -> String {
    let say = Say::new(voice);
    let board = pos.board();
    let mut parts = Vec::new();
    for color in Color::ALL {
        let kinds: Vec<String> = READING_ORDER
            .iter()
            .filter_map(|&role| {
                let squares = board.by_piece(Piece { color, role });
                (squares.any()).then(|| say.kind_on(role, squares))
            })
            .collect();
        parts.push(format!(
            "{}{}{}",
            say.side(color),
            say.s.colon,
            kinds.join(", ")
        ));
    }
    parts.push(turn(pos, voice));
    parts.join(say.s.separator)
}

/// The board for a braille display: one rank a line, rank 8 first, one cell a square from a to
/// h, each piece its FEN letter (white upper case) and an empty square `.`. Eight cells a line
/// fit the smallest display, and the shape is the board's own.
pub fn board_compact(pos: &Chess) -> Vec<String> {
    let board = pos.board();
    Rank::ALL
        .iter()
        .rev()
        .map(|&rank| {
            File::ALL
                .iter()
                .map(|&file| {
                    board
                        .piece_at(Square::from_coords(file, rank))
                        .map_or('.', Piece::char)
                })
                .collect()
        })
        .collect()
}

/// Where the pieces of a kind are, for the side named or for both ("Weiß: Springer Bella eins,
/// Gustav eins; Schwarz: keine Springer").
pub fn where_is(pos: &Chess, voice: &Voice, query: PieceQuery) -> String {
    let say = Say::new(voice);
    let colors = match query.color {
        Some(color) => vec![color],
        None => Color::ALL.to_vec(),
    };
    let parts: Vec<String> = colors
        .into_iter()
        .map(|color| {
            let squares = pos.board().by_piece(Piece {
                color,
                role: query.role,
            });
            let found = if squares.any() {
                say.kind_on(query.role, squares)
            } else {
                say.none_of(query.role)
            };
            format!("{}{}{found}", say.side(color), say.s.colon)
        })
        .collect();
    parts.join(say.s.separator)
}

/// What is on a square: "Eva vier: weißer Bauer", "Eva vier: leer".
pub fn square(pos: &Chess, voice: &Voice, sq: Square) -> String {
    Say::new(voice).square_and_content(pos, sq)
}

/// A rank from the Anna file to the Hector file: "Reihe zwei: Anna weißer Bauer, Bella bis
/// Hector leer".
pub fn rank(pos: &Chess, voice: &Voice, rank: Rank) -> String {
    let say = Say::new(voice);
    let squares: Vec<Square> = File::ALL
        .iter()
        .map(|&f| Square::from_coords(f, rank))
        .collect();
    let title = say.s.rank_title.replace("{rank}", voice.rank(rank));
    let items = say.line(pos, &squares, |sq| voice.file(sq.file()).to_owned());
    format!("{title}{}{items}", say.s.colon)
}

/// A file from rank one to rank eight: "Linie Eva: eins weißer König, zwei bis acht leer".
pub fn file(pos: &Chess, voice: &Voice, file: File) -> String {
    let say = Say::new(voice);
    let squares: Vec<Square> = Rank::ALL
        .iter()
        .map(|&r| Square::from_coords(file, r))
        .collect();
    let title = say.s.file_title.replace("{file}", voice.file(file));
    let items = say.line(pos, &squares, |sq| voice.rank(sq.rank()).to_owned());
    format!("{title}{}{items}", say.s.colon)
}

/// Both diagonals through a square, each read from its lower end up: first the one rising to the
/// Hector side, then the one rising to the Anna side. A diagonal of one square (a corner's) is
/// left out.
pub fn diagonal(pos: &Chess, voice: &Voice, sq: Square) -> String {
    let say = Say::new(voice);
    let mut parts = Vec::new();
    for file_step in [1, -1] {
        let squares = diagonal_squares(sq, file_step);
        let (Some(&first), Some(&last)) = (squares.first(), squares.last()) else {
            continue;
        };
        if squares.len() < 2 {
            continue;
        }
        let title = say
            .s
            .diagonal_title
            .replace("{from}", &say.square(first))
            .replace("{to}", &say.square(last));
        let items = say.line(pos, &squares, |s| say.square(s));
        parts.push(format!("{title}{}{items}", say.s.colon));
    }
    parts.join(say.s.separator)
}

/// The squares of the diagonal through `sq` that moves `file_step` files per rank, rank one
/// upwards.
fn diagonal_squares(sq: Square, file_step: i32) -> Vec<Square> {
    let step = |s: Square, by: i32| -> Option<Square> {
        Some(Square::from_coords(
            s.file().offset(file_step * by)?,
            s.rank().offset(by)?,
        ))
    };
    let mut start = sq;
    while let Some(lower) = step(start, -1) {
        start = lower;
    }
    let mut squares = vec![start];
    while let Some(next) = squares.last().and_then(|&s| step(s, 1)) {
        squares.push(next);
    }
    squares
}

/// Who attacks and who defends a square. With a piece on it: its enemies' attackers and its own
/// side's defenders; on an empty square: each side's pieces that attack it.
///
/// "Eva fünf: schwarzer Bauer; angegriffen von Springer Felix drei; verteidigt von Springer
/// Cesar sechs"
pub fn attackers(pos: &Chess, voice: &Voice, sq: Square) -> String {
    let say = Say::new(voice);
    let board = pos.board();
    let by = |color: Color| board.attacks_to(sq, color, board.occupied());
    let mut parts = vec![say.square_and_content(pos, sq)];
    match board.piece_at(sq) {
        Some(piece) => {
            let attacking = by(piece.color.other());
            parts.push(if attacking.any() {
                say.s
                    .attacked_by
                    .replace("{list}", &say.pieces_on(pos, attacking))
            } else {
                say.s.not_attacked.to_owned()
            });
            let defending = by(piece.color);
            parts.push(if defending.any() {
                say.s
                    .defended_by
                    .replace("{list}", &say.pieces_on(pos, defending))
            } else {
                say.s.not_defended.to_owned()
            });
        }
        None => {
            for color in Color::ALL {
                let attacking = by(color);
                parts.push(if attacking.any() {
                    say.s
                        .attacked_by_side
                        .replace("{side}", say.side(color))
                        .replace("{list}", &say.pieces_on(pos, attacking))
                } else {
                    say.s
                        .not_attacked_by_side
                        .replace("{side}", say.side(color))
                });
            }
        }
    }
    parts.join(say.s.separator)
}

/// The legal moves of the piece on a square, as announced in the short style, or why it has
/// none: "Gustav eins: Springer Felix drei, Springer Hector drei".
pub fn legal(pos: &Chess, voice: &Voice, sq: Square) -> String {
    let say = Say::new(voice);
    let Some(piece) = pos.board().piece_at(sq) else {
        return say.square_and_content(pos, sq);
    };
    let head = say.square_and_content(pos, sq);
    if piece.color != pos.turn() {
        let why = say.s.not_to_move.replace("{side}", say.side(piece.color));
        return format!("{head}{}{why}", say.s.separator);
    }
    let mut moves: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(sq))
        .collect();
    // By destination in board order; promotions queen first.
    moves.sort_by_key(|m| (m.to(), std::cmp::Reverse(m.promotion())));
    if moves.is_empty() {
        let mut why = vec![head, say.s.no_legal_moves.to_owned()];
        if pos.is_checkmate() {
            why.push(say.s.checkmated.replace("{side}", say.side(piece.color)));
        } else if pos.is_check() {
            why.push(say.s.in_check.replace("{side}", say.side(piece.color)));
        } else if is_pinned(pos, sq, piece.color) {
            why.push(say.s.pinned.to_owned());
        }
        return why.join(", ");
    }
    let announced: Vec<String> = moves
        .into_iter()
        .map(|m| announce(pos, m, voice, Style::Short))
        .collect();
    format!("{}{}{}", say.square(sq), say.s.colon, announced.join(", "))
}

/// Whether the piece of `color` on `sq` shields its king from an enemy slider.
fn is_pinned(pos: &Chess, sq: Square, color: Color) -> bool {
    let board = pos.board();
    let Some(king) = board.king_of(color) else {
        return false;
    };
    if king == sq {
        return false;
    }
    let without = board.occupied().without(sq);
    let exposed = board.attacks_to(king, color.other(), without)
        & !board.attacks_to(king, color.other(), board.occupied());
    exposed.any()
}

/// Each side's material without the king, and the balance in pawns.
///
/// "Weiß: Dame, zwei Türme, zwei Läufer, zwei Springer, acht Bauern; Schwarz: …; Material
/// ausgeglichen"
pub fn material(pos: &Chess, voice: &Voice) -> String {
    let say = Say::new(voice);
    let board = pos.board();
    let mut parts = Vec::new();
    let mut worth = [0_u32; 2];
    for color in Color::ALL {
        let mut items = Vec::new();
        for role in READING_ORDER.into_iter().filter(|&r| r != Role::King) {
            let count = board.by_piece(Piece { color, role }).count() as u32;
            worth[color as usize] += count * value(role);
            match count {
                0 => {}
                1 => items.push(voice.piece(role).to_owned()),
                n => items.push(format!("{} {}", say.number(n), voice.piece_plural(role))),
            }
        }
        let listed = if items.is_empty() {
            say.s.only_king.replace("{piece}", voice.piece(Role::King))
        } else {
            items.join(", ")
        };
        parts.push(format!("{}{}{listed}", say.side(color), say.s.colon));
    }
    let [black, white] = worth;
    let balance = match white.cmp(&black) {
        std::cmp::Ordering::Equal => say.s.material_equal.to_owned(),
        std::cmp::Ordering::Greater => say
            .s
            .material_ahead
            .replace("{side}", say.side(Color::White))
            .replace("{n}", &say.number(white - black)),
        std::cmp::Ordering::Less => say
            .s
            .material_ahead
            .replace("{side}", say.side(Color::Black))
            .replace("{n}", &say.number(black - white)),
    };
    parts.push(balance);
    parts.join(say.s.separator)
}

/// A piece's worth in pawns.
fn value(role: Role) -> u32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// Each side's pawns file by file, then its doubled, isolated and passed pawns. Sides are
/// separated by a full stop, the parts of a side by semicolons.
///
/// "Weiß: Bauern Anna zwei, Cesar drei und vier; Doppelbauern: Cesar; isoliert: Anna zwei.
/// Schwarz: …"
pub fn pawn_structure(pos: &Chess, voice: &Voice) -> String {
    let say = Say::new(voice);
    let board = pos.board();
    let mut sides = Vec::new();
    for color in Color::ALL {
        let own = board.by_piece(Piece {
            color,
            role: Role::Pawn,
        });
        let enemy = board.by_piece(Piece {
            color: color.other(),
            role: Role::Pawn,
        });
        let head = format!("{}{}", say.side(color), say.s.colon);
        if own.is_empty() {
            sides.push(format!("{head}{}", say.none_of(Role::Pawn)));
            continue;
        }
        let mut by_file = Vec::new();
        let mut doubled = Vec::new();
        let mut isolated = Vec::new();
        for file in File::ALL {
            let here = own & Bitboard::from_file(file);
            if here.is_empty() {
                continue;
            }
            let ranks: Vec<String> = here
                .into_iter()
                .map(|sq| voice.rank(sq.rank()).to_owned())
                .collect();
            by_file.push(format!("{} {}", voice.file(file), say.and_list(&ranks)));
            if here.count() > 1 {
                doubled.push(voice.file(file).to_owned());
            }
            if (own & neighbour_files(file)).is_empty() {
                isolated.extend(here.into_iter().map(|sq| say.square(sq)));
            }
        }
        let passed: Vec<String> = own
            .into_iter()
            .filter(|&sq| (enemy & ahead_span(sq, color)).is_empty())
            .map(|sq| say.square(sq))
            .collect();
        let pawns = if own.count() > 1 {
            voice.piece_plural(Role::Pawn)
        } else {
            voice.piece(Role::Pawn)
        };
        let mut parts = vec![format!("{head}{pawns} {}", by_file.join(", "))];
        for (label, items) in [
            (say.s.doubled, doubled),
            (say.s.isolated, isolated),
            (say.s.passed, passed),
        ] {
            if !items.is_empty() {
                parts.push(format!("{label}{}{}", say.s.colon, items.join(", ")));
            }
        }
        sides.push(parts.join(say.s.separator));
    }
    sides.join(". ")
}

/// The files either side of `file`.
fn neighbour_files(file: File) -> Bitboard {
    [-1, 1]
        .into_iter()
        .filter_map(|d| file.offset(d))
        .map(Bitboard::from_file)
        .fold(Bitboard::EMPTY, |a, b| a | b)
}

/// The squares in front of a pawn of `color` on `sq`, on its file and the files either side.
fn ahead_span(sq: Square, color: Color) -> Bitboard {
    let files = Bitboard::from_file(sq.file()) | neighbour_files(sq.file());
    let ahead = Rank::ALL
        .into_iter()
        .filter(|&r| match color {
            Color::White => r > sq.rank(),
            Color::Black => r < sq.rank(),
        })
        .map(Bitboard::from_rank)
        .fold(Bitboard::EMPTY, |a, b| a | b);
    files & ahead
}

/// Whose turn it is, with check; or the mate or stalemate that ended the game.
///
/// "Weiß am Zug", "Schwarz am Zug, Schach", "Weiß ist matt", "Patt"
pub fn turn(pos: &Chess, voice: &Voice) -> String {
    let say = Say::new(voice);
    let side = say.side(pos.turn());
    if pos.is_checkmate() {
        say.s.checkmated.replace("{side}", side)
    } else if pos.is_stalemate() {
        say.s.stalemate.to_owned()
    } else if pos.is_check() {
        format!(
            "{}, {}",
            say.s.to_move.replace("{side}", side),
            voice.check()
        )
    } else {
        say.s.to_move.replace("{side}", side)
    }
}

// ---------------------------------------------------------------------------------------------
// The game

/// The last move, with its number and side: "Zug zwölf, Schwarz: Springer Felix sechs".
pub fn last_move(game: &Game, voice: &Voice, style: Style) -> String {
    let say = Say::new(voice);
    let mut pos = game.start().clone();
    let Some((last, before)) = game.history().split_last() else {
        return say.s.no_moves_yet.to_owned();
    };
    for played in before {
        pos.play_unchecked(played.mv);
    }
    format!(
        "{}, {}{}{}",
        say.s
            .move_number
            .replace("{n}", &say.number(pos.fullmoves().get())),
        say.side(pos.turn()),
        say.s.colon,
        announce(&pos, last.mv, voice, style)
    )
}

/// The score sheet read back, one line per move number: "Zug eins: Bauer Eva vier, Bauer Eva
/// fünf". A line with only Black's move (a game set up with Black to move) names the side: "Zug
/// eins, Schwarz: …". A game without moves gives the one line "noch keine Züge".
pub fn score_sheet(game: &Game, voice: &Voice, style: Style) -> Vec<String> {
    let say = Say::new(voice);
    let mut pos = game.start().clone();
    let mut lines = Vec::new();
    // The number and the announcements of the move number being read.
    let mut current: Option<(u32, Option<String>, Option<String>)> = None;
    let mut flush = |entry: Option<(u32, Option<String>, Option<String>)>| {
        let Some((number, white, black)) = entry else {
            return;
        };
        let head = say.s.move_number.replace("{n}", &say.number(number));
        lines.push(match (white, black) {
            (Some(w), Some(b)) => format!("{head}{}{w}, {b}", say.s.colon),
            (Some(w), None) => format!("{head}{}{w}", say.s.colon),
            (None, Some(b)) => format!("{head}, {}{}{b}", say.side(Color::Black), say.s.colon),
            (None, None) => head,
        });
    };
    for played in game.history() {
        let number = pos.fullmoves().get();
        let words = announce(&pos, played.mv, voice, style);
        if current.as_ref().is_some_and(|(n, _, _)| *n != number) {
            flush(current.take());
        }
        let entry = current.get_or_insert((number, None, None));
        match pos.turn() {
            Color::White => entry.1 = Some(words),
            Color::Black => entry.2 = Some(words),
        }
        pos.play_unchecked(played.mv);
    }
    flush(current);
    if lines.is_empty() {
        lines.push(say.s.no_moves_yet.to_owned());
    }
    lines
}

// ---------------------------------------------------------------------------------------------
// Reading the arguments

/// A board word read from the player's input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Coordinate {
    File(File),
    Rank(Rank),
}

/// Reads files and ranks: the voice's words and aliases ("Eva", "Caesar", "vier"), letters a–h,
/// digits 1–8, and squares written together ("e4"). `None` if any word is something else.
fn coordinates(voice: &Voice, words: &[String]) -> Option<Vec<Coordinate>> {
    let mut out = Vec::new();
    let mut i = 0;
    'words: while i < words.len() {
        for (phrase, term) in voice.vocabulary() {
            let coordinate = match term {
                Term::File(f) => Coordinate::File(*f),
                Term::Rank(r) => Coordinate::Rank(*r),
                _ => continue,
            };
            if words.get(i..i + phrase.len()) == Some(phrase.as_slice()) {
                out.push(coordinate);
                i += phrase.len();
                continue 'words;
            }
        }
        match words[i].as_bytes() {
            [f @ b'a'..=b'h'] => out.push(Coordinate::File(File::new(u32::from(f - b'a')))),
            [r @ b'1'..=b'8'] => out.push(Coordinate::Rank(Rank::new(u32::from(r - b'1')))),
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
                out.push(Coordinate::File(File::new(u32::from(f - b'a'))));
                out.push(Coordinate::Rank(Rank::new(u32::from(r - b'1'))));
            }
            [.., r @ b'1'..=b'8'] => {
                // A file word and a digit written together ("eva4", "e4" handled above).
                let prefix = &words[i][..words[i].len() - 1];
                let file = voice
                    .vocabulary()
                    .iter()
                    .find_map(|(phrase, term)| match term {
                        Term::File(f) if phrase.len() == 1 && phrase[0] == prefix => Some(*f),
                        _ => None,
                    })?;
                out.push(Coordinate::File(file));
                out.push(Coordinate::Rank(Rank::new(u32::from(r - b'1'))));
            }
            _ => return None,
        }
        i += 1;
    }
    Some(out)
}

/// A square: "e4", "E4", "Eva vier", "eva 4", "e vier", "Eugène quatre".
pub fn parse_square(voice: &Voice, text: &str) -> Result<Square, QueryError> {
    let words = fold_words(text);
    if words.is_empty() {
        return Err(QueryError::MissingSquare);
    }
    match coordinates(voice, &words).as_deref() {
        Some([Coordinate::File(f), Coordinate::Rank(r)]) => Ok(Square::from_coords(*f, *r)),
        _ => Err(QueryError::NotASquare(text.trim().to_owned())),
    }
}

/// A file: "a", "Anna", "anatole".
pub fn parse_file(voice: &Voice, text: &str) -> Result<File, QueryError> {
    let words = fold_words(text);
    if words.is_empty() {
        return Err(QueryError::MissingFile);
    }
    match coordinates(voice, &words).as_deref() {
        Some([Coordinate::File(f)]) => Ok(*f),
        _ => Err(QueryError::NotAFile(text.trim().to_owned())),
    }
}

/// A rank: "1", "eins", "one".
pub fn parse_rank(voice: &Voice, text: &str) -> Result<Rank, QueryError> {
    let words = fold_words(text);
    if words.is_empty() {
        return Err(QueryError::MissingRank);
    }
    match coordinates(voice, &words).as_deref() {
        Some([Coordinate::Rank(r)]) => Ok(*r),
        _ => Err(QueryError::NotARank(text.trim().to_owned())),
    }
}

/// Piece words understood in every voice (folded), singular and plural, in English, German (with
/// the umlauts typed out, "Laeufer") and French: line-mode commands are English ("where knight")
/// whatever the voice.
const PIECE_WORDS: [(Role, &[&str]); 6] = [
    (
        Role::King,
        &[
            "king", "kings", "konig", "konige", "koenig", "koenige", "roi", "rois",
        ],
    ),
    (Role::Queen, &["queen", "queens", "dame", "damen", "dames"]),
    (
        Role::Rook,
        &["rook", "rooks", "turm", "turme", "tuerme", "tour", "tours"],
    ),
    (
        Role::Bishop,
        &["bishop", "bishops", "laufer", "laeufer", "fou", "fous"],
    ),
    (
        Role::Knight,
        &["knight", "knights", "springer", "cavalier", "cavaliers"],
    ),
    (
        Role::Pawn,
        &["pawn", "pawns", "bauer", "bauern", "pion", "pions"],
    ),
];

/// Colour words (folded), with the German and French inflections.
const COLOR_WORDS: [(Color, &[&str]); 2] = [
    (
        Color::White,
        &[
            "white", "whites", "weiss", "weisse", "weisser", "weissen", "weisses", "blanc",
            "blanche", "blancs", "blanches",
        ],
    ),
    (
        Color::Black,
        &[
            "black",
            "blacks",
            "schwarz",
            "schwarze",
            "schwarzer",
            "schwarzen",
            "schwarzes",
            "noir",
            "noire",
            "noirs",
            "noires",
        ],
    ),
];

/// Articles a player may say before a piece ("the black rook", "la tour noire").
const FILLER_WORDS: [&str; 14] = [
    "the", "a", "an", "der", "die", "das", "den", "le", "la", "les", "l", "un", "une", "des",
];

/// A kind of piece and maybe a side: "knight", "black rook", "schwarzer Turm", "tour noire",
/// "Türme", "the white queens"; the voice's own piece words and aliases count too.
pub fn parse_piece_query(voice: &Voice, text: &str) -> Result<PieceQuery, QueryError> {
    // A piece letter as in FEN: upper case White, lower case Black (`where N`, `where k`).
    let trimmed = text.trim();
    if let [letter] = trimmed.as_bytes()
        && let Some(role) = Role::from_char(char::from(*letter))
    {
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        return Ok(PieceQuery {
            role,
            color: Some(color),
        });
    }
    let words = fold_words(text);
    if words.is_empty() {
        return Err(QueryError::MissingPiece);
    }
    let refuse = || QueryError::NotAPiece(text.trim().to_owned());
    let mut role: Option<Role> = None;
    let mut color: Option<Color> = None;
    let mut i = 0;
    while i < words.len() {
        let (found_role, found_color, used) =
            read_piece_word(voice, &words[i..]).ok_or_else(refuse)?;
        if let Some(r) = found_role {
            if role.is_some_and(|known| known != r) {
                return Err(refuse());
            }
            role = Some(r);
        }
        if let Some(c) = found_color {
            if color.is_some_and(|known| known != c) {
                return Err(refuse());
            }
            color = Some(c);
        }
        i += used;
    }
    let role = role.ok_or_else(refuse)?;
    Ok(PieceQuery { role, color })
}

/// The meaning of the words at the start of `words`, and how many words it took.
fn read_piece_word(
    voice: &Voice,
    words: &[String],
) -> Option<(Option<Role>, Option<Color>, usize)> {
    for (phrase, term) in voice.vocabulary() {
        if let Term::Piece(role) = term
            && words.get(..phrase.len()) == Some(phrase.as_slice())
        {
            return Some((Some(*role), None, phrase.len()));
        }
    }
    let word = words.first()?.as_str();
    for role in Role::ALL {
        if fold_words(voice.piece_plural(role)) == [word] {
            return Some((Some(role), None, 1));
        }
    }
    if let Some((role, _)) = PIECE_WORDS.iter().find(|(_, w)| w.contains(&word)) {
        return Some((Some(*role), None, 1));
    }
    for color in Color::ALL {
        let side = match color {
            Color::White => &voice.clock_words().white,
            Color::Black => &voice.clock_words().black,
        };
        if fold_words(side) == [word] {
            return Some((None, Some(color), 1));
        }
    }
    if let Some((color, _)) = COLOR_WORDS.iter().find(|(_, w)| w.contains(&word)) {
        return Some((None, Some(*color), 1));
    }
    FILLER_WORDS.contains(&word).then_some((None, None, 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compact_board_is_one_rank_a_line_from_rank_eight() {
        let pos: Chess = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        assert_eq!(
            board_compact(&pos),
            [
                "rnbqkbnr", "pppppppp", "........", "........", "....P...", "........", "PPPP.PPP",
                "RNBQKBNR"
            ]
        );
    }
    use shakmaty::san::San;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// Ruy Lopez, Closed, before 6.Re1.
    const LOPEZ: &str = "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6";
    const EN_PASSANT: &str = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    const PROMOTION: &str = "2r3k1/3P4/8/8/8/8/8/4K3 w - - 0 1";
    const PINNED: &str = "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1";
    const CHECKED: &str = "4r1k1/8/8/8/8/8/8/1N2K3 w - - 0 1";
    const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    const STALEMATE: &str = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    const PAWNS: &str = "4k3/1p6/8/2P5/2P5/8/P5P1/4K3 w - - 0 1";
    const KINGS: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

    fn pos(fen: &str) -> Chess {
        Game::from_fen(fen, None).unwrap().position().clone()
    }

    fn de() -> Voice {
        Voice::fide()
    }

    fn en() -> Voice {
        Voice::builtin("en").unwrap()
    }

    fn fr() -> Voice {
        Voice::builtin("fr").unwrap()
    }

    fn game(fen: &str, sans: &[&str]) -> Game {
        let mut game = Game::from_fen(fen, None).unwrap();
        for san in sans {
            let m = San::from_ascii(san.as_bytes())
                .unwrap()
                .to_move(game.position())
                .unwrap();
            game.play(m).unwrap();
        }
        game
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn query(role: Role, color: Option<Color>) -> PieceQuery {
        PieceQuery { role, color }
    }

    #[test]
    fn board_of_the_start_position() {
        assert_eq!(
            board(&pos(START), &de()),
            "Weiß: König Eva eins, Dame David eins, Türme Anna eins, Hector eins, \
             Läufer Cesar eins, Felix eins, Springer Bella eins, Gustav eins, \
             Bauern Anna zwei, Bella zwei, Cesar zwei, David zwei, Eva zwei, Felix zwei, \
             Gustav zwei, Hector zwei; \
             Schwarz: König Eva acht, Dame David acht, Türme Anna acht, Hector acht, \
             Läufer Cesar acht, Felix acht, Springer Bella acht, Gustav acht, \
             Bauern Anna sieben, Bella sieben, Cesar sieben, David sieben, Eva sieben, \
             Felix sieben, Gustav sieben, Hector sieben; Weiß am Zug"
        );
    }

    #[test]
    fn board_singular_and_endings() {
        assert_eq!(
            board(&pos(EN_PASSANT), &de()),
            "Weiß: König Eva eins, Bauer Eva fünf; Schwarz: König Eva acht, Bauer David fünf; \
             Weiß am Zug"
        );
        assert_eq!(
            board(&pos(EN_PASSANT), &en()),
            "White: King Echo one, Pawn Echo five; Black: King Echo eight, Pawn Delta five; \
             White to move"
        );
        assert_eq!(
            board(&pos(STALEMATE), &fr()),
            "Blancs : Roi Gaston six, Dame François sept ; Noirs : Roi Henri huit ; pat"
        );
        assert_eq!(
            board(&pos(KINGS), &de()),
            "Weiß: König Eva eins; Schwarz: König Eva acht; Weiß am Zug"
        );
    }

    #[test]
    fn where_pieces_are() {
        let p = pos(LOPEZ);
        assert_eq!(
            where_is(&p, &de(), query(Role::Knight, None)),
            "Weiß: Springer Bella eins, Felix drei; Schwarz: Springer Cesar sechs, Felix sechs"
        );
        assert_eq!(
            where_is(&p, &de(), query(Role::Bishop, Some(Color::White))),
            "Weiß: Läufer Cesar eins, Anna vier"
        );
        assert_eq!(
            where_is(&p, &de(), query(Role::Queen, Some(Color::Black))),
            "Schwarz: Dame David acht"
        );
        let p = pos(PROMOTION);
        assert_eq!(
            where_is(&p, &de(), query(Role::Rook, None)),
            "Weiß: keine Türme; Schwarz: Turm Cesar acht"
        );
        assert_eq!(
            where_is(&p, &en(), query(Role::Knight, None)),
            "White: no Knights; Black: no Knights"
        );
        assert_eq!(
            where_is(&p, &fr(), query(Role::Rook, Some(Color::White))),
            "Blancs : pas de Tour"
        );
    }

    #[test]
    fn what_is_on_a_square() {
        let p = pos(LOPEZ);
        assert_eq!(square(&p, &de(), sq("e4")), "Eva vier: weißer Bauer");
        assert_eq!(square(&p, &de(), sq("d8")), "David acht: schwarze Dame");
        assert_eq!(square(&p, &de(), sq("e2")), "Eva zwei: leer");
        assert_eq!(square(&p, &en(), sq("c6")), "Charlie six: black Knight");
        assert_eq!(square(&p, &fr(), sq("a8")), "Anatole huit : Tour noire");
        assert_eq!(square(&p, &fr(), sq("d1")), "Désiré un : Dame blanche");
        assert_eq!(square(&p, &fr(), sq("e3")), "Eugène trois : vide");
    }

    #[test]
    fn ranks_and_files_compress_empty_runs() {
        let p = pos(LOPEZ);
        assert_eq!(
            rank(&p, &de(), Rank::Second),
            "Reihe zwei: Anna weißer Bauer, Bella weißer Bauer, Cesar weißer Bauer, \
             David weißer Bauer, Eva leer, Felix weißer Bauer, Gustav weißer Bauer, \
             Hector weißer Bauer"
        );
        assert_eq!(
            file(&p, &de(), File::E),
            "Linie Eva: eins bis drei leer, vier weißer Bauer, fünf schwarzer Bauer, sechs leer, \
             sieben schwarzer Läufer, acht schwarzer König"
        );
        let p = pos(PINNED);
        assert_eq!(
            rank(&p, &de(), Rank::Second),
            "Reihe zwei: Anna bis David leer, Eva weißer Läufer, Felix bis Hector leer"
        );
        assert_eq!(rank(&p, &de(), Rank::Fourth), "Reihe vier: leer");
        assert_eq!(
            rank(&p, &en(), Rank::Eighth),
            "rank eight: Alpha to Delta empty, Echo black Rook, Foxtrot empty, Golf black King, \
             Hotel empty"
        );
        assert_eq!(
            file(&p, &fr(), File::E),
            "colonne Eugène : un Roi blanc, deux Fou blanc, trois à sept vides, huit Tour noire"
        );
        assert_eq!(file(&p, &en(), File::A), "Alpha file: empty");
    }

    #[test]
    fn both_diagonals_through_a_square() {
        let p = pos(LOPEZ);
        assert_eq!(
            diagonal(&p, &de(), sq("e4")),
            "Diagonale Bella eins bis Hector sieben: Bella eins weißer Springer, \
             Cesar zwei weißer Bauer, David drei leer, Eva vier weißer Bauer, \
             Felix fünf bis Gustav sechs leer, Hector sieben schwarzer Bauer; \
             Diagonale Hector eins bis Anna acht: Hector eins leer, Gustav zwei weißer Bauer, \
             Felix drei weißer Springer, Eva vier weißer Bauer, David fünf leer, \
             Cesar sechs schwarzer Springer, Bella sieben schwarzer Bauer, \
             Anna acht schwarzer Turm"
        );
        // A corner has one diagonal; the other would be the corner alone.
        assert_eq!(
            diagonal(&pos(KINGS), &de(), sq("a1")),
            "Diagonale Anna eins bis Hector acht: leer"
        );
        assert_eq!(
            diagonal(&pos(KINGS), &en(), sq("h1")),
            "diagonal Hotel one to Alpha eight: empty"
        );
        assert_eq!(
            diagonal(&pos(STALEMATE), &fr(), sq("b1")),
            "diagonale Berthe un à Henri sept : Berthe un à François cinq vides, \
             Gaston six Roi blanc, Henri sept vide ; diagonale Berthe un à Anatole deux : vide"
        );
    }

    #[test]
    fn attackers_and_defenders() {
        let p = pos(LOPEZ);
        assert_eq!(
            attackers(&p, &de(), sq("e5")),
            "Eva fünf: schwarzer Bauer; angegriffen von Springer Felix drei; \
             verteidigt von Springer Cesar sechs"
        );
        assert_eq!(
            attackers(&p, &de(), sq("d5")),
            "David fünf: leer; angegriffen von Weiß: Bauer Eva vier; \
             angegriffen von Schwarz: Springer Felix sechs"
        );
        assert_eq!(
            attackers(&p, &de(), sq("c6")),
            "Cesar sechs: schwarzer Springer; angegriffen von Läufer Anna vier; \
             verteidigt von Bauer Bella sieben, Bauer David sieben"
        );
        assert_eq!(
            attackers(&p, &en(), sq("e5")),
            "Echo five: black Pawn; attacked by Knight Foxtrot three; \
             defended by Knight Charlie six"
        );
        assert_eq!(
            attackers(&p, &fr(), sq("d5")),
            "Désiré cinq : vide ; contrôlée par les Blancs : Pion Eugène quatre ; \
             contrôlée par les Noirs : Cavalier François six"
        );
        let p = pos(EN_PASSANT);
        assert_eq!(
            attackers(&p, &de(), sq("e5")),
            "Eva fünf: weißer Bauer; nicht angegriffen; nicht verteidigt"
        );
        assert_eq!(
            attackers(&p, &de(), sq("a4")),
            "Anna vier: leer; nicht angegriffen von Weiß; nicht angegriffen von Schwarz"
        );
        assert_eq!(
            attackers(&p, &fr(), sq("d5")),
            "Désiré cinq : Pion noir ; aucun attaquant ; aucun défenseur"
        );
    }

    #[test]
    fn attackers_cheapest_first() {
        assert_eq!(
            attackers(&pos(START), &de(), sq("f3")),
            "Felix drei: leer; angegriffen von Weiß: Bauer Eva zwei, Bauer Gustav zwei, \
             Springer Gustav eins; nicht angegriffen von Schwarz"
        );
        assert_eq!(
            attackers(&pos(START), &en(), sq("d2")),
            "Delta two: white Pawn; not attacked; defended by Knight Bravo one, \
             Bishop Charlie one, Queen Delta one, King Echo one"
        );
    }

    /// Every answer, on every square, in every voice: said, with no template slot left over.
    #[test]
    fn no_slot_left_unfilled() {
        let g = game(START, &["e4", "d5", "exd5", "Qxd5", "Nc3"]);
        for voice in Voice::builtins() {
            for fen in [
                START, LOPEZ, EN_PASSANT, PROMOTION, PINNED, CHECKED, FOOLS_MATE,
            ] {
                let p = pos(fen);
                let mut said = vec![
                    board(&p, &voice),
                    material(&p, &voice),
                    pawn_structure(&p, &voice),
                    turn(&p, &voice),
                ];
                for role in Role::ALL {
                    said.push(where_is(&p, &voice, query(role, None)));
                }
                for s in Square::ALL {
                    said.push(square(&p, &voice, s));
                    said.push(diagonal(&p, &voice, s));
                    said.push(attackers(&p, &voice, s));
                    said.push(legal(&p, &voice, s));
                }
                for i in 0..8 {
                    said.push(rank(&p, &voice, Rank::new(i)));
                    said.push(file(&p, &voice, File::new(i)));
                }
                said.push(last_move(&g, &voice, Style::Long));
                said.extend(score_sheet(&g, &voice, Style::Short));
                for text in said {
                    assert!(!text.is_empty(), "{}: empty answer on {fen}", voice.name());
                    assert!(
                        !text.contains('{'),
                        "{}: unfilled slot in {text}",
                        voice.name()
                    );
                    assert!(
                        !text.contains("  "),
                        "{}: double space in {text}",
                        voice.name()
                    );
                }
            }
        }
    }

    #[test]
    fn legal_moves_of_a_piece() {
        let p = pos(START);
        assert_eq!(
            legal(&p, &de(), sq("g1")),
            "Gustav eins: Springer Felix drei, Springer Hector drei"
        );
        assert_eq!(
            legal(&p, &de(), sq("e2")),
            "Eva zwei: Bauer Eva drei, Bauer Eva vier"
        );
        assert_eq!(legal(&p, &de(), sq("e4")), "Eva vier: leer");
        assert_eq!(
            legal(&p, &de(), sq("d7")),
            "David sieben: schwarzer Bauer; Schwarz ist nicht am Zug"
        );
        assert_eq!(
            legal(&p, &de(), sq("a1")),
            "Anna eins: weißer Turm, keine legalen Züge"
        );
        assert_eq!(
            legal(&pos(EN_PASSANT), &de(), sq("e5")),
            "Eva fünf: Bauer Eva schlägt David sechs en passant, Bauer Eva sechs"
        );
        assert_eq!(
            legal(&pos(PROMOTION), &en(), sq("d7")),
            "Delta seven: Pawn Delta takes Charlie eight promotes to Queen check, \
             Pawn Delta takes Charlie eight promotes to Rook check, \
             Pawn Delta takes Charlie eight promotes to Bishop, \
             Pawn Delta takes Charlie eight promotes to Knight, \
             Pawn Delta eight promotes to Queen check, Pawn Delta eight promotes to Rook check, \
             Pawn Delta eight promotes to Bishop, Pawn Delta eight promotes to Knight"
        );
        assert_eq!(
            legal(&pos(PINNED), &de(), sq("e2")),
            "Eva zwei: weißer Läufer, keine legalen Züge, gefesselt"
        );
        assert_eq!(
            legal(&pos(PINNED), &fr(), sq("e2")),
            "Eugène deux : Fou blanc, aucun coup légal, pièce clouée"
        );
        assert_eq!(
            legal(&pos(CHECKED), &de(), sq("b1")),
            "Bella eins: weißer Springer, keine legalen Züge, Weiß steht im Schach"
        );
        assert_eq!(
            legal(&pos(FOOLS_MATE), &en(), sq("e2")),
            "Echo two: white Pawn, no legal moves, White is checkmated"
        );
        // Both castlings, in the king's list.
        let castles = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert_eq!(
            legal(&castles, &de(), sq("e1")),
            "Eva eins: Lange Rochade, König David eins, König Felix eins, Kurze Rochade, \
             König David zwei, König Eva zwei, König Felix zwei"
        );
    }

    #[test]
    fn material_and_balance() {
        assert_eq!(
            material(&pos(START), &de()),
            "Weiß: Dame, zwei Türme, zwei Läufer, zwei Springer, acht Bauern; \
             Schwarz: Dame, zwei Türme, zwei Läufer, zwei Springer, acht Bauern; \
             Material ausgeglichen"
        );
        assert_eq!(
            material(&pos(PROMOTION), &de()),
            "Weiß: Bauer; Schwarz: Turm; Schwarz plus vier"
        );
        assert_eq!(
            material(&pos(STALEMATE), &de()),
            "Weiß: Dame; Schwarz: nur König; Weiß plus neun"
        );
        assert_eq!(
            material(&pos(PAWNS), &en()),
            "White: four Pawns; Black: Pawn; White up three"
        );
        assert_eq!(
            material(&pos(STALEMATE), &fr()),
            "Blancs : Dame ; Noirs : Roi seul ; avantage aux Blancs : neuf"
        );
        assert_eq!(
            material(&pos(KINGS), &en()),
            "White: King only; Black: King only; material is even"
        );
    }

    #[test]
    fn pawn_structure_names_weaknesses_and_passers() {
        assert_eq!(
            pawn_structure(&pos(PAWNS), &de()),
            "Weiß: Bauern Anna zwei, Cesar vier und fünf, Gustav zwei; Doppelbauern: Cesar; \
             isoliert: Anna zwei, Cesar vier, Cesar fünf, Gustav zwei; Freibauern: Gustav zwei. \
             Schwarz: Bauer Bella sieben; isoliert: Bella sieben"
        );
        assert_eq!(
            pawn_structure(&pos(PAWNS), &en()),
            "White: Pawns Alpha two, Charlie four and five, Golf two; doubled: Charlie; \
             isolated: Alpha two, Charlie four, Charlie five, Golf two; passed: Golf two. \
             Black: Pawn Bravo seven; isolated: Bravo seven"
        );
        assert_eq!(
            pawn_structure(&pos(PROMOTION), &fr()),
            "Blancs : Pion Désiré sept ; isolés : Désiré sept ; passés : Désiré sept. \
             Noirs : pas de Pion"
        );
        assert_eq!(
            pawn_structure(&pos(START), &de()),
            "Weiß: Bauern Anna zwei, Bella zwei, Cesar zwei, David zwei, Eva zwei, Felix zwei, \
             Gustav zwei, Hector zwei. Schwarz: Bauern Anna sieben, Bella sieben, Cesar sieben, \
             David sieben, Eva sieben, Felix sieben, Gustav sieben, Hector sieben"
        );
        assert_eq!(
            pawn_structure(&pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), &de()),
            "Weiß: keine Bauern. Schwarz: keine Bauern"
        );
        // Three on a file are read with commas and "und".
        assert_eq!(
            pawn_structure(&pos("4k3/8/8/P7/P7/P7/8/4K3 w - - 0 1"), &de()),
            "Weiß: Bauern Anna drei, vier und fünf; Doppelbauern: Anna; \
             isoliert: Anna drei, Anna vier, Anna fünf; \
             Freibauern: Anna drei, Anna vier, Anna fünf. Schwarz: keine Bauern"
        );
    }

    #[test]
    fn whose_turn() {
        assert_eq!(turn(&pos(START), &de()), "Weiß am Zug");
        assert_eq!(turn(&pos(CHECKED), &de()), "Weiß am Zug, Schach");
        assert_eq!(turn(&pos(FOOLS_MATE), &de()), "Weiß ist matt");
        assert_eq!(turn(&pos(STALEMATE), &de()), "Patt");
        assert_eq!(turn(&pos(STALEMATE), &en()), "stalemate");
        assert_eq!(turn(&pos(FOOLS_MATE), &fr()), "les Blancs sont mat");
        assert_eq!(turn(&pos(LOPEZ), &en()), "White to move");
        let black = pos("4k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assert_eq!(turn(&black, &fr()), "trait aux Noirs");
        assert_eq!(turn(&pos(CHECKED), &en()), "White to move, check");
    }

    #[test]
    fn last_move_and_score_sheet() {
        let g = game(START, &["e4", "e5", "Nf3", "Nc6", "Bb5"]);
        assert_eq!(
            last_move(&g, &de(), Style::Short),
            "Zug drei, Weiß: Läufer Bella fünf"
        );
        assert_eq!(
            last_move(&g, &de(), Style::Long),
            "Zug drei, Weiß: Läufer Felix eins Bella fünf"
        );
        assert_eq!(
            score_sheet(&g, &de(), Style::Short),
            [
                "Zug eins: Bauer Eva vier, Bauer Eva fünf",
                "Zug zwei: Springer Felix drei, Springer Cesar sechs",
                "Zug drei: Läufer Bella fünf",
            ]
        );
        assert_eq!(
            score_sheet(&g, &en(), Style::Short),
            [
                "move one: Pawn Echo four, Pawn Echo five",
                "move two: Knight Foxtrot three, Knight Charlie six",
                "move three: Bishop Bravo five",
            ]
        );
        assert_eq!(
            score_sheet(&g, &fr(), Style::Short)[1],
            "coup deux : Cavalier François trois, Cavalier Célestin six"
        );
        let g = game(START, &["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
        assert_eq!(
            last_move(&g, &fr(), Style::Short),
            "coup trois, Noirs : Pion Anatole six"
        );
        assert_eq!(score_sheet(&g, &de(), Style::Short).len(), 3);

        let fresh = Game::new();
        assert_eq!(last_move(&fresh, &de(), Style::Short), "noch keine Züge");
        assert_eq!(score_sheet(&fresh, &en(), Style::Short), ["no moves yet"]);
    }

    #[test]
    fn score_sheet_from_a_position_with_black_to_move() {
        let g = game("4k3/8/8/8/8/8/8/R3K3 b Q - 0 41", &["Kd7", "Ra7+", "Kc6"]);
        assert_eq!(
            score_sheet(&g, &de(), Style::Short),
            [
                "Zug einundvierzig, Schwarz: König David sieben",
                "Zug zweiundvierzig: Turm Anna sieben Schach, König Cesar sechs",
            ]
        );
        assert_eq!(
            last_move(&g, &en(), Style::Long),
            "move forty-two, Black: King Delta seven Charlie six"
        );
    }

    #[test]
    fn parse_squares() {
        let de = de();
        for text in [
            "e4", "E4", "Eva vier", "eva 4", "EVA VIER", "e vier", "Eva4", " eva  4 ",
        ] {
            assert_eq!(parse_square(&de, text), Ok(Square::E4), "{text}");
        }
        assert_eq!(parse_square(&de, "Caesar drei"), Ok(Square::C3));
        assert_eq!(parse_square(&de, "Hektor fuenf"), Ok(Square::H5));
        let fr = fr();
        assert_eq!(parse_square(&fr, "Eugène quatre"), Ok(Square::E4));
        assert_eq!(parse_square(&fr, "eugene QUATRE"), Ok(Square::E4));
        assert_eq!(parse_square(&fr, "d5"), Ok(Square::D5));
        assert_eq!(parse_square(&en(), "Echo four"), Ok(Square::E4));

        assert_eq!(parse_square(&de, "  "), Err(QueryError::MissingSquare));
        assert_eq!(
            parse_square(&de, "z9"),
            Err(QueryError::NotASquare("z9".to_owned()))
        );
        assert_eq!(
            parse_square(&de, " Eva "),
            Err(QueryError::NotASquare("Eva".to_owned()))
        );
        assert_eq!(
            parse_square(&de, "vier Eva"),
            Err(QueryError::NotASquare("vier Eva".to_owned()))
        );
        assert_eq!(
            parse_square(&de, "e4 e5"),
            Err(QueryError::NotASquare("e4 e5".to_owned()))
        );
    }

    #[test]
    fn parse_files_and_ranks() {
        let de = de();
        assert_eq!(parse_file(&de, "a"), Ok(File::A));
        assert_eq!(parse_file(&de, "Anna"), Ok(File::A));
        assert_eq!(parse_file(&de, "HECTOR"), Ok(File::H));
        assert_eq!(parse_file(&de, "Cäsar"), Ok(File::C));
        assert_eq!(parse_file(&fr(), "célestin"), Ok(File::C));
        assert_eq!(parse_file(&en(), "foxtrot"), Ok(File::F));
        assert_eq!(parse_rank(&de, "1"), Ok(Rank::First));
        assert_eq!(parse_rank(&de, "eins"), Ok(Rank::First));
        assert_eq!(parse_rank(&de, "Fünf"), Ok(Rank::Fifth));
        assert_eq!(parse_rank(&en(), "eight"), Ok(Rank::Eighth));
        assert_eq!(parse_rank(&fr(), "sept"), Ok(Rank::Seventh));

        assert_eq!(parse_file(&de, ""), Err(QueryError::MissingFile));
        assert_eq!(parse_rank(&de, ""), Err(QueryError::MissingRank));
        assert_eq!(
            parse_file(&de, "i"),
            Err(QueryError::NotAFile("i".to_owned()))
        );
        assert_eq!(
            parse_file(&de, "e4"),
            Err(QueryError::NotAFile("e4".to_owned()))
        );
        assert_eq!(
            parse_rank(&de, "9"),
            Err(QueryError::NotARank("9".to_owned()))
        );
        assert_eq!(
            parse_rank(&de, "Eva"),
            Err(QueryError::NotARank("Eva".to_owned()))
        );
        assert_eq!(
            parse_rank(&en(), "eins"),
            Err(QueryError::NotARank("eins".to_owned()))
        );
    }

    #[test]
    fn parse_piece_queries() {
        let de = de();
        let cases = [
            ("knight", Role::Knight, None),
            ("knights", Role::Knight, None),
            ("black rook", Role::Rook, Some(Color::Black)),
            ("the White Queen", Role::Queen, Some(Color::White)),
            ("schwarzer Turm", Role::Rook, Some(Color::Black)),
            ("SCHWARZE DAME", Role::Queen, Some(Color::Black)),
            ("weisse Laeufer", Role::Bishop, Some(Color::White)),
            ("Türme", Role::Rook, None),
            ("Koenig", Role::King, None),
            ("tour noire", Role::Rook, Some(Color::Black)),
            ("la dame blanche", Role::Queen, Some(Color::White)),
            ("pions", Role::Pawn, None),
            ("Cavaliers Noirs", Role::Knight, Some(Color::Black)),
            ("Weiß Bauern", Role::Pawn, Some(Color::White)),
        ];
        for (text, role, color) in cases {
            assert_eq!(
                parse_piece_query(&de, text),
                Ok(PieceQuery { role, color }),
                "{text}"
            );
            // The words of every language are understood whatever the voice.
            assert_eq!(
                parse_piece_query(&fr(), text),
                Ok(PieceQuery { role, color }),
                "fr {text}"
            );
        }
        assert_eq!(
            parse_piece_query(&fr(), "Blancs Fou"),
            Ok(query(Role::Bishop, Some(Color::White)))
        );
        assert_eq!(parse_piece_query(&de, ""), Err(QueryError::MissingPiece));
        for bad in [
            "black",
            "unicorn",
            "black white rook",
            "rook knight",
            "Eva vier",
        ] {
            assert_eq!(
                parse_piece_query(&de, bad),
                Err(QueryError::NotAPiece(bad.to_owned())),
                "{bad}"
            );
        }
    }

    #[test]
    fn errors_are_said_in_the_voice_language() {
        let e = QueryError::NotASquare("z9".to_owned());
        assert_eq!(e.message(&de()), "z9 ist kein Feld");
        assert_eq!(e.message(&fr()), "z9 n'est pas une case");
        assert_eq!(e.to_string(), "z9 is not a square");
        assert_eq!(QueryError::MissingPiece.message(&de()), "welche Figur?");
        assert_eq!(QueryError::MissingRank.message(&fr()), "quelle rangée ?");
        assert_eq!(
            QueryError::NotAPiece("Einhorn".to_owned()).message(&en()),
            "Einhorn is not a piece"
        );
    }
}
