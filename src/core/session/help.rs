//! What the table says when asked what it offers (`help`, `help more`) and which opening the
//! game has reached.

use shakmaty::Move;

use super::{Command, Offer, Session, capitalized};
use crate::core::message::{Message, Sentences};
use crate::core::strings::UiLanguage;
use crate::core::text::{fold, fold_words};

impl Session {
    /// The opening the game has reached (its last named position), or that none is named.
    pub(super) fn opening_name(&self) -> String {
        let moves: Vec<Move> = self.game.history().iter().map(|played| played.mv).collect();
        let named = crate::core::openings::book()
            .ok()
            .and_then(|book| book.name_game(self.game.start(), &moves));
        match named {
            Some(named) => crate::core::opening_names::said(
                &named.opening,
                crate::core::catalogue::Catalogue::of(self.language),
                crate::core::opening_names::Naming::WithEco,
            ),
            None => self.strings.no_opening.to_owned(),
        }
    }

    /// Help in a few words: the commands used most, in the UI language; `help more` lists
    /// every command this role offers now.
    pub(super) fn help(&self, argument: &str) -> String {
        // What the mode declares it offers (a server's game: its own commands, none of the
        // clock's or the arbiter's); at this table, what this role offers now.
        let mode = self.rules.offers;
        let available = |command: &Command| {
            if mode.offer(*command) == Offer::No {
                return false;
            }
            if !self.rules.refuses_for_mode_and_role {
                return true;
            }
            self.config.role.offers(*command)
                && (self.clock.is_some()
                    || !matches!(
                        command,
                        Command::Press
                            | Command::Start
                            | Command::Stop
                            | Command::Resume
                            | Command::Add
                            | Command::Flag
                    ))
                && (self.awaiting_press.is_some() || *command != Command::Undo)
                // Going over the game and its analysis come once it has ended.
                && (self.game.is_over() || !matches!(command, Command::Review | Command::Analyse))
                // Training is offered after the game, where the table offers it at all.
                && (*command != Command::Train || (self.game.is_over() && self.training_offered))
        };
        let word = |command: Command| command.word(self.language);
        // `help more` as the README writes it, in any UI language (`hilfe mehr`, `aide plus`).
        let asks_more = fold_words(argument).first().is_some_and(|word| {
            UiLanguage::all()
                .iter()
                .filter(|&&language| crate::core::catalogue::Catalogue::is_loaded(language))
                .any(|language| fold(language.strings().more_word) == *word)
        });
        if asks_more {
            let all: Vec<&str> = Command::all().filter(available).map(word).collect();
            return self
                .strings
                .say(&Message::new("help-more").text("commands", all.join(", ")));
        }
        let mut most = if self.game.is_over() {
            // After the game, what comes after it first.
            let mut after = vec![Command::Review, Command::Analyse];
            if self.training_offered {
                after.push(Command::Train);
            }
            after.extend([Command::Moves, Command::Board]);
            after
        } else {
            vec![
                Command::Time,
                Command::Moves,
                Command::Board,
                Command::Where,
            ]
        };
        most.extend(
            [Command::Legal, Command::Repeat]
                .into_iter()
                .filter(|c| available(c)),
        );
        let names: Vec<&str> = most.into_iter().map(word).collect();
        let more = format!("{} {}", word(Command::Help), self.strings.more_word);
        self.strings.say(
            &Message::new("help")
                .text("commands", names.join(", "))
                .text("more", capitalized(&more)),
        )
    }
}
