//! What is checked in a hand-written TOML file read as any TOML, before it is read as the
//! settings or a voice pack: no control character anywhere, which no setting or spoken word needs
//! and a terminal or a braille display would obey (ESC clears a screen, BEL rings).

/// Where and what the TOML reader found wrong, as the settings' and the voice packs' errors
/// name it: the place (`line 3, column 15`, or `document`), its line and column, and the
/// reader's message on one line.
#[derive(Debug)]
pub struct ReaderError {
    pub location: String,
    pub position: Option<(usize, usize)>,
    pub message: String,
}

impl ReaderError {
    pub fn of(text: &str, error: &toml::de::Error) -> Self {
        Self {
            location: error.span().map_or_else(
                || "document".to_owned(),
                |span| super::text::line_column(text, span.start),
            ),
            position: error
                .span()
                .map(|span| super::text::line_and_column(text, span.start)),
            message: error.message().trim().replace('\n', " "),
        }
    }
}

/// The first key (`names.white`, `clock.remaining.seconds[2]`) whose name or text holds a
/// control character, and that character as `U+001B`. Keys are escaped: the path is shown.
pub fn first_control_character(table: &toml::Table) -> Option<(String, String)> {
    in_table(table, "")
}

fn in_table(table: &toml::Table, prefix: &str) -> Option<(String, String)> {
    table.iter().find_map(|(key, value)| {
        let path = format!("{prefix}{}", super::message::escaped(key));
        in_text(key)
            .map(|code| (path.clone(), code))
            .or_else(|| in_value(value, &path))
    })
}

fn in_value(value: &toml::Value, path: &str) -> Option<(String, String)> {
    match value {
        toml::Value::String(text) => in_text(text).map(|code| (path.to_owned(), code)),
        toml::Value::Array(values) => values
            .iter()
            .enumerate()
            .find_map(|(i, value)| in_value(value, &format!("{path}[{i}]"))),
        toml::Value::Table(table) => in_table(table, &format!("{path}.")),
        _ => None,
    }
}

fn in_text(text: &str) -> Option<String> {
    text.chars()
        .find(|c| c.is_control())
        .map(|c| format!("U+{:04X}", u32::from(c)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Option<(String, String)> {
        first_control_character(&toml::from_str(text).unwrap())
    }

    #[test]
    fn a_control_character_is_found_where_it_is() {
        assert_eq!(found("a = \"plain\"\n[b]\nc = [\"x\", 1]\n"), None);
        assert_eq!(
            found("[names]\nwhite = \"Ann\\u001b[2J\"\n"),
            Some(("names.white".to_owned(), "U+001B".to_owned()))
        );
        assert_eq!(
            found("[clock]\nseconds = [\"a\", \"b\\u0007\"]\n"),
            Some(("clock.seconds[1]".to_owned(), "U+0007".to_owned()))
        );
        assert_eq!(
            found("\"a\\tb\" = 1\n"),
            Some(("a\\tb".to_owned(), "U+0009".to_owned()))
        );
    }
}
