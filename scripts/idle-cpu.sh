#!/usr/bin/env bash
# Idle CPU of both faces with a running clock: line mode and the full-screen table (in tmux)
# each play a 300+0 game nobody moves in; the CPU time the process used over SECONDS is read
# from /proc/PID/stat. Target: at most 0.5 % of a core.
# Usage: scripts/idle-cpu.sh [SECONDS] (default 20). Needs tmux and a release build.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
binary=target/release/annabella
[ -x "$binary" ] || cargo build --release --locked
data=$(mktemp -d)
trap 'tmux kill-session -t annabella-idle 2>/dev/null || true; rm -rf "$data"' EXIT
ticks=$(getconf CLK_TCK)

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

measure() {
  local name=$1 pid=$2
  local before after
  before=$(cpu_ticks "$pid")
  sleep "$seconds"
  after=$(cpu_ticks "$pid")
  awk -v n="$name" -v d=$((after - before)) -v t="$ticks" -v s="$seconds" \
    'BEGIN { printf "%s: %.3f %% of a core over %d s\n", n, 100 * d / t / s, s }'
}

# Line mode: standard input held open by a sleeping writer.
sleep $((seconds + 5)) | XDG_DATA_HOME=$data "$binary" play --plain --time 300+0 >/dev/null &
line_pid=$!
sleep 1
measure "line mode" "$(pgrep -n -f "$binary play --plain")"
kill "$line_pid" 2>/dev/null || true

# The screen, in a tmux pane.
tmux new-session -d -s annabella-idle -x 100 -y 30 \
  "XDG_DATA_HOME=$data $binary play --time 300+0 --speech-log $data/said.txt"
sleep 1
measure "screen" "$(pgrep -n -f "$binary play --time")"
