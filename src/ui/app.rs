//! The screen's own state: focus, the focused square, a picked-up piece, the input line, the
//! log of everything said. Keys come in and leave as [`Request`]s for the table; what the table
//! did comes back as a [`Report`] for the log. The screen keeps no journal, speech service or
//! engine: the runtime owns them.
//!
//! Nothing here touches the terminal, so tests drive it with key events.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shakmaty::{Color, File, Position, Rank, Square};

use crate::core::clock::Phase;
use crate::core::clock_speech::{ClockSpeech, SecondsStyle};
use crate::core::message::{Message, Sentences};
use crate::core::queries;
use crate::core::review::ReviewWord;
use crate::core::session::{Argument, Command, Session};
use crate::core::square_move::move_between;
use crate::core::strings::{ScreenWords, Strings};
use crate::core::table::{Table, TableInput};
use crate::runtime::{Report, Request};

use super::keys::{self, Action, Scope};

/// The most log entries kept (the screen shows the last few; the journal keeps the game).
const LOG_LIMIT: usize = 500;

/// The most characters the input line holds: far more than any move or command, few enough that
/// a paste of a megabyte costs no more than this to edit and draw.
pub const INPUT_LIMIT: usize = 1000;

/// How the board is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(
    clippy::struct_excessive_bools,
    reason = "independent display choices, each its own flag on the command line"
)]
pub struct ViewOptions {
    /// The side at the bottom of the screen (the player's side).
    pub bottom: Color,
    /// Large print: each square 5 cells wide and 3 rows high instead of 3 by 1.
    pub large: bool,
    /// Black and white squares, maximal contrast, bold everywhere.
    pub high_contrast: bool,
    /// Chess symbols (♔ ♚) instead of letters.
    pub symbols: bool,
    /// The sighted layout or the one for screen readers and braille displays.
    pub layout: Layout,
    /// A screen reader reads the sighted layout (a player with low vision): the words said
    /// come first on the screen, and the clocks' faces change only with news, not every second.
    pub read_aloud: bool,
}

/// How the screen is laid out.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Layout {
    /// The board, the clocks, the score sheet and the log in panels ([`super::view`]).
    #[default]
    Sighted,
    /// A transcript for screen readers and braille displays ([`super::reader_view`]).
    ScreenReader,
}

impl Default for ViewOptions {
    fn default() -> Self {
        Self {
            bottom: Color::White,
            large: false,
            high_contrast: false,
            symbols: false,
            layout: Layout::Sighted,
            read_aloud: false,
        }
    }
}

/// Where the keys go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Focus {
    Board,
    Input,
}

impl Focus {
    fn scope(self) -> Scope {
        match self {
            Focus::Board => Scope::Board,
            Focus::Input => Scope::Input,
        }
    }
}

/// One entry of the log of everything said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    pub text: String,
    /// Said only to the blind player (D.2.6).
    pub private: bool,
    /// A focus announcement: the next one replaces it, so walking the board does not flood
    /// the log.
    transient: bool,
    /// The line typed and entered while this was the latest entry: the screen reader's layout
    /// keeps it after the entry, as a terminal keeps a command after its prompt.
    pub answer: Option<String>,
    /// It was the cursor's line with the input after it: the screen reader's layout keeps the
    /// prompt after it from then on, so the line never changes once read.
    pub prompted: bool,
}

/// The screen's state.
#[derive(Debug)]
pub struct App {
    pub view: ViewOptions,
    focus: Focus,
    square: Square,
    selected: Option<Square>,
    input: String,
    /// The caret on the input line, in characters.
    caret: usize,
    /// Characters were left out of the line for want of room (said once until the line is
    /// entered or cleared).
    clipped: bool,
    /// Lines entered, oldest first, and which one Up/Down recalled.
    history: Vec<String>,
    recalled: Option<usize>,
    log: Vec<LogEntry>,
    /// The last thing the table refused (shown on the status line until a move is played).
    refusal: Option<String>,
    /// A notice for the status line (speech trouble, a board's dropped line).
    notice: Option<String>,
    /// Leaving was asked with this action's key; the same key again confirms.
    quit_asked: Option<Action>,
}

/// The screen at one instant: its state with the table it shows, for drawing.
#[derive(Debug, Clone, Copy)]
pub struct Screen<'a> {
    pub app: &'a App,
    pub table: &'a Table,
    pub view: ViewOptions,
    now_ms: u64,
}

impl<'a> Screen<'a> {
    pub fn new(app: &'a App, table: &'a Table, now_ms: u64) -> Self {
        Self {
            app,
            table,
            view: app.view,
            now_ms,
        }
    }

    pub fn session(&self) -> &'a Session {
        self.table.session()
    }

    pub fn focus(&self) -> Focus {
        self.app.focus
    }

    pub fn square(&self) -> Square {
        self.app.square
    }

    pub fn selected(&self) -> Option<Square> {
        self.app.selected
    }

    pub fn input(&self) -> &'a str {
        &self.app.input
    }

    pub fn caret(&self) -> usize {
        self.app.caret
    }

    pub fn log(&self) -> &'a [LogEntry] {
        &self.app.log
    }

    pub fn now_ms(&self) -> u64 {
        self.now_ms
    }

    pub fn strings(&self) -> &'static Strings {
        self.session().strings()
    }

    pub fn words(&self) -> &'static ScreenWords {
        &self.session().strings().screen
    }

    pub fn status(&self) -> Vec<String> {
        self.app.status(self.table)
    }
}

impl App {
    /// The screen over `table`; the focus starts on the input line.
    pub fn new(view: ViewOptions, table: &Table) -> Self {
        let square = table
            .session()
            .game()
            .position()
            .board()
            .king_of(view.bottom)
            .unwrap_or(Square::A1);
        Self {
            view,
            focus: Focus::Input,
            square,
            selected: None,
            input: String::new(),
            caret: 0,
            clipped: false,
            history: Vec::new(),
            recalled: None,
            log: Vec::new(),
            refusal: None,
            notice: None,
            quit_asked: None,
        }
    }

    pub fn focus(&self) -> Focus {
        self.focus
    }

    /// The focused square on the board.
    pub fn square(&self) -> Square {
        self.square
    }

    /// The square of the piece picked up, if any.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    pub fn input(&self) -> &str {
        &self.input
    }

    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// The status line's parts: the end or whose turn, a pending press, a selection, the last
    /// refusal, a notice. A question to leave comes before everything.
    pub fn status(&self, table: &Table) -> Vec<String> {
        let session = table.session();
        let words = &session.strings().screen;
        let mut parts = Vec::new();
        if let Some(action) = self.quit_asked {
            parts.push(quit_question(words, action, table.review().is_some()));
        }
        let game = session.game();
        match game.ending() {
            Some(ending) => parts.push(session.ending_text(ending)),
            None => parts.push(queries::turn(game.position(), session.voice())),
        }
        if let Some(side) = session.awaiting_press() {
            parts.push(
                words.say(
                    &Message::new("screen-press-pending").text("side", side_name(session, side)),
                ),
            );
        }
        if let Some(from) = self.selected {
            parts
                .push(words.say(&Message::new("screen-selected").text("square", from.to_string())));
        }
        if let Some(seat) = table.analysis().filter(|seat| !seat.finished()) {
            let percent = seat.percent();
            let text = session
                .strings()
                .say(&Message::new("analysis-running").text("percent", percent.to_string()));
            // A bar for the eye; a screen reader gets the words alone.
            parts.push(match self.view.layout {
                Layout::Sighted => format!("{} {text}", progress_bar(percent)),
                Layout::ScreenReader => text,
            });
        }
        parts.extend(self.refusal.clone());
        parts.extend(self.notice.clone());
        parts
    }

    // -----------------------------------------------------------------------------------------
    // What the table did

    /// Takes in one step of the table: what was said goes to the log, a refusal to the status
    /// line (until a move is played), notices to both.
    pub fn show(&mut self, report: &Report, transient: bool) {
        for said in &report.said {
            self.push_log(said.text.clone(), said.private, transient);
        }
        if report.moved {
            self.refusal = None;
        }
        if let Some(refusal) = &report.refusal {
            self.refusal = Some(refusal.clone());
        }
        for notice in report.notices.iter().chain(&report.troubles) {
            self.show_notice(notice.clone());
        }
        if self.focus == Focus::Input
            && let Some(latest) = self.log.last_mut()
        {
            latest.prompted = true;
        }
    }

    /// A notice for the log and the status line, not spoken (speech may be what failed).
    pub fn show_notice(&mut self, text: String) {
        self.push_log(text.clone(), false, false);
        self.notice = Some(text);
    }

    /// When the screen changes by itself at `at_ms`: the running clock's display (the next
    /// whole second; tenths under ten seconds). `None`: nothing changes until something happens.
    pub fn next_redraw(&self, table: &Table, at_ms: u64) -> Option<u64> {
        if self.view.layout == Layout::ScreenReader {
            // No clock on the screen reader's screen: only news changes it.
            return None;
        }
        let session = table.session();
        if session.is_over() {
            return None;
        }
        let left = match (
            session.clock(),
            table.online().and_then(|seat| seat.clock()),
        ) {
            (Some(clock), _) if clock.phase() == Phase::Running => {
                clock.remaining(clock.turn()?, at_ms)
            }
            // Online, the server's clock runs on from its last reading.
            (None, Some(server)) => {
                let (white, black) = server.at(at_ms);
                match server.running? {
                    Color::White => white,
                    Color::Black => black,
                }
            }
            _ => return None,
        };
        let next_change = |step: u64| match left % step {
            0 => step,
            part => part,
        };
        let wait = if left <= crate::core::clock::TENTHS_FROM_MS {
            next_change(100)
        } else {
            next_change(1000).min(left - crate::core::clock::TENTHS_FROM_MS)
        };
        Some(at_ms + wait)
    }

    // -----------------------------------------------------------------------------------------
    // Keys

    /// A key pressed: what it asks of the table, in order.
    pub fn on_key(&mut self, key: KeyEvent, table: &Table) -> Vec<Request> {
        let binding = keys::lookup(key, self.focus.scope());
        let action = binding.map(|b| b.action);
        if let Some(asked) = self.quit_asked.take() {
            if action == Some(asked) || action == Some(Action::Quit) {
                return vec![Request::Table(TableInput::Quit)];
            }
            // Esc leaves the question at the first press, and nothing else: it was also taken
            // to the board and then asked to leave again, so staying took Esc three times.
            if action == Some(Action::Cancel) {
                let words = &table.session().strings().screen;
                return own(words.say(&Message::new("screen-quit-cancelled")), false);
            }
        }
        // A spoken move read back is withdrawn by the first Esc (nothing from it is played);
        // only with no question waiting does Esc clear the line, go to the board, or leave.
        if action == Some(Action::Cancel) && table.spoken_question().is_some() {
            return vec![Request::Table(TableInput::WithdrawQuestion)];
        }
        if let Some(action) = action {
            self.act(action, key, table)
        } else {
            self.edit(key, table)
        }
    }

    /// Text pasted (the terminal's bracketed paste): typed into the input line at the caret, as
    /// far as the line has room, line breaks and other control characters as spaces.
    pub fn on_paste(&mut self, text: &str, table: &Table) -> Vec<Request> {
        self.quit_asked = None;
        self.focus = Focus::Input;
        let room = INPUT_LIMIT.saturating_sub(self.input.chars().count());
        let mut chars = text.chars().map(|c| if c.is_control() { ' ' } else { c });
        let pasted: String = chars.by_ref().take(room).collect();
        let at = self.byte_at(self.caret);
        self.input.insert_str(at, &pasted);
        self.caret += pasted.chars().count();
        if chars.next().is_some() {
            return self.clip(table);
        }
        Vec::new()
    }

    /// A character left out for want of room: said the first time.
    fn clip(&mut self, table: &Table) -> Vec<Request> {
        if std::mem::replace(&mut self.clipped, true) {
            return Vec::new();
        }
        let words = &table.session().strings().screen;
        own(
            words.say(&Message::new("screen-input-full").text("limit", INPUT_LIMIT.to_string())),
            false,
        )
    }

    fn act(&mut self, action: Action, key: KeyEvent, table: &Table) -> Vec<Request> {
        let session = table.session();
        let words = &session.strings().screen;
        let command = |command: Command, argument: Argument| {
            vec![Request::Table(TableInput::Command(command, argument))]
        };
        match action {
            Action::Help => {
                let entries = keys::help_entries(self.focus.scope(), words);
                own(
                    format!("{}: {}.", words.keys_intro, entries.join("; ")),
                    false,
                )
            }
            Action::Board => command(Command::Board, Argument::None),
            Action::Time => command(Command::Time, Argument::None),
            Action::Last => command(Command::Last, Argument::None),
            Action::Sheet => command(Command::Moves, Argument::None),
            Action::Attackers => command(Command::Attackers, Argument::Square(self.square)),
            Action::Legal => command(Command::Legal, Argument::Square(self.square)),
            Action::Repeat => command(Command::Repeat, Argument::None),
            Action::Flip => {
                self.view.bottom = !self.view.bottom;
                own(
                    words.say(
                        &Message::new("screen-side-below")
                            .text("side", side_name(session, self.view.bottom)),
                    ),
                    false,
                )
            }
            Action::ReviewForward => vec![Request::Table(TableInput::Review(ReviewWord::Forward))],
            Action::ReviewBack => vec![Request::Table(TableInput::Review(ReviewWord::Back))],
            Action::Press => vec![Request::Table(TableInput::Press)],
            Action::SwitchFocus => {
                self.focus = match self.focus {
                    Focus::Board => Focus::Input,
                    Focus::Input => Focus::Board,
                };
                self.announce_focus(session)
            }
            Action::Step => self.step(key.code, session),
            Action::Select => self.select(session),
            Action::Submit => self.submit(),
            Action::Cancel => self.cancel(table),
            Action::Quit => self.ask_to_quit(words, Action::Quit, table.review().is_some()),
            Action::QuitNow => vec![Request::Table(TableInput::Quit)],
            Action::Talk => vec![Request::Table(TableInput::Talk)],
        }
    }

    /// Says where the focus now is: the square (on the board) or the input line's title.
    fn announce_focus(&self, session: &Session) -> Vec<Request> {
        match self.focus {
            Focus::Board => self.announce_square(session),
            Focus::Input => own(session.strings().screen.input_title.to_owned(), true),
        }
    }

    fn announce_square(&self, session: &Session) -> Vec<Request> {
        let text = queries::square(session.game().position(), session.voice(), self.square);
        own(text, true)
    }

    /// An arrow key: one square in that direction on the screen (which depends on the board's
    /// orientation), announced. At the edge the square stays and is said again.
    fn step(&mut self, code: KeyCode, session: &Session) -> Vec<Request> {
        let (right, up): (i32, i32) = match code {
            KeyCode::Up => (0, 1),
            KeyCode::Down => (0, -1),
            KeyCode::Left => (-1, 0),
            KeyCode::Right => (1, 0),
            _ => (0, 0),
        };
        let (right, up) = match self.view.bottom {
            Color::White => (right, up),
            Color::Black => (-right, -up),
        };
        let file = i32::from(self.square.file() as u8) + right;
        let rank = i32::from(self.square.rank() as u8) + up;
        if let (Ok(file), Ok(rank)) = (u32::try_from(file), u32::try_from(rank))
            && file < 8
            && rank < 8
        {
            self.square = Square::from_coords(File::new(file), Rank::new(rank));
        }
        self.announce_square(session)
    }

    /// Enter on the board: pick up a piece of the side to move; with a piece picked up, put it
    /// on the focused square (the move goes to the table, which announces or refuses it).
    fn select(&mut self, session: &Session) -> Vec<Request> {
        let position = session.game().position();
        let words = &session.strings().screen;
        let here = self.square;
        let own_piece_here = position
            .board()
            .piece_at(here)
            .is_some_and(|piece| piece.color == position.turn());
        match self.selected {
            Some(from) if from == here => {
                self.selected = None;
                own(words.selection_cancelled.to_owned(), false)
            }
            Some(from) => {
                if let Some(m) = move_between(position, from, here) {
                    self.selected = None;
                    vec![Request::Table(TableInput::Move(m))]
                } else if own_piece_here {
                    self.pick_up(here, session)
                } else {
                    // Not a move: the table refuses it in its own words.
                    self.selected = None;
                    vec![Request::Table(TableInput::Squares { from, to: here })]
                }
            }
            None if own_piece_here && !session.game().is_over() => self.pick_up(here, session),
            None => own(
                words.say(
                    &Message::new("screen-choose-own-piece")
                        .text("side", side_name(session, position.turn())),
                ),
                false,
            ),
        }
    }

    fn pick_up(&mut self, square: Square, session: &Session) -> Vec<Request> {
        self.selected = Some(square);
        let what = queries::square(session.game().position(), session.voice(), square);
        own(
            session
                .strings()
                .screen
                .say(&Message::new("screen-selected").text("square", what)),
            false,
        )
    }

    /// Enter on the input line: the line goes to the table (an empty one presses the clock
    /// after a move, and does nothing else).
    fn submit(&mut self) -> Vec<Request> {
        let line = std::mem::take(&mut self.input);
        self.caret = 0;
        self.clipped = false;
        self.recalled = None;
        if let Some(latest) = self.log.last_mut() {
            latest.answer = Some(line.clone());
            // Answered, it is part of the transcript: the next focus words do not replace it.
            latest.transient = false;
        }
        if line.trim().is_empty() {
            return vec![Request::Table(TableInput::Press)];
        }
        if self.history.last() != Some(&line) {
            self.history.push(line.clone());
        }
        vec![Request::Table(TableInput::Line(line))]
    }

    fn cancel(&mut self, table: &Table) -> Vec<Request> {
        let session = table.session();
        let words = &session.strings().screen;
        match self.focus {
            Focus::Input if !self.input.is_empty() => {
                self.input.clear();
                self.caret = 0;
                self.clipped = false;
                self.recalled = None;
                Vec::new()
            }
            Focus::Input => {
                self.focus = Focus::Board;
                self.announce_focus(session)
            }
            Focus::Board if self.selected.is_some() => {
                self.selected = None;
                own(words.selection_cancelled.to_owned(), false)
            }
            Focus::Board => self.ask_to_quit(words, Action::Cancel, table.review().is_some()),
        }
    }

    fn ask_to_quit(
        &mut self,
        words: &ScreenWords,
        action: Action,
        reviewing: bool,
    ) -> Vec<Request> {
        self.quit_asked = Some(action);
        own(quit_question(words, action, reviewing), false)
    }

    /// A key with no binding: editing on the input line; on the board a letter starts typing.
    fn edit(&mut self, key: KeyEvent, table: &Table) -> Vec<Request> {
        let typing = !key
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
        if self.focus == Focus::Board {
            if let (KeyCode::Char(_), true) = (key.code, typing) {
                self.focus = Focus::Input;
            } else {
                return Vec::new();
            }
        }
        match key.code {
            KeyCode::Char(_)
                if typing
                    && self.input.len() >= INPUT_LIMIT
                    && self.input.chars().count() >= INPUT_LIMIT =>
            {
                return self.clip(table);
            }
            KeyCode::Char(c) if typing => {
                let at = self.byte_at(self.caret);
                self.input.insert(at, c);
                self.caret += 1;
            }
            KeyCode::Backspace if self.caret > 0 => {
                self.caret -= 1;
                let at = self.byte_at(self.caret);
                self.input.remove(at);
            }
            KeyCode::Delete if self.caret < self.input.chars().count() => {
                let at = self.byte_at(self.caret);
                self.input.remove(at);
            }
            KeyCode::Left => self.caret = self.caret.saturating_sub(1),
            KeyCode::Right => self.caret = (self.caret + 1).min(self.input.chars().count()),
            KeyCode::Home => self.caret = 0,
            KeyCode::End => self.caret = self.input.chars().count(),
            KeyCode::Up => self.recall(true),
            KeyCode::Down => self.recall(false),
            _ => {}
        }
        Vec::new()
    }

    fn byte_at(&self, chars: usize) -> usize {
        self.input
            .char_indices()
            .nth(chars)
            .map_or(self.input.len(), |(i, _)| i)
    }

    /// Up: the line entered before; Down: the one after (past the newest, an empty line).
    fn recall(&mut self, older: bool) {
        if self.history.is_empty() {
            return;
        }
        let next = match (self.recalled, older) {
            (None, true) => Some(self.history.len() - 1),
            (None, false) => None,
            (Some(i), true) => Some(i.saturating_sub(1)),
            (Some(i), false) => (i + 1 < self.history.len()).then_some(i + 1),
        };
        self.recalled = next;
        self.input = next
            .and_then(|i| self.history.get(i).cloned())
            .unwrap_or_default();
        self.caret = self.input.chars().count();
    }

    fn push_log(&mut self, text: String, private: bool, transient: bool) {
        if transient && self.log.last().is_some_and(|s| s.transient) {
            self.log.pop();
        }
        self.log.push(LogEntry {
            text,
            private,
            transient,
            answer: None,
            prompted: false,
        });
        if self.log.len() > LOG_LIMIT {
            self.log.drain(..self.log.len() - LOG_LIMIT);
        }
    }
}

/// The screen's own words, said through the table's speech.
fn own(text: String, transient: bool) -> Vec<Request> {
    vec![Request::Say { text, transient }]
}

fn side_name(session: &Session, color: Color) -> &str {
    ClockSpeech::new(session.voice(), SecondsStyle::Whole).side(color)
}

/// "Press Ctrl-Q again to leave"; in a game, that it is saved (nothing is saved in a review).
fn quit_question(words: &ScreenWords, action: Action, reviewing: bool) -> String {
    let key = match action {
        Action::Cancel => "Esc".to_owned(),
        _ => keys::quit_key_name(words),
    };
    let message = if reviewing {
        Message::new("screen-quit-confirm-review")
    } else {
        Message::new("screen-quit-confirm")
    };
    words.say(&message.text("key", key))
}

/// A bar of ten cells for `percent` (0–100).
fn progress_bar(percent: usize) -> String {
    let full = percent.min(100) / 10;
    format!("{}{}", "█".repeat(full), "░".repeat(10 - full))
}

#[cfg(test)]
mod tests;
