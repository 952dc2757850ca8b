//! `annabella export --brf [--width 40] [--height 25] FILE|-`: score sheets as a Braille Ready
//! File (contract section 9). `--brf` is the only format for now; it is required so that
//! other formats can come without changing what this command line means.

use std::path::PathBuf;

use super::{CliError, InputSource, Output};
use crate::core::brf::{PAGE_BREAK, PageSize, brf_game};
use crate::core::message::{Message, Said};
use crate::core::pgn::read_games;

#[derive(Debug, clap::Args)]
pub struct ExportArgs {
    #[command(flatten)]
    pub(super) lang: super::interface_language::LangArg,
    /// Braille Ready File: North American ASCII braille, pages separated by form feeds.
    #[arg(long, required = true)]
    brf: bool,
    /// Cells per line (10 to 100).
    #[arg(long, default_value_t = 40)]
    width: usize,
    /// Lines per page (5 to 100).
    #[arg(long, default_value_t = 25)]
    height: usize,
    /// PGN file to read; `-` for standard input.
    #[arg(value_name = "FILE")]
    file: PathBuf,
}

pub fn run(args: &ExportArgs, out: &mut Output) -> Result<(), CliError> {
    let size = PageSize::new(args.width, args.height).map_err(CliError::of)?;
    let source = InputSource::from_arg(Some(&args.file));
    let bytes = source.read_all(crate::bounded_read::limits::PGN)?;
    let mut first = true;
    // A game is written only once it has been read whole: an error leaves the games before it.
    for game in read_games(&bytes) {
        let game = game.map_err(|e| {
            CliError::said(
                Message::new("pgn-in-file")
                    .text("file", source.name())
                    .said("problem", e.message()),
            )
        })?;
        let mut text = brf_game(&game, size);
        if !first {
            text.insert(0, PAGE_BREAK);
        }
        first = false;
        // `line` ends the text with the line feed the last line needs.
        out.line(text.strip_suffix('\n').unwrap_or(&text))?;
        if out.is_closed() {
            break;
        }
    }
    Ok(())
}
