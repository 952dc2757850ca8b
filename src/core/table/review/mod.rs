//! The reviewing mode: a game gone over move by move (after the game, or `annabella review`).
//! The seat ([`ReviewSeat`]) holds the game's tree and the position reviewed; here the table
//! sends it every intent while the mode is active.

mod seat;

pub use seat::ReviewSeat;

use super::{Intent, Table, TableEffect};
use crate::core::command::{ReviewCommand, Route};
use crate::core::review::ReviewWord;
use crate::core::session::Command;

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
            return self.online_intent(at_ms, intent, out);
        }
        let Some(seat) = self.mode.review_mut() else {
            return;
        };
        let effects = match intent {
            // Enter: the next move.
            Intent::Press => seat.word(ReviewWord::Forward),
            Intent::Review(word) => seat.word(word),
            Intent::Move(_) => seat.nothing_played(),
            Intent::Attempt(_) => seat.usage(),
            Intent::Command(command, argument) => match ReviewCommand::route(command) {
                Route::Game => seat.ask(command, argument),
                Route::Own(own) => seat.command(own),
                Route::No => seat.nothing_played(),
            },
            Intent::Answer(_) | Intent::Talk => Vec::new(),
        };
        if !effects.is_empty() {
            out.push(TableEffect::BargeIn);
        }
        self.session_effects(at_ms, effects, out);
    }
}
