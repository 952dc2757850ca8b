//! Answers about the position: the board, a piece's squares, a square, a line, attackers,
//! legal moves, material, the pawns, whose turn it is.

use shakmaty::{Bitboard, Chess, Color, File, Move, Piece, Position, Rank, Role, Square};

use super::PieceQuery;
use super::say::{READING_ORDER, Say};
use crate::core::message::{Message, Sentences};
use crate::core::phrasing::{Style, announce};
use crate::core::voice::Voice;

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
    let title = say
        .s
        .say(&Message::new("rank-title").text("rank", voice.rank(rank)));
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
    let title = say
        .s
        .say(&Message::new("file-title").text("file", voice.file(file)));
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
        let title = say.s.say(
            &Message::new("diagonal-title")
                .text("from", say.square(first))
                .text("to", say.square(last)),
        );
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
                    .say(&Message::new("attacked-by").text("list", say.pieces_on(pos, attacking)))
            } else {
                say.s.not_attacked.to_owned()
            });
            let defending = by(piece.color);
            parts.push(if defending.any() {
                say.s
                    .say(&Message::new("defended-by").text("list", say.pieces_on(pos, defending)))
            } else {
                say.s.not_defended.to_owned()
            });
        }
        None => {
            for color in Color::ALL {
                let attacking = by(color);
                parts.push(if attacking.any() {
                    say.s.say(
                        &Message::new("attacked-by-side")
                            .text("side", say.side(color))
                            .text("list", say.pieces_on(pos, attacking)),
                    )
                } else {
                    say.s
                        .say(&Message::new("not-attacked-by-side").text("side", say.side(color)))
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
        let why = say
            .s
            .say(&Message::new("not-to-move").text("side", say.side(piece.color)));
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
            why.push(
                say.s
                    .say(&Message::new("checkmated").text("side", say.side(piece.color))),
            );
        } else if pos.is_check() {
            why.push(
                say.s
                    .say(&Message::new("in-check").text("side", say.side(piece.color))),
            );
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
            say.s
                .say(&Message::new("only-king").text("piece", voice.piece(Role::King)))
        } else {
            items.join(", ")
        };
        parts.push(format!("{}{}{listed}", say.side(color), say.s.colon));
    }
    let [black, white] = worth;
    let balance = match white.cmp(&black) {
        std::cmp::Ordering::Equal => say.s.material_equal.to_owned(),
        std::cmp::Ordering::Greater => say.s.say(
            &Message::new("material-ahead")
                .text("side", say.side(Color::White))
                .text("n", say.number(white - black)),
        ),
        std::cmp::Ordering::Less => say.s.say(
            &Message::new("material-ahead")
                .text("side", say.side(Color::Black))
                .text("n", say.number(black - white)),
        ),
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
        say.s.say(&Message::new("checkmated").text("side", side))
    } else if pos.is_stalemate() {
        say.s.stalemate.to_owned()
    } else if pos.is_check() {
        format!(
            "{}, {}",
            say.s.say(&Message::new("to-move").text("side", side)),
            voice.check()
        )
    } else {
        say.s.say(&Message::new("to-move").text("side", side))
    }
}
