//! Every sentence the table says about listening (spoken moves), in English, French and German.
//!
//! One constant a language, looked up by the interface language, so a sentence added to the
//! struct without a translation in every language does not compile. Slots: `{move}` (a move in
//! the voice's words), `{packages}` (Debian packages), `{voice}` (a voice's name).

use super::language::UiLanguage;

/// The sentences about listening, in one language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HearingWords {
    /// Said once when listening starts.
    pub listening: &'static str,
    /// Said once when listening starts with push-to-talk.
    pub listening_on_talk: &'static str,
    /// A move heard but not surely: `{move}` read back, and the answer awaited.
    pub confirm_question: &'static str,
    /// The move to confirm was dropped ("no", or the position changed meanwhile).
    pub confirm_dropped: &'static str,
    /// "Yes" or "no" heard with no question asked.
    pub nothing_to_confirm: &'static str,
    /// Nothing that sounds like a legal move or a command (noise, a cough, a misheard word).
    pub again: &'static str,
    /// An utterance longer than any move (a monologue), cut and not decoded.
    pub too_long: &'static str,
    /// No capture device could be opened.
    pub no_microphone: &'static str,
    /// The capture device stopped in the middle of the game.
    pub microphone_gone: &'static str,
    /// The recogniser's model is not installed: `{packages}` names the Debian packages.
    pub recogniser_missing: &'static str,
    /// The voice has no pronunciation list: `{voice}`.
    pub voice_unheard: &'static str,
    /// The recogniser failed on its own.
    pub recogniser_failed: &'static str,
}

impl HearingWords {
    /// The sentences in `language`.
    pub fn of(language: UiLanguage) -> &'static HearingWords {
        match language {
            UiLanguage::English => &ENGLISH,
            UiLanguage::French => &FRENCH,
            UiLanguage::German => &GERMAN,
        }
    }
}

const ENGLISH: HearingWords = HearingWords {
    listening: "Listening: say your move, or type it.",
    listening_on_talk: "Listening when you type talk: then say your move.",
    confirm_question: "Did you say {move}? Say yes or no.",
    confirm_dropped: "Dropped; say your move again.",
    nothing_to_confirm: "There is no move to confirm.",
    again: "Not understood; please say it again.",
    too_long: "That was too long for a move; say only the move.",
    no_microphone: "No microphone found; listening is off, play by keyboard.",
    microphone_gone: "The microphone is gone; listening is off, play by keyboard.",
    recogniser_missing: "Listening is off: the speech recogniser is not installed (Debian packages {packages}); play by keyboard.",
    voice_unheard: "Listening is off: the voice {voice} has no pronunciation list; play by keyboard.",
    recogniser_failed: "Listening is off: the speech recogniser failed; play by keyboard.",
};

const FRENCH: HearingWords = HearingWords {
    listening: "J'écoute : dites votre coup, ou tapez-le.",
    listening_on_talk: "J'écoute quand vous tapez parler : dites alors votre coup.",
    confirm_question: "Vouliez-vous dire {move} ? Dites oui ou non.",
    confirm_dropped: "Abandonné ; redites votre coup.",
    nothing_to_confirm: "Il n'y a aucun coup à confirmer.",
    again: "Pas compris ; répétez, s'il vous plaît.",
    too_long: "C'était trop long pour un coup ; dites seulement le coup.",
    no_microphone: "Aucun micro trouvé ; l'écoute est coupée, jouez au clavier.",
    microphone_gone: "Le micro a disparu ; l'écoute est coupée, jouez au clavier.",
    recogniser_missing: "L'écoute est coupée : la reconnaissance vocale n'est pas installée (paquets Debian {packages}) ; jouez au clavier.",
    voice_unheard: "L'écoute est coupée : la voix {voice} n'a pas de liste de prononciations ; jouez au clavier.",
    recogniser_failed: "L'écoute est coupée : la reconnaissance vocale a échoué ; jouez au clavier.",
};

const GERMAN: HearingWords = HearingWords {
    listening: "Ich höre zu: sagen Sie Ihren Zug, oder tippen Sie ihn.",
    listening_on_talk: "Ich höre zu, wenn Sie sprechen tippen: sagen Sie dann Ihren Zug.",
    confirm_question: "Meinten Sie {move}? Sagen Sie ja oder nein.",
    confirm_dropped: "Verworfen; sagen Sie Ihren Zug noch einmal.",
    nothing_to_confirm: "Es gibt keinen Zug zu bestätigen.",
    again: "Nicht verstanden; bitte noch einmal.",
    too_long: "Das war zu lang für einen Zug; sagen Sie nur den Zug.",
    no_microphone: "Kein Mikrofon gefunden; das Zuhören ist aus, spielen Sie mit der Tastatur.",
    microphone_gone: "Das Mikrofon ist weg; das Zuhören ist aus, spielen Sie mit der Tastatur.",
    recogniser_missing: "Das Zuhören ist aus: die Spracherkennung ist nicht installiert (Debian-Pakete {packages}); spielen Sie mit der Tastatur.",
    voice_unheard: "Das Zuhören ist aus: die Stimme {voice} hat keine Aussprache-Liste; spielen Sie mit der Tastatur.",
    recogniser_failed: "Das Zuhören ist aus: die Spracherkennung ist ausgefallen; spielen Sie mit der Tastatur.",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_fills_the_same_slots() {
        for language in UiLanguage::ALL {
            let words = HearingWords::of(language);
            assert!(words.confirm_question.contains("{move}"), "{language:?}");
            assert!(words.recogniser_missing.contains("{packages}"));
            assert!(words.voice_unheard.contains("{voice}"));
        }
        assert_ne!(
            HearingWords::of(UiLanguage::German).again,
            HearingWords::of(UiLanguage::French).again
        );
    }
}
