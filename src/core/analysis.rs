//! What an engine thinks of each move, as Lichess judges it: winning chances from the
//! evaluation, a move marked by how much of them it lost (10, 20, 30 points: inaccuracy,
//! mistake, blunder), accuracy per side, and the evaluation in words.

use shakmaty::{Chess, Color, Move, Position};

use super::message::{Message, Sentences};
use super::pgn::MoveNote;
use super::phrasing::{Style, Suffix, announce_with_suffix};
use super::review::move_said;
use super::strings::Strings;
use super::voice::Voice;

/// An evaluation from White's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Eval {
    Centipawns(i32),
    /// Mate in this many moves: positive when White mates, negative when Black does.
    Mate(i32),
    /// The game is over on the board (mate: the winner; stalemate or dead position: none).
    Over {
        winner: Option<Color>,
    },
}

impl Eval {
    /// An engine's score for the side to move of `position`, seen from White.
    pub fn from_side_to_move(
        position: &Chess,
        centipawns: Option<i32>,
        mate: Option<i32>,
    ) -> Option<Eval> {
        let sign = if position.turn() == Color::White {
            1
        } else {
            -1
        };
        match (mate, centipawns) {
            (Some(n), _) => Some(Eval::Mate(n * sign)),
            (None, Some(cp)) => Some(Eval::Centipawns(cp * sign)),
            (None, None) => None,
        }
    }

    /// A position the rules have already decided: mate, stalemate, a dead position.
    pub fn of_finished(position: &Chess) -> Option<Eval> {
        if position.is_checkmate() {
            return Some(Eval::Over {
                winner: Some(!position.turn()),
            });
        }
        if position.is_stalemate() || position.is_insufficient_material() {
            return Some(Eval::Over { winner: None });
        }
        None
    }

    /// White's winning chances, 0 to 100 (Lichess: 50 + 50 · (2 / (1 + e^(−0.00368208·cp)) − 1)).
    pub fn white_win_percent(self) -> f64 {
        match self {
            Eval::Mate(n) if n > 0 => 100.0,
            Eval::Mate(n) if n < 0 => 0.0,
            Eval::Mate(_) | Eval::Over { winner: None } => 50.0,
            Eval::Over {
                winner: Some(Color::White),
            } => 100.0,
            Eval::Over {
                winner: Some(Color::Black),
            } => 0.0,
            Eval::Centipawns(cp) => {
                let cp = f64::from(cp.clamp(-1000, 1000));
                50.0 + 50.0 * (2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0)
            }
        }
    }

    /// A PGN `[%eval]` value: pawns (`0.17`, `-1.5`) or mate (`#3`, `#-2`), from White's side;
    /// a search depth some programs add (`-3.1,20`) is ignored.
    pub fn from_pgn(text: &str) -> Option<Eval> {
        let text = text.split(',').next().unwrap_or(text).trim();
        if let Some(mate) = text.strip_prefix('#') {
            return mate.parse().ok().map(Eval::Mate);
        }
        let pawns: f64 = text.parse().ok()?;
        if !pawns.is_finite() || pawns.abs() > 1000.0 {
            return None;
        }
        // Bounded above: the product fits an i32.
        #[allow(clippy::cast_possible_truncation)]
        let centipawns = (pawns * 100.0).round() as i32;
        Some(Eval::Centipawns(centipawns))
    }

    /// As a PGN `[%eval]` value: pawns with two decimals, or `#n`; `None` once the game is over.
    pub fn pgn(self) -> Option<String> {
        match self {
            Eval::Mate(n) => Some(format!("#{n}")),
            Eval::Centipawns(cp) => Some(format!("{:.2}", f64::from(cp) / 100.0)),
            Eval::Over { .. } => None,
        }
    }
}

/// How bad a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// From the winning chances a move lost, in points.
    pub fn of_drop(points: f64) -> Option<Mark> {
        if points >= 30.0 {
            Some(Mark::Blunder)
        } else if points >= 20.0 {
            Some(Mark::Mistake)
        } else if points >= 10.0 {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// The PGN NAG: `$6` ?!, `$2` ?, `$4` ??.
    pub fn nag(self) -> u8 {
        match self {
            Mark::Inaccuracy => 6,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }

    pub fn word(self, strings: &Strings) -> &'static str {
        match self {
            Mark::Inaccuracy => strings.mark_inaccuracy,
            Mark::Mistake => strings.mark_mistake,
            Mark::Blunder => strings.mark_blunder,
        }
    }
}

/// One move judged.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    /// The evaluation after the move.
    pub after: Eval,
    /// The mover's winning chances lost by it, in points (0 when it kept or gained).
    pub drop: f64,
    pub mark: Option<Mark>,
    /// The engine's move in the position before, when the move played was not it.
    pub better: Option<Move>,
}

/// Judges every move: `evals[i]` is the evaluation of the position before move `i`
/// (`evals.len() == moves.len() + 1`), `bests[i]` the engine's move there.
pub fn judge(
    start: &Chess,
    moves: &[Move],
    evals: &[Eval],
    bests: &[Option<Move>],
) -> Vec<Verdict> {
    let mut position = start.clone();
    let mut verdicts = Vec::with_capacity(moves.len());
    for (i, &m) in moves.iter().enumerate() {
        let (Some(&before), Some(&after)) = (evals.get(i), evals.get(i + 1)) else {
            break;
        };
        let mover = position.turn();
        let chances = |eval: Eval| match mover {
            Color::White => eval.white_win_percent(),
            Color::Black => 100.0 - eval.white_win_percent(),
        };
        let drop = (chances(before) - chances(after)).max(0.0);
        let mark = Mark::of_drop(drop);
        let best = bests.get(i).copied().flatten();
        verdicts.push(Verdict {
            after,
            drop,
            mark,
            better: best.filter(|b| *b != m && mark.is_some()),
        });
        position.play_unchecked(m);
    }
    verdicts
}

/// A side's accuracy, 0 to 100, from the points each of its moves lost (Lichess's per-move
/// formula 103.1668 · e^(−0.04354 · drop) − 3.1669, averaged).
pub fn accuracy(drops: &[f64]) -> Option<f64> {
    if drops.is_empty() {
        return None;
    }
    let sum: f64 = drops
        .iter()
        .map(|drop| (103.1668 * (-0.04354 * drop).exp() - 3.1669).clamp(0.0, 100.0))
        .sum();
    // A game has at most a few thousand moves: the count is exact as a float.
    let count = f64::from(u32::try_from(drops.len()).unwrap_or(u32::MAX));
    Some(sum / count)
}

/// The evaluation in words: "Weiß steht etwa einen Bauern besser", "Matt in drei für Schwarz",
/// "ausgeglichen".
pub fn eval_words(eval: Eval, voice: &Voice, strings: &Strings) -> String {
    let side = |color: Color| match color {
        Color::White => voice.clock_words().white.as_str(),
        Color::Black => voice.clock_words().black.as_str(),
    };
    match eval {
        Eval::Mate(n) => {
            let color = if n > 0 { Color::White } else { Color::Black };
            let moves = n.unsigned_abs();
            let words = voice.number(moves).unwrap_or_else(|| moves.to_string());
            strings.say(
                &Message::new("eval-mate")
                    .text("n", words)
                    .text("side", side(color)),
            )
        }
        Eval::Over {
            winner: Some(color),
        } => strings.say(&Message::new("wins").text("side", side(color))),
        Eval::Over { winner: None } => strings.draw_result.to_owned(),
        Eval::Centipawns(-49..=49) => strings.eval_equal.to_owned(),
        Eval::Centipawns(cp) => {
            let color = if cp > 0 { Color::White } else { Color::Black };
            let pawns = (cp.unsigned_abs() + 50) / 100;
            let words = voice.number(pawns).unwrap_or_else(|| pawns.to_string());
            strings.say(
                &Message::new("eval-pawns-up")
                    .text("n", words)
                    .count("count", u64::from(pawns))
                    .text("side", side(color)),
            )
        }
    }
}

/// A game and what the engine said of its positions so far: `evals[i]` and `bests[i]` for the
/// position before move `i` (the last one: after the last move).
#[derive(Debug, Clone, Copy)]
pub struct GameEvals<'a> {
    pub start: &'a Chess,
    pub moves: &'a [Move],
    pub evals: &'a [Eval],
    pub bests: &'a [Option<Move>],
}

impl GameEvals<'_> {
    fn verdicts(&self) -> Vec<Verdict> {
        judge(self.start, self.moves, self.evals, self.bests)
    }

    /// What the annotated PGN says after each move judged: its mark's NAG, the evaluation as a
    /// `[%eval]` comment, and for a marked move the engine's better move as a variation.
    pub fn notes(&self) -> Vec<MoveNote> {
        self.verdicts()
            .iter()
            .map(|verdict| MoveNote {
                nag: verdict.mark.map(Mark::nag),
                comment: verdict.after.pgn().map(|eval| format!("[%eval {eval}]")),
                variation: verdict.better.map(|better| vec![better]),
            })
            .collect()
    }

    /// The summary in words: accuracy per side, the final evaluation, and the three worst
    /// moves with the better move.
    pub fn summary(&self, voice: &Voice, strings: &'static Strings) -> Vec<String> {
        let verdicts = self.verdicts();
        let mut positions = Vec::with_capacity(self.moves.len());
        let mut position = self.start.clone();
        for &m in self.moves {
            positions.push(position.clone());
            position.play_unchecked(m);
        }
        let side_drops = |color: Color| -> Vec<f64> {
            verdicts
                .iter()
                .zip(&positions)
                .filter(|(_, p)| p.turn() == color)
                .map(|(v, _)| v.drop)
                .collect()
        };
        let percent = |drops: Vec<f64>| {
            accuracy(&drops).map_or_else(|| "-".to_owned(), |a| format!("{}", a.round()))
        };
        let mut lines = vec![
            strings.say(
                &Message::new("analysis-accuracy")
                    .text("white", percent(side_drops(Color::White)))
                    .text("black", percent(side_drops(Color::Black))),
            ),
        ];
        if let Some(&last) = self.evals.last() {
            lines.push(eval_words(last, voice, strings));
        }
        let mut marked: Vec<(usize, &Verdict)> = verdicts
            .iter()
            .enumerate()
            .filter(|(_, v)| v.mark.is_some())
            .collect();
        marked.sort_by(|a, b| b.1.drop.total_cmp(&a.1.drop));
        if marked.is_empty() {
            lines.push(strings.analysis_clean.to_owned());
        }
        for (index, verdict) in marked.into_iter().take(3) {
            let before = &positions[index];
            // The move with its number and side, as review says it.
            let numbered = move_said(
                before,
                self.moves[index],
                voice,
                Style::Short,
                Some(strings.language),
            );
            let mark = verdict.mark.map_or("", |mark| mark.word(strings));
            // The engine may have chosen the move played itself at the depth asked: then no
            // better move is named.
            lines.push(match verdict.better {
                Some(m) => {
                    let mut played = before.clone();
                    played.play_unchecked(m);
                    let better =
                        announce_with_suffix(before, m, Suffix::of(&played), voice, Style::Short);
                    strings.say(
                        &Message::new("analysis-worst")
                            .text("move", numbered)
                            .text("mark", mark)
                            .text("better", better),
                    )
                }
                None => strings.say(
                    &Message::new("analysis-worst-only")
                        .text("move", numbered)
                        .text("mark", mark),
                ),
            });
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winning_chances_follow_lichess() {
        assert!((Eval::Centipawns(0).white_win_percent() - 50.0).abs() < 1e-9);
        // +1 pawn is about 59 %; −3 pawns about 25 %.
        assert!((Eval::Centipawns(100).white_win_percent() - 59.1).abs() < 0.1);
        assert!((Eval::Centipawns(-300).white_win_percent() - 24.9).abs() < 0.2);
        assert!((Eval::Mate(3).white_win_percent() - 100.0).abs() < 1e-9);
        assert!(Eval::Mate(-2).white_win_percent().abs() < 1e-9);
    }

    #[test]
    fn pgn_evaluations_read_back() {
        assert_eq!(Eval::from_pgn("0.17"), Some(Eval::Centipawns(17)));
        assert_eq!(Eval::from_pgn("-3.1,20"), Some(Eval::Centipawns(-310)));
        assert_eq!(Eval::from_pgn("#-2"), Some(Eval::Mate(-2)));
        assert_eq!(Eval::from_pgn("NaN"), None);
        for eval in [Eval::Centipawns(-45), Eval::Mate(3)] {
            assert_eq!(Eval::from_pgn(&eval.pgn().unwrap()), Some(eval));
        }
    }

    #[test]
    fn marks_follow_the_drop_and_carry_their_nags() {
        assert_eq!(Mark::of_drop(9.9), None);
        assert_eq!(Mark::of_drop(10.0), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of_drop(25.0), Some(Mark::Mistake));
        assert_eq!(Mark::of_drop(31.0), Some(Mark::Blunder));
        assert_eq!(Mark::Blunder.nag(), 4);
    }

    #[test]
    fn a_perfect_side_is_near_a_hundred_and_blunders_pull_it_down() {
        assert!(accuracy(&[0.0, 0.0]).unwrap() > 99.9);
        assert!(accuracy(&[0.0, 40.0]).unwrap() < 60.0);
        assert_eq!(accuracy(&[]), None);
    }

    #[test]
    fn evaluations_in_words() {
        let voice = Voice::fide();
        let strings = crate::core::strings::UiLanguage::GERMAN.strings();
        assert_eq!(
            eval_words(Eval::Centipawns(20), &voice, strings),
            "ausgeglichen"
        );
        assert_eq!(
            eval_words(Eval::Centipawns(110), &voice, strings),
            "Weiß steht etwa einen Bauern besser"
        );
        assert_eq!(
            eval_words(Eval::Centipawns(-320), &voice, strings),
            "Schwarz steht etwa drei Bauern besser"
        );
        assert_eq!(
            eval_words(Eval::Mate(-3), &voice, strings),
            "Matt in drei für Schwarz"
        );
    }
}
