//! The display as the runtime keeps it: its views (pure), the frame last shown, and whether the
//! display is there. Each change of the link is said once.

use shakmaty::Color;

use super::{BrailleDisplay, BrailleEvent};
use crate::core::braille_views::{BrailleViews, BrailleWords, KeyAction};
use crate::core::message::{Message, Sentences};
use crate::core::table::{Table, TableInput};

/// What the display asks of the runtime.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BrailleRequest {
    /// For the table (a square's question, a move).
    Table(TableInput),
    /// Words about the display, said and shown like a face's own.
    Say(String),
}

#[derive(Debug)]
enum Link {
    /// The link is still connecting.
    Waiting,
    Shown(BrailleViews),
    /// None was found, or it went away.
    Gone,
}

/// A braille display at the table.
#[derive(Debug)]
pub struct BrailleDevice {
    display: Box<dyn BrailleDisplay>,
    bottom: Color,
    link: Link,
    /// What the last step that said anything said, kept for a display that connects later.
    said: Vec<String>,
    /// The frame last handed to the display.
    shown: Vec<u8>,
}

impl BrailleDevice {
    /// A display whose link is connecting; the board is seen from `bottom`'s side.
    pub fn new(display: Box<dyn BrailleDisplay>, bottom: Color) -> Self {
        Self {
            display,
            bottom,
            link: Link::Waiting,
            said: Vec::new(),
            shown: Vec::new(),
        }
    }

    /// Whether the display is shown now.
    pub fn is_shown(&self) -> bool {
        matches!(self.link, Link::Shown(_))
    }

    /// A step of the table: what it said and whether a move was played.
    pub fn step(&mut self, table: &Table, said: &[String], moved: bool, at_ms: u64) {
        if !said.is_empty() {
            self.said = said.to_vec();
        }
        if let Link::Shown(views) = &mut self.link {
            views.step(said, moved);
        }
        self.refresh(table, at_ms);
    }

    /// What the link reported: the views move, the table is asked, or the display's news is
    /// said (once for each).
    pub fn event(&mut self, event: BrailleEvent, table: &Table, at_ms: u64) -> Vec<BrailleRequest> {
        let session = table.session();
        let words = BrailleWords::of(session.language());
        let requests = match (event, &mut self.link) {
            (BrailleEvent::Connected(size), Link::Waiting) => {
                let mut views = BrailleViews::new(size, self.bottom);
                views.step(&self.said, false);
                self.link = Link::Shown(views);
                let sentence = if size.holds_a_rank() {
                    Message::new("braille-connected")
                } else {
                    Message::new("braille-connected-short")
                };
                vec![BrailleRequest::Say(
                    words.say(&sentence.number("cells", size.cells())),
                )]
            }
            (BrailleEvent::Unavailable(trouble), Link::Waiting) => {
                self.link = Link::Gone;
                vec![BrailleRequest::Say(words.say(
                    &Message::new("braille-unavailable").text("reason", trouble.reason(words)),
                ))]
            }
            (BrailleEvent::Lost(trouble), Link::Shown(_)) => {
                self.link = Link::Gone;
                vec![BrailleRequest::Say(words.say(
                    &Message::new("braille-lost").text("reason", trouble.reason(words)),
                ))]
            }
            (BrailleEvent::Key(key), Link::Shown(views)) => match views.key(key, session, at_ms) {
                Some(KeyAction::Table(input)) => vec![BrailleRequest::Table(input)],
                Some(KeyAction::Cancelled) => vec![BrailleRequest::Say(
                    session.strings().screen.selection_cancelled.to_owned(),
                )],
                None => Vec::new(),
            },
            // A second word about the link, or a key after it went: nothing more to say.
            _ => Vec::new(),
        };
        self.refresh(table, at_ms);
        requests
    }

    /// When the display must be drawn again with no event (a running clock shown).
    pub fn next_refresh(&self, table: &Table, at_ms: u64) -> Option<u64> {
        match &self.link {
            Link::Shown(views) => views.next_change(table.session(), at_ms),
            _ => None,
        }
    }

    /// Hands the display its frame, if it changed.
    fn refresh(&mut self, table: &Table, at_ms: u64) {
        let Link::Shown(views) = &self.link else {
            return;
        };
        let frame = views.frame(table.session(), at_ms);
        if frame != self.shown {
            self.shown.clone_from(&frame);
            self.display.show(frame);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::braille_display::fake::FakeDisplay;
    use crate::core::braille_views::dots::cells;
    use crate::core::braille_views::{BrailleKey, BrailleTrouble, DisplaySize};
    use crate::core::command::Command;
    use crate::core::game::Game;
    use crate::core::session::{Argument, Session, SessionConfig};
    use crate::core::table::TableSetup;
    use crate::core::voice::Voice;

    fn table() -> Table {
        Table::new(
            Session::new(SessionConfig::default(), Voice::fide(), Game::new(), 0),
            TableSetup::default(),
        )
    }

    fn text(frame: &[u8], width: usize) -> Vec<u8> {
        frame[..width].to_vec()
    }

    #[test]
    fn the_display_is_said_once_and_shows_what_was_said_before_it_came() {
        let table = table();
        let fake = FakeDisplay::default();
        let mut device = BrailleDevice::new(Box::new(fake.clone()), Color::White);
        device.step(&table, &["Neue Partie".to_owned()], false, 0);
        assert!(
            fake.frames().is_empty(),
            "nothing before the display is there"
        );
        let said = device.event(BrailleEvent::Connected(DisplaySize::line(20)), &table, 0);
        assert_eq!(
            said,
            [BrailleRequest::Say(
                "Braillezeile mit 20 Modulen: das Brett ist eine Reihe pro Zeile, eine \
                 Routingtaste wählt ein Feld."
                    .to_owned()
            )]
        );
        let mut expected = cells("Neue Partie");
        expected.resize(20, 0);
        assert_eq!(fake.current(), Some(expected));
        // A key that moves the views shows a new frame; one that changes nothing shows none.
        device.event(BrailleEvent::Key(BrailleKey::NextView), &table, 0);
        assert_eq!(text(&fake.current().unwrap(), 10), cells("  abcdefgh"));
        let count = fake.frames().len();
        device.event(BrailleEvent::Key(BrailleKey::Top), &table, 0);
        assert_eq!(fake.frames().len(), count);
    }

    #[test]
    fn a_routing_key_asks_the_table_and_a_lost_display_is_said_once() {
        let table = table();
        let fake = FakeDisplay::default();
        let mut device = BrailleDevice::new(Box::new(fake.clone()), Color::White);
        device.event(BrailleEvent::Connected(DisplaySize::line(40)), &table, 0);
        device.event(BrailleEvent::Key(BrailleKey::NextView), &table, 0);
        device.event(BrailleEvent::Key(BrailleKey::Bottom), &table, 0);
        assert_eq!(
            device.event(BrailleEvent::Key(BrailleKey::Route(6)), &table, 0),
            [BrailleRequest::Table(TableInput::Command(
                Command::Square,
                Argument::Square(shakmaty::Square::E1)
            ))]
        );
        assert_eq!(
            device.event(BrailleEvent::Key(BrailleKey::Route(6)), &table, 0),
            [BrailleRequest::Say("Auswahl aufgehoben".to_owned())]
        );
        let lost = device.event(BrailleEvent::Lost(BrailleTrouble::Closed), &table, 0);
        assert_eq!(lost.len(), 1);
        assert!(!device.is_shown());
        assert!(
            device
                .event(BrailleEvent::Lost(BrailleTrouble::Closed), &table, 0)
                .is_empty()
        );
        assert!(
            device
                .event(BrailleEvent::Key(BrailleKey::Route(6)), &table, 0)
                .is_empty()
        );
    }

    #[test]
    fn no_display_is_said_once() {
        let table = table();
        let mut device = BrailleDevice::new(Box::new(FakeDisplay::default()), Color::White);
        let said = device.event(
            BrailleEvent::Unavailable(BrailleTrouble::NotRunning),
            &table,
            0,
        );
        assert_eq!(
            said,
            [BrailleRequest::Say(
                "Keine Braillezeile (BRLTTY läuft nicht oder lässt annabella nicht zu); die \
                 Partie geht ohne sie weiter."
                    .to_owned()
            )]
        );
        assert!(
            device
                .event(
                    BrailleEvent::Unavailable(BrailleTrouble::NotRunning),
                    &table,
                    0
                )
                .is_empty()
        );
    }
}
