//! Sensor boards at the table, pure: what the program does with a board's events, given the
//! game the session keeps. The adapter feeds events with timestamps and turns the
//! [`BoardAction`]s into session inputs and speech; nothing here reads a clock or a port.
//!
//! - [`PegTable`]: the blind player's peg board. Moves made on it become [`BoardAction::Play`]
//!   (the session announces them exactly as if typed). A move the game made elsewhere (typed,
//!   the engine's, the e-board's) is given with [`PegTable::game_moved`]: the player replays it
//!   on the pegs and hears "done", or, after a while, what is still to do.
//! - [`DgtTable`]: the sighted player's DGT e-board. It reports pieces, so a move is read from
//!   the whole board: when it shows the game after exactly one legal move, that move is played.
//!
//! Both guide a board that differs from the game one fix at a time ([`super::sync`]).

use std::collections::VecDeque;

use shakmaty::{Board, CastlingMode, Chess, Move, Position};

use super::dgt::{DgtBoard, DgtMessage, DgtMirror, DgtSquare};
use super::peg::{Button, PegEvent};
use super::sensing::{Observation, PegBoard};
use super::sync::{
    BoardSync, Fix, Observed, SyncNotice, SyncStrings, fixes, phrase, touch_move_phrase,
    touched_phrase,
};
use crate::core::voice::Voice;

/// How long a board may differ from the game before it is guided (a piece in hand for a
/// moment is normal), and how long a player has to replay a move made elsewhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grace {
    pub mismatch_ms: u64,
    pub replay_ms: u64,
}

impl Default for Grace {
    fn default() -> Self {
        Self {
            mismatch_ms: 2_000,
            replay_ms: 20_000,
        }
    }
}

/// What kind of thing a [`BoardAction::Say`] is (the adapter may leave some unsaid).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SayKind {
    /// A piece was lifted (D.2.2).
    Touched,
    /// A rule: touch-move (4.3), rook before king (4.4.2).
    Rule,
    /// The board needs something: a promotion key, a piece placed again.
    Prompt,
    /// One fix of a mismatch (D.2.9), or the move still to replay.
    Guidance,
    /// The board matches again, or a replayed move is done.
    Confirmation,
    /// The board's connection was lost or is back.
    Connection,
}

/// What the adapter should do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardAction {
    /// A move made on the board: give it to the session as `Input::Move`.
    Play(Move),
    /// The board's clock button: `Input::Press`.
    Press,
    /// The board's `repeat` or `time` button: the session's `repeat` / `time` command.
    Command(Button),
    /// The board's events no longer explain what it shows (lines lost): ask it for a
    /// snapshot (`PegLink::request_snapshot`).
    RequestSnapshot,
    /// Say this, in the voice's words.
    Say { kind: SayKind, text: String },
    /// Guidance of a mismatch begins (D.2.9): the caller may stop the clock.
    MismatchStarted,
    /// The board matches the game again after guidance.
    Resolved,
}

fn say(kind: SayKind, text: impl Into<String>) -> BoardAction {
    BoardAction::Say {
        kind,
        text: text.into(),
    }
}

/// Turns a [`SyncNotice`] into actions.
fn notice_actions(
    notice: Option<SyncNotice>,
    voice: &Voice,
    from: &Chess,
    out: &mut Vec<BoardAction>,
) {
    let strings = SyncStrings::for_voice(voice);
    match notice {
        None => {}
        Some(SyncNotice::Guide { fix, first }) => {
            if first {
                out.push(BoardAction::MismatchStarted);
            }
            out.push(say(SayKind::Guidance, phrase(&fix, voice, from)));
        }
        Some(SyncNotice::Confirmed) => {
            out.push(BoardAction::Resolved);
            out.push(say(SayKind::Confirmation, strings.confirmed));
        }
    }
}

/// The peg board at the table.
#[derive(Debug, Clone)]
pub struct PegTable {
    peg: PegBoard,
    /// The game's position (the session's).
    game: Chess,
    /// The board before the game's last move (tells "fehlt" from "gehört hin").
    before: Option<Board>,
    /// Moves the game made elsewhere, oldest first, not yet replayed on the pegs.
    pending: VecDeque<Move>,
    sync: BoardSync,
    voice: Voice,
    grace: Grace,
}

impl PegTable {
    pub fn new(position: Chess, mode: CastlingMode, voice: Voice, grace: Grace) -> Self {
        Self {
            peg: PegBoard::new(position.clone(), mode),
            game: position,
            before: None,
            pending: VecDeque::new(),
            sync: BoardSync::new(),
            voice,
            grace,
        }
    }

    /// The sensing machine (its position lags the game's by the moves still to replay).
    pub fn peg(&self) -> &PegBoard {
        &self.peg
    }

    /// Moves made elsewhere that the pegs do not show yet.
    pub fn pending(&self) -> impl Iterator<Item = &Move> {
        self.pending.iter()
    }

    /// One line from the board.
    pub fn event(&mut self, at_ms: u64, event: &PegEvent) -> Vec<BoardAction> {
        let mut out = Vec::new();
        let observations = self.peg.handle(event);
        self.observe(at_ms, observations, &mut out);
        out
    }

    /// The input ended (or the player pressed the clock): a rook move held back to see whether
    /// it becomes castling is made.
    pub fn finish(&mut self, at_ms: u64) -> Vec<BoardAction> {
        let mut out = Vec::new();
        let observations = self.peg.finish();
        self.observe(at_ms, observations, &mut out);
        out
    }

    /// The session played `mv`, which was not made on the pegs (typed, the engine's, the
    /// e-board's): the player replays it on the pegs.
    pub fn game_moved(&mut self, at_ms: u64, mv: Move) -> Vec<BoardAction> {
        let mut out = Vec::new();
        if !self.game.is_legal(mv) {
            return out;
        }
        self.before = Some(self.game.board().clone());
        self.game.play_unchecked(mv);
        if self.peg.is_in_sync() {
            self.pending.push_back(mv);
        } else {
            self.peg.set_position(self.game.clone());
        }
        self.resync(at_ms, &mut out);
        out
    }

    /// The game's position changed in another way (a move taken back, a game resumed): follow
    /// it; the pegs are guided to it.
    pub fn game_reset(&mut self, at_ms: u64, position: Chess) -> Vec<BoardAction> {
        let mut out = Vec::new();
        self.before = Some(self.game.board().clone());
        self.game = position;
        self.pending.clear();
        self.peg.set_position(self.game.clone());
        self.resync(at_ms, &mut out);
        out
    }

    /// Time passed (call at [`PegTable::next_wake`]).
    pub fn tick(&mut self, at_ms: u64) -> Vec<BoardAction> {
        let mut out = Vec::new();
        let notice = self.sync.tick(at_ms);
        let from = self.peg.position().clone();
        notice_actions(notice, &self.voice, &from, &mut out);
        out
    }

    pub fn next_wake(&self) -> Option<u64> {
        self.sync.next_wake()
    }

    /// The board's connection was lost (`false`) or is back (`true`).
    pub fn connection(&mut self, connected: bool) -> Vec<BoardAction> {
        let s = SyncStrings::for_voice(&self.voice);
        let text = if connected {
            s.reconnected
        } else {
            s.disconnected
        };
        vec![say(SayKind::Connection, text)]
    }

    /// Says the current fix again at the next tick.
    pub fn repeat_guidance(&mut self) {
        self.sync.repeat();
    }

    fn observe(&mut self, at_ms: u64, observations: Vec<Observation>, out: &mut Vec<BoardAction>) {
        for observation in observations {
            match observation {
                Observation::Moved { mv, .. } => self.moved(mv, out),
                Observation::Touched { square, piece } => out.push(say(
                    SayKind::Touched,
                    touched_phrase(&self.voice, square, piece),
                )),
                Observation::PutBack {
                    square,
                    piece,
                    touch_move: true,
                } => {
                    let own = piece.color == self.peg.position().turn();
                    out.push(say(
                        SayKind::Rule,
                        touch_move_phrase(&self.voice, square, piece, own),
                    ));
                }
                Observation::RookTouchedFirst { .. } => out.push(say(
                    SayKind::Rule,
                    SyncStrings::for_voice(&self.voice).rook_first,
                )),
                Observation::NeedPromotion { .. } => out.push(say(
                    SayKind::Prompt,
                    SyncStrings::for_voice(&self.voice).promotion_key,
                )),
                Observation::Ambiguous { .. } => out.push(say(
                    SayKind::Prompt,
                    SyncStrings::for_voice(&self.voice).ambiguous,
                )),
                Observation::Button(Button::Clock) => out.push(BoardAction::Press),
                Observation::Button(button) => out.push(BoardAction::Command(button)),
                Observation::PutBack { .. }
                | Observation::Mismatch { .. }
                | Observation::InSync => {}
            }
        }
        self.resync(at_ms, out);
    }

    fn moved(&mut self, mv: Move, out: &mut Vec<BoardAction>) {
        match self.pending.front() {
            Some(&expected) if expected == mv => {
                self.pending.pop_front();
                if self.pending.is_empty() {
                    out.push(say(
                        SayKind::Confirmation,
                        SyncStrings::for_voice(&self.voice).done,
                    ));
                }
            }
            Some(_) => {
                // Another move than the one to replay: the pegs are wrong; guide them to the
                // game.
                self.pending.clear();
                self.peg.set_position(self.game.clone());
            }
            None => {
                if self.game.is_legal(mv) {
                    self.before = Some(self.game.board().clone());
                    self.game.play_unchecked(mv);
                    out.push(BoardAction::Play(mv));
                } else {
                    self.peg.set_position(self.game.clone());
                }
            }
        }
    }

    fn resync(&mut self, at_ms: u64, out: &mut Vec<BoardAction>) {
        if !self.peg.is_in_sync() && !self.pending.is_empty() {
            // Lost while replaying: guide the pegs to the game itself.
            self.pending.clear();
            self.peg.set_position(self.game.clone());
        }
        // A board being put right may look explained while a peg is in hand (the sensing machine
        // reads it as a piece lifted); it agrees with the game only once every hole does.
        let holes_differ = self.peg.observed() != self.game.board().occupied();
        let (needed, grace) = if !self.peg.is_in_sync()
            || (self.sync.is_guiding() && self.pending.is_empty() && holes_differ)
        {
            let observed = Observed::Occupancy(self.peg.observed());
            (
                fixes(self.game.board(), &observed, self.before.as_ref()),
                self.grace.mismatch_ms,
            )
        } else if let Some(&mv) = self.pending.front() {
            (vec![Fix::Make { mv }], self.grace.replay_ms)
        } else {
            (Vec::new(), 0)
        };
        let notice = self.sync.update(at_ms, needed, grace);
        let from = self.peg.position().clone();
        notice_actions(notice, &self.voice, &from, out);
    }
}

/// The DGT e-board at the table.
#[derive(Debug, Clone)]
pub struct DgtTable {
    mirror: DgtMirror,
    game: Chess,
    before: Option<Board>,
    /// A move made elsewhere that this board does not show yet.
    replaying: bool,
    sync: BoardSync,
    voice: Voice,
    grace: Grace,
}

impl DgtTable {
    pub fn new(position: Chess, voice: Voice, grace: Grace) -> Self {
        Self {
            mirror: DgtMirror::new(),
            game: position,
            before: None,
            replaying: false,
            sync: BoardSync::new(),
            voice,
            grace,
        }
    }

    /// The board as last reported (`None` before the first dump).
    pub fn board(&self) -> Option<&DgtBoard> {
        self.mirror.board()
    }

    /// One message from the board.
    pub fn event(&mut self, at_ms: u64, message: &DgtMessage) -> Vec<BoardAction> {
        let mut out = Vec::new();
        if self.mirror.apply(message) {
            self.evaluate(at_ms, true, &mut out);
        }
        out
    }

    /// The session played `mv`, not made on this board: the player replays it here.
    pub fn game_moved(&mut self, at_ms: u64, mv: Move) -> Vec<BoardAction> {
        let mut out = Vec::new();
        if self.game.is_legal(mv) {
            self.before = Some(self.game.board().clone());
            self.game.play_unchecked(mv);
            self.replaying = true;
            self.evaluate(at_ms, false, &mut out);
        }
        out
    }

    /// The game's position changed in another way (take-back, resume).
    pub fn game_reset(&mut self, at_ms: u64, position: Chess) -> Vec<BoardAction> {
        let mut out = Vec::new();
        self.before = Some(self.game.board().clone());
        self.game = position;
        self.replaying = true;
        self.evaluate(at_ms, false, &mut out);
        out
    }

    /// The connection was lost: the board may change meanwhile; the next dump tells.
    pub fn disconnected(&mut self) -> Vec<BoardAction> {
        self.mirror.forget();
        let s = SyncStrings::for_voice(&self.voice);
        vec![say(SayKind::Connection, s.disconnected)]
    }

    pub fn reconnected(&mut self) -> Vec<BoardAction> {
        let s = SyncStrings::for_voice(&self.voice);
        vec![say(SayKind::Connection, s.reconnected)]
    }

    pub fn tick(&mut self, at_ms: u64) -> Vec<BoardAction> {
        let mut out = Vec::new();
        let notice = self.sync.tick(at_ms);
        notice_actions(notice, &self.voice, &self.game, &mut out);
        out
    }

    pub fn next_wake(&self) -> Option<u64> {
        self.sync.next_wake()
    }

    pub fn repeat_guidance(&mut self) {
        self.sync.repeat();
    }

    fn evaluate(&mut self, at_ms: u64, from_board: bool, out: &mut Vec<BoardAction>) {
        let Some(shown) = self.mirror.board().copied() else {
            return;
        };
        let magic = shown.0.iter().any(|s| matches!(s, DgtSquare::Magic(_)));
        let pieces = shown.pieces();
        if !magic && &pieces == self.game.board() {
            if std::mem::take(&mut self.replaying) && from_board {
                out.push(say(
                    SayKind::Confirmation,
                    SyncStrings::for_voice(&self.voice).done,
                ));
            }
            let notice = self.sync.update(at_ms, Vec::new(), 0);
            notice_actions(notice, &self.voice, &self.game, out);
            return;
        }
        if from_board && !self.replaying && !magic {
            let made: Vec<Move> = self
                .game
                .legal_moves()
                .into_iter()
                .filter(|&m| {
                    let mut after = self.game.clone();
                    after.play_unchecked(m);
                    after.board() == &pieces
                })
                .collect();
            if let [mv] = made[..] {
                self.before = Some(self.game.board().clone());
                self.game.play_unchecked(mv);
                out.push(BoardAction::Play(mv));
                let notice = self.sync.update(at_ms, Vec::new(), 0);
                notice_actions(notice, &self.voice, &self.game, out);
                return;
            }
        }
        let grace = if self.replaying {
            self.grace.replay_ms
        } else {
            self.grace.mismatch_ms
        };
        let needed = fixes(
            self.game.board(),
            &Observed::Pieces(pieces),
            self.before.as_ref(),
        );
        let notice = self.sync.update(at_ms, needed, grace);
        notice_actions(notice, &self.voice, &self.game, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::boards::peg::parse_line;
    use shakmaty::Square;
    use shakmaty::uci::UciMove;

    fn mv(pos: &Chess, uci: &str) -> Move {
        UciMove::from_ascii(uci.as_bytes())
            .unwrap()
            .to_move(pos)
            .unwrap()
    }

    fn peg_table() -> PegTable {
        PegTable::new(
            Chess::default(),
            CastlingMode::Standard,
            Voice::fide(),
            Grace::default(),
        )
    }

    fn lines(t: &mut PegTable, at_ms: u64, script: &str) -> Vec<BoardAction> {
        script
            .split(',')
            .map(str::trim)
            .flat_map(|l| t.event(at_ms, &parse_line(l.as_bytes()).unwrap()))
            .collect()
    }

    fn texts(actions: &[BoardAction], kind: SayKind) -> Vec<String> {
        actions
            .iter()
            .filter_map(|a| match a {
                BoardAction::Say { kind: k, text } if *k == kind => Some(text.clone()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_move_made_on_the_pegs_is_played_and_the_clock_button_presses() {
        let mut t = peg_table();
        let out = lines(&mut t, 0, "UP e2, DOWN e4, BTN clock");
        let e4 = mv(&Chess::default(), "e2e4");
        assert!(out.contains(&BoardAction::Play(e4)));
        assert_eq!(out.last(), Some(&BoardAction::Press));
        assert_eq!(texts(&out, SayKind::Touched), ["Bauer Eva zwei berührt"]);
        assert!(texts(&out, SayKind::Guidance).is_empty());
    }

    #[test]
    fn touch_move_is_reminded() {
        let mut t = peg_table();
        let out = lines(&mut t, 0, "UP g1, DOWN g1");
        assert_eq!(
            texts(&out, SayKind::Rule),
            ["berührt, geführt: Springer Gustav eins muss ziehen"]
        );
    }

    #[test]
    fn the_opponents_move_replayed_on_the_pegs_is_done() {
        let mut t = peg_table();
        let start = Chess::default();
        let out = lines(&mut t, 0, "UP e2, DOWN e4");
        let e4 = mv(&start, "e2e4");
        assert!(out.contains(&BoardAction::Play(e4)));
        let mut after = start.clone();
        after.play_unchecked(e4);
        // Black's reply comes from the engine / the other board.
        let e5 = mv(&after, "e7e5");
        assert!(t.game_moved(1_000, e5).is_empty());
        assert_eq!(t.pending().count(), 1);
        let out = lines(&mut t, 3_000, "UP e7, DOWN e5");
        assert!(
            !out.iter().any(|a| matches!(a, BoardAction::Play(_))),
            "{out:?}"
        );
        assert_eq!(texts(&out, SayKind::Confirmation), ["erledigt"]);
        assert_eq!(t.pending().count(), 0);
        // And the game goes on from the pegs.
        let out = lines(&mut t, 4_000, "UP g1, DOWN f3");
        assert!(out.iter().any(|a| matches!(a, BoardAction::Play(_))));
    }

    #[test]
    fn a_replay_not_made_is_said_after_the_replay_grace() {
        let mut t = peg_table();
        let start = Chess::default();
        let e4 = mv(&start, "e2e4");
        assert!(t.game_moved(0, e4).is_empty());
        assert_eq!(t.next_wake(), Some(20_000));
        assert!(t.tick(19_999).is_empty());
        let out = t.tick(20_000);
        assert_eq!(out[0], BoardAction::MismatchStarted);
        assert_eq!(
            texts(&out, SayKind::Guidance),
            ["noch ausführen: Bauer Eva zwei Eva vier"]
        );
        let out = lines(&mut t, 21_000, "UP e2, DOWN e4");
        assert_eq!(
            texts(&out, SayKind::Confirmation),
            ["erledigt", "Brett stimmt"]
        );
        assert!(out.contains(&BoardAction::Resolved));
    }

    #[test]
    fn a_wrong_replay_is_guided_to_the_game_one_fix_at_a_time() {
        let mut t = peg_table();
        let start = Chess::default();
        let e4 = mv(&start, "e2e4");
        t.game_moved(0, e4);
        // The player plays e2-e3 instead.
        let out = lines(&mut t, 1_000, "UP e2, DOWN e3");
        assert!(!out.iter().any(|a| matches!(a, BoardAction::Play(_))));
        assert_eq!(t.next_wake(), Some(3_000));
        let out = t.tick(3_000);
        assert_eq!(
            texts(&out, SayKind::Guidance),
            ["Bauer von Eva drei nach Eva vier"]
        );
        let out = lines(&mut t, 4_000, "UP e3, DOWN e4");
        assert_eq!(texts(&out, SayKind::Confirmation), ["Brett stimmt"]);
        assert!(t.peg().is_in_sync());
        assert_eq!(
            t.peg().position().board(),
            {
                let mut p = start.clone();
                p.play_unchecked(e4);
                p
            }
            .board()
        );
    }

    #[test]
    fn a_stray_peg_is_guided_after_the_grace_period() {
        let mut t = peg_table();
        // A peg dropped on e4: the snapshot shows it (a missing peg would look like a piece in
        // hand, which is no mismatch).
        let mut bb = Chess::default().board().occupied();
        bb.add(Square::E4);
        let out = t.event(0, &PegEvent::Snap(bb));
        assert!(texts(&out, SayKind::Guidance).is_empty(), "grace period");
        let out = t.tick(2_000);
        assert_eq!(out[0], BoardAction::MismatchStarted);
        assert_eq!(texts(&out, SayKind::Guidance), ["Eva vier muss leer sein"]);
        let out = lines(&mut t, 3_000, "UP e4");
        assert_eq!(texts(&out, SayKind::Confirmation), ["Brett stimmt"]);
    }

    fn confirmed(actions: &[BoardAction]) -> bool {
        actions.contains(&BoardAction::Resolved)
            || !texts(actions, SayKind::Confirmation).is_empty()
    }

    /// Feeds `script` one line at a time; returns what each line gave.
    fn each_line(t: &mut PegTable, at_ms: u64, script: &str) -> Vec<Vec<BoardAction>> {
        script
            .split(',')
            .map(str::trim)
            .map(|l| t.event(at_ms, &parse_line(l.as_bytes()).unwrap()))
            .collect()
    }

    /// The game after e4, the pegs after e3 instead: the white pawn must go from e3 to e4.
    fn pawn_on_e3_instead_of_e4() -> PegTable {
        let mut t = peg_table();
        t.game_moved(0, mv(&Chess::default(), "e2e4"));
        lines(&mut t, 1_000, "UP e2, DOWN e3");
        let out = t.tick(3_000);
        assert_eq!(
            texts(&out, SayKind::Guidance),
            ["Bauer von Eva drei nach Eva vier"]
        );
        t
    }

    #[test]
    fn lifting_the_piece_to_move_is_not_yet_board_agrees() {
        let mut t = pawn_on_e3_instead_of_e4();
        let out = lines(&mut t, 4_000, "UP e3");
        assert!(!confirmed(&out), "confirmed with the pawn in hand: {out:?}");
        let out = lines(&mut t, 4_500, "DOWN e4");
        assert_eq!(texts(&out, SayKind::Confirmation), ["Brett stimmt"]);
        assert!(out.contains(&BoardAction::Resolved));
        assert_eq!(t.peg().observed(), t.peg().position().board().occupied());
    }

    #[test]
    fn a_piece_held_after_lifting_it_is_guided_to_its_square_not_confirmed() {
        let mut t = pawn_on_e3_instead_of_e4();
        lines(&mut t, 4_000, "UP e3");
        // The player waits, pawn in hand: still not confirmed; what is left is said.
        let out = t.tick(10_000);
        assert!(!confirmed(&out), "{out:?}");
        assert_eq!(
            texts(&out, SayKind::Guidance),
            ["Eva vier ist leer, dort gehört ein Bauer hin"]
        );
        // Put back where it was: the first fix again, never a confirmation.
        let out = lines(&mut t, 11_000, "DOWN e3");
        assert!(!confirmed(&out), "{out:?}");
        let out = t.tick(13_000);
        assert!(!confirmed(&out), "{out:?}");
        assert_eq!(
            texts(&out, SayKind::Guidance),
            ["Bauer von Eva drei nach Eva vier"]
        );
        let steps = each_line(&mut t, 14_000, "UP e3, DOWN e4");
        assert!(!confirmed(&steps[0]), "{:?}", steps[0]);
        assert!(confirmed(&steps[1]), "{:?}", steps[1]);
    }

    #[test]
    fn a_piece_of_the_side_to_move_on_a_wrong_square_is_confirmed_only_when_placed() {
        // A knight on g4 instead of g1 (no legal move explains it), White to move.
        let mut t = peg_table();
        let mut bb = Chess::default().board().occupied();
        bb.discard(Square::G1);
        bb.add(Square::G4);
        let out = t.event(0, &PegEvent::Snap(bb));
        assert!(!confirmed(&out));
        let out = t.tick(2_000);
        assert_eq!(
            texts(&out, SayKind::Guidance),
            ["Springer von Gustav vier nach Gustav eins"]
        );
        let steps = each_line(&mut t, 3_000, "UP g4, DOWN g1");
        assert!(!confirmed(&steps[0]), "after UP: {:?}", steps[0]);
        assert!(confirmed(&steps[1]), "after DOWN: {:?}", steps[1]);
        assert!(
            !steps
                .concat()
                .iter()
                .any(|a| matches!(a, BoardAction::Play(_))),
            "putting the board right is no move"
        );
    }

    #[test]
    fn a_snapshot_with_the_piece_in_hand_is_not_confirmed() {
        let mut t = pawn_on_e3_instead_of_e4();
        let mut in_hand = t.peg().position().board().occupied();
        in_hand.discard(Square::E4);
        let out = t.event(4_000, &PegEvent::Snap(in_hand));
        assert!(!confirmed(&out), "{out:?}");
        let right = t.peg().position().board().occupied();
        let out = t.event(5_000, &PegEvent::Snap(right));
        assert_eq!(texts(&out, SayKind::Confirmation), ["Brett stimmt"]);
    }

    #[test]
    fn two_fixes_are_confirmed_only_after_the_last_placement() {
        // The pawn on e3 instead of e4, and a stray peg on h5.
        let mut t = peg_table();
        t.game_moved(0, mv(&Chess::default(), "e2e4"));
        lines(&mut t, 1_000, "UP e2, DOWN e3, DOWN h5");
        let out = t.tick(3_000);
        assert_eq!(texts(&out, SayKind::Guidance), ["Eva drei muss leer sein"]);
        let steps = each_line(&mut t, 4_000, "UP e3, UP h5, DOWN e4");
        assert!(!confirmed(&steps[0]), "{:?}", steps[0]);
        assert!(!confirmed(&steps[1]), "{:?}", steps[1]);
        assert!(confirmed(&steps[2]), "{:?}", steps[2]);
    }

    fn dgt_update(square: Square, content: DgtSquare) -> DgtMessage {
        DgtMessage::FieldUpdate { square, content }
    }

    #[test]
    fn a_move_on_the_dgt_board_is_played_once_the_board_shows_it() {
        let start = Chess::default();
        let mut t = DgtTable::new(start.clone(), Voice::fide(), Grace::default());
        let dump = DgtMessage::BoardDump(DgtBoard::from_board(start.board()));
        assert!(t.event(0, &dump).is_empty());
        let pawn = DgtBoard::from_board(start.board()).get(Square::E2);
        assert!(
            t.event(10, &dgt_update(Square::E2, DgtSquare::Empty))
                .is_empty()
        );
        let out = t.event(20, &dgt_update(Square::E4, pawn));
        assert_eq!(out, vec![BoardAction::Play(mv(&start, "e2e4"))]);
    }

    #[test]
    fn a_move_made_on_the_pegs_is_replayed_on_the_dgt_board_and_a_mistake_guided() {
        let start = Chess::default();
        let mut t = DgtTable::new(start.clone(), Voice::fide(), Grace::default());
        t.event(
            0,
            &DgtMessage::BoardDump(DgtBoard::from_board(start.board())),
        );
        let pawn = DgtBoard::from_board(start.board()).get(Square::E2);
        t.game_moved(100, mv(&start, "e2e4"));
        t.event(200, &dgt_update(Square::E2, DgtSquare::Empty));
        let out = t.event(300, &dgt_update(Square::E3, pawn));
        assert!(out.is_empty(), "{out:?}");
        let out = t.tick(20_300);
        assert_eq!(
            texts(&out, SayKind::Guidance),
            ["Bauer von Eva drei nach Eva vier"]
        );
        t.event(21_000, &dgt_update(Square::E3, DgtSquare::Empty));
        let out = t.event(21_100, &dgt_update(Square::E4, pawn));
        assert_eq!(
            texts(&out, SayKind::Confirmation),
            ["erledigt", "Brett stimmt"]
        );
    }
}
