//! The Millennium Chess Link board's wire in the simulator (`board-sim --millennium`), so the
//! board can be tried, and the table's faults swept, with no hardware.
//!
//! The board sends a whole status (`s` + 64 pieces) at every change, as a real one does once
//! the host has asked for reports "at every change" (`W0203`); after `W0207` ("at every change
//! that lasted 5 scans") a piece sliding over a square is not reported, as on the real board.
//! It answers `S`, `V`, `W`, `L` and `X` and refuses anything else (a reset `T` is reported
//! loudly). Characters carry their odd parity in bit 7, the same frames a 7O1 line carries.
//! Its own commands: `move e2 e4` (a capture lifts the captured piece too, with chaos if on),
//! `mute` / `unmute` (the board stops answering and reporting / starts again with a status),
//! `chaos SEED` / `chaos off` (the faults of `sim::chaos` on every `move`, and a status
//! lost on the way or sent with a spoilt character), `leds` (which squares the host lit).

use std::io;
use std::path::Path;

use shakmaty::{Bitboard, Board, Square};

use super::chaos::hand_move;
use super::error::SimError;
use super::physical::Physical;
use super::protocol::SimulatedProtocol;
use super::shell::{Observer, SimulatedBoard};
use super::words::{square_at, squares_text};
use crate::core::boards::millennium::{
    AUTO_REPORT_ADDRESS, AutoReport, MillenniumReply, MillenniumRequest, Orientation,
    RequestReader, StatusBoard,
};
use crate::core::boards::peg_sim::Rng;

/// A virtual Millennium board on a pty.
pub type VirtualMillennium = SimulatedBoard<MillenniumProtocol>;

#[derive(Debug, Default)]
pub struct MillenniumProtocol {
    /// The squares whose LEDs the host lit.
    lit: Bitboard,
    orientation: Orientation,
    /// The host asked for reports of settled changes only: a change shorter than the board's
    /// debounce (a piece passing over a square) is not reported.
    settled_only: bool,
    requests: RequestReader,
    /// The seeded faults of every `move`, when on.
    chaos: Option<Rng>,
}

impl MillenniumProtocol {
    fn status_bytes(&self, board: &Board) -> Vec<u8> {
        MillenniumReply::Status(StatusBoard::from_board(board, self.orientation)).encode()
    }

    fn status(&self, board: &mut Physical) -> String {
        let status = self.status_bytes(&board.pieces);
        board.say(&status, "status")
    }

    /// The piece on `from` moved to `to` by hand, a status for each position it passes
    /// through, with a real board's faults when chaos is on. Returns what was done, a line
    /// each.
    fn make_move(
        &mut self,
        from: Square,
        to: Square,
        board: &mut Physical,
    ) -> Result<String, SimError> {
        let made = hand_move(
            &board.pieces,
            from,
            to,
            self.chaos.as_mut(),
            self.settled_only,
        )?;
        let mut said = made.said;
        if made.lost.is_some() {
            said.push("chaos: a status lost on the way".to_owned());
        }
        let last = made.steps.len() - 1;
        for (index, step) in made.steps.iter().enumerate() {
            if Some(index) == made.lost {
                continue;
            }
            if made.spoil_last && index == last {
                said.push("chaos: a character spoilt, the status sent again".to_owned());
                let mut bad = self.status_bytes(step);
                bad[5] ^= 0x80;
                board.send(&bad);
            }
            board.send(&self.status_bytes(step));
        }
        if let Some(end) = made.steps.into_iter().next_back() {
            board.pieces = end;
        }
        said.push(board.report(board.open(), &format!("{from}{to}")));
        Ok(said.join("\n"))
    }

    /// Answers one request of the host: the observer's line.
    fn answer(
        &mut self,
        request: Result<MillenniumRequest, Vec<u8>>,
        board: &mut Physical,
    ) -> String {
        match request {
            Ok(MillenniumRequest::Status) => format!("< S {}", self.status(board)),
            Ok(MillenniumRequest::Version) => {
                let reply = MillenniumReply::Version { major: 1, minor: 3 };
                format!("< V {}", board.say(&reply.encode(), "version 01.03"))
            }
            Ok(MillenniumRequest::AutoReports(auto)) => {
                self.settled_only = auto == AutoReport::OnSettledChange;
                let reply = MillenniumReply::Written {
                    address: AUTO_REPORT_ADDRESS,
                    value: auto.value(),
                };
                format!("< W {}", board.say(&reply.encode(), "written"))
            }
            Ok(MillenniumRequest::Leds(frame)) => {
                self.lit = frame.lit_squares(self.orientation);
                let sent = board.say(&MillenniumReply::LedsSet.encode(), "l");
                format!("< L lit {} {sent}", squares_text(self.lit))
            }
            Ok(MillenniumRequest::LedsOff) => {
                self.lit = Bitboard::EMPTY;
                format!("< X {}", board.say(&MillenniumReply::LedsOff.encode(), "x"))
            }
            // A real board would obey a reset; the simulator refuses, and says so loudly.
            Err(chars) => format!("< REFUSED {}", String::from_utf8_lossy(&chars)),
        }
    }
}

impl SimulatedProtocol for MillenniumProtocol {
    fn name(&self) -> &'static str {
        "millennium"
    }

    fn changed(&mut self, _: Square, board: &mut Physical) -> String {
        self.status(board)
    }

    fn whole(&mut self, board: &mut Physical) -> String {
        self.status(board)
    }

    /// A status with a wrong parity bit.
    fn garbage(&mut self, board: &mut Physical) -> String {
        let mut bytes = self.status_bytes(&board.pieces);
        bytes[10] ^= 0x80;
        board.say(&bytes, "status with a parity error")
    }

    fn plugged(&mut self) {
        self.requests = RequestReader::default();
    }

    fn hear(&mut self, bytes: &[u8], board: &mut Physical) -> Vec<String> {
        let mut heard = Vec::new();
        self.requests.feed(bytes, |request| heard.push(request));
        if board.muted {
            return Vec::new();
        }
        heard
            .into_iter()
            .map(|request| self.answer(request, board))
            .collect()
    }

    fn command(
        &mut self,
        command: &str,
        words: &[&str],
        _: &str,
        board: &mut Physical,
    ) -> Option<Result<String, SimError>> {
        Some(match command {
            "move" => square_at(words, 1).and_then(|from| {
                let to = square_at(words, 2)?;
                self.make_move(from, to, board)
            }),
            "mute" => {
                board.muted = true;
                Ok("muted: the board answers nothing".into())
            }
            "unmute" => {
                board.muted = false;
                Ok(self.status(board))
            }
            "chaos" => match words.get(1).copied() {
                Some("off") => {
                    self.chaos = None;
                    Ok("chaos off".into())
                }
                Some(word) => word
                    .parse()
                    .map_err(|_| SimError::NotASeed(word.to_owned()))
                    .map(|seed| {
                        self.chaos = Some(Rng::new(seed));
                        format!("chaos on, seed {seed}")
                    }),
                None => Err(SimError::NotASeed(String::new())),
            },
            "leds" => Ok(format!("lit: {}", squares_text(self.lit))),
            _ => return None,
        })
    }

    fn commands(&self) -> &'static str {
        "up, down, move, snap, garbage, mute, unmute, chaos, leds, unplug, replug, sleep"
    }

    fn unsent(&self) -> &'static str {
        "(not sent)"
    }
}

impl VirtualMillennium {
    /// A board in the start position, lying as the protocol note says, plugged in, with `link`
    /// pointing at its pty.
    pub fn new(link: &Path, observer: Observer) -> io::Result<Self> {
        Self::start(MillenniumProtocol::default(), link, observer)
    }

    /// The board lies the other way round (its cable on the other side).
    pub fn turn_round(&mut self) {
        self.held().protocol.orientation = Orientation::TurnedRound;
    }

    /// The squares whose LEDs the host has lit.
    pub fn lit(&self) -> Bitboard {
        self.held().protocol.lit
    }

    /// The pieces on the board.
    pub fn pieces(&self) -> Board {
        self.held().board.pieces.clone()
    }

    /// Turns the seeded faults on (`Some(seed)`) or off.
    pub fn set_chaos(&mut self, seed: Option<u64>) {
        self.held().protocol.chaos = seed.map(Rng::new);
    }

    /// A piece moved from `from` to `to` (see [`MillenniumProtocol`]'s `move`).
    pub fn make_move(&mut self, from: Square, to: Square) -> Result<String, SimError> {
        let mut held = self.held();
        let held = &mut *held;
        held.protocol.make_move(from, to, &mut held.board)
    }
}
