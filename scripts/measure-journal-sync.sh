#!/usr/bin/env bash
# A typed move to its line, against a floor that syncs once: how much the journal costs a move.
# - annabella: `play --plain --speech text --auto-press` (the move and its press are one step of
#   the table, journaled in one write and one fdatasync), the move written to standard input,
#   its announcement's line read on standard output;
# - the floor: a program that reads the line, appends it to a file in the same folder, syncs it
#   once (fdatasync) and answers with a line — the least any program that never loses a move
#   can do.
# Also counts the syncs (fdatasync, fsync) a move costs, with strace.
# Moves come from random legal games (python-chess, fixed seed): GAMES games of at most PLIES
# half-moves, a pause after each move so nothing queues. Prints p50 and p99 of each and their
# ratio.
# Usage: scripts/measure-journal-sync.sh [BINARY] [GAMES] [PLIES]   (default
#        target/release/annabella, 4 games of 40 half-moves). Needs python3 with python-chess
#        and strace.
set -euo pipefail
binary=$(realpath "${1:-target/release/annabella}")
games=${2:-4}
plies=${3:-40}
[ -x "$binary" ] || { echo "no binary at $binary (cargo build --release)" >&2; exit 2; }
command -v strace >/dev/null || { echo "strace is needed" >&2; exit 2; }
python3 -c 'import chess' 2>/dev/null || { echo "python-chess is needed" >&2; exit 2; }
python3 - "$binary" "$games" "$plies" <<'PY'
import os, random, shutil, subprocess, sys, tempfile, threading, time
import chess

binary, games, plies = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(20261127)

FLOOR = r'''
import os, sys
fd = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
for line in sys.stdin:
    os.write(fd, line.encode())
    os.fdatasync(fd)
    sys.stdout.write("played " + line)
    sys.stdout.flush()
'''

def random_game():
    board, sans = chess.Board(), []
    while len(sans) < plies and not board.is_game_over(claim_draw=False):
        move = rng.choice(list(board.legal_moves))
        sans.append(board.san(move))
        board.push(move)
    return sans[:-1] if board.is_game_over() else sans

def timed(command, env, moves, skip_first):
    proc = subprocess.Popen(command, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, bufsize=0)
    lines, seen = [], threading.Condition()
    def read():
        for raw in iter(proc.stdout.readline, b""):
            with seen:
                lines.append(time.perf_counter())
                seen.notify_all()
    threading.Thread(target=read, daemon=True).start()
    if skip_first:
        with seen:
            seen.wait_for(lambda: lines, timeout=10)  # the greeting
    time.sleep(0.3)
    samples = []
    for san in moves:
        with seen:
            before = len(lines)
        start = time.perf_counter()
        proc.stdin.write((san + "\n").encode())
        with seen:
            if not seen.wait_for(lambda: len(lines) > before, timeout=10):
                raise SystemExit(f"no answer to {san}")
            samples.append((lines[before] - start) * 1000)
        time.sleep(0.05)
    proc.stdin.close()
    proc.wait(timeout=20)
    return samples

def pick(samples, q):
    samples = sorted(samples)
    return samples[min(len(samples) - 1, int(q * len(samples)))]

ours, floor, syncs, moves_played = [], [], 0, 0
for number in range(games):
    moves = random_game()
    data = tempfile.mkdtemp()
    env = dict(os.environ, XDG_DATA_HOME=data)
    ours += timed([binary, "play", "--plain", "--speech", "text", "--auto-press"], env, moves, True)
    floor += timed([sys.executable, "-c", FLOOR, os.path.join(data, "floor.journal")], env,
                   moves, False)
    # The syncs of a game, counted apart (strace slows the timing).
    trace = os.path.join(data, "trace")
    subprocess.run(["strace", "-f", "-qq", "-c", "-o", trace, "-e", "trace=fdatasync,fsync",
                    binary, "play", "--plain", "--speech", "text", "--auto-press"],
                   env=env, input="\n".join(moves).encode() + b"\n", stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=True, timeout=60)
    for line in open(trace):
        parts = line.split()
        if parts and parts[-1] in ("fdatasync", "fsync"):
            syncs += int(parts[3])
    moves_played += len(moves)
    shutil.rmtree(data, ignore_errors=True)

print(f"annabella: {len(ours)} moves, p50 {pick(ours, .5):.2f} ms, p99 {pick(ours, .99):.2f} ms")
print(f"floor (one fdatasync): p50 {pick(floor, .5):.2f} ms, p99 {pick(floor, .99):.2f} ms")
print(f"ratio of the p50s: {pick(ours, .5) / pick(floor, .5):.2f}")
print(f"syncs a move (the game's start and end included): {syncs / moves_played:.2f}")
PY
