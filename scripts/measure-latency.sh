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
binary=$(realpath "${1:-target/release/annabella}")
games=${2:-8}
plies=${3:-60}
[ -x "$binary" ] || { echo "no binary at $binary (cargo build --release)" >&2; exit 2; }
command -v tmux >/dev/null || { echo "tmux is needed" >&2; exit 2; }
python3 -c 'import chess' 2>/dev/null || { echo "python-chess is needed" >&2; exit 2; }
python3 - "$binary" "$games" "$plies" <<'PY'
import os, random, shutil, subprocess, sys, tempfile, threading, time
import chess

binary, games, plies = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(20260521)

def random_game():
    board, sans = chess.Board(), []
    while len(sans) < plies and not board.is_game_over(claim_draw=False):
        move = rng.choice(list(board.legal_moves))
        sans.append(board.san(move))
        board.push(move)
    # The last move may end the game; the measurement keeps only moves that leave it going.
    return sans[:-1] if board.is_game_over() else sans

def percentiles(name, samples):
    samples = sorted(samples)
    pick = lambda q: samples[min(len(samples) - 1, int(q * len(samples)))]
    print(f"{name}: {len(samples)} moves, p50 {pick(0.50):.2f} ms, p99 {pick(0.99):.2f} ms, "
          f"max {samples[-1]:.2f} ms")

def line_mode(moves):
    data = tempfile.mkdtemp()
    env = dict(os.environ, XDG_DATA_HOME=data)
    proc = subprocess.Popen([binary, "play", "--plain", "--speech", "text"], env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, bufsize=0)
    lines, seen = [], threading.Condition()
    def read():
        for raw in iter(proc.stdout.readline, b""):
            with seen:
                lines.append(time.perf_counter())
                seen.notify_all()
    threading.Thread(target=read, daemon=True).start()
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
                raise SystemExit(f"line mode: no answer to {san}")
            samples.append((lines[before] - start) * 1000)
        time.sleep(0.05)
    proc.stdin.close()
    proc.wait(timeout=20)
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

all_games = [random_game() for _ in range(games)]
line, shown = [], []
for number, moves in enumerate(all_games):
    line += line_mode(moves)
    shown += screen(moves, number)
percentiles("line mode (stdin -> stdout line)", line)
percentiles("screen (tmux send-keys -> speech log)", shown)
PY
