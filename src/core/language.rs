//! The interface language: the floor every sentence, command word and voice stands on. It imports
//! nothing of the core, so vocabulary, voices, phrasing and the session can all depend on it.
//!
//! English, French and German are built in. More languages come as files alone (a Fluent
//! catalogue `locales/<tag>.ftl` found by the program's adapters at start, see
//! [`UiLanguage::install`]), so a language is a small handle into the list of languages known to
//! this run, not a closed enum.

use std::sync::OnceLock;

/// The language of the app's own sentences (chosen on the command line, in the settings file,
/// or from the voice's language).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct UiLanguage(u8);

/// A language brought by a file: its tag and where its catalogue is. The catalogue is read only
/// when the language is first needed (a run in English reads none of them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstalledLanguage {
    /// The primary language subtag (`es`), the catalogue's file name.
    pub tag: String,
    /// Where the catalogue is, for reading it and for messages about it.
    pub origin: String,
}

/// How the program's adapters read a brought catalogue's text when its language is first
/// needed (the core reads no file): the text, or empty when it cannot be read (the adapter has
/// said why; every message then falls back to English).
pub type ReadCatalogue = fn(&InstalledLanguage) -> String;

/// The reader given with the installed languages.
static READER: OnceLock<ReadCatalogue> = OnceLock::new();

/// The built-in languages' tags, in [`UiLanguage::BUILT_IN`] order.
const BUILT_IN_TAGS: [&str; 3] = ["en", "fr", "de"];

/// The languages brought by files, fixed for the run by the first of
/// [`UiLanguage::install`] or any look-up.
static INSTALLED: OnceLock<Vec<InstalledLanguage>> = OnceLock::new();

/// The most languages a run knows (the handle is one byte).
const MAX_LANGUAGES: usize = 64;

/// The most languages files may bring to a run.
pub const MOST_BROUGHT: usize = MAX_LANGUAGES - BUILT_IN_TAGS.len();

/// Why languages could not be installed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InstallError {
    /// The languages of the run were fixed already (a language was looked up before).
    AlreadyFixed,
}

impl std::fmt::Display for InstallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the languages were fixed before the installed ones were read")
    }
}

impl std::error::Error for InstallError {}

impl UiLanguage {
    pub const ENGLISH: UiLanguage = UiLanguage(0);
    pub const FRENCH: UiLanguage = UiLanguage(1);
    pub const GERMAN: UiLanguage = UiLanguage(2);

    /// The languages compiled in.
    pub const BUILT_IN: [UiLanguage; 3] =
        [UiLanguage::ENGLISH, UiLanguage::FRENCH, UiLanguage::GERMAN];

    /// Makes the languages brought by files known for this run; call once, at start, before
    /// any sentence is made. A tag of a built-in language, or one given twice, is skipped (the
    /// first wins), as are those past the run's limit. The languages installed are returned.
    pub fn install(
        languages: Vec<InstalledLanguage>,
        read: ReadCatalogue,
    ) -> Result<Vec<UiLanguage>, InstallError> {
        let mut kept: Vec<InstalledLanguage> = Vec::new();
        for language in languages {
            let tag = language.tag.to_ascii_lowercase();
            let taken = BUILT_IN_TAGS.contains(&tag.as_str()) || kept.iter().any(|k| k.tag == tag);
            if !taken && kept.len() + BUILT_IN_TAGS.len() < MAX_LANGUAGES {
                kept.push(InstalledLanguage { tag, ..language });
            }
        }
        let count = kept.len();
        INSTALLED
            .set(kept)
            .map_err(|_| InstallError::AlreadyFixed)?;
        let _ = READER.set(read);
        Ok((0..count).map(Self::installed_at).collect())
    }

    fn installed() -> &'static [InstalledLanguage] {
        INSTALLED.get_or_init(Vec::new)
    }

    fn installed_at(index: usize) -> UiLanguage {
        // Bounded by MAX_LANGUAGES, so the index fits a byte.
        UiLanguage(u8::try_from(BUILT_IN_TAGS.len() + index).unwrap_or(u8::MAX))
    }

    /// Every language of the run: the built-in ones, then those brought by files.
    pub fn all() -> Vec<UiLanguage> {
        let mut all = UiLanguage::BUILT_IN.to_vec();
        all.extend((0..Self::installed().len()).map(Self::installed_at));
        all
    }

    /// How many languages the run knows.
    pub fn count() -> usize {
        BUILT_IN_TAGS.len() + Self::installed().len()
    }

    /// The language's place among [`UiLanguage::all`] (for tables kept per language).
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The language's tag (`en`, `fr`, `de`, or an installed one's): its catalogue is
    /// `locales/<tag>.ftl`.
    pub fn tag(self) -> &'static str {
        match BUILT_IN_TAGS.get(self.index()) {
            Some(tag) => tag,
            None => self
                .brought()
                .map_or(BUILT_IN_TAGS[0], |language| language.tag.as_str()),
        }
    }

    /// The file a language brought by a file came from.
    pub fn brought(self) -> Option<&'static InstalledLanguage> {
        self.index()
            .checked_sub(BUILT_IN_TAGS.len())
            .and_then(|i| Self::installed().get(i))
    }

    /// Whether the language is compiled in.
    pub fn is_built_in(self) -> bool {
        self.index() < BUILT_IN_TAGS.len()
    }

    /// The text of a brought language's catalogue, read now by the program's reader (empty
    /// when it cannot be read or no reader was given).
    pub fn read_brought(self) -> Option<String> {
        let brought = self.brought()?;
        Some(READER.get().map(|read| read(brought)).unwrap_or_default())
    }

    /// The language of a tag (`de`, `de-AT`, `fr_CA`), if the run knows it.
    pub fn known(tag: &str) -> Option<UiLanguage> {
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        Self::all().into_iter().find(|l| l.tag() == primary)
    }

    /// From a language tag: the language the run knows for it, English otherwise.
    pub fn from_tag(tag: &str) -> UiLanguage {
        Self::known(tag).unwrap_or(UiLanguage::ENGLISH)
    }
}

/// Sentences of one language (the catalogue's words structs): a
/// [`Message`](super::message::Message) is said in it (see `message::Sentences`).
pub trait InLanguage {
    fn language(&self) -> UiLanguage;
}
