//! `annabella play [--plain] --online …` (contract section 10 for line mode): a game on Lichess
//! (or any server with its Board API) at the same table as a game over the board, in line mode
//! or on the full screen: the server's moves are announced, the player's moves (typed, made on
//! the screen's board, or on the peg board or the e-board) sent, the queries answered.

use crate::core::game::Game;
use crate::core::session::{Session, SessionConfig};
use crate::online::{ChallengeColor, DEFAULT_URL, Mode};

use super::devices::{Server, TableDevices};
use super::play::{PlayArgs, SideChoice, screen_setup};
use super::settings::Settings;
use super::speech_setup;
use super::table_root::{FaceChoice, TableParts, run_table};
use super::{CliError, Output, flag_problem, flag_says};
use crate::core::message::Message;

/// The environment variable that holds the personal token.
const TOKEN_VARIABLE: &str = "LICHESS_TOKEN";

/// `LIMIT+INC` in seconds (`300+3`, `5+3` is five seconds).
fn parse_clock(spec: &str, option: &str) -> Result<(u32, u32), CliError> {
    let refused = || flag_problem(option, spec, Message::new("cli-online-clock"));
    let (limit, increment) = spec.trim().split_once('+').ok_or_else(refused)?;
    let limit = limit.trim().parse().map_err(|_| refused())?;
    let increment = increment.trim().parse().map_err(|_| refused())?;
    Ok((limit, increment))
}

fn mode(args: &PlayArgs) -> Result<Mode, CliError> {
    let online = &args.online;
    if online.accept {
        return Ok(Mode::Accept);
    }
    if let Some(user) = &online.challenge {
        let user = user_name(user)?;
        let clock = args
            .time
            .as_deref()
            .map(|spec| parse_clock(spec, "--time"))
            .transpose()?;
        let color = match args.color {
            Some(SideChoice::Side(shakmaty::Color::White)) => ChallengeColor::White,
            Some(SideChoice::Side(shakmaty::Color::Black)) => ChallengeColor::Black,
            Some(SideChoice::Random) | None => ChallengeColor::Random,
        };
        return Ok(Mode::Challenge { user, clock, color });
    }
    match &online.seek {
        Some(spec) => Ok(Mode::Seek {
            clock: parse_clock(spec, "--seek")?,
        }),
        None => Err(flag_says("--online", Message::new("cli-online-how"))),
    }
}

/// A Lichess user name as `--challenge` takes it: 2 to 30 letters, digits, `_` or `-` (what
/// Lichess allows), so it goes into the request's path as it is and steers it nowhere else.
fn user_name(name: &str) -> Result<String, CliError> {
    let fits = (2..=30).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    if fits {
        return Ok(name.to_owned());
    }
    Err(flag_problem(
        "--challenge",
        &crate::online::plain::one_line(name, 60),
        Message::new("cli-online-user"),
    ))
}

/// Whether `url` sends the token in the clear to another machine: plain `http://` to a host
/// that is not this one.
fn in_the_clear(url: &str) -> bool {
    let Some(rest) = url.strip_prefix("http://") else {
        return false;
    };
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = authority
        .rsplit_once('@')
        .map_or(authority, |(_, host)| host);
    let host = match host.strip_prefix('[') {
        Some(bracketed) => bracketed.split(']').next().unwrap_or(""),
        None => host.split(':').next().unwrap_or(""),
    };
    let loopback = host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback());
    !loopback
}

/// The token: `LICHESS_TOKEN`, else the settings file's `lichess_token`.
fn token(settings: &Settings) -> Result<String, CliError> {
    std::env::var(TOKEN_VARIABLE)
        .ok()
        .filter(|token| !token.trim().is_empty())
        .or_else(|| {
            settings
                .lichess_token
                .as_ref()
                .map(|secret| secret.expose().to_owned())
                .filter(|token| !token.trim().is_empty())
        })
        .ok_or_else(|| {
            flag_says(
                "--online",
                Message::new("cli-online-token").text("variable", TOKEN_VARIABLE),
            )
        })
}

/// What a game on a server cannot have, refused before anything is asked of the server.
fn refuse_offline_options(args: &PlayArgs) -> Result<(), CliError> {
    if args.engine.is_some() {
        return Err(flag_says("--online", Message::new("cli-online-no-engine")));
    }
    if args.resume.is_some() || args.fen.is_some() || args.chess960.is_some() {
        return Err(flag_says(
            "--online",
            Message::new("cli-online-server-keeps"),
        ));
    }
    Ok(())
}

/// `play --online`: the table seated at a server's game.
pub fn run(args: &PlayArgs, out: Output) -> Result<(), CliError> {
    let settings = &super::settings::resolve(&args.overrides(), args.plain)?;
    refuse_offline_options(args)?;
    let mode = mode(args)?;
    let token = token(settings)?;
    let url = args.online.url.as_deref().unwrap_or(DEFAULT_URL);
    if in_the_clear(url) {
        super::warn(format!(
            "--url {url}: plain http sends the token unencrypted to another machine; use https"
        ));
    }
    // The server keeps the game and its clock: no local clock, no press, no journal to resume
    // (a game left is the server's to finish).
    let config = SessionConfig {
        style: settings.style,
        time_control: None,
        time_control_unknown: false,
        auto_press: true,
        clock_speech: settings.clock_speech.clone(),
        role: crate::core::session::TableRole::Player,
        blind: None,
        // The server keeps the clock (no press) and the players' names.
        ..SessionConfig::default()
    };
    let session = Session::new(config, settings.voice.clone(), Game::new(), 0);
    let face = if args.plain {
        // Line mode online wraps nothing (no `--width` here, as before the one root).
        FaceChoice::Line {
            out,
            width: None,
            speech: speech_setup::start_line_speech(settings, session.voice()),
        }
    } else {
        // The full screen: the same table and devices, shown by the screen's face.
        let bottom = match args.color {
            Some(SideChoice::Side(color)) => color,
            _ => settings.blind.unwrap_or(shakmaty::Color::White),
        };
        FaceChoice::Screen(screen_setup(&args.screen, settings, bottom, &session))
    };
    let parts = TableParts {
        session,
        journal: None,
        earcons: settings.earcons,
        not_saving: None,
        base_ms: 0,
    };
    run_table(
        parts,
        face,
        TableDevices {
            args: args.devices(),
            settings,
            repaired: None,
            broadcast: None,
            hall: None,
            sealed: None,
            server: Some(Server {
                url,
                token: &token,
                mode: &mode,
            }),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_challenged_name_is_a_lichess_user_name_or_refused() {
        assert_eq!(user_name("player2").unwrap(), "player2");
        assert_eq!(user_name("Magnus_C-1").unwrap(), "Magnus_C-1");
        for bad in [
            "../api/account",
            "bob/accept",
            "bob?x=1",
            "a",
            "b o b",
            "bob%2F..",
            &"x".repeat(31),
            "\u{1b}[2J",
        ] {
            let error = user_name(bad).unwrap_err().to_string();
            assert!(error.contains("not a Lichess user name"), "{bad}: {error}");
            assert!(!error.contains('\u{1b}'));
        }
    }

    #[test]
    fn only_plain_http_to_another_machine_is_in_the_clear() {
        assert!(in_the_clear("http://example.org"));
        assert!(in_the_clear("http://lichess.org:80/"));
        assert!(in_the_clear("http://127.0.0.1.example.org/"));
        assert!(in_the_clear("http://localhost@evil.example/"));
        assert!(!in_the_clear("https://lichess.org"));
        assert!(!in_the_clear("http://127.0.0.1:8080"));
        assert!(!in_the_clear("http://localhost:9663/"));
        assert!(!in_the_clear("http://[::1]:80"));
    }
}
