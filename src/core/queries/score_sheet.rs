//! Answers about the game: the last move and the score sheet.

use shakmaty::{Color, Position};

use super::say::Say;
use crate::core::game::Game;
use crate::core::message::{Message, Sentences};
use crate::core::phrasing::{Style, announce};
use crate::core::voice::Voice;

/// The last move, with its number and side: "Zug zwölf, Schwarz: Springer Felix sechs".
pub fn last_move(game: &Game, voice: &Voice, style: Style) -> String {
    let say = Say::new(voice);
    let mut pos = game.start().clone();
    let Some((last, before)) = game.history().split_last() else {
        return say.s.no_moves_yet.to_owned();
    };
    for played in before {
        pos.play_unchecked(played.mv);
    }
    format!(
        "{}, {}{}{}",
        say.s
            .say(&Message::new("move-number").text("n", say.number(pos.fullmoves().get()))),
        say.side(pos.turn()),
        say.s.colon,
        announce(&pos, last.mv, voice, style)
    )
}

/// The score sheet read back, one line per move number: "Zug eins: Bauer Eva vier, Bauer Eva
/// fünf". A line with only Black's move (a game set up with Black to move) names the side: "Zug
/// eins, Schwarz: …". A game without moves gives the one line "noch keine Züge".
pub fn score_sheet(game: &Game, voice: &Voice, style: Style) -> Vec<String> {
    let say = Say::new(voice);
    let mut pos = game.start().clone();
    let mut lines = Vec::new();
    // The number and the announcements of the move number being read.
    let mut current: Option<(u32, Option<String>, Option<String>)> = None;
    let mut flush = |entry: Option<(u32, Option<String>, Option<String>)>| {
        let Some((number, white, black)) = entry else {
            return;
        };
        let head = say
            .s
            .say(&Message::new("move-number").text("n", say.number(number)));
        lines.push(match (white, black) {
            (Some(w), Some(b)) => format!("{head}{}{w}, {b}", say.s.colon),
            (Some(w), None) => format!("{head}{}{w}", say.s.colon),
            (None, Some(b)) => format!("{head}, {}{}{b}", say.side(Color::Black), say.s.colon),
            (None, None) => head,
        });
    };
    for played in game.history() {
        let number = pos.fullmoves().get();
        let words = announce(&pos, played.mv, voice, style);
        if current.as_ref().is_some_and(|(n, _, _)| *n != number) {
            flush(current.take());
        }
        let entry = current.get_or_insert((number, None, None));
        match pos.turn() {
            Color::White => entry.1 = Some(words),
            Color::Black => entry.2 = Some(words),
        }
        pos.play_unchecked(played.mv);
    }
    flush(current);
    if lines.is_empty() {
        lines.push(say.s.no_moves_yet.to_owned());
    }
    lines
}
