//! The braille display at `annabella train --braille`: the same views as at the table (the
//! last announcement, the board, the score sheet), drawn from the puzzle's game, and its routing
//! keys: a square's contents asked, two squares a move tried as the solution.
//!
//! The link (`crate::braille_display::start`) reports on the training's input channel; this
//! keeps the views and hands the display a frame whenever it changes.

use shakmaty::{Color, Position};

use crate::braille_display::{BrailleEvent, DisplayLink, LinkNews, Sink};
use crate::core::braille_views::KeyAction;
use crate::core::message::Message;
use crate::core::session::TypedMove;
use crate::core::speech_queue::{Listener, Priority, Utterance};
use crate::core::table::TableInput;
use crate::core::training::{PuzzleRound, RoundEffect};

/// The display while training.
#[derive(Debug)]
pub(super) struct TrainBraille {
    link: DisplayLink,
    /// What was said last, for a display that connects later.
    said: Vec<String>,
    /// The side whose puzzle it is: at the bottom of the board.
    bottom: Color,
}

impl TrainBraille {
    /// Starts the link; its news and keys go to `sink`.
    pub(super) fn start(sink: Sink) -> TrainBraille {
        TrainBraille {
            link: DisplayLink::new(Box::new(crate::braille_display::start(sink))),
            said: Vec::new(),
            bottom: Color::White,
        }
    }

    /// A new puzzle: its player's side at the bottom.
    pub(super) fn puzzle(&mut self, round: &PuzzleRound) {
        self.bottom = round.position().turn();
        if let Some(views) = self.link.views_mut() {
            views.set_bottom(self.bottom);
        }
    }

    /// What was just said (`moved`: the position changed), shown.
    pub(super) fn step(&mut self, effects: &[RoundEffect], moved: bool, round: &PuzzleRound) {
        let said: Vec<String> = effects
            .iter()
            .filter_map(|effect| match effect {
                RoundEffect::Say(utterance) => Some(utterance.text.clone()),
                _ => None,
            })
            .collect();
        if !said.is_empty() {
            self.said.clone_from(&said);
        }
        if let Some(views) = self.link.views_mut() {
            views.step(&said, moved);
        }
        self.link.refresh(round.session(), 0);
    }

    /// What the link reported: the display's news said once, a key's move or question given to
    /// the round.
    pub(super) fn event(
        &mut self,
        event: BrailleEvent,
        round: &mut PuzzleRound,
    ) -> Vec<RoundEffect> {
        let language = round.session().language();
        let say = |message: Message| {
            RoundEffect::Say(Utterance::new(
                message.in_language(language),
                Priority::Answer,
                Listener::Public,
            ))
        };
        let effects = match self.link.news(event, self.bottom, &self.said) {
            LinkNews::Say(message) => vec![say(message)],
            LinkNews::Key(key) => {
                let action = self
                    .link
                    .views_mut()
                    .and_then(|views| views.key(key, round.session(), 0));
                match action {
                    Some(KeyAction::Table(TableInput::Move(mv))) => round.made(mv),
                    Some(KeyAction::Table(TableInput::Squares { from, to })) => {
                        round.typed(&TypedMove::Squares { from, to })
                    }
                    Some(KeyAction::Table(TableInput::Command(command, argument))) => {
                        round.command(command, &argument)
                    }
                    Some(KeyAction::Cancelled) => vec![RoundEffect::Say(Utterance::new(
                        round
                            .session()
                            .strings()
                            .screen
                            .selection_cancelled
                            .to_owned(),
                        Priority::Answer,
                        Listener::Public,
                    ))],
                    Some(KeyAction::Table(_)) | None => Vec::new(),
                }
            }
            LinkNews::Nothing => Vec::new(),
        };
        self.link.refresh(round.session(), 0);
        effects
    }
}
