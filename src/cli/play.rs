//! `annabella play --plain`: the game in line mode (contract section 6), for screen readers,
//! braille displays and scripts.
//!
//! No escape sequences, no cursor movement: every utterance is one line on stdout, whatever the
//! speech engine. Lines are read from stdin on their own thread; the main loop sleeps until a
//! line arrives or the session's next clock announcement or flag is due, so an idle game costs
//! no CPU. Every decision is journaled (and synced) before it is said.

use std::io::BufRead;
use std::path::PathBuf;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{SystemTime, UNIX_EPOCH};

use std::collections::VecDeque;

use shakmaty::{CastlingMode, Color};

use crate::core::clock::TimeControl;
use crate::core::config::SpeechChoice;
use crate::core::game::Game;
use crate::core::phrasing::Style;
use crate::core::session::{Input, Record, Session, SessionConfig, is_command};
use crate::journal::{self, Header, Journal};

use super::settings::{self, Overrides};
use super::speech_setup;
use super::table::{BoardKind, LoopInput, Shown, Table, Timeline};
use super::{CliError, Output};

#[derive(Debug, clap::Args)]
#[allow(clippy::struct_excessive_bools)] // command-line switches are naturally booleans
pub struct PlayArgs {
    /// Line mode for screen readers, braille and scripts: one utterance a line on stdout.
    #[arg(long)]
    plain: bool,
    /// Voice: fide (FIDE Appendix D, German; the default), en, fr, or a path to a voice pack.
    #[arg(long)]
    voice: Option<String>,
    /// short: like SAN; long: always the from-square and the captured piece.
    #[arg(long)]
    style: Option<Style>,
    /// Time control, e.g. 5400+30, 300d5, 40/5400+30:1800+30 (see `annabella clock --help`).
    #[arg(long, value_name = "SPEC")]
    time: Option<String>,
    /// Complete each move at once (home practice) instead of waiting for the clock press.
    #[arg(long)]
    auto_press: bool,
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
    config: Option<PathBuf>,
    /// Play against a UCI engine (default: Stockfish); it takes the side you do not.
    #[arg(long, value_name = "PATH", num_args = 0..=1, default_missing_value = "")]
    engine: Option<String>,
    /// The engine's strength, 1 (weakest) to 20 (full).
    #[arg(long, value_name = "1-20", value_parser = clap::value_parser!(u8).range(1..=20))]
    level: Option<u8>,
    /// Your side: white (the default) or black; the board is turned to it.
    #[arg(long, value_parser = parse_color)]
    color: Option<Color>,
    /// The visually impaired player's side: the talking clock follows their clock.
    #[arg(long, value_parser = parse_color)]
    blind: Option<Color>,
    /// A sensing peg board on a serial port: `peg:/dev/ttyACM0` (see hardware/PROTOCOL.md).
    #[arg(long, value_name = "peg:PATH", value_parser = parse_board)]
    board: Option<PathBuf>,
    /// The sighted player's DGT e-board on a serial port: `dgt:/dev/ttyUSB0`.
    #[arg(long, value_name = "dgt:PATH", value_parser = parse_eboard)]
    eboard: Option<PathBuf>,
    /// Continue the most recent unfinished game, or the saved game ID (see `annabella games`).
    #[arg(long, value_name = "ID", num_args = 0..=1, default_missing_value = "", conflicts_with_all = ["fen", "chess960"])]
    resume: Option<String>,
    /// Start from this position (FEN).
    #[arg(long)]
    fen: Option<String>,
    /// Start from Chess960 position number N (0–959).
    #[arg(long, value_name = "N")]
    chess960: Option<u32>,
    /// The full screen's options (without `--plain`).
    #[command(flatten)]
    screen: crate::ui::TuiArgs,
}

fn parse_board(text: &str) -> Result<PathBuf, String> {
    match text.split_once(':') {
        Some(("peg", path)) if !path.is_empty() => Ok(PathBuf::from(path)),
        _ => Err(format!(
            "\"{text}\": give the board as peg:PATH, e.g. peg:/dev/ttyACM0"
        )),
    }
}

fn parse_eboard(text: &str) -> Result<PathBuf, String> {
    match text.split_once(':') {
        Some(("dgt", path)) if !path.is_empty() => Ok(PathBuf::from(path)),
        _ => Err(format!(
            "\"{text}\": give the e-board as dgt:PATH, e.g. dgt:/dev/ttyUSB0"
        )),
    }
}

fn parse_color(text: &str) -> Result<Color, String> {
    match text.to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        _ => Err(format!("\"{text}\" is not a side (white or black)")),
    }
}

impl PlayArgs {
    fn overrides(&self) -> Overrides {
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
            config: self.config.clone(),
        }
    }
}

pub fn run(args: &PlayArgs, out: &mut Output) -> Result<(), CliError> {
    let settings = settings::resolve(&args.overrides(), args.plain)?;
    let (session, journal, timeline) = open_game(args, &settings)?;
    if journal.is_none() {
        eprintln!("annabella: no HOME or XDG_DATA_HOME: this game will not be saved");
    }
    if !args.plain {
        return run_screen(args, &settings, session, journal, timeline);
    }
    let (speech, notices) = speech_setup::start_speech(
        settings.speech,
        &settings.voice_spec,
        session.voice(),
        settings.rate,
        settings.volume,
    );
    for notice in notices {
        eprintln!("annabella: {notice}");
    }
    let mut table = Table::new(session, timeline, journal, speech, settings.earcons);
    if table.session.has_sealed_move() {
        // Resuming an adjourned game: the envelope is opened first (Guidelines I.9).
        let shown = table.open_envelope()?;
        print(out, &shown)?;
    }
    let (sender, inbox) = mpsc::channel::<LoopInput>();
    if let Some(path) = &args.board {
        table
            .connect_board(BoardKind::Peg, path, sender.clone())
            .map_err(CliError::new)?;
    }
    if let Some(path) = &args.eboard {
        table
            .connect_board(BoardKind::Dgt, path, sender.clone())
            .map_err(CliError::new)?;
    }
    spawn_line_reader(sender.clone());
    if let Some(engine) = &args.engine {
        let path = Some(PathBuf::from(engine)).filter(|p| !p.as_os_str().is_empty());
        let side = !args.color.unwrap_or(Color::White);
        let strings = table.session.strings();
        let line = match table.start_engine(path, args.level, side, sender.clone()) {
            Ok(name) => {
                let words = table.session.voice().clock_words();
                let side_name = if side == Color::White {
                    &words.white
                } else {
                    &words.black
                };
                strings
                    .engine_plays
                    .replace("{name}", &name)
                    .replace("{side}", side_name)
            }
            Err(reason) => strings.engine_failed.replace("{reason}", &reason),
        };
        show(&mut table, out, Input::Wake, Some(line))?;
    }
    drop(sender);
    let result = game_loop(&mut table, &inbox, out);
    let saved = table.save_pgn().map(|_| ());
    table.finish_speech(speech_setup::FINAL_SPEECH_LIMIT);
    result.and(saved)
}

/// The full-screen table. Speech never goes to stdout here: `text` means the log on screen (or
/// `--speech-log FILE`).
fn run_screen(
    args: &PlayArgs,
    settings: &settings::Settings,
    mut session: Session,
    mut journal: Option<Journal>,
    timeline: Timeline,
) -> Result<(), CliError> {
    if args.board.is_some() || args.eboard.is_some() {
        return Err(CliError::new(
            "--board and --eboard work in line mode for now: use `annabella play --plain`",
        ));
    }
    let speech = match (&args.screen.speech_log, settings.speech) {
        (Some(path), _) => crate::ui::start_speech(session.voice(), Some(path)),
        (None, SpeechChoice::Text | SpeechChoice::None) => Err("speech is off".to_owned()),
        (None, choice) => {
            let (service, notices) = speech_setup::start_speech(
                choice,
                &settings.voice_spec,
                session.voice(),
                settings.rate,
                settings.volume,
            );
            service.ok_or_else(|| notices.join("; "))
        }
    };
    let flags = args.screen.view();
    let view = crate::ui::ViewOptions {
        bottom: args.color.or(args.blind).unwrap_or(Color::White),
        large: flags.large || settings.screen.large,
        high_contrast: flags.high_contrast || settings.screen.high_contrast,
        symbols: flags.symbols || settings.screen.symbols,
    };
    let engine = args
        .engine
        .as_deref()
        .map(|path| start_screen_engine(path, args));
    let now_ms = || timeline.now_ms();
    let played = crate::ui::run_with_speech(
        &mut session,
        journal.as_mut(),
        &now_ms,
        speech,
        view,
        engine,
    );
    let table = Table::new(session, timeline, journal, None, false);
    let saved = table.save_pgn().map(|_| ());
    played.map_err(|e| CliError::new(e.to_string())).and(saved)
}

/// Starts the engine for the screen; a failure is said on the screen and the game is between
/// two players.
fn start_screen_engine(
    path: &str,
    args: &PlayArgs,
) -> Result<
    (
        crate::engine::Seat,
        mpsc::Receiver<crate::engine::EngineEvent>,
    ),
    String,
> {
    let path = Some(PathBuf::from(path)).filter(|p| !p.as_os_str().is_empty());
    let side = !args.color.or(args.blind).unwrap_or(Color::White);
    let options = crate::engine::EngineOptions {
        level: args.level,
        ..crate::engine::EngineOptions::default()
    };
    let (sender, events) = mpsc::channel();
    let engine =
        crate::engine::UciEngine::start(path, &options, sender).map_err(|e| e.to_string())?;
    Ok((crate::engine::Seat::new(Box::new(engine), side), events))
}

/// Lines, engine answers and clock wake-ups, in order, until the input ends or the player quits.
/// While the engine thinks, typed lines wait: they were typed for the position after its move.
fn game_loop(
    table: &mut Table,
    inbox: &mpsc::Receiver<LoopInput>,
    out: &mut Output,
) -> Result<(), CliError> {
    let mut held: VecDeque<String> = VecDeque::new();
    let mut input_closed = false;
    loop {
        while let Some(line) = held.front() {
            if table.engine_thinking() || table.wants_to_quit() {
                break;
            }
            if table.engine_waits_for_press() && !is_command(line) {
                // A move typed before pressing: the press is implied, the engine moves first,
                // and the typed move is for the position after its reply.
                show(table, out, Input::Press, None)?;
                continue;
            }
            if let Some(line) = held.pop_front() {
                show(table, out, Input::Line(line), None)?;
            }
        }
        if table.wants_to_quit() || (input_closed && held.is_empty() && !table.engine_busy()) {
            return Ok(());
        }
        let message = match table.next_wait() {
            Some(wait) => match inbox.recv_timeout(wait) {
                Ok(message) => Some(message),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => return Ok(()),
            },
            None => match inbox.recv() {
                Ok(message) => Some(message),
                Err(_) => return Ok(()),
            },
        };
        match message {
            None => show(table, out, Input::Wake, None)?,
            Some(LoopInput::Line(Ok(line)))
                if table.engine_waits_for_press() && !is_command(&line) =>
            {
                // A move typed before pressing: the press is implied, the engine moves first,
                // and the typed move is for the position after its reply.
                show(table, out, Input::Press, None)?;
                held.push_back(line);
            }
            Some(LoopInput::Line(Ok(line))) if table.engine_thinking() => held.push_back(line),
            Some(LoopInput::Line(Ok(line))) => show(table, out, Input::Line(line), None)?,
            Some(LoopInput::Line(Err(problem))) => return Err(CliError::new(problem)),
            Some(LoopInput::Closed) => input_closed = true,
            Some(LoopInput::Board(kind, stamped)) => {
                let shown = table.board_event(kind, stamped)?;
                print(out, &shown)?;
            }
            Some(LoopInput::Engine(event)) => {
                let shown = table.engine_event(event)?;
                print(out, &shown)?;
            }
        }
    }
}

/// Handles `input` (after saying `first`, if any) and prints what was said.
fn show(
    table: &mut Table,
    out: &mut Output,
    input: Input,
    first: Option<String>,
) -> Result<(), CliError> {
    if let Some(line) = first {
        out.line(&line)?;
    }
    let shown = table.input(input)?;
    print(out, &shown)
}

fn print(out: &mut Output, shown: &Shown) -> Result<(), CliError> {
    for line in &shown.said {
        out.line(line)?;
    }
    for notice in &shown.notices {
        eprintln!("annabella: {notice}");
    }
    out.flush()
}

/// The session to play: a new game with a new journal, or the most recent unfinished one.
fn open_game(
    args: &PlayArgs,
    settings: &settings::Settings,
) -> Result<(Session, Option<Journal>, Timeline), CliError> {
    let config = SessionConfig {
        style: settings.style,
        time_control: settings.time_control.clone(),
        auto_press: settings.auto_press,
        clock_speech: settings.clock_speech.clone(),
        ui_language: settings.ui_language,
    };
    let voice = settings.voice.clone();
    let dir = journal::games_dir();
    if let Some(id) = &args.resume {
        return resume(dir.as_deref(), id, config, voice);
    }
    let game = starting_game(args)?;
    let header = Header {
        fen: game.fen(),
        castling_mode: game.castling_mode(),
        time_control: settings.time_spec.clone(),
    };
    let journal = match dir.as_deref() {
        Some(dir) => Some(
            Journal::create(dir, &header, unix_ms()).map_err(|e| CliError::new(e.to_string()))?,
        ),
        None => None,
    };
    Ok((
        Session::new(config, voice, game, 0),
        journal,
        Timeline::starting_at(0),
    ))
}

/// Reads stdin lines on a thread; an unreadable line ends the game with its line number.
fn spawn_line_reader(sender: mpsc::Sender<LoopInput>) {
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        for (index, line) in stdin.lock().lines().enumerate() {
            let item = line.map_err(|e| format!("standard input line {}: {e}", index + 1));
            let stop = item.is_err();
            if sender.send(LoopInput::Line(item)).is_err() || stop {
                return;
            }
        }
        let _ = sender.send(LoopInput::Closed);
    });
}

fn parse_time(spec: Option<&str>) -> Result<Option<TimeControl>, CliError> {
    spec.map(|spec| {
        spec.parse::<TimeControl>()
            .map_err(|e| CliError::new(format!("--time {spec}: {e}")))
    })
    .transpose()
}

fn starting_game(args: &PlayArgs) -> Result<Game, CliError> {
    if let Some(fen) = &args.fen {
        return Game::from_fen(fen, None).map_err(|e| CliError::new(format!("--fen: {e}")));
    }
    if let Some(number) = args.chess960 {
        return Game::chess960(number).map_err(|e| CliError::new(format!("--chess960: {e}")));
    }
    Ok(Game::new())
}

fn resume(
    dir: Option<&std::path::Path>,
    id: &str,
    config: SessionConfig,
    voice: crate::core::voice::Voice,
) -> Result<(Session, Option<Journal>, Timeline), CliError> {
    let dir = dir.ok_or_else(|| CliError::new("--resume: no HOME or XDG_DATA_HOME to look in"))?;
    let replayed = if id.is_empty() {
        journal::latest_unfinished(dir)
            .map_err(|e| CliError::new(e.to_string()))?
            .ok_or_else(|| {
                CliError::new(format!("--resume: no unfinished game in {}", dir.display()))
            })?
    } else {
        let replayed =
            journal::find(dir, id).map_err(|e| CliError::new(format!("--resume {id}: {e}")))?;
        if replayed.is_finished() {
            return Err(CliError::new(format!(
                "--resume {id}: that game is finished (its record is {})",
                replayed.path.with_extension("pgn").display()
            )));
        }
        replayed
    };
    let mode = Some(replayed.header.castling_mode).filter(|m| *m == CastlingMode::Chess960);
    let game = Game::from_fen(&replayed.header.fen, mode.or(Some(CastlingMode::Standard)))
        .map_err(|e| CliError::new(format!("{}: {e}", replayed.path.display())))?;
    let config = SessionConfig {
        time_control: parse_time(replayed.header.time_control.as_deref())?
            .or(config.time_control.clone()),
        ..config
    };
    let mut session = Session::new(config, voice, game, 0);
    let used = session.replay(&replayed.records);
    if used < replayed.records.len() {
        eprintln!(
            "annabella: {}: record {} does not fit the game; resuming from the record before it",
            replayed.path.display(),
            used + 1
        );
    }
    if let Some((line, problem)) = &replayed.damaged_at {
        eprintln!(
            "annabella: {}: line {line}: {problem}; resuming from the line before it",
            replayed.path.display()
        );
    }
    let base_ms = replayed
        .records
        .iter()
        .take(used)
        .map(record_time)
        .max()
        .unwrap_or(0);
    let journal = Journal::reopen(&replayed.path).map_err(|e| CliError::new(e.to_string()))?;
    Ok((session, Some(journal), Timeline::starting_at(base_ms)))
}

fn record_time(record: &Record) -> u64 {
    match record {
        Record::Move { at_ms, .. }
        | Record::Press { at_ms }
        | Record::TakeBack { at_ms }
        | Record::DrawOffer { at_ms, .. }
        | Record::TimeAdded { at_ms, .. }
        | Record::Sealed { at_ms, .. }
        | Record::End { at_ms, .. } => *at_ms,
    }
}

fn unix_ms() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis())
}
