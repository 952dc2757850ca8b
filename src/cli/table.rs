//! The table's adapters around a [`Session`]: the journal, the speech thread, the engine and the
//! clock of the wall. Line mode and the full-screen table both drive a game through this.
//!
//! Order matters and is kept here once: a decision is journaled (and synced) before it is said;
//! an engine is asked to move only once the player's move is complete (pressed), so the player's
//! clock never runs while the engine thinks.

use std::path::PathBuf;
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use shakmaty::Color;

use crate::board::{BoardEvent, DgtLink, LinkOptions, PegLink, Stamped};
use crate::core::peg::Button;
use crate::core::pgn::write_pgn;
use crate::core::session::{Effect, Input, Session};
use crate::core::speech_queue::{Listener, Priority, Utterance};
use crate::core::table_board::{BoardAction, DgtTable, Grace, PegTable, SayKind};
use crate::engine::{EngineEvent, EngineOptions, Seat, SeatOutcome, UciEngine};
use crate::journal::Journal;
use crate::speech::{SpeechNotice, SpeechService};

use super::CliError;

/// Everything that can wake the game loop.
#[derive(Debug)]
pub enum LoopInput {
    /// A typed line, or why standard input could not be read.
    Line(Result<String, String>),
    /// Standard input has ended.
    Closed,
    Engine(EngineEvent),
    /// Something from a sensor board's serial link.
    Board(BoardKind, Stamped),
}

impl From<EngineEvent> for LoopInput {
    fn from(event: EngineEvent) -> Self {
        LoopInput::Engine(event)
    }
}

/// The game's clock origin: instants are milliseconds since the session began, continued after
/// a resume from the journal's last instant (time the program was down is not charged).
#[derive(Debug)]
pub struct Timeline {
    started: Instant,
    base_ms: u64,
}

impl Timeline {
    pub fn starting_at(base_ms: u64) -> Self {
        Self {
            started: Instant::now(),
            base_ms,
        }
    }

    pub fn now_ms(&self) -> u64 {
        self.base_ms
            .saturating_add(u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX))
    }
}

/// Which sensor board an event came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardKind {
    /// The blind player's peg board.
    Peg,
    /// The sighted player's DGT e-board.
    Dgt,
}

/// A board's link and its table logic.
enum BoardDevice {
    Peg(PegLink, PegTable),
    Dgt(DgtLink, DgtTable),
}

/// A sensor board at the table, and how much of the game it knows about.
struct BoardSeat {
    kind: BoardKind,
    device: BoardDevice,
    /// Plies of the game this board knows about (made on it, or told to replay).
    known_plies: usize,
}

impl BoardSeat {
    fn event(&mut self, now: u64, event: BoardEvent) -> Result<Vec<BoardAction>, String> {
        Ok(match (&mut self.device, event) {
            (BoardDevice::Peg(_, table), BoardEvent::Peg(event)) => table.event(now, &event),
            (BoardDevice::Dgt(_, table), BoardEvent::Dgt(message)) => table.event(now, &message),
            (BoardDevice::Peg(_, table), BoardEvent::Disconnected(_)) => table.connection(false),
            (BoardDevice::Peg(_, table), BoardEvent::Reconnected) => table.connection(true),
            (BoardDevice::Dgt(_, table), BoardEvent::Disconnected(_)) => table.disconnected(),
            (BoardDevice::Dgt(_, table), BoardEvent::Reconnected) => table.reconnected(),
            (_, BoardEvent::Dropped(problem)) => return Err(problem),
            _ => Vec::new(),
        })
    }

    fn game_moved(&mut self, now: u64, mv: shakmaty::Move) -> Vec<BoardAction> {
        match &mut self.device {
            BoardDevice::Peg(_, table) => table.game_moved(now, mv),
            BoardDevice::Dgt(_, table) => table.game_moved(now, mv),
        }
    }

    fn game_reset(&mut self, now: u64, position: shakmaty::Chess) -> Vec<BoardAction> {
        match &mut self.device {
            BoardDevice::Peg(_, table) => table.game_reset(now, position),
            BoardDevice::Dgt(_, table) => table.game_reset(now, position),
        }
    }

    fn tick(&mut self, now: u64) -> Vec<BoardAction> {
        match &mut self.device {
            BoardDevice::Peg(_, table) => table.tick(now),
            BoardDevice::Dgt(_, table) => table.tick(now),
        }
    }

    fn next_wake(&self) -> Option<u64> {
        match &self.device {
            BoardDevice::Peg(_, table) => table.next_wake(),
            BoardDevice::Dgt(_, table) => table.next_wake(),
        }
    }

    fn request_snapshot(&self) {
        match &self.device {
            BoardDevice::Peg(link, _) => link.request_snapshot(),
            BoardDevice::Dgt(link, _) => link.request_board(),
        }
    }

    fn name(&self) -> &'static str {
        match self.kind {
            BoardKind::Peg => "peg board",
            BoardKind::Dgt => "e-board",
        }
    }
}

/// A game at the table with its devices.
pub struct Table {
    pub session: Session,
    pub timeline: Timeline,
    journal: Option<Journal>,
    speech: Option<SpeechService>,
    earcons: bool,
    seat: Option<Seat>,
    last_said: Option<String>,
    quit: bool,
    /// The finished game's PGN has been written and its path said.
    saved_at_end: bool,
    boards: Vec<BoardSeat>,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("quit", &self.quit)
            .finish_non_exhaustive()
    }
}

/// What a step produced for the screen: the lines said, and notices about devices.
#[derive(Debug, Default)]
pub struct Shown {
    pub said: Vec<String>,
    pub notices: Vec<String>,
}

impl Table {
    pub fn new(
        session: Session,
        timeline: Timeline,
        journal: Option<Journal>,
        speech: Option<SpeechService>,
        earcons: bool,
    ) -> Self {
        Self {
            session,
            timeline,
            journal,
            speech,
            earcons,
            seat: None,
            last_said: None,
            quit: false,
            saved_at_end: false,
            boards: Vec::new(),
        }
    }

    /// Starts an engine for `side`; its events arrive on `events`. On failure the sentence to
    /// say is returned and the game is between two players.
    pub fn start_engine(
        &mut self,
        path: Option<std::path::PathBuf>,
        level: Option<u8>,
        side: Color,
        events: Sender<LoopInput>,
    ) -> Result<String, String> {
        let options = EngineOptions {
            level,
            ..EngineOptions::default()
        };
        let engine = UciEngine::start(path, &options, events).map_err(|e| e.to_string())?;
        let seat = Seat::new(Box::new(engine), side);
        let name = seat.name().to_owned();
        self.seat = Some(seat);
        Ok(name)
    }

    /// Connects a sensor board on serial port `path`; its events arrive on `events`.
    pub fn connect_board(
        &mut self,
        kind: BoardKind,
        path: &std::path::Path,
        events: Sender<LoopInput>,
    ) -> Result<(), String> {
        let sink = Box::new(move |stamped| events.send(LoopInput::Board(kind, stamped)).is_ok());
        let game = self.session.game();
        let voice = self.session.voice().clone();
        let device = match kind {
            BoardKind::Peg => BoardDevice::Peg(
                PegLink::open_with(path, LinkOptions::PEG, sink)
                    .map_err(|e| format!("peg board {}: {e}", path.display()))?,
                PegTable::new(
                    game.position().clone(),
                    game.castling_mode(),
                    voice,
                    Grace::default(),
                ),
            ),
            BoardKind::Dgt => BoardDevice::Dgt(
                DgtLink::open_with(path, LinkOptions::DGT, sink)
                    .map_err(|e| format!("e-board {}: {e}", path.display()))?,
                DgtTable::new(game.position().clone(), voice, Grace::default()),
            ),
        };
        let known_plies = game.history().len();
        self.boards.push(BoardSeat {
            kind,
            device,
            known_plies,
        });
        Ok(())
    }

    /// Something from a sensor board.
    pub fn board_event(&mut self, kind: BoardKind, stamped: Stamped) -> Result<Shown, CliError> {
        let now = self.timeline.now_ms();
        let Some(index) = self.boards.iter().position(|b| b.kind == kind) else {
            return Ok(Shown::default());
        };
        match self.boards[index].event(now, stamped.event) {
            Ok(actions) => self.board_actions(index, actions),
            Err(problem) => Ok(Shown {
                notices: vec![format!("{}: {problem}", self.boards[index].name())],
                ..Shown::default()
            }),
        }
    }

    /// Carries out what board `index` asks: moves made on it are played as if typed.
    fn board_actions(
        &mut self,
        index: usize,
        actions: Vec<BoardAction>,
    ) -> Result<Shown, CliError> {
        let mut shown = Shown::default();
        for action in actions {
            let step = match action {
                BoardAction::Play(mv) => {
                    let before = self.session.game().history().len();
                    // Not `input`: this move was made on this board, it need not replay it.
                    let step = self.session_input(Input::Move(mv))?;
                    let plies = self.session.game().history().len();
                    if plies > before {
                        self.boards[index].known_plies = plies;
                    } else {
                        // Refused by the session: the board is guided back to the game.
                        let now = self.timeline.now_ms();
                        let position = self.session.game().position().clone();
                        let more = self.boards[index].game_reset(now, position);
                        let extra = self.board_actions(index, more)?;
                        shown.said.extend(extra.said);
                    }
                    step
                }
                BoardAction::Press => self.input(Input::Press)?,
                BoardAction::Command(button) => {
                    let command = match button {
                        Button::Time => "time",
                        _ => "repeat",
                    };
                    self.input(Input::Line(command.to_owned()))?
                }
                BoardAction::RequestSnapshot => {
                    self.boards[index].request_snapshot();
                    Shown::default()
                }
                // Lifting a peg is touching the piece (D.2.2); it is not spoken on each lift.
                BoardAction::Say {
                    kind: SayKind::Touched,
                    ..
                }
                | BoardAction::MismatchStarted
                | BoardAction::Resolved => Shown::default(),
                BoardAction::Say { text, .. } => {
                    let mut step = Shown::default();
                    self.say(
                        Utterance::new(text, Priority::Notice, Listener::Public),
                        &mut step,
                    );
                    step
                }
            };
            shown.said.extend(step.said);
            shown.notices.extend(step.notices);
        }
        Ok(shown)
    }

    /// Tells every board about moves the game made elsewhere (typed, the engine, the other
    /// board), or a game that went back (undo): the player there replays them.
    fn follow_boards(&mut self) -> Result<Shown, CliError> {
        let now = self.timeline.now_ms();
        let mut shown = Shown::default();
        for index in 0..self.boards.len() {
            let game = self.session.game();
            let plies = game.history().len();
            let board = &mut self.boards[index];
            let mut actions = Vec::new();
            if plies < board.known_plies {
                actions.extend(board.game_reset(now, game.position().clone()));
            } else {
                for played in &game.history()[board.known_plies..] {
                    actions.extend(board.game_moved(now, played.mv));
                }
            }
            board.known_plies = plies;
            let step = self.board_actions(index, actions)?;
            shown.said.extend(step.said);
            shown.notices.extend(step.notices);
        }
        Ok(shown)
    }

    /// The boards' own wake-up (guidance after its grace period).
    fn boards_wake(&self) -> Option<u64> {
        self.boards.iter().filter_map(BoardSeat::next_wake).min()
    }

    /// Whether the engine is thinking about its move (typed moves wait until it has moved).
    pub fn engine_thinking(&self) -> bool {
        self.seat.as_ref().is_some_and(Seat::thinking)
    }

    /// Whether an answer from the engine (a move or a hint) is still to come.
    pub fn engine_busy(&self) -> bool {
        self.seat.as_ref().is_some_and(Seat::busy)
    }

    /// Whether the engine is to move as soon as the player presses the clock.
    pub fn engine_waits_for_press(&self) -> bool {
        self.seat
            .as_ref()
            .is_some_and(|seat| seat.waits_for_press(&self.session))
    }

    pub fn wants_to_quit(&self) -> bool {
        self.quit
    }

    /// How long the loop may sleep before the session or the peg board must be woken.
    pub fn next_wait(&self) -> Option<Duration> {
        let wake = match (self.session.next_wake(), self.boards_wake()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        wake.map(|wake| Duration::from_millis(wake.saturating_sub(self.timeline.now_ms())))
    }

    /// Handles one input now.
    pub fn input(&mut self, input: Input) -> Result<Shown, CliError> {
        let woken = matches!(input, Input::Wake);
        let mut shown = self.session_input(input)?;
        if woken {
            let now = self.timeline.now_ms();
            for index in 0..self.boards.len() {
                let actions = self.boards[index].tick(now);
                let more = self.board_actions(index, actions)?;
                shown.said.extend(more.said);
            }
        }
        let more = self.follow_boards()?;
        shown.said.extend(more.said);
        shown.notices.extend(more.notices);
        Ok(shown)
    }

    fn session_input(&mut self, input: Input) -> Result<Shown, CliError> {
        if matches!(input, Input::Line(_))
            && let Some(speech) = &self.speech
        {
            // A new line makes stale speech (a long answer) stop at once.
            speech.barge_in();
        }
        let effects = self.session.handle(self.timeline.now_ms(), input);
        self.carry_out(effects)
    }

    /// Opens the envelope of an adjourned game (Guidelines I.9).
    pub fn open_envelope(&mut self) -> Result<Shown, CliError> {
        let effects = self.session.open_envelope(self.timeline.now_ms());
        self.carry_out(effects)
    }

    /// Handles an engine's answer.
    pub fn engine_event(&mut self, event: EngineEvent) -> Result<Shown, CliError> {
        let Some(seat) = self.seat.as_mut() else {
            return Ok(Shown::default());
        };
        match seat.answer(event, &mut self.session, self.timeline.now_ms()) {
            SeatOutcome::Effects(effects) => self.carry_out(effects),
            SeatOutcome::Failed(reason) => {
                self.seat = None;
                let text = self
                    .session
                    .strings()
                    .engine_failed
                    .replace("{reason}", &reason);
                self.carry_out(vec![Session::notice(text)])
            }
        }
    }

    fn carry_out(&mut self, effects: Vec<Effect>) -> Result<Shown, CliError> {
        let mut shown = Shown::default();
        let was_over = self.session.game().is_over() || self.saved_at_end;
        let mut pending: std::collections::VecDeque<Effect> = effects.into();
        while let Some(effect) = pending.pop_front() {
            match effect {
                Effect::Record(record) => {
                    if let Some(journal) = self.journal.as_mut() {
                        journal
                            .append(&record)
                            .map_err(|e| CliError::new(e.to_string()))?;
                    }
                }
                Effect::Say(utterance) => self.say(utterance, &mut shown),
                Effect::Cue(earcon) => {
                    if let Some(speech) = self.speech.as_ref().filter(|_| self.earcons) {
                        speech.cue(earcon);
                    }
                }
                Effect::RepeatLast => {
                    if let Some(text) = self.last_said.clone() {
                        shown.said.push(text);
                    }
                    if let Some(speech) = &self.speech {
                        speech.repeat_last();
                    }
                }
                Effect::Quit => self.quit = true,
                Effect::AskForHint => match self.seat.as_mut() {
                    Some(seat) => pending.extend(seat.ask_hint(&self.session)),
                    None => pending.push_back(Session::notice(self.session.strings().no_engine)),
                },
            }
        }
        if !was_over && self.session.game().is_over() {
            // The game has just ended: its record is written now, and the player told where.
            self.saved_at_end = true;
            if let Some(path) = self.save_pgn()? {
                let text = self
                    .session
                    .strings()
                    .game_saved
                    .replace("{path}", &path.display().to_string());
                self.say(
                    Utterance::new(text, Priority::Notice, Listener::Public),
                    &mut shown,
                );
            }
        }
        let now = self.timeline.now_ms();
        if let Some(Err(reason)) = self
            .seat
            .as_mut()
            .map(|seat| seat.follow(&self.session, now))
        {
            self.seat = None;
            let text = self
                .session
                .strings()
                .engine_failed
                .replace("{reason}", &reason);
            self.say(
                Utterance::new(text, Priority::Notice, Listener::Public),
                &mut shown,
            );
        }
        if let Some(speech) = &self.speech {
            shown
                .notices
                .extend(speech.notices().iter().map(describe_notice));
        }
        Ok(shown)
    }

    fn say(&mut self, utterance: Utterance, shown: &mut Shown) {
        shown.said.push(utterance.text.clone());
        self.last_said = Some(utterance.text.clone());
        if let Some(speech) = &self.speech {
            speech.say(utterance);
        }
    }

    /// Writes the game as PGN beside its journal (atomically), with `%clk` comments when the
    /// game had a clock; returns the file's path (`None` without a journal).
    pub fn save_pgn(&self) -> Result<Option<PathBuf>, CliError> {
        let Some(journal) = &self.journal else {
            return Ok(None);
        };
        let game = self.session.game();
        let result = game
            .ending()
            .map_or("*".to_owned(), |e| e.result.to_string());
        let mut tags = vec![
            ("Event".to_owned(), "annabella game".to_owned()),
            ("Date".to_owned(), today()),
        ];
        if let Some(seat) = &self.seat {
            let tag = if seat.side() == Color::White {
                "White"
            } else {
                "Black"
            };
            tags.push((tag.to_owned(), seat.name().to_owned()));
        }
        if let Some(clock) = self.session.clock() {
            tags.push(("TimeControl".to_owned(), clock.control().to_string()));
        }
        tags.push(("Result".to_owned(), result.clone()));
        let pgn = write_pgn(
            &tags,
            game.start(),
            game.castling_mode(),
            &game.moves(),
            self.session.clock_log(),
            &result,
        );
        let path = journal.path().with_extension("pgn");
        crate::journal::write_atomically(&path, pgn.as_bytes())
            .map_err(|e| CliError::new(e.to_string()))?;
        Ok(Some(path))
    }

    /// Waits (at most `limit`) for queued speech to be heard; called at the end.
    pub fn finish_speech(&self, limit: Duration) {
        if let Some(speech) = &self.speech {
            speech.flush(limit);
        }
    }
}

/// Today's date as PGN writes it (`2026.11.21`), from the system clock in UTC.
fn today() -> String {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    let (year, month, day) = crate::journal::civil_from_days(i64::try_from(days).unwrap_or(0));
    format!("{year:04}.{month:02}.{day:02}")
}

fn describe_notice(notice: &SpeechNotice) -> String {
    match notice {
        SpeechNotice::FellBack { from, to, reason } => {
            format!("speech: {from} failed ({reason}); speaking with {to} from now on")
        }
        SpeechNotice::Silent { engine, reason } => {
            format!("speech: {engine} failed ({reason}); no audio from now on")
        }
    }
}
