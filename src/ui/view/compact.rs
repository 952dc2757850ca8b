//! The compact layout, for a window smaller than the full layout needs (40 × 12 fits):
//!
//! ```text
//! White 4:58 · Black 4:59 ◀
//! 8  r  n  b  q  k  b  n  r  1. e4 e5
//! …
//! 1  R  N  B  Q  K  B  N  R
//!    a  b  c  d  e  f  g  h
//! Pawn Echo five
//! > Nf3
//! ```
//!
//! The clocks in one line, the board without frame, the score sheet's end beside it when there
//! is room, the latest words (and the status line when two rows or more are left), the input
//! line. Under a screen reader the words come first (see `fit`).

use ratatui::buffer::Buffer;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use crate::core::clock_speech::{ClockSpeech, SecondsStyle};

use super::super::app::Screen;
use super::fit::{CompactAreas, Geometry};
use super::{
    BoardLabels, Palette, bare_input, board_lines, clock_face, clock_readings, last, said_lines,
    sheet_lines,
};

pub(super) fn render(app: &Screen<'_>, areas: &CompactAreas, buf: &mut Buffer) {
    let palette = Palette::of(app.view);
    Paragraph::new(clock_line(app))
        .style(palette.text)
        .render(areas.clock, buf);
    Paragraph::new(board_lines(
        app,
        &palette,
        Geometry::NORMAL,
        BoardLabels::LeftAndBelow,
    ))
    .render(areas.board, buf);
    if areas.sheet.width > 0 {
        Paragraph::new(last(sheet_lines(app), usize::from(areas.sheet.height)))
            .style(palette.text)
            .render(areas.sheet, buf);
    }
    let mut said = areas.said;
    if said.height >= 2 {
        // The status line under the words.
        said.height -= 1;
        let status = ratatui::layout::Rect {
            y: said.y + said.height,
            height: 1,
            ..said
        };
        Paragraph::new(app.status().join(" · "))
            .style(palette.text)
            .render(status, buf);
    }
    Paragraph::new(said_lines(app, said.width, said.height)).render(said, buf);
    bare_input(app, areas.input, buf);
}

/// Both clocks in one line: "White 4:58 · Black 4:59 ◀"; without a clock, the moves.
fn clock_line(app: &Screen<'_>) -> Line<'static> {
    let speech = ClockSpeech::new(app.session().voice(), SecondsStyle::Whole);
    let label = app.words().moves_label;
    let sides: Vec<String> = clock_readings(app)
        .iter()
        .map(|reading| {
            let side = speech.side(reading.color);
            let mark = if reading.running { " ◀" } else { "" };
            match reading.ms {
                Some(ms) => format!("{side} {}{mark}", clock_face(ms)),
                None => format!("{side} {label} {}", reading.moves),
            }
        })
        .collect();
    Line::from(sides.join(" · "))
}
