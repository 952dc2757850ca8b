//! One utterance heard: a sound that is not speech (see [`super::speech_check`]) is not heard
//! at all; speech is heard by the recogniser once among every phrase and, when a move was heard,
//! once more without it, and the two answers weighed by the decision.

use super::decision::{Hearing, Thresholds, decide};
use super::error::ListenError;
use super::listener::Listener;
use super::phrase_book::{Meaning, PhraseBook, SpokenCommand};
use super::speech_check::SoundProfile;
use super::wav::Utterance;

/// Hears `utterance` with `listener` among `book`'s phrases and decides what it was. A recording
/// longer than a move, or a sound that is not speech (a tone, a sweep, noise, clicks, music), is
/// [`Hearing::Again`] without being decoded: the recogniser bends any sound into the phrase that
/// fits it best, and tones and noise once fitted moves well enough to be played. Talk longer
/// than a move plays none at once, and talk longer than a word is no yes or no. When a move is heard, the
/// utterance is heard again without that move's phrases: how much worse the runner-up fits is
/// the margin the decision weighs.
pub fn hear(
    listener: &mut dyn Listener,
    book: &PhraseBook,
    utterance: &Utterance,
    thresholds: Thresholds,
) -> Result<Hearing, ListenError> {
    if utterance.is_too_long() {
        return Ok(Hearing::Again);
    }
    let sound = SoundProfile::of(utterance.samples());
    if !sound.is_speech() {
        return Ok(Hearing::Again);
    }
    let best = listener.recognise(book, utterance)?;
    let runner_up = match book.meaning(&best.words) {
        Some(Meaning::Move(m)) => Some(listener.recognise(&book.without(m), utterance)?),
        Some(Meaning::Command(answer @ (SpokenCommand::Yes | SpokenCommand::No))) => {
            Some(listener.recognise(&book.without_command(answer), utterance)?)
        }
        _ => None,
    };
    Ok(within_its_length(
        decide(book, &best, runner_up.as_ref(), thresholds),
        &sound,
    ))
}

/// What was heard, held to how long it was said: talk longer than a move (a hall's babble, a
/// conversation) plays no move at once, it is at most read back; talk longer than one word is
/// no yes or no.
fn within_its_length(hearing: Hearing, sound: &SoundProfile) -> Hearing {
    match hearing {
        Hearing::Play(m) if sound.longer_than_a_move() => Hearing::Confirm(m),
        Hearing::Command(SpokenCommand::Yes | SpokenCommand::No)
            if sound.longer_than_an_answer() =>
        {
            Hearing::Again
        }
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Chess;

    use super::*;
    use crate::core::voice::Voice;
    use crate::hearing::decoding::speech_check::spoken::syllables;
    use crate::hearing::decoding::{FakeListener, Pronunciations};

    fn book() -> PhraseBook {
        let pronunciations = Pronunciations::builtin("fide").unwrap();
        PhraseBook::new(&Chess::default(), &Voice::fide(), &pronunciations).unwrap()
    }

    fn heard(listener: &mut FakeListener, ms: usize) -> Hearing {
        let talk = Utterance::from_samples(syllables(ms));
        hear(listener, &book(), &talk, Thresholds::default()).unwrap()
    }

    #[test]
    fn a_move_heard_surely_in_talk_longer_than_a_move_is_only_read_back() {
        let sure = || {
            FakeListener::new()
                .then("springer felix drei", 1.0, -1000)
                .then("springer hector drei", 3.0, -3000)
        };
        assert!(matches!(heard(&mut sure(), 2_000), Hearing::Play(_)));
        assert!(matches!(heard(&mut sure(), 5_000), Hearing::Confirm(_)));
    }

    #[test]
    fn a_yes_or_no_is_one_word_and_longer_talk_answers_nothing() {
        let yes = || {
            FakeListener::new()
                .then("ja", 1.0, -1000)
                .then("nein", 3.0, -20_000)
        };
        assert_eq!(heard(&mut yes(), 600), Hearing::Command(SpokenCommand::Yes));
        assert_eq!(heard(&mut yes(), 2_500), Hearing::Again);
    }
}
