//! The terminal side of the screen: raw mode and the alternate screen (restored on every exit,
//! panics included), the event loop, speech, and the entry point `annabella play` calls.
//!
//! The loop sleeps until a key arrives or something is due by itself: the session's next clock
//! announcement or flag, or the running clock's display (once a second, ten times a second
//! under ten seconds). Without a running clock it blocks on the keyboard and costs nothing.
//! Nothing is printed to stdout or stderr while the screen is up: notices go to the log.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::mpsc::Receiver;
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::event::{self, Event, KeyEventKind};
use shakmaty::Color;

use crate::core::session::Session;
use crate::core::voice::Voice;
use crate::engine::{EngineEvent, Seat};
use crate::journal::Journal;
use crate::speech::{SpeechEngine, SpeechService, TextEngine, TtsEngine};

use super::app::{App, ViewOptions};
use super::view;

/// How long, on leaving, speech may take to finish what it is saying.
const FINAL_SPEECH: Duration = Duration::from_secs(3);

/// The screen's own options on the `play` command line.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct TuiArgs {
    /// Large print: each square 5 cells wide and 3 rows high.
    #[arg(long)]
    pub large: bool,
    /// High contrast: black and white squares, bold text.
    #[arg(long)]
    pub high_contrast: bool,
    /// Chess symbols (♔ ♚) instead of letters on the board and the score sheet.
    #[arg(long)]
    pub symbols: bool,
    /// Write everything said to FILE, one line each, instead of the speech server (no audio).
    #[arg(long, value_name = "FILE")]
    pub speech_log: Option<PathBuf>,
}

impl TuiArgs {
    pub fn view(&self) -> ViewOptions {
        ViewOptions {
            bottom: Color::White,
            large: self.large,
            high_contrast: self.high_contrast,
            symbols: self.symbols,
        }
    }
}

/// Why the screen stopped early: the terminal failed, or the journal could not be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TuiError(pub String);

impl fmt::Display for TuiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TuiError {}

fn terminal_error(error: impl fmt::Display) -> TuiError {
    TuiError(format!("terminal: {error}"))
}

/// Runs the game on the screen until the player leaves. `now_ms` reads the session's timeline
/// (milliseconds, never going back). Speech follows `args`: the speech server for the voice's
/// language, or `--speech-log FILE`. The caller saves the game afterwards.
pub fn run(
    session: &mut Session,
    journal: Option<&mut Journal>,
    now_ms: &dyn Fn() -> u64,
    args: &TuiArgs,
) -> Result<(), TuiError> {
    let speech = start_speech(session.voice(), args.speech_log.as_deref());
    run_with_speech(session, journal, now_ms, speech, args.view(), None)
}

/// Starts speech for the screen: a text engine on `log` if given, else the speech server for
/// the voice's language (waiting at most [`TtsEngine::AUTO_LIMIT`]). `Err` says why there is
/// none; the screen then shows that and goes on silently.
pub fn start_speech(voice: &Voice, log: Option<&Path>) -> Result<SpeechService, String> {
    let engine: Box<dyn SpeechEngine> = match log {
        Some(path) => {
            let file = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            Box::new(TextEngine::new(Box::new(file)))
        }
        None => Box::new(
            TtsEngine::connect(voice.language(), TtsEngine::AUTO_LIMIT)
                .map_err(|e| e.to_string())?,
        ),
    };
    SpeechService::start(engine, None).map_err(|e| e.to_string())
}

/// [`run`] with speech already chosen (`Err`: no speech, and why).
pub fn run_with_speech(
    session: &mut Session,
    journal: Option<&mut Journal>,
    now_ms: &dyn Fn() -> u64,
    speech: Result<SpeechService, String>,
    view: ViewOptions,
    engine: Option<Result<(Seat, Receiver<EngineEvent>), String>>,
) -> Result<(), TuiError> {
    let (speech, problem) = match speech {
        Ok(service) => (Some(service), None),
        Err(problem) => (None, Some(problem)),
    };
    let mut app = App::new(session, journal, speech, view, now_ms());
    if let Some(problem) = problem {
        let text = app.words().speech_off.replace("{reason}", &problem);
        app.show_notice(text);
    }
    let engine_events = match engine {
        Some(Ok((seat, events))) => {
            app.set_engine(seat);
            Some(events)
        }
        Some(Err(reason)) => {
            app.engine_unavailable(&reason);
            None
        }
        None => None,
    };
    let result = {
        // `try_init` installs a panic hook that restores the terminal; the guard restores it
        // on every other way out.
        let _restore = Restore;
        let mut terminal = ratatui::try_init().map_err(terminal_error)?;
        run_loop_with_engine(
            &mut terminal,
            &mut app,
            &mut TerminalEvents,
            now_ms,
            engine_events.as_ref(),
        )
    };
    if let Some(speech) = app.into_speech() {
        speech.flush(FINAL_SPEECH);
    }
    result
}

/// Leaves raw mode and the alternate screen when dropped.
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        // Nothing useful to do if restoring fails; the shell's `reset` still works.
        let _ = ratatui::try_restore();
    }
}

/// Where the loop gets terminal events.
pub trait Events {
    /// The next event, waiting at most `timeout` (`None`: as long as it takes); `Ok(None)` when
    /// the time ran out.
    fn next(&mut self, timeout: Option<Duration>) -> io::Result<Option<Event>>;
}

/// The real terminal's events (crossterm).
#[derive(Debug)]
pub struct TerminalEvents;

impl Events for TerminalEvents {
    fn next(&mut self, timeout: Option<Duration>) -> io::Result<Option<Event>> {
        match timeout {
            Some(timeout) => {
                if event::poll(timeout)? {
                    event::read().map(Some)
                } else {
                    Ok(None)
                }
            }
            None => event::read().map(Some),
        }
    }
}

/// The event loop, over any backend: draw, sleep until a key or the next thing due, handle it.
/// Tests run it on a `TestBackend` with scripted events and a scripted clock.
pub fn run_loop<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App<'_>,
    events: &mut dyn Events,
    now_ms: &dyn Fn() -> u64,
) -> Result<(), TuiError> {
    run_loop_with_engine(terminal, app, events, now_ms, None)
}

/// How often the loop looks for an engine's answer while one is due.
const ENGINE_POLL: Duration = Duration::from_millis(50);

/// The event loop with an engine's answers arriving on `engine_events`.
pub fn run_loop_with_engine<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App<'_>,
    events: &mut dyn Events,
    now_ms: &dyn Fn() -> u64,
    engine_events: Option<&Receiver<EngineEvent>>,
) -> Result<(), TuiError> {
    loop {
        if let Some(engine_events) = engine_events {
            while let Ok(event) = engine_events.try_recv() {
                app.engine_event(event, now_ms());
            }
        }
        app.tick(now_ms());
        terminal
            .draw(|frame| view::draw(app, frame))
            .map_err(terminal_error)?;
        if app.should_quit() {
            break;
        }
        let mut timeout = app.sleep_ms(now_ms()).map(Duration::from_millis);
        if engine_events.is_some() && app.engine_busy() {
            timeout = Some(timeout.map_or(ENGINE_POLL, |t| t.min(ENGINE_POLL)));
        }
        match events.next(timeout).map_err(terminal_error)? {
            Some(Event::Key(key)) if key.kind == KeyEventKind::Press => {
                app.on_key(key, now_ms());
            }
            // A resize or anything else: the next turn of the loop redraws.
            _ => {}
        }
    }
    match app.failure() {
        Some(failure) => Err(TuiError(failure.to_owned())),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;
    use std::collections::VecDeque;
    use std::rc::Rc;

    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

    use super::*;
    use crate::core::clock::TimeControl;
    use crate::core::game::Game;
    use crate::core::session::SessionConfig;

    /// Terminal events at set instants, on a clock the test owns: a wait that ends before the
    /// next event times out and moves the clock to its end, as the real terminal would.
    struct Script {
        events: VecDeque<(u64, Event)>,
        now: Rc<Cell<u64>>,
        waits: Vec<Option<Duration>>,
    }

    impl Script {
        fn new(now: Rc<Cell<u64>>) -> Self {
            Self {
                events: VecDeque::new(),
                now,
                waits: Vec::new(),
            }
        }

        fn key(&mut self, at_ms: u64, code: KeyCode, modifiers: KeyModifiers) -> &mut Self {
            self.events
                .push_back((at_ms, Event::Key(KeyEvent::new(code, modifiers))));
            self
        }

        fn line(&mut self, at_ms: u64, text: &str) -> &mut Self {
            for c in text.chars() {
                self.key(at_ms, KeyCode::Char(c), KeyModifiers::NONE);
            }
            self.key(at_ms, KeyCode::Enter, KeyModifiers::NONE)
        }
    }

    impl Events for Script {
        fn next(&mut self, timeout: Option<Duration>) -> io::Result<Option<Event>> {
            self.waits.push(timeout);
            let now = self.now.get();
            let Some((at, event)) = self.events.pop_front() else {
                panic!("the loop asked for more events than the script has");
            };
            if let Some(timeout) = timeout {
                let ends = now + u64::try_from(timeout.as_millis()).unwrap();
                if ends < at {
                    self.events.push_front((at, event));
                    self.now.set(ends);
                    return Ok(None);
                }
            }
            self.now.set(at.max(now));
            Ok(Some(event))
        }
    }

    fn rows(terminal: &Terminal<TestBackend>) -> Vec<String> {
        let buffer = terminal.backend().buffer();
        (0..buffer.area.height)
            .map(|y| {
                (0..buffer.area.width)
                    .map(|x| buffer[(x, y)].symbol())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn without_a_clock_the_loop_blocks_on_the_keyboard() {
        let mut session = Session::new(
            SessionConfig::default(),
            Voice::builtin("en").unwrap(),
            Game::new(),
            0,
        );
        let now = Rc::new(Cell::new(0));
        let mut script = Script::new(now.clone());
        script.line(1_000, "e4").line(5_000, "e5");
        // A key released (Windows reports releases) does nothing.
        script.events.push_back((
            6_000,
            Event::Key(KeyEvent::new_with_kind(
                KeyCode::Char('x'),
                KeyModifiers::NONE,
                KeyEventKind::Release,
            )),
        ));
        script.events.push_back((6_000, Event::Resize(80, 24)));
        let ctrl_q = KeyModifiers::CONTROL;
        script
            .key(7_000, KeyCode::Char('q'), ctrl_q)
            .key(7_100, KeyCode::Char('q'), ctrl_q);
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
        let clock = now.clone();
        run_loop(&mut terminal, &mut app, &mut script, &move || clock.get()).unwrap();
        assert!(
            script.events.is_empty(),
            "the loop ended at the second Ctrl-Q"
        );
        assert!(
            script.waits.iter().all(Option::is_none),
            "never woken by a timer: {:?}",
            script.waits
        );
        let screen = rows(&terminal);
        assert!(screen[5].contains("1. e4 e5"), "{}", screen[5]);
        assert!(screen[13].contains("Pawn Echo four"));
        assert!(screen[21].starts_with("│> "));
        assert!(screen[19].starts_with("White to move"), "{}", screen[19]);
        terminal.backend_mut().assert_cursor_position((3, 21));
    }

    #[test]
    fn a_running_clock_wakes_the_loop_for_its_face_and_the_flag_only() {
        let config = SessionConfig {
            time_control: Some("60+0".parse::<TimeControl>().unwrap()),
            ..SessionConfig::default()
        };
        let mut session = Session::new(config, Voice::builtin("en").unwrap(), Game::new(), 0);
        let now = Rc::new(Cell::new(0));
        let mut script = Script::new(now.clone());
        script.key(120_000, KeyCode::Char('c'), KeyModifiers::CONTROL);
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        let mut app = App::new(&mut session, None, None, ViewOptions::default(), 0);
        let clock = now.clone();
        run_loop(&mut terminal, &mut app, &mut script, &move || clock.get()).unwrap();
        let timed: Vec<Duration> = script.waits.iter().flatten().copied().collect();
        // 50 whole seconds, then 100 tenths; after the flag, nothing until the key.
        assert_eq!(timed.len(), 150, "{timed:?}");
        assert!(timed.iter().all(|w| *w <= Duration::from_secs(1)));
        assert_eq!(script.waits.last(), Some(&None));
        assert!(app.session().game().is_over());
        let screen = rows(&terminal);
        assert!(screen[1].contains("0:00.0"), "{}", screen[1]);
        assert!(
            screen[19].starts_with("Time forfeit. Black wins."),
            "{}",
            screen[19]
        );
    }
}
