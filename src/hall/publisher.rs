//! The table's side of the hall: its states go to the broker from a thread of their own,
//! retained and acknowledged (`QoS` 1), one at a time and in order; the broker's last will says
//! the table is gone if it drops. A table that loses the broker keeps playing: its states wait
//! in the bounded [`Outbox`] and go, in order, once the broker is back.

use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use rumqttc::{Client, ConnectionError, Event, LastWill, MqttOptions, Outgoing, Packet, QoS};

use super::outbox::{CAPACITY, Outbox};
use super::state::{TableState, Watch};
use super::trf::Pairing;
use super::{HallAddr, MAX_MESSAGE, USER, pairing_topic, presence, presence_topic, state_topic};

/// How often a silent table tells the broker it is there; the broker says it gone after one and
/// a half of these without a word.
pub const KEEP_ALIVE: Duration = Duration::from_secs(5);
/// The longest wait between two tries to reach the broker.
const RETRY_MAX: Duration = Duration::from_secs(2);

/// What the publishing thread is woken by.
#[derive(Debug)]
enum Wake {
    /// A state was queued.
    Offered,
    Connected,
    /// A publish left with this packet id.
    Sent(u16),
    Acked(u16),
    Lost,
    /// The goodbye left: the link is closed.
    Disconnected,
    /// The broker took the subscription to the pairing.
    Subscribed,
    /// The console's pairing for this table came.
    Pairing(Vec<u8>),
    /// The table ends: deliver what is queued, then say so and leave.
    Finish,
}

/// What the table shares with its publishing thread.
#[derive(Debug, Default)]
struct Shared {
    outbox: Mutex<Outbox>,
    /// Told when the link has closed, having delivered the outbox and said goodbye.
    drained: Condvar,
    closed: Mutex<bool>,
    /// The round's pairing for this table, once the console sent one.
    pairing: Mutex<PairingSlot>,
    /// Told when a pairing comes.
    paired: Condvar,
}

impl Shared {
    fn outbox(&self) -> std::sync::MutexGuard<'_, Outbox> {
        self.outbox.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The pairing, and when the broker took the table's subscription to it.
#[derive(Debug, Default)]
struct PairingSlot {
    subscribed_at: Option<Instant>,
    pairing: Option<Pairing>,
}

/// How long after its subscription a retained pairing may still come (the broker sends it right
/// after the acknowledgement).
const RETAINED_GRACE: Duration = Duration::from_millis(300);

/// Why the hall could not be joined.
#[derive(Debug)]
pub struct JoinError(pub std::io::Error);

impl std::fmt::Display for JoinError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the hall's link could not start: {}", self.0)
    }
}

impl std::error::Error for JoinError {}

/// The table's link to the hall, held by the carrier.
#[derive(Debug)]
pub struct HallLink {
    number: u32,
    shared: Arc<Shared>,
    wake: SyncSender<Wake>,
    /// The last state queued, to queue only what changed.
    last: Option<TableState>,
    /// What the table watched when its last state was taken.
    watched: Option<Watch>,
}

impl HallLink {
    /// Starts the link of table `number` to the broker at `addr`, logging in with `password`.
    /// Never waits for the broker: an unreachable one is tried again and again.
    pub fn join(addr: &HallAddr, number: u32, password: &str) -> Result<Self, JoinError> {
        let mut options =
            MqttOptions::new(format!("annabella-table-{number}"), &addr.host, addr.port);
        options
            .set_keep_alive(KEEP_ALIVE)
            // A new session each time: what was not acknowledged is sent again from the outbox,
            // in order, never twice by the client as well.
            .set_clean_session(true)
            .set_credentials(USER, password)
            .set_max_packet_size(MAX_MESSAGE, MAX_MESSAGE)
            .set_last_will(LastWill::new(
                presence_topic(number),
                presence::GONE,
                QoS::AtLeastOnce,
                true,
            ));
        let (client, connection) = Client::new(options, 16);
        let shared = Arc::new(Shared {
            outbox: Mutex::new(Outbox::new(CAPACITY)),
            drained: Condvar::new(),
            closed: Mutex::new(false),
            pairing: Mutex::new(PairingSlot::default()),
            paired: Condvar::new(),
        });
        let (wake, woken) = sync_channel(64);
        let events = wake.clone();
        std::thread::Builder::new()
            .name("hall connection".to_owned())
            .spawn(move || follow_connection(connection, &events))
            .map_err(JoinError)?;
        let publishing = Arc::clone(&shared);
        std::thread::Builder::new()
            .name("hall publisher".to_owned())
            .spawn(move || publish(number, &client, &publishing, &woken))
            .map_err(JoinError)?;
        Ok(Self {
            number,
            shared,
            wake,
            last: None,
            watched: None,
        })
    }

    /// The table's number.
    pub fn number(&self) -> u32 {
        self.number
    }

    /// The round's pairing for this table. The console keeps it retained at the broker, so it
    /// comes right after the table subscribes: waits for it until a short grace after the
    /// subscription, and at most `limit` for a broker that does not answer.
    pub fn pairing(&self, limit: Duration) -> Option<Pairing> {
        let deadline = Instant::now() + limit;
        let mut slot = self
            .shared
            .pairing
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        loop {
            if slot.pairing.is_some() {
                return slot.pairing.clone();
            }
            let until = slot
                .subscribed_at
                .map_or(deadline, |at| (at + RETAINED_GRACE).min(deadline));
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return None;
            }
            slot = self
                .shared
                .paired
                .wait_timeout(slot, left)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }

    /// Whether the table's state is due after a step: none offered yet, a record written with
    /// its moves complete (`recorded`), or what the table watches (its boards, a draw offer, a
    /// claim) changed. Gives what it watches now, for the state.
    pub fn due(&mut self, table: &crate::core::table::Table, recorded: bool) -> Option<Watch> {
        let watch = Watch::of(table);
        let changed = self.watched.as_ref() != Some(&watch);
        (self.last.is_none() || recorded || changed).then(|| {
            self.watched = Some(watch.clone());
            watch
        })
    }

    /// Queues `state` if it says something the last one did not.
    pub fn offer(&mut self, state: TableState) {
        if self
            .last
            .as_ref()
            .is_some_and(|last| !last.differs_from(&state))
        {
            return;
        }
        self.shared.outbox().push(state.clone());
        self.last = Some(state);
        // A full wake channel already holds a wake the thread will see.
        if let Err(TrySendError::Disconnected(_)) = self.wake.try_send(Wake::Offered) {
            tracing::warn!("the hall's publisher has ended");
        }
    }

    /// Waits at most `limit` for the queued states to be delivered and the table's goodbye
    /// (`closed`) to leave; past it, the broker's last will says the table is gone.
    pub fn finish(&self, limit: Duration) {
        let _ = self.wake.try_send(Wake::Finish);
        let deadline = Instant::now() + limit;
        let mut closed = self
            .shared
            .closed
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        while !*closed {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                tracing::warn!(
                    undelivered = self.shared.outbox().len(),
                    "the hall did not take every state"
                );
                return;
            }
            closed = self
                .shared
                .drained
                .wait_timeout(closed, left)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }
}

/// Drives the client's connection (reconnecting as it goes) and tells the publisher.
fn follow_connection(mut connection: rumqttc::Connection, wake: &SyncSender<Wake>) {
    let mut retry = Duration::from_millis(100);
    for event in connection.iter() {
        let told = match event {
            Ok(Event::Incoming(Packet::ConnAck(_))) => {
                retry = Duration::from_millis(100);
                wake.send(Wake::Connected)
            }
            Ok(Event::Incoming(Packet::PubAck(ack))) => wake.send(Wake::Acked(ack.pkid)),
            Ok(Event::Incoming(Packet::SubAck(_))) => wake.send(Wake::Subscribed),
            Ok(Event::Incoming(Packet::Publish(publish))) => {
                wake.send(Wake::Pairing(publish.payload.to_vec()))
            }
            Ok(Event::Outgoing(Outgoing::Publish(pkid))) => wake.send(Wake::Sent(pkid)),
            Ok(Event::Outgoing(Outgoing::Disconnect)) => {
                let _ = wake.send(Wake::Disconnected);
                return;
            }
            Ok(_) => Ok(()),
            Err(error) => {
                match &error {
                    ConnectionError::ConnectionRefused(code) => {
                        tracing::warn!(?code, "the hall's broker refused the table");
                    }
                    other => tracing::info!(error = %other, "the hall's broker is away"),
                }
                let told = wake.send(Wake::Lost);
                std::thread::sleep(retry);
                retry = (retry * 2).min(RETRY_MAX);
                told
            }
        };
        if told.is_err() {
            return;
        }
    }
}

/// What the thread has published since it connected, in the order the client sends it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sending {
    Presence,
    State,
}

/// Delivers the outbox one state at a time, each acknowledged before the next goes.
fn publish(number: u32, client: &Client, shared: &Shared, woken: &Receiver<Wake>) {
    let state_topic = state_topic(number);
    let presence_topic = presence_topic(number);
    let mut connected = false;
    let mut finishing = false;
    // Publishes handed to the client and not yet seen leaving, and the one state in flight.
    let mut leaving: std::collections::VecDeque<Sending> = std::collections::VecDeque::new();
    let mut state_in_flight: Option<Option<u16>> = None;
    let mut closed_said = false;
    // The last state the broker took: said again on every connection, since a broker that
    // restarted without keeping it (or a console's own) has forgotten the table.
    let mut last_delivered: Option<TableState> = None;
    while let Ok(wake) = woken.recv() {
        match wake {
            Wake::Offered => {}
            Wake::Pairing(payload) => {
                if let Some(pairing) = read_pairing(number, &payload) {
                    let mut slot = shared
                        .pairing
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner);
                    slot.pairing = Some(pairing);
                    shared.paired.notify_all();
                }
            }
            Wake::Subscribed => {
                let mut slot = shared
                    .pairing
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner);
                slot.subscribed_at.get_or_insert_with(Instant::now);
                shared.paired.notify_all();
            }
            Wake::Finish => finishing = true,
            Wake::Connected => {
                connected = true;
                leaving.clear();
                state_in_flight = None;
                let _ = client.try_subscribe(pairing_topic(number), QoS::AtLeastOnce);
                if client
                    .try_publish(&presence_topic, QoS::AtLeastOnce, true, presence::ONLINE)
                    .is_ok()
                {
                    leaving.push_back(Sending::Presence);
                }
                let mut outbox = shared.outbox();
                if let (true, Some(last)) = (outbox.is_empty(), &last_delivered) {
                    outbox.push(last.clone());
                }
            }
            Wake::Lost => {
                connected = false;
                leaving.clear();
                state_in_flight = None;
            }
            Wake::Sent(pkid) => {
                if leaving.pop_front() == Some(Sending::State) {
                    state_in_flight = Some(Some(pkid));
                }
            }
            Wake::Acked(pkid) => {
                if state_in_flight == Some(Some(pkid)) {
                    state_in_flight = None;
                    let mut outbox = shared.outbox();
                    last_delivered = outbox.next().cloned();
                    outbox.delivered();
                }
            }
            Wake::Disconnected => break,
        }
        if !connected || state_in_flight.is_some() {
            continue;
        }
        let next = shared.outbox().next().map(TableState::to_json);
        if let Some(bytes) = next {
            if client
                .try_publish(&state_topic, QoS::AtLeastOnce, true, bytes)
                .is_ok()
            {
                leaving.push_back(Sending::State);
                state_in_flight = Some(None);
            }
        } else if finishing && !closed_said {
            closed_said = true;
            let _ = client.try_publish(&presence_topic, QoS::AtLeastOnce, true, presence::CLOSED);
            let _ = client.try_disconnect();
        }
    }
    *shared.closed.lock().unwrap_or_else(PoisonError::into_inner) = true;
    shared.drained.notify_all();
}

/// The console's pairing for table `number`, its names checked as the table's own names are (one
/// line, no controls, bounded); `None` for anything else.
fn read_pairing(number: u32, payload: &[u8]) -> Option<Pairing> {
    use crate::core::session::checked_name;
    if payload.len() > MAX_MESSAGE {
        return None;
    }
    let pairing: Pairing = serde_json::from_slice(payload).ok()?;
    if pairing.board != number || pairing.round == 0 {
        return None;
    }
    Some(Pairing {
        white: checked_name(&pairing.white).ok()?,
        black: checked_name(&pairing.black).ok()?,
        ..pairing
    })
}
