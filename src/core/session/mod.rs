//! The table: a game with its clock, as FIDE Appendix D plays it, driven by timed events.
//!
//! Adapters (keyboard, line input, sensor board, engine, timer) turn what happens into an
//! [`Input`] with the instant it happened; [`Session::handle`] decides and returns [`Effect`]s:
//! what to say, what to write to the journal, when to quit. Nothing here reads a clock or
//! touches a device, so a test can play a whole game by feeding inputs with timestamps.
//!
//! The Appendix D flow of a move: entered → announced (public) → the clock pressed (D.2.3,
//! D.2.4). Until the press the mover may correct a slip (D.2.8, `undo`). In line mode the
//! opponent's next move also presses the clock (one person types both sides), and `--auto-press`
//! presses at once for practice at home.

use shakmaty::{Color, Move, Position};

mod names;
mod people;
mod record;
mod words;

pub use super::command::{Command, TableRole, command_of, is_command};
pub use names::{NAME_MAX_CHARS, NameError, NameField, Names, checked_name};
use people::score_sheet_part;
pub use words::TableWords;

use super::clock::{Clock, Flag, TimeControl};
use super::clock_speech::{
    Announcement, Announcer, Audience, ClockSpeech, ClockSpeechConfig, Said,
};
use super::control_words::control_in_words;
use super::game::{EndReason, Ending, Game, GameError, GameResult};
use super::notation::{ReadError, read_move};
use super::phrasing::{Style, announce};
use super::queries::{self, QueryError};
use super::speech_queue::{Earcon, Listener, Priority, Utterance};
use super::strings::{Strings, UiLanguage};
use super::text::{fold, fold_words};
use super::voice::Voice;

/// Two minutes: what the arbiter adds to the opponent after an illegal move is completed or an
/// incorrect claim (Articles 7.5.5, 9.5.3); one minute in blitz (Appendix B).
const PENALTY_MS: u64 = 120_000;
const BLITZ_PENALTY_MS: u64 = 60_000;

/// Time announcements at or below this also sound the low-time earcon.
const LOW_TIME_MS: u64 = 60_000;

/// How the session is set up.
#[derive(Debug, Clone)]
pub struct SessionConfig {
    pub style: Style,
    pub time_control: Option<TimeControl>,
    /// Without a clock: whether that is because the control is unknown (PGN's `?`), which the
    /// `time` command says, rather than a game without a clock (PGN's `-`).
    pub time_control_unknown: bool,
    /// Complete each move at once (home practice) instead of waiting for the clock press.
    pub auto_press: bool,
    pub clock_speech: ClockSpeechConfig,
    /// The language of the app's own words; `None` follows the voice.
    pub ui_language: Option<UiLanguage>,
    /// Who is at the keyboard: each role offers its own commands.
    pub role: TableRole,
    /// The blind player's side, when known (`--blind`): "you" in the greeting, who resigns;
    /// with the player role, a move entered for the opponent is complete at once (the opponent
    /// pressed their clock before it was relayed).
    pub blind: Option<Color>,
    /// Say whose clock runs after each press, for those who hear no click (line mode, text
    /// speech).
    pub press_words: bool,
    /// The names for the record (`--white`, `--event` …): recorded as the table opens.
    pub names: Names,
}

impl Default for SessionConfig {
    fn default() -> Self {
        Self {
            style: Style::Short,
            time_control: None,
            time_control_unknown: false,
            auto_press: false,
            clock_speech: ClockSpeechConfig::default(),
            ui_language: None,
            role: TableRole::Player,
            blind: None,
            press_words: false,
            names: Names::default(),
        }
    }
}

/// Something that happened at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A typed line: a move in any notation or voice, or a command.
    Line(String),
    /// A move from a sensor board or an engine, already known to be a move of the position.
    Move(Move),
    /// The clock was pressed (a key, the board's clock button): heard, a click or a word.
    Press,
    /// The move just made is complete without a press to hear: the engine's own, or one the
    /// next typed move implies.
    Complete,
    /// A command from a key, a board button or a menu: typed, never text to read again.
    Command(Command, Argument),
    /// The timer the adapter set for [`Session::next_wake`] went off.
    Wake,
}

/// What a command is about, when it is about something.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Argument {
    None,
    /// A square (the screen's focused square).
    Square(shakmaty::Square),
    /// Words typed after the command (`where black rook`, `claim Nf3`).
    Text(String),
}

impl Argument {
    /// The argument as the player would have typed it.
    fn text(&self) -> String {
        match self {
            Argument::None => String::new(),
            Argument::Square(square) => square.to_string(),
            Argument::Text(text) => text.clone(),
        }
    }
}

/// What the session wants done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    Say(Utterance),
    /// Play a short sound at once (check, capture, illegal move, low time, flag).
    Cue(Earcon),
    /// Append to the game's journal before anything is said about it.
    Record(Record),
    /// Say the last utterance again (the speech queue remembers it).
    RepeatLast,
    /// The player asked to leave.
    Quit,
    /// The player asked what the engine would play: ask it, then call [`Session::hint`].
    AskForHint,
    /// Stale speech (a long answer) stops at once: the player has moved on.
    BargeIn,
    /// The arbiter corrects the sensor boards to the game (D.2.9): each is guided back.
    ResetBoards,
    /// The player asked to go over the game: the table opens its review once the game has
    /// ended.
    StartReview,
    /// The player asked for the finished game's analysis: the table's analysis seat asks an
    /// engine about every position.
    StartAnalysis,
    /// Write the game's record (PGN) beside its journal; `announce`: say where, once written.
    SaveGame {
        announce: bool,
    },
    /// A notice about a device, shown and not spoken (a dropped board line).
    Notice(String),
    /// A refusal (illegal move, nothing to undo …), said in the same step: the screen keeps it
    /// on its status line until a move is played.
    Refused(String),
}

/// A journal line: enough to rebuild the session exactly after a crash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Record {
    Move {
        uci: String,
        at_ms: u64,
    },
    Press {
        at_ms: u64,
    },
    TakeBack {
        at_ms: u64,
    },
    DrawOffer {
        by: Color,
        at_ms: u64,
    },
    TimeAdded {
        to: Color,
        ms: u64,
        at_ms: u64,
    },
    /// The move sealed at an adjournment (Guidelines I): kept, not said, until the resumption.
    Sealed {
        uci: String,
        at_ms: u64,
    },
    /// The program stopped (quit, end of input): the running clock counted until then.
    Stopped {
        at_ms: u64,
    },
    /// The clock was started (by the arbiter, the players, or the first move).
    ClockStarted {
        at_ms: u64,
    },
    /// The arbiter stopped the clock.
    ClockStopped {
        at_ms: u64,
    },
    /// The stopped clock was started again.
    ClockResumed {
        at_ms: u64,
    },
    End {
        result: GameResult,
        reason: EndReason,
        at_ms: u64,
    },
    /// A name on the game's record (a player, the event, the site, the round).
    Name {
        field: NameField,
        value: String,
        at_ms: u64,
    },
    /// An engine plays `side` (at `level`; `path` the program given, `None` the default), so a
    /// resumed game gets it back.
    Engine {
        side: Color,
        level: Option<u8>,
        path: Option<String>,
        at_ms: u64,
    },
}

impl Record {
    /// The instant it happened.
    pub fn at_ms(&self) -> u64 {
        match self {
            Record::Move { at_ms, .. }
            | Record::Press { at_ms }
            | Record::TakeBack { at_ms }
            | Record::DrawOffer { at_ms, .. }
            | Record::TimeAdded { at_ms, .. }
            | Record::Sealed { at_ms, .. }
            | Record::Stopped { at_ms }
            | Record::ClockStarted { at_ms }
            | Record::ClockStopped { at_ms }
            | Record::ClockResumed { at_ms }
            | Record::End { at_ms, .. }
            | Record::Name { at_ms, .. }
            | Record::Engine { at_ms, .. } => *at_ms,
        }
    }
}

/// A game at the table.
#[derive(Debug)]
pub struct Session {
    config: SessionConfig,
    voice: Voice,
    /// Voices whose words the move reader understands: the player's own first.
    reading_voices: Vec<Voice>,
    strings: &'static Strings,
    game: Game,
    clock: Option<Clock>,
    announcer: Option<Announcer>,
    /// The player who has moved but not yet pressed the clock.
    awaiting_press: Option<Color>,
    draw_offer: Option<Color>,
    /// Illegal moves completed per player (7.5.5: the second loses).
    illegal_completed: [u8; 2],
    /// The mover's remaining time after each completed move, for the PGN's `%clk` comments.
    clock_log: Vec<u64>,
    /// A sealed move waiting for the resumption (Guidelines I.9).
    sealed: Option<String>,
    /// The game's end is in the journal (recorded now or replayed from it).
    end_recorded: bool,
    /// The language of the app's own words (and of the command words help names).
    language: UiLanguage,
    /// Inputs handled so far: a confirmation counts only as the very next input.
    inputs: u64,
    /// `resign` was said once, for this side, at this input: the next `resign` confirms.
    resign_pending: Option<(Color, u64)>,
    /// Rebuilt from a journal.
    resumed: bool,
    /// The game is played on a server: `help` names the commands used there.
    online: bool,
    /// The names on the record, as the journal has them.
    names: Names,
    /// The engine that plays, as the journal has it (side, level, program).
    engine: Option<EnginePlayer>,
}

/// The engine that plays a side, as recorded: a resumed game starts it again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnginePlayer {
    pub side: Color,
    pub level: Option<u8>,
    /// The program given (`--engine PATH`); `None`: the default.
    pub path: Option<String>,
}

impl Session {
    /// A session from the game's start, its clock (if any) set and waiting to be started.
    /// A game whose start position already ends it (mate, stalemate, a dead position) is over
    /// at once: its clock never starts; [`Session::opening_effects`] says and records the end.
    pub fn new(config: SessionConfig, voice: Voice, game: Game, at_ms: u64) -> Self {
        let mut reading_voices = vec![voice.clone()];
        reading_voices.extend(
            Voice::builtins()
                .into_iter()
                .filter(|v| v.name() != voice.name()),
        );
        let language = config.ui_language.unwrap_or_else(|| UiLanguage::of(&voice));
        let strings = language.strings();
        // The clock waits for the arbiter (or the players, or the first move) to start it.
        let clock = config.time_control.clone().map(Clock::new);
        let announcer = clock
            .as_ref()
            .map(|clock| Announcer::new(config.clock_speech.clone(), clock, at_ms));
        Self {
            config,
            voice,
            reading_voices,
            strings,
            game,
            clock,
            announcer,
            awaiting_press: None,
            draw_offer: None,
            illegal_completed: [0, 0],
            clock_log: Vec::new(),
            sealed: None,
            end_recorded: false,
            language,
            inputs: 0,
            resign_pending: None,
            resumed: false,
            online: false,
            names: Names::default(),
            engine: None,
        }
    }

    /// The game is played on a server (its table handles the server's own commands).
    pub fn play_online(&mut self) {
        self.online = true;
    }

    /// Whether the game's end is in its record (said, journaled, or replayed from the journal).
    pub fn end_recorded(&self) -> bool {
        self.end_recorded
    }

    /// What to do as the session opens (after [`Session::replay`] for a resumed game): a game
    /// already over whose end the journal does not hold yet — a start position that ends the
    /// game, or a journal cut short before its end — has its end recorded and said now, once.
    /// Nothing otherwise.
    /// Names given for the record that the journal does not hold yet are recorded first.
    pub fn opening_effects(&mut self, at_ms: u64) -> Vec<Effect> {
        let mut effects = self.record_given_names(at_ms);
        if let Some(ending) = self.game.ending()
            && !self.end_recorded
        {
            self.awaiting_press = None;
            effects.extend(self.ended(ending, at_ms));
        }
        effects
    }

    /// The names given in the set-up that differ from the record's, recorded.
    fn record_given_names(&mut self, at_ms: u64) -> Vec<Effect> {
        let given: Vec<(NameField, String)> = self
            .config
            .names
            .given()
            .filter(|(field, value)| self.names.get(*field) != Some(*value))
            .map(|(field, value)| (field, value.to_owned()))
            .collect();
        given
            .into_iter()
            .map(|(field, value)| {
                self.names.set(field, value.clone());
                Effect::Record(Record::Name {
                    field,
                    value,
                    at_ms,
                })
            })
            .collect()
    }

    /// The names on the record.
    pub fn names(&self) -> &Names {
        &self.names
    }

    /// The engine the journal says plays, if any.
    pub fn engine_player(&self) -> Option<&EnginePlayer> {
        self.engine.as_ref()
    }

    /// An engine plays `player.side`: recorded (once) so a resumed game gets it back.
    pub fn seat_engine(&mut self, player: EnginePlayer, at_ms: u64) -> Vec<Effect> {
        if self.engine.as_ref() == Some(&player) {
            return Vec::new();
        }
        self.engine = Some(player.clone());
        vec![Effect::Record(Record::Engine {
            side: player.side,
            level: player.level,
            path: player.path,
            at_ms,
        })]
    }

    /// Rebuilds a session from its journal: every record replayed at its own instant, nothing
    /// said. Records that no longer fit (a damaged journal) stop the replay there; the caller
    /// learns how many were used.
    pub fn replay(&mut self, records: &[Record]) -> usize {
        self.resumed = true;
        for (index, record) in records.iter().enumerate() {
            let ok = match record {
                Record::Move { uci, at_ms } => {
                    // A move after an adjournment means the envelope was opened then.
                    self.sealed = None;
                    self.replay_move(uci, *at_ms)
                }
                Record::Press { at_ms } => {
                    self.press(*at_ms);
                    true
                }
                Record::TakeBack { at_ms } => {
                    self.advance(*at_ms);
                    let ok = self.game.take_back().is_ok();
                    self.awaiting_press = None;
                    self.clock_to_side_to_move(*at_ms);
                    ok
                }
                Record::DrawOffer { by, .. } => {
                    self.draw_offer = Some(*by);
                    true
                }
                Record::TimeAdded { to, ms, at_ms } => {
                    self.add_time(*to, *ms, *at_ms);
                    true
                }
                Record::Sealed { uci, at_ms } => {
                    self.advance(*at_ms);
                    if let Some(clock) = self.clock.as_mut() {
                        let _ = clock.stop(*at_ms);
                    }
                    self.sealed = Some(uci.clone());
                    true
                }
                Record::Stopped { at_ms } | Record::ClockStopped { at_ms } => {
                    self.advance(*at_ms);
                    if let Some(clock) = self.clock.as_mut() {
                        let _ = clock.stop(*at_ms);
                    }
                    true
                }
                Record::ClockStarted { at_ms } | Record::ClockResumed { at_ms } => {
                    self.advance(*at_ms);
                    self.run_clock(*at_ms);
                    true
                }
                Record::End {
                    result,
                    reason,
                    at_ms,
                } => {
                    self.advance(*at_ms);
                    self.end_recorded = true;
                    self.replay_end(*result, *reason)
                }
                Record::Name { field, value, .. } => {
                    self.names.set(*field, value.clone());
                    true
                }
                Record::Engine {
                    side, level, path, ..
                } => {
                    self.engine = Some(EnginePlayer {
                        side: *side,
                        level: *level,
                        path: path.clone(),
                    });
                    true
                }
            };
            if !ok {
                return index;
            }
        }
        records.len()
    }

    fn replay_move(&mut self, uci: &str, at_ms: u64) -> bool {
        self.advance(at_ms);
        let Ok(parsed) = uci.parse::<shakmaty::uci::UciMove>() else {
            return false;
        };
        let Ok(m) = parsed.to_move(self.game.position()) else {
            return false;
        };
        if let Some(waiting) = self.awaiting_press
            && waiting != self.game.turn()
        {
            self.press(at_ms);
        }
        let mover = self.game.turn();
        if self.game.play(m).is_err() {
            return false;
        }
        self.draw_offer = self.draw_offer.filter(|by| *by == mover);
        self.awaiting_press = Some(mover);
        if self.game.is_over() {
            self.awaiting_press = None;
            self.log_clock(mover, at_ms);
        } else if self.config.auto_press {
            self.press(at_ms);
        }
        true
    }

    fn replay_end(&mut self, result: GameResult, reason: EndReason) -> bool {
        let turn = self.game.turn();
        match reason {
            // A server's decision, taken as recorded.
            EndReason::Abandoned => {
                self.game.end_as_reported(Ending { result, reason });
                true
            }
            // The side that resigned is the one that did not win (not always the side to move:
            // a player may resign after moving, before the press).
            EndReason::Resignation => {
                let loser = result.winner().map_or(turn, |winner| !winner);
                self.game.resign(loser).is_ok()
            }
            EndReason::Agreement => self.game.agree_draw().is_ok(),
            EndReason::ThreefoldRepetition | EndReason::FiftyMoves => {
                self.game.claim_draw(None).unwrap_or(false)
            }
            EndReason::Timeout | EndReason::TimeoutInsufficientMaterial => {
                self.game.flag(turn);
                true
            }
            _ => self.game.is_over(),
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, for a review that moves the position it shows one move at a time (rebuilding a
    /// session at every step replayed the game from its start).
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// How the session was set up.
    pub fn config(&self) -> &SessionConfig {
        &self.config
    }

    pub fn voice(&self) -> &Voice {
        &self.voice
    }

    pub fn strings(&self) -> &'static Strings {
        self.strings
    }

    /// Who has moved and not yet pressed the clock.
    pub fn awaiting_press(&self) -> Option<Color> {
        self.awaiting_press
    }

    /// When the adapter must wake the session even if nothing happens: the next clock
    /// announcement or the flag. `None`: sleep until the next input.
    pub fn next_wake(&self) -> Option<u64> {
        let clock = self.clock.as_ref()?;
        if self.game.is_over() {
            return None;
        }
        let announcement = self.announcer.as_ref().and_then(|a| a.next_at(clock));
        match (announcement, clock.flag_at()) {
            (Some(a), Some(f)) => Some(a.min(f)),
            (a, f) => a.or(f),
        }
    }

    /// Handles one input that happened at `at_ms` (never earlier than the previous one).
    pub fn handle(&mut self, at_ms: u64, input: Input) -> Vec<Effect> {
        let mut effects = self.catch_up(at_ms);
        if input != Input::Wake {
            self.inputs += 1;
        }
        match input {
            Input::Wake => {}
            Input::Press => effects.extend(self.press_or_start(at_ms)),
            Input::Complete => effects.extend(self.press_command(at_ms)),
            Input::Move(m) => effects.extend(self.play(at_ms, m)),
            Input::Line(line) => effects.extend(self.line(at_ms, &line)),
            Input::Command(command, argument) => {
                effects.extend(self.command(at_ms, command, &argument));
            }
        }
        effects
    }

    /// Brings the clock to `at_ms`: announcements due, and a flag that fell.
    fn catch_up(&mut self, at_ms: u64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let (Some(clock), Some(announcer)) = (self.clock.as_mut(), self.announcer.as_mut()) else {
            return effects;
        };
        if self.game.is_over() {
            let _ = clock.advance(at_ms);
            return effects;
        }
        let due = announcer.due_until(clock, at_ms);
        let flag = clock.advance(at_ms).ok().flatten();
        effects.extend(self.clock_effects(due));
        if let Some(flag) = flag {
            effects.extend(self.flag_fell(flag));
        }
        effects
    }

    /// Brings the clock to `at_ms` while replaying a journal: announcements that fell in the
    /// past were said then, and are not said again.
    fn advance(&mut self, at_ms: u64) {
        if let Some(clock) = self.clock.as_mut() {
            if let Some(announcer) = self.announcer.as_mut() {
                announcer.due_until(clock, at_ms);
            }
            let flag = clock.advance(at_ms).ok().flatten();
            if let (Some(flag), false) = (flag, self.game.is_over()) {
                self.game.flag(flag.color);
            }
        }
    }

    fn flag_fell(&mut self, flag: Flag) -> Vec<Effect> {
        let ending = self.game.flag(flag.color);
        let mut effects = vec![Effect::Cue(Earcon::Flag)];
        let mut result_said = false;
        if let Some(announcer) = &self.announcer {
            let opponent_can_mate = ending.reason == EndReason::Timeout;
            let speech = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds);
            let announcement = announcer.flag(flag, opponent_can_mate);
            result_said = announcement.audience == Audience::Public;
            effects.push(Effect::Say(clock_utterance(&speech, &announcement)));
        }
        let ended = self.ended(ending, flag.at_ms);
        // The public flag sentence already says who lost or that it is a draw ("Zeit abgelaufen
        // für Weiß, Weiß verliert auf Zeit"): the ending sentence would say it a second time.
        effects.extend(
            ended
                .into_iter()
                .filter(|effect| !(result_said && matches!(effect, Effect::Say(_)))),
        );
        effects
    }

    fn line(&mut self, at_ms: u64, line: &str) -> Vec<Effect> {
        let trimmed = line.trim();
        if trimmed.is_empty() {
            // Enter on an empty line presses the clock after a move, or starts a waiting one.
            return self.press_or_start(at_ms);
        }
        // The command word is matched folded; its argument is passed as typed, because case
        // matters in a move (`claim Bxc4` is the bishop, `claim bxc4` the pawn).
        let (first, argument) = trimmed
            .split_once(char::is_whitespace)
            .unwrap_or((trimmed, ""));
        let command = fold_words(first).first().and_then(|word| command_of(word));
        match command {
            Some(command) => {
                self.command(at_ms, command, &Argument::Text(argument.trim().to_owned()))
            }
            // The assistant completes every move with the press (D.2.10): a move typed before
            // it is a repetition heard, never the next move.
            None if self.config.role == TableRole::Assistant && self.awaiting_press.is_some() => {
                self.repetition(trimmed)
                    .or_else(|| self.mismatch_before_press(trimmed))
                    .unwrap_or_else(|| {
                        match read_move(self.game.position(), trimmed, &self.reading_refs()) {
                            Ok(_) => Vec::new(),
                            Err(error) => self.refuse(&error),
                        }
                    })
            }
            None => match read_move(self.game.position(), trimmed, &self.reading_refs()) {
                Ok(m) => self.play(at_ms, m),
                Err(error) => self
                    .repetition(trimmed)
                    .unwrap_or_else(|| self.refuse(&error)),
            },
        }
    }

    fn reading_refs(&self) -> Vec<&Voice> {
        self.reading_voices.iter().collect()
    }

    fn refuse(&self, error: &ReadError) -> Vec<Effect> {
        let text = if self.game.is_over() {
            self.strings.game_is_over.to_owned()
        } else {
            error.describe(self.game.position(), &self.voice)
        };
        vec![
            Effect::Cue(Earcon::IllegalMove),
            Effect::Refused(text.clone()),
            say(text, Priority::Move),
        ]
    }

    fn command(&mut self, at_ms: u64, command: Command, typed: &Argument) -> Vec<Effect> {
        let text = typed.text();
        let argument = text.as_str();
        if let Some(refusal) = self.not_here(command) {
            return vec![answer_effect(refusal)];
        }
        // A square from the screen's cursor is taken as it is; a typed one is read.
        let square = |voice: &Voice| match typed {
            Argument::Square(square) => Ok(*square),
            _ => queries::parse_square(voice, argument),
        };
        let pos = self.game.position();
        let voice = &self.voice;
        let style = self.config.style;
        let answer = |result: Result<String, QueryError>| {
            let text = result.unwrap_or_else(|error| error.message(voice));
            say(text, Priority::Answer)
        };
        match command {
            Command::Help => vec![answer_effect(self.help(argument))],
            Command::Time => self.time_reading(at_ms),
            Command::Last => vec![answer_effect(queries::last_move(&self.game, voice, style))],
            Command::Moves => {
                let sheet = queries::score_sheet(&self.game, voice, style);
                match score_sheet_part(&sheet, argument) {
                    Some(lines) if lines.is_empty() => {
                        vec![answer_effect(self.strings.no_moves_yet)]
                    }
                    Some(lines) => lines
                        .iter()
                        .map(|line| say(line.clone(), Priority::Answer))
                        .collect(),
                    None => vec![answer_effect(self.strings.moves_usage)],
                }
            }
            Command::Board if is_compact(argument) => queries::board_compact(pos)
                .into_iter()
                .map(|line| say(line, Priority::Answer))
                .collect(),
            Command::Board => vec![answer_effect(queries::board(pos, voice))],
            Command::Turn => vec![answer_effect(match self.game.ending() {
                // "Weiß am Zug" is no answer once the game has ended (resigned, flagged, dead).
                Some(ending) => self.ending_text(ending),
                None => queries::turn(pos, voice),
            })],
            Command::Where => vec![answer(
                queries::parse_piece_query(voice, argument)
                    .map(|q| queries::where_is(pos, voice, q)),
            )],
            Command::Square => vec![answer(
                square(voice).map(|sq| queries::square(pos, voice, sq)),
            )],
            Command::Rank => vec![answer(
                queries::parse_rank(voice, argument).map(|r| queries::rank(pos, voice, r)),
            )],
            Command::File => vec![answer(
                queries::parse_file(voice, argument).map(|f| queries::file(pos, voice, f)),
            )],
            Command::Diagonal => vec![answer(
                square(voice).map(|sq| queries::diagonal(pos, voice, sq)),
            )],
            Command::Attackers => vec![answer(
                square(voice).map(|sq| queries::attackers(pos, voice, sq)),
            )],
            Command::Legal => vec![answer(
                square(voice).map(|sq| queries::legal(pos, voice, sq)),
            )],
            Command::Material => vec![answer_effect(queries::material(pos, voice))],
            Command::Pawns => vec![answer_effect(queries::pawn_structure(pos, voice))],
            Command::Opening => vec![answer_effect(self.opening_name())],
            Command::Undo => self.undo(at_ms),
            Command::Draw => self.draw(at_ms),
            Command::Resign => self.resign(at_ms, argument),
            Command::Takeback => self.take_back_move(at_ms),
            Command::Start | Command::Resume => self.start_command(at_ms),
            Command::Stop => self.stop_command(at_ms),
            Command::Add => self.add_command(at_ms, argument),
            Command::Penalty => self.penalty_command(at_ms, argument),
            Command::Reset => vec![
                Effect::ResetBoards,
                answer_effect(self.strings.boards_reset),
            ],
            Command::Flag => self.flag_command(at_ms, argument),
            Command::Touched => vec![answer(square(voice).map(|sq| {
                self.strings
                    .touched
                    .replace("{what}", &queries::square(pos, voice, sq))
            }))],
            Command::Claim => self.claim(at_ms, argument),
            Command::Press => self.heard_press(at_ms),
            Command::Repeat => vec![Effect::RepeatLast],
            Command::Hint => vec![Effect::AskForHint],
            Command::Adjourn => self.adjourn(at_ms, argument),
            Command::Review => vec![Effect::StartReview],
            Command::Analyse => vec![Effect::StartAnalysis],
            // Refused above offline; online, the table sends them to the server.
            Command::Chat | Command::Abort => Vec::new(),
            Command::Names => self.names_command(at_ms, argument),
            Command::Quit => vec![Effect::Quit],
        }
    }

    /// Why `command` is not given at this table, if it is not: an online command offline, or a
    /// command of another role.
    fn not_here(&self, command: Command) -> Option<String> {
        let word = command.word(self.language);
        if command.online_only() && !self.online {
            return Some(self.strings.online_only.replace("{command}", word));
        }
        (!self.config.role.offers(command)).then(|| {
            self.strings
                .not_offered
                .replace("{command}", word)
                .replace("{role}", self.role_name(self.config.role))
        })
    }

    /// The opening the game has reached (its last named position), or that none is named.
    fn opening_name(&self) -> String {
        let moves: Vec<Move> = self.game.history().iter().map(|played| played.mv).collect();
        let named = super::openings::book()
            .ok()
            .and_then(|book| book.name_game(self.game.start(), &moves));
        match named {
            Some(named) => self
                .strings
                .opening_english
                .replace("{eco}", named.opening.eco)
                .replace("{name}", named.opening.name),
            None => self.strings.no_opening.to_owned(),
        }
    }

    /// Help in a few words: the commands used most, in the UI language; `help more` lists
    /// every command this role offers now.
    fn help(&self, argument: &str) -> String {
        let available = |command: &Command| {
            if self.online {
                // The server's game: its own commands, none of the clock's or the arbiter's.
                return command.used_online();
            }
            !command.online_only()
                && self.config.role.offers(*command)
                && (self.clock.is_some()
                    || !matches!(
                        command,
                        Command::Press
                            | Command::Start
                            | Command::Stop
                            | Command::Resume
                            | Command::Add
                            | Command::Flag
                    ))
                && (self.awaiting_press.is_some() || *command != Command::Undo)
                // Going over the game and its analysis come once it has ended.
                && (self.game.is_over() || !matches!(command, Command::Review | Command::Analyse))
        };
        let word = |command: Command| command.word(self.language);
        // `help more` as the README writes it, in any UI language (`hilfe mehr`, `aide plus`).
        let asks_more = fold_words(argument).first().is_some_and(|word| {
            UiLanguage::all()
                .iter()
                .any(|language| fold(language.strings().more_word) == *word)
        });
        if asks_more {
            let all: Vec<&str> = Command::all().filter(available).map(word).collect();
            return self
                .strings
                .help_more
                .replace("{commands}", &all.join(", "));
        }
        let mut most = if self.game.is_over() {
            // After the game, what comes after it first.
            vec![
                Command::Review,
                Command::Analyse,
                Command::Moves,
                Command::Board,
            ]
        } else {
            vec![
                Command::Time,
                Command::Moves,
                Command::Board,
                Command::Where,
            ]
        };
        most.extend(
            [Command::Legal, Command::Repeat]
                .into_iter()
                .filter(|c| available(c)),
        );
        let names: Vec<&str> = most.into_iter().map(word).collect();
        let more = format!("{} {}", word(Command::Help), self.strings.more_word);
        self.strings
            .help
            .replace("{commands}", &names.join(", "))
            .replace("{more}", &capitalized(&more))
    }

    /// Both clocks and completed moves (D.2.10.4), or the move counts when there is no clock.
    fn time_reading(&self, at_ms: u64) -> Vec<Effect> {
        let speech = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds);
        if let (Some(clock), Some(announcer)) = (&self.clock, &self.announcer) {
            let mut effects: Vec<Effect> = announcer
                .reading(clock, at_ms)
                .iter()
                .map(|a| {
                    let mut utterance = clock_utterance(&speech, a);
                    utterance.priority = Priority::Answer;
                    Effect::Say(utterance)
                })
                .collect();
            // A sandglass reading alone would puzzle: the waiting side's time grows.
            if clock.control().is_sandglass() {
                let words = control_in_words(clock.control(), &self.voice, self.strings);
                effects.push(answer_effect(words));
            }
            return effects;
        }
        let plies = self.game.history().len() as u64;
        let (white_moves, black_moves) = match self.game.start().turn() {
            Color::White => (plies.div_ceil(2), plies / 2),
            Color::Black => (plies / 2, plies.div_ceil(2)),
        };
        let text = format!(
            "{} {}; {} {}. {}",
            speech.side(Color::White),
            speech.moves(white_moves),
            speech.side(Color::Black),
            speech.moves(black_moves),
            if self.config.time_control_unknown {
                self.strings.unknown_control
            } else {
                self.strings.no_clock
            }
        );
        vec![answer_effect(text)]
    }

    /// Plays a legal move for the side to move and announces it.
    fn play(&mut self, at_ms: u64, m: Move) -> Vec<Effect> {
        if let Some(ending) = self.game.ending() {
            return vec![say(self.ending_text(ending), Priority::Move)];
        }
        if !self.game.position().is_legal(m) {
            return vec![say(self.strings.illegal_move, Priority::Move)];
        }
        // A move made before anyone started the clock starts it (the game has begun).
        let mut effects = self.start_if_waiting(at_ms, false);
        // The opponent moving presses the previous mover's clock if they had not.
        if let Some(waiting) = self.awaiting_press
            && waiting != self.game.turn()
        {
            effects.extend(self.press_command(at_ms));
        }
        let mover = self.game.turn();
        let before = self.game.position().clone();
        let text = announce(&before, m, &self.voice, self.config.style);
        if self.game.play(m).is_err() {
            return vec![say(self.strings.illegal_move, Priority::Move)];
        }
        // A standing offer from the opponent is declined by this move (9.1.2.3).
        if self.draw_offer.is_some_and(|by| by != mover) {
            self.draw_offer = None;
        }
        effects.push(Effect::Record(Record::Move {
            uci: m.to_uci(self.game.castling_mode()).to_string(),
            at_ms,
        }));
        if self.game.position().is_check() {
            effects.push(Effect::Cue(Earcon::Check));
        } else if m.is_capture() {
            effects.push(Effect::Cue(Earcon::Capture));
        }
        effects.push(say(text, Priority::Move));
        self.awaiting_press = Some(mover);
        if let Some(ending) = self.game.ending() {
            // The move ended the game (6.2.1.1): the clock stops, no press needed.
            self.awaiting_press = None;
            self.log_clock(mover, at_ms);
            effects.extend(self.ended(ending, at_ms));
        } else if self.config.auto_press || self.relayed(mover) {
            effects.extend(self.press_command(at_ms));
        }
        effects
    }

    /// Whether `mover`'s move was relayed to the blind player (the player role, their side
    /// known): the opponent completed it on their own board before it was entered here, so it
    /// is complete at once (D.2.8 leaves only the blind player's own move open).
    fn relayed(&self, mover: Color) -> bool {
        self.config.role == TableRole::Player
            && self.config.blind.is_some_and(|blind| blind != mover)
    }

    fn press(&mut self, at_ms: u64) -> Vec<Announcement> {
        let Some(mover) = self.awaiting_press.take() else {
            return Vec::new();
        };
        let announcements = match (self.clock.as_mut(), self.announcer.as_mut()) {
            (Some(clock), Some(announcer)) => {
                let _ = clock.press(at_ms);
                announcer.pressed(clock, mover, at_ms)
            }
            _ => Vec::new(),
        };
        self.log_clock(mover, at_ms);
        announcements
    }

    fn log_clock(&mut self, mover: Color, at_ms: u64) {
        if let Some(clock) = &self.clock {
            self.clock_log.push(clock.remaining(mover, at_ms));
        }
    }

    /// The mover's remaining time after each move, when every move has one (for `%clk`).
    pub fn clock_log(&self) -> Option<&[u64]> {
        (self.clock.is_some() && self.clock_log.len() == self.game.history().len())
            .then_some(self.clock_log.as_slice())
    }

    /// A press someone made (Enter, `press`, a board's clock button): a click, and where no
    /// click is heard, whose clock now runs.
    fn heard_press(&mut self, at_ms: u64) -> Vec<Effect> {
        if self.awaiting_press.is_none() {
            return Vec::new();
        }
        let mut effects = vec![Effect::Cue(Earcon::Press)];
        effects.extend(self.press_command(at_ms));
        if self.config.press_words && !self.game.is_over() {
            let text = if self.clock.is_some() {
                TableWords::of(self.language)
                    .clock_runs_for
                    .replace("{side}", self.clock_speech().side(self.game.turn()))
            } else {
                queries::turn(self.game.position(), &self.voice)
            };
            effects.push(say(text, Priority::Clock));
        }
        effects
    }

    /// Completes the move awaiting its press: recorded, and the clock's announcements said.
    fn press_command(&mut self, at_ms: u64) -> Vec<Effect> {
        if self.awaiting_press.is_none() {
            return Vec::new();
        }
        let announcements = self.press(at_ms);
        let mut effects = vec![Effect::Record(Record::Press { at_ms })];
        let speech = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds);
        effects.extend(
            announcements
                .iter()
                .map(|a| Effect::Say(clock_utterance(&speech, a))),
        );
        effects
    }

    fn undo(&mut self, at_ms: u64) -> Vec<Effect> {
        if self.awaiting_press.is_none() {
            return vec![answer_effect(self.strings.nothing_to_undo)];
        }
        let before_undo = self.game.clone();
        match self.game.take_back() {
            Ok(played) => {
                self.awaiting_press = None;
                let mut replay = before_undo;
                // Phrase the move taken back in the position it was played from.
                let _ = replay.take_back();
                let text = announce(replay.position(), played.mv, &self.voice, self.config.style);
                vec![
                    Effect::Record(Record::TakeBack { at_ms }),
                    say(
                        self.strings.taken_back.replace("{move}", &text),
                        Priority::Move,
                    ),
                ]
            }
            Err(_) => vec![answer_effect(self.strings.nothing_to_undo)],
        }
    }

    /// `accepter` accepts the standing draw offer of the other side (an engine answering the
    /// player's offer); nothing when there is none.
    pub fn accept_draw(&mut self, accepter: Color, at_ms: u64) -> Vec<Effect> {
        if self.draw_offer != Some(!accepter) || self.game.is_over() {
            return Vec::new();
        }
        match self.game.agree_draw() {
            Ok(ending) => {
                self.awaiting_press = None;
                self.ended(ending, at_ms)
            }
            Err(GameError::AgreementTooEarly) => {
                vec![answer_effect(self.strings.agreement_too_early)]
            }
            Err(_) => Vec::new(),
        }
    }

    /// `draw`: accepts the opponent's standing offer, or offers a draw (9.1.2) — by the player
    /// who has just moved (before the press), else by the player to move.
    fn draw(&mut self, at_ms: u64) -> Vec<Effect> {
        if self.game.is_over() {
            return vec![answer_effect(self.strings.game_is_over)];
        }
        let offerer = self.awaiting_press.unwrap_or_else(|| self.game.turn());
        if let Some(by) = self.draw_offer
            && by != offerer
        {
            return match self.game.agree_draw() {
                Ok(ending) => {
                    self.awaiting_press = None;
                    self.ended(ending, at_ms)
                }
                Err(GameError::AgreementTooEarly) => {
                    vec![answer_effect(self.strings.agreement_too_early)]
                }
                Err(_) => vec![answer_effect(self.strings.game_is_over)],
            };
        }
        if self.draw_offer == Some(offerer) {
            return vec![answer_effect(self.strings.draw_already_offered)];
        }
        self.draw_offer = Some(offerer);
        let side = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds)
            .side(offerer)
            .to_owned();
        vec![
            Effect::Record(Record::DrawOffer { by: offerer, at_ms }),
            say(
                self.strings.offers_draw.replace("{side}", &side),
                Priority::Move,
            ),
        ]
    }

    /// `claim [move]`: a draw claim by the player to move (9.2, 9.3), with an intended move if
    /// given (9.2.1.1, 9.3.1). An incorrect claim gives the opponent two minutes (9.5.3).
    fn claim(&mut self, at_ms: u64, argument: &str) -> Vec<Effect> {
        if self.game.is_over() {
            return vec![answer_effect(self.strings.game_is_over)];
        }
        let claimant = self.game.turn();
        let intended = if argument.trim().is_empty() {
            None
        } else {
            match read_move(self.game.position(), argument, &self.reading_refs()) {
                Ok(m) => Some(m),
                Err(error) => return self.refuse(&error),
            }
        };
        let mut effects = Vec::new();
        let correct = match intended {
            Some(m) => self
                .game
                .claims_with_move(m)
                .is_ok_and(super::game::Claims::any),
            None => self.game.claims().any(),
        };
        if let Some(m) = intended {
            effects.extend(self.play(at_ms, m));
            if self.game.is_over() {
                return effects;
            }
        }
        if correct && self.game.claim_draw(None).unwrap_or(false) {
            self.awaiting_press = None;
            if let Some(ending) = self.game.ending() {
                effects.extend(self.ended(ending, at_ms));
            }
            return effects;
        }
        effects.push(say(self.strings.claim_incorrect, Priority::Move));
        if intended.is_none() {
            // Why, before the time the opponent receives (9.5.3).
            effects.push(answer_effect(
                TableWords::of(self.language).nothing_to_claim,
            ));
        }
        effects.extend(self.penalty(!claimant, at_ms));
        effects
    }

    /// The arbiter adds time to `to` (7.5.5, 9.5.3).
    fn penalty(&mut self, to: Color, at_ms: u64) -> Vec<Effect> {
        let Some(clock) = &self.clock else {
            return Vec::new();
        };
        let ms = match clock.control().category() {
            super::clock::Category::Blitz => BLITZ_PENALTY_MS,
            _ => PENALTY_MS,
        };
        self.add_time(to, ms, at_ms);
        let speech = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds);
        vec![
            Effect::Record(Record::TimeAdded { to, ms, at_ms }),
            say(
                self.strings
                    .time_added
                    .replace("{side}", speech.side(to))
                    .replace("{time}", &speech.duration(ms)),
                Priority::Clock,
            ),
        ]
    }

    fn add_time(&mut self, to: Color, ms: u64, at_ms: u64) {
        if let (Some(clock), Some(announcer)) = (self.clock.as_mut(), self.announcer.as_mut()) {
            let _ = clock.add(to, ms, at_ms);
            announcer.added(clock, to, at_ms);
        }
    }

    /// An illegal move was completed (pressed) by `player` (7.5.5): the first time the opponent
    /// gets two minutes (one in blitz); the second time the player loses.
    pub fn illegal_move_completed(&mut self, player: Color, at_ms: u64) -> Vec<Effect> {
        let index = usize::from(player == Color::Black);
        self.illegal_completed[index] = self.illegal_completed[index].saturating_add(1);
        if self.illegal_completed[index] >= 2 {
            return match self.game.resign(player) {
                Ok(ending) => self.ended(ending, at_ms),
                Err(_) => Vec::new(),
            };
        }
        self.penalty(!player, at_ms)
    }

    fn ended(&mut self, ending: Ending, at_ms: u64) -> Vec<Effect> {
        if let Some(clock) = self.clock.as_mut() {
            let _ = clock.stop(at_ms);
        }
        self.end_recorded = true;
        vec![
            Effect::Record(Record::End {
                result: ending.result,
                reason: ending.reason,
                at_ms,
            }),
            say(self.ending_text(ending), Priority::Move),
        ]
    }

    /// Adjourns the game (Guidelines I.1): the player to move seals `argument`, which is
    /// recorded but neither said nor played; the clock stops and the program ends.
    fn adjourn(&mut self, at_ms: u64, argument: &str) -> Vec<Effect> {
        if self.game.is_over() {
            return vec![answer_effect(self.strings.game_is_over)];
        }
        if argument.trim().is_empty() {
            return vec![answer_effect(self.strings.which_sealed_move)];
        }
        let m = match read_move(self.game.position(), argument, &self.reading_refs()) {
            Ok(m) => m,
            Err(error) => return self.refuse(&error),
        };
        // A move not yet completed by the press is completed first (I.1.1: seal, then stop).
        let mut effects = self.press_command(at_ms);
        if let Some(clock) = self.clock.as_mut() {
            let _ = clock.stop(at_ms);
        }
        let uci = m.to_uci(self.game.castling_mode()).to_string();
        self.sealed = Some(uci.clone());
        effects.push(Effect::Record(Record::Sealed { uci, at_ms }));
        effects.push(say(self.strings.adjourned, Priority::Move));
        effects.push(Effect::Quit);
        effects
    }

    /// Whether a sealed move waits for the resumption.
    pub fn has_sealed_move(&self) -> bool {
        self.sealed.is_some()
    }

    /// The resumption (Guidelines I.9): the envelope is opened, the sealed move said and played,
    /// and the clock of the player who must answer it started.
    pub fn open_envelope(&mut self, at_ms: u64) -> Vec<Effect> {
        let Some(uci) = self.sealed.take() else {
            return Vec::new();
        };
        let Some(m) = uci
            .parse::<shakmaty::uci::UciMove>()
            .ok()
            .and_then(|u| u.to_move(self.game.position()).ok())
        else {
            return vec![answer_effect(self.strings.illegal_move)];
        };
        if let Some(clock) = self.clock.as_mut() {
            let _ = clock.resume(at_ms);
        }
        let text = announce(self.game.position(), m, &self.voice, self.config.style);
        let mut effects = vec![say(
            self.strings.sealed_move.replace("{move}", &text),
            Priority::Move,
        )];
        effects.extend(
            self.play(at_ms, m)
                .into_iter()
                .filter(|e| !matches!(e, Effect::Say(u) if u.text == text)),
        );
        effects.extend(self.press_command(at_ms));
        effects
    }

    /// The engine's suggestion for the side to move, phrased as an announcement; `None` when
    /// the position changed since it was asked for (the suggestion no longer fits).
    pub fn hint(&self, m: Move) -> Option<Effect> {
        if !self.game.position().is_legal(m) {
            return None;
        }
        let text = announce(self.game.position(), m, &self.voice, self.config.style);
        Some(answer_effect(self.strings.hint.replace("{move}", &text)))
    }

    /// Something to tell the player that is not a move or an answer (an engine that stopped, a
    /// device that went away), in the UI language's template already filled.
    pub fn notice(text: impl Into<String>) -> Effect {
        say(text, Priority::Notice)
    }

    /// The language of the app's own words.
    pub fn language(&self) -> UiLanguage {
        self.language
    }

    /// Durations and sides in words, as the talking clock says them.
    pub fn clock_speech(&self) -> ClockSpeech<'_> {
        ClockSpeech::new(&self.voice, self.config.clock_speech.seconds)
    }

    /// The talking clock's settings.
    pub fn clock_speech_config(&self) -> &ClockSpeechConfig {
        &self.config.clock_speech
    }

    /// Time announcements that fell due, as said (low time with its sound); none with an
    /// assistant, who tells the time only when asked (D.2.10.4).
    pub fn clock_effects(&self, due: Vec<Announcement>) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.config.role == TableRole::Assistant {
            return effects;
        }
        let speech = self.clock_speech();
        for announcement in due {
            if matches!(announcement.said, Said::Remaining { ms, .. } if ms <= LOW_TIME_MS) {
                effects.push(Effect::Cue(Earcon::LowTime));
            }
            effects.push(Effect::Say(clock_utterance(&speech, &announcement)));
        }
        effects
    }

    /// The player's side, once it is known (an online game's side is the server's choice).
    pub fn seat_player(&mut self, side: Color) {
        self.config.blind = Some(side);
    }

    /// Reads a typed move of the side to move without playing it: the move, or the refusal
    /// to say (the same words as a refused move played here).
    pub fn read_typed_move(&self, line: &str) -> Result<Move, Vec<Effect>> {
        if self.game.is_over() {
            return Err(vec![answer_effect(self.strings.game_is_over)]);
        }
        read_move(self.game.position(), line.trim(), &self.reading_refs())
            .map_err(|error| self.refuse(&error))
    }

    /// The game ended as reported from elsewhere (a server): recorded and said once.
    pub fn end_as_reported(&mut self, ending: Ending, at_ms: u64) -> Vec<Effect> {
        if self.end_recorded {
            return Vec::new();
        }
        let ending = self.game.end_as_reported(ending);
        self.awaiting_press = None;
        self.ended(ending, at_ms)
    }

    /// "Schachmatt. Weiß gewinnt." in the voice's language.
    pub fn ending_text(&self, ending: Ending) -> String {
        let s = self.strings;
        let speech = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds);
        let result = match ending.result.winner() {
            Some(color) => s.wins.replace("{side}", speech.side(color)),
            None => s.draw_result.to_owned(),
        };
        let reason = s.end_reason(ending.reason);
        // A reason that already says the draw ("Remis vereinbart") is said alone; otherwise two
        // sentences, each with its capital ("Stalemate. Draw.").
        if ending.result.winner().is_none() && fold(reason).contains(&fold(s.draw_result)) {
            return format!("{}.", capitalized(reason));
        }
        format!("{}. {}.", capitalized(reason), capitalized(&result))
    }
}

/// The first letter in upper case: a sentence of its own ("Échec et mat. Noirs gagnent.").
/// Whether a command's argument asks for the compact form (`board compact`, `brett kompakt`),
/// in any of the UI languages: the word is short and a braille reader may type either.
fn is_compact(argument: &str) -> bool {
    fold_words(argument).first().is_some_and(|word| {
        UiLanguage::all()
            .iter()
            .any(|language| fold(language.strings().compact_word) == *word)
    })
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn answer_effect(text: impl Into<String>) -> Effect {
    say(text, Priority::Answer)
}

fn say(text: impl Into<String>, priority: Priority) -> Effect {
    Effect::Say(Utterance::new(text, priority, Listener::Public))
}

fn clock_utterance(speech: &ClockSpeech<'_>, announcement: &Announcement) -> Utterance {
    let listener = match announcement.audience {
        Audience::Private => Listener::Private,
        Audience::Public => Listener::Public,
    };
    Utterance::new(speech.say(&announcement.said), Priority::Clock, listener)
}
