//! When a puzzle comes back: SM-2 (`SuperMemo` 2, P. Woźniak 1990), as a pure function of the
//! last review and how the puzzle went. Days are whole numbers counted by the caller (the day
//! of the solve); nothing here reads a clock.

use serde::{Deserialize, Serialize};

/// How a puzzle went, SM-2's grade in the words of a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Grade {
    /// Not solved (left, or the solution told and the player gave up).
    Failed,
    /// Solved with help: after a miss or a hint.
    Helped,
    /// Solved at once, without a miss or a hint.
    Clean,
}

impl Grade {
    /// SM-2's quality, 0 to 5.
    fn quality(self) -> f64 {
        match self {
            Grade::Failed => 1.0,
            Grade::Helped => 3.0,
            Grade::Clean => 5.0,
        }
    }

    /// Whether the puzzle counts as solved (for the rating).
    pub fn solved(self) -> bool {
        self != Grade::Failed
    }
}

/// A puzzle's place in the schedule.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// Days until it comes back, counted from `last_day`.
    pub interval_days: u32,
    /// SM-2's easiness factor (1.3 and up; 2.5 to start).
    pub ease: f64,
    /// Successful reviews in a row.
    pub streak: u32,
    /// The day of the last review.
    pub last_day: u32,
}

/// SM-2's lowest easiness.
const MIN_EASE: f64 = 1.3;
/// The easiness a new puzzle starts with.
const START_EASE: f64 = 2.5;
/// No interval beyond ten years.
const MAX_INTERVAL_DAYS: u32 = 3650;

impl Review {
    /// The day it is due.
    pub fn due_day(&self) -> u32 {
        self.last_day.saturating_add(self.interval_days)
    }

    pub fn is_due(&self, today: u32) -> bool {
        self.due_day() <= today
    }
}

/// The schedule after a puzzle first met on `today`, or met again, went as `grade`.
pub fn next_review(previous: Option<&Review>, grade: Grade, today: u32) -> Review {
    let (ease, streak, interval) =
        previous.map_or((START_EASE, 0, 0), |r| (r.ease, r.streak, r.interval_days));
    let q = grade.quality();
    // SM-2: EF' = EF + (0.1 - (5 - q) (0.08 + (5 - q) 0.02)), never below 1.3.
    let ease = (ease + (0.1 - (5.0 - q) * (0.08 + (5.0 - q) * 0.02))).max(MIN_EASE);
    let (streak, interval_days) = if grade.solved() {
        let next = match streak {
            0 => 1,
            1 => 6,
            _ => {
                // Rounded up, so an interval always grows after a success.
                let grown = (f64::from(interval.max(1)) * ease).ceil();
                // The float is at most ten years of days, so it fits.
                #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
                let grown = grown.min(f64::from(MAX_INTERVAL_DAYS)) as u32;
                grown.max(interval + 1)
            }
        };
        (streak + 1, next.max(interval.saturating_add(1)))
    } else {
        // A miss starts the puzzle over: back tomorrow.
        (0, 1)
    };
    Review {
        interval_days: interval_days.min(MAX_INTERVAL_DAYS),
        ease,
        streak,
        last_day: today,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn grade() -> impl Strategy<Value = Grade> {
        prop_oneof![Just(Grade::Failed), Just(Grade::Helped), Just(Grade::Clean)]
    }

    /// A review reached by any series of grades.
    fn reached() -> impl Strategy<Value = Review> {
        proptest::collection::vec(grade(), 0..30).prop_map(|grades| {
            let mut review = next_review(None, Grade::Clean, 0);
            for (day, grade) in grades.into_iter().enumerate() {
                let today = review.due_day().max(u32::try_from(day).unwrap());
                review = next_review(Some(&review), grade, today);
            }
            review
        })
    }

    proptest! {
        #[test]
        fn intervals_grow_after_a_success(review in reached(), success in prop_oneof![Just(Grade::Helped), Just(Grade::Clean)]) {
            let next = next_review(Some(&review), success, review.due_day());
            prop_assert!(next.interval_days > review.interval_days || review.interval_days == MAX_INTERVAL_DAYS);
            prop_assert_eq!(next.streak, review.streak + 1);
        }

        #[test]
        fn intervals_shrink_after_a_miss(review in reached()) {
            let next = next_review(Some(&review), Grade::Failed, review.due_day());
            prop_assert!(next.interval_days <= review.interval_days);
            prop_assert_eq!(next.interval_days, 1);
            prop_assert!(next.ease <= review.ease);
        }

        #[test]
        fn a_clean_solve_never_comes_back_sooner_than_a_helped_one(review in reached()) {
            let clean = next_review(Some(&review), Grade::Clean, review.due_day());
            let helped = next_review(Some(&review), Grade::Helped, review.due_day());
            prop_assert!(clean.interval_days >= helped.interval_days);
            prop_assert!(clean.ease >= MIN_EASE && helped.ease >= MIN_EASE);
        }
    }

    #[test]
    fn a_new_puzzle_comes_back_after_one_then_six_days() {
        let first = next_review(None, Grade::Clean, 10);
        assert_eq!((first.interval_days, first.due_day()), (1, 11));
        let second = next_review(Some(&first), Grade::Clean, 11);
        assert_eq!(second.interval_days, 6);
        assert!(!second.is_due(16) && second.is_due(17));
    }
}
