//! The one carrier of the table's effects, in one fixed order for every step: the journal
//! (appended and synced), then speech, then the boards' links, then the engine, then the game's
//! server, then files.
//! A decision is on disk before a word of it is said; a record is written once the game it
//! records is complete.

use std::path::PathBuf;

use shakmaty::Color;

use crate::board::BoardLink;
use crate::core::message::Message;
use crate::core::pgn::{MoveNote, write_pgn_annotated};
use crate::core::speech_queue::{Listener, Priority, Utterance};
use crate::core::table::Storage;
use crate::core::table::TableEffect;
use crate::core::table::WriteProblem;
use crate::core::table::{
    BoardRequest, BoardRole, EngineAnswer, EngineRequest, Table, TableInput, Ticket,
};
use crate::engine::{EngineEvent, MoveSource, RequestId, Score, SearchPosition, ThinkTime};
use crate::journal::{Journal, Rescue, RescueFailed, Saving};

use super::analyst::{Analyst, AnalystStarter};
use super::engine_trouble::engine_trouble;
use crate::speech::{SpeechNotice, SpeechService};

/// One thing said in a step, as the faces show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spoken {
    pub text: String,
    /// Said only to the blind player (D.2.6).
    pub private: bool,
}

/// What one step did, for the face.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Report {
    /// Everything said, in order.
    pub said: Vec<Spoken>,
    /// Notices about the world around the table (a board's garbled data, the e-board's guidance,
    /// the server's news): shown, not spoken, and not logged — they are no bug of the program.
    pub notices: Vec<String>,
    /// The program's own troubles (speech falling back, a file that cannot be written): shown,
    /// and logged for a bug report.
    pub troubles: Vec<String>,
    /// The refusal of this step, if any (an illegal move, nothing to undo).
    pub refusal: Option<String>,
    /// A move was played in this step.
    pub moved: bool,
}

impl Report {
    pub fn extend(&mut self, other: Report) {
        self.said.extend(other.said);
        self.notices.extend(other.notices);
        self.troubles.extend(other.troubles);
        if other.refusal.is_some() {
            self.refusal = other.refusal;
        }
        self.moved |= other.moved;
    }
}

/// A sealed table's attestation: said and shown as the game starts and as it ends, with the
/// log's head at that moment, and carried in the game's record (PGN tags `Recorder`, `LogHead`).
/// Its sentences are kept as messages: the head is their argument, given as each is said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attestation {
    /// The table's language, in which both sentences are said.
    pub language: crate::core::language::UiLanguage,
    /// Said before the start's sentence when the settings file, not `--sealed`, sealed the table.
    pub preface: Option<Message>,
    /// The sentence at the start, still without its `head`.
    pub start: Message,
    /// The sentence at the end, still without its `head`.
    pub end: Message,
    /// The `Recorder` tag: the program, its version and build, sealed.
    pub recorder: String,
}

impl Attestation {
    /// The sentence at the start with the log's `head` then, in the table's language.
    fn start_words(&self, head: &str) -> String {
        let catalogue = crate::core::catalogue::Catalogue::of(self.language);
        let start = self
            .start
            .clone()
            .text("head", head)
            .in_catalogue(catalogue);
        match &self.preface {
            Some(preface) => format!("{} {start}", preface.in_catalogue(catalogue)),
            None => start,
        }
    }

    /// The sentence at the end with the log's `head` then, in the table's language.
    fn end_words(&self, head: &str) -> String {
        self.end
            .clone()
            .text("head", head)
            .in_language(self.language)
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
    links: Vec<(BoardRole, Box<dyn BoardLink>)>,
    engine: Option<EngineLink>,
    /// The engine's name and side, for the record's tags (kept after it is given up).
    engine_player: Option<(Color, String)>,
    /// The game's server, online.
    #[cfg(feature = "full")]
    online: Option<crate::online::OnlineLink>,
    /// The engine that analyses the finished game, started when first asked.
    analyst: Analyst,
    /// Where a game without a journal (online: the server keeps it) has its record and its
    /// analysis written (`BASE.pgn`, `BASE.analysed.pgn`), if anywhere.
    record_base: Option<PathBuf>,
    /// The arbiter's live PGN over HTTP, republished after every step that wrote the journal.
    broadcast: Option<crate::broadcast::Broadcast>,
    /// The hall's link (`--hall`): the table's state after every step that wrote the journal.
    hall: Option<crate::hall::publisher::HallLink>,
    /// The listener's position (`--listen`), told after every step.
    listening: Option<crate::hearing::PositionSlot>,
    /// The shared temporary folder holding this user's rescue folder, where the game goes when
    /// its own folder cannot be written.
    temporary: PathBuf,
    /// Where the journal was rescued to, once it was: the game's record goes beside it.
    rescued: Option<PathBuf>,
    /// What the table is told with the first step (a resumed journal that cannot be written).
    at_start: Vec<TableInput>,
    /// Where the sighted player's e-board sentences go (`--opponent-output`); without it they
    /// are notices, shown on the screen (in line mode: standard error).
    opponent_output: Option<std::fs::File>,
    /// A sealed table's actions not yet written: journaled with the next step's records.
    actions: Vec<crate::journal::Action>,
    /// What was noted last of each board, so a report said again is not noted twice.
    noted: crate::journal::ActionNotes,
    /// A sealed table's attestation, and whether it was said at the start and at the end.
    attestation: Option<(Attestation, bool, bool)>,
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
            #[cfg(feature = "full")]
            online: None,
            analyst: Analyst::default(),
            record_base: None,
            broadcast: None,
            hall: None,
            listening: None,
            temporary: std::env::temp_dir(),
            rescued: None,
            at_start: Vec::new(),
            opponent_output: None,
            actions: Vec::new(),
            noted: crate::journal::ActionNotes::default(),
            attestation: None,
        }
    }

    /// Tells the table about saving with its first step, as it opens: a resumed journal whose
    /// writing fails from the start is said at once, not taken as already told.
    pub fn tell_at_start(&mut self, storage: Storage) {
        self.at_start.push(TableInput::Storage(storage));
    }

    /// The shared temporary folder holding the rescue folder (tests use one of their own).
    pub fn set_temporary_folder(&mut self, shared: PathBuf) {
        self.temporary = shared;
    }

    /// Tells the listener the game's position after every step (`--listen`).
    pub fn set_listening(&mut self, positions: crate::hearing::PositionSlot) {
        self.listening = Some(positions);
    }

    /// Serves the game's record live (`--broadcast`).
    pub fn set_broadcast(&mut self, broadcast: crate::broadcast::Broadcast) {
        self.broadcast = Some(broadcast);
    }

    /// Tells the hall the table's state (`--hall`).
    pub fn set_hall(&mut self, link: crate::hall::publisher::HallLink) {
        self.hall = Some(link);
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

    #[cfg(feature = "full")]
    pub fn set_online(&mut self, link: crate::online::OnlineLink) {
        self.online = Some(link);
    }

    /// The sighted player's e-board sentences go to this file, one a line (`--opponent-output`).
    pub fn set_opponent_output(&mut self, file: std::fs::File) {
        self.opponent_output = Some(file);
    }

    /// A sentence for the sighted player: to their file, or shown as a notice. A file that can
    /// no longer be written is given up, and the sentence shown instead (never lost).
    fn tell_sighted(&mut self, text: &str, report: &mut Report) {
        if let Some(file) = self.opponent_output.as_mut() {
            use std::io::Write;
            if writeln!(file, "{text}").and_then(|()| file.flush()).is_ok() {
                return;
            }
            self.opponent_output = None;
        }
        report.notices.push(text.to_owned());
    }

    pub fn add_board(&mut self, kind: BoardRole, link: Box<dyn BoardLink>) {
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

    /// Seals the table's words: the attestation is said as the game starts and as it ends.
    pub fn set_attestation(&mut self, attestation: Attestation) {
        self.attestation = Some((attestation, false, false));
    }

    /// The log's head as a person reads it back (`9f2c 41d0 77ab`).
    fn head_words(&self) -> String {
        self.journal
            .as_ref()
            .and_then(Journal::head)
            .map(|head| crate::journal::head_words(&head))
            .unwrap_or_default()
    }

    /// A sealed table's attestation: as the game starts (after the greeting), and again as it
    /// ends or the table is left (its record is saved), each with the log's head then.
    fn attest(&mut self, effects: &[TableEffect], report: &mut Report) {
        let Some((attestation, said_start, said_end)) = self.attestation.clone() else {
            return;
        };
        if !said_start {
            let text = attestation.start_words(&self.head_words());
            self.say(
                Utterance::new(text, Priority::Answer, Listener::Public),
                report,
            );
        }
        let ending = effects.iter().any(|effect| {
            matches!(
                effect,
                TableEffect::SaveGame { .. }
                    | TableEffect::Record(crate::core::session::Record::End { .. })
            )
        });
        if ending && !said_end {
            let text = attestation.end_words(&self.head_words());
            self.say(
                Utterance::new(text, Priority::Answer, Listener::Public),
                report,
            );
        }
        self.attestation = Some((attestation, true, said_end || ending));
    }

    /// Notes what a person (or a board) did at a sealed table, for the arbiter: written with the
    /// records of the step it causes, in the same sync. A table that is not sealed notes nothing.
    pub fn note_input(&mut self, at_ms: u64, input: &TableInput) {
        // After the end's attestation nothing more is noted: the head said is the log's last.
        let ended = self.attestation.as_ref().is_some_and(|(_, _, end)| *end);
        if !ended
            && self.journal.as_ref().is_some_and(Journal::is_sealed)
            && let Some(action) = self.noted.note(at_ms, input)
        {
            self.actions.push(action);
        }
    }

    /// Step 7: what leaves the table for others to watch, the broadcast's live PGN and the
    /// hall's state, each at the moments a record was journaled and its moves are complete.
    fn publish(&mut self, table: &Table, effects: &[TableEffect]) {
        // The moments: a record was journaled and every move in it is complete (pressed,
        // D.2.8), so each carries its clock; or nothing was published yet. The PGN is made once
        // for both.
        let session = table.game_session();
        let moves_complete = session.clock().is_none() || session.clock_log().is_some();
        let journaled = effects.iter().any(|e| matches!(e, TableEffect::Record(_)));
        let broadcast_now = self
            .broadcast
            .as_ref()
            .is_some_and(|b| moves_complete && (!b.is_published() || journaled));
        let hall_watch = self
            .hall
            .as_mut()
            .and_then(|hall| hall.due(table, moves_complete && journaled));
        if !broadcast_now && hall_watch.is_none() {
            return;
        }
        let pgn = self.pgn_text(table);
        // 7. The broadcast's live PGN.
        if let Some(broadcast) = self.broadcast.as_ref().filter(|_| broadcast_now) {
            broadcast.publish(&pgn);
        }
        // 7b. The hall: the whole state (the link sends only what changed).
        if let (Some(hall), Some(watch)) = (self.hall.as_mut(), hall_watch) {
            // The clocks as they read at the table's last event (a move's press).
            let state =
                crate::hall::state::TableState::watching(table, hall.number(), 0, pgn, watch);
            hall.offer(state);
        }
    }

    /// Carries out one step's effects in the fixed order. Returns what the face shows and the
    /// inputs the step's outcome gives back to the table (a record written, an engine that could
    /// not be asked).
    pub fn perform(&mut self, table: &Table, effects: &[TableEffect]) -> (Report, Vec<TableInput>) {
        let mut report = Report::default();
        let mut back = std::mem::take(&mut self.at_start);
        // 1. The journal: the step's actions (a sealed table's) and records in one write, synced
        // once. Writing that fails does not stop the game: the table is told (and says so) once
        // when it starts failing and once when it works again.
        let records: Vec<&crate::core::session::Record> = effects
            .iter()
            .filter_map(|effect| match effect {
                TableEffect::Record(record) => Some(record),
                _ => None,
            })
            .collect();
        let actions = std::mem::take(&mut self.actions);
        if let Some(journal) = self.journal.as_mut() {
            match journal.append_step(&actions, &records) {
                Saving::Saved | Saving::StillFailing => {}
                Saving::StartedFailing(problem) => {
                    back.push(TableInput::Storage(Storage::Failing(problem)));
                }
                Saving::Recovered => back.push(TableInput::Storage(Storage::Safe)),
            }
        }
        // 2. Speech, in order.
        for effect in effects {
            match effect {
                TableEffect::Say(utterance) => self.say(utterance.clone(), &mut report),
                TableEffect::Cue(earcon) => {
                    if let Some(speech) = self.speech.as_ref().filter(|_| self.earcons) {
                        speech.cue(*earcon);
                    }
                }
                TableEffect::BargeIn => {
                    if let Some(speech) = &self.speech {
                        speech.barge_in();
                    }
                }
                TableEffect::Refused(text) => report.refusal = Some(text.clone()),
                TableEffect::Notice(text) => report.notices.push(text.clone()),
                TableEffect::ToSighted(text) => self.tell_sighted(text, &mut report),
                TableEffect::Record(crate::core::session::Record::Move { .. }) => {
                    report.moved = true;
                }
                _ => {}
            }
        }
        self.attest(effects, &mut report);
        // 3. The boards' links.
        for effect in effects {
            if let TableEffect::Board(kind, request) = effect
                && let Some((_, link)) = self.links.iter().find(|(k, _)| k == kind)
            {
                match request {
                    BoardRequest::Snapshot => link.request_snapshot(),
                    BoardRequest::ShowSquares(squares) => link.show_squares(*squares),
                    BoardRequest::SetPosition(board) => link.set_position(board),
                }
            }
        }
        // 4. The engine.
        for effect in effects {
            if let TableEffect::Engine(request) = effect {
                back.extend(self.ask_engine(table, *request));
            }
        }
        // 5. The game's server: requests are queued to the link's own thread, never waited on.
        #[cfg(feature = "full")]
        for effect in effects {
            if let (TableEffect::Online(request), Some(link)) = (effect, self.online.as_ref()) {
                link.send(request.clone());
            }
        }
        // 6. Files.
        for effect in effects {
            if let TableEffect::SaveAnalysis(notes) = effect
                && let Some(saved) =
                    self.save_beside_journal("analysed.pgn", &self.annotated_pgn_text(table, notes))
            {
                match saved {
                    Ok((path, _)) => back.push(TableInput::Saved(path.display().to_string())),
                    Err(problem) => report.troubles.push(problem.to_string()),
                }
            }
            if let TableEffect::SaveGame { announce } = effect {
                self.save_game(table, *announce, &mut report, &mut back);
            }
        }
        self.publish(table, effects);
        let session = table.game_session();
        // 8. The listener: the next utterance is heard among this position's moves.
        if let Some(positions) = &self.listening {
            positions.offer(session.game().position(), table.question_waiting());
            if effects.contains(&TableEffect::ListenNow) {
                positions.talk();
            }
        }
        if let Some(speech) = &self.speech {
            report
                .troubles
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
        report.said.push(Spoken {
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

    /// At the game's end or when the table is left: a game that never began (no move, no clock
    /// started) leaves nothing behind; a journal whose writing failed is rescued whole (in its own folder if the
    /// disk allows now, else in the rescue folder, and that path is said); then the game's
    /// record is written beside the journal.
    fn save_game(
        &mut self,
        table: &Table,
        announce: bool,
        report: &mut Report,
        back: &mut Vec<TableInput>,
    ) {
        if self.journal.as_ref().is_some_and(|j| !j.has_begun()) {
            if let Some(journal) = self.journal.take() {
                journal.discard_if_not_begun();
            }
            return;
        }
        let mut announce = announce;
        if let Some(journal) = self.journal.as_mut() {
            match journal.rescue(&self.temporary) {
                None => {}
                Some(Ok(Rescue::InPlace)) => back.push(TableInput::Storage(Storage::Safe)),
                Some(Ok(Rescue::Elsewhere(path))) => {
                    back.push(TableInput::Saved(path.display().to_string()));
                    self.rescued = Some(path);
                    announce = true;
                }
                Some(Err(failed)) => report.troubles.push(rescue_failed(journal.path(), &failed)),
            }
        }
        match self.save_pgn(table) {
            Some(Ok((path, elsewhere))) if announce || elsewhere => {
                back.push(TableInput::Saved(path.display().to_string()));
            }
            Some(Ok(_)) | None => {}
            Some(Err(problem)) => report.troubles.push(problem.to_string()),
        }
    }

    /// Writes the game as PGN beside its journal (atomically), with `%clk` comments when the
    /// game had a clock; returns the file's path (`None` without a journal) and whether it had
    /// to go elsewhere. When that folder cannot be written, the record goes to the rescue folder
    /// instead: a finished game is never lost.
    fn save_pgn(&self, table: &Table) -> Option<Result<(PathBuf, bool), RecordNotWritten>> {
        self.save_beside_journal("pgn", &self.pgn_text(table))
    }

    /// Writes `pgn` beside the journal with the extension `extension` (atomically), else in
    /// this user's rescue folder in the temporary folder; the path written and whether it is
    /// the rescue folder's, or why neither could be written.
    fn save_beside_journal(
        &self,
        extension: &str,
        pgn: &str,
    ) -> Option<Result<(PathBuf, bool), RecordNotWritten>> {
        let base = match (&self.rescued, &self.journal) {
            (Some(rescued), _) => rescued.clone(),
            (None, Some(journal)) => journal.path().to_path_buf(),
            (None, None) => self.record_base.clone()?,
        };
        let path = base.with_extension(extension);
        let first = match crate::journal::write_atomically(&path, pgn.as_bytes()) {
            Ok(()) => return Some(Ok((path, self.rescued.is_some()))),
            Err(error) => error,
        };
        let name = path.file_name().map(PathBuf::from).unwrap_or_default();
        let fallback = crate::journal::rescue_dir(&self.temporary).and_then(|dir| {
            let fallback = dir.join(name);
            crate::journal::write_atomically(&fallback, pgn.as_bytes()).map(|()| fallback)
        });
        Some(
            fallback
                .map(|fallback| (fallback, true))
                .map_err(|second| RecordNotWritten {
                    path,
                    first,
                    rescue_dir: crate::journal::rescue_dir_path(&self.temporary),
                    second,
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
        let mut tags = session.record_tags(&today(), engine);
        if let Some((attestation, _, _)) = &self.attestation {
            tags.push(("Recorder".to_owned(), attestation.recorder.clone()));
            if let Some(head) = self.journal.as_ref().and_then(Journal::head) {
                tags.push(("LogHead".to_owned(), crate::journal::hash_hex(&head)));
            }
        }
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

    /// Waits (at most `limit`) for the hall to take the table's last states.
    pub fn finish_hall(&self, limit: std::time::Duration) {
        if let Some(hall) = &self.hall {
            hall.finish(limit);
        }
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

/// What is lost when a journal could be written nowhere, in one line.
fn rescue_failed(journal: &std::path::Path, failed: &RescueFailed) -> String {
    let why = |problem: &WriteProblem| match problem {
        WriteProblem::DiskFull => "the disk is full".to_owned(),
        WriteProblem::FolderGone => "its folder is gone".to_owned(),
        WriteProblem::NotAllowed => "writing is not allowed there".to_owned(),
        WriteProblem::Other(text) => text.clone(),
    };
    let lost = match failed.moves_not_saved {
        0 => "no move is lost, but the game's last events (presses, the stop) are".to_owned(),
        1 => "its last move is not saved: a resume will not have it".to_owned(),
        n => format!("its last {n} moves are not saved: a resume will not have them"),
    };
    format!(
        "the game could be written neither to {} ({}) nor to {} ({}): {lost}",
        journal.display(),
        why(&failed.own),
        failed.elsewhere.display(),
        why(&failed.elsewhere_problem)
    )
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

/// The game's record could be written neither beside its journal nor in the rescue folder: both
/// paths and both failures handed back.
#[derive(Debug)]
pub struct RecordNotWritten {
    pub path: PathBuf,
    pub first: std::io::Error,
    pub rescue_dir: PathBuf,
    pub second: std::io::Error,
}

impl std::fmt::Display for RecordNotWritten {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the game's record could not be written to {} ({}) nor to {} ({})",
            self.path.display(),
            crate::bounded_read::strip_os_code(&self.first),
            self.rescue_dir.display(),
            crate::bounded_read::strip_os_code(&self.second)
        )
    }
}

impl std::error::Error for RecordNotWritten {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.second)
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
    fn a_journal_that_cannot_be_written_is_told_once_and_the_game_goes_elsewhere_whole() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path().join("games");
        // A shared temporary folder of the test's own (never the system's).
        let shared = dir.path().join("tmp");
        std::fs::create_dir(&shared).unwrap();
        std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o1777)).unwrap();
        let (mut carrier, journal) = journaled_carrier(&games);
        carrier.set_temporary_folder(shared.clone());
        let table = table();
        let (_, back) = carrier.perform(
            &table,
            &[TableEffect::Record(Record::Move {
                uci: "e2e4".parse().unwrap(),
                at_ms: 1,
            })],
        );
        assert!(back.is_empty());
        // A file where the folder was: nothing can be written there, even by root.
        std::fs::remove_dir_all(&games).unwrap();
        std::fs::write(&games, b"in the way").unwrap();
        let record = TableEffect::Record(Record::Press { at_ms: 1 });
        let (_, back) = carrier.perform(&table, std::slice::from_ref(&record));
        assert_eq!(
            back,
            [TableInput::Storage(Storage::Failing(
                WriteProblem::FolderGone
            ))]
        );
        let (_, back) = carrier.perform(&table, &[record]);
        assert!(back.is_empty(), "said once, not at every record");
        // Leaving: the whole journal and the game's record go to the rescue folder, and both
        // paths are said though the table did not ask to announce the record.
        let (_, back) = carrier.perform(&table, &[TableEffect::SaveGame { announce: false }]);
        let rescue = crate::journal::rescue_dir_path(&shared);
        let name = journal.file_name().unwrap();
        let rescued = rescue.join(name);
        let record = rescued.with_extension("pgn");
        assert_eq!(
            back,
            [
                TableInput::Saved(rescued.display().to_string()),
                TableInput::Saved(record.display().to_string())
            ]
        );
        let text = std::fs::read_to_string(&rescued).unwrap();
        assert!(text.ends_with("move e2e4 1\npress 1\npress 1\n"), "{text}");
        assert!(
            std::fs::read_to_string(&record)
                .unwrap()
                .contains("[Result \"*\"]")
        );
        let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode();
        assert_eq!(mode(&rescue) & 0o7777, 0o700);
        assert_eq!(
            mode(&shared) & 0o7777,
            0o1777,
            "the shared folder keeps its mode"
        );
    }

    #[test]
    fn a_resumed_journal_that_cannot_be_written_is_told_with_the_first_step() {
        let dir = tempfile::tempdir().unwrap();
        let (mut carrier, _) = journaled_carrier(&dir.path().join("games"));
        carrier.tell_at_start(Storage::Failing(WriteProblem::NotAllowed));
        let (_, back) = carrier.perform(&table(), &[]);
        assert_eq!(
            back,
            [TableInput::Storage(Storage::Failing(
                WriteProblem::NotAllowed
            ))]
        );
        let (_, back) = carrier.perform(&table(), &[]);
        assert!(back.is_empty());
    }

    #[test]
    fn a_game_that_never_began_leaves_no_journal_behind() {
        let dir = tempfile::tempdir().unwrap();
        let (mut carrier, journal) = journaled_carrier(&dir.path().join("games"));
        let (_, back) = carrier.perform(
            &table(),
            &[
                TableEffect::Record(Record::Stopped { at_ms: 5 }),
                TableEffect::SaveGame { announce: false },
            ],
        );
        assert!(back.is_empty());
        assert!(!journal.exists());
        assert!(!journal.with_extension("pgn").exists());
    }
}
