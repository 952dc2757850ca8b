//! A finished game gone over move by move: a cursor on its main line that steps forward and back
//! and jumps, each step said in the voice with its number and side. Pure: the caller reads the
//! game and says the words.

use shakmaty::{CastlingMode, Chess, Color, Move, Position};

use super::game::Game;
use super::phrasing::{Style, Suffix, announce_with_suffix};
use super::voice::Voice;

/// Where a step went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// A move was played forward: its words with its number and side.
    Forward(String),
    /// A move was taken back: the words of the move now undone.
    Back(String),
    /// A jump to after half-move `ply` (0: the start).
    Jumped {
        ply: usize,
    },
    /// Nothing further that way.
    AtStart,
    AtEnd,
}

/// A game's main line and a cursor on it.
#[derive(Debug, Clone)]
pub struct Review {
    start: Chess,
    castling_mode: CastlingMode,
    moves: Vec<Move>,
    /// Half-moves played from the start.
    cursor: usize,
    /// The position after each half-move (index 0: the start).
    positions: Vec<Chess>,
}

impl Review {
    pub fn new(start: Chess, castling_mode: CastlingMode, moves: Vec<Move>) -> Self {
        let mut positions = Vec::with_capacity(moves.len() + 1);
        positions.push(start.clone());
        let mut position = start.clone();
        for &m in &moves {
            position.play_unchecked(m);
            positions.push(position.clone());
        }
        Self {
            start,
            castling_mode,
            moves,
            cursor: 0,
            positions,
        }
    }

    /// Half-moves played to reach the cursor.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The position at the cursor.
    pub fn position(&self) -> &Chess {
        &self.positions[self.cursor]
    }

    /// The game up to the cursor, for the table's queries.
    pub fn game(&self) -> Game {
        let mut game = Game::from_position(self.start.clone(), self.castling_mode);
        for &m in &self.moves[..self.cursor] {
            // Every move of the line was legal when the game was read.
            if game.play(m).is_err() {
                break;
            }
        }
        game
    }

    /// The words of half-move `index` (0-based) as announced, with its number and side:
    /// `move_number` is the voice's "Zug {n}" template.
    pub fn move_said(
        &self,
        index: usize,
        voice: &Voice,
        style: Style,
        move_number: &str,
    ) -> String {
        let before = &self.positions[index];
        let after = &self.positions[index + 1];
        let words =
            announce_with_suffix(before, self.moves[index], Suffix::of(after), voice, style);
        let number = before.fullmoves().get();
        let number_words = voice.number(number).unwrap_or_else(|| number.to_string());
        let side = match before.turn() {
            Color::White => voice.clock_words().white.as_str(),
            Color::Black => voice.clock_words().black.as_str(),
        };
        format!(
            "{}, {side}: {words}",
            move_number.replace("{n}", &number_words)
        )
    }

    /// The move that led to the cursor, said with its number and side (`None` at the start).
    pub fn last_move_said(&self, voice: &Voice, style: Style, move_number: &str) -> Option<String> {
        self.cursor
            .checked_sub(1)
            .map(|index| self.move_said(index, voice, style, move_number))
    }

    pub fn forward(&mut self, voice: &Voice, style: Style, move_number: &str) -> Step {
        if self.cursor >= self.moves.len() {
            return Step::AtEnd;
        }
        self.cursor += 1;
        Step::Forward(self.move_said(self.cursor - 1, voice, style, move_number))
    }

    pub fn back(&mut self, voice: &Voice, style: Style, move_number: &str) -> Step {
        if self.cursor == 0 {
            return Step::AtStart;
        }
        self.cursor -= 1;
        Step::Back(self.move_said(self.cursor, voice, style, move_number))
    }

    /// To just after move `number` of `side` (`go 12`: after White's twelfth move), clamped to
    /// the game.
    pub fn go_to(&mut self, number: u32, side: Color) -> Step {
        let first = self.start.fullmoves().get();
        let first_side = self.start.turn();
        // Half-moves from the start to just after (number, side).
        let index = i64::from(number) * 2 - i64::from(first) * 2 + i64::from(side == Color::Black)
            - i64::from(first_side == Color::Black)
            + 1;
        let ply = usize::try_from(index.max(0))
            .unwrap_or(0)
            .min(self.moves.len());
        self.cursor = ply;
        Step::Jumped { ply }
    }

    pub fn to_start(&mut self) -> Step {
        self.cursor = 0;
        Step::Jumped { ply: 0 }
    }

    pub fn to_end(&mut self) -> Step {
        self.cursor = self.moves.len();
        Step::Jumped { ply: self.cursor }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::uci::UciMove;

    fn review(ucis: &[&str]) -> Review {
        let mut position = Chess::default();
        let mut moves = Vec::new();
        for text in ucis {
            let m = text.parse::<UciMove>().unwrap().to_move(&position).unwrap();
            position.play_unchecked(m);
            moves.push(m);
        }
        Review::new(Chess::default(), CastlingMode::Standard, moves)
    }

    #[test]
    fn steps_forward_and_back_say_each_move_with_its_number_and_side() {
        let voice = Voice::fide();
        let mut r = review(&["e2e4", "e7e5", "g1f3"]);
        let n = "Zug {n}";
        assert_eq!(
            r.forward(&voice, Style::Short, n),
            Step::Forward("Zug eins, Weiß: Bauer Eva vier".into())
        );
        assert_eq!(
            r.forward(&voice, Style::Short, n),
            Step::Forward("Zug eins, Schwarz: Bauer Eva fünf".into())
        );
        assert_eq!(
            r.back(&voice, Style::Short, n),
            Step::Back("Zug eins, Schwarz: Bauer Eva fünf".into())
        );
        assert_eq!(r.cursor(), 1);
        r.to_start();
        assert_eq!(r.back(&voice, Style::Short, n), Step::AtStart);
        r.to_end();
        assert_eq!(r.forward(&voice, Style::Short, n), Step::AtEnd);
        assert_eq!(r.game().history().len(), 3);
    }

    #[test]
    fn go_lands_after_the_named_move_and_stays_within_the_game() {
        let mut r = review(&["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"]);
        assert_eq!(r.go_to(2, Color::White), Step::Jumped { ply: 3 });
        assert_eq!(r.go_to(2, Color::Black), Step::Jumped { ply: 4 });
        assert_eq!(r.go_to(1, Color::White), Step::Jumped { ply: 1 });
        assert_eq!(r.go_to(40, Color::White), Step::Jumped { ply: 5 });
        assert_eq!(r.go_to(0, Color::White), Step::Jumped { ply: 0 });
    }
}
