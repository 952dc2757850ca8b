//! The opponent on a server (Lichess's Board API), seated at the table, pure: what the server
//! reports, typed, and what the table asks of it.
//!
//! Like the [`super::EngineSeat`], the seat never talks to the server: it returns
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
//!   when that reading, running on, reaches their marks (each reading replaces the last).

use shakmaty::Color;

use crate::core::clock::{Clock, TimeControl};
use crate::core::clock_speech::{Announcement, Announcer, ClockSpeechConfig};

/// What the carrier is to ask of the server, for the game `game`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnlineRequest {
    /// Play this move (UCI, standard castling notation) for the player.
    Move {
        game: String,
        uci: String,
    },
    /// Offer a draw, or accept the opponent's offer (the same request on Lichess).
    OfferDraw {
        game: String,
    },
    Resign {
        game: String,
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
    /// A flag fell (`outoftime`, `timeout`).
    OutOfTime,
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
            "outoftime" | "timeout" => Self::OutOfTime,
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
    /// Every move from the start, UCI.
    pub moves: Vec<String>,
    pub white_ms: u64,
    pub black_ms: u64,
    pub status: ServerStatus,
    pub winner: Option<Color>,
    pub white_offers_draw: bool,
    pub black_offers_draw: bool,
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
    /// The server refused the token.
    TokenRefused,
    /// The challenged player declined.
    ChallengeDeclined { user: String },
    /// The opponent has left (the server may let the player claim the win).
    OpponentGone,
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

/// How the draw offers changed in a report: by whom one is new, whose was declined.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Offers {
    pub new: Vec<Color>,
    pub declined: Vec<Color>,
}

/// The game on the server, as the table knows it.
#[derive(Debug, Clone, Default)]
pub struct OnlineSeat {
    game: Option<OnlineGame>,
    /// The player's move sent and not yet reported back.
    pending: Option<String>,
    /// The board (its index at the table) the pending move was made on, if not typed: it shows
    /// the move already.
    pending_board: Option<usize>,
    clock: Option<ServerClock>,
    /// The game's time control (none without a clock).
    control: Option<TimeControl>,
    /// The talking clock's automatic announcements, following the server's readings.
    talking: Option<Announcer>,
    /// The draw offers last reported (white, black), so a new offer is said once.
    offers: (bool, bool),
    /// The server's end has been said.
    ended: bool,
    /// The stream dropped and has not come back.
    lost: bool,
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

    pub fn pending(&self) -> Option<&str> {
        self.pending.as_deref()
    }

    pub fn clock(&self) -> Option<&ServerClock> {
        self.clock.as_ref()
    }

    /// Whether `side` has a draw offer standing, as last reported.
    pub fn offers_from(&self, side: Color) -> bool {
        match side {
            Color::White => self.offers.0,
            Color::Black => self.offers.1,
        }
    }

    pub fn ended(&self) -> bool {
        self.ended
    }

    /// A new game: `false` when this report is the same game again (a reconnection).
    pub(super) fn start(&mut self, game: OnlineGame) -> bool {
        if self.game.as_ref().is_some_and(|known| known.id == game.id) {
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
    pub(super) fn send_move(&mut self, uci: String, board: Option<usize>) -> Option<OnlineRequest> {
        if self.pending.is_some() {
            return None;
        }
        let game = self.game.as_ref()?.id.clone();
        self.pending = Some(uci.clone());
        self.pending_board = board;
        Some(OnlineRequest::Move { game, uci })
    }

    /// The move sent was refused: the player may move again. Returns the board it was made on,
    /// to be guided back.
    pub(super) fn refused(&mut self, request: &OnlineRequest) -> Option<usize> {
        if let OnlineRequest::Move { uci, .. } = request
            && self.pending.as_ref() == Some(uci)
        {
            self.pending = None;
            return self.pending_board.take();
        }
        None
    }

    /// The server played `uci`: when it is the pending move made on a board, that board (which
    /// shows it already).
    pub(super) fn played_on_board(&mut self, uci: &str) -> Option<usize> {
        if self.pending.as_deref() == Some(uci) {
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
    /// longer the player's. Returns the draw offers new in this report, and those gone with the
    /// game going on (declined).
    pub(super) fn observe(
        &mut self,
        state: &ServerState,
        at_ms: u64,
        turn: Color,
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
        let before = self.offers;
        self.offers = (state.white_offers_draw, state.black_offers_draw);
        let mut offers = Offers::default();
        for (color, was, is) in [
            (Color::White, before.0, self.offers.0),
            (Color::Black, before.1, self.offers.1),
        ] {
            if is && !was {
                offers.new.push(color);
            } else if was && !is && !state.status.is_over() {
                offers.declined.push(color);
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
