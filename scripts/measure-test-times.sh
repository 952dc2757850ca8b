#!/usr/bin/env bash
# The wall time of each integration test whose name starts with one of the given prefixes, run one
# at a time (alone: what a test costs, not what its neighbours cost), optionally beside
# `stress-ng --cpu N` (both cores busy: the suite's rule is every test under 30 s even then).
# Prints one line a test, "SECONDS STATUS NAME", slowest first, and exits non-zero when a test
# failed or took 30 s or more.
# With --together the tests run in one test process, two at a time as `make test` runs them, and
# each one's time is the test harness's own (--report-time): what a test waits for besides its
# work (a lock, a set-up shared with the others) counts, as it does in the suite.
# Usage: scripts/measure-test-times.sh [--load N] [--together] PREFIX...
#        (e.g. online:: speak:: sealed::)
set -euo pipefail
cd "$(dirname "$0")/.."
load=0
together=false
while [ $# -gt 0 ]; do
  case "$1" in
    --load)
      load=$2
      shift 2
      ;;
    --together)
      together=true
      shift
      ;;
    *) break ;;
  esac
done
if [ $# -eq 0 ]; then
  echo "usage: $0 [--load N] PREFIX..." >&2
  exit 2
fi
# The test binary, built once (the path cargo prints for it).
binary=$(cargo test --locked --test integration --no-run --message-format=json 2>/dev/null |
  python3 -c 'import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == "integration" and m.get("executable"):
        print(m["executable"])')
if [ "$load" -gt 0 ]; then
  command -v stress-ng >/dev/null || {
    echo "measure-test-times: stress-ng is missing (scripts/system-packages.sh test)" >&2
    exit 1
  }
  stress-ng --cpu "$load" --timeout 0 --quiet &
  stress=$!
  trap 'kill "$stress" 2>/dev/null || true; wait "$stress" 2>/dev/null || true' EXIT
fi
# Ignored tests (the full sweeps measurement scripts run) are left out: give them by name.
ignored=$("$binary" --list --ignored 2>/dev/null | sed -n 's/: test$//p')
results=$(mktemp)
trap 'rm -f "$results"; [ -n "${stress:-}" ] && kill "$stress" 2>/dev/null || true' EXIT
status=0
if "$together"; then
  # --report-time is the harness's unstable option; RUSTC_BOOTSTRAP lets the stable one take it.
  RUSTC_BOOTSTRAP=1 "$binary" "$@" --test-threads=2 -Z unstable-options --report-time 2>&1 |
    sed -n 's/^test \(.*\) \.\.\. \(ok\|FAILED\) <\([0-9.]*\)s>$/\3 \2 \1/p' |
    while read -r seconds outcome name; do
      printf '%6.1f %s %s\n' "$seconds" "$outcome" "$name"
    done >"$results"
  cat "$results" >&2
  if grep -q ' FAILED ' "$results" || awk '$1 >= 30 { found = 1 } END { exit !found }' "$results"; then
    status=1
  fi
  set -- # no prefix left for the one-at-a-time loop
fi
for prefix in "$@"; do
  while read -r name; do
    start=$(date +%s.%N)
    outcome=ok
    # The tests run from the package's folder, as cargo runs them.
    "$binary" --exact "$name" --test-threads=1 >/dev/null 2>&1 || outcome=FAILED
    seconds=$(echo "$(date +%s.%N) - $start" | bc)
    printf '%6.1f %s %s\n' "$seconds" "$outcome" "$name" | tee -a "$results" >&2
    if [ "$outcome" != ok ] || [ "$(echo "$seconds >= 30" | bc)" -eq 1 ]; then
      status=1
    fi
  done < <("$binary" --list 2>/dev/null | sed -n 's/: test$//p' | awk -v p="$prefix" 'index($0, p) == 1' |
    grep -vxF -e "$ignored" -e '#none#')
done
echo "measure-test-times: slowest first${stress:+, beside stress-ng --cpu $load}:"
sort -rn "$results"
exit "$status"
