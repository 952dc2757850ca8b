//! The broker itself: rumqttd in threads of its own, letting in the hall's user with the event's
//! password; MQTT 3.1.1 with retained messages and last wills, as mosquitto does.

use std::collections::HashMap;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::time::{Duration, Instant};

use annabella::bounded_read::strip_os_code;
use annabella::hall::broker::{BrokerAnswer, ListenRefusal, StartBroker};
use rumqttd::{Broker, Config, ConnectionSettings, RouterConfig, ServerSettings};

/// How long one probe of the listener waits for its connection.
const PROBE: Duration = Duration::from_millis(200);
/// The pause between two probes: rumqttd binds its listener in its own thread and says nothing
/// when it has, so readiness is seen by connecting.
const PROBE_PAUSE: Duration = Duration::from_millis(20);

/// Starts a broker as `question` asks; answers once it accepts connections, or why it does not.
pub fn start(question: &StartBroker) -> BrokerAnswer {
    // rumqttd binds its own socket and does not say which port it got: ask the system for a
    // free one first.
    let addr = match TcpListener::bind(question.listen).and_then(|probe| probe.local_addr()) {
        Ok(addr) => addr,
        Err(error) => {
            return BrokerAnswer::CannotListen {
                addr: question.listen,
                refusal: ListenRefusal::of(error.kind()),
                reason: strip_os_code(&error),
            };
        }
    };
    let config = config(question, addr);
    let started = std::thread::Builder::new()
        .name("hall broker".to_owned())
        .spawn(move || {
            let mut broker = Broker::new(config);
            if let Err(error) = broker.start() {
                tracing::error!(%error, "the hall's broker stopped");
            }
        });
    if started.is_err() {
        return BrokerAnswer::NotListening(addr);
    }
    // Ready once it accepts a connection (its listener is bound in its own thread).
    let deadline = Instant::now() + question.ready_within;
    while Instant::now() < deadline {
        if TcpStream::connect_timeout(&addr, PROBE).is_ok() {
            return BrokerAnswer::Listening(addr);
        }
        std::thread::sleep(PROBE_PAUSE);
    }
    BrokerAnswer::NotListening(addr)
}

/// rumqttd's settings: one server on `addr`, the one user with its password, every message and
/// the router's log bounded by the hall's largest message.
fn config(question: &StartBroker, addr: SocketAddr) -> Config {
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
                max_payload_size: question.max_message,
                max_inflight_count: 100,
                auth: Some(HashMap::from([(
                    question.user.clone(),
                    question.password.clone(),
                )])),
                external_auth: None,
                dynamic_filters: true,
            },
        },
    );
    Config {
        id: 0,
        router: RouterConfig {
            max_connections: 1_000,
            max_outgoing_packet_count: 200,
            // The router's log of messages per topic: bounded, a few states of every table.
            max_segment_size: 4 * question.max_message,
            max_segment_count: 4,
            ..RouterConfig::default()
        },
        v4: Some(servers),
        ..Config::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella::hall::{MAX_MESSAGE, USER};

    fn question(listen: &str, password: &str) -> StartBroker {
        StartBroker {
            listen: listen.parse().unwrap(),
            user: USER.to_owned(),
            password: password.to_owned(),
            max_message: MAX_MESSAGE,
            ready_within: Duration::from_secs(10),
        }
    }

    /// The answer to a login as `user` with `password` at `addr`: whether the broker let it in.
    fn logs_in(addr: SocketAddr, user: &str, password: &str) -> bool {
        use rumqttc::{Client, ConnectReturnCode, Event, MqttOptions, Packet};
        let mut options = MqttOptions::new("a-test-table", addr.ip().to_string(), addr.port());
        options.set_credentials(user, password);
        let (_client, mut connection) = Client::new(options, 4);
        for event in connection.iter() {
            match event {
                Ok(Event::Incoming(Packet::ConnAck(ack))) => {
                    return ack.code == ConnectReturnCode::Success;
                }
                Ok(_) => {}
                Err(_) => return false,
            }
        }
        false
    }

    #[test]
    fn it_answers_once_it_listens_and_lets_in_only_the_halls_password() {
        let answer = start(&question("127.0.0.1:0", "right-pass"));
        let BrokerAnswer::Listening(addr) = answer else {
            panic!("not listening: {answer:?}");
        };
        assert_eq!(addr.ip().to_string(), "127.0.0.1");
        assert_ne!(addr.port(), 0, "the port the system picked");
        assert!(logs_in(addr, USER, "right-pass"));
        assert!(!logs_in(addr, USER, "wrong-pass"));
    }

    #[test]
    fn a_port_in_use_is_refused_as_in_use() {
        let taken = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = taken.local_addr().unwrap();
        let answer = start(&question(&addr.to_string(), "pass"));
        let BrokerAnswer::CannotListen {
            addr: refused,
            refusal,
            reason,
        } = answer
        else {
            panic!("not refused: {answer:?}");
        };
        assert_eq!(refused, addr);
        assert_eq!(refusal, ListenRefusal::InUse);
        assert!(!reason.contains("os error"), "{reason}");
    }

    #[test]
    fn an_address_of_another_machine_is_refused_as_not_here() {
        // TEST-NET-1 (RFC 5737): never an address of this machine.
        let answer = start(&question("192.0.2.1:0", "pass"));
        assert!(
            matches!(
                answer,
                BrokerAnswer::CannotListen {
                    refusal: ListenRefusal::NotHere,
                    ..
                }
            ),
            "{answer:?}"
        );
    }
}
