//! A board over Bluetooth LE (`--eboard chessnut:ble`, `--eboard millennium:ble[:NAME|ADDRESS]`),
//! through `BlueZ`'s D-Bus interface (the `btleplug` crate).
//!
//! The transport is a [`Port`] like a serial port's: what the board notifies on its notify
//! characteristic is read as bytes (one notification a read, so a protocol that tells its
//! frames by where a notification starts still can), what the link writes goes to the write
//! characteristic. So the link around it is the serial boards' own ([`super::serial::Link`]):
//! the greeting after every (re)connection, the requests, unreadable data counted, the board
//! asked again when unsure, the reconnection after a loss. Only finding the board differs:
//! [`BleConnector`] scans every adapter for a board advertising the protocol's name or service
//! (or the one name or address asked for), connects and subscribes.
//!
//! The D-Bus calls run on a Tokio runtime of their own, driven by one thread
//! ([`BleRuntime`]); the link's thread waits on them with a deadline each.
//!
//! A board that drops (switched off, out of range) or a `BlueZ` that restarts is noticed by
//! every means there is, each ending the port so the link says the board is lost and looks for
//! it again: `BlueZ`'s disconnection event, the notification stream ending, a write that fails,
//! and a watchdog on silence: a board quiet for [`POLL_AFTER`] is asked for its state (the
//! profile's [`BleProfile::poll`]), and one that leaves [`POLLS_BEFORE_LOST`] of those
//! unanswered is lost. A loss drops the whole D-Bus session (runtime, connection, adapters):
//! the next look starts from scratch, so a `BlueZ` restarted under the same bus is found anew.
//! Looks that fail wait a bounded back-off ([`BACKOFF_FIRST`] doubling to [`BACKOFF_MOST`]).

use std::collections::VecDeque;
use std::fmt;
use std::io::{self, Read, Write};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use btleplug::api::{
    BDAddr, Central, CentralEvent, Characteristic, Manager as _, Peripheral as _, ScanFilter,
    WriteType,
};
use btleplug::platform::{Adapter, Manager, Peripheral};
use futures::StreamExt;
use tokio::runtime::Handle;
use uuid::Uuid;

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
    /// Whether a device advertising `name` and `services` is a board of this kind.
    pub fn matches(&self, name: Option<&str>, services: &[Uuid]) -> bool {
        let named = name.is_some_and(|name| {
            name.to_lowercase()
                .starts_with(&self.name_prefix.to_lowercase())
        });
        named || (self.service_is_its_own && services.contains(&self.service))
    }
}

/// Which board to connect to, as typed after `ble:`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum BleWanted {
    /// The first board of the kind found.
    #[default]
    Any,
    /// The board advertising this name (compared without case).
    Named(String),
    /// The board at this address.
    At(BDAddr),
}

impl BleWanted {
    /// Reads what follows `ble:` (nothing, a name, or an address such as `C4:DE:…`).
    pub fn read(text: &str) -> Self {
        let text = text.trim();
        if text.is_empty() {
            Self::Any
        } else if let Ok(address) = BDAddr::from_str_delim(text) {
            Self::At(address)
        } else {
            Self::Named(text.to_owned())
        }
    }

    fn accepts(&self, name: Option<&str>, address: BDAddr) -> bool {
        match self {
            Self::Any => true,
            Self::Named(wanted) => name.is_some_and(|name| name.eq_ignore_ascii_case(wanted)),
            Self::At(wanted) => *wanted == address,
        }
    }
}

impl fmt::Display for BleWanted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Any => Ok(()),
            Self::Named(name) => f.write_str(name),
            Self::At(address) => write!(f, "{address}"),
        }
    }
}

/// Why a board over Bluetooth could not be reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BleError {
    /// The system's Bluetooth service (`BlueZ` on D-Bus) could not be reached.
    NoService(String),
    /// No Bluetooth adapter.
    NoAdapter,
    /// No adapter would scan (switched off or blocked).
    AdapterOff(String),
    /// No board of the kind (or none with the name or address asked for) was advertising.
    NotFound,
    /// The board was found and could not be connected to, or does not offer its protocol's
    /// service.
    NotConnected(String),
    /// The board was lost.
    Lost,
}

impl fmt::Display for BleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoService(why) => write!(f, "the Bluetooth service cannot be reached: {why}"),
            Self::NoAdapter => f.write_str("there is no Bluetooth adapter"),
            Self::AdapterOff(why) => write!(f, "Bluetooth is off: {why}"),
            Self::NotFound => f.write_str("no such board is advertising"),
            Self::NotConnected(why) => write!(f, "the board could not be connected to: {why}"),
            Self::Lost => f.write_str("the board's Bluetooth link was lost"),
        }
    }
}

impl std::error::Error for BleError {}

impl From<BleError> for io::Error {
    fn from(error: BleError) -> Self {
        let kind = match error {
            BleError::NotFound | BleError::NoAdapter => io::ErrorKind::NotFound,
            BleError::Lost => io::ErrorKind::BrokenPipe,
            _ => io::ErrorKind::Other,
        };
        io::Error::new(kind, error)
    }
}

/// The Bluetooth error an I/O error carries, if it carries one.
pub fn ble_error(error: &io::Error) -> Option<&BleError> {
    error.get_ref()?.downcast_ref::<BleError>()
}

/// A Tokio runtime driven by a thread of its own, for the D-Bus calls; ended when dropped.
#[derive(Debug)]
pub struct BleRuntime {
    handle: Handle,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl BleRuntime {
    pub fn start() -> io::Result<Self> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        let handle = runtime.handle().clone();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("bluetooth".into())
            .spawn(move || {
                runtime.block_on(async {
                    let _ = stopped.await;
                });
            })?;
        Ok(Self {
            handle,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// Runs `future` to its end, or gives up after `limit`.
    pub fn run<T>(
        &self,
        limit: Duration,
        future: impl Future<Output = Result<T, BleError>>,
    ) -> Result<T, BleError> {
        self.handle
            .block_on(async { tokio::time::timeout(limit, future).await })
            .unwrap_or_else(|_| Err(BleError::NotConnected("no answer in time".into())))
    }
}

impl Drop for BleRuntime {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
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
/// How long connecting, finding the services and subscribing may take.
const CONNECT_LIMIT: Duration = Duration::from_secs(10);
/// How long one write may take.
const WRITE_LIMIT: Duration = Duration::from_secs(3);
/// How often the adapters' devices are looked at while scanning.
const SCAN_LOOK: Duration = Duration::from_millis(100);
/// Notifications held for the link's thread (a board sends a few a move; the link reads them
/// as they come, so this only bounds a stalled reader).
const NOTIFICATIONS_HELD: usize = 256;

/// A board found advertising.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundBoard {
    pub protocol: BoardProtocol,
    pub name: Option<String>,
    pub address: BDAddr,
}

/// A session with the system's Bluetooth service, or why there is none.
async fn manager() -> Result<Manager, BleError> {
    Manager::new()
        .await
        .map_err(|e| BleError::NoService(e.to_string()))
}

/// The adapters `manager` sees now, or why there are none.
async fn adapters(manager: &Manager) -> Result<Vec<Adapter>, BleError> {
    let adapters = manager
        .adapters()
        .await
        .map_err(|e| BleError::NoService(e.to_string()))?;
    if adapters.is_empty() {
        return Err(BleError::NoAdapter);
    }
    Ok(adapters)
}

/// Starts scanning on every adapter that will; the adapters scanning.
async fn start_scans(adapters: Vec<Adapter>) -> Result<Vec<Adapter>, BleError> {
    let mut scanning = Vec::new();
    let mut refusal = None;
    for adapter in adapters {
        match adapter.start_scan(ScanFilter::default()).await {
            Ok(()) => scanning.push(adapter),
            Err(e) => refusal = Some(e.to_string()),
        }
    }
    if scanning.is_empty() {
        return Err(BleError::AdapterOff(refusal.unwrap_or_default()));
    }
    Ok(scanning)
}

async fn stop_scans(adapters: &[Adapter]) {
    for adapter in adapters {
        let _ = adapter.stop_scan().await;
    }
}

/// Every board of `profiles` seen advertising during `during`.
pub async fn scan(profiles: &[BleProfile], during: Duration) -> Result<Vec<FoundBoard>, BleError> {
    let scanning = start_scans(adapters(&manager().await?).await?).await?;
    tokio::time::sleep(during).await;
    let mut found = Vec::new();
    for adapter in &scanning {
        for peripheral in adapter.peripherals().await.unwrap_or_default() {
            let Ok(Some(properties)) = peripheral.properties().await else {
                continue;
            };
            let name = properties.local_name.clone();
            for profile in profiles {
                if profile.matches(name.as_deref(), &properties.services) {
                    let board = FoundBoard {
                        protocol: profile.protocol,
                        name: name.clone(),
                        address: properties.address,
                    };
                    if !found.contains(&board) {
                        found.push(board);
                    }
                }
            }
        }
    }
    stop_scans(&scanning).await;
    Ok(found)
}

/// The first board of `profile` that `wanted` accepts, seen within `during`, and its adapter.
async fn find(
    manager: &Manager,
    profile: BleProfile,
    wanted: &BleWanted,
    during: Duration,
) -> Result<(Adapter, Peripheral), BleError> {
    let scanning = start_scans(adapters(manager).await?).await?;
    let found = async {
        loop {
            for adapter in &scanning {
                for peripheral in adapter.peripherals().await.unwrap_or_default() {
                    let Ok(Some(properties)) = peripheral.properties().await else {
                        continue;
                    };
                    let name = properties.local_name.as_deref();
                    if profile.matches(name, &properties.services)
                        && wanted.accepts(name, properties.address)
                    {
                        return (adapter.clone(), peripheral);
                    }
                }
            }
            tokio::time::sleep(SCAN_LOOK).await;
        }
    };
    let found = tokio::time::timeout(during, found).await;
    stop_scans(&scanning).await;
    found.map_err(|_| BleError::NotFound)
}

/// Connects, finds the protocol's characteristics, subscribes, and starts the task that hands
/// the notifications to the link's thread until the board is lost (the disconnection event,
/// or the notification stream ending) or the port is dropped (`stop`).
async fn attach(
    profile: BleProfile,
    adapter: Adapter,
    peripheral: Peripheral,
    notifications: SyncSender<Vec<u8>>,
    answers_to: Option<Sink>,
    mut stop: tokio::sync::oneshot::Receiver<()>,
) -> Result<Characteristic, BleError> {
    let failed = |e: btleplug::Error| BleError::NotConnected(e.to_string());
    // Disconnections are watched from before the connection, so none is missed.
    let mut events = adapter.events().await.map_err(failed)?;
    if !peripheral.is_connected().await.unwrap_or(false) {
        peripheral.connect().await.map_err(failed)?;
    }
    peripheral.discover_services().await.map_err(failed)?;
    let characteristics = peripheral.characteristics();
    let by_uuid = |uuid: Uuid| characteristics.iter().find(|c| c.uuid == uuid).cloned();
    let (Some(notify), Some(write)) = (by_uuid(profile.notify), by_uuid(profile.write)) else {
        let _ = peripheral.disconnect().await;
        return Err(BleError::NotConnected(format!(
            "it does not offer the service {}",
            profile.service
        )));
    };
    let mut stream = peripheral.notifications().await.map_err(failed)?;
    peripheral.subscribe(&notify).await.map_err(failed)?;
    // The answers go straight to the table (they need no order among the board's reports); a
    // board without the characteristic still plays.
    let answers = match (profile.answers, answers_to) {
        (Some(answers), Some(sink)) => match by_uuid(answers.characteristic) {
            Some(characteristic) => {
                peripheral
                    .subscribe(&characteristic)
                    .await
                    .map_err(failed)?;
                Some((answers, sink))
            }
            None => None,
        },
        _ => None,
    };
    let id = peripheral.id();
    tokio::spawn(async move {
        loop {
            tokio::select! {
                notification = stream.next() => match notification {
                    Some(n) if n.uuid == profile.notify => {
                        // A reader that stopped taking them has gone: the link ends.
                        if notifications.try_send(n.value).is_err() {
                            return;
                        }
                    }
                    Some(n) => {
                        if let Some((answers, sink)) = &answers
                            && n.uuid == answers.characteristic
                            && let Some(event) = (answers.decode)(&n.value)
                        {
                            // Never waits: a full inbox drops an answer, asked again later.
                            sink.put(crate::port::Timed::now(event));
                        }
                    }
                    None => return,
                },
                event = events.next() => match event {
                    Some(CentralEvent::DeviceDisconnected(gone)) if gone == id => return,
                    Some(_) => {}
                    None => return,
                },
                _ = &mut stop => return,
            }
        }
    });
    Ok(write)
}

/// A D-Bus session with `BlueZ`: the runtime driving it and the manager its adapters come
/// from. Dropped whole after a loss, closing its connection and every task on it.
struct Session {
    runtime: Arc<BleRuntime>,
    manager: Manager,
}

impl Session {
    fn open() -> Result<Self, BleError> {
        let runtime = BleRuntime::start().map_err(|e| BleError::NoService(e.to_string()))?;
        let manager = runtime.run(CONNECT_LIMIT, manager())?;
        Ok(Self {
            runtime: Arc::new(runtime),
            manager,
        })
    }
}

impl fmt::Debug for Session {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Session")
    }
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
    /// The session kept between looks that found no board; none after a loss or an adapter
    /// gone (the next look opens a new one).
    session: Option<Session>,
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
            session: None,
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
    fn look(&mut self) -> Result<BlePort, BleError> {
        let session = match self.session.take() {
            Some(session) => session,
            None => Session::open()?,
        };
        let (sender, receiver) = mpsc::sync_channel(NOTIFICATIONS_HELD);
        let profile = self.profile;
        let wanted = self.wanted.clone();
        let scan_for = self.scan_for;
        self.scan_for = RECONNECT_SCAN;
        let manager = session.manager.clone();
        let found = session.runtime.run(scan_for + CONNECT_LIMIT, async move {
            find(&manager, profile, &wanted, scan_for).await
        });
        let (adapter, peripheral) = match found {
            Ok(found) => found,
            Err(BleError::NotFound) => {
                // The adapters answered: the session is good for the next look.
                self.session = Some(session);
                return Err(BleError::NotFound);
            }
            Err(other) => return Err(other),
        };
        let (stop, stopped) = tokio::sync::oneshot::channel();
        let attached = {
            let peripheral = peripheral.clone();
            let answers_to = self.answers_to.clone();
            session.runtime.run(CONNECT_LIMIT, async move {
                attach(profile, adapter, peripheral, sender, answers_to, stopped).await
            })
        };
        let write = match attached {
            Ok(write) => write,
            Err(error) => {
                let peripheral = peripheral.clone();
                let _ = session.runtime.run(WRITE_LIMIT, async move {
                    let _ = peripheral.disconnect().await;
                    Ok(())
                });
                return Err(error);
            }
        };
        let now = Instant::now();
        // The port holds the session's runtime; the connector lets it go, so the look after a
        // loss starts from scratch.
        Ok(BlePort {
            runtime: session.runtime,
            peripheral,
            write,
            notifications: receiver,
            _stop: stop,
            unread: VecDeque::new(),
            read_timeout: self.read_timeout,
            poll: (self.profile.poll)(),
            busy_after: self.profile.busy_after,
            watchdog: Watchdog::new(now),
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
    runtime: Arc<BleRuntime>,
    peripheral: Peripheral,
    write: Characteristic,
    notifications: Receiver<Vec<u8>>,
    /// Dropped with the port: ends the task handing over the notifications.
    _stop: tokio::sync::oneshot::Sender<()>,
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
        let peripheral = self.peripheral.clone();
        let characteristic = self.write.clone();
        let bytes = buf.to_vec();
        self.runtime.run(WRITE_LIMIT, async move {
            peripheral
                .write(&characteristic, &bytes, WriteType::WithResponse)
                .await
                .map_err(|_| BleError::Lost)
        })?;
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
        let peripheral = self.peripheral.clone();
        let _ = self.runtime.run(WRITE_LIMIT, async move {
            let _ = peripheral.disconnect().await;
            Ok(())
        });
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

    #[test]
    fn what_follows_ble_is_read_as_a_name_or_an_address() {
        assert_eq!(BleWanted::read(""), BleWanted::Any);
        assert_eq!(
            BleWanted::read("Chessnut Air"),
            BleWanted::Named("Chessnut Air".into())
        );
        let address = BleWanted::read("C4:DE:E2:19:2A:01");
        assert!(matches!(address, BleWanted::At(_)), "{address:?}");
        assert_eq!(address.to_string(), "C4:DE:E2:19:2A:01");
        assert!(
            BleWanted::Named("chessnut air".into())
                .accepts(Some("Chessnut Air"), BDAddr::default())
        );
        assert!(
            !BleWanted::Named("Chessnut Go".into())
                .accepts(Some("Chessnut Air"), BDAddr::default())
        );
    }
}
