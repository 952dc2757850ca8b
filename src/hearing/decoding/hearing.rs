//! One utterance heard: the recogniser asked once among every phrase and, when a move was heard,
//! once more without it, and the two answers weighed by the decision.

use super::decision::{Hearing, Thresholds, decide};
use super::error::ListenError;
use super::listener::Listener;
use super::phrase_book::{Meaning, PhraseBook, SpokenCommand};
use super::wav::Utterance;

/// Hears `utterance` with `listener` among `book`'s phrases and decides what it was. A recording
/// longer than a move is [`Hearing::Again`] without being decoded. When a move is heard, the
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
    let best = listener.recognise(book, utterance)?;
    let runner_up = match book.meaning(&best.words) {
        Some(Meaning::Move(m)) => Some(listener.recognise(&book.without(m), utterance)?),
        Some(Meaning::Command(answer @ (SpokenCommand::Yes | SpokenCommand::No))) => {
            Some(listener.recognise(&book.without_command(answer), utterance)?)
        }
        _ => None,
    };
    Ok(decide(book, &best, runner_up.as_ref(), thresholds))
}
