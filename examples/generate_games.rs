//! Writes N pseudo-random legal games as PGN on standard output, the same bytes on every run.
//!
//! ```text
//! cargo run --release --example generate_games -- 1000 > benches/data/games-1000.pgn
//! ```
//!
//! The games are the announce benchmark's input (`benches/announce.rs`,
//! `scripts/bench_python_chess.py`). They are not chess anyone would play, but they are varied on
//! purpose: the move choice leans towards mates, whole-square disambiguations, promotions (under-promotions too), castling,
//! captures, checks and pawn pushes, so that every kind of announcement occurs many times; every
//! tenth game is Chess960, and games 5, 15, 25, ... start from crowded positions (three queens,
//! rooks or knights a side) where SAN names whole from-squares; a game ends when the rules end it or at a drawn length of 60 to 120
//! full moves. The randomness is a seeded xorshift generator written here, so the file is the
//! same on every machine and for every shakmaty version that lists legal moves in the same order.

use std::io::Write;
use std::process::ExitCode;

use annabella::core::game::Game;
use annabella::core::pgn::write_pgn;
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess, Move, MoveList, Position, Role};

/// xorshift64* (Vigna): small, fast and good enough to pick moves.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Self {
        // The state must never be zero.
        Self(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`; the tiny modulo bias does not matter here).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True with probability `percent` / 100.
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn pick(&mut self, moves: &[Move]) -> Option<Move> {
        if moves.is_empty() {
            None
        } else {
            Some(moves[self.below(moves.len())])
        }
    }
}

fn gives_check(pos: &Chess, m: Move) -> bool {
    let mut after = pos.clone();
    after.play_unchecked(m);
    after.is_check()
}

fn mates(pos: &Chess, m: Move) -> bool {
    let mut after = pos.clone();
    after.play_unchecked(m);
    after.is_checkmate()
}

/// Whether the SAN of `m` needs the whole from-square, as `Qh4xe1` does.
fn names_whole_square(pos: &Chess, m: Move) -> bool {
    matches!(
        San::from_move(pos, m),
        San::Normal {
            file: Some(_),
            rank: Some(_),
            ..
        }
    )
}

/// The next move: biased towards the moves whose announcements are rarer in random play.
fn choose(pos: &Chess, legal: &MoveList, rng: &mut Rng) -> Move {
    let only = |f: &dyn Fn(&Move) -> bool| legal.iter().copied().filter(f).collect::<Vec<_>>();
    if rng.chance(50)
        && let Some(m) = rng.pick(&only(&|m| names_whole_square(pos, *m)))
    {
        return m;
    }
    if rng.chance(85)
        && let Some(m) = rng.pick(&only(&|m| mates(pos, *m)))
    {
        return m;
    }
    let promotions = only(&|m| m.promotion().is_some());
    if !promotions.is_empty() && rng.chance(75) {
        // Mostly queens, sometimes the others (the same move's four promotions are adjacent).
        let queens = only(&|m| m.promotion() == Some(Role::Queen));
        if rng.chance(70)
            && let Some(m) = rng.pick(&queens)
        {
            return m;
        }
        if let Some(m) = rng.pick(&promotions) {
            return m;
        }
    }
    if rng.chance(50)
        && let Some(m) = rng.pick(&only(&|m| m.is_castle()))
    {
        return m;
    }
    if rng.chance(60)
        && let Some(m) = rng.pick(&only(&|m| m.is_en_passant()))
    {
        return m;
    }
    if rng.chance(35)
        && let Some(m) = rng.pick(&only(&|m| m.is_capture()))
    {
        return m;
    }
    if rng.chance(10)
        && let Some(m) = rng.pick(&only(&|m| gives_check(pos, *m)))
    {
        return m;
    }
    if rng.chance(15)
        && let Some(m) = rng.pick(&only(&|m| m.role() == Role::Pawn))
    {
        return m;
    }
    legal[rng.below(legal.len())]
}

/// Start positions with three queens, rooks or knights a side, so that SAN needs the whole
/// from-square now and then ("Qh4xe1"), which random games from the initial position never do.
const CROWDED: [&str; 3] = [
    "7q/k7/8/4q2q/4Q2Q/8/8/1K5Q w - - 0 1",
    "n1n1k1n1/pppp1ppp/8/8/8/8/PPPP1PPP/N1N1K1N1 w - - 0 1",
    "r3k2r/1pp2pp1/8/r7/R7/8/1PP2PP1/R3K2R w KQkq - 0 1",
];

/// Game `number` (1-based) as PGN text.
fn game_pgn(number: usize, rng: &mut Rng) -> Result<String, String> {
    let (start, mode) = if number.is_multiple_of(10) {
        let index = rng.below(960) as u32;
        let game = Game::chess960(index).map_err(|e| e.to_string())?;
        (game.start().clone(), CastlingMode::Chess960)
    } else if number % 10 == 5 {
        let fen = CROWDED[rng.below(CROWDED.len())];
        let game = Game::from_fen(fen, None).map_err(|e| e.to_string())?;
        (game.start().clone(), game.castling_mode())
    } else {
        (Chess::default(), CastlingMode::Standard)
    };
    let max_plies = 2 * (60 + rng.below(61));
    let mut pos = start.clone();
    let mut moves = Vec::new();
    while moves.len() < max_plies && !pos.is_game_over() {
        let legal = pos.legal_moves();
        let m = choose(&pos, &legal, rng);
        pos.play_unchecked(m);
        moves.push(m);
    }
    let result = if pos.is_game_over() {
        pos.outcome().to_string()
    } else {
        // Stopped at the length limit: call it a draw, as an arbiter might after a long game.
        "1/2-1/2".to_owned()
    };
    let tags = [
        ("Event", "annabella announce benchmark".to_owned()),
        ("Site", "generated by examples/generate_games.rs".to_owned()),
        ("Date", "2025.01.01".to_owned()),
        ("Round", number.to_string()),
        ("White", format!("Random {}", 2 * number - 1)),
        ("Black", format!("Random {}", 2 * number)),
    ]
    .map(|(name, value)| (name.to_owned(), value));
    Ok(write_pgn(&tags, &start, mode, &moves, None, &result))
}

fn main() -> ExitCode {
    let count = match std::env::args().nth(1).map(|arg| arg.parse::<usize>()) {
        None => 1000,
        Some(Ok(n)) => n,
        Some(Err(e)) => {
            eprintln!("generate_games: the game count must be a number: {e}");
            return ExitCode::from(2);
        }
    };
    let mut rng = Rng::new(0x616E_6E61_6265_6C6C); // "annabell"
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for number in 1..=count {
        let text = match game_pgn(number, &mut rng) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("generate_games: game {number}: {e}");
                return ExitCode::from(2);
            }
        };
        // One empty line between games, as PGN export format has it.
        let separator = if number < count { "\n" } else { "" };
        if let Err(e) = write!(out, "{text}{separator}") {
            eprintln!("generate_games: cannot write: {e}");
            return ExitCode::from(1);
        }
    }
    if let Err(e) = out.flush() {
        eprintln!("generate_games: cannot write: {e}");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}
