//! The Chessnut Move over Bluetooth LE (`--eboard chessnut-move:ble[:NAME|ADDRESS]`): a
//! Chessnut board with a robot under it. Its reports are the Air's (the same FEN service and
//! real-time frames, read by the Air's reader, [`super::chessnut::ChessnutReports`]); its
//! commands are its own ([`crate::core::boards::chessnut_move`]): a whole position its robot
//! sets, its LEDs, its battery.
//!
//! When the game moves elsewhere (the blind player's move, the engine's, the online
//! opponent's) the table asks this board to set the game's position
//! (`BoardLink::set_position`, [`ChessnutMoveLink::set_position`]); the robot moves the pieces, the board sends
//! no reports meanwhile, then reports the board it reached, which the board model compares as
//! any report: the move replayed, or what to fix told to the sighted player (a piece the
//! robot could not place).

use shakmaty::{Bitboard, Board};
use uuid::Uuid;

use super::BoardEvent;
use super::ble::{BleAnswers, BleProfile};
use super::chessnut::ChessnutReports;
use super::serial::{Decoded, Link, LinkOptions, Protocol, Sink};
use crate::core::boards::chessnut::{
    ChessnutRequest, FEN_NOTIFY, FEN_SERVICE, FenReassembler, OPERATION_NOTIFY, OPERATION_WRITE,
};
use crate::core::boards::chessnut_move::{
    FIX_COLOR, MOVE_NAME_PREFIX, MoveAnswer, MoveRequest, RobotMode,
};
use crate::core::boards::event::BatteryReport;
use crate::core::boards::sensing_board::BoardProtocol;

/// How a Chessnut Move is found and spoken to over Bluetooth LE: the Air's services, told
/// apart by its name (the service alone would take an Air for a Move).
pub const BLE_PROFILE: BleProfile = BleProfile {
    protocol: BoardProtocol::ChessnutMove,
    service: Uuid::from_u128(FEN_SERVICE),
    notify: Uuid::from_u128(FEN_NOTIFY),
    write: Uuid::from_u128(OPERATION_WRITE),
    name_prefix: MOVE_NAME_PREFIX,
    service_is_its_own: false,
    poll: real_time_request,
    answers: Some(BleAnswers {
        characteristic: Uuid::from_u128(OPERATION_NOTIFY),
        decode: answer_event,
    }),
    busy_after: Some(robot_time),
};

/// The longest a robot may take to set a position, silent meanwhile, before the link polls
/// it: a whole move, a capture's piece set aside and castling's two pieces, with room (the
/// vendor publishes no figure; the board reports at once when it is done).
pub const ROBOT_LIMIT: std::time::Duration = std::time::Duration::from_secs(45);

/// How long the board may stay silent after `written`: the robot's time after a position to
/// set, nothing for the rest.
fn robot_time(written: &[u8]) -> Option<std::time::Duration> {
    matches!(
        MoveRequest::parse(written),
        Some(MoveRequest::SetPosition { .. })
    )
    .then_some(ROBOT_LIMIT)
}

/// How the robot meets the sighted player's hands: a piece they move stops it, so a person
/// replaying the move themselves is never fought by the robot (the board is then compared and
/// guided as any).
pub const ROBOT_MODE: RobotMode = RobotMode::Yielding;

/// The event of an answer on the operation characteristic: the battery; nothing for the rest.
pub fn answer_event(bytes: &[u8]) -> Option<BoardEvent> {
    match MoveAnswer::parse(bytes)? {
        MoveAnswer::Battery { percent, charging } => {
            Some(BoardEvent::Battery(BatteryReport { percent, charging }))
        }
    }
}

/// The real-time reports turned on (again): the board answers with the whole board, which is
/// the watchdog's poll. The Move takes the Air's command.
fn real_time_request() -> Vec<u8> {
    ChessnutRequest::RealTime.encode()
}

/// The Move's protocol on the link: the Air's real-time reports, the Move's battery question.
#[derive(Debug, Default)]
pub struct MoveProtocol {
    reports: FenReassembler,
}

impl Protocol for MoveProtocol {
    fn options() -> LinkOptions {
        LinkOptions::PEG
    }

    fn greeting(&self) -> Vec<u8> {
        real_time_request()
    }

    fn unsure(&self) -> Vec<u8> {
        real_time_request()
    }

    fn periodic(&self) -> Option<(std::time::Duration, Vec<u8>)> {
        Some((
            super::chessnut::BATTERY_EVERY,
            MoveRequest::Battery.encode(),
        ))
    }

    fn reset(&mut self) {
        ChessnutReports::reset(&mut self.reports);
    }

    fn feed(&mut self, bytes: &[u8], out: &mut Vec<Decoded>) {
        ChessnutReports::feed(&mut self.reports, bytes, out);
    }
}

/// A Chessnut Move's link: the real-time reports, its robot, its LEDs.
#[derive(Debug)]
pub struct ChessnutMoveLink {
    link: Link,
}

impl ChessnutMoveLink {
    /// Connects through `connector` now and starts reading.
    pub fn with_connector(
        connector: impl super::serial::Connector,
        options: LinkOptions,
        sink: Sink,
    ) -> std::io::Result<Self> {
        let link = Link::with_connector(connector, MoveProtocol::default(), options, sink)?;
        Ok(Self { link })
    }

    /// Asks for the whole board: the real-time reports turned on again.
    pub fn request_board(&self) {
        self.link.send(real_time_request());
    }

    /// The squares to fix lit in one colour, or the LEDs out.
    pub fn show_squares(&self, squares: Bitboard) {
        let request = MoveRequest::Leds {
            squares,
            color: FIX_COLOR,
        };
        self.link.send(request.encode());
    }

    /// The robot sets `board`.
    pub fn set_position(&self, board: &Board) {
        let request = MoveRequest::SetPosition {
            board: board.clone(),
            mode: ROBOT_MODE,
        };
        self.link.send(request.encode());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::chessnut::tests::board_sent_in_two;
    use crate::board::millennium::whole_board_event;
    use crate::board::serial::tests::{Chunk, FakeBoard, fast, next};
    use crate::core::boards::chessnut::encode_board;
    use shakmaty::{Chess, Position};
    use std::sync::mpsc;

    /// Over a fake port: the real-time reports turned on, the board read by the Air's reader,
    /// the Move's battery asked once it answered; a position to set is the vendor's `42 21`
    /// frame, the squares lit its `43 20` frame; the report after the robot is read as any.
    #[test]
    fn the_robot_is_asked_and_its_board_read() {
        let (board, port) = FakeBoard::new();
        let (tx, rx) = mpsc::channel();
        let link = ChessnutMoveLink::with_connector(
            board.clone(),
            fast(),
            crate::board::serial::Sink::channel(tx),
        )
        .unwrap();
        let start = Chess::default();
        board_sent_in_two(&port, &rx, start.board());
        let e4 = shakmaty::uci::UciMove::from_ascii(b"e2e4")
            .unwrap()
            .to_move(&start)
            .unwrap();
        let after = start.play(e4).unwrap();
        link.set_position(after.board());
        let squares = Bitboard::from(shakmaty::Square::E3);
        link.show_squares(squares);
        let expected = [
            ChessnutRequest::RealTime.encode(),
            MoveRequest::Battery.encode(),
            MoveRequest::SetPosition {
                board: after.board().clone(),
                mode: RobotMode::Yielding,
            }
            .encode(),
            MoveRequest::Leds {
                squares,
                color: FIX_COLOR,
            }
            .encode(),
        ]
        .concat();
        let written = board
            .written
            .when(|written| written.len() >= expected.len());
        assert_eq!(written, expected);
        port.send(Chunk::Bytes(encode_board(after.board()).to_vec()))
            .unwrap();
        assert_eq!(next(&rx), whole_board_event(after.board().clone()));
        drop(link);
    }

    /// The Move's battery answer is the battery event; the Air's is not the Move's.
    #[test]
    fn battery_answers_become_battery_events() {
        assert_eq!(
            answer_event(&[0x41, 0x03, 0x0C, 0, 9]),
            Some(BoardEvent::Battery(BatteryReport {
                percent: 9,
                charging: false
            }))
        );
        assert_eq!(answer_event(&[0x2A, 0x02, 9, 0]), None);
    }

    /// The robot's silence is allowed after a position to set, and after nothing else.
    #[test]
    fn the_robot_may_be_silent_after_a_position_to_set() {
        let set = MoveRequest::SetPosition {
            board: Chess::default().board().clone(),
            mode: ROBOT_MODE,
        };
        assert_eq!(robot_time(&set.encode()), Some(ROBOT_LIMIT));
        assert_eq!(robot_time(&MoveRequest::Stop.encode()), None);
        assert_eq!(robot_time(&MoveRequest::Battery.encode()), None);
        assert_eq!(robot_time(&real_time_request()), None);
    }

    /// A Move is found by its name; an Air advertising the same service is not a Move.
    #[test]
    fn a_move_is_told_from_an_air_by_its_name() {
        let service = [Uuid::from_u128(FEN_SERVICE)];
        assert!(BLE_PROFILE.matches(Some("Chessnut Move"), &service));
        assert!(BLE_PROFILE.matches(Some("chessnut move 2"), &[]));
        assert!(!BLE_PROFILE.matches(Some("Chessnut Air"), &service));
        assert!(!BLE_PROFILE.matches(None, &service));
    }
}
