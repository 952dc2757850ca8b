#!/usr/bin/env bash
# Times `annabella clock` on a generated 10 000-event script (parse + clock + output), best of 5.
# Usage: scripts/measure-clock.sh [binary]
set -euo pipefail
binary=${1:-target/release/annabella}
script=$(mktemp)
trap 'rm -f "$script"' EXIT
python3 - "$script" <<'PY'
import random, sys
rng = random.Random(7)
t = 0.0
lines = ["0 start"]
while len(lines) < 10000:
    t += rng.uniform(0.2, 4.2)
    r = rng.randrange(20)
    event = {0: "query", 1: "stop", 2: "resume", 3: "add white 1"}.get(r, "press")
    lines.append(f"{t:.3f} {event}")
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
PY
best=""
for _ in 1 2 3 4 5; do
  start=$(date +%s%N)
  "$binary" clock --control 40/5400+30:1800+30 --script "$script" > /dev/null
  elapsed=$(( $(date +%s%N) - start ))
  if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
done
echo "annabella clock: 10000 events in $((best / 1000)) µs = $((10000 * 1000000000 / best)) events/s (process start included)"
