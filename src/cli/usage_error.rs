//! A command line that could not be read, said in the person's language (issue 34: clap's own
//! errors were English under `--lang de`). clap finds the mistake; its kind and the pieces it
//! names (the option, the value, the choices) become one of the catalogue's `usage-…` messages.
//! The language is read from the arguments themselves (`--lang`, `--config`), since the parse
//! that would have given it is the one that failed.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use super::interface_language;
use super::option_problem::OptionProblem;
use crate::core::message::Message;

/// Help and version go to stdout as clap writes them; a usage error becomes one line on stderr
/// in the person's language, like every other error, so scripts and screen readers get one
/// message, not a page.
pub fn report(error: &clap::Error) -> ExitCode {
    use std::io::Write;
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = write!(std::io::stdout().lock(), "{error}");
            return ExitCode::SUCCESS;
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = write!(std::io::stderr().lock(), "{error}");
            return ExitCode::from(2);
        }
        _ => {}
    }
    let arguments: Vec<OsString> = std::env::args_os().collect();
    let (lang, config) = language_asked(&arguments);
    interface_language::fix(lang, config.as_deref());
    let said = Message::new("usage-error").said("error", message_of(error));
    super::tell(said.in_catalogue(interface_language::catalogue()));
    ExitCode::from(2)
}

/// The `--lang` and `--config` given anywhere on the command line (the first of each).
fn language_asked(
    arguments: &[OsString],
) -> (Option<crate::core::language::UiLanguage>, Option<PathBuf>) {
    let value_of = |flag: &str| {
        let with_equals = format!("{flag}=");
        arguments.iter().enumerate().find_map(|(at, argument)| {
            let text = argument.to_str()?;
            if text == flag {
                arguments.get(at + 1).cloned()
            } else {
                text.strip_prefix(&with_equals).map(OsString::from)
            }
        })
    };
    let lang = value_of("--lang")
        .and_then(|value| value.into_string().ok())
        .and_then(|tag| interface_language::parse_lang(&tag).ok());
    (lang, value_of("--config").map(PathBuf::from))
}

/// One piece clap names, as text.
fn context(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(text) => Some(text.clone()),
        ContextValue::Strings(texts) => Some(texts.join(", ")),
        ContextValue::StyledStr(text) => Some(text.to_string()),
        ContextValue::StyledStrs(texts) => Some(
            texts
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The sentence for clap's error: its kind with what it names.
fn message_of(error: &clap::Error) -> Message {
    // clap names an option with its value's name (`--width <N>`): the option is what was typed.
    let argument = context(error, ContextKind::InvalidArg)
        .map(|named| match named.split_once(" <") {
            Some((option, _)) if option.starts_with('-') => option.to_owned(),
            _ => named,
        })
        .unwrap_or_default();
    let value = context(error, ContextKind::InvalidValue).unwrap_or_default();
    match error.kind() {
        ErrorKind::InvalidValue if value.is_empty() => {
            Message::new("usage-needs-value").text("option", argument)
        }
        ErrorKind::InvalidValue => Message::new("usage-not-a-choice")
            .text("option", argument)
            .text("value", value)
            .text(
                "choices",
                context(error, ContextKind::ValidValue).unwrap_or_default(),
            ),
        ErrorKind::ValueValidation => Message::new("option-bad")
            .text("option", argument)
            .text("value", value)
            .said("problem", why_refused(error)),
        ErrorKind::UnknownArgument => match context(error, ContextKind::SuggestedArg) {
            Some(like) => Message::new("usage-unexpected-like")
                .text("argument", argument)
                .text("suggestion", like),
            None => Message::new("usage-unexpected").text("argument", argument),
        },
        ErrorKind::InvalidSubcommand => {
            let command = context(error, ContextKind::InvalidSubcommand).unwrap_or_default();
            match context(error, ContextKind::SuggestedSubcommand) {
                Some(like) => Message::new("usage-unknown-command-like")
                    .text("command", command)
                    .text("suggestion", like),
                None => Message::new("usage-unknown-command").text("command", command),
            }
        }
        ErrorKind::MissingRequiredArgument => Message::new("usage-missing").text("what", argument),
        ErrorKind::MissingSubcommand => Message::new("usage-missing-command"),
        ErrorKind::NoEquals | ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            Message::new("usage-needs-value").text("option", argument)
        }
        ErrorKind::TooManyValues => Message::new("usage-unexpected").text("argument", value),
        ErrorKind::ArgumentConflict => Message::new("usage-conflict")
            .text("option", argument)
            .text(
                "other",
                context(error, ContextKind::PriorArg).unwrap_or_default(),
            ),
        ErrorKind::InvalidUtf8 => Message::new("usage-not-text"),
        _ => Message::new("usage-other").text("detail", clap_words(error)),
    }
}

/// Why a value was refused: annabella's own reader's words, a number that is none, or (a reader
/// of clap's) the words in English, which other languages leave out.
fn why_refused(error: &clap::Error) -> Message {
    let source = std::error::Error::source(error);
    if let Some(problem) = source.and_then(|s| s.downcast_ref::<OptionProblem>()) {
        return problem.message().clone();
    }
    if source.is_some_and(<dyn std::error::Error>::is::<std::num::ParseIntError>) {
        return Message::new("usage-not-a-number");
    }
    Message::new("usage-cannot-use").text(
        "reason",
        source.map(ToString::to_string).unwrap_or_default(),
    )
}

/// clap's own sentence on one line (a kind of error no message says).
fn clap_words(error: &clap::Error) -> String {
    let text = error.to_string();
    let mut lines = text.lines();
    let first = lines.next().unwrap_or_default();
    let mut words = first.strip_prefix("error: ").unwrap_or(first).to_owned();
    for detail in lines.take_while(|line| line.starts_with(' ')) {
        words.push(' ');
        words.push_str(detail.trim());
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_read_from_the_arguments_as_given() {
        let arguments: Vec<OsString> = ["annabella", "play", "--bogus", "--lang", "de"]
            .into_iter()
            .map(OsString::from)
            .collect();
        let (lang, config) = language_asked(&arguments);
        assert_eq!(lang.map(crate::core::language::UiLanguage::tag), Some("de"));
        assert_eq!(config, None);
        let arguments: Vec<OsString> = ["annabella", "review", "--lang=fr", "--config=x.toml"]
            .into_iter()
            .map(OsString::from)
            .collect();
        let (lang, config) = language_asked(&arguments);
        assert_eq!(lang.map(crate::core::language::UiLanguage::tag), Some("fr"));
        assert_eq!(config, Some(PathBuf::from("x.toml")));
    }
}
