use shakmaty::{CastlingSide, File, Rank, Role};

use super::load::{BUILTIN, Checks, builtin_pack};
use super::*;

#[test]
fn builtin_packs_are_parsed_once_for_the_run() {
    // A session is built at every review jump: the packs must not be parsed again each time.
    assert!(std::ptr::eq(builtin_pack(2), builtin_pack(2)));
    assert_eq!(
        Voice::builtin("FR").map(|v| v.name().to_owned()).as_deref(),
        Some("fr")
    );
    assert_eq!(Voice::builtins().len(), BUILTIN.len());
}

#[test]
fn builtin_packs_load() {
    for name in builtin_names() {
        let voice = Voice::builtin(name);
        assert!(voice.is_some(), "built-in voice {name} must load");
    }
    let (_, text) = BUILTIN[1];
    assert!(Voice::from_toml(text, "en").is_ok());
    assert_eq!(Voice::fide().name(), "fide");
}

#[test]
fn builtin_packs_pass_every_check() {
    for (name, text) in BUILTIN {
        assert!(Voice::from_toml(text, name).is_ok(), "{name}");
        assert!(Voice::parse(text, name, Checks::BuiltIn).is_ok(), "{name}");
    }
}

#[test]
fn fide_is_appendix_d() {
    let voice = Voice::fide();
    let files: Vec<&str> = File::ALL.iter().map(|f| voice.file(*f)).collect();
    assert_eq!(
        files,
        [
            "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"
        ]
    );
    let ranks: Vec<&str> = Rank::ALL.iter().map(|r| voice.rank(*r)).collect();
    assert_eq!(
        ranks,
        [
            "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"
        ]
    );
    assert_eq!(voice.piece(Role::King), "König");
    assert_eq!(voice.piece(Role::Queen), "Dame");
    assert_eq!(voice.piece(Role::Rook), "Turm");
    assert_eq!(voice.piece(Role::Bishop), "Läufer");
    assert_eq!(voice.piece(Role::Knight), "Springer");
    assert_eq!(voice.piece(Role::Pawn), "Bauer");
    assert_eq!(voice.piece_plural(Role::Pawn), "Bauern");
    assert_eq!(voice.piece_plural(Role::Rook), "Türme");
    assert_eq!(voice.piece_plural(Role::Knight), "Springer");
    assert_eq!(voice.castle(CastlingSide::KingSide), "Kurze Rochade");
    assert_eq!(voice.castle(CastlingSide::QueenSide), "Lange Rochade");
    assert_eq!(voice.capture(), "schlägt");
    assert_eq!(voice.promotion(), "Umwandlung");
    assert_eq!(voice.check(), "Schach");
    assert_eq!(voice.checkmate(), "Matt");
    assert_eq!(voice.en_passant(), "en passant");
}

#[test]
fn numbers_in_words() {
    let de = Voice::fide();
    let en = Voice::builtin("en").unwrap();
    let fr = Voice::builtin("fr").unwrap();
    assert_eq!(de.number(55).unwrap(), "fünfundfünfzig");
    assert_eq!(de.number(121).unwrap(), "hunderteinundzwanzig");
    assert_eq!(en.number(121).unwrap(), "one hundred twenty-one");
    assert_eq!(fr.number(21).unwrap(), "vingt et un");
    assert_eq!(fr.number_feminine(21).unwrap(), "vingt et une");
    assert_eq!(fr.number_feminine(22).unwrap(), "vingt-deux");
    assert_eq!(fr.number(300).unwrap(), "trois cent");
    assert_eq!(de.number(1000), None);
    assert_eq!(fr.number_feminine(31).unwrap(), "trente et une");
    assert_eq!(de.number(18).unwrap(), "achtzehn");
}

#[test]
fn plural_falls_back_to_singular() {
    let (_, text) = BUILTIN[0];
    let without = text.replacen("queen = \"Damen\"\n", "", 1);
    assert_ne!(without, text);
    let voice = Voice::from_toml(&without, "partial.toml").unwrap();
    assert_eq!(voice.piece_plural(Role::Queen), "Dame");
    assert_eq!(voice.piece_plural(Role::Rook), "Türme");
    let start = text.find("[pieces_plural]").unwrap();
    let end = text.find("[moves]").unwrap();
    let none = format!("{}{}", &text[..start], &text[end..]);
    let voice = Voice::from_toml(&none, "none.toml").unwrap();
    assert_eq!(voice.piece_plural(Role::Pawn), "Bauer");
}

fn broken(from: &str, to: &str) -> VoiceError {
    let (_, text) = BUILTIN[0];
    assert!(text.contains(from), "fixture text must contain {from}");
    Voice::from_toml(&text.replacen(from, to, 1), "broken.toml").unwrap_err()
}

#[test]
fn board_words_that_could_mean_two_things_are_refused_by_key() {
    let e = broken("\"Eva\"", "\"e4\"");
    assert_eq!(e.location, "board.files[4]");
    assert!(e.to_string().contains("reads as the square e4"), "{e}");
    let e = broken("\"Anna\"", "\"b\"");
    assert_eq!(e.location, "board.files[0]");
    assert!(e.to_string().contains("another file or rank"), "{e}");
    let e = broken("\"Eva\"", "\"Eva Anna\"");
    assert_eq!(e.location, "board.files[4]");
    assert!(
        e.to_string()
            .contains("holds \"anna\", the word of board.files[0]"),
        "{e}"
    );
    let e = broken("\"Hector\"", "\"time\"");
    assert_eq!(e.location, "board.files[7]");
    assert!(e.to_string().contains("is a command word"), "{e}");
    let e = broken("\"eins\"", "\"zwei\"");
    assert_eq!(e.location, "board.ranks[0]");
    assert!(e.to_string().contains("holds \"zwei\""), "{e}");
}

#[test]
fn invalid_packs_name_key_and_problem() {
    let e = broken("\"Gustav\", ", "");
    assert_eq!(e.location, "board.files");
    assert!(e.to_string().contains("8 words"), "{e}");

    let e = broken("rook = \"Turm\"", "rook = \"Dame\"");
    assert_eq!(e.location, "pieces.queen");
    assert!(
        e.to_string()
            .starts_with("voice pack broken.toml: pieces.queen: "),
        "{e}"
    );

    let e = broken("capture = \"schlägt\"", "capture = \"  \"");
    assert_eq!(e.location, "moves.capture");

    let e = broken("\"Bella\"", "\"b\"");
    assert_eq!(e.location, "board.files[1]");

    let e = broken("hours = \"{n} Stunden\"", "hours = \"Stunden\"");
    assert_eq!(e.location, "clock.hours");

    let e = broken(
        "flag = \"Zeit abgelaufen für {side}\"",
        "flag = \"Zeit abgelaufen\"",
    );
    assert_eq!(e.location, "clock.flag");
    assert!(e.to_string().contains("{side}"), "{e}");

    let e = broken("zero = \"null Sekunden\"\n", "");
    assert!(e.to_string().contains("zero"), "{e}");

    let e = broken("\"Koenig\" = \"König\"", "\"Koenig\" = \"Kaiser\"");
    assert!(e.location.starts_with("aliases."), "{e}");

    let e = broken("[pieces]", "[pieces]\nemperor = \"Kaiser\"");
    assert!(e.location.starts_with("line "), "{e}");
    assert!(e.to_string().contains("emperor"), "{e}");

    let e = broken(
        "[pieces_plural]\n",
        "[pieces_plural]\nemperor = \"Kaiser\"\n",
    );
    assert!(e.to_string().contains("emperor"), "{e}");

    let e = broken("rook = \"Türme\"", "rook = \" \"");
    assert_eq!(e.location, "pieces_plural.rook");

    let e = Voice::from_toml("this is = = not toml", "junk.toml").unwrap_err();
    assert_eq!(e.location, "line 1, column 6");
    assert!(!e.to_string().contains('\n'));
}
