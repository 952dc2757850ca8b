//! The speech thread: owns the engine, carries out the queue's policy, falls back on failure.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::core::speech_queue::{Action, Earcon, SpeechQueue, Utterance};

use super::{SpeechEngine, SpeechError};

/// How often the thread asks a speaking engine whether it has finished. Only while speaking:
/// an idle speech thread sleeps until a command arrives.
const POLL: Duration = Duration::from_millis(15);

/// After the app lets go of the service, how long queued speech may still take before the
/// thread silences the engine and ends (a hung engine must not hold the program open).
const DRAIN_LIMIT: Duration = Duration::from_secs(10);

/// Something the speech thread wants the player or the app to know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeechNotice {
    /// The engine failed; speech continues on another engine (said once).
    FellBack {
        from: &'static str,
        to: &'static str,
        reason: String,
    },
    /// The engine failed and there is nothing to fall back to: speech is off.
    Silent {
        engine: &'static str,
        reason: String,
    },
}

enum Command {
    Say(Utterance),
    Cue(Earcon),
    BargeIn,
    RepeatLast,
    Rate(f32),
    Volume(f32),
    /// Answer once everything queued has been said (or at once if the engine is gone).
    Flush(Sender<()>),
}

/// A handle to the speech thread. Cheap calls that never block: they only send a message.
#[derive(Debug)]
pub struct SpeechService {
    commands: Sender<Command>,
    notices: Receiver<SpeechNotice>,
    thread: Option<JoinHandle<()>>,
    engine_name: &'static str,
}

impl std::fmt::Debug for Command {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Command::Say(_) => "Say",
            Command::Cue(_) => "Cue",
            Command::BargeIn => "BargeIn",
            Command::RepeatLast => "RepeatLast",
            Command::Rate(_) => "Rate",
            Command::Volume(_) => "Volume",
            Command::Flush(_) => "Flush",
        })
    }
}

impl SpeechService {
    /// Starts the speech thread with `engine`, and `fallback` to switch to if it fails.
    pub fn start(
        engine: Box<dyn SpeechEngine>,
        fallback: Option<Box<dyn SpeechEngine>>,
    ) -> std::io::Result<Self> {
        let (commands, receiver) = mpsc::channel();
        let (notify, notices) = mpsc::channel();
        let engine_name = engine.name();
        let worker = Worker {
            engine: Some(engine),
            fallback,
            queue: SpeechQueue::new(),
            notify,
            flushes: Vec::new(),
        };
        let thread = std::thread::Builder::new()
            .name("speech".to_owned())
            .spawn(move || worker.run(&receiver))?;
        Ok(Self {
            commands,
            notices,
            thread: Some(thread),
            engine_name,
        })
    }

    /// The engine the service started with.
    pub fn engine_name(&self) -> &'static str {
        self.engine_name
    }

    /// Queues an utterance.
    pub fn say(&self, utterance: Utterance) {
        self.send(Command::Say(utterance));
    }

    /// Plays an earcon at once, over any speech.
    pub fn cue(&self, earcon: Earcon) {
        self.send(Command::Cue(earcon));
    }

    /// A key or a move: drop stale answers, silence one being said.
    pub fn barge_in(&self) {
        self.send(Command::BargeIn);
    }

    /// Say the last utterance again.
    pub fn repeat_last(&self) {
        self.send(Command::RepeatLast);
    }

    pub fn set_rate(&self, rate: f32) {
        self.send(Command::Rate(rate));
    }

    pub fn set_volume(&self, volume: f32) {
        self.send(Command::Volume(volume));
    }

    /// Notices from the speech thread since the last call.
    pub fn notices(&self) -> Vec<SpeechNotice> {
        self.notices.try_iter().collect()
    }

    /// Waits until everything queued has been said, at most `limit`. True if it was.
    pub fn flush(&self, limit: Duration) -> bool {
        let (done, wait) = mpsc::channel();
        self.send(Command::Flush(done));
        wait.recv_timeout(limit).is_ok()
    }

    fn send(&self, command: Command) {
        // The thread only ends when this handle is dropped, so a send cannot fail while we
        // hold it; if the thread died anyway there is nobody left to tell.
        let _ = self.commands.send(command);
    }
}

impl Drop for SpeechService {
    fn drop(&mut self) {
        // Closing the channel ends the thread once its queue is empty.
        let (closed, _) = mpsc::channel();
        self.commands = closed;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

struct Worker {
    engine: Option<Box<dyn SpeechEngine>>,
    fallback: Option<Box<dyn SpeechEngine>>,
    queue: SpeechQueue,
    notify: Sender<SpeechNotice>,
    flushes: Vec<Sender<()>>,
}

impl Worker {
    fn run(mut self, commands: &Receiver<Command>) {
        let mut disconnected: Option<Instant> = None;
        loop {
            let speaking = self.queue.speaking().is_some();
            if let Some(since) = disconnected {
                if !speaking {
                    return;
                }
                if since.elapsed() > DRAIN_LIMIT {
                    if let Some(engine) = self.engine.as_deref_mut() {
                        let _ = engine.stop();
                    }
                    return;
                }
            }
            let command = if speaking {
                match commands.recv_timeout(POLL) {
                    Ok(command) => Some(command),
                    Err(RecvTimeoutError::Timeout) => None,
                    Err(RecvTimeoutError::Disconnected) => {
                        disconnected.get_or_insert_with(Instant::now);
                        // Nothing more can arrive: wait for the engine, not the channel.
                        std::thread::sleep(POLL);
                        None
                    }
                }
            } else if let Ok(command) = commands.recv() {
                Some(command)
            } else {
                disconnected.get_or_insert_with(Instant::now);
                None
            };
            if let Some(command) = command {
                self.handle(command);
            }
            self.poll_engine();
            if self.queue.speaking().is_none() {
                for done in self.flushes.drain(..) {
                    let _ = done.send(());
                }
            }
        }
    }

    fn handle(&mut self, command: Command) {
        let actions = match command {
            Command::Say(utterance) => self.queue.push(utterance),
            Command::Cue(earcon) => {
                if let Some(engine) = self.engine.as_deref_mut() {
                    // A sound that cannot be played is not worth switching engines for.
                    let _ = engine.cue(earcon);
                }
                Vec::new()
            }
            Command::BargeIn => self.queue.barge_in(),
            Command::RepeatLast => self.queue.repeat_last(),
            Command::Rate(rate) => {
                self.configure(|engine| engine.set_rate(rate));
                Vec::new()
            }
            Command::Volume(volume) => {
                self.configure(|engine| engine.set_volume(volume));
                Vec::new()
            }
            Command::Flush(done) => {
                self.flushes.push(done);
                Vec::new()
            }
        };
        self.execute(actions);
    }

    fn configure(
        &mut self,
        mut set: impl FnMut(&mut dyn SpeechEngine) -> Result<(), super::SpeechError>,
    ) {
        if let Some(engine) = self.engine.as_deref_mut() {
            let _ = set(engine);
        }
        if let Some(fallback) = self.fallback.as_deref_mut() {
            let _ = set(fallback);
        }
    }

    fn poll_engine(&mut self) {
        let Some(current) = self.queue.speaking().map(|q| q.id) else {
            return;
        };
        let Some(engine) = self.engine.as_deref_mut() else {
            let actions = self.queue.finished(current);
            self.execute(actions);
            return;
        };
        if engine.is_speaking() {
            return;
        }
        if let Some(error) = engine.failure() {
            // The utterance was cut by a failing engine: switch, and say a cut move again.
            self.fall_back(&error);
            let actions = self.queue.interrupted(current);
            self.execute(actions);
        } else {
            let actions = self.queue.finished(current);
            self.execute(actions);
        }
    }

    fn execute(&mut self, actions: Vec<Action>) {
        let mut pending: std::collections::VecDeque<Action> = actions.into();
        while let Some(action) = pending.pop_front() {
            let Some(engine) = self.engine.as_deref_mut() else {
                // No engine left: consume the queue so flushes answer and nothing piles up.
                if let Action::Say(queued) = action {
                    pending.extend(self.queue.finished(queued.id));
                }
                continue;
            };
            let result = match &action {
                Action::Say(queued) => {
                    engine.speak(&queued.utterance.text, queued.utterance.listener)
                }
                Action::Silence => engine.stop(),
            };
            if let Err(error) = result {
                self.fall_back(&error);
                if let Action::Say(queued) = action {
                    // Say it again on the new engine: a failure must not lose a move.
                    let retry = queued.utterance.clone();
                    pending.extend(self.queue.interrupted(queued.id));
                    if retry.priority != crate::core::speech_queue::Priority::Move {
                        pending.extend(self.queue.push(retry));
                    }
                }
            }
        }
    }

    fn fall_back(&mut self, reason: &SpeechError) {
        let from = self.engine.as_ref().map_or("none", |e| e.name());
        self.engine = self.fallback.take();
        let notice = match self.engine.as_ref() {
            Some(next) => SpeechNotice::FellBack {
                from,
                to: next.name(),
                reason: reason.to_string(),
            },
            None => SpeechNotice::Silent {
                engine: from,
                reason: reason.to_string(),
            },
        };
        let _ = self.notify.send(notice);
    }
}
