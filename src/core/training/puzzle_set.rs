//! The puzzle set: the built-in Lichess puzzles (CC0, data/lichess-puzzles/), read once, found
//! by id, chosen by theme and rating.

use std::sync::OnceLock;

use super::puzzle::{Puzzle, PuzzleId, PuzzleRowError};

/// The Lichess CSV carried in the program (its README says where it comes from).
const BUILT_IN_CSV: &str = include_str!("../../../data/lichess-puzzles/puzzles.csv");

/// Puzzles in id order.
#[derive(Debug, Clone, Default)]
pub struct PuzzleSet {
    puzzles: Vec<Puzzle>,
}

/// A row of the CSV that is no puzzle: its line (1-based, the header being line 1) and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowProblem {
    pub line: usize,
    pub error: PuzzleRowError,
}

impl PuzzleSet {
    /// The built-in set, read on first use.
    pub fn built_in() -> &'static PuzzleSet {
        static SET: OnceLock<PuzzleSet> = OnceLock::new();
        SET.get_or_init(|| PuzzleSet::from_csv(BUILT_IN_CSV).0)
    }

    /// The puzzles of a Lichess CSV (its header line skipped), and the rows that are none.
    pub fn from_csv(text: &str) -> (PuzzleSet, Vec<RowProblem>) {
        let mut puzzles = Vec::new();
        let mut problems = Vec::new();
        for (index, row) in text.lines().enumerate() {
            if index == 0 && row.starts_with("PuzzleId") || row.trim().is_empty() {
                continue;
            }
            match Puzzle::from_row(row) {
                Ok(puzzle) => puzzles.push(puzzle),
                Err(error) => problems.push(RowProblem {
                    line: index + 1,
                    error,
                }),
            }
        }
        puzzles.sort_by(|a, b| a.id.cmp(&b.id));
        puzzles.dedup_by(|a, b| a.id == b.id);
        (PuzzleSet { puzzles }, problems)
    }

    pub fn len(&self) -> usize {
        self.puzzles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.puzzles.is_empty()
    }

    pub fn all(&self) -> &[Puzzle] {
        &self.puzzles
    }

    /// The puzzle with this id (ids compare exactly, as Lichess's are case-sensitive).
    pub fn find(&self, id: &str) -> Option<&Puzzle> {
        self.puzzles
            .binary_search_by(|p| p.id.as_str().cmp(id))
            .ok()
            .map(|i| &self.puzzles[i])
    }

    /// The puzzle with this id.
    pub fn get(&self, id: &PuzzleId) -> Option<&Puzzle> {
        self.find(id.as_str())
    }

    /// The puzzles that fit `choice`, in id order.
    pub fn chosen<'a>(&'a self, choice: &Choice) -> impl Iterator<Item = &'a Puzzle> + use<'a> {
        let choice = choice.clone();
        self.puzzles.iter().filter(move |p| choice.fits(p))
    }

    /// Every theme of the set, sorted, once each.
    pub fn themes(&self) -> Vec<&str> {
        let mut themes: Vec<&str> = self
            .puzzles
            .iter()
            .flat_map(|p| p.themes.iter().map(String::as_str))
            .collect();
        themes.sort_unstable();
        themes.dedup();
        themes
    }
}

/// Which puzzles a session takes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Choice {
    /// A Lichess theme key, compared without case (`mateIn2`, `fork`).
    pub theme: Option<String>,
    /// Ratings from `low` to `high`, both included.
    pub rating: Option<(u16, u16)>,
}

impl Choice {
    pub fn fits(&self, puzzle: &Puzzle) -> bool {
        let theme_fits = self.theme.as_ref().is_none_or(|theme| {
            puzzle
                .themes
                .iter()
                .any(|own| own.eq_ignore_ascii_case(theme))
        });
        let rating_fits = self
            .rating
            .is_none_or(|(low, high)| (low..=high).contains(&puzzle.rating));
        theme_fits && rating_fits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_set_reads_whole_and_every_puzzle_opens() {
        let (set, problems) = PuzzleSet::from_csv(BUILT_IN_CSV);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(set.len(), 6605);
        for puzzle in set.all() {
            puzzle
                .open()
                .unwrap_or_else(|e| panic!("{}: {e}", puzzle.id));
        }
    }

    #[test]
    fn puzzles_are_found_by_id_and_chosen_by_theme_and_rating() {
        let set = PuzzleSet::built_in();
        assert_eq!(set.find("0008Q").unwrap().rating, 1383);
        assert!(set.find("0008q").is_none());
        assert!(set.find("nope!").is_none());
        let choice = Choice {
            theme: Some("MATEIN1".into()),
            rating: Some((800, 1000)),
        };
        let chosen: Vec<_> = set.chosen(&choice).collect();
        assert!(!chosen.is_empty());
        assert!(
            chosen.iter().all(
                |p| (800..=1000).contains(&p.rating) && p.themes.iter().any(|t| t == "mateIn1")
            )
        );
        assert!(set.themes().contains(&"fork"));
    }

    #[test]
    fn a_bad_row_is_reported_with_its_line_and_the_rest_read() {
        let csv = "PuzzleId,FEN,Moves,Rating,Themes,GameUrl\nbad\n0008Q,8/4R3/1p2P3/p4r2/P6p/1P3Pk1/4K3/8 w - - 1 64,e7f7 f5e5 e2f1 e5e6,1383,rookEndgame,u\n";
        let (set, problems) = PuzzleSet::from_csv(csv);
        assert_eq!(set.len(), 1);
        assert_eq!(problems[0].line, 2);
    }
}
