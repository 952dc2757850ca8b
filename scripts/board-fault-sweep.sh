#!/usr/bin/env bash
# The full fault sweep of the two boards (issue 33), through the same harness as the samples in
# the tests (tests/integration/board_faults.rs): random games of 30 plies with random faults of a
# real game on the blind player's peg board and the sighted player's e-board, of every kind: DGT
# and Millennium on real pseudo-terminal pairs (board-sim's virtual boards), Millennium,
# Chessnut and Chessnut Move over Bluetooth LE (tools/ble-sim on the BlueZ mock, a fresh private
# bus a game), the real `annabella play --plain`, in the player, assistant and arbiter roles.
# On the Move the blind player's moves are set by its robot (the sweep waits for its report,
# and counts the positions set and told done); the sighted player's own moves and the faults on
# it are made by hand as on the other boards. Prints, per e-board and role, the moves made and
# announced, the saved records holding every move, and per kind of fault: injected, named (by
# its board, to the person who must fix it, within 2 s), healed, and the time from the fault to
# its sentence (p50, p99).
# Usage: scripts/board-fault-sweep.sh [GAMES_PER_ROLE] [KINDS]   (default 10, every kind)
#        KINDS: some of dgt,millennium,millennium-ble,chessnut-ble,chessnut-move-ble,
#        separated by commas
#        PROFILE=release scripts/board-fault-sweep.sh        (default: the debug build)
# The Bluetooth kinds need the mock: tools/ble-sim/setup.sh (`make ble-mock`).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
games="${1:-10}"
kinds="${2:-}"
profile=()
if [ "${PROFILE:-dev}" = release ]; then
  profile=(--release)
fi
BOARD_FAULT_GAMES="$games" BOARD_FAULT_KINDS="$kinds" cargo test "${profile[@]}" --locked --quiet \
  --manifest-path "$root/Cargo.toml" --test integration -- --ignored --exact \
  board_faults::sweep --nocapture --test-threads=1
