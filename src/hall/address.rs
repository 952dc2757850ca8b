//! Where the hall's broker is: `mqtt://HOST[:PORT]` (1883 when no port is given).

use std::fmt;
use std::str::FromStr;

/// MQTT's registered port.
pub const DEFAULT_PORT: u16 = 1883;

/// A broker's address as given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HallAddr {
    pub host: String,
    pub port: u16,
}

/// Why an address is not a broker's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadHallAddr(pub String);

impl fmt::Display for BadHallAddr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\": give the hall's broker as mqtt://HOST or mqtt://HOST:PORT",
            self.0
        )
    }
}

impl std::error::Error for BadHallAddr {}

impl fmt::Display for HallAddr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.host.contains(':') {
            write!(f, "mqtt://[{}]:{}", self.host, self.port)
        } else {
            write!(f, "mqtt://{}:{}", self.host, self.port)
        }
    }
}

impl FromStr for HallAddr {
    type Err = BadHallAddr;

    fn from_str(text: &str) -> Result<Self, BadHallAddr> {
        let bad = || BadHallAddr(text.chars().take(80).collect());
        let rest = text.strip_prefix("mqtt://").ok_or_else(bad)?;
        let rest = rest.strip_suffix('/').unwrap_or(rest);
        let (host, port) = if let Some(bracketed) = rest.strip_prefix('[') {
            let (host, after) = bracketed.split_once(']').ok_or_else(bad)?;
            match after {
                "" => (host, None),
                _ => (host, Some(after.strip_prefix(':').ok_or_else(bad)?)),
            }
        } else {
            match rest.split_once(':') {
                Some((host, port)) => (host, Some(port)),
                None => (rest, None),
            }
        };
        let valid_host = !host.is_empty()
            && host
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '_'));
        if !valid_host {
            return Err(bad());
        }
        let port = match port {
            None => DEFAULT_PORT,
            Some(port) => port
                .parse::<u16>()
                .ok()
                .filter(|p| *p > 0)
                .ok_or_else(bad)?,
        };
        Ok(Self {
            host: host.to_owned(),
            port,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_host_and_port_with_the_default_port() {
        let addr: HallAddr = "mqtt://arbiter.local".parse().unwrap();
        assert_eq!((addr.host.as_str(), addr.port), ("arbiter.local", 1883));
        let addr: HallAddr = "mqtt://127.0.0.1:18830".parse().unwrap();
        assert_eq!((addr.host.as_str(), addr.port), ("127.0.0.1", 18830));
        let addr: HallAddr = "mqtt://[::1]:9".parse().unwrap();
        assert_eq!((addr.host.as_str(), addr.port), ("::1", 9));
        assert_eq!(addr.to_string(), "mqtt://[::1]:9");
    }

    #[test]
    fn refuses_what_is_no_broker() {
        for text in [
            "http://x",
            "mqtt://",
            "mqtt://host:0",
            "mqtt://host:99999",
            "mqtt://a b",
        ] {
            assert!(text.parse::<HallAddr>().is_err(), "{text}");
        }
    }
}
