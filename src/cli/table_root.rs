//! The one composition root: every mode (a game, a game on a server, a review, and the analysis
//! a finished game opens) is wired here the same way, for either face. A mode brings its
//! session, its journal and how its devices are seated; the root builds the inbox, the carrier,
//! the table and the runtime, puts the face in front, runs the table and lets speech finish.

use std::sync::mpsc;

use crate::core::session::Session;
use crate::core::table::{Storage, WriteProblem};
use crate::core::table::{Table, TableEnd, TableSetup};
use crate::journal::Journal;
use crate::runtime::{Carrier, Faces, Inbox, Runtime, RuntimeError, Timeline};
use crate::speech::SpeechService;

use super::CliError;
use super::input_relay::{self, Handed, InputRelay};
use super::line_face::{LineFace, Tty};
use super::output::Output;
use super::speech_setup;
use super::terminal_input::TerminalInput;

/// The screen's speech and view, for a game or a review.
pub(super) struct ScreenSetup {
    pub(super) speech: Option<SpeechService>,
    /// Why there is no speech, said on the screen.
    pub(super) problem: Option<String>,
    pub(super) view: crate::ui::ViewOptions,
}

/// What a mode brings to its table.
pub(super) struct TableParts {
    pub(super) session: Session,
    /// The game's journal (`None`: nothing is written, as online and in a review).
    pub(super) journal: Option<Journal>,
    /// Short sounds for check, capture, low time …
    pub(super) earcons: bool,
    /// Why the resumed game's journal cannot be written, said as the table opens.
    pub(super) not_saving: Option<WriteProblem>,
    /// The instant the game's time continues from (0 for a new game).
    pub(super) base_ms: u64,
}

/// The face that shows the table, with the speech that goes with it.
pub(super) enum FaceChoice {
    /// Line mode: plain lines on `out`, typed lines read from standard input.
    Line {
        out: Output,
        /// Every utterance wrapped at this many cells (a braille display's).
        width: Option<usize>,
        speech: Option<SpeechService>,
    },
    /// The full screen.
    Screen(ScreenSetup),
}

/// How a mode seats its devices (boards, engine, server link, analyst, braille display): their
/// events go to `inbox`, their links to `carrier`, a device that shows the table (the braille
/// display) to the faces beside the front one.
pub(super) trait Devices {
    fn seat<I: Send + 'static>(
        self,
        inbox: &Inbox<I>,
        carrier: &mut Carrier,
        faces: &mut Faces,
        session: &Session,
    ) -> Result<TableSetup, CliError>;
}

/// A table whose setup is known without devices (a review).
impl Devices for TableSetup {
    fn seat<I: Send + 'static>(
        self,
        _inbox: &Inbox<I>,
        _carrier: &mut Carrier,
        _faces: &mut Faces,
        _session: &Session,
    ) -> Result<TableSetup, CliError> {
        Ok(self)
    }
}

/// How the table was left.
pub(super) enum Left {
    /// The player left: the program ends.
    Quit,
    /// The player asked for training once the game had ended: the input the table read, handed
    /// over with what it had not read yet.
    Training(HandedInput),
}

/// The player's input, as the face in front read it.
pub(super) enum HandedInput {
    /// Standard input's lines (line mode).
    Lines(Handed<String>),
    /// The terminal's keys (the full screen).
    Keys(Handed<ratatui::crossterm::event::Event>),
}

/// Wires the table for `face` and runs it until the player leaves. The game's time starts once
/// every device is ready.
pub(super) fn run_table(
    parts: TableParts,
    face: FaceChoice,
    devices: impl Devices,
) -> Result<(), CliError> {
    run_table_until_left(parts, face, devices).map(drop)
}

/// [`run_table`], saying how the table was left: a round of training then takes the input over.
pub(super) fn run_table_until_left(
    parts: TableParts,
    face: FaceChoice,
    devices: impl Devices,
) -> Result<Left, CliError> {
    let timeline = Timeline::starting_at(parts.base_ms);
    match face {
        FaceChoice::Line { out, width, speech } => {
            let (sender, receiver) = mpsc::channel();
            let inbox = Inbox::new(sender);
            let (table, carrier, beside) = wire(parts, speech, &inbox, devices)?;
            let face = LineFace::new(out, Tty::detect()).with_width(width);
            let mut runtime = Runtime::new(table, carrier, face).with_faces_beside(beside);
            let relay = InputRelay::spawn(inbox, input_relay::next_line);
            let played = runtime.run(&receiver, &timeline);
            runtime.finish_speech(speech_setup::FINAL_SPEECH_LIMIT);
            // The face (and its output, flushed) and the devices go before training starts.
            drop(runtime);
            let end = played.map_err(|error| table_error(error, CliError::failed))?;
            Ok(left(end, || {
                HandedInput::Lines(Handed {
                    relay,
                    inbox: receiver,
                })
            }))
        }
        FaceChoice::Screen(ScreenSetup {
            speech,
            problem,
            view,
        }) => {
            let (sender, receiver) = mpsc::channel();
            let inbox = Inbox::new(sender);
            let (table, carrier, beside) = wire(parts, speech, &inbox, devices)?;
            let (face, screen_up) =
                crate::ui::open_screen(&table, view, problem).map_err(CliError::failed)?;
            let mut keys = TerminalInput::open()
                .map_err(|problem| CliError::failed(crate::ui::TuiError(problem)))?;
            let relay = InputRelay::spawn(inbox.clone(), move || keys.next());
            let mut runtime = Runtime::new(table, carrier, face).with_faces_beside(beside);
            let played = runtime.run(&receiver, &timeline);
            // The terminal is given back first; speech may then finish what it is saying.
            drop(screen_up);
            runtime.finish_speech(crate::ui::FINAL_SPEECH);
            drop(runtime);
            let end = played.map_err(|error| {
                table_error(error, |error| {
                    CliError::failed(crate::ui::TuiError(error.to_string()))
                })
            })?;
            Ok(left(end, || {
                HandedInput::Keys(Handed {
                    relay,
                    inbox: receiver,
                })
            }))
        }
    }
}

/// How the table was left, the input handed over when training follows.
fn left(end: TableEnd, input: impl FnOnce() -> HandedInput) -> Left {
    match end {
        TableEnd::Quit => Left::Quit,
        TableEnd::Training => Left::Training(input()),
    }
}

/// Why the table stopped, for the command line: a device that failed as it started is said in
/// the user's language; the rest as the face (`otherwise`) words it.
fn table_error(error: RuntimeError, otherwise: impl FnOnce(RuntimeError) -> CliError) -> CliError {
    match error {
        RuntimeError::Device(problem) => CliError::said(problem),
        error => otherwise(error),
    }
}

/// The carrier (journal, speech, earcons) and the table with its devices seated, and the faces
/// beside the front one.
fn wire<I: Send + 'static>(
    parts: TableParts,
    speech: Option<SpeechService>,
    inbox: &Inbox<I>,
    devices: impl Devices,
) -> Result<(Table, Carrier, Faces), CliError> {
    // With no speech service no earcon is heard either (no sound device, no speech server):
    // the press is said in words then (issue 34: the screen was silent at the press).
    let mut session = parts.session;
    if speech.is_none() {
        session.say_presses();
    }
    let mut carrier = Carrier::new(parts.journal, speech, parts.earcons);
    if let Some(problem) = parts.not_saving {
        carrier.tell_at_start(Storage::Failing(problem));
    }
    let mut beside = Faces::default();
    let setup = devices.seat(inbox, &mut carrier, &mut beside, &session)?;
    Ok((Table::new(session, setup), carrier, beside))
}
