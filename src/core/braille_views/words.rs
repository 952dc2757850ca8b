//! What annabella says about the braille display, in English, French and German: a struct of
//! sentences with one constant per language, so a sentence without its translations does not
//! compile. Slots: `{cells}` (the display's width), `{reason}` (why, in the player's language).

use crate::core::language::UiLanguage;

/// The display's sentences in one language.
#[derive(Debug)]
pub struct BrailleWords {
    /// Said once when the display is taken: its size and how the board is shown.
    pub connected: &'static str,
    /// A display too short for a rank with its number: the rank is panned through.
    pub connected_short: &'static str,
    /// Said once when `--braille` finds no display: `{reason}`.
    pub unavailable: &'static str,
    /// Said once when the display goes away during the game: `{reason}`.
    pub lost: &'static str,
    /// The clocks view of a game without a clock.
    pub no_clock: &'static str,
    /// The score sheet before the first move.
    pub no_moves: &'static str,
    /// The reasons.
    pub not_running: &'static str,
    pub no_cells: &'static str,
    pub refused: &'static str,
    pub closed: &'static str,
}

impl BrailleWords {
    pub fn of(language: UiLanguage) -> &'static BrailleWords {
        match language {
            UiLanguage::English => &ENGLISH,
            UiLanguage::French => &FRENCH,
            UiLanguage::German => &GERMAN,
        }
    }
}

const ENGLISH: BrailleWords = BrailleWords {
    connected: "Braille display of {cells} cells: pan to read the board, one rank a line; a routing key picks a square.",
    connected_short: "Braille display of {cells} cells: pan through each rank of the board, a routing key picks a square.",
    unavailable: "No braille display ({reason}); the game goes on without it.",
    lost: "The braille display is gone ({reason}); the game goes on without it.",
    no_clock: "no clock",
    no_moves: "no moves yet",
    not_running: "BRLTTY is not running or does not let annabella in",
    no_cells: "BRLTTY has no display connected",
    refused: "BRLTTY refused to hand over the display",
    closed: "BRLTTY closed the connection",
};

const FRENCH: BrailleWords = BrailleWords {
    connected: "Afficheur braille de {cells} cellules : faites défiler pour lire l'échiquier, une rangée par ligne ; une touche de routine choisit une case.",
    connected_short: "Afficheur braille de {cells} cellules : faites défiler chaque rangée de l'échiquier ; une touche de routine choisit une case.",
    unavailable: "Pas d'afficheur braille ({reason}) ; la partie continue sans lui.",
    lost: "L'afficheur braille a disparu ({reason}) ; la partie continue sans lui.",
    no_clock: "pas de pendule",
    no_moves: "aucun coup joué",
    not_running: "BRLTTY ne tourne pas ou refuse annabella",
    no_cells: "BRLTTY n'a pas d'afficheur connecté",
    refused: "BRLTTY refuse de céder l'afficheur",
    closed: "BRLTTY a fermé la connexion",
};

const GERMAN: BrailleWords = BrailleWords {
    connected: "Braillezeile mit {cells} Modulen: das Brett ist eine Reihe pro Zeile, eine Routingtaste wählt ein Feld.",
    connected_short: "Braillezeile mit {cells} Modulen: jede Reihe des Bretts wird durchgeblättert, eine Routingtaste wählt ein Feld.",
    unavailable: "Keine Braillezeile ({reason}); die Partie geht ohne sie weiter.",
    lost: "Die Braillezeile ist weg ({reason}); die Partie geht ohne sie weiter.",
    no_clock: "keine Uhr",
    no_moves: "noch keine Züge",
    not_running: "BRLTTY läuft nicht oder lässt annabella nicht zu",
    no_cells: "an BRLTTY ist keine Braillezeile angeschlossen",
    refused: "BRLTTY gibt die Braillezeile nicht frei",
    closed: "BRLTTY hat die Verbindung beendet",
};
