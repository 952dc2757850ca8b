//! Whether the opponent of an online game is at the game, as the server reports it, pure: their
//! leaving, the moment the win may be claimed, and their return, each to be said once; and what
//! `claim` can do meanwhile.

/// How long after the moment the server's count of seconds says the win may be claimed the
/// table says so itself, when the server has not said it first (its count is in whole
/// seconds, and it checks every few).
pub const CLAIM_MARGIN_MS: u64 = 1_000;

/// Whether the opponent is at the game, as the server reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presence {
    /// The opponent has left; the win may be claimed in this many seconds (`None`: the server
    /// did not say).
    Gone {
        claim_in_secs: Option<u64>,
    },
    Back,
}

/// What a report of the opponent's presence changes, to be said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PresenceNews {
    Nothing,
    /// The opponent has just left; the win may be claimed in this many seconds (0: now).
    Left {
        claim_in_secs: Option<u64>,
    },
    /// The win may be claimed now (the opponent left before).
    ClaimNow,
    Back,
}

/// What `claim` can do now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClaimChance {
    /// The opponent is at the game: nothing to claim.
    OpponentHere,
    /// The opponent has left; the win may be claimed in this many milliseconds.
    Later {
        in_ms: u64,
    },
    Now,
}

/// The opponent gone, as last reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Gone {
    /// When the win may be claimed (`None`: not said; claiming is the server's to allow).
    claim_at_ms: Option<u64>,
    /// "You may claim the win now" has been said.
    now_said: bool,
}

/// The opponent's presence: here, or gone since a report.
#[derive(Debug, Clone, Default)]
pub struct OpponentPresence {
    gone: Option<Gone>,
}

impl OpponentPresence {
    /// A report at `at_ms`: what to say of it.
    pub fn report(&mut self, presence: Presence, at_ms: u64) -> PresenceNews {
        let Presence::Gone { claim_in_secs } = presence else {
            return match self.gone.take() {
                Some(_) => PresenceNews::Back,
                None => PresenceNews::Nothing,
            };
        };
        // The server's zero is its word: claimable now. A count is the server's whole seconds:
        // the margin keeps the table from saying so before the server agrees.
        let claim_at_ms = claim_in_secs.map(|secs| match secs {
            0 => at_ms,
            secs => at_ms
                .saturating_add(secs.saturating_mul(1_000))
                .saturating_add(CLAIM_MARGIN_MS),
        });
        let now = claim_in_secs == Some(0);
        match self.gone.as_mut() {
            None => {
                self.gone = Some(Gone {
                    claim_at_ms,
                    now_said: now,
                });
                PresenceNews::Left { claim_in_secs }
            }
            Some(gone) => {
                gone.claim_at_ms = claim_at_ms.or(gone.claim_at_ms);
                if now && !gone.now_said {
                    gone.now_said = true;
                    PresenceNews::ClaimNow
                } else {
                    PresenceNews::Nothing
                }
            }
        }
    }

    /// Forgets the opponent gone, without a word: after a reconnection the server's new
    /// stream says again whether they are (a return while it was down is never reported).
    pub fn forget(&mut self) {
        self.gone = None;
    }

    /// When "you may claim the win now" is due, unless said.
    pub fn claim_wake(&self) -> Option<u64> {
        self.gone.filter(|gone| !gone.now_said)?.claim_at_ms
    }

    /// Whether "you may claim the win now" falls due by `at_ms` (then it is due no more).
    pub fn claim_due(&mut self, at_ms: u64) -> bool {
        if self.claim_wake().is_some_and(|at| at <= at_ms)
            && let Some(gone) = self.gone.as_mut()
        {
            gone.now_said = true;
            return true;
        }
        false
    }

    /// What `claim` can do at `at_ms`.
    pub fn claim_chance(&self, at_ms: u64) -> ClaimChance {
        match self.gone {
            None => ClaimChance::OpponentHere,
            Some(Gone {
                claim_at_ms: Some(at),
                now_said: false,
            }) if at > at_ms => ClaimChance::Later { in_ms: at - at_ms },
            Some(_) => ClaimChance::Now,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaving_claimable_and_return_are_each_news_once() {
        let mut presence = OpponentPresence::default();
        assert_eq!(presence.claim_chance(0), ClaimChance::OpponentHere);
        assert_eq!(
            presence.report(
                Presence::Gone {
                    claim_in_secs: Some(2)
                },
                1_000
            ),
            PresenceNews::Left {
                claim_in_secs: Some(2)
            }
        );
        assert_eq!(
            presence.claim_chance(1_000),
            ClaimChance::Later {
                in_ms: 2_000 + CLAIM_MARGIN_MS
            }
        );
        assert!(!presence.claim_due(3_999));
        assert!(presence.claim_due(4_000));
        assert!(!presence.claim_due(5_000));
        assert_eq!(presence.claim_chance(5_000), ClaimChance::Now);
        assert_eq!(
            presence.report(
                Presence::Gone {
                    claim_in_secs: Some(0)
                },
                5_000
            ),
            PresenceNews::Nothing
        );
        assert_eq!(presence.report(Presence::Back, 6_000), PresenceNews::Back);
        assert_eq!(
            presence.report(Presence::Back, 7_000),
            PresenceNews::Nothing
        );
    }

    #[test]
    fn gone_without_a_count_is_claimable_at_once_as_the_server_allows() {
        let mut presence = OpponentPresence::default();
        presence.report(
            Presence::Gone {
                claim_in_secs: None,
            },
            0,
        );
        assert_eq!(presence.claim_wake(), None);
        assert_eq!(presence.claim_chance(0), ClaimChance::Now);
    }
}
