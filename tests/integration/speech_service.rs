//! The speech thread with fake engines: order, priorities, barge-in, no move ever dropped, and
//! fallback when an engine fails.

use std::time::Duration;

use annabella::speech::{
    FakeCall, FakeEngine, Listener, Priority, SpeechNotice, SpeechService, Utterance,
};

use crate::common::wait_until;

const LIMIT: Duration = Duration::from_secs(5);

fn answer(text: &str) -> Utterance {
    Utterance::new(text, Priority::Answer, Listener::Public)
}

#[test]
fn says_everything_in_priority_order_while_busy() {
    let engine = FakeEngine::new("fake", Duration::from_millis(60));
    let log = engine.log.clone();
    let service = SpeechService::start(Box::new(engine), None).unwrap();
    service.say(Utterance::public_move("Bauer Eva vier"));
    service.say(answer("Eva vier: weißer Bauer"));
    service.say(Utterance::new(
        "fünf Minuten",
        Priority::Clock,
        Listener::Private,
    ));
    service.say(Utterance::public_move("Bauer Eva fünf"));
    assert!(service.flush(LIMIT));
    assert_eq!(
        log.spoken(),
        [
            "Bauer Eva vier",
            "Bauer Eva fünf",
            "fünf Minuten",
            "Eva vier: weißer Bauer"
        ]
    );
    let private: Vec<FakeCall> = log
        .calls()
        .into_iter()
        .filter(|c| matches!(c, FakeCall::Speak(_, Listener::Private)))
        .collect();
    assert_eq!(
        private,
        [FakeCall::Speak("fünf Minuten".into(), Listener::Private)]
    );
}

#[test]
fn barge_in_silences_a_stale_answer_but_no_move_is_lost() {
    let engine = FakeEngine::new("fake", Duration::from_secs(1));
    let log = engine.log.clone();
    let service = SpeechService::start(Box::new(engine), None).unwrap();
    service.say(answer(
        "Weiß: König Gustav eins, Dame David eins, Turm Anna eins …",
    ));
    service.say(answer("second stale answer"));
    service.barge_in();
    service.say(Utterance::public_move("Springer Felix drei"));
    // The move is being said (1 s); the stale answers are gone.
    wait_until("the move to reach the engine", LIMIT, || log.len() >= 3);
    let said = [
        FakeCall::Speak(
            "Weiß: König Gustav eins, Dame David eins, Turm Anna eins …".into(),
            Listener::Public,
        ),
        FakeCall::Stop,
        FakeCall::Speak("Springer Felix drei".into(), Listener::Public),
    ];
    assert_eq!(log.calls(), said);
    // A barge-in while the move is spoken does not cut it. The speech thread takes commands in
    // order, so once the flush after the barge-in is answered (the move said to its end), the
    // barge-in has been handled: had it cut the move, a Stop would be in the log.
    service.barge_in();
    assert!(service.flush(LIMIT), "the move is said to its end");
    assert_eq!(
        log.calls(),
        said,
        "no Stop, and the stale answers never come"
    );
}

#[test]
fn a_failing_engine_falls_back_says_so_once_and_repeats_the_move() {
    let primary = FakeEngine::new("tts", Duration::from_millis(5)).failing_from(1);
    let fallback = FakeEngine::new("text", Duration::ZERO);
    let primary_log = primary.log.clone();
    let fallback_log = fallback.log.clone();
    let service = SpeechService::start(Box::new(primary), Some(Box::new(fallback))).unwrap();
    service.say(Utterance::public_move("Bauer Eva vier"));
    service.say(Utterance::public_move("Bauer Eva fünf"));
    service.say(answer("an answer"));
    assert!(service.flush(LIMIT));
    assert_eq!(primary_log.spoken(), ["Bauer Eva vier"]);
    assert_eq!(fallback_log.spoken(), ["Bauer Eva fünf", "an answer"]);
    let notices = service.notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(matches!(
        &notices[0],
        SpeechNotice::FellBack {
            from: "tts",
            to: "text",
            ..
        }
    ));
}

#[test]
fn with_nothing_to_fall_back_to_it_goes_quiet_without_hanging() {
    let engine = FakeEngine::new("tts", Duration::ZERO).failing_from(0);
    let service = SpeechService::start(Box::new(engine), None).unwrap();
    service.say(Utterance::public_move("Bauer Eva vier"));
    service.say(Utterance::public_move("Bauer Eva fünf"));
    assert!(service.flush(LIMIT));
    assert!(matches!(
        service.notices().as_slice(),
        [SpeechNotice::Silent { engine: "tts", .. }]
    ));
}

#[test]
fn repeat_says_the_last_utterance_again() {
    let engine = FakeEngine::new("fake", Duration::ZERO);
    let log = engine.log.clone();
    let service = SpeechService::start(Box::new(engine), None).unwrap();
    service.say(Utterance::public_move("Läufer Bella fünf"));
    assert!(service.flush(LIMIT));
    service.repeat_last();
    assert!(service.flush(LIMIT));
    assert_eq!(log.spoken(), ["Läufer Bella fünf", "Läufer Bella fünf"]);
}

#[test]
fn dropping_the_service_finishes_queued_moves() {
    let engine = FakeEngine::new("fake", Duration::from_millis(20));
    let log = engine.log.clone();
    let service = SpeechService::start(Box::new(engine), None).unwrap();
    service.say(Utterance::public_move("Dame Hector fünf"));
    service.say(Utterance::public_move("Springer Felix sechs"));
    drop(service);
    assert_eq!(log.spoken(), ["Dame Hector fünf", "Springer Felix sechs"]);
}

#[test]
fn a_move_cut_short_by_a_failing_engine_is_said_again_on_the_fallback() {
    let primary = FakeEngine::new("tts", Duration::from_millis(20)).cutting(0);
    let fallback = FakeEngine::new("clips", Duration::ZERO);
    let primary_log = primary.log.clone();
    let fallback_log = fallback.log.clone();
    let service = SpeechService::start(Box::new(primary), Some(Box::new(fallback))).unwrap();
    service.say(Utterance::public_move("Turm Anna acht Matt"));
    assert!(service.flush(LIMIT));
    assert_eq!(primary_log.spoken(), ["Turm Anna acht Matt"]);
    assert_eq!(
        fallback_log.spoken(),
        ["Turm Anna acht Matt"],
        "the cut move is said again"
    );
    assert!(matches!(
        service.notices().as_slice(),
        [SpeechNotice::FellBack {
            from: "tts",
            to: "clips",
            ..
        }]
    ));
}
