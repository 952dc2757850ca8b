//! What is wrong in a voice pack, handed back typed (where, and the words it holds), and
//! said in the interface language.

use std::fmt;

use crate::core::message::{Message, Said, escaped, place_in_file};

/// What went wrong loading a voice pack: where (file, key or line) and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VoiceError {
    /// The file (or built-in name) the pack came from.
    pub source: String,
    /// The key (`board.files`) or position (`line 3, column 9`) of the problem.
    pub location: String,
    /// The line and column, when the file is not TOML or not a pack's shape.
    pub position: Option<(usize, usize)>,
    pub problem: Box<PackProblem>,
}

/// What is wrong in a voice pack (the words it holds handed back, as written or folded).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PackProblem {
    /// Not TOML at all: the TOML reader's own words, English.
    NotToml(String),
    /// TOML, but not a pack's shape (a key unknown, missing or of the wrong kind): the TOML
    /// reader's own words, English.
    NotAPack(String),
    /// A word (or a key) holds a control character, as `U+001B`: a word to be said or shown
    /// needs none.
    ControlCharacter(String),
    /// A word is needed.
    Empty,
    /// A list of the wrong length: how many it needs, and how many it has.
    WrongCount {
        needs: WordCount,
        found: usize,
    },
    ReadsAsSquare {
        word: String,
        square: String,
    },
    OtherFileOrRank {
        word: String,
    },
    CommandWord {
        word: String,
    },
    /// Holds the word of another key.
    HoldsOther {
        word: String,
        other: String,
        key: String,
    },
    /// A clock phrase with no `{n}`/`{nf}`.
    NoNumberSlot,
    /// A key of `numbers.feminine` that is no number from 0 to 99.
    NotANumberKey,
    /// A phrase with no `slot` (`{side}`).
    NoSlot {
        slot: &'static str,
    },
    /// The same word as another key's.
    SameAs {
        word: String,
        key: String,
    },
    /// A word the move reader would take for a square letter or digit.
    SquareFragment {
        word: String,
    },
    /// An alias for a word the voice does not have.
    AliasTarget {
        target: String,
    },
    /// An alias already given to `other`.
    AliasTaken {
        alias: String,
        other: String,
    },
}

/// How many words a list of a voice pack needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WordCount {
    Eight,
    Numbers,
    Hundreds,
}

impl PackProblem {
    pub fn message(&self) -> Message {
        let quoted = |key, name, word: &str| Message::new(key).text(name, escaped(word));
        match self {
            Self::NotToml(detail) => Message::new("file-not-toml").text("detail", detail.clone()),
            Self::NotAPack(detail) => {
                Message::new("pack-wrong-shape").text("detail", detail.clone())
            }
            Self::ControlCharacter(code) => {
                Message::new("file-control-character").text("code", code.clone())
            }
            Self::Empty => Message::new("pack-empty"),
            Self::WrongCount { needs, found } => Message::new(match needs {
                WordCount::Eight => "pack-needs-eight",
                WordCount::Numbers => "pack-needs-numbers",
                WordCount::Hundreds => "pack-needs-hundreds",
            })
            .number("found", *found),
            Self::ReadsAsSquare { word, square } => {
                quoted("pack-reads-as-square", "word", word).text("square", square.clone())
            }
            Self::OtherFileOrRank { word } => quoted("pack-other-file-or-rank", "word", word),
            Self::CommandWord { word } => quoted("pack-command-word", "word", word),
            Self::HoldsOther { word, other, key } => quoted("pack-holds-other", "word", word)
                .text("other", escaped(other))
                .text("key", key.clone()),
            Self::NoNumberSlot => Message::new("pack-no-number-slot"),
            Self::NotANumberKey => Message::new("pack-not-a-number-key"),
            Self::NoSlot { slot } => Message::new("pack-no-slot").text("slot", *slot),
            Self::SameAs { word, key } => {
                quoted("pack-same-as", "word", word).text("key", key.clone())
            }
            Self::SquareFragment { word } => quoted("pack-square-fragment", "word", word),
            Self::AliasTarget { target } => quoted("pack-alias-target", "word", target),
            Self::AliasTaken { alias, other } => {
                quoted("pack-alias-taken", "word", alias).text("key", other.clone())
            }
        }
    }
}

impl Said for VoiceError {
    fn message(&self) -> Message {
        let place = place_in_file(self.position, &self.location);
        Message::new("pack-error")
            .text("file", self.source.clone())
            .said("place", place)
            .said("problem", self.problem.message())
    }
}

impl fmt::Display for VoiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for VoiceError {}
