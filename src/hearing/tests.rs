//! The listener's loop with a fake recogniser, and the table it feeds: a move said, a move to
//! confirm answered ja or nein, again, a command, the start of speech silencing speech, silence
//! and a monologue.

use std::sync::mpsc::{self, Receiver};

use shakmaty::Position;

use super::*;
use crate::core::game::Game;
use crate::core::session::{Record, Session, SessionConfig};
use crate::core::table::{Table, TableEffect, TableInput, TableSetup};
use crate::hearing::decoding::FakeListener;

fn sink() -> (HeardSink, Receiver<Heard>) {
    let (sender, receiver) = mpsc::channel();
    (
        HeardSink::new(move |timed| sender.send(timed.event).is_ok()),
        receiver,
    )
}

fn ear(listener: FakeListener, positions: &PositionSlot) -> Ear {
    let voice = Voice::fide();
    let pronunciations = Pronunciations::builtin("fide").unwrap();
    Ear::new(Box::new(listener), voice, pronunciations, positions.clone())
}

fn table() -> Table {
    let session = Session::new(SessionConfig::default(), Voice::fide(), Game::new(), 0);
    let mut table = Table::new(session, TableSetup::default());
    table.start(0);
    table
}

/// Room noise, then someone speaking for `ms` (the voice made in code), then room noise: one
/// talk.
fn talk(ms: usize) -> Vec<Sound> {
    let quiet = |ms: usize| -> Vec<i16> { (0..ms * 16).map(|n| [3, -2, 0, 1][n % 4]).collect() };
    let loud = crate::hearing::decoding::speech_check::spoken::syllables(ms);
    vec![
        Sound::Samples(quiet(300)),
        Sound::Samples(loud),
        Sound::Samples(quiet(900)),
        Sound::EndOfTalk(None),
    ]
}

/// Everything the ear sends for one talk.
fn hear_talk(ear: &mut Ear, ms: usize) -> Vec<Heard> {
    let (sink, heard) = sink();
    for sound in talk(ms) {
        assert_eq!(ear.take(sound, &sink), Flow::Go);
    }
    drop(sink);
    heard.iter().collect()
}

/// Hands what was heard to the table, as the runtime does; what the table said.
fn to_table(table: &mut Table, heard: Vec<Heard>, positions: &PositionSlot) -> Vec<TableEffect> {
    let mut effects = Vec::new();
    for heard in heard {
        effects.extend(table.handle(1_000, TableInput::Heard(heard)));
        positions.offer(
            table.game_session().game().position(),
            table.question_waiting(),
        );
    }
    effects
}

fn said(effects: &[TableEffect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|e| match e {
            TableEffect::Say(u) => Some(u.text.clone()),
            _ => None,
        })
        .collect()
}

fn moves(effects: &[TableEffect]) -> usize {
    effects
        .iter()
        .filter(|e| matches!(e, TableEffect::Record(Record::Move { .. })))
        .count()
}

#[test]
fn a_move_said_surely_is_played_after_speech_was_silenced() {
    let mut table = table();
    let positions = PositionSlot::new(table.game_session().game().position().clone());
    let listener = FakeListener::new()
        .then("springer felix drei", 1.0, -1000)
        .then("springer hector drei", 3.0, -3000);
    let mut ear = ear(listener, &positions);
    let heard = hear_talk(&mut ear, 1_500);
    assert!(
        matches!(heard.as_slice(), [Heard::SpeechStarted, Heard::Move(_)]),
        "{heard:?}"
    );
    let effects = to_table(&mut table, heard, &positions);
    assert_eq!(effects.first(), Some(&TableEffect::BargeIn));
    assert_eq!(moves(&effects), 1);
    assert!(said(&effects).contains(&"Springer Felix drei".to_owned()));
    // The next utterance is heard among Black's moves: the slot holds the new position.
    assert_eq!(positions.newest().turn(), shakmaty::Color::Black);
}

#[test]
fn a_move_to_confirm_is_played_on_a_spoken_ja_and_dropped_on_nein() {
    // The answer, and the other answer as its runner-up: a yes that barely beats the no (a
    // hesitation) drops the question as a no does.
    for (answer, other, runner_up, played) in [
        ("ja", "nein", -10_000, 1),
        ("nein", "ja", -10_000, 0),
        ("ja", "nein", -500, 0),
    ] {
        let mut table = table();
        let positions = PositionSlot::new(table.game_session().game().position().clone());
        let listener = FakeListener::new()
            .then("bauer eva vier", 1.0, -1000)
            .then("bauer eva drei", 1.0, -1100)
            .then(answer, 0.0, 0)
            .then(other, 0.0, runner_up);
        let mut ear = ear(listener, &positions);
        let asked = to_table(&mut table, hear_talk(&mut ear, 1_200), &positions);
        assert_eq!(
            said(&asked),
            ["Meinten Sie Bauer Eva vier? Sagen Sie ja oder nein."]
        );
        let answered = to_table(&mut table, hear_talk(&mut ear, 400), &positions);
        assert_eq!(moves(&answered), played, "{answer}: {answered:?}");
    }
}

#[test]
fn nothing_like_a_move_is_again_and_a_command_is_answered() {
    let mut table = table();
    let positions = PositionSlot::new(table.game_session().game().position().clone());
    let listener = FakeListener::new()
        .then("anna anna", 0.0, 0)
        .then("zeit", 0.0, 0);
    let mut ear = ear(listener, &positions);
    let again = to_table(&mut table, hear_talk(&mut ear, 800), &positions);
    assert_eq!(said(&again), ["Nicht verstanden; bitte noch einmal."]);
    let time = to_table(&mut table, hear_talk(&mut ear, 800), &positions);
    let typed = table.handle(
        2_000,
        TableInput::Command(
            crate::core::command::Command::Time,
            crate::core::session::Argument::None,
        ),
    );
    assert_eq!(said(&time), said(&typed), "answered like the typed command");
    assert_eq!(moves(&time), 0);
}

#[test]
fn a_silent_talk_is_again_and_a_monologue_is_too_long_without_being_decoded() {
    let positions = PositionSlot::new(Chess::default());
    let mut ear = ear(FakeListener::new(), &positions);
    let (sink, heard) = sink();
    ear.take(Sound::Samples(vec![0; 16_000]), &sink);
    ear.take(Sound::EndOfTalk(None), &sink);
    assert_eq!(heard.try_iter().collect::<Vec<_>>(), [Heard::Again]);
    let monologue = hear_talk(&mut ear, 120_000);
    assert_eq!(monologue, [Heard::SpeechStarted, Heard::TooLong]);
}

#[test]
fn a_device_gone_stops_listening_in_one_event() {
    let positions = PositionSlot::new(Chess::default());
    let mut ear = ear(FakeListener::new(), &positions);
    let (sink, heard) = sink();
    assert_eq!(ear.take(Sound::DeviceGone, &sink), Flow::Stop);
    assert_eq!(
        heard.try_iter().collect::<Vec<_>>(),
        [Heard::Stopped(HearingTrouble::MicrophoneGone)]
    );
}

#[test]
fn a_sound_companion_lost_stops_listening_naming_the_part() {
    let positions = PositionSlot::new(Chess::default());
    let mut ear = ear(FakeListener::new(), &positions);
    let (sink, heard) = sink();
    let why = crate::core::message::Message::new("companion-ended");
    assert_eq!(
        ear.take(Sound::CompanionLost(why.clone()), &sink),
        Flow::Stop
    );
    assert_eq!(
        heard.try_iter().collect::<Vec<_>>(),
        [Heard::Stopped(HearingTrouble::CompanionFailed { why })]
    );
}

#[test]
fn push_to_talk_hears_one_utterance_after_each_request_and_again_when_nobody_speaks() {
    let positions = PositionSlot::new(Chess::default());
    let listener = FakeListener::new()
        .then("springer felix drei", 1.0, -1000)
        .then("springer hector drei", 3.0, -3000);
    let mut ear = ear(listener, &positions).on_talk();
    let samples_of = |sounds: Vec<Sound>| -> Vec<Sound> {
        sounds
            .into_iter()
            .filter(|s| matches!(s, Sound::Samples(_)))
            .collect()
    };
    let (sink, heard) = sink();
    for sound in samples_of(talk(1_500)) {
        ear.take(sound, &sink);
    }
    assert_eq!(heard.try_iter().count(), 0, "nothing is heard before talk");
    positions.talk();
    for sound in samples_of(talk(1_500)) {
        ear.take(sound, &sink);
    }
    let after_talk: Vec<Heard> = heard.try_iter().collect();
    assert!(
        matches!(
            after_talk.as_slice(),
            [Heard::SpeechStarted, Heard::Move(_)]
        ),
        "{after_talk:?}"
    );
    for sound in samples_of(talk(1_500)) {
        ear.take(sound, &sink);
    }
    assert_eq!(heard.try_iter().count(), 0, "one utterance a request");
    positions.talk();
    for _ in 0..6 {
        ear.take(Sound::Samples(vec![0; 16_000]), &sink);
    }
    assert_eq!(heard.try_iter().collect::<Vec<_>>(), [Heard::Again]);
}

#[test]
fn typing_talk_asks_the_listener_only_while_it_listens() {
    let mut table = table();
    let not_listening = table.handle(100, TableInput::Line("sprechen".to_owned()));
    assert!(!not_listening.contains(&TableEffect::ListenNow));
    let said = table.handle(
        200,
        TableInput::Heard(Heard::Listening { push_to_talk: true }),
    );
    assert_eq!(
        self::said(&said),
        [
            "Ich höre zu, wenn Sie sprechen tippen, Alt-S oder die Sprechtaste des Bretts drücken: sagen Sie dann Ihren Zug."
        ]
    );
    let asked = table.handle(300, TableInput::Line("sprechen".to_owned()));
    assert_eq!(asked, [TableEffect::BargeIn, TableEffect::ListenNow]);
}

#[test]
fn the_talk_key_and_the_peg_boards_talk_button_ask_the_listener() {
    use crate::core::boards::peg::{Button, PegEvent};
    use crate::core::table::{BoardEvent, BoardRole, ConnectedBoard};
    let session = Session::new(SessionConfig::default(), Voice::fide(), Game::new(), 0);
    let mut table = Table::new(
        session,
        TableSetup {
            boards: vec![ConnectedBoard::PEG],
            ..TableSetup::default()
        },
    );
    table.start(0);
    let button = || {
        TableInput::Board(
            BoardRole::Blind,
            BoardEvent::Peg(PegEvent::Button(Button::Talk)),
        )
    };
    // Nothing listens yet: the key is answered in a sentence, not dropped in silence.
    let off = table.handle(100, TableInput::Talk);
    assert!(!off.contains(&TableEffect::ListenNow), "{off:?}");
    assert_eq!(
        said(&off),
        [
            "Das Zuhören ist aus: starten Sie annabella mit --listen oder --push-to-talk, um Ihre Züge zu sagen."
        ]
    );
    assert!(
        !table
            .handle(150, button())
            .contains(&TableEffect::ListenNow)
    );
    table.handle(
        200,
        TableInput::Heard(Heard::Listening { push_to_talk: true }),
    );
    assert_eq!(
        table.handle(300, TableInput::Talk),
        [TableEffect::BargeIn, TableEffect::ListenNow]
    );
    let pressed = table.handle(400, button());
    assert!(pressed.contains(&TableEffect::ListenNow), "{pressed:?}");
    assert!(
        said(&pressed).is_empty(),
        "the button is not read as repeat: {pressed:?}"
    );
}
