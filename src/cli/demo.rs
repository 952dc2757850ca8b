//! `annabella demo`.

use super::{CliError, Output};

#[derive(Debug, clap::Args)]
pub struct DemoArgs {}

pub fn run(_args: &DemoArgs, _out: &mut Output) -> Result<(), CliError> {
    Err(CliError::new("not implemented yet"))
}
