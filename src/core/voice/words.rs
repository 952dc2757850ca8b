//! A checked voice pack's words: the board, pieces, moves, numbers and the clock, and the move
//! vocabulary the move reader understands.

use std::collections::BTreeMap;

use shakmaty::{CastlingSide, File, Rank, Role};

use super::pack_file::{ClockWords, MoveWords, StyleGrammar};
use crate::core::language::UiLanguage;

/// A word of the move vocabulary, as the move reader understands it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Term {
    File(File),
    Rank(Rank),
    Piece(Role),
    Castle(CastlingSide),
    Capture,
    EnPassant,
    Promotion,
    Check,
    Checkmate,
}

/// A validated voice pack.
#[derive(Debug, Clone)]
pub struct Voice {
    pub(super) name: String,
    pub(super) language: String,
    pub(super) description: String,
    pub(super) files: [String; 8],
    pub(super) ranks: [String; 8],
    /// Indexed by `Role as usize - 1` (pawn first, king last).
    pub(super) pieces: [String; 6],
    /// Plural piece words, same order; the singular where the pack gives none.
    pub(super) pieces_plural: [String; 6],
    pub(super) moves: MoveWords,
    pub(super) short: StyleGrammar,
    pub(super) long: StyleGrammar,
    pub(super) numbers: Vec<String>,
    pub(super) hundreds: Vec<String>,
    pub(super) hundred_join: String,
    pub(super) feminine: BTreeMap<u32, String>,
    pub(super) clock: ClockWords,
    /// Folded phrases (as word lists) and what they mean, longest first, for the move reader.
    pub(super) vocabulary: Vec<(Vec<String>, Term)>,
    /// The interface language chosen apart from the voice (`--lang`), if any: see
    /// [`crate::core::interface_voice`].
    pub(super) interface: Option<UiLanguage>,
}

impl Voice {
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The language tag of the voice (`de`, `en`, `fr`), for text-to-speech.
    pub fn language(&self) -> &str {
        &self.language
    }

    /// The language of the program's sentences with this voice: the one chosen with `--lang`,
    /// else the voice's own.
    pub fn interface_language(&self) -> UiLanguage {
        self.interface
            .unwrap_or_else(|| UiLanguage::from_tag(&self.language))
    }

    /// Whether the program's sentences are in the voice's own language (so its recorded clips
    /// and its clock words can say them).
    pub fn speaks_interface_language(&self) -> bool {
        self.interface
            .is_none_or(|l| l == UiLanguage::from_tag(&self.language))
    }

    /// The language text-to-speech reads the program's sentences in.
    pub fn speech_language(&self) -> &str {
        match self.interface {
            Some(language) if !self.speaks_interface_language() => language.tag(),
            _ => &self.language,
        }
    }

    /// This voice for sentences in `language`; where that is not the voice's own language, the
    /// clock's words (sides, durations, move counts) come from `clock` and numbers are said in
    /// digits, which the speech engine reads in the sentence's language.
    pub(in crate::core) fn with_interface(
        mut self,
        language: UiLanguage,
        clock: ClockWords,
    ) -> Voice {
        self.interface = Some(language);
        if !self.speaks_interface_language() {
            self.clock = clock;
            self.numbers.clear();
            self.hundreds.clear();
            self.feminine.clear();
        }
        self
    }

    pub fn description(&self) -> &str {
        &self.description
    }

    pub fn file(&self, file: File) -> &str {
        &self.files[usize::from(file)]
    }

    pub fn rank(&self, rank: Rank) -> &str {
        &self.ranks[usize::from(rank)]
    }

    pub fn piece(&self, role: Role) -> &str {
        &self.pieces[role as usize - 1]
    }

    /// The plural piece word ("Türme"), or the singular if the pack has none.
    pub fn piece_plural(&self, role: Role) -> &str {
        &self.pieces_plural[role as usize - 1]
    }

    pub fn castle(&self, side: CastlingSide) -> &str {
        match side {
            CastlingSide::KingSide => &self.moves.castle_king_side,
            CastlingSide::QueenSide => &self.moves.castle_queen_side,
        }
    }

    pub fn capture(&self) -> &str {
        &self.moves.capture
    }

    pub fn en_passant(&self) -> &str {
        &self.moves.en_passant
    }

    pub fn promotion(&self) -> &str {
        &self.moves.promotion
    }

    pub fn check(&self) -> &str {
        &self.moves.check
    }

    pub fn checkmate(&self) -> &str {
        &self.moves.checkmate
    }

    /// The grammar of the short (SAN-like) style.
    pub fn short_grammar(&self) -> StyleGrammar {
        self.short
    }

    /// The grammar of the long (from-square always named) style.
    pub fn long_grammar(&self) -> StyleGrammar {
        self.long
    }

    pub fn clock_words(&self) -> &ClockWords {
        &self.clock
    }

    /// `n` in words, 0 to 999; `None` beyond.
    pub fn number(&self, n: u32) -> Option<String> {
        self.number_form(n, false)
    }

    /// `n` in words before a feminine noun (French "vingt et une minutes").
    pub fn number_feminine(&self, n: u32) -> Option<String> {
        self.number_form(n, true)
    }

    fn number_form(&self, n: u32, feminine: bool) -> Option<String> {
        let below_hundred = |m: u32| -> Option<String> {
            if feminine && let Some(word) = self.feminine.get(&m) {
                return Some(word.clone());
            }
            self.numbers.get(m as usize).cloned()
        };
        if n < 100 {
            return below_hundred(n);
        }
        let hundreds = self.hundreds.get((n / 100).checked_sub(1)? as usize)?;
        match n % 100 {
            0 => Some(hundreds.clone()),
            rest => Some(format!(
                "{hundreds}{}{}",
                self.hundred_join,
                below_hundred(rest)?
            )),
        }
    }

    /// The move vocabulary: folded word sequences and their meaning, longest phrases first.
    pub fn vocabulary(&self) -> &[(Vec<String>, Term)] {
        &self.vocabulary
    }
}
