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
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::style::{Color as Ink, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};
use shakmaty::{Color, File, Piece, Position as _, Rank, Role, Square};

use crate::core::clock::Phase;
use crate::core::clock_speech::{ClockSpeech, SecondsStyle};
use crate::core::strings::ByRole;

use super::app::{Focus, Screen, ViewOptions};
use super::clock_face::clock_face;
use super::keys::{self, Action};

/// The width of the rank labels on each side of the board.
const LABEL: u16 = 3;
pub(super) const PROMPT: &str = "> ";

/// The size of one square on the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Geometry {
    square_w: u16,
    square_h: u16,
}

impl Geometry {
    fn of(view: ViewOptions) -> Self {
        if view.large {
            Self {
                square_w: 5,
                square_h: 3,
            }
        } else {
            Self {
                square_w: 3,
                square_h: 1,
            }
        }
    }

    /// The board with its labels, without the frame.
    fn inner_size(self) -> (u16, u16) {
        (LABEL * 2 + self.square_w * 8, 2 + self.square_h * 8)
    }
}

/// Where each part of the screen goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Areas {
    pub board: Rect,
    pub clock: Rect,
    pub sheet: Rect,
    pub said: Rect,
    pub status: Rect,
    pub input: Rect,
    pub hints: Rect,
}

impl Areas {
    pub fn of(area: Rect, view: &ViewOptions) -> Self {
        let (board_w, board_h) = Geometry::of(*view).inner_size();
        let [top, said, status, input, hints] = Layout::vertical([
            Constraint::Length(board_h + 2),
            Constraint::Min(3),
            Constraint::Length(1),
            Constraint::Length(3),
            Constraint::Length(1),
        ])
        .areas(area);
        let [board, right] =
            Layout::horizontal([Constraint::Length(board_w + 2), Constraint::Min(0)]).areas(top);
        let [clock, sheet] =
            Layout::vertical([Constraint::Length(4), Constraint::Min(0)]).areas(right);
        Self {
            board,
            clock,
            sheet,
            said,
            status,
            input,
            hints,
        }
    }
}

/// Draws the app and puts the terminal cursor where the focus is.
pub fn draw(app: &Screen<'_>, frame: &mut Frame<'_>) {
    let area = frame.area();
    frame.render_widget(app, area);
    if let Some(position) = cursor(app, area) {
        frame.set_cursor_position(position);
    }
}

/// Where the terminal cursor goes: the middle of the focused square, or the caret on the input
/// line. `None` only when the screen is too small to show that place.
pub fn cursor(app: &Screen<'_>, area: Rect) -> Option<Position> {
    let areas = Areas::of(area, &app.view);
    let position = match app.focus() {
        Focus::Board => {
            let inner = framed(areas.board);
            let geometry = Geometry::of(app.view);
            let (column, row) = screen_cell(app.square(), app.view.bottom);
            Position::new(
                inner.x + LABEL + column * geometry.square_w + geometry.square_w / 2,
                inner.y + 1 + row * geometry.square_h + geometry.square_h / 2,
            )
        }
        Focus::Input => {
            let inner = framed(areas.input);
            let (_, caret) = input_window(app, inner.width);
            Position::new(inner.x + caret, inner.y)
        }
    };
    area.contains(position).then_some(position)
}

/// The inside of a framed panel.
fn framed(area: Rect) -> Rect {
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
        let areas = Areas::of(area, &self.view);
        let style = Palette::of(self.view);
        let words = self.words();
        panel(words.board_title, self.focus() == Focus::Board, &style).render(areas.board, buf);
        Paragraph::new(board_lines(self, &style)).render(framed(areas.board), buf);
        Paragraph::new(clock_lines(self))
            .block(panel(words.clock_title, false, &style))
            .render(areas.clock, buf);
        let sheet_inner = framed(areas.sheet);
        Paragraph::new(last(sheet_lines(self), usize::from(sheet_inner.height)))
            .block(panel(words.sheet_title, false, &style))
            .render(areas.sheet, buf);
        let said_inner = framed(areas.said);
        Paragraph::new(said_lines(self, said_inner.width, said_inner.height))
            .block(panel(words.said_title, false, &style))
            .render(areas.said, buf);
        Paragraph::new(self.status().join(" · "))
            .style(style.text.add_modifier(Modifier::BOLD))
            .render(areas.status, buf);
        let (shown, _) = input_window(self, framed(areas.input).width);
        Paragraph::new(format!("{PROMPT}{shown}"))
            .style(style.text)
            .block(panel(
                words.input_title,
                self.focus() == Focus::Input,
                &style,
            ))
            .render(areas.input, buf);
        Paragraph::new(hints(self))
            .style(style.text)
            .render(areas.hints, buf);
    }
}

/// Colours and emphasis.
#[derive(Debug, Clone, Copy)]
struct Palette {
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
    fn of(view: ViewOptions) -> Self {
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

/// The board, rank 8 at the top when White is at the bottom: file letters above and below,
/// rank numbers left and right, each square `square_w` × `square_h` cells with its piece in
/// the middle.
fn board_lines(app: &Screen<'_>, palette: &Palette) -> Vec<Line<'static>> {
    let geometry = Geometry::of(app.view);
    let bottom = app.view.bottom;
    let position = app.session().game().position();
    let letters = &app.strings().piece_letters;
    let width = usize::from(geometry.square_w);
    let files = (0..8u16)
        .map(|column| {
            let file = square_at(column, 0, bottom).file().char();
            format!("{file:^width$}")
        })
        .collect::<Vec<_>>()
        .concat();
    let label_row = Line::from(format!("{:w$}{files}", "", w = usize::from(LABEL)));
    let mut lines = vec![label_row.clone()];
    for row in 0..8u16 {
        let rank = square_at(0, row, bottom).rank().char();
        for sub in 0..geometry.square_h {
            let middle = sub == geometry.square_h / 2;
            let mut spans = Vec::with_capacity(10);
            let side = if middle { rank } else { ' ' };
            spans.push(Span::raw(format!(" {side} ")));
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
            spans.push(Span::raw(format!(" {side} ")));
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

/// Both clocks with completed moves; the running side marked. Without a clock, the moves.
fn clock_lines(app: &Screen<'_>) -> Vec<Line<'static>> {
    let session = app.session();
    let speech = ClockSpeech::new(session.voice(), SecondsStyle::Whole);
    let label = app.words().moves_label;
    let (white_moves, black_moves) = moves_without_clock(app);
    // Online, the server keeps the clock: its last reading, running on.
    if session.clock().is_none()
        && let Some(server) = app.table.online().and_then(|seat| seat.clock())
    {
        let (white_ms, black_ms) = server.at(app.now_ms());
        let running = server.running.filter(|_| !session.game().is_over());
        return [
            (Color::White, white_ms, white_moves),
            (Color::Black, black_ms, black_moves),
        ]
        .into_iter()
        .map(|(color, ms, moves)| {
            let mark = if running == Some(color) { " ◀" } else { "" };
            Line::from(format!(
                "{:<8} {:>8}  {label} {moves}{mark}",
                speech.side(color),
                clock_face(ms)
            ))
        })
        .collect();
    }
    let Some(clock) = session.clock() else {
        let (white, black) = (white_moves, black_moves);
        return vec![
            Line::from(format!("{:<8} {label} {white}", speech.side(Color::White))),
            Line::from(format!(
                "{:<8} {label} {black}   {}",
                speech.side(Color::Black),
                app.strings().no_clock
            )),
        ];
    };
    let running = (clock.phase() == Phase::Running)
        .then(|| clock.turn())
        .flatten();
    Color::ALL
        .iter()
        .map(|&color| {
            let time = clock_face(clock.remaining(color, app.now_ms()));
            let mark = if running == Some(color) { " ◀" } else { "" };
            Line::from(format!(
                "{:<8} {time:>8}  {label} {}{mark}",
                speech.side(color),
                clock.moves(color)
            ))
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
fn sheet_lines(app: &Screen<'_>) -> Vec<Line<'static>> {
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
fn said_lines(app: &Screen<'_>, width: u16, height: u16) -> Vec<Line<'static>> {
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
fn last(mut lines: Vec<Line<'static>>, n: usize) -> Vec<Line<'static>> {
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
