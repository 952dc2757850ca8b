//! Why the console's own broker did not start, said in the arbiter's language and naming the
//! address.

use std::net::SocketAddr;

use crate::bounded_read::io_reason;
use crate::companion::CompanionError;
use crate::core::message::{Message, Said};
use crate::hall::HallAddr;

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
    /// Its program (`annabella-broker`) is missing, could not start, or did not answer.
    Companion(CompanionError),
}

/// The address as the arbiter types it (`mqtt://HOST:PORT`).
fn address(addr: SocketAddr) -> String {
    HallAddr {
        host: addr.ip().to_string(),
        port: addr.port(),
    }
    .to_string()
}

impl Said for BrokerError {
    fn message(&self) -> Message {
        match self {
            Self::Listen { addr, error } if error.kind() == std::io::ErrorKind::AddrInUse => {
                Message::new("hall-broker-address-in-use").text("address", address(*addr))
            }
            Self::Listen { addr, error } => Message::new("hall-broker-cannot-listen")
                .text("address", address(*addr))
                .said("why", io_reason(error)),
            Self::NotListening(addr) => {
                Message::new("hall-broker-not-listening").text("address", address(*addr))
            }
            Self::Companion(error) => error.message(),
        }
    }
}

impl std::fmt::Display for BrokerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for BrokerError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Listen { error, .. } => Some(error),
            Self::NotListening(_) => None,
            Self::Companion(error) => Some(error),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::catalogue::Catalogue;
    use crate::core::language::UiLanguage;

    fn addr() -> SocketAddr {
        "0.0.0.0:1883".parse().unwrap()
    }

    #[test]
    fn a_port_in_use_is_said_in_the_arbiters_language_naming_the_address() {
        let error = BrokerError::Listen {
            addr: addr(),
            error: std::io::ErrorKind::AddrInUse.into(),
        };
        assert_eq!(
            error.to_string(),
            "the hall's broker cannot listen on mqtt://0.0.0.0:1883: another program listens there"
        );
        let german = error.describe(Catalogue::of(UiLanguage::GERMAN));
        assert!(german.contains("mqtt://0.0.0.0:1883"), "{german}");
        assert!(german.contains("Broker des Saals"), "{german}");
        let french = error.describe(Catalogue::of(UiLanguage::FRENCH));
        assert!(french.contains("mqtt://0.0.0.0:1883"), "{french}");
        assert!(french.contains("broker de la salle"), "{french}");
    }

    #[test]
    fn another_refusal_says_the_systems_reason() {
        let error = BrokerError::Listen {
            addr: addr(),
            error: std::io::Error::new(std::io::ErrorKind::PermissionDenied, "Permission denied"),
        };
        assert_eq!(
            error.to_string(),
            "the hall's broker cannot listen on mqtt://0.0.0.0:1883: Permission denied"
        );
        let german = error.describe(Catalogue::of(UiLanguage::GERMAN));
        assert!(german.contains("Zugriff verweigert"), "{german}");
    }

    #[test]
    fn a_missing_companion_names_the_brokers_part() {
        let error = BrokerError::Companion(CompanionError::Ended {
            companion: crate::companion::Companion::Broker,
        });
        assert_eq!(
            error.to_string(),
            "the hall's broker (rumqttd): its program stopped"
        );
    }
}
