//! The broker the arbiter's console runs itself when none is named, so one laptop needs nothing
//! else. Tables log in with the event's password; MQTT 3.1.1 with retained messages and last
//! wills, as mosquitto does.
//!
//! The broker (rumqttd, with axum, hyper and a metrics exporter under it) runs in a companion
//! program, `annabella-broker` (`companions/broker`), so `annabella` links none of it at a start
//! that runs no broker. The console asks it to start one ([`StartBroker`]) and holds it
//! ([`EmbeddedBroker`]) as long as the hall runs; the broker ends when the console closes the
//! pipe, or when the console ends in any way. A broker killed under a running console is what
//! the console says of any broker it lost: its client cannot reach it.

mod error;
pub mod wire;

use std::net::SocketAddr;
use std::time::Duration;

use crate::companion::{Asking, Companion};

pub use error::BrokerError;
pub use wire::{BrokerAnswer, ListenRefusal, StartBroker};

use super::{MAX_MESSAGE, USER};

/// How long the broker has to start listening, once its program runs.
const START_LIMIT: Duration = Duration::from_secs(10);
/// How long its program has to start and answer, beyond [`START_LIMIT`].
const PROGRAM_START: Duration = Duration::from_secs(10);
/// The longest reason of the system's kept from the companion's answer.
const REASON_CHARS: usize = 200;

/// The console's own broker, running in its companion until this is dropped.
#[derive(Debug)]
pub struct EmbeddedBroker {
    /// The pipe that keeps it running.
    _companion: Asking<StartBroker, BrokerAnswer>,
    addr: SocketAddr,
}

impl EmbeddedBroker {
    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
}

/// Starts a broker on `listen` (port 0: one the system picks) that lets in [`USER`] with
/// `password`; returns it once it listens. It runs until the [`EmbeddedBroker`] is dropped.
pub fn start_embedded(listen: SocketAddr, password: &str) -> Result<EmbeddedBroker, BrokerError> {
    let companion = Asking::start(Companion::Broker).map_err(BrokerError::Companion)?;
    start_with(companion, listen, password)
}

fn start_with(
    mut companion: Asking<StartBroker, BrokerAnswer>,
    listen: SocketAddr,
    password: &str,
) -> Result<EmbeddedBroker, BrokerError> {
    let question = StartBroker {
        listen,
        user: USER.to_owned(),
        password: password.to_owned(),
        max_message: MAX_MESSAGE,
        ready_within: START_LIMIT,
    };
    // The companion answers once its listener accepts a connection: no polling here.
    let answer = companion
        .ask(&question, START_LIMIT + PROGRAM_START)
        .map_err(BrokerError::Companion)?;
    match answer {
        BrokerAnswer::Listening(addr) => Ok(EmbeddedBroker {
            _companion: companion,
            addr,
        }),
        BrokerAnswer::CannotListen {
            addr,
            refusal,
            reason,
        } => Err(BrokerError::Listen {
            addr,
            error: std::io::Error::new(
                refusal.kind(),
                crate::core::text::plain_line(&reason, REASON_CHARS),
            ),
        }),
        BrokerAnswer::NotListening(addr) => Err(BrokerError::NotListening(addr)),
    }
}
