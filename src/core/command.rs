//! The table's commands: their words in the three UI languages, and who at the table may give
//! them (Appendix D: the player, an assistant, the arbiter; or one person practising at home).

use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

use crate::core::catalogue::{Catalogue, PerLanguage};
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
    /// Leaves the table once its game has ended for a round of puzzles (`annabella train`).
    Train,
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

/// A command: its catalogue key (`command-<key>`, the English word) and other spellings
/// accepted in every language. The words of each language are in its catalogue.
struct Words {
    command: Command,
    key: &'static str,
    also: &'static [&'static str],
}

const fn words(command: Command, key: &'static str, also: &'static [&'static str]) -> Words {
    Words { command, key, also }
}

/// Every command. The order is the order `help more` lists them in.
const WORDS: &[Words] = &[
    words(Command::Help, "help", &[]),
    words(Command::Time, "time", &["uhr"]),
    words(Command::Last, "last", &[]),
    words(Command::Moves, "moves", &["partie"]),
    words(Command::Board, "board", &[]),
    words(Command::Turn, "turn", &[]),
    words(Command::Where, "where", &[]),
    words(Command::Square, "square", &[]),
    words(Command::Rank, "rank", &[]),
    words(Command::File, "file", &[]),
    words(Command::Diagonal, "diagonal", &[]),
    words(Command::Attackers, "attackers", &[]),
    words(Command::Legal, "legal", &[]),
    words(Command::Material, "material", &[]),
    words(Command::Pawns, "pawns", &[]),
    words(Command::Opening, "opening", &[]),
    words(Command::Repeat, "repeat", &[]),
    words(Command::Undo, "undo", &[]),
    words(Command::Takeback, "takeback", &[]),
    words(Command::Press, "press", &[]),
    words(Command::Draw, "draw", &[]),
    words(Command::Claim, "claim", &[]),
    words(Command::Resign, "resign", &[]),
    words(Command::Hint, "hint", &[]),
    words(Command::Start, "start", &["los"]),
    words(Command::Stop, "stop", &[]),
    words(Command::Resume, "resume", &[]),
    words(Command::Add, "add", &[]),
    words(Command::Penalty, "penalty", &[]),
    words(Command::Reset, "reset", &[]),
    words(Command::Flag, "flag", &[]),
    words(Command::Touched, "touched", &[]),
    words(Command::Adjourn, "adjourn", &[]),
    words(Command::Review, "review", &[]),
    words(Command::Analyse, "analyse", &["analyze"]),
    words(Command::Train, "train", &[]),
    words(Command::Names, "names", &[]),
    words(Command::Chat, "chat", &[]),
    words(Command::Abort, "abort", &[]),
    words(Command::Quit, "quit", &["ende", "exit"]),
];

impl Command {
    /// A question about the position that changes nothing (`board`, `where`, `legal` …): a
    /// training round answers it as the table does.
    pub fn asks_about_position(self) -> bool {
        matches!(
            self,
            Command::Last
                | Command::Moves
                | Command::Board
                | Command::Turn
                | Command::Where
                | Command::Square
                | Command::Rank
                | Command::File
                | Command::Diagonal
                | Command::Attackers
                | Command::Legal
                | Command::Material
                | Command::Pawns
        )
    }

    /// The command's word in `language`, as `help` says it.
    pub fn word(self, language: UiLanguage) -> &'static str {
        let index = WORDS
            .iter()
            .position(|w| w.command == self)
            .unwrap_or_default();
        words_of(language).get(index).copied().unwrap_or_default()
    }

    /// Every command, in `help more`'s order.
    pub fn all() -> impl Iterator<Item = Command> {
        WORDS.iter().map(|w| w.command)
    }

    /// Only a game on a server has a use for it (its chat, aborting there).
    pub fn online_only(self) -> bool {
        Mode::Playing.offer(self) == Offer::No
    }

    /// Whether an online game has a use for it (see [`Mode::Online`]).
    pub fn used_online(self) -> bool {
        Mode::Online.offer(self) != Offer::No
    }

    /// What the command is about, read at the table's door from the words typed after it.
    pub fn argument(self) -> ArgumentKind {
        use Command::{
            Add, Adjourn, Attackers, Board, Chat, Claim, Diagonal, Draw, File, Flag, Help, Legal,
            Moves, Names, Penalty, Rank, Resign, Square, Touched, Where,
        };
        match self {
            Square | Diagonal | Attackers | Legal | Touched => ArgumentKind::Square,
            File => ArgumentKind::File,
            Rank => ArgumentKind::Rank,
            Where => ArgumentKind::Piece,
            Resign | Penalty | Flag | Draw => ArgumentKind::Side,
            Add => ArgumentKind::SideAndTime,
            // Read by the command itself: a part of the score sheet, `compact`, `more`, a move
            // claimed, a sealed move, a name, a message.
            Help | Moves | Board | Claim | Adjourn | Names | Chat => ArgumentKind::Text,
            _ => ArgumentKind::None,
        }
    }
}

/// What a command's argument is, so the door reads it once into its type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgumentKind {
    /// Nothing: words after the command are not read.
    None,
    /// A square (`square e4`, `legal Eva vier`).
    Square,
    /// A file (`file a`, `file Anna`).
    File,
    /// A rank (`rank 4`, `rank vier`).
    Rank,
    /// A kind of piece, perhaps with its side (`where black rook`).
    Piece,
    /// A side (`penalty white`, `flag Schwarz`, `resign noirs`, `draw black`), if one is named.
    Side,
    /// A side and the time to add to its clock (`add white 120`, `add noirs 1:30`).
    SideAndTime,
    /// Words the command reads itself, as typed (case matters in `claim Bxc4`).
    Text,
}

/// Who receives what the player asks: one mode at a time, each declaring the commands it offers,
/// so help, the "not here" refusals and the routing come from the same declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// A game played at this table (with its clock, boards, engine and roles).
    Playing,
    /// A game played on a server: the server keeps the game and its clock (no press, no
    /// arbiter's clock, no undo, no adjournment) and forbids an engine's help.
    Online,
    /// A game gone over move by move (after the game, or `annabella review`): nothing is played;
    /// the table's questions are answered on the position reviewed.
    Reviewing,
}

/// What a mode does with a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Offer {
    /// Not offered in this mode: refused in one sentence that says so.
    No,
    /// Answered by the game's rules, clock and questions (the session; in a review, the session
    /// that shows the position reviewed).
    Game,
    /// Answered by the mode itself (the server's commands, the review's own answers).
    Mode,
}

impl Mode {
    /// What this mode does with `command`: each mode's own declaration, below.
    pub fn offer(self, command: Command) -> Offer {
        match self {
            Mode::Playing => playing_offers(command),
            Mode::Online => OnlineCommand::route(command).offer(),
            Mode::Reviewing => ReviewCommand::route(command).offer(),
        }
    }
}

/// Where a mode sends a command: refused, to the game, or to one of the mode's own commands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route<Own> {
    No,
    Game,
    Own(Own),
}

impl<Own> Route<Own> {
    fn offer(self) -> Offer {
        match self {
            Route::No => Offer::No,
            Route::Game => Offer::Game,
            Route::Own(_) => Offer::Mode,
        }
    }
}

/// Playing at this table: every command is the game's but what only a server game has.
fn playing_offers(command: Command) -> Offer {
    use Command::{
        Abort, Add, Adjourn, Analyse, Attackers, Board, Chat, Claim, Diagonal, Draw, File, Flag,
        Help, Hint, Last, Legal, Material, Moves, Names, Opening, Pawns, Penalty, Press, Quit,
        Rank, Repeat, Reset, Resign, Resume, Review, Square, Start, Stop, Takeback, Time, Touched,
        Train, Turn, Undo, Where,
    };
    match command {
        Chat | Abort => Offer::No,
        Help | Time | Last | Moves | Board | Turn | Where | Square | Rank | File | Diagonal
        | Attackers | Legal | Material | Pawns | Opening | Undo | Takeback | Draw | Resign
        | Claim | Press | Start | Stop | Resume | Add | Penalty | Reset | Flag | Touched
        | Repeat | Hint | Adjourn | Review | Analyse | Train | Names | Quit => Offer::Game,
    }
}

/// The online mode's own commands: the server's, and its clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnlineCommand {
    /// The server's clock.
    Time,
    Chat,
    Draw,
    Resign,
    Abort,
    Takeback,
    Claim,
}

impl OnlineCommand {
    /// What the online mode offers: the server keeps the game and its clock (no press, no
    /// arbiter's clock, no undo, no adjournment) and forbids an engine's help.
    pub fn route(command: Command) -> Route<OnlineCommand> {
        use Command::{
            Abort, Add, Adjourn, Analyse, Attackers, Board, Chat, Claim, Diagonal, Draw, File,
            Flag, Help, Hint, Last, Legal, Material, Moves, Names, Opening, Pawns, Penalty, Press,
            Quit, Rank, Repeat, Reset, Resign, Resume, Review, Square, Start, Stop, Takeback, Time,
            Touched, Train, Turn, Undo, Where,
        };
        match command {
            Undo | Press | Start | Stop | Resume | Add | Penalty | Reset | Flag | Touched
            | Adjourn | Hint | Names | Train => Route::No,
            Time => Route::Own(OnlineCommand::Time),
            Chat => Route::Own(OnlineCommand::Chat),
            Draw => Route::Own(OnlineCommand::Draw),
            Resign => Route::Own(OnlineCommand::Resign),
            Abort => Route::Own(OnlineCommand::Abort),
            Takeback => Route::Own(OnlineCommand::Takeback),
            Claim => Route::Own(OnlineCommand::Claim),
            Help | Last | Moves | Board | Turn | Where | Square | Rank | File | Diagonal
            | Attackers | Legal | Material | Pawns | Opening | Repeat | Review | Analyse | Quit => {
                Route::Game
            }
        }
    }
}

/// The reviewing mode's own commands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewCommand {
    Help,
    /// The clock times of the move reviewed.
    Time,
    Quit,
    /// Where the review stands.
    Review,
    Analyse,
    /// Leaves for a round of puzzles (once the game gone over was played here).
    Train,
    /// After an online game, its chat (read and written while it is gone over).
    Chat,
}

impl ReviewCommand {
    /// What the reviewing mode offers: nothing is played; the table's questions are answered
    /// on the position reviewed.
    pub fn route(command: Command) -> Route<ReviewCommand> {
        use Command::{
            Abort, Add, Adjourn, Analyse, Attackers, Board, Chat, Claim, Diagonal, Draw, File,
            Flag, Help, Hint, Last, Legal, Material, Moves, Names, Opening, Pawns, Penalty, Press,
            Quit, Rank, Repeat, Reset, Resign, Resume, Review, Square, Start, Stop, Takeback, Time,
            Touched, Train, Turn, Undo, Where,
        };
        match command {
            Last | Moves | Board | Turn | Where | Square | Rank | File | Diagonal | Attackers
            | Legal | Material | Pawns | Opening | Repeat => Route::Game,
            Help => Route::Own(ReviewCommand::Help),
            Time => Route::Own(ReviewCommand::Time),
            Quit => Route::Own(ReviewCommand::Quit),
            Review => Route::Own(ReviewCommand::Review),
            Analyse => Route::Own(ReviewCommand::Analyse),
            Train => Route::Own(ReviewCommand::Train),
            Chat => Route::Own(ReviewCommand::Chat),
            Undo | Takeback | Draw | Resign | Claim | Press | Start | Stop | Resume | Add
            | Penalty | Reset | Flag | Touched | Hint | Adjourn | Abort | Names => Route::No,
        }
    }
}

/// Whether a typed line is a command (`undo`, `time` …) rather than a move.
pub fn is_command(line: &str) -> bool {
    command_in(line).is_some()
}

/// The command a typed line gives, if its first word names one (matched folded, in any language
/// of the run), with the words after it as typed: case matters in a move (`claim Bxc4` is the
/// bishop, `claim bxc4` the pawn).
pub fn command_in(line: &str) -> Option<(Command, &str)> {
    let trimmed = line.trim();
    let (first, rest) = trimmed
        .split_once(char::is_whitespace)
        .unwrap_or((trimmed, ""));
    let command = fold_words(first)
        .first()
        .and_then(|word| command_of(word))?;
    Some((command, rest.trim()))
}

/// The command words of `language`, in [`WORDS`] order, read from its catalogue once.
fn words_of(language: UiLanguage) -> &'static [&'static str] {
    static LOADED: PerLanguage<Vec<&'static str>> = PerLanguage::new();
    LOADED.get(language, |language| {
        let catalogue = Catalogue::of(language);
        WORDS
            .iter()
            .map(|w| catalogue.template(&format!("command-{}", w.key)))
            .collect()
    })
}

/// The catalogue keys of the command words.
pub fn catalogue_keys() -> Vec<String> {
    WORDS.iter().map(|w| format!("command-{}", w.key)).collect()
}

/// Every command word of the built-in languages and of those brought by files that the run has
/// read (the interface language's, the voice's), folded once (accents off, lower case), with
/// its command. A language brought by a file that nothing asked for is not read for its words.
static FOLDED: LazyLock<Vec<(String, Command)>> = LazyLock::new(|| {
    let mut folded: Vec<(String, Command)> = UiLanguage::all()
        .into_iter()
        .filter(|&language| Catalogue::is_loaded(language))
        .flat_map(|language| {
            WORDS
                .iter()
                .zip(words_of(language))
                .map(|(w, word)| (fold(word), w.command))
        })
        .chain(
            WORDS
                .iter()
                .flat_map(|w| w.also.iter().map(|word| (fold(word), w.command))),
        )
        .collect();
    // One word may be the same in two languages (`material`): kept once.
    folded.dedup();
    folded
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
            let words = UiLanguage::BUILT_IN.map(|language| w.command.word(language));
            for word in words.iter().chain(w.also) {
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
