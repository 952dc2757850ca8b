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

mod dispatch;
mod flows;
mod help;
mod mode_rules;
mod names;
mod people;
mod record;
mod replay;
mod vocabulary;
mod words;

pub use super::command::{Command, Mode, Offer, TableRole, command_in, command_of, is_command};
pub use dispatch::{read_argument, read_line};
pub use flows::DrawClaim;
pub use mode_rules::ModeRules;
pub use names::{NAME_MAX_CHARS, NameError, NameField, Names, checked_name};
pub use vocabulary::{
    Argument, Effect, EnginePlayer, Input, LineReading, NotATime, Record, SessionConfig, TypedMove,
};
pub use words::TableWords;

use super::clock::{Clock, Flag};
use super::clock_speech::{
    Announcement, Announcer, Audience, ClockNotice, ClockSpeech, ClockSpeechConfig,
};
use super::game::{EndReason, Ending, Game};
use super::phrasing::announce;
use super::queries;
use super::speech_queue::{Earcon, Listener, Priority, Utterance};
use super::strings::{Strings, UiLanguage};
use super::text::fold;
use super::voice::Voice;
use crate::core::message::{Message, Sentences};

/// Two minutes: what the arbiter adds to the opponent after an illegal move is completed or an
/// incorrect claim (Articles 7.5.5, 9.5.3); one minute in blitz (Appendix B).
const PENALTY_MS: u64 = 120_000;
const BLITZ_PENALTY_MS: u64 = 60_000;

/// Time announcements at or below this also sound the low-time earcon.
const LOW_TIME_MS: u64 = 60_000;

/// A game at the table.
#[derive(Debug)]
pub struct Session {
    config: SessionConfig,
    voice: Voice,
    /// Voices whose words the move reader understands: the player's own first, then the other
    /// built-in ones, read when a typed move is first read (a review that only steps reads none).
    reading_voices: std::sync::OnceLock<Vec<Voice>>,
    strings: &'static Strings,
    game: Game,
    clock: Option<Clock>,
    announcer: Option<Announcer>,
    /// The player who has moved but not yet pressed the clock.
    awaiting_press: Option<Color>,
    /// The sighted player makes their moves on their own e-board: a move typed (by the
    /// assistant) is the blind player's, never the sighted player's.
    opponent_on_board: bool,
    draw_offer: Option<Color>,
    /// The last draw claim made at the table (the hall shows it to the arbiter).
    last_claim: Option<DrawClaim>,
    /// Illegal moves completed per player (7.5.5: the second loses).
    illegal_completed: [u8; 2],
    /// The mover's remaining time after each completed move, for the PGN's `%clk` comments.
    clock_log: Vec<u64>,
    /// A sealed move waiting for the resumption (Guidelines I.9).
    sealed: Option<shakmaty::uci::UciMove>,
    /// Where the game's end stands: in the journal, or waiting for the press.
    end: EndState,
    /// The language of the app's own words (and of the command words help names).
    language: UiLanguage,
    /// Inputs handled so far: a confirmation counts only as the very next input.
    inputs: u64,
    /// `resign` was said once, for this side, at this input: the next `resign` confirms.
    resign_pending: Option<(Color, u64)>,
    /// Rebuilt from a journal.
    resumed: bool,
    /// What the mode the game is played in asks (given by the table): the commands offered,
    /// the press before an ending, the record's tags.
    rules: ModeRules,
    /// The names on the record, as the journal has them.
    names: Names,
    /// The engine that plays, as the journal has it (side, level, program).
    engine: Option<EnginePlayer>,
    /// The table offers `train` once the game has ended (`help` then names it).
    training_offered: bool,
}

/// Where the game's end stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EndState {
    /// Not ended, or ended and not yet in the journal.
    Open,
    /// The blind player's own move ended the game before their press: the end is recorded and
    /// said at the press, and `undo` can still correct a slip (D.2.8).
    AwaitsPress,
    /// The end is in the journal (recorded now or replayed from it).
    Recorded,
}

impl Session {
    /// A session from the game's start, its clock (if any) set and waiting to be started.
    /// A game whose start position already ends it (mate, stalemate, a dead position) is over
    /// at once: its clock never starts; [`Session::opening_effects`] says and records the end.
    pub fn new(config: SessionConfig, voice: Voice, game: Game, at_ms: u64) -> Self {
        // One place holds the interface language: the voice (`--lang` gives it its sentences).
        let language = UiLanguage::of(&voice);
        let strings = language.strings();
        // The clock waits for the arbiter (or the players, or the first move) to start it.
        let clock = config.time_control.clone().map(Clock::new);
        let announcer = clock
            .as_ref()
            .map(|clock| Announcer::new(config.clock_speech.clone(), clock, at_ms));
        Self {
            config,
            voice,
            reading_voices: std::sync::OnceLock::new(),
            strings,
            game,
            clock,
            announcer,
            awaiting_press: None,
            opponent_on_board: false,
            draw_offer: None,
            last_claim: None,
            illegal_completed: [0, 0],
            clock_log: Vec::new(),
            sealed: None,
            end: EndState::Open,
            language,
            inputs: 0,
            resign_pending: None,
            resumed: false,
            rules: ModeRules::AT_THE_TABLE,
            names: Names::default(),
            engine: None,
            training_offered: false,
        }
    }

    /// Whether the game is over for the table: ended, and not waiting for the press that
    /// completes the blind player's last move (D.2.8).
    pub fn is_over(&self) -> bool {
        self.game.is_over() && self.end != EndState::AwaitsPress
    }

    /// The sighted player's moves come from their e-board (the table has one connected).
    pub fn opponent_on_board(&mut self) {
        self.opponent_on_board = true;
    }

    /// The table offers a round of puzzles once the game has ended (`train`).
    pub fn offer_training(&mut self) {
        self.training_offered = true;
    }

    /// Whether the table offers `train` once the game has ended.
    pub fn training_offered(&self) -> bool {
        self.training_offered
    }

    /// The rules of the mode the game is played in, as the table's mode gives them.
    pub fn follow_mode(&mut self, rules: ModeRules) {
        self.rules = rules;
    }

    /// Whether the game's end is in its record (said, journaled, or replayed from the journal).
    pub fn end_recorded(&self) -> bool {
        self.end == EndState::Recorded
    }

    /// What to do as the session opens (after [`Session::replay`] for a resumed game): a game
    /// already over whose end the journal does not hold yet — a start position that ends the
    /// game, or a journal cut short before its end — has its end recorded and said now, once.
    /// Nothing otherwise.
    /// Names given for the record that the journal does not hold yet are recorded first.
    pub fn opening_effects(&mut self, at_ms: u64) -> Vec<Effect> {
        let mut effects = self.record_given_names(at_ms);
        if let Some(ending) = self.game.ending()
            && self.end != EndState::Recorded
        {
            // A journal cut after the blind player's ending move, before its press: the move
            // can still be corrected (D.2.8).
            if self
                .awaiting_press
                .is_some_and(|mover| self.end_follows_press(mover))
            {
                self.end = EndState::AwaitsPress;
                effects.push(say(self.press_to_end(), Priority::Move));
            } else {
                self.awaiting_press = None;
                effects.extend(self.ended(ending, at_ms));
            }
        }
        effects
    }

    /// Whether a move of `mover` that ends the game waits for its press before the end: the
    /// blind player's own move, their side known and each move completed by a press, so a slip
    /// in it can still be corrected (D.2.8). Every other ending move ends the game at once.
    fn end_follows_press(&self, mover: Color) -> bool {
        self.config.blind == Some(mover)
            && !self.config.auto_press
            && self.rules.end_waits_for_press
    }

    /// What is said to anything but the press, undo and the questions once the game is over:
    /// that it is over, or, while the blind player's ending move waits for its press, that it
    /// ends with the press (D.2.8).
    fn game_over_words(&self) -> String {
        if self.end == EndState::AwaitsPress {
            self.press_to_end()
        } else {
            self.strings.game_is_over.to_owned()
        }
    }

    fn press_to_end(&self) -> String {
        TableWords::of(self.language).say(
            &Message::new("table-press-to-end")
                .text("press", Command::Press.word(self.language))
                .text("undo", Command::Undo.word(self.language)),
        )
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

    /// The side whose draw offer stands (9.1.2), if one does.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// The last draw claim made at this table since it opened (9.2, 9.3), if any.
    pub fn last_claim(&self) -> Option<DrawClaim> {
        self.last_claim
    }

    /// How the session was set up.
    pub fn config(&self) -> &SessionConfig {
        &self.config
    }

    /// No click can be heard at this table (its speech did not start, or there is none):
    /// whose clock runs is said at each press from now on.
    pub fn say_presses(&mut self) {
        self.config.press_words = true;
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
            Input::Typed(typed) => effects.extend(self.typed_move(at_ms, &typed)),
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

    /// Plays a legal move for the side to move and announces it.
    fn play(&mut self, at_ms: u64, m: Move) -> Vec<Effect> {
        if self.end == EndState::AwaitsPress {
            return vec![say(self.press_to_end(), Priority::Move)];
        }
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
            uci: m.to_uci(self.game.castling_mode()),
            at_ms,
        }));
        if self.game.position().is_check() {
            effects.push(Effect::Cue(Earcon::Check));
        } else if m.is_capture() {
            effects.push(Effect::Cue(Earcon::Capture));
        }
        effects.push(say(text, Priority::Move));
        self.awaiting_press = Some(mover);
        if self.game.is_over() && self.end_follows_press(mover) {
            self.end = EndState::AwaitsPress;
            effects.push(say(self.press_to_end(), Priority::Move));
        } else if let Some(ending) = self.game.ending() {
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
            // As relays and servers write `%clk`: without the next move's increment.
            self.clock_log.push(clock.left_after_move(mover, at_ms));
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
                TableWords::of(self.language).say(
                    &Message::new("table-clock-runs-for")
                        .text("side", self.clock_speech().side(self.game.turn())),
                )
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
        if self.end == EndState::AwaitsPress
            && let Some(ending) = self.game.ending()
        {
            // The press completed the blind player's ending move: now the game ends.
            effects.extend(self.ended(ending, at_ms));
            return effects;
        }
        let speech = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds);
        effects.extend(
            announcements
                .iter()
                .map(|a| Effect::Say(clock_utterance(&speech, a))),
        );
        effects
    }

    /// The engine's suggestion for the side to move, phrased as an announcement; `None` when
    /// the position changed since it was asked for (the suggestion no longer fits).
    pub fn hint(&self, m: Move) -> Option<Effect> {
        if !self.game.position().is_legal(m) {
            return None;
        }
        let text = announce(self.game.position(), m, &self.voice, self.config.style);
        Some(answer_effect(
            self.strings.say(&Message::new("hint").text("move", text)),
        ))
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
            if matches!(announcement.said, ClockNotice::Remaining { ms, .. } if ms <= LOW_TIME_MS) {
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
    pub fn read_typed_move(&self, typed: &TypedMove) -> Result<Move, Vec<Effect>> {
        if self.game.is_over() {
            return Err(vec![answer_effect(self.game_over_words())]);
        }
        typed
            .read(self.game.position(), &self.reading_refs())
            .map_err(|error| self.refuse(&error))
    }

    /// The game ended as reported from elsewhere (a server): recorded and said once.
    pub fn end_as_reported(&mut self, ending: Ending, at_ms: u64) -> Vec<Effect> {
        if self.end == EndState::Recorded {
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
            Some(color) => s.say(&Message::new("wins").text("side", speech.side(color))),
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
