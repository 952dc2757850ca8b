#!/usr/bin/env python3
"""The python-chess yardstick for `annabella announce` (contract section 1, voice fide).

Reads a PGN file with chess.pgn.read_game, and for every main-line move computes its SAN
(board.san) and the FIDE Appendix D announcement built from it, writing one line per move and an
empty line after each game to a sink, as `annabella announce` does. Prints

    python-chess: N moves in S s = M moves/s

timed with time.perf_counter from the moment the file's text is in memory (interpreter start and
imports are not counted; annabella's CLI figure includes its process start and file reading).

    --style short|long   the announcement style (default short)
    --repeat K           time K runs and report the best (default 1; 0: no timing)
    --check              also run `annabella announce` on the file and compare the lines
    --annabella PATH     the binary for --check (default target/release/annabella)
    --output FILE        write the announcements to FILE instead of a sink
"""

import argparse
import io
import os
import subprocess
import sys
import time

try:
    import chess
    import chess.pgn
except ImportError:
    sys.exit(
        "bench_python_chess.py: the python-chess package is not installed "
        "(pip install chess), so there is nothing to compare with"
    )

FILES = ["Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"]
RANKS = ["eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"]
PIECES = {
    chess.KING: "König",
    chess.QUEEN: "Dame",
    chess.ROOK: "Turm",
    chess.BISHOP: "Läufer",
    chess.KNIGHT: "Springer",
    chess.PAWN: "Bauer",
}
SAN_PIECES = {"K": chess.KING, "Q": chess.QUEEN, "R": chess.ROOK, "B": chess.BISHOP, "N": chess.KNIGHT}
FILE_WORD = {c: w for c, w in zip("abcdefgh", FILES)}
RANK_WORD = {c: w for c, w in zip("12345678", RANKS)}


def square_words(square):
    return FILE_WORD[chess.square_name(square)[0]] + " " + RANK_WORD[chess.square_name(square)[1]]


def phrase_short(board, move, san):
    """Words for `san` (as board.san gives it) of `move` in `board`, before the move is made."""
    if san[-1] == "#":
        suffix, san = " Matt", san[:-1]
    elif san[-1] == "+":
        suffix, san = " Schach", san[:-1]
    else:
        suffix = ""
    if san == "O-O":
        return "Kurze Rochade" + suffix
    if san == "O-O-O":
        return "Lange Rochade" + suffix
    words = []
    promotion = None
    if "=" in san:
        san, promotion = san.split("=")
    if san[0] in SAN_PIECES:
        words.append(PIECES[SAN_PIECES[san[0]]])
        san = san[1:]
    else:
        words.append("Bauer")
    target = san[-2:]
    # What is left between the piece letter and the target: disambiguation and the capture mark.
    for c in san[:-2]:
        if c == "x":
            words.append("schlägt")
        elif c in FILE_WORD:
            words.append(FILE_WORD[c])
        else:
            words.append(RANK_WORD[c])
    words.append(FILE_WORD[target[0]])
    words.append(RANK_WORD[target[1]])
    if board.is_en_passant(move):
        words.append("en passant")
    if promotion:
        words.append("Umwandlung")
        words.append(PIECES[SAN_PIECES[promotion]])
    return " ".join(words) + suffix


def phrase_long(board, move, san):
    """Long style: always the from-square, and the captured piece."""
    if san[-1] == "#":
        suffix = " Matt"
    elif san[-1] == "+":
        suffix = " Schach"
    else:
        suffix = ""
    if board.is_castling(move):
        side = "Kurze" if board.is_kingside_castling(move) else "Lange"
        return side + " Rochade" + suffix
    words = [PIECES[board.piece_type_at(move.from_square)], square_words(move.from_square)]
    if board.is_en_passant(move):
        words += ["schlägt", "Bauer"]
    elif board.is_capture(move):
        words += ["schlägt", PIECES[board.piece_type_at(move.to_square)]]
    words.append(square_words(move.to_square))
    if board.is_en_passant(move):
        words.append("en passant")
    if move.promotion:
        words += ["Umwandlung", PIECES[move.promotion]]
    return " ".join(words) + suffix


def announce(text, phrase, out):
    """Announces every game of `text` to `out`; returns the number of moves."""
    moves = 0
    stream = io.StringIO(text)
    while True:
        game = chess.pgn.read_game(stream)
        if game is None:
            break
        if game.errors:
            raise SystemExit(f"bench_python_chess.py: python-chess cannot read a game: {game.errors[0]}")
        board = game.board()
        for move in game.mainline_moves():
            san = board.san(move)
            out.write(phrase(board, move, san))
            out.write("\n")
            board.push(move)
            moves += 1
        out.write("\n")
    return moves


class Sink:
    def write(self, _text):
        pass


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--style", choices=["short", "long"], default="short")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--annabella", default=os.path.join("target", "release", "annabella"))
    parser.add_argument("--output")
    args = parser.parse_args()
    phrase = phrase_short if args.style == "short" else phrase_long

    with open(args.file, encoding="utf-8") as f:
        text = f.read()

    best = None
    moves = 0
    for _ in range(args.repeat):
        start = time.perf_counter()
        moves = announce(text, phrase, Sink())
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    if best is not None:
        print(f"python-chess: {moves} moves in {best:.3f} s = {moves / best:.0f} moves/s")

    if args.output or args.check:
        buffer = io.StringIO()
        announce(text, phrase, buffer)
        ours = buffer.getvalue()
        if args.output:
            with open(args.output, "w", encoding="utf-8") as f:
                f.write(ours)
    if args.check:
        theirs = subprocess.run(
            [args.annabella, "announce", "--style", args.style, args.file],
            check=True,
            capture_output=True,
        ).stdout.decode("utf-8")
        return compare(lines(ours), lines(theirs), args.style)
    return 0


def lines(text):
    """The lines of `text`, each without its newline."""
    parts = text.split("\n")
    return parts[:-1] if parts and parts[-1] == "" else parts


def compare(ours, theirs, style):
    """Prints the lines where python-chess and annabella differ; 0 when none do."""
    differences = 0
    game, ply = 1, 0
    for i in range(max(len(ours), len(theirs))):
        a = ours[i] if i < len(ours) else "<missing>"
        b = theirs[i] if i < len(theirs) else "<missing>"
        if a != b:
            differences += 1
            if differences <= 20:
                print(f"line {i + 1} (game {game}, ply {ply + 1}):")
                print(f"  python-chess: {a}")
                print(f"  annabella:    {b}")
        if a == "" and b == "":
            game, ply = game + 1, 0
        else:
            ply += 1
    if differences:
        print(f"check ({style}): {differences} of {len(theirs)} lines differ")
        return 1
    print(f"check ({style}): identical, {len(theirs)} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
