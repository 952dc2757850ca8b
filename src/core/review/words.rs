//! The review's own words, both ways: what a typed line asks (in English, German and French,
//! folded: no accents, any case) and what the review says back, NAGs included.

use crate::core::catalogue::{Arg, Catalogue, catalogue_words};
use shakmaty::Color;

use crate::core::pgn::{NagMeaning, nag_meaning};
use crate::core::strings::UiLanguage;
use crate::core::text::fold_words;

/// Words that go into a variation, and that turn a setting on or off.
const INTO: &[&str] = &["variation", "variante", "var", "in", "into", "dans"];
const ON: &[&str] = &["on", "an", "ein", "oui"];
const OFF: &[&str] = &["off", "aus", "non"];

/// What a typed review line asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewWord {
    Forward,
    Back,
    /// To just after move `n` of a side on the main line.
    Go(u32, Color),
    Start,
    End,
    /// Into variation `n` (1-based) of the move just played.
    Into(usize),
    /// Out of the variation.
    Out,
    /// The alternatives to the move just played.
    Variations,
    /// The comments and NAGs of the move just played.
    Comment,
    /// The engine's evaluation in the PGN (`%eval`).
    Eval,
    /// Say each move with (or without) its number and side.
    Numbers(bool),
}

impl ReviewWord {
    /// The review word `line` is, if any. An empty line steps forward.
    pub fn of(line: &str) -> Option<ReviewWord> {
        let words = fold_words(line);
        let word = |w: &str, list: &[&str]| list.contains(&w);
        match words.as_slice() {
            [] => Some(ReviewWord::Forward),
            [w] if word(w, &["next", "n", "vor", "weiter", "suivant", "s"]) => {
                Some(ReviewWord::Forward)
            }
            [w] if word(w, &["back", "b", "zuruck", "retour", "r"]) => Some(ReviewWord::Back),
            [w] if word(w, &["start", "anfang", "debut"]) => Some(ReviewWord::Start),
            [w] if word(w, &["end", "schluss", "fin"]) => Some(ReviewWord::End),
            [w] if word(w, INTO) => Some(ReviewWord::Into(1)),
            [w, n] if word(w, INTO) => n.parse().ok().map(ReviewWord::Into),
            [w] if word(w, &["out", "main", "raus", "haupt", "hauptlinie", "sortir"]) => {
                Some(ReviewWord::Out)
            }
            [w] if word(w, &["variations", "varianten", "variantes"]) => {
                Some(ReviewWord::Variations)
            }
            [w] if word(w, &["comment", "kommentar", "commentaire", "nag"]) => {
                Some(ReviewWord::Comment)
            }
            [w] if word(w, &["eval", "evaluation", "bewertung"]) => Some(ReviewWord::Eval),
            [w, s] if word(w, &["numbers", "nummern", "numeros"]) => {
                if word(s, ON) {
                    Some(ReviewWord::Numbers(true))
                } else if word(s, OFF) {
                    Some(ReviewWord::Numbers(false))
                } else {
                    None
                }
            }
            [w, n, rest @ ..] if word(w, &["go", "gehe", "aller"]) => {
                let number = n.parse().ok()?;
                let side = match rest {
                    [] => Color::White,
                    [s] if word(s, &["black", "schwarz", "noir", "noirs", "b"]) => Color::Black,
                    [s] if word(s, &["white", "weiss", "blanc", "blancs", "w"]) => Color::White,
                    _ => return None,
                };
                Some(ReviewWord::Go(number, side))
            }
            _ => None,
        }
    }
}

catalogue_words! {
    /// What the review says, in one language.
    pub struct ReviewStrings ("review-") {
        /// Said after the header when the game opens with a comment.
        game_comment: text,
        at_start: text,
        /// The end of the game reached; its `{result}` chooses the words (`white`, `black`,
        /// `draw`, or `none` for a game without a result), formatted when said.
        at_end: text,
        /// A step back: `{move}` (the move stepped back over) is no longer on the board.
        stepped_back: text,
        variation_end: text,
        /// A line that is neither a review word nor a question of the table; also the help.
        usage: text,
        /// Into a variation: `{n}`, `{move}`.
        into_variation: text,
        /// Back on the main line: `{move}` just played there.
        main_line: text,
        /// Back on the variation a nested one left: `{move}`.
        outer_variation: text,
        no_variation: text,
        /// `{count}` variations here, and a number past them was asked.
        variations_count: text,
        on_main_line: text,
        /// After a move: its one alternative, `{move}`.
        one_alternative: text,
        /// After a move: `{n}` alternatives, `{list}`.
        alternatives: text,
        /// After a move marked as bad: the better move, `{move}`.
        better: text,
        /// After a move that has a comment.
        has_comment: text,
        no_comment: text,
        no_eval: text,
        no_clock: text,
        /// A move typed or made on the screen: nothing is played in a review.
        nothing_played: text,
        numbers_on: text,
        numbers_off: text,
        /// The game just played can be reviewed only once it has ended.
        not_over: text,
        /// `analyse` while going over a file.
        analyse_file: text,
    }
}

/// The catalogue keys of the NAG words.
pub const NAG_KEYS: [&str; 19] = [
    "nag-good",
    "nag-mistake",
    "nag-brilliant",
    "nag-blunder",
    "nag-interesting",
    "nag-dubious",
    "nag-forced",
    "nag-equal",
    "nag-unclear",
    "nag-novelty",
    "nag-slightly-better",
    "nag-better",
    "nag-winning",
    "nag-zugzwang",
    "nag-development-advantage",
    "nag-initiative",
    "nag-attack",
    "nag-counterplay",
    "nag-time-trouble",
];

/// The words for a NAG (`$2`: "mistake", `$16`: "White is better"), or `None` for one
/// without common words (see [`nag_meaning`]).
pub fn nag_word(nag: u8, language: UiLanguage) -> Option<String> {
    use NagMeaning as M;
    let catalogue = Catalogue::of(language);
    let plain = |key: &str| catalogue.format(key, &[]);
    // A position's NAG is about one side: its name in the interface's language.
    let about = |key: &str, color: Color| {
        let side = catalogue.format(
            match color {
                Color::White => "clock-white",
                Color::Black => "clock-black",
            },
            &[],
        );
        catalogue.format(key, &[("side", Arg::Text(&side))])
    };
    Some(match nag_meaning(nag)? {
        M::Good => plain("nag-good"),
        M::Mistake => plain("nag-mistake"),
        M::Brilliant => plain("nag-brilliant"),
        M::Blunder => plain("nag-blunder"),
        M::Interesting => plain("nag-interesting"),
        M::Dubious => plain("nag-dubious"),
        M::Forced => plain("nag-forced"),
        M::Equal => plain("nag-equal"),
        M::Unclear => plain("nag-unclear"),
        M::Novelty => plain("nag-novelty"),
        M::SlightlyBetter(c) => about("nag-slightly-better", c),
        M::Better(c) => about("nag-better", c),
        M::Winning(c) => about("nag-winning", c),
        M::Zugzwang(c) => about("nag-zugzwang", c),
        M::DevelopmentAdvantage(c) => about("nag-development-advantage", c),
        M::Initiative(c) => about("nag-initiative", c),
        M::Attack(c) => about("nag-attack", c),
        M::Counterplay(c) => about("nag-counterplay", c),
        M::TimeTrouble(c) => about("nag-time-trouble", c),
    })
}

/// Whether a NAG judges the move itself (`!`, `?`, `??` …: said with the move), rather than
/// the position (said on request).
pub fn judges_move(nag: u8) -> bool {
    (1..=7).contains(&nag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn review_words_are_read_in_three_languages() {
        assert_eq!(ReviewWord::of(""), Some(ReviewWord::Forward));
        assert_eq!(ReviewWord::of("zurück"), Some(ReviewWord::Back));
        assert_eq!(
            ReviewWord::of("go 12 black"),
            Some(ReviewWord::Go(12, Color::Black))
        );
        assert_eq!(
            ReviewWord::of("aller 3"),
            Some(ReviewWord::Go(3, Color::White))
        );
        assert_eq!(ReviewWord::of("fin"), Some(ReviewWord::End));
        // "ende" stays the table's German word for leaving.
        assert_eq!(ReviewWord::of("ende"), None);
        assert_eq!(ReviewWord::of("Variante 2"), Some(ReviewWord::Into(2)));
        assert_eq!(ReviewWord::of("raus"), Some(ReviewWord::Out));
        assert_eq!(ReviewWord::of("commentaire"), Some(ReviewWord::Comment));
        assert_eq!(
            ReviewWord::of("nummern aus"),
            Some(ReviewWord::Numbers(false))
        );
        assert_eq!(ReviewWord::of("board"), None);
        assert_eq!(ReviewWord::of("variation x"), None);
    }

    #[test]
    fn templates_keep_their_slots() {
        for language in UiLanguage::BUILT_IN {
            let s = ReviewStrings::of(language);
            for (template, slots) in [
                (s.into_variation, &["{n}", "{move}"][..]),
                (s.main_line, &["{move}"]),
                (s.outer_variation, &["{move}"]),
                (s.variations_count, &["{count}"]),
                (s.one_alternative, &["{move}"]),
                (s.better, &["{move}"]),
                (s.alternatives, &["{n}", "{list}"]),
            ] {
                for slot in slots {
                    assert!(
                        template.contains(slot),
                        "{language:?}: {template} needs {slot}"
                    );
                }
            }
            assert!(nag_word(4, language).is_some());
        }
        assert_eq!(nag_word(2, UiLanguage::GERMAN).as_deref(), Some("Fehler"));
        assert_eq!(
            nag_word(17, UiLanguage::FRENCH).as_deref(),
            Some("les Noirs sont mieux")
        );
        assert_eq!(nag_word(200, UiLanguage::ENGLISH), None);
        assert!(judges_move(6) && !judges_move(14));
    }
}
