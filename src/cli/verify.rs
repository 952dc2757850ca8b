//! `annabella verify GAME` (contract section 12): a sealed game's log checked for the arbiter.
//! Prints `moves …`, `result …` and `intact HEAD`; or, where the chain breaks, what was read
//! before it and `broken RECORD`, exit status 2.

use std::path::{Path, PathBuf};

use crate::bounded_read::{limits, read_file};
use crate::core::message::Message;
use crate::journal::{self, ChainState, Unverifiable};

use super::{CliError, Output};

#[derive(Debug, clap::Args)]
pub struct VerifyArgs {
    /// The game: its ID (as `annabella games` lists it) or the path of its journal.
    #[arg(value_name = "GAME")]
    game: PathBuf,
}

pub fn run(args: &VerifyArgs, out: &mut Output) -> Result<(), CliError> {
    let path = journal_path(&args.game)?;
    let bytes = read_file(&path, limits::JOURNAL).map_err(CliError::of)?;
    let file = path.display().to_string();
    let verdict = journal::verify(&bytes).map_err(|problem| {
        CliError::said(match problem {
            Unverifiable::NotSealed(_) => {
                Message::new("verify-not-sealed").text("file", file.clone())
            }
            Unverifiable::Header(problem) => Message::new("cli-file-problem")
                .text("file", file.clone())
                .said("problem", problem.message()),
        })
    })?;
    let mut moves = String::from("moves");
    for san in &verdict.moves {
        moves.push(' ');
        moves.push_str(san);
    }
    out.line(&moves)?;
    out.line(&format!("result {}", verdict.result))?;
    match verdict.chain {
        ChainState::Intact(head) => out.line(&format!("intact {}", journal::hash_hex(&head))),
        ChainState::Broken(record) => {
            out.line(&format!("broken {record}"))?;
            Err(CliError::said(
                Message::new("verify-broken")
                    .text("file", file)
                    .number("record", record),
            ))
        }
    }
}

/// The journal GAME names: a file, else a saved game's ID (exactly, else the one that contains
/// it) in the games folder or the rescue folder.
fn journal_path(game: &Path) -> Result<PathBuf, CliError> {
    if game.is_file() {
        return Ok(game.to_path_buf());
    }
    let id = game.to_string_lossy();
    let dir = journal::games_dir().ok_or_else(|| CliError::said(Message::new("games-nowhere")))?;
    let dirs = journal::saved_game_dirs(&dir);
    // An exact name is taken as it is, even when its journal cannot be read (that is what is
    // checked); else the one saved game whose ID contains it.
    if let Some(path) = dirs
        .iter()
        .map(|dir| dir.join(format!("{id}.journal")))
        .find(|path| path.is_file())
    {
        return Ok(path);
    }
    journal::find_in(&dirs, &id)
        .map(|replayed| replayed.path)
        .map_err(|error| CliError::said(error.problem.message()))
}
