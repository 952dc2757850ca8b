//! The words a newcomer tripped on (issue 34): a pawn's step to the last rank typed without the
//! piece is asked about in a short question naming only the pieces, in the voice's words
//! (Appendix D names the piece), not as four whole moves; and the move named then is played.

use crate::common::play_plain;

const PAWN_ON_THE_SEVENTH: &str = "8/4P3/8/8/8/8/8/K6k w - - 0 1";

#[test]
fn a_promotion_typed_without_its_piece_asks_only_which_piece() {
    for (voice, lang, question, played) in [
        (
            "fide",
            "de",
            "„e8“: Umwandlung in Dame, Turm, Läufer oder Springer?",
            "Bauer Eva acht Umwandlung Springer",
        ),
        (
            "en",
            "en",
            "\"e8\": promote to Queen, Rook, Bishop or Knight?",
            "Pawn Echo eight promotes to Knight",
        ),
        (
            "fr",
            "fr",
            "« e8 » : promotion en Dame, Tour, Fou ou Cavalier ?",
            "Pion Eugène huit promotion Cavalier",
        ),
    ] {
        let data = tempfile::tempdir().unwrap();
        let (status, lines, stderr) = play_plain(
            &[
                "--speech",
                "text",
                "--voice",
                voice,
                "--lang",
                lang,
                "--auto-press",
                "--fen",
                PAWN_ON_THE_SEVENTH,
            ],
            "e8\ne8=N\nquit\n",
            data.path(),
        );
        assert_eq!(status, 0, "{voice}: {stderr}");
        assert_eq!(
            lines.first().map(String::as_str),
            Some(question),
            "{lines:?}"
        );
        assert!(
            lines.iter().any(|line| line.starts_with(played)),
            "{voice}: {lines:?}"
        );
    }
}
