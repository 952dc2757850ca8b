//! The display as a face of the table: its views (pure), the frame last shown, and whether the
//! display is there. It is shown every step as the screen is, and reads its link's events: a
//! routing key's square or move goes to the table through its door, and each change of the
//! link is said once.

use shakmaty::Color;

use super::link_state::{DisplayLink, LinkNews};
use super::{BrailleDisplay, BrailleEvent};
use crate::core::braille_views::{BrailleWords, KeyAction};
use crate::core::message::Sentences;
use crate::core::table::Table;
use crate::runtime::{Face, FaceError, Report, Request};

/// The most sentences gathered before the first move (a player may ask a great deal before
/// moving): past it the oldest after the greeting leave.
const OPENING_LIMIT: usize = 64;

/// A braille display at the table.
#[derive(Debug)]
pub struct BrailleFace {
    link: DisplayLink,
    bottom: Color,
    /// What the last step that said anything said, kept for a display that connects later;
    /// until the first move, everything said since the start (the greeting first).
    said: Vec<String>,
    /// No move played yet in this run: what is said is gathered, not replaced.
    opening: bool,
    /// The display came and has not shown a step yet: it shows what was said from the start
    /// (the greeting), not from its own words about itself.
    just_connected: bool,
}

/// The display's own words, said and shown like any face's own.
fn say(text: String) -> Vec<Request> {
    vec![Request::Say {
        text,
        transient: false,
    }]
}

impl BrailleFace {
    /// A display whose link is connecting; the board is seen from `bottom`'s side.
    pub fn new(display: Box<dyn BrailleDisplay>, bottom: Color) -> Self {
        Self {
            link: DisplayLink::new(display),
            bottom,
            said: Vec::new(),
            opening: true,
            just_connected: false,
        }
    }

    /// Whether the display is shown now.
    pub fn is_shown(&self) -> bool {
        self.link.is_shown()
    }
}

impl Face for BrailleFace {
    type Input = BrailleEvent;

    /// What the link reported: the views move, the table is asked, or the display's news is
    /// said (once for each).
    fn read(&mut self, event: BrailleEvent, table: &Table, at_ms: u64) -> Vec<Request> {
        let session = table.session();
        let words = BrailleWords::of(session.language());
        let requests = match self.link.news(event, self.bottom, &self.said) {
            LinkNews::Say(message) => {
                if self.link.is_shown() {
                    self.just_connected = true;
                }
                say(words.say(&message))
            }
            LinkNews::Key(key) => match self
                .link
                .views_mut()
                .and_then(|views| views.key(key, session, at_ms))
            {
                Some(KeyAction::Table(input)) => vec![Request::Table(input)],
                Some(KeyAction::Cancelled) => {
                    say(session.strings().screen.selection_cancelled.to_owned())
                }
                None => Vec::new(),
            },
            LinkNews::Nothing => Vec::new(),
        };
        self.link.refresh(session, at_ms);
        requests
    }

    /// A step of the table: what it said and whether a move was played.
    fn show(
        &mut self,
        table: &Table,
        report: &Report,
        _transient: bool,
        at_ms: u64,
    ) -> Result<(), FaceError> {
        let said: Vec<String> = report.said.iter().map(|s| s.text.clone()).collect();
        if report.moved {
            self.opening = false;
        }
        let from = if said.is_empty() {
            0
        } else if self.opening {
            // Before the first move the display gathers every sentence, as the screen's log
            // does: the greeting is not replaced by the display's own words or an answer
            // (issue 34: the greeting never reached the display). The newest is shown, the
            // rest a line up; the greeting stays first when the oldest after it leave.
            let over = (self.said.len() + said.len()).saturating_sub(OPENING_LIMIT);
            let end = (1 + over).min(self.said.len());
            if end > 1 {
                self.said.drain(1..end);
            }
            let from = self.said.len();
            self.said.extend(said.iter().cloned());
            // A display that just came shows the start first: the greeting, not its own words.
            if std::mem::take(&mut self.just_connected) {
                0
            } else {
                from
            }
        } else {
            self.said.clone_from(&said);
            0
        };
        if let Some(views) = self.link.views_mut() {
            let shown: &[String] = match (said.is_empty(), self.opening) {
                (true, _) => &[],
                (false, true) => &self.said,
                (false, false) => &said,
            };
            views.step_from(shown, from, report.moved);
        }
        self.link.refresh(table.session(), at_ms);
        Ok(())
    }

    /// When the display must be drawn again with no event (a running clock shown).
    fn next_redraw(&self, table: &Table, at_ms: u64) -> Option<u64> {
        self.link.next_change(table.session(), at_ms)
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
    use crate::core::table::{TableInput, TableSetup};
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
        let mut face = BrailleFace::new(Box::new(fake.clone()), Color::White);
        let report = Report {
            said: vec![crate::runtime::Spoken {
                text: "Neue Partie".to_owned(),
                private: false,
            }],
            ..Report::default()
        };
        face.show(&table, &report, false, 0).unwrap();
        assert!(
            fake.frames().is_empty(),
            "nothing before the display is there"
        );
        let said = face.read(BrailleEvent::Connected(DisplaySize::line(20)), &table, 0);
        assert_eq!(
            said,
            say(
                "Braillezeile mit 20 Modulen: das Brett ist eine Reihe pro Zeile, eine \
                 Routingtaste wählt ein Feld."
                    .to_owned()
            )
        );
        let mut expected = cells("Neue Partie");
        expected.resize(20, 0);
        assert_eq!(fake.current(), Some(expected));
        // A key that moves the views shows a new frame; one that changes nothing shows none.
        face.read(BrailleEvent::Key(BrailleKey::NextView), &table, 0);
        assert_eq!(text(&fake.current().unwrap(), 10), cells("  abcdefgh"));
        let count = fake.frames().len();
        face.read(BrailleEvent::Key(BrailleKey::Top), &table, 0);
        assert_eq!(fake.frames().len(), count);
    }

    fn step(face: &mut BrailleFace, table: &Table, said: &str, moved: bool) {
        let report = Report {
            said: vec![crate::runtime::Spoken {
                text: said.to_owned(),
                private: false,
            }],
            moved,
            ..Report::default()
        };
        face.show(table, &report, false, 0).unwrap();
    }

    fn first_line(text: &str) -> Vec<u8> {
        let mut line = cells(text);
        line.resize(40, 0);
        line
    }

    #[test]
    fn before_the_first_move_the_greeting_stays_on_the_display_with_everything_said_after_it() {
        let table = table();
        let fake = FakeDisplay::default();
        let mut face = BrailleFace::new(Box::new(fake.clone()), Color::White);
        step(&mut face, &table, "Neue Partie", false);
        face.read(BrailleEvent::Connected(DisplaySize::line(40)), &table, 0);
        // The display's own words come back as a step: the greeting is still what it shows.
        step(&mut face, &table, "Braillezeile mit 40 Modulen", false);
        assert_eq!(fake.current(), Some(first_line("Neue Partie")));
        face.read(BrailleEvent::Key(BrailleKey::LineDown), &table, 0);
        assert_eq!(
            fake.current(),
            Some(first_line("Braillezeile mit 40 Modulen"))
        );
        // A later sentence is shown at once, the ones before a line up.
        step(&mut face, &table, "Uhr läuft", false);
        assert_eq!(fake.current(), Some(first_line("Uhr läuft")));
        face.read(BrailleEvent::Key(BrailleKey::Top), &table, 0);
        assert_eq!(fake.current(), Some(first_line("Neue Partie")));
        // A step that says nothing leaves the display where the player put it.
        face.show(&table, &Report::default(), false, 0).unwrap();
        assert_eq!(fake.current(), Some(first_line("Neue Partie")));
        // The first move: its announcement alone, as every move after it.
        step(&mut face, &table, "Bauer Eva vier", true);
        assert_eq!(fake.current(), Some(first_line("Bauer Eva vier")));
        face.read(BrailleEvent::Key(BrailleKey::LineDown), &table, 0);
        assert_eq!(fake.current(), Some(first_line("Bauer Eva vier")));
        step(&mut face, &table, "Springer Felix sechs", false);
        face.read(BrailleEvent::Key(BrailleKey::LineUp), &table, 0);
        assert_eq!(fake.current(), Some(first_line("Springer Felix sechs")));
    }

    #[test]
    fn a_routing_key_asks_the_table_and_a_lost_display_is_said_once() {
        let table = table();
        let fake = FakeDisplay::default();
        let mut face = BrailleFace::new(Box::new(fake.clone()), Color::White);
        face.read(BrailleEvent::Connected(DisplaySize::line(40)), &table, 0);
        face.read(BrailleEvent::Key(BrailleKey::NextView), &table, 0);
        face.read(BrailleEvent::Key(BrailleKey::Bottom), &table, 0);
        assert_eq!(
            face.read(BrailleEvent::Key(BrailleKey::Route(6)), &table, 0),
            [Request::Table(TableInput::Command(
                Command::Square,
                Argument::Square(shakmaty::Square::E1)
            ))]
        );
        assert_eq!(
            face.read(BrailleEvent::Key(BrailleKey::Route(6)), &table, 0),
            say("Auswahl aufgehoben".to_owned())
        );
        let lost = face.read(BrailleEvent::Lost(BrailleTrouble::Closed), &table, 0);
        assert_eq!(lost.len(), 1);
        assert!(!face.is_shown());
        assert!(
            face.read(BrailleEvent::Lost(BrailleTrouble::Closed), &table, 0)
                .is_empty()
        );
        assert!(
            face.read(BrailleEvent::Key(BrailleKey::Route(6)), &table, 0)
                .is_empty()
        );
    }

    #[test]
    fn no_display_is_said_once() {
        let table = table();
        let mut face = BrailleFace::new(Box::new(FakeDisplay::default()), Color::White);
        let said = face.read(
            BrailleEvent::Unavailable(BrailleTrouble::NotRunning),
            &table,
            0,
        );
        assert_eq!(
            said,
            say(
                "Keine Braillezeile (BRLTTY läuft nicht oder lässt annabella nicht zu); die \
                 Partie geht ohne sie weiter."
                    .to_owned()
            )
        );
        assert!(
            face.read(
                BrailleEvent::Unavailable(BrailleTrouble::NotRunning),
                &table,
                0
            )
            .is_empty()
        );
    }
}
