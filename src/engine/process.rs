//! The engine process: spawned with pipes, read and written by threads of its own, driven by a
//! worker thread that owns it and keeps every wait within a deadline.
//!
//! Threads: a reader (engine stdout → inbox), a writer (outbox → engine stdin, so a stuck pipe
//! never blocks anyone else), and the worker, which waits on one inbox for engine lines, end of
//! output and commands from the [`UciEngine`] handle.

use std::collections::VecDeque;
use std::fmt::Display;
use std::io::{BufRead, BufReader, ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command as Process, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, OnceLock};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use shakmaty::{CastlingMode, Chess, Position};

use super::uci::{self, Offered, Reply};
use super::{
    DEBIAN_STOCKFISH, DEFAULT_ENGINE, EngineError, EngineEvent, EngineInfo, EngineOptions,
    EventSink, LEVELS, MoveSource, RequestId, SearchPosition, ThinkTime, Timeouts, check_position,
};

/// The longest line read from an engine at once; longer ones are cut (memory stays bounded).
const MAX_LINE: u64 = 64 * 1024;
/// Linux's "Text file busy".
const ETXTBSY: i32 = 26;

/// After the engine closes its output, how long it may take to exit before it is killed.
const EXIT_AFTER_EOF: Duration = Duration::from_millis(500);

/// How often a quitting process is checked for its exit.
const EXIT_POLL: Duration = Duration::from_millis(10);

#[derive(Debug)]
enum Inbox {
    Line(String),
    /// The engine closed its output (it exited, or is about to).
    Eof,
    Command(Command),
}

#[derive(Debug)]
enum Command {
    Search(Box<Search>),
    Stop,
    NewGame,
    Quit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Move,
    Hint,
    Evaluate,
}

#[derive(Debug)]
struct Search {
    id: RequestId,
    kind: Kind,
    position: Chess,
    chess960: bool,
    position_line: String,
    go_line: String,
    limit: Duration,
}

/// A chess engine speaking UCI in a child process.
///
/// Starting blocks until the engine has answered its handshake (bounded by
/// [`Timeouts::handshake`] and [`Timeouts::ready`]); everything after that returns at once.
/// Dropping it quits the engine, kills it if it does not exit within [`Timeouts::quit`], and
/// reaps it.
#[derive(Debug)]
pub struct UciEngine {
    commands: Sender<Inbox>,
    quitting: Arc<AtomicBool>,
    worker: Option<JoinHandle<()>>,
    info: EngineInfo,
    failure: Arc<OnceLock<EngineError>>,
    margin: Duration,
    last_id: u64,
    pid: u32,
}

impl UciEngine {
    /// Starts the engine at `path`, or the default one ([`UciEngine::find`]), sets its level,
    /// and delivers its answers to `events` from then on.
    pub fn start(
        path: Option<PathBuf>,
        options: &EngineOptions,
        events: impl Into<EventSink>,
    ) -> Result<Self, EngineError> {
        if let Some(level) = options.level
            && !LEVELS.contains(&level)
        {
            return Err(EngineError::InvalidLevel(level));
        }
        let path = match path {
            Some(path) => path,
            None => Self::find()?,
        };
        let (link, commands) = Link::spawn(&path)?;
        let pid = link.child.id();
        let quitting = Arc::clone(&link.quitting);
        let mut worker = Worker {
            link,
            sink: events.into(),
            timeouts: options.timeouts,
            queue: VecDeque::new(),
            chess960: false,
            failure: Arc::new(OnceLock::new()),
        };
        let info = match worker.handshake(&path, options.level, options.threads) {
            Ok(info) => info,
            Err(error) => {
                worker.link.shutdown(Duration::ZERO);
                return Err(error);
            }
        };
        let failure = Arc::clone(&worker.failure);
        let thread = std::thread::Builder::new()
            .name("uci-engine".into())
            .spawn(move || worker.run());
        let worker = match thread {
            Ok(thread) => thread,
            Err(e) => {
                // The worker went down with the closure; dropping its Link killed and reaped
                // the process.
                return Err(EngineError::CannotStart {
                    path: path.display().to_string(),
                    reason: format!("no thread for it: {e}"),
                });
            }
        };
        Ok(Self {
            commands,
            quitting,
            worker: Some(worker),
            info,
            failure,
            margin: options.timeouts.think_margin,
            last_id: 0,
            pid,
        })
    }

    /// The default engine: `stockfish` on `PATH`, else Debian's `/usr/games/stockfish`.
    pub fn find() -> Result<PathBuf, EngineError> {
        let on_path = std::env::var_os("PATH").and_then(|paths| {
            std::env::split_paths(&paths)
                .map(|dir| dir.join(DEFAULT_ENGINE))
                .find(|candidate| candidate.is_file())
        });
        let debian = Path::new(DEBIAN_STOCKFISH);
        match on_path {
            Some(path) => Ok(path),
            None if debian.is_file() => Ok(debian.to_path_buf()),
            None => Err(EngineError::NotFound(format!(
                "{DEFAULT_ENGINE} is neither on PATH nor at {DEBIAN_STOCKFISH}"
            ))),
        }
    }

    /// The engine's process id (for tests that check it is gone).
    pub fn process_id(&self) -> u32 {
        self.pid
    }

    /// The error that stopped the engine, if one did.
    pub fn failure(&self) -> Option<&EngineError> {
        self.failure.get()
    }

    fn request(
        &mut self,
        kind: Kind,
        position: &SearchPosition,
        time: ThinkTime,
    ) -> Result<RequestId, EngineError> {
        if let Some(error) = self.failure.get() {
            return Err(error.clone());
        }
        check_position(position)?;
        let chess960 = position.castling_mode() == CastlingMode::Chess960;
        if chess960 && !self.info.chess960 {
            return Err(EngineError::NoChess960);
        }
        self.last_id += 1;
        let id = RequestId(self.last_id);
        let search = Search {
            id,
            kind,
            position: position.current().clone(),
            chess960,
            position_line: uci::position_line(position),
            go_line: uci::go_line(time),
            limit: time.limit(position.current().turn(), self.margin),
        };
        self.commands
            .send(Inbox::Command(Command::Search(Box::new(search))))
            .map_err(|_| self.failure.get().cloned().unwrap_or(EngineError::ShutDown))?;
        Ok(id)
    }
}

impl MoveSource for UciEngine {
    fn info(&self) -> &EngineInfo {
        &self.info
    }

    fn request_move(
        &mut self,
        position: &SearchPosition,
        time: ThinkTime,
    ) -> Result<RequestId, EngineError> {
        self.request(Kind::Move, position, time)
    }

    fn request_hint(
        &mut self,
        position: &SearchPosition,
        think: Duration,
    ) -> Result<RequestId, EngineError> {
        self.request(Kind::Hint, position, ThinkTime::Fixed(think))
    }

    fn request_evaluation(
        &mut self,
        position: &SearchPosition,
        think: ThinkTime,
    ) -> Result<RequestId, EngineError> {
        self.request(Kind::Evaluate, position, think)
    }

    fn stop(&mut self) {
        let _ = self.commands.send(Inbox::Command(Command::Stop));
    }

    fn new_game(&mut self) {
        let _ = self.commands.send(Inbox::Command(Command::NewGame));
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        // The flag is seen at once, even behind a backlog of engine lines; the message wakes
        // a worker that is waiting.
        self.quitting.store(true, Ordering::Relaxed);
        let _ = self.commands.send(Inbox::Command(Command::Quit));
        if let Some(worker) = self.worker.take() {
            // Bounded: the worker answers Quit from any wait, then quits or kills the process.
            let _ = worker.join();
        }
    }
}

/// The process and its pipes, seen as one inbox and one outbox.
struct Link {
    child: Child,
    inbox: Receiver<Inbox>,
    outbox: Sender<String>,
    /// Set by the handle when it is dropped: quit before anything else.
    quitting: Arc<AtomicBool>,
    /// Engine lines sent by the reader and not yet taken by the worker.
    queued_lines: Arc<AtomicUsize>,
}

impl Link {
    /// Spawns the engine and its reader and writer threads; also returns the sender for
    /// commands into the inbox.
    fn spawn(path: &Path) -> Result<(Self, Sender<Inbox>), EngineError> {
        let shown = path.display().to_string();
        let start = || {
            Process::new(path)
                // The engine needs nothing of the player's secrets: the Lichess token of an
                // online game (the engine analysing it afterwards) is not handed down.
                .env_remove("LICHESS_TOKEN")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
        };
        // "Text file busy": the program was just written and another thread's fork still holds
        // it open for writing, for an instant. Trying again a few times gets past it.
        let mut started = start();
        for attempt in 1..=5 {
            match &started {
                Err(e) if e.raw_os_error() == Some(ETXTBSY) => {
                    std::thread::sleep(Duration::from_millis(20 * attempt));
                    started = start();
                }
                _ => break,
            }
        }
        let mut child = started.map_err(|e| match e.kind() {
            ErrorKind::NotFound => EngineError::NotFound(shown.clone()),
            _ => EngineError::CannotStart {
                path: shown.clone(),
                reason: e.to_string(),
            },
        })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            kill_and_reap(&mut child);
            return Err(EngineError::CannotStart {
                path: shown,
                reason: "no pipes to it".into(),
            });
        };
        let (inbox_sender, inbox) = mpsc::channel();
        let (outbox, outbox_receiver) = mpsc::channel();
        let reader_inbox = inbox_sender.clone();
        let queued_lines = Arc::new(AtomicUsize::new(0));
        let reader_queued = Arc::clone(&queued_lines);
        let threads = std::thread::Builder::new()
            .name("uci-reader".into())
            .spawn(move || read_lines(stdout, &reader_inbox, &reader_queued))
            .and_then(|_| {
                std::thread::Builder::new()
                    .name("uci-writer".into())
                    .spawn(move || write_lines(stdin, &outbox_receiver))
            });
        if let Err(e) = threads {
            kill_and_reap(&mut child);
            return Err(EngineError::CannotStart {
                path: shown,
                reason: format!("no thread for it: {e}"),
            });
        }
        Ok((
            Self {
                child,
                inbox,
                outbox,
                quitting: Arc::default(),
                queued_lines,
            },
            inbox_sender,
        ))
    }

    fn send(&self, line: impl Display) {
        // A writer that has gone means the engine is gone: the reader reports it as Eof.
        let _ = self.outbox.send(line.to_string());
    }

    /// The next message, or `None` at the deadline. Without a deadline, waits for one.
    fn next(&self, deadline: Option<Instant>) -> Option<Inbox> {
        if self.quitting.load(Ordering::Relaxed) {
            return Some(Inbox::Command(Command::Quit));
        }
        let message = match deadline {
            None => self.inbox.recv().ok(),
            Some(deadline) => {
                let left = deadline.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    return None;
                }
                match self.inbox.recv_timeout(left) {
                    Ok(message) => Some(message),
                    Err(RecvTimeoutError::Timeout) => return None,
                    Err(RecvTimeoutError::Disconnected) => None,
                }
            }
        };
        if let Some(Inbox::Line(_)) = message {
            self.queued_lines.fetch_sub(1, Ordering::Relaxed);
        }
        // Every sender gone (cannot happen while the handle lives): nothing more will come.
        Some(message.unwrap_or(Inbox::Command(Command::Quit)))
    }

    /// After end of output: the exit status, once the process has exited (killed if it lingers).
    fn exit_status(&mut self) -> String {
        let deadline = Instant::now() + EXIT_AFTER_EOF;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return describe(status),
                Ok(None) if Instant::now() < deadline => std::thread::sleep(EXIT_POLL),
                Ok(None) => {
                    kill_and_reap(&mut self.child);
                    return "it closed its output".into();
                }
                Err(e) => return e.to_string(),
            }
        }
    }

    /// Sends `quit`, gives the process `grace` to exit, kills it otherwise, and reaps it.
    fn shutdown(&mut self, grace: Duration) {
        if let Ok(Some(_)) = self.child.try_wait() {
            return;
        }
        self.send("quit");
        let deadline = Instant::now() + grace;
        while Instant::now() < deadline {
            match self.child.try_wait() {
                Ok(Some(_)) | Err(_) => return,
                Ok(None) => std::thread::sleep(EXIT_POLL),
            }
        }
        kill_and_reap(&mut self.child);
    }
}

impl Drop for Link {
    /// The last guard against a process left behind: whatever happened, kill and reap it.
    fn drop(&mut self) {
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            kill_and_reap(&mut self.child);
        }
    }
}

/// `exit status 3`, `killed by signal 9`.
fn describe(status: std::process::ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exit status {code}");
    }
    #[cfg(unix)]
    if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
        return format!("killed by signal {signal}");
    }
    status.to_string()
}

fn kill_and_reap(child: &mut Child) {
    // Kill fails only when the process has already exited; wait then reaps it at once.
    let _ = child.kill();
    let _ = child.wait();
}

/// Lines waiting for the worker beyond which `info` lines are dropped: an engine that floods
/// them faster than they are read must not fill memory (the answers, `bestmove` and the
/// handshake's lines, are never dropped).
const MAX_QUEUED_LINES: usize = 4096;

/// Engine output, line by line, into the inbox; `Eof` at the end.
fn read_lines(stdout: ChildStdout, inbox: &Sender<Inbox>, queued: &AtomicUsize) {
    let mut reader = BufReader::new(stdout);
    let mut buffer = Vec::new();
    loop {
        buffer.clear();
        match (&mut reader).take(MAX_LINE).read_until(b'\n', &mut buffer) {
            Ok(0) => break,
            Ok(_) => {
                let line = String::from_utf8_lossy(&buffer);
                let line = line.trim_end_matches(['\n', '\r']).to_owned();
                if queued.load(Ordering::Relaxed) >= MAX_QUEUED_LINES && line.starts_with("info") {
                    continue;
                }
                queued.fetch_add(1, Ordering::Relaxed);
                if inbox.send(Inbox::Line(line)).is_err() {
                    return;
                }
            }
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    let _ = inbox.send(Inbox::Eof);
}

/// Lines from the outbox to engine input, until either side goes away.
fn write_lines(mut stdin: ChildStdin, outbox: &Receiver<String>) {
    while let Ok(line) = outbox.recv() {
        let written = stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush());
        if written.is_err() {
            break;
        }
    }
}

/// Owns the process; runs on the calling thread for the handshake, then on its own.
struct Worker {
    link: Link,
    sink: EventSink,
    timeouts: Timeouts,
    /// Commands that arrived while a search or a readiness check was under way.
    queue: VecDeque<Command>,
    /// Whether `UCI_Chess960` is on in the engine.
    chess960: bool,
    failure: Arc<OnceLock<EngineError>>,
}

impl Worker {
    /// `uci` … `uciok`, the level, `ucinewgame`, `isready` … `readyok`.
    fn handshake(
        &mut self,
        path: &Path,
        level: Option<u8>,
        threads: Option<u16>,
    ) -> Result<EngineInfo, EngineError> {
        self.link.send("uci");
        let deadline = Instant::now() + self.timeouts.handshake;
        let mut name = None;
        let mut author = None;
        let mut offered = Offered::default();
        loop {
            match self.link.next(Some(deadline)) {
                None => return Err(EngineError::NoHandshake(self.timeouts.handshake)),
                Some(Inbox::Eof) => return Err(EngineError::Crashed(self.link.exit_status())),
                Some(Inbox::Command(_)) => {}
                Some(Inbox::Line(line)) => match uci::read_reply(&line) {
                    Reply::Id {
                        name: Some(n),
                        author: _,
                    } => name = Some(n),
                    Reply::Id {
                        name: None,
                        author: Some(a),
                    } => author = Some(a),
                    Reply::Option(option) => offered.note(&option),
                    Reply::UciOk => break,
                    _ => {}
                },
            }
        }
        let (strength, lines) = uci::level_settings(level, &offered);
        for line in lines {
            self.link.send(line);
        }
        if let Some(threads) = threads.filter(|_| offered.threads) {
            self.link
                .send(format!("setoption name Threads value {}", threads.max(1)));
        }
        self.link.send("ucinewgame");
        self.await_ready()?;
        let name = name.unwrap_or_else(|| {
            path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into(),
            )
        });
        Ok(EngineInfo {
            name,
            author,
            strength,
            chess960: offered.chess960,
        })
    }

    fn run(mut self) {
        if let Err(error) = self.serve() {
            let _ = self.failure.set(error.clone());
            self.sink.send(EngineEvent::Failed(error));
        }
        self.link.shutdown(self.timeouts.quit);
    }

    /// Carries out commands until `Quit`, or the first failure.
    fn serve(&mut self) -> Result<(), EngineError> {
        loop {
            let command = match self.queue.pop_front() {
                Some(command) => command,
                None => match self.link.next(None) {
                    Some(Inbox::Command(command)) => command,
                    Some(Inbox::Line(_)) | None => continue,
                    Some(Inbox::Eof) => return Err(EngineError::Crashed(self.link.exit_status())),
                },
            };
            match command {
                Command::Search(search) => self.search(&search)?,
                Command::Stop => {}
                Command::NewGame => {
                    self.link.send("ucinewgame");
                    self.await_ready()?;
                }
                Command::Quit => return Ok(()),
            }
        }
    }

    /// Keeps a command that arrived during a wait, to carry out after it. A search waiting in
    /// the queue is cancelled by `Stop` and replaced by a newer search, as a running one is.
    fn keep(&mut self, command: Command) {
        match command {
            // Quit jumps the queue: nothing queued before it matters any more.
            Command::Quit => self.queue.push_front(Command::Quit),
            Command::Stop => self.queue.retain(|c| !matches!(c, Command::Search(_))),
            Command::Search(search) => {
                self.queue.retain(|c| !matches!(c, Command::Search(_)));
                self.queue.push_back(Command::Search(search));
            }
            Command::NewGame => self.queue.push_back(Command::NewGame),
        }
    }

    /// `isready` … `readyok`.
    fn await_ready(&mut self) -> Result<(), EngineError> {
        self.link.send("isready");
        let deadline = Instant::now() + self.timeouts.ready;
        loop {
            match self.link.next(Some(deadline)) {
                None => return Err(EngineError::NotReady(self.timeouts.ready)),
                Some(Inbox::Eof) => return Err(EngineError::Crashed(self.link.exit_status())),
                Some(Inbox::Command(Command::Quit)) => {
                    self.keep(Command::Quit);
                    return Ok(());
                }
                Some(Inbox::Command(command)) => self.keep(command),
                Some(Inbox::Line(line)) => {
                    if uci::read_reply(&line) == Reply::ReadyOk {
                        return Ok(());
                    }
                }
            }
        }
    }

    /// One search, to its `bestmove`: delivered if still wanted, checked against the position.
    fn search(&mut self, search: &Search) -> Result<(), EngineError> {
        if search.chess960 != self.chess960 {
            self.link.send(uci::chess960_line(search.chess960));
            self.chess960 = search.chess960;
        }
        self.link.send(&search.position_line);
        self.link.send(&search.go_line);
        let started = Instant::now();
        let mut deadline = started + search.limit;
        let mut stopped = false;
        let mut cancelled = false;
        let mut line_of_play = Vec::new();
        let mut score = None;
        loop {
            match self.link.next(Some(deadline)) {
                None if stopped => return Err(EngineError::Stalled(tenths(started.elapsed()))),
                None => {
                    // Past its time: ask for the move now, and wait a little more.
                    self.link.send("stop");
                    stopped = true;
                    deadline = Instant::now() + self.timeouts.stop;
                }
                Some(Inbox::Eof) => return Err(EngineError::Crashed(self.link.exit_status())),
                Some(Inbox::Command(command)) => {
                    let quit = matches!(command, Command::Quit);
                    self.keep(command);
                    if quit {
                        return Ok(());
                    }
                    cancelled = true;
                    if !stopped {
                        self.link.send("stop");
                        stopped = true;
                        deadline = deadline.min(Instant::now() + self.timeouts.stop);
                    }
                }
                Some(Inbox::Line(line)) => match uci::read_reply(&line) {
                    Reply::BestMove(_) | Reply::BadBestMove if cancelled => return Ok(()),
                    Reply::BestMove(best) => {
                        let mv = uci::legal_move(best, &search.position)?;
                        self.sink.send(match search.kind {
                            Kind::Move => EngineEvent::BestMove { id: search.id, mv },
                            Kind::Hint => {
                                let mut line = uci::legal_line(&line_of_play, &search.position);
                                if line.first() != Some(&mv) {
                                    line = vec![mv];
                                }
                                EngineEvent::Hint {
                                    id: search.id,
                                    mv,
                                    line,
                                }
                            }
                            Kind::Evaluate => EngineEvent::Evaluation {
                                id: search.id,
                                best: mv,
                                score,
                            },
                        });
                        return Ok(());
                    }
                    Reply::BadBestMove => return Err(EngineError::Garbage(line)),
                    // A line from a search cut short (a bound, not an exact score) is often just one
                    // move: keep the last complete one.
                    Reply::Pv {
                        moves,
                        exact,
                        score: found,
                    } => {
                        if search.kind == Kind::Hint && (exact || line_of_play.is_empty()) {
                            line_of_play = moves;
                        }
                        // The last exact score is the search's verdict (a bound only until
                        // there is none).
                        if exact || score.is_none() {
                            score = found.or(score);
                        }
                    }
                    _ => {}
                },
            }
        }
    }
}

/// A duration rounded to tenths of a second, for messages.
fn tenths(d: Duration) -> Duration {
    Duration::from_millis(u64::try_from(d.as_millis() / 100 * 100).unwrap_or(u64::MAX))
}
