//! `annabella arbiter`: the arbiter's console of a hall of tables. It runs the hall's broker
//! itself (rumqttd) unless `--broker` names one, prints the event's password the tables log in
//! with, and says in plain lines the alerts (said at once, kept until acknowledged), the moves
//! when asked, and a table or the list of tables on request. Usable by a blind arbiter through a
//! screen reader: one line at a time, nothing from a table printed raw.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::time::Duration;

use rumqttc::{Client, ConnectionError, Event, MqttOptions, Packet, QoS};

use super::line_face::read_bounded_line;
use super::{CliError, Output};
use crate::core::catalogue::Catalogue;
use crate::core::language::UiLanguage;
use crate::hall::console::{Hall, News};
use crate::hall::trf::{Pairing, read_pairings};
use crate::hall::words::HallWords;
use crate::hall::{HallAddr, MAX_MESSAGE, TABLE_TOPICS, USER, pairing_topic};

/// The environment variable holding the event's password (a table's too).
pub const PASSWORD_VARIABLE: &str = "ANNABELLA_HALL_PASSWORD";
/// Messages from the broker waiting for the console (a flooding table waits, the broker holds
/// the rest within its own bounds).
const INBOX: usize = 1_024;
/// The largest pairings file read (a TRF of a thousand players is far smaller).
const PAIRINGS_LIMIT: u64 = 4 * 1024 * 1024;
/// How many moves `moves N` says when no count is given.
const LAST_MOVES: usize = 10;

#[derive(Debug, clap::Args)]
pub struct ArbiterArgs {
    /// The hall's broker (mosquitto, …) as `mqtt://HOST[:PORT]`; without it the console runs its
    /// own broker.
    #[arg(long, value_name = "mqtt://HOST[:PORT]")]
    broker: Option<HallAddr>,
    /// Where the console's own broker listens (port 0: one the system picks, printed).
    #[arg(
        long,
        value_name = "ADDR:PORT",
        default_value = "0.0.0.0:1883",
        conflicts_with = "broker"
    )]
    listen: SocketAddr,
    /// The round's pairings: the pairing program's TRF file (TRF16), or a plain list of
    /// `BOARD;WHITE;BLACK` lines. Each table gets its board's round, names and colours.
    #[arg(long, value_name = "FILE", requires = "round")]
    pairings: Option<std::path::PathBuf>,
    /// The round the pairings are for (the round's column in a TRF file).
    #[arg(long, value_name = "N", value_parser = super::option_problem::number_between(1u32, 99))]
    round: Option<u32>,
    /// Serve the round as one multi-game PGN over HTTP (`GET /game.pgn`, the source URL of a
    /// Lichess broadcast round): PORT on this machine only, or ADDR:PORT.
    #[arg(long, value_name = "[ADDR:]PORT")]
    serve: Option<crate::broadcast::BroadcastAddr>,
    /// Push the round to this Lichess broadcast round (its id, the last part of the round's
    /// address), with a token with the scope study:write in `LICHESS_TOKEN`: only the games that
    /// changed, retried when Lichess does not answer.
    #[cfg(feature = "full")]
    #[arg(long, value_name = "ROUNDID")]
    push: Option<crate::hall::push::RoundId>,
    /// The server pushed to (default <https://lichess.org>).
    #[cfg(feature = "full")]
    #[arg(long, value_name = "URL", requires = "push")]
    push_server: Option<String>,
    /// Say every move played at every table, not only the alerts.
    #[arg(long)]
    moves: bool,
    /// Language of the console: en, fr, de, or one brought by a catalogue file.
    #[arg(long, value_name = "LANG", value_parser = super::interface_language::parse_lang)]
    pub(super) lang: Option<UiLanguage>,
}

/// What the console's loop is woken by.
#[derive(Debug)]
enum ConsoleEvent {
    Line(String),
    InputClosed,
    Message {
        topic: String,
        payload: Vec<u8>,
    },
    Connected,
    Lost,
    Refused,
    /// How a push to the Lichess broadcast went.
    #[cfg(feature = "full")]
    Pushed(crate::hall::push::PushReport),
}

pub fn run(args: &ArbiterArgs, out: &mut Output) -> Result<(), CliError> {
    let language = args.lang.unwrap_or(UiLanguage::ENGLISH);
    let words = HallWords::new(Catalogue::of(language));
    let pairings = match (&args.pairings, args.round) {
        (Some(path), Some(round)) => {
            let bytes =
                crate::bounded_read::read_file(path, PAIRINGS_LIMIT).map_err(CliError::of)?;
            let text = String::from_utf8_lossy(&bytes);
            read_pairings(&text, round).map_err(CliError::failed)?
        }
        _ => Vec::new(),
    };
    let given = std::env::var(PASSWORD_VARIABLE)
        .ok()
        .filter(|p| !p.is_empty());
    let (broker, password) = if let Some(addr) = &args.broker {
        (addr.clone(), given.unwrap_or_default())
    } else {
        start_own_broker(args.listen, given, words, out)?
    };
    out.line(&words.say("hall-password", &[("password", &password)]))?;
    if let Some(round) = args.round.filter(|_| !pairings.is_empty()) {
        let round = round.to_string();
        let count = pairings.len() as u64;
        out.line(&words.count("hall-paired", &[("round", &round)], "boards", count))?;
    }
    out.flush()?;
    let round_pgn = match args.serve {
        Some(addr) => {
            let broadcast = crate::broadcast::Broadcast::start(addr).map_err(CliError::failed)?;
            let address = format!("http://{}{}", broadcast.addr(), crate::broadcast::PATH);
            out.line(&words.say("hall-serving", &[("address", &address)]))?;
            broadcast.publish("");
            Some(broadcast)
        }
        None => None,
    };
    let (inbox, events) = sync_channel(INBOX);
    #[cfg(feature = "full")]
    let pusher = start_push(args, &inbox, words, out)?;
    spawn_subscriber(&broker, &password, pairings, inbox.clone()).map_err(CliError::failed)?;
    spawn_input(inbox).map_err(CliError::failed)?;
    let mut console = Console {
        hall: Hall::new(),
        words,
        moves: args.moves,
        broker,
        password,
        connected: false,
        round_pgn,
        #[cfg(feature = "full")]
        pusher,
        #[cfg(feature = "full")]
        push_working: None,
    };
    console.run(&events, out)
}

/// The environment variable holding the token a push to Lichess uses.
#[cfg(feature = "full")]
const TOKEN_VARIABLE: &str = "LICHESS_TOKEN";

/// Starts pushing the round to Lichess (`--push`), its reports to the console's loop.
#[cfg(feature = "full")]
fn start_push(
    args: &ArbiterArgs,
    inbox: &SyncSender<ConsoleEvent>,
    words: HallWords,
    out: &mut Output,
) -> Result<Option<crate::hall::push::RoundPusher>, CliError> {
    use crate::hall::push::{DEFAULT_SERVER, RoundPusher};
    let Some(round) = &args.push else {
        return Ok(None);
    };
    let token = std::env::var(TOKEN_VARIABLE)
        .ok()
        .filter(|t| !t.trim().is_empty())
        .ok_or_else(|| CliError::said(crate::core::message::Message::new("hall-push-no-token")))?;
    let server = args.push_server.as_deref().unwrap_or(DEFAULT_SERVER);
    let pusher = RoundPusher::start(server, round, &token, inbox.clone(), ConsoleEvent::Pushed)
        .map_err(CliError::failed)?;
    out.line(&words.say("hall-pushing", &[("round", round.as_str())]))?;
    Ok(Some(pusher))
}

/// Starts the console's own broker on `listen` with the password `given` or a new one, and says
/// where it runs; the address the console reaches it at, and the password.
fn start_own_broker(
    listen: SocketAddr,
    given: Option<String>,
    words: HallWords,
    out: &mut Output,
) -> Result<(HallAddr, String), CliError> {
    let password = match given {
        Some(password) => password,
        None => crate::hall::password::new_password().map_err(CliError::failed)?,
    };
    let addr = crate::hall::broker::start_embedded(listen, &password).map_err(CliError::failed)?;
    out.line(&words.say("hall-listening", &[("address", &shown(addr))]))?;
    let local = if addr.ip().is_unspecified() {
        IpAddr::V4(Ipv4Addr::LOCALHOST)
    } else {
        addr.ip()
    };
    let broker = HallAddr {
        host: local.to_string(),
        port: addr.port(),
    };
    Ok((broker, password))
}

/// The address as the arbiter gives it to the tables.
fn shown(addr: SocketAddr) -> String {
    HallAddr {
        host: addr.ip().to_string(),
        port: addr.port(),
    }
    .to_string()
}

struct Console {
    hall: Hall,
    words: HallWords,
    moves: bool,
    broker: HallAddr,
    password: String,
    connected: bool,
    /// The round's games served over HTTP (`--serve`), republished after every table's news.
    round_pgn: Option<crate::broadcast::Broadcast>,
    /// The round pushed to a Lichess broadcast round (`--push`).
    #[cfg(feature = "full")]
    pusher: Option<crate::hall::push::RoundPusher>,
    /// Whether the last push went through (`None` before the first).
    #[cfg(feature = "full")]
    push_working: Option<bool>,
}

impl Console {
    fn run(&mut self, events: &Receiver<ConsoleEvent>, out: &mut Output) -> Result<(), CliError> {
        while let Ok(event) = events.recv() {
            match event {
                ConsoleEvent::Line(line) => {
                    if !self.command(&line, out)? {
                        return Ok(());
                    }
                }
                ConsoleEvent::InputClosed => return Ok(()),
                ConsoleEvent::Message { topic, payload } => {
                    for news in self.hall.receive(&topic, &payload) {
                        if self.moves || !matches!(news, News::Move { .. }) {
                            out.line(&self.words.news(&news))?;
                        }
                    }
                    if let Some(broadcast) = &self.round_pgn {
                        broadcast.publish(&self.hall.round_pgn());
                    }
                    #[cfg(feature = "full")]
                    if let Some(pusher) = &self.pusher {
                        pusher.offer(self.hall.games());
                    }
                }
                #[cfg(feature = "full")]
                ConsoleEvent::Pushed(report) => self.pushed(&report, out)?,
                ConsoleEvent::Connected => {
                    if !self.connected {
                        self.connected = true;
                        let address = self.broker.to_string();
                        out.line(&self.words.say("hall-connected", &[("address", &address)]))?;
                    }
                }
                ConsoleEvent::Lost => {
                    if self.connected {
                        self.connected = false;
                        out.line(&self.words.say("hall-broker-lost", &[]))?;
                    }
                }
                ConsoleEvent::Refused => out.line(&self.words.say("hall-broker-refused", &[]))?,
            }
            out.flush()?;
        }
        Ok(())
    }

    /// Carries out one typed command; false to end the console.
    fn command(&mut self, line: &str, out: &mut Output) -> Result<bool, CliError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let number = |index: usize| words.get(index).and_then(|w| w.parse::<u32>().ok());
        match (words.first().copied(), words.len()) {
            (None, _) => {}
            (Some("quit" | "exit"), _) => return Ok(false),
            (Some("help"), _) => out.line(&self.words.say("hall-help", &[]))?,
            (Some("password"), 1) => {
                out.line(
                    &self
                        .words
                        .say("hall-password", &[("password", &self.password)]),
                )?;
            }
            (Some("tables"), 1) => {
                let mut any = false;
                for view in self.hall.tables() {
                    any = true;
                    out.line(&self.words.table(view))?;
                }
                if !any {
                    out.line(&self.words.say("hall-no-tables", &[]))?;
                }
            }
            (Some("look"), 2) if number(1).is_some() => {
                let board = number(1).unwrap_or_default();
                match self.hall.table(board) {
                    Some(view) => {
                        out.line(&self.words.table(view))?;
                        out.line(&self.words.last_moves(view, LAST_MOVES))?;
                    }
                    None => self.not_reported(board, out)?,
                }
            }
            (Some("moves"), 2 | 3) if number(1).is_some() => {
                let board = number(1).unwrap_or_default();
                let count = words
                    .get(2)
                    .and_then(|w| w.parse::<usize>().ok())
                    .unwrap_or(LAST_MOVES);
                match self.hall.table(board) {
                    Some(view) => out.line(&self.words.last_moves(view, count))?,
                    None => self.not_reported(board, out)?,
                }
            }
            (Some("alerts"), 1) => {
                let open: Vec<String> = self
                    .hall
                    .open_alerts()
                    .map(|a| self.words.alert(a))
                    .collect();
                if open.is_empty() {
                    out.line(&self.words.say("hall-no-alerts", &[]))?;
                }
                for line in open {
                    out.line(&line)?;
                }
            }
            (Some("ack"), 2) if words[1] == "all" => {
                let count = self.hall.acknowledge_all() as u64;
                out.line(
                    &self
                        .words
                        .count("hall-acknowledged-all", &[], "count", count),
                )?;
            }
            (Some("ack"), 2) if number(1).is_some() => {
                let id = number(1).unwrap_or_default();
                let key = if self.hall.acknowledge(u64::from(id)) {
                    "hall-acknowledged"
                } else {
                    "hall-no-such-alert"
                };
                out.line(&self.words.say(key, &[("id", &id.to_string())]))?;
            }
            (Some(_), _) => {
                let typed = crate::core::text::plain_line(line, 40);
                out.line(
                    &self
                        .words
                        .say("hall-unknown-command", &[("command", &typed)]),
                )?;
            }
        }
        Ok(true)
    }

    /// Says how a push went: the first that went through, and each failure.
    #[cfg(feature = "full")]
    fn pushed(
        &mut self,
        report: &crate::hall::push::PushReport,
        out: &mut Output,
    ) -> Result<(), CliError> {
        use crate::hall::push::PushReport;
        let (works, line) = match report {
            PushReport::Pushed { .. } if self.push_working == Some(true) => return Ok(()),
            PushReport::Pushed { .. } => (true, self.words.say("hall-push-works", &[])),
            PushReport::GameRefused { reason } => (
                true,
                self.words
                    .say("hall-push-game-refused", &[("reason", reason)]),
            ),
            PushReport::Unauthorized => (false, self.words.say("hall-push-unauthorized", &[])),
            PushReport::GaveUp { reason } => (
                false,
                self.words.say("hall-push-gave-up", &[("reason", reason)]),
            ),
        };
        self.push_working = Some(works);
        out.line(&line)
    }

    fn not_reported(&self, board: u32, out: &mut Output) -> Result<(), CliError> {
        out.line(
            &self
                .words
                .say("hall-no-table", &[("board", &board.to_string())]),
        )
    }
}

/// The console's client: subscribes to every table and sends the pairings (again after each
/// reconnection: a restarted broker may have lost them) and hands each message to the console's
/// loop.
fn spawn_subscriber(
    broker: &HallAddr,
    password: &str,
    pairings: Vec<Pairing>,
    inbox: SyncSender<ConsoleEvent>,
) -> std::io::Result<()> {
    let id = format!("annabella-arbiter-{}", std::process::id());
    let mut options = MqttOptions::new(id, &broker.host, broker.port);
    options
        .set_keep_alive(Duration::from_secs(5))
        .set_clean_session(true)
        .set_credentials(USER, password)
        .set_max_packet_size(MAX_MESSAGE, MAX_MESSAGE);
    let (client, mut connection) = Client::new(options, 16);
    std::thread::Builder::new()
        .name("hall subscriber".to_owned())
        .spawn(move || {
            let mut retry = Duration::from_millis(100);
            for event in connection.iter() {
                let told = match event {
                    Ok(Event::Incoming(Packet::ConnAck(_))) => {
                        retry = Duration::from_millis(100);
                        for topic in TABLE_TOPICS {
                            let _ = client.try_subscribe(topic, QoS::AtLeastOnce);
                        }
                        for pairing in &pairings {
                            let payload = serde_json::to_vec(pairing).unwrap_or_default();
                            let _ = client.try_publish(
                                pairing_topic(pairing.board),
                                QoS::AtLeastOnce,
                                true,
                                payload,
                            );
                        }
                        inbox.send(ConsoleEvent::Connected)
                    }
                    Ok(Event::Incoming(Packet::Publish(publish))) => {
                        inbox.send(ConsoleEvent::Message {
                            topic: publish.topic,
                            payload: publish.payload.to_vec(),
                        })
                    }
                    Ok(_) => Ok(()),
                    Err(error) => {
                        let told = if matches!(error, ConnectionError::ConnectionRefused(_)) {
                            inbox.send(ConsoleEvent::Refused)
                        } else {
                            inbox.send(ConsoleEvent::Lost)
                        };
                        std::thread::sleep(retry);
                        retry = (retry * 2).min(Duration::from_secs(2));
                        told
                    }
                };
                if told.is_err() {
                    return;
                }
            }
        })?;
    Ok(())
}

/// The arbiter's typed lines, each bounded.
fn spawn_input(inbox: SyncSender<ConsoleEvent>) -> std::io::Result<()> {
    std::thread::Builder::new()
        .name("arbiter input".to_owned())
        .spawn(move || {
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let mut bytes = Vec::new();
            loop {
                bytes.clear();
                match read_bounded_line(&mut input, &mut bytes) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&bytes);
                        let line = line.trim_end_matches(['\n', '\r']).to_owned();
                        if inbox.send(ConsoleEvent::Line(line)).is_err() {
                            return;
                        }
                    }
                }
            }
            let _ = inbox.send(ConsoleEvent::InputClosed);
        })?;
    Ok(())
}
