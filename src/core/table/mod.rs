//! The whole table, pure: the [`Session`] (game, clock, phrasing) with the sensor boards and the
//! engine seated around it, driven by timed [`TableInput`]s and answering with [`TableEffect`]s.
//!
//! Everything that decides lives here, so both faces (line mode and the screen) and every
//! device behave the same, and a test plays a whole table by feeding inputs with instants:
//! - a move made anywhere (typed, on the pegs, on the e-board, by the engine) is played once
//!   and relayed to every other board, whose player is guided to replay it;
//! - the engine is asked for a move once the player's move is complete, a move typed while it
//!   thinks is kept for the position after its reply, every other command is answered at once,
//!   and an engine that overstays its move time is given up;
//! - a finished game is saved (the carrier writes the file and says where);
//! - `repeat` says again everything the last answer said.
//!
//! The runtime ([`crate::runtime`]) owns the devices and carries out the effects.

mod after_game;
mod analysis_seat;
mod boards;
mod effect;
mod engine_seat;
mod engine_trouble;
mod hearing_seat;
mod intent;
mod mode;
mod mode_step;
mod online;
mod playing;
mod review;
mod storage;

use std::collections::VecDeque;

use shakmaty::{Move, Position};

use super::boards::board_model::{BoardAction, Grace, SayKind};
use super::boards::peg::Button;
use super::command::Mode;
use super::message::Message;
use super::session::{Argument, Command, Effect, Input, Record, Session, TypedMove};
use super::speech_queue::{Listener, Priority, Utterance};

pub use after_game::TableEnd;
pub use analysis_seat::{ANALYSIS_DEPTH, AnalysisSeat, AnalysisStep};
pub use boards::{
    BoardEvent, BoardProtocol, BoardRequest, BoardRole, BoardSeat, BoardStep, ConnectedBoard,
    PieceReport,
};
pub use effect::TableEffect;
use effect::TableRequest;
pub use engine_seat::{
    DEFAULT_MOVE_TIME_MS, EngineAnswer, EngineRequest, EngineSeat, EngineSetup, GRACE_MS, Gone,
    HINT_TIME_MS, SeatStep, Ticket, move_time_for_level,
};
pub use engine_trouble::EngineTrouble;
pub use hearing_seat::{Heard, HearingSeat, HearingTrouble};
pub use intent::Intent;
use mode::{MovesGo, TableMode};
pub use online::chat::{
    CHAT_KEPT, CHAT_MAX_CHARS, ChatAuthor, ChatLine, ChatLog, ChatText, ChatTextError,
};
pub use online::presence::{ClaimChance, Presence};
pub use online::seat::{
    BySide, OnlineGame, OnlineRequest, OnlineSeat, OnlineTrouble, ServerClock, ServerEvent,
    ServerMove, ServerState, ServerStatus, Waiting,
};
pub use review::ReviewSeat;
pub use storage::{JournalRepair, Storage, WriteProblem};

/// Something that happened at the table, from any device or face.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableInput {
    /// A typed line: a move in any notation or voice, or a command; read once, at the table's
    /// door, into an [`Intent`].
    Line(String),
    /// A typed command (a key, a menu).
    Command(Command, Argument),
    /// A move chosen on the screen's board (or with a braille display's routing keys).
    Move(Move),
    /// From one square to another on the screen's board (or with routing keys) where no legal
    /// move goes: refused in the same words as the same squares typed.
    Squares {
        from: shakmaty::Square,
        to: shakmaty::Square,
    },
    /// The clock was pressed (a key).
    Press,
    /// A step in a game gone over (a key); after the game's end it opens the review.
    Review(super::review::ReviewWord),
    /// Something from a sensor board's link.
    Board(BoardRole, BoardEvent),
    /// An answer from the engine.
    Engine(EngineAnswer),
    /// What the game's server reported (online play).
    Server(ServerEvent),
    /// What the listener heard (a spoken move, command or answer), decided.
    Heard(Heard),
    /// Push-to-talk: the player asks to be heard now (`talk`, a key, the peg board's button).
    Talk,
    /// The spoken move read back is left unanswered (Esc on the screen): withdrawn, nothing
    /// from it played.
    WithdrawQuestion,
    /// The game's record was written to this file.
    Saved(String),
    /// Saving the game has failed, or works again.
    Storage(Storage),
    /// The face's input has ended (end of standard input).
    InputClosed,
    /// The player leaves.
    Quit,
    /// The wake-up asked for by [`Table::next_wake`] (or any instant: nothing is due early).
    Wake,
}

/// How the table is set up around the session.
#[derive(Debug, Clone, Default)]
pub struct TableSetup {
    /// The sensor boards connected, in the order they were given.
    pub boards: Vec<ConnectedBoard>,
    /// The engine seated, or why it could not be started.
    pub engine: Option<Result<EngineSetup, EngineTrouble>>,
    pub grace: Grace,
    /// The resumed journal's damaged end that was cut off, if any.
    pub repaired: Option<JournalRepair>,
    /// The game is played on a server (Lichess's Board API): its opponent and clock are there.
    pub online: bool,
    /// The table only goes over this game (`annabella review`): nothing is played.
    pub review: Option<super::review::ReviewGame>,
    /// The engine asked for (its side, level and program), recorded in the journal as the
    /// table opens so a resumed game gets it back.
    pub engine_player: Option<super::session::EnginePlayer>,
    /// The table is sealed for a rated game (`play --sealed`): no hint, no analysis.
    pub sealed: bool,
    /// `train` leaves the table for a round of puzzles once the game has ended (a game played
    /// here, in the full build; never on a sealed table).
    pub training: bool,
}

/// A game at the table.
#[derive(Debug)]
pub struct Table {
    session: Session,
    boards: Vec<BoardSeat>,
    engine: Option<EngineSeat>,
    /// The one mode active, owning its state (the server's game, the game gone over): every
    /// intent goes to it, and while a game is gone over the faces show its position.
    mode: TableMode,
    /// The finished game's analysis, once asked for; when it is done, the review reads it.
    analysis: Option<AnalysisSeat>,
    /// Said at the start: the engine that plays, or why none does.
    engine_intro: Option<Result<EngineSetup, EngineTrouble>>,
    /// Sealed for a rated game: hints and the analysis are refused in words that say so.
    sealed: bool,
    /// Said at the start: the journal's damaged end that was cut off.
    repaired: Option<JournalRepair>,
    /// Recorded at the start: the engine asked for.
    engine_player: Option<super::session::EnginePlayer>,
    /// Moves typed while the engine thinks (online: before the player's turn), for the position
    /// after its reply.
    held: VecDeque<TypedMove>,
    hearing: HearingSeat,
    lifecycle: Lifecycle,
    /// What the last step that said anything said, for `repeat`.
    last_said: Vec<Utterance>,
    /// The game's end has been seen (its record is saved once).
    end_seen: bool,
    /// Why the table ends (or ended): the player left, or left for training.
    end: TableEnd,
}

/// Where the table is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lifecycle {
    Open,
    /// The input has ended: the table ends once nothing kept is left to play.
    InputEnded,
    /// The player leaves: the engine is stopped and the record saved in this step.
    Leaving,
    /// Ended.
    Closed,
}

impl Table {
    pub fn new(mut session: Session, setup: TableSetup) -> Self {
        if setup.boards.iter().any(|b| b.role == BoardRole::Sighted) {
            session.opponent_on_board();
        }
        let boards = setup
            .boards
            .iter()
            .map(|board| BoardSeat::new(*board, session.game(), session.voice(), setup.grace))
            .collect();
        let engine = match &setup.engine {
            Some(Ok(engine)) => Some(EngineSeat::new(engine.clone())),
            _ => None,
        };
        // A game resumed already finished has its record; one that starts over is saved once. A
        // game only reviewed is never saved.
        let end_seen =
            (session.game().is_over() && session.end_recorded()) || setup.review.is_some();
        let mode_at_start = if setup.online {
            TableMode::Online(Box::default())
        } else {
            TableMode::Playing
        };
        session.follow_mode(mode_at_start.rules());
        // A rated game's sealed table keeps the player at it: no training from there.
        if setup.training && !setup.sealed && !setup.online && setup.review.is_none() {
            session.offer_training();
        }
        let mut mode = mode_at_start;
        if let Some(game) = setup.review {
            mode.start_review(ReviewSeat::new(
                game,
                session.config().clone(),
                session.voice().clone(),
            ));
        }
        Self {
            session,
            boards,
            engine,
            mode,
            analysis: None,
            engine_intro: setup.engine,
            sealed: setup.sealed,
            repaired: setup.repaired,
            engine_player: setup.engine_player,
            held: VecDeque::new(),
            hearing: HearingSeat::default(),
            lifecycle: Lifecycle::Open,
            last_said: Vec::new(),
            end_seen,
            end: TableEnd::Quit,
        }
    }

    /// The session the faces show and the questions are asked of: the game, or while it is
    /// reviewed, the position reviewed.
    pub fn session(&self) -> &Session {
        self.mode.review().map_or(&self.session, ReviewSeat::shown)
    }

    /// The game played at the table (its record, the engine's position), even while reviewed.
    pub fn game_session(&self) -> &Session {
        &self.session
    }

    /// Whether a move heard not surely waits for its spoken yes or no: the listener then hears
    /// yes and no alone.
    pub fn question_waiting(&self) -> bool {
        self.hearing.question().is_some()
    }

    /// The finished game's analysis, once asked for.
    pub fn analysis(&self) -> Option<&AnalysisSeat> {
        self.analysis.as_ref()
    }

    /// The review, while the table goes over a game.
    pub fn review(&self) -> Option<&ReviewSeat> {
        self.mode.review()
    }

    pub fn engine(&self) -> Option<&EngineSeat> {
        self.engine.as_ref()
    }

    pub fn online(&self) -> Option<&OnlineSeat> {
        self.mode.online()
    }

    pub fn boards(&self) -> &[BoardSeat] {
        &self.boards
    }

    /// The player has left, or the input ended with nothing left to play.
    pub fn wants_to_quit(&self) -> bool {
        matches!(self.lifecycle, Lifecycle::Leaving | Lifecycle::Closed)
    }

    /// Why the table ends: left, or left for a round of puzzles.
    pub fn end(&self) -> TableEnd {
        self.end
    }

    /// Moves kept for the position after the engine's reply, as typed.
    pub fn held(&self) -> impl Iterator<Item = String> {
        self.held.iter().map(TypedMove::text)
    }

    /// When the table must be woken even if nothing happens: a clock announcement or flag (the
    /// server's clock's, online), a board's guidance, an engine's deadline.
    pub fn next_wake(&self) -> Option<u64> {
        [
            self.session.next_wake(),
            self.boards.iter().filter_map(BoardSeat::next_wake).min(),
            self.engine.as_ref().and_then(EngineSeat::next_wake),
            self.mode.next_wake(),
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// The table opens at `at_ms`: who plays, the sealed move of an adjourned game, and the
    /// engine's first move if it plays White.
    pub fn start(&mut self, at_ms: u64) -> Vec<TableEffect> {
        if let Some(seat) = self.mode.review() {
            let opening = seat.opening();
            let mut out = Vec::new();
            self.session_effects(at_ms, opening, &mut out);
            self.remember_said(&out);
            return out;
        }
        let mut out = Vec::new();
        for board in &mut self.boards {
            board.expect_answer(at_ms);
        }
        // One line first: new or resumed, the role, who plays, the time control, whose move.
        let engine = match &self.engine_intro {
            Some(Ok(setup)) => Some((setup.side, setup.name.as_str())),
            _ => None,
        };
        if self.mode.greets_at_start() {
            out.push(answer(self.session.greeting(engine)));
        }
        if let Some(repair) = self.repaired.take() {
            out.push(notice(
                self.in_words(
                    &Message::new("journal-repaired")
                        .number("line", repair.line)
                        .text("path", &repair.copy),
                ),
            ));
        }
        // The engine that plays is in the greeting; one that could not start is said.
        if let Some(Err(trouble)) = self.engine_intro.take() {
            let reason = self.engine_trouble_text(&trouble);
            out.push(notice(self.in_words(
                &Message::new("engine-failed").text("reason", &reason),
            )));
        }
        if self.session.has_sealed_move() {
            // Resuming an adjourned game: the envelope is opened first (Guidelines I.9).
            let effects = self.session.open_envelope(at_ms);
            self.session_effects(at_ms, effects, &mut out);
        }
        if let Some(player) = self.engine_player.take() {
            let effects = self.session.seat_engine(player, at_ms);
            self.session_effects(at_ms, effects, &mut out);
        }
        // A game that starts already over (a dead position) ends at once, said once.
        let effects = self.session.opening_effects(at_ms);
        self.session_effects(at_ms, effects, &mut out);
        self.settle(at_ms, &mut out);
        self.remember_said(&out);
        out
    }

    /// Handles one input that happened at `at_ms` (never earlier than the previous one).
    pub fn handle(&mut self, at_ms: u64, input: TableInput) -> Vec<TableEffect> {
        let mut out = Vec::new();
        // The clock first: announcements due and a flag that fell come before the input.
        self.session_step(at_ms, Input::Wake, &mut out);
        // (A closure, not `OnlineMode::clock`: the mode's borrow is made inside.)
        self.in_online_mode(at_ms, &mut out, |online| {
            online.clock();
        });
        // A person's input is read once into its intent; the mode active receives it.
        // A review says whether it stops what is being said.
        let barges_in = (intent::barges_in(&input) || matches!(input, TableInput::Heard(_)))
            && self.mode() != Mode::Reviewing;
        let intent = match input {
            TableInput::Heard(heard) => self.heard(heard, &mut out),
            TableInput::Board(..)
            | TableInput::Engine(_)
            | TableInput::Server(_)
            | TableInput::Saved(_)
            | TableInput::Storage(_)
            | TableInput::InputClosed
            | TableInput::Wake => {
                self.device_input(at_ms, input, &mut out);
                None
            }
            person => self
                .read(person)
                .and_then(|intent| self.hearing_takes(intent, &mut out)),
        };
        if let Some(intent) = intent {
            // What is being said stops: the player has moved on.
            if barges_in {
                out.push(TableEffect::BargeIn);
            }
            self.intent(at_ms, intent, &mut out);
        }
        self.settle(at_ms, &mut out);
        // A repeat remembers what it said again: the same answer.
        self.remember_said(&out);
        out
    }

    /// What a device reported (a board, the engine, the server, the carrier, the clock).
    fn device_input(&mut self, at_ms: u64, input: TableInput, out: &mut Vec<TableEffect>) {
        match input {
            TableInput::Board(kind, event) => self.board_event(at_ms, kind, &event, out),
            TableInput::Engine(answer) => self.engine_answer(at_ms, answer, out),
            TableInput::Server(event) => {
                self.in_online_mode(at_ms, out, |online| online.server_event(event));
            }
            TableInput::Saved(path) => out.push(notice(
                self.in_words(&Message::new("game-saved").text("path", &path)),
            )),
            TableInput::Storage(storage) => out.push(notice(self.storage_text(&storage))),
            TableInput::InputClosed => {
                if self.lifecycle == Lifecycle::Open {
                    self.lifecycle = Lifecycle::InputEnded;
                }
            }
            TableInput::Wake => self.tick(at_ms, out),
            // A person's input is read at the door, what the listener heard decided there.
            TableInput::Line(_)
            | TableInput::Command(..)
            | TableInput::Move(_)
            | TableInput::Squares { .. }
            | TableInput::Press
            | TableInput::Review(_)
            | TableInput::Quit
            | TableInput::Talk
            | TableInput::WithdrawQuestion
            | TableInput::Heard(_) => {}
        }
    }

    /// What the player hears about saving.
    fn storage_text(&self, storage: &Storage) -> String {
        let strings = self.session.strings();
        match storage {
            Storage::Safe => strings.saving_again.to_owned(),
            Storage::Failing(problem) => {
                let why = match problem {
                    WriteProblem::DiskFull => strings.disk_full.to_owned(),
                    WriteProblem::FolderGone => strings.folder_gone.to_owned(),
                    WriteProblem::NotAllowed => strings.not_allowed.to_owned(),
                    WriteProblem::Other(text) => text.clone(),
                };
                self.in_words(&Message::new("not-saving").text("why", &why))
            }
        }
    }

    /// Hands an input to the session and takes care of what it asks of the table.
    fn session_step(&mut self, at_ms: u64, input: Input, out: &mut Vec<TableEffect>) {
        let effects = self.session.handle(at_ms, input);
        self.after_step(at_ms, effects, out);
    }

    /// Carries out what the session answered to a step of the game.
    fn after_step(&mut self, at_ms: u64, effects: Vec<Effect>, out: &mut Vec<TableEffect>) {
        let took_back = effects
            .iter()
            .any(|effect| matches!(effect, Effect::Record(Record::TakeBack { .. })));
        self.session_effects(at_ms, effects, out);
        // Against the engine, a take-back goes back to the player's own move: when it leaves the
        // engine to move, its reply is taken back too (a search in progress is stopped as the
        // engine follows the game).
        if took_back
            && let Some(seat) = &self.engine
            && !seat.thinking()
            && seat.side() == self.session.game().turn()
            && !self.session.game().history().is_empty()
        {
            let effects = self.session.take_back_move(at_ms);
            self.session_effects(at_ms, effects, out);
        }
    }

    fn session_effects(&mut self, at_ms: u64, effects: Vec<Effect>, out: &mut Vec<TableEffect>) {
        for effect in effects {
            match effect::sort(effect) {
                Err(TableRequest::RepeatLast) => {
                    out.extend(self.last_said.iter().cloned().map(TableEffect::Say));
                }
                Err(TableRequest::AskForHint) if self.sealed => {
                    out.push(notice(self.session.strings().sealed_no_hint));
                }
                Err(TableRequest::StartAnalysis) if self.sealed => {
                    out.push(notice(self.session.strings().sealed_no_analysis));
                }
                Err(TableRequest::AskForHint) => match self.engine.as_mut() {
                    Some(seat) => match seat.ask_hint() {
                        Some(request) => out.push(TableEffect::Engine(request)),
                        None => out.push(answer(self.session.strings().engine_thinking)),
                    },
                    None => out.push(notice(self.session.strings().no_engine)),
                },
                Ok(TableEffect::Record(Record::DrawOffer { by, at_ms: offered }))
                    if self.engine.as_ref().is_some_and(|seat| seat.side() != by) =>
                {
                    out.push(TableEffect::Record(Record::DrawOffer {
                        by,
                        at_ms: offered,
                    }));
                    // The engine weighs the offer before it moves (its move would decline it).
                    if let Some(request) = self
                        .engine
                        .as_mut()
                        .and_then(|seat| seat.weigh_draw(&self.session, at_ms))
                    {
                        out.push(TableEffect::Engine(request));
                    }
                }
                Err(TableRequest::ResetBoards) => {
                    // D.2.9: every board is guided back to the game as the score sheet has it.
                    for index in 0..self.boards.len() {
                        let actions = self.boards[index].refused_here(at_ms, self.session.game());
                        self.board_actions(at_ms, index, actions, out);
                    }
                }
                Err(TableRequest::StartReview) => self.start_review(at_ms, out),
                Err(TableRequest::StartAnalysis) => self.start_analysis(out),
                Err(TableRequest::StartTraining) => {
                    if self.leave_for_training(out) {
                        self.lifecycle = self.lifecycle.max_leaving();
                        self.held.clear();
                        out.push(TableEffect::Quit);
                    }
                }
                Ok(TableEffect::Quit) => {
                    self.lifecycle = self.lifecycle.max_leaving();
                    self.held.clear();
                    out.push(TableEffect::Quit);
                }
                Ok(other) => out.push(other),
            }
        }
    }

    /// Time passed: the boards' guidance and the engine's deadline.
    fn tick(&mut self, at_ms: u64, out: &mut Vec<TableEffect>) {
        for index in 0..self.boards.len() {
            if self.boards[index].silence_due(at_ms) {
                let board = self.board_name(self.boards[index].role());
                out.push(notice(
                    self.in_words(&Message::new("board-silent").text("board", board)),
                ));
            }
            if self.boards[index]
                .next_wake()
                .is_some_and(|wake| wake <= at_ms)
            {
                let actions = self.boards[index].tick(at_ms);
                self.board_actions(at_ms, index, actions, out);
            }
        }
        if let Some(seat) = self.engine.as_mut() {
            match seat.tick(at_ms) {
                SeatStep::Gone(gone) => self.engine_gone(&gone, out),
                SeatStep::DrawAnswer { accepts } => self.engine_draw_answer(at_ms, accepts, out),
                // A move, a hint or a weighed offer comes with the engine's answer, not with time.
                SeatStep::Nothing | SeatStep::Play(_) | SeatStep::Hint(_) => {}
            }
        }
    }

    /// The engine's answer to the player's draw offer: accepted (the game ends by agreement),
    /// or declined in one sentence (its move follows).
    fn engine_draw_answer(&mut self, at_ms: u64, accepts: bool, out: &mut Vec<TableEffect>) {
        let Some(seat) = self.engine.as_ref() else {
            return;
        };
        let side = seat.side();
        let name = seat.name().to_owned();
        if accepts {
            let effects = self.session.accept_draw(side, at_ms);
            self.session_effects(at_ms, effects, out);
        } else {
            out.push(notice(self.in_words(
                &Message::new("engine-declines-draw").text("name", &name),
            )));
        }
    }

    /// After every input: boards follow the game, the engine is asked when its turn has come,
    /// lines kept for after its reply are played, a finished game is saved, and the input's end
    /// ends the table once nothing is left to play.
    fn settle(&mut self, at_ms: u64, out: &mut Vec<TableEffect>) {
        loop {
            self.follow_boards(at_ms, out);
            self.follow_engine(at_ms, out);
            let engine_thinking = self.engine.as_ref().is_some_and(EngineSeat::thinking);
            if self.wants_to_quit() || engine_thinking || self.mode.move_waits(self.session.game())
            {
                break;
            }
            let Some(typed) = self.held.pop_front() else {
                break;
            };
            match self.mode.moves_go() {
                MovesGo::ToTheServer => {
                    self.in_online_mode(at_ms, out, |online| online.attempt(typed));
                }
                MovesGo::ToTheSession => {
                    self.in_playing_mode(at_ms, out, |playing| playing.attempt(typed));
                }
            }
        }
        if !self.end_seen && self.session.is_over() {
            self.end_seen = true;
            out.push(TableEffect::SaveGame { announce: true });
        }
        // The input's end ends the table once nothing kept for after the engine's reply is left.
        // Online, the player's last move is seen back from the server first.
        let move_on_its_way = self.mode.move_on_its_way();
        // A scripted game that ends with `analyse` hears the analysis before the table ends.
        let analysing = self.analysis.as_ref().is_some_and(|seat| !seat.finished());
        if self.lifecycle == Lifecycle::InputEnded
            && self.held.is_empty()
            && !move_on_its_way
            && !analysing
        {
            self.lifecycle = Lifecycle::Leaving;
        }
        if self.lifecycle == Lifecycle::Leaving {
            self.lifecycle = Lifecycle::Closed;
            if let Some(seat) = self.engine.as_mut()
                && seat.cancel()
            {
                out.push(TableEffect::Engine(EngineRequest::Stop));
            }
            // A finished game's record was written when it ended; it has not changed since.
            if !self.end_seen {
                // The instant of the stop: the running clock counted until now.
                out.push(TableEffect::Record(Record::Stopped { at_ms }));
                out.push(TableEffect::SaveGame { announce: false });
            }
        }
    }

    fn follow_engine(&mut self, at_ms: u64, out: &mut Vec<TableEffect>) {
        if let Some(request) = self
            .engine
            .as_mut()
            .and_then(|seat| seat.follow(&self.session, at_ms))
        {
            out.push(TableEffect::Engine(request));
        }
    }

    fn engine_answer(&mut self, at_ms: u64, answer: EngineAnswer, out: &mut Vec<TableEffect>) {
        match answer {
            EngineAnswer::Evaluated {
                ticket,
                centipawns,
                mate,
                best,
            } => return self.analysis_answer(ticket, centipawns, mate, best, out),
            EngineAnswer::AnalystFailed(trouble) => {
                if self.analysis.as_ref().is_some_and(|a| !a.finished()) {
                    self.analysis = None;
                    let reason = self.engine_trouble_text(&trouble);
                    out.push(notice(self.in_words(
                        &Message::new("analysis-failed").text("reason", &reason),
                    )));
                }
                return;
            }
            // The playing engine's answers: its seat reads them.
            EngineAnswer::BestMove { .. }
            | EngineAnswer::Hint { .. }
            | EngineAnswer::Weighed { .. }
            | EngineAnswer::Failed(_) => {}
        }
        let Some(seat) = self.engine.as_mut() else {
            return;
        };
        match seat.answer(answer) {
            SeatStep::Nothing => {}
            SeatStep::Play(mv) => {
                if self.session.game().position().is_legal(mv) {
                    self.session_step(at_ms, Input::Move(mv), out);
                    // The engine completes its own move at once: it presses its clock.
                    self.session_step(at_ms, Input::Complete, out);
                }
            }
            SeatStep::Hint(mv) => {
                let said = self.session.hint(mv).into_iter().collect();
                self.session_effects(at_ms, said, out);
            }
            SeatStep::Gone(gone) => self.engine_gone(&gone, out),
            SeatStep::DrawAnswer { accepts } => self.engine_draw_answer(at_ms, accepts, out),
        }
    }

    /// Why the engine is gone, in the player's language.
    fn engine_trouble_text(&self, trouble: &EngineTrouble) -> String {
        let strings = self.session.strings();
        match trouble {
            EngineTrouble::NotFound { path } => {
                self.in_words(&Message::new("engine-not-found").text("path", path))
            }
            EngineTrouble::CannotStart { path } => {
                self.in_words(&Message::new("engine-cannot-start").text("path", path))
            }
            EngineTrouble::NoAnswer { seconds } => {
                self.in_words(&Message::new("engine-no-answer").count("seconds", *seconds))
            }
            EngineTrouble::Crashed => strings.engine_crashed.to_owned(),
            EngineTrouble::BadAnswer => strings.engine_bad_answer.to_owned(),
            EngineTrouble::NoChess960 => strings.engine_no_chess960.to_owned(),
            EngineTrouble::Other(text) => text.clone(),
        }
    }

    /// The engine failed or overstayed: one sentence, and the game goes on between two players.
    fn engine_gone(&mut self, gone: &Gone, out: &mut Vec<TableEffect>) {
        self.engine = None;
        out.push(TableEffect::Engine(EngineRequest::Release));
        let reason = match gone {
            Gone::Failed(trouble) => self.engine_trouble_text(trouble),
            Gone::TimedOut(ms) => {
                self.in_words(&Message::new("engine-timed-out").count("seconds", (ms + 500) / 1000))
            }
        };
        out.push(notice(self.in_words(
            &Message::new("engine-failed").text("reason", &reason),
        )));
        // Lines kept for after its reply are the player's to play now.
    }

    fn board_event(
        &mut self,
        at_ms: u64,
        kind: BoardRole,
        event: &BoardEvent,
        out: &mut Vec<TableEffect>,
    ) {
        let Some(index) = self.boards.iter().position(|b| b.role() == kind) else {
            return;
        };
        match self.boards[index].event(at_ms, event) {
            BoardStep::Actions(actions) => self.board_actions(at_ms, index, actions, out),
            BoardStep::Garbled { count, during_ms } => {
                let board = self.board_name(kind);
                let text = if count <= 1 {
                    self.in_words(&Message::new("board-garbled-once").text("board", board))
                } else {
                    self.in_words(
                        &Message::new("board-garbled")
                            .text("board", board)
                            .count("count", count)
                            .count("seconds", during_ms.div_ceil(1000)),
                    )
                };
                out.push(TableEffect::Notice(text));
            }
            BoardStep::NotABoard(path) => {
                let text = self.in_words(
                    &Message::new("not-a-board")
                        .text("board", self.board_name(kind))
                        .text("path", path.display().to_string()),
                );
                out.push(TableEffect::Notice(text));
            }
        }
    }

    /// A board's name in the player's language.
    fn board_name(&self, kind: BoardRole) -> &'static str {
        let strings = self.session.strings();
        match kind {
            BoardRole::Blind => strings.peg_board,
            BoardRole::Sighted => strings.e_board,
        }
    }

    /// Carries out what board `index` asks: a move made on it is played as if typed (and the
    /// other boards follow); a refused one is guided back.
    fn board_actions(
        &mut self,
        at_ms: u64,
        index: usize,
        actions: Vec<BoardAction>,
        out: &mut Vec<TableEffect>,
    ) {
        for action in actions {
            match action {
                BoardAction::Play(mv) if self.mode.moves_go() == MovesGo::ToTheServer => {
                    self.in_online_mode(at_ms, out, |online| online.made_move(Some(index), mv));
                }
                BoardAction::Play(mv) => {
                    let before = self.session.game().history().len();
                    if !self.engine.as_ref().is_some_and(EngineSeat::thinking) {
                        self.session_step(at_ms, Input::Move(mv), out);
                    }
                    let plies = self.session.game().history().len();
                    if plies > before {
                        self.boards[index].played_here(plies);
                        // The sighted player has no other way to press: a move made on their
                        // board completes it, in every role, and starts the blind player's clock.
                        if self.boards[index].role() == BoardRole::Sighted {
                            self.session_step(at_ms, Input::Complete, out);
                        }
                    } else {
                        let more = self.boards[index].refused_here(at_ms, self.session.game());
                        self.board_actions(at_ms, index, more, out);
                    }
                }
                BoardAction::Press => self.board_button(at_ms, Intent::Press, out),
                BoardAction::Command(button) => {
                    let intent = match button {
                        Button::Clock => Intent::Press,
                        Button::Time => Intent::Command(Command::Time, Argument::None),
                        Button::Repeat => Intent::Command(Command::Repeat, Argument::None),
                        Button::Talk => Intent::Talk,
                        // A promotion key with no promotion asked for: nothing to do.
                        Button::Promote(_) => continue,
                    };
                    self.board_button(at_ms, intent, out);
                }
                // Lifting a peg is touching the piece (D.2.2); it is not spoken on each lift.
                BoardAction::Say {
                    kind: SayKind::Touched,
                    ..
                } => {}
                BoardAction::Say { kind, text } => out.push(self.board_said(index, kind, text)),
                BoardAction::ShowSquares(squares) => out.push(TableEffect::Board(
                    self.boards[index].role(),
                    BoardRequest::ShowSquares(squares),
                )),
                BoardAction::TellBlind => {
                    let name = self.board_name(self.boards[index].role());
                    let text =
                        self.in_words(&Message::new("board-differs-told").text("board", name));
                    out.push(notice(text));
                }
            }
        }
    }

    /// A board's button, a person's input like a key: it goes through the door to the mode
    /// active (online, the server keeps the clock, so the clock button presses nothing there).
    fn board_button(&mut self, at_ms: u64, intent: Intent, out: &mut Vec<TableEffect>) {
        if let Some(intent) = self.hearing_takes(intent, out) {
            self.intent(at_ms, intent, out);
        }
    }

    /// What board `index` has to say, to whom. The blind player's board speaks to them (named
    /// when another board is connected); the sighted player's board always names itself and
    /// goes to their channel (the screen, or `--opponent-output`), never into the blind
    /// player's speech — except that its connection lost or back is said to both.
    fn board_said(&self, index: usize, kind: SayKind, text: String) -> TableEffect {
        let role = self.boards[index].role();
        if role == BoardRole::Blind && self.boards.len() < 2 {
            return notice(text);
        }
        let named = format!("{}: {text}", capitalized(self.board_name(role)));
        if role == BoardRole::Sighted && kind != SayKind::Connection {
            TableEffect::ToSighted(named)
        } else {
            notice(named)
        }
    }

    /// Tells every board about moves the game made elsewhere (typed, the engine, another
    /// board), or a game that went back (undo).
    fn follow_boards(&mut self, at_ms: u64, out: &mut Vec<TableEffect>) {
        for index in 0..self.boards.len() {
            let actions = self.boards[index].follow(at_ms, self.session.game());
            self.board_actions(at_ms, index, actions, out);
        }
    }

    /// A message of the catalogues in the player's language.
    fn in_words(&self, message: &Message) -> String {
        message.in_language(self.session.language())
    }

    fn remember_said(&mut self, effects: &[TableEffect]) {
        let said: Vec<Utterance> = effects
            .iter()
            .filter_map(|e| match e {
                TableEffect::Say(utterance) => Some(utterance.clone()),
                _ => None,
            })
            .collect();
        if !said.is_empty() {
            self.last_said = said;
        }
    }
}

impl Lifecycle {
    /// Leaving, unless already closed.
    fn max_leaving(self) -> Self {
        match self {
            Lifecycle::Closed => Lifecycle::Closed,
            _ => Lifecycle::Leaving,
        }
    }
}

/// The first letter in upper case: a board's name opening its sentence.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn notice(text: impl Into<String>) -> TableEffect {
    TableEffect::Say(Utterance::new(text, Priority::Notice, Listener::Public))
}

fn answer(text: impl Into<String>) -> TableEffect {
    TableEffect::Say(Utterance::new(text, Priority::Answer, Listener::Public))
}

#[cfg(test)]
mod tests;
