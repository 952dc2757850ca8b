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
    #[command(flatten)]
    pub(super) lang: super::interface_language::LangArg,
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

/// A game's last position, followed as the reader plays the main line (the game is played
/// once), and how often it has appeared. Only the positions since the last pawn move or capture
/// can repeat it, so the position that move reached is kept, and at the end the moves since
/// are played again from it, comparing Zobrist keys of 128 bits, so that two different positions
/// never pass for one (Article 9.2.2: same player to move, pieces, castling and en passant
/// rights, as shakmaty's key with legal en passant squares hashes them). Most games end a few
/// moves after a pawn move or a capture: nothing is hashed while the game is read, and memory
/// stays one position whatever the game's length.
#[derive(Debug, Default)]
pub struct FinalPosition {
    /// The position reached by the last pawn move or capture (or the start), and how many moves
    /// of the main line lead to it.
    since: Option<(Chess, usize)>,
    /// Moves of the main line played.
    plies: usize,
    end: Option<Chess>,
}

impl FinalPosition {
    /// How many times the last position has appeared (this time included), `moves` being the
    /// game's main line.
    fn repetitions(&self, moves: &[Move]) -> usize {
        let (Some((since, from)), Some(end)) = (&self.since, &self.end) else {
            return 0;
        };
        let tail = moves.get(*from..self.plies).unwrap_or_default();
        // A position appears again at the earliest four half-moves later.
        if tail.len() < 4 {
            return 1;
        }
        let current: Zobrist128 = end.zobrist_hash(EnPassantMode::Legal);
        let mut position = since.clone();
        let mut key: Zobrist128 = position.zobrist_hash(EnPassantMode::Legal);
        let mut count = usize::from(key == current);
        for &m in tail {
            let updated = position.update_zobrist_hash(key, m, EnPassantMode::Legal);
            position.play_unchecked(m);
            key = updated.unwrap_or_else(|| position.zobrist_hash(EnPassantMode::Legal));
            count += usize::from(key == current);
        }
        count
    }
}

impl MainLineObserver for FinalPosition {
    fn start(&mut self, position: &Chess) {
        self.since = Some((position.clone(), 0));
        self.plies = 0;
        self.end = None;
    }

    fn played(&mut self, _: &Chess, _: Move, after: &Chess) {
        self.plies += 1;
        if after.halfmoves() == 0 {
            // Nothing before a pawn move or a capture can appear again.
            self.since = Some((after.clone(), self.plies));
        }
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
    fn repetitions_in_a_long_shuffle_are_counted_as_the_game_counts_them() {
        // A pawn move each, then knights out and back for a thousand half-moves.
        let mut pgn = "1. e4 e5 ".to_owned();
        for number in 2..2 + 515 {
            let _ = write!(pgn, "{number}. {} ", ["Nf3 Nf6", "Ng1 Ng8"][number % 2]);
        }
        for (ending, times) in [("*", 258), ("517. Ng1 *", 258), ("517. d4 *", 1)] {
            let pgn = format!("{pgn}{ending}");
            let (game, last) = read_games_observed(pgn.as_bytes(), FinalPosition::default)
                .next()
                .unwrap()
                .unwrap();
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
