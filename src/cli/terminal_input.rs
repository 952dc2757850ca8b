//! The terminal's input for the full screen: its bytes read as they arrive, made into keys and
//! pastes by our bounded parser ([`crate::ui::terminal_keys`], which says why not crossterm's
//! reader), and its size changes (SIGWINCH) as resize events.
//!
//! A thread reads the terminal with a blocking read, so every byte already sent is read without
//! waiting for another key, and hands each read on through a channel of two chunks: a flood
//! waits in the terminal (whose writer then waits), never in our memory. The parser keeps at
//! most one key's bytes and a paste's first few kilobytes; the relay thread takes the events
//! one by one from what one read made (at most one event a byte of it).

use std::collections::VecDeque;
use std::fs::File;
use std::io::{IsTerminal, Read};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};

use ratatui::crossterm::event::Event;

use crate::ui::terminal_keys::KeyParser;

/// One read of the terminal at most: a few lines of a paste, a flood's keys read together.
const READ_SIZE: usize = 4096;

/// Chunks read and not yet parsed: the reader waits beyond them.
const CHUNKS_WAITING: usize = 2;

/// What the reading threads hand on.
enum Chunk {
    /// One read's bytes, and whether it filled the buffer (more may wait in the terminal).
    Bytes(Vec<u8>, bool),
    /// The terminal's size changed.
    Resized,
    /// The terminal was closed.
    Ended,
    Failed(String),
}

/// The screen's keys, pastes and resizes, read from the terminal.
pub(super) struct TerminalInput {
    chunks: Receiver<Chunk>,
    parser: KeyParser,
    /// Events made from the last chunk, not yet taken.
    ready: VecDeque<Event>,
}

impl TerminalInput {
    /// Starts reading the terminal: standard input when it is one, else the process's
    /// controlling terminal (as crossterm does).
    pub(super) fn open() -> Result<Self, String> {
        let terminal = open_terminal().map_err(|error| format!("terminal: {error}"))?;
        let (sender, chunks) = sync_channel(CHUNKS_WAITING);
        watch_size(sender.clone()).map_err(|error| format!("terminal: {error}"))?;
        std::thread::Builder::new()
            .name("terminal input".into())
            .spawn(move || read_terminal(terminal, &sender))
            .map_err(|error| format!("terminal: {error}"))?;
        Ok(Self {
            chunks,
            parser: KeyParser::new(),
            ready: VecDeque::new(),
        })
    }

    /// The next key, paste or resize; `None` once the terminal is closed.
    pub(super) fn next(&mut self) -> Result<Option<Event>, String> {
        loop {
            if let Some(event) = self.ready.pop_front() {
                return Ok(Some(event));
            }
            match self.chunks.recv() {
                Ok(Chunk::Bytes(bytes, filled)) => {
                    self.parser.feed(&bytes, filled, &mut self.ready);
                }
                Ok(Chunk::Resized) => {
                    let (width, height) = ratatui::crossterm::terminal::size()
                        .map_err(|error| format!("terminal: {error}"))?;
                    return Ok(Some(Event::Resize(width, height)));
                }
                Ok(Chunk::Failed(problem)) => return Err(problem),
                Ok(Chunk::Ended) | Err(_) => return Ok(None),
            }
        }
    }
}

/// Reads the terminal's keys, pastes and resizes on a thread of their own, each handed on as
/// `wrap(event)`, then `closed` once the terminal closes or fails; ends early once nobody takes
/// more. The full screens that read nothing but keys (training, the arbiter's console) read
/// them so, as the table does through its relay.
pub(super) fn spawn_key_reader<T: Send + 'static>(
    sender: impl Fn(T) -> bool + Send + 'static,
    wrap: fn(Event) -> T,
    closed: T,
) -> Result<(), crate::ui::TuiError> {
    let mut keys = TerminalInput::open().map_err(crate::ui::TuiError)?;
    std::thread::Builder::new()
        .name("terminal keys".into())
        .spawn(move || {
            while let Ok(Some(event)) = keys.next() {
                if !sender(wrap(event)) {
                    return;
                }
            }
            sender(closed);
        })
        .map_err(|error| crate::ui::TuiError(format!("terminal: {error}")))?;
    Ok(())
}

/// Standard input, when it is a terminal, as a file of its own (a duplicate: read without
/// standard input's buffer, so a read says whether it filled ours); else `/dev/tty`.
fn open_terminal() -> std::io::Result<File> {
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        Ok(File::from(
            std::os::fd::AsFd::as_fd(&stdin).try_clone_to_owned()?,
        ))
    } else {
        File::open("/dev/tty")
    }
}

/// Reads the terminal until it closes, fails, or nobody takes more.
fn read_terminal(mut terminal: File, chunks: &SyncSender<Chunk>) {
    let mut buffer = vec![0; READ_SIZE];
    loop {
        let chunk = match terminal.read(&mut buffer) {
            Ok(0) => Chunk::Ended,
            Ok(read) => Chunk::Bytes(buffer[..read].to_vec(), read == READ_SIZE),
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(error) => Chunk::Failed(format!("terminal: {error}")),
        };
        let last = matches!(chunk, Chunk::Ended | Chunk::Failed(_));
        if chunks.send(chunk).is_err() || last {
            return;
        }
    }
}

/// Hands on a [`Chunk::Resized`] at each SIGWINCH (the terminal's window changed size), from a
/// thread of its own, as long as the input is read.
fn watch_size(chunks: SyncSender<Chunk>) -> std::io::Result<()> {
    let mut signals = signal_hook::iterator::Signals::new([signal_hook::consts::SIGWINCH])?;
    std::thread::Builder::new()
        .name("terminal size".into())
        .spawn(move || {
            for _ in signals.forever() {
                if chunks.send(Chunk::Resized).is_err() {
                    return;
                }
            }
        })?;
    Ok(())
}
