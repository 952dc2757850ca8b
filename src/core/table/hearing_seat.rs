//! The table's ear: what the listener heard, decided at the table's door.
//!
//! A heard move becomes the same intent as a move chosen on the screen's board ([`Intent::Move`]), so
//! it is checked, played, pressed and announced exactly as one typed; a heard command becomes the
//! typed command. A move heard but not surely is read back in the voice's words and waits for
//! "ja"/"yes"/"oui" (spoken, typed, or an empty line: Enter) or "nein"/"no"/"non", or is
//! withdrawn unanswered (Esc on the screen, a typed word: `withdraw.rs`); a command leaves it
//! waiting, and any other thing the player does (another move) drops the question. The start of
//! speech silences what is being said (barge-in), so a long answer can be interrupted. The audio
//! never reaches the table: only what was heard, and the journal records the move played like
//! any other.

use shakmaty::Move;

use super::{Intent, Table, TableEffect, answer, notice};
use crate::core::command::Command;
use crate::core::hearing_words::HearingWords;
use crate::core::language::UiLanguage;
use crate::core::message::Message;
use crate::core::phrasing::announce;
use crate::core::session::{Argument, Session};
use crate::core::text::fold_words;

/// What the listener heard, decided (one runtime event each).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// Listening has started (`push_to_talk`: only after `talk` is typed): said once.
    Listening { push_to_talk: bool },
    /// The player started speaking: what is being said stops (barge-in).
    SpeechStarted,
    /// A legal move, heard surely enough to be played.
    Move(Move),
    /// The likeliest legal move, not sure enough: read back and confirmed first.
    Confirm(Move),
    /// Yes, to the question asked.
    Yes,
    /// No, to the question asked.
    No,
    /// One of the table's commands (time, repeat, board).
    Command(Command),
    /// Nothing that sounds like a legal move or a command (noise, a cough, a misheard word).
    Again,
    /// An utterance longer than any move, cut and not decoded.
    TooLong,
    /// Listening has stopped or could not start; the game goes on by keyboard.
    Stopped(HearingTrouble),
}

/// Why listening stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HearingTrouble {
    /// No capture device could be opened.
    NoMicrophone,
    /// The capture device stopped in the middle of the game.
    MicrophoneGone,
    /// The recogniser's model is not installed: these Debian packages bring it.
    RecogniserMissing { packages: &'static str },
    /// The voice has no pronunciation list.
    VoiceUnheard { voice: String },
    /// The recogniser failed on its own.
    RecogniserFailed,
    /// The sound given (the WAV files of `--listen-file`) has all been heard.
    SoundEnded,
}

/// A move heard not surely, waiting for its answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Question {
    mv: Move,
    /// The game's length when it was asked: a move made meanwhile makes the question stale.
    plies: usize,
}

/// The table's listening state: whether a listener listens, and the question waiting for its
/// answer, if any.
#[derive(Debug, Clone, Default)]
pub struct HearingSeat {
    listening: bool,
    question: Option<Question>,
}

impl HearingSeat {
    /// The move read back and waiting for "yes" or "no".
    pub fn question(&self) -> Option<Move> {
        self.question.map(|q| q.mv)
    }

    /// What a typed line means to the ear, if anything: push-to-talk, the withdrawal of the
    /// question waiting (said to be none when none waits), an answer while a question waits
    /// (`words`: the interface language's own yes and no).
    pub(super) fn reads(&self, line: &str, words: &HearingWords) -> Option<Intent> {
        let folded = fold_words(line).join(" ");
        // Asked while nothing listens (never started, or every `--listen-file` heard), it is
        // still push-to-talk: the table says that nothing listens.
        if typed_talk(&folded, words) {
            return Some(Intent::Talk);
        }
        // Asked with no question waiting, it is still the withdrawal: the table says so.
        if withdraw::typed_withdraw(&folded, words) {
            return Some(Intent::Withdraw);
        }
        self.question?;
        typed_answer(&folded, words).map(Intent::Answer)
    }
}

/// A typed answer (folded): `Some(true)` for yes (or an empty line: Enter), `Some(false)` for
/// no. The words are the catalogues' (`hearing-typed-yes`, `hearing-typed-no`): the interface
/// language's (`words`) and those of every built-in language, so a "yes" always answers.
fn typed_answer(folded: &str, words: &HearingWords) -> Option<bool> {
    let lists = || std::iter::once(words).chain(UiLanguage::BUILT_IN.map(HearingWords::of));
    if folded.is_empty() || lists().any(|w| listed(w.typed_yes, folded)) {
        Some(true)
    } else if lists().any(|w| listed(w.typed_no, folded)) {
        Some(false)
    } else {
        None
    }
}

/// The typed push-to-talk command (`hearing-typed-talk`: "sprechen"), in the interface
/// language or a built-in one.
fn typed_talk(folded: &str, words: &HearingWords) -> bool {
    std::iter::once(words)
        .chain(UiLanguage::BUILT_IN.map(HearingWords::of))
        .any(|w| listed(w.typed_talk, folded))
}

/// Whether `folded` is one of the comma-separated words of a catalogue's `list`.
fn listed(list: &str, folded: &str) -> bool {
    list.split(',')
        .any(|word| fold_words(word).join(" ") == folded)
}

impl Table {
    /// What the ear does with an intent read at the door (`None`: taken): push-to-talk starts
    /// listening, an answer answers the question waiting, a withdrawal withdraws it, a command
    /// (`zeit`, `brett kompakt`) leaves it waiting, and anything else the player does (another
    /// move) drops it.
    pub(super) fn hearing_takes(
        &mut self,
        intent: Intent,
        out: &mut Vec<TableEffect>,
    ) -> Option<Intent> {
        match intent {
            Intent::Talk => {
                self.talk(out);
                None
            }
            Intent::Answer(yes) => self.answered(yes, out),
            Intent::Withdraw => {
                self.withdraw_question(out);
                None
            }
            Intent::Press | Intent::Command(..) => Some(intent),
            other => {
                self.hearing.question = None;
                Some(other)
            }
        }
    }

    /// Push-to-talk (typed, a key, the board's button): the player is about to speak, so what
    /// is being said stops and the listener hears the next utterance.
    pub(super) fn talk(&self, out: &mut Vec<TableEffect>) {
        if self.hearing.listening {
            out.extend([TableEffect::BargeIn, TableEffect::ListenNow]);
        } else {
            out.push(answer(
                HearingWords::of(self.session.language()).not_listening,
            ));
        }
    }

    /// What the listener heard, decided here; a move or a command heard is handed back as its
    /// intent.
    pub(super) fn heard(&mut self, heard: Heard, out: &mut Vec<TableEffect>) -> Option<Intent> {
        let words = HearingWords::of(self.session.language());
        match heard {
            Heard::Listening { push_to_talk } => {
                self.hearing.listening = true;
                out.push(notice(if push_to_talk {
                    words.listening_on_talk
                } else {
                    words.listening
                }));
            }
            Heard::SpeechStarted => out.push(TableEffect::BargeIn),
            Heard::Move(mv) => {
                self.hearing.question = None;
                return Some(Intent::Move(mv));
            }
            Heard::Confirm(mv) => {
                out.push(TableEffect::BargeIn);
                let session = &self.session;
                self.hearing.question = Some(Question {
                    mv,
                    plies: session.game().history().len(),
                });
                out.push(answer(
                    Message::new("hearing-confirm-question")
                        .text("move", said_move(session, mv))
                        .in_language(self.session.language()),
                ));
            }
            Heard::Yes => return self.answered(true, out),
            Heard::No => return self.answered(false, out),
            // A question waits through a command ("zeit", then "ja").
            Heard::Command(command) => return Some(Intent::Command(command, Argument::None)),
            // While a question waits, whatever is not a sure yes drops it: a noise, a cough or
            // a hesitation never plays the move read back.
            Heard::Again | Heard::TooLong if self.hearing.question.is_some() => {
                return self.answered(false, out);
            }
            Heard::Again => out.push(answer(words.again)),
            Heard::TooLong => out.push(answer(words.too_long)),
            // The last file heard: nothing more listens, and `talk` now says so.
            Heard::Stopped(HearingTrouble::SoundEnded) => self.hearing.listening = false,
            Heard::Stopped(trouble) => {
                self.hearing.listening = false;
                out.push(notice(trouble_text(
                    words,
                    &trouble,
                    self.session.language(),
                )));
            }
        }
        None
    }

    /// The answer to the question waiting (or to none).
    fn answered(&mut self, yes: bool, out: &mut Vec<TableEffect>) -> Option<Intent> {
        let words = HearingWords::of(self.session.language());
        let Some(question) = self.hearing.question.take() else {
            out.push(answer(words.nothing_to_confirm));
            return None;
        };
        if yes && question.plies == self.session.game().history().len() {
            return Some(Intent::Move(question.mv));
        }
        out.push(answer(words.confirm_dropped));
        None
    }
}

/// A move as the voice announces it in the game's position.
fn said_move(session: &Session, mv: Move) -> String {
    announce(
        session.game().position(),
        mv,
        session.voice(),
        session.config().style,
    )
}

/// Why listening stopped, in one sentence.
fn trouble_text(words: &HearingWords, trouble: &HearingTrouble, language: UiLanguage) -> String {
    match trouble {
        HearingTrouble::NoMicrophone => words.no_microphone.to_owned(),
        HearingTrouble::MicrophoneGone => words.microphone_gone.to_owned(),
        HearingTrouble::RecogniserMissing { packages } => {
            Message::new("hearing-recogniser-missing")
                .text("packages", *packages)
                .in_language(language)
        }
        HearingTrouble::VoiceUnheard { voice } => Message::new("hearing-voice-unheard")
            .text("voice", voice)
            .in_language(language),
        HearingTrouble::RecogniserFailed => words.recogniser_failed.to_owned(),
        HearingTrouble::SoundEnded => words.not_listening.to_owned(),
    }
}

#[cfg(test)]
mod tests;
mod withdraw;
