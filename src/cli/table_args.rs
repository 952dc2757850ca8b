//! The table's options read from the command line that `play`, `review` and `train` share: the
//! peg board's port, a side, the braille display's width.

use std::path::PathBuf;

use shakmaty::Color;

use super::option_problem::OptionProblem;
use super::settings;
use crate::core::message::Message;

pub(super) fn parse_board(text: &str) -> Result<PathBuf, OptionProblem> {
    match text.split_once(':') {
        Some(("peg", path)) if !path.is_empty() => Ok(PathBuf::from(path)),
        _ => Err(OptionProblem::new(Message::new("usage-give-board"))),
    }
}

pub(super) fn parse_width(text: &str) -> Result<u16, OptionProblem> {
    let widths = settings::WIDTHS;
    text.trim()
        .parse::<u16>()
        .ok()
        .filter(|width| widths.contains(width))
        .ok_or_else(|| {
            OptionProblem::new(
                Message::new("usage-give-width")
                    .count("from", u64::from(*widths.start()))
                    .count("to", u64::from(*widths.end())),
            )
        })
}

pub(super) fn parse_color(text: &str) -> Result<Color, OptionProblem> {
    match text.to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        _ => Err(OptionProblem::new(Message::new("usage-not-a-side"))),
    }
}
