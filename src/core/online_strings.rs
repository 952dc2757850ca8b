//! The words of online play (a game on a server such as Lichess), in each UI language: what is
//! waited for, what the server refused, a connection lost and back.

use super::strings::UiLanguage;

/// Online play's own words; `{…}` slots are filled by the online seat.
#[derive(Debug)]
pub struct OnlineStrings {
    /// Part of the greeting: where the game is played.
    pub online: &'static str,
    /// Part of the greeting: the game has no clock (a correspondence game).
    pub unlimited: &'static str,
    pub waiting_for_challenge: &'static str,
    pub challenge_sent: &'static str,
    pub seeking: &'static str,
    pub challenge_declined: &'static str,
    pub not_started: &'static str,
    pub not_your_move: &'static str,
    pub move_on_its_way: &'static str,
    pub move_refused: &'static str,
    pub request_refused: &'static str,
    pub connection_lost: &'static str,
    /// The reason of a request that could not be sent.
    pub unreachable: &'static str,
    pub connection_back: &'static str,
    /// The server answers with errors (busy, failing); the link tries again.
    pub not_answering: &'static str,
    pub token_refused: &'static str,
    pub server_error: &'static str,
    /// The server's move list is not the table's (neither more moves nor a takeback).
    pub moves_differ: &'static str,
    pub aborted: &'static str,
    pub not_online: &'static str,
    pub hints_off: &'static str,
    pub draw_offered: &'static str,
    /// The opponent declined the player's draw offer (by moving, or in words).
    pub draw_declined: &'static str,
    pub opponent_gone: &'static str,
    /// Said after `opponent_gone`: the win may be claimed in `{time}` (in words).
    pub claim_in: &'static str,
    /// The win may be claimed now with `{claim}`.
    pub claim_now: &'static str,
    /// `claim` while the opponent is at the game.
    pub opponent_here: &'static str,
    /// The opponent came back to the game.
    pub opponent_back: &'static str,
    /// A chat line from the opponent `{name}` arrived (its text is read with `chat`).
    pub chat_from: &'static str,
    pub chat_sent: &'static str,
    /// `chat` with no line yet.
    pub chat_none: &'static str,
    /// A message of `{chars}` characters, over the limit of `{max}`.
    pub chat_too_long: &'static str,
    /// `abort` once each side has moved.
    pub abort_too_late: &'static str,
    /// The player asked to take back their last move.
    pub takeback_asked: &'static str,
    /// `{side}` asks to take back a move; `{takeback}` accepts.
    pub takeback_offered: &'static str,
    /// `{side}` declined the player's takeback request.
    pub takeback_declined: &'static str,
}

const ENGLISH: OnlineStrings = OnlineStrings {
    online: "online against {opponent}",
    unlimited: "no clock",
    waiting_for_challenge: "waiting for a challenge",
    challenge_sent: "challenge sent to {user}; waiting for the answer",
    seeking: "looking for an opponent",
    challenge_declined: "{user} declined the challenge",
    not_started: "the game has not started yet",
    not_your_move: "it is your opponent's move",
    move_on_its_way: "your move is on its way to the server",
    move_refused: "the server refused {move}: {reason}",
    request_refused: "the server refused: {reason}",
    connection_lost: "connection to the server lost; reconnecting",
    unreachable: "the server cannot be reached; try again",
    connection_back: "connected to the server again",
    not_answering: "the server is not answering; trying again",
    token_refused: "the server refused the token: check LICHESS_TOKEN (scope board:play)",
    server_error: "server error: {reason}",
    moves_differ: "server error: the server's moves differ from this table's",
    aborted: "the game was aborted",
    not_online: "{command} is not used online: the server keeps the game and its clock",
    hints_off: "no hints online: an engine's help is not allowed in a game against a person",
    draw_offered: "you offer a draw",
    draw_declined: "{side} declines the draw",
    opponent_gone: "your opponent has left the game",
    claim_in: "you may claim the win in {time}",
    claim_now: "you may claim the win now: say {claim}",
    opponent_here: "your opponent is still in the game: there is no win to claim",
    opponent_back: "your opponent is back",
    chat_from: "message from {name}",
    chat_sent: "message sent",
    chat_none: "no messages",
    chat_too_long: "a message has at most {max} characters; this one has {chars}",
    abort_too_late: "too late to abort: both sides have moved; you may resign or offer a draw",
    takeback_asked: "you ask to take back your last move",
    takeback_offered: "{side} asks to take back a move; say {takeback} to accept",
    takeback_declined: "{side} declines the takeback",
};

const FRENCH: OnlineStrings = OnlineStrings {
    online: "en ligne contre {opponent}",
    unlimited: "sans pendule",
    waiting_for_challenge: "en attente d'un défi",
    challenge_sent: "défi envoyé à {user} ; en attente de la réponse",
    seeking: "recherche d'un adversaire",
    challenge_declined: "{user} a refusé le défi",
    not_started: "la partie n'a pas encore commencé",
    not_your_move: "c'est à votre adversaire de jouer",
    move_on_its_way: "votre coup est en route vers le serveur",
    move_refused: "le serveur a refusé {move} : {reason}",
    request_refused: "le serveur a refusé : {reason}",
    connection_lost: "connexion au serveur perdue ; reconnexion",
    unreachable: "le serveur est injoignable ; réessayez",
    connection_back: "de nouveau connecté au serveur",
    not_answering: "le serveur ne répond pas ; nouvel essai",
    token_refused: "le serveur a refusé le jeton : vérifiez LICHESS_TOKEN (portée board:play)",
    server_error: "erreur du serveur : {reason}",
    moves_differ: "erreur du serveur : les coups du serveur diffèrent de ceux de cette table",
    aborted: "la partie a été annulée",
    not_online: "{command} ne sert pas en ligne : le serveur tient la partie et sa pendule",
    hints_off: "pas d'indice en ligne : l'aide d'un moteur est interdite contre une personne",
    draw_offered: "vous proposez la nulle",
    draw_declined: "{side} refusent la nulle",
    opponent_gone: "votre adversaire a quitté la partie",
    claim_in: "vous pourrez réclamer la victoire dans {time}",
    claim_now: "vous pouvez réclamer la victoire : dites {claim}",
    opponent_here: "votre adversaire est toujours là : pas de victoire à réclamer",
    opponent_back: "votre adversaire est de retour",
    chat_from: "message de {name}",
    chat_sent: "message envoyé",
    chat_none: "aucun message",
    chat_too_long: "un message a au plus {max} caractères ; celui-ci en a {chars}",
    abort_too_late: "trop tard pour interrompre : les deux camps ont joué ; vous pouvez abandonner ou proposer la nulle",
    takeback_asked: "vous demandez à reprendre votre dernier coup",
    takeback_offered: "{side} demandent à reprendre un coup ; dites {takeback} pour accepter",
    takeback_declined: "{side} refusent la reprise",
};

const GERMAN: OnlineStrings = OnlineStrings {
    online: "online gegen {opponent}",
    unlimited: "ohne Uhr",
    waiting_for_challenge: "warte auf eine Herausforderung",
    challenge_sent: "Herausforderung an {user} gesendet; warte auf die Antwort",
    seeking: "suche einen Gegner",
    challenge_declined: "{user} hat die Herausforderung abgelehnt",
    not_started: "die Partie hat noch nicht begonnen",
    not_your_move: "Ihr Gegner ist am Zug",
    move_on_its_way: "Ihr Zug ist unterwegs zum Server",
    move_refused: "der Server hat {move} abgelehnt: {reason}",
    request_refused: "der Server hat abgelehnt: {reason}",
    connection_lost: "Verbindung zum Server verloren; verbinde neu",
    unreachable: "der Server ist nicht erreichbar; bitte noch einmal",
    connection_back: "wieder mit dem Server verbunden",
    not_answering: "der Server antwortet nicht; neuer Versuch",
    token_refused: "der Server lehnt das Token ab: LICHESS_TOKEN prüfen (Bereich board:play)",
    server_error: "Serverfehler: {reason}",
    moves_differ: "Serverfehler: die Züge des Servers weichen von denen dieses Tisches ab",
    aborted: "die Partie wurde abgebrochen",
    not_online: "{command} gibt es online nicht: der Server führt die Partie und ihre Uhr",
    hints_off: "online keine Tipps: Hilfe einer Engine ist gegen einen Menschen nicht erlaubt",
    draw_offered: "Sie bieten Remis an",
    draw_declined: "{side} lehnt das Remis ab",
    opponent_gone: "Ihr Gegner hat die Partie verlassen",
    claim_in: "Sie können den Sieg in {time} beanspruchen",
    claim_now: "Sie können den Sieg jetzt beanspruchen: sagen Sie {claim}",
    opponent_here: "Ihr Gegner ist noch in der Partie: kein Sieg zu beanspruchen",
    opponent_back: "Ihr Gegner ist zurück",
    chat_from: "Nachricht von {name}",
    chat_sent: "Nachricht gesendet",
    chat_none: "keine Nachrichten",
    chat_too_long: "eine Nachricht hat höchstens {max} Zeichen; diese hat {chars}",
    abort_too_late: "zu spät zum Abbrechen: beide Seiten haben gezogen; Sie können aufgeben oder Remis anbieten",
    takeback_asked: "Sie bitten, Ihren letzten Zug zurückzunehmen",
    takeback_offered: "{side} bittet, einen Zug zurückzunehmen; sagen Sie {takeback} zum Annehmen",
    takeback_declined: "{side} lehnt die Zurücknahme ab",
};

impl OnlineStrings {
    pub fn of(language: UiLanguage) -> &'static OnlineStrings {
        match language {
            UiLanguage::English => &ENGLISH,
            UiLanguage::French => &FRENCH,
            UiLanguage::German => &GERMAN,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_keep_their_slots() {
        for language in UiLanguage::ALL {
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
