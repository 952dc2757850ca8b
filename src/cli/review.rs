//! `annabella review FILE [--game N]`: a finished game gone over move by move, at the table,
//! in line mode (`--plain`, or when input or output is not a terminal) or on the screen.
//!
//! Enter (or `next`) steps forward, `back` steps back, `go 12` / `go 12 black` jumps to just
//! after that move, `start` and `end` jump to the ends, `variation 2` goes into a move's second
//! variation and `out` back, `comment` reads a move's comment and NAGs, `eval` the engine's
//! evaluation, `time` the clock times; every question of the table (`board`, `where knight`,
//! `attackers e5`, `opening` …) answers on the position reviewed. The table, its runtime and
//! its faces are those of a game: only the table's review seat decides.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use shakmaty::Color;

use super::many_games::{Handled, for_each_game};
use super::play::screen_setup;
use super::settings::{self, Overrides};
use super::table_root::{FaceChoice, TableParts, run_table};
use super::{CliError, InputSource, Output, speech_setup};
use crate::core::config::SpeechChoice;
use crate::core::game::Game;
use crate::core::message::Message;
use crate::core::phrasing::Style;
use crate::core::review::ReviewGame;
use crate::core::session::{Session, SessionConfig};
use crate::core::table::TableSetup;

#[derive(Debug, clap::Args)]
pub struct ReviewArgs {
    /// Line mode: one utterance a line on stdout (also when input or output is not a terminal).
    #[arg(long)]
    plain: bool,
    /// Line mode: wrap every utterance at N cells, words kept whole.
    #[arg(long, value_name = "N", value_parser = super::play::parse_width)]
    width: Option<u16>,
    /// Voice: fide (the default), en, fr, or a path to a voice pack.
    #[arg(long)]
    voice: Option<String>,
    /// Language of every sentence: en, fr or de (default: the settings file's, else the voice's).
    #[arg(long, value_name = "LANG", value_parser = super::interface_language::parse_lang)]
    pub(super) lang: Option<crate::core::language::UiLanguage>,
    /// short or long announcements.
    #[arg(long)]
    style: Option<Style>,
    /// Speech: auto, tts, clips, text or none (default: text in line mode, else auto).
    #[arg(long, value_name = "ENGINE")]
    speech: Option<SpeechChoice>,
    /// Settings file (default: `$XDG_CONFIG_HOME/annabella/config.toml`).
    #[arg(long, value_name = "FILE")]
    pub(super) config: Option<PathBuf>,
    /// Which game of the file (1 is the first; numbered as messages number them).
    #[arg(long, default_value_t = 1, value_name = "N")]
    game: usize,
    /// The full screen's options (without `--plain`).
    #[command(flatten)]
    screen: crate::ui::TuiArgs,
    /// The PGN file, a saved game's ID (see `annabella games`), or `last` for the most recent
    /// saved game: its analysis when it has one, else its record.
    #[arg(value_name = "FILE|ID|last")]
    file: PathBuf,
}

/// The file to review: FILE as given, or the record of the saved game it names by ID (its
/// analysis when `analyse` made one at the table).
fn review_file(file: &Path) -> PathBuf {
    if file.exists() {
        return file.to_path_buf();
    }
    let id = file.to_string_lossy();
    let Some(dir) = crate::journal::games_dir() else {
        return file.to_path_buf();
    };
    if id == LAST {
        return latest_saved(&dir).unwrap_or_else(|| file.to_path_buf());
    }
    crate::journal::find(&dir, &id)
        .ok()
        .and_then(|replayed| reviewed_file(&replayed.path))
        .unwrap_or_else(|| file.to_path_buf())
}

/// The word that names the most recent saved game.
const LAST: &str = "last";

/// What a saved game's journal is reviewed from: its analysis when it has one, else its record.
fn reviewed_file(journal: &Path) -> Option<PathBuf> {
    [
        journal.with_extension("analysed.pgn"),
        journal.with_extension("pgn"),
    ]
    .into_iter()
    .find(|path| path.is_file())
}

/// The most recent saved game that has a record (`games` lists them oldest first), rescued
/// ones included.
fn latest_saved(dir: &Path) -> Option<PathBuf> {
    let games = crate::journal::list(&crate::journal::saved_game_dirs(dir)).ok()?;
    games
        .iter()
        .rev()
        .find_map(|(journal, _)| reviewed_file(journal))
}

pub fn run(args: &ReviewArgs, out: Output) -> Result<(), CliError> {
    let plain = args.plain || !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal();
    let settings = settings::resolve(
        &Overrides {
            voice: args.voice.clone(),
            style: args.style,
            speech: args.speech,
            config: args.config.clone(),
            width: args.width,
            lang: args.lang,
            ..Overrides::default()
        },
        plain,
    )?;
    let file = review_file(&args.file);
    let source = InputSource::from_arg(Some(&file));
    if source == InputSource::Stdin {
        return Err(CliError::said(Message::new("cli-review-stdin")));
    }
    let bytes = source.read_all(crate::bounded_read::limits::PGN)?;
    let mut chosen = None;
    let mut seen = 0;
    // Bad games are reported (on stderr) and skipped as `announce` does; the chosen one is
    // kept. Nothing of the file's reading goes to stdout: that is the review's.
    let mut reading = Output::new(Box::new(std::io::sink()));
    let read = for_each_game(&bytes, &source.name(), &mut reading, |game, _| {
        seen = seen.max(game.number);
        if game.number == args.game {
            chosen = Some(ReviewGame::from_pgn(game));
        }
        Ok(Handled::Written)
    })?;
    // The file is read: the review keeps its own copy of the game (comments cut to what is
    // said), so the file's bytes are not held while it runs.
    drop(bytes);
    let Some(game) = chosen else {
        return Err(CliError::said(
            Message::new("cli-review-no-game")
                .text("file", source.name())
                .number("number", args.game)
                .number("count", seen),
        ));
    };
    let config = SessionConfig {
        style: settings.style,
        ..SessionConfig::default()
    };
    let start = Game::from_position(game.start.clone(), game.castling_mode);
    let session = Session::new(config, settings.voice.clone(), start, 0);
    let setup = TableSetup {
        review: Some(game),
        ..TableSetup::default()
    };
    let face = if plain {
        FaceChoice::Line {
            out,
            width: settings.width,
            speech: speech_setup::start_line_speech(&settings, session.voice()),
        }
    } else {
        let bottom = settings.blind.unwrap_or(Color::White);
        FaceChoice::Screen(screen_setup(&args.screen, &settings, bottom, &session))
    };
    let parts = TableParts {
        session,
        journal: None,
        earcons: false,
        not_saving: None,
        base_ms: 0,
    };
    run_table(parts, face, setup)?;
    read.into_result()
}
