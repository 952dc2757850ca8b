//! `annabella play --plain`: the game in line mode (contract section 6), for screen readers,
//! braille displays and scripts.
//!
//! No escape sequences, no cursor movement: every utterance is one line on stdout, whatever the
//! speech engine. Lines are read from stdin on their own thread; the main loop sleeps until a
//! line arrives or the session's next clock announcement or flag is due, so an idle game costs
//! no CPU. Every decision is journaled (and synced) before it is said.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use shakmaty::CastlingMode;

use crate::core::clock::TimeControl;
use crate::core::clock_speech::SecondsStyle;
use crate::core::game::Game;
use crate::core::pgn::write_pgn;
use crate::core::phrasing::Style;
use crate::core::session::{Effect, Input, Record, Session, SessionConfig};
use crate::journal::{self, Header, Journal};

use super::voice_arg::load_voice;
use super::{CliError, Output};

#[derive(Debug, clap::Args)]
#[allow(clippy::struct_excessive_bools)] // command-line switches are naturally booleans
pub struct PlayArgs {
    /// Line mode for screen readers, braille and scripts: one utterance a line on stdout.
    #[arg(long)]
    plain: bool,
    /// Voice: fide (FIDE Appendix D, German; the default), en, fr, or a path to a voice pack.
    #[arg(long, default_value = "fide")]
    voice: String,
    /// short: like SAN; long: always the from-square and the captured piece.
    #[arg(long, default_value = "short")]
    style: Style,
    /// Time control, e.g. 5400+30, 300d5, 40/5400+30:1800+30 (see `annabella clock --help`).
    #[arg(long, value_name = "SPEC")]
    time: Option<String>,
    /// Complete each move at once (home practice) instead of waiting for the clock press.
    #[arg(long)]
    auto_press: bool,
    /// Continue the most recent unfinished game.
    #[arg(long, conflicts_with_all = ["fen", "chess960"])]
    resume: bool,
    /// Start from this position (FEN).
    #[arg(long)]
    fen: Option<String>,
    /// Start from Chess960 position number N (0–959).
    #[arg(long, value_name = "N")]
    chess960: Option<u32>,
    /// Say seconds below one minute with tenths.
    #[arg(long)]
    tenths: bool,
    /// The full screen's options (without `--plain`).
    #[command(flatten)]
    screen: crate::ui::TuiArgs,
}

/// The game's clock origin: instants are milliseconds since the session began, continued after
/// a resume from the journal's last instant.
struct Timeline {
    started: Instant,
    base_ms: u64,
}

impl Timeline {
    fn now_ms(&self) -> u64 {
        self.base_ms
            .saturating_add(u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX))
    }
}

pub fn run(args: &PlayArgs, out: &mut Output) -> Result<(), CliError> {
    let voice = load_voice(&args.voice)?;
    let config = SessionConfig {
        style: args.style,
        time_control: parse_time(args.time.as_deref())?,
        auto_press: args.auto_press,
        seconds: if args.tenths {
            SecondsStyle::Tenths
        } else {
            SecondsStyle::Whole
        },
        ..SessionConfig::default()
    };
    let dir = journal::games_dir();
    let (mut session, mut journal, timeline) = if args.resume {
        resume(dir.as_deref(), config, voice)?
    } else {
        let game = starting_game(args)?;
        let timeline = Timeline {
            started: Instant::now(),
            base_ms: 0,
        };
        let header = Header {
            fen: game.fen(),
            castling_mode: game.castling_mode(),
            time_control: args.time.clone(),
        };
        let journal = match dir.as_deref() {
            Some(dir) => Some(
                Journal::create(dir, &header, unix_ms())
                    .map_err(|e| CliError::new(e.to_string()))?,
            ),
            None => None,
        };
        (Session::new(config, voice, game, 0), journal, timeline)
    };
    if journal.is_none() {
        eprintln!("annabella: no HOME or XDG_DATA_HOME: this game will not be saved");
    }
    if !args.plain {
        let now_ms = || timeline.now_ms();
        let played = crate::ui::run(&mut session, journal.as_mut(), &now_ms, &args.screen);
        save(&session, journal.as_ref())?;
        return played.map_err(|e| CliError::new(e.to_string()));
    }

    let lines = spawn_line_reader();
    let mut last_said: Option<String> = None;
    loop {
        let wait = session
            .next_wake()
            .map(|wake| Duration::from_millis(wake.saturating_sub(timeline.now_ms())));
        let input = match wait {
            Some(wait) => match lines.recv_timeout(wait) {
                Ok(line) => Some(line),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => break,
            },
            None => match lines.recv() {
                Ok(line) => Some(line),
                Err(_) => break,
            },
        };
        let event = match input {
            Some(Ok(line)) => Input::Line(line),
            Some(Err(problem)) => {
                save(&session, journal.as_ref())?;
                return Err(CliError::new(problem));
            }
            None => Input::Wake,
        };
        let effects = session.handle(timeline.now_ms(), event);
        if carry_out(effects, journal.as_mut(), out, &mut last_said)? {
            break;
        }
    }
    save(&session, journal.as_ref())
}

/// Carries out effects in order; true when the player asked to quit.
fn carry_out(
    effects: Vec<Effect>,
    journal: Option<&mut Journal>,
    out: &mut Output,
    last_said: &mut Option<String>,
) -> Result<bool, CliError> {
    let mut journal = journal;
    let mut quit = false;
    for effect in effects {
        match effect {
            Effect::Record(record) => {
                if let Some(journal) = journal.as_deref_mut() {
                    journal
                        .append(&record)
                        .map_err(|e| CliError::new(e.to_string()))?;
                }
            }
            Effect::Say(utterance) => {
                out.line(&utterance.text)?;
                *last_said = Some(utterance.text);
            }
            Effect::RepeatLast => {
                if let Some(text) = last_said.as_deref() {
                    out.line(text)?;
                }
            }
            Effect::Quit => quit = true,
        }
    }
    out.flush()?;
    Ok(quit)
}

/// Reads stdin lines on a thread; an unreadable line ends the game with its line number.
fn spawn_line_reader() -> mpsc::Receiver<Result<String, String>> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        for (index, line) in stdin.lock().lines().enumerate() {
            let item = line.map_err(|e| format!("standard input line {}: {e}", index + 1));
            let stop = item.is_err();
            if sender.send(item).is_err() || stop {
                break;
            }
        }
    });
    receiver
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
    config: SessionConfig,
    voice: crate::core::voice::Voice,
) -> Result<(Session, Option<Journal>, Timeline), CliError> {
    let dir = dir.ok_or_else(|| CliError::new("--resume: no HOME or XDG_DATA_HOME to look in"))?;
    let replayed = journal::latest_unfinished(dir)
        .map_err(|e| CliError::new(e.to_string()))?
        .ok_or_else(|| {
            CliError::new(format!("--resume: no unfinished game in {}", dir.display()))
        })?;
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
    Ok((
        session,
        Some(journal),
        Timeline {
            started: Instant::now(),
            base_ms,
        },
    ))
}

fn record_time(record: &Record) -> u64 {
    match record {
        Record::Move { at_ms, .. }
        | Record::Press { at_ms }
        | Record::TakeBack { at_ms }
        | Record::DrawOffer { at_ms, .. }
        | Record::TimeAdded { at_ms, .. }
        | Record::End { at_ms, .. } => *at_ms,
    }
}

/// Writes the game as PGN beside its journal (atomically).
fn save(session: &Session, journal: Option<&Journal>) -> Result<(), CliError> {
    let Some(journal) = journal else {
        return Ok(());
    };
    let game = session.game();
    let result = game
        .ending()
        .map_or("*".to_owned(), |e| e.result.to_string());
    let mut tags = vec![("Event".to_owned(), "annabella game".to_owned())];
    tags.push(("Result".to_owned(), result.clone()));
    let pgn = write_pgn(
        &tags,
        game.start(),
        game.castling_mode(),
        &game.moves(),
        None,
        &result,
    );
    let path: PathBuf = journal.path().with_extension("pgn");
    journal::write_atomically(&path, pgn.as_bytes()).map_err(|e| CliError::new(e.to_string()))?;
    let _ = std::io::stderr().flush();
    Ok(())
}

fn unix_ms() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis())
}
