//! The free-phone loop: a grammar of any sequence of phones, whose score says how well anything
//! at all fits the sound (the yardstick of the grammar's path).

use std::fmt::Write as _;

use annabella::hearing::decoding::PHONES;

/// The prefix of the free-phone loop's words, which no folded word of a voice can start with.
const PHONE_WORD: &str = "ph_";

/// The dictionary's words for the free-phone loop: one word a phone (`ph_aa AA`).
pub fn phone_words() -> String {
    let mut words = String::new();
    for phone in PHONES {
        let _ = writeln!(words, "{PHONE_WORD}{} {phone}", phone.to_ascii_lowercase());
    }
    words
}

/// The free-phone grammar: any sequence of phones.
pub fn phone_loop() -> String {
    let words: Vec<String> = PHONES
        .iter()
        .map(|phone| format!("{PHONE_WORD}{}", phone.to_ascii_lowercase()))
        .collect();
    format!(
        "#JSGF V1.0;\ngrammar phones;\npublic <phones> = ( {} )* ;\n",
        words.join(" | ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_phone_is_a_word_of_the_loop() {
        let words = phone_words();
        let grammar = phone_loop();
        assert_eq!(words.lines().count(), PHONES.len());
        assert!(words.lines().any(|line| line == "ph_zh ZH"));
        for line in words.lines() {
            let word = line.split(' ').next().unwrap();
            assert!(grammar.contains(word), "{word} missing from the loop");
        }
    }
}
