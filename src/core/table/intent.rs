//! The table's door: every input a person gives — a typed line, a key, the screen's board, a
//! braille display's routing keys, a board's button, what the listener heard — becomes one typed
//! [`Intent`] here, read once, and goes to the one mode active ([`Mode`]: playing, online,
//! reviewing). Each mode declares the commands it offers ([`Mode::offer`]): its routing, its
//! refusals and `help` come from that declaration.

use shakmaty::Move;

use super::{HearingSeat, Table, TableEffect, TableInput};
use crate::core::command::Mode;
use crate::core::hearing_words::HearingWords;
use crate::core::language::UiLanguage;
use crate::core::review::ReviewWord;
use crate::core::session::{Argument, Command, LineReading, TypedMove, command_in, read_line};
use crate::core::voice::Voice;

/// What a person at the table means, read once at the door.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Intent {
    /// Enter on an empty line, or the press key: the clock pressed (a waiting clock started; in
    /// a review, the next move).
    Press,
    /// A command, its argument read into its type.
    Command(Command, Argument),
    /// A legal move chosen (the screen's board, routing keys, heard surely, confirmed).
    Move(Move),
    /// A move as the player gave it, read against the position where it is played.
    Attempt(TypedMove),
    /// A step in a game gone over.
    Review(ReviewWord),
    /// Yes or no to the question waiting (a move heard not surely).
    Answer(bool),
    /// Push-to-talk: the listener hears the next utterance.
    Talk,
    /// The question waiting (a move heard not surely) withdrawn unanswered: nothing played.
    Withdraw,
}

/// The table's door: one value that reads a [`TableInput`] into its [`Intent`], in the words of
/// what the table is doing (push-to-talk while listening, an answer while a question waits, a
/// review's step while a game is gone over, else a command or a move attempt).
pub(super) struct Door<'a> {
    hearing: &'a HearingSeat,
    language: UiLanguage,
    reviewing: bool,
    /// The voice of the position shown (the game's, or the game reviewed).
    voice: &'a Voice,
}

impl Door<'_> {
    /// A person's input read into its intent, once (`None` for a device's report).
    pub(super) fn read(&self, input: TableInput) -> Option<Intent> {
        Some(match input {
            TableInput::Line(line) => self.read_line(&line),
            TableInput::Command(command, argument) => Intent::Command(command, argument),
            TableInput::Move(mv) => Intent::Move(mv),
            TableInput::Squares { from, to } => Intent::Attempt(TypedMove::Squares { from, to }),
            TableInput::Press => Intent::Press,
            TableInput::Review(word) => Intent::Review(word),
            TableInput::Talk => Intent::Talk,
            TableInput::WithdrawQuestion => Intent::Withdraw,
            TableInput::Quit => Intent::Command(Command::Quit, Argument::None),
            TableInput::Board(..)
            | TableInput::Engine(_)
            | TableInput::Server(_)
            | TableInput::Heard(_)
            | TableInput::Saved(_)
            | TableInput::Storage(_)
            | TableInput::InputClosed
            | TableInput::Wake => return None,
        })
    }

    /// A typed line, read in the words of what the table is doing.
    fn read_line(&self, line: &str) -> Intent {
        if let Some(intent) = self.hearing.reads(line, HearingWords::of(self.language)) {
            return intent;
        }
        // After an online game, its chat is written while the game is gone over.
        if self.reviewing
            && !command_in(line).is_some_and(|(command, _)| command == Command::Chat)
            && let Some(word) = ReviewWord::of(line)
        {
            return Intent::Review(word);
        }
        match read_line(line, self.voice) {
            LineReading::Enter => Intent::Press,
            LineReading::Command(command, argument) => Intent::Command(command, argument),
            LineReading::Move(typed) => Intent::Attempt(typed),
        }
    }
}

impl Table {
    /// The mode that receives each intent now.
    pub fn mode(&self) -> Mode {
        self.mode.kind()
    }

    /// The door as the table stands now: what a person's input is read against.
    pub(super) fn door(&self) -> Door<'_> {
        Door {
            hearing: &self.hearing,
            language: self.session.language(),
            reviewing: self.mode.review().is_some(),
            voice: self.session().voice(),
        }
    }

    /// A person's input read into its intent, once (`None` for a device's report).
    pub(super) fn read(&self, input: TableInput) -> Option<Intent> {
        self.door().read(input)
    }

    /// Sends an intent to the mode active.
    pub(super) fn intent(&mut self, at_ms: u64, intent: Intent, out: &mut Vec<TableEffect>) {
        match self.mode() {
            Mode::Playing => self.in_playing_mode(at_ms, out, |playing| playing.intent(intent)),
            Mode::Online => self.in_online_mode(at_ms, out, |online| online.intent(intent)),
            Mode::Reviewing => self.in_review_mode(at_ms, out, |review| review.intent(intent)),
        }
    }
}

/// Whether an input is a person's that stops what is being said (the press key and leaving do
/// not: the announcement of the move just made goes on).
pub(super) fn barges_in(input: &TableInput) -> bool {
    matches!(
        input,
        TableInput::Line(_)
            | TableInput::Command(..)
            | TableInput::Move(_)
            | TableInput::Squares { .. }
            | TableInput::Review(_)
    )
}

#[cfg(test)]
mod tests;
