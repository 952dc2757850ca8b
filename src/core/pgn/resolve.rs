//! SAN to the legal move it names, found directly for the moves most games are made of.
//!
//! shakmaty's `San::to_move` generates the candidate moves into a list of 256 and hands the
//! whole list back, which costs more than the rest of reading a move. Most moves are simpler:
//! a king move, or a knight, bishop, rook, queen or pawn move (not en passant) with the side to
//! move not in check. For those the pieces that can reach the square are found on the board; a
//! king move is legal when its square is not attacked, another move unless it uncovers an attack
//! on its own king. Everything else (castling, check, en passant, and any SAN that does not name
//! exactly one legal move) is left to shakmaty, which also says why a move is not there.

use shakmaty::san::San;
use shakmaty::{Bitboard, Chess, Move, Position, Rank, Role, Square, attacks};

/// The legal move `san` names in `pos` when it is a common move that names exactly one; `None`
/// when the case is left to shakmaty (which then finds the move, or says why there is none).
pub(super) fn common_move(pos: &Chess, san: San) -> Option<Move> {
    let San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    } = san
    else {
        return None;
    };
    let board = pos.board();
    let turn = pos.turn();
    let captured = board.role_at(to);
    // A capture onto an empty square may be en passant; a capture mark that does not match is
    // forgiven by the caller after shakmaty's answer.
    if capture != captured.is_some() || board.by_color(turn).contains(to) {
        return None;
    }
    let king = board.king_of(turn)?;
    let occupied = board.occupied();
    if role == Role::King {
        // Safe when no piece attacks `to` once the king has left its square (a slider it stood
        // in front of attacks through it).
        let safe = promotion.is_none()
            && file.is_none_or(|file| file == king.file())
            && rank.is_none_or(|rank| rank == king.rank())
            && attacks::king_attacks(to).contains(king)
            && board
                .attacks_to(to, !turn, occupied.without(king))
                .is_empty();
        return safe.then_some(Move::Normal {
            role,
            from: king,
            capture: captured,
            to,
            promotion: None,
        });
    }
    if board.attacks_to(king, !turn, occupied).any() {
        return None;
    }
    let last_rank = to.rank() == turn.relative_rank(Rank::Eighth);
    let promotion_fits = match promotion {
        None => role != Role::Pawn || !last_rank,
        Some(Role::Queen | Role::Rook | Role::Bishop | Role::Knight) => {
            role == Role::Pawn && last_rank
        }
        Some(_) => false,
    };
    if !promotion_fits {
        return None;
    }
    let reaching = match role {
        Role::Pawn => return found_one(pos, king, san, pawns_reaching(pos, to, capture)),
        Role::Knight => attacks::knight_attacks(to),
        Role::Bishop => attacks::bishop_attacks(to, occupied),
        Role::Rook => attacks::rook_attacks(to, occupied),
        Role::Queen | Role::King => attacks::queen_attacks(to, occupied),
    };
    found_one(pos, king, san, reaching & pos.our(role))
}

/// The one move of `san` (a move other than the king's, the side to move not in check) from the
/// squares `from`, when exactly one is legal.
fn found_one(pos: &Chess, king: Square, san: San, from: Bitboard) -> Option<Move> {
    let San::Normal {
        role,
        file,
        rank,
        to,
        promotion,
        ..
    } = san
    else {
        return None;
    };
    let mut found = None;
    for from in from {
        if file.is_some_and(|file| file != from.file())
            || rank.is_some_and(|rank| rank != from.rank())
            || uncovers_king(pos, king, from, to)
        {
            continue;
        }
        if found.is_some() {
            // Ambiguous: shakmaty says so.
            return None;
        }
        found = Some(from);
    }
    found.map(|from| Move::Normal {
        role,
        from,
        capture: pos.board().role_at(to),
        to,
        promotion,
    })
}

/// The side to move's pawns that capture on `to` (when `capture`) or push to the empty `to`.
fn pawns_reaching(pos: &Chess, to: Square, capture: bool) -> Bitboard {
    let turn = pos.turn();
    let pawns = pos.our(Role::Pawn);
    if capture {
        return attacks::pawn_attacks(!turn, to) & pawns;
    }
    let back = if turn.is_white() { -8 } else { 8 };
    let Some(one_back) = to.offset(back) else {
        return Bitboard::EMPTY;
    };
    if pawns.contains(one_back) {
        return Bitboard::from_square(one_back);
    }
    let double_step = to.rank() == turn.relative_rank(Rank::Fourth);
    match one_back.offset(back) {
        Some(two_back)
            if double_step
                && pawns.contains(two_back)
                && !pos.board().occupied().contains(one_back) =>
        {
            Bitboard::from_square(two_back)
        }
        _ => Bitboard::EMPTY,
    }
}

/// Whether moving the piece on `from` to `to` leaves the side to move's king (on `king`, not in
/// check) attacked: only a line through `from` can open.
fn uncovers_king(pos: &Chess, king: Square, from: Square, to: Square) -> bool {
    if attacks::ray(king, from).is_empty() {
        return false;
    }
    let board = pos.board();
    let occupied = board.occupied().without(from).with(to);
    // The piece taken on `to`, if any, attacks no more.
    board
        .attacks_to(king, !pos.turn(), occupied)
        .without(to)
        .any()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::pgn::read_games;
    use shakmaty::{File, Square};

    /// Positions along the first games of the benchmark's data (random games: checks, pins,
    /// promotions, en passant and castling all occur).
    fn positions(games: usize) -> Vec<Chess> {
        let data = include_bytes!("../../../benches/data/games-1000.pgn");
        let mut positions = Vec::new();
        for game in read_games(data).take(games) {
            let game = game.expect("the benchmark's games are legal");
            let mut position = game.start.clone();
            for &m in &game.moves {
                positions.push(position.clone());
                position.play_unchecked(m);
            }
            positions.push(position);
        }
        positions
    }

    /// The games the sweeps below take from the benchmark's data in `make test`: a
    /// representative sample (each kind of move occurs). `scripts/measure-sweeps.sh` runs the
    /// full sweeps, `full_sweeps_of_the_common_moves`, over many more.
    const SAMPLE_GAMES: usize = 2;
    const SAMPLE_GAMES_OF_LEGAL_MOVES: usize = 40;

    #[test]
    fn every_common_answer_is_shakmatys() {
        // The SAN written here names a piece and a square: castling is never among it.
        assert_every_kind_of_move_occurs(SAMPLE_GAMES, false);
        every_common_answer_is_shakmatys_in(SAMPLE_GAMES);
    }

    #[test]
    fn every_legal_move_written_in_san_is_found_or_left_to_shakmaty() {
        assert_every_kind_of_move_occurs(SAMPLE_GAMES_OF_LEGAL_MOVES, true);
        every_legal_move_is_found_or_left_to_shakmaty_in(SAMPLE_GAMES_OF_LEGAL_MOVES);
    }

    /// A sample is representative: among its positions' legal moves are checks, captures,
    /// promotions, en passant and (with `castling`) castling.
    #[track_caller]
    fn assert_every_kind_of_move_occurs(games: usize, castling: bool) {
        let mut kinds = [false; 5];
        for pos in positions(games) {
            for m in pos.legal_moves() {
                let mut after = pos.clone();
                after.play_unchecked(m);
                kinds[0] |= after.is_check();
                kinds[1] |= m.is_capture();
                kinds[2] |= m.is_promotion();
                kinds[3] |= m.is_en_passant();
                kinds[4] |= m.is_castle() || !castling;
            }
        }
        assert_eq!(
            kinds, [true; 5],
            "checks, captures, promotions, en passant, castling in {games} games"
        );
    }

    /// The full sweeps (minutes in a debug build): `scripts/measure-sweeps.sh`.
    #[test]
    #[ignore = "the full sweep: scripts/measure-sweeps.sh"]
    fn full_sweeps_of_the_common_moves() {
        every_common_answer_is_shakmatys_in(8);
        every_legal_move_is_found_or_left_to_shakmaty_in(200);
    }

    /// Every SAN naming a piece and a target square, in the positions of `games` games: what
    /// `common_move` answers is shakmaty's answer.
    fn every_common_answer_is_shakmatys_in(games: usize) {
        let roles = [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ];
        let promotions = [
            None,
            Some(Role::Queen),
            Some(Role::Knight),
            Some(Role::King),
        ];
        let (mut legal, mut answered) = (0, 0);
        for pos in positions(games) {
            for to in Square::ALL {
                for role in roles {
                    for capture in [false, true] {
                        for promotion in promotions {
                            let san = San::Normal {
                                role,
                                file: None,
                                rank: None,
                                capture,
                                to,
                                promotion,
                            };
                            let shakmatys = san.to_move(&pos);
                            legal += usize::from(shakmatys.is_ok());
                            if let Some(m) = common_move(&pos, san) {
                                answered += 1;
                                assert_eq!(shakmatys, Ok(m), "{san} in {pos:?}");
                            }
                        }
                    }
                }
            }
        }
        // Most SAN that names a legal move is answered here.
        assert!(answered * 10 > legal * 6, "{answered} of {legal}");
    }

    /// Every legal move of the positions of `games` games, written in SAN (and over- or wrongly
    /// disambiguated): what `common_move` finds is the move.
    fn every_legal_move_is_found_or_left_to_shakmaty_in(games: usize) {
        let mut found = 0;
        let mut moves = 0;
        for pos in positions(games) {
            for m in pos.legal_moves() {
                let san = San::from_move(&pos, m);
                moves += 1;
                if let Some(common) = common_move(&pos, san) {
                    assert_eq!(common, m, "{san} in {pos:?}");
                    found += 1;
                }
                // Over-disambiguated and wrongly disambiguated forms agree with shakmaty too.
                if let San::Normal {
                    role,
                    capture,
                    to,
                    promotion,
                    ..
                } = san
                {
                    for file in [
                        None,
                        Some(m.from().map_or(File::A, Square::file)),
                        Some(File::H),
                    ] {
                        let variant = San::Normal {
                            role,
                            file,
                            rank: m.from().map(Square::rank),
                            capture,
                            to,
                            promotion,
                        };
                        if let Some(common) = common_move(&pos, variant) {
                            assert_eq!(variant.to_move(&pos), Ok(common), "{variant} in {pos:?}");
                        }
                    }
                }
            }
        }
        // Most moves of real play are common ones.
        assert!(found * 10 > moves * 6, "{found} of {moves}");
    }
}
