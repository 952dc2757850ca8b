//! The arbiter's console, as a model with no I/O: the tables as their last messages say them,
//! and the alerts those messages raise. The console's face turns [`News`] into lines (see
//! [`super::words`]); every string from a table is made plain here, once, before anything
//! shows it.

use std::collections::BTreeMap;

use super::state::{BoardKind, BoardSync, FORMAT, Side, TableState};
use super::{MAX_MESSAGE, presence};
use crate::core::text::plain_line as one_line;

/// The most alerts kept (the oldest acknowledged ones go first).
pub const ALERTS_KEPT: usize = 1_000;
/// The highest table number the console takes.
pub const MAX_TABLE: u32 = 9_999;
/// Lengths of what a table names, past which it is cut.
const NAME_CHARS: usize = 60;
const MOVE_CHARS: usize = 12;
/// The most moves a game's state may hold (past any real game).
const MAX_MOVES: usize = 2_000;
/// The most boards a table may report (a peg board and an e-board, with room to spare).
const MAX_BOARDS: usize = 8;

/// What a table's connection is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presence {
    /// Never heard from, or heard only through its state.
    Unknown,
    Online,
    /// Its connection dropped (the broker's last will).
    Gone,
    /// It ended its game and said goodbye.
    Closed,
}

/// What an alert is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AlertKind {
    /// The side's flag fell.
    Flag(Side),
    /// The game ended with this result (`1-0`, `0-1`, `1/2-1/2`).
    Result(String),
    /// The table's connection dropped.
    Lost,
    /// A table lost is back.
    Back,
    /// A message from the table could not be read (said once until one is read again).
    Malformed,
    /// A board at the table differs from the game (the table has named the difference).
    BoardDiffers(BoardKind),
    /// A draw claim (9.2, 9.3), and whether it was correct.
    Claim { by: Side, correct: bool },
    /// A draw offer stands (9.1.2).
    DrawOffer(Side),
}

/// One alert: said at once, kept until acknowledged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alert {
    /// Its number in the console's list (from 1).
    pub id: u64,
    pub table: u32,
    pub kind: AlertKind,
    pub acknowledged: bool,
}

/// What the console has to say after a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum News {
    /// A move played at a table: its number (1 for White's first), the side, the SAN.
    Move {
        table: u32,
        number: u32,
        side: Side,
        san: String,
    },
    /// The moves a table reports are not the ones it reported before (a take-back).
    MovesTakenBack {
        table: u32,
        plies: usize,
    },
    Alert(Alert),
    /// A board that differed shows the game again.
    BoardRight {
        table: u32,
        kind: BoardKind,
    },
    /// A message on a topic that names no table (said once).
    UnknownTopic,
}

/// One table as the console knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableView {
    pub number: u32,
    pub state: Option<TableState>,
    pub presence: Presence,
    /// A malformed message was said and none read since.
    malformed_said: bool,
    /// Which of its boards were said to differ and have not shown the game since (a board put
    /// right passes through a move being made).
    differing: Vec<bool>,
}

/// Every table and every alert.
#[derive(Debug, Default)]
pub struct Hall {
    tables: BTreeMap<u32, TableView>,
    alerts: Vec<Alert>,
    next_alert: u64,
    unknown_topic_said: bool,
}

impl Hall {
    pub fn new() -> Self {
        Self::default()
    }

    /// The tables, by number.
    pub fn tables(&self) -> impl Iterator<Item = &TableView> {
        self.tables.values()
    }

    pub fn table(&self, number: u32) -> Option<&TableView> {
        self.tables.get(&number)
    }

    /// The alerts not yet acknowledged, oldest first.
    pub fn open_alerts(&self) -> impl Iterator<Item = &Alert> {
        self.alerts.iter().filter(|a| !a.acknowledged)
    }

    /// Acknowledges alert `id`; false if there is no such open alert.
    pub fn acknowledge(&mut self, id: u64) -> bool {
        match self
            .alerts
            .iter_mut()
            .find(|a| a.id == id && !a.acknowledged)
        {
            Some(alert) => {
                alert.acknowledged = true;
                true
            }
            None => false,
        }
    }

    /// Acknowledges every open alert; returns how many.
    pub fn acknowledge_all(&mut self) -> usize {
        let mut count = 0;
        for alert in self.alerts.iter_mut().filter(|a| !a.acknowledged) {
            alert.acknowledged = true;
            count += 1;
        }
        count
    }

    /// Every table's game as one multi-game PGN, by board (a table not yet heard has none).
    pub fn round_pgn(&self) -> String {
        let games: Vec<&str> = self
            .tables
            .values()
            .filter_map(|view| view.state.as_ref())
            .map(|state| state.pgn.trim())
            .filter(|pgn| !pgn.is_empty())
            .collect();
        let mut pgn = games.join("\n\n");
        if !pgn.is_empty() {
            pgn.push('\n');
        }
        pgn
    }

    /// Every table's game by board (a table not yet heard has none).
    pub fn games(&self) -> std::collections::BTreeMap<u32, String> {
        self.tables
            .values()
            .filter_map(|view| Some((view.number, view.state.as_ref()?.pgn.clone())))
            .filter(|(_, pgn)| !pgn.trim().is_empty())
            .collect()
    }

    /// Takes a message from the broker: `topic` and its bytes.
    pub fn receive(&mut self, topic: &str, payload: &[u8]) -> Vec<News> {
        let Some((number, kind)) = read_topic(topic) else {
            if self.unknown_topic_said {
                return Vec::new();
            }
            self.unknown_topic_said = true;
            return vec![News::UnknownTopic];
        };
        match kind {
            TopicKind::Presence => self.presence(number, payload),
            TopicKind::State => match read_state(number, payload) {
                Some(state) => self.state(number, state),
                None => self.malformed(number),
            },
        }
    }

    fn view(&mut self, number: u32) -> &mut TableView {
        self.tables.entry(number).or_insert_with(|| TableView {
            number,
            state: None,
            presence: Presence::Unknown,
            malformed_said: false,
            differing: Vec::new(),
        })
    }

    fn presence(&mut self, number: u32, payload: &[u8]) -> Vec<News> {
        let now = match payload {
            p if p == presence::ONLINE.as_bytes() => Presence::Online,
            p if p == presence::GONE.as_bytes() => Presence::Gone,
            p if p == presence::CLOSED.as_bytes() => Presence::Closed,
            // An empty retained message clears the topic: nothing to say.
            [] => return Vec::new(),
            _ => return self.malformed(number),
        };
        let view = self.view(number);
        let before = view.presence;
        view.presence = now;
        match (before, now) {
            (Presence::Online | Presence::Unknown, Presence::Gone) => {
                vec![self.alert(number, AlertKind::Lost)]
            }
            (Presence::Gone, Presence::Online) => vec![self.alert(number, AlertKind::Back)],
            _ => Vec::new(),
        }
    }

    fn state(&mut self, number: u32, state: TableState) -> Vec<News> {
        let view = self.view(number);
        view.malformed_said = false;
        let before = view.state.take();
        let mut news = Vec::new();
        let known: &[String] = before.as_ref().map_or(&[], |b| &b.moves);
        let common = known
            .iter()
            .zip(&state.moves)
            .take_while(|(a, b)| a == b)
            .count();
        if common < known.len() {
            news.push(News::MovesTakenBack {
                table: number,
                plies: known.len() - common,
            });
        }
        // The moves of a table first heard are its history, not news.
        if before.is_some() {
            for (ply, san) in state.moves.iter().enumerate().skip(common) {
                news.push(News::Move {
                    table: number,
                    number: u32::try_from(ply / 2 + 1).unwrap_or(u32::MAX),
                    side: if ply % 2 == 0 {
                        Side::White
                    } else {
                        Side::Black
                    },
                    san: san.clone(),
                });
            }
        }
        let flag_before = before.as_ref().and_then(|b| b.flag);
        if let Some(side) = state.flag.filter(|_| flag_before.is_none()) {
            news.push(self.alert(number, AlertKind::Flag(side)));
        }
        let result_before = before.as_ref().and_then(|b| b.result.clone());
        if let Some(result) = state.result.clone().filter(|_| result_before.is_none()) {
            news.push(self.alert(number, AlertKind::Result(result)));
        }
        news.extend(self.watched(number, before.as_ref(), &state));
        self.view(number).state = Some(state);
        news
    }

    /// What changed in what the table watches: its boards' sync, a draw offer, a claim.
    fn watched(&mut self, number: u32, before: Option<&TableState>, now: &TableState) -> Vec<News> {
        let mut news = Vec::new();
        let boards_before = before.map_or(&[][..], |b| &b.boards[..]);
        let mut differing = std::mem::take(&mut self.view(number).differing);
        differing.resize(now.boards.len(), false);
        for (index, board) in now.boards.iter().enumerate() {
            // Another board in its place (the table restarted with others) starts afresh.
            if boards_before
                .get(index)
                .is_some_and(|b| b.kind != board.kind)
            {
                differing[index] = false;
            }
            match board.sync {
                BoardSync::Differs if !differing[index] => {
                    differing[index] = true;
                    news.push(self.alert(number, AlertKind::BoardDiffers(board.kind)));
                }
                BoardSync::Right if differing[index] => {
                    differing[index] = false;
                    news.push(News::BoardRight {
                        table: number,
                        kind: board.kind,
                    });
                }
                _ => {}
            }
        }
        self.view(number).differing = differing;
        let offer_before = before.and_then(|b| b.draw_offer);
        if let Some(side) = now.draw_offer.filter(|side| offer_before != Some(*side)) {
            news.push(self.alert(number, AlertKind::DrawOffer(side)));
        }
        let claim_before = before.and_then(|b| b.claim);
        if let Some(claim) = now.claim.filter(|claim| claim_before != Some(*claim)) {
            news.push(self.alert(
                number,
                AlertKind::Claim {
                    by: claim.by,
                    correct: claim.correct,
                },
            ));
        }
        news
    }

    fn malformed(&mut self, number: u32) -> Vec<News> {
        let view = self.view(number);
        if view.malformed_said {
            return Vec::new();
        }
        view.malformed_said = true;
        vec![self.alert(number, AlertKind::Malformed)]
    }

    fn alert(&mut self, table: u32, kind: AlertKind) -> News {
        self.next_alert += 1;
        let alert = Alert {
            id: self.next_alert,
            table,
            kind,
            acknowledged: false,
        };
        if self.alerts.len() >= ALERTS_KEPT {
            // The oldest acknowledged one goes; if none is, the oldest.
            let index = self.alerts.iter().position(|a| a.acknowledged).unwrap_or(0);
            self.alerts.remove(index);
        }
        self.alerts.push(alert.clone());
        News::Alert(alert)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TopicKind {
    State,
    Presence,
}

/// `annabella/hall/table/N/state` or `…/presence`, N from 1 to [`MAX_TABLE`].
fn read_topic(topic: &str) -> Option<(u32, TopicKind)> {
    let rest = topic.strip_prefix("annabella/hall/table/")?;
    let (number, kind) = rest.split_once('/')?;
    let number: u32 = number
        .parse()
        .ok()
        .filter(|n| (1..=MAX_TABLE).contains(n))?;
    let kind = match kind {
        "state" => TopicKind::State,
        "presence" => TopicKind::Presence,
        _ => return None,
    };
    Some((number, kind))
}

/// A table's state, read and made plain; `None` if it is not one (or names another table).
fn read_state(number: u32, payload: &[u8]) -> Option<TableState> {
    if payload.len() > MAX_MESSAGE {
        return None;
    }
    let mut state: TableState = serde_json::from_slice(payload).ok()?;
    if state.format != FORMAT
        || state.table != number
        || state.moves.len() > MAX_MOVES
        || state.boards.len() > MAX_BOARDS
    {
        return None;
    }
    for name in [
        &mut state.white,
        &mut state.black,
        &mut state.event,
        &mut state.round,
        &mut state.result,
        &mut state.ending,
    ]
    .into_iter()
    .flatten()
    {
        *name = one_line(name, NAME_CHARS);
    }
    for san in &mut state.moves {
        *san = one_line(san, MOVE_CHARS);
    }
    Some(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hall::{presence_topic, state_topic};

    fn state(table: u32, moves: &[&str]) -> TableState {
        TableState::sample(table, "Anna\u{1b}[2J Schmidt\u{202e}", moves)
    }

    fn moves(news: &[News]) -> Vec<String> {
        news.iter()
            .filter_map(|n| match n {
                News::Move { san, number, .. } => Some(format!("{number}{san}")),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn new_moves_are_news_and_a_first_state_is_history() {
        let mut hall = Hall::new();
        let first = hall.receive(&state_topic(3), &state(3, &["e4"]).to_json());
        assert!(first.is_empty(), "{first:?}");
        let news = hall.receive(&state_topic(3), &state(3, &["e4", "e5", "Nf3"]).to_json());
        assert_eq!(moves(&news), ["1e5", "2Nf3"]);
        let view = hall.table(3).unwrap();
        assert_eq!(
            view.state.as_ref().unwrap().white.as_deref(),
            Some("Anna[2J Schmidt")
        );
    }

    #[test]
    fn a_lost_table_is_said_lost_then_back() {
        let mut hall = Hall::new();
        hall.receive(&presence_topic(9), b"online");
        let lost = hall.receive(&presence_topic(9), b"gone");
        assert!(matches!(
            &lost[..],
            [News::Alert(Alert {
                table: 9,
                kind: AlertKind::Lost,
                ..
            })]
        ));
        let back = hall.receive(&presence_topic(9), b"online");
        assert!(matches!(
            &back[..],
            [News::Alert(Alert {
                kind: AlertKind::Back,
                ..
            })]
        ));
        assert_eq!(hall.open_alerts().count(), 2);
        assert!(hall.acknowledge(1));
        assert!(!hall.acknowledge(1));
        assert_eq!(hall.open_alerts().count(), 1);
    }

    #[test]
    fn malformed_messages_are_said_once_per_table_until_one_is_read() {
        let mut hall = Hall::new();
        assert_eq!(hall.receive(&state_topic(4), b"{not json").len(), 1);
        assert!(hall.receive(&state_topic(4), b"\x1b[2J").is_empty());
        // Another table's state on this table's topic is not this table's.
        assert!(
            hall.receive(&state_topic(4), &state(5, &[]).to_json())
                .is_empty()
        );
        assert_eq!(hall.receive(&state_topic(5), b"[]").len(), 1);
        hall.receive(&state_topic(4), &state(4, &[]).to_json());
        assert_eq!(hall.receive(&state_topic(4), b"nonsense").len(), 1);
        assert_eq!(hall.receive("elsewhere/x", b"").len(), 1);
        assert!(hall.receive("annabella/hall/table/0/state", b"").is_empty());
    }

    #[test]
    fn a_flag_and_a_result_are_alerts_said_once() {
        let mut hall = Hall::new();
        hall.receive(&state_topic(12), &state(12, &["e4"]).to_json());
        let mut flagged = state(12, &["e4"]);
        flagged.flag = Some(Side::Black);
        flagged.result = Some("1-0".to_owned());
        let news = hall.receive(&state_topic(12), &flagged.to_json());
        let kinds: Vec<AlertKind> = news
            .into_iter()
            .filter_map(|n| match n {
                News::Alert(a) => Some(a.kind),
                _ => None,
            })
            .collect();
        assert_eq!(
            kinds,
            [
                AlertKind::Flag(Side::Black),
                AlertKind::Result("1-0".to_owned())
            ]
        );
        assert!(
            hall.receive(&state_topic(12), &flagged.to_json())
                .is_empty()
        );
    }

    fn alert_kinds(news: Vec<News>) -> Vec<AlertKind> {
        news.into_iter()
            .filter_map(|n| match n {
                News::Alert(a) => Some(a.kind),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_board_that_differs_a_draw_offer_and_a_claim_are_alerts_and_a_board_put_right_is_said() {
        use crate::hall::state::{BoardOwner, BoardState, Claim};
        let mut hall = Hall::new();
        let eboard = |sync| BoardState {
            kind: BoardKind::EBoard,
            owner: BoardOwner::Sighted,
            sync,
            owed: 0,
        };
        let mut now = state(7, &["e4"]);
        now.boards = vec![eboard(BoardSync::Right)];
        assert!(hall.receive(&state_topic(7), &now.to_json()).is_empty());
        // A move being made is no difference; a difference named is one, said once.
        now.boards = vec![eboard(BoardSync::Held)];
        assert!(hall.receive(&state_topic(7), &now.to_json()).is_empty());
        now.boards = vec![eboard(BoardSync::Differs)];
        assert_eq!(
            alert_kinds(hall.receive(&state_topic(7), &now.to_json())),
            [AlertKind::BoardDiffers(BoardKind::EBoard)]
        );
        assert!(hall.receive(&state_topic(7), &now.to_json()).is_empty());
        // Put right through a piece in the hand.
        now.boards = vec![eboard(BoardSync::Held)];
        assert!(hall.receive(&state_topic(7), &now.to_json()).is_empty());
        now.boards = vec![eboard(BoardSync::Right)];
        assert_eq!(
            hall.receive(&state_topic(7), &now.to_json()),
            [News::BoardRight {
                table: 7,
                kind: BoardKind::EBoard
            }]
        );
        now.draw_offer = Some(Side::Black);
        assert_eq!(
            alert_kinds(hall.receive(&state_topic(7), &now.to_json())),
            [AlertKind::DrawOffer(Side::Black)]
        );
        let claim = Claim {
            by: Side::Black,
            plies: 1,
            correct: false,
        };
        now.claim = Some(claim);
        assert_eq!(
            alert_kinds(hall.receive(&state_topic(7), &now.to_json())),
            [AlertKind::Claim {
                by: Side::Black,
                correct: false
            }]
        );
        // The same claim again is no news; another one is.
        assert!(hall.receive(&state_topic(7), &now.to_json()).is_empty());
        now.claim = Some(Claim { plies: 3, ..claim });
        assert_eq!(
            alert_kinds(hall.receive(&state_topic(7), &now.to_json())).len(),
            1
        );
        assert_eq!(hall.open_alerts().count(), 4);
    }
}
