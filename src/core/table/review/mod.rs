//! The reviewing mode: a game gone over move by move (after the game, or `annabella review`).
//! The seat ([`ReviewSeat`]) holds the game's tree and the position reviewed; here the table
//! sends it every intent while the mode is active.

mod seat;

pub use seat::ReviewSeat;

use super::{Intent, Table, TableEffect};
use crate::core::command::{ReviewCommand, Route};
use crate::core::review::ReviewWord;
use crate::core::session::{Command, Effect};

impl Table {
    /// A review's step asked for while playing: once the game has ended, its review opens there.
    pub(super) fn review_asked(
        &mut self,
        at_ms: u64,
        word: ReviewWord,
        out: &mut Vec<TableEffect>,
    ) {
        self.start_review(at_ms, out);
        if self.mode.review().is_some() && word != ReviewWord::Forward {
            self.reviewing(at_ms, Intent::Review(word), out);
        }
    }

    /// Going over a game: steps, the review's own answers, and the table's questions asked of
    /// the position reviewed; nothing is played. (A sensor board keeps following the game
    /// played: a move made on it after the end is refused and guided back as ever.)
    pub(super) fn reviewing(&mut self, at_ms: u64, intent: Intent, out: &mut Vec<TableEffect>) {
        if let Intent::Command(Command::Chat, _) = &intent
            && self.mode.online().is_some()
        {
            out.push(TableEffect::BargeIn);
            return self.in_online_mode(at_ms, out, |online| online.intent(intent));
        }
        let Some(seat) = self.mode.review_mut() else {
            return;
        };
        let effects = seat.take(intent);
        if !effects.is_empty() {
            out.push(TableEffect::BargeIn);
        }
        self.session_effects(at_ms, effects, out);
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
            Intent::Answer(_) | Intent::Talk => Vec::new(),
        }
    }
}
