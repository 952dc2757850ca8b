//! Why a game could not be read: the game, the line, the move and the token to blame.

use std::fmt;

use shakmaty::{CastlingSide, Color, Role, Square};

use crate::core::message::{Message, Said, escaped};

/// Where in its game the reader was when it gave up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// In the tags, or the start position they describe.
    Tags,
    /// In the movetext, when `move_number` by `side` was due (in the main line).
    Move { move_number: u32, side: Color },
}

/// What was wrong with a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// Control bytes that no PGN text holds outside tag values and comments: a binary file, or
    /// a damaged one.
    Binary,
    /// A line starting with `[` that is not `[Name "value"]`.
    MalformedTag,
    /// The `FEN` tag is not a legal position; why.
    InvalidFen(FenProblem),
    /// The `Variant` tag names a game other than chess or Chess960.
    Variant,
    /// Neither a move, a move number, a comment, a NAG, a variation bracket nor a result.
    UnexpectedToken,
    /// A move in UCI form (`g1f3`) that names no legal move where it stands.
    IllegalUci,
    /// `--`, `Z0` and the like: a null move, which no chess game holds.
    NullMove,
    /// `N@f3`: a piece dropped, as in Crazyhouse.
    Drop,
    /// A SAN move that no legal move matches; why.
    IllegalMove(WhyIllegal),
    /// `e.p.` after a move that is not an en passant capture.
    NotEnPassant,
    /// A `{` comment that is never closed, or not before the next game's tags.
    UnclosedComment,
    /// A `(` variation that is never closed.
    UnclosedVariation,
    /// A `)` with no variation open.
    UnopenedVariation,
}

/// Why a FEN cannot be read, or is no legal position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenProblem {
    /// A part of the FEN cannot be read.
    Syntax(shakmaty::fen::ParseFenError),
    /// The position it describes cannot arise in a game: the first reason found.
    Position(PositionProblem),
}

/// Why a position cannot arise in a game (shakmaty's reasons, first found).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PositionProblem {
    EmptyBoard,
    MissingKing,
    TooManyKings,
    PawnsOnBackRank,
    OppositeCheck,
    ImpossibleCheck,
    TooMuchMaterial,
    Other,
}

impl PositionProblem {
    /// The first reason of shakmaty's that is one of ours.
    pub fn of(kinds: shakmaty::PositionErrorKinds) -> Self {
        use shakmaty::PositionErrorKinds as K;
        [
            (K::EMPTY_BOARD, Self::EmptyBoard),
            (K::MISSING_KING, Self::MissingKing),
            (K::TOO_MANY_KINGS, Self::TooManyKings),
            (K::PAWNS_ON_BACKRANK, Self::PawnsOnBackRank),
            (K::OPPOSITE_CHECK, Self::OppositeCheck),
            (K::IMPOSSIBLE_CHECK, Self::ImpossibleCheck),
            (K::TOO_MUCH_MATERIAL, Self::TooMuchMaterial),
        ]
        .into_iter()
        .find_map(|(kind, problem)| kinds.contains(kind).then_some(problem))
        .unwrap_or(Self::Other)
    }
}

impl FenProblem {
    /// Why `fen`, refused by [`crate::core::fen::position_from_fen`], is refused: read again,
    /// the refusal typed.
    pub fn of(fen: &str) -> Self {
        use shakmaty::FromSetup;
        match shakmaty::fen::Fen::from_ascii(fen.trim().as_bytes()) {
            Err(syntax) => Self::Syntax(syntax),
            Ok(parsed) => {
                let setup = parsed.into_setup();
                let mode = shakmaty::CastlingMode::detect(&setup);
                match shakmaty::Chess::from_setup(setup, mode)
                    .or_else(shakmaty::PositionError::ignore_invalid_castling_rights)
                    .or_else(shakmaty::PositionError::ignore_invalid_ep_square)
                {
                    Err(error) => Self::Position(PositionProblem::of(error.kinds())),
                    Ok(_) => Self::Position(PositionProblem::Other),
                }
            }
        }
    }

    pub fn message(&self) -> Message {
        use shakmaty::fen::ParseFenError as P;
        Message::new(match self {
            Self::Syntax(P::InvalidBoard) => "fen-board",
            Self::Syntax(P::InvalidTurn) => "fen-turn",
            Self::Syntax(P::InvalidCastling) => "fen-castling",
            Self::Syntax(P::InvalidEpSquare) => "fen-en-passant",
            Self::Syntax(P::InvalidHalfmoveClock) => "fen-halfmove-clock",
            Self::Syntax(P::InvalidFullmoves) => "fen-fullmoves",
            Self::Syntax(_) => "fen-unreadable",
            Self::Position(PositionProblem::EmptyBoard) => "fen-empty-board",
            Self::Position(PositionProblem::MissingKing) => "fen-missing-king",
            Self::Position(PositionProblem::TooManyKings) => "fen-too-many-kings",
            Self::Position(PositionProblem::PawnsOnBackRank) => "fen-pawns-on-back-rank",
            Self::Position(PositionProblem::OppositeCheck) => "fen-opposite-check",
            Self::Position(PositionProblem::ImpossibleCheck) => "fen-impossible-check",
            Self::Position(PositionProblem::TooMuchMaterial) => "fen-too-much-material",
            Self::Position(PositionProblem::Other) => "fen-illegal-position",
        })
    }
}

/// Why a SAN move matches no legal move where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WhyIllegal {
    Checkmate,
    Stalemate,
    /// Several moves fit: these (SAN).
    Ambiguous(Vec<String>),
    /// No piece of that kind reaches the square; the side to move, if it is in check.
    NoPieceReaches {
        role: Role,
        to: Square,
        in_check: Option<Color>,
    },
    /// Not this move, but these reach the square (SAN).
    OthersReach(Vec<String>),
    /// The side to move cannot castle on that side; the side, if it is in check.
    CannotCastle {
        side: Color,
        castling: CastlingSide,
        in_check: Option<Color>,
    },
    NotLegal,
}

impl WhyIllegal {
    pub fn message(&self) -> Message {
        match self {
            Self::Checkmate => Message::new("pgn-why-checkmate"),
            Self::Stalemate => Message::new("pgn-why-stalemate"),
            Self::Ambiguous(moves) => {
                Message::new("pgn-why-ambiguous").said("moves", alternatives(moves))
            }
            Self::NoPieceReaches { role, to, in_check } => Message::new(match in_check {
                None => "pgn-why-no-piece",
                Some(_) => "pgn-why-no-piece-in-check",
            })
            .text("role", crate::core::piece_names::role_name(*role))
            .text("square", to.to_string())
            .text("side", in_check.map_or("", side_name)),
            Self::OthersReach(moves) => {
                Message::new("pgn-why-others-reach").said("moves", alternatives(moves))
            }
            Self::CannotCastle {
                side,
                castling,
                in_check,
            } => Message::new(match in_check {
                None => "pgn-why-cannot-castle",
                Some(_) => "pgn-why-cannot-castle-in-check",
            })
            .text("side", side_name(*side))
            .text(
                "castling",
                match castling {
                    CastlingSide::KingSide => "king",
                    CastlingSide::QueenSide => "queen",
                },
            ),
            Self::NotLegal => Message::new("pgn-why-not-legal"),
        }
    }
}

/// `white` or `black`, the catalogues' selector values for a side.
pub fn side_name(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// "a or b or c", each joined by the language's word for "or".
pub fn alternatives(items: &[String]) -> Message {
    let mut items = items.iter();
    let first = Message::new("list-item").text("item", items.next().cloned().unwrap_or_default());
    items.fold(first, |list, next| {
        Message::new("list-or")
            .said("first", list)
            .text("last", next.clone())
    })
}

/// Why a game could not be read: one line naming the game, the line, the move (when the error
/// is in the movetext) and the offending token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    pub(super) game: usize,
    pub(super) line: usize,
    pub(super) place: Place,
    pub(super) token: String,
    pub(super) problem: Problem,
}

impl PgnError {
    /// The 1-based number of the game in the input, counting the games that could not be read.
    pub fn game(&self) -> usize {
        self.game
    }

    /// The 1-based line of the input where the offending token is.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The move number and side to move at the error, when it is in the movetext.
    pub fn move_number(&self) -> Option<(u32, Color)> {
        match self.place {
            Place::Move { move_number, side } => Some((move_number, side)),
            Place::Tags => None,
        }
    }

    /// The offending token (a tag line, for errors in the tags), shortened if very long.
    pub fn token(&self) -> &str {
        &self.token
    }

    /// What was wrong.
    pub fn problem(&self) -> &Problem {
        &self.problem
    }
}

impl Said for PgnError {
    fn message(&self) -> Message {
        let token = escaped(&self.token);
        let problem = match &self.problem {
            Problem::Binary => Message::new("pgn-binary"),
            Problem::MalformedTag => Message::new("pgn-malformed-tag"),
            Problem::InvalidFen(why) => Message::new("pgn-invalid-fen").said("why", why.message()),
            Problem::Variant => Message::new("pgn-variant"),
            Problem::UnexpectedToken => Message::new("pgn-unexpected-token"),
            Problem::IllegalUci => Message::new("pgn-illegal-uci"),
            Problem::NullMove => Message::new("pgn-null-move"),
            Problem::Drop => Message::new("pgn-drop"),
            Problem::IllegalMove(why) => {
                Message::new("pgn-illegal-move").said("why", why.message())
            }
            Problem::NotEnPassant => Message::new("pgn-not-en-passant"),
            Problem::UnclosedComment => Message::new("pgn-unclosed-comment"),
            Problem::UnclosedVariation => Message::new("pgn-unclosed-variation"),
            Problem::UnopenedVariation => Message::new("pgn-unopened-variation"),
        }
        .text("token", token);
        let at = match self.place {
            Place::Tags => Message::new("pgn-error"),
            Place::Move { move_number, side } => Message::new("pgn-error-at-move")
                .count("move", u64::from(move_number))
                .text("side", side_name(side)),
        };
        at.number("game", self.game)
            .number("line", self.line)
            .said("problem", problem)
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for PgnError {}

/// Long tokens are cut in messages, so an error stays one readable line.
pub(super) fn shorten(bytes: &[u8]) -> String {
    shorten_to(bytes, 100)
}

/// `bytes` as text, cut after `max` characters.
pub(super) fn shorten_to(bytes: &[u8], max: usize) -> String {
    let text = String::from_utf8_lossy(bytes);
    if text.chars().count() <= max {
        text.into_owned()
    } else {
        let cut: String = text.chars().take(max).collect();
        format!("{cut}…")
    }
}
