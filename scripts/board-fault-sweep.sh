#!/usr/bin/env bash
# The full fault sweep of the two boards (issue 33), through the same harness as the sample in
# the tests (tests/integration/board_faults.rs): random games of 30 plies with random faults of a
# real game on the blind player's peg board and the sighted player's DGT e-board (board-sim's
# virtual boards on real pseudo-terminal pairs, the real `annabella play --plain`), in the player,
# assistant and arbiter roles. Prints, per role, the moves made and announced, the saved records
# holding every move, and per kind of fault: injected, named (by its board, to the person who
# must fix it, within 2 s), healed, and the time from the fault to its sentence (p50, p99).
# Usage: scripts/board-fault-sweep.sh [GAMES_PER_ROLE]      (default 10)
#        PROFILE=release scripts/board-fault-sweep.sh        (default: the debug build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
games="${1:-10}"
profile=()
if [ "${PROFILE:-dev}" = release ]; then
  profile=(--release)
fi
BOARD_FAULT_GAMES="$games" cargo test "${profile[@]}" --locked --quiet \
  --manifest-path "$root/Cargo.toml" --test integration -- --ignored --exact \
  board_faults::sweep --nocapture --test-threads=1
