//! `annabella announce [--voice V] [--style short|long] [FILE|-]` (contract section 1).

use std::path::PathBuf;

use shakmaty::Position;

use crate::core::phrasing::{Style, Suffix, announce_with_suffix};
use crate::core::voice::Voice;

use super::many_games::{Handled, for_each_game};
use super::voice_arg::load_voice;
use super::{CliError, InputSource, Output};

#[derive(Debug, clap::Args)]
pub struct AnnounceArgs {
    #[command(flatten)]
    pub(super) lang: super::interface_language::LangArg,
    /// Voice: fide (FIDE Appendix D, German; the default), en, fr, or a path to a voice pack.
    #[arg(long, default_value = "fide")]
    voice: String,
    /// short: like SAN, from-square only when needed; long: always the from-square and the
    /// captured piece.
    #[arg(long, default_value = "short")]
    style: Style,
    /// PGN file to read; `-` or nothing for standard input.
    file: Option<PathBuf>,
}

pub fn run(args: &AnnounceArgs, out: &mut Output) -> Result<(), CliError> {
    let voice = load_voice(&args.voice)?;
    let source = InputSource::from_arg(args.file.as_ref());
    let input = source.read_all(crate::bounded_read::limits::PGN)?;
    announce_games(&input, &source.name(), &voice, args.style, out)
}

/// Announces every game of `input` (named `source_name` in messages). A game is written only
/// once it has been read whole; a game that cannot be read is reported on stderr and skipped,
/// and the result is then an (already reported) error, for exit status 2.
pub fn announce_games(
    input: &[u8],
    source_name: &str,
    voice: &Voice,
    style: Style,
    out: &mut Output,
) -> Result<(), CliError> {
    for_each_game(input, source_name, out, |game, out| {
        // The game is read whole and every move of it legal: its lines are written as they are
        // made, not kept (a game of millions of moves would hold them all).
        let mut position = game.start.clone();
        for &m in &game.moves {
            let mut after = position.clone();
            after.play_unchecked(m);
            out.line(&announce_with_suffix(
                &position,
                m,
                Suffix::of(&after),
                voice,
                style,
            ))?;
            position = after;
        }
        out.line("")?;
        Ok(Handled::Written)
    })?
    .into_result()
}
