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

/// What is served: the record, when it last changed, and its tag.
#[derive(Debug, Clone)]
struct Published {
    pgn: Arc<str>,
    modified: SystemTime,
    etag: String,
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
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        pgn.hash(&mut hasher);
        *published = Some(Published {
            pgn: Arc::from(pgn),
            modified: SystemTime::now(),
            etag: format!("\"{:016x}-{}\"", hasher.finish(), pgn.len()),
        });
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Published>> {
        // A panic elsewhere while holding the lock leaves a whole value: serve it.
        self.published
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    fn respond(&self, request: &http::Request) -> Response {
        if request.path != PATH {
            return Response::plain(404, "only /game.pgn is here");
        }
        if request.method != "GET" && request.method != "HEAD" {
            let mut response = Response::plain(405, "read-only: GET or HEAD");
            response.headers.push(("Allow", "GET, HEAD".to_owned()));
            return response;
        }
        let Some(published) = self.lock().clone() else {
            return Response::plain(503, "the game has not started");
        };
        let headers = vec![
            (
                "Content-Type",
                "application/x-chess-pgn; charset=utf-8".to_owned(),
            ),
            ("ETag", published.etag.clone()),
            ("Last-Modified", http::http_date(published.modified)),
            ("Cache-Control", "no-cache".to_owned()),
        ];
        let status = match &request.if_none_match {
            Some(tags) if http::matches(tags, &published.etag) => 304,
            _ => 200,
        };
        Response {
            status,
            headers,
            body: published.pgn.as_bytes().to_vec(),
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

    fn request(method: &str, path: &str, if_none_match: Option<&str>) -> http::Request {
        http::Request {
            method: method.to_owned(),
            path: path.to_owned(),
            if_none_match: if_none_match.map(str::to_owned),
        }
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
        assert_eq!(first.body, b"1. e4 *\n");
        let etag = first
            .headers
            .iter()
            .find(|(name, _)| *name == "ETag")
            .map(|(_, value)| value.clone())
            .unwrap();
        assert!(
            etag.starts_with('"') && etag.ends_with('"'),
            "strong: {etag}"
        );
        assert_eq!(
            broadcast.respond(&request("GET", PATH, Some(&etag))).status,
            304
        );
        broadcast.publish("1. e4 *\n");
        assert_eq!(
            broadcast.respond(&request("GET", PATH, Some(&etag))).status,
            304,
            "the same record keeps its tag"
        );
        broadcast.publish("1. e4 e5 *\n");
        assert_eq!(
            broadcast.respond(&request("GET", PATH, Some(&etag))).status,
            200
        );
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
