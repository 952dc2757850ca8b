//! Where the arbiter's console shows what it says: plain lines on the command line's output, or
//! the full screen (`super::arbiter_screen`). The console's loop carries out commands and news
//! the same way for both; only the face differs.

use super::{CliError, Output};
use crate::hall::command::ConsoleCommand;
use crate::hall::console::Hall;

/// Where the console's lines go: plain lines (scripts, a screen reader in line mode) or the
/// full screen (`super::arbiter_screen`).
pub(super) trait ConsoleFace {
    /// One line said.
    fn line(&mut self, text: &str) -> Result<(), CliError>;
    /// After a batch of events: the lines out, the screen drawn if it changed.
    fn show(&mut self, hall: &Hall) -> Result<(), CliError>;
    /// How long until a frame held back is due (the screen draws at most so often); `None`:
    /// nothing waits.
    fn due_in(&self) -> Option<std::time::Duration> {
        None
    }
    /// The tables' states changed (the sighted screen shows them).
    fn tables_changed(&mut self) {}
    /// A terminal event of the full screen: the command it makes, if any.
    fn terminal(
        &mut self,
        _event: ratatui::crossterm::event::Event,
        _hall: &Hall,
    ) -> Option<ConsoleCommand> {
        None
    }
}

impl ConsoleFace for Output {
    fn line(&mut self, text: &str) -> Result<(), CliError> {
        Output::line(self, text)
    }

    fn show(&mut self, _hall: &Hall) -> Result<(), CliError> {
        self.flush()
    }
}
