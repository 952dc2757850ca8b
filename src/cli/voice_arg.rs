//! The `--voice` option: a built-in voice by name, or a voice pack file by path.

use std::path::Path;

use crate::core::voice::{Voice, builtin_names};

use super::CliError;
use crate::core::message::{Message, Said, escaped};

/// The pack `voices/NAME.toml` in the first of the data folders that holds it.
fn installed_pack(name: &str) -> Option<std::path::PathBuf> {
    let simple = !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
    simple.then_some(())?;
    crate::paths::voice_roots()
        .into_iter()
        .map(|root| root.join(format!("{name}.toml")))
        .find(|candidate| candidate.is_file())
}

/// The pack file `spec` names: a pack installed as `voices/NAME.toml` in a data folder (`es`),
/// else `spec` itself as a path. Its clips and its pronunciations lie beside it.
pub fn pack_file(spec: &str) -> std::path::PathBuf {
    let path = Path::new(spec);
    if path.exists() || spec.contains('/') || spec.contains(std::path::MAIN_SEPARATOR) {
        return path.to_owned();
    }
    installed_pack(spec).unwrap_or_else(|| path.to_owned())
}

/// Loads the voice named by `spec`: `fide`, `en`, `fr`, a pack installed as
/// `voices/NAME.toml` in a data folder, or a path to a `.toml` voice pack.
pub fn load_voice(spec: &str) -> Result<Voice, CliError> {
    if let Some(voice) = Voice::builtin(spec) {
        return Ok(voice);
    }
    let path = Path::new(spec);
    let looks_like_path = spec.contains('/')
        || spec.contains(std::path::MAIN_SEPARATOR)
        || path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("toml"));
    // A voice pack brought by a file (`es` → `voices/es.toml` in a data folder).
    let installed = (!looks_like_path && !path.exists())
        .then(|| installed_pack(spec))
        .flatten();
    let path = installed.as_deref().unwrap_or(path);
    if !looks_like_path && !path.exists() {
        let names: Vec<&str> = builtin_names().collect();
        return Err(CliError::said(
            Message::new("voice-unknown")
                .text("voice", escaped(spec))
                .text("voices", names.join(", ")),
        ));
    }
    let bytes = crate::bounded_read::read_file(path, crate::bounded_read::limits::SETTINGS)
        .map_err(|e| {
            CliError::said(Message::new("voice-pack-unreadable").said("problem", e.message()))
        })?;
    let text = String::from_utf8(bytes).map_err(|e| {
        CliError::said(
            Message::new("voice-pack-not-utf8")
                .text("file", path.display().to_string())
                .number("byte", e.utf8_error().valid_up_to()),
        )
    })?;
    Voice::from_toml(&text, &path.display().to_string()).map_err(CliError::of)
}
