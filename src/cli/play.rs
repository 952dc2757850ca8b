//! `annabella play --plain`: the game in line mode (contract section 6), for screen readers,
//! braille displays and scripts.
//!
//! No escape sequences, no cursor movement: every utterance is one line on stdout, whatever the
//! speech engine. Lines are read from stdin on their own thread; the main loop sleeps until a
//! line arrives or the session's next clock announcement or flag is due, so an idle game costs
//! no CPU. Every decision is journaled (and synced) before it is said.

use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

use shakmaty::{CastlingMode, Color};

use crate::core::table::{JournalRepair, WriteProblem};
use crate::speech::SpeechService;

use crate::core::clock::TimeControlTag;
use crate::core::config::SpeechChoice;
use crate::core::game::Game;
use crate::core::phrasing::Style;
use crate::core::session::{Record, Session, SessionConfig};
use crate::journal::{self, Header, Journal, Saving};

use super::devices::{DeviceArgs, TableDevices};
use super::option_problem::{OptionProblem, number_between};
use super::settings::{self, Overrides};
use super::speech_setup;
use super::table_root::{Devices, FaceChoice, Left, ScreenSetup, TableParts, run_table_until_left};
use super::{CliError, Output, flag_problem, flag_says};
use crate::bounded_read::io_reason;
use crate::core::message::{Message, Said};
use crate::core::pgn::FenProblem;

#[derive(Debug, clap::Args)]
#[allow(clippy::struct_excessive_bools)] // command-line switches are naturally booleans
pub struct PlayArgs {
    /// Line mode for screen readers, braille and scripts: one utterance a line on stdout.
    #[arg(long)]
    pub(super) plain: bool,
    /// Line mode: wrap every utterance at N cells (a braille display's width), words kept whole.
    #[arg(long, value_name = "N", requires = "plain", value_parser = parse_width)]
    width: Option<u16>,
    /// Write to the braille display through BRLTTY (views the display's keys pan, routing keys
    /// that pick squares), in line mode and on the screen.
    #[arg(long)]
    braille: bool,
    /// Voice: fide (FIDE Appendix D, German; the default), en, fr, or a path to a voice pack.
    #[arg(long)]
    voice: Option<String>,
    /// Language of every sentence: en, fr, de, or one brought by a catalogue file (default: the
    /// settings file's `ui_language`, else the voice's). Moves and squares keep the voice's words.
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub(super) lang: Option<crate::core::language::UiLanguage>,
    /// short: like SAN; long: always the from-square and the captured piece.
    #[arg(long)]
    style: Option<Style>,
    /// Time control, e.g. 5400+30, 300d5, 40/5400+30:1800+30 (see `annabella clock --help`).
    #[arg(long, value_name = "SPEC")]
    pub(super) time: Option<String>,
    /// Complete each move at once (home practice) instead of waiting for the clock press.
    #[arg(long)]
    auto_press: bool,
    /// Who is at the keyboard: player (default), assistant (D.2.10), arbiter, or practice (one
    /// person at home: moves complete at once, `takeback` allowed).
    #[arg(long, value_name = "ROLE", value_parser = parse_role)]
    role: Option<crate::core::session::TableRole>,
    /// Speech: auto, tts, clips, text or none (default: text with --plain, else auto).
    #[arg(long, value_name = "ENGINE")]
    speech: Option<SpeechChoice>,
    /// Speech rate, 0.5 to 2.0 (1.0 normal).
    #[arg(long)]
    rate: Option<f32>,
    /// Speech volume, 0.0 to 1.0.
    #[arg(long)]
    volume: Option<f32>,
    /// Say seconds below one minute with tenths.
    #[arg(long)]
    tenths: bool,
    /// No short sounds for check, capture, illegal move, low time and flag.
    #[arg(long)]
    no_earcons: bool,
    /// Settings file (default: `$XDG_CONFIG_HOME/annabella/config.toml`).
    #[arg(long, value_name = "FILE")]
    pub(super) config: Option<PathBuf>,
    /// Play against a UCI engine (default: Stockfish); it takes the side you do not.
    #[arg(long, value_name = "PATH", num_args = 0..=1, default_missing_value = "")]
    pub(super) engine: Option<String>,
    /// The engine's strength, 1 (weakest) to 20 (full); each level has its own move time.
    #[arg(long, value_name = "1-20", value_parser = number_between(1u8, 20))]
    level: Option<u8>,
    /// How long the engine thinks about a move, in seconds (default: its level's, 0.75 to 5.5).
    #[arg(long, value_name = "SECONDS", value_parser = parse_engine_time)]
    engine_time: Option<u64>,
    /// Your side: white (the default) or black; the board is turned to it. Online challenges
    /// also take random.
    #[arg(long, value_parser = parse_side_choice)]
    pub(super) color: Option<SideChoice>,
    /// The visually impaired player's side: the talking clock follows their clock.
    #[arg(long, value_parser = parse_color)]
    blind: Option<Color>,
    /// White's name for the game's record (PGN, braille score sheet, greeting).
    #[arg(long, value_name = "NAME")]
    white: Option<String>,
    /// Black's name for the game's record.
    #[arg(long, value_name = "NAME")]
    black: Option<String>,
    /// The event (tournament) for the game's record.
    #[arg(long, value_name = "NAME")]
    event: Option<String>,
    /// Where the game is played, for the game's record.
    #[arg(long, value_name = "PLACE")]
    site: Option<String>,
    /// The round, for the game's record (e.g. 3, or 3.1 for board 1 of round 3).
    #[arg(long, value_name = "ROUND")]
    round: Option<String>,
    /// A sensing peg board on a serial port: `peg:/dev/ttyACM0` (see hardware/PROTOCOL.md).
    #[arg(long, value_name = "peg:PATH", value_parser = parse_board)]
    board: Option<PathBuf>,
    /// The sighted player's e-board on a serial port: `dgt:/dev/ttyUSB0`, a Millennium
    /// Chess Link board `millennium:/dev/ttyACM0` (8N1, parity checked by annabella) or
    /// `millennium-7o1:PATH` (7O1, parity checked by the serial driver); a Chessnut board on
    /// USB: `chessnut:/dev/hidraw3`; over Bluetooth LE: `chessnut:ble` or `millennium:ble`
    /// (the first board found), `chessnut:ble:NAME` or `chessnut:ble:ADDRESS` (that board).
    #[arg(long, value_name = "KIND:PATH", value_parser = super::eboard_arg::parse_eboard)]
    eboard: Option<super::eboard_arg::EboardArg>,
    /// Where the sighted player's e-board sentences go, one a line (a second terminal such as
    /// `/dev/pts/3`, or a file), so the blind player's screen reader does not read them; without
    /// it they are shown on the screen (in line mode: standard error).
    #[arg(long, value_name = "PATH")]
    opponent_output: Option<PathBuf>,
    /// Continue the most recent unfinished game, or the saved game ID (see `annabella games`).
    #[arg(long, value_name = "ID", num_args = 0..=1, default_missing_value = "", conflicts_with_all = ["fen", "chess960"])]
    pub(super) resume: Option<String>,
    /// Start from this position (FEN).
    #[arg(long)]
    pub(super) fen: Option<String>,
    /// Start from Chess960 position number N (0–959).
    #[arg(long, value_name = "N")]
    pub(super) chess960: Option<u32>,
    /// Serve the game live as PGN over HTTP (`GET /game.pgn`) for a tournament's broadcast:
    /// PORT on this machine only, or ADDR:PORT (`0.0.0.0:8080` for the whole network).
    #[arg(long, value_name = "[ADDR:]PORT")]
    pub(super) broadcast: Option<crate::broadcast::BroadcastAddr>,
    /// Join the hall of an event: the table's state goes to the arbiter's console through this
    /// MQTT broker (`annabella arbiter` prints its address and the event's password, given in
    /// the settings file's `[hall] password` or `ANNABELLA_HALL_PASSWORD`).
    #[arg(long, value_name = "mqtt://HOST[:PORT]")]
    pub(super) hall: Option<crate::hall::HallAddr>,
    /// This table's number in the hall (the board number the arbiter sees), 1 to 9999.
    #[arg(long, value_name = "N", value_parser = number_between(1u32, 9999))]
    pub(super) table: Option<u32>,
    /// Hear spoken moves through the microphone (the default capture device), in the voice's
    /// words; say "ja" or press Enter to confirm a move read back.
    #[arg(long)]
    listen: bool,
    /// Listen only after `talk` is typed, for one utterance each time (a noisy room).
    #[arg(long)]
    push_to_talk: bool,
    /// Hear these WAV files (16-bit PCM) instead of the microphone, one utterance each, in order
    /// (for tests and demonstrations); repeatable, or a comma-separated list.
    #[arg(long, value_name = "FILE.wav", value_delimiter = ',')]
    listen_file: Vec<PathBuf>,
    /// Seal the table for a rated game (the arbiter's set-up): before the clock starts the kernel
    /// (Landlock) stops annabella from running any program, opening a TCP connection, binding
    /// any port but the broadcast's, and writing outside its games folder; no engine, hints,
    /// analysis or online play; every action goes into a log chained by SHA-256 (`verify`).
    #[arg(long)]
    pub(super) sealed: bool,
    /// The full screen's options (without `--plain`).
    #[command(flatten)]
    pub(super) screen: crate::ui::TuiArgs,
    /// Online play (Lichess's Board API), with `--accept`, `--challenge` or `--seek`.
    #[command(flatten)]
    pub(super) online: super::online_args::OnlineArgs,
}

/// Seconds (up to three decimals) as milliseconds, 0.05 s to 600 s.
fn parse_engine_time(text: &str) -> Result<u64, OptionProblem> {
    let refused = || OptionProblem::new(Message::new("usage-give-engine-time"));
    let (whole, fraction) = text.trim().split_once('.').unwrap_or((text.trim(), ""));
    if fraction.len() > 3 || !fraction.chars().all(|c| c.is_ascii_digit()) {
        return Err(refused());
    }
    let seconds: u64 = whole.parse().map_err(|_| refused())?;
    let millis: u64 = format!("{fraction:0<3}").parse().map_err(|_| refused())?;
    let ms = seconds.saturating_mul(1000).saturating_add(millis);
    if (50..=600_000).contains(&ms) {
        Ok(ms)
    } else {
        Err(refused())
    }
}

// `--lang` is read where the run's language is fixed.
pub(super) use super::interface_language::parse_lang;
// Shared with `review` and `train`, which read the same options.
pub(super) use super::table_args::{parse_board, parse_color, parse_width};

/// The side asked for: one, or (in an online challenge) the server's random choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum SideChoice {
    Side(Color),
    Random,
}

impl SideChoice {
    /// The side, when one was named.
    pub(super) fn side(self) -> Option<Color> {
        match self {
            Self::Side(color) => Some(color),
            Self::Random => None,
        }
    }
}

fn parse_side_choice(text: &str) -> Result<SideChoice, OptionProblem> {
    if text.eq_ignore_ascii_case("random") {
        return Ok(SideChoice::Random);
    }
    parse_color(text).map(SideChoice::Side)
}

fn parse_role(text: &str) -> Result<crate::core::session::TableRole, OptionProblem> {
    text.parse().map_err(|_: crate::core::command::NotARole| {
        OptionProblem::new(Message::new("usage-not-a-role"))
    })
}

impl PlayArgs {
    /// The names given as flags, with what each names.
    fn names(&self) -> Vec<(crate::core::session::NameField, String)> {
        use crate::core::session::NameField;
        [
            (NameField::White, &self.white),
            (NameField::Black, &self.black),
            (NameField::Event, &self.event),
            (NameField::Site, &self.site),
            (NameField::Round, &self.round),
        ]
        .into_iter()
        .filter_map(|(field, value)| value.clone().map(|value| (field, value)))
        .collect()
    }

    /// `--listen`, `--push-to-talk` and `--listen-file`.
    /// The devices the flags ask for, opened in one place (`cli/devices.rs`).
    pub(super) fn devices(&self) -> DeviceArgs {
        DeviceArgs {
            board: self.board.clone(),
            eboard: self.eboard.clone(),
            opponent_output: self.opponent_output.clone(),
            engine: self.engine.clone(),
            level: self.level,
            engine_time: self.engine_time,
            side: self.color.and_then(SideChoice::side),
            sealed: self.sealed,
            listen: self.listen,
            push_to_talk: self.push_to_talk,
            listen_file: self.listen_file.clone(),
        }
    }

    pub(super) fn overrides(&self) -> Overrides {
        Overrides {
            voice: self.voice.clone(),
            style: self.style,
            time: self.time.clone(),
            auto_press: self.auto_press,
            speech: self.speech,
            rate: self.rate,
            volume: self.volume,
            no_earcons: self.no_earcons,
            blind: self.blind,
            tenths: self.tenths,
            lang: self.lang,
            config: self.config.clone(),
            role: self.role,
            width: self.width,
            braille: self.braille,
            listen: self.listen,
            names: self.names(),
        }
    }
}

pub fn run(args: &PlayArgs, out: Output) -> Result<(), CliError> {
    if !cfg!(feature = "full") && args.engine.is_some() {
        return Err(CliError::said(Message::new("recorder-no-engine")));
    }
    let mut settings = settings::resolve(&args.overrides(), args.plain)?;
    // Sealed first, on the only thread there is: every thread and device opened later is inside.
    let sealed = seal_table(args, &settings)?;
    // The broadcast's port is taken before any game is made: one in use leaves no game behind.
    let broadcast = args
        .broadcast
        .map(crate::broadcast::Broadcast::start)
        .transpose()
        .map_err(CliError::failed)?;
    // The hall first: a new game takes its names from the round's pairing.
    let hall = join_hall(args, &settings)?;
    if let Some(pairing) = hall
        .as_ref()
        .filter(|_| args.resume.is_none())
        .and_then(|link| link.pairing(PAIRING_WAIT))
    {
        take_pairing(args, &mut settings.names, &pairing);
    }
    let Opened {
        session,
        journal,
        base_ms,
        repaired,
        not_saving,
    } = open_game(args, &settings, sealed.as_ref())?;
    if journal.is_none() {
        super::warn("no HOME or XDG_DATA_HOME: this game will not be saved");
    }
    let face = if args.plain {
        FaceChoice::Line {
            out,
            width: settings.width,
            speech: speech_setup::start_line_speech(&settings, session.voice()),
        }
    } else {
        let bottom = args
            .color
            .and_then(SideChoice::side)
            .or(settings.blind)
            .unwrap_or(Color::White);
        FaceChoice::Screen(screen_setup(&args.screen, &settings, bottom, &session))
    };
    let attestation = sealed
        .as_ref()
        .map(|sealed| sealed.attestation(session.language()));
    let parts = TableParts {
        session,
        journal,
        earcons: settings.earcons,
        not_saving,
        base_ms,
    };
    let left = run_table_until_left(
        parts,
        face,
        OfferingTraining(TableDevices {
            args: args.devices(),
            settings: &settings,
            repaired,
            broadcast,
            hall,
            sealed: attestation,
            #[cfg(feature = "full")]
            server: None,
        }),
    )?;
    match left {
        Left::Quit => Ok(()),
        // Training in the same run, in the table's language, voice, speech and face.
        #[cfg(feature = "full")]
        Left::Training(input) => super::train::run_after_table(&settings, !args.plain, input),
        // The recorder build offers no training: the table never ends for it.
        #[cfg(not(feature = "full"))]
        Left::Training(_) => Ok(()),
    }
}

/// The table's devices, with `train` offered once the game has ended: the full build has the
/// training (the table refuses it on a sealed table).
struct OfferingTraining<D>(D);

impl<D: Devices> Devices for OfferingTraining<D> {
    fn seat<I: Send + 'static>(
        self,
        inbox: &crate::runtime::Inbox<I>,
        carrier: &mut crate::runtime::Carrier,
        faces: &mut crate::runtime::Faces,
        session: &Session,
    ) -> Result<crate::core::table::TableSetup, CliError> {
        let mut setup = self.0.seat(inbox, carrier, faces, session)?;
        setup.training = cfg!(feature = "full");
        Ok(setup)
    }
}

/// A table sealed for a rated game.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Sealed {
    /// Asked for by the settings file, not by `--sealed`: said at the start.
    by_file: bool,
}

impl Sealed {
    /// The build: `full`, or `recorder` (built without the engine, online and analysis code).
    fn build() -> &'static str {
        if cfg!(feature = "full") {
            "full"
        } else {
            "recorder"
        }
    }

    /// The build in the interface language's words.
    fn build_key() -> &'static str {
        if cfg!(feature = "full") {
            "seal-build-full"
        } else {
            "seal-build-recorder"
        }
    }

    /// What the journal's `seal` lines say of the process that plays.
    fn journal_words() -> String {
        format!(
            "annabella {} {} landlock",
            env!("CARGO_PKG_VERSION"),
            Self::build()
        )
    }

    /// The attestation said at the start and the end, in the table's language.
    fn attestation(
        &self,
        language: crate::core::language::UiLanguage,
    ) -> crate::runtime::Attestation {
        // The head is given as each sentence is said (the carrier knows it then).
        let sentence = |key: &'static str| {
            Message::new(key)
                .text("version", env!("CARGO_PKG_VERSION"))
                .said("build", Message::new(Self::build_key()))
        };
        crate::runtime::Attestation {
            language,
            preface: self.by_file.then(|| Message::new("seal-from-settings")),
            start: sentence("seal-attestation-start"),
            end: sentence("seal-attestation-end"),
            recorder: format!(
                "annabella {}, {} build, sealed",
                env!("CARGO_PKG_VERSION"),
                Self::build()
            ),
        }
    }
}

/// Seals the table when `--sealed` or the settings file asks: an engine is refused, then the
/// kernel seals the process (or says in one sentence why it cannot, and nothing starts).
fn seal_table(args: &PlayArgs, settings: &settings::Settings) -> Result<Option<Sealed>, CliError> {
    if !args.sealed && !settings.sealed_by_file {
        return Ok(None);
    }
    if args.engine.is_some() {
        return Err(CliError::said(
            Message::new("seal-refuses").said("what", Message::new("seal-refuses-engine")),
        ));
    }
    let games =
        journal::games_dir().ok_or_else(|| flag_says("--sealed", Message::new("games-nowhere")))?;
    journal::create_private_dir(&games).map_err(|e| {
        CliError::said(
            Message::new("cli-file-problem")
                .text("file", games.display().to_string())
                .said("problem", io_reason(&e)),
        )
    })?;
    let plan = crate::seal::SealPlan {
        writable: vec![games, std::env::temp_dir()],
        devices: args
            .board
            .iter()
            .cloned()
            .chain(
                args.eboard
                    .iter()
                    .filter_map(|eboard| eboard.port().map(PathBuf::from)),
            )
            .collect(),
        broadcast_port: args.broadcast.map(|addr| addr.0.port()),
        // A sealed table may report to the arbiter's hall: its broker's port, and no other.
        hall_port: hall_broker(args, settings)?.map(|broker| broker.port),
        programs: crate::companion::sealed_programs(),
    };
    crate::seal::seal(&plan).map_err(|error| {
        CliError::said(Message::new("seal-cannot").text("why", error.to_string()))
    })?;
    // The seal's proof for the tests: the kernel refuses, not this program.
    if let Some(program) = std::env::var_os(crate::seal::TRY_RUN_VARIABLE) {
        let program = PathBuf::from(program);
        let shown = program.display().to_string();
        super::warn(
            match crate::seal::try_run(&program) {
                Err(error) => Message::new("seal-exec-denied")
                    .text("program", shown)
                    .said("why", io_reason(&error)),
                Ok(_) => Message::new("seal-exec-allowed").text("program", shown),
            }
            .in_catalogue(super::interface_language::catalogue()),
        );
    }
    Ok(Some(Sealed {
        by_file: !args.sealed,
    }))
}

/// Whether the screen shows the screen reader's layout: asked for (flag, then file), else when
/// a screen reader runs.
fn reader_layout(
    screen: &crate::ui::TuiArgs,
    settings: &settings::Settings,
    reader_running: bool,
) -> bool {
    screen
        .screen_reader
        .or(settings.screen.screen_reader)
        .unwrap_or(reader_running)
}

/// Whether the full screen's table has no speech of its own because the screen reader's layout
/// turned it off (speech not named, no speech log): then no earcon is heard at the press either,
/// and the press is said in words (issue 34: the layout was silent at the press).
fn reader_silences_speech(screen: &crate::ui::TuiArgs, settings: &settings::Settings) -> bool {
    screen.speech_log.is_none()
        && settings.speech_named.is_none()
        && reader_layout(screen, settings, super::screen_reader::running().is_some())
}

/// Speech and view for the full screen: the screen reader's layout when asked for (flag, then
/// file) or when one runs, and then no speech of our own unless named. Speech never goes to
/// stdout here: `text` means the log on screen (or `--speech-log FILE`).
pub(super) fn screen_setup(
    screen: &crate::ui::TuiArgs,
    settings: &settings::Settings,
    bottom: Color,
    session: &Session,
) -> ScreenSetup {
    let flags = screen.view();
    let reader_running = super::screen_reader::running().is_some();
    let reader = reader_layout(screen, settings, reader_running);
    // A screen reader speaks the screen: our own speech would say everything twice, so it is
    // off unless named.
    let speech_choice = if reader && settings.speech_named.is_none() {
        SpeechChoice::None
    } else {
        settings.speech
    };
    let (speech, problem) = match (&screen.speech_log, speech_choice) {
        (Some(path), _) => split(speech_setup::start_speech_log(path)),
        (None, SpeechChoice::None) if reader => (None, None),
        (None, SpeechChoice::Text | SpeechChoice::None) => (
            None,
            Some(
                Message::new("screen-speech-off")
                    .said("reason", Message::new("screen-speech-chosen-off"))
                    .in_language(session.language()),
            ),
        ),
        (None, choice) => {
            let (service, notices) = speech_setup::start_speech(
                choice,
                &settings.voice_spec,
                session.voice(),
                settings.rate,
                settings.volume,
            );
            let problem = service.is_none().then(|| notices.join("; "));
            (service, problem)
        }
    };
    let view = crate::ui::ViewOptions {
        bottom,
        large: flags.large || settings.screen.large,
        high_contrast: flags.high_contrast || settings.screen.high_contrast,
        symbols: flags.symbols || settings.screen.symbols,
        layout: if reader {
            crate::ui::Layout::ScreenReader
        } else {
            crate::ui::Layout::Sighted
        },
        // A player with low vision keeps the board while a screen reader reads it.
        read_aloud: !reader && reader_running,
    };
    ScreenSetup {
        speech,
        problem,
        view,
    }
}

fn split<E: std::fmt::Display>(
    speech: Result<SpeechService, E>,
) -> (Option<SpeechService>, Option<String>) {
    match speech {
        Ok(service) => (Some(service), None),
        Err(problem) => (None, Some(problem.to_string())),
    }
}

/// How long a new game waits for its pairing from a broker that does not answer.
const PAIRING_WAIT: std::time::Duration = std::time::Duration::from_secs(3);

/// The round's pairing as the game's names: the round, the board and the players, except those
/// the command line names.
fn take_pairing(
    args: &PlayArgs,
    names: &mut crate::core::session::Names,
    pairing: &crate::hall::trf::Pairing,
) {
    use crate::core::session::NameField;
    let flagged = args.names();
    for (field, value) in [
        (NameField::White, pairing.white.clone()),
        (NameField::Black, pairing.black.clone()),
        (NameField::Round, pairing.round.to_string()),
        (NameField::Board, pairing.board.to_string()),
    ] {
        if !flagged.iter().any(|(given, _)| *given == field) {
            names.set(field, value);
        }
    }
}

/// The table's link to the hall, when a broker is named (`--hall`, or `[hall] broker`): it needs
/// the table's number.
/// The hall's broker, from the flag or the settings file; none when the table is not in a hall.
fn hall_broker(
    args: &PlayArgs,
    settings: &settings::Settings,
) -> Result<Option<crate::hall::address::HallAddr>, CliError> {
    Ok(match (&args.hall, &settings.hall.broker) {
        (Some(addr), _) => Some(addr.clone()),
        (None, Some(text)) => Some(text.parse().map_err(CliError::failed)?),
        (None, None) => None,
    })
}

fn join_hall(
    args: &PlayArgs,
    settings: &settings::Settings,
) -> Result<Option<crate::hall::publisher::HallLink>, CliError> {
    let Some(broker) = hall_broker(args, settings)? else {
        return Ok(None);
    };
    let table = args
        .table
        .or(settings.hall.table)
        .ok_or_else(|| CliError::said(crate::core::message::Message::new("option-hall-table")))?;
    let password = std::env::var(super::HALL_PASSWORD_VARIABLE)
        .ok()
        .filter(|p| !p.is_empty())
        .or_else(|| {
            settings
                .hall
                .password
                .as_ref()
                .map(|p| p.expose().to_owned())
        })
        .unwrap_or_default();
    crate::hall::publisher::HallLink::join(&broker, table, &password)
        .map(Some)
        .map_err(CliError::failed)
}

/// The game to play, ready for its table.
struct Opened {
    session: Session,
    journal: Option<Journal>,
    /// The instant the game's time continues from (0 for a new game).
    base_ms: u64,
    repaired: Option<JournalRepair>,
    /// Why the resumed game's journal cannot be written, said as the table opens.
    not_saving: Option<WriteProblem>,
}

/// The session to play: a new game with a new journal, or the most recent unfinished one.
fn open_game(
    args: &PlayArgs,
    settings: &settings::Settings,
    sealed: Option<&Sealed>,
) -> Result<Opened, CliError> {
    let config = SessionConfig {
        style: settings.style,
        time_control: settings.time_control.clone(),
        time_control_unknown: settings.time_control_unknown,
        auto_press: settings.auto_press,
        clock_speech: settings.clock_speech.clone(),
        role: settings.role,
        blind: settings.blind,
        // Where no click is heard (line mode, text speech), whose clock runs is said.
        press_words: args.plain
            || matches!(settings.speech, SpeechChoice::Text | SpeechChoice::None)
            || !settings.earcons
            // The screen reader's layout with no speech of ours plays no click either.
            || reader_silences_speech(&args.screen, settings),
        names: settings.names.clone(),
    };
    let voice = settings.voice.clone();
    let dir = journal::games_dir();
    if let Some(id) = &args.resume {
        return resume(dir.as_deref(), id, config, voice, sealed.is_some());
    }
    let game = starting_game(args)?;
    let header = Header {
        fen: game.fen(),
        castling_mode: game.castling_mode(),
        time_control: settings.time_spec.clone(),
    };
    let journal = match (dir.as_deref(), sealed) {
        (Some(dir), Some(_)) => Some(
            Journal::create_sealed(dir, &header, &Sealed::journal_words(), unix_ms())
                .map_err(CliError::failed)?,
        ),
        (Some(dir), None) => {
            Some(Journal::create(dir, &header, unix_ms()).map_err(CliError::failed)?)
        }
        (None, _) => None,
    };
    Ok(Opened {
        session: Session::new(config, voice, game, 0),
        journal,
        base_ms: 0,
        repaired: None,
        not_saving: None,
    })
}

/// The time control written in a journal: a SPEC, or PGN's `-` (no clock) or `?` (unknown).
fn parse_time(spec: Option<&str>) -> Result<Option<TimeControlTag>, CliError> {
    spec.map(|spec| {
        spec.parse::<TimeControlTag>()
            .map_err(|e| flag_problem("--time", spec, e.message()))
    })
    .transpose()
}

fn starting_game(args: &PlayArgs) -> Result<Game, CliError> {
    if let Some(fen) = &args.fen {
        return Game::from_fen(fen, None)
            .map_err(|_| flag_problem("--fen", fen, FenProblem::of(fen).message()));
    }
    if let Some(number) = args.chess960 {
        return Game::chess960(number).map_err(|_| {
            flag_problem(
                "--chess960",
                &number.to_string(),
                Message::new("cli-chess960-range"),
            )
        });
    }
    Ok(Game::new())
}

/// Continues a saved game: its journal locked, replayed, and cut after the last record that
/// fits the game (the journal as it was is kept beside it), so nothing appended now is lost on
/// the next resume.
fn resume(
    dir: Option<&std::path::Path>,
    id: &str,
    config: SessionConfig,
    voice: crate::core::voice::Voice,
    sealed: bool,
) -> Result<Opened, CliError> {
    let dir = dir.ok_or_else(|| flag_says("--resume", Message::new("games-nowhere")))?;
    // A game rescued to the temporary folder (its own could not be written) is found too.
    let dirs = journal::saved_game_dirs(dir);
    let chosen = if id.is_empty() {
        latest_resumable(&dirs, dir)?
    } else {
        journal::find_in(&dirs, id).map_err(|e| flag_problem("--resume", id, e.message()))?
    };
    let (path, stays) = journal::bring_home(&chosen.path, dir);
    if let Some(why) = stays {
        super::warn(format!(
            "this game continues in {}: {} cannot be written ({})",
            path.display(),
            dir.display(),
            crate::bounded_read::strip_os_code(&why)
        ));
    }
    let (mut journal, parsed) = Journal::open(&path).map_err(CliError::failed)?;
    sealed_alike(&journal, sealed)?;
    let replayed = journal::Replayed {
        path: path.clone(),
        version: parsed.version,
        header: parsed.header.clone(),
        records: parsed.records.clone(),
        damage: parsed.damage.clone(),
    };
    if replayed.is_finished() {
        return Err(flag_problem(
            "--resume",
            id,
            Message::new("cli-resume-finished").text(
                "file",
                replayed.path.with_extension("pgn").display().to_string(),
            ),
        ));
    }
    let mode = Some(replayed.header.castling_mode).filter(|m| *m == CastlingMode::Chess960);
    let game = Game::from_fen(&replayed.header.fen, mode.or(Some(CastlingMode::Standard)))
        .map_err(|_| {
            CliError::said(
                Message::new("cli-file-problem")
                    .text("file", replayed.path.display().to_string())
                    .said("problem", FenProblem::of(&replayed.header.fen).message()),
            )
        })?;
    let config = match parse_time(replayed.header.time_control.as_deref())? {
        // A journal from before time controls were written keeps the settings' control.
        None => config,
        Some(tag) => SessionConfig {
            time_control: tag.control().cloned(),
            time_control_unknown: tag == TimeControlTag::Unknown,
            ..config
        },
    };
    let mut session = Session::new(config, voice, game, 0);
    if replayed.version == 1 {
        session.start_clock_at_once(0);
    }
    let used = session.replay(&replayed.records);
    let repaired = journal
        .keep_records(&parsed, used)
        .map_err(CliError::failed)?
        .map(|repair| JournalRepair {
            line: repair.line,
            copy: repair.copy.display().to_string(),
        });
    let base_ms = replayed
        .records
        .iter()
        .take(used)
        .map(record_time)
        .max()
        .unwrap_or(0);
    // The game waits for its clock, even after a crash: the stop is recorded at the instant the
    // game stopped being played, so a later replay charges the same time.
    // The process that continues a sealed game says so in its log, sealed too.
    if sealed {
        journal.append_seal(&format!("{} resumed", Sealed::journal_words()));
    }
    let first_write = session
        .hold_clock(base_ms)
        .then(|| journal.append(&Record::Stopped { at_ms: base_ms }));
    // Writing that fails from the start (a full disk, a read-only folder) is told as the table
    // opens: every later write only reports that it still fails.
    let not_saving = match first_write {
        Some(Saving::StartedFailing(problem)) => Some(problem),
        _ => journal.take_untold(),
    };
    Ok(Opened {
        session,
        journal: Some(journal),
        base_ms,
        repaired,
        not_saving,
    })
}

/// A game is sealed from its start to its end, or not at all: a sealed game is continued only
/// sealed, and a game begun unsealed cannot be sealed half-way.
fn sealed_alike(journal: &Journal, sealed: bool) -> Result<(), CliError> {
    match (journal.is_sealed(), sealed) {
        (true, false) => Err(flag_says(
            "--resume",
            Message::new("seal-resume-needs-seal"),
        )),
        (false, true) => Err(flag_says(
            "--resume",
            Message::new("seal-resume-not-sealed"),
        )),
        _ => Ok(()),
    }
}

/// The most recent unfinished game in `dirs`. A newer journal that cannot be read is named,
/// and stops the resume: an older game is continued only when the player names it.
fn latest_resumable(
    dirs: &[PathBuf],
    games: &std::path::Path,
) -> Result<journal::Replayed, CliError> {
    let latest = journal::latest_unfinished(dirs).map_err(CliError::failed)?;
    match (latest.unreadable.first(), latest.game) {
        (None, Some(game)) => Ok(game),
        (None, None) => Err(flag_says(
            "--resume",
            Message::new("cli-resume-none").text("folder", games.display().to_string()),
        )),
        (Some(newest), None) => Err(flag_says(
            "--resume",
            Message::new("cli-resume-newest-only").said("why", newest.message()),
        )),
        (Some(newest), Some(older)) => Err(flag_says(
            "--resume",
            Message::new("cli-resume-newest-or-older")
                .said("why", newest.message())
                .text("id", journal::game_id(&older.path)),
        )),
    }
}

fn record_time(record: &Record) -> u64 {
    record.at_ms()
}

fn unix_ms() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis())
}

#[cfg(test)]
mod recorder_tests {
    use clap::Parser;

    use super::super::{Cli, Output, Subcommand};

    fn refusal(arguments: &[&str]) -> String {
        let Subcommand::Play(args) = Cli::try_parse_from(arguments).unwrap().command else {
            panic!("play");
        };
        let error = super::run(&args, Output::new(Box::new(std::io::sink()))).unwrap_err();
        error.to_string()
    }

    #[test]
    fn an_engine_is_refused_before_the_table_opens_when_sealed_or_in_the_recorder() {
        let refused = refusal(&["annabella", "play", "--plain", "--sealed", "--engine"]);
        assert!(
            refused == "--sealed: a sealed table refuses an engine"
                || refused == "this recorder build plays no engine: it is built for rated events",
            "{refused}"
        );
    }

    #[cfg(not(feature = "full"))]
    #[test]
    fn the_recorder_has_no_engine_and_no_analyse_command() {
        assert_eq!(
            refusal(&["annabella", "play", "--plain", "--engine"]),
            "this recorder build plays no engine: it is built for rated events"
        );
        assert!(Cli::try_parse_from(["annabella", "analyse", "game.pgn"]).is_err());
        assert!(Cli::try_parse_from(["annabella", "verify", "game-1"]).is_ok());
    }
}
