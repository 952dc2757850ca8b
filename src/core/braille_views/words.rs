//! What annabella says about the braille display, in English, French and German: a struct of
//! sentences with one constant per language, so a sentence without its translations does not
//! compile. Slots: `{cells}` (the display's width), `{reason}` (why, in the player's language).

use crate::core::catalogue::catalogue_words;

catalogue_words! {
    /// The display's sentences in one language.
    pub struct BrailleWords ("braille-") {
        /// Said once when the display is taken: its size and how the board is shown.
        connected: text,
        /// A display too short for a rank with its number: the rank is panned through.
        connected_short: text,
        /// Said once when `--braille` finds no display: `{reason}`.
        unavailable: text,
        /// Said once when the display goes away during the game: `{reason}`.
        lost: text,
        /// The clocks view of a game without a clock.
        no_clock: text,
        /// The score sheet before the first move.
        no_moves: text,
        /// The reasons.
        not_running: text,
        no_cells: text,
        refused: text,
        closed: text,
        /// The display's companion program (`annabella-braille`) is missing, or stopped.
        companion_missing: text,
        companion_stopped: text,
    }
}
