#!/usr/bin/env bash
# Idle cost of a game in progress: CPU used by `annabella play --plain` with a running clock and
# no input over SECONDS (default 60), and its resident memory. Targets: at most 0.5 % of a core,
# at most 20 MB with the text engine.
# Usage: scripts/measure-idle.sh [SECONDS] [binary]
set -euo pipefail
seconds=${1:-60}
binary=${2:-target/release/annabella}
data=$(mktemp -d)
fifo="$data/input"
mkfifo "$fifo"
XDG_DATA_HOME="$data" "$binary" play --plain --time 5400+30 --speech text < "$fifo" > /dev/null &
pid=$!
exec 3> "$fifo"   # keep stdin open: the game waits for a move
trap 'exec 3>&-; kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rm -rf "$data"' EXIT
echo "e4" >&3
sleep 1
ticks=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
before=$(cpu_ticks)
sleep "$seconds"
after=$(cpu_ticks)
rss_kb=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
hwm_kb=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
used=$(( after - before ))
python3 - "$used" "$ticks" "$seconds" "$rss_kb" "$hwm_kb" <<'PY'
import sys
used, ticks, seconds, rss, hwm = map(float, sys.argv[1:])
print(f"idle with a running clock: {used / ticks:.3f} s of CPU in {seconds:.0f} s = "
      f"{100 * used / ticks / seconds:.3f} % of a core; resident {rss / 1024:.1f} MB "
      f"(peak {hwm / 1024:.1f} MB)")
PY
