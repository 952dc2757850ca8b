"""Moves typed to a program and the time to its answer, for the measurement scripts that time
typed moves (measure-latency.sh, measure-journal-sync.sh, through typed-moves.sh)."""

import subprocess
import threading
import time

import chess


def random_game(rng, plies):
    """A random legal game (SAN) of at most `plies` half-moves; the last move is left out if it
    ends the game, so every move measured leaves the game going."""
    board, sans = chess.Board(), []
    while len(sans) < plies and not board.is_game_over(claim_draw=False):
        move = rng.choice(list(board.legal_moves))
        sans.append(board.san(move))
        board.push(move)
    return sans[:-1] if board.is_game_over() else sans


def timed_answers(command, env, moves, greets):
    """Runs `command`, types each move on its standard input and times, in milliseconds, until
    the next line on its standard output; a pause after each move so nothing queues. `greets`:
    the program says a line first, waited for before the first move."""
    proc = subprocess.Popen(command, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, bufsize=0)
    lines, seen = [], threading.Condition()

    def read():
        for _ in iter(proc.stdout.readline, b""):
            with seen:
                lines.append(time.perf_counter())
                seen.notify_all()

    threading.Thread(target=read, daemon=True).start()
    if greets:
        with seen:
            seen.wait_for(lambda: lines, timeout=10)
    time.sleep(0.3)
    samples = []
    for san in moves:
        with seen:
            before = len(lines)
        start = time.perf_counter()
        proc.stdin.write((san + "\n").encode())
        with seen:
            if not seen.wait_for(lambda: len(lines) > before, timeout=10):
                raise SystemExit(f"{command[0]}: no answer to {san}")
            samples.append((lines[before] - start) * 1000)
        time.sleep(0.05)
    proc.stdin.close()
    proc.wait(timeout=20)
    return samples


def pick(samples, q):
    """The `q` quantile of `samples`."""
    samples = sorted(samples)
    return samples[min(len(samples) - 1, int(q * len(samples)))]
