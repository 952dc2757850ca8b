//! The words of online play (a game on a server such as Lichess), in each UI language: what is
//! waited for, what the server refused, a connection lost and back.

use crate::core::catalogue::catalogue_words;

catalogue_words! {
    /// Online play's own words; `{…}` slots are filled by the online seat.
    pub struct OnlineStrings ("online-") {
        /// Part of the greeting: where the game is played.
        online: text,
        /// Part of the greeting: the game has no clock (a correspondence game).
        unlimited: text,
        waiting_for_challenge: text,
        challenge_sent: text,
        seeking: text,
        challenge_declined: text,
        not_started: text,
        not_your_move: text,
        move_on_its_way: text,
        move_refused: text,
        request_refused: text,
        connection_lost: text,
        /// The reason of a request that could not be sent.
        unreachable: text,
        connection_back: text,
        /// The server answers with errors (busy, failing); the link tries again.
        not_answering: text,
        token_refused: text,
        server_error: text,
        /// The server's move list is not the table's (neither more moves nor a takeback).
        moves_differ: text,
        aborted: text,
        not_online: text,
        hints_off: text,
        draw_offered: text,
        /// The opponent declined the player's draw offer (by moving, or in words).
        draw_declined: text,
        opponent_gone: text,
        /// Said after `opponent_gone`: the win may be claimed in `{time}` (in words).
        claim_in: text,
        /// The win may be claimed now with `{claim}`.
        claim_now: text,
        /// `claim` while the opponent is at the game.
        opponent_here: text,
        /// The opponent came back to the game.
        opponent_back: text,
        /// A chat line from the opponent `{name}` arrived (its text is read with `chat`).
        chat_from: text,
        chat_sent: text,
        /// `chat` with no line yet.
        chat_none: text,
        /// A message of `{chars}` characters, over the limit of `{max}`.
        chat_too_long: text,
        /// `abort` once each side has moved.
        abort_too_late: text,
        /// The player asked to take back their last move.
        takeback_asked: text,
        /// `{side}` asks to take back a move; `{takeback}` accepts.
        takeback_offered: text,
        /// `{side}` declined the player's takeback request.
        takeback_declined: text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::language::UiLanguage;

    #[test]
    fn templates_keep_their_slots() {
        for language in UiLanguage::BUILT_IN {
            let s = OnlineStrings::of(language);
            for (template, slots) in [
                (s.online, &["{opponent}"][..]),
                (s.challenge_sent, &["{user}"]),
                (s.challenge_declined, &["{user}"]),
                (s.move_refused, &["{move}", "{reason}"]),
                (s.request_refused, &["{reason}"]),
                (s.server_error, &["{reason}"]),
                (s.not_online, &["{command}"]),
                (s.draw_declined, &["{side}"]),
                (s.claim_in, &["{time}"]),
                (s.claim_now, &["{claim}"]),
                (s.chat_from, &["{name}"]),
                (s.chat_too_long, &["{max}", "{chars}"]),
                (s.takeback_offered, &["{side}", "{takeback}"]),
                (s.takeback_declined, &["{side}"]),
            ] {
                for slot in slots {
                    assert!(template.contains(slot), "{language:?}: {template}");
                }
            }
        }
    }
}
