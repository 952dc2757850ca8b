//! `annabella arbiter`: the arbiter's console of a hall of tables. It runs the hall's broker
//! itself (rumqttd, in its companion `annabella-broker`) unless `--broker` names one, prints the
//! event's password the tables log in with, and says the alerts (said at once, kept until
//! acknowledged), the moves when asked, and a table or the list of tables on request. On a
//! terminal it takes the full screen (`super::arbiter_screen`: panels, or a transcript for a
//! screen reader); with `--plain`, or when its input or output is no terminal, it says plain
//! lines, one at a time. Usable by a blind arbiter as by a sighted one; nothing from a table is
//! shown raw.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::time::Duration;

use rumqttc::{Client, ConnectionError, Event, MqttOptions, Packet, QoS};

use super::arbiter_face::ConsoleFace;
use super::line_face::read_bounded_line;
use super::{CliError, Output};
use crate::core::catalogue::Catalogue;
use crate::core::language::UiLanguage;
use crate::hall::broker::EmbeddedBroker;
use crate::hall::command::{ConsoleCommand, LAST_MOVES};
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
/// The most events taken in one go before the face shows them (a frame for a burst of moves,
/// not one for each).
const BATCH: usize = 256;

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
    /// Plain lines, one at a time, even on a terminal (for scripts; without it a terminal gets
    /// the full screen).
    #[arg(long)]
    plain: bool,
    /// The full screen's layout for screen readers and braille displays: a transcript, the
    /// cursor on the line just said. `--screen-reader=false`: the sighted layout even when a
    /// screen reader runs.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    screen_reader: Option<bool>,
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
    /// A key or a paste on the full screen.
    Terminal(ratatui::crossterm::event::Event),
}

pub fn run(args: &ArbiterArgs, out: &mut Output) -> Result<(), CliError> {
    use std::io::IsTerminal;
    let language = args.lang.unwrap_or(UiLanguage::ENGLISH);
    let words = HallWords::new(Catalogue::of(language));
    if !args.plain && std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
        let reader = args
            .screen_reader
            .unwrap_or_else(|| super::screen_reader::running().is_some());
        let (mut screen, _up) = super::arbiter_screen::open(words, reader)?;
        return run_on(args, words, &mut screen, Input::Terminal);
    }
    run_on(args, words, out, Input::Lines)
}

/// What the arbiter types into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Input {
    /// Lines on standard input (line mode).
    Lines,
    /// The terminal's keys (the full screen).
    Terminal,
}

/// The console on `out`, reading the arbiter from `input`.
fn run_on(
    args: &ArbiterArgs,
    words: HallWords,
    out: &mut dyn ConsoleFace,
    input: Input,
) -> Result<(), CliError> {
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
    // The console's own broker runs as long as this is held.
    let (broker, password, _own_broker) = if let Some(addr) = &args.broker {
        (addr.clone(), given.unwrap_or_default(), None)
    } else {
        let (broker, password, own) = start_own_broker(args.listen, given, words, out)?;
        (broker, password, Some(own))
    };
    out.line(&words.say("hall-password", &[("password", &password)]))?;
    if let Some(round) = args.round.filter(|_| !pairings.is_empty()) {
        let round = round.to_string();
        let count = pairings.len() as u64;
        out.line(&words.count("hall-paired", &[("round", &round)], "boards", count))?;
    }
    out.show(&Hall::new())?;
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
    if input == Input::Terminal {
        super::arbiter_screen::spawn_terminal_reader(
            inbox,
            ConsoleEvent::Terminal,
            ConsoleEvent::InputClosed,
        )
        .map_err(CliError::failed)?;
    } else {
        spawn_input(inbox).map_err(CliError::failed)?;
    }
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
    out: &mut dyn ConsoleFace,
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
/// where it runs; the address the console reaches it at, the password, and the broker (it runs
/// until that is dropped).
fn start_own_broker(
    listen: SocketAddr,
    given: Option<String>,
    words: HallWords,
    out: &mut dyn ConsoleFace,
) -> Result<(HallAddr, String, EmbeddedBroker), CliError> {
    let password = match given {
        Some(password) => password,
        None => crate::hall::password::new_password().map_err(CliError::failed)?,
    };
    let own = crate::hall::broker::start_embedded(listen, &password).map_err(CliError::of)?;
    let addr = own.addr();
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
    Ok((broker, password, own))
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
    fn run(
        &mut self,
        events: &Receiver<ConsoleEvent>,
        out: &mut dyn ConsoleFace,
    ) -> Result<(), CliError> {
        loop {
            let first = match out.due_in() {
                // A frame held back: woken for it if nothing comes first.
                Some(wait) => match events.recv_timeout(wait) {
                    Ok(event) => Some(event),
                    Err(RecvTimeoutError::Timeout) => None,
                    Err(RecvTimeoutError::Disconnected) => return Ok(()),
                },
                None => match events.recv() {
                    Ok(event) => Some(event),
                    Err(_) => return Ok(()),
                },
            };
            // What else has come meanwhile is shown in the same frame.
            let batch = first
                .into_iter()
                .chain(events.try_iter().take(BATCH))
                .collect::<Vec<_>>();
            for event in batch {
                if !self.event(event, out)? {
                    return Ok(());
                }
            }
            out.show(&self.hall)?;
        }
    }

    /// Takes one event; false to end the console.
    fn event(&mut self, event: ConsoleEvent, out: &mut dyn ConsoleFace) -> Result<bool, CliError> {
        match event {
            ConsoleEvent::Line(line) => return self.command(ConsoleCommand::read(&line), out),
            ConsoleEvent::Terminal(event) => {
                if let Some(command) = out.terminal(event, &self.hall) {
                    return self.command(command, out);
                }
            }
            ConsoleEvent::InputClosed => return Ok(false),
            ConsoleEvent::Message { topic, payload } => {
                for news in self.hall.receive(&topic, &payload) {
                    if self.moves || !matches!(news, News::Move { .. }) {
                        out.line(&self.words.news(&news))?;
                    }
                }
                out.tables_changed();
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
        Ok(true)
    }

    /// Carries out one command; false to end the console.
    fn command(
        &mut self,
        command: ConsoleCommand,
        out: &mut dyn ConsoleFace,
    ) -> Result<bool, CliError> {
        match command {
            ConsoleCommand::Nothing => {}
            ConsoleCommand::Quit => return Ok(false),
            ConsoleCommand::Help => out.line(&self.words.say("hall-help", &[]))?,
            ConsoleCommand::Password => {
                out.line(
                    &self
                        .words
                        .say("hall-password", &[("password", &self.password)]),
                )?;
            }
            ConsoleCommand::Tables => {
                let mut any = false;
                for view in self.hall.tables() {
                    any = true;
                    out.line(&self.words.table(view))?;
                }
                if !any {
                    out.line(&self.words.say("hall-no-tables", &[]))?;
                }
            }
            ConsoleCommand::Look(board) => match self.hall.table(board) {
                Some(view) => {
                    out.line(&self.words.table(view))?;
                    out.line(&self.words.last_moves(view, LAST_MOVES))?;
                }
                None => self.not_reported(board, out)?,
            },
            ConsoleCommand::Moves { board, count } => match self.hall.table(board) {
                Some(view) => out.line(&self.words.last_moves(view, count))?,
                None => self.not_reported(board, out)?,
            },
            ConsoleCommand::Alerts => {
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
            ConsoleCommand::AcknowledgeAll => {
                let count = self.hall.acknowledge_all() as u64;
                out.line(
                    &self
                        .words
                        .count("hall-acknowledged-all", &[], "count", count),
                )?;
            }
            ConsoleCommand::Acknowledge(id) => {
                let key = if self.hall.acknowledge(id) {
                    "hall-acknowledged"
                } else {
                    "hall-no-such-alert"
                };
                out.line(&self.words.say(key, &[("id", &id.to_string())]))?;
            }
            ConsoleCommand::Unknown(typed) => {
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
        out: &mut dyn ConsoleFace,
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

    fn not_reported(&self, board: u32, out: &mut dyn ConsoleFace) -> Result<(), CliError> {
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
