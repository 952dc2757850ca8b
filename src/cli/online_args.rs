//! The command line's options for online play (Lichess's Board API), part of `play`'s options.

#[derive(Debug, Clone, clap::Args)]
pub struct OnlineArgs {
    /// Play online (Lichess's Board API; a personal token with the scope board:play in
    /// `LICHESS_TOKEN` or the settings file's `lichess_token`).
    #[arg(long, requires = "online_way")]
    pub online: bool,
    /// The server (default <https://lichess.org>).
    #[arg(long, value_name = "URL", requires = "online")]
    pub url: Option<String>,
    /// Wait for the first incoming standard challenge and accept it.
    #[arg(long, group = "online_way", requires = "online")]
    pub accept: bool,
    /// Challenge USER (with --time LIMIT+INC and --color white|black|random) and wait for the
    /// answer.
    #[arg(long, value_name = "USER", group = "online_way", requires = "online")]
    pub challenge: Option<String>,
    /// Wait for an opponent with this clock, e.g. 600+5.
    #[arg(
        long,
        value_name = "LIMIT+INC",
        group = "online_way",
        requires = "online"
    )]
    pub seek: Option<String>,
}
