#!/usr/bin/env bash
# Peak memory and `time` latency of `annabella play --plain` under floods, through the same
# harness as the flood tests (tests/integration/floods.rs, online_hiccups.rs): random bytes from
# a DGT e-board on a real pseudo-terminal for 30 s, and a fake server on loopback repeating the
# game's state as fast as the connection takes it for 60 s, `time` typed every 50 ms meanwhile.
# Prints one FIGURES line per flood: peak RSS (VmHWM), p50/p99/max of the answers to `time`.
# Targets: peak RSS <= 64 MB, p99 <= 100 ms.
# Usage: scripts/measure-floods.sh [DGT_SECONDS [STATE_SECONDS]]
#        PROFILE=dev scripts/measure-floods.sh   (the debug build; default: release)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dgt_seconds="${1:-30}"
state_seconds="${2:-60}"
profile=()
if [ "${PROFILE:-release}" = release ]; then
  profile=(--release)
fi
run() {
  ANNABELLA_FLOOD_SECS="$1" cargo test "${profile[@]}" --locked --quiet \
    --manifest-path "$root/Cargo.toml" --test integration -- --ignored --exact \
    --nocapture "$2" 2>&1 | grep '^FIGURES'
}
run "$dgt_seconds" floods::measure_a_dgt_flood
run "$state_seconds" online_hiccups::measure_a_state_flood
