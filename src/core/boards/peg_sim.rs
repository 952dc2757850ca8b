//! What a peg board sends while moves are made on it: the lifts and placements of a move in any
//! physically possible order, and the noise a real board adds (bad checksums, garbage,
//! snapshots, pieces touched and put back). Pure and deterministic (a seeded generator): used
//! by the tests, the benchmark and the board simulator.

use shakmaty::{Bitboard, Chess, Move, Position, Square};

use super::peg::{Button, PegEvent, with_checksum};

/// A small deterministic random number generator (xorshift64*), so streams are reproducible
/// from a seed.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Self(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        (self.next_u64() % n as u64) as usize
    }

    /// True with probability `percent` in 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }
}

/// The pieces a move lifts and seats: `(from, to)` of each of the mover's pieces, and the
/// square of a captured piece (lifted and not seated again).
pub fn move_parts(pos: &Chess, mv: Move) -> (Vec<(Square, Square)>, Option<Square>) {
    match mv {
        Move::Normal {
            from, to, capture, ..
        } => (vec![(from, to)], capture.map(|_| to)),
        Move::EnPassant { from, to } => (
            vec![(from, to)],
            Some(Square::from_coords(to.file(), from.rank())),
        ),
        Move::Castle { king, rook } => {
            let side = if rook > king {
                shakmaty::CastlingSide::KingSide
            } else {
                shakmaty::CastlingSide::QueenSide
            };
            let color = pos.turn();
            let mut parts = Vec::new();
            if king != side.king_to(color) {
                parts.push((king, side.king_to(color)));
            }
            if rook != side.rook_to(color) {
                parts.push((rook, side.rook_to(color)));
            }
            (parts, None)
        }
        Move::Put { .. } => (Vec::new(), None),
    }
}

/// The events of one move in a random order a person could make them: a piece is seated only
/// after it was lifted, and only in an empty hole (so a captured piece goes first off its
/// square when the capturing piece is seated there). A promotion's key is pressed at a random
/// point, before or after the pawn is seated.
pub fn move_events(pos: &Chess, mv: Move, rng: &mut Rng) -> Vec<PegEvent> {
    let (parts, captured) = move_parts(pos, mv);
    let mut occupied = pos.board().occupied();
    let mut to_lift: Vec<Square> = parts.iter().map(|&(from, _)| from).collect();
    to_lift.extend(captured);
    let mut lifted: Vec<Square> = Vec::new();
    let mut to_seat: Vec<(Square, Square)> = parts.clone();
    let mut events = Vec::new();
    while !to_lift.is_empty() || !to_seat.is_empty() {
        let seatable: Vec<usize> = (0..to_seat.len())
            .filter(|&i| lifted.contains(&to_seat[i].0) && !occupied.contains(to_seat[i].1))
            .collect();
        let choices = to_lift.len() + seatable.len();
        let pick = rng.below(choices);
        if pick < to_lift.len() {
            let sq = to_lift.swap_remove(pick);
            occupied.discard(sq);
            lifted.push(sq);
            events.push(PegEvent::Up(sq));
        } else if let Some(&i) = seatable.get(pick - to_lift.len()) {
            let (_, to) = to_seat.swap_remove(i);
            occupied.add(to);
            events.push(PegEvent::Down(to));
        } else {
            // Nothing can be done (cannot happen for a legal move); stop rather than loop.
            break;
        }
    }
    if let Some(role) = mv.promotion() {
        let at = rng.below(events.len() + 1);
        events.insert(at, PegEvent::Button(Button::Promote(role)));
    }
    events
}

/// A random legal game from `start`, at most `plies` long, favouring the moves that are hard to
/// sense: castling, en passant, promotions (under-promotions too) and captures.
pub fn random_game(start: &Chess, plies: usize, rng: &mut Rng) -> Vec<Move> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let special: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.is_castle() || m.is_en_passant() || m.is_promotion())
            .collect();
        let captures: Vec<Move> = legal.iter().copied().filter(|m| m.is_capture()).collect();
        let mv = if !special.is_empty() && rng.chance(70) {
            special[rng.below(special.len())]
        } else if !captures.is_empty() && rng.chance(35) {
            captures[rng.below(captures.len())]
        } else {
            legal[rng.below(legal.len())]
        };
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    moves
}

/// How much noise [`wire_lines`] adds, each in percent per opportunity.
#[derive(Debug, Clone, Copy)]
pub struct Noise {
    /// A garbage line.
    pub garbage: u64,
    /// A copy of a real line with a wrong checksum (dropped, so harmless).
    pub bad_checksum: u64,
    /// A snapshot of the true occupancy.
    pub snapshot: u64,
    /// A piece of the side to move lifted and put back, before or during a move.
    pub touch: u64,
    /// A piece of the other side lifted and put back before the move.
    pub touch_opponent: u64,
    /// A real event lost (its line arrives with a wrong checksum), then a snapshot after the
    /// move. Only for simple moves (no capture, castling or promotion), where the snapshot
    /// alone tells the move.
    pub lost: u64,
    /// Real lines sent with their checksum.
    pub checksummed: u64,
    /// A `BTN clock`, `repeat` or `time` between moves.
    pub buttons: u64,
}

impl Noise {
    pub const NONE: Self = Self {
        garbage: 0,
        bad_checksum: 0,
        snapshot: 0,
        touch: 0,
        touch_opponent: 0,
        lost: 0,
        checksummed: 0,
        buttons: 0,
    };

    pub const SOME: Self = Self {
        garbage: 5,
        bad_checksum: 5,
        snapshot: 8,
        touch: 8,
        touch_opponent: 4,
        lost: 3,
        checksummed: 50,
        buttons: 10,
    };
}

fn snap_line(occupied: Bitboard) -> String {
    PegEvent::Snap(occupied).to_line()
}

/// The wire lines (without `\n`) a board sends while `moves` are played from `start`.
pub fn wire_lines(start: &Chess, moves: &[Move], noise: Noise, rng: &mut Rng) -> Vec<String> {
    const GARBAGE: [&str; 6] = ["UP", "DOWN z9", "HELLO", "SN@P 12", "\u{7f}x", "BTN k"];
    let mut pos = start.clone();
    let mut lines = Vec::new();
    let emit = |lines: &mut Vec<String>, rng: &mut Rng, event: &PegEvent| {
        let line = if rng.chance(noise.checksummed) {
            event.to_line_with_checksum()
        } else {
            event.to_line()
        };
        if rng.chance(noise.bad_checksum) {
            let good = with_checksum(&event.to_line());
            let split = good.len() - 2;
            let stated = u8::from_str_radix(&good[split..], 16).unwrap_or(0);
            lines.push(format!("{} *{:02X}", event.to_line(), stated ^ 0x41));
        }
        lines.push(line);
        if rng.chance(noise.garbage) {
            lines.push(GARBAGE[rng.below(GARBAGE.len())].to_owned());
        }
    };
    for &mv in moves {
        let mover = pos.turn();
        let board = pos.board().clone();
        let (parts, captured) = move_parts(&pos, mv);
        let involved: Vec<Square> = parts
            .iter()
            .flat_map(|&(f, t)| [f, t])
            .chain(captured)
            .collect();
        if rng.chance(noise.touch) {
            let own: Vec<Square> = board.by_color(mover).into_iter().collect();
            let sq = own[rng.below(own.len())];
            emit(&mut lines, rng, &PegEvent::Up(sq));
            emit(&mut lines, rng, &PegEvent::Down(sq));
        }
        if rng.chance(noise.touch_opponent) {
            let theirs: Vec<Square> = board.by_color(!mover).into_iter().collect();
            let sq = theirs[rng.below(theirs.len())];
            emit(&mut lines, rng, &PegEvent::Up(sq));
            emit(&mut lines, rng, &PegEvent::Down(sq));
        }
        let mut events = move_events(&pos, mv, rng);
        if rng.chance(noise.touch) {
            // An uninvolved piece of the mover touched and put back in the middle of the move.
            let free: Vec<Square> = board
                .by_color(mover)
                .into_iter()
                .filter(|sq| !involved.contains(sq))
                .collect();
            if !free.is_empty() {
                let sq = free[rng.below(free.len())];
                let at = rng.below(events.len() + 1);
                events.insert(at, PegEvent::Down(sq));
                events.insert(at, PegEvent::Up(sq));
            }
        }
        let simple = captured.is_none() && !mv.is_castle() && !mv.is_promotion();
        let lose = if simple && rng.chance(noise.lost) {
            Some(rng.below(events.len()))
        } else {
            None
        };
        let mut occupied = board.occupied();
        for (i, event) in events.iter().enumerate() {
            match event {
                PegEvent::Up(sq) => occupied.discard(*sq),
                PegEvent::Down(sq) => occupied.add(*sq),
                _ => {}
            }
            if lose == Some(i) {
                lines.push(format!("{} *{:02X}", event.to_line(), 0xEE_u8));
            } else {
                emit(&mut lines, rng, event);
            }
            if rng.chance(noise.snapshot) && lose.is_none_or(|l| l > i) {
                lines.push(snap_line(occupied));
            }
        }
        pos.play_unchecked(mv);
        if lose.is_some() || rng.chance(noise.snapshot) {
            lines.push(snap_line(pos.board().occupied()));
        }
        if rng.chance(noise.buttons) {
            let button = [Button::Clock, Button::Repeat, Button::Time][rng.below(3)];
            emit(&mut lines, rng, &PegEvent::Button(button));
        }
    }
    lines
}
