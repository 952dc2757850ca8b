//! The command line: argument parsing, file and stream handling, exit codes.
//!
//! Every subcommand reports bad input as one line on stderr (`annabella: ...`) and exits 2.

mod announce;
mod board_replay;
mod board_sim;
mod clock;
mod demo;
mod games;
pub mod line_face;
mod many_games;
mod output;
mod play;
mod settings;
mod speak;
mod speech_setup;
mod status;
mod voice_arg;

pub use announce::announce_games;
pub use voice_arg::load_voice;

use std::fmt;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub use output::Output;

/// An error that ends a command with exit status 2: printed as one line, unless what went wrong
/// is already on stderr.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError {
    message: String,
    already_reported: bool,
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CliError {}

impl CliError {
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
            already_reported: false,
        }
    }

    /// Exit status 2 with nothing more printed: every problem was reported on stderr as it was
    /// met (games skipped while reading many). `summary` is what the error displays as.
    pub fn already_reported(summary: impl Into<String>) -> Self {
        Self {
            message: summary.into(),
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
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the spoken announcement of every move of PGN games, one line per move.
    Announce(announce::AnnounceArgs),
    /// Print how each PGN game's final position stands: result, reason and possible claims.
    Status(status::StatusArgs),
    /// Run a FIDE chess clock driven by a script of timed events.
    Clock(clock::ClockArgs),
    /// Announce a famous game move by move (a demonstration).
    Demo(demo::DemoArgs),
    /// Play a game at the table: `--plain` for line mode (screen readers, braille, scripts).
    Play(play::PlayArgs),
    /// List the saved games (for `play --resume ID`).
    Games(games::GamesArgs),
    /// Say words through recorded clips, text-to-speech, or as text; or write them to a WAV file.
    Speak(speak::SpeakArgs),
    /// Replay a peg board's wire lines and print the moves they make (`move <SAN>`).
    BoardReplay(board_replay::BoardReplayArgs),
    /// A virtual peg board (or DGT e-board) on a pseudo-terminal, driven by typed commands.
    BoardSim(board_sim::BoardSimArgs),
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

    /// The whole input as bytes; the error names the file.
    pub fn read_all(&self) -> Result<Vec<u8>, CliError> {
        use std::io::Read;
        match self {
            Self::Stdin => {
                let mut bytes = Vec::new();
                std::io::stdin()
                    .lock()
                    .read_to_end(&mut bytes)
                    .map_err(|e| CliError::new(format!("cannot read standard input: {e}")))?;
                Ok(bytes)
            }
            Self::File(path) => std::fs::read(path)
                .map_err(|e| CliError::new(format!("cannot read {}: {e}", path.display()))),
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

/// Parse the command line, run the command, map errors to exit status 2.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return usage_error(&error),
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.is_already_reported() => ExitCode::from(2),
        Err(error) => {
            eprintln!("annabella: {error}");
            ExitCode::from(2)
        }
    }
}

/// Help and version go to stdout as clap writes them; a usage error becomes one line on stderr,
/// like every other error, so scripts and screen readers get one message, not a page.
fn usage_error(error: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
    ) {
        print!("{error}");
        return ExitCode::SUCCESS;
    }
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        eprint!("{error}");
        return ExitCode::from(2);
    }
    let text = error.to_string();
    let first = text.lines().next().unwrap_or("invalid arguments");
    let message = first.strip_prefix("error: ").unwrap_or(first);
    eprintln!("annabella: {message} (see annabella --help)");
    ExitCode::from(2)
}

pub fn run(cli: Cli) -> Result<(), CliError> {
    let mut out = Output::stdout();
    let result = match cli.command {
        Command::Announce(args) => announce::run(&args, &mut out),
        Command::Status(args) => status::run(&args, &mut out),
        Command::Clock(args) => clock::run(&args, &mut out),
        Command::Demo(args) => demo::run(&args, &mut out),
        Command::Play(args) => play::run(&args, Output::stdout()),
        Command::Games(args) => games::run(&args, &mut out),
        Command::Speak(args) => speak::run(&args, &mut out),
        Command::BoardReplay(args) => board_replay::run(&args, &mut out),
        Command::BoardSim(args) => board_sim::run(&args, &mut out),
    };
    // Flush what was produced before the error, so stdout holds exactly the good prefix.
    let flushed = out.flush();
    result.and(flushed)
}
