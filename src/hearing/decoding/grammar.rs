//! The recogniser's grammar (JSGF) from a phrase book: it accepts the book's phrases and nothing
//! else.

use std::fmt::Write as _;

use shakmaty::CastlingSide;

use crate::core::voice::Term;

use super::phrase_book::PhraseBook;

/// A JSGF grammar's text, with the rule the recogniser starts from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grammar {
    text: String,
}

impl Grammar {
    /// The name of the grammar's public rule.
    pub const PUBLIC_RULE: &str = "utterance";

    /// The grammar of every phrase in `book`: one rule a term (its phrases as alternatives), one
    /// alternative a move phrase, one a command.
    pub fn of(book: &PhraseBook) -> Grammar {
        let mut text = String::from("#JSGF V1.0;\ngrammar annabella;\n");
        let mut used: Vec<Term> = Vec::new();
        for (terms, _) in book.move_phrases() {
            for term in terms {
                if !used.contains(term) {
                    used.push(*term);
                }
            }
        }
        for term in &used {
            let alternatives: Vec<String> =
                book.phrases_of(*term).iter().map(|p| p.join(" ")).collect();
            let _ = writeln!(
                text,
                "<{}> = {};",
                rule_name(*term),
                alternatives.join(" | ")
            );
        }
        let mut alternatives: Vec<String> = book
            .move_phrases()
            .iter()
            .map(|(terms, _)| {
                terms
                    .iter()
                    .map(|t| format!("<{}>", rule_name(*t)))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        alternatives.extend(book.command_phrases().iter().map(|(w, _)| w.join(" ")));
        let _ = writeln!(
            text,
            "public <{}> = {};",
            Self::PUBLIC_RULE,
            alternatives.join("\n  | ")
        );
        Grammar { text }
    }

    pub fn text(&self) -> &str {
        &self.text
    }
}

/// A rule name for `term` (letters, digits and `_`, as JSGF wants).
fn rule_name(term: Term) -> String {
    match term {
        Term::File(file) => format!("file_{}", file.char()),
        Term::Rank(rank) => format!("rank_{}", rank.char()),
        Term::Piece(role) => format!("piece_{}", role.char()),
        Term::Castle(CastlingSide::KingSide) => "castle_king_side".to_owned(),
        Term::Castle(CastlingSide::QueenSide) => "castle_queen_side".to_owned(),
        Term::Capture => "capture".to_owned(),
        Term::EnPassant => "en_passant".to_owned(),
        Term::Promotion => "promotion".to_owned(),
        Term::Check => "check".to_owned(),
        Term::Checkmate => "checkmate".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Chess;

    use super::*;
    use crate::core::voice::Voice;
    use crate::hearing::decoding::Pronunciations;

    #[test]
    fn the_start_grammar_lists_the_forms_and_commands() {
        let voice = Voice::fide();
        let pronunciations = Pronunciations::builtin("fide").unwrap();
        let book = PhraseBook::new(&Chess::default(), &voice, &pronunciations).unwrap();
        let text = Grammar::of(&book).text().to_owned();
        assert!(text.starts_with("#JSGF V1.0;"));
        assert!(text.contains("<piece_n> <file_f> <rank_3>"), "{text}");
        assert!(
            text.contains("<piece_n> <file_g> <rank_1> <file_f> <rank_3>"),
            "{text}"
        );
        assert!(text.contains("| <file_e> <rank_4>\n"), "{text}");
        assert!(text.contains("<file_c> = cesar;"), "{text}");
        assert!(text.contains("| zeit"), "{text}");
        assert!(text.contains("| ja"), "{text}");
        assert!(
            !text.contains("<castle_king_side>"),
            "no castling at the start"
        );
    }
}
