//! The peg board's wire (contract section 4) in the simulator: `UP e2`, `DOWN e4`, `SNAP`
//! lines with their checksums, the buttons, and answers to `SNAP?` and `HELLO?`.

use shakmaty::Square;

use super::error::SimError;
use super::physical::Physical;
use super::protocol::SimulatedProtocol;
use crate::core::boards::peg::{Button, HostCommand, PegEvent, parse_line};

/// A host line is kept up to this length; the rest of a longer one is dropped.
const LONGEST_LINE: usize = 256;

#[derive(Debug, Default)]
pub struct PegProtocol {
    /// The host's line read so far.
    line: Vec<u8>,
}

fn send(board: &mut Physical, event: &PegEvent) -> String {
    let line = event.to_line_with_checksum();
    board.say(format!("{line}\n").as_bytes(), &line)
}

impl SimulatedProtocol for PegProtocol {
    fn name(&self) -> &'static str {
        "peg"
    }

    fn changed(&mut self, square: Square, board: &mut Physical) -> String {
        if board.pieces.piece_at(square).is_some() {
            send(board, &PegEvent::Down(square))
        } else {
            send(board, &PegEvent::Up(square))
        }
    }

    fn whole(&mut self, board: &mut Physical) -> String {
        let occupied = board.pieces.occupied();
        send(board, &PegEvent::Snap(occupied))
    }

    fn garbage(&mut self, board: &mut Physical) -> String {
        board.say(b"DOWN e4 *7F\n", "DOWN e4 *7F")
    }

    fn plugged(&mut self) {
        self.line.clear();
    }

    fn hear(&mut self, bytes: &[u8], board: &mut Physical) -> Vec<String> {
        let mut answered = Vec::new();
        for &b in bytes {
            if b != b'\n' {
                if self.line.len() < LONGEST_LINE {
                    self.line.push(b);
                }
                continue;
            }
            let request = HostCommand::parse(&self.line);
            self.line.clear();
            let (name, answer) = match &request {
                Ok(HostCommand::Snap) => ("SNAP?", self.whole(board)),
                Ok(HostCommand::Hello) => {
                    let hello = PegEvent::Hello {
                        model: "annabella-sim".into(),
                        firmware: env!("CARGO_PKG_VERSION").into(),
                        serial: "SIM0001".into(),
                    };
                    ("HELLO?", send(board, &hello))
                }
                Err(e) => ("?", format!("ignored a host line: {e}")),
            };
            answered.push(format!("< {name} {answer}"));
        }
        answered
    }

    fn command(
        &mut self,
        command: &str,
        words: &[&str],
        line: &str,
        board: &mut Physical,
    ) -> Option<Result<String, SimError>> {
        match command {
            "btn" => Some(match words.get(1) {
                Some(name) => button(name, board),
                None => Err(SimError::WhichButton),
            }),
            "send" => {
                let text = line.trim_start()[4..].trim_start();
                Some(Ok(board.say(format!("{text}\n").as_bytes(), text)))
            }
            _ => None,
        }
    }

    fn commands(&self) -> &'static str {
        "up, down, snap, btn, garbage, send, unplug, replug, sleep"
    }
}

/// A button of the board pressed.
fn button(name: &str, board: &mut Physical) -> Result<String, SimError> {
    let line = format!("BTN {}", name.to_ascii_lowercase());
    let event = parse_line(line.as_bytes()).map_err(|error| SimError::BadButton {
        name: name.to_owned(),
        error,
    })?;
    if !matches!(
        event,
        PegEvent::Button(
            Button::Clock | Button::Repeat | Button::Time | Button::Talk | Button::Promote(_)
        )
    ) {
        return Err(SimError::NoSuchButton(name.to_owned()));
    }
    Ok(send(board, &event))
}
