//! `annabella openings [FILE|-]`: the opening of each PGN game (contract section 8).

use std::path::PathBuf;

use super::many_games::{Handled, for_each_game};
use super::{CliError, InputSource, Output};
use crate::core::openings::{OpeningBook, book};
use crate::core::pgn::PgnGame;

#[derive(Debug, clap::Args)]
pub struct OpeningsArgs {
    /// PGN file to read; `-` or nothing for standard input.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}

pub fn run(args: &OpeningsArgs, out: &mut Output) -> Result<(), CliError> {
    let book = book().map_err(|e| CliError::new(e.to_string()))?;
    let source = InputSource::from_arg(args.file.as_ref());
    let bytes = source.read_all(crate::bounded_read::limits::PGN)?;
    for_each_game(&bytes, &source.name(), out, |pgn, out| {
        out.line(&opening_line(book, pgn))?;
        Ok(Handled::Written)
    })?
    .into_result()
}

/// `ply=… eco=… name=…` for the game's last named position, or `ply=0 eco=- name=-`.
pub fn opening_line(book: &OpeningBook, game: &PgnGame) -> String {
    match book.name_game(&game.start, &game.moves) {
        Some(named) => format!(
            "ply={} eco={} name={}",
            named.ply, named.opening.eco, named.opening.name
        ),
        None => "ply=0 eco=- name=-".to_owned(),
    }
}
