//! The one board model: for a connected board, the position it should show and the position it
//! senses, every sensed change compared with it in one place. Pure, driven by timestamps.
//!
//! The board should show the game, less the moves made elsewhere that its player still owes
//! (`owed`, replayed one after the other from `base`). Whatever its protocol
//! ([`SensingBoard`]) reports, the model decides in `BoardModel::evaluate`:
//! - the board shows `base`: nothing to say (a replay still owed is asked for after the replay
//!   grace: "still to make: …");
//! - it shows `base` after the first owed move: the replay is made ("done");
//! - it shows `base` after one legal move, nothing owed: a move made on it ([`BoardAction::Play`]);
//! - it shows `base` with only pieces lifted that a move could lift (the mover's, or one a
//!   move captures): a move being made; said only when held past the held grace;
//! - anything else is a difference: one second after the board last changed, the first fix
//!   toward the nearest position it may reach (`base`, the replay, the game, or a move from
//!   there) is said to the person who must fix it; a board put right says so; a sighted
//!   player's board still wrong after ten seconds is told once to the blind player too.
//!
//! Nothing sensed is dropped: a change the model cannot place is a difference, and every
//! difference is named once it has settled. On the sighted player's board the fix said is shown
//! too ([`BoardAction::ShowSquares`]: its squares lit where the board has LEDs), and put out
//! once the board is right.

use std::collections::VecDeque;

use shakmaty::{Bitboard, Board, CastlingMode, Chess, Move, Position};

use super::event::BoardEvent;
use super::lights::fix_squares;
use super::peg::Button;
use super::sensing_board::{BoardProtocol, BoardRole, Sensed, SensingBoard, after, shows_board};
use super::sync::{
    BoardSync, Fix, Observed, SyncNotice, SyncStrings, battery_low_phrase, fixes, phrase,
    touch_move_phrase, touched_phrase,
};
use crate::core::voice::Voice;

/// How long the model waits before it speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grace {
    /// A difference is named once the board has not changed for this long.
    pub mismatch_ms: u64,
    /// A move owed is asked for once it has not been replayed for this long.
    pub replay_ms: u64,
    /// Pieces lifted (a move being made) are named once held this long.
    pub held_ms: u64,
    /// A sighted player's board still different this long after it began to differ is told to
    /// the blind player too.
    pub tell_blind_ms: u64,
}

impl Default for Grace {
    fn default() -> Self {
        Self {
            mismatch_ms: 1_000,
            replay_ms: 20_000,
            held_ms: 20_000,
            tell_blind_ms: 10_000,
        }
    }
}

/// What kind of thing a [`BoardAction::Say`] is (the table may leave some unsaid).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SayKind {
    /// A piece was lifted (D.2.2).
    Touched,
    /// A rule: touch-move (4.3), rook before king (4.4.2).
    Rule,
    /// The board needs something: a promotion key, a piece placed again.
    Prompt,
    /// One fix of a difference (D.2.9), or the move still to replay.
    Guidance,
    /// The board is right again, or a replayed move is done.
    Confirmation,
    /// The board's connection was lost or is back.
    Connection,
}

/// What the table is to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardAction {
    /// A move made on the board: played as if typed (the table tells the model if refused).
    Play(Move),
    /// The board's clock button.
    Press,
    /// The board's `repeat`, `time` or `talk` button.
    Command(Button),
    /// Said to the person the board belongs to, in the voice's words.
    Say { kind: SayKind, text: String },
    /// To be told once to the blind player: the sighted player's board has differed too long
    /// (the table words it with the board's name).
    TellBlind,
    /// The sighted player's board is to light these squares (the fix just said), or put its
    /// lights out (none: the board is right). Sent only when what is lit changes.
    ShowSquares(Bitboard),
    /// The sighted player's board is to set this position by itself (a board with a robot,
    /// [`SensingBoard::sets_position`]): the game moved elsewhere, or went back. What it
    /// reports once done is compared as any report; a robot that failed is guided as a board
    /// put wrong by hand.
    SetPosition(Board),
}

fn say(kind: SayKind, text: impl Into<String>) -> BoardAction {
    BoardAction::Say {
        kind,
        text: text.into(),
    }
}

/// One board, as the table holds it.
#[derive(Debug)]
pub struct BoardModel {
    role: BoardRole,
    sensing: Box<dyn SensingBoard>,
    voice: Voice,
    grace: Grace,
    /// The game's position.
    game: Chess,
    /// The game less the replays owed: what the board should show now.
    base: Chess,
    /// The board before `base`'s last move (tells "missing" from "belongs there").
    base_before: Option<Board>,
    /// Moves the game made elsewhere, oldest first, not yet shown on this board.
    owed: VecDeque<Move>,
    sync: BoardSync,
    /// The current difference (a replay owed or a move being made is none).
    differing: Option<Differing>,
    /// The link came back: "connected again" waits for the board's first data.
    awaiting_data: bool,
    /// The board was sent back to the game (a take-back, a refused move, the arbiter's
    /// reset): a piece off the board is no move being made, and what it shows is read as no
    /// move, until the board is right again.
    put_right: bool,
    /// A difference has been named and not healed yet ("board is right" is owed).
    difference_named: bool,
    /// The squares the board was last asked to light (a sighted player's board only).
    lit: Bitboard,
    /// The charge said to be low (said once, until the board is charged).
    battery_said: Option<u8>,
}

/// Battery (percent) below which a board's owner is told, once, to charge it: about an hour
/// of play left on a Chessnut Air.
pub const BATTERY_LOW: u8 = 15;

/// A difference the board shows: since when, and whether the blind player has been told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Differing {
    since: u64,
    blind_told: bool,
}

/// What the board shows, compared with what it should show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Nothing known yet (no whole report since the link opened).
    Unknown,
    /// The board shows what it should (a replay may still be owed).
    Right,
    /// A move is being made: pieces lifted that a move could lift.
    Held,
    /// The board differs: the fixes toward the nearest position it may reach, first first.
    Differs(Vec<Fix>),
}

impl BoardModel {
    pub fn new(
        role: BoardRole,
        protocol: BoardProtocol,
        position: Chess,
        mode: CastlingMode,
        voice: Voice,
        grace: Grace,
    ) -> Self {
        Self::with_sensing(
            role,
            protocol.sensing(&position, mode),
            position,
            voice,
            grace,
        )
    }

    /// A model around any sensing (a protocol not registered yet, a fake in a test).
    pub fn with_sensing(
        role: BoardRole,
        mut sensing: Box<dyn SensingBoard>,
        position: Chess,
        voice: Voice,
        grace: Grace,
    ) -> Self {
        sensing.follow(&position);
        Self {
            role,
            sensing,
            voice,
            grace,
            game: position.clone(),
            base: position,
            base_before: None,
            owed: VecDeque::new(),
            sync: BoardSync::new(),
            differing: None,
            awaiting_data: false,
            put_right: false,
            difference_named: false,
            lit: Bitboard::EMPTY,
            battery_said: None,
        }
    }

    pub fn role(&self) -> BoardRole {
        self.role
    }

    pub fn protocol(&self) -> BoardProtocol {
        self.sensing.protocol()
    }

    /// The position the board should show now.
    pub fn base(&self) -> &Chess {
        &self.base
    }

    /// The game's position as this board knows it.
    pub fn game(&self) -> &Chess {
        &self.game
    }

    /// The moves still to replay on this board, oldest first.
    pub fn owed(&self) -> impl Iterator<Item = &Move> {
        self.owed.iter()
    }

    /// What the board shows (`None` until known).
    pub fn shows(&self) -> Option<Observed> {
        self.sensing.shows()
    }

    /// Whether a difference has been named and not healed yet.
    pub fn is_guiding(&self) -> bool {
        self.sync.is_guiding()
    }

    /// The sensing behind the model (the screen and the tests look at it).
    pub fn sensing(&self) -> &dyn SensingBoard {
        self.sensing.as_ref()
    }

    /// One event from the board's link.
    pub fn sense(&mut self, at_ms: u64, event: &BoardEvent) -> Vec<BoardAction> {
        let mut out = Vec::new();
        match event {
            BoardEvent::Disconnected(_) => {
                self.sensing.forget();
                self.awaiting_data = false;
                // A board connected again shows no lights: what is to fix is lit anew.
                self.lit = Bitboard::EMPTY;
                let text = SyncStrings::for_voice(&self.voice).disconnected;
                out.push(say(SayKind::Connection, text));
                return out;
            }
            BoardEvent::Reconnected => {
                // Said only once the board itself answers: a link that opens on a device that
                // says nothing is not a board connected.
                self.awaiting_data = true;
                return out;
            }
            _ => {}
        }
        if event.is_from_the_board() && std::mem::take(&mut self.awaiting_data) {
            let text = SyncStrings::for_voice(&self.voice).reconnected;
            out.push(say(SayKind::Connection, text));
            // What the robot was asked while the board was away is asked again.
            if !self.owed.is_empty() {
                self.robot_sets(self.game.board().clone(), &mut out);
            }
        }
        if let BoardEvent::Battery(battery) = event {
            if battery.charging {
                self.battery_said = None;
            } else if battery.percent < BATTERY_LOW && self.battery_said.is_none() {
                self.battery_said = Some(battery.percent);
                // The board needs something of its owner (a prompt: said to them alone).
                let text = battery_low_phrase(&self.voice, battery.percent);
                out.push(say(SayKind::Prompt, text));
            }
            return out;
        }
        let sensed = self.sensing.sense(event);
        self.take(at_ms, sensed, &mut out);
        out
    }

    /// The input ended: a move held back (a rook move that may become castling) is made.
    pub fn finish(&mut self, at_ms: u64) -> Vec<BoardAction> {
        let mut out = Vec::new();
        let sensed = self.sensing.finish();
        self.take(at_ms, sensed, &mut out);
        out
    }

    /// The game played `mv`, not on this board: its player replays it here.
    pub fn game_moved(&mut self, at_ms: u64, mv: Move) -> Vec<BoardAction> {
        let mut out = Vec::new();
        if !self.game.is_legal(mv) {
            return out;
        }
        self.game.play_unchecked(mv);
        self.owed.push_back(mv);
        self.robot_sets(self.game.board().clone(), &mut out);
        self.evaluate(at_ms, false, &mut out);
        out
    }

    /// Asks a sighted player's board that sets positions by itself to show `board`.
    fn robot_sets(&self, board: Board, out: &mut Vec<BoardAction>) {
        if self.has_robot() {
            out.push(BoardAction::SetPosition(board));
        }
    }

    /// The sighted player's board sets positions by itself (the Chessnut Move's robot).
    fn has_robot(&self) -> bool {
        self.role == BoardRole::Sighted && self.sensing.sets_position()
    }

    /// Its robot was asked to set the game and the board does not show it yet.
    fn robot_at_work(&self) -> bool {
        self.has_robot() && !self.owed.is_empty()
    }

    /// The game's position changed another way (a move taken back, a refused move, the
    /// arbiter's reset, a game resumed): the board is to show `position` now.
    pub fn reset(&mut self, at_ms: u64, position: Chess) -> Vec<BoardAction> {
        let mut out = Vec::new();
        self.base_before = Some(self.base.board().clone());
        self.game = position.clone();
        self.base = position;
        self.owed.clear();
        self.put_right = true;
        self.sensing.follow(&self.base);
        if self
            .sensing
            .shows()
            .is_some_and(|shown| !shows_board(&shown, self.base.board()))
        {
            self.robot_sets(self.base.board().clone(), &mut out);
        }
        self.evaluate(at_ms, true, &mut out);
        out
    }

    /// Time passed (call at [`BoardModel::next_wake`]).
    pub fn tick(&mut self, at_ms: u64) -> Vec<BoardAction> {
        let mut out = Vec::new();
        let notice = self.sync.tick(at_ms);
        self.notice(notice, &mut out);
        self.tell_blind(at_ms, &mut out);
        out
    }

    pub fn next_wake(&self) -> Option<u64> {
        let tell = match (self.role, self.differing) {
            (
                BoardRole::Sighted,
                Some(Differing {
                    since,
                    blind_told: false,
                }),
            ) => Some(since.saturating_add(self.grace.tell_blind_ms)),
            _ => None,
        };
        [self.sync.next_wake(), tell].into_iter().flatten().min()
    }

    /// Says the current fix again at the next tick (the player asked to repeat).
    pub fn repeat_guidance(&mut self) {
        self.sync.repeat();
    }

    /// What the board shows, judged against what it should show (no state changes).
    pub fn verdict(&self) -> Verdict {
        let Some(observed) = self.sensing.shows() else {
            return Verdict::Unknown;
        };
        if shows_board(&observed, self.base.board()) {
            return Verdict::Right;
        }
        if !self.put_right && self.held(&observed) {
            return Verdict::Held;
        }
        Verdict::Differs(self.nearest_fixes(&observed))
    }

    fn take(&mut self, at_ms: u64, sensed: Vec<Sensed>, out: &mut Vec<BoardAction>) {
        let mut changed = false;
        for sensed in sensed {
            match sensed {
                Sensed::Changed => changed = true,
                Sensed::Moved(mv) => {
                    changed = true;
                    self.moved(mv, out);
                }
                Sensed::Touched { square, piece } => out.push(say(
                    SayKind::Touched,
                    touched_phrase(&self.voice, square, piece),
                )),
                Sensed::PutBack {
                    square,
                    piece,
                    touch_move: true,
                } => {
                    let own = piece.color == self.base.turn();
                    out.push(say(
                        SayKind::Rule,
                        touch_move_phrase(&self.voice, square, piece, own),
                    ));
                }
                Sensed::PutBack { .. } => {}
                Sensed::RookFirst => out.push(say(
                    SayKind::Rule,
                    SyncStrings::for_voice(&self.voice).rook_first,
                )),
                Sensed::NeedPromotion => out.push(say(
                    SayKind::Prompt,
                    SyncStrings::for_voice(&self.voice).promotion_key,
                )),
                Sensed::Ambiguous => out.push(say(
                    SayKind::Prompt,
                    SyncStrings::for_voice(&self.voice).ambiguous,
                )),
                Sensed::Button(Button::Clock) => out.push(BoardAction::Press),
                Sensed::Button(button) => out.push(BoardAction::Command(button)),
            }
        }
        if changed {
            self.evaluate(at_ms, true, out);
        }
    }

    /// A move the protocol read from its own events.
    fn moved(&mut self, mv: Move, out: &mut Vec<BoardAction>) {
        match self.owed.front() {
            Some(&owed) if owed == mv => self.replayed(out),
            None if self.base.is_legal(mv) => self.made(mv, out),
            // Another move than the one to replay (or one the game does not allow): the board
            // is wrong; the sensing keeps following what it should show, and the difference is
            // named.
            _ => self.sensing.follow(&self.base),
        }
    }

    /// The first owed move is now on the board.
    fn replayed(&mut self, out: &mut Vec<BoardAction>) {
        let Some(mv) = self.owed.pop_front() else {
            return;
        };
        self.base_before = Some(self.base.board().clone());
        self.base.play_unchecked(mv);
        self.sensing.follow(&self.base);
        if self.owed.is_empty() {
            out.push(say(
                SayKind::Confirmation,
                SyncStrings::for_voice(&self.voice).done,
            ));
        }
    }

    /// A move made on this board, nothing owed: the game plays it (or refuses it: `reset`).
    fn made(&mut self, mv: Move, out: &mut Vec<BoardAction>) {
        self.base_before = Some(self.base.board().clone());
        self.base.play_unchecked(mv);
        self.game = self.base.clone();
        self.sensing.follow(&self.base);
        out.push(BoardAction::Play(mv));
    }

    /// Compares what the board shows with what it should show, after anything changed.
    fn evaluate(&mut self, at_ms: u64, board_changed: bool, out: &mut Vec<BoardAction>) {
        let Some(observed) = self.sensing.shows() else {
            return;
        };
        self.read_pieces(&observed, out);
        // A board that shows the whole game (replays made while its link was down, pegs set
        // right from a snapshot) has nothing owed.
        if !self.owed.is_empty() && shows_board(&observed, self.game.board()) {
            self.base_before = Some(self.base.board().clone());
            self.base = self.game.clone();
            self.owed.clear();
            self.sensing.follow(&self.base);
            out.push(say(
                SayKind::Confirmation,
                SyncStrings::for_voice(&self.voice).done,
            ));
        }
        let verdict = self.verdict();
        if verdict == Verdict::Right {
            self.put_right = false;
            // Right: the lights of a difference go out (a replay still owed keeps its own).
            let healed = self.difference_named;
            if healed || self.owed.is_empty() {
                self.light(Bitboard::EMPTY, out);
            }
            if std::mem::take(&mut self.difference_named) {
                // Healed: said now, even while a replay is still owed (asked for later).
                self.sync = BoardSync::new();
                out.push(say(
                    SayKind::Confirmation,
                    SyncStrings::for_voice(&self.voice).confirmed,
                ));
                // Put back by hand before the move its robot left short: it is asked again,
                // once a difference healed, so a robot that keeps failing is not asked forever.
                if self.robot_at_work() {
                    self.robot_sets(self.game.board().clone(), out);
                }
            }
        }
        let (needed, grace, differs) = match verdict {
            Verdict::Unknown => return,
            Verdict::Right => match self.owed.front() {
                Some(&mv) => (vec![Fix::Make { mv }], self.grace.replay_ms, false),
                None => (Vec::new(), 0, false),
            },
            Verdict::Held => match self.owed.front() {
                Some(&mv) => (vec![Fix::Make { mv }], self.grace.replay_ms, false),
                None => (self.nearest_fixes(&observed), self.grace.held_ms, false),
            },
            Verdict::Differs(fixes) => (fixes, self.grace.mismatch_ms, true),
        };
        if !differs {
            self.differing = None;
        } else if self.differing.is_none() {
            self.differing = Some(Differing {
                since: at_ms,
                blind_told: false,
            });
        }
        let notice = self
            .sync
            .update_changed(at_ms, needed, grace, board_changed && differs);
        self.notice(notice, out);
    }

    /// A board that names its pieces: the moves are read from what it shows.
    fn read_pieces(&mut self, observed: &Observed, out: &mut Vec<BoardAction>) {
        if !matches!(observed, Observed::Pieces(_)) {
            return;
        }
        while let Some(&mv) = self.owed.front() {
            if shows_board(observed, after(&self.base, mv).board()) {
                self.replayed(out);
            } else {
                break;
            }
        }
        if self.put_right {
            // Sent back to the game: what it still shows is the move taken back, not a new one.
            return;
        }
        if !self.owed.is_empty() {
            // The replays made and the next move too, before the model saw the replays whole.
            let made: Vec<Move> = self
                .game
                .legal_moves()
                .into_iter()
                .filter(|&m| shows_board(observed, after(&self.game, m).board()))
                .collect();
            if let [mv] = made[..] {
                self.base_before = Some(self.base.board().clone());
                self.base = self.game.clone();
                self.owed.clear();
                self.sensing.follow(&self.base);
                self.made(mv, out);
            }
            return;
        }
        if !shows_board(observed, self.base.board()) {
            let made: Vec<Move> = self
                .base
                .legal_moves()
                .into_iter()
                .filter(|&m| shows_board(observed, after(&self.base, m).board()))
                .collect();
            if let [mv] = made[..] {
                self.made(mv, out);
            }
        }
    }

    /// Only pieces lifted that a move from `base` could lift: the mover's, or ones it captures.
    fn held(&self, observed: &Observed) -> bool {
        if !self.sensing.only_lifted() {
            return false;
        }
        let expected = self.base.board();
        let shown = observed.occupied();
        if !(shown & !expected.occupied()).is_empty() {
            return false;
        }
        if let Observed::Pieces(pieces) = observed
            && pieces
                .occupied()
                .into_iter()
                .any(|sq| pieces.piece_at(sq) != expected.piece_at(sq))
        {
            return false;
        }
        let lifted = expected.occupied() & !shown;
        if lifted.count() > 3 {
            return false;
        }
        let mover = self.base.turn();
        let captured: Bitboard = self
            .base
            .legal_moves()
            .into_iter()
            .filter_map(captured_square)
            .collect();
        lifted.into_iter().all(|sq| {
            expected.piece_at(sq).is_some_and(|p| p.color == mover) || captured.contains(sq)
        })
    }

    /// The fixes toward the nearest position the board may be on its way to: what it should
    /// show, the replay owed, the game, or a move from there (a move being made, or the next
    /// move made before the replay). Fewest fixes first.
    fn nearest_fixes(&self, observed: &Observed) -> Vec<Fix> {
        // A robot asked to set the game that left a piece wrong (a capture stopped short): the
        // board is guided on to the game it was asked for, never back before the move, which
        // would leave the move to be replayed by hand and "board is right" said while it is owed.
        if self.robot_at_work() {
            let onward = fixes(self.game.board(), observed, Some(self.base.board()));
            if !onward.is_empty() {
                return onward;
            }
        }
        let mut targets: Vec<(Chess, Option<Board>)> =
            vec![(self.base.clone(), self.base_before.clone())];
        let from = if self.owed.is_empty() {
            &self.base
        } else {
            if let Some(&mv) = self.owed.front() {
                targets.push((after(&self.base, mv), Some(self.base.board().clone())));
            }
            targets.push((self.game.clone(), Some(self.base.board().clone())));
            &self.game
        };
        for mv in from.legal_moves() {
            targets.push((after(from, mv), Some(from.board().clone())));
        }
        // On a tie: a replay owed is finished rather than undone; else what the board should
        // show, unless the protocol reads a move being made (then that move is finished).
        let in_progress = self.sensing.move_in_progress();
        let preference = |index: usize| -> u8 {
            if self.owed.is_empty() {
                u8::from((index == 0) == in_progress)
            } else {
                // The replay first (index 1), then what the board should show (0), then the rest.
                [1, 0].get(index).copied().unwrap_or(2)
            }
        };
        let mut best: Option<((usize, u8), Vec<Fix>)> = None;
        for (index, (target, before)) in targets.iter().enumerate() {
            let found = fixes(target.board(), observed, before.as_ref());
            if found.is_empty() {
                // A move shown whole that was not taken (refused, or the game went on without
                // it): the board is to go back, never to stay.
                continue;
            }
            let rank = (found.len(), preference(index));
            if best.as_ref().is_none_or(|(best_rank, _)| rank < *best_rank) {
                best = Some((rank, found));
            }
        }
        best.map(|(_, fixes)| fixes).unwrap_or_default()
    }

    fn notice(&mut self, notice: Option<SyncNotice>, out: &mut Vec<BoardAction>) {
        match notice {
            None => {}
            Some(SyncNotice::Guide { fix, .. }) => {
                if !matches!(fix, Fix::Make { .. }) {
                    self.difference_named = true;
                }
                out.push(say(
                    SayKind::Guidance,
                    phrase(&fix, &self.voice, &self.base),
                ));
                self.light(fix_squares(&fix), out);
            }
            Some(SyncNotice::Confirmed) => {
                self.difference_named = false;
                self.light(Bitboard::EMPTY, out);
                out.push(say(
                    SayKind::Confirmation,
                    SyncStrings::for_voice(&self.voice).confirmed,
                ));
            }
        }
    }

    /// Asks the sighted player's board to light `squares` (none: its lights out), when that is
    /// not what it shows already. The blind player's board is never asked: they fix by touch.
    fn light(&mut self, squares: Bitboard, out: &mut Vec<BoardAction>) {
        if self.role == BoardRole::Sighted && squares != self.lit {
            self.lit = squares;
            out.push(BoardAction::ShowSquares(squares));
        }
    }

    /// The sighted player's board has differed for too long: the blind player hears it once.
    fn tell_blind(&mut self, at_ms: u64, out: &mut Vec<BoardAction>) {
        if self.role != BoardRole::Sighted {
            return;
        }
        if let Some(differing) = self.differing.as_mut()
            && !differing.blind_told
            && at_ms >= differing.since.saturating_add(self.grace.tell_blind_ms)
        {
            differing.blind_told = true;
            out.push(BoardAction::TellBlind);
        }
    }
}

/// The square whose piece a move captures, if any (en passant: beside the pawn's target).
fn captured_square(mv: Move) -> Option<shakmaty::Square> {
    match mv {
        Move::EnPassant { from, to } => Some(shakmaty::Square::from_coords(to.file(), from.rank())),
        Move::Normal {
            capture: Some(_),
            to,
            ..
        } => Some(to),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
