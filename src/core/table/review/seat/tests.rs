//! The table going over a game: each line's answer, through the pure table.

use shakmaty::Position;

use crate::core::game::Game;
use crate::core::pgn::read_games;
use crate::core::review::ReviewGame;
use crate::core::session::{Argument, Command, Session, SessionConfig};
use crate::core::table::{Table, TableEffect, TableInput, TableSetup};
use crate::core::voice::Voice;

const GAME: &str = "[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"0-1\"]\n\n\
    { A short game. } 1. f3 { [%clk 0:04:58] [%eval -0.6] } e5 { [%clk 0:04:57] } \
    2. g4 $4 { [%eval #-1] Losing at once. [%clk 0:04:50] } (2. e4 $1) (2. Nc3) \
    2... Qh4# { [%clk 0:04:55] } 0-1\n";

fn table(voice: Voice) -> Table {
    review_of(GAME, voice)
}

/// The table going over the first game of `pgn`, not yet started.
fn review_of(pgn: &str, voice: Voice) -> Table {
    let game = read_games(pgn.as_bytes()).next().unwrap().unwrap();
    let reviewed = ReviewGame::from_pgn(&game);
    let start = Game::from_position(reviewed.start.clone(), reviewed.castling_mode);
    let session = Session::new(SessionConfig::default(), voice, start, 0);
    Table::new(
        session,
        TableSetup {
            review: Some(reviewed),
            ..TableSetup::default()
        },
    )
}

/// A new game in English, each move completed at once, opened.
fn new_game_table() -> Table {
    let config = SessionConfig {
        auto_press: true,
        ..SessionConfig::default()
    };
    let session = Session::new(config, Voice::builtin("en").unwrap(), Game::new(), 0);
    let mut table = Table::new(session, TableSetup::default());
    table.start(0);
    table
}

fn said(effects: &[TableEffect]) -> Vec<String> {
    crate::core::table::tests::said(effects)
}

fn line(table: &mut Table, text: &str) -> Vec<String> {
    said(&table.handle(0, TableInput::Line(text.to_owned())))
}

#[test]
fn a_review_says_each_move_with_its_marks_variations_and_comments() {
    let mut t = table(Voice::builtin("en").unwrap());
    assert_eq!(
        said(&t.start(0)),
        [
            "Anna against Bert, Black won, 4 half-moves; Enter steps forward",
            "the game has a comment: say comment",
        ]
    );
    assert_eq!(line(&mut t, "comment"), ["A short game."]);
    // A position with a name of its own in the openings data is named once.
    assert_eq!(
        line(&mut t, ""),
        ["move one, White: Pawn Foxtrot three; Barnes Opening"]
    );
    assert_eq!(line(&mut t, "eval"), ["Black is about a pawn up"]);
    assert_eq!(line(&mut t, "comment"), ["no comment here"]);
    line(&mut t, "");
    assert_eq!(
        line(&mut t, ""),
        [
            "move two, White: Pawn Golf four, blunder, better Pawn Echo four; variation Knight Charlie three; comment"
        ]
    );
    assert_eq!(line(&mut t, "comment"), ["blunder. Losing at once."]);
    assert_eq!(line(&mut t, "eval"), ["mate in one for Black"]);
    assert_eq!(
        line(&mut t, "time"),
        ["White four minutes fifty seconds, Black four minutes fifty-seven seconds"]
    );
    assert_eq!(
        line(&mut t, "variation 2"),
        ["variation 2: move two, White: Knight Charlie three"]
    );
    assert_eq!(
        t.session()
            .game()
            .position()
            .board()
            .piece_at(shakmaty::Square::C3),
        Some(shakmaty::Piece {
            color: shakmaty::Color::White,
            role: shakmaty::Role::Knight
        }),
        "the faces show the variation's position"
    );
    assert_eq!(line(&mut t, ""), ["end of the variation; out goes back"]);
    assert_eq!(
        line(&mut t, "out"),
        [
            "main line: move two, White: Pawn Golf four, blunder, better Pawn Echo four; variation Knight Charlie three; comment"
        ]
    );
    assert_eq!(
        line(&mut t, ""),
        [
            "move two, Black: Queen Hotel four checkmate; Barnes Opening: Fool's Mate; end of the game: Black won"
        ]
    );
    assert_eq!(line(&mut t, "where white king"), ["White: King Echo one"]);
}

#[test]
fn nothing_is_played_or_recorded_in_a_review() {
    let mut t = table(Voice::fide());
    t.start(0);
    let effects = t.handle(0, TableInput::Line("e4".to_owned()));
    assert_eq!(
        said(&effects),
        [
            "beim Nachspielen: Enter oder vor, zurück, gehe 12, gehe 12 schwarz, anfang, schluss, variante, raus, kommentar, oder eine Frage wie brett"
        ]
    );
    let m = shakmaty::Move::Normal {
        role: shakmaty::Role::Pawn,
        from: shakmaty::Square::E2,
        capture: None,
        to: shakmaty::Square::E4,
        promotion: None,
    };
    let effects = t.handle(0, TableInput::Move(m));
    assert_eq!(
        said(&effects),
        ["beim Nachspielen wird nichts gezogen: Enter geht vor"]
    );
    let effects = t.handle(0, TableInput::Command(Command::Undo, Argument::None));
    assert_eq!(
        said(&effects),
        ["beim Nachspielen wird nichts gezogen: Enter geht vor"]
    );
    assert!(t.session().game().history().is_empty());
    assert_eq!(
        said(&t.handle(0, TableInput::Line("analysieren".to_owned()))),
        ["eine Datei wird mit dem Befehl annabella analyse DATEI analysiert"]
    );
    let effects = t.handle(0, TableInput::Quit);
    assert!(
        effects
            .iter()
            .all(|e| !matches!(e, TableEffect::Record(_) | TableEffect::SaveGame { .. }))
    );
    assert!(t.wants_to_quit());
}

#[test]
fn a_game_ended_at_the_table_is_reviewed_there() {
    let mut t = new_game_table();
    assert_eq!(
        line(&mut t, "review"),
        ["review opens once the game has ended"]
    );
    // Help names what works now: no review before the end, review and analyse first after it.
    let help_more = line(&mut t, "help more").join(" ");
    assert!(!help_more.contains("review"), "{help_more}");
    for m in ["f3", "e5", "g4", "Qh4"] {
        line(&mut t, m);
    }
    assert!(t.game_session().game().is_over());
    let help = line(&mut t, "help").join(" ");
    assert!(help.contains("review, analyse, moves, board"), "{help}");
    assert_eq!(
        line(&mut t, "review"),
        ["White against Black, Black won, 4 half-moves; Enter steps forward"]
    );
    assert!(
        t.session().game().history().is_empty(),
        "the review starts at the start"
    );
    assert_eq!(
        line(&mut t, "end"),
        ["move two, Black: Queen Hotel four checkmate; end of the game: Black won"]
    );
    assert_eq!(t.game_session().game().history().len(), 4);
}

/// An analysis that ends while the game is reviewed: the review reads its marks at once, and
/// stays where it was.
#[test]
fn an_analysis_done_during_the_review_marks_the_moves_where_the_review_stands() {
    use crate::core::table::{EngineAnswer, EngineRequest};
    let mut t = new_game_table();
    for m in ["f3", "e5", "g4", "Qh4"] {
        line(&mut t, m);
    }
    line(&mut t, "review");
    assert_eq!(line(&mut t, "go 2"), ["move two, White: Pawn Golf four"]);
    let mut effects = t.handle(0, TableInput::Line("analyse".to_owned()));
    // The engine's answers: even, even, even, then mate in one for Black (to move).
    let answers = [
        (Some(20), None, "e2e4"),
        (Some(0), None, "e7e5"),
        (Some(-50), None, "b1c3"),
        (None, Some(1), "d8h4"),
    ];
    for (centipawns, mate, best) in answers {
        let Some(&EngineRequest::Evaluate { ticket, plies, .. }) =
            effects.iter().find_map(|e| match e {
                TableEffect::Engine(request) => Some(request),
                _ => None,
            })
        else {
            panic!("an evaluation asked: {effects:?}")
        };
        let position = {
            let mut p = t.game_session().game().start().clone();
            for &m in &t.game_session().game().moves()[..plies] {
                p.play_unchecked(m);
            }
            p
        };
        let best = best
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(&position)
            .unwrap();
        effects = t.handle(
            0,
            TableInput::Engine(EngineAnswer::Evaluated {
                ticket,
                centipawns,
                mate,
                best,
            }),
        );
    }
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, TableEffect::SaveAnalysis(_))),
        "{effects:?}"
    );
    assert_eq!(
        line(&mut t, "review"),
        ["move two, White: Pawn Golf four, blunder, better Knight Charlie three"]
    );
}

/// A seat on `pgn`'s first game, in the FIDE voice.
fn seat(pgn: &str) -> super::ReviewSeat {
    let game = read_games(pgn.as_bytes()).next().unwrap().unwrap();
    super::ReviewSeat::new(
        ReviewGame::from_pgn(&game),
        SessionConfig::default(),
        Voice::fide(),
    )
}

/// The position shown is the cursor's, with the moves that lead there.
fn assert_shows_the_cursor(seat: &super::ReviewSeat, after: &str) {
    let shown = seat.shown().game();
    assert_eq!(shown.position(), seat.review().position(), "after {after}");
    assert_eq!(shown.moves(), seat.review().moves_played(), "after {after}");
}

#[test]
fn each_step_moves_the_position_shown_with_the_cursor() {
    use crate::core::review::ReviewWord::{Back, End, Forward, Go, Into, Out, Start};
    let mut seat = seat(GAME);
    for (word, name) in [
        (Forward, "forward"),
        (Forward, "forward"),
        (Forward, "forward"),
        (Back, "back"),
        (Into(1), "into 1"),
        (Back, "back in the variation"),
        (Back, "back out of it"),
        (Forward, "forward"),
        (Into(2), "into 2"),
        (Out, "out"),
        (Forward, "forward to the end"),
        (Start, "start"),
        (End, "end"),
        (Back, "back from the end"),
        (Go(1, shakmaty::Color::Black), "go 1 black"),
        (Forward, "forward"),
    ] {
        seat.word(word);
        assert_shows_the_cursor(&seat, name);
    }
}

#[test]
fn a_game_that_goes_on_past_an_automatic_ending_is_shown_to_its_end() {
    // Fivefold repetition at move 9, then the file goes on: the review shows every move.
    let shuffle = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 \
                   7. Nf3 Nf6 8. Ng1 Ng8 9. e4 e5 *";
    let mut seat = seat(shuffle);
    for step in 0..18 {
        seat.word(crate::core::review::ReviewWord::Forward);
        assert_shows_the_cursor(&seat, &format!("step {step}"));
    }
    seat.word(crate::core::review::ReviewWord::Back);
    assert_shows_the_cursor(&seat, "back");
}

/// A move with a storm of comments: `comment` says the first ones and that there are more, not
/// a million sentences.
#[test]
fn a_storm_of_comments_is_said_in_part() {
    let comments: Vec<String> = (1..=100).map(|n| format!("{{ note {n} }}")).collect();
    let pgn = format!("1. e4 {} *\n", comments.join(" "));
    let mut t = review_of(&pgn, Voice::builtin("en").unwrap());
    t.start(0);
    line(&mut t, "");
    let said = line(&mut t, "comment");
    let expected: Vec<String> = (1..=24).map(|n| format!("note {n}")).collect();
    assert_eq!(said, [format!("{}. …", expected.join(". "))]);
}

/// A storm of the same mark on one move says it once.
#[test]
fn a_storm_of_one_mark_says_it_once() {
    let pgn = format!("1. e4 {} *\n", vec!["$1"; 1000].join(" "));
    let mut t = review_of(&pgn, Voice::builtin("en").unwrap());
    t.start(0);
    let said = line(&mut t, "");
    assert_eq!(said.len(), 1, "{said:?}");
    assert_eq!(said[0].matches("good move").count(), 1, "{said:?}");
}

#[test]
fn a_review_of_one_half_move_says_it_in_the_singular() {
    let said_at_start = |seat: &super::ReviewSeat| -> Vec<String> {
        seat.opening()
            .into_iter()
            .filter_map(|effect| match effect {
                crate::core::session::Effect::Say(u) => Some(u.text),
                _ => None,
            })
            .collect()
    };
    let one = seat("[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"*\"]\n\n1. e4 *\n");
    let header = said_at_start(&one).join(" ");
    assert!(header.contains("1 Halbzug;"), "{header}");
    let two = seat("[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"*\"]\n\n1. e4 e5 *\n");
    let header = said_at_start(&two).join(" ");
    assert!(header.contains("2 Halbzüge;"), "{header}");
}
