#!/usr/bin/env bash
# Event -> utterance latency of the real binary on both faces, from the moment a typed move is
# handed to the program to the moment its announcement comes out:
# - line mode (`play --plain --speech text`): the move written to standard input, the
#   announcement's line read on standard output;
# - the screen (`play --speech-log FILE` in a tmux pane): the move typed with `tmux send-keys`
#   (the tmux client's own start-up, a few milliseconds, is inside the figure), the announcement's
#   line seen in the speech log (polled every 0.5 ms).
# Moves come from random legal games (python-chess, fixed seed), GAMES games of at most PLIES
# half-moves, a new program per game, a pause after each move so nothing queues.
# Prints p50, p99 and the maximum per face, in milliseconds.
# Usage: scripts/measure-latency.sh [BINARY] [GAMES] [PLIES]   (default target/release/annabella,
#        8 games of 60 half-moves). Needs python3 with python-chess, and tmux.
set -euo pipefail
default_games=8
default_plies=60
. "$(dirname "$0")/typed-moves.sh"
command -v tmux >/dev/null || { echo "tmux is needed" >&2; exit 2; }
python3 - "$binary" "$games" "$plies" <<'PY'
import os, random, shutil, subprocess, sys, tempfile, time
from typed_moves import pick, random_game, timed_answers

binary, games, plies = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(20260521)

def percentiles(name, samples):
    print(f"{name}: {len(samples)} moves, p50 {pick(samples, 0.50):.2f} ms, "
          f"p99 {pick(samples, 0.99):.2f} ms, max {max(samples):.2f} ms")

def line_mode(moves):
    data = tempfile.mkdtemp()
    env = dict(os.environ, XDG_DATA_HOME=data)
    samples = timed_answers([binary, "play", "--plain", "--speech", "text"], env, moves, True)
    shutil.rmtree(data, ignore_errors=True)
    return samples

def screen(moves, number):
    data = tempfile.mkdtemp()
    log = os.path.join(data, "said.txt")
    session = f"annabella-latency-{os.getpid()}-{number}"
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "120", "-y", "40",
                    f"XDG_DATA_HOME={data} {binary} play --speech-log {log}"], check=True)
    def size():
        try:
            return os.path.getsize(log)
        except OSError:
            return 0
    until = time.time() + 10
    while size() == 0 and time.time() < until:
        time.sleep(0.01)
    time.sleep(0.5)
    samples = []
    try:
        for san in moves:
            before = size()
            start = time.perf_counter()
            subprocess.run(["tmux", "send-keys", "-t", session, san, "Enter"], check=True)
            until = start + 10
            while size() == before:
                if time.perf_counter() > until:
                    raise SystemExit(f"screen: no answer to {san}")
                time.sleep(0.0005)
            samples.append((time.perf_counter() - start) * 1000)
            time.sleep(0.05)
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], stderr=subprocess.DEVNULL)
        shutil.rmtree(data, ignore_errors=True)
    return samples

all_games = [random_game(rng, plies) for _ in range(games)]
line, shown = [], []
for number, moves in enumerate(all_games):
    line += line_mode(moves)
    shown += screen(moves, number)
percentiles("line mode (stdin -> stdout line)", line)
percentiles("screen (tmux send-keys -> speech log)", shown)
PY
