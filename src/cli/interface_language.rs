//! The language a command speaks to the person in its errors and notices: its `--lang`, else the
//! settings file's `ui_language`, else English. Fixed once at start, before the command runs, so
//! that an error met anywhere in it (a game skipped, a file that cannot be read) is shown in it.
//! Standard output is never translated: the scriptable commands' output is a contract.

use std::path::Path;
use std::sync::OnceLock;

use crate::bounded_read::{limits, read_file};
use crate::core::catalogue::Catalogue;
use crate::core::language::UiLanguage;

/// The language of this run's messages, once fixed.
static FIXED: OnceLock<UiLanguage> = OnceLock::new();

// `--lang` for the commands whose output is a contract: it changes only their messages. (A
// comment, not documentation: clap would take a flattened struct's documentation for the
// command's description.)
#[derive(Debug, Clone, clap::Args)]
pub struct LangArg {
    /// Language of the messages (errors on stderr; the output stays as it is): en, fr, de, or
    /// one brought by a catalogue file (default: the settings file's `ui_language`, else English).
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<UiLanguage>,
}

/// Fixes the run's language from the command's `--lang` (if it has one), else the settings file
/// (`config`, the command's `--config`, else the default one), and returns it.
pub fn fix(flag: Option<UiLanguage>, config: Option<&Path>) -> UiLanguage {
    let language = flag
        .or_else(|| settings_language(config))
        .unwrap_or(UiLanguage::ENGLISH);
    *FIXED.get_or_init(|| language)
}

/// The catalogue of the run's language (English before it is fixed).
pub fn catalogue() -> &'static Catalogue {
    Catalogue::of(FIXED.get().copied().unwrap_or(UiLanguage::ENGLISH))
}

/// The settings file's `ui_language`, read leniently: a file whose other settings are wrong
/// still says which language its errors are to be shown in. A file that is not TOML, or holds no
/// known language, says nothing (the command that reads it names its problem).
pub(super) fn from_settings_file() -> Option<UiLanguage> {
    settings_language(None)
}

/// The `ui_language` of the settings file `config`, else of the default one.
fn settings_language(config: Option<&Path>) -> Option<UiLanguage> {
    let path = match config {
        Some(path) => path.to_owned(),
        None => super::settings::default_config_path()?,
    };
    let bytes = read_file(&path, limits::SETTINGS).ok()?;
    let table: toml::Table = String::from_utf8(bytes).ok()?.parse().ok()?;
    table
        .get("ui_language")
        .and_then(toml::Value::as_str)
        .and_then(UiLanguage::known)
}

/// `--lang`: an interface language the program has a catalogue for.
pub(super) fn parse_lang(text: &str) -> Result<UiLanguage, super::option_problem::OptionProblem> {
    UiLanguage::known(text)
        .filter(|language| language.tag().eq_ignore_ascii_case(text.trim()))
        .ok_or_else(|| {
            let tags: Vec<&str> = UiLanguage::all().iter().map(|l| l.tag()).collect();
            super::option_problem::OptionProblem::new(
                crate::core::message::Message::new("usage-not-a-language")
                    .text("languages", tags.join(", ")),
            )
        })
}
