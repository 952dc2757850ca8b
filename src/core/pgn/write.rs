//! PGN out: export-style text that any reader takes back.
//!
//! The Seven Tag Roster first, SAN with check marks, optional `[%clk]` comments, NAGs and
//! one-line variations, lines of at most 80 columns.

use std::fmt::Write as _;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position};

/// Writes one game as PGN text (ending with a newline).
///
/// Tags: the Seven Tag Roster first, in its order, taken from `game_tags` or defaulted (`?`,
/// `????.??.??`; `Result` is always `result`); then `Variant "Chess960"`, `SetUp "1"` and `FEN`
/// when they apply; then the other tags in their order. Movetext: SAN with `+`/`#`, move numbers,
/// `{[%clk H:MM:SS]}` after each move when `clock_ms` gives the time left after each ply, and
/// `result` at the end; lines of at most 80 columns, never breaking a token. Writing stops at the
/// first illegal move, if any (callers hold legal games; this keeps the writer total).
pub fn write_pgn(
    game_tags: &[(String, String)],
    start: &Chess,
    castling_mode: CastlingMode,
    moves: &[Move],
    clock_ms: Option<&[u64]>,
    result: &str,
) -> String {
    write_pgn_annotated(
        game_tags,
        start,
        castling_mode,
        moves,
        &[],
        clock_ms,
        result,
    )
}

/// What is written after a move: a NAG (`$2`, `$4`, `$6`), a comment (`[%eval 0.35]`) and a
/// variation in parentheses (the better move and what follows: `12. Nf3 $4 {[%eval -3.1]}
/// (12. Qd1 Nf6)`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoveNote {
    pub nag: Option<u8>,
    pub comment: Option<String>,
    /// Moves played instead of this one, from the position before it.
    pub variation: Option<Vec<Move>>,
}

/// [`write_pgn`] with a note after each move (`notes[i]` after move `i`; fewer notes than moves
/// leave the rest bare). A variation is written up to its first illegal move, and not at all
/// when that is its first.
pub fn write_pgn_annotated(
    game_tags: &[(String, String)],
    start: &Chess,
    castling_mode: CastlingMode,
    moves: &[Move],
    notes: &[MoveNote],
    clock_ms: Option<&[u64]>,
    result: &str,
) -> String {
    const ROSTER: [(&str, &str); 7] = [
        ("Event", "?"),
        ("Site", "?"),
        ("Date", "????.??.??"),
        ("Round", "?"),
        ("White", "?"),
        ("Black", "?"),
        ("Result", ""),
    ];
    const GENERATED: [&str; 3] = ["Variant", "SetUp", "FEN"];
    let mut text = String::new();
    let given = |name: &str| {
        game_tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    for (name, default) in ROSTER {
        let value = if name == "Result" {
            result
        } else {
            given(name).unwrap_or(default)
        };
        push_tag(&mut text, name, value);
    }
    if !castling_mode.is_standard() {
        push_tag(&mut text, "Variant", "Chess960");
    }
    let standard_start =
        start.to_setup(EnPassantMode::Legal) == Chess::default().to_setup(EnPassantMode::Legal);
    if !standard_start {
        push_tag(&mut text, "SetUp", "1");
        let fen = Fen::from_position(start, EnPassantMode::Legal).to_string();
        push_tag(&mut text, "FEN", &fen);
    }
    for (name, value) in game_tags {
        let in_roster = ROSTER.iter().any(|(r, _)| r == name);
        if !in_roster && !GENERATED.contains(&name.as_str()) && is_tag_name(name) {
            push_tag(&mut text, name, value);
        }
    }
    text.push('\n');

    let mut tokens = Vec::new();
    let mut position = start.clone();
    let mut need_number = true;
    for (ply, &m) in moves.iter().enumerate() {
        if !position.is_legal(m) {
            break;
        }
        let note = notes.get(ply);
        let variation = note.and_then(|n| n.variation.as_deref());
        let before = variation.map(|_| position.clone());
        push_move(&mut tokens, &mut position, m, need_number);
        need_number = false;
        if let Some(nag) = note.and_then(|n| n.nag) {
            tokens.push(format!("${nag}"));
        }
        let mut comment: Vec<String> = note.and_then(|n| n.comment.clone()).into_iter().collect();
        if let Some(&ms) = clock_ms.and_then(|clocks| clocks.get(ply)) {
            comment.push(clock_command(ms));
        }
        if !comment.is_empty() {
            // A brace inside would end the comment early.
            tokens.push(format!("{{{}}}", comment.join(" ").replace('}', ")")));
            // After a comment, a Black move is numbered again, as PGN export format asks.
            need_number = true;
        }
        if let (Some(variation), Some(before)) = (variation, before) {
            let line = variation_tokens(before, variation);
            if !line.is_empty() {
                tokens.extend(line);
                // The main line goes on after the variation: a Black move is numbered again.
                need_number = true;
            }
        }
    }
    tokens.push(result.to_owned());
    let mut line_len = 0;
    for token in tokens {
        let len = token.chars().count();
        if line_len > 0 && line_len + 1 + len > 80 {
            text.push('\n');
            line_len = 0;
        }
        if line_len > 0 {
            text.push(' ');
            line_len += 1;
        }
        text.push_str(&token);
        line_len += len;
    }
    text.push('\n');
    text
}

/// The tokens of `m` played at `position`: its number when White plays it or when
/// `need_number` (`12...`), then its SAN.
fn push_move(tokens: &mut Vec<String>, position: &mut Chess, m: Move, need_number: bool) {
    let number = position.fullmoves().get();
    match position.turn() {
        Color::White => tokens.push(format!("{number}.")),
        Color::Black if need_number => tokens.push(format!("{number}...")),
        Color::Black => {}
    }
    tokens.push(SanPlus::from_move_and_play_unchecked(position, m).to_string());
}

/// `moves` played from `start` as a parenthesised line (`(12.` … `Nf6)`), up to the first
/// illegal move; no tokens when that is the first.
fn variation_tokens(start: Chess, moves: &[Move]) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut position = start;
    for &m in moves {
        if !position.is_legal(m) {
            break;
        }
        let first = tokens.is_empty();
        push_move(&mut tokens, &mut position, m, first);
    }
    if let Some(first) = tokens.first_mut() {
        first.insert(0, '(');
    }
    if let Some(last) = tokens.last_mut() {
        last.push(')');
    }
    tokens
}

fn is_tag_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

fn push_tag(text: &mut String, name: &str, value: &str) {
    let escaped: String = value
        .chars()
        .flat_map(|c| match c {
            '\\' => vec!['\\', '\\'],
            '"' => vec!['\\', '"'],
            // A tag value lives on one line.
            '\n' | '\r' => vec![' '],
            c => vec![c],
        })
        .collect();
    let _ = writeln!(text, "[{name} \"{escaped}\"]");
}

/// `H:MM:SS`, with tenths… when the time is not a whole number of seconds.
/// `[%clk H:MM:SS]` (with the fraction of a second when there is one): the time left after a
/// move, as a comment's command.
pub fn clock_command(ms: u64) -> String {
    format!("[%clk {}]", clock_text(ms))
}

fn clock_text(ms: u64) -> String {
    let seconds = ms / 1000;
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    let fraction = ms % 1000;
    if fraction == 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        let digits = format!("{fraction:03}");
        format!("{h}:{m:02}:{s:02}.{}", digits.trim_end_matches('0'))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Game;
    use crate::core::pgn::{PgnGame, read_games};

    fn one(text: &str) -> PgnGame {
        let mut games: Vec<_> = read_games(text.as_bytes()).collect();
        assert_eq!(games.len(), 1, "{text}");
        games.remove(0).unwrap()
    }

    #[test]
    fn writes_the_seven_tag_roster_first() {
        let tags = vec![
            ("Annotator".to_owned(), "me".to_owned()),
            ("White".to_owned(), "Anna \"A\"".to_owned()),
        ];
        let game = one("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#");
        let text = write_pgn(
            &tags,
            &game.start,
            game.castling_mode,
            &game.moves,
            None,
            "1-0",
        );
        let expected = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
            [White \"Anna \\\"A\\\"\"]\n[Black \"?\"]\n[Result \"1-0\"]\n[Annotator \"me\"]\n\n\
            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
        assert_eq!(text, expected);
    }

    #[test]
    fn writes_fen_black_move_numbers_and_clocks() {
        let game = one("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n30... Kd7 31. e4 Ke6 *");
        let text = write_pgn(
            &[],
            &game.start,
            game.castling_mode,
            &game.moves,
            Some(&[59_000, 3_723_000, 500]),
            "*",
        );
        assert!(
            text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n"),
            "{text}"
        );
        assert!(
            text.ends_with(
                "\n30... Kd7 {[%clk 0:00:59]} 31. e4 {[%clk 1:02:03]} 31... Ke6 {[%clk 0:00:00.5]}\n*\n"
            ),
            "{text}"
        );
        let again = one(&text);
        assert_eq!(again.moves, game.moves);
    }

    #[test]
    fn wraps_lines_at_80_columns() {
        let mut game = Game::new();
        for _ in 0..30 {
            for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
                let m = shakmaty::uci::UciMove::from_ascii(m.as_bytes())
                    .unwrap()
                    .to_move(game.position())
                    .unwrap();
                if game.play(m).is_err() {
                    break;
                }
            }
        }
        let clocks = vec![5_400_000; game.moves().len()];
        let text = write_pgn(
            &[],
            game.start(),
            game.castling_mode(),
            &game.moves(),
            Some(&clocks),
            "1/2-1/2",
        );
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        assert!(text.lines().count() > 10);
        assert_eq!(one(&text).moves, game.moves());
    }
}
