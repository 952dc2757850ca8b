//! The phrase book: every way a legal move of a position may be said in a voice's words, and the
//! table's spoken commands, each with what it means.
//!
//! Only legal moves are listed: a recogniser held to this book can hear "Springer Felix drei" or
//! nothing, never a move that cannot be played. A phrase that names two legal moves
//! ("Springer David zwei" with knights on b1 and f3) is kept, meaning [`Meaning::Ambiguous`], so
//! that it is heard as itself and asked again rather than taken for another move.

use shakmaty::san::San;
use shakmaty::{CastlingSide, Chess, File, Move, Position, Rank, Role, Square};

use crate::core::hearing_words::HearingWords;
use crate::core::session::Command;
use crate::core::strings::UiLanguage;
use crate::core::text::fold_words;
use crate::core::voice::{Term, Voice};

use super::error::ListenError;
use super::pronunciations::{Dictionary, Pronunciations};

/// Each term with the phrases (folded words) that say it.
type TermPhrases = Vec<(Term, Vec<Vec<String>>)>;

/// A spoken command of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpokenCommand {
    /// One of the table's typed commands (time, repeat, board).
    Table(Command),
    /// Yes, to a question (a move to confirm).
    Yes,
    /// No, to a question.
    No,
}

/// What a phrase of the book means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Meaning {
    Move(Move),
    /// A phrase that names more than one legal move.
    Ambiguous,
    Command(SpokenCommand),
}

/// The commands the table understands by voice, and their yes and no.
const TABLE_COMMANDS: [Command; 3] = [Command::Time, Command::Repeat, Command::Board];

/// The phrase book of one position in one voice.
#[derive(Debug, Clone)]
pub struct PhraseBook {
    /// Each term and the phrases (folded words) that say it, the voice's own first.
    terms: TermPhrases,
    /// Each move phrase as terms, with its meaning (never a command).
    moves: Vec<(Vec<Term>, Meaning)>,
    /// Each command phrase as folded words.
    commands: Vec<(Vec<String>, SpokenCommand)>,
    /// The pronunciations of every word the book may hear (the same for every position).
    dictionary: Dictionary,
}

impl PhraseBook {
    /// The book of `position`'s legal moves in `voice`'s words, heard with `pronunciations`.
    /// A word of the voice's own move vocabulary without a pronunciation is an error naming it;
    /// an alias or a command without one is left out.
    pub fn new(
        position: &Chess,
        voice: &Voice,
        pronunciations: &Pronunciations,
    ) -> Result<PhraseBook, ListenError> {
        let terms = term_phrases(voice, pronunciations)?;
        let mut moves: Vec<(Vec<Term>, Meaning)> = Vec::new();
        for m in position.legal_moves() {
            for form in move_forms(position, m) {
                match moves.iter_mut().find(|(terms, _)| *terms == form) {
                    Some((_, meaning)) if *meaning != Meaning::Move(m) => {
                        *meaning = Meaning::Ambiguous;
                    }
                    Some(_) => {}
                    None => moves.push((form, Meaning::Move(m))),
                }
            }
        }
        let commands = command_phrases(voice, pronunciations);
        let mut book = PhraseBook {
            terms,
            moves,
            commands,
            dictionary: Dictionary(String::new()),
        };
        book.dictionary = pronunciations.dictionary(book.words());
        Ok(book)
    }

    /// The recogniser's dictionary: every word of the voice the book may hear.
    pub fn dictionary(&self) -> &Dictionary {
        &self.dictionary
    }

    /// The same book without the phrases of `m`: where the recogniser's runner-up is sought.
    #[must_use]
    pub fn without(&self, m: Move) -> PhraseBook {
        let mut book = self.clone();
        book.moves
            .retain(|(_, meaning)| *meaning != Meaning::Move(m));
        book
    }

    /// The same book without the phrase of `command`: where the runner-up of a spoken yes or no
    /// is sought.
    #[must_use]
    pub fn without_command(&self, command: SpokenCommand) -> PhraseBook {
        let mut book = self.clone();
        book.commands.retain(|(_, meant)| *meant != command);
        book
    }

    /// The book of a question waiting for its answer: yes and no alone. Whatever else is said
    /// (a move, a hesitation, a noise) is then heard as neither, never as a move or a yes.
    #[must_use]
    pub fn answers(&self) -> PhraseBook {
        let mut book = self.clone();
        book.moves.clear();
        book.commands
            .retain(|(_, meant)| matches!(meant, SpokenCommand::Yes | SpokenCommand::No));
        book
    }

    /// Every move phrase as terms, with its meaning.
    pub fn move_phrases(&self) -> &[(Vec<Term>, Meaning)] {
        &self.moves
    }

    /// Every command phrase as folded words.
    pub fn command_phrases(&self) -> &[(Vec<String>, SpokenCommand)] {
        &self.commands
    }

    /// The phrases (folded words) that say `term`.
    pub fn phrases_of(&self, term: Term) -> &[Vec<String>] {
        self.terms
            .iter()
            .find(|(t, _)| *t == term)
            .map_or(&[], |(_, phrases)| phrases.as_slice())
    }

    /// Every folded word the book may hear.
    pub fn words(&self) -> impl Iterator<Item = &str> {
        self.terms
            .iter()
            .flat_map(|(_, phrases)| phrases.iter().flatten())
            .chain(self.commands.iter().flat_map(|(words, _)| words.iter()))
            .map(String::as_str)
    }

    /// What the folded `words` mean, if they are a phrase of the book.
    pub fn meaning(&self, words: &[String]) -> Option<Meaning> {
        if let Some((_, command)) = self.commands.iter().find(|(phrase, _)| phrase == words) {
            return Some(Meaning::Command(*command));
        }
        let terms = self.terms_of(words)?;
        self.moves
            .iter()
            .find(|(phrase, _)| *phrase == terms)
            .map(|(_, meaning)| *meaning)
    }

    /// `words` read as terms, longest phrase first.
    fn terms_of(&self, words: &[String]) -> Option<Vec<Term>> {
        let mut terms = Vec::new();
        let mut rest = words;
        while !rest.is_empty() {
            let (term, length) = self
                .terms
                .iter()
                .flat_map(|(term, phrases)| phrases.iter().map(move |p| (*term, p)))
                .filter(|(_, phrase)| rest.starts_with(phrase))
                .map(|(term, phrase)| (term, phrase.len()))
                .max_by_key(|(_, length)| *length)?;
            terms.push(term);
            rest = &rest[length..];
        }
        Some(terms)
    }
}

/// Every term a move phrase uses, with the phrases that say it: the voice's word first, then its
/// aliases whose words all have a pronunciation.
fn term_phrases(
    voice: &Voice,
    pronunciations: &Pronunciations,
) -> Result<TermPhrases, ListenError> {
    let mut terms: TermPhrases = Vec::new();
    for term in all_terms() {
        let own = fold_words(term_word(voice, term));
        if let Some(word) = own.iter().find(|w| !pronunciations.knows(w)) {
            return Err(ListenError::MissingPronunciation {
                voice: voice.name().to_owned(),
                word: word.clone(),
            });
        }
        let mut phrases = vec![own];
        for (phrase, meant) in voice.vocabulary() {
            if *meant == term
                && !phrases.contains(phrase)
                && phrase.iter().all(|w| pronunciations.knows(w))
            {
                phrases.push(phrase.clone());
            }
        }
        terms.push((term, phrases));
    }
    Ok(terms)
}

/// Every term of the move vocabulary.
fn all_terms() -> impl Iterator<Item = Term> {
    File::ALL
        .into_iter()
        .map(Term::File)
        .chain(Rank::ALL.into_iter().map(Term::Rank))
        .chain(Role::ALL.into_iter().map(Term::Piece))
        .chain([
            Term::Castle(CastlingSide::KingSide),
            Term::Castle(CastlingSide::QueenSide),
            Term::Capture,
            Term::EnPassant,
            Term::Promotion,
            Term::Check,
            Term::Checkmate,
        ])
}

/// The voice's own word for `term`.
fn term_word(voice: &Voice, term: Term) -> &str {
    match term {
        Term::File(file) => voice.file(file),
        Term::Rank(rank) => voice.rank(rank),
        Term::Piece(role) => voice.piece(role),
        Term::Castle(side) => voice.castle(side),
        Term::Capture => voice.capture(),
        Term::EnPassant => voice.en_passant(),
        Term::Promotion => voice.promotion(),
        Term::Check => voice.check(),
        Term::Checkmate => voice.checkmate(),
    }
}

/// The table's commands and yes/no in the voice's language, those with pronunciations.
fn command_phrases(
    voice: &Voice,
    pronunciations: &Pronunciations,
) -> Vec<(Vec<String>, SpokenCommand)> {
    let language = UiLanguage::of(voice);
    // The language's own words, from its catalogue: Spanish's "sí" from locales/es.ftl.
    let words = HearingWords::of(language);
    let (yes, no) = (words.yes_word, words.no_word);
    TABLE_COMMANDS
        .into_iter()
        .map(|command| (command.word(language), SpokenCommand::Table(command)))
        .chain([(yes, SpokenCommand::Yes), (no, SpokenCommand::No)])
        .map(|(word, command)| (fold_words(word), command))
        .filter(|(words, _)| !words.is_empty() && words.iter().all(|w| pronunciations.knows(w)))
        .collect()
}

/// Every way move `m` may be said, as terms: the short announcement (with SAN's disambiguation
/// or none), the long one (from-square), a pawn without its name (a push as its bare square),
/// the capture word and the captured piece said or not, `en passant` said or not, the promotion
/// with or without its word, and the check or mate word said or not.
pub fn move_forms(position: &Chess, m: Move) -> Vec<Vec<Term>> {
    let mut after = position.clone();
    after.play_unchecked(m);
    let suffixes: Vec<Vec<Term>> = if after.is_checkmate() {
        vec![vec![], vec![Term::Checkmate]]
    } else if after.is_check() {
        vec![vec![], vec![Term::Check]]
    } else {
        vec![vec![]]
    };
    let bodies = match m.castling_side() {
        Some(side) => vec![vec![Term::Castle(side)]],
        None => piece_move_bodies(position, m),
    };
    let mut forms = Vec::with_capacity(bodies.len() * suffixes.len());
    for body in &bodies {
        for suffix in &suffixes {
            forms.push([body.as_slice(), suffix.as_slice()].concat());
        }
    }
    forms
}

/// The forms of a move that is not castling, without the check word.
fn piece_move_bodies(position: &Chess, m: Move) -> Vec<Vec<Term>> {
    let role = m.role();
    let pawn = role == Role::Pawn;
    let to = m.to();
    let prefixes: Vec<Vec<Term>> = if pawn {
        vec![vec![], vec![Term::Piece(Role::Pawn)]]
    } else {
        vec![vec![Term::Piece(role)]]
    };
    let mut origins: Vec<Vec<Term>> = Vec::new();
    if let Some(from) = m.from() {
        origins.push(square_terms(from));
    }
    if let San::Normal { file, rank, .. } = San::from_move(position, m) {
        let said: Vec<Term> = file
            .map(Term::File)
            .into_iter()
            .chain(rank.map(Term::Rank))
            .collect();
        if !origins.contains(&said) {
            origins.push(said);
        }
    }
    // A pawn capture needs at least its file: "Bauer schlägt David fünf" names no pawn.
    let pawn_capture = pawn && m.is_capture();
    if !pawn_capture && !origins.contains(&Vec::new()) {
        origins.push(Vec::new());
    }
    let captures: Vec<Vec<Term>> = match m.capture() {
        Some(taken) => vec![
            vec![Term::Capture],
            vec![Term::Capture, Term::Piece(taken)],
            vec![],
        ],
        None => vec![vec![]],
    };
    let en_passant: Vec<Vec<Term>> = if m.is_en_passant() {
        vec![vec![], vec![Term::EnPassant]]
    } else {
        vec![vec![]]
    };
    let promotions: Vec<Vec<Term>> = match m.promotion() {
        Some(piece) => vec![
            vec![Term::Promotion, Term::Piece(piece)],
            vec![Term::Piece(piece)],
        ],
        None => vec![vec![]],
    };
    let mut bodies = Vec::new();
    for prefix in &prefixes {
        for origin in &origins {
            for capture in &captures {
                for ep in &en_passant {
                    for promotion in &promotions {
                        bodies.push(
                            [
                                prefix.as_slice(),
                                origin,
                                capture,
                                &square_terms(to),
                                ep,
                                promotion,
                            ]
                            .concat(),
                        );
                    }
                }
            }
        }
    }
    bodies
}

fn square_terms(square: Square) -> Vec<Term> {
    vec![Term::File(square.file()), Term::Rank(square.rank())]
}

#[cfg(test)]
mod tests {
    use shakmaty::fen::Fen;
    use shakmaty::san::San;
    use shakmaty::{CastlingMode, Chess};

    use super::*;

    fn position(fen: &str) -> Chess {
        let fen: Fen = fen.parse().unwrap();
        fen.into_position(CastlingMode::Standard).unwrap()
    }

    fn book(position: &Chess, voice: &str) -> PhraseBook {
        let pronunciations = Pronunciations::builtin(voice).unwrap();
        PhraseBook::new(position, &Voice::builtin(voice).unwrap(), &pronunciations).unwrap()
    }

    fn heard(book: &PhraseBook, position: &Chess, words: &str) -> Option<String> {
        let words: Vec<String> = words.split(' ').map(str::to_owned).collect();
        match book.meaning(&words)? {
            Meaning::Move(m) => Some(San::from_move(position, m).to_string()),
            Meaning::Ambiguous => Some("ambiguous".to_owned()),
            Meaning::Command(_) => Some("command".to_owned()),
        }
    }

    #[test]
    fn every_form_of_section_11_names_its_move() {
        let start = Chess::default();
        let fide = book(&start, "fide");
        for (words, san) in [
            ("springer felix drei", "Nf3"),
            ("springer gustav eins felix drei", "Nf3"),
            ("bauer eva zwei eva vier", "e4"),
            ("eva zwei eva vier", "e4"),
            ("bauer eva vier", "e4"),
            ("eva vier", "e4"),
            ("zeit", "command"),
            ("nein", "command"),
        ] {
            assert_eq!(heard(&fide, &start, words).as_deref(), Some(san), "{words}");
        }
        let en = book(&start, "en");
        assert_eq!(
            heard(&en, &start, "knight foxtrot three").as_deref(),
            Some("Nf3")
        );
        assert_eq!(heard(&en, &start, "pawn echo four").as_deref(), Some("e4"));
        assert_eq!(heard(&en, &start, "time").as_deref(), Some("command"));
        let fr = book(&start, "fr");
        assert_eq!(
            heard(&fr, &start, "cavalier francois trois").as_deref(),
            Some("Nf3")
        );
        assert_eq!(heard(&fr, &start, "oui").as_deref(), Some("command"));
    }

    #[test]
    fn captures_castling_promotion_and_check_words() {
        let open = position("r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 1");
        let fide = book(&open, "fide");
        assert_eq!(heard(&fide, &open, "kurze rochade").as_deref(), Some("O-O"));
        assert_eq!(
            heard(&fide, &open, "lange rochade").as_deref(),
            Some("O-O-O")
        );
        assert_eq!(
            heard(&fide, &open, "laufer schlagt eva sechs").as_deref(),
            Some("Bxe6")
        );
        assert_eq!(
            heard(&fide, &open, "laufer nimmt eva sechs").as_deref(),
            Some("Bxe6"),
            "alias"
        );
        assert_eq!(
            heard(&fide, &open, "laufer cesar vier schlagt laufer eva sechs").as_deref(),
            Some("Bxe6")
        );
        assert_eq!(
            heard(&fide, &open, "laufer eva sechs").as_deref(),
            Some("Bxe6")
        );
        let promotion = position("1r4k1/P7/8/8/8/8/5K2/8 w - - 0 1");
        let fide = book(&promotion, "fide");
        assert_eq!(
            heard(
                &fide,
                &promotion,
                "bauer anna schlagt bella acht umwandlung dame schach"
            )
            .as_deref(),
            Some("axb8=Q")
        );
        assert_eq!(
            heard(&fide, &promotion, "anna acht dame").as_deref(),
            Some("a8=Q")
        );
        assert_eq!(
            heard(&fide, &promotion, "anna acht").as_deref(),
            None,
            "no piece named"
        );
        assert_eq!(
            heard(&fide, &promotion, "anna acht umwandlung turm matt").as_deref(),
            None,
            "a8=R does not mate"
        );
    }

    #[test]
    fn a_phrase_of_two_moves_is_ambiguous_and_minimal_disambiguation_is_not() {
        let two_knights = position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
        let fide = book(&two_knights, "fide");
        assert_eq!(
            heard(&fide, &two_knights, "springer david zwei").as_deref(),
            Some("ambiguous")
        );
        assert_eq!(
            heard(&fide, &two_knights, "springer bella david zwei").as_deref(),
            Some("Nbd2")
        );
        assert_eq!(
            heard(&fide, &two_knights, "springer felix drei david zwei").as_deref(),
            Some("Nfd2")
        );
    }

    #[test]
    fn a_word_without_pronunciation_is_named() {
        let pronunciations = Pronunciations::parse("anna AA N AA\n", "t").unwrap();
        let error = PhraseBook::new(&Chess::default(), &Voice::fide(), &pronunciations)
            .unwrap_err()
            .to_string();
        assert!(error.contains("bella"), "{error}");
    }
}
