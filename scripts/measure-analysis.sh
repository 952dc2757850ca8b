#!/usr/bin/env bash
# The time `annabella analyse` takes for a 40-move game (80 half-moves, from
# benches/data/games-1000.pgn) at depth 12, with 1 and with 2 search threads.
# Usage: scripts/measure-analysis.sh [DEPTH]   (needs stockfish: scripts/system-packages.sh test)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
depth="${1:-12}"
cargo build --release --locked --quiet --manifest-path "$root/Cargo.toml"
bin="$root/target/release/annabella"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The first game of 79 to 81 half-moves.
python3 - "$root/benches/data/games-1000.pgn" "$work/game.pgn" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
for game in re.split(r"\n\n(?=\[)", text):
    movetext = "\n".join(l for l in game.splitlines() if not l.startswith("["))
    movetext = re.sub(r"\{[^}]*\}", " ", movetext)
    plies = [w for w in movetext.split() if not re.match(r"^(\d+\.+|1-0|0-1|1/2-1/2|\*)$", w)]
    if 79 <= len(plies) <= 81:
        open(sys.argv[2], "w").write(game.strip() + "\n")
        print(f"game of {len(plies)} half-moves")
        break
else:
    sys.exit("no game of about 80 half-moves")
PY
TIMEFORMAT='%R'
for threads in 1 2; do
  seconds=$( { time "$bin" analyse --depth "$depth" --threads "$threads" \
    --output "$work/out.pgn" "$work/game.pgn" >/dev/null 2>&1; } 2>&1 )
  echo "depth $depth, $threads thread(s): $seconds s"
done
