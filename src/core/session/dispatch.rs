//! A typed line or a command, sent where it goes: a move read and played, a question answered,
//! a refusal said.

use shakmaty::{Color, Position};

use super::people::{score_sheet_part, seconds_to_ms, side_named};
use super::{
    Argument, Command, Effect, LineReading, NotATime, Session, TableRole, TypedMove, answer_effect,
    clock_utterance, say,
};
use crate::core::clock_speech::ClockSpeech;
use crate::core::command::{ArgumentKind, Offer, command_in};
use crate::core::control_words::control_in_words;
use crate::core::message::{Message, Sentences};
use crate::core::notation::ReadError;
use crate::core::queries::{self, QueryError};
use crate::core::speech_queue::{Earcon, Priority};
use crate::core::strings::UiLanguage;
use crate::core::text::{fold, fold_words};
use crate::core::voice::Voice;

/// Reads a typed line once, the way the table's door reads it: an empty line is the press (or
/// the start of a waiting clock), a first word that names a command (in any language of the run)
/// is that command with its argument read into its type, and anything else is a move attempt,
/// read against the position where it is played.
pub fn read_line(line: &str, voice: &Voice) -> LineReading {
    let trimmed = line.trim();
    if trimmed.is_empty() {
        return LineReading::Enter;
    }
    match command_in(trimmed) {
        Some((command, argument)) => {
            LineReading::Command(command, read_argument(command.argument(), argument, voice))
        }
        None => LineReading::Move(TypedMove::Text(trimmed.to_owned())),
    }
}

/// The words after a command, read into what the command is about.
pub fn read_argument(kind: ArgumentKind, text: &str, voice: &Voice) -> Argument {
    let typed = |result: Result<Argument, QueryError>| result.unwrap_or_else(Argument::Unread);
    match kind {
        ArgumentKind::None => Argument::None,
        ArgumentKind::Square => typed(queries::parse_square(voice, text).map(Argument::Square)),
        ArgumentKind::File => typed(queries::parse_file(voice, text).map(Argument::File)),
        ArgumentKind::Rank => typed(queries::parse_rank(voice, text).map(Argument::Rank)),
        ArgumentKind::Piece => typed(queries::parse_piece_query(voice, text).map(Argument::Piece)),
        ArgumentKind::Side => side_named(voice, text).map_or(Argument::None, Argument::Side),
        ArgumentKind::SideAndTime => {
            let amount = text.split_whitespace().nth(1).unwrap_or("");
            Argument::Time {
                side: side_named(voice, text),
                ms: seconds_to_ms(amount)
                    .filter(|ms| (1..=86_400_000).contains(ms))
                    .ok_or_else(|| NotATime(amount.to_owned())),
            }
        }
        ArgumentKind::Text => Argument::Text(text.to_owned()),
    }
}

impl Session {
    /// A typed line given to the session on its own: read as the door reads it.
    pub(super) fn line(&mut self, at_ms: u64, line: &str) -> Vec<Effect> {
        match read_line(line, &self.voice) {
            LineReading::Enter => self.press_or_start(at_ms),
            LineReading::Command(command, argument) => self.command(at_ms, command, &argument),
            LineReading::Move(typed) => self.typed_move(at_ms, &typed),
        }
    }

    /// A move as the player gave it, read against the position: played, heard as a repetition,
    /// or refused.
    pub(super) fn typed_move(&mut self, at_ms: u64, typed: &TypedMove) -> Vec<Effect> {
        // The assistant completes every move with the press (D.2.10): a move typed before it is
        // a repetition heard, never the next move.
        if self.config.role == TableRole::Assistant && self.awaiting_press.is_some() {
            return self
                .repetition(typed)
                .or_else(|| self.mismatch_before_press(typed))
                .unwrap_or_else(
                    || match typed.read(self.game.position(), &self.reading_refs()) {
                        Ok(_) => Vec::new(),
                        Err(error) => self.refuse(&error),
                    },
                );
        }
        // After the press, the assistant's repetition of the blind player's move just completed
        // is compared with it, never played as the opponent's next move (D.2.10): the sighted
        // player makes theirs on their e-board.
        if self.config.role == TableRole::Assistant
            && self.opponent_on_board
            && !self.game.history().is_empty()
            && Some(!self.game.turn()) == self.config.blind
            && let Some(effects) = self.compared_with_last(typed)
        {
            return effects;
        }
        match typed.read(self.game.position(), &self.reading_refs()) {
            Ok(m) => self.play(at_ms, m),
            Err(error) => self
                .repetition(typed)
                .unwrap_or_else(|| self.refuse(&error)),
        }
    }

    pub(super) fn reading_refs(&self) -> Vec<&Voice> {
        self.reading_voices
            .get_or_init(|| {
                let mut voices = vec![self.voice.clone()];
                voices.extend(
                    Voice::builtins()
                        .into_iter()
                        .filter(|v| v.name() != self.voice.name()),
                );
                voices
            })
            .iter()
            .collect()
    }

    pub(super) fn refuse(&self, error: &ReadError) -> Vec<Effect> {
        let text = if self.game.is_over() {
            self.game_over_words()
        } else {
            error.describe(self.game.position(), &self.voice)
        };
        vec![
            Effect::Cue(Earcon::IllegalMove),
            Effect::Refused(text.clone()),
            say(text, Priority::Move),
        ]
    }

    pub(super) fn command(
        &mut self,
        at_ms: u64,
        command: Command,
        typed: &Argument,
    ) -> Vec<Effect> {
        let argument = typed.text();
        if let Some(refusal) = self.not_here(command) {
            return vec![answer_effect(refusal)];
        }
        // The door read the argument into its type; one it could not read is said as such.
        let (square, file, rank, piece) =
            (typed.square(), typed.file(), typed.rank(), typed.piece());
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
            Command::Where => vec![answer(piece.map(|q| queries::where_is(pos, voice, q)))],
            Command::Square => vec![answer(square.map(|sq| queries::square(pos, voice, sq)))],
            Command::Rank => vec![answer(rank.map(|r| queries::rank(pos, voice, r)))],
            Command::File => vec![answer(file.map(|f| queries::file(pos, voice, f)))],
            Command::Diagonal => vec![answer(square.map(|sq| queries::diagonal(pos, voice, sq)))],
            Command::Attackers => vec![answer(square.map(|sq| queries::attackers(pos, voice, sq)))],
            Command::Legal => vec![answer(square.map(|sq| queries::legal(pos, voice, sq)))],
            Command::Material => vec![answer_effect(queries::material(pos, voice))],
            Command::Pawns => vec![answer_effect(queries::pawn_structure(pos, voice))],
            Command::Opening => vec![answer_effect(self.opening_name())],
            Command::Undo => self.undo(at_ms),
            Command::Draw => self.draw(at_ms, typed),
            Command::Resign => self.resign(at_ms, typed),
            Command::Takeback => self.take_back_move(at_ms),
            Command::Start | Command::Resume => self.start_command(at_ms),
            Command::Stop => self.stop_command(at_ms),
            Command::Add => self.add_command(at_ms, typed),
            Command::Penalty => self.penalty_command(at_ms, typed),
            Command::Reset => vec![
                Effect::ResetBoards,
                answer_effect(self.strings.boards_reset),
            ],
            Command::Flag => self.flag_command(at_ms, typed),
            Command::Touched => vec![answer(square.map(|sq| {
                self.strings
                    .say(&Message::new("touched").text("what", queries::square(pos, voice, sq)))
            }))],
            Command::Claim => self.claim(at_ms, argument),
            Command::Press => self.heard_press(at_ms),
            Command::Repeat => vec![Effect::RepeatLast],
            Command::Hint => vec![Effect::AskForHint],
            Command::Adjourn => self.adjourn(at_ms, argument),
            Command::Review => vec![Effect::StartReview],
            Command::Analyse => vec![Effect::StartAnalysis],
            Command::Train => vec![Effect::StartTraining],
            // Refused above offline; online, the table sends them to the server.
            Command::Chat | Command::Abort => Vec::new(),
            Command::Names => self.names_command(at_ms, argument),
            Command::Quit => vec![Effect::Quit],
        }
    }

    /// Why `command` is not given at this table, if it is not: an online command offline, or a
    /// command of another role.
    pub(super) fn not_here(&self, command: Command) -> Option<String> {
        let word = command.word(self.language);
        // Online, the table's online mode refuses what a server game has no use for.
        if self.rules.refuses_for_mode_and_role && self.rules.offers.offer(command) == Offer::No {
            return Some(
                self.strings
                    .say(&Message::new("online-only").text("command", word)),
            );
        }
        (!self.config.role.offers(command)).then(|| {
            self.strings.say(
                &Message::new("not-offered")
                    .text("command", word)
                    .text("role", self.role_name(self.config.role)),
            )
        })
    }

    /// Both clocks and completed moves (D.2.10.4), or the move counts when there is no clock.
    pub(super) fn time_reading(&self, at_ms: u64) -> Vec<Effect> {
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
}

/// Whether a command's argument asks for the compact form (`board compact`, `brett kompakt`),
/// in any of the UI languages: the word is short and a braille reader may type either.
fn is_compact(argument: &str) -> bool {
    fold_words(argument).first().is_some_and(|word| {
        UiLanguage::all()
            .iter()
            .filter(|&&language| crate::core::catalogue::Catalogue::is_loaded(language))
            .any(|language| fold(language.strings().compact_word) == *word)
    })
}
