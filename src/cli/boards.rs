//! `annabella boards`: the boards annabella can find, said in words in the user's language
//! (Chessnut boards on USB by their hidraw nodes, boards advertising over Bluetooth LE, with
//! the `--eboard` that reaches each); and why a board
//! over Bluetooth could not be reached (`play --eboard chessnut:ble`).

use std::io;
use std::path::Path;
use std::time::Duration;

use crate::board::ble::{BleError, BleWanted, FoundBoard, ble_error, scan};
use crate::board::ble_board::PROFILES;
use crate::board::ble_companion::{Asked, companion_error};
use crate::bounded_read::io_reason;
use crate::core::boards::sensing_board::BoardProtocol;
use crate::core::catalogue::{Arg, Catalogue};
use crate::core::language::UiLanguage;
use crate::core::message::{Message, Said};
use crate::core::text::plain_line;

use super::settings::{Overrides, resolve};
use super::{CliError, Output};

#[derive(Debug, clap::Args)]
pub struct BoardsArgs {
    /// Language of the list: en, fr, de, or one brought by a catalogue file (default: the
    /// settings file's, else its voice's).
    #[arg(long, value_name = "LANG", value_parser = super::interface_language::parse_lang)]
    pub(super) lang: Option<UiLanguage>,
    /// How long to listen for boards advertising over Bluetooth, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 5,
          value_parser = super::option_problem::number_between(1u64, 60))]
    pub listen: u64,
}

/// The most characters of a board's advertised name shown (it comes from the air).
const NAME_CHARS: usize = 40;
/// How long the Bluetooth service may take beyond the listening itself.
const SERVICE_LIMIT: Duration = Duration::from_secs(10);

pub fn run(args: &BoardsArgs, out: &mut Output) -> Result<(), CliError> {
    let language = args.lang.unwrap_or_else(|| {
        resolve(&Overrides::default(), true).map_or(UiLanguage::ENGLISH, |settings| {
            settings
                .ui_language
                .unwrap_or_else(|| settings.voice.interface_language())
        })
    });
    let catalogue = Catalogue::of(language);
    let listen = Duration::from_secs(args.listen);
    // Asked of the Bluetooth companion (a missing one is said as Bluetooth unusable).
    let found = scan(&PROFILES, listen, listen + SERVICE_LIMIT);
    // Chessnut boards on USB, by their hidraw nodes' USB ids.
    let on_usb = crate::board::hidraw::nodes_of(
        Path::new(crate::board::hidraw::SYS_HIDRAW),
        crate::core::boards::chessnut::is_chessnut_usb,
    );
    for node in &on_usb {
        let node = plain_line(&node.display().to_string(), NAME_CHARS);
        let eboard = format!("{}:{node}", BoardProtocol::Chessnut.scheme());
        out.line(&catalogue.format(
            "boards-usb-found",
            &[
                ("kind", Arg::Text(kind_name(BoardProtocol::Chessnut))),
                ("path", Arg::Text(&node)),
                ("eboard", Arg::Text(&eboard)),
            ],
        ))?;
    }
    match found {
        Ok(boards) if boards.is_empty() && on_usb.is_empty() => {
            out.line(&catalogue.format("boards-none", &[]))
        }
        Ok(boards) if boards.is_empty() => Ok(()),
        Ok(boards) => {
            for board in boards {
                out.line(&found_line(&board, catalogue))?;
            }
            Ok(())
        }
        Err(error) => {
            let why = match &error {
                Asked::Ble(error) => ble_reason(error),
                Asked::Companion(error) => error.message(),
            };
            out.line(&catalogue.format(
                "boards-no-bluetooth",
                &[("why", Arg::Text(&why.in_catalogue(catalogue)))],
            ))
        }
    }
}

/// "Chessnut board “Chessnut Air” over Bluetooth, at 00:…: --eboard chessnut:ble:00:…".
fn found_line(board: &FoundBoard, catalogue: &Catalogue) -> String {
    let name = board
        .name
        .as_deref()
        .map(|name| plain_line(name, NAME_CHARS))
        .unwrap_or_default();
    let address = board.address.to_string();
    let eboard = format!("{}:ble:{address}", board.protocol.scheme());
    catalogue.format(
        "boards-ble-found",
        &[
            ("kind", Arg::Text(kind_name(board.protocol))),
            ("name", Arg::Text(&name)),
            ("address", Arg::Text(&address)),
            ("eboard", Arg::Text(&eboard)),
        ],
    )
}

/// A board's kind as the player knows it (a maker's name, the same in every language).
pub fn kind_name(protocol: BoardProtocol) -> &'static str {
    protocol.kind_name()
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
    let why = ble_error(error).map_or_else(
        || companion_error(error).map_or_else(|| io_reason(error), Said::message),
        ble_reason,
    );
    let message = match wanted {
        BleWanted::Any => Message::new("cli-ble-not-reached"),
        BleWanted::Named(_) | BleWanted::At(_) => {
            Message::new("cli-ble-named-not-reached").text("which", wanted.to_string())
        }
    };
    message.text("kind", kind_name(protocol)).said("why", why)
}
