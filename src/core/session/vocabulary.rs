//! The session's vocabulary: how it is set up, what happens at the table ([`Input`]), what it
//! wants done ([`Effect`]) and the journal's lines ([`Record`]).

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, File, Move, Rank, Square};

use super::names::{NameField, Names};
use crate::core::clock::TimeControl;
use crate::core::clock_speech::ClockSpeechConfig;
use crate::core::command::{Command, TableRole};
use crate::core::game::{EndReason, GameResult};
use crate::core::notation::{ReadError, read_move, read_squares};
use crate::core::phrasing::Style;
use crate::core::queries::{PieceQuery, QueryError};
use crate::core::speech_queue::{Earcon, Utterance};
use crate::core::voice::Voice;

/// How the session is set up.
#[derive(Debug, Clone)]
pub struct SessionConfig {
    pub style: Style,
    pub time_control: Option<TimeControl>,
    /// Without a clock: whether that is because the control is unknown (PGN's `?`), which the
    /// `time` command says, rather than a game without a clock (PGN's `-`).
    pub time_control_unknown: bool,
    /// Complete each move at once (home practice) instead of waiting for the clock press.
    pub auto_press: bool,
    pub clock_speech: ClockSpeechConfig,
    /// Who is at the keyboard: each role offers its own commands.
    pub role: TableRole,
    /// The blind player's side, when known (`--blind`): "you" in the greeting, who resigns;
    /// with the player role, a move entered for the opponent is complete at once (the opponent
    /// pressed their clock before it was relayed).
    pub blind: Option<Color>,
    /// Say whose clock runs after each press, for those who hear no click (line mode, text
    /// speech).
    pub press_words: bool,
    /// The names for the record (`--white`, `--event` …): recorded as the table opens.
    pub names: Names,
}

impl Default for SessionConfig {
    fn default() -> Self {
        Self {
            style: Style::Short,
            time_control: None,
            time_control_unknown: false,
            auto_press: false,
            clock_speech: ClockSpeechConfig::default(),
            role: TableRole::Player,
            blind: None,
            press_words: false,
            names: Names::default(),
        }
    }
}

/// Something that happened at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A typed line, for a session used on its own (a test, a benchmark): read here by
    /// [`read_line`](super::read_line), the reading the table's door does, into one of the
    /// inputs below.
    Line(String),
    /// A move as the player gave it (typed, or from one square to another), read against the
    /// position: played, or refused in words.
    Typed(TypedMove),
    /// A move from a sensor board or an engine, already known to be a move of the position.
    Move(Move),
    /// The clock was pressed (a key, the board's clock button): heard, a click or a word.
    Press,
    /// The move just made is complete without a press to hear: the engine's own, or one the
    /// next typed move implies.
    Complete,
    /// A command from a key, a board button or a menu: typed, never text to read again.
    Command(Command, Argument),
    /// The timer the adapter set for [`Session::next_wake`](super::Session::next_wake) went off.
    Wake,
}

/// What a command is about, when it is about something: read once, at the door, into its type
/// (the command declares which, [`Command::argument`](crate::core::command::Command::argument)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Argument {
    None,
    /// A square (typed, or the screen's focused square).
    Square(Square),
    File(File),
    Rank(Rank),
    /// A kind of piece, perhaps with its side (`where black rook`).
    Piece(PieceQuery),
    /// A square, file, rank or piece that could not be read: what was typed, handed back.
    Unread(QueryError),
    /// A side named (`penalty white`, `flag Schwarz`, `resign noirs`).
    Side(Color),
    /// The arbiter's `add`: the side named, if one is, and the time to add in milliseconds (a
    /// second to a day), or the words that are no such time, handed back.
    Time {
        side: Option<Color>,
        ms: Result<u64, NotATime>,
    },
    /// Words typed after the command, read by the command itself (`claim Nf3`, `add white 120`).
    Text(String),
}

/// Words typed where a time to add was asked (a second to a day, `120` or `2:00`), handed
/// back as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotATime(pub String);

impl Argument {
    /// The words a command reads itself; none for a typed argument.
    pub fn text(&self) -> &str {
        match self {
            Argument::Text(text) => text,
            _ => "",
        }
    }

    /// The side named, if any.
    pub(super) fn side(&self) -> Option<Color> {
        match self {
            Argument::Side(side) => Some(*side),
            Argument::Time { side, .. } => *side,
            _ => None,
        }
    }

    pub(super) fn square(&self) -> Result<Square, QueryError> {
        self.typed(QueryError::MissingSquare, |argument| match argument {
            Argument::Square(square) => Some(*square),
            _ => None,
        })
    }

    pub(super) fn file(&self) -> Result<File, QueryError> {
        self.typed(QueryError::MissingFile, |argument| match argument {
            Argument::File(file) => Some(*file),
            _ => None,
        })
    }

    pub(super) fn rank(&self) -> Result<Rank, QueryError> {
        self.typed(QueryError::MissingRank, |argument| match argument {
            Argument::Rank(rank) => Some(*rank),
            _ => None,
        })
    }

    pub(super) fn piece(&self) -> Result<PieceQuery, QueryError> {
        self.typed(QueryError::MissingPiece, |argument| match argument {
            Argument::Piece(piece) => Some(*piece),
            _ => None,
        })
    }

    /// The argument of the type `pick` takes; one that could not be read says why, and one of
    /// another type (or none) is missing.
    fn typed<T>(
        &self,
        missing: QueryError,
        pick: impl Fn(&Argument) -> Option<T>,
    ) -> Result<T, QueryError> {
        match self {
            Argument::Unread(error) => Err(error.clone()),
            argument => pick(argument).ok_or(missing),
        }
    }
}

/// A typed line, read once ([`read_line`](super::read_line)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineReading {
    /// An empty line: Enter.
    Enter,
    /// A command, its argument read into its type.
    Command(Command, Argument),
    /// Anything else: a move attempt.
    Move(TypedMove),
}

/// A move as the player gave it, not yet read against the position: it is a move attempt (the
/// door has told it from a command), and only the position can say which move it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TypedMove {
    /// Typed or dictated: SAN in any language's letters, UCI, a voice's words.
    Text(String),
    /// From one square to another (the screen's board, a braille display's routing keys) where
    /// no legal move goes: refused in the same words as the same squares typed.
    Squares { from: Square, to: Square },
}

impl TypedMove {
    /// The move it is in `pos`, read with `voices`' words, or why none is.
    pub fn read(&self, pos: &Chess, voices: &[&Voice]) -> Result<Move, ReadError> {
        match self {
            TypedMove::Text(text) => read_move(pos, text, voices),
            TypedMove::Squares { from, to } => read_squares(pos, *from, *to),
        }
    }

    /// As the player would have typed it (`Sf3`, `e2e5`).
    pub fn text(&self) -> String {
        match self {
            TypedMove::Text(text) => text.clone(),
            TypedMove::Squares { from, to } => format!("{from}{to}"),
        }
    }
}

/// What the session wants done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    Say(Utterance),
    /// Play a short sound at once (check, capture, illegal move, low time, flag).
    Cue(Earcon),
    /// Append to the game's journal before anything is said about it.
    Record(Record),
    /// Say the last utterance again (the speech queue remembers it).
    RepeatLast,
    /// The player asked to leave.
    Quit,
    /// The player asked what the engine would play: ask it, then call [`Session::hint`](super::Session::hint).
    AskForHint,
    /// Stale speech (a long answer) stops at once: the player has moved on.
    BargeIn,
    /// The arbiter corrects the sensor boards to the game (D.2.9): each is guided back.
    ResetBoards,
    /// The player asked to go over the game: the table opens its review once the game has
    /// ended.
    StartReview,
    /// The player asked for the finished game's analysis: the table's analysis seat asks an
    /// engine about every position.
    StartAnalysis,
    /// The player asked to leave the table for a round of puzzles; the table decides whether
    /// it is offered now.
    StartTraining,
    /// Write the game's record (PGN) beside its journal; `announce`: say where, once written.
    SaveGame {
        announce: bool,
    },
    /// A notice about a device, shown and not spoken (a dropped board line).
    Notice(String),
    /// A refusal (illegal move, nothing to undo …), said in the same step: the screen keeps it
    /// on its status line until a move is played.
    Refused(String),
}

/// A journal line: enough to rebuild the session exactly after a crash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Record {
    /// A move as played, in UCI (the journal's own notation: `e2e4`, `e7e8q`, `e1h1` in
    /// Chess960), read once where the journal is read.
    Move {
        uci: UciMove,
        at_ms: u64,
    },
    Press {
        at_ms: u64,
    },
    TakeBack {
        at_ms: u64,
    },
    DrawOffer {
        by: Color,
        at_ms: u64,
    },
    /// A draw claim (9.2, 9.3) and whether it was correct, written before the move it names:
    /// a resumed table says it to the hall again.
    Claim {
        by: Color,
        correct: bool,
        at_ms: u64,
    },
    TimeAdded {
        to: Color,
        ms: u64,
        at_ms: u64,
    },
    /// The move sealed at an adjournment (Guidelines I): kept, not said, until the resumption.
    Sealed {
        uci: UciMove,
        at_ms: u64,
    },
    /// The program stopped (quit, end of input): the running clock counted until then.
    Stopped {
        at_ms: u64,
    },
    /// The clock was started (by the arbiter, the players, or the first move).
    ClockStarted {
        at_ms: u64,
    },
    /// The arbiter stopped the clock.
    ClockStopped {
        at_ms: u64,
    },
    /// The stopped clock was started again.
    ClockResumed {
        at_ms: u64,
    },
    End {
        result: GameResult,
        reason: EndReason,
        at_ms: u64,
    },
    /// A name on the game's record (a player, the event, the site, the round).
    Name {
        field: NameField,
        value: String,
        at_ms: u64,
    },
    /// An engine plays `side` (at `level`; `path` the program given, `None` the default), so a
    /// resumed game gets it back.
    Engine {
        side: Color,
        level: Option<u8>,
        path: Option<String>,
        at_ms: u64,
    },
}

impl Record {
    /// The instant it happened.
    pub fn at_ms(&self) -> u64 {
        match self {
            Record::Move { at_ms, .. }
            | Record::Press { at_ms }
            | Record::TakeBack { at_ms }
            | Record::DrawOffer { at_ms, .. }
            | Record::Claim { at_ms, .. }
            | Record::TimeAdded { at_ms, .. }
            | Record::Sealed { at_ms, .. }
            | Record::Stopped { at_ms }
            | Record::ClockStarted { at_ms }
            | Record::ClockStopped { at_ms }
            | Record::ClockResumed { at_ms }
            | Record::End { at_ms, .. }
            | Record::Name { at_ms, .. }
            | Record::Engine { at_ms, .. } => *at_ms,
        }
    }
}

/// The engine that plays a side, as recorded: a resumed game starts it again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnginePlayer {
    pub side: Color,
    pub level: Option<u8>,
    /// The program given (`--engine PATH`); `None`: the default.
    pub path: Option<String>,
}
