//! The faces beside the front one: shown every step as it is, their own input read by them
//! alone and sent through the table's door, their redraw waking the loop.

use std::sync::mpsc;
use std::sync::{Arc, Mutex};

use shakmaty::Square;

use super::*;
use crate::core::command::Command;
use crate::core::game::Game;
use crate::core::session::{Argument, Session, SessionConfig};
use crate::core::table::{TableInput, TableSetup};
use crate::core::voice::Voice;
use crate::runtime::testing::speaking_carrier;
use crate::runtime::{Runtime, Timed};

/// What a fake face saw: every step's words, and every input it read.
#[derive(Debug, Default, Clone)]
struct Seen(Arc<Mutex<Vec<String>>>);

impl Seen {
    fn push(&self, line: String) {
        self.0.lock().unwrap().push(line);
    }

    fn lines(&self) -> Vec<String> {
        self.0.lock().unwrap().clone()
    }
}

/// A face beside the front one: a square's question for each number it reads, `0` its own
/// words, and a redraw due at a fixed instant.
#[derive(Debug)]
struct Panel {
    seen: Seen,
    redraw_at: Option<u64>,
}

impl Face for Panel {
    type Input = u8;

    fn read(&mut self, input: u8, _table: &Table, at_ms: u64) -> Vec<Request> {
        self.seen.push(format!("read {input} at {at_ms}"));
        match input {
            0 => vec![Request::Say {
                text: "panel here".to_owned(),
                transient: false,
            }],
            1 => vec![Request::Table(TableInput::Command(
                Command::Square,
                Argument::Square(Square::E2),
            ))],
            _ => Vec::new(),
        }
    }

    fn show(&mut self, _: &Table, report: &Report, _: bool, at_ms: u64) -> Result<(), FaceError> {
        let said: Vec<&str> = report.said.iter().map(|s| s.text.as_str()).collect();
        self.seen
            .push(format!("show {} at {at_ms}", said.join(" | ")));
        Ok(())
    }

    fn next_redraw(&self, _: &Table, _: u64) -> Option<u64> {
        self.redraw_at
    }
}

/// The front face: shows nothing, reads nothing.
#[derive(Debug)]
struct Blank;

impl Face for Blank {
    type Input = ();

    fn read(&mut self, (): (), _: &Table, _: u64) -> Vec<Request> {
        Vec::new()
    }

    fn show(&mut self, _: &Table, _: &Report, _: bool, _: u64) -> Result<(), FaceError> {
        Ok(())
    }
}

fn table() -> Table {
    Table::new(
        Session::new(SessionConfig::default(), Voice::fide(), Game::new(), 0),
        TableSetup::default(),
    )
}

#[test]
fn a_face_beside_reads_its_own_input_into_the_table_and_is_shown_every_step() {
    let (sender, receiver) = mpsc::channel();
    let inbox = Inbox::<()>::new(sender);
    let seen = Seen::default();
    let mut faces = Faces::default();
    let mut sink = None;
    faces.seat(&inbox, Limits::BOARD, |panel_sink| {
        sink = Some(panel_sink);
        Panel {
            seen: seen.clone(),
            redraw_at: Some(4_000),
        }
    });
    assert_eq!(faces.len(), 1);
    let sink = sink.unwrap();
    let (carrier, _spoken) = speaking_carrier();
    let mut runtime = Runtime::new(table(), carrier, Blank).with_faces_beside(faces);
    runtime.start(0).unwrap();
    assert!(
        seen.lines()[0].starts_with("show ") && seen.lines()[0].len() > "show  at 0".len(),
        "the greeting is shown beside: {:?}",
        seen.lines()
    );
    // The face's redraw wakes the loop.
    assert_eq!(runtime.next_wake(1_000), Some(4_000));

    // Its device's input comes through the inbox, marked for it, and goes to the door.
    assert!(sink.send(1));
    let Timed { event, .. } = receiver.try_recv().unwrap();
    assert!(matches!(event, Event::Beside(_)), "{event:?}");
    runtime.deliver(1_000, event).unwrap();
    let lines = seen.lines();
    assert_eq!(lines[1], "read 1 at 1000");
    assert!(
        lines[2].starts_with("show ") && lines[2] != "show  at 1000",
        "the square's answer is shown beside: {lines:?}"
    );

    // Its own words are said and shown; a read that asks nothing shows it again alone.
    assert!(sink.send(0));
    runtime
        .deliver(2_000, receiver.try_recv().unwrap().event)
        .unwrap();
    assert!(sink.send(7));
    runtime
        .deliver(3_000, receiver.try_recv().unwrap().event)
        .unwrap();
    assert_eq!(
        seen.lines()[3..],
        [
            "read 0 at 2000",
            "show panel here at 2000",
            "read 7 at 3000",
            "show  at 3000",
        ]
    );
}
