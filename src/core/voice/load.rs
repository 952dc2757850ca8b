//! Reading a voice pack: the built-in packs, parsed once a run, and any other from its TOML
//! text, each checked whole before it is used.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use shakmaty::{CastlingSide, File, Rank, Role};

use super::pack_file::{ClockWords, MoveWords, PackFile, PackNumbers};
use super::problem::{PackProblem, VoiceError, WordCount};
use super::words::{Term, Voice};
use crate::core::text::{fold, fold_words, plain};
use crate::core::toml_text::{ReaderError, first_control_character};

/// The built-in voices, by name, with their TOML text.
pub(super) const BUILTIN: [(&str, &str); 3] = [
    ("fide", include_str!("../../../voices/fide.toml")),
    ("en", include_str!("../../../voices/en.toml")),
    ("fr", include_str!("../../../voices/fr.toml")),
];

/// The names of the built-in voices, default first.
pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    BUILTIN.iter().map(|(name, _)| *name)
}

/// The built-in pack at `index` of [`BUILTIN`], parsed once for the whole run (a session is
/// built at every review jump and reads moves in every built-in voice), and only when asked
/// for: a review in the FIDE voice reads no other pack.
pub(super) fn builtin_pack(index: usize) -> &'static Result<Voice, VoiceError> {
    static PACKS: [OnceLock<Result<Voice, VoiceError>>; 3] = [const { OnceLock::new() }; 3];
    PACKS[index].get_or_init(|| {
        let (name, text) = BUILTIN[index];
        Voice::parse(text, name, Checks::BuiltIn)
    })
}

/// How much of a pack is checked as it is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Checks {
    /// Everything: a pack from a file.
    All,
    /// A built-in pack, which the tests check whole (`builtin_packs_pass_every_check`): its board
    /// words are not compared with every language's command words, which would read every
    /// built-in catalogue at start.
    BuiltIn,
}

impl Voice {
    /// A built-in voice by name (`fide`, `en`, `fr`).
    pub fn builtin(name: &str) -> Option<Voice> {
        let index = BUILTIN
            .iter()
            .position(|(n, _)| n.eq_ignore_ascii_case(name))?;
        // The built-in packs are tested to load; a failure here would be a build defect.
        builtin_pack(index).as_ref().ok().cloned()
    }

    /// The default voice: FIDE Appendix D.
    ///
    /// # Panics
    ///
    /// Never in a tested build: `builtin_packs_load` checks every embedded pack.
    pub fn fide() -> Voice {
        match builtin_pack(0) {
            Ok(voice) => voice.clone(),
            // Unreachable in a tested build: `builtin_packs_load` checks every embedded pack.
            Err(error) => panic!("built-in voice pack is invalid: {error}"),
        }
    }

    /// Every built-in voice.
    pub fn builtins() -> Vec<Voice> {
        (0..BUILTIN.len())
            .filter_map(|index| builtin_pack(index).as_ref().ok().cloned())
            .collect()
    }

    /// Parses and validates a pack; `source` names it in errors (usually the file path).
    pub fn from_toml(text: &str, source: &str) -> Result<Voice, VoiceError> {
        Self::parse(text, source, Checks::All)
    }

    pub(super) fn parse(text: &str, source: &str, checks: Checks) -> Result<Voice, VoiceError> {
        let reader_error = |e: toml::de::Error, problem: fn(String) -> PackProblem| {
            let found = ReaderError::of(text, &e);
            VoiceError {
                source: source.to_owned(),
                location: found.location,
                position: found.position,
                problem: Box::new(problem(found.message)),
            }
        };
        // First as any TOML, so that a file that is not TOML is told apart from a pack's key
        // unknown, missing or of the wrong kind, and control characters are found wherever
        // they are.
        let table: toml::Table =
            toml::from_str(text).map_err(|e| reader_error(e, PackProblem::NotToml))?;
        if let Some((key, code)) = first_control_character(&table) {
            return Err(VoiceError {
                source: source.to_owned(),
                location: key,
                position: None,
                problem: Box::new(PackProblem::ControlCharacter(code)),
            });
        }
        let pack: PackFile =
            toml::from_str(text).map_err(|e| reader_error(e, PackProblem::NotAPack))?;
        Validator { source, checks }.build(&pack)
    }
}

/// The checked words of a pack that moves are read from, borrowed while its vocabulary is built.
struct VocabularyWords<'a> {
    files: &'a [String; 8],
    ranks: &'a [String; 8],
    pieces: &'a [String; 6],
    moves: &'a MoveWords,
}

/// The checked number words of a pack.
struct NumberWords {
    words: Vec<String>,
    hundreds: Vec<String>,
    feminine: BTreeMap<u32, String>,
}

struct Validator<'a> {
    source: &'a str,
    checks: Checks,
}

impl Validator<'_> {
    fn error(&self, location: &str, problem: PackProblem) -> VoiceError {
        VoiceError {
            source: self.source.to_owned(),
            location: location.to_owned(),
            position: None,
            problem: Box::new(problem),
        }
    }

    /// A word or phrase that must contain at least one letter or digit; made plain (a pack
    /// from the data folder may hold ESC, BEL or a line break that would forge a line).
    fn phrase(&self, key: &str, value: &str) -> Result<String, VoiceError> {
        let value = plain(value);
        if fold(&value).is_empty() {
            return Err(self.error(key, PackProblem::Empty));
        }
        Ok(value.trim().to_owned())
    }

    /// Exactly `count` words (`what` says which, for the message), each checked and trimmed.
    fn list(
        &self,
        key: &str,
        values: &[String],
        count: usize,
        needs: WordCount,
    ) -> Result<Vec<String>, VoiceError> {
        if values.len() != count {
            return Err(self.error(
                key,
                PackProblem::WrongCount {
                    needs,
                    found: values.len(),
                },
            ));
        }
        values
            .iter()
            .enumerate()
            .map(|(i, value)| self.phrase(&format!("{key}[{i}]"), value))
            .collect()
    }

    fn eight(&self, key: &str, values: &[String]) -> Result<[String; 8], VoiceError> {
        let words = self.list(key, values, 8, WordCount::Eight)?;
        words.try_into().map_err(|words: Vec<String>| {
            self.error(
                key,
                PackProblem::WrongCount {
                    needs: WordCount::Eight,
                    found: words.len(),
                },
            )
        })
    }

    /// File and rank words must read one way only: never as a square (`e4`), never as another
    /// file or rank (`b` for the a-file, `2` for rank one), never holding another board word
    /// (`Eva Anna` holds `Anna`), never a command (`time`): otherwise a typed or spoken move
    /// could mean two things.
    fn board_words(&self, files: &[String; 8], ranks: &[String; 8]) -> Result<(), VoiceError> {
        let words: Vec<(String, Vec<String>)> = files
            .iter()
            .enumerate()
            .map(|(i, w)| (format!("board.files[{i}]"), fold_words(w)))
            .chain(
                ranks
                    .iter()
                    .enumerate()
                    .map(|(i, w)| (format!("board.ranks[{i}]"), fold_words(w))),
            )
            .collect();
        for (index, (key, folded)) in words.iter().enumerate() {
            let joined = folded.join(" ");
            let bytes = joined.as_bytes();
            if let [file @ b'a'..=b'h', rank @ b'1'..=b'8'] = bytes {
                return Err(self.error(
                    key,
                    PackProblem::ReadsAsSquare {
                        word: joined.clone(),
                        square: format!("{}{}", char::from(*file), char::from(*rank)),
                    },
                ));
            }
            let own = if index < 8 {
                char::from(b'a' + index as u8)
            } else {
                char::from(b'1' + (index - 8) as u8)
            };
            if let [single @ (b'a'..=b'h' | b'1'..=b'8')] = bytes
                && char::from(*single) != own
            {
                return Err(self.error(key, PackProblem::OtherFileOrRank { word: joined }));
            }
            if self.checks == Checks::All
                && folded.len() == 1
                && crate::core::command::command_of(&folded[0]).is_some()
            {
                return Err(self.error(key, PackProblem::CommandWord { word: joined }));
            }
            for (other_key, other) in &words {
                if other_key != key
                    && !other.is_empty()
                    && folded
                        .windows(other.len())
                        .any(|part| part == other.as_slice())
                {
                    return Err(self.error(
                        key,
                        PackProblem::HoldsOther {
                            word: joined,
                            other: other.join(" "),
                            key: other_key.clone(),
                        },
                    ));
                }
            }
        }
        Ok(())
    }

    fn template(&self, key: &str, value: &str, needs_number: bool) -> Result<String, VoiceError> {
        let value = self.phrase(key, value)?;
        if needs_number && !value.contains("{n}") && !value.contains("{nf}") {
            return Err(self.error(key, PackProblem::NoNumberSlot));
        }
        Ok(value)
    }

    fn build(&self, pack: &PackFile) -> Result<Voice, VoiceError> {
        let name = self.phrase("voice.name", &pack.voice.name)?;
        let language = self.phrase("voice.language", &pack.voice.language)?;
        let files = self.eight("board.files", &pack.board.files)?;
        let ranks = self.eight("board.ranks", &pack.board.ranks)?;
        self.board_words(&files, &ranks)?;
        let p = &pack.pieces;
        let pieces = [
            self.phrase("pieces.pawn", &p.pawn)?,
            self.phrase("pieces.knight", &p.knight)?,
            self.phrase("pieces.bishop", &p.bishop)?,
            self.phrase("pieces.rook", &p.rook)?,
            self.phrase("pieces.queen", &p.queen)?,
            self.phrase("pieces.king", &p.king)?,
        ];
        let pp = &pack.pieces_plural;
        let mut pieces_plural = pieces.clone();
        for (i, (key, word)) in [
            ("pieces_plural.pawn", &pp.pawn),
            ("pieces_plural.knight", &pp.knight),
            ("pieces_plural.bishop", &pp.bishop),
            ("pieces_plural.rook", &pp.rook),
            ("pieces_plural.queen", &pp.queen),
            ("pieces_plural.king", &pp.king),
        ]
        .into_iter()
        .enumerate()
        {
            if let Some(word) = word {
                pieces_plural[i] = self.phrase(key, word)?;
            }
        }
        let m = &pack.moves;
        let moves = MoveWords {
            castle_king_side: self.phrase("moves.castle_king_side", &m.castle_king_side)?,
            castle_queen_side: self.phrase("moves.castle_queen_side", &m.castle_queen_side)?,
            capture: self.phrase("moves.capture", &m.capture)?,
            en_passant: self.phrase("moves.en_passant", &m.en_passant)?,
            promotion: self.phrase("moves.promotion", &m.promotion)?,
            check: self.phrase("moves.check", &m.check)?,
            checkmate: self.phrase("moves.checkmate", &m.checkmate)?,
        };

        let numbers = &pack.numbers;
        let number_words = self.numbers(numbers)?;
        let clock = self.clock(&pack.clock)?;
        let vocabulary = self.vocabulary(
            &VocabularyWords {
                files: &files,
                ranks: &ranks,
                pieces: &pieces,
                moves: &moves,
            },
            &pack.aliases,
        )?;

        Ok(Voice {
            name,
            language,
            description: plain(&pack.voice.description).trim().to_owned(),
            files,
            ranks,
            pieces,
            pieces_plural,
            moves,
            short: pack.grammar.short,
            long: pack.grammar.long,
            numbers: number_words.words,
            hundreds: number_words.hundreds,
            hundred_join: plain(&numbers.hundred_join).into_owned(),
            feminine: number_words.feminine,
            clock,
            vocabulary,
            interface: None,
        })
    }

    /// Checks the number words: 0 to 99, the hundreds, and the feminine forms by number.
    fn numbers(&self, numbers: &PackNumbers) -> Result<NumberWords, VoiceError> {
        let words = self.list("numbers.words", &numbers.words, 100, WordCount::Numbers)?;
        let hundreds = self.list(
            "numbers.hundreds",
            &numbers.hundreds,
            9,
            WordCount::Hundreds,
        )?;
        let mut feminine = BTreeMap::new();
        for (key, word) in &numbers.feminine {
            let location = format!("numbers.feminine.{key}");
            let n: u32 = key
                .parse()
                .ok()
                .filter(|n| *n < 100)
                .ok_or_else(|| self.error(&location, PackProblem::NotANumberKey))?;
            feminine.insert(n, self.phrase(&location, word)?);
        }
        Ok(NumberWords {
            words,
            hundreds,
            feminine,
        })
    }

    fn clock(&self, c: &ClockWords) -> Result<ClockWords, VoiceError> {
        Ok(ClockWords {
            white: self.phrase("clock.white", &c.white)?,
            black: self.phrase("clock.black", &c.black)?,
            hour: self.template("clock.hour", &c.hour, false)?,
            hours: self.template("clock.hours", &c.hours, true)?,
            minute: self.template("clock.minute", &c.minute, false)?,
            minutes: self.template("clock.minutes", &c.minutes, true)?,
            second: self.template("clock.second", &c.second, false)?,
            seconds: self.template("clock.seconds", &c.seconds, true)?,
            decimal_separator: self.phrase("clock.decimal_separator", &c.decimal_separator)?,
            one_move: self.template("clock.move", &c.one_move, false)?,
            moves: self.template("clock.moves", &c.moves, true)?,
            zero: self.phrase("clock.zero", &c.zero)?,
            control_reached: self.phrase("clock.control_reached", &c.control_reached)?,
            moves_to_control: self.slot(
                "clock.moves_to_control",
                &c.moves_to_control,
                "{moves}",
            )?,
            used_on_move: self.slot("clock.used_on_move", &c.used_on_move, "{time}")?,
            flag: self.slot("clock.flag", &c.flag, "{side}")?,
            loses_on_time: self.slot("clock.loses_on_time", &c.loses_on_time, "{side}")?,
            draw_on_time: self.slot("clock.draw_on_time", &c.draw_on_time, "{side}")?,
        })
    }

    /// A phrase that must say where `slot` (e.g. `{side}`) goes.
    fn slot(&self, key: &str, value: &str, slot: &'static str) -> Result<String, VoiceError> {
        let value = self.phrase(key, value)?;
        if !value.contains(slot) {
            return Err(self.error(key, PackProblem::NoSlot { slot }));
        }
        Ok(value)
    }

    /// The move vocabulary for the reader, refusing words it could not tell apart.
    fn vocabulary(
        &self,
        w: &VocabularyWords<'_>,
        aliases: &BTreeMap<String, String>,
    ) -> Result<Vec<(Vec<String>, Term)>, VoiceError> {
        // The move vocabulary, each phrase with the key it came from for error messages.
        let mut entries: Vec<(String, String, Term)> = Vec::new();
        for (i, word) in w.files.iter().enumerate() {
            entries.push((
                format!("board.files[{i}]"),
                word.clone(),
                Term::File(File::new(i as u32)),
            ));
        }
        for (i, word) in w.ranks.iter().enumerate() {
            entries.push((
                format!("board.ranks[{i}]"),
                word.clone(),
                Term::Rank(Rank::new(i as u32)),
            ));
        }
        for (role, key) in [
            (Role::Pawn, "pieces.pawn"),
            (Role::Knight, "pieces.knight"),
            (Role::Bishop, "pieces.bishop"),
            (Role::Rook, "pieces.rook"),
            (Role::Queen, "pieces.queen"),
            (Role::King, "pieces.king"),
        ] {
            entries.push((
                key.to_owned(),
                w.pieces[role as usize - 1].clone(),
                Term::Piece(role),
            ));
        }
        for (key, word, term) in [
            (
                "moves.castle_king_side",
                &w.moves.castle_king_side,
                Term::Castle(CastlingSide::KingSide),
            ),
            (
                "moves.castle_queen_side",
                &w.moves.castle_queen_side,
                Term::Castle(CastlingSide::QueenSide),
            ),
            ("moves.capture", &w.moves.capture, Term::Capture),
            ("moves.en_passant", &w.moves.en_passant, Term::EnPassant),
            ("moves.promotion", &w.moves.promotion, Term::Promotion),
            ("moves.check", &w.moves.check, Term::Check),
            ("moves.checkmate", &w.moves.checkmate, Term::Checkmate),
        ] {
            entries.push((key.to_owned(), word.to_owned(), term));
        }
        let mut vocabulary: Vec<(Vec<String>, Term)> = Vec::new();
        let mut seen: BTreeMap<String, String> = BTreeMap::new();
        for (key, word, term) in &entries {
            let folded = fold(word);
            if let Some(other) = seen.get(&folded) {
                return Err(self.error(
                    key,
                    PackProblem::SameAs {
                        word: word.clone(),
                        key: other.clone(),
                    },
                ));
            }
            if is_square_fragment(&folded) {
                return Err(self.error(key, PackProblem::SquareFragment { word: word.clone() }));
            }
            seen.insert(folded, key.clone());
            vocabulary.push((fold_words(word), *term));
        }
        for (alias, target) in aliases {
            let location = format!("aliases.\"{alias}\"");
            let folded_alias = fold(alias);
            if folded_alias.is_empty() {
                return Err(self.error(&location, PackProblem::Empty));
            }
            let Some(term) = entries
                .iter()
                .find(|(_, word, _)| fold(word) == fold(target))
                .map(|(_, _, term)| *term)
            else {
                return Err(self.error(
                    &location,
                    PackProblem::AliasTarget {
                        target: target.clone(),
                    },
                ));
            };
            if let Some(other) = seen.get(&folded_alias) {
                return Err(self.error(
                    &location,
                    PackProblem::AliasTaken {
                        alias: alias.clone(),
                        other: other.clone(),
                    },
                ));
            }
            seen.insert(folded_alias, location);
            vocabulary.push((fold_words(alias), term));
        }
        // Longest phrases first so "échec et mat" wins over "échec".
        vocabulary.sort_by_key(|(words, _)| std::cmp::Reverse(words.len()));

        Ok(vocabulary)
    }
}

/// Single letters a–h and digits 1–8 are read as parts of squares ("Springer f 3"), so a voice
/// word may not be one of them.
fn is_square_fragment(folded: &str) -> bool {
    matches!(folded.as_bytes(), [b'a'..=b'h' | b'1'..=b'8'])
}
