//! The broadcast's one serving thread: every client on one `poll(2)` loop, with no thread a
//! connection (a thread's start and its signal stack cost more than the answer).
//!
//! Each client has [`TIMEOUT`] in all to send its request and take the answer, however it
//! dribbles its bytes: at its deadline it is dropped. At most [`CONNECTIONS`] are served at
//! once; one more is answered `503` at once, unless a client has held its place for
//! [`GRACE`] without finishing its request (a slow-loris): that one is dropped for it, so
//! clients that dribble never starve pollers that ask at once.

use std::io::{self, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::time::{Duration, Instant};

use rustix::event::{PollFd, PollFlags, Timespec, poll};

use super::http::{self, BadRequest, Response};
use super::{Answer, Broadcast, CONNECTIONS, TIMEOUT};

/// How long a client may hold its place without finishing its request before a new client
/// takes it: a poller sends its request in its first packet, well under this.
pub const GRACE: Duration = Duration::from_secs(1);

/// One client: its request as received so far, then its answer as written so far.
struct Client {
    stream: TcpStream,
    since: Instant,
    received: Vec<u8>,
    /// The answer and how many of its bytes are written.
    answer: Option<(Answer, usize)>,
}

/// What a client's turn came to.
enum Turn {
    /// More to read or to write.
    Waiting,
    /// Answered, or gone: its place is free.
    Done,
}

impl Client {
    fn new(stream: TcpStream, now: Instant) -> Self {
        Self {
            stream,
            since: now,
            received: Vec::new(),
            answer: None,
        }
    }

    fn deadline(&self) -> Instant {
        self.since + TIMEOUT
    }

    /// Still sending its request after `GRACE`: the first to go when the places are full.
    fn is_dribbling(&self, now: Instant) -> bool {
        self.answer.is_none() && now.duration_since(self.since) >= GRACE
    }

    /// Reads what has come, and writes what it can of the answer.
    fn turn(&mut self, broadcast: &Broadcast) -> Turn {
        if self.answer.is_none() {
            match self.read(broadcast) {
                Ok(true) => {}
                Ok(false) => return Turn::Waiting,
                Err(_) => return Turn::Done,
            }
        }
        self.write()
    }

    /// Reads the bytes waiting; true once the answer is made.
    fn read(&mut self, broadcast: &Broadcast) -> io::Result<bool> {
        let mut chunk = [0u8; 1024];
        loop {
            match self.stream.read(&mut chunk) {
                Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
                Ok(n) => {
                    self.received.extend_from_slice(&chunk[..n]);
                    // A short read took all there was: the request is looked at without a
                    // read that would only say so (a syscall a request saved).
                    if n < chunk.len() || self.received.len() > http::REQUEST_LIMIT {
                        break;
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        let answer = match http::parse_request(&self.received) {
            Ok(None) => return Ok(false),
            Ok(Some(request)) => broadcast.respond(&request),
            Err(BadRequest::TooLarge) => {
                Answer::of(&Response::plain(431, "the request is too large"), true)
            }
            Err(BadRequest::Malformed) => {
                Answer::of(&Response::plain(400, "not an HTTP request"), true)
            }
        };
        self.answer = Some((answer, 0));
        Ok(true)
    }

    fn write(&mut self) -> Turn {
        let Some((answer, written)) = &mut self.answer else {
            return Turn::Waiting;
        };
        let bytes = answer.bytes();
        while *written < bytes.len() {
            match self.stream.write(&bytes[*written..]) {
                Ok(0) => return Turn::Done,
                Ok(n) => *written += n,
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return Turn::Waiting,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => return Turn::Done,
            }
        }
        Turn::Done
    }

    /// At its deadline: told so when it has not finished asking (what fits at once), dropped.
    fn expire(mut self) {
        if self.answer.is_none() {
            let _ = self
                .stream
                .write(&Response::plain(408, "the request took too long").bytes(true));
        }
    }
}

/// Serves from `listener` for as long as the program runs.
pub fn serve(broadcast: &Broadcast, listener: &TcpListener) {
    if listener.set_nonblocking(true).is_err() {
        return;
    }
    let mut clients: Vec<Client> = Vec::with_capacity(CONNECTIONS);
    let mut ready: Vec<bool> = Vec::with_capacity(CONNECTIONS);
    loop {
        let now = Instant::now();
        let mut index = 0;
        while index < clients.len() {
            if clients[index].deadline() <= now {
                clients.swap_remove(index).expire();
            } else {
                index += 1;
            }
        }

        let wait = clients
            .iter()
            .map(|c| c.deadline().saturating_duration_since(now))
            .min()
            .and_then(|d| Timespec::try_from(d + Duration::from_millis(1)).ok());
        let listener_ready = {
            let mut fds = Vec::with_capacity(clients.len() + 1);
            fds.push(PollFd::new(listener, PollFlags::IN));
            for client in &clients {
                let wanted = if client.answer.is_some() {
                    PollFlags::OUT
                } else {
                    PollFlags::IN
                };
                fds.push(PollFd::new(&client.stream, wanted));
            }
            match poll(&mut fds, wait.as_ref()) {
                Ok(_) => {}
                Err(rustix::io::Errno::INTR) => continue,
                // Out of memory for the poll set: try again after a breath, never spin.
                Err(_) => {
                    drop(fds);
                    std::thread::sleep(Duration::from_millis(50));
                    continue;
                }
            }
            ready.clear();
            ready.extend(fds[1..].iter().map(|f| !f.revents().is_empty()));
            !fds[0].revents().is_empty()
        };

        let mut index = 0;
        clients.retain_mut(|client| {
            let was_ready = ready.get(index).copied().unwrap_or(false);
            index += 1;
            !was_ready || matches!(client.turn(broadcast), Turn::Waiting)
        });

        if listener_ready {
            accept_all(broadcast, listener, &mut clients);
        }
    }
}

/// Takes every client waiting to connect: a place each, a dribbling client's place, or `503`.
fn accept_all(broadcast: &Broadcast, listener: &TcpListener, clients: &mut Vec<Client>) {
    loop {
        let stream = match listener.accept() {
            Ok((stream, _)) => stream,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            // WouldBlock: no one else; any other error (out of descriptors): the next turn.
            Err(_) => return,
        };
        if stream.set_nonblocking(true).is_err() {
            continue;
        }
        let now = Instant::now();
        if clients.len() >= CONNECTIONS {
            let dribbling = clients
                .iter()
                .enumerate()
                .filter(|(_, c)| c.is_dribbling(now))
                .min_by_key(|(_, c)| c.since)
                .map(|(i, _)| i);
            if let Some(i) = dribbling {
                clients.swap_remove(i).expire();
            } else {
                // Refused at once: the answer fits the socket's buffer.
                let mut stream = stream;
                let _ = stream.write(&Response::plain(503, "busy: try again").bytes(true));
                continue;
            }
        }
        let mut client = Client::new(stream, now);
        // A poller's request is often there already: answered without another poll.
        if matches!(client.turn(broadcast), Turn::Waiting) {
            clients.push(client);
        }
    }
}
