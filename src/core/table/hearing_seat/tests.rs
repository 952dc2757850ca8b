//! The table's decisions on what was heard: played as typed, confirmed, dropped, asked again,
//! answered as a command, and speech silenced when the player starts to speak.

use shakmaty::uci::UciMove;

use super::super::TableInput;
use super::super::tests::said;
use super::*;
use crate::core::game::Game;
use crate::core::session::{Record, SessionConfig};
use crate::core::voice::Voice;

pub(super) fn table() -> Table {
    let session = Session::new(
        SessionConfig {
            time_control: Some("300+0".parse().unwrap()),
            ..SessionConfig::default()
        },
        Voice::fide(),
        Game::new(),
        0,
    );
    let mut table = Table::new(session, super::super::TableSetup::default());
    table.start(0);
    table
}

pub(super) fn mv(table: &Table, uci: &str) -> Move {
    uci.parse::<UciMove>()
        .unwrap()
        .to_move(table.session().game().position())
        .unwrap()
}

pub(super) fn moves_recorded(effects: &[TableEffect]) -> usize {
    effects
        .iter()
        .filter(|e| matches!(e, TableEffect::Record(Record::Move { .. })))
        .count()
}

#[test]
fn a_heard_move_is_played_and_announced_as_if_typed() {
    let mut heard = table();
    let m = mv(&heard, "g1f3");
    let by_voice = heard.handle(100, TableInput::Heard(Heard::Move(m)));
    let mut typed = table();
    let by_hand = typed.handle(100, TableInput::Move(m));
    assert_eq!(
        by_voice, by_hand,
        "the same effects, journal record included"
    );
    assert_eq!(moves_recorded(&by_voice), 1);
    assert!(said(&by_voice).iter().any(|s| s == "Springer Felix drei"));
    assert_eq!(heard.session().game().history().len(), 1);
}

#[test]
fn a_move_to_confirm_is_read_back_and_played_on_yes() {
    let mut table = table();
    let m = mv(&table, "e2e4");
    let asked = table.handle(100, TableInput::Heard(Heard::Confirm(m)));
    assert_eq!(
        said(&asked),
        ["Meinten Sie Bauer Eva vier? Sagen Sie ja oder nein."]
    );
    assert!(asked.contains(&TableEffect::BargeIn));
    assert_eq!(
        moves_recorded(&asked),
        0,
        "nothing is played before the answer"
    );
    assert_eq!(table.hearing.question(), Some(m));
    let played = table.handle(900, TableInput::Heard(Heard::Yes));
    assert_eq!(moves_recorded(&played), 1);
    assert!(said(&played).iter().any(|s| s == "Bauer Eva vier"));
    assert_eq!(table.hearing.question(), None);
}

#[test]
fn a_typed_ja_or_enter_confirms_and_a_typed_nein_drops() {
    for yes in ["ja", "", "Yes", "oui"] {
        let mut table = table();
        let m = mv(&table, "d2d4");
        table.handle(100, TableInput::Heard(Heard::Confirm(m)));
        let played = table.handle(200, TableInput::Line(yes.to_owned()));
        assert_eq!(moves_recorded(&played), 1, "{yes:?}");
    }
    let mut table = table();
    let m = mv(&table, "d2d4");
    table.handle(100, TableInput::Heard(Heard::Confirm(m)));
    let dropped = table.handle(200, TableInput::Line("nein".to_owned()));
    assert_eq!(moves_recorded(&dropped), 0);
    assert_eq!(
        said(&dropped),
        ["Verworfen; sagen Sie Ihren Zug noch einmal."]
    );
}

#[test]
fn a_spoken_nein_drops_the_move_and_a_later_ja_confirms_nothing() {
    let mut table = table();
    let m = mv(&table, "b1c3");
    table.handle(100, TableInput::Heard(Heard::Confirm(m)));
    let dropped = table.handle(200, TableInput::Heard(Heard::No));
    assert_eq!(moves_recorded(&dropped), 0);
    assert_eq!(table.hearing.question(), None);
    let late = table.handle(300, TableInput::Heard(Heard::Yes));
    assert_eq!(said(&late), ["Es gibt keinen Zug zu bestätigen."]);
    assert!(table.session().game().history().is_empty());
}

#[test]
fn another_move_typed_drops_the_question() {
    let mut table = table();
    let m = mv(&table, "b1c3");
    table.handle(100, TableInput::Heard(Heard::Confirm(m)));
    let typed = table.handle(200, TableInput::Line("e4".to_owned()));
    assert_eq!(moves_recorded(&typed), 1);
    assert_eq!(table.hearing.question(), None);
    let late = table.handle(300, TableInput::Heard(Heard::Yes));
    assert_eq!(moves_recorded(&late), 0);
}

#[test]
fn again_says_so_in_a_few_words_and_plays_nothing() {
    let mut table = table();
    let again = table.handle(100, TableInput::Heard(Heard::Again));
    assert_eq!(said(&again), ["Nicht verstanden; bitte noch einmal."]);
    let long = table.handle(200, TableInput::Heard(Heard::TooLong));
    assert_eq!(
        said(&long),
        ["Das war zu lang für einen Zug; sagen Sie nur den Zug."]
    );
    assert!(table.session().game().history().is_empty());
}

#[test]
fn a_heard_command_is_answered_like_the_typed_one_and_a_question_waits_through_it() {
    let mut heard = table();
    let by_voice = heard.handle(100, TableInput::Heard(Heard::Command(Command::Time)));
    let mut typed = table();
    let by_hand = typed.handle(100, TableInput::Command(Command::Time, Argument::None));
    assert_eq!(by_voice, by_hand);
    assert!(!said(&by_voice).is_empty());
    let m = mv(&heard, "e2e4");
    heard.handle(200, TableInput::Heard(Heard::Confirm(m)));
    heard.handle(300, TableInput::Heard(Heard::Command(Command::Time)));
    let played = heard.handle(400, TableInput::Heard(Heard::Yes));
    assert_eq!(
        moves_recorded(&played),
        1,
        "the question waited through zeit"
    );
}

#[test]
fn the_start_of_speech_silences_speech_and_says_nothing() {
    let mut table = table();
    let effects = table.handle(100, TableInput::Heard(Heard::SpeechStarted));
    assert_eq!(effects, [TableEffect::BargeIn]);
}

#[test]
fn a_question_made_stale_by_a_move_is_dropped_on_yes() {
    let mut table = table();
    let m = mv(&table, "e2e4");
    table.handle(100, TableInput::Heard(Heard::Confirm(m)));
    // The move is made on a sensor board or by the engine meanwhile (not by the player's input).
    let board_move = mv(&table, "d2d4");
    table
        .session
        .handle(150, crate::core::session::Input::Move(board_move));
    let late = table.handle(200, TableInput::Heard(Heard::Yes));
    assert_eq!(moves_recorded(&late), 0);
    assert_eq!(said(&late), ["Verworfen; sagen Sie Ihren Zug noch einmal."]);
}

#[test]
fn trouble_is_one_sentence_and_the_game_goes_on() {
    let mut table = table();
    let effects = table.handle(
        100,
        TableInput::Heard(Heard::Stopped(HearingTrouble::RecogniserMissing {
            packages: "pocketsphinx-en-us",
        })),
    );
    let said = said(&effects);
    assert_eq!(said.len(), 1);
    assert!(said[0].contains("pocketsphinx-en-us"), "{said:?}");
    let typed = table.handle(200, TableInput::Line("e4".to_owned()));
    assert_eq!(moves_recorded(&typed), 1);
}
