//! A virtual Millennium Chess Link board on a pseudo-terminal pair (`board-sim --millennium`),
//! so the board can be tried, and the table's faults swept, with no hardware.
//!
//! The board sends a whole status (`s` + 64 pieces) at every change, as a real one does once
//! the host has asked for reports "at every change" (`W0203`); after `W0207` ("at every change
//! that lasted 5 scans") a piece sliding over a square is not reported, as on the real board.
//! It answers `S`, `V`, `W`, `L` and `X`
//! and refuses anything else (a reset `T` is reported loudly). Characters carry their odd
//! parity in bit 7, the same frames a 7O1 line carries.
//!
//! | command | what the board does |
//! |---|---|
//! | `up e2` | the piece on e2 goes to the hand: a status |
//! | `down e4 [P]` | the last piece lifted (or `P`, a FEN letter) is set on e4: a status |
//! | `move e2 e4` | up and down (a capture lifts the captured piece too), with chaos if on |
//! | `snap` | a status |
//! | `garbage` | a status with a character whose parity bit is wrong |
//! | `mute` / `unmute` | the board stops answering and reporting / starts again (a status) |
//! | `chaos SEED` / `chaos off` | the faults of a real board on every `move`, from a seed |
//! | `leds` | which squares the host has lit |
//! | `unplug` / `replug` / `sleep MS` | as for the other boards |
//!
//! Chaos (seeded, so a sweep can be replayed): a slide through the square between (a status
//! with the piece on its way), a capture lifted in the other order, a knocked neighbour put
//! back, a status lost on the way (never the last: a real board reports the position it ends
//! in), a reply with a parity error. Each fault is reported on the observer as `chaos: …`.

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use serialport::{SerialPort, TTYPort};
use shakmaty::{Bitboard, Board, Chess, Piece, Position, Square};

use super::sim::Observer;
use crate::core::boards::millennium::{
    AutoReport, MillenniumReply, MillenniumRequest, Orientation, RequestReader, StatusBoard,
};
use crate::core::boards::peg::parse_square;
use crate::core::boards::peg_sim::Rng;

/// What the board holds.
#[derive(Debug)]
struct State {
    pieces: Board,
    hand: Vec<Piece>,
    writer: Option<TTYPort>,
    /// The board stopped answering (`mute`).
    muted: bool,
    /// The squares whose LEDs the host lit.
    lit: Bitboard,
    orientation: Orientation,
    /// The host asked for reports of settled changes only: a change shorter than the board's
    /// debounce (a piece passing over a square) is not reported.
    settled_only: bool,
}

impl State {
    fn send(&mut self, bytes: &[u8]) -> bool {
        if self.muted {
            return false;
        }
        match &mut self.writer {
            Some(w) => w.write_all(bytes).and_then(|()| w.flush()).is_ok(),
            None => false,
        }
    }

    fn status(&mut self) -> String {
        let reply =
            MillenniumReply::Status(StatusBoard::from_board(&self.pieces, self.orientation));
        report(self.send(&reply.encode()), "status")
    }
}

fn lock(state: &Mutex<State>) -> MutexGuard<'_, State> {
    state.lock().unwrap_or_else(PoisonError::into_inner)
}

fn report(sent: bool, what: &str) -> String {
    if sent {
        format!("> {what}")
    } else {
        format!("(not sent) {what}")
    }
}

struct Plugged {
    _slave: TTYPort,
    pts: String,
    stop: Arc<AtomicBool>,
    responder: Option<JoinHandle<()>>,
}

/// A virtual Millennium board on a pty.
pub struct VirtualMillennium {
    state: Arc<Mutex<State>>,
    link: PathBuf,
    plugged: Option<Plugged>,
    observer: Observer,
    chaos: Option<Rng>,
}

impl std::fmt::Debug for VirtualMillennium {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VirtualMillennium")
            .field("link", &self.link)
            .field("pts", &self.pts())
            .finish_non_exhaustive()
    }
}

/// A simulator command that could not be done: what was asked is handed back.
#[derive(Debug)]
pub enum MillenniumSimError {
    WhichSquare,
    NotASquare(String),
    NotAPiece(String),
    Empty(Square),
    Occupied(Square),
    NothingInHand,
    NotASeed(String),
    SleepNeedsMilliseconds,
    UnknownCommand(String),
    Replug(io::Error),
}

impl std::fmt::Display for MillenniumSimError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::WhichSquare => f.write_str("which square?"),
            Self::NotASquare(word) => write!(f, "`{word}` is not a square"),
            Self::NotAPiece(word) => write!(f, "`{word}` is not a FEN piece letter"),
            Self::Empty(square) => write!(f, "{square} is empty"),
            Self::Occupied(square) => write!(f, "{square} is occupied"),
            Self::NothingInHand => f.write_str("no piece in hand (up first)"),
            Self::NotASeed(word) => write!(f, "`{word}` is no seed (a number, or off)"),
            Self::SleepNeedsMilliseconds => f.write_str("sleep needs milliseconds"),
            Self::UnknownCommand(word) => write!(
                f,
                "unknown command `{word}` (up, down, move, snap, garbage, mute, unmute, chaos, \
                 leds, unplug, replug, sleep)"
            ),
            Self::Replug(error) => write!(f, "cannot replug: {error}"),
        }
    }
}

impl std::error::Error for MillenniumSimError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Replug(error) => Some(error),
            _ => None,
        }
    }
}

impl VirtualMillennium {
    /// A board in the start position, lying as the protocol note says, plugged in, with `link`
    /// pointing at its pty.
    pub fn new(link: &Path, observer: Observer) -> io::Result<Self> {
        let mut board = Self {
            state: Arc::new(Mutex::new(State {
                pieces: Chess::default().board().clone(),
                hand: Vec::new(),
                writer: None,
                muted: false,
                lit: Bitboard::EMPTY,
                orientation: Orientation::AsDocumented,
                settled_only: false,
            })),
            link: link.to_path_buf(),
            plugged: None,
            observer,
            chaos: None,
        };
        board.replug()?;
        Ok(board)
    }

    /// The board lies the other way round (its cable on the other side).
    pub fn turn_round(&mut self) {
        lock(&self.state).orientation = Orientation::TurnedRound;
    }

    pub fn pts(&self) -> Option<&str> {
        self.plugged.as_ref().map(|p| p.pts.as_str())
    }

    pub fn link(&self) -> &Path {
        &self.link
    }

    /// The squares whose LEDs the host has lit.
    pub fn lit(&self) -> Bitboard {
        lock(&self.state).lit
    }

    /// The pieces on the board.
    pub fn pieces(&self) -> Board {
        lock(&self.state).pieces.clone()
    }

    /// Turns the seeded faults on (`Some(seed)`) or off.
    pub fn set_chaos(&mut self, seed: Option<u64>) {
        self.chaos = seed.map(Rng::new);
    }

    pub fn unplug(&mut self) {
        if let Some(mut plugged) = self.plugged.take() {
            plugged.stop.store(true, Ordering::Relaxed);
            if let Some(thread) = plugged.responder.take() {
                let _ = thread.join();
            }
            lock(&self.state).writer = None;
        }
    }

    pub fn replug(&mut self) -> io::Result<()> {
        self.unplug();
        let (mut master, slave) = TTYPort::pair().map_err(io::Error::from)?;
        master
            .set_timeout(Duration::from_millis(20))
            .map_err(io::Error::from)?;
        let pts = slave
            .name()
            .ok_or_else(|| io::Error::other("the pty has no name"))?;
        let reader = master.try_clone_native().map_err(io::Error::from)?;
        point_link(&self.link, Path::new(&pts))?;
        lock(&self.state).writer = Some(master);
        let stop = Arc::new(AtomicBool::new(false));
        let responder = {
            let stop = Arc::clone(&stop);
            let state = Arc::clone(&self.state);
            let observer = Arc::clone(&self.observer);
            std::thread::Builder::new()
                .name("millennium-sim".into())
                .spawn(move || respond(reader, &state, &stop, &*observer))?
        };
        self.plugged = Some(Plugged {
            _slave: slave,
            pts,
            stop,
            responder: Some(responder),
        });
        Ok(())
    }

    /// Runs one command line (see the module's table); returns what was done.
    pub fn command(&mut self, line: &str) -> Result<String, MillenniumSimError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let square = |i: usize| -> Result<Square, MillenniumSimError> {
            let word = words.get(i).ok_or(MillenniumSimError::WhichSquare)?;
            parse_square(&word.to_ascii_lowercase())
                .ok_or(MillenniumSimError::NotASquare((*word).to_owned()))
        };
        match words.first().map(|w| w.to_ascii_lowercase()).as_deref() {
            None => Ok(String::new()),
            Some("up") => self.up(square(1)?),
            Some("down") => {
                let piece = match words.get(2) {
                    Some(word) => Some(fen_piece(word)?),
                    None => None,
                };
                self.down(square(1)?, piece)
            }
            Some("move") => self.make_move(square(1)?, square(2)?),
            Some("snap") => Ok(lock(&self.state).status()),
            Some("garbage") => Ok(self.garbage()),
            Some("mute") => {
                lock(&self.state).muted = true;
                Ok("muted: the board answers nothing".into())
            }
            Some("unmute") => {
                let mut state = lock(&self.state);
                state.muted = false;
                Ok(state.status())
            }
            Some("chaos") => match words.get(1).copied() {
                Some("off") => {
                    self.set_chaos(None);
                    Ok("chaos off".into())
                }
                Some(word) => {
                    let seed = word
                        .parse()
                        .map_err(|_| MillenniumSimError::NotASeed(word.to_owned()))?;
                    self.set_chaos(Some(seed));
                    Ok(format!("chaos on, seed {seed}"))
                }
                None => Err(MillenniumSimError::NotASeed(String::new())),
            },
            Some("leds") => Ok(format!("lit: {}", squares_text(self.lit()))),
            Some("unplug") => {
                self.unplug();
                Ok("unplugged".into())
            }
            Some("replug") => {
                self.replug().map_err(MillenniumSimError::Replug)?;
                Ok(format!("millennium board on {}", self.pts().unwrap_or("?")))
            }
            Some("sleep") => {
                let ms: u64 = words
                    .get(1)
                    .and_then(|w| w.parse().ok())
                    .ok_or(MillenniumSimError::SleepNeedsMilliseconds)?;
                std::thread::sleep(Duration::from_millis(ms.min(60_000)));
                Ok(String::new())
            }
            Some(other) => Err(MillenniumSimError::UnknownCommand(other.to_owned())),
        }
    }

    /// The piece on `square` goes to the hand.
    pub fn up(&mut self, square: Square) -> Result<String, MillenniumSimError> {
        let mut state = lock(&self.state);
        let piece = state
            .pieces
            .remove_piece_at(square)
            .ok_or(MillenniumSimError::Empty(square))?;
        state.hand.push(piece);
        Ok(state.status())
    }

    /// A piece is set on `square`: `piece`, or the last one lifted.
    pub fn down(
        &mut self,
        square: Square,
        piece: Option<Piece>,
    ) -> Result<String, MillenniumSimError> {
        let mut state = lock(&self.state);
        if state.pieces.piece_at(square).is_some() {
            return Err(MillenniumSimError::Occupied(square));
        }
        let piece = match piece {
            Some(p) => {
                if let Some(i) = state.hand.iter().rposition(|&h| h == p) {
                    state.hand.remove(i);
                }
                p
            }
            None => state.hand.pop().ok_or(MillenniumSimError::NothingInHand)?,
        };
        state.pieces.set_piece_at(square, piece);
        Ok(state.status())
    }

    /// A piece moved from `from` to `to` (what is on `to` is taken off first), with the faults
    /// of a real board when chaos is on. Returns what was done, a line each.
    pub fn make_move(&mut self, from: Square, to: Square) -> Result<String, MillenniumSimError> {
        let mut state = lock(&self.state);
        let mover = state
            .pieces
            .piece_at(from)
            .ok_or(MillenniumSimError::Empty(from))?;
        let captured = state.pieces.piece_at(to);
        let mut steps: Vec<Board> = Vec::new();
        let mut said = Vec::new();
        let mut board = state.pieces.clone();
        let chaos = self.chaos.as_mut();
        let (capture_first, slide, knock, lose, spoil) = match chaos {
            Some(rng) => (
                rng.chance(50),
                rng.chance(30),
                rng.chance(15),
                rng.chance(20),
                rng.chance(10),
            ),
            None => (true, false, false, false, false),
        };
        if captured.is_some() && capture_first {
            board.discard_piece_at(to);
            steps.push(board.clone());
        }
        board.discard_piece_at(from);
        steps.push(board.clone());
        if captured.is_some() && !capture_first {
            said.push(format!(
                "chaos: the mover lifted before the capture on {to}"
            ));
            board.discard_piece_at(to);
            steps.push(board.clone());
        }
        if slide
            && let Some(between) = square_between(from, to).filter(|&s| board.piece_at(s).is_none())
        {
            // A passing square lasts less than the board's debounce: reported only when the
            // host asked for every change.
            if state.settled_only {
                said.push(format!(
                    "chaos: slide through {between}, not reported (debounced)"
                ));
            } else {
                said.push(format!("chaos: slide through {between}"));
                let mut passing = board.clone();
                passing.set_piece_at(between, mover);
                steps.push(passing);
            }
        }
        board.set_piece_at(to, mover);
        steps.push(board.clone());
        if knock
            && let Some(neighbour) = neighbours(to)
                .into_iter()
                .find(|&s| board.piece_at(s).is_some())
        {
            said.push(format!("chaos: {neighbour} knocked and put back"));
            let piece = board.piece_at(neighbour);
            board.discard_piece_at(neighbour);
            steps.push(board.clone());
            if let Some(piece) = piece {
                board.set_piece_at(neighbour, piece);
            }
            steps.push(board.clone());
        }
        let last = steps.len() - 1;
        let lost = (lose && last > 0).then_some(0);
        if lost.is_some() {
            said.push("chaos: a status lost on the way".to_owned());
        }
        for (index, step) in steps.into_iter().enumerate() {
            if Some(index) == lost {
                continue;
            }
            if spoil && index == last {
                said.push("chaos: a character spoilt, the status sent again".to_owned());
                let mut bad =
                    MillenniumReply::Status(StatusBoard::from_board(&step, state.orientation))
                        .encode();
                bad[5] ^= 0x80;
                state.send(&bad);
            }
            let reply = MillenniumReply::Status(StatusBoard::from_board(&step, state.orientation));
            state.send(&reply.encode());
        }
        state.pieces = board;
        said.push(report(
            state.writer.is_some() && !state.muted,
            &format!("{from}{to}"),
        ));
        Ok(said.join("\n"))
    }

    /// A status with a wrong parity bit.
    pub fn garbage(&mut self) -> String {
        let mut state = lock(&self.state);
        let mut bytes =
            MillenniumReply::Status(StatusBoard::from_board(&state.pieces, state.orientation))
                .encode();
        bytes[10] ^= 0x80;
        report(state.send(&bytes), "status with a parity error")
    }
}

impl Drop for VirtualMillennium {
    fn drop(&mut self) {
        self.unplug();
    }
}

/// Points `link` at `target` atomically (a new symbolic link renamed over the old one), as the
/// other simulated boards do.
fn point_link(link: &Path, target: &Path) -> io::Result<()> {
    let name = link
        .file_name()
        .ok_or_else(|| io::Error::other("the link path has no file name"))?;
    let mut temporary = link.to_path_buf();
    temporary.set_file_name(format!(".{}.new", name.to_string_lossy()));
    let _ = std::fs::remove_file(&temporary);
    std::os::unix::fs::symlink(target, &temporary)?;
    std::fs::rename(&temporary, link)
}

/// The square halfway on a straight or diagonal line of two steps or more (`None` for a
/// knight or a step of one).
fn square_between(from: Square, to: Square) -> Option<Square> {
    let (df, dr) = (
        i32::from(u8::from(to.file())) - i32::from(u8::from(from.file())),
        i32::from(u8::from(to.rank())) - i32::from(u8::from(from.rank())),
    );
    let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
    if !straight || df.abs().max(dr.abs()) < 2 {
        return None;
    }
    let file = i32::from(u8::from(from.file())) + df.signum();
    let rank = i32::from(u8::from(from.rank())) + dr.signum();
    Square::try_from(u32::try_from(rank * 8 + file).ok()?).ok()
}

fn neighbours(square: Square) -> Vec<Square> {
    Square::ALL
        .into_iter()
        .filter(|&s| s != square && s.distance(square) == 1)
        .collect()
}

fn squares_text(squares: Bitboard) -> String {
    if squares.is_empty() {
        return "none".into();
    }
    squares
        .into_iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn fen_piece(word: &str) -> Result<Piece, MillenniumSimError> {
    let mut chars = word.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => {
            Piece::from_char(c).ok_or(MillenniumSimError::NotAPiece(word.to_owned()))
        }
        _ => Err(MillenniumSimError::NotAPiece(word.to_owned())),
    }
}

/// Answers the host's requests until stopped.
fn respond(
    mut reader: TTYPort,
    state: &Mutex<State>,
    stop: &AtomicBool,
    observer: &(dyn Fn(&str) + Send + Sync),
) {
    let mut buf = [0u8; 512];
    let mut requests = RequestReader::default();
    while !stop.load(Ordering::Relaxed) {
        let n = match reader.read(&mut buf) {
            Ok(0) => continue,
            Ok(n) => n,
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::TimedOut
                        | io::ErrorKind::WouldBlock
                        | io::ErrorKind::Interrupted
                ) =>
            {
                continue;
            }
            Err(_) => {
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
        };
        let mut heard = Vec::new();
        requests.feed(&buf[..n], |request| heard.push(request));
        for request in heard {
            let mut state = lock(state);
            if state.muted {
                continue;
            }
            let line = match request {
                Ok(MillenniumRequest::Status) => format!("< S {}", state.status()),
                Ok(MillenniumRequest::Version) => {
                    let sent =
                        state.send(&MillenniumReply::Version { major: 1, minor: 3 }.encode());
                    format!("< V {}", report(sent, "version 01.03"))
                }
                Ok(MillenniumRequest::AutoReports(auto)) => {
                    state.settled_only = auto == AutoReport::OnSettledChange;
                    let reply = MillenniumReply::Written {
                        address: crate::core::boards::millennium::AUTO_REPORT_ADDRESS,
                        value: auto.value(),
                    };
                    format!("< W {}", report(state.send(&reply.encode()), "written"))
                }
                Ok(MillenniumRequest::Leds(frame)) => {
                    state.lit = frame.lit_squares(state.orientation);
                    let sent = state.send(&MillenniumReply::LedsSet.encode());
                    format!("< L lit {} {}", squares_text(state.lit), report(sent, "l"))
                }
                Ok(MillenniumRequest::LedsOff) => {
                    state.lit = Bitboard::EMPTY;
                    format!(
                        "< X {}",
                        report(state.send(&MillenniumReply::LedsOff.encode()), "x")
                    )
                }
                // A real board would obey a reset; the simulator refuses, and says so loudly.
                Err(chars) => format!("< REFUSED {}", String::from_utf8_lossy(&chars)),
            };
            drop(state);
            observer(&line);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_between_and_around() {
        assert_eq!(square_between(Square::E2, Square::E4), Some(Square::E3));
        assert_eq!(square_between(Square::C1, Square::G5), Some(Square::D2));
        assert_eq!(square_between(Square::G1, Square::F3), None);
        assert_eq!(square_between(Square::E2, Square::E3), None);
        assert_eq!(neighbours(Square::A1).len(), 3);
        assert_eq!(neighbours(Square::E4).len(), 8);
    }
}
