//! The arbiter's commands as typed values: read once from a typed line (line mode, or the
//! screen's command line), or made directly by a key of the screen (look at the chosen table,
//! acknowledge the chosen alert). The console carries them out in one place.

/// How many moves `moves N` says when no count is given.
pub const LAST_MOVES: usize = 10;
/// The most characters of an unknown command said back.
const SAID_BACK_CHARS: usize = 40;

/// One command of the arbiter's console.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConsoleCommand {
    /// An empty line: nothing to do.
    Nothing,
    Quit,
    Help,
    Password,
    /// One line a table.
    Tables,
    /// A table's line and its last moves.
    Look(u32),
    /// A table's last `count` moves.
    Moves {
        board: u32,
        count: usize,
    },
    /// The open alerts.
    Alerts,
    Acknowledge(u64),
    AcknowledgeAll,
    /// Not a command: what was typed, made plain and cut, to be said back.
    Unknown(String),
}

impl ConsoleCommand {
    /// Reads one typed line.
    pub fn read(line: &str) -> Self {
        let words: Vec<&str> = line.split_whitespace().collect();
        let number = |index: usize| words.get(index).and_then(|w| w.parse::<u32>().ok());
        match (words.first().copied(), words.len()) {
            (None, _) => Self::Nothing,
            (Some("quit" | "exit"), _) => Self::Quit,
            (Some("help"), _) => Self::Help,
            (Some("password"), 1) => Self::Password,
            (Some("tables"), 1) => Self::Tables,
            (Some("look"), 2) if number(1).is_some() => Self::Look(number(1).unwrap_or_default()),
            (Some("moves"), 2 | 3) if number(1).is_some() => Self::Moves {
                board: number(1).unwrap_or_default(),
                count: words
                    .get(2)
                    .and_then(|w| w.parse::<usize>().ok())
                    .unwrap_or(LAST_MOVES),
            },
            (Some("alerts"), 1) => Self::Alerts,
            (Some("ack"), 2) if words[1] == "all" => Self::AcknowledgeAll,
            (Some("ack"), 2) if number(1).is_some() => {
                Self::Acknowledge(u64::from(number(1).unwrap_or_default()))
            }
            (Some(_), _) => Self::unknown(line),
        }
    }

    fn unknown(line: &str) -> Self {
        Self::Unknown(crate::core::text::plain_line(line, SAID_BACK_CHARS))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_lines_are_read_once_into_commands() {
        assert_eq!(ConsoleCommand::read("  "), ConsoleCommand::Nothing);
        assert_eq!(ConsoleCommand::read("look 12"), ConsoleCommand::Look(12));
        assert_eq!(
            ConsoleCommand::read("moves 3"),
            ConsoleCommand::Moves {
                board: 3,
                count: LAST_MOVES
            }
        );
        assert_eq!(
            ConsoleCommand::read("moves 3 20"),
            ConsoleCommand::Moves {
                board: 3,
                count: 20
            }
        );
        assert_eq!(
            ConsoleCommand::read("ack 4"),
            ConsoleCommand::Acknowledge(4)
        );
        assert_eq!(
            ConsoleCommand::read("ack all"),
            ConsoleCommand::AcknowledgeAll
        );
        assert_eq!(
            ConsoleCommand::read("look\u{1b}[2J x"),
            ConsoleCommand::Unknown("look[2J x".to_owned())
        );
    }
}
