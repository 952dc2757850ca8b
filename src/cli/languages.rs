//! More interface languages, brought by files alone: each `<tag>.ftl` in a `locales` folder of
//! [`crate::paths::locale_roots`] (the source tree's `locales/` too) becomes a language of this
//! run, before anything is said. A file that cannot be read, or lines of it that are not Fluent,
//! are told on stderr and the rest goes on.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::bounded_read::{ReadError, limits, read_file};
use crate::core::catalogue::Catalogue;
use crate::core::language::{InstalledLanguage, MOST_BROUGHT, UiLanguage};

/// Finds and installs the languages brought by files; returns what to tell about them.
pub fn install() -> Vec<String> {
    let mut notices = Vec::new();
    let mut found = Vec::new();
    'roots: for root in crate::paths::locale_roots() {
        let Ok(entries) = std::fs::read_dir(&root) else {
            continue;
        };
        let mut paths: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
        paths.sort();
        for path in paths {
            // The built-in languages' files (the source tree's own) are compiled in already.
            let built_in = |tag: &str| UiLanguage::BUILT_IN.iter().any(|l| l.tag() == tag);
            if let Some(tag) = language_tag(&path).filter(|tag| !built_in(tag)) {
                // Bounded: a folder of thousands of catalogues is not read whole.
                if found.len() == MOST_BROUGHT {
                    notices.push(format!(
                        "catalogues: only the first {MOST_BROUGHT} languages found are used; {} and the rest are not read",
                        path.display()
                    ));
                    break 'roots;
                }
                match read_catalogue(&path) {
                    Ok(catalogue) => found.push(InstalledLanguage {
                        tag,
                        catalogue,
                        origin: path.display().to_string(),
                    }),
                    Err(problem) => notices.push(problem.to_string()),
                }
            }
        }
    }
    match UiLanguage::install(found) {
        Ok(installed) => {
            for language in installed {
                let catalogue = Catalogue::of(language);
                let origin = language.brought().map_or("", |b| b.origin.as_str());
                notices.extend(
                    catalogue
                        .problems()
                        .iter()
                        .map(|problem| format!("catalogue {origin}: {problem}")),
                );
            }
        }
        Err(error) => notices.push(format!("catalogues: {error}")),
    }
    notices
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

/// Why a catalogue file was not read (told on stderr before any language is chosen, so in
/// English).
#[derive(Debug)]
enum UnreadCatalogue {
    Unreadable(ReadError),
    NotText { path: PathBuf, valid_up_to: usize },
}

impl fmt::Display for UnreadCatalogue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unreadable(error) => write!(f, "catalogue {error}"),
            Self::NotText { path, valid_up_to } => write!(
                f,
                "catalogue {}: not UTF-8 text (byte {valid_up_to})",
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
