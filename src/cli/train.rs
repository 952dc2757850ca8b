//! `annabella train`: puzzles solved at the table in line mode, reviewed on a schedule, with a
//! rating; `annabella train --plain --puzzle ID` for scripts (contract section 13); `annabella
//! train status` for where the training stands.
//!
//! The pure round (`core::training::PuzzleRound`) reads each line as the table does and judges
//! the moves; this adapter reads standard input a bounded line at a time, hears the WAV files
//! given (`--listen-file`, the table's listener), prints every utterance as one line (and speaks
//! it through the chosen engine), and keeps the progress in the data folder.

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{SystemTime, UNIX_EPOCH};

use super::input_relay::Read;
use super::settings::{self, Overrides, Settings};
use super::table_root::HandedInput;
use super::train_braille::TrainBraille;
use super::train_pegs::PuzzlePegs;
use super::train_screen::TrainScreen;
use super::{CliError, InputSource, Output, speech_setup};
use crate::board::PegLink;
use crate::core::boards::peg::PegEvent;
use crate::core::config::SpeechChoice;
use crate::core::language::UiLanguage;
use crate::core::message::{Message, Said, escaped};
use crate::core::phrasing::Style;
use crate::core::speech_queue::{Listener, Priority, Utterance};
use crate::core::table::BoardEvent;
use crate::core::training::{
    Choice, Endgame, EndgameOutcome, EndgameRound, Progress, Puzzle, PuzzleRound, PuzzleSet,
    RoundEffect, RoundEnd,
};
use crate::core::voice::Voice;
use crate::core::wrap::wrap;
use crate::hearing::decoding::{Hearing, PhraseBook, SphinxListener, Thresholds, read_wav};
use crate::speech::SpeechService;
use crate::training_store;
use crate::ui::train_view::TrainKey;

/// The largest WAV read for `--listen-file` (as the table's).
const WAV_LIMIT: u64 = 64 * 1024 * 1024;

/// The depth each move of a drill's position is searched to by default: deep enough for a
/// won piece or a mate a few moves on to show, quick enough for a few hundred drills.
const DRILL_DEPTH: u8 = 12;

/// How far from the player's rating a new puzzle is chosen when no `--rating` is given.
const RATING_REACH: u16 = 250;

// Each bool is a flag of the command line, as clap reads them.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, clap::Args)]
pub struct TrainArgs {
    #[command(subcommand)]
    action: Option<TrainAction>,
    /// Line mode (the default: one utterance a line on stdout).
    #[arg(long, conflicts_with = "screen")]
    plain: bool,
    /// The full screen: the puzzle's board, everything said, and the line you type, the
    /// terminal cursor on its caret.
    #[arg(long)]
    screen: bool,
    /// One puzzle of the built-in set by its id (the Lichess `PuzzleId`), for scripts.
    #[arg(long, value_name = "ID")]
    puzzle: Option<String>,
    /// Only puzzles of this Lichess theme (mateIn1, mateIn2, fork, pin, rookEndgame …).
    #[arg(long, value_name = "THEME")]
    theme: Option<String>,
    /// Only puzzles rated in this range, e.g. 1200-1600 (default: near your rating).
    #[arg(long, value_name = "LOW-HIGH", value_parser = parse_range)]
    rating: Option<(u16, u16)>,
    /// Only the puzzles due for review today.
    #[arg(long)]
    due: bool,
    /// Stop after this many puzzles.
    #[arg(long, value_name = "N")]
    count: Option<usize>,
    /// Line mode: wrap every utterance at N cells, words kept whole.
    #[arg(long, value_name = "N", value_parser = super::table_args::parse_width)]
    width: Option<u16>,
    /// Voice: fide (the default), en, fr, or a path to a voice pack.
    #[arg(long)]
    voice: Option<String>,
    /// Language of every sentence: en, fr, de, or one brought by a catalogue file.
    #[arg(long, value_name = "LANG", value_parser = super::interface_language::parse_lang)]
    pub(super) lang: Option<UiLanguage>,
    /// short or long announcements.
    #[arg(long)]
    style: Option<Style>,
    /// Speech: auto, tts, clips, text or none (default: text).
    #[arg(long, value_name = "ENGINE")]
    speech: Option<SpeechChoice>,
    /// Settings file (default: `$XDG_CONFIG_HOME/annabella/config.toml`).
    #[arg(long, value_name = "FILE")]
    pub(super) config: Option<PathBuf>,
    /// A sensing peg board on a serial port (`peg:/dev/ttyACM0`): set the puzzle's position on
    /// it and make your moves (and the opponent's answers) with the pegs.
    #[arg(long, value_name = "peg:PATH", value_parser = super::table_args::parse_board)]
    board: Option<PathBuf>,
    /// Hear these WAV files (16-bit PCM) as spoken moves, one utterance each, in order, before
    /// the lines typed; repeatable, or a comma-separated list.
    #[arg(long, value_name = "FILE.wav", value_delimiter = ',')]
    listen_file: Vec<PathBuf>,
    /// Play an endgame out against Stockfish from its set position, until mate or a draw:
    /// kq-k (king and queen against king), kr-k (king and rook), kp-k (king and pawn).
    #[arg(long, value_name = "NAME", value_parser = parse_endgame,
          conflicts_with_all = ["puzzle", "braille", "board", "theme", "rating", "due", "count",
                                "screen"])]
    endgame: Option<Endgame>,
    /// Show the puzzle on the braille display through BRLTTY (the views of `play --braille`,
    /// your side at the bottom of the board); two routing keys make a move.
    #[arg(long)]
    braille: bool,
}

#[derive(Debug, clap::Subcommand)]
enum TrainAction {
    /// Say how many puzzles are due, how many were tried, and the rating with its trend.
    Status,
    /// Make drills of your own mistakes: every move `annabella analyse` marked a mistake or a
    /// blunder in FILE (its `.analysed.pgn`), the better move as the solution.
    Drills {
        /// Only the mistakes of this side: white or black (default: both).
        #[arg(long, value_parser = super::table_args::parse_color)]
        side: Option<shakmaty::Color>,
        /// Each drill is kept only if Stockfish, searching every move's answer to this depth
        /// (half-moves), finds the better move clearly best.
        #[arg(long, value_name = "PLIES", default_value_t = DRILL_DEPTH,
              value_parser = clap::value_parser!(u8).range(1..=40))]
        depth: u8,
        /// The analysed games (PGN).
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
}

fn parse_endgame(text: &str) -> Result<Endgame, String> {
    Endgame::named(text).ok_or_else(|| {
        let names: Vec<&str> = Endgame::ALL.iter().map(|e| e.name()).collect();
        format!(
            "\"{}\": the endgames are {}",
            escaped(text),
            names.join(", ")
        )
    })
}

fn parse_range(text: &str) -> Result<(u16, u16), String> {
    let refused = || format!("\"{text}\": give the ratings as LOW-HIGH, e.g. 1200-1600");
    let (low, high) = text.split_once('-').ok_or_else(refused)?;
    let low: u16 = low.trim().parse().map_err(|_| refused())?;
    let high: u16 = high.trim().parse().map_err(|_| refused())?;
    (low <= high).then_some((low, high)).ok_or_else(refused)
}

/// Today as a day number (days since 1970): the schedule's unit.
fn today() -> u32 {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    u32::try_from(seconds / 86_400).unwrap_or(u32::MAX)
}

pub fn run(args: &TrainArgs, out: Output) -> Result<(), CliError> {
    let settings = settings::resolve(
        &Overrides {
            voice: args.voice.clone(),
            style: args.style,
            speech: args.speech,
            config: args.config.clone(),
            width: args.width,
            lang: args.lang,
            braille: args.braille,
            ..Overrides::default()
        },
        true,
    )?;
    let language = UiLanguage::of(&settings.voice);
    let mut face = TrainFace {
        out,
        last: None,
        width: settings.width,
        speech: None,
        language,
        screen: None,
    };
    match &args.action {
        Some(TrainAction::Status) => {
            let (progress, _) = load_progress();
            return face.status(&progress, today());
        }
        Some(TrainAction::Drills { side, depth, file }) => {
            return add_drills(&mut face, file, *side, *depth);
        }
        None => {}
    }
    let set = PuzzleSet::built_in();
    let (mut progress, store) = load_progress();
    // An unknown id is refused before anything is said.
    let single = match &args.puzzle {
        Some(id) => Some(
            set.find(id)
                .cloned()
                .or_else(|| progress.drill(id))
                .ok_or_else(|| {
                    CliError::said(Message::new("train-unknown-puzzle").text("id", escaped(id)))
                })?,
        ),
        None => None,
    };
    let heard = heard_files(&args.listen_file)?;
    face.speech = speech_setup::start_line_speech(&settings, &settings.voice);
    if args.screen {
        face.screen = Some(TrainScreen::open(language)?);
    }
    let mut input = Input::new(
        heard,
        &settings.voice_spec,
        &settings.voice,
        args.board.as_deref(),
        settings.braille,
        args.screen,
        None,
    )?;
    let mut trainer = Trainer {
        face: &mut face,
        progress: &mut progress,
        store: store.as_ref(),
        voice: &settings.voice,
        style: settings.style,
        day: today(),
    };
    let result = if let Some(endgame) = args.endgame {
        trainer.endgame(endgame, &mut input)
    } else if let Some(puzzle) = single {
        trainer.solve(&puzzle, &mut input).map(|_| ())
    } else {
        let choice = Choice {
            theme: args.theme.clone(),
            rating: args.rating,
        };
        trainer.session(set, &choice, args.due, args.count, &mut input)
    };
    face.out.flush()?;
    if let Some(speech) = &face.speech {
        speech.flush(speech_setup::FINAL_SPEECH_LIMIT);
    }
    // The terminal given back, the verdicts printed on the ordinary screen.
    drop(face.screen.take());
    result
}

/// `train` at the table once its game has ended: a session of puzzles near the player's
/// rating, as `annabella train` starts one, in the table's language, voice, speech, face (line
/// mode or the full screen) and braille display, reading the input the table read.
pub(super) fn run_after_table(
    settings: &Settings,
    screen: bool,
    handed: HandedInput,
) -> Result<(), CliError> {
    let language = UiLanguage::of(&settings.voice);
    let mut face = TrainFace {
        out: Output::stdout(),
        last: None,
        width: settings.width,
        speech: speech_setup::start_line_speech(settings, &settings.voice),
        language,
        screen: None,
    };
    if screen {
        face.screen = Some(TrainScreen::open(language)?);
    }
    let (mut progress, store) = load_progress();
    let mut input = Input::new(
        Vec::new(),
        &settings.voice_spec,
        &settings.voice,
        None,
        settings.braille,
        screen,
        Some(handed),
    )?;
    let mut trainer = Trainer {
        face: &mut face,
        progress: &mut progress,
        store: store.as_ref(),
        voice: &settings.voice,
        style: settings.style,
        day: today(),
    };
    let result = trainer.session(
        PuzzleSet::built_in(),
        &Choice::default(),
        false,
        None,
        &mut input,
    );
    face.out.flush()?;
    if let Some(speech) = &face.speech {
        speech.flush(speech_setup::FINAL_SPEECH_LIMIT);
    }
    // The terminal given back, the verdicts printed on the ordinary screen.
    drop(face.screen.take());
    result
}

/// `train drills FILE`: the drills of the file's marked moves kept with the progress; each
/// new one named.
fn add_drills(
    face: &mut TrainFace,
    file: &std::path::Path,
    side: Option<shakmaty::Color>,
    depth: u8,
) -> Result<(), CliError> {
    let source = InputSource::from_arg(Some(&file.to_path_buf()));
    let bytes = source.read_all(crate::bounded_read::limits::PGN)?;
    let mut drills: Vec<Puzzle> = Vec::new();
    // Bad games are reported on stderr and skipped, as `announce` does.
    let mut reading = Output::new(Box::new(std::io::sink()));
    let read =
        super::many_games::for_each_game(&bytes, &source.name(), &mut reading, |game, _| {
            drills.extend(crate::core::training::drills_from_game(game, side));
            Ok(super::many_games::Handled::Written)
        })?;
    // A drill already kept is not checked again (its check is the slow part).
    let (mut progress, store) = load_progress();
    drills.retain(|drill| progress.drill(drill.id.as_str()).is_none());
    // Only the drills whose better move Stockfish finds clearly best are kept.
    if !drills.is_empty() {
        let mut checker = DrillChecker::start(depth)?;
        let mut kept = Vec::with_capacity(drills.len());
        for drill in drills {
            match checker.check(&drill)? {
                Some(left_out) => face.said(&left_out)?,
                None => kept.push(drill),
            }
        }
        drills = kept;
    }
    // Kept under the store's lock, on the progress as it is then (another run may have saved).
    let mut new = Vec::new();
    let mut keep = |progress: &mut Progress| {
        new = drills
            .iter()
            .filter(|drill| progress.add_drill(drill))
            .map(|drill| drill.id.to_string())
            .collect();
    };
    match &store {
        Some(path) => {
            training_store::update(path, &mut keep).map_err(CliError::of)?;
        }
        None => keep(&mut progress),
    }
    let added = new.len();
    for id in new {
        face.said(&Message::new("train-drill-added").text("id", id))?;
    }
    face.said(
        &Message::new("train-drills-added")
            .number("count", added)
            .text("file", source.name()),
    )?;
    if added > 0 && store.is_none() {
        return Err(CliError::said(Message::new("train-drills-not-kept")));
    }
    face.out.flush()?;
    read.into_result()
}

/// Stockfish for training, asked one question at a time.
struct TrainEngine {
    engine: crate::engine::UciEngine,
    answers: mpsc::Receiver<crate::engine::EngineEvent>,
}

/// How long the engine thinks over its move in an endgame: enough for best defence here.
const ENDGAME_THINK: std::time::Duration = std::time::Duration::from_millis(300);

impl TrainEngine {
    fn start() -> Result<TrainEngine, CliError> {
        let (events, answers) = mpsc::channel();
        let engine =
            crate::engine::UciEngine::start(None, &crate::engine::EngineOptions::default(), events)
                .map_err(|error| drill_engine_failed(&error))?;
        Ok(TrainEngine { engine, answers })
    }

    /// The answer to request `id`.
    fn answer(&self, id: crate::engine::RequestId) -> Result<crate::engine::EngineEvent, CliError> {
        use crate::engine::EngineEvent;
        // The engine's own limit (the search's plus its margin) ends the wait; this one only
        // guards against an engine thread that died without a word.
        loop {
            match self.answers.recv_timeout(DRILL_SEARCH_LIMIT * 2) {
                Ok(EngineEvent::Failed(error)) => return Err(drill_engine_failed(&error)),
                Ok(
                    answer @ (EngineEvent::Evaluation { id: answered, .. }
                    | EngineEvent::BestMove { id: answered, .. }),
                ) if answered == id => return Ok(answer),
                Ok(_) => {}
                Err(_) => return Err(CliError::said(Message::new("train-drill-engine-silent"))),
            }
        }
    }

    /// The engine's move in `search`.
    fn best_move(
        &mut self,
        search: &crate::engine::SearchPosition,
    ) -> Result<shakmaty::Move, CliError> {
        use crate::engine::{EngineEvent, MoveSource, ThinkTime};
        let id = self
            .engine
            .request_move(search, ThinkTime::Fixed(ENDGAME_THINK))
            .map_err(|error| drill_engine_failed(&error))?;
        match self.answer(id)? {
            EngineEvent::BestMove { mv, .. } => Ok(mv),
            _ => Err(CliError::said(Message::new("train-drill-engine-silent"))),
        }
    }
}

/// Stockfish judging drills: every legal move of a drill's position searched to a depth.
struct DrillChecker {
    engine: TrainEngine,
    depth: u8,
}

/// How long one move's search may take before the engine counts as stalled.
const DRILL_SEARCH_LIMIT: std::time::Duration = std::time::Duration::from_secs(30);

impl DrillChecker {
    fn start(depth: u8) -> Result<DrillChecker, CliError> {
        Ok(DrillChecker {
            engine: TrainEngine::start()?,
            depth,
        })
    }

    /// `None` when the drill is kept; else the sentence saying why it is left out.
    fn check(&mut self, drill: &Puzzle) -> Result<Option<Message>, CliError> {
        use crate::core::training::{DrillCheck, judge_drill};
        use shakmaty::Position;
        let opened = drill.open().map_err(CliError::of)?;
        let position = opened.start();
        let Some(&solution) = opened.line.first() else {
            return Ok(None);
        };
        let mut values = Vec::new();
        for mv in position.legal_moves() {
            let mut after = position.clone();
            after.play_unchecked(mv);
            values.push((mv, self.value_of(&after)?));
        }
        let san = |mv| shakmaty::san::SanPlus::from_move(position.clone(), mv).to_string();
        Ok(match judge_drill(solution, &values) {
            DrillCheck::ClearlyBest => None,
            DrillCheck::Ambiguous => Some(
                Message::new("train-drill-ambiguous")
                    .text("id", drill.id.to_string())
                    .text("move", san(solution))
                    .number("depth", usize::from(self.depth)),
            ),
            DrillCheck::NotBest(better) => Some(
                Message::new("train-drill-not-best")
                    .text("id", drill.id.to_string())
                    .text("move", san(solution))
                    .text("better", san(better))
                    .number("depth", usize::from(self.depth)),
            ),
        })
    }

    /// The worth of having moved into `after`, to the side that moved.
    fn value_of(
        &mut self,
        after: &shakmaty::Chess,
    ) -> Result<crate::core::training::MoveValue, CliError> {
        use crate::core::training::MATE_VALUE;
        use crate::engine::{EngineEvent, MoveSource, Score, SearchPosition, ThinkTime};
        use shakmaty::Position;
        if after.is_checkmate() {
            return Ok(MATE_VALUE - 1);
        }
        if after.is_game_over() {
            return Ok(0);
        }
        let search = SearchPosition::new(after.clone(), shakmaty::CastlingMode::Standard, &[])
            .map_err(|error| drill_engine_failed(&error))?;
        let think = ThinkTime::Depth {
            plies: self.depth,
            limit: DRILL_SEARCH_LIMIT,
        };
        let id = self
            .engine
            .engine
            .request_evaluation(&search, think)
            .map_err(|error| drill_engine_failed(&error))?;
        let score = match self.engine.answer(id)? {
            EngineEvent::Evaluation { score, .. } => score,
            _ => None,
        };
        // The score is the opponent's, who is to move in `after`.
        Ok(match score {
            Some(Score::Centipawns(cp)) => -cp,
            Some(Score::Mate(n)) if n > 0 => -(MATE_VALUE - 2 * n),
            Some(Score::Mate(n)) => MATE_VALUE - (2 * n.abs() + 1),
            None => 0,
        })
    }
}

fn drill_engine_failed(error: &crate::engine::EngineError) -> CliError {
    CliError::said(Message::new("train-drill-engine-failed").text("detail", error.to_string()))
}

/// The progress, and where to save it: nowhere when the file cannot be read (it is left as it
/// is) or there is no data folder.
fn load_progress() -> (Progress, Option<PathBuf>) {
    let Some(path) = training_store::progress_path() else {
        return (Progress::default(), None);
    };
    match training_store::load(&path) {
        Ok(progress) => (progress, Some(path)),
        Err(error) => {
            super::warn(error.describe(super::interface_language::catalogue()));
            (Progress::default(), None)
        }
    }
}

/// The WAV files to hear, read now so a bad one ends the command naming it.
fn heard_files(files: &[PathBuf]) -> Result<Vec<crate::hearing::decoding::Utterance>, CliError> {
    files
        .iter()
        .map(|file| {
            let source = InputSource::from_arg(Some(file));
            let bytes = source.read_all(WAV_LIMIT)?;
            read_wav(&bytes, &source.name()).map_err(|e| super::hear::listen_failed(&e))
        })
        .collect()
}

/// What the player gives: the WAV files heard first, then the lines typed and the peg board's
/// events, as they come (each read on its own thread into one bounded channel).
struct Input {
    /// What the table had read and not used when it was left for training, given first.
    pending: std::collections::VecDeque<Given>,
    heard: std::collections::VecDeque<crate::hearing::decoding::Utterance>,
    /// The recogniser and the voice's pronunciations, when there is something to hear.
    ear: Option<(SphinxListener, crate::hearing::decoding::Pronunciations)>,
    voice: Voice,
    given: mpsc::Receiver<Given>,
    /// The board's link, kept open while training runs.
    board: Option<PegLink>,
    /// The braille display, when asked for.
    braille: Option<TrainBraille>,
    /// The holes of the peg board holding a peg, as it last reported them (none yet: `None`).
    occupancy: Option<shakmaty::Bitboard>,
    closed: bool,
}

/// One thing the player gave.
enum Given {
    Line(String),
    Heard(Hearing),
    Board(BoardEvent),
    Braille(crate::braille_display::BrailleEvent),
    /// A key or a paste on the full screen.
    Key(ratatui::crossterm::event::Event),
    End,
}

/// Lines and board events waiting to be read, at most.
const GIVEN_LIMIT: usize = 64;

impl Input {
    fn new(
        heard: Vec<crate::hearing::decoding::Utterance>,
        voice_spec: &str,
        voice: &Voice,
        board: Option<&std::path::Path>,
        braille: bool,
        screen: bool,
        handed: Option<HandedInput>,
    ) -> Result<Input, CliError> {
        let ear = if heard.is_empty() {
            None
        } else {
            let pronunciations = super::hear::pronunciations_of(voice_spec, voice)?;
            // As at the table: each utterance heard as a fresh one.
            let listener = SphinxListener::new()
                .map(SphinxListener::forgetting)
                .map_err(|e| super::hear::listen_failed(&e))?;
            Some((listener, pronunciations))
        };
        let (sender, given) = mpsc::sync_channel(GIVEN_LIMIT);
        let board = match board {
            Some(path) => {
                let (link, events) = PegLink::open(path).map_err(|error| {
                    CliError::said(
                        Message::new("train-board-not-opened")
                            .text("port", path.display().to_string())
                            .said("why", crate::bounded_read::io_reason(&error)),
                    )
                })?;
                let board_sender = sender.clone();
                std::thread::spawn(move || {
                    for stamped in events {
                        if board_sender.send(Given::Board(stamped.event)).is_err() {
                            return;
                        }
                    }
                });
                Some(link)
            }
            None => None,
        };
        let braille = braille.then(|| {
            let braille_sender = sender.clone();
            TrainBraille::start(crate::braille_display::Sink::new(move |timed| {
                braille_sender.send(Given::Braille(timed.event)).is_ok()
            }))
        });
        // Left from the table, its reader goes on reading; what the table had not read comes
        // first.
        let pending = match handed {
            None if screen => {
                super::terminal_input::spawn_key_reader(
                    move |given| sender.send(given).is_ok(),
                    Given::Key,
                    Given::End,
                )
                .map_err(CliError::failed)?;
                Leftover::default()
            }
            None => {
                std::thread::spawn(move || read_lines(&sender));
                Leftover::default()
            }
            Some(HandedInput::Lines(handed)) => {
                let left =
                    handed.hand_over(move |read| sender.send(given_of(read, Given::Line)).is_ok());
                Leftover::of(left, Given::Line)
            }
            Some(HandedInput::Keys(handed)) => {
                let left =
                    handed.hand_over(move |read| sender.send(given_of(read, Given::Key)).is_ok());
                Leftover::of(left, Given::Key)
            }
        };
        Ok(Input {
            pending: pending.0,
            heard: heard.into(),
            ear,
            voice: voice.clone(),
            given,
            board,
            braille,
            occupancy: None,
            closed: false,
        })
    }

    /// The next thing given, heard in `round`'s position.
    fn next(&mut self, position: &shakmaty::Chess) -> Result<Given, CliError> {
        if let (Some(utterance), Some((listener, pronunciations))) =
            (self.heard.pop_front(), self.ear.as_mut())
        {
            let book = PhraseBook::new(position, &self.voice, pronunciations)
                .map_err(|e| super::hear::listen_failed(&e))?;
            let hearing = crate::hearing::decoding::hear(
                listener as &mut dyn crate::hearing::decoding::Listener,
                &book,
                &utterance,
                Thresholds::default(),
            )
            .map_err(|e| super::hear::listen_failed(&e))?;
            return Ok(Given::Heard(hearing));
        }
        if self.closed {
            return Ok(Given::End);
        }
        let next = match self.pending.pop_front() {
            Some(given) => Ok(given),
            None => self.given.recv(),
        };
        match next {
            Ok(Given::End) | Err(_) => {
                self.closed = true;
                Ok(Given::End)
            }
            Ok(given) => {
                if let Given::Board(BoardEvent::Peg(event)) = &given {
                    self.follow(event);
                }
                Ok(given)
            }
        }
    }

    /// The board's holes followed through its line.
    fn follow(&mut self, event: &PegEvent) {
        match *event {
            PegEvent::Snap(holes) => self.occupancy = Some(holes),
            PegEvent::Up(square) => {
                if let Some(holes) = self.occupancy.as_mut() {
                    holes.discard(square);
                }
            }
            PegEvent::Down(square) => {
                if let Some(holes) = self.occupancy.as_mut() {
                    holes.add(square);
                }
            }
            PegEvent::Hello { .. } | PegEvent::Button(_) => {}
        }
    }
}

/// What the table's input reader gives, as training reads it.
fn given_of<T>(read: Read<T>, item: impl FnOnce(T) -> Given) -> Given {
    match read {
        Read::Item(it) => item(it),
        Read::End => Given::End,
    }
}

/// What the table had read and not used, as training reads it.
#[derive(Default)]
struct Leftover(std::collections::VecDeque<Given>);

impl Leftover {
    fn of<T>(left: super::input_relay::Leftover<T>, item: impl Fn(T) -> Given) -> Self {
        let mut given: std::collections::VecDeque<Given> =
            left.items.into_iter().map(item).collect();
        if left.ended {
            given.push_back(Given::End);
        }
        Self(given)
    }
}

/// Standard input's lines, each at most a bounded length, then its end.
fn read_lines(sender: &mpsc::SyncSender<Given>) {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match super::line_face::read_bounded_line(&mut input, &mut bytes) {
            Ok(0) => break,
            Ok(_) => {
                let line = String::from_utf8_lossy(&bytes);
                let line = line.trim_end_matches(['\n', '\r']).to_owned();
                if sender.send(Given::Line(line)).is_err() {
                    return;
                }
            }
            Err(error) => {
                super::warn(format_args!("standard input: {error}"));
                break;
            }
        }
    }
    let _ = sender.send(Given::End);
}

/// Line mode's face for training: every utterance one line, and spoken.
struct TrainFace {
    out: Output,
    /// The latest utterance, for `repeat`.
    last: Option<String>,
    width: Option<usize>,
    speech: Option<SpeechService>,
    language: UiLanguage,
    /// The full screen, when asked for: every utterance shown there instead.
    screen: Option<TrainScreen>,
}

impl TrainFace {
    /// A last line scripts read (`puzzle ID solved`), the same in every language.
    fn verdict(&mut self, text: &str) -> Result<(), CliError> {
        if let Some(screen) = self.screen.as_mut() {
            return screen.verdict(text);
        }
        self.out.line(text)?;
        self.out.flush()
    }

    fn say_line(&mut self, text: &str) -> Result<(), CliError> {
        self.last = Some(text.to_owned());
        if let Some(screen) = self.screen.as_mut() {
            return screen.said(text);
        }
        match self.width {
            Some(width) => {
                for line in wrap(text, width) {
                    self.out.line(&line)?;
                }
                Ok(())
            }
            None => self.out.line(text),
        }
    }

    fn said(&mut self, message: &Message) -> Result<(), CliError> {
        let text = message.in_language(self.language);
        if let Some(speech) = &self.speech {
            speech.say(Utterance::new(
                text.clone(),
                Priority::Answer,
                Listener::Public,
            ));
        }
        self.say_line(&text)?;
        self.out.flush()
    }

    /// Shows and speaks the round's effects; the end, if the round ended.
    fn show(&mut self, effects: Vec<RoundEffect>) -> Result<Option<RoundEnd>, CliError> {
        let mut end = None;
        for effect in effects {
            match effect {
                RoundEffect::Say(utterance) => {
                    self.say_line(&utterance.text)?;
                    if let Some(speech) = &self.speech {
                        speech.say(utterance);
                    }
                }
                RoundEffect::Cue(earcon) => {
                    if let Some(speech) = &self.speech {
                        speech.cue(earcon);
                    }
                }
                RoundEffect::RepeatLast => {
                    if let Some(last) = self.last.clone() {
                        self.say_line(&last)?;
                    }
                    if let Some(speech) = &self.speech {
                        speech.repeat_last();
                    }
                }
                RoundEffect::Done(done) => end = Some(done),
            }
        }
        self.out.flush()?;
        Ok(end)
    }

    fn status(&mut self, progress: &Progress, day: u32) -> Result<(), CliError> {
        let status = progress.status(day);
        self.said(&Message::new("train-status-due").number("count", status.due))?;
        self.said(&Message::new("train-status-met").number("count", status.met))?;
        let trend = match status.trend {
            t if t > 0 => "up",
            t if t < 0 => "down",
            _ => "same",
        };
        self.said(
            &Message::new("train-status-rating")
                .text("rating", status.rating.points().to_string())
                .text("trend", trend)
                .text("points", status.trend.unsigned_abs().to_string()),
        )?;
        self.out.flush()
    }
}

/// A training run: the face, the progress and where it is saved.
struct Trainer<'a> {
    face: &'a mut TrainFace,
    progress: &'a mut Progress,
    store: Option<&'a PathBuf>,
    voice: &'a Voice,
    style: Style,
    day: u32,
}

/// How a puzzle ended for the session.
enum Solved {
    /// Solved or not; the session goes on.
    Next(bool),
    /// The player left (quit, the end of input).
    Left,
}

impl Trainer<'_> {
    /// One puzzle, until it is solved or left; its last line is the contract's
    /// `puzzle ID solved` or `puzzle ID not solved`.
    fn solve(&mut self, puzzle: &Puzzle, input: &mut Input) -> Result<Solved, CliError> {
        let (mut round, opening) =
            PuzzleRound::open(puzzle, self.voice.clone(), self.style).map_err(CliError::of)?;
        if let Some(braille) = input.braille.as_mut() {
            braille.puzzle(&round);
            braille.step(&opening, true, &round);
        }
        self.face.show(opening)?;
        if let Some(screen) = self.face.screen.as_mut() {
            screen.board(&round)?;
        }
        // The peg board: the puzzle set up on it, guided, when its holes do not show it.
        let mut pegs = None;
        if input.board.is_some() {
            let (board, said) = PuzzlePegs::new(&round, input.occupancy, self.voice);
            for message in &said {
                self.face.said(message)?;
            }
            pegs = Some(board);
        }
        let mut left = false;
        let end = loop {
            let plies = round.session().game().history().len();
            let effects = match input.next(round.position())? {
                Given::Board(BoardEvent::Peg(event)) => {
                    let Some(pegs) = pegs.as_mut() else {
                        continue;
                    };
                    let (said, effects) = pegs.event(&event, &mut round, self.voice);
                    for message in &said {
                        self.face.said(message)?;
                    }
                    effects
                }
                Given::Board(_) => continue,
                Given::Braille(event) => match input.braille.as_mut() {
                    Some(braille) => braille.event(event, &mut round),
                    None => continue,
                },
                Given::Line(line) => {
                    left = is_quit(&line);
                    round.line(&line)
                }
                Given::Key(event) => {
                    let Some(screen) = self.face.screen.as_mut() else {
                        continue;
                    };
                    match screen.event(&event)? {
                        Some(TrainKey::Line(line)) => {
                            left = is_quit(&line);
                            round.line(&line)
                        }
                        Some(TrainKey::Leave) => {
                            left = true;
                            round.leave()
                        }
                        None => continue,
                    }
                }
                Given::Heard(Hearing::Play(m) | Hearing::Confirm(m)) => round.made(m),
                Given::Heard(Hearing::Command(_) | Hearing::Again) => {
                    self.face.said(&Message::new("train-heard-again"))?;
                    continue;
                }
                Given::End => {
                    left = true;
                    round.leave()
                }
            };
            if let Some(screen) = self.face.screen.as_mut() {
                screen.board(&round)?;
            }
            if let Some(braille) = input.braille.as_mut() {
                let moved = round.session().game().history().len() != plies;
                braille.step(&effects, moved, &round);
            }
            if let Some(end) = self.face.show(effects)? {
                break end;
            }
        };
        if round.engaged() {
            self.record(puzzle, &end)?;
        }
        // The contract's last line, the same in every language (scripts read it); the speech
        // says it in the player's.
        if let Some(speech) = &self.face.speech {
            let said = Message::new(if end.solved {
                "train-solved"
            } else {
                "train-not-solved"
            });
            speech.say(Utterance::new(
                said.in_language(self.face.language),
                Priority::Answer,
                Listener::Public,
            ));
        }
        let verdict = if end.solved { "solved" } else { "not solved" };
        self.face.verdict(&format!("puzzle {} {verdict}", end.id))?;
        Ok(if left && !end.solved {
            Solved::Left
        } else {
            Solved::Next(end.solved)
        })
    }

    /// An endgame played out against Stockfish until mate, a draw or the player leaving; its
    /// last line is `endgame NAME won` (or `drawn`, `lost`, `not finished`).
    fn endgame(&mut self, endgame: Endgame, input: &mut Input) -> Result<(), CliError> {
        let (mut round, opening) = EndgameRound::open(endgame, self.voice.clone(), self.style);
        let mut engine = TrainEngine::start()?;
        self.face.show(opening)?;
        let outcome = loop {
            if let Some(outcome) = round.outcome() {
                break outcome;
            }
            let effects = if round.awaits_reply() {
                let search = crate::engine::SearchPosition::from_game(round.session().game());
                round.reply(engine.best_move(&search)?)
            } else {
                match input.next(round.position())? {
                    Given::Line(line) => round.line(&line),
                    Given::Heard(Hearing::Play(m) | Hearing::Confirm(m)) => round.made(m),
                    Given::Heard(Hearing::Command(_) | Hearing::Again) => {
                        self.face.said(&Message::new("train-heard-again"))?;
                        continue;
                    }
                    Given::Board(_) | Given::Braille(_) | Given::Key(_) => continue,
                    Given::End => round.leave(),
                }
            };
            self.face.show(effects)?;
        };
        // The last line, the same in every language (scripts read it).
        let verdict = match outcome {
            EndgameOutcome::Won { .. } => "won",
            EndgameOutcome::Drawn(_) => "drawn",
            EndgameOutcome::Lost => "lost",
            EndgameOutcome::Left => "not finished",
        };
        self.face
            .verdict(&format!("endgame {} {verdict}", endgame.name()))
    }

    /// The schedule and the rating after `end`, saved; the rating said.
    fn record(&mut self, puzzle: &Puzzle, end: &RoundEnd) -> Result<(), CliError> {
        // The change is made on the progress as saved now (another run on the same data folder
        // may have saved since this one loaded it), under the store's lock.
        let mut before = self.progress.rating.points();
        let (grade, day) = (end.grade, self.day);
        let mut record = |progress: &mut Progress| {
            before = progress.rating.points();
            progress.record(puzzle, grade, day);
        };
        match self.store {
            Some(path) => match training_store::update(path, &mut record) {
                Ok(saved) => *self.progress = saved,
                Err(error) => {
                    super::warn(error.describe(super::interface_language::catalogue()));
                    record(self.progress);
                }
            },
            None => record(self.progress),
        }
        let now = self.progress.rating.points();
        let change = match now.cmp(&before) {
            std::cmp::Ordering::Greater => "up",
            std::cmp::Ordering::Less => "down",
            std::cmp::Ordering::Equal => "same",
        };
        self.face.said(
            &Message::new("train-rating-now")
                .text("rating", now.to_string())
                .text("change", change)
                .text("points", (now - before).unsigned_abs().to_string()),
        )?;
        Ok(())
    }

    /// Puzzles one after another: those due first, then new ones near the player's rating
    /// (or as chosen), until the count, `quit` or the end of input.
    fn session(
        &mut self,
        set: &PuzzleSet,
        choice: &Choice,
        due_only: bool,
        count: Option<usize>,
        input: &mut Input,
    ) -> Result<(), CliError> {
        let mut themes = set.themes();
        themes.extend([
            crate::core::training::OWN_MISTAKE,
            crate::core::training::OWN_BLUNDER,
        ]);
        if let Some(theme) = &choice.theme
            && !themes.iter().any(|t| t.eq_ignore_ascii_case(theme))
        {
            return Err(CliError::said(
                Message::new("train-drill-unknown-theme")
                    .text("theme", escaped(theme))
                    .text("themes", themes.join(", ")),
            ));
        }
        let (queue, due) = self.queue(set, choice, due_only);
        if queue.is_empty() {
            let nothing = if due_only {
                Message::new("train-status-due").number("count", 0)
            } else {
                Message::new("train-none-chosen")
            };
            self.face.said(&nothing)?;
            return Ok(());
        }
        if due == 0 {
            self.face.said(&Message::new("train-none-due"))?;
        }
        let (mut tried, mut solved) = (0usize, 0usize);
        for puzzle in queue.into_iter().take(count.unwrap_or(usize::MAX)) {
            match self.solve(&puzzle, input)? {
                Solved::Next(was_solved) => {
                    tried += 1;
                    solved += usize::from(was_solved);
                }
                Solved::Left => break,
            }
        }
        self.face.said(
            &Message::new("train-session-end")
                .number("count", tried)
                .number("solved", solved),
        )?;
        Ok(())
    }

    /// The puzzles of a session, in order, and how many of them are due: the due ones (puzzles
    /// and drills), the new drills, then new puzzles near the player's rating.
    fn queue(&self, set: &PuzzleSet, choice: &Choice, due_only: bool) -> (Vec<Puzzle>, usize) {
        let due: Vec<Puzzle> = self
            .progress
            .due(self.day)
            .into_iter()
            .filter_map(|id| set.find(id).cloned().or_else(|| self.progress.drill(id)))
            .filter(|p| choice.fits(p))
            .collect();
        if due_only {
            let count = due.len();
            return (due, count);
        }
        let met = |p: &Puzzle| self.progress.reviews.contains_key(p.id.as_str());
        let new_drills = self
            .progress
            .drills()
            .into_iter()
            .filter(|p| !met(p) && choice.fits(p));
        let rating = u16::try_from(self.progress.rating.points().clamp(0, 4000)).unwrap_or(1500);
        let near = Choice {
            theme: choice.theme.clone(),
            rating: choice.rating.or(Some((
                rating.saturating_sub(RATING_REACH),
                rating.saturating_add(RATING_REACH),
            ))),
        };
        let mut fresh: Vec<&Puzzle> = set.chosen(&near).filter(|p| !met(p)).collect();
        // The closest to the player's rating first; ties by id, so a session is the same each
        // time it starts from the same progress.
        fresh.sort_by_key(|p| (p.rating.abs_diff(rating), p.id.clone()));
        let count = due.len();
        let queue = due
            .into_iter()
            .chain(new_drills)
            .chain(fresh.into_iter().cloned())
            .collect();
        (queue, count)
    }
}

/// Whether a line asks to leave (`quit` in any language's command word).
fn is_quit(line: &str) -> bool {
    matches!(
        crate::core::command::command_in(line.trim()),
        Some((crate::core::command::Command::Quit, _))
    )
}
