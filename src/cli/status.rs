//! `annabella status`: how each PGN game's final position stands (contract section 5).

use std::path::PathBuf;

use shakmaty::zobrist::Zobrist128;
use shakmaty::{Chess, Color, EnPassantMode, Move, Position};

use super::many_games::{Handled, for_each_game_observed};
use super::{CliError, InputSource, Output};
use crate::core::game::{Claims, Ending, automatic_ending, flag_ending};
use crate::core::pgn::MainLineObserver;

#[derive(Debug, clap::Args)]
pub struct StatusArgs {
    /// Answer "this player's time has just run out here" (FIDE Article 6.9).
    #[arg(long, value_enum, value_name = "COLOR")]
    pub flag: Option<FlagColor>,
    /// PGN file to read; `-` or nothing for standard input.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}

/// The player whose flag falls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum FlagColor {
    White,
    Black,
}

impl From<FlagColor> for Color {
    fn from(flag: FlagColor) -> Self {
        match flag {
            FlagColor::White => Color::White,
            FlagColor::Black => Color::Black,
        }
    }
}

pub fn run(args: &StatusArgs, out: &mut Output) -> Result<(), CliError> {
    let source = InputSource::from_arg(args.file.as_ref());
    let bytes = source.read_all(crate::bounded_read::limits::PGN)?;
    let flag = args.flag.map(Color::from);
    for_each_game_observed(
        &bytes,
        &source.name(),
        out,
        FinalPosition::default,
        |_, last, out| {
            out.line(&status_line(&last, flag))?;
            Ok(Handled::Written)
        },
    )?
    .into_result()
}

/// A game's last position and how often it has appeared, followed as the reader plays the main
/// line (the game is played once). Only the positions since the last pawn move or capture can
/// repeat it: their Zobrist keys are kept, 128 bits each, so that two different positions never
/// pass for one (Article 9.2.2: same player to move, pieces, castling and en passant rights, as
/// shakmaty's key with legal en passant squares hashes them).
#[derive(Debug, Default)]
pub struct FinalPosition {
    /// Keys of the positions since the last pawn move or capture, the last one last.
    keys: Vec<Zobrist128>,
    end: Option<Chess>,
}

impl FinalPosition {
    /// How many times the last position has appeared (this time included).
    fn repetitions(&self) -> usize {
        let Some((current, earlier)) = self.keys.split_last() else {
            return 0;
        };
        let window = self.end.as_ref().map_or(0, |end| {
            usize::try_from(end.halfmoves()).unwrap_or(usize::MAX)
        });
        1 + earlier
            .iter()
            .rev()
            .take(window)
            .skip(1)
            .step_by(2)
            .filter(|key| *key == current)
            .count()
    }
}

impl MainLineObserver for FinalPosition {
    fn start(&mut self, position: &Chess) {
        self.keys.clear();
        self.keys.push(position.zobrist_hash(EnPassantMode::Legal));
    }

    fn played(&mut self, before: &Chess, m: Move, after: &Chess) {
        let key = self
            .keys
            .last()
            .and_then(|&key| before.update_zobrist_hash(key, m, EnPassantMode::Legal))
            .unwrap_or_else(|| after.zobrist_hash(EnPassantMode::Legal));
        if after.halfmoves() == 0 {
            // Nothing before a pawn move or a capture can appear again.
            self.keys.clear();
        }
        self.keys.push(key);
    }

    fn finished(&mut self, end: &Chess) {
        self.end = Some(end.clone());
    }
}

/// `result=… reason=… claims=…` for the game's final position.
pub fn status_line(last: &FinalPosition, flag: Option<Color>) -> String {
    let Some(position) = &last.end else {
        return "result=* reason=none claims=none".to_owned();
    };
    let repetitions = last.repetitions();
    let ending = automatic_ending(position, || repetitions);
    let (ending, claims): (Option<Ending>, Claims) = match (ending, flag) {
        (Some(ending), _) => (Some(ending), Claims::default()),
        (None, Some(color)) => (Some(flag_ending(position, color)), Claims::default()),
        (None, None) => (
            None,
            Claims {
                threefold_repetition: repetitions >= 3,
                fifty_moves: position.halfmoves() >= 100,
            },
        ),
    };
    match ending {
        Some(ending) => format!(
            "result={} reason={} claims={claims}",
            ending.result, ending.reason
        ),
        None => format!("result=* reason=none claims={claims}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::pgn::read_games_observed;

    fn status(pgn: &str, flag: Option<Color>) -> String {
        let (_, last) = read_games_observed(pgn.as_bytes(), FinalPosition::default)
            .next()
            .unwrap()
            .unwrap();
        status_line(&last, flag)
    }

    #[test]
    fn repetitions_are_counted_on_the_readers_replay() {
        let shuffle = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
        assert_eq!(
            status(&format!("{shuffle} *"), None),
            "result=* reason=none claims=threefold-repetition"
        );
        assert_eq!(
            status(
                &format!("{shuffle} 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 *"),
                None
            ),
            "result=1/2-1/2 reason=fivefold-repetition claims=none"
        );
        // A pawn move in between: what came before it cannot repeat.
        assert_eq!(
            status(
                "1. Nf3 Nf6 2. Ng1 Ng8 3. e4 e5 4. Nf3 Nf6 5. Ng1 Ng8 *",
                None
            ),
            "result=* reason=none claims=none"
        );
        // Same placement, but the en passant capture is legal only the first time.
        assert_eq!(
            status(
                "1. e4 Nf6 2. e5 d5 3. Nf3 Nc6 4. Ng1 Nb8 5. Nf3 Nc6 6. Ng1 Nb8 *",
                None
            ),
            "result=* reason=none claims=none"
        );
    }

    #[test]
    fn endings_and_flags_on_the_last_position() {
        assert_eq!(
            status("1. f3 e5 2. g4 Qh4# 0-1", None),
            "result=0-1 reason=checkmate claims=none"
        );
        assert_eq!(
            status("1. e4 *", Some(Color::White)),
            "result=0-1 reason=timeout claims=none"
        );
        assert_eq!(
            status("[FEN \"8/8/8/8/8/2k5/8/2K5 w - - 99 80\"]\n80. Kd1 *", None),
            "result=1/2-1/2 reason=dead-position claims=none"
        );
        assert_eq!(
            status(
                "[FEN \"8/8/8/8/8/2k5/8/R1K5 w - - 99 80\"]\n80. Ra2 *",
                None
            ),
            "result=* reason=none claims=fifty-moves"
        );
    }
}
