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
default_games=4
default_plies=40
. "$(dirname "$0")/typed-moves.sh"
command -v strace >/dev/null || { echo "strace is needed" >&2; exit 2; }
python3 - "$binary" "$games" "$plies" <<'PY'
import os, random, shutil, subprocess, sys, tempfile
from typed_moves import pick, random_game, timed_answers

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

ours, floor, syncs, moves_played = [], [], 0, 0
for number in range(games):
    moves = random_game(rng, plies)
    data = tempfile.mkdtemp()
    env = dict(os.environ, XDG_DATA_HOME=data)
    ours += timed_answers([binary, "play", "--plain", "--speech", "text", "--auto-press"], env,
                          moves, True)
    floor += timed_answers([sys.executable, "-c", FLOOR, os.path.join(data, "floor.journal")],
                           env, moves, False)
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
