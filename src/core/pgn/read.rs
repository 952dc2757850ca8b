//! Reading many games: each game whole or not at all, and after a game that cannot be read, on
//! with the next one.
//!
//! A game ends at its result token, at the next game's tag line (games need not be separated
//! by an empty line), or at the end of the input; an empty line inside the tags or the movetext
//! does not end it. After an error the reader skips the rest of the bad game the same way —
//! tokens are still told apart, so a result inside a comment or a `[%clk]` line does not end it
//! — and starts again at the next game. Binary data skips to the next tag line.
//!
//! Comments, NAGs and variations are kept with the move they follow. A variation is played from
//! the position before the move it replaces; what can refuse a game inside a variation is only
//! what is not a move at all (junk, UCI, a null move, a drop, binary bytes, brackets that do not
//! pair), as when variations were only checked: a move there that is not legal where it stands
//! ends that variation, the rest of it read and checked the same way but not kept.
//!
//! The main line is played once, here: a command that needs every position of it (the openings
//! it passes, the repetitions of its last position) follows it through a [`MainLineObserver`]
//! instead of playing the game again.

use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Move, Position};

use super::comments::Comments;
use super::error::{FenProblem, PgnError, Place, Problem, shorten, shorten_to};
use super::lexer::{Lexer, Token, decode_text};
use super::move_word::{MoveWord, read_move_word, to_move, uci_to_move};
use super::notes::Line;
use super::notes::LineNotes;
use super::{PgnGame, UciNotice};
use crate::core::fen::position_from_fen;

/// Follows a game's main line as the reader plays it, position by position.
pub trait MainLineObserver {
    /// The game's start position, before any move.
    fn start(&mut self, position: &Chess);
    /// `m` was played from `before`, reaching `after`.
    fn played(&mut self, before: &Chess, m: Move, after: &Chess);
    /// The main line is read whole; `end` is its last position.
    fn finished(&mut self, end: &Chess) {
        let _ = end;
    }
}

/// Follows nothing.
impl MainLineObserver for () {
    fn start(&mut self, _: &Chess) {}
    fn played(&mut self, _: &Chess, _: Move, _: &Chess) {}
}

/// Reads every game of `input`, in order: a game, or why it could not be read. After an error
/// the reader goes on with the next game. Empty or blank input has no games.
pub fn read_games(input: &[u8]) -> impl Iterator<Item = Result<PgnGame, PgnError>> {
    read_games_observed(input, || ()).map(|game| game.map(|(game, ())| game))
}

/// [`read_games`], each game's main line followed by an observer made by `observer` for it
/// (handed back with the game; a game that cannot be read drops its observer).
pub fn read_games_observed<O: MainLineObserver>(
    input: &[u8],
    observer: impl FnMut() -> O,
) -> impl Iterator<Item = Result<(PgnGame, O), PgnError>> {
    GameReader {
        lexer: Lexer::new(input),
        games: 0,
        observer,
    }
}

struct GameReader<'a, F> {
    lexer: Lexer<'a>,
    games: usize,
    /// Makes each game's observer.
    observer: F,
}

/// A game that could not be read, and where the rest of it may be skipped from.
struct Failure {
    error: PgnError,
    rest: Rest,
}

/// What is left of a bad game after the error.
#[derive(Debug, Clone, Copy)]
enum Rest {
    /// Tag lines, then movetext.
    Tags,
    /// Movetext, `depth` variations deep.
    Movetext { depth: usize },
    /// Nothing: the next game starts here (or the input ends).
    Nothing,
    /// The next game starts at this offset, or nothing follows.
    NextGameAt(Option<usize>),
    /// Binary data, up to the next tag line.
    Binary,
}

impl<O: MainLineObserver, F: FnMut() -> O> Iterator for GameReader<'_, F> {
    type Item = Result<(PgnGame, O), PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            self.lexer.skip_blank();
            if self.lexer.at_end() {
                return None;
            }
            self.games += 1;
            let mut observer = (self.observer)();
            match self.read_game(&mut observer) {
                // Only comments (before the first tags, or after the last result): no game.
                Ok(game)
                    if game.tags.is_empty() && game.moves.is_empty() && game.result.is_none() =>
                {
                    self.games -= 1;
                }
                Ok(game) => return Some(Ok((game, observer))),
                Err(failure) => {
                    self.skip(failure.rest);
                    return Some(Err(failure.error));
                }
            }
        }
    }
}

/// What a movetext word is.
enum Word<'a> {
    Result(&'static str),
    /// A move number, maybe glued to a move (`1.e4`): the move part, and whether the number is
    /// `1.`, which after an empty line in a game already under way starts a new game.
    Number {
        first_move: bool,
        rest: &'a [u8],
    },
    Move(&'a [u8]),
}

fn classify(word: &[u8]) -> Word<'_> {
    // Most words are moves, and every move starts with a letter, which no result or move number
    // does: they are told at their first byte.
    if word.first().is_some_and(u8::is_ascii_alphabetic) {
        return Word::Move(word);
    }
    match word {
        b"1-0" => return Word::Result("1-0"),
        b"0-1" => return Word::Result("0-1"),
        b"1/2-1/2" | b"1/2" | b"\xc2\xbd-\xc2\xbd" => return Word::Result("1/2-1/2"),
        _ => {}
    }
    let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits > 0 {
        let rest = &word[digits..];
        let dots = rest.iter().take_while(|&&b| b == b'.').count();
        if rest.is_empty() || dots > 0 {
            return Word::Number {
                first_move: &word[..digits] == b"1" && dots == 1,
                rest: &rest[dots..],
            };
        }
    }
    // Dots left over from `1. ...` style numbering.
    if !word.is_empty() && word.iter().all(|&b| b == b'.') {
        return Word::Number {
            first_move: false,
            rest: &[],
        };
    }
    Word::Move(word)
}

/// Bytes no movetext word holds: control characters (tab, line ends and 0x1A end words first).
fn is_binary(word: &[u8]) -> bool {
    word.iter().any(|&b| b < 0x20 || b == 0x7f)
}

impl<F> GameReader<'_, F> {
    fn read_game(&mut self, observer: &mut impl MainLineObserver) -> Result<PgnGame, Failure> {
        let number = self.games;
        let mut tags = Vec::new();
        let mut start_tags = StartTags::default();
        loop {
            self.lexer.skip_blank();
            match self.lexer.peek() {
                Some(b'[') => {
                    let at = self.lexer.pos;
                    let tag = self.lexer.tag().map_err(|line| Failure {
                        error: self
                            .error(number, line.start, Place::Tags, Problem::MalformedTag)
                            .with_token(shorten(self.lexer.slice(line))),
                        rest: Rest::Tags,
                    })?;
                    start_tags.note(&tag.0, at);
                    tags.push(tag);
                }
                Some(b';') => self.lexer.skip_to_line_end(),
                _ => break,
            }
        }
        let (start, castling_mode) = self.start_position(number, &tags, &start_tags)?;
        let mut game = PgnGame {
            number,
            tags,
            start: start.clone(),
            castling_mode,
            moves: Vec::new(),
            notes: LineNotes::default(),
            comments_before: Comments::new(),
            result: None,
            uci: None,
        };
        observer.start(&start);
        self.read_movetext(&mut game, start, observer)?;
        Ok(game)
    }

    /// The start position from the `FEN` and `Variant` tags.
    fn start_position(
        &self,
        number: usize,
        tags: &[(String, String)],
        start_tags: &StartTags,
    ) -> Result<(Chess, CastlingMode), Failure> {
        let find = |name: &str| {
            tags.iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.as_str())
        };
        let fail = |at: usize, problem: Problem, token: &str| Failure {
            error: self
                .error(number, at, Place::Tags, problem)
                .with_token(shorten(token.as_bytes())),
            rest: Rest::Movetext { depth: 0 },
        };
        let chess960 = match find("Variant") {
            None => false,
            Some(variant) => variant_is_chess960(variant)
                .ok_or_else(|| fail(start_tags.variant, Problem::Variant, variant))?,
        };
        let wanted = chess960.then_some(CastlingMode::Chess960);
        match find("FEN") {
            Some(fen) => position_from_fen(fen, wanted).map_err(|_| {
                fail(
                    start_tags.fen,
                    Problem::InvalidFen(FenProblem::of(fen)),
                    fen,
                )
            }),
            None => Ok((Chess::default(), wanted.unwrap_or(CastlingMode::Standard))),
        }
    }

    /// Reads the movetext up to its result, the next game's tags or the end of input, playing
    /// the main line and the variations from `start`.
    fn read_movetext(
        &mut self,
        game: &mut PgnGame,
        start: Chess,
        observer: &mut impl MainLineObserver,
    ) -> Result<(), Failure> {
        let number = game.number;
        let mut lines = Lines::new(start);
        while let Some((at, token)) = self.lexer.token() {
            let depth = lines.depth();
            let fail = |reader: &Self, lines: &Lines, problem, token: &str, rest| {
                let position = &lines.main.position;
                reader.move_failure(number, at, position, problem, token.to_owned(), rest)
            };
            let word = match token {
                Token::TagStart => break,
                Token::Unterminated { next_game } => {
                    let rest = Rest::NextGameAt(next_game);
                    return Err(fail(self, &lines, Problem::UnclosedComment, "{", rest));
                }
                Token::OpenVariation => {
                    lines.open_variation();
                    continue;
                }
                Token::CloseVariation => {
                    if !lines.close_variation() {
                        let rest = Rest::Movetext { depth };
                        return Err(fail(self, &lines, Problem::UnopenedVariation, ")", rest));
                    }
                    continue;
                }
                Token::Unknown if depth == 0 => {
                    game.result = Some("*".to_owned());
                    break;
                }
                Token::Comment(text) => {
                    lines.comment(text);
                    continue;
                }
                Token::Nag(nag) => {
                    lines.nag(nag);
                    continue;
                }
                Token::Unknown => continue,
                Token::Word(word) => word,
            };
            let word = match classify(word) {
                Word::Result(result) if depth == 0 => {
                    game.result = Some(result.to_owned());
                    break;
                }
                Word::Number {
                    first_move: true, ..
                } if depth == 0
                    && !lines.main.line.moves.is_empty()
                    && self.lexer.blank_line_before(at) =>
                {
                    // A game with no result and no tags after it: this `1.` is the next game's.
                    self.lexer.pos = at;
                    break;
                }
                Word::Result(_) | Word::Number { rest: &[], .. } => continue,
                Word::Number { rest: word, .. } | Word::Move(word) => word,
            };
            self.play_word(number, &mut lines, at, word, observer)?;
        }
        if lines.depth() > 0 {
            let at = self.lexer.pos;
            let problem = Problem::UnclosedVariation;
            let token = "(".to_owned();
            let position = &lines.main.position;
            return Err(self.move_failure(number, at, position, problem, token, Rest::Nothing));
        }
        observer.finished(&lines.main.position);
        let mut main = lines.main.line;
        // The game stays as long as it is looked at: no spare room.
        main.moves.shrink_to_fit();
        main.notes.shrink_to_fit();
        game.moves = main.moves;
        game.notes = main.notes;
        game.comments_before = main.comments_before;
        game.uci = lines.uci.map(|(at, token, san)| UciNotice {
            line: self.lexer.line_at(at),
            token,
            san,
        });
        Ok(())
    }

    /// Plays the move `word` (at offset `at`) on the innermost open line. On the main line a
    /// move that cannot be played is an error; in a variation only what is not a move at all
    /// is, and a move not legal there cuts the variation.
    fn play_word(
        &self,
        number: usize,
        lines: &mut Lines,
        at: usize,
        word: &[u8],
        observer: &mut impl MainLineObserver,
    ) -> Result<(), Failure> {
        let depth = lines.depth();
        // Errors name the main line's move, also inside a variation.
        let fail = |problem, position: &Chess| {
            let rest = Rest::Movetext { depth };
            self.move_failure(number, at, position, problem, shorten(word), rest)
        };
        let main = &mut lines.main;
        // A word holding a control byte is never read as a move, so it is looked for only in a
        // word that is not one (every move is spared a second pass over its bytes).
        let move_word = read_move_word(word).map_err(|problem| {
            if is_binary(word) {
                let token = shorten_to(word, 20);
                let position = &main.position;
                self.move_failure(number, at, position, Problem::Binary, token, Rest::Binary)
            } else {
                fail(problem, &main.position)
            }
        })?;
        if depth > 0 {
            let first_uci = lines.uci.is_none();
            if let Some(variation) = lines.current()
                && let Some((before, m)) = variation.play_or_cut(move_word)
                && first_uci
            {
                let seen = uci_seen(at, word, before, m);
                lines.uci = Some(seen);
            }
            return Ok(());
        }
        let m = match move_word {
            MoveWord::Uci(uci) => {
                let m = uci_to_move(&main.position, uci)
                    .map_err(|problem| fail(problem, &main.position))?;
                if lines.uci.is_none() {
                    lines.uci = Some(uci_seen(at, word, &lines.main.position, m));
                }
                m
            }
            MoveWord::EnPassantMark => {
                if !main.line.moves.last().is_some_and(|m| m.is_en_passant()) {
                    return Err(fail(Problem::NotEnPassant, &main.position));
                }
                return Ok(());
            }
            MoveWord::San {
                san,
                en_passant_mark,
            } => {
                let m = to_move(&main.position, san)
                    .map_err(|problem| fail(problem, &main.position))?;
                if en_passant_mark && !m.is_en_passant() {
                    return Err(fail(Problem::NotEnPassant, &main.position));
                }
                m
            }
        };
        let main = &mut lines.main;
        main.play(m);
        if let Some(before) = &main.before_last {
            observer.played(before, m, &main.position);
        }
        Ok(())
    }

    /// A movetext error at offset `at`, with the main line at `position`.
    fn move_failure(
        &self,
        number: usize,
        at: usize,
        position: &Chess,
        problem: Problem,
        token: String,
        rest: Rest,
    ) -> Failure {
        let place = Place::Move {
            move_number: position.fullmoves().get(),
            side: position.turn(),
        };
        Failure {
            error: self.error(number, at, place, problem).with_token(token),
            rest,
        }
    }

    fn error(&self, game: usize, at: usize, place: Place, problem: Problem) -> PgnError {
        PgnError {
            game,
            line: self.lexer.line_at(at),
            place,
            token: String::new(),
            problem,
        }
    }

    /// Skips what is left of a bad game, so that the lexer is at the next game.
    fn skip(&mut self, rest: Rest) {
        let mut depth = match rest {
            Rest::Nothing => return,
            Rest::NextGameAt(next) => {
                self.lexer.jump_to(next);
                return;
            }
            Rest::Binary => {
                let next = self.lexer.next_tag_line(self.lexer.pos);
                self.lexer.jump_to(next);
                return;
            }
            Rest::Tags => {
                loop {
                    self.lexer.skip_blank();
                    if !matches!(self.lexer.peek(), Some(b'[' | b';')) {
                        break;
                    }
                    self.lexer.skip_to_line_end();
                }
                0
            }
            Rest::Movetext { depth } => depth,
        };
        while let Some((_, token)) = self.lexer.token() {
            match token {
                // Not consumed: the next game starts here.
                Token::TagStart => return,
                Token::Unterminated { next_game } => {
                    self.lexer.jump_to(next_game);
                    return;
                }
                Token::OpenVariation => depth += 1,
                Token::CloseVariation => depth = depth.saturating_sub(1),
                Token::Unknown if depth == 0 => return,
                Token::Word(word) if depth == 0 && matches!(classify(word), Word::Result(_)) => {
                    return;
                }
                _ => {}
            }
        }
    }
}

/// How deep variations are kept: deeper ones, which no real game holds, are read and checked
/// but dropped, so that the positions kept for the lines open at once stay few whatever the
/// input.
const MAX_KEPT_DEPTH: usize = 64;

/// A line being read (the main line or a variation) and the position it has reached.
struct OpenLine {
    line: Line,
    position: Chess,
    /// The position before the line's last move, where a variation replacing that move starts.
    before_last: Option<Chess>,
    /// Set in a variation at a move not legal where it stands: what follows is not kept.
    cut: bool,
}

impl OpenLine {
    fn new(start: Chess) -> Self {
        Self {
            line: Line::default(),
            position: start,
            before_last: None,
            cut: false,
        }
    }

    /// Plays the legal move `m`.
    fn play(&mut self, m: Move) {
        self.before_last = Some(self.position.clone());
        self.position.play_unchecked(m);
        self.line.moves.push(m);
        self.line.notes.push_move();
    }

    /// Plays `move_word` in a variation, or cuts the variation there when it is not a legal
    /// move (or its en passant mark is wrong). A move written in UCI and played is handed back
    /// with the position it was played from.
    fn play_or_cut(&mut self, move_word: MoveWord) -> Option<(&Chess, Move)> {
        if self.cut {
            return None;
        }
        match move_word {
            MoveWord::EnPassantMark => {
                self.cut = !self.line.moves.last().is_some_and(|m| m.is_en_passant());
            }
            MoveWord::San {
                san,
                en_passant_mark,
            } => match to_move(&self.position, san) {
                Ok(m) if !en_passant_mark || m.is_en_passant() => self.play(m),
                _ => self.cut = true,
            },
            MoveWord::Uci(uci) => match uci_to_move(&self.position, uci) {
                Ok(m) => {
                    self.play(m);
                    return self.before_last.as_ref().map(|before| (before, m));
                }
                Err(_) => self.cut = true,
            },
        }
        None
    }
}

/// The lines of a movetext being read: the main line, the variations open in it (innermost
/// last), and how many variations that are not kept are open inside those.
struct Lines {
    main: OpenLine,
    variations: Vec<OpenLine>,
    /// Variations read but not kept: with no move before them to replace, opened after a cut,
    /// inside one of those, or nested too deep. Always the innermost ones.
    dropped: usize,
    /// The first move written in UCI: where, as written, and in SAN.
    uci: Option<(usize, String, String)>,
}

impl Lines {
    fn new(start: Chess) -> Self {
        Self {
            main: OpenLine::new(start),
            variations: Vec::new(),
            dropped: 0,
            uci: None,
        }
    }

    /// How many variations are open.
    fn depth(&self) -> usize {
        self.variations.len() + self.dropped
    }

    /// The innermost open line, unless it is a variation that is not kept.
    fn current(&mut self) -> Option<&mut OpenLine> {
        if self.dropped > 0 {
            return None;
        }
        Some(self.variations.last_mut().unwrap_or(&mut self.main))
    }

    /// At `(`: a variation replacing the current line's last move.
    fn open_variation(&mut self) {
        let room = self.variations.len() < MAX_KEPT_DEPTH;
        let start = match self.current() {
            Some(line) if room && !line.cut => line.before_last.clone(),
            _ => None,
        };
        match start {
            Some(start) => self.variations.push(OpenLine::new(start)),
            None => self.dropped += 1,
        }
    }

    /// At `)`: the innermost variation is closed and, when it holds a move, kept with the move
    /// it replaces. False when no variation is open.
    fn close_variation(&mut self) -> bool {
        if self.dropped > 0 {
            self.dropped -= 1;
            return true;
        }
        let Some(variation) = self.variations.pop() else {
            return false;
        };
        let mut line = variation.line;
        if line.moves.is_empty() {
            return true;
        }
        // Most variations are short and stay until the game is dropped: no spare room.
        line.moves.shrink_to_fit();
        line.notes.shrink_to_fit();
        line.comments_before.shrink_to_fit();
        if let Some(notes) = self
            .current()
            .and_then(|parent| parent.line.notes.last_mut())
        {
            notes.variations.push(line);
        }
        true
    }

    /// A comment: before the current line's first move, or after its last one.
    fn comment(&mut self, raw: &[u8]) {
        let Some(line) = self.current().filter(|line| !line.cut) else {
            return;
        };
        let text = decode_text(raw.trim_ascii());
        // Latin-1 and UTF-8 have blanks beyond ASCII too.
        let text = text.trim();
        match line.line.notes.len().checked_sub(1) {
            Some(last) => line.line.notes.push_comment(last, text),
            None => line.line.comments_before.push(text),
        }
    }

    /// A NAG after the current line's last move; one before any move, or standing for no NAG,
    /// is dropped.
    fn nag(&mut self, nag: Option<u8>) {
        let Some(line) = self.current().filter(|line| !line.cut) else {
            return;
        };
        if let (Some(nag), Some(notes)) = (nag, line.line.notes.last_mut()) {
            notes.nags.push(nag);
        }
    }
}

/// The first move of a game written in UCI: its offset, the word and the move in SAN.
fn uci_seen(at: usize, word: &[u8], before: &Chess, m: Move) -> (usize, String, String) {
    let san = SanPlus::from_move(before.clone(), m).to_string();
    (at, shorten(word), san)
}

impl PgnError {
    fn with_token(mut self, token: String) -> Self {
        self.token = token;
        self
    }
}

/// Where the tags that decide the start position are, for messages.
#[derive(Debug, Default)]
struct StartTags {
    variant: usize,
    fen: usize,
}

impl StartTags {
    fn note(&mut self, name: &str, at: usize) {
        if name.eq_ignore_ascii_case("Variant") {
            self.variant = at;
        } else if name.eq_ignore_ascii_case("FEN") {
            self.fen = at;
        }
    }
}

/// `Some(true)` for Chess960 names, `Some(false)` for standard chess, `None` for other variants.
fn variant_is_chess960(variant: &str) -> Option<bool> {
    let name: String = variant
        .chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect();
    match name.as_str() {
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess" | "frc" => {
            Some(true)
        }
        "" | "standard" | "chess" | "standardchess" | "normal" | "fromposition" => Some(false),
        _ => None,
    }
}
