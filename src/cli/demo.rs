//! `annabella demo`: Morphy's Opera Game announced move by move, to hear the voices.

use crate::core::message::{Message, Said};
use std::io::IsTerminal;
use std::time::Duration;

use shakmaty::{Color, Position};

use crate::core::pgn::read_games;
use crate::core::phrasing::{Style, Suffix, announce_with_suffix};

use super::voice_arg::load_voice;
use super::{CliError, Output};

const OPERA_GAME: &str = include_str!("opera.pgn");

#[derive(Debug, clap::Args)]
pub struct DemoArgs {
    /// Voice: fide (FIDE Appendix D, German; the default), en, fr, or a path to a voice pack.
    #[arg(long, default_value = "fide")]
    voice: String,
    /// short or long announcements.
    #[arg(long, default_value = "short")]
    style: Style,
    /// Seconds between moves (default: 1.5 on a terminal, 0 otherwise).
    #[arg(long)]
    pace: Option<f64>,
}

pub fn run(args: &DemoArgs, out: &mut Output) -> Result<(), CliError> {
    let voice = load_voice(&args.voice)?;
    let pace = match args.pace {
        Some(seconds) if seconds.is_finite() && (0.0..=60.0).contains(&seconds) => seconds,
        Some(seconds) => {
            return Err(super::flag_problem(
                "--pace",
                &seconds.to_string(),
                Message::new("cli-pace-range"),
            ));
        }
        None if std::io::stdout().is_terminal() => 1.5,
        None => 0.0,
    };
    let game = read_games(OPERA_GAME.as_bytes())
        .next()
        .ok_or_else(|| CliError::said(Message::new("cli-demo-missing")))?
        .map_err(|e| {
            CliError::said(Message::new("cli-demo-broken").said("problem", e.message()))
        })?;
    let tag = |name: &str| {
        game.tags
            .iter()
            .find(|(n, _)| n == name)
            .map_or("?", |(_, v)| v.as_str())
    };
    out.line(&format!(
        "{} – {}, {} {}",
        tag("White"),
        tag("Black"),
        tag("Site"),
        tag("Date").get(..4).unwrap_or("")
    ))?;
    let words = voice.clock_words();
    let mut position = game.start.clone();
    for &m in &game.moves {
        let mut after = position.clone();
        after.play_unchecked(m);
        let side = match position.turn() {
            Color::White => &words.white,
            Color::Black => &words.black,
        };
        let text = announce_with_suffix(&position, m, Suffix::of(&after), &voice, args.style);
        out.line(&format!("{}. {side}: {text}", position.fullmoves()))?;
        out.flush()?;
        if out.is_closed() {
            return Ok(());
        }
        position = after;
        if pace > 0.0 {
            std::thread::sleep(Duration::from_secs_f64(pace));
        }
    }
    out.line(game.result.as_deref().unwrap_or("*"))
}
