//! The game's record at the table: the names (`names`, the greeting's players) and the PGN tags
//! a saved game carries.

use shakmaty::Color;

use super::{
    Effect, NameField, Record, Session, TableWords, answer_effect, checked_name, names::Names,
};
use crate::core::game::EndReason;
use crate::core::message::{Message, Sentences};
use crate::core::text::fold_words;

impl Session {
    /// The names on the record, with those given in the set-up that the journal does not
    /// hold yet (the greeting comes before they are recorded).
    pub(super) fn names_known(&self) -> Names {
        let mut names = self.names.clone();
        for (field, value) in self.config.names.given() {
            names.set(field, value.to_owned());
        }
        names
    }

    /// The name given for the player of `color` (by an option, a tournament file or `names`).
    pub fn player_name(&self, color: Color) -> Option<String> {
        let field = match color {
            Color::White => NameField::White,
            Color::Black => NameField::Black,
        };
        self.names_known().get(field).map(str::to_owned)
    }

    /// `names`: reads the names on the record; `names FIELD NAME` sets one, before the first
    /// move (a score sheet's names are written before the game starts).
    pub(super) fn names_command(&mut self, at_ms: u64, argument: &str) -> Vec<Effect> {
        let words = TableWords::of(self.language);
        let argument = argument.trim();
        if argument.is_empty() {
            return vec![answer_effect(self.names_said())];
        }
        let (field_word, value) = argument
            .split_once(char::is_whitespace)
            .unwrap_or((argument, ""));
        let field = fold_words(field_word)
            .first()
            .and_then(|word| NameField::from_word(word));
        let Some(field) = field.filter(|_| !value.trim().is_empty()) else {
            return vec![answer_effect(words.names_usage)];
        };
        if !self.game.history().is_empty() {
            return vec![answer_effect(words.names_too_late)];
        }
        let Ok(value) = checked_name(value) else {
            return vec![answer_effect(words.name_refused)];
        };
        self.names.set(field, value.clone());
        let said = words.say(
            &Message::new("table-name-set")
                .text("what", self.field_word(field))
                .text("name", value.as_str()),
        );
        vec![
            Effect::Record(Record::Name {
                field,
                value,
                at_ms,
            }),
            answer_effect(said),
        ]
    }

    /// What a name names, in the UI language's words (a side from the voice).
    fn field_word(&self, field: NameField) -> &str {
        let speech = self.clock_speech();
        let words = TableWords::of(self.language);
        match field {
            NameField::White => speech.side(Color::White),
            NameField::Black => speech.side(Color::Black),
            NameField::Event => words.event_word,
            NameField::Site => words.site_word,
            NameField::Round => words.round_word,
            NameField::Board => words.board_word,
        }
    }

    /// "Namen: Weiß Anna Meier, Schwarz Bruno Kurz, Turnier Stadtmeisterschaft".
    fn names_said(&self) -> String {
        let words = TableWords::of(self.language);
        if self.names.is_empty() {
            return words.no_names.to_owned();
        }
        let listed: Vec<String> = self
            .names
            .given()
            .map(|(field, value)| format!("{} {value}", self.field_word(field)))
            .collect();
        words.say(&Message::new("table-names-are").text("names", listed.join(", ")))
    }

    /// The greeting's part about the event: "Open Augsburg, Augsburg, Runde drei". `None`
    /// without any of them. Without the round and the board when a pairing says them
    /// (`paired`).
    pub(super) fn greeting_event(&self, paired: bool) -> Option<String> {
        let names = self.names_known();
        let fields: &[NameField] = if paired {
            &[NameField::Event, NameField::Site]
        } else {
            &[
                NameField::Event,
                NameField::Site,
                NameField::Round,
                NameField::Board,
            ]
        };
        let event: Vec<String> = fields
            .iter()
            .copied()
            .filter_map(|field| {
                names.get(field).map(|value| match field {
                    NameField::Round | NameField::Board => {
                        format!("{} {value}", self.field_word(field))
                    }
                    _ => value.to_owned(),
                })
            })
            .collect();
        (!event.is_empty()).then(|| event.join(", "))
    }

    /// The tags of the game's record (PGN): the names given, the date (`YYYY.MM.DD`, from the
    /// caller: the core reads no clock), the time control, the result and how the game ended.
    /// `engine` names the side an engine plays when no name was given for it.
    pub fn record_tags(&self, date: &str, engine: Option<(Color, &str)>) -> Vec<(String, String)> {
        let mut tags = Vec::new();
        let mut names: Names = self.names.clone();
        if let Some((side, name)) = engine {
            let field = match side {
                Color::White => NameField::White,
                Color::Black => NameField::Black,
            };
            if names.get(field).is_none() {
                names.set(field, name.to_owned());
            }
        }
        if names.get(NameField::Event).is_none() {
            names.set(NameField::Event, "annabella game".to_owned());
        }
        for field in NameField::ALL {
            if let Some(value) = names.get(field) {
                tags.push((field.tag().to_owned(), value.to_owned()));
            }
        }
        tags.push(("Date".to_owned(), date.to_owned()));
        let result = self
            .game
            .ending()
            .map_or("*".to_owned(), |ending| ending.result.to_string());
        tags.push(("Result".to_owned(), result));
        if let Some(clock) = &self.clock {
            tags.push(("TimeControl".to_owned(), clock.control().to_string()));
        } else if self.rules.untimed_tag {
            let control = if self.config.time_control_unknown {
                "?"
            } else {
                "-"
            };
            tags.push(("TimeControl".to_owned(), control.to_owned()));
        }
        let termination = match self.game.ending().map(|ending| ending.reason) {
            None => "unterminated",
            Some(EndReason::Timeout | EndReason::TimeoutInsufficientMaterial) => "time forfeit",
            Some(EndReason::Abandoned) => "abandoned",
            Some(EndReason::IllegalMoves) => "rules infraction",
            Some(_) => "normal",
        };
        tags.push(("Termination".to_owned(), termination.to_owned()));
        tags
    }
}
