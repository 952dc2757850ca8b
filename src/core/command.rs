//! The table's commands: their words in the three UI languages, and who at the table may give
//! them (Appendix D: the player, an assistant, the arbiter; or one person practising at home).

use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

use crate::core::language::UiLanguage;
use crate::core::text::{fold, fold_words};

/// The commands of line mode (contract section 6) and the keys' actions in the TUI.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    Help,
    Time,
    Last,
    Moves,
    Board,
    Turn,
    Where,
    Square,
    Rank,
    File,
    Diagonal,
    Attackers,
    Legal,
    Material,
    Pawns,
    /// The name of the opening played (lichess-org/chess-openings).
    Opening,
    Undo,
    /// Takes back a completed move (practice only).
    Takeback,
    Draw,
    Resign,
    Claim,
    Press,
    /// Starts the clock (the arbiter, or the players: Article 6.5).
    Start,
    /// The arbiter stops the clock (Article 6.11.1).
    Stop,
    /// The arbiter restarts the stopped clock.
    Resume,
    /// The arbiter adds time: `add white 120`.
    Add,
    /// The arbiter's penalty for a completed illegal move (7.5.5): `penalty white`.
    Penalty,
    /// The arbiter corrects the boards to the score sheet (D.2.9).
    Reset,
    /// A flag is claimed for the player (D.2.10.5): `flag black`.
    Flag,
    /// The assistant reports that the sighted player touched a piece (D.2.2): `touched e2`.
    Touched,
    Repeat,
    Hint,
    Adjourn,
    /// Goes over the game just ended, move by move.
    Review,
    /// Has an engine judge every move of the game just ended.
    Analyse,
    /// Online: reads the game's chat (`chat`), or writes in it (`chat TEXT`).
    Chat,
    /// Online: ends the game before each side has moved, with no result (as Lichess allows).
    Abort,
    /// The names on the record: `names` reads them, `names white Anna Meier` sets one (before
    /// the first move).
    Names,
    Quit,
}

/// Who is at the keyboard (`--role`). Each offers its own commands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TableRole {
    /// The blind player types or pegs their own moves; the opponent's come from the e-board or
    /// are typed for them.
    #[default]
    Player,
    /// D.2.10: enters both players' moves, presses the clock, keeps the score sheet, tells the
    /// time only when asked, claims a flag, reports a touched piece.
    Assistant,
    /// Starts, stops and resumes the clock, adds time, gives the 7.5.5 penalty, corrects the
    /// boards (D.2.9).
    Arbiter,
    /// One person at home: every move completed at once, completed moves may be taken back.
    Practice,
}

impl TableRole {
    pub const ALL: [TableRole; 4] = [
        TableRole::Player,
        TableRole::Assistant,
        TableRole::Arbiter,
        TableRole::Practice,
    ];

    pub fn name(self) -> &'static str {
        match self {
            TableRole::Player => "player",
            TableRole::Assistant => "assistant",
            TableRole::Arbiter => "arbiter",
            TableRole::Practice => "practice",
        }
    }

    /// Whether this role may give `command`.
    pub fn offers(self, command: Command) -> bool {
        use Command::{Add, Flag, Penalty, Reset, Resume, Stop, Takeback, Touched};
        use TableRole::{Arbiter, Assistant, Practice};
        match command {
            Penalty | Reset => self == Arbiter,
            // One person at home is their own arbiter for the clock.
            Stop | Resume | Add => matches!(self, Arbiter | Practice),
            Touched => matches!(self, Assistant | Arbiter),
            Takeback => self == Practice,
            Flag => self != Practice,
            _ => true,
        }
    }
}

impl fmt::Display for TableRole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for TableRole {
    type Err = NotARole;

    fn from_str(text: &str) -> Result<Self, NotARole> {
        let folded = fold(text);
        TableRole::ALL
            .into_iter()
            .find(|role| role.name() == folded)
            .ok_or_else(|| NotARole(text.to_owned()))
    }
}

/// A word that names no table role, handed back as given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotARole(pub String);

impl fmt::Display for NotARole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a role: player, assistant, arbiter or practice",
            self.0
        )
    }
}

impl std::error::Error for NotARole {}

/// A command's words: English, German, French (as shown), and other accepted spellings.
struct Words {
    command: Command,
    en: &'static str,
    de: &'static str,
    fr: &'static str,
    also: &'static [&'static str],
}

const fn words(
    command: Command,
    en: &'static str,
    de: &'static str,
    fr: &'static str,
    also: &'static [&'static str],
) -> Words {
    Words {
        command,
        en,
        de,
        fr,
        also,
    }
}

/// Every command in every language. The order is the order `help more` lists them in.
const WORDS: &[Words] = &[
    words(Command::Help, "help", "hilfe", "aide", &[]),
    words(Command::Time, "time", "zeit", "temps", &["uhr"]),
    words(Command::Last, "last", "letzter", "dernier", &[]),
    words(Command::Moves, "moves", "züge", "coups", &["partie"]),
    words(Command::Board, "board", "brett", "échiquier", &[]),
    words(Command::Turn, "turn", "zug", "trait", &[]),
    words(Command::Where, "where", "wo", "où", &[]),
    words(Command::Square, "square", "feld", "case", &[]),
    words(Command::Rank, "rank", "reihe", "rangée", &[]),
    words(Command::File, "file", "linie", "colonne", &[]),
    words(Command::Diagonal, "diagonal", "diagonale", "diagonale", &[]),
    words(
        Command::Attackers,
        "attackers",
        "angreifer",
        "attaquants",
        &[],
    ),
    words(Command::Legal, "legal", "legale", "légaux", &[]),
    words(Command::Material, "material", "material", "matériel", &[]),
    words(Command::Pawns, "pawns", "bauern", "pions", &[]),
    words(Command::Opening, "opening", "eröffnung", "ouverture", &[]),
    words(Command::Repeat, "repeat", "wiederholen", "répéter", &[]),
    words(Command::Undo, "undo", "zurück", "annuler", &[]),
    words(
        Command::Takeback,
        "takeback",
        "zurücknehmen",
        "reprendre",
        &[],
    ),
    words(Command::Press, "press", "drücken", "pendule", &[]),
    words(Command::Draw, "draw", "remis", "nulle", &[]),
    words(Command::Claim, "claim", "reklamieren", "réclamer", &[]),
    words(Command::Resign, "resign", "aufgeben", "abandon", &[]),
    words(Command::Hint, "hint", "tipp", "indice", &[]),
    words(Command::Start, "start", "start", "démarrer", &["los"]),
    words(Command::Stop, "stop", "anhalten", "arrêter", &[]),
    words(Command::Resume, "resume", "weiter", "reprise", &[]),
    words(Command::Add, "add", "hinzufügen", "ajouter", &[]),
    words(Command::Penalty, "penalty", "strafe", "pénalité", &[]),
    words(Command::Reset, "reset", "korrigieren", "corriger", &[]),
    words(Command::Flag, "flag", "blättchen", "drapeau", &[]),
    words(Command::Touched, "touched", "berührt", "touché", &[]),
    words(Command::Adjourn, "adjourn", "vertagen", "ajourner", &[]),
    words(Command::Review, "review", "nachspielen", "revoir", &[]),
    words(
        Command::Analyse,
        "analyse",
        "analysieren",
        "analyser",
        &["analyze"],
    ),
    words(Command::Names, "names", "namen", "noms", &[]),
    words(Command::Chat, "chat", "nachricht", "message", &[]),
    words(Command::Abort, "abort", "abbrechen", "interrompre", &[]),
    words(
        Command::Quit,
        "quit",
        "beenden",
        "quitter",
        &["ende", "exit"],
    ),
];

impl Command {
    /// The command's word in `language`, as `help` says it.
    pub fn word(self, language: UiLanguage) -> &'static str {
        WORDS
            .iter()
            .find(|w| w.command == self)
            .map_or("", |w| match language {
                UiLanguage::English => w.en,
                UiLanguage::German => w.de,
                UiLanguage::French => w.fr,
            })
    }

    /// Every command, in `help more`'s order.
    pub fn all() -> impl Iterator<Item = Command> {
        WORDS.iter().map(|w| w.command)
    }

    /// Only a game on a server has a use for it (its chat, aborting there).
    pub fn online_only(self) -> bool {
        matches!(self, Command::Chat | Command::Abort)
    }

    /// Whether an online game has a use for it: the server keeps the game and its clock (no
    /// press, no arbiter's clock, no undo, no adjournment) and forbids an engine's help.
    pub fn used_online(self) -> bool {
        !matches!(
            self,
            Command::Undo
                | Command::Press
                | Command::Start
                | Command::Stop
                | Command::Resume
                | Command::Add
                | Command::Penalty
                | Command::Reset
                | Command::Flag
                | Command::Touched
                | Command::Adjourn
                | Command::Hint
                | Command::Names
        )
    }
}

/// Whether a typed line is a command (`undo`, `time` …) rather than a move.
pub fn is_command(line: &str) -> bool {
    let first = line.split_whitespace().next().unwrap_or("");
    fold_words(first)
        .first()
        .is_some_and(|word| command_of(word).is_some())
}

/// Every command word, folded once (accents off, lower case), with its command.
static FOLDED: LazyLock<Vec<(String, Command)>> = LazyLock::new(|| {
    WORDS
        .iter()
        .flat_map(|w| {
            [w.en, w.de, w.fr]
                .into_iter()
                .chain(w.also.iter().copied())
                .map(|word| (fold(word), w.command))
        })
        .collect()
});

/// The command a folded first word names, in any of the three languages, if any.
pub fn command_of(folded_word: &str) -> Option<Command> {
    FOLDED
        .iter()
        .find(|(word, _)| word == folded_word)
        .map(|(_, command)| *command)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_in_every_language_names_its_command_and_no_other() {
        for w in WORDS {
            for word in [w.en, w.de, w.fr].iter().chain(w.also) {
                assert_eq!(command_of(&fold(word)), Some(w.command), "{word}");
            }
        }
        assert_eq!(command_of("zuge"), Some(Command::Moves));
        assert_eq!(command_of("ou"), Some(Command::Where));
        assert!(is_command("Zeit"));
        assert!(is_command("chat hello"));
        assert_eq!(command_of("interrompre"), Some(Command::Abort));
        assert!(!is_command("e4"));
    }

    #[test]
    fn roles_offer_their_own_commands() {
        assert!(TableRole::Arbiter.offers(Command::Penalty));
        assert!(!TableRole::Player.offers(Command::Penalty));
        assert!(!TableRole::Practice.offers(Command::Penalty));
        assert!(TableRole::Practice.offers(Command::Stop));
        assert!(TableRole::Practice.offers(Command::Takeback));
        assert!(!TableRole::Player.offers(Command::Takeback));
        assert!(TableRole::Assistant.offers(Command::Touched));
        assert!(TableRole::Assistant.offers(Command::Flag));
        assert!(!TableRole::Player.offers(Command::Reset));
        assert_eq!("Assistant".parse::<TableRole>(), Ok(TableRole::Assistant));
        assert!("judge".parse::<TableRole>().is_err());
    }
}
