//! A Chessnut board on USB through the real binary (`--eboard chessnut:PATH`). There is no
//! `/dev/uhid` here to make a real hidraw node, so a pseudo-terminal stands in for it (in raw
//! mode: a read gives what was written) and the test is the board at its other end: it reads
//! the requests and writes input reports built from `EasyLinkSDK`'s layout (`sdk/EasyLink.cpp`:
//! kind, length less two, the squares; no capture of a report is published).

use std::io::{Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use annabella::core::boards::chessnut::{ChessnutRequest, encode_board};
use serialport::{SerialPort, TTYPort};
use shakmaty::Board;

use crate::common::{start_at_eboard, wait_until};
use crate::eboard_ble::{said, shown};

const WAIT: Duration = Duration::from_secs(20);

/// The board's side of the stand-in node: what the program wrote to it, gathered by a thread.
struct UsbBoard {
    writer: TTYPort,
    written: Arc<Mutex<Vec<u8>>>,
    stop: Arc<AtomicBool>,
    /// The program's end (kept open so the node stays while the program opens it).
    _node: TTYPort,
}

impl UsbBoard {
    fn start() -> (Self, String) {
        let (board, node) = TTYPort::pair().unwrap();
        let path = node.name().unwrap();
        let mut reader = board.try_clone_native().unwrap();
        reader.set_timeout(Duration::from_millis(100)).unwrap();
        let written = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        {
            let written = Arc::clone(&written);
            let stop = Arc::clone(&stop);
            std::thread::spawn(move || {
                let mut buf = [0u8; 256];
                while !stop.load(Ordering::Relaxed) {
                    if let Ok(n) = reader.read(&mut buf) {
                        written.lock().unwrap().extend_from_slice(&buf[..n]);
                    }
                }
            });
        }
        let usb = Self {
            writer: board,
            written,
            stop,
            _node: node,
        };
        (usb, path)
    }

    /// Waits until the program has written `request` `times` times in all.
    fn wait_request(&self, request: ChessnutRequest, times: usize) {
        let bytes = request.encode();
        wait_until(&format!("{request:?} written {times} times"), WAIT, || {
            let written = self.written.lock().unwrap();
            written.windows(bytes.len()).filter(|w| *w == bytes).count() >= times
        });
    }

    /// The board's report of `board`, padded to 64 bytes as a device's fixed report size.
    fn report(&mut self, board: &Board) {
        let mut report = vec![0x01, 0x24];
        report.extend_from_slice(&encode_board(board)[2..]);
        report.resize(64, 0);
        self.writer.write_all(&report).unwrap();
    }

    fn placement(&mut self, placement: &str) {
        let board: Board = placement.parse().unwrap();
        self.report(&board);
    }
}

impl Drop for UsbBoard {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The sighted player's Chessnut on USB: the real-time reports turned on, the blind player's
/// move replayed on it, the sighted player's move announced, the battery asked and a low one
/// said to the sighted player.
#[test]
fn moves_on_a_chessnut_board_on_usb_are_announced() {
    let dir = tempfile::tempdir().unwrap();
    let (mut board, node) = UsbBoard::start();
    let opponent = dir.path().join("opponent.txt");
    let mut playing = start_at_eboard(&format!("chessnut:{node}"), &opponent, dir.path(), &[]);
    board.wait_request(ChessnutRequest::RealTime, 1);
    board.placement("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    board.wait_request(ChessnutRequest::Battery, 1);
    playing.type_line("e4");
    said(&playing, "Pawn Echo four");
    board.placement("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
    board.placement("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR");
    said(&playing, "Pawn Echo five");
    board.writer.write_all(&[0x2A, 0x02, 10, 0x00]).unwrap();
    shown(
        &opponent,
        "the battery of your board is low, 10 percent left",
    );
    assert!(playing.finish().success());
}
