//! What a journal can give back: the journal replayed exactly as `play --resume` replays it, so
//! `games` says how many half-moves a resume recovers, not how many lines the file has.

use crate::core::clock::TimeControl;
use crate::core::game::{Ending, Game, GameError};
use crate::core::message::Message;
use crate::core::pgn::FenProblem;
use crate::core::session::{Record, Session, SessionConfig};
use crate::core::voice::Voice;

use super::Replayed;

/// A journal checked by replaying it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recovery {
    /// Half-moves a resume gives back.
    pub plies: usize,
    /// How the game ended, if it did.
    pub ending: Option<Ending>,
    /// A sealed move waits in its envelope (Guidelines I).
    pub adjourned: bool,
    /// Records that do not fit the game (from the first one that does not), if any.
    pub unusable_from: Option<usize>,
}

/// Why a journal cannot be replayed at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecoveryError {
    /// Its header's start position cannot be read.
    StartPosition(GameError),
}

impl RecoveryError {
    pub fn message(&self) -> Message {
        match self {
            RecoveryError::StartPosition(error) => {
                let why = match error {
                    GameError::InvalidFen { fen, .. } => FenProblem::of(fen).message(),
                    GameError::InvalidChess960Number(n) => {
                        Message::new("journal-chess960-number").count("number", u64::from(*n))
                    }
                    other => Message::new("journal-other").text("detail", other.to_string()),
                };
                Message::new("journal-start-position").said("why", why)
            }
        }
    }
}

impl std::fmt::Display for RecoveryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().in_english())
    }
}

impl std::error::Error for RecoveryError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RecoveryError::StartPosition(error) => Some(error),
        }
    }
}

/// Replays `replayed` through a session, as a resume does.
pub fn check(replayed: &Replayed) -> Result<Recovery, RecoveryError> {
    let game = Game::from_fen(&replayed.header.fen, Some(replayed.header.castling_mode))
        .map_err(RecoveryError::StartPosition)?;
    let time_control = replayed
        .header
        .time_control
        .as_deref()
        .and_then(|spec| spec.parse::<TimeControl>().ok());
    let config = SessionConfig {
        time_control,
        ..SessionConfig::default()
    };
    let mut session = Session::new(config, Voice::fide(), game, 0);
    if replayed.version == 1 {
        session.start_clock_at_once(0);
    }
    let used = session.replay(&replayed.records);
    let records = &replayed.records[..used];
    let adjourned = records
        .iter()
        .rev()
        .find(|r| matches!(r, Record::Sealed { .. } | Record::Move { .. }))
        .is_some_and(|r| matches!(r, Record::Sealed { .. }));
    let game = session.game();
    Ok(Recovery {
        plies: game.moves().len(),
        ending: game.ending(),
        adjourned,
        unusable_from: (used < replayed.records.len()).then_some(used + 1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::Header;
    use shakmaty::CastlingMode;

    fn replayed(records: Vec<Record>) -> Replayed {
        Replayed {
            path: "game-1-1.journal".into(),
            version: crate::journal::FORMAT_VERSION,
            header: Header {
                fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
                castling_mode: CastlingMode::Standard,
                time_control: None,
            },
            records,
            damage: None,
        }
    }

    fn mv(uci: &str) -> Record {
        Record::Move {
            uci: uci.parse().unwrap(),
            at_ms: 0,
        }
    }

    #[test]
    fn only_the_moves_that_replay_are_counted() {
        // Six move lines, but the third is illegal: a resume gives back two half-moves.
        let journal = replayed(vec![
            mv("e2e4"),
            mv("e7e5"),
            mv("e4e5"),
            mv("d7d5"),
            mv("d2d4"),
            mv("d5d4"),
        ]);
        let recovery = check(&journal).unwrap();
        assert_eq!(recovery.plies, 2);
        assert_eq!(recovery.unusable_from, Some(3));
        assert_eq!(recovery.ending, None);
    }

    #[test]
    fn an_adjourned_game_is_known_by_its_sealed_move() {
        let mut journal = replayed(vec![
            mv("e2e4"),
            Record::Sealed {
                uci: "e7e5".parse().unwrap(),
                at_ms: 0,
            },
        ]);
        assert!(check(&journal).unwrap().adjourned);
        journal.records.push(mv("e7e5"));
        assert!(!check(&journal).unwrap().adjourned);
    }
}
