//! The one place a table's devices are opened, for every mode (a game, a game on a server; a
//! review has none) and either face: the sensor boards, the sighted player's output, the engine
//! and the analyst, the game's server, the broadcast and the hall, the braille display and
//! listening. Each device gets its [`crate::port::Sink`] from the inbox (its event, its bound)
//! and gives its link to the carrier.
//!
//! A new input device is its own folder (its link sending through a `port::Sink`) and one
//! registration here: its sink made by [`Inbox::sink`] or [`Inbox::gated_sink`] with the
//! table's input it becomes (`Event::Table`), and its link handed to the carrier. A new board
//! protocol or transport registers its link in `board::registry` instead.

use std::path::PathBuf;

use shakmaty::Color;

use crate::board::LinkRequest;
use crate::bounded_read::io_reason;
use crate::core::message::Message;
use crate::core::session::Session;
use crate::core::table::{
    BoardProtocol, BoardRole, ConnectedBoard, EngineSetup, JournalRepair, TableSetup,
};
#[cfg(feature = "full")]
use crate::engine::{EngineOptions, MoveSource, UciEngine};
#[cfg(feature = "full")]
use crate::online::{BoardClient, Mode, OnlineError, OnlineLink};
use crate::runtime::{Attestation, Carrier, Event, Faces, Inbox};

use super::CliError;
use super::settings::Settings;
use super::table_root::Devices;
use crate::core::table::move_time_for_level;

/// The devices the command line asks for (`play`'s flags, online too).
#[derive(Debug, Clone, Default)]
pub(super) struct DeviceArgs {
    /// The peg board (`--board`).
    pub(super) board: Option<PathBuf>,
    /// The e-board (`--eboard`).
    pub(super) eboard: Option<super::eboard_arg::EboardArg>,
    /// The sighted player's output (`--opponent-output`).
    pub(super) opponent_output: Option<PathBuf>,
    pub(super) engine: Option<String>,
    pub(super) level: Option<u8>,
    pub(super) engine_time: Option<u64>,
    /// The side named for the player (`--color`), if one is.
    pub(super) side: Option<Color>,
    /// A sealed table (`--sealed`): no engine.
    pub(super) sealed: bool,
    pub(super) listen: bool,
    pub(super) push_to_talk: bool,
    pub(super) listen_file: Vec<PathBuf>,
}

impl DeviceArgs {
    fn listening(&self) -> (bool, bool, &[PathBuf]) {
        (self.listen, self.push_to_talk, &self.listen_file)
    }
}

/// A table's devices: what the command line and the settings ask for, and what was opened
/// before the game (the broadcast's port, the hall, the seal).
pub(super) struct TableDevices<'a> {
    pub(super) args: DeviceArgs,
    pub(super) settings: &'a Settings,
    /// How the journal was repaired, said as the table opens.
    pub(super) repaired: Option<JournalRepair>,
    pub(super) broadcast: Option<crate::broadcast::Broadcast>,
    pub(super) hall: Option<crate::hall::publisher::HallLink>,
    /// A sealed table's attestation.
    pub(super) sealed: Option<Attestation>,
    /// The game's server, for a game on one (`play --online`).
    #[cfg(feature = "full")]
    pub(super) server: Option<Server<'a>>,
}

impl TableDevices<'_> {
    #[cfg(feature = "full")]
    fn online(&self) -> bool {
        self.server.is_some()
    }

    #[cfg(not(feature = "full"))]
    fn online(&self) -> bool {
        false
    }
}

impl Devices for TableDevices<'_> {
    fn seat<I: Send + 'static>(
        mut self,
        inbox: &Inbox<I>,
        carrier: &mut Carrier,
        faces: &mut Faces,
        session: &Session,
    ) -> Result<TableSetup, CliError> {
        let (args, settings) = (&self.args, self.settings);
        let mut setup = TableSetup {
            repaired: self.repaired.take(),
            online: self.online(),
            ..TableSetup::default()
        };
        // The player's moves may come from the peg board or the e-board (online too: sent to
        // the server like typed ones, the opponent's moves guided on them to be replayed).
        open_boards(args, inbox, carrier, &mut setup)?;
        #[cfg(feature = "full")]
        if let Some(server) = &self.server {
            // Once the game has ended, `analyse` has the same engine judge it as offline.
            carrier.set_analyst(analyst_starter(args, inbox));
            server.open(inbox, carrier);
        }
        // A sealed table starts no engine (none would run: the kernel refuses any program).
        if !(self.online() || args.sealed || settings.sealed_by_file) {
            seat_engine(
                args,
                settings,
                inbox,
                carrier,
                session.engine_player(),
                &mut setup,
            );
        }
        if let Some(broadcast) = self.broadcast {
            carrier.set_broadcast(broadcast);
        }
        if let Some(link) = self.hall {
            carrier.set_hall(link);
        }
        // The braille display and listening follow every game, at the table or online.
        open_player_aids(args, settings, session, inbox, carrier, faces)?;
        if let Some(attestation) = self.sealed {
            carrier.set_attestation(attestation);
            setup.sealed = true;
        }
        Ok(setup)
    }
}

/// What the blind player brings to any table, offline or online: the braille display through
/// BRLTTY (`--braille` or the settings file, the player's side at the bottom of its board view)
/// and listening for spoken moves (`--listen`, `--push-to-talk`, `--listen-file`).
fn open_player_aids<I: Send + 'static>(
    args: &DeviceArgs,
    settings: &Settings,
    session: &Session,
    inbox: &Inbox<I>,
    carrier: &mut Carrier,
    faces: &mut Faces,
) -> Result<(), CliError> {
    if settings.braille {
        // A face beside the screen or line mode: shown every step, its keys read by it.
        let bottom = args.side.or(settings.blind).unwrap_or(Color::White);
        faces.seat(inbox, crate::braille_display::BOUND, |sink| {
            crate::braille_display::BrailleFace::new(
                Box::new(crate::braille_display::start(sink)),
                bottom,
            )
        });
    }
    super::hear_at_table::start_if_asked(args.listening(), settings, session, inbox, carrier)
}

/// Connects the boards asked for (`--board`, `--eboard`): their events go to `inbox`, their
/// links to the carrier, their kinds to `setup`. A board that does not open ends the command (the
/// player asked for it, and a new game's empty journal is removed).
fn open_boards<I: Send + 'static>(
    args: &DeviceArgs,
    inbox: &Inbox<I>,
    carrier: &mut Carrier,
    setup: &mut TableSetup,
) -> Result<(), CliError> {
    let boards = [
        (BoardRole::Blind, BoardProtocol::Peg, args.board.as_deref()),
        (
            BoardRole::Sighted,
            args.eboard
                .as_ref()
                .map_or(BoardProtocol::Dgt, |eboard| eboard.protocol),
            args.eboard.as_ref().and_then(|eboard| eboard.port()),
        ),
    ];
    // An e-board over Bluetooth LE: found by its name, address or service rather than a path.
    if let Some(eboard) = &args.eboard
        && let super::eboard_arg::EboardAt::Bluetooth(wanted) = &eboard.at
    {
        let role = BoardRole::Sighted;
        match crate::board::ble_board::BleBoard::open(
            eboard.protocol,
            wanted.clone(),
            inbox.board_sink(role),
        ) {
            Ok(link) => carrier.add_board(role, Box::new(link)),
            Err(error) => {
                carrier.discard_unused_journal();
                return Err(CliError::said(super::boards::not_reached(
                    eboard.protocol,
                    wanted,
                    &error,
                )));
            }
        }
        setup.boards.push(ConnectedBoard {
            role,
            protocol: eboard.protocol,
        });
    }
    for (role, protocol, path) in boards {
        let Some(path) = path else { continue };
        // Bounded: the link holds what it reads while the table is behind.
        let framing = args.eboard.as_ref().map(|e| e.framing).unwrap_or_default();
        let request = LinkRequest {
            protocol,
            path,
            framing,
        };
        let link = crate::board::open_link(request, inbox.board_sink(role)).map_err(|e| {
            let board = match role {
                BoardRole::Blind => "peg-board",
                BoardRole::Sighted => "e-board",
            };
            CliError::said(
                Message::new("cli-board-not-opened")
                    .said("board", Message::new(board))
                    .text("path", path.display().to_string())
                    .said("why", io_reason(&e)),
            )
        });
        let link = match link {
            Ok(link) => link,
            Err(error) => {
                carrier.discard_unused_journal();
                return Err(error);
            }
        };
        carrier.add_board(role, link);
        setup.boards.push(ConnectedBoard { role, protocol });
    }
    if let Some(path) = &args.opponent_output {
        let file = std::fs::OpenOptions::new()
            .append(true)
            .create(true)
            .open(path)
            .map_err(|e| {
                CliError::said(
                    Message::new("cli-opponent-output-not-opened")
                        .text("path", path.display().to_string())
                        .said("why", io_reason(&e)),
                )
            });
        match file {
            Ok(file) => carrier.set_opponent_output(file),
            Err(error) => {
                carrier.discard_unused_journal();
                return Err(error);
            }
        }
    }
    Ok(())
}

/// Starts the engine asked for (or the one a resumed game's journal records) and the one
/// `analyse` starts when asked; an engine that does not start is said, and the game is between
/// two players.
#[cfg(feature = "full")]
fn seat_engine<I: Send + 'static>(
    args: &DeviceArgs,
    settings: &Settings,
    inbox: &Inbox<I>,
    carrier: &mut Carrier,
    recorded: Option<&crate::core::session::EnginePlayer>,
    setup: &mut TableSetup,
) {
    carrier.set_analyst(analyst_starter(args, inbox));
    // A resumed engine game gets its engine back: the one its journal records, unless another
    // is named.
    let engine = args
        .engine
        .clone()
        .or_else(|| recorded.map(|player| player.path.clone().unwrap_or_default()));
    if let Some(engine) = &engine {
        let path = Some(PathBuf::from(engine)).filter(|p| !p.as_os_str().is_empty());
        // The engine takes the side the player does not: the blind player's, when only that is
        // named; a resumed game's engine keeps its side.
        let named = args.side.or(settings.blind);
        let side = match (named, recorded) {
            (None, Some(player)) if args.engine.is_none() => player.side,
            _ => !named.unwrap_or(Color::White),
        };
        let level = args
            .level
            .or_else(|| recorded.and_then(|player| player.level));
        setup.engine_player = Some(crate::core::session::EnginePlayer {
            side,
            level,
            // Written whole, so a resume from another folder finds the same program.
            path: path
                .as_ref()
                .map(|p| std::fs::canonicalize(p).unwrap_or_else(|_| p.clone()))
                .map(|p| p.display().to_string()),
        });
        let options = EngineOptions {
            level,
            ..EngineOptions::default()
        };
        let move_time_ms = args
            .engine_time
            .unwrap_or_else(|| move_time_for_level(level));
        setup.engine = Some(
            match UciEngine::start(path, &options, inbox.engine_sink()) {
                Ok(engine) => {
                    let name = engine.info().name.clone();
                    carrier.set_engine(Box::new(engine), side);
                    Ok(EngineSetup {
                        name,
                        side,
                        move_time_ms,
                    })
                }
                Err(error) => Err(crate::runtime::engine_trouble::engine_trouble(&error)),
            },
        );
    }
}

/// The recorder build has no engine (`--engine` is refused before the table opens).
#[cfg(not(feature = "full"))]
fn seat_engine<I: Send + 'static>(
    _args: &DeviceArgs,
    _settings: &Settings,
    _inbox: &Inbox<I>,
    _carrier: &mut Carrier,
    _recorded: Option<&crate::core::session::EnginePlayer>,
    _setup: &mut TableSetup,
) {
}

#[cfg(feature = "full")]
/// How `analyse` at the table starts its engine: the one named by `--engine` (else
/// Stockfish), at full strength on every core, its answers to the inbox.
fn analyst_starter<I: Send + 'static>(
    args: &DeviceArgs,
    inbox: &Inbox<I>,
) -> crate::runtime::analyst::AnalystStarter {
    let path = args
        .engine
        .as_ref()
        .map(PathBuf::from)
        .filter(|p| !p.as_os_str().is_empty());
    let inbox = inbox.clone();
    Box::new(move || {
        let options = EngineOptions {
            threads: std::thread::available_parallelism()
                .ok()
                .and_then(|n| u16::try_from(n.get()).ok()),
            ..EngineOptions::default()
        };
        UciEngine::start(path.clone(), &options, inbox.analyst_sink())
            .map(|engine| Box::new(engine) as Box<dyn MoveSource>)
    })
}

/// The game's server a table plays on: opened with the table's other devices
/// ([`super::devices::TableDevices`]).
#[cfg(feature = "full")]
pub(super) struct Server<'a> {
    pub(super) url: &'a str,
    pub(super) token: &'a str,
    pub(super) mode: &'a Mode,
}

#[cfg(feature = "full")]
impl Server<'_> {
    /// Starts the link to the server; its events go to `inbox`, the link to `carrier`. The
    /// server keeps the game; a copy of its record (and of its analysis) is kept here too, so it
    /// can be gone over later with `annabella review FILE`.
    pub(super) fn open<I: Send + 'static>(&self, inbox: &Inbox<I>, carrier: &mut Carrier) {
        if let Some(dir) = crate::journal::games_dir()
            && crate::journal::create_private_dir(&dir).is_ok()
        {
            let ms = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |since| since.as_millis());
            carrier.set_record_base(dir.join(format!("online-{ms}-{}", std::process::id())));
        }
        // The token is checked on the link's own thread: the table is open meanwhile, so the
        // player may leave while a server never answers; a refusal ends the table with the
        // server's word.
        let failed = {
            let url = self.url.to_owned();
            inbox.sink(move |error| Event::DeviceFailed(start_problem(&url, &error)))
        };
        let link = OnlineLink::start(
            BoardClient::new(self.url, self.token),
            self.mode,
            inbox.server_sink(),
            failed,
        );
        carrier.set_online(link);
    }
}

/// Why the game's server could not be had at the start, naming it.
#[cfg(feature = "full")]
fn start_problem(url: &str, error: &OnlineError) -> Message {
    tracing::warn!("{url}: {error}");
    let problem = match error {
        OnlineError::Unauthorized => Message::new("online-token-refused"),
        OnlineError::Refused { reason, .. } => {
            Message::new("online-request-refused").text("reason", reason.clone())
        }
        OnlineError::Busy { .. }
        | OnlineError::Unreachable(_)
        | OnlineError::Connection(_)
        | OnlineError::BadAnswer(_) => Message::new("online-unreachable"),
    };
    Message::new("cli-file-problem")
        .text("file", url.to_owned())
        .said("problem", problem)
}
