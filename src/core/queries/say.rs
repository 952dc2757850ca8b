//! The words a query answer is made of: the voice's and the app's.

use shakmaty::{Bitboard, Chess, Color, Piece, Position, Role, Square};

use crate::core::message::{Message, Sentences};
use crate::core::strings::{self, Strings};
use crate::core::voice::Voice;

/// Kinds of piece in the order they are read out.
pub(super) const READING_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// Kinds of piece from the cheapest up, for attackers and defenders.
pub(super) const VALUE_ORDER: [Role; 6] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
    Role::King,
];

/// The words a query answer is made of: the voice's and the app's.
pub(super) struct Say<'a> {
    pub(super) voice: &'a Voice,
    pub(super) s: &'static Strings,
}

impl<'a> Say<'a> {
    pub(super) fn new(voice: &'a Voice) -> Self {
        Say {
            voice,
            s: strings::for_voice(voice),
        }
    }

    pub(super) fn side(&self, color: Color) -> &'a str {
        let words = self.voice.clock_words();
        match color {
            Color::White => &words.white,
            Color::Black => &words.black,
        }
    }

    pub(super) fn square(&self, sq: Square) -> String {
        format!(
            "{} {}",
            self.voice.file(sq.file()),
            self.voice.rank(sq.rank())
        )
    }

    /// "weißer Bauer", "Tour noire".
    pub(super) fn colored(&self, piece: Piece) -> String {
        self.s
            .piece_of(piece.color, piece.role, self.voice.piece(piece.role))
    }

    /// "Eva vier: weißer Bauer" or "Eva vier: leer".
    pub(super) fn square_and_content(&self, pos: &Chess, sq: Square) -> String {
        let content = match pos.board().piece_at(sq) {
            Some(piece) => self.colored(piece),
            None => self.s.empty.to_owned(),
        };
        format!("{}{}{content}", self.square(sq), self.s.colon)
    }

    /// "keine Türme", "pas de Tour".
    pub(super) fn none_of(&self, role: Role) -> String {
        self.s.say(
            &Message::new("none-of")
                .text("pieces", self.voice.piece_plural(role))
                .text("piece", self.voice.piece(role)),
        )
    }

    /// A number in words (digits beyond the voice's numbers).
    pub(super) fn number(&self, n: u32) -> String {
        self.voice.number(n).unwrap_or_else(|| n.to_string())
    }

    /// "König Eva eins"; "Türme Anna eins, Hector eins".
    pub(super) fn kind_on(&self, role: Role, squares: Bitboard) -> String {
        let word = if squares.count() > 1 {
            self.voice.piece_plural(role)
        } else {
            self.voice.piece(role)
        };
        let squares: Vec<String> = squares.into_iter().map(|sq| self.square(sq)).collect();
        format!("{word} {}", squares.join(", "))
    }

    /// "a", "a und b", "a, b und c".
    pub(super) fn and_list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => format!("{} {} {last}", init.join(", "), self.s.and),
        }
    }

    /// "Springer Felix drei, Läufer Bella fünf": pieces on `squares`, cheapest first.
    pub(super) fn pieces_on(&self, pos: &Chess, squares: Bitboard) -> String {
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
    pub(super) fn line(
        &self,
        pos: &Chess,
        squares: &[Square],
        name: impl Fn(Square) -> String,
    ) -> String {
        let board = pos.board();
        let mut items: Vec<String> = Vec::new();
        let mut run: Vec<Square> = Vec::new();
        let flush = |run: &mut Vec<Square>, items: &mut Vec<String>| {
            match run.as_slice() {
                [] => {}
                [one] => items.push(format!("{} {}", name(*one), self.s.empty)),
                [first, .., last] => items.push(
                    self.s.say(
                        &Message::new("empty-run")
                            .text("from", name(*first))
                            .text("to", name(*last)),
                    ),
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
