//! Drills from the player's own games: each move `analyse` marked a mistake (`$2`) or a blunder
//! (`$4`) with the better move as its first variation becomes a puzzle of the Lichess shape —
//! the position before the opponent's move that led to the mistake, that move as the setting
//! move, and the better move as the solution.

use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Position};

use super::puzzle::{Puzzle, PuzzleId};
use crate::core::pgn::PgnGame;

/// The NAGs `analyse` writes for a mistake and a blunder.
const MISTAKE: u8 = 2;
const BLUNDER: u8 = 4;

/// The rating a drill is given for the player's rating: the level of the player's own games.
pub const DRILL_RATING: u16 = 1500;

/// The theme keys of drills.
pub const OWN_MISTAKE: &str = "ownMistake";
pub const OWN_BLUNDER: &str = "ownBlunder";

/// A move's worth to the side that makes it, in centipawns; a mate is worth [`MATE_VALUE`] less
/// the plies to it (a mate against the mover the same, negative).
pub type MoveValue = i32;

/// The worth of mating at once.
pub const MATE_VALUE: MoveValue = 100_000;

/// Values this near [`MATE_VALUE`] are mates.
const MATE_REACH: MoveValue = 1_000;

/// How far the better move must stand above every other for the drill to be kept: a pawn and
/// a half, so a drill never asks for one move among several nearly as good.
pub const CLEAR_MARGIN: MoveValue = 150;

/// What the engine's scores of every move say of a drill's solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrillCheck {
    /// Kept: the solution is the best move by [`CLEAR_MARGIN`], or the only mate.
    ClearlyBest,
    /// Left out: another move is as good or nearly (or mates too).
    Ambiguous,
    /// Left out: the engine finds this other move better.
    NotBest(shakmaty::Move),
}

/// Judges `solution` among `values`, every legal move of the drill's position with its value
/// to the side to move (the solution among them).
pub fn judge_drill(solution: shakmaty::Move, values: &[(shakmaty::Move, MoveValue)]) -> DrillCheck {
    let Some(own) = values.iter().find(|(m, _)| *m == solution).map(|(_, v)| *v) else {
        return DrillCheck::Ambiguous;
    };
    let mut others = values.iter().filter(|(m, _)| *m != solution);
    let Some((best_other, second)) = others
        .clone()
        .map(|(m, v)| (*m, *v))
        .max_by_key(|(_, v)| *v)
    else {
        // The only legal move: nothing else to choose.
        return DrillCheck::ClearlyBest;
    };
    let is_mate = |value: MoveValue| value >= MATE_VALUE - MATE_REACH;
    if second > own {
        return DrillCheck::NotBest(best_other);
    }
    if is_mate(own) && others.all(|(_, v)| !is_mate(*v)) {
        return DrillCheck::ClearlyBest;
    }
    if !is_mate(second) && own - second >= CLEAR_MARGIN {
        DrillCheck::ClearlyBest
    } else {
        DrillCheck::Ambiguous
    }
}

/// The drills of `game`: its marked moves by `side` (both sides when `None`). A mistake on the
/// game's first move has no move before it and is left out, as is a game in Chess960 (the
/// puzzle's moves are standard UCI).
pub fn drills_from_game(game: &PgnGame, side: Option<Color>) -> Vec<Puzzle> {
    if game.castling_mode != CastlingMode::Standard {
        return Vec::new();
    }
    let mut drills = Vec::new();
    let mut before_previous: Option<Chess> = None;
    let mut position = game.start.clone();
    for (index, m) in game.moves.iter().enumerate() {
        let mover = position.turn();
        if let (Some(earlier), Some(notes)) = (&before_previous, game.notes.get(index)) {
            let marked = notes.nags.iter().find(|n| matches!(**n, MISTAKE | BLUNDER));
            let better = notes
                .variations
                .first()
                .and_then(|line| line.moves.first())
                .filter(|better| *better != m && position.is_legal(**better));
            if let (Some(nag), Some(better), true) =
                (marked, better, side.is_none_or(|s| s == mover))
            {
                let previous = game.moves[index - 1];
                let fen = shakmaty::fen::Fen::from_position(earlier, EnPassantMode::Legal);
                let setting = previous.to_uci(CastlingMode::Standard);
                let solution = better.to_uci(CastlingMode::Standard);
                let theme = if *nag == BLUNDER {
                    OWN_BLUNDER
                } else {
                    OWN_MISTAKE
                };
                if let Some(id) =
                    PuzzleId::parse(&drill_id(&fen.to_string(), &solution.to_string()))
                {
                    drills.push(Puzzle {
                        id,
                        fen: fen.to_string(),
                        moves: vec![setting, solution],
                        rating: DRILL_RATING,
                        themes: vec![theme.to_owned()],
                    });
                }
            }
        }
        before_previous = Some(position.clone());
        position.play_unchecked(*m);
    }
    drills
}

/// A drill's id: `d` and a hash of its position and solution (FNV-1a, 64 bits), the same for
/// the same drill from any game, so a game analysed twice adds nothing new.
fn drill_id(fen: &str, solution: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in fen.bytes().chain([b' ']).chain(solution.bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("d{hash:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::pgn::read_games;

    const ANALYSED: &str = "[White \"Me\"]\n[Black \"Them\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 $4 \
        (3... g6 4. Qf3) 4. Qxf7# 1-0\n";

    fn moves(position: &Chess, uci: &[&str]) -> Vec<shakmaty::Move> {
        uci.iter()
            .map(|u| {
                u.parse::<shakmaty::uci::UciMove>()
                    .unwrap()
                    .to_move(position)
                    .unwrap()
            })
            .collect()
    }

    #[test]
    fn a_solution_is_kept_only_when_clearly_best() {
        let position = Chess::default();
        let m = moves(&position, &["e2e4", "d2d4", "g1f3"]);
        let values = |a, b, c| vec![(m[0], a), (m[1], b), (m[2], c)];
        assert_eq!(
            judge_drill(m[0], &values(200, 40, 10)),
            DrillCheck::ClearlyBest
        );
        assert_eq!(
            judge_drill(m[0], &values(200, 120, 10)),
            DrillCheck::Ambiguous
        );
        assert_eq!(
            judge_drill(m[0], &values(20, 120, 10)),
            DrillCheck::NotBest(m[1])
        );
        // The only mate is clearly best, whatever the rest wins; two mates are ambiguous.
        assert_eq!(
            judge_drill(m[0], &values(MATE_VALUE - 1, 900, 10)),
            DrillCheck::ClearlyBest
        );
        assert_eq!(
            judge_drill(m[0], &values(MATE_VALUE - 1, MATE_VALUE - 5, 10)),
            DrillCheck::Ambiguous
        );
        assert_eq!(judge_drill(m[0], &[(m[0], -30)]), DrillCheck::ClearlyBest);
    }

    #[test]
    fn a_blunder_with_its_better_move_becomes_a_drill_before_the_opponents_move() {
        let games: Vec<_> = read_games(ANALYSED.as_bytes()).collect();
        let game = games[0].as_ref().unwrap();
        let drills = drills_from_game(game, None);
        assert_eq!(drills.len(), 1);
        let drill = &drills[0];
        assert_eq!(
            drill
                .moves
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>(),
            ["f1c4", "g7g6"]
        );
        assert_eq!(drill.themes, [OWN_BLUNDER]);
        let opened = drill.open().unwrap();
        assert_eq!(opened.start().turn(), Color::Black);
        assert_eq!(drills_from_game(game, Some(Color::White)), []);
        assert_eq!(drills_from_game(game, Some(Color::Black)), drills);
    }
}
