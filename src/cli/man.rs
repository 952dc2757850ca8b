//! `annabella man`: the manual page, in roff, made from the command line's own definition so it
//! never disagrees with `--help`.

use std::path::PathBuf;

use clap::CommandFactory;

use super::{Cli, CliError, Output};

#[derive(Debug, clap::Args)]
pub struct ManArgs {
    /// A command's own page (`annabella man play`) instead of the program's.
    #[arg(value_name = "COMMAND")]
    command: Option<String>,
    /// Write every page (annabella.1, annabella-play.1 …) into this folder instead.
    #[arg(long, value_name = "DIR", conflicts_with = "command")]
    out_dir: Option<PathBuf>,
}

pub fn run(args: &ManArgs, out: &mut Output) -> Result<(), CliError> {
    let mut cli = Cli::command();
    if let Some(dir) = &args.out_dir {
        // Unbuilt, so clap's `help` subcommand gets no pages of its own.
        return clap_mangen::generate_to(cli, dir)
            .map_err(|e| CliError::new(format!("man pages in {}: {e}", dir.display())));
    }
    // Built, so a command's page is titled and named `annabella-play`, `annabella play`.
    cli.build();
    let page = match &args.command {
        None => cli,
        Some(name) => cli.find_subcommand(name).cloned().ok_or_else(|| {
            CliError::new(format!("no command \"{name}\" (see annabella --help)"))
        })?,
    };
    let mut roff = Vec::new();
    clap_mangen::Man::new(page)
        .render(&mut roff)
        .map_err(|e| CliError::new(format!("man page: {e}")))?;
    out.text(&String::from_utf8_lossy(&roff))
}
