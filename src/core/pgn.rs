//! PGN in and out.
//!
//! Reading is strict where pgn-reader is lenient: pgn-reader silently skips tokens it cannot
//! read (`Nf9`, `e4e5`, binary junk), which would turn a damaged file into a wrong game. So the
//! movetext is tokenized here and every token must be a move number, a SAN move, a comment, a
//! NAG, a variation bracket or a result; anything else is an error naming the game, the move and
//! the token. Tag values are decoded with pgn-reader's [`RawTag`]; SAN with shakmaty.
//!
//! Writing produces export-style PGN: the Seven Tag Roster, SAN with check marks, optional
//! `[%clk]` comments, lines of at most 80 columns.

use std::fmt::{self, Write as _};

use pgn_reader::RawTag;
use shakmaty::fen::Fen;
use shakmaty::san::{San, SanError, SanPlus};
use shakmaty::{CastlingMode, CastlingSide, Chess, Color, EnPassantMode, Move, Position};

use super::game::{position_from_fen, role_name};

/// One game read from PGN: its tags, start position and main line.
#[derive(Debug, Clone)]
pub struct PgnGame {
    /// 1-based index of the game in the input.
    pub number: usize,
    /// The tags in input order, values unescaped (UTF-8, invalid bytes replaced).
    pub tags: Vec<(String, String)>,
    /// The starting position (`[FEN]` honoured, with or without `[SetUp]`).
    pub start: Chess,
    /// Chess960 when the `Variant` tag says so or when the FEN's castling rights need it.
    pub castling_mode: CastlingMode,
    /// The main line, every move legal, in order.
    pub moves: Vec<Move>,
    /// The movetext's result token if any (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: Option<String>,
}

impl PgnGame {
    /// The value of the first tag called `name` (case-sensitive, as PGN tag names are).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Where a PGN error was found.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Place {
    /// Bytes that cannot be PGN text, at this offset.
    Binary { byte: usize },
    /// In a game's tags (or its start position).
    Game,
    /// In a game's movetext, when `move_number` by `side` was due.
    Move { move_number: u32, side: Color },
}

/// Why PGN input was refused: one line naming the game, the move and the offending token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    game: usize,
    line: usize,
    place: Place,
    token: Option<String>,
    problem: String,
}

impl PgnError {
    /// The 1-based number of the game where the error is (0 for binary input).
    pub fn game(&self) -> usize {
        self.game
    }

    /// The 1-based line of the input where the error is.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The move number and side to move at the error, when it is in the movetext.
    pub fn move_number(&self) -> Option<(u32, Color)> {
        match self.place {
            Place::Move { move_number, side } => Some((move_number, side)),
            _ => None,
        }
    }

    /// The offending token, if one is to blame.
    pub fn token(&self) -> Option<&str> {
        self.token.as_deref()
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.place {
            Place::Binary { byte } => {
                return write!(f, "input is not PGN text (binary data at byte {byte})");
            }
            Place::Game => write!(f, "game {}", self.game)?,
            Place::Move { move_number, side } => {
                write!(f, "game {}, move {move_number} ({side})", self.game)?;
            }
        }
        write!(f, ": {}", self.problem)
    }
}

impl std::error::Error for PgnError {}

/// Reads every game of `input`, in order. Stops after the first error. Empty or whitespace-only
/// input has no games; anything else is at least one game or an error.
pub fn read_games(input: &[u8]) -> impl Iterator<Item = Result<PgnGame, PgnError>> {
    GameReader {
        lexer: Lexer::new(input),
        games: 0,
        done: false,
        checked: false,
    }
}

struct GameReader<'a> {
    lexer: Lexer<'a>,
    games: usize,
    done: bool,
    checked: bool,
}

impl Iterator for GameReader<'_> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        if !self.checked {
            self.checked = true;
            if let Some(byte) = binary_offset(self.lexer.input) {
                self.done = true;
                return Some(Err(PgnError {
                    game: 0,
                    line: self.lexer.line_at(byte),
                    place: Place::Binary { byte },
                    token: None,
                    problem: String::new(),
                }));
            }
        }
        self.lexer.skip_blank();
        if self.lexer.at_end() {
            self.done = true;
            return None;
        }
        self.games += 1;
        let result = self.read_game();
        if result.is_err() {
            self.done = true;
        }
        Some(result)
    }
}

/// The offset of the first byte that plain text never holds: control characters other than tab,
/// line feed, vertical tab, form feed and carriage return.
fn binary_offset(input: &[u8]) -> Option<usize> {
    input
        .iter()
        .position(|&b| (b < 0x20 && !matches!(b, b'\t' | b'\n' | 0x0b | 0x0c | b'\r')) || b == 0x7f)
}

/// One movetext token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token<'a> {
    /// A word: a move number, SAN, or result, to be sorted out by the caller.
    Word(&'a [u8]),
    Nag,
    Comment,
    OpenVariation,
    CloseVariation,
    /// `*`.
    Unknown,
    /// A `[` outside comments: the next game's tags.
    TagStart,
    /// An unterminated `{` comment.
    Unterminated,
}

struct Lexer<'a> {
    input: &'a [u8],
    pos: usize,
}

impl<'a> Lexer<'a> {
    fn new(input: &'a [u8]) -> Self {
        // A UTF-8 byte order mark is not part of the text.
        let pos = if input.starts_with(b"\xef\xbb\xbf") {
            3
        } else {
            0
        };
        Self { input, pos }
    }

    fn at_end(&self) -> bool {
        self.pos >= self.input.len()
    }

    fn peek(&self) -> Option<u8> {
        self.input.get(self.pos).copied()
    }

    fn line_at(&self, offset: usize) -> usize {
        1 + self
            .input
            .iter()
            .take(offset)
            .filter(|&&b| b == b'\n')
            .count()
    }

    fn line(&self) -> usize {
        self.line_at(self.pos)
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.input.get(self.pos - 1) == Some(&b'\n')
    }

    fn skip_to_line_end(&mut self) {
        while let Some(b) = self.peek() {
            if b == b'\n' {
                break;
            }
            self.pos += 1;
        }
    }

    /// Skips whitespace and `%` escape lines.
    fn skip_blank(&mut self) {
        while let Some(b) = self.peek() {
            if b == b'%' && self.at_line_start() {
                self.skip_to_line_end();
            } else if b.is_ascii_whitespace() || b == 0x0b {
                self.pos += 1;
            } else {
                break;
            }
        }
    }

    /// Reads `[Name "value"]` at a `[`. The error message describes the malformed line.
    fn tag(&mut self) -> Result<(String, String), String> {
        let start = self.pos;
        self.pos += 1;
        self.skip_spaces();
        let name_start = self.pos;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        {
            self.pos += 1;
        }
        let name = String::from_utf8_lossy(&self.input[name_start..self.pos]).into_owned();
        self.skip_spaces();
        if name.is_empty() || self.peek() != Some(b'"') {
            return Err(self.malformed_tag(start));
        }
        self.pos += 1;
        let value_start = self.pos;
        loop {
            match self.peek() {
                Some(b'\\') => self.pos += 2,
                Some(b'"') => break,
                Some(b'\n') | None => return Err(self.malformed_tag(start)),
                Some(_) => self.pos += 1,
            }
        }
        let raw = self.input.get(value_start..self.pos).unwrap_or_default();
        let value = RawTag(raw).decode_utf8_lossy().into_owned();
        self.pos += 1;
        self.skip_spaces();
        if self.peek() != Some(b']') {
            return Err(self.malformed_tag(start));
        }
        self.pos += 1;
        Ok((name, value))
    }

    fn skip_spaces(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.pos += 1;
        }
    }

    fn malformed_tag(&mut self, start: usize) -> String {
        self.pos = start;
        self.skip_to_line_end();
        let text = String::from_utf8_lossy(&self.input[start..self.pos]);
        format!(
            "malformed tag {:?} on line {}",
            shorten(text.trim_end()),
            self.line_at(start)
        )
    }

    /// The next movetext token, `None` at the end of the input.
    fn token(&mut self) -> Option<Token<'a>> {
        loop {
            self.skip_blank();
            let b = self.peek()?;
            match b {
                b';' => self.skip_to_line_end(),
                b'{' => {
                    return Some(match memchr_from(self.input, self.pos, b'}') {
                        Some(end) => {
                            self.pos = end + 1;
                            Token::Comment
                        }
                        None => Token::Unterminated,
                    });
                }
                b'(' => {
                    self.pos += 1;
                    return Some(Token::OpenVariation);
                }
                b')' => {
                    self.pos += 1;
                    return Some(Token::CloseVariation);
                }
                b'[' => return Some(Token::TagStart),
                b'*' => {
                    self.pos += 1;
                    return Some(Token::Unknown);
                }
                b'$' => {
                    self.pos += 1;
                    let digits = self.pos;
                    while self.peek().is_some_and(|d| d.is_ascii_digit()) {
                        self.pos += 1;
                    }
                    if self.pos == digits {
                        return Some(Token::Word(&self.input[digits - 1..self.pos]));
                    }
                    return Some(Token::Nag);
                }
                b'!' | b'?' => {
                    while matches!(self.peek(), Some(b'!' | b'?')) {
                        self.pos += 1;
                    }
                    return Some(Token::Nag);
                }
                _ => {
                    let start = self.pos;
                    while self.peek().is_some_and(|c| !ends_word(c)) {
                        self.pos += 1;
                    }
                    return Some(Token::Word(&self.input[start..self.pos]));
                }
            }
        }
    }
}

fn ends_word(b: u8) -> bool {
    b.is_ascii_whitespace()
        || matches!(
            b,
            b'{' | b'}' | b'(' | b')' | b';' | b'$' | b'!' | b'?' | b'[' | b']' | b'*' | b'"'
        )
}

fn memchr_from(input: &[u8], from: usize, needle: u8) -> Option<usize> {
    input
        .get(from..)?
        .iter()
        .position(|&b| b == needle)
        .map(|i| from + i)
}

/// Long tokens are cut in messages, so an error stays one readable line.
fn shorten(text: &str) -> String {
    const MAX: usize = 100;
    if text.chars().count() <= MAX {
        text.to_owned()
    } else {
        let cut: String = text.chars().take(MAX).collect();
        format!("{cut}…")
    }
}

/// What a movetext word is.
enum Word<'a> {
    Result(&'static str),
    /// A move number, possibly glued to a move (`1.e4`): the move part, if any.
    Number(&'a [u8]),
    Move(&'a [u8]),
}

fn classify(word: &[u8]) -> Word<'_> {
    match word {
        b"1-0" => return Word::Result("1-0"),
        b"0-1" => return Word::Result("0-1"),
        b"1/2-1/2" | b"\xc2\xbd-\xc2\xbd" => return Word::Result("1/2-1/2"),
        _ => {}
    }
    let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits > 0 {
        let rest = &word[digits..];
        let dots = rest.iter().take_while(|&&b| b == b'.').count();
        if rest.is_empty() || dots > 0 {
            return Word::Number(&rest[dots..]);
        }
    }
    // Dots left over from `1. ...` style numbering.
    if !word.is_empty() && word.iter().all(|&b| b == b'.') {
        return Word::Number(&[]);
    }
    Word::Move(word)
}

impl GameReader<'_> {
    fn read_game(&mut self) -> Result<PgnGame, PgnError> {
        let number = self.games;
        let game_error = |lexer: &Lexer<'_>, problem: String| PgnError {
            game: number,
            line: lexer.line(),
            place: Place::Game,
            token: None,
            problem,
        };
        let mut tags = Vec::new();
        while self.lexer.peek() == Some(b'[') {
            let tag = self
                .lexer
                .tag()
                .map_err(|problem| game_error(&self.lexer, problem))?;
            tags.push(tag);
            self.lexer.skip_blank();
        }
        let (start, castling_mode) =
            start_position(&tags).map_err(|problem| game_error(&self.lexer, problem))?;
        let mut game = PgnGame {
            number,
            tags,
            start: start.clone(),
            castling_mode,
            moves: Vec::new(),
            result: None,
        };
        self.read_movetext(&mut game, start)?;
        Ok(game)
    }

    /// Reads the movetext up to its result, the next game's tags or the end of input, playing
    /// the main line from `position`.
    fn read_movetext(&mut self, game: &mut PgnGame, mut position: Chess) -> Result<(), PgnError> {
        let number = game.number;
        let mut depth = 0usize;
        loop {
            let before = self.lexer.pos;
            let at_error = |lexer: &Lexer<'_>, pos: &Chess, token: Option<&[u8]>, problem| {
                let token = token.map(|t| shorten(&String::from_utf8_lossy(t)));
                PgnError {
                    game: number,
                    line: lexer.line_at(before),
                    place: Place::Move {
                        move_number: pos.fullmoves().get(),
                        side: pos.turn(),
                    },
                    token,
                    problem,
                }
            };
            let Some(token) = self.lexer.token() else {
                break;
            };
            match token {
                Token::TagStart => break,
                Token::Unterminated => {
                    let problem = "comment \"{\" is never closed".to_owned();
                    return Err(at_error(&self.lexer, &position, None, problem));
                }
                Token::OpenVariation => depth += 1,
                Token::CloseVariation => {
                    depth = depth.checked_sub(1).ok_or_else(|| {
                        let problem = "\")\" closes no variation".to_owned();
                        at_error(&self.lexer, &position, Some(b")"), problem)
                    })?;
                }
                Token::Unknown if depth == 0 => {
                    game.result = Some("*".to_owned());
                    break;
                }
                Token::Comment | Token::Nag | Token::Unknown => {}
                Token::Word(word) => {
                    let san = match classify(word) {
                        Word::Result(result) if depth == 0 => {
                            game.result = Some(result.to_owned());
                            break;
                        }
                        Word::Result(_) | Word::Number(&[]) => continue,
                        Word::Number(san) | Word::Move(san) => san,
                    };
                    let parsed = parse_san(san)
                        .map_err(|problem| at_error(&self.lexer, &position, Some(san), problem))?;
                    if depth > 0 {
                        // Variations are skipped: only their syntax is checked.
                        continue;
                    }
                    let m = to_move(&position, parsed)
                        .map_err(|problem| at_error(&self.lexer, &position, Some(san), problem))?;
                    position.play_unchecked(m);
                    game.moves.push(m);
                }
            }
        }
        if depth > 0 {
            return Err(PgnError {
                game: number,
                line: self.lexer.line(),
                place: Place::Move {
                    move_number: position.fullmoves().get(),
                    side: position.turn(),
                },
                token: Some("(".to_owned()),
                problem: "a variation \"(\" is never closed".to_owned(),
            });
        }
        Ok(())
    }
}

/// The start position from the `FEN` and `Variant` tags.
fn start_position(tags: &[(String, String)]) -> Result<(Chess, CastlingMode), String> {
    let find = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    let chess960 = match find("Variant") {
        None => false,
        Some(variant) => match variant_is_chess960(variant) {
            Some(is_960) => is_960,
            None => return Err(format!("unsupported variant {:?}", shorten(variant))),
        },
    };
    let wanted = chess960.then_some(CastlingMode::Chess960);
    match find("FEN") {
        Some(fen) => position_from_fen(fen, wanted).map_err(|e| match e {
            super::game::GameError::InvalidFen { fen, problem } => {
                format!("invalid FEN tag {:?}: {problem}", shorten(&fen))
            }
            other => other.to_string(),
        }),
        None => Ok((Chess::default(), wanted.unwrap_or(CastlingMode::Standard))),
    }
}

/// `Some(true)` for Chess960 names, `Some(false)` for standard chess, `None` for other variants.
fn variant_is_chess960(variant: &str) -> Option<bool> {
    let name: String = variant
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-' && *c != '_')
        .flat_map(char::to_lowercase)
        .collect();
    match name.as_str() {
        "chess960" | "fischerandom" | "fischerrandom" | "960" => Some(true),
        "" | "?" | "standard" | "chess" | "normal" | "fromposition" => Some(false),
        _ => None,
    }
}

fn parse_san(word: &[u8]) -> Result<SanPlus, String> {
    let text = String::from_utf8_lossy(word);
    // Castling written with zeros, as some programs do.
    let fixed: Vec<u8> = if word.starts_with(b"0-0") {
        word.iter()
            .map(|&b| if b == b'0' { b'O' } else { b })
            .collect()
    } else {
        word.to_vec()
    };
    let san = SanPlus::from_ascii(&fixed).map_err(|_| {
        format!(
            "unexpected token {:?}: not a move, move number, comment or result",
            shorten(&text)
        )
    })?;
    match san.san {
        San::Null => Err(format!(
            "null move {:?} is not a chess move",
            shorten(&text)
        )),
        San::Put { .. } => Err(format!("drop {:?} is not a chess move", shorten(&text))),
        _ => Ok(san),
    }
}

/// The legal move `san` stands for, or why there is none. The capture mark is not required to
/// match (as in most PGN readers): `Nf3` for a knight capture on f3 is still understood.
fn to_move(pos: &Chess, san: SanPlus) -> Result<Move, String> {
    let token = san.to_string();
    let strict = san.san.to_move(pos);
    let error = match strict {
        Ok(m) => return Ok(m),
        Err(e) => e,
    };
    if let (
        SanError::IllegalSan,
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        },
    ) = (&error, san.san)
    {
        let relaxed = San::Normal {
            role,
            file,
            rank,
            capture: !capture,
            to,
            promotion,
        };
        if let Ok(m) = relaxed.to_move(pos) {
            return Ok(m);
        }
    }
    Err(format!(
        "illegal move {token:?}: {}",
        why_illegal(pos, san.san, error)
    ))
}

fn why_illegal(pos: &Chess, san: San, error: SanError) -> String {
    if pos.is_checkmate() {
        return "the game is already over by checkmate".to_owned();
    }
    if pos.is_stalemate() {
        return "the game is already over by stalemate".to_owned();
    }
    let check = if pos.is_check() {
        format!(" ({} is in check)", pos.turn())
    } else {
        String::new()
    };
    match (error, san) {
        (SanError::AmbiguousSan, San::Normal { role, to, .. }) => {
            let options: Vec<String> = pos
                .san_candidates(role, to)
                .iter()
                .map(|&m| San::from_move(pos, m).to_string())
                .collect();
            format!("ambiguous, it could be {}", options.join(" or "))
        }
        (_, San::Normal { role, to, .. }) => {
            let candidates = pos.san_candidates(role, to);
            if candidates.is_empty() {
                format!("no {} can move to {to}{check}", role_name(role))
            } else {
                let options: Vec<String> = candidates
                    .iter()
                    .map(|&m| San::from_move(pos, m).to_string())
                    .collect();
                format!("no such move here; legal is {}", options.join(" or "))
            }
        }
        (_, San::Castle(side)) => format!(
            "{} cannot castle {}{check}",
            pos.turn(),
            match side {
                CastlingSide::KingSide => "king side",
                CastlingSide::QueenSide => "queen side",
            }
        ),
        _ => "not a legal move".to_owned(),
    }
}

/// Writes one game as PGN text (ending with a newline).
///
/// Tags: the Seven Tag Roster first, in its order, taken from `game_tags` or defaulted (`?`,
/// `????.??.??`; `Result` is always `result`); then `Variant "Chess960"`, `SetUp "1"` and `FEN`
/// when they apply; then the other tags in their order. Movetext: SAN with `+`/`#`, move numbers,
/// `{[%clk H:MM:SS]}` after each move when `clock_ms` gives the time left after each ply, and
/// `result` at the end; lines of at most 80 columns, never breaking a token. Writing stops at the
/// first illegal move, if any (callers hold legal games; this keeps the writer total).
pub fn write_pgn(
    game_tags: &[(String, String)],
    start: &Chess,
    castling_mode: CastlingMode,
    moves: &[Move],
    clock_ms: Option<&[u64]>,
    result: &str,
) -> String {
    const ROSTER: [(&str, &str); 7] = [
        ("Event", "?"),
        ("Site", "?"),
        ("Date", "????.??.??"),
        ("Round", "?"),
        ("White", "?"),
        ("Black", "?"),
        ("Result", ""),
    ];
    const GENERATED: [&str; 3] = ["Variant", "SetUp", "FEN"];
    let mut text = String::new();
    let given = |name: &str| {
        game_tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    for (name, default) in ROSTER {
        let value = if name == "Result" {
            result
        } else {
            given(name).unwrap_or(default)
        };
        push_tag(&mut text, name, value);
    }
    if !castling_mode.is_standard() {
        push_tag(&mut text, "Variant", "Chess960");
    }
    let standard_start =
        start.to_setup(EnPassantMode::Legal) == Chess::default().to_setup(EnPassantMode::Legal);
    if !standard_start {
        push_tag(&mut text, "SetUp", "1");
        let fen = Fen::from_position(start, EnPassantMode::Legal).to_string();
        push_tag(&mut text, "FEN", &fen);
    }
    for (name, value) in game_tags {
        let in_roster = ROSTER.iter().any(|(r, _)| r == name);
        if !in_roster && !GENERATED.contains(&name.as_str()) && is_tag_name(name) {
            push_tag(&mut text, name, value);
        }
    }
    text.push('\n');

    let mut tokens = Vec::new();
    let mut position = start.clone();
    let mut need_number = true;
    for (ply, &m) in moves.iter().enumerate() {
        if !position.is_legal(m) {
            break;
        }
        let number = position.fullmoves().get();
        match position.turn() {
            Color::White => tokens.push(format!("{number}.")),
            Color::Black if need_number => tokens.push(format!("{number}...")),
            Color::Black => {}
        }
        tokens.push(SanPlus::from_move_and_play_unchecked(&mut position, m).to_string());
        need_number = false;
        if let Some(&ms) = clock_ms.and_then(|clocks| clocks.get(ply)) {
            tokens.push(format!("{{[%clk {}]}}", clock_text(ms)));
            // After a comment, a Black move is numbered again, as PGN export format asks.
            need_number = true;
        }
    }
    tokens.push(result.to_owned());
    let mut line_len = 0;
    for token in tokens {
        let len = token.chars().count();
        if line_len > 0 && line_len + 1 + len > 80 {
            text.push('\n');
            line_len = 0;
        }
        if line_len > 0 {
            text.push(' ');
            line_len += 1;
        }
        text.push_str(&token);
        line_len += len;
    }
    text.push('\n');
    text
}

fn is_tag_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

fn push_tag(text: &mut String, name: &str, value: &str) {
    let escaped: String = value
        .chars()
        .flat_map(|c| match c {
            '\\' => vec!['\\', '\\'],
            '"' => vec!['\\', '"'],
            // A tag value lives on one line.
            '\n' | '\r' => vec![' '],
            c => vec![c],
        })
        .collect();
    let _ = writeln!(text, "[{name} \"{escaped}\"]");
}

/// `H:MM:SS`, with tenths… when the time is not a whole number of seconds.
fn clock_text(ms: u64) -> String {
    let seconds = ms / 1000;
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    let fraction = ms % 1000;
    if fraction == 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        let digits = format!("{fraction:03}");
        format!("{h}:{m:02}:{s:02}.{}", digits.trim_end_matches('0'))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Game;
    use proptest::prelude::*;

    fn read_all(text: &str) -> Vec<Result<PgnGame, PgnError>> {
        read_games(text.as_bytes()).collect()
    }

    fn one(text: &str) -> PgnGame {
        let mut games = read_all(text);
        assert_eq!(games.len(), 1, "{text}");
        games.remove(0).unwrap()
    }

    fn error(text: &str) -> String {
        let games = read_all(text);
        let last = games.last().expect("at least one item");
        last.as_ref().expect_err("an error").to_string()
    }

    fn sans(game: &PgnGame) -> Vec<String> {
        let mut pos = game.start.clone();
        game.moves
            .iter()
            .map(|&m| SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string())
            .collect()
    }

    #[test]
    fn empty_and_blank_input_has_no_games() {
        assert!(read_all("").is_empty());
        assert!(read_all(" \n\r\n\t ").is_empty());
    }

    #[test]
    fn reads_tags_moves_and_result() {
        let game =
            one("[Event \"Casual \\\"blitz\\\"\"]\n[White \"Anna\"]\n\n1. e4 e5 2. Nf3 1-0\n");
        assert_eq!(game.number, 1);
        assert_eq!(game.tag("Event"), Some("Casual \"blitz\""));
        assert_eq!(game.tag("White"), Some("Anna"));
        assert_eq!(sans(&game), ["e4", "e5", "Nf3"]);
        assert_eq!(game.result.as_deref(), Some("1-0"));
    }

    #[test]
    fn skips_comments_nags_and_variations() {
        let game = one(
            "1. e4 {best by test} (1. d4 d5 (1... Nf6)) e5 $1 2. Nf3!? ; a note\n\
             % escaped line\n2... Nc6 3.Bb5 a6 *",
        );
        assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
        assert_eq!(game.result.as_deref(), Some("*"));
    }

    #[test]
    fn reads_several_games_and_numbers_them() {
        let games = read_all("1. e4 e5 1-0\n\n[Event \"b\"]\n1. d4 0-1\n1. c4 1/2-1/2");
        let numbers: Vec<usize> = games.iter().map(|g| g.as_ref().unwrap().number).collect();
        assert_eq!(numbers, [1, 2, 3]);
    }

    #[test]
    fn accepts_castling_with_zeros_and_loose_capture_marks() {
        let game = one("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. Nxc3 *"
            .replace("Nxc3", "Nc3")
            .as_str());
        assert_eq!(sans(&game)[6], "O-O");
        let game = one("1. e4 d5 2. ed5 *");
        assert_eq!(sans(&game)[2], "exd5");
    }

    #[test]
    fn honours_fen_with_black_to_move() {
        let game =
            one("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n30... Kd7 31. e4 *");
        assert_eq!(sans(&game), ["Kd7", "e4"]);
        assert_eq!(game.castling_mode, CastlingMode::Standard);
    }

    #[test]
    fn chess960_by_variant_tag_or_by_fen() {
        let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
        let tagged = one(&format!(
            "[Variant \"Fischerandom\"]\n[FEN \"{fen}\"]\n1. Nf3 *"
        ));
        assert_eq!(tagged.castling_mode, CastlingMode::Chess960);
        let detected = one(&format!("[FEN \"{fen}\"]\n*"));
        assert_eq!(detected.castling_mode, CastlingMode::Chess960);
        let spaced = one("[Variant \"Chess 960\"]\n*");
        assert_eq!(spaced.castling_mode, CastlingMode::Chess960);
    }

    #[test]
    fn illegal_move_names_game_move_and_token() {
        let message = error("1. e4 e5 1-0\n\n1. e4 e5 2. Nf3 Nc6 3. Ke3 *");
        assert_eq!(
            message,
            "game 2, move 3 (white): illegal move \"Ke3\": no king can move to e3"
        );
    }

    #[test]
    fn ambiguous_move_lists_the_candidates() {
        let message = error("1. Nc3 a6 2. Ne4 a5 3. Nf3 a4 4. Ng5 *");
        assert!(message.contains("game 1, move 4 (white)"), "{message}");
        assert!(
            message.contains("Neg5 or Nfg5") || message.contains("Nfg5 or Neg5"),
            "{message}"
        );
    }

    #[test]
    fn garbage_tokens_are_errors() {
        let message = error("1. e4 e5 2. Nf9 *");
        assert!(
            message.starts_with("game 1, move 2 (white): unexpected token \"Nf9\""),
            "{message}"
        );
        assert!(error("1. e4e5 *").contains("\"e4e5\""));
        assert!(error("hello world").contains("\"hello\""));
        assert!(error("1. e4 -- e5 *").contains("null move"));
    }

    #[test]
    fn binary_input_is_refused() {
        assert_eq!(
            error("[Event \"x\"]\n\u{0}\u{1}"),
            "input is not PGN text (binary data at byte 12)"
        );
    }

    #[test]
    fn bad_tags_and_fens_are_errors() {
        let message = error("1-0\n[FEN \"8/8/8/8 w - - 0 1\"]\n*");
        assert!(
            message.starts_with("game 2: invalid FEN tag \"8/8/8/8 w - - 0 1\""),
            "{message}"
        );
        assert!(error("[Event \"open\n1. e4").contains("malformed tag"));
        assert!(error("[Variant \"Atomic\"]\n*").contains("unsupported variant"));
        assert!(error("1. e4 (1. d4 *").contains("never closed"));
        assert!(error("1. e4 { open *").contains("never closed"));
    }

    #[test]
    fn reading_stops_after_the_first_error() {
        let items = read_all("1. e4 *\n1. Ke2 *\n1. e4 *");
        assert_eq!(items.len(), 2);
        assert!(items[0].is_ok());
        assert!(items[1].is_err());
    }

    #[test]
    fn writes_the_seven_tag_roster_first() {
        let tags = vec![
            ("Annotator".to_owned(), "me".to_owned()),
            ("White".to_owned(), "Anna \"A\"".to_owned()),
        ];
        let game = one("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#");
        let text = write_pgn(
            &tags,
            &game.start,
            game.castling_mode,
            &game.moves,
            None,
            "1-0",
        );
        let expected = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
            [White \"Anna \\\"A\\\"\"]\n[Black \"?\"]\n[Result \"1-0\"]\n[Annotator \"me\"]\n\n\
            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
        assert_eq!(text, expected);
    }

    #[test]
    fn writes_fen_black_move_numbers_and_clocks() {
        let game = one("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n30... Kd7 31. e4 Ke6 *");
        let text = write_pgn(
            &[],
            &game.start,
            game.castling_mode,
            &game.moves,
            Some(&[59_000, 3_723_000, 500]),
            "*",
        );
        assert!(
            text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n"),
            "{text}"
        );
        assert!(
            text.ends_with(
                "\n30... Kd7 {[%clk 0:00:59]} 31. e4 {[%clk 1:02:03]} 31... Ke6 {[%clk 0:00:00.5]}\n*\n"
            ),
            "{text}"
        );
        let again = one(&text);
        assert_eq!(again.moves, game.moves);
    }

    #[test]
    fn wraps_lines_at_80_columns() {
        let mut game = Game::new();
        for _ in 0..30 {
            for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
                let m = shakmaty::uci::UciMove::from_ascii(m.as_bytes())
                    .unwrap()
                    .to_move(game.position())
                    .unwrap();
                if game.play(m).is_err() {
                    break;
                }
            }
        }
        let clocks = vec![5_400_000; game.moves().len()];
        let text = write_pgn(
            &[],
            game.start(),
            game.castling_mode(),
            &game.moves(),
            Some(&clocks),
            "1/2-1/2",
        );
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        assert!(text.lines().count() > 10);
        assert_eq!(one(&text).moves, game.moves());
    }

    /// A random legal game: each seed picks one of the legal moves.
    fn random_game(start: Option<u32>, seeds: &[u32]) -> Game {
        let mut game = match start {
            Some(n) => Game::chess960(n).unwrap(),
            None => Game::new(),
        };
        for &seed in seeds {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.is_over() {
                break;
            }
            let m = moves[seed as usize % moves.len()];
            game.play(m).unwrap();
        }
        game
    }

    proptest! {
        #[test]
        fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
            let count = read_games(&bytes).count();
            prop_assert!(count <= bytes.len() + 1);
        }

        #[test]
        fn arbitrary_text_never_panics(text in "[ -~\\n]{0,300}") {
            let _ = read_games(text.as_bytes()).count();
        }

        #[test]
        fn damaged_pgn_never_panics(
            edits in proptest::collection::vec((0usize..400, "[ -~\\n]{0,3}"), 1..6),
        ) {
            let mut text = "[Event \"x\"]\n[FEN \"r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1\"]\n\n\
                1. exd6 {c} (1. O-O) O-O-O 2. d7+ Rxd7 $2 3. O-O 1-0\n"
                .to_owned();
            for (at, insert) in edits {
                let at = (0..=at.min(text.len())).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
                text.insert_str(at, &insert);
            }
            for game in read_games(text.as_bytes()).flatten() {
                prop_assert!(Game::from_pgn(&game).is_ok());
            }
        }

        #[test]
        fn written_games_read_back_the_same(
            start in proptest::option::of(0u32..960),
            seeds in proptest::collection::vec(any::<u32>(), 0..200),
            clocks in any::<bool>(),
        ) {
            let game = random_game(start, &seeds);
            let moves = game.moves();
            let times: Vec<u64> = (0..moves.len() as u64).map(|i| i * 1_234).collect();
            let text = write_pgn(
                &[("Event".to_owned(), "proptest".to_owned())],
                game.start(),
                game.castling_mode(),
                &moves,
                clocks.then_some(times.as_slice()),
                "*",
            );
            prop_assert!(text.lines().all(|l| l.chars().count() <= 80));
            let read: Vec<_> = read_games(text.as_bytes()).collect();
            prop_assert_eq!(read.len(), 1);
            let back = read[0].clone().map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(back.moves, moves);
            prop_assert_eq!(back.castling_mode, game.castling_mode());
            prop_assert_eq!(back.result.as_deref(), Some("*"));
        }
    }
}
