#!/usr/bin/env python3
"""Cross-checks `annabella status` and `annabella announce` against python-chess.

Generates random games biased towards what the contract's checkers generate (repetitions,
long quiet endings, promotions, en passant, Chess960, sparse endgames), computes the expected
output independently with python-chess, runs the real binary, and reports every difference.

    pip install chess
    python3 scripts/crosscheck.py [--games N] [--seed S] [--binary target/release/annabella]

A development tool, not part of `make test` (it needs python-chess from PyPI).
"""

import argparse
import random
import subprocess
import sys

try:
    import chess
    import chess.pgn
except ImportError:
    sys.exit("crosscheck.py needs python-chess: pip install chess")

FILES = ["Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"]
RANKS = ["eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"]
PIECES = {chess.KING: "König", chess.QUEEN: "Dame", chess.ROOK: "Turm",
          chess.BISHOP: "Läufer", chess.KNIGHT: "Springer", chess.PAWN: "Bauer"}

SPARSE_STARTS = [
    "8/8/4k3/8/8/4K3/8/8 w - - 0 1",
    "8/8/4k3/8/8/4K3/4N3/8 w - - 0 1",
    "8/8/4k3/8/8/4K3/4B3/8 w - - 0 1",
    "8/2b5/4k3/8/8/4K3/4B3/8 w - - 0 1",
    "8/3b4/4k3/8/8/4K3/4B3/8 w - - 0 1",
    "8/8/4k3/8/8/3QK3/4N3/8 b - - 0 1",
    "8/8/4kn2/8/8/3QK3/8/8 w - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 90 80",
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
    "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
    "7k/8/8/8/8/8/1R6/R3K3 w Q - 140 100",
    "3qk3/8/8/8/8/8/8/3QK3 w - - 95 60",
]


def square_words(square):
    return [FILES[chess.square_file(square)], RANKS[chess.square_rank(square)]]


def announce(board, move, long_style):
    """Contract section 1, written independently of annabella."""
    san = board.san(move)
    words = []
    if board.is_castling(move):
        kingside = chess.square_file(move.to_square) > chess.square_file(move.from_square)
        words.append("Kurze Rochade" if kingside else "Lange Rochade")
    else:
        piece = board.piece_type_at(move.from_square)
        words.append(PIECES[piece])
        if long_style:
            words += square_words(move.from_square)
        else:
            body = san.rstrip("+#").split("=")[0].replace("x", "")
            if piece != chess.PAWN:
                body = body[1:]
            for ch in body[:-2]:
                if ch in "abcdefgh":
                    words.append(FILES[ord(ch) - ord("a")])
                elif ch in "12345678":
                    words.append(RANKS[int(ch) - 1])
        if board.is_capture(move):
            words.append("schlägt")
            if long_style:
                captured = chess.PAWN if board.is_en_passant(move) else board.piece_type_at(move.to_square)
                words.append(PIECES[captured])
        words += square_words(move.to_square)
        if board.is_en_passant(move):
            words.append("en passant")
        if move.promotion:
            words += ["Umwandlung", PIECES[move.promotion]]
    after = board.copy(stack=False)
    after.push(move)
    if after.is_checkmate():
        words.append("Matt")
    elif after.is_check():
        words.append("Schach")
    return " ".join(words)


def status(board, flag):
    """Contract section 5, written independently of annabella."""
    result, reason = "*", "none"
    if board.is_checkmate():
        result = "0-1" if board.turn == chess.WHITE else "1-0"
        reason = "checkmate"
    elif board.is_stalemate():
        result, reason = "1/2-1/2", "stalemate"
    elif board.is_insufficient_material():
        result, reason = "1/2-1/2", "dead-position"
    elif board.is_repetition(5):
        result, reason = "1/2-1/2", "fivefold-repetition"
    elif board.halfmove_clock >= 150:
        result, reason = "1/2-1/2", "seventyfive-moves"
    if reason != "none":
        return f"result={result} reason={reason} claims=none"
    if flag is not None:
        opponent = not flag
        if board.has_insufficient_material(opponent):
            return "result=1/2-1/2 reason=timeout-insufficient-material claims=none"
        winner = "1-0" if opponent == chess.WHITE else "0-1"
        return f"result={winner} reason=timeout claims=none"
    claims = []
    if board.is_repetition(3):
        claims.append("threefold-repetition")
    if board.halfmove_clock >= 100:
        claims.append("fifty-moves")
    return f"result=* reason=none claims={','.join(claims) or 'none'}"


def random_game(rng):
    kind = rng.random()
    if kind < 0.15:
        board = chess.Board.from_chess960_pos(rng.randrange(960))
        board.chess960 = True
    elif kind < 0.45:
        board = chess.Board(rng.choice(SPARSE_STARTS))
    else:
        board = chess.Board()
    start = board.copy()
    shuffle = rng.random() < 0.4
    length = rng.randrange(1, 400)
    for _ in range(length):
        if board.is_game_over(claim_draw=False) and rng.random() < 0.9:
            break
        moves = list(board.legal_moves)
        if not moves:
            break
        move = None
        if shuffle and len(board.move_stack) >= 2 and rng.random() < 0.7:
            back = board.move_stack[-2]
            reverse = chess.Move(back.to_square, back.from_square)
            if reverse in moves:
                move = reverse
        if move is None:
            quiet = [m for m in moves if not board.is_capture(m) and board.piece_type_at(m.from_square) != chess.PAWN]
            pool = quiet if quiet and rng.random() < 0.6 else moves
            move = rng.choice(pool)
        board.push(move)
    return start, board


def to_pgn(start, board, number):
    game = chess.pgn.Game.from_board(board)
    game.headers["Event"] = f"crosscheck {number}"
    if start.chess960:
        game.headers["Variant"] = "Chess960"
    return str(game)


def run(binary, args, text):
    out = subprocess.run([binary, *args], input=text.encode(), capture_output=True, check=False)
    if out.returncode != 0:
        sys.exit(f"annabella {' '.join(args)} failed ({out.returncode}): {out.stderr.decode()}")
    return out.stdout.decode()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--binary", default="target/release/annabella")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    games = [random_game(rng) for _ in range(args.games)]
    pgn = "\n\n".join(to_pgn(start, board, i + 1) for i, (start, board) in enumerate(games)) + "\n"

    failures = 0
    for flag_arg, flag in [(None, None), ("white", chess.WHITE), ("black", chess.BLACK)]:
        expected = [status(board, flag) for _, board in games]
        cmd = ["status"] + (["--flag", flag_arg] if flag_arg else [])
        got = run(args.binary, cmd, pgn).splitlines()
        for i, (want, have) in enumerate(zip(expected, got)):
            if want != have:
                failures += 1
                if failures <= 20:
                    print(f"status {flag_arg or ''} game {i + 1}: want {want!r} got {have!r}\n  {games[i][1].fen()}")
        if len(got) != len(expected):
            failures += 1
            print(f"status {flag_arg}: {len(got)} lines for {len(expected)} games")

    for style in ["short", "long"]:
        lines = []
        for start, board in games:
            replay = start.copy()
            for move in board.move_stack:
                lines.append(announce(replay, move, style == "long"))
                replay.push(move)
            lines.append("")
        got = run(args.binary, ["announce", "--style", style], pgn).split("\n")[:-1]
        for i, (want, have) in enumerate(zip(lines, got)):
            if want != have:
                failures += 1
                if failures <= 40:
                    print(f"announce {style} line {i + 1}: want {want!r} got {have!r}")
        if len(got) != len(lines):
            failures += 1
            print(f"announce {style}: {len(got)} lines, want {len(lines)}")

    moves = sum(len(board.move_stack) for _, board in games)
    print(f"{len(games)} games, {moves} moves: {failures} differences")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
