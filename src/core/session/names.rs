//! The names on the game's record: the players, the event, the site, the round and the board.
//! Given on the command line, in the settings file, by the hall's pairings or with `names` at the
//! table before the first move; kept in the journal and written to the PGN's tags, the braille
//! score sheet and the greeting.

use std::fmt;

use crate::core::text::fold;

/// What a name names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameField {
    White,
    Black,
    Event,
    Site,
    Round,
    /// The board number in the round (a hall's pairing; PGN's `Board` tag, as broadcasts use).
    Board,
}

impl NameField {
    pub const ALL: [NameField; 6] = [
        NameField::White,
        NameField::Black,
        NameField::Event,
        NameField::Site,
        NameField::Round,
        NameField::Board,
    ];

    /// The journal's and the settings file's word.
    pub fn key(self) -> &'static str {
        match self {
            NameField::White => "white",
            NameField::Black => "black",
            NameField::Event => "event",
            NameField::Site => "site",
            NameField::Round => "round",
            NameField::Board => "board",
        }
    }

    /// The PGN tag it fills.
    pub fn tag(self) -> &'static str {
        match self {
            NameField::White => "White",
            NameField::Black => "Black",
            NameField::Event => "Event",
            NameField::Site => "Site",
            NameField::Round => "Round",
            NameField::Board => "Board",
        }
    }

    /// The field a journal word names.
    pub fn from_key(key: &str) -> Option<NameField> {
        NameField::ALL.into_iter().find(|field| field.key() == key)
    }

    /// The field a typed word names (`names schwarz Meier`, `noms tournoi …`), in any UI
    /// language; folded (no accents, lower case).
    pub fn from_word(word: &str) -> Option<NameField> {
        let word = fold(word);
        let words: [(NameField, &[&str]); 6] = [
            (
                NameField::White,
                &["white", "w", "weiss", "blanc", "blancs"],
            ),
            (
                NameField::Black,
                &["black", "b", "schwarz", "noir", "noirs"],
            ),
            (
                NameField::Event,
                &["event", "turnier", "tournoi", "evenement"],
            ),
            (NameField::Site, &["site", "ort", "lieu"]),
            (NameField::Round, &["round", "runde", "ronde"]),
            (NameField::Board, &["board", "brett", "echiquier"]),
        ];
        words
            .into_iter()
            .find(|(_, spellings)| spellings.contains(&word.as_str()))
            .map(|(field, _)| field)
    }
}

/// The longest name kept (a PGN tag value read back by any reader, a braille header line).
pub const NAME_MAX_CHARS: usize = 100;

/// Why a name is not taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameError {
    Empty,
    /// Longer than [`NAME_MAX_CHARS`], with its length.
    TooLong(usize),
    /// A control character (a line break would cut the journal's line and the PGN's tag) or a
    /// direction control (U+202E would show the name reversed against how it is said).
    ControlCharacter,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => f.write_str("a name cannot be empty"),
            NameError::TooLong(chars) => write!(
                f,
                "a name has at most {NAME_MAX_CHARS} characters, this one {chars}"
            ),
            NameError::ControlCharacter => f.write_str("a name cannot hold control characters"),
        }
    }
}

impl std::error::Error for NameError {}

/// A name as it will be kept: trimmed, one line, not too long.
pub fn checked_name(text: &str) -> Result<String, NameError> {
    let name = text.trim();
    if name.is_empty() {
        return Err(NameError::Empty);
    }
    if name
        .chars()
        .any(|c| c.is_control() || crate::core::text::is_direction_control(c))
    {
        return Err(NameError::ControlCharacter);
    }
    let chars = name.chars().count();
    if chars > NAME_MAX_CHARS {
        return Err(NameError::TooLong(chars));
    }
    Ok(name.to_owned())
}

/// The names of one game; each may be unknown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names {
    values: [Option<String>; 6],
}

impl Names {
    fn index(field: NameField) -> usize {
        match field {
            NameField::White => 0,
            NameField::Black => 1,
            NameField::Event => 2,
            NameField::Site => 3,
            NameField::Round => 4,
            NameField::Board => 5,
        }
    }

    pub fn get(&self, field: NameField) -> Option<&str> {
        self.values[Self::index(field)].as_deref()
    }

    pub fn set(&mut self, field: NameField, value: String) {
        self.values[Self::index(field)] = Some(value);
    }

    /// Every name given, with what it names.
    pub fn given(&self) -> impl Iterator<Item = (NameField, &str)> {
        NameField::ALL
            .into_iter()
            .filter_map(|field| self.get(field).map(|value| (field, value)))
    }

    pub fn is_empty(&self) -> bool {
        self.given().next().is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_one_line_and_bounded() {
        assert_eq!(checked_name("  Anna Müller "), Ok("Anna Müller".to_owned()));
        assert_eq!(checked_name(" "), Err(NameError::Empty));
        assert_eq!(checked_name("a\nb"), Err(NameError::ControlCharacter));
        assert_eq!(
            checked_name("Anna\u{202E}ssuR"),
            Err(NameError::ControlCharacter)
        );
        assert_eq!(
            checked_name("\u{2066}Anna"),
            Err(NameError::ControlCharacter)
        );
        assert_eq!(checked_name(&"x".repeat(101)), Err(NameError::TooLong(101)));
        assert_eq!(NameField::from_word("Schwarz"), Some(NameField::Black));
        assert_eq!(NameField::from_word("événement"), Some(NameField::Event));
        assert_eq!(NameField::from_key("round"), Some(NameField::Round));
    }
}
