//! The interface language: the floor every sentence, command word and voice stands on. It imports
//! nothing of the core, so vocabulary, voices, phrasing and the session can all depend on it.

/// The language of the app's own strings (chosen on the command line, in the settings file, or
/// from the voice's language).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum UiLanguage {
    #[default]
    English,
    French,
    German,
}

impl UiLanguage {
    pub const ALL: [UiLanguage; 3] = [UiLanguage::English, UiLanguage::French, UiLanguage::German];

    /// The language's tag (`en`, `fr`, `de`): its catalogue is `locales/<tag>.ftl`.
    pub fn tag(self) -> &'static str {
        match self {
            UiLanguage::English => "en",
            UiLanguage::French => "fr",
            UiLanguage::German => "de",
        }
    }

    /// From a language tag: `de…` is German, `fr…` French, anything else English.
    pub fn from_tag(tag: &str) -> UiLanguage {
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        match primary.as_str() {
            "de" => UiLanguage::German,
            "fr" => UiLanguage::French,
            _ => UiLanguage::English,
        }
    }
}
