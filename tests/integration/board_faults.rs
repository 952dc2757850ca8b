//! Two boards that never silently disagree (issue 33), through the real binary: the blind
//! player's peg board is `board-sim`'s virtual board on a real pseudo-terminal pair; the sighted
//! player's e-board is of every kind (`sighted_eboard`): a DGT or Millennium board simulated on
//! a pseudo-terminal, a Millennium, Chessnut or Chessnut Move board simulated over Bluetooth LE
//! on the `BlueZ` mock. `play --plain` speaks to the blind player on standard output and writes
//! the sighted player's sentences to `--opponent-output`. On the Move the blind player's moves
//! are set by its robot, never replayed by the sighted player: the game waits for the robot's
//! report instead; a replay by hand on the wrong square does not arise there, a piece the robot
//! misplaced does.
//!
//! Random games with random faults of a real game (a replay on the wrong square on either board,
//! an extra peg lifted with a move, a piece knocked off the e-board) in the player, assistant
//! and arbiter roles: each fault is named by its board to the person who must fix it, healed,
//! every move announced, and the saved record holds every move. A small seeded sample runs with
//! the tests for each kind of e-board; `scripts/board-fault-sweep.sh` runs the full sweep on
//! every kind and prints its figures.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use annabella::board::serial::LinkOptions;
use annabella::board::sim::{SimKind, VirtualBoard};
use annabella::board::{BoardEvent, PegLink, Stamped};
use annabella::core::boards::peg::PegEvent;
use annabella::core::boards::peg_sim::{Rng, move_events, random_game};
use annabella::core::phrasing::{Style, announce};
use annabella::core::voice::Voice;
use shakmaty::san::San;
use shakmaty::{Bitboard, Piece};
use shakmaty::{Chess, Color, Move, Position, Role, Square};

use crate::board_live::wait_for;
use crate::common::{Playing, start_playing, start_playing_with_env};
use crate::sighted_eboard::{EBoardKind, SightedBoard};

/// How long a fault may take to be named (the bound: one second after the board
/// settles, and a margin for a machine busy with other builds).
const NAMED_WITHIN: Duration = Duration::from_secs(2);
/// How long anything else may take.
const WAIT: Duration = Duration::from_secs(10);

/// The kinds of fault injected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Fault {
    /// The sighted player replays the blind player's move to a wrong square on the e-board.
    WrongReplayEBoard,
    /// The blind player replays the sighted player's move to a wrong square on the pegs.
    WrongReplayPegs,
    /// The blind player lifts an extra peg of their own with their move.
    ExtraPegLifted,
    /// A piece of the blind player's side knocked off the e-board.
    KnockedOffEBoard,
    /// A board with a robot (the Chessnut Move) misplaced a piece of the blind player's move
    /// it set: it stopped beside its square.
    RobotMisplaced,
}

impl Fault {
    /// A fault on the sighted player's e-board (lit there when it has LEDs).
    fn on_eboard(self) -> bool {
        matches!(
            self,
            Self::WrongReplayEBoard | Self::KnockedOffEBoard | Self::RobotMisplaced
        )
    }

    fn name(self) -> &'static str {
        match self {
            Self::WrongReplayEBoard => "wrong replay, e-board",
            Self::WrongReplayPegs => "wrong replay, peg board",
            Self::ExtraPegLifted => "extra peg lifted",
            Self::KnockedOffEBoard => "piece knocked off, e-board",
            Self::RobotMisplaced => "piece misplaced by the robot",
        }
    }
}

/// What happened to the faults of one kind.
#[derive(Debug, Default, Clone)]
struct Tally {
    injected: usize,
    named: usize,
    healed: usize,
    /// Faults on an e-board with LEDs whose squares it was asked to light, and then put out.
    lit: usize,
    put_out: usize,
    /// Milliseconds from the fault to its sentence.
    to_named: Vec<u64>,
}

/// What a run of games measured.
#[derive(Debug, Default)]
struct Sweep {
    faults: BTreeMap<Fault, Tally>,
    moves: usize,
    announced: usize,
    records_whole: usize,
    games: usize,
    /// The e-board has LEDs: its faults must be lit.
    leds: bool,
    /// Positions a board with a robot (the Chessnut Move) had to set for the blind player's
    /// moves, and those it reported set and the sighted player was told done.
    robot_sets: usize,
    robot_done: usize,
}

impl Sweep {
    fn report(&self, role: &str) -> String {
        let mut out = format!(
            "role {role}: {} games, {} moves, {} announced, {} records whole\n",
            self.games, self.moves, self.announced, self.records_whole
        );
        if self.robot_sets > 0 {
            let _ = writeln!(
                out,
                "  robot: {} positions to set, {} set and told done",
                self.robot_sets, self.robot_done
            );
        }
        for (fault, tally) in &self.faults {
            let mut times = tally.to_named.clone();
            times.sort_unstable();
            // The nearest rank: the value below which `percent` of the times lie.
            let pick = |percent: usize| {
                let rank = (times.len() * percent).div_ceil(100).max(1);
                times.get(rank - 1).copied().unwrap_or(0)
            };
            let _ = writeln!(
                out,
                "  {:<28} injected {:>4}  named {:>4}  healed {:>4}  lit {:>4}  out {:>4}  to named p50 {:>5} ms  p99 {:>5} ms",
                fault.name(),
                tally.injected,
                tally.named,
                tally.healed,
                tally.lit,
                tally.put_out,
                pick(50),
                pick(99)
            );
        }
        out
    }
}

/// The table: the binary, both boards, and the sighted player's file.
struct Table {
    // Dropped first: the program, before the boards (and a Bluetooth board's bus) go.
    playing: Playing,
    pegs: VirtualBoard,
    eboard: Box<dyn SightedBoard>,
    opponent: PathBuf,
    /// Lines of the opponent's file already read.
    opponent_read: usize,
    /// Everything said to the blind player.
    said: Vec<String>,
    /// Everything written for the sighted player.
    shown: Vec<String>,
    data: PathBuf,
}

impl Table {
    fn open(role: &str, dir: &Path) -> Self {
        Self::open_with(role, EBoardKind::Dgt, dir)
    }

    fn open_with(role: &str, kind: EBoardKind, dir: &Path) -> Self {
        let peg_folder = dir.join("peg");
        std::fs::create_dir_all(&peg_folder).unwrap();
        let (pegs, pegs_heard) = crate::board_live::sim(SimKind::Peg, &peg_folder);
        let eboard = crate::sighted_eboard::open(kind, dir);
        let opponent = dir.join("opponent.txt");
        let peg_arg = format!("peg:{}", pegs.link().display());
        let eboard_arg = eboard.argument();
        let opponent_arg = opponent.display().to_string();
        let args = [
            "--voice",
            "en",
            "--speech",
            "text",
            "--no-earcons",
            "--time",
            "5400+30",
            "--blind",
            "white",
            "--role",
            role,
            "--board",
            &peg_arg,
            "--eboard",
            &eboard_arg,
            "--opponent-output",
            &opponent_arg,
        ];
        let env = eboard.env();
        let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let playing = start_playing_with_env(&args, dir, &env);
        let said = vec![playing.greeting.clone()];
        wait_for(&pegs_heard, "SNAP?");
        eboard.wait_greeted();
        Self {
            playing,
            pegs,
            eboard,
            opponent,
            opponent_read: 0,
            said,
            shown: Vec::new(),
            data: dir.to_path_buf(),
        }
    }

    /// The next line said to the blind player that satisfies `wanted`, within `limit`; every
    /// line is kept.
    fn blind_hears(&mut self, limit: Duration, wanted: impl Fn(&str) -> bool) -> Option<String> {
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.playing.next_line_within(left)?;
            self.said.push(line.clone());
            if wanted(&line) {
                return Some(line);
            }
        }
    }

    /// Whether the e-board's lights come to satisfy `wanted` within [`NAMED_WITHIN`] (a board
    /// without LEDs: never).
    fn lights_show(&mut self, wanted: impl Fn(Bitboard) -> bool) -> bool {
        let deadline = Instant::now() + NAMED_WITHIN;
        loop {
            match self.eboard.lit() {
                None => return false,
                Some(lit) if wanted(lit) => return true,
                Some(_) if Instant::now() >= deadline => return false,
                Some(_) => std::thread::sleep(Duration::from_millis(10)),
            }
        }
    }

    /// The next line written for the sighted player that satisfies `wanted`, within `limit`.
    fn sighted_reads(&mut self, limit: Duration, wanted: impl Fn(&str) -> bool) -> Option<String> {
        let deadline = Instant::now() + limit;
        loop {
            let text = std::fs::read_to_string(&self.opponent).unwrap_or_default();
            let lines: Vec<String> = text.lines().map(str::to_owned).collect();
            while self.opponent_read < lines.len() {
                let line = lines[self.opponent_read].clone();
                self.opponent_read += 1;
                self.shown.push(line.clone());
                if wanted(&line) {
                    return Some(line);
                }
            }
            if Instant::now() >= deadline {
                return None;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

/// The move's pieces lifted and set down on the e-board (captured piece first).
fn eboard_move(board: &mut dyn SightedBoard, position: &Chess, mv: Move) {
    let after = {
        let mut p = position.clone();
        p.play_unchecked(mv);
        p
    };
    let (pairs, captured) = annabella::core::boards::peg_sim::move_parts(position, mv);
    if let Some(square) = captured {
        board.up(square);
    }
    for (from, _) in &pairs {
        board.up(*from);
    }
    for (_, to) in &pairs {
        board.down(*to, after.board().piece_at(*to));
    }
}

fn peg_move(board: &mut VirtualBoard, position: &Chess, mv: Move, rng: &mut Rng) {
    for event in move_events(position, mv, rng) {
        match event {
            PegEvent::Up(sq) => {
                board.up(sq).unwrap();
            }
            PegEvent::Down(sq) => {
                board.down(sq, None).unwrap();
            }
            PegEvent::Button(b) => {
                board.button(b.wire_name()).unwrap();
            }
            other => panic!("move_events gave {other:?}"),
        }
    }
}

/// A plain move (no castling, promotion or en passant) whose target is not `avoid`.
fn plain(mv: Move) -> bool {
    matches!(
        mv,
        Move::Normal {
            promotion: None,
            ..
        }
    )
}

/// An empty square next to `to` (not `to`) where a wrong replay lands.
fn wrong_square(position: &Chess, mv: Move) -> Option<Square> {
    let after = {
        let mut p = position.clone();
        p.play_unchecked(mv);
        p
    };
    let to = mv.to();
    shakmaty::attacks::king_attacks(to)
        .into_iter()
        .find(|&sq| after.board().piece_at(sq).is_none() && Some(sq) != mv.from())
}

/// A square holding a piece of `color` that no legal move of `position` captures, and not the
/// king.
fn untouchable(position: &Chess, color: Color) -> Option<Square> {
    let captured: Vec<Square> = position
        .legal_moves()
        .into_iter()
        .filter(|m| m.is_capture())
        .map(Move::to)
        .collect();
    position.board().by_color(color).into_iter().find(|&sq| {
        !captured.contains(&sq)
            && position
                .board()
                .piece_at(sq)
                .is_some_and(|p| p.role != Role::King)
    })
}

/// An own piece of the side to move to lift by mistake with `mv` (not moved or captured by it,
/// and not a piece whose square the move passes).
fn extra_peg(position: &Chess, mv: Move) -> Option<Square> {
    let (pairs, captured) = annabella::core::boards::peg_sim::move_parts(position, mv);
    position
        .board()
        .by_color(position.turn())
        .into_iter()
        .find(|&sq| {
            !pairs.iter().any(|&(from, to)| from == sq || to == sq)
                && captured != Some(sq)
                && position
                    .board()
                    .piece_at(sq)
                    .is_some_and(|p| p.role == Role::Pawn)
        })
}

/// Plays one random game with faults on both boards; adds what it measured to `sweep`.
fn play_game(
    role: &str,
    kind: EBoardKind,
    seed: u64,
    plies: usize,
    fault_percent: u64,
    sweep: &mut Sweep,
) {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open_with(role, kind, dir.path());
    sweep.leds = table.eboard.lit().is_some();
    let mut rng = Rng::new(seed);
    let start = Chess::default();
    let game = random_game(&start, plies, &mut rng);
    let en = Voice::builtin("en").unwrap();
    let mut position = start;
    let mut played = 0;
    for &mv in &game {
        let words = announce(&position, mv, &en, Style::Short);
        let white = position.turn() == Color::White;
        if white {
            // A board with a robot may misplace a piece of the move it is to set.
            if table.eboard.sets_moves_itself() && rng.chance(fault_percent) {
                table.eboard.robot_fails_next();
            }
            // The blind player moves on the pegs, maybe lifting an extra peg with the move.
            let extra = extra_peg(&position, mv).filter(|_| rng.chance(fault_percent));
            if let Some(square) = extra {
                table.pegs.up(square).unwrap();
            }
            peg_move(&mut table.pegs, &position, mv, &mut rng);
            if let Some(square) = extra {
                let tally = sweep.faults.entry(Fault::ExtraPegLifted).or_default();
                tally.injected += 1;
                let injected = Instant::now();
                if table
                    .blind_hears(NAMED_WITHIN, |l| l.starts_with("Peg board: "))
                    .is_some()
                {
                    tally.named += 1;
                    tally.to_named.push(elapsed_ms(injected));
                }
                table.pegs.down(square, None).unwrap();
                if table.blind_hears(WAIT, |l| l == words).is_some() {
                    tally.healed += 1;
                    sweep.announced += 1;
                }
            } else if table.blind_hears(WAIT, |l| l == words).is_some() {
                sweep.announced += 1;
            }
            table.pegs.button("clock").unwrap();
        } else {
            // The sighted player moves on the e-board; before it, maybe a piece of the blind
            // player's is knocked off it (and put back once named).
            let knocked =
                untouchable(&position, Color::White).filter(|_| rng.chance(fault_percent));
            if let Some(square) = knocked {
                let piece = position.board().piece_at(square);
                let tally = sweep.faults.entry(Fault::KnockedOffEBoard).or_default();
                tally.injected += 1;
                table.eboard.up(square);
                let injected = Instant::now();
                if table
                    .sighted_reads(NAMED_WITHIN, |l| l.starts_with("E-board: "))
                    .is_some()
                {
                    tally.named += 1;
                    tally.to_named.push(elapsed_ms(injected));
                }
                if table.lights_show(|lit| lit == Bitboard::from(square)) {
                    tally.lit += 1;
                }
                table.eboard.down(square, piece);
                if table
                    .sighted_reads(WAIT, |l| l == "E-board: board is right")
                    .is_some()
                {
                    tally.healed += 1;
                }
                if table.lights_show(Bitboard::is_empty) {
                    tally.put_out += 1;
                }
            }
            eboard_move(table.eboard.as_mut(), &position, mv);
            if table.blind_hears(WAIT, |l| l == words).is_some() {
                sweep.announced += 1;
            }
        }
        // The other player replays the move on their own board, maybe on a wrong square first;
        // a board with a robot sets the blind player's move itself (nobody's hands, no fault).
        let robot = white && table.eboard.sets_moves_itself();
        let wrong = wrong_square(&position, mv)
            .filter(|_| plain(mv) && !robot && rng.chance(fault_percent));
        replay(&mut table, &position, mv, wrong, white, &mut rng, sweep);
        position.play_unchecked(mv);
        played += 1;
    }
    sweep.moves += played;
    let (status, rest) = table.playing.finish_with_lines();
    table.said.extend(rest);
    assert!(status.success(), "{:#?}", table.said);
    if record_holds(&table.data, &game) {
        sweep.records_whole += 1;
    }
    sweep.games += 1;
    // Nothing unnamed was said to the blind player about a board.
    for line in &table.said {
        assert!(
            !line.starts_with("E-board: ")
                || line.contains("differs from the game")
                || line.contains("connect"),
            "the e-board's guidance spoken to the blind player: {line:?}"
        );
    }
}

fn replay(
    table: &mut Table,
    position: &Chess,
    mv: Move,
    wrong: Option<Square>,
    white: bool,
    rng: &mut Rng,
    sweep: &mut Sweep,
) {
    // White's move is replayed on the e-board by the sighted player; Black's on the pegs.
    let done_line = if white {
        "E-board: done"
    } else {
        "Peg board: done"
    };
    if white && table.eboard.sets_moves_itself() {
        robot_sets(table, position, mv, sweep);
        return;
    }
    let Some(wrong) = wrong else {
        if white {
            eboard_move(table.eboard.as_mut(), position, mv);
            table.sighted_reads(WAIT, |l| l == done_line);
        } else {
            peg_move(&mut table.pegs, position, mv, rng);
            table.blind_hears(WAIT, |l| l == done_line);
        }
        return;
    };
    let (Some(from), to) = (mv.from(), mv.to()) else {
        return;
    };
    let piece = position.board().piece_at(from);
    let fault = if white {
        Fault::WrongReplayEBoard
    } else {
        Fault::WrongReplayPegs
    };
    let board = hands(table, white);
    if mv.is_capture() {
        board.up(to);
    }
    board.up(from);
    board.down(wrong, piece.filter(|_| white));
    let injected = Instant::now();
    let tally = sweep.faults.entry(fault).or_default();
    tally.injected += 1;
    let named = if white {
        table.sighted_reads(NAMED_WITHIN, |l| l.starts_with("E-board: "))
    } else {
        table.blind_hears(NAMED_WITHIN, |l| l.starts_with("Peg board: "))
    };
    if named.is_some() {
        tally.named += 1;
        tally.to_named.push(elapsed_ms(injected));
    }
    if white && table.lights_show(|lit| lit.contains(wrong)) {
        tally.lit += 1;
    }
    let board = hands(table, white);
    board.up(wrong);
    board.down(to, piece.filter(|_| white));
    // Replayed ("done"), and the difference named is healed ("board is right").
    let healed = if white {
        table.sighted_reads(WAIT, |l| l == done_line).is_some()
            && table
                .sighted_reads(WAIT, |l| l == "E-board: board is right")
                .is_some()
    } else {
        table.blind_hears(WAIT, |l| l == done_line).is_some()
            && table
                .blind_hears(WAIT, |l| l == "Peg board: board is right")
                .is_some()
    };
    if healed {
        tally.healed += 1;
    }
    if white && table.lights_show(Bitboard::is_empty) {
        tally.put_out += 1;
    }
}

/// The blind player's move set by the e-board's robot: the position after it reported and told
/// done; a piece the robot misplaced is named to the sighted player, lit, and set right by hand.
fn robot_sets(table: &mut Table, position: &Chess, mv: Move, sweep: &mut Sweep) {
    sweep.robot_sets += 1;
    let wanted = play(position, mv).board().clone();
    let Some(reached) = table.eboard.robot_set(&wanted.to_string()) else {
        return;
    };
    let reached: shakmaty::Board = reached.parse().expect("the robot's placement");
    if reached == wanted {
        if table
            .sighted_reads(WAIT, |l| l == "E-board: done")
            .is_some()
        {
            sweep.robot_done += 1;
        }
        return;
    }
    let injected = Instant::now();
    let tally = sweep.faults.entry(Fault::RobotMisplaced).or_default();
    tally.injected += 1;
    let wrong: Bitboard = Square::ALL
        .into_iter()
        .filter(|&sq| reached.piece_at(sq) != wanted.piece_at(sq))
        .collect();
    // The program names one fix at a time, toward the game's position or, when the board is
    // nearer the one before the move (a capture whose piece taken the robot left), back to it
    // with the move still owed: the squares lit are among those of either.
    let fixes = wrong
        | Square::ALL
            .into_iter()
            .filter(|&sq| reached.piece_at(sq) != position.board().piece_at(sq))
            .collect::<Bitboard>();
    if table
        .sighted_reads(NAMED_WITHIN, |l| l.starts_with("E-board: "))
        .is_some()
    {
        tally.named += 1;
        tally.to_named.push(elapsed_ms(injected));
    }
    if table.lights_show(|lit| !lit.is_empty() && lit.is_subset(fixes)) {
        tally.lit += 1;
    }
    // Set right by hand: what stands wrong lifted, then what is missing set down.
    for sq in wrong {
        if reached.piece_at(sq).is_some() {
            table.eboard.up(sq);
        }
    }
    for sq in wrong {
        if let Some(piece) = wanted.piece_at(sq) {
            table.eboard.down(sq, Some(piece));
        }
    }
    if table
        .sighted_reads(WAIT, |l| l == "E-board: board is right")
        .is_some()
    {
        tally.healed += 1;
        sweep.robot_done += 1;
    }
    if table.lights_show(Bitboard::is_empty) {
        tally.put_out += 1;
    }
}

/// The hands of the player replaying: the sighted player's on the e-board (`white`: the blind
/// player's move is replayed there), else the blind player's on the pegs.
fn hands(table: &mut Table, white: bool) -> &mut dyn Hands {
    if white {
        &mut table.eboard
    } else {
        &mut table.pegs
    }
}

/// A piece lifted and set down, on either board.
trait Hands {
    fn up(&mut self, square: Square);
    fn down(&mut self, square: Square, piece: Option<Piece>);
}

impl Hands for Box<dyn SightedBoard> {
    fn up(&mut self, square: Square) {
        self.as_mut().up(square);
    }
    fn down(&mut self, square: Square, piece: Option<Piece>) {
        self.as_mut().down(square, piece);
    }
}

impl Hands for VirtualBoard {
    fn up(&mut self, square: Square) {
        VirtualBoard::up(self, square).unwrap();
    }
    fn down(&mut self, square: Square, piece: Option<Piece>) {
        VirtualBoard::down(self, square, piece).unwrap();
    }
}

fn elapsed_ms(since: Instant) -> u64 {
    u64::try_from(since.elapsed().as_millis()).unwrap_or(u64::MAX)
}

/// Whether the saved PGN holds exactly the game's moves.
fn record_holds(data: &Path, game: &[Move]) -> bool {
    let Some(path) = std::fs::read_dir(data.join("annabella/games"))
        .ok()
        .and_then(|dir| {
            dir.filter_map(Result::ok)
                .map(|e| e.path())
                .find(|p| p.extension().is_some_and(|e| e == "pgn"))
        })
    else {
        return false;
    };
    let pgn = std::fs::read_to_string(path).unwrap_or_default();
    let mut position = Chess::default();
    let mut moves = Vec::new();
    let mut in_comment = false;
    for line in pgn.lines().filter(|l| !l.starts_with('[')) {
        for token in line.split_whitespace() {
            if in_comment {
                in_comment = !token.ends_with('}');
                continue;
            }
            if token.starts_with('{') {
                in_comment = !token.ends_with('}');
                continue;
            }
            let token = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
            if token.is_empty() || ["*", "1-0", "0-1", "1/2-1/2"].contains(&token) {
                continue;
            }
            let Ok(san) = token.parse::<San>() else {
                return false;
            };
            let Ok(mv) = san.to_move(&position) else {
                return false;
            };
            position.play_unchecked(mv);
            moves.push(mv);
        }
    }
    moves == game
}

fn run(
    role: &str,
    kind: EBoardKind,
    seeds: std::ops::Range<u64>,
    plies: usize,
    percent: u64,
) -> Sweep {
    let mut sweep = Sweep::default();
    for seed in seeds {
        play_game(role, kind, seed, plies, percent, &mut sweep);
    }
    sweep
}

#[track_caller]
fn assert_all(sweep: &Sweep, role: &str) {
    let report = sweep.report(role);
    assert!(
        sweep.faults.values().map(|t| t.injected).sum::<usize>() > 0,
        "{report}"
    );
    for (fault, tally) in &sweep.faults {
        assert_eq!(tally.named, tally.injected, "{report}");
        assert_eq!(tally.healed, tally.injected, "{report}");
        if sweep.leds && fault.on_eboard() {
            assert_eq!(tally.lit, tally.injected, "not lit: {report}");
            assert_eq!(tally.put_out, tally.injected, "not put out: {report}");
        }
    }
    assert_eq!(sweep.announced, sweep.moves, "{report}");
    assert_eq!(sweep.records_whole, sweep.games, "{report}");
    assert_eq!(sweep.robot_done, sweep.robot_sets, "{report}");
}

/// The sample that runs with the tests: one short seeded game a role, faults likely.
#[test]
fn random_faults_on_both_boards_are_named_and_healed_in_every_role() {
    for (role, seed) in [("player", 3), ("assistant", 5), ("arbiter", 8)] {
        let sweep = run(role, EBoardKind::Dgt, seed..seed + 1, 8, 30);
        assert_all(&sweep, role);
    }
}

/// The sample on an e-board with LEDs: one short game (seeded by `seed`, faults likely) with
/// `role` at an e-board of `kind`, holding to all of [`assert_all`], with faults on the
/// e-board itself among them, so its lights were checked. `label` names it in a failure; the
/// sweep, for a test that checks more.
#[track_caller]
fn sample_with_leds(role: &str, kind: EBoardKind, seed: u64, label: &str) -> Sweep {
    let sweep = run(role, kind, seed..seed + 1, 8, 30);
    assert_all(&sweep, label);
    let report = sweep.report(label);
    assert!(sweep.leds, "{report}");
    assert!(
        sweep
            .faults
            .iter()
            .any(|(fault, tally)| fault.on_eboard() && tally.lit > 0),
        "no fault on the e-board was lit: {report}"
    );
    sweep
}

/// The sample on a Millennium board over serial: one short seeded game, faults likely.
#[test]
fn random_faults_with_a_millennium_board_on_serial_are_named_lit_and_healed() {
    sample_with_leds(
        "player",
        EBoardKind::MillenniumSerial,
        3,
        "player, millennium",
    );
}

/// The sample on a Millennium board over Bluetooth LE (the `BlueZ` mock).
#[test]
fn random_faults_with_a_millennium_board_over_bluetooth_are_named_lit_and_healed() {
    sample_with_leds(
        "arbiter",
        EBoardKind::MillenniumBle,
        8,
        "arbiter, millennium over Bluetooth",
    );
}

/// The sample on a Chessnut board over Bluetooth LE (the `BlueZ` mock).
#[test]
fn random_faults_with_a_chessnut_board_over_bluetooth_are_named_lit_and_healed() {
    sample_with_leds(
        "assistant",
        EBoardKind::ChessnutBle,
        5,
        "assistant, chessnut over Bluetooth",
    );
}

/// The sample on a Chessnut Move over Bluetooth LE (the `BlueZ` mock): the blind player's moves
/// set by its robot, each reported and told done, some misplaced by it and set right by hand;
/// the sighted player's moves and the faults on the e-board made by hand as on the Air.
#[test]
fn random_faults_with_a_chessnut_move_over_bluetooth_are_named_lit_and_healed() {
    let label = "player, chessnut move over Bluetooth";
    let sweep = sample_with_leds("player", EBoardKind::ChessnutMoveBle, 6, label);
    let report = sweep.report(label);
    assert_eq!(sweep.robot_sets, 4, "{report}");
    assert!(
        sweep
            .faults
            .get(&Fault::RobotMisplaced)
            .is_some_and(|tally| tally.injected > 0),
        "the robot misplaced nothing: {report}"
    );
}

/// The full sweep (`scripts/board-fault-sweep.sh`): `BOARD_FAULT_GAMES` games a role on each
/// kind of e-board.
#[test]
#[ignore = "the full sweep: run by scripts/board-fault-sweep.sh"]
fn sweep() {
    let games: u64 = std::env::var("BOARD_FAULT_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(5);
    // The e-boards swept: `BOARD_FAULT_KINDS` (names separated by commas), or every kind.
    let kinds: Vec<EBoardKind> = match std::env::var("BOARD_FAULT_KINDS") {
        Ok(names) if !names.trim().is_empty() => names
            .split(',')
            .map(|name| {
                EBoardKind::named(name.trim()).unwrap_or_else(|| {
                    panic!(
                        "{name:?} is no e-board kind: {:?}",
                        EBoardKind::ALL.map(EBoardKind::name)
                    )
                })
            })
            .collect(),
        _ => EBoardKind::ALL.to_vec(),
    };
    let mut failures = Vec::new();
    for kind in kinds {
        for role in ["player", "assistant", "arbiter"] {
            let label = format!("{role}, e-board {}", kind.name());
            let sweep = run(role, kind, 100..100 + games, 30, 30);
            let report = sweep.report(&label);
            println!("{report}");
            if std::panic::catch_unwind(|| assert_all(&sweep, &label)).is_err() {
                failures.push(report);
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// The start of the issues' reproductions: a table of `role` in `dir` where the blind player
/// (White) has played e4 on the pegs, heard it and pressed the clock, not yet replayed on the
/// e-board. The table, the start position and e4.
fn blind_played_e4(role: &str, dir: &Path) -> (Table, Chess, Move) {
    let mut table = Table::open(role, dir);
    let start = Chess::default();
    let e4 = mv(&start, "e2e4");
    let mut rng = Rng::new(1);
    peg_move(&mut table.pegs, &start, e4, &mut rng);
    table.blind_hears(WAIT, |l| l == "Pawn Echo four").unwrap();
    table.pegs.button("clock").unwrap();
    (table, start, e4)
}

/// The reproduction: in the arbiter set-up the sighted player's move on the e-board
/// completes it (the DGT board has no button), so `time` counts it and the blind player's
/// clock runs.
#[test]
fn the_arbiters_set_up_completes_the_e_boards_move() {
    let dir = tempfile::tempdir().unwrap();
    let (mut table, start, e4) = blind_played_e4("arbiter", dir.path());
    let after = play(&start, e4);
    eboard_move(table.eboard.as_mut(), &start, e4);
    let e5 = mv(&after, "e7e5");
    eboard_move(table.eboard.as_mut(), &after, e5);
    table.blind_hears(WAIT, |l| l == "Pawn Echo five").unwrap();
    table.playing.type_line("time");
    let answer = table
        .blind_hears(WAIT, |l| l.contains("Black"))
        .expect("the time said");
    // One move each: the sighted player's e5 is complete (before, "Black …, no moves").
    assert!(
        answer.starts_with("White") && answer.matches(", one move").count() == 2,
        "{answer}: {:#?}",
        table.said
    );
}

/// The reproduction: a wrong replay d2-d4 of the blind player's e4 on the DGT board is
/// named to the sighted player within two seconds, and moves go on once it is put right.
#[test]
fn a_wrong_replay_on_the_dgt_board_is_named_and_the_game_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let (mut table, start, e4) = blind_played_e4("player", dir.path());
    table.eboard.up(Square::D2);
    table.eboard.down(Square::D4, None);
    let named = table
        .sighted_reads(NAMED_WITHIN, |l| l.starts_with("E-board: "))
        .unwrap_or_else(|| panic!("not named: {:#?}", table.shown));
    assert_eq!(named, "E-board: Pawn from Delta four to Delta two");
    table.eboard.up(Square::D4);
    table.eboard.down(Square::D2, None);
    table.eboard.up(Square::E2);
    table.eboard.down(Square::E4, None);
    table
        .sighted_reads(WAIT, |l| l == "E-board: done")
        .unwrap_or_else(|| panic!("{:#?}", table.shown));
    let after = play(&start, e4);
    eboard_move(table.eboard.as_mut(), &after, mv(&after, "e7e5"));
    table.blind_hears(WAIT, |l| l == "Pawn Echo five").unwrap();
    // Nothing of the e-board's was spoken to the blind player.
    assert!(
        !table.said.iter().any(|l| l.starts_with("E-board")),
        "{:#?}",
        table.said
    );
}

/// The reproduction: after 2... Nc6 the blind player (Black) lifts b8 and, by mistake,
/// the d7 pawn: named on the peg board within two seconds; the pawn put back makes the move.
#[test]
fn an_extra_peg_lifted_is_named_and_the_peg_board_stays_heard() {
    let dir = tempfile::tempdir().unwrap();
    let (pegs, pegs_heard) = crate::board_live::sim(SimKind::Peg, dir.path());
    let mut pegs = pegs;
    let peg_arg = format!("peg:{}", pegs.link().display());
    let mut playing = start_playing(
        &[
            "--voice", "en", "--speech", "text", "--blind", "black", "--board", &peg_arg,
        ],
        dir.path(),
    );
    wait_for(&pegs_heard, "SNAP?");
    let mut said = Vec::new();
    let hear = |playing: &Playing, wanted: &str, said: &mut Vec<String>| loop {
        let line = playing
            .next_line_within(Duration::from_secs(10))
            .unwrap_or_else(|| panic!("{wanted:?} not said within 10 s; said: {said:#?}"));
        said.push(line.clone());
        if line == wanted {
            break;
        }
    };
    // 1. e4 e5 2. Nf3, typed for White and replayed on the pegs.
    let mut position = Chess::default();
    let mut rng = Rng::new(4);
    for (uci, typed) in [
        ("e2e4", Some(("e4", "Pawn Echo four"))),
        ("e7e5", None),
        ("g1f3", Some(("Nf3", "Knight Foxtrot three"))),
    ] {
        let m = mv(&position, uci);
        if let Some((text, announced)) = typed {
            // The typed move is played before it is replayed: a replay sensed first would be
            // the move itself, made on the pegs.
            playing.type_line(text);
            hear(&playing, announced, &mut said);
            peg_move(&mut pegs, &position, m, &mut rng);
            hear(&playing, "done", &mut said);
        } else {
            peg_move(&mut pegs, &position, m, &mut rng);
            hear(&playing, "Pawn Echo five", &mut said);
            pegs.button("clock").unwrap();
        }
        position.play_unchecked(m);
    }
    pegs.up(Square::B8).unwrap();
    pegs.up(Square::D7).unwrap();
    pegs.down(Square::C6, None).unwrap();
    let injected = Instant::now();
    let named = playing
        .next_line_within(NAMED_WITHIN)
        .unwrap_or_else(|| panic!("not named: {said:#?}"));
    assert!(injected.elapsed() <= NAMED_WITHIN);
    assert_eq!(named, "Pawn missing on Delta seven");
    pegs.down(Square::D7, None).unwrap();
    hear(&playing, "Knight Charlie six", &mut said);
    pegs.button("clock").unwrap();
    playing.type_line("Bb5");
    hear(&playing, "Bishop Bravo five", &mut said);
    pegs.up(Square::F1).unwrap();
    pegs.down(Square::B5, None).unwrap();
    hear(&playing, "done", &mut said);
    let status = playing.finish();
    assert!(status.success());
    drop(pegs);
}

/// After an unplug, a path that comes back leading to another device is followed again: the
/// link never waits on a device that is not the board, and hears the board once it is back.
#[test]
fn a_board_back_under_another_device_is_followed_again() {
    let dir = tempfile::tempdir().unwrap();
    let (mut board, _heard) = crate::board_live::sim(SimKind::Peg, dir.path());
    let (tx, rx) = mpsc::channel();
    let link = PegLink::open_with(
        board.link(),
        LinkOptions {
            poll: Duration::from_millis(20),
            ..LinkOptions::PEG
        },
        annabella::port::Sink::channel(tx),
    )
    .unwrap();
    until(&rx, |e| matches!(e, BoardEvent::Peg(PegEvent::Snap(_))));
    // The board is unplugged, and its path meanwhile leads to another terminal that says
    // nothing (as when a freed pty number is taken by another program). The decoy is made
    // first and the path pointed at it before the unplug, so no other test's pty can be in
    // between.
    let (_decoy_master, decoy) = serialport::TTYPort::pair().unwrap();
    let decoy_path = serialport::SerialPort::name(&decoy).unwrap();
    let link_path = board.link().to_path_buf();
    let temporary = link_path.with_extension("decoy");
    std::os::unix::fs::symlink(&decoy_path, &temporary).unwrap();
    std::fs::rename(&temporary, &link_path).unwrap();
    board.unplug();
    until(&rx, |e| matches!(e, BoardEvent::Disconnected(_)));
    until(&rx, |e| matches!(e, BoardEvent::Reconnected));
    // The board comes back under a new device, its path pointed at it.
    board.replug().unwrap();
    until(&rx, |e| matches!(e, BoardEvent::Peg(PegEvent::Snap(_))));
    link.close();
}

#[track_caller]
fn until(rx: &Receiver<Stamped>, hit: impl Fn(&BoardEvent) -> bool) {
    let deadline = Instant::now() + WAIT;
    let mut seen = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let Ok(stamped) = rx.recv_timeout(left) else {
            panic!("the event not in time; seen meanwhile: {seen:?}");
        };
        if hit(&stamped.event) {
            return;
        }
        seen.push(stamped.event);
    }
}

fn mv(position: &Chess, uci: &str) -> Move {
    shakmaty::uci::UciMove::from_ascii(uci.as_bytes())
        .unwrap()
        .to_move(position)
        .unwrap()
}

fn play(position: &Chess, m: Move) -> Chess {
    let mut next = position.clone();
    next.play_unchecked(m);
    next
}

/// The reproduction: as assistant, with the sighted player on the e-board, the blind
/// player's move typed again after the press and misheard (Nd5 for Nf3, a legal move for Black
/// too) is a mismatch, never Black's move: the game stays in step with both boards.
#[test]
fn the_assistants_repetition_after_the_press_is_compared_never_played() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::open("assistant", dir.path());
    let mut rng = Rng::new(2);
    let mut position = Chess::default();
    for (uci, words) in [
        ("b1c3", "Knight Charlie three"),
        ("g8f6", "Knight Foxtrot six"),
        ("g1f3", "Knight Foxtrot three"),
    ] {
        let m = mv(&position, uci);
        if position.turn() == Color::White {
            peg_move(&mut table.pegs, &position, m, &mut rng);
            table.blind_hears(WAIT, |l| l == words).unwrap();
            table.playing.type_line("");
            eboard_move(table.eboard.as_mut(), &position, m);
            table.sighted_reads(WAIT, |l| l == "E-board: done").unwrap();
        } else {
            eboard_move(table.eboard.as_mut(), &position, m);
            table.blind_hears(WAIT, |l| l == words).unwrap();
            peg_move(&mut table.pegs, &position, m, &mut rng);
            table.blind_hears(WAIT, |l| l == "Peg board: done").unwrap();
        }
        position.play_unchecked(m);
    }
    table.playing.type_line("Nd5");
    table
        .blind_hears(WAIT, |l| {
            l == "not the move played: heard Knight Delta five, played Knight Foxtrot three"
        })
        .unwrap_or_else(|| panic!("{:#?}", table.said));
    // Black's next move, made on the e-board, is Black's second move.
    let e6 = mv(&position, "e7e6");
    eboard_move(table.eboard.as_mut(), &position, e6);
    table
        .blind_hears(WAIT, |l| l == "Pawn Echo six")
        .unwrap_or_else(|| panic!("{:#?}", table.said));
    assert_no_refusals(&table.said);
}

#[track_caller]
fn assert_no_refusals(said: &[String]) {
    for line in said {
        crate::common::assert_no_refusal(line, "the game");
    }
}
