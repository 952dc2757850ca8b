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
    pub token_refused: &'static str,
    pub server_error: &'static str,
    pub aborted: &'static str,
    pub not_online: &'static str,
    pub hints_off: &'static str,
    pub draw_offered: &'static str,
    /// The opponent declined the player's draw offer (by moving, or in words).
    pub draw_declined: &'static str,
    pub opponent_gone: &'static str,
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
    token_refused: "the server refused the token: check LICHESS_TOKEN (scope board:play)",
    server_error: "server error: {reason}",
    aborted: "the game was aborted",
    not_online: "{command} is not used online: the server keeps the game and its clock",
    hints_off: "no hints online: an engine's help is not allowed in a game against a person",
    draw_offered: "you offer a draw",
    draw_declined: "{side} declines the draw",
    opponent_gone: "your opponent has left the game",
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
    token_refused: "le serveur a refusé le jeton : vérifiez LICHESS_TOKEN (portée board:play)",
    server_error: "erreur du serveur : {reason}",
    aborted: "la partie a été annulée",
    not_online: "{command} ne sert pas en ligne : le serveur tient la partie et sa pendule",
    hints_off: "pas d'indice en ligne : l'aide d'un moteur est interdite contre une personne",
    draw_offered: "vous proposez la nulle",
    draw_declined: "{side} refusent la nulle",
    opponent_gone: "votre adversaire a quitté la partie",
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
    token_refused: "der Server lehnt das Token ab: LICHESS_TOKEN prüfen (Bereich board:play)",
    server_error: "Serverfehler: {reason}",
    aborted: "die Partie wurde abgebrochen",
    not_online: "{command} gibt es online nicht: der Server führt die Partie und ihre Uhr",
    hints_off: "online keine Tipps: Hilfe einer Engine ist gegen einen Menschen nicht erlaubt",
    draw_offered: "Sie bieten Remis an",
    draw_declined: "{side} lehnt das Remis ab",
    opponent_gone: "Ihr Gegner hat die Partie verlassen",
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
            ] {
                for slot in slots {
                    assert!(template.contains(slot), "{language:?}: {template}");
                }
            }
        }
    }
}
