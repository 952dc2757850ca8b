#!/usr/bin/env bash
# What writing the annotated PGN costs `annabella analyse`: the wall time, the number of times
# the output is written (renamed into place) and the bytes written, for an 80-half-move game (the
# first of benches/data/games-1000.pgn with 79 to 81) and a 2 000-half-move game
# (benches/data/long-2000.pgn, random legal moves that end nothing). Stockfish searches to depth 1
# so that writing, not searching, dominates.
# Usage: scripts/measure-analyse-writes.sh [BINARY]   (needs stockfish and strace)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin="${1:-}"
if [ -z "$bin" ]; then
  cargo build --release --locked --quiet --manifest-path "$root/Cargo.toml"
  bin="$root/target/release/annabella"
fi
stockfish=$(command -v stockfish || echo /usr/games/stockfish)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$root/scripts/game_of_80_plies.py" "$root/benches/data/games-1000.pgn" "$work/short.pgn" >/dev/null
cp "$root/benches/data/long-2000.pgn" "$work/long.pgn"
for game in short long; do
  start=$(date +%s.%N)
  strace -f -qq -y -e trace=rename,renameat,renameat2,write -o "$work/trace" \
    "$bin" analyse --depth 1 --threads 1 --engine "$stockfish" \
    --output "$work/$game.out.pgn" "$work/$game.pgn" >/dev/null 2>&1
  end=$(date +%s.%N)
  # Timed again without strace, which slows every system call.
  start=$(date +%s.%N)
  "$bin" analyse --depth 1 --threads 1 --engine "$stockfish" \
    --output "$work/$game.out.pgn" "$work/$game.pgn" >/dev/null 2>&1
  end=$(date +%s.%N)
  renames=$(grep -c "$game.out.pgn\"" "$work/trace" || true)
  # Bytes written into the output's temporary files (strace -y names each descriptor's file).
  bytes=$(grep -E "write\([0-9]+<[^>]*\.$game\.out\.pgn\.[0-9]+\.tmp>" "$work/trace" \
    | sed -E 's/.*= ([0-9]+)$/\1/' | paste -sd+ | bc)
  plies=$(grep -v '^\[' "$work/$game.pgn" | tr ' ' '\n' | grep -cvE '^([0-9]+\.+|\*|1-0|0-1|1/2-1/2|)$' || true)
  printf '%s game (%s half-moves): %.2f s, output written %s times, %s bytes\n' \
    "$game" "$plies" "$(echo "$end - $start" | bc)" "$renames" "$bytes"
done
