//! A board on a serial port, read on its own thread, reconnected when it comes back.
//!
//! The thread owns the port. It reads with a short timeout (a read returns as soon as bytes
//! arrive, so a line is delivered the moment its `\n` is read), writes the host's requests in
//! between, and on any read or write error (USB cable pulled: the tty reports a hang-up or an
//! I/O error) closes the port, reports [`BoardEvent::Disconnected`] and tries to open the path
//! again every [`LinkOptions::poll`] (500 ms). When it opens, it reports
//! [`BoardEvent::Reconnected`] and asks the board for its whole state. A path under
//! `/dev/serial/by-id/` (a symbolic link udev keeps for each USB serial device) finds the
//! board again even if it comes back under another `/dev/ttyACM*` name; the simulator and the
//! tests use a symbolic link the same way.

use std::collections::VecDeque;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::{BoardEvent, Stamped};
use crate::core::boards::dgt::DgtMessage;
use crate::core::boards::peg::{HostCommand, LineDecoder, PegEvent};
use crate::port::Timed;

/// How the link reads and reconnects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinkOptions {
    /// Baud rate (peg board 115200, DGT 9600; a pseudo-terminal ignores it).
    pub baud: u32,
    /// How long one read waits before the link looks at the host's requests.
    pub read_timeout: Duration,
    /// How often a missing port is tried again.
    pub poll: Duration,
    /// The least time between two requests for the whole state after dropped lines (a port
    /// spewing noise must not be flooded with requests).
    pub unsure_interval: Duration,
    /// How often unreadable data is reported while it goes on (the first at once).
    pub garbled_interval: Duration,
}

impl LinkOptions {
    pub const PEG: LinkOptions = LinkOptions {
        baud: 115_200,
        read_timeout: Duration::from_millis(50),
        poll: Duration::from_millis(500),
        unsure_interval: Duration::from_millis(250),
        garbled_interval: GARBLED_INTERVAL,
    };

    pub const DGT: LinkOptions = LinkOptions {
        baud: 9_600,
        ..Self::PEG
    };
}

/// A byte stream to a board: a serial port, a pseudo-terminal, or a fake in the tests. A read
/// that times out returns `ErrorKind::TimedOut` or `WouldBlock`; any other error, or a read of
/// 0 bytes, means the port is gone.
pub trait Port: Read + Write + Send {}

impl<T: Read + Write + Send> Port for T {}

/// Which device a path leads to now (a device number and an inode): a pseudo-terminal freed
/// by a board and taken by a terminal is the same device; a board plugged in again behind the
/// path may be another.
pub type DeviceId = (u64, u64, u64);

/// Opens the port, again after every loss.
pub trait Connector: Send + 'static {
    fn connect(&mut self) -> io::Result<Box<dyn Port>>;

    /// The path opened, for messages.
    fn path(&self) -> Option<PathBuf> {
        None
    }

    /// The device the path leads to now, if it can be told.
    fn identity(&self) -> Option<DeviceId> {
        None
    }
}

/// A serial port at a path (`/dev/ttyACM0`, `/dev/serial/by-id/…`, a pty, a symlink to one).
#[derive(Debug, Clone)]
pub struct SerialConnector {
    pub path: PathBuf,
    pub options: LinkOptions,
}

impl Connector for SerialConnector {
    fn connect(&mut self) -> io::Result<Box<dyn Port>> {
        let path = self.path.to_string_lossy();
        let port = serialport::new(path, self.options.baud)
            .timeout(self.options.read_timeout)
            .open_native()
            .map_err(|e| plain_serial_error(&e))?;
        Ok(Box::new(port))
    }

    fn path(&self) -> Option<PathBuf> {
        Some(self.path.clone())
    }

    fn identity(&self) -> Option<DeviceId> {
        use std::os::unix::fs::MetadataExt;
        let metadata = std::fs::metadata(&self.path).ok()?;
        Some((metadata.dev(), metadata.ino(), metadata.rdev()))
    }
}

/// A serial port error in plain words: a path that is a file or a device other than a serial
/// port says so ("is not a serial port"), not the system's "Not a typewriter".
fn plain_serial_error(error: &serialport::Error) -> io::Error {
    let text = error.to_string();
    let lower = text.to_ascii_lowercase();
    if lower.contains("typewriter") || lower.contains("inappropriate ioctl") {
        return io::Error::new(io::ErrorKind::InvalidInput, "is not a serial port");
    }
    match error.kind() {
        serialport::ErrorKind::NoDevice | serialport::ErrorKind::Io(io::ErrorKind::NotFound) => {
            io::Error::new(
                io::ErrorKind::NotFound,
                "cannot be found (is the board plugged in?)",
            )
        }
        serialport::ErrorKind::Io(io::ErrorKind::PermissionDenied) => io::Error::new(
            io::ErrorKind::PermissionDenied,
            "may not be opened (permission denied: is the user in the dialout group?)",
        ),
        _ => io::Error::from(error.clone()),
    }
}

/// What a protocol made of the bytes it was fed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decoded {
    Event(BoardEvent),
    /// A line or message that could not be read (counted by the link, never one event each).
    Bad,
}

/// A wire protocol spoken over a link.
pub trait Protocol: Send + 'static {
    /// The link's options for this kind of board (speed, timings).
    fn options() -> LinkOptions
    where
        Self: Sized;
    /// Bytes to send after every (re)connection.
    fn greeting(&self) -> Vec<u8>;
    /// Bytes to send when the host is unsure (a dropped line).
    fn unsure(&self) -> Vec<u8>;
    /// A request made once the board has answered, then again every so long (a battery
    /// level); none by default. Written apart from the greeting: a board over Bluetooth takes
    /// one command a write.
    fn periodic(&self) -> Option<(Duration, Vec<u8>)> {
        None
    }
    /// Forgets a half-read message (the port was reopened).
    fn reset(&mut self);
    /// Decodes bytes into events and bad lines.
    fn feed(&mut self, bytes: &[u8], out: &mut Vec<Decoded>);
}

/// The peg board's line protocol (contract section 4).
#[derive(Debug, Default)]
pub struct PegProtocol {
    decoder: LineDecoder,
}

impl Protocol for PegProtocol {
    fn options() -> LinkOptions {
        LinkOptions::PEG
    }

    fn greeting(&self) -> Vec<u8> {
        let mut bytes = HostCommand::Hello.to_wire_with_checksum().into_bytes();
        bytes.extend(HostCommand::Snap.to_wire_with_checksum().into_bytes());
        bytes
    }

    fn unsure(&self) -> Vec<u8> {
        HostCommand::Snap.to_wire_with_checksum().into_bytes()
    }

    fn reset(&mut self) {
        // A half line from before the loss would spoil the first line after it.
        self.decoder = LineDecoder::new();
    }

    fn feed(&mut self, bytes: &[u8], out: &mut Vec<Decoded>) {
        self.decoder.feed(bytes, |line| {
            out.push(match line {
                Ok(event) => Decoded::Event(BoardEvent::Peg(event)),
                Err(_) => Decoded::Bad,
            });
        });
    }
}

/// Where a link's events go: the runtime's inbox (bounded: the link holds what it reads while
/// the sink has no room), or a channel; `false` once nobody listens (the link stops).
pub type Sink = crate::port::Sink<BoardEvent>;

/// The most events a link holds while its receiver is full (a newer snapshot replaces one
/// held); at that many it stops reading the port until the receiver takes some.
pub const OUTBOX_LIMIT: usize = 256;
/// How often unreadable data is reported while it goes on, by default.
pub const GARBLED_INTERVAL: Duration = Duration::from_secs(10);
/// Unreadable lines or messages, with nothing a board says before them, after which the
/// device is taken for something that is not a board (a terminal on a reused pty).
pub const NOT_A_BOARD_AFTER: u32 = 3;
/// The most requests waiting to be written to a board (they are all "send your state": more
/// would say nothing new).
const REQUEST_LIMIT: usize = 16;

/// A running link: the thread that owns the port, and a way to send it requests.
#[derive(Debug)]
pub struct Link {
    requests: SyncSender<Vec<u8>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Link {
    /// Opens the serial port at `path` now (a wrong path is an error at once, naming it) and
    /// starts the link that reopens it after an unplug.
    pub fn open(
        path: &Path,
        protocol: impl Protocol,
        options: LinkOptions,
        sink: Sink,
    ) -> io::Result<Self> {
        let mut connector = SerialConnector {
            path: path.to_path_buf(),
            options,
        };
        let port = connector.connect()?;
        Self::start(port, connector, protocol, options, sink)
    }

    /// Starts a link on any connector, opened now (tests use a fake port).
    pub fn with_connector(
        mut connector: impl Connector,
        protocol: impl Protocol,
        options: LinkOptions,
        sink: Sink,
    ) -> io::Result<Self> {
        let port = connector.connect()?;
        Self::start(port, connector, protocol, options, sink)
    }

    /// Starts a link on a port already opened (so a wrong path is an error at once), and its
    /// connector for reopening it.
    pub fn start(
        port: Box<dyn Port>,
        connector: impl Connector,
        protocol: impl Protocol,
        options: LinkOptions,
        sink: Sink,
    ) -> io::Result<Self> {
        let (requests, inbox) = mpsc::sync_channel(REQUEST_LIMIT);
        let stop = Arc::new(AtomicBool::new(false));
        let worker = Worker {
            connector: Box::new(connector),
            protocol: Box::new(protocol),
            options,
            sink,
            inbox,
            stop: Arc::clone(&stop),
            last_unsure: None,
            outbox: VecDeque::new(),
            garbled: GarbledCount::default(),
            rejected: None,
        };
        let thread = std::thread::Builder::new()
            .name("board-link".into())
            .spawn(move || worker.run(port))?;
        Ok(Self {
            requests,
            stop,
            thread: Some(thread),
        })
    }

    /// Sends bytes to the board (dropped while it is unplugged, or has not yet answered, or
    /// `REQUEST_LIMIT` requests already wait: it is asked for its whole state anyway).
    pub fn send(&self, bytes: Vec<u8>) {
        let _ = self.requests.try_send(bytes);
    }

    /// Stops the thread and closes the port.
    pub fn close(mut self) {
        self.shutdown();
    }

    fn shutdown(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// Unreadable lines counted between two reports.
#[derive(Debug, Default)]
struct GarbledCount {
    /// Counted since the last report.
    count: u64,
    last_report: Option<Instant>,
}

impl GarbledCount {
    /// One bad line at `at`: reported at once after a quiet `interval`, else counted.
    fn bad(&mut self, at: Instant, interval: Duration) -> Option<BoardEvent> {
        let quiet = self
            .last_report
            .is_none_or(|last| at.duration_since(last) >= interval);
        if quiet && self.count == 0 {
            self.last_report = Some(at);
            return Some(BoardEvent::Garbled {
                count: 1,
                during_ms: 0,
            });
        }
        self.count += 1;
        None
    }

    /// The count since the last report, once `interval` has passed.
    fn due(&mut self, now: Instant, interval: Duration) -> Option<BoardEvent> {
        let last = self.last_report?;
        let during = now.duration_since(last);
        if self.count == 0 || during < interval {
            return None;
        }
        self.last_report = Some(now);
        Some(BoardEvent::Garbled {
            count: std::mem::take(&mut self.count),
            during_ms: u64::try_from(during.as_millis()).unwrap_or(u64::MAX),
        })
    }
}

/// Whether an event supersedes one like it held before it (a whole board's state).
fn is_snapshot(event: &BoardEvent) -> bool {
    matches!(
        event,
        BoardEvent::Peg(PegEvent::Snap(_)) | BoardEvent::Dgt(DgtMessage::BoardDump(_))
    )
}

struct Worker {
    connector: Box<dyn Connector>,
    protocol: Box<dyn Protocol>,
    options: LinkOptions,
    sink: Sink,
    inbox: Receiver<Vec<u8>>,
    stop: Arc<AtomicBool>,
    last_unsure: Option<Instant>,
    /// What was read and not yet taken by the sink.
    outbox: VecDeque<Stamped>,
    garbled: GarbledCount,
    /// The device found not to be a board, left alone while the path still leads to it.
    rejected: Option<DeviceId>,
}

/// Why a connection ended.
enum End {
    Lost(String),
    /// The device answered, but not as a board.
    NotABoard,
    Stop,
}

/// A protocol's periodic request on one connection: first once the board has answered, then
/// every so long.
#[derive(Debug)]
struct Periodic {
    every: Duration,
    request: Vec<u8>,
    next: Option<Instant>,
}

impl Periodic {
    fn new((every, request): (Duration, Vec<u8>)) -> Self {
        Self {
            every,
            request,
            next: None,
        }
    }

    /// The request, if it is due at `now` (then it is planned again).
    fn due(&mut self, now: Instant) -> Option<&[u8]> {
        if self.next.is_some_and(|next| now < next) {
            return None;
        }
        self.next = Some(now + self.every);
        Some(&self.request)
    }
}

/// What one connection has heard.
#[derive(Debug, Default)]
struct Heard {
    /// Something a board says has arrived: requests may be written.
    answered: bool,
    /// Unreadable lines before that.
    bad_before_answer: u32,
}

impl Worker {
    fn run(mut self, first: Box<dyn Port>) {
        let mut port = Some((first, self.connector.identity()));
        loop {
            if let Some((open, opened)) = port.take() {
                match self.serve(open, opened) {
                    End::Stop => return,
                    End::Lost(reason) => {
                        if !self.emit(BoardEvent::Disconnected(reason)) {
                            return;
                        }
                    }
                    End::NotABoard => {
                        self.rejected = self.connector.identity();
                        let path = self.connector.path().unwrap_or_default();
                        if !self.emit(BoardEvent::NotABoard(path)) {
                            return;
                        }
                    }
                }
            }
            // Unplugged: try again every `poll`, looking at the stop flag meanwhile.
            let deadline = Instant::now() + self.options.poll;
            while Instant::now() < deadline {
                if self.stop.load(Ordering::Relaxed) {
                    return;
                }
                if !self.flush() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(10).min(self.options.poll));
            }
            // Requests made while unplugged are moot: the board is asked for everything anew.
            while self.inbox.try_recv().is_ok() {}
            if self.rejected.is_some() {
                // The device that is not a board is not opened again while the path leads to
                // it; once the path is gone or leads elsewhere, whatever is there is tried.
                let now = self.connector.identity();
                if now.is_some() && now == self.rejected {
                    continue;
                }
                self.rejected = None;
            }
            // The device the path leads to, looked at before it is opened: if the path moves
            // between the two, the link sees it and follows it again (never the reverse).
            let opened = self.connector.identity();
            if let Ok(open) = self.connector.connect() {
                if !self.emit(BoardEvent::Reconnected) {
                    return;
                }
                port = Some((open, opened));
            }
        }
    }

    /// Queues an event for the sink (a snapshot replaces one held just before it).
    fn hold(&mut self, at: Instant, event: BoardEvent) {
        if is_snapshot(&event)
            && let Some(last) = self.outbox.back_mut()
            && is_snapshot(&last.event)
        {
            *last = Timed::new(at, event);
            return;
        }
        self.outbox.push_back(Timed::new(at, event));
    }

    fn emit(&mut self, event: BoardEvent) -> bool {
        self.hold(Instant::now(), event);
        self.flush()
    }

    /// Hands the sink what it has room for; `false` once it has gone.
    fn flush(&mut self) -> bool {
        while self.sink.has_room() {
            let Some(event) = self.outbox.pop_front() else {
                break;
            };
            if !self.sink.put(event) {
                return false;
            }
        }
        true
    }

    /// Reads and writes until the port is lost or the link is stopped.
    fn serve(&mut self, mut port: Box<dyn Port>, opened: Option<DeviceId>) -> End {
        self.protocol.reset();
        if let Err(e) = write_all(&mut port, &self.protocol.greeting()) {
            return End::Lost(e.to_string());
        }
        let mut heard = Heard::default();
        let mut buf = [0u8; 512];
        let mut decoded = Vec::new();
        // `opened`: the device the path led to when it was opened. A path that now leads
        // elsewhere (a board plugged in again under another device, its link pointed at it) is
        // followed again, rather than waiting on a device that is no longer the board.
        let mut looked = Instant::now();
        let mut periodic = self.protocol.periodic().map(Periodic::new);
        loop {
            if self.stop.load(Ordering::Relaxed) {
                return End::Stop;
            }
            if heard.answered
                && let Some(request) = periodic.as_mut().and_then(|p| p.due(Instant::now()))
                && let Err(e) = write_all(&mut port, request)
            {
                return End::Lost(e.to_string());
            }
            if opened.is_some() && looked.elapsed() >= self.options.poll {
                looked = Instant::now();
                if self.connector.identity() != opened {
                    return End::Lost("the board's path leads to another device now".into());
                }
            }
            loop {
                match self.inbox.try_recv() {
                    // Nothing is written to a device before it has answered as a board.
                    Ok(_) if !heard.answered => {}
                    Ok(bytes) => {
                        if let Err(e) = write_all(&mut port, &bytes) {
                            return End::Lost(e.to_string());
                        }
                    }
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => return End::Stop,
                }
            }
            let now = Instant::now();
            if let Some(report) = self.garbled.due(now, self.options.garbled_interval) {
                self.hold(now, report);
            }
            if !self.flush() {
                return End::Stop;
            }
            if self.outbox.len() >= OUTBOX_LIMIT {
                // The table is behind: what the board sends waits in the port meanwhile.
                std::thread::sleep(Duration::from_millis(2));
                continue;
            }
            match port.read(&mut buf) {
                Ok(0) => return End::Lost("end of file".into()),
                Ok(n) => {
                    let at = Instant::now();
                    decoded.clear();
                    self.protocol.feed(&buf[..n], &mut decoded);
                    let mut unsure = false;
                    for item in decoded.drain(..) {
                        match item {
                            Decoded::Event(event) => {
                                heard.answered = true;
                                self.hold(at, event);
                            }
                            Decoded::Bad if heard.answered => {
                                unsure = true;
                                if let Some(report) =
                                    self.garbled.bad(at, self.options.garbled_interval)
                                {
                                    self.hold(at, report);
                                }
                            }
                            Decoded::Bad => {
                                heard.bad_before_answer += 1;
                                if heard.bad_before_answer >= NOT_A_BOARD_AFTER {
                                    return End::NotABoard;
                                }
                            }
                        }
                    }
                    if !self.flush() {
                        return End::Stop;
                    }
                    if unsure
                        && self.may_ask(at)
                        && let Err(e) = write_all(&mut port, &self.protocol.unsure())
                    {
                        return End::Lost(e.to_string());
                    }
                }
                Err(e) if nothing_read_yet(&e) => {}
                Err(e) => return End::Lost(e.to_string()),
            }
        }
    }

    fn may_ask(&mut self, at: Instant) -> bool {
        let due = self
            .last_unsure
            .is_none_or(|last| at.duration_since(last) >= self.options.unsure_interval);
        if due {
            self.last_unsure = Some(at);
        }
        due
    }
}

/// Writes to the port without waiting for the bytes to leave: a serial port's `flush` waits
/// until the device has read them (`tcdrain`), which a device that is not the board (a terminal
/// on a reused pty number) may never do, and the link would hang there, deaf to the board
/// coming back under another device.
fn write_all(port: &mut Box<dyn Port>, bytes: &[u8]) -> io::Result<()> {
    port.write_all(bytes)
}

/// A sensor board on a serial port, speaking protocol `P`: the peg board ([`PegLink`]) or the
/// DGT e-board ([`super::DgtLink`]). Each adds the requests its protocol can make.
#[derive(Debug)]
pub struct SerialBoard<P> {
    link: Link,
    path: PathBuf,
    protocol: std::marker::PhantomData<fn() -> P>,
}

impl<P: Protocol + Default> SerialBoard<P> {
    /// Opens the board at `path` with its protocol's options and starts reading it; events
    /// arrive on the receiver. A path that cannot be opened now is an error (a typo should not
    /// wait forever).
    pub fn open(path: &Path) -> io::Result<(Self, Receiver<Stamped>)> {
        let (sender, receiver) = mpsc::channel();
        let board = Self::open_with(path, P::options(), Sink::channel(sender))?;
        Ok((board, receiver))
    }

    /// Opens the board with other options, sending events to `sink` (e.g. wrapped into the
    /// caller's own channel message).
    pub fn open_with(path: &Path, options: LinkOptions, sink: Sink) -> io::Result<Self> {
        let link = Link::open(path, P::default(), options, sink)?;
        Ok(Self::on(link, path.to_path_buf()))
    }

    /// Starts a link on any connector (tests use a fake port).
    pub fn with_connector(
        connector: impl Connector,
        options: LinkOptions,
        sink: Sink,
    ) -> io::Result<Self> {
        let link = Link::with_connector(connector, P::default(), options, sink)?;
        Ok(Self::on(link, PathBuf::new()))
    }

    fn on(link: Link, path: PathBuf) -> Self {
        SerialBoard {
            link,
            path,
            protocol: std::marker::PhantomData,
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Sends bytes the protocol allows (each board's own requests below and in `dgt`).
    pub(super) fn send(&self, bytes: Vec<u8>) {
        self.link.send(bytes);
    }

    /// Stops reading and closes the port.
    pub fn close(self) {
        self.link.close();
    }
}

/// The peg board on a serial port (`--board peg:PATH`).
pub type PegLink = SerialBoard<PegProtocol>;

impl PegLink {
    /// Asks the board for a snapshot (the host is unsure of what it followed).
    pub fn request_snapshot(&self) {
        self.send(HostCommand::Snap.to_wire_with_checksum().into_bytes());
    }

    /// Asks the board to say who it is.
    pub fn request_hello(&self) {
        self.send(HostCommand::Hello.to_wire_with_checksum().into_bytes());
    }
}

/// A read of a port that found nothing yet (its timeout passed, or a signal came): read again.
pub fn nothing_read_yet(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock | io::ErrorKind::Interrupted
    )
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use shakmaty::{Bitboard, Square};
    use std::sync::mpsc::Sender;
    use std::sync::{Condvar, Mutex};

    /// What the link wrote to a fake port, and a signal each time it grew: writes come from the
    /// link's own thread, so a test waits on them rather than racing or polling them.
    #[derive(Default)]
    pub struct Written {
        bytes: Mutex<Vec<u8>>,
        grew: Condvar,
    }

    impl Written {
        fn push(&self, buf: &[u8]) {
            self.bytes.lock().unwrap().extend_from_slice(buf);
            self.grew.notify_all();
        }

        /// What was written so far.
        pub fn bytes(&self) -> Vec<u8> {
            self.bytes.lock().unwrap().clone()
        }

        /// What was written once `done` holds of it, or as it is after 10 s (the test's
        /// assertion then says what is missing).
        pub fn when(&self, done: impl Fn(&[u8]) -> bool) -> Vec<u8> {
            let bytes = self.bytes.lock().unwrap();
            let (bytes, _) = self
                .grew
                .wait_timeout_while(bytes, Duration::from_secs(10), |bytes| !done(bytes))
                .unwrap();
            bytes.clone()
        }
    }

    /// What a fake port does next.
    pub enum Chunk {
        Bytes(Vec<u8>),
        /// The cable is pulled: reads fail, and the connector fails until `Plug`.
        Unplug,
    }

    /// A fake board: the test pushes chunks; the connector opens a new port for each plug.
    #[derive(Clone)]
    pub struct FakeBoard {
        plugged: Arc<Mutex<Option<Receiver<Chunk>>>>,
        pub written: Arc<Written>,
        pub connects: Arc<Mutex<u32>>,
        /// Connection attempts refused while unplugged.
        pub refused: Arc<Mutex<u32>>,
        /// The device the path leads to (`None`: cannot be told), and how often it was asked.
        pub identity: Arc<Mutex<(Option<DeviceId>, u32)>>,
    }

    pub struct FakePort {
        chunks: Receiver<Chunk>,
        written: Arc<Written>,
        gone: bool,
    }

    impl Read for FakePort {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.gone {
                return Err(io::Error::new(io::ErrorKind::BrokenPipe, "unplugged"));
            }
            match self.chunks.recv_timeout(Duration::from_millis(5)) {
                Ok(Chunk::Bytes(b)) => {
                    let n = b.len().min(buf.len());
                    buf[..n].copy_from_slice(&b[..n]);
                    Ok(n)
                }
                Ok(Chunk::Unplug) | Err(mpsc::RecvTimeoutError::Disconnected) => {
                    self.gone = true;
                    Err(io::Error::new(io::ErrorKind::BrokenPipe, "unplugged"))
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    Err(io::Error::new(io::ErrorKind::TimedOut, "timeout"))
                }
            }
        }
    }

    impl Write for FakePort {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.gone {
                return Err(io::Error::new(io::ErrorKind::BrokenPipe, "unplugged"));
            }
            self.written.push(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl FakeBoard {
        /// A board plugged in; returns the sender of its first port's chunks.
        pub fn new() -> (Self, Sender<Chunk>) {
            let (tx, rx) = mpsc::channel();
            let board = Self {
                plugged: Arc::new(Mutex::new(Some(rx))),
                written: Arc::default(),
                connects: Arc::default(),
                refused: Arc::default(),
                identity: Arc::default(),
            };
            (board, tx)
        }

        /// Plugs the board in again; returns the new port's sender.
        pub fn plug(&self) -> Sender<Chunk> {
            let (tx, rx) = mpsc::channel();
            *self.plugged.lock().unwrap() = Some(rx);
            tx
        }

        pub fn written_text(&self) -> String {
            String::from_utf8_lossy(&self.written.bytes()).into_owned()
        }
    }

    impl Connector for FakeBoard {
        fn connect(&mut self) -> io::Result<Box<dyn Port>> {
            let Some(chunks) = self.plugged.lock().unwrap().take() else {
                *self.refused.lock().unwrap() += 1;
                return Err(io::Error::new(io::ErrorKind::NotFound, "no such device"));
            };
            *self.connects.lock().unwrap() += 1;
            Ok(Box::new(FakePort {
                chunks,
                written: Arc::clone(&self.written),
                gone: false,
            }))
        }

        fn identity(&self) -> Option<DeviceId> {
            let mut identity = self.identity.lock().unwrap();
            identity.1 += 1;
            identity.0
        }
    }

    /// A peg board's link options, the port polled every 10 ms: a fake port's test is quick.
    pub fn fast() -> LinkOptions {
        LinkOptions {
            poll: Duration::from_millis(10),
            ..LinkOptions::PEG
        }
    }

    /// The next event a link sends, within 5 s.
    pub fn next(rx: &Receiver<Stamped>) -> BoardEvent {
        rx.recv_timeout(Duration::from_secs(5))
            .expect("an event within 5 s")
            .event
    }

    /// What the link has written, as text, once `done` holds of it (or after 10 s).
    fn written_when(board: &FakeBoard, done: impl Fn(&str) -> bool) -> String {
        let bytes = board
            .written
            .when(|bytes| done(&String::from_utf8_lossy(bytes)));
        String::from_utf8_lossy(&bytes).into_owned()
    }

    fn start(board: &FakeBoard) -> (PegLink, Receiver<Stamped>) {
        let (tx, rx) = mpsc::channel();
        let link = PegLink::with_connector(board.clone(), fast(), Sink::channel(tx)).unwrap();
        (link, rx)
    }

    #[test]
    fn lines_become_events_and_the_board_is_greeted() {
        let (board, port) = FakeBoard::new();
        let (link, rx) = start(&board);
        port.send(Chunk::Bytes(b"UP e2 *72\nDO".to_vec())).unwrap();
        port.send(Chunk::Bytes(b"WN e4\n".to_vec())).unwrap();
        assert_eq!(next(&rx), BoardEvent::Peg(PegEvent::Up(Square::E2)));
        assert_eq!(next(&rx), BoardEvent::Peg(PegEvent::Down(Square::E4)));
        let expected = "HELLO? *7D\nSNAP? *33\n";
        assert_eq!(written_when(&board, |t| t == expected), expected);
        link.close();
    }

    #[test]
    fn a_dropped_line_is_reported_and_a_snapshot_asked_for() {
        let (board, port) = FakeBoard::new();
        let (link, rx) = start(&board);
        port.send(Chunk::Bytes(b"UP e2\n".to_vec())).unwrap();
        assert_eq!(next(&rx), BoardEvent::Peg(PegEvent::Up(Square::E2)));
        port.send(Chunk::Bytes(b"DOWN e4 *7F\n".to_vec())).unwrap();
        assert_eq!(
            next(&rx),
            BoardEvent::Garbled {
                count: 1,
                during_ms: 0
            }
        );
        let expected = "HELLO? *7D\nSNAP? *33\nSNAP? *33\n";
        assert_eq!(
            written_when(&board, |t| t == expected),
            expected,
            "greeting, then a SNAP? for the dropped line"
        );
        link.request_hello();
        port.send(Chunk::Bytes(b"BTN q\n".to_vec())).unwrap();
        next(&rx);
        assert!(written_when(&board, |t| t.ends_with("HELLO? *7D\n")).ends_with("HELLO? *7D\n"));
        link.close();
    }

    #[test]
    fn garbled_lines_are_counted_and_reported_once_an_interval() {
        let (board, port) = FakeBoard::new();
        let (tx, rx) = mpsc::channel();
        let options = LinkOptions {
            garbled_interval: Duration::from_millis(300),
            ..fast()
        };
        let link = PegLink::with_connector(board.clone(), options, Sink::channel(tx)).unwrap();
        port.send(Chunk::Bytes(b"UP e2\n".to_vec())).unwrap();
        assert_eq!(next(&rx), BoardEvent::Peg(PegEvent::Up(Square::E2)));
        let started = Instant::now();
        for _ in 0..2_000 {
            port.send(Chunk::Bytes(b"DOWN e4 *7F\n".to_vec())).unwrap();
        }
        port.send(Chunk::Bytes(b"DOWN e4\n".to_vec())).unwrap();
        let mut reports = 0;
        let mut counted = 0;
        let mut down = false;
        while counted < 2_000 || !down {
            match next(&rx) {
                BoardEvent::Garbled { count, .. } => {
                    reports += 1;
                    counted += count;
                }
                BoardEvent::Peg(PegEvent::Down(Square::E4)) => down = true,
                other => panic!("unexpected {other:?}"),
            }
        }
        assert_eq!(counted, 2_000);
        let intervals = started.elapsed().as_millis() / 300 + 2;
        assert!(
            reports <= intervals,
            "{reports} reports for 2000 bad lines in {intervals} intervals"
        );
        let requests = board.written_text().matches("SNAP?").count();
        assert!(
            requests < 2 + usize::try_from(intervals * 2).unwrap(),
            "{requests} SNAP? asked: at most one every unsure interval"
        );
        link.close();
    }

    #[test]
    fn a_device_that_is_not_a_board_hears_nothing_after_the_greeting() {
        let (board, port) = FakeBoard::new();
        board.identity.lock().unwrap().0 = Some((0, 7, 34));
        let (link, rx) = start(&board);
        let greeting = "HELLO? *7D\nSNAP? *33\n";
        assert_eq!(written_when(&board, |t| t == greeting), greeting);
        // A shell on a reused pseudo-terminal answers as a shell would.
        port.send(Chunk::Bytes(
            b"bash: HELLO?: command not found\nbash: SNAP?: command not found\n$ ls\n".to_vec(),
        ))
        .unwrap();
        assert_eq!(next(&rx), BoardEvent::NotABoard(PathBuf::new()));
        link.request_snapshot();
        link.request_hello();
        // The link looks at the path again and again, and leaves the device alone.
        let asked = board.identity.lock().unwrap().1;
        wait_for(|| board.identity.lock().unwrap().1 >= asked + 3);
        assert_eq!(board.written_text(), greeting);
        assert_eq!(*board.connects.lock().unwrap(), 1);
        // The path leads elsewhere: what is there now is tried (and greeted) once.
        let port = board.plug();
        board.identity.lock().unwrap().0 = Some((0, 8, 35));
        assert_eq!(next(&rx), BoardEvent::Reconnected);
        port.send(Chunk::Bytes(b"UP e2\n".to_vec())).unwrap();
        assert_eq!(next(&rx), BoardEvent::Peg(PegEvent::Up(Square::E2)));
        assert_eq!(
            written_when(&board, |t| t.len() > greeting.len()),
            format!("{greeting}{greeting}")
        );
        link.close();
    }

    #[test]
    fn a_full_sink_is_not_flooded_and_the_newest_snapshot_wins() {
        let (board, port) = FakeBoard::new();
        let (tx, rx) = mpsc::channel();
        // One event may wait: the sink is full while the test holds the one it took.
        let one = crate::port::Limits {
            count: 1,
            bytes: usize::MAX,
        };
        let sink = Sink::gated(one, |_| 0, move |timed| tx.send(timed).is_ok());
        let link = PegLink::with_connector(board.clone(), fast(), sink).unwrap();
        port.send(Chunk::Bytes(b"UP e2\n".to_vec())).unwrap();
        let held = rx.recv_timeout(Duration::from_secs(5)).expect("an event");
        assert_eq!(held.event, BoardEvent::Peg(PegEvent::Up(Square::E2)));
        for bits in 1..=1_000u64 {
            let line = PegEvent::Snap(Bitboard(bits)).to_line_with_checksum();
            port.send(Chunk::Bytes(format!("{line}\n").into_bytes()))
                .unwrap();
        }
        for _ in 0..2 * OUTBOX_LIMIT {
            port.send(Chunk::Bytes(b"UP e2\n".to_vec())).unwrap();
        }
        // The link reads until it holds its limit, then leaves the rest in the port.
        assert!(
            rx.recv_timeout(Duration::from_millis(300)).is_err(),
            "nothing delivered while full"
        );
        drop(held);
        assert_eq!(
            next(&rx),
            BoardEvent::Peg(PegEvent::Snap(Bitboard(1_000))),
            "one snapshot, the newest"
        );
        for _ in 0..2 * OUTBOX_LIMIT {
            assert_eq!(next(&rx), BoardEvent::Peg(PegEvent::Up(Square::E2)));
        }
        link.close();
    }

    fn wait_for(done: impl Fn() -> bool) {
        let deadline = Instant::now() + Duration::from_secs(5);
        while !done() {
            assert!(Instant::now() < deadline, "waited 5 s in vain");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn reconnects_after_each_unplug() {
        let (board, port) = FakeBoard::new();
        let (link, rx) = start(&board);
        let mut port = port;
        for i in 0..10u8 {
            port.send(Chunk::Unplug).unwrap();
            assert!(matches!(next(&rx), BoardEvent::Disconnected(_)));
            // While unplugged the connector fails; the link keeps trying.
            let refused = *board.refused.lock().unwrap();
            let deadline = std::time::Instant::now() + Duration::from_secs(5);
            while *board.refused.lock().unwrap() < refused + 2 {
                assert!(
                    std::time::Instant::now() < deadline,
                    "the link did not try again while unplugged"
                );
                std::thread::sleep(Duration::from_millis(5));
            }
            port = board.plug();
            assert_eq!(next(&rx), BoardEvent::Reconnected);
            let sq = Square::ALL[usize::from(i)];
            port.send(Chunk::Bytes(format!("UP {sq}\n").into_bytes()))
                .unwrap();
            assert_eq!(next(&rx), BoardEvent::Peg(PegEvent::Up(sq)));
        }
        assert_eq!(*board.connects.lock().unwrap(), 11);
        let greetings = written_when(&board, |t| t.matches("SNAP? *33\n").count() >= 11)
            .matches("SNAP? *33\n")
            .count();
        assert_eq!(greetings, 11, "a SNAP? after every connection");
        link.close();
    }

    #[test]
    fn closing_the_receiver_stops_the_link() {
        let (board, port) = FakeBoard::new();
        let (link, rx) = start(&board);
        drop(rx);
        port.send(Chunk::Bytes(b"UP e2\n".to_vec())).unwrap();
        // The thread ends at the event it cannot deliver; close() joins it without hanging.
        link.close();
    }
}
