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
python3 "$root/scripts/game_of_80_plies.py" "$root/benches/data/games-1000.pgn" "$work/game.pgn"
TIMEFORMAT='%R'
for threads in 1 2; do
  seconds=$( { time "$bin" analyse --depth "$depth" --threads "$threads" \
    --output "$work/out.pgn" "$work/game.pgn" >/dev/null 2>&1; } 2>&1 )
  echo "depth $depth, $threads thread(s): $seconds s"
done
