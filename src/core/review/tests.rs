//! The cursor on a game's tree: steps, jumps, variations, clock readings.

use shakmaty::{Chess, Color, Move, Position};

use super::*;
use crate::core::pgn::read_games;

fn reviewed(pgn: &str) -> Review {
    let game = read_games(pgn.as_bytes()).next().unwrap().unwrap();
    Review::new(ReviewGame::from_pgn(&game))
}

fn said(review: &Review) -> String {
    review
        .last_said(&Voice::fide(), Style::Short, Some(UiLanguage::GERMAN))
        .unwrap_or_default()
}

#[test]
fn steps_forward_and_back_and_jumps_on_the_main_line() {
    let mut r = reviewed("1. e4 e5 2. Nf3 Nc6 3. Bb5 *");
    assert!(r.at_start());
    assert_eq!(r.back(), Err(Stop::AtStart));
    assert_eq!(r.forward(), Ok(Moved::Forward));
    assert_eq!(said(&r), "Zug eins, Weiß: Bauer Eva vier");
    r.forward().unwrap();
    assert_eq!(said(&r), "Zug eins, Schwarz: Bauer Eva fünf");
    let Ok(Moved::Back(undone)) = r.back() else {
        panic!("a step back")
    };
    assert_eq!(
        r.said_at(undone, &Voice::fide(), Style::Short, None),
        "Bauer Eva fünf"
    );
    assert_eq!(r.go_to(2, Color::Black), Moved::Jumped);
    assert_eq!(said(&r), "Zug zwei, Schwarz: Springer Cesar sechs");
    assert_eq!(r.go_to(40, Color::White), Moved::Jumped);
    assert!(r.at_end());
    assert_eq!(
        r.forward(),
        Err(Stop::AtEnd {
            in_variation: false
        })
    );
    r.to_start();
    assert_eq!(r.position(), &Chess::default());
    assert_eq!(r.game().history().len(), 0);
}

#[test]
fn variations_are_entered_left_and_nested() {
    let mut r = reviewed("1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) 2... d6) (1... e6) 2. Nf3 Nc6 *");
    r.forward().unwrap();
    assert_eq!(r.alternatives(), Vec::new(), "1. e4 has no alternative");
    assert_eq!(r.into_variation(1), Err(Stop::NoVariation { count: 0 }));
    r.forward().unwrap();
    assert_eq!(
        r.alternatives().len(),
        2,
        "1... c5 and 1... e6 replace 1... e5"
    );
    assert_eq!(r.into_variation(3), Err(Stop::NoVariation { count: 2 }));
    assert_eq!(r.into_variation(1), Ok(Moved::IntoVariation { number: 1 }));
    assert_eq!(said(&r), "Zug eins, Schwarz: Bauer Cesar fünf");
    assert_eq!(r.depth(), 1);
    r.forward().unwrap();
    assert_eq!(said(&r), "Zug zwei, Weiß: Springer Felix drei");
    // Into the nested variation: 2. Nc3 instead of 2. Nf3.
    r.into_variation(1).unwrap();
    assert_eq!(said(&r), "Zug zwei, Weiß: Springer Cesar drei");
    r.forward().unwrap();
    assert_eq!(r.forward(), Err(Stop::AtEnd { in_variation: true }));
    assert_eq!(r.game().history().len(), 4);
    // Out: back on the outer variation just after 2. Nf3.
    assert_eq!(r.out_of_variation(), Ok(Moved::OutOfVariation));
    assert_eq!(r.depth(), 1);
    assert_eq!(said(&r), "Zug zwei, Weiß: Springer Felix drei");
    r.forward().unwrap();
    assert_eq!(said(&r), "Zug zwei, Schwarz: Bauer David sechs");
    r.out_of_variation().unwrap();
    assert_eq!(r.depth(), 0);
    assert_eq!(said(&r), "Zug eins, Schwarz: Bauer Eva fünf");
    assert_eq!(r.out_of_variation(), Err(Stop::OnMainLine));
    // Back from a variation's first move, then back again: out of it, one move back.
    r.into_variation(2).unwrap();
    assert!(matches!(r.back(), Ok(Moved::Back(_))));
    assert_eq!(r.depth(), 1);
    assert!(matches!(r.back(), Ok(Moved::Back(_))));
    assert_eq!(r.depth(), 0);
    assert!(r.at_start());
    // A jump always lands on the main line.
    r.forward().unwrap();
    r.forward().unwrap();
    r.into_variation(1).unwrap();
    r.to_end();
    assert_eq!(r.depth(), 0);
    assert_eq!(r.position().fullmoves().get(), 3);
}

#[test]
fn clock_times_follow_the_path_taken() {
    let mut r = reviewed(
        "1. e4 { [%clk 0:04:58] } e5 { [%clk 0:04:55] } \
         (1... c5 { [%clk 0:04:40] }) 2. Nf3 { [%clk 0:04:50] } *",
    );
    assert_eq!(r.clocks(), [None, None]);
    r.forward().unwrap();
    assert_eq!(r.clocks(), [Some(298_000), None]);
    r.forward().unwrap();
    r.forward().unwrap();
    assert_eq!(r.clocks(), [Some(290_000), Some(295_000)]);
    r.go_to(1, Color::Black);
    r.into_variation(1).unwrap();
    assert_eq!(r.clocks(), [Some(298_000), Some(280_000)]);
}

#[test]
fn a_game_played_at_the_table_keeps_its_clock_readings() {
    let game = crate::core::game::played(&["e2e4", "e7e5"]);
    let reviewed = ReviewGame::from_played(&game, Some(&[299_500, 3_601_000]), "Anna", "Bert");
    assert_eq!(reviewed.main.notes[0].clock_ms(), Some(299_000));
    assert_eq!(reviewed.main.notes[1].clock_ms(), Some(3_601_000));
    assert_eq!(reviewed.white, "Anna");
    assert_eq!(reviewed.result, "*");
}

/// A game of `plies` half-moves of knights going out and back, with a variation of `inside`
/// half-moves replacing its move `at` (also knights, the other way round).
fn long_game(plies: usize, at: usize, inside: usize) -> String {
    let main = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let other = ["Nc3", "Nc6", "Nb1", "Nb8"];
    let mut text = String::new();
    for index in 0..plies {
        text.push_str(main[index % 4]);
        text.push(' ');
        if index == at {
            text.push('(');
            for inner in 0..inside {
                // The variation replaces move `at`: it starts with the other side's knight when
                // `at` is Black's.
                text.push_str(other[(inner + at % 2) % 4]);
                text.push(' ');
            }
            text.push_str(") ");
        }
    }
    text.push('*');
    text
}

/// The positions before each move of `moves` from the standard start.
fn positions_before(moves: &[Move]) -> Vec<Chess> {
    let mut position = Chess::default();
    moves
        .iter()
        .map(|&m| {
            let before = position.clone();
            position.play_unchecked(m);
            before
        })
        .collect()
}

#[test]
fn a_long_game_stepped_back_from_its_end_gives_every_position_and_opening() {
    let mut r = reviewed(&long_game(1000, 700, 100));
    let main = r.game_reviewed().main.moves.clone();
    let befores = positions_before(&main);
    r.to_end();
    assert_eq!(r.path_len(), 1000);
    let mut openings = Vec::new();
    for index in (0..1000).rev() {
        assert_eq!(r.position_before_last().as_ref(), Some(&befores[index]));
        openings.push(r.opening_before_last());
        assert!(matches!(r.back(), Ok(Moved::Back(_))));
        assert_eq!(r.position(), &befores[index], "after taking back {index}");
    }
    assert!(r.at_start());
    // The same openings as stepping forward from the start.
    openings.reverse();
    for (index, opening) in openings.into_iter().enumerate() {
        r.forward().unwrap();
        assert_eq!(r.opening_before_last(), opening, "move {index}");
    }
}

#[test]
fn a_long_variation_entered_deep_in_a_game_is_left_where_it_was_entered() {
    let mut r = reviewed(&long_game(1000, 700, 100));
    r.to_ply(701);
    let before_variation = r.position_before_last();
    r.into_variation(1).unwrap();
    for _ in 1..100 {
        r.forward().unwrap();
    }
    assert_eq!(r.path_len(), 800);
    // Half-way back, then out: on the main line just after the move the variation replaces.
    for _ in 0..50 {
        r.back().unwrap();
    }
    r.out_of_variation().unwrap();
    assert_eq!(r.path_len(), 701);
    assert_eq!(r.position_before_last(), before_variation);
    let main = r.game_reviewed().main.moves.clone();
    let befores = positions_before(&main);
    for index in (0..701).rev() {
        r.back().unwrap();
        assert_eq!(r.position(), &befores[index], "after taking back {index}");
    }
}

/// The `[%clk]` after a move is the time the mover had left when the move was made, as a DGT
/// relay and Lichess write it: not that plus the next move's increment, which a FIDE clock
/// credits at the press (it was written 30 s above the relay's in a 90+30 game).
#[test]
fn the_clock_comment_after_a_move_does_not_count_the_next_increment() {
    use crate::core::session::{Input, Session, SessionConfig};
    let config = SessionConfig {
        time_control: Some("5400+30".parse().unwrap()),
        auto_press: true,
        ..SessionConfig::default()
    };
    let mut session = Session::new(config, Voice::fide(), Game::new(), 0);
    let mut position = Chess::default();
    for (at_ms, uci) in [(10_000, "e2e4"), (15_000, "e7e5"), (75_000, "g1f3")] {
        let m = shakmaty::uci::UciMove::from_ascii(uci.as_bytes())
            .unwrap()
            .to_move(&position)
            .unwrap();
        position.play_unchecked(m);
        session.handle(at_ms, Input::Move(m));
    }
    let pgn = crate::core::pgn::write_pgn(
        &[],
        &Chess::default(),
        shakmaty::CastlingMode::Standard,
        &session.game().moves(),
        session.clock_log(),
        "*",
    );
    assert!(
        pgn.contains("1. e4 {[%clk 1:30:30]} 1... e5 {[%clk 1:30:25]} 2. Nf3 {[%clk 1:30:00]}"),
        "{pgn}"
    );
}
