//! The reviewing mode: a game gone over move by move (after the game, or `annabella review`).
//! The seat ([`ReviewSeat`]) holds the game's tree and the position reviewed; the mode
//! ([`ReviewMode`]) is that seat at work for one intent, handing the table back [`ModeStep`]s.

mod seat;

pub use seat::ReviewSeat;

use super::mode_step::ModeStep;
use super::{Intent, TableEffect};
use crate::core::command::{ReviewCommand, Route};
use crate::core::review::ReviewWord;
use crate::core::session::{Command, Effect};

/// The reviewing mode at work for one input: its seat, whether the game gone over was played
/// online (its chat goes on), and the steps it hands back.
pub(super) struct ReviewMode<'a> {
    pub(super) seat: &'a mut ReviewSeat,
    /// The game gone over was played on a server: its chat is read and written meanwhile.
    pub(super) after_online: bool,
    pub(super) steps: &'a mut Vec<ModeStep>,
}

impl ReviewMode<'_> {
    /// Going over a game: steps, the review's own answers, and the table's questions asked of
    /// the position reviewed; nothing is played. (A sensor board keeps following the game
    /// played: a move made on it after the end is refused and guided back as ever.)
    pub(super) fn intent(&mut self, intent: Intent) {
        if let Intent::Command(Command::Chat, _) = &intent
            && self.after_online
        {
            self.steps.push(ModeStep::Carry(TableEffect::BargeIn));
            self.steps.push(ModeStep::Online(intent));
            return;
        }
        let effects = self.seat.take(intent);
        if !effects.is_empty() {
            self.steps.push(ModeStep::Carry(TableEffect::BargeIn));
        }
        self.steps.push(ModeStep::Session(effects));
    }
}

impl ReviewSeat {
    /// What an intent does in the game gone over: a step (Enter is the next move), the review's
    /// own command, or the game's question asked of the position reviewed, as
    /// [`ReviewCommand::route`] declares; a move is refused, since nothing is played.
    fn take(&mut self, intent: Intent) -> Vec<Effect> {
        match intent {
            Intent::Press => self.word(ReviewWord::Forward),
            Intent::Review(word) => self.word(word),
            Intent::Move(_) => self.nothing_played(),
            Intent::Attempt(_) => self.usage(),
            Intent::Command(command, argument) => match ReviewCommand::route(command) {
                Route::Game => self.ask(command, argument),
                Route::Own(own) => self.command(own),
                Route::No => self.nothing_played(),
            },
            Intent::Answer(_) | Intent::Talk | Intent::Withdraw => Vec::new(),
        }
    }
}
