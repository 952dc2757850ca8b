//! The player's puzzle rating: Glicko-2 (the `skillratings` crate), each puzzle an opponent
//! rated as Lichess rates it, solved a win, not solved a loss.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A puzzle's deviation: Lichess's ratings are settled by many solvers.
const PUZZLE_DEVIATION: f64 = 80.0;

/// The player's rating, its deviation and volatility (Glicko-2's three numbers).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for PuzzleRating {
    /// Glicko-2's start: 1500, deviation 350, volatility 0.06.
    fn default() -> Self {
        let start = Glicko2Rating::new();
        PuzzleRating {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
        }
    }
}

impl PuzzleRating {
    /// The rating as a whole number of points, as it is said.
    pub fn points(&self) -> i64 {
        // A Glicko-2 rating stays within a few thousand points.
        #[allow(clippy::cast_possible_truncation)]
        let points = self.rating.round() as i64;
        points
    }

    /// The rating after a puzzle rated `puzzle_rating` was solved or not.
    #[must_use]
    pub fn after(&self, puzzle_rating: u16, solved: bool) -> PuzzleRating {
        let player = Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        };
        let puzzle = Glicko2Rating {
            rating: f64::from(puzzle_rating),
            deviation: PUZZLE_DEVIATION,
            volatility: 0.06,
        };
        let outcome = if solved {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        let (new, _) = glicko2(&player, &puzzle, &outcome, &Glicko2Config::new());
        PuzzleRating {
            rating: new.rating,
            deviation: new.deviation,
            volatility: new.volatility,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rating() -> impl Strategy<Value = PuzzleRating> {
        (600.0..2800.0f64, 45.0..350.0f64, 0.04..0.09f64).prop_map(
            |(rating, deviation, volatility)| PuzzleRating {
                rating,
                deviation,
                volatility,
            },
        )
    }

    proptest! {
        #[test]
        fn a_solve_raises_the_rating_and_a_miss_lowers_it(player in rating(), puzzle in 400u16..3000) {
            let solved = player.after(puzzle, true);
            let missed = player.after(puzzle, false);
            prop_assert!(solved.rating > player.rating);
            prop_assert!(missed.rating < player.rating);
        }

        #[test]
        fn a_harder_puzzle_solved_gains_more(player in rating(), easy in 400u16..1500, step in 1u16..1500) {
            let hard = easy + step;
            prop_assert!(player.after(hard, true).rating >= player.after(easy, true).rating);
            prop_assert!(player.after(easy, false).rating <= player.after(hard, false).rating);
        }
    }

    #[test]
    fn a_new_player_starts_at_1500() {
        assert_eq!(PuzzleRating::default().points(), 1500);
    }
}
