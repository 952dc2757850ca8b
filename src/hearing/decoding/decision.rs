//! The decision: what the recogniser heard, turned into a move to play, a move to confirm, a
//! command, or "again".
//!
//! A wrong move played costs a game; a question costs a second. So a move is played only when
//! the best path fits the sound nearly as well as free speech does; a looser fit asks for
//! confirmation; a poor one (noise, a cough, words outside the book) asks again.

use shakmaty::Move;

use super::listener::Recognition;
use super::phrase_book::{Meaning, PhraseBook, SpokenCommand};

/// What was heard, decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hearing {
    /// A legal move, heard surely enough to be played.
    Play(Move),
    /// The likeliest legal move, not sure enough: ask before playing it.
    Confirm(Move),
    /// A command of the table (or yes/no), heard surely enough.
    Command(SpokenCommand),
    /// Nothing that sounds like a legal move or a command.
    Again,
}

/// The limits the decision weighs a recognition against.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Thresholds {
    /// A move is played when its phrase fits at least this much better a frame than the best
    /// phrase of any other move (the runner-up)…
    pub play_margin: f64,
    /// … and fits the sound at most this badly (see [`Recognition::misfit_per_frame`]).
    pub play_misfit: f64,
    /// Beyond this misfit nothing is taken: noise, a cough, words outside the book.
    pub again_misfit: f64,
    /// Fewer decoded frames than this are not speech (a click).
    pub min_frames: u32,
    /// A yes is taken when it fits this much better a frame than the no: anything less (a
    /// hesitation, a cough, a "nein" the English model hears nearly as well as "ja") is a no.
    pub yes_margin: f64,
}

impl Default for Thresholds {
    /// Chosen on synthesised speech in three voices with noise (`scripts/measure-hear.sh`):
    /// every move played wrongly in the fide and en voices had a margin below 1; right ones
    /// reach 20; a right phrase's misfit stayed below 16 (castling's words fit the English
    /// model worst).
    fn default() -> Self {
        Thresholds {
            play_margin: 4.0,
            play_misfit: 12.0,
            again_misfit: 25.0,
            min_frames: 20,
            // espeak-ng's "ja" at five rates and pitches won by 9.1 to 13.3; its "äh hm" by
            // 7.5, its "nein" lost by 0.3 to 3.7.
            yes_margin: 6.5,
        }
    }
}

/// Decides what `best` (the best path through `book`) means, weighed against `runner_up` (the
/// best path once the heard move's phrases, or the heard yes or no, are taken out), if there was
/// one. A move is played, and a yes or no taken, only when it beats the runner-up by
/// [`Thresholds::play_margin`]; when nothing else fits, it is not sure.
// Scores of one utterance stay far below 2^52: the float cast is exact.
#[allow(clippy::cast_precision_loss)]
pub fn decide(
    book: &PhraseBook,
    best: &Recognition,
    runner_up: Option<&Recognition>,
    thresholds: Thresholds,
) -> Hearing {
    if best.words.is_empty()
        || best.frames < thresholds.min_frames
        || !best.misfit_per_frame.is_finite()
        || best.misfit_per_frame > thresholds.again_misfit
    {
        return Hearing::Again;
    }
    // How much better the heard phrase fits than the best other one. When no other phrase fits
    // at all, nothing was weighed: noise bent into the one phrase the grammar could find is
    // heard that way (a tone heard as "Felix vier"), so it is never sure.
    let margin = match runner_up {
        Some(other) if !other.words.is_empty() => {
            (best.score - other.score) as f64 / f64::from(best.frames.max(1))
        }
        Some(_) => f64::NEG_INFINITY,
        None => -best.misfit_per_frame,
    };
    let sure = margin >= thresholds.play_margin && best.misfit_per_frame <= thresholds.play_misfit;
    match book.meaning(&best.words) {
        Some(Meaning::Move(m)) if sure => Hearing::Play(m),
        Some(Meaning::Move(m)) => Hearing::Confirm(m),
        // A yes plays a move: it is taken only when it beats the no by a clear margin. Anything
        // less is "again", which drops a question waiting (see the table's ear).
        Some(Meaning::Command(SpokenCommand::Yes))
            if margin >= thresholds.yes_margin
                && best.misfit_per_frame <= thresholds.play_misfit =>
        {
            Hearing::Command(SpokenCommand::Yes)
        }
        Some(Meaning::Command(SpokenCommand::No)) if sure => Hearing::Command(SpokenCommand::No),
        Some(Meaning::Command(SpokenCommand::Table(command))) => {
            Hearing::Command(SpokenCommand::Table(command))
        }
        Some(Meaning::Command(_) | Meaning::Ambiguous) | None => Hearing::Again,
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Position, Square};

    use super::*;
    use crate::core::voice::Voice;
    use crate::hearing::decoding::{FakeListener, Pronunciations, Utterance, hear};

    fn book() -> PhraseBook {
        let voice = Voice::fide();
        let pronunciations = Pronunciations::builtin("fide").unwrap();
        PhraseBook::new(&Chess::default(), &voice, &pronunciations).unwrap()
    }

    /// Two seconds of speech (the voice made in code: the fake recogniser hears what it is told).
    fn two_seconds() -> Utterance {
        Utterance::from_samples(crate::hearing::decoding::speech_check::spoken::syllables(
            2_000,
        ))
    }

    /// What `listener` makes of two seconds of speech at the start, at the default thresholds.
    fn heard(listener: &mut FakeListener) -> Hearing {
        hear(listener, &book(), &two_seconds(), Thresholds::default()).unwrap()
    }

    fn to(hearing: Hearing) -> Option<Square> {
        match hearing {
            Hearing::Play(m) | Hearing::Confirm(m) => Some(m.to()),
            _ => None,
        }
    }

    #[test]
    fn a_clear_margin_plays_the_move() {
        let mut listener = FakeListener::new()
            .then("springer felix drei", 1.0, -1000)
            .then("springer hector drei", 3.0, -3000);
        let hearing = heard(&mut listener);
        assert!(matches!(hearing, Hearing::Play(_)), "{hearing:?}");
        assert_eq!(to(hearing), Some(Square::F3));
        assert_eq!(listener.asked, 2, "the runner-up is sought once");
    }

    #[test]
    fn a_close_runner_up_asks_to_confirm() {
        let mut listener = FakeListener::new().then("bauer eva vier", 1.0, -1000).then(
            "bauer eva drei",
            1.0,
            -1100,
        );
        let hearing = heard(&mut listener);
        assert!(matches!(hearing, Hearing::Confirm(_)), "{hearing:?}");
        assert_eq!(to(hearing), Some(Square::E4));
    }

    #[test]
    fn a_poor_fit_is_heard_again() {
        let mut listener = FakeListener::new()
            .then("eva vier", 40.0, -1000)
            .then("eva drei", 60.0, -9000);
        let hearing = heard(&mut listener);
        assert_eq!(hearing, Hearing::Again);
    }

    #[test]
    fn silence_a_command_and_an_ambiguous_phrase_play_nothing() {
        let mut silent = FakeListener::new();
        assert_eq!(heard(&mut silent), Hearing::Again);
        let mut command = FakeListener::new().then("zeit", 0.0, 0);
        assert!(matches!(
            heard(&mut command),
            Hearing::Command(SpokenCommand::Table(_))
        ));
        assert_eq!(command.asked, 1, "a command seeks no runner-up");
        let mut unknown = FakeListener::new().then("anna anna", 0.0, 0);
        assert_eq!(heard(&mut unknown), Hearing::Again);
    }

    #[test]
    fn a_sound_that_is_not_speech_is_not_decoded() {
        let tone: Vec<i16> = (0..32_000)
            .map(|n| if (n / 40) % 2 == 0 { 6_000 } else { -6_000 })
            .collect();
        for sound in [vec![0; 32_000], tone] {
            let mut listener = FakeListener::new().then("springer felix drei", 0.0, 0);
            let hearing = hear(
                &mut listener,
                &book(),
                &Utterance::from_samples(sound),
                Thresholds::default(),
            );
            assert_eq!(hearing.unwrap(), Hearing::Again);
            assert_eq!(listener.asked, 0, "the recogniser is not asked");
        }
    }

    #[test]
    fn a_monologue_is_not_decoded() {
        let long = Utterance::from_samples(vec![0; 16_000 * 60]);
        let mut listener = FakeListener::new().then("springer felix drei", 0.0, 0);
        assert_eq!(
            hear(&mut listener, &book(), &long, Thresholds::default()).unwrap(),
            Hearing::Again
        );
        assert_eq!(listener.asked, 0);
    }

    #[test]
    fn every_legal_move_of_the_start_has_a_phrase() {
        let book = book();
        for m in Chess::default().legal_moves() {
            assert!(
                book.move_phrases()
                    .iter()
                    .any(|(_, meaning)| *meaning == Meaning::Move(m)),
                "{m:?}"
            );
        }
    }
}
