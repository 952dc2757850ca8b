//! Rebuilding a session from its journal: every record replayed at its own instant, nothing
//! said.

use shakmaty::uci::UciMove;

use super::{EndState, EnginePlayer, Record, Session};
use crate::core::game::{EndReason, Ending, GameResult};

impl Session {
    /// Rebuilds a session from its journal: every record replayed at its own instant, nothing
    /// said. Records that no longer fit (a damaged journal) stop the replay there; the caller
    /// learns how many were used.
    pub fn replay(&mut self, records: &[Record]) -> usize {
        self.resumed = true;
        for (index, record) in records.iter().enumerate() {
            let ok = match record {
                Record::Move { uci, at_ms } => {
                    // A move after an adjournment means the envelope was opened then.
                    self.sealed = None;
                    self.replay_move(*uci, *at_ms)
                }
                Record::Press { at_ms } => {
                    self.press(*at_ms);
                    true
                }
                Record::TakeBack { at_ms } => {
                    self.advance(*at_ms);
                    let ok = self.game.take_back().is_ok();
                    self.awaiting_press = None;
                    self.clock_to_side_to_move(*at_ms);
                    ok
                }
                Record::DrawOffer { by, .. } => {
                    self.draw_offer = Some(*by);
                    true
                }
                Record::Claim { by, correct, .. } => {
                    self.last_claim = Some(super::DrawClaim {
                        by: *by,
                        plies: self.game.history().len(),
                        correct: *correct,
                    });
                    true
                }
                Record::TimeAdded { to, ms, at_ms } => {
                    self.add_time(*to, *ms, *at_ms);
                    true
                }
                Record::Sealed { uci, at_ms } => {
                    self.advance(*at_ms);
                    if let Some(clock) = self.clock.as_mut() {
                        let _ = clock.stop(*at_ms);
                    }
                    self.sealed = Some(*uci);
                    true
                }
                Record::Stopped { at_ms } | Record::ClockStopped { at_ms } => {
                    self.advance(*at_ms);
                    if let Some(clock) = self.clock.as_mut() {
                        let _ = clock.stop(*at_ms);
                    }
                    true
                }
                Record::ClockStarted { at_ms } | Record::ClockResumed { at_ms } => {
                    self.advance(*at_ms);
                    self.run_clock(*at_ms);
                    true
                }
                Record::End {
                    result,
                    reason,
                    at_ms,
                } => {
                    self.advance(*at_ms);
                    self.end = EndState::Recorded;
                    self.awaiting_press = None;
                    self.replay_end(*result, *reason)
                }
                Record::Name { field, value, .. } => {
                    self.names.set(*field, value.clone());
                    true
                }
                Record::Engine {
                    side, level, path, ..
                } => {
                    self.engine = Some(EnginePlayer {
                        side: *side,
                        level: *level,
                        path: path.clone(),
                    });
                    true
                }
            };
            if !ok {
                return index;
            }
        }
        records.len()
    }

    pub(super) fn replay_move(&mut self, uci: UciMove, at_ms: u64) -> bool {
        self.advance(at_ms);
        let Ok(m) = uci.to_move(self.game.position()) else {
            return false;
        };
        if let Some(waiting) = self.awaiting_press
            && waiting != self.game.turn()
        {
            self.press(at_ms);
        }
        let mover = self.game.turn();
        if self.game.play(m).is_err() {
            return false;
        }
        self.draw_offer = self.draw_offer.filter(|by| *by == mover);
        self.awaiting_press = Some(mover);
        if self.game.is_over() && !self.end_follows_press(mover) {
            self.awaiting_press = None;
            self.log_clock(mover, at_ms);
        } else if self.config.auto_press {
            self.press(at_ms);
        }
        true
    }

    pub(super) fn replay_end(&mut self, result: GameResult, reason: EndReason) -> bool {
        let turn = self.game.turn();
        match reason {
            // A server's decision, taken as recorded.
            EndReason::Abandoned => {
                self.game.end_as_reported(Ending { result, reason });
                true
            }
            // The side that resigned is the one that did not win (not always the side to move:
            // a player may resign after moving, before the press).
            EndReason::Resignation => {
                let loser = result.winner().map_or(turn, |winner| !winner);
                self.game.resign(loser).is_ok()
            }
            EndReason::IllegalMoves => {
                let loser = result.winner().map_or(turn, |winner| !winner);
                self.game.lose_by_illegal_moves(loser).is_ok()
            }
            EndReason::Agreement => self.game.agree_draw().is_ok(),
            EndReason::ThreefoldRepetition | EndReason::FiftyMoves => {
                self.game.claim_draw(None).unwrap_or(false)
            }
            EndReason::Timeout | EndReason::TimeoutInsufficientMaterial => {
                self.game.flag(turn);
                true
            }
            _ => self.game.is_over(),
        }
    }
}
