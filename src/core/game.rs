//! A game of chess under the FIDE Laws: the moves played, and every way the game can end or be
//! claimed (Articles 5, 6.9, 9.2, 9.3 and 9.6).
//!
//! [`Game`] owns the start position and the history; it decides automatic endings after every move
//! (checkmate > stalemate > dead position > fivefold repetition > 75-move rule) and answers claims.

use std::fmt;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, EnPassantMode, FromSetup, Move, Position, Role,
    Setup, Square, attacks,
};

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
}

impl EndReason {
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
    fn draw(reason: EndReason) -> Self {
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
    /// The move is not legal in the current position (given in UCI).
    IllegalMove(String),
    /// The game has already ended.
    GameOver(Ending),
    /// A FEN that cannot be read or is not a legal chess position.
    InvalidFen { fen: String, problem: String },
    /// A Chess960 start number outside 0–959.
    InvalidChess960Number(u32),
    /// Article 5.2.3: a draw may be agreed only after each player has made a move.
    AgreementTooEarly,
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

/// A game from its start position to now.
#[derive(Debug, Clone)]
pub struct Game {
    start: Chess,
    castling_mode: CastlingMode,
    position: Chess,
    history: Vec<PlayedMove>,
    /// `keys[i]` is the position after `i` plies; `keys[0]` is the start position.
    keys: Vec<RepetitionKey>,
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
        let key = RepetitionKey::of(&position);
        let mut game = Self {
            start: position.clone(),
            castling_mode,
            position,
            history: Vec::new(),
            keys: vec![key],
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
            return Err(GameError::IllegalMove(
                m.to_uci(self.castling_mode).to_string(),
            ));
        }
        let san = SanPlus::from_move_and_play_unchecked(&mut self.position, m);
        self.history.push(PlayedMove { mv: m, san });
        self.keys.push(RepetitionKey::of(&self.position));
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
        match self.keys.split_last() {
            Some((current, earlier)) => {
                1 + count_earlier(earlier, current, self.position.halfmoves())
            }
            None => 0,
        }
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
        let mut after = self.clone();
        after.push(m)?;
        let (current, earlier) = after
            .keys
            .split_last()
            .ok_or_else(|| GameError::IllegalMove(m.to_uci(self.castling_mode).to_string()))?;
        Ok(Claims {
            threefold_repetition: 1 + count_earlier(earlier, current, after.position.halfmoves())
                >= 3,
            fifty_moves: after.position.halfmoves() >= 100,
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

    /// `color` resigns (5.1.2).
    pub fn resign(&mut self, color: Color) -> Result<Ending, GameError> {
        if let Some(ending) = self.ending {
            return Err(GameError::GameOver(ending));
        }
        let ending = Ending {
            result: GameResult::win_for(!color),
            reason: EndReason::Resignation,
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
        let pos = &self.position;
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
        if self.repetition_count() >= 5 {
            return Some(Ending::draw(EndReason::FivefoldRepetition));
        }
        if pos.halfmoves() >= 150 {
            return Some(Ending::draw(EndReason::SeventyFiveMoves));
        }
        None
    }
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

/// Occurrences of `current` among `earlier` positions. Only positions with the same side to move
/// (every second one) and since the last pawn move or capture (`halfmoves` plies back) can match:
/// a pawn move or a capture can never be undone.
fn count_earlier(earlier: &[RepetitionKey], current: &RepetitionKey, halfmoves: u32) -> usize {
    let window = usize::try_from(halfmoves).unwrap_or(usize::MAX);
    earlier
        .iter()
        .rev()
        .take(window)
        .skip(1)
        .step_by(2)
        .filter(|key| *key == current)
        .count()
}

/// Reads a FEN into a legal position. Castling rights without a matching rook and an en passant
/// square with no pawn behind it are dropped rather than refused, as most PGN tools do.
pub fn position_from_fen(
    fen: &str,
    castling_mode: Option<CastlingMode>,
) -> Result<(Chess, CastlingMode), GameError> {
    let invalid = |problem: String| GameError::InvalidFen {
        fen: fen.to_owned(),
        problem,
    };
    let parsed = Fen::from_ascii(fen.trim().as_bytes()).map_err(|e| invalid(e.to_string()))?;
    let mode = castling_mode.unwrap_or_else(|| CastlingMode::detect(parsed.as_setup()));
    let position = Chess::from_setup(parsed.into_setup(), mode)
        .or_else(shakmaty::PositionError::ignore_invalid_castling_rights)
        .or_else(shakmaty::PositionError::ignore_invalid_ep_square)
        .map_err(|e| invalid(e.to_string()))?;
    Ok((position, mode))
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

/// The piece names used in messages.
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}
