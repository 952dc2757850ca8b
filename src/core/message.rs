//! A sentence kept as a value until it is shown: a catalogue key and its arguments, which may be
//! sentences themselves. A typed error says what failed as a [`Message`]; the edge that shows it
//! (stderr, the screen, the log) formats it in the person's language with [`Message::in_language`],
//! so nothing is translated by matching text, and the error keeps the values that failed.

use super::catalogue::{Arg, Catalogue};
use super::language::{InLanguage, UiLanguage};

/// A message of the catalogues with its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    key: &'static str,
    args: Vec<(&'static str, Value)>,
}

/// One argument of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// Words from outside the catalogues (a file name, a token, a move): shown as they are.
    Text(String),
    /// A number, which also chooses the plural form.
    Count(u64),
    /// Another message, formatted in the same language (the detail of an error).
    Said(Box<Message>),
}

/// Something that says itself as a message of the catalogues: errors and notices.
pub trait Said {
    /// The message that says it.
    fn message(&self) -> Message;

    /// The sentence in `catalogue`'s language.
    fn describe(&self, catalogue: &Catalogue) -> String {
        self.message().in_catalogue(catalogue)
    }

    /// The sentence in English (the `Display` of the errors, and the log).
    fn in_english(&self) -> String {
        self.describe(Catalogue::of(UiLanguage::ENGLISH))
    }
}

impl Message {
    /// Message `key`, with no argument yet.
    pub fn new(key: &'static str) -> Self {
        Self {
            key,
            args: Vec::new(),
        }
    }

    /// Words that exist only in English (a sentence of a part of the program that has no
    /// message yet): said as they are, in every language.
    pub fn english(text: impl Into<String>) -> Self {
        Self::new("list-item").text("item", text)
    }

    /// With words from outside (shown as they are).
    #[must_use]
    pub fn text(mut self, name: &'static str, text: impl Into<String>) -> Self {
        self.args.push((name, Value::Text(text.into())));
        self
    }

    /// With a number (`$name`, which a plural selector may choose by).
    #[must_use]
    pub fn count(mut self, name: &'static str, n: u64) -> Self {
        self.args.push((name, Value::Count(n)));
        self
    }

    /// With a number given as a `usize`.
    #[must_use]
    pub fn number(self, name: &'static str, n: usize) -> Self {
        self.count(name, u64::try_from(n).unwrap_or(u64::MAX))
    }

    /// With another message, said in the same language.
    #[must_use]
    pub fn said(mut self, name: &'static str, message: Message) -> Self {
        self.args.push((name, Value::Said(Box::new(message))));
        self
    }

    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The argument `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&Value> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The sentence in English (for `Display` and the log).
    pub fn in_english(&self) -> String {
        self.in_language(UiLanguage::ENGLISH)
    }

    /// The sentence in `language`.
    pub fn in_language(&self, language: UiLanguage) -> String {
        self.in_catalogue(Catalogue::of(language))
    }

    /// The sentence in `catalogue`'s language: nested messages first, then this one.
    pub fn in_catalogue(&self, catalogue: &Catalogue) -> String {
        let nested: Vec<(&str, String)> = self
            .args
            .iter()
            .filter_map(|(name, value)| match value {
                Value::Said(message) => Some((*name, message.in_catalogue(catalogue))),
                Value::Text(_) | Value::Count(_) => None,
            })
            .collect();
        let args: Vec<(&str, Arg<'_>)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let arg = match value {
                    Value::Text(text) => Arg::Text(text),
                    Value::Count(n) => Arg::Count(*n),
                    Value::Said(_) => Arg::Text(
                        nested
                            .iter()
                            .find(|(n, _)| n == name)
                            .map_or("", |(_, text)| text.as_str()),
                    ),
                };
                (*name, arg)
            })
            .collect();
        catalogue.format(self.key, &args)
    }
}

impl Said for Message {
    fn message(&self) -> Message {
        self.clone()
    }
}

/// Sentences of one language say a message in it: `strings.say(&Message::new("wins")…)`.
pub trait Sentences: InLanguage {
    /// `message` in these sentences' language.
    fn say(&self, message: &Message) -> String {
        message.in_language(self.language())
    }
}

impl<T: InLanguage> Sentences for T {}

/// Where in a TOML file (a settings file, a voice pack) a problem is: its line and column when
/// the file is not read as TOML, else the key (`board.files`).
pub fn place_in_file(position: Option<(usize, usize)>, key: &str) -> Message {
    match position {
        Some((line, column)) => Message::new("pack-line-column")
            .number("line", line)
            .number("column", column),
        None => Message::new("list-item").text("item", key.to_owned()),
    }
}

/// Text from outside (a token, a tag, a word) made safe to show inside quotes: control
/// characters and quotes escaped as Rust writes them, the quotes themselves left to the
/// catalogue (`"…"`, `« … »`, `„…“`).
pub fn escaped(text: &str) -> String {
    let debug = format!("{text:?}");
    debug
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .map_or_else(|| debug.clone(), str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_nested_message_is_said_in_the_same_language() {
        let catalogue = Catalogue::parse(
            UiLanguage::FRENCH,
            "outer = fichier { $file } : { $problem }\ninner = { $count ->\n [one] un coup\n *[other] { $count } coups\n}\n",
        );
        let message = Message::new("outer")
            .text("file", "a.pgn")
            .said("problem", Message::new("inner").count("count", 2));
        assert_eq!(message.in_catalogue(&catalogue), "fichier a.pgn : 2 coups");
    }

    #[test]
    fn outside_text_is_escaped_without_its_quotes() {
        assert_eq!(escaped("Nf9"), "Nf9");
        assert_eq!(escaped("a\"b\u{7}"), "a\\\"b\\u{7}");
    }
}
