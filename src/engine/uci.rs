//! The UCI lines we send and read, with no process in sight: built and parsed with
//! shakmaty-uci, checked against the position with shakmaty.

use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position};
use shakmaty_uci::{UciMessage, UciOptionConfig, UciTimeControl};

use super::{EngineError, Score, SearchPosition, Strength, ThinkTime};

/// What a line from the engine means to us. Anything else (banners, `info string`, stray
/// text) is [`Reply::Other`] and ignored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Reply {
    Id {
        name: Option<String>,
        author: Option<String>,
    },
    UciOk,
    ReadyOk,
    Option(UciOptionConfig),
    BestMove(UciMove),
    /// A line starting with `bestmove` that does not hold a move (`bestmove (none)`, junk).
    BadBestMove,
    /// An `info` line with a principal variation; `exact` unless its score is only a bound.
    Pv {
        moves: Vec<UciMove>,
        exact: bool,
        score: Option<Score>,
    },
    Other,
}

/// Reads one line from the engine.
pub(crate) fn read_reply(line: &str) -> Reply {
    let first = line.split_whitespace().next().unwrap_or_default();
    match first {
        "id" | "uciok" | "readyok" | "option" | "bestmove" => {}
        // Only `info` lines with a line of moves matter; most are not worth parsing.
        "info" if line.contains(" pv ") => {}
        _ => return Reply::Other,
    }
    match line.parse::<UciMessage>() {
        Ok(UciMessage::Id { name, author }) => Reply::Id { name, author },
        Ok(UciMessage::UciOk) => Reply::UciOk,
        Ok(UciMessage::ReadyOk) => Reply::ReadyOk,
        Ok(UciMessage::Option(option)) => Reply::Option(option),
        Ok(UciMessage::BestMove { best_move, .. }) => Reply::BestMove(best_move),
        Ok(UciMessage::Info(info)) if !info.pv.is_empty() => Reply::Pv {
            exact: !info
                .score
                .as_ref()
                .is_some_and(|score| score.lower_bound || score.upper_bound),
            score: info
                .score
                .as_ref()
                .and_then(|score| match (score.mate, score.cp) {
                    (Some(mate), _) => Some(Score::Mate(i32::from(mate))),
                    (None, Some(cp)) => Some(Score::Centipawns(cp)),
                    (None, None) => None,
                }),
            moves: info.pv,
        },
        _ if first == "bestmove" => Reply::BadBestMove,
        _ => Reply::Other,
    }
}

/// The options an engine offered in its handshake that we use.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Offered {
    /// `Skill Level` (min, max).
    pub skill_level: Option<(i64, i64)>,
    /// `UCI_Elo` (min, max), only with `UCI_LimitStrength`.
    pub elo: Option<(i64, i64)>,
    limit_strength: bool,
    pub chess960: bool,
    /// `Threads`: the engine can search on several cores.
    pub threads: bool,
}

impl Offered {
    /// Notes one `option` line (names are case-insensitive in UCI).
    pub fn note(&mut self, option: &UciOptionConfig) {
        let name = option.get_name().to_ascii_lowercase();
        match (name.as_str(), option) {
            (
                "skill level",
                UciOptionConfig::Spin {
                    min: Some(min),
                    max: Some(max),
                    ..
                },
            ) if min < max => self.skill_level = Some((*min, *max)),
            (
                "uci_elo",
                UciOptionConfig::Spin {
                    min: Some(min),
                    max: Some(max),
                    ..
                },
            ) if min < max => self.elo = Some((*min, *max)),
            ("uci_limitstrength", UciOptionConfig::Check { .. }) => self.limit_strength = true,
            ("uci_chess960", UciOptionConfig::Check { .. }) => self.chess960 = true,
            ("threads", UciOptionConfig::Spin { .. }) => self.threads = true,
            _ => {}
        }
    }

    fn elo_range(&self) -> Option<(i64, i64)> {
        self.elo.filter(|_| self.limit_strength)
    }
}

fn set(name: &str, value: &str) -> String {
    UciMessage::SetOption {
        name: name.to_owned(),
        value: Some(value.to_owned()),
    }
    .to_string()
}

/// `level` (1–20) spread over `min..=max`: 1 is `min`, `top` is `max`.
fn spread(level: u8, top: u8, (min, max): (i64, i64)) -> i64 {
    let steps = i64::from(top.saturating_sub(1)).max(1);
    let step = i64::from(level.clamp(1, top) - 1);
    min + (max - min) * step / steps
}

/// The strength for a level, and the `setoption` lines that set it. `UCI_Elo` is preferred
/// (levels 1–19 spread over its range, 20 is full strength), then `Skill Level` (1–20 spread
/// over its range, so 20 is its maximum: full strength).
pub(crate) fn level_settings(level: Option<u8>, offered: &Offered) -> (Strength, Vec<String>) {
    let Some(level) = level else {
        return (Strength::Full, Vec::new());
    };
    if let Some(range) = offered.elo_range() {
        if level >= 20 {
            return (Strength::Full, vec![set("UCI_LimitStrength", "false")]);
        }
        let elo = spread(level, 19, range);
        return (
            Strength::Elo(elo),
            vec![
                set("UCI_LimitStrength", "true"),
                set("UCI_Elo", &elo.to_string()),
            ],
        );
    }
    if let Some(range) = offered.skill_level {
        let skill = spread(level, 20, range);
        let strength = if skill == range.1 {
            Strength::Full
        } else {
            Strength::SkillLevel(skill)
        };
        return (strength, vec![set("Skill Level", &skill.to_string())]);
    }
    if level >= 20 {
        (Strength::Full, Vec::new())
    } else {
        (Strength::Unsupported, Vec::new())
    }
}

/// `setoption name UCI_Chess960 value …`.
pub(crate) fn chess960_line(on: bool) -> String {
    set("UCI_Chess960", if on { "true" } else { "false" })
}

/// `position fen <start> moves …`: the start and the history, so the engine sees repetitions.
pub(crate) fn position_line(position: &SearchPosition) -> String {
    let mode: CastlingMode = position.castling_mode();
    UciMessage::Position {
        startpos: false,
        fen: Some(Fen::from_position(position.start(), EnPassantMode::Legal)),
        moves: position.moves().iter().map(|m| m.to_uci(mode)).collect(),
    }
    .to_string()
}

/// At least a millisecond: Stockfish reads `movetime 0` and `wtime 0 btime 0` as "no limit".
fn at_least_1ms(d: Duration) -> Duration {
    d.max(Duration::from_millis(1))
}

/// `go movetime …` or `go wtime … btime … winc … binc … [movestogo …]`.
pub(crate) fn go_line(time: ThinkTime) -> String {
    let control = match time {
        ThinkTime::Depth { plies, .. } => {
            return format!("go depth {}", plies.max(1));
        }
        ThinkTime::Fixed(think) => UciTimeControl::MoveTime(at_least_1ms(think)),
        ThinkTime::Clock {
            white,
            black,
            white_increment,
            black_increment,
            moves_to_go,
        } => UciTimeControl::TimeLeft {
            white_time: Some(at_least_1ms(white)),
            black_time: Some(at_least_1ms(black)),
            white_increment: Some(white_increment),
            black_increment: Some(black_increment),
            moves_to_go: moves_to_go.filter(|n| *n > 0),
        },
    };
    UciMessage::Go {
        time_control: Some(control),
        search_control: None,
    }
    .to_string()
}

/// The engine's move, if it is legal in `position`.
pub(crate) fn legal_move(uci: UciMove, position: &Chess) -> Result<Move, EngineError> {
    uci.to_move(position)
        .map_err(|_| EngineError::IllegalMove(uci))
}

/// The legal start of an engine's line from `position`.
pub(crate) fn legal_line(line: &[UciMove], position: &Chess) -> Vec<Move> {
    let mut position = position.clone();
    let mut moves = Vec::new();
    for uci in line {
        let Ok(mv) = uci.to_move(&position) else {
            break;
        };
        position.play_unchecked(mv);
        moves.push(mv);
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Game;
    use shakmaty::{Role, Square};

    const STOCKFISH_OPTIONS: &str = "\
option name Debug Log File type string default 
option name Threads type spin default 1 min 1 max 1024
option name Hash type spin default 16 min 1 max 33554432
option name Clear Hash type button
option name Ponder type check default false
option name MultiPV type spin default 1 min 1 max 500
option name Skill Level type spin default 20 min 0 max 20
option name Move Overhead type spin default 10 min 0 max 5000
option name UCI_Chess960 type check default false
option name UCI_LimitStrength type check default false
option name UCI_Elo type spin default 1350 min 1350 max 2850
option name SyzygyPath type string default <empty>
option name EvalFile type string default nn-ad9b42354671.nnue";

    fn offered(text: &str) -> Offered {
        let mut offered = Offered::default();
        for line in text.lines() {
            if let Reply::Option(option) = read_reply(line) {
                offered.note(&option);
            }
        }
        offered
    }

    #[test]
    fn reads_the_handshake_lines_of_stockfish() {
        assert_eq!(
            read_reply("Stockfish 15.1 by the Stockfish developers (see AUTHORS file)"),
            Reply::Other
        );
        assert_eq!(
            read_reply("id name Stockfish 15.1"),
            Reply::Id {
                name: Some("Stockfish 15.1".into()),
                author: None
            }
        );
        assert_eq!(
            read_reply("id author the Stockfish developers (see AUTHORS file)"),
            Reply::Id {
                name: None,
                author: Some("the Stockfish developers (see AUTHORS file)".into())
            }
        );
        assert_eq!(read_reply("uciok"), Reply::UciOk);
        assert_eq!(read_reply("readyok\r"), Reply::ReadyOk);
        let offered = offered(STOCKFISH_OPTIONS);
        assert_eq!(offered.skill_level, Some((0, 20)));
        assert_eq!(offered.elo_range(), Some((1350, 2850)));
        assert!(offered.chess960);
    }

    #[test]
    fn reads_best_moves_and_refuses_what_is_not_one() {
        assert_eq!(
            read_reply("bestmove e2e4 ponder e7e5"),
            Reply::BestMove("e2e4".parse().unwrap())
        );
        assert_eq!(
            read_reply("bestmove e7e8q"),
            Reply::BestMove("e7e8q".parse().unwrap())
        );
        for junk in [
            "bestmove (none)",
            "bestmove 0000",
            "bestmove banana",
            "bestmove",
            "bestmove e2e4 and more",
        ] {
            assert_eq!(read_reply(junk), Reply::BadBestMove, "{junk}");
        }
        for other in [
            "uciokay",
            "",
            "   ",
            "readyok now",
            "bestmoves e2e4",
            "\u{fffd}\u{0}",
        ] {
            assert_eq!(read_reply(other), Reply::Other, "{other:?}");
        }
    }

    #[test]
    fn reads_the_principal_variation_of_an_info_line() {
        let line = "info depth 12 seldepth 15 multipv 1 score cp 31 nodes 96245 nps 801300 \
                    hashfull 38 tbhits 0 time 120 pv e2e4 e7e5 g1f3 b8c6";
        let Reply::Pv {
            moves,
            exact,
            score,
        } = read_reply(line)
        else {
            panic!("no pv in {line}");
        };
        assert_eq!((moves.len(), exact), (4, true));
        assert_eq!(score, Some(Score::Centipawns(31)));
        assert_eq!(
            read_reply("info depth 20 score mate -3 pv e2e4"),
            Reply::Pv {
                moves: vec!["e2e4".parse().unwrap()],
                exact: true,
                score: Some(Score::Mate(-3)),
            }
        );
        let cut_short = "info depth 15 seldepth 21 multipv 1 score cp -20 lowerbound nodes 209654 \
                         nps 694218 hashfull 82 tbhits 0 time 302 pv b8c6";
        assert!(matches!(
            read_reply(cut_short),
            Reply::Pv { exact: false, .. }
        ));
        assert_eq!(
            read_reply("info string NNUE evaluation using nn-ad9b42354671.nnue enabled"),
            Reply::Other
        );
        assert_eq!(
            read_reply("info depth 3 score cp 20 upperbound nodes 30"),
            Reply::Other
        );
    }

    #[test]
    fn levels_prefer_elo_and_twenty_is_full_strength() {
        let sf = offered(STOCKFISH_OPTIONS);
        let (strength, lines) = level_settings(Some(1), &sf);
        assert_eq!(strength, Strength::Elo(1350));
        assert_eq!(
            lines,
            [
                "setoption name UCI_LimitStrength value true",
                "setoption name UCI_Elo value 1350"
            ]
        );
        assert_eq!(strength_of(Some(19), &sf), Strength::Elo(2850));
        assert_eq!(
            strength_of(Some(10), &sf),
            Strength::Elo(1350 + 1500 * 9 / 18)
        );
        let (strength, lines) = level_settings(Some(20), &sf);
        assert_eq!(strength, Strength::Full);
        assert_eq!(lines, ["setoption name UCI_LimitStrength value false"]);
        assert_eq!(level_settings(None, &sf), (Strength::Full, Vec::new()));
        // Levels rise with strength.
        let elos: Vec<Strength> = (1..=19).map(|l| strength_of(Some(l), &sf)).collect();
        assert!(elos.windows(2).all(|w| match (w[0], w[1]) {
            (Strength::Elo(a), Strength::Elo(b)) => a < b,
            _ => false,
        }));
    }

    fn strength_of(level: Option<u8>, offered: &Offered) -> Strength {
        level_settings(level, offered).0
    }

    #[test]
    fn levels_fall_back_on_skill_level_then_on_nothing() {
        let skill_only = offered("option name Skill Level type spin default 20 min 0 max 20");
        let (strength, lines) = level_settings(Some(1), &skill_only);
        assert_eq!(strength, Strength::SkillLevel(0));
        assert_eq!(lines, ["setoption name Skill Level value 0"]);
        assert_eq!(strength_of(Some(11), &skill_only), Strength::SkillLevel(10));
        assert_eq!(strength_of(Some(20), &skill_only), Strength::Full);
        // UCI_Elo without UCI_LimitStrength cannot be switched on.
        let elo_alone = offered("option name UCI_Elo type spin default 1350 min 1350 max 2850");
        assert_eq!(strength_of(Some(5), &elo_alone), Strength::Unsupported);
        assert_eq!(strength_of(Some(20), &elo_alone), Strength::Full);
        assert_eq!(strength_of(None, &elo_alone), Strength::Full);
    }

    #[test]
    fn positions_carry_the_start_and_the_history() {
        let mut game = Game::new();
        for uci in ["e2e4", "e7e5", "g1f3"] {
            let mv = uci
                .parse::<UciMove>()
                .unwrap()
                .to_move(game.position())
                .unwrap();
            game.play(mv).unwrap();
        }
        assert_eq!(
            position_line(&SearchPosition::from_game(&game)),
            "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 \
             moves e2e4 e7e5 g1f3"
        );
        let fresh = Game::from_fen("7k/8/8/8/8/8/8/K5R1 w - - 0 1", None);
        let fresh = fresh.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            position_line(&SearchPosition::from_game(&fresh)),
            "position fen 7k/8/8/8/8/8/8/K5R1 w - - 0 1"
        );
    }

    #[test]
    fn chess960_castling_is_sent_as_king_takes_rook() {
        let start: Chess = Fen::from_ascii(b"1r2k2r/8/8/8/8/8/8/1R2K1R1 w GB - 0 1")
            .unwrap()
            .into_position(CastlingMode::Chess960)
            .unwrap();
        // Kingside, the king lands on g1: on its own rook's square, not on the usual one.
        let castle = Move::Castle {
            king: Square::E1,
            rook: Square::G1,
        };
        let position = SearchPosition::new(start, CastlingMode::Chess960, &[castle]).unwrap();
        assert!(position_line(&position).ends_with("moves e1g1"));
        let long = Move::Castle {
            king: Square::E8,
            rook: Square::B8,
        };
        assert_eq!(long.to_uci(CastlingMode::Chess960).to_string(), "e8b8");
    }

    #[test]
    fn go_lines_never_ask_for_an_unlimited_search() {
        assert_eq!(
            go_line(ThinkTime::Fixed(Duration::from_millis(250))),
            "go movetime 250"
        );
        assert_eq!(go_line(ThinkTime::Fixed(Duration::ZERO)), "go movetime 1");
        assert_eq!(
            go_line(ThinkTime::Clock {
                white: Duration::from_mins(5),
                black: Duration::ZERO,
                white_increment: Duration::from_secs(2),
                black_increment: Duration::from_secs(2),
                moves_to_go: Some(40),
            }),
            "go wtime 300000 btime 1 winc 2000 binc 2000 movestogo 40"
        );
        assert_eq!(
            go_line(ThinkTime::Clock {
                white: Duration::from_millis(1500),
                black: Duration::from_mins(1),
                white_increment: Duration::ZERO,
                black_increment: Duration::ZERO,
                moves_to_go: Some(0),
            }),
            "go wtime 1500 btime 60000 winc 0 binc 0"
        );
    }

    #[test]
    fn best_moves_are_checked_against_the_position() {
        let pos = Chess::default();
        let mv = legal_move("g1f3".parse().unwrap(), &pos).unwrap();
        assert_eq!(mv.role(), Role::Knight);
        assert_eq!(
            legal_move("e2e5".parse().unwrap(), &pos),
            Err(EngineError::IllegalMove("e2e5".parse().unwrap()))
        );
        assert_eq!(
            legal_move("e7e5".parse().unwrap(), &pos),
            Err(EngineError::IllegalMove("e7e5".parse().unwrap()))
        );
        let line: Vec<UciMove> = ["e2e4", "e7e5", "e1e3", "d7d5"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        assert_eq!(legal_line(&line, &pos).len(), 2);
    }

    #[test]
    fn think_limits_use_the_side_to_move_clock() {
        let time = ThinkTime::Clock {
            white: Duration::from_secs(10),
            black: Duration::from_secs(20),
            white_increment: Duration::from_secs(1),
            black_increment: Duration::from_secs(2),
            moves_to_go: None,
        };
        let margin = Duration::from_secs(3);
        assert_eq!(
            time.limit(shakmaty::Color::White, margin),
            Duration::from_secs(14)
        );
        assert_eq!(
            time.limit(shakmaty::Color::Black, margin),
            Duration::from_secs(25)
        );
        assert_eq!(
            ThinkTime::Fixed(Duration::from_millis(500)).limit(shakmaty::Color::Black, margin),
            Duration::from_millis(3500)
        );
    }
}
