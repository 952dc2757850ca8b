//! One movetext word read as a move, as real files write them.
//!
//! Besides SAN, what programs and people put in PGN files is understood: castling with zeros
//! (`0-0-0`), promotions without `=` (`e8Q`, `exd8q#`), `++` for check, `e.p.`/`ep` after an en
//! passant capture, and a capture mark that is missing or extra. What is not SAN is refused with
//! the reason: a null move, a drop, junk. A move written in UCI (`g1f3`, `e7e8q`), which some
//! programs put in PGN, is read as the move it names when that move is legal where it stands.

use shakmaty::san::{San, SanError};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingSide, Chess, Move, Position};

use super::error::{Problem, WhyIllegal};
use super::resolve::common_move;

/// What a movetext word that is not a number or a result says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum MoveWord {
    /// A move; `en_passant_mark` when written with `e.p.` or `ep`.
    San { san: San, en_passant_mark: bool },
    /// `e.p.` or `ep` standing alone, after the move it marks.
    EnPassantMark,
    /// A move written in UCI (`g1f3`, `e7e8q`): squares from and to, and maybe a promotion.
    Uci(UciMove),
}

/// Longest SAN with a promotion written without `=` that is worth repairing (`Qh4xe1`, `exd8Q`).
const MAX_REPAIRED: usize = 10;

/// Reads `word` as a move, without a position.
pub(super) fn read_move_word(word: &[u8]) -> Result<MoveWord, Problem> {
    let (body, en_passant_mark) = strip_marks(word);
    if body.is_empty() {
        return if en_passant_mark {
            Ok(MoveWord::EnPassantMark)
        } else {
            Err(Problem::UnexpectedToken)
        };
    }
    if is_uci(body) {
        let mut lower = [0u8; 5];
        let lower = &mut lower[..body.len()];
        lower.copy_from_slice(body);
        lower.make_ascii_lowercase();
        return UciMove::from_ascii(lower)
            .map(MoveWord::Uci)
            .map_err(|_| Problem::UnexpectedToken);
    }
    let san = match body {
        b"O-O" | b"0-0" => San::Castle(CastlingSide::KingSide),
        b"O-O-O" | b"0-0-0" => San::Castle(CastlingSide::QueenSide),
        _ => San::from_ascii(body)
            .ok()
            .or_else(|| promotion_without_equals(body))
            .ok_or(Problem::UnexpectedToken)?,
    };
    match san {
        San::Null => Err(Problem::NullMove),
        San::Put { .. } => Err(Problem::Drop),
        San::Normal { .. } | San::Castle(_) => Ok(MoveWord::San {
            san,
            en_passant_mark,
        }),
    }
}

/// `word` without its check marks (`+`, `#`, `++`) and en passant mark (`e.p.`, `e.p`, `ep`),
/// and whether it had the latter. Announcements find check and mate from the position.
fn strip_marks(word: &[u8]) -> (&[u8], bool) {
    // Most moves end in their square or promotion: nothing to strip.
    if !matches!(word.last(), Some(b'+' | b'#' | b'.' | b'p')) {
        return (word, false);
    }
    let mut body = word;
    let mut en_passant = false;
    loop {
        if let Some(rest) = body.strip_suffix(b"+").or_else(|| body.strip_suffix(b"#")) {
            body = rest;
        } else if let Some(rest) = [&b"e.p."[..], b"e.p", b"ep"]
            .iter()
            .find_map(|mark| body.strip_suffix(*mark))
        {
            body = rest;
            en_passant = true;
        } else {
            return (body, en_passant);
        }
    }
}

/// `g1f3`, `e7e8q`: squares from and to, and maybe a promotion letter.
fn is_uci(body: &[u8]) -> bool {
    let file = |b: u8| (b'a'..=b'h').contains(&b);
    let rank = |b: u8| (b'1'..=b'8').contains(&b);
    match body {
        [f1, r1, f2, r2, rest @ ..] => {
            file(*f1)
                && rank(*r1)
                && file(*f2)
                && rank(*r2)
                && matches!(
                    rest,
                    [] | [b'q' | b'r' | b'b' | b'n' | b'Q' | b'R' | b'B' | b'N']
                )
        }
        _ => false,
    }
}

/// `e8Q`, `exd8q`, `e8=q`: a promotion with its `=` missing or its piece in lower case.
fn promotion_without_equals(body: &[u8]) -> Option<San> {
    let (&piece, before) = body.split_last()?;
    if !matches!(piece.to_ascii_uppercase(), b'Q' | b'R' | b'B' | b'N') || body.len() > MAX_REPAIRED
    {
        return None;
    }
    let square = before.strip_suffix(b"=").unwrap_or(before);
    if !matches!(square.last(), Some(b'1' | b'8')) {
        return None;
    }
    let mut repaired = [0u8; MAX_REPAIRED + 1];
    let len = square.len();
    repaired[..len].copy_from_slice(square);
    repaired[len] = b'=';
    repaired[len + 1] = piece.to_ascii_uppercase();
    San::from_ascii(&repaired[..len + 2]).ok()
}

/// The legal move the UCI move `uci` names in `pos`, or why there is none.
pub(super) fn uci_to_move(pos: &Chess, uci: UciMove) -> Result<Move, Problem> {
    uci.to_move(pos).map_err(|_| Problem::IllegalUci)
}

/// The legal move `san` stands for, or why there is none. The capture mark is not required to
/// match (as in most PGN readers): `Nf3` for a knight capture on f3 is still understood.
pub(super) fn to_move(pos: &Chess, san: San) -> Result<Move, Problem> {
    if let Some(m) = common_move(pos, san) {
        return Ok(m);
    }
    let error = match san.to_move(pos) {
        Ok(m) => return Ok(m),
        Err(e) => e,
    };
    if let (
        SanError::IllegalSan,
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        },
    ) = (&error, san)
    {
        let relaxed = San::Normal {
            role,
            file,
            rank,
            capture: !capture,
            to,
            promotion,
        };
        if let Ok(m) = relaxed.to_move(pos) {
            return Ok(m);
        }
    }
    Err(Problem::IllegalMove(why_illegal(pos, san, error)))
}

fn why_illegal(pos: &Chess, san: San, error: SanError) -> WhyIllegal {
    if pos.is_checkmate() {
        return WhyIllegal::Checkmate;
    }
    if pos.is_stalemate() {
        return WhyIllegal::Stalemate;
    }
    let in_check = pos.is_check().then(|| pos.turn());
    let sans = |moves: &[Move]| -> Vec<String> {
        moves
            .iter()
            .map(|&m| San::from_move(pos, m).to_string())
            .collect()
    };
    match (error, san) {
        (SanError::AmbiguousSan, San::Normal { role, to, .. }) => {
            WhyIllegal::Ambiguous(sans(&pos.san_candidates(role, to)))
        }
        (_, San::Normal { role, to, .. }) => {
            let candidates = pos.san_candidates(role, to);
            if candidates.is_empty() {
                WhyIllegal::NoPieceReaches { role, to, in_check }
            } else {
                WhyIllegal::OthersReach(sans(&candidates))
            }
        }
        (_, San::Castle(castling)) => WhyIllegal::CannotCastle {
            side: pos.turn(),
            castling,
            in_check,
        },
        _ => WhyIllegal::NotLegal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn san(word: &str) -> String {
        match read_move_word(word.as_bytes()) {
            Ok(MoveWord::San { san, .. }) => san.to_string(),
            other => panic!("{word}: {other:?}"),
        }
    }

    fn marked(word: &str) -> bool {
        matches!(
            read_move_word(word.as_bytes()),
            Ok(MoveWord::San {
                en_passant_mark: true,
                ..
            })
        )
    }

    #[test]
    fn castling_with_zeros_and_any_check_mark() {
        for (word, expected) in [
            ("0-0", "O-O"),
            ("0-0-0", "O-O-O"),
            ("0-0+", "O-O"),
            ("0-0-0#", "O-O-O"),
            ("O-O++", "O-O"),
        ] {
            assert_eq!(san(word), expected, "{word}");
        }
    }

    #[test]
    fn promotions_without_equals_or_in_lower_case() {
        for (word, expected) in [
            ("e8Q", "e8=Q"),
            ("b1Q+", "b1=Q"),
            ("exd8Q#", "exd8=Q"),
            ("e8=q", "e8=Q"),
            ("a1n", "a1=N"),
            ("e8=Q", "e8=Q"),
        ] {
            assert_eq!(san(word), expected, "{word}");
        }
    }

    #[test]
    fn double_plus_is_check() {
        assert_eq!(san("Qh5++"), "Qh5");
        assert_eq!(san("Nf7+#"), "Nf7");
    }

    #[test]
    fn en_passant_marks_glued_or_alone() {
        assert!(marked("exd6e.p."));
        assert!(marked("exd6ep"));
        assert!(marked("exd6e.p+"));
        assert!(!marked("exd6"));
        for alone in ["e.p.", "ep", "e.p"] {
            assert_eq!(
                read_move_word(alone.as_bytes()),
                Ok(MoveWord::EnPassantMark)
            );
        }
    }

    #[test]
    fn uci_is_read_and_null_drop_and_junk_are_refused() {
        for (word, uci) in [
            ("g1f3", "g1f3"),
            ("e7e8q", "e7e8q"),
            ("e7e8Q", "e7e8q"),
            ("e2e4+", "e2e4"),
        ] {
            assert_eq!(
                read_move_word(word.as_bytes()),
                Ok(MoveWord::Uci(UciMove::from_ascii(uci.as_bytes()).unwrap())),
                "{word}"
            );
        }
        assert_eq!(read_move_word(b"--"), Err(Problem::NullMove));
        assert_eq!(read_move_word(b"N@f3"), Err(Problem::Drop));
        for junk in ["Nf9", "hello", "+", "e9Q", "Ke8K", "e5Q"] {
            assert_eq!(
                read_move_word(junk.as_bytes()),
                Err(Problem::UnexpectedToken),
                "{junk}"
            );
        }
    }

    #[test]
    fn uci_is_the_legal_move_it_names() {
        let pos = Chess::default();
        let uci = |text: &str| UciMove::from_ascii(text.as_bytes()).unwrap();
        let nf3 = uci_to_move(&pos, uci("g1f3")).unwrap();
        assert_eq!(San::from_move(&pos, nf3).to_string(), "Nf3");
        assert_eq!(uci_to_move(&pos, uci("g1g3")), Err(Problem::IllegalUci));
    }

    #[test]
    fn a_missing_or_extra_capture_mark_is_forgiven() {
        let pos: Chess = shakmaty::fen::Fen::from_ascii(b"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1")
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        let ed5 = San::from_ascii(b"ed5").unwrap();
        assert!(to_move(&pos, ed5).is_ok());
        let exe5 = San::from_ascii(b"Kxe2").unwrap();
        assert!(to_move(&pos, exe5).is_ok());
    }
}
