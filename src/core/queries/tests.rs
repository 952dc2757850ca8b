use super::*;
use shakmaty::{Chess, File, Rank, Role, Square};

use crate::core::game::Game;
use crate::core::phrasing::Style;
use crate::core::voice::Voice;

#[test]
fn the_compact_board_is_one_rank_a_line_from_rank_eight() {
    let pos: Chess = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        .parse::<shakmaty::fen::Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap();
    assert_eq!(
        board_compact(&pos),
        [
            "rnbqkbnr", "pppppppp", "........", "........", "....P...", "........", "PPPP.PPP",
            "RNBQKBNR"
        ]
    );
}
use shakmaty::san::San;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// Ruy Lopez, Closed, before 6.Re1.
const LOPEZ: &str = "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6";
const EN_PASSANT: &str = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
const PROMOTION: &str = "2r3k1/3P4/8/8/8/8/8/4K3 w - - 0 1";
const PINNED: &str = "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1";
const CHECKED: &str = "4r1k1/8/8/8/8/8/8/1N2K3 w - - 0 1";
const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
const STALEMATE: &str = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
const PAWNS: &str = "4k3/1p6/8/2P5/2P5/8/P5P1/4K3 w - - 0 1";
const KINGS: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

fn pos(fen: &str) -> Chess {
    Game::from_fen(fen, None).unwrap().position().clone()
}

fn de() -> Voice {
    Voice::fide()
}

fn en() -> Voice {
    Voice::builtin("en").unwrap()
}

fn fr() -> Voice {
    Voice::builtin("fr").unwrap()
}

fn game(fen: &str, sans: &[&str]) -> Game {
    let mut game = Game::from_fen(fen, None).unwrap();
    for san in sans {
        let m = San::from_ascii(san.as_bytes())
            .unwrap()
            .to_move(game.position())
            .unwrap();
        game.play(m).unwrap();
    }
    game
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn query(role: Role, color: Option<Color>) -> PieceQuery {
    PieceQuery { role, color }
}

#[test]
fn board_of_the_start_position() {
    assert_eq!(
        board(&pos(START), &de()),
        "Weiß: König Eva eins, Dame David eins, Türme Anna eins, Hector eins, \
         Läufer Cesar eins, Felix eins, Springer Bella eins, Gustav eins, \
         Bauern Anna zwei, Bella zwei, Cesar zwei, David zwei, Eva zwei, Felix zwei, \
         Gustav zwei, Hector zwei; \
         Schwarz: König Eva acht, Dame David acht, Türme Anna acht, Hector acht, \
         Läufer Cesar acht, Felix acht, Springer Bella acht, Gustav acht, \
         Bauern Anna sieben, Bella sieben, Cesar sieben, David sieben, Eva sieben, \
         Felix sieben, Gustav sieben, Hector sieben; Weiß am Zug"
    );
}

#[test]
fn board_singular_and_endings() {
    assert_eq!(
        board(&pos(EN_PASSANT), &de()),
        "Weiß: König Eva eins, Bauer Eva fünf; Schwarz: König Eva acht, Bauer David fünf; \
         Weiß am Zug"
    );
    assert_eq!(
        board(&pos(EN_PASSANT), &en()),
        "White: King Echo one, Pawn Echo five; Black: King Echo eight, Pawn Delta five; \
         White to move"
    );
    assert_eq!(
        board(&pos(STALEMATE), &fr()),
        "Blancs : Roi Gaston six, Dame François sept ; Noirs : Roi Henri huit ; pat"
    );
    assert_eq!(
        board(&pos(KINGS), &de()),
        "Weiß: König Eva eins; Schwarz: König Eva acht; Weiß am Zug"
    );
}

#[test]
fn where_pieces_are() {
    let p = pos(LOPEZ);
    assert_eq!(
        where_is(&p, &de(), query(Role::Knight, None)),
        "Weiß: Springer Bella eins, Felix drei; Schwarz: Springer Cesar sechs, Felix sechs"
    );
    assert_eq!(
        where_is(&p, &de(), query(Role::Bishop, Some(Color::White))),
        "Weiß: Läufer Cesar eins, Anna vier"
    );
    assert_eq!(
        where_is(&p, &de(), query(Role::Queen, Some(Color::Black))),
        "Schwarz: Dame David acht"
    );
    let p = pos(PROMOTION);
    assert_eq!(
        where_is(&p, &de(), query(Role::Rook, None)),
        "Weiß: keine Türme; Schwarz: Turm Cesar acht"
    );
    assert_eq!(
        where_is(&p, &en(), query(Role::Knight, None)),
        "White: no Knights; Black: no Knights"
    );
    assert_eq!(
        where_is(&p, &fr(), query(Role::Rook, Some(Color::White))),
        "Blancs : pas de Tour"
    );
}

#[test]
fn what_is_on_a_square() {
    let p = pos(LOPEZ);
    assert_eq!(square(&p, &de(), sq("e4")), "Eva vier: weißer Bauer");
    assert_eq!(square(&p, &de(), sq("d8")), "David acht: schwarze Dame");
    assert_eq!(square(&p, &de(), sq("e2")), "Eva zwei: leer");
    assert_eq!(square(&p, &en(), sq("c6")), "Charlie six: black Knight");
    assert_eq!(square(&p, &fr(), sq("a8")), "Anatole huit : Tour noire");
    assert_eq!(square(&p, &fr(), sq("d1")), "Désiré un : Dame blanche");
    assert_eq!(square(&p, &fr(), sq("e3")), "Eugène trois : vide");
}

#[test]
fn ranks_and_files_compress_empty_runs() {
    let p = pos(LOPEZ);
    assert_eq!(
        rank(&p, &de(), Rank::Second),
        "Reihe zwei: Anna weißer Bauer, Bella weißer Bauer, Cesar weißer Bauer, \
         David weißer Bauer, Eva leer, Felix weißer Bauer, Gustav weißer Bauer, \
         Hector weißer Bauer"
    );
    assert_eq!(
        file(&p, &de(), File::E),
        "Linie Eva: eins bis drei leer, vier weißer Bauer, fünf schwarzer Bauer, sechs leer, \
         sieben schwarzer Läufer, acht schwarzer König"
    );
    let p = pos(PINNED);
    assert_eq!(
        rank(&p, &de(), Rank::Second),
        "Reihe zwei: Anna bis David leer, Eva weißer Läufer, Felix bis Hector leer"
    );
    assert_eq!(rank(&p, &de(), Rank::Fourth), "Reihe vier: leer");
    assert_eq!(
        rank(&p, &en(), Rank::Eighth),
        "rank eight: Alpha to Delta empty, Echo black Rook, Foxtrot empty, Golf black King, \
         Hotel empty"
    );
    assert_eq!(
        file(&p, &fr(), File::E),
        "colonne Eugène : un Roi blanc, deux Fou blanc, trois à sept vides, huit Tour noire"
    );
    assert_eq!(file(&p, &en(), File::A), "Alpha file: empty");
}

#[test]
fn both_diagonals_through_a_square() {
    let p = pos(LOPEZ);
    assert_eq!(
        diagonal(&p, &de(), sq("e4")),
        "Diagonale Bella eins bis Hector sieben: Bella eins weißer Springer, \
         Cesar zwei weißer Bauer, David drei leer, Eva vier weißer Bauer, \
         Felix fünf bis Gustav sechs leer, Hector sieben schwarzer Bauer; \
         Diagonale Hector eins bis Anna acht: Hector eins leer, Gustav zwei weißer Bauer, \
         Felix drei weißer Springer, Eva vier weißer Bauer, David fünf leer, \
         Cesar sechs schwarzer Springer, Bella sieben schwarzer Bauer, \
         Anna acht schwarzer Turm"
    );
    // A corner has one diagonal; the other would be the corner alone.
    assert_eq!(
        diagonal(&pos(KINGS), &de(), sq("a1")),
        "Diagonale Anna eins bis Hector acht: leer"
    );
    assert_eq!(
        diagonal(&pos(KINGS), &en(), sq("h1")),
        "diagonal Hotel one to Alpha eight: empty"
    );
    assert_eq!(
        diagonal(&pos(STALEMATE), &fr(), sq("b1")),
        "diagonale Berthe un à Henri sept : Berthe un à François cinq vides, \
         Gaston six Roi blanc, Henri sept vide ; diagonale Berthe un à Anatole deux : vide"
    );
}

#[test]
fn attackers_and_defenders() {
    let p = pos(LOPEZ);
    assert_eq!(
        attackers(&p, &de(), sq("e5")),
        "Eva fünf: schwarzer Bauer; angegriffen von Springer Felix drei; \
         verteidigt von Springer Cesar sechs"
    );
    assert_eq!(
        attackers(&p, &de(), sq("d5")),
        "David fünf: leer; angegriffen von Weiß: Bauer Eva vier; \
         angegriffen von Schwarz: Springer Felix sechs"
    );
    assert_eq!(
        attackers(&p, &de(), sq("c6")),
        "Cesar sechs: schwarzer Springer; angegriffen von Läufer Anna vier; \
         verteidigt von Bauer Bella sieben, Bauer David sieben"
    );
    assert_eq!(
        attackers(&p, &en(), sq("e5")),
        "Echo five: black Pawn; attacked by Knight Foxtrot three; \
         defended by Knight Charlie six"
    );
    assert_eq!(
        attackers(&p, &fr(), sq("d5")),
        "Désiré cinq : vide ; contrôlée par les Blancs : Pion Eugène quatre ; \
         contrôlée par les Noirs : Cavalier François six"
    );
    let p = pos(EN_PASSANT);
    assert_eq!(
        attackers(&p, &de(), sq("e5")),
        "Eva fünf: weißer Bauer; nicht angegriffen; nicht verteidigt"
    );
    assert_eq!(
        attackers(&p, &de(), sq("a4")),
        "Anna vier: leer; nicht angegriffen von Weiß; nicht angegriffen von Schwarz"
    );
    assert_eq!(
        attackers(&p, &fr(), sq("d5")),
        "Désiré cinq : Pion noir ; aucun attaquant ; aucun défenseur"
    );
}

#[test]
fn attackers_cheapest_first() {
    assert_eq!(
        attackers(&pos(START), &de(), sq("f3")),
        "Felix drei: leer; angegriffen von Weiß: Bauer Eva zwei, Bauer Gustav zwei, \
         Springer Gustav eins; nicht angegriffen von Schwarz"
    );
    assert_eq!(
        attackers(&pos(START), &en(), sq("d2")),
        "Delta two: white Pawn; not attacked; defended by Knight Bravo one, \
         Bishop Charlie one, Queen Delta one, King Echo one"
    );
}

/// Every answer, on every square, in every voice: said, with no template slot left over.
#[test]
fn no_slot_left_unfilled() {
    let g = game(START, &["e4", "d5", "exd5", "Qxd5", "Nc3"]);
    for voice in Voice::builtins() {
        for fen in [
            START, LOPEZ, EN_PASSANT, PROMOTION, PINNED, CHECKED, FOOLS_MATE,
        ] {
            let p = pos(fen);
            let mut said = vec![
                board(&p, &voice),
                material(&p, &voice),
                pawn_structure(&p, &voice),
                turn(&p, &voice),
            ];
            for role in Role::ALL {
                said.push(where_is(&p, &voice, query(role, None)));
            }
            for s in Square::ALL {
                said.push(square(&p, &voice, s));
                said.push(diagonal(&p, &voice, s));
                said.push(attackers(&p, &voice, s));
                said.push(legal(&p, &voice, s));
            }
            for i in 0..8 {
                said.push(rank(&p, &voice, Rank::new(i)));
                said.push(file(&p, &voice, File::new(i)));
            }
            said.push(last_move(&g, &voice, Style::Long));
            said.extend(score_sheet(&g, &voice, Style::Short));
            for text in said {
                assert!(!text.is_empty(), "{}: empty answer on {fen}", voice.name());
                assert!(
                    !text.contains('{'),
                    "{}: unfilled slot in {text}",
                    voice.name()
                );
                assert!(
                    !text.contains("  "),
                    "{}: double space in {text}",
                    voice.name()
                );
            }
        }
    }
}

#[test]
fn legal_moves_of_a_piece() {
    let p = pos(START);
    assert_eq!(
        legal(&p, &de(), sq("g1")),
        "Gustav eins: Springer Felix drei, Springer Hector drei"
    );
    assert_eq!(
        legal(&p, &de(), sq("e2")),
        "Eva zwei: Bauer Eva drei, Bauer Eva vier"
    );
    assert_eq!(legal(&p, &de(), sq("e4")), "Eva vier: leer");
    assert_eq!(
        legal(&p, &de(), sq("d7")),
        "David sieben: schwarzer Bauer; Schwarz ist nicht am Zug"
    );
    assert_eq!(
        legal(&p, &de(), sq("a1")),
        "Anna eins: weißer Turm, keine legalen Züge"
    );
    assert_eq!(
        legal(&pos(EN_PASSANT), &de(), sq("e5")),
        "Eva fünf: Bauer Eva schlägt David sechs en passant, Bauer Eva sechs"
    );
    assert_eq!(
        legal(&pos(PROMOTION), &en(), sq("d7")),
        "Delta seven: Pawn Delta takes Charlie eight promotes to Queen check, \
         Pawn Delta takes Charlie eight promotes to Rook check, \
         Pawn Delta takes Charlie eight promotes to Bishop, \
         Pawn Delta takes Charlie eight promotes to Knight, \
         Pawn Delta eight promotes to Queen check, Pawn Delta eight promotes to Rook check, \
         Pawn Delta eight promotes to Bishop, Pawn Delta eight promotes to Knight"
    );
    assert_eq!(
        legal(&pos(PINNED), &de(), sq("e2")),
        "Eva zwei: weißer Läufer, keine legalen Züge, gefesselt"
    );
    assert_eq!(
        legal(&pos(PINNED), &fr(), sq("e2")),
        "Eugène deux : Fou blanc, aucun coup légal, pièce clouée"
    );
    assert_eq!(
        legal(&pos(CHECKED), &de(), sq("b1")),
        "Bella eins: weißer Springer, keine legalen Züge, Weiß steht im Schach"
    );
    assert_eq!(
        legal(&pos(FOOLS_MATE), &en(), sq("e2")),
        "Echo two: white Pawn, no legal moves, White is checkmated"
    );
    // Both castlings, in the king's list.
    let castles = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(
        legal(&castles, &de(), sq("e1")),
        "Eva eins: Lange Rochade, König David eins, König Felix eins, Kurze Rochade, \
         König David zwei, König Eva zwei, König Felix zwei"
    );
}

#[test]
fn material_and_balance() {
    assert_eq!(
        material(&pos(START), &de()),
        "Weiß: Dame, zwei Türme, zwei Läufer, zwei Springer, acht Bauern; \
         Schwarz: Dame, zwei Türme, zwei Läufer, zwei Springer, acht Bauern; \
         Material ausgeglichen"
    );
    assert_eq!(
        material(&pos(PROMOTION), &de()),
        "Weiß: Bauer; Schwarz: Turm; Schwarz plus vier"
    );
    assert_eq!(
        material(&pos(STALEMATE), &de()),
        "Weiß: Dame; Schwarz: nur König; Weiß plus neun"
    );
    assert_eq!(
        material(&pos(PAWNS), &en()),
        "White: four Pawns; Black: Pawn; White up three"
    );
    assert_eq!(
        material(&pos(STALEMATE), &fr()),
        "Blancs : Dame ; Noirs : Roi seul ; avantage aux Blancs : neuf"
    );
    assert_eq!(
        material(&pos(KINGS), &en()),
        "White: King only; Black: King only; material is even"
    );
}

#[test]
fn pawn_structure_names_weaknesses_and_passers() {
    assert_eq!(
        pawn_structure(&pos(PAWNS), &de()),
        "Weiß: Bauern Anna zwei, Cesar vier und fünf, Gustav zwei; Doppelbauern: Cesar; \
         isoliert: Anna zwei, Cesar vier, Cesar fünf, Gustav zwei; Freibauern: Gustav zwei. \
         Schwarz: Bauer Bella sieben; isoliert: Bella sieben"
    );
    assert_eq!(
        pawn_structure(&pos(PAWNS), &en()),
        "White: Pawns Alpha two, Charlie four and five, Golf two; doubled: Charlie; \
         isolated: Alpha two, Charlie four, Charlie five, Golf two; passed: Golf two. \
         Black: Pawn Bravo seven; isolated: Bravo seven"
    );
    assert_eq!(
        pawn_structure(&pos(PROMOTION), &fr()),
        "Blancs : Pion Désiré sept ; isolés : Désiré sept ; passés : Désiré sept. \
         Noirs : pas de Pion"
    );
    assert_eq!(
        pawn_structure(&pos(START), &de()),
        "Weiß: Bauern Anna zwei, Bella zwei, Cesar zwei, David zwei, Eva zwei, Felix zwei, \
         Gustav zwei, Hector zwei. Schwarz: Bauern Anna sieben, Bella sieben, Cesar sieben, \
         David sieben, Eva sieben, Felix sieben, Gustav sieben, Hector sieben"
    );
    assert_eq!(
        pawn_structure(&pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), &de()),
        "Weiß: keine Bauern. Schwarz: keine Bauern"
    );
    // Three on a file are read with commas and "und".
    assert_eq!(
        pawn_structure(&pos("4k3/8/8/P7/P7/P7/8/4K3 w - - 0 1"), &de()),
        "Weiß: Bauern Anna drei, vier und fünf; Doppelbauern: Anna; \
         isoliert: Anna drei, Anna vier, Anna fünf; \
         Freibauern: Anna drei, Anna vier, Anna fünf. Schwarz: keine Bauern"
    );
}

#[test]
fn whose_turn() {
    assert_eq!(turn(&pos(START), &de()), "Weiß am Zug");
    assert_eq!(turn(&pos(CHECKED), &de()), "Weiß am Zug, Schach");
    assert_eq!(turn(&pos(FOOLS_MATE), &de()), "Weiß ist matt");
    assert_eq!(turn(&pos(STALEMATE), &de()), "Patt");
    assert_eq!(turn(&pos(STALEMATE), &en()), "stalemate");
    assert_eq!(turn(&pos(FOOLS_MATE), &fr()), "les Blancs sont mat");
    assert_eq!(turn(&pos(LOPEZ), &en()), "White to move");
    let black = pos("4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(turn(&black, &fr()), "trait aux Noirs");
    assert_eq!(turn(&pos(CHECKED), &en()), "White to move, check");
}

#[test]
fn last_move_and_score_sheet() {
    let g = game(START, &["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(
        last_move(&g, &de(), Style::Short),
        "Zug drei, Weiß: Läufer Bella fünf"
    );
    assert_eq!(
        last_move(&g, &de(), Style::Long),
        "Zug drei, Weiß: Läufer Felix eins Bella fünf"
    );
    assert_eq!(
        score_sheet(&g, &de(), Style::Short),
        [
            "Zug eins: Bauer Eva vier, Bauer Eva fünf",
            "Zug zwei: Springer Felix drei, Springer Cesar sechs",
            "Zug drei: Läufer Bella fünf",
        ]
    );
    assert_eq!(
        score_sheet(&g, &en(), Style::Short),
        [
            "move one: Pawn Echo four, Pawn Echo five",
            "move two: Knight Foxtrot three, Knight Charlie six",
            "move three: Bishop Bravo five",
        ]
    );
    assert_eq!(
        score_sheet(&g, &fr(), Style::Short)[1],
        "coup deux : Cavalier François trois, Cavalier Célestin six"
    );
    let g = game(START, &["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    assert_eq!(
        last_move(&g, &fr(), Style::Short),
        "coup trois, Noirs : Pion Anatole six"
    );
    assert_eq!(score_sheet(&g, &de(), Style::Short).len(), 3);

    let fresh = Game::new();
    assert_eq!(last_move(&fresh, &de(), Style::Short), "noch keine Züge");
    assert_eq!(score_sheet(&fresh, &en(), Style::Short), ["no moves yet"]);
}

#[test]
fn score_sheet_from_a_position_with_black_to_move() {
    let g = game("4k3/8/8/8/8/8/8/R3K3 b Q - 0 41", &["Kd7", "Ra7+", "Kc6"]);
    assert_eq!(
        score_sheet(&g, &de(), Style::Short),
        [
            "Zug einundvierzig, Schwarz: König David sieben",
            "Zug zweiundvierzig: Turm Anna sieben Schach, König Cesar sechs",
        ]
    );
    assert_eq!(
        last_move(&g, &en(), Style::Long),
        "move forty-two, Black: King Delta seven Charlie six"
    );
}

#[test]
fn parse_squares() {
    let de = de();
    for text in [
        "e4", "E4", "Eva vier", "eva 4", "EVA VIER", "e vier", "Eva4", " eva  4 ",
    ] {
        assert_eq!(parse_square(&de, text), Ok(Square::E4), "{text}");
    }
    assert_eq!(parse_square(&de, "Caesar drei"), Ok(Square::C3));
    assert_eq!(parse_square(&de, "Hektor fuenf"), Ok(Square::H5));
    let fr = fr();
    assert_eq!(parse_square(&fr, "Eugène quatre"), Ok(Square::E4));
    assert_eq!(parse_square(&fr, "eugene QUATRE"), Ok(Square::E4));
    assert_eq!(parse_square(&fr, "d5"), Ok(Square::D5));
    assert_eq!(parse_square(&en(), "Echo four"), Ok(Square::E4));

    assert_eq!(parse_square(&de, "  "), Err(QueryError::MissingSquare));
    assert_eq!(
        parse_square(&de, "z9"),
        Err(QueryError::NotASquare("z9".to_owned()))
    );
    assert_eq!(
        parse_square(&de, " Eva "),
        Err(QueryError::NotASquare("Eva".to_owned()))
    );
    assert_eq!(
        parse_square(&de, "vier Eva"),
        Err(QueryError::NotASquare("vier Eva".to_owned()))
    );
    assert_eq!(
        parse_square(&de, "e4 e5"),
        Err(QueryError::NotASquare("e4 e5".to_owned()))
    );
}

#[test]
fn parse_files_and_ranks() {
    let de = de();
    assert_eq!(parse_file(&de, "a"), Ok(File::A));
    assert_eq!(parse_file(&de, "Anna"), Ok(File::A));
    assert_eq!(parse_file(&de, "HECTOR"), Ok(File::H));
    assert_eq!(parse_file(&de, "Cäsar"), Ok(File::C));
    assert_eq!(parse_file(&fr(), "célestin"), Ok(File::C));
    assert_eq!(parse_file(&en(), "foxtrot"), Ok(File::F));
    assert_eq!(parse_rank(&de, "1"), Ok(Rank::First));
    assert_eq!(parse_rank(&de, "eins"), Ok(Rank::First));
    assert_eq!(parse_rank(&de, "Fünf"), Ok(Rank::Fifth));
    assert_eq!(parse_rank(&en(), "eight"), Ok(Rank::Eighth));
    assert_eq!(parse_rank(&fr(), "sept"), Ok(Rank::Seventh));

    assert_eq!(parse_file(&de, ""), Err(QueryError::MissingFile));
    assert_eq!(parse_rank(&de, ""), Err(QueryError::MissingRank));
    assert_eq!(
        parse_file(&de, "i"),
        Err(QueryError::NotAFile("i".to_owned()))
    );
    assert_eq!(
        parse_file(&de, "e4"),
        Err(QueryError::NotAFile("e4".to_owned()))
    );
    assert_eq!(
        parse_rank(&de, "9"),
        Err(QueryError::NotARank("9".to_owned()))
    );
    assert_eq!(
        parse_rank(&de, "Eva"),
        Err(QueryError::NotARank("Eva".to_owned()))
    );
    assert_eq!(
        parse_rank(&en(), "eins"),
        Err(QueryError::NotARank("eins".to_owned()))
    );
}

#[test]
fn parse_piece_queries() {
    let de = de();
    let cases = [
        ("knight", Role::Knight, None),
        ("knights", Role::Knight, None),
        ("black rook", Role::Rook, Some(Color::Black)),
        ("the White Queen", Role::Queen, Some(Color::White)),
        ("schwarzer Turm", Role::Rook, Some(Color::Black)),
        ("SCHWARZE DAME", Role::Queen, Some(Color::Black)),
        ("weisse Laeufer", Role::Bishop, Some(Color::White)),
        ("Türme", Role::Rook, None),
        ("Koenig", Role::King, None),
        ("tour noire", Role::Rook, Some(Color::Black)),
        ("la dame blanche", Role::Queen, Some(Color::White)),
        ("pions", Role::Pawn, None),
        ("Cavaliers Noirs", Role::Knight, Some(Color::Black)),
        ("Weiß Bauern", Role::Pawn, Some(Color::White)),
    ];
    for (text, role, color) in cases {
        assert_eq!(
            parse_piece_query(&de, text),
            Ok(PieceQuery { role, color }),
            "{text}"
        );
        // The words of every language are understood whatever the voice.
        assert_eq!(
            parse_piece_query(&fr(), text),
            Ok(PieceQuery { role, color }),
            "fr {text}"
        );
    }
    assert_eq!(
        parse_piece_query(&fr(), "Blancs Fou"),
        Ok(query(Role::Bishop, Some(Color::White)))
    );
    assert_eq!(parse_piece_query(&de, ""), Err(QueryError::MissingPiece));
    for bad in [
        "black",
        "unicorn",
        "black white rook",
        "rook knight",
        "Eva vier",
    ] {
        assert_eq!(
            parse_piece_query(&de, bad),
            Err(QueryError::NotAPiece(bad.to_owned())),
            "{bad}"
        );
    }
}

#[test]
fn errors_are_said_in_the_voice_language() {
    let e = QueryError::NotASquare("z9".to_owned());
    assert_eq!(e.message(&de()), "z9 ist kein Feld");
    assert_eq!(e.message(&fr()), "z9 n'est pas une case");
    assert_eq!(e.to_string(), "z9 is not a square");
    assert_eq!(QueryError::MissingPiece.message(&de()), "welche Figur?");
    assert_eq!(QueryError::MissingRank.message(&fr()), "quelle rangée ?");
    assert_eq!(
        QueryError::NotAPiece("Einhorn".to_owned()).message(&en()),
        "Einhorn is not a piece"
    );
}
