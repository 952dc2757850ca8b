//! `annabella board-replay` (contract section 3) on fixture files of peg-board wire lines.

use crate::common::{annabella, data};

/// The `move ` lines of a run.
fn moves(stdout: &str) -> Vec<&str> {
    stdout.lines().filter(|l| l.starts_with("move ")).collect()
}

fn expected(name: &str) -> String {
    std::fs::read_to_string(data(&format!("board/{name}.moves"))).unwrap()
}

fn fen(name: &str) -> String {
    std::fs::read_to_string(data(&format!("board/{name}.fen")))
        .unwrap()
        .trim()
        .to_owned()
}

fn replay(name: &str, with_fen: bool) -> crate::common::Run {
    let file = data(&format!("board/{name}.peg"));
    let file = file.to_str().unwrap();
    if with_fen {
        let fen = fen(name);
        annabella(&["board-replay", "--fen", &fen, file], b"")
    } else {
        annabella(&["board-replay", file], b"")
    }
}

#[test]
fn fixtures_give_exactly_their_moves() {
    for (name, with_fen) in [
        ("captures", false),
        ("castling", false),
        ("noise", false),
        ("promotion", true),
        ("chess960", true),
    ] {
        let run = replay(name, with_fen);
        assert_eq!(run.status, 0, "{name}: {}", run.stderr);
        let want = expected(name);
        assert_eq!(
            moves(&run.stdout),
            want.lines().collect::<Vec<_>>(),
            "{name}"
        );
    }
}

#[test]
fn dropped_lines_are_reported_on_stderr_and_are_not_fatal() {
    let run = replay("noise", false);
    assert_eq!(run.status, 0);
    assert!(
        run.stderr
            .contains("noise.peg:1: line dropped: unknown keyword `garbage`")
    );
    assert!(
        run.stderr
            .contains("noise.peg:2: line dropped: wrong checksum: line says 00")
    );
    assert!(
        run.stderr.contains("bad checksum field `*2c`"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("8 of 22 lines dropped (2 wrong checksum, 6 malformed)")
    );
    assert!(run.stdout.contains("put back a2 white pawn"));
}

#[test]
fn standard_input_and_other_lines() {
    let run = annabella(
        &["board-replay", "-"],
        b"HELLO peg64 1.0 SN1\r\nUP e2\r\nDOWN e4\r\nUP e7\nDOWN e5\nBTN clock\nUP e1\nDOWN e1",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "hello peg64 1.0 SN1\ntouch e2 white pawn\nmove e4\ntouch e7 black pawn\nmove e5\n\
         button clock\ntouch e1 white king\nput back e1 white king (touch-move, Article 4.3)\n"
    );
}

#[test]
fn rook_first_castling_is_castling_with_a_notice() {
    let run = annabella(
        &["board-replay"],
        b"UP g1\nDOWN f3\nUP g8\nDOWN f6\nUP g2\nDOWN g3\nUP g7\nDOWN g6\nUP f1\nDOWN g2\n\
          UP f8\nDOWN g7\nUP h1\nDOWN f1\nUP e1\nDOWN g1\nUP e8\nUP h8\nDOWN g8\nDOWN f8\n",
    );
    assert_eq!(run.status, 0);
    assert_eq!(
        moves(&run.stdout),
        [
            "move Nf3", "move Nf6", "move g3", "move g6", "move Bg2", "move Bg7", "move O-O",
            "move O-O"
        ]
    );
    assert!(
        run.stdout
            .contains("notice rook touched before king (Article 4.4.2): e1g1")
    );
}

#[test]
fn a_wrong_board_gives_mismatch_lines_never_moves() {
    // Black's pawn moves while White is to move, then the board is put right.
    let run = annabella(
        &["board-replay"],
        b"UP e7\nDOWN e5\nSNAP FFFF00000000FFFF\nUP d2\nDOWN d4\n",
    );
    assert_eq!(run.status, 0);
    assert!(
        run.stdout.contains("mismatch missing=e7 extra=e5"),
        "{}",
        run.stdout
    );
    assert_eq!(moves(&run.stdout), ["move d4"]);
}

#[test]
fn real_errors_exit_2_with_one_line() {
    let run = annabella(&["board-replay", "no/such/file.peg"], b"");
    assert_eq!(run.status, 2);
    assert_eq!(
        run.stderr.trim(),
        "annabella: no/such/file.peg cannot be found"
    );
    assert_eq!(run.stderr.lines().count(), 1);
    assert!(run.stdout.is_empty());
    let run = annabella(&["board-replay", "--fen", "not a fen", "-"], b"UP e2\n");
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("--fen"), "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1);
    let run = annabella(&["board-replay", "--help"], b"");
    assert_eq!(run.status, 0);
    assert!(run.stdout.contains("--fen"));
}

#[test]
fn binary_garbage_never_crashes() {
    let bytes: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    let run = annabella(&["board-replay"], &bytes);
    assert_eq!(run.status, 0);
    assert!(moves(&run.stdout).is_empty());
    assert!(!run.stderr.contains("panicked"));
}

/// Generated games (standard and Chess960) with noise, through the real binary.
#[test]
fn generated_noisy_games_through_the_binary() {
    use annabella::core::boards::peg_sim::{Noise, Rng, random_game, wire_lines};
    use annabella::core::game::Game;
    use shakmaty::fen::Fen;
    use shakmaty::san::SanPlus;
    use shakmaty::{Chess, EnPassantMode};

    for seed in 0..24u64 {
        let start = if seed % 3 == 0 {
            Game::chess960((seed * 37 % 960) as u32)
                .unwrap()
                .position()
                .clone()
        } else {
            Chess::default()
        };
        let mut rng = Rng::new(seed);
        let game = random_game(&start, 120, &mut rng);
        let mut input = wire_lines(&start, &game, Noise::SOME, &mut rng).join("\n");
        input.push('\n');
        let mut pos = start.clone();
        let want: Vec<String> = game
            .iter()
            .map(|&m| {
                format!(
                    "move {}",
                    SanPlus::from_move_and_play_unchecked(&mut pos, m)
                )
            })
            .collect();
        let fen = Fen::from_position(&start, EnPassantMode::Legal).to_string();
        let run = annabella(&["board-replay", "--fen", &fen, "-"], input.as_bytes());
        assert_eq!(run.status, 0, "seed {seed}: {}", run.stderr);
        assert_eq!(moves(&run.stdout), want, "seed {seed}");
    }
}
