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
        |game, last, out| {
            out.line(&status_line(&game.moves, &last, flag))?;
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
///
/// At most [`KEPT_KEYS`] keys are kept: past that (only a file that shuffles pieces for
/// thousands of moves gets there), the moves since the last pawn move or capture are played again
/// from the position it reached, so that memory stays in proportion to the game's moves.
#[derive(Debug, Default)]
pub struct FinalPosition {
    /// Keys of the positions since the last pawn move or capture, the last one last; empty once
    /// there were too many to keep.
    keys: Vec<Zobrist128>,
    /// The key of the position reached.
    current: Option<Zobrist128>,
    /// The position reached by the last pawn move or capture (or the start), and how many moves
    /// of the main line lead to it: where the moves are played again from.
    since: Option<(Chess, usize)>,
    /// Moves of the main line played.
    plies: usize,
    end: Option<Chess>,
}

/// How many keys [`FinalPosition`] keeps before it plays the moves again instead (16 KB).
const KEPT_KEYS: usize = 1024;

impl FinalPosition {
    /// How many times the last position has appeared (this time included), `moves` being the
    /// game's main line.
    fn repetitions(&self, moves: &[Move]) -> usize {
        let Some(current) = self.current else {
            return 0;
        };
        if self.keys.is_empty() {
            return self.repetitions_replayed(current, moves);
        }
        let Some((_, earlier)) = self.keys.split_last() else {
            return 0;
        };
        // Same side to move: every second position back.
        1 + earlier
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .filter(|&&key| key == current)
            .count()
    }

    /// [`Self::repetitions`] by playing the moves since the last pawn move or capture again.
    fn repetitions_replayed(&self, current: Zobrist128, moves: &[Move]) -> usize {
        let Some((since, from)) = &self.since else {
            return 1;
        };
        let mut position = since.clone();
        let mut key = position.zobrist_hash::<Zobrist128>(EnPassantMode::Legal);
        let mut count = usize::from(key == current);
        for &m in moves.get(*from..).unwrap_or_default() {
            key = position
                .update_zobrist_hash(key, m, EnPassantMode::Legal)
                .unwrap_or_else(|| {
                    let mut after = position.clone();
                    after.play_unchecked(m);
                    after.zobrist_hash(EnPassantMode::Legal)
                });
            position.play_unchecked(m);
            count += usize::from(key == current);
        }
        count
    }
}

impl MainLineObserver for FinalPosition {
    fn start(&mut self, position: &Chess) {
        let key = position.zobrist_hash(EnPassantMode::Legal);
        self.keys.clear();
        self.keys.push(key);
        self.current = Some(key);
        self.since = Some((position.clone(), 0));
        self.plies = 0;
    }

    fn played(&mut self, before: &Chess, m: Move, after: &Chess) {
        let key = self
            .current
            .and_then(|key| before.update_zobrist_hash(key, m, EnPassantMode::Legal))
            .unwrap_or_else(|| after.zobrist_hash(EnPassantMode::Legal));
        self.current = Some(key);
        self.plies += 1;
        if after.halfmoves() == 0 {
            // Nothing before a pawn move or a capture can appear again.
            self.keys.clear();
            self.since = Some((after.clone(), self.plies));
        } else if self.keys.is_empty() {
            // Too many keys were kept: the moves are played again at the end.
            return;
        } else if self.keys.len() == KEPT_KEYS {
            self.keys = Vec::new();
            return;
        }
        self.keys.push(key);
    }

    fn finished(&mut self, end: &Chess) {
        self.end = Some(end.clone());
    }
}

/// `result=… reason=… claims=…` for the game's final position (`moves`: its main line).
pub fn status_line(moves: &[Move], last: &FinalPosition, flag: Option<Color>) -> String {
    let Some(position) = &last.end else {
        return "result=* reason=none claims=none".to_owned();
    };
    let repetitions = last.repetitions(moves);
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
    use std::fmt::Write as _;

    use super::*;
    use crate::core::pgn::read_games_observed;

    fn status(pgn: &str, flag: Option<Color>) -> String {
        let (game, last) = read_games_observed(pgn.as_bytes(), FinalPosition::default)
            .next()
            .unwrap()
            .unwrap();
        status_line(&game.moves, &last, flag)
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
    fn repetitions_past_the_kept_keys_are_counted_by_playing_again() {
        // A pawn move each, then knights out and back for longer than the keys kept.
        let mut pgn = "1. e4 e5 ".to_owned();
        let cycles = KEPT_KEYS / 2 + 3;
        for number in 2..2 + cycles {
            let _ = write!(pgn, "{number}. {} ", ["Nf3 Nf6", "Ng1 Ng8"][number % 2]);
        }
        for (ending, times) in [("*", 258), ("517. Ng1 *", 258), ("517. d4 *", 1)] {
            let pgn = format!("{pgn}{ending}");
            let (game, last) = read_games_observed(pgn.as_bytes(), FinalPosition::default)
                .next()
                .unwrap()
                .unwrap();
            assert_eq!(last.keys.is_empty(), ending != "517. d4 *", "{ending}");
            let replayed = crate::core::game::Game::from_pgn(&game).unwrap();
            assert_eq!(last.repetitions(&game.moves), times, "{ending}");
            assert_eq!(replayed.repetition_count(), times, "{ending}");
        }
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
