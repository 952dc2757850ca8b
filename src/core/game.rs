//! A game of chess under the FIDE Laws: the moves played, and every way the game can end or be
//! claimed (Articles 5, 6.9, 9.2, 9.3 and 9.6).
//!
//! [`Game`] owns the start position and the history; it decides automatic endings after every move
//! (checkmate > stalemate > dead position > fivefold repetition > 75-move rule) and answers claims.

use std::collections::HashMap;
use std::fmt;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, EnPassantMode, FromSetup, Move, Position, Setup,
    Square, attacks,
};

use super::fen::{InvalidFen, position_from_fen};
use super::pgn::PgnGame;

/// The result of a finished game, written as in PGN.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
}

impl GameResult {
    /// The result when `winner` wins.
    pub fn win_for(winner: Color) -> Self {
        match winner {
            Color::White => Self::WhiteWins,
            Color::Black => Self::BlackWins,
        }
    }

    /// The winner, `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            Self::WhiteWins => Some(Color::White),
            Self::BlackWins => Some(Color::Black),
            Self::Draw => None,
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::WhiteWins => "1-0",
            Self::BlackWins => "0-1",
            Self::Draw => "1/2-1/2",
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a game ended. Display gives the word used by the `status` contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Article 5.1.1.
    Checkmate,
    /// Article 5.2.1.
    Stalemate,
    /// Article 5.2.2.
    DeadPosition,
    /// Article 9.6.1.
    FivefoldRepetition,
    /// Article 9.6.2.
    SeventyFiveMoves,
    /// Article 6.9: the flagging player loses.
    Timeout,
    /// Article 6.9: the flag fell, but the opponent could not mate by any series of legal moves.
    TimeoutInsufficientMaterial,
    /// Article 5.1.2.
    Resignation,
    /// Article 5.2.3.
    Agreement,
    /// Article 9.2, a correct claim.
    ThreefoldRepetition,
    /// Article 9.3, a correct claim.
    FiftyMoves,
    /// Online: the loser left the game and the winner claimed it (Lichess's `timeout`).
    Abandoned,
    /// Article 7.5.5: a player's second completed illegal move loses the game.
    IllegalMoves,
}

impl EndReason {
    /// Whether the position itself ended the game (5.1.1, 5.2.1, 5.2.2, 9.6), as opposed to a
    /// player's or the clock's decision.
    pub fn is_automatic(self) -> bool {
        matches!(
            self,
            Self::Checkmate
                | Self::Stalemate
                | Self::DeadPosition
                | Self::FivefoldRepetition
                | Self::SeventyFiveMoves
        )
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Checkmate => "checkmate",
            Self::Stalemate => "stalemate",
            Self::DeadPosition => "dead-position",
            Self::FivefoldRepetition => "fivefold-repetition",
            Self::SeventyFiveMoves => "seventyfive-moves",
            Self::Timeout => "timeout",
            Self::TimeoutInsufficientMaterial => "timeout-insufficient-material",
            Self::Resignation => "resignation",
            Self::Agreement => "agreement",
            Self::ThreefoldRepetition => "threefold-repetition",
            Self::FiftyMoves => "fifty-moves",
            Self::Abandoned => "abandoned",
            Self::IllegalMoves => "illegal-moves",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How and why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ending {
    pub result: GameResult,
    pub reason: EndReason,
}

impl Ending {
    pub fn draw(reason: EndReason) -> Self {
        Self {
            result: GameResult::Draw,
            reason,
        }
    }
}

/// The draws the player to move may claim (Articles 9.2 and 9.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Claims {
    /// The position has appeared at least three times (9.2).
    pub threefold_repetition: bool,
    /// Each player made 50 moves without a pawn move or a capture (9.3).
    pub fifty_moves: bool,
}

impl Claims {
    pub fn any(self) -> bool {
        self.threefold_repetition || self.fifty_moves
    }
}

impl fmt::Display for Claims {
    /// `threefold-repetition,fifty-moves`, one of them, or `none`, as in the `status` contract.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match (self.threefold_repetition, self.fifty_moves) {
            (true, true) => "threefold-repetition,fifty-moves",
            (true, false) => "threefold-repetition",
            (false, true) => "fifty-moves",
            (false, false) => "none",
        })
    }
}

/// Why a game operation was refused. The game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The move is not legal in the current position (handed back in UCI, as the game's
    /// castling notation writes it).
    IllegalMove(UciMove),
    /// The game has already ended.
    GameOver(Ending),
    /// A FEN that cannot be read or is not a legal chess position.
    InvalidFen { fen: String, problem: String },
    /// A Chess960 start number outside 0–959.
    InvalidChess960Number(u32),
    /// Article 5.2.3: a draw may be agreed only after each player has made a move.
    AgreementTooEarly,
    /// No move has been played that could be taken back.
    NothingToTakeBack,
}

impl From<InvalidFen> for GameError {
    fn from(InvalidFen { fen, problem }: InvalidFen) -> Self {
        Self::InvalidFen { fen, problem }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::IllegalMove(m) => write!(f, "illegal move {m}"),
            Self::GameOver(ending) => write!(
                f,
                "the game is already over ({} by {})",
                ending.result, ending.reason
            ),
            Self::InvalidFen { fen, problem } => write!(f, "invalid FEN \"{fen}\": {problem}"),
            Self::InvalidChess960Number(n) => {
                write!(f, "no Chess960 start position number {n} (0 to 959)")
            }
            Self::AgreementTooEarly => {
                f.write_str("a draw can be agreed only after each player has made a move")
            }
            Self::NothingToTakeBack => f.write_str("there is no move to take back"),
        }
    }
}

impl std::error::Error for GameError {}

/// A move as it was played, with its SAN (check and mate marks included).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMove {
    pub mv: Move,
    pub san: SanPlus,
}

/// What Article 9.2.2 compares: side to move, piece placement, castling rights, and the en passant
/// square only when an en passant capture is actually legal.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct RepetitionKey {
    board: Board,
    turn: Color,
    castling_rights: Bitboard,
    ep_square: Option<Square>,
}

impl RepetitionKey {
    fn of(pos: &Chess) -> Self {
        Self {
            board: pos.board().clone(),
            turn: pos.turn(),
            castling_rights: pos.castles().castling_rights(),
            ep_square: pos.ep_square(EnPassantMode::Legal),
        }
    }
}

/// One position in this many before a game's moves is kept once they are no longer recent.
const BEFORE_CHECKPOINT_EVERY: usize = 32;

/// The positions before a game's moves, for taking moves back, in memory a small part of the
/// game's (a game gone over in review may have millions of moves): the last ones whole, and of
/// the older ones one in [`BEFORE_CHECKPOINT_EVERY`]. Taking back past the recent ones plays the
/// moves from the checkpoint before again, at most that many, once for that many moves; the
/// recent ones being up to twice that many, a move played and taken back at one place never
/// plays one again.
#[derive(Debug, Clone, Default)]
struct PositionsBefore {
    /// The positions before the moves whose index is a multiple of [`BEFORE_CHECKPOINT_EVERY`]:
    /// one for each such index below [`PositionsBefore::len`].
    checkpoints: Vec<Chess>,
    /// The positions before the moves from index `recent_from` on: at least one when the game
    /// has a move, at most twice [`BEFORE_CHECKPOINT_EVERY`].
    recent: Vec<Chess>,
    /// A multiple of [`BEFORE_CHECKPOINT_EVERY`].
    recent_from: usize,
}

impl PositionsBefore {
    fn len(&self) -> usize {
        self.recent_from + self.recent.len()
    }

    /// The position before one more move.
    fn push(&mut self, position: Chess) {
        if self.len().is_multiple_of(BEFORE_CHECKPOINT_EVERY) {
            self.checkpoints.push(position.clone());
        }
        self.recent.push(position);
        if self.recent.len() > 2 * BEFORE_CHECKPOINT_EVERY {
            self.recent.drain(..BEFORE_CHECKPOINT_EVERY);
            self.recent_from += BEFORE_CHECKPOINT_EVERY;
        }
    }

    /// The position before the last move, forgotten; `history` holds the moves before that one
    /// (those the recent positions are made again from when none is left).
    fn pop(&mut self, history: &[PlayedMove]) -> Option<Chess> {
        let position = self.recent.pop()?;
        if self.len().is_multiple_of(BEFORE_CHECKPOINT_EVERY) {
            self.checkpoints.pop();
        }
        if self.recent.is_empty() && self.recent_from > 0 {
            let from = self.recent_from - BEFORE_CHECKPOINT_EVERY;
            if let Some(checkpoint) = self.checkpoints.get(from / BEFORE_CHECKPOINT_EVERY) {
                let mut next = checkpoint.clone();
                for played in history.get(from..self.recent_from - 1).unwrap_or_default() {
                    let mut after = next.clone();
                    after.play_unchecked(played.mv);
                    self.recent.push(next);
                    next = after;
                }
                self.recent.push(next);
                self.recent_from = from;
            }
        }
        Some(position)
    }
}

/// A game from its start position to now.
#[derive(Debug, Clone)]
pub struct Game {
    start: Chess,
    castling_mode: CastlingMode,
    position: Chess,
    history: Vec<PlayedMove>,
    /// How many times each position since the start has appeared. A position before a pawn move
    /// or a capture can never appear again, so counting over the whole game counts what Article
    /// 9.2.2 counts, and a repetition is counted in one look-up whatever the game's length.
    seen: HashMap<RepetitionKey, u32>,
    /// The position before each move of `history`: a move is taken back (a slip, a review
    /// stepping back) without replaying the game from its start.
    before: PositionsBefore,
    ending: Option<Ending>,
}

impl Default for Game {
    fn default() -> Self {
        Self::new()
    }
}

impl Game {
    /// A game from the standard start position.
    pub fn new() -> Self {
        Self::from_position(Chess::default(), CastlingMode::Standard)
    }

    /// A game from any legal position. Positions before it are unknown, so repetitions count from
    /// here. If the position itself is already an ending (mate, dead position…), the game is over.
    pub fn from_position(position: Chess, castling_mode: CastlingMode) -> Self {
        let seen = HashMap::from([(RepetitionKey::of(&position), 1)]);
        let mut game = Self {
            start: position.clone(),
            castling_mode,
            position,
            history: Vec::new(),
            seen,
            before: PositionsBefore::default(),
            ending: None,
        };
        game.ending = game.automatic_ending();
        game
    }

    /// A game from a FEN (X-FEN and Shredder-FEN castling accepted). Without a castling mode, the
    /// mode is detected: Chess960 when the castling rights need it.
    pub fn from_fen(fen: &str, castling_mode: Option<CastlingMode>) -> Result<Self, GameError> {
        let (position, mode) = position_from_fen(fen, castling_mode)?;
        Ok(Self::from_position(position, mode))
    }

    /// A Chess960 game from start position number `number` (0–959; 518 is the standard array),
    /// with castling rights for both rooks of each side.
    pub fn chess960(number: u32) -> Result<Self, GameError> {
        if number >= 960 {
            return Err(GameError::InvalidChess960Number(number));
        }
        let board = Board::chess960(number);
        let mut setup = Setup::initial();
        setup.castling_rights = board.rooks();
        setup.board = board;
        let position = Chess::from_setup(setup, CastlingMode::Chess960).map_err(|e| {
            GameError::InvalidFen {
                fen: format!("Chess960 #{number}"),
                problem: e.to_string(),
            }
        })?;
        Ok(Self::from_position(position, CastlingMode::Chess960))
    }

    /// A game replayed from PGN. Every move must be legal; the game's state is then judged on the
    /// final position, as the `status` contract asks (a file may continue past an automatic
    /// ending such as a dead position, which is then ignored).
    pub fn from_pgn(pgn: &PgnGame) -> Result<Self, GameError> {
        let mut game = Self::from_position(pgn.start.clone(), pgn.castling_mode);
        for &m in &pgn.moves {
            game.push(m)?;
        }
        game.ending = game.automatic_ending();
        Ok(game)
    }

    /// Plays a move for the side to move. Refused (game unchanged) when the move is illegal or the
    /// game is over; after the move, automatic endings are decided.
    pub fn play(&mut self, m: Move) -> Result<(), GameError> {
        if let Some(ending) = self.ending {
            return Err(GameError::GameOver(ending));
        }
        self.push(m)?;
        self.ending = self.automatic_ending();
        Ok(())
    }

    /// Plays a legal move without judging endings.
    fn push(&mut self, m: Move) -> Result<(), GameError> {
        if !self.position.is_legal(m) {
            return Err(GameError::IllegalMove(m.to_uci(self.castling_mode)));
        }
        self.before.push(self.position.clone());
        let san = SanPlus::from_move_and_play_unchecked(&mut self.position, m);
        self.history.push(PlayedMove { mv: m, san });
        *self
            .seen
            .entry(RepetitionKey::of(&self.position))
            .or_insert(0) += 1;
        Ok(())
    }

    /// Takes back the last move (Appendix D.2.8: a slip corrected before the clock is pressed).
    /// Refused when there is no move, or when the game ended by a decision that was not the
    /// move itself (resignation, agreement, a claim, a flag). An ending the move caused (mate,
    /// stalemate …) goes with it.
    pub fn take_back(&mut self) -> Result<PlayedMove, GameError> {
        if let Some(ending) = self.ending
            && !ending.reason.is_automatic()
        {
            return Err(GameError::GameOver(ending));
        }
        let played = self.history.pop().ok_or(GameError::NothingToTakeBack)?;
        let key = RepetitionKey::of(&self.position);
        if let Some(count) = self.seen.get_mut(&key) {
            *count -= 1;
            if *count == 0 {
                self.seen.remove(&key);
            }
        }
        if let Some(before) = self.before.pop(&self.history) {
            self.position = before;
        }
        self.ending = self.automatic_ending();
        Ok(played)
    }

    /// Plays a move of a game gone over again (a file, a review): as in [`Game::from_pgn`], a
    /// game that goes on past an automatic ending is followed, and the ending is judged on the
    /// position reached. Refused (game unchanged) when the move is illegal.
    pub fn replay(&mut self, m: Move) -> Result<(), GameError> {
        self.push(m)?;
        self.ending = self.automatic_ending();
        Ok(())
    }

    pub fn start(&self) -> &Chess {
        &self.start
    }

    pub fn position(&self) -> &Chess {
        &self.position
    }

    pub fn castling_mode(&self) -> CastlingMode {
        self.castling_mode
    }

    /// The moves played, in order, with their SAN.
    pub fn history(&self) -> &[PlayedMove] {
        &self.history
    }

    /// The moves played, in order.
    pub fn moves(&self) -> Vec<Move> {
        self.history.iter().map(|p| p.mv).collect()
    }

    /// The SAN of every move played (`Nf3`, `exd8=Q+`, `O-O#`).
    pub fn san_list(&self) -> Vec<String> {
        self.history.iter().map(|p| p.san.to_string()).collect()
    }

    pub fn last_move(&self) -> Option<&PlayedMove> {
        self.history.last()
    }

    pub fn turn(&self) -> Color {
        self.position.turn()
    }

    /// The full-move number of the move to be played now (from the FEN's counter).
    pub fn fullmove_number(&self) -> u32 {
        self.position.fullmoves().get()
    }

    /// Half-moves since the last pawn move or capture (from the FEN's counter).
    pub fn halfmove_clock(&self) -> u32 {
        self.position.halfmoves()
    }

    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    pub fn is_over(&self) -> bool {
        self.ending.is_some()
    }

    /// The current position in FEN.
    pub fn fen(&self) -> String {
        Fen::from_position(&self.position, EnPassantMode::Legal).to_string()
    }

    /// How many times the current position has appeared since the start (this time included).
    pub fn repetition_count(&self) -> usize {
        self.times_seen(&self.position)
    }

    /// How many times `position` has appeared since the start.
    fn times_seen(&self, position: &Chess) -> usize {
        let count = self.seen.get(&RepetitionKey::of(position)).copied();
        usize::try_from(count.unwrap_or(0)).unwrap_or(usize::MAX)
    }

    /// The draws the player to move may claim now (9.2.1.2 and 9.3.2); none once the game is over.
    pub fn claims(&self) -> Claims {
        if self.ending.is_some() {
            return Claims::default();
        }
        Claims {
            threefold_repetition: self.repetition_count() >= 3,
            fifty_moves: self.position.halfmoves() >= 100,
        }
    }

    /// The draws the player to move may claim by writing down `m` and declaring it
    /// (9.2.1.1 and 9.3.1): the position after `m` would appear a third time, or would complete 50
    /// moves of each player without a pawn move or capture.
    pub fn claims_with_move(&self, m: Move) -> Result<Claims, GameError> {
        if let Some(ending) = self.ending {
            return Err(GameError::GameOver(ending));
        }
        if !self.position.is_legal(m) {
            return Err(GameError::IllegalMove(m.to_uci(self.castling_mode)));
        }
        let mut after = self.position.clone();
        after.play_unchecked(m);
        Ok(Claims {
            threefold_repetition: 1 + self.times_seen(&after) >= 3,
            fifty_moves: after.halfmoves() >= 100,
        })
    }

    /// A draw claim by the player to move (9.2 / 9.3), with or without an intended move. A
    /// correct claim ends the game drawn (the intended move, if any, is written in the history)
    /// and returns `true`. An incorrect claim returns `false` and the game continues; an intended
    /// move is then played (9.5.3). The two minutes added to the opponent are the clock's business.
    pub fn claim_draw(&mut self, intended: Option<Move>) -> Result<bool, GameError> {
        if let Some(ending) = self.ending {
            return Err(GameError::GameOver(ending));
        }
        let claims = match intended {
            Some(m) => self.claims_with_move(m)?,
            None => self.claims(),
        };
        if let Some(m) = intended {
            self.play(m)?;
            // The intended move may itself end the game (mate beats a claim).
            if self.ending.is_some() {
                return Ok(false);
            }
        }
        let reason = if claims.threefold_repetition {
            EndReason::ThreefoldRepetition
        } else if claims.fifty_moves {
            EndReason::FiftyMoves
        } else {
            return Ok(false);
        };
        self.ending = Some(Ending::draw(reason));
        Ok(true)
    }

    /// The game ended as someone else decided it (a server's report of a resignation, a flag, an
    /// agreed draw): the ending is taken as it is. A game already over keeps its own ending.
    pub fn end_as_reported(&mut self, ending: Ending) -> Ending {
        *self.ending.get_or_insert(ending)
    }

    /// `color` resigns (5.1.2).
    pub fn resign(&mut self, color: Color) -> Result<Ending, GameError> {
        self.lose(color, EndReason::Resignation)
    }

    /// `color` completed a second illegal move: the game is lost (7.5.5).
    pub fn lose_by_illegal_moves(&mut self, color: Color) -> Result<Ending, GameError> {
        self.lose(color, EndReason::IllegalMoves)
    }

    /// `color` loses the game, for `reason`.
    fn lose(&mut self, color: Color, reason: EndReason) -> Result<Ending, GameError> {
        if let Some(ending) = self.ending {
            return Err(GameError::GameOver(ending));
        }
        let ending = Ending {
            result: GameResult::win_for(!color),
            reason,
        };
        self.ending = Some(ending);
        Ok(ending)
    }

    /// Draw by mutual agreement (5.2.3), allowed once each player has made at least one move in
    /// this game: any two consecutive plies are one move of each player.
    pub fn agree_draw(&mut self) -> Result<Ending, GameError> {
        if let Some(ending) = self.ending {
            return Err(GameError::GameOver(ending));
        }
        if self.history.len() < 2 {
            return Err(GameError::AgreementTooEarly);
        }
        let ending = Ending::draw(EndReason::Agreement);
        self.ending = Some(ending);
        Ok(ending)
    }

    /// `color`'s flag has fallen (6.9). A game already over keeps its result. Otherwise the
    /// opponent wins, unless the opponent cannot mate by any series of legal moves (decided by
    /// shakmaty's `has_insufficient_material`, the contract's cases (a), (b) and (c)), which draws.
    pub fn flag(&mut self, color: Color) -> Ending {
        if let Some(ending) = self.ending {
            return ending;
        }
        let ending = flag_ending(&self.position, color);
        self.ending = Some(ending);
        ending
    }

    /// The automatic ending of the current position, in the order of precedence of the contract.
    fn automatic_ending(&self) -> Option<Ending> {
        automatic_ending(&self.position, || self.repetition_count())
    }
}

/// The ending `pos` brings by itself (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2), in the contract's order
/// of precedence; `repetitions` counts how often `pos` has appeared (asked only when it decides).
pub fn automatic_ending(pos: &Chess, repetitions: impl FnOnce() -> usize) -> Option<Ending> {
    if pos.is_checkmate() {
        return Some(Ending {
            result: GameResult::win_for(!pos.turn()),
            reason: EndReason::Checkmate,
        });
    }
    if pos.is_stalemate() {
        return Some(Ending::draw(EndReason::Stalemate));
    }
    if is_dead_position(pos) {
        return Some(Ending::draw(EndReason::DeadPosition));
    }
    if repetitions() >= 5 {
        return Some(Ending::draw(EndReason::FivefoldRepetition));
    }
    if pos.halfmoves() >= 150 {
        return Some(Ending::draw(EndReason::SeventyFiveMoves));
    }
    None
}

/// What a fallen flag gives in `pos` when no other ending came first (6.9).
pub fn flag_ending(pos: &Chess, flagging: Color) -> Ending {
    let opponent = !flagging;
    if pos.has_insufficient_material(opponent) {
        Ending::draw(EndReason::TimeoutInsufficientMaterial)
    } else {
        Ending {
            result: GameResult::win_for(opponent),
            reason: EndReason::Timeout,
        }
    }
}

/// Whether neither player can ever checkmate, by any series of legal moves (5.2.2).
///
/// Sound but not complete: `true` only when proved. Two proofs are tried:
/// 1. insufficient material, exactly the contract's list (shakmaty's `is_insufficient_material`):
///    K v K; K+N or K+B v K; kings and bishops only, all bishops on squares of one colour;
/// 2. a frozen pawn wall, see [`is_frozen_pawn_wall`].
pub fn is_dead_position(pos: &Chess) -> bool {
    pos.is_insufficient_material() || is_frozen_pawn_wall(pos)
}

/// Proves a position with only kings and pawns dead when nothing but the kings can ever move.
///
/// What is proved, step by step:
/// - every pawn is blocked head-on by an enemy pawn (white pawn on s, black pawn on s+8), so no
///   pawn can ever advance while the pawns stay where they are;
/// - no pawn attacks an enemy pawn now; since pawns do not move, this stays true, and a pawn can
///   never capture a king (a king never steps onto an attacked square), so no pawn ever captures;
/// - nobody is in check and no en passant capture is legal now;
/// - for each king, a flood fill over the squares it could ever walk to — every square that holds
///   no pawn and is not attacked by an enemy pawn (the enemy king is ignored, which only enlarges
///   the region) — never touches a square next to an enemy pawn that no other enemy pawn defends.
///   So no king can ever capture a pawn.
///
/// Hence the pawns never change, only the kings move, and a king alone can never give check:
/// no checkmate is possible. Positions with any other piece are not judged here (`false`).
pub fn is_frozen_pawn_wall(pos: &Chess) -> bool {
    let board = pos.board();
    if (board.knights() | board.bishops() | board.rooks_and_queens()).any()
        || board.pawns().is_empty()
        || pos.is_check()
        || pos.ep_square(EnPassantMode::Legal).is_some()
    {
        return false;
    }
    let white_pawns = board.pawns() & board.white();
    let black_pawns = board.pawns() & board.black();
    // Blocked head-on: a white pawn's square one rank up holds a black pawn, and vice versa.
    let white_blocked = white_pawns
        .into_iter()
        .all(|sq| sq.offset(8).is_some_and(|up| black_pawns.contains(up)));
    let black_blocked = black_pawns
        .into_iter()
        .all(|sq| sq.offset(-8).is_some_and(|down| white_pawns.contains(down)));
    if !white_blocked || !black_blocked {
        return false;
    }
    let attacked_by = |color: Color, pawns: Bitboard| {
        pawns.into_iter().fold(Bitboard::EMPTY, |acc, sq| {
            acc | attacks::pawn_attacks(color, sq)
        })
    };
    let white_attacks = attacked_by(Color::White, white_pawns);
    let black_attacks = attacked_by(Color::Black, black_pawns);
    if (white_attacks & black_pawns).any() || (black_attacks & white_pawns).any() {
        return false;
    }
    let pawns = board.pawns();
    [
        (Color::White, black_pawns, black_attacks),
        (Color::Black, white_pawns, white_attacks),
    ]
    .into_iter()
    .all(|(color, enemy_pawns, enemy_attacks)| {
        let Some(king) = board.king_of(color) else {
            return false;
        };
        let region = king_region(king, pawns | enemy_attacks);
        // A king captures a pawn by stepping onto it from a neighbouring square; the capture is
        // legal unless another enemy pawn defends it.
        let capturable = enemy_pawns & !enemy_attacks;
        let reach = region
            .into_iter()
            .fold(Bitboard::EMPTY, |acc, sq| acc | attacks::king_attacks(sq));
        (reach & capturable).is_empty()
    })
}

/// Squares a king on `from` can walk to, never entering `forbidden`.
fn king_region(from: Square, forbidden: Bitboard) -> Bitboard {
    let mut region = Bitboard::from_square(from);
    loop {
        let grown = region.into_iter().fold(region, |acc, sq| {
            acc | (attacks::king_attacks(sq) & !forbidden)
        });
        if grown == region {
            return region;
        }
        region = grown;
    }
}

/// A game from the start with `ucis` played, for tests.
#[cfg(test)]
pub(crate) fn played(ucis: &[&str]) -> Game {
    let mut game = Game::new();
    for uci in ucis {
        let m = uci
            .parse::<shakmaty::uci::UciMove>()
            .ok()
            .and_then(|m| m.to_move(game.position()).ok())
            .unwrap_or_else(|| panic!("{uci} is not legal here"));
        game.play(m).unwrap_or_else(|e| panic!("{uci}: {e}"));
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Role;
    use shakmaty::uci::UciMove;

    fn fen(text: &str) -> Game {
        Game::from_fen(text, None).unwrap()
    }

    fn uci(game: &Game, text: &str) -> Move {
        UciMove::from_ascii(text.as_bytes())
            .unwrap()
            .to_move(game.position())
            .unwrap()
    }

    fn play(game: &mut Game, moves: &str) {
        for text in moves.split_whitespace() {
            let m = uci(game, text);
            game.play(m).unwrap();
        }
    }

    fn reason(game: &Game) -> Option<EndReason> {
        game.ending().map(|e| e.reason)
    }

    fn dead(text: &str) -> bool {
        is_dead_position(fen(text).position())
    }

    #[test]
    fn checkmate_wins_for_the_mating_side() {
        let mut game = Game::new();
        play(&mut game, "f2f3 e7e5 g2g4 d8h4");
        assert_eq!(
            game.ending(),
            Some(Ending {
                result: GameResult::BlackWins,
                reason: EndReason::Checkmate
            })
        );
        assert_eq!(game.san_list().last().map(String::as_str), Some("Qh4#"));
        assert_eq!(game.claims(), Claims::default());
    }

    #[test]
    fn stalemate_is_a_draw() {
        let game = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert_eq!(reason(&game), Some(EndReason::Stalemate));
        assert_eq!(game.ending().map(|e| e.result), Some(GameResult::Draw));
    }

    #[test]
    fn insufficient_material_cases_are_dead() {
        assert!(dead("8/8/8/4k3/8/8/8/4K3 w - - 0 1"), "K v K");
        assert!(dead("8/8/8/4k3/8/8/8/4K1N1 w - - 0 1"), "KN v K");
        assert!(dead("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1"), "KB v K");
        assert!(
            dead("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1"),
            "KB v KB same colour"
        );
        assert!(
            dead("4kb2/8/8/8/8/8/8/B1B1K3 w - - 0 1"),
            "bishops all dark"
        );
    }

    #[test]
    fn material_near_misses_are_not_dead() {
        assert!(!dead("q3k3/8/8/8/8/8/8/4K1N1 w - - 0 1"), "KN v KQ");
        assert!(
            !dead("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1"),
            "KB v KB opposite colours"
        );
        assert!(!dead("4k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1"), "KN v KN");
        assert!(!dead("4k3/8/8/8/8/8/8/3NK1N1 w - - 0 1"), "KNN v K");
        assert!(!dead("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), "a free pawn");
        assert_eq!(reason(&fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")), None);
    }

    /// A full wall of head-on blocked pawns, every pawn on the kings' side defended or shielded.
    const WALL: &str = "4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1";

    #[test]
    fn frozen_pawn_wall_is_dead() {
        let game = fen(WALL);
        assert!(is_frozen_pawn_wall(game.position()));
        assert_eq!(reason(&game), Some(EndReason::DeadPosition));
    }

    #[test]
    fn pawn_walls_that_can_break_are_not_dead() {
        // White's king stands on Black's side, next to the undefended pawn on b5.
        assert!(!dead("4k3/8/1K6/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8 w - - 0 1"));
        // One blocked pair, but the white king can walk to d5 and take e5.
        assert!(!dead("4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1"));
        // A pawn capture is available (e4xd5).
        assert!(!dead("4k3/8/8/3pp3/3PP3/8/8/4K3 w - - 0 1"));
        // A pawn that is not blocked at all.
        assert!(!dead("4k3/8/8/1p1p1p2/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1"));
        // A bishop next to the wall is not judged by this proof.
        assert!(!dead(
            "4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/2B1K3 w - - 0 1"
        ));
    }

    #[test]
    fn play_after_a_dead_position_is_refused() {
        let mut game = fen(WALL);
        let m = uci(&game, "e1d1");
        assert!(matches!(game.play(m), Err(GameError::GameOver(_))));
        assert!(game.history().is_empty());
    }

    #[test]
    fn illegal_move_leaves_the_game_unchanged() {
        let mut game = Game::new();
        let bad = Move::Normal {
            role: Role::Pawn,
            from: Square::E2,
            capture: None,
            to: Square::E5,
            promotion: None,
        };
        assert_eq!(
            game.play(bad),
            Err(GameError::IllegalMove("e2e5".parse().unwrap()))
        );
        assert!(game.history().is_empty());
        assert_eq!(game.turn(), Color::White);
    }

    const ROOKS: &str = "r3k3/8/8/8/8/8/8/R3K1N1 w - - 134 80";
    const SHUFFLE: &str = "g1f3 a8a7 f3g1 a7a8";

    #[test]
    fn fivefold_repetition_beats_the_seventyfive_move_rule() {
        let mut game = fen(ROOKS);
        for _ in 0..3 {
            play(&mut game, SHUFFLE);
        }
        assert_eq!(game.repetition_count(), 4);
        assert_eq!(reason(&game), None);
        assert_eq!(
            game.claims(),
            Claims {
                threefold_repetition: true,
                fifty_moves: true
            }
        );
        play(&mut game, SHUFFLE);
        assert_eq!(game.halfmove_clock(), 150);
        assert_eq!(reason(&game), Some(EndReason::FivefoldRepetition));
        assert_eq!(game.claims(), Claims::default());
    }

    #[test]
    fn seventyfive_moves_ends_the_game_at_150_halfmoves() {
        let mut game = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100");
        play(&mut game, "a1a2");
        assert_eq!(reason(&game), Some(EndReason::SeventyFiveMoves));
        assert_eq!(game.ending().map(|e| e.result), Some(GameResult::Draw));
    }

    #[test]
    fn mate_on_the_150th_halfmove_is_a_mate() {
        let mut game = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100");
        play(&mut game, "a1a8");
        assert_eq!(game.halfmove_clock(), 150);
        assert_eq!(reason(&game), Some(EndReason::Checkmate));
        assert_eq!(game.ending().map(|e| e.result), Some(GameResult::WhiteWins));
    }

    #[test]
    fn threefold_needs_the_same_castling_rights() {
        let mut game = Game::new();
        play(&mut game, "g1f3 g8f6 f3g1 f6g8");
        assert_eq!(game.repetition_count(), 2);
        // The rooks go out and back: the same board, but neither side may castle short any more.
        play(&mut game, "g1f3 g8f6 h1g1 h8g8 g1h1 g8h8 f3g1 f6g8");
        assert_eq!(game.position().board(), Chess::default().board());
        assert_eq!(game.repetition_count(), 1);
        play(&mut game, "g1f3 g8f6 f3g1 f6g8");
        assert_eq!(game.repetition_count(), 2);
        assert!(!game.claims().threefold_repetition);
        play(&mut game, "g1f3 g8f6 f3g1 f6g8");
        assert!(game.claims().threefold_repetition);
    }

    #[test]
    fn a_position_where_en_passant_was_possible_is_not_repeated_later() {
        let mut game = fen("4k3/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1");
        play(&mut game, "e2e4");
        assert!(game.position().ep_square(EnPassantMode::Legal).is_some());
        play(&mut game, "e8d7 g1f3 d7e8 f3g1");
        assert_eq!(game.repetition_count(), 1);
        play(&mut game, "e8d7 g1f3 d7e8 f3g1");
        assert_eq!(game.repetition_count(), 2);
        assert!(!game.claims().threefold_repetition);
        play(&mut game, "e8d7 g1f3 d7e8 f3g1");
        assert!(game.claims().threefold_repetition);
    }

    #[test]
    fn an_en_passant_square_without_a_legal_capture_does_not_count() {
        let mut game = fen("4k3/8/8/8/4P3/8/8/4K1N1 b - e3 0 1");
        play(&mut game, "e8d7 g1f3 d7e8 f3g1");
        assert_eq!(game.repetition_count(), 2);
        play(&mut game, "e8d7 g1f3 d7e8 f3g1");
        assert_eq!(game.repetition_count(), 3);
        assert!(game.claims().threefold_repetition);
    }

    #[test]
    fn fifty_move_claim_at_exactly_100_halfmoves() {
        let mut game = fen("r3k3/8/8/8/8/8/4P3/R3K1N1 w - - 99 80");
        assert!(!game.claims().fifty_moves);
        let quiet = uci(&game, "g1f3");
        let pawn = uci(&game, "e2e4");
        assert!(game.claims_with_move(quiet).unwrap().fifty_moves);
        assert!(!game.claims_with_move(pawn).unwrap().fifty_moves);
        game.play(quiet).unwrap();
        assert_eq!(game.halfmove_clock(), 100);
        assert!(game.claims().fifty_moves);
        assert_eq!(game.claims().to_string(), "fifty-moves");
    }

    #[test]
    fn threefold_claim_with_an_intended_move() {
        let mut game = Game::new();
        play(&mut game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
        let back = uci(&game, "f6g8");
        let other = uci(&game, "b8c6");
        assert!(!game.claims().threefold_repetition);
        assert!(game.claims_with_move(back).unwrap().threefold_repetition);
        assert!(!game.claims_with_move(other).unwrap().threefold_repetition);
        assert_eq!(game.history().len(), 7, "asking does not play");
        assert_eq!(game.claim_draw(Some(back)), Ok(true));
        assert_eq!(reason(&game), Some(EndReason::ThreefoldRepetition));
        assert_eq!(game.history().len(), 8);
    }

    #[test]
    fn an_incorrect_claim_plays_the_intended_move_and_goes_on() {
        let mut game = Game::new();
        let m = uci(&game, "e2e4");
        assert_eq!(game.claim_draw(Some(m)), Ok(false));
        assert!(!game.is_over());
        assert_eq!(game.san_list(), vec!["e4".to_owned()]);
        assert_eq!(game.claim_draw(None), Ok(false));
    }

    #[test]
    fn agreement_needs_a_move_from_each_player() {
        let mut game = Game::new();
        assert_eq!(game.agree_draw(), Err(GameError::AgreementTooEarly));
        play(&mut game, "e2e4");
        assert_eq!(game.agree_draw(), Err(GameError::AgreementTooEarly));
        play(&mut game, "e7e5");
        assert_eq!(
            game.agree_draw().map(|e| e.reason),
            Ok(EndReason::Agreement)
        );

        let mut from_black = fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
        play(&mut from_black, "e8d7");
        assert_eq!(from_black.agree_draw(), Err(GameError::AgreementTooEarly));
        play(&mut from_black, "e1d1");
        assert!(from_black.agree_draw().is_ok());
    }

    #[test]
    fn resignation_gives_the_win_to_the_other_side() {
        let mut game = Game::new();
        let ending = game.resign(Color::White).unwrap();
        assert_eq!(ending.result, GameResult::BlackWins);
        assert!(matches!(
            game.resign(Color::Black),
            Err(GameError::GameOver(_))
        ));
    }

    fn flagged(text: &str, color: Color) -> Ending {
        fen(text).flag(color)
    }

    #[test]
    fn flag_with_a_lone_king_opponent_is_a_draw() {
        let ending = flagged("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", Color::White);
        assert_eq!(ending.reason, EndReason::TimeoutInsufficientMaterial);
        assert_eq!(ending.result, GameResult::Draw);
        let ending = flagged("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", Color::Black);
        assert_eq!(ending.reason, EndReason::Timeout);
        assert_eq!(ending.result, GameResult::WhiteWins);
    }

    #[test]
    fn flag_against_a_lone_knight() {
        // Black's knight cannot mate a king that has only queens beside it.
        let queens = "4k1n1/8/8/8/8/8/8/Q2QK3 w - - 0 1";
        assert_eq!(
            flagged(queens, Color::White).reason,
            EndReason::TimeoutInsufficientMaterial
        );
        // With a white rook, the knight could mate a hemmed-in king.
        let rook = "4k1n1/8/8/8/8/8/8/R2QK3 w - - 0 1";
        let ending = flagged(rook, Color::White);
        assert_eq!(ending.reason, EndReason::Timeout);
        assert_eq!(ending.result, GameResult::BlackWins);
    }

    #[test]
    fn flag_against_bishops_of_one_colour() {
        let same = "4kb2/8/8/8/8/8/8/R1B1K3 w - - 0 1";
        assert_eq!(
            flagged(same, Color::White).reason,
            EndReason::TimeoutInsufficientMaterial
        );
        let with_knight = "4kb2/8/8/8/8/8/8/R1B1K1N1 w - - 0 1";
        assert_eq!(
            flagged(with_knight, Color::White).reason,
            EndReason::Timeout
        );
        let opposite = "2b1k3/8/8/8/8/8/8/R1B1K3 w - - 0 1";
        assert_eq!(flagged(opposite, Color::White).reason, EndReason::Timeout);
    }

    #[test]
    fn a_finished_game_keeps_its_result_when_a_flag_falls() {
        let mut game = Game::new();
        play(&mut game, "f2f3 e7e5 g2g4 d8h4");
        assert_eq!(game.flag(Color::Black).reason, EndReason::Checkmate);
        assert_eq!(game.flag(Color::Black).result, GameResult::BlackWins);
    }

    #[test]
    fn chess960_start_positions() {
        assert_eq!(
            Game::chess960(960).err(),
            Some(GameError::InvalidChess960Number(960))
        );
        let game = Game::chess960(518).unwrap();
        assert_eq!(game.position().board(), Chess::default().board());
        assert_eq!(game.castling_mode(), CastlingMode::Chess960);
        assert_eq!(game.position().castles().castling_rights().count(), 4);
        // Position 0 is BBQNNRKR: both rooks of each side keep their castling rights.
        let game = Game::chess960(0).unwrap();
        let rights = game.position().castles().castling_rights();
        for square in [Square::F1, Square::H1, Square::F8, Square::H8] {
            assert!(rights.contains(square), "{square}");
        }
    }

    #[test]
    fn from_fen_reports_bad_fens() {
        assert!(matches!(
            Game::from_fen("not a fen", None),
            Err(GameError::InvalidFen { .. })
        ));
        assert!(matches!(
            Game::from_fen("8/8/8/8/8/8/8/8 w - - 0 1", None),
            Err(GameError::InvalidFen { .. })
        ));
    }

    #[test]
    fn shredder_fen_is_read_as_chess960() {
        let game = fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
        assert_eq!(game.castling_mode(), CastlingMode::Chess960);
        assert_eq!(game.position().castles().castling_rights().count(), 4);
    }

    #[test]
    fn displays_use_the_contract_words() {
        assert_eq!(GameResult::Draw.to_string(), "1/2-1/2");
        assert_eq!(GameResult::WhiteWins.to_string(), "1-0");
        assert_eq!(EndReason::SeventyFiveMoves.to_string(), "seventyfive-moves");
        assert_eq!(
            EndReason::TimeoutInsufficientMaterial.to_string(),
            "timeout-insufficient-material"
        );
        let both = Claims {
            threefold_repetition: true,
            fifty_moves: true,
        };
        assert_eq!(both.to_string(), "threefold-repetition,fifty-moves");
        assert_eq!(Claims::default().to_string(), "none");
    }

    #[test]
    fn take_back_restores_the_position_and_the_repetition_count() {
        let start_fen = Game::new().fen();
        let mut game = played(&["g1f3", "g8f6", "f3g1"]);
        let taken = game.take_back().unwrap();
        assert_eq!(taken.san.to_string(), "Ng1");
        assert_eq!(game.history().len(), 2);
        assert_eq!(game.turn(), Color::White);
        game.take_back().unwrap();
        game.take_back().unwrap();
        assert_eq!(game.fen(), start_fen);
        assert_eq!(game.repetition_count(), 1);
        assert_eq!(game.take_back().unwrap_err(), GameError::NothingToTakeBack);
    }

    #[test]
    fn a_long_game_is_taken_back_to_its_start_through_every_position() {
        let cycle = [
            "g1f3", "g8f6", "f3g1", "f6g8", "b1c3", "b8c6", "c3b1", "c6b8",
        ];
        let mut game = Game::new();
        let mut fens = Vec::new();
        for index in 0..1000 {
            fens.push(game.fen());
            let m = uci(&game, cycle[index % cycle.len()]);
            game.replay(m).unwrap();
        }
        // Played and taken back at one place, then all the way back.
        for _ in 0..100 {
            let taken = game.take_back().unwrap();
            game.replay(taken.mv).unwrap();
        }
        assert!(game.before.recent.len() <= 2 * BEFORE_CHECKPOINT_EVERY);
        assert_eq!(
            game.before.checkpoints.len(),
            1000 / BEFORE_CHECKPOINT_EVERY + 1
        );
        for fen in fens.iter().rev() {
            game.take_back().unwrap();
            assert_eq!(&game.fen(), fen);
        }
        assert_eq!(game.take_back().unwrap_err(), GameError::NothingToTakeBack);
    }

    #[test]
    fn take_back_undoes_a_mate_but_not_a_resignation() {
        let mut game = Game::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", None).unwrap();
        let mate = "a1a8"
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(game.position())
            .unwrap();
        game.play(mate).unwrap();
        assert_eq!(game.ending().map(|e| e.reason), Some(EndReason::Checkmate));
        game.take_back().unwrap();
        assert_eq!(game.ending(), None);
        game.play(mate).unwrap();
        game.take_back().unwrap();
        game.resign(Color::White).unwrap();
        assert!(matches!(game.take_back(), Err(GameError::GameOver(_))));
    }
}
