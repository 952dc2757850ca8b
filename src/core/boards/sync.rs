//! Two boards kept in sync (FIDE Appendix D.2.9): pure, driven by the game's position, what a
//! board shows, and timestamps passed in.
//!
//! The program knows the game. A sensor board shows an occupancy (the peg board) or the pieces
//! themselves (a DGT board). When the board differs from the game, [`fixes`] lists what to do,
//! one fix at a time, in the order a person would put the board right: first take away what
//! does not belong, then move the pieces standing on wrong squares, then exchange wrong pieces,
//! then bring back missing ones. [`BoardSync`] waits a short grace period (a board in the middle
//! of a move differs for a moment), then says the first fix in the voice's words, says the next
//! one when the board has settled again, and confirms when the board matches.
//!
//! Phrases ([`SyncStrings`]) are in the voice's language; piece and square words come from the
//! voice ("Turm fehlt auf Hector eins", "Eva vier ist leer, dort gehört ein Bauer hin").

use crate::core::catalogue::catalogue_words;
use shakmaty::{Bitboard, Board, Chess, Color, Move, Piece, Role, Square};

use crate::core::message::{Message, Sentences};
use crate::core::phrasing::{Style, announce};
use crate::core::piece_names::role_name;
use crate::core::strings::UiLanguage;
use crate::core::voice::Voice;

/// What a board shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Observed {
    /// Which squares hold a piece (the peg board cannot tell pieces apart).
    Occupancy(Bitboard),
    /// The pieces themselves (a DGT board).
    Pieces(Board),
}

impl Observed {
    pub fn occupied(&self) -> Bitboard {
        match self {
            Self::Occupancy(bb) => *bb,
            Self::Pieces(board) => board.occupied(),
        }
    }

    fn at(&self, square: Square) -> Seen {
        match self {
            Self::Occupancy(bb) if bb.contains(square) => Seen::Peg,
            Self::Pieces(board) => board.piece_at(square).map_or(Seen::Empty, Seen::Piece),
            Self::Occupancy(_) => Seen::Empty,
        }
    }
}

/// What one square shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seen {
    Empty,
    /// Occupied, by a piece the board cannot name.
    Peg,
    Piece(Piece),
}

impl Seen {
    fn piece(self) -> Option<Piece> {
        match self {
            Self::Piece(p) => Some(p),
            _ => None,
        }
    }
}

/// One thing to do to put a board right.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fix {
    /// Take the piece off `square` (`piece` when the board tells which).
    Remove {
        square: Square,
        piece: Option<Piece>,
    },
    /// The piece on `from` belongs on `to`.
    Shift {
        piece: Piece,
        from: Square,
        to: Square,
    },
    /// `square` holds `found` where `expected` belongs.
    Exchange {
        square: Square,
        expected: Piece,
        found: Piece,
    },
    /// `piece` is missing from `square`, where it stood before the last move too.
    Missing { square: Square, piece: Piece },
    /// `square` is empty and `piece` belongs there (it arrived with the last move).
    Place { square: Square, piece: Piece },
    /// The board still shows the position before `mv` (made on the other board or typed): make
    /// it. `before` is the position the move is played from.
    Make { mv: Move },
}

/// What to do to make `observed` show `expected`, first fix first; empty when it does.
///
/// `before` is the board before the game's last move, if any: it tells a piece that fell off
/// its square ("fehlt") from one that has not arrived yet ("gehört hin"), and, on an
/// occupancy board, which peg belongs where.
pub fn fixes(expected: &Board, observed: &Observed, before: Option<&Board>) -> Vec<Fix> {
    // Squares that need a piece they do not show, and squares that show one they should not.
    let mut needs: Vec<(Square, Piece)> = Vec::new();
    let mut surplus: Vec<(Square, Option<Piece>)> = Vec::new();
    for sq in Square::ALL {
        let want = expected.piece_at(sq);
        let have = observed.at(sq);
        match (want, have) {
            (Some(p), Seen::Empty) => needs.push((sq, p)),
            (None, Seen::Peg | Seen::Piece(_)) => surplus.push((sq, have.piece())),
            (Some(p), Seen::Piece(q)) if p != q => {
                needs.push((sq, p));
                surplus.push((sq, Some(q)));
            }
            _ => {}
        }
    }
    let stood_before = |sq: Square, p: Piece| before.is_some_and(|b| b.piece_at(sq) == Some(p));
    let single = needs.len() == 1 && surplus.len() == 1;
    let mut shifts = Vec::new();
    let mut i = 0;
    while i < needs.len() {
        let (to, piece) = needs[i];
        let fits = |&(from, found): &(Square, Option<Piece>)| {
            from != to
                && match found {
                    Some(q) => q == piece,
                    None => single || stood_before(from, piece),
                }
        };
        // Prefer the square the piece stood on before the last move.
        let pick = surplus
            .iter()
            .position(|s| fits(s) && stood_before(s.0, piece))
            .or_else(|| surplus.iter().position(fits));
        if let Some(j) = pick {
            let (from, _) = surplus.remove(j);
            needs.remove(i);
            shifts.push(Fix::Shift { piece, from, to });
        } else {
            i += 1;
        }
    }
    let mut out = Vec::new();
    let mut exchanges = Vec::new();
    for &(square, found) in &surplus {
        let need = needs.iter().position(|&(s, _)| s == square);
        match (need, found) {
            (Some(k), Some(found)) => {
                let (_, expected) = needs.remove(k);
                exchanges.push(Fix::Exchange {
                    square,
                    expected,
                    found,
                });
            }
            _ => out.push(Fix::Remove {
                square,
                piece: found,
            }),
        }
    }
    out.extend(shifts);
    out.extend(exchanges);
    for (square, piece) in needs {
        let fell_off = before.is_none_or(|b| b.piece_at(square) == Some(piece));
        out.push(if fell_off {
            Fix::Missing { square, piece }
        } else {
            Fix::Place { square, piece }
        });
    }
    out
}

/// What [`BoardSync`] wants said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SyncNotice {
    /// Say this fix. `first` is true for the first fix of a mismatch (the caller may stop the
    /// clock, D.2.9).
    Guide { fix: Fix, first: bool },
    /// The board matches the game again after guidance.
    Confirmed,
}

/// The guidance of one board: waits out a grace period, then one fix at a time, then confirms.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BoardSync {
    current: Vec<Fix>,
    /// When the current fixes will be due (the board settled at `due - grace`).
    due: Option<u64>,
    said: Option<Fix>,
    guided: bool,
}

impl BoardSync {
    pub fn new() -> Self {
        Self::default()
    }

    /// The board now needs `fixes` (empty: it matches). A change restarts the grace period:
    /// guidance waits until the board has been still and wrong for `grace_ms`.
    pub fn update(&mut self, at_ms: u64, fixes: Vec<Fix>, grace_ms: u64) -> Option<SyncNotice> {
        if fixes.is_empty() {
            self.current.clear();
            self.due = None;
            self.said = None;
            return std::mem::take(&mut self.guided).then_some(SyncNotice::Confirmed);
        }
        if fixes != self.current {
            self.current = fixes;
            self.due = Some(at_ms.saturating_add(grace_ms));
        }
        self.tick(at_ms)
    }

    /// As [`BoardSync::update`]; `changed`: the board itself changed, so a difference not said
    /// yet waits out its grace again from now (named only once the board has settled).
    pub fn update_changed(
        &mut self,
        at_ms: u64,
        fixes: Vec<Fix>,
        grace_ms: u64,
        changed: bool,
    ) -> Option<SyncNotice> {
        if changed
            && !fixes.is_empty()
            && fixes == self.current
            && self.said != fixes.first().copied()
        {
            self.due = Some(at_ms.saturating_add(grace_ms));
        }
        self.update(at_ms, fixes, grace_ms)
    }

    /// Time has passed: the first fix, once due, if it was not said already.
    pub fn tick(&mut self, at_ms: u64) -> Option<SyncNotice> {
        let due = self.due?;
        let fix = *self.current.first()?;
        if at_ms < due || self.said == Some(fix) {
            return None;
        }
        self.said = Some(fix);
        let first = !self.guided;
        self.guided = true;
        Some(SyncNotice::Guide { fix, first })
    }

    /// When [`BoardSync::tick`] will have something to say.
    pub fn next_wake(&self) -> Option<u64> {
        let fix = self.current.first()?;
        (self.said != Some(*fix)).then_some(self.due?)
    }

    /// Whether guidance has begun and the board does not match yet.
    pub fn is_guiding(&self) -> bool {
        self.guided
    }

    /// The fixes the board needs now (first first).
    pub fn pending(&self) -> &[Fix] {
        &self.current
    }

    /// Says the current first fix again at the next tick (the player asked to repeat).
    pub fn repeat(&mut self) {
        self.said = None;
    }
}

catalogue_words! {
    /// The board phrases of one language without an argument; those about a piece or a square
    /// are messages with typed arguments (see [`phrase`]).
    pub struct SyncStrings ("board-") {
        /// The board matches the game again.
        confirmed: text,
        /// A move made elsewhere has been replayed correctly on this board.
        done: text,
        /// A pawn on the last rank without its key.
        promotion_key: text,
        /// The board fits more than one move.
        ambiguous: text,
        /// Castling begun with the rook (Article 4.4.2).
        rook_first: text,
        /// The board's connection was lost.
        disconnected: text,
        /// The board is connected again.
        reconnected: text,
    }
}

impl SyncStrings {
    /// The sentences in the language of `voice`.
    pub fn for_voice(voice: &Voice) -> &'static SyncStrings {
        Self::of(UiLanguage::of(voice))
    }
}

/// A square in the voice's words ("Hector eins").
pub fn square_words(voice: &Voice, square: Square) -> String {
    format!(
        "{} {}",
        voice.file(square.file()),
        voice.rank(square.rank())
    )
}

/// A piece as an exchange names it: the piece word, with its colour when both pieces are of
/// the same kind ("weißer Bauer statt schwarzer Bauer"); the catalogue's selector makes the
/// colour agree with the piece.
fn piece_words(s: &SyncStrings, voice: &Voice, piece: Piece, other: Piece) -> String {
    let word = voice.piece(piece.role);
    if piece.role != other.role {
        return word.to_owned();
    }
    let key = match piece.color {
        Color::White => "white-piece",
        Color::Black => "black-piece",
    };
    s.say(
        &Message::new(key)
            .text("role", role_name(piece.role))
            .text("piece", word),
    )
}

/// `message` about `piece` on `square`: `$role` chooses the words that agree with the piece
/// ("eine Dame", "ein Turm"), `$piece` and `$square` are the voice's words.
fn about_piece(message: Message, voice: &Voice, piece: Role, square: Square) -> Message {
    message
        .text("role", role_name(piece))
        .text("piece", voice.piece(piece))
        .text("square", square_words(voice, square))
}

/// A fix in the voice's words. `position` is the position a [`Fix::Make`] move is played
/// from (ignored for the other fixes).
pub fn phrase(fix: &Fix, voice: &Voice, position: &Chess) -> String {
    let s = SyncStrings::for_voice(voice);
    let message = match *fix {
        Fix::Missing { square, piece } => {
            about_piece(Message::new("board-missing"), voice, piece.role, square)
        }
        Fix::Place { square, piece } => {
            about_piece(Message::new("board-place"), voice, piece.role, square)
        }
        Fix::Shift { piece, from, to } => Message::new("board-shift")
            .text("role", role_name(piece.role))
            .text("piece", voice.piece(piece.role))
            .text("from", square_words(voice, from))
            .text("to", square_words(voice, to)),
        Fix::Remove {
            square,
            piece: Some(piece),
        } => about_piece(
            Message::new("board-remove-piece"),
            voice,
            piece.role,
            square,
        ),
        Fix::Remove {
            square,
            piece: None,
        } => Message::new("board-remove-square").text("square", square_words(voice, square)),
        Fix::Exchange {
            square,
            expected,
            found,
        } => Message::new("board-exchange")
            .text("square", square_words(voice, square))
            .text("expected", piece_words(s, voice, expected, found))
            .text("found", piece_words(s, voice, found, expected)),
        Fix::Make { mv } => {
            Message::new("board-make").text("move", announce(position, mv, voice, Style::Long))
        }
    };
    s.say(&message)
}

/// "Bauer Eva zwei berührt".
pub fn touched_phrase(voice: &Voice, square: Square, piece: Piece) -> String {
    let s = SyncStrings::for_voice(voice);
    s.say(&about_piece(
        Message::new("board-touched"),
        voice,
        piece.role,
        square,
    ))
}

/// Article 4.3 after a piece was touched and put back: `own` says whether it is a piece of
/// the player to move (it must move) or the opponent's (it must be captured).
pub fn touch_move_phrase(voice: &Voice, square: Square, piece: Piece, own: bool) -> String {
    let s = SyncStrings::for_voice(voice);
    let message = if own {
        Message::new("board-touch-move-own")
    } else {
        Message::new("board-touch-move-capture")
    };
    s.say(&about_piece(message, voice, piece.role, square))
}

/// The board's battery is low (said once to its owner, whose board it is: "your board").
pub fn battery_low_phrase(voice: &Voice, percent: u8) -> String {
    let s = SyncStrings::for_voice(voice);
    s.say(&Message::new("board-battery-low").number("percent", usize::from(percent)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position};

    fn voice(name: &str) -> Voice {
        Voice::builtin(name).unwrap()
    }

    fn play(pos: &Chess, uci: &str) -> Chess {
        let mv = shakmaty::uci::UciMove::from_ascii(uci.as_bytes())
            .unwrap()
            .to_move(pos)
            .unwrap();
        let mut next = pos.clone();
        next.play_unchecked(mv);
        next
    }

    fn said(fixes: &[Fix], name: &str) -> Vec<String> {
        let v = voice(name);
        fixes
            .iter()
            .map(|f| phrase(f, &v, &Chess::default()))
            .collect()
    }

    const WHITE_ROOK: Piece = Piece {
        color: Color::White,
        role: Role::Rook,
    };
    const WHITE_PAWN: Piece = Piece {
        color: Color::White,
        role: Role::Pawn,
    };
    const BLACK_PAWN: Piece = Piece {
        color: Color::Black,
        role: Role::Pawn,
    };

    #[test]
    fn a_matching_board_needs_nothing() {
        let start = Chess::default();
        let board = start.board();
        assert!(fixes(board, &Observed::Occupancy(board.occupied()), None).is_empty());
        assert!(fixes(board, &Observed::Pieces(board.clone()), None).is_empty());
    }

    #[test]
    fn a_piece_knocked_off_is_missing_in_every_voice() {
        let start = Chess::default();
        let mut observed = start.board().occupied();
        observed.discard(Square::H1);
        let f = fixes(start.board(), &Observed::Occupancy(observed), None);
        assert_eq!(
            f,
            vec![Fix::Missing {
                square: Square::H1,
                piece: WHITE_ROOK
            }]
        );
        assert_eq!(said(&f, "fide"), ["Turm fehlt auf Hector eins"]);
        assert_eq!(said(&f, "en"), ["Rook missing on Hotel one"]);
        assert_eq!(said(&f, "fr"), ["Tour manquante en Henri un"]);
    }

    #[test]
    fn the_square_a_move_went_to_is_empty_and_a_piece_belongs_there() {
        // 1. e4 was played on the other board; here the pawn was lifted and not put down yet.
        let start = Chess::default();
        let after = play(&start, "e2e4");
        let mut observed = start.board().occupied();
        observed.discard(Square::E2);
        let f = fixes(
            after.board(),
            &Observed::Occupancy(observed),
            Some(start.board()),
        );
        assert_eq!(
            f,
            vec![Fix::Place {
                square: Square::E4,
                piece: WHITE_PAWN
            }]
        );
        assert_eq!(
            said(&f, "fide"),
            ["Eva vier ist leer, dort gehört ein Bauer hin"]
        );
        assert_eq!(said(&f, "en"), ["Echo four is empty, a Pawn belongs there"]);
        assert_eq!(
            said(&f, "fr"),
            ["Eugène quatre est vide, il faut y mettre un Pion"]
        );
    }

    #[test]
    fn a_queen_takes_the_feminine_article() {
        let mut board = Board::empty();
        board.set_piece_at(
            Square::D1,
            Piece {
                color: Color::White,
                role: Role::Queen,
            },
        );
        let f = fixes(
            &board,
            &Observed::Occupancy(Bitboard::EMPTY),
            Some(&Board::empty()),
        );
        assert_eq!(
            said(&f, "fide"),
            ["David eins ist leer, dort gehört eine Dame hin"]
        );
        assert_eq!(
            said(&f, "fr"),
            ["Désiré un est vide, il faut y mettre une Dame"]
        );
    }

    #[test]
    fn a_piece_on_the_wrong_square_is_moved_in_one_fix() {
        // The pegs show 1. e3 where the game has 1. e4.
        let start = Chess::default();
        let game = play(&start, "e2e4");
        let wrong = play(&start, "e2e3");
        let f = fixes(
            game.board(),
            &Observed::Occupancy(wrong.board().occupied()),
            Some(start.board()),
        );
        assert_eq!(
            f,
            vec![Fix::Shift {
                piece: WHITE_PAWN,
                from: Square::E3,
                to: Square::E4
            }]
        );
        assert_eq!(said(&f, "fide"), ["Bauer von Eva drei nach Eva vier"]);
        assert_eq!(said(&f, "en"), ["Pawn from Echo three to Echo four"]);
        assert_eq!(said(&f, "fr"), ["Pion de Eugène trois à Eugène quatre"]);
    }

    #[test]
    fn an_extra_peg_must_go_and_a_named_piece_is_named() {
        let start = Chess::default();
        let mut observed = start.board().occupied();
        observed.add(Square::E4);
        let f = fixes(start.board(), &Observed::Occupancy(observed), None);
        assert_eq!(said(&f, "fide"), ["Eva vier muss leer sein"]);
        let mut pieces = start.board().clone();
        pieces.set_piece_at(Square::E4, BLACK_PAWN);
        let f = fixes(start.board(), &Observed::Pieces(pieces), None);
        assert_eq!(said(&f, "fide"), ["Bauer auf Eva vier wegnehmen"]);
        assert_eq!(said(&f, "en"), ["remove the Pawn from Echo four"]);
        assert_eq!(said(&f, "fr"), ["retirez le Pion de Eugène quatre"]);
    }

    #[test]
    fn a_capture_not_made_on_the_e_board_is_put_right_in_order() {
        // 1. e4 d5 2. exd5 was made on the peg board; the DGT board still shows 1. e4 d5.
        let start = Chess::default();
        let before = play(&play(&start, "e2e4"), "d7d5");
        let game = play(&before, "e4d5");
        let f = fixes(
            game.board(),
            &Observed::Pieces(before.board().clone()),
            Some(before.board()),
        );
        assert_eq!(
            f,
            vec![
                Fix::Remove {
                    square: Square::D5,
                    piece: Some(BLACK_PAWN)
                },
                Fix::Shift {
                    piece: WHITE_PAWN,
                    from: Square::E4,
                    to: Square::D5
                },
            ]
        );
    }

    #[test]
    fn a_wrong_piece_is_exchanged_with_colours_when_the_kind_is_the_same() {
        let start = Chess::default();
        let mut pieces = start.board().clone();
        pieces.set_piece_at(Square::E2, BLACK_PAWN);
        let f = fixes(start.board(), &Observed::Pieces(pieces.clone()), None);
        assert_eq!(
            said(&f, "fide"),
            ["Eva zwei: weißer Bauer statt schwarzer Bauer"]
        );
        assert_eq!(said(&f, "en"), ["Echo two: white Pawn, not black Pawn"]);
        pieces.set_piece_at(
            Square::E2,
            Piece {
                color: Color::White,
                role: Role::Bishop,
            },
        );
        let f = fixes(start.board(), &Observed::Pieces(pieces), None);
        assert_eq!(said(&f, "fide"), ["Eva zwei: Bauer statt Läufer"]);
        assert_eq!(said(&f, "fr"), ["Eugène deux : Pion au lieu de Fou"]);
    }

    #[test]
    fn a_move_still_to_make_is_said_in_the_long_style() {
        let start = Chess::default();
        let mv = shakmaty::uci::UciMove::from_ascii(b"g1f3")
            .unwrap()
            .to_move(&start)
            .unwrap();
        let fix = Fix::Make { mv };
        assert_eq!(
            phrase(&fix, &voice("fide"), &start),
            "noch ausführen: Springer Gustav eins Felix drei"
        );
        assert_eq!(
            phrase(&fix, &voice("en"), &start),
            "still to make: Knight Golf one Foxtrot three"
        );
    }

    #[test]
    fn touch_phrases() {
        let v = voice("fide");
        assert_eq!(
            touched_phrase(&v, Square::E2, WHITE_PAWN),
            "Bauer Eva zwei berührt"
        );
        assert_eq!(
            touch_move_phrase(&v, Square::E2, WHITE_PAWN, true),
            "berührt, geführt: Bauer Eva zwei muss ziehen"
        );
        assert_eq!(
            touched_phrase(&voice("fr"), Square::H1, WHITE_ROOK),
            "Tour Henri un touchée"
        );
    }

    #[test]
    fn guidance_waits_for_the_grace_period_then_one_fix_at_a_time_then_confirms() {
        let a = Fix::Missing {
            square: Square::H1,
            piece: WHITE_ROOK,
        };
        let b = Fix::Remove {
            square: Square::E4,
            piece: None,
        };
        let mut sync = BoardSync::new();
        assert_eq!(sync.update(1_000, vec![a, b], 2_000), None, "grace period");
        assert_eq!(sync.next_wake(), Some(3_000));
        assert_eq!(sync.tick(2_999), None);
        assert_eq!(
            sync.tick(3_000),
            Some(SyncNotice::Guide {
                fix: a,
                first: true
            })
        );
        assert_eq!(sync.tick(9_000), None, "said once");
        assert_eq!(sync.next_wake(), None);
        // The same fixes seen again: nothing new.
        assert_eq!(sync.update(9_500, vec![a, b], 2_000), None);
        // The rook is back: the next fix after the board settles.
        assert_eq!(sync.update(10_000, vec![b], 2_000), None);
        assert_eq!(
            sync.tick(12_000),
            Some(SyncNotice::Guide {
                fix: b,
                first: false
            })
        );
        assert_eq!(
            sync.update(13_000, vec![], 2_000),
            Some(SyncNotice::Confirmed)
        );
        assert_eq!(sync.update(14_000, vec![], 2_000), None);
        assert!(!sync.is_guiding());
    }

    #[test]
    fn a_difference_mended_within_the_grace_period_is_never_mentioned() {
        let a = Fix::Missing {
            square: Square::H1,
            piece: WHITE_ROOK,
        };
        let mut sync = BoardSync::new();
        assert_eq!(sync.update(0, vec![a], 2_000), None);
        assert_eq!(sync.update(1_500, vec![], 2_000), None);
        assert_eq!(sync.tick(5_000), None);
    }

    #[test]
    fn repeat_says_the_current_fix_again() {
        let a = Fix::Missing {
            square: Square::H1,
            piece: WHITE_ROOK,
        };
        let mut sync = BoardSync::new();
        assert!(
            sync.update(0, vec![a], 0).is_some(),
            "no grace: said at once"
        );
        assert_eq!(sync.tick(1), None);
        sync.repeat();
        assert_eq!(
            sync.tick(1),
            Some(SyncNotice::Guide {
                fix: a,
                first: false
            })
        );
    }
}
