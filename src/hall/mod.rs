//! The hall: many tables, one arbiter. Each table publishes its state to an MQTT broker (a real
//! one such as mosquitto, or the one the arbiter's console embeds); the console subscribes and
//! says what the arbiter must know.
//!
//! Topics (`N` the table's number): `annabella/hall/table/N/state`, the table's whole state
//! ([`state::TableState`], JSON, retained, acknowledged); `annabella/hall/table/N/presence`,
//! `online` when the table connects and `gone` as its last will (retained), `closed` when the
//! table ends. The console sends `annabella/hall/table/N/pairing` (retained): the round's
//! board, players and colours, which a new game at the table takes as its names. Tables log in
//! as [`USER`] with the event's password the console prints.

pub mod address;
pub mod broker;
pub mod command;
pub mod console;
pub mod outbox;
pub mod password;
pub mod publisher;
#[cfg(feature = "full")]
pub mod push;
pub mod state;
pub mod trf;
pub mod words;

pub use address::{BadHallAddr, HallAddr};

/// The user name every table and the console log in with; the event's password is the secret.
pub const USER: &str = "annabella";

/// The state topic of table `number`.
pub fn state_topic(number: u32) -> String {
    format!("annabella/hall/table/{number}/state")
}

/// The presence topic of table `number`.
pub fn presence_topic(number: u32) -> String {
    format!("annabella/hall/table/{number}/presence")
}

/// The pairing topic of table `number`: the console's word to it (retained).
pub fn pairing_topic(number: u32) -> String {
    format!("annabella/hall/table/{number}/pairing")
}

/// The topics of the tables' own words (the console's pairings are not among them).
pub const TABLE_TOPICS: [&str; 2] = [
    "annabella/hall/table/+/state",
    "annabella/hall/table/+/presence",
];

/// The presence words on the wire.
pub mod presence {
    pub const ONLINE: &str = "online";
    pub const GONE: &str = "gone";
    pub const CLOSED: &str = "closed";
}

/// The largest message a table sends or the console takes (a long game's PGN fits many times).
pub const MAX_MESSAGE: usize = 256 * 1024;
