//! The table playing a game on a server: typed moves for the player's side are sent, moves the
//! server reports (either side's) are played and announced once, the server's clock answers
//! `time`, a takeback the server made is taken back here, and the server's end is said. What a
//! server game has no use for (the press, the arbiter's clock commands, undo, hints) is answered
//! with one sentence. The server's own commands (chat, abort, takeback, claim) are in
//! `commands`.

pub(super) mod chat;
mod commands;
pub(super) mod presence;
pub(super) mod seat;
#[cfg(test)]
mod tests;

use shakmaty::uci::UciMove;
use shakmaty::{Color, Position};

use super::TableEffect;
use super::{Intent, OnlineRequest, OnlineSeat, Table, answer, notice};
use crate::core::clock::TimeControl;
use crate::core::command::{OnlineCommand, Route};
use crate::core::control_words::control_in_words;
use crate::core::game::{EndReason, Ending, Game, GameResult};
use crate::core::message::Message;
use crate::core::online_strings::OnlineStrings;
use crate::core::queries;
use crate::core::session::{Argument, Command, Input, TypedMove};
use seat::{
    MovesChange, OnlineGame, OnlineTrouble, ServerEvent, ServerMove, ServerState, ServerStatus,
};

impl Table {
    pub(super) fn online_strings(&self) -> &'static OnlineStrings {
        OnlineStrings::of(self.session.language())
    }

    /// What the player means at an online table: moves and the server's commands are sent,
    /// the rest asked of the session as offline.
    pub(super) fn online_intent(&mut self, at_ms: u64, intent: Intent, out: &mut Vec<TableEffect>) {
        let Some(seat) = self.mode.online_mut() else {
            return;
        };
        seat.input();
        match intent {
            Intent::Command(command, argument) => {
                self.online_command(at_ms, command, &argument, out);
            }
            Intent::Attempt(typed) => self.online_attempt(at_ms, typed, out),
            // Online, a move made on the screen's board is sent like a typed one.
            Intent::Move(mv) => self.online_made_move(at_ms, None, mv, out),
            Intent::Review(word) => self.review_asked(at_ms, word, out),
            // The server keeps the clock: Enter presses nothing online. The ear's own intents
            // are taken at the door.
            Intent::Press | Intent::Answer(_) | Intent::Talk => {}
        }
    }

    /// A move attempt. One made before the player's turn (the game not started, the opponent to
    /// move, the last move not yet back from the server) is kept for that turn.
    pub(super) fn online_attempt(
        &mut self,
        at_ms: u64,
        typed: TypedMove,
        out: &mut Vec<TableEffect>,
    ) {
        if self.mode.move_waits(self.session.game()) {
            self.held.push_back(typed);
        } else {
            self.online_move(at_ms, &typed, out);
        }
    }

    /// A command at an online table, as [`OnlineCommand::route`] declares it: the server's commands
    /// are sent, the rest asked of the session as offline, and what a server game has no use
    /// for is refused in one sentence.
    pub(super) fn online_command(
        &mut self,
        at_ms: u64,
        command: Command,
        argument: &Argument,
        out: &mut Vec<TableEffect>,
    ) {
        let strings = self.online_strings();
        match OnlineCommand::route(command) {
            Route::No if command == Command::Hint => out.push(notice(strings.hints_off)),
            Route::No => out.push(answer(
                self.in_words(
                    &Message::new("online-not-online")
                        .text("command", command.word(self.session.language())),
                ),
            )),
            Route::Game => {
                self.session_step(at_ms, Input::Command(command, argument.clone()), out);
            }
            Route::Own(own) => self.server_command(at_ms, own, argument, out),
        }
    }

    /// One of the server's commands, or its clock: all but the clock and the chat need the
    /// game started and not over.
    fn server_command(
        &mut self,
        at_ms: u64,
        command: OnlineCommand,
        argument: &Argument,
        out: &mut Vec<TableEffect>,
    ) {
        let strings = self.online_strings();
        let started = self.mode.online().is_some_and(|seat| seat.game().is_some());
        let needs_game = !matches!(command, OnlineCommand::Time | OnlineCommand::Chat);
        if needs_game && !started {
            return out.push(answer(strings.not_started));
        }
        if needs_game && self.online_over() {
            return out.push(answer(self.session.strings().game_is_over));
        }
        match command {
            OnlineCommand::Time => out.push(answer(self.server_time(at_ms))),
            OnlineCommand::Chat => self.online_chat(argument.text(), out),
            OnlineCommand::Draw => {
                let Some(seat) = self.mode.online() else {
                    return;
                };
                if let Some(request) = seat.request(|game| OnlineRequest::OfferDraw { game }) {
                    out.push(TableEffect::Online(request));
                }
                // Accepting the opponent's offer ends the game, said when the server reports it.
                let side = seat.game().map(|game| game.side);
                let offered_to_me = side.is_some_and(|side| self.opponent_offers(side));
                if !offered_to_me {
                    out.push(answer(strings.draw_offered));
                }
            }
            OnlineCommand::Resign => self.online_resign(out),
            OnlineCommand::Abort => self.online_abort(out),
            OnlineCommand::Takeback => self.online_takeback(out),
            OnlineCommand::Claim => self.online_claim(at_ms, out),
        }
    }

    /// Whether the game has ended, as the table or the server knows it (an aborted game ends on
    /// the server only).
    pub(super) fn online_over(&self) -> bool {
        self.session.game().is_over() || self.mode.online().is_some_and(OnlineSeat::ended)
    }

    /// Whether the opponent of `side` has a draw offer standing.
    fn opponent_offers(&self, side: Color) -> bool {
        self.mode
            .online()
            .is_some_and(|seat| seat.offers_from(!side))
    }

    /// `resign`, asked first; confirmed, it is sent and the end said when the server reports it.
    fn online_resign(&mut self, out: &mut Vec<TableEffect>) {
        let Some(seat) = self.mode.online_mut() else {
            return;
        };
        let Some(side) = seat.game().map(|game| game.side) else {
            return;
        };
        if seat.resign_confirmed() {
            if let Some(request) = seat.request(|game| OnlineRequest::Resign { game }) {
                out.push(TableEffect::Online(request));
            }
            return;
        }
        out.push(answer(
            self.in_words(
                &Message::new("confirm-resign")
                    .text("side", self.session.clock_speech().side(side))
                    .text("resign", Command::Resign.word(self.session.language())),
            ),
        ));
    }

    /// A typed move: sent for the player's side, played when the server reports it.
    fn online_move(&mut self, at_ms: u64, typed: &TypedMove, out: &mut Vec<TableEffect>) {
        let strings = self.online_strings();
        let Some(side) = self
            .mode
            .online()
            .and_then(|seat| seat.game().map(|game| game.side))
        else {
            out.push(answer(strings.not_started));
            return;
        };
        if self.online_over() {
            out.push(answer(self.session.strings().game_is_over));
            return;
        }
        if self.session.game().turn() != side {
            out.push(answer(strings.not_your_move));
            return;
        }
        match self.session.read_typed_move(typed) {
            Ok(mv) => {
                let uci = mv.to_uci(self.session.game().castling_mode());
                match self
                    .mode
                    .online_mut()
                    .and_then(|seat| seat.send_move(uci, None))
                {
                    Some(request) => out.push(TableEffect::Online(request)),
                    None => out.push(answer(strings.move_on_its_way)),
                }
            }
            Err(refusal) => self.session_effects(at_ms, refusal, out),
        }
    }

    /// A move made on board `board` (`None`: on the screen's board): sent for the player's side
    /// like a typed one (the board shows it already, and is told when the server has played
    /// it); any other is refused, and a sensor board guided back.
    pub(super) fn online_made_move(
        &mut self,
        at_ms: u64,
        board: Option<usize>,
        mv: shakmaty::Move,
        out: &mut Vec<TableEffect>,
    ) {
        let strings = self.online_strings();
        let game = self.session.game();
        let side = self
            .mode
            .online()
            .and_then(|seat| seat.game().map(|game| game.side));
        let refusal = match side {
            None => Some(strings.not_started),
            Some(_) if game.is_over() => Some(self.session.strings().game_is_over),
            Some(side) if game.turn() != side => Some(strings.not_your_move),
            Some(_) if !game.position().is_legal(mv) => None,
            Some(_) => {
                let uci = mv.to_uci(game.castling_mode());
                match self
                    .mode
                    .online_mut()
                    .and_then(|seat| seat.send_move(uci, board))
                {
                    Some(request) => {
                        out.push(TableEffect::Online(request));
                        return;
                    }
                    None => Some(strings.move_on_its_way),
                }
            }
        };
        if let Some(text) = refusal {
            out.push(answer(text));
        }
        if let Some(index) = board {
            self.guide_board_back(at_ms, index, out);
        }
    }

    /// Board `index` is guided back to the game as it stands.
    fn guide_board_back(&mut self, at_ms: u64, index: usize, out: &mut Vec<TableEffect>) {
        if index < self.boards.len() {
            let actions = self.boards[index].refused_here(at_ms, self.session.game());
            self.board_actions(at_ms, index, actions, out);
        }
    }

    /// What the server reported.
    pub(super) fn server_event(
        &mut self,
        at_ms: u64,
        event: ServerEvent,
        out: &mut Vec<TableEffect>,
    ) {
        let strings = self.online_strings();
        let Some(seat) = self.mode.online_mut() else {
            return;
        };
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
                out.push(TableEffect::Notice(text));
            }
            ServerEvent::GameFull { game, state } => {
                if seat.start(game.clone()) {
                    self.session.seat_player(game.side);
                    out.push(answer(self.online_greeting(&game, &state)));
                } else if seat.connection(false) {
                    out.push(notice(strings.connection_back));
                }
                self.follow_server(at_ms, &state, out);
            }
            ServerEvent::State(state) => self.follow_server(at_ms, &state, out),
            ServerEvent::Refused { request, reason } => {
                let board = seat.refused(&request);
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
                out.push(TableEffect::Refused(text.clone()));
                out.push(answer(text));
                if let Some(index) = board {
                    self.guide_board_back(at_ms, index, out);
                }
            }
            ServerEvent::Trouble(trouble) => {
                let text = match trouble {
                    OnlineTrouble::ConnectionLost => {
                        if !seat.connection(true) {
                            return;
                        }
                        strings.connection_lost.to_owned()
                    }
                    OnlineTrouble::NotAnswering => {
                        if !seat.connection(true) {
                            return;
                        }
                        strings.not_answering.to_owned()
                    }
                    OnlineTrouble::ConnectionBack => {
                        if !seat.connection(false) {
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
                out.push(notice(text));
            }
            ServerEvent::Chat(line) => {
                if let Some(name) = seat.hear_chat(line) {
                    out.push(notice(
                        self.in_words(&Message::new("online-chat-from").text("name", &name)),
                    ));
                }
            }
            ServerEvent::Opponent(presence) => self.opponent_presence(at_ms, presence, out),
        }
    }

    /// The talking clock on the server's time: the announcements due by `at_ms`.
    pub(super) fn online_clock(&mut self, at_ms: u64, out: &mut Vec<TableEffect>) {
        let Some(seat) = self.mode.online_mut() else {
            return;
        };
        if self.session.game().is_over() {
            return;
        }
        let due = seat.clock_due(at_ms);
        let claim = seat.claim_due(at_ms);
        let said = self.session.clock_effects(due);
        self.session_effects(at_ms, said, out);
        if claim {
            out.push(notice(self.claim_now_text()));
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
    fn play_server_moves(&mut self, at_ms: u64, moves: &[ServerMove], out: &mut Vec<TableEffect>) {
        for server_move in moves {
            let played = match server_move {
                ServerMove::Uci(uci) => uci
                    .to_move(self.session.game().position())
                    .ok()
                    .map(|mv| (*uci, mv)),
                ServerMove::Unreadable(_) => None,
            };
            let Some((uci, mv)) = played else {
                out.push(notice(
                    self.in_words(
                        &Message::new("online-server-error")
                            .text("reason", format!("unreadable move {server_move}")),
                    ),
                ));
                break;
            };
            self.session_step(at_ms, Input::Move(mv), out);
            // The board the player made it on shows it already.
            let made_on = self
                .mode
                .online_mut()
                .and_then(|seat| seat.played_on_board(uci));
            if let Some(index) = made_on
                && let Some(board) = self.boards.get_mut(index)
            {
                board.played_here(self.session.game().history().len());
            }
        }
    }

    /// Plays the moves of `state` the table has not played yet (each announced once), says a new
    /// draw offer and the server's end.
    fn follow_server(&mut self, at_ms: u64, state: &ServerState, out: &mut Vec<TableEffect>) {
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
        if self
            .mode
            .online_mut()
            .is_some_and(|seat| seat.moves_differ(differ))
        {
            out.push(notice(self.online_strings().moves_differ));
        }
        if change == MovesChange::Shortened {
            // A takeback the server made: each move taken back is said, last first.
            for _ in reported..known {
                let effects = self.session.take_back_move(at_ms);
                self.session_effects(at_ms, effects, out);
            }
        }
        if change == MovesChange::Grew {
            self.play_server_moves(at_ms, &state.moves[known..], out);
        }
        let turn = self.session.game().turn();
        let Some(seat) = self.mode.online_mut() else {
            return;
        };
        let offers = seat.observe(
            state,
            at_ms,
            (turn, change),
            self.session.clock_speech_config(),
        );
        let stale = seat.stale_board();
        let side = seat.game().map(|game| game.side);
        self.say_takeback_offers(side, &offers.takebacks, out);
        for by in offers.draws.new {
            // The player's own offer was said when it was made.
            if Some(by) != side {
                let text = self.in_words(
                    &Message::new("offers-draw").text("side", self.session.clock_speech().side(by)),
                );
                out.push(answer(text));
            }
        }
        for by in offers.draws.declined {
            // The opponent declined the player's offer; the player's own decline needs no words.
            if Some(by) == side {
                let text = self.in_words(
                    &Message::new("online-draw-declined")
                        .text("side", self.session.clock_speech().side(!by)),
                );
                out.push(answer(text));
            }
        }
        if let Some(index) = stale {
            self.guide_board_back(at_ms, index, out);
        }
        if state.status.is_over() {
            self.server_end(at_ms, state, out);
        }
    }

    /// The server's end of the game, said once (a mate or stalemate was said with its move).
    fn server_end(&mut self, at_ms: u64, state: &ServerState, out: &mut Vec<TableEffect>) {
        let Some(seat) = self.mode.online_mut() else {
            return;
        };
        if !seat.end() {
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
                out.push(answer(self.online_strings().aborted));
                return;
            }
            ServerStatus::Mate | ServerStatus::Stalemate | ServerStatus::Other(_) => None,
        };
        let Some(ending) = ending else {
            let name = match &state.status {
                ServerStatus::Other(name) => name.clone(),
                _ => String::new(),
            };
            out.push(answer(
                self.in_words(
                    &Message::new("online-server-error")
                        .text("reason", format!("the game ended ({name})")),
                ),
            ));
            return;
        };
        if ending.reason == EndReason::Resignation
            && let Some(loser) = loser(state.winner)
        {
            let side = self.session.clock_speech().side(loser).to_owned();
            out.push(answer(capitalized(
                &self.in_words(&Message::new("resigns").text("side", &side)),
            )));
        }
        let effects = self.session.end_as_reported(ending, at_ms);
        self.session_effects(at_ms, effects, out);
    }

    /// The first line of an online game: where, who plays which side, the clock, whose move.
    fn online_greeting(&self, game: &OnlineGame, state: &ServerState) -> String {
        let s = self.session.strings();
        let online = self.online_strings();
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
    fn server_time(&self, at_ms: u64) -> String {
        let online = self.online_strings();
        let Some(clock) = self.mode.online().and_then(|seat| seat.clock()) else {
            return online.not_started.to_owned();
        };
        if self
            .mode
            .online()
            .and_then(|seat| seat.game())
            .is_some_and(|game| game.clock.is_none())
        {
            return online.unlimited.to_owned();
        }
        let speech = self.session.clock_speech();
        let (white, black) = clock.at(at_ms);
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
