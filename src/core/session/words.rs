//! The table's words for a tournament game, in each UI language: the press heard, the players'
//! names, the boards named, and the answers that say why nothing happened. Kept beside
//! [`crate::core::strings`] (the app's other words) so each file holds one subject.

use crate::core::strings::UiLanguage;

/// Words of the tournament table; `{…}` slots are filled by the session or the table.
#[derive(Debug)]
pub struct TableWords {
    /// A move typed before the previous one was completed (the assistant presses first):
    /// `{press}` is the command word.
    pub press_first: &'static str,
    /// Said after a press where no click is heard: `{side}`'s clock now runs.
    pub clock_runs_for: &'static str,
    /// What the event, the site and the round are called (`names`, the greeting).
    pub event_word: &'static str,
    pub site_word: &'static str,
    pub round_word: &'static str,
    /// The greeting's word for the blind player when someone else is at the keyboard.
    pub blind_player: &'static str,
    /// `names` answers: the players and event as recorded.
    pub names_are: &'static str,
    /// `names` with nothing given yet.
    pub no_names: &'static str,
    /// How `names` is used.
    pub names_usage: &'static str,
    /// `names` after the first move: the record's names are fixed then.
    pub names_too_late: &'static str,
    /// A name set: `{what}` (white, black, event…) is now `{name}`.
    pub name_set: &'static str,
    /// A name too long or with control characters.
    pub name_refused: &'static str,
    /// The 7.5.5 penalty: `{side}` completed an illegal move.
    pub penalised: &'static str,
    /// A claim with nothing to claim: why (no threefold repetition, no fifty moves).
    pub nothing_to_claim: &'static str,
    /// A move before the press that ends the game only after it (D.2.8 correction possible).
    pub press_to_end: &'static str,
}

const ENGLISH: TableWords = TableWords {
    press_first: "the clock first: Enter or {press} completes the move played",
    clock_runs_for: "{side}'s clock runs",
    event_word: "event",
    site_word: "site",
    round_word: "round",
    blind_player: "the visually impaired player",
    names_are: "names: {names}",
    no_names: "no names given yet",
    names_usage: "names white NAME, names black NAME, names event NAME, names site NAME or names round NAME",
    names_too_late: "the names are fixed once the first move is played",
    name_set: "{what}: {name}",
    name_refused: "a name has at most 100 characters and no control characters",
    penalised: "{side} penalised for an illegal move",
    nothing_to_claim: "nothing to claim: the position has not appeared three times and the last fifty moves had a pawn move or a capture",
    press_to_end: "press the clock to complete the move",
};

const FRENCH: TableWords = TableWords {
    press_first: "d'abord la pendule : Entrée ou {press} valide le coup joué",
    clock_runs_for: "pendule en marche : {side}",
    event_word: "tournoi",
    site_word: "lieu",
    round_word: "ronde",
    blind_player: "le joueur malvoyant",
    names_are: "noms : {names}",
    no_names: "aucun nom donné",
    names_usage: "noms blancs NOM, noms noirs NOM, noms tournoi NOM, noms lieu NOM ou noms ronde NOM",
    names_too_late: "les noms sont fixés dès le premier coup joué",
    name_set: "{what} : {name}",
    name_refused: "un nom a au plus 100 caractères et aucun caractère de contrôle",
    penalised: "{side} pénalisés pour un coup illégal",
    nothing_to_claim: "rien à réclamer : la position n'est pas apparue trois fois et les cinquante derniers coups comptent un coup de pion ou une prise",
    press_to_end: "appuyez sur la pendule pour valider le coup",
};

const GERMAN: TableWords = TableWords {
    press_first: "erst die Uhr: Enter oder {press} schließt den gespielten Zug ab",
    clock_runs_for: "Uhr läuft für {side}",
    event_word: "Turnier",
    site_word: "Ort",
    round_word: "Runde",
    blind_player: "sehbehinderter Spieler",
    names_are: "Namen: {names}",
    no_names: "noch keine Namen",
    names_usage: "namen weiss NAME, namen schwarz NAME, namen turnier NAME, namen ort NAME oder namen runde NAME",
    names_too_late: "die Namen stehen fest, sobald der erste Zug gespielt ist",
    name_set: "{what}: {name}",
    name_refused: "ein Name hat höchstens 100 Zeichen und keine Steuerzeichen",
    penalised: "{side} bestraft für einen regelwidrigen Zug",
    nothing_to_claim: "nichts zu beanspruchen: die Stellung kam nicht dreimal vor und die letzten fünfzig Züge hatten einen Bauernzug oder ein Schlagen",
    press_to_end: "die Uhr drücken schließt den Zug ab",
};

impl TableWords {
    pub fn of(language: UiLanguage) -> &'static TableWords {
        match language {
            UiLanguage::English => &ENGLISH,
            UiLanguage::French => &FRENCH,
            UiLanguage::German => &GERMAN,
        }
    }
}
