//! Reading typed or dictated moves.
//!
//! A player may type SAN with English (K Q R B N), German (K D T L S) or French (R D T F C,
//! Appendix C.2) piece letters, UCI or long algebraic (`g1f3`, `Ng1-f3`), or the words of any
//! voice (`Springer Felix drei`, `Eva vier`, `Kurze Rochade`, `Knight Foxtrot three`), in any
//! case and with or without accents.
//!
//! Every reading of the input is turned into a [`Pattern`] and matched against the legal moves.
//! Readings come in two tiers: exact ones (SAN as written with English letters or the letters of
//! the player's language, coordinates, voice words) and loose ones (lower-case piece letters,
//! the letters of other languages). The loose tier is used only when the exact tier finds no
//! legal move, so `bxc4` is the b-pawn and `Bxc4` the bishop, but `sf3` is still a knight. If the
//! readings of a tier mean more than one legal move, the move is ambiguous and every candidate is
//! reported: a blind player must never have a move played that they did not mean.

use std::fmt;

use shakmaty::{CastlingSide, Chess, Color, File, Move, Piece, Position, Rank, Role, Square};

use super::message::{Message, Sentences};
use super::phrasing::{Style, announce};
use super::text::fold_words;
use super::voice::{Term, Voice};

/// What a reading of the input asks for; `None` fields are not constrained.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Pattern {
    pub castle: Option<CastlingSide>,
    pub role: Option<Role>,
    pub from_file: Option<File>,
    pub from_rank: Option<Rank>,
    pub to: Option<Square>,
    pub capture: bool,
    pub captured: Option<Role>,
    pub en_passant: bool,
    pub promotion: Option<Role>,
}

impl Pattern {
    fn origin(&self) -> Option<Square> {
        Some(Square::from_coords(self.from_file?, self.from_rank?))
    }

    /// Whether legal move `m` is what this reading means.
    pub fn matches(&self, m: Move) -> bool {
        if let Some(side) = self.castle {
            return m.castling_side() == Some(side);
        }
        let from = self.origin();
        if let Move::Castle { king, rook } = m {
            // Castling typed as a king move needs the king's square: `e1g1`, `Ke1g1` or, as
            // UCI writes Chess960 castling, the king taking its own rook (`e1h1`).
            let side = CastlingSide::from_king_side(king < rook);
            let king_to = Square::from_coords(side.king_to_file(), king.rank());
            return from == Some(king)
                && matches!(self.role, None | Some(Role::King))
                && (self.to == Some(king_to) || self.to == Some(rook))
                && !self.capture;
        }
        let role_ok = match self.role {
            Some(role) => m.role() == role,
            // No piece named: a pawn move, unless the from-square is complete (`e2e4`, `g1f3`).
            None => from.is_some() || m.role() == Role::Pawn,
        };
        role_ok
            && self
                .from_file
                .is_none_or(|f| m.from().is_some_and(|s| s.file() == f))
            && self
                .from_rank
                .is_none_or(|r| m.from().is_some_and(|s| s.rank() == r))
            && self.to == Some(m.to())
            && (!self.capture || m.is_capture())
            && self.captured.is_none_or(|c| m.capture() == Some(c))
            && (!self.en_passant || m.is_en_passant())
            && self.promotion.is_none_or(|p| m.promotion() == Some(p))
    }
}

/// Why a typed move was not played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// Nothing was typed.
    Empty,
    /// The input reads as no move in any notation or voice.
    NotAMove { input: String },
    /// The input reads as a move, but no legal move fits; `nearby` are legal moves of the same
    /// piece kind or to the same square, to help the player find what they meant.
    Illegal {
        input: String,
        pattern: Pattern,
        nearby: Vec<Move>,
    },
    /// The input fits several legal moves.
    Ambiguous {
        input: String,
        candidates: Vec<Move>,
    },
}

impl ReadError {
    /// One line for the player in the voice's language, with every move phrased in `voice`.
    pub fn describe(&self, pos: &Chess, voice: &Voice) -> String {
        let strings = super::strings::for_voice(voice);
        let say = |m: &Move| announce(pos, *m, voice, Style::Short);
        match self {
            ReadError::Empty => strings.no_move_given.to_owned(),
            ReadError::NotAMove { input } => {
                strings.say(&Message::new("not-a-move").text("input", input.as_str()))
            }
            ReadError::Ambiguous { input, candidates } if is_promotion_choice(candidates) => {
                // One pawn's step to the last rank: ask only which piece, in the voice's words
                // (Appendix D names the piece), not four whole moves.
                let pieces: Vec<String> = candidates
                    .iter()
                    .filter_map(|m| m.promotion())
                    .map(|role| voice.piece(role).to_owned())
                    .collect();
                strings.say(
                    &Message::new("promotion-which")
                        .text("input", input.as_str())
                        .text("pieces", join_or(&pieces, strings.or)),
                )
            }
            ReadError::Ambiguous { input, candidates } => {
                let list: Vec<String> = candidates.iter().map(say).collect();
                strings.say(
                    &Message::new("ambiguous-move")
                        .text("input", input.as_str())
                        .text("list", join_or(&list, strings.or)),
                )
            }
            ReadError::Illegal {
                input,
                pattern,
                nearby,
            } => {
                // A move from a named square (`e1e5`, `c1-f4`) is the move of what stands there.
                let origin = pattern.origin().filter(|_| pattern.castle.is_none());
                let standing = origin.map(|square| (square, pos.board().piece_at(square)));
                let mut line = match standing {
                    Some((square, None)) if pattern.role.is_none() => strings.say(
                        &Message::new("from-square-empty")
                            .text("input", input.as_str())
                            .text(
                                "square",
                                format!(
                                    "{} {}",
                                    voice.file(square.file()),
                                    voice.rank(square.rank())
                                ),
                            ),
                    ),
                    _ => {
                        let piece = standing
                            .and_then(|(_, piece)| piece)
                            .filter(|_| pattern.role.is_none());
                        let what = describe_pattern(pattern, piece, pos.turn(), voice);
                        strings.say(
                            &Message::new("move-not-possible")
                                .text("input", input.as_str())
                                .text("move", what),
                        )
                    }
                };
                // A few moves are named; more would be a list to sit through: the count, and
                // the command that names them on request.
                if (1..=MOVES_NAMED).contains(&nearby.len()) {
                    let list: Vec<String> = nearby.iter().map(say).collect();
                    line.push_str(strings.separator);
                    line.push_str(
                        &strings.say(&Message::new("possible-moves").text("list", list.join(", "))),
                    );
                } else if nearby.len() > MOVES_NAMED {
                    let count = u32::try_from(nearby.len()).unwrap_or(u32::MAX);
                    let n = voice.number(count).unwrap_or_else(|| count.to_string());
                    line.push_str(strings.separator);
                    line.push_str(
                        &strings.say(
                            &Message::new("many-possible")
                                .text("n", n)
                                .number("count", nearby.len())
                                .text(
                                    "legal",
                                    super::command::Command::Legal
                                        .word(super::strings::UiLanguage::of(voice)),
                                ),
                        ),
                    );
                }
                line
            }
        }
    }
}

/// Whether the moves are one pawn's step to the last rank, differing only in the piece it
/// becomes.
fn is_promotion_choice(candidates: &[Move]) -> bool {
    let first = candidates.first();
    candidates.len() > 1
        && candidates.iter().all(|m| {
            m.promotion().is_some()
                && first.is_some_and(|f| f.from() == m.from() && f.to() == m.to())
        })
}

/// At most this many possible moves are named when a move is refused.
const MOVES_NAMED: usize = 3;

impl fmt::Display for ReadError {
    /// Without a position the moves cannot be phrased; this names the input only.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Empty => f.write_str("no move given"),
            ReadError::NotAMove { input } => write!(f, "not a move: \"{input}\""),
            ReadError::Illegal { input, .. } => write!(f, "illegal move \"{input}\""),
            ReadError::Ambiguous { input, candidates } => {
                write!(
                    f,
                    "ambiguous move \"{input}\" ({} candidates)",
                    candidates.len()
                )
            }
        }
    }
}

impl std::error::Error for ReadError {}

fn join_or(items: &[String], or: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {or} {last}", rest.join(", ")),
    }
}

/// The pattern in the words of `voice` ("Springer Felix fünf"). `standing` is the piece on the
/// pattern's from-square when the input named no piece: it is the piece meant, named with its
/// colour when it is not the mover's (`turn`).
fn describe_pattern(
    pattern: &Pattern,
    standing: Option<Piece>,
    turn: Color,
    voice: &Voice,
) -> String {
    if let Some(side) = pattern.castle {
        return voice.castle(side).to_owned();
    }
    let strings = super::strings::for_voice(voice);
    let piece_word = match standing {
        Some(piece) if piece.color != turn => {
            strings.piece_of(piece.color, piece.role, voice.piece(piece.role))
        }
        Some(piece) => voice.piece(piece.role).to_owned(),
        None => voice.piece(pattern.role.unwrap_or(Role::Pawn)).to_owned(),
    };
    let mut words: Vec<&str> = vec![&piece_word];
    if let Some(file) = pattern.from_file {
        words.push(voice.file(file));
    }
    if let Some(rank) = pattern.from_rank {
        words.push(voice.rank(rank));
    }
    if pattern.capture {
        words.push(voice.capture());
        if let Some(role) = pattern.captured {
            words.push(voice.piece(role));
        }
    }
    if let Some(to) = pattern.to {
        words.push(voice.file(to.file()));
        words.push(voice.rank(to.rank()));
    }
    if pattern.en_passant {
        words.push(voice.en_passant());
    }
    if let Some(role) = pattern.promotion {
        words.push(voice.promotion());
        words.push(voice.piece(role));
    }
    words.join(" ")
}

/// Piece letters of one language, upper case.
#[derive(Debug, Clone, Copy)]
struct Letters {
    king: char,
    queen: char,
    rook: char,
    bishop: char,
    knight: char,
}

/// The letters SAN is written with everywhere (FIDE Appendix C.2 in English).
const ENGLISH: Letters = Letters {
    king: 'K',
    queen: 'Q',
    rook: 'R',
    bishop: 'B',
    knight: 'N',
};

impl Letters {
    /// The letters of an interface language, from its catalogue (`piece-letters`), so that a
    /// language brought by a file is typed in its own letters (Spanish `Af4`); a letter that is
    /// not one upper-case character is never matched.
    fn of(language: super::language::UiLanguage) -> Letters {
        let letters = super::strings::Strings::of(language).piece_letters;
        let letter = |text: &str| {
            let mut chars = text.chars().flat_map(char::to_uppercase);
            match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_alphabetic() => c,
                _ => '\0',
            }
        };
        Letters {
            king: letter(letters.king),
            queen: letter(letters.queen),
            rook: letter(letters.rook),
            bishop: letter(letters.bishop),
            knight: letter(letters.knight),
        }
    }

    /// The letters of the language a voice speaks, English's for a language the run does not
    /// know.
    fn for_language(language: &str) -> Letters {
        super::language::UiLanguage::known(language).map_or(ENGLISH, Letters::of)
    }

    fn role(&self, upper: char) -> Option<Role> {
        [
            (self.king, Role::King),
            (self.queen, Role::Queen),
            (self.rook, Role::Rook),
            (self.bishop, Role::Bishop),
            (self.knight, Role::Knight),
        ]
        .into_iter()
        .find_map(|(letter, role)| (letter == upper).then_some(role))
    }
}

/// Reads `input` as a legal move in `pos`. `voices` are the voices whose words are understood,
/// the player's own first: its language decides which piece letters are exact.
pub fn read_move(pos: &Chess, input: &str, voices: &[&Voice]) -> Result<Move, ReadError> {
    let trimmed = input.trim();
    if trimmed.is_empty() {
        return Err(ReadError::Empty);
    }
    let own_letters = voices
        .first()
        .map_or(ENGLISH, |v| Letters::for_language(v.language()));
    let mut exact = Vec::new();
    let mut loose = Vec::new();
    algebraic_readings(trimmed, &own_letters, &mut exact, &mut loose);
    for voice in voices {
        if let Some(pattern) = word_reading(trimmed, voice) {
            exact.push(pattern);
        }
    }
    if exact.is_empty() && loose.is_empty() {
        return Err(ReadError::NotAMove {
            input: trimmed.to_owned(),
        });
    }
    matching_move(pos, trimmed, &exact, &loose)
}

/// Reads a move from one square to another (the screen's board, a braille display's routing
/// keys) as the same squares typed in UCI are read: the move, or why there is none.
pub fn read_squares(pos: &Chess, from: Square, to: Square) -> Result<Move, ReadError> {
    let pattern = Pattern {
        from_file: Some(from.file()),
        from_rank: Some(from.rank()),
        to: Some(to),
        ..Pattern::default()
    };
    matching_move(pos, &format!("{from}{to}"), &[pattern], &[])
}

/// The one legal move the readings mean (the exact tier first), or why there is none; `input`
/// is what the player gave, for the refusal.
fn matching_move(
    pos: &Chess,
    trimmed: &str,
    exact: &[Pattern],
    loose: &[Pattern],
) -> Result<Move, ReadError> {
    let legal = pos.legal_moves();
    for tier in [exact, loose] {
        let mut found: Vec<Move> = Vec::new();
        for m in &legal {
            if tier.iter().any(|p| p.matches(*m)) && !found.contains(m) {
                found.push(*m);
            }
        }
        // In Chess960 `Kd1c1` can be both a king step and castling onto c1; a square-to-square
        // reading means the step, as in UCI, and castling must be said as castling.
        if found.iter().any(|m| !m.is_castle()) {
            found.retain(|m| {
                !m.is_castle() || tier.iter().any(|p| p.castle.is_some() && p.matches(*m))
            });
        }
        match found.as_slice() {
            [] => {}
            [one] => return Ok(*one),
            _ => {
                return Err(ReadError::Ambiguous {
                    input: trimmed.to_owned(),
                    candidates: found,
                });
            }
        }
    }
    let pattern = exact.first().or(loose.first()).copied().unwrap_or_default();
    Err(ReadError::Illegal {
        input: trimmed.to_owned(),
        pattern,
        nearby: nearby_moves(pos, &legal, &pattern),
    })
}

/// Legal moves that help after an illegal one: those of the piece on the named from-square,
/// else those of the named piece kind (or of the kind standing on the from-square), else those
/// to the named square.
fn nearby_moves(pos: &Chess, legal: &[Move], pattern: &Pattern) -> Vec<Move> {
    if pattern.castle.is_some() {
        return legal
            .iter()
            .filter(|m| m.role() == Role::King)
            .copied()
            .collect();
    }
    let role = match (pattern.role, pattern.origin()) {
        (Some(role), _) => Some(role),
        (None, Some(origin)) => {
            let from_origin: Vec<Move> = legal
                .iter()
                .filter(|m| m.from() == Some(origin))
                .copied()
                .collect();
            if !from_origin.is_empty() {
                return from_origin;
            }
            pos.board()
                .piece_at(origin)
                .filter(|piece| piece.color == pos.turn())
                .map(|piece| piece.role)
        }
        (None, None) => Some(Role::Pawn),
    };
    let same_kind: Vec<Move> = legal
        .iter()
        .filter(|m| Some(m.role()) == role)
        .copied()
        .collect();
    if same_kind.is_empty() {
        legal
            .iter()
            .filter(|m| Some(m.to()) == pattern.to)
            .copied()
            .collect()
    } else {
        same_kind
    }
}

/// SAN, long algebraic and UCI readings, by piece-letter language and case.
fn algebraic_readings(
    input: &str,
    own: &Letters,
    exact: &mut Vec<Pattern>,
    loose: &mut Vec<Pattern>,
) {
    let compact: String = input.chars().filter(|c| !c.is_whitespace()).collect();
    if let Some(side) = castling_notation(&compact) {
        exact.push(Pattern {
            castle: Some(side),
            ..Pattern::default()
        });
        return;
    }
    let Some((body, en_passant)) = strip_annotations(&compact) else {
        return;
    };
    let chars: Vec<char> = body.chars().collect();
    let Some(&first) = chars.first() else {
        return;
    };
    let rest = &chars[1..];
    // Pawn and coordinate readings: the input starts on a file letter.
    if first.is_ascii_lowercase()
        && let Some(pattern) = squares_reading(&chars, None, en_passant)
    {
        exact.push(pattern);
    }
    if first.is_ascii_uppercase() {
        for letters in [&ENGLISH, own] {
            if let Some(role) = letters.role(first)
                && let Some(pattern) = squares_reading(rest, Some(role), en_passant)
            {
                exact.push(pattern);
            }
        }
    }
    // Loose readings: any case, any language.
    let upper = first.to_ascii_uppercase();
    // The languages of the run whose catalogue is read (a brought one nobody asked for is not).
    for letters in super::language::UiLanguage::all()
        .into_iter()
        .filter(|&language| super::catalogue::Catalogue::is_loaded(language))
        .map(Letters::of)
    {
        if let Some(role) = letters.role(upper)
            && let Some(pattern) = squares_reading(rest, Some(role), en_passant)
        {
            loose.push(pattern);
        }
    }
    let lowered: Vec<char> = chars.iter().map(char::to_ascii_lowercase).collect();
    if let Some(pattern) = squares_reading(&lowered, None, en_passant) {
        loose.push(pattern);
    }
}

fn castling_notation(compact: &str) -> Option<CastlingSide> {
    let core: String = compact
        .trim_end_matches(['+', '#', '!', '?'])
        .chars()
        .filter(|c| *c != '-')
        .map(|c| {
            if c == '0' {
                'O'
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect();
    match core.as_str() {
        "OO" => Some(CastlingSide::KingSide),
        "OOO" => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// Strips check marks, annotation glyphs and an "e.p." mark; returns the rest and whether the
/// player said en passant.
fn strip_annotations(compact: &str) -> Option<(String, bool)> {
    let mut body = compact.trim_end_matches(['+', '#', '!', '?']).to_owned();
    let lower = body.to_ascii_lowercase();
    let mut en_passant = false;
    for mark in ["e.p.", "e.p", "ep"] {
        if lower.len() > mark.len() + 1 && lower.ends_with(mark) {
            body.truncate(body.len() - mark.len());
            en_passant = true;
            break;
        }
    }
    let body = body.trim_end_matches(['+', '#', '!', '?']).to_owned();
    (!body.is_empty() && body.is_ascii()).then_some((body, en_passant))
}

/// Reads `[file][rank][-|x|:]file rank[[=/(]promotion[)]]` after an optional piece letter.
fn squares_reading(chars: &[char], role: Option<Role>, en_passant: bool) -> Option<Pattern> {
    let mut end = chars.len();
    let mut promotion = None;
    // Promotion: a trailing piece letter, optionally behind '=', '/' or in parentheses.
    if end >= 1 && chars[end - 1] == ')' {
        end -= 1;
    }
    if end >= 1
        && chars[end - 1].is_ascii_alphabetic()
        && end >= 2
        && !chars[end - 2].is_ascii_alphabetic()
    {
        promotion = Some(promotion_role(chars[end - 1])?);
        end -= 1;
        if end >= 1 && matches!(chars[end - 1], '=' | '/' | '(') {
            end -= 1;
        }
    }
    let body = &chars[..end];
    // Destination: the last file and rank.
    let [prefix @ .., to_file, to_rank] = body else {
        return None;
    };
    let to = Square::from_coords(file_of(*to_file)?, rank_of(*to_rank)?);
    let mut pattern = Pattern {
        role,
        to: Some(to),
        promotion,
        en_passant,
        ..Pattern::default()
    };
    let mut prefix = prefix;
    if let [head @ .., mark] = prefix
        && matches!(mark, 'x' | 'X' | ':' | '-')
    {
        pattern.capture = *mark != '-';
        prefix = head;
    }
    match prefix {
        [] => {}
        [c] => {
            if let Some(file) = file_of(*c) {
                pattern.from_file = Some(file);
            } else {
                pattern.from_rank = Some(rank_of(*c)?);
            }
        }
        [f, r] => {
            pattern.from_file = Some(file_of(*f)?);
            pattern.from_rank = Some(rank_of(*r)?);
        }
        _ => return None,
    }
    // A pawn named by its own file alone (`cc6`, `cxc6`) is no notation anyone writes: only a
    // capture changes a pawn's file. Refusing it keeps `Cc6` (a French knight) unambiguous.
    if role.is_none() && pattern.from_rank.is_none() && pattern.from_file == Some(to.file()) {
        return None;
    }
    Some(pattern)
}

/// A promotion piece by any language's letter: they never clash, since no pawn becomes a king
/// (so French `R`, the king, cannot be meant) and the others differ.
fn promotion_role(letter: char) -> Option<Role> {
    match letter.to_ascii_uppercase() {
        'Q' | 'D' => Some(Role::Queen),
        'R' | 'T' => Some(Role::Rook),
        'B' | 'L' | 'F' => Some(Role::Bishop),
        'N' | 'S' | 'C' => Some(Role::Knight),
        _ => None,
    }
}

fn file_of(c: char) -> Option<File> {
    matches!(c, 'a'..='h').then(|| File::new(u32::from(c) - u32::from('a')))
}

fn rank_of(c: char) -> Option<Rank> {
    matches!(c, '1'..='8').then(|| Rank::new(u32::from(c) - u32::from('1')))
}

/// The reading of `input` as words of `voice`, if every word is understood and they form a move.
pub fn word_reading(input: &str, voice: &Voice) -> Option<Pattern> {
    let terms = terms_of(input, voice)?;
    pattern_of_terms(&terms)
}

/// The words of `input` as move terms: the voice's phrases (longest first), or a square written
/// as letters and digits (`f3`, `f 3`).
fn terms_of(input: &str, voice: &Voice) -> Option<Vec<Term>> {
    let words = fold_words(input);
    let mut terms = Vec::with_capacity(words.len());
    let mut i = 0;
    'words: while i < words.len() {
        for (phrase, term) in voice.vocabulary() {
            if words[i..].starts_with(phrase) {
                terms.push(*term);
                i += phrase.len();
                continue 'words;
            }
        }
        let chars: Vec<char> = words[i].chars().collect();
        match chars.as_slice() {
            [f] if file_of(*f).is_some() => terms.push(Term::File(file_of(*f)?)),
            [r] if rank_of(*r).is_some() => terms.push(Term::Rank(rank_of(*r)?)),
            [f, r] => {
                terms.push(Term::File(file_of(*f)?));
                terms.push(Term::Rank(rank_of(*r)?));
            }
            _ => return None,
        }
        i += 1;
    }
    Some(terms)
}

/// `[piece] [from] [capture [piece]] to [en passant] [[promotion] piece] [check|mate]`, or a
/// castling phrase.
fn pattern_of_terms(terms: &[Term]) -> Option<Pattern> {
    let mut terms = terms;
    while let [head @ .., Term::Check | Term::Checkmate] = terms {
        terms = head;
    }
    if let [Term::Castle(side)] = terms {
        return Some(Pattern {
            castle: Some(*side),
            ..Pattern::default()
        });
    }
    let mut pattern = Pattern::default();
    if let [Term::Piece(role), rest @ ..] = terms {
        pattern.role = Some(*role);
        terms = rest;
    }
    // The tail after the destination: en passant, promotion.
    let mut tail_start = terms.len();
    loop {
        match &terms[..tail_start] {
            [.., Term::Promotion, Term::Piece(role)] => {
                pattern.promotion = Some(*role);
                tail_start -= 2;
            }
            // A promotion piece said without the promotion word ("Eva acht Dame").
            [.., Term::Rank(_), Term::Piece(role)] if pattern.promotion.is_none() => {
                pattern.promotion = Some(*role);
                tail_start -= 1;
            }
            [.., Term::EnPassant] if !pattern.en_passant => {
                pattern.en_passant = true;
                tail_start -= 1;
            }
            _ => break,
        }
    }
    let squares = &terms[..tail_start];
    let [before @ .., Term::File(to_file), Term::Rank(to_rank)] = squares else {
        return None;
    };
    pattern.to = Some(Square::from_coords(*to_file, *to_rank));
    let mut from_terms = before;
    match before {
        [head @ .., Term::Capture, Term::Piece(captured)] => {
            pattern.capture = true;
            pattern.captured = Some(*captured);
            from_terms = head;
        }
        [head @ .., Term::Capture] => {
            pattern.capture = true;
            from_terms = head;
        }
        _ => {}
    }
    match from_terms {
        [] => {}
        [Term::File(file)] => pattern.from_file = Some(*file),
        [Term::Rank(rank)] => pattern.from_rank = Some(*rank),
        [Term::File(file), Term::Rank(rank)] => {
            pattern.from_file = Some(*file);
            pattern.from_rank = Some(*rank);
        }
        _ => return None,
    }
    Some(pattern)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen, uci::UciMove};

    fn position(fen: &str) -> Chess {
        let fen: Fen = fen.parse().unwrap();
        fen.into_position(CastlingMode::Chess960).unwrap()
    }

    fn uci(m: Move) -> String {
        UciMove::from_move(m, CastlingMode::Standard).to_string()
    }

    fn read(fen: &str, input: &str, voice: &str) -> Result<String, ReadError> {
        let pos = position(fen);
        let own = Voice::builtin(voice).unwrap();
        let others = Voice::builtins();
        let mut voices = vec![&own];
        voices.extend(others.iter().filter(|v| v.name() != voice));
        read_move(&pos, input, &voices).map(uci)
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn reads_san_in_three_languages() {
        for input in [
            "Nf3", "Sf3", "Cf3", "nf3", "sf3", "N f3", "Ng1f3", "Ng1-f3", "g1f3", "G1F3",
        ] {
            assert_eq!(read(START, input, "fide").as_deref(), Ok("g1f3"), "{input}");
        }
        assert_eq!(read(START, "e4", "fide").as_deref(), Ok("e2e4"));
        assert_eq!(read(START, "E4", "fide").as_deref(), Ok("e2e4"));
        assert_eq!(read(START, "e2-e4", "fide").as_deref(), Ok("e2e4"));
    }

    #[test]
    fn reads_spoken_words_of_every_voice() {
        for input in [
            "Springer Felix drei",
            "springer felix drei",
            "SPRINGER FELIX DREI",
            "Springer f3",
            "Springer Gustav eins Felix drei",
            "Knight Foxtrot three",
            "Cavalier François trois",
            "cavalier francois trois",
        ] {
            assert_eq!(read(START, input, "fide").as_deref(), Ok("g1f3"), "{input}");
        }
        assert_eq!(read(START, "Bauer Eva vier", "fide").as_deref(), Ok("e2e4"));
        assert_eq!(read(START, "Eva vier", "fide").as_deref(), Ok("e2e4"));
        assert_eq!(
            read(START, "Eva zwei Eva vier", "fide").as_deref(),
            Ok("e2e4")
        );
    }

    #[test]
    fn reads_castling_in_every_form() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        for input in [
            "O-O",
            "0-0",
            "o-o",
            "Kurze Rochade",
            "kurze rochade",
            "castles kingside",
            "petit roque",
            "e1g1",
            "e1h1",
        ] {
            assert_eq!(read(fen, input, "fide").as_deref(), Ok("e1g1"), "{input}");
        }
        for input in ["O-O-O", "0-0-0+", "Lange Rochade", "grand roque", "e1c1"] {
            assert_eq!(read(fen, input, "fide").as_deref(), Ok("e1c1"), "{input}");
        }
    }

    #[test]
    fn chess960_king_step_onto_the_castling_square_is_a_step() {
        // King d1, rook a1: Kd1-c1 is a step, and queen-side castling also ends on c1.
        let fen = "rk6/8/8/8/8/8/8/R2K4 w A - 0 1";
        assert_eq!(read(fen, "d1c1", "fide").as_deref(), Ok("d1c1"));
        assert_eq!(
            read(fen, "König David eins Cesar eins", "fide").as_deref(),
            Ok("d1c1")
        );
        let pos = position(fen);
        let castle = read_move(&pos, "Lange Rochade", &[&Voice::fide()]).unwrap();
        assert_eq!(
            castle,
            Move::Castle {
                king: Square::D1,
                rook: Square::A1
            }
        );
        assert_eq!(read_move(&pos, "O-O-O", &[&Voice::fide()]), Ok(castle));
        assert_eq!(read_move(&pos, "d1a1", &[&Voice::fide()]), Ok(castle));
    }

    #[test]
    fn case_decides_pawn_or_bishop() {
        // Both the b-pawn and the bishop can take on c4.
        let fen = "4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1";
        assert_eq!(read(fen, "bxc4", "fide").as_deref(), Ok("b3c4"));
        assert_eq!(read(fen, "Bxc4", "fide").as_deref(), Ok("f1c4"));
        assert_eq!(read(fen, "Lxc4", "fide").as_deref(), Ok("f1c4"));
    }

    #[test]
    fn french_r_is_king_for_a_french_player_and_asks_when_both_fit() {
        // Rook a1 and king e2 can both reach d2? Rook on d1 and king on e1 can both reach d2.
        let fen = "4k3/8/8/8/8/8/8/3RK3 w - - 0 1";
        assert_eq!(read(fen, "Rd2", "fide").as_deref(), Ok("d1d2"));
        match read(fen, "Rd2", "fr") {
            Err(ReadError::Ambiguous { candidates, .. }) => assert_eq!(candidates.len(), 2),
            other => panic!("expected ambiguity, got {other:?}"),
        }
    }

    #[test]
    fn promotions_and_en_passant() {
        let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
        for (input, want) in [
            ("a8=Q", "a7a8q"),
            ("a8Q", "a7a8q"),
            ("a8=D", "a7a8q"),
            ("a8(N)", "a7a8n"),
            ("a7a8n", "a7a8n"),
            ("a8S", "a7a8n"),
            ("Bauer Anna acht Umwandlung Springer", "a7a8n"),
            ("Anna acht Dame", "a7a8q"),
            ("Pawn Alpha eight promotes to Rook", "a7a8r"),
            ("Pion Anatole huit promotion Fou", "a7a8b"),
        ] {
            assert_eq!(read(fen, input, "fide").as_deref(), Ok(want), "{input}");
        }
        match read(fen, "a8", "fide") {
            Err(ReadError::Ambiguous { candidates, .. }) => assert_eq!(candidates.len(), 4),
            other => panic!("expected ambiguity, got {other:?}"),
        }
        let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
        for input in [
            "exd6",
            "exd6 e.p.",
            "ed6",
            "Bauer Eva schlägt David sechs en passant",
            "e5d6",
        ] {
            assert_eq!(read(fen, input, "fide").as_deref(), Ok("e5d6"), "{input}");
        }
    }

    #[test]
    fn ambiguous_moves_list_every_candidate_phrased() {
        let fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
        let pos = position(fen);
        let voice = Voice::fide();
        let error = read_move(&pos, "Nd2", &[&voice]).unwrap_err();
        assert_eq!(
            error.describe(&pos, &voice),
            "mehrdeutiger Zug „Nd2“: Springer Bella David zwei oder Springer Felix David zwei?"
        );
        assert_eq!(read(fen, "Nbd2", "fide").as_deref(), Ok("b1d2"));
        assert_eq!(
            read(fen, "Springer Felix David zwei", "fide").as_deref(),
            Ok("f3d2")
        );
    }

    fn refusal(fen: &str, input: &str, voice: &Voice) -> String {
        let pos = position(fen);
        read_move(&pos, input, &[voice])
            .unwrap_err()
            .describe(&pos, voice)
    }

    #[test]
    fn an_illegal_square_to_square_move_names_the_piece_on_its_from_square() {
        let fide = Voice::fide();
        let english = Voice::builtin("en").unwrap();
        assert_eq!(
            refusal(START, "e1e5", &fide),
            "unmöglicher Zug „e1e5“: König Eva eins Eva fünf geht nicht"
        );
        assert_eq!(
            refusal(START, "c1-f4", &fide),
            "unmöglicher Zug „c1-f4“: Läufer Cesar eins Felix vier geht nicht; \
             möglich: Bauer Felix vier"
        );
        assert_eq!(
            refusal(START, "e1e5", &english),
            "illegal move \"e1e5\": King Echo one Echo five is not possible"
        );
        assert_eq!(
            refusal(START, "c1f4", &english),
            "illegal move \"c1f4\": Bishop Charlie one Foxtrot four is not possible; \
             possible: Pawn Foxtrot four"
        );
        // The knight on g1 is pinned by the rook on h1.
        let pinned = "4k3/8/8/8/8/8/8/4K1Nr w - - 0 1";
        assert_eq!(
            refusal(pinned, "g1f3", &fide),
            "unmöglicher Zug „g1f3“: Springer Gustav eins Felix drei geht nicht"
        );
        // A named piece is described as named.
        assert!(refusal(START, "Ke1e5", &fide).contains("König Eva eins Eva fünf"));
    }

    #[test]
    fn an_illegal_square_to_square_move_lists_the_moves_of_that_piece() {
        let fide = Voice::fide();
        assert_eq!(
            refusal(START, "e2e5", &fide),
            "unmöglicher Zug „e2e5“: Bauer Eva zwei Eva fünf geht nicht; \
             möglich: Bauer Eva drei, Bauer Eva vier"
        );
        assert_eq!(
            refusal(START, "g1g3", &fide),
            "unmöglicher Zug „g1g3“: Springer Gustav eins Gustav drei geht nicht; \
             möglich: Springer Felix drei, Springer Hector drei"
        );
    }

    #[test]
    fn a_move_from_an_empty_square_says_the_square_is_empty() {
        assert_eq!(
            refusal(START, "e3e4", &Voice::fide()),
            "unmöglicher Zug „e3e4“: auf Eva drei steht keine Figur; möglich: Bauer Eva vier"
        );
        assert_eq!(
            refusal(START, "e3-e4", &Voice::builtin("en").unwrap()),
            "illegal move \"e3-e4\": there is no piece on Echo three; possible: Pawn Echo four"
        );
        assert!(
            refusal(START, "d4d5", &Voice::builtin("fr").unwrap())
                .ends_with("il n'y a pas de pièce sur Désiré quatre"),
        );
    }

    #[test]
    fn a_move_of_the_opponents_piece_names_its_colour() {
        assert_eq!(
            refusal(START, "e7e5", &Voice::fide()),
            "unmöglicher Zug „e7e5“: schwarzer Bauer Eva sieben Eva fünf geht nicht"
        );
        assert_eq!(
            refusal(START, "g8f6", &Voice::builtin("en").unwrap()),
            "illegal move \"g8f6\": black Knight Golf eight Foxtrot six is not possible"
        );
    }

    #[test]
    fn illegal_and_unknown_input_say_why() {
        let pos = position(START);
        let voice = Voice::fide();
        let error = read_move(&pos, "Nf5", &[&voice]).unwrap_err();
        let text = error.describe(&pos, &voice);
        // Four knight moves are possible: more than a sentence names, so the count and the
        // command that names them.
        assert_eq!(
            text,
            "unmöglicher Zug „Nf5“: Springer Felix fünf geht nicht; vier Züge möglich; legale mit \
             dem Feld zählt sie auf"
        );
        let english = Voice::builtin("en").unwrap();
        let text = read_move(&pos, "e5", &[&english])
            .unwrap_err()
            .describe(&pos, &english);
        let expected = "illegal move \"e5\": Pawn Echo five is not possible; sixteen moves \
                        possible; legal followed by the square lists them";
        assert_eq!(text, expected);
        assert_eq!(read_move(&pos, "   ", &[&voice]), Err(ReadError::Empty));
        assert!(matches!(
            read_move(&pos, "hello world", &[&voice]),
            Err(ReadError::NotAMove { .. })
        ));
        assert!(matches!(
            read_move(&pos, "Springer Felix", &[&voice]),
            Err(ReadError::NotAMove { .. })
        ));
        assert!(matches!(
            read_move(&pos, "e9", &[&voice]),
            Err(ReadError::NotAMove { .. })
        ));
        assert!(matches!(
            read_move(&pos, "Ke2", &[&voice]),
            Err(ReadError::Illegal { .. })
        ));
    }
}
