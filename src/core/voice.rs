//! Voice packs: the words a voice uses for moves, numbers and the clock.
//!
//! A pack is data (TOML, read with serde) so a club can add a language without touching code.
//! The built-in packs (`fide`, `en`, `fr`) are embedded in the binary; any other pack is parsed
//! from text the caller has read. Every pack is validated on load: a pack that would announce a
//! move in words the reader cannot parse back, or that lacks a word, is refused with an error
//! naming the file, the key and the problem.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;
use shakmaty::{CastlingSide, File, Rank, Role};

use super::text::{fold, fold_words, line_and_column, line_column, plain};

mod problem;

pub use problem::{PackProblem, VoiceError, WordCount};

/// The built-in voices, by name, with their TOML text.
const BUILTIN: [(&str, &str); 3] = [
    ("fide", include_str!("../../voices/fide.toml")),
    ("en", include_str!("../../voices/en.toml")),
    ("fr", include_str!("../../voices/fr.toml")),
];

/// The names of the built-in voices, default first.
pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    BUILTIN.iter().map(|(name, _)| *name)
}

/// The built-in pack at `index` of [`BUILTIN`], parsed once for the whole run (a session is
/// built at every review jump and reads moves in every built-in voice), and only when asked
/// for: a review in the FIDE voice reads no other pack.
fn builtin_pack(index: usize) -> &'static Result<Voice, VoiceError> {
    static PACKS: [OnceLock<Result<Voice, VoiceError>>; 3] = [const { OnceLock::new() }; 3];
    PACKS[index].get_or_init(|| {
        let (name, text) = BUILTIN[index];
        Voice::parse(text, name, Checks::BuiltIn)
    })
}

/// How much of a pack is checked as it is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Checks {
    /// Everything: a pack from a file.
    All,
    /// A built-in pack, which the tests check whole (`builtin_packs_pass_every_check`): its board
    /// words are not compared with every language's command words, which would read every
    /// built-in catalogue at start.
    BuiltIn,
}

/// How much a style says about a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StyleGrammar {
    /// Say the pawn's name ("Bauer Eva vier") rather than only the squares ("Eva vier").
    pub name_pawn: bool,
    /// Say which piece is captured ("schlägt Bauer David fünf").
    pub name_captured_piece: bool,
}

/// Words for the talking clock. Templates use `{n}` (a number in words) or `{nf}` (its form
/// before a feminine noun); the announcement phrases use `{side}` (`white` or `black`), `{moves}`
/// (a filled `move`/`moves` phrase) or `{time}` (a duration in words).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockWords {
    pub white: String,
    pub black: String,
    pub hour: String,
    pub hours: String,
    pub minute: String,
    pub minutes: String,
    pub second: String,
    pub seconds: String,
    pub decimal_separator: String,
    #[serde(rename = "move")]
    pub one_move: String,
    pub moves: String,
    /// A duration of nothing ("null Sekunden", "zéro seconde").
    pub zero: String,
    /// Said after the move count when a period's control is reached ("Zeitkontrolle erreicht").
    pub control_reached: String,
    /// `{moves}` left until the time control ("noch {moves} bis zur Zeitkontrolle").
    pub moves_to_control: String,
    /// `{time}` used on the current move ("{time} für diesen Zug").
    pub used_on_move: String,
    /// `{side}`'s flag has fallen ("Zeit abgelaufen für {side}").
    pub flag: String,
    /// Article 6.9: `{side}` (who flagged) loses.
    pub loses_on_time: String,
    /// Article 6.9: a draw, `{side}` (the opponent) cannot mate by any series of legal moves.
    pub draw_on_time: String,
}

/// The pack as written in TOML, before validation.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PackFile {
    voice: PackMeta,
    board: PackBoard,
    pieces: PackPieces,
    #[serde(default)]
    pieces_plural: PackPiecesPlural,
    moves: PackMoves,
    grammar: PackGrammar,
    numbers: PackNumbers,
    clock: ClockWords,
    #[serde(default)]
    aliases: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PackMeta {
    name: String,
    language: String,
    #[serde(default)]
    description: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PackBoard {
    files: Vec<String>,
    ranks: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PackPieces {
    king: String,
    queen: String,
    rook: String,
    bishop: String,
    knight: String,
    pawn: String,
}

/// Optional plural piece words ("Türme"); a missing one falls back to the singular.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct PackPiecesPlural {
    king: Option<String>,
    queen: Option<String>,
    rook: Option<String>,
    bishop: Option<String>,
    knight: Option<String>,
    pawn: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PackMoves {
    castle_king_side: String,
    castle_queen_side: String,
    capture: String,
    en_passant: String,
    promotion: String,
    check: String,
    checkmate: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PackGrammar {
    short: StyleGrammar,
    long: StyleGrammar,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PackNumbers {
    words: Vec<String>,
    hundreds: Vec<String>,
    hundred_join: String,
    #[serde(default)]
    feminine: BTreeMap<String, String>,
}

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
    name: String,
    language: String,
    description: String,
    files: [String; 8],
    ranks: [String; 8],
    /// Indexed by `Role as usize - 1` (pawn first, king last).
    pieces: [String; 6],
    /// Plural piece words, same order; the singular where the pack gives none.
    pieces_plural: [String; 6],
    castle_king_side: String,
    castle_queen_side: String,
    capture: String,
    en_passant: String,
    promotion: String,
    check: String,
    checkmate: String,
    short: StyleGrammar,
    long: StyleGrammar,
    numbers: Vec<String>,
    hundreds: Vec<String>,
    hundred_join: String,
    feminine: BTreeMap<u32, String>,
    clock: ClockWords,
    /// Folded phrases (as word lists) and what they mean, longest first, for the move reader.
    vocabulary: Vec<(Vec<String>, Term)>,
    /// The interface language chosen apart from the voice (`--lang`), if any: see
    /// [`super::interface_voice`].
    interface: Option<super::language::UiLanguage>,
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

    fn parse(text: &str, source: &str, checks: Checks) -> Result<Voice, VoiceError> {
        let pack: PackFile = toml::from_str(text).map_err(|e| {
            let position = e.span().map(|span| line_and_column(text, span.start));
            VoiceError {
                source: source.to_owned(),
                location: e.span().map_or_else(
                    || "document".to_owned(),
                    |span| line_column(text, span.start),
                ),
                position,
                problem: Box::new(PackProblem::NotAPack(e.message().trim().replace('\n', " "))),
            }
        })?;
        Validator { source, checks }.build(&pack)
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The language tag of the voice (`de`, `en`, `fr`), for text-to-speech.
    pub fn language(&self) -> &str {
        &self.language
    }

    /// The language of the program's sentences with this voice: the one chosen with `--lang`,
    /// else the voice's own.
    pub fn interface_language(&self) -> super::language::UiLanguage {
        self.interface
            .unwrap_or_else(|| super::language::UiLanguage::from_tag(&self.language))
    }

    /// Whether the program's sentences are in the voice's own language (so its recorded clips
    /// and its clock words can say them).
    pub fn speaks_interface_language(&self) -> bool {
        self.interface
            .is_none_or(|l| l == super::language::UiLanguage::from_tag(&self.language))
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
    pub(super) fn with_interface(
        mut self,
        language: super::language::UiLanguage,
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
            CastlingSide::KingSide => &self.castle_king_side,
            CastlingSide::QueenSide => &self.castle_queen_side,
        }
    }

    pub fn capture(&self) -> &str {
        &self.capture
    }

    pub fn en_passant(&self) -> &str {
        &self.en_passant
    }

    pub fn promotion(&self) -> &str {
        &self.promotion
    }

    pub fn check(&self) -> &str {
        &self.check
    }

    pub fn checkmate(&self) -> &str {
        &self.checkmate
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

/// The move words of a pack, borrowed while its vocabulary is built.
struct MoveWords<'a> {
    files: &'a [String; 8],
    ranks: &'a [String; 8],
    pieces: &'a [String; 6],
    castle_king_side: &'a str,
    castle_queen_side: &'a str,
    capture: &'a str,
    en_passant: &'a str,
    promotion: &'a str,
    check: &'a str,
    checkmate: &'a str,
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
                && super::command::command_of(&folded[0]).is_some()
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
        let castle_king_side = self.phrase("moves.castle_king_side", &m.castle_king_side)?;
        let castle_queen_side = self.phrase("moves.castle_queen_side", &m.castle_queen_side)?;
        let capture = self.phrase("moves.capture", &m.capture)?;
        let en_passant = self.phrase("moves.en_passant", &m.en_passant)?;
        let promotion = self.phrase("moves.promotion", &m.promotion)?;
        let check = self.phrase("moves.check", &m.check)?;
        let checkmate = self.phrase("moves.checkmate", &m.checkmate)?;

        let numbers = &pack.numbers;
        let number_words = self.numbers(numbers)?;
        let clock = self.clock(&pack.clock)?;
        let vocabulary = self.vocabulary(
            &MoveWords {
                files: &files,
                ranks: &ranks,
                pieces: &pieces,
                castle_king_side: &castle_king_side,
                castle_queen_side: &castle_queen_side,
                capture: &capture,
                en_passant: &en_passant,
                promotion: &promotion,
                check: &check,
                checkmate: &checkmate,
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
            castle_king_side,
            castle_queen_side,
            capture,
            en_passant,
            promotion,
            check,
            checkmate,
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
        w: &MoveWords<'_>,
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
                w.castle_king_side,
                Term::Castle(CastlingSide::KingSide),
            ),
            (
                "moves.castle_queen_side",
                w.castle_queen_side,
                Term::Castle(CastlingSide::QueenSide),
            ),
            ("moves.capture", w.capture, Term::Capture),
            ("moves.en_passant", w.en_passant, Term::EnPassant),
            ("moves.promotion", w.promotion, Term::Promotion),
            ("moves.check", w.check, Term::Check),
            ("moves.checkmate", w.checkmate, Term::Checkmate),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_packs_are_parsed_once_for_the_run() {
        // A session is built at every review jump: the packs must not be parsed again each time.
        assert!(std::ptr::eq(builtin_pack(2), builtin_pack(2)));
        assert_eq!(
            Voice::builtin("FR").map(|v| v.name().to_owned()).as_deref(),
            Some("fr")
        );
        assert_eq!(Voice::builtins().len(), BUILTIN.len());
    }

    #[test]
    fn builtin_packs_load() {
        for name in builtin_names() {
            let voice = Voice::builtin(name);
            assert!(voice.is_some(), "built-in voice {name} must load");
        }
        let (_, text) = BUILTIN[1];
        assert!(Voice::from_toml(text, "en").is_ok());
        assert_eq!(Voice::fide().name(), "fide");
    }

    #[test]
    fn builtin_packs_pass_every_check() {
        for (name, text) in BUILTIN {
            assert!(Voice::from_toml(text, name).is_ok(), "{name}");
            assert!(Voice::parse(text, name, Checks::BuiltIn).is_ok(), "{name}");
        }
    }

    #[test]
    fn fide_is_appendix_d() {
        let voice = Voice::fide();
        let files: Vec<&str> = File::ALL.iter().map(|f| voice.file(*f)).collect();
        assert_eq!(
            files,
            [
                "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"
            ]
        );
        let ranks: Vec<&str> = Rank::ALL.iter().map(|r| voice.rank(*r)).collect();
        assert_eq!(
            ranks,
            [
                "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"
            ]
        );
        assert_eq!(voice.piece(Role::King), "König");
        assert_eq!(voice.piece(Role::Queen), "Dame");
        assert_eq!(voice.piece(Role::Rook), "Turm");
        assert_eq!(voice.piece(Role::Bishop), "Läufer");
        assert_eq!(voice.piece(Role::Knight), "Springer");
        assert_eq!(voice.piece(Role::Pawn), "Bauer");
        assert_eq!(voice.piece_plural(Role::Pawn), "Bauern");
        assert_eq!(voice.piece_plural(Role::Rook), "Türme");
        assert_eq!(voice.piece_plural(Role::Knight), "Springer");
        assert_eq!(voice.castle(CastlingSide::KingSide), "Kurze Rochade");
        assert_eq!(voice.castle(CastlingSide::QueenSide), "Lange Rochade");
        assert_eq!(voice.capture(), "schlägt");
        assert_eq!(voice.promotion(), "Umwandlung");
        assert_eq!(voice.check(), "Schach");
        assert_eq!(voice.checkmate(), "Matt");
        assert_eq!(voice.en_passant(), "en passant");
    }

    #[test]
    fn numbers_in_words() {
        let de = Voice::fide();
        let en = Voice::builtin("en").unwrap();
        let fr = Voice::builtin("fr").unwrap();
        assert_eq!(de.number(55).unwrap(), "fünfundfünfzig");
        assert_eq!(de.number(121).unwrap(), "hunderteinundzwanzig");
        assert_eq!(en.number(121).unwrap(), "one hundred twenty-one");
        assert_eq!(fr.number(21).unwrap(), "vingt et un");
        assert_eq!(fr.number_feminine(21).unwrap(), "vingt et une");
        assert_eq!(fr.number_feminine(22).unwrap(), "vingt-deux");
        assert_eq!(fr.number(300).unwrap(), "trois cent");
        assert_eq!(de.number(1000), None);
        assert_eq!(fr.number_feminine(31).unwrap(), "trente et une");
        assert_eq!(de.number(18).unwrap(), "achtzehn");
    }

    #[test]
    fn plural_falls_back_to_singular() {
        let (_, text) = BUILTIN[0];
        let without = text.replacen("queen = \"Damen\"\n", "", 1);
        assert_ne!(without, text);
        let voice = Voice::from_toml(&without, "partial.toml").unwrap();
        assert_eq!(voice.piece_plural(Role::Queen), "Dame");
        assert_eq!(voice.piece_plural(Role::Rook), "Türme");
        let start = text.find("[pieces_plural]").unwrap();
        let end = text.find("[moves]").unwrap();
        let none = format!("{}{}", &text[..start], &text[end..]);
        let voice = Voice::from_toml(&none, "none.toml").unwrap();
        assert_eq!(voice.piece_plural(Role::Pawn), "Bauer");
    }

    fn broken(from: &str, to: &str) -> VoiceError {
        let (_, text) = BUILTIN[0];
        assert!(text.contains(from), "fixture text must contain {from}");
        Voice::from_toml(&text.replacen(from, to, 1), "broken.toml").unwrap_err()
    }

    #[test]
    fn board_words_that_could_mean_two_things_are_refused_by_key() {
        let e = broken("\"Eva\"", "\"e4\"");
        assert_eq!(e.location, "board.files[4]");
        assert!(e.to_string().contains("reads as the square e4"), "{e}");
        let e = broken("\"Anna\"", "\"b\"");
        assert_eq!(e.location, "board.files[0]");
        assert!(e.to_string().contains("another file or rank"), "{e}");
        let e = broken("\"Eva\"", "\"Eva Anna\"");
        assert_eq!(e.location, "board.files[4]");
        assert!(
            e.to_string()
                .contains("holds \"anna\", the word of board.files[0]"),
            "{e}"
        );
        let e = broken("\"Hector\"", "\"time\"");
        assert_eq!(e.location, "board.files[7]");
        assert!(e.to_string().contains("is a command word"), "{e}");
        let e = broken("\"eins\"", "\"zwei\"");
        assert_eq!(e.location, "board.ranks[0]");
        assert!(e.to_string().contains("holds \"zwei\""), "{e}");
    }

    #[test]
    fn invalid_packs_name_key_and_problem() {
        let e = broken("\"Gustav\", ", "");
        assert_eq!(e.location, "board.files");
        assert!(e.to_string().contains("8 words"), "{e}");

        let e = broken("rook = \"Turm\"", "rook = \"Dame\"");
        assert_eq!(e.location, "pieces.queen");
        assert!(
            e.to_string()
                .starts_with("voice pack broken.toml: pieces.queen: "),
            "{e}"
        );

        let e = broken("capture = \"schlägt\"", "capture = \"  \"");
        assert_eq!(e.location, "moves.capture");

        let e = broken("\"Bella\"", "\"b\"");
        assert_eq!(e.location, "board.files[1]");

        let e = broken("hours = \"{n} Stunden\"", "hours = \"Stunden\"");
        assert_eq!(e.location, "clock.hours");

        let e = broken(
            "flag = \"Zeit abgelaufen für {side}\"",
            "flag = \"Zeit abgelaufen\"",
        );
        assert_eq!(e.location, "clock.flag");
        assert!(e.to_string().contains("{side}"), "{e}");

        let e = broken("zero = \"null Sekunden\"\n", "");
        assert!(e.to_string().contains("zero"), "{e}");

        let e = broken("\"Koenig\" = \"König\"", "\"Koenig\" = \"Kaiser\"");
        assert!(e.location.starts_with("aliases."), "{e}");

        let e = broken("[pieces]", "[pieces]\nemperor = \"Kaiser\"");
        assert!(e.location.starts_with("line "), "{e}");
        assert!(e.to_string().contains("emperor"), "{e}");

        let e = broken(
            "[pieces_plural]\n",
            "[pieces_plural]\nemperor = \"Kaiser\"\n",
        );
        assert!(e.to_string().contains("emperor"), "{e}");

        let e = broken("rook = \"Türme\"", "rook = \" \"");
        assert_eq!(e.location, "pieces_plural.rook");

        let e = Voice::from_toml("this is = = not toml", "junk.toml").unwrap_err();
        assert_eq!(e.location, "line 1, column 6");
        assert!(!e.to_string().contains('\n'));
    }
}
