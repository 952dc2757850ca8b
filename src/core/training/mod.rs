//! Training: puzzles solved at the table, reviewed on a schedule, with a rating. Pure: the
//! puzzle set is read from the program's own data, days are counted by the caller, and the store
//! that keeps the progress is outside the core (`crate::training_store`).

mod drill;
mod endgame;
mod progress;
mod puzzle;
mod puzzle_set;
mod rating;
mod round;
mod schedule;
mod setup;
mod solving;

pub use drill::{
    CLEAR_MARGIN, DRILL_RATING, DrillCheck, MATE_VALUE, MoveValue, OWN_BLUNDER, OWN_MISTAKE,
    drills_from_game, judge_drill,
};
pub use endgame::{Endgame, EndgameOutcome, EndgameRound};
pub use progress::{Attempted, PROGRESS_VERSION, Progress, Status};
pub use puzzle::{OpenedPuzzle, Puzzle, PuzzleError, PuzzleId, PuzzleRowError};
pub use puzzle_set::{Choice, PuzzleSet, RowProblem};
pub use rating::PuzzleRating;
pub use round::{PuzzleRound, RoundEffect, RoundEnd};
pub use schedule::{Grade, Review, next_review};
pub use setup::{GuidedSetup, Placement, SetupStep, placement_order, setup_words};
pub use solving::{Attempt, Hint, MISSES_BEFORE_SOLUTION, Solving};
