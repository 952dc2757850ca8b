//! The arbiter's console on the full screen (ratatui), over the console's model
//! ([`crate::hall::console::Hall`]): no terminal here, so tests drive it with keys and draw it
//! on ratatui's `TestBackend`.
//!
//! Two layouts, as the table's screen has:
//!
//! - **sighted**: the tables one line each (board, names, whose move, clocks, state), the open
//!   alerts, the lines said last, and the command line; Tab moves between the tables, the alerts
//!   and the command line, Up and Down choose, Enter looks at the chosen table or acknowledges
//!   the chosen alert (or runs the typed command); the terminal cursor sits on the chosen line or
//!   the command line's caret;
//! - **screen reader**: a transcript. Each line said (news, an answer, the table or alert just
//!   chosen) is one new line, written once; the title never changes, no clock ticks, so a state
//!   that changes nothing said changes nothing on the screen; the cursor rests on the latest line
//!   said, or on the command line's caret while typing.
//!
//! ```text
//! annabella arbiter · F1 the keys · Ctrl-Q leave
//! board 12: 23... Rxe4
//! alert 4: board 12: White's flag fell
//! > look 1_
//! ```

use std::collections::VecDeque;

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::{Position, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::hall::command::ConsoleCommand;
use crate::hall::console::Hall;
use crate::hall::words::HallWords;

/// The most lines said kept for the screen (older ones have scrolled away long before).
pub const SAID_KEPT: usize = 500;
/// The most characters typed on the command line (a command is a few words).
const INPUT_CHARS: usize = 200;
/// The prompt of the screen reader's command line.
const READER_PROMPT: &str = "> ";

/// Which layout the console's screen has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ConsoleLayout {
    #[default]
    Sighted,
    ScreenReader,
}

/// Where the keys go: a list (Up and Down choose in it, Enter acts on the chosen line) or the
/// command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConsoleFocus {
    Tables,
    Alerts,
    Input,
}

/// What a key asks of the console.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyOutcome {
    /// Nothing to carry out (the screen may still have changed).
    Nothing,
    /// A command to carry out, typed or made by the key.
    Command(ConsoleCommand),
}

/// The console's screen: the lines said, the command line, what is chosen.
#[derive(Debug)]
pub struct ConsoleScreen {
    layout: ConsoleLayout,
    words: HallWords,
    said: VecDeque<String>,
    input: String,
    focus: ConsoleFocus,
    /// The chosen table and alert, as positions in their lists (kept within them when drawn).
    table: usize,
    alert: usize,
    /// Something to draw since the last frame.
    dirty: bool,
}

impl ConsoleScreen {
    pub fn new(layout: ConsoleLayout, words: HallWords) -> Self {
        Self {
            layout,
            words,
            said: VecDeque::new(),
            input: String::new(),
            focus: ConsoleFocus::Input,
            table: 0,
            alert: 0,
            dirty: true,
        }
    }

    pub fn layout(&self) -> ConsoleLayout {
        self.layout
    }

    pub fn focus(&self) -> ConsoleFocus {
        self.focus
    }

    /// The lines said, oldest first.
    pub fn said(&self) -> impl Iterator<Item = &str> {
        self.said.iter().map(String::as_str)
    }

    /// A line the console says: kept for the screen, the oldest going past [`SAID_KEPT`].
    pub fn say(&mut self, line: &str) {
        if self.said.len() >= SAID_KEPT {
            self.said.pop_front();
        }
        self.said.push_back(line.to_owned());
        self.dirty = true;
    }

    /// The tables' states changed: the sighted layout shows them; the screen reader's changes
    /// only with what is said.
    pub fn tables_changed(&mut self) {
        if self.layout == ConsoleLayout::Sighted {
            self.dirty = true;
        }
    }

    /// The whole screen is to be drawn again (the terminal was resized).
    pub fn redraw(&mut self) {
        self.dirty = true;
    }

    /// Whether something waits to be drawn.
    pub fn is_dirty(&self) -> bool {
        self.dirty
    }

    /// Whether a frame is due; taken once.
    pub fn take_dirty(&mut self) -> bool {
        std::mem::take(&mut self.dirty)
    }

    /// A pasted text, onto the command line (one line, bounded).
    pub fn on_paste(&mut self, text: &str) {
        for c in text.chars().take_while(|c| *c != '\n' && *c != '\r') {
            self.type_char(c);
        }
        self.focus = ConsoleFocus::Input;
        self.dirty = true;
    }

    /// A key pressed.
    pub fn on_key(&mut self, key: KeyEvent, hall: &Hall) -> KeyOutcome {
        self.dirty = true;
        let control = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Char('q' | 'c') if control => KeyOutcome::Command(ConsoleCommand::Quit),
            KeyCode::Char(c) if !control => {
                self.type_char(c);
                self.focus = ConsoleFocus::Input;
                KeyOutcome::Nothing
            }
            KeyCode::Backspace => {
                self.input.pop();
                self.focus = ConsoleFocus::Input;
                KeyOutcome::Nothing
            }
            KeyCode::Esc => {
                self.input.clear();
                KeyOutcome::Nothing
            }
            KeyCode::F(1) => {
                let keys = self.words.say("hall-screen-keys", &[]);
                self.say(&keys);
                KeyOutcome::Nothing
            }
            KeyCode::Tab => {
                self.focus = match self.focus {
                    ConsoleFocus::Tables => ConsoleFocus::Alerts,
                    ConsoleFocus::Alerts => ConsoleFocus::Input,
                    ConsoleFocus::Input => ConsoleFocus::Tables,
                };
                self.say_chosen(hall);
                KeyOutcome::Nothing
            }
            KeyCode::BackTab => {
                self.focus = match self.focus {
                    ConsoleFocus::Tables => ConsoleFocus::Input,
                    ConsoleFocus::Alerts => ConsoleFocus::Tables,
                    ConsoleFocus::Input => ConsoleFocus::Alerts,
                };
                self.say_chosen(hall);
                KeyOutcome::Nothing
            }
            KeyCode::Up | KeyCode::Down => {
                if self.focus == ConsoleFocus::Input {
                    self.focus = ConsoleFocus::Tables;
                } else {
                    let (chosen, count) = match self.focus {
                        ConsoleFocus::Alerts => (&mut self.alert, hall.open_alerts().count()),
                        _ => (&mut self.table, hall.tables().count()),
                    };
                    *chosen = if key.code == KeyCode::Up {
                        chosen.saturating_sub(1)
                    } else {
                        (*chosen + 1).min(count.saturating_sub(1))
                    };
                }
                self.say_chosen(hall);
                KeyOutcome::Nothing
            }
            KeyCode::Enter => self.enter(hall),
            _ => KeyOutcome::Nothing,
        }
    }

    fn type_char(&mut self, c: char) {
        if !c.is_control() && self.input.chars().count() < INPUT_CHARS {
            self.input.push(c);
        }
    }

    /// Enter: the typed command, else the chosen line's action.
    fn enter(&mut self, hall: &Hall) -> KeyOutcome {
        if !self.input.trim().is_empty() {
            let typed = std::mem::take(&mut self.input);
            if self.layout == ConsoleLayout::ScreenReader {
                // The command stays in the transcript, as a terminal keeps it.
                self.say(&format!(
                    "{READER_PROMPT}{}",
                    crate::core::text::plain_line(&typed, INPUT_CHARS)
                ));
            }
            return KeyOutcome::Command(ConsoleCommand::read(&typed));
        }
        match self.focus {
            ConsoleFocus::Tables => self
                .chosen_table(hall)
                .map_or(KeyOutcome::Nothing, |board| {
                    KeyOutcome::Command(ConsoleCommand::Look(board))
                }),
            ConsoleFocus::Alerts => self.chosen_alert(hall).map_or(KeyOutcome::Nothing, |id| {
                KeyOutcome::Command(ConsoleCommand::Acknowledge(id))
            }),
            ConsoleFocus::Input => KeyOutcome::Nothing,
        }
    }

    /// The chosen table's number (the last one when the choice is past the list).
    fn chosen_table(&self, hall: &Hall) -> Option<u32> {
        let count = hall.tables().count();
        hall.tables()
            .nth(self.table.min(count.saturating_sub(1)))
            .map(|view| view.number)
    }

    /// The chosen open alert's number.
    fn chosen_alert(&self, hall: &Hall) -> Option<u64> {
        let count = hall.open_alerts().count();
        hall.open_alerts()
            .nth(self.alert.min(count.saturating_sub(1)))
            .map(|alert| alert.id)
    }

    /// For the screen reader, what the focus is now on, said as a line of the transcript (the
    /// sighted layout shows it chosen).
    fn say_chosen(&mut self, hall: &Hall) {
        if self.layout != ConsoleLayout::ScreenReader {
            return;
        }
        let line = match self.focus {
            ConsoleFocus::Tables => match self.chosen_table(hall).and_then(|n| hall.table(n)) {
                Some(view) => self.words.table(view),
                None => self.words.say("hall-no-tables", &[]),
            },
            ConsoleFocus::Alerts => {
                let id = self.chosen_alert(hall);
                match hall.open_alerts().find(|a| Some(a.id) == id) {
                    Some(alert) => self.words.alert(alert),
                    None => self.words.say("hall-no-alerts", &[]),
                }
            }
            ConsoleFocus::Input => self.words.say("hall-screen-command", &[]),
        };
        self.say(&line);
    }

    /// Draws the screen and puts the terminal cursor where the focus is.
    pub fn draw(&self, hall: &Hall, frame: &mut Frame<'_>) {
        let area = frame.area();
        let page = match self.layout {
            ConsoleLayout::Sighted => self.sighted_page(hall, area),
            ConsoleLayout::ScreenReader => self.reader_page(area),
        };
        let lines: Vec<Line<'_>> = page.rows.into_iter().map(Row::into_line).collect();
        frame.render_widget(Paragraph::new(lines), area);
        if let Some((column, row)) = page.cursor {
            let position = Position::new(
                area.x + u16::try_from(column).unwrap_or(u16::MAX),
                area.y + u16::try_from(row).unwrap_or(u16::MAX),
            );
            if area.contains(position) {
                frame.set_cursor_position(position);
            }
        }
    }

    /// The panels: title, tables, alerts, lines said, command line.
    fn sighted_page(&self, hall: &Hall, area: Rect) -> Page {
        let width = usize::from(area.width).max(1);
        let height = usize::from(area.height);
        let tables: Vec<(u32, String)> = hall
            .tables()
            .map(|view| (view.number, self.words.table(view)))
            .collect();
        let alerts: Vec<String> = hall.open_alerts().map(|a| self.words.alert(a)).collect();
        let title = self.words.say(
            "hall-screen-title",
            &[
                ("tables", &tables.len().to_string()),
                ("alerts", &alerts.len().to_string()),
            ],
        );
        let mut rows = vec![Row::plain(cut(&title, width))];
        // Title, three headings and the command line; the rest shared: the tables first.
        let room = height.saturating_sub(5);
        let table_rows = tables.len().clamp(1, (room / 2).max(1));
        let alert_rows = alerts.len().clamp(1, (room / 4).max(1));
        let said_rows = room.saturating_sub(table_rows + alert_rows);
        let mut cursor = None;

        rows.push(Row::heading(cut(
            &self.words.say("hall-screen-tables", &[]),
            width,
        )));
        let lines: Vec<String> = tables.iter().map(|(_, line)| line.clone()).collect();
        let chosen = self.table.min(tables.len().saturating_sub(1));
        let empty = self.words.say("hall-no-tables", &[]);
        let at = list(&mut rows, &lines, chosen, table_rows, width, &empty);
        if self.focus == ConsoleFocus::Tables {
            cursor = at.map(|row| (0, row));
        }

        rows.push(Row::heading(cut(
            &self.words.say("hall-screen-alerts", &[]),
            width,
        )));
        let chosen = self.alert.min(alerts.len().saturating_sub(1));
        let empty = self.words.say("hall-no-alerts", &[]);
        let at = list(&mut rows, &alerts, chosen, alert_rows, width, &empty);
        if self.focus == ConsoleFocus::Alerts {
            cursor = at.map(|row| (0, row));
        }

        rows.push(Row::heading(cut(
            &self.words.say("hall-screen-said", &[]),
            width,
        )));
        let said: Vec<String> = self
            .said
            .iter()
            .flat_map(|line| wrap(line, width))
            .collect();
        let first = said.len().saturating_sub(said_rows);
        for line in &said[first..] {
            rows.push(Row::plain(line.clone()));
        }
        for _ in said.len() - first..said_rows {
            rows.push(Row::plain(String::new()));
        }

        let prompt = format!("{} ", self.words.say("hall-screen-command", &[]));
        let (line, caret) = input_line(&prompt, &self.input, width);
        if self.focus == ConsoleFocus::Input {
            cursor = Some((caret, rows.len()));
        }
        rows.push(Row::plain(line));
        Page { rows, cursor }
    }

    /// The transcript: a title that never changes, each line said once, the command line.
    fn reader_page(&self, area: Rect) -> Page {
        let width = usize::from(area.width).max(1);
        let height = usize::from(area.height).max(2);
        let title = self.words.say("hall-screen-reader-title", &[]);
        let mut said: Vec<String> = Vec::new();
        let mut latest_start = None;
        for line in &self.said {
            latest_start = Some(said.len());
            said.extend(wrap(line, width));
        }
        let (prompt, caret) = input_line(READER_PROMPT, &self.input, width);
        // The oldest lines leave at the top, under the title, as a terminal scrolls.
        let room = height - 2;
        let first = said.len().saturating_sub(room);
        let mut rows = vec![Row::plain(cut(&title, width))];
        rows.extend(said[first..].iter().cloned().map(Row::plain));
        let prompt_row = rows.len();
        rows.push(Row::plain(prompt));
        let cursor = match (self.focus, latest_start) {
            (ConsoleFocus::Tables | ConsoleFocus::Alerts, Some(start)) => {
                Some((0, 1 + start.saturating_sub(first)))
            }
            _ => Some((caret, prompt_row)),
        };
        Page { rows, cursor }
    }
}

/// Adds a list's visible lines to `rows` (scrolled so the chosen line shows, marked `>`);
/// returns the chosen line's row.
fn list(
    rows: &mut Vec<Row>,
    lines: &[String],
    chosen: usize,
    room: usize,
    width: usize,
    empty: &str,
) -> Option<usize> {
    if lines.is_empty() {
        rows.push(Row::plain(cut(empty, width)));
        for _ in 1..room {
            rows.push(Row::plain(String::new()));
        }
        return None;
    }
    let first = chosen.saturating_sub(room.saturating_sub(1));
    let mut at = None;
    for (index, line) in lines.iter().enumerate().skip(first).take(room) {
        let mark = if index == chosen { "> " } else { "  " };
        let text = cut(&format!("{mark}{line}"), width);
        if index == chosen {
            at = Some(rows.len());
            rows.push(Row::chosen(text));
        } else {
            rows.push(Row::plain(text));
        }
    }
    for _ in lines.len().saturating_sub(first).min(room)..room {
        rows.push(Row::plain(String::new()));
    }
    at
}

/// The command line: the prompt and what is typed (its end, when longer than the screen), and
/// the caret's column.
fn input_line(prompt: &str, input: &str, width: usize) -> (String, usize) {
    let prompt_chars = prompt.chars().count();
    let room = width.saturating_sub(prompt_chars + 1).max(1);
    let typed = input.chars().count();
    let shown: String = input.chars().skip(typed.saturating_sub(room)).collect();
    let caret = (prompt_chars + shown.chars().count()).min(width.saturating_sub(1));
    (cut(&format!("{prompt}{shown}"), width), caret)
}

/// The first `width` characters.
fn cut(text: &str, width: usize) -> String {
    text.chars().take(width).collect()
}

/// Text broken into lines of at most `width` characters, at spaces where it can.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let mut word: Vec<char> = word.chars().collect();
        let used = line.chars().count();
        if used > 0 && used + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
        }
        while word.len() > width {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            lines.push(word.drain(..width).collect());
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.extend(word);
    }
    lines.push(line);
    lines
}

/// One row of the screen and how it is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Row {
    text: String,
    style: Style,
}

impl Row {
    fn plain(text: String) -> Self {
        Self {
            text,
            style: Style::default(),
        }
    }

    fn heading(text: String) -> Self {
        Self {
            text,
            style: Style::default().add_modifier(Modifier::BOLD),
        }
    }

    fn chosen(text: String) -> Self {
        Self {
            text,
            style: Style::default().add_modifier(Modifier::REVERSED),
        }
    }

    fn into_line(self) -> Line<'static> {
        Line::from(Span::styled(self.text, self.style))
    }
}

/// The screen's rows and the cursor's (column, row).
#[derive(Debug)]
struct Page {
    rows: Vec<Row>,
    cursor: Option<(usize, usize)>,
}

#[cfg(test)]
mod tests {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::{KeyEvent, KeyModifiers};

    use super::*;
    use crate::core::catalogue::Catalogue;
    use crate::core::language::UiLanguage;
    use crate::hall::state::TableState;
    use crate::hall::{presence_topic, state_topic};

    fn words() -> HallWords {
        HallWords::new(Catalogue::of(UiLanguage::ENGLISH))
    }

    fn state(table: u32, moves: &[&str]) -> Vec<u8> {
        TableState::sample(table, &format!("White {table}"), moves).to_json()
    }

    fn hall() -> Hall {
        let mut hall = Hall::new();
        hall.receive(&state_topic(1), &state(1, &["e4", "e5"]));
        hall.receive(&state_topic(2), &state(2, &["d4"]));
        hall.receive(&presence_topic(2), b"online");
        hall.receive(&presence_topic(2), b"gone");
        hall
    }

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn rows(
        screen: &ConsoleScreen,
        hall: &Hall,
        width: u16,
        height: u16,
    ) -> (Vec<String>, Position) {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal.draw(|frame| screen.draw(hall, frame)).unwrap();
        let buffer = terminal.backend().buffer().clone();
        let rows = (0..height)
            .map(|y| {
                (0..width)
                    .map(|x| buffer[(x, y)].symbol().to_owned())
                    .collect::<String>()
                    .trim_end()
                    .to_owned()
            })
            .collect();
        (rows, terminal.get_cursor_position().unwrap())
    }

    #[test]
    fn the_sighted_layout_lists_the_tables_and_alerts_and_enter_looks_or_acknowledges() {
        let hall = hall();
        let mut screen = ConsoleScreen::new(ConsoleLayout::Sighted, words());
        screen.say("board 1: 1... e5");
        let (shown, cursor) = rows(&screen, &hall, 100, 16);
        assert!(shown[0].contains("tables: 2"), "{shown:?}");
        assert_eq!(shown[1], "Tables");
        assert!(shown[2].starts_with("> board 1: White 1 against Bruno Kurz, move 2"));
        assert!(shown[3].starts_with("  board 2: White 2 against Bruno Kurz"));
        assert!(shown[3].ends_with("table lost"), "{shown:?}");
        assert!(shown.contains(&"> alert 1: board 2: table lost".to_owned()));
        assert!(shown.contains(&"board 1: 1... e5".to_owned()));
        assert_eq!(shown[15], "Command:");
        assert_eq!(
            cursor,
            Position::new(9, 15),
            "the caret on the command line"
        );

        // Tab to the tables, Down to board 2: the cursor on its line; Enter looks at it.
        assert_eq!(screen.on_key(key(KeyCode::Tab), &hall), KeyOutcome::Nothing);
        assert_eq!(
            screen.on_key(key(KeyCode::Down), &hall),
            KeyOutcome::Nothing
        );
        let (shown, cursor) = rows(&screen, &hall, 100, 16);
        assert!(shown[3].starts_with("> board 2"), "{shown:?}");
        assert_eq!(cursor, Position::new(0, 3));
        assert_eq!(
            screen.on_key(key(KeyCode::Enter), &hall),
            KeyOutcome::Command(ConsoleCommand::Look(2))
        );
        // To the alerts: Enter acknowledges the chosen one.
        screen.on_key(key(KeyCode::Tab), &hall);
        assert_eq!(
            screen.on_key(key(KeyCode::Enter), &hall),
            KeyOutcome::Command(ConsoleCommand::Acknowledge(1))
        );
        // Typing goes to the command line; Enter runs it.
        for c in "moves 1".chars() {
            screen.on_key(key(KeyCode::Char(c)), &hall);
        }
        assert_eq!(screen.focus(), ConsoleFocus::Input);
        assert_eq!(
            screen.on_key(key(KeyCode::Enter), &hall),
            KeyOutcome::Command(ConsoleCommand::Moves {
                board: 1,
                count: crate::hall::command::LAST_MOVES
            })
        );
        assert_eq!(
            screen.on_key(
                KeyEvent::new(KeyCode::Char('q'), KeyModifiers::CONTROL),
                &hall
            ),
            KeyOutcome::Command(ConsoleCommand::Quit)
        );
    }

    #[test]
    fn the_screen_readers_layout_is_a_transcript_with_the_cursor_on_the_line_just_said() {
        let hall = hall();
        let mut screen = ConsoleScreen::new(ConsoleLayout::ScreenReader, words());
        screen.say("alert 1: board 2: table lost");
        assert!(screen.take_dirty());
        // A table's state that says nothing draws nothing.
        screen.tables_changed();
        assert!(!screen.take_dirty());
        let (shown, cursor) = rows(&screen, &hall, 60, 8);
        assert_eq!(shown[1], "alert 1: board 2: table lost");
        assert_eq!(shown[2], ">");
        assert_eq!(cursor, Position::new(2, 2), "typing: the caret");
        // Down chooses the first table: said as a new line, the cursor on it.
        screen.on_key(key(KeyCode::Down), &hall);
        let (shown, cursor) = rows(&screen, &hall, 60, 8);
        assert!(
            shown[2].starts_with("board 1: White 1 against Bruno"),
            "{shown:?}"
        );
        assert_eq!(cursor, Position::new(0, 2));
        // A typed command stays in the transcript.
        for c in "tables".chars() {
            screen.on_key(key(KeyCode::Char(c)), &hall);
        }
        assert_eq!(
            screen.on_key(key(KeyCode::Enter), &hall),
            KeyOutcome::Command(ConsoleCommand::Tables)
        );
        let (shown, _) = rows(&screen, &hall, 60, 8);
        assert!(shown.contains(&"> tables".to_owned()), "{shown:?}");
        // A long transcript scrolls under the title.
        for n in 0..20 {
            screen.say(&format!("line {n}"));
        }
        let (shown, cursor) = rows(&screen, &hall, 60, 8);
        assert!(shown[0].starts_with("annabella arbiter"), "{shown:?}");
        assert_eq!(shown[6], "line 19");
        assert_eq!(shown[7], ">");
        assert_eq!(cursor, Position::new(2, 7));
    }
}
