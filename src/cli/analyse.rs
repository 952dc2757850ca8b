//! `annabella analyse FILE [--game N] [--depth N | --movetime MS]`: what Stockfish (or another
//! UCI engine) thinks of every move of a game, marked as Lichess marks them, written as a PGN
//! with `[%eval]` comments and NAGs, and summed up in words.
//!
//! The annotated PGN is written whole and atomically (never half a file): after the first
//! position, then at most once a second while the analysis runs, and at the end. Stopping the
//! analysis (Ctrl-C, a crash) keeps all but the last second's work, and a long game costs time in
//! proportion to its length (writing it after every position made the analysis quadratic).

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::many_games::{Handled, for_each_game};
use super::voice_arg::load_voice;
use super::{CliError, InputSource, Output};
use crate::core::analysis::{Eval, GameEvals};
use crate::core::message::{Message, Sentences};
use crate::core::pgn::{MoveNote, PgnGame, clock_command, write_pgn_annotated};
use crate::core::strings::UiLanguage;
use crate::engine::{
    EngineEvent, EngineOptions, MoveSource, Score, SearchPosition, ThinkTime, UciEngine,
};

#[derive(Debug, clap::Args)]
pub struct AnalyseArgs {
    /// Which game of the file (1 is the first; numbered as messages number them).
    #[arg(long, default_value_t = 1, value_name = "N")]
    game: usize,
    /// Search each position to this depth (half-moves).
    #[arg(long, value_name = "N", conflicts_with = "movetime", value_parser = super::option_problem::number_between(1u8, 60))]
    depth: Option<u8>,
    /// Search each position this many milliseconds.
    #[arg(long, value_name = "MS", value_parser = super::option_problem::number_between(10u64, 600_000))]
    movetime: Option<u64>,
    /// The UCI engine (default: Stockfish).
    #[arg(long, value_name = "PATH")]
    engine: Option<PathBuf>,
    /// Search threads (default: every core).
    #[arg(long, value_name = "N", value_parser = super::option_problem::number_between(1u16, 512))]
    threads: Option<u16>,
    /// Where the annotated PGN goes (default: beside the game, `NAME.analysed.pgn`).
    #[arg(long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Voice of the summary: fide (the default), en, fr, or a voice pack.
    #[arg(long, default_value = "fide")]
    voice: String,
    /// Language of the summary and the progress: en, fr, de, or one brought by a catalogue file
    /// (default: the voice's).
    #[arg(long, value_name = "LANG", value_parser = super::interface_language::parse_lang)]
    pub(super) lang: Option<crate::core::language::UiLanguage>,
    /// The PGN file.
    file: PathBuf,
}

/// Depth 12 when nothing is said: a second or so a position on one core.
const DEFAULT_DEPTH: u8 = 12;

/// How often at most the annotated PGN is written while the analysis runs.
const WRITE_EVERY: Duration = Duration::from_secs(1);

/// When the annotated PGN is written: the first time at once (a file that cannot be written is
/// said before the engine works in vain), then once `every` has passed, and always at the end.
#[derive(Debug)]
struct WritePace {
    every: Duration,
    last: Option<Instant>,
}

impl WritePace {
    fn new(every: Duration) -> Self {
        Self { every, last: None }
    }

    /// Whether to write now (and if so, the write is counted as done now).
    fn due(&mut self, now: Instant, finished: bool) -> bool {
        let due = finished
            || self
                .last
                .is_none_or(|last| now.saturating_duration_since(last) >= self.every);
        if due {
            self.last = Some(now);
        }
        due
    }
}

pub fn run(args: &AnalyseArgs, out: &mut Output) -> Result<(), CliError> {
    // The language of the summary: `--lang`, else the settings file's `ui_language`, else the
    // voice's.
    let voice = match args
        .lang
        .or_else(super::interface_language::from_settings_file)
    {
        Some(language) => {
            crate::core::interface_voice::for_interface(load_voice(&args.voice)?, language)
        }
        None => load_voice(&args.voice)?,
    };
    let strings = UiLanguage::of(&voice).strings();
    let source = InputSource::from_arg(Some(&args.file));
    let bytes = source.read_all(crate::bounded_read::limits::PGN)?;
    let mut chosen: Option<PgnGame> = None;
    let mut sink = Output::new(Box::new(std::io::sink()));
    let read = for_each_game(&bytes, &source.name(), &mut sink, |game, _| {
        if game.number == args.game {
            chosen = Some(game.clone());
        }
        Ok(Handled::Written)
    })?;
    let game = chosen.ok_or_else(|| {
        CliError::said(
            Message::new("analyse-no-game")
                .text("file", source.name())
                .number("game", args.game),
        )
    })?;
    let output = args
        .output
        .clone()
        .unwrap_or_else(|| args.file.with_extension("analysed.pgn"));
    let think = match (args.depth, args.movetime) {
        (_, Some(ms)) => ThinkTime::Fixed(Duration::from_millis(ms)),
        (depth, None) => ThinkTime::Depth {
            plies: depth.unwrap_or(DEFAULT_DEPTH),
            limit: Duration::from_mins(2),
        },
    };
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .ok()
            .and_then(|n| u16::try_from(n.get()).ok())
            .unwrap_or(1)
    });
    let (events, answers) = mpsc::channel::<EngineEvent>();
    let options = EngineOptions {
        threads: Some(threads),
        ..EngineOptions::default()
    };
    // The engine as the person named it, for messages.
    let engine_name = args
        .engine
        .as_ref()
        .map_or_else(|| "stockfish".to_owned(), |path| path.display().to_string());
    let mut engine = UciEngine::start(args.engine.clone(), &options, events)
        .map_err(|e| engine_failed(&engine_name, e))?;

    let positions = game.moves.len() + 1;
    let mut evals = Vec::with_capacity(positions);
    let mut bests = Vec::with_capacity(positions);
    let mut position = game.start.clone();
    let mut said_tenth = 0;
    let mut pace = WritePace::new(WRITE_EVERY);
    for index in 0..positions {
        let (eval, best) = match Eval::of_finished(&position) {
            Some(over) => (over, None),
            None => evaluate(&mut engine, &engine_name, &answers, &game, index, think)?,
        };
        evals.push(eval);
        bests.push(best);
        if pace.due(Instant::now(), index + 1 == positions) {
            write_annotated(&game, &evals, &bests, &output)?;
        }
        let tenth = (index + 1) * 10 / positions;
        if tenth > said_tenth {
            said_tenth = tenth;
            // Progress is news, not a warning: on stderr, not in the log.
            super::tell(
                strings.say(
                    &Message::new("analysed-of")
                        .number("done", index + 1)
                        .number("count", positions)
                        .number("percent", tenth * 10),
                ),
            );
        }
        if let Some(&m) = game.moves.get(index) {
            shakmaty::Position::play_unchecked(&mut position, m);
        }
    }
    drop(engine);
    for line in evaluated(&game, &evals, &bests).summary(&voice, strings) {
        out.line(&line)?;
    }
    out.line(&strings.say(&Message::new("game-saved").text("path", output.display().to_string())))?;
    read.into_result()
}

/// Asks the engine about the position after `index` moves and waits for its answer.
fn evaluate(
    engine: &mut UciEngine,
    engine_name: &str,
    answers: &mpsc::Receiver<EngineEvent>,
    game: &PgnGame,
    index: usize,
    think: ThinkTime,
) -> Result<(Eval, Option<shakmaty::Move>), CliError> {
    let search = SearchPosition::new(game.start.clone(), game.castling_mode, &game.moves[..index])
        .map_err(|e| engine_failed(engine_name, e))?;
    let id = engine
        .request_evaluation(&search, think)
        .map_err(|e| engine_failed(engine_name, e))?;
    loop {
        // The engine's own limit (the search's time plus its margin) ends every wait.
        match answers.recv_timeout(Duration::from_mins(10)) {
            Ok(EngineEvent::Evaluation {
                id: answered,
                best,
                score,
            }) if answered == id => {
                let (cp, mate) = match score {
                    Some(Score::Centipawns(cp)) => (Some(cp), None),
                    Some(Score::Mate(n)) => (None, Some(n)),
                    None => (Some(0), None),
                };
                let eval = Eval::from_side_to_move(search.current(), cp, mate)
                    .unwrap_or(Eval::Centipawns(0));
                return Ok((eval, Some(best)));
            }
            Ok(EngineEvent::Failed(error)) => return Err(engine_failed(engine_name, error)),
            Ok(_) => {}
            Err(_) => {
                return Err(CliError::said(
                    Message::new("analyse-engine-silent").text("engine", engine_name),
                ));
            }
        }
    }
}

/// The annotated PGN of what is analysed so far, written whole.
fn write_annotated(
    game: &PgnGame,
    evals: &[Eval],
    bests: &[Option<shakmaty::Move>],
    output: &std::path::Path,
) -> Result<(), CliError> {
    let mut notes = evaluated(game, evals, bests).notes();
    let result = game.tag("Result").or(game.result.as_deref()).unwrap_or("*");
    // The game's own `[%clk]` times are kept, each with its move (a relay's file may miss one
    // and go on): a later review reads the clock from them.
    notes.resize_with(notes.len().max(game.moves.len()), MoveNote::default);
    for (ply, note) in notes.iter_mut().enumerate() {
        if let Some(ms) = game.notes.clock_ms(ply) {
            let clock = clock_command(ms);
            note.comment = Some(match note.comment.take() {
                Some(comment) => format!("{comment} {clock}"),
                None => clock,
            });
        }
    }
    let text = write_pgn_annotated(
        &game.tags,
        &game.start,
        game.castling_mode,
        &game.moves,
        &notes,
        None,
        result,
    );
    crate::journal::write_atomically(output, text.as_bytes()).map_err(|e| {
        CliError::said(
            Message::new("file-cannot-be-written")
                .text("file", output.display().to_string())
                .text("reason", crate::bounded_read::strip_os_code(&e)),
        )
    })
}

/// The engine failed (would not start, stopped, answered nonsense): one sentence, the engine's
/// own words in English only, and in the log.
fn engine_failed(engine: &str, error: impl std::fmt::Display) -> CliError {
    tracing::warn!("engine {engine}: {error}");
    CliError::said(
        Message::new("analyse-engine-failed")
            .text("engine", engine)
            .text("detail", error.to_string()),
    )
}

/// The game with what the engine said of it so far.
fn evaluated<'a>(
    game: &'a PgnGame,
    evals: &'a [Eval],
    bests: &'a [Option<shakmaty::Move>],
) -> GameEvals<'a> {
    GameEvals {
        start: &game.start,
        moves: &game.moves,
        evals,
        bests,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_analysis_is_written_at_once_then_once_a_second_and_at_the_end() {
        let start = Instant::now();
        let mut pace = WritePace::new(Duration::from_secs(1));
        // 2 001 positions a millisecond apart: written at the first, each second, and the last.
        let written: Vec<usize> = (0..2001)
            .filter(|&i| {
                let now = start + Duration::from_millis(u64::try_from(i).unwrap());
                pace.due(now, i == 2000)
            })
            .collect();
        assert_eq!(written, [0, 1000, 2000]);
        // Slow positions (depth 20): every one is written.
        let mut pace = WritePace::new(Duration::from_secs(1));
        assert!((0..5).all(|i| pace.due(start + Duration::from_secs(2 * i), false)));
    }
}
