//! The lines of each view, as cells: the last announcement, the board, the clocks, the score
//! sheet. A board cell knows its square, so a routing key above it can pick it.

use shakmaty::{Color, File, Move, Piece, Position, Rank, Square};

use super::dots::{MARK, cell, cells};
use super::words::BrailleWords;
use super::{Cell, View};
use crate::core::clock::clock_face;
use crate::core::session::Session;

/// What the views are drawn from.
#[derive(Debug, Clone, Copy)]
pub(super) struct Look<'a> {
    pub session: &'a Session,
    pub at_ms: u64,
    pub bottom: Color,
    pub columns: usize,
    pub announcement: &'a [String],
    pub selected: Option<Square>,
}

pub(super) fn view_lines(view: View, look: &Look) -> Vec<Vec<Cell>> {
    let lines = match view {
        View::Announcement => announcement(look),
        View::Board => return board(look),
        View::Clocks => clocks(look),
        View::ScoreSheet => score_sheet(look),
    };
    lines.iter().map(|line| text_line(line)).collect()
}

fn text_line(text: &str) -> Vec<Cell> {
    cells(text)
        .into_iter()
        .map(|dots| Cell { dots, square: None })
        .collect()
}

fn words(look: &Look) -> &'static BrailleWords {
    BrailleWords::of(look.session.language())
}

/// Everything the last step said, each utterance wrapped at the display's width.
fn announcement(look: &Look) -> Vec<String> {
    let lines: Vec<String> = look
        .announcement
        .iter()
        .flat_map(|text| crate::core::wrap::wrap(text, look.columns))
        .collect();
    if lines.is_empty() {
        vec![String::new()]
    } else {
        lines
    }
}

/// The files named on the first line (above their squares), then one rank a line from the far
/// side: the rank's number, a blank, one cell a square (FEN letters, White upper case, `.`
/// empty), the last move's two squares marked with dot 8.
fn board(look: &Look) -> Vec<Vec<Cell>> {
    let position = look.session.game().position();
    let marked = look
        .session
        .game()
        .last_move()
        .map(|played| move_squares(played.mv, !position.turn()));
    let files: Vec<File> = match look.bottom {
        Color::White => File::ALL.to_vec(),
        Color::Black => File::ALL.iter().rev().copied().collect(),
    };
    let ranks: Vec<Rank> = match look.bottom {
        Color::White => Rank::ALL.iter().rev().copied().collect(),
        Color::Black => Rank::ALL.to_vec(),
    };
    let mut header = String::from("  ");
    header.extend(files.iter().map(|file| file.char()));
    if let Some(square) = look.selected {
        header.push(' ');
        header.push_str(&square.to_string());
    }
    let mut lines = vec![text_line(&header)];
    for rank in ranks {
        let mut line = text_line(&format!("{} ", rank.char()));
        for &file in &files {
            let square = Square::from_coords(file, rank);
            let piece = position.board().piece_at(square);
            let mut dots = cell(piece.map_or('.', Piece::char));
            if marked.is_some_and(|(from, to)| square == from || square == to) {
                dots |= MARK;
            }
            line.push(Cell {
                dots,
                square: Some(square),
            });
        }
        lines.push(line);
    }
    lines
}

/// The squares a move's piece left and reached (castling: the king's).
fn move_squares(mv: Move, mover: Color) -> (Square, Square) {
    let to = mv
        .castling_side()
        .map_or(mv.to(), |side| side.king_to(mover));
    (mv.from().unwrap_or(to), to)
}

/// One clock a line, `Weiß 4:59`, the side to move's first.
fn clocks(look: &Look) -> Vec<String> {
    let session = look.session;
    let Some(clock) = session.clock() else {
        return vec![words(look).no_clock.to_owned()];
    };
    let names = session.voice().clock_words();
    let turn = session.game().turn();
    [turn, !turn]
        .into_iter()
        .map(|side| {
            let name = match side {
                Color::White => &names.white,
                Color::Black => &names.black,
            };
            format!("{name} {}", clock_face(clock.remaining(side, look.at_ms)))
        })
        .collect()
}

/// One move pair a line in SAN (`1. e4 e5`), from the game's first move number.
fn score_sheet(look: &Look) -> Vec<String> {
    let game = look.session.game();
    let history = game.history();
    if history.is_empty() {
        return vec![words(look).no_moves.to_owned()];
    }
    let start = game.start();
    let mut number = start.fullmoves().get();
    let mut lines = Vec::new();
    let mut sans = history.iter().map(|played| played.san.to_string());
    if start.turn() == Color::Black
        && let Some(first) = sans.next()
    {
        lines.push(format!("{number}... {first}"));
        number += 1;
    }
    let rest: Vec<String> = sans.collect();
    for pair in rest.chunks(2) {
        lines.push(format!("{number}. {}", pair.join(" ")));
        number += 1;
    }
    lines
}
