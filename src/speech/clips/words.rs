//! Which clip a word is: its file name, the words of a voice pack, and words built from
//! recorded pieces.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use shakmaty::{CastlingSide, File, Rank, Role};

use crate::core::text::fold;
use crate::core::voice::Voice;

/// The shortest recorded word a compound word may be built from (see [`compound`]).
pub const MIN_PIECE: usize = 3;

/// The file stem of the clip for `word` (see the module documentation).
///
/// ```
/// use annabella::speech::clip_name;
/// assert_eq!(clip_name("Läufer"), "laufer");
/// assert_eq!(clip_name("dreißig"), "dreissig");
/// assert_eq!(clip_name("ω"), "_3c9_");
/// ```
pub fn clip_name(word: &str) -> String {
    let mut name = String::new();
    for c in fold(word).chars() {
        if c.is_ascii_lowercase() || c.is_ascii_digit() {
            name.push(c);
        } else {
            let _ = write!(name, "_{:x}_", u32::from(c));
        }
    }
    name
}

/// The words of `text` as written, split where [`fold`] splits: at every character that is
/// not a letter or digit.
pub fn split_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
}

/// `text` without its placeholders (`{n}`, `{side}` …).
fn without_placeholders(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else {
            rest = &rest[open..];
            break;
        };
        out.push(' ');
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// One word a pack can say: the clip's file stem, and the word as the pack writes it (what the
/// recording script gives the synthesiser).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackWord {
    pub name: String,
    pub spoken: String,
}

/// Every word `voice` can say, once per clip name, sorted by name.
pub fn pack_words(voice: &Voice) -> Vec<PackWord> {
    let mut phrases: Vec<String> = Vec::new();
    phrases.extend(File::ALL.iter().map(|f| voice.file(*f).to_owned()));
    phrases.extend(Rank::ALL.iter().map(|r| voice.rank(*r).to_owned()));
    phrases.extend(Role::ALL.iter().map(|r| voice.piece(*r).to_owned()));
    for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
        phrases.push(voice.castle(side).to_owned());
    }
    for word in [
        voice.capture(),
        voice.en_passant(),
        voice.promotion(),
        voice.check(),
        voice.checkmate(),
    ] {
        phrases.push(word.to_owned());
    }
    for n in 0..100 {
        phrases.extend(voice.number(n));
        phrases.extend(voice.number_feminine(n));
    }
    for n in (100..1000).step_by(100) {
        phrases.extend(voice.number(n));
    }
    let c = voice.clock_words();
    for phrase in [
        &c.white,
        &c.black,
        &c.hour,
        &c.hours,
        &c.minute,
        &c.minutes,
        &c.second,
        &c.seconds,
        &c.decimal_separator,
        &c.one_move,
        &c.moves,
        &c.zero,
        &c.control_reached,
        &c.moves_to_control,
        &c.used_on_move,
        &c.flag,
        &c.loses_on_time,
        &c.draw_on_time,
    ] {
        phrases.push(phrase.clone());
    }

    let mut words: BTreeMap<String, String> = BTreeMap::new();
    let add = |words: &mut BTreeMap<String, String>, phrase: &str, compose: bool| {
        for word in split_words(&without_placeholders(phrase)) {
            let name = clip_name(word);
            if name.is_empty() || words.contains_key(&name) {
                continue;
            }
            if compose && compound(&name, |piece| words.contains_key(piece)).is_some() {
                continue;
            }
            words.insert(name, word.to_owned());
        }
    };
    for phrase in &phrases {
        add(&mut words, phrase, false);
    }
    // 101 to 999: a number word made of words already recorded needs no clip of its own
    // ("hunderteinundzwanzig" is "hundert" and "einundzwanzig").
    for n in 101..1000 {
        for number in [voice.number(n), voice.number_feminine(n)]
            .into_iter()
            .flatten()
        {
            add(&mut words, &number, true);
        }
    }
    words
        .into_iter()
        .map(|(name, spoken)| PackWord { name, spoken })
        .collect()
}

/// The shortest way to write the clip name `name` as a sequence of names `known` holds, each at
/// least [`MIN_PIECE`] characters long; `None` if there is none. How a word without a clip of
/// its own is still spoken, when it is a compound of recorded words.
pub fn compound(name: &str, known: impl Fn(&str) -> bool) -> Option<Vec<&str>> {
    // best[i]: the fewest pieces that spell name[..i], and where the last piece starts.
    let mut best: Vec<Option<(usize, usize)>> = vec![None; name.len() + 1];
    best[0] = Some((0, 0));
    for end in MIN_PIECE..=name.len() {
        for start in 0..=end - MIN_PIECE {
            let Some((count, _)) = best[start] else {
                continue;
            };
            let (Some(piece), true) = (name.get(start..end), name.is_char_boundary(end)) else {
                continue;
            };
            if known(piece) && best[end].is_none_or(|(c, _)| count + 1 < c) {
                best[end] = Some((count + 1, start));
            }
        }
    }
    let mut pieces = Vec::new();
    let mut end = name.len();
    while end > 0 {
        let (_, start) = best[end]?;
        pieces.push(&name[start..end]);
        end = start;
    }
    pieces.reverse();
    Some(pieces)
}
