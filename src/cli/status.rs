//! `annabella status`: how each PGN game's final position stands (contract section 5).

use std::path::PathBuf;

use shakmaty::Color;

use super::many_games::{Handled, for_each_game};
use super::{CliError, InputSource, Output};
use crate::core::game::{Claims, Ending, Game, flag_ending};

#[derive(Debug, clap::Args)]
pub struct StatusArgs {
    /// Answer "this player's time has just run out here" (FIDE Article 6.9).
    #[arg(long, value_enum, value_name = "COLOR")]
    pub flag: Option<FlagColor>,
    /// PGN file to read; `-` or nothing for standard input.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}

/// The player whose flag falls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum FlagColor {
    White,
    Black,
}

impl From<FlagColor> for Color {
    fn from(flag: FlagColor) -> Self {
        match flag {
            FlagColor::White => Color::White,
            FlagColor::Black => Color::Black,
        }
    }
}

pub fn run(args: &StatusArgs, out: &mut Output) -> Result<(), CliError> {
    let source = InputSource::from_arg(args.file.as_ref());
    let bytes = source.read_all(crate::bounded_read::limits::PGN)?;
    let flag = args.flag.map(Color::from);
    for_each_game(
        &bytes,
        &source.name(),
        out,
        |pgn, out| match Game::from_pgn(pgn) {
            Ok(game) => {
                out.line(&status_line(&game, flag))?;
                Ok(Handled::Written)
            }
            Err(e) => Ok(Handled::Skipped(e.to_string())),
        },
    )?
    .into_result()
}

/// `result=… reason=… claims=…` for the game's final position.
pub fn status_line(game: &Game, flag: Option<Color>) -> String {
    let (ending, claims): (Option<Ending>, Claims) = match (game.ending(), flag) {
        (Some(ending), _) => (Some(ending), Claims::default()),
        (None, Some(color)) => (Some(flag_ending(game.position(), color)), Claims::default()),
        (None, None) => (None, game.claims()),
    };
    match ending {
        Some(ending) => format!(
            "result={} reason={} claims={claims}",
            ending.result, ending.reason
        ),
        None => format!("result=* reason=none claims={claims}"),
    }
}
