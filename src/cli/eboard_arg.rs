//! `--eboard KIND:PATH` or `--eboard KIND:ble[:NAME|ADDRESS]`: which e-board the sighted player
//! brings, how its port is framed, and where it is (a serial port, or a board over Bluetooth
//! LE). Read once here; the rest of the program holds the typed choice.

use std::path::{Path, PathBuf};

use crate::board::ble::BleWanted;
use crate::core::boards::millennium::CharFraming;
use crate::core::boards::sensing_board::BoardProtocol;

/// Where the e-board is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EboardAt {
    /// A serial port (or a link to one).
    Port(PathBuf),
    /// Over Bluetooth LE: the first board of its kind found, or the one named.
    Bluetooth(BleWanted),
}

/// The e-board asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EboardArg {
    pub protocol: BoardProtocol,
    /// How a Millennium board's characters carry their parity (8N1 unless `millennium-7o1`).
    pub framing: CharFraming,
    pub at: EboardAt,
}

impl EboardArg {
    /// The serial port, for a board on one.
    pub fn port(&self) -> Option<&Path> {
        match &self.at {
            EboardAt::Port(path) => Some(path),
            EboardAt::Bluetooth(_) => None,
        }
    }
}

/// The word after the kind that means Bluetooth LE.
const BLUETOOTH: &str = "ble";

/// clap's reader of `--eboard` (its refusal said in the run's language).
pub fn parse_eboard(text: &str) -> Result<EboardArg, super::option_problem::OptionProblem> {
    let found = text.split_once(':').and_then(|(kind, rest)| {
        // The kinds are the boards' registrations (`board/registry.rs`).
        let (registration, name) = crate::board::registry::eboard_named(kind)?;
        let bluetooth = rest
            .eq_ignore_ascii_case(BLUETOOTH)
            .then_some("")
            .or_else(|| {
                let (word, wanted) = rest.split_once(':')?;
                word.eq_ignore_ascii_case(BLUETOOTH).then_some(wanted)
            });
        let at = match bluetooth {
            Some(wanted) if registration.over_bluetooth(name) => {
                EboardAt::Bluetooth(BleWanted::read(wanted))
            }
            None if registration.on_a_port(name) && !rest.is_empty() => {
                EboardAt::Port(PathBuf::from(rest))
            }
            _ => return None,
        };
        Some(EboardArg {
            protocol: registration.protocol,
            framing: name.framing,
            at,
        })
    });
    found.ok_or_else(|| {
        super::option_problem::OptionProblem::new(crate::core::message::Message::new(
            "usage-give-eboard",
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_and_the_refusals() {
        let millennium = parse_eboard("millennium:/dev/ttyACM0").unwrap();
        assert_eq!(millennium.protocol, BoardProtocol::Millennium);
        assert_eq!(millennium.framing, CharFraming::EightNone);
        assert_eq!(millennium.port(), Some(Path::new("/dev/ttyACM0")));
        let seven = parse_eboard("millennium-7o1:/dev/ttyUSB0").unwrap();
        assert_eq!(seven.framing, CharFraming::SevenOdd);
        assert_eq!(parse_eboard("dgt:x").unwrap().protocol, BoardProtocol::Dgt);
        let chessnut = parse_eboard("chessnut:/dev/hidraw3").unwrap();
        assert_eq!(chessnut.protocol, BoardProtocol::Chessnut);
        assert_eq!(chessnut.port(), Some(Path::new("/dev/hidraw3")));
        for bad in [
            "millennium:",
            "chessboard:/dev/x",
            "/dev/ttyACM0",
            "",
            "dgt:ble",
            "millennium-7o1:ble",
        ] {
            let refusal = parse_eboard(bad).unwrap_err().to_string();
            assert!(refusal.contains("millennium:PATH"), "{refusal}");
        }
    }

    #[test]
    fn boards_over_bluetooth() {
        let chessnut = parse_eboard("chessnut:ble").unwrap();
        assert_eq!(chessnut.protocol, BoardProtocol::Chessnut);
        assert_eq!(chessnut.at, EboardAt::Bluetooth(BleWanted::Any));
        assert_eq!(chessnut.port(), None);
        assert_eq!(
            parse_eboard("chessnut:BLE:Chessnut Air").unwrap().at,
            EboardAt::Bluetooth(BleWanted::Named("Chessnut Air".into()))
        );
        let robot = parse_eboard("chessnut-move:ble:Chessnut Move").unwrap();
        assert_eq!(robot.protocol, BoardProtocol::ChessnutMove);
        assert_eq!(
            robot.at,
            EboardAt::Bluetooth(BleWanted::Named("Chessnut Move".into()))
        );
        // The robot is driven over Bluetooth only.
        assert!(parse_eboard("chessnut-move:/dev/hidraw3").is_err());
        let millennium = parse_eboard("millennium:ble:C4:DE:E2:19:2A:01").unwrap();
        assert_eq!(millennium.protocol, BoardProtocol::Millennium);
        assert!(matches!(
            millennium.at,
            EboardAt::Bluetooth(BleWanted::At(_))
        ));
    }
}
