//! The people at the table (Appendix D): who starts and stops the clock, who may add time or
//! correct the boards, who resigns, and what the table says when it opens.

use shakmaty::{Color, Position};

use super::{
    Argument, Effect, NotATime, Priority, Record, Session, TableRole, TableWords, TypedMove,
    answer_effect, capitalized, say,
};
use crate::core::clock::Phase;
use crate::core::clock_speech::ClockSpeech;
use crate::core::control_words::control_in_words;
use crate::core::message::{Message, Sentences};
use crate::core::phrasing::announce;
use crate::core::queries;
use crate::core::speech_queue::Earcon;
use crate::core::text::{fold, fold_words};
use crate::core::voice::Voice;

impl Session {
    pub(super) fn role_name(&self, role: TableRole) -> &'static str {
        match role {
            TableRole::Player => self.strings.role_player,
            TableRole::Assistant => self.strings.role_assistant,
            TableRole::Arbiter => self.strings.role_arbiter,
            TableRole::Practice => self.strings.role_practice,
        }
    }

    /// Whether the clock is set and waiting: not started yet, or stopped (by the arbiter, or by
    /// the program's own stop before a resume).
    pub fn clock_waiting(&self) -> bool {
        !self.game.is_over()
            && self
                .clock
                .as_ref()
                .is_some_and(|clock| matches!(clock.phase(), Phase::NotStarted | Phase::Stopped))
    }

    /// Starts (or restarts) the clock for the side to move.
    pub(super) fn run_clock(&mut self, at_ms: u64) {
        let turn = self.game.turn();
        if let Some(clock) = self.clock.as_mut() {
            let _ = match clock.phase() {
                Phase::NotStarted => clock.start_for(turn, at_ms),
                _ => clock.resume(at_ms),
            };
        }
    }

    /// A resumed game waits for its clock to be started again: a clock still running after the
    /// replay (the program was killed, so no stop was recorded) is stopped at `at_ms`. Whether
    /// it was running (then the caller records the stop, so a later replay agrees).
    pub fn hold_clock(&mut self, at_ms: u64) -> bool {
        if self.game.is_over() || self.sealed.is_some() {
            return false;
        }
        match self.clock.as_mut() {
            Some(clock) if clock.phase() == Phase::Running => clock.stop(at_ms).is_ok(),
            _ => false,
        }
    }

    /// A journal from before the clock waited for its start (format 1) had it running from the
    /// first instant: replaying one starts it there.
    pub fn start_clock_at_once(&mut self, at_ms: u64) {
        self.run_clock(at_ms);
    }

    /// Starts a waiting clock, recorded (and said when `said`: a move that starts it says only
    /// itself); nothing if it is not waiting.
    pub(super) fn start_if_waiting(&mut self, at_ms: u64, said: bool) -> Vec<Effect> {
        if !self.clock_waiting() {
            return Vec::new();
        }
        let started = self
            .clock
            .as_ref()
            .is_some_and(|clock| clock.phase() == Phase::NotStarted);
        self.run_clock(at_ms);
        let record = if started {
            Record::ClockStarted { at_ms }
        } else {
            Record::ClockResumed { at_ms }
        };
        let mut effects = vec![Effect::Record(record)];
        if said {
            effects.push(say(self.strings.clock_started, Priority::Clock));
        }
        effects
    }

    /// Enter or the clock's button: completes a move, or starts a waiting clock.
    pub(super) fn press_or_start(&mut self, at_ms: u64) -> Vec<Effect> {
        if self.awaiting_press.is_some() {
            return self.heard_press(at_ms);
        }
        let mut effects = self.start_if_waiting(at_ms, true);
        if !effects.is_empty() {
            effects.insert(0, Effect::Cue(Earcon::Press));
        }
        effects
    }

    /// `start` (and the arbiter's `resume`).
    pub(super) fn start_command(&mut self, at_ms: u64) -> Vec<Effect> {
        if self.game.is_over() {
            return vec![answer_effect(self.game_over_words())];
        }
        match &self.clock {
            None => vec![answer_effect(self.strings.no_clock)],
            Some(_) if !self.clock_waiting() => {
                vec![answer_effect(self.strings.clock_already_running)]
            }
            Some(_) => self.start_if_waiting(at_ms, true),
        }
    }

    /// The arbiter's `stop` (Article 6.11.1).
    pub(super) fn stop_command(&mut self, at_ms: u64) -> Vec<Effect> {
        let Some(clock) = self.clock.as_mut() else {
            return vec![answer_effect(self.strings.no_clock)];
        };
        if clock.phase() != Phase::Running {
            return vec![answer_effect(self.strings.clock_not_running)];
        }
        let _ = clock.stop(at_ms);
        vec![
            Effect::Record(Record::ClockStopped { at_ms }),
            say(self.strings.clock_stopped, Priority::Clock),
        ]
    }

    fn which_side(&self) -> Effect {
        let speech = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds);
        answer_effect(
            self.strings.say(
                &Message::new("which-side")
                    .text("white", speech.side(Color::White))
                    .text("black", speech.side(Color::Black)),
            ),
        )
    }

    /// The arbiter's `add white 120`: seconds to a side's clock.
    pub(super) fn add_command(&mut self, at_ms: u64, argument: &Argument) -> Vec<Effect> {
        if self.clock.is_none() {
            return vec![answer_effect(self.strings.no_clock)];
        }
        let Argument::Time {
            side: Some(side),
            ms,
        } = argument
        else {
            return vec![self.which_side()];
        };
        let (side, ms) = match ms {
            Ok(ms) => (*side, *ms),
            Err(NotATime(amount)) => {
                return vec![answer_effect(
                    self.strings
                        .say(&Message::new("not-seconds").text("input", amount)),
                )];
            }
        };
        self.add_time(side, ms, at_ms);
        let speech = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds);
        vec![
            Effect::Record(Record::TimeAdded {
                to: side,
                ms,
                at_ms,
            }),
            say(
                self.strings.say(
                    &Message::new("time-added")
                        .text("side", speech.side(side))
                        .text("time", speech.duration(ms)),
                ),
                Priority::Clock,
            ),
        ]
    }

    /// The arbiter's `penalty black`: Black completed an illegal move (7.5.5).
    pub(super) fn penalty_command(&mut self, at_ms: u64, argument: &Argument) -> Vec<Effect> {
        match argument.side() {
            Some(side) => {
                // The penalised side first, then what the opponent receives (or the loss).
                let named = TableWords::of(self.language).say(
                    &Message::new("table-penalised").text("side", self.clock_speech().side(side)),
                );
                let mut effects = vec![answer_effect(capitalized(&named))];
                effects.extend(self.illegal_move_completed(side, at_ms));
                effects
            }
            None => vec![self.which_side()],
        }
    }

    /// `flag black`: the flag is claimed for the other player (D.2.10.5). The clock knows when a
    /// flag fell, and the game ended then; otherwise the time left is said.
    pub(super) fn flag_command(&mut self, at_ms: u64, argument: &Argument) -> Vec<Effect> {
        if let Some(ending) = self.game.ending() {
            return vec![answer_effect(self.ending_text(ending))];
        }
        let Some(clock) = &self.clock else {
            return vec![answer_effect(self.strings.no_clock)];
        };
        let side = argument
            .side()
            .unwrap_or_else(|| clock.turn().unwrap_or(self.game.turn()));
        let speech = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds);
        vec![answer_effect(
            self.strings.say(
                &Message::new("no-flag")
                    .text("side", speech.side(side))
                    .text("time", speech.duration(clock.remaining(side, at_ms))),
            ),
        )]
    }

    /// Who resigns when `resign` names no side: the blind player when known, else the player
    /// whose clock runs (who has just moved and not pressed, or who is to move).
    fn resigning_side(&self, argument: &Argument) -> Color {
        argument
            .side()
            .or(self.config.blind)
            .or(self.awaiting_press)
            .unwrap_or_else(|| self.game.turn())
    }

    /// `resign [side]`: asks first, names the side; the same side confirmed by the very next
    /// input resigns, and the result says who resigned.
    pub(super) fn resign(&mut self, at_ms: u64, argument: &Argument) -> Vec<Effect> {
        if self.game.is_over() {
            return vec![answer_effect(self.game_over_words())];
        }
        let side = self.resigning_side(argument);
        let speech = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds);
        let side_name = speech.side(side).to_owned();
        let confirmed = self
            .resign_pending
            .take()
            .is_some_and(|(pending, input)| pending == side && input + 1 == self.inputs);
        if !confirmed {
            self.resign_pending = Some((side, self.inputs));
            return vec![answer_effect(
                self.strings.say(
                    &Message::new("confirm-resign")
                        .text("side", side_name)
                        .text("resign", super::Command::Resign.word(self.language)),
                ),
            )];
        }
        match self.game.resign(side) {
            Ok(ending) => {
                self.awaiting_press = None;
                let mut effects = vec![say(
                    capitalized(
                        &self
                            .strings
                            .say(&Message::new("resigns").text("side", side_name)),
                    ),
                    Priority::Move,
                )];
                effects.extend(self.ended(ending, at_ms));
                effects
            }
            Err(_) => vec![answer_effect(self.game_over_words())],
        }
    }

    /// D.2.1: the opponent repeats the move just announced. Before the press, a line that is no
    /// move of the side to move but is one of the player who just moved is that repetition: the
    /// same move is confirmed in a word, another one is said at once, before the clock is
    /// pressed. `None` when the line is not a repetition.
    pub(super) fn repetition(&self, typed: &TypedMove) -> Option<Vec<Effect>> {
        self.awaiting_press?;
        self.compared_with_last(typed)
    }

    /// A typed line read as a move of the side that made the last move, in the position before
    /// it, compared with that move: it agrees, or it is a mismatch. `None` when it reads as no
    /// move there.
    pub(super) fn compared_with_last(&self, typed: &TypedMove) -> Option<Vec<Effect>> {
        let played = self.game.history().last()?.mv;
        let mut before = self.game.clone();
        before.take_back().ok()?;
        let heard = typed.read(before.position(), &self.reading_refs()).ok()?;
        let said = |m| announce(before.position(), m, &self.voice, self.config.style);
        if heard == played {
            return Some(vec![answer_effect(
                self.strings
                    .say(&Message::new("repeat-ok").text("move", said(played))),
            )]);
        }
        let text = self.strings.say(
            &Message::new("repeat-wrong")
                .text("heard", said(heard))
                .text("played", said(played)),
        );
        Some(vec![
            Effect::Cue(Earcon::IllegalMove),
            Effect::Refused(text.clone()),
            say(text, Priority::Move),
        ])
    }

    /// Before the press, a line that reads as a move of the side to move but was typed while
    /// the move just made waits for its press: a repetition misheard (`Bauer Cesar vier` after
    /// `c5`), said as a mismatch, with how to complete the move played. `None` when the line is
    /// no move at all.
    pub(super) fn mismatch_before_press(&self, typed: &TypedMove) -> Option<Vec<Effect>> {
        self.awaiting_press?;
        let heard = typed
            .read(self.game.position(), &self.reading_refs())
            .ok()?;
        let played = self.game.history().last()?.mv;
        let mut before = self.game.clone();
        before.take_back().ok()?;
        let text = self
            .strings
            .repeat_wrong
            .replace(
                "{heard}",
                &announce(self.game.position(), heard, &self.voice, self.config.style),
            )
            .replace(
                "{played}",
                &announce(before.position(), played, &self.voice, self.config.style),
            );
        let press_first = TableWords::of(self.language).say(
            &Message::new("table-press-first")
                .text("press", super::Command::Press.word(self.language)),
        );
        Some(vec![
            Effect::Cue(Earcon::IllegalMove),
            Effect::Refused(text.clone()),
            say(text, Priority::Move),
            answer_effect(press_first),
        ])
    }

    /// After a completed move is taken back, exactly the side to move's clock runs (its
    /// opponent's time used until now stays used).
    pub(super) fn clock_to_side_to_move(&mut self, at_ms: u64) {
        let turn = self.game.turn();
        if let Some(clock) = self.clock.as_mut()
            && clock.turn().is_some_and(|running| running != turn)
        {
            let _ = clock.hand_over(turn, at_ms);
        }
    }

    /// Practice: takes back the last move, completed or not, and says which.
    pub fn take_back_move(&mut self, at_ms: u64) -> Vec<Effect> {
        if self.game.is_over() {
            return vec![answer_effect(self.game_over_words())];
        }
        let before = self.game.clone();
        match self.game.take_back() {
            Ok(played) => {
                self.awaiting_press = None;
                self.clock_to_side_to_move(at_ms);
                let mut replay = before;
                let _ = replay.take_back();
                let text = crate::core::phrasing::announce(
                    replay.position(),
                    played.mv,
                    &self.voice,
                    self.config.style,
                );
                vec![
                    Effect::Record(Record::TakeBack { at_ms }),
                    say(
                        self.strings
                            .say(&Message::new("taken-back").text("move", text)),
                        Priority::Move,
                    ),
                ]
            }
            Err(_) => vec![answer_effect(self.strings.no_move_to_take_back)],
        }
    }

    /// One line said when the table opens: new or resumed, the role (but the player's), who plays which side, the
    /// time control, whose move (but at the usual start), and how the clock starts if it waits. `engine` is the side an
    /// engine plays and its name.
    pub fn greeting(&self, engine: Option<(Color, &str)>) -> String {
        let s = self.strings;
        let speech = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds);
        let mut parts = Vec::new();
        parts.push(if self.resumed {
            let number = self.game.position().fullmoves().get();
            let words = self
                .voice
                .number(number)
                .unwrap_or_else(|| number.to_string());
            s.say(
                &Message::new("greeting-resumed")
                    .text("move", s.say(&Message::new("move-number").text("n", words))),
            )
        } else {
            s.greeting_new.to_owned()
        });
        // The player's role goes without saying (it is the default); another role is said, as
        // whoever sits at the keyboard must know which one the table gave them.
        if self.config.role != TableRole::Player {
            parts.push(s.say(
                &Message::new("greeting-role").text("role", self.role_name(self.config.role)),
            ));
        }
        let player = self.config.blind.or_else(|| engine.map(|(side, _)| !side));
        let at_keyboard = matches!(self.config.role, TableRole::Player | TableRole::Practice);
        let paired = self.paired_words(at_keyboard.then_some(player).flatten());
        if let Some(event) = self.greeting_event(paired.is_some()) {
            parts.push(event);
        }
        // "You" only to the player at the keyboard: an assistant or the arbiter hears who the
        // blind player is.
        let you = if at_keyboard { "you" } else { "blind" };
        let names = self.names_known();
        let who = |color: Color| -> Option<Message> {
            let field = match color {
                Color::White => crate::core::session::NameField::White,
                Color::Black => crate::core::session::NameField::Black,
            };
            let said = Message::new("greeting-side").text("side", speech.side(color));
            match (names.get(field), engine, player) {
                (Some(name), _, _) => Some(said.text("person", "named").text("who", name)),
                (None, Some((side, name)), _) if side == color => {
                    Some(said.text("person", "named").text("who", name))
                }
                (None, _, Some(side)) if side == color => Some(said.text("person", you)),
                _ => None,
            }
        };
        let sides: Vec<String> = [Color::White, Color::Black]
            .into_iter()
            .filter_map(|color| who(color).map(|who| who.in_language(self.language)))
            .collect();
        if let Some(paired) = paired {
            parts.push(paired);
        } else if !sides.is_empty() {
            parts.push(sides.join(", "));
        }
        parts.push(match &self.clock {
            Some(clock) => control_in_words(clock.control(), &self.voice, s),
            None => s.no_clock.to_owned(),
        });
        match self.game.ending() {
            // The blind player's ending move waits for its press: said right after the greeting.
            Some(_)
                if self
                    .awaiting_press
                    .is_some_and(|mover| self.end_follows_press(mover)) => {}
            Some(ending) => parts.push(self.ending_text(ending)),
            // A new game from the usual start: White moves first, as every player knows; the
            // words are left out, since a screen reader says the whole greeting before the
            // first move (issue 34: the start screen at most 20 words).
            None if self.fresh_start() => {}
            None => parts.push(queries::turn(self.game.position(), &self.voice)),
        }
        if self.clock_waiting() && self.sealed.is_none() {
            // Enter alone: the greeting is what a screen reader reads before the first move, and
            // each word delays it (issue 34: at most 20 words); `start` is in the help.
            parts.push(s.clock_waits.to_owned());
        }
        capitalized(&parts.join("; "))
    }
}

impl Session {
    /// A new game, not resumed, from the usual starting position with no move played.
    fn fresh_start(&self) -> bool {
        !self.resumed
            && self.game.history().is_empty()
            && self.game.start().board() == &shakmaty::Board::default()
            && self.game.turn() == Color::White
    }

    /// The round's pairing as the greeting says it, when the round, the board and both players
    /// are named (a hall's pairing): "Round 5, board 12: you have White against Bruno Kurz" to
    /// the player at the keyboard (`player`, their side), else who has White against whom.
    fn paired_words(&self, player: Option<Color>) -> Option<String> {
        use crate::core::session::NameField;
        let names = self.names_known();
        let round = names.get(NameField::Round)?;
        let board = names.get(NameField::Board)?;
        let white = names.get(NameField::White)?;
        let black = names.get(NameField::Black)?;
        // A name that holds a slot's name (a player named `{ $black }`) stays as it is: Fluent
        // fills each argument once.
        let message = match player {
            Some(Color::White) => Message::new("greeting-paired-white").text("opponent", black),
            Some(Color::Black) => Message::new("greeting-paired-black").text("opponent", white),
            None => Message::new("greeting-paired")
                .text("white", white)
                .text("black", black),
        };
        Some(
            self.strings
                .say(&message.text("round", round).text("board", board)),
        )
    }
}

/// The side a command names (`white`, `Schwarz`, `noirs` …), in the voice's words or any
/// language's.
pub(super) fn side_named(voice: &Voice, text: &str) -> Option<Color> {
    let words = fold_words(text);
    let first = words.first()?;
    let clock_words = voice.clock_words();
    for color in [Color::White, Color::Black] {
        let own = match color {
            Color::White => &clock_words.white,
            Color::Black => &clock_words.black,
        };
        let mut names = vec![fold(own)];
        names.extend(
            match color {
                Color::White => ["white", "w", "weiss", "blanc", "blancs"],
                Color::Black => ["black", "b", "schwarz", "noir", "noirs"],
            }
            .map(str::to_owned),
        );
        if names.iter().any(|name| name == first) {
            return Some(color);
        }
    }
    None
}

/// `120`, `1.5` or `0,25` seconds in milliseconds (at most three decimals), exactly.
pub(super) fn seconds_to_ms(text: &str) -> Option<u64> {
    // Minutes and seconds (1:30) or hours too (1:00:00), as a clock shows them; the seconds
    // part below sixty where minutes come before it.
    let parts: Vec<&str> = text.split(':').collect();
    let (last, before) = parts.split_last()?;
    if before.len() > 2
        || before
            .iter()
            .any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    let seconds = plain_seconds_to_ms(last)?;
    if !before.is_empty() && seconds >= 60_000 {
        return None;
    }
    before
        .iter()
        .rev()
        .zip([60_000_u64, 3_600_000])
        .try_fold(seconds, |total, (part, unit)| {
            let n: u64 = part.parse().ok()?;
            if unit == 60_000 && before.len() == 2 && n >= 60 {
                return None;
            }
            total.checked_add(n.checked_mul(unit)?)
        })
}

/// Seconds with up to three decimals (`90`, `12.5`, `12,5`).
fn plain_seconds_to_ms(text: &str) -> Option<u64> {
    let text = text.replace(',', ".");
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    if whole.is_empty() && fraction.is_empty()
        || fraction.len() > 3
        || !whole
            .bytes()
            .chain(fraction.bytes())
            .all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let whole: u64 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let padded = format!("{fraction:0<3}");
    let fraction: u64 = padded.parse().ok()?;
    whole.checked_mul(1000)?.checked_add(fraction)
}

/// The lines of the score sheet `moves` asks for: all of them (`moves`), one move (`moves 12`),
/// or the last few (`moves last 3`, `züge letzte 3`, `coups derniers 3`). `None`: not readable.
pub fn score_sheet_part(sheet: &[String], argument: &str) -> Option<Vec<String>> {
    let words = fold_words(argument);
    let number = |word: &str| word.parse::<usize>().ok();
    match words.as_slice() {
        [] => Some(sheet.to_vec()),
        [n] => {
            let n = number(n)?;
            Some(
                n.checked_sub(1)
                    .and_then(|index| sheet.get(index))
                    .cloned()
                    .into_iter()
                    .collect(),
            )
        }
        [last, n]
            if ["last", "letzte", "letzten", "dernier", "derniers"].contains(&last.as_str()) =>
        {
            let n = number(n)?;
            Some(sheet[sheet.len().saturating_sub(n)..].to_vec())
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::session::NameField;

    fn paired_session(
        blind: Option<Color>,
        role: TableRole,
        names: &[(NameField, &str)],
    ) -> Session {
        let mut config = super::super::SessionConfig {
            role,
            blind,
            ..Default::default()
        };
        for (field, value) in names {
            config.names.set(*field, (*value).to_owned());
        }
        Session::new(config, Voice::fide(), crate::core::game::Game::new(), 0)
    }

    const PAIRING: [(NameField, &str); 4] = [
        (NameField::White, "Anna Schmidt"),
        (NameField::Black, "Bruno Kurz"),
        (NameField::Round, "5"),
        (NameField::Board, "12"),
    ];

    #[test]
    fn a_pairing_is_greeted_with_the_round_the_board_the_side_and_the_opponent() {
        // The FIDE voice speaks German.
        let white = paired_session(Some(Color::White), TableRole::Player, &PAIRING);
        let greeting = white.greeting(None);
        assert!(
            greeting.contains("; Runde 5, Brett 12: Sie haben Weiß gegen Bruno Kurz; "),
            "{greeting}"
        );
        let black = paired_session(Some(Color::Black), TableRole::Player, &PAIRING);
        assert!(
            black
                .greeting(None)
                .contains("; Runde 5, Brett 12: Sie haben Schwarz gegen Anna Schmidt; ")
        );
        // To the arbiter, who has which side; a name holding a slot's name stays as it is.
        let mut names = PAIRING;
        names[1].1 = "{white} {round}";
        let arbiter = paired_session(Some(Color::White), TableRole::Arbiter, &names);
        assert!(
            arbiter
                .greeting(None)
                .contains("; Runde 5, Brett 12: Anna Schmidt hat Weiß gegen {white} {round}; ")
        );
        // Without the board number it is no pairing: the names as before.
        let unpaired = paired_session(Some(Color::White), TableRole::Player, &PAIRING[..3]);
        let greeting = unpaired.greeting(None);
        assert!(
            greeting.contains("; Runde 5; Weiß Anna Schmidt, Schwarz Bruno Kurz; "),
            "{greeting}"
        );
    }

    #[test]
    fn seconds_are_read_exactly() {
        assert_eq!(seconds_to_ms("120"), Some(120_000));
        assert_eq!(seconds_to_ms("1.5"), Some(1_500));
        assert_eq!(seconds_to_ms("0,25"), Some(250));
        assert_eq!(seconds_to_ms(".5"), Some(500));
        assert_eq!(seconds_to_ms("1.2345"), None);
        assert_eq!(seconds_to_ms("-3"), None);
        assert_eq!(seconds_to_ms(""), None);
        assert_eq!(seconds_to_ms("."), None);
        // Minutes and seconds, and hours, as a clock shows them.
        assert_eq!(seconds_to_ms("2:00"), Some(120_000));
        assert_eq!(seconds_to_ms("1:30"), Some(90_000));
        assert_eq!(seconds_to_ms("0:07.5"), Some(7_500));
        assert_eq!(seconds_to_ms("1:00:00"), Some(3_600_000));
        assert_eq!(seconds_to_ms("1:75"), None);
        assert_eq!(seconds_to_ms("1:60:00"), None);
        assert_eq!(seconds_to_ms(":30"), None);
        assert_eq!(seconds_to_ms("1:2:3:4"), None);
    }

    #[test]
    fn the_score_sheet_is_read_whole_by_move_or_by_its_end() {
        let sheet: Vec<String> = ["one", "two", "three"].map(str::to_owned).to_vec();
        assert_eq!(score_sheet_part(&sheet, "").unwrap(), sheet);
        assert_eq!(score_sheet_part(&sheet, "2").unwrap(), ["two"]);
        assert!(score_sheet_part(&sheet, "9").unwrap().is_empty());
        assert_eq!(
            score_sheet_part(&sheet, "last 2").unwrap(),
            ["two", "three"]
        );
        assert_eq!(score_sheet_part(&sheet, "letzte 5").unwrap(), sheet);
        assert_eq!(score_sheet_part(&sheet, "derniers 1").unwrap(), ["three"]);
        assert_eq!(score_sheet_part(&sheet, "abc"), None);
    }
}
