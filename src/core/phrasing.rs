//! Moves into words: the announcements of FIDE Appendix D (D.2.1) and of the other voices.
//!
//! `short` mirrors SAN with its minimal disambiguation ("Springer Bella David zwei"); `long`
//! always names the from-square and the captured piece, which is what the listener must take
//! off their own board ("Bauer Eva vier schlägt Bauer David fünf").

use std::fmt;
use std::str::FromStr;

use shakmaty::{Chess, Move, Position, Role, Square, san::San};

use super::voice::{StyleGrammar, Voice};

/// How much an announcement says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Style {
    /// As standard algebraic notation: from-square only when needed to disambiguate.
    #[default]
    Short,
    /// Always the from-square, and the captured piece.
    Long,
}

impl FromStr for Style {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "short" => Ok(Style::Short),
            "long" => Ok(Style::Long),
            _ => Err(format!("unknown style \"{s}\" (short or long)")),
        }
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Style::Short => "short",
            Style::Long => "long",
        })
    }
}

/// Whether a move gives check or mate, as the announcement ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suffix {
    None,
    Check,
    Checkmate,
}

impl Suffix {
    /// The suffix of the position after a move.
    pub fn of(after: &Chess) -> Suffix {
        if !after.is_check() {
            Suffix::None
        } else if after.is_checkmate() {
            Suffix::Checkmate
        } else {
            Suffix::Check
        }
    }
}

/// The announcement of legal move `m` in position `pos`.
pub fn announce(pos: &Chess, m: Move, voice: &Voice, style: Style) -> String {
    let mut after = pos.clone();
    after.play_unchecked(m);
    announce_with_suffix(pos, m, Suffix::of(&after), voice, style)
}

/// The announcement when the caller already knows whether the move checks or mates.
pub fn announce_with_suffix(
    pos: &Chess,
    m: Move,
    suffix: Suffix,
    voice: &Voice,
    style: Style,
) -> String {
    let mut words = Words::default();
    if let Some(side) = m.castling_side() {
        words.push(voice.castle(side));
    } else {
        match style {
            Style::Short => short_words(pos, m, voice, voice.short_grammar(), &mut words),
            Style::Long => long_words(pos, m, voice, voice.long_grammar(), &mut words),
        }
    }
    match suffix {
        Suffix::None => {}
        Suffix::Check => words.push(voice.check()),
        Suffix::Checkmate => words.push(voice.checkmate()),
    }
    words.0
}

/// Space-separated words, built without repeated allocation.
#[derive(Default)]
struct Words(String);

impl Words {
    fn push(&mut self, word: &str) {
        if !self.0.is_empty() {
            self.0.push(' ');
        }
        self.0.push_str(word);
    }

    fn square(&mut self, voice: &Voice, square: Square) {
        self.push(voice.file(square.file()));
        self.push(voice.rank(square.rank()));
    }
}

fn piece_word(role: Role, voice: &Voice, grammar: StyleGrammar, words: &mut Words) {
    if role != Role::Pawn || grammar.name_pawn {
        words.push(voice.piece(role));
    }
}

fn tail_words(m: Move, voice: &Voice, words: &mut Words) {
    words.square(voice, m.to());
    if m.is_en_passant() {
        words.push(voice.en_passant());
    }
    if let Some(role) = m.promotion() {
        words.push(voice.promotion());
        words.push(voice.piece(role));
    }
}

fn capture_words(m: Move, voice: &Voice, grammar: StyleGrammar, words: &mut Words) {
    if let Some(captured) = m.capture() {
        words.push(voice.capture());
        if grammar.name_captured_piece {
            words.push(voice.piece(captured));
        }
    }
}

fn short_words(pos: &Chess, m: Move, voice: &Voice, grammar: StyleGrammar, words: &mut Words) {
    piece_word(m.role(), voice, grammar, words);
    // SAN's own minimal disambiguation (file, else rank, else both; pawn captures give the file).
    if let San::Normal { file, rank, .. } = San::from_move(pos, m) {
        if let Some(file) = file {
            words.push(voice.file(file));
        }
        if let Some(rank) = rank {
            words.push(voice.rank(rank));
        }
    }
    capture_words(m, voice, grammar, words);
    tail_words(m, voice, words);
}

fn long_words(_pos: &Chess, m: Move, voice: &Voice, grammar: StyleGrammar, words: &mut Words) {
    piece_word(m.role(), voice, grammar, words);
    if let Some(from) = m.from() {
        words.square(voice, from);
    }
    capture_words(m, voice, grammar, words);
    tail_words(m, voice, words);
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen, san::San};

    fn position(fen: &str) -> Chess {
        let fen: Fen = fen.parse().unwrap();
        fen.into_position(CastlingMode::Chess960).unwrap()
    }

    fn say(fen: &str, san: &str, style: Style) -> String {
        let pos = position(fen);
        let m = San::from_ascii(san.as_bytes())
            .unwrap()
            .to_move(&pos)
            .unwrap();
        announce(&pos, m, &Voice::fide(), style)
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn contract_short_table() {
        assert_eq!(say(START, "e4", Style::Short), "Bauer Eva vier");
        assert_eq!(say(START, "Nf3", Style::Short), "Springer Felix drei");
        assert_eq!(
            say("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nbd2", Style::Short),
            "Springer Bella David zwei"
        );
        assert_eq!(
            say("4k3/8/8/8/8/R7/8/R3K3 w - - 0 1", "R1a2", Style::Short),
            "Turm eins Anna zwei"
        );
        assert_eq!(
            say("8/2k5/8/8/4Q2Q/8/8/K6Q w - - 0 1", "Qh4e1", Style::Short),
            "Dame Hector vier Eva eins"
        );
        assert_eq!(
            say("8/2k5/8/8/4Q2Q/8/8/K3r2Q w - - 0 1", "Qh4xe1", Style::Short),
            "Dame Hector vier schlägt Eva eins"
        );
        assert_eq!(
            say("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "exd5", Style::Short),
            "Bauer Eva schlägt David fünf"
        );
        assert_eq!(
            say("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", Style::Short),
            "Bauer Eva schlägt David sechs en passant"
        );
        assert_eq!(
            say("2k5/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8=Q+", Style::Short),
            "Bauer Eva acht Umwandlung Dame Schach"
        );
        assert_eq!(
            say("6k1/5ppp/8/8/8/8/8/4K2R w K - 0 1", "O-O", Style::Short),
            "Kurze Rochade"
        );
    }

    #[test]
    fn mate_replaces_check() {
        assert_eq!(
            say("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1", "Ra8#", Style::Short),
            "Turm Anna acht Matt"
        );
        assert_eq!(
            say("5k2/5ppp/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O", Style::Short),
            "Lange Rochade"
        );
        assert_eq!(
            say("4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1", "O-O#", Style::Short),
            "Kurze Rochade Matt"
        );
        assert_eq!(
            say("4k3/5ppp/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O", Style::Long),
            "Lange Rochade"
        );
    }

    #[test]
    fn contract_long_table() {
        assert_eq!(say(START, "e4", Style::Long), "Bauer Eva zwei Eva vier");
        assert_eq!(
            say(START, "Nf3", Style::Long),
            "Springer Gustav eins Felix drei"
        );
        assert_eq!(
            say("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "exd5", Style::Long),
            "Bauer Eva vier schlägt Bauer David fünf"
        );
        assert_eq!(
            say("4k3/5n2/8/8/2B5/8/8/4K3 w - - 0 1", "Bxf7+", Style::Long),
            "Läufer Cesar vier schlägt Springer Felix sieben Schach"
        );
        assert_eq!(
            say("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", Style::Long),
            "Bauer Eva fünf schlägt Bauer David sechs en passant"
        );
        assert_eq!(
            say("2r3k1/3P4/8/8/8/8/8/4K3 w - - 0 1", "dxc8=N", Style::Long),
            "Bauer David sieben schlägt Turm Cesar acht Umwandlung Springer"
        );
        assert_eq!(
            say("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O", Style::Long),
            "Lange Rochade"
        );
    }

    #[test]
    fn chess960_castling_is_named_by_side() {
        // Chess960: king on b1, rooks on a1 and h1; queen-side castling moves the king to c1.
        let pos = position("1k6/8/8/8/8/8/8/RK5R w HA - 0 1");
        let moves = pos.legal_moves();
        let long = moves
            .iter()
            .find(|m| m.castling_side() == Some(shakmaty::CastlingSide::QueenSide));
        let short = moves
            .iter()
            .find(|m| m.castling_side() == Some(shakmaty::CastlingSide::KingSide));
        let voice = Voice::fide();
        assert_eq!(
            announce(&pos, *long.unwrap(), &voice, Style::Short),
            "Lange Rochade"
        );
        assert_eq!(
            announce(&pos, *short.unwrap(), &voice, Style::Long),
            "Kurze Rochade"
        );
    }

    #[test]
    fn other_voices_cover_the_same_cases() {
        let pos = position("2r3k1/3P4/8/8/8/8/8/4K3 w - - 0 1");
        let m = San::from_ascii(b"dxc8=N").unwrap().to_move(&pos).unwrap();
        let en = Voice::builtin("en").unwrap();
        let fr = Voice::builtin("fr").unwrap();
        assert_eq!(
            announce(&pos, m, &en, Style::Long),
            "Pawn Delta seven takes Rook Charlie eight promotes to Knight"
        );
        assert_eq!(
            announce(&pos, m, &fr, Style::Short),
            "Pion Désiré prend Célestin huit promotion Cavalier"
        );
    }

    #[test]
    fn style_parses() {
        assert_eq!("LONG".parse::<Style>(), Ok(Style::Long));
        assert!("medium".parse::<Style>().is_err());
    }
}
