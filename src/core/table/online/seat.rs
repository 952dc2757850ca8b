//! The opponent on a server (Lichess's Board API), seated at the table, pure: what the server
//! reports, typed, and what the table asks of it.
//!
//! Like the [`crate::core::table::EngineSeat`], the seat never talks to the server: it returns
//! [`OnlineRequest`]s that the runtime's carrier sends, and is told what the server reports as
//! [`ServerEvent`]s. The rules it keeps:
//! - a move typed for the player's side is sent, not played: it is played (and announced, once)
//!   when the server reports it, like the opponent's moves. The server is the arbiter of the
//!   game; playing at once and taking back on a refusal would announce a move that never
//!   happened, and the round trip is short.
//! - every report carries the whole move list, so after a dropped stream the moves the table
//!   has not seen are played and none twice;
//! - the server's clock is the clock: `time` answers from its last reading, less the time
//!   passed since for the side whose clock runs, and the talking clock's announcements fall
//!   when that reading, running on, reaches their marks (each reading replaces the last);
//! - a draw offer or a takeback request is said once, when it appears, and the player's own
//!   when the opponent declines it; a shorter move list is a takeback the server made;
//! - the opponent's leaving, the moment the win may be claimed, and their return are each said
//!   once; the table says the moment itself (a little after the server's count) when the
//!   server does not.

use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::chat::{ChatLine, ChatLog, ChatText};
use super::presence::{ClaimChance, OpponentPresence, Presence, PresenceNews};
use crate::core::clock::{Clock, TimeControl};
use crate::core::clock_speech::{Announcement, Announcer, ClockSpeechConfig};

/// What the carrier is to ask of the server, for the game `game`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnlineRequest {
    /// Play this move (UCI, standard castling notation) for the player.
    Move {
        game: String,
        uci: UciMove,
    },
    /// Offer a draw, or accept the opponent's offer (the same request on Lichess).
    OfferDraw {
        game: String,
    },
    Resign {
        game: String,
    },
    /// Abort the game (before each side has moved).
    Abort {
        game: String,
    },
    /// Ask to take back the player's last move, or accept the opponent's request (the same
    /// request on Lichess).
    Takeback {
        game: String,
    },
    /// Claim the win: the opponent has left the game.
    ClaimVictory {
        game: String,
    },
    /// Write in the players' chat.
    Chat {
        game: String,
        text: ChatText,
    },
}

/// The server's status of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ServerStatus {
    /// Created or started: the game goes on.
    Playing,
    Mate,
    Stalemate,
    Resigned,
    /// A flag fell (`outoftime`).
    OutOfTime,
    /// The loser left the game and the winner claimed it (`timeout`).
    Abandoned,
    /// A draw (agreed, claimed, or automatic).
    Draw,
    /// Aborted, or never started.
    Aborted,
    /// Any other end the server names (`cheat`, `variantEnd`, …).
    Other(String),
}

impl ServerStatus {
    /// Reads Lichess's status name.
    pub fn from_name(name: &str) -> Self {
        match name {
            "created" | "started" => Self::Playing,
            "mate" => Self::Mate,
            "stalemate" => Self::Stalemate,
            "resign" => Self::Resigned,
            "outoftime" => Self::OutOfTime,
            "timeout" => Self::Abandoned,
            "draw" => Self::Draw,
            "aborted" | "noStart" => Self::Aborted,
            other => Self::Other(other.to_owned()),
        }
    }

    pub fn is_over(&self) -> bool {
        *self != Self::Playing
    }
}

/// One report of the game's state: the whole move list and both clocks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerState {
    /// Every move from the start, each read once where the server's report is read.
    pub moves: Vec<ServerMove>,
    pub white_ms: u64,
    pub black_ms: u64,
    pub status: ServerStatus,
    pub winner: Option<Color>,
    /// Who offers a draw.
    pub draw_offers: BySide,
    /// Who asks to take back their last move.
    pub takebacks: BySide,
}

/// A move in the server's list: read as UCI, or the text that could not be (made one plain
/// line), kept to be named when the table reaches it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ServerMove {
    Uci(UciMove),
    Unreadable(String),
}

impl ServerMove {
    /// Reads one move of the server's list (already one plain line).
    pub fn read(text: &str) -> Self {
        text.parse()
            .map_or_else(|_| Self::Unreadable(text.to_owned()), Self::Uci)
    }
}

impl std::fmt::Display for ServerMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Uci(uci) => uci.fmt(f),
            Self::Unreadable(text) => f.write_str(text),
        }
    }
}

/// Which sides have something standing (a draw offer, a takeback request).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BySide {
    pub white: bool,
    pub black: bool,
}

impl BySide {
    pub fn of(self, side: Color) -> bool {
        match side {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// For each side, whether it has one now and had one before.
    fn changes(self, before: BySide) -> [(Color, bool, bool); 2] {
        [
            (Color::White, before.white, self.white),
            (Color::Black, before.black, self.black),
        ]
    }
}

/// Who plays and how, as the server's first report of a game says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineGame {
    pub id: String,
    /// The player's side.
    pub side: Color,
    /// The opponent's name.
    pub opponent: String,
    /// The clock: initial time and increment in milliseconds; `None` without a clock.
    pub clock: Option<(u64, u64)>,
}

/// Why the player is waiting, before the game starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Waiting {
    ForChallenge,
    ForAnswer { user: String },
    ForOpponent,
}

/// Something the link to the server has to say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnlineTrouble {
    /// The game's stream dropped; the link reconnects.
    ConnectionLost,
    /// The game's stream is back.
    ConnectionBack,
    /// The server answers with errors (busy, failing): the link tries again.
    NotAnswering,
    /// The server refused the token.
    TokenRefused,
    /// The challenged player declined.
    ChallengeDeclined { user: String },
    /// Anything else the server or the connection said.
    Server(String),
}

/// What the server reported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ServerEvent {
    Waiting(Waiting),
    /// The game's first report (and again after every reconnection).
    GameFull {
        game: OnlineGame,
        state: ServerState,
    },
    /// A move, a clock, a draw offer, an end.
    State(ServerState),
    /// The server said no to a request, with its reason; `None`: the server could not be
    /// reached, so the request was not made.
    Refused {
        request: OnlineRequest,
        reason: Option<String>,
    },
    Trouble(OnlineTrouble),
    /// A line of the players' chat.
    Chat(ChatLine),
    /// The opponent left the game, or came back.
    Opponent(Presence),
}

/// The server's last clock reading, and the instant it arrived.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ServerClock {
    pub white_ms: u64,
    pub black_ms: u64,
    pub at_ms: u64,
    /// The side whose clock was running then.
    pub running: Option<Color>,
}

impl ServerClock {
    /// Both clocks at `at_ms`: the running side's time less what has passed since the reading.
    pub fn at(&self, at_ms: u64) -> (u64, u64) {
        let passed = at_ms.saturating_sub(self.at_ms);
        match self.running {
            Some(Color::White) => (self.white_ms.saturating_sub(passed), self.black_ms),
            Some(Color::Black) => (self.white_ms, self.black_ms.saturating_sub(passed)),
            None => (self.white_ms, self.black_ms),
        }
    }
}

/// How one kind of offer changed in a report: by whom one is new, whose was declined.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OfferChanges {
    pub new: Vec<Color>,
    pub declined: Vec<Color>,
}

/// How the offers changed in a report: draws and takebacks.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Offers {
    pub draws: OfferChanges,
    pub takebacks: OfferChanges,
}

/// How a report's move list compares with the table's game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MovesChange {
    Same,
    /// New moves were played.
    Grew,
    /// Moves were taken back.
    Shortened,
}

/// The game on the server, as the table knows it.
#[derive(Debug, Clone, Default)]
pub struct OnlineSeat {
    game: Option<OnlineGame>,
    /// The player's move sent and not yet reported back.
    pending: Option<UciMove>,
    /// The board (its index at the table) the pending move was made on, if not typed: it shows
    /// the move already.
    pending_board: Option<usize>,
    clock: Option<ServerClock>,
    /// The game's time control (none without a clock).
    control: Option<TimeControl>,
    /// The talking clock's automatic announcements, following the server's readings.
    talking: Option<Announcer>,
    /// The draw offers last reported, so a new offer is said once.
    offers: BySide,
    /// The takeback requests last reported.
    takebacks: BySide,
    /// The players' chat.
    chat: ChatLog,
    /// Whether the opponent is at the game.
    presence: OpponentPresence,
    /// The server's end has been said.
    ended: bool,
    /// The stream dropped and has not come back.
    lost: bool,
    /// The server's moves differ from the table's (said once, until they agree again).
    differs: bool,
    /// `resign` was asked at this input: the very next `resign` confirms.
    resign_asked: Option<u64>,
    inputs: u64,
}

impl OnlineSeat {
    pub fn new() -> Self {
        Self::default()
    }

    /// The game, once the server has started it.
    pub fn game(&self) -> Option<&OnlineGame> {
        self.game.as_ref()
    }

    pub fn pending(&self) -> Option<&UciMove> {
        self.pending.as_ref()
    }

    pub fn clock(&self) -> Option<&ServerClock> {
        self.clock.as_ref()
    }

    /// Whether `side` has a draw offer standing, as last reported.
    pub fn offers_from(&self, side: Color) -> bool {
        self.offers.of(side)
    }

    /// Whether `side` asks to take back a move, as last reported.
    pub fn asks_takeback(&self, side: Color) -> bool {
        self.takebacks.of(side)
    }

    pub fn ended(&self) -> bool {
        self.ended
    }

    pub fn chat(&self) -> &ChatLog {
        &self.chat
    }

    /// Keeps a chat line; the opponent's name when it is theirs (to be announced).
    pub(super) fn hear_chat(&mut self, line: ChatLine) -> Option<String> {
        self.chat.hear(line)
    }

    /// The chat lines to read now: those not yet read, else the last few.
    pub(super) fn read_chat(&mut self) -> Vec<ChatLine> {
        self.chat.read()
    }

    /// The server reported the opponent's presence at `at_ms`: what to say of it (nothing
    /// before the game or after its end).
    pub(super) fn opponent(&mut self, presence: Presence, at_ms: u64) -> PresenceNews {
        if self.ended || self.game.is_none() {
            return PresenceNews::Nothing;
        }
        self.presence.report(presence, at_ms)
    }

    /// When the table is to say by itself that the win may be claimed.
    pub fn claim_wake(&self) -> Option<u64> {
        if self.ended {
            return None;
        }
        self.presence.claim_wake()
    }

    /// Whether "you may claim the win now" falls due by `at_ms` (then it is due no more).
    pub(super) fn claim_due(&mut self, at_ms: u64) -> bool {
        !self.ended && self.presence.claim_due(at_ms)
    }

    /// What `claim` can do at `at_ms`.
    pub fn claim_chance(&self, at_ms: u64) -> ClaimChance {
        self.presence.claim_chance(at_ms)
    }

    /// A new game: `false` when this report is the same game again (a reconnection).
    pub(super) fn start(&mut self, game: OnlineGame) -> bool {
        if self.game.as_ref().is_some_and(|known| known.id == game.id) {
            // A reconnection: whether the opponent is still gone, the new stream says again
            // (and a return while the stream was down is never reported).
            self.presence.forget();
            return false;
        }
        self.control = game.clock.and_then(|(initial, increment)| {
            format!("{}+{}", initial / 1000, increment / 1000)
                .parse()
                .ok()
        });
        self.talking = None;
        self.game = Some(game);
        true
    }

    /// The server's last reading as a clock, running on from it.
    fn mirror(&self) -> Option<Clock> {
        let control = self.control.clone()?;
        let reading = self.clock?;
        Some(Clock::from_reading(
            control,
            [reading.white_ms, reading.black_ms],
            reading.running,
            reading.at_ms,
        ))
    }

    /// The time announcements due by `at_ms` on the last reading (taken before a new reading
    /// replaces it), each once.
    pub(super) fn clock_due(&mut self, at_ms: u64) -> Vec<Announcement> {
        if self.ended {
            return Vec::new();
        }
        let Some(mirror) = self.mirror() else {
            return Vec::new();
        };
        self.talking
            .as_mut()
            .map(|talking| talking.due_until(&mirror, at_ms))
            .unwrap_or_default()
    }

    /// When the next time announcement falls, if no new reading comes first.
    pub fn next_announcement(&self) -> Option<u64> {
        if self.ended {
            return None;
        }
        let talking = self.talking.as_ref()?;
        talking.next_at(&self.mirror()?)
    }

    /// Sends the player's move, typed or made on `board`: the request, or `None` while another
    /// is on its way.
    pub(super) fn send_move(
        &mut self,
        uci: UciMove,
        board: Option<usize>,
    ) -> Option<OnlineRequest> {
        if self.pending.is_some() {
            return None;
        }
        let game = self.game.as_ref()?.id.clone();
        self.pending = Some(uci);
        self.pending_board = board;
        Some(OnlineRequest::Move { game, uci })
    }

    /// The move sent was refused: the player may move again. Returns the board it was made on,
    /// to be guided back.
    pub(super) fn refused(&mut self, request: &OnlineRequest) -> Option<usize> {
        if let OnlineRequest::Move { uci, .. } = request
            && self.pending == Some(*uci)
        {
            self.pending = None;
            return self.pending_board.take();
        }
        None
    }

    /// The server played `uci`: when it is the pending move made on a board, that board (which
    /// shows it already).
    pub(super) fn played_on_board(&mut self, uci: UciMove) -> Option<usize> {
        if self.pending == Some(uci) {
            self.pending_board.take()
        } else {
            None
        }
    }

    /// A board whose move is no longer pending and was not played as made (the server's game
    /// went another way): to be guided to the game.
    pub(super) fn stale_board(&mut self) -> Option<usize> {
        if self.pending.is_none() {
            self.pending_board.take()
        } else {
            None
        }
    }

    pub(super) fn request(
        &self,
        make: impl FnOnce(String) -> OnlineRequest,
    ) -> Option<OnlineRequest> {
        self.game.as_ref().map(|game| make(game.id.clone()))
    }

    /// A state reported at `at_ms`: the clock reading kept (the talking clock set up on the
    /// first, with `talking`'s settings), the pending move settled once the side to move is no
    /// longer the player's. `turn` is the side to move and `change` how the moves changed, once
    /// the table has followed the report. Returns the draw offers and takeback requests new in
    /// this report, and those declined.
    pub(super) fn observe(
        &mut self,
        state: &ServerState,
        at_ms: u64,
        (turn, change): (Color, MovesChange),
        talking: &ClockSpeechConfig,
    ) -> Offers {
        // Lichess's clocks start with the second move.
        let running = (!state.status.is_over() && state.moves.len() >= 2).then_some(turn);
        self.clock = Some(ServerClock {
            white_ms: state.white_ms,
            black_ms: state.black_ms,
            at_ms,
            running,
        });
        if self.talking.is_none()
            && let Some(mirror) = self.mirror()
        {
            // Marks below each side's time as first read are armed.
            self.talking = Some(Announcer::new(talking.clone(), &mirror, at_ms));
        }
        if self.game.as_ref().is_some_and(|game| game.side != turn) || state.status.is_over() {
            self.pending = None;
        }
        let over = state.status.is_over();
        let before = std::mem::replace(&mut self.offers, state.draw_offers);
        let mut offers = Offers::default();
        for (color, was, is) in self.offers.changes(before) {
            if is && !was {
                offers.draws.new.push(color);
            } else if was && !is && !over {
                offers.draws.declined.push(color);
            }
        }
        let before = std::mem::replace(&mut self.takebacks, state.takebacks);
        for (color, was, is) in self.takebacks.changes(before) {
            if is && !was {
                offers.takebacks.new.push(color);
            } else if was && !is && !over {
                // Gone without a move taken back: declined, by a word or by the opponent's
                // move. A move of the asker's own withdraws the request (then the opponent is
                // to move).
                let declined = match change {
                    MovesChange::Shortened => false,
                    MovesChange::Same => true,
                    MovesChange::Grew => turn == color,
                };
                if declined {
                    offers.takebacks.declined.push(color);
                }
            }
        }
        offers
    }

    /// Marks the end said: `true` the first time.
    pub(super) fn end(&mut self) -> bool {
        !std::mem::replace(&mut self.ended, true)
    }

    /// The stream dropped (`true`) or came back (`false`): whether that is news.
    pub(super) fn connection(&mut self, lost: bool) -> bool {
        std::mem::replace(&mut self.lost, lost) != lost
    }

    /// Whether the server's moves differ from the table's, as just found: `true` when they
    /// have just begun to (to be said once, not at every state).
    pub(super) fn moves_differ(&mut self, differ: bool) -> bool {
        !std::mem::replace(&mut self.differs, differ) && differ
    }

    /// Counts one typed input; `resign` confirms only as the very next one.
    pub(super) fn input(&mut self) {
        self.inputs += 1;
    }

    /// `resign`: `true` when this confirms the one asked just before.
    pub(super) fn resign_confirmed(&mut self) -> bool {
        let confirmed = self
            .resign_asked
            .take()
            .is_some_and(|asked| asked + 1 == self.inputs);
        if !confirmed {
            self.resign_asked = Some(self.inputs);
        }
        confirmed
    }
}
