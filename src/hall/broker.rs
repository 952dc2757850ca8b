//! The broker the arbiter's console runs itself when none is named (rumqttd, in its own
//! threads), so one laptop needs nothing else. Tables log in with the event's password; MQTT 3.1.1
//! with retained messages and last wills, as mosquitto does.

use std::collections::HashMap;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::time::{Duration, Instant};

use rumqttd::{Broker, Config, ConnectionSettings, RouterConfig, ServerSettings};

use super::{MAX_MESSAGE, USER};

/// How long the broker has to start listening.
const START_LIMIT: Duration = Duration::from_secs(10);

/// Why the embedded broker did not start.
#[derive(Debug)]
pub enum BrokerError {
    /// The address could not be listened on.
    Listen {
        addr: SocketAddr,
        error: std::io::Error,
    },
    /// The broker's threads did not start or did not listen in time.
    NotListening(SocketAddr),
}

impl std::fmt::Display for BrokerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BrokerError::Listen { addr, error } => write!(
                f,
                "the hall's broker cannot listen on {addr}: {}",
                crate::bounded_read::strip_os_code(error)
            ),
            BrokerError::NotListening(addr) => {
                write!(f, "the hall's broker did not start listening on {addr}")
            }
        }
    }
}

impl std::error::Error for BrokerError {}

/// Starts a broker on `listen` (port 0: one the system picks) that lets in [`USER`] with
/// `password`; returns the address it listens on, once it does. It runs as long as the program.
pub fn start_embedded(listen: SocketAddr, password: &str) -> Result<SocketAddr, BrokerError> {
    // rumqttd binds its own socket and does not say which port it got: ask the system for a
    // free one first.
    let addr = TcpListener::bind(listen)
        .and_then(|probe| probe.local_addr())
        .map_err(|error| BrokerError::Listen {
            addr: listen,
            error,
        })?;
    let mut servers = HashMap::new();
    servers.insert(
        "hall".to_owned(),
        ServerSettings {
            name: "hall".to_owned(),
            listen: addr,
            tls: None,
            next_connection_delay_ms: 1,
            connections: ConnectionSettings {
                connection_timeout_ms: 10_000,
                max_payload_size: MAX_MESSAGE,
                max_inflight_count: 100,
                auth: Some(HashMap::from([(USER.to_owned(), password.to_owned())])),
                external_auth: None,
                dynamic_filters: true,
            },
        },
    );
    let config = Config {
        id: 0,
        router: RouterConfig {
            max_connections: 1_000,
            max_outgoing_packet_count: 200,
            // The router's log of messages per topic: bounded, a few states of every table.
            max_segment_size: 4 * MAX_MESSAGE,
            max_segment_count: 4,
            ..RouterConfig::default()
        },
        v4: Some(servers),
        ..Config::default()
    };
    std::thread::Builder::new()
        .name("hall broker".to_owned())
        .spawn(move || {
            let mut broker = Broker::new(config);
            if let Err(error) = broker.start() {
                tracing::error!(%error, "the hall's broker stopped");
            }
        })
        .map_err(|_| BrokerError::NotListening(addr))?;
    // Ready once it accepts a connection (its listener is bound in its own thread).
    let deadline = Instant::now() + START_LIMIT;
    while Instant::now() < deadline {
        if TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_ok() {
            return Ok(addr);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Err(BrokerError::NotListening(addr))
}
