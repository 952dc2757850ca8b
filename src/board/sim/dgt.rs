//! The DGT e-board's wire in the simulator: a field update at each change, a board dump, and
//! answers to the host's one-byte requests (send board, version, serial number, trademark).

use shakmaty::Square;

use super::error::SimError;
use super::physical::Physical;
use super::protocol::SimulatedProtocol;
use crate::core::boards::dgt::{DgtBoard, DgtCommand, DgtMessage, DgtSquare};

#[derive(Debug, Default)]
pub struct DgtProtocol;

fn send(board: &mut Physical, message: &DgtMessage) -> String {
    let text = match message {
        DgtMessage::FieldUpdate { square, content } => {
            format!("field update {square} {}", content.code())
        }
        DgtMessage::BoardDump(_) => "board dump".to_owned(),
        other => format!("{other:?}"),
    };
    board.say(&message.encode(), &text)
}

impl SimulatedProtocol for DgtProtocol {
    fn name(&self) -> &'static str {
        "dgt"
    }

    fn changed(&mut self, square: Square, board: &mut Physical) -> String {
        let content = board
            .pieces
            .piece_at(square)
            .map_or(DgtSquare::Empty, DgtSquare::Piece);
        send(board, &DgtMessage::FieldUpdate { square, content })
    }

    fn whole(&mut self, board: &mut Physical) -> String {
        let dump = DgtMessage::BoardDump(DgtBoard::from_board(&board.pieces));
        send(board, &dump)
    }

    fn garbage(&mut self, board: &mut Physical) -> String {
        board.say(&[0x01, 0x02, 0x03], "01 02 03")
    }

    fn hear(&mut self, bytes: &[u8], board: &mut Physical) -> Vec<String> {
        let mut answered = Vec::new();
        for &b in bytes {
            let answer = match DgtCommand::from_byte(b) {
                Some(DgtCommand::SendBoard) => self.whole(board),
                Some(DgtCommand::Version) => {
                    send(board, &DgtMessage::Version { major: 1, minor: 0 })
                }
                Some(DgtCommand::SerialNumber) => {
                    send(board, &DgtMessage::SerialNumber("00001".into()))
                }
                Some(DgtCommand::Trademark) => {
                    let trademark = DgtMessage::Trademark("annabella board-sim".into());
                    send(board, &trademark)
                }
                Some(DgtCommand::Reset | DgtCommand::UpdateBoard) => String::new(),
                // A real board would obey; the simulator refuses, and says so loudly.
                None => format!("REFUSED byte 0x{b:02X}"),
            };
            answered.push(format!("< 0x{b:02X} {answer}"));
        }
        answered
    }

    fn command(
        &mut self,
        command: &str,
        words: &[&str],
        _: &str,
        _: &mut Physical,
    ) -> Option<Result<String, SimError>> {
        match command {
            "btn" if words.len() < 2 => Some(Err(SimError::WhichButton)),
            "btn" => Some(Err(SimError::NoButtonsOnDgt)),
            "send" => Some(Err(SimError::SendIsForPeg)),
            _ => None,
        }
    }

    fn commands(&self) -> &'static str {
        "up, down, snap, btn, garbage, send, unplug, replug, sleep"
    }
}
