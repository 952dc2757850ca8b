//! The `annabella` command: thin wrapper over [`annabella::cli`].

use std::process::ExitCode;

fn main() -> ExitCode {
    annabella::cli::main()
}
