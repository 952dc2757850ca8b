//! What annabella and its Bluetooth companion (`annabella-bluetooth`, the one program that links
//! `btleplug`, `bluez-async` and libdbus) say to each other: typed values in the companions'
//! frames ([`crate::companion::wire`]).
//!
//! annabella asks one question at a time and waits for its answer ([`BleAnswer::Found`],
//! [`BleAnswer::Written`], [`BleAnswer::Released`], [`BleAnswer::Seen`] or
//! [`BleAnswer::Failed`]); between answers the
//! companion sends the connected board's events by itself ([`BleAnswer::Notified`],
//! [`BleAnswer::Disconnected`]), each naming the connection it belongs to, so an event of a
//! board let go is never taken for the next one's.

use std::fmt;
use std::io;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// How long the companion gives opening its session with `BlueZ`, connecting to a board (finding
/// its services, subscribing) and letting it go, each.
pub const CONNECT_LIMIT: Duration = Duration::from_secs(10);
/// How long the companion gives one write.
pub const WRITE_LIMIT: Duration = Duration::from_secs(3);
/// What annabella allows beyond the companion's own limits before it takes it as stuck (its
/// start, the pipes, a busy machine).
pub const ANSWER_SLACK: Duration = Duration::from_secs(5);

/// A Bluetooth device address, as `C4:DE:E2:19:2A:01`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct BleAddress(pub [u8; 6]);

impl BleAddress {
    /// Reads six hexadecimal bytes separated by colons (`None`: not an address).
    pub fn read(text: &str) -> Option<Self> {
        let bytes = text
            .split(':')
            .map(|part| u8::from_str_radix(part, 16))
            .collect::<Result<Vec<u8>, _>>()
            .ok()?;
        Some(Self(bytes.try_into().ok()?))
    }
}

impl fmt::Display for BleAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (at, byte) in self.0.iter().enumerate() {
            let colon = if at == 0 { "" } else { ":" };
            write!(f, "{colon}{byte:02X}")?;
        }
        Ok(())
    }
}

/// Which board to connect to, as typed after `ble:`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum BleWanted {
    /// The first board of the kind found.
    #[default]
    Any,
    /// The board advertising this name (compared without case).
    Named(String),
    /// The board at this address.
    At(BleAddress),
}

impl BleWanted {
    /// Reads what follows `ble:` (nothing, a name, or an address such as `C4:DE:…`).
    pub fn read(text: &str) -> Self {
        let text = text.trim();
        if text.is_empty() {
            Self::Any
        } else if let Some(address) = BleAddress::read(text) {
            Self::At(address)
        } else {
            Self::Named(text.to_owned())
        }
    }

    /// Whether the device advertising `name` at `address` is the one wanted.
    pub fn accepts(&self, name: Option<&str>, address: BleAddress) -> bool {
        match self {
            Self::Any => true,
            Self::Named(wanted) => name.is_some_and(|name| name.eq_ignore_ascii_case(wanted)),
            Self::At(wanted) => *wanted == address,
        }
    }
}

impl fmt::Display for BleWanted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Any => Ok(()),
            Self::Named(name) => f.write_str(name),
            Self::At(address) => write!(f, "{address}"),
        }
    }
}

/// What makes an advertising device a board of one kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BleKind {
    /// What the name the board advertises starts with (compared without case).
    pub name_prefix: String,
    /// The service the board's protocol lives in.
    pub service: Uuid,
    /// Whether advertising the service alone makes a device this board.
    pub service_is_its_own: bool,
}

impl BleKind {
    /// Whether a device advertising `name` and `services` is a board of this kind.
    pub fn matches(&self, name: Option<&str>, services: &[Uuid]) -> bool {
        let named = name.is_some_and(|name| {
            name.to_lowercase()
                .starts_with(&self.name_prefix.to_lowercase())
        });
        named || (self.service_is_its_own && services.contains(&self.service))
    }
}

/// Find a board, connect to it and subscribe to its notifications.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FindBoard {
    /// The number its events will carry.
    pub connection: u64,
    pub kind: BleKind,
    pub wanted: BleWanted,
    /// Board → host: the bytes read.
    pub notify: Uuid,
    /// Host → board: the bytes written.
    pub write: Uuid,
    /// A second notify characteristic subscribed to when the board has it (its answers).
    pub answers: Option<Uuid>,
    /// How long to look for the board.
    pub during: Duration,
}

/// What annabella asks its Bluetooth companion.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum BleQuestion {
    /// Find and connect to a board: [`BleAnswer::Found`] or [`BleAnswer::Failed`].
    Find(FindBoard),
    /// Write these bytes to the connected board: [`BleAnswer::Written`] or
    /// [`BleAnswer::Failed`].
    Write(Vec<u8>),
    /// Let the connected board go and end the session with `BlueZ` (the next look starts
    /// anew): [`BleAnswer::Released`] once it is disconnected.
    Release,
    /// Every board of these kinds advertising during `during`: [`BleAnswer::Seen`] or
    /// [`BleAnswer::Failed`].
    Scan {
        kinds: Vec<BleKind>,
        during: Duration,
    },
}

/// A board seen advertising: which of the kinds asked for it is (their index), its name and
/// its address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenBoard {
    pub kind: usize,
    pub name: Option<String>,
    pub address: BleAddress,
}

/// What the Bluetooth companion sends: an answer, or an event of the connected board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum BleAnswer {
    /// The board was found, connected to and subscribed.
    Found,
    /// The bytes were written.
    Written,
    /// The board was let go.
    Released,
    /// The boards seen advertising.
    Seen(Vec<SeenBoard>),
    /// The question failed.
    Failed(BleError),
    /// The board of `connection` notified `bytes` on `characteristic`.
    Notified {
        connection: u64,
        characteristic: Uuid,
        bytes: Vec<u8>,
    },
    /// The board of `connection` is gone (`BlueZ`'s disconnection event, or its notifications
    /// ended).
    Disconnected { connection: u64 },
}

/// Why a board over Bluetooth could not be reached.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum BleError {
    /// The system's Bluetooth service (`BlueZ` on D-Bus) could not be reached.
    NoService(String),
    /// No Bluetooth adapter.
    NoAdapter,
    /// No adapter would scan (switched off or blocked).
    AdapterOff(String),
    /// No board of the kind (or none with the name or address asked for) was advertising.
    NotFound,
    /// The board was found and could not be connected to, or does not offer its protocol's
    /// service.
    NotConnected(String),
    /// The board was lost.
    Lost,
}

impl fmt::Display for BleError {
    // For the log only: the player hears these through `cli::boards::ble_reason`'s messages.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoService(why) => write!(f, "the Bluetooth service cannot be reached: {why}"),
            Self::NoAdapter => f.write_str("there is no Bluetooth adapter"),
            Self::AdapterOff(why) => write!(f, "Bluetooth is off: {why}"),
            Self::NotFound => f.write_str("no such board is advertising"),
            Self::NotConnected(why) => write!(f, "the board could not be connected to: {why}"),
            Self::Lost => f.write_str("the board's Bluetooth link was lost"),
        }
    }
}

impl std::error::Error for BleError {}

impl From<BleError> for io::Error {
    fn from(error: BleError) -> Self {
        let kind = match error {
            BleError::NotFound | BleError::NoAdapter => io::ErrorKind::NotFound,
            BleError::Lost => io::ErrorKind::BrokenPipe,
            _ => io::ErrorKind::Other,
        };
        io::Error::new(kind, error)
    }
}

/// The Bluetooth error an I/O error carries, if it carries one.
pub fn ble_error(error: &io::Error) -> Option<&BleError> {
    error.get_ref()?.downcast_ref::<BleError>()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_follows_ble_is_read_as_a_name_or_an_address() {
        assert_eq!(BleWanted::read(""), BleWanted::Any);
        assert_eq!(
            BleWanted::read("Chessnut Air"),
            BleWanted::Named("Chessnut Air".into())
        );
        let address = BleWanted::read("c4:DE:E2:19:2A:01");
        assert_eq!(
            address,
            BleWanted::At(BleAddress([0xC4, 0xDE, 0xE2, 0x19, 0x2A, 0x01]))
        );
        assert_eq!(address.to_string(), "C4:DE:E2:19:2A:01");
        assert_eq!(
            BleWanted::read("C4:DE:E2:19:2A"),
            BleWanted::Named("C4:DE:E2:19:2A".into())
        );
        assert!(
            BleWanted::Named("chessnut air".into())
                .accepts(Some("Chessnut Air"), BleAddress::default())
        );
        assert!(
            !BleWanted::Named("Chessnut Go".into())
                .accepts(Some("Chessnut Air"), BleAddress::default())
        );
    }

    #[test]
    fn every_value_comes_back_through_the_wire() {
        let question = BleQuestion::Find(FindBoard {
            connection: 3,
            kind: BleKind {
                name_prefix: "Chessnut".into(),
                service: Uuid::from_u128(7),
                service_is_its_own: true,
            },
            wanted: BleWanted::At(BleAddress([1, 2, 3, 4, 5, 6])),
            notify: Uuid::from_u128(8),
            write: Uuid::from_u128(9),
            answers: None,
            during: Duration::from_secs(15),
        });
        let mut pipe = Vec::new();
        crate::companion::wire::write_frame(&mut pipe, &question).unwrap();
        let answer = BleAnswer::Failed(BleError::AdapterOff("blocked".into()));
        crate::companion::wire::write_frame(&mut pipe, &answer).unwrap();
        let mut from = pipe.as_slice();
        assert_eq!(
            crate::companion::wire::read_frame::<BleQuestion>(&mut from).unwrap(),
            Some(question)
        );
        assert_eq!(
            crate::companion::wire::read_frame::<BleAnswer>(&mut from).unwrap(),
            Some(answer)
        );
    }
}
