//! The translation catalogues (locales/*.ftl): every key the program reads is in every built-in
//! language, so no sentence falls back to English or shows its key.

use std::collections::BTreeSet;
use std::path::Path;

use annabella::core::boards::sync::SyncStrings;
use annabella::core::braille_views::BrailleWords;
use annabella::core::catalogue::Catalogue;
use annabella::core::interface_voice::CLOCK_KEYS;
use annabella::core::language::UiLanguage;
use annabella::core::online_strings::OnlineStrings;
use annabella::core::review::{NAG_KEYS, ReviewStrings};
use annabella::core::session::TableWords;
use annabella::core::strings::{ScreenWords, Strings};

/// Every catalogue key the program reads.
fn keys_read() -> Vec<String> {
    [
        Strings::keys(),
        ScreenWords::keys(),
        OnlineStrings::keys(),
        TableWords::keys(),
        SyncStrings::keys(),
        BrailleWords::keys(),
        ReviewStrings::keys(),
        annabella::core::hearing_words::HearingWords::keys(),
        CLOCK_KEYS.map(str::to_owned).to_vec(),
        NAG_KEYS.map(str::to_owned).to_vec(),
        annabella::core::command::catalogue_keys(),
        annabella::cli::SPEECH_KEYS.map(str::to_owned).to_vec(),
        annabella::cli::GAMES_KEYS.map(str::to_owned).to_vec(),
        annabella::hall::words::HALL_KEYS
            .map(str::to_owned)
            .to_vec(),
        message_keys_in_source().into_iter().collect(),
    ]
    .concat()
}

/// The families of messages that errors and notices name by key where they are made
/// (`Message::new("pgn-illegal-move")`, or a key a `match` chooses).
const MESSAGE_PREFIXES: [&str; 31] = [
    "file-",
    "list-",
    "pgn-",
    "game-skipped",
    "fen-",
    "stdin-",
    "stdout-",
    "tc-",
    "option-",
    "toml-",
    "clock-script-",
    "pack-",
    "voice-",
    "speak-",
    "clips-",
    "hear-",
    "openings-data",
    "analyse-",
    "io-reason",
    "games-nowhere",
    "journal-",
    "settings-",
    "opening-said",
    "cli-",
    "train-",
    "seal-",
    "verify-",
    "recorder-",
    "ble-",
    "boards-",
    "companion-",
];

/// Every string literal of the program's source that names such a message.
fn message_keys_in_source() -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    let mut folders = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                // A sentence made with typed arguments names its key where it is made.
                // (Tests make messages of their own: those are not the program's.)
                let program = text.split("#[cfg(test)]").next().unwrap_or_default();
                let is_test = path.file_name().is_some_and(|n| n == "tests.rs");
                for after in program.split("Message::new(").skip(1).filter(|_| !is_test) {
                    if let Some(literal) = after.trim_start().strip_prefix('"')
                        && let Some((key, _)) = literal.split_once('"')
                    {
                        keys.insert(key.to_owned());
                    }
                }
                for literal in text.split('"').skip(1).step_by(2) {
                    let key_like = literal.contains('-')
                        && !literal.ends_with('-')
                        && literal
                            .chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                    if key_like && MESSAGE_PREFIXES.iter().any(|p| literal.starts_with(p)) {
                        keys.insert(literal.to_owned());
                    }
                }
            }
        }
    }
    keys
}

/// Spanish, brought by its file alone, read as the program reads it.
fn spanish() -> Catalogue {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/es.ftl");
    Catalogue::parse(UiLanguage::ENGLISH, &std::fs::read_to_string(path).unwrap())
}

#[test]
fn every_error_message_is_in_every_catalogue_and_the_spanish_file_reads_whole() {
    let keys = message_keys_in_source();
    assert!(keys.len() > 150, "{}", keys.len());
    let spanish = spanish();
    assert!(spanish.problems().is_empty(), "{:?}", spanish.problems());
    let mut missing = Vec::new();
    for (tag, catalogue) in UiLanguage::BUILT_IN
        .iter()
        .map(|l| (l.tag(), Catalogue::of(*l)))
        .chain([("es", &spanish)])
    {
        missing.extend(
            keys.iter()
                .filter(|key| !catalogue.has(key))
                .map(|key| format!("{tag}: {key}")),
        );
    }
    assert!(missing.is_empty(), "missing messages: {missing:?}");
}

#[test]
fn every_key_the_program_reads_is_in_every_catalogue() {
    let keys = keys_read();
    assert!(keys.len() > 300, "{}", keys.len());
    let mut missing = Vec::new();
    for language in UiLanguage::BUILT_IN {
        let catalogue = Catalogue::of(language);
        missing.extend(
            keys.iter()
                .filter(|key| !catalogue.has(key))
                .map(|key| format!("{}: {key}", language.tag())),
        );
    }
    assert!(missing.is_empty(), "missing messages: {missing:?}");
}

#[test]
fn the_catalogue_holds_no_message_the_program_does_not_read() {
    // The opening families a catalogue may translate (any of the data set's) are read too.
    let read = [keys_read(), annabella::core::opening_names::family_keys()].concat();
    let unread: Vec<&String> = Catalogue::of(UiLanguage::ENGLISH)
        .keys()
        .iter()
        .filter(|key| !read.contains(key))
        .collect();
    assert!(unread.is_empty(), "messages nothing reads: {unread:?}");
}
