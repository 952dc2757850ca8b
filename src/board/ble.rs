//! A board over Bluetooth LE (`--eboard chessnut:ble`, `--eboard millennium:ble[:NAME|ADDRESS]`),
//! through `BlueZ`'s D-Bus interface, spoken to by annabella's Bluetooth companion
//! (`annabella-bluetooth`, [`super::ble_companion`]): the one program that links `btleplug` and
//! libdbus, started when a board over Bluetooth is first looked for.
//!
//! The transport is a [`Port`] like a serial port's: what the board notifies on its notify
//! characteristic is read as bytes (one notification a read, so a protocol that tells its
//! frames by where a notification starts still can), what the link writes goes to the write
//! characteristic. So the link around it is the serial boards' own ([`super::serial::Link`]):
//! the greeting after every (re)connection, the requests, unreadable data counted, the board
//! asked again when unsure, the reconnection after a loss. Only finding the board differs:
//! [`BleConnector`] has the companion scan every adapter for a board advertising the protocol's
//! name or service (or the one name or address asked for), connect and subscribe.
//!
//! A board that drops (switched off, out of range), a `BlueZ` that restarts or a companion that
//! stops is noticed by every means there is, each ending the port so the link says the board is
//! lost and looks for it again: `BlueZ`'s disconnection event and the notification stream
//! ending (the companion says so), a write that fails, the companion ending, and a watchdog on
//! silence: a board quiet for [`POLL_AFTER`] is asked for its state (the profile's
//! [`BleProfile::poll`]), and one that leaves [`POLLS_BEFORE_LOST`] of those unanswered is lost.
//! A loss lets the board go and ends the companion's D-Bus session: the next look starts from
//! scratch, so a `BlueZ` restarted under the same bus is found anew (and a companion that
//! stopped is started anew). Looks that fail wait a bounded back-off ([`BACKOFF_FIRST`]
//! doubling to [`BACKOFF_MOST`]).

use std::collections::VecDeque;
use std::io::{self, Read, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use uuid::Uuid;

use super::ble_companion::{AnswersTo, Asked, BluetoothCompanion, Route};
use super::ble_link::{ANSWER_SLACK, BleKind, CONNECT_LIMIT, FindBoard, WRITE_LIMIT};
pub use super::ble_link::{BleAddress, BleError, BleWanted, ble_error};
use super::serial::{Connector, Port, Sink};
use crate::core::boards::sensing_board::BoardProtocol;
use crate::core::table::BoardEvent;

/// What identifies a kind of board over Bluetooth LE, and the characteristics its protocol
/// runs over.
#[derive(Debug, Clone, Copy)]
pub struct BleProfile {
    pub protocol: BoardProtocol,
    /// The service the board's protocol lives in.
    pub service: Uuid,
    /// Board → host: its notifications are the bytes read.
    pub notify: Uuid,
    /// Host → board: the bytes written.
    pub write: Uuid,
    /// What the name the board advertises starts with (compared without case).
    pub name_prefix: &'static str,
    /// Whether advertising the service alone makes a device this board (a vendor's own
    /// service does; a generic serial-over-BLE one, carried by printers too, does not).
    pub service_is_its_own: bool,
    /// What asks the board for its whole state, which it always answers on the notify
    /// characteristic: the watchdog sends it after a silence, to tell a quiet board from a
    /// lost one.
    pub poll: fn() -> Vec<u8>,
    /// A second notify characteristic carrying the board's answers (Chessnut's battery), read
    /// apart from the board's reports and decoded by its own function (none: everything comes
    /// on `notify`).
    pub answers: Option<BleAnswers>,
    /// How long the board may stay silent after a write of these bytes (the Chessnut Move's
    /// robot sends no reports while it sets a position): the watchdog does not poll before
    /// that time is up or the board reports (none: a board answers every write at once).
    pub busy_after: Option<BusyAfter>,
}

/// How long a board may stay silent after a write of these bytes (`None`: it answers at once).
pub type BusyAfter = fn(&[u8]) -> Option<Duration>;

/// A characteristic of answers and how they become events.
#[derive(Debug, Clone, Copy)]
pub struct BleAnswers {
    pub characteristic: Uuid,
    /// The event an answer is (`None`: nothing the table needs, an acknowledgement).
    pub decode: fn(&[u8]) -> Option<BoardEvent>,
}

impl BleProfile {
    /// What makes an advertising device a board of this kind, as the companion is told.
    pub fn kind(&self) -> BleKind {
        BleKind {
            name_prefix: self.name_prefix.to_owned(),
            service: self.service,
            service_is_its_own: self.service_is_its_own,
        }
    }

    /// Whether a device advertising `name` and `services` is a board of this kind.
    pub fn matches(&self, name: Option<&str>, services: &[Uuid]) -> bool {
        self.kind().matches(name, services)
    }
}

/// How long a first connection looks for the board, and a reconnection.
pub const FIRST_SCAN: Duration = Duration::from_secs(15);
pub const RECONNECT_SCAN: Duration = Duration::from_secs(3);

/// The timings of a board's link over Bluetooth LE: the link asks for the lost board every
/// `poll`; the connector looks when its back-off lets it (each look scans for
/// [`RECONNECT_SCAN`]).
pub const BLE_LINK_OPTIONS: super::serial::LinkOptions = super::serial::LinkOptions {
    poll: Duration::from_millis(100),
    ..super::serial::LinkOptions::PEG
};
/// A board silent this long is asked for its state (see [`BleProfile::poll`]).
pub const POLL_AFTER: Duration = Duration::from_secs(3);
/// Polls left unanswered in a row (each [`POLL_AFTER`] apart) after which the board is lost.
pub const POLLS_BEFORE_LOST: u32 = 2;
/// The wait after a failed look for the board, doubled at each failure up to [`BACKOFF_MOST`]
/// (a board switched off is looked for again within that, without flooding `BlueZ`).
pub const BACKOFF_FIRST: Duration = Duration::from_millis(250);
pub const BACKOFF_MOST: Duration = Duration::from_secs(2);
/// Notifications held for the link's thread (a board sends a few a move; the link reads them
/// as they come, so this only bounds a stalled reader).
const NOTIFICATIONS_HELD: usize = 256;

/// A board found advertising.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundBoard {
    pub protocol: BoardProtocol,
    pub name: Option<String>,
    pub address: BleAddress,
}

/// Every board of `profiles` seen advertising during `during`, asked of a companion of its own.
pub fn scan(
    profiles: &[BleProfile],
    during: Duration,
    within: Duration,
) -> Result<Vec<FoundBoard>, Asked> {
    let kinds = profiles.iter().map(BleProfile::kind).collect();
    let seen = BluetoothCompanion::default().scan(kinds, during, within + ANSWER_SLACK)?;
    Ok(seen
        .into_iter()
        .filter_map(|board| {
            Some(FoundBoard {
                protocol: profiles.get(board.kind)?.protocol,
                name: board.name,
                address: board.address,
            })
        })
        .collect())
}

/// The bounded wait between failed looks for the board.
#[derive(Debug, Default)]
struct Backoff {
    failures: u32,
    next_look: Option<Instant>,
}

impl Backoff {
    fn due(&self, now: Instant) -> bool {
        self.next_look.is_none_or(|at| now >= at)
    }

    fn failed(&mut self, now: Instant) {
        self.failures = self.failures.saturating_add(1);
        let doublings = self.failures.saturating_sub(1).min(16);
        let wait = BACKOFF_FIRST
            .saturating_mul(1 << doublings)
            .min(BACKOFF_MOST);
        self.next_look = Some(now + wait);
    }

    fn succeeded(&mut self) {
        *self = Self::default();
    }
}

/// Finds and connects to a board over Bluetooth LE, again after every loss.
#[derive(Debug)]
pub struct BleConnector {
    profile: BleProfile,
    wanted: BleWanted,
    /// The companion, shared with the port it connected (which writes through it); started
    /// at the first look.
    companion: Arc<Mutex<BluetoothCompanion>>,
    /// How long the next connection looks for the board (long the first time).
    scan_for: Duration,
    read_timeout: Duration,
    backoff: Backoff,
    /// Where the board's answers go (see [`BleProfile::answers`]).
    answers_to: Option<Sink>,
}

impl BleConnector {
    pub fn new(profile: BleProfile, wanted: BleWanted, read_timeout: Duration) -> io::Result<Self> {
        Ok(Self {
            profile,
            wanted,
            companion: Arc::default(),
            scan_for: FIRST_SCAN,
            read_timeout,
            backoff: Backoff::default(),
            answers_to: None,
        })
    }

    /// Sends the board's answers (its battery) to `sink`, when its profile has them.
    #[must_use]
    pub fn with_answers(self, sink: Sink) -> Self {
        Self {
            answers_to: Some(sink),
            ..self
        }
    }

    /// One look for the board: found, connected and subscribed, or why not.
    fn look(&mut self) -> Result<BlePort, Asked> {
        let (sender, receiver) = mpsc::sync_channel(NOTIFICATIONS_HELD);
        let scan_for = self.scan_for;
        self.scan_for = RECONNECT_SCAN;
        // The answers go straight to the table (they need no order among the board's
        // reports); a board without the characteristic still plays.
        let answers = self
            .profile
            .answers
            .zip(self.answers_to.clone())
            .map(|(answers, sink)| AnswersTo {
                characteristic: answers.characteristic,
                decode: answers.decode,
                sink,
            });
        let find = FindBoard {
            connection: 0,
            kind: self.profile.kind(),
            wanted: self.wanted.clone(),
            notify: self.profile.notify,
            write: self.profile.write,
            answers: answers.as_ref().map(|answers| answers.characteristic),
            during: scan_for,
        };
        let route = Route {
            notify: self.profile.notify,
            notifications: sender,
            answers,
        };
        // Opening the session, finding, connecting, and letting go of a board that would not.
        let within = scan_for + CONNECT_LIMIT * 3 + WRITE_LIMIT + ANSWER_SLACK;
        let connection = self
            .companion
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .find(find, route, within)?;
        Ok(BlePort {
            companion: Arc::clone(&self.companion),
            connection,
            notifications: receiver,
            unread: VecDeque::new(),
            read_timeout: self.read_timeout,
            poll: (self.profile.poll)(),
            busy_after: self.profile.busy_after,
            watchdog: Watchdog::new(Instant::now()),
        })
    }
}

impl Connector for BleConnector {
    fn connect(&mut self) -> io::Result<Box<dyn Port>> {
        let now = Instant::now();
        if !self.backoff.due(now) {
            return Err(io::Error::new(
                io::ErrorKind::WouldBlock,
                "waiting before looking for the board again",
            ));
        }
        match self.look() {
            Ok(port) => {
                self.backoff.succeeded();
                Ok(Box::new(port))
            }
            Err(error) => {
                self.backoff.failed(Instant::now());
                Err(error.into())
            }
        }
    }
}

/// A connected board's characteristics as a byte stream.
struct BlePort {
    companion: Arc<Mutex<BluetoothCompanion>>,
    /// The companion's number for this connection.
    connection: u64,
    /// What the board notifies; closed when it is lost (or the companion stopped).
    notifications: Receiver<Vec<u8>>,
    /// What is left of a notification longer than the reader's buffer.
    unread: VecDeque<u8>,
    read_timeout: Duration,
    /// What asks the board for its state (the watchdog's poll).
    poll: Vec<u8>,
    /// How long a write may leave the board silent (see [`BleProfile::busy_after`]).
    busy_after: Option<BusyAfter>,
    watchdog: Watchdog,
}

/// What the watchdog does about a silence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Watch {
    /// Nothing yet.
    Wait,
    /// Ask the board for its state.
    Poll,
    /// The board left the polls unanswered: it is lost.
    Lost,
}

/// The watchdog on a board's silence: a board quiet for [`POLL_AFTER`] is polled, again after
/// each [`POLL_AFTER`], and lost once [`POLLS_BEFORE_LOST`] polls went unanswered.
#[derive(Debug, Clone, Copy)]
struct Watchdog {
    /// When the board last notified.
    heard_at: Instant,
    /// When it was last polled.
    polled_at: Instant,
    /// Polls sent since the board last notified.
    unanswered: u32,
    /// Until when the board may be silent without a poll (its robot at work).
    busy_until: Option<Instant>,
}

impl Watchdog {
    fn new(now: Instant) -> Self {
        Self {
            heard_at: now,
            polled_at: now,
            unanswered: 0,
            busy_until: None,
        }
    }

    /// The board was asked for something it does silently until `until` (or until it reports).
    fn busy(&mut self, until: Instant) {
        self.busy_until = Some(until);
    }

    /// The board notified.
    fn heard(&mut self, now: Instant) {
        self.heard_at = now;
        self.unanswered = 0;
        self.busy_until = None;
    }

    /// A read found nothing at `now`: what to do.
    fn quiet(&mut self, now: Instant) -> Watch {
        if self.busy_until.is_some_and(|until| now < until) {
            return Watch::Wait;
        }
        let quiet_since = self.heard_at.max(self.polled_at);
        if now.saturating_duration_since(quiet_since) < POLL_AFTER {
            return Watch::Wait;
        }
        if self.unanswered >= POLLS_BEFORE_LOST {
            return Watch::Lost;
        }
        self.unanswered += 1;
        self.polled_at = now;
        Watch::Poll
    }
}

impl Read for BlePort {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.unread.is_empty() {
            match self.notifications.recv_timeout(self.read_timeout) {
                Ok(notification) => {
                    self.watchdog.heard(Instant::now());
                    self.unread.extend(notification);
                }
                Err(RecvTimeoutError::Timeout) => {
                    match self.watchdog.quiet(Instant::now()) {
                        Watch::Wait => {}
                        Watch::Poll => {
                            let poll = self.poll.clone();
                            self.write_all(&poll)?;
                        }
                        Watch::Lost => return Err(BleError::Lost.into()),
                    }
                    return Err(io::Error::new(io::ErrorKind::TimedOut, "no notification"));
                }
                Err(RecvTimeoutError::Disconnected) => return Err(BleError::Lost.into()),
            }
        }
        let n = buf.len().min(self.unread.len());
        for (slot, byte) in buf.iter_mut().zip(self.unread.drain(..n)) {
            *slot = byte;
        }
        Ok(n)
    }
}

impl Write for BlePort {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.companion
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .write(buf.to_vec(), WRITE_LIMIT + ANSWER_SLACK)
            .map_err(|_| BleError::Lost)?;
        if let Some(time) = self.busy_after.and_then(|busy_after| busy_after(buf)) {
            self.watchdog.busy(Instant::now() + time);
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Drop for BlePort {
    fn drop(&mut self) {
        self.companion
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .release(self.connection, WRITE_LIMIT + ANSWER_SLACK);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A quiet board is polled after each `POLL_AFTER` of silence, and lost once the polls
    /// went unanswered; a board that answers is never lost.
    #[test]
    fn a_silent_board_is_polled_then_lost() {
        let start = Instant::now();
        let mut watchdog = Watchdog::new(start);
        assert_eq!(watchdog.quiet(start + POLL_AFTER / 2), Watch::Wait);
        assert_eq!(watchdog.quiet(start + POLL_AFTER), Watch::Poll);
        assert_eq!(watchdog.quiet(start + POLL_AFTER * 3 / 2), Watch::Wait);
        // Answered: quiet again from the answer on.
        watchdog.heard(start + POLL_AFTER * 3 / 2);
        assert_eq!(watchdog.quiet(start + POLL_AFTER * 2), Watch::Wait);
        let answered = start + POLL_AFTER * 3 / 2;
        let mut steps = Vec::new();
        for n in 1..=POLLS_BEFORE_LOST + 1 {
            steps.push(watchdog.quiet(answered + POLL_AFTER * n));
        }
        let mut expected = vec![Watch::Poll; usize::try_from(POLLS_BEFORE_LOST).unwrap()];
        expected.push(Watch::Lost);
        assert_eq!(steps, expected);
    }

    /// A board busy (a robot setting a position, silent meanwhile) is not polled until its
    /// time is up, then polled at once; a report ends the busy time.
    #[test]
    fn a_busy_board_is_left_alone_until_its_time_is_up() {
        let start = Instant::now();
        let mut watchdog = Watchdog::new(start);
        watchdog.busy(start + POLL_AFTER * 4);
        for n in 1..4 {
            assert_eq!(watchdog.quiet(start + POLL_AFTER * n), Watch::Wait);
        }
        assert_eq!(watchdog.quiet(start + POLL_AFTER * 4), Watch::Poll);
        watchdog.busy(start + POLL_AFTER * 10);
        watchdog.heard(start + POLL_AFTER * 5);
        assert_eq!(watchdog.quiet(start + POLL_AFTER * 6), Watch::Poll);
    }

    /// The wait after failed looks doubles from the first to the most, and is gone after a
    /// look that connected.
    #[test]
    fn failed_looks_back_off_within_bounds() {
        let start = Instant::now();
        let mut backoff = Backoff::default();
        assert!(backoff.due(start));
        let mut waits = Vec::new();
        for _ in 0..40 {
            backoff.failed(start);
            let next = backoff.next_look.unwrap();
            assert!(!backoff.due(start));
            assert!(backoff.due(next));
            waits.push(next - start);
        }
        assert_eq!(waits[0], BACKOFF_FIRST);
        assert_eq!(waits[1], BACKOFF_FIRST * 2);
        assert!(waits.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(*waits.last().unwrap(), BACKOFF_MOST);
        backoff.succeeded();
        assert!(backoff.due(start));
    }
}
