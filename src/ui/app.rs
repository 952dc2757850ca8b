//! The screen's state over a [`Session`]: focus, the focused square, a picked-up piece, the input
//! line, the log of everything said. Keys come in with the instant they were read; the session
//! decides, and its effects are carried out here (journal first, then speech and the log).
//!
//! Nothing here touches the terminal, so tests drive it with key events and instants.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shakmaty::{Color, File, Move, Position, Rank, Role, Square};

use crate::core::clock::Phase;
use crate::core::clock_speech::{ClockSpeech, SecondsStyle};
use crate::core::queries;
use crate::core::session::{Effect, Input, Record, Session, is_command};
use crate::core::speech_queue::{Listener, Priority, Utterance};
use crate::core::strings::{ScreenWords, Strings};
use crate::engine::{EngineEvent, Seat, SeatOutcome};
use crate::journal::Journal;
use crate::speech::{SpeechNotice, SpeechService};

use super::keys::{self, Action, Scope};

/// The most log entries kept (the screen shows the last few; the journal keeps the game).
const LOG_LIMIT: usize = 500;

/// How the board is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ViewOptions {
    /// The side at the bottom of the screen (the player's side).
    pub bottom: Color,
    /// Large print: each square 5 cells wide and 3 rows high instead of 3 by 1.
    pub large: bool,
    /// Black and white squares, maximal contrast, bold everywhere.
    pub high_contrast: bool,
    /// Chess symbols (♔ ♚) instead of letters.
    pub symbols: bool,
}

impl Default for ViewOptions {
    fn default() -> Self {
        Self {
            bottom: Color::White,
            large: false,
            high_contrast: false,
            symbols: false,
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
pub struct Said {
    pub text: String,
    /// Said only to the blind player (D.2.6).
    pub private: bool,
    /// A focus announcement: the next one replaces it, so walking the board does not flood
    /// the log.
    transient: bool,
}

/// The table on the screen.
#[derive(Debug)]
pub struct App<'s> {
    session: &'s mut Session,
    journal: Option<&'s mut Journal>,
    speech: Option<SpeechService>,
    pub view: ViewOptions,
    focus: Focus,
    square: Square,
    selected: Option<Square>,
    input: String,
    /// The caret on the input line, in characters.
    caret: usize,
    /// Lines entered, oldest first, and which one Up/Down recalled.
    history: Vec<String>,
    recalled: Option<usize>,
    log: Vec<Said>,
    /// The last thing the session refused (shown on the status line until a move is played).
    refusal: Option<String>,
    /// A notice for the status line (speech trouble).
    notice: Option<String>,
    /// Leaving was asked with this action's key; the same key again confirms.
    quit_asked: Option<Action>,
    quit: bool,
    /// A failure that ends the app (the journal could not be written).
    failure: Option<String>,
    now_ms: u64,
    /// An engine playing one side, if any.
    seat: Option<Seat>,
}

impl<'s> App<'s> {
    /// The app over a session, its journal (if the game is saved) and speech (if any), at
    /// `at_ms` on the session's timeline. The focus starts on the input line.
    pub fn new(
        session: &'s mut Session,
        journal: Option<&'s mut Journal>,
        speech: Option<SpeechService>,
        view: ViewOptions,
        at_ms: u64,
    ) -> Self {
        let square = session
            .game()
            .position()
            .board()
            .king_of(view.bottom)
            .unwrap_or(Square::A1);
        Self {
            session,
            journal,
            speech,
            view,
            focus: Focus::Input,
            square,
            selected: None,
            input: String::new(),
            caret: 0,
            history: Vec::new(),
            recalled: None,
            log: Vec::new(),
            refusal: None,
            notice: None,
            quit_asked: None,
            quit: false,
            failure: None,
            now_ms: at_ms,
            seat: None,
        }
    }

    // -----------------------------------------------------------------------------------------
    // What the view reads

    pub fn session(&self) -> &Session {
        self.session
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

    /// The caret's position on the input line, in characters.
    pub fn caret(&self) -> usize {
        self.caret
    }

    pub fn log(&self) -> &[Said] {
        &self.log
    }

    pub fn now_ms(&self) -> u64 {
        self.now_ms
    }

    pub fn should_quit(&self) -> bool {
        self.quit || self.failure.is_some()
    }

    /// Why the app had to stop, if it failed.
    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    pub fn strings(&self) -> &'static Strings {
        self.session.strings()
    }

    pub fn words(&self) -> &'static ScreenWords {
        &self.session.strings().screen
    }

    /// The status line's parts: the end or whose turn, a pending press, a selection, the last
    /// refusal, a notice. A question to leave comes before everything.
    pub fn status(&self) -> Vec<String> {
        let words = self.words();
        let mut parts = Vec::new();
        if let Some(action) = self.quit_asked {
            parts.push(self.quit_question(action));
        }
        let game = self.session.game();
        match game.ending() {
            Some(ending) => parts.push(self.session.ending_text(ending)),
            None => parts.push(queries::turn(game.position(), self.session.voice())),
        }
        if let Some(side) = self.session.awaiting_press() {
            parts.push(words.press_pending.replace("{side}", self.side_name(side)));
        }
        if let Some(from) = self.selected {
            parts.push(words.selected.replace("{square}", &from.to_string()));
        }
        parts.extend(self.refusal.clone());
        parts.extend(self.notice.clone());
        parts
    }

    fn side_name(&self, color: Color) -> &str {
        ClockSpeech::new(self.session.voice(), SecondsStyle::Whole).side(color)
    }

    fn quit_question(&self, action: Action) -> String {
        let words = self.words();
        let key = match action {
            Action::Cancel => "Esc".to_owned(),
            _ => keys::quit_key_name(words),
        };
        words.quit_confirm.replace("{key}", &key)
    }

    // -----------------------------------------------------------------------------------------
    // Time

    /// Brings the session to `at_ms`: clock announcements due and a flag that fell are said;
    /// notices from the speech thread go to the log.
    pub fn tick(&mut self, at_ms: u64) {
        self.now_ms = self.now_ms.max(at_ms);
        if self
            .session
            .next_wake()
            .is_some_and(|wake| wake <= self.now_ms)
        {
            let effects = self.session.handle(self.now_ms, Input::Wake);
            self.carry_out(effects);
            self.follow_engine();
        }
        let notices = self
            .speech
            .as_ref()
            .map(SpeechService::notices)
            .unwrap_or_default();
        for notice in notices {
            let reason = match notice {
                SpeechNotice::FellBack { from, to, reason } => format!("{from} → {to}: {reason}"),
                SpeechNotice::Silent { engine, reason } => format!("{engine}: {reason}"),
            };
            self.show_notice(self.words().speech_off.replace("{reason}", &reason));
        }
    }

    /// A notice for the log and the status line, not spoken (speech may be what failed).
    pub fn show_notice(&mut self, text: String) {
        self.push_log(text.clone(), false, false);
        self.notice = Some(text);
    }

    /// How long the loop may sleep at `at_ms` before something changes by itself: the
    /// session's next clock announcement or flag, or the running clock's display (the next
    /// whole second; tenths under ten seconds). `None`: nothing changes until a key.
    /// A running clock is never slept past its face's next change, and never woken before.
    pub fn sleep_ms(&self, at_ms: u64) -> Option<u64> {
        let wake = self
            .session
            .next_wake()
            .map(|wake| wake.saturating_sub(at_ms));
        let display = self.session.clock().and_then(|clock| {
            if clock.phase() != Phase::Running || self.session.game().is_over() {
                return None;
            }
            let left = clock.remaining(clock.turn()?, at_ms);
            let next_change = |step: u64| match left % step {
                0 => step,
                part => part,
            };
            Some(if left <= super::view::TENTHS_FROM_MS {
                next_change(100)
            } else {
                next_change(1000).min(left - super::view::TENTHS_FROM_MS)
            })
        });
        match (wake, display) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Keys

    /// Handles a key pressed at `at_ms`.
    pub fn on_key(&mut self, key: KeyEvent, at_ms: u64) {
        self.tick(at_ms);
        let binding = keys::lookup(key, self.focus.scope());
        let action = binding.map(|b| b.action);
        if let Some(asked) = self.quit_asked.take()
            && (action == Some(asked) || action == Some(Action::Quit))
        {
            self.quit = true;
            return;
        }
        match action {
            Some(action) => self.act(action, key),
            None => self.edit(key),
        }
    }

    fn act(&mut self, action: Action, key: KeyEvent) {
        match action {
            Action::Help => {
                let words = self.words();
                let entries = keys::help_entries(self.focus.scope(), words);
                let text = format!("{}: {}.", words.keys_intro, entries.join("; "));
                self.say_own(text, false);
            }
            Action::Board => self.command("board"),
            Action::Time => self.command("time"),
            Action::Last => self.command("last"),
            Action::Sheet => self.command("moves"),
            Action::Attackers => self.command(&format!("attackers {}", self.square)),
            Action::Legal => self.command(&format!("legal {}", self.square)),
            Action::Repeat => self.command("repeat"),
            Action::Flip => {
                self.view.bottom = !self.view.bottom;
                let text = self
                    .words()
                    .side_below
                    .replace("{side}", self.side_name(self.view.bottom));
                self.say_own(text, false);
            }
            Action::Press => self.send(Input::Press),
            Action::SwitchFocus => {
                self.focus = match self.focus {
                    Focus::Board => Focus::Input,
                    Focus::Input => Focus::Board,
                };
                self.announce_focus();
            }
            Action::Step => self.step(key.code),
            Action::Select => self.select(),
            Action::Submit => self.submit(),
            Action::Cancel => self.cancel(),
            Action::Quit => self.ask_to_quit(Action::Quit),
            Action::QuitNow => self.quit = true,
        }
    }

    /// Says where the focus now is: the square (on the board) or the input line's title.
    fn announce_focus(&mut self) {
        match self.focus {
            Focus::Board => self.announce_square(),
            Focus::Input => {
                let text = self.words().input_title.to_owned();
                self.say_own(text, true);
            }
        }
    }

    fn announce_square(&mut self) {
        let text = queries::square(
            self.session.game().position(),
            self.session.voice(),
            self.square,
        );
        self.say_own(text, true);
    }

    /// An arrow key: one square in that direction on the screen (which depends on the board's
    /// orientation), announced. At the edge the square stays and is said again.
    fn step(&mut self, code: KeyCode) {
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
        self.announce_square();
    }

    /// Enter on the board: pick up a piece of the side to move; with a piece picked up, put it
    /// on the focused square (the move goes to the session, which announces or refuses it).
    fn select(&mut self) {
        let position = self.session.game().position().clone();
        let here = self.square;
        let own_piece_here = position
            .board()
            .piece_at(here)
            .is_some_and(|piece| piece.color == position.turn());
        match self.selected {
            Some(from) if from == here => {
                self.selected = None;
                let text = self.words().selection_cancelled.to_owned();
                self.say_own(text, false);
            }
            Some(from) => {
                if let Some(m) = board_move(&position, from, here) {
                    self.selected = None;
                    self.send(Input::Move(m));
                } else if own_piece_here {
                    self.pick_up(here);
                } else {
                    // Not a move: the session refuses it in its own words.
                    self.selected = None;
                    self.send(Input::Line(format!("{from}{here}")));
                }
            }
            None if own_piece_here && !self.session.game().is_over() => self.pick_up(here),
            None => {
                let text = self
                    .words()
                    .choose_own_piece
                    .replace("{side}", self.side_name(position.turn()));
                self.say_own(text, false);
            }
        }
    }

    fn pick_up(&mut self, square: Square) {
        self.selected = Some(square);
        let what = queries::square(self.session.game().position(), self.session.voice(), square);
        let text = self.words().selected.replace("{square}", &what);
        self.say_own(text, false);
    }

    fn submit(&mut self) {
        let line = std::mem::take(&mut self.input);
        self.caret = 0;
        self.recalled = None;
        if !line.trim().is_empty() && self.history.last() != Some(&line) {
            self.history.push(line.clone());
        }
        self.send(Input::Line(line));
    }

    fn cancel(&mut self) {
        match self.focus {
            Focus::Input if !self.input.is_empty() => {
                self.input.clear();
                self.caret = 0;
                self.recalled = None;
            }
            Focus::Input => {
                self.focus = Focus::Board;
                self.announce_focus();
            }
            Focus::Board if self.selected.is_some() => {
                self.selected = None;
                let text = self.words().selection_cancelled.to_owned();
                self.say_own(text, false);
            }
            Focus::Board => self.ask_to_quit(Action::Cancel),
        }
    }

    fn ask_to_quit(&mut self, action: Action) {
        self.quit_asked = Some(action);
        let text = self.quit_question(action);
        self.say_own(text, false);
    }

    /// A key with no binding: editing on the input line; on the board a letter starts typing.
    fn edit(&mut self, key: KeyEvent) {
        let typing = !key
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
        if self.focus == Focus::Board {
            if let (KeyCode::Char(_), true) = (key.code, typing) {
                self.focus = Focus::Input;
            } else {
                return;
            }
        }
        match key.code {
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

    // -----------------------------------------------------------------------------------------
    // The session and its effects

    fn command(&mut self, line: &str) {
        self.send(Input::Line(line.to_owned()));
    }

    /// Seats an engine for one side: it moves once the player's move is complete.
    pub fn set_engine(&mut self, seat: Seat) {
        self.seat = Some(seat);
        self.follow_engine();
    }

    /// Whether an answer from the engine is still to come (the loop then looks for it often).
    pub fn engine_busy(&self) -> bool {
        self.seat.as_ref().is_some_and(Seat::busy)
    }

    /// An answer from the engine at `at_ms`.
    pub fn engine_event(&mut self, event: EngineEvent, at_ms: u64) {
        self.now_ms = self.now_ms.max(at_ms);
        let Some(seat) = self.seat.as_mut() else {
            return;
        };
        match seat.answer(event, self.session, self.now_ms) {
            SeatOutcome::Effects(effects) => self.carry_out(effects),
            SeatOutcome::Failed(reason) => self.engine_failed(&reason),
        }
        self.follow_engine();
    }

    /// The engine could not be started: said once, and the game is between two players.
    pub fn engine_unavailable(&mut self, reason: &str) {
        self.engine_failed(reason);
    }

    fn engine_failed(&mut self, reason: &str) {
        self.seat = None;
        let text = self
            .session
            .strings()
            .engine_failed
            .replace("{reason}", reason);
        self.say(
            Utterance::new(text, Priority::Notice, Listener::Public),
            false,
        );
    }

    /// Asks the engine to move when its turn has come.
    fn follow_engine(&mut self) {
        let now = self.now_ms;
        if let Some(Err(reason)) = self
            .seat
            .as_mut()
            .map(|seat| seat.follow(self.session, now))
        {
            self.engine_failed(&reason);
        }
    }

    /// Hands an input to the session and carries out what it decides. A new input silences
    /// stale speech first (barge-in); moves and clock notices are never dropped by it.
    fn send(&mut self, input: Input) {
        if let Input::Line(line) = &input
            && self.seat.is_some()
            && !is_command(line)
        {
            if self
                .seat
                .as_ref()
                .is_some_and(|seat| seat.waits_for_press(self.session))
            {
                // A move typed before pressing: the press is implied and the engine moves.
                self.send(Input::Press);
            }
            if self.seat.as_ref().is_some_and(Seat::thinking) {
                let text = self.session.strings().engine_thinking;
                self.say(
                    Utterance::new(text, Priority::Answer, Listener::Public),
                    false,
                );
                return;
            }
        }
        self.barge_in();
        let effects = self.session.handle(self.now_ms, input);
        let recorded_move = effects
            .iter()
            .any(|e| matches!(e, Effect::Record(Record::Move { .. })));
        let recorded = effects.iter().any(|e| matches!(e, Effect::Record(_)));
        // A move-priority answer with nothing recorded is a refusal (an illegal move, a claim
        // without a clock, "the game is over").
        let refusal = effects.iter().find_map(|e| match e {
            Effect::Say(u) if !recorded && u.priority == Priority::Move => Some(u.text.clone()),
            _ => None,
        });
        if recorded_move {
            self.refusal = None;
        }
        if refusal.is_some() {
            self.refusal = refusal;
        }
        self.carry_out(effects);
        self.follow_engine();
    }

    /// Carries out the session's effects in order: a record is journaled (and synced) before
    /// anything is said about it, as in line mode.
    fn carry_out(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Record(record) => {
                    if let Some(journal) = self.journal.as_deref_mut()
                        && let Err(error) = journal.append(&record)
                    {
                        // Nothing more may be said about an unsaved decision: stop here.
                        self.failure = Some(error.to_string());
                        return;
                    }
                }
                Effect::Say(utterance) => self.say(utterance, false),
                Effect::RepeatLast => {
                    if let Some(speech) = &self.speech {
                        speech.repeat_last();
                    }
                    if let Some(last) = self.log.iter().rev().find(|s| !s.transient).cloned() {
                        self.push_log(last.text, last.private, false);
                    }
                }
                Effect::Quit => self.quit = true,
                Effect::Cue(earcon) => {
                    if let Some(speech) = &self.speech {
                        speech.cue(earcon);
                    }
                }
                Effect::AskForHint => {
                    let effect = match self.seat.as_mut() {
                        Some(seat) => seat.ask_hint(self.session),
                        None => Some(Session::notice(self.session.strings().no_engine)),
                    };
                    self.carry_out(effect.into_iter().collect());
                }
            }
        }
    }

    /// The app's own words (focus, selection, help): an answer that barges in.
    fn say_own(&mut self, text: String, transient: bool) {
        self.barge_in();
        self.say(
            Utterance::new(text, Priority::Answer, Listener::Public),
            transient,
        );
    }

    fn say(&mut self, utterance: Utterance, transient: bool) {
        self.push_log(
            utterance.text.clone(),
            utterance.listener == Listener::Private,
            transient,
        );
        if let Some(speech) = &self.speech {
            speech.say(utterance);
        }
    }

    fn barge_in(&self) {
        if let Some(speech) = &self.speech {
            speech.barge_in();
        }
    }

    fn push_log(&mut self, text: String, private: bool, transient: bool) {
        if transient && self.log.last().is_some_and(|s| s.transient) {
            self.log.pop();
        }
        self.log.push(Said {
            text,
            private,
            transient,
        });
        if self.log.len() > LOG_LIMIT {
            self.log.drain(..self.log.len() - LOG_LIMIT);
        }
    }

    /// Gives the speech service back (the caller waits for it to finish speaking).
    pub fn into_speech(self) -> Option<SpeechService> {
        self.speech
    }
}

/// The legal move that takes the piece on `from` to `to`: castling by the king's two-square
/// step or onto its own rook (Chess960); a promotion to a queen.
fn board_move(position: &shakmaty::Chess, from: Square, to: Square) -> Option<Move> {
    let turn = position.turn();
    let mut candidates: Vec<Move> = position
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(from))
        .filter(|m| {
            m.to() == to
                || m.castling_side()
                    .is_some_and(|side| side.king_to(turn) == to)
        })
        .collect();
    candidates.sort_by_key(|m| m.promotion() != Some(Role::Queen));
    candidates.into_iter().next()
}

#[cfg(test)]
mod tests;
