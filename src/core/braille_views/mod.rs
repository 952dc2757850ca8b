//! What a braille display shows of the table, and what its keys do: pure, so every view, every
//! pan and every routing key is tested without a display.
//!
//! Four views, in this order: the last announcement, the board, the clocks, the score sheet.
//! Each is a list of lines; the display shows as many lines as it has rows, from a line and a
//! cell offset. Panning right shows the rest of a line too long for the display, then the next
//! line, then the next view (after the score sheet, the announcement again); panning left goes
//! back the same way. Line up and down move within a view, top and bottom to its ends, the
//! paragraph keys to the other views, and home back to the announcement.
//!
//! On the board, a routing key above a square picks it: the table says what stands there (as
//! the `square` command would), a piece of the side to move is selected, and a second square
//! makes the move from the first to the second, handed to the table as a move chosen on a board
//! (legal check, announcement and clock rules unchanged). The same square twice drops the
//! selection.

pub mod dots;
mod lines;
pub mod words;

use shakmaty::{Color, Position, Square};

use crate::core::command::Command;
use crate::core::session::{Argument, Session};
use crate::core::square_move::move_between;
use crate::core::table::TableInput;

pub use words::BrailleWords;

/// How often the clocks view is drawn again while it is shown.
const CLOCK_LOOK_MS: u64 = 200;

/// A display's size in cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DisplaySize {
    pub columns: u16,
    pub rows: u16,
}

impl DisplaySize {
    /// A one-line display.
    pub fn line(columns: u16) -> Self {
        Self { columns, rows: 1 }
    }

    /// Every cell of the display.
    pub fn cells(self) -> usize {
        usize::from(self.columns) * usize::from(self.rows)
    }

    /// Whether a rank with its number (10 cells) fits on one line.
    pub fn holds_a_rank(self) -> bool {
        self.columns >= 10
    }
}

/// A key of the display, as BRLTTY names its commands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BrailleKey {
    PanLeft,
    PanRight,
    LineUp,
    LineDown,
    Top,
    Bottom,
    PreviousView,
    NextView,
    /// Back to the announcement.
    Home,
    /// The routing key above this cell (0 is the first cell of the first row).
    Route(u16),
}

/// Why there is no display, or no longer one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BrailleTrouble {
    /// No BRLTTY answers (not running, or its key is not ours to read).
    NotRunning,
    /// BRLTTY runs without a display (no cells).
    NoCells,
    /// BRLTTY would not hand over the display.
    Refused,
    /// The connection to BRLTTY ended.
    Closed,
    /// The display's companion program is not installed or cannot be started.
    CompanionMissing,
    /// The display's companion program stopped (it crashed, or was stopped).
    CompanionStopped,
}

impl BrailleTrouble {
    /// The reason, in the player's language.
    pub fn reason(self, words: &BrailleWords) -> &'static str {
        match self {
            Self::NotRunning => words.not_running,
            Self::NoCells => words.no_cells,
            Self::Refused => words.refused,
            Self::Closed => words.closed,
            Self::CompanionMissing => words.companion_missing,
            Self::CompanionStopped => words.companion_stopped,
        }
    }
}

/// One of the display's views.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    Announcement,
    Board,
    Clocks,
    ScoreSheet,
}

impl View {
    const ALL: [View; 4] = [
        View::Announcement,
        View::Board,
        View::Clocks,
        View::ScoreSheet,
    ];

    fn index(self) -> usize {
        View::ALL.iter().position(|v| *v == self).unwrap_or(0)
    }

    fn next(self) -> View {
        View::ALL[(self.index() + 1) % View::ALL.len()]
    }

    fn previous(self) -> View {
        View::ALL[(self.index() + View::ALL.len() - 1) % View::ALL.len()]
    }
}

/// One cell of a view: its dots, and the square it stands for on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    pub dots: u8,
    pub square: Option<Square>,
}

/// What a key asks of the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyAction {
    /// For the table: a square's question, a move.
    Table(TableInput),
    /// The selection was dropped (the same square twice).
    Cancelled,
}

/// Where the display is in its views, what it last announced and which square is selected.
#[derive(Debug, Clone)]
pub struct BrailleViews {
    size: DisplaySize,
    /// The side at the bottom of the board (its rank 1 comes last).
    bottom: Color,
    view: View,
    /// The view's line on the display's first row.
    line: usize,
    /// The first cell of those lines shown.
    offset: usize,
    announcement: Vec<String>,
    selected: Option<Square>,
}

impl BrailleViews {
    /// A display of `size` (at least one cell), showing the announcement first.
    pub fn new(size: DisplaySize, bottom: Color) -> Self {
        Self {
            size: DisplaySize {
                columns: size.columns.max(1),
                rows: size.rows.max(1),
            },
            bottom,
            view: View::Announcement,
            line: 0,
            offset: 0,
            announcement: Vec::new(),
            selected: None,
        }
    }

    /// The board seen from `bottom`'s side from now on (a new puzzle, the other side to play).
    pub fn set_bottom(&mut self, bottom: Color) {
        self.bottom = bottom;
        self.selected = None;
    }

    pub fn size(&self) -> DisplaySize {
        self.size
    }

    pub fn view(&self) -> View {
        self.view
    }

    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// A step of the table: what it said becomes the announcement (a step that said nothing
    /// keeps the last one), shown from its start if it is the view; a move drops a selection
    /// made in the position before it.
    pub fn step(&mut self, said: &[String], moved: bool) {
        self.step_from(said, 0, moved);
    }

    /// The same, the announcement shown from its sentence `from` on (the sentences before it
    /// kept above, a line up: the start of a game gathers what was said before the first
    /// move, and the newest sentence is the one to read).
    pub fn step_from(&mut self, said: &[String], from: usize, moved: bool) {
        if moved {
            self.selected = None;
        }
        if said.is_empty() {
            return;
        }
        self.announcement = said.to_vec();
        if self.view == View::Announcement {
            let columns = self.columns();
            self.line = said
                .iter()
                .take(from)
                .map(|text| crate::core::wrap::wrap(text, columns).len())
                .sum();
            self.offset = 0;
        }
    }

    fn columns(&self) -> usize {
        usize::from(self.size.columns)
    }

    fn rows(&self) -> usize {
        usize::from(self.size.rows)
    }

    fn lines(&self, view: View, session: &Session, at_ms: u64) -> Vec<Vec<Cell>> {
        let look = lines::Look {
            session,
            at_ms,
            bottom: self.bottom,
            columns: self.columns(),
            announcement: &self.announcement,
            selected: self.selected,
        };
        lines::view_lines(view, &look)
    }

    /// When the frame may change with no event: on the clocks view of a game with a clock, a
    /// running clock's seconds (looked at five times a second, so the display is at most a
    /// fifth of a second behind); `None` otherwise.
    pub fn next_change(&self, session: &Session, at_ms: u64) -> Option<u64> {
        (self.view == View::Clocks && session.clock().is_some())
            .then(|| at_ms - at_ms % CLOCK_LOOK_MS + CLOCK_LOOK_MS)
    }

    /// The cells on the display now: every row, `columns` cells each, blank past a line's end.
    pub fn frame(&self, session: &Session, at_ms: u64) -> Vec<u8> {
        let lines = self.lines(self.view, session, at_ms);
        let top = self.line.min(lines.len().saturating_sub(1));
        let mut frame = Vec::with_capacity(self.size.cells());
        for row in 0..self.rows() {
            let line = lines.get(top + row).map_or(&[][..], Vec::as_slice);
            frame.extend(
                (0..self.columns())
                    .map(|column| line.get(self.offset + column).map_or(0, |cell| cell.dots)),
            );
        }
        frame
    }

    /// A key pressed: the views move, or the table is asked something.
    pub fn key(&mut self, key: BrailleKey, session: &Session, at_ms: u64) -> Option<KeyAction> {
        let count = self.lines(self.view, session, at_ms).len();
        match key {
            BrailleKey::PanRight => self.pan_right(session, at_ms),
            BrailleKey::PanLeft => self.pan_left(session, at_ms),
            BrailleKey::LineDown => self.go_to_line((self.line + 1).min(count.saturating_sub(1))),
            BrailleKey::LineUp => self.go_to_line(self.line.saturating_sub(1)),
            BrailleKey::Top => self.go_to_line(0),
            BrailleKey::Bottom => self.go_to_line(count.saturating_sub(self.rows())),
            BrailleKey::NextView => self.show(self.view.next()),
            BrailleKey::PreviousView => self.show(self.view.previous()),
            BrailleKey::Home => self.show(View::Announcement),
            BrailleKey::Route(cell) => return self.route(cell, session, at_ms),
        }
        None
    }

    fn go_to_line(&mut self, line: usize) {
        self.line = line;
        self.offset = 0;
    }

    fn show(&mut self, view: View) {
        self.view = view;
        self.go_to_line(0);
    }

    fn pan_right(&mut self, session: &Session, at_ms: u64) {
        let lines = self.lines(self.view, session, at_ms);
        let shown = lines.iter().skip(self.line).take(self.rows());
        let longest = shown.map(Vec::len).max().unwrap_or(0);
        if self.offset + self.columns() < longest {
            self.offset += self.columns();
        } else if self.line + self.rows() < lines.len() {
            self.go_to_line(self.line + self.rows());
        } else {
            self.show(self.view.next());
        }
    }

    fn pan_left(&mut self, session: &Session, at_ms: u64) {
        if self.offset > 0 {
            self.offset = self.offset.saturating_sub(self.columns());
            return;
        }
        let (view, line) = if self.line > 0 {
            (self.view, self.line.saturating_sub(self.rows()))
        } else {
            let view = self.view.previous();
            let count = self.lines(view, session, at_ms).len();
            (view, count.saturating_sub(1) / self.rows() * self.rows())
        };
        let lines = self.lines(view, session, at_ms);
        let longest = lines
            .iter()
            .skip(line)
            .take(self.rows())
            .map(Vec::len)
            .max()
            .unwrap_or(0);
        self.view = view;
        self.line = line;
        // The last piece of the line: panning left reads a long line backwards.
        self.offset = longest.saturating_sub(1) / self.columns() * self.columns();
    }

    /// The square under routing key `cell`, on the board view.
    pub fn square_at(&self, cell: u16, session: &Session, at_ms: u64) -> Option<Square> {
        if self.view != View::Board {
            return None;
        }
        let (row, column) = (
            usize::from(cell) / self.columns(),
            usize::from(cell) % self.columns(),
        );
        if row >= self.rows() {
            return None;
        }
        let lines = self.lines(self.view, session, at_ms);
        lines
            .get(self.line + row)?
            .get(self.offset + column)?
            .square
    }

    fn route(&mut self, cell: u16, session: &Session, at_ms: u64) -> Option<KeyAction> {
        let square = self.square_at(cell, session, at_ms)?;
        let game = session.game();
        let position = game.position();
        let own = !game.is_over()
            && position
                .board()
                .piece_at(square)
                .is_some_and(|piece| piece.color == position.turn());
        let ask = |square| {
            KeyAction::Table(TableInput::Command(
                Command::Square,
                Argument::Square(square),
            ))
        };
        Some(match self.selected {
            Some(from) if from == square => {
                self.selected = None;
                KeyAction::Cancelled
            }
            Some(from) => match move_between(position, from, square) {
                Some(mv) => {
                    self.selected = None;
                    KeyAction::Table(TableInput::Move(mv))
                }
                None if own => {
                    self.selected = Some(square);
                    ask(square)
                }
                None => {
                    // Not a move: the table refuses it in its own words.
                    self.selected = None;
                    KeyAction::Table(TableInput::Squares { from, to: square })
                }
            },
            None => {
                if own {
                    self.selected = Some(square);
                }
                ask(square)
            }
        })
    }
}

#[cfg(test)]
mod tests;
