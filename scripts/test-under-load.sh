#!/usr/bin/env bash
# `make test` with both cores busy: stress-ng keeps two CPU workers running beside it for the
# whole run (the suite must not depend on an idle machine: no timing that only an idle machine
# meets, no test over 30 s). Prints the wall time of `make test` and its exit status, and exits
# with that status.
# Usage: scripts/test-under-load.sh [WORKERS]   (default 2: one per core of the reference machine)
#        extra make arguments: MAKE_ARGS="CARGO=..." scripts/test-under-load.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
workers="${1:-2}"
"$root/scripts/system-packages.sh" test
command -v stress-ng >/dev/null || {
  echo "test-under-load: stress-ng is missing (scripts/system-packages.sh test installs it)" >&2
  exit 1
}
# The load ends with this script, however it ends.
stress-ng --cpu "$workers" --timeout 0 --quiet &
stress=$!
trap 'kill "$stress" 2>/dev/null || true; wait "$stress" 2>/dev/null || true' EXIT
start=$(date +%s)
status=0
# shellcheck disable=SC2086
make -C "$root" test ${MAKE_ARGS:-} || status=$?
end=$(date +%s)
wall=$((end - start))
printf 'test-under-load: make test beside stress-ng --cpu %s: %dm%02ds wall, exit status %d\n' \
  "$workers" $((wall / 60)) $((wall % 60)) "$status"
exit "$status"
