//! The translation catalogues (locales/*.ftl): every key the program reads is in every built-in
//! language, so no sentence falls back to English or shows its key.

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
    ]
    .concat()
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
    let read = keys_read();
    let unread: Vec<&String> = Catalogue::of(UiLanguage::ENGLISH)
        .keys()
        .iter()
        .filter(|key| !read.contains(key))
        .collect();
    assert!(unread.is_empty(), "messages nothing reads: {unread:?}");
}
