use shakmaty::{Color, Square};

use super::dots::{MARK, cells};
use super::*;
use crate::core::game::Game;
use crate::core::session::{Input, SessionConfig};
use crate::core::voice::Voice;

fn session_after(moves: &[&str]) -> Session {
    session_with(SessionConfig::default(), moves)
}

fn session_with(config: SessionConfig, moves: &[&str]) -> Session {
    let mut session = Session::new(config, Voice::fide(), Game::new(), 0);
    for (n, mv) in moves.iter().enumerate() {
        session.handle(n as u64 * 10 + 1, Input::Line((*mv).to_owned()));
        session.handle(n as u64 * 10 + 2, Input::Press);
    }
    session
}

/// The cells of `text` with the cells at `marked` marked (dot 8), padded to `width`.
fn line(text: &str, marked: &[usize], width: usize) -> Vec<u8> {
    let mut dots = cells(text);
    for &index in marked {
        dots[index] |= MARK;
    }
    dots.resize(width, 0);
    dots
}

fn press(views: &mut BrailleViews, session: &Session, keys: &[BrailleKey]) {
    for key in keys {
        assert_eq!(
            views.key(*key, session, 0),
            None,
            "{key:?} only moves the views"
        );
    }
}

#[test]
fn the_announcement_is_shown_first_wrapped_at_the_display_width() {
    let session = session_after(&["e4"]);
    let mut views = BrailleViews::new(DisplaySize::line(40), Color::White);
    views.step(&["Bauer Eva vier".to_owned()], true);
    assert_eq!(views.frame(&session, 0), line("Bauer Eva vier", &[], 40));
    let mut short = BrailleViews::new(DisplaySize::line(12), Color::White);
    short.step(&["Bauer Eva vier".to_owned()], true);
    assert_eq!(short.frame(&session, 0), line("Bauer Eva", &[], 12));
    press(&mut short, &session, &[BrailleKey::PanRight]);
    assert_eq!(short.frame(&session, 0), line("vier", &[], 12));
}

#[test]
fn panning_reaches_rank_four_with_the_moves_squares_marked() {
    let session = session_after(&["e4"]);
    let mut views = BrailleViews::new(DisplaySize::line(40), Color::White);
    views.step(&["Bauer Eva vier".to_owned()], true);
    press(&mut views, &session, &[BrailleKey::PanRight]);
    assert_eq!(views.view(), View::Board);
    assert_eq!(views.frame(&session, 0), line("  abcdefgh", &[], 40));
    press(&mut views, &session, &[BrailleKey::PanRight]);
    assert_eq!(views.frame(&session, 0), line("8 rnbqkbnr", &[], 40));
    press(&mut views, &session, &[BrailleKey::LineDown; 4]);
    // e4: the pawn, upper case (dot 7), marked with dot 8.
    assert_eq!(views.frame(&session, 0), line("4 ....P...", &[6], 40));
    press(&mut views, &session, &[BrailleKey::LineDown; 2]);
    assert_eq!(views.frame(&session, 0), line("2 PPPP.PPP", &[6], 40));
}

#[test]
fn two_routing_keys_make_a_move_and_the_first_asks_what_stands_there() {
    let session = session_after(&["e4"]);
    let mut views = BrailleViews::new(DisplaySize::line(40), Color::White);
    views.key(BrailleKey::NextView, &session, 0);
    views.key(BrailleKey::LineDown, &session, 0);
    // Rank 8: cell 0 is its number, 1 a blank, 2 to 9 the files a to h.
    assert_eq!(views.square_at(8, &session, 0), Some(Square::G8));
    assert_eq!(views.square_at(0, &session, 0), None);
    assert_eq!(
        views.key(BrailleKey::Route(8), &session, 0),
        Some(KeyAction::Table(TableInput::Command(
            Command::Square,
            Argument::Square(Square::G8)
        )))
    );
    assert_eq!(views.selected(), Some(Square::G8));
    // The header names the selected square.
    views.key(BrailleKey::LineUp, &session, 0);
    assert_eq!(views.frame(&session, 0), line("  abcdefgh g8", &[], 40));
    press(&mut views, &session, &[BrailleKey::LineDown; 3]);
    let Some(KeyAction::Table(TableInput::Move(mv))) = views.key(BrailleKey::Route(7), &session, 0)
    else {
        panic!("f6 after g8 is a move");
    };
    assert_eq!((mv.from(), mv.to()), (Some(Square::G8), Square::F6));
    assert_eq!(views.selected(), None);
}

#[test]
fn a_square_twice_drops_the_selection_and_a_wrong_target_goes_to_the_table_to_be_refused() {
    let session = session_after(&[]);
    let mut views = BrailleViews::new(DisplaySize::line(20), Color::White);
    views.key(BrailleKey::NextView, &session, 0);
    press(&mut views, &session, &[BrailleKey::Bottom]);
    assert_eq!(views.frame(&session, 0), line("1 RNBQKBNR", &[], 20));
    views.key(BrailleKey::Route(8), &session, 0);
    assert_eq!(views.selected(), Some(Square::G1));
    assert_eq!(
        views.key(BrailleKey::Route(8), &session, 0),
        Some(KeyAction::Cancelled)
    );
    assert_eq!(views.selected(), None);
    // A black piece is read, not selected, when White is to move.
    views.key(BrailleKey::Top, &session, 0);
    views.key(BrailleKey::LineDown, &session, 0);
    views.key(BrailleKey::Route(8), &session, 0);
    assert_eq!(views.selected(), None);
    // g1 then g4: no such move; the table words the refusal.
    press(&mut views, &session, &[BrailleKey::Bottom]);
    views.key(BrailleKey::Route(8), &session, 0);
    press(&mut views, &session, &[BrailleKey::LineUp; 3]);
    assert_eq!(
        views.key(BrailleKey::Route(8), &session, 0),
        Some(KeyAction::Table(TableInput::Squares {
            from: Square::G1,
            to: Square::G4
        }))
    );
    // Routing keys outside the board view, or past a line's end, do nothing.
    views.key(BrailleKey::Home, &session, 0);
    assert_eq!(views.key(BrailleKey::Route(3), &session, 0), None);
}

#[test]
fn a_move_drops_the_selection_made_before_it() {
    let session = session_after(&[]);
    let mut views = BrailleViews::new(DisplaySize::line(40), Color::White);
    views.key(BrailleKey::NextView, &session, 0);
    views.key(BrailleKey::Bottom, &session, 0);
    views.key(BrailleKey::Route(8), &session, 0);
    assert_eq!(views.selected(), Some(Square::G1));
    views.step(&["Bauer Eva vier".to_owned()], true);
    assert_eq!(views.selected(), None);
    // The board stays the view: a step does not pull the display away.
    assert_eq!(views.view(), View::Board);
}

#[test]
fn a_display_shorter_than_a_rank_pans_through_it_and_routes_with_the_offset() {
    let session = session_after(&[]);
    let mut views = BrailleViews::new(DisplaySize::line(8), Color::White);
    assert!(!views.size().holds_a_rank());
    views.key(BrailleKey::NextView, &session, 0);
    views.key(BrailleKey::Bottom, &session, 0);
    assert_eq!(views.frame(&session, 0), line("1 RNBQKB", &[], 8));
    press(&mut views, &session, &[BrailleKey::PanRight]);
    assert_eq!(views.frame(&session, 0), line("NR", &[], 8));
    assert_eq!(views.square_at(0, &session, 0), Some(Square::G1));
    press(&mut views, &session, &[BrailleKey::PanLeft]);
    assert_eq!(views.frame(&session, 0), line("1 RNBQKB", &[], 8));
}

#[test]
fn black_at_the_bottom_reads_the_board_from_rank_one_file_h_first() {
    let session = session_after(&[]);
    let mut views = BrailleViews::new(DisplaySize::line(12), Color::Black);
    views.key(BrailleKey::NextView, &session, 0);
    assert_eq!(views.frame(&session, 0), line("  hgfedcba", &[], 12));
    views.key(BrailleKey::LineDown, &session, 0);
    assert_eq!(views.frame(&session, 0), line("1 RNBKQBNR", &[], 12));
    assert_eq!(views.square_at(2, &session, 0), Some(Square::H1));
}

#[test]
fn a_display_of_two_rows_shows_two_lines_and_pans_by_two() {
    let session = session_after(&[]);
    let mut views = BrailleViews::new(
        DisplaySize {
            columns: 20,
            rows: 2,
        },
        Color::White,
    );
    views.key(BrailleKey::NextView, &session, 0);
    let mut expected = line("  abcdefgh", &[], 20);
    expected.extend(line("8 rnbqkbnr", &[], 20));
    assert_eq!(views.frame(&session, 0), expected);
    views.key(BrailleKey::PanRight, &session, 0);
    // The second row's routing keys: cell 20 is the second row's first cell.
    assert_eq!(views.square_at(22, &session, 0), Some(Square::A6));
}

#[test]
fn the_views_follow_one_another_both_ways_and_home_returns_to_the_announcement() {
    let session = session_after(&["e4", "e5", "Nf3"]);
    let mut views = BrailleViews::new(DisplaySize::line(40), Color::White);
    views.step(&["Springer Felix drei".to_owned()], true);
    // Left of the announcement: the score sheet's last line.
    views.key(BrailleKey::PanLeft, &session, 0);
    assert_eq!(views.view(), View::ScoreSheet);
    assert_eq!(views.frame(&session, 0), line("2. Nf3", &[], 40));
    views.key(BrailleKey::LineUp, &session, 0);
    assert_eq!(views.frame(&session, 0), line("1. e4 e5", &[], 40));
    views.key(BrailleKey::PreviousView, &session, 0);
    assert_eq!(views.view(), View::Clocks);
    assert_eq!(views.frame(&session, 0), line("keine Uhr", &[], 40));
    views.key(BrailleKey::Home, &session, 0);
    assert_eq!(
        views.frame(&session, 0),
        line("Springer Felix drei", &[], 40)
    );
    // Right of the score sheet: the announcement again.
    views.key(BrailleKey::PreviousView, &session, 0);
    views.key(BrailleKey::PanRight, &session, 0);
    views.key(BrailleKey::PanRight, &session, 0);
    assert_eq!(views.view(), View::Announcement);
}

#[test]
fn the_clocks_show_the_side_to_move_first_as_digits() {
    let config = SessionConfig {
        time_control: Some("300".parse().unwrap()),
        ..SessionConfig::default()
    };
    let session = session_with(config, &[]);
    let mut views = BrailleViews::new(
        DisplaySize {
            columns: 20,
            rows: 2,
        },
        Color::White,
    );
    views.key(BrailleKey::PreviousView, &session, 0);
    views.key(BrailleKey::PreviousView, &session, 0);
    assert_eq!(views.view(), View::Clocks);
    let mut expected = line("Weiß 5:00", &[], 20);
    expected.extend(line("Schwarz 5:00", &[], 20));
    assert_eq!(views.frame(&session, 0), expected);
}

#[test]
fn a_black_piece_marked_as_the_last_move_stays_lower_case() {
    use super::dots::{DOT_7, MARK};
    let session = session_after(&["e4", "e5"]);
    let mut views = BrailleViews::new(DisplaySize::line(40), Color::White);
    press(&mut views, &session, &[BrailleKey::NextView]);
    press(&mut views, &session, &[BrailleKey::LineDown; 4]);
    let frame = views.frame(&session, 0);
    assert_eq!(frame, line("5 ....p...", &[6], 40));
    // e5's pawn: marked, and without dot 7 (the capital, a white piece).
    assert_eq!(frame[6] & MARK, MARK);
    assert_eq!(frame[6] & DOT_7, 0);
}
