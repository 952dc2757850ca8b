//! The one carrier of the table's effects, in one fixed order for every step: the journal
//! (appended and synced), then speech, then the boards' links, then the engine, then the game's
//! server, then files.
//! A decision is on disk before a word of it is said; a record is written once the game it
//! records is complete.

use std::path::PathBuf;

use shakmaty::Color;

use crate::board::{DgtLink, PegLink};
use crate::core::pgn::{MoveNote, write_pgn_annotated};
use crate::core::session::Effect;
use crate::core::speech_queue::{Listener, Utterance};
use crate::core::table::Storage;
use crate::core::table::{
    BoardKind, BoardRequest, EngineAnswer, EngineRequest, EngineTrouble, Table, TableInput, Ticket,
};
use crate::engine::{
    EngineError, EngineEvent, MoveSource, RequestId, Score, SearchPosition, ThinkTime,
};
use crate::journal::{Journal, Saving};

use super::analyst::{Analyst, AnalystStarter};
use crate::speech::{SpeechNotice, SpeechService};

/// One thing said in a step, as the face shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    pub text: String,
    /// Said only to the blind player (D.2.6).
    pub private: bool,
}

/// What one step did, for the face.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Report {
    /// Everything said, in order.
    pub said: Vec<Said>,
    /// Notices about devices (speech, a board's dropped line): shown, not spoken.
    pub notices: Vec<String>,
    /// The refusal of this step, if any (an illegal move, nothing to undo).
    pub refusal: Option<String>,
    /// A move was played in this step.
    pub moved: bool,
}

impl Report {
    pub fn extend(&mut self, other: Report) {
        self.said.extend(other.said);
        self.notices.extend(other.notices);
        if other.refusal.is_some() {
            self.refusal = other.refusal;
        }
        self.moved |= other.moved;
    }
}

/// A board's link.
#[derive(Debug)]
pub enum BoardLink {
    Peg(PegLink),
    Dgt(DgtLink),
}

impl BoardLink {
    fn request_snapshot(&self) {
        match self {
            BoardLink::Peg(link) => link.request_snapshot(),
            BoardLink::Dgt(link) => link.request_board(),
        }
    }
}

/// The engine and the one question of each kind it is working on.
struct EngineLink {
    source: Box<dyn MoveSource>,
    asked_move: Option<(RequestId, Ticket)>,
    asked_hint: Option<(RequestId, Ticket)>,
    asked_weigh: Option<(RequestId, Ticket)>,
}

/// The devices of the table.
pub struct Carrier {
    journal: Option<Journal>,
    speech: Option<SpeechService>,
    earcons: bool,
    links: Vec<(BoardKind, BoardLink)>,
    engine: Option<EngineLink>,
    /// The engine's name and side, for the record's tags (kept after it is given up).
    engine_player: Option<(Color, String)>,
    /// The game's server, online.
    online: Option<crate::online::OnlineLink>,
    /// The engine that analyses the finished game, started when first asked.
    analyst: Analyst,
    /// Where a game without a journal (online: the server keeps it) has its record and its
    /// analysis written (`BASE.pgn`, `BASE.analysed.pgn`), if anywhere.
    record_base: Option<PathBuf>,
}

impl std::fmt::Debug for Carrier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Carrier")
            .field("journal", &self.journal)
            .field("earcons", &self.earcons)
            .field("links", &self.links)
            .finish_non_exhaustive()
    }
}

impl Carrier {
    pub fn new(journal: Option<Journal>, speech: Option<SpeechService>, earcons: bool) -> Self {
        Self {
            journal,
            speech,
            earcons,
            links: Vec::new(),
            engine: None,
            engine_player: None,
            online: None,
            analyst: Analyst::default(),
            record_base: None,
        }
    }

    /// For a game without a journal: its record and analysis go to `BASE.pgn` and
    /// `BASE.analysed.pgn`.
    pub fn set_record_base(&mut self, base: PathBuf) {
        self.record_base = Some(base);
    }

    /// How to start the engine that analyses a finished game (`analyse` at the table).
    pub fn set_analyst(&mut self, starter: AnalystStarter) {
        self.analyst = Analyst::new(starter);
    }

    /// The analysis engine's event as the table's answer.
    pub fn analyst_answer(&mut self, event: EngineEvent) -> Option<EngineAnswer> {
        self.analyst.answer(event)
    }

    pub fn set_online(&mut self, link: crate::online::OnlineLink) {
        self.online = Some(link);
    }

    pub fn add_board(&mut self, kind: BoardKind, link: BoardLink) {
        self.links.push((kind, link));
    }

    pub fn set_engine(&mut self, source: Box<dyn MoveSource>, side: Color) {
        self.engine_player = Some((side, source.info().name.clone()));
        self.engine = Some(EngineLink {
            source,
            asked_move: None,
            asked_hint: None,
            asked_weigh: None,
        });
    }

    /// The speech service back, once the table is done with it.
    pub fn into_speech(self) -> Option<SpeechService> {
        self.speech
    }

    pub fn journal(&self) -> Option<&Journal> {
        self.journal.as_ref()
    }

    /// An engine's event as the table's answer: `None` for an answer to a question no longer
    /// asked.
    pub fn engine_answer(&mut self, event: EngineEvent) -> Option<EngineAnswer> {
        let link = self.engine.as_mut()?;
        match event {
            EngineEvent::BestMove { id, mv } => {
                let (_, ticket) = link.asked_move.filter(|(asked, _)| *asked == id)?;
                link.asked_move = None;
                Some(EngineAnswer::BestMove { ticket, mv })
            }
            EngineEvent::Hint { id, mv, .. } => {
                let (_, ticket) = link.asked_hint.filter(|(asked, _)| *asked == id)?;
                link.asked_hint = None;
                Some(EngineAnswer::Hint { ticket, mv })
            }
            EngineEvent::Evaluation { id, score, .. } => {
                let (_, ticket) = link.asked_weigh.filter(|(asked, _)| *asked == id)?;
                link.asked_weigh = None;
                let centipawns = score.map(|score| match score {
                    Score::Centipawns(cp) => cp,
                    Score::Mate(n) if n > 0 => 100_000,
                    Score::Mate(_) => -100_000,
                });
                Some(EngineAnswer::Weighed { ticket, centipawns })
            }
            EngineEvent::Failed(error) => Some(EngineAnswer::Failed(engine_trouble(&error))),
        }
    }

    /// Carries out one step's effects in the fixed order. Returns what the face shows and the
    /// inputs the step's outcome gives back to the table (a record written, an engine that could
    /// not be asked).
    pub fn perform(&mut self, table: &Table, effects: &[Effect]) -> (Report, Vec<TableInput>) {
        let mut report = Report::default();
        let mut back = Vec::new();
        // 1. The journal, synced. Writing that fails does not stop the game: the table is told
        // (and says so) once when it starts failing and once when it works again.
        for effect in effects {
            if let (Effect::Record(record), Some(journal)) = (effect, self.journal.as_mut()) {
                match journal.append(record) {
                    Saving::Saved | Saving::StillFailing => {}
                    Saving::StartedFailing(problem) => {
                        back.push(TableInput::Storage(Storage::Failing(problem)));
                    }
                    Saving::Recovered => back.push(TableInput::Storage(Storage::Safe)),
                }
            }
        }
        // 2. Speech, in order.
        for effect in effects {
            match effect {
                Effect::Say(utterance) => self.say(utterance.clone(), &mut report),
                Effect::Cue(earcon) => {
                    if let Some(speech) = self.speech.as_ref().filter(|_| self.earcons) {
                        speech.cue(*earcon);
                    }
                }
                Effect::BargeIn => {
                    if let Some(speech) = &self.speech {
                        speech.barge_in();
                    }
                }
                Effect::Refused(text) => report.refusal = Some(text.clone()),
                Effect::Notice(text) => report.notices.push(text.clone()),
                Effect::Record(crate::core::session::Record::Move { .. }) => report.moved = true,
                _ => {}
            }
        }
        // 3. The boards' links.
        for effect in effects {
            if let Effect::Board(kind, BoardRequest::Snapshot) = effect
                && let Some((_, link)) = self.links.iter().find(|(k, _)| k == kind)
            {
                link.request_snapshot();
            }
        }
        // 4. The engine.
        for effect in effects {
            if let Effect::Engine(request) = effect {
                back.extend(self.ask_engine(table, *request));
            }
        }
        // 5. The game's server: requests are queued to the link's own thread, never waited on.
        for effect in effects {
            if let (Effect::Online(request), Some(link)) = (effect, self.online.as_ref()) {
                link.send(request.clone());
            }
        }
        // 6. Files.
        for effect in effects {
            if let Effect::SaveAnalysis(notes) = effect
                && let Some(saved) =
                    self.save_beside_journal("analysed.pgn", &self.annotated_pgn_text(table, notes))
            {
                match saved {
                    Ok(path) => back.push(TableInput::Saved(path.display().to_string())),
                    Err(problem) => report.notices.push(problem),
                }
            }
            if let Effect::SaveGame { announce } = effect
                && let Some(saved) = self.save_pgn(table)
            {
                match saved {
                    Ok(path) if *announce => {
                        back.push(TableInput::Saved(path.display().to_string()));
                    }
                    Ok(_) => {}
                    Err(problem) => report.notices.push(problem),
                }
            }
        }
        if let Some(speech) = &self.speech {
            report
                .notices
                .extend(speech.notices().iter().map(describe_notice));
        }
        (report, back)
    }

    /// Says the face's own words (focus, the keys' help): they barge in on stale speech.
    pub fn say_own(&mut self, text: String) -> Report {
        let mut report = Report::default();
        if let Some(speech) = &self.speech {
            speech.barge_in();
        }
        self.say(
            Utterance::new(
                text,
                crate::core::speech_queue::Priority::Answer,
                Listener::Public,
            ),
            &mut report,
        );
        report
    }

    fn say(&self, utterance: Utterance, report: &mut Report) {
        report.said.push(Said {
            text: utterance.text.clone(),
            private: utterance.listener == Listener::Private,
        });
        if let Some(speech) = &self.speech {
            speech.say(utterance);
        }
    }

    fn ask_engine(&mut self, table: &Table, request: EngineRequest) -> Option<TableInput> {
        if let EngineRequest::Evaluate {
            ticket,
            plies,
            depth,
        } = request
        {
            let game = table.game_session().game();
            return self
                .analyst
                .evaluate(game, ticket, plies, depth)
                .err()
                .map(TableInput::Engine);
        }
        if request == EngineRequest::Stop {
            self.analyst.stop();
        }
        let link = self.engine.as_mut()?;
        let position = || SearchPosition::from_game(table.game_session().game());
        let asked = match request {
            EngineRequest::Move { ticket, think_ms } => link
                .source
                .request_move(&position(), ThinkTime::Fixed(millis(think_ms)))
                .map(|id| link.asked_move = Some((id, ticket))),
            EngineRequest::Hint { ticket, think_ms } => link
                .source
                .request_hint(&position(), millis(think_ms))
                .map(|id| link.asked_hint = Some((id, ticket))),
            EngineRequest::Weigh { ticket, think_ms } => link
                .source
                .request_evaluation(&position(), ThinkTime::Fixed(millis(think_ms)))
                .map(|id| link.asked_weigh = Some((id, ticket))),
            EngineRequest::Stop => {
                link.source.stop();
                link.asked_move = None;
                link.asked_hint = None;
                link.asked_weigh = None;
                Ok(())
            }
            // Asked of the analyst above.
            EngineRequest::Evaluate { .. } => Ok(()),
            EngineRequest::Release => {
                if let Some(link) = self.engine.take() {
                    // Stopping a process may wait for it to exit: not on the table's thread.
                    std::thread::spawn(move || drop(link.source));
                }
                Ok(())
            }
        };
        asked
            .err()
            .map(|error| TableInput::Engine(EngineAnswer::Failed(engine_trouble(&error))))
    }

    /// Writes the game as PGN beside its journal (atomically), with `%clk` comments when the
    /// game had a clock; returns the file's path (`None` without a journal). When that folder
    /// cannot be written, the record goes to the system's temporary folder instead, and the
    /// path said is that one: a finished game is never lost.
    fn save_pgn(&self, table: &Table) -> Option<Result<PathBuf, String>> {
        self.save_beside_journal("pgn", &self.pgn_text(table))
    }

    /// Writes `pgn` beside the journal with the extension `extension` (atomically), else in
    /// the temporary folder; the path written, or why neither could be.
    fn save_beside_journal(&self, extension: &str, pgn: &str) -> Option<Result<PathBuf, String>> {
        let base = match &self.journal {
            Some(journal) => journal.path().to_path_buf(),
            None => self.record_base.clone()?,
        };
        let path = base.with_extension(extension);
        let first = match crate::journal::write_atomically(&path, pgn.as_bytes()) {
            Ok(()) => return Some(Ok(path)),
            Err(error) => error,
        };
        let name = path.file_name().map(PathBuf::from).unwrap_or_default();
        let fallback = std::env::temp_dir().join(name);
        Some(
            crate::journal::write_atomically(&fallback, pgn.as_bytes())
                .map(|()| fallback)
                .map_err(|second| {
                    format!(
                        "the game's record could not be written to {} ({}) nor to the \
                         temporary folder ({})",
                        path.display(),
                        crate::bounded_read::strip_os_code(&first),
                        crate::bounded_read::strip_os_code(&second)
                    )
                }),
        )
    }

    fn pgn_text(&self, table: &Table) -> String {
        self.annotated_pgn_text(table, &[])
    }

    /// The game's record with `notes` after its moves (an analysis: marks, evaluations, better
    /// moves), the tags as the record has them.
    fn annotated_pgn_text(&self, table: &Table, notes: &[MoveNote]) -> String {
        let session = table.game_session();
        let game = session.game();
        let result = game
            .ending()
            .map_or("*".to_owned(), |e| e.result.to_string());
        // The names, date, control, result and termination, as the session's record has them.
        let engine = self
            .engine_player
            .as_ref()
            .map(|(side, name)| (*side, name.as_str()));
        let tags = session.record_tags(&today(), engine);
        write_pgn_annotated(
            &tags,
            game.start(),
            game.castling_mode(),
            &game.moves(),
            notes,
            session.clock_log(),
            &result,
        )
    }

    /// Gives up a new journal whose game never started (a device that did not open).
    pub fn discard_unused_journal(&mut self) {
        if let Some(journal) = self.journal.take() {
            journal.discard_if_unused();
        }
    }

    /// Waits (at most `limit`) for queued speech to be heard; called at the end.
    pub fn finish_speech(&self, limit: std::time::Duration) {
        if let Some(speech) = &self.speech {
            speech.flush(limit);
        }
    }
}

/// The engine adapter's error as the table's typed trouble (said in the player's language).
pub fn engine_trouble(error: &EngineError) -> EngineTrouble {
    match error {
        EngineError::NotFound(path) => EngineTrouble::NotFound { path: path.clone() },
        EngineError::CannotStart { path, .. } => EngineTrouble::CannotStart { path: path.clone() },
        EngineError::NoHandshake(limit)
        | EngineError::NotReady(limit)
        | EngineError::Stalled(limit) => EngineTrouble::NoAnswer {
            seconds: limit.as_secs().max(1),
        },
        EngineError::Crashed(_) | EngineError::ShutDown => EngineTrouble::Crashed,
        EngineError::Garbage(_) | EngineError::IllegalMove(_) => EngineTrouble::BadAnswer,
        EngineError::NoChess960 => EngineTrouble::NoChess960,
        other => EngineTrouble::Other(other.to_string()),
    }
}

fn millis(ms: u64) -> std::time::Duration {
    std::time::Duration::from_millis(ms)
}

/// Today's date as PGN writes it (`2026.11.21`), from the system clock in UTC.
fn today() -> String {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    let (year, month, day) = crate::journal::civil_from_days(i64::try_from(days).unwrap_or(0));
    format!("{year:04}.{month:02}.{day:02}")
}

fn describe_notice(notice: &SpeechNotice) -> String {
    match notice {
        SpeechNotice::FellBack { from, to, reason } => {
            format!("speech: {from} failed ({reason}); speaking with {to} from now on")
        }
        SpeechNotice::Silent { engine, reason } => {
            format!("speech: {engine} failed ({reason}); no audio from now on")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Game;
    use crate::core::session::{Record, Session, SessionConfig};
    use crate::core::table::{Storage, TableSetup, WriteProblem};
    use crate::core::voice::Voice;
    use crate::runtime::testing::journaled_carrier;

    fn table() -> Table {
        Table::new(
            Session::new(SessionConfig::default(), Voice::fide(), Game::new(), 0),
            TableSetup::default(),
        )
    }

    #[test]
    fn a_journal_that_cannot_be_written_is_told_once_and_the_record_goes_elsewhere() {
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path().join("games");
        let (mut carrier, journal) = journaled_carrier(&games);
        // A file where the folder was: nothing can be written there, even by root.
        std::fs::remove_dir_all(&games).unwrap();
        std::fs::write(&games, b"in the way").unwrap();
        let table = table();
        let record = Effect::Record(Record::Press { at_ms: 1 });
        let (_, back) = carrier.perform(&table, std::slice::from_ref(&record));
        assert_eq!(
            back,
            [TableInput::Storage(Storage::Failing(
                WriteProblem::FolderGone
            ))]
        );
        let (_, back) = carrier.perform(&table, &[record]);
        assert!(back.is_empty(), "said once, not at every record");
        // The game's record is written to the temporary folder, and that path is said.
        let (_, back) = carrier.perform(&table, &[Effect::SaveGame { announce: true }]);
        let fallback =
            std::env::temp_dir().join(journal.with_extension("pgn").file_name().unwrap());
        assert_eq!(back, [TableInput::Saved(fallback.display().to_string())]);
        assert!(
            std::fs::read_to_string(&fallback)
                .unwrap()
                .contains("[Result \"*\"]")
        );
        std::fs::remove_file(fallback).unwrap();
    }
}
