//! Every sentence the table says about listening (spoken moves), read from the interface
//! language's catalogue (`hearing-…`). Slots: `{move}` (a move in the voice's words),
//! `{packages}` (Debian packages), `{voice}` (a voice's name).

use super::catalogue::catalogue_words;

catalogue_words! {
    /// The sentences about listening, in one language.
    pub struct HearingWords ("hearing-") {
        /// Said once when listening starts.
        listening: text,
        /// Said once when listening starts with push-to-talk.
        listening_on_talk: text,
        /// A move heard but not surely: `{move}` read back, and the answer awaited.
        confirm_question: text,
        /// The move to confirm was dropped ("no", or the position changed meanwhile).
        confirm_dropped: text,
        /// "Yes" or "no" heard with no question asked.
        nothing_to_confirm: text,
        /// Nothing that sounds like a legal move or a command (noise, a cough, a misheard word).
        again: text,
        /// An utterance longer than any move (a monologue), cut and not decoded.
        too_long: text,
        /// No capture device could be opened.
        no_microphone: text,
        /// The capture device stopped in the middle of the game.
        microphone_gone: text,
        /// The recogniser's model is not installed: `{packages}` names the Debian packages.
        recogniser_missing: text,
        /// The voice has no pronunciation list: `{voice}`.
        voice_unheard: text,
        /// The recogniser failed on its own.
        recogniser_failed: text,
        /// Push-to-talk asked (a key, the board's button) while nothing listens.
        not_listening: text,
        /// The word said for yes to a question read back, and for no: listened for in the
        /// voice's language (a language brought by files brings them too).
        yes_word: text,
        no_word: text,
        /// The typed words (comma-separated, folded when compared) that answer yes to a
        /// question read back, that answer no, and that ask the listener to listen
        /// (push-to-talk).
        typed_yes: text,
        typed_no: text,
        typed_talk: text,
        /// The typed words (comma-separated, folded when compared) that withdraw a move read
        /// back unanswered (Esc on the screen does the same).
        typed_withdraw: text,
        /// The move read back withdrawn unanswered: nothing from it is played.
        question_withdrawn: text,
        /// Asked to withdraw with no move read back waiting.
        nothing_to_withdraw: text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::language::UiLanguage;

    #[test]
    fn every_language_fills_the_same_slots() {
        for language in UiLanguage::BUILT_IN {
            let words = HearingWords::of(language);
            assert!(words.confirm_question.contains("{move}"), "{language:?}");
            assert!(words.recogniser_missing.contains("{packages}"));
            assert!(words.voice_unheard.contains("{voice}"));
        }
        assert_ne!(
            HearingWords::of(UiLanguage::GERMAN).again,
            HearingWords::of(UiLanguage::FRENCH).again
        );
    }
}
