//! What training remembers: the player's rating and its history, and each puzzle's place in the
//! schedule. A value here; the store (`crate::training_store`) writes it to the data folder.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::puzzle::Puzzle;
use super::rating::PuzzleRating;
use super::schedule::{Grade, Review, next_review};

/// The format's version, written in the file: a newer file is not overwritten by an older
/// program.
pub const PROGRESS_VERSION: u32 = 1;

/// The attempts kept for the trend (the oldest dropped past this).
const HISTORY_KEPT: usize = 1000;

/// The attempts the trend looks back over.
const TREND_SPAN: usize = 10;

/// The player's training.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub version: u32,
    pub rating: PuzzleRating,
    /// The latest attempts, oldest first.
    pub history: Vec<Attempted>,
    /// Each puzzle met, by id.
    pub reviews: BTreeMap<String, Review>,
    /// Drills from the player's own games, by id: each a row of the Lichess CSV's shape.
    #[serde(default)]
    pub drills: BTreeMap<String, String>,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            version: PROGRESS_VERSION,
            rating: PuzzleRating::default(),
            history: Vec::new(),
            reviews: BTreeMap::new(),
            drills: BTreeMap::new(),
        }
    }
}

/// One puzzle tried.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Attempted {
    pub id: String,
    pub day: u32,
    pub grade: Grade,
    /// The player's rating after it.
    pub rating: f64,
}

/// What `train status` says.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Status {
    /// Puzzles due today or before.
    pub due: usize,
    /// Puzzles met at least once.
    pub met: usize,
    /// Attempts kept.
    pub attempts: usize,
    pub rating: PuzzleRating,
    /// The rating's change over the last attempts (up to ten), in whole points.
    pub trend: i64,
}

impl Progress {
    /// A puzzle went as `grade` on `today`: its schedule and the rating move.
    pub fn record(&mut self, puzzle: &Puzzle, grade: Grade, today: u32) {
        let key = puzzle.id.as_str().to_owned();
        let review = next_review(self.reviews.get(&key), grade, today);
        self.reviews.insert(key.clone(), review);
        self.rating = self.rating.after(puzzle.rating, grade.solved());
        self.history.push(Attempted {
            id: key,
            day: today,
            grade,
            rating: self.rating.rating,
        });
        if self.history.len() > HISTORY_KEPT {
            let extra = self.history.len() - HISTORY_KEPT;
            self.history.drain(..extra);
        }
    }

    /// Keeps `drill`; `false` when it was kept already.
    pub fn add_drill(&mut self, drill: &Puzzle) -> bool {
        let key = drill.id.as_str().to_owned();
        if self.drills.contains_key(&key) {
            return false;
        }
        self.drills.insert(key, drill.to_row());
        true
    }

    /// The drills kept (those whose row still reads), in id order.
    pub fn drills(&self) -> Vec<Puzzle> {
        self.drills
            .values()
            .filter_map(|row| Puzzle::from_row(row).ok())
            .collect()
    }

    /// The drill with this id.
    pub fn drill(&self, id: &str) -> Option<Puzzle> {
        self.drills
            .get(id)
            .and_then(|row| Puzzle::from_row(row).ok())
    }

    /// The ids due on `today`, the longest overdue first.
    pub fn due(&self, today: u32) -> Vec<&str> {
        let mut due: Vec<(&str, u32)> = self
            .reviews
            .iter()
            .filter(|(_, review)| review.is_due(today))
            .map(|(id, review)| (id.as_str(), review.due_day()))
            .collect();
        due.sort_by_key(|(_, day)| *day);
        due.into_iter().map(|(id, _)| id).collect()
    }

    pub fn status(&self, today: u32) -> Status {
        let before = self
            .history
            .len()
            .checked_sub(TREND_SPAN + 1)
            .and_then(|i| self.history.get(i))
            .map_or(PuzzleRating::default().rating, |a| a.rating);
        let change = if self.history.is_empty() {
            0.0
        } else {
            self.rating.rating - before
        };
        // A rating's change stays within a few thousand points.
        #[allow(clippy::cast_possible_truncation)]
        let trend = change.round() as i64;
        Status {
            due: self.due(today).len(),
            met: self.reviews.len(),
            attempts: self.history.len(),
            rating: self.rating,
            trend,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(id: &str, rating: u16) -> Puzzle {
        let mut p = Puzzle::from_row(&format!(
            "{id},8/4R3/1p2P3/p4r2/P6p/1P3Pk1/4K3/8 w - - 1 64,e7f7 f5e5,{rating},x,u"
        ))
        .unwrap();
        p.rating = rating;
        p
    }

    #[test]
    fn a_missed_puzzle_is_due_tomorrow_and_a_solved_one_later() {
        let mut progress = Progress::default();
        progress.record(&puzzle("aaaaa", 1500), Grade::Failed, 100);
        progress.record(&puzzle("bbbbb", 1500), Grade::Clean, 100);
        progress.record(&puzzle("bbbbb", 1500), Grade::Clean, 101);
        assert_eq!(progress.due(100), Vec::<&str>::new());
        assert_eq!(progress.due(101), ["aaaaa"]);
        assert_eq!(progress.due(107), ["aaaaa", "bbbbb"]);
        let status = progress.status(101);
        assert_eq!((status.due, status.met, status.attempts), (1, 2, 3));
    }

    #[test]
    fn the_trend_follows_the_last_attempts() {
        let mut progress = Progress::default();
        for _ in 0..5 {
            progress.record(&puzzle("ccccc", 1800), Grade::Clean, 1);
        }
        assert!(progress.status(1).trend > 0);
        for _ in 0..15 {
            progress.record(&puzzle("ddddd", 1000), Grade::Failed, 2);
        }
        assert!(progress.status(2).trend < 0);
    }

    #[test]
    fn progress_reads_back_as_written() {
        let mut progress = Progress::default();
        progress.record(&puzzle("eeeee", 1200), Grade::Helped, 3);
        let text = serde_json::to_string(&progress).unwrap();
        let back: Progress = serde_json::from_str(&text).unwrap();
        assert_eq!(back.reviews, progress.reviews);
        assert_eq!(back.history.len(), 1);
        // serde_json reads a float back to within its last bit.
        assert!((back.rating.rating - progress.rating.rating).abs() < 1e-9);
        assert!((back.history[0].rating - progress.history[0].rating).abs() < 1e-9);
    }
}
