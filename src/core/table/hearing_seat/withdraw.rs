//! Leaving a spoken move's question unanswered: the move read back ("Meinten Sie Springer Felix
//! drei?") is withdrawn by Esc on the screen or a typed word (`verwerfen`, `cancel`, `retirer`,
//! `cancelar`, `esc`), said back, and nothing from it is ever played: the question is gone, so a
//! later "ja" finds nothing to confirm.
//!
//! Not spoken: while a question waits, whatever is heard that is not a clear yes already drops
//! it (a "nein", a noise, any other word), so a spoken withdrawal would add a word to the yes/no
//! grammar without making anything safer.

use super::super::{Table, TableEffect, answer};
use super::listed;
use crate::core::hearing_words::HearingWords;
use crate::core::language::UiLanguage;

use shakmaty::Move;

/// The typed withdrawal (folded), in the interface language (`words`) or a built-in one. Its
/// words are no command's (German's `abbrechen` aborts an online game, French's `annuler` takes
/// a move back), so a command typed while a question waits still leaves it waiting.
pub(super) fn typed_withdraw(folded: &str, words: &HearingWords) -> bool {
    std::iter::once(words)
        .chain(UiLanguage::BUILT_IN.map(HearingWords::of))
        .any(|w| listed(w.typed_withdraw, folded))
}

impl Table {
    /// The move read back and waiting for its answer, if any: Esc withdraws it first.
    pub fn spoken_question(&self) -> Option<Move> {
        self.hearing.question()
    }

    /// The question waiting withdrawn, said back; with none waiting, that says so and nothing
    /// else changes.
    pub(in crate::core::table) fn withdraw_question(&mut self, out: &mut Vec<TableEffect>) {
        let words = HearingWords::of(self.session.language());
        if self.hearing.question.take().is_some() {
            // The question may still be being read: it stops, and the withdrawal is said.
            out.push(TableEffect::BargeIn);
            out.push(answer(words.question_withdrawn));
        } else {
            out.push(answer(words.nothing_to_withdraw));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::TableInput;
    use super::super::super::tests::said;
    use super::super::Heard;
    use super::super::tests::{moves_recorded, mv, table};
    use crate::core::table::TableEffect;

    #[test]
    fn a_question_withdrawn_is_said_back_and_nothing_is_played() {
        let mut table = table();
        let m = mv(&table, "g1f3");
        table.handle(100, TableInput::Heard(Heard::Confirm(m)));
        let withdrawn = table.handle(200, TableInput::WithdrawQuestion);
        assert_eq!(said(&withdrawn), ["Frage verworfen; nichts gespielt."]);
        assert!(
            withdrawn.contains(&TableEffect::BargeIn),
            "the question read back stops"
        );
        assert_eq!(moves_recorded(&withdrawn), 0);
        assert_eq!(table.spoken_question(), None);
        assert!(table.session().game().history().is_empty());
    }

    #[test]
    fn a_yes_after_the_withdrawal_plays_nothing_spoken_typed_or_enter() {
        for late in [
            TableInput::Heard(Heard::Yes),
            TableInput::Line("ja".to_owned()),
            TableInput::Line(String::new()),
        ] {
            let mut table = table();
            let m = mv(&table, "e2e4");
            table.handle(100, TableInput::Heard(Heard::Confirm(m)));
            table.handle(200, TableInput::WithdrawQuestion);
            let effects = table.handle(300, late.clone());
            assert_eq!(moves_recorded(&effects), 0, "{late:?}");
            assert!(table.session().game().history().is_empty(), "{late:?}");
        }
        let mut table = table();
        let m = mv(&table, "e2e4");
        table.handle(100, TableInput::Heard(Heard::Confirm(m)));
        table.handle(200, TableInput::WithdrawQuestion);
        let late = table.handle(300, TableInput::Heard(Heard::Yes));
        assert_eq!(said(&late), ["Es gibt keinen Zug zu bestätigen."]);
    }

    #[test]
    fn withdrawing_with_nothing_waiting_says_so_and_changes_nothing() {
        let mut table = table();
        let before = table.session().game().history().len();
        let effects = table.handle(100, TableInput::WithdrawQuestion);
        assert_eq!(said(&effects), ["Es wartet keine Frage; nichts geändert."]);
        assert_eq!(moves_recorded(&effects), 0);
        assert!(!effects.contains(&TableEffect::BargeIn));
        assert_eq!(table.session().game().history().len(), before);
        // The game goes on as before: a move typed next is played.
        let typed = table.handle(200, TableInput::Line("e4".to_owned()));
        assert_eq!(moves_recorded(&typed), 1);
    }

    #[test]
    fn the_typed_words_withdraw_in_every_language() {
        for word in ["verwerfen", "Cancel", "retirer", "esc", "ESC"] {
            let mut table = table();
            let m = mv(&table, "d2d4");
            table.handle(100, TableInput::Heard(Heard::Confirm(m)));
            let withdrawn = table.handle(200, TableInput::Line(word.to_owned()));
            assert_eq!(
                said(&withdrawn),
                ["Frage verworfen; nichts gespielt."],
                "{word:?}"
            );
            assert_eq!(table.spoken_question(), None, "{word:?}");
            let late = table.handle(300, TableInput::Heard(Heard::Yes));
            assert_eq!(moves_recorded(&late), 0, "{word:?}");
        }
    }

    #[test]
    fn a_typed_command_leaves_the_question_waiting() {
        for command in ["zeit", "brett kompakt"] {
            let mut table = table();
            let m = mv(&table, "e2e4");
            table.handle(100, TableInput::Heard(Heard::Confirm(m)));
            let answered = table.handle(200, TableInput::Line(command.to_owned()));
            assert!(!said(&answered).is_empty(), "{command:?} is answered");
            assert_eq!(table.spoken_question(), Some(m), "{command:?}");
            let played = table.handle(300, TableInput::Line("ja".to_owned()));
            assert_eq!(moves_recorded(&played), 1, "{command:?}");
        }
    }

    /// Every catalogue's withdrawal words (Spanish's too, a language brought by a file): none is
    /// a command's word or another typed answer there, so a command typed while a question
    /// waits is answered and leaves it waiting.
    #[test]
    fn the_words_are_no_command_and_no_other_answer_in_any_catalogue() {
        let catalogues = [
            (
                "en",
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en.ftl")),
            ),
            (
                "de",
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/de.ftl")),
            ),
            (
                "fr",
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/fr.ftl")),
            ),
            (
                "es",
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/es.ftl")),
            ),
        ];
        for (tag, text) in catalogues {
            let value = |key: &str| {
                text.lines()
                    .find_map(|line| line.strip_prefix(key)?.trim_start().strip_prefix('='))
                    .map_or_else(|| panic!("{tag}: no {key}"), str::trim)
            };
            let withdraw = value("hearing-typed-withdraw");
            assert!(super::listed(withdraw, "esc"), "{tag}: Esc typed withdraws");
            let taken: Vec<&str> = text
                .lines()
                .filter(|line| line.starts_with("command-"))
                .filter_map(|line| line.split_once('=').map(|(_, word)| word.trim()))
                .chain(
                    [
                        "hearing-typed-yes",
                        "hearing-typed-no",
                        "hearing-typed-talk",
                    ]
                    .map(value),
                )
                .collect();
            for word in withdraw.split(',').map(str::trim) {
                assert!(!word.is_empty(), "{tag}");
                for other in &taken {
                    assert!(
                        !super::listed(other, word),
                        "{tag}: {word:?} is taken: {other}"
                    );
                }
            }
        }
    }
}
