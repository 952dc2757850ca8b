//! The sighted player's e-board of every kind, as the board tests drive it: a piece lifted, a
//! piece set down, what the board was asked to light, and for a board with a robot (the
//! Chessnut Move) the positions its robot set. One shape over the DGT and Millennium boards
//! simulated on pseudo-terminals (`board-sim`) and the Chessnut, Chessnut Move and Millennium
//! boards simulated over Bluetooth LE (`tools/ble-sim` on the `BlueZ` mock), so the fault sweep
//! of `board_faults` runs on each kind.

use std::path::Path;
use std::sync::Arc;

use annabella::board::sim::VirtualBoard;
use annabella::board::sim_millennium::VirtualMillennium;
use shakmaty::{Bitboard, Piece, Square};

use crate::board_live::{Heard, sim};
use crate::common::wait_until;
use crate::eboard_ble::{BleBus, BleSim};

/// Which e-board the sighted player plays on, and how it is reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum EBoardKind {
    /// A DGT board on a serial port.
    Dgt,
    /// A Millennium board on a serial port (`board-sim --millennium`).
    MillenniumSerial,
    /// A Millennium board on its Bluetooth LE UART service.
    MillenniumBle,
    /// A Chessnut board over Bluetooth LE.
    ChessnutBle,
    /// A Chessnut Move over Bluetooth LE: its robot sets the blind player's moves.
    ChessnutMoveBle,
}

impl EBoardKind {
    pub(crate) const ALL: [Self; 5] = [
        Self::Dgt,
        Self::MillenniumSerial,
        Self::MillenniumBle,
        Self::ChessnutBle,
        Self::ChessnutMoveBle,
    ];

    pub(crate) fn name(self) -> &'static str {
        match self {
            Self::Dgt => "dgt",
            Self::MillenniumSerial => "millennium",
            Self::MillenniumBle => "millennium-ble",
            Self::ChessnutBle => "chessnut-ble",
            Self::ChessnutMoveBle => "chessnut-move-ble",
        }
    }

    /// The kind named as [`Self::name`] says it.
    pub(crate) fn named(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// The sighted player's hands on their board.
pub(crate) trait SightedBoard {
    /// The `--eboard` argument that reaches the board.
    fn argument(&self) -> String;
    /// Environment the program needs to reach it (the private bus of the Bluetooth mock).
    fn env(&self) -> Vec<(String, String)>;
    /// Waits until the program has greeted the board (asked for it whole).
    fn wait_greeted(&self);
    fn up(&mut self, square: Square);
    fn down(&mut self, square: Square, piece: Option<Piece>);
    /// The squares the program last asked the board to light (`None`: a board without LEDs).
    fn lit(&mut self) -> Option<Bitboard>;
    /// Whether the board sets the moves made elsewhere itself (a Chessnut Move's robot): the
    /// sighted player then never replays the blind player's moves on it.
    fn sets_moves_itself(&self) -> bool {
        false
    }
    /// Makes the robot misplace one piece of the next position it sets (it stops beside its
    /// square), as a real robot does when a piece is in its way.
    fn robot_fails_next(&mut self) {}
    /// Waits until the program has asked the robot to set `placement` (FEN's piece placement)
    /// and the robot has reported a position set since: the board it reached; `None` if not
    /// within the wait (a board without a robot: at once).
    fn robot_set(&mut self, _placement: &str) -> Option<String> {
        None
    }
}

/// Opens an e-board of `kind` in a folder of its own under `dir`.
pub(crate) fn open(kind: EBoardKind, dir: &Path) -> Box<dyn SightedBoard> {
    let folder = dir.join(kind.name());
    std::fs::create_dir_all(&folder).unwrap();
    match kind {
        EBoardKind::Dgt => {
            let (board, heard) = sim(annabella::board::sim::SimKind::Dgt, &folder);
            Box::new(DgtBoard { board, heard })
        }
        EBoardKind::MillenniumSerial => {
            let heard: Heard = Arc::default();
            let log = Arc::clone(&heard);
            let board = VirtualMillennium::new(
                &folder.join("board"),
                Arc::new(move |line: &str| log.lock().unwrap().push(line.to_owned())),
            )
            .unwrap();
            Box::new(MillenniumSerial { board, heard })
        }
        EBoardKind::MillenniumBle => Box::new(BleBoard::start("millennium")),
        EBoardKind::ChessnutBle => Box::new(BleBoard::start("chessnut")),
        EBoardKind::ChessnutMoveBle => {
            let mut board = BleBoard::start("chessnut-move");
            // A robot quicker than a real one (300 ms by default in the simulator), so a game
            // of the sample stays short; the program waits on its report either way.
            board.sim.command("robot time 50");
            Box::new(board)
        }
    }
}

const WAIT: std::time::Duration = std::time::Duration::from_secs(20);

fn wait_heard(heard: &Heard, what: &str) {
    wait_until(&format!("the board to hear {what:?}"), WAIT, || {
        heard.lock().unwrap().iter().any(|l| l.contains(what))
    });
}

struct DgtBoard {
    board: VirtualBoard,
    heard: Heard,
}

impl SightedBoard for DgtBoard {
    fn argument(&self) -> String {
        format!("dgt:{}", self.board.link().display())
    }
    fn env(&self) -> Vec<(String, String)> {
        Vec::new()
    }
    fn wait_greeted(&self) {
        wait_heard(&self.heard, "< 0x42");
    }
    fn up(&mut self, square: Square) {
        self.board.up(square).unwrap();
    }
    fn down(&mut self, square: Square, piece: Option<Piece>) {
        self.board.down(square, piece).unwrap();
    }
    fn lit(&mut self) -> Option<Bitboard> {
        None
    }
}

struct MillenniumSerial {
    board: VirtualMillennium,
    heard: Heard,
}

impl SightedBoard for MillenniumSerial {
    fn argument(&self) -> String {
        format!("millennium:{}", self.board.link().display())
    }
    fn env(&self) -> Vec<(String, String)> {
        Vec::new()
    }
    fn wait_greeted(&self) {
        wait_heard(&self.heard, "< S");
    }
    fn up(&mut self, square: Square) {
        self.board.up(square).unwrap();
    }
    fn down(&mut self, square: Square, piece: Option<Piece>) {
        self.board.down(square, piece).unwrap();
    }
    fn lit(&mut self) -> Option<Bitboard> {
        Some(self.board.lit())
    }
}

/// A board simulated over Bluetooth LE, on a fresh bus and mock of its own.
struct BleBoard {
    // Dropped in this order: the board, then the bus.
    sim: BleSim,
    bus: BleBus,
    kind: &'static str,
    /// The simulator's lines already searched for a robot's report.
    robot_read: usize,
}

impl BleBoard {
    fn start(kind: &'static str) -> Self {
        let bus = BleBus::start();
        let sim = BleSim::start(&bus, kind, None);
        Self {
            sim,
            bus,
            kind,
            robot_read: 0,
        }
    }
}

impl SightedBoard for BleBoard {
    fn argument(&self) -> String {
        format!("{}:ble", self.kind)
    }
    fn env(&self) -> Vec<(String, String)> {
        vec![("DBUS_SYSTEM_BUS_ADDRESS".into(), self.bus.address.clone())]
    }
    fn wait_greeted(&self) {
        match self.kind {
            "chessnut" | "chessnut-move" => wait_heard(&self.sim.heard, "< realtime"),
            _ => wait_heard(&self.sim.heard, "< S"),
        }
        wait_heard(
            &self.sim.heard,
            "> rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        );
    }
    fn up(&mut self, square: Square) {
        self.sim.command(&format!("up {square}"));
    }
    fn down(&mut self, square: Square, piece: Option<Piece>) {
        match piece {
            Some(piece) => self.sim.command(&format!("down {square} {}", piece.char())),
            None => self.sim.command(&format!("down {square}")),
        };
    }
    fn lit(&mut self) -> Option<Bitboard> {
        Some(self.sim.lit())
    }
    fn sets_moves_itself(&self) -> bool {
        self.kind == "chessnut-move"
    }
    fn robot_fails_next(&mut self) {
        if self.sets_moves_itself() {
            self.sim.command("robot fail");
        }
    }
    fn robot_set(&mut self, placement: &str) -> Option<String> {
        if !self.sets_moves_itself() {
            return None;
        }
        // The program also asks for positions the board already shows (after a move made on
        // it, say): the report wanted is the first after the request for this one.
        let asked = format!("< set {placement} ");
        let deadline = std::time::Instant::now() + WAIT;
        loop {
            {
                let heard = self.sim.heard.lock().unwrap();
                let from = self.robot_read.min(heard.len());
                let done = heard[from..]
                    .iter()
                    .position(|l| l.starts_with(&asked))
                    .and_then(|set| {
                        heard[from + set..].iter().enumerate().find_map(|(at, l)| {
                            Some((from + set + at, l.strip_prefix("robot: done ")?))
                        })
                    });
                if let Some((at, reached)) = done {
                    let reached = reached.to_owned();
                    self.robot_read = at + 1;
                    return Some(reached);
                }
            }
            if std::time::Instant::now() >= deadline {
                return None;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }
}
