//! annabella's side of its Bluetooth companion (`annabella-bluetooth`): started when Bluetooth
//! is first needed and kept for the run, asked one question at a time, and the connected
//! board's notifications handed to its port (the board's own) or to the table (its answers,
//! decoded here by the profile's function).
//!
//! A companion that stops (killed, crashed) ends the connected board's notifications, so its
//! port says the board lost; the next question starts a new companion. One that does not answer
//! in time is stopped the same way (a late answer would be taken for the next question's).

use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use uuid::Uuid;

use super::ble_link::{BleAnswer, BleError, BleKind, BleQuestion, FindBoard, SeenBoard};
use super::serial::Sink;
use crate::companion::{Companion, CompanionError, CompanionLink};
use crate::core::table::BoardEvent;

/// Where a connected board's notifications go.
#[derive(Debug)]
pub struct Route {
    /// Board → host: the bytes its port reads.
    pub notify: Uuid,
    pub notifications: SyncSender<Vec<u8>>,
    /// Its answers and where their events go (none: it has none, or nobody takes them).
    pub answers: Option<AnswersTo>,
}

/// A characteristic of a board's answers, how they become events, and where those go.
#[derive(Debug)]
pub struct AnswersTo {
    pub characteristic: Uuid,
    pub decode: fn(&[u8]) -> Option<BoardEvent>,
    pub sink: Sink,
}

/// Why a question to the companion failed: Bluetooth's answer, or the companion itself.
#[derive(Debug)]
pub enum Asked {
    Ble(BleError),
    Companion(CompanionError),
}

impl From<Asked> for io::Error {
    fn from(asked: Asked) -> Self {
        match asked {
            Asked::Ble(error) => error.into(),
            Asked::Companion(error) => io::Error::other(error),
        }
    }
}

/// The companion error an I/O error carries, if it carries one.
pub fn companion_error(error: &io::Error) -> Option<&CompanionError> {
    error.get_ref()?.downcast_ref::<CompanionError>()
}

/// The connection whose events are taken, and where they go.
type Routed = Arc<Mutex<Option<(u64, Route)>>>;

/// One companion running.
struct Running {
    link: CompanionLink<BleQuestion>,
    answers: Receiver<Result<BleAnswer, CompanionError>>,
    routed: Routed,
    /// Set by its reader once it stopped.
    ended: Arc<AtomicBool>,
}

impl Running {
    fn start() -> Result<Self, CompanionError> {
        // One question at a time: two places hold its answer and the end after it.
        let (answered, answers) = sync_channel(2);
        let routed: Routed = Arc::default();
        let ended = Arc::new(AtomicBool::new(false));
        let link = {
            let (routed, ended) = (Arc::clone(&routed), Arc::clone(&ended));
            CompanionLink::start(Companion::Bluetooth, move |said| {
                hear(said, &routed, &ended, &answered);
            })?
        };
        Ok(Self {
            link,
            answers,
            routed,
            ended,
        })
    }

    fn route(&self, route: Option<(u64, Route)>) {
        *self.routed.lock().unwrap_or_else(PoisonError::into_inner) = route;
    }
}

/// What the companion said, on its reader's thread: events to their connection's route,
/// answers to the one waiting.
fn hear(
    said: Result<BleAnswer, CompanionError>,
    routed: &Routed,
    ended: &AtomicBool,
    answered: &SyncSender<Result<BleAnswer, CompanionError>>,
) {
    let mut route = routed.lock().unwrap_or_else(PoisonError::into_inner);
    match said {
        Ok(BleAnswer::Notified {
            connection,
            characteristic,
            bytes,
        }) => {
            let Some((_, to)) = route.as_ref().filter(|(at, _)| *at == connection) else {
                return;
            };
            if characteristic == to.notify {
                // A reader that stopped taking them has gone: the board is let go.
                if to.notifications.try_send(bytes).is_err() {
                    *route = None;
                }
            } else if let Some(answers) = &to.answers
                && characteristic == answers.characteristic
                && let Some(event) = (answers.decode)(&bytes)
            {
                // Never waits: a full inbox drops an answer, asked again later.
                answers.sink.put(crate::port::Timed::now(event));
            }
        }
        Ok(BleAnswer::Disconnected { connection }) => {
            if route.as_ref().is_some_and(|(at, _)| *at == connection) {
                *route = None;
            }
        }
        Ok(answer) => {
            let _ = answered.try_send(Ok(answer));
        }
        Err(error) => {
            ended.store(true, Ordering::Relaxed);
            *route = None;
            let _ = answered.try_send(Err(error));
        }
    }
}

/// The Bluetooth companion of this run (started at the first question).
#[derive(Default)]
pub struct BluetoothCompanion {
    running: Option<Running>,
    connections: u64,
}

impl std::fmt::Debug for BluetoothCompanion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BluetoothCompanion")
            .field("running", &self.running.as_ref().map(|r| &r.link))
            .field("connections", &self.connections)
            .finish()
    }
}

impl BluetoothCompanion {
    /// The companion running, started anew when there is none or it stopped.
    fn running(&mut self) -> Result<&mut Running, Asked> {
        let running = match self.running.take() {
            Some(running) if !running.ended.load(Ordering::Relaxed) => running,
            _ => Running::start().map_err(Asked::Companion)?,
        };
        Ok(self.running.insert(running))
    }

    /// Asks `question` of the companion running and waits at most `within` for its answer.
    fn ask(&mut self, question: &BleQuestion, within: Duration) -> Result<BleAnswer, Asked> {
        let running = self.running()?;
        let answer =
            running
                .link
                .send(question)
                .and_then(|()| match running.answers.recv_timeout(within) {
                    Ok(answer) => answer,
                    Err(RecvTimeoutError::Timeout) => Err(CompanionError::Silent {
                        companion: Companion::Bluetooth,
                        after: within,
                    }),
                    Err(RecvTimeoutError::Disconnected) => Err(CompanionError::Ended {
                        companion: Companion::Bluetooth,
                    }),
                });
        match answer {
            Ok(BleAnswer::Failed(error)) => Err(Asked::Ble(error)),
            Ok(answer) => Ok(answer),
            Err(error) => {
                if let Some(mut running) = self.running.take() {
                    running.route(None);
                    running.link.stop();
                }
                Err(Asked::Companion(error))
            }
        }
    }

    /// Finds, connects to and subscribes to a board (`find`'s connection number is set here),
    /// its events going to `route` from the start; the connection's number.
    pub fn find(
        &mut self,
        mut find: FindBoard,
        route: Route,
        within: Duration,
    ) -> Result<u64, Asked> {
        self.connections += 1;
        let connection = self.connections;
        find.connection = connection;
        self.running()?.route(Some((connection, route)));
        let found = self.ask(&BleQuestion::Find(find), within);
        match found {
            Ok(BleAnswer::Found) => Ok(connection),
            other => {
                if let Some(running) = &self.running {
                    running.route(None);
                }
                match other {
                    Err(error) => Err(error),
                    Ok(_) => Err(Asked::Ble(BleError::NotConnected(
                        "an answer that is not to the question".into(),
                    ))),
                }
            }
        }
    }

    /// Writes `bytes` to the connected board.
    pub fn write(&mut self, bytes: Vec<u8>, within: Duration) -> Result<(), Asked> {
        match self.ask(&BleQuestion::Write(bytes), within)? {
            BleAnswer::Written => Ok(()),
            _ => Err(Asked::Ble(BleError::Lost)),
        }
    }

    /// Lets the board of `connection` go (the session with `BlueZ` ends with it), waiting at
    /// most `within` for its disconnection. A companion that stopped has let it go already.
    pub fn release(&mut self, connection: u64, within: Duration) {
        let Some(running) = &self.running else {
            return;
        };
        {
            let mut route = running
                .routed
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            if route.as_ref().is_some_and(|(at, _)| *at == connection) {
                *route = None;
            }
        }
        if !running.ended.load(Ordering::Relaxed) {
            let _ = self.ask(&BleQuestion::Release, within);
        }
    }

    /// Every board of `kinds` seen advertising during `during`.
    pub fn scan(
        &mut self,
        kinds: Vec<BleKind>,
        during: Duration,
        within: Duration,
    ) -> Result<Vec<SeenBoard>, Asked> {
        match self.ask(&BleQuestion::Scan { kinds, during }, within)? {
            BleAnswer::Seen(boards) => Ok(boards),
            _ => Err(Asked::Ble(BleError::NoService(
                "an answer that is not to the question".into(),
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc::{Receiver, channel};

    use super::*;

    const NOTIFY: Uuid = Uuid::from_u128(1);
    const ANSWERS: Uuid = Uuid::from_u128(2);

    /// A stand-in decoder: an answer's first byte as an event (an empty answer: none).
    fn battery(bytes: &[u8]) -> Option<BoardEvent> {
        let first = *bytes.first()?;
        Some(BoardEvent::Garbled {
            count: u64::from(first),
            during_ms: 0,
        })
    }

    struct Heard {
        routed: Routed,
        ended: AtomicBool,
        answered: SyncSender<Result<BleAnswer, CompanionError>>,
        answers: Receiver<Result<BleAnswer, CompanionError>>,
        notifications: Receiver<Vec<u8>>,
        events: Receiver<crate::port::Timed<BoardEvent>>,
    }

    /// Connection 7's route, its notifications held two at a time.
    fn routed() -> Heard {
        let (notified, notifications) = sync_channel(2);
        let (evented, events) = channel();
        let (answered, answers) = sync_channel(2);
        let route = Route {
            notify: NOTIFY,
            notifications: notified,
            answers: Some(AnswersTo {
                characteristic: ANSWERS,
                decode: battery,
                sink: Sink::channel(evented),
            }),
        };
        Heard {
            routed: Arc::new(Mutex::new(Some((7, route)))),
            ended: AtomicBool::new(false),
            answered,
            answers,
            notifications,
            events,
        }
    }

    impl Heard {
        fn hear(&self, said: Result<BleAnswer, CompanionError>) {
            hear(said, &self.routed, &self.ended, &self.answered);
        }

        fn is_routed(&self) -> bool {
            self.routed.lock().unwrap().is_some()
        }
    }

    fn notified(connection: u64, characteristic: Uuid, bytes: &[u8]) -> BleAnswer {
        BleAnswer::Notified {
            connection,
            characteristic,
            bytes: bytes.to_vec(),
        }
    }

    #[test]
    fn notifications_go_to_their_connection_and_answers_to_the_table() {
        let heard = routed();
        heard.hear(Ok(notified(7, NOTIFY, b"board")));
        heard.hear(Ok(notified(6, NOTIFY, b"a board let go")));
        heard.hear(Ok(notified(7, ANSWERS, &[42])));
        heard.hear(Ok(notified(7, ANSWERS, &[])));
        heard.hear(Ok(notified(
            7,
            Uuid::from_u128(3),
            b"another characteristic",
        )));
        assert_eq!(heard.notifications.try_recv().unwrap(), b"board");
        assert!(heard.notifications.try_recv().is_err());
        let event = heard.events.try_recv().unwrap();
        assert_eq!(
            event.event,
            BoardEvent::Garbled {
                count: 42,
                during_ms: 0
            }
        );
        assert!(heard.events.try_recv().is_err());
        // Answers to questions go to the one waiting, not to the board's port.
        heard.hear(Ok(BleAnswer::Written));
        assert_eq!(
            heard.answers.try_recv().unwrap().unwrap(),
            BleAnswer::Written
        );
        assert!(heard.is_routed());
    }

    #[test]
    fn a_disconnection_closes_only_its_own_connection() {
        let heard = routed();
        heard.hear(Ok(BleAnswer::Disconnected { connection: 6 }));
        assert!(heard.is_routed());
        heard.hear(Ok(BleAnswer::Disconnected { connection: 7 }));
        assert!(!heard.is_routed());
        assert!(matches!(
            heard.notifications.try_recv(),
            Err(std::sync::mpsc::TryRecvError::Disconnected)
        ));
    }

    #[test]
    fn a_reader_that_fell_behind_loses_the_board() {
        let heard = routed();
        for _ in 0..3 {
            heard.hear(Ok(notified(7, NOTIFY, b"board")));
        }
        assert!(!heard.is_routed());
    }

    #[test]
    fn a_companion_that_stopped_loses_the_board_and_tells_the_one_waiting() {
        let heard = routed();
        heard.hear(Err(CompanionError::Ended {
            companion: Companion::Bluetooth,
        }));
        assert!(heard.ended.load(Ordering::Relaxed));
        assert!(!heard.is_routed());
        assert!(matches!(
            heard.answers.try_recv().unwrap(),
            Err(CompanionError::Ended { .. })
        ));
    }
}
