#!/usr/bin/env bash
# What the full screen's input line costs under what a terminal can throw at it: `annabella
# play` in tmux (as tests/integration/input_flood.rs drives it), and for each flood the seconds
# from the flood to the answer to `time` typed behind it, the program's peak memory (VmHWM) and
# its CPU seconds (user + system) for the flood. Ctrl-C pressed once behind a flood: the
# seconds until the program has ended.
#   bracketed N MB: a paste in bracketed-paste markers, then Enter, `time`, Enter in the same write
#   bare N MB:      the same bytes without markers (a terminal without bracketed paste), one write
# Targets: `time` answered within 1 s of the flood's end; peak memory the same whatever the
# flood's size (the line keeps its first 1000 characters, a paste its first 4 KB); CPU in
# proportion to the flood; Ctrl-C honoured at the first press within 2 s.
# Usage: scripts/measure-paste.sh [SIZES_IN_MB...]   (default: 1 10)
#        ANNABELLA=path/to/annabella scripts/measure-paste.sh   (default: the debug build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1 10)
bin="${ANNABELLA:-}"
if [ -z "$bin" ]; then
  cargo build --quiet --manifest-path "$root/Cargo.toml" --bin annabella
  bin="$root/target/debug/annabella"
fi
command -v tmux >/dev/null || { echo "tmux is needed (scripts/system-packages.sh test)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Seconds since the epoch, with fractions.
now() { date +%s.%N; }

# Waits (up to 60 s) until the command line given returns true; fails otherwise.
wait_for() {
  local deadline=$(( $(date +%s) + 60 ))
  until "$@"; do
    if [ "$(date +%s)" -ge "$deadline" ]; then return 1; fi
    sleep 0.02
  done
}

# CPU seconds (user + system) the process has used.
cpu_seconds() {
  awk -v hz="$(getconf CLK_TCK)" '{ print ($14 + $15) / hz }' "/proc/$1/stat"
}

# Starts the table in a tmux server of its own in folder $1; sets $sock and $pid.
start_table() {
  local dir=$1
  sock="$dir/tmux"
  tmux -S "$sock" -f /dev/null new-session -d -s table -x 100 -y 40 \
    env "XDG_DATA_HOME=$dir" "$bin" play --voice en --speech-log "$dir/said.txt" \
    --screen-reader=false
  tmux -S "$sock" set-option -t table remain-on-exit on >/dev/null
  wait_for sh -c "tmux -S '$sock' capture-pane -p -t table | grep -q 'Move or command'"
  pid=$(tmux -S "$sock" display-message -p -t table '#{pane_pid}')
}

# The flood file $1: about $2 MB of moves, in bracketed-paste markers when $3 is "bracketed",
# then Enter, `time`, Enter.
make_flood() {
  python3 - "$@" <<'EOF'
import sys
path, megabytes, kind = sys.argv[1], int(sys.argv[2]), sys.argv[3]
text = b"e4 " * (megabytes * 1024 * 1024 // 3)
if kind == "bracketed":
    text = b"\x1b[200~" + text + b"\x1b[201~"
with open(path, "wb") as out:
    out.write(text + b"\rtime\r")
EOF
}

measure_time_answer() {
  local kind=$1 megabytes=$2 dir
  dir=$(mktemp -d "$work/run.XXXX")
  start_table "$dir"
  make_flood "$dir/flood" "$megabytes" "$kind"
  local cpu_before start end cpu_after peak
  cpu_before=$(cpu_seconds "$pid")
  start=$(now)
  tmux -S "$sock" load-buffer -b flood "$dir/flood"
  # No -p: the bytes as they are, in one paste (tmux replaces no escape).
  tmux -S "$sock" paste-buffer -b flood -t table
  if wait_for grep -q "Black zero moves" "$dir/said.txt"; then
    end=$(now)
    cpu_after=$(cpu_seconds "$pid")
    peak=$(awk '/VmHWM/ { print $2 / 1024 }' "/proc/$pid/status")
    printf 'FIGURES %-9s %3s MB: time answered %.2f s after the paste began; peak %.0f MB; CPU %.2f s; "line is full" said %s time(s)\n' \
      "$kind" "$megabytes" "$(echo "$end - $start" | bc)" "$peak" \
      "$(echo "$cpu_after - $cpu_before" | bc)" "$(grep -c 'input line is full' "$dir/said.txt")"
  else
    echo "FIGURES $kind $megabytes MB: time NOT answered within 60 s"
  fi
  tmux -S "$sock" kill-server
}

measure_ctrl_c() {
  local megabytes=$1 dir start end
  dir=$(mktemp -d "$work/run.XXXX")
  start_table "$dir"
  python3 -c "import sys; sys.stdout.write('e4 ' * ($megabytes * 1024 * 1024 // 3))" >"$dir/flood"
  tmux -S "$sock" load-buffer -b flood "$dir/flood"
  tmux -S "$sock" paste-buffer -b flood -t table
  tmux -S "$sock" send-keys -t table C-c
  start=$(now)
  if wait_for sh -c "[ \"\$(tmux -S '$sock' display-message -p -t table '#{pane_dead}')\" = 1 ]"; then
    end=$(now)
    printf 'FIGURES Ctrl-C once behind %s MB bare: ended %.2f s after the press (the paste written first)\n' \
      "$megabytes" "$(echo "$end - $start" | bc)"
  else
    echo "FIGURES Ctrl-C once behind $megabytes MB bare: NOT ended within 60 s"
  fi
  tmux -S "$sock" kill-server
}

for megabytes in "${sizes[@]}"; do
  measure_time_answer bracketed "$megabytes"
  measure_time_answer bare "$megabytes"
done
measure_ctrl_c "${sizes[0]}"
