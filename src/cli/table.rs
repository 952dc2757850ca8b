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

use crate::core::pgn::write_pgn;
use crate::core::session::{Effect, Input, Session};
use crate::core::speech_queue::{Listener, Priority, Utterance};
use crate::engine::{
    DEFAULT_HINT_TIME, EngineEvent, EngineOptions, MoveSource, RequestId, SearchPosition,
    ThinkTime, UciEngine,
};
use crate::journal::Journal;
use crate::speech::{SpeechNotice, SpeechService};

use super::CliError;

/// How long the engine thinks when there is no clock.
const ENGINE_THINK_TIME: Duration = Duration::from_secs(1);

/// Everything that can wake the game loop.
#[derive(Debug)]
pub enum LoopInput {
    /// A typed line, or why standard input could not be read.
    Line(Result<String, String>),
    /// Standard input has ended.
    Closed,
    Engine(EngineEvent),
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

/// An engine playing one side.
struct Opponent {
    engine: Box<dyn MoveSource>,
    side: Color,
    thinking: Option<RequestId>,
    hint: Option<RequestId>,
}

/// A game at the table with its devices.
pub struct Table {
    pub session: Session,
    pub timeline: Timeline,
    journal: Option<Journal>,
    speech: Option<SpeechService>,
    earcons: bool,
    opponent: Option<Opponent>,
    last_said: Option<String>,
    quit: bool,
    /// The finished game's PGN has been written and its path said.
    saved_at_end: bool,
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
            opponent: None,
            last_said: None,
            quit: false,
            saved_at_end: false,
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
        match UciEngine::start(path, &options, events) {
            Ok(engine) => {
                let name = engine.info().name.clone();
                self.opponent = Some(Opponent {
                    engine: Box::new(engine),
                    side,
                    thinking: None,
                    hint: None,
                });
                Ok(name)
            }
            Err(error) => Err(error.to_string()),
        }
    }

    /// Whether the engine is thinking about its move (typed moves wait until it has moved).
    pub fn engine_thinking(&self) -> bool {
        self.opponent.as_ref().is_some_and(|o| o.thinking.is_some())
    }

    /// Whether an answer from the engine (a move or a hint) is still to come.
    pub fn engine_busy(&self) -> bool {
        self.opponent
            .as_ref()
            .is_some_and(|o| o.thinking.is_some() || o.hint.is_some())
    }

    /// Whether the engine is to move as soon as the player presses the clock.
    pub fn engine_waits_for_press(&self) -> bool {
        self.opponent.as_ref().is_some_and(|o| {
            o.thinking.is_none()
                && o.side == self.session.game().turn()
                && self.session.awaiting_press().is_some()
                && !self.session.game().is_over()
        })
    }

    pub fn wants_to_quit(&self) -> bool {
        self.quit
    }

    /// How long the loop may sleep before the session must be woken.
    pub fn next_wait(&self) -> Option<Duration> {
        self.session
            .next_wake()
            .map(|wake| Duration::from_millis(wake.saturating_sub(self.timeline.now_ms())))
    }

    /// Handles one input now.
    pub fn input(&mut self, input: Input) -> Result<Shown, CliError> {
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
        let Some(opponent) = self.opponent.as_mut() else {
            return Ok(Shown::default());
        };
        match event {
            EngineEvent::BestMove { id, mv } if opponent.thinking == Some(id) => {
                opponent.thinking = None;
                let now = self.timeline.now_ms();
                let mut effects = self.session.handle(now, Input::Move(mv));
                // The engine completes its own move at once: it presses its clock.
                effects.extend(self.session.handle(now, Input::Press));
                self.carry_out(effects)
            }
            EngineEvent::Hint { id, mv, .. } if opponent.hint == Some(id) => {
                opponent.hint = None;
                let effects = self.session.hint(mv).into_iter().collect();
                self.carry_out(effects)
            }
            EngineEvent::Failed(error) => {
                self.opponent = None;
                let text = self
                    .session
                    .strings()
                    .engine_failed
                    .replace("{reason}", &error.to_string());
                self.carry_out(vec![Session::notice(text)])
            }
            // A stale answer to a request that was cancelled.
            EngineEvent::BestMove { .. } | EngineEvent::Hint { .. } => Ok(Shown::default()),
        }
    }

    /// Asks the engine to move when it is its turn and the player's move is complete.
    fn ask_engine(&mut self) -> Option<String> {
        let game_over = self.session.game().is_over();
        let awaiting = self.session.awaiting_press().is_some();
        let turn = self.session.game().turn();
        let think = self.think_time();
        let position = SearchPosition::from_game(self.session.game());
        let opponent = self.opponent.as_mut()?;
        if game_over {
            if opponent.thinking.take().is_some() {
                opponent.engine.stop();
            }
            return None;
        }
        if opponent.side != turn {
            // The position changed under a search (a take-back): that answer is stale.
            if opponent.thinking.take().is_some() {
                opponent.engine.stop();
            }
            return None;
        }
        if awaiting || opponent.thinking.is_some() {
            return None;
        }
        match opponent.engine.request_move(&position, think) {
            Ok(id) => {
                opponent.thinking = Some(id);
                None
            }
            Err(error) => {
                self.opponent = None;
                Some(error.to_string())
            }
        }
    }

    fn think_time(&self) -> ThinkTime {
        let Some(clock) = self.session.clock() else {
            return ThinkTime::Fixed(ENGINE_THINK_TIME);
        };
        let now = self.timeline.now_ms();
        let increment = |color: Color| {
            let number = clock.moves(color).saturating_add(1);
            Duration::from_millis(clock.control().period_of_move(number).increment_ms())
        };
        ThinkTime::Clock {
            white: Duration::from_millis(clock.remaining(Color::White, now)),
            black: Duration::from_millis(clock.remaining(Color::Black, now)),
            white_increment: increment(Color::White),
            black_increment: increment(Color::Black),
            moves_to_go: None,
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
                Effect::AskForHint => {
                    let position = SearchPosition::from_game(self.session.game());
                    match self.opponent.as_mut() {
                        // A new request would cancel the search for the engine's own move.
                        Some(opponent) if opponent.thinking.is_some() => {
                            pending
                                .push_back(Session::notice(self.session.strings().engine_thinking));
                        }
                        Some(opponent) => {
                            match opponent.engine.request_hint(&position, DEFAULT_HINT_TIME) {
                                Ok(id) => opponent.hint = Some(id),
                                Err(error) => pending.push_back(Session::notice(error.to_string())),
                            }
                        }
                        None => {
                            pending.push_back(Session::notice(self.session.strings().no_engine));
                        }
                    }
                }
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
        if let Some(reason) = self.ask_engine() {
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
        if let Some(opponent) = &self.opponent {
            let name = opponent.engine.info().name.clone();
            let seat = if opponent.side == Color::White {
                "White"
            } else {
                "Black"
            };
            tags.push((seat.to_owned(), name));
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
