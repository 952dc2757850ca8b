//! The command line: argument parsing, file and stream handling, exit codes.
//!
//! Every subcommand reports bad input as one line on stderr (`annabella: ...`) and exits 2.

#[cfg(feature = "full")]
mod analyse;
mod announce;
mod arbiter;
mod arbiter_face;
mod arbiter_screen;
mod board_replay;
mod board_sim;
mod boards;
mod clock;
mod completions;
mod demo;
mod devices;
mod eboard_arg;
mod export;
mod games;
mod hear;
mod hear_at_table;
mod input_relay;
mod interface_language;
mod languages;
pub mod line_face;
mod man;
mod many_games;
#[cfg(feature = "full")]
mod online;
mod online_args;
mod openings;
mod option_problem;
mod output;
mod play;
mod review;
mod screen_reader;
mod settings;
mod speak;
mod speech_setup;
mod status;
mod table_args;
mod table_root;
mod terminal_input;
// Training asks Stockfish (drills, endgames): not part of the sealed table's recorder build.
#[cfg(feature = "full")]
mod train;
#[cfg(feature = "full")]
mod train_braille;
#[cfg(feature = "full")]
mod train_pegs;
#[cfg(feature = "full")]
mod train_screen;
mod usage_error;
mod verify;
mod voice_arg;

pub use announce::announce_games;
pub use arbiter::PASSWORD_VARIABLE as HALL_PASSWORD_VARIABLE;
pub use games::GAMES_KEYS;
pub use speech_setup::SPEECH_KEYS;
pub use voice_arg::load_voice;

use std::fmt;
use std::path::{Path, PathBuf};

use crate::bounded_read::{ReadError, read_file, read_limited};
use std::process::ExitCode;

use clap::Parser;

use crate::core::catalogue::Catalogue;
use crate::core::message::{Message, Said};

pub use clock::{ClockArgs, SecondsArg, run_script as run_clock_script};
pub use output::Output;
// For the benchmark of `status` and `openings` against the replay floor (benches/replay.rs).
pub use openings::opening_line;
pub use status::{FinalPosition, status_line};

/// An error that ends a command with exit status 2: printed as one line, unless what went wrong
/// is already on stderr.
#[derive(Debug, Clone)]
pub struct CliError {
    /// What the error says in English (its `Display`, and the log).
    message: String,
    /// The same as a message of the catalogues, when it has one: shown in the interface language.
    said: Option<Message>,
    /// The typed error that failed, when there is one: kept for a caller that asks what failed
    /// ([`CliError::failure`]); its text is `message`.
    failure: Option<std::sync::Arc<dyn std::error::Error + Send + Sync>>,
    already_reported: bool,
}

/// Two command errors are the same when they say the same (the typed failure is not compared).
impl PartialEq for CliError {
    fn eq(&self, other: &Self) -> bool {
        self.message == other.message && self.already_reported == other.already_reported
    }
}

impl Eq for CliError {}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CliError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.failure.as_deref().and_then(std::error::Error::source)
    }
}

/// An error about a flag's value: `--time 5+`: what is wrong, in the interface language.
pub(crate) fn flag_problem(flag: &str, value: &str, problem: Message) -> CliError {
    CliError::said(
        Message::new("cli-flag-problem")
            .text("flag", flag.to_owned())
            .text("value", value.to_owned())
            .said("problem", problem),
    )
}

/// An error about a flag as a whole: `--resume`: what is wrong, in the interface language.
pub(crate) fn flag_says(flag: &str, problem: Message) -> CliError {
    CliError::said(
        Message::new("cli-flag-says")
            .text("flag", flag.to_owned())
            .said("problem", problem),
    )
}

impl CliError {
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
            said: None,
            failure: None,
            already_reported: false,
        }
    }

    /// The command failed as `message` says (shown in the interface language).
    pub fn said(message: Message) -> Self {
        Self {
            message: message.in_english(),
            said: Some(message),
            failure: None,
            already_reported: false,
        }
    }

    /// The command failed with `error`, which says itself in every language; kept as it is.
    pub fn of<E: Said + std::error::Error + Send + Sync + 'static>(error: E) -> Self {
        let message = error.message();
        Self {
            message: message.in_english(),
            said: Some(message),
            failure: Some(std::sync::Arc::new(error)),
            already_reported: false,
        }
    }

    /// The error as a message (its English text as it is, where it has none).
    pub fn message(&self) -> Message {
        self.said
            .clone()
            .unwrap_or_else(|| Message::english(self.message.clone()))
    }

    /// What the error says in `catalogue`'s language (English where it has no message).
    pub fn describe(&self, catalogue: &Catalogue) -> String {
        self.said
            .as_ref()
            .map_or_else(|| self.message.clone(), |said| said.in_catalogue(catalogue))
    }

    /// The command failed with `error`: said as the error says itself, and kept as it is.
    pub fn failed<E: std::error::Error + Send + Sync + 'static>(error: E) -> Self {
        Self {
            message: error.to_string(),
            said: None,
            failure: Some(std::sync::Arc::new(error)),
            already_reported: false,
        }
    }

    /// What failed, when the command failed with a typed error.
    pub fn failure(&self) -> Option<&(dyn std::error::Error + Send + Sync + 'static)> {
        self.failure.as_deref()
    }

    /// Exit status 2 with nothing more printed: every problem was reported on stderr as it was
    /// met (games skipped while reading many). `summary` is what the error displays as.
    pub fn already_reported(summary: impl Into<String>) -> Self {
        Self {
            message: summary.into(),
            said: None,
            failure: None,
            already_reported: true,
        }
    }

    /// Whether the problem is already on stderr.
    pub fn is_already_reported(&self) -> bool {
        self.already_reported
    }
}

/// annabella: an accessible audio chess terminal (FIDE Laws, Appendix D).
#[derive(Debug, Parser)]
#[command(name = "annabella", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Subcommand,
}

// `play`'s options are the largest by far; the command is parsed once, so its size is no cost.
// Each command's options are defined only when that command is run (`defer`): every start
// built all twenty commands' options (68 of the 315 page faults of a release `--version`).
// The manual page and completions build them all (`clap::Command::build`).
#[allow(clippy::large_enum_variant)]
#[derive(Debug, clap::Subcommand)]
#[command(defer = true)]
pub enum Subcommand {
    /// Print the spoken announcement of every move of PGN games, one line per move.
    Announce(announce::AnnounceArgs),
    /// Print how each PGN game's final position stands: result, reason and possible claims.
    Status(status::StatusArgs),
    /// Name each PGN game's opening: the last position of the game that the opening data set names.
    Openings(openings::OpeningsArgs),
    /// Write the score sheet of PGN games as a Braille Ready File (North American ASCII braille).
    Export(export::ExportArgs),
    /// Run a FIDE chess clock driven by a script of timed events.
    Clock(clock::ClockArgs),
    /// Announce a famous game move by move (a demonstration).
    Demo(demo::DemoArgs),
    /// Play a game at the table: `--plain` for line mode (screen readers, braille, scripts).
    Play(play::PlayArgs),
    #[cfg(feature = "full")]
    /// What a UCI engine (Stockfish) thinks of every move of a game: evaluations, inaccuracies,
    /// mistakes and blunders with the better move, written as an annotated PGN and summed up.
    Analyse(analyse::AnalyseArgs),
    /// Go over a game move by move: Enter steps forward, `back`, `go 12`, `start`, `end`,
    /// `variation`, `out`, `comment`, `eval`, `time`, and every question of the table on the
    /// position reviewed.
    Review(review::ReviewArgs),
    /// List the saved games (for `play --resume ID` and `review ID`).
    Games(games::GamesArgs),
    /// The arbiter's console of a hall of tables (`play --hall`): the tables, their alerts and
    /// moves, with its own MQTT broker unless `--broker` names one.
    Arbiter(arbiter::ArbiterArgs),
    /// Say words through recorded clips, text-to-speech, or as text; or write them to a WAV file.
    Speak(speak::SpeakArgs),
    /// Replay a peg board's wire lines and print the moves they make (`move <SAN>`).
    BoardReplay(board_replay::BoardReplayArgs),
    /// A virtual peg board (or DGT e-board) on a pseudo-terminal, driven by typed commands.
    BoardSim(board_sim::BoardSimArgs),
    /// List the e-boards advertising over Bluetooth LE (Chessnut, Millennium), each with the
    /// `--eboard` that reaches it.
    Boards(boards::BoardsArgs),
    /// Print the manual page (roff): `annabella man | man -l -`.
    Man(man::ManArgs),
    /// Print the completion script of a shell: bash, zsh, fish, elvish or powershell.
    Completions(completions::CompletionsArgs),
    /// Hear one spoken move in a WAV file among the legal moves of a position: prints
    /// `move SAN`, `confirm SAN` or `again`.
    Hear(hear::HearArgs),
    /// Solve puzzles at the table (the built-in Lichess set), reviewed on a schedule, with a
    /// rating: `--puzzle ID` for one, `status` for where the training stands.
    #[cfg(feature = "full")]
    Train(train::TrainArgs),
    /// Check a sealed game's log (its chain of records) and replay it: prints its moves, its
    /// result and `intact HEAD`, or `broken RECORD` where the log was changed.
    Verify(verify::VerifyArgs),
}

impl Subcommand {
    /// The interface language the command was given with `--lang`, if it has the option.
    fn lang_flag(&self) -> Option<crate::core::language::UiLanguage> {
        match self {
            Subcommand::Announce(args) => args.lang.lang,
            Subcommand::Status(args) => args.lang.lang,
            Subcommand::Openings(args) => args.lang.lang,
            Subcommand::Export(args) => args.lang.lang,
            Subcommand::Clock(args) => args.lang.lang,
            Subcommand::Speak(args) => args.lang.lang,
            Subcommand::Hear(args) => args.lang.lang,
            Subcommand::Play(args) => args.lang,
            Subcommand::Review(args) => args.lang,
            #[cfg(feature = "full")]
            Subcommand::Analyse(args) => args.lang,
            Subcommand::Games(args) => args.lang,
            #[cfg(feature = "full")]
            Subcommand::Train(args) => args.lang,
            Subcommand::Arbiter(args) => args.lang,
            Subcommand::Boards(args) => args.lang,
            Subcommand::Demo(_)
            | Subcommand::BoardReplay(_)
            | Subcommand::BoardSim(_)
            | Subcommand::Man(_)
            | Subcommand::Completions(_)
            | Subcommand::Verify(_) => None,
        }
    }
}

/// Where a command reads its input from: a file path, or `-` for standard input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InputSource {
    Stdin,
    File(PathBuf),
}

impl InputSource {
    pub fn from_arg(arg: Option<&PathBuf>) -> Self {
        match arg {
            None => Self::Stdin,
            Some(path) if path.as_os_str() == "-" => Self::Stdin,
            Some(path) => Self::File(path.clone()),
        }
    }

    /// The whole input as bytes, at most `limit` of them; the error names the file. A device
    /// (`/dev/zero`) or a FIFO given as a file is refused before it is opened; standard input
    /// may be a pipe or a terminal, not a device.
    pub fn read_all(&self, limit: u64) -> Result<Vec<u8>, CliError> {
        match self {
            Self::Stdin => {
                // A device on standard input is `/dev/null` (empty) or a mistake like
                // `/dev/zero` that never ends: a small cap tells them apart at once.
                let device = stdin_is_a_device();
                let cap = if device { DEVICE_CAP } else { limit };
                read_limited(std::io::stdin().lock(), Path::new("standard input"), cap).map_err(
                    |e| match e {
                        ReadError::TooLarge { .. } if device => {
                            CliError::said(Message::new("stdin-endless-device"))
                        }
                        e => CliError::of(e),
                    },
                )
            }
            Self::File(path) => read_file(path, limit).map_err(CliError::of),
        }
    }

    /// A short name for messages: the path, or `<stdin>`.
    pub fn name(&self) -> String {
        match self {
            Self::Stdin => "<stdin>".to_owned(),
            Self::File(path) => path.display().to_string(),
        }
    }
}

/// Writes one line to stderr, prefixed `annabella: `, and to the log for bug reports. A closed
/// or broken stderr (`2>&-`, a pipe whose reader left) loses the line quietly: a message is
/// never worth a panic.
pub fn warn(message: impl fmt::Display) {
    tracing::warn!("{message}");
    tell(message);
}

/// The error that ends the program: on stderr, and in the log as a warning. It is the person's
/// to fix (a file name mistyped, a value refused, a device missing), not a fault of the program:
/// the log's ERROR is kept for those (a panic, the embedded data broken), issue 34.
fn fail(message: impl fmt::Display) {
    tracing::warn!("{message}");
    tell(message);
}

/// One line on stderr only, not logged: a usage mistake is the player's to fix, progress is news;
/// neither is a bug to report.
pub(crate) fn tell(message: impl fmt::Display) {
    use std::io::Write;
    // The last gate: whatever a message carries from outside, no control reaches the terminal.
    let line = message.to_string();
    let _ = writeln!(
        std::io::stderr().lock(),
        "annabella: {}",
        crate::core::text::plain(&line)
    );
}

/// How much is read from a device on standard input before it is taken for an endless one.
const DEVICE_CAP: u64 = 1024 * 1024;

/// Whether standard input is a device other than a terminal (`< /dev/zero`): endless, and not
/// what anyone means to give.
#[cfg(unix)]
fn stdin_is_a_device() -> bool {
    use std::io::IsTerminal;
    use std::os::fd::AsFd;
    use std::os::unix::fs::FileTypeExt;
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        return false;
    }
    let Ok(owned) = stdin.as_fd().try_clone_to_owned() else {
        return false;
    };
    std::fs::File::from(owned)
        .metadata()
        .is_ok_and(|m| m.file_type().is_char_device() || m.file_type().is_block_device())
}

#[cfg(not(unix))]
fn stdin_is_a_device() -> bool {
    false
}

/// Parse the command line, run the command, map errors to exit status 2.
pub fn main() -> ExitCode {
    crate::log::init();
    // Languages brought by files are known before any argument is read or sentence made.
    for notice in languages::install() {
        warn(notice);
    }
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return usage_error::report(&error),
    };
    let config = match &cli.command {
        Subcommand::Play(args) => args.config.as_deref(),
        Subcommand::Review(args) => args.config.as_deref(),
        #[cfg(feature = "full")]
        Subcommand::Train(args) => args.config.as_deref(),
        _ => None,
    };
    let language = interface_language::fix(cli.command.lang_flag(), config);
    // A brought catalogue is read when its language is chosen: what is wrong in it, in one line.
    if let Some(problems) = languages::problems_of(language) {
        warn(problems);
    }
    let result = run(cli);
    // A speech server started for this run ends with it.
    crate::speech::stop_spawned_servers();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.is_already_reported() => ExitCode::from(2),
        Err(error) => {
            fail(error.describe(interface_language::catalogue()));
            ExitCode::from(2)
        }
    }
}

pub fn run(cli: Cli) -> Result<(), CliError> {
    let mut out = Output::stdout();
    let result = match cli.command {
        Subcommand::Announce(args) => announce::run(&args, &mut out),
        Subcommand::Status(args) => status::run(&args, &mut out),
        Subcommand::Openings(args) => openings::run(&args, &mut out),
        Subcommand::Clock(args) => clock::run(&args, &mut out),
        Subcommand::Export(args) => export::run(&args, &mut out),
        Subcommand::Demo(args) => demo::run(&args, &mut out),
        Subcommand::Play(args) if args.online.online && args.sealed => Err(CliError::said(
            Message::new("seal-refuses").said("what", Message::new("seal-refuses-online")),
        )),
        #[cfg(feature = "full")]
        Subcommand::Play(args) if args.online.online => online::run(&args, Output::stdout()),
        #[cfg(not(feature = "full"))]
        Subcommand::Play(args) if args.online.online => {
            Err(CliError::said(Message::new("recorder-no-online")))
        }
        Subcommand::Play(args) => play::run(&args, Output::stdout()),
        Subcommand::Games(args) => games::run(&args, &mut out),
        Subcommand::Arbiter(args) => arbiter::run(&args, &mut out),
        Subcommand::Review(args) => review::run(&args, Output::stdout()),
        #[cfg(feature = "full")]
        Subcommand::Analyse(args) => analyse::run(&args, &mut out),
        Subcommand::Speak(args) => speak::run(&args, &mut out),
        Subcommand::BoardReplay(args) => board_replay::run(&args, &mut out),
        Subcommand::Boards(args) => boards::run(&args, &mut out),
        Subcommand::BoardSim(args) => board_sim::run(&args, &mut out),
        Subcommand::Man(args) => man::run(&args, &mut out),
        Subcommand::Completions(args) => completions::run(&args, &mut out),
        Subcommand::Hear(args) => hear::run(&args, &mut out),
        #[cfg(feature = "full")]
        Subcommand::Train(args) => train::run(&args, Output::stdout()),
        Subcommand::Verify(args) => verify::run(&args, &mut out),
    };
    // Flush what was produced before the error, so stdout holds exactly the good prefix.
    let flushed = out.flush();
    result.and(flushed)
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::Cli;

    /// Each command's options are defined only when it is built (`defer`); a flattened struct's
    /// documentation must not then replace the command's own description, which `--help` lists.
    #[test]
    fn every_command_keeps_its_description_once_its_options_are_defined() {
        let listed = Cli::command();
        let mut built = Cli::command();
        built.build();
        let mut seen = 0;
        for command in listed.get_subcommands() {
            let about = |c: &clap::Command| c.get_about().map(ToString::to_string);
            let defined = built.find_subcommand(command.get_name()).unwrap();
            assert!(about(command).is_some(), "{}", command.get_name());
            assert_eq!(about(defined), about(command), "{}", command.get_name());
            seen += 1;
        }
        // Twenty commands; the sealed recorder's build has no `analyse` and no `train`.
        let expected = if cfg!(feature = "full") { 20 } else { 18 };
        assert_eq!(seen, expected, "commands");
    }

    /// `help train status` is offered in the scripts and pages: the commands of every command
    /// that has some are defined before clap copies them into its `help` command (a new one
    /// must be added to `completions::with_possible_values`).
    #[cfg(feature = "full")]
    #[test]
    fn the_help_command_knows_the_commands_of_commands() {
        let built = super::completions::with_possible_values(Cli::command());
        let help = built.find_subcommand("help").unwrap();
        let names = |command: &clap::Command| -> Vec<String> {
            // clap's own `help` of a command with commands is not copied.
            command
                .get_subcommands()
                .map(|sub| sub.get_name().to_owned())
                .filter(|name| name != "help")
                .collect()
        };
        let mut with_commands = Vec::new();
        for command in built.get_subcommands().filter(|c| c.get_name() != "help") {
            let copied = help.find_subcommand(command.get_name()).unwrap();
            assert_eq!(names(copied), names(command), "{}", command.get_name());
            if command.has_subcommands() {
                with_commands.push(command.get_name());
            }
        }
        assert_eq!(with_commands, ["train"]);
        assert_eq!(
            names(help.find_subcommand("train").unwrap()),
            ["status", "drills"]
        );
    }
}
