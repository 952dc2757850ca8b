#!/usr/bin/env bash
# `make test` as a new contributor or CI meets it: the repository cloned into a fresh temporary
# folder, built into a fresh target folder (no build cache of the working copy), and its wall
# time printed. With --under-load it runs through scripts/test-under-load.sh, stress-ng keeping
# both cores busy beside it. Minutes (about 25 on the reference machine, two cores): run it on a
# quiet machine. The clone and its target folder are removed afterwards, however it ends.
# Usage: scripts/measure-fresh-clone.sh [--under-load] [REPOSITORY (default: this one)] [REV]
set -euo pipefail
under_load=false
if [ "${1:-}" = "--under-load" ]; then
  under_load=true
  shift
fi
repository="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
revision="${2:-HEAD}"
work=$(mktemp -d "${TMPDIR:-/tmp}/annabella-fresh-clone.XXXXXX")
# mktemp makes it 0700: a test runs the program as another user (nobody) inside the target
# folder, which it must be able to pass through, as in a clone anywhere else. Our own folder.
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
git clone --quiet --no-hardlinks "$repository" "$work/annabella"
git -C "$work/annabella" checkout --quiet "$revision"
echo "measure-fresh-clone: $(git -C "$work/annabella" log -1 --format='%h %s')"
# A target folder of its own: nothing built before counts; the online test server's too.
export CARGO_TARGET_DIR="$work/target"
export ANNABELLA_ONLINE_TARGET="$work/online-target"
start=$(date +%s)
status=0
if "$under_load"; then
  "$work/annabella/scripts/test-under-load.sh" || status=$?
else
  make -C "$work/annabella" test || status=$?
fi
wall=$(($(date +%s) - start))
load=""
"$under_load" && load=" beside stress-ng --cpu 2"
printf 'measure-fresh-clone: make test on a fresh clone%s: %dm%02ds wall, exit status %d\n' \
  "$load" $((wall / 60)) $((wall % 60)) "$status"
exit "$status"
