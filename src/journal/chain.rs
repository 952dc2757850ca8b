//! The sealed journal's chain: every line of a sealed game's journal (its header's lines too)
//! ends in the hash of the line before and its own hash, SHA-256 of the one before followed by
//! its text:
//!
//! ```text
//! annabella-journal 3 0000…0000 9f2c…
//! start standard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 9f2c… 41d0…
//! move e2e4 1520 41d0… 77ab…
//! ```
//!
//! A changed byte breaks its own line's hash; a line removed, added or moved breaks the link of
//! the first line that follows it. The last line's hash is the log's head, which the table says
//! at the start and the end of the game, and `annabella verify` prints.

use sha2::{Digest, Sha256};

/// A record's hash: SHA-256.
pub type Hash = [u8; 32];

/// What the first line follows: nothing.
pub const GENESIS: Hash = [0; 32];

/// The bytes each chained line carries after its text: a space, the hash before (64 hex
/// digits), a space, its own hash.
pub const SUFFIX_LEN: usize = 1 + 64 + 1 + 64;

/// The hash of a line whose text is `text`, following `before`.
pub fn link(before: &Hash, text: &[u8]) -> Hash {
    let mut hasher = Sha256::new();
    hasher.update(before);
    hasher.update(text);
    hasher.finalize().into()
}

/// A hash in lowercase hexadecimal (64 digits).
pub fn hex(hash: &Hash) -> String {
    use std::fmt::Write;
    hash.iter()
        .fold(String::with_capacity(64), |mut text, byte| {
            let _ = write!(text, "{byte:02x}");
            text
        })
}

/// 64 lowercase hexadecimal digits as a hash.
fn from_hex(digits: &[u8]) -> Option<Hash> {
    if digits.len() != 64 {
        return None;
    }
    let value = |digit: u8| match digit {
        b'0'..=b'9' => Some(digit - b'0'),
        b'a'..=b'f' => Some(digit - b'a' + 10),
        _ => None,
    };
    let mut hash = GENESIS;
    for (byte, pair) in hash.iter_mut().zip(digits.chunks_exact(2)) {
        *byte = value(pair[0])? << 4 | value(pair[1])?;
    }
    Some(hash)
}

/// `text` chained after `before`: the line to write (with its newline) and its hash.
pub fn chained_line(before: &Hash, text: &str) -> (Vec<u8>, Hash) {
    let own = link(before, text.as_bytes());
    let line = format!("{text} {} {}\n", hex(before), hex(&own));
    (line.into_bytes(), own)
}

/// One line of a chain that fits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Linked<'a> {
    /// Its text, without the hashes.
    pub text: &'a [u8],
    /// The byte offset just past its newline.
    pub end: usize,
    /// Its own hash.
    pub hash: Hash,
}

/// A chain read back: the lines that fit, and the first that does not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked<'a> {
    pub lines: Vec<Linked<'a>>,
    /// The first line (1-based) that does not fit: changed, torn, or not following the one
    /// before; `None` when every line fits.
    pub broken: Option<usize>,
}

impl Checked<'_> {
    /// The last fitting line's hash (the chain's start for none).
    pub fn head(&self) -> Hash {
        self.lines.last().map_or(GENESIS, |line| line.hash)
    }
}

/// Reads `bytes` as a chain, up to the first line that does not fit.
pub fn check(bytes: &[u8]) -> Checked<'_> {
    let mut lines = Vec::new();
    let mut before = GENESIS;
    let mut at = 0;
    while at < bytes.len() {
        let number = lines.len() + 1;
        let rest = &bytes[at..];
        let Some(length) = rest.iter().position(|&b| b == b'\n') else {
            // Torn: the program stopped while writing it.
            return Checked {
                lines,
                broken: Some(number),
            };
        };
        let line = &rest[..length];
        match split(line) {
            Some((text, claimed_before, own))
                if claimed_before == before && own == link(&before, text) =>
            {
                at += length + 1;
                lines.push(Linked {
                    text,
                    end: at,
                    hash: own,
                });
                before = own;
            }
            _ => {
                return Checked {
                    lines,
                    broken: Some(number),
                };
            }
        }
    }
    Checked {
        lines,
        broken: None,
    }
}

/// A line's text, the hash it says comes before, and its own.
fn split(line: &[u8]) -> Option<(&[u8], Hash, Hash)> {
    let text_len = line.len().checked_sub(SUFFIX_LEN)?;
    let (text, suffix) = line.split_at(text_len);
    if suffix[0] != b' ' || suffix[65] != b' ' {
        return None;
    }
    Some((text, from_hex(&suffix[1..65])?, from_hex(&suffix[66..])?))
}

/// The head hash as a person reads it back: its first twelve hex digits in three groups
/// (`9f2c 41d0 77ab`), the start of what `annabella verify` prints, in every language.
pub fn head_words(hash: &Hash) -> String {
    let digits = hex(hash);
    [&digits[0..4], &digits[4..8], &digits[8..12]].join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain(texts: &[&str]) -> Vec<u8> {
        let mut before = GENESIS;
        let mut bytes = Vec::new();
        for text in texts {
            let (line, own) = chained_line(&before, text);
            bytes.extend_from_slice(&line);
            before = own;
        }
        bytes
    }

    const TEXTS: [&str; 4] = ["annabella-journal 3", "start x", "move e2e4 1", "press 2"];

    #[test]
    fn a_whole_chain_is_read_back_with_its_head() {
        let bytes = chain(&TEXTS);
        let checked = check(&bytes);
        assert_eq!(checked.broken, None);
        assert_eq!(checked.lines.len(), 4);
        assert_eq!(checked.lines[2].text, b"move e2e4 1");
        assert_eq!(checked.lines[3].end, bytes.len());
        assert_eq!(hex(&checked.head()).len(), 64);
        assert_eq!(
            from_hex(hex(&checked.head()).as_bytes()),
            Some(checked.head())
        );
    }

    #[test]
    fn a_changed_byte_breaks_its_own_line_wherever_it_is() {
        let bytes = chain(&TEXTS);
        let line_of = |at: usize| {
            bytes[..at]
                .iter()
                .fold(1, |n, &b| n + usize::from(b == b'\n'))
        };
        for at in 0..bytes.len() {
            let mut changed = bytes.clone();
            changed[at] ^= 0x01;
            assert_eq!(check(&changed).broken, Some(line_of(at)), "byte {at}");
        }
    }

    #[test]
    fn a_line_removed_added_or_moved_breaks_the_first_that_follows_it() {
        let lines: Vec<&[u8]> = chain(&TEXTS)
            .leak()
            .split_inclusive(|&b| b == b'\n')
            .collect();
        let removed: Vec<u8> = [lines[0], lines[1], lines[3]].concat();
        assert_eq!(check(&removed).broken, Some(3));
        let added: Vec<u8> = [lines[0], lines[1], lines[1], lines[2], lines[3]].concat();
        assert_eq!(check(&added).broken, Some(3));
        let moved: Vec<u8> = [lines[0], lines[2], lines[1], lines[3]].concat();
        assert_eq!(check(&moved).broken, Some(2));
        let torn = &chain(&TEXTS)[..chain(&TEXTS).len() - 1];
        assert_eq!(check(torn).broken, Some(4));
    }

    #[test]
    fn the_head_is_said_as_three_groups_of_its_first_digits() {
        let mut hash = GENESIS;
        hash[..6].copy_from_slice(&[0x9f, 0x2c, 0x41, 0xd0, 0x77, 0xab]);
        assert_eq!(head_words(&hash), "9f2c 41d0 77ab");
    }
}
