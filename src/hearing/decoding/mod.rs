//! Listening: one spoken move (or command) heard among the legal moves of a position.
//!
//! The pure parts decide what may be heard and what was: the [`PhraseBook`] lists every way each
//! legal move may be said in a voice's words, the [`Grammar`] holds the recogniser to it, and
//! [`decide`] turns what the recogniser reports into [`Hearing`]: a move to play, one to confirm,
//! or again. The recogniser itself sits behind [`Listener`] (pocketsphinx in the listening
//! companion, or a fake in tests); audio arrives as an [`Utterance`] read from a WAV file.

mod decision;
mod error;
mod fake;
mod grammar;
mod hearing;
mod listener;
mod model;
mod phrase_book;
mod pronunciations;
mod recogniser_question;
mod resample;
pub(crate) mod speech_check;
mod sphinx;
mod wav;

pub use decision::{Hearing, Thresholds, decide};
pub use error::{ListenError, MODEL_PACKAGES, PronunciationProblem};
pub use fake::FakeListener;
pub use grammar::Grammar;
pub use hearing::hear;
pub use listener::{Listener, Recognition};
pub use model::{MODEL_DIR, acoustic_model, missing_model_file};
pub use phrase_book::{Meaning, PhraseBook, SpokenCommand, move_forms};
pub use pronunciations::{Dictionary, MAX_VARIANTS, PHONES, Pronunciations};
pub use recogniser_question::{
    RecogniserAnswer, RecogniserFault, RecogniserQuestion, RecogniserStep,
};
pub use resample::to_rate;
pub use speech_check::{SoundProfile, is_speech};
pub use sphinx::{RECOGNITION_DEADLINE, SphinxListener};
pub use wav::{MAX_UTTERANCE_SECONDS, SAMPLE_RATE, Utterance, read_wav};
