//! Drawing the table: the board, the clocks, the score sheet, the log of everything said, the
//! status line, the input line and a line of key hints — and the terminal cursor, which screen
//! readers and magnifiers follow, on the focused square or the input line's caret every frame.
//!
//! ```text
//! ┌Board───────────────────────┐┌Clock──────────────────────────┐
//! │    a  b  c  d  e  f  g  h  ││White      4:59  moves 2 ◀     │
//! │ 8  r  n  b  q  k  b  n  r 8││Black      5:00  moves 1       │
//! │ …                          │└───────────────────────────────┘
//! │ 1  R  N  B  Q  K  B  N  R 1│┌Score sheet────────────────────┐
//! │    a  b  c  d  e  f  g  h  ││1. e4 e5                       │
//! └────────────────────────────┘└───────────────────────────────┘
//! ┌Said──────────────────────────────────────────────────────────┐
//! │Bauer Eva vier                                                │
//! └──────────────────────────────────────────────────────────────┘
//! White to move · …                                   (status line)
//! ┌Move or command───────────────────────────────────────────────┐
//! │> e4                                                          │
//! └──────────────────────────────────────────────────────────────┘
//! F1 these keys · Tab board or input line · …              (hints)
//! ```

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::{Color as Ink, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};
use shakmaty::{Color, File, Piece, Position as _, Rank, Role, Square};

use crate::core::clock::Phase;
use crate::core::clock_speech::{ClockSpeech, SecondsStyle};
use crate::core::message::{Message, Sentences};
use crate::core::strings::ByRole;

use super::app::{Focus, Screen, ViewOptions};
use super::keys::{self, Action};
use crate::core::clock::clock_face;

mod compact;
mod fit;

pub use fit::{Areas, CompactAreas, Geometry, Plan};
use fit::{COMPACT_LABEL, LABEL};

pub(super) const PROMPT: &str = "> ";

/// Draws the app and puts the terminal cursor where the focus is.
pub fn draw(app: &Screen<'_>, frame: &mut Frame<'_>) {
    let area = frame.area();
    frame.render_widget(app, area);
    if let Some(position) = cursor(app, area) {
        frame.set_cursor_position(position);
    }
}

/// Where the terminal cursor goes: the middle of the focused square, or the caret on the input
/// line. The input line is on the screen whatever its size, so the caret is too; the focused
/// square is when the board is.
pub fn cursor(app: &Screen<'_>, area: Rect) -> Option<Position> {
    let plan = Plan::of(area, &app.view);
    let position = match (app.focus(), &plan) {
        (Focus::Board, Plan::Full(areas, geometry)) => {
            let inner = framed(areas.board);
            square_position(app, inner.x + LABEL, inner.y + 1, *geometry)
        }
        (Focus::Board, Plan::Compact(areas)) => square_position(
            app,
            areas.board.x + COMPACT_LABEL,
            areas.board.y,
            Geometry::NORMAL,
        ),
        (Focus::Input, Plan::Full(areas, _)) => {
            let inner = framed(areas.input);
            let (_, caret) = input_window(app, inner.width);
            Position::new(inner.x + caret, inner.y)
        }
        (_, plan) => {
            // The bare input line (compact, too small); on the board too when no board shows.
            let input = plan.input();
            let (_, caret) = input_window(app, input.width);
            Position::new(input.x + caret, input.y)
        }
    };
    area.contains(position).then_some(position)
}

/// The middle of the focused square on a board whose first square's corner is at `(x, y)`.
fn square_position(app: &Screen<'_>, x: u16, y: u16, geometry: Geometry) -> Position {
    let (column, row) = screen_cell(app.square(), app.view.bottom);
    Position::new(
        x + column * geometry.square_w + geometry.square_w / 2,
        y + row * geometry.square_h + geometry.square_h / 2,
    )
}

/// The inside of a framed panel.
pub(super) fn framed(area: Rect) -> Rect {
    Block::bordered().inner(area)
}

/// The screen column and row (0..8, from the top left) of a square.
fn screen_cell(square: Square, bottom: Color) -> (u16, u16) {
    let file = u16::from(square.file() as u8);
    let rank = u16::from(square.rank() as u8);
    match bottom {
        Color::White => (file, 7 - rank),
        Color::Black => (7 - file, rank),
    }
}

/// The square at a screen column and row.
fn square_at(column: u16, row: u16, bottom: Color) -> Square {
    let (file, rank) = match bottom {
        Color::White => (column, 7 - row),
        Color::Black => (7 - column, row),
    };
    Square::from_coords(File::new(u32::from(file)), Rank::new(u32::from(rank)))
}

/// The visible part of the input line (after the prompt) and the caret's column in the panel.
fn input_window(app: &Screen<'_>, width: u16) -> (String, u16) {
    let prompt = PROMPT.chars().count();
    let room = usize::from(width).saturating_sub(prompt + 1).max(1);
    let skip = app.caret().saturating_sub(room);
    let shown: String = app.input().chars().skip(skip).take(room).collect();
    let caret = u16::try_from(prompt + app.caret() - skip).unwrap_or(u16::MAX);
    (shown, caret)
}

impl Widget for &Screen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        match Plan::of(area, &self.view) {
            Plan::Full(areas, geometry) => render_full(self, &areas, geometry, buf),
            Plan::Compact(areas) => compact::render(self, &areas, buf),
            Plan::TooSmall {
                needed,
                sentence,
                input,
            } => {
                let (width, height) = needed;
                let text = self.words().say(
                    &Message::new("screen-too-small").text("size", format!("{width}×{height}")),
                );
                let lines: Vec<Line<'static>> = wrap(&text, usize::from(sentence.width.max(1)))
                    .into_iter()
                    .map(Line::from)
                    .collect();
                Paragraph::new(lines).render(sentence, buf);
                bare_input(self, input, buf);
            }
        }
    }
}

/// The input line without a frame: the prompt and the visible part of the line.
fn bare_input(app: &Screen<'_>, area: Rect, buf: &mut Buffer) {
    let (shown, _) = input_window(app, area.width);
    Paragraph::new(format!("{PROMPT}{shown}"))
        .style(Palette::of(app.view).text)
        .render(area, buf);
}

fn render_full(app: &Screen<'_>, areas: &Areas, geometry: Geometry, buf: &mut Buffer) {
    let style = Palette::of(app.view);
    let words = app.words();
    panel(words.board_title, app.focus() == Focus::Board, &style).render(areas.board, buf);
    Paragraph::new(board_lines(app, &style, geometry, BoardLabels::Around))
        .render(framed(areas.board), buf);
    Paragraph::new(clock_lines(app))
        .block(panel(words.clock_title, false, &style))
        .render(areas.clock, buf);
    let sheet_inner = framed(areas.sheet);
    Paragraph::new(last(sheet_lines(app), usize::from(sheet_inner.height)))
        .block(panel(words.sheet_title, false, &style))
        .render(areas.sheet, buf);
    let said_inner = framed(areas.said);
    Paragraph::new(said_lines(app, said_inner.width, said_inner.height))
        .block(panel(words.said_title, false, &style))
        .render(areas.said, buf);
    Paragraph::new(app.status().join(" · "))
        .style(style.text.add_modifier(Modifier::BOLD))
        .render(areas.status, buf);
    let (shown, _) = input_window(app, framed(areas.input).width);
    Paragraph::new(format!("{PROMPT}{shown}"))
        .style(style.text)
        .block(panel(
            words.input_title,
            app.focus() == Focus::Input,
            &style,
        ))
        .render(areas.input, buf);
    Paragraph::new(hints(app))
        .style(style.text)
        .render(areas.hints, buf);
}

/// Colours and emphasis.
#[derive(Debug, Clone, Copy)]
pub(super) struct Palette {
    light: Style,
    dark: Style,
    white_piece: Ink,
    black_piece: Ink,
    /// Piece ink follows the square (black on light, white on dark), not the piece's colour.
    ink_by_square: bool,
    focus: Style,
    selected: Style,
    text: Style,
    frame: Style,
    frame_focused: Style,
}

impl Palette {
    pub(super) fn of(view: ViewOptions) -> Self {
        if view.high_contrast {
            Self {
                light: Style::new().bg(Ink::White).fg(Ink::Black),
                dark: Style::new().bg(Ink::Black).fg(Ink::White),
                white_piece: Ink::White,
                black_piece: Ink::Black,
                ink_by_square: true,
                focus: Style::new().bg(Ink::LightYellow).fg(Ink::Black),
                selected: Style::new().bg(Ink::LightCyan).fg(Ink::Black),
                text: Style::new().fg(Ink::White).add_modifier(Modifier::BOLD),
                frame: Style::new().fg(Ink::White),
                frame_focused: Style::new()
                    .fg(Ink::LightYellow)
                    .add_modifier(Modifier::BOLD),
            }
        } else {
            Self {
                light: Style::new().bg(Ink::Indexed(180)),
                dark: Style::new().bg(Ink::Indexed(137)),
                white_piece: Ink::White,
                black_piece: Ink::Black,
                ink_by_square: false,
                // Underlined too: the focus still shows on a terminal without colours.
                focus: Style::new()
                    .bg(Ink::Yellow)
                    .fg(Ink::Black)
                    .add_modifier(Modifier::UNDERLINED),
                selected: Style::new().bg(Ink::Green).fg(Ink::Black),
                text: Style::new(),
                frame: Style::new(),
                frame_focused: Style::new().fg(Ink::Yellow).add_modifier(Modifier::BOLD),
            }
        }
    }
}

fn panel<'a>(title: &'a str, focused: bool, palette: &Palette) -> Block<'a> {
    let style = if focused {
        palette.frame_focused
    } else {
        palette.frame
    };
    Block::bordered().title(title).border_style(style)
}

/// Where the board's labels go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum BoardLabels {
    /// File letters above and below, rank numbers left and right (the full layout).
    Around,
    /// Rank numbers on the left, file letters below (the compact layout).
    LeftAndBelow,
}

/// The board, rank 8 at the top when White is at the bottom, each square `square_w` ×
/// `square_h` cells with its piece in the middle, and its labels.
pub(super) fn board_lines(
    app: &Screen<'_>,
    palette: &Palette,
    geometry: Geometry,
    labels: BoardLabels,
) -> Vec<Line<'static>> {
    let bottom = app.view.bottom;
    let position = app.session().game().position();
    let letters = &app.strings().piece_letters;
    let width = usize::from(geometry.square_w);
    let label_w = match labels {
        BoardLabels::Around => usize::from(LABEL),
        BoardLabels::LeftAndBelow => usize::from(COMPACT_LABEL),
    };
    let files = (0..8u16)
        .map(|column| {
            let file = square_at(column, 0, bottom).file().char();
            format!("{file:^width$}")
        })
        .collect::<Vec<_>>()
        .concat();
    let label_row = Line::from(format!("{:label_w$}{files}", ""));
    let mut lines = Vec::new();
    if labels == BoardLabels::Around {
        lines.push(label_row.clone());
    }
    for row in 0..8u16 {
        let rank = square_at(0, row, bottom).rank().char();
        for sub in 0..geometry.square_h {
            let middle = sub == geometry.square_h / 2;
            let mut spans = Vec::with_capacity(10);
            let side = if middle { rank } else { ' ' };
            spans.push(Span::raw(match labels {
                BoardLabels::Around => format!(" {side} "),
                BoardLabels::LeftAndBelow => format!("{side} "),
            }));
            for column in 0..8u16 {
                let square = square_at(column, row, bottom);
                let piece = position.board().piece_at(square);
                let glyph = match (middle, piece) {
                    (true, Some(piece)) => glyph(piece, letters, app.view.symbols),
                    _ => " ".to_owned(),
                };
                spans.push(Span::styled(
                    format!("{glyph:^width$}"),
                    square_style(app, square, piece, palette),
                ));
            }
            if labels == BoardLabels::Around {
                spans.push(Span::raw(format!(" {side} ")));
            }
            lines.push(Line::from(spans));
        }
    }
    lines.push(label_row);
    lines
}

fn square_style(
    app: &Screen<'_>,
    square: Square,
    piece: Option<Piece>,
    palette: &Palette,
) -> Style {
    let light = square.is_light();
    let mut style = if light { palette.light } else { palette.dark };
    if let Some(piece) = piece {
        let ink = match (palette.ink_by_square, piece.color) {
            (true, _) if light => Ink::Black,
            (true, _) => Ink::White,
            (false, Color::White) => palette.white_piece,
            (false, Color::Black) => palette.black_piece,
        };
        style = style.fg(ink).add_modifier(Modifier::BOLD);
    }
    if app.selected() == Some(square) {
        style = style.patch(palette.selected);
    }
    if app.square() == square {
        style = style.patch(palette.focus).add_modifier(Modifier::BOLD);
    }
    style
}

/// A piece as shown: White's letters in upper case, Black's in lower case, or the symbols.
fn glyph(piece: Piece, letters: &ByRole, symbols: bool) -> String {
    if symbols {
        return piece_symbol(piece).to_string();
    }
    let letter = letters.get(piece.role);
    match piece.color {
        Color::White => letter.to_uppercase(),
        Color::Black => letter.to_lowercase(),
    }
}

fn piece_symbol(piece: Piece) -> char {
    match (piece.color, piece.role) {
        (Color::White, Role::King) => '♔',
        (Color::White, Role::Queen) => '♕',
        (Color::White, Role::Rook) => '♖',
        (Color::White, Role::Bishop) => '♗',
        (Color::White, Role::Knight) => '♘',
        (Color::White, Role::Pawn) => '♙',
        (Color::Black, Role::King) => '♚',
        (Color::Black, Role::Queen) => '♛',
        (Color::Black, Role::Rook) => '♜',
        (Color::Black, Role::Bishop) => '♝',
        (Color::Black, Role::Knight) => '♞',
        (Color::Black, Role::Pawn) => '♟',
    }
}

/// One side's clock as shown: its time left (none without a clock), its completed moves, and
/// whether it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct ClockReading {
    pub color: Color,
    pub ms: Option<u64>,
    pub moves: u64,
    pub running: bool,
}

/// Both sides' clocks: the table's, else the server's (online, running on from its last
/// reading), else the moves alone.
pub(super) fn clock_readings(app: &Screen<'_>) -> [ClockReading; 2] {
    let session = app.session();
    let (white_moves, black_moves) = moves_without_clock(app);
    let reading = |color, ms, moves, running| ClockReading {
        color,
        ms,
        moves,
        running,
    };
    if let Some(clock) = session.clock() {
        let running = (clock.phase() == Phase::Running)
            .then(|| clock.turn())
            .flatten();
        return Color::ALL.map(|color| {
            reading(
                color,
                Some(clock.remaining(color, app.now_ms())),
                clock.moves(color),
                running == Some(color),
            )
        });
    }
    if let Some(server) = app.table.online().and_then(|seat| seat.clock()) {
        let (white_ms, black_ms) = server.at(app.now_ms());
        let running = server.running.filter(|_| !session.game().is_over());
        return [
            reading(
                Color::White,
                Some(white_ms),
                white_moves,
                running == Some(Color::White),
            ),
            reading(
                Color::Black,
                Some(black_ms),
                black_moves,
                running == Some(Color::Black),
            ),
        ];
    }
    [
        reading(Color::White, None, white_moves, false),
        reading(Color::Black, None, black_moves, false),
    ]
}

/// Both clocks with completed moves; the running side marked. Without a clock, the moves.
fn clock_lines(app: &Screen<'_>) -> Vec<Line<'static>> {
    let speech = ClockSpeech::new(app.session().voice(), SecondsStyle::Whole);
    let label = app.words().moves_label;
    clock_readings(app)
        .iter()
        .map(|reading| {
            let side = speech.side(reading.color);
            let moves = reading.moves;
            let mark = if reading.running { " ◀" } else { "" };
            Line::from(match reading.ms {
                Some(ms) => format!("{side:<8} {:>8}  {label} {moves}{mark}", clock_face(ms)),
                None if reading.color == Color::Black => {
                    format!("{side:<8} {label} {moves}   {}", app.strings().no_clock)
                }
                None => format!("{side:<8} {label} {moves}"),
            })
        })
        .collect()
}

fn moves_without_clock(app: &Screen<'_>) -> (u64, u64) {
    let game = app.session().game();
    let plies = game.history().len() as u64;
    match game.start().turn() {
        Color::White => (plies.div_ceil(2), plies / 2),
        Color::Black => (plies / 2, plies.div_ceil(2)),
    }
}

/// The score sheet in SAN with the language's piece letters (or symbols): "1. e4 e5".
pub(super) fn sheet_lines(app: &Screen<'_>) -> Vec<Line<'static>> {
    let game = app.session().game();
    let letters = &app.strings().piece_letters;
    let mut number = game.start().fullmoves().get();
    let mut turn = game.start().turn();
    let mut lines: Vec<String> = Vec::new();
    for san in game.san_list() {
        let san = localized_san(&san, letters, app.view.symbols);
        match turn {
            Color::White => lines.push(format!("{number}. {san}")),
            Color::Black => match lines.last_mut() {
                Some(line) if line.starts_with(&format!("{number}. ")) => {
                    line.push(' ');
                    line.push_str(&san);
                }
                _ => lines.push(format!("{number}... {san}")),
            },
        }
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
    }
    lines.into_iter().map(Line::from).collect()
}

/// SAN's English piece letters (K Q R B N; files are lower case) in the language's letters.
fn localized_san(san: &str, letters: &ByRole, symbols: bool) -> String {
    san.chars()
        .map(|c| {
            let role = match c {
                'K' => Role::King,
                'Q' => Role::Queen,
                'R' => Role::Rook,
                'B' => Role::Bishop,
                'N' => Role::Knight,
                other => return other.to_string(),
            };
            if symbols {
                piece_symbol(Piece {
                    color: Color::White,
                    role,
                })
                .to_string()
            } else {
                letters.get(role).to_owned()
            }
        })
        .collect()
}

/// The end of the log, wrapped to the panel's width.
pub(super) fn said_lines(app: &Screen<'_>, width: u16, height: u16) -> Vec<Line<'static>> {
    let width = usize::from(width).max(1);
    let mut lines = Vec::new();
    // Only as many entries as can show: each takes at least one line.
    let start = app.log().len().saturating_sub(usize::from(height));
    for said in &app.log()[start..] {
        let style = if said.private {
            Style::new().add_modifier(Modifier::ITALIC)
        } else {
            Style::new()
        };
        for piece in wrap(&said.text, width) {
            lines.push(Line::styled(piece, style));
        }
    }
    last(lines, usize::from(height))
}

/// The last `n` lines.
pub(super) fn last(mut lines: Vec<Line<'static>>, n: usize) -> Vec<Line<'static>> {
    let skip = lines.len().saturating_sub(n);
    lines.drain(..skip);
    lines
}

/// Breaks text into lines of at most `width` characters, at spaces where possible.
pub(super) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let mut word = word.to_owned();
        let used = line.chars().count();
        if used > 0 && used + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        while word.chars().count() > width {
            let head: String = word.chars().take(width).collect();
            let rest: String = word.chars().skip(width).collect();
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            lines.push(head);
            word = rest;
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    lines.push(line);
    lines
}

/// The key hints: help, press, leave, focus — the first key of each where the focus is, the
/// most needed first (a narrow screen cuts the end).
fn hints(app: &Screen<'_>) -> String {
    let words = app.words();
    let scope = match app.focus() {
        Focus::Board => keys::Scope::Board,
        Focus::Input => keys::Scope::Input,
    };
    [
        Action::Help,
        Action::Press,
        Action::Quit,
        Action::SwitchFocus,
    ]
    .iter()
    .filter_map(|&action| keys::available(scope).find(|b| b.action == action))
    .filter_map(|binding| {
        let key = binding.keys.first()?;
        Some(format!(
            "{} {}",
            keys::key_name(*key, words),
            keys::describe(binding, words)
        ))
    })
    .collect::<Vec<_>>()
    .join(" · ")
}

#[cfg(test)]
mod tests;
