//! Move inference on a sensing peg board (Appendix D.2.2, D.2.3): pure, driven by decoded lines.
//!
//! The board only says which holes hold a peg. [`PegBoard`] knows the game's position and
//! follows the lifts (`UP`, a piece "touched", D.2.2) and placements (`DOWN`) to infer the move
//! as soon as it is made (D.2.3: any captured piece removed and the piece seated in another hole)
//! and cannot still turn into a different move.
//!
//! # How it works
//!
//! The machine keeps a small set of *worlds*: the pieces on the board and the pegs in the
//! player's hand, one world per way of explaining the lifts and placements since the last move
//! (a peg put down could be any piece in hand). Pieces of the side to move may be put down
//! anywhere; a piece of the other side can only go back to its own hole (one does not move the
//! opponent's pieces). After every event a world whose board is exactly the board after a legal
//! move (a captured piece being then in the hand, that is, off the board) *makes* that move.
//!
//! # Decisions
//!
//! - **Made beats in progress.** After `UP e4`, `UP d5`, `DOWN d5` the peg in d5 could be the
//!   white pawn (exd5, the captured pawn lifted last) or the black pawn put back while the white
//!   one is still in hand. The sensor cannot tell; D.2.3 calls the move made, so exd5 is
//!   committed. (The same holds for a piece of the opponent touched and put back while one's own
//!   piece is in hand, *on a square that piece could capture*: that is read as the capture.)
//! - **Promotion waits for its key.** A pawn seated on the last rank commits only once a
//!   promotion key `BTN q|r|b|n` has been pressed, before or after; until then
//!   [`Observation::NeedPromotion`] asks for it (once). A key pressed while no promotion is made
//!   is kept until the move is committed, then forgotten.
//! - **King placed first.** In standard chess a king seated two squares over (e1 to g1) with
//!   the rook still home is no legal move, so nothing is committed until the rook is seated on
//!   f1: castling is one move (Article 4.4). In Chess960, where the king's castling square may
//!   be one ordinary king step away, the king move is held back like a rook move below.
//! - **Rook first (Article 4.4.2).** A rook seated on its castling square while castling on that
//!   side is legal (Rh1-f1 with the king on e1) is held back, not committed: if the king is
//!   lifted next and seated on g1, the move is castling, and [`Observation::RookTouchedFirst`]
//!   notes that under Article 4.4.2 the player was not entitled to castle (the arbiter's matter;
//!   the program records what the board shows, so both boards keep the same position). Any
//!   other event (the clock button, a promotion key, another piece lifted, the opponent's reply)
//!   commits the rook move first. At the end of the input [`PegBoard::finish`] commits it.
//! - **Touch and put back.** A piece lifted and seated in its own hole again gives
//!   [`Observation::PutBack`], saying whether touch-move (Article 4.3) applies to the first
//!   piece touched.
//! - **Snapshots.** A `SNAP` is the board's truth. One equal to the occupancy the machine follows confirms it and changes
//!   nothing: a snapshot in the middle of a move (a peg held for more than two seconds) is
//!   normal. A different `SNAP` means lines were lost: the occupancy it shows is reconciled
//!   with the position: the start of the move again; exactly one legal move (or one move of
//!   each side) whose result has that occupancy, which is then committed under the rules above;
//!   or a move in progress (pegs in hand). Otherwise [`Observation::Mismatch`] reports the holes
//!   that differ from the game until a later event or snapshot brings the board back.
//! - A repeated `UP` of an empty hole or `DOWN` into an occupied one changes nothing.

use shakmaty::san::SanPlus;
use shakmaty::{Bitboard, Board, CastlingMode, Chess, Color, Move, Piece, Position, Role, Square};

use super::peg::{Button, PegEvent};
use crate::core::game::Game;

/// The most explanations kept at once (more only arise from long runs of pieces held at once).
const MAX_WORLDS: usize = 32;
/// The most pegs in one hand (a castling needs two, a capture one more).
const MAX_HAND: usize = 6;
/// The most events kept while a rook move waits to see whether it becomes castling.
const MAX_LOG: usize = 64;
/// The most lifts remembered per move (for Article 4.4.2).
const MAX_LIFTS: usize = 16;

/// What the board's events mean for the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Observation {
    /// A peg left its hole: the piece on that square is touched (D.2.2).
    Touched { square: Square, piece: Piece },
    /// Every lifted piece is back in its own hole: no move. `touch_move` says whether Article
    /// 4.3 obliges the player to move (or capture) the first piece touched.
    PutBack {
        square: Square,
        piece: Piece,
        touch_move: bool,
    },
    /// A move made on the board (D.2.3), committed: it will not be taken back.
    Moved { mv: Move, san: SanPlus },
    /// The castling just committed began with the rook (Article 4.4.2).
    RookTouchedFirst { castle: Move },
    /// A pawn stands on the last rank: press a promotion key.
    NeedPromotion { from: Square, to: Square },
    /// The board fits more than one move; lift and seat the moved piece again.
    Ambiguous { moves: Vec<Move> },
    /// The board cannot be explained from the game: holes that should hold a peg and are empty
    /// (`missing`), holes that hold one and should not (`extra`).
    Mismatch { missing: Bitboard, extra: Bitboard },
    /// After a mismatch, the board is explained again.
    InSync,
    /// A board button other than a promotion key.
    Button(Button),
}

/// What happened physically, after duplicates are filtered out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Up(Square),
    Down(Square),
    Snap(Bitboard),
    Key(Role),
    Clock,
}

/// A peg in the hand: a piece of the side to move may go anywhere, the opponent's only home.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Held {
    piece: Piece,
    home: Option<Square>,
}

impl Held {
    fn key(self) -> (bool, u8, Option<u8>) {
        (
            self.piece.color.is_white(),
            self.piece.role as u8,
            self.home.map(u8::from),
        )
    }
}

fn sort_hand(hand: &mut [Held]) {
    hand.sort_unstable_by_key(|h| h.key());
}

/// One explanation of the events since the last move.
#[derive(Debug, Clone, PartialEq, Eq)]
struct World {
    board: Board,
    /// Sorted, so equal hands compare equal.
    hand: Vec<Held>,
}

/// A legal move and the board after it (a promoted piece stands there as the pawn it was:
/// the board cannot see which peg was seated).
#[derive(Debug, Clone)]
struct Candidate {
    mv: Move,
    board: Board,
    occupied: Bitboard,
}

#[derive(Debug, Clone)]
struct Context {
    position: Chess,
    candidates: Vec<Candidate>,
}

impl Context {
    fn new(position: Chess) -> Self {
        let mover = position.turn();
        let candidates = position
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let mut after = position.clone();
                after.play_unchecked(mv);
                let mut board = after.board().clone();
                if mv.is_promotion() {
                    board.set_piece_at(
                        mv.to(),
                        Piece {
                            color: mover,
                            role: Role::Pawn,
                        },
                    );
                }
                let occupied = board.occupied();
                Candidate {
                    mv,
                    board,
                    occupied,
                }
            })
            .collect();
        Self {
            position,
            candidates,
        }
    }

    fn mover(&self) -> Color {
        self.position.turn()
    }

    fn base(&self) -> World {
        World {
            board: self.position.board().clone(),
            hand: Vec::new(),
        }
    }

    fn candidate(&self, mv: Move) -> Option<&Candidate> {
        self.candidates.iter().find(|c| c.mv == mv)
    }
}

/// The square whose piece a move captures, if any (en passant: beside the pawn's target).
fn captured_square(mv: Move) -> Option<Square> {
    match mv {
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        Move::Normal {
            capture: Some(_),
            to,
            ..
        } => Some(to),
        _ => None,
    }
}

/// Two moves the board cannot tell apart: the same promotion with another piece.
fn same_group(a: Move, b: Move) -> bool {
    a == b || (a.is_promotion() && b.is_promotion() && a.from() == b.from() && a.to() == b.to())
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Verdict {
    Lost,
    InProgress,
    PutBack,
    Made(Move),
    Deferred(Move, Vec<Move>),
    NeedPromotion(Move),
    Ambiguous(Vec<Move>),
}

#[derive(Debug, Clone)]
struct MoveState {
    /// Empty: the board cannot be explained (lost lines or a wrong board).
    worlds: Vec<World>,
    /// Squares lifted since the move began.
    touched: Bitboard,
    first_touch: Option<(Square, Piece)>,
    lifts: Vec<Square>,
    key: Option<Role>,
    asked_promotion: bool,
    told_ambiguous: bool,
}

impl MoveState {
    fn fresh(ctx: &Context, key: Option<Role>) -> Self {
        Self {
            worlds: vec![ctx.base()],
            touched: Bitboard::EMPTY,
            first_touch: None,
            lifts: Vec::new(),
            key,
            asked_promotion: false,
            told_ambiguous: false,
        }
    }
}

/// A move held back because it may still become castling.
#[derive(Debug, Clone)]
struct Deferred {
    mv: Move,
    castles: Vec<Move>,
    log: Vec<Step>,
}

/// The peg board's state machine: the game position and what the board's holes show.
#[derive(Debug, Clone)]
pub struct PegBoard {
    ctx: Context,
    castling_mode: CastlingMode,
    observed: Bitboard,
    state: MoveState,
    deferred: Option<Deferred>,
}

impl PegBoard {
    /// A board set up in `position`, every piece in its hole.
    pub fn new(position: Chess, castling_mode: CastlingMode) -> Self {
        let observed = position.board().occupied();
        let ctx = Context::new(position);
        let state = MoveState::fresh(&ctx, None);
        Self {
            ctx,
            castling_mode,
            observed,
            state,
            deferred: None,
        }
    }

    /// A board set up in the game's current position.
    pub fn from_game(game: &Game) -> Self {
        Self::new(game.position().clone(), game.castling_mode())
    }

    /// The position after every committed move.
    pub fn position(&self) -> &Chess {
        &self.ctx.position
    }

    pub fn castling_mode(&self) -> CastlingMode {
        self.castling_mode
    }

    /// The game went on without this board (a move typed, made on the other board, or taken
    /// back): follow `position` from now on, keeping the occupancy the board last reported.
    /// If the holes match the new position the board is in sync; otherwise it is out of sync
    /// (a [`Observation::Mismatch`] is reported by the next event that does not mend it) until
    /// the pegs are put right or a snapshot shows them right.
    ///
    /// To have the blind player replay a move on the pegs, do not call this: keep the board at
    /// the position before the move and let it infer the move as it is made.
    pub fn set_position(&mut self, position: Chess) {
        self.ctx = Context::new(position);
        self.deferred = None;
        self.state = MoveState::fresh(&self.ctx, None);
        if self.observed != self.ctx.position.board().occupied() {
            self.state.worlds.clear();
        }
    }

    /// The occupancy the board reports, as followed from its lines.
    pub fn observed(&self) -> Bitboard {
        self.observed
    }

    /// The squares lifted since the move began (or since every piece was put back).
    pub fn touched(&self) -> Bitboard {
        self.state.touched
    }

    /// Whether the board's events are explained by the game (no mismatch).
    pub fn is_in_sync(&self) -> bool {
        !self.state.worlds.is_empty()
    }

    /// The holes that differ from the committed position: (`missing`, `extra`).
    pub fn difference(&self) -> (Bitboard, Bitboard) {
        let expected = self.ctx.position.board().occupied();
        (expected & !self.observed, self.observed & !expected)
    }

    /// Handles one line from the board.
    pub fn handle(&mut self, event: &PegEvent) -> Vec<Observation> {
        let mut out = Vec::new();
        self.handle_into(event, &mut out);
        out
    }

    /// Handles one line from the board, appending what it means to `out`.
    pub fn handle_into(&mut self, event: &PegEvent, out: &mut Vec<Observation>) {
        match *event {
            PegEvent::Hello { .. } => {}
            PegEvent::Button(Button::Promote(role)) => self.feed(Step::Key(role), out),
            PegEvent::Button(Button::Clock) => {
                out.push(Observation::Button(Button::Clock));
                self.feed(Step::Clock, out);
            }
            PegEvent::Button(button) => out.push(Observation::Button(button)),
            PegEvent::Up(sq) => {
                if self.observed.contains(sq) {
                    self.observed.discard(sq);
                    self.feed(Step::Up(sq), out);
                }
            }
            PegEvent::Down(sq) => {
                if !self.observed.contains(sq) {
                    self.observed.add(sq);
                    self.feed(Step::Down(sq), out);
                }
            }
            PegEvent::Snap(bb) => {
                if bb != self.observed || !self.is_in_sync() {
                    self.observed = bb;
                    self.feed(Step::Snap(bb), out);
                }
            }
        }
    }

    /// The input has ended: a move held back to see whether it becomes castling is committed.
    pub fn finish(&mut self) -> Vec<Observation> {
        let mut out = Vec::new();
        if let Some(deferred) = self.deferred.take() {
            let (mv, log) = (deferred.mv, deferred.log);
            self.commit(mv, &mut out);
            self.replay(log, &mut out);
        }
        out
    }

    fn feed(&mut self, step: Step, out: &mut Vec<Observation>) {
        let was_in_sync = self.is_in_sync();
        if let Some(deferred) = &self.deferred {
            let decisive = matches!(step, Step::Clock | Step::Key(_));
            if !decisive && deferred.log.len() < MAX_LOG {
                let mut trial = self.state.clone();
                let mut said = Vec::new();
                apply(&self.ctx, &mut trial, self.observed, step, &mut said);
                let verdict = judge(&self.ctx, &trial);
                let continuing = match &verdict {
                    Verdict::Made(m) => deferred.castles.contains(m),
                    Verdict::Deferred(m, _) => *m == deferred.mv,
                    Verdict::PutBack => true,
                    _ => trial
                        .worlds
                        .iter()
                        .any(|w| deferred.castles.iter().any(|&c| is_prefix(&self.ctx, w, c))),
                };
                if continuing {
                    self.state = trial;
                    out.append(&mut said);
                    if let Some(deferred) = &mut self.deferred {
                        deferred.log.push(step);
                    }
                    self.act(verdict, out);
                    self.report_sync(was_in_sync, step, out);
                    return;
                }
            }
            // The rook move stays a rook move: commit it, then go on from there.
            if let Some(deferred) = self.deferred.take() {
                self.commit(deferred.mv, out);
                self.replay(deferred.log, out);
            }
            self.feed(step, out);
            return;
        }
        apply(&self.ctx, &mut self.state, self.observed, step, out);
        let verdict = judge(&self.ctx, &self.state);
        if verdict == Verdict::Lost
            && matches!(step, Step::Snap(_))
            && let Some(first) = two_move_path(&self.ctx, self.observed)
        {
            // Lines were lost over two moves: the first is certain, the second follows.
            self.commit(first, out);
            self.feed(Step::Snap(self.observed), out);
            return;
        }
        self.act(verdict, out);
        self.report_sync(was_in_sync, step, out);
    }

    /// Events that followed a move held back, played again after it was committed. Touches
    /// were already reported.
    fn replay(&mut self, log: Vec<Step>, out: &mut Vec<Observation>) {
        for step in log {
            let mut said = Vec::new();
            self.feed(step, &mut said);
            out.extend(
                said.into_iter()
                    .filter(|o| !matches!(o, Observation::Touched { .. })),
            );
        }
    }

    fn report_sync(&self, was_in_sync: bool, step: Step, out: &mut Vec<Observation>) {
        let in_sync = self.is_in_sync();
        if !in_sync && (was_in_sync || matches!(step, Step::Snap(_))) {
            let (missing, extra) = self.difference();
            out.push(Observation::Mismatch { missing, extra });
        } else if in_sync && !was_in_sync {
            out.push(Observation::InSync);
        }
    }

    fn act(&mut self, verdict: Verdict, out: &mut Vec<Observation>) {
        match verdict {
            Verdict::Lost | Verdict::InProgress => {}
            Verdict::Made(mv) => self.commit(mv, out),
            Verdict::Deferred(mv, castles) => {
                if self.deferred.is_none() {
                    self.deferred = Some(Deferred {
                        mv,
                        castles,
                        log: Vec::new(),
                    });
                }
            }
            Verdict::NeedPromotion(mv) => {
                if !self.state.asked_promotion {
                    self.state.asked_promotion = true;
                    if let Some(from) = mv.from() {
                        out.push(Observation::NeedPromotion { from, to: mv.to() });
                    }
                }
            }
            Verdict::Ambiguous(moves) => {
                if !self.state.told_ambiguous {
                    self.state.told_ambiguous = true;
                    out.push(Observation::Ambiguous { moves });
                }
            }
            Verdict::PutBack => {
                if let Some((square, piece)) = self.state.first_touch {
                    out.push(Observation::PutBack {
                        square,
                        piece,
                        touch_move: touch_move_applies(&self.ctx, square, piece),
                    });
                }
                self.deferred = None;
                self.state = MoveState::fresh(&self.ctx, self.state.key);
            }
        }
    }

    fn commit(&mut self, mv: Move, out: &mut Vec<Observation>) {
        let rook_first = match mv {
            Move::Castle { king, rook } => {
                let at = |sq| self.state.lifts.iter().position(|&s| s == sq);
                matches!((at(rook), at(king)), (Some(r), k) if k.is_none_or(|k| r < k))
            }
            _ => false,
        };
        let mut position = self.ctx.position.clone();
        let san = SanPlus::from_move_and_play_unchecked(&mut position, mv);
        self.ctx = Context::new(position);
        self.deferred = None;
        self.state = MoveState::fresh(&self.ctx, None);
        out.push(Observation::Moved { mv, san });
        if rook_first {
            out.push(Observation::RookTouchedFirst { castle: mv });
        }
    }
}

/// Updates the explanations with one step (no decision taken here).
fn apply(
    ctx: &Context,
    state: &mut MoveState,
    observed: Bitboard,
    step: Step,
    out: &mut Vec<Observation>,
) {
    let mover = ctx.mover();
    match step {
        Step::Up(sq) => {
            let piece = state.worlds.first().map_or_else(
                || ctx.position.board().piece_at(sq),
                |w| w.board.piece_at(sq),
            );
            if let Some(piece) = piece {
                out.push(Observation::Touched { square: sq, piece });
                if state.first_touch.is_none() {
                    state.first_touch = Some((sq, piece));
                }
            }
            state.touched.add(sq);
            if state.lifts.len() < MAX_LIFTS {
                state.lifts.push(sq);
            }
            state
                .worlds
                .retain_mut(|w| match w.board.remove_piece_at(sq) {
                    Some(p) if w.hand.len() < MAX_HAND => {
                        w.hand.push(Held {
                            piece: p,
                            home: (p.color != mover).then_some(sq),
                        });
                        sort_hand(&mut w.hand);
                        true
                    }
                    _ => false,
                });
            dedup(&mut state.worlds);
        }
        Step::Down(sq) => {
            let mut next: Vec<World> = Vec::new();
            for w in &state.worlds {
                if w.board.occupied().contains(sq) {
                    continue;
                }
                for (i, held) in w.hand.iter().enumerate() {
                    if i > 0 && w.hand[i - 1] == *held {
                        continue;
                    }
                    if held.home.is_some_and(|home| home != sq) {
                        continue;
                    }
                    let mut placed = w.clone();
                    placed.hand.remove(i);
                    placed.board.set_piece_at(sq, held.piece);
                    if !next.contains(&placed) && next.len() < MAX_WORLDS {
                        next.push(placed);
                    }
                }
            }
            state.worlds = next;
        }
        Step::Snap(bb) => state.worlds = reconcile(ctx, bb, state.touched),
        Step::Key(role) => state.key = Some(role),
        Step::Clock => {}
    }
    if state.worlds.is_empty() && matches!(step, Step::Up(_) | Step::Down(_)) {
        // Lines were lost. The board may be explained again by a move in progress, but a move
        // is only ever concluded from the events themselves or from a snapshot: the occupancy
        // followed from events after a lost line is a guess (a piece touched and put back could
        // look like a move).
        let worlds = reconcile(ctx, observed, state.touched);
        if !worlds.iter().any(|w| makes_a_move(ctx, w)) {
            state.worlds = worlds;
        }
    }
}

fn dedup(worlds: &mut Vec<World>) {
    let mut i = 0;
    while i < worlds.len() {
        if worlds[..i].contains(&worlds[i]) {
            worlds.remove(i);
        } else {
            i += 1;
        }
    }
}

/// Explanations of an occupancy seen without the events that led to it.
fn reconcile(ctx: &Context, occupied: Bitboard, touched: Bitboard) -> Vec<World> {
    let start = ctx.position.board();
    if occupied == start.occupied() {
        return vec![ctx.base()];
    }
    let matching: Vec<&Candidate> = ctx
        .candidates
        .iter()
        .filter(|c| c.occupied == occupied)
        .collect();
    if !matching.is_empty() {
        // Captures from one square all leave the same occupancy: prefer those whose captured
        // piece was seen lifted.
        let seen: Vec<&Candidate> = matching
            .iter()
            .copied()
            .filter(|c| captured_square(c.mv).is_none_or(|sq| touched.contains(sq)))
            .collect();
        let chosen = if seen.is_empty() { matching } else { seen };
        let mut worlds: Vec<World> = Vec::new();
        for c in chosen {
            let world = World {
                board: c.board.clone(),
                hand: Vec::new(),
            };
            if !worlds.contains(&world) {
                worlds.push(world);
            }
        }
        return worlds;
    }
    // A move in progress: the vacated holes' pieces are in hand, each filled hole holds a piece
    // of the mover that a legal move takes there.
    let mover = ctx.mover();
    let vacated = start.occupied() & !occupied;
    let filled = occupied & !start.occupied();
    if vacated.count() > MAX_HAND {
        return Vec::new();
    }
    let mut board = start.clone();
    let mut held: Vec<(Piece, Square)> = Vec::new();
    for sq in vacated {
        if let Some(p) = board.remove_piece_at(sq) {
            held.push((p, sq));
        }
    }
    let mut partial = vec![(board, held)];
    for sq in filled {
        let mut next = Vec::new();
        for (board, held) in &partial {
            for (i, &(piece, from)) in held.iter().enumerate() {
                if piece.color != mover || !reaches(ctx, from, sq) || next.len() >= MAX_WORLDS {
                    continue;
                }
                let mut board = board.clone();
                let mut held = held.clone();
                held.remove(i);
                board.set_piece_at(sq, piece);
                next.push((board, held));
            }
        }
        partial = next;
    }
    let mut worlds: Vec<World> = Vec::new();
    for (board, held) in partial {
        let mut hand: Vec<Held> = held
            .into_iter()
            .map(|(piece, from)| Held {
                piece,
                home: (piece.color != mover).then_some(from),
            })
            .collect();
        sort_hand(&mut hand);
        let world = World { board, hand };
        if !worlds.contains(&world) {
            worlds.push(world);
        }
    }
    worlds
}

/// Whether a legal move takes the piece on `from` to `to`.
fn reaches(ctx: &Context, from: Square, to: Square) -> bool {
    ctx.candidates.iter().any(|c| match c.mv {
        Move::Castle { king, rook } => {
            let side = if rook > king {
                shakmaty::CastlingSide::KingSide
            } else {
                shakmaty::CastlingSide::QueenSide
            };
            let color = ctx.mover();
            (from == king && to == side.king_to(color))
                || (from == rook && to == side.rook_to(color))
        }
        mv => mv.from() == Some(from) && mv.to() == to,
    })
}

/// The first of the only two-move sequence (one move of each side) leading to `occupied`.
fn two_move_path(ctx: &Context, occupied: Bitboard) -> Option<Move> {
    let mut found: Option<Move> = None;
    for c in &ctx.candidates {
        if c.mv.is_promotion() && c.mv.promotion() != Some(Role::Queen) {
            // The board cannot see the promoted piece; without a key no promotion is certain.
            continue;
        }
        let mut after = ctx.position.clone();
        after.play_unchecked(c.mv);
        let reaches = after.legal_moves().into_iter().any(|m| {
            let mut next = after.clone();
            next.play_unchecked(m);
            next.board().occupied() == occupied
        });
        if reaches {
            if found.is_some() || c.mv.is_promotion() {
                return None;
            }
            found = Some(c.mv);
        }
    }
    found
}

fn makes_a_move(ctx: &Context, world: &World) -> bool {
    let occupied = world.board.occupied();
    ctx.candidates
        .iter()
        .any(|c| c.occupied == occupied && c.board == world.board)
}

/// Decides what the explanations amount to.
fn judge(ctx: &Context, state: &MoveState) -> Verdict {
    if state.worlds.is_empty() {
        return Verdict::Lost;
    }
    let mut made: Vec<(&World, Move)> = Vec::new();
    for w in &state.worlds {
        let occupied = w.board.occupied();
        for c in &ctx.candidates {
            if c.occupied == occupied && c.board == w.board {
                made.push((w, c.mv));
            }
        }
    }
    if let Some(&(world, first)) = made.first() {
        if !made.iter().all(|&(_, m)| same_group(m, first)) {
            // Moves with the same result: keep those that need the fewest lifts the board did
            // not report (a lost line is rarer than none; two are rarer than one).
            let missing = |m: Move| (required_lifts(ctx, m) & !state.touched).count();
            let fewest = made.iter().map(|&(_, m)| missing(m)).min().unwrap_or(0);
            made.retain(|&(_, m)| missing(m) == fewest);
        }
        let (world, first) = made.first().copied().unwrap_or((world, first));
        if let Some(castle) = castling_over_its_own_pieces(&made) {
            return Verdict::Made(castle);
        }
        if !made.iter().all(|&(_, m)| same_group(m, first)) {
            let mut moves: Vec<Move> = Vec::new();
            for &(_, m) in &made {
                if !moves.iter().any(|&k| same_group(k, m)) {
                    moves.push(m);
                }
            }
            return Verdict::Ambiguous(moves);
        }
        if first.is_promotion() {
            return match state.key {
                Some(role) => made
                    .iter()
                    .map(|&(_, m)| m)
                    .find(|m| m.promotion() == Some(role))
                    .map_or(Verdict::NeedPromotion(first), Verdict::Made),
                None => Verdict::NeedPromotion(first),
            };
        }
        let castles: Vec<Move> = ctx
            .candidates
            .iter()
            .map(|c| c.mv)
            .filter(|&c| c.is_castle() && c != first && is_prefix(ctx, world, c))
            .collect();
        return if castles.is_empty() {
            Verdict::Made(first)
        } else {
            Verdict::Deferred(first, castles)
        };
    }
    if !state.touched.is_empty() && state.worlds.iter().any(|w| w == &ctx.base()) {
        return Verdict::PutBack;
    }
    Verdict::InProgress
}

/// The squares whose pegs a move must lift: every piece that changes square, and the captured.
fn required_lifts(ctx: &Context, mv: Move) -> Bitboard {
    let mut lifts = Bitboard::EMPTY;
    if let Move::Castle { king, rook } = mv {
        let side = if rook > king {
            shakmaty::CastlingSide::KingSide
        } else {
            shakmaty::CastlingSide::QueenSide
        };
        let color = ctx.mover();
        if king != side.king_to(color) {
            lifts.add(king);
        }
        if rook != side.rook_to(color) {
            lifts.add(rook);
        }
    } else {
        if let Some(from) = mv.from() {
            lifts.add(from);
        }
        if let Some(sq) = captured_square(mv) {
            lifts.add(sq);
        }
    }
    lifts
}

/// Chess960: king and rook both lifted and seated on squares where the pegs could also be a
/// plain move of one of them (king d8 and rook b8 seated on c8 and d8: castling, or Rc8 with the
/// king put back). Article 4.4.1: touching king and rook is castling.
fn castling_over_its_own_pieces(made: &[(&World, Move)]) -> Option<Move> {
    let castle = made.iter().map(|&(_, m)| m).find(|m| m.is_castle())?;
    let Move::Castle { king, rook } = castle else {
        return None;
    };
    let others_are_its_pieces = made.iter().all(|&(_, m)| {
        m == castle || (!m.is_castle() && (m.from() == Some(king) || m.from() == Some(rook)))
    });
    (made.len() > 1 && others_are_its_pieces).then_some(castle)
}

/// Whether a world is on the way to `castle`: every piece it has placed stands where castling
/// puts it, and it holds none of the opponent's pieces.
fn is_prefix(ctx: &Context, world: &World, castle: Move) -> bool {
    let Some(target) = ctx.candidate(castle) else {
        return false;
    };
    let mover = ctx.mover();
    // Pegs of the mover only: another piece of theirs may be touched on the way (and must be
    // put back); an opponent's piece in hand means the opponent's turn has begun.
    let hand_ok = world.hand.iter().all(|h| h.piece.color == mover);
    if !hand_ok {
        return false;
    }
    let start = ctx.position.board();
    (world.board.occupied() | start.occupied())
        .into_iter()
        .all(|sq| {
            let now = world.board.piece_at(sq);
            now == start.piece_at(sq) || now.is_none() || now == target.board.piece_at(sq)
        })
}

/// Article 4.3: a touched piece of one's own must be moved, an opponent's captured, if possible.
fn touch_move_applies(ctx: &Context, square: Square, piece: Piece) -> bool {
    if piece.color == ctx.mover() {
        ctx.candidates.iter().any(|c| c.mv.from() == Some(square))
    } else {
        ctx.candidates
            .iter()
            .any(|c| captured_square(c.mv) == Some(square))
    }
}

#[cfg(test)]
mod tests;
