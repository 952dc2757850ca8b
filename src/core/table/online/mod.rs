//! The online mode: a game played on a server. Typed moves for the player's side are sent,
//! moves the server reports (either side's) are played and announced once, the server's clock
//! answers `time`, a takeback the server made is taken back here, and the server's end is said.
//! What a server game has no use for (the press, the arbiter's clock commands, undo, hints) is
//! answered with one sentence. The server's own commands (chat, abort, takeback, claim) are in
//! `commands`.
//!
//! The mode is its own value, [`OnlineMode`]: the seat (what the server reported) with the few
//! parts of the table it works on, borrowed apart from the rest (`Table::online_mode`). It
//! changes the game through the session and hands the table back [`ModeStep`]s, in order, for
//! what only the table does (the carrier's effects, a step's aftermath, a board guided back, a
//! review opened).

pub(super) mod chat;
mod commands;
pub(super) mod presence;
pub(super) mod seat;
#[cfg(test)]
mod tests;

use std::collections::VecDeque;

use shakmaty::uci::UciMove;
use shakmaty::{Color, Position};

use super::mode_step::ModeStep;
use super::{BoardSeat, Intent, OnlineRequest, OnlineSeat, TableEffect, answer, notice};
use crate::core::clock::TimeControl;
use crate::core::command::{OnlineCommand, Route};
use crate::core::control_words::control_in_words;
use crate::core::game::{EndReason, Ending, Game, GameResult};
use crate::core::message::Message;
use crate::core::online_strings::OnlineStrings;
use crate::core::queries;
use crate::core::session::{Argument, Command, Effect, Input, Session, TypedMove};
use seat::{
    MovesChange, OnlineGame, OnlineTrouble, ServerEvent, ServerMove, ServerState, ServerStatus,
};

/// The online mode at work for one input: its seat, and the parts of the table it needs.
pub(super) struct OnlineMode<'a> {
    /// What the server reported of the game.
    pub(super) seat: &'a mut OnlineSeat,
    /// The game as played here, following the server.
    pub(super) session: &'a mut Session,
    /// The sensor boards: one the player made a move on is told when the server played it.
    pub(super) boards: &'a mut [BoardSeat],
    /// Moves typed before the player's turn, for that turn.
    pub(super) held: &'a mut VecDeque<TypedMove>,
    /// What the table is to do, in order.
    pub(super) steps: &'a mut Vec<ModeStep>,
    /// The instant of the input.
    pub(super) at_ms: u64,
}

impl OnlineMode<'_> {
    fn strings(&self) -> &'static OnlineStrings {
        OnlineStrings::of(self.session.language())
    }

    /// A message of the catalogues in the player's language.
    fn in_words(&self, message: &Message) -> String {
        message.in_language(self.session.language())
    }

    /// Something for the carrier, as it is.
    fn carry(&mut self, effect: TableEffect) {
        self.steps.push(ModeStep::Carry(effect));
    }

    /// A step of the game played here; the table carries out what the session answers.
    fn step(&mut self, input: Input) {
        let effects = self.session.handle(self.at_ms, input);
        self.steps.push(ModeStep::Stepped(effects));
    }

    /// The session's effects, for the table to carry out.
    fn session_effects(&mut self, effects: Vec<Effect>) {
        self.steps.push(ModeStep::Session(effects));
    }

    /// What the player means at an online table: moves and the server's commands are sent,
    /// the rest asked of the session as offline.
    pub(super) fn intent(&mut self, intent: Intent) {
        self.seat.input();
        match intent {
            Intent::Command(command, argument) => self.command(command, &argument),
            Intent::Attempt(typed) => self.attempt(typed),
            // Online, a move made on the screen's board is sent like a typed one.
            Intent::Move(mv) => self.made_move(None, mv),
            Intent::Review(word) => self.steps.push(ModeStep::Review(word)),
            // The server keeps the clock: Enter presses nothing online. The ear's own intents
            // are taken at the door.
            Intent::Press | Intent::Answer(_) | Intent::Talk | Intent::Withdraw => {}
        }
    }

    /// A move attempt. One made before the player's turn (the game not started, the opponent to
    /// move, the last move not yet back from the server) is kept for that turn.
    pub(super) fn attempt(&mut self, typed: TypedMove) {
        if self.seat.move_waits(self.session.game()) {
            self.held.push_back(typed);
        } else {
            self.typed_move(&typed);
        }
    }

    /// A command at an online table, as [`OnlineCommand::route`] declares it: the server's commands
    /// are sent, the rest asked of the session as offline, and what a server game has no use
    /// for is refused in one sentence.
    fn command(&mut self, command: Command, argument: &Argument) {
        let strings = self.strings();
        match OnlineCommand::route(command) {
            Route::No if command == Command::Hint => self.carry(notice(strings.hints_off)),
            Route::No => {
                let text = self.in_words(
                    &Message::new("online-not-online")
                        .text("command", command.word(self.session.language())),
                );
                self.carry(answer(text));
            }
            Route::Game => self.step(Input::Command(command, argument.clone())),
            Route::Own(own) => self.server_command(own, argument),
        }
    }

    /// One of the server's commands, or its clock: all but the clock and the chat need the
    /// game started and not over.
    fn server_command(&mut self, command: OnlineCommand, argument: &Argument) {
        let strings = self.strings();
        let started = self.seat.game().is_some();
        let needs_game = !matches!(command, OnlineCommand::Time | OnlineCommand::Chat);
        if needs_game && !started {
            return self.carry(answer(strings.not_started));
        }
        if needs_game && self.over() {
            return self.carry(answer(self.session.strings().game_is_over));
        }
        match command {
            OnlineCommand::Time => {
                let text = self.server_time();
                self.carry(answer(text));
            }
            OnlineCommand::Chat => self.chat(argument.text()),
            OnlineCommand::Draw => {
                if let Some(request) = self.seat.request(|game| OnlineRequest::OfferDraw { game }) {
                    self.carry(TableEffect::Online(request));
                }
                // Accepting the opponent's offer ends the game, said when the server reports it.
                let side = self.seat.game().map(|game| game.side);
                let offered_to_me = side.is_some_and(|side| self.seat.offers_from(!side));
                if !offered_to_me {
                    self.carry(answer(strings.draw_offered));
                }
            }
            OnlineCommand::Resign => self.resign(),
            OnlineCommand::Abort => self.abort(),
            OnlineCommand::Takeback => self.takeback(),
            OnlineCommand::Claim => self.claim(),
        }
    }

    /// Whether the game has ended, as the table or the server knows it (an aborted game ends on
    /// the server only).
    fn over(&self) -> bool {
        self.session.game().is_over() || self.seat.ended()
    }

    /// `resign`, asked first; confirmed, it is sent and the end said when the server reports it.
    fn resign(&mut self) {
        let Some(side) = self.seat.game().map(|game| game.side) else {
            return;
        };
        if self.seat.resign_confirmed() {
            if let Some(request) = self.seat.request(|game| OnlineRequest::Resign { game }) {
                self.carry(TableEffect::Online(request));
            }
            return;
        }
        let text = self.in_words(
            &Message::new("confirm-resign")
                .text("side", self.session.clock_speech().side(side))
                .text("resign", Command::Resign.word(self.session.language())),
        );
        self.carry(answer(text));
    }

    /// A typed move: sent for the player's side, played when the server reports it.
    fn typed_move(&mut self, typed: &TypedMove) {
        let strings = self.strings();
        let Some(side) = self.seat.game().map(|game| game.side) else {
            return self.carry(answer(strings.not_started));
        };
        if self.over() {
            return self.carry(answer(self.session.strings().game_is_over));
        }
        if self.session.game().turn() != side {
            return self.carry(answer(strings.not_your_move));
        }
        match self.session.read_typed_move(typed) {
            Ok(mv) => {
                let uci = mv.to_uci(self.session.game().castling_mode());
                match self.seat.send_move(uci, None) {
                    Some(request) => self.carry(TableEffect::Online(request)),
                    None => self.carry(answer(strings.move_on_its_way)),
                }
            }
            Err(refusal) => self.session_effects(refusal),
        }
    }

    /// A move made on board `board` (`None`: on the screen's board): sent for the player's side
    /// like a typed one (the board shows it already, and is told when the server has played
    /// it); any other is refused, and a sensor board guided back.
    pub(super) fn made_move(&mut self, board: Option<usize>, mv: shakmaty::Move) {
        let strings = self.strings();
        let game = self.session.game();
        let side = self.seat.game().map(|game| game.side);
        let refusal = match side {
            None => Some(strings.not_started),
            Some(_) if game.is_over() => Some(self.session.strings().game_is_over),
            Some(side) if game.turn() != side => Some(strings.not_your_move),
            Some(_) if !game.position().is_legal(mv) => None,
            Some(_) => {
                let uci = mv.to_uci(game.castling_mode());
                match self.seat.send_move(uci, board) {
                    Some(request) => return self.carry(TableEffect::Online(request)),
                    None => Some(strings.move_on_its_way),
                }
            }
        };
        if let Some(text) = refusal {
            self.carry(answer(text));
        }
        if let Some(index) = board {
            self.guide_board_back(index);
        }
    }

    /// What the server reported.
    pub(super) fn server_event(&mut self, event: ServerEvent) {
        let strings = self.strings();
        match event {
            ServerEvent::Waiting(waiting) => {
                use seat::Waiting;
                let text = match waiting {
                    Waiting::ForChallenge => strings.waiting_for_challenge.to_owned(),
                    Waiting::ForAnswer { user } => {
                        self.in_words(&Message::new("online-challenge-sent").text("user", &user))
                    }
                    Waiting::ForOpponent => strings.seeking.to_owned(),
                };
                // Not a line of the game: the greeting is the game's first line.
                self.carry(TableEffect::Notice(text));
            }
            ServerEvent::GameFull { game, state } => {
                if self.seat.start(game.clone()) {
                    self.session.seat_player(game.side);
                    let greeting = self.greeting(&game, &state);
                    self.carry(answer(greeting));
                } else if self.seat.connection(false) {
                    self.carry(notice(strings.connection_back));
                }
                self.follow_server(&state);
            }
            ServerEvent::State(state) => self.follow_server(&state),
            ServerEvent::Refused { request, reason } => {
                let board = self.seat.refused(&request);
                let reason = reason.unwrap_or_else(|| strings.unreachable.to_owned());
                let text = match &request {
                    OnlineRequest::Move { uci, .. } => {
                        let said = self.said_uci(*uci).unwrap_or_else(|| uci.to_string());
                        self.in_words(
                            &Message::new("online-move-refused")
                                .text("move", &said)
                                .text("reason", &reason),
                        )
                    }
                    _ => self
                        .in_words(&Message::new("online-request-refused").text("reason", &reason)),
                };
                self.carry(TableEffect::Refused(text.clone()));
                self.carry(answer(text));
                if let Some(index) = board {
                    self.guide_board_back(index);
                }
            }
            ServerEvent::Trouble(trouble) => {
                let text = match trouble {
                    OnlineTrouble::ConnectionLost => {
                        if !self.seat.connection(true) {
                            return;
                        }
                        strings.connection_lost.to_owned()
                    }
                    OnlineTrouble::NotAnswering => {
                        if !self.seat.connection(true) {
                            return;
                        }
                        strings.not_answering.to_owned()
                    }
                    OnlineTrouble::ConnectionBack => {
                        if !self.seat.connection(false) {
                            return;
                        }
                        strings.connection_back.to_owned()
                    }
                    OnlineTrouble::TokenRefused => strings.token_refused.to_owned(),
                    OnlineTrouble::ChallengeDeclined { user } => self
                        .in_words(&Message::new("online-challenge-declined").text("user", &user)),
                    OnlineTrouble::Server(reason) => {
                        self.in_words(&Message::new("online-server-error").text("reason", &reason))
                    }
                };
                self.carry(notice(text));
            }
            ServerEvent::Chat(line) => {
                if let Some(name) = self.seat.hear_chat(line) {
                    let text = self.in_words(&Message::new("online-chat-from").text("name", &name));
                    self.carry(notice(text));
                }
            }
            ServerEvent::Opponent(presence) => self.opponent_presence(presence),
        }
    }

    /// The talking clock on the server's time: the announcements due by now.
    pub(super) fn clock(&mut self) {
        if self.session.game().is_over() {
            return;
        }
        let due = self.seat.clock_due(self.at_ms);
        let claim = self.seat.claim_due(self.at_ms);
        let said = self.session.clock_effects(due);
        self.session_effects(said);
        if claim {
            let text = self.claim_now_text();
            self.carry(notice(text));
        }
    }

    /// Board `index` is guided back to the game as it stands; the table carries out what it asks.
    fn guide_board_back(&mut self, index: usize) {
        if let Some(board) = self.boards.get_mut(index) {
            let actions = board.refused_here(self.at_ms, self.session.game());
            self.steps.push(ModeStep::Board { index, actions });
        }
    }

    /// A move in UCI as the player hears it, if it is a move of the position.
    fn said_uci(&self, uci: UciMove) -> Option<String> {
        let position = self.session.game().position();
        let mv = uci.to_move(position).ok()?;
        Some(crate::core::phrasing::announce(
            position,
            mv,
            self.session.voice(),
            crate::core::phrasing::Style::Short,
        ))
    }

    /// Plays the server's moves the table has not played yet, each announced once; the first
    /// that is no move of the position is named, and the rest wait for the next state.
    fn play_server_moves(&mut self, moves: &[ServerMove]) {
        for server_move in moves {
            let played = match server_move {
                ServerMove::Uci(uci) => uci
                    .to_move(self.session.game().position())
                    .ok()
                    .map(|mv| (*uci, mv)),
                ServerMove::Unreadable(_) => None,
            };
            let Some((uci, mv)) = played else {
                let text = self.in_words(
                    &Message::new("online-server-error")
                        .text("reason", format!("unreadable move {server_move}")),
                );
                self.carry(notice(text));
                break;
            };
            self.step(Input::Move(mv));
            // The board the player made it on shows it already.
            if let Some(index) = self.seat.played_on_board(uci)
                && let Some(board) = self.boards.get_mut(index)
            {
                board.played_here(self.session.game().history().len());
            }
        }
    }

    /// Plays the moves of `state` the table has not played yet (each announced once), says a new
    /// draw offer and the server's end.
    fn follow_server(&mut self, state: &ServerState) {
        let known = self.session.game().history().len();
        let mode = self.session.game().castling_mode();
        let played: Vec<ServerMove> = self
            .session
            .game()
            .moves()
            .iter()
            .map(|mv| ServerMove::Uci(mv.to_uci(mode)))
            .collect();
        let reported = state.moves.len();
        let (change, differ) = if reported >= known && state.moves[..known] == played[..] {
            if reported > known {
                (MovesChange::Grew, false)
            } else {
                (MovesChange::Same, false)
            }
        } else if reported < known && state.moves[..] == played[..reported] {
            (MovesChange::Shortened, false)
        } else {
            (MovesChange::Same, true)
        };
        // Said when it begins, not at every state the server sends while it lasts.
        if self.seat.moves_differ(differ) {
            self.carry(notice(self.strings().moves_differ));
        }
        if change == MovesChange::Shortened {
            // A takeback the server made: each move taken back is said, last first.
            for _ in reported..known {
                let effects = self.session.take_back_move(self.at_ms);
                self.session_effects(effects);
            }
        }
        if change == MovesChange::Grew {
            self.play_server_moves(&state.moves[known..]);
        }
        let turn = self.session.game().turn();
        let offers = self.seat.observe(
            state,
            self.at_ms,
            (turn, change),
            self.session.clock_speech_config(),
        );
        let stale = self.seat.stale_board();
        let side = self.seat.game().map(|game| game.side);
        self.say_takeback_offers(side, &offers.takebacks);
        for by in offers.draws.new {
            // The player's own offer was said when it was made.
            if Some(by) != side {
                let text = self.in_words(
                    &Message::new("offers-draw").text("side", self.session.clock_speech().side(by)),
                );
                self.carry(answer(text));
            }
        }
        for by in offers.draws.declined {
            // The opponent declined the player's offer; the player's own decline needs no words.
            if Some(by) == side {
                let text = self.in_words(
                    &Message::new("online-draw-declined")
                        .text("side", self.session.clock_speech().side(!by)),
                );
                self.carry(answer(text));
            }
        }
        if let Some(index) = stale {
            self.guide_board_back(index);
        }
        if state.status.is_over() {
            self.server_end(state);
        }
    }

    /// The server's end of the game, said once (a mate or stalemate was said with its move).
    fn server_end(&mut self, state: &ServerState) {
        if !self.seat.end() {
            return;
        }
        let loser = |winner: Option<Color>| winner.map(|w| !w);
        let ending = match &state.status {
            ServerStatus::Playing => return,
            ServerStatus::Mate | ServerStatus::Stalemate if self.session.game().is_over() => {
                return;
            }
            ServerStatus::Resigned => state.winner.map(|winner| Ending {
                result: GameResult::win_for(winner),
                reason: EndReason::Resignation,
            }),
            ServerStatus::OutOfTime => loser(state.winner).map(|_| Ending {
                result: state.winner.map_or(GameResult::Draw, GameResult::win_for),
                reason: EndReason::Timeout,
            }),
            ServerStatus::Abandoned => state.winner.map(|winner| Ending {
                result: GameResult::win_for(winner),
                reason: EndReason::Abandoned,
            }),
            ServerStatus::Draw => Some(Ending::draw(EndReason::Agreement)),
            ServerStatus::Aborted => {
                return self.carry(answer(self.strings().aborted));
            }
            ServerStatus::Mate | ServerStatus::Stalemate | ServerStatus::Other(_) => None,
        };
        let Some(ending) = ending else {
            let name = match &state.status {
                ServerStatus::Other(name) => name.clone(),
                _ => String::new(),
            };
            let text = self.in_words(
                &Message::new("online-server-error")
                    .text("reason", format!("the game ended ({name})")),
            );
            return self.carry(answer(text));
        };
        if ending.reason == EndReason::Resignation
            && let Some(loser) = loser(state.winner)
        {
            let side = self.session.clock_speech().side(loser).to_owned();
            let text = capitalized(&self.in_words(&Message::new("resigns").text("side", &side)));
            self.carry(answer(text));
        }
        let effects = self.session.end_as_reported(ending, self.at_ms);
        self.session_effects(effects);
    }

    /// The first line of an online game: where, who plays which side, the clock, whose move.
    fn greeting(&self, game: &OnlineGame, state: &ServerState) -> String {
        let s = self.session.strings();
        let online = self.strings();
        let speech = self.session.clock_speech();
        let who = |color: Color| {
            if color == game.side {
                s.you.to_owned()
            } else {
                game.opponent.clone()
            }
        };
        let control = game
            .clock
            .and_then(|(initial, increment)| {
                format!("{}+{}", initial / 1000, increment / 1000)
                    .parse::<TimeControl>()
                    .ok()
            })
            .map_or_else(
                || online.unlimited.to_owned(),
                |control| control_in_words(&control, self.session.voice(), s),
            );
        let mut parts = vec![
            s.greeting_new.to_owned(),
            self.in_words(&Message::new("online-online").text("opponent", &game.opponent)),
            format!(
                "{} {}, {} {}",
                speech.side(Color::White),
                who(Color::White),
                speech.side(Color::Black),
                who(Color::Black)
            ),
            control,
        ];
        if !state.status.is_over() {
            parts.push(queries::turn(
                self.session.game().position(),
                self.session.voice(),
            ));
        }
        capitalized(&parts.join("; "))
    }

    /// `time`: both clocks as the server last reported them, the running one counted down since.
    fn server_time(&self) -> String {
        let online = self.strings();
        let Some(clock) = self.seat.clock() else {
            return online.not_started.to_owned();
        };
        if self.seat.game().is_some_and(|game| game.clock.is_none()) {
            return online.unlimited.to_owned();
        }
        let speech = self.session.clock_speech();
        let (white, black) = clock.at(self.at_ms);
        format!(
            "{} {}{}{} {}",
            speech.side(Color::White),
            speech.duration(white),
            self.session.strings().separator,
            speech.side(Color::Black),
            speech.duration(black)
        )
    }
}

/// The first letter in upper case.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl OnlineSeat {
    /// Whether a move made now must wait for the player's turn in `game`: the game not
    /// started, the opponent to move, or the last move not yet back from the server.
    pub(super) fn move_waits(&self, game: &Game) -> bool {
        match self.game() {
            None => true,
            Some(_) if game.is_over() || self.ended() => false,
            Some(online) => self.pending().is_some() || game.turn() != online.side,
        }
    }
}
