#!/usr/bin/env bash
# Moves per second of `annabella announce` against a python-chess script doing the same work
# (SAN and the fide phrasing of every move) on the same PGN file, in the same run.
#
#   scripts/bench-compare.sh [FILE]        (default benches/data/games-1000.pgn)
#
# annabella: the release binary, `announce FILE > /dev/null`, best of $RUNS (default 5), wall
# clock including process start and file reading. python-chess: scripts/bench_python_chess.py,
# best of $PY_RUNS (default 3), timed inside Python once the file is read. Then both outputs
# are compared line by line, short and long style (differences are printed, exit status 1).
# Not part of `make test`: it takes about a minute and needs python-chess (installed with pip
# when missing).
set -euo pipefail

cd "$(dirname "$0")/.."
FILE=${1:-benches/data/games-1000.pgn}
RUNS=${RUNS:-5}
PY_RUNS=${PY_RUNS:-3}
PYTHON=${PYTHON:-python3}
BIN=target/release/annabella

if [ ! -f "$FILE" ]; then
    if [ "$FILE" = benches/data/games-1000.pgn ]; then
        echo "== generating $FILE"
        mkdir -p benches/data
        cargo run --quiet --release --locked --example generate_games -- 1000 >"$FILE"
    else
        echo "bench-compare: no such file: $FILE" >&2
        exit 2
    fi
fi

if ! "$PYTHON" -c 'import chess.pgn' 2>/dev/null; then
    echo "== installing python-chess (pip install --quiet chess)"
    "$PYTHON" -m pip install --quiet chess || {
        echo "bench-compare: cannot install python-chess; nothing to compare with" >&2
        exit 2
    }
fi

echo "== building the release binary"
cargo build --quiet --release --locked

moves=$("$BIN" announce "$FILE" | grep -c .)
echo "== $FILE: $moves moves"

best_ns=
for _ in $(seq "$RUNS"); do
    start=$(date +%s%N)
    "$BIN" announce "$FILE" >/dev/null
    end=$(date +%s%N)
    ns=$((end - start))
    if [ -z "$best_ns" ] || [ "$ns" -lt "$best_ns" ]; then best_ns=$ns; fi
done
rust_rate=$((moves * 1000000000 / best_ns))
rust_seconds=$(awk -v ns="$best_ns" 'BEGIN { printf "%.4f", ns / 1e9 }')
echo "annabella:    $moves moves in $rust_seconds s = $rust_rate moves/s (CLI, best of $RUNS)"

py_line=$("$PYTHON" scripts/bench_python_chess.py --repeat "$PY_RUNS" "$FILE")
echo "$py_line (best of $PY_RUNS)"
py_rate=$(sed -E 's/.*= ([0-9]+) moves\/s.*/\1/' <<<"$py_line")

awk -v r="$rust_rate" -v p="$py_rate" \
    'BEGIN { printf "ratio:        annabella is %.1fx as fast as python-chess (target: 20x)\n", r / p }'

echo "== cross-check against python-chess"
status=0
for style in short long; do
    "$PYTHON" scripts/bench_python_chess.py --repeat 0 --check --style "$style" \
        --annabella "$BIN" "$FILE" || status=1
done
exit "$status"
