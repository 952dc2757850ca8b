//! `--eboard KIND:PATH`: which e-board the sighted player brings, how its port is framed, and
//! where it is. Read once here; the rest of the program holds the typed choice.

use std::path::PathBuf;

use crate::core::boards::millennium::CharFraming;
use crate::core::boards::sensing_board::BoardProtocol;

/// The e-board asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EboardArg {
    pub protocol: BoardProtocol,
    /// How a Millennium board's characters carry their parity (8N1 unless `millennium-7o1`).
    pub framing: CharFraming,
    pub path: PathBuf,
}

/// The kinds `--eboard` knows, as typed before the colon.
pub const KINDS: [(&str, BoardProtocol, CharFraming); 3] = [
    ("dgt", BoardProtocol::Dgt, CharFraming::EightNone),
    (
        "millennium",
        BoardProtocol::Millennium,
        CharFraming::EightNone,
    ),
    (
        "millennium-7o1",
        BoardProtocol::Millennium,
        CharFraming::SevenOdd,
    ),
];

/// clap's reader of `--eboard` (its refusal is shown by clap, in its words).
pub fn parse_eboard(text: &str) -> Result<EboardArg, String> {
    let found = text.split_once(':').and_then(|(kind, path)| {
        let (_, protocol, framing) = KINDS
            .iter()
            .find(|(name, ..)| name.eq_ignore_ascii_case(kind))?;
        (!path.is_empty()).then(|| EboardArg {
            protocol: *protocol,
            framing: *framing,
            path: PathBuf::from(path),
        })
    });
    found.ok_or_else(|| {
        format!(
            "\"{text}\": give the e-board as dgt:PATH, millennium:PATH or millennium-7o1:PATH, \
             e.g. millennium:/dev/ttyACM0"
        )
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
        assert_eq!(millennium.path, PathBuf::from("/dev/ttyACM0"));
        let seven = parse_eboard("millennium-7o1:/dev/ttyUSB0").unwrap();
        assert_eq!(seven.framing, CharFraming::SevenOdd);
        assert_eq!(parse_eboard("dgt:x").unwrap().protocol, BoardProtocol::Dgt);
        for bad in ["millennium:", "chessboard:/dev/x", "/dev/ttyACM0", ""] {
            let refusal = parse_eboard(bad).unwrap_err();
            assert!(refusal.contains("millennium:PATH"), "{refusal}");
        }
    }
}
