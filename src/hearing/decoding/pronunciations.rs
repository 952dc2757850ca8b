//! Pronunciations: how each word of a voice sounds, in the acoustic model's phones.
//!
//! A voice pack brings its own list beside its TOML (`voices/fide/listen.dict` for
//! `voices/fide.toml`): the recogniser's English model knows no German or French words, and a
//! hand-written list is what makes "Cesar" heard as a file and not as "caesar salad".

use std::collections::BTreeMap;
use std::fmt;
use std::fmt::Write as _;

use super::error::{ListenError, PronunciationProblem};

/// The pronunciation lists of the built-in voices, by voice name.
const BUILTIN: [(&str, &str); 3] = [
    ("fide", include_str!("../../../voices/fide/listen.dict")),
    ("en", include_str!("../../../voices/en/listen.dict")),
    ("fr", include_str!("../../../voices/fr/listen.dict")),
];

/// The phones of the English acoustic model (CMU/ARPAbet, without stress marks).
pub const PHONES: [&str; 39] = [
    "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH",
    "IH", "IY", "JH", "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH",
    "UW", "V", "W", "Y", "Z", "ZH",
];

/// The most pronunciations one word may have (the built-in lists have at most 5): each is a
/// path of every phrase the word is in, and a list of hundreds makes the recogniser's grammar
/// too large to compile in the time of a move.
pub const MAX_VARIANTS: usize = 8;

/// A validated pronunciation list: each folded word with one or more phone sequences.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pronunciations {
    words: BTreeMap<String, Vec<Vec<&'static str>>>,
}

impl Pronunciations {
    /// The list of a built-in voice (`fide`, `en`, `fr`), if it has one.
    pub fn builtin(voice_name: &str) -> Option<Pronunciations> {
        let (name, text) = BUILTIN
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(voice_name))?;
        // The built-in lists are tested to parse; a failure here would be a build defect.
        Pronunciations::parse(text, name).ok()
    }

    /// Reads a list: `#` starts a comment line; every other non-empty line is a folded word and
    /// its phones, separated by spaces. `source` names the list in errors.
    pub fn parse(text: &str, source: &str) -> Result<Pronunciations, ListenError> {
        let mut words: BTreeMap<String, Vec<Vec<&'static str>>> = BTreeMap::new();
        // The line each pronunciation was first given on, to name it when it is given again.
        let mut given: BTreeMap<(String, Vec<&'static str>), usize> = BTreeMap::new();
        for (index, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = |problem: PronunciationProblem| ListenError::BadPronunciation {
                source: source.to_owned(),
                line: index + 1,
                problem,
            };
            let mut fields = line.split_whitespace();
            let word = fields.next().unwrap_or_default();
            if !word
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
            {
                return Err(bad(PronunciationProblem::NotFolded {
                    word: word.to_owned(),
                }));
            }
            let mut phones = Vec::new();
            for phone in fields {
                let Some(known) = PHONES.iter().find(|p| **p == phone) else {
                    return Err(bad(PronunciationProblem::UnknownPhone {
                        phone: phone.to_owned(),
                    }));
                };
                phones.push(*known);
            }
            if phones.is_empty() {
                return Err(bad(PronunciationProblem::NoPhones {
                    word: word.to_owned(),
                }));
            }
            if let Some(first_line) = given.get(&(word.to_owned(), phones.clone())) {
                return Err(bad(PronunciationProblem::SameAgain {
                    word: word.to_owned(),
                    first_line: *first_line,
                }));
            }
            given.insert((word.to_owned(), phones.clone()), index + 1);
            let variants = words.entry(word.to_owned()).or_default();
            if variants.len() == MAX_VARIANTS {
                return Err(ListenError::TooManyPronunciations {
                    source: source.to_owned(),
                    line: index + 1,
                    word: word.to_owned(),
                });
            }
            variants.push(phones);
        }
        Ok(Pronunciations { words })
    }

    /// Whether `word` (folded) has a pronunciation.
    pub fn knows(&self, word: &str) -> bool {
        self.words.contains_key(word)
    }

    /// The recogniser's dictionary for `words` (those known; others are left out): one line a
    /// pronunciation, variants written `word(2)`.
    pub fn dictionary<'a>(&self, words: impl IntoIterator<Item = &'a str>) -> Dictionary {
        let mut text = String::new();
        let mut wanted: Vec<&str> = words.into_iter().collect();
        wanted.sort_unstable();
        wanted.dedup();
        for word in wanted {
            let Some(variants) = self.words.get(word) else {
                continue;
            };
            for (n, phones) in variants.iter().enumerate() {
                text.push_str(word);
                if n > 0 {
                    let _ = write!(text, "({})", n + 1);
                }
                for phone in phones {
                    text.push(' ');
                    text.push_str(phone);
                }
                text.push('\n');
            }
        }
        Dictionary(text)
    }
}

/// A recogniser dictionary's text (`word PHONES`, variants `word(2)`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dictionary(pub String);

impl fmt::Display for Dictionary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_with_too_many_pronunciations_is_refused_at_the_first_one_too_many() {
        // Each line another pronunciation (the same one twice is refused as such).
        let list: String = (0..10_000)
            .flat_map(|i| {
                [
                    "bauer B AW ",
                    PHONES[i % 39],
                    " ",
                    PHONES[i / 39 % 39],
                    "\n",
                ]
            })
            .collect();
        match Pronunciations::parse(&list, "big.dict") {
            Err(ListenError::TooManyPronunciations { source, line, word }) => {
                assert_eq!(
                    (source.as_str(), line, word.as_str()),
                    ("big.dict", 9, "bauer")
                );
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_same_pronunciation_twice_is_refused_naming_both_lines() {
        let list = "# a list\nbauer B AW ER\nbauer B AW AH\nbauer  B AW ER\n";
        match Pronunciations::parse(list, "same.dict") {
            Err(ListenError::BadPronunciation { line, problem, .. }) => assert_eq!(
                (line, problem),
                (
                    4,
                    PronunciationProblem::SameAgain {
                        word: "bauer".to_owned(),
                        first_line: 2
                    }
                )
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn builtin_lists_parse() {
        for name in ["fide", "en", "fr"] {
            let (_, text) = BUILTIN.iter().find(|(n, _)| *n == name).unwrap();
            Pronunciations::parse(text, name).unwrap();
        }
    }

    #[test]
    fn variants_are_numbered_in_the_dictionary() {
        let list = Pronunciations::parse("cesar K EY Z AA R\ncesar K EH Z AA R\n", "t").unwrap();
        assert_eq!(
            list.dictionary(["cesar", "unknown"]).0,
            "cesar K EY Z AA R\ncesar(2) K EH Z AA R\n"
        );
    }

    #[test]
    fn a_bad_phone_names_the_line() {
        let error = Pronunciations::parse("# c\nanna AA N XX\n", "voices/x/listen.dict")
            .unwrap_err()
            .to_string();
        assert!(error.contains("voices/x/listen.dict"), "{error}");
        assert!(error.contains("line 2"), "{error}");
        assert!(error.contains("XX"), "{error}");
    }

    #[test]
    fn an_unfolded_word_is_refused() {
        assert!(Pronunciations::parse("König K ER N IH K\n", "t").is_err());
        assert!(Pronunciations::parse("anna\n", "t").is_err());
    }
}
