//! The screen for screen readers and braille displays: the same state as the sighted layout,
//! drawn as a transcript. A screen reader speaks what changes on the screen and follows the
//! cursor; a braille display shows the cursor's line. So:
//!
//! - nothing changes unless it is news: no clock on the screen (Alt-T or `time` asks), no
//!   board (arrows walk it in words, Alt-B or `board` reads it), a title that never changes;
//! - each announcement is one new line, written once and never rewritten: the line that was the
//!   prompt keeps its `> ` and the line typed after it, as a terminal keeps a command;
//! - the cursor rests on the latest announcement: after it, on the input line, or at its start
//!   when the focus is on the board (where the latest announcement is the focused square in
//!   words: "Echo one: white King").
//!
//! ```text
//! annabella · Alt-H these keys
//! New game; five minutes; Enter starts the clock > e4
//! Pawn Echo four > Nc_
//! ```

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Position, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use super::app::{Focus, LogEntry, Screen};
use super::keys::{self, Action, Scope};
use super::view::{PROMPT, wrap};

/// The prompt after a line of the transcript: " > ".
const SEPARATOR: &str = " > ";
/// The least room kept for typing after an announcement on its own line; a longer last line
/// gets the prompt on the line below.
const TYPING_ROOM: usize = 12;

/// Draws the transcript and puts the terminal cursor on the latest announcement.
pub fn draw(screen: &Screen<'_>, frame: &mut Frame<'_>) {
    let area = frame.area();
    frame.render_widget(Transcript(screen), area);
    if let Some(position) = cursor(screen, area) {
        frame.set_cursor_position(position);
    }
}

/// Where the terminal cursor goes: after the prompt's caret (typing), or at the start of the
/// latest announcement (on the board). `None` only on a screen too small to show it.
pub fn cursor(screen: &Screen<'_>, area: Rect) -> Option<Position> {
    let page = Page::of(screen, area);
    let (column, row) = page.cursor?;
    let position = Position::new(
        area.x + u16::try_from(column).unwrap_or(u16::MAX),
        area.y + u16::try_from(row).unwrap_or(u16::MAX),
    );
    area.contains(position).then_some(position)
}

/// The screen's lines and the cursor's place in them (column, row), already cut to the area.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Page {
    rows: Vec<String>,
    cursor: Option<(usize, usize)>,
}

impl Page {
    fn of(screen: &Screen<'_>, area: Rect) -> Self {
        let width = usize::from(area.width).max(1);
        let height = usize::from(area.height);
        let mut rows = vec![cut(&title(screen), width)];
        let log = screen.log();
        let room = height.saturating_sub(1);
        // Only as many entries as can show: each takes at least one row.
        let first = log.len().saturating_sub(room.max(1));
        let mut cursor = None;
        for (index, said) in log.iter().enumerate().skip(first) {
            let latest = index + 1 == log.len();
            let start = rows.len();
            let (lines, caret) = entry_rows(screen, said, latest, width);
            if latest {
                cursor = Some(match (screen.focus(), caret) {
                    (Focus::Input, Some((column, row))) => (column, start + row),
                    _ => (0, start),
                });
            }
            rows.extend(lines);
        }
        if log.is_empty() && screen.focus() == Focus::Input {
            let (line, caret) = prompt_line(screen, PROMPT, width);
            rows.push(line);
            cursor = Some((caret, 1));
        }
        // Scrolled like a terminal: the oldest lines leave at the top, under the title.
        let overflow = rows.len().saturating_sub(height.max(1));
        if overflow > 0 {
            rows.drain(1..=overflow.min(rows.len() - 1));
            cursor = cursor.map(|(column, row)| (column, row.saturating_sub(overflow).max(1)));
        }
        Self { rows, cursor }
    }
}

/// One entry of the log as rows: its words wrapped, then the prompt and what was typed (or is
/// being typed, on the latest). Returns the caret's (column, row) within the rows when this
/// entry is the prompt.
fn entry_rows(
    screen: &Screen<'_>,
    said: &LogEntry,
    latest: bool,
    width: usize,
) -> (Vec<String>, Option<(usize, usize)>) {
    let mut rows = wrap(&said.text, width);
    let typing = latest && screen.focus() == Focus::Input;
    if !(said.prompted || typing) {
        return (rows, None);
    }
    // The prompt goes on the last row when there is room to type there, else below.
    let last = rows.pop().unwrap_or_default();
    let last_len = last.chars().count();
    let head = if last_len + SEPARATOR.len() + TYPING_ROOM <= width {
        format!("{last}{SEPARATOR}")
    } else {
        rows.push(last);
        PROMPT.to_owned()
    };
    let mut caret = None;
    match (&said.answer, typing) {
        (Some(answer), true) => {
            // Entered, and nothing said since: the answer stays, a fresh prompt follows.
            rows.push(cut(&format!("{head}{answer}"), width));
            let (line, column) = prompt_line(screen, PROMPT, width);
            caret = Some((column, rows.len()));
            rows.push(line);
        }
        (Some(answer), false) => rows.push(cut(&format!("{head}{answer}"), width)),
        (None, true) => {
            let (line, column) = prompt_line(screen, &head, width);
            caret = Some((column, rows.len()));
            rows.push(line);
        }
        (None, false) => rows.push(head),
    }
    (rows, caret)
}

/// `head` and the visible part of the input line, and the caret's column.
fn prompt_line(screen: &Screen<'_>, head: &str, width: usize) -> (String, usize) {
    let head_len = head.chars().count();
    let room = width.saturating_sub(head_len + 1).max(1);
    let skip = screen.caret().saturating_sub(room);
    let shown: String = screen.input().chars().skip(skip).take(room).collect();
    (format!("{head}{shown}"), head_len + screen.caret() - skip)
}

/// The first `width` characters.
fn cut(text: &str, width: usize) -> String {
    text.chars().take(width).collect()
}

/// The title: the program and the key to help, on a letter (never an F-key, which screen
/// readers take for themselves). It never changes, so it is read once. Only help: every word
/// here is said before the first move can be heard (issue 34: the start screen at most 20
/// words), and the help says the rest, leaving (Ctrl-Q) first.
fn title(screen: &Screen<'_>) -> String {
    let words = screen.words();
    let scope = match screen.focus() {
        Focus::Board => Scope::Board,
        Focus::Input => Scope::Input,
    };
    let help = keys::available(scope)
        .find(|binding| binding.action == Action::Help)
        .and_then(|binding| {
            let key = binding
                .keys
                .iter()
                .find(|key| !matches!(key.code, KeyCode::F(_)))
                .or_else(|| binding.keys.first())?;
            Some(format!(
                "{} {}",
                keys::key_name(*key, words),
                keys::describe(binding, words)
            ))
        });
    match help {
        Some(help) => format!("annabella · {help}"),
        None => "annabella".to_owned(),
    }
}

/// The transcript as a widget.
#[derive(Debug, Clone, Copy)]
pub struct Transcript<'a, 'b>(pub &'a Screen<'b>);

impl Widget for Transcript<'_, '_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let page = Page::of(self.0, area);
        let lines: Vec<Line<'static>> = page.rows.into_iter().map(Line::from).collect();
        Paragraph::new(lines).render(area, buf);
    }
}

#[cfg(test)]
mod tests;
