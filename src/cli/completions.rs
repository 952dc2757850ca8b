//! `annabella completions SHELL`: the shell's completion script, made from the command line's
//! own definition.

use clap::CommandFactory;
use clap_complete::Shell;

use super::{Cli, CliError, Output};

#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// bash, zsh, fish, elvish or powershell.
    #[arg(value_enum)]
    shell: Shell,
}

pub fn run(args: &CompletionsArgs, out: &mut Output) -> Result<(), CliError> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "annabella", &mut script);
    out.text(&String::from_utf8_lossy(&script))
}
