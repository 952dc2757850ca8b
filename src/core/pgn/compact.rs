//! How a read game's notes are held so that memory stays in proportion to the file: the
//! comments of a move (or before a line) in one string, and the notes of a line only for the
//! moves that have some.
//!
//! A game of a million moves without a comment costs nothing here beyond its moves; a million
//! comments after one move cost their text and four bytes each, not a string apiece.

use std::fmt;

use super::notes::MoveNotes;

/// Comments, in order, held in one string: a comment a word (`{c}`) costs its text and its end,
/// not an allocation.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Comments {
    /// Every comment, one after the other.
    text: String,
    /// Where each comment but the last ends in `text` (the last ends with it). No comment is
    /// empty, so no text means no comment.
    ends: Vec<u32>,
}

impl Comments {
    pub const fn new() -> Self {
        Self {
            text: String::new(),
            ends: Vec::new(),
        }
    }

    /// Adds a comment after the others. An empty one is not kept (nothing to say, and it would
    /// not be told from no comment).
    pub fn push(&mut self, comment: &str) {
        if comment.is_empty() {
            return;
        }
        if !self.text.is_empty() {
            // Text beyond 4 GB is refused long before: a PGN file is at most 512 MB.
            self.ends
                .push(u32::try_from(self.text.len()).unwrap_or(u32::MAX));
        }
        self.text.push_str(comment);
    }

    pub fn len(&self) -> usize {
        if self.text.is_empty() {
            0
        } else {
            self.ends.len() + 1
        }
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The comments in order.
    pub fn iter(&self) -> impl Iterator<Item = &str> + '_ {
        let ends = self.ends.iter().map(|&end| end as usize);
        let bounds = std::iter::once(0)
            .chain(ends.clone())
            .zip(ends.chain(std::iter::once(self.text.len())));
        bounds
            .take(self.len())
            .map(|(start, end)| self.text.get(start..end).unwrap_or_default())
    }

    /// Gives back unused room (a line's notes stay until the game is dropped).
    pub fn shrink_to_fit(&mut self) {
        self.text.shrink_to_fit();
        self.ends.shrink_to_fit();
    }
}

impl fmt::Debug for Comments {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a Comments {
    type Item = &'a str;
    type IntoIter = Box<dyn Iterator<Item = &'a str> + 'a>;

    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

impl<S: AsRef<str>> FromIterator<S> for Comments {
    fn from_iter<I: IntoIterator<Item = S>>(iter: I) -> Self {
        let mut comments = Self::new();
        comments.extend(iter);
        comments
    }
}

impl<S: AsRef<str>> Extend<S> for Comments {
    fn extend<I: IntoIterator<Item = S>>(&mut self, iter: I) {
        for comment in iter {
            self.push(comment.as_ref());
        }
    }
}

impl<S: AsRef<str>, const N: usize> PartialEq<[S; N]> for Comments {
    fn eq(&self, other: &[S; N]) -> bool {
        self.len() == N && self.iter().zip(other).all(|(a, b)| a == b.as_ref())
    }
}

/// The notes of a line's moves (`notes[i]` belongs to move `i`), kept only for the moves that
/// have some: a move without comment, NAG or variation costs nothing here.
#[derive(Clone, Default)]
pub struct LineNotes {
    /// How many moves the line has.
    moves: usize,
    /// The notes of the moves that have some, by move index, in order.
    kept: Vec<(u32, MoveNotes)>,
}

/// The notes of a move that has none.
static NO_NOTES: MoveNotes = MoveNotes::new();

impl LineNotes {
    /// No notes for a line of `moves` moves.
    pub fn empty(moves: usize) -> Self {
        Self {
            moves,
            kept: Vec::new(),
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
        Some(match self.kept.binary_search_by_key(&key, |(at, _)| *at) {
            Ok(found) => &self.kept[found].1,
            Err(_) => &NO_NOTES,
        })
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
                self.kept.insert(place, (key, MoveNotes::default()));
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
        (0..self.moves).map(
            move |index| match kept.next_if(|(at, _)| *at as usize == index) {
                Some((_, notes)) => notes,
                None => &NO_NOTES,
            },
        )
    }

    /// Every move's notes, to add to (a note is kept for each move from now on).
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut MoveNotes> + '_ {
        let moves = u32::try_from(self.moves).unwrap_or(u32::MAX);
        let mut all = Vec::with_capacity(self.moves);
        let mut kept = std::mem::take(&mut self.kept).into_iter().peekable();
        for index in 0..moves {
            let notes = kept
                .next_if(|(at, _)| *at == index)
                .map_or_else(MoveNotes::default, |(_, notes)| notes);
            all.push((index, notes));
        }
        self.kept = all;
        self.kept.iter_mut().map(|(_, notes)| notes)
    }

    /// Gives back unused room, and forgets the moves whose notes stayed empty.
    pub fn shrink_to_fit(&mut self) {
        self.kept.retain(|(_, notes)| !notes.is_empty());
        self.kept.shrink_to_fit();
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

    #[test]
    fn comments_come_back_as_they_went_in() {
        let mut comments = Comments::new();
        assert!(comments.is_empty());
        assert_eq!(comments.iter().count(), 0);
        comments.push("one");
        assert_eq!(comments, ["one"]);
        comments.push("");
        comments.push("two words");
        comments.push("é");
        assert_eq!(comments.len(), 3);
        assert_eq!(comments, ["one", "two words", "é"]);
        assert_eq!(comments.iter().last(), Some("é"));
        let copied: Comments = comments.iter().collect();
        assert_eq!(copied, comments);
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
}
