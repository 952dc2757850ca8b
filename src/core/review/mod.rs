//! A finished game gone over move by move: a cursor on the game's tree of moves (the main line
//! and its variations, each move with its comments, NAGs and `%clk`) that steps forward and
//! back, jumps, and goes into and out of variations. Pure: it says where it went; the table's
//! review seat ([`crate::core::table`]) says it in words.
//!
//! A step costs the same at move 10 and at move 10 000: the position before each move on the
//! path is at hand (with the last opening named up to it; see the `trail` module, which keeps
//! one in 32 of the older ones), so a step back takes it, and the move just played is said from
//! it. Only a jump plays the game from its start.

mod trail;
mod words;

use shakmaty::{CastlingMode, Chess, Color, Move, Position};

use self::trail::{Step, Trail};
use super::game::Game;
use super::language::UiLanguage;
use super::message::Message;
use super::openings::{Opening, book};
use super::pgn::{Comments, Line, LineNotes, MoveNote, PgnGame, spoken_comments};
use super::phrasing::{Style, Suffix, announce_with_suffix};
use super::text::plain_line;
use super::voice::Voice;

pub use words::{NAG_KEYS, ReviewStrings, ReviewWord, judges_move, nag_word};

/// The most characters of a tag said (a name, a result).
const TAG_CHARS: usize = 200;

/// A game to review: its start, its tree of moves and who played it.
#[derive(Debug, Clone)]
pub struct ReviewGame {
    pub start: Chess,
    pub castling_mode: CastlingMode,
    /// The main line; its `comments_before` are the game's opening comments.
    pub main: Line,
    pub white: String,
    pub black: String,
    pub result: String,
}

impl ReviewGame {
    /// A game read from PGN, variations, comments and NAGs included.
    pub fn from_pgn(game: &PgnGame) -> Self {
        Self {
            start: game.start.clone(),
            castling_mode: game.castling_mode,
            // Only what is said of each comment is kept: a file's comment of 100 MB is not
            // held a second time beside the file's own game.
            main: Line {
                comments_before: game.comments_before.cut_for_saying(),
                moves: game.moves.clone(),
                notes: game.notes.with_comments_cut(),
            },
            // Tags from a file: made plain before they are said or shown.
            white: plain_line(game.tag("White").unwrap_or("?"), TAG_CHARS),
            black: plain_line(game.tag("Black").unwrap_or("?"), TAG_CHARS),
            result: plain_line(
                game.tag("Result").or(game.result.as_deref()).unwrap_or("*"),
                TAG_CHARS,
            ),
        }
    }

    /// A game played at the table: its moves, and the mover's time left after each move when
    /// it had a clock (kept as the `[%clk]` comments a saved game has).
    pub fn from_played(game: &Game, clock_ms: Option<&[u64]>, white: &str, black: &str) -> Self {
        let moves = game.moves();
        let mut notes = LineNotes::empty(moves.len());
        for (index, &ms) in clock_ms.unwrap_or_default().iter().enumerate() {
            notes.push_comment(index, &clock_comment(ms));
        }
        Self {
            start: game.start().clone(),
            castling_mode: game.castling_mode(),
            main: Line {
                comments_before: Comments::new(),
                moves,
                notes,
            },
            white: white.to_owned(),
            black: black.to_owned(),
            result: game
                .ending()
                .map_or("*".to_owned(), |e| e.result.to_string()),
        }
    }
}

impl ReviewGame {
    /// The first line of the review: who played (a side's word for a name the game does not
    /// give), the result in words, and how many half-moves (`plies`) the main line has.
    pub fn header(&self, plies: usize) -> Message {
        let player = |name: &str, side: &'static str| {
            if unnamed(name) {
                Message::new("review-side").text("side", side)
            } else {
                Message::english(name)
            }
        };
        Message::new("review-header")
            .said("white", player(&self.white, "white"))
            .said("black", player(&self.black, "black"))
            .text("result", result_word(&self.result))
            .number("plies", plies)
    }

    /// The game with an analysis's notes (`notes[i]` after move `i`): marks, evaluations, and
    /// the better move as a variation.
    #[must_use]
    pub fn with_analysis(mut self, notes: &[MoveNote]) -> Self {
        for (move_notes, note) in self.main.notes.iter_mut().zip(notes) {
            move_notes.nags.extend(note.nag);
            move_notes.comments.extend(&note.comment);
            if let Some(moves) = &note.variation {
                move_notes.variations.push(Line::bare(moves.clone()));
            }
        }
        self.main.notes.shrink_to_fit();
        self
    }
}

/// Comments as said in `language`: each at most
/// [`MOST_COMMENT_CHARS`](super::pgn::MOST_COMMENT_CHARS) characters, one cut
/// there saying so ("comment cut at 2000 characters"); see [`spoken_comments`].
pub fn comments_said(
    comments: &Comments,
    language: UiLanguage,
) -> impl Iterator<Item = String> + '_ {
    spoken_comments(comments).map(move |said| {
        if !said.cut {
            return said.words;
        }
        let cut = Message::new("review-comment-cut")
            .number("n", said.words.chars().count())
            .in_language(language);
        format!("{} … {cut}", said.words)
    })
}

/// A player's name a game does not give: PGN's `?` (unknown), or nothing.
fn unnamed(name: &str) -> bool {
    matches!(name.trim(), "" | "?" | "-")
}

/// A result tag as the word the catalogues choose their sentence by: `white`, `black`, `draw`,
/// or `none` for a game without a result (`*`).
pub fn result_word(result: &str) -> &'static str {
    match result.trim() {
        "1-0" => "white",
        "0-1" => "black",
        "1/2-1/2" | "½-½" => "draw",
        _ => "none",
    }
}

/// `[%clk H:MM:SS]`, as PGN writes a clock reading.
fn clock_comment(ms: u64) -> String {
    let seconds = ms / 1000;
    format!(
        "[%clk {}:{:02}:{:02}]",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

/// One step into a variation: the move of the enclosing line it replaces, and which of that
/// move's variations it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Branch {
    at: usize,
    variation: usize,
}

/// Where a movement went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moved {
    /// One move forward: the move now last played is to be said.
    Forward,
    /// One move back: the move undone is to be said (its place on the tree).
    Back(MoveAt),
    /// A jump: where it landed is to be said.
    Jumped,
    /// Into variation `number` (1-based) of the move just played: its first move was played.
    IntoVariation { number: usize },
    /// Out of a variation, back on the line it branched from, just after the move it replaced.
    OutOfVariation,
}

/// Why a movement did not happen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    AtStart,
    /// The end of the line: of the game, or of the variation.
    AtEnd {
        in_variation: bool,
    },
    /// The move just played has no variation of that number (it has `count`).
    NoVariation {
        count: usize,
    },
    /// Not in a variation: nothing to leave.
    OnMainLine,
}

/// A move on the tree: the line it is on (by the branches that lead there) and its index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveAt {
    depth: usize,
    index: usize,
}

/// A game's tree and a cursor on it.
#[derive(Debug, Clone)]
pub struct Review {
    game: ReviewGame,
    /// The variations entered, outermost first.
    path: Vec<Branch>,
    /// Moves played on the current line.
    ply: usize,
    /// The position at the cursor.
    position: Chess,
    /// Every move from the start to the cursor, through the variations entered.
    steps: Trail,
}

impl Review {
    pub fn new(game: ReviewGame) -> Self {
        let position = game.start.clone();
        Self {
            game,
            path: Vec::new(),
            ply: 0,
            position,
            steps: Trail::default(),
        }
    }

    /// Plays `m` at the cursor, keeping the position it was played from.
    fn advance(&mut self, m: Move) {
        advance(&self.game, &mut self.position, &mut self.steps, m);
    }

    /// Takes back the last move of the path; `path` and `ply` already say where the cursor goes.
    fn retreat(&mut self) {
        let (game, path, ply) = (&self.game, &self.path, self.ply);
        let moves = |from, to| path_moves(game, path, ply, from, to);
        if let Some(step) = self.steps.pop(moves, |position| named(game, position)) {
            self.position = step.before;
        }
    }

    /// The last opening named before the move just played (on the path), when the game starts
    /// from the standard position.
    pub fn opening_before_last(&self) -> Option<Opening> {
        self.steps.last().and_then(|step| step.opening)
    }

    /// How many moves lead from the start to the cursor (through the variations entered).
    pub fn path_len(&self) -> usize {
        self.steps.len()
    }

    /// The last `count` moves from the start to the cursor, in order.
    pub fn last_moves(&self, count: usize) -> Vec<Move> {
        let mut moves: Vec<Move> = Vec::with_capacity(count);
        for (line, played) in self.lines().into_iter().rev() {
            let wanted = count - moves.len();
            let from = played.saturating_sub(wanted);
            moves.extend(line.moves[from..played].iter().rev().copied());
            if moves.len() == count {
                break;
            }
        }
        moves.reverse();
        moves
    }

    pub fn game_reviewed(&self) -> &ReviewGame {
        &self.game
    }

    /// Half-moves of the main line.
    pub fn len(&self) -> usize {
        self.game.main.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.game.main.moves.is_empty()
    }

    /// How many variations deep the cursor is (0: the main line).
    pub fn depth(&self) -> usize {
        self.path.len()
    }

    /// The position at the cursor.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The lines from the main line to the current one, each with the moves played on it
    /// before the next branch (the current line: up to the cursor).
    fn lines(&self) -> Vec<(&Line, usize)> {
        path_lines(&self.game, &self.path, self.ply)
    }

    fn line(&self) -> &Line {
        self.lines()
            .last()
            .map_or(&self.game.main, |&(line, _)| line)
    }

    /// Every move from the start to the cursor, through the variations entered.
    pub fn moves_played(&self) -> Vec<Move> {
        self.lines()
            .into_iter()
            .flat_map(|(line, played)| line.moves[..played].iter().copied())
            .collect()
    }

    /// The game up to the cursor, for the table's queries.
    pub fn game(&self) -> Game {
        let mut game = Game::from_position(self.game.start.clone(), self.game.castling_mode);
        for m in self.moves_played() {
            // Every move of the tree was played legally when it was read.
            if game.replay(m).is_err() {
                break;
            }
        }
        game
    }

    /// The path played again from the start (after a jump), without a list of its moves (a
    /// game may hold millions).
    fn replay(&mut self) {
        self.position = self.game.start.clone();
        self.steps.clear();
        for (line, played) in path_lines(&self.game, &self.path, self.ply) {
            for &m in &line.moves[..played] {
                advance(&self.game, &mut self.position, &mut self.steps, m);
            }
        }
    }

    /// The move just played (`None` at the start of a line), and its notes.
    pub fn last_move(&self) -> Option<MoveAt> {
        self.ply.checked_sub(1).map(|index| MoveAt {
            depth: self.path.len(),
            index,
        })
    }

    /// The notes of the move just played, or `None` at the start of a line.
    pub fn last_notes(&self) -> Option<&super::pgn::MoveNotes> {
        self.ply
            .checked_sub(1)
            .and_then(|index| self.line().notes.get(index))
    }

    /// The comments before the current line's first move (the game's, or a variation's).
    pub fn line_comments(&self) -> &Comments {
        &self.line().comments_before
    }

    /// The first move of each variation of the move just played: its alternatives.
    pub fn alternatives(&self) -> Vec<Move> {
        self.last_notes()
            .map(|notes| {
                notes
                    .variations
                    .iter()
                    .filter_map(|line| line.moves.first().copied())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The position before the move just played (where its variations start).
    pub fn position_before_last(&self) -> Option<Chess> {
        self.ply.checked_sub(1)?;
        self.steps.last().map(|step| step.before.clone())
    }

    /// Each side's latest `%clk` reading at or before the cursor, along the path.
    pub fn clocks(&self) -> [Option<u64>; 2] {
        let mut clocks = [None, None];
        let mut turn = self.game.start.turn();
        for (line, played) in self.lines() {
            // Read without making each move's notes (a clock held as a number stays one).
            for index in 0..played {
                if let Some(ms) = line.notes.clock_ms(index) {
                    clocks[usize::from(turn == Color::Black)] = Some(ms);
                }
                turn = !turn;
            }
        }
        clocks
    }

    pub fn forward(&mut self) -> Result<Moved, Stop> {
        let line = self.line();
        let Some(&m) = line.moves.get(self.ply) else {
            return Err(Stop::AtEnd {
                in_variation: !self.path.is_empty(),
            });
        };
        self.ply += 1;
        self.advance(m);
        Ok(Moved::Forward)
    }

    /// One move back; from the start of a variation, out of it to just before the move it
    /// replaces, and one move back there.
    pub fn back(&mut self) -> Result<Moved, Stop> {
        if self.ply == 0 {
            let branch = self.path.pop().ok_or(Stop::AtStart)?;
            // Out of a variation where nothing was played: the path is the same.
            self.ply = branch.at;
            if self.ply == 0 {
                return Err(Stop::AtStart);
            }
        }
        let undone = MoveAt {
            depth: self.path.len(),
            index: self.ply - 1,
        };
        self.ply -= 1;
        self.retreat();
        Ok(Moved::Back(undone))
    }

    /// Into variation `number` (1-based) of the move just played: the variation's first move
    /// is played instead.
    pub fn into_variation(&mut self, number: usize) -> Result<Moved, Stop> {
        let count = self.last_notes().map_or(0, |notes| notes.variations.len());
        if number == 0 || number > count {
            return Err(Stop::NoVariation { count });
        }
        self.path.push(Branch {
            at: self.ply - 1,
            variation: number - 1,
        });
        self.ply = 0;
        // The move the variation replaces is taken back.
        self.retreat();
        // A variation holds at least one move when it was read; an empty one is left at its
        // start, which is the position before the move it replaces.
        let _ = self.forward();
        Ok(Moved::IntoVariation { number })
    }

    /// Out of the variation, just after the move it replaces on the line it branched from.
    pub fn out_of_variation(&mut self) -> Result<Moved, Stop> {
        let branch = *self.path.last().ok_or(Stop::OnMainLine)?;
        // Back to the variation's start first, the path still through it.
        while self.ply > 0 {
            self.ply -= 1;
            self.retreat();
        }
        self.path.pop();
        self.ply = branch.at + 1;
        if let Some(&m) = self.line().moves.get(branch.at) {
            self.advance(m);
        }
        Ok(Moved::OutOfVariation)
    }

    /// To just after move `number` of `side` on the main line (`go 12`: after White's twelfth
    /// move), clamped to the game.
    pub fn go_to(&mut self, number: u32, side: Color) -> Moved {
        let first = self.game.start.fullmoves().get();
        let first_side = self.game.start.turn();
        // Half-moves from the start to just after (number, side).
        let index = i64::from(number) * 2 - i64::from(first) * 2 + i64::from(side == Color::Black)
            - i64::from(first_side == Color::Black)
            + 1;
        let ply = usize::try_from(index.max(0))
            .unwrap_or(0)
            .min(self.game.main.moves.len());
        self.jump(ply)
    }

    /// Half-moves of the main line played before the cursor: where it is, or where the
    /// variations it is in branch off.
    pub fn main_line_ply(&self) -> usize {
        self.path.first().map_or(self.ply, |branch| branch.at)
    }

    /// To just after half-move `ply` of the main line (clamped to the game).
    pub fn to_ply(&mut self, ply: usize) -> Moved {
        self.jump(ply.min(self.game.main.moves.len()))
    }

    pub fn to_start(&mut self) -> Moved {
        self.jump(0)
    }

    pub fn to_end(&mut self) -> Moved {
        self.jump(self.game.main.moves.len())
    }

    fn jump(&mut self, ply: usize) -> Moved {
        self.path.clear();
        self.ply = ply;
        self.replay();
        Moved::Jumped
    }

    /// Whether the cursor is at the start of the game.
    pub fn at_start(&self) -> bool {
        self.path.is_empty() && self.ply == 0
    }

    /// Whether the cursor is at the end of the main line.
    pub fn at_end(&self) -> bool {
        self.path.is_empty() && self.ply == self.game.main.moves.len()
    }

    /// The words of the move at `at` (on the current path) as announced, with its number and
    /// side when `numbered`.
    pub fn said_at(
        &self,
        at: MoveAt,
        voice: &Voice,
        style: Style,
        numbered: Option<UiLanguage>,
    ) -> String {
        let lines = self.lines();
        // The move just played, or the one just taken back: said from a position at hand.
        if at.depth + 1 == lines.len()
            && let Some(&(line, played)) = lines.last()
        {
            if at.index + 1 == played
                && let Some(step) = self.steps.last()
            {
                return move_said(&step.before, line.moves[at.index], voice, style, numbered);
            }
            if at.index == played {
                return move_said(&self.position, line.moves[at.index], voice, style, numbered);
            }
        }
        let mut position = self.game.start.clone();
        for (depth, (line, played)) in lines.iter().enumerate() {
            let upto = if depth == at.depth { at.index } else { *played };
            for &m in &line.moves[..upto] {
                position.play_unchecked(m);
            }
            if depth == at.depth {
                return move_said(&position, line.moves[at.index], voice, style, numbered);
            }
        }
        String::new()
    }

    /// The move just played in words, or `None` at the start of a line.
    pub fn last_said(
        &self,
        voice: &Voice,
        style: Style,
        numbered: Option<UiLanguage>,
    ) -> Option<String> {
        self.last_move()
            .map(|at| self.said_at(at, voice, style, numbered))
    }
}

/// The lines from the main line through `path`, each with the moves played on it before the
/// next branch (the last: `ply`).
fn path_lines<'a>(game: &'a ReviewGame, path: &[Branch], ply: usize) -> Vec<(&'a Line, usize)> {
    let mut lines = Vec::with_capacity(path.len() + 1);
    let mut line = &game.main;
    for branch in path {
        lines.push((line, branch.at));
        line = &line.notes[branch.at].variations[branch.variation];
    }
    lines.push((line, ply));
    lines
}

/// The moves of the path of indexes `from` to `to` (not included).
fn path_moves(game: &ReviewGame, path: &[Branch], ply: usize, from: usize, to: usize) -> Vec<Move> {
    let mut moves = Vec::with_capacity(to.saturating_sub(from));
    let mut first = 0;
    for (line, played) in path_lines(game, path, ply) {
        let on_line = from.max(first)..to.min(first + played);
        if !on_line.is_empty() {
            moves.extend_from_slice(&line.moves[on_line.start - first..on_line.end - first]);
        }
        first += played;
    }
    moves
}

/// The opening `position` is named, in a game from the standard start.
fn named(game: &ReviewGame, position: &Chess) -> Option<Opening> {
    book()
        .ok()
        .filter(|_| game.start == Chess::default())
        .and_then(|book| book.name_of(position))
}

/// Plays `m` at `position`, keeping the position it was played from in `steps`.
fn advance(game: &ReviewGame, position: &mut Chess, steps: &mut Trail, m: Move) {
    let opening = named(game, position).or_else(|| steps.last().and_then(|step| step.opening));
    let before = position.clone();
    position.play_unchecked(m);
    steps.push(Step { before, opening });
}

/// Move `m` played in `before`, as announced, after its number and side when `numbered` holds
/// the language the number is said in ("Zug zwölf").
pub fn move_said(
    before: &Chess,
    m: Move,
    voice: &Voice,
    style: Style,
    numbered: Option<UiLanguage>,
) -> String {
    let mut after = before.clone();
    after.play_unchecked(m);
    let words = announce_with_suffix(before, m, Suffix::of(&after), voice, style);
    let Some(language) = numbered else {
        return words;
    };
    let number = before.fullmoves().get();
    let number_words = voice.number(number).unwrap_or_else(|| number.to_string());
    let side = match before.turn() {
        Color::White => voice.clock_words().white.as_str(),
        Color::Black => voice.clock_words().black.as_str(),
    };
    let number = Message::new("move-number").text("n", number_words);
    format!("{}, {side}: {words}", number.in_language(language))
}

#[cfg(test)]
mod tests;
