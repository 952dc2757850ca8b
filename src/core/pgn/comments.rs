//! The comments of a move (or before a line) held in one string, so that memory stays in
//! proportion to the file: a million comments after one move cost their text and four bytes
//! each, not a string apiece.

use std::fmt;

/// The most characters of one comment said: a file may hold a comment of a hundred megabytes,
/// which nobody listens to and which would be copied at every step from the file to the voice.
/// What is past it is not said, and the cut is (`SpokenComment::cut`).
pub const MOST_COMMENT_CHARS: usize = 2000;

/// The most bytes of one comment looked at to say it: a character is at most four bytes.
pub(super) const MOST_COMMENT_BYTES: usize = 4 * MOST_COMMENT_CHARS;

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

    /// A copy that keeps of each comment only what review may say of it
    /// ([`MOST_COMMENT_CHARS`]), still seen to be longer when it was.
    #[must_use]
    pub fn cut_for_saying(&self) -> Self {
        self.cut_past(MOST_COMMENT_BYTES)
    }

    /// A copy in which each comment longer than `bytes` keeps only its first `bytes` and the
    /// character after (so that it is still seen to be longer than `bytes`).
    #[must_use]
    pub fn cut_past(&self, bytes: usize) -> Self {
        if self.iter().all(|comment| comment.len() <= bytes) {
            return self.clone();
        }
        self.iter()
            .map(
                |comment| match comment.char_indices().find(|&(at, _)| at >= bytes) {
                    Some((at, c)) => &comment[..at + c.len_utf8()],
                    None => comment,
                },
            )
            .collect()
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
}
