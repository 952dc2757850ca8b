//! `annabella games`: the saved games, oldest first, for `play --resume ID`.

use crate::core::session::Record;
use crate::journal::{self, Replayed};

use super::{CliError, Output};

#[derive(Debug, clap::Args)]
pub struct GamesArgs {}

pub fn run(_args: &GamesArgs, out: &mut Output) -> Result<(), CliError> {
    let dir = journal::games_dir().ok_or_else(|| {
        CliError::new("no HOME or XDG_DATA_HOME: there is nowhere games are saved")
    })?;
    let games = journal::list(&dir).map_err(|e| CliError::new(e.to_string()))?;
    if games.is_empty() {
        return out.line(&format!("no saved games in {}", dir.display()));
    }
    for (path, replayed) in games {
        let id = journal::game_id(&path);
        let started = journal::started_at(&path).unwrap_or_else(|| "?".to_owned());
        let state = match replayed {
            Ok(replayed) => describe(&replayed),
            Err(problem) => format!("cannot be read: {}", problem.problem),
        };
        out.line(&format!("{id}  {started}  {state}"))?;
    }
    Ok(())
}

/// "12 moves, unfinished" or "31 moves, 1-0 checkmate".
fn describe(replayed: &Replayed) -> String {
    let mut plies: usize = 0;
    let mut ending = None;
    for record in &replayed.records {
        match record {
            Record::Move { .. } => plies += 1,
            Record::TakeBack { .. } => plies = plies.saturating_sub(1),
            Record::End { result, reason, .. } => ending = Some(format!("{result} {reason}")),
            _ => {}
        }
    }
    let unit = if plies == 1 { "move" } else { "moves" };
    let state = ending.unwrap_or_else(|| "unfinished".to_owned());
    let damaged = replayed
        .damaged_at
        .as_ref()
        .map(|(line, _)| format!(" (damaged from line {line})"))
        .unwrap_or_default();
    format!("{plies} half-{unit}, {state}{damaged}")
}
