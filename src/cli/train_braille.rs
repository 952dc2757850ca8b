//! The braille display at `annabella train --braille`: the same views as at the table (the
//! last announcement, the board, the score sheet), drawn from the puzzle's game, and its routing
//! keys: a square's contents asked, two squares a move tried as the solution.
//!
//! The link (`crate::braille_display::start`) reports on the training's input channel; this
//! keeps the views and hands the display a frame whenever it changes.

use shakmaty::{Color, Position};

use crate::braille_display::{BrailleDisplay, BrailleEvent, BrlapiDisplay, Sink};
use crate::core::braille_views::{BrailleTrouble, BrailleViews, KeyAction};
use crate::core::message::Message;
use crate::core::session::TypedMove;
use crate::core::speech_queue::{Listener, Priority, Utterance};
use crate::core::table::TableInput;
use crate::core::training::{PuzzleRound, RoundEffect};

#[derive(Debug)]
enum Link {
    /// Still connecting.
    Waiting,
    Shown(BrailleViews),
    /// None was found, or it went away.
    Gone,
}

/// The display while training.
#[derive(Debug)]
pub(super) struct TrainBraille {
    display: BrlapiDisplay,
    link: Link,
    /// What was said last, for a display that connects later.
    said: Vec<String>,
    /// The frame last handed to the display.
    shown: Vec<u8>,
    /// The side whose puzzle it is: at the bottom of the board.
    bottom: Color,
}

impl TrainBraille {
    /// Starts the link; its news and keys go to `sink`.
    pub(super) fn start(sink: Sink) -> TrainBraille {
        TrainBraille {
            display: crate::braille_display::start(sink),
            link: Link::Waiting,
            said: Vec::new(),
            shown: Vec::new(),
            bottom: Color::White,
        }
    }

    /// A new puzzle: its player's side at the bottom.
    pub(super) fn puzzle(&mut self, round: &PuzzleRound) {
        self.bottom = round.position().turn();
        if let Link::Shown(views) = &mut self.link {
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
        if let Link::Shown(views) = &mut self.link {
            views.step(&said, moved);
        }
        self.refresh(round);
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
        let effects = match (event, &mut self.link) {
            (BrailleEvent::Connected(size), Link::Waiting) => {
                let mut views = BrailleViews::new(size, self.bottom);
                views.step(&self.said, false);
                self.link = Link::Shown(views);
                let key = if size.holds_a_rank() {
                    "braille-connected"
                } else {
                    "braille-connected-short"
                };
                vec![say(Message::new(key).number("cells", size.cells()))]
            }
            (BrailleEvent::Unavailable(trouble), Link::Waiting) => {
                self.link = Link::Gone;
                vec![say(
                    Message::new("braille-unavailable").said("reason", reason(trouble))
                )]
            }
            (BrailleEvent::Lost(trouble), Link::Shown(_)) => {
                self.link = Link::Gone;
                vec![say(
                    Message::new("braille-lost").said("reason", reason(trouble))
                )]
            }
            (BrailleEvent::Key(key), Link::Shown(views)) => {
                match views.key(key, round.session(), 0) {
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
            // A second word about the link, or a key after it went.
            _ => Vec::new(),
        };
        self.refresh(round);
        effects
    }

    /// Hands the display its frame, if it changed.
    fn refresh(&mut self, round: &PuzzleRound) {
        let Link::Shown(views) = &self.link else {
            return;
        };
        let frame = views.frame(round.session(), 0);
        if frame != self.shown {
            self.shown.clone_from(&frame);
            self.display.show(frame);
        }
    }
}

fn reason(trouble: BrailleTrouble) -> Message {
    Message::new(match trouble {
        BrailleTrouble::NotRunning => "braille-not-running",
        BrailleTrouble::NoCells => "braille-no-cells",
        BrailleTrouble::Refused => "braille-refused",
        BrailleTrouble::Closed => "braille-closed",
    })
}
