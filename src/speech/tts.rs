//! The `tts` engine: the system's speech server (speech-dispatcher on Linux, SAPI/WinRT,
//! `AVFoundation`), behind a watchdog. The speech library itself runs in the speech companion
//! (`annabella-speech`, [`companion_backend`]), started when system speech is chosen: annabella
//! loads no speech library, and a crash inside one ends only the companion.
//!
//! A speech server can hang: speech-dispatcher with no working audio output takes the text and
//! then never starts speaking, and a later `STOP` never answers. So the `tts::Tts` object lives
//! on its own worker thread, the engine talks to it through channels, and every call waits at
//! most a set limit. A call that runs out of time returns an error (the speech thread then falls
//! back to another engine and says so once); the engine marks itself failed and every later call
//! errs at once; the hung worker is abandoned, never joined.
//!
//! "Speaking" is tracked from the server's utterance events (begin, end, cancelled): `speak`
//! returns once the server has begun the utterance (the trait's "returns once it has started"),
//! so a server that queues text but never plays it is caught there, within the limit.
//!
//! Private utterances ([`Listener::Private`]) go to the same output as public ones: a speech
//! server mixes every client into one stream and cannot send one client to one ear or to a
//! second device. Private speech that must stay private needs the `clips` engine.

use std::collections::HashSet;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use super::{Listener, SpeechEngine, SpeechError};
use companion_backend::CompanionBackend;
use scale::{RATE_MAX, RATE_MIN};

mod companion_backend;
pub mod scale;
#[cfg(target_os = "linux")]
pub mod spawned_server;
pub mod wire;

/// How long the engine waits past a worker's own deadline for its answer (the worker's answer
/// names the problem better than the engine's timeout).
const GRACE: Duration = Duration::from_millis(100);

/// How long an utterance may take at most, at normal rate: a base plus so much per character.
/// Past it the server is taken to have stopped sending events (it hung mid-utterance).
/// (espeak-ng says about 15 characters a second at normal rate.)
const SPEAKING_BASE: Duration = Duration::from_secs(3);
const SPEAKING_PER_CHAR: Duration = Duration::from_millis(120);

/// The watchdog's times.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Timing {
    /// The most any call waits for the worker.
    pub limit: Duration,
    /// The longest utterance: `speaking_base` plus `SPEAKING_PER_CHAR` a character.
    pub speaking_base: Duration,
}

impl Timing {
    fn new(limit: Duration) -> Self {
        Self {
            limit,
            speaking_base: SPEAKING_BASE,
        }
    }
}

/// On shutdown, how long the worker waits for the server to confirm that outstanding
/// utterances have ended before it lets go of the connection.
const SHUTDOWN_WAIT: Duration = Duration::from_millis(500);

/// What the server says about one utterance, keyed by the backend's utterance id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Event {
    Begin(String),
    /// Finished or cancelled: either way no more sound and no more events for it.
    End(String),
    /// The server can no longer be reached (its companion stopped): no more events at all.
    Lost(SpeechError),
}

/// The part of a speech server the worker needs. Lives on the worker thread only, so it need
/// not be `Send`; events arrive through the `Sender<Event>` it was made with.
pub(crate) trait Backend {
    /// Queues `text` without interrupting; returns the utterance's key.
    fn speak(&mut self, text: &str) -> Result<String, SpeechError>;
    fn stop(&mut self) -> Result<(), SpeechError>;
    /// Rate on annabella's scale (1.0 normal, 0.5 to 2.0).
    fn set_rate(&mut self, rate: f32) -> Result<(), SpeechError>;
    /// Volume from 0.0 (silent) to 1.0 (full).
    fn set_volume(&mut self, volume: f32) -> Result<(), SpeechError>;
}

enum Request {
    Speak {
        text: String,
        deadline: Instant,
        reply: Sender<Result<(), SpeechError>>,
    },
    Stop(Sender<Result<(), SpeechError>>),
    IsSpeaking(Sender<bool>),
    /// Why the last utterance was given up, if it was.
    Failure(Sender<Option<SpeechError>>),
    Rate(f32, Sender<Result<(), SpeechError>>),
    Volume(f32, Sender<Result<(), SpeechError>>),
}

/// The system's text-to-speech, with a watchdog. See the module documentation.
#[derive(Debug)]
pub struct TtsEngine {
    requests: Sender<Request>,
    limit: Duration,
    /// Set once the worker missed a deadline or went away: every call then fails at once.
    failed: Option<SpeechError>,
}

impl TtsEngine {
    /// The limit the `--speech auto` rule gives a speech server to answer.
    pub const AUTO_LIMIT: Duration = Duration::from_secs(1);

    /// Does a speech server answer within `limit`? The `--speech auto` rule (with
    /// [`Self::AUTO_LIMIT`]). Returns within about `limit` even if the server hangs.
    pub fn probe(limit: Duration) -> Result<(), SpeechError> {
        Self::start(
            move |events| CompanionBackend::open(None, events, limit),
            Timing::new(limit),
        )
        .map(drop)
    }

    /// Connects to the system's speech server and chooses a voice for `language` (`de`, `en`,
    /// `fr`: the voice pack's language). Every call, this one included, waits at most `limit`.
    pub fn connect(language: &str, limit: Duration) -> Result<Self, SpeechError> {
        let language = language.to_owned();
        Self::start(
            move |events| CompanionBackend::open(Some(&language), events, limit),
            Timing::new(limit),
        )
    }

    /// Starts a worker thread that makes its backend with `make`, and waits for it at most
    /// `timing.limit`. The worker is abandoned (left to finish or hang on its own) if it is late.
    pub(crate) fn start<B, F>(make: F, timing: Timing) -> Result<Self, SpeechError>
    where
        B: Backend,
        F: FnOnce(Sender<Event>) -> Result<B, SpeechError> + Send + 'static,
    {
        let (requests, inbox) = mpsc::channel();
        let (ready, is_ready) = mpsc::channel();
        std::thread::Builder::new()
            .name("tts".to_owned())
            .spawn(move || {
                let (events, event_inbox) = mpsc::channel();
                match make(events) {
                    Ok(backend) => {
                        if ready.send(Ok(())).is_ok() {
                            Worker::new(backend, event_inbox, timing).run(&inbox);
                        }
                        // Else connect gave up on us: dropping the backend is safe, it has
                        // said nothing yet.
                    }
                    Err(error) => {
                        let _ = ready.send(Err(error));
                    }
                }
            })
            .map_err(|error| SpeechError::NoThread {
                detail: error.to_string(),
            })?;
        let limit = timing.limit;
        match is_ready.recv_timeout(limit) {
            Ok(Ok(())) => Ok(Self {
                requests,
                limit,
                failed: None,
            }),
            Ok(Err(error)) => Err(error),
            Err(RecvTimeoutError::Timeout) => Err(not_answering(limit)),
            Err(RecvTimeoutError::Disconnected) => Err(SpeechError::WorkerGone),
        }
    }

    /// Sends a request and waits for its answer until `deadline`. On a missed deadline or a
    /// vanished worker the engine is failed from then on.
    fn ask<T>(
        &mut self,
        request: impl FnOnce(Sender<T>) -> Request,
        deadline: Instant,
    ) -> Result<T, SpeechError> {
        if let Some(reason) = &self.failed {
            return Err(reason.clone());
        }
        let (reply, answer) = mpsc::channel();
        let outcome = if self.requests.send(request(reply)).is_err() {
            Err(SpeechError::WorkerGone)
        } else {
            match answer.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(value) => Ok(value),
                Err(RecvTimeoutError::Timeout) => Err(not_answering(self.limit)),
                Err(RecvTimeoutError::Disconnected) => Err(SpeechError::WorkerGone),
            }
        };
        outcome.inspect_err(|reason| self.failed = Some(reason.clone()))
    }

    fn ask_result(
        &mut self,
        request: impl FnOnce(Sender<Result<(), SpeechError>>) -> Request,
    ) -> Result<(), SpeechError> {
        let deadline = Instant::now() + self.limit;
        self.ask(request, deadline)?
    }
}

fn not_answering(limit: Duration) -> SpeechError {
    SpeechError::NotAnswering { limit }
}

impl SpeechEngine for TtsEngine {
    fn name(&self) -> &'static str {
        "tts"
    }

    /// Returns once the server has begun saying `text`. `listener` is not honoured: see the
    /// module documentation.
    fn speak(&mut self, text: &str, _listener: Listener) -> Result<(), SpeechError> {
        let deadline = Instant::now() + self.limit;
        let text = text.to_owned();
        self.ask(
            |reply| Request::Speak {
                text,
                deadline,
                reply,
            },
            deadline + GRACE,
        )?
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        self.ask_result(Request::Stop)
    }

    fn is_speaking(&mut self) -> bool {
        let deadline = Instant::now() + self.limit;
        self.ask(Request::IsSpeaking, deadline).unwrap_or(false)
    }

    fn failure(&mut self) -> Option<SpeechError> {
        if let Some(reason) = &self.failed {
            return Some(reason.clone());
        }
        let deadline = Instant::now() + self.limit;
        match self.ask(Request::Failure, deadline) {
            Ok(stuck) => stuck,
            Err(error) => Some(error),
        }
    }

    fn set_rate(&mut self, rate: f32) -> Result<(), SpeechError> {
        self.ask_result(|reply| Request::Rate(rate, reply))
    }

    fn set_volume(&mut self, volume: f32) -> Result<(), SpeechError> {
        self.ask_result(|reply| Request::Volume(volume, reply))
    }
}

/// The utterance being said, as the worker sees it.
struct Current {
    key: String,
    begun: bool,
    since: Instant,
    longest: Duration,
}

/// Owns the backend on its own thread and answers the engine's requests.
///
/// Never dropped while the server may still report events for our utterances (they would reach
/// a closed connection; the tts crate's callbacks panic on that, aborting the process).
struct Worker<B: Backend> {
    backend: B,
    events: Receiver<Event>,
    /// Events seen for utterances, including those that arrive before `speak` returned the key.
    begun: HashSet<String>,
    ended: HashSet<String>,
    /// Utterances sent to the server whose end it has not confirmed.
    outstanding: HashSet<String>,
    current: Option<Current>,
    rate: f32,
    /// Set when the server stopped sending events mid-utterance: the next speak fails.
    stuck: Option<SpeechError>,
    timing: Timing,
}

impl<B: Backend> Worker<B> {
    fn new(backend: B, events: Receiver<Event>, timing: Timing) -> Self {
        Self {
            timing,
            backend,
            events,
            begun: HashSet::new(),
            ended: HashSet::new(),
            outstanding: HashSet::new(),
            current: None,
            rate: 1.0,
            stuck: None,
        }
    }

    fn run(mut self, inbox: &Receiver<Request>) {
        while let Ok(request) = inbox.recv() {
            self.drain_events();
            match request {
                Request::Speak {
                    text,
                    deadline,
                    reply,
                } => {
                    let _ = reply.send(self.speak(&text, deadline));
                }
                Request::Stop(reply) => {
                    let _ = reply.send(self.stop());
                }
                Request::IsSpeaking(reply) => {
                    let _ = reply.send(self.is_speaking());
                }
                Request::Failure(reply) => {
                    let _ = reply.send(self.stuck.clone());
                }
                Request::Rate(rate, reply) => {
                    let rate = rate.clamp(RATE_MIN, RATE_MAX);
                    let result = self.backend.set_rate(rate);
                    if result.is_ok() {
                        self.rate = rate;
                    }
                    let _ = reply.send(result);
                }
                Request::Volume(volume, reply) => {
                    let _ = reply.send(self.backend.set_volume(volume.clamp(0.0, 1.0)));
                }
            }
        }
        self.shut_down();
    }

    fn drain_events(&mut self) {
        while let Ok(event) = self.events.try_recv() {
            self.note(event);
        }
    }

    fn note(&mut self, event: Event) {
        match event {
            Event::Begin(key) => {
                self.begun.insert(key);
            }
            Event::End(key) => {
                self.outstanding.remove(&key);
                self.ended.insert(key);
            }
            Event::Lost(error) => {
                // Nothing of ours is left to end; the utterance in progress is cut short.
                self.outstanding.clear();
                self.current = None;
                self.stuck.get_or_insert(error);
            }
        }
    }

    fn speak(&mut self, text: &str, deadline: Instant) -> Result<(), SpeechError> {
        if let Some(reason) = &self.stuck {
            return Err(reason.clone());
        }
        // A NUL would make the speech-dispatcher binding panic; control characters say nothing.
        let text: String = text
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        let text = text.trim();
        if text.is_empty() {
            return Ok(());
        }
        let key = self.backend.speak(text)?;
        self.outstanding.insert(key.clone());
        // Forget events of older utterances: only this one matters now.
        self.begun.retain(|k| *k == key);
        self.ended.retain(|k| *k == key);
        let chars = u32::try_from(text.chars().count()).unwrap_or(u32::MAX);
        self.current = Some(Current {
            key: key.clone(),
            begun: false,
            since: Instant::now(),
            longest: (self.timing.speaking_base + SPEAKING_PER_CHAR.saturating_mul(chars))
                .div_f32(self.rate.min(1.0)),
        });
        loop {
            self.drain_events();
            if self.begun.contains(&key) || self.ended.contains(&key) {
                if let Some(current) = self.current.as_mut() {
                    current.begun = true;
                    current.since = Instant::now();
                }
                return Ok(());
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.events.recv_timeout(left) {
                Ok(event) => {
                    self.note(event);
                    if let Some(reason) = &self.stuck {
                        return Err(reason.clone());
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    self.current = None;
                    return Err(SpeechError::NotStarting);
                }
                Err(RecvTimeoutError::Disconnected) => {
                    self.current = None;
                    return Err(SpeechError::EventsStopped);
                }
            }
        }
    }

    fn stop(&mut self) -> Result<(), SpeechError> {
        self.current = None;
        if self.outstanding.is_empty() {
            return Ok(());
        }
        self.backend.stop()
    }

    fn is_speaking(&mut self) -> bool {
        let Some(current) = &self.current else {
            return false;
        };
        if self.ended.contains(&current.key) {
            self.current = None;
            return false;
        }
        if current.since.elapsed() > current.longest {
            self.stuck = Some(SpeechError::Stuck {
                after: current.longest,
            });
            self.current = None;
            return false;
        }
        true
    }

    /// Lets go of the backend once the server has nothing of ours left to report. If it still
    /// might (an utterance it never confirmed ended), the backend is leaked rather than
    /// dropped: the tts crate's event callbacks panic if an event arrives for a connection it
    /// has already forgotten, and that panic would abort the process.
    fn shut_down(mut self) {
        self.drain_events();
        if !self.outstanding.is_empty() {
            let _ = self.backend.stop();
            let deadline = Instant::now() + SHUTDOWN_WAIT;
            while !self.outstanding.is_empty() {
                let left = deadline.saturating_duration_since(Instant::now());
                match self.events.recv_timeout(left) {
                    Ok(event) => self.note(event),
                    Err(_) => break,
                }
            }
        }
        if !self.outstanding.is_empty() {
            std::mem::forget(self.backend);
        }
    }
}

/// Stops every speech server that connecting started on annabella's behalf (speech-dispatcher's
/// client library starts one when none answers): called once as annabella ends, so none
/// outlives it. A server that was already running is never touched.
pub fn stop_spawned_servers() {
    #[cfg(target_os = "linux")]
    spawned_server::stop_spawned_servers();
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Mutex};

    use super::*;

    thread_local! {
        /// Set on the worker thread (where the backend is made); dropped when that thread
        /// ends, which tells the test the worker is gone.
        static ON_EXIT: RefCell<Option<Sender<()>>> = const { RefCell::new(None) };
    }

    const LIMIT: Duration = Duration::from_millis(300);
    /// How much later than its limit a call may return (thread scheduling on a machine running
    /// the whole suite on two cores); far below "never", which is what these tests catch.
    const SLACK: Duration = Duration::from_secs(1);

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Script {
        /// Begins at once (before `speak` returns its key), ends after the duration.
        Speaks(Duration),
        /// Takes the text, never begins it.
        NeverBegins,
        /// Begins, never ends.
        NeverEnds,
        /// `speak` blocks until the test ends.
        HangsInSpeak,
    }

    /// A backend following a script; records what it was sent and whether it was dropped.
    struct Fake {
        events: Sender<Event>,
        script: Script,
        next: u32,
        sent: Arc<Mutex<Vec<String>>>,
        dropped: Arc<AtomicBool>,
        /// `recv` on it blocks until the test drops the sender.
        hang: Receiver<()>,
    }

    impl Backend for Fake {
        fn speak(&mut self, text: &str) -> Result<String, SpeechError> {
            self.sent.lock().unwrap().push(text.to_owned());
            self.next += 1;
            let key = self.next.to_string();
            match self.script {
                Script::Speaks(duration) => {
                    self.events.send(Event::Begin(key.clone())).unwrap();
                    let events = self.events.clone();
                    let end = key.clone();
                    std::thread::spawn(move || {
                        std::thread::sleep(duration);
                        let _ = events.send(Event::End(end));
                    });
                }
                Script::NeverEnds => self.events.send(Event::Begin(key.clone())).unwrap(),
                Script::NeverBegins => {}
                Script::HangsInSpeak => {
                    let _ = self.hang.recv();
                }
            }
            Ok(key)
        }

        fn stop(&mut self) -> Result<(), SpeechError> {
            if let Script::Speaks(_) = self.script {
                let _ = self.events.send(Event::End(self.next.to_string()));
            }
            Ok(())
        }

        fn set_rate(&mut self, _rate: f32) -> Result<(), SpeechError> {
            Ok(())
        }

        fn set_volume(&mut self, _volume: f32) -> Result<(), SpeechError> {
            Ok(())
        }
    }

    impl Drop for Fake {
        fn drop(&mut self) {
            self.dropped.store(true, Ordering::SeqCst);
        }
    }

    struct Harness {
        engine: TtsEngine,
        sent: Arc<Mutex<Vec<String>>>,
        dropped: Arc<AtomicBool>,
        /// Disconnected once the worker thread has ended.
        worker_ended: Receiver<()>,
        _hang: Sender<()>,
    }

    fn start(script: Script, speaking_base: Duration) -> Harness {
        let sent = Arc::new(Mutex::new(Vec::new()));
        let dropped = Arc::new(AtomicBool::new(false));
        let (hang_sender, hang) = mpsc::channel();
        let (on_exit, worker_ended) = mpsc::channel();
        let (fake_sent, fake_dropped) = (sent.clone(), dropped.clone());
        let engine = TtsEngine::start(
            move |events| {
                ON_EXIT.with(|slot| *slot.borrow_mut() = Some(on_exit));
                Ok(Fake {
                    events,
                    script,
                    next: 0,
                    sent: fake_sent,
                    dropped: fake_dropped,
                    hang,
                })
            },
            Timing {
                limit: LIMIT,
                speaking_base,
            },
        )
        .unwrap();
        Harness {
            engine,
            sent,
            dropped,
            worker_ended,
            _hang: hang_sender,
        }
    }

    fn wait_until(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
        let started = Instant::now();
        while started.elapsed() < limit {
            if done() {
                return true;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        done()
    }

    #[test]
    fn a_connection_that_hangs_is_an_error_within_the_limit() {
        let (_keep, never) = mpsc::channel::<()>();
        let started = Instant::now();
        let result = TtsEngine::start(
            move |_events| -> Result<Fake, SpeechError> {
                let _ = never.recv();
                Err(SpeechError::WorkerGone)
            },
            Timing::new(LIMIT),
        );
        let elapsed = started.elapsed();
        let error = result.unwrap_err();
        assert_eq!(error, SpeechError::NotAnswering { limit: LIMIT });
        assert_eq!(
            error.to_string(),
            "speech server not answering within 300 ms"
        );
        assert!(elapsed >= LIMIT && elapsed < LIMIT + SLACK, "{elapsed:?}");
    }

    #[test]
    fn a_connection_that_fails_says_why() {
        let result = TtsEngine::start(
            |_events| -> Result<Fake, SpeechError> {
                Err(SpeechError::NoServer {
                    detail: "no socket".to_owned(),
                })
            },
            Timing::new(LIMIT),
        );
        assert_eq!(
            result.unwrap_err().to_string(),
            "no speech server: no socket"
        );
    }

    #[test]
    fn speaks_until_the_server_says_the_utterance_ended() {
        let mut h = start(Script::Speaks(Duration::from_millis(150)), SPEAKING_BASE);
        h.engine.speak("Springer f drei", Listener::Public).unwrap();
        assert!(h.engine.is_speaking());
        assert!(wait_until(Duration::from_secs(2), || !h
            .engine
            .is_speaking()));
        assert_eq!(*h.sent.lock().unwrap(), ["Springer f drei"]);
    }

    #[test]
    fn stop_silences_at_once() {
        let mut h = start(Script::Speaks(Duration::from_secs(30)), SPEAKING_BASE);
        h.engine
            .speak("ein langer Satz", Listener::Private)
            .unwrap();
        assert!(h.engine.is_speaking());
        h.engine.stop().unwrap();
        assert!(!h.engine.is_speaking());
        // The next utterance is tracked on its own, not confused by the stopped one's end.
        h.engine.speak("Schach", Listener::Public).unwrap();
        assert!(h.engine.is_speaking());
    }

    #[test]
    fn text_is_cleaned_and_empty_text_is_not_sent() {
        let mut h = start(Script::Speaks(Duration::from_millis(10)), SPEAKING_BASE);
        h.engine.speak(" \n\t ", Listener::Public).unwrap();
        assert!(!h.engine.is_speaking());
        h.engine.speak("a\0b\nc", Listener::Public).unwrap();
        assert_eq!(*h.sent.lock().unwrap(), ["a b c"]);
    }

    #[test]
    fn a_server_that_never_begins_fails_speak_within_the_limit() {
        let mut h = start(Script::NeverBegins, SPEAKING_BASE);
        let started = Instant::now();
        let error = h.engine.speak("Schach", Listener::Public).unwrap_err();
        let elapsed = started.elapsed();
        assert_eq!(error, SpeechError::NotStarting);
        assert!(
            error.to_string().contains("did not start speaking"),
            "{error}"
        );
        assert!(elapsed >= LIMIT && elapsed < LIMIT + SLACK, "{elapsed:?}");
        assert!(!h.engine.is_speaking());
    }

    #[test]
    fn a_hung_worker_fails_the_call_and_every_later_one_at_once() {
        let mut h = start(Script::HangsInSpeak, SPEAKING_BASE);
        let started = Instant::now();
        let error = h.engine.speak("Schach", Listener::Public).unwrap_err();
        let elapsed = started.elapsed();
        assert_eq!(error, SpeechError::NotAnswering { limit: LIMIT });
        assert!(elapsed < LIMIT + GRACE + SLACK, "{elapsed:?}");
        let started = Instant::now();
        assert!(!h.engine.is_speaking());
        assert!(h.engine.stop().is_err());
        assert!(h.engine.set_rate(1.5).is_err());
        assert!(h.engine.set_volume(0.5).is_err());
        assert!(h.engine.speak("Matt", Listener::Public).is_err());
        // At once: none of these waits the limit again (a busy machine may still be slow).
        assert!(started.elapsed() < LIMIT);
        // Dropping the engine does not wait for the hung worker.
        let started = Instant::now();
        drop(h.engine);
        assert!(started.elapsed() < LIMIT);
    }

    #[test]
    fn an_utterance_that_never_ends_is_given_up_and_the_next_speak_fails() {
        let mut h = start(Script::NeverEnds, Duration::from_millis(100));
        h.engine.speak("Schach", Listener::Public).unwrap();
        assert!(h.engine.is_speaking());
        // 100 ms plus 120 ms for each of six characters.
        let started = Instant::now();
        assert!(wait_until(Duration::from_secs(3), || !h
            .engine
            .is_speaking()));
        let elapsed = started.elapsed();
        assert!(elapsed > Duration::from_millis(500), "{elapsed:?}");
        let error = h.engine.speak("Matt", Listener::Public).unwrap_err();
        assert!(matches!(error, SpeechError::Stuck { .. }), "{error}");
        assert!(
            error.to_string().contains("no end of an utterance"),
            "{error}"
        );
    }

    #[test]
    fn the_backend_is_let_go_once_the_server_confirmed_every_end() {
        let mut h = start(Script::Speaks(Duration::from_millis(20)), SPEAKING_BASE);
        h.engine.speak("Schach", Listener::Public).unwrap();
        assert!(wait_until(Duration::from_secs(2), || !h
            .engine
            .is_speaking()));
        let dropped = h.dropped.clone();
        drop(h.engine);
        assert!(wait_until(Duration::from_secs(2), || dropped.load(Ordering::SeqCst)));
    }

    #[test]
    fn the_backend_is_leaked_while_the_server_may_still_report_events() {
        let mut h = start(Script::NeverEnds, SPEAKING_BASE);
        h.engine.speak("Schach", Listener::Public).unwrap();
        let dropped = h.dropped.clone();
        drop(h.engine);
        // The worker stops, waits for the end that never comes, then forgets the backend: by
        // the time its thread has ended, the backend would have been dropped if it ever is.
        assert_eq!(
            h.worker_ended
                .recv_timeout(SHUTDOWN_WAIT + Duration::from_secs(5)),
            Err(RecvTimeoutError::Disconnected),
            "the worker thread ends"
        );
        assert!(!dropped.load(Ordering::SeqCst));
    }
}
