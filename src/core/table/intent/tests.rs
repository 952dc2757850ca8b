//! The door: a line read once into its intent, typed inputs that mean the same as typed lines,
//! and each mode answering by what it declares.

use shakmaty::Square;

use super::super::TableInput;
use super::super::tests::said;
use super::*;
use crate::core::command::{Offer, TableRole};
use crate::core::game::Game;
use crate::core::queries::QueryError;
use crate::core::session::{NotATime, Session, SessionConfig};
use crate::core::voice::Voice;

fn table() -> Table {
    let session = Session::new(SessionConfig::default(), Voice::fide(), Game::new(), 0);
    Table::new(session, super::super::TableSetup::default())
}

fn line(table: &Table, text: &str) -> Option<Intent> {
    table.read(TableInput::Line(text.to_owned()))
}

#[test]
fn a_line_is_read_once_into_a_command_with_its_typed_argument_or_a_move_attempt() {
    let table = table();
    assert_eq!(
        line(&table, "square e4"),
        Some(Intent::Command(
            Command::Square,
            Argument::Square(Square::E4)
        ))
    );
    assert_eq!(
        line(&table, "Feld Eva vier"),
        Some(Intent::Command(
            Command::Square,
            Argument::Square(Square::E4)
        ))
    );
    assert_eq!(
        line(&table, "legal z9"),
        Some(Intent::Command(
            Command::Legal,
            Argument::Unread(QueryError::NotASquare("z9".to_owned()))
        ))
    );
    assert_eq!(
        line(&table, "claim Bxc4"),
        Some(Intent::Command(
            Command::Claim,
            Argument::Text("Bxc4".to_owned())
        ))
    );
    assert_eq!(
        line(&table, " Nf3 "),
        Some(Intent::Attempt(TypedMove::Text("Nf3".to_owned())))
    );
    assert_eq!(line(&table, "  "), Some(Intent::Press));
    assert_eq!(table.read(TableInput::Wake), None);
}

#[test]
fn squares_that_are_no_move_are_refused_in_the_words_of_the_same_squares_typed() {
    let mut dragged = table();
    let mut typed = table();
    let by_drag = dragged.handle(
        10,
        TableInput::Squares {
            from: Square::E2,
            to: Square::E5,
        },
    );
    let by_hand = typed.handle(10, TableInput::Line("e2e5".to_owned()));
    assert!(!said(&by_drag).is_empty());
    assert_eq!(said(&by_drag), said(&by_hand));
    assert!(
        by_drag
            .iter()
            .any(|effect| matches!(effect, TableEffect::Refused(_)))
    );
    assert!(dragged.session().game().history().is_empty());
}

#[test]
fn squares_are_never_read_as_a_piece_letter() {
    // Typed, `b2b5` reads loosely as the bishop on e2 to b5 (played: "Läufer Bella fünf");
    // dragged from b2 to b5 (the text the screen sent before), it is the pawn's, and no move.
    let mut table = table();
    for (at, mv) in ["e4", "e5", "Be2", "a6"].into_iter().enumerate() {
        table.handle(at as u64 * 10, TableInput::Line(mv.to_owned()));
    }
    let plies = table.session().game().history().len();
    table.handle(
        100,
        TableInput::Squares {
            from: Square::B2,
            to: Square::B5,
        },
    );
    assert_eq!(table.session().game().history().len(), plies);
}

#[test]
fn each_mode_refuses_what_it_does_not_declare() {
    let mut table = table();
    let refused = said(&table.handle(10, TableInput::Line("chat hello".to_owned())));
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert_eq!(table.mode(), Mode::Playing);
    assert_eq!(Mode::Playing.offer(Command::Chat), Offer::No);
    assert_eq!(Mode::Online.offer(Command::Undo), Offer::No);
    assert_eq!(Mode::Online.offer(Command::Chat), Offer::Mode);
    assert_eq!(Mode::Reviewing.offer(Command::Draw), Offer::No);
    assert_eq!(Mode::Reviewing.offer(Command::Where), Offer::Game);
    // Every command a role offers at the table is the session's there.
    for command in Command::all().filter(|c| TableRole::Practice.offers(*c)) {
        assert_ne!(Mode::Playing.offer(command), Offer::Mode, "{command:?}");
    }
}

#[test]
fn online_a_key_command_keeps_its_typed_argument_and_answers_as_the_typed_line() {
    let online = || {
        let session = Session::new(
            SessionConfig::default(),
            Voice::builtin("en").unwrap(),
            Game::new(),
            0,
        );
        Table::new(
            session,
            super::super::TableSetup {
                online: true,
                ..super::super::TableSetup::default()
            },
        )
    };
    let mut keyed = online();
    let mut typed = online();
    let by_key = keyed.handle(
        10,
        TableInput::Command(Command::Legal, Argument::Square(Square::G1)),
    );
    let by_line = typed.handle(10, TableInput::Line("legal g1".to_owned()));
    assert!(!said(&by_key).is_empty());
    assert_eq!(said(&by_key), said(&by_line));
    // What a server game has no use for is refused by the online mode's declaration.
    let undo = said(&keyed.handle(20, TableInput::Command(Command::Undo, Argument::None)));
    assert_eq!(
        undo,
        said(&typed.handle(20, TableInput::Line("undo".to_owned())))
    );
    assert_eq!(undo.len(), 1);
}

#[test]
fn a_side_and_seconds_are_read_at_the_door() {
    use shakmaty::Color;
    let table = table();
    assert_eq!(
        line(&table, "add white 1:30"),
        Some(Intent::Command(
            Command::Add,
            Argument::Time {
                side: Some(Color::White),
                ms: Ok(90_000)
            }
        ))
    );
    assert_eq!(
        line(&table, "add Schwarz zehn"),
        Some(Intent::Command(
            Command::Add,
            Argument::Time {
                side: Some(Color::Black),
                ms: Err(NotATime("zehn".to_owned()))
            }
        ))
    );
    assert_eq!(
        line(&table, "penalty noirs"),
        Some(Intent::Command(
            Command::Penalty,
            Argument::Side(Color::Black)
        ))
    );
    assert_eq!(
        line(&table, "resign"),
        Some(Intent::Command(Command::Resign, Argument::None))
    );
}
