//! The Appendix D and FIDE flows beyond a move: taking back a slip, draw offers and claims,
//! penalties, the end said and recorded, the adjournment and its sealed move.

use shakmaty::Color;

use super::{
    Argument, BLITZ_PENALTY_MS, Effect, EndState, PENALTY_MS, Record, Session, TableRole,
    TableWords, answer_effect, say,
};
use crate::core::clock::Category;
use crate::core::clock_speech::ClockSpeech;
use crate::core::game::{Claims, Ending, GameError};
use crate::core::message::{Message, Sentences};
use crate::core::notation::read_move;
use crate::core::phrasing::announce;
use crate::core::speech_queue::Priority;

/// A draw claim made at the table: by whom, after how many half-moves, and whether it was
/// correct (a correct one ends the game; an incorrect one gives the opponent time, 9.5.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawClaim {
    pub by: Color,
    pub plies: usize,
    pub correct: bool,
}

impl Session {
    pub(super) fn undo(&mut self, at_ms: u64) -> Vec<Effect> {
        if self.awaiting_press.is_none() {
            return vec![answer_effect(self.strings.nothing_to_undo)];
        }
        let before_undo = self.game.clone();
        match self.game.take_back() {
            Ok(played) => {
                self.awaiting_press = None;
                self.end = EndState::Open;
                let mut replay = before_undo;
                // Phrase the move taken back in the position it was played from.
                let _ = replay.take_back();
                let text = announce(replay.position(), played.mv, &self.voice, self.config.style);
                vec![
                    Effect::Record(Record::TakeBack { at_ms }),
                    say(
                        self.strings
                            .say(&Message::new("taken-back").text("move", text)),
                        Priority::Move,
                    ),
                ]
            }
            Err(_) => vec![answer_effect(self.strings.nothing_to_undo)],
        }
    }

    /// `accepter` accepts the standing draw offer of the other side (an engine answering the
    /// player's offer); nothing when there is none.
    pub fn accept_draw(&mut self, accepter: Color, at_ms: u64) -> Vec<Effect> {
        if self.draw_offer != Some(!accepter) || self.game.is_over() {
            return Vec::new();
        }
        match self.game.agree_draw() {
            Ok(ending) => {
                self.awaiting_press = None;
                self.ended(ending, at_ms)
            }
            Err(GameError::AgreementTooEarly) => {
                vec![answer_effect(self.strings.agreement_too_early)]
            }
            Err(_) => Vec::new(),
        }
    }

    /// `draw [side]`: accepts the opponent's standing offer, or offers a draw (9.1.2), by the
    /// side [`Session::drawing_side`] finds.
    pub(super) fn draw(&mut self, at_ms: u64, argument: &Argument) -> Vec<Effect> {
        if self.game.is_over() {
            return vec![answer_effect(self.game_over_words())];
        }
        let offerer = self.drawing_side(argument);
        if let Some(by) = self.draw_offer
            && by != offerer
        {
            return match self.game.agree_draw() {
                Ok(ending) => {
                    self.awaiting_press = None;
                    self.ended(ending, at_ms)
                }
                Err(GameError::AgreementTooEarly) => {
                    vec![answer_effect(self.strings.agreement_too_early)]
                }
                Err(_) => vec![answer_effect(self.game_over_words())],
            };
        }
        if self.draw_offer == Some(offerer) {
            return vec![answer_effect(self.strings.draw_already_offered)];
        }
        self.draw_offer = Some(offerer);
        let side = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds)
            .side(offerer)
            .to_owned();
        vec![
            Effect::Record(Record::DrawOffer { by: offerer, at_ms }),
            say(
                self.strings
                    .say(&Message::new("offers-draw").text("side", side)),
                Priority::Move,
            ),
        ]
    }

    /// Who offers (or accepts) a draw: the side named (`draw black`: the sighted opponent's
    /// offer, entered for them); else in the player role the blind player, who is at the
    /// keyboard, before or after their press; else the player whose clock runs (who has just
    /// moved and not pressed, or who is to move).
    fn drawing_side(&self, argument: &Argument) -> Color {
        let at_the_keyboard = match self.config.role {
            TableRole::Player => self.config.blind,
            TableRole::Assistant | TableRole::Arbiter | TableRole::Practice => None,
        };
        argument
            .side()
            .or(at_the_keyboard)
            .or(self.awaiting_press)
            .unwrap_or_else(|| self.game.turn())
    }

    /// `claim [move]`: a draw claim by the player to move (9.2, 9.3), with an intended move if
    /// given (9.2.1.1, 9.3.1). An incorrect claim gives the opponent two minutes (9.5.3).
    pub(super) fn claim(&mut self, at_ms: u64, argument: &str) -> Vec<Effect> {
        if self.game.is_over() {
            return vec![answer_effect(self.game_over_words())];
        }
        let claimant = self.game.turn();
        let intended = if argument.trim().is_empty() {
            None
        } else {
            match read_move(self.game.position(), argument, &self.reading_refs()) {
                Ok(m) => Some(m),
                Err(error) => return self.refuse(&error),
            }
        };
        let mut effects = Vec::new();
        let correct = match intended {
            Some(m) => self.game.claims_with_move(m).is_ok_and(Claims::any),
            None => self.game.claims().any(),
        };
        self.last_claim = Some(DrawClaim {
            by: claimant,
            plies: self.game.history().len(),
            correct,
        });
        effects.push(Effect::Record(Record::Claim {
            by: claimant,
            correct,
            at_ms,
        }));
        if let Some(m) = intended {
            effects.extend(self.play(at_ms, m));
            if self.game.is_over() {
                return effects;
            }
        }
        if correct && self.game.claim_draw(None).unwrap_or(false) {
            self.awaiting_press = None;
            if let Some(ending) = self.game.ending() {
                effects.extend(self.ended(ending, at_ms));
            }
            return effects;
        }
        effects.push(say(self.strings.claim_incorrect, Priority::Move));
        if intended.is_none() {
            // Why, before the time the opponent receives (9.5.3).
            effects.push(answer_effect(
                TableWords::of(self.language).nothing_to_claim,
            ));
        }
        effects.extend(self.penalty(!claimant, at_ms));
        effects
    }

    /// The arbiter adds time to `to` (7.5.5, 9.5.3).
    pub(super) fn penalty(&mut self, to: Color, at_ms: u64) -> Vec<Effect> {
        let Some(clock) = &self.clock else {
            return Vec::new();
        };
        let ms = match clock.control().category() {
            Category::Blitz => BLITZ_PENALTY_MS,
            _ => PENALTY_MS,
        };
        self.add_time(to, ms, at_ms);
        let speech = ClockSpeech::new(&self.voice, self.config.clock_speech.seconds);
        vec![
            Effect::Record(Record::TimeAdded { to, ms, at_ms }),
            say(
                self.strings.say(
                    &Message::new("time-added")
                        .text("side", speech.side(to))
                        .text("time", speech.duration(ms)),
                ),
                Priority::Clock,
            ),
        ]
    }

    pub(super) fn add_time(&mut self, to: Color, ms: u64, at_ms: u64) {
        if let (Some(clock), Some(announcer)) = (self.clock.as_mut(), self.announcer.as_mut()) {
            let _ = clock.add(to, ms, at_ms);
            announcer.added(clock, to, at_ms);
        }
    }

    /// An illegal move was completed (pressed) by `player` (7.5.5): the first time the opponent
    /// gets two minutes (one in blitz); the second time the player loses.
    pub fn illegal_move_completed(&mut self, player: Color, at_ms: u64) -> Vec<Effect> {
        let index = usize::from(player == Color::Black);
        self.illegal_completed[index] = self.illegal_completed[index].saturating_add(1);
        if self.illegal_completed[index] >= 2 {
            return match self.game.lose_by_illegal_moves(player) {
                Ok(ending) => self.ended(ending, at_ms),
                Err(_) => Vec::new(),
            };
        }
        self.penalty(!player, at_ms)
    }

    pub(super) fn ended(&mut self, ending: Ending, at_ms: u64) -> Vec<Effect> {
        if let Some(clock) = self.clock.as_mut() {
            let _ = clock.stop(at_ms);
        }
        self.end = EndState::Recorded;
        vec![
            Effect::Record(Record::End {
                result: ending.result,
                reason: ending.reason,
                at_ms,
            }),
            say(self.ending_text(ending), Priority::Move),
        ]
    }

    /// Adjourns the game (Guidelines I.1): the player to move seals `argument`, which is
    /// recorded but neither said nor played; the clock stops and the program ends.
    pub(super) fn adjourn(&mut self, at_ms: u64, argument: &str) -> Vec<Effect> {
        if self.game.is_over() {
            return vec![answer_effect(self.game_over_words())];
        }
        if argument.trim().is_empty() {
            return vec![answer_effect(self.strings.which_sealed_move)];
        }
        let m = match read_move(self.game.position(), argument, &self.reading_refs()) {
            Ok(m) => m,
            Err(error) => return self.refuse(&error),
        };
        // A move not yet completed by the press is completed first (I.1.1: seal, then stop).
        let mut effects = self.press_command(at_ms);
        if let Some(clock) = self.clock.as_mut() {
            let _ = clock.stop(at_ms);
        }
        let uci = m.to_uci(self.game.castling_mode());
        self.sealed = Some(uci);
        effects.push(Effect::Record(Record::Sealed { uci, at_ms }));
        effects.push(say(self.strings.adjourned, Priority::Move));
        effects.push(Effect::Quit);
        effects
    }

    /// Whether a sealed move waits for the resumption.
    pub fn has_sealed_move(&self) -> bool {
        self.sealed.is_some()
    }

    /// The resumption (Guidelines I.9): the envelope is opened, the sealed move said and played,
    /// and the clock of the player who must answer it started.
    pub fn open_envelope(&mut self, at_ms: u64) -> Vec<Effect> {
        let Some(uci) = self.sealed.take() else {
            return Vec::new();
        };
        let Ok(m) = uci.to_move(self.game.position()) else {
            return vec![answer_effect(self.strings.illegal_move)];
        };
        if let Some(clock) = self.clock.as_mut() {
            let _ = clock.resume(at_ms);
        }
        let text = announce(self.game.position(), m, &self.voice, self.config.style);
        let mut effects = vec![say(
            self.strings
                .say(&Message::new("sealed-move").text("move", text.as_str())),
            Priority::Move,
        )];
        effects.extend(
            self.play(at_ms, m)
                .into_iter()
                .filter(|e| !matches!(e, Effect::Say(u) if u.text == text)),
        );
        effects.extend(self.press_command(at_ms));
        effects
    }
}
