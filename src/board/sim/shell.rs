//! The simulator shell: one board on a pseudo-terminal pair, whatever its protocol. It keeps
//! the pieces and the hand, plugs and unplugs the pty behind a link path, answers the host on
//! its own thread, and reads the commands every board takes (`up`, `down`, `snap`, `garbage`,
//! `unplug`, `replug`, `sleep`); what goes on the wire, and the commands of one board alone,
//! are its [`SimulatedProtocol`]'s.

use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use serialport::{SerialPort, TTYPort};
use shakmaty::{Bitboard, Board, Piece, Square};

use super::error::SimError;
use super::physical::Physical;
use super::protocol::SimulatedProtocol;
use super::words::{fen_piece, square_at};
use crate::board::serial::nothing_read_yet;

/// Called with each request the host sent (`SNAP?`, `send board` …) and the answer given.
pub type Observer = Arc<dyn Fn(&str) + Send + Sync>;

/// The board and its protocol, shared with the thread that answers the host.
#[derive(Debug)]
pub struct Held<P: ?Sized> {
    pub board: Physical,
    /// Last, so a shell may hold any protocol behind `dyn`.
    pub protocol: P,
}

struct Plugged {
    /// Kept open so the pty stays usable while the program has not opened it yet.
    _slave: TTYPort,
    pts: String,
    stop: Arc<AtomicBool>,
    responder: Option<JoinHandle<()>>,
}

/// A virtual board on a pty, speaking protocol `P` (`dyn SimulatedProtocol`: any, chosen at run
/// time).
pub struct SimulatedBoard<P: SimulatedProtocol + ?Sized> {
    held: Arc<Mutex<Held<P>>>,
    link: PathBuf,
    plugged: Option<Plugged>,
    observer: Observer,
}

impl<P: SimulatedProtocol + ?Sized> std::fmt::Debug for SimulatedBoard<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimulatedBoard")
            .field("kind", &self.name())
            .field("link", &self.link)
            .field("pts", &self.pts())
            .finish_non_exhaustive()
    }
}

fn lock<T: ?Sized>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The board in the start position, unplugged, with its protocol.
fn shared<P: SimulatedProtocol>(protocol: P) -> Arc<Mutex<Held<P>>> {
    let board = Physical::new(protocol.unsent());
    Arc::new(Mutex::new(Held { board, protocol }))
}

impl<P: SimulatedProtocol> SimulatedBoard<P> {
    /// A board in the start position, plugged in, with `link` (a path the simulator may
    /// replace) pointing at its pty.
    pub fn start(protocol: P, link: &Path, observer: Observer) -> io::Result<Self> {
        Self::plug_in(shared(protocol), link, observer)
    }
}

impl SimulatedBoard<dyn SimulatedProtocol> {
    /// As [`SimulatedBoard::start`], the protocol chosen at run time.
    pub fn start_any(
        protocol: impl SimulatedProtocol,
        link: &Path,
        observer: Observer,
    ) -> io::Result<Self> {
        Self::plug_in(shared(protocol), link, observer)
    }
}

impl<P: SimulatedProtocol + ?Sized> SimulatedBoard<P> {
    fn plug_in(held: Arc<Mutex<Held<P>>>, link: &Path, observer: Observer) -> io::Result<Self> {
        let mut board = Self {
            held,
            link: link.to_path_buf(),
            plugged: None,
            observer,
        };
        board.replug()?;
        Ok(board)
    }

    /// The board and its protocol, locked.
    pub(super) fn held(&self) -> MutexGuard<'_, Held<P>> {
        lock(&self.held)
    }

    /// Runs `f` on the protocol and the board, locked.
    fn with<R>(&self, f: impl FnOnce(&mut P, &mut Physical) -> R) -> R {
        let mut held = self.held();
        let held = &mut *held;
        f(&mut held.protocol, &mut held.board)
    }

    /// The board's kind: `peg`, `dgt`, `millennium`.
    pub fn name(&self) -> &'static str {
        self.held().protocol.name()
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
        self.held().board.pieces.occupied()
    }

    /// Sets the pieces (e.g. a position to start from), sending nothing.
    pub fn set_board(&mut self, pieces: Board) {
        let mut held = self.held();
        held.board.pieces = pieces;
        held.board.hand.clear();
    }

    /// Pulls the cable: both ends of the pty close.
    pub fn unplug(&mut self) {
        if let Some(mut plugged) = self.plugged.take() {
            plugged.stop.store(true, Ordering::Relaxed);
            if let Some(thread) = plugged.responder.take() {
                let _ = thread.join();
            }
            self.held().board.writer = None;
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
        let name = self.with(|protocol, board| {
            board.writer = Some(master);
            protocol.plugged();
            protocol.name()
        });
        let stop = Arc::new(AtomicBool::new(false));
        let responder = {
            let stop = Arc::clone(&stop);
            let held = Arc::clone(&self.held);
            let observer = Arc::clone(&self.observer);
            std::thread::Builder::new()
                .name(format!("{name}-sim"))
                .spawn(move || respond(reader, &held, &stop, &*observer))?
        };
        self.plugged = Some(Plugged {
            _slave: slave,
            pts,
            stop,
            responder: Some(responder),
        });
        Ok(())
    }

    /// Runs one command line; returns what was done, for the user (a line each).
    pub fn command(&mut self, line: &str) -> Result<String, SimError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(first) = words.first() else {
            return Ok(String::new());
        };
        match first.to_ascii_lowercase().as_str() {
            "up" => self.up(square_at(&words, 1)?),
            "down" => {
                let piece = words.get(2).map(|word| fen_piece(word)).transpose()?;
                self.down(square_at(&words, 1)?, piece)
            }
            "snap" => Ok(self.with(SimulatedProtocol::whole)),
            "garbage" => Ok(self.garbage()),
            "unplug" => {
                self.unplug();
                Ok("unplugged".into())
            }
            "replug" => {
                self.replug().map_err(SimError::Replug)?;
                let pts = self.pts().unwrap_or("?");
                Ok(format!("{} board on {pts}", self.name()))
            }
            "sleep" => {
                let ms: u64 = words
                    .get(1)
                    .and_then(|w| w.parse().ok())
                    .ok_or(SimError::SleepNeedsMilliseconds)?;
                std::thread::sleep(Duration::from_millis(ms.min(60_000)));
                Ok(String::new())
            }
            own => self.with(|protocol, board| {
                let known = protocol.commands();
                let unknown = || SimError::UnknownCommand {
                    word: own.to_owned(),
                    known,
                };
                protocol
                    .command(own, &words, line, board)
                    .unwrap_or_else(|| Err(unknown()))
            }),
        }
    }

    /// A piece leaves `square` for the hand.
    pub fn up(&mut self, square: Square) -> Result<String, SimError> {
        self.with(|protocol, board| {
            board.lift(square)?;
            Ok(protocol.changed(square, board))
        })
    }

    /// A piece is put on `square`: `piece`, or the last one lifted.
    pub fn down(&mut self, square: Square, piece: Option<Piece>) -> Result<String, SimError> {
        self.with(|protocol, board| {
            board.set(square, piece)?;
            Ok(protocol.changed(square, board))
        })
    }

    /// Something a sound board never sends.
    pub fn garbage(&mut self) -> String {
        self.with(SimulatedProtocol::garbage)
    }
}

impl<P: SimulatedProtocol + ?Sized> Drop for SimulatedBoard<P> {
    fn drop(&mut self) {
        self.unplug();
    }
}

/// Points `link` at `target` atomically (a new symbolic link renamed over the old one), as
/// udev points `/dev/serial/by-id/…` at a board plugged in again.
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
fn respond<P: SimulatedProtocol + ?Sized>(
    mut reader: TTYPort,
    held: &Mutex<Held<P>>,
    stop: &AtomicBool,
    observer: &(dyn Fn(&str) + Send + Sync),
) {
    let mut buf = [0u8; 512];
    while !stop.load(Ordering::Relaxed) {
        let n = match reader.read(&mut buf) {
            Ok(0) => continue,
            Ok(n) => n,
            Err(e) if nothing_read_yet(&e) => {
                continue;
            }
            Err(_) => {
                // Nobody has the pty open on the other side for a moment: wait.
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
        };
        let answered = {
            let mut held = lock(held);
            let held = &mut *held;
            held.protocol.hear(&buf[..n], &mut held.board)
        };
        for line in answered {
            observer(&line);
        }
    }
}
