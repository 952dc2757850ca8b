//! A sealed game's journal checked for the arbiter (`annabella verify`): the chain of its lines,
//! then the game replayed from the lines that fit, up to the first that does not.

use crate::core::clock::TimeControl;
use crate::core::game::Game;
use crate::core::session::{Session, SessionConfig};
use crate::core::voice::Voice;

use super::chain::{self, Hash};
use super::format::{self, HeaderProblem, SEALED_FORMAT};

/// What a sealed journal holds, as far as it can be trusted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// The moves read before any break, in SAN with `+` and `#`.
    pub moves: Vec<String>,
    /// `1-0`, `0-1`, `1/2-1/2`, or `*` for a game not (yet) over.
    pub result: String,
    pub chain: ChainState,
}

/// Whether every record fits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChainState {
    /// Every record fits; the last one's hash.
    Intact(Hash),
    /// The first record (1-based: every line of the journal is a record) that does not fit: a
    /// changed byte, a record removed, added or moved, a torn line, or a record that does not
    /// fit the game.
    Broken(usize),
}

/// Why a journal cannot be verified at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unverifiable {
    /// Not a journal this program reads.
    Header(HeaderProblem),
    /// A journal of a game that was not sealed, in this format.
    NotSealed(u32),
}

/// Checks a journal's bytes.
pub fn verify(bytes: &[u8]) -> Result<Verdict, Unverifiable> {
    let version = format::version_of(bytes).map_err(Unverifiable::Header)?;
    if version != SEALED_FORMAT {
        return Err(Unverifiable::NotSealed(version));
    }
    let checked = chain::check(bytes);
    let nothing = |line: usize| Verdict {
        moves: Vec::new(),
        result: "*".to_owned(),
        chain: ChainState::Broken(line),
    };
    let Ok(parsed) = format::parse(bytes) else {
        // The header's own lines do not fit (or do not read): nothing of the game is known.
        return Ok(nothing(checked.broken.unwrap_or(1).min(2)));
    };
    let Ok(game) = Game::from_fen(&parsed.header.fen, Some(parsed.header.castling_mode)) else {
        return Ok(nothing(2));
    };
    let config = SessionConfig {
        time_control: parsed
            .header
            .time_control
            .as_deref()
            .and_then(|spec| spec.parse::<TimeControl>().ok()),
        ..SessionConfig::default()
    };
    let mut session = Session::new(config, Voice::fide(), game, 0);
    let used = session.replay(&parsed.records);
    let line_at = |end: usize| {
        bytes[..end]
            .iter()
            .fold(0, |lines, &b| lines + usize::from(b == b'\n'))
    };
    let misfit = parsed
        .record_ends
        .get(used)
        .filter(|_| used < parsed.records.len())
        .map(|&end| line_at(end));
    let broken = [
        misfit,
        parsed.damage.as_ref().map(|d| d.line),
        checked.broken,
    ]
    .into_iter()
    .flatten()
    .min();
    let game = session.game();
    Ok(Verdict {
        moves: game.san_list(),
        result: game
            .ending()
            .map_or("*".to_owned(), |ending| ending.result.to_string()),
        chain: broken.map_or(ChainState::Intact(checked.head()), ChainState::Broken),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::{EndReason, GameResult};
    use crate::core::session::Record;
    use crate::journal::{Header, Journal};
    use shakmaty::CastlingMode;

    fn sealed_game() -> Vec<u8> {
        let dir = tempfile::tempdir().unwrap();
        let header = Header {
            fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_owned(),
            castling_mode: CastlingMode::Standard,
            time_control: Some("300+3".to_owned()),
        };
        let mut journal = Journal::create_sealed(dir.path(), &header, "test", 1).unwrap();
        let mv = |uci: &str, at_ms| Record::Move {
            uci: uci.parse().unwrap(),
            at_ms,
        };
        for (at, uci) in [(10, "f2f3"), (20, "e7e5"), (30, "g2g4"), (40, "d8h4")] {
            journal.append_step(
                &[crate::journal::Action::new(at, "line typed")],
                &[&mv(uci, at), &Record::Press { at_ms: at + 1 }],
            );
        }
        journal.append(&Record::End {
            result: GameResult::BlackWins,
            reason: EndReason::Checkmate,
            at_ms: 50,
        });
        std::fs::read(journal.path()).unwrap()
    }

    #[test]
    fn a_whole_sealed_game_reads_back_with_its_moves_result_and_head() {
        let bytes = sealed_game();
        let verdict = verify(&bytes).unwrap();
        assert_eq!(verdict.moves, ["f3", "e5", "g4", "Qh4#"]);
        assert_eq!(verdict.result, "0-1");
        assert_eq!(
            verdict.chain,
            ChainState::Intact(chain::check(&bytes).head())
        );
    }

    #[test]
    fn a_game_not_sealed_is_named_as_such() {
        let text = b"annabella-journal 2\nstart standard 8/8/8/8/8/8/8/K6k w - - 0 1\n";
        assert_eq!(verify(text), Err(Unverifiable::NotSealed(2)));
        assert_eq!(
            verify(b"hello\n"),
            Err(Unverifiable::Header(HeaderProblem::NotAJournal))
        );
    }

    #[test]
    fn a_record_that_does_not_fit_the_game_breaks_there_even_with_its_hashes_made_anew() {
        let bytes = sealed_game();
        let texts: Vec<&[u8]> = chain::check(&bytes).lines.iter().map(|l| l.text).collect();
        // Someone who rewrites the chain whole can make the hashes fit, not the game: a move
        // that is not legal is the record that breaks it.
        let mut forged = Vec::new();
        let mut head = chain::GENESIS;
        let mut forged_line = 0;
        for (index, text) in texts.iter().enumerate() {
            let text = String::from_utf8(text.to_vec()).unwrap();
            let text = if text.starts_with("move g2g4") {
                forged_line = index + 1;
                "move g2g5 30".to_owned()
            } else {
                text
            };
            let (line, own) = chain::chained_line(&head, &text);
            forged.extend_from_slice(&line);
            head = own;
        }
        let verdict = verify(&forged).unwrap();
        assert_eq!(verdict.chain, ChainState::Broken(forged_line));
        assert_eq!(verdict.moves, ["f3", "e5"]);
        assert_eq!(verdict.result, "*");
    }
}
