//! Reading a query's argument: a square, a file, a rank, a kind of piece, in the voice's words.

use shakmaty::{Color, File, Rank, Role, Square};

use super::{PieceQuery, QueryError};
use crate::core::text::fold_words;
use crate::core::voice::{Term, Voice};

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
