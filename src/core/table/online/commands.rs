//! The server's own commands at an online table, and what the server says of them: the players'
//! chat (announced, read on request), aborting before each side has moved, asking for and
//! granting a takeback, and claiming the win once the opponent has left.

use shakmaty::Color;

use super::OnlineMode;
use super::chat::{CHAT_MAX_CHARS, ChatAuthor, ChatText, ChatTextError};
use super::presence::{ClaimChance, Presence, PresenceNews};
use super::seat::OfferChanges;
use super::seat::OnlineRequest;
use crate::core::message::Message;
use crate::core::session::Command;
use crate::core::table::{TableEffect, answer, notice};

impl OnlineMode<'_> {
    /// `chat`: the lines not yet read (or the last few again); `chat TEXT` writes in the
    /// players' chat.
    pub(super) fn chat(&mut self, argument: &str) {
        let strings = self.strings();
        let you = self.session.strings().you;
        let text = match ChatText::typed(argument) {
            Ok(text) => text,
            Err(ChatTextError::Empty) => {
                let lines: Vec<String> = self
                    .seat
                    .read_chat()
                    .into_iter()
                    .map(|line| {
                        let author = match &line.author {
                            ChatAuthor::Me => you,
                            ChatAuthor::Opponent(name) | ChatAuthor::Server(name) => name.as_str(),
                        };
                        format!("{author}: {}", line.text.as_str())
                    })
                    .collect();
                if lines.is_empty() {
                    self.carry(answer(strings.chat_none));
                }
                for line in lines {
                    self.carry(answer(line));
                }
                return;
            }
            Err(ChatTextError::TooLong { chars }) => {
                let text = self.in_words(
                    &Message::new("online-chat-too-long")
                        .number("max", CHAT_MAX_CHARS)
                        .number("chars", chars),
                );
                return self.carry(answer(text));
            }
        };
        match self.seat.request(|game| OnlineRequest::Chat { game, text }) {
            Some(request) => {
                self.carry(TableEffect::Online(request));
                self.carry(answer(strings.chat_sent));
            }
            None => self.carry(answer(strings.not_started)),
        }
    }

    /// `abort`: sent while each side has not yet moved (Lichess's rule); the end is said when
    /// the server reports it.
    pub(super) fn abort(&mut self) {
        if self.session.game().history().len() >= 2 {
            return self.carry(answer(self.strings().abort_too_late));
        }
        if let Some(request) = self.seat.request(|game| OnlineRequest::Abort { game }) {
            self.carry(TableEffect::Online(request));
        }
    }

    /// `takeback`: grants the opponent's request, or asks to take back the player's last move.
    /// The moves taken back are said when the server reports them.
    pub(super) fn takeback(&mut self) {
        let strings = self.strings();
        let Some(side) = self.seat.game().map(|game| game.side) else {
            return;
        };
        let opponent_asks = self.seat.asks_takeback(!side);
        let game = self.session.game();
        // White's first move is the first ply, Black's the second.
        let moved = match side {
            Color::White => !game.history().is_empty(),
            Color::Black => game.history().len() >= 2,
        };
        if !opponent_asks && !moved {
            return self.carry(answer(self.session.strings().no_move_to_take_back));
        }
        if let Some(request) = self.seat.request(|game| OnlineRequest::Takeback { game }) {
            self.carry(TableEffect::Online(request));
        }
        if !opponent_asks {
            self.carry(answer(strings.takeback_asked));
        }
    }

    /// `claim`: the win, once the opponent has left long enough; otherwise what stands in the way.
    pub(super) fn claim(&mut self) {
        let strings = self.strings();
        match self.seat.claim_chance(self.at_ms) {
            ClaimChance::OpponentHere => self.carry(answer(strings.opponent_here)),
            ClaimChance::Later { in_ms } => {
                let time = self
                    .session
                    .clock_speech()
                    .duration(in_ms.div_ceil(1_000) * 1_000);
                let text = self.in_words(&Message::new("online-claim-in").text("time", &time));
                self.carry(answer(text));
            }
            ClaimChance::Now => {
                // The end is said when the server reports it; a refusal is said as one.
                if let Some(request) = self
                    .seat
                    .request(|game| OnlineRequest::ClaimVictory { game })
                {
                    self.carry(TableEffect::Online(request));
                }
            }
        }
    }

    /// "You may claim the win now: say claim".
    pub(super) fn claim_now_text(&self) -> String {
        self.in_words(
            &Message::new("online-claim-now")
                .text("claim", Command::Claim.word(self.session.language())),
        )
    }

    /// The server reported whether the opponent is at the game: their leaving (with when the
    /// win may be claimed), the moment it may be, and their return, each said once.
    pub(super) fn opponent_presence(&mut self, presence: Presence) {
        if self.session.game().is_over() {
            return;
        }
        let strings = self.strings();
        let text = match self.seat.opponent(presence, self.at_ms) {
            PresenceNews::Nothing => return,
            PresenceNews::Left { claim_in_secs } => {
                let when = match claim_in_secs {
                    None => None,
                    Some(0) => Some(self.claim_now_text()),
                    Some(secs) => {
                        let time = self
                            .session
                            .clock_speech()
                            .duration(secs.saturating_mul(1_000));
                        Some(self.in_words(&Message::new("online-claim-in").text("time", &time)))
                    }
                };
                match when {
                    Some(when) => format!("{}; {when}", strings.opponent_gone),
                    None => strings.opponent_gone.to_owned(),
                }
            }
            PresenceNews::ClaimNow => self.claim_now_text(),
            PresenceNews::Back => strings.opponent_back.to_owned(),
        };
        self.carry(notice(text));
    }

    /// The takeback requests of a report: the opponent's new one (the player may grant it), and
    /// the player's declined.
    pub(super) fn say_takeback_offers(&mut self, side: Option<Color>, takebacks: &OfferChanges) {
        let mut said = Vec::new();
        let speech = self.session.clock_speech();
        for by in &takebacks.new {
            if Some(*by) != side {
                said.push(
                    self.in_words(
                        &Message::new("online-takeback-offered")
                            .text("side", speech.side(*by))
                            .text("takeback", Command::Takeback.word(self.session.language())),
                    ),
                );
            }
        }
        for by in &takebacks.declined {
            // The player's own decline (a move, or no word at all) needs no words.
            if Some(*by) == side {
                said.push(self.in_words(
                    &Message::new("online-takeback-declined").text("side", speech.side(!*by)),
                ));
            }
        }
        for text in said {
            self.carry(answer(text));
        }
    }
}
