//! The boards annabella reaches, said in words: why a board over Bluetooth could not be
//! reached (`play --eboard chessnut:ble`).

use std::io;

use crate::board::ble::{BleError, BleWanted, ble_error};
use crate::bounded_read::io_reason;
use crate::core::boards::sensing_board::BoardProtocol;
use crate::core::message::Message;

/// A board's kind as the player knows it (a maker's name, the same in every language).
pub fn kind_name(protocol: BoardProtocol) -> &'static str {
    match protocol {
        BoardProtocol::Peg => "peg",
        BoardProtocol::Dgt => "DGT",
        BoardProtocol::Millennium => "Millennium",
        BoardProtocol::Chessnut => "Chessnut",
    }
}

/// Why Bluetooth failed, in the user's words.
pub fn ble_reason(error: &BleError) -> Message {
    match error {
        BleError::NoService(_) => Message::new("ble-no-service"),
        BleError::NoAdapter => Message::new("ble-no-adapter"),
        BleError::AdapterOff(_) => Message::new("ble-adapter-off"),
        BleError::NotFound => Message::new("ble-not-found"),
        BleError::NotConnected(_) => Message::new("ble-not-connected"),
        BleError::Lost => Message::new("ble-lost"),
    }
}

/// The board over Bluetooth that could not be reached, and why.
pub fn not_reached(protocol: BoardProtocol, wanted: &BleWanted, error: &io::Error) -> Message {
    let why = ble_error(error).map_or_else(|| io_reason(error), ble_reason);
    let message = match wanted {
        BleWanted::Any => Message::new("cli-ble-not-reached"),
        BleWanted::Named(_) | BleWanted::At(_) => {
            Message::new("cli-ble-named-not-reached").text("which", wanted.to_string())
        }
    };
    message.text("kind", kind_name(protocol)).said("why", why)
}
