#!/usr/bin/env bash
# What opening a review costs: the CPU time of `review --plain GAME` that quits at once (end of
# input) against a replay: `board-replay` of no wire lines (the program's start and nothing
# more), and `announce GAME` (the same game read and every move said), each run RUNS times
# (default 50) on a short game. Target: the review at most 2× the replay.
# Usage: scripts/measure-review-opening.sh [RUNS [binary]]
set -euo pipefail
runs=${1:-50}
binary=${2:-target/release/annabella}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '[Event "x"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n' \
    > "$work/game.pgn"
python3 - "$binary" "$work/game.pgn" "$runs" "$work" <<'PY'
import os, resource, subprocess, sys, time
binary, game, runs, work = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
env = dict(os.environ, XDG_DATA_HOME=work, XDG_CONFIG_HOME=work)

def cost(args):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    for _ in range(runs):
        subprocess.run([binary, *args], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, env=env, check=True)
    wall = (time.perf_counter() - start) / runs
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = ((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)) / runs
    return cpu, wall

floors = {"board-replay": cost(["board-replay"]), "announce": cost(["announce", game])}
review_cpu, review_wall = cost(["review", "--plain", game])
print(f"review opening:      {review_cpu * 1000:.2f} ms of CPU, {review_wall * 1000:.2f} ms a run")
for name, (cpu, wall) in floors.items():
    print(f"replay ({name}): {cpu * 1000:.2f} ms of CPU, {wall * 1000:.2f} ms a run; review "
          f"{review_cpu / cpu:.2f}× of CPU, {review_wall / wall:.2f}× of time (target ≤ 2×)")
PY
