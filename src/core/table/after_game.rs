//! What the table offers once a game has ended: going over it (the review seat takes every
//! intent, and the faces show the position reviewed) and having an engine judge every
//! move (the analysis seat asks, the summary is said, the notes saved and read by the review);
//! and leaving the table for a round of puzzles.

use shakmaty::{Color, Move};

use super::{
    AnalysisSeat, AnalysisStep, Intent, ReviewSeat, Table, TableEffect, Ticket, answer, notice,
};
use crate::core::message::Message;
use crate::core::review::{ReviewGame, ReviewStrings, ReviewWord};

/// Why the table ended, for the program around it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TableEnd {
    /// The player left (`quit`, the input's end, a face that failed): the program ends.
    #[default]
    Quit,
    /// The player asked for a round of puzzles once the game had ended (`train`): the game is
    /// saved as on leaving, and training starts with the table's language, voice and face.
    Training,
}

impl Table {
    /// The player asks to leave for training: refused, in a sentence saying why, before the
    /// game has ended (a stray word must not leave a tournament game) or where the table does
    /// not offer it; otherwise the table ends for training. Whether it ends.
    pub(super) fn leave_for_training(&mut self, out: &mut Vec<TableEffect>) -> bool {
        let refusal = if !self.session.training_offered() {
            Message::new("table-train-not-offered")
        } else if !self.session.is_over() {
            Message::new("table-train-not-over")
        } else {
            self.end = TableEnd::Training;
            return true;
        };
        // Said, and kept on the screen's status line.
        let text = self.in_words(&refusal);
        out.push(TableEffect::Refused(text.clone()));
        out.push(answer(text));
        false
    }

    /// A review's step asked for while playing: once the game has ended, its review opens there.
    pub(super) fn review_asked(
        &mut self,
        at_ms: u64,
        word: ReviewWord,
        out: &mut Vec<TableEffect>,
    ) {
        self.start_review(at_ms, out);
        if word != ReviewWord::Forward {
            self.in_review_mode(at_ms, out, |review| review.intent(Intent::Review(word)));
        }
    }

    /// The player asks to go over the game: once it has ended, its review opens.
    pub(super) fn start_review(&mut self, at_ms: u64, out: &mut Vec<TableEffect>) {
        if !self.session.is_over() {
            let language = self.session.language();
            out.push(answer(ReviewStrings::of(language).not_over));
            return;
        }
        let reviewed = self.played_for_review();
        let mut seat = ReviewSeat::new(
            reviewed,
            self.session.config().clone(),
            self.session.voice().clone(),
        );
        if self.session.training_offered() {
            seat.offer_training();
        }
        let opening = seat.opening();
        self.mode.start_review(seat);
        self.session_effects(at_ms, opening, out);
    }

    /// The game played, as the review reads it: the players, the clock times, and once the
    /// analysis is done its marks, evaluations and better moves.
    fn played_for_review(&self) -> ReviewGame {
        let words = self.session.voice().clock_words();
        let name = |color: Color| match (self.session.player_name(color), &self.engine_intro) {
            (Some(name), _) => name,
            (None, Some(Ok(setup))) if setup.side == color => setup.name.clone(),
            _ => match color {
                Color::White => words.white.clone(),
                Color::Black => words.black.clone(),
            },
        };
        let reviewed = ReviewGame::from_played(
            self.session.game(),
            self.session.clock_log(),
            &name(Color::White),
            &name(Color::Black),
        );
        match self.analysis.as_ref().filter(|seat| seat.finished()) {
            Some(seat) => reviewed.with_analysis(&seat.notes()),
            None => reviewed,
        }
    }

    /// The player asks for the finished game's analysis: every position is put to the analysis
    /// engine in turn.
    pub(super) fn start_analysis(&mut self, out: &mut Vec<TableEffect>) {
        let strings = self.session.strings();
        if let Some(seat) = &self.analysis {
            if seat.finished() {
                // Done already: its summary again.
                out.extend(
                    seat.summary(self.session.voice(), strings)
                        .into_iter()
                        .map(answer),
                );
            } else {
                let percent = seat.percent();
                out.push(answer(self.in_words(
                    &Message::new("analysis-running").number("percent", percent),
                )));
            }
            return;
        }
        if !self.session.is_over() {
            // Going over a file, nothing was played here: the file is analysed on its own.
            let text = if self.mode.review().is_some() {
                ReviewStrings::of(self.session.language()).analyse_file
            } else {
                strings.analysis_not_over
            };
            out.push(answer(text));
            return;
        }
        let mut seat = AnalysisSeat::new(self.session.game());
        out.push(answer(self.in_words(
            &Message::new("analysis-started").number("positions", seat.positions()),
        )));
        let first = seat.first();
        self.analysis = Some(seat);
        match first {
            Some(request) => out.push(TableEffect::Engine(request)),
            None => self.analysis_done(out),
        }
    }

    pub(super) fn analysis_answer(
        &mut self,
        ticket: Ticket,
        centipawns: Option<i32>,
        mate: Option<i32>,
        best: Move,
        out: &mut Vec<TableEffect>,
    ) {
        let Some(seat) = self.analysis.as_mut() else {
            return;
        };
        match seat.answer(ticket, centipawns, mate, best) {
            AnalysisStep::Ignored => {}
            AnalysisStep::Next { request, tenth } => {
                out.push(TableEffect::Engine(request));
                if let Some(tenth) = tenth {
                    out.push(notice(self.in_words(
                        &Message::new("analysis-progress").number("percent", tenth * 10),
                    )));
                }
            }
            AnalysisStep::Done => self.analysis_done(out),
        }
    }

    /// Every position is evaluated: the summary, the annotated PGN saved, and the review
    /// reads it from now on.
    fn analysis_done(&mut self, out: &mut Vec<TableEffect>) {
        let Some(seat) = &self.analysis else {
            return;
        };
        let strings = self.session.strings();
        out.extend(
            seat.summary(self.session.voice(), strings)
                .into_iter()
                .map(answer),
        );
        out.push(answer(strings.analysis_review));
        out.push(TableEffect::SaveAnalysis(seat.notes()));
        // A review already open reads the analysis from now on, where it stands.
        if self.mode.review().is_some() {
            let analysed = self.played_for_review();
            if let Some(review) = self.mode.review_mut() {
                review.reload(analysed);
            }
        }
    }
}
