//! The actions at a sealed table, for the arbiter: each typed line or key, each board's report,
//! each press, each spoken move heard and confirmed, each arbiter's command, with its instant.
//! Written only to a sealed game's journal (`act AT WHAT`), chained like its records; nothing
//! is replayed from them (the records are the game), they show how it came about.

use crate::core::boards::dgt::DgtMessage;
use crate::core::boards::event::PieceReport;
use crate::core::boards::sensing_board::BoardRole;
use crate::core::table::{BoardEvent, Heard, TableInput};

/// One action at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Action {
    pub at_ms: u64,
    /// What happened, on one line: at most 200 characters, control characters replaced.
    pub what: String,
}

impl Action {
    pub fn new(at_ms: u64, what: &str) -> Self {
        let what = what
            .chars()
            .take(200)
            .map(|c| if c.is_control() { '?' } else { c })
            .collect();
        Action { at_ms, what }
    }

    /// The action a person's (or a board's) input at `at_ms` is, if it is one: the engine's
    /// answers, the server's news, the table's own wake-ups and notes are not.
    pub fn of_input(at_ms: u64, input: &TableInput) -> Option<Self> {
        let what = match input {
            TableInput::Line(line) => format!("line {line}"),
            TableInput::Command(command, argument) => format!("command {command:?} {argument:?}"),
            TableInput::Move(m) => format!("move {}", m.to_uci(shakmaty::CastlingMode::Chess960)),
            TableInput::Squares { from, to } => format!("squares {from} {to}"),
            TableInput::Press => "press".to_owned(),
            TableInput::Review(word) => format!("review {word:?}"),
            TableInput::Board(kind, event) => {
                format!("board {} {}", board(*kind), board_event(event))
            }
            TableInput::Heard(heard) => format!("heard {}", heard_words(heard)?),
            TableInput::Talk => "talk".to_owned(),
            TableInput::WithdrawQuestion => "withdraw question".to_owned(),
            TableInput::InputClosed => "input closed".to_owned(),
            TableInput::Quit => "quit".to_owned(),
            TableInput::Engine(_)
            | TableInput::Server(_)
            | TableInput::Saved(_)
            | TableInput::Storage(_)
            | TableInput::Wake => return None,
        };
        Some(Self::new(at_ms, &what))
    }

    /// The journal's line, without its newline.
    pub fn line(&self) -> String {
        format!("act {} {}", self.at_ms, self.what)
    }
}

/// The actions of a sealed table as they are noted. A board's report that says again what the
/// same board said last is not noted twice: an e-board answers the silence watchdog's poll
/// every few seconds with the position it showed, and a long think would fill the arbiter's log
/// with one position.
#[derive(Debug, Default)]
pub struct ActionNotes {
    /// The last report noted of each board: the peg board's, then the e-board's.
    last_report: [Option<String>; 2],
}

impl ActionNotes {
    /// The action to note for this input, if it is one and says something new.
    pub fn note(&mut self, at_ms: u64, input: &TableInput) -> Option<Action> {
        let action = Action::of_input(at_ms, input)?;
        if let TableInput::Board(role, _) = input {
            let last = &mut self.last_report[usize::from(*role == BoardRole::Sighted)];
            if last.as_deref() == Some(action.what.as_str()) {
                return None;
            }
            *last = Some(action.what.clone());
        }
        Some(action)
    }
}

/// Whose board reported: the blind player's (the peg board) or the sighted player's (an e-board).
fn board(role: BoardRole) -> &'static str {
    match role {
        BoardRole::Blind => "peg",
        BoardRole::Sighted => "eboard",
    }
}

fn board_event(event: &BoardEvent) -> String {
    match event {
        BoardEvent::Peg(event) => event.to_line(),
        BoardEvent::Dgt(DgtMessage::FieldUpdate { square, content }) => {
            format!("field {square} {content:?}")
        }
        BoardEvent::Dgt(DgtMessage::BoardDump(_)) => "board dump".to_owned(),
        BoardEvent::Dgt(_) => "message".to_owned(),
        BoardEvent::Pieces(PieceReport::Whole(board)) => format!("pieces {board}"),
        BoardEvent::Pieces(PieceReport::Square { square, piece }) => match piece {
            Some(piece) => format!("field {square} {}", piece.char()),
            None => format!("field {square} empty"),
        },
        BoardEvent::Garbled { count, .. } => format!("garbled {count}"),
        BoardEvent::NotABoard(_) => "not a board".to_owned(),
        BoardEvent::Disconnected(_) => "disconnected".to_owned(),
        BoardEvent::Reconnected => "reconnected".to_owned(),
        BoardEvent::Battery(battery) => format!(
            "battery {}%{}",
            battery.percent,
            if battery.charging { " charging" } else { "" }
        ),
    }
}

/// What the listener heard, when it is something the player said.
fn heard_words(heard: &Heard) -> Option<String> {
    let uci = |m: &shakmaty::Move| m.to_uci(shakmaty::CastlingMode::Chess960).to_string();
    Some(match heard {
        Heard::Move(m) => format!("move {}", uci(m)),
        Heard::Confirm(m) => format!("confirm {}", uci(m)),
        Heard::Yes => "yes".to_owned(),
        Heard::No => "no".to_owned(),
        Heard::Command(command) => format!("command {command:?}"),
        Heard::Again => "again".to_owned(),
        Heard::TooLong => "too long".to_owned(),
        Heard::Listening { .. } | Heard::SpeechStarted | Heard::Stopped(_) => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_line_is_an_action_on_one_line_and_a_wake_is_none() {
        let action = Action::of_input(1500, &TableInput::Line("e4\u{1b}[2J".into())).unwrap();
        assert_eq!(action.line(), "act 1500 line e4?[2J");
        assert_eq!(Action::of_input(1, &TableInput::Wake), None);
        assert_eq!(
            Action::of_input(2, &TableInput::Press).unwrap().line(),
            "act 2 press"
        );
    }

    #[test]
    fn a_board_saying_again_what_it_said_last_is_noted_once() {
        use crate::core::boards::peg::parse_line;
        let mut notes = ActionNotes::default();
        let report = |role, line: &str| {
            TableInput::Board(role, BoardEvent::Peg(parse_line(line.as_bytes()).unwrap()))
        };
        let snap = "SNAP FFFF00000000FFFF";
        assert!(notes.note(1, &report(BoardRole::Sighted, snap)).is_some());
        // The watchdog's poll answered with the same position: nothing new.
        assert_eq!(notes.note(2, &report(BoardRole::Sighted, snap)), None);
        // The other board's same report is its own news.
        assert!(notes.note(3, &report(BoardRole::Blind, snap)).is_some());
        // A change, then the old position again: both noted.
        assert!(
            notes
                .note(4, &report(BoardRole::Sighted, "UP e2"))
                .is_some()
        );
        assert!(notes.note(5, &report(BoardRole::Sighted, snap)).is_some());
        // A typed line is never held back.
        assert!(notes.note(6, &TableInput::Line("e4".into())).is_some());
        assert!(notes.note(7, &TableInput::Line("e4".into())).is_some());
    }
}
