//! The arbiter's broadcast: the game as live PGN over HTTP, so a tournament's broadcast (a
//! Lichess broadcast round, any poller) follows a game played on no DGT board.
//!
//! `GET /game.pgn` answers the game's record with `[%clk h:mm:ss]` after every move, a
//! `Last-Modified` date and a strong `ETag` (the record's own hash), and `304 Not Modified` to an
//! `If-None-Match` naming it; `HEAD` the same without the body. Read-only: other methods get
//! 405, other paths 404. Bounded: at most [`CONNECTIONS`] clients at once (more get 503 at once,
//! unless one of them dribbles: see the `server` module), a request of at most [`http::REQUEST_LIMIT`]
//! bytes, [`TIMEOUT`] in all to send it and to take the answer. One thread serves every client.
//!
//! The carrier publishes the record after every step that wrote to the journal; the server
//! thread only reads what was published last.

pub mod http;
mod server;

use std::fmt;
use std::hash::{Hash, Hasher};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener};
use std::str::FromStr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, SystemTime};

use http::Response;

/// The most clients served at once.
pub const CONNECTIONS: usize = 16;
/// How long a client has in all to send its request and to take the answer.
pub const TIMEOUT: Duration = Duration::from_secs(5);
/// The one resource.
pub const PATH: &str = "/game.pgn";

/// Where to listen: `PORT` alone is on the loopback (this machine only); `ADDR:PORT` is the
/// arbiter's choice (`0.0.0.0:8080` for the whole network).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BroadcastAddr(pub SocketAddr);

/// Why a broadcast address is not one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadAddr(pub String);

impl fmt::Display for BadAddr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\": give a port (8080, on this machine only) or an address and a port \
             (0.0.0.0:8080, [::1]:8080)",
            self.0
        )
    }
}

impl std::error::Error for BadAddr {}

impl FromStr for BroadcastAddr {
    type Err = BadAddr;

    fn from_str(text: &str) -> Result<Self, BadAddr> {
        if let Ok(port) = text.parse::<u16>() {
            return Ok(Self(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port)));
        }
        if let Ok(addr) = text.parse::<SocketAddr>() {
            return Ok(Self(addr));
        }
        // A name (`localhost:8080`): resolved once, the first address.
        std::net::ToSocketAddrs::to_socket_addrs(text)
            .ok()
            .and_then(|mut addrs| addrs.next())
            .map(Self)
            .ok_or_else(|| BadAddr(text.chars().take(80).collect()))
    }
}

/// What is served: the record, and its answers made once when it is published (a poller's
/// request then costs no formatting and no copy of the record).
#[derive(Debug, Clone)]
struct Published {
    pgn: Arc<str>,
    etag: String,
    /// `200 OK`'s head and the record; a `HEAD` request is answered its first `head_length` bytes.
    full: Arc<[u8]>,
    head_length: usize,
    /// `304 Not Modified`, for a poller that names the tag.
    not_modified: Arc<[u8]>,
}

impl Published {
    fn new(pgn: &str, modified: SystemTime) -> Self {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        pgn.hash(&mut hasher);
        let etag = format!("\"{:016x}-{}\"", hasher.finish(), pgn.len());
        let mut response = Response {
            status: 200,
            headers: vec![
                (
                    "Content-Type",
                    "application/x-chess-pgn; charset=utf-8".to_owned(),
                ),
                ("ETag", etag.clone()),
                ("Last-Modified", http::http_date(modified)),
                ("Cache-Control", "no-cache".to_owned()),
            ],
            body: pgn.as_bytes().to_vec(),
        };
        let full = response.bytes(true);
        let head_length = full.len() - pgn.len();
        response.status = 304;
        Self {
            pgn: Arc::from(pgn),
            etag,
            full: Arc::from(full),
            head_length,
            not_modified: Arc::from(response.bytes(false)),
        }
    }
}

/// One answer's bytes, as the server writes them.
#[derive(Debug, Clone)]
pub struct Answer {
    pub status: u16,
    bytes: Arc<[u8]>,
    length: usize,
}

impl Answer {
    /// `response` made into bytes once; `with_body` false for `HEAD`.
    pub fn of(response: &Response, with_body: bool) -> Self {
        let bytes: Arc<[u8]> = Arc::from(response.bytes(with_body));
        Self {
            status: response.status,
            length: bytes.len(),
            bytes,
        }
    }

    pub fn bytes(&self) -> &[u8] {
        &self.bytes[..self.length]
    }
}

/// The broadcast's handle: publish the record; the server thread serves it.
#[derive(Debug, Clone)]
pub struct Broadcast {
    published: Arc<Mutex<Option<Published>>>,
    addr: SocketAddr,
}

/// Why the broadcast could not start.
#[derive(Debug)]
pub struct ListenError {
    pub addr: SocketAddr,
    pub error: std::io::Error,
}

impl fmt::Display for ListenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the broadcast cannot listen on {}: {}",
            self.addr,
            crate::bounded_read::strip_os_code(&self.error)
        )
    }
}

impl std::error::Error for ListenError {}

impl Broadcast {
    /// Listens on `addr` and serves from a thread of its own, for as long as the program runs.
    pub fn start(addr: BroadcastAddr) -> Result<Self, ListenError> {
        let listener = TcpListener::bind(addr.0).map_err(|error| ListenError {
            addr: addr.0,
            error,
        })?;
        let bound = listener.local_addr().unwrap_or(addr.0);
        let broadcast = Self {
            published: Arc::new(Mutex::new(None)),
            addr: bound,
        };
        let serving = broadcast.clone();
        std::thread::Builder::new()
            .name("broadcast".to_owned())
            .spawn(move || server::serve(&serving, &listener))
            .map_err(|error| ListenError {
                addr: addr.0,
                error,
            })?;
        Ok(broadcast)
    }

    /// The address listened on (with the port the system chose for port 0).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Whether anything has been published yet.
    pub fn is_published(&self) -> bool {
        self.lock().is_some()
    }

    /// Serves `pgn` from now on; an unchanged record keeps its date and tag.
    pub fn publish(&self, pgn: &str) {
        let mut published = self.lock();
        if published.as_ref().is_some_and(|p| &*p.pgn == pgn) {
            return;
        }
        *published = Some(Published::new(pgn, SystemTime::now()));
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Published>> {
        // A panic elsewhere while holding the lock leaves a whole value: serve it.
        self.published
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// The answer to `request`: the record's answers are shared, only refusals are made here.
    fn respond(&self, request: &http::Request) -> Answer {
        let head = request.method == "HEAD";
        if request.path != PATH {
            return Answer::of(&Response::plain(404, "only /game.pgn is here"), !head);
        }
        if request.method != "GET" && !head {
            let mut response = Response::plain(405, "read-only: GET or HEAD");
            response.headers.push(("Allow", "GET, HEAD".to_owned()));
            return Answer::of(&response, true);
        }
        let published = self.lock();
        let Some(published) = published.as_ref() else {
            return Answer::of(&Response::plain(503, "the game has not started"), !head);
        };
        match &request.if_none_match {
            Some(tags) if http::matches(tags, &published.etag) => Answer {
                status: 304,
                length: published.not_modified.len(),
                bytes: Arc::clone(&published.not_modified),
            },
            _ => Answer {
                status: 200,
                length: if head {
                    published.head_length
                } else {
                    published.full.len()
                },
                bytes: Arc::clone(&published.full),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_port_alone_is_on_the_loopback_and_an_address_is_kept() {
        let port: BroadcastAddr = "8080".parse().unwrap();
        assert_eq!(port.0, "127.0.0.1:8080".parse().unwrap());
        let any: BroadcastAddr = "0.0.0.0:9000".parse().unwrap();
        assert_eq!(any.0, "0.0.0.0:9000".parse().unwrap());
        let six: BroadcastAddr = "[::1]:9000".parse().unwrap();
        assert_eq!(six.0, "[::1]:9000".parse().unwrap());
        let bad = "no such:port".parse::<BroadcastAddr>().unwrap_err();
        assert!(bad.to_string().starts_with("\"no such:port\": give a port"));
    }

    fn request<'a>(
        method: &'a str,
        path: &'a str,
        if_none_match: Option<&'a str>,
    ) -> http::Request<'a> {
        http::Request {
            method,
            path,
            if_none_match,
        }
    }

    /// An answer's head (its status line and headers) and its body.
    fn split(answer: &Answer) -> (String, Vec<u8>) {
        let bytes = answer.bytes();
        let end = bytes.windows(4).position(|w| w == b"\r\n\r\n").unwrap() + 4;
        (
            String::from_utf8(bytes[..end].to_vec()).unwrap(),
            bytes[end..].to_vec(),
        )
    }

    #[test]
    fn the_record_is_served_with_its_tag_and_only_read() {
        let broadcast = Broadcast {
            published: Arc::new(Mutex::new(None)),
            addr: "127.0.0.1:0".parse().unwrap(),
        };
        assert_eq!(broadcast.respond(&request("GET", PATH, None)).status, 503);
        broadcast.publish("1. e4 *\n");
        let first = broadcast.respond(&request("GET", PATH, None));
        assert_eq!(first.status, 200);
        let (head, body) = split(&first);
        assert!(head.starts_with("HTTP/1.1 200 OK\r\n"), "{head}");
        assert!(head.contains("Content-Length: 8\r\n"), "{head}");
        assert_eq!(body, b"1. e4 *\n");
        let etag = head
            .lines()
            .find_map(|line| line.strip_prefix("ETag: "))
            .unwrap()
            .to_owned();
        assert!(
            etag.starts_with('"') && etag.ends_with('"'),
            "strong: {etag}"
        );
        // HEAD: the same head, no body.
        let head_only = broadcast.respond(&request("HEAD", PATH, None));
        assert_eq!(head_only.status, 200);
        assert_eq!(split(&head_only), (head.clone(), Vec::new()));
        let not_modified = broadcast.respond(&request("GET", PATH, Some(&etag)));
        assert_eq!(not_modified.status, 304);
        let (head_304, body_304) = split(&not_modified);
        assert!(head_304.starts_with("HTTP/1.1 304 Not Modified\r\n"));
        assert!(head_304.contains(&format!("ETag: {etag}\r\n")));
        assert!(body_304.is_empty());
        broadcast.publish("1. e4 *\n");
        assert_eq!(
            broadcast.respond(&request("GET", PATH, Some(&etag))).status,
            304,
            "the same record keeps its tag"
        );
        broadcast.publish("1. e4 e5 *\n");
        let changed = broadcast.respond(&request("GET", PATH, Some(&etag)));
        assert_eq!(changed.status, 200);
        assert_eq!(split(&changed).1, b"1. e4 e5 *\n");
        assert_eq!(broadcast.respond(&request("POST", PATH, None)).status, 405);
        assert_eq!(broadcast.respond(&request("PUT", PATH, None)).status, 405);
        assert_eq!(
            broadcast
                .respond(&request("GET", "/etc/passwd", None))
                .status,
            404
        );
    }

    #[test]
    fn a_client_beyond_the_limit_is_told_the_server_is_busy() {
        use std::io::Read;
        use std::net::TcpStream;
        let broadcast = Broadcast::start("127.0.0.1:0".parse().unwrap()).unwrap();
        broadcast.publish("*\n");
        // Clients that connect and send nothing hold their places until their time is up.
        let idle: Vec<TcpStream> = (0..CONNECTIONS)
            .map(|_| TcpStream::connect(broadcast.addr()).unwrap())
            .collect();
        // Answered at once, before it asks.
        let mut late = TcpStream::connect(broadcast.addr()).unwrap();
        let mut answer = String::new();
        late.read_to_string(&mut answer).unwrap();
        assert!(answer.starts_with("HTTP/1.1 503 "), "{answer}");
        drop(idle);
    }
}
