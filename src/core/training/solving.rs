//! A puzzle being solved, as a state machine over legal moves: each attempt is right (the
//! opponent's reply follows, or the puzzle is solved) or wrong (tried again; after the second
//! miss the solution is told). Hints name the piece, then its square. No words here: the round
//! says what happened.

use shakmaty::{Chess, Move, Position, Role, Square};

use super::puzzle::OpenedPuzzle;

/// Misses after which the move wanted is told.
pub const MISSES_BEFORE_SOLUTION: u8 = 2;

/// Where the solving stands.
#[derive(Debug, Clone)]
pub struct Solving {
    position: Chess,
    /// The player's moves and the replies, alternating, the player's first.
    line: Vec<Move>,
    /// The next move of `line` to play (always the player's while not solved).
    next: usize,
    /// Wrong moves since the last right one.
    misses_here: u8,
    /// Wrong moves in the whole puzzle.
    misses: u32,
    /// Hints given for the move now wanted (0, 1: the piece, 2: the square too).
    hints_here: u8,
    /// Hints given in the whole puzzle, and solutions told.
    helped: u32,
    solved: bool,
}

/// What a move the player made does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Attempt {
    /// The move wanted (or another that mates): `reply` is the opponent's answer played at
    /// once, if the puzzle goes on; `solved` when this was the last move.
    Right { reply: Option<Move>, solved: bool },
    /// Not the solution: the position is as before. `solution` is the move wanted, told after
    /// the second miss of this move.
    Wrong { misses: u8, solution: Option<Move> },
    /// The puzzle is already solved.
    AlreadySolved,
}

/// A hint for the move wanted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hint {
    /// The piece to move, and where it stands.
    Piece { role: Role, from: Square },
    /// Where it goes.
    Square {
        role: Role,
        from: Square,
        to: Square,
    },
}

impl Solving {
    /// Ready for the player's first move (the setting move played).
    pub fn new(opened: &OpenedPuzzle) -> Solving {
        Solving {
            position: opened.start(),
            line: opened.line.clone(),
            next: 0,
            misses_here: 0,
            misses: 0,
            hints_here: 0,
            helped: 0,
            solved: false,
        }
    }

    /// The position now.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The move wanted now, unless solved.
    pub fn wanted(&self) -> Option<Move> {
        (!self.solved).then(|| self.line.get(self.next).copied())?
    }

    pub fn is_solved(&self) -> bool {
        self.solved
    }

    /// Wrong moves in the whole puzzle.
    pub fn misses(&self) -> u32 {
        self.misses
    }

    /// Hints asked for and solutions told in the whole puzzle.
    pub fn helped(&self) -> u32 {
        self.helped
    }

    /// The player made `m` (a legal move of the position).
    pub fn attempt(&mut self, m: Move) -> Attempt {
        let Some(wanted) = self.wanted() else {
            return Attempt::AlreadySolved;
        };
        if m == wanted {
            return self.advance(m);
        }
        // As on Lichess, any move that mates solves the puzzle.
        let mut after = self.position.clone();
        after.play_unchecked(m);
        if after.is_checkmate() {
            self.position = after;
            self.solved = true;
            return Attempt::Right {
                reply: None,
                solved: true,
            };
        }
        self.misses_here = self.misses_here.saturating_add(1);
        self.misses += 1;
        let solution = (self.misses_here >= MISSES_BEFORE_SOLUTION).then_some(wanted);
        if solution.is_some() && self.misses_here == MISSES_BEFORE_SOLUTION {
            self.helped += 1;
        }
        Attempt::Wrong {
            misses: self.misses_here,
            solution,
        }
    }

    /// The next hint for the move wanted: the piece, then the square; `None` once solved.
    pub fn hint(&mut self) -> Option<Hint> {
        let wanted = self.wanted()?;
        let role = wanted.role();
        let from = wanted.from()?;
        self.hints_here = (self.hints_here + 1).min(2);
        self.helped += 1;
        Some(if self.hints_here == 1 {
            Hint::Piece { role, from }
        } else {
            Hint::Square {
                role,
                from,
                to: wanted.to(),
            }
        })
    }

    /// The move wanted is told (the player gave up on it): counted as help.
    pub fn give_solution(&mut self) -> Option<Move> {
        let wanted = self.wanted()?;
        self.helped += 1;
        Some(wanted)
    }

    fn advance(&mut self, m: Move) -> Attempt {
        self.position.play_unchecked(m);
        self.next += 1;
        self.misses_here = 0;
        self.hints_here = 0;
        let reply = self.line.get(self.next).copied();
        if let Some(reply) = reply {
            self.position.play_unchecked(reply);
            self.next += 1;
        }
        self.solved = self.next >= self.line.len();
        Attempt::Right {
            reply,
            solved: self.solved,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::training::puzzle::Puzzle;
    use shakmaty::CastlingMode;

    fn uci(m: Move) -> String {
        m.to_uci(CastlingMode::Standard).to_string()
    }

    fn solving(row: &str) -> Solving {
        Solving::new(&Puzzle::from_row(row).unwrap().open().unwrap())
    }

    fn legal(solving: &Solving, text: &str) -> Move {
        shakmaty::uci::UciMove::from_ascii(text.as_bytes())
            .unwrap()
            .to_move(solving.position())
            .unwrap()
    }

    const ROOK_ENDGAME: &str =
        "0008Q,8/4R3/1p2P3/p4r2/P6p/1P3Pk1/4K3/8 w - - 1 64,e7f7 f5e5 e2f1 e5e6,1383,rookEndgame,u";

    #[test]
    fn right_moves_bring_the_replies_until_solved() {
        let mut s = solving(ROOK_ENDGAME);
        let first = legal(&s, "f5e5");
        match s.attempt(first) {
            Attempt::Right {
                reply: Some(reply),
                solved: false,
            } => assert_eq!(uci(reply), "e2f1"),
            other => panic!("{other:?}"),
        }
        let last = legal(&s, "e5e6");
        assert_eq!(
            s.attempt(last),
            Attempt::Right {
                reply: None,
                solved: true
            }
        );
        assert!(s.is_solved());
        assert_eq!(s.attempt(last), Attempt::AlreadySolved);
    }

    #[test]
    fn the_second_miss_tells_the_solution_and_the_position_stays() {
        let mut s = solving(ROOK_ENDGAME);
        let before = s.position().clone();
        let wrong = legal(&s, "g3g2");
        assert_eq!(
            s.attempt(wrong),
            Attempt::Wrong {
                misses: 1,
                solution: None
            }
        );
        match s.attempt(wrong) {
            Attempt::Wrong {
                misses: 2,
                solution: Some(m),
            } => assert_eq!(uci(m), "f5e5"),
            other => panic!("{other:?}"),
        }
        assert_eq!(s.position(), &before);
        assert_eq!(s.misses(), 2);
    }

    #[test]
    fn hints_name_the_piece_then_the_square() {
        let mut s = solving(ROOK_ENDGAME);
        assert_eq!(
            s.hint(),
            Some(Hint::Piece {
                role: Role::Rook,
                from: Square::F5
            })
        );
        assert_eq!(
            s.hint(),
            Some(Hint::Square {
                role: Role::Rook,
                from: Square::F5,
                to: Square::E5
            })
        );
        assert_eq!(s.helped(), 2);
    }

    #[test]
    fn every_built_in_puzzle_is_solved_cleanly_by_its_own_line() {
        for puzzle in crate::core::training::PuzzleSet::built_in().all() {
            let opened = puzzle.open().unwrap();
            let mut s = Solving::new(&opened);
            for m in opened.line.iter().step_by(2) {
                assert!(
                    matches!(s.attempt(*m), Attempt::Right { .. }),
                    "{}",
                    puzzle.id
                );
            }
            assert!(s.is_solved() && s.misses() == 0, "{}", puzzle.id);
        }
    }

    #[test]
    fn another_move_that_mates_solves_the_puzzle() {
        // White mates on the back rank with either rook: Rd8# is the line, Re8# mates too.
        let mut s = solving("m1,6k1/5ppp/8/8/8/8/r4PPP/3RR1K1 b - - 0 1,a2a1 d1d8,900,mateIn1,u");
        let other = legal(&s, "e1e8");
        assert_eq!(
            s.attempt(other),
            Attempt::Right {
                reply: None,
                solved: true
            }
        );
    }
}
