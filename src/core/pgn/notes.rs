//! What a PGN says besides the main line: NAGs, comments and variations, and what review reads
//! out of them (the clock, the engine's evaluation, the words of a comment, what a NAG means).

use std::fmt;
use std::sync::OnceLock;

use shakmaty::{Color, Move};

use super::clock_comment::ClockComment;
use super::comments::{Comments, MOST_COMMENT_BYTES, MOST_COMMENT_CHARS};

/// What a PGN says about one move besides the move itself.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoveNotes {
    /// NAG numbers after the move, in order (`$1`..; the suffixes `!` `?` `!!` `??` `!?` `?!` as
    /// 1 to 6).
    pub nags: Vec<u8>,
    /// Comments after the move, as written between the braces (trimmed; empty ones are not
    /// kept), `[%clk ...]`-style commands included. A `;` rest-of-line comment counts too.
    pub comments: Comments,
    /// Variations that replace this move: each starts from the position before this move.
    pub variations: Vec<Line>,
}

/// A line of moves: the main line of a variation.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Line {
    /// Comments before the line's first move (`( {idea} 12. Nf3 ...)`).
    pub comments_before: Comments,
    pub moves: Vec<Move>,
    /// `notes[i]` belongs to `moves[i]`; always the same length as `moves`.
    pub notes: LineNotes,
}

impl Line {
    /// A copy whose comments are cut just past what review says of them: what review keeps of
    /// a file's game, so that a comment of 100 MB is not held twice.
    #[must_use]
    pub fn with_comments_cut(&self) -> Self {
        Self {
            comments_before: self.comments_before.cut_for_saying(),
            moves: self.moves.clone(),
            notes: self.notes.with_comments_cut(),
        }
    }

    /// A line of `moves` with no comment, NAG or variation.
    pub fn bare(moves: Vec<Move>) -> Self {
        Self {
            comments_before: Comments::new(),
            notes: LineNotes::empty(moves.len()),
            moves,
        }
    }
}

impl MoveNotes {
    pub const fn new() -> Self {
        Self {
            nags: Vec::new(),
            comments: Comments::new(),
            variations: Vec::new(),
        }
    }

    /// No NAG, no comment, no variation.
    pub fn is_empty(&self) -> bool {
        self.nags.is_empty() && self.comments.is_empty() && self.variations.is_empty()
    }

    /// The clock after the move, in milliseconds, from a `[%clk H:MM:SS]`, `[%clk H:MM:SS.d]`
    /// or `[%clk M:SS]` command in its comments (the first one that reads as a time).
    pub fn clock_ms(&self) -> Option<u64> {
        self.command_values("clk").find_map(clock_text_ms)
    }

    /// The raw value of the first `[%eval …]` command in the comments (`0.17`, `#-3`,
    /// `-3.1,20`).
    pub fn eval(&self) -> Option<String> {
        self.command_values("eval")
            .find(|value| !value.is_empty())
            .map(str::to_owned)
    }

    /// The comments as words to say: every `[%…]` command removed, whitespace collapsed, and
    /// the comments left empty dropped (each cut at [`MOST_COMMENT_CHARS`]).
    pub fn spoken_comments(&self) -> Vec<String> {
        spoken_comments(&self.comments)
            .map(|said| said.words)
            .collect()
    }

    /// A copy whose comments are cut just past what review says of them
    /// ([`MOST_COMMENT_CHARS`]), its variations' too.
    #[must_use]
    pub fn with_comments_cut(&self) -> Self {
        Self {
            nags: self.nags.clone(),
            comments: self.comments.cut_for_saying(),
            variations: self
                .variations
                .iter()
                .map(Line::with_comments_cut)
                .collect(),
        }
    }

    /// The values (trimmed) of the commands called `name` in the comments, in order.
    fn command_values<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.comments
            .iter()
            .flat_map(commands)
            .filter(move |command| command.name == name)
            .map(|command| command.value)
    }
}

/// A comment as words to say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpokenComment {
    /// At most [`MOST_COMMENT_CHARS`] characters, commands removed, whitespace collapsed.
    pub words: String,
    /// Whether the comment went on past what `words` holds.
    pub cut: bool,
}

/// Comments as words to say: every `[%…]` command removed, whitespace collapsed, and the
/// comments left empty dropped. Made one at a time, so asking whether there is one, or taking
/// the first few, costs no more than that (a move may carry a million comments); each at most
/// [`MOST_COMMENT_CHARS`] characters, whatever its length.
pub fn spoken_comments(comments: &Comments) -> impl Iterator<Item = SpokenComment> + '_ {
    comments
        .iter()
        .map(spoken)
        .filter(|said| !said.words.is_empty())
}

/// One `[%name value]` command inside a comment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Command<'a> {
    name: &'a str,
    value: &'a str,
}

/// The `[%name value]` commands of `comment`, in order. A command with no closing `]` runs to
/// the end of the comment.
fn commands(comment: &str) -> impl Iterator<Item = Command<'_>> {
    command_spans(comment).map(move |(start, end)| {
        let inside = comment[start + 2..end].trim_end_matches(']');
        let name_len = inside
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(inside.len());
        Command {
            name: &inside[..name_len],
            value: inside[name_len..].trim(),
        }
    })
}

/// Where each `[%…]` command of `text` is: from its `[%` to just after its `]` (or the end).
fn command_spans(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut from = 0;
    std::iter::from_fn(move || {
        let start = from + text.get(from..)?.find("[%")?;
        let end = text[start..]
            .find(']')
            .map_or(text.len(), |close| start + close + 1);
        from = end;
        Some((start, end))
    })
}

/// `comment` without its commands, its whitespace collapsed to single spaces, at most
/// [`MOST_COMMENT_CHARS`] characters of it (only its first [`MOST_COMMENT_BYTES`] are looked at:
/// nothing as long as the comment is made).
fn spoken(comment: &str) -> SpokenComment {
    let looked_at = &comment[..floor_char_boundary(comment, MOST_COMMENT_BYTES)];
    let mut kept = String::with_capacity(looked_at.len());
    let mut from = 0;
    for (start, end) in command_spans(looked_at) {
        kept.push_str(&looked_at[from..start]);
        // A command between two words still separates them.
        kept.push(' ');
        from = end;
    }
    kept.push_str(&looked_at[from..]);
    // Whitespace collapsed, and nothing that steers a terminal (ESC, BEL, direction controls).
    let all = crate::core::text::plain_line(&kept, usize::MAX);
    let words = crate::core::text::plain_line(&all, MOST_COMMENT_CHARS);
    SpokenComment {
        cut: looked_at.len() < comment.len() || words.len() < all.len(),
        words,
    }
}

/// The largest char boundary of `text` at or below `at`.
fn floor_char_boundary(text: &str, at: usize) -> usize {
    if at >= text.len() {
        return text.len();
    }
    (0..=at)
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0)
}

/// `H:MM:SS`, `H:MM:SS.d…` or `M:SS` in milliseconds.
fn clock_text_ms(text: &str) -> Option<u64> {
    let mut parts = text.split(':').rev();
    let seconds_text = parts.next()?;
    let minutes: u64 = number(parts.next()?)?;
    let hours: u64 = match parts.next() {
        Some(hours) => number(hours)?,
        None => 0,
    };
    if parts.next().is_some() {
        return None;
    }
    let (whole, fraction) = match seconds_text.split_once('.') {
        Some((whole, fraction)) => (whole, fraction),
        None => (seconds_text, ""),
    };
    let seconds = number(whole)?;
    if !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Milliseconds from the first three digits of the fraction, the rest cut off.
    let fraction_ms = fraction
        .bytes()
        .chain(std::iter::repeat(b'0'))
        .take(3)
        .fold(0u64, |ms, digit| ms * 10 + u64::from(digit - b'0'));
    hours
        .checked_mul(3600)?
        .checked_add(minutes.checked_mul(60)?)?
        .checked_add(seconds)?
        .checked_mul(1000)?
        .checked_add(fraction_ms)
}

/// A run of ASCII digits as a number (`u64::from_str` would also take a sign).
fn number(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// The NAG a suffix annotation glued to a move stands for (`!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5,
/// `?!` 6); other runs of `!` and `?` stand for none.
pub(super) fn suffix_nag(suffix: &[u8]) -> Option<u8> {
    match suffix {
        b"!" => Some(1),
        b"?" => Some(2),
        b"!!" => Some(3),
        b"??" => Some(4),
        b"!?" => Some(5),
        b"?!" => Some(6),
        _ => None,
    }
}

/// What a common NAG says; the side is the one the NAG is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NagMeaning {
    /// `$1`, `!`.
    Good,
    /// `$2`, `?`.
    Mistake,
    /// `$3`, `!!`.
    Brilliant,
    /// `$4`, `??`.
    Blunder,
    /// `$5`, `!?`.
    Interesting,
    /// `$6`, `?!`.
    Dubious,
    /// `$7`: the only move.
    Forced,
    /// `$10`: a drawish or equal position.
    Equal,
    /// `$13`.
    Unclear,
    /// `$14`, `$15`.
    SlightlyBetter(Color),
    /// `$16`, `$17`.
    Better(Color),
    /// `$18`, `$19`: a decisive advantage.
    Winning(Color),
    /// `$22`, `$23`: the side is in zugzwang.
    Zugzwang(Color),
    /// `$32`, `$33`.
    DevelopmentAdvantage(Color),
    /// `$36`, `$37`.
    Initiative(Color),
    /// `$40`, `$41`.
    Attack(Color),
    /// `$132`, `$133`.
    Counterplay(Color),
    /// `$138`, `$139`: the side is short of time.
    TimeTrouble(Color),
    /// `$146`: a new move in the opening.
    Novelty,
}

/// What `nag` means, for the common NAGs.
pub fn nag_meaning(nag: u8) -> Option<NagMeaning> {
    // In each pair of NAGs below, the first (even) number is about White, the next about Black.
    let side = |white: u8| {
        if nag == white {
            Color::White
        } else {
            Color::Black
        }
    };
    Some(match nag {
        1 => NagMeaning::Good,
        2 => NagMeaning::Mistake,
        3 => NagMeaning::Brilliant,
        4 => NagMeaning::Blunder,
        5 => NagMeaning::Interesting,
        6 => NagMeaning::Dubious,
        7 => NagMeaning::Forced,
        10 => NagMeaning::Equal,
        13 => NagMeaning::Unclear,
        14 | 15 => NagMeaning::SlightlyBetter(side(14)),
        16 | 17 => NagMeaning::Better(side(16)),
        18 | 19 => NagMeaning::Winning(side(18)),
        22 | 23 => NagMeaning::Zugzwang(side(22)),
        32 | 33 => NagMeaning::DevelopmentAdvantage(side(32)),
        36 | 37 => NagMeaning::Initiative(side(36)),
        40 | 41 => NagMeaning::Attack(side(40)),
        132 | 133 => NagMeaning::Counterplay(side(132)),
        138 | 139 => NagMeaning::TimeTrouble(side(138)),
        146 => NagMeaning::Novelty,
        _ => return None,
    })
}

// A game of a million moves without a comment costs nothing in its line's notes beyond its
// moves: they are kept only for the moves that have some.
/// The notes of a line's moves (`notes[i]` belongs to move `i`), kept only for the moves that
/// have some: a move without comment, NAG or variation costs nothing here, and one whose only
/// note is a clock comment as servers write them costs a few bytes.
#[derive(Clone, Default)]
pub struct LineNotes {
    /// How many moves the line has.
    moves: usize,
    /// The notes of the moves that have some, by move index, in order (none of `clocks`).
    kept: Vec<(u32, MoveNotes)>,
    /// The moves whose only note is one clock comment that [`ClockComment`] holds, by move
    /// index, in order (none of `kept`).
    clocks: Vec<ClockNote>,
}

/// A move whose only note is a clock comment: the comment as a number, and its notes made only
/// when asked for (review asks for the moves it goes to, not for all).
#[derive(Clone)]
struct ClockNote {
    at: u32,
    clock: ClockComment,
    notes: OnceLock<Box<MoveNotes>>,
}

impl ClockNote {
    fn notes(&self) -> &MoveNotes {
        self.notes.get_or_init(|| Box::new(clock_only(self.clock)))
    }
}

/// The notes of a move with `clock` as its only comment.
fn clock_only(clock: ClockComment) -> MoveNotes {
    let mut notes = MoveNotes::new();
    notes.comments.push(&clock.text());
    notes
}

/// The notes of a move that has none.
static NO_NOTES: MoveNotes = MoveNotes::new();

impl LineNotes {
    /// No notes for a line of `moves` moves.
    pub fn empty(moves: usize) -> Self {
        Self {
            moves,
            kept: Vec::new(),
            clocks: Vec::new(),
        }
    }

    /// One more move, with no notes yet.
    pub fn push_move(&mut self) {
        self.moves += 1;
    }

    /// How many moves the notes cover (the line's moves).
    pub fn len(&self) -> usize {
        self.moves
    }

    pub fn is_empty(&self) -> bool {
        self.moves == 0
    }

    /// The notes of move `index`, `None` past the line's end.
    pub fn get(&self, index: usize) -> Option<&MoveNotes> {
        if index >= self.moves {
            return None;
        }
        let key = u32::try_from(index).ok()?;
        if let Ok(found) = self.kept.binary_search_by_key(&key, |(at, _)| *at) {
            return Some(&self.kept[found].1);
        }
        Some(match self.clock_at(key) {
            Some(found) => self.clocks[found].notes(),
            None => &NO_NOTES,
        })
    }

    /// Where move `key`'s clock note is in `clocks`.
    fn clock_at(&self, key: u32) -> Option<usize> {
        self.clocks.binary_search_by_key(&key, |note| note.at).ok()
    }

    /// The clock after move `index` (see [`MoveNotes::clock_ms`]), without making its notes.
    pub fn clock_ms(&self, index: usize) -> Option<u64> {
        let key = u32::try_from(index).ok()?;
        match self.clock_at(key) {
            Some(found) => Some(self.clocks[found].clock.ms()),
            None => self.get(index).and_then(MoveNotes::clock_ms),
        }
    }

    /// Adds `comment` after move `index`'s other comments (an empty one is not kept).
    pub fn push_comment(&mut self, index: usize, comment: &str) {
        let Ok(key) = u32::try_from(index) else {
            return;
        };
        let has_notes = self.clocks.last().is_some_and(|note| note.at >= key)
            || self.kept.binary_search_by_key(&key, |(at, _)| *at).is_ok();
        if index < self.moves
            && !has_notes
            && let Some(clock) = ClockComment::parse(comment)
        {
            self.clocks.push(ClockNote {
                at: key,
                clock,
                notes: OnceLock::new(),
            });
            return;
        }
        if let Some(notes) = self.get_mut(index) {
            notes.comments.push(comment);
        }
    }

    /// The notes of move `index`, to add to; `None` past the line's end.
    pub fn get_mut(&mut self, index: usize) -> Option<&mut MoveNotes> {
        if index >= self.moves {
            return None;
        }
        let key = u32::try_from(index).ok()?;
        let found = match self.kept.binary_search_by_key(&key, |(at, _)| *at) {
            Ok(found) => found,
            Err(place) => {
                // A clock note becomes notes that can hold more (in the reader, always the last).
                let notes = self
                    .clock_at(key)
                    .map(|found| self.clocks.remove(found))
                    .map_or_else(MoveNotes::default, |note| clock_only(note.clock));
                self.kept.insert(place, (key, notes));
                place
            }
        };
        Some(&mut self.kept[found].1)
    }

    /// The notes of the last move, to add to.
    pub fn last_mut(&mut self) -> Option<&mut MoveNotes> {
        self.moves
            .checked_sub(1)
            .and_then(|last| self.get_mut(last))
    }

    /// Every move's notes, in order (those of a move without notes are empty).
    pub fn iter(&self) -> impl Iterator<Item = &MoveNotes> + '_ {
        let mut kept = self.kept.iter().peekable();
        let mut clocks = self.clocks.iter().peekable();
        (0..self.moves).map(move |index| {
            if let Some((_, notes)) = kept.next_if(|(at, _)| *at as usize == index) {
                return notes;
            }
            match clocks.next_if(|note| note.at as usize == index) {
                Some(note) => note.notes(),
                None => &NO_NOTES,
            }
        })
    }

    /// Every move's notes, to add to (a note is kept for each move from now on).
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut MoveNotes> + '_ {
        let moves = u32::try_from(self.moves).unwrap_or(u32::MAX);
        let mut all = Vec::with_capacity(self.moves);
        let mut kept = std::mem::take(&mut self.kept).into_iter().peekable();
        let mut clocks = std::mem::take(&mut self.clocks).into_iter().peekable();
        for index in 0..moves {
            let notes = match kept.next_if(|(at, _)| *at == index) {
                Some((_, notes)) => notes,
                None => clocks
                    .next_if(|note| note.at == index)
                    .map_or_else(MoveNotes::default, |note| clock_only(note.clock)),
            };
            all.push((index, notes));
        }
        self.kept = all;
        self.kept.iter_mut().map(|(_, notes)| notes)
    }

    /// A copy whose comments are cut just past what review says of them (a clock comment is
    /// short: kept as it is).
    #[must_use]
    pub fn with_comments_cut(&self) -> Self {
        Self {
            moves: self.moves,
            kept: self
                .kept
                .iter()
                .map(|(at, notes)| (*at, notes.with_comments_cut()))
                .collect(),
            clocks: self.clocks.clone(),
        }
    }

    /// Gives back unused room, and forgets the moves whose notes stayed empty.
    pub fn shrink_to_fit(&mut self) {
        self.kept.retain(|(_, notes)| !notes.is_empty());
        self.kept.shrink_to_fit();
        self.clocks.shrink_to_fit();
    }
}

impl std::ops::Index<usize> for LineNotes {
    type Output = MoveNotes;

    fn index(&self, index: usize) -> &MoveNotes {
        match self.get(index) {
            Some(notes) => notes,
            None => panic!(
                "move {index} has no notes: the line has {} moves",
                self.moves
            ),
        }
    }
}

impl PartialEq for LineNotes {
    fn eq(&self, other: &Self) -> bool {
        self.moves == other.moves && self.iter().eq(other.iter())
    }
}

impl Eq for LineNotes {}

impl fmt::Debug for LineNotes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a LineNotes {
    type Item = &'a MoveNotes;
    type IntoIter = Box<dyn Iterator<Item = &'a MoveNotes> + 'a>;

    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn notes(comments: &[&str]) -> MoveNotes {
        MoveNotes {
            comments: comments.iter().collect(),
            ..MoveNotes::default()
        }
    }

    #[test]
    fn clocks_in_every_written_form() {
        for (comment, ms) in [
            ("[%clk 0:03:00]", Some(180_000)),
            ("[%clk 1:02:03.4]", Some(3_723_400)),
            ("[%clk 0:00:00.05]", Some(50)),
            ("[%clk 4:59]", Some(299_000)),
            ("[%clk  0:01:00 ]", Some(60_000)),
            ("[%eval 0.3] [%clk 0:00:10]", Some(10_000)),
            ("[%clk soon]", None),
            ("[%clk -1:00]", None),
            ("[%clk 1:2:3:4]", None),
            ("[%clk 0:01:00.5s]", None),
            ("clk 0:01:00", None),
            ("[%clkx 0:01:00]", None),
        ] {
            assert_eq!(notes(&[comment]).clock_ms(), ms, "{comment}");
        }
        assert_eq!(
            notes(&["no clock", "[%clk 0:00:07]"]).clock_ms(),
            Some(7_000)
        );
    }

    #[test]
    fn eval_is_the_raw_value() {
        assert_eq!(
            notes(&["[%clk 0:01:00] [%eval #-3]"]).eval().as_deref(),
            Some("#-3")
        );
        assert_eq!(
            notes(&["[%eval -3.1,20]"]).eval().as_deref(),
            Some("-3.1,20")
        );
        assert_eq!(notes(&["eval 0.3"]).eval(), None);
    }

    #[test]
    fn spoken_comments_lose_commands_and_extra_space() {
        let notes = notes(&[
            "[%eval 0.17] [%clk 0:03:00]",
            "  Better was\n  Nf3[%csl Gf3]here ",
            "[%clk 0:00:01",
            "a [ b ] c",
        ]);
        assert_eq!(
            notes.spoken_comments(),
            ["Better was Nf3 here", "a [ b ] c"]
        );
    }

    #[test]
    fn a_long_comment_is_said_cut_and_kept_cut() {
        let long = "word ".repeat(100_000);
        let said: Vec<SpokenComment> =
            spoken_comments(&notes(&[long.trim(), "short"]).comments).collect();
        assert_eq!(
            said[0].words.chars().count(),
            MOST_COMMENT_CHARS - 1,
            "a word is not cut"
        );
        assert!(said[0].cut);
        assert_eq!(
            said[1],
            SpokenComment {
                words: "short".to_owned(),
                cut: false
            }
        );
        // Exactly the most that is said: not cut.
        let most = "é".repeat(MOST_COMMENT_CHARS);
        let said: Vec<_> = spoken_comments(&notes(&[&most]).comments).collect();
        assert!(!said[0].cut && said[0].words == most);
        // Kept for review: only what is said, and still seen to be cut.
        let kept = notes(&[long.trim(), "short"]).with_comments_cut();
        let mut comments = kept.comments.iter();
        assert!(comments.next().unwrap().len() <= MOST_COMMENT_BYTES + 4);
        assert_eq!(comments.next(), Some("short"));
        let again: Vec<_> = spoken_comments(&kept.comments).collect();
        assert_eq!(
            again,
            spoken_comments(&notes(&[long.trim(), "short"]).comments).collect::<Vec<_>>()
        );
    }

    #[test]
    fn suffixes_are_the_first_six_nags() {
        let suffixes: Vec<_> = ["!", "?", "!!", "??", "!?", "?!", "!!!", "?!?"]
            .iter()
            .map(|s| suffix_nag(s.as_bytes()))
            .collect();
        assert_eq!(
            suffixes,
            [
                Some(1),
                Some(2),
                Some(3),
                Some(4),
                Some(5),
                Some(6),
                None,
                None
            ]
        );
    }

    #[test]
    fn common_nags_mean_what_the_standard_says() {
        assert_eq!(nag_meaning(4), Some(NagMeaning::Blunder));
        assert_eq!(nag_meaning(10), Some(NagMeaning::Equal));
        assert_eq!(
            nag_meaning(15),
            Some(NagMeaning::SlightlyBetter(Color::Black))
        );
        assert_eq!(nag_meaning(18), Some(NagMeaning::Winning(Color::White)));
        assert_eq!(nag_meaning(23), Some(NagMeaning::Zugzwang(Color::Black)));
        assert_eq!(
            nag_meaning(138),
            Some(NagMeaning::TimeTrouble(Color::White))
        );
        assert_eq!(nag_meaning(146), Some(NagMeaning::Novelty));
        for unknown in [0, 8, 11, 20, 147, 255] {
            assert_eq!(nag_meaning(unknown), None, "{unknown}");
        }
    }

    #[test]
    fn notes_are_kept_only_for_moves_that_have_some() {
        let mut notes = LineNotes::empty(3);
        assert_eq!(notes.len(), 3);
        assert!(notes[1].is_empty());
        assert!(notes.get(3).is_none());
        notes.get_mut(1).unwrap().nags.push(1);
        notes.push_move();
        notes.last_mut().unwrap().comments.push("last");
        assert_eq!(notes.kept.len(), 2);
        let nags: Vec<_> = notes.iter().map(|n| n.nags.clone()).collect();
        assert_eq!(nags, [vec![], vec![1], vec![], vec![]]);
        assert_eq!(notes[3].comments, ["last"]);
        for note in notes.iter_mut() {
            note.nags.push(7);
        }
        assert_eq!(notes[0].nags, [7]);
        assert_eq!(notes[1].nags, [1, 7]);
        let mut same = LineNotes::empty(4);
        same.get_mut(0).unwrap().nags.push(7);
        same.get_mut(1).unwrap().nags.extend([1, 7]);
        same.get_mut(2).unwrap().nags.push(7);
        same.get_mut(3).unwrap().nags.push(7);
        same.get_mut(3).unwrap().comments.push("last");
        assert_eq!(notes, same);
    }

    #[test]
    fn clock_comments_are_held_as_numbers_and_read_back_as_written() {
        let mut notes = LineNotes::empty(4);
        notes.push_comment(0, "[%clk 0:03:00]");
        notes.push_comment(1, "[%clk 0:02:59.5]");
        notes.push_comment(2, "[%clk 00:02:58]");
        notes.push_comment(3, "[%clk 0:02:57]");
        assert_eq!(
            notes.clocks.len(),
            3,
            "the one written otherwise stays text"
        );
        assert_eq!(notes.clock_ms(1), Some(179_500));
        assert_eq!(notes[1].comments, ["[%clk 0:02:59.5]"]);
        assert_eq!(notes[2].clock_ms(), Some(178_000));
        // More notes after a clock: the clock stays the first comment.
        notes.get_mut(3).unwrap().nags.push(2);
        notes.push_comment(0, "then");
        assert_eq!(notes[0].comments, ["[%clk 0:03:00]", "then"]);
        assert_eq!(notes[3].comments, ["[%clk 0:02:57]"]);
        assert_eq!(notes[3].nags, [2]);
        assert_eq!(notes.clocks.len(), 1);
        let comments: Vec<Vec<String>> = notes
            .iter()
            .map(|n| n.comments.iter().map(str::to_owned).collect())
            .collect();
        assert_eq!(
            comments,
            [
                vec!["[%clk 0:03:00]", "then"],
                vec!["[%clk 0:02:59.5]"],
                vec!["[%clk 00:02:58]"],
                vec!["[%clk 0:02:57]"],
            ]
        );
        for note in notes.iter_mut() {
            note.nags.push(7);
        }
        assert!(notes.clocks.is_empty());
        assert_eq!(notes[1].comments, ["[%clk 0:02:59.5]"]);
    }
}
