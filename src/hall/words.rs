//! The console's sentences: what the model says ([`News`], a table, its moves) as one plain
//! line in the arbiter's language, from the `hall-` messages of the catalogue.

use crate::core::catalogue::{Arg, Catalogue};
use crate::core::clock::clock_face;

use super::console::{Alert, AlertKind, News, Presence, TableView};
use super::state::{BoardKind, BoardSync, Side};

/// Every catalogue key the console says.
pub const HALL_KEYS: [&str; 66] = [
    "hall-serving",
    "hall-pushing",
    "hall-push-works",
    "hall-push-game-refused",
    "hall-push-unauthorized",
    "hall-push-gave-up",
    "hall-push-no-token",
    "hall-paired",
    "hall-move",
    "hall-taken-back",
    "hall-flag-white",
    "hall-flag-black",
    "hall-result",
    "hall-lost",
    "hall-back",
    "hall-malformed",
    "hall-differs-peg",
    "hall-differs-eboard",
    "hall-right-peg",
    "hall-right-eboard",
    "hall-claim-white",
    "hall-claim-black",
    "hall-claim-correct",
    "hall-claim-incorrect",
    "hall-draw-offer-white",
    "hall-draw-offer-black",
    "hall-state-differs-peg",
    "hall-state-differs-eboard",
    "hall-state-offer-white",
    "hall-state-offer-black",
    "hall-unknown-topic",
    "hall-alert",
    "hall-table",
    "hall-unnamed",
    "hall-white-to-move",
    "hall-black-to-move",
    "hall-clocks",
    "hall-over",
    "hall-table-lost",
    "hall-table-closed",
    "hall-no-tables",
    "hall-no-table",
    "hall-no-alerts",
    "hall-acknowledged",
    "hall-acknowledged-all",
    "hall-no-such-alert",
    "hall-last-moves",
    "hall-no-moves",
    "hall-listening",
    "hall-password",
    "hall-connected",
    "hall-broker-lost",
    "hall-broker-refused",
    "hall-help",
    "hall-unknown-command",
    "hall-screen-title",
    "hall-screen-reader-title",
    "hall-screen-keys",
    "hall-screen-tables",
    "hall-screen-alerts",
    "hall-screen-said",
    "hall-screen-command",
    "hall-state-claim-white-correct",
    "hall-state-claim-white-incorrect",
    "hall-state-claim-black-correct",
    "hall-state-claim-black-incorrect",
];

/// The console's words in one language.
#[derive(Debug, Clone, Copy)]
pub struct HallWords {
    catalogue: &'static Catalogue,
}

impl HallWords {
    pub fn new(catalogue: &'static Catalogue) -> Self {
        Self { catalogue }
    }

    /// Message `key` with text arguments.
    pub fn say(&self, key: &str, args: &[(&str, &str)]) -> String {
        let args: Vec<(&str, Arg<'_>)> = args.iter().map(|(k, v)| (*k, Arg::Text(v))).collect();
        self.catalogue.format(key, &args)
    }

    /// Message `key` with a number `name` (its words chosen by the language's plural rules)
    /// beside text arguments.
    pub fn count(&self, key: &str, args: &[(&str, &str)], name: &str, count: u64) -> String {
        let mut all: Vec<(&str, Arg<'_>)> = args.iter().map(|(k, v)| (*k, Arg::Text(v))).collect();
        all.push((name, Arg::Count(count)));
        self.catalogue.format(key, &all)
    }

    /// The line a piece of news is said as.
    pub fn news(&self, news: &News) -> String {
        match news {
            News::Move {
                table,
                number,
                side,
                san,
            } => {
                let dots = if *side == Side::White { "." } else { "..." };
                self.say(
                    "hall-move",
                    &[
                        ("board", &table.to_string()),
                        ("move", &format!("{number}{dots} {san}")),
                    ],
                )
            }
            News::MovesTakenBack { table, plies } => {
                let board = table.to_string();
                self.count(
                    "hall-taken-back",
                    &[("board", &board)],
                    "plies",
                    *plies as u64,
                )
            }
            News::Alert(alert) => self.alert(alert),
            News::BoardRight { table, kind } => {
                let key = match kind {
                    BoardKind::Peg => "hall-right-peg",
                    BoardKind::EBoard => "hall-right-eboard",
                };
                self.say(key, &[("board", &table.to_string())])
            }
            News::UnknownTopic => self.say("hall-unknown-topic", &[]),
        }
    }

    /// An alert with its number: "alert 4: board 12: White's flag fell".
    pub fn alert(&self, alert: &Alert) -> String {
        let board = alert.table.to_string();
        let board = [("board", board.as_str())];
        let what = match &alert.kind {
            AlertKind::Flag(Side::White) => self.say("hall-flag-white", &board),
            AlertKind::Flag(Side::Black) => self.say("hall-flag-black", &board),
            AlertKind::Result(result) => {
                self.say("hall-result", &[("board", board[0].1), ("result", result)])
            }
            AlertKind::Lost => self.say("hall-lost", &board),
            AlertKind::Back => self.say("hall-back", &board),
            AlertKind::Malformed => self.say("hall-malformed", &board),
            AlertKind::BoardDiffers(BoardKind::Peg) => self.say("hall-differs-peg", &board),
            AlertKind::BoardDiffers(BoardKind::EBoard) => self.say("hall-differs-eboard", &board),
            AlertKind::DrawOffer(Side::White) => self.say("hall-draw-offer-white", &board),
            AlertKind::DrawOffer(Side::Black) => self.say("hall-draw-offer-black", &board),
            AlertKind::Claim { by, correct } => {
                let claim = match by {
                    Side::White => self.say("hall-claim-white", &board),
                    Side::Black => self.say("hall-claim-black", &board),
                };
                let key = if *correct {
                    "hall-claim-correct"
                } else {
                    "hall-claim-incorrect"
                };
                self.say(key, &[("claim", &claim)])
            }
        };
        self.say(
            "hall-alert",
            &[("id", &alert.id.to_string()), ("alert", &what)],
        )
    }

    /// One table's line: board, names, whose move, clocks, state.
    pub fn table(&self, view: &TableView) -> String {
        let unnamed = self.say("hall-unnamed", &[]);
        let Some(state) = &view.state else {
            return self.say("hall-no-table", &[("board", &view.number.to_string())]);
        };
        let mut parts = Vec::new();
        if let Some(result) = &state.result {
            parts.push(self.say("hall-over", &[("result", result)]));
        } else {
            let number = (state.moves.len() / 2 + 1).to_string();
            let key = match state.turn {
                Side::White => "hall-white-to-move",
                Side::Black => "hall-black-to-move",
            };
            parts.push(self.say(key, &[("number", &number)]));
        }
        if let Some(clocks) = &state.clocks {
            parts.push(self.say(
                "hall-clocks",
                &[
                    ("white", &clock_face(clocks.white_ms)),
                    ("black", &clock_face(clocks.black_ms)),
                ],
            ));
        }
        for board in state.boards.iter().filter(|b| b.sync == BoardSync::Differs) {
            parts.push(self.say(
                match board.kind {
                    BoardKind::Peg => "hall-state-differs-peg",
                    BoardKind::EBoard => "hall-state-differs-eboard",
                },
                &[],
            ));
        }
        // The last claim stands until the game goes on past the move it named.
        if let Some(claim) = state
            .claim
            .filter(|c| state.moves.len() <= c.plies as usize + 1)
        {
            parts.push(self.say(
                match (claim.by, claim.correct) {
                    (Side::White, true) => "hall-state-claim-white-correct",
                    (Side::White, false) => "hall-state-claim-white-incorrect",
                    (Side::Black, true) => "hall-state-claim-black-correct",
                    (Side::Black, false) => "hall-state-claim-black-incorrect",
                },
                &[],
            ));
        }
        match state.draw_offer.filter(|_| state.result.is_none()) {
            Some(Side::White) => parts.push(self.say("hall-state-offer-white", &[])),
            Some(Side::Black) => parts.push(self.say("hall-state-offer-black", &[])),
            None => {}
        }
        match view.presence {
            Presence::Gone => parts.push(self.say("hall-table-lost", &[])),
            Presence::Closed => parts.push(self.say("hall-table-closed", &[])),
            Presence::Online | Presence::Unknown => {}
        }
        self.say(
            "hall-table",
            &[
                ("board", &view.number.to_string()),
                ("white", state.white.as_deref().unwrap_or(&unnamed)),
                ("black", state.black.as_deref().unwrap_or(&unnamed)),
                ("state", &parts.join(", ")),
            ],
        )
    }

    /// The table's last `count` moves, numbered.
    pub fn last_moves(&self, view: &TableView, count: usize) -> String {
        let board = view.number.to_string();
        let moves = view.state.as_ref().map_or(&[][..], |s| &s.moves[..]);
        if moves.is_empty() {
            return self.say("hall-no-moves", &[("board", &board)]);
        }
        let first = moves.len().saturating_sub(count);
        let text: Vec<String> = moves
            .iter()
            .enumerate()
            .skip(first)
            .map(|(ply, san)| match (ply % 2, ply == first) {
                (0, _) => format!("{}. {san}", ply / 2 + 1),
                (_, true) => format!("{}... {san}", ply / 2 + 1),
                _ => san.clone(),
            })
            .collect();
        self.say(
            "hall-last-moves",
            &[("board", &board), ("moves", &text.join(" "))],
        )
    }
}
