//! `annabella status`.

use super::{CliError, Output};

#[derive(Debug, clap::Args)]
pub struct StatusArgs {}

pub fn run(_args: &StatusArgs, _out: &mut Output) -> Result<(), CliError> {
    Err(CliError::new("not implemented yet"))
}
