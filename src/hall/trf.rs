//! A round's pairings read from the pairing program's file: FIDE's Tournament Report File
//! (TRF16, FIDE Handbook C.04 Annex 3), or a plain list. Pure: text in, boards out.
//!
//! In a TRF, each player's line (`001`) holds, from column 92 on, one 10-column block a round:
//! the opponent's starting rank (4 columns), the colour (`w`, `b`, `-`), the result (blank or
//! `*` for a round not yet played). TRF carries no board numbers: boards are numbered as
//! pairing programs print them, the pair with the higher score first, then the pair whose
//! better-ranked player has the lower starting rank. A player without an opponent (a bye) has
//! no board.
//!
//! A plain list: one board a line, `BOARD;WHITE;BLACK` (`#` starts a comment).

use std::fmt;

/// One board of the round; the console sends it to the board's table as JSON (retained).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Pairing {
    pub round: u32,
    pub board: u32,
    pub white: String,
    pub black: String,
}

/// Why the pairings could not be read: the line (from 1) and what is wrong there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingError {
    pub line: usize,
    pub problem: PairingProblem,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairingProblem {
    /// A player line too short or with a field that is not a number.
    BadPlayerLine,
    /// A player's opponent in the round is no player of the file.
    UnknownOpponent(u32),
    /// Two players say different things about their game (opponent or colours).
    Inconsistent(u32),
    /// A plain list's line is not `BOARD;WHITE;BLACK`.
    BadListLine,
    /// The same board twice.
    BoardTwice(u32),
    /// Nothing paired in the round.
    NoPairing,
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line = self.line;
        match &self.problem {
            PairingProblem::BadPlayerLine => {
                write!(f, "line {line}: a player line (001) that cannot be read")
            }
            PairingProblem::UnknownOpponent(rank) => {
                write!(f, "line {line}: opponent {rank} is no player of the file")
            }
            PairingProblem::Inconsistent(rank) => write!(
                f,
                "line {line}: player {rank} does not name this player back with the other colour"
            ),
            PairingProblem::BadListLine => {
                write!(f, "line {line}: give a board as BOARD;WHITE;BLACK")
            }
            PairingProblem::BoardTwice(board) => write!(f, "line {line}: board {board} twice"),
            PairingProblem::NoPairing => write!(f, "no game is paired in this round"),
        }
    }
}

impl std::error::Error for PairingError {}

/// A player's line, as far as pairings need it.
#[derive(Debug, Clone)]
struct Player {
    line: usize,
    rank: u32,
    name: String,
    /// Tenths of a point (TRF writes `4.5`).
    points: u32,
    /// The round's opponent and colour (`w` or `b`), if paired.
    game: Option<(u32, char)>,
}

/// The pairings of `round` in `text`: a TRF when it has player lines (`001`), else a plain list.
pub fn read_pairings(text: &str, round: u32) -> Result<Vec<Pairing>, PairingError> {
    if text.lines().any(|line| line.starts_with("001")) {
        read_trf(text, round)
    } else {
        read_list(text, round)
    }
}

/// Column range `from..=to` (1-based, as C.04 A.3 numbers them), trimmed; empty past the end.
fn columns(line: &str, from: usize, to: usize) -> &str {
    let end = to.min(line.len());
    let start = (from - 1).min(end);
    line.get(start..end).unwrap_or("").trim()
}

fn read_trf(text: &str, round: u32) -> Result<Vec<Pairing>, PairingError> {
    let mut players = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if !line.starts_with("001") {
            continue;
        }
        let bad = || PairingError {
            line: index + 1,
            problem: PairingProblem::BadPlayerLine,
        };
        // Names may carry accents: columns count characters, not bytes.
        let chars: Vec<char> = line.chars().collect();
        let ascii: String = chars
            .iter()
            .map(|c| if c.is_ascii() { *c } else { '?' })
            .collect();
        let rank: u32 = columns(&ascii, 5, 8).parse().map_err(|_| bad())?;
        let name: String = chars
            .get(14..47.min(chars.len()))
            .map_or(String::new(), |c| {
                c.iter().collect::<String>().trim().to_owned()
            });
        if name.is_empty() {
            return Err(bad());
        }
        let points = match columns(&ascii, 81, 84) {
            "" => 0,
            text => tenths(text).ok_or_else(bad)?,
        };
        let start = 92 + 10 * (round.max(1) as usize - 1);
        let opponent = columns(&ascii, start, start + 3);
        let colour = columns(&ascii, start + 5, start + 5).chars().next();
        let game = match (opponent, colour) {
            ("" | "0000", _) | (_, None | Some('-')) => None,
            (opponent, Some(colour @ ('w' | 'b'))) => {
                Some((opponent.parse::<u32>().map_err(|_| bad())?, colour))
            }
            _ => return Err(bad()),
        };
        players.push(Player {
            line: index + 1,
            rank,
            name: display_name(&name),
            points,
            game: game.filter(|(opponent, _)| *opponent != 0),
        });
    }
    let by_rank = |rank: u32| players.iter().find(|p| p.rank == rank);
    let mut pairs: Vec<(&Player, &Player)> = Vec::new();
    for player in &players {
        let Some((opponent, colour)) = player.game else {
            continue;
        };
        let other = by_rank(opponent).ok_or(PairingError {
            line: player.line,
            problem: PairingProblem::UnknownOpponent(opponent),
        })?;
        let agrees = other
            .game
            .is_some_and(|(back, c)| back == player.rank && c != colour);
        if !agrees {
            return Err(PairingError {
                line: player.line,
                problem: PairingProblem::Inconsistent(opponent),
            });
        }
        if colour == 'w' {
            pairs.push((player, other));
        }
    }
    if pairs.is_empty() {
        return Err(PairingError {
            line: 0,
            problem: PairingProblem::NoPairing,
        });
    }
    pairs.sort_by_key(|(white, black)| {
        (
            std::cmp::Reverse(white.points.max(black.points)),
            white.rank.min(black.rank),
        )
    });
    Ok(pairs
        .into_iter()
        .zip(1..)
        .map(|((white, black), board)| Pairing {
            round,
            board,
            white: white.name.clone(),
            black: black.name.clone(),
        })
        .collect())
}

/// `4.5` as 45 tenths.
fn tenths(text: &str) -> Option<u32> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, "0"));
    let whole: u32 = whole.parse().ok()?;
    let fraction: u32 = match fraction {
        "" | "0" => 0,
        "5" => 5,
        _ => return None,
    };
    Some(whole * 10 + fraction)
}

/// "Kurz, Bruno" as said: "Bruno Kurz".
fn display_name(name: &str) -> String {
    match name.split_once(',') {
        Some((last, first)) if !first.trim().is_empty() => {
            format!("{} {}", first.trim(), last.trim())
        }
        _ => name.trim_end_matches(',').trim().to_owned(),
    }
}

fn read_list(text: &str, round: u32) -> Result<Vec<Pairing>, PairingError> {
    let mut pairings: Vec<Pairing> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |problem| PairingError {
            line: index + 1,
            problem,
        };
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        let [board, white, black] = fields[..] else {
            return Err(bad(PairingProblem::BadListLine));
        };
        let board: u32 = board
            .parse()
            .ok()
            .filter(|b| *b > 0)
            .ok_or_else(|| bad(PairingProblem::BadListLine))?;
        if white.is_empty() || black.is_empty() {
            return Err(bad(PairingProblem::BadListLine));
        }
        if pairings.iter().any(|p| p.board == board) {
            return Err(bad(PairingProblem::BoardTwice(board)));
        }
        pairings.push(Pairing {
            round,
            board,
            white: white.to_owned(),
            black: black.to_owned(),
        });
    }
    if pairings.is_empty() {
        return Err(PairingError {
            line: 0,
            problem: PairingProblem::NoPairing,
        });
    }
    Ok(pairings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Write as _;

    /// A player line: rank, name, points, then the rounds' blocks (opponent, colour, result).
    fn player(rank: u32, name: &str, points: &str, rounds: &[(u32, char, char)]) -> String {
        let mut line = format!(
            "001 {rank:>4} m    {name:<33} 2000 GER    12345678 1990/01/01 {points:>4} {rank:>4}"
        );
        assert_eq!(line.len(), 89, "{line:?}");
        for (opponent, colour, result) in rounds {
            write!(line, "  {opponent:>4} {colour} {result}").unwrap();
        }
        line
    }

    #[test]
    fn a_trf_round_gives_boards_with_white_first_and_the_leaders_on_top() {
        let trf = [
            "012 Olympiad for People with Disabilities".to_owned(),
            player(1, "Schmidt, Anna", "1.0", &[(3, 'w', '1'), (2, 'b', ' ')]),
            player(2, "Kurz, Bruno", "1.0", &[(4, 'b', '1'), (1, 'w', ' ')]),
            player(3, "Lenz, Clara", "0.0", &[(1, 'b', '0'), (4, 'w', ' ')]),
            player(4, "Maier, Dora", "0.0", &[(2, 'w', '0'), (3, 'b', ' ')]),
            player(5, "Nagel, Emil", "1.0", &[(0, '-', '+'), (0, '-', ' ')]),
        ]
        .join("\n");
        let round_2 = read_pairings(&trf, 2).unwrap();
        assert_eq!(
            round_2,
            [
                Pairing {
                    round: 2,
                    board: 1,
                    white: "Bruno Kurz".to_owned(),
                    black: "Anna Schmidt".to_owned()
                },
                Pairing {
                    round: 2,
                    board: 2,
                    white: "Clara Lenz".to_owned(),
                    black: "Dora Maier".to_owned()
                },
            ]
        );
        assert_eq!(read_pairings(&trf, 1).unwrap()[0].white, "Anna Schmidt");
        assert_eq!(
            read_pairings(&trf, 3).unwrap_err().problem,
            PairingProblem::NoPairing
        );
    }

    #[test]
    fn a_trf_whose_players_disagree_is_refused_with_its_line() {
        let trf = [
            player(1, "Schmidt, Anna", "0", &[(2, 'w', ' ')]),
            player(2, "Kurz, Bruno", "0", &[(1, 'w', ' ')]),
        ]
        .join("\n");
        let error = read_pairings(&trf, 1).unwrap_err();
        assert_eq!(
            (error.line, error.problem),
            (1, PairingProblem::Inconsistent(2))
        );
        let trf = player(1, "Schmidt, Anna", "0", &[(9, 'w', ' ')]);
        assert_eq!(
            read_pairings(&trf, 1).unwrap_err().problem,
            PairingProblem::UnknownOpponent(9)
        );
        assert_eq!(
            read_pairings("001 abc", 1).unwrap_err().problem,
            PairingProblem::BadPlayerLine
        );
    }

    #[test]
    fn a_plain_list_names_its_boards() {
        let list = "# round 5\n12; Anna Schmidt; Bruno Kurz\n3;Clara Lenz;Dora Maier\n";
        let pairings = read_pairings(list, 5).unwrap();
        assert_eq!(pairings[0].board, 12);
        assert_eq!(pairings[1].black, "Dora Maier");
        let error = read_pairings("1;a;b\n1;c;d", 5).unwrap_err();
        assert_eq!(
            (error.line, error.problem),
            (2, PairingProblem::BoardTwice(1))
        );
        assert_eq!(
            read_pairings("1;a", 5).unwrap_err().problem,
            PairingProblem::BadListLine
        );
    }
}
