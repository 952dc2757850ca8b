//! The table going over a game: every typed line or key is a step on the game's tree (forward,
//! back, a jump, into and out of a variation), a question about the move just played (its
//! comment and NAGs, the engine's evaluation, the clock times), or one of the table's questions
//! (`board`, `where`, `attackers` …) answered on the position reviewed. Nothing is played and
//! nothing recorded; the faces show the position reviewed.

use shakmaty::{Color, Move};

use crate::core::analysis::{Eval, eval_words};
use crate::core::clock_speech::{ClockNotice, ClockSpeech, SecondsStyle};
use crate::core::command::ReviewCommand;
use crate::core::message::Message;
use crate::core::review::{
    Moved, Review, ReviewGame, ReviewStrings, ReviewWord, Stop, comments_said, judges_move,
    move_said, nag_word,
};
use crate::core::session::{Argument, Command, Effect, Input, Session, SessionConfig};
use crate::core::speech_queue::{Listener, Priority, Utterance};
use crate::core::strings::UiLanguage;
use crate::core::voice::Voice;

/// The most marks and comments of one move said at once: a file may hold a million.
const MOST_NOTES_SAID: usize = 24;

/// A game under review and the session that shows its position.
#[derive(Debug)]
pub struct ReviewSeat {
    review: Review,
    /// The position at the cursor as a game, for the faces and the table's questions.
    shown: Session,
    config: SessionConfig,
    voice: Voice,
    language: UiLanguage,
    /// Each move is said with its number and side.
    numbered: bool,
    /// The table offers a round of puzzles from here (`train`): help names it.
    training: bool,
}

impl ReviewSeat {
    pub fn new(game: ReviewGame, mut config: SessionConfig, voice: Voice) -> Self {
        // The position reviewed has no clock of its own: `time` says the game's `%clk`.
        config.time_control = None;
        config.time_control_unknown = false;
        let review = Review::new(game);
        let shown = Session::new(config.clone(), voice.clone(), review.game(), 0);
        let language = shown.language();
        Self {
            review,
            shown,
            config,
            voice,
            language,
            numbered: true,
            training: false,
        }
    }

    /// The same game with more notes (its analysis): the cursor stays on the main line where it
    /// was (out of any variation, which the new notes may not have).
    pub fn reload(&mut self, game: ReviewGame) {
        let ply = self.review.main_line_ply();
        self.review = Review::new(game);
        self.review.to_ply(ply);
        self.shown = Session::new(
            self.config.clone(),
            self.voice.clone(),
            self.review.game(),
            0,
        );
    }

    /// The table offers `train` from this review (a game played here and ended): help says so.
    pub fn offer_training(&mut self) {
        self.training = true;
    }

    /// The session that shows the position reviewed.
    pub fn shown(&self) -> &Session {
        &self.shown
    }

    pub fn review(&self) -> &Review {
        &self.review
    }

    fn strings(&self) -> &'static ReviewStrings {
        ReviewStrings::of(self.language)
    }

    /// The first words: who played, the result, how to step; and that the game opens with a
    /// comment.
    pub fn opening(&self) -> Vec<Effect> {
        let game = self.review.game_reviewed();
        let header = game.header(self.review.len()).in_language(self.language);
        let mut out = vec![answer(header)];
        if comments_said(self.review.line_comments(), self.language)
            .next()
            .is_some()
        {
            out.push(answer(self.strings().game_comment));
        }
        out
    }

    /// A command the review answers itself (the table's questions are [`Self::ask`]ed); what
    /// [`Mode::Reviewing`](crate::core::command::Mode::Reviewing) does not offer plays nothing.
    pub fn command(&mut self, command: ReviewCommand) -> Vec<Effect> {
        match command {
            ReviewCommand::Help => self.usage(),
            ReviewCommand::Time => vec![answer(self.clock_reading())],
            ReviewCommand::Quit => vec![Effect::Quit],
            ReviewCommand::Review => vec![answer(self.position_said())],
            // The table decides: a game ended at the table is analysed, a file is not.
            ReviewCommand::Analyse => vec![Effect::StartAnalysis],
            ReviewCommand::Train => vec![Effect::StartTraining],
            // No server game here: its chat is the online mode's, taken before the review.
            ReviewCommand::Chat => self.nothing_played(),
        }
    }

    /// A question of the table, answered on the position reviewed (only what is said: nothing
    /// there is recorded or played).
    pub fn ask(&mut self, command: Command, argument: Argument) -> Vec<Effect> {
        self.shown
            .handle(0, Input::Command(command, argument))
            .into_iter()
            .filter(|effect| matches!(effect, Effect::Say(_) | Effect::RepeatLast))
            .collect()
    }

    /// How to go over the game: what a line that is no step, command or question gets.
    pub fn usage(&self) -> Vec<Effect> {
        if self.training {
            return vec![answer(
                Message::new("review-usage-train").in_language(self.language),
            )];
        }
        vec![answer(self.strings().usage)]
    }

    /// A move (typed, or made on the screen's board) or a command of the game: nothing is
    /// played.
    pub fn nothing_played(&self) -> Vec<Effect> {
        vec![answer(self.strings().nothing_played)]
    }

    /// A review word (typed, or a key).
    pub fn word(&mut self, word: ReviewWord) -> Vec<Effect> {
        let strings = self.strings();
        let path_before = self.review.path_len();
        let moved = match word {
            ReviewWord::Forward => self.review.forward(),
            ReviewWord::Back => self.review.back(),
            ReviewWord::Go(number, side) => Ok(self.review.go_to(number, side)),
            ReviewWord::Start => Ok(self.review.to_start()),
            ReviewWord::End => Ok(self.review.to_end()),
            ReviewWord::Into(number) => self.review.into_variation(number),
            ReviewWord::Out => self.review.out_of_variation(),
            ReviewWord::Variations => return vec![answer(self.variations_said())],
            ReviewWord::Comment => return vec![answer(self.comment_said())],
            ReviewWord::Eval => return vec![answer(self.eval_said())],
            ReviewWord::Numbers(on) => {
                self.numbered = on;
                return vec![answer(if on {
                    strings.numbers_on
                } else {
                    strings.numbers_off
                })];
            }
        };
        let text = match moved {
            Ok(moved) => {
                self.show(moved, path_before);
                self.moved_said(moved)
            }
            Err(stop) => self.stop_said(stop),
        };
        vec![answer(text)]
    }

    /// Moves the position shown to the cursor's: by the moves that changed for a step (`path_before`
    /// moves led to the cursor before it), anew from the start for a jump.
    fn show(&mut self, moved: Moved, path_before: usize) {
        let path_after = self.review.path_len();
        // How many moves the paths before and after the step share.
        let shared = match moved {
            Moved::Forward => Some(path_before),
            Moved::Back(_) => Some(path_after),
            Moved::IntoVariation { .. } | Moved::OutOfVariation => path_after.checked_sub(1),
            Moved::Jumped => None,
        };
        let stepped = shared.is_some_and(|shared| {
            let game = self.shown.game_mut();
            let taken_back = (shared..path_before).all(|_| game.take_back().is_ok());
            let played = self
                .review
                .last_moves(path_after - shared)
                .into_iter()
                .all(|m| game.replay(m).is_ok());
            taken_back && played && game.history().len() == path_after
        });
        if !stepped {
            self.shown = Session::new(
                self.config.clone(),
                self.voice.clone(),
                self.review.game(),
                0,
            );
        }
    }

    fn numbering(&self) -> Option<UiLanguage> {
        self.numbered.then(|| self.shown.strings().language)
    }

    /// What a movement says: the move now last played with its marks and cues, or the move
    /// undone.
    fn moved_said(&self, moved: Moved) -> String {
        let style = self.config.style;
        match moved {
            Moved::Forward => self.position_said_naming(self.newly_named_opening()),
            Moved::Jumped => self.position_said(),
            Moved::Back(undone) => Message::new("review-stepped-back")
                .text(
                    "move",
                    self.review
                        .said_at(undone, &self.voice, style, self.numbering()),
                )
                .in_language(self.language),
            Moved::IntoVariation { number } => Message::new("review-into-variation")
                .number("n", number)
                .text("move", self.last_move_with_notes())
                .in_language(self.language),
            Moved::OutOfVariation => {
                let key = if self.review.depth() == 0 {
                    "review-main-line"
                } else {
                    "review-outer-variation"
                };
                Message::new(key)
                    .text("move", self.last_move_with_notes())
                    .in_language(self.language)
            }
        }
    }

    /// The opening's name when the move just played reaches a position with a name of its own
    /// (lichess-org/chess-openings) other than the last one named before it.
    fn newly_named_opening(&self) -> Option<String> {
        if self.review.game_reviewed().start != shakmaty::Chess::default() {
            return None;
        }
        let book = crate::core::openings::book().ok()?;
        let named = book.name_of(self.review.position())?;
        let before = self.review.opening_before_last();
        if before.is_some_and(|before| before.name == named.name) {
            return None;
        }
        Some(crate::core::opening_names::said(
            &named,
            crate::core::catalogue::Catalogue::of(self.language),
            crate::core::opening_names::Naming::NameAlone,
        ))
    }

    /// Where the cursor is: the move just played with its marks, the start, or the end.
    fn position_said(&self) -> String {
        self.position_said_naming(None)
    }

    /// [`Self::position_said`], with the opening reached named after the move.
    fn position_said_naming(&self, opening: Option<String>) -> String {
        let strings = self.strings();
        if self.review.at_start() {
            return strings.at_start.to_owned();
        }
        let mut said = self.last_move_with_notes();
        if let Some(opening) = opening {
            said.push_str("; ");
            said.push_str(&opening);
        }
        if self.review.at_end() {
            return format!("{said}; {}", self.end_said());
        }
        said
    }

    /// The end of the game, with its result in words.
    fn end_said(&self) -> String {
        // The same word as the header's ("½-½" is a draw too).
        let result = crate::core::review::result_word(&self.review.game_reviewed().result);
        crate::core::catalogue::Catalogue::of(self.language).format(
            "review-at-end",
            &[("result", crate::core::catalogue::Arg::Text(result))],
        )
    }

    /// The move just played, its marks (`?`, `??` …) and cues for a comment and variations.
    fn last_move_with_notes(&self) -> String {
        let strings = self.strings();
        let Some(mut said) =
            self.review
                .last_said(&self.voice, self.config.style, self.numbering())
        else {
            return strings.at_start.to_owned();
        };
        let Some(notes) = self.review.last_notes() else {
            return said;
        };
        // Each mark once, however often the file repeats it (a storm of `$1`).
        let mut marks = Vec::new();
        for &nag in notes.nags.iter().filter(|&&nag| judges_move(nag)) {
            if !marks.contains(&nag) {
                marks.push(nag);
            }
        }
        for nag in marks {
            if let Some(word) = nag_word(nag, self.language) {
                said.push_str(", ");
                said.push_str(&word);
            }
        }
        let alternatives = self.review.alternatives();
        // A move marked as bad (`?`, `??`, `?!`) has the better move as its first variation, as
        // analyses write it (annabella's, Lichess's): it is said as the better move.
        let marked_bad = notes.nags.iter().any(|nag| matches!(nag, 2 | 4 | 6));
        match alternatives.split_first() {
            Some((&better, rest)) if marked_bad => {
                said.push_str(", ");
                let better = self.alternatives_in_words(&[better]).concat();
                said.push_str(
                    &Message::new("review-better")
                        .text("move", &better)
                        .in_language(self.language),
                );
                if !rest.is_empty() {
                    said.push_str("; ");
                    said.push_str(&self.alternatives_said(rest));
                }
            }
            Some(_) => {
                said.push_str("; ");
                said.push_str(&self.alternatives_said(&alternatives));
            }
            None => {}
        }
        if comments_said(&notes.comments, self.language)
            .next()
            .is_some()
            || notes.nags.iter().any(|&n| !judges_move(n))
        {
            said.push_str("; ");
            said.push_str(strings.has_comment);
        }
        said
    }

    /// Alternatives to the move just played, in words, in order.
    fn alternatives_in_words(&self, alternatives: &[Move]) -> Vec<String> {
        let Some(before) = self.review.position_before_last() else {
            return Vec::new();
        };
        alternatives
            .iter()
            .map(|&m| move_said(&before, m, &self.voice, self.config.style, None))
            .collect()
    }

    fn alternatives_said(&self, alternatives: &[Move]) -> String {
        let words = self.alternatives_in_words(alternatives);
        match words.as_slice() {
            [one] => Message::new("review-one-alternative")
                .text("move", one)
                .in_language(self.language),
            _ => Message::new("review-alternatives")
                .number("n", words.len())
                .text("list", words.join(", "))
                .in_language(self.language),
        }
    }

    fn variations_said(&self) -> String {
        let alternatives = self.review.alternatives();
        if alternatives.is_empty() {
            return self.strings().no_variation.to_owned();
        }
        self.alternatives_said(&alternatives)
    }

    /// The NAGs and comments of the move just played (at the start of a line: the line's
    /// comments).
    fn comment_said(&self) -> String {
        let parts: Vec<String> = match self.review.last_notes() {
            Some(notes) => notes
                .nags
                .iter()
                .filter_map(|&nag| nag_word(nag, self.language))
                .chain(comments_said(&notes.comments, self.language))
                .take(MOST_NOTES_SAID + 1)
                .collect(),
            None => comments_said(self.review.line_comments(), self.language)
                .take(MOST_NOTES_SAID + 1)
                .collect(),
        };
        if parts.is_empty() {
            return self.strings().no_comment.to_owned();
        }
        if parts.len() > MOST_NOTES_SAID {
            // A storm of notes on one move: the first ones are said, and that there are more.
            return format!("{}. …", parts[..MOST_NOTES_SAID].join(". "));
        }
        parts.join(". ")
    }

    /// The `%eval` after the move just played, in words.
    fn eval_said(&self) -> String {
        self.review
            .last_notes()
            .and_then(crate::core::pgn::MoveNotes::eval)
            .and_then(|text| Eval::from_pgn(&text))
            .map_or_else(
                || self.strings().no_eval.to_owned(),
                |eval| eval_words(eval, &self.voice, self.shown.strings()),
            )
    }

    /// Each side's time left by the game's `%clk` comments, up to the move reviewed.
    fn clock_reading(&self) -> String {
        let speech = ClockSpeech::new(&self.voice, SecondsStyle::Tenths);
        let said: Vec<String> = [Color::White, Color::Black]
            .into_iter()
            .zip(self.review.clocks())
            .filter_map(|(color, ms)| {
                ms.map(|ms| speech.say(&ClockNotice::Remaining { color, ms }))
            })
            .collect();
        if said.is_empty() {
            return self.strings().no_clock.to_owned();
        }
        said.join(", ")
    }

    fn stop_said(&self, stop: Stop) -> String {
        let strings = self.strings();
        match stop {
            Stop::AtStart => strings.at_start.to_owned(),
            Stop::AtEnd {
                in_variation: false,
            } => self.end_said(),
            Stop::AtEnd { in_variation: true } => strings.variation_end.to_owned(),
            Stop::NoVariation { count: 0 } => strings.no_variation.to_owned(),
            Stop::NoVariation { count } => Message::new("review-variations-count")
                .number("count", count)
                .in_language(self.language),
            Stop::OnMainLine => strings.on_main_line.to_owned(),
        }
    }
}

fn answer(text: impl Into<String>) -> Effect {
    Effect::Say(Utterance::new(text, Priority::Answer, Listener::Public))
}

#[cfg(test)]
mod tests;
