//! A virtual board on a pseudo-terminal pair: a peg board (contract section 4) or a DGT
//! e-board, driven by typed commands, so the board features can be tried with no hardware.
//!
//! The program under test opens the pty's slave side like any serial port. Commands:
//!
//! | command | peg board | DGT board |
//! |---|---|---|
//! | `up e2` | `UP e2` | field update: e2 empty (the piece goes to the hand) |
//! | `down e4 [P]` | `DOWN e4` | field update: e4 holds the last piece lifted (or `P`, FEN letter) |
//! | `snap` | a `SNAP` line | a board dump |
//! | `btn q` | `BTN q` (`clock`, `repeat`, `time`, `q`, `r`, `b`, `n`; `talk`, an extension) | — |
//! | `garbage` | a line with a wrong checksum | stray bytes |
//! | `send TEXT` | the line as written | — |
//! | `unplug` | the pty is closed (the cable pulled) | same |
//! | `replug` | a new pty; the link path points to it | same |
//! | `sleep MS` | waits | waits |
//!
//! **Unplugging.** A USB board that is pulled out disappears; plugged in again it comes back,
//! often under another `/dev/ttyACM*` name, and udev's `/dev/serial/by-id/…` symbolic link
//! points to the new name. The simulator does the same: `unplug` closes both ends of the pty
//! (the program's reads fail with a hang-up), `replug` opens a new pair and atomically points
//! the *link path* (a symbolic link the simulator owns) at the new `/dev/pts/N`. A program
//! given the link path finds the board again, exactly as with a real board's by-id path.
//! While unplugged the board's state still changes (pegs moved meanwhile), but nothing is sent:
//! the host learns it from the snapshot it asks for after reconnecting.
//!
//! The board answers the host's requests (`SNAP?`, `HELLO?`; DGT send-board, version, serial
//! number) on its own thread, and reports each request to an observer.

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use serialport::{SerialPort, TTYPort};
use shakmaty::{Bitboard, Board, Chess, Piece, Position, Square};

use crate::core::boards::dgt::{DgtBoard, DgtCommand, DgtMessage, DgtSquare};
use crate::core::boards::peg::{Button, HostCommand, PegEvent, PegLineError, parse_square};

/// Which board to simulate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SimKind {
    Peg,
    Dgt,
}

impl SimKind {
    pub fn name(self) -> &'static str {
        match self {
            Self::Peg => "peg",
            Self::Dgt => "dgt",
        }
    }
}

/// What the board holds.
#[derive(Debug)]
struct SimState {
    pieces: Board,
    hand: Vec<Piece>,
    /// The writing end of the current pty (`None` while unplugged).
    writer: Option<TTYPort>,
}

impl SimState {
    fn send(&mut self, bytes: &[u8]) -> bool {
        match &mut self.writer {
            Some(w) => w.write_all(bytes).and_then(|()| w.flush()).is_ok(),
            None => false,
        }
    }
}

/// Called with each request the host sent (`SNAP?`, `send board` …) and the answer given.
pub type Observer = Arc<dyn Fn(&str) + Send + Sync>;

struct Plugged {
    /// Kept open so the pty stays usable while the program has not opened it yet.
    _slave: TTYPort,
    pts: String,
    stop: Arc<AtomicBool>,
    responder: Option<JoinHandle<()>>,
}

/// A virtual board on a pty.
pub struct VirtualBoard {
    kind: SimKind,
    state: Arc<Mutex<SimState>>,
    link: PathBuf,
    plugged: Option<Plugged>,
    observer: Observer,
}

impl std::fmt::Debug for VirtualBoard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VirtualBoard")
            .field("kind", &self.kind)
            .field("link", &self.link)
            .field("pts", &self.pts())
            .finish_non_exhaustive()
    }
}

fn lock(state: &Mutex<SimState>) -> MutexGuard<'_, SimState> {
    state.lock().unwrap_or_else(PoisonError::into_inner)
}

impl VirtualBoard {
    /// A board in the start position, plugged in, with `link` (a path the simulator may
    /// replace) pointing at its pty.
    pub fn new(kind: SimKind, link: &Path, observer: Observer) -> io::Result<Self> {
        let mut board = Self {
            kind,
            state: Arc::new(Mutex::new(SimState {
                pieces: Chess::default().board().clone(),
                hand: Vec::new(),
                writer: None,
            })),
            link: link.to_path_buf(),
            plugged: None,
            observer,
        };
        board.replug()?;
        Ok(board)
    }

    pub fn kind(&self) -> SimKind {
        self.kind
    }

    /// The pty the program opens (`/dev/pts/N`); `None` while unplugged.
    pub fn pts(&self) -> Option<&str> {
        self.plugged.as_ref().map(|p| p.pts.as_str())
    }

    /// The symbolic link that always points at the current pty.
    pub fn link(&self) -> &Path {
        &self.link
    }

    /// The occupancy the board shows.
    pub fn occupied(&self) -> Bitboard {
        lock(&self.state).pieces.occupied()
    }

    /// Sets the pieces (e.g. a position to start from), sending nothing.
    pub fn set_board(&mut self, board: Board) {
        let mut state = lock(&self.state);
        state.pieces = board;
        state.hand.clear();
    }

    /// Pulls the cable: both ends of the pty close.
    pub fn unplug(&mut self) {
        if let Some(mut plugged) = self.plugged.take() {
            plugged.stop.store(true, Ordering::Relaxed);
            if let Some(thread) = plugged.responder.take() {
                let _ = thread.join();
            }
            lock(&self.state).writer = None;
            // `plugged` (and its slave end) is dropped here: the pty is gone.
        }
    }

    /// Plugs the board in: a new pty, the link path pointed at it.
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
            let kind = self.kind;
            std::thread::Builder::new()
                .name("board-sim".into())
                .spawn(move || respond(kind, reader, &state, &stop, &*observer))?
        };
        self.plugged = Some(Plugged {
            _slave: slave,
            pts,
            stop,
            responder: Some(responder),
        });
        Ok(())
    }

    /// Runs one command line (see the module's table); returns what was done, for the user.
    pub fn command(&mut self, line: &str) -> Result<String, SimError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let square = |i: usize| -> Result<Square, SimError> {
            let word = words.get(i).ok_or(SimError::WhichSquare)?;
            parse_square(&word.to_ascii_lowercase()).ok_or(SimError::NotASquare((*word).to_owned()))
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
            Some("snap") => Ok(self.snapshot()),
            Some("btn") => {
                let name = words.get(1).ok_or(SimError::WhichButton)?;
                self.button(name)
            }
            Some("garbage") => Ok(self.garbage()),
            Some("send") => {
                let text = line.trim_start()[4..].trim_start();
                self.send_line(text)
            }
            Some("unplug") => {
                self.unplug();
                Ok("unplugged".into())
            }
            Some("replug") => {
                self.replug().map_err(SimError::Replug)?;
                Ok(format!(
                    "{} board on {}",
                    self.kind.name(),
                    self.pts().unwrap_or("?")
                ))
            }
            Some("sleep") => {
                let ms: u64 = words
                    .get(1)
                    .and_then(|w| w.parse().ok())
                    .ok_or(SimError::SleepNeedsMilliseconds)?;
                std::thread::sleep(Duration::from_millis(ms.min(60_000)));
                Ok(String::new())
            }
            Some(other) => Err(SimError::UnknownCommand(other.to_owned())),
        }
    }

    /// A piece leaves `square`.
    pub fn up(&mut self, square: Square) -> Result<String, SimError> {
        let mut state = lock(&self.state);
        let piece = state
            .pieces
            .remove_piece_at(square)
            .ok_or(SimError::Empty(square))?;
        state.hand.push(piece);
        let sent = match self.kind {
            SimKind::Peg => send_peg(&mut state, &PegEvent::Up(square)),
            SimKind::Dgt => send_dgt(
                &mut state,
                &DgtMessage::FieldUpdate {
                    square,
                    content: DgtSquare::Empty,
                },
            ),
        };
        Ok(sent)
    }

    /// A piece is put on `square`: `piece`, or the last one lifted.
    pub fn down(&mut self, square: Square, piece: Option<Piece>) -> Result<String, SimError> {
        let mut state = lock(&self.state);
        if state.pieces.piece_at(square).is_some() {
            return Err(SimError::Occupied(square));
        }
        let piece = match piece {
            Some(p) => {
                if let Some(i) = state.hand.iter().rposition(|&h| h == p) {
                    state.hand.remove(i);
                }
                p
            }
            None => state.hand.pop().ok_or(SimError::NothingInHand)?,
        };
        state.pieces.set_piece_at(square, piece);
        let sent = match self.kind {
            SimKind::Peg => send_peg(&mut state, &PegEvent::Down(square)),
            SimKind::Dgt => send_dgt(
                &mut state,
                &DgtMessage::FieldUpdate {
                    square,
                    content: DgtSquare::Piece(piece),
                },
            ),
        };
        Ok(sent)
    }

    /// The whole board: a `SNAP` line or a board dump.
    pub fn snapshot(&mut self) -> String {
        let mut state = lock(&self.state);
        whole_board(self.kind, &mut state)
    }

    /// A button of the peg board.
    pub fn button(&mut self, name: &str) -> Result<String, SimError> {
        if self.kind == SimKind::Dgt {
            return Err(SimError::NoButtonsOnDgt);
        }
        let line = format!("BTN {}", name.to_ascii_lowercase());
        let event = crate::core::boards::peg::parse_line(line.as_bytes()).map_err(|error| {
            SimError::BadButton {
                name: name.to_owned(),
                error,
            }
        })?;
        if !matches!(
            event,
            PegEvent::Button(
                Button::Clock | Button::Repeat | Button::Time | Button::Talk | Button::Promote(_)
            )
        ) {
            return Err(SimError::NoSuchButton(name.to_owned()));
        }
        Ok(send_peg(&mut lock(&self.state), &event))
    }

    /// Something a real line would never be.
    pub fn garbage(&mut self) -> String {
        let mut state = lock(&self.state);
        match self.kind {
            SimKind::Peg => {
                let line = "DOWN e4 *7F\n";
                report(state.send(line.as_bytes()), line.trim_end())
            }
            SimKind::Dgt => report(state.send(&[0x01, 0x02, 0x03]), "01 02 03"),
        }
    }

    /// A raw line to the host (peg board), as written.
    pub fn send_line(&mut self, text: &str) -> Result<String, SimError> {
        if self.kind == SimKind::Dgt {
            return Err(SimError::SendIsForPeg);
        }
        let mut state = lock(&self.state);
        Ok(report(state.send(format!("{text}\n").as_bytes()), text))
    }
}

impl Drop for VirtualBoard {
    fn drop(&mut self) {
        self.unplug();
    }
}

fn report(sent: bool, what: &str) -> String {
    if sent {
        format!("> {what}")
    } else {
        format!("(unplugged, not sent) {what}")
    }
}

fn send_peg(state: &mut SimState, event: &PegEvent) -> String {
    let line = event.to_line_with_checksum();
    report(state.send(format!("{line}\n").as_bytes()), &line)
}

fn send_dgt(state: &mut SimState, message: &DgtMessage) -> String {
    let bytes = message.encode();
    let text = match message {
        DgtMessage::FieldUpdate { square, content } => {
            format!("field update {square} {}", content.code())
        }
        DgtMessage::BoardDump(_) => "board dump".to_owned(),
        other => format!("{other:?}"),
    };
    report(state.send(&bytes), &text)
}

fn whole_board(kind: SimKind, state: &mut SimState) -> String {
    match kind {
        SimKind::Peg => {
            let occupied = state.pieces.occupied();
            send_peg(state, &PegEvent::Snap(occupied))
        }
        SimKind::Dgt => {
            let dump = DgtMessage::BoardDump(DgtBoard::from_board(&state.pieces));
            send_dgt(state, &dump)
        }
    }
}

fn fen_piece(word: &str) -> Result<Piece, SimError> {
    let mut chars = word.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Piece::from_char(c).ok_or(SimError::NotAPiece(word.to_owned())),
        _ => Err(SimError::NotAPiece(word.to_owned())),
    }
}

/// A simulator command that could not be done: what was asked is handed back.
#[derive(Debug)]
pub enum SimError {
    WhichSquare,
    NotASquare(String),
    WhichButton,
    SleepNeedsMilliseconds,
    UnknownCommand(String),
    Replug(io::Error),
    Empty(Square),
    Occupied(Square),
    NothingInHand,
    NoButtonsOnDgt,
    BadButton { name: String, error: PegLineError },
    NoSuchButton(String),
    SendIsForPeg,
    NotAPiece(String),
}

impl std::fmt::Display for SimError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SimError::WhichSquare => f.write_str("which square?"),
            SimError::NotASquare(word) => write!(f, "`{word}` is not a square"),
            SimError::WhichButton => f.write_str("which button?"),
            SimError::SleepNeedsMilliseconds => f.write_str("sleep needs milliseconds"),
            SimError::UnknownCommand(word) => write!(
                f,
                "unknown command `{word}` (up, down, snap, btn, garbage, send, unplug, replug, sleep)"
            ),
            SimError::Replug(error) => write!(f, "cannot replug: {error}"),
            SimError::Empty(square) => write!(f, "{square} is empty"),
            SimError::Occupied(square) => write!(f, "{square} is occupied"),
            SimError::NothingInHand => f.write_str("no piece in hand (up first)"),
            SimError::NoButtonsOnDgt => f.write_str("the DGT board has no buttons"),
            SimError::BadButton { name, error } => write!(f, "`{name}`: {error}"),
            SimError::NoSuchButton(name) => write!(f, "`{name}` is no button"),
            SimError::SendIsForPeg => f.write_str("`send` is for the peg board"),
            SimError::NotAPiece(word) => write!(f, "`{word}` is not a FEN piece letter"),
        }
    }
}

impl std::error::Error for SimError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SimError::Replug(error) => Some(error),
            SimError::BadButton { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// Points `link` at `target` atomically (a new symbolic link renamed over the old one).
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

/// Answers the host's requests until stopped.
fn respond(
    kind: SimKind,
    mut reader: TTYPort,
    state: &Mutex<SimState>,
    stop: &AtomicBool,
    observer: &(dyn Fn(&str) + Send + Sync),
) {
    let mut buf = [0u8; 256];
    let mut line = Vec::new();
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
                // Nobody has the pty open on the other side for a moment: wait.
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
        };
        for &b in &buf[..n] {
            match kind {
                SimKind::Peg => {
                    if b != b'\n' {
                        if line.len() < 256 {
                            line.push(b);
                        }
                        continue;
                    }
                    let request = HostCommand::parse(&line);
                    line.clear();
                    let mut state = lock(state);
                    let answer = match &request {
                        Ok(HostCommand::Snap) => whole_board(kind, &mut state),
                        Ok(HostCommand::Hello) => {
                            let hello = PegEvent::Hello {
                                model: "annabella-sim".into(),
                                firmware: env!("CARGO_PKG_VERSION").into(),
                                serial: "SIM0001".into(),
                            };
                            send_peg(&mut state, &hello)
                        }
                        Err(e) => format!("ignored a host line: {e}"),
                    };
                    drop(state);
                    observer(&format!("< {} {answer}", request_name(request.ok())));
                }
                SimKind::Dgt => {
                    let command = DgtCommand::from_byte(b);
                    let mut state = lock(state);
                    let answer = match command {
                        Some(DgtCommand::SendBoard) => whole_board(kind, &mut state),
                        Some(DgtCommand::Version) => {
                            send_dgt(&mut state, &DgtMessage::Version { major: 1, minor: 0 })
                        }
                        Some(DgtCommand::SerialNumber) => {
                            send_dgt(&mut state, &DgtMessage::SerialNumber("00001".into()))
                        }
                        Some(DgtCommand::Trademark) => send_dgt(
                            &mut state,
                            &DgtMessage::Trademark("annabella board-sim".into()),
                        ),
                        Some(DgtCommand::Reset | DgtCommand::UpdateBoard) => String::new(),
                        // A real board would obey; the simulator refuses, and says so loudly.
                        None => format!("REFUSED byte 0x{b:02X}"),
                    };
                    drop(state);
                    observer(&format!("< 0x{b:02X} {answer}"));
                }
            }
        }
    }
}

fn request_name(request: Option<HostCommand>) -> &'static str {
    match request {
        Some(HostCommand::Snap) => "SNAP?",
        Some(HostCommand::Hello) => "HELLO?",
        None => "?",
    }
}
