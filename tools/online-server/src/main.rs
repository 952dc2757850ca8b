//! The test server for annabella's online play: open-chess-server's command line, as a program.
//! open-chess-server is a library whose binary lives in another crate; this is the thinnest main
//! that runs its `cli::run` (`serve`, `migrate`, …, configured from the environment).

use clap::Parser;
use open_chess_server::cli::{Cmd, run};

/// open-chess-server's commands; with none it serves, configured from `DATABASE_URL` and friends.
#[derive(Parser)]
#[command(name = "annabella-online-server")]
struct Arguments {
    #[command(subcommand)]
    command: Option<Cmd>,
}

fn main() -> anyhow::Result<()> {
    run(Arguments::parse().command)
}
