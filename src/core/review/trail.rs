//! The positions along a review's path, kept so that a step costs the same at move 10 and at
//! move 10 million, and memory stays a small part of the game's own.
//!
//! Every move of the path has a [`Step`] (the position it was played from, and the last opening
//! named up to it), but only the last ones are kept whole: of the others, one in
//! [`CHECKPOINT_EVERY`]. A step back past the last ones kept plays the path again from the
//! checkpoint before, at most [`CHECKPOINT_EVERY`] moves, once for that many steps back; and as
//! the recent steps hold up to twice that many, going forward and back at one place never plays
//! a move again.

use shakmaty::{Chess, Move, Position};

use crate::core::openings::Opening;

/// One step in [`CHECKPOINT_EVERY`] is kept as a checkpoint.
pub(super) const CHECKPOINT_EVERY: usize = 32;

/// A move on the path from the start to the cursor: the position it was played from.
#[derive(Debug, Clone)]
pub(super) struct Step {
    pub(super) before: Chess,
    /// The last opening named at or before `before` on the path.
    pub(super) opening: Option<Opening>,
}

/// The steps of a path: a checkpoint every [`CHECKPOINT_EVERY`] steps, and the last steps whole.
#[derive(Debug, Clone, Default)]
pub(super) struct Trail {
    /// The steps whose index is a multiple of [`CHECKPOINT_EVERY`], in order: one for each such
    /// index below [`Trail::len`].
    checkpoints: Vec<Step>,
    /// The steps from index `recent_from` on: at least one when the path has any, at most twice
    /// [`CHECKPOINT_EVERY`].
    recent: Vec<Step>,
    /// A multiple of [`CHECKPOINT_EVERY`].
    recent_from: usize,
}

impl Trail {
    /// How many moves the path has.
    pub(super) fn len(&self) -> usize {
        self.recent_from + self.recent.len()
    }

    /// The step of the path's last move.
    pub(super) fn last(&self) -> Option<&Step> {
        self.recent.last()
    }

    pub(super) fn clear(&mut self) {
        self.checkpoints.clear();
        self.recent.clear();
        self.recent_from = 0;
    }

    /// One more move on the path, played from `step.before`.
    pub(super) fn push(&mut self, step: Step) {
        if self.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(step.clone());
        }
        self.recent.push(step);
        if self.recent.len() > 2 * CHECKPOINT_EVERY {
            self.recent.drain(..CHECKPOINT_EVERY);
            self.recent_from += CHECKPOINT_EVERY;
        }
    }

    /// Takes back the path's last move. When no recent step is left, the ones before are made
    /// again from the checkpoint before them: `moves(from, to)` gives the path's moves of those
    /// indexes, and `name` the opening a position is named, if any.
    pub(super) fn pop(
        &mut self,
        moves: impl FnOnce(usize, usize) -> Vec<Move>,
        name: impl Fn(&Chess) -> Option<Opening>,
    ) -> Option<Step> {
        let step = self.recent.pop()?;
        if self.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.pop();
        }
        if self.recent.is_empty() && self.recent_from > 0 {
            self.refill(moves, name);
        }
        Some(step)
    }

    /// Makes the [`CHECKPOINT_EVERY`] steps before `recent_from` again, from their checkpoint.
    fn refill(
        &mut self,
        moves: impl FnOnce(usize, usize) -> Vec<Move>,
        name: impl Fn(&Chess) -> Option<Opening>,
    ) {
        let from = self.recent_from - CHECKPOINT_EVERY;
        let Some(checkpoint) = self.checkpoints.get(from / CHECKPOINT_EVERY).cloned() else {
            return;
        };
        let mut previous = checkpoint;
        for m in moves(from, self.recent_from - 1) {
            let mut before = previous.before.clone();
            before.play_unchecked(m);
            let opening = name(&before).or(previous.opening);
            self.recent.push(previous);
            previous = Step { before, opening };
        }
        self.recent.push(previous);
        self.recent_from = from;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Square, uci::UciMove};

    /// Knights out and back: `count` moves.
    fn moves(count: usize) -> Vec<Move> {
        let cycle = ["g1f3", "g8f6", "f3g1", "f6g8"];
        let mut pos = Chess::default();
        (0..count)
            .map(|index| {
                let uci = UciMove::from_ascii(cycle[index % 4].as_bytes()).unwrap();
                let m = uci.to_move(&pos).unwrap();
                pos.play_unchecked(m);
                m
            })
            .collect()
    }

    /// Names the position with a knight on f3 (any opening will do for the test).
    fn name(pos: &Chess) -> Option<Opening> {
        pos.board().piece_at(Square::F3).map(|_| Opening {
            eco: "A04",
            name: "Zukertort",
        })
    }

    #[test]
    fn steps_taken_back_are_those_pushed_with_few_kept() {
        let all = moves(1000);
        let mut trail = Trail::default();
        let mut pushed = Vec::new();
        let mut pos = Chess::default();
        let mut opening = None;
        for &m in &all {
            opening = name(&pos).or(opening);
            let step = Step {
                before: pos.clone(),
                opening,
            };
            pushed.push(step.clone());
            trail.push(step);
            pos.play_unchecked(m);
        }
        assert_eq!(trail.len(), 1000);
        assert!(trail.recent.len() <= 2 * CHECKPOINT_EVERY);
        assert_eq!(
            trail.checkpoints.len(),
            1000_usize.div_ceil(CHECKPOINT_EVERY)
        );
        // Forward and back at one place keeps every step it needs.
        for _ in 0..100 {
            let step = pushed[999].clone();
            let popped = trail.pop(|_, _| panic!("nothing to replay"), name).unwrap();
            assert_eq!(popped.before, step.before);
            trail.push(step);
        }
        for expected in pushed.iter().rev() {
            let popped = trail.pop(|from, to| all[from..to].to_vec(), name).unwrap();
            assert_eq!(popped.before, expected.before);
            assert_eq!(popped.opening, expected.opening);
            assert!(trail.recent.len() <= 2 * CHECKPOINT_EVERY);
        }
        assert_eq!(trail.len(), 0);
        assert!(trail.checkpoints.is_empty());
    }
}
