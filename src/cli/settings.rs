//! Settings for `play`: the config file (XDG) overlaid with command-line flags.

use std::path::{Path, PathBuf};

use crate::core::clock::{TimeControl, TimeControlTag};
use crate::core::clock_speech::{ClockSpeechConfig, SecondsStyle, Sides};
use crate::core::config::{Config, LanguageSetting, ScreenConfig, SpeechChoice};
use crate::core::phrasing::Style;
use crate::core::session::TableRole;
use crate::core::strings::UiLanguage;
use crate::core::voice::Voice;

use super::CliError;
use super::voice_arg::load_voice;
use crate::bounded_read::{ReadError, limits, read_file};
use crate::core::message::{Message, Said};

/// Everything `play` needs to know, resolved: flag, else config file, else default.
#[derive(Debug)]
#[allow(clippy::struct_excessive_bools)] // settings are naturally switches
pub struct Settings {
    pub voice: Voice,
    /// The voice as given (a name or a pack file), to find its recorded clips.
    pub voice_spec: String,
    pub style: Style,
    pub time_spec: Option<String>,
    pub time_control: Option<TimeControl>,
    /// `--time ?`: no clock, because the control is unknown.
    pub time_control_unknown: bool,
    pub auto_press: bool,
    pub speech: SpeechChoice,
    /// The speech engine as named by a flag or the file (`None`: the default was taken).
    pub speech_named: Option<SpeechChoice>,
    pub rate: f32,
    pub volume: f32,
    /// Short sounds for check, capture, illegal move, low time and flag.
    pub earcons: bool,
    pub ui_language: Option<UiLanguage>,
    pub clock_speech: ClockSpeechConfig,
    /// The screen's look from the settings file (flags can only turn these on).
    pub screen: ScreenConfig,
    /// The visually impaired player's side, if one was named.
    pub blind: Option<shakmaty::Color>,
    /// Who is at the keyboard.
    pub role: TableRole,
    /// The online token from the settings file (`lichess_token`).
    pub lichess_token: Option<crate::core::config::Secret>,
    /// Line mode's line width in cells, if utterances are wrapped.
    pub width: Option<usize>,
    /// Write to the braille display through BRLTTY's API.
    pub braille: bool,
    /// Hear spoken moves through the microphone.
    pub listen: bool,
    /// Listen only when asked (`push_to_talk = true`; `--push-to-talk` is added by the caller).
    pub push_to_talk: bool,
    /// The names for the game's record.
    pub names: crate::core::session::Names,
    /// The hall from the settings file (`[hall]`), for the flags to complete.
    pub hall: crate::core::config::HallConfig,
    /// The settings file asks for a sealed table (`sealed = true`).
    pub sealed_by_file: bool,
}

/// The flags that can override the file.
#[derive(Debug, Default)]
#[allow(clippy::struct_excessive_bools)] // flags are naturally switches
pub struct Overrides {
    pub voice: Option<String>,
    pub style: Option<Style>,
    pub time: Option<String>,
    pub auto_press: bool,
    pub speech: Option<SpeechChoice>,
    pub rate: Option<f32>,
    pub volume: Option<f32>,
    pub no_earcons: bool,
    pub blind: Option<shakmaty::Color>,
    pub tenths: bool,
    /// `--lang`: the interface language, over the settings file's `ui_language`.
    pub lang: Option<UiLanguage>,
    pub config: Option<PathBuf>,
    pub role: Option<TableRole>,
    pub width: Option<u16>,
    pub braille: bool,
    pub listen: bool,
    /// `--white`, `--black`, `--event`, `--site`, `--round`.
    pub names: Vec<(crate::core::session::NameField, String)>,
}

/// `$XDG_CONFIG_HOME/annabella/config.toml`, else `~/.config/annabella/config.toml`.
pub fn default_config_path() -> Option<PathBuf> {
    crate::paths::config_dir().map(|dir| dir.join("config.toml"))
}

fn read_config(path: &Path, must_exist: bool) -> Result<Option<Config>, CliError> {
    let text = match read_file(path, limits::SETTINGS) {
        Ok(bytes) => String::from_utf8(bytes).map_err(|e| {
            CliError::said(
                Message::new("settings-not-utf8")
                    .text("file", path.display().to_string())
                    .number("byte", e.utf8_error().valid_up_to()),
            )
        })?,
        Err(ReadError::Io { error, .. })
            if error.kind() == std::io::ErrorKind::NotFound && !must_exist =>
        {
            return Ok(None);
        }
        Err(e) => {
            return Err(CliError::said(
                Message::new("settings-unreadable").said("problem", e.message()),
            ));
        }
    };
    let config = Config::from_toml(&text, &path.display().to_string())
        .map_err(|e| CliError::of(e.hiding(without_secrets)))?;
    if config.lichess_token.is_some() {
        warn_if_readable_by_others(path);
    }
    Ok(Some(config))
}

/// Whether a word looks like a token (a Lichess token, `lip_…`, or any long run of letters,
/// digits and `_` with digits in it): never repeated in a message, even where it was written
/// as a key by mistake.
fn looks_like_a_token(word: &str) -> bool {
    let lower = word.to_ascii_lowercase();
    let prefixed = ["lip_", "lio_", "lit_"]
        .iter()
        .any(|prefix| lower.starts_with(prefix));
    let long_random = word.len() >= 16
        && word
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        && word.bytes().any(|b| b.is_ascii_digit())
        && word.bytes().any(|b| b.is_ascii_alphabetic());
    prefixed || long_random
}

/// A settings error with every quoted word that looks like a token hidden.
fn without_secrets(message: &str) -> String {
    let mut parts: Vec<String> = message.split('`').map(str::to_owned).collect();
    // The odd parts are what the parser quoted.
    for part in parts.iter_mut().skip(1).step_by(2) {
        if looks_like_a_token(part) {
            "… (looks like a token: not shown)".clone_into(part);
        }
    }
    let joined = parts.join("`");
    joined
        .split(' ')
        .map(|word| {
            if looks_like_a_token(
                word.trim_matches(|c: char| !c.is_ascii_alphanumeric() && c != '_'),
            ) {
                "…"
            } else {
                word
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Says once when the settings file holding the token can be read by other users.
fn warn_if_readable_by_others(path: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let Ok(metadata) = std::fs::metadata(path) else {
        return;
    };
    let mode = metadata.permissions().mode() & 0o777;
    if mode & 0o077 != 0 {
        super::warn(format!(
            "settings {}: holds lichess_token but other users may read it (mode {mode:04o});              make it private: chmod 600 {}",
            path.display(),
            path.display()
        ));
    }
}

/// Text in line mode (it is for screen readers, which speak for themselves), else whatever
/// works.
fn default_speech(plain: bool) -> SpeechChoice {
    if plain {
        SpeechChoice::Text
    } else {
        SpeechChoice::Auto
    }
}

/// Resolves the settings; `plain` changes the default speech engine to text (line mode is
/// for screen readers, which speak for themselves).
// One place lists every setting with its precedence (flag, file, default); split, it would hide
// which wins.
#[allow(clippy::too_many_lines)]
pub fn resolve(flags: &Overrides, plain: bool) -> Result<Settings, CliError> {
    let (config, config_path) = match (&flags.config, default_config_path()) {
        (Some(path), _) => (read_config(path, true)?, Some(path.clone())),
        (None, Some(path)) => (read_config(&path, false)?, Some(path)),
        (None, None) => (None, None),
    };
    let config = config.unwrap_or_default();
    // A value from the settings file that is wrong names the file and the key, not an option
    // the player never typed.
    let from_file = |key: &str, value: &str, problem: Message| {
        let file = config_path
            .as_ref()
            .map_or_else(String::new, |p| p.display().to_string());
        CliError::said(
            Message::new("settings-value")
                .text("file", file)
                .text("key", key.to_owned())
                .text("value", value.to_owned())
                .said("problem", problem),
        )
    };
    let voice_spec = flags
        .voice
        .clone()
        .or_else(|| config.voice.clone())
        .unwrap_or_else(|| "fide".to_owned());
    let voice = match (load_voice(&voice_spec), &flags.voice) {
        (Ok(voice), _) => voice,
        (Err(error), Some(_)) => return Err(error),
        (Err(error), None) => return Err(from_file("voice", &voice_spec, error.message())),
    };
    let time_spec = flags
        .time
        .clone()
        .or_else(|| config.time_control().map(str::to_owned));
    // PGN's marks are welcome here too: `-` plays without a clock, `?` says the control is unknown.
    let time_tag = match time_spec
        .as_deref()
        .map(|spec| (spec, spec.parse::<TimeControlTag>()))
    {
        None => None,
        Some((_, Ok(tag))) => Some(tag),
        Some((spec, Err(e))) if flags.time.is_some() => {
            return Err(CliError::said(
                Message::new("option-bad")
                    .text("option", "--time")
                    .text("value", spec.to_owned())
                    .said("problem", e.message()),
            ));
        }
        Some((spec, Err(e))) => return Err(from_file("time", spec, e.message())),
    };
    let time_control = time_tag.as_ref().and_then(TimeControlTag::control).cloned();
    let time_control_unknown = time_tag == Some(TimeControlTag::Unknown);
    let mut clock_speech = config.clock.clone();
    if flags.tenths {
        clock_speech.seconds = SecondsStyle::Tenths;
    }
    // The blind player's own clock is the one whose times they need to hear (D.2.6).
    let blind = flags.blind.or(config.blind.map(shakmaty::Color::from));
    match blind {
        Some(shakmaty::Color::White) => clock_speech.sides = Sides::White,
        Some(shakmaty::Color::Black) => clock_speech.sides = Sides::Black,
        None => {}
    }
    let rate = within(flags.rate, config.rate, &(0.5..=2.0), "rate", &from_file)?.unwrap_or(1.0);
    let volume = within(
        flags.volume,
        config.volume,
        &(0.0..=1.0),
        "volume",
        &from_file,
    )?
    .unwrap_or(1.0);
    let width = within(flags.width, config.width, &WIDTHS, "width", &from_file)?;
    let role = match (flags.role, &config.role) {
        (Some(role), _) => role,
        (None, Some(text)) => text
            .parse::<TableRole>()
            .map_err(|problem| from_file("role", text, Message::english(problem.to_string())))?,
        (None, None) => TableRole::Player,
    };
    let speech_named = flags.speech.or(config.speech);
    // Every sentence in one language: a language chosen apart from the voice takes the clock's
    // words too, and the voice keeps only its board words.
    let ui_language = flags
        .lang
        .or_else(|| config.ui_language.and_then(LanguageSetting::language));
    let voice = match ui_language {
        Some(language) => crate::core::interface_voice::for_interface(voice, language),
        None => voice,
    };
    let names = resolve_names(&flags.names, &config.names, &from_file)?;
    Ok(Settings {
        names,
        voice,
        voice_spec,
        style: flags
            .style
            .or(config.style.map(Style::from))
            .unwrap_or_default(),
        time_spec,
        time_control,
        time_control_unknown,
        // One person at home completes every move at once.
        auto_press: flags.auto_press
            || config.auto_press.unwrap_or(false)
            || role == TableRole::Practice,
        speech: speech_named.unwrap_or_else(|| default_speech(plain)),
        speech_named,
        rate,
        volume,
        earcons: !flags.no_earcons && config.earcons.unwrap_or(true),
        ui_language,
        clock_speech,
        screen: config.screen,
        blind,
        role,
        lichess_token: config.lichess_token.clone(),
        width: width.map(usize::from),
        braille: flags.braille || config.braille.unwrap_or(false),
        listen: flags.listen || config.listen.unwrap_or(false),
        push_to_talk: config.push_to_talk.unwrap_or(false),
        hall: config.hall.clone(),
        sealed_by_file: config.sealed.unwrap_or(false),
    })
}

/// The flag's value, else the file's, if it lies in `range`; else an error naming the flag, or the
/// file and key.
fn within<T: PartialOrd + Copy + std::fmt::Display + std::fmt::Debug>(
    flag: Option<T>,
    file: Option<T>,
    range: &std::ops::RangeInclusive<T>,
    key: &str,
    from_file: &impl Fn(&str, &str, Message) -> CliError,
) -> Result<Option<T>, CliError> {
    let Some(value) = flag.or(file) else {
        return Ok(None);
    };
    if range.contains(&value) {
        return Ok(Some(value));
    }
    let problem = Message::new("settings-give-range")
        .text("from", format!("{:?}", range.start()))
        .text("to", format!("{:?}", range.end()));
    Err(match flag {
        Some(_) => CliError::said(
            Message::new("option-bad")
                .text("option", format!("--{key}"))
                .text("value", value.to_string())
                .said("problem", problem),
        ),
        None => from_file(key, &value.to_string(), problem),
    })
}

/// The line widths `--width` and `width =` take, in cells: braille displays have 12 to 80;
/// wider is allowed for other narrow readers.
pub const WIDTHS: std::ops::RangeInclusive<u16> = 8..=400;

/// The names for the record: each flag, else the settings file's `[names]`; a name that cannot
/// be kept (empty, too long, a control character) names the flag or the file's key.
fn resolve_names(
    flags: &[(crate::core::session::NameField, String)],
    file: &crate::core::config::NamesConfig,
    from_file: &dyn Fn(&str, &str, Message) -> CliError,
) -> Result<crate::core::session::Names, CliError> {
    use crate::core::session::{NameField, Names, checked_name};
    let mut names = Names::default();
    for field in NameField::ALL {
        let from_files = match field {
            NameField::White => &file.white,
            NameField::Black => &file.black,
            NameField::Event => &file.event,
            NameField::Site => &file.site,
            NameField::Round => &file.round,
            NameField::Board => &file.board,
        };
        let flag = flags.iter().rev().find(|(f, _)| *f == field);
        let checked = match (flag, from_files) {
            (Some((_, value)), _) => checked_name(value).map_err(|_| {
                super::flag_problem(
                    &format!("--{}", field.key()),
                    value,
                    Message::new("table-name-refused"),
                )
            })?,
            (None, Some(value)) => checked_name(value).map_err(|_| {
                from_file(
                    &format!("names.{}", field.key()),
                    value,
                    Message::new("table-name-refused"),
                )
            })?,
            (None, None) => continue,
        };
        names.set(field, checked);
    }
    Ok(names)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn a_token_written_as_a_key_is_not_repeated_in_the_error() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        for text in [
            "lip_AbCdEf0123456789xyz = \"x\"\n",
            "Q2hlc3NJc0ZpbmUxMjM0NTY = 1\n",
            "[lip_AbCdEf0123456789xyz]\n",
        ] {
            std::fs::write(&path, text).unwrap();
            let error = read_config(&path, true).unwrap_err().to_string();
            assert!(!error.contains("AbCdEf0123456789xyz"), "{error}");
            assert!(!error.contains("Q2hlc3NJc0ZpbmUxMjM0NTY"), "{error}");
            assert!(error.contains("config.toml"), "{error}");
        }
        std::fs::write(&path, "rate = \"fast\"\n").unwrap();
        let error = read_config(&path, true).unwrap_err().to_string();
        assert!(
            error.contains("rate") || error.contains("line 1"),
            "{error}"
        );
    }

    #[test]
    fn push_to_talk_is_read_from_the_settings_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "push_to_talk = true\n").unwrap();
        let flags = Overrides {
            config: Some(path.clone()),
            ..Overrides::default()
        };
        let settings = resolve(&flags, true).unwrap();
        assert!(settings.push_to_talk);
        assert!(!settings.listen);
        std::fs::write(&path, "listen = true\n").unwrap();
        assert!(!resolve(&flags, true).unwrap().push_to_talk);
    }

    #[test]
    fn a_token_in_a_file_others_may_read_is_read_all_the_same() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "lichess_token = \"lip_x\"\n").unwrap();
        // The file is this test's own (in its own temporary folder).
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        let config = read_config(&path, true).unwrap().unwrap();
        assert_eq!(config.lichess_token.unwrap().expose(), "lip_x");
    }
}
