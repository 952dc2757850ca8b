//! Training on the full screen (`annabella train --screen`): the puzzle's board, everything said,
//! and the line the player types into, with the terminal cursor on its caret every frame (screen
//! readers and magnifiers follow it).
//!
//! ```text
//! ┌Puzzle────────────────────────┐
//! │    a  b  c  d  e  f  g  h    │
//! │ 8  .  .  .  .  .  .  .  .  8 │
//! │ …                            │
//! └──────────────────────────────┘
//! ┌Said──────────────────────────┐
//! │Black to move: find the best… │
//! └──────────────────────────────┘
//! ┌Move or command───────────────┐
//! │> Re5                         │
//! └──────────────────────────────┘
//! ```
//!
//! The state ([`TrainView`]) holds no terminal: its keys are handled here and a test draws it
//! on a `TestBackend`.

use std::collections::VecDeque;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget};
use shakmaty::{Board, Color, File, Rank, Square};

/// The utterances kept on the screen, at most (the oldest leave first).
const SAID_LIMIT: usize = 200;

/// The longest line typed, in characters (a move or a command is a few words).
const INPUT_LIMIT: usize = 200;

/// The prompt before the typed line.
const PROMPT: &str = "> ";

/// What a key asks of the training.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrainKey {
    /// Enter: the line typed, as line mode would read it.
    Line(String),
    /// Ctrl-C, or Ctrl-D on an empty line: leave, as the end of input does.
    Leave,
}

/// The training screen's state: the position shown, what was said, the line being typed.
#[derive(Debug, Clone)]
pub struct TrainView {
    board: Board,
    /// The side at the bottom: the player's.
    bottom: Color,
    title: String,
    /// The titles of the log and the input line, in the interface language.
    said_title: String,
    input_title: String,
    said: VecDeque<String>,
    input: Vec<char>,
    caret: usize,
}

impl TrainView {
    /// An empty view; its boxes titled `said_title` and `input_title`.
    pub fn new(said_title: String, input_title: String) -> TrainView {
        TrainView {
            board: Board::empty(),
            bottom: Color::White,
            title: String::new(),
            said_title,
            input_title,
            said: VecDeque::new(),
            input: Vec::new(),
            caret: 0,
        }
    }

    /// The position shown, the player's side at the bottom, under `title` ("puzzle 0008Q").
    pub fn show_board(&mut self, board: &Board, bottom: Color, title: &str) {
        self.board = board.clone();
        self.bottom = bottom;
        title.clone_into(&mut self.title);
    }

    /// An utterance said: the newest at the bottom of the log.
    pub fn said(&mut self, text: &str) {
        if self.said.len() == SAID_LIMIT {
            self.said.pop_front();
        }
        self.said.push_back(text.to_owned());
    }

    pub fn log(&self) -> impl Iterator<Item = &str> {
        self.said.iter().map(String::as_str)
    }

    /// The line being typed.
    pub fn input(&self) -> String {
        self.input.iter().collect()
    }

    /// A key pressed: the line edited, or what it asks.
    pub fn key(&mut self, key: KeyEvent) -> Option<TrainKey> {
        if key.kind == KeyEventKind::Release {
            return None;
        }
        let control = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Char('c') if control => return Some(TrainKey::Leave),
            KeyCode::Char('d') if control && self.input.is_empty() => {
                return Some(TrainKey::Leave);
            }
            KeyCode::Char(c) if !control => self.insert(c),
            KeyCode::Enter => {
                let line = self.input();
                self.input.clear();
                self.caret = 0;
                return Some(TrainKey::Line(line));
            }
            KeyCode::Backspace if self.caret > 0 => {
                self.caret -= 1;
                self.input.remove(self.caret);
            }
            KeyCode::Delete if self.caret < self.input.len() => {
                self.input.remove(self.caret);
            }
            KeyCode::Left => self.caret = self.caret.saturating_sub(1),
            KeyCode::Right => self.caret = (self.caret + 1).min(self.input.len()),
            KeyCode::Home => self.caret = 0,
            KeyCode::End => self.caret = self.input.len(),
            _ => {}
        }
        None
    }

    /// Text pasted: typed at the caret, its line breaks as spaces.
    pub fn paste(&mut self, text: &str) {
        for c in text.chars() {
            self.insert(if c.is_control() { ' ' } else { c });
        }
    }

    fn insert(&mut self, c: char) {
        if self.input.len() < INPUT_LIMIT {
            self.input.insert(self.caret, c);
            self.caret += 1;
        }
    }

    /// The areas: the board, the log, the input line.
    fn areas(area: Rect) -> [Rect; 3] {
        Layout::vertical([
            Constraint::Length(12),
            Constraint::Min(3),
            Constraint::Length(3),
        ])
        .areas(area)
    }

    /// Draws the view and puts the terminal cursor on the input line's caret.
    pub fn draw(&self, frame: &mut Frame<'_>) {
        let area = frame.area();
        frame.render_widget(self, area);
        frame.set_cursor_position(self.caret_position(area));
    }

    /// Where the caret is on the screen.
    pub fn caret_position(&self, area: Rect) -> Position {
        let [_, _, input] = Self::areas(area);
        let width = usize::from(input.width.saturating_sub(2));
        let prompt = PROMPT.chars().count();
        // A line wider than the box shows its end, the caret kept inside.
        let column = (prompt + self.caret).min(width.saturating_sub(1));
        Position::new(
            input.x + 1 + u16::try_from(column).unwrap_or(0),
            input.y + 1,
        )
    }

    /// The board's lines: the files above and below, the player's side at the bottom.
    fn board_lines(&self) -> Vec<Line<'static>> {
        let (files, ranks): (Vec<File>, Vec<Rank>) = match self.bottom {
            Color::White => (
                File::ALL.to_vec(),
                Rank::ALL.iter().rev().copied().collect(),
            ),
            Color::Black => (
                File::ALL.iter().rev().copied().collect(),
                Rank::ALL.to_vec(),
            ),
        };
        let mut letters = String::from("  ");
        for file in &files {
            letters.push_str("  ");
            letters.push(file.char());
        }
        let edge = Line::from(letters);
        let mut lines = vec![edge.clone()];
        for rank in ranks {
            let mut cells = String::new();
            cells.push(rank.char());
            cells.push(' ');
            for &file in &files {
                let square = Square::from_coords(file, rank);
                cells.push_str("  ");
                cells.push(
                    self.board
                        .piece_at(square)
                        .map_or('.', shakmaty::Piece::char),
                );
            }
            cells.push_str("  ");
            cells.push(rank.char());
            lines.push(Line::from(cells));
        }
        lines.push(edge);
        lines
    }
}

impl Widget for &TrainView {
    fn render(self, area: Rect, buffer: &mut Buffer) {
        let [board, log, input] = TrainView::areas(area);
        Paragraph::new(self.board_lines())
            .block(Block::bordered().title(self.title.clone()))
            .render(board, buffer);
        // As many of the newest utterances as the box holds, the newest last.
        let rows = usize::from(log.height.saturating_sub(2));
        let skip = self.said.len().saturating_sub(rows);
        let said: Vec<Line<'_>> = self
            .said
            .iter()
            .skip(skip)
            .map(|text| Line::from(text.as_str()))
            .collect();
        Paragraph::new(said)
            .block(Block::bordered().title(self.said_title.as_str()))
            .render(log, buffer);
        // The end of a line wider than the box.
        let width = usize::from(input.width.saturating_sub(2));
        let typed: String = PROMPT.chars().chain(self.input.iter().copied()).collect();
        let shown: String = typed
            .chars()
            .skip(
                typed
                    .chars()
                    .count()
                    .saturating_sub(width.saturating_sub(1)),
            )
            .collect();
        Paragraph::new(shown)
            .block(Block::bordered().title(self.input_title.as_str()))
            .render(input, buffer);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::KeyEvent;
    use shakmaty::{Chess, Position as _};

    fn view() -> TrainView {
        TrainView::new("Said".into(), "Move or command".into())
    }

    fn press(view: &mut TrainView, code: KeyCode) -> Option<TrainKey> {
        view.key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    fn screen(view: &TrainView) -> (Vec<String>, Position) {
        let mut terminal = Terminal::new(TestBackend::new(40, 20)).unwrap();
        terminal.draw(|frame| view.draw(frame)).unwrap();
        let buffer = terminal.backend().buffer().clone();
        let rows = (0..20)
            .map(|y| {
                (0..40)
                    .map(|x| buffer[(x, y)].symbol().to_owned())
                    .collect::<String>()
            })
            .collect();
        (rows, terminal.get_cursor_position().unwrap())
    }

    #[test]
    fn the_board_the_latest_words_and_the_typed_line_are_drawn_the_cursor_on_the_caret() {
        let mut view = view();
        view.show_board(Chess::default().board(), Color::White, "puzzle 0008Q");
        view.said("White plays Rook Foxtrot seven");
        view.said("Black to move: find the best move");
        for c in "Re5".chars() {
            press(&mut view, KeyCode::Char(c));
        }
        let (rows, cursor) = screen(&view);
        assert!(rows[0].contains("puzzle 0008Q"), "{rows:#?}");
        assert!(
            rows[2].contains("8   r  n  b  q  k  b  n  r  8"),
            "{rows:#?}"
        );
        assert!(
            rows[9].contains("1   R  N  B  Q  K  B  N  R  1"),
            "{rows:#?}"
        );
        assert!(
            rows.iter()
                .any(|r| r.contains("Black to move: find the best move"))
        );
        assert!(rows[18].contains("> Re5"), "{rows:#?}");
        assert_eq!(cursor, Position::new(1 + 2 + 3, 18));
    }

    #[test]
    fn black_is_at_the_bottom_of_blacks_puzzle() {
        let mut view = view();
        view.show_board(Chess::default().board(), Color::Black, "puzzle");
        let (rows, _) = screen(&view);
        assert!(rows[1].contains("h  g  f  e  d  c  b  a"), "{rows:#?}");
        assert!(
            rows[2].contains("1   R  N  B  K  Q  B  N  R  1"),
            "{rows:#?}"
        );
    }

    #[test]
    fn enter_gives_the_line_typed_edited_and_ctrl_c_leaves() {
        let mut view = view();
        for c in "Rxe5".chars() {
            press(&mut view, KeyCode::Char(c));
        }
        press(&mut view, KeyCode::Left);
        press(&mut view, KeyCode::Left);
        press(&mut view, KeyCode::Backspace);
        assert_eq!(view.input(), "Re5");
        assert_eq!(
            press(&mut view, KeyCode::Enter),
            Some(TrainKey::Line("Re5".into()))
        );
        assert_eq!(view.input(), "");
        assert_eq!(
            view.key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
            Some(TrainKey::Leave)
        );
        view.paste("hint\n");
        assert_eq!(view.input(), "hint ");
    }

    #[test]
    fn the_log_keeps_the_newest_within_its_bound() {
        let mut view = view();
        for n in 0..SAID_LIMIT + 5 {
            view.said(&n.to_string());
        }
        assert_eq!(view.log().count(), SAID_LIMIT);
        assert_eq!(view.log().next(), Some("5"));
    }
}
