//! `annabella announce`.

use super::{CliError, Output};

#[derive(Debug, clap::Args)]
pub struct AnnounceArgs {}

pub fn run(_args: &AnnounceArgs, _out: &mut Output) -> Result<(), CliError> {
    Err(CliError::new("not implemented yet"))
}
