//! More interface languages, brought by files alone: each `<tag>.ftl` in a `locales` folder of
//! [`crate::paths::locale_roots`] (the source tree's `locales/` too) becomes a language of this
//! run, before anything is said. Only the names are read at start, bounded in count; a
//! catalogue's text is read (bounded in size, a FIFO or a folder refused without opening it)
//! when its language is first needed, so a run in English reads none, and one that cannot be
//! read is named in one line and its language falls back to English, never failing another.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::bounded_read::{ReadError, limits, read_file};
use crate::core::catalogue::Catalogue;
use crate::core::language::{InstalledLanguage, MOST_BROUGHT, UiLanguage};

/// The most entries of one `locales` folder looked at: a folder of a million files is not
/// listed whole.
const ENTRIES_LOOKED_AT: usize = 4096;

/// Finds the languages brought by files (their names only) and installs them; returns what to
/// tell about them.
pub fn install() -> Vec<String> {
    let mut notices = Vec::new();
    let mut found: Vec<InstalledLanguage> = Vec::new();
    for root in crate::paths::locale_roots() {
        let Ok(entries) = std::fs::read_dir(&root) else {
            continue;
        };
        let mut catalogues: Vec<(String, PathBuf)> = Vec::new();
        for (looked, entry) in entries.filter_map(Result::ok).enumerate() {
            if looked == ENTRIES_LOOKED_AT {
                notices.push(format!(
                    "catalogues: only the first {ENTRIES_LOOKED_AT} files of {} are looked at",
                    root.display()
                ));
                break;
            }
            let path = entry.path();
            // The built-in languages' files (the source tree's own) are compiled in already.
            let built_in = |tag: &str| UiLanguage::BUILT_IN.iter().any(|l| l.tag() == tag);
            if let Some(tag) = language_tag(&path).filter(|tag| !built_in(tag)) {
                catalogues.push((tag, path));
            }
        }
        catalogues.sort();
        for (tag, path) in catalogues {
            if found.iter().any(|f| f.tag == tag) {
                continue;
            }
            // Bounded: a folder of thousands of catalogues does not make thousands of languages.
            if found.len() == MOST_BROUGHT {
                notices.push(format!(
                    "catalogues: only the first {MOST_BROUGHT} languages found are used; {} and the rest are not",
                    path.display()
                ));
                break;
            }
            found.push(InstalledLanguage {
                tag,
                origin: path.display().to_string(),
            });
        }
    }
    if let Err(error) = UiLanguage::install(found, read_brought) {
        notices.push(format!("catalogues: {error}"));
    }
    notices
}

/// The problems of `language`'s catalogue (a language brought by a file), in one line: the
/// file, its first problem and how many more. Reads the catalogue if it was not read yet.
pub fn problems_of(language: UiLanguage) -> Option<String> {
    let brought = language.brought()?;
    let catalogue = Catalogue::of(language);
    let first = catalogue.problems().first()?;
    let more = catalogue.problem_count().saturating_sub(1);
    Some(if more == 0 {
        format!("catalogue {}: {first}", brought.origin)
    } else {
        format!(
            "catalogue {}: {first} (and {more} more problems)",
            brought.origin
        )
    })
}

/// Reads a brought catalogue when its language is first needed; one that cannot be read is
/// said in one line and read as empty (its messages then come from English).
fn read_brought(language: &InstalledLanguage) -> String {
    read_catalogue(Path::new(&language.origin)).unwrap_or_else(|problem| {
        super::warn(problem);
        String::new()
    })
}

/// The language tag a catalogue's file name gives (`es.ftl` → `es`): two or three letters.
fn language_tag(path: &Path) -> Option<String> {
    if path.extension()? != "ftl" {
        return None;
    }
    let stem = path.file_stem()?.to_str()?;
    let letters = stem.len();
    ((2..=3).contains(&letters) && stem.bytes().all(|b| b.is_ascii_alphabetic()))
        .then(|| stem.to_ascii_lowercase())
}

/// Why a catalogue file was not read (said in English: the language it would have given is
/// the one that cannot be read).
#[derive(Debug)]
enum UnreadCatalogue {
    Unreadable(ReadError),
    NotText { path: PathBuf, valid_up_to: usize },
}

impl fmt::Display for UnreadCatalogue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unreadable(error) => write!(
                f,
                "catalogue {} {}; its messages are said in English",
                error.path().display(),
                error.problem()
            ),
            Self::NotText { path, valid_up_to } => write!(
                f,
                "catalogue {}: not UTF-8 text (byte {valid_up_to}); its messages are said in English",
                path.display()
            ),
        }
    }
}

fn read_catalogue(path: &Path) -> Result<String, UnreadCatalogue> {
    let bytes = read_file(path, limits::SETTINGS).map_err(UnreadCatalogue::Unreadable)?;
    String::from_utf8(bytes).map_err(|e| UnreadCatalogue::NotText {
        path: path.to_owned(),
        valid_up_to: e.utf8_error().valid_up_to(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_catalogue_is_named_by_its_language_tag() {
        assert_eq!(language_tag(Path::new("/x/es.ftl")).as_deref(), Some("es"));
        assert_eq!(language_tag(Path::new("/x/PL.ftl")).as_deref(), Some("pl"));
        assert_eq!(language_tag(Path::new("/x/README.md")), None);
        assert_eq!(language_tag(Path::new("/x/spanish.ftl")), None);
        assert_eq!(language_tag(Path::new("/x/e1.ftl")), None);
    }
}
