//! The table's words for a tournament game, in each UI language: the press heard, the players'
//! names, the boards named, and the answers that say why nothing happened. Kept beside
//! [`crate::core::strings`] (the app's other words) so each file holds one subject.

use crate::core::catalogue::catalogue_words;

catalogue_words! {
    /// Words of the tournament table; `{…}` slots are filled by the session or the table.
    pub struct TableWords ("table-") {
        /// A move typed before the previous one was completed (the assistant presses first):
        /// `{press}` is the command word.
        press_first: text,
        /// Said after a press where no click is heard: `{side}`'s clock now runs.
        clock_runs_for: text,
        /// What the event, the site and the round are called (`names`, the greeting).
        event_word: text,
        site_word: text,
        round_word: text,
        board_word: text,
        /// `names` answers: the players and event as recorded.
        names_are: text,
        /// `names` with nothing given yet.
        no_names: text,
        /// How `names` is used.
        names_usage: text,
        /// `names` after the first move: the record's names are fixed then.
        names_too_late: text,
        /// A name set: `{what}` (white, black, event…) is now `{name}`.
        name_set: text,
        /// A name too long or with control characters.
        name_refused: text,
        /// The 7.5.5 penalty: `{side}` completed an illegal move.
        penalised: text,
        /// A claim with nothing to claim: why (no threefold repetition, no fifty moves).
        nothing_to_claim: text,
        /// The blind player's move ended the game before their press: the end waits for the
        /// press so a slip can still be corrected (D.2.8); `{press}` and `{undo}` are the
        /// command words.
        press_to_end: text,
    }
}
