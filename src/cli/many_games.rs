//! Reading many games from one input, as `announce`, `status` and `openings` do: a game read
//! whole is handed on, a game that cannot be read is reported in one line on stderr and skipped
//! (nothing of it on stdout), the games after it are still read, and the command ends with exit
//! status 2 if any game was skipped.
//!
//! Moves written in UCI (`e5d6`) are read as the moves they name, and said once per input, at
//! the first game that has one: not an error, the game is read and the exit status stays 0.

use super::{CliError, Output};
use crate::core::message::{Message, Said, escaped};
use crate::core::pgn::{MainLineObserver, PgnGame, UciNotice, read_games_observed};

/// What the command did with a game it was handed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Handled {
    /// Written to the output.
    Written,
    /// Not written, for this reason (reported like a game that cannot be read).
    #[cfg_attr(
        not(test),
        allow(
            dead_code,
            reason = "no command skips a game it could read since status follows the reader's replay"
        )
    )]
    Skipped(Message),
}

/// How many games an input held, and how many of them were skipped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GamesRead {
    source_name: String,
    pub games: usize,
    pub skipped: usize,
}

impl GamesRead {
    /// `Ok` when no game was skipped; otherwise the error that makes the exit status 2, with
    /// nothing more to print (each skipped game is already on stderr).
    pub fn into_result(self) -> Result<(), CliError> {
        if self.skipped == 0 {
            return Ok(());
        }
        Err(CliError::already_reported(format!(
            "{}: {} of {} games skipped",
            self.source_name, self.skipped, self.games
        )))
    }
}

/// Hands every game of `input` to `on_game`, in order, and reports on stderr (naming
/// `source_name`) every game that cannot be read or that `on_game` skips. Stops early when the
/// output's reader has gone away; an error from `on_game` ends the whole command.
pub fn for_each_game(
    input: &[u8],
    source_name: &str,
    out: &mut Output,
    mut on_game: impl FnMut(&PgnGame, &mut Output) -> Result<Handled, CliError>,
) -> Result<GamesRead, CliError> {
    for_each_game_observed(
        input,
        source_name,
        out,
        || (),
        |game, (), out| on_game(game, out),
    )
}

/// [`for_each_game`], each game's main line followed by an observer `observer` makes (the
/// reader's own replay: see [`MainLineObserver`]), handed to `on_game` with the game.
pub fn for_each_game_observed<O: MainLineObserver>(
    input: &[u8],
    source_name: &str,
    out: &mut Output,
    observer: impl FnMut() -> O,
    on_game: impl FnMut(&PgnGame, O, &mut Output) -> Result<Handled, CliError>,
) -> Result<GamesRead, CliError> {
    for_each_game_reporting(input, source_name, out, observer, on_game, |out, line| {
        // Games before the bad one reach the terminal first, in reading order. A bad game is the
        // file's, not a bug: said, not logged (a messy database would fill the log, a write per
        // game).
        out.flush()?;
        super::tell(line.in_catalogue(super::interface_language::catalogue()));
        Ok(())
    })
}

fn for_each_game_reporting<O: MainLineObserver>(
    input: &[u8],
    source_name: &str,
    out: &mut Output,
    observer: impl FnMut() -> O,
    mut on_game: impl FnMut(&PgnGame, O, &mut Output) -> Result<Handled, CliError>,
    mut report: impl FnMut(&mut Output, &Message) -> Result<(), CliError>,
) -> Result<GamesRead, CliError> {
    let mut read = GamesRead {
        source_name: source_name.to_owned(),
        games: 0,
        skipped: 0,
    };
    let mut uci_said = false;
    for game in read_games_observed(input, observer) {
        read.games += 1;
        if let Ok((game, _)) = &game
            && let Some(uci) = &game.uci
            && !uci_said
        {
            uci_said = true;
            report(out, &uci_notice(source_name, game.number, uci))?;
        }
        let skipped = match game {
            Err(error) => Some(error.message()),
            Ok((game, observer)) => match on_game(&game, observer, out)? {
                Handled::Written => None,
                Handled::Skipped(why) => Some(
                    Message::new("game-skipped")
                        .number("game", game.number)
                        .said("problem", why),
                ),
            },
        };
        if let Some(problem) = skipped {
            read.skipped += 1;
            let line = Message::new("pgn-game-skipped")
                .text("file", source_name)
                .said("problem", problem);
            report(out, &line)?;
        }
        if out.is_closed() {
            break;
        }
    }
    Ok(read)
}

/// The one line said for an input with moves written in UCI.
fn uci_notice(source_name: &str, game: usize, uci: &UciNotice) -> Message {
    Message::new("pgn-uci-notice")
        .text("file", source_name)
        .number("game", game)
        .number("line", uci.line)
        .text("token", escaped(&uci.token))
        .text("san", uci.san.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the loop on `input`, writing each game's number; what was written and reported.
    fn run(input: &str, skip: Option<usize>) -> (String, Vec<String>, Result<(), CliError>) {
        let written = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
        let mut out = Output::new(Box::new(SharedSink(written.clone())));
        let mut reports = Vec::new();
        let read = for_each_game_reporting(
            input.as_bytes(),
            "games.pgn",
            &mut out,
            || (),
            |game, (), out| {
                if Some(game.number) == skip {
                    return Ok(Handled::Skipped(
                        Message::new("list-item").text("item", "not wanted"),
                    ));
                }
                out.line(&format!("game {}", game.number))?;
                Ok(Handled::Written)
            },
            |_, line| {
                reports.push(line.in_english());
                Ok(())
            },
        )
        .unwrap();
        out.flush().unwrap();
        let text = String::from_utf8(written.borrow().clone()).unwrap();
        (text, reports, read.into_result())
    }

    struct SharedSink(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

    impl std::io::Write for SharedSink {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(bytes);
            Ok(bytes.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_clean_input_writes_every_game_and_succeeds() {
        let (text, reports, result) = run("1. e4 *\n1. d4 *", None);
        assert_eq!(text, "game 1\ngame 2\n");
        assert!(reports.is_empty());
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn a_bad_game_is_reported_once_and_the_rest_written() {
        let (text, reports, result) = run("1. e4 *\n1. Nf9 *\n1. d4 *", None);
        assert_eq!(text, "game 1\ngame 3\n");
        assert_eq!(
            reports,
            [
                "games.pgn: game 2, line 2, move 1 (white): unexpected token \"Nf9\": \
              not a move, move number, comment or result"
            ]
        );
        let error = result.unwrap_err();
        assert!(error.is_already_reported());
        assert_eq!(error.to_string(), "games.pgn: 1 of 3 games skipped");
    }

    #[test]
    fn a_game_the_command_skips_counts_as_skipped() {
        let (text, reports, result) = run("1. e4 *\n1. d4 *", Some(1));
        assert_eq!(text, "game 2\n");
        assert_eq!(reports, ["games.pgn: game 1: not wanted"]);
        assert!(result.is_err());
    }

    #[test]
    fn moves_written_in_uci_are_read_and_said_once_per_input() {
        let (text, reports, result) = run("1. e4 *\n1. d2d4 d7d5 *\n1. c2c4 *", None);
        assert_eq!(text, "game 1\ngame 2\ngame 3\n");
        assert_eq!(
            reports,
            [
                "games.pgn: game 2, line 2: \"d2d4\" is a move written in UCI, read as d4; \
                 such moves in this file are read the same way"
            ]
        );
        assert_eq!(result, Ok(()));
    }
}
