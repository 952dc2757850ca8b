//! The table's options read from the command line that `play`, `review` and `train` share: the
//! peg board's port, a side, the braille display's width.

use std::path::PathBuf;

use shakmaty::Color;

use super::settings;

pub(super) fn parse_board(text: &str) -> Result<PathBuf, String> {
    match text.split_once(':') {
        Some(("peg", path)) if !path.is_empty() => Ok(PathBuf::from(path)),
        _ => Err(format!(
            "\"{text}\": give the board as peg:PATH, e.g. peg:/dev/ttyACM0"
        )),
    }
}

pub(super) fn parse_width(text: &str) -> Result<u16, String> {
    let widths = settings::WIDTHS;
    text.trim()
        .parse::<u16>()
        .ok()
        .filter(|width| widths.contains(width))
        .ok_or_else(|| {
            format!(
                "\"{text}\": give the line width in cells, {} to {}",
                widths.start(),
                widths.end()
            )
        })
}

pub(super) fn parse_color(text: &str) -> Result<Color, String> {
    match text.to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        _ => Err(format!("\"{text}\" is not a side (white or black)")),
    }
}
