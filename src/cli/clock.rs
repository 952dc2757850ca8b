//! `annabella clock`.

use super::{CliError, Output};

#[derive(Debug, clap::Args)]
pub struct ClockArgs {}

pub fn run(_args: &ClockArgs, _out: &mut Output) -> Result<(), CliError> {
    Err(CliError::new("not implemented yet"))
}
