//! The per-board part of a simulated board: how its wire says a position and a change, which
//! requests of the host it answers, and the commands only it takes. Everything else (the pty,
//! the plugging, the pieces and the hand, the command reading) is the shell's
//! ([`super::shell::SimulatedBoard`]), the same for every board.

use shakmaty::Square;

use super::error::SimError;
use super::physical::Physical;

/// One kind of board on the wire. Object safe, so one shell can hold any kind chosen at run
/// time (`board-sim --dgt`, `--millennium`). Each method returns what it sent, for the user.
pub trait SimulatedProtocol: Send + 'static {
    /// The kind as the user names it: `peg`, `dgt`, `millennium`.
    fn name(&self) -> &'static str;

    /// Tells the host what `square` holds now (the board is already changed).
    fn changed(&mut self, square: Square, board: &mut Physical) -> String;

    /// Sends the whole board.
    fn whole(&mut self, board: &mut Physical) -> String;

    /// Sends something a sound board of this kind never sends.
    fn garbage(&mut self, board: &mut Physical) -> String;

    /// A new pty: a request half read on the old one is forgotten.
    fn plugged(&mut self) {}

    /// Reads the host's bytes and answers each request they complete: a line each, for the
    /// observer.
    fn hear(&mut self, bytes: &[u8], board: &mut Physical) -> Vec<String>;

    /// A command only this board takes (`btn`, `move`, `mute` …): `command` is its first word
    /// in lower case, `words` the line's words. `None`: the board has no such command.
    fn command(
        &mut self,
        command: &str,
        words: &[&str],
        line: &str,
        board: &mut Physical,
    ) -> Option<Result<String, SimError>>;

    /// Every command the board takes, named when an unknown one is typed.
    fn commands(&self) -> &'static str;

    /// How a line says what could not be sent.
    fn unsent(&self) -> &'static str {
        "(unplugged, not sent)"
    }
}
