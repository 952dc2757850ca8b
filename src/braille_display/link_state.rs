//! The display's link as a face keeps it: connecting, shown with its views, or gone, and the
//! frame last handed on. The table's face ([`super::BrailleFace`]) and the training's display
//! (`cli/train_braille.rs`) both keep one: the link's news is said once each, a key reaches
//! the views only while the display is shown, a frame is handed on only when it changed.

use shakmaty::Color;

use super::{BrailleDisplay, BrailleEvent};
use crate::core::braille_views::{BrailleKey, BrailleTrouble, BrailleViews};
use crate::core::message::Message;
use crate::core::session::Session;

#[derive(Debug)]
enum State {
    /// The link is still connecting.
    Waiting,
    Shown(BrailleViews),
    /// None was found, or it went away.
    Gone,
}

/// A display and what its face knows of it.
#[derive(Debug)]
pub struct DisplayLink {
    display: Box<dyn BrailleDisplay>,
    state: State,
    /// The frame last handed to the display.
    shown: Vec<u8>,
}

/// What an event of the link is to its face.
#[derive(Debug, Clone, PartialEq)]
pub enum LinkNews {
    /// The display came, none could be had, or it went: said once.
    Say(Message),
    /// A key of the display while it is shown.
    Key(BrailleKey),
    /// A second word about the link, or a key after it went.
    Nothing,
}

impl DisplayLink {
    /// A display whose link is connecting.
    pub fn new(display: Box<dyn BrailleDisplay>) -> Self {
        Self {
            display,
            state: State::Waiting,
            shown: Vec::new(),
        }
    }

    /// Whether the display is shown now.
    pub fn is_shown(&self) -> bool {
        matches!(self.state, State::Shown(_))
    }

    /// The views, while the display is shown.
    pub fn views_mut(&mut self) -> Option<&mut BrailleViews> {
        match &mut self.state {
            State::Shown(views) => Some(views),
            _ => None,
        }
    }

    /// Reads the link's event: a display that came gets its views, the board seen from
    /// `bottom`'s side, showing `said` (what was said before it came).
    pub fn news(&mut self, event: BrailleEvent, bottom: Color, said: &[String]) -> LinkNews {
        match (event, &self.state) {
            (BrailleEvent::Connected(size), State::Waiting) => {
                let mut views = BrailleViews::new(size, bottom);
                views.step(said, false);
                self.state = State::Shown(views);
                let key = if size.holds_a_rank() {
                    "braille-connected"
                } else {
                    "braille-connected-short"
                };
                LinkNews::Say(Message::new(key).number("cells", size.cells()))
            }
            (BrailleEvent::Unavailable(trouble), State::Waiting) => {
                self.state = State::Gone;
                LinkNews::Say(Message::new("braille-unavailable").said("reason", reason(trouble)))
            }
            (BrailleEvent::Lost(trouble), State::Shown(_)) => {
                self.state = State::Gone;
                LinkNews::Say(Message::new("braille-lost").said("reason", reason(trouble)))
            }
            (BrailleEvent::Key(key), State::Shown(_)) => LinkNews::Key(key),
            _ => LinkNews::Nothing,
        }
    }

    /// When the frame may change with no event (a running clock shown).
    pub fn next_change(&self, session: &Session, at_ms: u64) -> Option<u64> {
        match &self.state {
            State::Shown(views) => views.next_change(session, at_ms),
            _ => None,
        }
    }

    /// Hands the display the frame of `session` at `at_ms`, if it changed.
    pub fn refresh(&mut self, session: &Session, at_ms: u64) {
        let State::Shown(views) = &self.state else {
            return;
        };
        let frame = views.frame(session, at_ms);
        if frame != self.shown {
            self.shown.clone_from(&frame);
            self.display.show(frame);
        }
    }
}

/// Why there is no display, as words of the player's language.
fn reason(trouble: BrailleTrouble) -> Message {
    Message::new(match trouble {
        BrailleTrouble::NotRunning => "braille-not-running",
        BrailleTrouble::NoCells => "braille-no-cells",
        BrailleTrouble::Refused => "braille-refused",
        BrailleTrouble::Closed => "braille-closed",
        BrailleTrouble::CompanionMissing => "braille-companion-missing",
        BrailleTrouble::CompanionStopped => "braille-companion-stopped",
    })
}
