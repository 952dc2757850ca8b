//! The Chessnut Move: a Chessnut board with a robot under it. Pure, no I/O, never a panic on
//! any bytes.
//!
//! Over Bluetooth LE it speaks the Air's FEN service and real-time reports (the same services,
//! the same 36-byte frames, read by [`super::chessnut`]'s reader), and its own commands on the
//! operation characteristic, from the vendor's "Chessnut Move Chess Board API Documentation"
//! (chessnutech's `chess_move_api` README) and the `chessnut-move` crate (1.0, daymxn's
//! `chessnut-move-rs`, `src/protocol/command.rs`), which follows it:
//! - It advertises as "Chessnut Move".
//! - Set a whole position, which its robot then moves the pieces to: 35 bytes, `42 21`, the 32
//!   bytes of squares as in a board report (a nibble a square, h8 first, the low nibble
//!   first), and a flag: `0` forced (the robot goes on whatever the player does), `1` not
//!   forced (a piece the player moves stops it). `42 21` and 33 zeros stop the robot. While the
//!   robot moves, the board sends no reports; it reports the board again once it is done.
//! - LEDs: 34 bytes, `43 20` and a nibble a square in the same order: `0` off, `1` red,
//!   `2` green, `3` blue.
//! - Battery: `41 01 0C` asks; the answer is `41 03 0C charging level` (charging `1` or `0`,
//!   the level in percent).
//!
//! The crate itself is not used: its Bluetooth side is built on `btleplug` 0.12 (annabella's
//! links use 0.13 through their own transport, `board/ble.rs`), and its protocol side would be
//! a second copy of the square codes and nibble order annabella's Chessnut reader already has;
//! what it adds is these three commands, written here in a few lines against the same encoder.

use shakmaty::{Bitboard, Board};

use super::chessnut::{FEN_LEN, decode_board, encode_board, nibble_square};
use super::sensing_board::{BoardProtocol, PieceSensing, ProtocolSpec, Sensed, SensingBoard};
use crate::core::boards::event::BoardEvent;
use crate::core::boards::sync::Observed;
use shakmaty::Chess;

/// The start of the name the Move advertises (the Air's services, so its name tells it apart).
pub const MOVE_NAME_PREFIX: &str = "Chessnut Move";

/// The two bytes of the set-position command.
pub const SET_POSITION: [u8; 2] = [0x42, 0x21];
/// The set-position command's whole length.
pub const SET_POSITION_LEN: usize = 35;
/// The two bytes of the LED command.
pub const SET_LEDS: [u8; 2] = [0x43, 0x20];
/// The LED command's whole length.
pub const SET_LEDS_LEN: usize = 34;
/// The battery question, and the first three bytes of its answer.
pub const BATTERY_QUESTION: [u8; 3] = [0x41, 0x01, 0x0C];
pub const BATTERY_ANSWER: [u8; 3] = [0x41, 0x03, 0x0C];

/// The colour a square's LED is lit in (the Move's LEDs have three).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LedColor {
    Red = 1,
    Green = 2,
    Blue = 3,
}

/// The colour the squares to fix are lit in.
pub const FIX_COLOR: LedColor = LedColor::Red;

/// How the robot treats a player's hand while it sets a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RobotMode {
    /// It goes on whatever the player does (flag `0`).
    Forced,
    /// A piece the player moves stops it (flag `1`): the person's hands win.
    Yielding,
}

/// A command written to the Move's operation characteristic (the real-time reports are turned
/// on with the Air's own command, [`super::chessnut::ChessnutRequest::RealTime`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveRequest {
    /// The robot is to move the pieces until the board shows this position.
    SetPosition { board: Board, mode: RobotMode },
    /// The robot is to stop.
    Stop,
    /// Light these squares in this colour (and no others).
    Leds { squares: Bitboard, color: LedColor },
    /// Ask for the battery level.
    Battery,
}

impl MoveRequest {
    pub fn encode(&self) -> Vec<u8> {
        match self {
            Self::SetPosition { board, mode } => {
                let mut out = SET_POSITION.to_vec();
                out.extend_from_slice(&encode_board(board)[2..34]);
                out.push(match mode {
                    RobotMode::Forced => 0,
                    RobotMode::Yielding => 1,
                });
                out
            }
            Self::Stop => {
                let mut out = vec![0; SET_POSITION_LEN];
                out[..2].copy_from_slice(&SET_POSITION);
                out
            }
            Self::Leds { squares, color } => {
                let mut out = vec![0; SET_LEDS_LEN];
                out[..2].copy_from_slice(&SET_LEDS);
                for place in 0..64 {
                    if squares.contains(nibble_square(place)) {
                        let code = *color as u8;
                        out[2 + place / 2] |= if place % 2 == 0 { code } else { code << 4 };
                    }
                }
                out
            }
            Self::Battery => BATTERY_QUESTION.to_vec(),
        }
    }

    /// Reads a command (for the simulated board and the tests); `None` for anything else.
    pub fn parse(bytes: &[u8]) -> Option<Self> {
        match bytes {
            [0x42, 0x21, rest @ ..] if bytes.len() == SET_POSITION_LEN => {
                if rest.iter().all(|&b| b == 0) {
                    return Some(Self::Stop);
                }
                let mut frame = [0u8; FEN_LEN];
                frame[..2].copy_from_slice(&super::chessnut::FEN_HEADER);
                frame[2..34].copy_from_slice(&rest[..32]);
                let board = decode_board(&frame).ok()?;
                let mode = match rest[32] {
                    0 => RobotMode::Forced,
                    1 => RobotMode::Yielding,
                    _ => return None,
                };
                Some(Self::SetPosition { board, mode })
            }
            [0x43, 0x20, nibbles @ ..] if bytes.len() == SET_LEDS_LEN => {
                let mut squares = Bitboard::EMPTY;
                let mut color = None;
                for place in 0..64 {
                    let byte = nibbles[place / 2];
                    let code = if place % 2 == 0 {
                        byte & 0x0F
                    } else {
                        byte >> 4
                    };
                    let lit = match code {
                        0 => None,
                        1 => Some(LedColor::Red),
                        2 => Some(LedColor::Green),
                        3 => Some(LedColor::Blue),
                        _ => return None,
                    };
                    if let Some(lit) = lit {
                        // One colour a command here (annabella lights the fix in one).
                        if color.is_some_and(|c| c != lit) {
                            return None;
                        }
                        color = Some(lit);
                        squares |= Bitboard::from(nibble_square(place));
                    }
                }
                Some(Self::Leds {
                    squares,
                    color: color.unwrap_or(FIX_COLOR),
                })
            }
            [0x41, 0x01, 0x0C] => Some(Self::Battery),
            _ => None,
        }
    }
}

/// An answer on the operation notify characteristic that the table needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveAnswer {
    /// `41 03 0C charging level`.
    Battery { percent: u8, charging: bool },
}

impl MoveAnswer {
    /// Reads one notification of the answer characteristic; `None` for anything else.
    pub fn parse(bytes: &[u8]) -> Option<Self> {
        match bytes {
            [0x41, 0x03, 0x0C, charging, level, ..] => Some(Self::Battery {
                percent: (*level).min(100),
                charging: *charging != 0,
            }),
            _ => None,
        }
    }

    /// The notification (for the simulated board and the tests).
    pub fn encode(&self) -> Vec<u8> {
        match self {
            Self::Battery { percent, charging } => {
                let mut out = BATTERY_ANSWER.to_vec();
                out.extend([u8::from(*charging), (*percent).min(100)]);
                out
            }
        }
    }
}

/// The Move's sensing: a board that names its pieces, as the Air's ([`PieceSensing`]), that
/// also sets a whole position by itself ([`SensingBoard::sets_position`]).
#[derive(Debug, Clone)]
struct RobotSensing(PieceSensing);

impl SensingBoard for RobotSensing {
    fn protocol(&self) -> BoardProtocol {
        self.0.protocol()
    }

    fn follow(&mut self, position: &Chess) {
        self.0.follow(position);
    }

    fn sense(&mut self, event: &BoardEvent) -> Vec<Sensed> {
        self.0.sense(event)
    }

    fn shows(&self) -> Option<Observed> {
        self.0.shows()
    }

    fn move_in_progress(&self) -> bool {
        self.0.move_in_progress()
    }

    fn only_lifted(&self) -> bool {
        self.0.only_lifted()
    }

    fn forget(&mut self) {
        self.0.forget();
    }

    fn finish(&mut self) -> Vec<Sensed> {
        self.0.finish()
    }

    fn sets_position(&self) -> bool {
        true
    }
}

/// The Move's protocol: the whole board at each change, and its robot.
const CHESSNUT_MOVE: ProtocolSpec = ProtocolSpec {
    scheme: "chessnut-move",
    kind_name: "Chessnut Move",
    sensing: |protocol, _, _| Box::new(RobotSensing(PieceSensing::new(protocol))),
};

#[allow(non_upper_case_globals)] // named as the other protocols are
impl BoardProtocol {
    /// The Chessnut Move (Bluetooth LE): the whole board at each change, and a robot that sets
    /// a whole position.
    pub const ChessnutMove: Self = Self::new(&CHESSNUT_MOVE);
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use shakmaty::{Position, Square};

    /// The start position's 32 bytes of squares, as the vendor's README orders them (see
    /// `chessnut.rs`'s `start_frame`): h8 first, the low nibble first.
    const START_SQUARES: [u8; 32] = [
        0x58, 0x23, 0x31, 0x85, 0x44, 0x44, 0x44, 0x44, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0x77, 0x77, 0x77, 0x77, 0xA6, 0xC9, 0x9B, 0x6A,
    ];

    /// The vendor's Move API, section 3: `[0x42, 0x21, ...boardData..., forceFlag]`, 35 bytes,
    /// the board as in a report, the flag `0` forced, `1` not.
    #[test]
    fn set_position_in_the_vendors_bytes() {
        let start = shakmaty::Chess::default().board().clone();
        let yielding = MoveRequest::SetPosition {
            board: start.clone(),
            mode: RobotMode::Yielding,
        };
        let bytes = yielding.encode();
        assert_eq!(bytes.len(), 35);
        assert_eq!(bytes[..2], [0x42, 0x21]);
        assert_eq!(bytes[2..34], START_SQUARES);
        assert_eq!(bytes[34], 1);
        let forced = MoveRequest::SetPosition {
            board: start,
            mode: RobotMode::Forced,
        };
        assert_eq!(forced.encode()[34], 0);
        for request in [yielding, forced] {
            assert_eq!(MoveRequest::parse(&request.encode()), Some(request));
        }
    }

    /// The `chessnut-move` crate's own test (`auto_move_command_encodes_target_position_and_mode`):
    /// a black queen on h8 and a black king on g8 make byte 2 `0x21`, every other square byte
    /// zero; and its stop command, `42 21` and 33 zeros.
    #[test]
    fn the_crates_frames() {
        let mut board = Board::empty();
        board.set_piece_at(Square::H8, shakmaty::Piece::from_char('q').unwrap());
        board.set_piece_at(Square::G8, shakmaty::Piece::from_char('k').unwrap());
        let bytes = MoveRequest::SetPosition {
            board,
            mode: RobotMode::Yielding,
        }
        .encode();
        assert_eq!(bytes[2], 0x21);
        assert!(bytes[3..34].iter().all(|&b| b == 0));
        let stop = MoveRequest::Stop.encode();
        assert_eq!(stop.len(), 35);
        assert_eq!(stop[..2], [0x42, 0x21]);
        assert!(stop[2..].iter().all(|&b| b == 0));
        assert_eq!(MoveRequest::parse(&stop), Some(MoveRequest::Stop));
    }

    /// The vendor's Move API, section 4 (`[0x43, 0x20, ...ledData...]`, 34 bytes, a nibble a
    /// square, 1 red, 2 green, 3 blue) and the crate's `led_command_uses_chessnut_square_and_nibble_order`:
    /// h8 red is byte 2's low nibble, a1 blue byte 33's high nibble (`0x30`).
    #[test]
    fn leds_in_the_vendors_bytes() {
        let leds = MoveRequest::Leds {
            squares: Bitboard::from(Square::H8),
            color: LedColor::Red,
        };
        let bytes = leds.encode();
        assert_eq!(bytes.len(), 34);
        assert_eq!(bytes[..3], [0x43, 0x20, 0x01]);
        assert!(bytes[3..].iter().all(|&b| b == 0));
        let a1 = MoveRequest::Leds {
            squares: Bitboard::from(Square::A1),
            color: LedColor::Blue,
        };
        assert_eq!(a1.encode()[33], 0x30);
        let e2e4 = MoveRequest::Leds {
            squares: Bitboard::from(Square::E2) | Bitboard::from(Square::E4),
            color: FIX_COLOR,
        };
        // e4 is the 36th square from h8 (rank 4: places 32–39, e the fourth from h): byte
        // 2 + 35 / 2 = 19, high nibble; e2 place 51: byte 27, high nibble.
        let bytes = e2e4.encode();
        assert_eq!(bytes[19], 0x10);
        assert_eq!(bytes[27], 0x10);
        let off = MoveRequest::Leds {
            squares: Bitboard::EMPTY,
            color: FIX_COLOR,
        };
        assert!(off.encode()[2..].iter().all(|&b| b == 0));
        for request in [leds, a1, e2e4, off] {
            assert_eq!(MoveRequest::parse(&request.encode()), Some(request));
        }
    }

    /// The vendor's Move API, section 5: `41 01 0C` asks, `41 03 0C charging level` answers.
    #[test]
    fn battery_in_the_vendors_bytes() {
        assert_eq!(MoveRequest::Battery.encode(), [0x41, 0x01, 0x0C]);
        assert_eq!(
            MoveRequest::parse(&[0x41, 0x01, 0x0C]),
            Some(MoveRequest::Battery)
        );
        assert_eq!(
            MoveAnswer::parse(&[0x41, 0x03, 0x0C, 1, 57]),
            Some(MoveAnswer::Battery {
                percent: 57,
                charging: true
            })
        );
        assert_eq!(
            MoveAnswer::parse(&[0x41, 0x03, 0x0C, 0, 12]),
            Some(MoveAnswer::Battery {
                percent: 12,
                charging: false
            })
        );
        let answer = MoveAnswer::Battery {
            percent: 9,
            charging: false,
        };
        assert_eq!(MoveAnswer::parse(&answer.encode()), Some(answer));
        // The Air's battery answer and an acknowledgement are not the Move's.
        assert_eq!(MoveAnswer::parse(&[0x2A, 0x02, 9, 0]), None);
        assert_eq!(MoveAnswer::parse(&[0x23, 0x01, 0x00]), None);
        assert_eq!(MoveAnswer::parse(&[]), None);
    }

    #[test]
    fn the_moves_sensing_sets_positions_and_the_airs_does_not() {
        let position = shakmaty::Chess::default();
        let mode = shakmaty::CastlingMode::Standard;
        assert!(
            BoardProtocol::ChessnutMove
                .sensing(&position, mode)
                .sets_position()
        );
        assert!(
            !BoardProtocol::Chessnut
                .sensing(&position, mode)
                .sets_position()
        );
        assert_ne!(BoardProtocol::ChessnutMove, BoardProtocol::Chessnut);
    }

    mod robot_at_the_table {
        use crate::core::boards::board_model::{BoardAction, BoardModel, Grace};
        use crate::core::boards::event::{BoardEvent, PieceReport};
        use crate::core::boards::sensing_board::{BoardProtocol, BoardRole};
        use crate::core::voice::Voice;
        use shakmaty::uci::UciMove;
        use shakmaty::{Board, CastlingMode, Chess, Move, Position};

        pub(super) fn mv(pos: &Chess, uci: &str) -> Move {
            UciMove::from_ascii(uci.as_bytes())
                .unwrap()
                .to_move(pos)
                .unwrap()
        }

        pub(super) fn model(role: BoardRole, protocol: BoardProtocol) -> BoardModel {
            let mut model = BoardModel::new(
                role,
                protocol,
                Chess::default(),
                CastlingMode::Standard,
                Voice::fide(),
                Grace::default(),
            );
            report(&mut model, 0, Chess::default().board());
            model
        }

        pub(super) fn report(
            model: &mut BoardModel,
            at_ms: u64,
            board: &Board,
        ) -> Vec<BoardAction> {
            model.sense(
                at_ms,
                &BoardEvent::Pieces(PieceReport::Whole(board.clone())),
            )
        }

        pub(super) fn sets(actions: &[BoardAction]) -> Vec<Board> {
            actions
                .iter()
                .filter_map(|action| match action {
                    BoardAction::SetPosition(board) => Some(board.clone()),
                    _ => None,
                })
                .collect()
        }

        /// The game moved elsewhere: the sighted player's Move is asked to set the game, and
        /// the board it reports once done is the move replayed ("done"), nothing to fix.
        #[test]
        fn a_move_made_elsewhere_is_set_by_the_robot() {
            let mut board = model(BoardRole::Sighted, BoardProtocol::ChessnutMove);
            let start = Chess::default();
            let e4 = mv(&start, "e2e4");
            let after = start.clone().play(e4).unwrap();
            let actions = board.game_moved(1_000, e4);
            assert_eq!(sets(&actions), vec![after.board().clone()]);
            let actions = report(&mut board, 2_000, after.board());
            assert!(sets(&actions).is_empty(), "{actions:?}");
            assert_eq!(board.owed().count(), 0);
            assert!(
                !actions
                    .iter()
                    .any(|a| matches!(a, BoardAction::ShowSquares(s) if s.any()))
            );
        }

        /// Neither an Air nor the blind player's board has a robot to ask.
        #[test]
        fn only_a_sighted_players_robot_is_asked() {
            for (role, protocol) in [
                (BoardRole::Sighted, BoardProtocol::Chessnut),
                (BoardRole::Blind, BoardProtocol::ChessnutMove),
            ] {
                let mut board = model(role, protocol);
                let e4 = mv(&Chess::default(), "e2e4");
                assert!(sets(&board.game_moved(1_000, e4)).is_empty(), "{role:?}");
            }
        }

        /// The game went back (a take-back) while the board shows the move: the robot is asked
        /// to set the game again; a board that shows it already is not asked. A board that
        /// comes back with a move still owed is asked again.
        #[test]
        fn the_robot_follows_a_game_taken_back_and_a_board_come_back() {
            let mut board = model(BoardRole::Sighted, BoardProtocol::ChessnutMove);
            let start = Chess::default();
            let e4 = mv(&start, "e2e4");
            let after = start.clone().play(e4).unwrap();
            board.game_moved(1_000, e4);
            report(&mut board, 2_000, after.board());
            let actions = board.reset(3_000, start.clone());
            assert_eq!(sets(&actions), vec![start.board().clone()]);
            report(&mut board, 4_000, start.board());
            assert!(sets(&board.reset(5_000, start.clone())).is_empty());
            board.sense(6_000, &BoardEvent::Disconnected("gone".into()));
            let actions = board.game_moved(7_000, e4);
            assert_eq!(sets(&actions), vec![after.board().clone()]);
            board.sense(8_000, &BoardEvent::Reconnected);
            let actions = report(&mut board, 9_000, start.board());
            assert_eq!(sets(&actions), vec![after.board().clone()]);
        }
    }

    mod robot_left_a_piece_short {
        use super::robot_at_the_table::{model, mv, report, sets};
        use crate::core::boards::board_model::BoardAction;
        use crate::core::boards::sensing_board::{BoardProtocol, BoardRole};
        use shakmaty::{Bitboard, Board, Chess, Position, Square};

        /// The moves e4 and d5 made on the board, then exd5 made elsewhere, and the robot stops
        /// the pawn on d4 with the black pawn still on d5: the position before, the game, and
        /// what it shows.
        fn left_short() -> (
            crate::core::boards::board_model::BoardModel,
            Chess,
            Chess,
            Board,
        ) {
            let mut board = model(BoardRole::Sighted, BoardProtocol::ChessnutMove);
            let mut before = Chess::default();
            for uci in ["e2e4", "d7d5"] {
                let m = mv(&before, uci);
                before = before.play(m).unwrap();
                report(&mut board, 500, before.board());
            }
            let capture = mv(&before, "e4d5");
            let game = before.clone().play(capture).unwrap();
            assert_eq!(
                sets(&board.game_moved(1_000, capture)),
                vec![game.board().clone()]
            );
            let mut shown = before.board().clone();
            assert!(shown.remove_piece_at(Square::E4).is_some());
            shown.set_piece_at(Square::D4, shakmaty::Piece::from_char('P').unwrap());
            (board, before, game, shown)
        }

        fn lit(actions: &[BoardAction]) -> Option<Bitboard> {
            actions.iter().rev().find_map(|action| match action {
                BoardAction::ShowSquares(squares) => Some(*squares),
                _ => None,
            })
        }

        /// The sighted player is guided on to the game the robot was asked for (d4 to d5, the
        /// black pawn off), not back to e4; once there, the move is done.
        #[test]
        fn a_capture_left_short_is_guided_on_to_the_game() {
            let (mut board, _, game, shown) = left_short();
            report(&mut board, 2_000, &shown);
            let guided = board.tick(4_000);
            let squares = lit(&guided).expect("the fix is lit");
            assert!(squares.contains(Square::D5), "{guided:?}");
            assert!(!squares.contains(Square::E4), "{guided:?}");
            report(&mut board, 5_000, game.board());
            assert_eq!(board.owed().count(), 0);
            assert_eq!(board.base().board(), game.board());
        }

        /// Put back by hand to before the move instead: the robot is asked again, once.
        #[test]
        fn a_board_put_back_before_the_move_asks_the_robot_again() {
            let (mut board, before, game, shown) = left_short();
            report(&mut board, 2_000, &shown);
            board.tick(4_000);
            let actions = report(&mut board, 5_000, before.board());
            assert_eq!(sets(&actions), vec![game.board().clone()]);
            assert!(sets(&board.tick(30_000)).is_empty());
        }
    }

    proptest! {
        #[test]
        fn never_panics_on_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..40)) {
            let _ = MoveRequest::parse(&bytes);
            let _ = MoveAnswer::parse(&bytes);
        }

        #[test]
        fn any_position_round_trips(seed in any::<u64>()) {
            let mut board = Board::empty();
            let mut x = seed | 1;
            for square in Square::ALL {
                x ^= x << 13; x ^= x >> 7; x ^= x << 17;
                if let Some(Some(piece)) = super::super::chessnut::code_piece((x % 13) as u8) {
                    board.set_piece_at(square, piece);
                }
            }
            prop_assume!(board.occupied().any());
            let request = MoveRequest::SetPosition { board, mode: RobotMode::Yielding };
            prop_assert_eq!(MoveRequest::parse(&request.encode()), Some(request));
        }
    }
}
