//! `annabella games`: the saved games, oldest first, for `play --resume ID` and `review ID`.

use crate::journal::{self, Replayed};

use super::{CliError, Output};

#[derive(Debug, clap::Args)]
pub struct GamesArgs {}

pub fn run(_args: &GamesArgs, out: &mut Output) -> Result<(), CliError> {
    let dir = journal::games_dir().ok_or_else(|| {
        CliError::new("no HOME or XDG_DATA_HOME: there is nowhere games are saved")
    })?;
    // Games rescued to the temporary folder (their own could not be written) are listed too.
    let games = journal::list(&journal::saved_game_dirs(&dir)).map_err(CliError::failed)?;
    if games.is_empty() {
        return out.line(&format!("no saved games in {}", dir.display()));
    }
    for (path, replayed) in games {
        let id = journal::game_id(&path);
        let started = journal::started_at(&path).unwrap_or_else(|| "?".to_owned());
        let state = match replayed {
            Ok(replayed) => match players(&replayed) {
                Some(players) => format!("{players}, {}", describe(&replayed)),
                None => describe(&replayed),
            },
            Err(problem) => format!("cannot be read: {}", problem.problem),
        };
        // A game rescued to the temporary folder says where it is.
        let place = match path.parent() {
            Some(folder) if folder != dir => format!("  (kept in {})", folder.display()),
            _ => String::new(),
        };
        out.line(&format!("{id}  {started}  {state}{place}"))?;
    }
    Ok(())
}

/// "12 half-moves, unfinished", "3 half-moves, adjourned" or "31 half-moves, 1-0 checkmate",
/// counting only what a resume gives back.
fn describe(replayed: &Replayed) -> String {
    let recovery = match journal::check(replayed) {
        Ok(recovery) => recovery,
        Err(problem) => return format!("cannot be resumed: {problem}"),
    };
    let unit = if recovery.plies == 1 {
        "half-move"
    } else {
        "half-moves"
    };
    let state = match (&recovery.ending, recovery.adjourned) {
        (Some(ending), _) => format!("{} {}", ending.result, ending.reason),
        (None, true) => "adjourned (a sealed move)".to_owned(),
        (None, false) => "unfinished".to_owned(),
    };
    let mut notes = Vec::new();
    if let Some(record) = recovery.unusable_from {
        notes.push(format!("record {record} on does not fit the game"));
    }
    if let Some(damage) = &replayed.damage {
        notes.push(format!("{damage}: cut off on resume"));
    }
    let notes = if notes.is_empty() {
        String::new()
    } else {
        format!(" ({})", notes.join("; "))
    };
    format!("{} {unit}, {state}{notes}", recovery.plies)
}

/// "Anna Meier - Bruno Kurz" from the names the journal records (`?` for one not given); `None`
/// when neither player is named.
fn players(replayed: &Replayed) -> Option<String> {
    use crate::core::session::{NameField, Record};
    let name = |wanted: NameField| {
        replayed
            .records
            .iter()
            .rev()
            .find_map(|record| match record {
                Record::Name { field, value, .. } if *field == wanted => Some(value.as_str()),
                _ => None,
            })
    };
    let (white, black) = (name(NameField::White), name(NameField::Black));
    (white.is_some() || black.is_some()).then(|| {
        // Names read from a journal hold no control character (`checked_name`).
        format!("{} - {}", white.unwrap_or("?"), black.unwrap_or("?"))
    })
}
