//! `annabella review FILE [--game N]`: a finished game gone over move by move, in line mode.
//!
//! Enter (or `next`) steps forward, `back` steps back, `go 12` / `go 12 black` jumps to just
//! after that move, `start` and `end` jump to the ends; every query of the table (`board`,
//! `where knight`, `square e4`, `attackers e5`, `opening` …) answers on the position reviewed.

use std::path::PathBuf;

use shakmaty::Color;

use super::many_games::{Handled, for_each_game};
use super::voice_arg::load_voice;
use super::{CliError, InputSource, Output};
use crate::core::phrasing::Style;
use crate::core::review::{Review, Step};
use crate::core::session::{Effect, Input, Session, SessionConfig, is_command};
use crate::core::strings::{Strings, UiLanguage};
use crate::core::text::fold_words;
use crate::core::voice::Voice;

#[derive(Debug, clap::Args)]
pub struct ReviewArgs {
    /// Voice: fide (the default), en, fr, or a path to a voice pack.
    #[arg(long, default_value = "fide")]
    voice: String,
    /// short or long announcements.
    #[arg(long, default_value = "short")]
    style: Style,
    /// Which game of the file (1 is the first; numbered as messages number them).
    #[arg(long, default_value_t = 1, value_name = "N")]
    game: usize,
    /// The PGN file.
    file: PathBuf,
}

/// What a typed review line asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Move {
    Forward,
    Back,
    Go(u32, Color),
    Start,
    End,
}

/// The review's own words, in the three languages (folded: no accents, lower case).
fn review_move(line: &str) -> Option<Move> {
    let words = fold_words(line);
    let word = |w: &str, list: &[&str]| list.contains(&w);
    match words.as_slice() {
        [] => Some(Move::Forward),
        [w] if word(w, &["next", "n", "vor", "suivant", "s"]) => Some(Move::Forward),
        [w] if word(w, &["back", "b", "zuruck", "retour", "r"]) => Some(Move::Back),
        [w] if word(w, &["start", "anfang", "debut"]) => Some(Move::Start),
        [w] if word(w, &["end", "schluss", "fin"]) => Some(Move::End),
        [w, n, rest @ ..] if word(w, &["go", "gehe", "aller"]) => {
            let number = n.parse().ok()?;
            let side = match rest {
                [] => Color::White,
                [s] if word(s, &["black", "schwarz", "noir", "noirs", "b"]) => Color::Black,
                [s] if word(s, &["white", "weiss", "blanc", "blancs", "w"]) => Color::White,
                _ => return None,
            };
            Some(Move::Go(number, side))
        }
        _ => None,
    }
}

pub fn run(args: &ReviewArgs, out: &mut Output) -> Result<(), CliError> {
    let voice = load_voice(&args.voice)?;
    let source = InputSource::from_arg(Some(&args.file));
    if source == InputSource::Stdin {
        return Err(CliError::new(
            "review reads the game from a file: standard input is for the commands",
        ));
    }
    let bytes = source.read_all(crate::bounded_read::limits::PGN)?;
    let mut chosen = None;
    let mut seen = 0;
    // Bad games are reported and skipped as `announce` does; the chosen one is kept.
    let read = for_each_game(&bytes, &source.name(), out, |game, _| {
        seen = seen.max(game.number);
        if game.number == args.game {
            chosen = Some(game.clone());
        }
        Ok(Handled::Written)
    })?;
    let Some(game) = chosen else {
        return Err(CliError::new(format!(
            "{}: there is no readable game {} ({} in the file)",
            source.name(),
            args.game,
            seen
        )));
    };
    let strings = UiLanguage::of(&voice).strings();
    let mut review = Review::new(game.start.clone(), game.castling_mode, game.moves.clone());
    let white = game.tag("White").unwrap_or("?");
    let black = game.tag("Black").unwrap_or("?");
    let result = game.tag("Result").or(game.result.as_deref()).unwrap_or("*");
    out.line(
        &strings
            .review_header
            .replace("{white}", white)
            .replace("{black}", black)
            .replace("{result}", result)
            .replace("{plies}", &review.len().to_string()),
    )?;
    let stdin = std::io::stdin();
    let mut line = Vec::new();
    let mut input = stdin.lock();
    loop {
        line.clear();
        // One line at most 4 KiB is kept; the rest of a longer line is read and dropped.
        let read_bytes = super::line_face::read_bounded_line(&mut input, &mut line)
            .map_err(|e| CliError::new(format!("standard input: {e}")))?;
        if read_bytes == 0 || out.is_closed() {
            break;
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\n', '\r']);
        for said in answer(&mut review, text, &voice, args.style, strings) {
            out.line(&said)?;
        }
    }
    read.into_result()
}

/// What one typed line makes the review say.
fn answer(
    review: &mut Review,
    line: &str,
    voice: &Voice,
    style: Style,
    strings: &'static Strings,
) -> Vec<String> {
    if let Some(step) = review_move(line) {
        let step = match step {
            Move::Forward => review.forward(voice, style, strings.move_number),
            Move::Back => review.back(voice, style, strings.move_number),
            Move::Go(number, side) => review.go_to(number, side),
            Move::Start => review.to_start(),
            Move::End => review.to_end(),
        };
        return vec![match step {
            Step::Forward(text) => text,
            Step::Back(text) => strings.taken_back.replace("{move}", &text),
            Step::Jumped { ply: 0 } | Step::AtStart => strings.review_at_start.to_owned(),
            Step::Jumped { ply } if ply == review.len() => strings.review_at_end.to_owned(),
            Step::AtEnd => strings.review_at_end.to_owned(),
            // Where the jump landed: the move just made there.
            Step::Jumped { .. } => review
                .last_move_said(voice, style, strings.move_number)
                .unwrap_or_else(|| strings.review_at_start.to_owned()),
        }];
    }
    if !is_command(line) {
        return vec![strings.review_usage.to_owned()];
    }
    // A query of the table, on the position reviewed (nothing is played or recorded).
    let mut session = Session::new(SessionConfig::default(), voice.clone(), review.game(), 0);
    session
        .handle(0, Input::Line(line.to_owned()))
        .into_iter()
        .filter_map(|effect| match effect {
            Effect::Say(utterance) => Some(utterance.text),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn review_words_are_read_in_three_languages() {
        assert_eq!(review_move(""), Some(Move::Forward));
        assert_eq!(review_move("zurück"), Some(Move::Back));
        assert_eq!(review_move("go 12 black"), Some(Move::Go(12, Color::Black)));
        assert_eq!(review_move("aller 3"), Some(Move::Go(3, Color::White)));
        assert_eq!(review_move("fin"), Some(Move::End));
        assert_eq!(review_move("board"), None);
    }
}
