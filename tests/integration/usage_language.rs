//! A command line clap cannot read is refused in the person's language (issue 34: option errors
//! were said in English under `--lang de|fr|es`): an unknown option, a misspelt command, a value
//! out of range, a value that is none of the choices, a number that is none, a language that is
//! not there. Each line is checked against the other languages' words, as `one_language_errors`
//! checks the commands' own errors, and must differ from the English line.

use crate::common::annabella;
use crate::one_language::{LANGUAGES, catalogue_words, foreign_words, strangers};

/// The mistakes, each with `--lang TAG` inserted after the command.
fn mistakes(tag: &str) -> Vec<Vec<&str>> {
    vec![
        vec!["play", "--lang", tag, "--bogus"],
        vec!["plya", "--lang", tag],
        vec!["analyse", "--lang", tag, "--depth", "99", "game.pgn"],
        vec!["status", "--lang", tag, "--flag", "purple", "game.pgn"],
        vec!["review", "--lang", tag, "--game", "abc", "game.pgn"],
        vec!["review", "--lang", tag, "--width", "5", "game.pgn"],
        vec!["play", "--lang", tag, "--role", "king"],
        vec!["play", "--lang", tag, "--board", "serial"],
        vec!["play", "--lang", tag, "--eboard", "nothing"],
    ]
}

#[test]
fn usage_errors_are_said_in_the_language_asked_for() {
    let catalogues: Vec<_> = LANGUAGES.iter().map(|t| catalogue_words(t)).collect();
    let mut english = Vec::new();
    let mut mixed = Vec::new();
    for (index, tag) in LANGUAGES.into_iter().enumerate() {
        let foreign = foreign_words(&catalogues, index, "fide");
        for (at, args) in mistakes(tag).into_iter().enumerate() {
            let run = annabella(&args, b"");
            assert_eq!(run.status, 2, "{args:?}: {}", run.stderr);
            let lines: Vec<&str> = run.stderr.lines().collect();
            assert_eq!(lines.len(), 1, "{args:?}: one line, not {lines:?}");
            let line = lines[0].to_owned();
            assert!(line.contains("annabella --help"), "{line}");
            // The words typed (the option, its value) come from outside: only the rest is checked.
            let said = args
                .iter()
                .fold(line.clone(), |said, typed| said.replace(typed, ""));
            let strangers = strangers(&said, &foreign);
            if !strangers.is_empty() {
                mixed.push(format!("{tag}: {line:?} has {strangers:?}"));
            }
            if tag == "en" {
                english.push(line);
            } else {
                assert_ne!(line, english[at], "{tag}: said in English");
            }
        }
    }
    assert!(mixed.is_empty(), "mixed lines:\n{}", mixed.join("\n"));
}

#[test]
fn the_option_the_value_and_the_range_are_named() {
    let run = annabella(
        &["analyse", "--lang", "de", "--depth", "99", "game.pgn"],
        b"",
    );
    assert_eq!(
        run.stderr.trim_end(),
        "annabella: --depth 99: bitte eine ganze Zahl von 1 bis 60 angeben \
         (siehe annabella --help)"
    );
    let run = annabella(&["play", "--lang", "fr", "--bogus"], b"");
    assert_eq!(
        run.stderr.trim_end(),
        "annabella: --bogus n’est pas attendu ici (voir annabella --help)"
    );
    let run = annabella(&["play", "--lang", "xx"], b"");
    assert_eq!(
        run.stderr.trim_end(),
        "annabella: --lang xx: not a language of annabella: en, fr, de, es (see annabella --help)"
    );
}
