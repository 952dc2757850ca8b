//! `annabella openings [FILE|-]`: the opening of each PGN game (contract section 8).

use std::path::PathBuf;

use super::many_games::{Handled, for_each_game_observed};
use super::{CliError, InputSource, Output};
use crate::core::message::Message;
use crate::core::openings::{NamedPosition, book};

#[derive(Debug, clap::Args)]
pub struct OpeningsArgs {
    #[command(flatten)]
    pub(super) lang: super::interface_language::LangArg,
    /// PGN file to read; `-` or nothing for standard input.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}

pub fn run(args: &OpeningsArgs, out: &mut Output) -> Result<(), CliError> {
    let book = book().map_err(|e| {
        // A fault of the embedded data, never of the user: the details are for a bug report.
        tracing::error!("{e}");
        CliError::said(Message::new("openings-data-broken").text("detail", e.to_string()))
    })?;
    let source = InputSource::from_arg(args.file.as_ref());
    let bytes = source.read_all(crate::bounded_read::limits::PGN)?;
    // The book follows the reader's replay of each game: the game is played once.
    for_each_game_observed(
        &bytes,
        &source.name(),
        out,
        || book.walk(),
        |_, walk, out| {
            out.line(&opening_line(walk.last_named()))?;
            Ok(Handled::Written)
        },
    )?
    .into_result()
}

/// `ply=… eco=… name=…` for the game's last named position, or `ply=0 eco=- name=-`.
pub fn opening_line(named: Option<NamedPosition>) -> String {
    match named {
        Some(named) => format!(
            "ply={} eco={} name={}",
            named.ply, named.opening.eco, named.opening.name
        ),
        None => "ply=0 eco=- name=-".to_owned(),
    }
}
