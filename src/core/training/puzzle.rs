//! One puzzle of the Lichess CSV, as read (a row) and as opened (its positions and moves).
//!
//! The Lichess semantics: the FEN is the position *before* the opponent's setting move; the first
//! move of `Moves` is that setting move; the player's moves and the opponent's replies follow,
//! alternating, the player's first.

use std::fmt;

use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position};

use crate::core::fen::position_from_fen;
use crate::core::message::{Message, Said};

/// A puzzle's id as the Lichess CSV writes it (`00008`, `0008Q`): ASCII letters and digits.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PuzzleId(String);

/// The longest id read (Lichess's are five characters; room is left for drills' own).
const ID_MAX_CHARS: usize = 32;

impl PuzzleId {
    /// `text` as an id, if it is one: 1 to 32 ASCII letters, digits, `-` or `_`.
    pub fn parse(text: &str) -> Option<PuzzleId> {
        let ok = !text.is_empty()
            && text.len() <= ID_MAX_CHARS
            && text
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        ok.then(|| PuzzleId(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PuzzleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A puzzle as its row gives it; its position is read when it is opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    pub id: PuzzleId,
    /// The position before the opponent's setting move.
    pub fen: String,
    /// The setting move, then the solution (the player's moves and the replies).
    pub moves: Vec<UciMove>,
    /// Lichess's rating of the puzzle (Glicko-2 points).
    pub rating: u16,
    /// Lichess's theme keys (`mateIn2`, `fork`, `rookEndgame` …).
    pub themes: Vec<String>,
}

/// Why a row of the puzzle CSV is not a puzzle: the column and what it held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzleRowError {
    /// Fewer columns than `PuzzleId,FEN,Moves,Rating,Themes`.
    Columns {
        found: usize,
    },
    Id(String),
    /// A move of `Moves` that is not UCI.
    Move(String),
    /// `Moves` holds the setting move alone (no solution).
    NoSolution,
    Rating(String),
}

impl Said for PuzzleRowError {
    fn message(&self) -> Message {
        match self {
            PuzzleRowError::Columns { found } => {
                Message::new("train-row-columns").number("found", *found)
            }
            PuzzleRowError::Id(text) => Message::new("train-row-id").text("text", text.clone()),
            PuzzleRowError::Move(text) => Message::new("train-row-move").text("text", text.clone()),
            PuzzleRowError::NoSolution => Message::new("train-row-no-solution"),
            PuzzleRowError::Rating(text) => {
                Message::new("train-row-rating").text("text", text.clone())
            }
        }
    }
}

impl fmt::Display for PuzzleRowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for PuzzleRowError {}

impl Puzzle {
    /// One data row of the CSV (`PuzzleId,FEN,Moves,Rating,Themes,…`; no field is quoted in
    /// Lichess's file).
    pub fn from_row(row: &str) -> Result<Puzzle, PuzzleRowError> {
        let columns: Vec<&str> = row.trim_end_matches(['\r', '\n']).split(',').collect();
        let [id, fen, moves, rating, themes, ..] = columns.as_slice() else {
            return Err(PuzzleRowError::Columns {
                found: columns.len(),
            });
        };
        let id = PuzzleId::parse(id).ok_or_else(|| PuzzleRowError::Id((*id).to_owned()))?;
        let moves = moves
            .split_whitespace()
            .map(|uci| {
                UciMove::from_ascii(uci.as_bytes())
                    .map_err(|_| PuzzleRowError::Move(uci.to_owned()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if moves.len() < 2 {
            return Err(PuzzleRowError::NoSolution);
        }
        let rating = rating
            .trim()
            .parse()
            .map_err(|_| PuzzleRowError::Rating((*rating).to_owned()))?;
        Ok(Puzzle {
            id,
            fen: (*fen).to_owned(),
            moves,
            rating,
            themes: themes.split_whitespace().map(str::to_owned).collect(),
        })
    }

    /// The puzzle as a row of the Lichess CSV (`PuzzleId,FEN,Moves,Rating,Themes`), as
    /// [`Puzzle::from_row`] reads it.
    pub fn to_row(&self) -> String {
        let moves: Vec<String> = self.moves.iter().map(ToString::to_string).collect();
        format!(
            "{},{},{},{},{}",
            self.id,
            self.fen,
            moves.join(" "),
            self.rating,
            self.themes.join(" ")
        )
    }

    /// The puzzle's positions and moves, each move checked legal where it is played.
    pub fn open(&self) -> Result<OpenedPuzzle, PuzzleError> {
        let (before, castling_mode) =
            position_from_fen(&self.fen, None).map_err(|_| PuzzleError::Fen {
                id: self.id.clone(),
                fen: self.fen.clone(),
            })?;
        let mut position = before.clone();
        let mut played = Vec::with_capacity(self.moves.len());
        for (ply, uci) in self.moves.iter().enumerate() {
            let m = uci
                .to_move(&position)
                .map_err(|_| PuzzleError::IllegalMove {
                    id: self.id.clone(),
                    ply: ply + 1,
                    uci: *uci,
                })?;
            position.play_unchecked(m);
            played.push(m);
        }
        let setting = played.remove(0);
        Ok(OpenedPuzzle {
            before,
            setting,
            line: played,
            castling_mode,
        })
    }
}

/// A puzzle ready to be solved.
#[derive(Debug, Clone)]
pub struct OpenedPuzzle {
    /// The position before the opponent's setting move (the FEN's).
    pub before: Chess,
    /// The opponent's move that sets the puzzle.
    pub setting: Move,
    /// The player's moves and the opponent's replies, alternating, the player's first.
    pub line: Vec<Move>,
    pub castling_mode: CastlingMode,
}

impl OpenedPuzzle {
    /// The position the player solves from (after the setting move).
    pub fn start(&self) -> Chess {
        let mut position = self.before.clone();
        position.play_unchecked(self.setting);
        position
    }
}

/// Why a puzzle cannot be opened: it names the puzzle and what failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzleError {
    Fen {
        id: PuzzleId,
        fen: String,
    },
    /// The move at `ply` (1 is the setting move) is not legal where it is played.
    IllegalMove {
        id: PuzzleId,
        ply: usize,
        uci: UciMove,
    },
}

impl Said for PuzzleError {
    fn message(&self) -> Message {
        match self {
            PuzzleError::Fen { id, fen } => Message::new("train-puzzle-fen")
                .text("id", id.to_string())
                .text("fen", fen.clone()),
            PuzzleError::IllegalMove { id, ply, uci } => Message::new("train-puzzle-illegal")
                .text("id", id.to_string())
                .number("ply", *ply)
                .text("move", uci.to_string()),
        }
    }
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for PuzzleError {}

#[cfg(test)]
mod tests {
    use super::*;

    const ROW: &str = "0008Q,8/4R3/1p2P3/p4r2/P6p/1P3Pk1/4K3/8 w - - 1 64,e7f7 f5e5 e2f1 e5e6,1383,rookEndgame,https://lichess.org/MQSyb3KW#127";

    #[test]
    fn a_row_reads_into_its_columns_and_opens_after_the_setting_move() {
        let puzzle = Puzzle::from_row(ROW).unwrap();
        assert_eq!(Puzzle::from_row(&puzzle.to_row()).unwrap(), puzzle);
        assert_eq!(puzzle.id.as_str(), "0008Q");
        assert_eq!(puzzle.rating, 1383);
        assert_eq!(puzzle.themes, ["rookEndgame"]);
        let opened = puzzle.open().unwrap();
        assert_eq!(
            opened.setting.to_uci(CastlingMode::Standard).to_string(),
            "e7f7"
        );
        assert_eq!(opened.line.len(), 3);
        // The player solves with Black: the setting move was White's.
        assert_eq!(opened.start().turn(), shakmaty::Color::Black);
    }

    #[test]
    fn bad_rows_name_the_column_that_failed() {
        assert_eq!(
            Puzzle::from_row("x,y"),
            Err(PuzzleRowError::Columns { found: 2 })
        );
        assert_eq!(
            Puzzle::from_row("a!,fen,e2e4 e7e5,1500,x,u"),
            Err(PuzzleRowError::Id("a!".into()))
        );
        assert_eq!(
            Puzzle::from_row("a,fen,e2e4 zz,1500,x,u"),
            Err(PuzzleRowError::Move("zz".into()))
        );
        assert_eq!(
            Puzzle::from_row("a,fen,e2e4,1500,x,u"),
            Err(PuzzleRowError::NoSolution)
        );
        assert_eq!(
            Puzzle::from_row("a,fen,e2e4 e7e5,high,x,u"),
            Err(PuzzleRowError::Rating("high".into()))
        );
    }

    #[test]
    fn a_move_illegal_in_its_position_is_named_with_its_ply() {
        let puzzle =
            Puzzle::from_row("b1,8/4R3/1p2P3/p4r2/P6p/1P3Pk1/4K3/8 w - - 1 64,e7f7 f5f1,1383,x,u")
                .unwrap();
        assert!(matches!(
            puzzle.open(),
            Err(PuzzleError::IllegalMove { ply: 2, .. })
        ));
    }
}
