//! What the mode a game is played in asks of the session. The table's mode gives it as a value
//! ([`ModeRules`]), so the session plays chess and keeps the clock and never asks whether the
//! game is on a server.

use super::Mode;

/// The session's rules that differ by the mode the game is played in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ModeRules {
    /// The mode whose declaration of the commands offered `help` lists.
    pub offers: Mode,
    /// Whether the session refuses a command the mode does not offer, and `help` lists only
    /// the role's commands (a server game's table refuses them itself, and there every person
    /// is a player).
    pub refuses_for_mode_and_role: bool,
    /// Whether the blind player's own ending move waits for their press, so a slip in it can
    /// still be corrected (D.2.8); a server ends the game as it reports it.
    pub end_waits_for_press: bool,
    /// Whether a game without a clock says so in its record's `TimeControl` tag (`-`, or `?`
    /// when unknown); a server's game has its clock from the server, and no tag without one.
    pub untimed_tag: bool,
}

impl ModeRules {
    /// A game played at this table.
    pub const AT_THE_TABLE: ModeRules = ModeRules {
        offers: Mode::Playing,
        refuses_for_mode_and_role: true,
        end_waits_for_press: true,
        untimed_tag: true,
    };

    /// A game played on a server.
    pub const ON_A_SERVER: ModeRules = ModeRules {
        offers: Mode::Online,
        refuses_for_mode_and_role: false,
        end_waits_for_press: false,
        untimed_tag: false,
    };
}

impl Default for ModeRules {
    fn default() -> Self {
        Self::AT_THE_TABLE
    }
}
