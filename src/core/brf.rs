//! A game's score sheet laid out as a Braille Ready File (contract section 9): lines of at most
//! `width` cells, pages of at most `height` lines, each game starting on a new page.
//!
//! The layout, for a reader moving along a braille display line by line:
//!
//! ```text
//! WHITE FISCHER1 ROBERT J4
//! BLACK SPASSKY1 BORIS V4
//! EVENT WORLD CHAMPIONSHIP
//! DATE #AIGB4JG4AA
//! RESULT WHITE WINS
//!
//! 1 E4 E5
//! 2 NF3 NC6
//! ```
//!
//! A header line for each tag the game has (White, Black, Event, Site, Date, Round, Board; `?` values
//! left out), the result in words, an empty line, then one move pair a line: the move number and
//! the two moves (see [`super::braille`] for the code). A line that does not fit is wrapped
//! between words, the runover indented by two cells so it cannot be taken for a new line; a
//! single word longer than the line is cut.

use std::fmt;
use std::ops::RangeInclusive;

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Position};

use super::braille::{BLACK_MOVE_SIGN, move_cells, move_number_cells, text_cells};
use super::message::{Message, Said};
use super::pgn::PgnGame;

/// The line widths accepted, in cells (braille displays have 12 to 80; embossers up to 100).
pub const WIDTHS: RangeInclusive<usize> = 10..=100;
/// The page heights accepted, in lines.
pub const HEIGHTS: RangeInclusive<usize> = 5..=100;

/// What separates pages: a form feed, right after the last line's line feed.
pub const PAGE_BREAK: char = '\x0c';

/// The runover indent of a wrapped line.
const RUNOVER: &str = "  ";

/// The size of a braille page, checked against [`WIDTHS`] and [`HEIGHTS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageSize {
    width: usize,
    height: usize,
}

/// A page size out of range: which dimension, and the value given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageSizeError {
    Width(usize),
    Height(usize),
}

impl Said for PageSizeError {
    fn message(&self) -> Message {
        let (option, value, range) = match *self {
            Self::Width(value) => ("--width", value, WIDTHS),
            Self::Height(value) => ("--height", value, HEIGHTS),
        };
        Message::new("option-out-of-range")
            .text("option", option)
            .text("value", value.to_string())
            .text("from", range.start().to_string())
            .text("to", range.end().to_string())
    }
}

impl fmt::Display for PageSizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl std::error::Error for PageSizeError {}

impl PageSize {
    pub fn new(width: usize, height: usize) -> Result<Self, PageSizeError> {
        if !WIDTHS.contains(&width) {
            return Err(PageSizeError::Width(width));
        }
        if !HEIGHTS.contains(&height) {
            return Err(PageSizeError::Height(height));
        }
        Ok(Self { width, height })
    }

    pub fn width(self) -> usize {
        self.width
    }

    pub fn height(self) -> usize {
        self.height
    }
}

/// One page: its lines, none longer than the page width, no more than the page height.
pub type Page = Vec<String>;

/// The score sheet of `game` in pages of `size`.
pub fn score_sheet_pages(game: &PgnGame, size: PageSize) -> Vec<Page> {
    let mut lines = Vec::new();
    for line in header_lines(game) {
        wrap(&line, size.width, &mut lines);
    }
    lines.push(String::new());
    for line in move_lines(&game.start, &game.moves) {
        wrap(&line, size.width, &mut lines);
    }
    lines.chunks(size.height).map(<[String]>::to_vec).collect()
}

/// One game's pages: separated by a form feed, every line ended by a line feed.
pub fn brf_game(game: &PgnGame, size: PageSize) -> String {
    let mut text = String::new();
    for (index, page) in score_sheet_pages(game, size).into_iter().enumerate() {
        if index > 0 {
            text.push(PAGE_BREAK);
        }
        for line in page {
            text.push_str(&line);
            text.push('\n');
        }
    }
    text
}

/// The whole file for `games`, each game starting on a new page.
pub fn brf_document<'a>(games: impl IntoIterator<Item = &'a PgnGame>, size: PageSize) -> String {
    let mut document = String::new();
    for game in games {
        if !document.is_empty() {
            document.push(PAGE_BREAK);
        }
        document.push_str(&brf_game(game, size));
    }
    document
}

/// The header, already in braille: one line per known tag, then the result.
fn header_lines(game: &PgnGame) -> Vec<String> {
    let mut lines = Vec::new();
    for (tag, label) in [
        ("White", "WHITE"),
        ("Black", "BLACK"),
        ("Event", "EVENT"),
        ("Site", "SITE"),
        ("Date", "DATE"),
        ("Round", "ROUND"),
        ("Board", "BOARD"),
        // A sealed table's attestation (`play --sealed`).
        ("Recorder", "RECORDER"),
    ] {
        let Some(value) = game.tag(tag) else { continue };
        let value = if tag == "Date" {
            known_date(value)
        } else {
            value.trim()
        };
        let cells = text_cells(value);
        if value.is_empty() || value == "?" || value == "-" || cells.trim().is_empty() {
            continue;
        }
        lines.push(format!("{label} {cells}"));
    }
    // A sealed log's head as the table said it: its first twelve digits in three groups.
    if let Some(head) = game
        .tag("LogHead")
        .map(str::trim)
        .filter(|h| h.len() >= 12 && h.is_ascii())
    {
        let grouped = [&head[0..4], &head[4..8], &head[8..12]].join(" ");
        lines.push(format!("LOG HEAD {}", text_cells(&grouped)));
    }
    if game.start != Chess::default() {
        lines.push("FROM A SET-UP POSITION".to_owned());
    }
    let result = game.tag("Result").or(game.result.as_deref()).unwrap_or("*");
    lines.push(format!("RESULT {}", result_words(result.trim())));
    lines
}

/// The known part of a PGN date: `2024.??.??` is `2024`, `????.??.??` nothing.
fn known_date(date: &str) -> &str {
    let date = date.trim();
    let known = date.find('?').map_or(date, |end| &date[..end]);
    known.trim_end_matches('.')
}

fn result_words(result: &str) -> &'static str {
    match result {
        "1-0" => "WHITE WINS",
        "0-1" => "BLACK WINS",
        "1/2-1/2" | "1/2" | "½-½" => "DRAW",
        _ => "NOT FINISHED",
    }
}

/// One line per move pair: `12 NF3 NC6`; a game that starts with Black to move opens with
/// `12 -NC6`.
fn move_lines(start: &Chess, moves: &[shakmaty::Move]) -> Vec<String> {
    let mut lines = Vec::new();
    let mut position = start.clone();
    let mut line = String::new();
    for &m in moves {
        let number = position.fullmoves().get();
        let turn = position.turn();
        let san = SanPlus::from_move_and_play_unchecked(&mut position, m).to_string();
        let cells = move_cells(&san);
        match turn {
            Color::White => {
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                line = format!("{} {cells}", move_number_cells(number));
            }
            Color::Black if line.is_empty() => {
                line = format!("{} {BLACK_MOVE_SIGN}{cells}", move_number_cells(number));
            }
            Color::Black => {
                line.push(' ');
                line.push_str(&cells);
                lines.push(std::mem::take(&mut line));
            }
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Appends `text` to `lines` in lines of at most `width` cells, breaking between words; the
/// runover lines are indented.
fn wrap(text: &str, width: usize, lines: &mut Vec<String>) {
    if text.is_empty() {
        lines.push(String::new());
        return;
    }
    let mut line = String::new();
    for word in text.split(' ').filter(|word| !word.is_empty()) {
        let fits = line.len() + 1 + word.len() <= width;
        if !line.is_empty() && fits {
            line.push(' ');
            line.push_str(word);
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
            line.push_str(RUNOVER);
        }
        // A word longer than a whole line is cut into pieces that fill lines.
        let mut rest = word;
        while line.len() + rest.len() > width {
            let room = width - line.len();
            line.push_str(&rest[..room]);
            lines.push(std::mem::take(&mut line));
            line.push_str(RUNOVER);
            rest = &rest[room..];
        }
        line.push_str(rest);
    }
    if !line.trim().is_empty() {
        lines.push(line);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::pgn::read_games;

    fn game(pgn: &str) -> PgnGame {
        read_games(pgn.as_bytes()).next().unwrap().unwrap()
    }

    fn size(width: usize, height: usize) -> PageSize {
        PageSize::new(width, height).unwrap()
    }

    #[test]
    fn a_short_game_golden() {
        let game = game(
            "[Event \"Casual Game\"]\n[Site \"London\"]\n[Date \"1851.06.21\"]\n\
             [Round \"?\"]\n[White \"Anderssen, Adolf\"]\n[Black \"Kieseritzky, Lionel\"]\n\
             [Result \"1-0\"]\n\n1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 5. Bxb5 Nf6 \
             6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5 9. Nf5 c6 10. g4 Nf6 11. Rg1 cxb5 1-0\n",
        );
        let expected = "\
WHITE ANDERSSEN1 ADOLF
BLACK KIESERITZKY1 LIONEL
EVENT CASUAL GAME
SITE LONDON
DATE #AHEA4JF4BA
RESULT WHITE WINS

1 E4 E5
2 F4 EXF4
3 BC4 QH4+
4 KF1 B5
5 BXB5 NF6
6 NF3 QH6
7 D3 NH5
8 NH4 QG5
9 NF5 C6
10 G4 NF6
\x0c11 RG1 CXB5
";
        assert_eq!(brf_document([&game], size(40, 17)), expected);
    }

    #[test]
    fn black_to_move_first_gets_the_black_move_sign() {
        let game = game(
            "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n\
             1... e5 2. Nf3 *\n",
        );
        let pages = score_sheet_pages(&game, size(40, 25));
        assert_eq!(
            pages[0],
            [
                "FROM A SET-UP POSITION",
                "RESULT NOT FINISHED",
                "",
                "1 -E5",
                "2 NF3"
            ]
        );
    }

    #[test]
    fn long_lines_wrap_between_words_with_an_indented_runover() {
        let mut lines = Vec::new();
        wrap("EVENT WORLD CHAMPIONSHIP MATCH", 12, &mut lines);
        assert_eq!(lines, ["EVENT WORLD", "  CHAMPIONSH", "  IP MATCH"]);
    }

    #[test]
    fn each_game_starts_on_a_new_page() {
        let one = game("1. e4 e5 *\n");
        let document = brf_document([&one, &one], size(40, 25));
        assert_eq!(document.matches('\x0c').count(), 1);
        assert!(document.contains("\n\x0cRESULT"), "{document:?}");
    }

    #[test]
    fn a_page_size_out_of_range_names_the_option() {
        assert_eq!(
            PageSize::new(9, 25).unwrap_err().to_string(),
            "--width 9: must be from 10 to 100"
        );
        assert_eq!(PageSize::new(40, 101), Err(PageSizeError::Height(101)));
        assert!(PageSize::new(10, 5).is_ok() && PageSize::new(100, 100).is_ok());
    }

    #[test]
    fn unknown_dates_keep_what_is_known() {
        assert_eq!(known_date("2024.??.??"), "2024");
        assert_eq!(known_date("????.??.??"), "");
        assert_eq!(known_date("2024.05.??"), "2024.05");
    }

    /// Checks the contract's byte rules on a whole document.
    fn assert_is_brf(document: &str, size: PageSize) {
        for byte in document.bytes() {
            assert!(
                (0x20..=0x5f).contains(&byte) || byte == b'\n' || byte == 0x0c,
                "byte {byte:#04x} in {document:?}"
            );
        }
        for page in document.split(PAGE_BREAK) {
            let lines: Vec<&str> = page
                .strip_suffix('\n')
                .unwrap_or(page)
                .split('\n')
                .collect();
            assert!(
                lines.len() <= size.height(),
                "{} lines: {page:?}",
                lines.len()
            );
            for line in lines {
                assert!(
                    line.len() <= size.width(),
                    "{line:?} wider than {}",
                    size.width()
                );
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 150,
            ..proptest::prelude::ProptestConfig::default()
        })]

        #[test]
        fn every_document_is_braille_ascii_within_the_page(
            width in WIDTHS,
            height in HEIGHTS,
            choices in proptest::collection::vec(proptest::prelude::any::<u16>(), 0..300),
            white in "\\PC{0,60}",
            event in "[a-zA-Z0-9 .,()\\-]{0,120}",
            black_first in proptest::prelude::any::<bool>(),
        ) {
            let size = size(width, height);
            let fen = if black_first {
                "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7\"]\n"
            } else {
                ""
            };
            let mut game = game(&format!("{fen}\n*\n"));
            game.tags.push(("White".to_owned(), white));
            game.tags.push(("Event".to_owned(), event));
            let mut position = game.start.clone();
            for choice in choices {
                let legal = position.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let m = legal[usize::from(choice) % legal.len()];
                position.play_unchecked(m);
                game.moves.push(m);
            }
            let document = brf_document([&game, &game], size);
            assert_is_brf(&document, size);
            // Every move is there: a move pair line (`150 QH4XE1+ QH4XE1+`) never needs more
            // than 19 cells, so from 20 cells on each move is one word of a numbered line.
            if width >= 20 {
                let moves_written = document
                    .lines()
                    .map(|line| line.trim_start_matches(PAGE_BREAK))
                    .filter(|line| line.starts_with(|c: char| c.is_ascii_digit()))
                    .map(|line| line.split(' ').count() - 1)
                    .sum::<usize>();
                proptest::prop_assert_eq!(moves_written, 2 * game.moves.len());
            }
        }
    }
}
